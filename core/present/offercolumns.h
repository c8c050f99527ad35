#pragma once

/// \file offercolumns.h
/// One presentation of an offer's results: the columns of the break-even table, each with its
/// key, header, unit, number and text. The window's table, the PDF report's table, the CSV and
/// the JSON report all read them, so a figure is named, converted and worded in one place.

#include "evaluation.h"
#include "montecarlo.h"
#include "scenario.h"

#include <QLocale>
#include <QString>

#include <functional>
#include <optional>
#include <vector>

namespace breakeven {

/// What a column's number is.
enum class ColumnUnit {
    Text,            ///< no number (the offer's name, the cheaper side)
    Money,           ///< USD; its key ends in the currency ("_usd", "_EUR"), converted on the way out
    Tokens,          ///< tokens per month
    TokensPerSecond, ///< tok/s while in use
    Share,           ///< 0..1 (above 1: never reached)
    Count,           ///< a plain count (tasks per month)
    /// 0..1, a share of the Monte Carlo samples (OfferRow::uncertainty); none without a run over
    /// ranges. The JSON report carries these in its `uncertainty` block, not in each offer.
    Probability,
};

/// One offer of one evaluated scenario: what a column reads.
struct OfferRow {
    const Scenario &scenario;
    const Evaluation &evaluation;
    std::size_t index; ///< into Scenario::offers and Evaluation::offers
    /// The Monte Carlo run over the scenario's ranges (montecarlo.h), or nullptr when none has run
    /// (yet): its columns are then empty ("-"). A run without ranges (no paths) counts as none.
    const MonteCarloResult *uncertainty = nullptr;
    /// The run's figures for this offer; nullptr without a run over ranges or when the run is of a
    /// scenario with other offers (a stale run while the offers change).
    [[nodiscard]] const OfferUncertainty *offerUncertainty() const
    {
        return uncertainty && !uncertainty->paths.empty() && uncertainty->offers.size() == scenario.offers.size()
            ? &uncertainty->offers[index]
            : nullptr;
    }
    [[nodiscard]] const Offer &offer() const { return scenario.offers.at(index); }
    [[nodiscard]] const OfferResult &result() const { return evaluation.offers.at(index); }
};

/// How cells are shown: money in \a currency, converted from USD by \a convert; numbers in
/// \a locale's notation (the window's format::locale(), the text report's format::fixedLocale()).
struct MoneyIn {
    QString currency;
    std::function<double(double)> convert;
    QLocale locale;

    /// \a usd converted and written in this currency with \a decimals digits ("$19,852", "CN¥7.25").
    [[nodiscard]] QString text(double usd, int decimals) const;
};

/// The one way money is converted for display (window, charts, CSV, PDF): from USD into \a currency at
/// \a scenario's rate. A currency the scenario has no rate for gives USD, its label and its rate
/// together, never one currency's label on another's figure.
[[nodiscard]] MoneyIn displayMoney(const Scenario &scenario, const QString &currency, const QLocale &locale);

/// One column of an offer's results.
struct OfferColumn {
    const char *id;     ///< the JSON/CSV key; for money without the currency suffix (see columnKey())
    const char *header; ///< untranslated; "\n" where the window's header breaks (see columnHeader())
    ColumnUnit unit;
    /// The number behind the cell (USD for money); nullopt where there is none (a JSON null,
    /// an empty CSV cell): never reached, no hour in use, not feasible.
    std::optional<double> (*value)(const OfferRow &row);
    /// The cell for people (translated, the window's locale), money in \a money.
    QString (*text)(const OfferRow &row, const MoneyIn &money);
    /// The cell where room is short (the window's table, whose tooltip gives text()): the figure and
    /// at most a word or two; nullptr: text() is short already.
    QString (*brief)(const OfferRow &row, const MoneyIn &money) = nullptr;
};

/// The cell of \a column for a table with little room: brief() when the column has one, else text().
[[nodiscard]] QString columnBrief(const OfferColumn &column, const OfferRow &row, const MoneyIn &money);

/// The widest texts a cell of \a column takes in the window's table for figures up to the sizes a
/// scenario plausibly reaches (money up to 9,999,999 in \a money's currency, savings up to 999,999,
/// tokens up to 999.99 T,
/// throughputs up to 99,999 tok/s), each wording included: what its width is fitted to, so that the
/// width does not follow every change of value. Empty for columns of names (fitted to their contents).
[[nodiscard]] QStringList widestBriefs(const OfferColumn &column, const MoneyIn &money);

/// Every column, in the order of the break-even table.
[[nodiscard]] const std::vector<OfferColumn> &offerColumns();

/// The column whose id is \a id (it must exist).
[[nodiscard]] const OfferColumn &offerColumn(const char *id);

/// The column's key: its id, and for money "_" and \a currency ("price_per_output_mtok_usd").
[[nodiscard]] QString columnKey(const OfferColumn &column, const QString &currency);

/// The column's translated header on one line (\a multiline: with the window's line breaks).
[[nodiscard]] QString columnHeader(const OfferColumn &column, bool multiline = false);

/// The column's value converted for output: money by \a rate, others as they are; nullopt as value().
[[nodiscard]] std::optional<double> columnValue(const OfferColumn &column, const OfferRow &row, double rate = 1.0);

/// Why the offer's limits flag it (offerlimits.h), without its name: "its 3,000 requests a minute
/// cannot carry the peak's 4,100; left out of the cheapest offer"; empty when they do not. The
/// offer column's cell (the name and this, in brackets) and the window's tooltip say it.
[[nodiscard]] QString offerLimitsReasons(const OfferRow &row, const QLocale &locale);

/// The same with the offer's name: "APIYI kimi-k3.1-pro: its 3,000 requests a minute ..."; empty
/// when the limits do not flag it.
[[nodiscard]] QString offerLimitsText(const OfferRow &row, const QLocale &locale);

/// An offer's break-even utilization at the operating throughput: "34 %", "never (...)" naming
/// why (above 100 %, a free API, no hour in use), or "not feasible".
[[nodiscard]] QString utilizationText(const OfferResult &offer, const QLocale &locale);

/// How likely self-hosting is to be feasible and cheaper than the offer: "38 %", with the share of
/// samples in which it is not feasible when there are any ("38 % (12 % not feasible)"); "-" without a
/// Monte Carlo run over ranges.
[[nodiscard]] QString selfHostCheaperText(const OfferRow &row, const QLocale &locale);

/// An offer's monthly saving as words, never a bare negative amount: "self-hosting cheaper by
/// $37,383", "API cheaper by $37,830" or "not feasible"; \a convert turns USD into \a currency.
[[nodiscard]] QString savingText(const OfferResult &offer, const MoneyIn &money);

/// A monthly saving of \a usd (positive: self-hosting is cheaper) as words, never a bare negative
/// amount: "self-hosting cheaper by $37,383" or "API cheaper by $37,830" (savingText()'s wording).
[[nodiscard]] QString savingWords(double usd, const MoneyIn &money);

} // namespace breakeven
