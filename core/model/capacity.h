#pragma once

/// \file capacity.h
/// The capacity model (MODEL.md section 7): the node's decode curve, the time prefill takes from
/// decoding, the per-user speed, and the capacity `T_max` they allow. Pure functions of a
/// CompiledScenario; nothing here allocates, so the samplers evaluate through it.
///
/// The curve. With decode points `(c_i, T_i)` the curve is the monotone cubic (Fritsch-Carlson,
/// as PCHIP) through them in `log c`, kept between its two points' throughputs and per-user speeds
/// `T_i / c_i` (interpolation never invents speed): exact at each point, monotone between two
/// points; below the first and above the last it keeps the end value ("beyond the measurements").
/// `hardware.max_throughput_tok_s`, the node's peak at high concurrency (AWS: 4,634 tok/s):
/// - without decode points it is the whole curve, `T(c) = peak` for every `c`;
/// - with decode points whose last `T` is below it, it is one more point at the highest
///   concurrency memory allows, `c_max` (when that lies above the last measured point): the curve
///   rises to the peak where the node runs fullest. Otherwise it caps the curve.
/// Without either there is no evidence: the capacity is unchecked.
///
/// `T_out(c) = 1 / (1/T(c) + r (1 - h_s) / P_in)` (no prefill term without `P_in`), `s_out(c) =
/// T_out(c) / c`. Allowed concurrencies: `1 <= c <= c_max` (when at least one sequence fits;
/// a model that does not fit is reported by the memory check, not here) and `c <= c_slo`, the
/// largest `c` with `s_out(c) >= s_min` (on the curve as the peak caps it) when a per-user target
/// is set. `T_max = max T_out(c)` over the allowed `c`, per replica; the scenario's is `replicas`
/// times that (MemoryFit: the replicas serve independently).

#include "compiledscenario.h"

#include <array>
#include <optional>
#include <vector>

namespace breakeven {

struct MemoryFit;

/// How a scenario's latency targets (`operation.max_ttft_p90_ms`, `operation.max_tpot_p90_ms`)
/// were checked (MODEL.md section 13). The p90 of each decode point that reports it is
/// interpolated linearly in `log c` between points, held at the first point's value below it, and
/// unknown above the last (a concurrency beyond the measured runs never meets a target). The
/// largest whole `c` meeting every target checked is `c_latency`; it bounds `c` as `c_slo` does.
/// A target no decode point measures is not checked: never assumed met.
struct LatencyCheck {
    bool ttftTarget = false;  ///< a TTFT target is set
    bool tpotTarget = false;  ///< a TPOT target is set
    bool ttftChecked = false; ///< ... and some decode point reports a p90 TTFT
    bool tpotChecked = false; ///< ... and some decode point reports a p90 TPOT
    /// c_latency: the largest concurrency (of each replica) meeting the checked targets, 0 when
    /// even c = 1 misses one; none when no target is checked.
    std::optional<int> concurrency;
    /// Whether any target is set.
    [[nodiscard]] bool targeted() const { return ttftTarget || tpotTarget; }
    /// Whether every target set was checked (false without a target: nothing was checked).
    [[nodiscard]] bool checked() const
    {
        return targeted() && (!ttftTarget || ttftChecked) && (!tpotTarget || tpotChecked);
    }
    friend bool operator==(const LatencyCheck &, const LatencyCheck &) = default;
};

/// The largest whole concurrency \a c <= \a atMost whose p90 \a percentile (ms, a member of
/// DecodeSample) meets \a targetMs on \a scenario's decode points as LatencyCheck interpolates
/// them; 0 when none does (or no point reports it).
[[nodiscard]] int latencyConcurrency(
    const CompiledScenario &scenario, double DecodeSample::*percentile, double targetMs, int atMost);

/// The p90 \a percentile (ms) at concurrency \a c, as LatencyCheck interpolates it; NaN above
/// the last point that reports it, or when none does.
[[nodiscard]] double interpolatedLatency(const CompiledScenario &scenario, double DecodeSample::*percentile, double c);

/// The capacity of a scenario (Evaluation::capacity). The curve, the concurrencies and the limits
/// are one replica's (MemoryFit: the smallest group of whole nodes that holds the model); the
/// throughputs are the scenario's, every replica serving on its own: `replicas` times one replica's.
struct CapacityResult {
    bool evidence = false;          ///< a decode curve or a peak exists: T_max is known
    int replicas = 1;               ///< MemoryFit::replicas
    TokensPerSecond tMaxPerReplica; ///< one replica's T_max (0 without evidence, or when no concurrency is allowed)
    TokensPerSecond tMax;           ///< T_max of the scenario: replicas * tMaxPerReplica
    /// The concurrency (of each replica) T_max is reached at: the smallest such, where the maximum
    /// throughput starts to cap the curve when it does.
    int tMaxConcurrency = 0;
    /// The largest allowed concurrency: min(c_max, c_slo, c_latency); maxConcurrency when none limits it.
    int concurrencyLimit = 0;
    std::optional<int> sloConcurrency; ///< c_slo with a per-user target (0: even c = 1 is too slow)
    /// The latency targets (MODEL.md section 13) against the decode points' measured p90 TTFT and
    /// TPOT: each target set is checked on the points that report its percentile, or not checked.
    LatencyCheck latency;
    /// The operating throughput of the scenario: the typed one (measured mode) or replicas times
    /// T_out at the operating concurrency capped by the limits (modelled mode, with evidence).
    TokensPerSecond operating;
    /// operation.concurrency (of each replica), capped by the limits when modelled. Measured, with a
    /// curve: raised to the fewest sequences whose T_out carries the typed throughput when the typed
    /// concurrency cannot (concurrencyFromCurve), up to the limit.
    int operatingConcurrency = 1;
    bool concurrencyFromCurve = false; ///< measured mode: operatingConcurrency raised to carry the typed throughput
    /// Modelled: what capped the typed concurrency to operatingConcurrency (at least 1, below the typed
    /// one), the first of the memory (c_max), the per-user speed target (c_slo) and the latency targets
    /// that allows no more; None when nothing capped it.
    enum class Cap { None, Memory, PerUserTarget, Latency } concurrencyCappedBy = Cap::None;
    /// Measured mode with evidence: the typed throughput is more than T_max (no concurrency carries it;
    /// Feasibility::withinCapacity is false).
    [[nodiscard]] bool typedBeyondCapacity() const { return evidence && !modelled && operating > tMax; }
    /// The sequences served at once over all replicas: replicas * operatingConcurrency.
    [[nodiscard]] double sessions() const { return static_cast<double>(replicas) * operatingConcurrency; }
    double perUserTokS = 0.0;        ///< operating / sessions()
    bool modelled = false;           ///< the operating throughput comes from the curve
    bool beyondMeasurements = false; ///< the operating concurrency lies outside the decode points

