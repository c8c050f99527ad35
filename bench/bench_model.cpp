// Benchmarks of the pure model. Run: build/dev/bench/breakeven_bench --benchmark_filter=Evaluate
#include "evaluation.h"
#include "hybrid.h"
#include "montecarlo.h"
#include "plansearch.h"
#include "presetio.h"
#include "sensitivity.h"
#include "vectorstate.h"

#include <benchmark/benchmark.h>

#include <QHash>

#include <cmath>

namespace {

using namespace breakeven;

/// What an evaluation into a reused Evaluation may keep from the one before (evaluation.h).
enum class Kept {
    All,         ///< the capacity's walk, the memory fit, the offers' break-evens, as a slider step
    AllButCurve, ///< the capacity's memo cleared: the decode curve walked every time
    Nothing,     ///< every memo cleared: a fresh evaluation's work, without its allocation
};

/// Evaluations of the compiled default scenario into a reused Evaluation, the throughput changed
/// before each (a throughput slider's steps), keeping what \a kept says.
void evaluateDefaultScenario(benchmark::State &state, Kept kept)
{
    CompiledScenario compiled = compile(defaultScenario()).compiled.value();
    Evaluation e;
    double throughput = 92.0;
    for (auto _ : state) {
        compiled.throughput = tokensPerSecond(throughput);
        throughput = throughput < 5000.0 ? throughput * 1.01 : 92.0; // defeat caching of the result
        if (kept != Kept::All)
            e.capacity.memo.valid = false;
        if (kept == Kept::Nothing) {
            e.memory.memo.valid = false;
            e.offerMemo.valid = false;
        }
        evaluate(compiled, e);
        benchmark::DoNotOptimize(e.offers.back().monthlySaving);
        benchmark::ClobberMemory();
    }
    state.counters["offers"] = static_cast<double>(compiled.offers.size());
}

/// #9: one full evaluation of the compiled default scenario into a reused Evaluation, a throughput
/// step (the samplers' and the window's inner loop): self-hosted side, all seven catalog offers,
/// the memory fit and the feasibility, with what the step leaves unchanged kept. Target: 50 ns.
void BM_EvaluateDefaultScenario(benchmark::State &state) { evaluateDefaultScenario(state, Kept::All); }
BENCHMARK(BM_EvaluateDefaultScenario);

/// BM_EvaluateDefaultScenario walking the decode curve each time (CapacityResult::CurveMemo
/// cleared): the difference to BM_EvaluateDefaultScenario is the walk the memo saves.
void BM_EvaluateDefaultScenarioWalkingTheCurve(benchmark::State &state)
{
    evaluateDefaultScenario(state, Kept::AllButCurve);
}
BENCHMARK(BM_EvaluateDefaultScenarioWalkingTheCurve);

/// BM_EvaluateDefaultScenario keeping nothing (every memo cleared): everything computed again.
void BM_EvaluateDefaultScenarioKeepingNothing(benchmark::State &state)
{
    evaluateDefaultScenario(state, Kept::Nothing);
}
BENCHMARK(BM_EvaluateDefaultScenarioKeepingNothing);

/// What `evaluate(const Scenario&)` costs the window per change: compiling the default scenario
/// (currency conversions, the offers' array) and evaluating it into a fresh Evaluation.
void BM_CompileAndEvaluateDefaultScenario(benchmark::State &state)
{
    Scenario scenario = defaultScenario();
    double throughput = 92.0;
    for (auto _ : state) {
        scenario.operation.throughputTokS = throughput;
        throughput = throughput < 5000.0 ? throughput * 1.01 : 92.0; // defeat caching of the result
        const Evaluation e = evaluate(scenario);
        benchmark::DoNotOptimize(e.offers.back().monthlySaving);
    }
    state.counters["offers"] = static_cast<double>(scenario.offers.size());
}
BENCHMARK(BM_CompileAndEvaluateDefaultScenario);

/// Reading the default preset from its bytes (parse and validate).
void BM_ParsePreset(benchmark::State &state)
{
    const QByteArray bytes = serializePreset(defaultScenario());
    for (auto _ : state) {
        const PresetResult r = parsePreset(bytes);
        benchmark::DoNotOptimize(r.scenario);
    }
}
BENCHMARK(BM_ParsePreset);

} // namespace

BENCHMARK_MAIN();

