// Issue #10: the capacity fields of the preset (decode points, prefill, reserve, GPUs per node,
// the self-hosted prefix hit, the per-user target, the throughput mode) and the complete memory
// fit (MODEL.md sections 3 and 7).

#include "parameters.h"
#include "testsupport.h"

#include <QJsonArray>
#include <QJsonDocument>

using namespace breakeven;
using namespace breakeven::test;
using namespace breakeven::units;

namespace {

/// The modal preset's JSON with \a hardware's keys laid over its `hardware` object.
QByteArray modalWith(const QJsonObject &hardware, const QJsonObject &operation = {})
{
    QJsonObject root = presetToJson(loadPreset("kimi-k31-pro-8xb300-modal.json"));
    QJsonObject h = root.value(QStringLiteral("hardware")).toObject();
    for (auto it = hardware.begin(); it != hardware.end(); ++it)
        h.insert(it.key(), it.value());
    root.insert(QStringLiteral("hardware"), h);
    QJsonObject o = root.value(QStringLiteral("operation")).toObject();
    for (auto it = operation.begin(); it != operation.end(); ++it)
        o.insert(it.key(), it.value());
    root.insert(QStringLiteral("operation"), o);
    return QJsonDocument(root).toJson();
}

QJsonObject point(double c, double t)
{
    return QJsonObject { { QStringLiteral("concurrency"), c }, { QStringLiteral("output_tok_s"), t } };
}

} // namespace

TEST(CapacityFields, DefaultsAreTheContracts)
{
    const Scenario s;
    EXPECT_EQ(s.hardware.reserveGbPerGpu, 15.0);
    EXPECT_EQ(s.hardware.gpusPerNode, 8);
    EXPECT_TRUE(s.hardware.decodePoints.empty());
    EXPECT_FALSE(s.hardware.prefillInputTokS.has_value());
    EXPECT_EQ(s.operation.selfHostPrefixHit, 0.0);
    EXPECT_FALSE(s.operation.minPerUserTokS.has_value());
    EXPECT_EQ(s.operation.throughputMode, ThroughputMode::Measured);
}

TEST(CapacityFields, DecodePointsAreReadSortedAndWrittenBack)
{
    const PresetResult r = parsePreset(modalWith(
        { { QStringLiteral("decode_points"), QJsonArray { point(64, 2076.8), point(1, 105.7), point(8, 516) } },
            { QStringLiteral("prefill_input_tok_s"), 21000 } },
        { { QStringLiteral("throughput_mode"), QStringLiteral("modelled") },
            { QStringLiteral("self_host_prefix_hit"), 0.5 }, { QStringLiteral("min_per_user_tok_s"), 20 } }));
    ASSERT_TRUE(r.ok()) << r.errorText().toStdString();
    const Scenario &s = *r.scenario;
    ASSERT_EQ(s.hardware.decodePoints.size(), 3U);
    EXPECT_EQ(s.hardware.decodePoints[0].concurrency, 1);
    EXPECT_EQ(s.hardware.decodePoints[1].concurrency, 8);
    EXPECT_EQ(s.hardware.decodePoints[2].concurrency, 64);
    EXPECT_EQ(s.hardware.decodePoints[2].outputTokS, 2076.8);
    EXPECT_EQ(s.hardware.prefillInputTokS, 21000.0);
    EXPECT_EQ(s.operation.throughputMode, ThroughputMode::Modelled);
    EXPECT_EQ(s.operation.selfHostPrefixHit, 0.5);
    EXPECT_EQ(s.operation.minPerUserTokS, 20.0);
    // A round trip keeps everything, and the text states the points on one line each.
    const QByteArray text = serializePreset(s);
    EXPECT_TRUE(text.contains("{\"concurrency\": 8, \"output_tok_s\": 516}")) << text.toStdString();
    EXPECT_TRUE(text.contains("\"throughput_mode\": \"modelled\""));
    const PresetResult again = parsePreset(text);
    ASSERT_TRUE(again.ok()) << again.errorText().toStdString();
    EXPECT_EQ(*again.scenario, s);
}

