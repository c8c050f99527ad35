// File > Import Benchmark Results: the confirmation dialog shows each run as plain text, and
// applying the curve is one undo step.

#include "atomicwrite.h"
#include "benchfixtures.h"
#include "benchimport.h"
#include "benchimportdialog.h"
#include "findchild.h"
#include "presetio.h"
#include "scenariodocument.h"

#include <QBuffer>
#include <QCheckBox>
#include <QComboBox>
#include <QLabel>
#include <QSpinBox>
#include <QTableWidget>
#include <QUndoStack>

#include <gtest/gtest.h>

using namespace breakeven;
using breakeven::test::benchData;
using breakeven::test::child;

namespace {

BenchImport vllmCurve()
{
    BenchImport imported = importBenchmarks({ benchData("vllm-curve") });
    EXPECT_TRUE(imported.ok()) << imported.errorText().toStdString();
    return imported;
}

} // namespace

TEST(BenchImportDialog, ShowsEveryRun)
{
    ScenarioDocument doc(defaultScenario());
    BenchImportDialog dialog(vllmCurve(), &doc);
    const QTableWidget *table = child<QTableWidget>(&dialog, "benchRuns");
    ASSERT_EQ(table->rowCount(), 7);
    ASSERT_EQ(table->columnCount(), 9);
    EXPECT_EQ(table->horizontalHeaderItem(6)->text(), QStringLiteral("Output tok/s"));
    // Sorted by concurrency: the last row is the c = 64 run.
    EXPECT_EQ(
        table->item(6, 0)->text(), QStringLiteral("openai-infqps-concurrency64-Kimi-K3.1-Pro-20261128-1064.json"));
    EXPECT_EQ(table->item(6, 1)->text(), QStringLiteral("vLLM"));
    EXPECT_EQ(table->item(6, 2)->text(), QStringLiteral("moonshotai/Kimi-K3.1-Pro"));
    EXPECT_EQ(table->item(6, 3)->text(), QStringLiteral("64"));
    EXPECT_EQ(table->item(6, 4)->text(), QStringLiteral("256,000"));
    EXPECT_EQ(table->item(6, 5)->text(), QStringLiteral("262,144"));
    EXPECT_EQ(table->item(6, 6)->text(), QStringLiteral("2,076.8"));
    EXPECT_EQ(table->item(6, 7)->text(), QStringLiteral("131.0"));
    EXPECT_FALSE(child<QLabel>(&dialog, "benchWarnings")->isVisibleTo(&dialog));
    EXPECT_TRUE(child<QCheckBox>(&dialog, "benchPrefill")->isChecked()); // imports set what they measured (#27)
    EXPECT_EQ(
        child<QCheckBox>(&dialog, "benchPrefill")->text(), QStringLiteral("Set the prefill rate to 2,028 input tok/s"));
    EXPECT_EQ(child<QComboBox>(&dialog, "benchGpu")->currentIndex(), 0); // the hardware is unknown until chosen
    EXPECT_EQ(child<QSpinBox>(&dialog, "benchGpuCount")->value(), 0);
    EXPECT_FALSE(child<QCheckBox>(&dialog, "benchKeepOverloaded")->isEnabled()); // no run is overloaded

    // Under BREAKEVEN_SCREENSHOT_DIR the dialog is saved as a PNG to look at.
    const QByteArray shots = qgetenv("BREAKEVEN_SCREENSHOT_DIR");
    if (!shots.isEmpty()) {
        dialog.show();
        QByteArray png;
        QBuffer buffer(&png);
        buffer.open(QIODevice::WriteOnly);
        ASSERT_TRUE(dialog.grab().save(&buffer, "PNG"));
        QString error;
        EXPECT_TRUE(writeFileAtomically(
            QString::fromLocal8Bit(shots) + QStringLiteral("/bench-import-dialog.png"), png, &error))
            << error.toStdString();
    }
}

TEST(BenchImportDialog, AModelNameIsPlainText)
{
    BenchRun run;
    run.file = QStringLiteral("/tmp/<b>run<i>.json");
    run.model = QStringLiteral("<img src=\"/etc/passwd\"><b>bold</b>");
    run.concurrency = 4;
    run.outputTokS = 100.0;
    run.outputTokens = 1000.0;
    run.durationS = 10.0;
    BenchRun other = run;
    other.model = QStringLiteral("other & <i>model</i>");
    other.concurrency = 8;
    ScenarioDocument doc(defaultScenario());
    BenchImportDialog dialog(combineBenchRuns({ run, other }), &doc);
    EXPECT_EQ(child<QTableWidget>(&dialog, "benchRuns")->item(0, 2)->text(), run.model);
    EXPECT_EQ(child<QTableWidget>(&dialog, "benchRuns")->item(0, 0)->text(), QStringLiteral("<b>run<i>.json"));
    EXPECT_EQ(child<QLabel>(&dialog, "benchWarnings")->textFormat(), Qt::PlainText);
    EXPECT_TRUE(child<QLabel>(&dialog, "benchWarnings")->text().contains(other.model));
}

