#include "screenfit.h"

#include <QScreen>
#include <QWidget>

namespace breakeven {

QSize fittedSize(QSize wanted, QSize available, QSize frame)
{
    return wanted.boundedTo((available - frame).expandedTo(QSize(640, 480)));
}

void resizeWithinScreen(QWidget *window, QSize wanted)
{
    const QWidget *parent = window->parentWidget();
    const QScreen *screen = parent ? parent->screen() : window->screen();
    // A typical frame (title bar, borders): a dialog is sized before the window manager draws one.
    window->resize(screen ? fittedSize(wanted, screen->availableGeometry().size(), QSize(16, 40)) : wanted);
}

} // namespace breakeven
