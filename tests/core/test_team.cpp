// Issue 31 item 2, demand from a team (MODEL.md section 13; docs/model.md, "Demand from a team"): a
// team gives the monthly volume and the 24-hour profile the hybrid plan serves, fills the workload,
// reads and writes through the preset, and says so in the reports.

#include "testsupport.h"

#include "compile.h"
#include "decision.h"
#include "demandtext.h"
#include "hybrid.h"
#include "offerlimits.h"
#include "parameters.h"
#include "report.h"
#include "results.h"
#include "teamdemand.h"

#include <QJsonArray>
#include <QJsonObject>

#include <numeric>

using namespace breakeven;
using namespace breakeven::test;

namespace {

constexpr double month = 730.0; // the format's hours in a month (MODEL.md: 365 days / 12)

/// The profile's output tokens of a month: each hour's tok/s for 3,600 s on each of the month's days.
double profileMonth(const std::array<double, hoursInDay> &profile, double hoursPerMonth)
{
    return std::accumulate(profile.begin(), profile.end(), 0.0) * 3600.0 * hoursPerMonth / 24.0;
}

void expectNear(double expected, double actual, const char *what)
{
    EXPECT_NEAR(actual, expected, 1e-9 * std::abs(expected)) << what;
}

} // namespace

// The "Done when": a team of 20 gives the documented monthly volume and a profile whose hours
// sum to it. docs/model.md: 20 people x 10 tasks x 30,000 output tokens on 5 x 30.417 / 7 = 21.73
// working days a month = 130.4 M output tokens (1.30 B input).
TEST(TeamDemand, ATeamOfTwentyGivesTheDocumentedVolumeAndAProfileThatSumsToIt)
{
    Team team; // the documented defaults
    ASSERT_EQ(team.people, 20.0);
    ASSERT_EQ(team.tasksPerPersonDay, 10.0);
    ASSERT_EQ(team.inputTokensPerTask, 300000.0);
    ASSERT_EQ(team.outputTokensPerTask, 30000.0);
    ASSERT_EQ(team.reasoningTokensPerTask, 0.0);
    ASSERT_EQ(team.workingHours, 8.0);
    ASSERT_EQ(team.workingDaysPerWeek, 5.0);
    ASSERT_EQ(team.timeZoneOffset, 0.0);
    const TeamDemand d = teamDemand(team, month);
    const double workingDays = 5.0 * (month / 24.0) / 7.0;
    expectNear(workingDays, d.workingDaysPerMonth, "working days a month");
    EXPECT_NEAR(d.workingDaysPerMonth, 21.726, 0.001); // as docs/model.md writes it
    expectNear(20.0 * 10.0 * workingDays, d.tasksPerMonth, "tasks a month");
    expectNear(20.0 * 10.0 * 30000.0 * workingDays, d.outputTokensPerMonth, "output tokens a month");
    expectNear(20.0 * 10.0 * 300000.0 * workingDays, d.inputTokensPerMonth, "input tokens a month");
    EXPECT_NEAR(d.outputTokensPerMonth / 1e6, 130.357, 0.001); // docs/model.md: 130.4 M
    EXPECT_NEAR(d.inputTokensPerMonth / 1e9, 1.3036, 0.0001);  // docs/model.md: 1.30 B
    EXPECT_EQ(d.inputPerOutput, 10.0);
    // While the team works: 200 tasks x 30,000 tokens over 8 h; the week's average day: 5/7 of it,
    // from 09:00 to 17:00, nothing the other hours.
    expectNear(200.0 * 30000.0 / (8.0 * 3600.0), d.workingTokS, "tok/s while the team works");
    EXPECT_EQ(d.firstHour, 9.0);
    for (int h = 0; h < hoursInDay; ++h) {
        const double expected = h >= 9 && h < 17 ? d.workingTokS * 5.0 / 7.0 : 0.0;
        expectNear(expected, d.profileTokS[static_cast<std::size_t>(h)], "hour of the profile");
    }
    EXPECT_NEAR(d.peakTokS, 148.81, 0.01);
    // The hours sum to the volume.
    expectNear(d.outputTokensPerMonth, profileMonth(d.profileTokS, month), "the profile's month");
    expectNear(d.outputTokensPerMonth / (month * 3600.0), d.meanTokS, "mean tok/s");
}

