// Issue #10: the capacity fields of the preset (decode points, prefill, reserve, GPUs per node,
// the self-hosted prefix hit, the per-user target, the throughput mode) and the complete memory
// fit (MODEL.md sections 3 and 7).

#include "capacitytext.h"
#include "gpucatalog.h"
#include "hardwarefit.h"
#include "parameters.h"
#include "report.h"
#include "resulttables.h"
#include "testsupport.h"

#include <QJsonArray>
#include <QJsonDocument>

#include <algorithm>
#include <cmath>
#include <random>

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
    EXPECT_FALSE(s.hardware.reserveGbPerGpu.has_value()); // scaled with the card: 15 GB on a 288 GB B300
    EXPECT_EQ(s.hardware.reserveGb(), 15.0);
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
    s.hardware.decodePoints = { { 1, 105.7, {}, {}, {}, {} }, { 64, 2076.8, {}, {}, {}, {} } };
    EXPECT_FALSE(setByPath(s, u"hardware.decode_points.1.output_tok_s", u"2100"));
    EXPECT_EQ(s.hardware.decodePoints[1].outputTokS, 2100.0);
    EXPECT_FALSE(setByPath(s, u"hardware.decode_points[0].concurrency", u"2"));
    EXPECT_EQ(s.hardware.decodePoints[0].concurrency, 2);
    EXPECT_TRUE(setByPath(s, u"hardware.decode_points.2.output_tok_s", u"10")); // no third point
    // The points stay ordered by concurrency.
    EXPECT_EQ(setByPath(s, u"hardware.decode_points.0.concurrency", u"64"),
        QStringLiteral("64 is not allowed: the points are ordered by concurrency, so it must be above 0 and below 64 "
                       "(the points around it)"));
    EXPECT_EQ(setByPath(s, u"hardware.decode_points.1.concurrency", u"2"),
        QStringLiteral("2 is not allowed: the points are ordered by concurrency, so it must be above 2 (the point "
                       "before)"));
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

// --- The capacity model (MODEL.md section 7) ------------------------------------------------

TEST(Capacity, ReferenceFiguresFromTheShippedPreset) // MODEL.md section 7
{
    // 8xB300: peak 4,634 tok/s, P_in 21,000 input tok/s (the shipped preset's).
    const Scenario modal = loadPreset("kimi-k31-pro-8xb300-modal.json");
    ASSERT_EQ(modal.hardware.prefillInputTokS, 21000.0);
    ASSERT_EQ(modal.hardware.maxThroughputTokS, 4634.0);
    ASSERT_EQ(modal.hardware.decodePoints.size(), 3U);
    EXPECT_EQ(evaluate(modal).capacity.tMax.value(), 4634.0); // r = 0: no prefill to do, T_out is T exactly
    const auto tMax = [&](double r, double hs) {
        return evaluate(with(with(modal, "workload.input_per_output", r), "operation.self_host_prefix_hit", hs))
            .capacity.tMax.value();
    };
    EXPECT_NEAR(tMax(5, 0), 2203.17, 0.01);
    EXPECT_NEAR(tMax(50, 0.9), 2203.17, 0.01);
    EXPECT_NEAR(tMax(10, 0), 1445.11, 0.01);
    // T_max falls as r rises and as the prefix-cache hit falls.
    EXPECT_GT(tMax(5, 0.5), tMax(5, 0));
    EXPECT_GT(tMax(2, 0), tMax(5, 0));
    // The default (agent) preset: r = 5, so its capacity is 2,203 and not 4,634.
    const Evaluation agent = evaluate(loadPreset("kimi-k31-pro-8xb300-modal-agent.json"));
    EXPECT_TRUE(agent.feasibility.capacityChecked);
    EXPECT_NEAR(agent.feasibility.capacity.value(), 2203.17, 0.01);
}

TEST(Capacity, TheCurveIsExactAtItsPointsMonotoneBetweenAndFlatBeyond)
{
    Scenario s = loadPreset("kimi-k31-pro-8xb300-modal.json");
    s.hardware.maxThroughputTokS.reset(); // the measured points alone
    const CompiledScenario c = compileUnchecked(s);
    const int cMax = evaluate(s).memory.cMax;
    bool beyond = true;
    EXPECT_DOUBLE_EQ(decodeThroughput(c, cMax, 1, &beyond), 105.7);
    EXPECT_FALSE(beyond);
    EXPECT_DOUBLE_EQ(decodeThroughput(c, cMax, 8, &beyond), 516.0);
    EXPECT_DOUBLE_EQ(decodeThroughput(c, cMax, 64, &beyond), 2076.8);
    EXPECT_FALSE(beyond);
    double previous = 0.0;
    for (int k = 1; k <= 64; ++k) {
        const double t = decodeThroughput(c, cMax, k, &beyond);
        EXPECT_GE(t, previous) << k;
        EXPECT_FALSE(beyond) << k;
        previous = t;
    }
    EXPECT_DOUBLE_EQ(decodeThroughput(c, cMax, 200, &beyond), 2076.8);
    EXPECT_TRUE(beyond);
    // Without the peak the capacity is the last point's.
    EXPECT_NEAR(evaluate(s).capacity.tMax.value(), 2076.8, 1e-9);
    // With it (the shipped preset) the curve rises to the peak at c_max = 555.
    const Scenario shipped = loadPreset("kimi-k31-pro-8xb300-modal.json");
    const CompiledScenario withPeak = compileUnchecked(shipped);
    EXPECT_DOUBLE_EQ(decodeThroughput(withPeak, 555, 555, &beyond), 4634.0);
    EXPECT_TRUE(beyond); // the peak is no measured point
    const double between = decodeThroughput(withPeak, 555, 128, &beyond);
    EXPECT_GT(between, 2076.8);
    EXPECT_LT(between, 4634.0);
    EXPECT_EQ(evaluate(shipped).capacity.tMaxConcurrency, 555);
}

