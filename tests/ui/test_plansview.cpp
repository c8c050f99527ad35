// Issue #29 items 2 and 3 in the window: the Plans view (a sortable table of the results' plan search,
// a chart with the Pareto front, estimated plans apart) makes a plan the scenario in one undo step,
// with the figures the table showed; the answer area names the cheaper plan.
#include "evaluation.h"
#include "format.h"
#include "gpucatalog.h"
#include "mainwindow.h"
#include "plansearch.h"
#include "planstablemodel.h"
#include "plansview.h"
#include "plantext.h"
#include "results.h"
#include "scenariodocument.h"

#include "findchild.h"
#include "shippedpresets.h"

#include <QChart>
#include <QChartView>
#include <QFontMetricsF>
#include <QHeaderView>
#include <QHelpEvent>
#include <QLabel>
#include <QLegend>
#include <QLineSeries>
#include <QScatterSeries>
#include <QSortFilterProxyModel>
#include <QTableView>
#include <QTest>
#include <QToolButton>
#include <QToolTip>
#include <QUndoStack>

#include <gtest/gtest.h>

#include <memory>

using namespace breakeven;
using breakeven::test::child;
using breakeven::test::shippedPreset;

namespace {

QAbstractItemModel *tableOf(PlansView &view) { return child<QTableView>(&view, "plansTable")->model(); }

QString cellText(QAbstractItemModel *model, int row, int column)
{
    return model->data(model->index(row, column)).toString();
}

} // namespace

TEST(PlansView, TheTableHoldsEveryPlanRankedAndSortsByTheNumberBehindACell)
{
    auto doc = std::make_shared<ScenarioDocument>(shippedPreset("kimi-k31-pro-8xb300-modal.json"));
    PlansView view(doc.get(), builtInGpuCatalog());
    view.refresh();
    const ResultsPtr results = doc->resultsPtr();
    const std::vector<Plan> &plans = results->plans.plans;
    ASSERT_EQ(plans.size(), 24U);
    QAbstractItemModel *model = tableOf(view);
    ASSERT_EQ(model->rowCount(), 24);
    // Ranked as the search ranks them, worded as the PDF words them (resulttables.h).
    const MoneyIn money = displayMoney(results->scenario, QStringLiteral("USD"), format::locale());
    for (int r = 0; r < model->rowCount(); ++r) {
        const Plan &p = plans[static_cast<std::size_t>(r)];
        EXPECT_EQ(cellText(model, r, PlansTableModel::GpuColumn), p.gpu);
        EXPECT_EQ(cellText(model, r, PlansTableModel::MonthlyColumn), money.text(p.monthlyTotalUsd, 0));
        EXPECT_EQ(
            cellText(model, r, PlansTableModel::EvidenceColumn), planEvidenceText(p.evidence, Wording::Translated));
    }
    EXPECT_EQ(cellText(model, 0, PlansTableModel::GpuColumn), QStringLiteral("MI300X"));
    EXPECT_EQ(cellText(model, 0, PlansTableModel::EvidenceColumn), QStringLiteral("estimated"));

    // A click on "Per user" sorts by the speed behind the cells, fastest first when descending.
    auto *table = child<QTableView>(&view, "plansTable");
    table->horizontalHeader()->setSortIndicator(PlansTableModel::PerUserColumn, Qt::DescendingOrder);
    double previous = HUGE_VAL;
    for (int r = 0; r < model->rowCount(); ++r) {
        const double speed
            = model->data(model->index(r, PlansTableModel::PerUserColumn), PlansTableModel::ValueRole).toDouble();
        EXPECT_LE(speed, previous) << r;
        previous = speed;
    }
    table->horizontalHeader()->setSortIndicator(PlansTableModel::MonthlyColumn, Qt::AscendingOrder);
    previous = -HUGE_VAL;
    for (int r = 0; r < model->rowCount(); ++r) {
        const double monthly
            = model->data(model->index(r, PlansTableModel::MonthlyColumn), PlansTableModel::ValueRole).toDouble();
        EXPECT_GE(monthly, previous) << r;
        previous = monthly;
    }

    // P(cheaper than the API) arrives from a run of its own: a share, shown in percent.
    ASSERT_TRUE(view.waitForOdds(30000));
    for (int r = 0; r < model->rowCount(); ++r) {
        const double odds
            = model->data(model->index(r, PlansTableModel::OddsColumn), PlansTableModel::ValueRole).toDouble();
        EXPECT_GE(odds, 0.0) << r;
        EXPECT_LE(odds, 1.0) << r;
        EXPECT_TRUE(cellText(model, r, PlansTableModel::OddsColumn).endsWith(QStringLiteral(" %")))
            << cellText(model, r, PlansTableModel::OddsColumn).toStdString();
    }
}

