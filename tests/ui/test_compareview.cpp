// Issue 30 item 1 in the window: the Compare view. Pinning the scenario and adding presets gives a
// column each whose B - A is the difference of the figures shown; an edit of the scenario changes
// its column only; a comparison saved and opened again names the same presets; a ninth scenario and
// a broken preset are refused with a message that says which and why.
#include "compareview.h"
#include "comparisonfile.h"
#include "comparisonreport.h"
#include "format.h"
#include "mainwindow.h"
#include "offercolumns.h"
#include "presetio.h"
#include "scenariodocument.h"

#include "findchild.h"
#include "shippedpresets.h"

#include <QAction>
#include <QDir>
#include <QFile>
#include <QLabel>
#include <QMenu>
#include <QTabWidget>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QUndoStack>

#include <gtest/gtest.h>

#include <memory>

using namespace breakeven;
using breakeven::test::child;
using breakeven::test::shippedPreset;

namespace {

QString presetPath(const char *file) { return QStringLiteral(BREAKEVEN_SOURCE_DIR "/presets/") + QLatin1String(file); }

/// The figure of \a view's grid at \a row (1 the answer, 2 what its recommendation costs a month, 3 its
/// B - A, 4 the self-hosted monthly total, 5 its B - A, 6 the cost per Mtok, 7 its B - A) in \a column.
QString cell(const CompareView &view, int row, std::size_t column)
{
    return child<QLabel>(&view, QStringLiteral("compareCell_%1_%2").arg(row).arg(column).toLatin1().constData())
        ->text();
}

/// A view of \a doc that collects its messages in \a messages instead of showing them.
std::unique_ptr<CompareView> viewOf(ScenarioDocument *doc, QStringList *messages)
{
    auto view = std::make_unique<CompareView>(doc);
    view->reportError = [messages](const QString &, const QString &message) { messages->append(message); };
    view->resize(1200, 900);
    view->show(); // follows the document while shown, as on its tab
    return view;
}

/// Every column's B - A against the first is the difference of the figures, and says so.
void expectDifferences(const CompareView &view)
{
    const Comparison &c = view.comparison();
    ASSERT_GE(c.scenarios.size(), 2U);
    const ComparedScenario &a = c.scenarios.front();
    const MoneyIn money = displayMoney(a.scenario(), QStringLiteral("USD"), format::locale());
    for (std::size_t i = 0; i < c.scenarios.size(); ++i) {
        const ComparedScenario &b = c.scenarios[i];
        ASSERT_TRUE(b.monthlyTotalChange);
        EXPECT_DOUBLE_EQ(b.monthlyTotalChange->difference, b.monthlyTotalUsd - a.monthlyTotalUsd) << i;
        ASSERT_TRUE(b.monthlyTotalChange->percent);
        EXPECT_NEAR(
            *b.monthlyTotalChange->percent, (b.monthlyTotalUsd - a.monthlyTotalUsd) / a.monthlyTotalUsd * 100.0, 1e-9);
        ASSERT_TRUE(b.costPerOutputMtokUsd && a.costPerOutputMtokUsd);
        EXPECT_DOUBLE_EQ(b.costPerOutputMtokChange->difference, *b.costPerOutputMtokUsd - *a.costPerOutputMtokUsd);
        // As shown: the figure, then its B - A in money and percent.
        EXPECT_EQ(cell(view, 4, i), money.text(b.monthlyTotalUsd, 0));
        EXPECT_EQ(cell(view, 1, i), b.answer().headline);
        // Beside the answer, what its recommendation costs a month (the amount its headline states).
        ASSERT_TRUE(b.answerMonthlyUsd);
        EXPECT_EQ(b.answerMonthlyUsd, b.answer().monthlyUsd);
        EXPECT_EQ(cell(view, 2, i), money.text(*b.answerMonthlyUsd, 0));
        EXPECT_TRUE(b.answer().headline.contains(money.text(*b.answerMonthlyUsd, 0)))
            << b.answer().headline.toStdString();
        if (i > 0) {
            const QString change = changeText(
                *b.monthlyTotalChange, [&](double v) { return money.text(v, 0); }, format::locale());
            EXPECT_TRUE(cell(view, 5, i).contains(change)) << cell(view, 5, i).toStdString();
            EXPECT_TRUE(cell(view, 5, i).contains(QStringLiteral("%")));
        }
    }
}

} // namespace

