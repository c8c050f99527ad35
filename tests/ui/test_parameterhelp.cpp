// ParameterHelp::inactiveReason tells the truth: a parameter it calls inactive changes none of the
// figures the window shows, and, in these scenarios, one it calls active changes some.
#include "parameterhelp.h"
#include "presetio.h"

#include <gtest/gtest.h>

#include <functional>
#include <vector>

using namespace breakeven;

namespace {

/// Every figure the window shows (verdict, table, charts, memory line) for the enabled offers.
std::vector<double> shownFigures(const Scenario &s)
{
    const Evaluation e = evaluate(s);
    const auto opt = [](const auto &q) { return q ? q->value() : -1.0; };
    std::vector<double> v { e.selfHost.monthlyCost.value(), e.selfHost.outputPerMonth.value(),
        opt(e.selfHost.costPerOutputToken), e.selfHost.productive.value(), e.memory.needed.value(),
        e.memory.usable.value() };
    for (std::size_t i = 0; i < s.offers.size(); ++i) {
        if (!s.offers[i].enabled)
            continue;
        const OfferResult &r = e.offers[i];
        v.insert(v.end(),
            { r.blendedPrice.value(), r.breakevenOutput.value(), r.breakevenInput.value(), opt(r.breakevenThroughput),
                opt(r.monthlySaving), r.monthlyApiCost.value(), r.reachable ? 1.0 : 0.0 });
    }
    return v;
}

/// Two clearly different values of \a p, both valid.
std::pair<double, double> probes(Param p)
{
    switch (p) {
    case Param::Utilization:
    case Param::CacheHit:
        return { 0.3, 0.7 };
    case Param::GpuCount:
        return { 2, 16 };
    case Param::HoursPerDay:
        return { 4, 20 };
    case Param::Redundancy:
    case Param::Pue:
        return { 1.5, 3 };
    default:
        return { 3, 300 };
    }
}

struct Case {
    const char *name;
    std::function<void(Scenario &)> edit;
};

} // namespace

TEST(ParameterHelp, AnInactiveParameterChangesNothingShownAndAnActiveOneDoes)
{
    const std::vector<Case> cases {
        { "first launch", [](Scenario &) {} },
        { "no input tokens", [](Scenario &s) { s.workload.inputPerOutput = 0; } },
        { "no offer enabled",
            [](Scenario &s) {
                for (Offer &o : s.offers)
                    o.enabled = false;
            } },
        { "no cached price",
            [](Scenario &s) {
                for (Offer &o : s.offers)
                    o.enabled = !o.cachedInput;
            } },
        { "idle", [](Scenario &s) { s.operation.utilization = 0; } },
        { "cold starts take every hour",
            [](Scenario &s) {
                s.operation.startsPerDay = 1;
                s.operation.hoursPerDay = 0.4; // 24 min on, 27 min to start
            } },
        { "free GPUs", [](Scenario &s) { s.cost.gpuHour.amount = 0; } },
        { "buy", [](Scenario &s) { s.cost.mode = CostMode::Buy; } },
        { "buy, no power",
            [](Scenario &s) {
                s.cost.mode = CostMode::Buy;
                s.cost.buy.powerKw = 0;
            } },
        { "buy, free power",
            [](Scenario &s) {
                s.cost.mode = CostMode::Buy;
                s.cost.buy.tariffPerKwh.amount = 0;
            } },
        { "buy, no capex",
            [](Scenario &s) {
                s.cost.mode = CostMode::Buy;
                s.cost.buy.capex.amount = 0;
            } },
    };
    const Param params[] = { Param::Throughput, Param::Utilization, Param::HoursPerDay, Param::InputPerOutput,
        Param::CacheHit, Param::GpuCount, Param::GpuHour, Param::Redundancy, Param::Capex, Param::Years, Param::PowerKw,
        Param::Pue, Param::Tariff };
    int inactive = 0;
    for (const Case &c : cases) {
        Scenario s = defaultScenario();
        c.edit(s);
        for (Param p : params) {
            const QString reason = ParameterHelp::inactiveReason(p, s);
            const auto [lo, hi] = probes(p);
            Scenario a = s;
            Scenario b = s;
            setParamValue(a, p, lo);
            setParamValue(b, p, hi);
            if (reason.isEmpty()) {
                EXPECT_NE(shownFigures(a), shownFigures(b)) << c.name << ": " << paramPath(p).toStdString();
            } else {
                ++inactive;
                EXPECT_EQ(shownFigures(a), shownFigures(b)) << c.name << ": " << paramPath(p).toStdString();
            }
        }
    }
    EXPECT_EQ(inactive, 52); // 5 buying sliders in each rent case, and every other rule once or more
}

TEST(ParameterHelp, TheFourDesignSlidersActOnFirstLaunch)
{
    const Scenario s = defaultScenario();
    for (Param p : { Param::Throughput, Param::Utilization, Param::CacheHit, Param::GpuHour })
        EXPECT_EQ(ParameterHelp::inactiveReason(p, s), QString()) << paramPath(p).toStdString();
}

TEST(ParameterHelp, EveryPanelParameterHasALabelAndADescription)
{
    for (Param p : { Param::Throughput, Param::Utilization, Param::HoursPerDay, Param::InputPerOutput, Param::CacheHit,
             Param::GpuCount, Param::GpuHour, Param::Redundancy, Param::Capex, Param::Years, Param::PowerKw, Param::Pue,
             Param::Tariff }) {
        EXPECT_FALSE(ParameterHelp::label(p).isEmpty()) << paramPath(p).toStdString();
        EXPECT_FALSE(ParameterHelp::description(p).isEmpty()) << paramPath(p).toStdString();
    }
    EXPECT_FALSE(ParameterHelp::description(QStringLiteral("cost.mode")).isEmpty());
    EXPECT_TRUE(ParameterHelp::description(QStringLiteral("no.such.path")).isEmpty());
}
