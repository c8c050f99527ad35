#include "mainwindow.h"

#include "plansview.h"

#include "appgpucatalog.h"
#include "breakeventablemodel.h"
#include "breakeventableview.h"
#include "chartdata.h"
#include "charts/chartview.h"
#include "charts/decisionmapchart.h"
#include "compareview.h"
#include "decisionview.h"
#include "exchangerateseditor.h"
#include "export/exportactions.h"
#include "fileactions.h"
#include "formatting.h"
#include "hardwarefitview.h"
#include "helpdialog.h"
#include "hybridview.h"
#include "offerseditor.h"
#include "preferencesdialog.h"
#include "presetio.h"
#include "presetsession.h"
#include "rangeseditor.h"
#include "resulttables.h"
#include "scenariodocument.h"
#include "scenariopanel.h"
#include "screenfit.h"
#include "settings.h"
#include "steadylabel.h"
#include "tasksview.h"
#include "uncertaintyrunner.h"
#include "verdict.h"
#include "wheelguard.h"

#include <QAbstractSlider>
#include <QAction>
#include <QApplication>
#include <QCloseEvent>
#include <QComboBox>
#include <QDialog>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QFileDialog>
#include <QGuiApplication>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QPointer>
#include <QScreen>
#include <QScrollArea>
#include <QScrollBar>
#include <QSignalBlocker>
#include <QSplitter>
#include <QTabWidget>
#include <QTableView>
#include <QTimer>
#include <QToolBar>
#include <QToolButton>
#include <QUndoStack>

#include <QVBoxLayout>
#include <utility>

namespace breakeven {

namespace {

/// Raises its widget's minimum height to every height it is given while it has one (while a slider
/// is held, createAnswerArea()), so that the widget grows but does not shrink until it is let go.
class HeightRatchet : public QObject {
public:
    using QObject::QObject;
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        auto *widget = qobject_cast<QWidget *>(watched);
        if (event->type() == QEvent::Resize && widget && widget->minimumHeight() > 0
            && widget->height() > widget->minimumHeight())
            widget->setMinimumHeight(widget->height());
        return false;
    }
};

/// The FX rate offered when the preset has none for \a currency: the one default table
/// (defaultFxPerUsd()), or the preset's own rate; nothing for a currency without either.
std::optional<double> offeredRate(const Scenario &scenario, const QString &currency)
{
    if (const std::optional<double> own = scenario.fxRate(currency))
        return own;
    return defaultFxPerUsd(currency);
}

} // namespace

MainWindow::MainWindow(const Scenario &scenario, const QString &presetPath, bool useSettings, QWidget *parent)
    : MainWindow(std::make_shared<ScenarioDocument>(scenario, presetPath), useSettings, parent)
{
}

MainWindow::MainWindow(ScenarioDocumentPtr document, bool useSettings, QWidget *parent)
    : QMainWindow(parent)
    , m_document(std::move(document))
    , m_session(new PresetSession(m_document.get(), this, useSettings))
    , m_fileActions(new FileActions(m_session, m_document.get(), this))
    , m_useSettings(useSettings)
{
    Q_ASSERT(m_document && !m_document->parent()); // shared ownership, never a QObject child
    setObjectName(QStringLiteral("mainWindow"));
    guardWheel(); // the wheel scrolls the panel; it edits only the control with the focus (#33)
    // Tab visits the widgets in the order they are made (setTabOrder() below moves the currency up).
    m_panel = new ScenarioPanel(m_document.get(), this);
    createCharts();
    m_uncertainty = new UncertaintyRunner(this);
    m_bandsWait = new QTimer(this);
    m_bandsWait->setSingleShot(true);
    m_bandsWait->setInterval(bandsWaitMs);
    connect(m_bandsWait, &QTimer::timeout, this, &MainWindow::redraw);
    connect(m_uncertainty, &UncertaintyRunner::finished, this, &MainWindow::bandsArrived);
    // While a slider is held the bands are recomputed a few times a second, not on every step.
    connect(m_document.get(), &ScenarioDocument::interactiveChanged, m_uncertainty, &UncertaintyRunner::setInteractive);
    // ... and the charts' labels whose markers do not move stay where they are.
    for (ChartView *chart : { static_cast<ChartView *>(m_costChart), static_cast<ChartView *>(m_volumeChart) })
        connect(m_document.get(), &ScenarioDocument::interactiveChanged, chart, &ChartView::setSteadyLabels);
    createSplitters(createAnswerArea(), createResultsArea());
    createCurrencyBar();

    m_exports = new ExportActions(this, m_document.get(), m_charts);
    m_exports->setPresetPath([this] { return m_document->filePath(); });
    createMenus();
    connectDocument();

    setTabOrder(m_panel, m_currency);
    setTabOrder(m_currency, m_fx);
    setTabOrder(m_fx, m_answer);
    setTabOrder(m_answer, m_verdict);
    setTabOrder(m_verdict, m_table);

    resize(1600, 1000);
    if (m_useSettings)
        restoreSettings();
    fitToScreen();
}

