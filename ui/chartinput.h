#pragma once

/// \file chartinput.h
/// What every chart is drawn from (chartregistry.h): the scenario, its evaluation, the display
/// currency and, when one has run, the uncertainty over its ranges.

#include "evaluation.h"
#include "scenario.h"

#include <QString>

namespace breakeven {

struct UncertaintyResult;

/// Everything a chart may draw from, by reference: valid for the call it is passed to.
struct ChartInput {
    const Scenario &scenario;
    const Evaluation &evaluation;
    QString currency; ///< the display currency asked for (see displayMoney())
    /// The newest uncertainty run over the scenario's ranges, or nullptr when none has run (or
    /// the scenario has no ranges). In the window it may be a step behind the scenario.
    const UncertaintyResult *uncertainty = nullptr;
};

} // namespace breakeven
