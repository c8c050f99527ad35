#include "capacity.h"

#include "evaluation.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <limits>

namespace breakeven {

namespace {

/// The knots of the curve in (log c, T): the decode points, and the peak's point at c_max when
/// it extends them (capacity.h). A view: nothing is copied.
class Knots {
public:
    Knots(const CompiledScenario &s, int cMax)
        : m_points(s.decodePoints.data())
        , m_count(s.decodePoints.size())
    {
        const std::optional<TokensPerSecond> &peak = s.maxThroughput;
        if (!peak)
            return;
        m_cap = peak->value();
        if (m_count == 0) {
            m_flat = true; // the one-point curve: the peak at every concurrency
            return;
        }
        const DecodeSample &last = m_points[m_count - 1];
        if (m_cap > last.outputTokS && static_cast<double>(cMax) > last.concurrency) {
            m_extra = true;
            m_extraX = std::log(static_cast<double>(cMax));
            m_extraC = static_cast<double>(cMax);
        }
        // The logarithms and slopes every lookup reads, computed once (the samplers evaluate the
        // curve several times per sample): no allocation, up to the format's number of points.
        const std::size_t n = size();
        if (n <= maxKnots) {
            for (std::size_t i = 0; i < n; ++i)
                m_logC[i] = computeX(i);
            m_cached = n;
            for (std::size_t i = 0; i < n; ++i)
                m_slopes[i] = computeSlope(i);
            m_slopesCached = true;
        }
    }

    [[nodiscard]] bool evidence() const { return m_flat || m_count > 0; }
    [[nodiscard]] std::size_t size() const { return m_count + (m_extra ? 1 : 0); }
    [[nodiscard]] double x(std::size_t i) const { return i < m_cached ? m_logC[i] : computeX(i); }
    [[nodiscard]] double c(std::size_t i) const { return i < m_count ? m_points[i].concurrency : m_extraC; }
    [[nodiscard]] double y(std::size_t i) const { return i < m_count ? m_points[i].outputTokS : m_cap; }
    [[nodiscard]] bool flat() const { return m_flat; }
    [[nodiscard]] double cap() const { return m_cap; }
    /// The measured points alone (not the peak's).
    [[nodiscard]] std::size_t measured() const { return m_count; }

    /// Fritsch-Carlson slope at knot \a k (dT / d log c).
    /// Hand-written, not Boost.Math's pchip (issue 32 item 5): Debian 12's Boost 1.74 pchip needs at least
    /// four points (a preset may give two or three), sets its end slopes by a one-sided difference (this
    /// curve uses SciPy's shape-preserving three-point formula, so its figures and the golden reports would
    /// move) and allocates its own copies (this curve caches its slopes without allocating: the Monte
    /// Carlo samplers evaluate it several times per sample).
    [[nodiscard]] double slope(std::size_t k) const { return m_slopesCached ? m_slopes[k] : computeSlope(k); }
    [[nodiscard]] double computeSlope(std::size_t k) const
    {
        const std::size_t n = size();
        if (n < 2)
            return 0.0;
        const auto delta = [&](std::size_t i) { return (y(i + 1) - y(i)) / (x(i + 1) - x(i)); };
        if (n == 2)
            return delta(0);
        if (k == 0 || k == n - 1) {
            // The three-point end formula, kept shape-preserving (as SciPy's PCHIP).
            const bool first = k == 0;
            const std::size_t a = first ? 0 : n - 2; // the end interval
            const std::size_t b = first ? 1 : n - 3; // its neighbour
            const double h0 = x(a + 1) - x(a);
            const double h1 = x(b + 1) - x(b);
            const double d0 = delta(a);
            const double d1 = delta(b);
            double d = ((2.0 * h0 + h1) * d0 - h0 * d1) / (h0 + h1);
            if (d * d0 <= 0.0)
                d = 0.0;
            else if (d0 * d1 < 0.0 && std::abs(d) > 3.0 * std::abs(d0))
                d = 3.0 * d0;
            return d;
        }
        const double h0 = x(k) - x(k - 1);
        const double h1 = x(k + 1) - x(k);
        const double d0 = delta(k - 1);
        const double d1 = delta(k);
        if (d0 * d1 <= 0.0)
            return 0.0;
        const double w1 = 2.0 * h1 + h0;
        const double w2 = h1 + 2.0 * h0;
        return (w1 + w2) / (w1 / d0 + w2 / d1);
    }

