// Issue #10, items 1 and 2 in the window: the GPU chooser (one undo step), the warning for a
// scenario whose memory contradicts the catalog, and the Hardware fit view (its controls edit the
// document undoably; its table is the catalog's configurations).
#include "appgpucatalog.h"
#include "charts/chartview.h"
#include "gpuchoice.h"
#include "hardwarefitview.h"
#include "mainwindow.h"
#include "mainwindowpeer.h"
#include "memorybar.h"
#include "parameterslider.h"
#include "resulttables.h"
#include "scenariodocument.h"
#include "scenariopanel.h"
#include "settings.h"

#include "findchild.h"
#include "shippedpresets.h"
#include "useractions.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QDoubleSpinBox>
#include <QFile>
#include <QFileInfo>
#include <QLabel>
#include <QMessageBox>
#include <QTabWidget>
#include <QTableWidget>
#include <QTest>
#include <QUndoStack>

#include <gtest/gtest.h>

#include <memory>

using namespace breakeven;
using breakeven::test::child;
using breakeven::test::chooseByText;
using breakeven::test::shippedPreset;

namespace {

/// The text of the table row whose configuration reads \a configuration, column \a column.
QString cell(QTableWidget *table, const QString &configuration, int column)
{
    for (int r = 0; r < table->rowCount(); ++r) {
        if (table->item(r, HardwareFitView::ConfigurationColumn)->text() == configuration)
            return table->item(r, column)->text();
    }
    ADD_FAILURE() << "no row " << configuration.toStdString();
    return {};
}

} // namespace

TEST(GpuChooser, ChoosingAGpuIsOneUndoStep)
{
    MainWindow window(shippedPreset("kimi-k31-pro-8xb300-modal.json"), {}, false);
    ScenarioDocument *doc = peer(window).document();
    QComboBox *combo = child<QComboBox>(peer(window).panel(), "gpuChoice");
    ASSERT_NE(combo, nullptr);
    EXPECT_EQ(combo->currentText(), QStringLiteral("B300"));
    EXPECT_EQ(combo->count(), static_cast<int>(AppGpuCatalog::catalog().gpus.size()) + 1); // and Custom

    const int steps = doc->undoStack()->count();
    chooseByText(combo, QStringLiteral("H200"));
    EXPECT_EQ(doc->undoStack()->count(), steps + 1);
    EXPECT_EQ(doc->undoStack()->undoText(), QStringLiteral("Choose GPU H200"));
    EXPECT_EQ(doc->scenario().hardware.gpu, QStringLiteral("H200"));
    EXPECT_EQ(doc->scenario().hardware.memoryGbPerGpu, 141.0);
    EXPECT_FALSE(doc->scenario().hardware.nativeMxfp4);
    EXPECT_EQ(doc->scenario().hardware.count, 8);
    EXPECT_FALSE(doc->evaluation().memory.fits); // 8xH200 does not hold the weights
    EXPECT_TRUE(doc->evaluation().memory.dequantizationWarning);

    // One undo brings every field back at once.
    doc->undoStack()->undo();
    EXPECT_EQ(doc->scenario().hardware.gpu, QStringLiteral("B300"));
    EXPECT_EQ(doc->scenario().hardware.memoryGbPerGpu, 288.0);
    EXPECT_TRUE(doc->scenario().hardware.nativeMxfp4);
    EXPECT_EQ(combo->currentText(), QStringLiteral("B300"));
    doc->undoStack()->redo();
    EXPECT_EQ(doc->scenario().hardware.memoryGbPerGpu, 141.0);
    EXPECT_EQ(combo->currentText(), QStringLiteral("H200"));

    // GPUs per node come with the GPU too: GB300's NVL72 domain, and back in the same undo.
    chooseByText(combo, QStringLiteral("GB300"));
    EXPECT_EQ(doc->scenario().hardware.gpusPerNode, 72);
    EXPECT_EQ(doc->scenario().hardware.memoryGbPerGpu, 288.0);
    doc->undoStack()->undo();
    EXPECT_EQ(doc->scenario().hardware.gpusPerNode, 8);
    EXPECT_EQ(doc->scenario().hardware.gpu, QStringLiteral("H200"));

    // Custom changes nothing: the fields are the user's to type.
    const int before = doc->undoStack()->count();
    chooseByText(combo, QStringLiteral("Custom"));
    EXPECT_EQ(doc->undoStack()->count(), before);
    EXPECT_EQ(doc->scenario().hardware.gpu, QStringLiteral("H200"));
}

