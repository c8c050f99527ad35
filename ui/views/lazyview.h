#pragma once

/// \file lazyview.h
/// A view behind a tab that follows the document only while it is shown: a change while hidden
/// marks it stale, and it refreshes when shown again (a slider drag elsewhere does not pay for it).

#include <QWidget>

class QTableWidget;

namespace breakeven {

class LazyView : public QWidget {
    Q_OBJECT
public:
    using QWidget::QWidget;

    /// Shows the document's state now, visible or not.
    void refresh();

protected:
    /// Draws the view from the document's state.
    virtual void refreshNow() = 0;
    /// Refreshes now when shown, else on the next show.
    void refreshIfVisible();
    void showEvent(QShowEvent *event) override;

private:
    bool m_stale = true;
};

/// A read-only table of results: whole rows selected, alternating rows, no wrapping, Tab leaves
/// the table, the last column takes what is left.
void setUpResultTable(QTableWidget *table);

} // namespace breakeven
