// Issue #31 item 1: latency targets (MODEL.md section 13). The p90 TTFT and TPOT of each decode
// point, interpolated linearly in log c, bound the concurrency as the per-user target does; a target
// no point measures is "not checked", never assumed met.

#include "benchfixtures.h"
#include "benchimport.h"
#include "capacitytext.h"
#include "compile.h"
#include "evaluation.h"
#include "gpucatalog.h"
#include "parameters.h"
#include "plansearch.h"
#include "presetio.h"
#include "report.h"
#include "results.h"
#include "testsupport.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <cmath>
#include <random>

using namespace breakeven;
using namespace breakeven::test;

namespace {

/// The MI355X AIPerf runs of #27 imported into the built-in scenario on 8 MI355X: c = 1 and 8 (the
/// overloaded c = 64 is left out), p90 TTFT 800 and 2,500 ms, p90 inter-token latency 22.5 and 53.4 ms.
Scenario importedMi355x()
{
    const BenchImport imported = importBenchmarks({ benchData("aiperf-kimi-k2.5-mi355x") });
    EXPECT_TRUE(imported.ok());
    BenchImportOptions options;
    options.gpu = QStringLiteral("MI355X");
    options.gpuCount = 8;
    const PresetResult applied = withBenchImport(defaultScenario(), imported, options);
    EXPECT_TRUE(applied.ok()) << applied.errorText().toStdString();
    return *applied.scenario;
}

/// The largest whole c (1 .. the last point's) whose interpolated percentiles meet both targets,
/// found by trying every c: what latencyConcurrency() must find faster.
int exhaustive(const CompiledScenario &c, std::optional<double> ttft, std::optional<double> tpot)
{
    int best = 0;
    for (int k = 1; k <= static_cast<int>(c.decodePoints.back().concurrency); ++k) {
        const bool ttftOk = !ttft || interpolatedLatency(c, &DecodeSample::ttftP90Ms, k) <= *ttft;
        const bool tpotOk = !tpot || interpolatedLatency(c, &DecodeSample::tpotP90Ms, k) <= *tpot;
        if (ttftOk && tpotOk)
            best = k;
    }
    return best;
}

} // namespace

TEST(LatencyTargets, ImportedRunsKeepTheirP90s)
{
    const Scenario s = importedMi355x();
    ASSERT_EQ(s.hardware.decodePoints.size(), 2u);
    EXPECT_EQ(s.hardware.decodePoints[0].concurrency, 1);
    EXPECT_EQ(s.hardware.decodePoints[0].ttftP90Ms, 800.0);
    EXPECT_EQ(s.hardware.decodePoints[0].tpotP90Ms, 22.5);
    EXPECT_EQ(s.hardware.decodePoints[1].concurrency, 8);
    EXPECT_EQ(s.hardware.decodePoints[1].ttftP90Ms, 2500.0);
    EXPECT_EQ(s.hardware.decodePoints[1].tpotP90Ms, 53.4);
    // The preset keeps them: written and read back, the same points.
    const PresetResult back = parsePreset(serializePreset(s));
    ASSERT_TRUE(back.ok()) << back.errorText().toStdString();
    EXPECT_EQ(back.scenario->hardware.decodePoints, s.hardware.decodePoints);
}

TEST(LatencyTargets, GuideLlmAndVllmPercentilesAreRead)
{
    const BenchFileResult g = readBenchFile(benchData("guidellm-benchmarks.json"));
    ASSERT_TRUE(g.ok());
    ASSERT_EQ(g.runs.size(), 2u);
    EXPECT_EQ(g.runs[0].p90TtftMs, 58.5); // metrics.time_to_first_token_ms.successful.percentiles.p90
    EXPECT_EQ(g.runs[1].p90TpotMs, 28.02290333445605);
    // vLLM writes p90_* only when asked (--metric-percentiles 90): the shipped runs have p99 alone.
    QFile file(benchData("vllm-curve/openai-infqps-concurrency8-Kimi-K3.1-Pro-20261128-1008.json"));
    ASSERT_TRUE(file.open(QIODevice::ReadOnly));
    QJsonObject v = QJsonDocument::fromJson(file.readAll()).object();
    BenchFileResult r = parseBenchResult(QJsonDocument(v).toJson());
    ASSERT_TRUE(r.ok());
    EXPECT_FALSE(r.runs.front().p90TtftMs.has_value());
    v.insert(QStringLiteral("p90_ttft_ms"), 321.5);
    v.insert(QStringLiteral("p90_tpot_ms"), 17.25);
    r = parseBenchResult(QJsonDocument(v).toJson());
    ASSERT_TRUE(r.ok());
    EXPECT_EQ(r.runs.front().p90TtftMs, 321.5);
    EXPECT_EQ(r.runs.front().p90TpotMs, 17.25);
}

