#include "costmodel.h"

#include <algorithm>
#include <limits>

namespace breakeven::model {

namespace {
constexpr double hoursPerYear = 8760.0;
}

UsdPerToken effectiveInputPrice(const OfferPrices &prices, double cacheHit)
{
    return cacheHit * prices.cachedInput + (1.0 - cacheHit) * prices.input;
}

UsdPerToken blendedPrice(const OfferPrices &prices, double inputPerOutput, double cacheHit)
{
    return inputPerOutput * effectiveInputPrice(prices, cacheHit) + prices.output;
}

Usd requestCost(const OfferPrices &prices, Tokens input, Tokens output, double cacheHit)
{
    return input * effectiveInputPrice(prices, cacheHit) + output * prices.output;
}

Usd acceptedTaskCost(Usd perAttempt, double acceptance) { return perAttempt / acceptance; }

UsdPerSecond depreciationRate(Usd capex, double years) { return capex / hours(years * hoursPerYear); }

UsdPerSecond powerRate(double powerKw, double pue, Usd tariffPerKwh)
{
    // kW * h * (USD per kWh) over one hour is USD per hour.
    return powerKw * pue * tariffPerKwh / hours(1.0);
}

Hours operatingHours(
    Duration hoursPerMonth, double hoursPerDay, double startsPerDay, Duration coldStart, double utilization)
{
    const double daysPerMonth = inHours(hoursPerMonth) / 24.0;
    const Duration provisioned = hours(hoursPerDay * daysPerMonth);
    const Duration lostToStarts = startsPerDay * daysPerMonth * coldStart;
    const Duration available = std::max(seconds(0.0), provisioned - lostToStarts);
    return { provisioned, available, available * utilization };
}

double acceptedTasksPerHour(int sessions, Duration taskTime, double solveRate)
{
    if (taskTime.value() <= 0.0)
        return 0.0;
    return static_cast<double>(sessions) * (hours(1.0) / taskTime) * solveRate;
}

Tokens outputPerMonth(TokensPerSecond throughput, Duration productive) { return throughput * productive; }

std::optional<UsdPerToken> selfHostedPrice(Usd monthlyCost, Tokens output)
{
    if (output.value() <= 0.0)
        return std::nullopt;
    return monthlyCost / output;
}

Tokens breakevenVolume(Usd monthlyCost, UsdPerToken price)
{
    if (price.value() <= 0.0)
        return tokens(std::numeric_limits<double>::infinity());
    return monthlyCost / price;
}

std::optional<TokensPerSecond> breakevenThroughput(Tokens volume, Duration productive)
{
    if (productive.value() <= 0.0)
        return std::nullopt;
    return volume / productive;
}

Usd monthlySaving(Tokens output, UsdPerToken price, Usd monthlyCost) { return output * price - monthlyCost; }

} // namespace breakeven::model