TEST(Capacity, ModelledModeTakesTheCurveAtTheOperatingConcurrency)
{
    Scenario s = with(loadPreset("kimi-k31-pro-8xb300-modal.json"), "operation.concurrency", 64);
    s.operation.throughputMode = ThroughputMode::Modelled;
    Evaluation e = evaluate(s);
    EXPECT_TRUE(e.capacity.modelled);
    EXPECT_DOUBLE_EQ(e.capacity.operating.value(), 2076.8);
    EXPECT_DOUBLE_EQ(e.feasibility.throughput.value(), 2076.8);
    EXPECT_NEAR(e.capacity.perUserTokS, 32.45, 1e-9);
    EXPECT_FALSE(e.capacity.beyondMeasurements);
    // The monthly output follows: T * 3600 * 730 h.
    EXPECT_NEAR(e.selfHost.outputPerMonth.value(), 2076.8 * 3600 * 730, 1);
    // With input to prefill: T_out(64) = 1 / (1/2,076.8 + 5/21,000).
    e = evaluate(with(s, "workload.input_per_output", 5));
    EXPECT_NEAR(e.capacity.operating.value(), 1.0 / (1.0 / 2076.8 + 5.0 / 21000.0), 1e-9);
    EXPECT_TRUE(e.feasibility.feasible());
    // Capped by memory: at 32K context fewer sequences fit than asked for.
    const Evaluation capped = evaluate(with(with(s, "operation.context_tokens", 262144), "operation.concurrency", 256));
    EXPECT_EQ(capped.capacity.operatingConcurrency, capped.memory.cMax);
    EXPECT_LT(capped.memory.cMax, 256);
}

TEST(Capacity, APerUserTargetLimitsTheConcurrencyAndTheCapacity)
{
    Scenario s = loadPreset("kimi-k31-pro-8xb300-modal.json");
    s.hardware.maxThroughputTokS.reset();
    s.operation.minPerUserTokS = 32.45; // exactly OpenZeka's speed at 64
    Evaluation e = evaluate(s);
    ASSERT_TRUE(e.capacity.sloConcurrency.has_value());
    EXPECT_EQ(*e.capacity.sloConcurrency, 64);
    EXPECT_NEAR(e.capacity.tMax.value(), 2076.8, 1e-9);
    s.operation.minPerUserTokS = 60.0; // between c = 1 (105.7) and c = 8 (64.5 per user)
    e = evaluate(s);
    const int slo = *e.capacity.sloConcurrency;
    const CompiledScenario c = compileUnchecked(s);
    EXPECT_GE(outputThroughput(c, e.memory.cMax, slo) / slo, 60.0);
    EXPECT_LT(outputThroughput(c, e.memory.cMax, slo + 1) / (slo + 1), 60.0);
    EXPECT_NEAR(e.capacity.tMax.value(), outputThroughput(c, e.memory.cMax, slo), 1e-9);
    s.operation.minPerUserTokS = 200.0; // faster than one user ever gets
    e = evaluate(s);
    EXPECT_EQ(*e.capacity.sloConcurrency, 0);
    EXPECT_EQ(e.capacity.tMax.value(), 0.0);
    EXPECT_FALSE(e.feasibility.feasible());
}

TEST(Capacity, MeasuredThroughputIsCheckedAgainstTMax) // and the break-even "reachable" test uses it
{
    // The agent workload (r = 5): 3,000 tok/s is within the 4,634 peak but not within T_max = 2,203.
    const Scenario s = with(loadPreset("kimi-k31-pro-8xb300-modal-agent.json"), "operation.throughput_tok_s", 3000);
    const Evaluation e = evaluate(s);
    EXPECT_FALSE(e.feasibility.withinCapacity);
    EXPECT_FALSE(e.feasibility.feasible());
    // A break-even above T_max is unreachable: against $2 / $10 at r = 5 (P = $20), T* = 789 is
    // reachable; the cheapest offers' are not once T_max falls below them.
    const Scenario cheap = loadPreset("kimi-k31-pro-8xb300-modal-agent.json");
    const Evaluation ce = evaluate(cheap);
    for (std::size_t i = 0; i < cheap.offers.size(); ++i) {
        const double tStar = ce.offers[i].breakevenThroughput->value();
        EXPECT_EQ(ce.offers[i].reachable, tStar <= 2203.17) << i << " " << tStar;
    }
    // Without evidence (no points, no peak) the capacity stays unchecked, as before.
    Scenario bare = cheap;
    bare.hardware.decodePoints.clear();
    bare.hardware.maxThroughputTokS.reset();
    EXPECT_FALSE(evaluate(bare).feasibility.capacityChecked);
}