// The acceptance check: a TPOT target between the two runs' p90s bounds the concurrency where the
// line through (log 1, 22.5) and (log 8, 53.4) crosses it, and with it T_max.
TEST(LatencyTargets, ATargetBoundsTheCapacityWhereTheInterpolatedPercentileCrossesIt)
{
    Scenario s = importedMi355x();
    const Evaluation free = evaluate(s);
    ASSERT_TRUE(free.capacity.evidence);
    EXPECT_FALSE(free.capacity.latency.targeted());
    EXPECT_FALSE(free.capacity.latency.concurrency.has_value());
    ASSERT_GE(free.capacity.concurrencyLimit, 8);

    s.operation.maxTpotP90Ms = 40.0;
    const Evaluation e = evaluate(s);
    // log c = (40 - 22.5) / (53.4 - 22.5) * log 8 = 1.1777: c = 3.247.
    const double crossing = std::exp((40.0 - 22.5) / (53.4 - 22.5) * std::log(8.0));
    EXPECT_NEAR(crossing, 3.247, 0.001);
    ASSERT_TRUE(e.capacity.latency.concurrency);
    EXPECT_EQ(*e.capacity.latency.concurrency, 3);
    EXPECT_TRUE(e.capacity.latency.checked());
    EXPECT_EQ(e.capacity.concurrencyLimit, 3);
    const CompiledScenario c = compileUnchecked(s);
    EXPECT_DOUBLE_EQ(e.capacity.tMaxPerReplica.value(), outputThroughput(c, e.memory.cMax, 3.0));
    EXPECT_LT(e.capacity.tMax.value(), free.capacity.tMax.value());
    // The interpolated percentile itself: at c = 3 within the target, at c = 4 above it.
    EXPECT_LE(interpolatedLatency(c, &DecodeSample::tpotP90Ms, 3.0), 40.0);
    EXPECT_GT(interpolatedLatency(c, &DecodeSample::tpotP90Ms, 4.0), 40.0);
    EXPECT_DOUBLE_EQ(interpolatedLatency(c, &DecodeSample::tpotP90Ms, 8.0), 53.4);

    // Both targets: the TTFT one (800 -> 2,500 ms) binds lower at 1,200 ms: log c = 400/1700 log 8.
    s.operation.maxTtftP90Ms = 1200.0;
    const Evaluation both = evaluate(s);
    ASSERT_TRUE(both.capacity.latency.concurrency);
    EXPECT_EQ(*both.capacity.latency.concurrency,
        static_cast<int>(std::floor(std::exp(400.0 / 1700.0 * std::log(8.0))))); // 1.63: 1
    EXPECT_EQ(both.capacity.concurrencyLimit, 1);

    // Missed even at one request.
    s.operation.maxTtftP90Ms = 500.0;
    const Evaluation missed = evaluate(s);
    EXPECT_EQ(missed.capacity.latency.concurrency, 0);
    EXPECT_EQ(missed.capacity.tMax.value(), 0.0);
    EXPECT_EQ(latencyText(s, missed.capacity),
        QStringLiteral("p90 TTFT at most 500 ms and p90 TPOT at most 40 ms: missed even at concurrency 1"));

    // Generous targets: met up to the last measured run, never beyond it.
    s.operation.maxTtftP90Ms = 1e6;
    s.operation.maxTpotP90Ms = 1e6;
    const Evaluation generous = evaluate(s);
    EXPECT_EQ(generous.capacity.latency.concurrency, 8);
    EXPECT_EQ(generous.capacity.concurrencyLimit, std::min(8, free.capacity.concurrencyLimit));
}

