#include "presetio.h"
#include "scenariodocument.h"

#include <QSignalSpy>
#include <QUndoStack>

#include <gtest/gtest.h>

#include <set>
#include <vector>

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

// #9: the undo history is capped, so a long session of drags does not keep every snapshot.
TEST(ScenarioDocument, UndoHistoryKeepsTheLastUndoLimitSteps)
{
    ScenarioDocument doc(defaultScenario());
    EXPECT_EQ(ScenarioDocument::undoLimit, 200);
    EXPECT_EQ(doc.undoStack()->undoLimit(), ScenarioDocument::undoLimit);
    for (int i = 1; i <= ScenarioDocument::undoLimit + 50; ++i) {
        doc.closeMerge();
        doc.setValue(Param::Throughput, 100.0 + i);
    }
    EXPECT_EQ(doc.undoStack()->count(), ScenarioDocument::undoLimit);
    while (doc.undoStack()->canUndo())
        doc.undoStack()->undo();
    // The oldest step kept is the 51st: undoing everything gets back to the 50th value.
    EXPECT_DOUBLE_EQ(doc.scenario().operation.throughputTokS, 150.0);
    EXPECT_TRUE(doc.isModified()) << "the saved state fell off the history";
}

// #9: one typed signal per kind of change, so each view redraws only for what it shows.
TEST(ScenarioDocument, EachKindOfChangeHasItsOwnSignal)
{
    ScenarioDocument doc(defaultScenario());
    QSignalSpy values(&doc, &ScenarioDocument::valuesChanged);
    QSignalSpy structure(&doc, &ScenarioDocument::structureChanged);
    QSignalSpy currency(&doc, &ScenarioDocument::displayCurrencyChanged);
    QSignalSpy file(&doc, &ScenarioDocument::fileChanged);
    const auto counts = [&] {
        return std::vector<qsizetype> { values.count(), structure.count(), currency.count(), file.count() };
    };

    doc.setValue(Param::Utilization, 0.5); // a value; the stack leaves its clean state
    EXPECT_EQ(counts(), (std::vector<qsizetype> { 1, 0, 0, 1 }));
    doc.modify(QStringLiteral("Add"), [](Scenario &s) { s.offers.push_back(s.offers.front()); });
    EXPECT_EQ(counts(), (std::vector<qsizetype> { 1, 1, 0, 1 }));
    ASSERT_TRUE(doc.setDisplayCurrency(QStringLiteral("CNY")));
    EXPECT_EQ(counts(), (std::vector<qsizetype> { 1, 1, 1, 1 }));
    EXPECT_EQ(currency.last().at(0).toString(), QStringLiteral("CNY"));
    doc.undoStack()->undo(); // the currency step: only the currency
    EXPECT_EQ(counts(), (std::vector<qsizetype> { 1, 1, 2, 1 }));
    EXPECT_EQ(doc.displayCurrency(), QStringLiteral("USD"));
    doc.undoStack()->undo(); // the added offer: structure
    EXPECT_EQ(counts(), (std::vector<qsizetype> { 1, 2, 2, 1 }));
    doc.markSaved(QStringLiteral("/tmp/saved.json")); // clean and a path: the file
    EXPECT_GE(file.count(), 2);
    EXPECT_FALSE(doc.isModified());
    EXPECT_EQ(doc.filePath(), QStringLiteral("/tmp/saved.json"));
    EXPECT_EQ(doc.displayName(), QStringLiteral("saved.json"));
    EXPECT_EQ(values.count(), 1);
    EXPECT_EQ(structure.count(), 2);
}

// #9: displayRate() gave 1.0 for a currency without a rate; the document never holds one now.
TEST(ScenarioDocument, NeverShowsACurrencyWithoutARate)
{
    Scenario s = defaultScenario();
    s.displayCurrency = QStringLiteral("XTS"); // no rate in the scenario
    ScenarioDocument doc(s);
    EXPECT_EQ(doc.displayCurrency(), QStringLiteral("USD"));
    EXPECT_DOUBLE_EQ(doc.displayRate(), 1.0);

    // Unknown and no rate offered: refused, nothing changes, no undo step.
    EXPECT_FALSE(doc.setDisplayCurrency(QStringLiteral("GBP")));
    EXPECT_FALSE(doc.setDisplayCurrency(QStringLiteral("GBP"), 0.0));
    EXPECT_EQ(doc.displayCurrency(), QStringLiteral("USD"));
    EXPECT_EQ(doc.undoStack()->count(), 0);

    // With a rate: one step that adds it; undo takes both away.
    ASSERT_TRUE(doc.setDisplayCurrency(QStringLiteral("GBP"), 0.79));
    EXPECT_EQ(doc.undoStack()->count(), 1);
    EXPECT_DOUBLE_EQ(doc.displayRate(), 0.79);
    EXPECT_DOUBLE_EQ(doc.toDisplay(10.0), 7.9);
    doc.undoStack()->undo();
    EXPECT_EQ(doc.displayCurrency(), QStringLiteral("USD"));
    EXPECT_FALSE(doc.scenario().fxRate(QStringLiteral("GBP")).has_value());
    doc.undoStack()->redo();
    EXPECT_EQ(doc.displayCurrency(), QStringLiteral("GBP"));

    // An edit that removes the shown currency's rate shows USD in the same step.
    doc.closeMerge();
    doc.modify(QStringLiteral("Drop rate"), [](Scenario &x) { x.fxPerUsd.erase(QStringLiteral("GBP")); });
    EXPECT_EQ(doc.displayCurrency(), QStringLiteral("USD"));
    EXPECT_DOUBLE_EQ(doc.displayRate(), 1.0);
    doc.undoStack()->undo();
    EXPECT_EQ(doc.displayCurrency(), QStringLiteral("GBP"));
    EXPECT_DOUBLE_EQ(doc.displayRate(), 0.79);

    // Opening a scenario whose display currency has no rate: USD.
    doc.reset(s);
    EXPECT_EQ(doc.displayCurrency(), QStringLiteral("USD"));
    EXPECT_TRUE(doc.presetProblems().isEmpty()) << doc.presetProblems().toStdString();
}

// #9: switching the display currency away and back within the merge window is no change at all.
TEST(ScenarioDocument, SwitchingTheCurrencyBackIsNoUndoStep)
{
    ScenarioDocument doc(defaultScenario());
    qint64 now = 0;
    doc.setClock([&] { return now; });
    ASSERT_TRUE(doc.scenario().displayCurrency.isEmpty());
    ASSERT_TRUE(doc.setDisplayCurrency(QStringLiteral("CNY")));
    now += 100;
    ASSERT_TRUE(doc.setDisplayCurrency(QStringLiteral("USD")));
    EXPECT_EQ(doc.undoStack()->count(), 0);
    EXPECT_FALSE(doc.isModified());
    EXPECT_EQ(doc.scenario(), defaultScenario()) << "no display_currency written where there was none";
}