// Reasoning tokens are output tokens (MODEL.md section 7): they add to the volume and lower r.
TEST(TeamDemand, ReasoningTokensCountAsOutput)
{
    Team team;
    team.reasoningTokensPerTask = 10000.0;
    const TeamDemand d = teamDemand(team, month);
    EXPECT_EQ(d.outputTokensPerTask, 40000.0);
    EXPECT_EQ(d.inputPerOutput, 7.5);
    expectNear(200.0 * 40000.0 * 5.0 * (month / 24.0) / 7.0, d.outputTokensPerMonth, "output with reasoning");
    expectNear(d.outputTokensPerMonth, profileMonth(d.profileTokS, month), "the profile's month");
}

// The time zone moves the working hours on the day's clock; a half-hour offset or part of an hour
// splits an hour; a working day past midnight wraps. The hours still sum to the volume.
TEST(TeamDemand, TheTimeZoneMovesTheHoursAndEveryShapeSumsToTheVolume)
{
    Team brazil;
    brazil.timeZoneOffset = -3.0; // 09:00 in Brazil is 12:00 on a day counted in UTC
    const TeamDemand b = teamDemand(brazil, month);
    EXPECT_EQ(b.firstHour, 12.0);
    EXPECT_EQ(b.profileTokS[11], 0.0);
    EXPECT_GT(b.profileTokS[12], 0.0);
    EXPECT_GT(b.profileTokS[19], 0.0);
    EXPECT_EQ(b.profileTokS[20], 0.0);

    Team india;
    india.timeZoneOffset = 5.5; // 09:00 in India is 03:30 UTC
    india.workingHours = 7.5;
    const TeamDemand i = teamDemand(india, 744.0);
    EXPECT_EQ(i.firstHour, 3.5);
    const double full = i.workingTokS * 5.0 / 7.0;
    expectNear(full / 2.0, i.profileTokS[3], "half of 03:00-04:00");
    expectNear(full, i.profileTokS[4], "04:00-05:00");
    expectNear(full, i.profileTokS[10], "10:00-11:00");
    EXPECT_EQ(i.profileTokS[11], 0.0); // 03:30 + 7.5 h = 11:00
    expectNear(i.outputTokensPerMonth, profileMonth(i.profileTokS, 744.0), "India's month");

    Team night;
    night.timeZoneOffset = -12.0; // from 21:00, past midnight to 05:00
    night.workingHours = 8.0;
    night.workingDaysPerWeek = 7.0;
    const TeamDemand n = teamDemand(night, month);
    EXPECT_EQ(n.firstHour, 21.0);
    for (const int h : { 21, 22, 23, 0, 1, 2, 3, 4 })
        expectNear(n.workingTokS, n.profileTokS[static_cast<std::size_t>(h)], "a night hour");
    EXPECT_EQ(n.profileTokS[5], 0.0);
    EXPECT_EQ(n.profileTokS[20], 0.0);
    expectNear(n.outputTokensPerMonth, profileMonth(n.profileTokS, month), "the night's month");

    Team allDay;
    allDay.workingHours = 24.0;
    allDay.timeZoneOffset = 0.25;
    const TeamDemand a = teamDemand(allDay, month);
    for (const double v : a.profileTokS)
        expectNear(a.workingTokS * 5.0 / 7.0, v, "every hour of a 24-hour day");
}

