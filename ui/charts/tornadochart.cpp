#include "tornadochart.h"

#include "chartcolors.h"
#include "format.h"
#include "uncertaintyresult.h"

#include <QFontMetricsF>
#include <QPainter>
#include <QPainterPath>

#include <cmath>

namespace breakeven {

std::vector<double> niceTicks(double from, double to, int count)
{
    std::vector<double> ticks;
    if (!(to > from) || !std::isfinite(from) || !std::isfinite(to) || count < 1)
        return ticks;
    const double raw = (to - from) / count;
    const double power = std::pow(10.0, std::floor(std::log10(raw)));
    double step = power;
    for (const double m : { 1.0, 2.0, 5.0, 10.0 }) {
        step = m * power;
        if (step >= raw)
            break;
    }
    for (double v = std::ceil(from / step) * step; v <= to + step * 1e-9; v += step)
        ticks.push_back(std::abs(v) < step * 1e-9 ? 0.0 : v);
    return ticks;
}

ChartFonts chartFonts(const QPainter *painter)
{
    QFont text = painter->font();
    text.setPixelSize(12);
    QFont title = text;
    title.setBold(true);
    title.setPixelSize(14);
    const QFontMetricsF metrics(text, painter->device());
    return { text, title, metrics, metrics.height() };
}

TornadoEndLabels tornadoEndLabels(
    const QRectF &low, const QRectF &high, double anchor, QSizeF lowSize, QSizeF highSize, bool merged)
{
    // Outside its part, on the part's side of the anchor: to the right of a part that ends to the
    // right of it, else to the left.
    const auto outside = [&](const QRectF &part, QSizeF size, bool right) {
        const double x = right ? part.right() + tornadoLabelGap : part.left() - tornadoLabelGap - size.width();
        return QRectF(QPointF(x, part.center().y() - size.height() / 2), size);
    };
    const auto toTheRight = [&](const QRectF &part) { return part.center().x() >= anchor; };
    if (merged) {
        const QRectF whole = low.united(high);
        return { QRectF(), outside(whole, highSize, toTheRight(whole)) };
    }
    // A part without width (its end at the anchor) takes the side away from the other part.
    const auto side = [&](const QRectF &part, const QRectF &other) {
        return part.width() > 0.0 || other.width() <= 0.0 ? toTheRight(part) : !toTheRight(other);
    };
    TornadoEndLabels out { outside(low, lowSize, side(low, high)), outside(high, highSize, side(high, low)) };
    if (out.low.intersects(out.high)) {
        // Both parts on one side of the anchor (the output is not monotone in the parameter, or an
        // end is not feasible): the shorter part's value goes to the other side of the anchor.
        const bool lowShorter = low.width() <= high.width();
        const QRectF &part = lowShorter ? low : high;
        const QSizeF size = lowShorter ? lowSize : highSize;
        const bool right = !toTheRight(part);
        const double x = right ? anchor + tornadoLabelGap : anchor - tornadoLabelGap - size.width();
        (lowShorter ? out.low : out.high) = QRectF(QPointF(x, part.center().y() - size.height() / 2), size);
    }
    return out;
}

TornadoChart::TornadoChart(QWidget *parent)
    : PaintedChart(QStringLiteral("tornadoChart"), tr("Tornado chart"), QSize(320, 200), parent)
{
}

void TornadoChart::setInput(const ChartInput &input)
{
    setData(tornadoChartData(
        input.scenario, input.uncertainty ? input.uncertainty->tornado : tornado(input.scenario), input.currency));
}

void TornadoChart::setData(TornadoChartData data)
{
    m_data = std::move(data);
    setAccessibleDescription(m_data.title);
    update();
}

void TornadoChart::renderChart(QPainter *p, const QRectF &target)
{
    p->save();
    p->setRenderHint(QPainter::Antialiasing);
    p->fillRect(target, Qt::white);
    const QColor text(0x20, 0x20, 0x20);
    const QColor grid(0xdd, 0xdd, 0xdd);
    const QColor lowColor = tornadoLowColor();
    const QColor highColor = tornadoHighColor();
    const auto [font, bold, fm, line] = chartFonts(p);
    const double margin = line;

    p->setPen(text);
    p->setFont(bold);
    const QRectF titleRect(
        target.left() + margin, target.top() + margin * 0.5, target.width() - 2 * margin, line * 1.6);
    p->drawText(titleRect, Qt::AlignLeft | Qt::AlignVCenter | Qt::TextSingleLine,
        QFontMetricsF(bold, p->device()).elidedText(m_data.title, Qt::ElideRight, titleRect.width()));
    p->setFont(font);
    m_drawnBars.clear();
    m_drawnValueLabels.clear();
    m_drawnParameterLabels.clear();
    if (m_data.empty()) {
        p->drawText(target, Qt::AlignCenter,
            tr("The preset gives no ranges: add some (Edit > Ranges) to see which input the answer hinges on."));
        p->restore();
        return;
    }

    // The legend under the title, the axis at the bottom, the labels on the left.
    const double legendY = titleRect.bottom() + line * 0.3;
    double lx = target.left() + margin;
    const auto legend = [&](const QColor &c, const QString &label, bool dashed) {
        if (dashed) {
            p->setPen(QPen(text, 1.5, Qt::DashLine));
            p->drawLine(QPointF(lx, legendY + line * 0.5), QPointF(lx + line, legendY + line * 0.5));
        } else {
            p->fillRect(QRectF(lx, legendY + line * 0.2, line, line * 0.6), c);
        }
        p->setPen(text);
        const double w = fm.horizontalAdvance(label);
        p->drawText(QRectF(lx + line * 1.3, legendY, w + 2, line), Qt::AlignLeft | Qt::AlignVCenter, label);
        lx += line * 1.3 + w + line * 1.2;
    };
    legend(lowColor, tr("at the range's low"), false);
    legend(highColor, tr("at the range's high"), false);
    legend(text, tr("at the preset's values"), true);

    double labelWidth = 0.0;
    for (const TornadoChartBar &b : m_data.bars)
        labelWidth = std::max({ labelWidth, fm.horizontalAdvance(b.label), fm.horizontalAdvance(b.rangeText) });
    labelWidth = std::min(labelWidth + line * 0.5, target.width() * 0.38);
    const QRectF frame(target.left() + margin + labelWidth, legendY + line * 1.6,
        target.width() - 2 * margin - labelWidth, target.bottom() - legendY - line * 1.6 - line * 3.8);
    const auto valueText = [&](double v) {
        return m_data.money ? format::money(v, m_data.currency, 0) : tr("%1 tok/s").arg(format::number(v, 0));
    };
    // An end's value, and at an end drawn to where feasibility ends, which limit that is.
    const auto endText = [&](double end, const QString &limit = QString()) {
        if (!std::isfinite(end))
            return tr("not feasible");
        //: A tornado bar's end drawn to where feasibility ends: "$45,210, not feasible beyond 2,203".
        return limit.isEmpty() ? valueText(end) : tr("%1, %2").arg(valueText(end), limit);
    };
    // The values map into the frame less the widest end value on each side, so that an end's
    // value always fits beside its bar inside the frame (never over the parameters' labels).
    double valueWidth = 0.0;
    for (const TornadoChartBar &b : m_data.bars)
        valueWidth = std::max({ valueWidth, fm.horizontalAdvance(endText(b.atLow, b.lowLimitText)),
            fm.horizontalAdvance(endText(b.atHigh, b.highLimitText)) });
    const double valueRoom = valueWidth + 4 + 2 * tornadoLabelGap;
    // The rows take the height they need (tornadoRowLines lines each) and the axis follows them:
    // a tornado of three factors is not stretched over the whole chart, nor its axis left far below.
    const double rowsHeight = tornadoRowLines * line * static_cast<double>(m_data.bars.size());
    const QRectF plot = frame.adjusted(valueRoom, 0, -valueRoom, std::min(0.0, rowsHeight - frame.height()));
    if (plot.width() < 20 || plot.height() < 20) {
        p->restore();
        return;
    }
    m_plot = plot;
    const auto xAt
        = [&](double v) { return plot.left() + (v - m_data.xMin) / (m_data.xMax - m_data.xMin) * plot.width(); };

    // Grid and the axis.
    for (const double t : niceTicks(m_data.xMin, m_data.xMax, 5)) {
        const double x = xAt(t);
        p->setPen(QPen(t == 0.0 && m_data.money ? QColor(0x90, 0x90, 0x90) : grid, t == 0.0 ? 1.2 : 0.8));
        p->drawLine(QPointF(x, plot.top()), QPointF(x, plot.bottom()));
        p->setPen(text);
        const QString label = valueText(t);
        const double w = fm.horizontalAdvance(label);
        p->drawText(QRectF(x - w / 2 - 2, plot.bottom() + line * 0.2, w + 4, line), Qt::AlignCenter, label);
    }
    p->setPen(QColor(0x60, 0x60, 0x60));
    if (!m_data.axisNote.isEmpty())
        p->drawText(
            QRectF(plot.left(), plot.bottom() + line * 2.4, plot.width(), line), Qt::AlignRight, m_data.axisNote);

    // The bars, largest swing on top.
    const double rowHeight = std::min(plot.height() / static_cast<double>(m_data.bars.size()), line * tornadoRowLines);
    const double base = std::isfinite(m_data.base) ? m_data.base : 0.0;
    m_baseX = xAt(base);
    for (std::size_t i = 0; i < m_data.bars.size(); ++i) {
        const TornadoChartBar &b = m_data.bars[i];
        const double top = plot.top() + rowHeight * static_cast<double>(i);
        const QRectF row(plot.left(), top + rowHeight * 0.18, plot.width(), rowHeight * 0.64);
        p->setPen(text);
        QRectF drawn;
        p->drawText(QRectF(target.left() + margin, top, labelWidth - line * 0.4, rowHeight * 0.5),
            Qt::AlignRight | Qt::AlignBottom | Qt::TextSingleLine,
            fm.elidedText(b.label, Qt::ElideRight, labelWidth - line * 0.4), &drawn);
        m_drawnParameterLabels.push_back(drawn);
        p->setPen(QColor(0x60, 0x60, 0x60));
        p->drawText(QRectF(target.left() + margin, top + rowHeight * 0.5, labelWidth - line * 0.4, rowHeight * 0.5),
            Qt::AlignRight | Qt::AlignTop | Qt::TextSingleLine, b.rangeText, &drawn);
        m_drawnParameterLabels.push_back(drawn);
        // Each end's part runs from the base to that end; when the base lies outside the two ends
        // (the output is not monotone in the parameter), from the nearer end, so the bar is the swing.
        const bool both = std::isfinite(b.atLow) && std::isfinite(b.atHigh);
        const double anchor = both
            ? std::clamp(m_baseX, std::min(xAt(b.atLow), xAt(b.atHigh)), std::max(xAt(b.atLow), xAt(b.atHigh)))
            : m_baseX;
        const auto part = [&](double end, const QColor &c) {
            if (!std::isfinite(end)) {
                // No value at this end (not feasible there): a hatched stub says so.
                const QRectF stub(m_baseX - 3, row.top(), 6, row.height());
                p->fillRect(stub, QBrush(c, Qt::BDiagPattern));
                return stub;
            }
            const QRectF r(
                QPointF(std::min(xAt(end), anchor), row.top()), QPointF(std::max(xAt(end), anchor), row.bottom()));
            p->fillRect(r, c);
            return r;
        };
        const QRectF lowRect = part(b.atLow, lowColor);
        const QRectF highRect = part(b.atHigh, highColor);
        m_drawnBars.emplace_back(lowRect, highRect);
        // An end drawn to where feasibility ends gets a wall there: a dark edge and a hatched cap
        // beyond it ("not feasible beyond").
        const auto wall = [&](const QRectF &r, bool limited) {
            if (!limited || !std::isfinite(r.left()))
                return;
            const bool rightward = r.center().x() >= anchor;
            const double x = rightward ? r.right() : r.left();
            p->fillRect(QRectF(rightward ? x : x - 5, row.top(), 5, row.height()), QBrush(text, Qt::BDiagPattern));
            p->setPen(QPen(text, 2.0));
            p->drawLine(QPointF(x, row.top()), QPointF(x, row.bottom()));
        };
        wall(lowRect, !b.lowLimitText.isEmpty() && std::isfinite(b.atLow));
        wall(highRect, !b.highLimitText.isEmpty() && std::isfinite(b.atHigh));
        // The end values beside the bar, clear of each other (tornadoEndLabels()).
        p->setPen(text);
        const QString lowText = endText(b.atLow, b.lowLimitText);
        const QString highText = endText(b.atHigh, b.highLimitText);
        // One value for both ends when they coincide, unless an end names where feasibility ends.
        const bool merged = std::abs(lowRect.center().x() - highRect.center().x()) <= 1.0 && std::isfinite(b.atLow)
            && std::isfinite(b.atHigh) && b.lowLimitText.isEmpty() && b.highLimitText.isEmpty();
        const TornadoEndLabels boxes
            = tornadoEndLabels(lowRect, highRect, anchor, { fm.horizontalAdvance(lowText) + 4, row.height() },
                { fm.horizontalAdvance(highText) + 4, row.height() }, merged);
        if (!merged) {
            p->drawText(boxes.low, Qt::AlignCenter, lowText);
            m_drawnValueLabels.push_back(boxes.low);
        }
        p->drawText(boxes.high, Qt::AlignCenter, highText);
        m_drawnValueLabels.push_back(boxes.high);
    }

    // The base value.
    p->setPen(QPen(text, 1.5, Qt::DashLine));
    p->drawLine(QPointF(m_baseX, plot.top() - line * 0.3), QPointF(m_baseX, plot.bottom()));
    const QString baseLabel
        = tr("base %1").arg(std::isfinite(m_data.base) ? valueText(m_data.base) : tr("not feasible"));
    const double bw = fm.horizontalAdvance(baseLabel) + 6;
    p->setPen(text);
    p->drawText(
        QRectF(std::clamp(m_baseX - bw / 2, plot.left(), plot.right() - bw), plot.bottom() + line * 1.3, bw, line),
        Qt::AlignCenter, baseLabel);
    p->restore();
}

} // namespace breakeven
