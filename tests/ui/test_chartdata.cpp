#include "chartcolors.h"
#include "chartdata.h"
#include "evaluation.h"
#include "presetio.h"

#include "../core/testsupport.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>

using namespace breakeven;

namespace {

double selfHostCostAt(Scenario s, double throughput)
{
    s.operation.throughputTokS = throughput;
    return inDollarsPerMtok(*evaluate(s).selfHost.costPerOutputToken);
}

} // namespace

TEST(CostChartData, CurveSamplesAreTheModelsCostAtEachThroughput)
{
    const Scenario s = defaultScenario();
    const ChartData d = costChartData(s, evaluate(s), QStringLiteral("USD"));
    ASSERT_EQ(d.selfHost.points.size(), static_cast<std::size_t>(costCurveSamples));
    EXPECT_DOUBLE_EQ(d.selfHost.points.front().x(), 1.0);
    EXPECT_NEAR(d.selfHost.points.back().x(), 20000.0, 1e-6);
    for (std::size_t i : { 0UL, 57UL, 120UL, 199UL }) {
        const QPointF p = d.selfHost.points[i];
        EXPECT_NEAR(p.y(), selfHostCostAt(s, p.x()), 1e-9 * p.y()) << "sample " << i;
    }
    for (std::size_t i = 1; i < d.selfHost.points.size(); ++i)
        EXPECT_LT(d.selfHost.points[i].y(), d.selfHost.points[i - 1].y());
}

TEST(CostChartData, OfferLinesMarkersAndOperatingPoint)
{
    const Scenario s = defaultScenario();
    const Evaluation e = evaluate(s);
    const ChartData d = costChartData(s, e, QStringLiteral("USD"));
    // Seven offers at four distinct prices: $15, $10, $20, $12.
    ASSERT_EQ(d.offers.size(), 4U);
    std::size_t covered = 0;
    for (std::size_t g = 0; g < d.offers.size(); ++g) {
        for (std::size_t i : d.offerIndices[g]) {
            EXPECT_DOUBLE_EQ(d.offers[g].points.front().y(), inDollarsPerMtok(e.offers[i].blendedPrice));
            EXPECT_TRUE(d.offers[g].label.contains(s.offers[i].provider));
            ++covered;
        }
    }
    EXPECT_EQ(covered, s.offers.size());
    ASSERT_EQ(d.breakevens.size(), 4U);
    for (const ChartMarker &m : d.breakevens) {
        bool matched = false;
        for (const OfferResult &r : e.offers)
            matched = matched || std::abs(m.point.x() - r.breakevenThroughput->value()) < 1e-9;
        EXPECT_TRUE(matched) << m.label.toStdString();
    }
    ASSERT_TRUE(d.operatingPoint.has_value());
    EXPECT_DOUBLE_EQ(d.operatingPoint->point.x(), 92.0);
    EXPECT_NEAR(d.operatingPoint->point.y(), 171.47, 0.005);
    ASSERT_TRUE(d.limit.has_value());
    // The capacity T_max: the 4,634 peak with 5 input tokens per output token to prefill (issue 10).
    EXPECT_NEAR(d.limit->points.front().x(), 2203.17, 0.01);
}

TEST(CostChartData, ShadedRegionRunsFromTheCheapestBreakEvenToTheHardwareLimit)
{
    const Scenario s = test::loadPreset("kimi-k31-pro-8xb300-modal.json");
    const Evaluation e = evaluate(s);
    const ChartData d = costChartData(s, e, QStringLiteral("USD"));
    ASSERT_FALSE(d.shadeLower.empty());
    ASSERT_EQ(d.shadeLower.size(), d.shadeUpper.size());
    EXPECT_NEAR(d.shadeLower.front().x(), 41456.7 / 10.0 * 1e6 / (3600.0 * 730.0), 0.01); // 1,577.5 tok/s
    EXPECT_NEAR(d.shadeLower.back().x(), 4634.0, 1e-6);
    for (std::size_t i = 0; i < d.shadeLower.size(); ++i) {
        EXPECT_DOUBLE_EQ(d.shadeUpper[i].y(), 10.0);
        EXPECT_LE(d.shadeLower[i].y(), 10.0 + 1e-9);
    }
}

