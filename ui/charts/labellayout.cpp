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
    // A common point lies in both boxes; and an axis-parallel line (a price line, the limit) whose
    // box meets the rectangle meets the rectangle. Cheap and exact: most lines end here.
    const double left = std::min(line.x1(), line.x2());
    const double right = std::max(line.x1(), line.x2());
    const double top = std::min(line.y1(), line.y2());
    const double bottom = std::max(line.y1(), line.y2());
    if (right < rect.left() || left > rect.right() || bottom < rect.top() || top > rect.bottom())
        return false;
    if (left == right || top == bottom)
        return true;
    // Else the line meets the rectangle unless all four corners lie strictly on one side of it.
    const QPointF d = line.p2() - line.p1();
    const auto side = [&](double x, double y) { return d.x() * (y - line.y1()) - d.y() * (x - line.x1()); };
    const std::array<double, 4> sides { side(rect.left(), rect.top()), side(rect.right(), rect.top()),
        side(rect.right(), rect.bottom()), side(rect.left(), rect.bottom()) };
    return !(std::all_of(sides.begin(), sides.end(), [](double v) { return v > 0.0; })
        || std::all_of(sides.begin(), sides.end(), [](double v) { return v < 0.0; }));
}

double distanceToSegment(const QLineF &line, QPointF p)
{
    const QPointF d = line.p2() - line.p1();
    const double length2 = d.x() * d.x() + d.y() * d.y();
    const double t = length2 > 0.0
        ? std::clamp(((p.x() - line.x1()) * d.x() + (p.y() - line.y1()) * d.y()) / length2, 0.0, 1.0)
        : 0.0;
    const QPointF nearest = line.p1() + t * d;
    const double dx = p.x() - nearest.x();
    const double dy = p.y() - nearest.y();
    return std::sqrt(dx * dx + dy * dy);
}

/// How near a label must come to \a marker's centre to read as beside it.
double nearRadius(const QRectF &marker)
{
    return std::sqrt(marker.width() * marker.width() + marker.height() * marker.height()) / 2.0 + labelGap + 3.0;
}

/// A uniform grid over the plot holding, per cell, the items (boxes, marker centres, line
/// segments) that reach into it, so that a question about one candidate spot looks at what is
/// near it instead of at everything in the plot (#33 item 5: 100 offers as fast as 7). Indices
/// outside the grid are clamped to its border cells, which keeps every overlap: an item and a spot
/// that overlap share a cell.
class Grid {
public:
    Grid(const QRectF &area, double cell)
        : m_origin(area.topLeft())
        , m_cell(cell)
        , m_columns(cellsAcross(area.width(), cell))
        , m_rows(cellsAcross(area.height(), cell))
        , m_cells(static_cast<std::size_t>(m_columns) * static_cast<std::size_t>(m_rows))
    {
    }

    /// Adds item \a id to every cell \a box (a point, a segment's bounds) reaches into.
    void insert(const QRectF &box, int id)
    {
        forCells(*this, box, [id](std::vector<int> &items) { items.push_back(id); });
    }

