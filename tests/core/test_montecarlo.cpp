// #11: how sure the answer is. The generator, the distributions, the Monte Carlo percentiles
// against closed forms, reproducibility by seed and convergence.

#include "distribution.h"
#include "montecarlo.h"
#include "random.h"
#include "testsupport.h"

#include <gtest/gtest.h>

#include <QDir>

#include <algorithm>
#include <cmath>
#include <iterator>

using namespace breakeven;
using namespace breakeven::test;

namespace {

/// The kimi-k3.1-pro 8xB300 preset with only \a path ranged over [low, high] (\a d).
Scenario rangedOnly(const char *path, double low, double high, Distribution d)
{
    Scenario s = loadPreset("kimi-k31-pro-8xb300-modal.json");
    s.ranges.clear();
    s.ranges[QString::fromLatin1(path)] = Range { low, high, d };
    return s;
}

/// M / Hu of \a s: the cost per output token is this over the throughput.
double costTimesThroughput(const Scenario &s)
{
    const Evaluation e = evaluate(s);
    return e.selfHost.monthlyCost.value() / e.selfHost.productive.value();
}

} // namespace

// The published reference: SplitMix64 from 0, and xoshiro256** from the state {1, 2, 3, 4}.
TEST(Random, MatchesTheReferenceAlgorithms)
{
    std::uint64_t x = 0;
    EXPECT_EQ(Random::splitMix64(x), 0xe220a8397b1dcdafULL);
    EXPECT_EQ(Random::splitMix64(x), 0x6e789e6aa1b965f4ULL);
    Random r(std::array<std::uint64_t, 4> { 1, 2, 3, 4 });
    EXPECT_EQ(r.next(), 11520ULL);
    EXPECT_EQ(r.next(), 0ULL);
    EXPECT_EQ(r.next(), 1509978240ULL);
    EXPECT_EQ(r.next(), 1215971899390074240ULL);
}

TEST(Random, DoublesAreMultiplesOfTwoToTheMinus53InZeroToOne)
{
    Random r(12345);
    double sum = 0.0;
    constexpr int n = 100000;
    for (int i = 0; i < n; ++i) {
        const double u = r.nextDouble();
        ASSERT_GE(u, 0.0);
        ASSERT_LT(u, 1.0);
        EXPECT_EQ(std::ldexp(u, 53), std::floor(std::ldexp(u, 53)));
        sum += u;
    }
    EXPECT_NEAR(sum / n, 0.5, 0.005);
}

TEST(Distribution, QuantilesAreTheInverseDistributionFunctions)
{
    EXPECT_DOUBLE_EQ(quantileOf(Distribution::Uniform, 2.0, 6.0, 0.0, 0.25), 3.0);
    EXPECT_DOUBLE_EQ(quantileOf(Distribution::LogUniform, 1.0, 100.0, 0.0, 0.5), 10.0);
    // Triangular on [0, 10] with its mode at 10: F(x) = x^2 / 100, so the median is sqrt(50).
    EXPECT_DOUBLE_EQ(quantileOf(Distribution::Triangular, 0.0, 10.0, 10.0, 0.5), std::sqrt(50.0));
    // Mode at 0: F(x) = 1 - (10 - x)^2 / 100.
    EXPECT_DOUBLE_EQ(quantileOf(Distribution::Triangular, 0.0, 10.0, 0.0, 0.36), 2.0);
    // The mode is clamped into the range; the share below it is the mode's position.
    EXPECT_DOUBLE_EQ(quantileOf(Distribution::Triangular, 0.0, 10.0, 4.0, 0.4), 4.0);
    EXPECT_DOUBLE_EQ(quantileOf(Distribution::Triangular, 0.0, 10.0, 40.0, 1.0), 10.0);
    // A degenerate range is its one value, whatever the distribution.
    for (const Distribution d : { Distribution::Uniform, Distribution::Triangular, Distribution::LogUniform })
        EXPECT_DOUBLE_EQ(quantileOf(d, 5.0, 5.0, 1.0, 0.7), 5.0);
}

