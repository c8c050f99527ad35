// The compiled form of a scenario (#9): the samplers' fast path must give, figure for figure, what
// evaluate(Scenario) gives; an evaluation into a reused Evaluation must leave nothing of the last
// one and allocate nothing; an unknown currency is an error naming its field, never a rate of 1.

#include "parameterbinding.h"
#include "testsupport.h"

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <functional>
#include <new>
#include <random>

using namespace breakeven;
using namespace breakeven::test;
using namespace breakeven::units;

namespace {

/// Allocations made by this thread through the global operator new (replaced below).
thread_local long allocations = 0;

} // namespace

void *operator new(std::size_t size)
{
    ++allocations;
    if (void *p = std::malloc(size == 0 ? 1 : size))
        return p;
    throw std::bad_alloc();
}
void operator delete(void *p) noexcept { std::free(p); }
void operator delete(void *p, std::size_t) noexcept { std::free(p); }

namespace {

/// Equal to the last bit; two NaNs are the same figure.
bool same(double a, double b) { return a == b || (std::isnan(a) && std::isnan(b)); }

template <typename Q> bool same(const std::optional<Q> &a, const std::optional<Q> &b)
{
    if (a.has_value() != b.has_value())
        return false;
    if constexpr (std::is_same_v<Q, double>)
        return !a || same(*a, *b);
    else
        return !a || same(a->value(), b->value());
}

#define EXPECT_SAME_FIGURE(a, b, field) EXPECT_TRUE(same(a.field.value(), b.field.value())) << where << #field
#define EXPECT_SAME_DOUBLE(a, b, field) EXPECT_TRUE(same(a.field, b.field)) << where << #field
#define EXPECT_SAME_OPTIONAL(a, b, field) EXPECT_TRUE(same(a.field, b.field)) << where << #field
#define EXPECT_SAME_FLAG(a, b, field) EXPECT_EQ(a.field, b.field) << where << #field

/// Every field of \a a and \a b is the same figure (bit for bit); \a context names the case.
void expectSameEvaluation(const Evaluation &a, const Evaluation &b, const std::string &context)
{
    std::string where = context + ": selfHost.";
    const SelfHostResult &sa = a.selfHost;
    const SelfHostResult &sb = b.selfHost;
    EXPECT_SAME_FIGURE(sa, sb, hardwareRate);
    EXPECT_SAME_OPTIONAL(sa, sb, hardwarePerProvisionedHour);
    EXPECT_SAME_FIGURE(sa, sb, hardwareMonthly);
    EXPECT_SAME_FIGURE(sa, sb, overheadMonthly);
    EXPECT_SAME_FIGURE(sa, sb, monthlyCost);
    EXPECT_SAME_FIGURE(sa, sb, provisioned);
    EXPECT_SAME_FIGURE(sa, sb, available);
    EXPECT_SAME_FIGURE(sa, sb, productive);
    EXPECT_SAME_FIGURE(sa, sb, outputPerMonth);
    EXPECT_SAME_OPTIONAL(sa, sb, costPerOutputToken);
    EXPECT_SAME_FIGURE(sa, sb, depreciationMonthly);
    EXPECT_SAME_FIGURE(sa, sb, powerMonthly);
    EXPECT_SAME_OPTIONAL(sa, sb, acceptedTasksPerMonth);
    EXPECT_SAME_OPTIONAL(sa, sb, costPerAcceptedTask);

    where = context + ": memory.";
    const MemoryFit &ma = a.memory;
    const MemoryFit &mb = b.memory;
    EXPECT_SAME_FIGURE(ma, mb, weights);
    EXPECT_SAME_FIGURE(ma, mb, perSequence);
    EXPECT_SAME_FIGURE(ma, mb, needed);
    EXPECT_SAME_FIGURE(ma, mb, installed);
    EXPECT_SAME_FIGURE(ma, mb, usable);
    EXPECT_SAME_FLAG(ma, mb, fits);
    EXPECT_SAME_FIGURE(ma, mb, headroom);
    EXPECT_SAME_DOUBLE(ma, mb, weightsToInstalled);
    EXPECT_SAME_FLAG(ma, mb, dequantizationWarning);
    EXPECT_SAME_FIGURE(ma, mb, reserve);
    EXPECT_SAME_FLAG(ma, mb, cMax);
    EXPECT_SAME_FLAG(ma, mb, nodes);
    EXPECT_SAME_FIGURE(ma, mb, rawShort);
    EXPECT_SAME_FLAG(ma, mb, concurrency);
    EXPECT_SAME_FLAG(ma, mb, gpusNeeded);

    where = context + ": feasibility.";
    const Feasibility &fa = a.feasibility;
    const Feasibility &fb = b.feasibility;
    EXPECT_SAME_FLAG(fa, fb, fits);
    EXPECT_SAME_FIGURE(fa, fb, shortOfUsable);
    EXPECT_SAME_FIGURE(fa, fb, shortOfWeights);
    EXPECT_SAME_FLAG(fa, fb, capacityChecked);
    EXPECT_SAME_FLAG(fa, fb, withinCapacity);
    EXPECT_SAME_FIGURE(fa, fb, throughput);
    EXPECT_SAME_FIGURE(fa, fb, capacity);

    where = context + ": capacity.";
    const CapacityResult &ca = a.capacity;
    const CapacityResult &cb = b.capacity;
    EXPECT_SAME_FLAG(ca, cb, evidence);
    EXPECT_SAME_FIGURE(ca, cb, tMax);
    EXPECT_SAME_FLAG(ca, cb, tMaxConcurrency);
    EXPECT_SAME_FLAG(ca, cb, concurrencyLimit);
    EXPECT_SAME_FLAG(ca, cb, sloConcurrency);
    EXPECT_SAME_FIGURE(ca, cb, operating);
    EXPECT_SAME_FLAG(ca, cb, operatingConcurrency);
    EXPECT_SAME_DOUBLE(ca, cb, perUserTokS);
    EXPECT_SAME_FLAG(ca, cb, modelled);
    EXPECT_SAME_FLAG(ca, cb, beyondMeasurements);
    EXPECT_SAME_FLAG(ca, cb, concurrencyFromCurve);
    EXPECT_SAME_FLAG(ca, cb, concurrencyCappedBy);
    EXPECT_SAME_FLAG(a.memory, b.memory, cMax);

    ASSERT_EQ(a.offers.size(), b.offers.size()) << context;
    for (std::size_t i = 0; i < a.offers.size(); ++i) {
        where = context + ": offers[" + std::to_string(i) + "].";
        const OfferResult &oa = a.offers[i];
        const OfferResult &ob = b.offers[i];
        EXPECT_SAME_FIGURE(oa, ob, blendedPrice);
        EXPECT_SAME_FIGURE(oa, ob, monthlyApiCost);
        EXPECT_SAME_OPTIONAL(oa, ob, monthlySaving);
        EXPECT_SAME_FLAG(oa, ob, cheaper);
        EXPECT_SAME_OPTIONAL(oa, ob, breakevenUtilization);
        EXPECT_SAME_FIGURE(oa, ob, breakevenOutput);
        EXPECT_SAME_FIGURE(oa, ob, breakevenInput);
        EXPECT_SAME_OPTIONAL(oa, ob, breakevenThroughput);
        EXPECT_SAME_FLAG(oa, ob, reachable);
        EXPECT_SAME_FIGURE(oa, ob, requestCost);
        EXPECT_SAME_FIGURE(oa, ob, acceptedTaskCost);
        EXPECT_SAME_DOUBLE(oa, ob, breakevenTasksPerMonth);
    }
}

CompiledScenario compiled(const Scenario &s)
{
    CompileResult r = compile(s);
    EXPECT_TRUE(r.ok()) << (r.errors.empty() ? std::string() : r.errors.front().toString().toStdString());
    return r.ok() ? std::move(*r.compiled) : compileUnchecked(s);
}

Evaluation evaluated(const CompiledScenario &c)
{
    Evaluation e;
    evaluate(c, e);
    return e;
}

/// The same change made to a Scenario and to its compiled form.
struct Variation {
    const char *path;
    std::function<void(Scenario &, double)> inScenario;
    std::function<void(CompiledScenario &, const Scenario &, double)> inCompiled;
    std::vector<double> values;
};

/// USD per unit of \a money's currency in \a s (the rate the compiled money is divided by).
double rateOf(const Scenario &s, const Money &money) { return s.fxRate(money.currency).value(); }

std::vector<Variation> variations()
{
    return {
        { "operation.throughput_tok_s", [](Scenario &s, double v) { s.operation.throughputTokS = v; },
            [](CompiledScenario &c, const Scenario &, double v) { c.throughput = tokensPerSecond(v); },
            { 1.0, 92.0, 4634.0, 20000.0 } },
        { "operation.utilization", [](Scenario &s, double v) { s.operation.utilization = v; },
            [](CompiledScenario &c, const Scenario &, double v) { c.utilization = v; }, { 0.0, 0.3, 1.0 } },
        { "operation.hours_per_day", [](Scenario &s, double v) { s.operation.hoursPerDay = v; },
            [](CompiledScenario &c, const Scenario &, double v) { c.hoursPerDay = v; }, { 0.5, 8.0, 24.0 } },
        { "operation.starts_per_day", [](Scenario &s, double v) { s.operation.startsPerDay = static_cast<int>(v); },
            [](CompiledScenario &c, const Scenario &, double v) { c.startsPerDay = v; }, { 0.0, 2.0, 100.0 } },
        { "operation.cold_start_minutes", [](Scenario &s, double v) { s.operation.coldStartMinutes = v; },
            [](CompiledScenario &c, const Scenario &, double v) { c.coldStart = minutes(v); }, { 0.0, 27.0, 600.0 } },
        { "operation.concurrency", [](Scenario &s, double v) { s.operation.concurrency = static_cast<int>(v); },
            [](CompiledScenario &c, const Scenario &, double v) { c.concurrency = static_cast<int>(v); },
            { 1.0, 64.0, 4096.0 } },
        { "operation.context_tokens", [](Scenario &s, double v) { s.operation.contextTokens = static_cast<int>(v); },
            [](CompiledScenario &c, const Scenario &, double v) { c.context = tokens(v); }, { 1.0, 131072.0 } },
        { "operation.usable_memory", [](Scenario &s, double v) { s.operation.usableMemory = v; },
            [](CompiledScenario &c, const Scenario &, double v) { c.usableMemory = v; }, { 0.0, 0.5, 1.0 } },
        { "cost.gpu_hour", [](Scenario &s, double v) { s.cost.gpuHour.amount = v; },
            [](CompiledScenario &c, const Scenario &s, double v) {
                c.gpuHour = dollarsPerHour(v / rateOf(s, s.cost.gpuHour));
            },
            { 0.0, 2.5, 80.0 } },
        { "cost.buy.capex", [](Scenario &s, double v) { s.cost.buy.capex.amount = v; },
            [](CompiledScenario &c, const Scenario &s, double v) {
                c.capex = dollars(v / rateOf(s, s.cost.buy.capex));
            },
            { 0.0, 6.9e6 } },
        { "cost.buy.tariff_per_kwh", [](Scenario &s, double v) { s.cost.buy.tariffPerKwh.amount = v; },
            [](CompiledScenario &c, const Scenario &s, double v) {
                c.tariffPerKwh = dollars(v / rateOf(s, s.cost.buy.tariffPerKwh));
            },
            { 0.0, 1.2 } },
        { "cost.buy.years", [](Scenario &s, double v) { s.cost.buy.years = v; },
            [](CompiledScenario &c, const Scenario &, double v) { c.years = v; }, { 1.0, 5.0 } },
        { "cost.buy.power_kw", [](Scenario &s, double v) { s.cost.buy.powerKw = v; },
            [](CompiledScenario &c, const Scenario &, double v) { c.powerKw = v; }, { 0.0, 30.0 } },
        { "cost.buy.pue", [](Scenario &s, double v) { s.cost.buy.pue = v; },
            [](CompiledScenario &c, const Scenario &, double v) { c.pue = v; }, { 1.0, 1.8 } },
        { "cost.redundancy", [](Scenario &s, double v) { s.cost.redundancy = v; },
            [](CompiledScenario &c, const Scenario &, double v) { c.redundancy = v; }, { 1.0, 2.0 } },
        { "cost.hours_per_month", [](Scenario &s, double v) { s.cost.hoursPerMonth = v; },
            [](CompiledScenario &c, const Scenario &, double v) { c.month = hours(v); }, { 672.0, 744.0 } },
        { "workload.input_per_output", [](Scenario &s, double v) { s.workload.inputPerOutput = v; },
            [](CompiledScenario &c, const Scenario &, double v) { c.inputPerOutput = v; }, { 0.0, 5.0, 40.0 } },
        { "workload.cache_hit", [](Scenario &s, double v) { s.workload.cacheHit = v; },
            [](CompiledScenario &c, const Scenario &, double v) { c.cacheHit = v; }, { 0.0, 0.8, 1.0 } },
        { "workload.acceptance_api", [](Scenario &s, double v) { s.workload.acceptanceApi = v; },
            [](CompiledScenario &c, const Scenario &, double v) { c.acceptanceApi = v; }, { 0.1, 1.0 } },
        { "workload.acceptance_self", [](Scenario &s, double v) { s.workload.acceptanceSelf = v; },
            [](CompiledScenario &c, const Scenario &, double v) { c.acceptanceSelf = v; }, { 0.1, 1.0 } },
        { "workload.request_input_tokens", [](Scenario &s, double v) { s.workload.requestInputTokens = v; },
            [](CompiledScenario &c, const Scenario &, double v) { c.requestInput = tokens(v); }, { 0.0, 1e6 } },
        { "workload.request_output_tokens", [](Scenario &s, double v) { s.workload.requestOutputTokens = v; },
            [](CompiledScenario &c, const Scenario &, double v) { c.requestOutput = tokens(v); }, { 0.0, 1e5 } },
        { "workload.task_minutes", [](Scenario &s, double v) { s.workload.taskMinutes = v; },
            [](CompiledScenario &c, const Scenario &, double v) { c.taskTime = minutes(v); }, { 0.0, 12.0 } },
        { "hardware.count", [](Scenario &s, double v) { s.hardware.count = static_cast<int>(v); },
            [](CompiledScenario &c, const Scenario &, double v) { c.gpuCount = static_cast<int>(v); },
            { 1.0, 8.0, 64.0 } },
        { "hardware.memory_gb_per_gpu", [](Scenario &s, double v) { s.hardware.memoryGbPerGpu = v; },
            [](CompiledScenario &c, const Scenario &, double v) {
                c.memoryPerGpu = gigabytes(v);
                if (c.reserveScales) // no reserve stated: it follows the card's memory (#27)
                    c.reservePerGpu = gigabytes(scaledReserveGbPerGpu(v));
            },
            { 0.0, 80.0, 288.0 } },
        { "hardware.max_throughput_tok_s", [](Scenario &s, double v) { s.hardware.maxThroughputTokS = v; },
            [](CompiledScenario &c, const Scenario &, double v) { c.maxThroughput = tokensPerSecond(v); },
            { 50.0, 5000.0 } },
        { "model.weights_bytes", [](Scenario &s, double v) { s.model.weightsBytes = v; },
            [](CompiledScenario &c, const Scenario &, double v) { c.weights = bytes(v); }, { 0.0, 1e13 } },
        { "model.kv_bytes_per_token", [](Scenario &s, double v) { s.model.kvBytesPerToken = v; },
            [](CompiledScenario &c, const Scenario &, double v) { c.kvPerToken = bytesPerToken(v); }, { 0.0, 1e6 } },
        { "model.state_bytes_per_sequence", [](Scenario &s, double v) { s.model.stateBytesPerSequence = v; },
            [](CompiledScenario &c, const Scenario &, double v) { c.statePerSequence = bytes(v); }, { 0.0, 1e10 } },
        { "offers[0].output", [](Scenario &s, double v) { s.offers.at(0).output = v; },
            [](CompiledScenario &c, const Scenario &s, double v) {
                c.offers.at(0).prices.output = dollarsPerMtok(v / s.fxRate(s.offers.at(0).currency).value());
            },
            { 0.0, 3.0, 1e4 } },
    };
}

} // namespace

