#pragma once

/// \file chartinput.h
/// What every chart is drawn from (chartregistry.h): the scenario, its results (the evaluation,
/// the bill, the hybrid plan, the decision: computed once, read by every chart), the display
/// currency and, when one has run, the uncertainty over its ranges.

#include "evaluation.h"
#include "results.h"
#include "scenario.h"

#include <QString>

namespace breakeven {

struct UncertaintyResult;

/// Everything a chart may draw from, by reference: valid for the call it is passed to.
struct ChartInput {
    const Scenario &scenario;
    const Evaluation &evaluation; ///< results.evaluation
    /// The scenario's results: a chart reads the bill, the plan and the decision here, never
    /// computing them again (so a chart cannot disagree with the verdict or a report).
    const Results &results;
    QString currency; ///< the display currency asked for (see displayMoney())
    /// The newest uncertainty run over the scenario's ranges, or nullptr when none has run (or
    /// the scenario has no ranges). In the window it may be a step behind the scenario.
    const UncertaintyResult *uncertainty = nullptr;
};

} // namespace breakeven