TEST(BenchImportDialog, ApplyingIsOneUndoStep)
{
    const Scenario original = defaultScenario();
    ScenarioDocument doc(original);
    const BenchImport imported = vllmCurve();
    BenchImportDialog dialog(imported, &doc);
    child<QCheckBox>(&dialog, "benchPrefill")->setChecked(true);
    EXPECT_FALSE(dialog.apply().has_value());
    EXPECT_EQ(doc.undoStack()->count(), 1);
    EXPECT_EQ(doc.undoStack()->undoText(), QStringLiteral("Import Benchmark Results"));
    const auto &points = doc.scenario().hardware.decodePoints;
    ASSERT_EQ(points.size(), imported.points.size());
    for (std::size_t i = 0; i < points.size(); ++i) {
        EXPECT_EQ(points[i].concurrency, imported.points[i].concurrency);
        EXPECT_EQ(points[i].outputTokS, imported.points[i].outputTokS);
    }
    ASSERT_TRUE(doc.scenario().hardware.prefillInputTokS);
    EXPECT_EQ(*doc.scenario().hardware.prefillInputTokS, *imported.prefillLowerBound());
    EXPECT_TRUE(doc.isModified());

    doc.undoStack()->undo();
    EXPECT_EQ(doc.scenario(), original);
    doc.undoStack()->redo();
    EXPECT_EQ(doc.scenario().hardware.decodePoints.size(), 7u);
}

// #27: the MI355X runs (c = 64 overloaded) with the GPU chosen in the dialog.
TEST(BenchImportDialog, OverloadedRunsAreMarkedAndTheChosenGpuApplies)
{
    const BenchImport imported = importBenchmarks({ benchData("aiperf-kimi-k2.5-mi355x") });
    ASSERT_TRUE(imported.ok()) << imported.errorText().toStdString();
    ScenarioDocument doc(defaultScenario());
    BenchImportDialog dialog(imported, &doc);
    EXPECT_EQ(child<QTableWidget>(&dialog, "benchRuns")->item(2, 0)->text(), QStringLiteral("c64.json (overloaded)"));
    EXPECT_TRUE(child<QLabel>(&dialog, "benchWarnings")
                    ->text()
                    .contains(QStringLiteral("c64.json (concurrency 64) is overloaded: 9.6 output tok/s, below the "
                                             "149.7 of c8.json at concurrency 8")));
    EXPECT_TRUE(child<QCheckBox>(&dialog, "benchKeepOverloaded")->isEnabled());
    child<QComboBox>(&dialog, "benchGpu")
        ->setCurrentIndex(child<QComboBox>(&dialog, "benchGpu")->findText(QStringLiteral("MI355X")));
    child<QSpinBox>(&dialog, "benchGpuCount")->setValue(8);
    QStringList notes;
    EXPECT_FALSE(dialog.apply(&notes).has_value());
    // The catalog has no MI355X price: the B300's is kept, and the window is told so; so is the removed
    // range of the prefill rate the runs set.
    ASSERT_EQ(notes.size(), 2);
    EXPECT_TRUE(notes.front().contains(QStringLiteral("it was stated for B300"))) << notes.front().toStdString();
    EXPECT_TRUE(notes.back().contains(QStringLiteral("hardware.prefill_input_tok_s"))) << notes.back().toStdString();
    const Scenario &s = doc.scenario();
    EXPECT_EQ(s.hardware.gpu, QStringLiteral("MI355X"));
    EXPECT_EQ(s.hardware.count, 8);
    EXPECT_EQ(s.hardware.decodePoints.size(), 2u);
    EXPECT_EQ(s.hardware.maxThroughputTokS, std::optional<double>(149.7));

    // Keeping the overloaded run combines the runs again: three points.
    BenchImportDialog again(imported, &doc);
    child<QCheckBox>(&again, "benchKeepOverloaded")->setChecked(true);
    EXPECT_FALSE(again.apply().has_value());
    EXPECT_EQ(doc.scenario().hardware.decodePoints.size(), 3u);
    EXPECT_EQ(doc.undoStack()->count(), 2);
}