TEST(CompiledScenario, EvaluatesLikeTheScenarioOnEveryShippedPreset)
{
    for (const QString &file : shippedPresets()) {
        const Scenario s = loadPreset(file.toUtf8().constData());
        const Evaluation fromScenario = evaluate(s);
        ASSERT_EQ(fromScenario.offers.size(), s.offers.size()) << file.toStdString();
        expectSameEvaluation(evaluated(compiled(s)), fromScenario, file.toStdString());
    }
}

// The samplers set a compiled field directly: each must be the preset field it documents, in the
// unit it documents, so that the change gives the same figures as the same change in the preset.
TEST(CompiledScenario, SettingAFieldEqualsSettingThePresetField)
{
    std::size_t compared = 0;
    std::size_t values = 0;
    for (const Variation &v : variations())
        values += v.values.size();
    const QStringList presets = shippedPresets();
    for (const QString &file : presets) {
        const Scenario base = loadPreset(file.toUtf8().constData());
        for (const CostMode mode : { CostMode::Rent, CostMode::Buy }) {
            Scenario preset = base;
            preset.cost.mode = mode;
            preset.workload.taskMinutes = 12.0;
            const CompiledScenario compiledPreset = compiled(preset);
            for (const Variation &v : variations()) {
                for (const double value : v.values) {
                    Scenario s = preset;
                    v.inScenario(s, value);
                    CompiledScenario c = compiledPreset;
                    v.inCompiled(c, preset, value);
                    expectSameEvaluation(evaluated(c), evaluate(s),
                        file.toStdString() + (mode == CostMode::Rent ? " rent " : " buy ") + v.path + "="
                            + std::to_string(value));
                    ++compared;
                }
            }
        }
    }
    EXPECT_EQ(compared, static_cast<std::size_t>(presets.size()) * 2 * values);
    EXPECT_GE(values, 60u);
}

