#pragma once

/// \file lazyview.h
/// A view behind a tab that follows the document only while it is shown: a change while hidden
/// marks it stale, and it refreshes when shown again (a slider drag elsewhere does not pay for it).
/// It draws from the results value the document hands it (ScenarioDocument::resultsChanged()),
/// never computing or pulling them.

#include "scenariodocument.h"

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
    /// Draws the view from results() alone (the scenario, its figures and the display currency).
    virtual void refreshNow() = 0;
    /// Draws the view now, then follows \a document's results: each new value is kept and drawn
    /// (when shown). The last call of a view's constructor.
    void followResults(ScenarioDocument *document);
    /// The newest results handed over (the document's current ones before the first).
    [[nodiscard]] const Results &results();
    /// results(), shared: for a model or a run that keeps them.
    [[nodiscard]] const ResultsPtr &resultsPtr();
    /// Refreshes now when shown, else on the next show.
    void refreshIfVisible();
    void showEvent(QShowEvent *event) override;

private:
    bool m_stale = true;
    ScenarioDocument *m_source = nullptr;
    ResultsPtr m_results;
};

/// A read-only table of results: whole rows selected, alternating rows, no wrapping, Tab leaves
/// the table, the last column takes what is left.
void setUpResultTable(QTableWidget *table);
/// Sets the cell at \a row, \a column of a result table to \a text (plain text, never markup),
/// aligned right for a number (\a right) or left.
void setResultCell(QTableWidget *table, int row, int column, const QString &text, bool right = true);

} // namespace breakeven
