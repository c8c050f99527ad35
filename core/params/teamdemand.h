#pragma once

/// \file teamdemand.h
/// Demand from a team (MODEL.md section 13; docs/model.md, "Demand from a team"): the one place
/// that turns a team (`demand.team`) into the monthly volume and the 24-hour profile the hybrid plan
/// serves, and fills the workload from it. Every consumer (the registry's setters, the preset
/// reader, the reports, the window) reads these figures from here.
///
/// The formula. A month has `D = hours_per_month / 24` days (30.42 at 730 h) and
/// `D / 7` weeks, so `W = working_days_per_week * D / 7` working days (21.73 at 5 days a week).
/// - tasks a month: `people * tasks_per_person_day * W`;
/// - output tokens a month (the volume): tasks a month times `output + reasoning` tokens per task
///   (reasoning tokens are output tokens: the API bills them as output);
/// - input tokens a month: tasks a month times `input` tokens per task;
/// - input tokens per output token: `r = input / (output + reasoning)`;
/// - while the team works: `people * tasks_per_person_day * (output + reasoning) / (working_hours *
///   3600)` output tok/s, from 09:00 on the team's clock, which is `time_zone_offset` hours ahead of
///   the day's (so from `9 - time_zone_offset` on the day's clock, past midnight when it wraps);
/// - the profile (the week's average day, what the hybrid plan serves every day of the month): each
///   hour h of the day gets that rate times the share of the hour the team works (a fraction where a
///   half-hour offset or working hours split it), times `working_days_per_week / 7`. Its hours sum to
///   the volume: `sum_h D_h * 3600 * D` = output tokens a month.

#include "scenario.h"

#include <array>

namespace breakeven {

/// The hour of the team's clock its working day starts at (09:00, as the hybrid day's peak).
inline constexpr double teamDayStart = 9.0;

/// What a team asks for (teamDemand()).
struct TeamDemand {
    double daysPerMonth = 0.0;        ///< D = hours_per_month / 24
    double workingDaysPerMonth = 0.0; ///< W = working_days_per_week * D / 7
    double tasksPerWorkingDay = 0.0;  ///< people * tasks_per_person_day
    double tasksPerMonth = 0.0;       ///< tasksPerWorkingDay * W
    double outputTokensPerTask = 0.0; ///< output + reasoning
    double inputTokensPerMonth = 0.0;
    double outputTokensPerMonth = 0.0; ///< the volume (reasoning included)
    double inputPerOutput = 0.0;       ///< r = input / (output + reasoning)
    double workingTokS = 0.0;          ///< output tok/s while the team works, on a working day
    double workingShare = 0.0;         ///< the share of the week's hours the team works: days * hours / 168
    double workingDayPeakTokS = 0.0;   ///< the largest hour of a working day (the profile's peak * 7 / days)
    double firstHour = 0.0;            ///< the working day's start on the day's clock, [0, 24)
    std::array<double, hoursInDay> profileTokS {}; ///< output tok/s of each hour of the week's average day
    double peakTokS = 0.0;                         ///< the profile's largest hour
    double meanTokS = 0.0;                         ///< the volume over the whole month's seconds
};

/// The demand of \a team over a month of \a hoursPerMonth hours.
[[nodiscard]] TeamDemand teamDemand(const Team &team, double hoursPerMonth);

struct Parameter;
/// The registry's parameters the team fills while a scenario has one (applyTeam()): the workload's
/// input per output token, the example request's input and output tokens, the task's reasoning
/// tokens, the operating throughput (the rate while the team works) and the utilization (the share
/// of the hours it works), so that the node's monthly volume is the team's. (The hybrid day, which the team also fills,
/// is the registry's group ParamGroup::Hybrid.)
[[nodiscard]] const std::array<const Parameter *, 6> &teamFilledParameters();
/// Whether the team fills \a parameter while a scenario has one: teamFilledParameters() and the hybrid day.
[[nodiscard]] bool filledByTeam(const Parameter &parameter);

/// With a team, fills \a scenario's workload from it: `workload.input_per_output` (r), the example
/// request (`workload.request.input_tokens`, `output_tokens`), `task.reasoning_tokens`, and the hybrid
/// day (the profile, hour by hour; a preset with a team writes no `hybrid`). Without a team, changes
/// nothing.
void applyTeam(Scenario &scenario);

/// Sets \a scenario's team to \a team (none: no team; the workload keeps the figures the team filled,
/// now the user's) and fills the workload from it (applyTeam()). The `demand` object's unknown keys stay.
void setTeam(Scenario &scenario, const std::optional<Team> &team);

} // namespace breakeven
