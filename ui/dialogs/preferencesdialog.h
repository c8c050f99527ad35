#pragma once

/// \file preferencesdialog.h
/// Edit > Preferences: the window's language and theme, and what a new scenario starts with (the
/// currency it is shown in, its exchange rates, which of the built-in offers are ticked). Everything
/// is stored through Settings; OK and Apply write it (the theme is applied at once, the language at
/// the next start), Cancel writes nothing, Restore Defaults puts the built-in choices in the fields.

#include "ratestable.h"

#include <QDialog>

#include <map>
#include <optional>

class QComboBox;
class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QPushButton;
class QTableView;

namespace breakeven {

class PreferencesDialog : public QDialog {
    Q_OBJECT
public:
    static constexpr int CodeColumn = RatesTable::CodeColumn; ///< the currency code (read only)
    static constexpr int RateColumn = RatesTable::RateColumn; ///< units per US dollar

    explicit PreferencesDialog(QWidget *parent = nullptr);

    /// Fills the fields from Settings (done when the dialog is made and each time it opens).
    void load();
    /// Writes the fields to Settings and applies the theme (OK and Apply).
    void apply();
    /// Puts the built-in choices in the fields, without writing them (Restore Defaults).
    void restoreDefaults();

    /// The exchange rates the fields hold, units per USD by code (the built-in ones included).
    [[nodiscard]] const std::map<QString, double> &rates() const { return m_rateValues; }
    /// Adds \a code at \a rate to the rates; refused, changing nothing, for a malformed, known or
    /// base (USD) code or a rate outside the exchange rate's domain. Returns the problem.
    std::optional<QString> addRate(const QString &code, double rate);
    /// Sets the rate of \a code; refused outside the domain or for a code not in the table.
    std::optional<QString> setRate(const QString &code, double rate);
    /// Removes \a code, one the user added (a built-in rate stays; change its value instead).
    std::optional<QString> removeRate(const QString &code);
    /// Why the last change of a rate was refused; empty after an accepted one.
    [[nodiscard]] QString problem() const;

private:
    void syncRates();
    void syncCurrencies(const QString &wanted);
    void showProblem(const QString &text);
    void setOffers(const QStringList &disabled);

    QComboBox *m_language;
    QComboBox *m_theme;
    QComboBox *m_currency;
    RatesTable *m_rates;
    QListWidget *m_offers;
    QDialogButtonBox *m_buttons;
    std::map<QString, double> m_builtInRates; ///< the built-in preset's fx_per_usd
    std::map<QString, double> m_rateValues;   ///< the rates the fields hold
};

} // namespace breakeven
