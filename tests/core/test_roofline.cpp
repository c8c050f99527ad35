// Estimated capacity (MODEL.md section 11, issues #27 item 2 and #29): a bandwidth roofline
// calibrated on the default's 8xB300 decode points (OpenZeka, AWS, and AWS's peak at c_max), applied
// to another GPU's bandwidth from the catalog, and labelled "estimated" everywhere.

#include "evaluation.h"
#include "gpucatalog.h"
#include "gpuchoice.h"
#include "parameterbinding.h"
#include "parameters.h"
#include "presetio.h"
#include "report.h"
#include "results.h"
#include "roofline.h"

#include <QJsonObject>

#include <gtest/gtest.h>

#include <cmath>

using namespace breakeven;
using namespace breakeven::units;

namespace {

std::pair<QString, QString> set(const char *path, const char *value)
{
    return { QString::fromLatin1(path), QString::fromLatin1(value) };
}

Scenario overridden(const Scenario &s, std::vector<std::pair<QString, QString>> pairs)
{
    const PresetResult r = withOverrides(s, pairs);
    EXPECT_TRUE(r.ok()) << r.errorText().toStdString();
    return r.ok() ? *r.scenario : s;
}

/// The default asked to estimate 16xH200 (8 do not hold Kimi K3's 1.56 TB) from its B300 points.
Scenario h200Estimated(const char *count = "16")
{
    return overridden(defaultScenario(),
        { set("hardware.gpu", "H200"), set("hardware.count", count), set("hardware.evidence", "estimated") });
}

QJsonObject capacityJson(const Scenario &s)
{
    return reportJson(s, computeResultsOf(s)).value(QStringLiteral("capacity")).toObject();
}

// Kimi K3.1 Pro at 8,192 tokens of context (MODEL.md section 3), as the tests compute it by hand.
constexpr double weights = 1560936091448.0;
constexpr double activeWeights = weights * 104e9 / 2.8e12; // 57.98 GB
constexpr double perSequence = 27648.0 * 8192.0 + 480e6;   // 0.7065 GB

} // namespace

TEST(Roofline, DefaultAsksForNoEstimateAndKeepsItsMeasurements)
{
    const Scenario s = defaultScenario();
    EXPECT_FALSE(wantsEstimate(s));
    EXPECT_EQ(capacityEvidence(s), CapacityEvidence::Measured);
    EXPECT_FALSE(estimatedNote(s));
}

// The fit goes through the points it was calibrated on: on 8xB300 itself the roofline gives the
// measured throughputs back within 0.1 % (issue #29 asks for 10 %), though one constant eta misses
// them by about 30 %.
TEST(Roofline, FitReproducesTheMeasuredPointsOnTheMeasuredGpu)
{
    const CapacityEstimate e = estimateCapacity(h200Estimated(), builtInGpuCatalog());
    ASSERT_TRUE(e.ok()) << estimateProblemText(e).toStdString();
    EXPECT_EQ(e.measuredGpu, QStringLiteral("B300"));
    EXPECT_EQ(e.measured.gpus, 8);
    EXPECT_EQ(e.measuredCMax, 555);     // (2,073.6 - 1,560.9 - 120) / 0.7065 GB
    ASSERT_EQ(e.fit.points.size(), 4u); // c = 1, 8, 64 and the 4,634 peak at c_max
    const double measured[][2] = { { 1, 105.7 }, { 8, 516.0 }, { 64, 2076.8 }, { 555, 4634.0 } };
    for (const auto &[c, t] : measured) {
        const double back = rooflineThroughput(e.fit, e.model, e.measured, c).value();
        EXPECT_NEAR(back, t, t * 1e-3) << "c = " << c;
    }
    // eta_1 by hand: 105.7 * (W_active + KV_seq) / (1 * 8 * 8 TB/s).
    EXPECT_NEAR(e.fit.points[0].eta, 105.7 * (activeWeights + perSequence) / 64e12, 1e-9);
    EXPECT_NEAR(e.fit.points[0].eta, 0.0969, 5e-4);
    EXPECT_NEAR(e.fit.points[2].eta, 0.0523, 5e-4);
    EXPECT_NEAR(e.fit.etaSingle, 0.0661, 5e-4);
    EXPECT_GT(e.fit.etaSingleError, 0.25);                  // why eta is fitted per point
    EXPECT_DOUBLE_EQ(e.fit.etaC, assumedComputeEfficiency); // the measurements used 0.8 % of the FP4 compute
    EXPECT_NEAR(e.fit.etaCMeasured, 4634.0 * 2 * 104e9 / (8 * 15000e12), 1e-9);
}