// #26 (MODEL.md section 10, amended): a range is triangular around the value unless it says otherwise.
TEST(Distribution, ShortFormIsTriangularAroundTheValueOnEveryParameter)
{
    EXPECT_EQ(defaultDistribution(parameter(u"operation.throughput_tok_s"), 92.0), Distribution::Triangular);
    EXPECT_EQ(defaultDistribution(parameter(u"operation.utilization"), 0.15), Distribution::Triangular);
    EXPECT_EQ(defaultDistribution(parameter(u"cost.gpu_hour"), 0.0), Distribution::Triangular);
    for (const Distribution d : { Distribution::Uniform, Distribution::Triangular, Distribution::LogUniform })
        EXPECT_EQ(distributionFromName(distributionName(d)), d);
    EXPECT_FALSE(distributionFromName(u"normal"));
}

// Cost per output token is M / (T * Hu): decreasing in T, so its P10 is at T's P90.
TEST(MonteCarlo, CostQuantilesMatchTheClosedFormForAUniformThroughput)
{
    const double a = 100.0;
    const double b = 1100.0;
    const Scenario s = rangedOnly("operation.throughput_tok_s", a, b, Distribution::Uniform);
    const double k = costTimesThroughput(s) * 1e6; // USD per Mtok times tok/s
    MonteCarloOptions options;
    options.samples = 200000;
    options.seed = 3;
    const MonteCarloResult r = runMonteCarlo(s, options);
    const auto throughputAt = [&](double p) { return a + p * (b - a); };
    EXPECT_NEAR(r.costPerOutputMtok.p10 / (k / throughputAt(0.9)), 1.0, 0.005);
    EXPECT_NEAR(r.costPerOutputMtok.p50 / (k / throughputAt(0.5)), 1.0, 0.005);
    EXPECT_NEAR(r.costPerOutputMtok.p90 / (k / throughputAt(0.1)), 1.0, 0.005);
    EXPECT_DOUBLE_EQ(r.pFeasible, 1.0);
}

TEST(MonteCarlo, CostQuantilesMatchTheClosedFormForALogUniformThroughput)
{
    const double a = 92.0;
    const double b = 4634.0;
    const Scenario s = rangedOnly("operation.throughput_tok_s", a, b, Distribution::LogUniform);
    const double k = costTimesThroughput(s) * 1e6;
    MonteCarloOptions options;
    options.samples = 200000;
    options.seed = 5;
    options.curvePoints = 16;
    const MonteCarloResult r = runMonteCarlo(s, options);
    const auto throughputAt = [&](double p) { return a * std::pow(b / a, p); };
    EXPECT_NEAR(r.costPerOutputMtok.p10 / (k / throughputAt(0.9)), 1.0, 0.01);
    EXPECT_NEAR(r.costPerOutputMtok.p50 / (k / throughputAt(0.5)), 1.0, 0.01);
    EXPECT_NEAR(r.costPerOutputMtok.p90 / (k / throughputAt(0.1)), 1.0, 0.01);
    // Only the throughput varies: every sample has the same curve, so the band is one line, the chart's.
    ASSERT_EQ(r.band.throughput.size(), 16u);
    for (std::size_t i = 0; i < r.band.throughput.size(); ++i) {
        EXPECT_NEAR(r.band.p10[i], k / r.band.throughput[i], 1e-9 * r.band.p10[i]);
        EXPECT_DOUBLE_EQ(r.band.p10[i], r.band.p90[i]);
    }
}

