#pragma once

/// \file chartlegend.h
/// A chart's legend laid out in rows, never cut: Qt Charts' legend below a chart puts every
/// entry in one row and truncates them ("Moonsh..."), so narrow charts (a small export, the
/// window at 1024 pixels) draw this one instead.

#include "chartdata.h"

#include <QColor>
#include <QFont>
#include <QPalette>
#include <QRectF>
#include <QString>
#include <QWidget>

#include <vector>

class QPainter;

namespace breakeven {

/// One legend entry: a mark drawn as on the chart, and its text.
struct LegendEntry {
    enum class Mark { Line, DashedLine, Square, HollowSquare, Circle, Area };
    Mark mark = Mark::Line;
    QColor color;
    QString text;
    Qt::BrushStyle fill = Qt::SolidPattern; ///< an Area's: hatched for the "cheaper" region
};

/// A legend names at most this many offer lines; with more, the last entry says how many it leaves
/// out (moreOffersText()), so a 100-offer preset's legend does not silently stop at the 40 that fit.
inline constexpr std::size_t maxLegendOffers = 12;

/// How many of \a offers offer lines the legend names (the rest are "N more"): all of them up to
/// maxLegendOffers, else one fewer. The chart labels the break-evens of these offers alone, so a
/// label never names an offer the legend does not (and 100 offers are laid out as fast as 11).
[[nodiscard]] constexpr std::size_t legendOfferCount(std::size_t offers)
{
    return offers > maxLegendOffers ? maxLegendOffers - 1 : offers;
}

/// "… and N more offers (every offer is in the table)": the legend's last offer entry when
/// \a hidden offers are left out.
[[nodiscard]] QString moreOffersText(std::size_t hidden);

/// The entries of \a data's legend in \a palette's colours, as the chart draws them: the
/// shaded region, the self-hosted line, each offer's line, the break-even markers, the
/// operating point.
[[nodiscard]] std::vector<LegendEntry> legendEntries(const ChartData &data, const QPalette &palette);

/// Lays \a entries out in rows across \a area's width (an entry wider than a row is elided)
/// and draws them in \a textColor when \a painter is set. Returns the height used.
double paintLegend(QPainter *painter, const std::vector<LegendEntry> &entries, const QFont &font, const QRectF &area,
    const QColor &textColor = QColor(Qt::black));

/// A widget showing a legend in rows under a chart; its height follows its width.
class LegendStrip : public QWidget {
    Q_OBJECT
public:
    explicit LegendStrip(QWidget *parent = nullptr);
    void setEntries(std::vector<LegendEntry> entries);
    [[nodiscard]] const std::vector<LegendEntry> &entries() const { return m_entries; }
    [[nodiscard]] bool hasHeightForWidth() const override { return true; }
    [[nodiscard]] int heightForWidth(int width) const override;
    [[nodiscard]] QSize sizeHint() const override;

protected:
    void paintEvent(QPaintEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;

private:
    std::vector<LegendEntry> m_entries;
};

} // namespace breakeven
