#pragma once

/// \file mainwindow.h
/// The workbench window: scenario panel | both charts | verdict and break-even table.

#include "charts/chartregistry.h"
#include "scenario.h"
#include "scenariodocument.h"

#include <QMainWindow>

#include <utility>
#include <vector>

class QAction;
class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QMenu;
class QScrollArea;
class QSplitter;
class QTabWidget;
class QTableView;
class QTimer;
class QToolButton;

namespace breakeven {

class BreakevenTableModel;
class ChartWidget;
class CostChart;
class OffersEditor;
class ExportActions;
class FileActions;
class HelpDialog;
class PreferencesDialog;
class CompareView;
class DecisionView;
class HardwareFitView;
class HybridView;
class PlansView;
class TasksView;
class PresetSession;
class ScenarioPanel;
class ExchangeRatesEditor;
class RangesEditor;
class SteadyLabel;
class UncertaintyRunner;
class VolumeChart;

class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    /// Shows \a document, which the caller may keep too (shared ownership: it outlives the
    /// window's views either way). With \a useSettings the window restores its geometry and
    /// splitters and saves them when it closes (Settings).
    explicit MainWindow(ScenarioDocumentPtr document, bool useSettings = true, QWidget *parent = nullptr);
    /// Opens \a scenario, read from \a presetPath (empty: built in), in a document of its own.
    explicit MainWindow(
        const Scenario &scenario, const QString &presetPath = {}, bool useSettings = true, QWidget *parent = nullptr);
    ~MainWindow() override;

    /// Brings the tab of chart \a kind to the front (a ChartPlace::Tab or Main chart).
    void showChart(ChartKind kind);
    /// Brings the "Hardware fit" tab to the front (View > Hardware fit).
    void showHardwareFit();
    /// Brings the "Hybrid" tab to the front (View > Hybrid day): the demand profile, the plan, the chart of the day.
    void showHybrid();
    /// Brings the "Decision" tab to the front (View > Decision): the recommendation, the five questions, the license.
    void showDecision();
    /// Brings the Plans view to the front (View > Plans): what would work, cheapest first.
    void showPlans();
    /// Brings the Tasks view to the front (View > Tasks).
    void showTasks();
    /// Brings the Compare view to the front (View > Compare): the scenario beside a pinned baseline
    /// and presets (File > Compare).
    void showCompare();
    /// The Compare view (its actions are File > Compare's).
    [[nodiscard]] CompareView *compareView() const { return m_compareView; }
    /// The open file, unsaved changes, recovery, copy and paste (presetsession.h).
    [[nodiscard]] PresetSession *session() const { return m_session; }
    /// The off-thread uncertainty analysis behind the charts' bands and the verdict's odds.
    [[nodiscard]] UncertaintyRunner *uncertainty() const { return m_uncertainty; }

    /// Opens the preset at \a path (PresetSession::openFile): a broken file is reported and
    /// changes nothing; unsaved changes are offered for saving first.
    bool openPreset(const QString &path);

    /// The window's preferred size, 1600x1000, or less: never larger than its screen's
    /// available geometry, title bar and borders included.
    void fitToScreen();