// Setting any team field makes the team the source: it fills the workload and the hybrid day in one
// step; none removes the team and the workload keeps its figures.
TEST(TeamDemand, AnyTeamFieldMakesTheTeamTheSourceOfTheWorkload)
{
    Scenario s = defaultScenario();
    ASSERT_FALSE(s.demand.team.has_value());
    for (const Parameter &p : parameters()) {
        if (p.group == ParamGroup::Team) {
            EXPECT_FALSE(p.get(s, 0).has_value()) << p.key;
        }
    }
    ASSERT_EQ(setByPath(s, u"demand.team.people", u"30"), std::nullopt);
    ASSERT_TRUE(s.demand.team.has_value());
    EXPECT_EQ(s.demand.team->people, 30.0);
    EXPECT_EQ(s.demand.team->tasksPerPersonDay, Team {}.tasksPerPersonDay); // the rest at the defaults
    EXPECT_EQ(s.workload.inputPerOutput, 10.0);
    EXPECT_EQ(s.workload.requestInputTokens, 300000.0);
    EXPECT_EQ(s.workload.requestOutputTokens, 30000.0);
    ASSERT_TRUE(s.hybrid.has_value());
    const TeamDemand d = teamDemand(*s.demand.team, s.cost.hoursPerMonth);
    EXPECT_EQ(s.hybrid->demandTokS, d.profileTokS);
    expectNear(30.0 * 10.0 * 30000.0 * 5.0 * (s.cost.hoursPerMonth / 24.0) / 7.0, d.outputTokensPerMonth, "30 people");

    ASSERT_EQ(setByPath(s, u"demand.team.reasoning_tokens_per_task", u"20000"), std::nullopt);
    EXPECT_EQ(s.task.reasoningTokens, 20000.0);
    EXPECT_EQ(s.workload.inputPerOutput, 6.0);

    // What the team fills is refused while it is the source, naming how to change it.
    for (const char *path : { "workload.input_per_output", "workload.request.input_tokens",
             "workload.request.output_tokens", "task.reasoning_tokens", "hybrid.peak_tok_s", "hybrid.demand_tok_s.3",
             "operation.throughput_tok_s", "operation.utilization" }) {
        Scenario before = s;
        const std::optional<QString> problem = setByPath(s, QString::fromLatin1(path), u"5");
        ASSERT_TRUE(problem.has_value()) << path;
        EXPECT_TRUE(problem->contains(QStringLiteral("demand.team.people=none"))) << problem->toStdString();
        EXPECT_EQ(s, before) << path;
    }

    // None removes the team: the workload and the day keep the figures it filled, now editable.
    const Scenario withTeam = s;
    ASSERT_EQ(setByPath(s, u"demand.team.working_hours", u"none"), std::nullopt);
    EXPECT_FALSE(s.demand.team.has_value());
    EXPECT_EQ(s.workload.inputPerOutput, withTeam.workload.inputPerOutput);
    EXPECT_EQ(s.hybrid, withTeam.hybrid);
    EXPECT_EQ(setByPath(s, u"workload.input_per_output", u"5"), std::nullopt);
}

TEST(TeamDemand, ATeamReadsAndWritesThroughAPresetWithoutItsDay)
{
    Scenario s = defaultScenario();
    Team team;
    team.people = 15.0;
    team.timeZoneOffset = -3.0;
    team.extra.insert(QStringLiteral("note"), QStringLiteral("kept"));
    setTeam(s, team);
    s.demand.extra.insert(QStringLiteral("other"), 1);
    const QJsonObject json = presetToJson(s);
    EXPECT_FALSE(json.contains(QStringLiteral("hybrid"))) << "the team states the day";
    const QJsonObject written
        = json.value(QStringLiteral("demand")).toObject().value(QStringLiteral("team")).toObject();
    EXPECT_EQ(written.value(QStringLiteral("people")).toDouble(), 15.0);
    EXPECT_EQ(written.value(QStringLiteral("time_zone_offset")).toDouble(), -3.0);
    EXPECT_EQ(written.value(QStringLiteral("note")).toString(), QStringLiteral("kept"));
    const PresetResult back = parsePreset(serializePreset(s));
    ASSERT_TRUE(back.ok()) << back.errorText().toStdString();
    EXPECT_EQ(*back.scenario, s);

    // Fields left out take the defaults; an empty team is a team at its defaults.
    QJsonObject root = presetToJson(defaultScenario());
    root.insert(QStringLiteral("demand"),
        QJsonObject { { QStringLiteral("team"), QJsonObject { { QStringLiteral("people"), 25 } } } });
    PresetResult r = presetFromJson(root);
    ASSERT_TRUE(r.ok()) << r.errorText().toStdString();
    ASSERT_TRUE(r.scenario->demand.team.has_value());
    EXPECT_EQ(r.scenario->demand.team->people, 25.0);
    EXPECT_EQ(r.scenario->demand.team->workingHours, 8.0);
    EXPECT_EQ(r.scenario->workload.inputPerOutput, 10.0) << "the team fills the workload";

    // What the file states for the workload the team fills is replaced, and validate says so.
    root.insert(QStringLiteral("hybrid"),
        QJsonObject { { QStringLiteral("base_tok_s"), 100 }, { QStringLiteral("peak_tok_s"), 500 },
            { QStringLiteral("peak_hours"), 8 } });
    r = presetFromJson(root);
    ASSERT_TRUE(r.ok()) << r.errorText().toStdString();
    EXPECT_EQ(r.scenario->hybrid->demandTokS, teamDemand(*r.scenario->demand.team, 730.0).profileTokS);
    QStringList warned;
    for (const PresetError &w : presetWarnings(root))
        warned << w.path;
    EXPECT_TRUE(warned.contains(QStringLiteral("hybrid"))) << warned.join(u' ').toStdString();
    EXPECT_TRUE(warned.contains(QStringLiteral("workload.input_per_output"))) << warned.join(u' ').toStdString();
    EXPECT_FALSE(warned.contains(QStringLiteral("workload.request.input_tokens"))) << "the same figure: no warning";
    // The default scenario's throughput and utilization are not the team's: replaced, and said.
    EXPECT_TRUE(warned.contains(QStringLiteral("operation.throughput_tok_s"))) << warned.join(u' ').toStdString();
    EXPECT_TRUE(warned.contains(QStringLiteral("operation.utilization"))) << warned.join(u' ').toStdString();
    // A range on a field the team fills contradicts the team; a range on the team's own field does not.
    QJsonObject ranged = root;
    ranged.insert(QStringLiteral("ranges"),
        QJsonObject { { QStringLiteral("operation.throughput_tok_s"),
                          QJsonObject { { QStringLiteral("low"), 100 }, { QStringLiteral("high"), 300 } } },
            { QStringLiteral("demand.team.people"),
                QJsonObject { { QStringLiteral("low"), 15 }, { QStringLiteral("high"), 30 } } } });
    ASSERT_TRUE(presetFromJson(ranged).ok()) << presetFromJson(ranged).errorText().toStdString();
    QStringList rangeWarnings;
    for (const PresetError &w : presetWarnings(ranged)) {
        if (w.path.startsWith(QStringLiteral("ranges.")))
            rangeWarnings << w.path;
    }
    EXPECT_EQ(rangeWarnings, QStringList { QStringLiteral("ranges.operation.throughput_tok_s") });

    // A field out of its domain names itself.
    QJsonObject bad = presetToJson(defaultScenario());
    bad.insert(QStringLiteral("demand"),
        QJsonObject { { QStringLiteral("team"), QJsonObject { { QStringLiteral("working_days_per_week"), 8 } } } });
    r = presetFromJson(bad);
    ASSERT_FALSE(r.ok());
    EXPECT_TRUE(r.errorText().contains(QStringLiteral("demand.team.working_days_per_week: 8 is not allowed")))
        << r.errorText().toStdString();
}

