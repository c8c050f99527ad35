#pragma once

/// \file offerlimits.h
/// An API offer's limits against the demand (MODEL.md section 13, "API limits"): whether its rate
/// limits carry the demand's peak and its per-user speed meets the target. The one check behind the
/// cheapest offer (evaluation.h's cheapestEnabledOffer), the offers table's flag and the report's
/// `offers[i].limits`.

#include <cstddef>
#include <optional>

namespace breakeven {

struct Scenario;
struct CompiledScenario;

/// One offer's limits, the demand's peak in the same units, and what they say.
struct OfferLimits {
    /// The offer's stated limits and speed (`offers[i].rate_limit.*`, `offers[i].per_user_tok_s`);
    /// none: not stated, not checked.
    std::optional<double> requestsPerMinLimit;
    std::optional<double> tokensPerMinLimit;
    std::optional<double> perUserTokS;
    std::optional<double> perUserTarget; ///< `operation.min_per_user_tok_s`; none: no target

    /// The demand's peak, output tok/s: a team's working-day peak, the hybrid day's largest hour, else
    /// the operating throughput.
    double peakTokS = 0.0;
    bool peakFromDemand = false; ///< the peak is the day's (a team's or `hybrid`), not `operation.throughput_tok_s`
    /// The peak in requests a minute (peak * 60 / `workload.request.output_tokens`); none when the
    /// request states no output tokens.
    std::optional<double> peakRequestsPerMin;
    double peakTokensPerMin = 0.0; ///< input and output tokens a minute: peak * (1 + r) * 60

    bool overRequests = false; ///< the peak's requests a minute exceed the request limit
    bool overTokens = false;   ///< the peak's tokens a minute exceed the token limit
    bool tooSlow = false;      ///< a target is set and the offer's per-user speed is below it
    bool kept = false;         ///< `offers[i].keep_despite_limits`

    /// The offer cannot carry the peak or is too slow.
    [[nodiscard]] bool flagged() const { return overRequests || overTokens || tooSlow; }
    /// Flagged and not kept: left out of the cheapest offer.
    [[nodiscard]] bool excluded() const { return flagged() && !kept; }
};

/// The demand's peak the limits are checked against, output tok/s: with a team, the busiest hour of a
/// working day (teamDemand()'s workingDayPeakTokS, not the week's average day); else the largest hour of
/// \a scenario's hybrid day; none without either (the peak is then the operating throughput).
[[nodiscard]] std::optional<double> demandPeakTokS(const Scenario &scenario);

/// The limits of `scenario.offers[index]` against \a scenario's demand.
[[nodiscard]] OfferLimits offerLimits(const Scenario &scenario, std::size_t index);
/// The same for a compiled scenario (the samplers': the operating throughput as sampled).
[[nodiscard]] OfferLimits offerLimits(const CompiledScenario &scenario, std::size_t index);

} // namespace breakeven
