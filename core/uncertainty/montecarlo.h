#pragma once

/// \file montecarlo.h
/// How sure the answer is (MODEL.md section 10): every ranged parameter of a scenario sampled at
/// once, independently, from its distribution (distribution.h) with the seeded generator
/// (random.h), each sample evaluated through the compiled scenario (parameterbinding.h), and the
/// outputs summarized as P10 / P50 / P90 and probabilities.

#include "distribution.h"
#include "evaluation.h"
#include "hybrid.h"
#include "parameters.h"
#include "scenario.h"

#include <QString>

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <limits>
#include <optional>
#include <vector>

namespace breakeven {

/// The 10th, 50th and 90th percentiles of a set of values: between the order statistics at
/// position p * (n - 1), linearly interpolated (Hyndman and Fan's type 7, numpy's default). NaN
/// when there is no value; infinite when the percentile falls among infinite values ("never").
struct Quantiles {
    double p10 = std::numeric_limits<double>::quiet_NaN();
    double p50 = std::numeric_limits<double>::quiet_NaN();
    double p90 = std::numeric_limits<double>::quiet_NaN();
};

/// How the quantiles of many values are found: in one pass with the widest vectors the processor
/// has (AVX2 where there is, else SSE2), or with SSE2 whatever the processor (so that tests on a
/// machine with AVX2 check the other pass too). Both give the same figures.
enum class QuantilePass { Widest, Sse2 };

/// The quantiles of \a values, whose NaN entries are removed first. Reorders \a values.
[[nodiscard]] Quantiles quantilesOf(std::vector<double> &values, QuantilePass pass = QuantilePass::Widest);

/// The buffers quantilesOf() selects in, kept by a MonteCarloWorkspace from one run to the next.
struct QuantileScratch {
    std::vector<double> sample;  ///< every 32nd value, whose order statistics bracket the percentiles
    std::vector<double> windows; ///< the values inside each bracket
};

/// One entry of Scenario::ranges that names a parameter of the scenario.
struct RangedParameter {
    QString path; ///< as written in `ranges`
    ParamRef ref;
    Range range;
    Distribution distribution = Distribution::Uniform; ///< the range's, or the parameter's default
    double value = 0.0; ///< the scenario's own value (the triangular mode); the range's middle when none
    /// The distribution's quantile function over the range, prepared once (distribution.h).
    DistributionQuantile quantile { Distribution::Uniform, 0.0, 0.0, 0.0 };
};

/// The entries of \a scenario's ranges that name a numeric parameter it has, in path order.
[[nodiscard]] std::vector<RangedParameter> rangedParameters(const Scenario &scenario);
/// The parameters of \a ranged, in their order (what a ParameterSampler sets).
[[nodiscard]] std::vector<ParamRef> parameterRefs(const std::vector<RangedParameter> &ranged);

/// The value of \a parameter a share \a p (0..1) of its distribution lies below (distribution.h's
/// quantileOf()), rounded for a whole-number field.
[[nodiscard]] double sampleValue(const RangedParameter &parameter, double p);

/// What to compute.
struct MonteCarloOptions {
    int samples = 10000;    ///< 1 or more
    std::uint64_t seed = 1; ///< the generator's seed (random.h)
    int curvePoints = 0;    ///< points of the cost-curve band; 0: none, else 2 or more
    double curveFrom = 1.0; ///< tok/s, the band's first throughput (> 0)
    double curveTo = 2e4;   ///< tok/s, its last
};

/// The outcome against one API offer (Scenario::offers, same order).
struct OfferUncertainty {
    /// The share of samples in which self-hosting is feasible and cheaper (Cheaper::SelfHost);
    /// infeasible samples count as not cheaper.
    double pSelfHostCheaper = 0.0;
    Quantiles breakevenThroughput; ///< tok/s, T*, over every sample (infinite when never)
    Quantiles breakevenOutput;     ///< output tokens per month, Q*, over every sample
    Quantiles monthlySaving;       ///< USD per month, over the feasible samples only (NaN: none feasible)
};

/// The band of the cost-vs-throughput chart's self-hosted curve.
struct CostBand {
    std::vector<double> throughput; ///< tok/s, log-spaced (costcurve::sampleAt)
    std::vector<double> p10;        ///< USD per output Mtok at each throughput
    std::vector<double> p50;
    std::vector<double> p90;
};

struct MonteCarloResult {
    int samples = 0;
    std::uint64_t seed = 0;
    std::vector<QString> paths;  ///< the ranged parameters sampled, in path order (empty: the point result)
    Quantiles costPerOutputMtok; ///< USD per output Mtok over every sample (infinite: nothing produced)
    Quantiles monthlyCost;       ///< USD per month, M
    double pFeasible = 0.0;      ///< share of samples that fit and are within capacity
    std::vector<OfferUncertainty> offers;
    CostBand band;          ///< empty when MonteCarloOptions::curvePoints is 0
    bool cancelled = false; ///< stopped early by the cancel flag: nothing else is meaningful
};

/// The buffers of runMonteCarlo(): one column of every output over the samples and the
/// quantiles' selection buffers. Reused from one run to the next, a run allocates (and touches
/// fresh memory) only when it needs more room than the last. One per thread: never shared by
/// two runs at once.
struct MonteCarloWorkspace {
    std::vector<double> columns;
    QuantileScratch quantiles;
};

/// The most memory a run's columns may take: 224 MiB, so that the whole process stays under
/// 256 MB (the program and the quantiles' scratch take the rest). A request for more is refused up front
/// (`report --samples`), never met with an allocation that fails (docs/report-format.md).
inline constexpr std::size_t maxMonteCarloColumnBytes = std::size_t { 224 } * 1024 * 1024;

/// The bytes of columns runMonteCarlo() keeps for \a samples samples of \a scenario: 8 per sample
/// for each of its figures (five of the self-hosted side, one to three per offer with prices of
/// its own). The quantiles' scratch adds about a thirty-second of one column.
[[nodiscard]] std::size_t monteCarloColumnBytes(const Scenario &scenario, int samples);

/// Samples \a scenario: options.samples draws of every ranged parameter at once. With no ranges,
/// every sample is the point result. \a scenario must be valid (parsePreset guarantees it). When
/// \a cancel becomes true, returns early with `cancelled` set. Each sample is set into one compiled
/// scenario and its self-hosted side evaluated in place; the offers' figures follow for all
/// samples at once. Allocates the result; the columns live in \a workspace.
[[nodiscard]] MonteCarloResult runMonteCarlo(const Scenario &scenario, const MonteCarloOptions &options,
    MonteCarloWorkspace &workspace, const std::atomic<bool> *cancel = nullptr);

/// runMonteCarlo()'s OfferUncertainty::pSelfHostCheaper of \a scenario's offer \a offer alone: the same
/// samples (the same seed draws the same values) and the same sum for each, counted as they are
/// drawn, without the columns, the quantiles, the band or the other offers' figures (the plan
/// search's P(cheaper), one offer for each of thousands of plans). None when \a offer is not one of
/// the scenario's.
[[nodiscard]] std::optional<double> monteCarloPSelfHostCheaper(
    const Scenario &scenario, const MonteCarloOptions &options, std::size_t offer);

/// The probability that a hybrid day is cheaper than the whole day on the API, over \a scenario's ranges
/// (the plan search's P(cheaper) of a hybrid split): the same draws as runMonteCarlo() (the same seed draws
/// the same values); in each sample, the day of \a scenario's demand profile served by \a nodes as they
/// are (their hours on kept: the split as planned, not planned again) and the rest by offer \a offer is
/// priced at the sample's figures (priceHybridDay()), and counts when the node can serve and the month
/// costs less than the whole profile on that offer. A ranged hour of the day or figure of a team changes
/// the profile in its sample. None without a profile or when \a offer is not one of the scenario's.
[[nodiscard]] std::optional<double> monteCarloPHybridCheaper(const Scenario &scenario, const MonteCarloOptions &options,
    std::size_t offer, const std::vector<HybridNode> &nodes);

/// The columns a thread keeps for its next run: 64 MiB, enough for the window's run of the format's
/// largest scenario (100 offers whose prices vary, 3 columns each and 5 more, at 20,000 samples:
/// 48.8 MB). A run that needed more gives them back.
inline constexpr std::size_t keptMonteCarloColumnBytes = std::size_t { 64 } * 1024 * 1024;

/// runMonteCarlo() with the calling thread's own workspace, kept for its next run unless the run
/// needed more than keptMonteCarloColumnBytes of columns (about 500,000 samples of the default
/// scenario). While a slider is held the window runs about six a second: each run that allocated its
/// columns afresh (they were kept up to 32 MiB) zeroed and page-faulted 48.8 MB with 100 offers, and the
/// step on the GUI thread paid for it in its slow tail.
[[nodiscard]] MonteCarloResult runMonteCarlo(
    const Scenario &scenario, const MonteCarloOptions &options, const std::atomic<bool> *cancel = nullptr);

} // namespace breakeven