TEST(PlansView, TheChartDrawsEstimatedPlansApartAndTheParetoFront)
{
    auto doc = std::make_shared<ScenarioDocument>(shippedPreset("kimi-k31-pro-8xh200.json"));
    PlansView view(doc.get(), builtInGpuCatalog());
    view.refresh();
    const std::vector<Plan> &plans = doc->resultsPtr()->plans.plans;
    int measured = 0;
    int estimated = 0;
    for (const Plan &p : plans) {
        if (p.feasible())
            ++(p.evidence == CapacityEvidence::Estimated ? estimated : measured);
    }
    ASSERT_GT(measured, 0);
    ASSERT_GT(estimated, 0);
    QChart *chart = child<QChartView>(&view, "plansChartView")->chart();
    int scatterCounts[2] = { -1, -1 };
    qsizetype frontCount = -1;
    for (QAbstractSeries *series : chart->series()) {
        if (series->name() == QStringLiteral("Measured capacity"))
            scatterCounts[0] = static_cast<QScatterSeries *>(series)->count();
        if (series->name() == QStringLiteral("Estimated capacity (roofline)"))
            scatterCounts[1] = static_cast<QScatterSeries *>(series)->count();
        if (series->name().startsWith(QStringLiteral("Pareto front")))
            frontCount = static_cast<QLineSeries *>(series)->count();
    }
    EXPECT_EQ(scatterCounts[0], measured);
    EXPECT_EQ(scatterCounts[1], estimated);
    EXPECT_EQ(frontCount, static_cast<qsizetype>(paretoFront(plans).size()));
    // The 8x H200 scenario does not fit: no "This scenario" point.
    for (QAbstractSeries *series : chart->series()) {
        if (series->name() == QStringLiteral("This scenario")) {
            EXPECT_EQ(static_cast<QScatterSeries *>(series)->count(), 0);
        }
    }
    // The summary names the cheapest plan as the answer does.
    const QString summary = child<QLabel>(&view, "plansSummary")->text();
    EXPECT_TRUE(summary.contains(planLabel(plans.front(), Wording::Translated))) << summary.toStdString();
}

TEST(PlansView, APointsHoverTipStaysWhenThePointerRests)
{
    // Issue 33, item 4: Qt's own tooltip pass (QEvent::ToolTip, 700 ms after the pointer rests in the
    // active window) reached the scene, which has no item tooltips, and hid the hovered point's tip.
    auto doc = std::make_shared<ScenarioDocument>(shippedPreset("kimi-k31-pro-8xh200.json"));
    PlansView view(doc.get(), builtInGpuCatalog());
    view.resize(1200, 900);
    view.show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(&view));
    view.refresh();
    QCoreApplication::processEvents();
    auto *chartView = child<QChartView>(&view, "plansChartView");
    QScatterSeries *measured = nullptr;
    for (QAbstractSeries *series : chartView->chart()->series()) {
        if (series->name() == QStringLiteral("Measured capacity"))
            measured = static_cast<QScatterSeries *>(series);
    }
    ASSERT_TRUE(measured && measured->count() > 0);
    const QPointF inChart = chartView->chart()->mapToPosition(measured->at(0), measured);
    const QPoint at = chartView->mapFromScene(chartView->chart()->mapToScene(inChart));
    QTest::mouseMove(chartView->viewport(), at + QPoint(20, 20));
    QTest::mouseMove(chartView->viewport(), at);
    QCoreApplication::processEvents();
    ASSERT_TRUE(QToolTip::isVisible());
    const QString tip = QToolTip::text();
    EXPECT_FALSE(tip.isEmpty());
    QHelpEvent help(QEvent::ToolTip, at, chartView->viewport()->mapToGlobal(at));
    QCoreApplication::sendEvent(chartView->viewport(), &help);
    QTest::qWait(600); // longer than a hidden tip's 300 ms fade-out timer
    EXPECT_TRUE(QToolTip::isVisible());
    EXPECT_EQ(QToolTip::text(), tip);
    QToolTip::hideText();
}