TEST(Capacity, CostAgainstPerUserSpeedAndTheFastestSpeedStillCheaper) // MODEL.md section 7
{
    const Scenario s = loadPreset("kimi-k31-pro-8xb300-modal.json"); // r = 0: T_out = T
    const Evaluation e = evaluate(s);
    const CompiledScenario c = compileUnchecked(s);
    const std::vector<SpeedCost> curve = costAgainstPerUserSpeed(c, e);
    ASSERT_EQ(curve.size(), 555U); // c = 1 .. c_max
    EXPECT_EQ(curve.front().concurrency, 1);
    EXPECT_DOUBLE_EQ(curve.front().perUserTokS, 105.7);
    const double m = e.selfHost.monthlyCost.value();
    const double hu = e.selfHost.productive.value();
    for (const SpeedCost &p : curve) {
        EXPECT_DOUBLE_EQ(p.perUserTokS, p.outputTokS / p.concurrency);
        ASSERT_TRUE(p.cost.has_value());
        EXPECT_NEAR(p.cost->value(), m / (p.outputTokS * hu), 1e-12 * p.cost->value());
    }
    EXPECT_DOUBLE_EQ(curve[63].outputTokS, 2076.8);
    // Against $10 per output Mtok self-hosting needs T* = 1,577.5 tok/s: the fastest per-user speed
    // is at the least c whose T_out reaches it (between 8 and 64).
    const std::size_t k = offerIndex(s, "APIYI", "kimi-k3.1-pro");
    const std::optional<double> fastest
        = maxPerUserSpeedStillCheaper(curve, e.offers[k].blendedPrice, e.feasibility.feasible());
    ASSERT_TRUE(fastest.has_value());
    const auto first = std::find_if(curve.begin(), curve.end(),
        [&](const SpeedCost &p) { return p.outputTokS >= e.offers[k].breakevenThroughput->value(); });
    ASSERT_NE(first, curve.end());
    EXPECT_GT(first->concurrency, 8);
    EXPECT_LT(first->concurrency, 64);
    EXPECT_DOUBLE_EQ(*fastest, first->perUserTokS);
    EXPECT_EQ(perUserSpeedsStillCheaper(s, e)[k], fastest);
    // An offer cheaper than the node ever gets: never.
    EXPECT_FALSE(maxPerUserSpeedStillCheaper(curve, dollarsPerMtok(1.0), true).has_value());
    EXPECT_FALSE(maxPerUserSpeedStillCheaper(curve, dollarsPerMtok(100.0), false).has_value());
    // The JSON report carries it.
    const QJsonObject capacity = reportJson(s, e).value(QStringLiteral("capacity")).toObject();
    EXPECT_EQ(capacity.value(QStringLiteral("mode")).toString(), QStringLiteral("measured"));
    EXPECT_DOUBLE_EQ(capacity.value(QStringLiteral("t_max_tok_s")).toDouble(), 4634.0);
    EXPECT_EQ(capacity.value(QStringLiteral("c_max")).toInt(), 555);
    EXPECT_DOUBLE_EQ(capacity.value(QStringLiteral("offers"))
                         .toArray()
                         .at(static_cast<qsizetype>(k))
                         .toObject()
                         .value(QStringLiteral("max_per_user_tok_s_still_cheaper"))
                         .toDouble(),
        *fastest);
}

TEST(Capacity, OnThePeakAloneTMaxIsTheFormulaForAnyWorkload) // MODEL.md section 7, as a property
{
    std::mt19937_64 rng(710);
    const auto uniform = [&](double lo, double hi) { return std::uniform_real_distribution<double>(lo, hi)(rng); };
    Scenario s = loadPreset("kimi-k31-pro-8xb300-modal.json");
    s.hardware.decodePoints.clear();
    for (int i = 0; i < 200; ++i) {
        const double peak = uniform(50, 20000);
        const double prefill = uniform(1000, 100000);
        const double r = uniform(0, 60);
        const double hs = uniform(0, 1);
        s.hardware.maxThroughputTokS = peak;
        s.hardware.prefillInputTokS = prefill;
        s.workload.inputPerOutput = r;
        s.operation.selfHostPrefixHit = hs;
        const Evaluation e = evaluate(s);
        const double expected = 1.0 / (1.0 / peak + r * (1.0 - hs) / prefill);
        EXPECT_NEAR(e.capacity.tMax.value(), expected, 1e-9 * expected) << i;
        EXPECT_EQ(e.feasibility.withinCapacity, s.operation.throughputTokS <= expected) << i;
    }
}

// --- Issue #27: replicas, the capacity fixes, the reserve per card ----------------------------

namespace {

/// The modal preset with only \a points as its curve (no peak), in modelled mode at \a concurrency.
using Points = std::vector<std::pair<int, double>>; ///< (concurrency, aggregate output tok/s)

Scenario onCurve(const Points &points, int concurrency = 1)
{
    Scenario s = loadPreset("kimi-k31-pro-8xb300-modal.json");
    s.hardware.maxThroughputTokS.reset();
    s.hardware.decodePoints.clear();
    for (const auto &[c, t] : points) {
        DecodePoint d;
        d.concurrency = c;
        d.outputTokS = t;
        s.hardware.decodePoints.push_back(d);
    }
    s.operation.throughputMode = ThroughputMode::Modelled;
    s.operation.concurrency = concurrency;
    return s;
}

} // namespace

TEST(Replicas, TheDefaultOnSixteenGpusIsTwoReplicasOfTwiceTheCapacity) // #27
{
    // `breakeven report default --set operation.throughput_tok_s=3000 --set hardware.count=16`.
    const Scenario s = with(with(defaultScenario(), "operation.throughput_tok_s", 3000), "hardware.count", 16);
    const Evaluation e = evaluate(s);
    EXPECT_EQ(e.memory.gpusPerReplica, 8);
    EXPECT_EQ(e.memory.replicas, 2);
    EXPECT_EQ(e.memory.replicaNodes, 1);
    EXPECT_EQ(e.memory.nodes, 2);
    EXPECT_EQ(e.memory.cMax, 555); // per replica: one node's memory
    EXPECT_NEAR(inGigabytes(e.memory.installed), 2304.0, 1e-9);
    EXPECT_NEAR(inGigabytes(e.memory.installedAll), 4608.0, 1e-9);
    EXPECT_EQ(e.capacity.replicas, 2);
    EXPECT_NEAR(e.capacity.tMaxPerReplica.value(), 2203.17, 0.01);
    EXPECT_NEAR(e.capacity.tMax.value(), 2 * 2203.17, 0.02); // about 4,406
    EXPECT_TRUE(e.feasibility.withinCapacity);
    EXPECT_TRUE(e.feasibility.feasible());
    EXPECT_TRUE(feasibilityReasons(s, e).isEmpty());
    const QJsonObject json = reportJson(s, e);
    const QJsonObject capacity = json.value(QStringLiteral("capacity")).toObject();
    EXPECT_EQ(capacity.value(QStringLiteral("replicas")).toInt(), 2);
    EXPECT_NEAR(capacity.value(QStringLiteral("t_max_per_replica_tok_s")).toDouble(), 2203.17, 0.01);
    EXPECT_NEAR(capacity.value(QStringLiteral("t_max_tok_s")).toDouble(), 4406.34, 0.02);
    EXPECT_TRUE(json.value(QStringLiteral("feasibility")).toObject().value(QStringLiteral("feasible")).toBool());
    // On one node it is still beyond the capacity, as before.
    const Evaluation one = evaluate(with(s, "hardware.count", 8));
    EXPECT_EQ(one.memory.replicas, 1);
    EXPECT_FALSE(one.feasibility.withinCapacity);
    // Twelve GPUs are one replica of eight: the four others hold no second copy of the weights.
    const Evaluation twelve = evaluate(with(s, "hardware.count", 12));
    EXPECT_EQ(twelve.memory.replicas, 1);
    EXPECT_EQ(twelve.memory.gpusPerReplica, 8);
    EXPECT_EQ(twelve.memory.cMax, 555);
    EXPECT_NEAR(twelve.capacity.tMax.value(), 2203.17, 0.01);
}

