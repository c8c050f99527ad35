#pragma once

/// \file compiledscenario.h
/// A Scenario compiled for evaluation: every figure the model needs as a plain quantity, money
/// already in USD, offers in one flat array.
///
/// `evaluate(const Scenario&)` compiles and then evaluates; the samplers (Monte Carlo, tornado,
/// decision map) compile once and then set a CompiledScenario's fields directly before each
/// `evaluate(const CompiledScenario&, Evaluation&)`, which neither converts currencies nor
/// allocates. The fields are the preset's inputs (named by their preset path below), converted
/// to the model's units: a sampler that sets one sees exactly what the same change in the preset
/// would give. Boost.Units quantities cost nothing at run time; set them with units.h's helpers
/// (`c.gpuHour = dollarsPerHour(8.0)`).
///
/// Each field is set by the registry entry of its preset path (parameters.h: Parameter::compile
/// and Field::compile, with the preset's value in the model's units, money in USD): compile.h
/// compiles a Scenario through them, and the samplers' bindings set one value through them, so a
/// field is converted in one place.

#include "offerprices.h"
#include "scenario.h"
#include "units.h"

#include <bit>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <limits>
#include <optional>
#include <vector>

namespace breakeven {

using namespace breakeven::units;

/// One API offer, ready to compare (from `offers[i]`).
struct CompiledOffer {
    /// `offers[i].cached_input`, `.input` and `.output` (per million tokens in `offers[i].currency`)
    /// in USD per token. `cachedInput` is already resolved: the input price when none is published.
    model::OfferPrices prices;
    bool enabled = true; ///< `offers[i].enabled`: compared and shown (cheapestEnabledOffer); every offer is evaluated
    /// The first earlier offer whose prices were the same at compile time (the catalog lists one
    /// model at several resellers), else this offer's own index. evaluate() copies that offer's
    /// figures while the two prices are still bit for bit the same (a sampler may change either).
    std::size_t samePricesAs = 0;
    bool cachedPublished = false;   ///< `offers[i].cached_input` is given; else cached input bills at the input price
    bool keepDespiteLimits = false; ///< `offers[i].keep_despite_limits`: compared even when its limits are exceeded
    /// `offers[i].rate_limit.requests_per_min`, `.tokens_per_min` and `offers[i].per_user_tok_s`;
    /// infinity: none stated (no limit, speed not checked). Read through offerLimits() (offerlimits.h).
    double requestsPerMinLimit = std::numeric_limits<double>::infinity();
    double tokensPerMinLimit = std::numeric_limits<double>::infinity();
    double perUserTokS = std::numeric_limits<double>::infinity();

    /// Sets the published cached-input price.
    void setCachedInput(units::UsdPerToken price)
    {
        prices.cachedInput = price;
        cachedPublished = true;
    }
    /// Sets the input price, and the cached-input price with it when none is published.
    void setInput(units::UsdPerToken price)
    {
        prices.input = price;
        if (!cachedPublished)
            prices.cachedInput = price;
    }
};

/// One point of the decode curve (from `hardware.decode_points[i]`), as plain numbers.
struct DecodeSample {
    DecodeSample(double c, double t)
        : concurrency(c)
        , outputTokS(t)
        , logConcurrency(std::log(c))
    {
    }
    /// Sets the concurrency and its logarithm together (a sampler's one way to change it).
    void setConcurrency(double c)
    {
        concurrency = c;
        logConcurrency = std::log(c);
    }
    double concurrency = 1.0;    ///< whole, >= 1; strictly increasing along the curve (set with setConcurrency())
    double outputTokS = 0.0;     ///< aggregate output tok/s, > 0
    double logConcurrency = 0.0; ///< log(concurrency), where the curve is interpolated (kept with it)
    /// The point's p90 TTFT and TPOT, ms; NaN: not measured (MODEL.md section 13).
    double ttftP90Ms = std::numeric_limits<double>::quiet_NaN();
    double tpotP90Ms = std::numeric_limits<double>::quiet_NaN();
};

/// Every input of the model, in the model's units, money in USD (MODEL.md sections 1 to 3).
/// Ranges are those of the preset format (docs/preset-format.md); outside them figures may be
/// infinite or NaN, as they would be for the same preset.
struct CompiledScenario {
    // Model and hardware: the memory fit (MODEL.md section 3).
    Bytes weights;             ///< `model.weights_bytes`
    BytesPerToken kvPerToken;  ///< `model.kv_bytes_per_token`
    Bytes statePerSequence;    ///< `model.state_bytes_per_sequence`
    int gpuCount = 0;          ///< `hardware.count`, whole, >= 1
    Bytes memoryPerGpu;        ///< `hardware.memory_gb_per_gpu` (decimal GB) in bytes
    Bytes reservePerGpu;       ///< Hardware::reserveGb() (decimal GB) in bytes
    bool reserveScales = true; ///< no `hardware.reserve_gb_per_gpu`: the reserve follows the memory per GPU
    int gpusPerNode = 8;       ///< `hardware.gpus_per_node`, whole, >= 1
    std::optional<TokensPerSecond> maxThroughput; ///< `hardware.max_throughput_tok_s`; none: capacity unchecked
    /// `hardware.decode_points`, sorted by concurrency (a sampler may change the outputs in place,
    /// and the concurrencies while they stay strictly increasing).
    std::vector<DecodeSample> decodePoints;
    /// A decode curve or a maximum throughput: the capacity is known (Hardware::hasCapacityFigures()).
    [[nodiscard]] bool hasCapacityFigures() const { return !decodePoints.empty() || maxThroughput.has_value(); }
    std::optional<double> prefillInputTokS; ///< `hardware.prefill_input_tok_s`: P_in; none: prefill not modelled
    /// `model.weights_format` is MXFP4 (any case) and `hardware.native_mxfp4` is false: the GPU must
    /// dequantize the weights (MemoryFit::dequantizationWarning). Decided once, at compile time.
    bool dequantization = false;
    bool weightsMxfp4 = false; ///< `model.weights_format` is MXFP4 (any case)
    bool nativeMxfp4 = false;  ///< `hardware.native_mxfp4`

