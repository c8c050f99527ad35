#pragma once

/// \file chartviewpeer.h
/// The tests' way into a ChartView: what it draws (series, labels, markers, legend, axes,
/// tooltip) and its data, which the window and the exporters never ask for. A friend of ChartView.

#include "charts/chartview.h"

namespace breakeven {

/// Reads what \a view draws: ChartViewTestPeer(view).seriesPoints(...), or peer(view).seriesPoints(...).
class ChartViewTestPeer {
public:
    /// What a drawn series shows, for seriesPoints().
    using Series = ChartView::Series;
    /// A label as drawn (chart coordinates), for drawnLabels().
    using DrawnLabel = ChartView::DrawnLabel;

    explicit ChartViewTestPeer(ChartView &view)
        : m_view(view)
    {
    }

    /// Shows \a data, as setInput() shows its data function's.
    void setData(const ChartData &data) const { m_view.setData(data); }
    [[nodiscard]] const ChartData &data() const { return m_view.data(); }
    [[nodiscard]] bool legendBelow() const { return m_view.legendBelow(); }
    /// The entries of the legend under the chart when it is shown (else empty).
    [[nodiscard]] QStringList legendBelowLabels() const { return m_view.legendBelowLabels(); }
    /// The points currently drawn by a series (\a index selects the offer line).
    [[nodiscard]] QList<QPointF> seriesPoints(Series series, int index = 0) const
    {
        return m_view.seriesPoints(series, index);
    }
    /// The marker labels currently drawn, in the order of ChartData::breakevens.
    [[nodiscard]] QStringList markerLabels() const { return m_view.markerLabels(); }
    /// The axis tick labels currently drawn (both axes).
    [[nodiscard]] QStringList axisLabels() const { return m_view.axisLabels(); }
    /// The on-screen rectangles of the drawn marker labels (chart coordinates).
    [[nodiscard]] QList<QRectF> markerLabelRects() const { return m_view.markerLabelRects(); }
    /// Every visible label: the limit's, the operating point's and the break-evens'.
    [[nodiscard]] std::vector<DrawnLabel> drawnLabels() const { return m_view.drawnLabels(); }
    /// The boxes of the drawn markers: the break-evens (ChartData order), then the operating point.
    [[nodiscard]] std::vector<QRectF> drawnMarkers() const { return m_view.drawnMarkers(); }
    /// The legend's visible entries as laid out (Qt may shorten them to fit).
    [[nodiscard]] QStringList legendLabels() const { return m_view.legendLabels(); }
    /// The plot area (chart coordinates).
    [[nodiscard]] QRectF plotArea() const { return m_view.plotArea(); }
    /// The offers' lines as drawn (chart coordinates, before clipping to the plot) and their colours.
    [[nodiscard]] std::vector<std::pair<QPolygonF, QColor>> drawnOfferLines() const { return m_view.drawnOfferLines(); }
    /// The tooltip text shown now by hovering or by the keyboard probe (empty: none).
    [[nodiscard]] QString toolTipText() const { return m_view.toolTipText(); }
    /// Where \a value (axis units) is drawn, in chart coordinates (those of drawnMarkers()).
    [[nodiscard]] QPointF mapToPosition(QPointF value) const { return m_view.mapToPosition(value); }
    /// The chart coordinates \a pos in the widget's own coordinates (for synthetic mouse events).
    [[nodiscard]] QPoint mapToWidget(QPointF pos) const { return m_view.mapToWidget(pos); }

private:
    ChartView &m_view;
};

/// The test peer of \a view, for one call: peer(view).seriesPoints(...).
[[nodiscard]] inline ChartViewTestPeer peer(ChartView &view) { return ChartViewTestPeer(view); }
/// The test peer of \a view, for one call: peer(window.costChart()).seriesPoints(...).
[[nodiscard]] inline ChartViewTestPeer peer(ChartView *view) { return ChartViewTestPeer(*view); }

} // namespace breakeven