TEST(CompareView, PinAndOnePresetGiveThreeColumnsWhoseBMinusAIsTheDifference)
{
    auto doc = std::make_shared<ScenarioDocument>(
        shippedPreset("kimi-k31-pro-8xb300-modal.json"), presetPath("kimi-k31-pro-8xb300-modal.json"));
    QStringList messages;
    auto view = viewOf(doc.get(), &messages);
    const int steps = doc->undoStack()->count();
    ASSERT_TRUE(view->pinCurrent());
    // Pinning copies: the scenario, its undo history and its clean state are as they were.
    EXPECT_EQ(doc->undoStack()->count(), steps);
    EXPECT_FALSE(doc->isModified());
    // The current scenario moves away from its pinned self.
    const Parameter *utilization = findParameter(u"operation.utilization");
    ASSERT_NE(utilization, nullptr);
    doc->setValue(*utilization, 0.35);
    ASSERT_TRUE(view->addPresets({ presetPath("kimi-k31-pro-8xh200.json") }));
    EXPECT_TRUE(messages.isEmpty()) << messages.join(QLatin1Char('\n')).toStdString();
    const Comparison &c = view->comparison();
    ASSERT_EQ(c.scenarios.size(), 3U);
    EXPECT_EQ(view->set().currentColumn(), 1U);
    EXPECT_TRUE(cell(*view, 0, 0).contains(QStringLiteral("baseline")));
    EXPECT_TRUE(cell(*view, 0, 1).contains(QStringLiteral("current")));
    // The current column is the document's results, the others fixed.
    EXPECT_DOUBLE_EQ(c.scenarios[1].monthlyTotalUsd, doc->results().evaluation.selfHost.monthlyCost.value());
    // A rented node costs the same busy or idle; each output Mtok costs more at a lower utilization.
    EXPECT_DOUBLE_EQ(c.scenarios[0].monthlyTotalUsd, c.scenarios[1].monthlyTotalUsd);
    ASSERT_TRUE(c.scenarios[0].costPerOutputMtokUsd && c.scenarios[1].costPerOutputMtokUsd);
    EXPECT_GT(*c.scenarios[1].costPerOutputMtokUsd, *c.scenarios[0].costPerOutputMtokUsd);
    EXPECT_GT(c.scenarios[1].costPerOutputMtokChange->difference, 0.0);
    EXPECT_EQ(c.scenarios[2].scenario().name, shippedPreset("kimi-k31-pro-8xh200.json").name);
    expectDifferences(*view);
    // The utilisation differs between the pinned and the current scenario: listed among the first.
    bool listed = false;
    for (std::size_t i = 0; i < c.differingCount(); ++i)
        listed = listed || c.assumptions[i].path == QLatin1String("operation.utilization");
    EXPECT_TRUE(listed);
    EXPECT_EQ(child<QTableWidget>(view.get(), "compareDiffering")->rowCount(), static_cast<int>(c.differingCount()));
    EXPECT_EQ(child<QTableWidget>(view.get(), "compareSame")->rowCount(),
        static_cast<int>(c.assumptions.size() - c.differingCount()));
}

TEST(CompareView, TwoPresetsBesideTheScenarioMakeItTheBaseline)
{
    auto doc = std::make_shared<ScenarioDocument>(shippedPreset("kimi-k31-pro-8xb300-modal.json"));
    QStringList messages;
    auto view = viewOf(doc.get(), &messages);
    ASSERT_TRUE(view->addPresets({ presetPath("kimi-k31-pro-8xh200.json"), presetPath("china-b300-buy.json") }));
    ASSERT_EQ(view->comparison().scenarios.size(), 3U);
    EXPECT_EQ(view->set().currentColumn(), 0U);
    expectDifferences(*view);
    // Each scenario's line on the overlaid charts, the baseline's the self-hosted one.
    EXPECT_EQ(view->columnNames().size(), 3);
}

