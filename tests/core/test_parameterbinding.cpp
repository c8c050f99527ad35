// #11: the samplers set a parameter straight into the compiled scenario. For every parameter of
// the registry, on every shipped preset, that must give what changing the preset gives.

#include "parameterbinding.h"
#include "testsupport.h"

#include <gtest/gtest.h>

#include <cmath>

using namespace breakeven;
using namespace breakeven::test;

namespace {

void expectSame(double a, double b, const std::string &where)
{
    if (std::isnan(a) || std::isnan(b)) {
        EXPECT_EQ(std::isnan(a), std::isnan(b)) << where;
        return;
    }
    if (std::isinf(a) || std::isinf(b)) {
        EXPECT_EQ(a, b) << where;
        return;
    }
    EXPECT_NEAR(a, b, 1e-12 * std::max(std::abs(a), std::abs(b)) + 1e-300) << where;
}

double opt(const auto &v) { return v ? v->value() : std::numeric_limits<double>::quiet_NaN(); }

void expectSameFigures(const Evaluation &a, const Evaluation &b, const std::string &where)
{
    expectSame(a.selfHost.monthlyCost.value(), b.selfHost.monthlyCost.value(), where + " monthly cost");
    expectSame(a.selfHost.outputPerMonth.value(), b.selfHost.outputPerMonth.value(), where + " output");
    expectSame(opt(a.selfHost.costPerOutputToken), opt(b.selfHost.costPerOutputToken), where + " cost");
    expectSame(opt(a.selfHost.costPerAcceptedTask), opt(b.selfHost.costPerAcceptedTask), where + " task");
    EXPECT_EQ(a.feasibility.feasible(), b.feasibility.feasible()) << where;
    expectSame(a.memory.needed.value(), b.memory.needed.value(), where + " memory");
    ASSERT_EQ(a.offers.size(), b.offers.size()) << where;
    for (std::size_t i = 0; i < a.offers.size(); ++i) {
        const std::string o = where + " offer " + std::to_string(i);
        expectSame(a.offers[i].blendedPrice.value(), b.offers[i].blendedPrice.value(), o + " price");
        expectSame(opt(a.offers[i].monthlySaving), opt(b.offers[i].monthlySaving), o + " saving");
        expectSame(opt(a.offers[i].breakevenThroughput), opt(b.offers[i].breakevenThroughput), o + " T*");
        expectSame(a.offers[i].requestCost.value(), b.offers[i].requestCost.value(), o + " request");
        EXPECT_EQ(a.offers[i].cheaper, b.offers[i].cheaper) << o;
    }
}

} // namespace

TEST(ParameterBinding, EveryParameterSetInTheCompiledScenarioEqualsTheSameChangeInThePreset)
{
    std::size_t checked = 0;
    std::size_t direct = 0;
    for (const QString &file : shippedPresets()) {
        for (const CostMode mode : { CostMode::Rent, CostMode::Buy }) {
            Scenario s = loadPreset(file.toUtf8().constData());
            s.cost.mode = mode;
            s.workload.taskMinutes = 12.0;
            for (const Parameter &p : parameters()) {
                for (std::size_t index = 0; index < p.count(s); ++index) {
                    const ParamRef ref { &p, index };
                    for (double v :
                        { p.sliderMin, std::sqrt(std::max(p.sliderMin, 1e-3) * p.sliderMax), p.sliderMax }) {
                        v = p.domain.clamp(p.domain.whole ? std::round(v) : v);
                        const std::string where = file.toStdString() + " " + ref.path(s).toStdString() + "="
                            + std::to_string(v) + (mode == CostMode::Rent ? " rent" : " buy");
                        Scenario changed = s;
                        ref.set(changed, v);
                        ParameterSampler sampler(s, { ref });
                        CompiledScenario c = sampler.base();
                        sampler.apply(c, &v);
                        Evaluation fromCompiled;
                        evaluate(c, fromCompiled);
                        expectSameFigures(fromCompiled, evaluate(changed), where);
                        ++checked;
                        direct += sampler.direct() ? 1 : 0;
                    }
                }
            }
        }
    }
    EXPECT_GT(checked, 500u);
    // Only the exchange rates and a team's fields are recompiled; every other parameter is set directly.
    EXPECT_GT(direct, checked * 3 / 4);
}

TEST(ParameterBinding, EveryParameterButTheExchangeRatesIsSetDirectly) // #11: the Monte Carlo's fast path
{
    const Scenario s = loadPreset("kimi-k31-pro-8xb300-modal.json");
    ASSERT_FALSE(s.hardware.decodePoints.empty());
    for (const Parameter &p : parameters()) {
        // A team's field fills the workload (teamdemand.h): set through the scenario, then compiled again.
        if (p.group == ParamGroup::Team) {
            EXPECT_FALSE(bindParameter(s, ParamRef { &p, 0 }).direct()) << p.key;
            continue;
        }
        if (p.collection == Collection::Currencies || p.count(s) == 0)
            continue;
        EXPECT_TRUE(bindParameter(s, ParamRef { &p, 0 }).direct()) << p.key;
    }
}

TEST(ParameterBinding, ExchangeRatesRecompile)
{
    const Scenario s = loadPreset("china-b300-buy.json");
    const std::optional<ParamRef> ref = resolveParameter(s, u"fx_per_usd.CNY");
    ASSERT_TRUE(ref);
    EXPECT_FALSE(bindParameter(s, *ref).direct());
    EXPECT_TRUE(bindParameter(s, *resolveParameter(s, u"cost.buy.capex")).direct());
}
