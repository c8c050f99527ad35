// Estimated capacity in the window (MODEL.md section 11, issue #27 item 2): where the capacity
// figures are another GPU's, the Hardware group offers "Estimate from bandwidth" (one undo step),
// the verdict says the capacity is estimated; without the catalog's bandwidth it says why and does
// not estimate.
#include "gpuchoice.h"
#include "mainwindow.h"
#include "mainwindowpeer.h"
#include "scenariodocument.h"
#include "scenariopanel.h"

#include "findchild.h"
#include "shippedpresets.h"
#include "useractions.h"

#include <QComboBox>
#include <QLabel>
#include <QPushButton>
#include <QTest>
#include <QUndoStack>

#include <gtest/gtest.h>

using namespace breakeven;
using breakeven::test::child;
using breakeven::test::chooseByText;
using breakeven::test::shippedPreset;

TEST(EstimateFromBandwidth, OfferedForAnotherGpusFiguresAndOneUndoStep)
{
    MainWindow window(shippedPreset("kimi-k31-pro-8xb300-modal.json"), {}, false);
    ScenarioDocument *doc = peer(window).document();
    ScenarioPanel *panel = peer(window).panel();
    QPushButton *button = child<QPushButton>(panel, "estimateFromBandwidth");
    ASSERT_NE(button, nullptr);
    EXPECT_TRUE(button->isHidden()); // B300's own figures: nothing to estimate

    chooseByText(child<QComboBox>(panel, "gpuChoice"), QStringLiteral("H200"));
    doc->modify(QStringLiteral("16 GPUs"), [](Scenario &s) { s.hardware.count = 16; });
    ASSERT_EQ(capacityEvidence(doc->scenario()), CapacityEvidence::OtherGpu);
    EXPECT_FALSE(button->isHidden());
    EXPECT_TRUE(button->isEnabled());
    EXPECT_TRUE(child<QLabel>(panel, "estimateProblem")->isHidden());
    const double otherGpuTMax = doc->evaluation().capacity.tMax.value();

    const int steps = doc->undoStack()->count();
    QTest::mouseClick(button, Qt::LeftButton);
    EXPECT_EQ(doc->undoStack()->count(), steps + 1);
    EXPECT_EQ(doc->undoStack()->undoText(), QStringLiteral("Estimate capacity from bandwidth"));
    EXPECT_EQ(doc->scenario().hardware.evidence, EvidenceSource::Estimated);
    EXPECT_EQ(capacityEvidence(doc->scenario()), CapacityEvidence::Estimated);
    EXPECT_TRUE(button->isHidden()); // done: the capacity is estimated now
    // The capacity is the estimate's (16xH200 has 1.2 times 8xB300's bandwidth), not B300's curve.
    EXPECT_NE(doc->evaluation().capacity.tMax.value(), otherGpuTMax);
    EXPECT_TRUE(peer(window).verdictLabel()->text().contains(
        QStringLiteral("capacity estimated from B300 measurements by memory bandwidth")))
        << peer(window).verdictLabel()->text().toStdString();

    doc->undoStack()->undo();
    EXPECT_EQ(capacityEvidence(doc->scenario()), CapacityEvidence::OtherGpu);
    EXPECT_DOUBLE_EQ(doc->evaluation().capacity.tMax.value(), otherGpuTMax);
    EXPECT_FALSE(button->isHidden());
    EXPECT_FALSE(peer(window).verdictLabel()->text().contains(QStringLiteral("estimated from")));
}

TEST(EstimateFromBandwidth, WithoutTheCatalogsBandwidthItSaysSoAndDoesNotEstimate)
{
    MainWindow window(shippedPreset("kimi-k31-pro-8xb300-modal.json"), {}, false);
    ScenarioDocument *doc = peer(window).document();
    ScenarioPanel *panel = peer(window).panel();
    chooseByText(child<QComboBox>(panel, "gpuChoice"), QStringLiteral("A100")); // the catalog has no bandwidth for it
    ASSERT_EQ(capacityEvidence(doc->scenario()), CapacityEvidence::OtherGpu);
    EXPECT_FALSE(child<QPushButton>(panel, "estimateFromBandwidth")->isHidden());
    EXPECT_FALSE(child<QPushButton>(panel, "estimateFromBandwidth")->isEnabled());
    EXPECT_FALSE(child<QLabel>(panel, "estimateProblem")->isHidden());
    EXPECT_EQ(child<QLabel>(panel, "estimateProblem")->text(),
        QStringLiteral("the GPU catalog has no memory bandwidth for A100: no estimate"));
}