// Same model, same context: at a measured concurrency 16xH200 (76.8 TB/s) gives the measured
// throughput times 76.8 / 64 = 1.2; at its own c_max (498) the roofline at eta interpolated between
// c = 64 and the peak's c = 555.
TEST(Roofline, H200EstimateScalesWithBandwidth)
{
    const Scenario s = h200Estimated();
    const CapacityEstimate e = estimateCapacity(s, builtInGpuCatalog());
    ASSERT_TRUE(e.ok()) << estimateProblemText(e).toStdString();
    EXPECT_EQ(e.target.gpus, 16);
    EXPECT_EQ(e.replicas, 1);
    EXPECT_EQ(e.cMax, 498); // (2,030.4 - 1,560.9 - 117.5) / 0.7065 GB
    EXPECT_NEAR(rooflineThroughput(e.fit, e.model, e.target, 64).value(), 2076.8 * 1.2, 1e-6);
    EXPECT_NEAR(rooflineThroughput(e.fit, e.model, e.target, 8).value(), 516.0 * 1.2, 1e-6);
    // By hand: eta(498) = 0.052322 + ln(498/64)/ln(555/64) * (0.058718 - 0.052322) = 0.057935;
    // T = 498 * 0.057935 * 76.8e12 / (57.978e9 + 498 * 0.706492e9) = 5,450.06 tok/s.
    EXPECT_NEAR(e.curve.tMax.value(), 5450.06, 0.5);
    EXPECT_EQ(e.curve.tMaxConcurrency, 498);

    // The scenario's capacity uses it (before prefill takes its share): decode T at c_max.
    Scenario decodeOnly = s;
    decodeOnly.hardware.prefillInputTokS.reset();
    const Evaluation ev = evaluate(decodeOnly);
    EXPECT_NEAR(ev.capacity.tMax.value(), 5450.06, 0.5);

    // Two replicas (32xH200) sustain twice one's.
    Scenario twice = h200Estimated("32");
    twice.hardware.prefillInputTokS.reset();
    const CapacityEstimate e2 = estimateCapacity(twice, builtInGpuCatalog());
    EXPECT_EQ(e2.replicas, 2);
    EXPECT_NEAR(e2.tMax().value(), 2 * 5450.06, 1.0);
    EXPECT_NEAR(evaluate(twice).capacity.tMax.value(), 2 * 5450.06, 1.0);
}

TEST(Roofline, EstimateRisesWithConcurrencyBelowTheComputeCap)
{
    const CapacityEstimate e = estimateCapacity(h200Estimated(), builtInGpuCatalog());
    ASSERT_TRUE(e.ok());
    ASSERT_TRUE(e.computeCap.has_value());
    // 0.3 * 16 * 1,979 TFLOPS (FP8: Hopper has no FP4) / (2 * 104 B).
    EXPECT_NEAR(e.computeCap->value(), 0.3 * 16 * 1979e12 / (2 * 104e9), 1e-6);
    double previous = 0.0;
    for (int c = 1; c <= e.cMax; ++c) {
        const double t = rooflineThroughput(e.fit, e.model, e.target, c).value();
        EXPECT_GT(t, previous) << "c = " << c;
        EXPECT_LE(t, e.computeCap->value());
        previous = t;
    }
    // A cap low enough binds: the curve stops at it.
    RooflineFit capped = e.fit;
    capped.etaC = 0.02; // 0.02 * 31.66 PFLOPS / 208 GFLOP = 3,045 tok/s
    const double cap = rooflineComputeCap(capped, e.model, e.target)->value();
    EXPECT_NEAR(cap, 0.02 * 16 * 1979e12 / (2 * 104e9), 1e-6);
    EXPECT_DOUBLE_EQ(rooflineThroughput(capped, e.model, e.target, e.cMax).value(), cap);
    EXPECT_LT(rooflineThroughput(capped, e.model, e.target, 8).value(), cap);
}

TEST(Roofline, JsonAndNotesSayEstimated)
{
    const Scenario s = h200Estimated();
    EXPECT_EQ(capacityEvidence(s), CapacityEvidence::Estimated);
    const QJsonObject cap = capacityJson(s);
    EXPECT_EQ(cap.value(QStringLiteral("evidence")).toString(), QStringLiteral("estimated"));
    EXPECT_EQ(cap.value(QStringLiteral("evidence_gpu")).toString(), QStringLiteral("B300"));
    EXPECT_EQ(cap.value(QStringLiteral("evidence_note")).toString(),
        QStringLiteral("capacity estimated from B300 measurements by memory bandwidth"));
    EXPECT_EQ(estimatedNote(s), QStringLiteral("capacity estimated from B300 measurements by memory bandwidth"));
    EXPECT_FALSE(otherGpuNote(s));
    // The preset keeps the B300 measurements and says what they are.
    EXPECT_EQ(s.hardware.decodePoints, defaultScenario().hardware.decodePoints);
    const PresetResult back = parsePreset(serializePreset(s));
    ASSERT_TRUE(back.ok()) << back.errorText().toStdString();
    EXPECT_EQ(back.scenario->hardware.evidence, EvidenceSource::Estimated);
    EXPECT_EQ(capacityEvidence(*back.scenario), CapacityEvidence::Estimated);
}

