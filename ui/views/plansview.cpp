#include "plansview.h"

#include "charts/chartview.h"
#include "formatting.h"
#include "gpucatalog.h"
#include "plaintext.h"
#include "plansearch.h"
#include "planstablemodel.h"
#include "plantext.h"
#include "scenariodocument.h"

#include <QChart>
#include <QChartView>
#include <QCoreApplication>
#include <QEvent>
#include <QHeaderView>
#include <QLabel>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QScatterSeries>
#include <QSortFilterProxyModel>
#include <QSplitter>
#include <QTableView>
#include <QToolTip>
#include <QVBoxLayout>
#include <QValueAxis>

#include <algorithm>
#include <cmath>
#include <tuple>

namespace breakeven {

namespace {

/// Monthly totals on the chart: thousands of the display currency.
constexpr double chartMoneyUnit = 1000.0;

/// Whether \a a and \a b are the same plan (the GPU, the count, the billing and its price's source).
bool samePlan(const Plan &a, const Plan &b)
{
    return a.gpu == b.gpu && a.gpus == b.gpus && a.billing == b.billing && a.priceSource == b.priceSource
        && a.curve == b.curve && a.hybrid.has_value() == b.hybrid.has_value();
}

} // namespace

PlansView::PlansView(ScenarioDocument *document, const GpuCatalog &catalog, QWidget *parent)
    : LazyView(parent)
    , m_document(document)
    , m_catalog(catalog)
{
    setObjectName(QStringLiteral("plansView"));
    m_pool.setMaxThreadCount(1);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(8, 6, 8, 6);
    m_summary = new QLabel(this);
    m_summary->setObjectName(QStringLiteral("plansSummary"));
    m_summary->setTextFormat(Qt::PlainText); // names GPUs and offers from files
    m_summary->setWordWrap(true);
    m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
    layout->addWidget(m_summary);

    auto *splitter = new QSplitter(Qt::Vertical, this);
    splitter->setChildrenCollapsible(false);
    m_chart = new QChart;
    m_chart->setObjectName(QStringLiteral("plansChart"));
    m_chart->legend()->setAlignment(Qt::AlignBottom);
    // Each entry shaped as its series: the front a dashed line, the scenario a star (squares all
    // looked alike, two of them black).
    m_chart->legend()->setMarkerShape(QLegend::MarkerShapeFromSeries);
    m_chart->setMargins(QMargins(4, 4, 4, 4));
    connect(m_chart, &QChart::plotAreaChanged, this, &PlansView::fitAxisTitles);
    m_chartView = new QChartView(m_chart, splitter);
    m_chartView->setObjectName(QStringLiteral("plansChartView"));
    m_chartView->setAccessibleName(tr("Plans: monthly total against per-user speed"));
    m_chartView->setRenderHint(QPainter::Antialiasing);
    m_chartView->setMinimumHeight(260);
    m_chartView->viewport()->installEventFilter(this); // see eventFilter()

    m_model = new PlansTableModel(this);
    m_sorted = new QSortFilterProxyModel(this);
    m_sorted->setSourceModel(m_model);
    m_sorted->setSortRole(PlansTableModel::ValueRole);
    m_table = new QTableView(splitter);
    m_table->setObjectName(QStringLiteral("plansTable"));
    m_table->setAccessibleName(tr("Plans, cheapest that work first"));
    m_table->setToolTip(tr("Double-click a plan, or press Enter on it, to make it the scenario (Undo brings back the "
                           "one before)."));
    m_table->setModel(m_sorted);
    m_table->verticalHeader()->hide();
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setAlternatingRowColors(true);
    m_table->setTabKeyNavigation(false);
    m_table->setWordWrap(false);
    m_table->horizontalHeader()->setStretchLastSection(true);
    // Sorted by a click on a column's header; until then, the ranking: feasible first, cheapest first.
    m_table->horizontalHeader()->setSectionsClickable(true);
    m_table->horizontalHeader()->setSortIndicatorShown(true);
    m_table->horizontalHeader()->setSortIndicator(-1, Qt::AscendingOrder);
    connect(m_table->horizontalHeader(), &QHeaderView::sortIndicatorChanged, m_sorted,
        [this](int column, Qt::SortOrder order) { m_sorted->sort(column, order); });
    connect(m_table, &QTableView::activated, this, [this](const QModelIndex &index) { applyRow(index.row()); });
    splitter->addWidget(m_chartView);
    splitter->addWidget(m_table);
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 2);
    layout->addWidget(splitter, 1);

