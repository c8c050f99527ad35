// #11: the ranges editor. Each edit is one undo step, checked against the parameter's domain with
// a message naming the field and its allowed values, and what it sets is what the preset saves.

#include "distribution.h"
#include "findchild.h"
#include "presetio.h"
#include "rangeseditor.h"
#include "scenariodocument.h"

#include <QComboBox>
#include <QTableView>
#include <QUndoStack>

#include <gtest/gtest.h>

using namespace breakeven;
using breakeven::test::child;

namespace {

const QString throughput = QStringLiteral("operation.throughput_tok_s");
const QString utilization = QStringLiteral("operation.utilization");

/// The cell of the editor's table at \a row, \a column.
QModelIndex cell(const RangesEditor &editor, int row, int column)
{
    return child<QTableView>(&editor, "rangesTable")->model()->index(row, column);
}

int rowCount(const RangesEditor &editor) { return child<QTableView>(&editor, "rangesTable")->model()->rowCount(); }

int rowOf(const RangesEditor &editor, const QString &path)
{
    for (int row = 0; row < rowCount(editor); ++row) {
        if (cell(editor, row, RangesEditor::PathColumn).data().toString() == path)
            return row;
    }
    return -1;
}

} // namespace

TEST(RangesEditor, ShowsThePresetsRangesAndEachEditIsOneUndoStep)
{
    const Scenario original = defaultScenario();
    ASSERT_TRUE(original.ranges.contains(throughput));
    ScenarioDocument doc(original);
    RangesEditor editor(&doc);
    ASSERT_EQ(rowCount(editor), static_cast<int>(original.ranges.size()));
    const int row = rowOf(editor, throughput);
    ASSERT_GE(row, 0);
    EXPECT_DOUBLE_EQ(
        cell(editor, row, RangesEditor::LowColumn).data(Qt::EditRole).toDouble(), original.ranges.at(throughput).low);
    // The value the range is around: a number, aligned as one, read only.
    const QModelIndex now = cell(editor, row, RangesEditor::ValueColumn);
    EXPECT_DOUBLE_EQ(now.data(Qt::EditRole).toDouble(), original.operation.throughputTokS);
    EXPECT_EQ(now.data(Qt::TextAlignmentRole).value<Qt::Alignment>(), Qt::AlignRight | Qt::AlignVCenter);
    EXPECT_FALSE(now.flags() & Qt::ItemIsEditable);

    // Typing a new high into its cell: one step, the range and nothing else changed.
    child<QTableView>(&editor, "rangesTable")
        ->model()
        ->setData(cell(editor, row, RangesEditor::HighColumn), 3000.0, Qt::EditRole);
    EXPECT_EQ(doc.undoStack()->count(), 1);
    EXPECT_DOUBLE_EQ(doc.scenario().ranges.at(throughput).high, 3000.0);
    EXPECT_DOUBLE_EQ(doc.scenario().ranges.at(throughput).low, original.ranges.at(throughput).low);
    EXPECT_TRUE(editor.problem().isEmpty());

    // The distribution: a second step; the default named is stored as the default.
    EXPECT_FALSE(editor.setDistribution(throughput, Distribution::Uniform).has_value());
    EXPECT_EQ(doc.undoStack()->count(), 2);
    EXPECT_EQ(doc.scenario().ranges.at(throughput).distribution, std::optional(Distribution::Uniform));

    // Add and remove: one step each.
    ASSERT_FALSE(doc.scenario().ranges.contains(QStringLiteral("cost.redundancy")));
    EXPECT_GE(child<QComboBox>(&editor, "rangeAddBox")->findData(QStringLiteral("cost.redundancy")), 0);
    EXPECT_LT(child<QComboBox>(&editor, "rangeAddBox")->findData(throughput), 0); // already ranged: not offered again
    EXPECT_FALSE(editor.addRange(QStringLiteral("operation.hours_per_day")).has_value());
    EXPECT_EQ(doc.undoStack()->count(), 3);
    const Range added = doc.scenario().ranges.at(QStringLiteral("operation.hours_per_day"));
    const double hours = doc.scenario().operation.hoursPerDay;
    EXPECT_DOUBLE_EQ(added.low, hours * 0.8);
    EXPECT_DOUBLE_EQ(added.high, std::min(24.0, hours * 1.2)); // within the domain (0, 24]
    EXPECT_EQ(rowCount(editor), static_cast<int>(original.ranges.size()) + 1);
    editor.removeRange(utilization);
    EXPECT_EQ(doc.undoStack()->count(), 4);
    EXPECT_FALSE(doc.scenario().ranges.contains(utilization));
    EXPECT_EQ(rowOf(editor, utilization), -1);

    // Undo brings back each step's ranges exactly, the editor following.
    doc.undoStack()->undo();
    EXPECT_EQ(doc.scenario().ranges.at(utilization), original.ranges.at(utilization));
    EXPECT_GE(rowOf(editor, utilization), 0);
    doc.undoStack()->undo();
    EXPECT_FALSE(doc.scenario().ranges.contains(QStringLiteral("operation.hours_per_day")));
    doc.undoStack()->undo();
    doc.undoStack()->undo();
    EXPECT_EQ(doc.scenario().ranges, original.ranges);
    EXPECT_EQ(doc.scenario(), original);

    // What the editor sets is what the preset saves and reads back.
    doc.undoStack()->redo();
    doc.undoStack()->redo();
    const PresetResult read = parsePreset(serializePreset(doc.preset()));
    ASSERT_TRUE(read.ok()) << read.errorText().toStdString();
    EXPECT_EQ(read.scenario->ranges, doc.scenario().ranges);
}

