#pragma once

// What the UI tests do as a user would.

#include <QAbstractItemView>
#include <QComboBox>
#include <QString>
#include <QVariant>

#include <gtest/gtest.h>

namespace breakeven::test {

/// Picks the entry \a name of \a combo as the user does (activated, not only the current index).
inline void chooseByText(QComboBox *combo, const QString &name)
{
    const int index = combo->findText(name);
    ASSERT_GE(index, 0) << name.toStdString();
    combo->setCurrentIndex(index);
    Q_EMIT combo->activated(index);
}

/// The cell at \a row, \a column of \a view.
inline QModelIndex cell(const QAbstractItemView *view, int row, int column)
{
    return view->model()->index(row, column);
}

/// Whether the cell at \a row, \a column of \a view is ticked.
inline Qt::CheckState checkState(const QAbstractItemView *view, int row, int column)
{
    return static_cast<Qt::CheckState>(cell(view, row, column).data(Qt::CheckStateRole).toInt());
}

/// Commits \a value to the cell at \a row, \a column of \a view, as its editor does (Qt::EditRole),
/// or ticks it (Qt::CheckStateRole).
inline void setCell(QAbstractItemView *view, int row, int column, const QVariant &value, int role = Qt::EditRole)
{
    view->model()->setData(cell(view, row, column), value, role);
}

/// Makes the cell at \a row, \a column of \a view the current one, as a click does.
inline void setCurrentCell(QAbstractItemView *view, int row, int column)
{
    view->setCurrentIndex(cell(view, row, column));
}

} // namespace breakeven::test
