#include "memorybar.h"

#include "resulttables.h"

#include "chartcolors.h"
#include "formatting.h"

#include <QPainter>
#include <QPainterPath>

#include <algorithm>
#include <array>
#include <tuple>

namespace breakeven {

namespace {

constexpr int barHeight = 34;
constexpr int margin = 8;

} // namespace

QString MemoryBar::gb(double value) { return gigabytesText(value); }

MemoryBar::MemoryBar(QWidget *parent)
    : QWidget(parent)
{
    setObjectName(QStringLiteral("memoryBar"));
    setAccessibleName(tr("Memory needed against memory installed"));
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
}

QStringList MemoryBar::segmentNames()
{
    return { tr("Weights"), tr("KV cache"), tr("Per-sequence state"), tr("Runtime reserve") };
}

void MemoryBar::setBreakdown(const MemoryBreakdown &breakdown)
{
    m_breakdown = breakdown;
    const MemoryBreakdown &b = m_breakdown;
    setAccessibleDescription(tr("%1 needed: weights %2, KV cache %3, per-sequence state %4, runtime reserve %5; "
                                "%6 usable of %7 installed.")
                                 .arg(gb(b.neededGb), gb(b.weightsGb), gb(b.kvCacheGb), gb(b.stateGb), gb(b.reserveGb),
                                     gb(b.usableGb), gb(b.installedGb)));
    update();
}

std::pair<double, double> MemoryBar::labelStarts(
    double usableX, double usableWidth, double installedX, double installedWidth, double left, double right)
{
    constexpr double gap = 3.0;   // between a line and its label
    constexpr double apart = 8.0; // between the two labels
    const double installedAt = std::clamp(installedX + gap, left, std::max(left, right - installedWidth));
    double usableAt = std::min(usableX - gap - usableWidth, installedAt - apart - usableWidth);
    usableAt = std::clamp(usableAt, left, std::max(left, right - usableWidth));
    // Both lines near the left edge (a model far bigger than the node): the usable label held at the
    // edge pushes the installed one right of it.
    const double installedRight
        = std::clamp(usableAt + usableWidth + apart, installedAt, std::max(installedAt, right - installedWidth));
    return { usableAt, installedRight };
}

QSize MemoryBar::sizeHint() const
{
    const int line = fontMetrics().height();
    return { 600, margin + line + 4 + barHeight + 6 + 2 * (line + 4) + margin };
}

QSize MemoryBar::minimumSizeHint() const { return { 300, sizeHint().height() }; }

void MemoryBar::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    const MemoryBreakdown &b = m_breakdown;
    const QFontMetrics fm = fontMetrics();
    const int line = fm.height();
    const QColor background = palette().color(QPalette::Base);
    const QColor text = palette().color(QPalette::WindowText);

    const double scaleMax = std::max({ b.neededGb, b.installedGb, 1.0 }) * 1.04;
    const QRectF bar(margin, margin + line + 4, width() - 2 * margin, barHeight);
    const auto xOf = [&](double value) { return bar.left() + bar.width() * value / scaleMax; };

    // The installed memory: the frame the needed memory must fit in.
    p.setPen(Qt::NoPen);
    p.setBrush(palette().color(QPalette::AlternateBase));
    p.drawRect(QRectF(bar.left(), bar.top(), xOf(b.installedGb) - bar.left(), bar.height()));

    const std::array<double, 4> values { b.weightsGb, b.kvCacheGb, b.stateGb, b.reserveGb };
    const QStringList names = segmentNames();
    std::array<QColor, 4> colors;
    double start = 0.0;
    for (std::size_t i = 0; i < values.size(); ++i) {
        colors[i] = seriesColor(static_cast<int>(i), background);
        const QRectF segment(xOf(start), bar.top(), xOf(start + values[i]) - xOf(start), bar.height());
        p.setBrush(colors[i]);
        p.drawRect(segment);
        start += values[i];
    }

    // Usable (dashed) and installed (solid) lines, labelled above the bar side by side.
    const QString usable = tr("usable %1").arg(gb(b.usableGb));
    const QString installed = tr("installed %1").arg(gb(b.installedGb));
    const auto [usableAt, installedAt] = labelStarts(xOf(b.usableGb), fm.horizontalAdvance(usable), xOf(b.installedGb),
        fm.horizontalAdvance(installed), margin, width() - margin);
    for (auto [value, style, label, at] : { std::tuple { b.usableGb, Qt::DashLine, &usable, usableAt },
             std::tuple { b.installedGb, Qt::SolidLine, &installed, installedAt } }) {
        const double x = xOf(value);
        p.setPen(QPen(text, 2, style));
        p.drawLine(QPointF(x, bar.top() - 3), QPointF(x, bar.bottom() + 3));
        p.drawText(QPointF(at, bar.top() - 6), *label);
    }
    if (b.neededGb > b.usableGb) {
        // Short: the part beyond the usable memory is hatched.
        p.setPen(Qt::NoPen);
        p.setBrush(QBrush(text, Qt::BDiagPattern));
        p.drawRect(QRectF(xOf(b.usableGb), bar.top(), xOf(b.neededGb) - xOf(b.usableGb), bar.height()));
    }

    // Legend: a swatch and "Weights 1,561 GB" per segment, wrapped onto two lines when narrow.
    double x = margin;
    double y = bar.bottom() + 6;
    p.setPen(text);
    for (std::size_t i = 0; i < values.size(); ++i) {
        //: The bar's legend: a part of the memory and its size ("Weights: 1,561 GB").
        const QString label = tr("%1: %2").arg(names.at(static_cast<int>(i)), gb(values[i]));
        const int w = line + 4 + fm.horizontalAdvance(label) + 16;
        if (x + w > width() - margin && x > margin) {
            x = margin;
            y += line + 4;
        }
        p.fillRect(QRectF(x, y + 2, line - 4, line - 4), colors[i]);
        p.drawText(QPointF(x + line, y + fm.ascent()), label);
        x += w;
    }
}

} // namespace breakeven
