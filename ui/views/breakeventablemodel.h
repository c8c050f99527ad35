#pragma once

/// \file breakeventablemodel.h
/// The break-even table: one row per enabled offer of a scenario, drawn from its results value.

#include "offercolumns.h"
#include "results.h"

#include <QAbstractTableModel>

#include <vector>

namespace breakeven {

class BreakevenTableModel : public QAbstractTableModel {
    Q_OBJECT
public:
    /// The window's order (#13): the offer, its break-even, the saving and the cheaper side first, so
    /// that they stay in view in a narrow window; the details after them.
    enum Column {
        OfferColumn,
        BreakevenThroughputColumn,
        SavingColumn,
        WinnerColumn,
        BlendedPriceColumn,
        BreakevenUtilizationColumn,
        BreakevenOutputColumn,
        BreakevenInputColumn,
        ApiCostColumn,
        SelfHostCheaperColumn, ///< the share of the Monte Carlo samples in which self-hosting wins
        ColumnCount
    };
    /// The columns the verdict rests on: kept in view at 1024x768.
    static constexpr int keyColumnCount = 4;
    /// Qt::UserRole: the raw number behind a cell (display currency, tokens, tok/s), for
    /// sorting and tests; NaN where the cell is text only.
    static constexpr int ValueRole = Qt::UserRole;
    /// headerData() role: a QStringList of the widest texts the column's cells take in the display
    /// currency (widestBriefs()), which BreakevenTableView fits the column to; empty for names.
    static constexpr int WidestTextRole = Qt::UserRole + 1;

    /// The id of \a column's offer column (offercolumns.h), e.g. "monthly_saving".
    [[nodiscard]] static const char *columnId(int column);

    /// Empty until the first setResults().
    explicit BreakevenTableModel(QObject *parent = nullptr);

    /// Shows \a results (the document's resultsChanged() value): a reset when the rows change, else
    /// dataChanged() for each cell whose text or colour changed, one cell at a time, so that a slider
    /// step repaints those cells alone (a range repaints the whole table); the headers too when the
    /// currency changed. The number behind a cell (ValueRole) and the tooltips are read from the
    /// value on each call.
    void setResults(ResultsPtr results);

    [[nodiscard]] int rowCount(const QModelIndex &parent = {}) const override;
    [[nodiscard]] int columnCount(const QModelIndex &parent = {}) const override;
    [[nodiscard]] QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    [[nodiscard]] QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

    /// The newest Monte Carlo run over the scenario's ranges (the window's UncertaintyRunner), or
    /// nullptr: the probability column then shows "-". \a result must stay valid until the next call.
    /// Announces (dataChanged) only the probability cells whose text changed.
    void setUncertainty(const MonteCarloResult *result);

    /// Index into Scenario::offers of \a row.
    [[nodiscard]] std::size_t offerIndex(int row) const { return m_rows.at(static_cast<std::size_t>(row)); }

private:
    /// The shown text of every cell of \a columns (the others' left as they are in \a briefs).
    void computeBriefs(std::vector<QString> &briefs, int firstColumn, int lastColumn) const;
    /// Emits dataChanged() for each cell of \a briefs that differs from m_briefs, and each first
    /// cell whose row colour changed (\a colors), then keeps both.
    void announce(std::vector<QString> briefs, std::vector<int> colors);
    [[nodiscard]] double value(int row, int column) const;
    [[nodiscard]] OfferRow offerRow(const QModelIndex &index) const;
    /// Money in the display currency, numbers in the window's locale.
    [[nodiscard]] MoneyIn money() const;
    /// \a usd in the display currency.
    [[nodiscard]] double toDisplay(double usd) const { return usd * m_results->wording.perUsd; }

    ResultsPtr m_results;
    const MonteCarloResult *m_uncertainty = nullptr;
    std::vector<std::size_t> m_rows;
    std::vector<int> m_colors;     ///< offerColors() of the scenario, per offer: the colour of each row
    std::vector<QString> m_briefs; ///< the shown text of each cell, row by row
};

} // namespace breakeven
