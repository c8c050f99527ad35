#pragma once

/// \file offerlines.h
/// The offers' lines of a chart, drawn by one graphics item rather than a Qt Charts series each: with
/// 100 offers, a series apiece cost a graphics item, a legend marker and two axis attachments (about
/// 30 ms a chart to add) and its own clip and path set-up on every repaint (issue 33).

#include <QGraphicsItem>
#include <QPen>
#include <QPolygonF>
#include <QRectF>

#include <optional>
#include <vector>

namespace breakeven {

/// The parts of \a line inside \a box: each segment clipped to it, consecutive parts joined.
[[nodiscard]] std::vector<QPolygonF> clipPolyline(const QPolygonF &line, const QRectF &box);

class OfferLinesItem : public QGraphicsItem {
public:
    /// One offer's line: where its points lie in the item's parent (the chart), and its pen.
    struct Line {
        QPolygonF points;
        QPen pen;
        friend bool operator==(const Line &, const Line &) = default;
    };

    explicit OfferLinesItem(QGraphicsItem *parent);

    /// Draws \a lines, clipped to \a clip (the plot area); repaints only when either changed.
    void setLines(std::vector<Line> lines, const QRectF &clip);
    [[nodiscard]] const std::vector<Line> &lines() const { return m_lines; }

    [[nodiscard]] QRectF boundingRect() const override { return m_clip; }
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

private:
    std::vector<Line> m_lines;
    std::vector<Line> m_drawn; ///< m_lines clipped to the plot (clipPolyline())
    QRectF m_clip;
};

} // namespace breakeven