void MainWindow::createCharts()
{
    // One widget per chart of the registry, placed as its entry says.
    for (const ChartKindInfo &info : chartKinds()) {
        ChartWidget *widget = info.create().release();
        widget->setParent(this);
        m_charts.emplace_back(info.kind, widget);
        if (info.place == ChartPlace::Tab)
            m_tabCharts.emplace_back(info.kind, widget);
    }
    // A click (or Enter) on a cell of the decision map moves the scenario there: one undo step.
    if (auto *map = qobject_cast<DecisionMapChart *>(chart(ChartKind::Map))) {
        connect(map, &DecisionMapChart::cellActivated, this,
            [this](const QString &xPath, double x, const QString &yPath, double y) {
                const Scenario &s = m_document->scenario();
                const std::optional<ParamRef> xRef = resolveParameter(s, xPath);
                const std::optional<ParamRef> yRef = resolveParameter(s, yPath);
                if (xRef && yRef)
                    m_document->setValues(tr("Move to the decision map's cell"), { { *xRef, x }, { *yRef, y } });
            });
    }
    m_costChart = qobject_cast<CostChart *>(chart(ChartKind::Cost));
    m_volumeChart = qobject_cast<VolumeChart *>(chart(ChartKind::Volume));
    Q_ASSERT(m_costChart && m_volumeChart);
}

namespace {

/// A selectable, wrapping plain-text line of the results (it names offers from the preset: never
/// HTML), its font \a scale times the window's.
SteadyLabel *textBox(QWidget *parent, const QString &name, const QString &accessible, double scale, bool bold)
{
    auto *box = new SteadyLabel(parent);
    QLabel *label = box->label();
    label->setObjectName(name);
    label->setAccessibleName(accessible);
    label->setTextFormat(Qt::PlainText);
    label->setWordWrap(true);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
    label->setFocusPolicy(Qt::StrongFocus);
    QFont font = label->font();
    font.setPointSizeF(font.pointSizeF() * scale);
    font.setBold(bold);
    label->setFont(font);
    return box;
}

} // namespace

QWidget *MainWindow::createAnswerArea()
{
    // The answer first, above everything the window shows (#33 item 2): what to do and what it
    // costs (Results::answer), and the cheaper plan when the answer names one (Answer::cheaperPlanLead,
    // its caveats on demand).
    auto *area = new QWidget(this);
    area->setObjectName(QStringLiteral("answerArea"));
    auto *layout = new QVBoxLayout(area);
    layout->setContentsMargins(8, 6, 8, 2);
    layout->setSpacing(2);
    m_answerBox = textBox(area, QStringLiteral("answer"), tr("Answer"), 1.3, true);
    m_answer = m_answerBox->label();
    m_planBox = textBox(area, QStringLiteral("answerPlan"), tr("Cheaper plan"), 1.0, false);
    // The plan's caveats (Answer::cheaperPlanCaveats) behind a button that counts them: at 1024x768 the
    // whole plan took six lines above the charts. Open or closed as the user last left it.
    m_planCaveatsButton = new QToolButton(area);
    m_planCaveatsButton->setObjectName(QStringLiteral("answerPlanCaveatsButton"));
    m_planCaveatsButton->setCheckable(true);
    m_planCaveatsButton->setAutoRaise(true);
    m_planCaveatsButton->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    m_planCaveatsBox = textBox(area, QStringLiteral("answerPlanCaveats"), tr("The plan's caveats"), 1.0, false);
    connect(m_planCaveatsButton, &QToolButton::toggled, this, [this](bool open) {
        m_planCaveatsButton->setArrowType(open ? Qt::DownArrow : Qt::RightArrow);
        showPlanCaveats();
    });
    m_planCaveatsButton->setArrowType(Qt::RightArrow);
    layout->addWidget(m_answerBox);
    layout->addWidget(m_planBox);
    layout->addWidget(m_planCaveatsButton);
    layout->addWidget(m_planCaveatsBox);
    for (SteadyLabel *box : { m_answerBox, m_planBox, m_planCaveatsBox })
        connect(m_document.get(), &ScenarioDocument::interactiveChanged, box, &SteadyLabel::setThrottled);
    // Each of the throttled texts (answer, plan, its caveats, verdict, memory line) on a slot of its own,
    // an eighth or a quarter of the interval apart: a drag's step wraps one of them, not all.
    m_answerBox->setThrottlePhase(0);
    m_planBox->setThrottlePhase(SteadyLabel::throttleMs / 4);
    m_planCaveatsBox->setThrottlePhase(SteadyLabel::throttleMs / 8); // a slot of its own too
    // While a slider is held the area grows when its text needs a line more but does not shrink: a
    // shorter text or a plan that goes away would move the charts below it, and the window would lay
    // out and redraw everything under the pointer, a few times a second. It fits its text on release.
    area->installEventFilter(new HeightRatchet(area));
    connect(m_document.get(), &ScenarioDocument::interactiveChanged, area,
        [area](bool down) { area->setMinimumHeight(down ? area->height() : 0); });
    return area;
}

void MainWindow::showPlanCaveats()
{
    // Wrapped only while open: a closed box does not lay its text out on every step of a drag.
    const bool open = m_planCaveatsButton->isChecked() && !m_planCaveats.isEmpty();
    if (open)
        m_planCaveatsBox->setText(m_planCaveats);
    m_planCaveatsBox->setVisible(open);
}