    /// T at knot \a i: what at(c(i)) gives, without its search and logarithm.
    [[nodiscard]] double atKnot(std::size_t i) const
    {
        const double t = y(i);
        return m_cap > 0.0 ? std::min(t, m_cap) : t;
    }

    /// T(c) and whether c lies outside the knots.
    [[nodiscard]] double at(double conc, bool &beyond) const
    {
        beyond = false;
        if (m_flat)
            return m_cap;
        const std::size_t n = size();
        if (n == 0)
            return 0.0;
        const double v = conc <= 1.0 ? 0.0 : std::log(conc);
        double t = 0.0;
        if (v <= x(0)) {
            beyond = v < x(0);
            t = y(0);
        } else if (v >= x(n - 1)) {
            beyond = v > x(n - 1);
            t = y(n - 1);
        } else {
            std::size_t k = 0; // the interval [x(k), x(k + 1)] holding v
            std::size_t lo = 0;
            std::size_t hi = n - 1;
            while (hi - lo > 1) {
                const std::size_t mid = (lo + hi) / 2;
                (x(mid) <= v ? lo : hi) = mid;
            }
            k = lo;
            const double h = x(k + 1) - x(k);
            const double s = (v - x(k)) / h;
            const double s2 = s * s;
            const double s3 = s2 * s;
            t = (2 * s3 - 3 * s2 + 1) * y(k) + (s3 - 2 * s2 + s) * h * slope(k) + (-2 * s3 + 3 * s2) * y(k + 1)
                + (s3 - s2) * h * slope(k + 1);
            t = withinNeighbours(k, conc, t);
        }
        // Beyond the measured points the peak's point does not count as a measurement.
        if (m_extra && conc > m_points[m_count - 1].concurrency)
            beyond = true;
        return m_cap > 0.0 ? std::min(t, m_cap) : t;
    }

private:
    /// \a t at \a conc in the interval from knot \a k to knot k + 1, kept between the two knots'
    /// throughputs and between their per-user speeds (MODEL.md section 7: interpolation never invents
    /// speed). The monotone cubic alone keeps T between its knots, but in log c it can give a per-user
    /// speed T / c above both knots'. Both bounds move the same way as c, so a monotone T stays monotone,
    /// and they always overlap (T_k <= c s_k and c s_{k+1} <= T_{k+1} for c between the knots).
    [[nodiscard]] double withinNeighbours(std::size_t k, double conc, double t) const
    {
        const double y0 = y(k);
        const double y1 = y(k + 1);
        const double s0 = y0 / c(k);
        const double s1 = y1 / c(k + 1);
        const double lo = std::max(std::min(y0, y1), conc * std::min(s0, s1));
        const double hi = std::min(std::max(y0, y1), conc * std::max(s0, s1));
        return std::clamp(t, lo, std::max(lo, hi));
    }

    [[nodiscard]] double computeX(std::size_t i) const { return i < m_count ? m_points[i].logConcurrency : m_extraX; }

