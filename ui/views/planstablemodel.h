#pragma once

/// \file planstablemodel.h
/// The Plans view's table: one row per plan of the results' plan search (Results::plans), cheapest
/// feasible first, each column sortable by the number behind it (ValueRole). P(cheaper than the
/// API) arrives later than the rows, from a Monte Carlo run of its own (setOdds()).

#include "results.h"
#include "resulttables.h"

#include <QAbstractTableModel>

#include <optional>
#include <vector>

namespace breakeven {

class PlansTableModel : public QAbstractTableModel {
    Q_OBJECT
public:
    /// The columns of resulttables.h's plans table (PlanColumn), which words them.
    enum Column {
        GpuColumn = static_cast<int>(PlanColumn::Gpu),
        GpusColumn = static_cast<int>(PlanColumn::Gpus),
        ReplicasColumn = static_cast<int>(PlanColumn::Replicas),
        BillingColumn = static_cast<int>(PlanColumn::Billing),
        EvidenceColumn = static_cast<int>(PlanColumn::Evidence),
        MonthlyColumn = static_cast<int>(PlanColumn::Monthly),
        PerMtokColumn = static_cast<int>(PlanColumn::PerMtok),
        PerUserColumn = static_cast<int>(PlanColumn::PerUser),
        OddsColumn = static_cast<int>(PlanColumn::Odds),
        WhyNotColumn = static_cast<int>(PlanColumn::WhyNot),
        ColumnCount = static_cast<int>(PlanColumn::Count)
    };
    /// The number behind a cell, for sorting and tests (money in the display currency); a text cell's
    /// own text; "Why not": feasible plans first, then by rank.
    static constexpr int ValueRole = Qt::UserRole;

    explicit PlansTableModel(QObject *parent = nullptr);

    /// Shows \a results' plans: a reset (the rows may all differ). The odds of earlier plans are
    /// dropped until setOdds() brings those of these.
    void setResults(ResultsPtr results);
    /// P(cheaper than the API) per plan, in the order of Results::plans of the results \a of;
    /// ignored when the model shows other results since.
    void setOdds(const Results *of, std::vector<std::optional<double>> odds);

    [[nodiscard]] int rowCount(const QModelIndex &parent = {}) const override;
    [[nodiscard]] int columnCount(const QModelIndex &parent = {}) const override;
    [[nodiscard]] QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    [[nodiscard]] QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

    /// The plan of \a row (a row of this model, not of a sorting proxy).
    [[nodiscard]] const Plan &plan(int row) const;
    [[nodiscard]] const ResultsPtr &results() const { return m_results; }

private:
    [[nodiscard]] QVariant value(const Plan &plan, int row, int column) const;
    [[nodiscard]] MoneyIn money() const;

    ResultsPtr m_results;
    std::vector<std::optional<double>> m_odds;
    std::vector<QStringList> m_cells; ///< each row's texts (plansTableRow()), made once per results
    ResultTable m_header;             ///< the columns' words (plansTableHeader()), made again when the currency changes
};

} // namespace breakeven
