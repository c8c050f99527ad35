#pragma once

/// \file report.h
/// The command line's report of one evaluated scenario, as JSON (a stable interface,
/// docs/report-format.md) and as a plain-text table.

#include "decision.h"
#include "evaluation.h"
#include "format.h"
#include "hybrid.h"
#include "montecarlo.h"
#include "results.h"
#include "scenario.h"
#include "sensitivity.h"
#include "wording.h"

#include <QDate>
#include <QJsonObject>
#include <QString>
#include <QStringList>

namespace breakeven {

inline constexpr int reportFormatVersion = 1;

/// `{"format":"breakeven-report","version":1,"answer":{...},"preset":NAME,"self_host":{...},...}`
/// of \a results (computeResults() in fixed wording, USD: the report's interface).
[[nodiscard]] QJsonObject reportJson(const Scenario &scenario, const Results &results);
/// reportJson() of computeResults(\a scenario, \a evaluation).
[[nodiscard]] QJsonObject reportJson(const Scenario &scenario, const Evaluation &evaluation);

/// The `answer` block of the JSON report: `{"recommendation", "headline", "reason"}`.
[[nodiscard]] QJsonObject answerJson(const Answer &answer);

/// The `hybrid` block of the JSON report (docs/report-format.md, "hybrid"): null without a profile.
[[nodiscard]] QJsonValue hybridJson(const Scenario &scenario, const HybridPlan &plan);
/// The `status` of the hybrid block: "planned", "no-profile", "no-offer", "model-does-not-fit", "no-capacity".
[[nodiscard]] QString hybridStatusKey(HybridStatus status);
/// The `decision` block of the JSON report (docs/report-format.md, "decision").
[[nodiscard]] QJsonObject decisionJson(const Decision &decision);
/// The text report's recommendation, its reasons, the five questions and the license's flags.
[[nodiscard]] QStringList decisionText(const Decision &decision);
/// The text report's "Hybrid" section, fixed English; empty without a profile.
[[nodiscard]] QStringList hybridText(const Scenario &scenario, const HybridPlan &plan);

/// The `bill` block of the JSON report (docs/report-format.md, "bill"): staff, billing, financing,
/// the horizon with each offer's break-evens over it and payback month, and the monthly figures.
[[nodiscard]] QJsonObject billJson(const Scenario &scenario, const Results &results);

/// The `tasks` block of the JSON report: the task both sides are priced per, its cost per accepted
/// task on the node and on each offer, and the break-even in tasks per month.
[[nodiscard]] QJsonObject tasksJson(const Scenario &scenario, const Results &results);

/// The `demand` block of the JSON report (docs/report-format.md, "demand"): where the volume comes from
/// (`source`: "team", "hybrid_day", "operating_point"), the team with its monthly volume and its day
/// (teamdemand.h; null without a team) and the sentence that says it (null without a team).
[[nodiscard]] QJsonObject demandJson(const Scenario &scenario);

/// `cost.billing.mode` as the preset writes it: "hourly", "committed" or "spot".
[[nodiscard]] QString billingModeKey(const Scenario &scenario);

/// The text report's whole-bill and task sections (fixed English, one line per figure, no final newline);
/// money in USD followed by \a alsoIn (empty: the preset's own currency) when that is another one.
[[nodiscard]] QString billText(const Scenario &scenario, const Results &results, const QString &alsoIn = {});

/// "no staff cost included": what every output says when the scenario has no staff cost (fixed English).
[[nodiscard]] QString noStaffNote();

/// The `cheaper` value of the JSON and CSV reports: "api", "self-host" or "not-feasible".
[[nodiscard]] QString cheaperKey(Cheaper cheaper);

/// One sentence per failed feasibility check, with its figures, e.g. "Kimi K3.1 Pro does not fit
/// on 8x H200: 605 GB short of usable memory (the weights alone exceed the installed memory by 433
/// GB)"; empty when the scenario is feasible.
[[nodiscard]] QStringList feasibilityReasons(
    const Scenario &scenario, const Evaluation &evaluation, Wording wording = Wording::Fixed);

/// The offers whose figures the user changed from the preset's sources, one line each, e.g.
/// "Moonshot kimi-k3.1-pro: output edited by the user on 2026-11-30 (source was: ...)"; empty when none.
[[nodiscard]] QStringList userEditedOffers(const Scenario &scenario);

/// One line per offer whose price is more than stalePriceDays old on \a day (priceage.h): "APIYI
/// kimi-k3.1-pro: price as of 2026-07, 124 days old"; the text report lists them.
[[nodiscard]] QStringList stalePriceLines(const Scenario &scenario, const QDate &day);

/// "$1,234.56" / "-$5.00": USD with two decimals, fixed English formatting; an amount that
/// rounds to zero has no sign ("$0.00", never "-$0.00").
[[nodiscard]] QString formatUsd(double usd);

/// \a text safe to print to a terminal (format.h).
using format::terminalText;

/// A readable plain-text report: the self-hosted side, then one row per offer; the break-even
/// table's probabilities from \a uncertainty ("-" without it). Money is in USD, followed by \a alsoIn
/// (`report --currency`; empty: the preset's own currency) when that is another currency.
/// Its first line is the answer's headline (Answer::headline), as in the JSON report and the window.
[[nodiscard]] QString reportText(const Scenario &scenario, const Results &results,
    const MonteCarloResult *uncertainty = nullptr, const QString &alsoIn = {});
/// reportText() of computeResults(\a scenario, \a evaluation).
[[nodiscard]] QString reportText(const Scenario &scenario, const Evaluation &evaluation,
    const MonteCarloResult *uncertainty = nullptr, const QString &alsoIn = {});

/// The JSON report \a report with its money in \a currency (`report --format json --currency`):
/// each key "x_usd" becomes "x_<code>" (lower case, "monthly_cost_cny") with its figures converted at
/// \a scenario's rate, the tornado's money output likewise, and a top-level
/// `"currency": {"code": "CNY", "rate": 7.25}`. USD, or a currency without a rate: unchanged.
[[nodiscard]] QJsonObject reportInCurrency(
    const QJsonObject &report, const Scenario &scenario, const QString &currency);

/// The report's key for a tornado output: "monthly_saving_usd", "cost_per_output_mtok_usd",
/// "breakeven_throughput_tok_s".
[[nodiscard]] QString sensitivityKey(SensitivityOutput output);

/// The `uncertainty` block of the JSON report (docs/report-format.md, "uncertainty"): the Monte
/// Carlo percentiles and probabilities of \a result and the bars of \a tornado for \a scenario.
/// A figure with no value (no feasible sample, never) is null.
[[nodiscard]] QJsonObject uncertaintyJson(
    const Scenario &scenario, const MonteCarloResult &result, const Tornado &tornado);

/// The text report's "How sure" section: the percentiles, how often self-hosting wins against each
/// enabled offer, and the parameter the answer hinges on most.
[[nodiscard]] QString uncertaintyText(const Scenario &scenario, const MonteCarloResult &result, const Tornado &tornado);

} // namespace breakeven
