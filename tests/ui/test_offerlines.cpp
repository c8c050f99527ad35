// Issue 33 item 5: the offers' lines are drawn by one graphics item (ui/charts/offerlines.h), not a Qt
// Charts series each. Every offer is drawn where its values lie, in its colour; the legend keeps naming
// eleven and "N more"; a line is clipped to the plot exactly (a dashed line is dashed along its whole
// length before Qt clips it, so what lies outside is cut off first).
#include "charts/chartcolors.h"
#include "charts/chartlegend.h"
#include "charts/chartview.h"
#include "charts/offerlines.h"
#include "chartviewpeer.h"
#include "evaluation.h"
#include "manyoffers.h"

#include <QRandomGenerator>
#include <QTest>

#include <gtest/gtest.h>

#include <cmath>

using namespace breakeven;

namespace {

/// The distance from \a p to the straight line through \a a and \a b.
double distanceToLine(QPointF p, QPointF a, QPointF b)
{
    const QPointF d = b - a;
    const double length = std::hypot(d.x(), d.y());
    return length == 0.0 ? std::hypot(p.x() - a.x(), p.y() - a.y())
                         : std::abs(d.x() * (p.y() - a.y()) - d.y() * (p.x() - a.x())) / length;
}

} // namespace

TEST(OfferLines, ClippingKeepsExactlyThePartInsideTheBox)
{
    const QRectF box(100, 50, 400, 300);
    // Inside: unchanged. Outside: nothing. Across: cut where it meets the edges.
    EXPECT_EQ(clipPolyline(QPolygonF { QPointF(150, 60), QPointF(450, 340) }, box),
        std::vector<QPolygonF> { QPolygonF({ QPointF(150, 60), QPointF(450, 340) }) });
    EXPECT_TRUE(clipPolyline(QPolygonF { QPointF(0, 0), QPointF(90, 400) }, box).empty());
    const std::vector<QPolygonF> across = clipPolyline(QPolygonF { QPointF(0, 200), QPointF(1000, 200) }, box);
    ASSERT_EQ(across.size(), 1U);
    EXPECT_EQ(across[0], QPolygonF({ QPointF(100, 200), QPointF(500, 200) }));
    // A steep line of the volume chart: from the plot's bottom far past its top.
    const std::vector<QPolygonF> steep = clipPolyline(QPolygonF { QPointF(100, 350), QPointF(200, -99650) }, box);
    ASSERT_EQ(steep.size(), 1U);
    EXPECT_DOUBLE_EQ(steep[0][1].y(), 50.0);
    EXPECT_DOUBLE_EQ(steep[0][1].x(), 100.0 + 100.0 * 300.0 / 100000.0);
    // A polyline that leaves and comes back is two pieces.
    EXPECT_EQ(clipPolyline(QPolygonF { QPointF(200, 100), QPointF(200, 600), QPointF(300, 100) }, box).size(), 2U);

    // Random segments: every piece lies in the box and on its segment, and a segment with both ends
    // inside is kept whole.
    QRandomGenerator random(33);
    for (int i = 0; i < 2000; ++i) {
        const QPointF a(
            random.bounded(-500.0) + random.bounded(1500.0), random.bounded(-500.0) + random.bounded(1300.0));
        const QPointF b(
            random.bounded(-500.0) + random.bounded(1500.0), random.bounded(-500.0) + random.bounded(1300.0));
        const std::vector<QPolygonF> pieces = clipPolyline(QPolygonF { a, b }, box);
        ASSERT_LE(pieces.size(), 1U);
        if (box.contains(a) && box.contains(b)) {
            ASSERT_EQ(pieces.size(), 1U);
            EXPECT_EQ(pieces[0], QPolygonF({ a, b }));
        }
        for (const QPolygonF &piece : pieces) {
            for (const QPointF &p : piece) {
                EXPECT_TRUE(box.adjusted(-1e-9, -1e-9, 1e-9, 1e-9).contains(p)) << i;
                EXPECT_LT(distanceToLine(p, a, b), 1e-6) << i;
            }
        }
        // A segment through the box's centre always keeps a piece.
        const QPointF c = box.center();
        EXPECT_EQ(clipPolyline(QPolygonF { a, c + (c - a) }, box).size(), 1U) << i;
    }
}

TEST(OfferLines, EveryOfferIsDrawnWhereItsValuesLieAndTheLegendStillNamesEleven)
{
    const Scenario scenario = test::hundredOffers();
    const Evaluation evaluation = evaluate(scenario);
    for (const bool cost : { true, false }) {
        std::unique_ptr<ChartView> chart;
        if (cost)
            chart = std::make_unique<CostChart>();
        else
            chart = std::make_unique<VolumeChart>();
        chart->resize(1000, 700);
        const ChartData data = cost ? costChartData(scenario, evaluation, QStringLiteral("USD"))
                                    : volumeChartData(scenario, evaluation, QStringLiteral("USD"));
        chart->show();
        ASSERT_TRUE(QTest::qWaitForWindowExposed(chart.get()));
        peer(*chart).setData(data);
        QCoreApplication::processEvents();
        chart->layoutNow();
        ASSERT_GT(data.offers.size(), maxLegendOffers);
        const auto drawn = peer(*chart).drawnOfferLines();
        ASSERT_EQ(drawn.size(), data.offers.size()) << cost;
        const QColor base = chart->palette().color(QPalette::Base);
        for (std::size_t i = 0; i < drawn.size(); ++i) {
            ASSERT_EQ(drawn[i].first.size(), static_cast<qsizetype>(data.offers[i].points.size())) << i;
            for (qsizetype k = 0; k < drawn[i].first.size(); ++k) {
                const QPointF expected = peer(*chart).mapToPosition(data.offers[i].points[static_cast<std::size_t>(k)]);
                EXPECT_NEAR(drawn[i].first[k].x(), expected.x(), 1e-9) << i;
                EXPECT_NEAR(drawn[i].first[k].y(), expected.y(), 1e-9) << i;
            }
            EXPECT_EQ(drawn[i].second, seriesColor(data.offers[i].colorIndex, base)) << i;
        }
        // The cost chart's legend (the volume chart has none): eleven offers by name, then how many more.
        const QStringList legend = peer(*chart).legendLabels();
        const QString more = moreOffersText(data.offers.size() - legendOfferCount(data.offers.size()));
        EXPECT_EQ(legend.count(more), cost ? 1 : 0) << legend.join(QLatin1Char('|')).toStdString();
        for (std::size_t i = 0; i < data.offers.size(); ++i)
            EXPECT_EQ(legend.contains(data.offers[i].label), cost && i < legendOfferCount(data.offers.size())) << i;

        // A resize moves the lines with the plot.
        const QRectF before = peer(*chart).plotArea();
        chart->resize(700, 500);
        chart->layoutNow();
        ASSERT_NE(peer(*chart).plotArea(), before);
        const QPointF now = peer(*chart).mapToPosition(data.offers[0].points.front());
        EXPECT_NEAR(peer(*chart).drawnOfferLines()[0].first[0].x(), now.x(), 1e-9);
        EXPECT_NEAR(peer(*chart).drawnOfferLines()[0].first[0].y(), now.y(), 1e-9);
    }
}
