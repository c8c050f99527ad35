#pragma once

/// \file sensitivity.h
/// Which input the answer hinges on (MODEL.md section 10): the tornado (each ranged parameter
/// alone at its low and its high) and the decision map (a grid over two parameters, each cell the
/// cheapest feasible option and by how much). Both go through the compiled scenario
/// (parameterbinding.h): nothing is copied or recompiled per point.

#include "evaluation.h"
#include "parameters.h"
#include "scenario.h"

#include <QString>

#include <cstddef>
#include <optional>
#include <vector>

namespace breakeven {

/// The figure a tornado measures.
enum class SensitivityOutput {
    MonthlySaving,       ///< USD per month against the offer: Q * P - M; NaN when not feasible
    CostPerOutputMtok,   ///< USD per output Mtok, self-hosted; infinite when nothing is produced
    BreakevenThroughput, ///< tok/s against the offer, T*; infinite when there are no productive hours
};

/// \a output of evaluation \a e against offer \a offer (ignored for the self-hosted cost).
[[nodiscard]] double sensitivityValue(const Evaluation &e, SensitivityOutput output, std::size_t offer);

/// One bar: the output with one parameter at its low and at its high, the others at the scenario's values.
struct TornadoBar {
    QString path; ///< as written in `ranges`
    double low = 0.0;
    double high = 0.0;
    double outputAtLow = 0.0;
    double outputAtHigh = 0.0;
    /// When the scenario is feasible at its own values but not at the low (high) end, the value of
    /// the parameter between the two where feasibility ends: the bar is drawn to it ("not feasible
    /// beyond"), and outputAtLow (outputAtHigh) is the output there. Empty when the end is feasible.
    std::optional<double> lowLimit;
    std::optional<double> highLimit;
    /// |outputAtHigh - outputAtLow|; NaN when an end has no value (not feasible there, and not
    /// feasible at the scenario's own values either, so no limit was found).
    [[nodiscard]] double swing() const;
    /// Whether an end lies beyond where the scenario is feasible.
    [[nodiscard]] bool crossesFeasibility() const { return lowLimit || highLimit; }
};

struct Tornado {
    SensitivityOutput output = SensitivityOutput::MonthlySaving;
    std::optional<std::size_t> offer; ///< the offer measured against; none: no enabled offer
    double base = 0.0;                ///< the output at the scenario's own values
    /// One per ranged parameter. Bars with an end that is not feasible (the largest change of all)
    /// come first (those with no value at such an end, then those drawn to the limit), then by
    /// swing, largest first; ties keep path order.
    std::vector<TornadoBar> bars;
};

/// Bisection steps that find where a tornado bar's end stops being feasible (TornadoBar::lowLimit):
/// 2^-40 of the distance, far below a slider's step.
inline constexpr int tornadoLimitSteps = 40;

/// The tornado of \a scenario for \a output against \a offer (default: the cheapest enabled offer
/// at the scenario's values). \a scenario must be valid.
[[nodiscard]] Tornado tornado(const Scenario &scenario, SensitivityOutput output = SensitivityOutput::MonthlySaving,
    std::optional<std::size_t> offer = std::nullopt);

/// One axis of a decision map.
struct DecisionAxis {
    QString path;
    double from = 0.0;
    double to = 0.0;
    bool logarithmic = false; ///< steps evenly spaced in the logarithm
    int steps = 0;            ///< cells along the axis, 2 or more
    /// The value at cell \a i (0..steps-1): from at 0, to at steps - 1.
    [[nodiscard]] double valueAt(int i) const;
};

/// The option a cell of the decision map picks.
inline constexpr int selfHostOption = -1; ///< self-hosting is feasible and cheaper than every enabled offer
inline constexpr int noOption = -2;       ///< not feasible and no offer enabled

struct DecisionCell {
    int option = noOption; ///< selfHostOption, an index into Scenario::offers, or noOption
    /// USD per month saved by self-hosting against the cheapest enabled offer (negative: the API
    /// is cheaper by that much); NaN when not feasible or no offer is enabled.
    double margin = 0.0;
};

struct DecisionMap {
    DecisionAxis x;
    DecisionAxis y;
    std::vector<DecisionCell> cells; ///< row by row: cell (i, j) at j * x.steps + i
    /// The break-even contour: points (x value, y value) where the margin crosses 0 between two
    /// neighbouring cells, interpolated along the axis (in the logarithm for a log axis).
    std::vector<std::pair<double, double>> contour;
    [[nodiscard]] const DecisionCell &at(int i, int j) const
    {
        return cells[static_cast<std::size_t>(j * x.steps + i)];
    }
};

/// The axis of \a path in \a scenario: its `ranges` entry when it has one, else the registry's slider
/// range widened to hold the scenario's value; logarithmic when the registry's slider is and from > 0.
/// Nothing when \a path names no numeric parameter of \a scenario.
[[nodiscard]] std::optional<DecisionAxis> decisionAxis(const Scenario &scenario, const QString &path, int steps);

/// The default axes: operation.throughput_tok_s, and cost.gpu_hour when renting or cost.buy.capex when buying.
[[nodiscard]] std::pair<QString, QString> defaultDecisionAxes(const Scenario &scenario);

/// The decision map of \a scenario over axes \a x and \a y (from decisionAxis()).
[[nodiscard]] DecisionMap decisionMap(const Scenario &scenario, const DecisionAxis &x, const DecisionAxis &y);

} // namespace breakeven
