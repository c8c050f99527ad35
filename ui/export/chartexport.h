#pragma once

/// \file chartexport.h
/// Charts to PNG, PDF and SVG, drawn by the same ChartView the window shows: same series,
/// markers, labels and currency, laid out for the page rather than the window.

#include "evaluation.h"
#include "scenario.h"

#include <QImage>
#include <QPageSize>
#include <QPalette>
#include <QSize>
#include <QString>

#include <optional>

class QPainter;
class QRectF;

namespace breakeven {

enum class ChartKind { Cost, Volume };
enum class ExportFormat { Png, Pdf, Svg, Csv };

/// The format named by \a path's extension (case-insensitive), or nullopt.
[[nodiscard]] std::optional<ExportFormat> exportFormatForPath(const QString &path);

/// "cost" / "volume" to a ChartKind, or nullopt.
[[nodiscard]] std::optional<ChartKind> chartKindFromName(const QString &name);

struct ChartExportOptions {
    QSize pixelSize { 1600, 1000 };             ///< PNG size in pixels; also the SVG's view box
    int dpi = 150;                              ///< PNG resolution written to the file (dots per inch)
    QPageSize::PageSizeId page = QPageSize::A4; ///< PDF page (landscape): A4 or Letter
};

/// The smallest and largest PNG sizes accepted (pixels per side).
inline constexpr int minExportPixels = 200;
inline constexpr int maxExportPixels = 10000;

/// The chart \a kind of \a scenario, money in \a currency, as an image of \a size pixels.
[[nodiscard]] QImage renderChartImage(
    const Scenario &scenario, const Evaluation &evaluation, const QString &currency, ChartKind kind, QSize size);

/// Where an exported chart draws its legend.
enum class LegendPlacement { Automatic, Hidden };

/// Draws the chart \a kind into \a target of \a painter (vector on PDF and SVG devices).
/// Automatic: the legend goes right of a wide chart and below a narrow one.
void paintChart(QPainter &painter, const QRectF &target, const Scenario &scenario, const Evaluation &evaluation,
    const QString &currency, ChartKind kind, LegendPlacement legend = LegendPlacement::Automatic);

/// Writes the chart to \a path as PNG, PDF or SVG (by extension), atomically. On failure
/// returns false and sets \a error to a sentence naming the problem.
bool exportChart(const Scenario &scenario, const Evaluation &evaluation, const QString &currency, ChartKind kind,
    const QString &path, const ChartExportOptions &options, QString *error);

/// The light palette exported charts are drawn with, whatever the desktop's theme (its
/// Highlight colour is the self-hosted curve's).
[[nodiscard]] QPalette exportPalette();

/// The chart's title, as shown in the window.
[[nodiscard]] QString chartTitle(ChartKind kind);

} // namespace breakeven
