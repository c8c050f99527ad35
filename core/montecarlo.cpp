#include "montecarlo.h"

#include "costcurve.h"
#include "distribution.h"
#include "parameterbinding.h"
#include "random.h"

#include <algorithm>
#include <cmath>
#include <memory>

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

namespace {

/// The percentiles \a ps of \a values (NaN left out) into \a out, by selection within the
/// brackets [lo[q], hi[q]] that should hold them: one pass without branches counts the NaN and
/// the values below each bracket and copies each bracket's values into a buffer of \a room
/// (one spare slot takes the writes of values outside, and of those beyond the room). False when
/// a bracket holds more than \a room values or misses its percentile; \a out is then unset.
bool bracketed(const std::vector<double> &values, const double (&ps)[3], const double (&lo)[3], const double (&hi)[3],
    std::size_t room, Quantiles &out)
{
    const std::unique_ptr<double[]> buffers(new double[3 * (room + 1)]);
    double *w0 = buffers.get();
    double *w1 = w0 + room + 1;
    double *w2 = w1 + room + 1;
    const double lo0 = lo[0], lo1 = lo[1], lo2 = lo[2], hi0 = hi[0], hi1 = hi[1], hi2 = hi[2];
    std::size_t nans = 0, b0 = 0, b1 = 0, b2 = 0, i0 = 0, i1 = 0, i2 = 0;
    for (const double v : values) {
        nans += std::isnan(v);
        b0 += v < lo0;
        b1 += v < lo1;
        b2 += v < lo2;
        w0[std::min(i0, room)] = v;
        i0 += (v >= lo0) & (v <= hi0);
        w1[std::min(i1, room)] = v;
        i1 += (v >= lo1) & (v <= hi1);
        w2[std::min(i2, room)] = v;
        i2 += (v >= lo2) & (v <= hi2);
    }
    if (i0 > room || i1 > room || i2 > room)
        return false;
    const std::size_t n = values.size() - nans;
    const std::size_t below[3] = { b0, b1, b2 };
    double *window[3] = { w0, w1, w2 };
    const std::size_t size[3] = { i0, i1, i2 };
    double result[3] = {};
    for (int q = 0; q < 3; ++q) {
        const double position = ps[q] * static_cast<double>(n - 1);
        const auto k = static_cast<std::size_t>(std::floor(position));
        const bool inside = k >= below[q] && k + 1 - below[q] < size[q] + (k + 1 >= n ? 1 : 0);
        if (!inside)
            return false;
        // The window's order statistic r is the whole set's k; its r + 1, k + 1.
        const std::size_t r = k - below[q];
        double *w = window[q];
        double *wEnd = w + size[q];
        std::nth_element(w, w + r, wEnd);
        const double low = w[r];
        double high = low;
        if (k + 1 < n)
            high = *std::min_element(w + r + 1, wEnd);
        const double t = position - static_cast<double>(k);
        result[q] = (t == 0.0 || low == high) ? low : low + t * (high - low);
    }
    out = { result[0], result[1], result[2] };
    return true;
}

} // namespace

Quantiles quantilesOf(std::vector<double> &values)
{
    const double ps[3] = { 0.1, 0.5, 0.9 };
    double out[3] = {};
    constexpr std::size_t stride = 32;
    const auto withoutNan = [&values] {
        values.erase(
            std::remove_if(values.begin(), values.end(), [](double v) { return std::isnan(v); }), values.end());
    };
    if (values.size() < 64 * stride) {
        withoutNan();
        if (values.empty())
            return {};
        selectAll(values.data(), values.size(), ps, out);
        return { out[0], out[1], out[2] };
    }
    // Exact, in one pass: a sample (every 32nd value) brackets each percentile; one pass counts
    // the values below each bracket (and the NaN, which are left out) and copies those inside;
    // selection within the bracket then gives the same order statistics as over all values.
    // The brackets' buffers have room for four times the values expected in them (small, so the
    // pass stays in cache); should one hold more (many equal values), the pass is made again
    // with room for all; should a bracket miss (it cannot for more than a few sample standard
    // deviations), select over all.
    std::vector<double> sample;
    sample.reserve(values.size() / stride + 1);
    for (std::size_t i = 0; i < values.size(); i += stride) {
        if (!std::isnan(values[i]))
            sample.push_back(values[i]);
    }
    if (sample.size() < 16) {
        withoutNan();
        if (values.empty())
            return {};
        selectAll(values.data(), values.size(), ps, out);
        return { out[0], out[1], out[2] };
    }
    // The sample's order statistics at each bracket's ends (selection, not a sort: six ranks).
    const double ns = static_cast<double>(sample.size());
    std::size_t loRank[3];
    std::size_t hiRank[3];
    for (int q = 0; q < 3; ++q) {
        const double at = ps[q] * (ns - 1.0);
        const double margin = 4.0 * std::sqrt(ns * ps[q] * (1.0 - ps[q])) + 2.0;
        loRank[q] = static_cast<std::size_t>(std::max(0.0, std::floor(at - margin)));
        hiRank[q] = static_cast<std::size_t>(std::min(ns - 1.0, std::ceil(at + margin)));
    }
    std::size_t ranks[6] = { loRank[0], hiRank[0], loRank[1], hiRank[1], loRank[2], hiRank[2] };
    std::sort(std::begin(ranks), std::end(ranks));
    std::size_t from = 0;
    for (const std::size_t rank : ranks) { // each selection leaves the larger values after its rank
        if (rank >= from) {
            std::nth_element(sample.begin() + static_cast<std::ptrdiff_t>(from),
                sample.begin() + static_cast<std::ptrdiff_t>(rank), sample.end());
            from = rank + 1;
        }
    }
    double lo[3];
    double hi[3];
    std::size_t room = 0; // the values each bracket may hold: four times its expected count
    for (int q = 0; q < 3; ++q) {
        lo[q] = sample[loRank[q]];
        hi[q] = sample[hiRank[q]];
        room = std::max(room, 4 * stride * (hiRank[q] - loRank[q] + 1));
    }
    const std::size_t all = values.size();
    Quantiles result;
    if (std::min(room, all) < all && bracketed(values, ps, lo, hi, room, result))
        return result;
    if (bracketed(values, ps, lo, hi, all, result))
        return result;
    withoutNan();
    selectAll(values.data(), values.size(), ps, out);
    return { out[0], out[1], out[2] };
}
std::vector<RangedParameter> rangedParameters(const Scenario &s)
{
    std::vector<RangedParameter> out;
    for (const auto &[path, range] : s.ranges) {
        if (const std::optional<ParamRef> ref = resolveParameter(s, path)) {
            const std::optional<double> value = ref->get(s);
            const Distribution distribution = distributionOf(range, *ref->parameter);
            const double mode = value.value_or(0.5 * (range.low + range.high));
            out.push_back({ path, *ref, range, distribution, mode,
                DistributionQuantile(distribution, range.low, range.high, mode) });
        }
    }
    return out;
}