    /// Adds segment \a id to the cells it passes through, row by row: a sloped line (the volume chart's
    /// offers) reaches far fewer cells than its bounds. Within a row of cells the segment's part spans
    /// some columns, widened by a hair so that a point on a cell's edge is in both cells; any box that
    /// meets the segment inside the grid shares one of those cells. Its part outside the grid is in the
    /// border cells, as insert() keeps a box there (a box inside the grid never meets it).
    void insertSegment(const QLineF &line, int id)
    {
        const double y1 = line.y1();
        const double y2 = line.y2();
        const int first = index(std::min(y1, y2), m_origin.y(), m_rows);
        const int last = index(std::max(y1, y2), m_origin.y(), m_rows);
        // One row, a line whose ends or extent are not finite, or a nearly flat one (where a rounding
        // of a row's edge in y would move x by more than the hair): its bounds, as insert() keeps them.
        const double dx = line.x2() - line.x1();
        const double dy = y2 - y1;
        if (first == last || !std::isfinite(dx) || !std::isfinite(dy) || std::abs(dy) < 1e-4 * std::abs(dx)) {
            insert(QRectF(line.p1(), line.p2()), id);
            return;
        }
        constexpr double hair = 1e-6;
        for (int row = first; row <= last; ++row) {
            // The row's band of y (the border rows reach to the segment's ends), and the segment's
            // x over it.
            const double top = row == first ? std::min(y1, y2) : m_origin.y() + row * m_cell;
            const double bottom = row == last ? std::max(y1, y2) : m_origin.y() + (row + 1) * m_cell;
            const auto xAt = [&](double y) { return line.x1() + dx * std::clamp((y - y1) / dy, 0.0, 1.0); };
            const double a = xAt(top);
            const double b = xAt(bottom);
            const int left = index(std::min(a, b) - hair, m_origin.x(), m_columns);
            const int right = index(std::max(a, b) + hair, m_origin.x(), m_columns);
            for (int column = left; column <= right; ++column)
                m_cells[static_cast<std::size_t>(row) * static_cast<std::size_t>(m_columns)
                    + static_cast<std::size_t>(column)]
                    .push_back(id);
        }
    }

    /// Calls \a f with each item of the cells \a box reaches into (an item in several of them
    /// several times).
    template <typename F> void visit(const QRectF &box, F f) const
    {
        forCells(*this, box, [&f](const std::vector<int> &items) {
            for (const int id : items)
                f(id);
        });
    }

    /// Whether \a f holds for an item of the cells \a box reaches into.
    template <typename F> bool any(const QRectF &box, F f) const
    {
        bool found = false;
        forCells(*this, box,
            [&](const std::vector<int> &items) { found = found || std::any_of(items.begin(), items.end(), f); });
        return found;
    }

private:
    /// Cells across \a length: at least one, at most 1,024 (a plot of any size, or of none).
    static int cellsAcross(double length, double cell)
    {
        const double n = std::ceil(length / cell);
        return n > 1.0 ? static_cast<int>(std::min(n, 1024.0)) : 1;
    }
    /// The cell of coordinate \a v, clamped to the grid (NaN: the first).
    [[nodiscard]] int index(double v, double origin, int count) const
    {
        const double i = std::floor((v - origin) / m_cell);
        if (!(i > 0.0))
            return 0;
        return i >= count ? count - 1 : static_cast<int>(i);
    }
    /// Calls \a f with each cell of \a grid (const or not) that \a box reaches into.
    template <typename Self, typename F> static void forCells(Self &grid, const QRectF &box, F f)
    {
        const QRectF r = box.normalized();
        const int left = grid.index(r.left(), grid.m_origin.x(), grid.m_columns);
        const int right = grid.index(r.right(), grid.m_origin.x(), grid.m_columns);
        const int top = grid.index(r.top(), grid.m_origin.y(), grid.m_rows);
        const int bottom = grid.index(r.bottom(), grid.m_origin.y(), grid.m_rows);
        for (int row = top; row <= bottom; ++row) {
            for (int column = left; column <= right; ++column)
                f(grid.m_cells[static_cast<std::size_t>(row) * static_cast<std::size_t>(grid.m_columns)
                    + static_cast<std::size_t>(column)]);
        }
    }

    QPointF m_origin;
    double m_cell;
    int m_columns;
    int m_rows;
    std::vector<std::vector<int>> m_cells;
};

/// The scene's markers, lines and taken boxes, indexed by a Grid each; the questions
/// layoutLabels() asks of a candidate spot, answered exactly as by a walk over the whole scene.
class IndexedScene {
public:
    explicit IndexedScene(const LabelScene &scene)
        : m_scene(scene)
        , m_centres(scene.bounds, cellSize)
        , m_lines(scene.bounds, cellSize)
        , m_taken(scene.bounds, cellSize)
        , m_lineSeen(scene.lines.size(), 0)
    {
        for (std::size_t i = 0; i < scene.markers.size(); ++i) {
            m_centres.insert(QRectF(scene.markers[i].center(), QSizeF(0, 0)), static_cast<int>(i));
            m_largestNear = std::max(m_largestNear, nearRadius(scene.markers[i]));
        }
        for (std::size_t i = 0; i < scene.lines.size(); ++i)
            m_lines.insertSegment(scene.lines[i], static_cast<int>(i));
        for (const QRectF &r : scene.markers)
            take(r);
        for (const QRectF &r : scene.occupied)
            take(r);
    }