TEST(LatencyTargets, WithoutMeasuredPercentilesTheyAreNotCheckedAndNotAssumedMet)
{
    Scenario s = loadPreset("kimi-k31-pro-8xb300-modal.json"); // decode points without latencies
    ASSERT_FALSE(s.hardware.decodePoints.empty());
    const Evaluation before = evaluate(s);
    s.operation.maxTtftP90Ms = 2000.0;
    const Evaluation e = evaluate(s);
    EXPECT_TRUE(e.capacity.latency.targeted());
    EXPECT_FALSE(e.capacity.latency.checked());
    EXPECT_FALSE(e.capacity.latency.concurrency.has_value());
    EXPECT_EQ(e.capacity.concurrencyLimit, before.capacity.concurrencyLimit);
    EXPECT_EQ(latencyText(s, e.capacity),
        QStringLiteral("p90 TTFT at most 2,000 ms: not checked (no decode point reports its measured p90; import "
                       "runs that do)"));
    // Every output says so: the JSON and the text report.
    const QJsonObject capacity = reportJson(s, e).value(QStringLiteral("capacity")).toObject();
    EXPECT_EQ(capacity.value(QStringLiteral("latency_checked")), QJsonValue(false));
    EXPECT_TRUE(capacity.value(QStringLiteral("c_latency")).isNull());
    EXPECT_EQ(capacity.value(QStringLiteral("max_ttft_p90_ms")), QJsonValue(2000.0));
    EXPECT_TRUE(reportText(s, e, nullptr, {})
                    .contains(QStringLiteral("latency targets                 p90 TTFT at "
                                             "most 2,000 ms: not checked")));
    // Without a target: nothing to check.
    const QJsonObject none = reportJson(s, before).value(QStringLiteral("capacity")).toObject();
    EXPECT_TRUE(none.value(QStringLiteral("latency_checked")).isNull());
    EXPECT_FALSE(latencyText(s, before.capacity).has_value());
}

TEST(LatencyTargets, TheJsonReportCarriesCLatency)
{
    Scenario s = importedMi355x();
    s.operation.maxTpotP90Ms = 40.0;
    const QJsonObject report = reportJson(s, evaluate(s));
    const QJsonObject capacity = report.value(QStringLiteral("capacity")).toObject();
    EXPECT_EQ(capacity.value(QStringLiteral("c_latency")), QJsonValue(3));
    EXPECT_EQ(capacity.value(QStringLiteral("latency_checked")), QJsonValue(true));
    EXPECT_EQ(capacity.value(QStringLiteral("latency_note")).toString(),
        QStringLiteral("p90 TPOT at most 40 ms: met up to concurrency 3, between the measured runs"));
    const QJsonArray points = capacity.value(QStringLiteral("decode_points")).toArray();
    ASSERT_EQ(points.size(), 2);
    EXPECT_EQ(points[1].toObject().value(QStringLiteral("tpot_p90_ms")), QJsonValue(53.4));
}

// Measured latencies need not rise with concurrency: the bound is the largest c meeting both targets,
// as trying every c finds it.
TEST(LatencyTargets, AgreesWithTryingEveryConcurrency)
{
    std::mt19937 rng(31);
    std::uniform_real_distribution<double> unit(0.0, 1.0);
    for (int trial = 0; trial < 300; ++trial) {
        Scenario s = loadPreset("kimi-k31-pro-8xb300-modal.json");
        s.hardware.decodePoints.clear();
        int c = 1 + static_cast<int>(unit(rng) * 3);
        const int n = 1 + static_cast<int>(unit(rng) * 6);
        for (int i = 0; i < n; ++i) {
            DecodePoint p;
            p.concurrency = c;
            p.outputTokS = 50.0 * c;
            if (unit(rng) < 0.8)
                p.ttftP90Ms = 100.0 + 2000.0 * unit(rng);
            if (unit(rng) < 0.8)
                p.tpotP90Ms = 5.0 + 80.0 * unit(rng);
            s.hardware.decodePoints.push_back(p);
            c += 1 + static_cast<int>(unit(rng) * 40);
        }
        s.operation.maxTtftP90Ms = unit(rng) < 0.7 ? std::optional<double>(100.0 + 2000.0 * unit(rng)) : std::nullopt;
        s.operation.maxTpotP90Ms = unit(rng) < 0.7 ? std::optional<double>(5.0 + 80.0 * unit(rng)) : std::nullopt;
        const CompiledScenario compiled = compileUnchecked(s);
        const Evaluation e = evaluate(s);
        const LatencyCheck &l = e.capacity.latency;
        const bool anyTtft = std::any_of(s.hardware.decodePoints.begin(), s.hardware.decodePoints.end(),
            [](const DecodePoint &p) { return p.ttftP90Ms.has_value(); });
        const bool anyTpot = std::any_of(s.hardware.decodePoints.begin(), s.hardware.decodePoints.end(),
            [](const DecodePoint &p) { return p.tpotP90Ms.has_value(); });
        const std::optional<double> ttft = anyTtft ? s.operation.maxTtftP90Ms : std::nullopt;
        const std::optional<double> tpot = anyTpot ? s.operation.maxTpotP90Ms : std::nullopt;
        if (!ttft && !tpot) {
            EXPECT_FALSE(l.concurrency.has_value()) << trial;
            continue;
        }
        ASSERT_TRUE(l.concurrency.has_value()) << trial;
        EXPECT_EQ(*l.concurrency, exhaustive(compiled, ttft, tpot)) << trial;
    }
}