QWidget *MainWindow::createResultsArea()
{
    auto *results = new QWidget(this);
    auto *resultsLayout = new QVBoxLayout(results);
    resultsLayout->setContentsMargins(8, 4, 8, 4);
    // The details under the charts: the verdict's reasons and the memory line, in a scroll area
    // of their own so that in a short window the offers table keeps its rows.
    auto *details = new QWidget;
    auto *detailsLayout = new QVBoxLayout(details);
    detailsLayout->setContentsMargins(0, 0, 0, 0);
    m_verdictBox = textBox(details, QStringLiteral("verdict"), tr("Verdict"), 1.0, false);
    m_verdict = m_verdictBox->label();
    m_memoryBox = new SteadyLabel(details);
    m_memory = m_memoryBox->label();
    m_memory->setObjectName(QStringLiteral("memoryFit"));
    m_memory->setAccessibleName(tr("Memory fit"));
    m_memory->setTextFormat(Qt::PlainText);
    m_memory->setWordWrap(true);
    detailsLayout->addWidget(m_verdictBox);
    detailsLayout->addWidget(m_memoryBox);
    detailsLayout->addStretch(1);
    auto *detailsArea = new QScrollArea(results);
    detailsArea->setObjectName(QStringLiteral("resultDetails"));
    detailsArea->setWidgetResizable(true);
    detailsArea->setFrameShape(QFrame::NoFrame);
    detailsArea->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    detailsArea->setWidget(details);
    // While a slider is held their texts change ten times a second, not on every step (each change
    // wraps the whole text again); the last one shows when the slider is let go.
    for (SteadyLabel *box : { m_verdictBox, m_memoryBox })
        connect(m_document.get(), &ScenarioDocument::interactiveChanged, box, &SteadyLabel::setThrottled);
    m_verdictBox->setThrottlePhase(SteadyLabel::throttleMs / 2);
    m_memoryBox->setThrottlePhase(3 * SteadyLabel::throttleMs / 4);

    m_tableModel = new BreakevenTableModel(this);
    m_tableModel->setResults(m_document->resultsPtr());
    connect(m_document.get(), &ScenarioDocument::resultsChanged, m_tableModel, &BreakevenTableModel::setResults);
    // Its columns fitted to their widest texts when the rows or the currency change (breakeventableview.h).
    m_table = new BreakevenTableView(results);
    m_table->setObjectName(QStringLiteral("breakevenTable"));
    m_table->setAccessibleName(tr("Break-even table"));
    m_table->setModel(m_tableModel);
    m_table->verticalHeader()->hide();
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setAlternatingRowColors(true);
    m_table->setTabKeyNavigation(false);
    // The table keeps its header and three rows whatever the details need; they scroll.
    // (The header holds up to three lines: "Break-even / throughput / (while in use)".)
    m_table->setMinimumHeight(3 * m_table->fontMetrics().lineSpacing() + 12
        + 3 * m_table->verticalHeader()->defaultSectionSize() + m_table->horizontalScrollBar()->sizeHint().height()
        + 2 * m_table->frameWidth());
    // The details take the lines they need, up to six (then they scroll); the table the rest.
    detailsArea->setMaximumHeight(6 * m_verdict->fontMetrics().lineSpacing() + 8);
    resultsLayout->addWidget(detailsArea);
    resultsLayout->addWidget(m_table, 1);
    return results;
}

void MainWindow::createSplitters(QWidget *answer, QWidget *results)
{
    // Centre: the cost chart across the top; below it the volume chart beside the results.
    m_chartSplitter = new QSplitter(Qt::Horizontal, this);
    m_chartSplitter->setObjectName(QStringLiteral("bottomSplitter"));
    m_chartSplitter->addWidget(m_volumeChart);
    m_chartSplitter->addWidget(results);
    m_chartSplitter->setStretchFactor(0, 2);
    m_chartSplitter->setStretchFactor(1, 3);

    m_centreSplitter = new QSplitter(Qt::Vertical, this);
    m_centreSplitter->setObjectName(QStringLiteral("centreSplitter"));
    createAreas();
    m_centreSplitter->addWidget(m_areas);
    m_centreSplitter->addWidget(m_chartSplitter);
    m_centreSplitter->setStretchFactor(0, 1);
    m_centreSplitter->setStretchFactor(1, 1);

    m_mainSplitter = new QSplitter(Qt::Horizontal, this);
    m_mainSplitter->setObjectName(QStringLiteral("mainSplitter"));
    m_mainSplitter->addWidget(m_panel);
    // The centre: the answer on top, then the areas over the results.
    auto *centre = new QWidget(this);
    centre->setObjectName(QStringLiteral("centre"));
    auto *centreLayout = new QVBoxLayout(centre);
    centreLayout->setContentsMargins(0, 0, 0, 0);
    centreLayout->setSpacing(0);
    centreLayout->addWidget(answer);
    centreLayout->addWidget(m_centreSplitter, 1);
    m_mainSplitter->addWidget(centre);
    m_mainSplitter->setStretchFactor(0, 0);
    m_mainSplitter->setStretchFactor(1, 1);
    m_mainSplitter->setSizes({ m_panel->minimumWidth(), 1600 - m_panel->minimumWidth() });
    m_centreSplitter->setSizes({ 540, 420 });
    m_chartSplitter->setSizes({ 400, 880 });
    setCentralWidget(m_mainSplitter);
}

