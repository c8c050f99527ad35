// Properties of the model over many generated scenarios (fixed seed, so a failure reproduces).

#include "testsupport.h"

#include <cmath>
#include <random>

using namespace breakeven;
using namespace breakeven::test;
using namespace breakeven::units;

namespace {

constexpr int scenarioCount = 500;

/// A random valid scenario: rent or buy, any hours, starts, utilization, workload and offers.
Scenario randomScenario(std::mt19937_64 &rng)
{
    auto uniform = [&](double lo, double hi) { return std::uniform_real_distribution<double>(lo, hi)(rng); };
    auto logUniform = [&](double lo, double hi) { return std::exp(uniform(std::log(lo), std::log(hi))); };
    Scenario s = defaultScenario();
    // The cost side's properties, on the peak alone (the capacity model has its own tests,
    // test_capacity.cpp): no decode curve, no prefill.
    s.hardware.decodePoints.clear();
    s.hardware.prefillInputTokS.reset();
    s.cost.mode = uniform(0, 1) < 0.7 ? CostMode::Rent : CostMode::Buy;
    s.cost.gpuHour = { logUniform(0.5, 50.0), QStringLiteral("USD") };
    s.cost.buy.capex = { logUniform(1e5, 5e7), uniform(0, 1) < 0.5 ? QStringLiteral("CNY") : QStringLiteral("USD") };
    s.cost.buy.years = uniform(1, 6);
    s.cost.buy.powerKw = uniform(1, 30);
    s.cost.buy.pue = uniform(1, 2);
    s.cost.redundancy = uniform(1, 3);
    s.cost.overheads = { { QStringLiteral("Ops"), { uniform(0, 20000), QStringLiteral("USD") }, {} } };
    // Feasible (the model fits from 7 GPUs; no capacity limit), so that every saving is defined:
    // Properties.InfeasibleIsNeverCheaper covers the rest.
    s.hardware.count = std::uniform_int_distribution<int>(7, 64)(rng);
    s.hardware.maxThroughputTokS.reset();
    s.operation.throughputTokS = logUniform(1, 20000);
    s.operation.utilization = uniform(0.01, 1.0);
    s.operation.hoursPerDay = uniform(1, 24);
    s.operation.startsPerDay = std::uniform_int_distribution<int>(0, 3)(rng);
    s.operation.coldStartMinutes = uniform(0, 30);
    s.workload.inputPerOutput = uniform(0, 20);
    s.workload.cacheHit = uniform(0, 1);
    return s;
}

double costPerMtok(const Scenario &s)
{
    const auto c = evaluate(s).selfHost.costPerOutputToken;
    EXPECT_TRUE(c.has_value());
    return c ? inDollarsPerMtok(*c) : NAN;
}

bool producesOutput(const Scenario &s) { return evaluate(s).selfHost.outputPerMonth.value() > 0; }

} // namespace

TEST(Properties, CostPerMtokFallsAsThroughputRises)
{
    std::mt19937_64 rng(20261129);
    int checked = 0;
    for (int i = 0; i < scenarioCount; ++i) {
        Scenario s = randomScenario(rng);
        if (!producesOutput(s))
            continue;
        const double slow = costPerMtok(s);
        s.operation.throughputTokS *= 1.5;
        const double fast = costPerMtok(s);
        EXPECT_LT(fast, slow) << "scenario " << i;
        EXPECT_NEAR(fast * 1.5, slow, 1e-9 * slow) << "cost is inversely proportional to throughput";
        ++checked;
    }
    EXPECT_GT(checked, scenarioCount * 9 / 10);
}

TEST(Properties, CostPerMtokRisesWithGpuPrice)
{
    std::mt19937_64 rng(7);
    int checked = 0; // #8: a loop that skips every scenario passes
    for (int i = 0; i < scenarioCount; ++i) {
        Scenario s = randomScenario(rng);
        s.cost.mode = CostMode::Rent;
        if (!producesOutput(s))
            continue;
        const double cheap = costPerMtok(s);
        s.cost.gpuHour.amount *= 1.25;
        EXPECT_GT(costPerMtok(s), cheap) << "scenario " << i;
        ++checked;
    }
    EXPECT_GT(checked, scenarioCount * 9 / 10);
}