    // Cost (MODEL.md section 2).
    CostMode mode = CostMode::Rent; ///< `cost.mode`
    UsdPerSecond gpuHour;           ///< `cost.gpu_hour`: rent price of one GPU, USD per second
    Usd capex;                      ///< `cost.buy.capex`
    double years = 0.0;             ///< `cost.buy.years`, > 0: depreciation period
    double powerKw = 0.0;           ///< `cost.buy.power_kw`, >= 0: the node's draw while on
    double pue = 1.0;               ///< `cost.buy.pue`, >= 1
    Usd tariffPerKwh;               ///< `cost.buy.tariff_per_kwh`: USD per kWh
    double redundancy = 1.0;        ///< `cost.redundancy`, >= 1: multiplies the hardware cost
    Duration month;                 ///< `cost.hours_per_month`
    Usd overheads;                  ///< the sum of `cost.overheads[i].monthly`, per month
    std::vector<Usd> overheadLines; ///< `cost.overheads[i].monthly`, each line (set with setOverhead())

    // Operation.
    TokensPerSecond throughput;           ///< `operation.throughput_tok_s`: T, while in use
    double utilization = 0.0;             ///< `operation.utilization`, 0..1: u
    double hoursPerDay = 0.0;             ///< `operation.hours_per_day`, (0, 24]: d
    double startsPerDay = 0.0;            ///< `operation.starts_per_day`, whole, >= 0: s
    Duration coldStart;                   ///< `operation.cold_start_minutes`: c, per start
    int concurrency = 1;                  ///< `operation.concurrency`, whole, >= 1: k sequences (and task sessions)
    Tokens context;                       ///< `operation.context_tokens`: KV cache length per sequence
    double usableMemory = 0.0;            ///< `operation.usable_memory`, 0..1: usable share of installed memory
    double selfHostPrefixHit = 0.0;       ///< `operation.self_host_prefix_hit`, 0..1: h_s
    std::optional<double> minPerUserTokS; ///< `operation.min_per_user_tok_s`: s_min; none: no target
    std::optional<double> maxTtftP90Ms;   ///< `operation.max_ttft_p90_ms`; none: no target
    std::optional<double> maxTpotP90Ms;   ///< `operation.max_tpot_p90_ms`; none: no target
    ThroughputMode throughputMode = ThroughputMode::Measured; ///< `operation.throughput_mode`

    // Workload (MODEL.md section 1).
    double inputPerOutput = 0.0;      ///< `workload.input_per_output`, >= 0: r
    double cacheHit = 0.0;            ///< `workload.cache_hit`, 0..1: h
    double acceptanceApi = 1.0;       ///< `workload.acceptance_api`, (0, 1]
    double acceptanceSelf = 1.0;      ///< `workload.acceptance_self`, (0, 1]
    Tokens requestInput;              ///< `workload.request_input_tokens`
    Tokens requestOutput;             ///< `workload.request_output_tokens`
    std::optional<Duration> taskTime; ///< `workload.task_minutes`; none: no quality-adjusted figures
    /// The demand's peak, output tok/s, the offers' limits are checked against (demandPeakTokS() in
    /// offerlimits.h): a team's working-day peak, else the largest hour of `hybrid`'s day; none: neither,
    /// the peak is the operating throughput.
    std::optional<double> demandPeakTokS;