TEST(PlansView, APlanMadeTheScenarioGivesTheTablesFiguresInOneUndoStep)
{
    auto doc = std::make_shared<ScenarioDocument>(shippedPreset("kimi-k31-pro-8xh200.json"));
    PlansView view(doc.get(), builtInGpuCatalog());
    view.refresh();
    const Scenario before = doc->scenario();
    ASSERT_FALSE(doc->resultsPtr()->evaluation.feasibility.feasible());
    QAbstractItemModel *model = tableOf(view);
    // Every plan of the table, made the scenario, gives the figures its row showed.
    const std::vector<Plan> plans = doc->resultsPtr()->plans.plans;
    for (int r = 0; r < model->rowCount(); ++r) {
        const Plan &p = plans[static_cast<std::size_t>(r)];
        const QString monthly = cellText(model, r, PlansTableModel::MonthlyColumn);
        view.applyRow(r);
        ASSERT_EQ(doc->undoStack()->count(), 1) << r;
        const ResultsPtr after = doc->resultsPtr();
        EXPECT_EQ(after->scenario.hardware.gpu, p.gpu) << r;
        EXPECT_EQ(after->scenario.hardware.count, p.gpus) << r;
        EXPECT_DOUBLE_EQ(after->evaluation.selfHost.monthlyCost.value(), p.monthlyTotalUsd) << r;
        EXPECT_EQ(after->evaluation.feasibility.feasible(), p.feasible()) << r;
        EXPECT_EQ(format::money(after->evaluation.selfHost.monthlyCost.value(), QStringLiteral("USD"), 0), monthly);
        if (p.costPerOutputMtokUsd) {
            ASSERT_TRUE(after->evaluation.selfHost.costPerOutputToken) << r;
            EXPECT_EQ(format::money(
                          inDollarsPerMtok(*after->evaluation.selfHost.costPerOutputToken), QStringLiteral("USD"), 2),
                cellText(model, r, PlansTableModel::PerMtokColumn));
        }
        // Undo brings the scenario before back, whole.
        doc->undoStack()->undo();
        EXPECT_EQ(doc->scenario().hardware.gpu, before.hardware.gpu);
        EXPECT_EQ(doc->scenario().hardware.count, before.hardware.count);
        EXPECT_EQ(doc->resultsPtr()->evaluation.selfHost.monthlyCost.value(),
            computeResultsOf(before).evaluation.selfHost.monthlyCost.value());
        doc->undoStack()->clear();
        view.refresh();
    }
}

