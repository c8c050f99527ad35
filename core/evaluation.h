#pragma once

/// \file evaluation.h
/// `evaluate(Scenario)`: every figure the window, the reports and the tests show.

#include "costmodel.h"
#include "scenario.h"

#include <optional>
#include <vector>

namespace breakeven {

using namespace breakeven::units;

/// The self-hosted side for one month (MODEL.md section 2). All money in USD.
struct SelfHostResult {
    UsdPerSecond hardwareRate;                     ///< hardware cost per provisioned hour, before redundancy (rent:
                                                   ///< n * price; buy: depreciation + power)
    Usd hardwareMonthly;                           ///< hardware for the month, times redundancy
    Usd overheadMonthly;                           ///< sum of the overhead lines
    Usd monthlyCost;                               ///< M = hardware + overheads
    Duration provisioned;                          ///< Hp
    Duration productive;                           ///< Hu
    Tokens outputPerMonth;                         ///< Q
    std::optional<UsdPerToken> costPerOutputToken; ///< C = M / Q; none ("never") when Q = 0
    Usd depreciationMonthly;                       ///< buy only: capex share of the month (0 when renting)
    Usd powerMonthly;                              ///< buy only: power for the provisioned hours (0 when renting)
    /// Quality-adjusted (with workload.task_minutes): `k * 60 / t * a` accepted tasks per
    /// productive hour, times Hu; k = operation.concurrency, a = workload.acceptance_self.
    std::optional<double> acceptedTasksPerMonth;
    /// M / accepted tasks per month; none without task_minutes or when no task is accepted.
    std::optional<Usd> costPerAcceptedTask;
};

/// The comparison against one API offer (MODEL.md sections 1 and 2). All money in USD.
struct OfferResult {
    UsdPerToken blendedPrice; ///< P per output token
    Usd monthlyApiCost;       ///< the API's bill for the same output: Q * P
    Usd monthlySaving;        ///< Q * P - M; > 0 means self-hosting is cheaper
    bool selfHostCheaper = false;
    Tokens breakevenOutput;                             ///< Q* = M / P per month
    Tokens breakevenInput;                              ///< r * Q*
    std::optional<TokensPerSecond> breakevenThroughput; ///< T*; none without productive hours
    bool reachable = false;                             ///< T* exists and the hardware can sustain it
    Usd requestCost;                                    ///< the workload's request on this API
    Usd acceptedTaskCost;                               ///< requestCost / acceptance_api
    double breakevenTasksPerMonth = 0.0;                ///< M / acceptedTaskCost
};

/// Whether the model fits the node's memory (MODEL.md section 3).
struct MemoryFit {
    Bytes weights;
    Bytes perSequence;                  ///< KV bytes per token * context + fixed state
    Bytes needed;                       ///< weights + concurrency * perSequence
    Bytes installed;                    ///< n * memory per GPU
    Bytes usable;                       ///< installed * usable fraction
    bool fits = false;                  ///< needed <= usable
    Bytes headroom;                     ///< usable - needed (negative: short by that much)
    double weightsToInstalled = 0.0;    ///< weights / installed memory
    bool dequantizationWarning = false; ///< MXFP4 weights on a GPU without native MXFP4
};

struct Evaluation {
    SelfHostResult selfHost;
    std::vector<OfferResult> offers; ///< one per Scenario::offers, same order
    MemoryFit memory;
};

/// Per-token prices of \a offer in USD (cached input falls back to the uncached price).
[[nodiscard]] model::OfferPrices offerPrices(const Scenario &scenario, const Offer &offer);

/// The self-hosted side of \a scenario alone.
[[nodiscard]] SelfHostResult evaluateSelfHost(const Scenario &scenario);

/// The comparison of \a selfHost against one \a offer.
[[nodiscard]] OfferResult evaluateOffer(const Scenario &scenario, const SelfHostResult &selfHost, const Offer &offer);

/// The memory fit of \a scenario's model on its hardware.
[[nodiscard]] MemoryFit evaluateMemory(const Scenario &scenario);

/// Index (into Scenario::offers) of the enabled offer with the lowest blended price, or
/// nullopt when no offer is enabled. Ties go to the first offer.
[[nodiscard]] std::optional<std::size_t> cheapestEnabledOffer(const Scenario &scenario, const Evaluation &evaluation);

/// Everything: the self-hosted side, every offer (enabled or not) and the memory fit.
/// \a scenario must be valid (as parsePreset guarantees); the function is pure.
[[nodiscard]] Evaluation evaluate(const Scenario &scenario);

} // namespace breakeven
