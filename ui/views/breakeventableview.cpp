#include "breakeventableview.h"

#include "breakeventablemodel.h"

#include <QHeaderView>
#include <QStyle>
#include <QTimer>

#include <algorithm>
#include <utility>

namespace breakeven {

BreakevenTableView::BreakevenTableView(QWidget *parent)
    : QTableView(parent)
{
    // Fitted by fitColumns(), not ResizeToContents, which would measure every cell on each slider
    // step and make the columns jump with the figures.
    horizontalHeader()->setSectionResizeMode(QHeaderView::Interactive);
    horizontalHeader()->setStretchLastSection(true);
    setTextElideMode(Qt::ElideRight);
    setWordWrap(false);
}

void BreakevenTableView::setModel(QAbstractItemModel *model)
{
    if (QAbstractItemModel *old = this->model())
        disconnect(old, nullptr, this, nullptr);
    QTableView::setModel(model);
    if (!model)
        return;
    connect(model, &QAbstractItemModel::modelReset, this, &BreakevenTableView::fitColumns);
    connect(model, &QAbstractItemModel::headerDataChanged, this, &BreakevenTableView::fitColumns);
    connect(model, &QAbstractItemModel::dataChanged, this, &BreakevenTableView::scheduleGrow);
    fitColumns();
}

int BreakevenTableView::textPadding() const
{
    // The item delegate's text margins on both sides, and the grid line.
    return 2 * (style()->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, this) + 1) + 1 + (showGrid() ? 1 : 0);
}

int BreakevenTableView::neededWidth(int column) const
{
    int width = std::max(horizontalHeader()->sectionSizeHint(column), sizeHintForColumn(column));
    const int padding = textPadding();
    const QFontMetrics metrics(font());
    const QStringList widest
        = model()->headerData(column, Qt::Horizontal, BreakevenTableModel::WidestTextRole).toStringList();
    for (const QString &text : widest)
        width = std::max(width, metrics.horizontalAdvance(text) + padding);
    return width;
}

void BreakevenTableView::fitColumns()
{
    if (!model())
        return;
    for (int column = 0; column < model()->columnCount(); ++column)
        setColumnWidth(column, neededWidth(column));
}

int BreakevenTableView::roughWidth(const QString &text, const QFont &font)
{
    if (font != m_advancesFont) {
        m_advances.clear();
        m_advancesFont = font;
    }
    const QFontMetrics metrics(font);
    int width = 0;
    for (const QChar c : text) {
        auto it = m_advances.find(c);
        if (it == m_advances.end())
            it = m_advances.insert(c, metrics.horizontalAdvance(c));
        width += *it;
    }
    return width;
}

void BreakevenTableView::scheduleGrow(const QModelIndex &topLeft, const QModelIndex &bottomRight)
{
    for (int row = topLeft.row(); row <= bottomRight.row(); ++row) {
        for (int column = topLeft.column(); column <= bottomRight.column(); ++column)
            m_changed.emplace_back(row, column);
    }
    if (m_growPending)
        return;
    m_growPending = true;
    QTimer::singleShot(0, this, [this] {
        m_growPending = false;
        const std::vector<std::pair<int, int>> changed = std::exchange(m_changed, {});
        if (!model())
            return;
        // A text clearly narrower than its column (by its characters' advances, with the padding
        // neededWidth() adds and some room to spare for kerning) is not measured by the delegate: with 100
        // offers, shaping and measuring every changed cell through the style took a tenth of a slider step.
        const int padding = textPadding();
        constexpr int spare = 8;
        for (const auto &[row, column] : changed) {
            const QModelIndex cell = model()->index(row, column);
            if (!cell.isValid())
                continue;
            if (!cell.data(Qt::DecorationRole).isValid()) {
                const QVariant font = cell.data(Qt::FontRole);
                if (roughWidth(
                        cell.data(Qt::DisplayRole).toString(), font.isValid() ? font.value<QFont>() : this->font())
                        + padding + spare
                    < columnWidth(column))
                    continue;
            }
            // As sizeHintForColumn() measures a cell: the delegate's hint and the grid line.
            const int width = sizeHintForIndex(cell).width() + (showGrid() ? 1 : 0);
            if (width > columnWidth(column))
                setColumnWidth(column, width);
        }
    });
}

} // namespace breakeven
