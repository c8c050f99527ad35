#include "montecarlo.h"

#include "costcurve.h"
#include "distribution.h"
#include "parameterbinding.h"
#include "random.h"
#include "teamdemand.h"
#include "vectorstate.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <memory>
#include <span>
#include <utility>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif
#if defined(__x86_64__) || defined(__i386__)
#include <immintrin.h>
#define BREAKEVEN_AVX2_PASS 1
#endif

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

/// What bracketed()'s pass finds: the NaN, and per bracket the values below it and the values
/// inside it (copied into its window).
struct PassCounts {
    std::size_t nans = 0;
    std::size_t below[3] = {};
    std::size_t held[3] = {};
};

#if defined(BREAKEVEN_AVX2_PASS)
/// The left-packing permutations of four doubles (eight 32-bit lanes): entry m moves the doubles
/// whose bit is set in m, in order, to the front.
struct LeftPack {
    alignas(32) std::int32_t lanes[16][8] = {};
    constexpr LeftPack()
    {
        for (int m = 0; m < 16; ++m) {
            int to = 0;
            for (int k = 0; k < 4; ++k) {
                if (m & (1 << k)) {
                    lanes[m][2 * to] = 2 * k;
                    lanes[m][2 * to + 1] = 2 * k + 1;
                    ++to;
                }
            }
        }
    }
};
constexpr LeftPack leftPack;

/// \a sum less the all-ones lanes of \a mask: one more per set lane.
[[gnu::target("avx2")]] inline __m256i countSet(__m256i sum, __m256d mask)
{
    return _mm256_sub_epi64(sum, _mm256_castpd_si256(mask));
}

/// The sum of the four lanes of \a counts.
[[gnu::target("avx2")]] inline std::size_t laneSum(__m256i counts)
{
    alignas(32) std::int64_t lanes[4];
    _mm256_store_si256(reinterpret_cast<__m256i *>(lanes), counts);
    return static_cast<std::size_t>(lanes[0] + lanes[1] + lanes[2] + lanes[3]);
}

/// Packs the lanes of \a v set in \a mask to the front of one four-value store at
/// window[min(held, room)], and counts them.
[[gnu::target("avx2,popcnt")]] inline void pack(
    __m256d v, int mask, double *window, std::size_t &held, std::size_t room)
{
    const __m256i order = _mm256_load_si256(reinterpret_cast<const __m256i *>(leftPack.lanes[mask]));
    _mm256_storeu_pd(
        window + std::min(held, room), _mm256_castps_pd(_mm256_permutevar8x32_ps(_mm256_castpd_ps(v), order)));
    held += static_cast<std::size_t>(_mm_popcnt_u32(static_cast<unsigned>(mask)));
}

/// bracketed()'s pass over the first multiple of four of \a count values, four at a time with
/// AVX2 (processors that have it; the caller checks): the same counts, and the same windows in
/// the same order, each window's values of a group packed to the front of one store (the window
/// has three slots beyond its spare one for the rest of that store). Returns how many it read.
[[gnu::target("avx2,popcnt")]] std::size_t passAvx2(const double *values, std::size_t count, const double (&lo)[3],
    const double (&hi)[3], std::size_t room, double *const (&window)[3], PassCounts &c)
{
    const __m256d l0 = _mm256_set1_pd(lo[0]), l1 = _mm256_set1_pd(lo[1]), l2 = _mm256_set1_pd(lo[2]);
    const __m256d h0 = _mm256_set1_pd(hi[0]), h1 = _mm256_set1_pd(hi[1]), h2 = _mm256_set1_pd(hi[2]);
    __m256i cNans = _mm256_setzero_si256(), cB0 = cNans, cB1 = cNans, cB2 = cNans;
    std::size_t i0 = 0, i1 = 0, i2 = 0;
    std::size_t i = 0;
    for (; i + 4 <= count; i += 4) {
        const __m256d v = _mm256_loadu_pd(values + i);
        cNans = countSet(cNans, _mm256_cmp_pd(v, v, _CMP_UNORD_Q));
        const __m256d lt0 = _mm256_cmp_pd(v, l0, _CMP_LT_OQ);
        const __m256d lt1 = _mm256_cmp_pd(v, l1, _CMP_LT_OQ);
        const __m256d lt2 = _mm256_cmp_pd(v, l2, _CMP_LT_OQ);
        cB0 = countSet(cB0, lt0);
        cB1 = countSet(cB1, lt1);
        cB2 = countSet(cB2, lt2);
        pack(v, _mm256_movemask_pd(_mm256_and_pd(_mm256_cmp_pd(v, l0, _CMP_GE_OQ), _mm256_cmp_pd(v, h0, _CMP_LE_OQ))),
            window[0], i0, room);
        pack(v, _mm256_movemask_pd(_mm256_and_pd(_mm256_cmp_pd(v, l1, _CMP_GE_OQ), _mm256_cmp_pd(v, h1, _CMP_LE_OQ))),
            window[1], i1, room);
        pack(v, _mm256_movemask_pd(_mm256_and_pd(_mm256_cmp_pd(v, l2, _CMP_GE_OQ), _mm256_cmp_pd(v, h2, _CMP_LE_OQ))),
            window[2], i2, room);
    }
    c.nans += laneSum(cNans);
    c.below[0] += laneSum(cB0);
    c.below[1] += laneSum(cB1);
    c.below[2] += laneSum(cB2);
    c.held[0] = i0;
    c.held[1] = i1;
    c.held[2] = i2;
    return i;
}
#endif

