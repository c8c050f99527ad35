// Issue #12, item 6 in the window: the Tasks view prices one task on both sides, like for like.
#include "bill.h"
#include "chartdata.h"
#include "chartinput.h"
#include "charts/chartregistry.h"
#include "format.h"
#include "mainwindow.h"
#include "mainwindowpeer.h"
#include "offercolumns.h"
#include "parameterslider.h"
#include "results.h"
#include "resulttables.h"
#include "scenariodocument.h"
#include "scenariopanel.h"
#include "tasksview.h"

#include "findchild.h"
#include "shippedpresets.h"

#include <QComboBox>
#include <QGroupBox>
#include <QLabel>
#include <QRadioButton>
#include <QTabWidget>
#include <QTableWidget>
#include <QUndoStack>

#include <gtest/gtest.h>

#include <memory>

using namespace breakeven;
using breakeven::test::child;
using breakeven::test::shippedPreset;

namespace {

/// The text of the row of offer \a offer, column \a column.
QString cell(QTableWidget *table, const QString &offer, int column)
{
    for (int r = 0; r < table->rowCount(); ++r) {
        if (table->item(r, TasksView::OfferColumn)->text() == offer)
            return table->item(r, column)->text();
    }
    ADD_FAILURE() << "no row " << offer.toStdString();
    return {};
}

} // namespace

TEST(TasksView, ImecTaskFromTheNodeIsPricedLikeForLike)
{
    auto doc = std::make_shared<ScenarioDocument>(shippedPreset("imec-k3-8xb300.json"));
    TasksView view(doc.get());
    // Stated: 300k in, 30k out is 10 input tokens per output token against r = 5, and the view says so.
    EXPECT_TRUE(child<QLabel>(&view, "tasksNote")->isVisibleTo(&view));
    EXPECT_TRUE(child<QLabel>(&view, "tasksNote")->text().contains(QStringLiteral("10.0")))
        << child<QLabel>(&view, "tasksNote")->text().toStdString();
    EXPECT_EQ(
        cell(child<QTableWidget>(&view, "tasksTable"), QStringLiteral("Moonshot kimi-k3"), TasksView::ApiTaskColumn),
        QStringLiteral("$1.35"));

    // Sized from the node: one undo step, and the API is priced for the node's task.
    const int index = child<QComboBox>(&view, "tasksView.size")->findData(QStringLiteral("node"));
    ASSERT_GE(index, 0);
    child<QComboBox>(&view, "tasksView.size")->setCurrentIndex(index);
    Q_EMIT child<QComboBox>(&view, "tasksView.size")->activated(index);
    EXPECT_EQ(doc->scenario().task.size, TaskSize::Node);
    EXPECT_EQ(doc->undoStack()->count(), 1);
    view.refresh();
    EXPECT_EQ(
        cell(child<QTableWidget>(&view, "tasksTable"), QStringLiteral("Moonshot kimi-k3"), TasksView::ApiTaskColumn),
        QStringLiteral("$0.52"));
    EXPECT_EQ(
        cell(child<QTableWidget>(&view, "tasksTable"), QStringLiteral("Moonshot kimi-k3"), TasksView::SelfTaskColumn),
        QStringLiteral("$7.88"));
    EXPECT_EQ(
        cell(child<QTableWidget>(&view, "tasksTable"), QStringLiteral("Moonshot kimi-k3"), TasksView::CheaperColumn),
        QStringLiteral("API"));
    EXPECT_FALSE(child<QLabel>(&view, "tasksNote")->isVisibleTo(&view))
        << child<QLabel>(&view, "tasksNote")->text().toStdString();
    EXPECT_TRUE(child<QLabel>(&view, "tasksSummary")->text().contains(QStringLiteral("86,925")))
        << child<QLabel>(&view, "tasksSummary")->text().toStdString();
    EXPECT_TRUE(child<QLabel>(&view, "tasksSummary")->text().contains(QStringLiteral("17,385")))
        << child<QLabel>(&view, "tasksSummary")->text().toStdString();
    doc->undoStack()->undo();
    EXPECT_EQ(doc->scenario().task.size, TaskSize::Stated);
}

