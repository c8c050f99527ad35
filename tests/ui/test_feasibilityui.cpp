// Issue #8 in the window: the break-even table, the charts and the offers editor read the one
// feasibility result; an infeasible scenario is never called cheaper and shows no saving.

#include "breakeventablemodel.h"
#include "chartdata.h"
#include "evaluation.h"
#include "findchild.h"
#include "offerseditor.h"
#include "presetio.h"
#include "scenariodocument.h"
#include "shippedpresets.h"
#include "useractions.h"

#include <gtest/gtest.h>

#include <QAbstractItemModelTester>
#include <QDate>
#include <QTableView>
#include <QUndoStack>

#include <cmath>

using namespace breakeven;
using breakeven::test::cell;
using breakeven::test::child;
using breakeven::test::setCell;

namespace {

Scenario preset(const char *file) { return test::shippedPreset(file); }

} // namespace

TEST(FeasibilityTable, InfeasibleRowsSayNotFeasibleAndShowNoSaving) // #8
{
    for (const Scenario &s : test::infeasibleScenarios()) {
        SCOPED_TRACE(s.name.toStdString());
        ScenarioDocument doc(s);
        BreakevenTableModel model;
        model.setResults(doc.resultsPtr()); // the document's results value
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::Fatal);
        ASSERT_GT(model.rowCount(), 0);
        for (int row = 0; row < model.rowCount(); ++row) {
            const auto text = [&](int column) { return model.index(row, column).data().toString(); };
            EXPECT_EQ(text(BreakevenTableModel::WinnerColumn), QStringLiteral("infeasible"));
            EXPECT_EQ(text(BreakevenTableModel::SavingColumn), QStringLiteral("not feasible"));
            EXPECT_EQ(text(BreakevenTableModel::BreakevenUtilizationColumn), QStringLiteral("not feasible"));
            EXPECT_TRUE(std::isnan(
                model.index(row, BreakevenTableModel::SavingColumn).data(BreakevenTableModel::ValueRole).toDouble()));
            // The reason is one hover away.
            EXPECT_TRUE(model.index(row, BreakevenTableModel::WinnerColumn)
                            .data(Qt::ToolTipRole)
                            .toString()
                            .contains(QStringLiteral("8x")));
        }
    }
}

TEST(FeasibilityTable, SavingIsNeverABareNegativeAmount) // #16
{
    ScenarioDocument doc(preset("kimi-k31-pro-8xb300-modal.json")); // 92 tok/s: every API is cheaper
    BreakevenTableModel model;
    model.setResults(doc.resultsPtr()); // the document's results value
    ASSERT_GT(model.rowCount(), 0);
    for (int row = 0; row < model.rowCount(); ++row) {
        // The cell is brief in the window (#13), its tooltip the sentence.
        const QModelIndex cell = model.index(row, BreakevenTableModel::SavingColumn);
        const QString saving = cell.data().toString();
        EXPECT_TRUE(saving.startsWith(QStringLiteral("API by $"))) << saving.toStdString();
        EXPECT_FALSE(saving.contains(QLatin1Char('-'))) << saving.toStdString();
        EXPECT_TRUE(cell.data(Qt::ToolTipRole).toString().contains(QStringLiteral("API cheaper by $")));
    }
    EXPECT_EQ(
        model.headerData(BreakevenTableModel::BreakevenThroughputColumn, Qt::Horizontal, Qt::DisplayRole).toString(),
        QStringLiteral("Break-even\nthroughput\n(while in use)")); // three lines: a narrow column (#13)
}

TEST(FeasibilityTable, BreakEvenUtilizationAtTheCurrentThroughput) // #8
{
    Scenario s = preset("kimi-k31-pro-8xb300-modal.json");
    s.operation.throughputTokS = 2077.0;
    s.operation.utilization = 0.33;
    ScenarioDocument doc(s);
    BreakevenTableModel model;
    model.setResults(doc.resultsPtr()); // the document's results value
    for (int row = 0; row < model.rowCount(); ++row) {
        const Offer &o = s.offers.at(model.offerIndex(row));
        if (o.provider != QLatin1String("APIYI") || o.model != QLatin1String("kimi-k3.1-pro"))
            continue;
        EXPECT_EQ(model.index(row, BreakevenTableModel::BreakevenUtilizationColumn).data().toString(),
            QStringLiteral("76 %"));
        const QModelIndex breakeven = model.index(row, BreakevenTableModel::BreakevenThroughputColumn);
        EXPECT_EQ(breakeven.data().toString(), QStringLiteral("4,780 tok/s (> max)")); // brief in the window (#13)
        EXPECT_TRUE(breakeven.data(Qt::ToolTipRole)
                        .toString()
                        .contains(QStringLiteral("4,780 tok/s, beyond this hardware's 4,634 tok/s")));
        return;
    }
    ADD_FAILURE() << "no APIYI kimi-k3.1-pro row";
}