// The shipped preset sizes the articles' 15-30 developers: the hybrid plan serves the team's volume,
// the decision compares it, and every report says the team is the source.
TEST(TeamDemand, TheShippedTeamPresetIsTheSourceOfTheVolumeInEveryReport)
{
    const Scenario s = loadPreset("kimi-k31-pro-8xb300-modal-team.json");
    ASSERT_TRUE(s.demand.team.has_value());
    EXPECT_EQ(s.demand.team->people, 20.0);
    const TeamDemand d = teamDemand(*s.demand.team, s.cost.hoursPerMonth);
    const Results results = computeResultsOf(s);
    ASSERT_TRUE(results.hybrid.planned());
    expectNear(d.outputTokensPerMonth, results.hybrid.demandPerMonth.value(), "the plan's month");
    expectNear(d.outputTokensPerMonth, results.decision.volumePerMonth, "the decision's volume");
    // The operating point the description states is the team's: 208.3 tok/s, 23.8 % of the hours.
    EXPECT_NEAR(s.operation.throughputTokS, d.workingTokS, 1e-4);
    EXPECT_NEAR(evaluate(s).selfHost.outputPerMonth.value() / d.outputTokensPerMonth, 1.0, 1e-5);

    const QJsonObject json = reportJson(s, results);
    const QJsonObject demand = json.value(QStringLiteral("demand")).toObject();
    EXPECT_EQ(demand.value(QStringLiteral("source")).toString(), QStringLiteral("team"));
    const QJsonObject team = demand.value(QStringLiteral("team")).toObject();
    expectNear(d.outputTokensPerMonth, team.value(QStringLiteral("output_tokens_per_month")).toDouble(), "JSON");
    EXPECT_EQ(team.value(QStringLiteral("profile_tok_s")).toArray().size(), hoursInDay);
    const QString text = demand.value(QStringLiteral("text")).toString();
    EXPECT_TRUE(text.startsWith(QStringLiteral("The demand comes from a team: 20 people, 10 tasks each")))
        << text.toStdString();
    EXPECT_TRUE(text.contains(QStringLiteral("130.4 M output tokens a month"))) << text.toStdString();
    EXPECT_TRUE(reportText(s, results, nullptr, QString()).contains(QStringLiteral("Demand: ") + text));
    EXPECT_TRUE(results.decision.answers[3].explanation.startsWith(QStringLiteral("The team's 130.4 M")))
        << results.decision.answers[3].explanation.toStdString();

    // Without a team, the source is the day as stated or the operating point, and no team.
    const Scenario hybrid = loadPreset("kimi-k31-pro-8xb300-modal-hybrid.json");
    const QJsonObject noTeam = demandJson(hybrid);
    EXPECT_EQ(noTeam.value(QStringLiteral("source")).toString(), QStringLiteral("hybrid_day"));
    EXPECT_TRUE(noTeam.value(QStringLiteral("team")).isNull());
    EXPECT_TRUE(noTeam.value(QStringLiteral("text")).isNull());
    EXPECT_EQ(demandJson(loadPreset("kimi-k31-pro-8xb300-modal.json")).value(QStringLiteral("source")).toString(),
        QStringLiteral("operating_point"));
    EXPECT_FALSE(teamDemandText(hybrid).has_value());
}