TEST(Replicas, AReplicaSpansNodesWhereOneNodeCannotHoldTheModel) // #27
{
    const Scenario h200 = loadPreset("kimi-k31-pro-8xh200.json");
    const Evaluation eight = evaluate(h200);
    EXPECT_FALSE(eight.memory.fits);
    EXPECT_FALSE(eight.feasibility.feasible());
    EXPECT_EQ(eight.memory.replicas, 1);
    EXPECT_EQ(eight.memory.gpusPerReplica, 8);
    const Scenario sixteen = with(h200, "hardware.count", 16);
    const Evaluation two = evaluate(sixteen);
    EXPECT_TRUE(two.memory.fits);
    EXPECT_EQ(two.memory.gpusPerReplica, 16);
    EXPECT_EQ(two.memory.replicaNodes, 2);
    EXPECT_EQ(two.memory.replicas, 1);
    EXPECT_TRUE(reportText(sixteen, two).contains(QStringLiteral("the network between nodes is not modelled")));
    // 32 H200 are two replicas of two nodes; 24 still one (the third node holds no copy).
    EXPECT_EQ(evaluate(with(h200, "hardware.count", 32)).memory.replicas, 2);
    EXPECT_EQ(evaluate(with(h200, "hardware.count", 24)).memory.replicas, 1);
    // Two B300 nodes are two replicas of one node each: no network between nodes to model.
    const Scenario b300 = with(loadPreset("kimi-k31-pro-8xb300-modal.json"), "hardware.count", 16);
    EXPECT_FALSE(
        reportText(b300, evaluate(b300)).contains(QStringLiteral("the network between nodes is not modelled")));
    // The memory sentence counts replicas in words that read (#33 item 4): never "replica(s)".
    const QString twoReplicas = memoryDetails(evaluate(b300).memory);
    EXPECT_TRUE(twoReplicas.contains(QStringLiteral("2 replicas of 8 GPUs on 1 node"))) << twoReplicas.toStdString();
    const QString oneReplica = memoryDetails(two.memory);
    EXPECT_TRUE(oneReplica.contains(QStringLiteral("One replica of 16 GPUs on 2 node"))) << oneReplica.toStdString();
    EXPECT_FALSE(oneReplica.contains(QStringLiteral("replica(s)")));
}

TEST(Replicas, ModelledThroughputIsEveryReplicasAndPerUserSpeedOneReplicas) // #27
{
    Scenario s
        = with(with(loadPreset("kimi-k31-pro-8xb300-modal.json"), "operation.concurrency", 64), "hardware.count", 16);
    s.operation.throughputMode = ThroughputMode::Modelled;
    const Evaluation e = evaluate(s);
    EXPECT_EQ(e.capacity.replicas, 2);
    EXPECT_EQ(e.capacity.operatingConcurrency, 64);
    EXPECT_DOUBLE_EQ(e.capacity.operating.value(), 2 * 2076.8);
    EXPECT_NEAR(e.capacity.perUserTokS, 32.45, 1e-9);
    EXPECT_DOUBLE_EQ(e.capacity.tMax.value(), 2 * 4634.0);
    EXPECT_NEAR(e.selfHost.outputPerMonth.value(), 2 * 2076.8 * 3600 * 730, 1);
    // The cost against per-user speed: the scenario's output, each replica's per-user speed.
    const std::vector<SpeedCost> curve = costAgainstPerUserSpeed(compileUnchecked(s), e);
    ASSERT_GE(curve.size(), 64U);
    EXPECT_DOUBLE_EQ(curve[63].outputTokS, 2 * 2076.8);
    EXPECT_NEAR(curve[63].perUserTokS, 32.45, 1e-9);
}

