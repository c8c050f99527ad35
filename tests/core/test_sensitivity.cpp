// #11: the tornado and the decision map against evaluate() at the same points.

#include "sensitivity.h"
#include "testsupport.h"

#include <gtest/gtest.h>

#include <cmath>

using namespace breakeven;
using namespace breakeven::test;

namespace {

double savingAgainstCheapest(const Scenario &s)
{
    const Evaluation e = evaluate(s);
    const std::size_t best = cheapestEnabledOffer(s, e).value();
    return e.offers[best].monthlySaving ? e.offers[best].monthlySaving->value()
                                        : std::numeric_limits<double>::quiet_NaN();
}

} // namespace

TEST(Tornado, BarsAreSortedBySwingWithEachEndAsEvaluateGivesIt)
{
    Scenario s = loadPreset("kimi-k31-pro-8xb300-modal.json");
    s.ranges.clear();
    // Throughput moves the saving most, utilization less, the cache-hit ratio without input tokens not at all.
    s.workload.inputPerOutput = 0.0;
    s.ranges[QStringLiteral("workload.cache_hit")] = Range { 0.0, 0.8, std::nullopt };
    s.ranges[QStringLiteral("operation.utilization")] = Range { 0.15, 0.35, std::nullopt };
    s.ranges[QStringLiteral("operation.throughput_tok_s")] = Range { 92.0, 4634.0, Distribution::LogUniform };
    const Tornado t = tornado(s);
    ASSERT_EQ(t.bars.size(), 3u);
    EXPECT_EQ(t.bars[0].path.toStdString(), "operation.throughput_tok_s");
    EXPECT_EQ(t.bars[1].path.toStdString(), "operation.utilization");
    EXPECT_EQ(t.bars[2].path.toStdString(), "workload.cache_hit");
    EXPECT_DOUBLE_EQ(t.bars[2].swing(), 0.0);
    EXPECT_GT(t.bars[0].swing(), t.bars[1].swing());
    EXPECT_GT(t.bars[1].swing(), 0.0);
    EXPECT_EQ(t.offer, cheapestEnabledOffer(s, evaluate(s)));
    EXPECT_DOUBLE_EQ(t.base, savingAgainstCheapest(s));
    for (const TornadoBar &bar : t.bars) {
        const QByteArray path = bar.path.toUtf8();
        EXPECT_NEAR(bar.outputAtLow, savingAgainstCheapest(with(s, path.constData(), bar.low)), 1e-6)
            << path.constData();
        EXPECT_NEAR(bar.outputAtHigh, savingAgainstCheapest(with(s, path.constData(), bar.high)), 1e-6)
            << path.constData();
    }
}

TEST(Tornado, AnEndThatIsNotFeasibleComesFirst)
{
    Scenario s = loadPreset("kimi-k31-pro-8xb300-modal.json");
    s.ranges.clear();
    s.hardware.maxThroughputTokS = 1000.0;
    s.operation.throughputTokS = 500.0;
    s.ranges[QStringLiteral("operation.utilization")] = Range { 0.15, 0.35, std::nullopt };
    s.ranges[QStringLiteral("operation.throughput_tok_s")] = Range { 400.0, 1200.0, std::nullopt };
    const Tornado t = tornado(s);
    ASSERT_EQ(t.bars.size(), 2u);
    const TornadoBar &bar = t.bars[0];
    EXPECT_EQ(bar.path.toStdString(), "operation.throughput_tok_s");
    // The high end lies beyond the hardware: the bar is drawn to the capacity, where feasibility
    // ends, and its output is the saving there (issue #26 item 6: a bar for every factor).
    const double capacity = evaluate(s).feasibility.capacity.value();
    EXPECT_LT(capacity, 1200.0);
    ASSERT_TRUE(bar.highLimit.has_value());
    EXPECT_FALSE(bar.lowLimit.has_value());
    EXPECT_NEAR(*bar.highLimit, capacity, capacity * 1e-9);
    Scenario atLimit = s;
    atLimit.operation.throughputTokS = *bar.highLimit;
    const Evaluation there = evaluate(atLimit);
    ASSERT_TRUE(there.feasibility.feasible());
    EXPECT_DOUBLE_EQ(bar.outputAtHigh, there.offers.at(*t.offer).monthlySaving->value());
    atLimit.operation.throughputTokS = *bar.highLimit * (1.0 + 1e-6);
    EXPECT_FALSE(evaluate(atLimit).feasibility.feasible());
    EXPECT_TRUE(std::isfinite(bar.swing()));
    EXPECT_GT(bar.swing(), 0.0);
    EXPECT_TRUE(bar.crossesFeasibility());
    EXPECT_FALSE(t.bars[1].crossesFeasibility());
}

