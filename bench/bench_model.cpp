// Benchmarks of the pure model. Run: build/dev/bench/breakeven_bench --benchmark_filter=Evaluate
#include "evaluation.h"
#include "presetio.h"

#include <benchmark/benchmark.h>

namespace {

using namespace breakeven;

/// One full scenario evaluation: self-hosted side, all seven catalog offers and the memory fit.
void BM_EvaluateDefaultScenario(benchmark::State &state)
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
BENCHMARK(BM_EvaluateDefaultScenario);

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

} // namespace