TEST(CompiledScenario, CompiledFiguresAreInUsdAndTheModelsUnits)
{
    Scenario s = defaultScenario();
    s.fxPerUsd[QStringLiteral("CNY")] = 8.0;
    s.cost.gpuHour = { 36.0, QStringLiteral("CNY") };
    s.cost.overheads = { { QStringLiteral("Ops"), { 800.0, QStringLiteral("CNY") }, {} },
        { QStringLiteral("Net"), { 100.0, QStringLiteral("USD") }, {} } };
    s.offers.at(1).currency = QStringLiteral("CNY");
    s.offers.at(1).input = 16.0;
    s.offers.at(1).cachedInput.reset();
    s.offers.at(1).output = 40.0;
    s.offers.at(2).enabled = false;
    s.model.weightsFormat = QStringLiteral("mxfp4");
    s.hardware.nativeMxfp4 = false;
    const CompiledScenario c = compiled(s);
    EXPECT_DOUBLE_EQ(inDollarsPerHour(c.gpuHour), 4.5);
    EXPECT_DOUBLE_EQ(c.overheads.value(), 200.0);
    EXPECT_DOUBLE_EQ(inDollarsPerMtok(c.offers.at(1).prices.input), 2.0);
    EXPECT_DOUBLE_EQ(inDollarsPerMtok(c.offers.at(1).prices.cachedInput), 2.0); // none published: the input price
    EXPECT_DOUBLE_EQ(inDollarsPerMtok(c.offers.at(1).prices.output), 5.0);
    EXPECT_TRUE(c.offers.at(1).enabled);
    EXPECT_FALSE(c.offers.at(2).enabled);
    EXPECT_DOUBLE_EQ(c.memoryPerGpu.value(), s.hardware.memoryGbPerGpu * 1e9);
    EXPECT_DOUBLE_EQ(c.coldStart.value(), s.operation.coldStartMinutes * 60.0);
    EXPECT_DOUBLE_EQ(c.month.value(), s.cost.hoursPerMonth * 3600.0);
    EXPECT_TRUE(c.dequantization); // MXFP4 in any case, decided once
    s.hardware.nativeMxfp4 = true;
    EXPECT_FALSE(compiled(s).dequantization);
}