namespace {

/// `--set PATH=VALUE` on a Scenario through the parameter registry: the path looked up, the text
/// parsed, the value checked against the field's domain and set (no JSON round trip). The
/// samplers to come set thousands of values a frame this way or faster (ParamRef::set).
void BM_SetByPath(benchmark::State &state)
{
    Scenario scenario = defaultScenario();
    const QString paths[] = { QStringLiteral("operation.utilization"), QStringLiteral("offers.3.output"),
        QStringLiteral("cost.gpu_hour") };
    const QString values[] = { QStringLiteral("0.25"), QStringLiteral("9.5"), QStringLiteral("7.5") };
    std::size_t i = 0;
    for (auto _ : state) {
        const std::size_t k = i++ % 3;
        auto problem = setByPath(scenario, paths[k], values[k]);
        benchmark::DoNotOptimize(problem);
    }
    benchmark::DoNotOptimize(scenario);
}
BENCHMARK(BM_SetByPath);

/// The default scenario with its ranges (rent, throughput, utilization, cache hits: four parameters
/// at once, seven offers).
Scenario rangedDefault() { return defaultScenario(); }

/// #11: 100,000 Monte Carlo samples of every range, with the band over 256 curve points. Target:
/// under 20 ms on one core.
void BM_MonteCarlo100k(benchmark::State &state)
{
    const Scenario scenario = rangedDefault();
    MonteCarloOptions options;
    options.samples = 100000;
    options.curvePoints = 256;
    std::uint64_t seed = 1;
    for (auto _ : state) {
        options.seed = seed++;
        const MonteCarloResult r = runMonteCarlo(scenario, options);
        benchmark::DoNotOptimize(r.costPerOutputMtok.p50);
    }
    state.counters["ranged"] = static_cast<double>(scenario.ranges.size());
}
BENCHMARK(BM_MonteCarlo100k)->Unit(benchmark::kMillisecond);

/// #11: the tornado of the default scenario's ranges. Target: under 5 ms.
void BM_Tornado(benchmark::State &state)
{
    const Scenario scenario = rangedDefault();
    for (auto _ : state) {
        const Tornado t = tornado(scenario);
        benchmark::DoNotOptimize(t.base);
    }
}
BENCHMARK(BM_Tornado)->Unit(benchmark::kMillisecond);

/// #11: a 64 x 64 decision map over throughput x GPU price. Target: under 5 ms.
void BM_DecisionMap(benchmark::State &state)
{
    const Scenario scenario = rangedDefault();
    const auto [xPath, yPath] = defaultDecisionAxes(scenario);
    const DecisionAxis x = decisionAxis(scenario, xPath, 64).value();
    const DecisionAxis y = decisionAxis(scenario, yPath, 64).value();
    for (auto _ : state) {
        const DecisionMap map = decisionMap(scenario, x, y);
        benchmark::DoNotOptimize(map.cells.data());
    }
}
BENCHMARK(BM_DecisionMap)->Unit(benchmark::kMillisecond);

/// What a Qt string hash does to the math library after it (core/model/vectorstate.h): 1,000 std::exp
/// calls after one qHash() of a QString, with (argument 1) or without (0) clearUpperVectorState()
/// between them. On a processor where Qt hashes with VAES the difference is the state transition
/// every SSE libm call pays; elsewhere the two are equal.
void BM_ExpAfterQHash(benchmark::State &state)
{
    const bool clear = state.range(0) != 0;
    const QString key = QStringLiteral("operation.utilization");
    double x = 1.5;
    for (auto _ : state) {
        benchmark::DoNotOptimize(qHash(key, 12345));
        if (clear)
            clearUpperVectorState();
        double sum = 0.0;
        for (int i = 0; i < 1000; ++i) {
            benchmark::DoNotOptimize(x);
            sum += std::exp(x + i * 1e-6);
        }
        benchmark::DoNotOptimize(sum);
    }
    state.SetItemsProcessed(state.iterations() * 1000);
}
BENCHMARK(BM_ExpAfterQHash)->Arg(0)->Arg(1)->Unit(benchmark::kMicrosecond);

/// The hybrid plan (MODEL.md section 8) of the default scenario with the worked case's day (300 tok/s,
/// 2,000 tok/s for 8 h from 09:00): the planner alone, the evaluation done once. Argument 0: hourly rent (one node); 1:
/// committed rent with a minimum that binds ($2 a GPU-hour, $9,000 a month); 2 and 3: the same at a capacity of 500
/// tok/s (four nodes for the 2,000 tok/s peak); 4: committed at 500 tok/s with a 5,000 tok/s peak (ten nodes). On the
/// slider path: every step plans again.
void BM_PlanHybrid(benchmark::State &state)
{
    Scenario scenario = defaultScenario();
    // 4: committed, ten nodes for the peak (the pooled minimum's search at its widest here).
    scenario.hybrid = profileFromShortcut({ 300.0, state.range(0) == 4 ? 5000.0 : 2000.0, 8, 9 });
    if (state.range(0) % 2 == 1 || state.range(0) == 4) {
        scenario.cost.billing.mode = BillingMode::Committed;
        scenario.cost.reservedGpuHour = Money { 2.0, QStringLiteral("USD") };
        scenario.cost.billing.minimumMonthly = Money { 9000.0, QStringLiteral("USD") };
    }
    if (state.range(0) >= 2) {
        scenario.hardware.maxThroughputTokS = 500.0;
        scenario.hardware.decodePoints.clear();
        scenario.hardware.prefillInputTokS.reset();
        scenario.operation.throughputTokS = 500.0;
    }
    const Evaluation evaluation = evaluate(scenario);
    for (auto _ : state) {
        const HybridPlan plan = planHybrid(scenario, evaluation);
        benchmark::DoNotOptimize(plan.monthlyTotal);
    }
    state.counters["nodes"] = static_cast<double>(planHybrid(scenario, evaluation).nodeCount());
}
BENCHMARK(BM_PlanHybrid)->DenseRange(0, 4)->Unit(benchmark::kMicrosecond);

/// #29: the plan search (core/plans/plansearch.h) of the default scenario over the built-in GPU catalog,
/// 8 nodes at most: every GPU with evidence and a price, counts in whole replicas, each billing, each
/// plan evaluated as the scenario it makes. Argument: Monte Carlo samples per plan for P(cheaper)
/// (0: the point-estimate ranking alone). Counter `plans`: how many plans were evaluated. Targets:
/// the ranking under 16 ms; with 2,000 samples each, under 1 s for 2,000 plans.
void BM_PlanSearch(benchmark::State &state)
{
    const Scenario scenario = defaultScenario();
    PlanQuery query;
    query.samples = static_cast<int>(state.range(0));
    std::size_t plans = 0;
    for (auto _ : state) {
        const PlanSearch search = searchPlans(scenario, builtInGpuCatalog(), query);
        plans = search.plans.size();
        benchmark::DoNotOptimize(search.plans.data());
    }
    state.counters["plans"] = static_cast<double>(plans);
}
BENCHMARK(BM_PlanSearch)->Arg(0)->Arg(2000)->Unit(benchmark::kMillisecond);

/// BM_PlanSearch on a catalog large enough for 2,000 plans: the built-in GPUs, each with a memory
/// bandwidth given made-up hourly, committed and spot prices (benchmark data, not prices), and up to
/// 100 nodes a plan.
void BM_PlanSearchLarge(benchmark::State &state)
{
    const Scenario scenario = defaultScenario();
    GpuCatalog catalog = builtInGpuCatalog();
    for (GpuSpec &g : catalog.gpus) {
        if (!g.memoryBandwidthTbS)
            continue;
        const double price = g.memoryGbPerGpu / 40.0; // USD a GPU-hour, made up
        g.rent = { GpuRent { price, {}, RentBilling::Hourly, {}, QStringLiteral("USD"), {}, {} },
            GpuRent { price * 0.6, {}, RentBilling::Committed, 12, QStringLiteral("USD"), {}, {} },
            GpuRent { price * 0.4, {}, RentBilling::Spot, {}, QStringLiteral("USD"), {}, {} } };
    }
    PlanQuery query;
    query.maxNodes = 100;
    query.samples = static_cast<int>(state.range(0));
    std::size_t plans = 0;
    for (auto _ : state) {
        const PlanSearch search = searchPlans(scenario, catalog, query);
        plans = search.plans.size();
        benchmark::DoNotOptimize(search.plans.data());
    }
    state.counters["plans"] = static_cast<double>(plans);
}
BENCHMARK(BM_PlanSearchLarge)->Arg(0)->Arg(2000)->Unit(benchmark::kMillisecond)->Iterations(1);

} // namespace