TEST(CompareView, EditingTheCurrentScenarioChangesItsColumnAndLeavesTheOthers)
{
    auto doc = std::make_shared<ScenarioDocument>(shippedPreset("kimi-k31-pro-8xb300-modal.json"));
    QStringList messages;
    auto view = viewOf(doc.get(), &messages);
    ASSERT_TRUE(view->pinCurrent());
    ASSERT_TRUE(view->addPresets({ presetPath("kimi-k31-pro-8xh200.json") }));
    const Comparison before = view->comparison();
    ASSERT_EQ(before.scenarios.size(), 3U);
    const QString currentCost = cell(*view, 6, 1);
    const QString pinnedTotal = cell(*view, 4, 0);
    const QString presetTotal = cell(*view, 4, 2);
    const QString presetChange = cell(*view, 5, 2);
    const Parameter *throughput = findParameter(u"operation.throughput_tok_s");
    ASSERT_NE(throughput, nullptr);
    const double t = *doc->value(*throughput);
    doc->setValue(*throughput, t * 0.5);
    // At once: no refresh asked for.
    const Comparison &after = view->comparison();
    ASSERT_EQ(after.scenarios.size(), 3U);
    EXPECT_DOUBLE_EQ(after.scenarios[1].scenario().operation.throughputTokS, t * 0.5);
    ASSERT_TRUE(after.scenarios[1].costPerOutputMtokUsd && before.scenarios[1].costPerOutputMtokUsd);
    EXPECT_NE(*after.scenarios[1].costPerOutputMtokUsd, *before.scenarios[1].costPerOutputMtokUsd);
    EXPECT_DOUBLE_EQ(*after.scenarios[1].costPerOutputMtokUsd,
        inDollarsPerMtok(*doc->results().evaluation.selfHost.costPerOutputToken));
    EXPECT_DOUBLE_EQ(after.scenarios[1].costPerOutputMtokChange->difference,
        *after.scenarios[1].costPerOutputMtokUsd - *after.scenarios[0].costPerOutputMtokUsd);
    EXPECT_NE(cell(*view, 6, 1), currentCost); // shown at once too
    // The fixed columns are as they were, figures and words.
    for (const std::size_t i : { std::size_t { 0 }, std::size_t { 2 } }) {
        EXPECT_DOUBLE_EQ(after.scenarios[i].monthlyTotalUsd, before.scenarios[i].monthlyTotalUsd);
        EXPECT_EQ(after.scenarios[i].costPerOutputMtokUsd, before.scenarios[i].costPerOutputMtokUsd);
        EXPECT_EQ(after.scenarios[i].answer().headline, before.scenarios[i].answer().headline);
    }
    EXPECT_EQ(cell(*view, 4, 0), pinnedTotal);
    EXPECT_EQ(cell(*view, 4, 2), presetTotal);
    EXPECT_EQ(cell(*view, 5, 2), presetChange);
    // The pinned copy kept the throughput it had.
    EXPECT_DOUBLE_EQ(after.scenarios[0].scenario().operation.throughputTokS, t);
}

TEST(CompareView, SavingThenOpeningAComparisonRoundTripsItsPresets)
{
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    // The current scenario is in a file beside the comparison; the presets elsewhere.
    const QString mine = dir.filePath(QStringLiteral("mine.json"));
    ASSERT_TRUE(QFile::copy(presetPath("kimi-k31-pro-8xb300-modal.json"), mine));
    const PresetResult read = readPresetFile(mine);
    ASSERT_TRUE(read.ok());
    auto doc = std::make_shared<ScenarioDocument>(*read.scenario, mine);
    QStringList messages;
    auto view = viewOf(doc.get(), &messages);
    ASSERT_TRUE(view->pinCurrent());
    ASSERT_TRUE(view->addPresets({ presetPath("kimi-k31-pro-8xh200.json"), presetPath("china-b300-rent-5y.json") }));
    const QString saved = dir.filePath(QStringLiteral("three.json"));
    ASSERT_TRUE(view->saveComparison(saved)) << messages.join(QLatin1Char('\n')).toStdString();
    const ComparisonFileResult file = readComparisonFile(saved);
    ASSERT_TRUE(file.ok());
    ASSERT_EQ(file.file->presets.size(), 4);
    EXPECT_EQ(file.file->presets.at(0), QStringLiteral("mine.json")); // the pinned copy's file, relative
    EXPECT_EQ(file.file->presets.at(1), QStringLiteral("mine.json")); // the current scenario's
    EXPECT_EQ(QFileInfo(resolvedPresetPath(saved, file.file->presets.at(2))).canonicalFilePath(),
        QFileInfo(presetPath("kimi-k31-pro-8xh200.json")).canonicalFilePath());

    // Opened again in another window on the same scenario: the same columns, in the same order.
    QStringList messages2;
    auto other = viewOf(doc.get(), &messages2);
    ASSERT_TRUE(other->openComparison(saved)) << messages2.join(QLatin1Char('\n')).toStdString();
    EXPECT_EQ(other->set().currentColumn(), 1U);
    EXPECT_EQ(other->columnNames(), view->columnNames());
    const QString again = dir.filePath(QStringLiteral("again.json"));
    ASSERT_TRUE(other->saveComparison(again));
    EXPECT_EQ(readComparisonFile(again).file->presets, file.file->presets);
    // Opened beside another scenario: every preset a fixed column, the current one after them.
    auto elsewhere = std::make_shared<ScenarioDocument>(shippedPreset("china-b300-buy.json"));
    auto third = viewOf(elsewhere.get(), &messages2);
    ASSERT_TRUE(third->openComparison(saved));
    EXPECT_EQ(third->comparison().scenarios.size(), 5U);
    EXPECT_EQ(third->set().currentColumn(), 4U);
}