// A sampler reuses one Evaluation: whatever the last evaluation set (a saving, a break-even
// utilization, tasks, more offers) must not survive into the next.
TEST(CompiledScenario, ReusedEvaluationEqualsAFreshOne)
{
    Scenario full = loadPreset("imec-k3-8xb300.json");
    full.workload.taskMinutes = 12.0;
    full.hardware.maxThroughputTokS = 5000.0;
    Scenario empty = defaultScenario(); // infeasible, nothing produced, no tasks, fewer offers
    empty.hardware.count = 1;
    empty.operation.utilization = 0.0;
    empty.operation.hoursPerDay = 1.0;
    empty.operation.startsPerDay = 3;
    empty.workload.taskMinutes.reset();
    empty.hardware.maxThroughputTokS = 1.0;
    empty.offers.resize(2);
    empty.offers.at(0).output = 0.0;
    empty.offers.at(0).input = 0.0;
    empty.offers.at(0).cachedInput.reset();
    ASSERT_NE(full.offers.size(), empty.offers.size());

    const Evaluation freshFull = evaluated(compiled(full));
    const Evaluation freshEmpty = evaluated(compiled(empty));
    ASSERT_TRUE(freshFull.selfHost.costPerAcceptedTask.has_value());
    ASSERT_TRUE(freshFull.offers.front().monthlySaving.has_value());
    ASSERT_FALSE(freshEmpty.selfHost.costPerAcceptedTask.has_value());
    ASSERT_FALSE(freshEmpty.offers.front().monthlySaving.has_value());
    ASSERT_FALSE(freshEmpty.offers.front().breakevenUtilization.has_value());

    Evaluation reused;
    for (int round = 0; round < 2; ++round) {
        evaluate(compiled(full), reused);
        expectSameEvaluation(reused, freshFull, "full after empty");
        evaluate(compiled(empty), reused);
        expectSameEvaluation(reused, freshEmpty, "empty after full");
    }
}