    followResults(m_document);
}

PlansView::~PlansView()
{
    ++*m_generation; // a run that has not started yet skips its work
    m_pool.waitForDone();
}

void PlansView::refreshNow()
{
    const ResultsPtr &results = resultsPtr();
    const PlanSearch &search = results->plans;
    const QLocale loc = format::locale();
    const ResultsWording &w = results->wording;
    const auto money = [&](double usd) { return format::money(usd * w.perUsd, w.currency, 0, loc); };
    m_model->setResults(results);
    m_table->resizeColumnsToContents();

    const auto feasible = static_cast<int>(
        std::count_if(search.plans.begin(), search.plans.end(), [](const Plan &p) { return p.feasible(); }));
    const int count = static_cast<int>(search.plans.size());
    //: %1 a throughput ("92 tok/s"), %2 "24 plans", %3 "24 of them serve it" or "all of them serve it".
    QString summary = tr("Serving %1 of output: %2, %3.")
                          .arg(format::throughput(search.demandTokS, loc), tr("%n plan(s)", nullptr, count),
                              feasible == count && count > 1 ? tr("each serves the workload")
                                                             : tr("%n serve(s) the workload", nullptr, feasible));
    if (const Plan *best = search.cheapestFeasible())
        //: %1 what the plan is ("16x H200 on 2 nodes, committed rent, estimated capacity"), %2 an amount.
        summary += QLatin1Char(' ')
            + tr("The cheapest: %1, %2 a month.")
                  .arg(planLabel(*best, Wording::Translated), money(best->monthlyTotalUsd));
    // The GPUs without a plan, by why (the sentences in the tooltip).
    std::vector<std::pair<PlanSkip, QStringList>> byReason;
    QStringList sentences;
    for (const SkippedGpu &k : search.skipped) {
        sentences << planSkipText(k, PlanQuery {}.maxNodes, Wording::Translated);
        auto it = std::find_if(byReason.begin(), byReason.end(), [&](const auto &g) { return g.first == k.reason; });
        if (it == byReason.end())
            byReason.emplace_back(k.reason, QStringList { k.gpu });
        else
            it->second << k.gpu;
    }
    if (!byReason.empty()) {
        QStringList groups;
        for (const auto &[reason, gpus] : byReason)
            //: %1 why ("no price"), %2 GPU names.
            groups << tr("%1: %2").arg(
                planSkipReasonText(reason, Wording::Translated), gpus.join(QStringLiteral(", ")));
        summary += QLatin1Char(' ')
            + tr("No plan on %n GPU(s) of the catalog (%1).", nullptr, static_cast<int>(search.skipped.size()))
                  .arg(groups.join(QStringLiteral("; ")));
    }
    m_summary->setToolTip(plaintext::toolTip(sentences.join(QLatin1Char('\n'))));
    m_summary->setText(summary);
    drawChart();
    startOdds();
}

void PlansView::fitAxisTitles()
{
    const QRectF plot = m_chart->plotArea();
    for (auto [orientation, titles, length] : { std::tuple { Qt::Horizontal, &m_xTitles, plot.width() },
             std::tuple { Qt::Vertical, &m_yTitles, plot.height() } }) {
        const QList<QAbstractAxis *> axes = m_chart->axes(orientation);
        if (!axes.isEmpty() && !titles->isEmpty())
            fitAxisTitle(axes.front(), titles->front(), titles->mid(1), length);
    }
}