TEST(GpuChooser, ContradictingMemoryIsShown)
{
    Scenario s = shippedPreset("kimi-k31-pro-8xh200.json");
    MainWindow window(s, {}, false);
    window.show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(&window));
    QLabel *warning = child<QLabel>(peer(window).panel(), "gpuMemoryWarning");
    EXPECT_FALSE(warning->isVisibleTo(&window));
    EXPECT_EQ(child<QComboBox>(peer(window).panel(), "gpuChoice")->currentText(), QStringLiteral("H200"));

    // The user types 288 GB for an H200: the catalog says 141.
    peer(window).document()->setValue(parameter(u"hardware.memory_gb_per_gpu"), 288.0);
    EXPECT_TRUE(warning->isVisibleTo(&window));
    EXPECT_EQ(warning->textFormat(), Qt::PlainText);
    EXPECT_TRUE(warning->text().contains(QStringLiteral("H200"))) << warning->text().toStdString();
    EXPECT_TRUE(warning->text().contains(QStringLiteral("141 GB"))) << warning->text().toStdString();
    EXPECT_TRUE(warning->text().contains(QStringLiteral("288 GB"))) << warning->text().toStdString();
    EXPECT_EQ(child<QComboBox>(peer(window).panel(), "gpuChoice")->currentText(), QStringLiteral("Custom"));

    // Choosing the catalog's H200 again puts its memory back, and the note goes.
    chooseByText(child<QComboBox>(peer(window).panel(), "gpuChoice"), QStringLiteral("H200"));
    EXPECT_EQ(peer(window).document()->scenario().hardware.memoryGbPerGpu, 141.0);
    EXPECT_FALSE(warning->isVisibleTo(&window));
}

