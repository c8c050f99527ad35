#include "offerlines.h"

#include <QPaintEngine>
#include <QPainter>
#include <QVarLengthArray>

#include <algorithm>

namespace breakeven {

namespace {

/// The part of the segment \a a - \a b inside \a box (Liang-Barsky), if any.
std::optional<std::pair<QPointF, QPointF>> clipSegment(QPointF a, QPointF b, const QRectF &box)
{
    const double dx = b.x() - a.x();
    const double dy = b.y() - a.y();
    double t0 = 0.0;
    double t1 = 1.0;
    const auto edge = [&](double p, double q) {
        if (p == 0.0)
            return q >= 0.0;
        const double r = q / p;
        if (p < 0.0) {
            if (r > t1)
                return false;
            t0 = std::max(t0, r);
        } else {
            if (r < t0)
                return false;
            t1 = std::min(t1, r);
        }
        return true;
    };
    if (!edge(-dx, a.x() - box.left()) || !edge(dx, box.right() - a.x()) || !edge(-dy, a.y() - box.top())
        || !edge(dy, box.bottom() - a.y()))
        return std::nullopt;
    return std::pair { QPointF(a.x() + t0 * dx, a.y() + t0 * dy), QPointF(a.x() + t1 * dx, a.y() + t1 * dy) };
}

} // namespace

std::vector<QPolygonF> clipPolyline(const QPolygonF &line, const QRectF &box)
{
    std::vector<QPolygonF> pieces;
    for (qsizetype i = 0; i + 1 < line.size(); ++i) {
        const auto part = clipSegment(line[i], line[i + 1], box);
        if (!part)
            continue;
        if (pieces.empty() || pieces.back().back() != part->first)
            pieces.emplace_back(QPolygonF { part->first });
        pieces.back().append(part->second);
    }
    return pieces;
}

OfferLinesItem::OfferLinesItem(QGraphicsItem *parent)
    : QGraphicsItem(parent)
{
}

void OfferLinesItem::setLines(std::vector<Line> lines, const QRectF &clip)
{
    if (clip != m_clip) {
        prepareGeometryChange();
        m_clip = clip;
    } else if (lines == m_lines) {
        return;
    }
    m_lines = std::move(lines);
    // A dashed pen is dashed along the whole line before it is clipped: a line of the volume chart runs
    // far past the plot (hundreds of thousands of pixels of dashes, most of a repaint), so only what
    // lies inside the plot, and a pen's width around it, is kept to draw.
    m_drawn.clear();
    for (const Line &line : m_lines) {
        const double margin = line.pen.widthF() + 1.0;
        for (QPolygonF &piece : clipPolyline(line.points, m_clip.adjusted(-margin, -margin, margin, margin)))
            m_drawn.push_back({ std::move(piece), line.pen });
    }
    update();
}

void OfferLinesItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget)
{
    Q_UNUSED(option);
    Q_UNUSED(widget);
    painter->save();
    painter->setClipRect(m_clip, Qt::IntersectClip);
    painter->setBrush(Qt::NoBrush);
    // On the raster engine (the window and PNG exports) each line is drawn as its segments: Qt draws a
    // wide dashed pen along separate segments dash by dash (QRasterPaintEngine's line path, the dashes'
    // phase carried from one segment to the next), several times faster than it strokes a polyline
    // into an outline and fills it; the image differs only at the corners, where the segments' caps
    // meet instead of a mitred join. Vector exports keep one polyline per line.
    const bool raster = painter->paintEngine() && painter->paintEngine()->type() == QPaintEngine::Raster;
    QVarLengthArray<QLineF, 64> segments;
    for (const Line &line : m_drawn) {
        if (line.points.size() < 2)
            continue;
        painter->setPen(line.pen);
        if (!raster) {
            painter->drawPolyline(line.points);
            continue;
        }
        segments.clear();
        for (qsizetype i = 1; i < line.points.size(); ++i)
            segments.append(QLineF(line.points[i - 1], line.points[i]));
        painter->drawLines(segments.constData(), static_cast<int>(segments.size()));
    }
    painter->restore();
}

} // namespace breakeven