TEST(Properties, AtBreakEvenThroughputBothSidesCostTheSame)
{
    std::mt19937_64 rng(42);
    int checked = 0;
    for (int i = 0; i < scenarioCount; ++i) {
        const Scenario s = randomScenario(rng);
        const Evaluation e = evaluate(s);
        for (std::size_t k = 0; k < s.offers.size(); ++k) {
            const OfferResult &r = e.offers[k];
            if (!r.breakevenThroughput)
                continue;
            Scenario at = s;
            at.operation.throughputTokS = r.breakevenThroughput->value();
            const Evaluation ea = evaluate(at);
            const double self = inDollarsPerMtok(*ea.selfHost.costPerOutputToken);
            const double api = inDollarsPerMtok(ea.offers[k].blendedPrice);
            EXPECT_NEAR(self, api, 1e-9 * api) << "scenario " << i << " offer " << k;
            EXPECT_NEAR(ea.offers[k].monthlySaving.value().value(), 0.0, 1e-9 * ea.selfHost.monthlyCost.value());
            EXPECT_NEAR(ea.offers[k].monthlyApiCost.value(), ea.selfHost.monthlyCost.value(),
                1e-9 * ea.selfHost.monthlyCost.value());
            ++checked;
        }
    }
    EXPECT_GT(checked, scenarioCount);
}

TEST(Properties, SavingChangesSignExactlyAtBreakEven)
{
    std::mt19937_64 rng(1234);
    int checked = 0;
    for (int i = 0; i < scenarioCount; ++i) {
        const Scenario s = randomScenario(rng);
        const Evaluation e = evaluate(s);
        for (std::size_t k = 0; k < s.offers.size(); ++k) {
            if (!e.offers[k].breakevenThroughput)
                continue;
            const double tStar = e.offers[k].breakevenThroughput->value();
            Scenario below = s;
            below.operation.throughputTokS = tStar * (1 - 1e-6);
            Scenario above = s;
            above.operation.throughputTokS = tStar * (1 + 1e-6);
            const OfferResult rb = evaluate(below).offers[k];
            const OfferResult ra = evaluate(above).offers[k];
            EXPECT_LT(rb.monthlySaving.value().value(), 0.0) << "scenario " << i;
            EXPECT_EQ(rb.cheaper, Cheaper::Api);
            EXPECT_GT(ra.monthlySaving.value().value(), 0.0) << "scenario " << i;
            EXPECT_EQ(ra.cheaper, Cheaper::SelfHost);
            ++checked;
        }
    }
    EXPECT_GT(checked, scenarioCount);
}

TEST(Properties, BreakEvenVolumeTimesPriceIsTheMonthlyCost)
{
    std::mt19937_64 rng(99);
    for (int i = 0; i < scenarioCount; ++i) {
        const Scenario s = randomScenario(rng);
        const Evaluation e = evaluate(s);
        for (std::size_t k = 0; k < s.offers.size(); ++k) {
            const OfferResult &r = e.offers[k];
            const double m = e.selfHost.monthlyCost.value();
            EXPECT_NEAR((r.breakevenOutput * r.blendedPrice).value(), m, 1e-9 * m);
            EXPECT_NEAR(r.breakevenInput.value(), s.workload.inputPerOutput * r.breakevenOutput.value(),
                1e-9 * r.breakevenInput.value() + 1e-9);
        }
    }
}