TEST(CompiledScenario, EvaluatingIntoASizedEvaluationAllocatesNothing)
{
    CompiledScenario c = compiled(defaultScenario());
    Evaluation e;
    evaluate(c, e);
    const OfferResult *offers = e.offers.data();
    const long before = allocations;
    for (double t = 1.0; t < 1e5; t *= 1.5) {
        c.throughput = tokensPerSecond(t);
        evaluate(c, e);
    }
    EXPECT_EQ(allocations, before);
    EXPECT_EQ(e.offers.data(), offers);
    expectSameEvaluation(e, evaluated(c), "last of the loop");
    // The counter counts: a fresh Evaluation allocates its offers.
    EXPECT_GT(allocations, before);
}

// #9: an unknown currency converted at rate 1 (Scenario::toUsd): compile() is the edge that says so.
TEST(CompiledScenario, UnknownCurrencyIsAnErrorNamingTheField)
{
    Scenario base = defaultScenario();
    base.fxPerUsd = { { QStringLiteral("CNY"), 7.1 } };
    ASSERT_TRUE(compile(base).ok());
    struct Case {
        const char *path;
        std::function<void(Scenario &)> set;
    };
    const QString xyz = QStringLiteral("XYZ");
    const std::vector<Case> cases {
        { "offers[2].currency", [&](Scenario &s) { s.offers.at(2).currency = xyz; } },
        { "cost.gpu_hour.currency", [&](Scenario &s) { s.cost.gpuHour.currency = xyz; } },
        { "cost.buy.capex.currency", [&](Scenario &s) { s.cost.buy.capex.currency = xyz; } },
        { "cost.buy.tariff_per_kwh.currency", [&](Scenario &s) { s.cost.buy.tariffPerKwh.currency = xyz; } },
        { "cost.overheads[1].monthly.currency",
            [&](Scenario &s) {
                s.cost.overheads = { { QStringLiteral("Ops"), { 1.0, QStringLiteral("USD") }, {} },
                    { QStringLiteral("Net"), { 1.0, xyz }, {} } };
            } },
    };
    for (const Case &c : cases) {
        Scenario s = base;
        c.set(s);
        const CompileResult r = compile(s);
        EXPECT_FALSE(r.ok()) << c.path;
        ASSERT_EQ(r.errors.size(), 1u) << c.path;
        EXPECT_EQ(r.errors.front().toString(),
            QString::fromLatin1(c.path)
                + QStringLiteral(": unknown currency \"XYZ\" (known: USD, CNY; add it to fx_per_usd)"))
            << r.errors.front().toString().toStdString();
    }

    Scenario two = base;
    two.offers.at(0).currency = xyz;
    two.offers.at(3).currency = QStringLiteral("EUR");
    const CompileResult r = compile(two);
    ASSERT_EQ(r.errors.size(), 2u);
    EXPECT_EQ(r.errors.at(0).path, QStringLiteral("offers[0].currency"));
    EXPECT_EQ(r.errors.at(1).path, QStringLiteral("offers[3].currency"));
    EXPECT_TRUE(r.errors.at(1).message.contains(QStringLiteral("\"EUR\""))) << r.errors.at(1).message.toStdString();

    Scenario empty = base; // the first amount compiled, in no currency at all
    empty.cost.gpuHour.currency.clear();
    const CompileResult none = compile(empty);
    ASSERT_EQ(none.errors.size(), 1u);
    EXPECT_EQ(none.errors.front().path, QStringLiteral("cost.gpu_hour.currency"));

    two.fxPerUsd[QStringLiteral("EUR")] = 0.92;
    two.fxPerUsd[xyz] = 3.0;
    EXPECT_TRUE(compile(two).ok());
}

// #9: where a scenario with an unknown currency is evaluated anyway, the figures the amount enters
// are NaN, never those of a rate of 1; the other offers are untouched.
TEST(CompiledScenario, UncheckedUnknownCurrencyIsNaNNotRateOne)
{
    const Scenario base = defaultScenario();
    Scenario s = base;
    s.offers.at(2).currency = QStringLiteral("XYZ");
    const Evaluation e = evaluate(s);
    const Evaluation known = evaluate(base);
    EXPECT_TRUE(std::isnan(e.offers.at(2).blendedPrice.value()));
    EXPECT_TRUE(std::isnan(e.offers.at(2).requestCost.value()));
    for (const std::size_t i : { std::size_t { 0 }, std::size_t { 1 }, std::size_t { 3 } })
        EXPECT_EQ(e.offers.at(i).blendedPrice.value(), known.offers.at(i).blendedPrice.value());

    s = base;
    s.cost.gpuHour.currency = QStringLiteral("XYZ");
    EXPECT_TRUE(std::isnan(evaluate(s).selfHost.monthlyCost.value()));
    EXPECT_TRUE(offerPrices(s, s.offers.at(0)).has_value());
    s.offers.at(0).currency = QStringLiteral("XYZ");
    EXPECT_FALSE(offerPrices(s, s.offers.at(0)).has_value());
}