void PlansView::drawChart()
{
    const Results &r = results();
    const std::vector<Plan> &plans = r.plans.plans;
    const QPalette pal = palette();
    const bool dark = pal.color(QPalette::Window).lightness() < 128;
    m_chart->removeAllSeries();
    for (QAbstractAxis *axis : m_chart->axes())
        m_chart->removeAxis(axis);
    m_chart->setTheme(dark ? QChart::ChartThemeDark : QChart::ChartThemeLight);
    m_chart->setBackgroundBrush(pal.color(QPalette::Base));
    m_chart->setTitleBrush(pal.color(QPalette::Text));
    m_chart->legend()->setLabelColor(pal.color(QPalette::Text));
    m_chart->setTitle(tr("Plans that serve the workload: monthly total against per-user speed"));

    const QString currency = r.wording.currency;
    const double scale = r.wording.perUsd / chartMoneyUnit;
    const QColor highlight = pal.color(QPalette::Highlight);
    const QColor text = pal.color(QPalette::Text);
    auto *measured = new QScatterSeries;
    measured->setName(tr("Measured capacity"));
    measured->setMarkerShape(QScatterSeries::MarkerShapeCircle);
    measured->setMarkerSize(10.0);
    measured->setColor(highlight);
    measured->setBorderColor(text);
    auto *estimated = new QScatterSeries;
    estimated->setName(tr("Estimated capacity (roofline)"));
    estimated->setMarkerShape(QScatterSeries::MarkerShapeRectangle);
    estimated->setMarkerSize(10.0);
    estimated->setColor(pal.color(QPalette::Base)); // hollow: not a measurement
    estimated->setBorderColor(QColor(0xd5, 0x5e, 0x00));
    estimated->setPen(QPen(QColor(0xd5, 0x5e, 0x00), 2.0));
    auto *front = new QLineSeries;
    front->setName(tr("Pareto front: none both cheaper and faster"));
    front->setPen(QPen(text, 1.5, Qt::DashLine));
    front->setPointsVisible(true); // a front of one plan is a point

    double xMax = 0.0;
    double yMax = 0.0;
    for (const Plan &p : plans) {
        if (!p.feasible())
            continue;
        const QPointF point(p.perUserTokS, p.monthlyTotalUsd * scale);
        (p.evidence == CapacityEvidence::Estimated ? estimated : measured)->append(point);
        xMax = std::max(xMax, point.x());
        yMax = std::max(yMax, point.y());
    }
    for (const std::size_t i : paretoFront(plans))
        front->append(plans[i].perUserTokS, plans[i].monthlyTotalUsd * scale);

    // The scenario itself, where it serves the workload.
    auto *current = new QScatterSeries;
    current->setName(tr("This scenario"));
    current->setMarkerShape(QScatterSeries::MarkerShapeStar);
    current->setMarkerSize(16.0);
    current->setColor(text);
    current->setBorderColor(text);
    const Evaluation &e = r.evaluation;
    // Where the search has the scenario's own configuration and price, the star is that plan's point
    // (its per-user speed as the table gives it); else the scenario's operating point.
    double perUser = e.capacity.perUserTokS;
    const double monthly = e.selfHost.monthlyCost.value();
    for (const Plan &p : plans) {
        if (!p.hybrid && p.priceSource == PlanPriceSource::Scenario && p.gpus == r.scenario.hardware.count
            && p.gpu.compare(r.scenario.hardware.gpu, Qt::CaseInsensitive) == 0
            && std::abs(p.monthlyTotalUsd - monthly) <= 1e-9 * std::max(1.0, monthly)) {
            perUser = p.perUserTokS;
            break;
        }
    }
    if (e.feasibility.feasible() && perUser > 0.0) {
        const QPointF point(perUser, monthly * scale);
        current->append(point);
        xMax = std::max(xMax, point.x());
        yMax = std::max(yMax, point.y());
    }

    auto *x = new QValueAxis;
    m_xTitles = QStringList { tr("Per-user speed (output tok/s per session)"),
        //: The plans chart's x axis where its whole title does not fit (a small window).
        tr("Per-user speed (tok/s)") };
    x->setLabelFormat(QStringLiteral("%.0f"));
    x->setRange(0.0, xMax > 0.0 ? xMax * 1.1 : 1.0);
    auto *y = new QValueAxis;
    m_yTitles = QStringList { //: %1 a currency code.
        tr("Monthly total (k%1)").arg(currency),
        //: The plans chart's y axis where "Monthly total (kUSD)" does not fit (a small window).
        tr("k%1 a month").arg(currency)
    };
    y->setLabelFormat(QStringLiteral("%.0f"));
    y->setRange(0.0, yMax > 0.0 ? yMax * 1.1 : 1.0);
    y->applyNiceNumbers();
    x->applyNiceNumbers();
    for (QValueAxis *axis : { x, y }) {
        axis->setLabelsBrush(text);
        axis->setTitleBrush(text);
    }
    m_chart->addAxis(x, Qt::AlignBottom);
    m_chart->addAxis(y, Qt::AlignLeft);
    for (QXYSeries *series : std::initializer_list<QXYSeries *> { front, measured, estimated, current }) {
        m_chart->addSeries(series);
        series->attachAxis(x);
        series->attachAxis(y);
    }
    if (current->count() == 0)
        m_chart->legend()->markers(current).front()->setVisible(false);
    fitAxisTitles();

    // Hovering a point names its plans.
    for (QScatterSeries *series : { measured, estimated }) {
        connect(series, &QScatterSeries::hovered, this, [this, scale](const QPointF &point, bool state) {
            if (!state) {
                QToolTip::hideText();
                return;
            }
            QStringList names;
            for (const Plan &p : results().plans.plans) {
                if (p.feasible() && std::abs(p.perUserTokS - point.x()) < 1e-9
                    && std::abs(p.monthlyTotalUsd * scale - point.y()) < 1e-9)
                    names << planLabel(p, Wording::Translated);
            }
            QToolTip::showText(QCursor::pos(), plaintext::toolTip(names.join(QLatin1Char('\n'))), m_chartView);
        });
    }
}