// Break-even throughput T* = M / (P * Hu) with the utilization u uniform: Hu = u * available, so
// T* = c / u, and its percentiles are c over u's.
TEST(MonteCarlo, BreakevenThroughputMatchesTheClosedFormForAUniformUtilization)
{
    const Scenario s = rangedOnly("operation.utilization", 0.15, 0.35, Distribution::Uniform);
    const Evaluation e = evaluate(s);
    const double c = e.offers.at(0).breakevenThroughput->value() * s.operation.utilization;
    MonteCarloOptions options;
    options.samples = 100000;
    const MonteCarloResult r = runMonteCarlo(s, options);
    EXPECT_NEAR(r.offers.at(0).breakevenThroughput.p10 / (c / 0.33), 1.0, 0.005);
    EXPECT_NEAR(r.offers.at(0).breakevenThroughput.p50 / (c / 0.25), 1.0, 0.005);
    EXPECT_NEAR(r.offers.at(0).breakevenThroughput.p90 / (c / 0.17), 1.0, 0.005);
    // The break-even volume M / P does not depend on the utilization.
    EXPECT_DOUBLE_EQ(r.offers.at(0).breakevenOutput.p10, e.offers.at(0).breakevenOutput.value());
    EXPECT_DOUBLE_EQ(r.offers.at(0).breakevenOutput.p90, e.offers.at(0).breakevenOutput.value());
}

TEST(MonteCarlo, ADegenerateRangeGivesThePointResult)
{
    for (const QString &file : shippedPresets()) {
        Scenario s = loadPreset(file.toUtf8().constData());
        s.ranges.clear();
        s.ranges[QStringLiteral("operation.utilization")]
            = Range { s.operation.utilization, s.operation.utilization, Distribution::Triangular };
        s.ranges[QStringLiteral("cost.redundancy")] = Range { s.cost.redundancy, s.cost.redundancy, std::nullopt };
        const Evaluation e = evaluate(s);
        MonteCarloOptions options;
        options.samples = 257;
        const MonteCarloResult r = runMonteCarlo(s, options);
        const std::string where = file.toStdString();
        const double cost = e.selfHost.costPerOutputToken ? inDollarsPerMtok(*e.selfHost.costPerOutputToken)
                                                          : std::numeric_limits<double>::infinity();
        EXPECT_DOUBLE_EQ(r.costPerOutputMtok.p10, cost) << where;
        EXPECT_DOUBLE_EQ(r.costPerOutputMtok.p90, cost) << where;
        EXPECT_DOUBLE_EQ(r.pFeasible, e.feasibility.feasible() ? 1.0 : 0.0) << where;
        ASSERT_EQ(r.offers.size(), e.offers.size()) << where;
        for (std::size_t i = 0; i < e.offers.size(); ++i) {
            const OfferResult &o = e.offers[i];
            EXPECT_DOUBLE_EQ(r.offers[i].pSelfHostCheaper, o.cheaper == Cheaper::SelfHost ? 1.0 : 0.0) << where;
            EXPECT_DOUBLE_EQ(r.offers[i].breakevenOutput.p50, o.breakevenOutput.value()) << where;
            if (o.breakevenThroughput) {
                EXPECT_NEAR(r.offers[i].breakevenThroughput.p50, o.breakevenThroughput->value(),
                    1e-12 * o.breakevenThroughput->value())
                    << where;
            }
            if (o.monthlySaving) {
                EXPECT_DOUBLE_EQ(r.offers[i].monthlySaving.p10, o.monthlySaving->value()) << where;
                EXPECT_DOUBLE_EQ(r.offers[i].monthlySaving.p90, o.monthlySaving->value()) << where;
            } else {
                EXPECT_TRUE(std::isnan(r.offers[i].monthlySaving.p50)) << where; // no feasible sample
            }
        }
    }
}

TEST(MonteCarlo, TheSameSeedGivesTheSameNumbers)
{
    const Scenario s = loadPreset("kimi-k31-pro-8xb300-modal.json");
    MonteCarloOptions options;
    options.samples = 10000;
    options.seed = 42;
    const MonteCarloResult a = runMonteCarlo(s, options);
    const MonteCarloResult b = runMonteCarlo(s, options);
    EXPECT_EQ(a.costPerOutputMtok.p50, b.costPerOutputMtok.p50);
    EXPECT_EQ(a.offers.at(0).monthlySaving.p10, b.offers.at(0).monthlySaving.p10);
    EXPECT_EQ(a.offers.at(0).pSelfHostCheaper, b.offers.at(0).pSelfHostCheaper);
    // The golden figures of seed 42 (docs/model.md, "Uncertainty"): the same on every machine. The
    // tolerance is for the last bits of exp() and log(), which the C library rounds.
    EXPECT_NEAR(a.costPerOutputMtok.p50, 173.83444088061054, 1e-9);
    EXPECT_EQ(a.offers.at(0).pSelfHostCheaper, 0.0); // at 92 tok/s, 80-106 around it, never cheaper
    options.seed = 43;
    EXPECT_NE(runMonteCarlo(s, options).costPerOutputMtok.p50, a.costPerOutputMtok.p50);
}