TEST(CostChartData, NoShadeWhenTheHardwareCannotReachTheBreakEven)
{
    Scenario s = test::loadPreset("kimi-k31-pro-8xb300-modal.json");
    s.hardware.maxThroughputTokS = 1000.0;
    const ChartData d = costChartData(s, evaluate(s), QStringLiteral("USD"));
    EXPECT_TRUE(d.shadeLower.empty());
    bool beyond = false;
    for (const ChartMarker &m : d.breakevens)
        beyond = beyond || m.label.contains(QStringLiteral("beyond hardware"));
    EXPECT_TRUE(beyond);
}

TEST(CostChartData, NoOutputMeansNoCurve)
{
    Scenario s = defaultScenario();
    s.operation.utilization = 0.0;
    const ChartData d = costChartData(s, evaluate(s), QStringLiteral("USD"));
    EXPECT_TRUE(d.selfHost.points.empty());
    EXPECT_TRUE(d.breakevens.empty());
    EXPECT_FALSE(d.operatingPoint.has_value());
    EXPECT_EQ(d.offers.size(), 4U);
}

TEST(CostChartData, DisplayCurrencyScalesPrices)
{
    const Scenario s = defaultScenario();
    const Evaluation e = evaluate(s);
    const ChartData usd = costChartData(s, e, QStringLiteral("USD"));
    const ChartData cny = costChartData(s, e, QStringLiteral("CNY"));
    EXPECT_DOUBLE_EQ(cny.operatingPoint->point.y(), usd.operatingPoint->point.y() * 7.25);
    EXPECT_TRUE(cny.yTitle.contains(QStringLiteral("CNY")));
}

namespace {

bool wholeDecade(double v)
{
    const double l = std::log10(v);
    return std::abs(l - std::round(l)) < 1e-12;
}

} // namespace

TEST(CostChartData, XRangeIncludesAnOperatingPointFarOutside1To20000)
{
    // The range for each: one decade beyond t / 1.5 or t * 1.5, else the default 1..20,000 tok/s
    // (the break-evens, 788.75..1,577.5 tok/s, lie inside it).
    struct Case {
        double t, xMin, xMax;
    };
    for (const Case &c : { Case { 1e-3, 1e-4, costChartMaxThroughput }, Case { 1e6, costChartMinThroughput, 1e7 } }) {
        const double t = c.t;
        SCOPED_TRACE(t);
        Scenario s = defaultScenario();
        s.operation.throughputTokS = t;
        s.hardware.maxThroughputTokS.reset();
        const ChartData d = costChartData(s, evaluate(s), QStringLiteral("USD"));
        ASSERT_TRUE(d.operatingPoint.has_value());
        EXPECT_DOUBLE_EQ(d.operatingPoint->point.x(), t);
        EXPECT_LE(d.xMin, t / 1.5);
        EXPECT_GE(d.xMax, t * 1.5);
        EXPECT_LE(d.xMin, costChartMinThroughput); // never narrower than 1..20,000 tok/s
        EXPECT_GE(d.xMax, costChartMaxThroughput);
        EXPECT_DOUBLE_EQ(d.xMin, c.xMin);
        EXPECT_DOUBLE_EQ(d.xMax, c.xMax);
        // The curve is sampled over the whole range and still follows the model.
        ASSERT_EQ(d.selfHost.points.size(), static_cast<std::size_t>(costCurveSamples));
        EXPECT_NEAR(d.selfHost.points.front().x(), d.xMin, 1e-9 * d.xMin);
        EXPECT_NEAR(d.selfHost.points.back().x(), d.xMax, 1e-9 * d.xMax);
        for (const QPointF &p : { d.selfHost.points.front(), d.selfHost.points.back() })
            EXPECT_NEAR(p.y(), selfHostCostAt(s, p.x()), 1e-9 * p.y());
        EXPECT_LE(d.yMin, d.operatingPoint->point.y());
        EXPECT_GE(d.yMax, d.operatingPoint->point.y());
    }
}