void MainWindow::createAreas()
{
    // Above: the cost chart, and the hardware fit as a tab beside it.
    m_fitView = new HardwareFitView(m_document.get(), AppGpuCatalog::catalog(), this);
    // In a scroll area: in a short window the charts' row may be lower than the view's bar,
    // sliders and table, and the verdict below must stay in the window.
    m_fitPage = new QScrollArea(this);
    m_fitPage->setObjectName(QStringLiteral("hardwareFitPage"));
    m_fitPage->setWidgetResizable(true);
    m_fitPage->setFrameShape(QFrame::NoFrame);
    m_fitPage->setWidget(m_fitView);
    const auto page = [this](QWidget *view, const char *name) {
        auto *scroll = new QScrollArea(this);
        scroll->setObjectName(QLatin1String(name));
        scroll->setWidgetResizable(true);
        scroll->setFrameShape(QFrame::NoFrame);
        scroll->setWidget(view);
        return scroll;
    };
    m_hybridView = new HybridView(m_document.get(), this);
    m_hybridPage = page(m_hybridView, "hybridPage");
    m_decisionView = new DecisionView(m_document.get(), this);
    m_decisionPage = page(m_decisionView, "decisionPage");
    m_plansView = new PlansView(m_document.get(), AppGpuCatalog::catalog(), this);
    m_plansPage = page(m_plansView, "plansPage");
    // The task, like for like (issue #12): its own tab beside the fit.
    m_tasksView = new TasksView(m_document.get(), this);
    m_tasksPage = page(m_tasksView, "tasksPage");
    // Scenarios side by side (issue 30): the current one's column follows the document, its odds the
    // window's own uncertainty run.
    m_compareView = new CompareView(m_document.get(), this);
    m_compareView->setUncertaintySource(m_uncertainty);
    m_comparePage = page(m_compareView, "comparePage");
    // The views in a few named areas a lead can scan (#33 item 2), each a row of tabs of its own
    // (hidden when it holds one page). The break-even area's monthly cost chart joins it only in a
    // narrow window (setNarrow()); in a wide one it sits beside the results.
    m_areas = new QTabWidget(this);
    m_areas->setObjectName(QStringLiteral("areaTabs"));
    m_areas->setAccessibleName(tr("Areas"));
    m_areas->setDocumentMode(true);
    for (const Area &area : areas()) {
        auto *tabs = new QTabWidget(m_areas);
        tabs->setObjectName(QLatin1String(area.name));
        tabs->setAccessibleName(area.title);
        tabs->setDocumentMode(true);
        tabs->setTabBarAutoHide(true);
        for (const auto &[widget, title] : area.pages)
            tabs->addTab(widget, title);
        connect(tabs, &QTabWidget::currentChanged, this, &MainWindow::tabChanged);
        m_areaTabs.push_back(tabs);
        m_areas->addTab(tabs, area.title);
    }
    connect(m_areas, &QTabWidget::currentChanged, this, &MainWindow::tabChanged);
}

std::vector<MainWindow::Area> MainWindow::areas() const
{
    const auto tab = [this](ChartKind kind) -> std::pair<QWidget *, QString> {
        return { chart(kind), chartTitle(kind) };
    };
    return {
        { "breakEvenArea", tr("Break-even"), { { m_costChart, costChartTitle() } } },
        { "capacityArea", tr("Capacity"),
            { { m_fitPage, fitViewTitle() }, tab(ChartKind::PerUser), { m_tasksPage, tasksViewTitle() } } },
        { "overTimeArea", tr("Over time"),
            { tab(ChartKind::Horizon), { m_hybridPage, hybridViewTitle() }, tab(ChartKind::Hybrid) } },
        { "howSureArea", tr("How sure"), { tab(ChartKind::Tornado), tab(ChartKind::Map) } },
        { "plansArea", tr("Plans"), { { m_plansPage, plansViewTitle() }, { m_comparePage, compareViewTitle() } } },
        { "decisionArea", tr("Decision"), { { m_decisionPage, decisionViewTitle() } } },
    };
}

QWidget *MainWindow::currentPage() const
{
    const auto *tabs = qobject_cast<const QTabWidget *>(m_areas->currentWidget());
    return tabs ? tabs->currentWidget() : nullptr;
}

void MainWindow::createCurrencyBar()
{
    // Display currency and its rate.
    auto *toolbar = addToolBar(tr("Currency"));
    toolbar->setObjectName(QStringLiteral("currencyToolBar"));
    toolbar->setMovable(false);
    auto *currencyLabel = new QLabel(tr("Display c&urrency:"), toolbar);
    m_currency = new QComboBox(toolbar);
    m_currency->setObjectName(QStringLiteral("displayCurrency"));
    m_currency->setAccessibleName(tr("Display currency"));
    currencyLabel->setBuddy(m_currency);
    m_fxLabel = new QLabel(toolbar);
    m_fxLabel->setTextFormat(Qt::PlainText); // names the currency code from the preset
    m_fx = new QDoubleSpinBox(toolbar);
    m_fx->setObjectName(QStringLiteral("fxRate"));
    m_fx->setAccessibleName(tr("Exchange rate, units of the display currency per US dollar"));
    m_fx->setDecimals(4);
    m_fx->setRange(0.0001, 1e6);
    m_fx->setKeyboardTracking(false);
    m_fxLabel->setBuddy(m_fx);
    auto *spacer = new QWidget(toolbar);
    spacer->setFixedWidth(8);
    toolbar->addWidget(currencyLabel);
    toolbar->addWidget(m_currency);
    toolbar->addWidget(spacer);
    toolbar->addWidget(m_fxLabel);
    toolbar->addWidget(m_fx);

    connect(m_currency, &QComboBox::currentTextChanged, this, [this](const QString &currency) {
        // One undo step: the currency, with a rate when the preset has none for it.
        const std::optional<double> rate = offeredRate(m_document->scenario(), currency);
        if (!rate || !m_document->setDisplayCurrency(currency, *rate))
            syncCurrency(); // never a silent rate of 1
    });
    connect(m_fx, &QDoubleSpinBox::valueChanged, this, [this](double rate) {
        const QString currency = m_document->displayCurrency();
        if (currency == QLatin1String("USD"))
            return;
        m_document->modify(
            tr("Change exchange rate"), [&](Scenario &s) { s.fxPerUsd[currency] = rate; }, mergekey::exchangeRate);
    });
}

void MainWindow::connectDocument()
{
    connect(m_document.get(), &ScenarioDocument::valuesChanged, this, &MainWindow::refresh);
    connect(m_document.get(), &ScenarioDocument::structureChanged, this, &MainWindow::refresh);
    connect(m_document.get(), &ScenarioDocument::displayCurrencyChanged, this,
        [this] { refresh(ScenarioChange {}); }); // the same figures, worded in another currency
    connect(m_document.get(), &ScenarioDocument::fileChanged, this, &MainWindow::updateTitle);
    refresh();
}

