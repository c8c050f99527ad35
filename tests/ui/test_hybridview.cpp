// Issue 12, items 5 and 7 in the window: the Hybrid day view (the profile editor and its shortcut,
// each edit one undo step; the plan; the chart of the day) and the Decision view (the answers saved
// in the preset, undoably; the recommendation and its reasons).
#include "charts/chartregistry.h"
#include "charts/hybriddaychart.h"
#include "decisionview.h"
#include "export/csvexport.h"
#include "hybridview.h"
#include "mainwindow.h"
#include "mainwindowpeer.h"
#include "scenariodocument.h"

#include "findchild.h"
#include "shippedpresets.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>
#include <QStyle>
#include <QTableWidget>
#include <QTest>
#include <QUndoStack>

#include <gtest/gtest.h>

using namespace breakeven;
using breakeven::test::child;
using breakeven::test::shippedPreset;

namespace {

const char *const hybridPreset = "kimi-k31-pro-8xb300-modal-hybrid.json";

} // namespace

TEST(HybridView, ShowsTheWorkedCasesPlan)
{
    ScenarioDocument doc(shippedPreset(hybridPreset));
    HybridView view(&doc);
    EXPECT_TRUE(child<QCheckBox>(&view, "hybridEnabled")->isChecked());
    EXPECT_EQ(child<QDoubleSpinBox>(&view, "hybridBase")->value(), 300.0);
    EXPECT_EQ(child<QDoubleSpinBox>(&view, "hybridPeak")->value(), 2000.0);
    // Grouped as the panel's spin boxes (a reviewer read "2000" in pt_BR beside the table's "2.000").
    EXPECT_EQ(child<QDoubleSpinBox>(&view, "hybridPeak")->text(), QStringLiteral("2,000 tok/s"));
    EXPECT_EQ(child<QSpinBox>(&view, "hybridPeakHours")->value(), 8);
    EXPECT_EQ(child<QSpinBox>(&view, "hybridPeakStart")->value(), 9);
    const QString summary = child<QLabel>(&view, "hybridSummary")->text();
    EXPECT_TRUE(summary.contains(QStringLiteral("8.45 h a day"))) << summary.toStdString();
    EXPECT_TRUE(summary.contains(QStringLiteral("$19,852"))) << summary.toStdString();
    EXPECT_TRUE(summary.contains(QStringLiteral("$22,776"))) << summary.toStdString();
    EXPECT_TRUE(summary.contains(QStringLiteral("$41,457"))) << summary.toStdString();
    EXPECT_EQ(view.cell(HybridView::DemandRow, 9)->text(), QStringLiteral("2,000"));
    EXPECT_EQ(view.cell(HybridView::NodesRow, 9)->text(), QStringLiteral("1"));
    EXPECT_EQ(view.cell(HybridView::NodesRow, 17)->text(), QStringLiteral("0"));
    const HybridDayData &chart = child<HybridDayChart>(&view, "hybridDayChart")->data();
    EXPECT_TRUE(chart.planned);
    EXPECT_EQ(chart.selfHosted[12], 2000.0);
    EXPECT_EQ(chart.api[12], 0.0);
    EXPECT_EQ(chart.api[3], 300.0);
    EXPECT_EQ(chart.selfHosted[3], 0.0);
    EXPECT_EQ(chart.nodesOn[16], 1);
    EXPECT_GE(chart.yMax, 2000.0);
}

// Issue 31 item 2: a team states the day; the view says so and leaves the editing to the Team group.
TEST(HybridView, ATeamsDayIsShownAndEditedInTheTeamGroup)
{
    ScenarioDocument doc(shippedPreset("kimi-k31-pro-8xb300-modal-team.json"));
    HybridView view(&doc);
    view.show();
    ASSERT_TRUE(doc.scenario().demand.team.has_value());
    const QLabel *note = child<QLabel>(&view, "hybridTeamNote");
    EXPECT_TRUE(note->isVisibleTo(&view));
    EXPECT_TRUE(note->text().startsWith(QStringLiteral("The demand comes from a team: 20 people")))
        << note->text().toStdString();
    EXPECT_FALSE(child<QCheckBox>(&view, "hybridEnabled")->isEnabled());
    EXPECT_FALSE(child<QPushButton>(&view, "hybridApplyShortcut")->isEnabled());
    EXPECT_FALSE(child<QTableWidget>(&view, "hybridTable")->isEnabled());
    EXPECT_EQ(view.cell(HybridView::DemandRow, 9)->text(), QStringLiteral("149"));
    EXPECT_EQ(view.cell(HybridView::DemandRow, 17)->text(), QStringLiteral("0"));
    // Without the team, the day is the user's to edit.
    doc.modify(QStringLiteral("Remove the team"), [](Scenario &s) { s.demand.team.reset(); });
    EXPECT_FALSE(note->isVisibleTo(&view));
    EXPECT_TRUE(child<QTableWidget>(&view, "hybridTable")->isEnabled());
}

