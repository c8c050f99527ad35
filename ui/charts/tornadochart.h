#pragma once

/// \file tornadochart.h
/// The tornado chart (MODEL.md section 10): one horizontal bar per ranged parameter, from the
/// output at the parameter's low to the output at its high with the others at the scenario's
/// values, split at the base value (marked), the largest swing on top. Drawn with QPainter, so
/// PDF and SVG exports get vectors and text. Its figures: tornadoChartData() (sensitivitychartdata.h).

#include "paintedchart.h"
#include "sensitivitychartdata.h"

#include <QFont>
#include <QFontMetricsF>

namespace breakeven {

class TornadoChart : public PaintedChart {
    Q_OBJECT
public:
    explicit TornadoChart(QWidget *parent = nullptr);

    /// The tornado of the input's uncertainty run, or of the scenario when none has run.
    void setInput(const ChartInput &input) override;
    void setData(TornadoChartData data);
    [[nodiscard]] const TornadoChartData &data() const { return m_data; }

    /// Draws the chart into \a target.
    void renderChart(QPainter *painter, const QRectF &target) override;

    /// The bars' rectangles in the last drawing (widget or target coordinates): per bar the low
    /// end's part and the high end's, for tests.
    [[nodiscard]] const std::vector<std::pair<QRectF, QRectF>> &drawnBars() const { return m_drawnBars; }
    /// The plot area in the last drawing: where the values map (from data().xMin at its left to
    /// data().xMax at its right), between the parameters' labels and the axis, less the room the
    /// end values take beside the bars.
    [[nodiscard]] QRectF drawnPlot() const { return m_plot; }
    /// The boxes of the end values drawn beside the bars in the last drawing, row by row.
    [[nodiscard]] const std::vector<QRectF> &drawnValueLabels() const { return m_drawnValueLabels; }
    /// The boxes of the parameters' labels and range texts drawn left of the bars in the last drawing.
    [[nodiscard]] const std::vector<QRectF> &drawnParameterLabels() const { return m_drawnParameterLabels; }
    /// The x position of the base line in the last drawing.
    [[nodiscard]] double drawnBaseX() const { return m_baseX; }

private:
    TornadoChartData m_data;
    std::vector<std::pair<QRectF, QRectF>> m_drawnBars;
    std::vector<QRectF> m_drawnValueLabels;
    std::vector<QRectF> m_drawnParameterLabels;
    double m_baseX = 0.0;
    QRectF m_plot;
};

/// The height of one tornado row, in lines of the chart's text: the rows take this much each and
/// no more, so the chart's height fits its rows (tornadoHeight()).
inline constexpr double tornadoRowLines = 3.2;

/// The height a tornado of \a rows bars needs, drawn with text lines of \a line pixels: title,
/// legend, the rows, the axis and its notes.
[[nodiscard]] inline double tornadoHeight(std::size_t rows, double line)
{
    return line * (0.5 + 1.6 + 0.3 + 1.6 + tornadoRowLines * static_cast<double>(rows) + 3.8 + 0.5);
}

/// Gap in pixels between a bar and the value beside it.
inline constexpr double tornadoLabelGap = 3.0;

/// Where the values of one tornado row's ends go.
struct TornadoEndLabels {
    QRectF low;  ///< the low end's value (empty when merged)
    QRectF high; ///< the high end's value, or the one value of a merged row
};

/// The boxes of the end values of one row whose low end's part is \a low and high end's \a high
/// (each from \a anchor, the base or the nearer end, to its end), of sizes \a lowSize and
/// \a highSize: each outside its part, tornadoLabelGap away, on the side of the anchor the part
/// lies on (a part without width: the side away from the other part); when the two would overlap (both parts on one
/// side), the shorter part's value goes to the other side of the anchor. With \a merged (both ends at one value) one
/// value beside the whole bar, in `high`. The boxes are centred on the parts vertically.
[[nodiscard]] TornadoEndLabels tornadoEndLabels(
    const QRectF &low, const QRectF &high, double anchor, QSizeF lowSize, QSizeF highSize, bool merged);

/// Nice tick values between \a from and \a to, about \a count of them (1, 2 or 5 times a power of ten apart).
[[nodiscard]] std::vector<double> niceTicks(double from, double to, int count);

/// The fonts a painted chart (tornado, decision map) writes in on \a painter: its text at 12 px and
/// its title in bold at 14 px (pixels: the same size in an export's scaled layout as on screen),
/// the text's metrics and line height.
struct ChartFonts {
    QFont text;
    QFont title;
    QFontMetricsF metrics;
    double line;
};
[[nodiscard]] ChartFonts chartFonts(const QPainter *painter);

} // namespace breakeven
