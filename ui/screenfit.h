#pragma once

/// \file screenfit.h
/// Windows and dialogs no larger than the screen they open on: the window's 1600x1000 and a dialog's
/// wanted size (the offers editor's 1100 px) are bounded by the screen's available area less the
/// window manager's frame, so that nothing opens beyond a 1024x768 screen's edge.

#include <QSize>

class QWidget;

namespace breakeven {

/// \a wanted bounded by \a available less \a frame, and never below 640x480 (a screen smaller than
/// that gets the least size the window is laid out for).
[[nodiscard]] QSize fittedSize(QSize wanted, QSize available, QSize frame);

/// Resizes the top-level \a window to \a wanted, bounded by the available area of the screen it opens
/// on (its own, else its parent's) less a typical frame (fittedSize()).
void resizeWithinScreen(QWidget *window, QSize wanted);

} // namespace breakeven