TEST(PlansView, TheAnswerAreaNamesTheCheaperPlanAndTheDecisionViewToo)
{
    auto doc = std::make_shared<ScenarioDocument>(shippedPreset("kimi-k31-pro-8xb300-modal.json"));
    MainWindow window(doc, false);
    const Results &r = *doc->resultsPtr();
    ASSERT_TRUE(r.decision.plan);
    ASSERT_TRUE(r.decision.planSavesUsd);
    // What it saves is the scenario's monthly total less the plan's, at least the margin.
    EXPECT_DOUBLE_EQ(
        *r.decision.planSavesUsd, r.evaluation.selfHost.monthlyCost.value() - r.decision.plan->monthlyTotalUsd);
    EXPECT_GE(*r.decision.planSavesUsd, planAdviceMargin * r.evaluation.selfHost.monthlyCost.value());
    EXPECT_TRUE(r.answer.cheaperPlan.contains(planGpusText(*r.decision.plan) + QStringLiteral(" on ")))
        << r.answer.cheaperPlan.toStdString();
    // The plan's sentence, then (its MI300X quote of 2025-01-01 being stale on the tests' day) its price's
    // age: both among the reasons.
    EXPECT_EQ(r.answer.cheaperPlan, r.decision.planText + QLatin1Char(' ') + r.decision.planPriceNote);
    EXPECT_TRUE(r.decision.reasons.contains(r.decision.planText));
    EXPECT_TRUE(r.decision.reasons.contains(r.decision.planPriceNote));
    EXPECT_TRUE(child<QLabel>(&window, "answerPlan")->isVisibleTo(&window));

    // The window says the plan, what it costs and saves, and how it compares with the API; its caveats
    // (an estimated capacity, a replica over 2 nodes, the stale price) behind a button that counts them:
    // at 1024x768 the whole took six lines above the charts. Together they are the whole plan.
    EXPECT_EQ(child<QLabel>(&window, "answerPlan")->text(), r.answer.cheaperPlanLead);
    EXPECT_TRUE(r.answer.cheaperPlanLead.startsWith(QStringLiteral("A cheaper plan serves the same workload")));
    EXPECT_TRUE(r.answer.cheaperPlanLead.endsWith(QStringLiteral("a month less.")));
    ASSERT_EQ(r.answer.cheaperPlanCaveats.size(), 3);
    EXPECT_EQ(r.answer.cheaperPlanCaveats.back(), r.decision.planPriceNote);
    for (const QString &caveat : r.answer.cheaperPlanCaveats) {
        EXPECT_TRUE(r.answer.cheaperPlan.contains(caveat)) << caveat.toStdString();
        EXPECT_FALSE(r.answer.cheaperPlanLead.contains(caveat)) << caveat.toStdString();
    }
    auto *button = child<QToolButton>(&window, "answerPlanCaveatsButton");
    auto *caveats = child<QLabel>(&window, "answerPlanCaveats");
    // "3 caveats ..." once the English plural forms are loaded (EnglishPlurals checks the file).
    EXPECT_TRUE(button->text().startsWith(QStringLiteral("3 caveat"))) << button->text().toStdString();
    EXPECT_TRUE(button->isVisibleTo(&window));
    EXPECT_FALSE(caveats->isVisibleTo(&window));
    button->click();
    EXPECT_TRUE(caveats->isVisibleTo(&window));
    EXPECT_EQ(caveats->text(), r.answer.cheaperPlanCaveats.join(QLatin1Char(' ')));
    button->click();
    EXPECT_FALSE(caveats->isVisibleTo(&window));

    // A hybrid day that pays while the operating point is beyond the capacity: the answer is the day and
    // names no plan, so no caveats of one (there is a plan among the reasons).
    {
        auto hybrid = std::make_shared<ScenarioDocument>(shippedPreset("kimi-k31-pro-8xb300-modal-hybrid.json"));
        hybrid->setValue(parameter(u"operation.throughput_tok_s"), 6000.0);
        const Results &h = *hybrid->resultsPtr();
        ASSERT_FALSE(h.evaluation.feasibility.feasible());
        ASSERT_EQ(h.answer.recommendation, Recommendation::Hybrid);
        ASSERT_TRUE(h.decision.plan);
        EXPECT_TRUE(h.answer.cheaperPlanCaveats.isEmpty());
        MainWindow hybridWindow(hybrid, false);
        EXPECT_FALSE(child<QToolButton>(&hybridWindow, "answerPlanCaveatsButton")->isVisibleTo(&hybridWindow));
    }

    // A scenario without a plan: neither the plan nor its button.
    doc->setValue(parameter(u"cost.gpu_hour"), 0.5);
    ASSERT_TRUE(doc->resultsPtr()->answer.cheaperPlan.isEmpty());
    EXPECT_FALSE(button->isVisibleTo(&window));
    EXPECT_FALSE(caveats->isVisibleTo(&window));
}