TEST(CapacityFields, BadDecodePointsNameTheirField)
{
    const auto errorsOf = [](const QByteArray &bytes) { return parsePreset(bytes).errorText(); };
    EXPECT_EQ(errorsOf(modalWith({ { QStringLiteral("decode_points"),
                  QJsonArray { point(8, 516), point(1, 105.7), point(8, 600) } } })),
        QStringLiteral("hardware.decode_points[2].concurrency: concurrency 8 is measured twice (also at "
                       "hardware.decode_points[0]); each point needs its own concurrency"));
    EXPECT_EQ(errorsOf(modalWith({ { QStringLiteral("decode_points"), QJsonArray { point(0.5, 516) } } })),
        QStringLiteral("hardware.decode_points[0].concurrency: 0.5 is not a whole number (1..1000000000)"));
    EXPECT_EQ(errorsOf(modalWith({ { QStringLiteral("decode_points"), QJsonArray { point(4, 0) } } })),
        QStringLiteral("hardware.decode_points[0].output_tok_s: 0 is not allowed: it must be above 0, at most 1e15"));
    EXPECT_EQ(errorsOf(modalWith({ { QStringLiteral("decode_points"), QJsonArray { 3 } } })),
        QStringLiteral("hardware.decode_points[0]: expected an object, got a number"));
    EXPECT_EQ(errorsOf(modalWith({ { QStringLiteral("decode_points"), 3 } })),
        QStringLiteral("hardware.decode_points: expected a list, got a number"));
    EXPECT_EQ(errorsOf(modalWith({}, { { QStringLiteral("throughput_mode"), QStringLiteral("guessed") } })),
        QStringLiteral("operation.throughput_mode: \"guessed\" is not a operation throughput mode (expected "
                       "\"measured\" or \"modelled\")"));
    EXPECT_EQ(errorsOf(modalWith({ { QStringLiteral("gpus_per_node"), 0 } })),
        QStringLiteral("hardware.gpus_per_node: 0 is outside 1..1000000"));
    EXPECT_EQ(errorsOf(modalWith({ { QStringLiteral("reserve_gb_per_gpu"), -1 } })),
        QStringLiteral("hardware.reserve_gb_per_gpu: -1 is not allowed: it must be 0 or more, at most 1e15"));
    EXPECT_EQ(errorsOf(modalWith({}, { { QStringLiteral("self_host_prefix_hit"), 1.5 } })),
        QStringLiteral("operation.self_host_prefix_hit: 1.5 is outside 0..1"));
}

TEST(CapacityFields, DecodePointsAreAFamilyOfTheRegistry)
{
    Scenario s = loadPreset("kimi-k31-pro-8xb300-modal.json");
    s.hardware.decodePoints = { { 1, 105.7, {} }, { 64, 2076.8, {} } };
    EXPECT_FALSE(setByPath(s, u"hardware.decode_points.1.output_tok_s", u"2100"));
    EXPECT_EQ(s.hardware.decodePoints[1].outputTokS, 2100.0);
    EXPECT_FALSE(setByPath(s, u"hardware.decode_points[0].concurrency", u"2"));
    EXPECT_EQ(s.hardware.decodePoints[0].concurrency, 2);
    EXPECT_TRUE(setByPath(s, u"hardware.decode_points.2.output_tok_s", u"10")); // no third point
    EXPECT_EQ(numericValue(s, QStringLiteral("hardware.decode_points.1.output_tok_s")), 2100.0);
    EXPECT_EQ(setByPath(s, u"operation.throughput_mode", u"modelled"), std::nullopt);
    EXPECT_EQ(s.operation.throughputMode, ThroughputMode::Modelled);
}

TEST(MemoryFit, ReserveCountsAndCMaxNodesAndRawShortfallAreReported) // MODEL.md section 3
{
    // 8xB300: 2,304 GB installed, 2,073.6 usable; weights 1,560.9, reserve 8 x 15 = 120.
    const Scenario b300 = loadPreset("kimi-k31-pro-8xb300-modal.json");
    const Evaluation e = evaluate(b300);
    EXPECT_TRUE(e.memory.fits);
    EXPECT_NEAR(inGigabytes(e.memory.reserve), 120.0, 1e-9);
    const double perSequence = inGigabytes(e.memory.perSequence); // 27,648 * 8,192 + 480 MB = 0.7065 GB
    EXPECT_NEAR(perSequence, 0.706492416, 1e-9);
    EXPECT_NEAR(inGigabytes(e.memory.needed), 1560.936091448 + b300.operation.concurrency * perSequence + 120.0, 1e-6);
    EXPECT_EQ(e.memory.cMax, static_cast<int>(std::floor((2073.6 - 1560.936091448 - 120.0) / perSequence))); // 555
    EXPECT_EQ(e.memory.cMax, 555);
    EXPECT_EQ(e.memory.nodes, 1);
    EXPECT_EQ(e.memory.rawShort.value(), 0.0);
    // 8xH200: the article's "about 433 GB short" is raw memory against the weights alone.
    const Evaluation h200 = evaluate(loadPreset("kimi-k31-pro-8xh200.json"));
    EXPECT_FALSE(h200.memory.fits);
    EXPECT_NEAR(inGigabytes(h200.memory.rawShort), 432.9, 0.05);
    EXPECT_EQ(h200.memory.cMax, 0);
    // 16xH200 is two nodes, and fits.
    const Scenario h200x16 = with(loadPreset("kimi-k31-pro-8xh200.json"), "hardware.count", 16);
    const Evaluation two = evaluate(h200x16);
    EXPECT_EQ(two.memory.nodes, 2);
    EXPECT_TRUE(two.memory.fits);
    EXPECT_EQ(evaluate(with(h200x16, "hardware.gpus_per_node", 16)).memory.nodes, 1);
    EXPECT_EQ(evaluate(with(h200x16, "hardware.gpus_per_node", 3)).memory.nodes, 6);
    // Without a reserve the usable memory holds more sequences.
    EXPECT_GT(evaluate(with(b300, "hardware.reserve_gb_per_gpu", 0)).memory.cMax, 555);
}