TEST(CostChartData, BreakEvensAndHardwareMaxBeyond20000AreShownNotDropped)
{
    Scenario s = test::loadPreset("kimi-k31-pro-8xb300-modal.json");
    s.hardware.count = 1000;       // 125x the default's hardware cost: break-evens near 100,000-200,000 tok/s
    s.hardware.gpusPerNode = 1000; // one node, so one replica: its maximum is the scenario's (#27)
    s.hardware.maxThroughputTokS = 60000.0;
    const Evaluation e = evaluate(s);
    const ChartData d = costChartData(s, e, QStringLiteral("USD"));
    ASSERT_EQ(d.breakevens.size(), 4U); // one per distinct price, as in the default scenario
    double highest = 0.0;
    for (std::size_t i = 0; i < s.offers.size(); ++i) {
        const double t = e.offers[i].breakevenThroughput->value();
        ASSERT_GT(t, costChartMaxThroughput);
        highest = std::max(highest, t);
        bool marked = false;
        for (const ChartMarker &m : d.breakevens)
            marked = marked || std::abs(m.point.x() - t) <= 1e-9 * t;
        EXPECT_TRUE(marked) << t;
    }
    for (const ChartMarker &m : d.breakevens) {
        EXPECT_GT(m.point.x(), d.xMin);
        EXPECT_LT(m.point.x(), d.xMax);
        EXPECT_TRUE(m.label.contains(QStringLiteral("beyond hardware"))) << m.label.toStdString();
    }
    EXPECT_GE(d.xMax, highest * 1.5);
    EXPECT_TRUE(wholeDecade(d.xMax)) << d.xMax;
    ASSERT_TRUE(d.limit.has_value());
    EXPECT_DOUBLE_EQ(d.limit->points.front().x(), 60000.0);
    EXPECT_NEAR(d.selfHost.points.back().x(), d.xMax, 1e-9 * d.xMax);
}

TEST(VolumeChartData, XRangeIncludesTheCurrentVolumeAndEveryBreakEven)
{
    // The range for each: one decade beyond t / 1.5 or t * 1.5, else the default 1..20,000 tok/s
    // (the break-evens, 788.75..1,577.5 tok/s, lie inside it).
    struct Case {
        double t, xMin, xMax;
    };
    for (const Case &c : { Case { 1e-3, 1e-4, costChartMaxThroughput }, Case { 1e6, costChartMinThroughput, 1e7 } }) {
        const double t = c.t;
        SCOPED_TRACE(t);
        Scenario s = defaultScenario();
        s.operation.throughputTokS = t;
        s.hardware.count = 1000;
        const Evaluation e = evaluate(s);
        const ChartData d = volumeChartData(s, e, QStringLiteral("USD"));
        ASSERT_TRUE(d.operatingPoint.has_value());
        EXPECT_GE(d.xMax, d.operatingPoint->point.x());
        EXPECT_GE(d.yMax, d.operatingPoint->point.y());
        ASSERT_FALSE(d.breakevens.empty());
        for (const ChartMarker &m : d.breakevens) {
            EXPECT_LE(m.point.x(), d.xMax);
            EXPECT_LE(m.point.y(), d.yMax);
        }
    }
}

TEST(VolumeChartData, FlatSelfHostedCostAndApiBillsThroughTheOrigin)
{
    Scenario s = defaultScenario();
    s.workload.inputPerOutput = 5.0; // the article's monthly break-even: P = $20 for $2 / $10
    const Evaluation e = evaluate(s);
    const ChartData d = volumeChartData(s, e, QStringLiteral("USD"));
    const double m = e.selfHost.monthlyCost.value() / 1e3;
    ASSERT_EQ(d.selfHost.points.size(), 2U);
    EXPECT_DOUBLE_EQ(d.selfHost.points[0].y(), m);
    EXPECT_DOUBLE_EQ(d.selfHost.points[1].y(), m);
    for (std::size_t g = 0; g < d.offers.size(); ++g) {
        const OfferResult &r = e.offers[d.offerIndices[g].front()];
        const QPointF end = d.offers[g].points.back();
        EXPECT_DOUBLE_EQ(d.offers[g].points.front().y(), 0.0);
        EXPECT_NEAR(end.y(), end.x() * 1e9 * r.blendedPrice.value() / 1e3, 1e-9 * end.y());
    }
    // 2.07 B output tokens to break even against $20 per output Mtok.
    bool found = false;
    for (const ChartMarker &mk : d.breakevens)
        found = found || (std::abs(mk.point.x() - 2.0728) < 0.001 && mk.label == QStringLiteral("2.07 B"));
    EXPECT_TRUE(found);
    ASSERT_TRUE(d.operatingPoint.has_value());
    EXPECT_DOUBLE_EQ(d.operatingPoint->point.x(), e.selfHost.outputPerMonth.value() / 1e9);
    EXPECT_GE(d.xMax, d.breakevens.back().point.x());
}