TEST(CompareView, AFailedSaveSaysWhyAndKeepsTheOldFile)
{
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    auto doc = std::make_shared<ScenarioDocument>(shippedPreset("kimi-k31-pro-8xb300-modal.json"));
    QStringList messages;
    auto view = viewOf(doc.get(), &messages);
    ASSERT_TRUE(view->addPresets({ presetPath("kimi-k31-pro-8xh200.json") }));
    // The current scenario is in no file: nothing to name.
    const QString path = dir.filePath(QStringLiteral("old.json"));
    QFile old(path);
    ASSERT_TRUE(old.open(QIODevice::WriteOnly));
    old.write("old");
    old.close();
    EXPECT_FALSE(view->saveComparison(path));
    ASSERT_EQ(messages.size(), 1);
    EXPECT_TRUE(messages.front().contains(QStringLiteral("no file")));
    ASSERT_TRUE(old.open(QIODevice::ReadOnly));
    EXPECT_EQ(old.readAll(), QByteArray("old"));
    // A folder that does not exist: the writer's reason.
    doc->setFilePath(presetPath("kimi-k31-pro-8xb300-modal.json"));
    messages.clear();
    EXPECT_FALSE(view->saveComparison(dir.filePath(QStringLiteral("missing/sub/c.json"))));
    ASSERT_EQ(messages.size(), 1);
    EXPECT_TRUE(messages.front().contains(QStringLiteral("c.json")));
}

TEST(CompareView, ANinthScenarioIsRefusedWithAMessage)
{
    auto doc = std::make_shared<ScenarioDocument>(shippedPreset("kimi-k31-pro-8xb300-modal.json"));
    QStringList messages;
    auto view = viewOf(doc.get(), &messages);
    const QStringList seven { presetPath("kimi-k31-pro-8xh200.json"), presetPath("china-b300-buy.json"),
        presetPath("china-b300-buy-financed.json"), presetPath("china-b300-rent-5y.json"),
        presetPath("china-b300-rent-5y-committed.json"), presetPath("imec-k3-8xb300.json"),
        presetPath("cluster-8gpu-80-per-hour.json") };
    ASSERT_TRUE(view->addPresets(seven)) << messages.join(QLatin1Char('\n')).toStdString();
    ASSERT_EQ(view->comparison().scenarios.size(), 8U);
    EXPECT_TRUE(view->set().full());
    EXPECT_FALSE(view->addPresets({ presetPath("imec-k3-8xb300-tasks.json") }));
    ASSERT_EQ(messages.size(), 1);
    EXPECT_TRUE(messages.front().contains(QStringLiteral("at most 8 scenarios"))) << messages.front().toStdString();
    EXPECT_TRUE(messages.front().contains(QStringLiteral("would make 9")));
    EXPECT_FALSE(view->pinCurrent());
    EXPECT_EQ(messages.size(), 2);
    EXPECT_EQ(view->comparison().scenarios.size(), 8U);
    // Room again after a removal; the current scenario's column cannot be removed.
    view->removeColumn(view->set().currentColumn());
    EXPECT_EQ(view->comparison().scenarios.size(), 8U);
    view->removeColumn(3);
    EXPECT_EQ(view->comparison().scenarios.size(), 7U);
    EXPECT_TRUE(view->pinCurrent());
    EXPECT_EQ(view->comparison().scenarios.size(), 8U);
}

