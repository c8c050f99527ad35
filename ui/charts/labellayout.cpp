#include "labellayout.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <limits>

namespace breakeven {

namespace {

/// How much nearer its own marker a label must be than any other (pixels) to read as its own.
constexpr double ownMargin = 4.0;

bool crosses(const QRectF &rect, const QLineF &line)
{
    if (rect.contains(line.p1()) || rect.contains(line.p2()))
        return true;
    const std::array<QLineF, 4> edges { QLineF(rect.topLeft(), rect.topRight()),
        QLineF(rect.topRight(), rect.bottomRight()), QLineF(rect.bottomRight(), rect.bottomLeft()),
        QLineF(rect.bottomLeft(), rect.topLeft()) };
    return std::any_of(edges.begin(), edges.end(),
        [&](const QLineF &e) { return line.intersects(e, nullptr) == QLineF::BoundedIntersection; });
}

double distanceToSegment(const QLineF &line, QPointF p)
{
    const QPointF d = line.p2() - line.p1();
    const double length2 = d.x() * d.x() + d.y() * d.y();
    const double t = length2 > 0.0
        ? std::clamp(((p.x() - line.x1()) * d.x() + (p.y() - line.y1()) * d.y()) / length2, 0.0, 1.0)
        : 0.0;
    const QPointF nearest = line.p1() + t * d;
    return std::hypot(p.x() - nearest.x(), p.y() - nearest.y());
}

/// How many of \a lines \a rect sits on, not counting those through \a anchor (a marker's own
/// price line and curve): a label on another offer's line reads as that line's.
int foreignCrossings(const QRectF &rect, const std::vector<QLineF> &lines, QPointF anchor)
{
    return static_cast<int>(std::count_if(lines.begin(), lines.end(),
        [&](const QLineF &l) { return distanceToSegment(l, anchor) > 2.0 && crosses(rect, l); }));
}

/// How many markers other than \a own \a rect comes as close to as a label beside them.
int nearOthers(const QRectF &rect, int own, const std::vector<QRectF> &markers)
{
    int n = 0;
    for (std::size_t j = 0; j < markers.size(); ++j) {
        const double near = std::hypot(markers[j].width(), markers[j].height()) / 2.0 + labelGap + 3.0;
        if (static_cast<int>(j) != own && distanceToRect(rect, markers[j].center()) <= near)
            ++n;
    }
    return n;
}

bool overlapsAny(const QRectF &rect, const std::vector<QRectF> &boxes)
{
    return std::any_of(boxes.begin(), boxes.end(), [&](const QRectF &b) { return b.intersects(rect); });
}

/// The spots beside \a box for a label of \a size, in order of preference: right, just above
/// or below the horizontal through the marker (where the cost chart's price lines run), then
/// left, then over and under, then centred right and left.
std::array<QRectF, 8> besideSpots(const QRectF &box, QSizeF size)
{
    const QPointF c = box.center();
    const double w = size.width();
    const double h = size.height();
    const double right = box.right() + labelGap;
    const double left = box.left() - labelGap - w;
    const double up = c.y() - 1.0 - h;
    const double down = c.y() + 1.0;
    return { QRectF(right, up, w, h), QRectF(right, down, w, h), QRectF(left, up, w, h), QRectF(left, down, w, h),
        QRectF(c.x() - w / 2.0, box.top() - labelGap - h, w, h), QRectF(c.x() - w / 2.0, box.bottom() + labelGap, w, h),
        QRectF(right, c.y() - h / 2.0, w, h), QRectF(left, c.y() - h / 2.0, w, h) };
}

} // namespace

double distanceToRect(const QRectF &rect, QPointF point)
{
    const double dx = std::max({ rect.left() - point.x(), 0.0, point.x() - rect.right() });
    const double dy = std::max({ rect.top() - point.y(), 0.0, point.y() - rect.bottom() });
    return std::hypot(dx, dy);
}

bool besideOwnMarker(const QRectF &rect, int own, const std::vector<QRectF> &markers)
{
    if (own < 0 || static_cast<std::size_t>(own) >= markers.size())
        return false;
    const QRectF &box = markers[static_cast<std::size_t>(own)];
    const double near = std::hypot(box.width(), box.height()) / 2.0 + labelGap + 3.0;
    const double mine = distanceToRect(rect, box.center());
    if (mine > near)
        return false;
    for (std::size_t j = 0; j < markers.size(); ++j) {
        if (static_cast<int>(j) != own && distanceToRect(rect, markers[j].center()) < mine + ownMargin)
            return false;
    }
    return true;
}

std::vector<LabelPlacement> layoutLabels(const LabelScene &scene, const std::vector<LabelRequest> &labels)
{
    std::vector<LabelPlacement> out;
    out.reserve(labels.size());
    std::vector<QRectF> taken = scene.markers;
    taken.insert(taken.end(), scene.occupied.begin(), scene.occupied.end());
    const auto free = [&](const QRectF &r) { return scene.bounds.contains(r) && !overlapsAny(r, taken); };

    for (const LabelRequest &label : labels) {
        const bool onMarker = label.marker >= 0 && static_cast<std::size_t>(label.marker) < scene.markers.size();
        const QRectF box
            = onMarker ? scene.markers[static_cast<std::size_t>(label.marker)] : QRectF(label.anchor, QSizeF(0, 0));
        const QPointF anchor = box.center();
        const auto beside = [&](const QRectF &r) {
            return onMarker ? besideOwnMarker(r, label.marker, scene.markers)
                            : distanceToRect(r, anchor) <= labelGap + 6.0;
        };

        LabelPlacement placed;
        bool found = false;
        // Beside the marker: the first free spot that reads as its own and sits on no other line.
        for (const QRectF &r : besideSpots(box, label.size)) {
            if (free(r) && beside(r) && foreignCrossings(r, scene.lines, anchor) == 0) {
                placed.rect = r;
                found = true;
                break;
            }
        }

        if (!found) {
            // Else the best free spot around it, searched in square rings, joined by a leader:
            // near, on no other line, not next to another marker. A spot in ring k lies at least
            // k * step - reach from the anchor, which bounds the search.
            const double step = std::max(4.0, label.size.height() / 2.0);
            const double reach = std::max(label.size.width(), label.size.height()) / 2.0;
            const double extent = std::max(scene.bounds.width(), scene.bounds.height()) + label.size.width();
            const int rings = static_cast<int>(std::ceil(extent / step));
            const double penalty = 3.0 * label.size.height();
            double best = std::numeric_limits<double>::infinity();
            for (int k = 1; k <= rings && k * step - reach <= best; ++k) {
                for (int i = -k; i <= k; ++i) {
                    for (int j = -k; j <= k; ++j) {
                        if (std::max(std::abs(i), std::abs(j)) != k)
                            continue;
                        const QPointF centre = anchor + QPointF(i * step, j * step);
                        const QRectF r(
                            centre - QPointF(label.size.width() / 2.0, label.size.height() / 2.0), label.size);
                        if (!free(r))
                            continue;
                        const double score = distanceToRect(r, anchor)
                            + penalty
                                * (foreignCrossings(r, scene.lines, anchor)
                                    + nearOthers(r, label.marker, scene.markers));
                        if (score < best) {
                            best = score;
                            placed.rect = r;
                            found = true;
                        }
                    }
                }
            }
            placed.leader = found && !(beside(placed.rect) && foreignCrossings(placed.rect, scene.lines, anchor) == 0);
        }
        if (!found) {
            placed.shown = false;
            placed.rect = QRectF(anchor, label.size);
        } else {
            taken.push_back(placed.rect);
        }
        out.push_back(placed);
    }
    return out;
}

} // namespace breakeven