TEST(OfferLines, EqualPricesShareALineDisabledOffersHaveNone)
{
    Scenario s = defaultScenario();
    s.offers[0].enabled = false;
    const std::vector<int> lines = offerLines(s, evaluate(s));
    ASSERT_EQ(lines.size(), s.offers.size());
    EXPECT_EQ(lines[0], -1);
    EXPECT_EQ(lines[1], lines[4]); // Moonshot and APIYI kimi-k3.1-pro, both $10
    EXPECT_NE(lines[1], lines[3]);
}

// #33 item 4: an offer's colour followed its place in the preset (kimi-k3.1-pro pink in one preset,
// orange in another). It follows its name now: the same in every preset, whatever the order, while the
// lines of one scenario keep distinct colours and offers sharing a line share its colour.
TEST(OfferColors, AnOfferKeepsItsColourWhereverItStands)
{
    const Scenario a = breakeven::test::loadPreset("kimi-k31-pro-8xb300-modal.json");
    const std::vector<int> colorsA = offerColors(a, evaluate(a));
    const auto colourOf = [](const Scenario &s, const std::vector<int> &colors, const QString &name) {
        for (std::size_t i = 0; i < s.offers.size(); ++i) {
            if (s.offers[i].displayName() == name)
                return colors[i];
        }
        ADD_FAILURE() << name.toStdString();
        return -2;
    };
    // The same offers backwards.
    Scenario b = a;
    std::reverse(b.offers.begin(), b.offers.end());
    const std::vector<int> colorsB = offerColors(b, evaluate(b));
    const std::vector<int> linesA = offerLines(a, evaluate(a));
    for (std::size_t i = 0; i < a.offers.size(); ++i) {
        const QString name = a.offers[i].displayName();
        SCOPED_TRACE(name.toStdString());
        ASSERT_GE(colorsA[i], 0);
        EXPECT_NE(std::find(offerColorSlots.begin(), offerColorSlots.end(), colorsA[i]), offerColorSlots.end());
        EXPECT_EQ(colourOf(b, colorsB, name), colorsA[i]);
        for (std::size_t j = 0; j < a.offers.size(); ++j) {
            EXPECT_EQ(colorsA[i] == colorsA[j], linesA[i] == linesA[j]) << j;
            // Two lines never in look-alike hues (three greens, three pinks in the palette).
            if (linesA[i] != linesA[j]) {
                EXPECT_GE(colorDifference(seriesColor(colorsA[i]), seriesColor(colorsA[j])), 35.0) << j;
            }
        }
    }
    // Another preset with the same model: the same colour (in the default preset Moonshot and APIYI sell
    // kimi-k3.1-pro at one price, on one line; the 8x H200 preset has Moonshot's alone).
    const Scenario h = breakeven::test::loadPreset("kimi-k31-pro-8xh200.json");
    const std::vector<int> colorsH = offerColors(h, evaluate(h));
    const QString pro = QStringLiteral("Moonshot kimi-k3.1-pro");
    EXPECT_EQ(colourOf(h, colorsH, pro), colourOf(a, colorsA, pro));
    // A disabled offer has none.
    Scenario c = a;
    c.offers[0].enabled = false;
    EXPECT_EQ(offerColors(c, evaluate(c))[0], -1);
}