    /// What the walk along the curve gave and what it read (evaluateCapacity()). Evaluated again
    /// into the same result with the same curve, c_max, operating concurrency, mode and per-user
    /// target (a price, utilization or typed-throughput slider; a sampler of those, or of the
    /// prefill while no per-user target is set), the walk is skipped: only the prefill and the
    /// typed throughput are applied again, by the same code as after a walk. Inputs are compared
    /// bit for bit, so the result is exactly a fresh evaluation's.
    struct CurveMemo {
        static constexpr std::size_t maxPoints = 16; ///< longer curves are walked every time
        // What the walk read.
        bool valid = false; ///< false: nothing remembered (a fresh result, or a longer curve)
        int cMax = 0;
        int concurrency = 0;
        ThroughputMode mode = ThroughputMode::Measured;
        bool hasPeak = false;
        double peak = 0.0;
        bool hasTarget = false;
        double target = 0.0;  ///< s_min
        double prefill = 0.0; ///< seconds of prefill per output token, read only with a target
        std::size_t points = 0;
        std::array<double, 2 * maxPoints> curve {}; ///< (c, T) of each decode point
        // What it gave, before the prefill is applied.
        double best = 0.0;         ///< the largest T over the allowed concurrencies
        int bestConcurrency = 0;   ///< where it is reached
        double operatingRaw = 0.0; ///< T at the operating concurrency (modelled, concurrency >= 1)
    } memo;
};

/// The decode curve T(c) of \a scenario at concurrency \a c (tok/s), with \a memory's c_max for
/// the peak's point; \a beyond (optional) tells whether \a c lies outside the measured points.
/// 0 without evidence.
[[nodiscard]] double decodeThroughput(const CompiledScenario &scenario, int cMax, double c, bool *beyond = nullptr);

/// T_out(c): the curve with the prefill's share of the node's time taken out (tok/s).
[[nodiscard]] double outputThroughput(const CompiledScenario &scenario, int cMax, double c);

/// Everything of the capacity into \a out, given the memory fit. No allocation.
void evaluateCapacity(const CompiledScenario &scenario, const MemoryFit &memory, CapacityResult &out);

struct Evaluation;

/// One point of the cost against per-user speed (MODEL.md section 7; the view serving benchmarks
/// use): at an allowed concurrency, the per-user speed `s_out(c)` and the self-hosted cost per
/// output token `C(c) = M / (T_out(c) * 3600 * Hu)`.
struct SpeedCost {
    int concurrency = 1;             ///< of each replica
    double perUserTokS = 0.0;        ///< s_out(c)
    double outputTokS = 0.0;         ///< replicas * T_out(c), the scenario's output
    std::optional<UsdPerToken> cost; ///< C(c); none when nothing is produced (no productive hour)
};

/// The cost against per-user speed along the curve of \a scenario, evaluated as \a evaluation:
/// every whole concurrency from 1 to min(CapacityResult::concurrencyLimit, 1024), then steps of
/// 2 % up to the limit (the limit included). Empty without evidence of the capacity.
[[nodiscard]] std::vector<SpeedCost> costAgainstPerUserSpeed(
    const CompiledScenario &scenario, const Evaluation &evaluation);

/// "Self-hosting beats it up to X tok/s per user": the largest per-user speed of \a curve whose
/// cost is at most \a price per output token; none when no point is (never), or when
/// \a feasible is false.
[[nodiscard]] std::optional<double> maxPerUserSpeedStillCheaper(
    const std::vector<SpeedCost> &curve, UsdPerToken price, bool feasible);

/// For each offer of \a scenario (same order), maxPerUserSpeedStillCheaper() along its curve:
/// what the reports print as `max_per_user_tok_s_still_cheaper`.
[[nodiscard]] std::vector<std::optional<double>> perUserSpeedsStillCheaper(
    const Scenario &scenario, const Evaluation &evaluation);

} // namespace breakeven