void MainWindow::fitToScreen()
{
    // An offscreen window (tests, --screenshot without a display) has no screen to fit.
    const QScreen *screen = this->screen();
    if (!screen || QGuiApplication::platformName() == QLatin1String("offscreen"))
        return;
    const QRect available = screen->availableGeometry();
    // The frame (title bar, borders) once the window manager has drawn it; a typical one before.
    QSize frame = frameGeometry().size() - size();
    if (!isVisible() || frame.isEmpty())
        frame = QSize(16, 40);
    const QSize fitted = breakeven::fittedSize(size(), available.size(), frame);
    if (fitted != size())
        resize(fitted);
    if (isVisible() && !available.contains(frameGeometry()))
        move(available.topLeft());
}

void MainWindow::resizeEvent(QResizeEvent *event)
{
    QMainWindow::resizeEvent(event);
    setNarrow(width() < narrowWidth);
}

bool MainWindow::isNarrow() const { return m_narrow; }

void MainWindow::setNarrow(bool narrow)
{
    if (narrow == m_narrow)
        return;
    m_narrow = narrow;
    m_costChart->setLegendBelow(narrow);
    QTabWidget *breakEven = m_areaTabs.front();
    if (narrow) {
        // Both main charts in the break-even area, over the results, which get the full width.
        const QSignalBlocker blocker(breakEven);
        breakEven->insertTab(1, m_volumeChart, tr("Monthly cost"));
        // Once laid out: the charts two thirds of the height, the verdict and table the rest (in a
        // short window the table keeps its minimum, a header and three rows, and the charts the rest).
        QTimer::singleShot(0, this, [this] {
            const int h = m_centreSplitter->height();
            if (isNarrow())
                m_centreSplitter->setSizes({ h * 2 / 3, h - h * 2 / 3 });
        });
    } else {
        const QSignalBlocker blocker(breakEven);
        const bool volumeShown = breakEven->currentWidget() == m_volumeChart;
        breakEven->removeTab(breakEven->indexOf(m_volumeChart));
        if (volumeShown)
            breakEven->setCurrentWidget(m_costChart);
        m_chartSplitter->insertWidget(0, m_volumeChart);
        m_volumeChart->setVisible(!m_showVolume || m_showVolume->isChecked()); // a tab page may be hidden
        m_chartSplitter->setSizes({ 400, 880 });
        m_centreSplitter->setSizes({ 540, 420 });
    }
    // Pages moved between places keep the visibility they had: only the current one shows.
    for (int i = 0; i < breakEven->count(); ++i)
        breakEven->widget(i)->setVisible(i == breakEven->currentIndex());
    tabChanged();
}

ChartWidget *MainWindow::chart(ChartKind kind) const
{
    for (const auto &[k, widget] : m_charts) {
        if (k == kind)
            return widget;
    }
    return nullptr;
}

void MainWindow::showChart(ChartKind kind)
{
    if (ChartWidget *widget = chart(kind))
        showPage(widget);
}

void MainWindow::tabChanged()
{
    // The chart brought to the front is the one Copy Chart and Export Chart start from; a tab
    // chart hidden while the scenario changed is drawn now.
    QWidget *page = currentPage();
    for (const auto &[kind, widget] : m_charts) {
        if (widget == page && m_exports)
            m_exports->setCurrentChart(kind);
    }
    redraw();
}

QString MainWindow::costChartTitle() { return tr("Cost per output Mtok"); }

QString MainWindow::fitViewTitle() { return tr("Hardware fit"); }

QString MainWindow::hybridViewTitle() { return tr("Hybrid plan"); }

QString MainWindow::decisionViewTitle() { return tr("Decision"); }

QString MainWindow::tasksViewTitle() { return tr("Tasks"); }

QString MainWindow::plansViewTitle() { return tr("Plans"); }

QString MainWindow::compareViewTitle() { return tr("Compare"); }

void MainWindow::showPage(QWidget *page)
{
    // A page not in any area (the volume chart of a wide window) stays where it is.
    for (std::size_t i = 0; i < m_areaTabs.size(); ++i) {
        if (m_areaTabs[i]->indexOf(page) >= 0) {
            m_areaTabs[i]->setCurrentWidget(page);
            m_areas->setCurrentIndex(static_cast<int>(i));
            return;
        }
    }
}

void MainWindow::showHardwareFit() { showPage(m_fitPage); }

void MainWindow::showHybrid() { showPage(m_hybridPage); }

void MainWindow::showPlans() { showPage(m_plansPage); }

void MainWindow::showDecision() { showPage(m_decisionPage); }

void MainWindow::showTasks() { showPage(m_tasksPage); }

void MainWindow::showCompare() { showPage(m_comparePage); }