TEST(LatencyTargets, ThePresetReaderChecksThePercentilesAndTargets)
{
    QJsonObject root = presetToJson(loadPreset("kimi-k31-pro-8xb300-modal.json"));
    QJsonObject h = root.value(QStringLiteral("hardware")).toObject();
    QJsonArray points = h.value(QStringLiteral("decode_points")).toArray();
    QJsonObject first = points[0].toObject();
    first.insert(QStringLiteral("ttft_p90_ms"), -5);
    points[0] = first;
    h.insert(QStringLiteral("decode_points"), points);
    root.insert(QStringLiteral("hardware"), h);
    PresetResult r = parsePreset(QJsonDocument(root).toJson());
    ASSERT_FALSE(r.ok());
    EXPECT_TRUE(r.errorText().contains(QStringLiteral("hardware.decode_points[0].ttft_p90_ms")))
        << r.errorText().toStdString();

    root = presetToJson(loadPreset("kimi-k31-pro-8xb300-modal.json"));
    QJsonObject o = root.value(QStringLiteral("operation")).toObject();
    o.insert(QStringLiteral("max_tpot_p90_ms"), 0);
    root.insert(QStringLiteral("operation"), o);
    r = parsePreset(QJsonDocument(root).toJson());
    ASSERT_FALSE(r.ok());
    EXPECT_TRUE(r.errorText().contains(QStringLiteral("operation.max_tpot_p90_ms"))) << r.errorText().toStdString();
    // --set reaches both through the registry.
    Scenario s = loadPreset("kimi-k31-pro-8xb300-modal.json");
    EXPECT_FALSE(setByPath(s, u"operation.max_ttft_p90_ms", u"1500"));
    EXPECT_EQ(s.operation.maxTtftP90Ms, 1500.0);
    EXPECT_FALSE(setByPath(s, u"hardware.decode_points.0.tpot_p90_ms", u"21"));
    EXPECT_EQ(s.hardware.decodePoints[0].tpotP90Ms, 21.0);
}

// Plans (issue 29): a plan on the imported curve is checked against the latency targets; a plan on a
// catalog or estimated curve, which reports no percentiles, says "not checked".
TEST(LatencyTargets, PlansSayWhetherTheTargetsWereChecked)
{
    Scenario s = importedMi355x();
    s.operation.maxTpotP90Ms = 40.0;
    const Evaluation e = evaluate(s);
    // Ask for more than the three requests within 40 ms can give, less than eight could.
    s.operation.throughputMode = ThroughputMode::Measured;
    s.operation.throughputTokS = 0.5 * (e.capacity.tMax.value() + evaluate(importedMi355x()).capacity.tMax.value());
    PlanQuery query;
    query.gpus = { QStringLiteral("MI355X"), QStringLiteral("B300") };
    query.maxNodes = 1;
    const PlanSearch search = searchPlans(s, builtInGpuCatalog(), query);
    bool sawOwn = false;
    bool sawUnchecked = false;
    for (const Plan &p : search.plans) {
        ASSERT_TRUE(p.latencyChecked.has_value()) << p.gpu.toStdString();
        if (p.curve == PlanCurve::Scenario && p.gpus == 8) {
            sawOwn = true;
            EXPECT_TRUE(*p.latencyChecked);
            ASSERT_EQ(p.problems.size(), 1u);
            EXPECT_EQ(p.problems.front(), PlanProblem::OverLatencyTarget);
        }
        if (p.curve != PlanCurve::Scenario) {
            sawUnchecked = true;
            EXPECT_FALSE(*p.latencyChecked) << p.gpu.toStdString();
        }
    }
    EXPECT_TRUE(sawOwn);
    EXPECT_TRUE(sawUnchecked);
}