TEST(CompareView, ABrokenPresetIsNamedAndNothingIsAdded)
{
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    const QString broken = dir.filePath(QStringLiteral("broken-preset.json"));
    QFile f(broken);
    ASSERT_TRUE(f.open(QIODevice::WriteOnly));
    f.write("{\"format\": \"breakeven-preset\", \"version\": 1, \"operation\": {\"utilization\": \"lots\"}}");
    f.close();
    auto doc = std::make_shared<ScenarioDocument>(shippedPreset("kimi-k31-pro-8xb300-modal.json"));
    QStringList messages;
    auto view = viewOf(doc.get(), &messages);
    EXPECT_FALSE(view->addPresets({ presetPath("kimi-k31-pro-8xh200.json"), broken }));
    ASSERT_EQ(messages.size(), 1);
    EXPECT_TRUE(messages.front().contains(QDir::toNativeSeparators(broken))) << messages.front().toStdString();
    EXPECT_TRUE(view->set().empty());
    EXPECT_TRUE(view->comparison().scenarios.empty());
    // A comparison naming a preset that is missing names it too.
    const QString comparison = dir.filePath(QStringLiteral("c.json"));
    QString error;
    ASSERT_TRUE(writeComparisonFile(
        { QString(), { QStringLiteral("kimi.json"), QStringLiteral("gone.json") } }, comparison, &error));
    messages.clear();
    EXPECT_FALSE(view->openComparison(comparison));
    ASSERT_EQ(messages.size(), 1);
    EXPECT_TRUE(messages.front().contains(QStringLiteral("kimi.json"))) << messages.front().toStdString();
}

TEST(CompareView, OddsShowComputingUntilTheRunIsIn)
{
    // The default scenario has ranges: its pinned copy's odds come from a run off the GUI thread.
    auto doc = std::make_shared<ScenarioDocument>(defaultScenario());
    QStringList messages;
    auto view = viewOf(doc.get(), &messages);
    ASSERT_FALSE(doc->scenario().ranges.empty());
    ASSERT_TRUE(view->pinCurrent());
    auto *table = child<QTableWidget>(view.get(), "compareBreakevens");
    ASSERT_GT(table->rowCount(), 0);
    EXPECT_EQ(table->item(0, 6)->text(), QStringLiteral("computing\u2026"));
    ASSERT_TRUE(view->waitForOdds(30000));
    ASSERT_TRUE(view->comparison().scenarios.front().uncertainty);
    EXPECT_NE(table->item(0, 6)->text(), QStringLiteral("computing\u2026"));
    EXPECT_TRUE(table->item(0, 6)->text().contains(QStringLiteral("%"))) << table->item(0, 6)->text().toStdString();
}

TEST(CompareView, TheWindowReachesItFromTheMenus)
{
    auto doc = std::make_shared<ScenarioDocument>(shippedPreset("kimi-k31-pro-8xb300-modal.json"));
    MainWindow window(doc, false);
    window.show();
    child<QAction>(&window, "pinBaselineAction")->trigger();
    EXPECT_EQ(window.currentPage()->objectName(), QStringLiteral("comparePage"));
    EXPECT_EQ(window.compareView()->comparison().scenarios.size(), 2U);
    child<QTabWidget>(&window, "areaTabs")->setCurrentIndex(0);
    EXPECT_NE(window.currentPage()->objectName(), QStringLiteral("comparePage"));
    child<QAction>(&window, "showCompareAction")->trigger();
    EXPECT_EQ(window.currentPage()->objectName(), QStringLiteral("comparePage"));
    // Remove from Comparison lists the pinned scenario, not the current one.
    auto *remove = child<QMenu>(&window, "removeFromComparisonMenu");
    QStringList listed;
    for (QAction *a : remove->actions()) {
        if (!a->isSeparator())
            listed << a->text();
    }
    ASSERT_EQ(listed.size(), 2); // the pinned one, and Remove All
    EXPECT_EQ(listed.front(), window.compareView()->columnNames().front());
    remove->actions().front()->trigger();
    EXPECT_TRUE(window.compareView()->set().empty());
    // The scenario itself was never touched.
    EXPECT_FALSE(doc->isModified());
}
