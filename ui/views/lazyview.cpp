#include "lazyview.h"

#include <QHeaderView>
#include <QTableWidget>

namespace breakeven {

void LazyView::refresh()
{
    m_stale = false;
    refreshNow();
}

void LazyView::refreshIfVisible()
{
    if (isVisible())
        refresh();
    else
        m_stale = true;
}

void LazyView::followResults(ScenarioDocument *document)
{
    m_source = document;
    connect(document, &ScenarioDocument::resultsChanged, this, [this](const ResultsPtr &results) {
        m_results = results;
        refreshIfVisible();
    });
    refresh();
}

const Results &LazyView::results() { return *resultsPtr(); }

const ResultsPtr &LazyView::resultsPtr()
{
    if (!m_results)
        m_results = m_source->resultsPtr();
    return m_results;
}

void LazyView::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    if (m_stale)
        refresh();
}

void setUpResultTable(QTableWidget *table)
{
    table->verticalHeader()->hide();
    table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table->setSelectionBehavior(QAbstractItemView::SelectRows);
    table->setAlternatingRowColors(true);
    table->setWordWrap(false);
    table->setTabKeyNavigation(false);
    table->horizontalHeader()->setStretchLastSection(true);
}

void setResultCell(QTableWidget *table, int row, int column, const QString &text, bool right)
{
    QTableWidgetItem *item = table->item(row, column);
    if (!item) {
        item = new QTableWidgetItem;
        table->setItem(row, column, item);
    }
    item->setText(text);
    item->setTextAlignment((right ? Qt::AlignRight : Qt::AlignLeft) | Qt::AlignVCenter);
}

} // namespace breakeven
