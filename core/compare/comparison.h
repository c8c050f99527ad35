#pragma once

/// \file comparison.h
/// Scenarios side by side (MODEL.md section 12): two to eight evaluated scenarios, each with its
/// answer (results.h's Answer, the words every other output uses), its monthly total, its cost per
/// output Mtok, its break-evens against each offer and, where it has ranges, how likely
/// self-hosting is to be cheaper; every figure's `B - A` against the first scenario (the
/// baseline), computed here and never typed; and the assumptions, walked through the parameter
/// registry, those that differ between the scenarios first.

#include "evaluation.h"
#include "montecarlo.h"
#include "parameters.h"
#include "results.h"
#include "scenario.h"

#include <QJsonValue>
#include <QString>
#include <QStringList>

#include <cstddef>
#include <cstdint>
#include <optional>
#include <vector>

namespace breakeven {

/// The fewest and the most scenarios a comparison holds.
inline constexpr int minComparedScenarios = 2;
inline constexpr int maxComparedScenarios = 8;

/// Why \a count scenarios cannot be compared ("3 scenarios given: ..."), or nothing when they can
/// (minComparedScenarios..maxComparedScenarios). Fixed English: the command line's message.
[[nodiscard]] std::optional<QString> comparedCountProblem(std::size_t count);

/// A figure of a scenario against the same figure of the baseline: `B - A`, in the figure's unit,
/// and as a share of the baseline's in percent.
struct Change {
    double difference = 0.0;       ///< value - baseline
    std::optional<double> percent; ///< difference / |baseline| * 100; none when the baseline is 0
    friend bool operator==(const Change &, const Change &) = default;
};

/// \a value against \a baseline (Change); none when either has no value or is not finite.
[[nodiscard]] std::optional<Change> changeFrom(std::optional<double> baseline, std::optional<double> value);

/// One offer of one compared scenario: the break-even table's figures (offercolumns.h), and the
/// break-even throughput against the baseline's offer of the same provider and model.
struct ComparedOffer {
    std::size_t index = 0; ///< into Scenario::offers
    QString provider;
    QString model;
    bool enabled = true;
    Cheaper cheaper = Cheaper::Api;
    std::optional<double> pricePerOutputMtokUsd;
    std::optional<double> breakevenThroughputTokS; ///< T*, none: never
    std::optional<double> breakevenOutputPerMonth; ///< Q*, output tokens a month; none: never
    std::optional<double> monthlySavingUsd;        ///< none when the scenario is not feasible
    /// The share of the Monte Carlo samples in which self-hosting is feasible and cheaper; none when
    /// the scenario has no ranges.
    std::optional<double> pSelfHostCheaper;
    /// The baseline's offer of the same provider and model (index into its offers); none without one.
    std::optional<std::size_t> baselineOffer;
    std::optional<Change> breakevenThroughputChange; ///< against baselineOffer's; none without one or a value
    std::optional<Change> monthlySavingChange;       ///< against baselineOffer's
    [[nodiscard]] QString displayName() const { return provider + QLatin1Char(' ') + model; }
};

/// One scenario of a comparison.
struct ComparedScenario {
    QString source;  ///< the file it was read from, as given ("" for one not from a file)
    Results results; ///< everything shown for it, worded as the comparison asks (CompareOptions)
    /// The Monte Carlo run over its ranges; none when it has none.
    std::optional<MonteCarloResult> uncertainty;
    /// What its answer's recommendation costs a month (Answer::monthlyUsd): the figure beside the
    /// recommendation, so that "Go hybrid" reads with the hybrid day's total, not the hardware's
    /// always-on bill; none when the answer names no such cost.
    std::optional<double> answerMonthlyUsd;
    std::optional<Change> answerMonthlyChange;  ///< against the baseline's (none when either has none)
    double monthlyTotalUsd = 0.0;               ///< the self-hosted side's monthly total (the bill's)
    std::optional<double> costPerOutputMtokUsd; ///< none: nothing produced ("never")
    std::optional<Change> monthlyTotalChange;   ///< against the baseline (zero for the baseline itself)
    std::optional<Change> costPerOutputMtokChange;
    std::vector<ComparedOffer> offers; ///< one per Scenario::offers, same order

