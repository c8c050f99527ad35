#include "presetio.h"
#include "scenariodocument.h"

#include <QSignalSpy>
#include <QUndoStack>

#include <gtest/gtest.h>

#include <set>

using namespace breakeven;

TEST(ScenarioDocument, SetValueUpdatesEvaluationAndEmitsChangedOnce)
{
    ScenarioDocument doc(defaultScenario());
    QSignalSpy spy(&doc, &ScenarioDocument::valuesChanged);
    doc.setValue(Param::Throughput, 500.0);
    EXPECT_EQ(spy.count(), 1);
    EXPECT_DOUBLE_EQ(doc.scenario().operation.throughputTokS, 500.0);
    Scenario expected = defaultScenario();
    expected.operation.throughputTokS = 500.0;
    EXPECT_EQ(doc.scenario(), expected);
    EXPECT_DOUBLE_EQ(inDollarsPerMtok(*doc.evaluation().selfHost.costPerOutputToken),
        inDollarsPerMtok(*evaluate(expected).selfHost.costPerOutputToken));
}

TEST(ScenarioDocument, UnchangedValueIsNotAnUndoStep)
{
    ScenarioDocument doc(defaultScenario());
    doc.setValue(Param::Throughput, doc.value(Param::Throughput));
    EXPECT_EQ(doc.undoStack()->count(), 0);
}

TEST(ScenarioDocument, UndoRestoresTheExactPreviousScenario)
{
    const Scenario original = defaultScenario();
    ScenarioDocument doc(original);
    doc.setValue(Param::Throughput, 1234.0);
    const Scenario afterFirst = doc.scenario();
    doc.closeMerge();
    doc.setValue(Param::Utilization, 0.25);
    const Scenario afterSecond = doc.scenario();
    ASSERT_EQ(doc.undoStack()->count(), 2);

    doc.undoStack()->undo();
    EXPECT_EQ(doc.scenario(), afterFirst);
    doc.undoStack()->undo();
    EXPECT_EQ(doc.scenario(), original);
    EXPECT_EQ(doc.evaluation().selfHost.outputPerMonth, evaluate(original).selfHost.outputPerMonth);
    doc.undoStack()->redo();
    doc.undoStack()->redo();
    EXPECT_EQ(doc.scenario(), afterSecond);
}

// #8: the merge tests drive the document's clock by hand: no waiting on real time, and no
// assumption that a few calls finish within the merge window.
TEST(ScenarioDocument, QuickChangesOfOneParameterMergeDifferentParametersDoNot)
{
    ScenarioDocument doc(defaultScenario());
    qint64 now = 0;
    doc.setClock([&] { return now; });
    doc.setValue(Param::Throughput, 100.0);
    now += 200;
    doc.setValue(Param::Throughput, 110.0);
    now += ScenarioDocument::mergeWindowMs; // measured from the last change, not the first
    doc.setValue(Param::Throughput, 120.0);
    EXPECT_EQ(doc.undoStack()->count(), 1);
    doc.setValue(Param::CacheHit, 0.5);
    EXPECT_EQ(doc.undoStack()->count(), 2);
    doc.undoStack()->undo();
    EXPECT_DOUBLE_EQ(doc.scenario().operation.throughputTokS, 120.0);
    doc.undoStack()->undo();
    EXPECT_EQ(doc.scenario(), defaultScenario());
}

TEST(ScenarioDocument, ChangesFurtherApartThanTheMergeWindowAreSeparateSteps)
{
    ScenarioDocument doc(defaultScenario());
    qint64 now = 1000;
    doc.setClock([&] { return now; });
    doc.setValue(Param::Throughput, 100.0);
    now += ScenarioDocument::mergeWindowMs + 1;
    doc.setValue(Param::Throughput, 200.0);
    EXPECT_EQ(doc.undoStack()->count(), 2);
    doc.undoStack()->undo();
    EXPECT_DOUBLE_EQ(doc.scenario().operation.throughputTokS, 100.0);
}