void MainWindow::createCompareMenu(QMenu *file)
{
    QMenu *compare = file->addMenu(tr("&Compare"));
    compare->setObjectName(QStringLiteral("compareMenu"));
    // Each action shows the view it changes.
    QAction *pin = compare->addAction(tr("&Pin as Baseline"), this, [this] {
        m_compareView->pinCurrent();
        showCompare();
    });
    pin->setObjectName(QStringLiteral("pinBaselineAction"));
    QAction *add = compare->addAction(tr("&Add Presets to Comparison..."), this, [this] {
        m_compareView->choosePresetsToAdd();
        showCompare();
    });
    add->setObjectName(QStringLiteral("addToComparisonAction"));
    QMenu *remove = compare->addMenu(tr("&Remove from Comparison"));
    remove->setObjectName(QStringLiteral("removeFromComparisonMenu"));
    const auto listScenarios = [this, remove] {
        remove->clear();
        const CompareView *view = m_compareView;
        const QStringList names = view->columnNames();
        for (std::size_t column = 0; column < static_cast<std::size_t>(names.size()); ++column) {
            if (column == view->set().currentColumn())
                continue; // the current scenario is the window's: never removed from here
            QAction *a = remove->addAction(names.at(static_cast<int>(column)), this, [this, column] {
                m_compareView->removeColumn(column);
                showCompare();
            });
            a->setData(static_cast<int>(column));
        }
        if (!remove->isEmpty()) {
            remove->addSeparator();
            remove->addAction(tr("Remove &All"), this, [this] { m_compareView->clear(); });
        }
        remove->setEnabled(!view->set().empty());
    };
    connect(m_compareView, &CompareView::compositionChanged, this, listScenarios);
    listScenarios();
    compare->addSeparator();
    QAction *open = compare->addAction(tr("&Open Comparison..."), this, [this] {
        m_compareView->chooseComparisonToOpen();
        showCompare();
    });
    open->setObjectName(QStringLiteral("openComparisonAction"));
    QAction *save = compare->addAction(tr("&Save Comparison..."), m_compareView, &CompareView::chooseComparisonToSave);
    save->setObjectName(QStringLiteral("saveComparisonAction"));
}

void MainWindow::showEvent(QShowEvent *event)
{
    QMainWindow::showEvent(event);
    // A broken user GPU catalog is said once a run (the built-in catalog is in use meanwhile).
    if (const QString problem = AppGpuCatalog::takeUserProblem(); !problem.isEmpty()) {
        auto *box = new QMessageBox(QMessageBox::Warning, tr("GPU Catalog"), problem, QMessageBox::Ok, this);
        box->setTextFormat(Qt::PlainText); // the file's path and its fields
        box->setAttribute(Qt::WA_DeleteOnClose);
        box->open();
    }
    if (!m_fitted) {
        // Now that the frame is known, make sure it fits too (once: later the user decides).
        m_fitted = true;
        QTimer::singleShot(0, this, &MainWindow::fitToScreen);
    }
}

MainWindow::~MainWindow()
{
    // Every view keeps a plain pointer to the document, which they never delete. Members go before
    // QWidget deletes the children, so the children go here, in whatever order (one may take
    // another with it), and only then is the document released (by its last owner).
    QList<QPointer<QObject>> children;
    for (QObject *child : this->children()) {
        if (child != layout())
            children.append(child);
    }
    for (const QPointer<QObject> &child : std::as_const(children))
        delete child.data();
}

void MainWindow::createMenus()
{
    QMenu *file = menuBar()->addMenu(tr("&File"));
    m_fileActions->addFileActions(file);
    file->addSeparator();
    m_exports->addFileActions(file);
    file->addSeparator();
    createCompareMenu(file);
    file->addSeparator();
    QAction *quit = file->addAction(tr("&Quit"), this, &QWidget::close);
    quit->setShortcut(QKeySequence::Quit);

    QMenu *edit = menuBar()->addMenu(tr("&Edit"));
    QAction *undo = m_document->undoStack()->createUndoAction(this, tr("&Undo"));
    undo->setShortcut(QKeySequence::Undo);
    QAction *redo = m_document->undoStack()->createRedoAction(this, tr("&Redo"));
    redo->setShortcut(QKeySequence::Redo);
    edit->addAction(undo);
    edit->addAction(redo);
    edit->addSeparator();
    m_fileActions->addEditActions(edit);
    m_exports->addEditActions(edit);
    edit->addSeparator();
    QAction *offers = edit->addAction(tr("API &offers..."), this, [this] {
        offersEditor()->show();
        offersEditor()->raise();
        offersEditor()->activateWindow();
    });
    offers->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_K));
    edit->addAction(tr("&Ranges..."), this, [this] {
        rangesEditor()->show();
        rangesEditor()->raise();
        rangesEditor()->activateWindow();
    });
    edit->addAction(tr("E&xchange rates..."), this, [this] {
        exchangeRatesEditor()->show();
        exchangeRatesEditor()->raise();
        exchangeRatesEditor()->activateWindow();
    });
    edit->addSeparator();
    QAction *preferences = edit->addAction(tr("Pr&eferences..."), this, [this] {
        preferencesDialog()->load(); // what the settings hold now
        preferencesDialog()->open();
    });
    preferences->setObjectName(QStringLiteral("preferencesAction"));
    // The desktop's own shortcut; Ctrl+, (as GNOME and macOS have it) where the platform has none.
    preferences->setShortcut(
        QKeySequence::keyBindings(QKeySequence::Preferences).value(0, QKeySequence(Qt::CTRL | Qt::Key_Comma)));
    preferences->setMenuRole(QAction::PreferencesRole);

    QMenu *view = menuBar()->addMenu(tr("&View"));
    QAction *showPanel = view->addAction(tr("&Scenario panel"));
    showPanel->setCheckable(true);
    showPanel->setChecked(true);
    connect(showPanel, &QAction::toggled, m_panel, &QWidget::setVisible);
    QAction *showVolume = view->addAction(tr("&Monthly volume chart"));
    m_showVolume = showVolume;
    showVolume->setCheckable(true);
    showVolume->setChecked(true);
    connect(showVolume, &QAction::toggled, m_volumeChart, &QWidget::setVisible);
    QAction *showFit = view->addAction(tr("&Hardware fit"), this, &MainWindow::showHardwareFit);
    showFit->setObjectName(QStringLiteral("showHardwareFitAction"));
    showFit->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_G));
    QAction *showHybridAction = view->addAction(tr("H&ybrid plan"), this, &MainWindow::showHybrid);
    showHybridAction->setObjectName(QStringLiteral("showHybridAction"));
    QAction *showPlansAction = view->addAction(tr("&Plans"), this, &MainWindow::showPlans);
    showPlansAction->setObjectName(QStringLiteral("showPlansAction"));
    QAction *showDecisionAction = view->addAction(tr("&Decision"), this, &MainWindow::showDecision);
    showDecisionAction->setObjectName(QStringLiteral("showDecisionAction"));
    QAction *showTasksAction = view->addAction(tr("&Tasks"), this, &MainWindow::showTasks);
    showTasksAction->setObjectName(QStringLiteral("showTasksAction"));
    QAction *showCompareAction = view->addAction(tr("&Compare"), this, &MainWindow::showCompare);
    showCompareAction->setObjectName(QStringLiteral("showCompareAction"));
    QAction *showTable = view->addAction(tr("&Break-even table"));
    showTable->setCheckable(true);
    showTable->setChecked(true);
    connect(showTable, &QAction::toggled, m_table, &QWidget::setVisible);

    QMenu *help = menuBar()->addMenu(tr("&Help"));
    QAction *gettingStartedAction = help->addAction(tr("&Getting started"), this, [this] {
        gettingStarted()->show();
        gettingStarted()->raise();
        gettingStarted()->activateWindow();
    });
    gettingStartedAction->setObjectName(QStringLiteral("gettingStartedAction"));
    gettingStartedAction->setShortcut(QKeySequence::HelpContents);
    QAction *modelAction = help->addAction(tr("&Model (the formulas)"), this, [this] {
        modelHelp()->show();
        modelHelp()->raise();
        modelHelp()->activateWindow();
    });
    modelAction->setObjectName(QStringLiteral("modelHelpAction"));
    help->addSeparator();
    help->addAction(tr("&About Breakeven"), this, &MainWindow::about);
    help->addAction(tr("About &Qt"), qApp, &QApplication::aboutQt);
}

