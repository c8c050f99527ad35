#pragma once

/// \file chartview.h
/// The narrow interface between the window and the chart library: a widget that draws a
/// ChartData. Only this file's implementation (and its subclasses) use Qt Charts, so replacing
/// the library (deprecated from Qt 6.10) means rewriting chartview.cpp and nothing else.

#include "chartdata.h"
#include "chartwidget.h"

#include <QColor>
#include <QList>
#include <QPointF>
#include <QPolygonF>
#include <QWidget>

class QAbstractAxis;
class QFont;
class QPainter;

#include <memory>
#include <utility>
#include <vector>

namespace breakeven {

/// The first of \a title and its \a shorter forms whose text fits in \a length pixels in \a font, with
/// a few to spare for Qt Charts' text margins (an axis title along its axis), or the last one when
/// none does (Qt Charts cuts it then); \a title while the axis has no length yet.
[[nodiscard]] QString fittedAxisTitle(
    const QString &title, const QStringList &shorter, const QFont &font, double length);

/// Titles \a axis, \a length pixels long, with fittedAxisTitle() as plain text (Qt Charts renders titles
/// as HTML); sets nothing when the title is already that.
void fitAxisTitle(QAbstractAxis *axis, const QString &title, const QStringList &shorter, double length);

/// A line chart of one ChartData: series are created once and updated in place with replace(),
/// so a slider step costs a redraw, not a rebuild. What it shows of a ChartInput is its data
/// function's (a pure function in chartdata.h), so a new line chart is a function and an entry.
class ChartView : public ChartWidget {
    Q_OBJECT
public:
    /// What a line chart draws of its input.
    using DataFunction = ChartData (*)(const ChartInput &input);

    /// Width of the frame drawn around a chart that has keyboard focus, in pixels.
    static constexpr int focusFrameWidth = 2;

    /// A chart titled \a title drawing \a dataFunction of its input; it takes focus by Tab and by click
    /// (Qt::StrongFocus).
    ChartView(const QString &title, DataFunction dataFunction, QWidget *parent = nullptr);
    ~ChartView() override;

    /// A registry entry's renderer: a chart titled \a title that draws \a dataFunction's data.
    [[nodiscard]] static std::unique_ptr<ChartWidget> create(const char *title, DataFunction dataFunction);

    /// Shows the data function's ChartData of \a input.
    void setInput(const ChartInput &input) override;
    void setLegendAlignment(Qt::Alignment alignment) override;
    void setLegendVisible(bool visible) override;
    /// Draws the legend under the chart in as many rows as it needs (for narrow windows)
    /// instead of Qt Charts' own legend beside it.
    void setLegendBelow(bool below) override;
    /// While \a on (the window turns it on while a slider is held), a label whose marker has not moved
    /// keeps its spot while the spot stays free (labellayout.h): labels do not jump during a drag, and
    /// a step with 100 offers does not lay out 40 labels again. Turning it off lays them out afresh.
    void setSteadyLabels(bool on);
    [[nodiscard]] std::vector<LegendEntry> legendEntries(const QPalette &palette) const override;

    /// Draws the whole chart into \a target of \a painter through the scene, so that PDF and
    /// SVG painters receive vectors and text (used by the exporters).
    void renderChart(QPainter *painter, const QRectF &target) override;

    /// Lays the chart out at the widget's current size now, without the event loop: the widget
    /// layout, the chart's geometry and its scene layout (axes, plot area, labels) are computed
    /// synchronously, so an export never runs queued events (a drop, the autosave timer).
    void layoutNow() override;

protected:
    /// The keyboard probe: Left/Right step along a line (20 steps a decade on a log axis),
    /// Up/Down change the line (the self-hosted one, then each offer's), Home/End go to the
    /// ends, Page Down/Up to the next/previous break-even, Escape hides it. The values show
    /// beside the point and as a tooltip, as hovering shows them.
    void keyPressEvent(QKeyEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;
    void changeEvent(QEvent *event) override;
    void paintEvent(QPaintEvent *event) override;
    void focusInEvent(QFocusEvent *event) override;
    void focusOutEvent(QFocusEvent *event) override;

    /// Shows \a data. Cheap: updates the existing series and axes. A chart that draws data it is
    /// handed (the comparison report's overlaid charts) calls it itself.
    void setData(const ChartData &data);

private:
    /// Tests see what is drawn through it (tests/ui/chartviewpeer.h).
    friend class ChartViewTestPeer;

    /// What a drawn series shows, for seriesPoints().
    enum class Series {
        SelfHost,
        Offer,
        Breakevens,
        OperatingPoint,
        Limit,
        ShadeLower,
        ShadeUpper,
        BandLower,
        BandUpper,
        BandMedian
    };

    /// A label as drawn (chart coordinates).
    struct DrawnLabel {
        QString text;
        QRectF rect;
        QPointF anchor;  ///< the point it names
        int marker = -1; ///< index into drawnMarkers() of the marker it names, or -1
        bool leader = false;
    };

    [[nodiscard]] const ChartData &data() const;
    [[nodiscard]] bool legendBelow() const;
    /// The entries of the legend under the chart when it is shown (else empty).
    [[nodiscard]] QStringList legendBelowLabels() const;
    /// The points currently drawn by a series (\a index selects the offer line).
    [[nodiscard]] QList<QPointF> seriesPoints(Series series, int index = 0) const;
    /// The marker labels currently drawn, in the order of ChartData::breakevens.
    [[nodiscard]] QStringList markerLabels() const;
    /// The axis tick labels currently drawn (both axes).
    [[nodiscard]] QStringList axisLabels() const;
    /// The on-screen rectangles of the drawn marker labels (chart coordinates).
    [[nodiscard]] QList<QRectF> markerLabelRects() const;
    /// Every visible label: the limit's, the operating point's and the break-evens'.
    [[nodiscard]] std::vector<DrawnLabel> drawnLabels() const;
    /// The boxes of the drawn markers: the break-evens (ChartData order), then the operating point.
    [[nodiscard]] std::vector<QRectF> drawnMarkers() const;
    /// The legend's visible entries as laid out (Qt may shorten them to fit).
    [[nodiscard]] QStringList legendLabels() const;
    /// The plot area (chart coordinates).
    [[nodiscard]] QRectF plotArea() const;
    /// The offers' lines as drawn (chart coordinates, before clipping to the plot) and their colours.
    [[nodiscard]] std::vector<std::pair<QPolygonF, QColor>> drawnOfferLines() const;
    /// The tooltip text shown now by hovering or by the keyboard probe (empty: none).
    [[nodiscard]] QString toolTipText() const;
    /// Where \a value (axis units) is drawn, in chart coordinates (those of drawnMarkers()).
    [[nodiscard]] QPointF mapToPosition(QPointF value) const;
    /// The chart coordinates \a pos in the widget's own coordinates (for synthetic mouse events).
    [[nodiscard]] QPoint mapToWidget(QPointF pos) const;

    struct Private;
    std::unique_ptr<Private> d;
};

/// Chart 1: cost per output Mtok against throughput, log-log.
class CostChart : public ChartView {
    Q_OBJECT
public:
    explicit CostChart(QWidget *parent = nullptr);
};

/// Chart 2: monthly cost against monthly output tokens.
class VolumeChart : public ChartView {
    Q_OBJECT
public:
    explicit VolumeChart(QWidget *parent = nullptr);
};

} // namespace breakeven
