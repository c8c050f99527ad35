#include "choicedelegate.h"

#include "registrytablemodel.h"

#include <QComboBox>

namespace breakeven {

QWidget *ChoiceDelegate::createEditor(QWidget *parent, const QStyleOptionViewItem &, const QModelIndex &index) const
{
    auto *box = new QComboBox(parent);
    box->addItems(index.data(RegistryTableModel::ChoicesRole).toStringList());
    box->setAccessibleName(index.data(Qt::AccessibleTextRole).toString());
    // Committed when chosen, not when the cell loses focus: a persistent editor never does.
    auto *self = const_cast<ChoiceDelegate *>(this); // commitData() is a signal, createEditor() const
    connect(box, &QComboBox::activated, self, [self, box] { Q_EMIT self->commitData(box); });
    return box;
}

void ChoiceDelegate::setEditorData(QWidget *editor, const QModelIndex &index) const
{
    auto *box = static_cast<QComboBox *>(editor);
    box->setCurrentIndex(index.data(Qt::EditRole).toInt());
}

void ChoiceDelegate::setModelData(QWidget *editor, QAbstractItemModel *model, const QModelIndex &index) const
{
    auto *box = static_cast<QComboBox *>(editor);
    if (box->currentIndex() == index.data(Qt::EditRole).toInt())
        return;
    if (!model->setData(index, box->currentIndex(), Qt::EditRole))
        setEditorData(editor, index); // refused: the cell's value again
}

} // namespace breakeven