// #9: toUsd and fromUsd converted an unknown currency at rate 1.
TEST(Scenario, UnknownCurrencyConvertsToNothing)
{
    Scenario s;
    s.fxPerUsd = { { QStringLiteral("CNY"), 8.0 } };
    EXPECT_EQ(s.toUsd({ 80.0, QStringLiteral("CNY") }), 10.0);
    EXPECT_EQ(s.toUsd({ 80.0, QStringLiteral("USD") }), 80.0);
    EXPECT_EQ(s.fromUsd(10.0, QStringLiteral("CNY")), 80.0);
    EXPECT_EQ(s.fromUsd(10.0, QStringLiteral("USD")), 10.0);
    EXPECT_EQ(s.toUsd({ 80.0, QStringLiteral("EUR") }), std::nullopt);
    EXPECT_EQ(s.fromUsd(10.0, QStringLiteral("EUR")), std::nullopt);
    EXPECT_EQ(s.fromUsd(10.0, QString()), std::nullopt);
}

TEST(Scenario, KnownCurrenciesListsTheFirstFive)
{
    Scenario s;
    EXPECT_EQ(s.knownCurrencies(), QStringLiteral("USD, CNY"));
    for (const char *code : { "AUD", "BRL", "CAD", "EUR", "GBP" })
        s.fxPerUsd[QString::fromLatin1(code)] = 2.0;
    EXPECT_EQ(s.knownCurrencies(), QStringLiteral("USD, AUD, BRL, CAD, CNY and 2 more"));
}

// #9: the default exchange rates were written three times (scenario.h, presetio.cpp, mainwindow.cpp).
TEST(Scenario, DefaultExchangeRatesHaveOneDefinition)
{
    EXPECT_EQ(Scenario {}.fxPerUsd, (std::map<QString, double> { { QStringLiteral("CNY"), defaultCnyPerUsd } }));
    EXPECT_EQ(defaultFxPerUsd(QStringLiteral("CNY")), defaultCnyPerUsd);
    EXPECT_EQ(defaultFxPerUsd(QStringLiteral("EUR")), defaultEurPerUsd);
    EXPECT_EQ(defaultFxPerUsd(QStringLiteral("USD")), 1.0);
    EXPECT_EQ(defaultFxPerUsd(QStringLiteral("XYZ")), std::nullopt);
    EXPECT_DOUBLE_EQ(defaultCnyPerUsd, 7.25); // MODEL.md's rate

    // A preset without CNY gets the CNY buy defaults in USD at that same rate.
    QJsonObject root = presetToJson(defaultScenario());
    root.insert(QStringLiteral("fx_per_usd"), QJsonObject { { QStringLiteral("EUR"), 0.92 } });
    root.insert(QStringLiteral("cost"),
        QJsonObject { { QStringLiteral("mode"), QStringLiteral("rent") }, { QStringLiteral("gpu_hour"), 7.09875 } });
    const PresetResult r = presetFromJson(root);
    ASSERT_TRUE(r.ok()) << r.errorText().toStdString();
    EXPECT_EQ(r.scenario->cost.buy.capex.currency, QStringLiteral("USD"));
    EXPECT_EQ(r.scenario->cost.buy.capex.amount, Scenario {}.cost.buy.capex.amount / defaultCnyPerUsd);
}