TEST(MonteCarlo, ConvergesAsSamplesGrow)
{
    const double a = 92.0;
    const double b = 4634.0;
    const Scenario s = rangedOnly("operation.throughput_tok_s", a, b, Distribution::Uniform);
    const double exact = costTimesThroughput(s) * 1e6 / (a + 0.5 * (b - a));
    std::vector<double> errors;
    for (const int n : { 100, 10000, 1000000 }) {
        MonteCarloOptions options;
        options.samples = n;
        options.seed = 11;
        errors.push_back(std::abs(runMonteCarlo(s, options).costPerOutputMtok.p50 / exact - 1.0));
    }
    EXPECT_LT(errors[1], errors[0]);
    EXPECT_LT(errors[2], errors[1]);
    EXPECT_LT(errors[2], 0.002);
}

TEST(MonteCarlo, InfeasibleSamplesAreNotCheaperAndTheirOwnShare)
{
    // The node sustains 1,000 tok/s: throughputs above it are beyond capacity.
    Scenario s = rangedOnly("operation.throughput_tok_s", 0.0 + 500.0, 1500.0, Distribution::Uniform);
    s.hardware.maxThroughputTokS = 1000.0;
    for (Offer &o : s.offers)
        o.output = 1e4; // so expensive that self-hosting wins whenever it is feasible
    MonteCarloOptions options;
    options.samples = 20000;
    const MonteCarloResult r = runMonteCarlo(s, options);
    EXPECT_NEAR(r.pFeasible, 0.5, 0.02);
    for (const OfferUncertainty &o : r.offers)
        EXPECT_DOUBLE_EQ(o.pSelfHostCheaper, r.pFeasible);
}

// The plan search's P(cheaper) of one offer, counted as the samples are drawn, is runMonteCarlo()'s
// share for that offer to the last bit: every offer (one priced like another takes its figures), with
// prices that stay the same in every sample and with prices that vary (an offer's own range, the
// cache hits), and with infeasible samples.
TEST(MonteCarlo, OneOffersShareIsThatOfTheWholeRun)
{
    std::vector<Scenario> scenarios;
    scenarios.push_back(loadPreset("kimi-k31-pro-8xb300-modal.json"));
    scenarios.push_back(loadPreset("kimi-k31-pro-8xb300-modal-agent.json")); // cache hits ranged
    Scenario offerRanged = loadPreset("kimi-k31-pro-8xb300-modal.json");
    offerRanged.ranges[QStringLiteral("offers[1].output")] = Range { 1.0, 40.0, Distribution::Uniform };
    offerRanged.offers.push_back(offerRanged.offers.at(0)); // priced like the first
    scenarios.push_back(offerRanged);
    Scenario infeasible = rangedOnly("operation.throughput_tok_s", 500.0, 1500.0, Distribution::Uniform);
    infeasible.hardware.maxThroughputTokS = 1000.0;
    infeasible.offers.at(0).output = 1e4;
    scenarios.push_back(infeasible);
    ASSERT_EQ(rangedParameters(offerRanged).size(), rangedParameters(scenarios[0]).size() + 1);

    bool between = false; // a share strictly between 0 and 1 tells the samples apart
    for (std::size_t k = 0; k < scenarios.size(); ++k) {
        const Scenario &s = scenarios[k];
        MonteCarloOptions options;
        options.samples = 3000;
        options.seed = 5 + k;
        const MonteCarloResult whole = runMonteCarlo(s, options);
        ASSERT_EQ(whole.offers.size(), s.offers.size()) << k;
        for (std::size_t i = 0; i < s.offers.size(); ++i) {
            const std::optional<double> share = monteCarloPSelfHostCheaper(s, options, i);
            ASSERT_TRUE(share) << k << " " << i;
            EXPECT_EQ(*share, whole.offers[i].pSelfHostCheaper) << k << " " << i;
            between = between || (*share > 0.0 && *share < 1.0);
        }
        EXPECT_FALSE(monteCarloPSelfHostCheaper(s, options, s.offers.size())) << k;
    }
    EXPECT_TRUE(between);
}

