#pragma once

/// \file mainwindowpeer.h
/// The tests' way into a MainWindow: its panel, charts, views, results and dialogs, which the
/// window does not offer to the rest of the program. A friend of MainWindow.

#include "mainwindow.h"

#include <QTimer>

namespace breakeven {

/// Reaches the parts of \a window: MainWindowTestPeer(window).panel(), or peer(window).panel().
class MainWindowTestPeer {
public:
    explicit MainWindowTestPeer(MainWindow &window)
        : m_window(window)
    {
    }

    [[nodiscard]] ScenarioDocument *document() const { return m_window.m_document.get(); }
    [[nodiscard]] ScenarioPanel *panel() const { return m_window.m_panel; }
    [[nodiscard]] CostChart *costChart() const { return m_window.m_costChart; }
    [[nodiscard]] VolumeChart *volumeChart() const { return m_window.m_volumeChart; }
    /// The window's widget of chart \a kind (every kind of the registry has one).
    [[nodiscard]] ChartWidget *chart(ChartKind kind) const { return m_window.chart(kind); }
    /// The views in the tabs beside the cost chart.
    [[nodiscard]] HardwareFitView *fitView() const { return m_window.m_fitView; }
    [[nodiscard]] TasksView *tasksView() const { return m_window.m_tasksView; }
    [[nodiscard]] HybridView *hybridView() const { return m_window.m_hybridView; }
    [[nodiscard]] DecisionView *decisionView() const { return m_window.m_decisionView; }
    [[nodiscard]] BreakevenTableModel *tableModel() const { return m_window.m_tableModel; }
    [[nodiscard]] QTableView *tableView() const { return m_window.m_table; }
    [[nodiscard]] QLabel *verdictLabel() const { return m_window.m_verdict; }
    /// Whether bands that arrived while a slider is held wait for the drag's next step.
    [[nodiscard]] bool bandsWaiting() const { return m_window.m_bandsWait->isActive(); }
    /// The answer's headline, first in the results area (Results::answer).
    [[nodiscard]] QLabel *answerLabel() const { return m_window.m_answer; }
    [[nodiscard]] QComboBox *currencyCombo() const { return m_window.m_currency; }
    [[nodiscard]] QDoubleSpinBox *fxSpinBox() const { return m_window.m_fx; }
    /// The dialogs, made on first use as their menu entries make them.
    [[nodiscard]] OffersEditor *offersEditor() const { return m_window.offersEditor(); }
    [[nodiscard]] RangesEditor *rangesEditor() const { return m_window.rangesEditor(); }
    [[nodiscard]] ExchangeRatesEditor *exchangeRatesEditor() const { return m_window.exchangeRatesEditor(); }
    [[nodiscard]] HelpDialog *gettingStarted() const { return m_window.gettingStarted(); }
    [[nodiscard]] HelpDialog *modelHelp() const { return m_window.modelHelp(); }
    [[nodiscard]] PreferencesDialog *preferencesDialog() const { return m_window.preferencesDialog(); }
    /// The File and Edit menus' preset entries (fileactions.h).
    [[nodiscard]] FileActions *fileActions() const { return m_window.m_fileActions; }
    [[nodiscard]] ExportActions *exportActions() const { return m_window.m_exports; }

private:
    MainWindow &m_window;
};

/// The test peer of \a window, for one call: peer(window).panel().
[[nodiscard]] inline MainWindowTestPeer peer(MainWindow &window) { return MainWindowTestPeer(window); }
/// The test peer of \a window, for one call: peer(window).panel().
[[nodiscard]] inline MainWindowTestPeer peer(MainWindow *window) { return MainWindowTestPeer(*window); }

} // namespace breakeven
