#pragma once

/// \file chartwidget.h
/// What every chart of the registry (chartregistry.h) is to the window and the exporters: a
/// widget given a ChartInput, that draws itself into any painter (vectors on PDF and SVG) and
/// lays itself out without the event loop. Line charts are ChartView (chartview.h); bar charts
/// and heat maps are their own subclasses.

#include "chartinput.h"
#include "chartlegend.h"

#include <QWidget>

#include <vector>

class QPainter;

namespace breakeven {

class ChartWidget : public QWidget {
    Q_OBJECT
public:
    using QWidget::QWidget;

    /// Shows what \a input gives; cheap enough to call on every slider step.
    virtual void setInput(const ChartInput &input) = 0;
    /// Draws the whole chart into \a target of \a painter.
    virtual void renderChart(QPainter *painter, const QRectF &target) = 0;
    /// Lays the chart out at the widget's current size now, without running queued events.
    virtual void layoutNow() = 0;

    /// Legend hooks: charts without a legend ignore them.
    virtual void setLegendVisible(bool visible) { Q_UNUSED(visible); }
    virtual void setLegendAlignment(Qt::Alignment alignment) { Q_UNUSED(alignment); }
    /// A legend under the chart in rows (narrow windows).
    virtual void setLegendBelow(bool below) { Q_UNUSED(below); }
    /// The legend's entries, for an export that draws the legend itself (empty: none).
    [[nodiscard]] virtual std::vector<LegendEntry> legendEntries(const QPalette &palette) const
    {
        Q_UNUSED(palette);
        return {};
    }
};

} // namespace breakeven