TEST(ScenarioDocument, AHeldSliderMergesEvenWhenSlow)
{
    ScenarioDocument doc(defaultScenario());
    qint64 now = 0;
    doc.setClock([&] { return now; });
    doc.setInteractive(true);
    doc.setValue(Param::Throughput, 100.0);
    now += 60 * 1000; // a minute on the slider
    doc.setValue(Param::Throughput, 200.0);
    doc.setInteractive(false);
    EXPECT_EQ(doc.undoStack()->count(), 1);
    // The release ends the merge, even within the window: the next change is a new step.
    now += 1;
    doc.setValue(Param::Throughput, 300.0);
    EXPECT_EQ(doc.undoStack()->count(), 2);
}

TEST(ScenarioDocument, DraggingBackToTheStartLeavesNoStep)
{
    ScenarioDocument doc(defaultScenario());
    doc.setInteractive(true);
    doc.setValue(Param::Throughput, 100.0);
    doc.setValue(Param::Throughput, 92.0);
    doc.setInteractive(false);
    EXPECT_EQ(doc.undoStack()->count(), 0);
    EXPECT_EQ(doc.scenario(), defaultScenario());
}

TEST(ScenarioDocument, ValuesAreClampedToTheFormatsRanges)
{
    ScenarioDocument doc(defaultScenario());
    doc.setValue(Param::Utilization, 1.5);
    EXPECT_DOUBLE_EQ(doc.scenario().operation.utilization, 1.0);
    doc.setValue(Param::Redundancy, 0.2);
    EXPECT_DOUBLE_EQ(doc.scenario().cost.redundancy, 1.0);
    doc.setValue(Param::GpuCount, 0.0);
    EXPECT_EQ(doc.scenario().hardware.count, 1);
}

TEST(ScenarioDocument, DisplayCurrencyConvertsThroughTheScenariosRate)
{
    ScenarioDocument doc(defaultScenario());
    QSignalSpy spy(&doc, &ScenarioDocument::displayCurrencyChanged);
    doc.setDisplayCurrency(QStringLiteral("CNY"));
    EXPECT_EQ(spy.count(), 1);
    EXPECT_DOUBLE_EQ(doc.toDisplay(10.0), 72.5);
    doc.setDisplayCurrency(QStringLiteral("XYZ")); // unknown: ignored
    EXPECT_EQ(doc.displayCurrency(), QStringLiteral("CNY"));
}

TEST(ScenarioDocument, OpensInThePresetsDisplayCurrency)
{
    Scenario s = defaultScenario();
    s.displayCurrency = QStringLiteral("CNY");
    ScenarioDocument doc(s);
    EXPECT_EQ(doc.displayCurrency(), QStringLiteral("CNY"));
    QSignalSpy changed(&doc, &ScenarioDocument::structureChanged);
    doc.reset(defaultScenario()); // no display_currency: USD, whatever was shown before
    EXPECT_EQ(doc.displayCurrency(), QStringLiteral("USD"));
    EXPECT_EQ(changed.count(), 1); // one redraw per open
    s.displayCurrency = QStringLiteral("EUR");
    doc.reset(s);
    EXPECT_EQ(doc.displayCurrency(), QStringLiteral("EUR"));
}

// #review: merge keys of different edits collided (overhead row 12 / column 1 was the
// exchange-rate key), so two unrelated edits could merge into one undo step.
TEST(MergeKeys, EveryKindOfEditHasItsOwnRange)
{
    std::set<int> keys { mergekey::exchangeRate };
    for (int row = 0; row < 200; ++row)
        for (int column = 0; column < mergekey::cellsPerRow; ++column) {
            EXPECT_TRUE(keys.insert(mergekey::overheadCell(row, column)).second) << row << "," << column;
            EXPECT_TRUE(keys.insert(mergekey::offerCell(row, column)).second) << row << "," << column;
        }
    for (int key : keys)
        EXPECT_GE(key, 0);
}