TEST(Capacity, PerUserSpeedNeverExceedsTheNeighbouringMeasurements) // #27
{
    // 64.5 tok/s per user at 8 and at 16: the monotone cubic in log c alone gave 65.8 at c = 12.
    const Scenario s = onCurve({ { 1, 105.7 }, { 8, 516 }, { 16, 1032 }, { 64, 2076.8 } });
    const CompiledScenario c = compileUnchecked(s);
    const int cMax = evaluate(s).memory.cMax;
    for (int k = 9; k < 16; ++k)
        EXPECT_LE(decodeThroughput(c, cMax, k) / k, 64.5 + 1e-9) << k;
    // As a property: random curves, every concurrency between two points.
    std::mt19937_64 rng(2727);
    const auto uniform = [&](double lo, double hi) { return std::uniform_real_distribution<double>(lo, hi)(rng); };
    for (int trial = 0; trial < 200; ++trial) {
        Points points;
        int conc = 1;
        double t = uniform(20, 200);
        for (int i = 0; i < 5; ++i) {
            points.push_back({ conc, t });
            conc += static_cast<int>(uniform(1, 3 * conc));
            t *= uniform(0.7, 6.0);
        }
        const Scenario r = onCurve(points);
        const CompiledScenario rc = compileUnchecked(r);
        for (std::size_t i = 0; i + 1 < points.size(); ++i) {
            const double s0 = points[i].second / points[i].first;
            const double s1 = points[i + 1].second / points[i + 1].first;
            double previous = -1.0;
            const bool rising = points[i + 1].second >= points[i].second;
            for (int k = points[i].first; k <= points[i + 1].first; ++k) {
                const double tk = decodeThroughput(rc, maxConcurrency, k);
                EXPECT_LE(tk / k, std::max(s0, s1) * (1 + 1e-12)) << trial << " " << k;
                EXPECT_GE(tk / k, std::min(s0, s1) * (1 - 1e-12)) << trial << " " << k;
                EXPECT_LE(tk, std::max(points[i].second, points[i + 1].second) * (1 + 1e-12));
                EXPECT_GE(tk, std::min(points[i].second, points[i + 1].second) * (1 - 1e-12));
                if (previous >= 0.0) {
                    EXPECT_TRUE(rising ? tk >= previous : tk <= previous) << trial << " " << k; // still monotone
                }
                previous = tk;
            }
        }
    }
}

TEST(Capacity, PerUserTargetTakesTheLargestConcurrencyThatMeetsIt) // #27
{
    // Between 8 (64.5 per user) and 64 (49.2) the speed dips below 64.2 and comes back above it:
    // c_slo is the end of the last run that meets the target, not of the first.
    Scenario s = onCurve({ { 1, 105.7 }, { 8, 516 }, { 64, 3148.8 } }, 1000);
    s.operation.minPerUserTokS = 64.2;
    const Evaluation e = evaluate(s);
    const CompiledScenario c = compileUnchecked(s);
    const auto speed = [&](int k) { return outputThroughput(c, e.memory.cMax, k) / k; };
    ASSERT_TRUE(e.capacity.sloConcurrency.has_value());
    const int slo = *e.capacity.sloConcurrency;
    EXPECT_GT(slo, 8);
    EXPECT_GE(speed(slo), 64.2);
    for (int k = slo + 1; k <= 4000; ++k)
        ASSERT_LT(speed(k), 64.2) << k;
    // As a property, with prefill and a peak: c_slo is the largest c whose speed meets the target.
    std::mt19937_64 rng(27);
    const auto uniform = [&](double lo, double hi) { return std::uniform_real_distribution<double>(lo, hi)(rng); };
    for (int trial = 0; trial < 100; ++trial) {
        Points points;
        int conc = 1;
        double t = uniform(20, 200);
        for (int i = 0; i < 4; ++i) {
            points.push_back({ conc, t });
            conc += static_cast<int>(uniform(1, 2 * conc));
            t *= uniform(0.9, 5.0);
        }
        Scenario r = onCurve(points, 1000);
        r.workload.inputPerOutput = uniform(0, 5);
        if (trial % 2 == 0)
            r.hardware.maxThroughputTokS = t * uniform(0.3, 1.5);
        const double first = points.front().second;
        r.operation.minPerUserTokS = uniform(0.2, 1.0) * first; // c_slo stays below 20,000
        const Evaluation re = evaluate(r);
        const CompiledScenario rc = compileUnchecked(r);
        ASSERT_TRUE(re.capacity.sloConcurrency.has_value());
        int largest = 0;
        for (int k = 1; k <= 20000; ++k) {
            if (outputThroughput(rc, re.memory.cMax, k) / k >= *r.operation.minPerUserTokS)
                largest = k;
        }
        EXPECT_EQ(*re.capacity.sloConcurrency, largest) << trial;
    }
}

TEST(Capacity, PerUserTargetRespectsTheHardwaresMaximum) // #27
{
    // The cluster preset, capped at 1,500 tok/s, 20 tok/s per user: 75 users at 20 tok/s each, not 103
    // at 14.56 (the last point's 2,076.8 / 20, as if the cap did not bind).
    Scenario s = with(with(loadPreset("cluster-8gpu-80-per-hour.json"), "hardware.max_throughput_tok_s", 1500),
        "operation.concurrency", 128);
    s.operation.throughputMode = ThroughputMode::Modelled;
    s.operation.minPerUserTokS = 20.0;
    const Evaluation e = evaluate(s);
    ASSERT_TRUE(e.capacity.sloConcurrency.has_value());
    EXPECT_EQ(*e.capacity.sloConcurrency, 75);
    EXPECT_EQ(e.capacity.operatingConcurrency, 75);
    EXPECT_NEAR(e.capacity.perUserTokS, 20.0, 1e-9);
    EXPECT_NEAR(e.capacity.tMax.value(), 1500.0, 1e-9);
}

TEST(Capacity, TMaxConcurrencyIsWhereTheCapBinds) // #27
{
    // Capped at 1,500 tok/s, the curve reaches the cap between 8 (516) and 64 (2,076.8): about 36.
    const Scenario s = with(loadPreset("cluster-8gpu-80-per-hour.json"), "hardware.max_throughput_tok_s", 1500);
    const Evaluation e = evaluate(s);
    const CompiledScenario c = compileUnchecked(s);
    const int at = e.capacity.tMaxConcurrency;
    EXPECT_GT(at, 8);
    EXPECT_LT(at, 64);
    EXPECT_DOUBLE_EQ(decodeThroughput(c, e.memory.cMax, at), 1500.0);
    EXPECT_LT(decodeThroughput(c, e.memory.cMax, at - 1), 1500.0);
    EXPECT_EQ(reportJson(s, e)
                  .value(QStringLiteral("capacity"))
                  .toObject()
                  .value(QStringLiteral("t_max_concurrency"))
                  .toInt(),
        at);
}