OffersEditor *MainWindow::offersEditor()
{
    if (!m_offersEditor)
        m_offersEditor = new OffersEditor(m_document.get(), this);
    return m_offersEditor;
}

RangesEditor *MainWindow::rangesEditor()
{
    if (!m_rangesEditor)
        m_rangesEditor = new RangesEditor(m_document.get(), this);
    return m_rangesEditor;
}

ExchangeRatesEditor *MainWindow::exchangeRatesEditor()
{
    if (!m_exchangeRatesEditor)
        m_exchangeRatesEditor = new ExchangeRatesEditor(m_document.get(), this);
    return m_exchangeRatesEditor;
}

HelpDialog *MainWindow::gettingStarted()
{
    if (!m_gettingStarted)
        m_gettingStarted = new HelpDialog(HelpDialog::Page::GettingStarted, this);
    return m_gettingStarted;
}

PreferencesDialog *MainWindow::preferencesDialog()
{
    if (!m_preferences)
        m_preferences = new PreferencesDialog(this);
    return m_preferences;
}

HelpDialog *MainWindow::modelHelp()
{
    if (!m_modelHelp)
        m_modelHelp = new HelpDialog(HelpDialog::Page::Model, this);
    return m_modelHelp;
}

bool MainWindow::event(QEvent *event)
{
    if (event->type() == QEvent::WindowBlocked) {
        for (QAbstractSlider *slider : findChildren<QAbstractSlider *>()) {
            if (slider->isSliderDown())
                slider->setSliderDown(false); // emits sliderReleased: the document leaves its drag
        }
    }
    return QMainWindow::event(event);
}

void MainWindow::bandsArrived()
{
    if (!m_uncertainty->interactive()) {
        redraw();
        return;
    }
    if (!m_bandsWait->isActive())
        m_bandsWait->start();
}

void MainWindow::redraw()
{
    m_bandsWait->stop(); // whatever arrived is drawn now
    const ResultsPtr resultsPtr = m_document->resultsPtr();
    const Results &results = *resultsPtr;
    const Scenario &s = results.scenario;
    const Evaluation &e = results.evaluation;
    const QString &currency = results.wording.currency;
    QString verdict = verdictText(s, results, currency);
    // The newest result, which may be a step behind the scenario while the next run computes.
    const std::optional<UncertaintyResult> &u = m_uncertainty->result();
    const UncertaintyResult *uncertainty = u && !s.ranges.empty() ? &*u : nullptr;
    m_tableModel->setUncertainty(uncertainty ? &uncertainty->monteCarlo : nullptr);
    if (uncertainty) {
        const QString sure = uncertaintyVerdict(s, uncertainty->monteCarlo, uncertainty->tornado);
        if (!sure.isEmpty())
            verdict += QLatin1Char(' ') + sure;
    }
    m_answerBox->setText(results.answer.headline);
    // The cheaper plan when there is one (the Decision view's words), and a table that reads another
    // month than the planned day (Answer::volumeNote).
    QStringList below;
    for (const QString &line : { results.answer.cheaperPlanLead, results.answer.volumeNote }) {
        if (!line.isEmpty())
            below << line;
    }
    m_planBox->setText(below.join(QLatin1Char('\n')));
    m_planBox->setVisible(!below.isEmpty());
    const QStringList &caveats = results.answer.cheaperPlanCaveats;
    //: The button that shows the answer's cheaper plan's caveats (its capacity estimated, its price old).
    m_planCaveatsButton->setText(
        tr("%n caveat(s) before acting on the plan", nullptr, static_cast<int>(caveats.size())));
    m_planCaveatsButton->setVisible(!caveats.isEmpty());
    m_planCaveats = caveats.join(QLatin1Char(' '));
    showPlanCaveats();
    m_verdictBox->setText(verdict);
    const ChartInput input { s, e, results, currency, uncertainty };
    m_costChart->setInput(input);
    m_volumeChart->setInput(input);
    // A tab chart is drawn when it shows (tabChanged() draws it when it comes to the front).
    for (const auto &[kind, widget] : m_tabCharts) {
        if (widget->isVisibleTo(this))
            widget->setInput(input);
    }
}