double sampleValue(const RangedParameter &p, double share)
{
    const double v = p.quantile(share);
    return p.ref.parameter->domain.whole ? std::round(v) : v;
}

MonteCarloResult runMonteCarlo(
    const Scenario &scenario, const MonteCarloOptions &options, const std::atomic<bool> *cancel)
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
        return std::any_of(refs.begin(), refs.end(),
            [&](const ParamRef &ref) { return ref.parameter->collection == Collection::Offers && ref.index == o; });
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

    // Whether an offer's blended price P can differ between samples: its prices, the workload's
    // input per output or cache hits, or an exchange rate are ranged.
    const bool allPricesVary = std::any_of(refs.begin(), refs.end(), [](const ParamRef &ref) {
        return ref.parameter->collection == Collection::Currencies || ref.parameter == &param::inputPerOutput
            || ref.parameter == &param::cacheHit;
    });
    const auto priceVaries = [&](std::size_t o) { return allPricesVary || isRanged(o); };

    // One column per output; an offer's break-even volume and throughput are M / P and (M / Hu) / P,
    // so while its blended price P stays the same they follow from M and M / Hu without a column.
    const auto un = static_cast<std::size_t>(n);
    std::vector<double> cost(un);
    std::vector<double> monthly(un);
    std::vector<double> perProductive(un); // M / Hu, USD per productive second: the curve's C * T
    std::vector<std::vector<double>> saving(offerCount);
    std::vector<std::vector<double>> volume(offerCount);
    std::vector<std::vector<double>> throughput(offerCount);
    std::vector<std::size_t> distinct; // the offers with figures of their own (sameAs[o] == o)
    for (std::size_t o = 0; o < offerCount; ++o) {
        if (sameAs[o] != o)
            continue;
        distinct.push_back(o);
        saving[o].reserve(un);
        if (priceVaries(o)) {
            volume[o].resize(un);
            throughput[o].resize(un);
        }
    }
    std::vector<double> priceMin(offerCount, inf);
    std::vector<double> priceMax(offerCount, -inf);
    std::vector<int> cheaper(offerCount, 0);
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
        // The self-hosted side as evaluate() computes it; each distinct offer's figures with the
        // model's formulas (costmodel.h) as evaluation.cpp's fillOffer() applies them.
        evaluateWithoutOffers(compiled, e);

        const SelfHostResult &self = e.selfHost;
        const Usd m = self.monthlyCost;
        cost[i] = orInfinity(self.costPerOutputToken) * tokensPerMtok;
        monthly[i] = m.value();
        const bool productive = self.productive.value() > 0.0;
        perProductive[i] = productive ? m.value() / self.productive.value() : inf;
        const std::optional<PerDuration> perHour
            = productive ? std::optional<PerDuration>(1.0 / self.productive) : std::nullopt;
        const bool isFeasible = e.feasibility.feasible();
        feasible += isFeasible ? 1 : 0;
        for (const std::size_t o : distinct) {
            const UsdPerToken price
                = model::blendedPrice(compiled.offers[o].prices, compiled.inputPerOutput, compiled.cacheHit);
            priceMin[o] = std::min(priceMin[o], price.value());
            priceMax[o] = std::max(priceMax[o], price.value());
            if (!volume[o].empty()) {
                const Tokens q = model::breakevenVolume(m, price);
                volume[o][i] = q.value();
                throughput[o][i] = perHour ? (q * *perHour).value() : inf;
            }
            if (isFeasible) {
                const double v = model::monthlySaving(self.outputPerMonth, price, m).value();
                saving[o].push_back(v);
                cheaper[o] += v > 0.0 ? 1 : 0;
            }
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
        } else if (volume[o].empty()) { // a free offer whose price never changes: never breaks even
            u.breakevenOutput = { inf, inf, inf };
            u.breakevenThroughput = { inf, inf, inf };
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
            const double t
                = costcurve::sampleAt(options.curveFrom, options.curveTo, static_cast<int>(i), options.curvePoints);
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