    /// \a rect is taken from now on: no later label may cover it.
    void take(const QRectF &rect)
    {
        m_taken.insert(rect, static_cast<int>(m_boxes.size()));
        m_boxes.push_back(rect);
    }

    /// Inside the plot and clear of every taken box.
    [[nodiscard]] bool free(const QRectF &rect) const
    {
        return m_scene.bounds.contains(rect)
            && !m_taken.any(rect, [&](int id) { return m_boxes[static_cast<std::size_t>(id)].intersects(rect); });
    }

    /// besideOwnMarker(\a rect, \a own, markers).
    [[nodiscard]] bool besideOwn(const QRectF &rect, int own) const
    {
        if (own < 0 || static_cast<std::size_t>(own) >= m_scene.markers.size())
            return false;
        const QRectF &box = m_scene.markers[static_cast<std::size_t>(own)];
        const double mine = distanceToRect(rect, box.center());
        if (mine > nearRadius(box))
            return false;
        const double reach = mine + ownMargin;
        return !m_centres.any(rect.adjusted(-reach, -reach, reach, reach), [&](int j) {
            return j != own && distanceToRect(rect, m_scene.markers[static_cast<std::size_t>(j)].center()) < reach;
        });
    }

    /// nearOthers(\a rect, \a own, markers).
    [[nodiscard]] int nearOthers(const QRectF &rect, int own) const
    {
        int n = 0;
        const double reach = m_largestNear;
        m_centres.visit(rect.adjusted(-reach, -reach, reach, reach), [&](int j) {
            const QRectF &marker = m_scene.markers[static_cast<std::size_t>(j)];
            if (j != own && distanceToRect(rect, marker.center()) <= nearRadius(marker))
                ++n;
        });
        return n;
    }

    /// foreignCrossings(\a rect, lines, anchor) for the anchor \a own was computed for (ownLines()),
    /// or the first count for which \a enough holds: a caller that only needs to know that there
    /// are that many stops the walk there.
    template <typename Enough>
    [[nodiscard]] int foreignCrossings(const QRectF &rect, const std::vector<char> &own, Enough enough) const
    {
        int n = 0;
        ++m_stamp;
        m_lines.any(rect, [&](int id) {
            const auto i = static_cast<std::size_t>(id);
            if (m_lineSeen[i] == m_stamp)
                return false; // a line in several of the cells, counted once
            m_lineSeen[i] = m_stamp;
            if (!own[i] && crosses(rect, m_scene.lines[i]))
                ++n;
            return n > 0 && enough(n);
        });
        return n;
    }

    /// Per line, whether it runs through \a anchor (a marker's own price line and curve).
    [[nodiscard]] std::vector<char> ownLines(QPointF anchor) const
    {
        std::vector<char> own(m_scene.lines.size());
        for (std::size_t i = 0; i < own.size(); ++i)
            own[i] = distanceToSegment(m_scene.lines[i], anchor) > 2.0 ? 0 : 1;
        return own;
    }

private:
    static constexpr double cellSize = 32.0;
    const LabelScene &m_scene;
    Grid m_centres;
    Grid m_lines;
    Grid m_taken;
    std::vector<QRectF> m_boxes;
    double m_largestNear = 0.0;
    mutable std::vector<int> m_lineSeen;
    mutable int m_stamp = 0;
};

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
    return std::sqrt(dx * dx + dy * dy); // not std::hypot: it took a third of a layout's time
}