TEST(HybridView, EveryEditIsOneUndoStep)
{
    const Scenario start = shippedPreset("kimi-k31-pro-8xb300-modal.json");
    ScenarioDocument doc(start);
    HybridView view(&doc);
    view.show(); // a hidden view follows the document only when shown again (LazyView)
    EXPECT_FALSE(child<QCheckBox>(&view, "hybridEnabled")->isChecked());
    EXPECT_FALSE(child<QTableWidget>(&view, "hybridTable")->isEnabled());
    // Turning the profile on: one step, from the shortcut's values.
    child<QDoubleSpinBox>(&view, "hybridBase")->setValue(100.0);
    child<QDoubleSpinBox>(&view, "hybridPeak")->setValue(900.0);
    child<QSpinBox>(&view, "hybridPeakHours")->setValue(5);
    child<QSpinBox>(&view, "hybridPeakStart")->setValue(22);
    child<QCheckBox>(&view, "hybridEnabled")->setChecked(true);
    ASSERT_TRUE(doc.scenario().hybrid.has_value());
    EXPECT_EQ(doc.undoStack()->count(), 1);
    EXPECT_EQ(doc.scenario().hybrid->demandTokS[23], 900.0);
    EXPECT_EQ(doc.scenario().hybrid->demandTokS[3], 100.0);
    // Typing one hour's demand.
    view.cell(HybridView::DemandRow, 12)->setText(QStringLiteral("1,500"));
    EXPECT_EQ(doc.scenario().hybrid->demandTokS[12], 1500.0);
    EXPECT_EQ(doc.undoStack()->count(), 2);
    EXPECT_EQ(doc.undoStack()->undoText(), QStringLiteral("Change the demand at 12:00"));
    // Not a number: nothing changes, the cell shows the demand again.
    view.cell(HybridView::DemandRow, 12)->setText(QStringLiteral("lots"));
    EXPECT_EQ(doc.scenario().hybrid->demandTokS[12], 1500.0);
    EXPECT_EQ(view.cell(HybridView::DemandRow, 12)->text(), QStringLiteral("1,500"));
    EXPECT_EQ(doc.undoStack()->count(), 2);
    // The shortcut sets every hour at once.
    doc.closeMerge();
    child<QDoubleSpinBox>(&view, "hybridBase")->setValue(300.0);
    child<QDoubleSpinBox>(&view, "hybridPeak")->setValue(2000.0);
    child<QSpinBox>(&view, "hybridPeakHours")->setValue(8);
    child<QSpinBox>(&view, "hybridPeakStart")->setValue(9);
    child<QPushButton>(&view, "hybridApplyShortcut")->click();
    EXPECT_EQ(doc.undoStack()->count(), 3);
    EXPECT_EQ(doc.scenario().hybrid->demandTokS, profileFromShortcut({ 300.0, 2000.0, 8, 9 }).demandTokS);
    EXPECT_TRUE(child<QLabel>(&view, "hybridSummary")->text().contains(QStringLiteral("$19,852")));
    // Undo walks back to the preset, and the view follows.
    while (doc.undoStack()->canUndo())
        doc.undoStack()->undo();
    EXPECT_EQ(doc.scenario(), start);
    EXPECT_FALSE(child<QCheckBox>(&view, "hybridEnabled")->isChecked());
}

