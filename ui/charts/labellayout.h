#pragma once

/// \file labellayout.h
/// Where the charts put the labels of their markers, as a pure function of pixel geometry, so
/// that the rules a reader relies on are tested without drawing: a label sits beside its own
/// marker (nearer to it than to any other) or is joined to it by a leader line; no label covers
/// a marker or another label; every label stays inside the plot.

#include <QLineF>
#include <QPointF>
#include <QRectF>
#include <QSizeF>

#include <optional>
#include <vector>

namespace breakeven {

/// What the labels must keep clear of, in pixels.
struct LabelScene {
    QRectF bounds;                ///< every label stays inside (the plot area)
    std::vector<QRectF> markers;  ///< the box of every drawn marker: no label covers one
    std::vector<QRectF> occupied; ///< other boxes no label may cover (labels placed elsewhere)
    std::vector<QLineF> lines;    ///< lines a label should not sit on when it has a choice
};

/// One label to place.
struct LabelRequest {
    QSizeF size;
    int marker = -1; ///< index into LabelScene::markers of the marker it names, or -1
    QPointF anchor;  ///< the point it names when \a marker is -1 (e.g. the top of a line)
};

/// Where a label went.
struct LabelPlacement {
    QRectF rect;
    bool leader = false; ///< drawn with a line to its anchor: it is not beside its own marker
    bool shown = true;   ///< false only when the plot has no free room left for it
};

/// Gap in pixels between a marker's box and a label beside it.
inline constexpr double labelGap = 3.0;

/// The farthest, in pixels, a label is put from the point it names (joined by a leader line):
/// beyond it a label is hidden rather than drawn far off.
inline constexpr double maxLeader = 240.0;

/// The distance from \a rect to \a point (0 inside).
[[nodiscard]] double distanceToRect(const QRectF &rect, QPointF point);

/// Whether \a rect reads as the label of marker \a own of \a markers without a leader: it
/// touches the marker's surroundings (within labelGap plus a few pixels of its box) and is
/// clearly nearer to that marker's centre than to any other marker's.
[[nodiscard]] bool besideOwnMarker(const QRectF &rect, int own, const std::vector<QRectF> &markers);

/// Places \a labels in order, each clear of the scene's markers and occupied boxes and of the
/// labels placed before it: beside its marker where the nearest-marker rule holds (preferring
/// spots that sit on no line), else at the nearest free spot within maxLeader with a leader line,
/// else hidden.
[[nodiscard]] std::vector<LabelPlacement> layoutLabels(
    const LabelScene &scene, const std::vector<LabelRequest> &labels);

/// layoutLabels() with where the same labels were before (\a previous[k] for \a labels[k]; none, or
/// beyond the end: placed afresh). A label that was shown keeps its spot while the spot is still free
/// and beside its own marker or, with a leader, within maxLeader of its anchor (whatever lines it
/// crosses: the search chose it among them); one that was hidden stays hidden; the others are placed as layoutLabels()
/// places them, around the kept ones. What a chart does while a slider is held: labels whose marker
/// did not move stay put (they do not jump from step to step), and a step's work is that of the labels
/// that moved (100 offers: the operating point's label and a check of each other one).
[[nodiscard]] std::vector<LabelPlacement> layoutLabels(const LabelScene &scene, const std::vector<LabelRequest> &labels,
    const std::vector<std::optional<LabelPlacement>> &previous);

} // namespace breakeven