void PlansView::startOdds()
{
    const quint64 generation = ++*m_generation;
    const ResultsPtr results = resultsPtr(); // kept alive (and its address unique) until delivered
    const GpuCatalog catalog = m_catalog;
    const std::shared_ptr<std::atomic<quint64>> newest = m_generation;
    // The view outlives the run (its destructor waits for it); a queued call to a view destroyed since
    // is dropped with the view's posted events.
    m_pool.start([this, results, catalog, newest, generation] {
        if (*newest != generation)
            return; // a newer request follows
        PlanQuery query;
        query.samples = oddsSamples;
        const PlanSearch search = searchPlans(results->scenario, catalog, query);
        std::vector<std::optional<double>> odds(results->plans.plans.size());
        for (std::size_t i = 0; i < odds.size(); ++i) {
            for (const Plan &p : search.plans) {
                if (samePlan(p, results->plans.plans[i])) {
                    odds[i] = p.pCheaper;
                    break;
                }
            }
        }
        QMetaObject::invokeMethod(
            this,
            [this, results, generation, odds = std::move(odds)]() mutable {
                if (*m_generation != generation)
                    return;
                m_delivered = generation;
                m_model->setOdds(results.get(), std::move(odds));
            },
            Qt::QueuedConnection);
    });
}

bool PlansView::waitForOdds(int ms)
{
    m_pool.waitForDone(ms);
    QCoreApplication::sendPostedEvents(this, QEvent::MetaCall);
    return m_delivered == *m_generation;
}

void PlansView::applyRow(int row)
{
    const QModelIndex index = m_sorted->mapToSource(m_sorted->index(row, 0));
    if (!index.isValid())
        return;
    const Plan plan = m_model->plan(index.row()); // a copy: the edit replaces the model's rows
    //: %1 what the plan is ("16x H200 on 2 nodes, committed rent, estimated capacity").
    m_document->modify(tr("Make %1 the scenario").arg(planLabel(plan, Wording::Translated)),
        [&](Scenario &s) { applyPlan(s, plan, m_catalog); });
}

void PlansView::changeEvent(QEvent *event)
{
    LazyView::changeEvent(event);
    if (event->type() == QEvent::PaletteChange && m_chart && isVisible())
        drawChart();
}

bool PlansView::eventFilter(QObject *watched, QEvent *event)
{
    // The hovered point's tip (QScatterSeries::hovered) is not a graphics item's tooltip: Qt's own pass
    // (QEvent::ToolTip, 700 ms after the pointer rests in the active window) would reach
    // QGraphicsScene::helpEvent(), find no item with a toolTip() and hide it (issue #33, item 4). While
    // it shows, the pass is taken here; otherwise it goes on to the scene (the legend's cut names).
    if (m_chartView && watched == m_chartView->viewport() && event->type() == QEvent::ToolTip && QToolTip::isVisible())
        return true;
    return LazyView::eventFilter(watched, event);
}

} // namespace breakeven
