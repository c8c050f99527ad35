#pragma once

/// \file ratestable.h
/// The exchange-rate table both Edit > Exchange rates (a preset's `fx_per_usd`, undoable) and
/// Preferences (the rates a new scenario starts with) show: a table of currency codes and units per
/// US dollar, a row to add a currency, a remove button and a line that says why a change was
/// refused. The owner decides what a change does (the Actions); the checks every owner makes (a code
/// is three upper-case letters, not USD, not known yet; a rate lies in the registry's domain of
/// `fx_per_usd[]`) are here, once. The table is a RegistryTableModel over the family `fx_per_usd[]`
/// of a Scenario that holds the rates shown; an edit goes to the owner's Actions::set.

#include "scenario.h"

#include <QWidget>

#include <functional>
#include <map>
#include <optional>

class QLabel;
class QLineEdit;
class QPushButton;
class QTableView;

namespace breakeven {

class RegistryTableModel;

/// Why \a rate cannot be the rate of \a code (outside the exchange rate's domain); nullopt when it can.
[[nodiscard]] std::optional<QString> exchangeRateProblem(const QString &code, double rate);
/// Why \a code at \a rate cannot be added to \a rates (base, malformed or known code, too many
/// rates, a rate outside the domain); nullopt when it can.
[[nodiscard]] std::optional<QString> newExchangeRateProblem(
    const QString &code, double rate, const std::map<QString, double> &rates);

class RatesTable : public QWidget {
    Q_OBJECT
public:
    enum Column {
        CodeColumn, ///< the currency code (read only)
        RateColumn, ///< units per US dollar
        ColumnCount
    };

    /// What a change does; each returns the problem, having changed nothing, when it is refused.
    struct Actions {
        std::function<std::optional<QString>(const QString &code, double rate)> add;
        std::function<std::optional<QString>(const QString &code, double rate)> set;
        std::function<std::optional<QString>(const QString &code)> remove;
        /// Whether the remove button is offered for \a code (all codes when empty).
        std::function<bool(const QString &code)> removable;
    };

    /// \a namePrefix names the children for tests and accessibility ("exchangeRates" gives
    /// "exchangeRatesTable", "exchangeRatesCode", ...).
    RatesTable(const QString &namePrefix, Actions actions, QWidget *parent = nullptr);

    /// Shows \a rates (nothing is redrawn when they are those shown); the current row stays on its code.
    void showRates(const std::map<QString, double> &rates);
    /// Shows \a text under the table (hidden when empty).
    void showProblem(const QString &text);
    /// Why the last change was refused; empty after an accepted one.
    [[nodiscard]] QString problem() const;

    [[nodiscard]] QTableView *table() const { return m_table; }

private:
    /// Hands the rate an edit of the table set to the owner (Actions::set).
    void commitEdit(const std::function<void(Scenario &)> &edit);
    void addFromFields();
    void updateRemoveButton();
    [[nodiscard]] QString currentCode() const;

    Actions m_actions;
    RegistryTableModel *m_model;
    QTableView *m_table;
    QLineEdit *m_code;
    QLineEdit *m_rate;
    QPushButton *m_add;
    QPushButton *m_remove;
    QLabel *m_problem;
};

} // namespace breakeven