TEST(FeasibilityCharts, NoCheaperShadingAndTheOperatingPointIsMarkedInfeasible) // #8
{
    for (const Scenario &s : test::infeasibleScenarios()) {
        SCOPED_TRACE(s.name.toStdString());
        const Evaluation e = evaluate(s);
        const ChartData cost = costChartData(s, e, QStringLiteral("USD"));
        EXPECT_TRUE(cost.shadeLower.empty());
        EXPECT_TRUE(cost.shadeUpper.empty());
        EXPECT_TRUE(cost.shadeLabel.isEmpty());
        ASSERT_TRUE(cost.operatingPoint.has_value());
        EXPECT_FALSE(cost.operatingFeasible);
        EXPECT_TRUE(cost.operatingPoint->label.endsWith(QStringLiteral("not feasible")))
            << cost.operatingPoint->label.toStdString();
        EXPECT_TRUE(cost.operatingPoint->tooltip.startsWith(QStringLiteral("Not feasible: ")));
        const ChartData volume = volumeChartData(s, e, QStringLiteral("USD"));
        EXPECT_FALSE(volume.operatingFeasible);
    }
    // The same node at 4,000 tok/s is feasible and cheaper than the $10 offers: shaded, not marked.
    Scenario ok = preset("kimi-k31-pro-8xb300-modal.json");
    ok.operation.throughputTokS = 4000.0;
    const ChartData cost = costChartData(ok, evaluate(ok), QStringLiteral("USD"));
    EXPECT_FALSE(cost.shadeLower.empty());
    EXPECT_TRUE(cost.operatingFeasible);
}

TEST(OffersEditorProvenance, ShowsCurrencyAsOfAndSourceAndMarksEditedPrices) // #8
{
    ScenarioDocument doc(preset("kimi-k31-pro-8xb300-modal.json"));
    OffersEditor editor(&doc);
    QTableView *table = child<QTableView>(&editor, "offersTable");
    ASSERT_GE(table->model()->rowCount(), 2);
    const Offer first = doc.scenario().offers.at(0);
    EXPECT_EQ(cell(table, 0, OffersEditor::CurrencyColumn).data().toString(), first.currency);
    EXPECT_EQ(cell(table, 0, OffersEditor::AsOfColumn).data().toString(), first.asOf);
    EXPECT_EQ(cell(table, 0, OffersEditor::SourceColumn).data().toString(), first.source);
    EXPECT_TRUE(cell(table, 0, OffersEditor::EditedColumn).data().toString().isEmpty());
    EXPECT_FALSE(table->model()->flags(cell(table, 0, OffersEditor::EditedColumn)) & Qt::ItemIsEditable);

    setCell(table, 1, OffersEditor::OutputColumn, 8.0);
    const Offer &edited = doc.scenario().offers.at(1);
    EXPECT_DOUBLE_EQ(edited.output, 8.0);
    EXPECT_EQ(edited.editedFields, QStringList { QStringLiteral("output") });
    const QString today = QDate::currentDate().toString(Qt::ISODate);
    EXPECT_EQ(edited.editedOn, today);
    EXPECT_EQ(cell(table, 1, OffersEditor::EditedColumn).data().toString(), QStringLiteral("output on %1").arg(today));
    EXPECT_TRUE(doc.scenario().offers.at(0).editedFields.isEmpty()); // only the edited offer

    // Setting the same value again is no edit; the as-of and source cells are edited as text.
    setCell(table, 0, OffersEditor::InputColumn, first.input);
    EXPECT_TRUE(doc.scenario().offers.at(0).editedFields.isEmpty());
    setCell(table, 0, OffersEditor::SourceColumn, QStringLiteral("my quote"));
    EXPECT_EQ(doc.scenario().offers.at(0).source, QStringLiteral("my quote"));

    doc.undoStack()->undo();
    doc.undoStack()->undo();
    EXPECT_TRUE(doc.scenario().offers.at(1).editedFields.isEmpty()); // undo removes the mark with the edit
}
