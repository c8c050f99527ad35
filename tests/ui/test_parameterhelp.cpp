// ParameterHelp::inactiveReason tells the truth: a parameter it calls inactive changes none of the
// figures the window shows, and, in these scenarios, one it calls active changes some.
#include "evaluation.h"
#include "parameterhelp.h"
#include "parameters.h"
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
        e.memory.usable.value(), e.capacity.tMax.value() };
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

/// Two clearly different values of the parameter at \a path, both valid.
std::pair<double, double> probes(const QString &path)
{
    const auto is = [&path](const char *key) { return path == QLatin1String(key); };
    if (is("operation.utilization") || is("workload.cache_hit"))
        return { 0.3, 0.7 };
    if (is("hardware.count"))
        return { 2, 16 };
    if (is("operation.hours_per_day"))
        return { 4, 20 };
    if (is("cost.redundancy") || is("cost.buy.pue"))
        return { 1.5, 3 };
    if (is("operation.starts_per_day"))
        return { 0, 2 };
    return { 3, 300 };
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
        // The throughput comes from the decode curve: the typed one changes nothing (issue 10).
        { "modelled throughput", [](Scenario &s) { s.operation.throughputMode = ThroughputMode::Modelled; } },
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
    // The parameters whose effect shownFigures() follows: those of the panel's first groups
    // (the example request, the acceptance and the task minutes price figures it leaves out).
    const char *const params[] = { "operation.throughput_tok_s", "operation.utilization", "operation.hours_per_day",
        "operation.starts_per_day", "operation.cold_start_minutes", "operation.concurrency", "cost.hours_per_month",
        "workload.input_per_output", "workload.cache_hit", "hardware.count", "hardware.memory_gb_per_gpu",
        "cost.gpu_hour", "cost.redundancy", "cost.buy.capex", "cost.buy.years", "cost.buy.power_kw", "cost.buy.pue",
        "cost.buy.tariff_per_kwh" };
    int inactive = 0;
    for (const Case &c : cases) {
        Scenario s = defaultScenario();
        c.edit(s);
        for (const char *key : params) {
            const QString path = QLatin1String(key);
            const Parameter &p = parameter(path);
            const QString reason = ParameterHelp::inactiveReason(path, s);
            const auto [lo, hi] = probes(path);
            ASSERT_TRUE(p.domain.contains(lo) && p.domain.contains(hi)) << key;
            Scenario a = s;
            Scenario b = s;
            p.set(a, 0, lo);
            p.set(b, 0, hi);
            if (reason.isEmpty()) {
                EXPECT_NE(shownFigures(a), shownFigures(b)) << c.name << ": " << key;
            } else {
                ++inactive;
                EXPECT_EQ(shownFigures(a), shownFigures(b)) << c.name << ": " << key;
            }
        }
    }
    EXPECT_EQ(inactive,
        69); // (r with no offer is active: the default's prefill reads it) 5 buying sliders in each rent case, the cold
             // start whenever the node stays on (all but one case), and every other rule once or more
}

TEST(ParameterHelp, TheFourDesignSlidersActOnFirstLaunch)
{
    const Scenario s = defaultScenario();
    for (const char *key :
        { "operation.throughput_tok_s", "operation.utilization", "workload.cache_hit", "cost.gpu_hour" })
        EXPECT_EQ(ParameterHelp::inactiveReason(QLatin1String(key), s), QString()) << key;
}

// A node that stays on (0 starts a day) pays no cold start: the cold-start slider says so and
// names the slider to change; a start that costs nothing makes the number of starts moot.
TEST(ParameterHelp, ColdStartsNeedStartsAndStartsNeedACost)
{
    Scenario s = defaultScenario();
    ASSERT_EQ(s.operation.startsPerDay, 0);
    EXPECT_EQ(ParameterHelp::inactiveReason(QStringLiteral("operation.cold_start_minutes"), s),
        QStringLiteral("The node is never started (Starts per day is 0: it stays on), so no cold start is paid: "
                       "raise Starts per day to switch it off between shifts."));
    EXPECT_EQ(ParameterHelp::inactiveReason(QStringLiteral("operation.starts_per_day"), s), QString());
    s.operation.startsPerDay = 2;
    EXPECT_EQ(ParameterHelp::inactiveReason(QStringLiteral("operation.cold_start_minutes"), s), QString());
    s.operation.coldStartMinutes = 0;
    EXPECT_EQ(ParameterHelp::inactiveReason(QStringLiteral("operation.starts_per_day"), s),
        QStringLiteral("A start costs nothing (Cold start is 0 min), so the number of starts changes nothing: set "
                       "Cold start."));
}

TEST(ParameterHelp, TheApisAcceptanceNeedsAnOffer)
{
    Scenario s = defaultScenario();
    EXPECT_EQ(ParameterHelp::inactiveReason(QStringLiteral("workload.acceptance_api"), s), QString());
    for (Offer &o : s.offers)
        o.enabled = false;
    EXPECT_TRUE(ParameterHelp::inactiveReason(QStringLiteral("workload.acceptance_api"), s)
                    .startsWith(QStringLiteral("No API offer is enabled")));
}

TEST(ParameterHelp, APathWithoutARuleIsAlwaysActive)
{
    Scenario s = defaultScenario();
    s.cost.mode = CostMode::Buy;
    for (const char *key : { "no.such.path", "hardware.count", "model.weights_bytes" })
        EXPECT_EQ(ParameterHelp::inactiveReason(QLatin1String(key), s), QString()) << key;
}
