// The window's uncertainty runner (#13 speed): outside a drag each request starts at once; while a
// slider is held the run in progress finishes and is shown, the newest request waits its turn, and
// the one left when the slider is released runs at once, so the bands end where the drag ends.

#include "chartdata.h"
#include "mainwindow.h"
#include "mainwindowpeer.h"
#include "presetio.h"
#include "shippedpresets.h"
#include "uncertaintyresult.h"
#include "uncertaintyrunner.h"

#include <QSignalSpy>

#include <gtest/gtest.h>

using namespace breakeven;

namespace {

/// The default scenario at \a throughput tok/s.
Scenario at(double throughput)
{
    Scenario s = defaultScenario();
    s.operation.throughputTokS = throughput;
    return s;
}

MonteCarloOptions options(const Scenario &s)
{
    return costBandOptions(s, evaluate(s), UncertaintyRunner::windowSamples);
}

/// The median cost per output Mtok a run over \a s finds, computed here.
double expectedMedian(const Scenario &s)
{
    const std::optional<UncertaintyResult> r = runUncertainty(s, options(s));
    EXPECT_TRUE(r.has_value());
    return r ? r->monteCarlo.costPerOutputMtok.p50 : 0.0;
}

} // namespace

TEST(UncertaintyRunner, OutsideADragEachRequestStartsAtOnceAndTheNewestIsShown)
{
    ASSERT_FALSE(defaultScenario().ranges.empty());
    UncertaintyRunner runner;
    const Scenario a = at(300.0);
    const Scenario b = at(900.0);
    runner.request(a, options(a));
    runner.request(b, options(b));
    EXPECT_EQ(runner.startedRuns(), 2);
    EXPECT_FALSE(runner.isWaiting());
    ASSERT_TRUE(runner.waitForCurrent(60000));
    ASSERT_TRUE(runner.result().has_value());
    EXPECT_DOUBLE_EQ(runner.result()->monteCarlo.costPerOutputMtok.p50, expectedMedian(b));
}

TEST(UncertaintyRunner, WhileASliderIsHeldRequestsWaitAndTheLastOneRunsOnRelease)
{
    UncertaintyRunner runner;
    runner.setInteractive(true);
    const Scenario first = at(300.0);
    runner.request(first, options(first)); // nothing runs: it starts
    EXPECT_EQ(runner.startedRuns(), 1);
    for (double t : { 400.0, 500.0, 600.0 }) {
        const Scenario s = at(t);
        runner.request(s, options(s)); // the first run is in progress: each waits, replacing the one before
    }
    EXPECT_EQ(runner.startedRuns(), 1);
    EXPECT_TRUE(runner.isWaiting());
    EXPECT_FALSE(runner.isCurrent());

    runner.setInteractive(false); // released: the last request starts at once
    EXPECT_EQ(runner.startedRuns(), 2);
    EXPECT_FALSE(runner.isWaiting());
    ASSERT_TRUE(runner.waitForCurrent(60000));
    EXPECT_EQ(runner.startedRuns(), 2); // 400 and 500 never ran
    EXPECT_DOUBLE_EQ(runner.result()->monteCarlo.costPerOutputMtok.p50, expectedMedian(at(600.0)));
}

TEST(UncertaintyRunner, WhileASliderIsHeldTheRunInProgressIsShownThenTheNewestRequestRuns)
{
    UncertaintyRunner runner;
    QSignalSpy finished(&runner, &UncertaintyRunner::finished);
    runner.setInteractive(true);
    const Scenario first = at(300.0);
    const Scenario last = at(700.0);
    runner.request(first, options(first));
    runner.request(last, options(last));

    // The run in progress is not cancelled: its bands are drawn while the drag goes on.
    ASSERT_TRUE(finished.wait(60000));
    EXPECT_DOUBLE_EQ(runner.result()->monteCarlo.costPerOutputMtok.p50, expectedMedian(first));
    EXPECT_FALSE(runner.isCurrent());

    // Then the newest request has its turn, still within the drag.
    if (finished.count() < 2) {
        ASSERT_TRUE(finished.wait(60000));
    }
    EXPECT_TRUE(runner.isCurrent());
    EXPECT_EQ(runner.startedRuns(), 2);
    EXPECT_DOUBLE_EQ(runner.result()->monteCarlo.costPerOutputMtok.p50, expectedMedian(last));
}

// Issue 28: the document's change signals say what changed, and the window runs the uncertainty
// analysis again only for a change that can move its figures: answering a decision question or
// shaping the hybrid day starts no Monte Carlo run.
TEST(UncertaintyRunner, TheWindowRunsItAgainOnlyForAChangeThatMovesItsFigures)
{
    const Scenario ranged = test::shippedPreset("china-b300-buy.json");
    ASSERT_FALSE(ranged.ranges.empty());
    MainWindow window(ranged, QString(), false);
    UncertaintyRunner *runner = window.uncertainty();
    ASSERT_TRUE(runner->waitForCurrent(60000));
    const int runs = runner->startedRuns();
    ScenarioDocument *doc = peer(window).document();
    ASSERT_FALSE(doc->setField(*findField(u"decision.need_weights"), QStringLiteral("true")).has_value());
    doc->setValue(param::hybridPeak, 800.0);
    EXPECT_EQ(runner->startedRuns(), runs);
    doc->setValue(param::utilization, 0.5);
    EXPECT_EQ(runner->startedRuns(), runs + 1);
    EXPECT_TRUE(runner->waitForCurrent(60000));
}