TEST(TasksView, IsATabOfTheWindowAndSaysWhenThereIsNoStaffCost)
{
    auto doc = std::make_shared<ScenarioDocument>(shippedPreset("imec-k3-8xb300.json"));
    MainWindow window(doc, false);
    window.showTasks();
    ASSERT_NE(peer(window).tasksView(), nullptr);
    auto *selfHost = peer(window).tasksView()->findChild<QLabel *>(QStringLiteral("tasksSelfHost"));
    ASSERT_NE(selfHost, nullptr);
    peer(window).tasksView()->refresh();
    EXPECT_TRUE(selfHost->text().contains(QStringLiteral("No staff cost included."))) << selfHost->text().toStdString();
    // Worded once (resulttables.h), with the sessions the node actually serves.
    EXPECT_EQ(selfHost->text(),
        taskSentence(
            doc->scenario(), doc->results(), displayMoney(doc->scenario(), QStringLiteral("USD"), format::locale())));
    EXPECT_TRUE(selfHost->text().contains(
        QStringLiteral("(%1 sessions").arg(format::number(doc->evaluation().capacity.sessions(), 0))))
        << selfHost->text().toStdString();
    // The window's results area words the memory check as the Hardware fit tab and the PDF do.
    auto *memory = window.findChild<QLabel *>(QStringLiteral("memoryFit"));
    ASSERT_NE(memory, nullptr);
    EXPECT_TRUE(memory->text().startsWith(memorySentence(doc->evaluation().memory))) << memory->text().toStdString();
}

// The cumulative-cost chart: one point a month, each offer's line names its payback.
TEST(HorizonChart, CumulativeCostAndPayback)
{
    Scenario s = shippedPreset("china-b300-buy.json");
    s.operation.throughputTokS = 2000.0;
    const Evaluation e = evaluate(s);
    const ChartData d = horizonChartData(s, computeResults(s, e), QStringLiteral("CNY"));
    const BillResult b = evaluateBill(s, e);
    ASSERT_EQ(d.selfHost.points.size(), static_cast<std::size_t>(b.months) + 1);
    EXPECT_DOUBLE_EQ(d.selfHost.points.back().x(), 36.0);
    EXPECT_NEAR(d.selfHost.points.back().y(), b.selfHostTotal.value() * 7.25 / 1e3, 1e-9);
    ASSERT_EQ(d.offers.size(), 1u); // both $2 / $10 offers share one line
    const std::optional<int> payback = b.offers.front().paybackMonth;
    ASSERT_TRUE(payback);
    EXPECT_TRUE(d.offers.front().label.contains(QStringLiteral("payback month %1").arg(*payback)))
        << d.offers.front().label.toStdString();
    ASSERT_EQ(d.breakevens.size(), 1u);
    EXPECT_DOUBLE_EQ(d.breakevens.front().point.x(), *payback);
    // At 92 tok/s it never pays back, and the line says so.
    const Scenario slow = shippedPreset("china-b300-buy.json");
    const ChartData never = horizonChartData(slow, computeResultsOf(slow), QStringLiteral("CNY"));
    EXPECT_TRUE(never.offers.front().label.endsWith(QStringLiteral("payback never")));
    EXPECT_TRUE(never.breakevens.empty());
}

// The horizon's CSV table: one column per enabled offer named by the offer (not the chart's
// grouped legend with its payback), month 0 to the horizon's last, the bill's cumulative costs.
TEST(HorizonChart, CsvTableHasOneColumnPerOfferAndTheBillsCumulativeCosts)
{
    Scenario s = shippedPreset("china-b300-buy.json");
    s.operation.throughputTokS = 2000.0;
    const Evaluation e = evaluate(s);
    const BillResult b = evaluateBill(s, e);
    const Results r = computeResults(s, e);
    const ChartTable t
        = chartKindInfo(ChartKind::Horizon).table(ChartInput { s, e, r, QStringLiteral("CNY"), nullptr });
    ASSERT_EQ(t.header.size(), 2 + static_cast<qsizetype>(s.offers.size()));
    EXPECT_EQ(t.header.at(0), QStringLiteral("month"));
    EXPECT_EQ(t.header.at(1), QStringLiteral("self_host_cumulative_cost_CNY"));
    for (std::size_t i = 0; i < s.offers.size(); ++i) {
        EXPECT_EQ(t.header.at(2 + static_cast<qsizetype>(i)),
            s.offers[i].displayName() + QStringLiteral(" api_cumulative_cost_CNY"));
        EXPECT_FALSE(t.header.at(2 + static_cast<qsizetype>(i)).contains(QStringLiteral("payback")));
    }
    ASSERT_EQ(t.rows.size(), static_cast<std::size_t>(b.months) + 1);
    EXPECT_DOUBLE_EQ(t.rows.front().at(1), 0.0);
    EXPECT_DOUBLE_EQ(t.rows.back().at(0), 36.0);
    EXPECT_NEAR(t.rows.back().at(1), b.selfHostTotal.value() * 7.25, 1e-6);
    EXPECT_NEAR(t.rows.back().at(3), b.offers[1].apiTotal.value() * 7.25, 1e-6);
    EXPECT_LT(t.rows.at(12).at(2), t.rows.at(24).at(2)); // an API's cumulative cost only grows
}

