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

namespace {

/// The percentiles \a ps of the \a n values at \a first by selection over all of them.
void selectAll(double *first, std::size_t n, const double (&ps)[3], double (&out)[3])
{
    for (int i = 0; i < 3; ++i)
        out[i] = percentile(first, first + n, ps[i]);
}

} // namespace

Quantiles quantilesOf(std::vector<double> &values)
{
    const auto end = std::remove_if(values.begin(), values.end(), [](double v) { return std::isnan(v); });
    values.erase(end, values.end());
    if (values.empty())
        return {};
    const std::size_t n = values.size();
    const double ps[3] = { 0.1, 0.5, 0.9 };
    double out[3] = {};
    constexpr std::size_t stride = 32;
    if (n < 64 * stride) {
        selectAll(values.data(), n, ps, out);
        return { out[0], out[1], out[2] };
    }
    // Exact, in about one pass: a sorted sample (every 32nd value) brackets each percentile; one
    // pass counts the values below each bracket and keeps those inside; selection within the
    // bracket then gives the same order statistics as over all values. Should a bracket miss
    // (it cannot for more than a few sample standard deviations), select over all.
    std::vector<double> sample;
    sample.reserve(n / stride + 1);
    for (std::size_t i = 0; i < n; i += stride)
        sample.push_back(values[i]);
    std::sort(sample.begin(), sample.end());
    const double ns = static_cast<double>(sample.size());
    double lo[3];
    double hi[3];
    for (int q = 0; q < 3; ++q) {
        const double at = ps[q] * (ns - 1.0);
        const double margin = 4.0 * std::sqrt(ns * ps[q] * (1.0 - ps[q])) + 2.0;
        lo[q] = sample[static_cast<std::size_t>(std::max(0.0, std::floor(at - margin)))];
        hi[q] = sample[static_cast<std::size_t>(std::min(ns - 1.0, std::ceil(at + margin)))];
    }
    // Two passes without branches: count below and up to each bracket, then copy each bracket's
    // values into a buffer of that size (one spare slot takes the writes of values outside).
    const double lo0 = lo[0], lo1 = lo[1], lo2 = lo[2], hi0 = hi[0], hi1 = hi[1], hi2 = hi[2];
    std::size_t b0 = 0, b1 = 0, b2 = 0, u0 = 0, u1 = 0, u2 = 0;
    for (const double v : values) {
        b0 += v < lo0;
        b1 += v < lo1;
        b2 += v < lo2;
        u0 += v <= hi0;
        u1 += v <= hi1;
        u2 += v <= hi2;
    }
    const std::size_t below[3] = { b0, b1, b2 };
    std::vector<double> window[3] = { std::vector<double>(u0 - b0 + 1), std::vector<double>(u1 - b1 + 1),
        std::vector<double>(u2 - b2 + 1) };
    {
        double *w0 = window[0].data();
        double *w1 = window[1].data();
        double *w2 = window[2].data();
        std::size_t i0 = 0, i1 = 0, i2 = 0;
        for (const double v : values) {
            w0[i0] = v;
            i0 += (v >= lo0) & (v <= hi0);
            w1[i1] = v;
            i1 += (v >= lo1) & (v <= hi1);
            w2[i2] = v;
            i2 += (v >= lo2) & (v <= hi2);
        }
        for (int q = 0; q < 3; ++q)
            window[q].pop_back(); // the spare slot
    }
    for (int q = 0; q < 3; ++q) {
        const double position = ps[q] * static_cast<double>(n - 1);
        const auto k = static_cast<std::size_t>(std::floor(position));
        std::vector<double> &w = window[q];
        const bool inside = k >= below[q] && k + 1 - below[q] < w.size() + (k + 1 >= n ? 1 : 0);
        if (!inside) {
            selectAll(values.data(), n, ps, out);
            return { out[0], out[1], out[2] };
        }
        // The window's order statistic r is the whole set's k; its r + 1, k + 1.
        const std::size_t r = k - below[q];
        std::nth_element(w.begin(), w.begin() + static_cast<std::ptrdiff_t>(r), w.end());
        const double low = w[r];
        double high = low;
        if (k + 1 < n)
            high = *std::min_element(w.begin() + static_cast<std::ptrdiff_t>(r) + 1, w.end());
        const double t = position - static_cast<double>(k);
        out[q] = (t == 0.0 || low == high) ? low : low + t * (high - low);
    }
    return { out[0], out[1], out[2] };
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

    // An offer priced like an earlier one, neither of them ranged, has the same figures in every
    // sample (the catalog lists one model at several resellers): it takes the earlier one's.
    std::vector<std::size_t> sameAs(offerCount);
    const auto isRanged = [&](std::size_t o) {
        return std::any_of(refs.begin(), refs.end(), [&](const ParamRef &ref) {
            return ref.parameter->collection == Collection::Offers && ref.index == o;
        });
    };
    for (std::size_t o = 0; o < offerCount; ++o) {
        sameAs[o] = o;
        const model::OfferPrices &p = compiled.offers[o].prices;
        for (std::size_t d = 0; d < o && !isRanged(o); ++d) {
            const model::OfferPrices &q = compiled.offers[d].prices;
            if (sameAs[d] == d && !isRanged(d) && p.cachedInput == q.cachedInput && p.input == q.input
                && p.output == q.output) {
                sameAs[o] = d;
                break;
            }
        }
    }

    // One column per output; an offer's break-even volume and throughput are M / P and (M / Hu) / P,
    // so while its blended price P stays the same they follow from M and M / Hu without a column.
    const auto un = static_cast<std::size_t>(n);
    std::vector<double> cost(un);
    std::vector<double> monthly(un);
    std::vector<double> perProductive(un); // M / Hu, USD per productive second: the curve's C * T
    std::vector<std::vector<double>> saving(offerCount);
    std::vector<std::vector<double>> volume(offerCount);
    std::vector<std::vector<double>> throughput(offerCount);
    for (std::size_t o = 0; o < offerCount; ++o) {
        if (sameAs[o] == o) {
            volume[o].resize(un);
            throughput[o].resize(un);
        }
    }
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
            if (sameAs[o] != o)
                continue;
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
        if (sameAs[o] != o) {
            u = r.offers[sameAs[o]];
            continue;
        }
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