TEST(Capacity, PerTaskFiguresUseTheMemoryCappedConcurrency) // #27
{
    // The IMEC tasks preset in modelled mode asking for more sessions than memory holds at 256K context.
    Scenario s = with(with(loadPreset("imec-k3-8xb300-tasks.json"), "operation.context_tokens", 262144),
        "operation.concurrency", 512);
    s.operation.throughputMode = ThroughputMode::Modelled;
    const Evaluation e = evaluate(s);
    const int cOp = e.capacity.operatingConcurrency;
    ASSERT_LT(cOp, 512);
    EXPECT_EQ(cOp, e.memory.cMax);
    const double minutes = *s.workload.taskMinutes;
    EXPECT_NEAR(e.selfHost.taskOutput.value(), e.capacity.operating.value() / cOp * minutes * 60, 1e-6);
    EXPECT_NEAR(*e.selfHost.acceptedTasksPerMonth,
        cOp * 60.0 / minutes * s.workload.acceptanceSelf * inHours(e.selfHost.productive), 1e-6);
}

TEST(MemoryFit, TheReserveScalesWithTheCardUnlessGiven) // #27, MODEL.md section 3
{
    EXPECT_DOUBLE_EQ(scaledReserveGbPerGpu(288), 15.0);
    EXPECT_DOUBLE_EQ(scaledReserveGbPerGpu(141), 141 * 15.0 / 288);
    EXPECT_DOUBLE_EQ(scaledReserveGbPerGpu(24), 1.25);
    EXPECT_DOUBLE_EQ(scaledReserveGbPerGpu(16), 1.0); // at least 1 GB
    const Scenario b300 = loadPreset("kimi-k31-pro-8xb300-modal.json");
    EXPECT_FALSE(b300.hardware.reserveGbPerGpu.has_value());
    EXPECT_DOUBLE_EQ(b300.hardware.reserveGb(), 15.0);
    // RTX 4090: 1.25 GB a card instead of 15 of its 21.6 usable GB.
    Scenario rtx = b300;
    applyGpu(rtx, *builtInGpuCatalog().find(u"RTX 4090"));
    rtx.hardware.count = 8;
    const Evaluation e = evaluate(rtx);
    EXPECT_NEAR(inGigabytes(e.memory.reserve), 8 * 1.25, 1e-9);
    EXPECT_EQ(e.memory.gpusForWeights, 66); // ceil(1,560.9 / 24)
    const double perSequence = inGigabytes(e.memory.perSequence);
    EXPECT_EQ(e.memory.gpusNeeded,
        static_cast<int>(std::ceil((1560.936091448 + rtx.operation.concurrency * perSequence) / (0.9 * 24 - 1.25))));
    EXPECT_LT(e.memory.gpusNeeded, 80); // not 237 with 15 GB a card
    // The parameter's value is the reserve in use; a preset that states none is saved without one.
    EXPECT_EQ(numericValue(rtx, QStringLiteral("hardware.reserve_gb_per_gpu")), 1.25);
    EXPECT_FALSE(serializePreset(b300).contains("reserve_gb_per_gpu"));
    // Set to its own value, it keeps following the card; another value is kept, and written back.
    EXPECT_FALSE(with(rtx, "hardware.reserve_gb_per_gpu", 1.25).hardware.reserveGbPerGpu.has_value());
    const Scenario typed = with(rtx, "hardware.reserve_gb_per_gpu", 15);
    EXPECT_EQ(typed.hardware.reserveGbPerGpu, 15.0);
    EXPECT_NEAR(inGigabytes(evaluate(typed).memory.reserve), 8 * 15.0, 1e-9);
    EXPECT_TRUE(serializePreset(typed).contains("\"reserve_gb_per_gpu\": 15"));
    const PresetResult back = parsePreset(serializePreset(typed));
    ASSERT_TRUE(back.ok()) << back.errorText().toStdString();
    EXPECT_EQ(back.scenario->hardware.reserveGbPerGpu, 15.0);
    // Choosing a GPU replaces a typed reserve by the catalog's or the scaled one.
    Scenario chosen = typed;
    applyGpu(chosen, *builtInGpuCatalog().find(u"H200"));
    EXPECT_FALSE(chosen.hardware.reserveGbPerGpu.has_value());
    EXPECT_DOUBLE_EQ(chosen.hardware.reserveGb(), 141 * 15.0 / 288);
    GpuSpec withReserve = *builtInGpuCatalog().find(u"H200");
    withReserve.reserveGbPerGpu = 9.0;
    applyGpu(chosen, withReserve);
    EXPECT_EQ(chosen.hardware.reserveGbPerGpu, 9.0);
}

