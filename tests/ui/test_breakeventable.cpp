// The window's break-even table at small sizes (#13): short cells, widths fitted to the widest text
// a cell takes, the key columns in view at 1024x768, widths that do not follow the values.

#include "breakeventablemodel.h"
#include "formatting.h"
#include "mainwindow.h"
#include "mainwindowpeer.h"
#include "offercolumns.h"
#include "presetio.h"
#include "results.h"
#include "scenariodocument.h"
#include "screenfit.h"

#include "shippedpresets.h"

#include <QDir>
#include <QHeaderView>
#include <QSignalSpy>
#include <QTableView>
#include <QTest>

#include <gtest/gtest.h>

using namespace breakeven;
using namespace breakeven::test;

namespace {

/// A window at the room a 1024x768 screen leaves (its frame and title bar taken off), as fitToScreen() sizes it.
void showAt1024x768(MainWindow &window)
{
    window.resize(fittedSize({ 1600, 1000 }, { 1024, 768 }, { 16, 40 }));
    window.show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(&window));
    QCoreApplication::processEvents();
    QCoreApplication::processEvents();
}

/// Every cell's text fits its column (nothing elided), and the key columns are inside the viewport.
void expectFitted(MainWindow &window, const std::string &where)
{
    QTableView *table = peer(window).tableView();
    QAbstractItemModel *model = table->model();
    ASSERT_GT(model->rowCount(), 0) << where;
    for (int column = 0; column < model->columnCount(); ++column) {
        for (int row = 0; row < model->rowCount(); ++row) {
            const QModelIndex index = model->index(row, column);
            EXPECT_LE(table->sizeHintForIndex(index).width(), table->columnWidth(column))
                << where << ": \"" << model->data(index).toString().toStdString() << "\" in column " << column;
        }
        EXPECT_GE(table->columnWidth(column), table->horizontalHeader()->sectionSizeHint(column)) << where;
    }
    for (int column = 0; column < BreakevenTableModel::keyColumnCount; ++column) {
        const int right = table->columnViewportPosition(column) + table->columnWidth(column);
        EXPECT_GE(table->columnViewportPosition(column), 0) << where;
        EXPECT_LE(right, table->viewport()->width())
            << where << ": key column " << column << " widths " << table->columnWidth(0) << " " << table->columnWidth(1)
            << " " << table->columnWidth(2) << " " << table->columnWidth(3);
    }
}

} // namespace

TEST(BreakevenTable, At1024x768NoCellIsElidedAndTheKeyColumnsAreInView) // #13
{
    const QDir presets(QStringLiteral(BREAKEVEN_SOURCE_DIR "/presets"));
    const QStringList files = presets.entryList({ QStringLiteral("*.json") }, QDir::Files);
    ASSERT_GE(files.size(), 7);
    for (const QString &name : files) {
        const QString file = presets.filePath(name);
        const PresetResult preset = readPresetFile(file);
        ASSERT_TRUE(preset.ok()) << file.toStdString();
        MainWindow window(*preset.scenario, file, false);
        showAt1024x768(window);
        ASSERT_TRUE(window.isNarrow());
        expectFitted(window, QFileInfo(file).fileName().toStdString());
        // A currency switch (money up to 7x wider in CNY) keeps every column in place.
        peer(window).document()->setDisplayCurrency(QStringLiteral("CNY"), 7.25);
        QCoreApplication::processEvents();
        expectFitted(window, QFileInfo(file).fileName().toStdString() + " in CNY");
    }
}

TEST(BreakevenTable, WidthsDoNotChangeWhenOnlyValuesChange) // #13
{
    MainWindow window(shippedPreset("kimi-k31-pro-8xb300-modal.json"), {}, false);
    showAt1024x768(window);
    QTableView *table = peer(window).tableView();
    std::vector<int> before;
    for (int column = 0; column < table->model()->columnCount(); ++column)
        before.push_back(table->columnWidth(column));
    // From far below every break-even to beyond the hardware: figures, words and "never" all change.
    for (const double throughput : { 1.0, 92.0, 1500.0, 4634.0, 20000.0, 92.0 }) {
        peer(window).document()->modify(
            QStringLiteral("throughput"), [throughput](Scenario &s) { s.operation.throughputTokS = throughput; });
        for (const double gpuHour : { 0.5, 7.1, 90.0 }) {
            peer(window).document()->modify(
                QStringLiteral("price"), [gpuHour](Scenario &s) { s.cost.gpuHour.amount = gpuHour; });
            QCoreApplication::processEvents();
            for (int column = 0; column < table->model()->columnCount() - 1; ++column) // the last one stretches
                EXPECT_EQ(table->columnWidth(column), before[static_cast<std::size_t>(column)])
                    << "column " << column << " at " << throughput << " tok/s, $" << gpuHour << "/GPU-h";
            expectFitted(window, "throughput " + std::to_string(throughput));
        }
    }
}