    std::vector<CompiledOffer> offers; ///< one per `offers[i]`, same order

    // The whole bill (MODEL.md section 8); at the format's defaults every figure is as without them.
    double staffFte = 0.0;                       ///< `cost.staff.fte`, >= 0
    Usd staffPerFte;                             ///< `cost.staff.cost_per_fte_month`, per FTE-month
    BillingMode billing = BillingMode::Hourly;   ///< `cost.billing.mode` (renting only)
    Usd minimumMonthly;                          ///< `cost.billing.minimum_monthly` (committed only)
    std::optional<UsdPerSecond> reservedGpuHour; ///< `cost.reserved_gpu_hour` (committed); none: gpuHour
    std::optional<UsdPerSecond> spotGpuHour;     ///< `cost.spot_gpu_hour` (spot); none: gpuHour
    double spotInterruption = 0.0;               ///< `cost.spot_interruption`, 0..1 (spot only)
    double costOfCapital = 0.0;                  ///< `cost.buy.cost_of_capital`, 0..1 a year
    double residualValue = 0.0;                  ///< `cost.buy.residual_value`, 0..1 of capex
    double maintenance = 0.0;                    ///< `cost.buy.maintenance`, 0..1 of capex a year
    TaskSize taskSize = TaskSize::Stated;        ///< `task.size`
    Tokens reasoning;                            ///< `task.reasoning_tokens`, per attempt

    /// What renting bills per GPU-hour under the billing (MODEL.md section 8): the reserved price when
    /// committed, the spot price on spot, else (or when that price is not given) `cost.gpu_hour`.
    [[nodiscard]] UsdPerSecond billedGpuHour() const
    {
        if (billing == BillingMode::Committed && reservedGpuHour)
            return *reservedGpuHour;
        if (billing == BillingMode::Spot && spotGpuHour)
            return *spotGpuHour;
        return gpuHour;
    }

    /// Sets the overhead line \a i and the sum of the lines, added in their order.
    void setOverhead(std::size_t i, Usd monthly)
    {
        overheadLines[i] = monthly;
        overheads = dollars(0.0);
        for (const Usd &line : overheadLines)
            overheads += line;
    }

    /// `cost.staff`: fte * cost per FTE-month, a month (MODEL.md section 8).
    [[nodiscard]] Usd staffMonthly() const { return staffFte * staffPerFte; }
};

/// Whether \a a and \a b are bit for bit the same number (a NaN is its own, 0 and -0 are two): what
/// the evaluation's memos compare, so that a kept result is exactly the one computed again.
[[nodiscard]] inline bool sameBits(double a, double b)
{
    return std::bit_cast<std::uint64_t>(a) == std::bit_cast<std::uint64_t>(b);
}

/// Whether \a a and \a b are bit for bit the same prices (every figure of an offer follows from them).
[[nodiscard]] inline bool samePrices(const model::OfferPrices &a, const model::OfferPrices &b)
{
    return sameBits(a.cachedInput.value(), b.cachedInput.value()) && sameBits(a.input.value(), b.input.value())
        && sameBits(a.output.value(), b.output.value());
}

/// Whether \a bytes holds the object representation of \a items (as copyBytes() left it): one
/// memcmp, which compares a memo's many numbers with vector instructions. Equal bytes are equal
/// values, bit for bit; padding bytes compared too can only make a memo miss, never hit wrongly.
template <typename T> [[nodiscard]] bool sameBytes(const std::vector<unsigned char> &bytes, const std::vector<T> &items)
{
    return bytes.size() == items.size() * sizeof(T)
        && (bytes.empty() || std::memcmp(bytes.data(), items.data(), bytes.size()) == 0);
}

/// Copies the object representation of \a items into \a bytes (for sameBytes()).
template <typename T> void copyBytes(const std::vector<T> &items, std::vector<unsigned char> &bytes)
{
    bytes.resize(items.size() * sizeof(T));
    if (!bytes.empty())
        std::memcpy(bytes.data(), items.data(), bytes.size());
}

} // namespace breakeven
