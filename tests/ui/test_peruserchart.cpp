// Issue 10, item 4: the cost per output Mtok against the per-user speed, as plain numbers
// (perUserChartData), checked against the capacity model's figures and the report's
// `max_per_user_tok_s_still_cheaper`.

#include "chartdata.h"
#include "charts/chartregistry.h"
#include "formatting.h"
#include "shippedpresets.h"

#include "../core/testsupport.h"

#include <gtest/gtest.h>

#include <algorithm>

using namespace breakeven;
using breakeven::test::loadPreset;
using breakeven::test::offerIndex;

namespace {

/// The line (index into ChartData::offers) that draws offer \a index.
std::size_t lineOf(const ChartData &d, std::size_t index)
{
    for (std::size_t g = 0; g < d.offerIndices.size(); ++g) {
        if (std::find(d.offerIndices[g].begin(), d.offerIndices[g].end(), index) != d.offerIndices[g].end())
            return g;
    }
    ADD_FAILURE() << "offer " << index << " has no line";
    return 0;
}

} // namespace

TEST(PerUserChart, TheCurveIsTheCostAlongTheDecodeCurve)
{
    const Scenario s = defaultScenario(); // 8xB300 at Modal, r = 5, the articles' decode points
    const Evaluation e = evaluate(s);
    const ChartData d = perUserChartData(s, e, QStringLiteral("USD"));
    EXPECT_TRUE(d.logX);
    EXPECT_TRUE(d.logY);
    EXPECT_EQ(d.xTitle, QStringLiteral("Output speed per user (tok/s, log)"));
    EXPECT_EQ(d.yTitle, QStringLiteral("USD per output Mtok (log)"));

    const std::vector<SpeedCost> curve = costAgainstPerUserSpeed(compileUnchecked(s), e);
    ASSERT_GT(curve.size(), 500u); // every concurrency 1..555 (c_max)
    ASSERT_EQ(d.selfHost.points.size(), curve.size());
    // Fastest per user first on the curve is the last point drawn: x runs from c = c_max to c = 1.
    const QPointF first = d.selfHost.points.front();
    const SpeedCost &last = curve.back();
    EXPECT_EQ(last.concurrency, 555);
    EXPECT_DOUBLE_EQ(first.x(), last.perUserTokS);
    EXPECT_DOUBLE_EQ(first.y(), inDollarsPerMtok(*last.cost));
    // At c = 1: OpenZeka's 105.7 tok/s less the prefill (5 input tokens per output at 21,000 tok/s),
    // for $41,456.70 a month over 730 hours.
    const double t1 = 1.0 / (1.0 / 105.7 + 5.0 / 21000.0);
    EXPECT_NEAR(d.selfHost.points.back().x(), t1, 1e-9 * t1);
    EXPECT_NEAR(d.selfHost.points.back().y(), 41456.7 / (t1 * 3600 * 730) * 1e6, 1e-9 * 1e3);
    for (std::size_t i = 1; i < d.selfHost.points.size(); ++i)
        EXPECT_LT(d.selfHost.points[i - 1].x(), d.selfHost.points[i].x()) << i; // s(c) falls as c rises
    for (const QPointF &p : d.selfHost.points) {
        EXPECT_GE(p.x(), d.xMin);
        EXPECT_LE(p.x(), d.xMax);
        EXPECT_GE(p.y(), d.yMin);
        EXPECT_LE(p.y(), d.yMax);
    }

    // The operating point: 92 tok/s typed at concurrency 1 (measured mode), $171.47 per Mtok.
    ASSERT_TRUE(d.operatingPoint);
    EXPECT_DOUBLE_EQ(d.operatingPoint->point.x(), 92.0);
    EXPECT_NEAR(d.operatingPoint->point.y(), 171.467, 1e-3);
    // Off the line, which gives 103.1 tok/s per user at concurrency 1 ($153.00): the point says it is
    // measured.
    EXPECT_EQ(d.operatingPoint->label, QStringLiteral("92.0 tok/s per user measured: $171.47/Mtok"));
    EXPECT_TRUE(d.operatingPoint->tooltip.endsWith(
        QStringLiteral("Measured (the typed throughput). The line is the decode curve's: at concurrency 1 it gives "
                       "%1 tok/s per user for $%2/Mtok.")
            .arg(format::number(t1, 1), format::number(41456.7 / (t1 * 3600 * 730) * 1e6, 2))))
        << d.operatingPoint->tooltip.toStdString();
    EXPECT_TRUE(d.operatingPoint->tooltip.contains(u"103.1 tok/s per user for $153.00/Mtok"));
    EXPECT_TRUE(d.operatingFeasible);
    EXPECT_FALSE(d.limit); // no per-user target
}

