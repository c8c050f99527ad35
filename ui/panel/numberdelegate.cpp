#include "numberdelegate.h"

#include "formatting.h"

#include <QDoubleSpinBox>
#include <QLineEdit>

#include <cmath>

namespace breakeven {

int NumberDelegate::shownDecimals(double value)
{
    for (int d = 0; d < NumberDelegate::decimals; ++d) {
        const double scale = std::pow(10.0, d);
        if (std::abs(std::round(value * scale) / scale - value) <= 1e-9 * std::max(1.0, std::abs(value)))
            return d;
    }
    return NumberDelegate::decimals;
}

namespace {

/// \a value as text to edit: without group separators, which parseNumber() rejects.
QString editText(double value)
{
    QLocale l = format::locale();
    l.setNumberOptions(QLocale::OmitGroupSeparator);
    return l.toString(value, 'f', NumberDelegate::shownDecimals(value));
}

/// Six decimals when typing, without the trailing zeros when showing a value.
class NumberSpinBox : public QDoubleSpinBox {
public:
    using QDoubleSpinBox::QDoubleSpinBox;

protected:
    [[nodiscard]] QString textFromValue(double value) const override
    {
        QLocale l = locale();
        l.setNumberOptions(isGroupSeparatorShown() ? QLocale::NumberOptions() : QLocale::OmitGroupSeparator);
        return l.toString(value, 'f', NumberDelegate::shownDecimals(value));
    }
};

bool holdsDouble(const QVariant &v) { return v.typeId() == QMetaType::Double || v.typeId() == QMetaType::Float; }

} // namespace

NumberDelegate::NumberDelegate(bool allowEmpty, QObject *parent)
    : QStyledItemDelegate(parent)
    , m_allowEmpty(allowEmpty)
{
}

std::optional<double> NumberDelegate::parseNumber(const QString &text)
{
    const std::optional<double> v = parseAnyNumber(text);
    if (!v || !std::isfinite(*v) || *v < 0.0 || *v > maximum)
        return std::nullopt;
    return v;
}

std::optional<double> NumberDelegate::parseAnyNumber(const QString &text)
{
    const QString t = text.trimmed();
    if (t.isEmpty())
        return std::nullopt;
    bool ok = false;
    QLocale window = format::locale();
    window.setNumberOptions(QLocale::RejectGroupSeparator);
    double v = window.toDouble(t, &ok);
    if (!ok) {
        QLocale c = QLocale::c();
        c.setNumberOptions(QLocale::RejectGroupSeparator);
        v = c.toDouble(t, &ok);
    }
    if (!ok)
        return std::nullopt;
    return v;
}

std::optional<double> NumberDelegate::cellValue(const QVariant &editValue)
{
    if (!holdsDouble(editValue))
        return parseNumber(editValue.toString());
    const double v = editValue.toDouble();
    if (!std::isfinite(v) || v < 0.0 || v > maximum)
        return std::nullopt;
    return v;
}

QString NumberDelegate::displayText(const QVariant &value, const QLocale &locale) const
{
    if (!holdsDouble(value))
        return QStyledItemDelegate::displayText(value, locale);
    const double v = value.toDouble();
    return format::number(v, std::isfinite(v) ? shownDecimals(v) : 0);
}

QWidget *NumberDelegate::createEditor(QWidget *parent, const QStyleOptionViewItem &, const QModelIndex &) const
{
    if (m_allowEmpty) {
        auto *edit = new QLineEdit(parent);
        edit->setFrame(false);
        edit->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
        edit->setLocale(format::locale());
        return edit;
    }
    auto *spin = new NumberSpinBox(parent);
    spin->setFrame(false);
    spin->setLocale(format::locale());
    spin->setDecimals(decimals);
    spin->setRange(0.0, maximum);
    spin->setGroupSeparatorShown(true);
    spin->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
    spin->setButtonSymbols(QAbstractSpinBox::NoButtons);
    return spin;
}

void NumberDelegate::setEditorData(QWidget *editor, const QModelIndex &index) const
{
    const QVariant value = index.data(Qt::EditRole);
    if (auto *spin = qobject_cast<QDoubleSpinBox *>(editor)) {
        spin->setValue(cellValue(value).value_or(0.0));
    } else if (auto *edit = qobject_cast<QLineEdit *>(editor)) {
        const std::optional<double> v = cellValue(value);
        edit->setText(v ? editText(*v) : QString());
    } else {
        QStyledItemDelegate::setEditorData(editor, index);
    }
}

void NumberDelegate::setModelData(QWidget *editor, QAbstractItemModel *model, const QModelIndex &index) const
{
    if (auto *spin = qobject_cast<QDoubleSpinBox *>(editor)) {
        spin->interpretText();
        model->setData(index, spin->value(), Qt::EditRole);
    } else if (auto *edit = qobject_cast<QLineEdit *>(editor)) {
        const QString text = edit->text().trimmed();
        if (text.isEmpty()) {
            model->setData(index, QString(), Qt::EditRole);
        } else if (const std::optional<double> v = parseNumber(text)) {
            model->setData(index, *v, Qt::EditRole);
        } else {
            model->setData(index, text, Qt::EditRole); // the model refuses it and says why
        }
    } else {
        QStyledItemDelegate::setModelData(editor, model, index);
    }
}

} // namespace breakeven
