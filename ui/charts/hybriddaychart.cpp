#include "hybriddaychart.h"

#include "tornadochart.h"

#include "chartcolors.h"
#include "format.h"

#include <QPainter>
#include <QPainterPath>

#include <algorithm>
#include <cmath>

namespace breakeven {

namespace {

/// The smallest of 1, 2, 2.5, 5 times a power of ten at or above \a v.
double niceCeiling(double v)
{
    if (!(v > 0.0) || !std::isfinite(v))
        return 1.0;
    const double decade = std::pow(10.0, std::floor(std::log10(v)));
    for (const double step : { 1.0, 2.0, 2.5, 5.0, 10.0 }) {
        if (step * decade >= v)
            return step * decade;
    }
    return 10.0 * decade;
}

} // namespace

QStringList hybridDayTicks(double yMax, const QLocale &locale)
{
    // A fifth of 1, 2, 2.5 or 5 times a power of ten is 0.2, 0.4, 0.5 or 1 times one: the fewest
    // decimals that write it exactly keep every tick distinct ("0, 0.2, ..., 1", not "0, 0, 1, 1, 1").
    const double step = yMax / hybridDayTickCount;
    int decimals = 0;
    while (
        decimals < 6 && std::abs(step * std::pow(10.0, decimals) - std::round(step * std::pow(10.0, decimals))) > 1e-6)
        ++decimals;
    QStringList ticks;
    for (int i = 0; i <= hybridDayTickCount; ++i)
        ticks << format::number(step * i, decimals, locale);
    return ticks;
}

HybridDayData hybridDayData(const Scenario &scenario, const HybridPlan &plan)
{
    HybridDayData d;
    d.planned = plan.planned();
    double peak = 0.0;
    for (std::size_t h = 0; h < hoursInDay; ++h) {
        d.demand[h] = plan.hours[h].demandTokS;
        d.selfHosted[h] = plan.hours[h].selfHostedTokS;
        d.api[h] = plan.hours[h].apiTokS;
        d.nodesOn[h] = plan.hours[h].nodesOn;
        peak = std::max(peak, d.demand[h]);
    }
    d.yMax = niceCeiling(peak * 1.1);
    const QLocale loc = format::locale();
    switch (plan.status) {
    case HybridStatus::NoProfile:
        d.note = HybridDayChart::tr("No demand profile: turn on the hybrid day in Over time > Hybrid plan.");
        break;
    case HybridStatus::NoOffer:
        d.note = HybridDayChart::tr("No API offer is compared: there is nothing to send the overflow to.");
        break;
    case HybridStatus::ModelDoesNotFit:
        d.note = HybridDayChart::tr("The model does not fit the node: the whole day goes to the API.");
        break;
    case HybridStatus::NoCapacity:
        d.note = HybridDayChart::tr("The node produces nothing: the whole day goes to the API.");
        break;
    case HybridStatus::Planned:
        d.note = HybridDayChart::tr("%n node(s) serve the busy hours; the rest goes to %1.", nullptr, plan.nodeCount())
                     .arg(scenario.offers[*plan.offer].displayName());
        break;
    }
    return d;
}

ChartTable hybridDayTable(const ChartInput &input)
{
    ChartTable table;
    table.header << QStringLiteral("hour") << QStringLiteral("demand_tok_s") << QStringLiteral("nodes_on")
                 << QStringLiteral("self_hosted_tok_s") << QStringLiteral("api_tok_s");
    const HybridPlan &plan = input.results.hybrid;
    if (plan.status == HybridStatus::NoProfile)
        return table;
    for (std::size_t h = 0; h < plan.hours.size(); ++h) {
        const HybridHour &hour = plan.hours[h];
        table.rows.push_back({ static_cast<double>(h), hour.demandTokS, static_cast<double>(hour.nodesOn),
            hour.selfHostedTokS, hour.apiTokS });
    }
    return table;
}

HybridDayChart::HybridDayChart(QWidget *parent)
    : ChartWidget(parent)
{
    setObjectName(QStringLiteral("hybridDayChart"));
    setAccessibleName(tr("Chart of the day: demand, self-hosted part and API overflow by hour"));
}

void HybridDayChart::setInput(const ChartInput &input) { setData(hybridDayData(input.scenario, input.results.hybrid)); }

void HybridDayChart::setData(const HybridDayData &data)
{
    m_data = data;
    update();
}

void HybridDayChart::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    painter.fillRect(rect(), palette().base());
    renderChart(&painter, rect());
}