TEST(MonteCarlo, QuantilesInterpolateBetweenOrderStatistics)
{
    std::vector<double> v { 5, 1, 4, 2, 3, std::numeric_limits<double>::quiet_NaN() };
    const Quantiles q = quantilesOf(v);
    EXPECT_DOUBLE_EQ(q.p10, 1.4);
    EXPECT_DOUBLE_EQ(q.p50, 3.0);
    EXPECT_DOUBLE_EQ(q.p90, 4.6);
    std::vector<double> none;
    EXPECT_TRUE(std::isnan(quantilesOf(none).p50));
}

TEST(MonteCarlo, CancellingStopsEarly)
{
    const Scenario s = loadPreset("kimi-k31-pro-8xb300-modal.json");
    std::atomic<bool> cancel { true };
    MonteCarloOptions options;
    options.samples = 1000000;
    EXPECT_TRUE(runMonteCarlo(s, options, &cancel).cancelled);
}

// Large sets take the bracketing path: it must give exactly the sorted order statistics, with ties
// and infinite values ("never") among them.
TEST(MonteCarlo, QuantilesOfManyValuesEqualThoseOfTheSortedValues)
{
    Random random(99);
    // The last case has most values equal at the median: its bracket overflows the buffer sized
    // for the values expected in it, and the pass is made again with room for all.
    for (const int n : { 2048, 2049, 2051, 100000, -100000 }) {
        std::vector<double> v(static_cast<std::size_t>(std::abs(n)));
        for (double &x : v) {
            const double u = random.nextDouble();
            x = u < 0.05 ? std::numeric_limits<double>::infinity() : std::floor(u * 1000.0);
            if (n < 0 && u > 0.3 && u < 0.7)
                x = 500.0;
            if (u > 0.97)
                x = std::numeric_limits<double>::quiet_NaN(); // left out, as an infeasible sample's saving
        }
        std::vector<double> sorted;
        std::copy_if(v.begin(), v.end(), std::back_inserter(sorted), [](double x) { return !std::isnan(x); });
        const auto m = static_cast<int>(sorted.size());
        std::sort(sorted.begin(), sorted.end());
        const auto at = [&](double p) {
            const double position = p * (m - 1);
            const auto k = static_cast<std::size_t>(std::floor(position));
            const double t = position - static_cast<double>(k);
            const double low = sorted[k];
            const double high = k + 1 < sorted.size() ? sorted[k + 1] : low;
            return (t == 0.0 || low == high) ? low : low + t * (high - low);
        };
        // Both passes: the widest the processor has (AVX2 here) and SSE2, which the rest have.
        for (const QuantilePass pass : { QuantilePass::Widest, QuantilePass::Sse2 }) {
            std::vector<double> values = v;
            const Quantiles q = quantilesOf(values, pass);
            const int which = static_cast<int>(pass);
            EXPECT_EQ(q.p10, at(0.1)) << n << " pass " << which;
            EXPECT_EQ(q.p50, at(0.5)) << n << " pass " << which;
            EXPECT_EQ(q.p90, at(0.9)) << n << " pass " << which;
        }
    }
}

// #26 (MODEL.md section 10, amended): a range says how uncertain the scenario's own value is.
// Every shipped preset's value lies inside its own range, and the point answer inside its band.
TEST(Ranges, EveryShippedPresetsValueLiesInsideItsOwnRange) // #26
{
    const QDir presets(QStringLiteral(BREAKEVEN_SOURCE_DIR "/presets"));
    const QStringList files = presets.entryList({ QStringLiteral("*.json") }, QDir::Files);
    ASSERT_GE(files.size(), 12);
    for (const QString &file : files) {
        const Scenario s = loadPreset(file.toUtf8().constData());
        for (const auto &[path, range] : s.ranges) {
            const std::optional<ParamRef> ref = resolveParameter(s, path);
            ASSERT_TRUE(ref) << file.toStdString() << " " << path.toStdString();
            const std::optional<double> value = ref->get(s);
            ASSERT_TRUE(value) << file.toStdString() << " " << path.toStdString();
            EXPECT_LE(range.low, *value) << file.toStdString() << " " << path.toStdString();
            EXPECT_GE(range.high, *value) << file.toStdString() << " " << path.toStdString();
        }
    }
}

