#pragma once

/// \file tornadochart.h
/// The tornado chart (MODEL.md section 10): one horizontal bar per ranged parameter, from the
/// output at the parameter's low to the output at its high with the others at the scenario's
/// values, split at the base value (marked), the largest swing on top. Drawn with QPainter, so
/// PDF and SVG exports get vectors and text. Its figures: tornadoChartData() (sensitivitychartdata.h).

#include "chartwidget.h"
#include "sensitivitychartdata.h"

#include <QFont>
#include <QFontMetricsF>

namespace breakeven {

class TornadoChart : public ChartWidget {
    Q_OBJECT
public:
    explicit TornadoChart(QWidget *parent = nullptr);

    /// The tornado of the input's uncertainty run, or of the scenario when none has run.
    void setInput(const ChartInput &input) override;
    void setData(TornadoChartData data);
    [[nodiscard]] const TornadoChartData &data() const { return m_data; }

    /// Draws the chart into \a target.
    void renderChart(QPainter *painter, const QRectF &target);
    /// Nothing to lay out ahead of painting: every position follows from the target.
    void layoutNow() { }

    /// The bars' rectangles in the last drawing (widget or target coordinates): per bar the low
    /// end's part and the high end's, for tests.
    [[nodiscard]] const std::vector<std::pair<QRectF, QRectF>> &drawnBars() const { return m_drawnBars; }
    /// The plot area (between the labels and the axis) in the last drawing.
    [[nodiscard]] QRectF drawnPlot() const { return m_plot; }
    /// The x position of the base line in the last drawing.
    [[nodiscard]] double drawnBaseX() const { return m_baseX; }

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    TornadoChartData m_data;
    std::vector<std::pair<QRectF, QRectF>> m_drawnBars;
    double m_baseX = 0.0;
    QRectF m_plot;
};

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