    [[nodiscard]] const Scenario &scenario() const { return results.scenario; }
    [[nodiscard]] const Answer &answer() const { return results.answer; }
    /// The scenario's name, else the file's base name ("default" for the built-in one).
    [[nodiscard]] QString name() const;
};

/// One assumption across the scenarios: a path of the parameter registry (or a list of offers, or a
/// range) and its value in each.
struct ComparedAssumption {
    QString path;  ///< "operation.utilization", "offers.0.output", "offers", "ranges.operation.utilization"
    QString label; ///< translated (as the registry's labels), without mnemonic
    /// Each scenario's value as the file holds it: a number (a money field: its amount), a string, true
    /// or false, a [low, high] pair for a range; null where the scenario has no such element, the value
    /// is none, or its group does not count (a purchase's figures when renting).
    std::vector<QJsonValue> values;
    /// Each scenario's value as an assumptions list shows it ("25 %", "CNY 6,900,000", "no limit",
    /// "not used").
    QStringList texts;
    bool differs = false; ///< not every value is the same
};

/// Scenarios side by side (see the file's comment).
struct Comparison {
    std::vector<ComparedScenario> scenarios; ///< the first is the baseline
    /// Every assumption of any scenario: those that differ first, then the rest, each part in the
    /// registry's order (the scenario panel's groups).
    std::vector<ComparedAssumption> assumptions;

    /// The assumptions that differ (the first differingCount() of assumptions).
    [[nodiscard]] std::size_t differingCount() const;
};

/// A scenario to compare, and the file it came from.
struct ScenarioToCompare {
    Scenario scenario;
    QString source; ///< as given ("" for none)
};

/// How a comparison is computed and worded.
struct CompareOptions {
    /// Fixed English (the command line) or translated (the window, the PDF); money in its currency at
    /// each scenario's own rate (perUsd is taken from the scenario; USD for one without a rate).
    ResultsWording wording;
    int samples = 20000;    ///< Monte Carlo samples per scenario with ranges (1 or more)
    std::uint64_t seed = 1; ///< the generator's seed
};

/// \a wording as a comparison words \a scenario: money in wording's currency at the scenario's own
/// rate (perUsd from its fx_per_usd), in USD when it has no rate for that currency.
[[nodiscard]] ResultsWording comparedWording(const Scenario &scenario, ResultsWording wording);

/// One scenario's column from its \a results (computed with comparedWording()) and, when it has
/// ranges, its Monte Carlo run \a uncertainty: the figures and the offers' break-evens and odds,
/// without the B - A (relateToBaseline() fills them). \a source: the file it came from.
[[nodiscard]] ComparedScenario comparedScenario(
    const QString &source, Results results, std::optional<MonteCarloResult> uncertainty);

/// Fills every scenario's B - A against the first (the baseline's own: zero) and each offer's
/// baseline offer of the same provider and model.
void relateToBaseline(Comparison &comparison);

/// \a scenarios side by side, the first the baseline. Their count must be within
/// minComparedScenarios..maxComparedScenarios (comparedCountProblem()), each scenario valid.
[[nodiscard]] Comparison compareScenarios(
    const std::vector<ScenarioToCompare> &scenarios, const CompareOptions &options = {});

/// The assumptions of \a scenarios (Comparison::assumptions), values shown in \a locale's notation.
[[nodiscard]] std::vector<ComparedAssumption> compareAssumptions(
    const std::vector<const Scenario *> &scenarios, const QLocale &locale);

/// What \a current changed from \a source, the scenario as its file was read or last saved (issue
/// 33 item 3: a description and a report that describe the file's figures say which are no longer
/// those): one line per assumption that differs, "Productive utilization: 25 % (the file: 33 %)",
/// in the registry's order, values in \a locale's notation. Empty when nothing differs.
[[nodiscard]] QStringList changesFromSource(const Scenario &source, const Scenario &current, const QLocale &locale);

} // namespace breakeven