void MainWindow::refresh(const ScenarioChange &change)
{
    const ResultsPtr results = m_document->resultsPtr();
    const Scenario &s = results->scenario;
    const Evaluation &e = results->evaluation;
    const QString &currency = results->wording.currency;
    // The uncertainty analysis runs again only for a change that can move its figures: answering a
    // decision question or shaping the hybrid day does not start a Monte Carlo run.
    if (!s.ranges.empty() && change.movesEvaluation())
        m_uncertainty->request(s, costBandOptions(s, e, UncertaintyRunner::windowSamples));
    redraw();

    // Worded as the Hardware fit tab and the PDF word them (resulttables.h).
    const MoneyIn money = displayMoney(s, currency, format::locale());
    QString memory = memorySentence(e.memory);
    if (const QString note = dequantizationNote(e.memory); !note.isEmpty())
        memory += QLatin1Char(' ') + note;
    m_memoryBox->setText(memory + QStringLiteral(" \u00b7 ") + selfHostedSentence(e, money));
    syncCurrency();
    updateTitle(); // an untitled scenario is called by its name, which an edit may change
}

void MainWindow::updateTitle()
{
    // Untitled: the scenario's name, which an edit may change; else the file's.
    setWindowTitle(tr("%1[*] \u2014 Breakeven").arg(m_document->displayName()));
    setWindowModified(m_document->isModified());
}

void MainWindow::syncCurrency()
{
    const QSignalBlocker b1(m_currency);
    const QSignalBlocker b2(m_fx);
    const QString currency = m_document->displayCurrency();
    // The currencies the preset has rates for (a switch among them is a view choice), then those
    // Breakeven offers a rate for (choosing one adds its rate, an edit).
    QStringList codes { QStringLiteral("USD") };
    for (const auto &[code, rate] : m_document->scenario().fxPerUsd)
        codes << code;
    for (const QString &code : { QStringLiteral("CNY"), QStringLiteral("EUR") }) {
        if (!codes.contains(code))
            codes << code;
    }
    QStringList shown;
    for (int i = 0; i < m_currency->count(); ++i)
        shown << m_currency->itemText(i);
    if (shown != codes) {
        m_currency->clear();
        m_currency->addItems(codes);
    }
    m_currency->setCurrentText(currency);
    const bool usd = currency == QLatin1String("USD");
    m_fx->setEnabled(!usd);
    m_fx->setValue(m_document->displayRate());
    m_fxLabel->setText(usd ? tr("&Rate:") : tr("&Rate (%1 per USD):").arg(currency));
}

bool MainWindow::openPreset(const QString &path) { return m_session->openFile(path); }

QString MainWindow::aboutText()
{
    // The three source articles, cited as the shipped presets cite them (docs/presets.md).
    const QStringList articles = { QStringLiteral("APIYI, 'Kimi K3.1 Pro: implanta\u00e7\u00e3o local' (Oct 2026)"),
        QStringLiteral("CometAPI, 'Kimi K3 auto-hospedado vs API' (Jul 2026)"),
        QStringLiteral("'Self-hosting de LLMs: valer\u00e1 a pena hospedar o Kimi K3 em casa?' (Jul 2026), "
                       "on IMEC's self-hosting analysis") };
    return tr("<p><b>Breakeven %1</b></p><p>Self-host an open-weight model or pay a hosted API? "
              "Drag the sliders and watch where self-hosting crosses every API's price.</p>"
              "<p>Copyright 2026 The Breakeven developers. Released under the MIT license.</p>"
              "<p>The figures of the built-in default and of the shipped presets come from three articles "
              "in Portuguese:</p><ul><li>%2</li><li>%3</li><li>%4</li></ul>")
        .arg(QApplication::applicationVersion().toHtmlEscaped(), articles.at(0).toHtmlEscaped(),
            articles.at(1).toHtmlEscaped(), articles.at(2).toHtmlEscaped());
}

void MainWindow::about() { QMessageBox::about(this, tr("About Breakeven"), aboutText()); }

void MainWindow::saveSettings() const
{
    Settings::setWindowLayout({ saveGeometry(), saveState(), m_mainSplitter->saveState(), m_centreSplitter->saveState(),
        m_chartSplitter->saveState(), m_planCaveatsButton->isChecked() });
    if (!m_document->filePath().isEmpty())
        Settings::setLastPreset(m_document->filePath());
}

void MainWindow::restoreSettings()
{
    const Settings::WindowLayout layout = Settings::windowLayout();
    restoreGeometry(layout.geometry);
    restoreState(layout.state);
    m_mainSplitter->restoreState(layout.mainSplitter);
    m_centreSplitter->restoreState(layout.centreSplitter);
    m_chartSplitter->restoreState(layout.chartSplitter);
    m_planCaveatsButton->setChecked(layout.planCaveatsOpen);
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    if (!m_session->maybeSave()) {
        event->ignore(); // Cancel, or the save failed: the window and its changes stay
        return;
    }
    m_session->closeCleanly();
    if (m_useSettings)
        saveSettings();
    QMainWindow::closeEvent(event);
}

} // namespace breakeven