TEST(HardwareFitView, ShowsTheArticlesTableAndItsControlsEditTheDocument)
{
    MainWindow window(shippedPreset("kimi-k31-pro-8xb300-modal.json"), {}, false);
    window.resize(1600, 1000);
    window.show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(&window));
    window.showHardwareFit();
    HardwareFitView *view = peer(window).fitView();
    ASSERT_TRUE(view->isVisible());
    QTableWidget *table = child<QTableWidget>(view, "fitTable");
    EXPECT_EQ(table->rowCount(), static_cast<int>(AppGpuCatalog::catalog().configurations.size()));
    const QString times = QStringLiteral(" \u00d7 ");
    EXPECT_EQ(cell(table, QStringLiteral("8") + times + QStringLiteral("H100"), HardwareFitView::FitsColumn),
        QStringLiteral("no"));
    EXPECT_TRUE(cell(table, QStringLiteral("8") + times + QStringLiteral("H100"), HardwareFitView::WeightsColumn)
                    .contains(QStringLiteral("2.4\u00d7")));
    EXPECT_EQ(cell(table, QStringLiteral("8") + times + QStringLiteral("H200"), HardwareFitView::WeightsColumn),
        QStringLiteral("433 GB short"));
    EXPECT_EQ(cell(table, QStringLiteral("16") + times + QStringLiteral("H200"), HardwareFitView::FitsColumn),
        QStringLiteral("yes"));
    EXPECT_EQ(cell(table, QStringLiteral("16") + times + QStringLiteral("H200"), HardwareFitView::NodesColumn),
        QStringLiteral("2"));
    EXPECT_EQ(cell(table, QStringLiteral("8") + times + QStringLiteral("B200"), HardwareFitView::WeightsColumn),
        QStringLiteral("121 GB short"));
    EXPECT_EQ(cell(table, QStringLiteral("16") + times + QStringLiteral("B200"), HardwareFitView::FitsColumn),
        QStringLiteral("yes"));
    EXPECT_EQ(cell(table, QStringLiteral("8") + times + QStringLiteral("B300"), HardwareFitView::FitsColumn),
        QStringLiteral("yes"));
    EXPECT_EQ(cell(table, QStringLiteral("8") + times + QStringLiteral("MI355X"), HardwareFitView::FitsColumn),
        QStringLiteral("yes"));
    EXPECT_EQ(cell(table, QStringLiteral("8") + times + QStringLiteral("B300"), HardwareFitView::CMaxColumn),
        QStringLiteral("555"));
    EXPECT_EQ(cell(table, QStringLiteral("8") + times + QStringLiteral("H200"), HardwareFitView::CMaxColumn),
        QStringLiteral("0"));
    // #27: the article's count of GPUs for the weights alone, next to the count with KV and reserve.
    EXPECT_EQ(cell(table, QStringLiteral("8") + times + QStringLiteral("RTX 4090"), HardwareFitView::GpusColumn),
        QStringLiteral("66 (77 with KV and reserve)"));
    EXPECT_TRUE(cell(table, QStringLiteral("16") + times + QStringLiteral("H200"), HardwareFitView::NotesColumn)
                    .contains(QStringLiteral("2 nodes: network not modelled")));
    EXPECT_TRUE(
        child<QLabel>(view, "fitSummary")->text().contains(QStringLiteral("at most 555 sequences of this context fit")))
        << child<QLabel>(view, "fitSummary")->text().toStdString();
    EXPECT_NEAR(child<MemoryBar>(view, "memoryBar")->breakdown().reserveGb, 120.0, 1e-9);

    // The context control edits operation.context_tokens, one undo step, and the bar follows.
    ScenarioDocument *doc = peer(window).document();
    const double kvBefore = child<MemoryBar>(view, "memoryBar")->breakdown().kvCacheGb;
    const int steps = doc->undoStack()->count();
    child<QDoubleSpinBox>(child<ParameterSlider>(view, "fitView.context_tokens"), "sliderValue")->setValue(1048576);
    EXPECT_EQ(doc->scenario().operation.contextTokens, 1048576);
    EXPECT_EQ(doc->undoStack()->count(), steps + 1);
    EXPECT_NEAR(child<MemoryBar>(view, "memoryBar")->breakdown().kvCacheGb, 27648.0 * 1048576 / 1e9, 1e-9);
    EXPECT_GT(child<MemoryBar>(view, "memoryBar")->breakdown().kvCacheGb, kvBefore);
    child<QDoubleSpinBox>(child<ParameterSlider>(view, "fitView.concurrency"), "sliderValue")->setValue(16);
    EXPECT_EQ(doc->scenario().operation.concurrency, 16);
    EXPECT_NEAR(child<MemoryBar>(view, "memoryBar")->breakdown().stateGb, 16 * 0.48, 1e-9);
    doc->closeMerge();
    doc->undoStack()->undo();
    doc->undoStack()->undo();
    EXPECT_EQ(doc->scenario().operation.contextTokens, 8192);
    EXPECT_EQ(doc->scenario().operation.concurrency, 1);
    EXPECT_EQ(child<ParameterSlider>(view, "fitView.context_tokens")->value(), 8192.0);
}

TEST(HardwareFitView, NamesFromTheCatalogArePlainText)
{
    GpuCatalog catalog;
    GpuSpec named;
    named.name = QStringLiteral("<b>X</b>&amp;");
    named.memoryGbPerGpu = 96.0;
    named.nativeMxfp4 = true;
    named.source = QStringLiteral("s");
    named.fromUserCatalog = true;
    catalog.gpus.push_back(named);
    catalog.configurations.push_back({ QStringLiteral("<b>X</b>&amp;"), 8 });
    auto doc = std::make_shared<ScenarioDocument>(shippedPreset("kimi-k31-pro-8xb300-modal.json"));
    HardwareFitView view(doc.get(), catalog);
    ASSERT_EQ(child<QTableWidget>(&view, "fitTable")->rowCount(), 1);
    EXPECT_EQ(child<QTableWidget>(&view, "fitTable")->item(0, HardwareFitView::ConfigurationColumn)->text(),
        QStringLiteral("8 \u00d7 <b>X</b>&amp;"));
    EXPECT_EQ(child<QLabel>(&view, "fitSummary")->textFormat(), Qt::PlainText);
}