    static constexpr std::size_t maxKnots = maxDecodePoints + 1; ///< the decode points and the peak's
    const DecodeSample *m_points;
    std::size_t m_count;
    bool m_flat = false;
    bool m_extra = false;
    double m_extraX = 0.0;
    double m_extraC = 0.0; ///< c_max, the peak's concurrency
    double m_cap = 0.0;
    std::size_t m_cached = 0; ///< knots whose log c is in m_logC
    bool m_slopesCached = false;
    double m_logC[maxKnots];   // NOLINT: filled up to m_cached, read only there
    double m_slopes[maxKnots]; // NOLINT: filled when m_slopesCached
};

/// The time one output token's share of prefill takes, in seconds: r (1 - h_s) / P_in.
double prefillSecondsPerOutput(const CompiledScenario &s)
{
    if (!s.prefillInputTokS || !(*s.prefillInputTokS > 0.0))
        return 0.0;
    return s.inputPerOutput * (1.0 - s.selfHostPrefixHit) / *s.prefillInputTokS;
}

/// T_out = 1 / (1 / t + prefill), written with one division instead of two.
double withPrefill(double t, double prefill)
{
    if (!(t > 0.0))
        return 0.0;
    const double slowdown = 1.0 + t * prefill;
    return std::isfinite(slowdown) ? t / slowdown : 1.0 / prefill; // t * prefill overflows: t is as good as infinite
}

/// The largest whole c >= 1 with T_out(c) / c >= target (0 when c = 1 is too slow), on the curve as
/// capped by the hardware's maximum. Below and above the knots T is constant, so c = T / target there;
/// between two knots the per-user speed stays between theirs (Knots::withinNeighbours()), so an
/// interval whose both ends are too slow holds no such c, and in the others the largest one is
/// searched downwards from the highest c whose speed could still meet the target.
int sloConcurrency(const Knots &k, double prefill, double target)
{
    bool beyond = false;
    const auto speed = [&](double c) { return withPrefill(k.at(c, beyond), prefill) / c; };
    const auto flatLimit = [&](double t) {
        return static_cast<int>(std::min(std::floor(withPrefill(t, prefill) / target), double(maxConcurrency)));
    };
    const std::size_t n = k.size();
    if (n == 0 || k.flat())
        return flatLimit(k.flat() ? k.cap() : 0.0);
    // Above the last knot (the capped value: the hardware's maximum binds there too).
    const int above = flatLimit(k.atKnot(n - 1));
    if (static_cast<double>(above) >= k.c(n - 1))
        return above;
    for (std::size_t i = n - 1; i > 0; --i) {
        const double lo = k.c(i - 1);
        const double hi = k.c(i);
        if (speed(hi) >= target)
            return static_cast<int>(hi);
        if (speed(lo) < target)
            continue;
        // T_out(c) / c >= target needs c <= T_out(c) / target <= the interval's largest T_out / target,
        // and holds for every c <= its smallest T_out / target.
        const double tHi = withPrefill(std::max(k.atKnot(i - 1), k.atKnot(i)), prefill);
        const double tLo = withPrefill(std::min(k.atKnot(i - 1), k.atKnot(i)), prefill);
        const double sure = std::max(lo, std::floor(tLo / target));
        for (double c = std::min(hi - 1.0, std::floor(tHi / target)); c > lo; c -= 1.0) {
            if (c <= sure || speed(c) >= target)
                return static_cast<int>(c);
        }
        return static_cast<int>(lo);
    }
    // Below the first knot.
    return std::min(flatLimit(k.atKnot(0)), static_cast<int>(k.c(0)));
}

/// The decode points that report \a percentile (in order of concurrency), as (c, log c, ms).
struct LatencyPoints {
    const CompiledScenario &s;
    double DecodeSample::*percentile;
    template <typename F> void forEach(F &&f) const
    {
        for (const DecodeSample &d : s.decodePoints) {
            const double ms = d.*percentile;
            if (std::isfinite(ms))
                f(d.concurrency, d.logConcurrency, ms);
        }
    }
};

/// Linear in log c between (x0, y0) and (x1, y1), at log c = x.
double along(double x0, double y0, double x1, double y1, double x)
{
    return x1 > x0 ? y0 + (y1 - y0) * (x - x0) / (x1 - x0) : y1;
}

/// c_latency over both targets: the largest c meeting each checked one (the two sets need not be
/// intervals when the measurements are not monotone, so the bounds are narrowed in turn until both
/// agree).
void checkLatency(const CompiledScenario &s, int atMost, LatencyCheck &out)
{
    out = {};
    out.ttftTarget = s.maxTtftP90Ms.has_value();
    out.tpotTarget = s.maxTpotP90Ms.has_value();
    const auto reports = [&](double DecodeSample::*m) {
        return std::any_of(
            s.decodePoints.begin(), s.decodePoints.end(), [&](const DecodeSample &d) { return std::isfinite(d.*m); });
    };
    out.ttftChecked = out.ttftTarget && reports(&DecodeSample::ttftP90Ms);
    out.tpotChecked = out.tpotTarget && reports(&DecodeSample::tpotP90Ms);
    if (!out.ttftChecked && !out.tpotChecked)
        return;
    int c = atMost;
    for (;;) {
        int next = c;
        if (out.ttftChecked)
            next = latencyConcurrency(s, &DecodeSample::ttftP90Ms, *s.maxTtftP90Ms, next);
        if (out.tpotChecked)
            next = latencyConcurrency(s, &DecodeSample::tpotP90Ms, *s.maxTpotP90Ms, next);
        if (next == c || next < 1) {
            out.concurrency = std::max(next, 0);
            return;
        }
        c = next;
    }
}

} // namespace

double interpolatedLatency(const CompiledScenario &scenario, double DecodeSample::*percentile, double c)
{
    const double x = std::log(c);
    double result = std::numeric_limits<double>::quiet_NaN();
    bool first = true;
    bool done = false;
    double px = 0.0;
    double py = 0.0;
    LatencyPoints { scenario, percentile }.forEach([&](double ci, double xi, double ms) {
        if (done)
            return;
        if (c <= ci) {
            result = first || c == ci ? ms : along(px, py, xi, ms, x);
            done = true;
            return;
        }
        first = false;
        px = xi;
        py = ms;
    });
    return result;
}

int latencyConcurrency(const CompiledScenario &scenario, double DecodeSample::*percentile, double targetMs, int atMost)
{
    // The points in order; the answer is searched from the top down.
    struct Point {
        double c, x, ms;
    };
    std::array<Point, maxDecodePoints> points; // NOLINT: filled up to n
    std::size_t n = 0;
    LatencyPoints { scenario, percentile }.forEach([&](double c, double x, double ms) {
        if (n < points.size())
            points[n++] = { c, x, ms };
    });
    if (n == 0)
        return 0;
    const double hi = std::min(static_cast<double>(atMost), points[n - 1].c);
    if (hi < 1.0)
        return 0;
    const auto meets = [&](double c) { return interpolatedLatency(scenario, percentile, c) <= targetMs; };
    for (std::size_t i = n - 1; i > 0; --i) {
        const Point &a = points[i - 1];
        const Point &b = points[i];
        if (hi <= a.c)
            continue; // the bound lies below this interval
        const double top = std::min(b.c, std::floor(hi));
        if (meets(top))
            return static_cast<int>(top);
        if (!(a.ms <= targetMs))
            continue; // linear in log c: both ends miss, so does every c between
        // a meets, top misses: the latency rises through the target between them, once.
        const double crossing = std::exp(a.x + (targetMs - a.ms) * (b.x - a.x) / (b.ms - a.ms));
        double c = std::clamp(std::floor(crossing), a.c, top - 1.0);
        while (c + 1.0 < top && meets(c + 1.0)) // rounding of exp() and log()
            c += 1.0;
        while (c > a.c && !meets(c))
            c -= 1.0;
        return static_cast<int>(c);
    }
    // At or below the first point: its value.
    return points[0].ms <= targetMs ? static_cast<int>(std::min(hi, points[0].c)) : 0;
}

double decodeThroughput(const CompiledScenario &scenario, int cMax, double c, bool *beyond)
{
    bool outside = false;
    const double t = Knots(scenario, cMax).at(c, outside);
    if (beyond)
        *beyond = outside;
    return t;
}

double outputThroughput(const CompiledScenario &scenario, int cMax, double c)
{
    return withPrefill(decodeThroughput(scenario, cMax, c), prefillSecondsPerOutput(scenario));
}

namespace {

/// Whether \a memo was computed from exactly what evaluateCapacity() reads of \a s now.
bool remembers(const CapacityResult::CurveMemo &memo, const CompiledScenario &s, int cMax, double prefill)
{
    // The latency targets read the decode points' percentiles, which the memo does not keep.
    if (s.maxTtftP90Ms || s.maxTpotP90Ms)
        return false;
    if (!memo.valid || memo.cMax != cMax || memo.concurrency != s.concurrency || memo.mode != s.throughputMode
        || memo.hasPeak != s.maxThroughput.has_value() || memo.hasTarget != s.minPerUserTokS.has_value()
        || memo.points != s.decodePoints.size())
        return false;
    if (memo.hasPeak && !sameBits(memo.peak, s.maxThroughput->value()))
        return false;
    // Without a per-user target the walk never reads the prefill: it is applied afterwards.
    if (memo.hasTarget && (!sameBits(memo.target, *s.minPerUserTokS) || !sameBits(memo.prefill, prefill)))
        return false;
    for (std::size_t i = 0; i < memo.points; ++i) {
        if (!sameBits(memo.curve[2 * i], s.decodePoints[i].concurrency)
            || !sameBits(memo.curve[2 * i + 1], s.decodePoints[i].outputTokS))
            return false;
    }
    return true;
}

/// Remembers what evaluateCapacity() read of \a s (the results are stored by the walk).
void remember(CapacityResult::CurveMemo &memo, const CompiledScenario &s, int cMax, double prefill)
{
    // A walk bounded by latency targets is not remembered: without them the same inputs walk further.
    memo.valid = s.decodePoints.size() <= CapacityResult::CurveMemo::maxPoints && !s.maxTtftP90Ms && !s.maxTpotP90Ms;
    if (!memo.valid)
        return;
    memo.cMax = cMax;
    memo.concurrency = s.concurrency;
    memo.mode = s.throughputMode;
    memo.hasPeak = s.maxThroughput.has_value();
    memo.peak = memo.hasPeak ? s.maxThroughput->value() : 0.0;
    memo.hasTarget = s.minPerUserTokS.has_value();
    memo.target = memo.hasTarget ? *s.minPerUserTokS : 0.0;
    memo.prefill = prefill;
    memo.points = s.decodePoints.size();
    for (std::size_t i = 0; i < memo.points; ++i) {
        memo.curve[2 * i] = s.decodePoints[i].concurrency;
        memo.curve[2 * i + 1] = s.decodePoints[i].outputTokS;
    }
}

/// The walk along the curve: every field of \a out but the throughputs, which finish() derives
/// from the raw figures it leaves in `out.memo`.
void walkCurve(const CompiledScenario &s, const MemoryFit &memory, double prefill, CapacityResult &out)
{
    const Knots k(s, memory.cMax);
    out.evidence = k.evidence();
    // A model that does not fit at all is the memory check's failure; the capacity ignores c_max then.
    int limit = memory.cMax >= 1 ? memory.cMax : maxConcurrency;
    out.sloConcurrency.reset();
    if (out.evidence && s.minPerUserTokS) {
        out.sloConcurrency = sloConcurrency(k, prefill, *s.minPerUserTokS);
        limit = std::min(limit, *out.sloConcurrency);
    }
    checkLatency(s, maxConcurrency, out.latency);
    if (out.latency.concurrency)
        limit = std::min(limit, *out.latency.concurrency);
    out.concurrencyLimit = limit;

    // T_max: the curve is monotone between knots, so its maximum over [1, limit] lies at a knot
    // or at the limit (and withPrefill() keeps the order, so the prefill is applied after).
    double best = 0.0;
    int bestC = 0;
    bool beyond = false;
    if (out.evidence && limit >= 1) {
        const auto consider = [&](double c, double t) {
            if (t > best) {
                best = t;
                bestC = static_cast<int>(c);
            }
        };
        consider(1.0, k.at(1.0, beyond));
        for (std::size_t i = 0; i < k.size() && k.c(i) <= limit; ++i)
            consider(k.c(i), k.atKnot(i));
        consider(static_cast<double>(limit), k.at(static_cast<double>(limit), beyond));
        // Where the hardware's maximum caps the curve, T_max is reached where the cap starts to bind,
        // between the last concurrency below it and bestC (the curve rises up to bestC).
        if (k.cap() > 0.0 && best >= k.cap() && bestC > 1) {
            double lo = 1.0;
            for (std::size_t i = 0; i < k.size() && k.c(i) < bestC; ++i) {
                if (k.atKnot(i) < best)
                    lo = std::max(lo, k.c(i));
            }
            double hi = bestC;
            if (k.at(lo, beyond) >= best)
                hi = lo;
            while (hi - lo > 1.0) { // T(lo) < best <= T(hi)
                const double mid = std::floor((lo + hi) / 2.0);
                (k.at(mid, beyond) >= best ? hi : lo) = mid;
            }
            bestC = static_cast<int>(hi);
        }
    }
    out.memo.best = best;
    out.memo.bestConcurrency = bestC;

    out.modelled = s.throughputMode == ThroughputMode::Modelled && out.evidence;
    out.memo.operatingRaw = 0.0;
    out.concurrencyCappedBy = CapacityResult::Cap::None;
    if (out.modelled) {
        out.operatingConcurrency = std::max(0, std::min(s.concurrency, limit));
        if (out.operatingConcurrency >= 1)
            out.memo.operatingRaw = k.at(out.operatingConcurrency, beyond);
        if (out.operatingConcurrency >= 1 && out.operatingConcurrency < s.concurrency) {
            using Cap = CapacityResult::Cap;
            out.concurrencyCappedBy = limit == memory.cMax           ? Cap::Memory
                : out.sloConcurrency && limit == *out.sloConcurrency ? Cap::PerUserTarget
                                                                     : Cap::Latency;
        }
    } else {
        out.operatingConcurrency = s.concurrency;
        // The curve at the typed concurrency, kept for carryTypedThroughput(): a throughput step reads it
        // from the memo instead of building the curve again.
        if (out.evidence && out.operatingConcurrency >= 1 && out.operatingConcurrency < limit)
            out.memo.operatingRaw = k.at(out.operatingConcurrency, beyond);
    }
    out.beyondMeasurements = false;
    if (k.measured() > 0)
        static_cast<void>(k.at(static_cast<double>(std::max(out.operatingConcurrency, 1)), out.beyondMeasurements));
}

/// The throughputs of \a out from the walk's raw figures, the prefill and the typed throughput.
void finish(const CompiledScenario &s, double prefill, int replicas, CapacityResult &out)
{
    const double r = static_cast<double>(replicas);
    out.replicas = replicas;
    out.tMaxPerReplica = tokensPerSecond(withPrefill(out.memo.best, prefill));
    out.tMax = r * out.tMaxPerReplica;
    out.tMaxConcurrency = out.memo.bestConcurrency;
    if (out.modelled)
        out.operating
            = tokensPerSecond(out.operatingConcurrency >= 1 ? r * withPrefill(out.memo.operatingRaw, prefill) : 0.0);
    else {
        out.operating = s.throughput;
        out.operatingConcurrency = s.concurrency; // as typed (carryTypedThroughput() may raise it)
    }
    out.perUserTokS = out.operatingConcurrency >= 1 ? out.operating.value() / out.sessions() : 0.0;
}

/// Measured mode with a curve: a typed throughput that the typed concurrency cannot carry (one sequence
/// at 3,000 tok/s, where the curve gives it about 100) runs on as many sequences as the curve needs for
/// it, the fewest whose T_out carries T / replicas, when the concurrency limit carries it (beyond the
/// capacity, or when not one sequence fits, the typed concurrency stays); the per-user speed is
/// then T over those sequences, never faster than the curve allows (a reviewer read "3,000 tok/s per
/// user at concurrency 1").
void carryTypedThroughput(const CompiledScenario &s, const MemoryFit &memory, double prefill, CapacityResult &out)
{
    out.concurrencyFromCurve = false;
    // Not even one sequence fits (the memory check's failure): no concurrency carries anything.
    if (memory.cMax < 1)
        return;
    if (out.modelled || !out.evidence || out.concurrencyLimit < 1 || out.operatingConcurrency < 1
        || out.operatingConcurrency >= out.concurrencyLimit || out.replicas < 1)
        return;
    const double perReplica = s.throughput.value() / out.replicas;
    int lo = out.operatingConcurrency;                             // T_out(lo) < perReplica
    if (withPrefill(out.memo.operatingRaw, prefill) >= perReplica) // T_out(lo), from the walk
        return;
    // A node that serves nothing (no productive hour: no load, or cold starts that take every hour on)
    // carries no throughput: the typed concurrency stays.
    if (!(model::operatingHours(s.month, s.hoursPerDay, s.startsPerDay, s.coldStart, s.utilization).productive.value()
            > 0.0))
        return;
    int hi = out.concurrencyLimit;
    // Beyond the capacity no concurrency carries it: the typed one stays, and the capacity check says so.
    if (outputThroughput(s, memory.cMax, hi) < perReplica)
        return;
    while (hi - lo > 1) { // T_out(lo) < perReplica <= T_out(hi)
        const int mid = lo + (hi - lo) / 2;
        (outputThroughput(s, memory.cMax, mid) >= perReplica ? hi : lo) = mid;
    }
    out.operatingConcurrency = hi;
    out.concurrencyFromCurve = true;
    out.perUserTokS = out.operating.value() / out.sessions();
}

} // namespace

void evaluateCapacity(const CompiledScenario &s, const MemoryFit &memory, CapacityResult &out)
{
    const double prefill = prefillSecondsPerOutput(s);
    if (!remembers(out.memo, s, memory.cMax, prefill)) {
        walkCurve(s, memory, prefill, out);
        remember(out.memo, s, memory.cMax, prefill);
    }
    finish(s, prefill, memory.replicas, out);
    carryTypedThroughput(s, memory, prefill, out);
}

std::vector<SpeedCost> costAgainstPerUserSpeed(const CompiledScenario &scenario, const Evaluation &evaluation)
{
    std::vector<SpeedCost> out;
    const CapacityResult &capacity = evaluation.capacity;
    if (!capacity.evidence || capacity.concurrencyLimit < 1)
        return out;
    const int limit = capacity.concurrencyLimit;
    const Duration productive = evaluation.selfHost.productive;
    const Usd monthly = evaluation.selfHost.monthlyCost;
    const double replicas = capacity.replicas;
    const auto add = [&](int c) {
        // One replica's T_out(c); every replica serves as much.
        const double t = replicas * outputThroughput(scenario, evaluation.memory.cMax, c);
        SpeedCost p { c, t / (replicas * c), t, std::nullopt };
        p.cost = model::selfHostedPrice(monthly, model::outputPerMonth(tokensPerSecond(t), productive));
        out.push_back(p);
    };
    constexpr int wholeUpTo = 1024;
    for (int c = 1; c <= std::min(limit, wholeUpTo); ++c)
        add(c);
    for (double c = wholeUpTo * 1.02; c < limit; c *= 1.02)
        add(static_cast<int>(c));
    if (limit > wholeUpTo)
        add(limit);
    return out;
}

std::optional<double> maxPerUserSpeedStillCheaper(const std::vector<SpeedCost> &curve, UsdPerToken price, bool feasible)
{
    if (!feasible)
        return std::nullopt;
    std::optional<double> best;
    for (const SpeedCost &p : curve) {
        if (p.cost && *p.cost <= price && (!best || p.perUserTokS > *best))
            best = p.perUserTokS;
    }
    return best;
}

std::vector<std::optional<double>> perUserSpeedsStillCheaper(const Scenario &scenario, const Evaluation &evaluation)
{
    const std::vector<SpeedCost> curve = costAgainstPerUserSpeed(compileUnchecked(scenario), evaluation);
    std::vector<std::optional<double>> out;
    out.reserve(evaluation.offers.size());
    for (const OfferResult &r : evaluation.offers)
        out.push_back(maxPerUserSpeedStillCheaper(curve, r.blendedPrice, evaluation.feasibility.feasible()));
    return out;
}

} // namespace breakeven
