#pragma once

/// \file layoutrequests.h
/// Counts the layout requests a widget receives: a text change that needs no new line lays nothing
/// out (SteadyLabel, the capacity note).

#include <QEvent>
#include <QObject>

namespace breakeven::test {

/// Counts the QEvent::LayoutRequest events \a watched receives from its construction on.
class LayoutRequests : public QObject {
public:
    explicit LayoutRequests(QObject *watched) { watched->installEventFilter(this); }
    int count = 0;
    bool eventFilter(QObject *, QEvent *event) override
    {
        if (event->type() == QEvent::LayoutRequest)
            ++count;
        return false;
    }
};

} // namespace breakeven::test