TEST(HardwareFitView, StaysInFrontAcrossNarrowAndWideAndNeverUnderTheChart)
{
    // A regression: moving the tab pages between the tab widgets showed the cost chart over the fit view.
    MainWindow window(shippedPreset("kimi-k31-pro-8xb300-modal.json"), {}, false);
    window.resize(1600, 1000);
    window.show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(&window));
    window.showHardwareFit();
    EXPECT_TRUE(peer(window).fitView()->isVisible());
    EXPECT_FALSE(peer(window).costChart()->isVisible());

    window.resize(1024, 768);
    QCoreApplication::processEvents();
    ASSERT_TRUE(window.isNarrow());
    EXPECT_TRUE(peer(window).fitView()->isVisible());
    EXPECT_FALSE(peer(window).costChart()->isVisible());
    EXPECT_FALSE(peer(window).volumeChart()->isVisible());
    EXPECT_TRUE(peer(window).verdictLabel()->isVisible());

    window.resize(1600, 1000);
    QCoreApplication::processEvents();
    ASSERT_FALSE(window.isNarrow());
    EXPECT_TRUE(peer(window).fitView()->isVisible());
    EXPECT_FALSE(peer(window).costChart()->isVisible());
    EXPECT_TRUE(peer(window).volumeChart()->isVisible());
}

TEST(GpuChooser, EachGpuSaysWhatTheCatalogHasAndWhereFrom)
{
    const GpuSpec &b300 = *AppGpuCatalog::catalog().find(u"B300");
    const QString text = AppGpuCatalog::describe(b300);
    EXPECT_TRUE(text.startsWith(QStringLiteral("B300: 288 GB per GPU, native MXFP4, 8 GPUs per node.")))
        << text.toStdString();
    EXPECT_TRUE(text.contains(QStringLiteral("Rent: $7.10 per GPU-hour (2026-10; Modal"))) << text.toStdString();
    EXPECT_TRUE(text.contains(QStringLiteral("Measured: 2,077 tok/s at concurrency 64 on 8 GPUs, Kimi K3")))
        << text.toStdString();

    MainWindow window(shippedPreset("kimi-k31-pro-8xb300-modal.json"), {}, false);
    QComboBox *combo = child<QComboBox>(peer(window).panel(), "gpuChoice");
    const QString tip = combo->itemData(combo->findText(QStringLiteral("B300")), Qt::ToolTipRole).toString();
    EXPECT_TRUE(tip.contains(QStringLiteral("288 GB per GPU"))) << tip.toStdString();
}

TEST(UserGpuCatalog, ABrokenFileIsSaidOnceAndTheBuiltInCatalogStillWorks)
{
    const QString path = Settings::userGpuCatalogPath();
    ASSERT_TRUE(QDir().mkpath(QFileInfo(path).absolutePath()));
    QFile file(path);
    ASSERT_TRUE(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
    file.write(R"({"format": "breakeven-gpu-catalog", "version": 1, "gpus": [{"name": "X", "memory_gb_per_gpu": "lots",
                   "native_mxfp4": true, "source": "s"}]})");
    file.close();
    AppGpuCatalog::reload();
    EXPECT_EQ(AppGpuCatalog::catalog().gpus, builtInGpuCatalog().gpus);

    {
        MainWindow window(shippedPreset("kimi-k31-pro-8xb300-modal.json"), {}, false);
        window.show();
        ASSERT_TRUE(QTest::qWaitForWindowExposed(&window));
        QCoreApplication::processEvents();
        const QList<QMessageBox *> boxes = window.findChildren<QMessageBox *>();
        ASSERT_EQ(boxes.size(), 1);
        EXPECT_EQ(boxes.front()->textFormat(), Qt::PlainText);
        EXPECT_TRUE(boxes.front()->text().contains(path)) << boxes.front()->text().toStdString();
        EXPECT_TRUE(boxes.front()->text().contains(QStringLiteral("gpus[0].memory_gb_per_gpu")))
            << boxes.front()->text().toStdString();
        EXPECT_EQ(child<QComboBox>(peer(window).panel(), "gpuChoice")->count(),
            static_cast<int>(builtInGpuCatalog().gpus.size()) + 1);
        boxes.front()->close();
    }
    {
        // Once a run: the next window says nothing.
        MainWindow window(shippedPreset("kimi-k31-pro-8xb300-modal.json"), {}, false);
        window.show();
        ASSERT_TRUE(QTest::qWaitForWindowExposed(&window));
        QCoreApplication::processEvents();
        EXPECT_TRUE(window.findChildren<QMessageBox *>().isEmpty());
    }

    // A good file adds its GPUs.
    ASSERT_TRUE(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
    file.write(R"({"format": "breakeven-gpu-catalog", "version": 1, "gpus": [{"name": "X", "memory_gb_per_gpu": 96,
                   "native_mxfp4": true, "source": "s"}], "configurations": [{"gpu": "X", "count": 8}]})");
    file.close();
    AppGpuCatalog::reload();
    EXPECT_TRUE(AppGpuCatalog::takeUserProblem().isEmpty());
    {
        MainWindow window(shippedPreset("kimi-k31-pro-8xb300-modal.json"), {}, false);
        EXPECT_GE(child<QComboBox>(peer(window).panel(), "gpuChoice")->findText(QStringLiteral("X")), 0);
        EXPECT_EQ(child<QTableWidget>(peer(window).fitView(), "fitTable")->rowCount(),
            static_cast<int>(builtInGpuCatalog().configurations.size()) + 1);
    }
    ASSERT_TRUE(QFile::remove(path));
    AppGpuCatalog::reload();
}

