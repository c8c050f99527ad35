#pragma once

/// \file breakeventableview.h
/// The window's break-even table: short cells (the tooltips say them in full), and columns as wide
/// as their widest plausible text, so that a change of value never elides a cell nor moves a column.

#include <QFont>
#include <QHash>
#include <QTableView>

#include <utility>
#include <vector>

namespace breakeven {

/// A QTableView for BreakevenTableModel. Each column is fitted, when the rows or the display currency
/// change (the model's reset or headerDataChanged), to the widest of its header, its cells and the
/// model's BreakevenTableModel::WidestTextRole texts; a change of values only ever widens a column
/// whose new text would not fit (a figure beyond those texts), never narrows one.
class BreakevenTableView : public QTableView {
    Q_OBJECT
public:
    explicit BreakevenTableView(QWidget *parent = nullptr);

    void setModel(QAbstractItemModel *model) override;

    /// Fits every column as described above (also called when the rows or the currency change).
    void fitColumns();

private:
    /// The width \a column needs for its header, its cells and its widest texts.
    [[nodiscard]] int neededWidth(int column) const;
    /// What a cell adds to its text's width: the delegate's margins on both sides and the grid line.
    [[nodiscard]] int textPadding() const;
    /// After values changed: widens a column whose changed cells no longer fit (at most once per
    /// event loop pass, measuring only the cells that changed).
    void scheduleGrow(const QModelIndex &topLeft, const QModelIndex &bottomRight);

    /// The width of \a text in \a font as the sum of its characters' advances (no shaping, so roughly:
    /// kerning makes the drawn text a little narrower or wider), from a cache of each character's.
    [[nodiscard]] int roughWidth(const QString &text, const QFont &font);

    QHash<QChar, int> m_advances; ///< roughWidth()'s advances of m_advancesFont
    QFont m_advancesFont;
    bool m_growPending = false;
    std::vector<std::pair<int, int>> m_changed; ///< (row, column) of the cells changed since the last check
};

} // namespace breakeven