TEST(DecisionView, TheAnswersAreSavedUndoablyAndChangeTheRecommendation)
{
    const Scenario start = shippedPreset("kimi-k31-pro-8xb300-modal.json");
    ScenarioDocument doc(start);
    DecisionView view(&doc);
    view.show();
    EXPECT_TRUE(child<QLabel>(&view, "decisionRecommendation")->text().startsWith(QStringLiteral("Use the API: ")))
        << child<QLabel>(&view, "decisionRecommendation")->text().toStdString();
    EXPECT_TRUE(child<QLabel>(&view, "decisionReasons")->text().contains(QStringLiteral("below the 4.15 B")))
        << child<QLabel>(&view, "decisionReasons")->text().toStdString();
    EXPECT_TRUE(child<QLabel>(&view, "decisionAnswer4")->text().startsWith(QStringLiteral("No.")));
    EXPECT_TRUE(child<QLabel>(&view, "decisionAnswer5")->text().startsWith(QStringLiteral("Yes.")));
    child<QComboBox>(&view, "decisionAnswer1")->setCurrentIndex(1); // compliance: yes
    EXPECT_EQ(doc.scenario().decision.complianceBeyondZdr, std::optional<bool>(true));
    EXPECT_EQ(doc.undoStack()->count(), 1);
    EXPECT_TRUE(child<QLabel>(&view, "decisionRecommendation")->text().startsWith(QStringLiteral("Self-host: ")))
        << child<QLabel>(&view, "decisionRecommendation")->text().toStdString();
    child<QComboBox>(&view, "decisionAnswer1")->setCurrentIndex(2); // no
    child<QComboBox>(&view, "decisionAnswer2")->setCurrentIndex(1); // the weights: yes
    EXPECT_EQ(doc.undoStack()->count(), 3);
    EXPECT_TRUE(child<QLabel>(&view, "decisionRecommendation")
                    ->text()
                    .startsWith(QStringLiteral("Rent nodes short-term for the fine-tuning")))
        << child<QLabel>(&view, "decisionRecommendation")->text().toStdString();
    // License figures: stated, the flag follows; "not stated" clears them.
    child<QDoubleSpinBox>(&view, "decisionMaasRevenue")->setValue(25e6);
    EXPECT_EQ(doc.scenario().decision.maasRevenue12MonthsUsd, std::optional<double>(25e6));
    EXPECT_TRUE(child<QLabel>(&view, "decisionLicense")->text().contains(QStringLiteral("12 months: yes")))
        << child<QLabel>(&view, "decisionLicense")->text().toStdString();
    child<QDoubleSpinBox>(&view, "decisionMaasRevenue")->setValue(-1.0);
    EXPECT_FALSE(doc.scenario().decision.maasRevenue12MonthsUsd.has_value());
    while (doc.undoStack()->canUndo())
        doc.undoStack()->undo();
    EXPECT_EQ(doc.scenario(), start);
    EXPECT_EQ(child<QComboBox>(&view, "decisionAnswer1")->currentIndex(), 0);
    EXPECT_TRUE(child<QLabel>(&view, "decisionRecommendation")->text().startsWith(QStringLiteral("Use the API: ")))
        << child<QLabel>(&view, "decisionRecommendation")->text().toStdString();
}

// At 1024x768 the recommendation's headline ran off the view's right edge behind a scroll bar (a new
// user's review, December 2026): it wraps, so the view needs no more width than its questions.
TEST(DecisionView, ALongRecommendationWrapsInsteadOfWideningTheView)
{
    ScenarioDocument doc(shippedPreset("kimi-k31-pro-8xb300-modal.json"));
    DecisionView view(&doc);
    view.resize(560, 700);
    view.show();
    auto *headline = child<QLabel>(&view, "decisionRecommendation");
    ASSERT_GT(headline->fontMetrics().horizontalAdvance(headline->text()), 560) << headline->text().toStdString();
    EXPECT_TRUE(headline->wordWrap());
    EXPECT_LE(headline->minimumSizeHint().width(), 560);
    EXPECT_LE(view.minimumSizeHint().width(), 560);
}

TEST(HybridView, HiddenViewsCatchUpWhenShown)
{
    ScenarioDocument doc(shippedPreset("kimi-k31-pro-8xb300-modal.json"));
    HybridView hybrid(&doc);
    EXPECT_FALSE(child<QCheckBox>(&hybrid, "hybridEnabled")->isChecked());
    doc.modify(QStringLiteral("Plan"), [](Scenario &s) { s.hybrid = profileFromShortcut({ 300.0, 2000.0, 8, 9 }); });
    // Hidden, a change costs the view nothing: it still shows the state it was built with.
    EXPECT_FALSE(child<QCheckBox>(&hybrid, "hybridEnabled")->isChecked());
    hybrid.show();
    EXPECT_TRUE(child<QCheckBox>(&hybrid, "hybridEnabled")->isChecked());
    EXPECT_EQ(
        child<QTableWidget>(&hybrid, "hybridTable")->item(HybridView::DemandRow, 9)->text(), QStringLiteral("2,000"));

    ScenarioDocument other(shippedPreset("kimi-k31-pro-8xb300-modal.json"));
    DecisionView decision(&other);
    EXPECT_TRUE(child<QLabel>(&decision, "decisionRecommendation")->text().startsWith(QStringLiteral("Use the API: ")))
        << child<QLabel>(&decision, "decisionRecommendation")->text().toStdString();
    other.modify(QStringLiteral("Answer"), [](Scenario &s) { s.decision.complianceBeyondZdr = true; });
    EXPECT_TRUE(child<QLabel>(&decision, "decisionRecommendation")->text().startsWith(QStringLiteral("Use the API: ")))
        << child<QLabel>(&decision, "decisionRecommendation")->text().toStdString();
    decision.show();
    EXPECT_TRUE(child<QLabel>(&decision, "decisionRecommendation")->text().startsWith(QStringLiteral("Self-host: ")))
        << child<QLabel>(&decision, "decisionRecommendation")->text().toStdString();
}