void HybridDayChart::renderChart(QPainter *painter, const QRectF &target)
{
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing);
    const QPalette pal = palette();
    const QColor text = pal.color(QPalette::Text);
    const QColor background = pal.color(QPalette::Base);
    const QColor selfColor = selfHostColor(pal);
    const QColor apiColor = seriesColor(3, background);
    // The painted charts' fonts (tornadochart.h): the same size on screen and in an export's layout.
    const ChartFonts fonts = chartFonts(painter);
    painter->setFont(fonts.text);
    const QFontMetricsF &fm = fonts.metrics;
    const QLocale loc = format::locale();

    // The note on top, the legend below it, the tok/s axis' unit, the plot, the hours' axis under it.
    const double line = fonts.line;
    QRectF plot
        = target.adjusted(fm.horizontalAdvance(QStringLiteral("00,000")) + 16, 3.6 * line + 8, -12, -2.2 * line - 4);
    painter->setPen(text);
    painter->drawText(QRectF(target.left() + 8, target.top() + 2, target.width() - 16, line), Qt::AlignLeft,
        fm.elidedText(m_data.note, Qt::ElideRight, target.width() - 16));
    // Legend.
    double x = target.left() + 8;
    const double legendY = target.top() + line + 6;
    const auto legend = [&](const QColor &color, const QString &label, bool lineSwatch) {
        if (lineSwatch) {
            painter->setPen(QPen(color, 2));
            painter->drawLine(QPointF(x, legendY + line / 2), QPointF(x + 14, legendY + line / 2));
        } else {
            painter->fillRect(QRectF(x, legendY + 2, 14, line - 4), color);
        }
        painter->setPen(text);
        painter->drawText(QPointF(x + 18, legendY + fm.ascent()), label);
        x += 18 + fm.horizontalAdvance(label) + 16;
    };
    legend(selfColor, tr("Self-hosted"), false);
    legend(apiColor, tr("API overflow"), false);
    legend(text, tr("Demand"), true);
    if (plot.width() < 40 || plot.height() < 30) {
        painter->restore();
        return;
    }
    const double slot = plot.width() / hoursInDay;
    const auto yOf = [&](double v) { return plot.bottom() - v / m_data.yMax * plot.height(); };

    // Grid and the tok/s axis, its unit above its top tick.
    painter->setPen(QPen(pal.color(QPalette::Mid), 0.5));
    const QStringList ticks = hybridDayTicks(m_data.yMax, loc);
    for (int i = 0; i < ticks.size(); ++i) {
        const double y = yOf(m_data.yMax * i / hybridDayTickCount);
        painter->drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y));
        painter->save();
        painter->setPen(text);
        painter->drawText(QRectF(target.left(), y - line / 2, plot.left() - target.left() - 6, line),
            Qt::AlignRight | Qt::AlignVCenter, ticks[i]);
        painter->restore();
    }
    painter->save();
    painter->setPen(text);
    // Between the legend and the top tick (which reaches half a line above the plot).
    painter->drawText(
        QRectF(target.left() + 4, plot.top() - 1.6 * line - 2, plot.width(), line), Qt::AlignLeft, tr("output tok/s"));
    painter->restore();
    // Bars: self-hosted at the bottom, the API's overflow on top.
    for (std::size_t h = 0; h < hoursInDay; ++h) {
        const double left = plot.left() + h * slot + slot * 0.12;
        const double w = slot * 0.76;
        const double selfTop = yOf(m_data.selfHosted[h]);
        painter->fillRect(QRectF(left, selfTop, w, plot.bottom() - selfTop), selfColor);
        const double apiTop = yOf(m_data.selfHosted[h] + m_data.api[h]);
        painter->fillRect(QRectF(left, apiTop, w, selfTop - apiTop), apiColor);
    }
    // The demand as a step line.
    QPainterPath demand;
    for (std::size_t h = 0; h < hoursInDay; ++h) {
        const double y = yOf(m_data.demand[h]);
        const QPointF a(plot.left() + h * slot, y);
        if (h == 0)
            demand.moveTo(a);
        else
            demand.lineTo(a);
        demand.lineTo(QPointF(plot.left() + (h + 1) * slot, y));
    }
    painter->setPen(QPen(text, 2));
    painter->drawPath(demand);
    // Axes and the hours.
    painter->setPen(QPen(text, 1));
    painter->drawLine(plot.bottomLeft(), plot.bottomRight());
    painter->drawLine(plot.bottomLeft(), plot.topLeft());
    for (int h = 0; h < hoursInDay; h += slot < fm.horizontalAdvance(QStringLiteral("00")) + 4 ? 3 : 1) {
        painter->drawText(
            QRectF(plot.left() + h * slot, plot.bottom() + 2, slot, line), Qt::AlignHCenter, loc.toString(h));
    }
    painter->drawText(
        QRectF(plot.left(), plot.bottom() + line + 2, plot.width(), line), Qt::AlignHCenter, tr("Hour of the day"));
    painter->restore();
}

} // namespace breakeven
