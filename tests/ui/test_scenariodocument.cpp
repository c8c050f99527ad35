#include "presetio.h"
#include "scenariodocument.h"

#include <QSignalSpy>
#include <QUndoStack>

#include <gtest/gtest.h>

#include <cmath>
#include <limits>
#include <set>
#include <vector>

using namespace breakeven;

TEST(ScenarioDocument, SetValueUpdatesEvaluationAndEmitsChangedOnce)
{
    ScenarioDocument doc(defaultScenario());
    QSignalSpy spy(&doc, &ScenarioDocument::valuesChanged);
    doc.setValue(parameter(u"operation.throughput_tok_s"), 500.0);
    EXPECT_EQ(spy.count(), 1);
    EXPECT_DOUBLE_EQ(doc.scenario().operation.throughputTokS, 500.0);
    Scenario expected = defaultScenario();
    expected.operation.throughputTokS = 500.0;
    // #26: the throughput's range moves with it, by the same ratio (a logarithmic slider).
    Range &range = expected.ranges.at(QStringLiteral("operation.throughput_tok_s"));
    range.low *= 500.0 / 92.0;
    range.high *= 500.0 / 92.0;
    EXPECT_EQ(doc.scenario(), expected);
    EXPECT_DOUBLE_EQ(inDollarsPerMtok(*doc.evaluation().selfHost.costPerOutputToken),
        inDollarsPerMtok(*evaluate(expected).selfHost.costPerOutputToken));
}

TEST(ScenarioDocument, UnchangedValueIsNotAnUndoStep)
{
    ScenarioDocument doc(defaultScenario());
    doc.setValue(parameter(u"operation.throughput_tok_s"), doc.value(parameter(u"operation.throughput_tok_s")));
    EXPECT_EQ(doc.undoStack()->count(), 0);
}

TEST(ScenarioDocument, UndoRestoresTheExactPreviousScenario)
{
    const Scenario original = defaultScenario();
    ScenarioDocument doc(original);
    doc.setValue(parameter(u"operation.throughput_tok_s"), 1234.0);
    const Scenario afterFirst = doc.scenario();
    doc.closeMerge();
    doc.setValue(parameter(u"operation.utilization"), 0.25);
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
    doc.setValue(parameter(u"operation.throughput_tok_s"), 100.0);
    now += 200;
    doc.setValue(parameter(u"operation.throughput_tok_s"), 110.0);
    now += ScenarioDocument::mergeWindowMs; // measured from the last change, not the first
    doc.setValue(parameter(u"operation.throughput_tok_s"), 120.0);
    EXPECT_EQ(doc.undoStack()->count(), 1);
    doc.setValue(parameter(u"workload.cache_hit"), 0.5);
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
    doc.setValue(parameter(u"operation.throughput_tok_s"), 100.0);
    now += ScenarioDocument::mergeWindowMs + 1;
    doc.setValue(parameter(u"operation.throughput_tok_s"), 200.0);
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
    doc.setValue(parameter(u"operation.throughput_tok_s"), 100.0);
    now += 60 * 1000; // a minute on the slider
    doc.setValue(parameter(u"operation.throughput_tok_s"), 200.0);
    doc.setInteractive(false);
    EXPECT_EQ(doc.undoStack()->count(), 1);
    // The release ends the merge, even within the window: the next change is a new step.
    now += 1;
    doc.setValue(parameter(u"operation.throughput_tok_s"), 300.0);
    EXPECT_EQ(doc.undoStack()->count(), 2);
}

TEST(ScenarioDocument, DraggingBackToTheStartLeavesNoStep)
{
    ScenarioDocument doc(defaultScenario());
    doc.setInteractive(true);
    doc.setValue(parameter(u"operation.throughput_tok_s"), 100.0);
    doc.setValue(parameter(u"operation.throughput_tok_s"), 92.0);
    doc.setInteractive(false);
    EXPECT_EQ(doc.undoStack()->count(), 0);
    EXPECT_EQ(doc.scenario(), defaultScenario());
}