// #26: every design-card slider moves its range with it (a ratio on a logarithmic slider, a
// difference on a linear one, clamped to the domain), and with it the odds and the band.
TEST(Ranges, EachRangedSliderMovesItsBoundsAndTheOdds) // #26
{
    // Near the capacity (2,203 tok/s at this workload), where every ranged figure matters: the
    // throughput and the prefill rate to feasibility, the cache hit to the offers' prices.
    Scenario base = defaultScenario();
    ASSERT_GE(base.ranges.size(), 4u);
    setMovingRange(base, *resolveParameter(base, u"operation.throughput_tok_s"), 2000.0);
    MonteCarloOptions options;
    options.samples = 2000;
    options.seed = 7;
    // What a run says: the bands, the share feasible, and per offer the odds and break-evens.
    const auto figures = [](const MonteCarloResult &r) {
        std::vector<double> out { r.costPerOutputMtok.p10, r.costPerOutputMtok.p50, r.costPerOutputMtok.p90,
            r.monthlyCost.p50, r.pFeasible };
        for (const OfferUncertainty &o : r.offers)
            out.insert(out.end(), { o.pSelfHostCheaper, o.breakevenThroughput.p50, o.monthlySaving.p50 });
        return out;
    };
    const std::vector<double> before = figures(runMonteCarlo(base, options));
    for (const auto &[path, range] : base.ranges) {
        SCOPED_TRACE(path.toStdString());
        const ParamRef ref = *resolveParameter(base, path);
        const Parameter &p = *ref.parameter;
        const double value = *ref.get(base);
        const bool log = p.scale == SliderScale::Logarithmic && value > 0.0;
        // A new value inside the slider: half again for a logarithmic one, a tenth of the slider for a linear one.
        const double step = 0.1 * (p.sliderMax - p.sliderMin);
        double next = p.domain.clamp(log ? value * 1.5 : value + step);
        if (next == value) // at the top of its domain (utilization 100 %): down instead
            next = p.domain.clamp(log ? value / 1.5 : value - step);
        ASSERT_NE(next, value);
        Scenario moved = base;
        setMovingRange(moved, ref, next);
        EXPECT_EQ(*ref.get(moved), next);
        const Range &after = moved.ranges.at(path);
        EXPECT_DOUBLE_EQ(after.low, p.domain.clamp(log ? range.low * next / value : range.low + (next - value)));
        EXPECT_DOUBLE_EQ(after.high, p.domain.clamp(log ? range.high * next / value : range.high + (next - value)));
        EXPECT_LE(after.low, next);
        EXPECT_GE(after.high, next);
        // The bands and odds follow: the run over the moved range says something else.
        EXPECT_NE(figures(runMonteCarlo(moved, options)), before);
    }
    // An optional value set to none, and back: its range stays where it was (nothing to move it by).
    Scenario none = base;
    none.ranges[QStringLiteral("hardware.max_throughput_tok_s")] = Range { 4000.0, 5000.0 };
    const std::map<QString, Range> ranged = none.ranges;
    const ParamRef limit = *resolveParameter(none, u"hardware.max_throughput_tok_s");
    setMovingRange(none, limit, std::nullopt);
    EXPECT_FALSE(limit.get(none));
    setMovingRange(none, limit, 3000.0);
    EXPECT_EQ(none.ranges, ranged);
    setMovingRange(none, limit, 6000.0); // from 3,000: twice the bounds
    EXPECT_DOUBLE_EQ(none.ranges.at(QStringLiteral("hardware.max_throughput_tok_s")).low, 8000.0);
}