    /// Below this width the cost chart's legend goes under the chart (the plot keeps its width)
    /// and the two charts become tabs above the verdict and table, which get the full width.
    static constexpr int narrowWidth = 1400;
    /// How long bands that arrive during a drag wait for its next step before they are drawn alone.
    static constexpr int bandsWaitMs = 50;
    /// Whether the window is in its narrow layout (see narrowWidth).
    [[nodiscard]] bool isNarrow() const;
    /// The page in front: the current area's current tab (a chart or a view's page).
    [[nodiscard]] QWidget *currentPage() const;
    /// The Help > About text (rich text): version, license, the articles the default figures come from.
    [[nodiscard]] static QString aboutText();

protected:
    void closeEvent(QCloseEvent *event) override;
    /// A dialog that blocks the window (a shortcut pressed mid-drag) ends a slider's drag: the release
    /// would go to the dialog, and the window would stay in its drag state (throttled texts, bands).
    bool event(QEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    void showEvent(QShowEvent *event) override;

private:
    /// Tests reach the window's parts through it (tests/ui/mainwindowpeer.h).
    friend class MainWindowTestPeer;

    /// The constructor's parts, in the order it calls them.
    void createCharts();
    /// The answer and the cheaper plan, on top of the centre.
    [[nodiscard]] QWidget *createAnswerArea();
    /// Shows the plan's caveats (m_planCaveats) under the answer while the button is on and there are some.
    void showPlanCaveats();
    /// The verdict's reasons and the memory line above the break-even table.
    [[nodiscard]] QWidget *createResultsArea();
    /// The panel | \a answer over the areas, over the volume chart and \a results.
    void createSplitters(QWidget *answer, QWidget *results);
    /// The areas (createAreas()), each a row of tabs: the charts and the views.
    void createAreas();
    /// One named area of the window and its pages with their titles, in order.
    struct Area {
        const char *name; ///< the area's tab widget's object name
        QString title;
        std::vector<std::pair<QWidget *, QString>> pages;
    };
    /// The areas: Break-even (the cost chart; the monthly cost chart too in a narrow window),
    /// Capacity, Over time, How sure, Plans, Decision.
    [[nodiscard]] std::vector<Area> areas() const;
    /// The toolbar's display currency and its rate.
    void createCurrencyBar();
    /// Redraws on every change of the document, and once now.
    void connectDocument();
    void createMenus();
    /// The window's widget of chart \a kind (every kind of the registry has one).
    [[nodiscard]] ChartWidget *chart(ChartKind kind) const;
    /// The dialogs, made on first use: Edit > API offers, Edit > Ranges (the ranges of the Monte
    /// Carlo bands, the table's odds and the verdict's sentence), Edit > Exchange rates (the
    /// preset's fx_per_usd table), Help > Getting started, Help > Model (the formulas,
    /// docs/model.md), Edit > Preferences (preferencesdialog.h).
    [[nodiscard]] OffersEditor *offersEditor();
    [[nodiscard]] RangesEditor *rangesEditor();
    [[nodiscard]] ExchangeRatesEditor *exchangeRatesEditor();
    [[nodiscard]] HelpDialog *gettingStarted();
    [[nodiscard]] HelpDialog *modelHelp();
    [[nodiscard]] PreferencesDialog *preferencesDialog();
    /// Shows the document's state after \a change (ScenarioChange::everything(): all of it).
    void refresh(const ScenarioChange &change = ScenarioChange::everything());
    /// Draws the charts and the verdict with the newest uncertainty result (refresh() starts the run).
    void redraw();
    /// An uncertainty run finished: drawn at once, or, while a slider is held, with the drag's next
    /// step (which redraws anyway) or after bandsWaitMs if none comes, so that a step in which bands
    /// arrive does not draw everything twice (#33).
    void bandsArrived();
    /// A tab came to the front: it is the current chart for the exports, drawn if it is a chart.
    void tabChanged();
    void updateTitle();
    void setNarrow(bool narrow);
    void syncCurrency();
    void saveSettings() const;
    void restoreSettings();
    void about();
    [[nodiscard]] static QString costChartTitle();
    [[nodiscard]] static QString fitViewTitle();
    [[nodiscard]] static QString hybridViewTitle();
    [[nodiscard]] static QString decisionViewTitle();
    [[nodiscard]] static QString plansViewTitle();
    /// Brings \a page and its area to the front.
    void showPage(QWidget *page);
    [[nodiscard]] static QString tasksViewTitle();
    [[nodiscard]] static QString compareViewTitle();
    /// File > Compare: pin, add, remove, open and save (the Remove submenu lists the scenarios).
    void createCompareMenu(QMenu *file);

    ScenarioDocumentPtr m_document; ///< first: released after the window's body, see ~MainWindow
    PresetSession *m_session;
    FileActions *m_fileActions;
    ExportActions *m_exports = nullptr;
    bool m_fitted = false; ///< fitToScreen() ran once the window was shown
    bool m_useSettings;
    ScenarioPanel *m_panel;
    CostChart *m_costChart;
    VolumeChart *m_volumeChart;
    /// Every chart of the registry, in its order: the cost and volume charts and the tabs.
    std::vector<std::pair<ChartKind, ChartWidget *>> m_charts;
    /// The ChartPlace::Tab charts, shown only when their tab is: updated when it comes to the front.
    std::vector<std::pair<ChartKind, ChartWidget *>> m_tabCharts;
    BreakevenTableModel *m_tableModel;
    QTableView *m_table;
    SteadyLabel *m_planBox;           ///< the answer's cheaper plan (Answer::cheaperPlanLead), hidden without one
    QToolButton *m_planCaveatsButton; ///< "3 caveats before acting on the plan": opens m_planCaveatsBox
    SteadyLabel *m_planCaveatsBox;    ///< the plan's caveats (Answer::cheaperPlanCaveats) while opened
    QString m_planCaveats;            ///< the newest caveats, set on m_planCaveatsBox while it is open
    SteadyLabel *m_answerBox;         ///< holds m_answer, the answer's headline (Results::answer), above the verdict
    QLabel *m_answer;
    SteadyLabel *m_verdictBox; ///< holds m_verdict: a new verdict lays nothing out again
    QLabel *m_verdict;
    SteadyLabel *m_memoryBox;
    QLabel *m_memory;
    QComboBox *m_currency;
    QDoubleSpinBox *m_fx;
    QLabel *m_fxLabel;
    QSplitter *m_mainSplitter;
    QSplitter *m_centreSplitter;
    QSplitter *m_chartSplitter;
    QAction *m_showVolume = nullptr;
    HardwareFitView *m_fitView;
    QScrollArea *m_fitPage; ///< the fit view's tab page
    HybridView *m_hybridView;
    QScrollArea *m_hybridPage; ///< the hybrid view's tab page
    PlansView *m_plansView = nullptr;
    QScrollArea *m_plansPage = nullptr; ///< the plans view's tab page
    DecisionView *m_decisionView;
    QScrollArea *m_decisionPage; ///< the decision view's tab page
    TasksView *m_tasksView = nullptr;
    QScrollArea *m_tasksPage = nullptr; ///< the tasks view's tab page
    CompareView *m_compareView = nullptr;
    QScrollArea *m_comparePage = nullptr; ///< the compare view's tab page
    QTabWidget *m_areas;                  ///< the areas' tabs (areas())
    std::vector<QTabWidget *> m_areaTabs; ///< each area's own tabs, in the order of areas()
    bool m_narrow = false;                ///< setNarrow()
    OffersEditor *m_offersEditor = nullptr;
    RangesEditor *m_rangesEditor = nullptr;
    ExchangeRatesEditor *m_exchangeRatesEditor = nullptr;
    HelpDialog *m_gettingStarted = nullptr;
    HelpDialog *m_modelHelp = nullptr;
    PreferencesDialog *m_preferences = nullptr;
    UncertaintyRunner *m_uncertainty;
    QTimer *m_bandsWait; ///< bandsArrived() while a slider is held
};

} // namespace breakeven