TEST(ScenarioDocument, ValuesAreClampedToTheFormatsRanges)
{
    ScenarioDocument doc(defaultScenario());
    doc.setValue(parameter(u"operation.utilization"), 1.5);
    EXPECT_DOUBLE_EQ(doc.scenario().operation.utilization, 1.0);
    doc.setValue(parameter(u"cost.redundancy"), 0.2);
    EXPECT_DOUBLE_EQ(doc.scenario().cost.redundancy, 1.0);
    doc.setValue(parameter(u"hardware.count"), 0.0);
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

TEST(ScenarioDocument, TheUndoStepIsNamedAfterTheParametersLabel)
{
    ScenarioDocument doc(defaultScenario());
    doc.setValue(parameter(u"operation.throughput_tok_s"), 500.0);
    EXPECT_EQ(doc.undoStack()->undoText(), QStringLiteral("Change Sustained throughput"));
    doc.closeMerge();
    doc.setValue(parameter(u"cost.redundancy"), 2.0);
    EXPECT_EQ(doc.undoStack()->undoText(), QStringLiteral("Change Redundancy (cold spare)"));
}

// Every single parameter, and an element of each family, merges only with itself: quick changes
// of two parameters after each other are two steps, of one parameter one.
TEST(ScenarioDocument, EveryParameterHasAMergeKeyOfItsOwn)
{
    const Scenario start = defaultScenario();
    ScenarioDocument doc(start);
    qint64 now = 0;
    doc.setClock([&] { return now; });
    int steps = 0;
    for (const Parameter &p : parameters()) {
        for (std::size_t i = 0; i < std::min<std::size_t>(p.count(start), 2); ++i) {
            const ParamRef ref { &p, i };
            const double current = ref.get(doc.scenario()).value_or(p.sliderMin);
            // Two values in the domain, both different from the current one.
            const double a = p.domain.clamp(current == p.sliderMax ? p.sliderMin : p.sliderMax);
            const double b = p.domain.clamp((a + current) / 2 == current ? a / 2 : (a + current) / 2);
            ASSERT_NE(a, current) << ref.path(start).toStdString();
            doc.setValue(ref, a);
            EXPECT_EQ(doc.undoStack()->count(), ++steps) << ref.path(start).toStdString();
            doc.setValue(ref, b == a ? current : b); // merges into the same step
            EXPECT_EQ(doc.undoStack()->count(), steps) << ref.path(start).toStdString();
        }
    }
    while (doc.undoStack()->canUndo())
        doc.undoStack()->undo();
    EXPECT_EQ(doc.scenario(), start);
}

// Whatever a control sends (below, above, between the bounds, not a number), the document stores
// a value of the parameter's domain, and one the preset reader accepts.
TEST(ScenarioDocument, TheClampKeepsEveryParameterInItsDomain)
{
    const double probes[]
        = { -1e300, -1.0, 0.0, 1e-9, 0.5, 1.5, 7.3, 1e16, 1e300, std::numeric_limits<double>::quiet_NaN(),
              std::numeric_limits<double>::infinity(), -std::numeric_limits<double>::infinity() };
    for (const Parameter &p : parameters()) {
        const Scenario start = defaultScenario();
        if (p.count(start) == 0)
            continue;
        for (double probe : probes) {
            ScenarioDocument doc(start);
            const ParamRef ref { &p, 0 };
            doc.setValue(ref, probe);
            const std::optional<double> stored = ref.get(doc.scenario());
            ASSERT_TRUE(stored.has_value()) << p.key;
            EXPECT_TRUE(p.domain.contains(*stored)) << p.key << " given " << probe << " stored " << *stored;
            const PresetResult reread = parsePreset(serializePreset(doc.scenario()));
            EXPECT_TRUE(reread.ok()) << p.key << " given " << probe << ": " << reread.errorText().toStdString();
        }
    }
}

TEST(ScenarioDocument, AnOptionalParameterCanBeClearedAndSetAgainARequiredOneCannotBeCleared)
{
    for (const Parameter &p : parameters()) {
        if (p.collection != Collection::None)
            continue;
        Scenario start = defaultScenario();
        ScenarioDocument doc(start);
        const std::optional<double> before = doc.value(p);
        if (!p.optional) {
            doc.setValue(p, std::nullopt);
            EXPECT_EQ(doc.value(p), before) << p.key;
            EXPECT_EQ(doc.undoStack()->count(), 0) << p.key;
            continue;
        }
        const double some = p.domain.clamp(p.sliderMin * 2);
        doc.setValue(p, some);
        EXPECT_EQ(doc.value(p), std::optional<double>(some)) << p.key;
        doc.closeMerge();
        doc.setValue(p, std::nullopt);
        EXPECT_FALSE(doc.value(p).has_value()) << p.key;
        doc.undoStack()->undo();
        EXPECT_EQ(doc.value(p), std::optional<double>(some)) << p.key;
        doc.undoStack()->undo();
        EXPECT_EQ(doc.value(p), before) << p.key;
    }
}

TEST(ScenarioDocument, SetFieldIsUndoableAndRefusesWhatTheFieldRefuses)
{
    ScenarioDocument doc(defaultScenario());
    const Field &gpu = *findField(u"hardware.gpu");
    EXPECT_FALSE(doc.setField(gpu, QStringLiteral("H200")).has_value());
    EXPECT_EQ(doc.scenario().hardware.gpu, QStringLiteral("H200"));
    EXPECT_EQ(doc.undoStack()->undoText(), QStringLiteral("Change GPU type"));
    EXPECT_TRUE(doc.setField(gpu, QString(gpu.maxLength + 1, QLatin1Char('x'))).has_value());
    EXPECT_EQ(doc.scenario().hardware.gpu, QStringLiteral("H200"));
    EXPECT_TRUE(doc.setField(*findField(u"hardware.native_mxfp4"), QStringLiteral("maybe")).has_value());
    EXPECT_EQ(doc.undoStack()->count(), 1);
    doc.undoStack()->undo();
    EXPECT_EQ(doc.scenario(), defaultScenario());
}

// #9: the undo history is capped, so a long session of drags does not keep every snapshot.
TEST(ScenarioDocument, UndoHistoryKeepsTheLastUndoLimitSteps)
{
    ScenarioDocument doc(defaultScenario());
    EXPECT_EQ(ScenarioDocument::undoLimit, 200);
    EXPECT_EQ(doc.undoStack()->undoLimit(), ScenarioDocument::undoLimit);
    for (int i = 1; i <= ScenarioDocument::undoLimit + 50; ++i) {
        doc.closeMerge();
        doc.setValue(parameter(u"operation.throughput_tok_s"), 100.0 + i);
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

    doc.setValue(parameter(u"operation.utilization"), 0.5); // a value; the stack leaves its clean state
    EXPECT_EQ(counts(), (std::vector<qsizetype> { 1, 0, 0, 1 }));
    doc.modify(QStringLiteral("Add"), [](Scenario &s) { s.offers.push_back(s.offers.front()); });
    EXPECT_EQ(counts(), (std::vector<qsizetype> { 1, 1, 0, 1 }));
    ASSERT_TRUE(doc.setDisplayCurrency(QStringLiteral("CNY"))); // a view choice: only the currency
    EXPECT_EQ(counts(), (std::vector<qsizetype> { 1, 1, 1, 1 }));
    EXPECT_EQ(currency.last().at(0).toString(), QStringLiteral("CNY"));
    ASSERT_TRUE(doc.setDisplayCurrency(QStringLiteral("USD")));
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

// Issue 28: the change signals say what changed, by the registry's groups, and the results come
// after each change as one shared value, computed once.
TEST(ScenarioDocument, ChangeSignalsSayWhichGroupsChangedAndTheResultsComeOnceAsAValue)
{
    ScenarioDocument doc(defaultScenario());
    std::vector<ScenarioChange> changes;
    QObject::connect(&doc, &ScenarioDocument::valuesChanged, [&](const ScenarioChange &c) { changes.push_back(c); });
    std::vector<ResultsPtr> results;
    QObject::connect(&doc, &ScenarioDocument::resultsChanged, [&](const ResultsPtr &r) { results.push_back(r); });

    const int computed = doc.resultsCount();
    doc.setValue(param::utilization, 0.5);
    ASSERT_EQ(changes.size(), 1u);
    EXPECT_EQ(changes.back().groups, ScenarioChange::bit(ParamGroup::Operation));
    EXPECT_TRUE(changes.back().movesEvaluation());
    ASSERT_EQ(results.size(), 1u);
    EXPECT_EQ(results.back(), doc.resultsPtr()); // the document's own value, not a copy
    EXPECT_EQ(doc.resultsCount(), computed + 1);
    EXPECT_EQ(results.back()->evaluation.selfHost.monthlyCost, evaluate(doc.scenario()).selfHost.monthlyCost);

    doc.closeMerge();
    ASSERT_FALSE(doc.setField(*findField(u"decision.need_weights"), QStringLiteral("true")).has_value());
    EXPECT_EQ(changes.back().groups, ScenarioChange::bit(ParamGroup::Decision));
    EXPECT_FALSE(changes.back().movesEvaluation());
    EXPECT_EQ(results.size(), 2u);

    doc.setValue(param::hybridPeak, 800.0);
    EXPECT_EQ(changes.back().groups, ScenarioChange::bit(ParamGroup::Hybrid));
    EXPECT_FALSE(changes.back().movesEvaluation());
    EXPECT_EQ(results.back()->hybrid.hours.size(), 24u);

    doc.modify(QStringLiteral("Range"),
        [](Scenario &s) { s.ranges[QStringLiteral("operation.utilization")] = Range(0.2, 0.6); });
    EXPECT_EQ(changes.back().groups, 0u);
    EXPECT_TRUE(changes.back().ranges);
    EXPECT_TRUE(changes.back().movesEvaluation());

    doc.undoStack()->undo(); // an undo says what it changes back
    EXPECT_TRUE(changes.back().ranges);
    doc.undoStack()->undo();
    EXPECT_EQ(changes.back().groups, ScenarioChange::bit(ParamGroup::Hybrid));
    EXPECT_EQ(results.size(), 6u);
}

TEST(ScenarioChange, ChangeBetweenNamesTheGroupsAndWhatTheRegistryDoesNotSee)
{
    const Scenario base = defaultScenario();
    EXPECT_TRUE(changeBetween(base, base).isEmpty());
    Scenario s = base;
    s.cost.gpuHour.amount = 9.0;
    s.offers.at(1).output = 3.0;
    EXPECT_EQ(
        changeBetween(base, s).groups, ScenarioChange::bit(ParamGroup::Rent) | ScenarioChange::bit(ParamGroup::Offers));
    Scenario fewer = base;
    fewer.offers.pop_back(); // a list's length
    EXPECT_TRUE(changeBetween(base, fewer).contains(ParamGroup::Offers));
    Scenario unknown = base;
    unknown.extra.insert(QStringLiteral("x_note"), 1);
    const ScenarioChange other = changeBetween(base, unknown);
    EXPECT_EQ(other.groups, 0u);
    EXPECT_TRUE(other.other);
    EXPECT_TRUE(other.movesEvaluation()); // unknown: assume it may
}