TEST(Properties, CnyAndUsdPresetsOfTheSameScenarioAgree)
{
    std::mt19937_64 rng(5);
    for (int i = 0; i < 100; ++i) {
        const Scenario usd = randomScenario(rng);
        const double rate = usd.fxPerUsd.at(QStringLiteral("CNY"));
        Scenario cny = usd;
        const auto toCny = [&](Money &m) { m = { usd.toUsd(m).value() * rate, QStringLiteral("CNY") }; };
        cny.currency = QStringLiteral("CNY");
        toCny(cny.cost.gpuHour);
        toCny(cny.cost.buy.capex);
        toCny(cny.cost.buy.tariffPerKwh);
        for (Overhead &o : cny.cost.overheads)
            toCny(o.monthly);
        for (Offer &o : cny.offers) {
            o.currency = QStringLiteral("CNY");
            o.input *= rate;
            o.output *= rate;
            if (o.cachedInput)
                *o.cachedInput *= rate;
        }
        // Through the file format as well: a CNY preset on disk reads back to the same figures.
        const PresetResult reread = parsePreset(serializePreset(cny));
        ASSERT_TRUE(reread.ok()) << reread.errorText().toStdString();
        const Evaluation a = evaluate(usd);
        const Evaluation b = evaluate(*reread.scenario);
        const double m = a.selfHost.monthlyCost.value();
        EXPECT_NEAR(b.selfHost.monthlyCost.value(), m, 1e-9 * m);
        for (std::size_t k = 0; k < a.offers.size(); ++k) {
            EXPECT_NEAR(b.offers[k].blendedPrice.value(), a.offers[k].blendedPrice.value(),
                1e-12 * a.offers[k].blendedPrice.value());
            EXPECT_NEAR(b.offers[k].monthlySaving.value().value(), a.offers[k].monthlySaving.value().value(), 1e-9 * m);
        }
    }
}

TEST(Properties, NothingProducedMeansNeverAndNoBreakEvenThroughput)
{
    Scenario s = defaultScenario();
    s.operation.utilization = 0.0;
    const Evaluation e = evaluate(s);
    EXPECT_FALSE(e.selfHost.costPerOutputToken.has_value());
    for (const OfferResult &r : e.offers) {
        EXPECT_FALSE(r.breakevenThroughput.has_value());
        EXPECT_FALSE(r.reachable);
        EXPECT_EQ(r.cheaper, Cheaper::Api);
        EXPECT_NEAR(r.monthlySaving.value().value(), -e.selfHost.monthlyCost.value(), 1e-9);
    }
}

TEST(Properties, InfeasibleIsNeverCheaper) // #8
{
    // Random scenarios on 1-64 GPUs with a capacity limit per replica: whenever the model does not fit
    // or the throughput exceeds the limit, no offer is cheaper on the self-hosted side and no saving exists.
    std::mt19937_64 rng(808);
    int infeasible = 0;
    for (int i = 0; i < scenarioCount; ++i) {
        Scenario s = randomScenario(rng);
        s.hardware.count = std::uniform_int_distribution<int>(1, 64)(rng);
        s.hardware.maxThroughputTokS = 4634.0;
        const Evaluation e = evaluate(s);
        const bool fits = e.memory.fits;
        // Each replica (the fewest whole nodes that hold the model, #27) sustains the limit.
        const bool within = s.operation.throughputTokS <= e.memory.replicas * 4634.0;
        EXPECT_EQ(e.feasibility.fits, fits);
        EXPECT_EQ(e.feasibility.withinCapacity, within);
        EXPECT_EQ(e.feasibility.feasible(), fits && within);
        for (const OfferResult &r : e.offers) {
            if (fits && within) {
                EXPECT_TRUE(r.monthlySaving.has_value());
                EXPECT_NE(r.cheaper, Cheaper::NotFeasible);
            } else {
                EXPECT_FALSE(r.monthlySaving.has_value()) << "scenario " << i;
                EXPECT_EQ(r.cheaper, Cheaper::NotFeasible) << "scenario " << i;
            }
            if (!fits) {
                EXPECT_FALSE(r.reachable);
            }
        }
        infeasible += fits && within ? 0 : 1;
    }
    EXPECT_GT(infeasible, scenarioCount / 10);
    EXPECT_LT(infeasible, scenarioCount);
}