// Per offer: "self-hosting beats it up to X tok/s per user" at (X, price), X the report's
// max_per_user_tok_s_still_cheaper; an offer self-hosting never beats says so in its label.
TEST(PerUserChart, EachOfferIsBeatenUpToASpeedOrNever)
{
    Scenario s = defaultScenario();
    const std::size_t cheap = offerIndex(s, "Moonshot", "kimi-k3.1-pro");
    const std::size_t dear = offerIndex(s, "Moonshot", "kimi-k3.1-pro-highspeed");
    Offer free = s.offers[cheap];
    free.provider = QStringLiteral("Free <b>tier</b>");
    free.input = 0.0;
    free.cachedInput = 0.0;
    free.output = 0.01;
    s.offers.push_back(free);
    const Evaluation e = evaluate(s);
    const ChartData d = perUserChartData(s, e, QStringLiteral("USD"));
    const std::vector<std::optional<double>> speeds = perUserSpeedsStillCheaper(s, e);

    ASSERT_TRUE(speeds[cheap]);
    EXPECT_NEAR(*speeds[cheap], 42.5425, 1e-4); // the JSON report's figure for $20 per Mtok
    ASSERT_TRUE(speeds[dear]);
    EXPECT_GT(*speeds[dear], *speeds[cheap]); // a dearer offer is beaten at higher speeds too
    EXPECT_FALSE(speeds.back());

    const auto markerAt = [&](double x, double y) -> const ChartMarker * {
        for (const ChartMarker &m : d.breakevens) {
            if (m.point.x() == x && m.point.y() == y)
                return &m;
        }
        return nullptr;
    };
    const ChartMarker *m = markerAt(*speeds[cheap], 20.0);
    ASSERT_NE(m, nullptr);
    EXPECT_EQ(m->label, QStringLiteral("up to 42.5 tok/s per user"));
    EXPECT_TRUE(m->tooltip.contains(
        QStringLiteral("Self-hosting beats Moonshot, APIYI kimi-k3.1-pro ($20.00/Mtok) up to 42.5 tok/s per user")))
        << m->tooltip.toStdString();
    EXPECT_NE(markerAt(*speeds[dear], 40.0), nullptr);
    EXPECT_EQ(d.offers[lineOf(d, cheap)].label, QStringLiteral("Moonshot, APIYI kimi-k3.1-pro \u00b7 $20.00"));
    EXPECT_EQ(d.offers[lineOf(d, s.offers.size() - 1)].label,
        QStringLiteral("Free <b>tier</b> kimi-k3.1-pro \u00b7 $0.01 \u00b7 self-hosting never beats it"));
    // One marker per beaten line, none for the free tier.
    EXPECT_EQ(d.breakevens.size(), d.offers.size() - 1);
    for (const ChartLine &line : d.offers) {
        ASSERT_EQ(line.points.size(), 2u);
        EXPECT_EQ(line.points.front().x(), d.xMin);
        EXPECT_EQ(line.points.back().x(), d.xMax);
        EXPECT_GE(line.points.front().y(), d.yMin);
    }
}

TEST(PerUserChart, ModelledModeOperatesOnTheCurveAndATargetIsTheLimit)
{
    Scenario s = defaultScenario();
    s.operation.throughputMode = ThroughputMode::Modelled;
    s.operation.concurrency = 64;
    s.operation.minPerUserTokS = 20.0;
    const Evaluation e = evaluate(s);
    const ChartData d = perUserChartData(s, e, QStringLiteral("CNY"));
    // 2,076.8 tok/s at 64 less the prefill: 21.7 tok/s per user.
    const double t64 = 1.0 / (1.0 / 2076.8 + 5.0 / 21000.0);
    ASSERT_TRUE(d.operatingPoint);
    EXPECT_NEAR(d.operatingPoint->point.x(), t64 / 64, 1e-9);
    EXPECT_NEAR(d.operatingPoint->point.y(), 41456.7 / (t64 * 3600 * 730) * 1e6 * 7.25, 1e-6);
    EXPECT_EQ(d.yTitle, QStringLiteral("CNY per output Mtok (log)"));
    // The target keeps every drawn concurrency at or above 20 tok/s per user, and is the limit line.
    ASSERT_FALSE(d.selfHost.points.empty());
    for (const QPointF &p : d.selfHost.points)
        EXPECT_GE(p.x(), 20.0);
    ASSERT_TRUE(d.limit);
    EXPECT_EQ(d.limit->label, QStringLiteral("Per-user target 20 tok/s"));
    EXPECT_EQ(d.limit->points.front().x(), 20.0);
}