bool besideOwnMarker(const QRectF &rect, int own, const std::vector<QRectF> &markers)
{
    if (own < 0 || static_cast<std::size_t>(own) >= markers.size())
        return false;
    const QRectF &box = markers[static_cast<std::size_t>(own)];
    const double mine = distanceToRect(rect, box.center());
    if (mine > nearRadius(box))
        return false;
    for (std::size_t j = 0; j < markers.size(); ++j) {
        if (static_cast<int>(j) != own && distanceToRect(rect, markers[j].center()) < mine + ownMargin)
            return false;
    }
    return true;
}

std::vector<LabelPlacement> layoutLabels(const LabelScene &scene, const std::vector<LabelRequest> &labels)
{
    return layoutLabels(scene, labels, {});
}

std::vector<LabelPlacement> layoutLabels(const LabelScene &scene, const std::vector<LabelRequest> &labels,
    const std::vector<std::optional<LabelPlacement>> &previous)
{
    std::vector<LabelPlacement> out;
    out.reserve(labels.size());
    IndexedScene indexed(scene);
    const auto free = [&](const QRectF &r) { return indexed.free(r); };

    for (std::size_t index = 0; index < labels.size(); ++index) {
        const LabelRequest &label = labels[index];
        const std::optional<LabelPlacement> before = index < previous.size() ? previous[index] : std::nullopt;
        if (before && !before->shown) {
            out.push_back(*before); // hidden it was, hidden it stays
            continue;
        }
        const bool onMarker = label.marker >= 0 && static_cast<std::size_t>(label.marker) < scene.markers.size();
        const QRectF box
            = onMarker ? scene.markers[static_cast<std::size_t>(label.marker)] : QRectF(label.anchor, QSizeF(0, 0));
        const QPointF anchor = box.center();
        const auto beside = [&](const QRectF &r) {
            return onMarker ? indexed.besideOwn(r, label.marker) : distanceToRect(r, anchor) <= labelGap + 6.0;
        };
        const std::vector<char> ownLines = indexed.ownLines(anchor);
        // Whether a spot sits on no other line (the walk stops at the first).
        const auto onNoLine
            = [&](const QRectF &r) { return indexed.foreignCrossings(r, ownLines, [](int) { return true; }) == 0; };

        LabelPlacement placed;
        bool found = false;
        // Where it was, while that spot is still free and reads as its own: beside its marker, or within
        // maxLeader of it (a spot the search chose among lines it could not avoid is kept as well: with
        // 100 offers' lines, most leader spots cross one).
        if (before && before->rect.size() == label.size && free(before->rect)
            && (beside(before->rect) || distanceToRect(before->rect, anchor) <= maxLeader)) {
            placed.rect = before->rect;
            placed.leader = !(beside(placed.rect) && onNoLine(placed.rect));
            found = true;
        }
        // Beside the marker: the first free spot that reads as its own and sits on no other line.
        for (const QRectF &r : besideSpots(box, label.size)) {
            if (found)
                break;
            if (free(r) && beside(r) && onNoLine(r)) {
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
            // No farther than maxLeader from its anchor: a longer leader reads as nobody's, and the
            // search's work per label stays bounded however full the plot (100 offers).
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
                        // The score only grows from the distance: a spot no nearer than the best
                        // found cannot beat it, and is not looked at further.
                        const double distance = distanceToRect(r, anchor);
                        if (distance >= best || !free(r))
                            continue;
                        // Counted only as far as it can matter: once the lines crossed alone
                        // lose to the best spot, the rest are not looked at.
                        const int crossed = indexed.foreignCrossings(
                            r, ownLines, [&](int n) { return distance + penalty * n >= best; });
                        if (distance + penalty * crossed >= best)
                            continue;
                        const double score = distance + penalty * (crossed + indexed.nearOthers(r, label.marker));
                        if (score < best) {
                            best = score;
                            placed.rect = r;
                            found = true;
                        }
                    }
                }
            }
            placed.leader = found && !(beside(placed.rect) && onNoLine(placed.rect));
        }
        if (!found) {
            placed.shown = false;
            placed.rect = QRectF(anchor, label.size);
        } else {
            indexed.take(placed.rect);
        }
        out.push_back(placed);
    }
    return out;
}

} // namespace breakeven