// Measured mode: the typed concurrency cannot carry a typed throughput beyond what the curve gives it
// (two reviewers read "3,000 tok/s per user at concurrency 1", and "500 tok/s per user" where the
// measured single-user speed is 105.7). The capacity runs the fewest sequences whose T_out carries T per
// replica and says so; a throughput the typed concurrency carries keeps it (92 tok/s at concurrency 1,
// the articles' Modal figure).
TEST(Capacity, ATypedThroughputRunsOnTheFewestSequencesThatCarryIt)
{
    Scenario s = loadPreset("kimi-k31-pro-8xb300-modal.json");
    ASSERT_EQ(s.operation.concurrency, 1);
    Evaluation e = evaluate(s);
    EXPECT_FALSE(e.capacity.concurrencyFromCurve);
    EXPECT_EQ(e.capacity.operatingConcurrency, 1);
    EXPECT_DOUBLE_EQ(e.capacity.perUserTokS, 92.0);

    for (const double t : { 500.0, 3000.0 }) {
        for (const int gpus : { 8, 16 }) {
            Scenario busy = s;
            busy.operation.throughputTokS = t;
            busy.hardware.count = gpus;
            e = evaluate(busy);
            const CompiledScenario compiled = compileUnchecked(busy);
            const CapacityResult &c = e.capacity;
            ASSERT_TRUE(c.concurrencyFromCurve) << t << " tok/s on " << gpus;
            const int n = c.operatingConcurrency;
            const double perReplica = t / c.replicas;
            EXPECT_GE(outputThroughput(compiled, e.memory.cMax, n), perReplica) << n;
            EXPECT_LT(outputThroughput(compiled, e.memory.cMax, n - 1), perReplica) << n;
            EXPECT_DOUBLE_EQ(c.perUserTokS, t / (c.replicas * n));
            // Never faster per user than the curve allows at that concurrency.
            EXPECT_LE(c.perUserTokS, outputThroughput(compiled, e.memory.cMax, n) / n + 1e-9);
        }
    }
    // 3,000 tok/s on one node: 156 sequences of 19.2 tok/s, as `breakeven plans` says of 8x B300.
    Scenario busy = s;
    busy.operation.throughputTokS = 3000.0;
    const Evaluation one = evaluate(busy);
    EXPECT_EQ(one.capacity.operatingConcurrency, 156);
    EXPECT_NEAR(one.capacity.perUserTokS, 19.2, 0.05);
    const QJsonObject capacity = reportJson(busy, one).value(QStringLiteral("capacity")).toObject();
    EXPECT_TRUE(capacity.value(QStringLiteral("concurrency_from_curve")).toBool());
    EXPECT_EQ(capacity.value(QStringLiteral("operating_concurrency")).toInt(), 156);

    // A reused evaluation (a throughput drag keeps the curve's memo) goes back to the typed concurrency.
    Evaluation reused = evaluate(busy);
    busy.operation.throughputTokS = 92.0;
    evaluate(compileUnchecked(busy), reused);
    EXPECT_FALSE(reused.capacity.concurrencyFromCurve);
    EXPECT_EQ(reused.capacity.operatingConcurrency, 1);
    EXPECT_DOUBLE_EQ(reused.capacity.perUserTokS, 92.0);
}

// Modelled, a typed concurrency above what the limits allow runs at the limit, and the memory is
// checked there (a reviewer read "not feasible: 1,020 GB short (3,094 GB needed)" for 2,000 typed
// sequences beside "T_max 4,634 tok/s" and "8.3 tok/s per user at concurrency 555"): every figure is
// the operating concurrency's, and the outputs say what capped it. Measured, the memory is checked at
// the sequences the typed throughput runs on.
TEST(Capacity, TheMemoryIsCheckedAtTheOperatingConcurrencyAndACapIsNamed)
{
    Scenario s = loadPreset("kimi-k31-pro-8xb300-modal.json");
    s.operation.throughputMode = ThroughputMode::Modelled;
    s.operation.concurrency = 2000;
    Evaluation e = evaluate(s);
    ASSERT_EQ(e.memory.cMax, 555);
    EXPECT_EQ(e.capacity.operatingConcurrency, 555);
    EXPECT_EQ(e.capacity.concurrencyCappedBy, CapacityResult::Cap::Memory);
    EXPECT_EQ(e.memory.concurrency, 555);
    EXPECT_DOUBLE_EQ(
        e.memory.needed.value(), (e.memory.weights + 555.0 * e.memory.perSequence + e.memory.reserve).value());
    EXPECT_TRUE(e.memory.fits);
    EXPECT_TRUE(e.feasibility.feasible());
    EXPECT_LE(e.memory.gpusNeeded, 8);
    const QString sentence = capacitySentence(s, e);
    EXPECT_TRUE(sentence.contains(u"8.3 tok/s per user at concurrency 555, the most that fit in memory (2,000 typed)."))
        << sentence.toStdString();
    const QString report = reportText(s, e);
    EXPECT_TRUE(report.contains(u"8.3 tok/s per user at concurrency 555, the most that fit in memory (2,000 typed)"))
        << report.toStdString();
    EXPECT_FALSE(report.contains(u"NOT FEASIBLE"));
    const QJsonObject json = reportJson(s, e);
    EXPECT_EQ(json.value(QStringLiteral("memory")).toObject().value(QStringLiteral("concurrency")).toInt(), 555);
    EXPECT_TRUE(json.value(QStringLiteral("memory")).toObject().value(QStringLiteral("fits")).toBool());
    EXPECT_EQ(
        json.value(QStringLiteral("capacity")).toObject().value(QStringLiteral("concurrency_capped_by")).toString(),
        QStringLiteral("memory"));
    // The hardware view's bar adds up to the same needed memory.
    const MemoryBreakdown bar = memoryBreakdown(s, e.memory);
    EXPECT_NEAR(bar.weightsGb + bar.kvCacheGb + bar.stateGb + bar.reserveGb, bar.neededGb, 1e-6);

    // A per-user target that allows fewer sequences caps it instead; the reused result follows it.
    s.operation.minPerUserTokS = 30.0;
    evaluate(compileUnchecked(s), e);
    ASSERT_TRUE(e.capacity.sloConcurrency.has_value());
    EXPECT_EQ(e.capacity.operatingConcurrency, *e.capacity.sloConcurrency);
    EXPECT_EQ(e.capacity.concurrencyCappedBy, CapacityResult::Cap::PerUserTarget);
    EXPECT_EQ(e.memory.concurrency, *e.capacity.sloConcurrency);
    EXPECT_DOUBLE_EQ(e.memory.needed.value(), evaluate(s).memory.needed.value());
    EXPECT_TRUE(capacitySentence(s, e).contains(u"the most that keep the per-user speed target (2,000 typed)"));
    EXPECT_EQ(reportJson(s, e)
                  .value(QStringLiteral("capacity"))
                  .toObject()
                  .value(QStringLiteral("concurrency_capped_by"))
                  .toString(),
        QStringLiteral("per_user_target"));

    // Nothing caps a concurrency within the limits.
    s.operation.minPerUserTokS.reset();
    s.operation.concurrency = 64;
    evaluate(compileUnchecked(s), e);
    EXPECT_EQ(e.capacity.concurrencyCappedBy, CapacityResult::Cap::None);
    EXPECT_EQ(e.memory.concurrency, 64);
    EXPECT_TRUE(reportJson(s, e)
                    .value(QStringLiteral("capacity"))
                    .toObject()
                    .value(QStringLiteral("concurrency_capped_by"))
                    .isNull());

    // Measured: 2,000 typed sequences are what runs, and they do not fit.
    Scenario measured = loadPreset("kimi-k31-pro-8xb300-modal.json");
    measured.operation.concurrency = 2000;
    const Evaluation m = evaluate(measured);
    EXPECT_EQ(m.memory.concurrency, 2000);
    EXPECT_FALSE(m.memory.fits);
    EXPECT_FALSE(m.feasibility.feasible());
    EXPECT_EQ(m.capacity.concurrencyCappedBy, CapacityResult::Cap::None);
    // Measured, a typed throughput one sequence cannot carry runs on 156: the memory holds 156.
    measured.operation.concurrency = 1;
    measured.operation.throughputTokS = 3000.0;
    const Evaluation busy = evaluate(measured);
    ASSERT_EQ(busy.capacity.operatingConcurrency, 156);
    EXPECT_EQ(busy.memory.concurrency, 156);
    EXPECT_DOUBLE_EQ(busy.memory.needed.value(),
        (busy.memory.weights + 156.0 * busy.memory.perSequence + busy.memory.reserve).value());
}

