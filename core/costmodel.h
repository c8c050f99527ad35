#pragma once

/// \file costmodel.h
/// The pure formulas of MODEL.md sections 1 and 2, on Boost.Units quantities.
///
/// Each function is total over its documented range and has no side effects, so the
/// window can call them on every slider step and the uncertainty analysis millions of times.

#include "units.h"

#include <optional>

namespace breakeven::model {

using namespace breakeven::units;

/// Per-token prices of one API offer, in USD per token.
struct OfferPrices {
    UsdPerToken cachedInput; ///< the uncached price where none is published
    UsdPerToken input;
    UsdPerToken output;
};

/// Effective input price for cache-hit ratio \a cacheHit (0..1): `h * p_hit + (1 - h) * p_miss`.
[[nodiscard]] UsdPerToken effectiveInputPrice(const OfferPrices &prices, double cacheHit);

/// Blended price per output token: `P = r * (h * p_hit + (1 - h) * p_miss) + p_out`, where
/// \a inputPerOutput is r (>= 0) and \a cacheHit is h (0..1). With r = 0 it is the output price.
[[nodiscard]] UsdPerToken blendedPrice(const OfferPrices &prices, double inputPerOutput, double cacheHit);

/// Cost of one request of \a input and \a output tokens at cache-hit ratio \a cacheHit.
[[nodiscard]] Usd requestCost(const OfferPrices &prices, Tokens input, Tokens output, double cacheHit);

/// Cost per accepted task when a share \a acceptance (0, 1] of attempts is accepted and the
/// rest are retried: `cost_per_attempt / a`.
[[nodiscard]] Usd acceptedTaskCost(Usd perAttempt, double acceptance);

/// Hourly cost of owning a node: depreciation `capex / (years * 8760 h)` (accrues every hour).
[[nodiscard]] UsdPerSecond depreciationRate(Usd capex, double years);

/// Hourly power cost while the node is on: `kW * PUE * tariff` with \a tariffPerKwh in USD.
[[nodiscard]] UsdPerSecond powerRate(double powerKw, double pue, Usd tariffPerKwh);

/// Operating hours of one month (MODEL.md section 2).
struct Hours {
    Duration provisioned; ///< `Hp = d * D`
    Duration available;   ///< `max(0, Hp - s * c/60 * D)`: Hp less cold starts, the productive hours at u = 1
    Duration productive;  ///< `Hu = available * u`
};

/// \a hoursPerMonth (> 0) of calendar, \a hoursPerDay d in (0, 24], \a startsPerDay s of
/// \a coldStart each, productive utilization \a utilization u in 0..1.
[[nodiscard]] Hours operatingHours(
    Duration hoursPerMonth, double hoursPerDay, double startsPerDay, Duration coldStart, double utilization);

/// Accepted tasks per productive hour (the IMEC study): \a sessions concurrent sessions of
/// \a taskTime each, a share \a solveRate (0, 1] accepted: `k * 60 / t * a` for t in minutes.
[[nodiscard]] double acceptedTasksPerHour(int sessions, Duration taskTime, double solveRate);

/// Output tokens per month `Q = T * Hu`.
[[nodiscard]] Tokens outputPerMonth(TokensPerSecond throughput, Duration productive);

/// Self-hosted cost per output token `C = M / Q`; nullopt ("never") when Q = 0.
[[nodiscard]] std::optional<UsdPerToken> selfHostedPrice(Usd monthlyCost, Tokens outputPerMonth);

/// Break-even output volume per month against blended price \a price: `Q* = M / P`.
/// Infinite when the price is zero.
[[nodiscard]] Tokens breakevenVolume(Usd monthlyCost, UsdPerToken price);

/// Break-even throughput `T* = Q* / Hu`; nullopt when there are no productive hours.
[[nodiscard]] std::optional<TokensPerSecond> breakevenThroughput(Tokens breakevenVolume, Duration productive);

/// Monthly saving of self-hosting at the operating point: `Q * P - M` (> 0: self-host is cheaper).
[[nodiscard]] Usd monthlySaving(Tokens outputPerMonth, UsdPerToken price, Usd monthlyCost);

} // namespace breakeven::model