// Issue 26 item 1: the fit table is worded once (resulttables.h): the Hardware fit tab shows
// exactly the header and cells the PDF writes.
TEST(HardwareFitView, ShowsTheResultTablesCells) // #26
{
    const Scenario s = shippedPreset("kimi-k31-pro-8xh200.json");
    auto doc = std::make_shared<ScenarioDocument>(s);
    HardwareFitView view(doc.get(), AppGpuCatalog::catalog());
    QTableWidget *table = child<QTableWidget>(&view, "fitTable");
    const ResultTable expected = fitResultTable(s, fitTable(s, AppGpuCatalog::catalog()));
    ASSERT_EQ(table->rowCount(), static_cast<int>(expected.rows.size()));
    ASSERT_EQ(table->columnCount(), expected.header.size());
    for (int c = 0; c < table->columnCount(); ++c)
        EXPECT_EQ(table->horizontalHeaderItem(c)->text(), expected.header.at(c));
    for (int r = 0; r < table->rowCount(); ++r) {
        for (int c = 0; c < table->columnCount(); ++c)
            EXPECT_EQ(table->item(r, c)->text(), expected.rows[static_cast<std::size_t>(r)].at(c));
    }
    // The article's count next to the one with KV and reserve (#27 item 6), in the shared wording.
    bool rtx = false;
    for (const QStringList &row : expected.rows) {
        if (row.front().endsWith(QStringLiteral("RTX 4090"))) {
            rtx = true;
            EXPECT_TRUE(row.at(static_cast<int>(FitColumn::Gpus)).startsWith(QStringLiteral("66 (")))
                << row.join(QStringLiteral(" | ")).toStdString();
        }
    }
    EXPECT_TRUE(rtx);
}