// #9: evaluate() into a reused Evaluation skips the walk along the decode curve when nothing it
// reads changed (CapacityResult::CurveMemo). Every change that reaches the curve, the limits or
// the workload must be noticed: over many random changes through the samplers' path (a
// ParameterSampler over every parameter of the registry, set directly, and one over the exchange
// rates, which recompiles) and direct changes of the compiled scenario (mode, per-user target,
// peak, points), the reused evaluation equals a fresh one bit for bit after each.
TEST(CompiledScenario, AReusedEvaluationEqualsAFreshOneAfterRandomChanges)
{
    std::mt19937_64 random(9);
    std::size_t checked = 0;
    for (const QString &file : shippedPresets()) {
        Scenario s = loadPreset(file.toUtf8().constData());
        s.workload.taskMinutes = 12.0;
        std::vector<ParamRef> refs;
        std::vector<ParamRef> rates;
        for (const Parameter &p : parameters()) {
            for (std::size_t i = 0; i < p.count(s); ++i) {
                const ParamRef ref { &p, i };
                // An exchange rate, or a team's field (it fills the workload): recompiled from the scenario.
                if (ref.get(s))
                    (p.collection == Collection::Currencies || p.group == ParamGroup::Team ? rates : refs)
                        .push_back(ref);
            }
        }
        ParameterSampler sampler(s, refs);
        ASSERT_TRUE(sampler.direct()) << file.toStdString();
        std::vector<double> values;
        for (const ParamRef &ref : refs)
            values.push_back(*ref.get(s));
        const auto draw = [&](const ParamRef &ref) {
            const Parameter &p = *ref.parameter;
            const double v = std::uniform_real_distribution<double>(p.sliderMin, p.sliderMax)(random);
            return p.domain.clamp(p.domain.whole ? std::round(v) : v);
        };
        CompiledScenario c = sampler.base();
        const CompiledScenario base = c;
        Evaluation reused;
        evaluate(c, reused);
        for (int step = 0; step < 400; ++step) {
            const std::string where = file.toStdString() + " step " + std::to_string(step);
            const int kind = static_cast<int>(random() % 9);
            if (kind < 5) { // one to three parameters, set directly as the Monte Carlo sets them
                for (int n = 1 + static_cast<int>(random() % 3); n > 0; --n) {
                    const std::size_t k = random() % refs.size();
                    values[k] = draw(refs[k]);
                }
                sampler.apply(c, values.data());
            } else if (kind == 5 && !rates.empty()) { // an exchange rate: recompiled from the scenario
                const ParamRef &rate = rates[random() % rates.size()];
                ParameterSampler recompiling(s, { rate });
                const double v = draw(rate);
                recompiling.apply(c, &v);
            } else if (kind == 6) {
                c.throughputMode = c.throughputMode == ThroughputMode::Measured ? ThroughputMode::Modelled
                                                                                : ThroughputMode::Measured;
            } else if (kind == 7) {
                if (c.minPerUserTokS && random() % 3 == 0)
                    c.minPerUserTokS.reset();
                else
                    c.minPerUserTokS = std::uniform_real_distribution<double>(1.0, 200.0)(random);
                if (random() % 4 == 0)
                    c.maxThroughput = c.maxThroughput ? std::nullopt : base.maxThroughput;
            } else {
                if (!c.decodePoints.empty() && random() % 2 == 0)
                    c.decodePoints.pop_back();
                else
                    c.decodePoints = base.decodePoints;
            }
            evaluate(c, reused);
            Evaluation fresh;
            evaluate(c, fresh);
            expectSameEvaluation(reused, fresh, where);
            ++checked;
            if (::testing::Test::HasFailure())
                return;
        }
    }
    EXPECT_GT(checked, 4000u);
}

// The memo is what BM_EvaluateDefaultScenario measures: a throughput slider's steps reuse the walk.
TEST(CompiledScenario, ATypedThroughputChangeReusesTheWalkAlongTheCurve)
{
    CompiledScenario c = compiled(defaultScenario());
    ASSERT_FALSE(c.decodePoints.empty());
    Evaluation e;
    evaluate(c, e);
    ASSERT_TRUE(e.capacity.memo.valid);
    e.capacity.memo.best = -1.0; // a walk would overwrite it
    c.throughput = tokensPerSecond(1234.0);
    evaluate(c, e);
    EXPECT_EQ(e.capacity.memo.best, -1.0);
    EXPECT_EQ(e.capacity.operating.value(), 1234.0);
    c.inputPerOutput = 7.0; // only the prefill term: still no walk without a per-user target
    evaluate(c, e);
    EXPECT_EQ(e.capacity.memo.best, -1.0);
    c.decodePoints.back().outputTokS *= 0.5; // the curve: walked again
    evaluate(c, e);
    EXPECT_GT(e.capacity.memo.best, 0.0);
    expectSameEvaluation(e, evaluated(c), "after the curve changed");
}

// The offers' figures that do not follow the operating throughput are kept the same way
// (Evaluation::OfferMemo): a throughput step computes only the bill, the saving, the side and u*;
// a change of a price, the monthly cost, the hours or the workload computes them all again.
TEST(CompiledScenario, AThroughputStepKeepsTheOffersBreakEvensAndAPriceChangeRedoesThem)
{
    CompiledScenario c = compiled(defaultScenario());
    ASSERT_GE(c.offers.size(), 2u);
    Evaluation e;
    evaluate(c, e);
    ASSERT_TRUE(e.offerMemo.valid);
    const double tasks = e.offers.front().breakevenTasksPerMonth;
    e.offers.front().breakevenTasksPerMonth = -1.0; // computed again, it would be overwritten
    c.throughput = tokensPerSecond(1234.0);
    evaluate(c, e);
    EXPECT_EQ(e.offers.front().breakevenTasksPerMonth, -1.0);
    // An offer priced as the first keeps its own figures on a step: it copies the first's only
    // when they are computed (a copy read back right after its stores stalls the processor).
    const auto twin = std::find_if(
        c.offers.begin() + 1, c.offers.end(), [](const CompiledOffer &o) { return o.samePricesAs == 0; });
    ASSERT_NE(twin, c.offers.end()) << "the default scenario lists the first offer's prices twice";
    EXPECT_EQ(e.offers[static_cast<std::size_t>(twin - c.offers.begin())].breakevenTasksPerMonth, tasks);
    e.offers.front().breakevenTasksPerMonth = tasks;
    expectSameEvaluation(e, evaluated(c), "throughput step");
    const auto changed = [&](const char *what, const std::function<void(CompiledScenario &)> &change) {
        e.offers.front().breakevenTasksPerMonth = -1.0;
        change(c);
        evaluate(c, e);
        EXPECT_NE(e.offers.front().breakevenTasksPerMonth, -1.0) << what;
        expectSameEvaluation(e, evaluated(c), what);
    };
    changed("output price", [](CompiledScenario &s) { s.offers.front().prices.output *= 1.5; });
    changed("another offer's price", [](CompiledScenario &s) { s.offers.back().prices.input *= 0.5; });
    changed("GPU price", [](CompiledScenario &s) { s.gpuHour = s.gpuHour * 2.0; });
    changed("utilization", [](CompiledScenario &s) { s.utilization = 0.4; });
    changed("input per output", [](CompiledScenario &s) { s.inputPerOutput = 2.0; });
    changed("cache hit", [](CompiledScenario &s) { s.cacheHit = 0.3; });
    changed("acceptance", [](CompiledScenario &s) { s.acceptanceApi = 0.6; });
    changed("request size", [](CompiledScenario &s) { s.requestOutput = s.requestOutput * 2.0; });
    changed("memory", [](CompiledScenario &s) { s.gpuCount = 1; }); // no longer fits
    changed("fits again", [](CompiledScenario &s) { s.gpuCount = 8; });
}

