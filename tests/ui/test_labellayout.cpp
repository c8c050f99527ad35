// Marker labels: each by its own marker or joined to it by a leader, none covering a marker or
// another label, on both charts at every export size (issue 13, "Labels on the wrong marker").
#include "charts/chartlegend.h"
#include "charts/chartview.h"
#include "chartviewpeer.h"
#include "evaluation.h"
#include "export/chartexport.h"
#include "labellayout.h"
#include "manyoffers.h"
#include "presetio.h"

#include <QDir>

#include <map>

#include <gtest/gtest.h>

using namespace breakeven;

namespace {

QRectF box(double x, double y, double side = 13.0) { return { x - side / 2.0, y - side / 2.0, side, side }; }

/// The rules a reader relies on, for \a placed labels of \a requests in \a scene.
void expectReadable(
    const LabelScene &scene, const std::vector<LabelRequest> &requests, const std::vector<LabelPlacement> &placed)
{
    ASSERT_EQ(placed.size(), requests.size());
    for (std::size_t i = 0; i < placed.size(); ++i) {
        SCOPED_TRACE(i);
        ASSERT_TRUE(placed[i].shown);
        EXPECT_TRUE(scene.bounds.contains(placed[i].rect));
        for (const QRectF &m : scene.markers)
            EXPECT_FALSE(placed[i].rect.intersects(m));
        for (std::size_t j = i + 1; j < placed.size(); ++j)
            EXPECT_FALSE(placed[i].rect.intersects(placed[j].rect)) << j;
        if (requests[i].marker >= 0) {
            EXPECT_TRUE(placed[i].leader || besideOwnMarker(placed[i].rect, requests[i].marker, scene.markers));
        }
    }
}

} // namespace

TEST(LabelLayout, ALabelNearerAnotherMarkerIsNotBesideItsOwn)
{
    const std::vector<QRectF> markers { box(100, 100), box(140, 100) };
    // Right of marker 0 and touching marker 1's surroundings: it would read as marker 1's.
    const QRectF between(110, 84, 22, 15);
    EXPECT_FALSE(besideOwnMarker(between, 0, markers));
    EXPECT_TRUE(besideOwnMarker(QRectF(70, 84, 20, 15), 0, markers));  // left of marker 0, away from 1
    EXPECT_FALSE(besideOwnMarker(QRectF(30, 84, 20, 15), 0, markers)); // too far from marker 0
}

// The Modal preset's cost chart: "1,315 tok/s" at $12 sits up-left of "1,578 tok/s" at $10,
// closer than a label is wide. Each label must end up by its own marker, covering neither.
TEST(LabelLayout, TwoCloseMarkersEachKeepTheirOwnLabel)
{
    LabelScene scene;
    scene.bounds = QRectF(0, 0, 600, 400);
    scene.markers = { box(300, 200), box(318, 214) };
    scene.lines = { QLineF(0, 200, 600, 200), QLineF(0, 214, 600, 214) };
    const std::vector<LabelRequest> requests { { QSizeF(80, 16), 0, {} }, { QSizeF(80, 16), 1, {} } };
    const std::vector<LabelPlacement> placed = layoutLabels(scene, requests);
    expectReadable(scene, requests, placed);
    // Beside their own markers, not on the other's price line.
    for (std::size_t i = 0; i < 2; ++i) {
        EXPECT_FALSE(placed[i].leader) << i;
        for (const QLineF &l : scene.lines)
            EXPECT_FALSE(placed[i].rect.contains(QPointF(placed[i].rect.center().x(), l.y1()))) << i;
    }
}

// The volume chart: every break-even on the flat self-hosted line, closer than a label's width,
// with the "now" label among them.
TEST(LabelLayout, ARowOfMarkersCloserThanTheirLabelsGetsLeadersAndNoOverlap)
{
    LabelScene scene;
    scene.bounds = QRectF(40, 20, 560, 300);
    for (int i = 0; i < 7; ++i)
        scene.markers.push_back(box(200 + 14 * i, 170, i == 6 ? 16 : 13));
    scene.lines = { QLineF(40, 170, 600, 170) };
    std::vector<LabelRequest> requests { { QSizeF(150, 16), 6, {} } };
    for (int i = 0; i < 6; ++i)
        requests.push_back({ QSizeF(48, 16), i, {} });
    const std::vector<LabelPlacement> placed = layoutLabels(scene, requests);
    expectReadable(scene, requests, placed);
    EXPECT_TRUE(std::any_of(placed.begin(), placed.end(), [](const LabelPlacement &p) { return p.leader; }));
}