// The answer names a cheaper plan on an estimated curve: it says its latency targets are not checked.
TEST(LatencyTargets, TheAnswerSaysANamedPlansTargetsWereNotChecked)
{
    Scenario s = importedMi355x();
    s.operation.maxTpotP90Ms = 40.0;
    s.operation.maxTtftP90Ms = 3000.0;
    const Results r = computeResultsOf(s);
    ASSERT_TRUE(r.decision.plan.has_value());
    ASSERT_TRUE(r.decision.plan->latencyChecked.has_value());
    EXPECT_FALSE(*r.decision.plan->latencyChecked);
    EXPECT_EQ(r.decision.plan->evidence, CapacityEvidence::Estimated);
    EXPECT_TRUE(r.decision.planText.contains(
        QStringLiteral("Its latency targets are not checked: its curve reports no measured p90 TTFT or TPOT.")))
        << r.decision.planText.toStdString();
    EXPECT_TRUE(r.decision.planText.startsWith(QStringLiteral("A cheaper plan may serve the same workload: ")))
        << r.decision.planText.toStdString();
}

// The capacity's memo (capacity.h, CurveMemo) skips the walk when nothing it read changed: a walk
// bounded by a latency target must not be reused once the target is gone.
TEST(LatencyTargets, RemovingATargetEvaluatedIntoTheSameResultWalksAgain)
{
    Scenario s = importedMi355x();
    s.operation.maxTpotP90Ms = 40.0;
    CompiledScenario c = compileUnchecked(s);
    const MemoryFit memory = evaluateMemory(c);
    CapacityResult out;
    evaluateCapacity(c, memory, out);
    EXPECT_EQ(out.concurrencyLimit, 3);
    c.maxTpotP90Ms.reset();
    evaluateCapacity(c, memory, out);
    CapacityResult fresh;
    evaluateCapacity(c, memory, fresh);
    EXPECT_EQ(out.concurrencyLimit, fresh.concurrencyLimit);
    EXPECT_GT(out.concurrencyLimit, 3);
    EXPECT_EQ(out.tMax.value(), fresh.tMax.value());
    EXPECT_FALSE(out.latency.targeted());
    // And back: the target applies again.
    c.maxTpotP90Ms = 40.0;
    evaluateCapacity(c, memory, out);
    EXPECT_EQ(out.concurrencyLimit, 3);
}

// A target no concurrency meets: modelled, the node serves nothing, which is not feasible (it was
// "0 tok/s within 0 tok/s", feasible, and the answer priced the API at $0); the reason names the target.
TEST(LatencyTargets, ATargetEvenOneRequestMissesIsNotFeasible)
{
    Scenario s = importedMi355x();
    ASSERT_EQ(s.operation.throughputMode, ThroughputMode::Modelled);
    s.operation.maxTtftP90Ms = 500.0; // the c = 1 run's p90 TTFT is 800 ms
    const Evaluation e = evaluate(s);
    EXPECT_EQ(e.capacity.latency.concurrency, 0);
    EXPECT_EQ(e.capacity.concurrencyLimit, 0);
    EXPECT_FALSE(e.feasibility.withinCapacity);
    EXPECT_FALSE(e.feasibility.feasible());
    EXPECT_EQ(feasibilityReasons(s, e),
        QStringList { QStringLiteral("8x MI355X serves nothing within the latency targets: even one request misses "
                                     "them (p90 TTFT at most 500 ms: missed even at concurrency 1)") });
    // The same for a per-user speed target no request reaches.
    s.operation.maxTtftP90Ms.reset();
    s.operation.minPerUserTokS = 500.0;
    const Evaluation slow = evaluate(s);
    EXPECT_FALSE(slow.feasibility.feasible());
    EXPECT_EQ(feasibilityReasons(s, slow),
        QStringList { QStringLiteral(
            "8x MI355X serves nothing at the per-user speed target: even one request gets less than 500 tok/s") });
    // Typed (measured) throughput beyond what the latency bound allows: the reason says so.
    s.operation.minPerUserTokS.reset();
    s.operation.maxTpotP90Ms = 40.0;
    s.operation.throughputMode = ThroughputMode::Measured;
    s.operation.throughputTokS = 31.0;
    const Evaluation typed = evaluate(s);
    ASSERT_FALSE(typed.feasibility.withinCapacity);
    ASSERT_EQ(feasibilityReasons(s, typed).size(), 1);
    EXPECT_TRUE(feasibilityReasons(s, typed).front().startsWith(
        QStringLiteral("8x MI355X cannot sustain 31 tok/s within the latency targets: it sustains at most 29 tok/s")))
        << feasibilityReasons(s, typed).front().toStdString();
    // The note keeps a target as typed: 22.5 ms, not 23.
    s.operation.maxTpotP90Ms = 22.5;
    EXPECT_TRUE(latencyText(s, evaluate(s).capacity)->startsWith(QStringLiteral("p90 TPOT at most 22.5 ms: ")));
}
