#include "offerlimits.h"

#include "compiledscenario.h"
#include "scenario.h"
#include "teamdemand.h"

#include <algorithm>
#include <cmath>

namespace breakeven {

namespace {

/// The demand a check reads, in the preset's units.
struct PeakDemand {
    double peakTokS = 0.0;
    bool fromDemand = false; ///< a team's or the hybrid day's peak, not the operating throughput
    double inputPerOutput = 0.0;
    double requestOutputTokens = 0.0;
    std::optional<double> perUserTarget;
};

/// An offer's limits as the preset states them.
struct Limits {
    std::optional<double> requestsPerMin;
    std::optional<double> tokensPerMin;
    std::optional<double> perUserTokS;
    bool keep = false;
};

/// The one check (MODEL.md section 13): the peak, in requests and in tokens a minute, against the
/// offer's limits; its per-user speed against the target.
OfferLimits check(const PeakDemand &d, const Limits &l)
{
    OfferLimits r;
    r.requestsPerMinLimit = l.requestsPerMin;
    r.tokensPerMinLimit = l.tokensPerMin;
    r.perUserTokS = l.perUserTokS;
    r.perUserTarget = d.perUserTarget;
    r.kept = l.keep;
    r.peakTokS = d.peakTokS;
    r.peakFromDemand = d.fromDemand;
    r.peakTokensPerMin = d.peakTokS * (1.0 + d.inputPerOutput) * 60.0;
    if (d.requestOutputTokens > 0.0)
        r.peakRequestsPerMin = d.peakTokS * 60.0 / d.requestOutputTokens;
    r.overRequests = l.requestsPerMin && r.peakRequestsPerMin && *r.peakRequestsPerMin > *l.requestsPerMin;
    r.overTokens = l.tokensPerMin && r.peakTokensPerMin > *l.tokensPerMin;
    r.tooSlow = d.perUserTarget && l.perUserTokS && *l.perUserTokS < *d.perUserTarget;
    return r;
}

/// \a v, none when it is infinite (the compiled offer's "none stated").
std::optional<double> stated(double v) { return std::isinf(v) ? std::nullopt : std::optional<double>(v); }

} // namespace

std::optional<double> demandPeakTokS(const Scenario &scenario)
{
    // A team's day is the week's average: on a working day it asks 7 / working_days_per_week times
    // as much, and a rate limit has to carry that day's busiest hour.
    if (scenario.demand.team)
        return teamDemand(*scenario.demand.team, scenario.cost.hoursPerMonth).workingDayPeakTokS;
    if (!scenario.hybrid)
        return std::nullopt;
    const auto &hours = scenario.hybrid->demandTokS;
    return *std::max_element(hours.begin(), hours.end());
}

OfferLimits offerLimits(const Scenario &scenario, std::size_t index)
{
    if (index >= scenario.offers.size())
        return {};
    PeakDemand d;
    const std::optional<double> demandPeak = demandPeakTokS(scenario);
    d.peakTokS = demandPeak ? *demandPeak : scenario.operation.throughputTokS;
    d.fromDemand = demandPeak.has_value();
    d.inputPerOutput = scenario.workload.inputPerOutput;
    d.requestOutputTokens = scenario.workload.requestOutputTokens;
    d.perUserTarget = scenario.operation.minPerUserTokS;
    const Offer &o = scenario.offers[index];
    return check(d, { o.rateLimitRequestsPerMin, o.rateLimitTokensPerMin, o.perUserTokS, o.keepDespiteLimits });
}

OfferLimits offerLimits(const CompiledScenario &scenario, std::size_t index)
{
    if (index >= scenario.offers.size())
        return {};
    PeakDemand d;
    d.peakTokS = scenario.demandPeakTokS ? *scenario.demandPeakTokS : scenario.throughput.value();
    d.fromDemand = scenario.demandPeakTokS.has_value();
    d.inputPerOutput = scenario.inputPerOutput;
    d.requestOutputTokens = scenario.requestOutput.value();
    d.perUserTarget = scenario.minPerUserTokS;
    const CompiledOffer &o = scenario.offers[index];
    return check(
        d, { stated(o.requestsPerMinLimit), stated(o.tokensPerMinLimit), stated(o.perUserTokS), o.keepDespiteLimits });
}

} // namespace breakeven
