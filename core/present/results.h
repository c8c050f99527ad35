#pragma once

/// \file results.h
/// Everything Breakeven shows for one scenario, computed once per change and handed by value to
/// every consumer (the window's verdict and views, the text, JSON and PDF reports, the CSV tables):
/// the evaluation, the whole bill, the task, the hybrid plan, the decision and the answer. A view
/// or a report reads these figures and words; none computes the bill, the plan or the decision
/// again, so no two of them can disagree.

#include "bill.h"
#include "decision.h"
#include "evaluation.h"
#include "gpucatalog.h"
#include "hybrid.h"
#include "plansearch.h"
#include "scenario.h"
#include "wording.h"

#include <QCoreApplication>
#include <QString>

#include <optional>

#include <memory>

namespace breakeven {

/// How the words of the results are written: fixed English (the JSON, text and CSV reports) or
/// translated with the display locale (the window, the PDF); money in \a currency at \a perUsd
/// units per USD. The figures themselves are in USD whatever the wording.
struct ResultsWording {
    Wording words = Wording::Fixed;
    QString currency = QStringLiteral("USD");
    double perUsd = 1.0;
    /// The catalog an infeasible scenario's alternative is looked for in; null: the built-in one.
    const GpuCatalog *catalog = nullptr;
};

/// The answer, first everywhere: what to do and what it costs against the alternative.
struct Answer {
    Q_DECLARE_TR_FUNCTIONS(Answer)
public:
    Recommendation recommendation = Recommendation::Api; ///< Decision::recommendation
    /// One sentence: what to do and what it costs against the alternative, e.g. "Go hybrid: one
    /// node in the busy hours, the API for the rest: $19,852 a month against $22,776 all on the
    /// API." The first line of the window's answer area, the text report and PDF page 1, and
    /// `answer.headline` of the JSON report, word for word.
    QString headline;
    QString reason; ///< the deciding reason (Decision::reasons' first)
    /// The cheaper plan of a feasible scenario (Decision::planText), said right after the headline;
    /// empty when there is none, or when the scenario is not feasible (the headline names the plan).
    QString cheaperPlan;
    /// cheaperPlan in two: what the plan is, costs and saves (Decision::planLead), and its caveats
    /// (Decision::planCaveats, with its price note): the window says the first and the second on demand.
    /// A scenario that is not feasible has no cheaperPlan: its headline names the plan that works
    /// (planLead), and cheaperPlanCaveats are that plan's.
    QString cheaperPlanLead;
    QStringList cheaperPlanCaveats;
    /// What the recommendation costs a month, in USD, as its headline states it: the API offer's bill
    /// (use the API; rent short-term for the weights; not feasible, "until then"), the self-hosted
    /// bill (self-host; rent by the hour), the hybrid day's total (go hybrid). None when the headline
    /// names no such cost (the API recommended without an enabled offer). `answer.monthly_usd` of the
    /// JSON report; compared scenarios set it side by side (ComparedScenario::answerMonthlyUsd).
    std::optional<double> monthlyUsd;
    /// Decision::volumeNote: the offers table reads another month than the planned day; said after
    /// the headline (and the cheaper plan) in every output, `answer.volume_note` in JSON; empty when
    /// the two agree.
    QString volumeNote;
};

/// The results of one scenario (see the file's comment).
struct Results {
    /// The scenario these are the results of, and how their words and money are written: a view
    /// draws from this value alone, never from the document it came from.
    Scenario scenario;
    ResultsWording wording;
    Evaluation evaluation;
    BillResult bill;
    TaskSummary task;
    HybridPlan hybrid;
    /// The plans over the GPU catalog (ResultsWording::catalog), point estimates without P(cheaper):
    /// the cheapest feasible plan the decision and the answer name, and the Plans view's rows.
    PlanSearch plans;
    Decision decision;
    Answer answer;
};

/// Results as the window hands them to its views: shared, never changed once made.
using ResultsPtr = std::shared_ptr<const Results>;

/// The results of \a scenario evaluated as \a evaluation (evaluate(\a scenario)), worded as
/// \a wording says.
[[nodiscard]] Results computeResults(
    const Scenario &scenario, const Evaluation &evaluation, const ResultsWording &wording = {});

/// computeResults() of a fresh evaluation of \a scenario.
[[nodiscard]] Results computeResultsOf(const Scenario &scenario, const ResultsWording &wording = {});

/// The answer of \a results' decision (computeResults() fills Results::answer with it).
[[nodiscard]] Answer answerOf(const Scenario &scenario, const Results &results, const ResultsWording &wording);

} // namespace breakeven
