#pragma once

/// \file breakeventablemodel.h
/// The break-even table: one row per enabled offer of the document's scenario.

#include <QAbstractTableModel>

#include <vector>

namespace breakeven {

class ScenarioDocument;
struct MonteCarloResult;

class BreakevenTableModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column {
        OfferColumn,
        BlendedPriceColumn,
        BreakevenThroughputColumn,
        BreakevenUtilizationColumn,
        BreakevenOutputColumn,
        BreakevenInputColumn,
        ApiCostColumn,
        SavingColumn,
        WinnerColumn,
        SelfHostCheaperColumn, ///< the share of the Monte Carlo samples in which self-hosting wins
        ColumnCount
    };
    /// Qt::UserRole: the raw number behind a cell (display currency, tokens, tok/s), for
    /// sorting and tests; NaN where the cell is text only.
    static constexpr int ValueRole = Qt::UserRole;

    /// The id of \a column's offer column (offercolumns.h), e.g. "monthly_saving".
    [[nodiscard]] static const char *columnId(int column);

    explicit BreakevenTableModel(ScenarioDocument *document, QObject *parent = nullptr);

    [[nodiscard]] int rowCount(const QModelIndex &parent = {}) const override;
    [[nodiscard]] int columnCount(const QModelIndex &parent = {}) const override;
    [[nodiscard]] QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    [[nodiscard]] QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

    /// The newest Monte Carlo run over the scenario's ranges (the window's UncertaintyRunner), or
    /// nullptr: the probability column then shows "-". \a result must stay valid until the next call.
    void setUncertainty(const MonteCarloResult *result);

    /// Index into Scenario::offers of \a row.
    [[nodiscard]] std::size_t offerIndex(int row) const { return m_rows.at(static_cast<std::size_t>(row)); }

private:
    void refresh();
    [[nodiscard]] double value(int row, int column) const;

    ScenarioDocument *m_document;
    const MonteCarloResult *m_uncertainty = nullptr;
    std::vector<std::size_t> m_rows;
    std::vector<int> m_lines; ///< offerLines() of the scenario, per offer: the colour of each row
};

} // namespace breakeven
