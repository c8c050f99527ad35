#pragma once

/// \file paintedchart.h
/// A chart drawn with QPainter alone (the tornado, the decision map): it takes the keyboard focus,
/// paints into the whole widget what renderChart() draws into any target (so PDF and SVG exports
/// get vectors), and has nothing to lay out ahead of painting.

#include "chartwidget.h"

#include <QSize>
#include <QString>

namespace breakeven {

class PaintedChart : public ChartWidget {
    Q_OBJECT
public:
    /// Nothing to lay out ahead of painting: every position follows from the target.
    void layoutNow() override { }

protected:
    /// A chart named \a objectName (for tests) and \a accessibleName (for screen readers), at least
    /// \a minimumSize pixels.
    PaintedChart(const QString &objectName, const QString &accessibleName, QSize minimumSize, QWidget *parent);

    void paintEvent(QPaintEvent *event) override;
};

} // namespace breakeven