// A reviewer's cases at the edges: where not one sequence fits, or the throughput is beyond the
// capacity, no concurrency "carries" it (the memory was checked at 1,000,000,000 sequences); a target
// that allows no concurrency is the failure, not a memory shortfall at the typed 2,000; a GPU of the fit
// table is checked at its own c_max, not at what this GPU's curve sets; the text report's sessions are
// those the figures are for.
TEST(Capacity, NoConcurrencyCarriesWhatNothingCanAndTheMemoryIsCheckedWhereItRuns)
{
    Scenario s = loadPreset("kimi-k31-pro-8xb300-modal.json");
    Scenario small = s;
    small.hardware.count = 4;
    small.operation.throughputTokS = 3000.0;
    Evaluation e = evaluate(small);
    ASSERT_EQ(e.memory.cMax, 0);
    EXPECT_FALSE(e.capacity.concurrencyFromCurve);
    EXPECT_EQ(e.memory.concurrency, 1);
    EXPECT_LT(e.memory.gpusNeeded, 100);

    Scenario beyond = s;
    beyond.operation.throughputTokS = 6000.0; // T_max 4,634
    e = evaluate(beyond);
    EXPECT_FALSE(e.capacity.concurrencyFromCurve);
    EXPECT_EQ(e.capacity.operatingConcurrency, 1);
    EXPECT_FALSE(e.feasibility.withinCapacity);
    EXPECT_FALSE(reportText(beyond, e).contains(u"the fewest sequences that carry"));
    // Nor is the typed throughput over the typed concurrency a speed a user sees (the report said
    // "6,000.0 tok/s per user at concurrency 1" beside NOT FEASIBLE).
    EXPECT_TRUE(e.capacity.typedBeyondCapacity());
    EXPECT_EQ(perUserSpeedText(beyond, e.capacity),
        QStringLiteral("6,000 tok/s typed, beyond the capacity: no concurrency reaches it, so no speed per user"));
    EXPECT_FALSE(reportText(beyond, e).contains(u"tok/s per user at concurrency"))
        << reportText(beyond, e).toStdString();
    EXPECT_TRUE(reportJson(beyond, e)
                    .value(QStringLiteral("capacity"))
                    .toObject()
                    .value(QStringLiteral("per_user_tok_s"))
                    .isNull());
    EXPECT_FALSE(evaluate(s).capacity.typedBeyondCapacity()); // 92 tok/s

    Scenario target = s;
    target.operation.throughputMode = ThroughputMode::Modelled;
    target.operation.concurrency = 2000;
    target.operation.minPerUserTokS = 500.0; // not even one request gets it
    e = evaluate(target);
    EXPECT_EQ(e.capacity.operatingConcurrency, 0);
    EXPECT_TRUE(e.memory.fits);
    EXPECT_EQ(e.memory.concurrency, 555);
    EXPECT_FALSE(e.feasibility.withinCapacity);

    Scenario modelled = s;
    modelled.operation.throughputMode = ThroughputMode::Modelled;
    modelled.operation.concurrency = 2000;
    const std::vector<FitRow> rows = fitTable(modelled, builtInGpuCatalog());
    for (const FitRow &row : rows) {
        const int expected = row.memory.cMax >= 1 ? std::min(2000, row.memory.cMax) : 2000;
        EXPECT_EQ(row.memory.concurrency, expected)
            << row.configuration.count << "x " << row.configuration.gpu.toStdString();
    }
    Scenario measured = s;
    measured.operation.concurrency = 2000;
    for (const FitRow &row : fitTable(measured, builtInGpuCatalog()))
        EXPECT_EQ(row.memory.concurrency, 2000);

    Scenario tasks = loadPreset("imec-k3-8xb300-tasks.json");
    tasks.operation.throughputMode = ThroughputMode::Modelled;
    tasks.operation.concurrency = 2000;
    e = evaluate(tasks);
    ASSERT_LT(e.capacity.operatingConcurrency, 2000);
    const QString text = reportText(tasks, e);
    EXPECT_FALSE(text.contains(u"2000 sessions")) << text.toStdString();
    EXPECT_TRUE(
        text.contains(QStringLiteral("(%1 sessions").arg(e.capacity.operatingConcurrency * e.capacity.replicas)))
        << text.toStdString();
}
