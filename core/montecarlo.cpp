#include "montecarlo.h"

#include "costcurve.h"
#include "distribution.h"
#include "parameterbinding.h"
#include "random.h"

#include <algorithm>
#include <cmath>

namespace breakeven {

namespace {

constexpr double inf = std::numeric_limits<double>::infinity();
constexpr double nan = std::numeric_limits<double>::quiet_NaN();

/// The type-7 percentile \a p of [first, last), whose elements around it may be reordered.
double percentile(double *first, double *last, double p)
{
    const auto n = static_cast<std::size_t>(last - first);
    const double position = p * static_cast<double>(n - 1);
    const auto k = static_cast<std::size_t>(std::floor(position));
    std::nth_element(first, first + k, last);
    const double low = first[k];
    if (k + 1 >= n)
        return low;
    const double high = *std::min_element(first + k + 1, last);
    const double t = position - static_cast<double>(k);
    if (t == 0.0 || low == high)
        return low;
    return low + t * (high - low); // infinite when high is: the percentile reaches "never"
}

/// \a q with every figure times \a factor (> 0): the quantiles of the values times factor.
Quantiles scaled(const Quantiles &q, double factor) { return { q.p10 * factor, q.p50 * factor, q.p90 * factor }; }

double orInfinity(const std::optional<UsdPerToken> &v) { return v ? v->value() : inf; }

} // namespace

Quantiles quantilesOf(std::vector<double> &values)
{
    const auto end = std::remove_if(values.begin(), values.end(), [](double v) { return std::isnan(v); });
    values.erase(end, values.end());
    if (values.empty())
        return {};
    double *first = values.data();
    double *last = first + values.size();
    Quantiles q;
    // The median first: the other two then partition only their half.
    q.p50 = percentile(first, last, 0.5);
    q.p10 = percentile(first, last, 0.1);
    q.p90 = percentile(first, last, 0.9);
    return q;
}

std::vector<RangedParameter> rangedParameters(const Scenario &s)
{
    std::vector<RangedParameter> out;
    for (const auto &[path, range] : s.ranges) {
        if (const std::optional<ParamRef> ref = resolveParameter(s, path)) {
            const std::optional<double> value = ref->get(s);
            out.push_back({ path, *ref, range, distributionOf(range, *ref->parameter),
                value.value_or(0.5 * (range.low + range.high)) });
        }
    }
    return out;
}

double sampleValue(const RangedParameter &p, double share)
{
    const double v = quantileOf(p.distribution, p.range.low, p.range.high, p.value, share);
    return p.ref.parameter->domain.whole ? std::round(v) : v;
}

MonteCarloResult runMonteCarlo(const Scenario &scenario, const MonteCarloOptions &options, const std::atomic<bool> *cancel)
{
    MonteCarloResult r;
    const int n = std::max(1, options.samples);
    r.samples = n;
    r.seed = options.seed;

    const std::vector<RangedParameter> ranged = rangedParameters(scenario);
    std::vector<ParamRef> refs;
    for (const RangedParameter &p : ranged) {
        r.paths.push_back(p.path);
        refs.push_back(p.ref);
    }
    ParameterSampler sampler(scenario, refs);
    CompiledScenario compiled = sampler.base();
    const std::size_t offerCount = compiled.offers.size();

    // One column per output; an offer's break-even volume and throughput are M / P and (M / Hu) / P,
    // so while its blended price P stays the same they follow from M and M / Hu without a column.
    const auto un = static_cast<std::size_t>(n);
    std::vector<double> cost(un);
    std::vector<double> monthly(un);
    std::vector<double> perProductive(un); // M / Hu, USD per productive second: the curve's C * T
    std::vector<std::vector<double>> saving(offerCount);
    std::vector<std::vector<double>> volume(offerCount, std::vector<double>(un));
    std::vector<std::vector<double>> throughput(offerCount, std::vector<double>(un));
    std::vector<double> priceMin(offerCount, inf);
    std::vector<double> priceMax(offerCount, -inf);
    std::vector<int> cheaper(offerCount, 0);
    for (std::vector<double> &column : saving)
        column.reserve(un);
    int feasible = 0;

    Random random(options.seed);
    std::vector<double> values(ranged.size());
    Evaluation e;
    for (std::size_t i = 0; i < un; ++i) {
        if (cancel && (i & 1023) == 0 && cancel->load(std::memory_order_relaxed)) {
            r.cancelled = true;
            return r;
        }
        for (std::size_t k = 0; k < ranged.size(); ++k)
            values[k] = sampleValue(ranged[k], random.nextDouble());
        sampler.apply(compiled, values.data());
        evaluate(compiled, e);

        const SelfHostResult &self = e.selfHost;
        cost[i] = orInfinity(self.costPerOutputToken) * tokensPerMtok;
        monthly[i] = self.monthlyCost.value();
        perProductive[i] = self.productive.value() > 0.0 ? self.monthlyCost.value() / self.productive.value() : inf;
        const bool isFeasible = e.feasibility.feasible();
        feasible += isFeasible ? 1 : 0;
        for (std::size_t o = 0; o < offerCount; ++o) {
            const OfferResult &offer = e.offers[o];
            const double price = offer.blendedPrice.value();
            priceMin[o] = std::min(priceMin[o], price);
            priceMax[o] = std::max(priceMax[o], price);
            volume[o][i] = offer.breakevenOutput.value();
            throughput[o][i] = offer.breakevenThroughput ? offer.breakevenThroughput->value() : inf;
            if (offer.monthlySaving)
                saving[o].push_back(offer.monthlySaving->value());
            cheaper[o] += offer.cheaper == Cheaper::SelfHost ? 1 : 0;
        }
    }

    r.pFeasible = static_cast<double>(feasible) / n;
    r.costPerOutputMtok = quantilesOf(cost);
    r.monthlyCost = quantilesOf(monthly);
    const Quantiles ofMonthly = r.monthlyCost;
    const Quantiles perSecond = quantilesOf(perProductive);
    r.offers.resize(offerCount);
    for (std::size_t o = 0; o < offerCount; ++o) {
        OfferUncertainty &u = r.offers[o];
        u.pSelfHostCheaper = static_cast<double>(cheaper[o]) / n;
        u.monthlySaving = quantilesOf(saving[o]);
        const double price = priceMin[o];
        if (price == priceMax[o] && price > 0.0) {
            u.breakevenOutput = scaled(ofMonthly, 1.0 / price);
            u.breakevenThroughput = scaled(perSecond, 1.0 / price);
        } else {
            u.breakevenOutput = quantilesOf(volume[o]);
            u.breakevenThroughput = quantilesOf(throughput[o]);
        }
    }

    if (options.curvePoints >= 2) {
        const auto points = static_cast<std::size_t>(options.curvePoints);
        CostBand &b = r.band;
        b.throughput.resize(points);
        b.p10.resize(points);
        b.p50.resize(points);
        b.p90.resize(points);
        for (std::size_t i = 0; i < points; ++i) {
            const double t = costcurve::sampleAt(options.curveFrom, options.curveTo, static_cast<int>(i), options.curvePoints);
            b.throughput[i] = t;
            // Each sample's curve is C(T) = (M / Hu) / T: its percentiles at T are those of M / Hu, over T.
            b.p10[i] = costcurve::costAt(perSecond.p10, 1.0, t) * tokensPerMtok;
            b.p50[i] = costcurve::costAt(perSecond.p50, 1.0, t) * tokensPerMtok;
            b.p90[i] = costcurve::costAt(perSecond.p90, 1.0, t) * tokensPerMtok;
        }
    }
    return r;
}

} // namespace breakeven
