#pragma once

/// \file exchangerateseditor.h
/// Edit > Exchange rates: the preset's `fx_per_usd` table (units of a currency per US dollar) as a
/// small dialog: change a rate, add a currency with its rate, remove one nothing uses. Every change
/// is one undo step on the document. A code must be three upper-case letters A-Z (not USD, the
/// base) and a rate lie in the registry's domain of `fx_per_usd[]`; a currency the preset still uses
/// (its own currency, a price, an offer) cannot be removed. A refused change alters nothing and the
/// dialog says why, naming the currency and the allowed values.

#include "ratestable.h"

#include <QDialog>

#include <optional>

namespace breakeven {

class ScenarioDocument;

class ExchangeRatesEditor : public QDialog {
    Q_OBJECT
public:
    static constexpr int CodeColumn = RatesTable::CodeColumn; ///< the currency code (read only)
    static constexpr int RateColumn = RatesTable::RateColumn; ///< units per US dollar

    explicit ExchangeRatesEditor(ScenarioDocument *document, QWidget *parent = nullptr);

    /// Why the last change was refused; empty after an accepted one.
    [[nodiscard]] QString problem() const;

    /// Sets the rate of \a code, which the preset has (one undo step). Returns the problem, and
    /// changes nothing, when \a rate is outside the domain or \a code has no rate.
    std::optional<QString> setRate(const QString &code, double rate);
    /// Adds \a code at \a rate (one undo step); refused for a malformed or known code, or a rate
    /// outside the domain.
    std::optional<QString> addRate(const QString &code, double rate);
    /// Removes the rate of \a code (one undo step); refused while the preset uses the currency.
    std::optional<QString> removeRate(const QString &code);

private:
    void sync();

    ScenarioDocument *m_document;
    RatesTable *m_rates;
};

} // namespace breakeven