TEST(MainWindowViews, At1024x768EveryHourOfTheHybridDayShowsWhole) // #33 item 2
{
    MainWindow window(shippedPreset(hybridPreset), {}, false);
    window.resize(1024, 768);
    window.show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(&window));
    window.showHybrid();
    QCoreApplication::processEvents();
    HybridView *view = peer(window).hybridView();
    for (const char *name : { "hybridTable", "hybridTableAfternoon" }) {
        auto *table = child<QTableWidget>(view, name);
        ASSERT_TRUE(table->isVisible()) << name;
        for (int hour = 0; hour < 24; ++hour) {
            for (const HybridView::Row row : { HybridView::DemandRow, HybridView::NodesRow }) {
                const QTableWidgetItem *item = view->cell(row, hour);
                ASSERT_NE(item, nullptr);
                if (item->tableWidget() != table)
                    continue;
                EXPECT_GE(table->columnWidth(item->column()),
                    table->fontMetrics().horizontalAdvance(item->text())
                        + 2 * table->style()->pixelMetric(QStyle::PM_FocusFrameHMargin) + 2)
                    << "hour " << hour << ": " << item->text().toStdString();
            }
        }
    }
    EXPECT_EQ(view->cell(HybridView::DemandRow, 9)->text(), QStringLiteral("2,000"));
    EXPECT_EQ(
        view->cell(HybridView::DemandRow, 23)->tableWidget()->objectName(), QStringLiteral("hybridTableAfternoon"));
}

TEST(MainWindowViews, TheHybridAndDecisionTabsCanBeBroughtToTheFront)
{
    MainWindow window(shippedPreset(hybridPreset), {}, false);
    window.resize(1600, 1000);
    window.show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(&window));
    QCoreApplication::processEvents();
    window.showHybrid();
    EXPECT_TRUE(peer(window).hybridView()->isVisibleTo(&window));
    window.showDecision();
    EXPECT_TRUE(peer(window).decisionView()->isVisibleTo(&window));
    EXPECT_TRUE(child<QLabel>(peer(window).decisionView(), "decisionRecommendation")
                    ->text()
                    .contains(QStringLiteral("hybrid")));
    // In the narrow layout the views are tabs over the results, and the one in front stays in front.
    window.resize(1200, 900);
    QCoreApplication::processEvents();
    EXPECT_TRUE(window.isNarrow());
    EXPECT_TRUE(peer(window).decisionView()->isVisibleTo(&window));
    window.showHybrid();
    EXPECT_TRUE(peer(window).hybridView()->isVisibleTo(&window));
    window.resize(1600, 1000);
    QCoreApplication::processEvents();
    EXPECT_FALSE(window.isNarrow());
    EXPECT_TRUE(peer(window).hybridView()->isVisibleTo(&window));
}

TEST(HybridExports, TheCsvCarriesTheDecisionAndThePlan)
{
    const Scenario s = shippedPreset(hybridPreset);
    const QString csv = QString::fromUtf8(csvExport(s, evaluate(s), QStringLiteral("USD")));
    const QStringList blocks = csv.split(QStringLiteral("\n\n"));
    // One table per chart of the registry (the hybrid day's last), the break-even table, the
    // decision, the plan, the inputs (#13).
    const qsizetype charts = static_cast<qsizetype>(chartKinds().size());
    ASSERT_EQ(blocks.size(), charts + 4) << csv.right(2000).toStdString();
    EXPECT_TRUE(blocks[charts + 3].startsWith(QStringLiteral("path,value,unit,currency,low,high\n")));
    ASSERT_EQ(chartKinds().back().kind, ChartKind::Hybrid);
    EXPECT_TRUE(blocks[charts + 1].startsWith(QStringLiteral("decision,value\nrecommendation,hybrid\n")));
    EXPECT_TRUE(blocks[charts + 2].contains(QStringLiteral("\nhours_on_per_day,8.45\n")));
    EXPECT_TRUE(blocks[charts + 2].contains(QStringLiteral("\nall_api_USD,22776\n")));
    EXPECT_TRUE(blocks[charts + 2].contains(QStringLiteral("\nall_self_host_USD,41456.7")));
    const QStringList hours = blocks[charts - 1].split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    ASSERT_EQ(hours.size(), 25);
    EXPECT_EQ(hours[0], QStringLiteral("hour,demand_tok_s,nodes_on,self_hosted_tok_s,api_tok_s"));
    EXPECT_EQ(hours[10], QStringLiteral("9,2000,1,2000,0"));
    EXPECT_EQ(hours[18], QStringLiteral("17,300,0,0,300"));
}
