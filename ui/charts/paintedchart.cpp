#include "paintedchart.h"

#include <QPainter>

namespace breakeven {

PaintedChart::PaintedChart(const QString &objectName, const QString &accessibleName, QSize minimumSize, QWidget *parent)
    : ChartWidget(parent)
{
    setObjectName(objectName);
    setAccessibleName(accessibleName);
    setMinimumSize(minimumSize);
    setFocusPolicy(Qt::StrongFocus);
}

void PaintedChart::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    renderChart(&painter, rect());
}

} // namespace breakeven
