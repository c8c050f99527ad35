#include "chartlegend.h"

#include <QCoreApplication>
#include <QFontMetricsF>
#include <QPainter>
#include <QPen>

#include <algorithm>
#include <cmath>

namespace breakeven {

namespace {

/// This file's sentences: Text::tr() translates in the context "ChartLegend", which lupdate reads from the macro.
struct Text {
    Q_DECLARE_TR_FUNCTIONS(ChartLegend)
};

constexpr double swatchWidth = 22.0;
constexpr double swatchGap = 6.0;
constexpr double margin = 4.0;

} // namespace

QString moreOffersText(std::size_t hidden)
{
    return Text::tr("… and %n more offers (every offer is in the table)", nullptr, static_cast<int>(hidden));
}

std::vector<LegendEntry> legendEntries(const ChartData &data, const QPalette &palette)
{
    const QColor base = palette.color(QPalette::Base);
    const QColor accent = selfHostColor(palette);
    std::vector<LegendEntry> entries;
    if (!data.shadeLabel.isEmpty() && !data.shadeLower.empty()) {
        const QBrush shade = cheaperShadeBrush(palette);
        entries.push_back({ LegendEntry::Mark::Area, shade.color(), data.shadeLabel, shade.style() });
    }
    if (!data.selfHost.points.empty())
        entries.push_back({ LegendEntry::Mark::Line, accent, data.selfHost.label });
    if (!data.bandLabel.isEmpty() && !data.bandLower.empty()) {
        const QBrush band = bandBrush(palette);
        entries.push_back({ LegendEntry::Mark::Area, band.color(), data.bandLabel, band.style() });
    }
    const std::size_t shown = legendOfferCount(data.offers.size());
    for (std::size_t i = 0; i < shown; ++i) {
        const ChartLine &line = data.offers[i];
        entries.push_back({ LegendEntry::Mark::DashedLine, seriesColor(line.colorIndex, base), line.label });
    }
    if (shown < data.offers.size())
        entries.push_back({ LegendEntry::Mark::DashedLine, seriesColor(data.offers[shown].colorIndex, base),
            moreOffersText(data.offers.size() - shown) });
    if (data.capacity) // a dotted line in the chart, named here for the exports' legends
        entries.push_back({ LegendEntry::Mark::DashedLine, palette.color(QPalette::Text), data.capacity->label });
    if (!data.breakevens.empty())
        entries.push_back({ LegendEntry::Mark::Square, palette.color(QPalette::Text), Text::tr("Break-even") });
    if (data.operatingPoint) // as drawn: a filled circle, or a hollow red square where not feasible
        entries.push_back({ data.operatingFeasible ? LegendEntry::Mark::Circle : LegendEntry::Mark::HollowSquare,
            data.operatingFeasible ? accent : infeasibleColor(), Text::tr("Operating point") });
    return entries;
}

double paintLegend(QPainter *painter, const std::vector<LegendEntry> &entries, const QFont &font, const QRectF &area,
    const QColor &textColor)
{
    const QFontMetricsF fm(font);
    const double spacing = fm.averageCharWidth() * 2.0;
    const double rowHeight = fm.height() + 4.0;
    double x = 0.0;
    double y = 0.0;
    if (painter)
        painter->setFont(font);
    for (const LegendEntry &e : entries) {
        const QString text
            = fm.elidedText(e.text, Qt::ElideRight, std::max(20.0, area.width() - swatchWidth - swatchGap));
        const double width = swatchWidth + swatchGap + fm.horizontalAdvance(text);
        if (x > 0.0 && x + width > area.width()) {
            x = 0.0;
            y += rowHeight;
        }
        if (painter) {
            const QPointF at = area.topLeft() + QPointF(x, y);
            const double mid = at.y() + rowHeight / 2.0;
            painter->save();
            painter->setRenderHint(QPainter::Antialiasing);
            switch (e.mark) {
            case LegendEntry::Mark::Line:
            case LegendEntry::Mark::DashedLine: {
                const bool solid = e.mark == LegendEntry::Mark::Line;
                painter->setPen(QPen(e.color, solid ? 3.0 : 2.0, solid ? Qt::SolidLine : Qt::DashLine));
                painter->drawLine(QPointF(at.x(), mid), QPointF(at.x() + swatchWidth, mid));
                break;
            }
            case LegendEntry::Mark::Square:
                painter->fillRect(QRectF(at.x() + swatchWidth / 2.0 - 5.0, mid - 5.0, 10.0, 10.0), e.color);
                break;
            case LegendEntry::Mark::HollowSquare:
                painter->setPen(QPen(e.color, 2.5));
                painter->setBrush(Qt::NoBrush);
                painter->drawRect(QRectF(at.x() + swatchWidth / 2.0 - 5.0, mid - 5.0, 10.0, 10.0));
                break;
            case LegendEntry::Mark::Circle:
                painter->setPen(Qt::NoPen);
                painter->setBrush(e.color);
                painter->drawEllipse(QPointF(at.x() + swatchWidth / 2.0, mid), 6.0, 6.0);
                break;
            case LegendEntry::Mark::Area:
                painter->fillRect(QRectF(at.x(), mid - 6.0, swatchWidth, 12.0), QBrush(e.color, e.fill));
                break;
            }
            painter->restore();
            painter->setPen(textColor);
            painter->drawText(QRectF(at.x() + swatchWidth + swatchGap, at.y(), width, rowHeight),
                Qt::AlignLeft | Qt::AlignVCenter, text);
        }
        x += width + spacing;
    }
    return entries.empty() ? 0.0 : y + rowHeight;
}

LegendStrip::LegendStrip(QWidget *parent)
    : QWidget(parent)
{
    QSizePolicy policy(QSizePolicy::Preferred, QSizePolicy::Fixed);
    policy.setHeightForWidth(true);
    setSizePolicy(policy);
}

void LegendStrip::setEntries(std::vector<LegendEntry> entries)
{
    const bool sameLayout = entries.size() == m_entries.size()
        && std::equal(entries.begin(), entries.end(), m_entries.begin(),
            [](const LegendEntry &a, const LegendEntry &b) { return a.text == b.text; });
    m_entries = std::move(entries);
    if (!sameLayout) {
        setFixedHeight(heightForWidth(width()));
        updateGeometry();
    }
    update();
}

int LegendStrip::heightForWidth(int width) const
{
    return static_cast<int>(
        std::ceil(paintLegend(nullptr, m_entries, font(), QRectF(0, 0, width - 2.0 * margin, 0)) + 2.0 * margin));
}

QSize LegendStrip::sizeHint() const { return { 400, heightForWidth(400) }; }

void LegendStrip::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    paintLegend(&p, m_entries, font(), QRectF(margin, margin, width() - 2.0 * margin, height() - 2.0 * margin),
        palette().color(QPalette::Text));
}

void LegendStrip::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    const int h = heightForWidth(width());
    if (h != height())
        setFixedHeight(h);
}

} // namespace breakeven
