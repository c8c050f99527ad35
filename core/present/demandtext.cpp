#include "demandtext.h"

#include "format.h"
#include "scenario.h"
#include "teamdemand.h"

#include <QCoreApplication>

#include <cmath>

namespace breakeven {

namespace {

/// A sentence in \a wording, in the context "DemandText" (format::worded()).
QString text(const char *source, Wording wording) { return format::worded("DemandText", source, wording); }

/// \a hour of the day (12.5) as a clock time ("12:30").
QString clock(double hour)
{
    const int minutes = static_cast<int>(std::lround(hour * 60.0)) % (hoursInDay * 60);
    return QStringLiteral("%1:%2")
        .arg(minutes / 60, 2, 10, QLatin1Char('0'))
        .arg(minutes % 60, 2, 10, QLatin1Char('0'));
}

} // namespace

std::optional<QString> teamDemandText(const Scenario &s, Wording wording)
{
    if (!s.demand.team)
        return std::nullopt;
    const Team &team = *s.demand.team;
    const TeamDemand d = teamDemand(team, s.cost.hoursPerMonth);
    const QLocale loc = format::locale(wording);
    const auto number = [&](double v) { return format::number(v, std::abs(v - std::round(v)) < 1e-9 ? 0 : 1, loc); };
    const QString output = team.reasoningTokensPerTask > 0.0
        //: %1 output tokens, %2 reasoning tokens of one task.
        ? text(QT_TRANSLATE_NOOP("DemandText", "%1 output (and %2 reasoning)"), wording)
              .arg(number(team.outputTokensPerTask), number(team.reasoningTokensPerTask))
        : number(team.outputTokensPerTask);
    //: The team a workload comes from. %1 people, %2 tasks a person runs per working day, %3 the working day's
    //: hours, %4 the clock time it starts at on the hybrid day ("09:00"), %5 working days a week, %6 input tokens
    //: per task, %7 output tokens per task, %8 output tokens a month, %9 input tokens a month, %10 output tok/s
    //: while the team works, %11 output tok/s in those hours of the week's average day.
    return text(QT_TRANSLATE_NOOP("DemandText",
                    "The demand comes from a team: %1 people, %2 tasks each per working day of %3 h from %4, %5 "
                    "days a week, each task %6 input and %7 output tokens: %8 output tokens a month (%9 input), "
                    "%10 tok/s while the team works, %11 tok/s in those hours of the week's average day."),
        wording)
        .arg(number(team.people), number(team.tasksPerPersonDay), number(team.workingHours), clock(d.firstHour),
            number(team.workingDaysPerWeek), number(team.inputTokensPerTask), output,
            format::tokens(d.outputTokensPerMonth, loc), format::tokens(d.inputTokensPerMonth, loc))
        .arg(format::number(d.workingTokS, 0, loc), format::number(d.peakTokS, 0, loc));
}

QString demandSourceKey(const Scenario &s)
{
    if (s.demand.team)
        return QStringLiteral("team");
    return s.hybrid ? QStringLiteral("hybrid_day") : QStringLiteral("operating_point");
}

} // namespace breakeven
