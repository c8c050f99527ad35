#pragma once

/// \file chartdata.h
/// What the two charts show, as plain numbers: computed by pure functions from a Scenario and
/// its Evaluation, and drawn by the widgets in ui/charts/ (which know nothing of the model).
/// Keeping this layer free of Qt Charts lets the chart library be replaced (Qt Charts is
/// deprecated from Qt 6.10) without touching what is plotted, and lets tests check the points.

#include "chartcolors.h"
#include "chartinput.h"
#include "evaluation.h"
#include "montecarlo.h"
#include "scenario.h"

#include <QColor>
#include <QPointF>
#include <QString>
#include <QStringList>

#include <optional>
#include <utility>
#include <vector>

namespace breakeven {

/// A named polyline in chart coordinates.
struct ChartLine {
    QString label; ///< legend text
    std::vector<QPointF> points;
    int colorIndex = 0; ///< index for seriesColor(); offers sharing a price share a line and colour
};

/// The longest offer name the charts draw, in characters; longer ones end in an ellipsis.
inline constexpr int chartNameLength = 60;

/// For each offer of \a scenario, the index of its line on the charts (enabled offers with the
/// same blended price share one line), or -1 for a disabled offer.
[[nodiscard]] std::vector<int> offerLines(const Scenario &scenario, const Evaluation &evaluation);

/// For each offer of \a scenario, its colour (an index for seriesColor()) given its \a lines
/// (offerLines()), or -1 for a disabled offer. An offer keeps its colour from preset to preset and
/// wherever it stands in the list: a line takes the colour its model's name hashes to (among
/// offerColorSlots, the first of its offers' in sort order), unless a line whose name sorts before
/// has that colour or one like it (Delta E under 35), then the next free one unlike them: the colours
/// depend on which offers there are, not on their order. With more lines than offerColorSlots, line
/// l takes colour l.
[[nodiscard]] std::vector<int> offerColors(const Scenario &scenario, const std::vector<int> &lines);
[[nodiscard]] inline std::vector<int> offerColors(const Scenario &scenario, const Evaluation &evaluation)
{
    return offerColors(scenario, offerLines(scenario, evaluation));
}

/// A marked point with a short label drawn beside it and a longer hover text.
struct ChartMarker {
    QPointF point;
    QString label;
    QString tooltip;
    int line = -1; ///< the offer line (ChartData::offers) it is the break-even with; -1: none
};

/// Everything one chart draws. Coordinates are in the axes' units (see xTitle / yTitle).
struct ChartData {
    QString xTitle;
    QString yTitle;
    /// Shorter forms of the titles, tried in order where the title does not fit along its axis (a small
    /// window: Qt Charts would cut it to "USD per ou..."); the last one is cut if nothing fits.
    QStringList xTitleShorter;
    QStringList yTitleShorter;
    QString xUnit; ///< appended to x values in hover texts
    QString yUnit; ///< appended to y values in hover texts
    bool logX = false;
    bool logY = false;
    double xMin = 0.0;
    double xMax = 1.0;
    double yMin = 0.0;
    double yMax = 1.0;
    double xTick = 0.0; ///< linear axes: tick interval (0: automatic)
    double yTick = 0.0;
    ChartLine selfHost;                                 ///< the self-hosted cost curve (or flat monthly line)
    std::vector<ChartLine> offers;                      ///< one per enabled offer, in scenario order
    std::vector<std::vector<std::size_t>> offerIndices; ///< Scenario::offers indices drawn by each line
    std::vector<ChartMarker> breakevens;                ///< one per distinct break-even point
    std::optional<ChartMarker> operatingPoint;
    bool operatingFeasible = true;   ///< false: the operating point is drawn as infeasible (Evaluation::feasibility)
    std::vector<QPointF> shadeLower; ///< region where self-hosting is cheaper than every offer
    std::vector<QPointF> shadeUpper; ///< (same x as shadeLower); both empty when there is none
    QString shadeLabel;
    std::optional<ChartLine> limit; ///< a vertical reference line (max throughput / current volume)
    /// How sure the self-hosted line is (MODEL.md section 10): its P10 and P90 over the preset's
    /// ranges (same x), and its P50; all empty without ranges or before the Monte Carlo run ends.
    std::vector<QPointF> bandLower;
    std::vector<QPointF> bandUpper;
    std::vector<QPointF> bandMedian;
    QString bandLabel;
    /// A second vertical line with a legend entry: on the volume chart, the most output a month the
    /// node can make, `T_max * 3600 * Hu` (Evaluation::capacity); none without evidence of it.
    std::optional<ChartLine> capacity;
};

/// Number of log-spaced samples of the self-hosted cost curve.
inline constexpr int costCurveSamples = 200;
inline constexpr double costChartMinThroughput = 1.0;     ///< tok/s, the least x range of chart 1
inline constexpr double costChartMaxThroughput = 20000.0; ///< tok/s

/// Chart 1's x range in tok/s: at least costChartMinThroughput..costChartMaxThroughput, widened
/// to whole decades so that the operating throughput, every enabled offer's finite break-even
/// throughput and the hardware's max throughput lie inside it with a margin of 1.5x.
[[nodiscard]] std::pair<double, double> costChartRange(const Scenario &scenario, const Evaluation &evaluation);

/// Chart 1, "Cost per output Mtok vs throughput" (log-log): x in tok/s, y in \a currency per
/// output Mtok. The self-hosted curve C(T) = M / (T * Hu); one horizontal line per enabled offer
/// at its blended price; a marker at each break-even throughput; the operating point; the region
/// where self-hosting beats every enabled offer (up to the hardware's limit; none when the scenario
/// is not feasible, whose operating point is marked infeasible); the limit line.
[[nodiscard]] ChartData costChartData(const Scenario &scenario, const Evaluation &evaluation, const QString &currency);

/// Chart 2, "Monthly cost vs monthly output tokens": x in billions of output tokens per month,
/// y in thousands of \a currency per month ("kUSD"). The self-hosted monthly cost (flat), each enabled
/// offer's API bill Q * P (through the origin), the break-even volumes, and the current volume.
[[nodiscard]] ChartData volumeChartData(
    const Scenario &scenario, const Evaluation &evaluation, const QString &currency);

/// "Cost per output Mtok vs per-user speed" (log-log; MODEL.md section 7, the view serving
/// benchmarks use): x in output tok/s per user `s_out(c)`, y in \a currency per output Mtok. The
/// self-hosted cost `C(c)` along the decode curve over the allowed concurrencies
/// (costAgainstPerUserSpeed()), one horizontal line per enabled offer at its blended price, the
/// operating point (the per-user speed at the operating concurrency and the self-hosted cost), and
/// per offer a marker where self-hosting stops beating it: "self-hosting beats it up to X tok/s
/// per user" at (X, price), or "never" in the offer's label. The per-user speed target, when set,
/// is the limit line. Without evidence of the capacity the curve is empty and its label says why.
[[nodiscard]] ChartData perUserChartData(
    const Scenario &scenario, const Evaluation &evaluation, const QString &currency);

/// The Monte Carlo run whose band fits chart 1 of \a scenario: the cost curve's band over the
/// chart's x range at its costCurveSamples throughputs, \a samples samples, seed 1.
[[nodiscard]] MonteCarloOptions costBandOptions(const Scenario &scenario, const Evaluation &evaluation, int samples);

/// Chart 1 of \a input: costChartData() with, when \a input carries an uncertainty run over
/// the scenario's ranges, the self-hosted curve's P10-P90 band and P50 line (none when the run's
/// band does not span the chart's x range: a stale run).
[[nodiscard]] ChartData costChartData(const ChartInput &input);

/// Chart 2 of \a input: volumeChartData() with the monthly cost's P10-P90 band and P50 line.
[[nodiscard]] ChartData volumeChartData(const ChartInput &input);

/// The per-user speed chart of \a input: perUserChartData() (no uncertainty band).
[[nodiscard]] ChartData perUserChartData(const ChartInput &input);

/// The horizon chart (issue #12, MODEL.md section 8): the cumulative cost of self-hosting and of each
/// enabled offer for the same output, month by month over the horizon (x in months, y in thousands of
/// \a currency), the API's prices falling `horizon.api_price_decline` a year; each offer's line names its
/// payback month ("never" when there is none) and a marker sits at it. Buying counts cash (bill.h).
/// Drawn from \a results' bill, never computed again.
[[nodiscard]] ChartData horizonChartData(const Scenario &scenario, const Results &results, const QString &currency);
/// The horizon chart of \a input (the chart registry's "horizon"): horizonChartData() in its currency.
[[nodiscard]] ChartData horizonChartData(const ChartInput &input);

} // namespace breakeven