/// The percentiles \a ps of \a values (NaN left out) into \a out, by selection within the
/// brackets [lo[q], hi[q]] that should hold them: one pass without branches counts the NaN and
/// the values below each bracket and copies each bracket's values into its window of \a room
/// (a spare slot takes the writes of values outside, and of those beyond the room). False when a
/// bracket holds more than \a room values or misses its percentile; \a out is then unset.
bool bracketed(const double *values, std::size_t count, const double (&ps)[3], const double (&lo)[3],
    const double (&hi)[3], std::size_t room, std::vector<double> &buffers, QuantilePass pass, Quantiles &out)
{
    // Each window: room values, the spare slot, and three more for the rest of the AVX2 pass's
    // four-value stores.
    const std::size_t slots = room + 4;
    if (buffers.size() < 3 * slots)
        buffers.resize(3 * slots);
    double *const window[3] = { buffers.data(), buffers.data() + slots, buffers.data() + 2 * slots };
    PassCounts c;
    std::size_t i = 0;
#if defined(BREAKEVEN_AVX2_PASS)
    static const bool avx2 = __builtin_cpu_supports("avx2") && __builtin_cpu_supports("popcnt");
    if (avx2 && pass == QuantilePass::Widest)
        i = passAvx2(values, count, lo, hi, room, window, c);
#endif
    const double lo0 = lo[0], lo1 = lo[1], lo2 = lo[2], hi0 = hi[0], hi1 = hi[1], hi2 = hi[2];
    double *const w0 = window[0];
    double *const w1 = window[1];
    double *const w2 = window[2];
    std::size_t i0 = c.held[0], i1 = c.held[1], i2 = c.held[2];
#if defined(__SSE2__)
    // Two values at a time: the comparisons in vector registers (the compiler does not vectorize
    // the loop below), the counts as sums of their all-ones masks (-1 per value), the copies
    // from their sign bits. The same counts and the same windows, in the same order.
    {
        const __m128d l0 = _mm_set1_pd(lo0), l1 = _mm_set1_pd(lo1), l2 = _mm_set1_pd(lo2);
        const __m128d h0 = _mm_set1_pd(hi0), h1 = _mm_set1_pd(hi1), h2 = _mm_set1_pd(hi2);
        __m128i cNans = _mm_setzero_si128(), cB0 = cNans, cB1 = cNans, cB2 = cNans;
        const auto minus = [](__m128i sum, __m128d mask) { return _mm_sub_epi64(sum, _mm_castpd_si128(mask)); };
        for (; i + 2 <= count; i += 2) {
            const __m128d v = _mm_loadu_pd(values + i);
            cNans = minus(cNans, _mm_cmpunord_pd(v, v));
            const __m128d lt0 = _mm_cmplt_pd(v, l0), lt1 = _mm_cmplt_pd(v, l1), lt2 = _mm_cmplt_pd(v, l2);
            cB0 = minus(cB0, lt0);
            cB1 = minus(cB1, lt1);
            cB2 = minus(cB2, lt2);
            const int in0 = _mm_movemask_pd(_mm_and_pd(_mm_cmpge_pd(v, l0), _mm_cmple_pd(v, h0)));
            const int in1 = _mm_movemask_pd(_mm_and_pd(_mm_cmpge_pd(v, l1), _mm_cmple_pd(v, h1)));
            const int in2 = _mm_movemask_pd(_mm_and_pd(_mm_cmpge_pd(v, l2), _mm_cmple_pd(v, h2)));
            const double first = values[i], second = values[i + 1];
            const auto copy = [&](double *w, std::size_t &held, int in) {
                w[std::min(held, room)] = first;
                held += static_cast<std::size_t>(in & 1);
                w[std::min(held, room)] = second;
                held += static_cast<std::size_t>(in >> 1);
            };
            copy(w0, i0, in0);
            copy(w1, i1, in1);
            copy(w2, i2, in2);
        }
        const auto total = [](__m128i counts) {
            std::int64_t lanes[2];
            _mm_storeu_si128(reinterpret_cast<__m128i *>(lanes), counts);
            return static_cast<std::size_t>(lanes[0] + lanes[1]);
        };
        c.nans += total(cNans);
        c.below[0] += total(cB0);
        c.below[1] += total(cB1);
        c.below[2] += total(cB2);
    }
#endif
    for (const double v : std::span(values + i, count - i)) {
        c.nans += std::isnan(v);
        c.below[0] += v < lo0;
        c.below[1] += v < lo1;
        c.below[2] += v < lo2;
        w0[std::min(i0, room)] = v;
        i0 += (v >= lo0) & (v <= hi0);
        w1[std::min(i1, room)] = v;
        i1 += (v >= lo1) & (v <= hi1);
        w2[std::min(i2, room)] = v;
        i2 += (v >= lo2) & (v <= hi2);
    }
    if (i0 > room || i1 > room || i2 > room)
        return false;
    const std::size_t n = count - c.nans;
    const std::size_t size[3] = { i0, i1, i2 };
    double result[3] = {};
    for (int q = 0; q < 3; ++q) {
        const std::size_t below = c.below[q];
        const double position = ps[q] * static_cast<double>(n - 1);
        const auto k = static_cast<std::size_t>(std::floor(position));
        const bool inside = k >= below && k + 1 - below < size[q] + (k + 1 >= n ? 1 : 0);
        if (!inside)
            return false;
        // The window's order statistic r is the whole set's k; its r + 1, k + 1.
        const std::size_t r = k - below;
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

namespace {

/// quantilesOf() over the \a count values at \a values (reordered), with \a scratch's buffers.
Quantiles quantilesIn(
    double *values, std::size_t count, QuantileScratch &scratch, QuantilePass pass = QuantilePass::Widest)
{
    const double ps[3] = { 0.1, 0.5, 0.9 };
    double out[3] = {};
    constexpr std::size_t stride = 32;
    const auto selectWithoutNan = [&]() -> Quantiles {
        const std::size_t n = static_cast<std::size_t>(
            std::remove_if(values, values + count, [](double v) { return std::isnan(v); }) - values);
        if (n == 0)
            return {};
        selectAll(values, n, ps, out);
        return { out[0], out[1], out[2] };
    };
    if (count < 64 * stride)
        return selectWithoutNan();
    // Exact, in one pass: a sample (every 32nd value) brackets each percentile; one pass counts
    // the values below each bracket (and the NaN, which are left out) and copies those inside;
    // selection within the bracket then gives the same order statistics as over all values.
    // The brackets' buffers have room for four times the values expected in them (small, so the
    // pass stays in cache); should one hold more (many equal values), the pass is made again
    // with room for all; should a bracket miss (it cannot for more than a few sample standard
    // deviations), select over all.
    std::vector<double> &sample = scratch.sample;
    sample.clear();
    sample.reserve(count / stride + 1);
    for (std::size_t i = 0; i < count; i += stride) {
        if (!std::isnan(values[i]))
            sample.push_back(values[i]);
    }
    if (sample.size() < 16)
        return selectWithoutNan();
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
    Quantiles result;
    if (std::min(room, count) < count && bracketed(values, count, ps, lo, hi, room, scratch.windows, pass, result))
        return result;
    if (bracketed(values, count, ps, lo, hi, count, scratch.windows, pass, result))
        return result;
    return selectWithoutNan();
}

} // namespace

Quantiles quantilesOf(std::vector<double> &values, QuantilePass pass)
{
    values.erase(std::remove_if(values.begin(), values.end(), [](double v) { return std::isnan(v); }), values.end());
    QuantileScratch scratch;
    return quantilesIn(values.data(), values.size(), scratch, pass);
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

namespace {

/// Which columns a run keeps (runMonteCarlo() and monteCarloColumnBytes() alike).
struct ColumnPlan {
    std::vector<std::size_t> sameAs;                    ///< per offer: the offer whose figures it takes
    std::vector<std::pair<std::size_t, bool>> distinct; ///< offers with figures of their own, and whether P varies
    std::size_t columnCount = 5;
};

ColumnPlan planColumns(const CompiledScenario &compiled, const std::vector<ParamRef> &refs)
{
    const std::size_t offerCount = compiled.offers.size();
    ColumnPlan plan;
    // An offer priced like an earlier one, neither of them ranged, has the same figures in every
    // sample (the catalog lists one model at several resellers): it takes the earlier one's.
    plan.sameAs.resize(offerCount);
    const auto isRanged = [&](std::size_t o) {
        return std::any_of(refs.begin(), refs.end(),
            [&](const ParamRef &ref) { return ref.parameter->collection == Collection::Offers && ref.index == o; });
    };
    for (std::size_t o = 0; o < offerCount; ++o) {
        plan.sameAs[o] = o;
        const model::OfferPrices &p = compiled.offers[o].prices;
        for (std::size_t d = 0; d < o && !isRanged(o); ++d) {
            const model::OfferPrices &q = compiled.offers[d].prices;
            if (plan.sameAs[d] == d && !isRanged(d) && p.cachedInput == q.cachedInput && p.input == q.input
                && p.output == q.output) {
                plan.sameAs[o] = d;
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

    // The columns, one after another in the workspace: five of the self-hosted side, then per
    // offer with figures of its own (sameAs[o] == o) its saving and, when its blended price P
    // varies, its break-even volume and throughput. While P stays the same those are M / P and
    // (M / Hu) / P, and follow from M and M / Hu without a column.
    for (std::size_t o = 0; o < offerCount; ++o) {
        if (plan.sameAs[o] != o)
            continue;
        const bool varies = allPricesVary || isRanged(o);
        plan.distinct.emplace_back(o, varies);
        plan.columnCount += varies ? 3 : 1;
    }
    return plan;
}

/// How one ranged parameter is drawn: its quantile function, and whether its field is whole.
using Draw = std::pair<const DistributionQuantile *, bool>;

std::vector<Draw> drawsOf(const std::vector<RangedParameter> &ranged)
{
    std::vector<Draw> draws;
    draws.reserve(ranged.size());
    for (const RangedParameter &p : ranged)
        draws.emplace_back(&p.quantile, p.ref.parameter->domain.whole);
    return draws;
}

/// One sample: a value of every ranged parameter, in path order, into \a values (sampleValue()).
void draw(Random &random, const std::vector<Draw> &draws, std::vector<double> &values)
{
    for (std::size_t k = 0; k < draws.size(); ++k) {
        const double v = (*draws[k].first)(random.nextDouble());
        values[k] = draws[k].second ? std::round(v) : v;
    }
}

} // namespace

std::vector<ParamRef> parameterRefs(const std::vector<RangedParameter> &ranged)
{
    std::vector<ParamRef> refs;
    refs.reserve(ranged.size());
    for (const RangedParameter &p : ranged)
        refs.push_back(p.ref);
    return refs;
}

std::size_t monteCarloColumnBytes(const Scenario &scenario, int samples)
{
    const std::vector<ParamRef> refs = parameterRefs(rangedParameters(scenario));
    const ParameterSampler sampler(scenario, refs);
    return planColumns(sampler.base(), refs).columnCount * static_cast<std::size_t>(std::max(1, samples))
        * sizeof(double);
}

MonteCarloResult runMonteCarlo(const Scenario &scenario, const MonteCarloOptions &options,
    MonteCarloWorkspace &workspace, const std::atomic<bool> *cancel)
{
    MonteCarloResult r;
    const int n = std::max(1, options.samples);
    r.samples = n;
    r.seed = options.seed;

    const std::vector<RangedParameter> ranged = rangedParameters(scenario);
    const std::vector<ParamRef> refs = parameterRefs(ranged);
    for (const RangedParameter &p : ranged)
        r.paths.push_back(p.path);
    ParameterSampler sampler(scenario, refs);
    CompiledScenario compiled = sampler.base();
    const std::size_t offerCount = compiled.offers.size();
    const ColumnPlan plan = planColumns(compiled, refs);
    const std::vector<std::size_t> &sameAs = plan.sameAs;

    struct OfferColumns {
        std::size_t offer = 0;
        bool varies = false;
        double *saving = nullptr;     ///< USD per month; NaN where not feasible (left out of its quantiles)
        double *volume = nullptr;     ///< Q* = M / P; P itself until the offers' pass
        double *throughput = nullptr; ///< T* = Q* / Hu
        int cheaper = 0;
        double priceMin = inf;
        double priceMax = -inf;
    };
    std::vector<OfferColumns> distinct;
    for (const auto &[offer, varies] : plan.distinct)
        distinct.push_back({ offer, varies });
    const std::size_t columnCount = plan.columnCount;
    const auto un = static_cast<std::size_t>(n);
    if (workspace.columns.size() < columnCount * un)
        workspace.columns.resize(columnCount * un);
    double *next = workspace.columns.data();
    const auto column = [&] { return std::exchange(next, next + un); };
    double *const cost = column();
    double *const monthly = column();
    double *const perProductive = column(); // M / Hu, USD per productive second: the curve's C * T
    double *const output = column();        // Q where feasible, NaN where not
    double *const perHour = column();       // 1 / Hu; NaN without productive hours
    for (OfferColumns &d : distinct) {
        d.saving = column();
        if (d.varies) {
            d.volume = column();
            d.throughput = column();
        }
    }
    int feasible = 0;

    // The samples: every ranged parameter drawn in path order, set, and the self-hosted side
    // evaluated as evaluate() does; each varying offer's blended price noted for the offers' pass.
    Random random(options.seed);
    std::vector<double> values(ranged.size());
    const std::vector<Draw> draws = drawsOf(ranged);
    Evaluation e;
    clearUpperVectorState(); // the draws' exp calls: vectorstate.h (evaluateWithoutOffers clears it again)
    for (std::size_t i = 0; i < un; ++i) {
        if (cancel && (i & 1023) == 0 && cancel->load(std::memory_order_relaxed)) {
            r.cancelled = true;
            return r;
        }
        draw(random, draws, values);
        sampler.apply(compiled, values.data());
        evaluateWithoutOffers(compiled, e);

        const SelfHostResult &self = e.selfHost;
        const double m = self.monthlyCost.value();
        cost[i] = orInfinity(self.costPerOutputToken) * tokensPerMtok;
        monthly[i] = m;
        const double hu = self.productive.value();
        const bool productive = hu > 0.0;
        perProductive[i] = productive ? m / hu : inf;
        perHour[i] = productive ? 1.0 / hu : nan;
        const bool isFeasible = e.feasibility.feasible();
        feasible += isFeasible ? 1 : 0;
        output[i] = isFeasible ? self.outputPerMonth.value() : nan;
        for (OfferColumns &d : distinct) {
            if (d.varies)
                d.volume[i]
                    = model::blendedPrice(compiled.offers[d.offer].prices, compiled.inputPerOutput, compiled.cacheHit)
                          .value();
        }
    }

    // The offers' figures over all samples at once, with the model's formulas (costmodel.h) as
    // evaluation.cpp's fillOffer() applies them: Q* = M / P (infinite at P <= 0), T* = Q* / Hu
    // (infinite without productive hours), the saving Q P - M where feasible.
    for (OfferColumns &d : distinct) {
        if (d.varies) {
            // In locals: written through d's pointers, d's own fields would be stored and loaded
            // again on every sample (the compiler cannot tell they do not alias).
            double *const volume = d.volume;
            double *const throughput = d.throughput;
            double *const saving = d.saving;
            double priceMin = d.priceMin;
            double priceMax = d.priceMax;
            int cheaper = 0;
            for (std::size_t i = 0; i < un; ++i) {
                const double price = volume[i];
                priceMin = std::min(priceMin, price);
                priceMax = std::max(priceMax, price);
                const double q = price <= 0.0 ? inf : monthly[i] / price;
                volume[i] = q;
                throughput[i] = std::isnan(perHour[i]) ? inf : q * perHour[i];
                const double v = output[i] * price - monthly[i];
                saving[i] = v;
                cheaper += v > 0.0 ? 1 : 0;
            }
            d.priceMin = priceMin;
            d.priceMax = priceMax;
            d.cheaper += cheaper;
        } else {
            const double price
                = model::blendedPrice(compiled.offers[d.offer].prices, compiled.inputPerOutput, compiled.cacheHit)
                      .value();
            d.priceMin = price;
            d.priceMax = price;
            double *const saving = d.saving;
            int cheaper = 0;
            for (std::size_t i = 0; i < un; ++i) {
                const double v = output[i] * price - monthly[i];
                saving[i] = v;
                cheaper += v > 0.0 ? 1 : 0;
            }
            d.cheaper += cheaper;
        }
    }

    QuantileScratch &scratch = workspace.quantiles;
    r.pFeasible = static_cast<double>(feasible) / n;
    r.costPerOutputMtok = quantilesIn(cost, un, scratch);
    r.monthlyCost = quantilesIn(monthly, un, scratch);
    const Quantiles ofMonthly = r.monthlyCost;
    const Quantiles perSecond = quantilesIn(perProductive, un, scratch);
    r.offers.resize(offerCount);
    for (const OfferColumns &d : distinct) {
        OfferUncertainty &u = r.offers[d.offer];
        u.pSelfHostCheaper = static_cast<double>(d.cheaper) / n;
        u.monthlySaving = quantilesIn(d.saving, un, scratch);
        const double price = d.priceMin;
        if (price == d.priceMax && price > 0.0) {
            u.breakevenOutput = scaled(ofMonthly, 1.0 / price);
            u.breakevenThroughput = scaled(perSecond, 1.0 / price);
        } else if (!d.varies) { // a free offer whose price never changes: never breaks even
            u.breakevenOutput = { inf, inf, inf };
            u.breakevenThroughput = { inf, inf, inf };
        } else {
            u.breakevenOutput = quantilesIn(d.volume, un, scratch);
            u.breakevenThroughput = quantilesIn(d.throughput, un, scratch);
        }
    }
    for (std::size_t o = 0; o < offerCount; ++o) {
        if (sameAs[o] != o)
            r.offers[o] = r.offers[sameAs[o]];
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

namespace {

/// The share of runMonteCarlo()'s samples (the same seed draws the same values) for which \a counts
/// holds: each sample's values set by \a sampler into \a compiled, then \a counts(values) asked.
template <typename Counts>
double shareOfSamples(const std::vector<RangedParameter> &ranged, ParameterSampler &sampler, CompiledScenario &compiled,
    const MonteCarloOptions &options, Counts counts)
{
    const int n = std::max(1, options.samples);
    Random random(options.seed);
    std::vector<double> values(ranged.size());
    const std::vector<Draw> draws = drawsOf(ranged);
    int hits = 0;
    clearUpperVectorState(); // as runMonteCarlo()
    for (int i = 0; i < n; ++i) {
        draw(random, draws, values);
        sampler.apply(compiled, values.data());
        hits += counts(values) ? 1 : 0;
    }
    return static_cast<double>(hits) / n;
}

} // namespace

std::optional<double> monteCarloPSelfHostCheaper(
    const Scenario &scenario, const MonteCarloOptions &options, std::size_t offer)
{
    const std::vector<RangedParameter> ranged = rangedParameters(scenario);
    const std::vector<ParamRef> refs = parameterRefs(ranged);
    ParameterSampler sampler(scenario, refs);
    CompiledScenario compiled = sampler.base();
    if (offer >= compiled.offers.size())
        return std::nullopt;
    // The offer whose figures it takes, and whether its blended price P varies, as runMonteCarlo() has them.
    const ColumnPlan plan = planColumns(compiled, refs);
    const std::size_t own = plan.sameAs[offer];
    const auto column = std::find_if(plan.distinct.begin(), plan.distinct.end(),
        [&](const std::pair<std::size_t, bool> &d) { return d.first == own; });
    const bool varies = column != plan.distinct.end() && column->second;
    const auto priceOf = [&] {
        return model::blendedPrice(compiled.offers[own].prices, compiled.inputPerOutput, compiled.cacheHit).value();
    };
    // A price that does not vary is the same in every sample: the base's.
    const double fixedPrice = varies ? 0.0 : priceOf();

    Evaluation e;
    return shareOfSamples(ranged, sampler, compiled, options, [&](const std::vector<double> &) {
        evaluateWithoutOffers(compiled, e);
        // runMonteCarlo()'s columns for this sample, and its saving Q P - M with the same operations.
        const double monthly = e.selfHost.monthlyCost.value();
        const double output = e.feasibility.feasible() ? e.selfHost.outputPerMonth.value() : nan;
        const double price = varies ? priceOf() : fixedPrice;
        const double saving = output * price - monthly;
        return saving > 0.0;
    });
}

std::optional<double> monteCarloPHybridCheaper(
    const Scenario &scenario, const MonteCarloOptions &options, std::size_t offer, const std::vector<HybridNode> &nodes)
{
    if (!scenario.hybrid)
        return std::nullopt;
    const std::vector<RangedParameter> ranged = rangedParameters(scenario);
    const std::vector<ParamRef> refs = parameterRefs(ranged);
    ParameterSampler sampler(scenario, refs);
    CompiledScenario compiled = sampler.base();
    if (offer >= compiled.offers.size())
        return std::nullopt;
    // The profile is the scenario's unless a ranged hour of the day or figure of the team changes it:
    // then each sample's values are set into a copy of the scenario, whose team fills its day again.
    const bool dayVaries = std::any_of(ranged.begin(), ranged.end(), [](const RangedParameter &p) {
        return p.ref.parameter->group == ParamGroup::Hybrid || p.ref.parameter->group == ParamGroup::Team;
    });
    std::optional<Scenario> sampled;
    if (dayVaries)
        sampled = scenario;

    Evaluation e;
    return shareOfSamples(ranged, sampler, compiled, options, [&](const std::vector<double> &values) {
        const HybridProfile *profile = &*scenario.hybrid;
        if (sampled) {
            for (std::size_t j = 0; j < ranged.size(); ++j)
                ranged[j].ref.set(*sampled, values[j]);
            applyTeam(*sampled);
            if (!sampled->hybrid)
                return false;
            profile = &*sampled->hybrid;
        }
        evaluateWithoutOffers(compiled, e);
        const UsdPerToken price
            = model::blendedPrice(compiled.offers[offer].prices, compiled.inputPerOutput, compiled.cacheHit);
        const HybridPlan day = priceHybridDay(compiled, e, *profile, offer, price, nodes);
        return day.planned() && day.monthlyTotal < day.allApi;
    });
}

MonteCarloResult runMonteCarlo(
    const Scenario &scenario, const MonteCarloOptions &options, const std::atomic<bool> *cancel)
{
    // Each thread keeps its buffers for its next run; a run larger than the window's and the
    // benchmark's gives them back.
    thread_local MonteCarloWorkspace workspace;
    MonteCarloResult r = runMonteCarlo(scenario, options, workspace, cancel);
    if (workspace.columns.capacity() * sizeof(double) > keptMonteCarloColumnBytes)
        workspace = MonteCarloWorkspace();
    return r;
}

} // namespace breakeven