// The memory fit is kept the same way (MemoryFit::memo): a throughput or price step does not
// compute it again; a change of anything it reads does, and gives a fresh evaluation's figures.
TEST(CompiledScenario, AThroughputOrPriceChangeKeepsTheMemoryFitAndAMemoryChangeRedoesIt)
{
    CompiledScenario c = compiled(defaultScenario());
    Evaluation e;
    evaluate(c, e);
    ASSERT_TRUE(e.memory.memo.valid);
    const int cMax = e.memory.cMax;
    ASSERT_GT(cMax, 0);
    e.memory.cMax = -1; // a new fit would overwrite it
    c.throughput = tokensPerSecond(1234.0);
    c.offers.front().prices.output = c.offers.front().prices.output * 2.0;
    c.utilization = 0.5;
    evaluate(c, e);
    EXPECT_EQ(e.memory.cMax, -1);
    e.memory.cMax = cMax; // the kept fit is the fit
    evaluate(c, e);
    expectSameEvaluation(e, evaluated(c), "kept fit");
    const auto changed = [&](const char *what, const std::function<void(CompiledScenario &)> &change) {
        e.memory.cMax = -1;
        change(c);
        evaluate(c, e);
        EXPECT_GE(e.memory.cMax, 0) << what;
        expectSameEvaluation(e, evaluated(c), what);
    };
    // The concurrency is not an input of the fit's memo (c_max, the replicas): the needed memory is
    // computed at the operating concurrency after the capacity, every time, and follows it.
    e.memory.cMax = cMax;
    evaluate(c, e);
    c.concurrency += 1;
    e.memory.cMax = -1;
    evaluate(c, e);
    EXPECT_EQ(e.memory.cMax, -1) << "the fit's memo does not read the concurrency";
    e.memory.cMax = cMax;
    evaluate(c, e);
    EXPECT_EQ(e.memory.concurrency, e.capacity.operatingConcurrency);
    expectSameEvaluation(e, evaluated(c), "concurrency");
    changed("context", [](CompiledScenario &s) { s.context = s.context * 2.0; });
    changed("GPU count", [](CompiledScenario &s) { s.gpuCount += 8; });
    changed("GPUs per node", [](CompiledScenario &s) { s.gpusPerNode = 4; });
    changed("memory per GPU", [](CompiledScenario &s) { s.memoryPerGpu = s.memoryPerGpu * 1.5; });
    changed("reserve per GPU", [](CompiledScenario &s) { s.reservePerGpu = s.reservePerGpu * 2.0; });
    changed("usable memory", [](CompiledScenario &s) { s.usableMemory = 0.8; });
    changed("weights", [](CompiledScenario &s) { s.weights = s.weights * 0.5; });
    changed("KV per token", [](CompiledScenario &s) { s.kvPerToken = s.kvPerToken * 0.5; });
    changed("state per sequence", [](CompiledScenario &s) { s.statePerSequence = s.statePerSequence * 3.0; });
    changed("dequantization", [](CompiledScenario &s) { s.dequantization = !s.dequantization; });
}

// Issue 28: the memos' inputs are checked against the registry. For every parameter the samplers
// set directly, on every shipped preset, an evaluation that keeps its memos from the scenario's own
// values gives, after the change and after changing back, exactly a fresh evaluation's figures: a
// memo that forgot one of its inputs would keep a stale figure.
TEST(CompiledScenario, EveryRegistryParameterIsAnInputOfTheMemosThatReadIt)
{
    std::size_t checked = 0;
    for (const QString &file : shippedPresets()) {
        Scenario s = loadPreset(file.toUtf8().constData());
        s.workload.taskMinutes = 12.0;
        for (const Parameter &p : parameters()) {
            for (std::size_t index = 0; index < p.count(s); ++index) {
                const ParamRef ref { &p, index };
                ParameterSampler sampler(s, { ref });
                if (!sampler.direct())
                    continue;
                const std::optional<double> own = ref.get(s);
                if (!own)
                    continue;
                Evaluation kept;
                CompiledScenario c = sampler.base();
                evaluate(c, kept); // memos filled at the scenario's own values
                for (double v : { p.sliderMin, p.sliderMax, *own }) {
                    v = p.domain.clamp(p.domain.whole ? std::round(v) : v);
                    if (ref.parameter->collection == Collection::DecodePoints)
                        v = *own; // a point's concurrency must stay between its neighbours'
                    sampler.apply(c, &v);
                    evaluate(c, kept);
                    expectSameEvaluation(kept, evaluated(c), file.toStdString() + " " + ref.path(s).toStdString());
                    ++checked;
                }
            }
        }
    }
    EXPECT_GT(checked, 1000u);
}