// One answer (#29 with #33): where the answer recommends the hardware's hybrid day, a cheaper plan is
// weighed against that day's month, not the hardware always on, and it is the Plans view's cheapest.
TEST(PlansView, WithAHybridDayTheCheaperPlanBeatsTheDayAndIsThePlansViewsCheapest)
{
    auto doc = std::make_shared<ScenarioDocument>(shippedPreset("kimi-k31-pro-8xb300-modal-hybrid.json"));
    const Results &r = *doc->resultsPtr();
    ASSERT_TRUE(r.hybrid.planned());
    const double day = r.hybrid.monthlyTotal.value();
    ASSERT_LT(day, r.evaluation.selfHost.monthlyCost.value());
    ASSERT_TRUE(r.decision.plan);
    ASSERT_TRUE(r.decision.planSavesUsd);
    EXPECT_LT(r.decision.plan->monthlyTotalUsd, day);
    EXPECT_DOUBLE_EQ(*r.decision.planSavesUsd, day - r.decision.plan->monthlyTotalUsd);
    // The cheapest feasible plan of the search, a hybrid split included.
    const auto cheapest
        = std::find_if(r.plans.plans.begin(), r.plans.plans.end(), [](const Plan &p) { return p.feasible(); });
    ASSERT_NE(cheapest, r.plans.plans.end());
    EXPECT_EQ(r.decision.plan->monthlyTotalUsd, cheapest->monthlyTotalUsd);
    EXPECT_TRUE(r.answer.cheaperPlan.contains(QStringLiteral("hybrid day"))) << r.answer.cheaperPlan.toStdString();
}

// A plan priced by a stale catalog quote says so in its billing's tooltip, after the quote's source
// (the tests' day is 2026-12-02: the MI300X quote of 2025-01-01 is 700 days old); the scenario's own
// price has no tooltip there.
TEST(PlansView, TheBillingTooltipSaysACatalogPriceIsStale)
{
    auto doc = std::make_shared<ScenarioDocument>(shippedPreset("kimi-k31-pro-8xb300-modal.json"));
    PlansView view(doc.get(), builtInGpuCatalog());
    view.refresh();
    QAbstractItemModel *model = tableOf(view);
    const std::vector<Plan> plans = doc->resultsPtr()->plans.plans;
    ASSERT_EQ(model->rowCount(), static_cast<int>(plans.size()));
    int stale = 0;
    int own = 0;
    for (int r = 0; r < model->rowCount(); ++r) {
        const Plan &p = plans[static_cast<std::size_t>(r)];
        const QString tip = model->data(model->index(r, PlansTableModel::BillingColumn), Qt::ToolTipRole).toString();
        if (p.gpu == QStringLiteral("MI300X") && p.priceSource == PlanPriceSource::Catalog) {
            ++stale;
            EXPECT_TRUE(tip.contains(p.priceNote)) << tip.toStdString(); // escaped, as plain text
            EXPECT_TRUE(tip.contains(QStringLiteral("as of 2025-01-01, 700 days old"))) << tip.toStdString();
        } else if (p.priceSource == PlanPriceSource::Scenario && !p.hybrid) {
            ++own;
            EXPECT_TRUE(tip.isEmpty()) << r << tip.toStdString();
        }
    }
    EXPECT_GT(stale, 0);
    EXPECT_GT(own, 0);
}