TEST(RangesEditor, ARangeOutsideTheDomainIsRefusedWithAMessageNamingTheFieldAndItsAllowedValues)
{
    ScenarioDocument doc(defaultScenario());
    RangesEditor editor(&doc);
    const Scenario before = doc.scenario();

    const std::optional<QString> tooHigh = editor.setRange(utilization, 0.2, 1.7, std::nullopt);
    ASSERT_TRUE(tooHigh.has_value());
    EXPECT_TRUE(tooHigh->contains(utilization)) << tooHigh->toStdString();
    EXPECT_TRUE(tooHigh->contains(QStringLiteral("0..1"))) << tooHigh->toStdString();
    EXPECT_EQ(editor.problem(), *tooHigh);
    EXPECT_EQ(doc.undoStack()->count(), 0);
    EXPECT_EQ(doc.scenario(), before);

    const std::optional<QString> inverted = editor.setRange(utilization, 0.3, 0.2, std::nullopt);
    ASSERT_TRUE(inverted.has_value());
    EXPECT_TRUE(inverted->contains(QStringLiteral("low must not exceed high"))) << inverted->toStdString();

    // Typed into the cell: refused, the cell shows the range as it is.
    const int row = rowOf(editor, utilization);
    ASSERT_GE(row, 0);
    child<QTableView>(&editor, "rangesTable")
        ->model()
        ->setData(cell(editor, row, RangesEditor::HighColumn), 1.7, Qt::EditRole);
    EXPECT_EQ(doc.undoStack()->count(), 0);
    EXPECT_TRUE(editor.problem().contains(utilization));
    EXPECT_DOUBLE_EQ(cell(editor, rowOf(editor, utilization), RangesEditor::HighColumn).data(Qt::EditRole).toDouble(),
        before.ranges.at(utilization).high);

    // Log-uniform needs a low above 0.
    ASSERT_TRUE(editor.setRange(QStringLiteral("workload.cache_hit"), 0.0, 0.5, std::nullopt) == std::nullopt);
    const std::optional<QString> logZero
        = editor.setDistribution(QStringLiteral("workload.cache_hit"), Distribution::LogUniform);
    ASSERT_TRUE(logZero.has_value());
    EXPECT_TRUE(logZero->contains(QStringLiteral("log-uniform"))) << logZero->toStdString();

    // An accepted edit clears the message.
    EXPECT_FALSE(editor.setRange(utilization, 0.1, 0.4, std::nullopt).has_value());
    EXPECT_TRUE(editor.problem().isEmpty());
}

TEST(RangesEditor, TheDistributionIsChosenInItsRowsBoxAndARefusedChoiceShowsTheRangeAsItIs)
{
    ScenarioDocument doc(defaultScenario());
    RangesEditor editor(&doc);
    const QString cacheHit = QStringLiteral("workload.cache_hit");
    ASSERT_FALSE(editor.setRange(cacheHit, 0.0, 0.5, std::nullopt).has_value());
    const int steps = doc.undoStack()->count();
    const auto boxOf = [&](const QString &path) {
        return qobject_cast<QComboBox *>(
            child<QTableView>(&editor, "rangesTable")
                ->indexWidget(cell(editor, rowOf(editor, path), RangesEditor::DistributionColumn)));
    };

    // Every row shows its box, at the range's distribution.
    QComboBox *box = boxOf(throughput);
    ASSERT_NE(box, nullptr);
    EXPECT_EQ(box->count(), 3);
    const Parameter &p = parameter(throughput);
    EXPECT_EQ(box->currentIndex(), static_cast<int>(distributionOf(doc.scenario().ranges.at(throughput), p)));

    // Chosen: one undo step, the box and the range agree.
    box->setCurrentIndex(static_cast<int>(Distribution::Uniform));
    Q_EMIT box->activated(box->currentIndex());
    EXPECT_EQ(doc.undoStack()->count(), steps + 1);
    EXPECT_EQ(doc.scenario().ranges.at(throughput).distribution, std::optional(Distribution::Uniform));
    EXPECT_TRUE(editor.problem().isEmpty());

    // Log-uniform cannot spread [0, 0.5]: refused, said, and the box shows the range's own again.
    QComboBox *cacheBox = boxOf(cacheHit);
    ASSERT_NE(cacheBox, nullptr);
    const int before = cacheBox->currentIndex();
    ASSERT_NE(before, static_cast<int>(Distribution::LogUniform));
    cacheBox->setCurrentIndex(static_cast<int>(Distribution::LogUniform));
    Q_EMIT cacheBox->activated(cacheBox->currentIndex());
    EXPECT_EQ(doc.undoStack()->count(), steps + 1);
    EXPECT_TRUE(editor.problem().contains(QStringLiteral("log-uniform"))) << editor.problem().toStdString();
    EXPECT_EQ(cacheBox->currentIndex(), before);

    // Undo: the box follows the document.
    doc.undoStack()->undo();
    EXPECT_EQ(
        boxOf(throughput)->currentIndex(), static_cast<int>(distributionOf(doc.scenario().ranges.at(throughput), p)));
}