TEST(OfferColors, MoreLinesThanStableColoursTakeThePaletteInOrder)
{
    Scenario s = breakeven::test::loadPreset("kimi-k31-pro-8xb300-modal.json");
    const Offer first = s.offers.front();
    s.offers.clear();
    const int slots = static_cast<int>(offerColorSlots.size());
    for (int i = 0; i < slots + 2; ++i) {
        Offer o = first;
        o.model = QStringLiteral("model-%1").arg(i);
        o.output = 1.0 + i;
        s.offers.push_back(o);
    }
    const std::vector<int> colors = offerColors(s, evaluate(s));
    for (int i = 0; i < slots + 2; ++i)
        EXPECT_EQ(colors[static_cast<std::size_t>(i)], i);
    // Up to offerColorSlots lines, all distinct and among them (never the sky blue, index 4, too like
    // the self-hosted line: "gpt-4o" hashes to it).
    s.offers.resize(static_cast<std::size_t>(slots));
    s.offers[0].model = QStringLiteral("gpt-4o");
    std::vector<int> few = offerColors(s, evaluate(s));
    for (const int c : few)
        EXPECT_NE(std::find(offerColorSlots.begin(), offerColorSlots.end(), c), offerColorSlots.end()) << c;
    std::sort(few.begin(), few.end());
    EXPECT_EQ(std::adjacent_find(few.begin(), few.end()), few.end());
}

// One provider selling one model at two prices: two lines of the same name, told apart by their
// prices, so that reordering the list does not swap their colours (the review of 5fee7c3).
TEST(OfferColors, TwoLinesOfOneNameKeepTheirColoursWhenReordered)
{
    Scenario s = breakeven::test::loadPreset("kimi-k31-pro-8xb300-modal.json");
    Offer cheap = s.offers.front();
    cheap.output = 5.0;
    Offer dear = cheap;
    dear.output = 50.0;
    s.offers = { cheap, dear };
    const std::vector<int> forward = offerColors(s, evaluate(s));
    std::swap(s.offers[0], s.offers[1]);
    const std::vector<int> backward = offerColors(s, evaluate(s));
    EXPECT_NE(forward[0], forward[1]);
    EXPECT_EQ(forward[0], backward[1]);
    EXPECT_EQ(forward[1], backward[0]);
}

// Issue 10: at 25 % utilization the node makes at most 3.04 B output tokens a month (T_max =
// 4,634 tok/s at r = 0 for 182.5 productive hours); the $12 and $10 offers' break-evens, 3.45 B
// and 4.15 B, lie beyond it and say so.
TEST(VolumeChartData, CapacityLineMarksTheBreakEvensTheNodeCannotReach)
{
    Scenario s = breakeven::test::loadPreset("kimi-k31-pro-8xb300-modal.json");
    s.operation.utilization = 0.25;
    const Evaluation e = evaluate(s);
    const ChartData d = volumeChartData(s, e, QStringLiteral("USD"));
    ASSERT_TRUE(d.capacity.has_value());
    ASSERT_EQ(d.capacity->points.size(), 2U);
    EXPECT_NEAR(d.capacity->points.front().x(), 3.0445, 0.0001);
    EXPECT_DOUBLE_EQ(d.capacity->points.front().x(), d.capacity->points.back().x());
    EXPECT_EQ(d.capacity->label, QStringLiteral("Capacity: at most 3.04 B tok/month"));
    int beyond = 0;
    for (const ChartMarker &mk : d.breakevens) {
        const bool past = mk.point.x() > d.capacity->points.front().x();
        EXPECT_EQ(mk.label.endsWith(QStringLiteral("(beyond capacity)")), past) << mk.label.toStdString();
        beyond += past ? 1 : 0;
        if (std::abs(mk.point.x() - 3.4547) < 0.001) {
            EXPECT_EQ(mk.label, QStringLiteral("3.45 B (beyond capacity)"));
        }
        if (std::abs(mk.point.x() - 4.1457) < 0.001) {
            EXPECT_EQ(mk.label, QStringLiteral("4.15 B (beyond capacity)"));
        }
    }
    EXPECT_EQ(beyond, 2); // $12 and $10 ($15 and $20 are reachable)
    EXPECT_GE(d.xMax, d.capacity->points.front().x());
    // The cost chart's hardware-max line is T_max too: at r = 5 it is 2,203 tok/s, not the 4,634 peak.
    const Scenario agent = breakeven::test::with(s, "workload.input_per_output", 5);
    const ChartData cost = costChartData(agent, evaluate(agent), QStringLiteral("USD"));
    ASSERT_TRUE(cost.limit.has_value());
    EXPECT_NEAR(cost.limit->points.front().x(), 2203.17, 0.01);
    EXPECT_EQ(cost.limit->label, QStringLiteral("Hardware max 2,203 tok/s"));
}
