// #33 item 5: the labels' layout looks only at what is near each candidate spot (a grid over the
// plot), so that 100 offers are placed as fast as 7. It must place every label exactly where the
// plain walk over the whole scene placed it: that walk (the layout as it was before the grid) is
// kept here as the reference, and random scenes of markers, lines and labels are laid out by both.

#include "labellayout.h"

#include <QRandomGenerator>

#include <algorithm>
#include <array>
#include <cmath>
#include <limits>
#include <optional>

#include <gtest/gtest.h>

using namespace breakeven;

namespace reference {

using breakeven::labelGap;
using breakeven::LabelPlacement;
using breakeven::LabelRequest;
using breakeven::LabelScene;
using breakeven::maxLeader;

// The layout before the grid, word for word but for std::hypot (the layout's distances use
// std::sqrt now, so both compare the same numbers) and for the search's bound (maxLeader).

double distanceToRectRef(const QRectF &rect, QPointF point);

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
    return std::sqrt((p.x() - nearest.x()) * (p.x() - nearest.x()) + (p.y() - nearest.y()) * (p.y() - nearest.y()));
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
        const double near
            = std::sqrt(markers[j].width() * markers[j].width() + markers[j].height() * markers[j].height()) / 2.0
            + labelGap + 3.0;
        if (static_cast<int>(j) != own && distanceToRectRef(rect, markers[j].center()) <= near)
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

double distanceToRectRef(const QRectF &rect, QPointF point)
{
    const double dx = std::max({ rect.left() - point.x(), 0.0, point.x() - rect.right() });
    const double dy = std::max({ rect.top() - point.y(), 0.0, point.y() - rect.bottom() });
    return std::sqrt(dx * dx + dy * dy);
}

bool besideOwnMarkerRef(const QRectF &rect, int own, const std::vector<QRectF> &markers)
{
    if (own < 0 || static_cast<std::size_t>(own) >= markers.size())
        return false;
    const QRectF &box = markers[static_cast<std::size_t>(own)];
    const double near = std::sqrt(box.width() * box.width() + box.height() * box.height()) / 2.0 + labelGap + 3.0;
    const double mine = distanceToRectRef(rect, box.center());
    if (mine > near)
        return false;
    for (std::size_t j = 0; j < markers.size(); ++j) {
        if (static_cast<int>(j) != own && distanceToRectRef(rect, markers[j].center()) < mine + ownMargin)
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
            return onMarker ? besideOwnMarkerRef(r, label.marker, scene.markers)
                            : distanceToRectRef(r, anchor) <= labelGap + 6.0;
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
            const double extent = std::min(
                std::max(scene.bounds.width(), scene.bounds.height()) + label.size.width(), maxLeader + reach);
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
                        const double score = distanceToRectRef(r, anchor)
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

} // namespace reference

namespace {

/// A random scene like a chart's: markers along curves and price lines, the lines themselves,
/// some boxes taken already, and a label per marker plus a few on line ends.
std::pair<LabelScene, std::vector<LabelRequest>> randomScene(QRandomGenerator &random, int markers)
{
    const auto uniform = [&](double low, double high) { return low + (high - low) * random.generateDouble(); };
    LabelScene scene;
    scene.bounds = QRectF(uniform(0, 80), uniform(0, 40), uniform(300, 1200), uniform(200, 700));
    const QRectF b = scene.bounds;
    for (int i = 0; i < markers; ++i) {
        const double side = uniform(7, 15);
        const QPointF c(uniform(b.left() - 10, b.right() + 10), uniform(b.top() - 10, b.bottom() + 10));
        scene.markers.emplace_back(c - QPointF(side / 2, side / 2), QSizeF(side, side));
    }
    // Price lines (horizontal, across the plot) and a falling curve of short segments.
    for (int i = 0; i < markers / 2 + 1; ++i) {
        const double y = uniform(b.top(), b.bottom());
        scene.lines.emplace_back(b.left(), y, b.right(), y);
    }
    QPointF last(b.left(), b.top());
    for (int i = 1; i <= 40; ++i) {
        const QPointF next(b.left() + b.width() * i / 40.0, b.top() + b.height() * (1.0 - std::exp(-i / 8.0)));
        scene.lines.emplace_back(last, next);
        last = next;
    }
    // Long sloped lines from about the plot's floor to far past its top or side, as the volume chart's
    // offers run (the index keeps such a line in the cells it passes through, row by row), and lines
    // wholly outside the plot.
    for (int i = 0; i < markers / 3 + 1; ++i) {
        const QPointF from(uniform(b.left() - 50, b.center().x()), uniform(b.bottom() - 20, b.bottom() + 200));
        const QPointF to(uniform(b.left(), b.right() + 3000), uniform(b.top() - 5000, b.center().y()));
        scene.lines.emplace_back(from, to);
    }
    scene.lines.emplace_back(b.left() - 100, b.top() - 100, b.right() + 100, b.top() - 50);
    // Nearly flat lines across a row's edge (the index keeps them by their bounds), and one whose
    // extent overflows.
    const double edge = b.top() + 32.0 * std::floor(b.height() / 64.0);
    scene.lines.emplace_back(b.left(), edge - 1e-7, b.right(), edge + 1e-7);
    scene.lines.emplace_back(b.left(), edge + 0.5, b.right(), edge - 0.5);
    scene.lines.emplace_back(-1e308, b.center().y(), 1e308, b.bottom() + 10);
    scene.lines.emplace_back(b.right() + 10, b.bottom() + 40, b.right() + 400, b.top() - 400);
    for (int i = 0; i < 3; ++i)
        scene.occupied.emplace_back(uniform(b.left(), b.right()), uniform(b.top(), b.bottom()), 60, 16);
    std::vector<LabelRequest> requests;
    for (int i = 0; i < markers; ++i)
        requests.push_back({ QSizeF(uniform(30, 110), uniform(12, 16)), i, {} });
    for (int i = 0; i < 3; ++i)
        requests.push_back({ QSizeF(uniform(30, 90), 14), -1, QPointF(b.right() - 2, uniform(b.top(), b.bottom())) });
    return { scene, requests };
}

} // namespace

TEST(LabelLayoutIndex, PlacesEveryLabelExactlyWhereTheWalkOverTheWholeScenePlacedIt)
{
    QRandomGenerator random(20261202);
    int leaders = 0;
    int hidden = 0;
    for (int round = 0; round < 60; ++round) {
        const int markers = 1 + round % 40 + (round % 7 == 0 ? 60 : 0);
        const auto [scene, requests] = randomScene(random, markers);
        const std::vector<LabelPlacement> fast = layoutLabels(scene, requests);
        const std::vector<LabelPlacement> walk = reference::layoutLabels(scene, requests);
        ASSERT_EQ(fast.size(), walk.size());
        for (std::size_t i = 0; i < fast.size(); ++i) {
            SCOPED_TRACE(::testing::Message() << "round " << round << ", label " << i);
            EXPECT_EQ(fast[i].rect, walk[i].rect);
            EXPECT_EQ(fast[i].leader, walk[i].leader);
            EXPECT_EQ(fast[i].shown, walk[i].shown);
            leaders += fast[i].leader ? 1 : 0;
            hidden += fast[i].shown ? 0 : 1;
        }
    }
    // The scenes exercise every path: labels beside, with leaders, and hidden for want of room.
    EXPECT_GT(leaders, 10);
    EXPECT_GT(hidden, 0);
}

TEST(LabelLayoutIndex, ASceneWithNoRoomOrNoSizeIsLaidOutWithoutFailing)
{
    LabelScene empty;
    empty.markers.push_back(QRectF(5, 5, 10, 10));
    const std::vector<LabelPlacement> none = layoutLabels(empty, { { QSizeF(40, 14), 0, {} } });
    ASSERT_EQ(none.size(), 1U);
    EXPECT_FALSE(none[0].shown);

    LabelScene nan;
    nan.bounds = QRectF(0, 0, 400, 300);
    const double q = std::numeric_limits<double>::quiet_NaN();
    nan.markers.push_back(QRectF(q, q, 10, 10));
    nan.markers.push_back(QRectF(100, 100, 10, 10));
    const std::vector<LabelPlacement> placed = layoutLabels(nan, { { QSizeF(40, 14), 1, {} } });
    ASSERT_EQ(placed.size(), 1U);
    EXPECT_TRUE(placed[0].shown);
}

namespace {

/// No shown label leaves the plot, covers a marker or another shown label, and each names its marker
/// beside it or by a leader.
void expectClear(
    const LabelScene &scene, const std::vector<LabelRequest> &requests, const std::vector<LabelPlacement> &placed)
{
    ASSERT_EQ(placed.size(), requests.size());
    for (std::size_t i = 0; i < placed.size(); ++i) {
        if (!placed[i].shown)
            continue;
        SCOPED_TRACE(::testing::Message() << "label " << i);
        EXPECT_TRUE(scene.bounds.contains(placed[i].rect));
        for (const QRectF &m : scene.markers)
            EXPECT_FALSE(placed[i].rect.intersects(m));
        for (const QRectF &o : scene.occupied)
            EXPECT_FALSE(placed[i].rect.intersects(o));
        for (std::size_t j = i + 1; j < placed.size(); ++j)
            EXPECT_FALSE(placed[j].shown && placed[i].rect.intersects(placed[j].rect)) << j;
        if (requests[i].marker >= 0 && !placed[i].leader) {
            EXPECT_TRUE(besideOwnMarker(placed[i].rect, requests[i].marker, scene.markers));
        }
    }
}

} // namespace

// While a slider is held (ChartView::setSteadyLabels), the layout is handed where each label was. The
// spots of a layout handed back to it are all kept (same scene: same labels); when one marker moves,
// its label is placed afresh, the others keep their spots where still free, the hidden stay hidden,
// and nothing covers anything.
TEST(LabelLayoutIndex, LabelsKeepTheirSpotsWhileFreeAndTheRulesHold)
{
    QRandomGenerator random(20261203);
    int kept = 0;
    int moved = 0;
    for (int round = 0; round < 40; ++round) {
        const int markers = 2 + round % 30 + (round % 9 == 0 ? 60 : 0);
        auto [scene, requests] = randomScene(random, markers);
        const std::vector<LabelPlacement> first = layoutLabels(scene, requests);
        std::vector<std::optional<LabelPlacement>> previous(first.begin(), first.end());
        const std::vector<LabelPlacement> again = layoutLabels(scene, requests, previous);
        ASSERT_EQ(again.size(), first.size());
        for (std::size_t i = 0; i < first.size(); ++i) {
            SCOPED_TRACE(::testing::Message() << "round " << round << ", label " << i);
            EXPECT_EQ(again[i].rect, first[i].rect);
            EXPECT_EQ(again[i].leader, first[i].leader);
            EXPECT_EQ(again[i].shown, first[i].shown);
        }

        // The first marker moves 40 px right (the operating point of a drag): its label has no spot to keep.
        scene.markers[0].translate(40.0, 0.0);
        for (std::size_t i = 0; i < requests.size(); ++i) {
            if (requests[i].marker == 0)
                previous[i].reset();
        }
        const std::vector<LabelPlacement> step = layoutLabels(scene, requests, previous);
        SCOPED_TRACE(::testing::Message() << "round " << round << " after the move");
        expectClear(scene, requests, step);
        for (std::size_t i = 0; i < step.size(); ++i) {
            if (!previous[i])
                continue;
            if (!previous[i]->shown) {
                EXPECT_FALSE(step[i].shown) << i;
                continue;
            }
            (step[i].rect == previous[i]->rect ? kept : moved) += 1;
        }
    }
    EXPECT_GT(kept, 100); // most labels stay put
    EXPECT_GT(moved, 0);  // and some were in the moved marker's way
}