TEST(Properties, BreakEvenUtilizationIsWhereTheSavingChangesSign) // #8
{
    std::mt19937_64 rng(4242);
    int checked = 0;
    for (int i = 0; i < scenarioCount; ++i) {
        const Scenario s = randomScenario(rng);
        const Evaluation e = evaluate(s);
        for (std::size_t k = 0; k < s.offers.size(); ++k) {
            const std::optional<double> u = e.offers[k].breakevenUtilization;
            if (!u || !std::isfinite(*u) || *u > 1.0 || *u <= 0.0)
                continue;
            Scenario at = s;
            at.operation.utilization = *u;
            const Evaluation ea = evaluate(at);
            EXPECT_NEAR(ea.offers[k].monthlySaving.value().value(), 0.0, 1e-9 * ea.selfHost.monthlyCost.value())
                << "scenario " << i;
            // Equivalently u* = u * T* / T: the throughput and utilization break-evens agree.
            EXPECT_NEAR(*u,
                s.operation.utilization * e.offers[k].breakevenThroughput->value() / s.operation.throughputTokS,
                1e-9 * *u);
            ++checked;
        }
    }
    EXPECT_GT(checked, 50);
}

TEST(Properties, ColdStartsEatProvisionedHours)
{
    Scenario s = defaultScenario();
    s.operation.hoursPerDay = 8;
    s.operation.startsPerDay = 1;
    s.operation.coldStartMinutes = 27;
    const Evaluation e = evaluate(s);
    const double days = 730.0 / 24.0;
    EXPECT_NEAR(inHours(e.selfHost.provisioned), 8 * days, 1e-9);
    EXPECT_NEAR(inHours(e.selfHost.productive), (8 - 27.0 / 60.0) * days, 1e-9);
    // Renting bills the provisioned hours, cold starts included.
    EXPECT_NEAR(e.selfHost.monthlyCost.value(), 56.79 * 8 * days, 1e-6);
    s.operation.startsPerDay = 100; // more starting than running: nothing is produced
    EXPECT_EQ(inHours(evaluate(s).selfHost.productive), 0.0);
}

TEST(Properties, RedundancyMultipliesHardwareNotOverheads)
{
    Scenario s = defaultScenario();
    s.cost.overheads = { { QStringLiteral("Platform engineering"), { 10000, QStringLiteral("USD") }, {} } };
    const double one = evaluate(s).selfHost.monthlyCost.value();
    s.cost.redundancy = 2.0;
    const double two = evaluate(s).selfHost.monthlyCost.value();
    EXPECT_NEAR(two - one, 41456.70, 0.005);
}

TEST(Properties, BuyingDepreciatesEveryHourButPowersOnlyProvisionedOnes)
{
    Scenario s = loadPreset("china-b300-buy.json");
    const Evaluation always = evaluate(s);
    s.operation.hoursPerDay = 12;
    const Evaluation half = evaluate(s);
    EXPECT_DOUBLE_EQ(half.selfHost.depreciationMonthly.value(), always.selfHost.depreciationMonthly.value());
    EXPECT_NEAR(half.selfHost.powerMonthly.value(), always.selfHost.powerMonthly.value() / 2, 1e-9);
}

TEST(Properties, AcceptanceRaisesTheCostPerAcceptedTask)
{
    Scenario s = loadPreset("cluster-8gpu-80-per-hour.json");
    const double full = evaluate(s).offers.at(0).acceptedTaskCost.value();
    s.workload.acceptanceApi = 0.5;
    EXPECT_DOUBLE_EQ(evaluate(s).offers.at(0).acceptedTaskCost.value(), 2 * full);
}

TEST(Properties, BreakEvenBeyondMaxThroughputIsUnreachable)
{
    // Output prices alone (r = 0), as the throughput table.
    Scenario s = loadPreset("kimi-k31-pro-8xb300-modal.json");
    s.hardware.maxThroughputTokS = 1000.0; // below the 1,577 tok/s break-even against $10
    const Evaluation e = evaluate(s);
    const OfferResult &r = e.offers.at(offerIndex(s, "APIYI", "kimi-k3.1-pro"));
    ASSERT_TRUE(r.breakevenThroughput.has_value());
    EXPECT_FALSE(r.reachable);
    const OfferResult &fast = e.offers.at(offerIndex(s, "APIYI", "kimi-k3.1-pro-highspeed"));
    EXPECT_TRUE(fast.reachable); // $20: break-even at about 789 tok/s
}