// The whole bill's groups in the scenario panel, from the registry: billing while renting,
// financing while buying; the billing choice is a combo box whose change is one undo step.
TEST(WholeBillPanel, GroupsFollowRentOrBuyAndTheBillingChoiceEdits)
{
    auto doc = std::make_shared<ScenarioDocument>(shippedPreset("china-b300-rent-5y.json"));
    MainWindow window(doc, false);
    ScenarioPanel *panel = peer(window).panel();
    auto *billing = panel->findChild<QGroupBox *>(QStringLiteral("group.billing"));
    auto *financing = panel->findChild<QGroupBox *>(QStringLiteral("group.financing"));
    ASSERT_NE(billing, nullptr);
    ASSERT_NE(financing, nullptr);
    ASSERT_NE(panel->findChild<QGroupBox *>(QStringLiteral("group.staff")), nullptr);
    ASSERT_NE(panel->findChild<QGroupBox *>(QStringLiteral("group.horizon")), nullptr);
    EXPECT_FALSE(billing->isHidden());
    EXPECT_TRUE(financing->isHidden());
    auto *mode = panel->findChild<QComboBox *>(QStringLiteral("cost.billing.mode"));
    ASSERT_NE(mode, nullptr);
    const int committed = mode->findData(QStringLiteral("committed"));
    ASSERT_GE(committed, 0);
    mode->setCurrentIndex(committed);
    Q_EMIT mode->activated(committed);
    EXPECT_EQ(doc->scenario().cost.billing.mode, BillingMode::Committed);
    EXPECT_EQ(doc->undoStack()->count(), 1);
    ASSERT_NE(panel->slider(u"cost.billing.minimum_monthly"), nullptr);
    EXPECT_TRUE(panel->slider(u"cost.billing.minimum_monthly")->isEnabled());
    doc->undoStack()->undo();
    EXPECT_EQ(mode->currentData().toString(), QStringLiteral("hourly"));
    EXPECT_FALSE(panel->slider(u"cost.billing.minimum_monthly")->isEnabled()) << "not a commitment: greyed out";
    child<QRadioButton>(panel, "cost.mode.buy")->click();
    EXPECT_TRUE(billing->isHidden());
    EXPECT_FALSE(financing->isHidden());
}

// Issue #33 item 3: a break-even in tasks the node cannot reach is flagged as the break-even table flags
// a throughput beyond the hardware ("(> max)"), against the node's tasks a month at its capacity.
TEST(TasksView, BreakEvensBeyondTheNodesCapacityAreFlagged)
{
    for (const char *file : { "imec-k3-8xb300-tasks.json", "imec-k3-8xb300.json" }) {
        auto doc = std::make_shared<ScenarioDocument>(shippedPreset(file));
        TasksView view(doc.get());
        view.refresh();
        const Results &r = *doc->resultsPtr();
        ASSERT_TRUE(r.task.maxAcceptedTasksPerMonth) << file;
        // At the capacity: the operating point's tasks scaled by T_max / T.
        EXPECT_DOUBLE_EQ(*r.task.maxAcceptedTasksPerMonth,
            *r.task.acceptedTasksPerMonth * r.evaluation.feasibility.capacity.value()
                / r.evaluation.feasibility.throughput.value());
        auto *table = child<QTableWidget>(&view, "tasksTable");
        int flagged = 0;
        for (std::size_t i = 0; i < r.scenario.offers.size(); ++i) {
            const double breakeven = r.evaluation.offers[i].breakevenTasksPerMonth;
            const QString text = cell(table, r.scenario.offers[i].displayName(), TasksView::BreakevenColumn);
            const bool beyond = breakeven > *r.task.maxAcceptedTasksPerMonth;
            EXPECT_EQ(text.endsWith(QStringLiteral("(> max)")), beyond) << file << ": " << text.toStdString();
            flagged += beyond ? 1 : 0;
        }
        // IMEC's task (300k in, 30k out) breaks even beyond the node against every offer (98,661 and 123,326
        // tasks a month against at most 94,957); the workload's smaller task does not.
        EXPECT_EQ(flagged, QString::fromLatin1(file).contains(QStringLiteral("tasks")) ? 3 : 0) << file;
    }
}