TEST(LabelLayout, AFullPlotHidesALabelRatherThanCoverAMarker)
{
    LabelScene scene;
    scene.bounds = QRectF(0, 0, 60, 30);
    scene.markers = { box(30, 15) };
    const std::vector<LabelPlacement> placed = layoutLabels(scene, { { QSizeF(200, 16), 0, {} } });
    ASSERT_EQ(placed.size(), 1U);
    EXPECT_FALSE(placed[0].shown);
}

namespace {

Scenario loadPreset(const QString &file)
{
    const PresetResult r = readPresetFile(QStringLiteral(BREAKEVEN_SOURCE_DIR "/presets/") + file);
    EXPECT_TRUE(r.ok()) << file.toStdString();
    return r.ok() ? *r.scenario : defaultScenario();
}

} // namespace

TEST(ChartLabels, EveryLabelByItsMarkerOnBothChartsAtEveryExportSize)
{
    const QStringList files
        = QDir(QStringLiteral(BREAKEVEN_SOURCE_DIR "/presets")).entryList({ QStringLiteral("*.json") }, QDir::Files);
    ASSERT_GE(files.size(), 7);
    const QList<QSize> sizes { { 640, 400 }, { 800, 500 }, { 1024, 768 }, { 1600, 1000 }, { 2400, 1500 },
        { 4000, 2500 } };
    for (const QString &file : files) {
        const Scenario s = loadPreset(file);
        const Evaluation e = evaluate(s);
        for (const ChartKind kind : { ChartKind::Cost, ChartKind::Volume }) {
            for (const QSize size : sizes) {
                SCOPED_TRACE(QStringLiteral("%1 %2 %3x%4")
                                 .arg(file, kind == ChartKind::Cost ? QStringLiteral("cost") : QStringLiteral("volume"))
                                 .arg(size.width())
                                 .arg(size.height())
                                 .toStdString());
                const std::unique_ptr<ChartWidget> widget = exportChartView(s, e,
                    s.displayCurrency.isEmpty() ? QStringLiteral("USD") : s.displayCurrency, kind, QSizeF(size), 96.0);
                auto *view = qobject_cast<ChartView *>(widget.get());
                ASSERT_NE(view, nullptr);
                const std::vector<QRectF> markers = peer(*view).drawnMarkers();
                const std::vector<ChartViewTestPeer::DrawnLabel> labels = peer(*view).drawnLabels();
                const QRectF plot = peer(*view).plotArea();
                // Every break-even, the operating point, the limit and the capacity line keep their labels.
                const ChartData &data = peer(*view).data();
                EXPECT_EQ(labels.size(),
                    data.breakevens.size() + (data.operatingPoint ? 1U : 0U) + (data.limit ? 1U : 0U)
                        + (data.capacity ? 1U : 0U));
                for (std::size_t i = 0; i < labels.size(); ++i) {
                    const ChartViewTestPeer::DrawnLabel &l = labels[i];
                    SCOPED_TRACE(l.text.toStdString());
                    EXPECT_TRUE(plot.adjusted(-0.5, -0.5, 0.5, 0.5).contains(l.rect));
                    for (const QRectF &m : markers)
                        EXPECT_FALSE(l.rect.intersects(m));
                    for (std::size_t j = i + 1; j < labels.size(); ++j)
                        EXPECT_FALSE(l.rect.intersects(labels[j].rect)) << labels[j].text.toStdString();
                    if (l.marker >= 0) {
                        ASSERT_LT(static_cast<std::size_t>(l.marker), markers.size());
                        EXPECT_TRUE(l.leader || besideOwnMarker(l.rect, l.marker, markers));
                        EXPECT_EQ(l.anchor, markers[static_cast<std::size_t>(l.marker)].center());
                    }
                }
                // The labels name their own markers: break-even i carries break-even i's text.
                for (std::size_t i = 0; i < data.breakevens.size(); ++i) {
                    const auto it = std::find_if(labels.begin(), labels.end(),
                        [&](const ChartViewTestPeer::DrawnLabel &l) { return l.marker == static_cast<int>(i); });
                    ASSERT_NE(it, labels.end()) << i;
                    EXPECT_EQ(it->text, data.breakevens[i].label);
                }
            }
        }
    }
}

