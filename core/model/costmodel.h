#pragma once

/// \file costmodel.h
/// The pure formulas of MODEL.md sections 1 and 2, on Boost.Units quantities.
///
/// Each function is total over its documented range and has no side effects, so the
/// window can call them on every slider step and the uncertainty analysis millions of times.
/// They are defined here, inline, so that the compiled evaluation (evaluation.cpp) pays no call
/// for them: the quantities are plain doubles at run time.

#include "offerprices.h"
#include "units.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <optional>

namespace breakeven::model {

using namespace breakeven::units;

inline constexpr double hoursPerYear = 8760.0; ///< depreciation accrues over calendar years of 365 days

/// Effective input price for cache-hit ratio \a cacheHit (0..1): `h * p_hit + (1 - h) * p_miss`.
[[nodiscard]] inline UsdPerToken effectiveInputPrice(const OfferPrices &prices, double cacheHit)
{
    return cacheHit * prices.cachedInput + (1.0 - cacheHit) * prices.input;
}

/// Blended price per output token: `P = r * (h * p_hit + (1 - h) * p_miss) + p_out`, where
/// \a inputPerOutput is r (>= 0) and \a cacheHit is h (0..1). With r = 0 it is the output price.
[[nodiscard]] inline UsdPerToken blendedPrice(const OfferPrices &prices, double inputPerOutput, double cacheHit)
{
    return inputPerOutput * effectiveInputPrice(prices, cacheHit) + prices.output;
}

/// Cost of one request of \a input and \a output tokens at cache-hit ratio \a cacheHit.
[[nodiscard]] inline Usd requestCost(const OfferPrices &prices, Tokens input, Tokens output, double cacheHit)
{
    return input * effectiveInputPrice(prices, cacheHit) + output * prices.output;
}

/// Cost per accepted task when a share \a acceptance (0, 1] of attempts is accepted and the
/// rest are retried: `cost_per_attempt / a`.
[[nodiscard]] inline Usd acceptedTaskCost(Usd perAttempt, double acceptance) { return perAttempt / acceptance; }

/// Hourly cost of owning a node: depreciation `capex / (years * 8760 h)` (accrues every hour).
[[nodiscard]] inline UsdPerSecond depreciationRate(Usd capex, double years)
{
    return capex / hours(years * hoursPerYear);
}

/// Hourly capital cost of owning a node bought for \a capex and written off over \a years (> 0), financed
/// at \a costOfCapital w a year (0..1, compounded monthly at w/12), worth a share \a residual rho of capex
/// after those years (MODEL.md section 8): the annuity of `capex - rho * capex * (1 + w/12)^(-12Y)` over
/// `12Y` months at `w/12`, spread over the calendar hours (a year of 8760 h). With w = 0 it is straight
/// line, `(capex - rho * capex) / (years * 8760 h)`, and with rho = 0 too exactly depreciationRate().
[[nodiscard]] inline UsdPerSecond capitalRate(Usd capex, double years, double costOfCapital, double residual)
{
    if (costOfCapital <= 0.0)
        return depreciationRate(capex - residual * capex, years);
    const double monthlyRate = costOfCapital / 12.0;
    const double months = 12.0 * years;
    const double discount = std::pow(1.0 + monthlyRate, -months);
    const Usd financed = capex - residual * capex * discount;
    const Usd perMonth = financed * monthlyRate / (1.0 - discount);
    return perMonth * 12.0 / hours(hoursPerYear);
}

/// Hourly maintenance of an owned node: a share \a share (0..1) of \a capex a year, over calendar hours.
[[nodiscard]] inline UsdPerSecond maintenanceRate(Usd capex, double share)
{
    return share * capex / hours(hoursPerYear);
}

/// Hourly power cost while the node is on: `kW * PUE * tariff` with \a tariffPerKwh in USD.
[[nodiscard]] inline UsdPerSecond powerRate(double powerKw, double pue, Usd tariffPerKwh)
{
    // kW * h * (USD per kWh) over one hour is USD per hour.
    return powerKw * pue * tariffPerKwh / hours(1.0);
}

/// Operating hours of one month (MODEL.md section 2).
struct Hours {
    Duration provisioned; ///< `Hp = d * D`
    Duration available;   ///< `max(0, Hp - s * c/60 * D)`: Hp less cold starts, the productive hours at u = 1
    Duration productive;  ///< `Hu = available * u`
};

/// \a hoursPerMonth (> 0) of calendar, \a hoursPerDay d in (0, 24], \a startsPerDay s of
/// \a coldStart each, productive utilization \a utilization u in 0..1.
[[nodiscard]] inline Hours operatingHours(
    Duration hoursPerMonth, double hoursPerDay, double startsPerDay, Duration coldStart, double utilization)
{
    const double daysPerMonth = hoursPerMonth.value() / (secondsPerHour * 24.0); // one division, not two
    const Duration provisioned = hours(hoursPerDay * daysPerMonth);
    const Duration lostToStarts = startsPerDay * daysPerMonth * coldStart;
    const Duration available = std::max(seconds(0.0), provisioned - lostToStarts);
    return { provisioned, available, available * utilization };
}

/// Accepted tasks per productive hour (the IMEC study): \a sessions concurrent sessions of
/// \a taskTime each, a share \a solveRate (0, 1] accepted: `k * 60 / t * a` for t in minutes.
[[nodiscard]] inline double acceptedTasksPerHour(double sessions, Duration taskTime, double solveRate)
{
    if (taskTime.value() <= 0.0)
        return 0.0;
    return sessions * (hours(1.0) / taskTime) * solveRate;
}

/// Output tokens per month `Q = T * Hu`.
[[nodiscard]] inline Tokens outputPerMonth(TokensPerSecond throughput, Duration productive)
{
    return throughput * productive;
}

/// Self-hosted cost per output token `C = M / Q`; nullopt ("never") when Q = 0.
[[nodiscard]] inline std::optional<UsdPerToken> selfHostedPrice(Usd monthlyCost, Tokens outputPerMonth)
{
    if (outputPerMonth.value() <= 0.0)
        return std::nullopt;
    return monthlyCost / outputPerMonth;
}

/// Break-even output volume per month against blended price \a price: `Q* = M / P`.
/// Infinite when the price is zero.
[[nodiscard]] inline Tokens breakevenVolume(Usd monthlyCost, UsdPerToken price)
{
    if (price.value() <= 0.0)
        return tokens(std::numeric_limits<double>::infinity());
    return monthlyCost / price;
}

/// Break-even throughput `T* = Q* / Hu`; nullopt when there are no productive hours.
[[nodiscard]] inline std::optional<TokensPerSecond> breakevenThroughput(Tokens breakevenVolume, Duration productive)
{
    if (productive.value() <= 0.0)
        return std::nullopt;
    return breakevenVolume / productive;
}

/// Monthly saving of self-hosting at the operating point: `Q * P - M` (> 0: self-host is cheaper).
[[nodiscard]] inline Usd monthlySaving(Tokens outputPerMonth, UsdPerToken price, Usd monthlyCost)
{
    return outputPerMonth * price - monthlyCost;
}

} // namespace breakeven::model
