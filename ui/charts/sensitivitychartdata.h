#pragma once

/// \file sensitivitychartdata.h
/// What the tornado and the decision-map charts draw (MODEL.md section 10), as pure functions of
/// the scenario and its sensitivity figures (core/sensitivity.h): labels, figures in the display
/// currency, axes. The widgets (tornadochart.h, decisionmapchart.h) only lay them out and paint.

#include "evaluation.h"
#include "scenario.h"
#include "sensitivity.h"

#include <QString>

#include <optional>
#include <vector>

namespace breakeven {

/// One bar: the output with one parameter at its low and at its high.
struct TornadoChartBar {
    QString label;      ///< "Throughput while in use (tok/s)": the parameter's label and unit
    QString path;       ///< its path, as written in `ranges`
    QString rangeText;  ///< "92 to 4,634": its range in the window's locale
    double atLow = 0.0; ///< the output at the low end, display currency; NaN: no value (not feasible)
    double atHigh = 0.0;
    /// When the low (high) end lies beyond where the scenario is feasible (TornadoBar::lowLimit):
    /// "not feasible below 1,120" / "not feasible beyond 2,203", the parameter's limit as the panel
    /// shows it; atLow (atHigh) is then the output at the limit. Empty otherwise.
    QString lowLimitText;
    QString highLimitText;
};

struct TornadoChartData {
    QString title;    ///< what is measured, against what, in which unit
    QString axisNote; ///< how to read the axis ("above 0: self-hosting is cheaper"), or empty
    QString currency;
    double base = 0.0;                 ///< the output at the scenario's values, display currency (NaN: none)
    std::vector<TornadoChartBar> bars; ///< largest swing first (Tornado::bars' order)
    double xMin = 0.0;                 ///< the axis: every bar's ends and the base, with a margin
    double xMax = 1.0;
    bool money = true; ///< the output is an amount (monthly saving, cost) rather than tok/s
    [[nodiscard]] bool empty() const { return bars.empty(); }
};

/// The tornado chart of \a tornado (computed for \a scenario), money in \a currency (a currency
/// without a rate: USD). \a tornado's default output is the monthly saving against the cheapest
/// enabled offer.
[[nodiscard]] TornadoChartData tornadoChartData(
    const Scenario &scenario, const Tornado &tornado, const QString &currency);

/// One axis of the map for people: the parameter's label and unit, and the preset's value.
struct MapAxisLabel {
    QString title;             ///< "Sustained throughput (tok/s)"
    double value = 0.0;        ///< the scenario's value on it (the operating point), in the preset's unit
    double displayScale = 1.0; ///< a value times this is shown (100 for a share shown in %)
    int decimals = 0;          ///< decimals the ticks show
    /// \a v (in the preset's unit) as the axis shows it, in the window's locale.
    [[nodiscard]] QString text(double v) const;
    /// \a v with \a places decimals (tickDecimals()), in the window's locale.
    [[nodiscard]] QString text(double v, int places) const;
    /// The decimals the ticks at \a values need to read apart, no more than the parameter's
    /// own: GPU-hour prices from 5.897 to 8.0 tick "5.9, 6.4, 6.9, 7.4, 8.0" (they read
    /// "5.897, 6.374, ..."), throughputs from 80 to 106 "80, 86, 92, 99, 106".
    [[nodiscard]] int tickDecimals(const std::vector<double> &values) const;
};

struct DecisionMapData {
    DecisionMap map; ///< margins in USD per month
    MapAxisLabel xLabel;
    MapAxisLabel yLabel;
    QString currency;       ///< the display currency of the margins
    double rate = 1.0;      ///< its units per USD
    double maxMargin = 0.0; ///< the largest |margin| of any cell, USD (the shading's full strength)
    /// The options the cells pick, for the legend: selfHostOption first, then each offer index
    /// that wins a cell, in offer order.
    std::vector<int> options;
    [[nodiscard]] bool empty() const { return map.cells.empty(); }
};

/// The cells along each axis the window and the exports draw.
inline constexpr int decisionMapSteps = 48;

/// The decision map of \a scenario over \a axes (default: defaultDecisionAxes()), \a steps cells
/// along each, margins shown in \a currency. Empty when an axis names no parameter of \a scenario.
[[nodiscard]] DecisionMapData decisionMapData(const Scenario &scenario, const QString &currency,
    std::optional<std::pair<QString, QString>> axes = std::nullopt, int steps = decisionMapSteps);

/// The label of an option of the map: "Self-hosting", or the offer's display name.
[[nodiscard]] QString decisionOptionLabel(const Scenario &scenario, int option);

/// The parameter's label and unit on an axis ("Throughput while in use (tok/s)", money with
/// its currency: "GPU price (CNY per GPU-hour)").
[[nodiscard]] QString parameterAxisTitle(const Scenario &scenario, const QString &path);

} // namespace breakeven
