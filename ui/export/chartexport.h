#pragma once

/// \file chartexport.h
/// Charts to PNG, PDF and SVG, drawn by the same ChartView the window shows: same series,
/// markers, labels and currency, laid out for the page rather than the window.

#include "charts/chartregistry.h"
#include "evaluation.h"
#include "results.h"
#include "scenario.h"

#include <QImage>
#include <QMarginsF>
#include <QPageSize>
#include <QPalette>
#include <QSize>
#include <QString>

#include <memory>
#include <optional>

class QDate;
class QPainter;
class QPdfWriter;
class QRectF;

namespace breakeven {

class ChartWidget;
struct UncertaintyResult;

enum class ExportFormat { Png, Pdf, Svg, Csv };

/// The format named by \a path's extension (case-insensitive), or nullopt.
[[nodiscard]] std::optional<ExportFormat> exportFormatForPath(const QString &path);

/// Writes an export drawn in memory, \a data, to \a path in one checked, atomic step
/// (writeFileAtomically()): a failed write leaves no half file. On failure returns false and sets
/// \a error (when given) to \a cannotWrite (the caller's translation of "cannot write "%1": %2")
/// with the path and the system's reason.
bool writeExport(const QString &path, const QByteArray &data, const QString &cannotWrite, QString *error);

/// Sets \a pdf up as an export's: \a title, Breakeven its creator, 300 DPI, \a page in landscape
/// with \a margins in millimetres.
void setUpExportPdf(QPdfWriter &pdf, const QString &title, QPageSize::PageSizeId page, const QMarginsF &margins);

struct ChartExportOptions {
    QSize pixelSize { 1600, 1000 };             ///< PNG size in pixels; also the SVG's view box
    int dpi = 150;                              ///< PNG resolution written to the file (dots per inch)
    QPageSize::PageSizeId page = QPageSize::A4; ///< PDF page (landscape): A4 or Letter
    bool caption = true;                        ///< a line of assumptions under the chart (chartCaption())
};

/// The smallest and largest PNG sizes accepted (pixels per side).
inline constexpr int minExportPixels = 200;
inline constexpr int maxExportPixels = 10000;

/// The chart \a kind of \a scenario, money in \a currency, as an image of \a size pixels, with
/// \a caption under it (none when empty).
[[nodiscard]] QImage renderChartImage(const Scenario &scenario, const Evaluation &evaluation, const QString &currency,
    ChartKind kind, QSize size, const QString &caption = {});

/// What an exported chart assumes, in one line: the scenario's name, \a date, throughput,
/// utilization, r (input per output token), h (cache hits) and the GPU price (or capex).
[[nodiscard]] QString chartCaption(const Scenario &scenario, const QDate &date);

/// Where an exported chart draws its legend.
enum class LegendPlacement { Automatic, Hidden };

/// The uncertainty run an export draws (the bands, the tornado): the window's run over
/// \a scenario's ranges, computed now with its seed; nullopt without ranges.
[[nodiscard]] std::optional<UncertaintyResult> exportUncertainty(
    const Scenario &scenario, const Evaluation &evaluation);

/// The results an export draws from (computed once per export), worded as the window words them:
/// translated, money in \a currency (USD when the scenario has no rate for it).
[[nodiscard]] Results exportResults(const Scenario &scenario, const Evaluation &evaluation, const QString &currency);

/// The chart \a kind as an export into a \a target of that size on a device of \a dpi lays it out
/// (hidden, export palette, legend placed as paintChart() does, exportUncertainty()'s bands);
/// paintChart() scales it into place.
[[nodiscard]] std::unique_ptr<ChartWidget> exportChartView(const Scenario &scenario, const Evaluation &evaluation,
    const QString &currency, ChartKind kind, QSizeF target, double dpi,
    LegendPlacement legend = LegendPlacement::Automatic);

/// Draws the chart \a kind of \a input into \a target of \a painter (vector on PDF and SVG
/// devices), with \a caption under it when not empty. Automatic: the legend goes right of a wide
/// chart; a narrow one gets a legend drawn under it in as many rows as its entries need, never cut.
void paintChart(QPainter &painter, const QRectF &target, const ChartInput &input, ChartKind kind,
    LegendPlacement legend = LegendPlacement::Automatic, const QString &caption = {});

/// paintChart() of the scenario with exportUncertainty()'s run.
void paintChart(QPainter &painter, const QRectF &target, const Scenario &scenario, const Evaluation &evaluation,
    const QString &currency, ChartKind kind, LegendPlacement legend = LegendPlacement::Automatic,
    const QString &caption = {});

/// Writes the chart to \a path as PNG, PDF or SVG (by extension), atomically. On failure
/// returns false and sets \a error to a sentence naming the problem.
bool exportChart(const Scenario &scenario, const Evaluation &evaluation, const QString &currency, ChartKind kind,
    const QString &path, const ChartExportOptions &options, QString *error);

/// The light palette exported charts are drawn with, whatever the desktop's theme (its
/// Highlight colour is the self-hosted curve's).
[[nodiscard]] QPalette exportPalette();

} // namespace breakeven
