#pragma once

/// \file hybridview.h
/// The "Hybrid" view (MODEL.md section 8): the day's demand profile (preset key `hybrid`), edited
/// hour by hour or with the base / peak / peak-hours shortcut, every edit one undo step; the plan
/// the model makes of it (nodes, their hours, the monthly total against all-API and all
/// self-hosted); and the chart of the day. It follows the document while shown (LazyView).

#include "lazyview.h"

#include <array>

class QCheckBox;
class QDoubleSpinBox;
class QLabel;
class QPushButton;
class QSpinBox;
class QTableWidget;
class QTableWidgetItem;

namespace breakeven {

class HybridDayChart;
class ScenarioDocument;
struct Scenario;

class HybridView : public LazyView {
    Q_OBJECT
public:
    /// The table's rows.
    enum Row { DemandRow, NodesRow, RowCount }; ///< the chart shows the self-hosted part and the API's

    explicit HybridView(ScenarioDocument *document, QWidget *parent = nullptr);

    /// The cell of \a row at hour \a hour (0-23): the day is two tables of twelve hours, the
    /// morning's ("hybridTable") above the afternoon's ("hybridTableAfternoon"), so that every
    /// cell shows its number whole in a 1024-pixel window (#33 item 2).
    [[nodiscard]] QTableWidgetItem *cell(Row row, int hour) const;

protected:
    void refreshNow() override;

private:
    void setEnabledProfile(bool on);
    void applyShortcut();
    void demandEdited(int row, int hour);
    /// The table that holds hour \a hour (0-23), at column hour % hoursPerTable.
    [[nodiscard]] QTableWidget *tableOf(int hour) const;

    ScenarioDocument *m_document;
    QCheckBox *m_enabled;
    QDoubleSpinBox *m_base;
    QDoubleSpinBox *m_peak;
    QSpinBox *m_peakHours;
    QSpinBox *m_peakStart;
    QPushButton *m_apply;
    QLabel *m_teamNote; ///< what the team asks for, while a team states the day
    QLabel *m_summary;
    static constexpr int hoursPerTable = 12;
    std::array<QTableWidget *, 2> m_tables; ///< hours 0-11 and 12-23
    HybridDayChart *m_chart;
    bool m_refreshing = false;
};

} // namespace breakeven
