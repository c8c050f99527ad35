#pragma once

/// \file plansview.h
/// The Plans view (MODEL.md section 11): what would serve the scenario's workload, cheapest first,
/// across the GPU catalog, the node counts and the billings: a sortable table of the results' plan
/// search, and a chart of each plan's monthly total against its per-user speed with the Pareto front,
/// estimated capacities drawn apart from measured ones. Double-clicking a row (or Enter on it) makes
/// that plan the scenario, one undo step. P(cheaper than the API) comes from a Monte Carlo run of its
/// own off the GUI thread, after the rows.

#include "lazyview.h"

#include <QThreadPool>

#include <atomic>
#include <memory>

class QChart;
class QChartView;
class QLabel;
class QSortFilterProxyModel;
class QTableView;

namespace breakeven {

struct GpuCatalog;
class PlansTableModel;
class ScenarioDocument;

class PlansView : public LazyView {
    Q_OBJECT
public:
    /// Monte Carlo samples per plan for P(cheaper than the API).
    static constexpr int oddsSamples = 1000;

    PlansView(ScenarioDocument *document, const GpuCatalog &catalog, QWidget *parent = nullptr);
    /// Waits for a P(cheaper) run in progress.
    ~PlansView() override;

    /// Makes the plan of the table's \a row (as sorted on screen) the scenario, one undo step.
    void applyRow(int row);
    /// Waits up to \a ms milliseconds for the newest P(cheaper) run (the screenshot and tests).
    bool waitForOdds(int ms);

protected:
    void refreshNow() override;
    void changeEvent(QEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void drawChart();
    /// Titles the chart's axes with the longest of their forms that fits the plot (fittedAxisTitle()).
    void fitAxisTitles();
    void startOdds();

    ScenarioDocument *m_document;
    const GpuCatalog &m_catalog;
    QLabel *m_summary = nullptr;
    QChart *m_chart = nullptr;
    QChartView *m_chartView = nullptr;
    QStringList m_xTitles; ///< the x axis's title, then shorter forms of it
    QStringList m_yTitles; ///< the y axis's
    QTableView *m_table = nullptr;
    PlansTableModel *m_model = nullptr;
    QSortFilterProxyModel *m_sorted = nullptr;
    QThreadPool m_pool;
    std::shared_ptr<std::atomic<quint64>> m_generation = std::make_shared<std::atomic<quint64>>(0);
    quint64 m_delivered = 0;
};

} // namespace breakeven