// Issue #29's hybrid split in the window: its row says "hybrid" and its P(cheaper) (the hybrid preset's
// ranges never make its day dearer than the API's: 100 %), and a double-click
// makes it the scenario (one replica of its GPU at its price, the demand profile kept) whose own hybrid
// plan shows the row's monthly total, in one undo step.
TEST(PlansView, AHybridSplitMadeTheScenarioGivesTheTablesFigures)
{
    auto doc = std::make_shared<ScenarioDocument>(shippedPreset("kimi-k31-pro-8xb300-modal-hybrid.json"));
    PlansView view(doc.get(), builtInGpuCatalog());
    view.refresh();
    QAbstractItemModel *model = tableOf(view);
    const std::vector<Plan> plans = doc->resultsPtr()->plans.plans;
    ASSERT_EQ(model->rowCount(), static_cast<int>(plans.size()));
    ASSERT_TRUE(view.waitForOdds(60000));
    // Read before the loop's edits (each refresh samples the odds again).
    QStringList oddsCells;
    for (int r = 0; r < model->rowCount(); ++r)
        oddsCells << cellText(model, r, PlansTableModel::OddsColumn);
    int splits = 0;
    for (int r = 0; r < model->rowCount(); ++r) {
        const Plan &p = plans[static_cast<std::size_t>(r)];
        const QString billing = cellText(model, r, PlansTableModel::BillingColumn);
        const QString &odds = oddsCells[r];
        if (!p.hybrid) {
            // (Its odds are sampled again after each refresh below: not checked here.)
            EXPECT_FALSE(billing.contains(QStringLiteral("hybrid"))) << r;
            continue;
        }
        ++splits;
        EXPECT_EQ(billing, planBillingText(p, Wording::Translated)) << r;
        EXPECT_TRUE(billing.startsWith(QStringLiteral("hybrid: "))) << billing.toStdString();
        if (p.gpu == QStringLiteral("B300") && p.billing == PlanBilling::Hourly
            && p.priceSource == PlanPriceSource::Scenario) {
            EXPECT_EQ(odds, QStringLiteral("100 %")) << r;
        }
        EXPECT_TRUE(odds.endsWith(QStringLiteral(" %"))) << r << odds.toStdString();
        EXPECT_EQ(model->data(model->index(r, PlansTableModel::BillingColumn), Qt::ToolTipRole)
                      .toString()
                      .contains(QStringLiteral(" h a day")),
            true)
            << r;
        const QString monthly = cellText(model, r, PlansTableModel::MonthlyColumn);
        view.applyRow(r);
        ASSERT_EQ(doc->undoStack()->count(), 1) << r;
        const ResultsPtr after = doc->resultsPtr();
        EXPECT_EQ(after->scenario.hardware.gpu, p.gpu) << r;
        EXPECT_EQ(after->scenario.hardware.count, p.gpusPerReplica) << r;
        ASSERT_TRUE(after->hybrid.planned()) << r;
        EXPECT_EQ(after->hybrid.monthlyTotal.value(), p.monthlyTotalUsd) << r;
        EXPECT_EQ(after->hybrid.nodeCount(), p.hybrid->replicas) << r;
        EXPECT_EQ(format::money(after->hybrid.monthlyTotal.value(), QStringLiteral("USD"), 0), monthly) << r;
        doc->undoStack()->undo();
        doc->undoStack()->clear();
        view.refresh();
    }
    EXPECT_GT(splits, 0);
}

// #33: the chart's y title read "Monthly total (k..." even at 1600x1000 (a plot about 130 px high),
// and its legend showed the Pareto front and the scenario as two black squares. The axes take the
// longest title that fits; each legend entry is shaped as its series.
TEST(PlansView, TheAxisTitlesFitTheirAxesAndTheLegendShowsEachSeriesShape)
{
    auto doc = std::make_shared<ScenarioDocument>(shippedPreset("kimi-k31-pro-8xb300-modal-hybrid.json"));
    PlansView view(doc.get(), builtInGpuCatalog());
    view.resize(1280, 520); // the chart at its least height, as in the window at 1600x1000
    view.show();
    view.refresh();
    QCoreApplication::processEvents();
    QChart *chart = child<QChartView>(&view, "plansChartView")->chart();
    EXPECT_EQ(chart->legend()->markerShape(), QLegend::MarkerShapeFromSeries);
    const QAbstractAxis *y = chart->axes(Qt::Vertical).constFirst();
    const QAbstractAxis *x = chart->axes(Qt::Horizontal).constFirst();
    const double height = chart->plotArea().height();
    ASSERT_GT(height, 0.0);
    const QFontMetricsF fm(y->titleFont());
    EXPECT_LE(fm.horizontalAdvance(y->titleText()), height) << y->titleText().toStdString() << " in " << height;
    ASSERT_GT(fm.horizontalAdvance(QStringLiteral("Monthly total (kUSD)")), height); // too long here
    EXPECT_EQ(y->titleText(), QStringLiteral("kUSD a month"));
    EXPECT_LE(QFontMetricsF(x->titleFont()).horizontalAdvance(x->titleText()), chart->plotArea().width());
    EXPECT_EQ(x->titleText(), QStringLiteral("Per-user speed (output tok/s per session)"));
}