// A reviewer set 300 people on the team preset: the Demand line said 3,125 tok/s while the team works,
// the answer compared 1.96 B tokens a month, but the self-hosted side and the offers' API bills still
// read the preset's 208 tok/s (130 M tokens): the team did not fill the operating point. It does now:
// the throughput is the team's rate while it works, the utilization the share of the week it works,
// so every output's volume is the team's.
TEST(TeamDemand, ChangingTheTeamMovesTheOperatingPointAndEveryVolumeWithIt)
{
    Scenario s = loadPreset("kimi-k31-pro-8xb300-modal-team.json");
    ASSERT_EQ(setByPath(s, u"demand.team.people", u"300"), std::nullopt);
    const TeamDemand d = teamDemand(*s.demand.team, s.cost.hoursPerMonth);
    expectNear(300.0 * 10.0 * 30000.0 / (8.0 * 3600.0), s.operation.throughputTokS, "3,125 tok/s while it works");
    expectNear(5.0 * 8.0 / 168.0, s.operation.utilization, "40 of the week's 168 hours");
    const Results results = computeResultsOf(s);
    expectNear(d.outputTokensPerMonth, results.evaluation.selfHost.outputPerMonth.value(), "self-hosted month");
    expectNear(d.outputTokensPerMonth, results.decision.volumePerMonth, "the decision's volume");
    // Each offer's monthly bill is the team's month at the offer's price: Moonshot kimi-k3.1-pro,
    // r = 10, no cache: 10 * $2 + $10 = $30 per output Mtok.
    const std::size_t k31 = 1;
    ASSERT_EQ(s.offers[k31].model, QStringLiteral("kimi-k3.1-pro"));
    expectNear(d.outputTokensPerMonth * 30.0 / 1e6, results.evaluation.offers[k31].monthlyApiCost.value(), "bill");
    // One node cannot serve 3,125 tok/s (its capacity is 1,445): the self-hosted side says so.
    EXPECT_EQ(results.evaluation.offers[k31].cheaper, Cheaper::NotFeasible);

    // A team that works half as many days asks the same per working hour: the rate stays, the share halves.
    Scenario half = s;
    ASSERT_EQ(setByPath(half, u"demand.team.working_days_per_week", u"2.5"), std::nullopt);
    expectNear(s.operation.throughputTokS, half.operation.throughputTokS, "the rate while it works");
    expectNear(s.operation.utilization / 2.0, half.operation.utilization, "the share of the week");
}

// Rate limits are checked against the busiest hour of a working day, not the week's average day: the
// team preset's working day asks 208.3 output tok/s (137,500 tokens a minute at r = 10), its average
// day's peak hour only 148.8 (98,214). A 120,000 tokens-a-minute limit is exceeded every working day.
TEST(TeamDemand, RateLimitsCarryTheWorkingDaysPeakNotTheAverageDays)
{
    Scenario s = loadPreset("kimi-k31-pro-8xb300-modal-team.json");
    const TeamDemand d = teamDemand(*s.demand.team, s.cost.hoursPerMonth);
    expectNear(d.peakTokS * 7.0 / 5.0, d.workingDayPeakTokS, "7 / 5 of the average day's peak");
    expectNear(d.workingTokS, d.workingDayPeakTokS, "a whole working hour");
    ASSERT_EQ(setByPath(s, u"offers.1.rate_limit.tokens_per_min", u"120000"), std::nullopt);
    const OfferLimits limits = offerLimits(s, 1);
    expectNear(d.workingTokS * 11.0 * 60.0, limits.peakTokensPerMin, "137,500 tokens a minute");
    EXPECT_TRUE(limits.overTokens);
    EXPECT_TRUE(offerLimits(compileUnchecked(s), 1).overTokens); // the samplers' check reads the same peak
    ASSERT_EQ(setByPath(s, u"offers.1.rate_limit.tokens_per_min", u"140000"), std::nullopt);
    EXPECT_FALSE(offerLimits(s, 1).flagged());
}
