#pragma once

#include "parameters.h"

/// \file numberdelegate.h
/// Number cells in the offers and overhead tables: shown through format::number (the window's
/// locale, group separators, as many decimals as the value has, up to six), edited in a
/// QDoubleSpinBox with six decimals (so a price of 0.035 is not rounded to 0.04 on commit).
/// A cell that may be empty (the optional cached-input price) is edited as text instead, so it
/// can be cleared; that text is read by parseNumber(), and text that is no number goes to the model
/// as it is, for the model to say why it refuses it.

#include <QStyledItemDelegate>

#include <optional>

namespace breakeven {

class NumberDelegate : public QStyledItemDelegate {
    Q_OBJECT
public:
    /// Digits after the decimal point the editor keeps.
    static constexpr int decimals = 6;
    /// The largest value a cell takes (the model's bound on amounts and prices).
    static constexpr double maximum = maxMagnitude; ///< the format's largest amount (parameters.h)

    /// \a allowEmpty: an empty cell is a valid value ("none"), edited as text.
    explicit NumberDelegate(bool allowEmpty, QObject *parent = nullptr);

    /// A number typed by a person: the window's locale (format::locale()) without group
    /// separators, else the C locale ("0.035" in a German session is 0.035, not 35).
    /// nullopt when empty, not a number, negative, not finite or above maximum.
    [[nodiscard]] static std::optional<double> parseNumber(const QString &text);
    /// As parseNumber(), but any number, negative or huge or not finite, for a caller that says
    /// why it refuses one (the registry's domain); nullopt only when \a text is not a number.
    [[nodiscard]] static std::optional<double> parseAnyNumber(const QString &text);
    /// The fewest decimals (at most #decimals) that show \a value exactly.
    [[nodiscard]] static int shownDecimals(double value);
    /// A cell's Qt::EditRole: a double is taken as it is (within 0..maximum), text is parsed.
    [[nodiscard]] static std::optional<double> cellValue(const QVariant &editValue);

    [[nodiscard]] QString displayText(const QVariant &value, const QLocale &locale) const override;
    [[nodiscard]] QWidget *createEditor(
        QWidget *parent, const QStyleOptionViewItem &option, const QModelIndex &index) const override;
    void setEditorData(QWidget *editor, const QModelIndex &index) const override;
    void setModelData(QWidget *editor, QAbstractItemModel *model, const QModelIndex &index) const override;

private:
    bool m_allowEmpty;
};

} // namespace breakeven