TEST(PerUserChart, WithoutEvidenceThereIsNoCurveAndNoVerdictPerOffer)
{
    Scenario s = defaultScenario();
    s.hardware.decodePoints.clear();
    s.hardware.maxThroughputTokS.reset();
    const ChartData d = perUserChartData(s, evaluate(s), QStringLiteral("USD"));
    EXPECT_TRUE(d.selfHost.points.empty());
    EXPECT_EQ(d.selfHost.label, QStringLiteral("Self-hosted: no decode curve (add points or import a benchmark)"));
    EXPECT_TRUE(d.breakevens.empty());
    for (const ChartLine &line : d.offers)
        EXPECT_FALSE(line.label.contains(QStringLiteral("never"))) << line.label.toStdString();
    EXPECT_LT(d.xMin, d.xMax);
    EXPECT_LT(d.yMin, d.yMax);
}

// A model that does not fit: no offer is beaten, and the operating point says it is not feasible.
TEST(PerUserChart, AnInfeasibleScenarioBeatsNoOffer)
{
    Scenario s = loadPreset("kimi-k31-pro-8xh200.json");
    s.hardware.decodePoints = defaultScenario().hardware.decodePoints;
    const Evaluation e = evaluate(s);
    ASSERT_FALSE(e.feasibility.fits);
    const ChartData d = perUserChartData(s, e, QStringLiteral("USD"));
    EXPECT_TRUE(d.breakevens.empty());
    ASSERT_TRUE(d.operatingPoint);
    EXPECT_FALSE(d.operatingFeasible);
    EXPECT_TRUE(d.operatingPoint->label.endsWith(QStringLiteral(": not feasible")))
        << d.operatingPoint->label.toStdString();
    for (const ChartLine &line : d.offers)
        EXPECT_TRUE(line.label.endsWith(QStringLiteral("self-hosting never beats it"))) << line.label.toStdString();
}

// The registry's entry: `export --chart per-user`, the CSV section and the report's page come from it.
TEST(PerUserChart, IsARegisteredTabWithItsCurveAsTheCsvTable)
{
    const std::optional<ChartKind> kind = chartKindFromName(QStringLiteral("per-user"));
    ASSERT_TRUE(kind);
    const ChartKindInfo &info = chartKindInfo(*kind);
    EXPECT_EQ(info.place, ChartPlace::Tab);
    EXPECT_TRUE(info.inReport);
    EXPECT_EQ(chartTitle(*kind), QStringLiteral("Cost per output Mtok vs per-user speed"));

    const Scenario s = defaultScenario();
    const Evaluation e = evaluate(s);
    const ChartTable table = info.table(ChartInput { s, e, computeResults(s, e), QStringLiteral("CNY") });
    ASSERT_GE(table.header.size(), 5);
    EXPECT_EQ(table.header.front(), QStringLiteral("per_user_tok_s"));
    EXPECT_EQ(table.header.at(1), QStringLiteral("self_host_cost_per_output_mtok_CNY"));
    EXPECT_EQ(table.header.at(table.header.size() - 2), QStringLiteral("concurrency"));
    EXPECT_EQ(table.header.back(), QStringLiteral("output_tok_s"));
    const std::vector<SpeedCost> curve = costAgainstPerUserSpeed(compileUnchecked(s), e);
    ASSERT_EQ(table.rows.size(), curve.size());
    const std::vector<double> &first = table.rows.front();
    EXPECT_EQ(first.front(), curve.front().perUserTokS);
    EXPECT_DOUBLE_EQ(first.at(1), inDollarsPerMtok(*curve.front().cost) * 7.25);
    EXPECT_EQ(first.at(first.size() - 2), 1.0);
    EXPECT_EQ(first.back(), curve.front().outputTokS);
}

// Beyond the capacity (measured, 6,000 tok/s typed on a node that sustains 4,634) no concurrency
// reaches the typed throughput: the chart marks no operating point at "6,000.0 tok/s per user".
TEST(PerUserChart, BeyondTheCapacityThereIsNoOperatingPoint)
{
    Scenario s = test::shippedPreset("kimi-k31-pro-8xb300-modal.json");
    s.operation.throughputTokS = 6000.0;
    const Evaluation e = evaluate(s);
    ASSERT_TRUE(e.capacity.typedBeyondCapacity());
    const ChartData d = perUserChartData(s, e, QStringLiteral("USD"));
    EXPECT_FALSE(d.operatingPoint.has_value());
    EXPECT_FALSE(d.selfHost.points.empty()); // the curve is still drawn
}