TEST(Roofline, NoBandwidthNoEstimate)
{
    // The catalog has no bandwidth for A100: the B300 figures stay another GPU's, and the note says why.
    const Scenario s = overridden(defaultScenario(),
        { set("hardware.gpu", "A100"), set("hardware.count", "32"), set("hardware.evidence", "estimated") });
    const CapacityEstimate e = estimateCapacity(s, builtInGpuCatalog());
    EXPECT_EQ(e.problem, EstimateProblem::NoBandwidth);
    EXPECT_EQ(estimateProblemText(e), QStringLiteral("the GPU catalog has no memory bandwidth for A100: no estimate"));
    EXPECT_EQ(capacityEvidence(s), CapacityEvidence::OtherGpu);
    EXPECT_EQ(capacityJson(s).value(QStringLiteral("evidence")).toString(), QStringLiteral("other-gpu"));
    EXPECT_EQ(otherGpuNote(s),
        QStringLiteral("capacity measured on B300, not on A100 (the GPU catalog has no memory bandwidth for A100: no "
                       "estimate)"));
    // The B300 curve is kept, not replaced by an estimate.
    EXPECT_EQ(compileUnchecked(s).decodePoints.size(), s.hardware.decodePoints.size());
}

// The samplers (Monte Carlo, tornado) set compiled fields directly; an estimated curve is made at
// compile time from the measured points, the GPUs and the memory, so those go through the scenario
// and the estimate is made again: a sampled value gives what the same change in the preset gives.
TEST(Roofline, SamplersMakeTheEstimateAgain)
{
    const Scenario s = h200Estimated();
    std::size_t checked = 0;
    for (const Parameter &p : parameters()) {
        if (p.group != ParamGroup::Hardware && p.group != ParamGroup::Memory)
            continue;
        for (std::size_t index = 0; index < p.count(s); ++index) {
            const ParamRef ref { &p, index };
            const std::optional<double> now = ref.get(s);
            if (!now || !(*now > 0.0))
                continue;
            double v = p.domain.clamp(p.domain.whole ? std::round(*now * 1.1) : *now * 1.1);
            Scenario changed = s;
            ref.set(changed, v);
            ParameterSampler sampler(s, { ref });
            EXPECT_EQ(sampler.direct(), &p == &param::prefillInputTokS) << p.key; // the prefill shapes no estimate
            CompiledScenario c = sampler.base();
            sampler.apply(c, &v);
            Evaluation fromCompiled;
            evaluate(c, fromCompiled);
            const Evaluation expected = evaluate(changed);
            EXPECT_DOUBLE_EQ(fromCompiled.capacity.tMax.value(), expected.capacity.tMax.value())
                << ref.path(s).toStdString();
            EXPECT_EQ(fromCompiled.memory.cMax, expected.memory.cMax) << ref.path(s).toStdString();
            ++checked;
        }
    }
    EXPECT_GE(checked, 8u); // decode points, maximum throughput, count, memory, weights, context, ...
    // Raising the B300 peak raises the estimate.
    const ParamRef peak { &param::maxThroughput, 0 };
    ParameterSampler sampler(s, { peak });
    CompiledScenario c = sampler.base();
    double higher = 5000.0;
    sampler.apply(c, &higher);
    Evaluation raised;
    evaluate(c, raised);
    EXPECT_GT(raised.capacity.tMax.value(), evaluate(s).capacity.tMax.value());
}

TEST(Roofline, BackOnTheMeasuredGpuTheFiguresAreMeasurementsAgain)
{
    const Scenario back = overridden(h200Estimated(), { set("hardware.gpu", "B300"), set("hardware.count", "8") });
    EXPECT_EQ(back.hardware.evidence, EvidenceSource::Measured);
    EXPECT_TRUE(back.hardware.evidenceGpu.isEmpty());
    EXPECT_EQ(capacityEvidence(back), CapacityEvidence::Measured);
    EXPECT_FALSE(estimatedNote(back));
    EXPECT_DOUBLE_EQ(evaluate(back).capacity.tMax.value(), evaluate(defaultScenario()).capacity.tMax.value());
}