TEST(ChartLabels, WithAHundredOffersOnlyTheBreakEvensOfTheOffersTheLegendNamesAreLabelled) // #33 item 5
{
    const Scenario s = test::hundredOffers();
    const Evaluation e = evaluate(s);
    for (const ChartKind kind : { ChartKind::Cost, ChartKind::Volume }) {
        SCOPED_TRACE(kind == ChartKind::Cost ? "cost" : "volume");
        const std::unique_ptr<ChartWidget> widget
            = exportChartView(s, e, QStringLiteral("USD"), kind, QSizeF(1600, 1000), 96.0);
        auto *view = qobject_cast<ChartView *>(widget.get());
        ASSERT_NE(view, nullptr);
        const ChartData &data = peer(*view).data();
        ASSERT_GT(data.offers.size(), maxLegendOffers);
        const std::size_t named = legendOfferCount(data.offers.size());
        std::size_t expected = 0;
        for (const ChartMarker &m : data.breakevens)
            expected += m.line < static_cast<int>(named) ? 1 : 0;
        ASSERT_GT(expected, 0U);
        ASSERT_GT(data.breakevens.size(), expected); // some break-evens go unlabelled
        const std::vector<ChartViewTestPeer::DrawnLabel> labels = peer(*view).drawnLabels();
        std::size_t breakevenLabels = 0;
        for (const ChartViewTestPeer::DrawnLabel &l : labels) {
            if (l.marker < 0 || static_cast<std::size_t>(l.marker) >= data.breakevens.size())
                continue; // the operating point's, the limit's
            ++breakevenLabels;
            EXPECT_LT(data.breakevens[static_cast<std::size_t>(l.marker)].line, static_cast<int>(named))
                << l.text.toStdString();
        }
        EXPECT_GT(breakevenLabels, 0U);
        EXPECT_LE(breakevenLabels, expected);
    }
}

// #33 item 5: while a slider is held, a chart's labels whose markers do not move stay where they were
// (a throughput drag moves the operating point only); released, they are laid out afresh, as a new
// chart of the same data lays them out.
TEST(ChartLabels, WhileASliderIsHeldLabelsOfMarkersThatDoNotMoveStayPut)
{
    const Scenario s = loadPreset(QStringLiteral("kimi-k31-pro-8xb300-modal.json"));
    const Evaluation e = evaluate(s);
    Scenario faster = s;
    faster.operation.throughputTokS *= 1.4;
    const Evaluation f = evaluate(faster);
    for (const ChartKind kind : { ChartKind::Cost, ChartKind::Volume }) {
        SCOPED_TRACE(kind == ChartKind::Cost ? "cost" : "volume");
        const std::unique_ptr<ChartWidget> widget
            = exportChartView(s, e, QStringLiteral("USD"), kind, QSizeF(1000, 640), 96.0);
        const std::unique_ptr<ChartWidget> fresh
            = exportChartView(faster, f, QStringLiteral("USD"), kind, QSizeF(1000, 640), 96.0);
        auto *view = qobject_cast<ChartView *>(widget.get());
        auto *freshView = qobject_cast<ChartView *>(fresh.get());
        ASSERT_NE(view, nullptr);
        ASSERT_NE(freshView, nullptr);
        const ChartData after = peer(*freshView).data();
        const auto labelsOf = [](ChartView &v) {
            std::map<QString, QRectF> m;
            for (const ChartViewTestPeer::DrawnLabel &l : peer(v).drawnLabels())
                m[l.text] = l.rect;
            return m;
        };
        view->setSteadyLabels(true);
        peer(*view).setData(peer(*view).data()); // the drag's first step: the labels as they are
        const std::map<QString, QRectF> before = labelsOf(*view);
        peer(*view).setData(after);
        const std::map<QString, QRectF> held = labelsOf(*view);
        int stayed = 0;
        for (const ChartMarker &m : after.breakevens) {
            const auto was = before.find(m.label);
            const auto now = held.find(m.label);
            if (was != before.end() && now != held.end() && was->second == now->second)
                ++stayed;
        }
        EXPECT_GT(stayed, 0);
        view->setSteadyLabels(false);
        const std::map<QString, QRectF> released = labelsOf(*view);
        EXPECT_EQ(released, labelsOf(*freshView));
    }
}