// An end that is not feasible while the scenario's own value is not either: no limit, no value.
TEST(Tornado, NoLimitWhenTheScenarioItselfIsNotFeasible)
{
    Scenario s = loadPreset("kimi-k31-pro-8xb300-modal.json");
    s.ranges.clear();
    s.hardware.maxThroughputTokS = 1000.0;
    s.operation.throughputTokS = 1100.0;
    s.ranges[QStringLiteral("operation.throughput_tok_s")] = Range { 900.0, 1200.0, std::nullopt };
    const Tornado t = tornado(s);
    ASSERT_EQ(t.bars.size(), 1u);
    EXPECT_FALSE(t.bars[0].highLimit.has_value());
    EXPECT_FALSE(t.bars[0].lowLimit.has_value());
    EXPECT_TRUE(std::isnan(t.bars[0].outputAtHigh));
    EXPECT_TRUE(std::isfinite(t.bars[0].outputAtLow));
}

TEST(Tornado, OtherOutputs)
{
    Scenario s = loadPreset("kimi-k31-pro-8xb300-modal.json");
    const Tornado t = tornado(s, SensitivityOutput::CostPerOutputMtok);
    ASSERT_FALSE(t.bars.empty());
    EXPECT_DOUBLE_EQ(t.base, inDollarsPerMtok(*evaluate(s).selfHost.costPerOutputToken));
    for (std::size_t i = 1; i < t.bars.size(); ++i)
        EXPECT_GE(t.bars[i - 1].swing(), t.bars[i].swing());
    const Tornado b = tornado(s, SensitivityOutput::BreakevenThroughput, 0);
    EXPECT_DOUBLE_EQ(b.base, evaluate(s).offers.at(0).breakevenThroughput->value());
}

TEST(DecisionMap, AgreesWithEvaluateAtItsCorners)
{
    for (const char *file : { "kimi-k31-pro-8xb300-modal.json", "china-b300-buy.json" }) {
        const Scenario s = loadPreset(file);
        const auto [xPath, yPath] = defaultDecisionAxes(s);
        const DecisionAxis x = decisionAxis(s, xPath, 64).value();
        const DecisionAxis y = decisionAxis(s, yPath, 64).value();
        const DecisionMap map = decisionMap(s, x, y);
        ASSERT_EQ(map.cells.size(), 64u * 64u);
        for (const int i : { 0, 63 }) {
            for (const int j : { 0, 63 }) {
                const Scenario at
                    = with(with(s, xPath.toUtf8().constData(), x.valueAt(i)), yPath.toUtf8().constData(), y.valueAt(j));
                const Evaluation e = evaluate(at);
                const std::size_t best = cheapestEnabledOffer(at, e).value();
                const OfferResult &o = e.offers[best];
                const DecisionCell &cell = map.at(i, j);
                EXPECT_EQ(cell.option, o.cheaper == Cheaper::SelfHost ? selfHostOption : static_cast<int>(best))
                    << file << " " << i << "," << j;
                if (o.monthlySaving)
                    EXPECT_NEAR(cell.margin, o.monthlySaving->value(), 1e-6 * std::abs(o.monthlySaving->value()) + 1e-6)
                        << file << " " << i << "," << j;
                else
                    EXPECT_TRUE(std::isnan(cell.margin));
            }
        }
    }
}

TEST(DecisionMap, TheContourLiesWhereTheSavingChangesSign)
{
    Scenario s = loadPreset("kimi-k31-pro-8xb300-modal.json");
    // No capacity evidence: every cell is feasible (the capacity test has its own tests).
    s.hardware.maxThroughputTokS.reset();
    s.hardware.decodePoints.clear();
    s.hardware.prefillInputTokS.reset();
    // Linear axes, along which the saving is linear: the interpolated crossing is exact.
    const DecisionAxis x { QStringLiteral("operation.throughput_tok_s"), 100.0, 10000.0, false, 33 };
    const DecisionAxis y { QStringLiteral("cost.gpu_hour"), 2.0, 20.0, false, 17 };
    const DecisionMap map = decisionMap(s, x, y);
    ASSERT_FALSE(map.contour.empty());
    int rowsWithCrossing = 0;
    for (int j = 0; j < y.steps; ++j) {
        const bool first = map.at(0, j).margin > 0.0;
        const bool last = map.at(x.steps - 1, j).margin > 0.0;
        rowsWithCrossing += first != last ? 1 : 0;
    }
    EXPECT_GT(rowsWithCrossing, 0);
    for (const auto &[tx, price] : map.contour) {
        const Scenario at = with(with(s, "operation.throughput_tok_s", tx), "cost.gpu_hour", price);
        EXPECT_NEAR(savingAgainstCheapest(at), 0.0, 1e-6) << tx << " " << price;
    }
}

TEST(DecisionMap, AnUnknownAxisHasNoMap)
{
    const Scenario s = loadPreset("kimi-k31-pro-8xb300-modal.json");
    EXPECT_FALSE(decisionAxis(s, QStringLiteral("operation.speed"), 8));
    const DecisionAxis ranged = decisionAxis(s, QStringLiteral("operation.throughput_tok_s"), 8).value();
    EXPECT_DOUBLE_EQ(ranged.from, s.ranges.at(QStringLiteral("operation.throughput_tok_s")).low); // its range
    EXPECT_TRUE(ranged.logarithmic);
}
