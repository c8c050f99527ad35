#include "decisionmapchart.h"

#include "chartcolors.h"
#include "chartdata.h"
#include "format.h"
#include "tornadochart.h"

#include <QFontMetricsF>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QPalette>

#include <cmath>
#include <map>

namespace breakeven {

DecisionMapChart::DecisionMapChart(QWidget *parent)
    : PaintedChart(QStringLiteral("decisionMapChart"), tr("Decision map"), QSize(320, 240), parent)
{
}

void DecisionMapChart::setInput(const ChartInput &input)
{
    const Scenario &s = input.scenario;
    std::vector<QString> labels;
    for (std::size_t i = 0; i < s.offers.size(); ++i)
        labels.push_back(decisionOptionLabel(s, static_cast<int>(i)));
    setData(decisionMapData(s, input.currency), offerColors(s, input.evaluation), std::move(labels));
}

void DecisionMapChart::setData(DecisionMapData data, std::vector<int> offerColors, std::vector<QString> optionLabels)
{
    m_data = std::move(data);
    m_offerColors = std::move(offerColors);
    m_optionLabels = std::move(optionLabels);
    if (m_cursor.x() >= m_data.map.x.steps || m_cursor.y() >= m_data.map.y.steps)
        m_cursor = QPoint(-1, -1);
    update();
}

QColor DecisionMapChart::cellColor(int option, double margin) const { return shaded(optionColor(option), margin); }

QColor DecisionMapChart::optionColor(int option) const
{
    QColor c(0xb0, 0xb0, 0xb0); // nothing feasible, no offer
    if (option == selfHostOption) {
        // The self-hosted line's blue, as on every other chart (the map draws on white): no offer takes a
        // colour like it (offerColorSlots). Its purple was Delta E 17 from an offer's pink.
        QPalette onWhite = palette();
        onWhite.setColor(QPalette::Base, Qt::white);
        c = selfHostColor(onWhite);
    } else if (option >= 0 && static_cast<std::size_t>(option) < m_offerColors.size()) {
        c = seriesColor(std::max(0, m_offerColors[static_cast<std::size_t>(option)]));
    }
    return c;
}

QColor DecisionMapChart::shaded(const QColor &c, double margin) const
{
    // Paler where the call is close: full colour at the map's largest margin.
    const double strength = std::isfinite(margin) && m_data.maxMargin > 0.0
        ? 0.3 + 0.7 * std::min(1.0, std::abs(margin) / m_data.maxMargin)
        : 0.3;
    const auto mix = [&](int v) { return static_cast<int>(std::lround(255.0 + (v - 255.0) * strength)); };
    return QColor(mix(c.red()), mix(c.green()), mix(c.blue()));
}

QPoint DecisionMapChart::cellAt(QPointF pos) const
{
    const DecisionMap &m = m_data.map;
    if (m_data.empty() || !m_plot.contains(pos))
        return { -1, -1 };
    const int i
        = std::clamp(static_cast<int>((pos.x() - m_plot.left()) / m_plot.width() * m.x.steps), 0, m.x.steps - 1);
    const int j
        = std::clamp(static_cast<int>((m_plot.bottom() - pos.y()) / m_plot.height() * m.y.steps), 0, m.y.steps - 1);
    return { i, j };
}

QPointF DecisionMapChart::cellCenter(int i, int j) const
{
    const DecisionMap &m = m_data.map;
    return { m_plot.left() + (i + 0.5) * m_plot.width() / m.x.steps,
        m_plot.bottom() - (j + 0.5) * m_plot.height() / m.y.steps };
}

void DecisionMapChart::renderChart(QPainter *p, const QRectF &target)
{
    p->save();
    p->fillRect(target, Qt::white);
    const QColor text(0x20, 0x20, 0x20);
    const auto [font, bold, fm, line] = chartFonts(p);
    const double margin = line;
    const DecisionMap &m = m_data.map;

    p->setPen(text);
    p->setFont(bold);
    const QRectF titleRect(
        target.left() + margin, target.top() + margin * 0.5, target.width() - 2 * margin, line * 1.6);
    const QString title = m_data.empty()
        ? tr("Decision map")
        : tr("Cheapest option by %1 and %2").arg(m_data.xLabel.title, m_data.yLabel.title);
    p->drawText(titleRect, Qt::AlignLeft | Qt::AlignVCenter | Qt::TextSingleLine,
        QFontMetricsF(bold, p->device()).elidedText(title, Qt::ElideRight, titleRect.width()));
    p->setFont(font);
    if (m_data.empty()) {
        p->drawText(target, Qt::AlignCenter, tr("No decision map: an axis names no parameter of this scenario."));
        p->restore();
        return;
    }

    // The legend on the right: each option, the shading, the contour, the operating point.
    double legendWidth = fm.horizontalAdvance(tr("paler: a closer call")) + line * 2;
    for (const int option : m_data.options)
        legendWidth = std::max(legendWidth, fm.horizontalAdvance(decisionOptionLabelFor(option)) + line * 2);
    legendWidth = std::min(legendWidth, target.width() * 0.3);
    const double tickWidth = fm.horizontalAdvance(QStringLiteral("00,000.00")) + line * 0.5;
    const QRectF plot(target.left() + margin + tickWidth + line * 1.2, titleRect.bottom() + line * 0.5,
        target.width() - 2 * margin - tickWidth - line * 1.2 - legendWidth - line,
        target.bottom() - titleRect.bottom() - line * 0.5 - line * 3.2);
    if (plot.width() < 40 || plot.height() < 40) {
        p->restore();
        return;
    }
    if (p->device() == this)
        m_plot = plot;
    const double cw = plot.width() / m.x.steps;
    const double ch = plot.height() / m.y.steps;

    // The cells, each option's colour worked out once (it is made readable on white in a loop).
    std::map<int, QColor> colours;
    for (const int option : m_data.options)
        colours.emplace(option, optionColor(option));
    for (int j = 0; j < m.y.steps; ++j) {
        for (int i = 0; i < m.x.steps; ++i) {
            const DecisionCell &c = m.at(i, j);
            const QRectF cell(plot.left() + i * cw, plot.bottom() - (j + 1) * ch, cw + 0.5, ch + 0.5);
            const auto known = colours.find(c.option);
            p->fillRect(cell, shaded(known != colours.end() ? known->second : optionColor(c.option), c.margin));
            if (!std::isfinite(c.margin) && c.option != selfHostOption)
                p->fillRect(cell, QBrush(QColor(0x60, 0x60, 0x60), Qt::BDiagPattern)); // not feasible
        }
    }
    p->setRenderHint(QPainter::Antialiasing);
    // Where a value lies along an axis, in plot coordinates (cells are centred on their values).
    const auto along = [](const DecisionAxis &a, double v) {
        if (a.steps < 2 || a.to == a.from)
            return 0.5;
        const double t
            = a.logarithmic ? std::log(v / a.from) / std::log(a.to / a.from) : (v - a.from) / (a.to - a.from);
        return (t * (a.steps - 1) + 0.5) / a.steps;
    };
    const auto toPlot = [&](double x, double y) {
        return QPointF(plot.left() + along(m.x, x) * plot.width(), plot.bottom() - along(m.y, y) * plot.height());
    };
    // The break-even contour: where the margin against the cheapest offer changes sign.
    p->setPen(Qt::NoPen);
    p->setBrush(text);
    const double dot = std::max(1.2, std::min(cw, ch) * 0.22);
    for (const auto &[x, y] : m.contour)
        p->drawEllipse(toPlot(x, y), dot, dot);

    // The frame and the ticks: five values along each axis.
    p->setBrush(Qt::NoBrush);
    p->setPen(QPen(text, 1.0));
    p->drawRect(plot);
    const auto tickIndices = [](int steps) {
        std::vector<int> out;
        for (int k = 0; k <= 4; ++k)
            out.push_back(static_cast<int>(std::lround(k * (steps - 1) / 4.0)));
        return out;
    };
    // Each axis's ticks at the decimals that tell them apart (tickDecimals()).
    const auto decimalsOf = [&tickIndices](const MapAxisLabel &label, const auto &axis) {
        std::vector<double> values;
        for (const int i : tickIndices(axis.steps))
            values.push_back(axis.valueAt(i));
        return label.tickDecimals(values);
    };
    const int xDecimals = decimalsOf(m_data.xLabel, m.x);
    const int yDecimals = decimalsOf(m_data.yLabel, m.y);
    for (const int i : tickIndices(m.x.steps)) {
        const double x = plot.left() + (i + 0.5) * cw;
        p->drawLine(QPointF(x, plot.bottom()), QPointF(x, plot.bottom() + 4));
        const QString label = m_data.xLabel.text(m.x.valueAt(i), xDecimals);
        const double w = fm.horizontalAdvance(label) + 4;
        p->drawText(QRectF(x - w / 2, plot.bottom() + 5, w, line), Qt::AlignCenter, label);
    }
    for (const int j : tickIndices(m.y.steps)) {
        const double y = plot.bottom() - (j + 0.5) * ch;
        p->drawLine(QPointF(plot.left() - 4, y), QPointF(plot.left(), y));
        p->drawText(QRectF(plot.left() - 6 - tickWidth, y - line / 2, tickWidth, line),
            Qt::AlignRight | Qt::AlignVCenter, m_data.yLabel.text(m.y.valueAt(j), yDecimals));
    }
    p->drawText(QRectF(plot.left(), plot.bottom() + line * 1.4, plot.width(), line), Qt::AlignCenter,
        //: %1 is the axis title, e.g. "Throughput (tok/s)".
        m.x.logarithmic ? tr("%1, log scale").arg(m_data.xLabel.title) : m_data.xLabel.title);
    p->save();
    p->translate(target.left() + margin * 0.5 + line * 0.5, plot.center().y());
    p->rotate(-90);
    p->drawText(QRectF(-plot.height() / 2, -line / 2, plot.height(), line), Qt::AlignCenter,
        m.y.logarithmic ? tr("%1, log scale").arg(m_data.yLabel.title) : m_data.yLabel.title);
    p->restore();

    // The operating point.
    const QPointF now = toPlot(m_data.xLabel.value, m_data.yLabel.value);
    if (plot.adjusted(-1, -1, 1, 1).contains(now)) {
        p->setPen(QPen(Qt::white, 4.0));
        p->drawEllipse(now, 6, 6);
        p->setPen(QPen(text, 2.0));
        p->drawEllipse(now, 6, 6);
        p->drawLine(now - QPointF(9, 0), now + QPointF(9, 0));
        p->drawLine(now - QPointF(0, 9), now + QPointF(0, 9));
        const QString label = tr("now");
        const double w = fm.horizontalAdvance(label) + 6;
        const QRectF box(std::min(now.x() + 10, plot.right() - w), std::max(now.y() - 10 - line, plot.top()), w, line);
        p->fillRect(box, QColor(255, 255, 255, 220));
        p->drawText(box, Qt::AlignCenter, label);
    }
    // The keyboard's cell cursor.
    if (m_cursor.x() >= 0 && p->device() == this) {
        const QRectF cell(plot.left() + m_cursor.x() * cw, plot.bottom() - (m_cursor.y() + 1) * ch, cw, ch);
        p->setPen(QPen(Qt::black, 2.0));
        p->drawRect(cell.adjusted(-1, -1, 1, 1));
        p->setPen(QPen(Qt::white, 1.0));
        p->drawRect(cell);
    }

    // The legend.
    double ly = plot.top();
    const double lx = plot.right() + line;
    p->setPen(text);
    for (const int option : m_data.options) {
        p->fillRect(QRectF(lx, ly + line * 0.15, line * 0.9, line * 0.7), cellColor(option, m_data.maxMargin));
        p->drawText(QRectF(lx + line * 1.3, ly, legendWidth - line * 1.3, line), Qt::AlignLeft | Qt::AlignVCenter,
            fm.elidedText(decisionOptionLabelFor(option), Qt::ElideRight, legendWidth - line * 1.3));
        ly += line * 1.3;
    }
    ly += line * 0.4;
    p->setPen(QColor(0x60, 0x60, 0x60));
    p->drawText(QRectF(lx, ly, legendWidth, line), Qt::AlignLeft | Qt::AlignVCenter, tr("paler: a closer call"));
    ly += line * 1.3;
    p->fillRect(
        QRectF(lx, ly + line * 0.15, line * 0.9, line * 0.7), QBrush(QColor(0x60, 0x60, 0x60), Qt::BDiagPattern));
    // The hatching is over the cheapest option's colour: it says self-hosting is out there, not that
    // the cell's option is (a reviewer read the hatched API colour as "the API is not feasible").
    p->drawText(QRectF(lx + line * 1.3, ly, legendWidth - line * 1.3, line), Qt::AlignLeft | Qt::AlignVCenter,
        fm.elidedText(tr("self-hosting not feasible"), Qt::ElideRight, legendWidth - line * 1.3));
    ly += line * 1.3;
    p->setPen(Qt::NoPen);
    p->setBrush(text);
    for (int k = 0; k < 3; ++k)
        p->drawEllipse(QPointF(lx + line * 0.15 + k * line * 0.3, ly + line * 0.5), 1.5, 1.5);
    p->setPen(text);
    p->drawText(QRectF(lx + line * 1.3, ly, legendWidth - line * 1.3, line), Qt::AlignLeft | Qt::AlignVCenter,
        tr("break-even"));
    ly += line * 1.3;
    p->setBrush(Qt::NoBrush);
    p->setPen(QPen(text, 1.5));
    p->drawEllipse(QPointF(lx + line * 0.45, ly + line * 0.5), line * 0.3, line * 0.3);
    p->drawText(QRectF(lx + line * 1.3, ly, legendWidth - line * 1.3, line), Qt::AlignLeft | Qt::AlignVCenter,
        tr("the scenario now"));
    if (p->device() == this) {
        ly += line * 1.8;
        p->setPen(QColor(0x60, 0x60, 0x60));
        p->drawText(QRectF(lx, ly, legendWidth, line * 4), Qt::AlignLeft | Qt::TextWordWrap,
            tr("Click a cell, or use the arrow keys and Enter, to move the scenario there."));
    }
    p->restore();
}

QString DecisionMapChart::decisionOptionLabelFor(int option) const
{
    if (option >= 0 && static_cast<std::size_t>(option) < m_optionLabels.size())
        return m_optionLabels[static_cast<std::size_t>(option)];
    return option == selfHostOption ? tr("Self-hosting") : tr("Nothing feasible");
}

void DecisionMapChart::activate(int i, int j)
{
    const DecisionMap &m = m_data.map;
    if (i < 0 || j < 0 || i >= m.x.steps || j >= m.y.steps)
        return;
    Q_EMIT cellActivated(m.x.path, m.x.valueAt(i), m.y.path, m.y.valueAt(j));
}

void DecisionMapChart::mousePressEvent(QMouseEvent *event)
{
    const QPoint cell = cellAt(event->position());
    if (event->button() != Qt::LeftButton || cell.x() < 0) {
        QWidget::mousePressEvent(event);
        return;
    }
    m_cursor = cell;
    activate(cell.x(), cell.y());
    update();
}

void DecisionMapChart::keyPressEvent(QKeyEvent *event)
{
    const DecisionMap &m = m_data.map;
    if (m_data.empty()) {
        QWidget::keyPressEvent(event);
        return;
    }
    if (m_cursor.x() < 0) {
        // Start at the operating point's cell.
        const auto nearest = [](const DecisionAxis &a, double v) {
            int best = 0;
            for (int k = 1; k < a.steps; ++k) {
                if (std::abs(a.valueAt(k) - v) < std::abs(a.valueAt(best) - v))
                    best = k;
            }
            return best;
        };
        m_cursor = QPoint(nearest(m.x, m_data.xLabel.value), nearest(m.y, m_data.yLabel.value));
    }
    QPoint next = m_cursor;
    switch (event->key()) {
    case Qt::Key_Left:
        next.rx() -= 1;
        break;
    case Qt::Key_Right:
        next.rx() += 1;
        break;
    case Qt::Key_Up:
        next.ry() += 1;
        break;
    case Qt::Key_Down:
        next.ry() -= 1;
        break;
    case Qt::Key_Return:
    case Qt::Key_Enter:
        activate(m_cursor.x(), m_cursor.y());
        return;
    case Qt::Key_Escape:
        m_cursor = QPoint(-1, -1);
        update();
        return;
    default:
        QWidget::keyPressEvent(event);
        return;
    }
    m_cursor = QPoint(std::clamp(next.x(), 0, m.x.steps - 1), std::clamp(next.y(), 0, m.y.steps - 1));
    const DecisionCell &c = m.at(m_cursor.x(), m_cursor.y());
    setAccessibleDescription(
        tr("%1 %2, %3 %4: %5")
            .arg(m_data.xLabel.title, m_data.xLabel.text(m.x.valueAt(m_cursor.x())), m_data.yLabel.title,
                m_data.yLabel.text(m.y.valueAt(m_cursor.y())), decisionOptionLabelFor(c.option)));
    update();
}

void DecisionMapChart::focusOutEvent(QFocusEvent *event)
{
    QWidget::focusOutEvent(event);
    update();
}

} // namespace breakeven
