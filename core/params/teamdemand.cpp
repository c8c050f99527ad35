#include "teamdemand.h"

#include "parameters.h"

#include <algorithm>
#include <cmath>

namespace breakeven {

namespace {

constexpr double secondsPerHour = 3600.0;
constexpr double daysPerWeek = 7.0;

/// The length of [from, from + length) that falls in the hour [h, h + 1) of the circular day.
double overlap(double from, double length, int h)
{
    double covered = 0.0;
    // The interval, unrolled over the day's wrap: at most two days long (length <= 24).
    for (const double shift : { -24.0, 0.0, 24.0 }) {
        const double lo = std::max(from + shift, static_cast<double>(h));
        const double hi = std::min(from + shift + length, static_cast<double>(h + 1));
        covered += std::max(0.0, hi - lo);
    }
    return std::min(1.0, covered);
}

} // namespace

TeamDemand teamDemand(const Team &team, double hoursPerMonth)
{
    TeamDemand d;
    d.daysPerMonth = hoursPerMonth / hoursInDay;
    d.workingDaysPerMonth = team.workingDaysPerWeek * d.daysPerMonth / daysPerWeek;
    d.tasksPerWorkingDay = team.people * team.tasksPerPersonDay;
    d.tasksPerMonth = d.tasksPerWorkingDay * d.workingDaysPerMonth;
    d.outputTokensPerTask = team.outputTokensPerTask + team.reasoningTokensPerTask;
    d.inputTokensPerMonth = d.tasksPerMonth * team.inputTokensPerTask;
    d.outputTokensPerMonth = d.tasksPerMonth * d.outputTokensPerTask;
    d.inputPerOutput = d.outputTokensPerTask > 0.0 ? team.inputTokensPerTask / d.outputTokensPerTask : 0.0;
    d.workingTokS = team.workingHours > 0.0
        ? d.tasksPerWorkingDay * d.outputTokensPerTask / (team.workingHours * secondsPerHour)
        : 0.0;
    d.workingShare = std::min(1.0, team.workingDaysPerWeek * team.workingHours / (daysPerWeek * hoursInDay));
    d.firstHour = std::fmod(teamDayStart - team.timeZoneOffset, static_cast<double>(hoursInDay));
    if (d.firstHour < 0.0)
        d.firstHour += hoursInDay;
    const double week = team.workingDaysPerWeek / daysPerWeek;
    for (int h = 0; h < hoursInDay; ++h) {
        const double worked = d.workingTokS * overlap(d.firstHour, team.workingHours, h);
        const double v = worked * week;
        d.profileTokS[static_cast<std::size_t>(h)] = v;
        d.peakTokS = std::max(d.peakTokS, v);
        d.workingDayPeakTokS = std::max(d.workingDayPeakTokS, worked);
    }
    d.meanTokS = hoursPerMonth > 0.0 ? d.outputTokensPerMonth / (hoursPerMonth * secondsPerHour) : 0.0;
    return d;
}

const std::array<const Parameter *, 6> &teamFilledParameters()
{
    static const std::array<const Parameter *, 6> filled { &param::inputPerOutput, &param::requestInputTokens,
        &param::requestOutputTokens, &param::reasoningTokens, &param::throughput, &param::utilization };
    return filled;
}

bool filledByTeam(const Parameter &p)
{
    const auto &filled = teamFilledParameters();
    return p.group == ParamGroup::Hybrid || std::find(filled.begin(), filled.end(), &p) != filled.end();
}

void applyTeam(Scenario &s)
{
    if (!s.demand.team)
        return;
    const Team &team = *s.demand.team;
    const TeamDemand d = teamDemand(team, s.cost.hoursPerMonth);
    s.workload.inputPerOutput = d.inputPerOutput;
    s.workload.requestInputTokens = team.inputTokensPerTask;
    s.workload.requestOutputTokens = team.outputTokensPerTask;
    s.task.reasoningTokens = team.reasoningTokensPerTask;
    // The node's volume is the team's: its rate while the team works, over the team's share of the
    // hours (working_days_per_week * working_hours / 168), so T * Hu * hours_per_month * 3600 is the
    // team's output tokens a month. A team that asks for nothing keeps the throughput and uses no hour.
    // Both stay in their fields' domains (a team working a millionth of an hour is no real figure).
    if (d.workingTokS > 0.0)
        s.operation.throughputTokS = param::throughput.domain.clamp(d.workingTokS);
    s.operation.utilization = d.workingTokS > 0.0 ? param::utilization.domain.clamp(d.workingShare) : 0.0;
    HybridProfile profile; // the team states it: a preset with a team writes no `hybrid`, nor its unknown keys
    profile.demandTokS = d.profileTokS;
    s.hybrid = profile;
}

void setTeam(Scenario &s, const std::optional<Team> &team)
{
    s.demand.team = team;
    applyTeam(s);
}

} // namespace breakeven