TEST(GpuChooser, ChoosingH200MarksTheB300CurveOtherGpuAndUndoRestores) // #27 item 2
{
    MainWindow window(shippedPreset("kimi-k31-pro-8xb300-modal.json"), {}, false);
    window.resize(1600, 1000);
    window.show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(&window));
    ScenarioDocument *doc = peer(window).document();
    const Scenario before = doc->scenario();
    const QString note = QStringLiteral("capacity measured on B300, not on H200");
    const auto verdict = [&] { return peer(window).verdictLabel()->text(); };
    EXPECT_EQ(capacityEvidence(before), CapacityEvidence::Measured);

    chooseByText(child<QComboBox>(peer(window).panel(), "gpuChoice"), QStringLiteral("H200"));
    const Scenario &h200 = doc->scenario();
    EXPECT_EQ(h200.hardware.memoryGbPerGpu, 141.0);
    EXPECT_EQ(capacityEvidence(h200), CapacityEvidence::OtherGpu);
    EXPECT_EQ(h200.hardware.capacityGpu(), QStringLiteral("B300"));
    EXPECT_EQ(h200.cost.gpuHour.currency, QStringLiteral("CNY")); // the catalog's H200 quote
    EXPECT_TRUE(QTest::qWaitFor([&] { return verdict().contains(note); })) << verdict().toStdString();
    // The word to the user: what was replaced and kept, and how to undo it.
    QLabel *said = child<QLabel>(peer(window).panel(), "gpuChoiceNote");
    EXPECT_TRUE(said->isVisibleTo(&window));
    EXPECT_EQ(said->textFormat(), Qt::PlainText);
    EXPECT_TRUE(said->text().contains(note)) << said->text().toStdString();
    EXPECT_TRUE(said->text().contains(QStringLiteral("price per GPU-hour"))) << said->text().toStdString();
    EXPECT_TRUE(said->text().contains(QStringLiteral("Undo"))) << said->text().toStdString();

    // Confirming the curve for H200 (the Hardware group's check box) ends the note; undo brings it back.
    QCheckBox *confirm = nullptr;
    for (QCheckBox *box : peer(window).panel()->findChildren<QCheckBox *>()) {
        if (box->text().remove(QLatin1Char('&')) == QStringLiteral("Capacity confirmed for this GPU"))
            confirm = box;
    }
    ASSERT_NE(confirm, nullptr);
    confirm->click();
    EXPECT_TRUE(doc->scenario().hardware.evidenceConfirmed);
    EXPECT_EQ(capacityEvidence(doc->scenario()), CapacityEvidence::Measured);
    EXPECT_TRUE(QTest::qWaitFor([&] { return !verdict().contains(note); })) << verdict().toStdString();
    doc->undoStack()->undo();
    EXPECT_EQ(capacityEvidence(doc->scenario()), CapacityEvidence::OtherGpu);
    EXPECT_TRUE(QTest::qWaitFor([&] { return verdict().contains(note); })) << verdict().toStdString();

    // Undoing the choice restores every figure, and the words go.
    doc->undoStack()->undo();
    EXPECT_EQ(doc->scenario(), before);
    EXPECT_EQ(capacityEvidence(doc->scenario()), CapacityEvidence::Measured);
    EXPECT_TRUE(QTest::qWaitFor([&] { return !verdict().contains(note); })) << verdict().toStdString();
    EXPECT_FALSE(said->isVisibleTo(&window));
}

// #33: at 1024 px in pt_BR the usable line's label ran into the installed line's ("utilizável 2.074
// GBInstalada 2.304 GB"): the installed label, pushed in from the right edge, covered the usable one.
// The usable label now moves left of it; far apart, each sits beside its own line.
TEST(MemoryBar, TheUsableAndInstalledLabelsNeverOverlap)
{
    // The pt_BR window at 1024x768: a 640 px bar, the lines at 560 and 630 px.
    const auto [usable, installed] = MemoryBar::labelStarts(560.0, 118.0, 630.0, 112.0, 8.0, 640.0);
    EXPECT_DOUBLE_EQ(installed, 640.0 - 112.0); // against the right edge
    EXPECT_LE(usable + 118.0, installed - 8.0); // left of it, with air between
    EXPECT_GE(usable, 8.0);

    // Lines far apart: each label beside its line, the usable one ending left of its line.
    const auto [u2, i2] = MemoryBar::labelStarts(300.0, 118.0, 500.0, 112.0, 8.0, 1200.0);
    EXPECT_DOUBLE_EQ(u2, 300.0 - 3.0 - 118.0);
    EXPECT_DOUBLE_EQ(i2, 503.0);

    // Both lines near the left edge (1,800 GB needed on 80 GB): the installed label moves right of the
    // usable one, held at the edge.
    const auto [u3, i3] = MemoryBar::labelStarts(31.0, 80.0, 34.0, 112.0, 8.0, 640.0);
    EXPECT_DOUBLE_EQ(u3, 8.0);
    EXPECT_GE(i3, u3 + 80.0 + 8.0);
    EXPECT_LE(i3 + 112.0, 640.0);
}
