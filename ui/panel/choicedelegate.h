#pragma once

/// \file choicedelegate.h
/// A choice cell of a RegistryTableModel (Column::choices): edited in a combo box of the cell's
/// choices (RegistryTableModel::ChoicesRole) whose index is the cell's edit role value. A choice is
/// committed as soon as it is made; a refused one shows the cell's value again.

#include <QStyledItemDelegate>

namespace breakeven {

class ChoiceDelegate : public QStyledItemDelegate {
    Q_OBJECT
public:
    using QStyledItemDelegate::QStyledItemDelegate;

    [[nodiscard]] QWidget *createEditor(
        QWidget *parent, const QStyleOptionViewItem &option, const QModelIndex &index) const override;
    void setEditorData(QWidget *editor, const QModelIndex &index) const override;
    void setModelData(QWidget *editor, QAbstractItemModel *model, const QModelIndex &index) const override;
};

} // namespace breakeven
