#pragma once

/// \file parametercontrol.h
/// A ParameterSlider for one registry parameter that edits a ScenarioDocument (undoably), as the
/// scenario panel and the hardware-fit view build theirs.

#include "parameters.h"

class QWidget;

namespace breakeven {

struct Evaluation;
class ParameterSlider;
class ScenarioDocument;

/// A slider built from \a param's descriptor (label, range, scale, decimals, description, "none")
/// whose edits go to \a document through setValue(); holding it down makes one undo step.
[[nodiscard]] ParameterSlider *createParameterSlider(
    ScenarioDocument *document, const Parameter &param, QWidget *parent);

/// Shows \a scenario's value of \a param on \a slider (without an edit), its unit and why it is
/// inactive, if it is. The throughput in modelled mode shows the value the decode curve gives
/// (\a evaluation's, evaluated here when not given), which is what the model uses.
void showParameter(
    ParameterSlider *slider, const Parameter &param, const Scenario &scenario, const Evaluation *evaluation = nullptr);

} // namespace breakeven