TEST(BreakevenTable, CellsAreShortAndTheirTooltipsSayThemInFull) // #13
{
    Scenario s = shippedPreset("kimi-k31-pro-8xb300-modal.json");
    s.operation.throughputTokS = 2077.0; // APIYI's $10 breaks even at 4,780 tok/s, beyond the 4,634 the node sustains
    s.operation.utilization = 0.33;
    MainWindow window(s, {}, false);
    BreakevenTableModel *model = peer(window).tableModel();
    bool beyond = false;
    for (int row = 0; row < model->rowCount(); ++row) {
        const QModelIndex cell = model->index(row, BreakevenTableModel::BreakevenThroughputColumn);
        const QString text = cell.data().toString();
        const QString tip = cell.data(Qt::ToolTipRole).toString();
        if (text.contains(QStringLiteral("(> max)"))) {
            beyond = true;
            EXPECT_TRUE(tip.contains(QStringLiteral("beyond this hardware's"))) << tip.toStdString();
        }
        EXPECT_LE(text.size(), 24) << text.toStdString();
        const QModelIndex utilization = model->index(row, BreakevenTableModel::BreakevenUtilizationColumn);
        EXPECT_LE(utilization.data().toString().size(), 16) << utilization.data().toString().toStdString();
        EXPECT_TRUE(utilization.data(Qt::ToolTipRole).toString().contains(utilization.data().toString().left(5)));
    }
    EXPECT_TRUE(beyond) << "the 8xB300 preset has offers whose break-even is beyond its 4,634 tok/s";
}

// #13: with r = 0 the break-even input read "0", as if the input had a break-even of nothing.
TEST(BreakevenTable, BreakEvenInputIsADashWithoutInputTokens) // #13
{
    MainWindow window(shippedPreset("kimi-k31-pro-8xb300-modal.json"), {}, false);
    ASSERT_EQ(peer(window).document()->scenario().workload.inputPerOutput, 0.0);
    BreakevenTableModel *model = peer(window).tableModel();
    ASSERT_GT(model->rowCount(), 0);
    for (int row = 0; row < model->rowCount(); ++row) {
        const QModelIndex cell = model->index(row, BreakevenTableModel::BreakevenInputColumn);
        EXPECT_EQ(cell.data().toString(), QStringLiteral("-"));
        EXPECT_EQ(cell.data(BreakevenTableModel::ValueRole).toDouble(), 0.0);
        EXPECT_TRUE(cell.data(Qt::ToolTipRole).toString().contains(QStringLiteral("no input tokens")));
    }
    peer(window).document()->modify(QStringLiteral("r"), [](Scenario &s) { s.workload.inputPerOutput = 5.0; });
    const QModelIndex cell = model->index(0, BreakevenTableModel::BreakevenInputColumn);
    EXPECT_NE(cell.data().toString(), QStringLiteral("-"));
    EXPECT_GT(cell.data(BreakevenTableModel::ValueRole).toDouble(), 0.0);
}

TEST(BreakevenTable, TheModelDrawsFromTheResultsValueItIsHandedAlone) // #28 item 4
{
    Scenario s = shippedPreset("kimi-k31-pro-8xb300-modal.json");
    ASSERT_GE(s.offers.size(), 2U);
    BreakevenTableModel model; // no document: the value is all it has
    EXPECT_EQ(model.rowCount(), 0);
    QSignalSpy headers(&model, &QAbstractItemModel::headerDataChanged);

    ResultsWording cny { Wording::Translated, QStringLiteral("CNY"), 7.0, nullptr };
    model.setResults(std::make_shared<const Results>(computeResultsOf(s, cny)));
    ASSERT_EQ(model.rowCount(), static_cast<int>(s.offers.size()));
    EXPECT_EQ(headers.count(), 1); // the widest texts are in the new currency
    const double api = evaluate(s).offers.at(model.offerIndex(0)).monthlyApiCost.value();
    EXPECT_DOUBLE_EQ(
        model.index(0, BreakevenTableModel::ApiCostColumn).data(BreakevenTableModel::ValueRole).toDouble(), api * 7.0);

    // A new value: an offer left out is a row less; the currency unchanged, the headers stay.
    s.offers.front().enabled = false;
    model.setResults(std::make_shared<const Results>(computeResultsOf(s, cny)));
    EXPECT_EQ(model.rowCount(), static_cast<int>(s.offers.size()) - 1);
    EXPECT_EQ(headers.count(), 1);
    EXPECT_EQ(model.offerIndex(0), 1U);
}
