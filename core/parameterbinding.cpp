#include "parameterbinding.h"

#include <cmath>
#include <cstring>
#include <limits>

namespace breakeven {

namespace {

int whole(double v) { return static_cast<int>(std::lround(v)); }

/// One registry key and the compiled field it sets, in the model's units (money in USD: the
/// binding's factor converts the currency).
struct Entry {
    const char *key;
    ParameterBinding::Apply apply;
};

// compiledscenario.cpp's compileScenario() is the definition of each conversion; each entry here
// sets the same field in the same unit (tests/core/test_parameterbinding.cpp holds them equal).
const Entry entries[] = {
    { "operation.throughput_tok_s",
        [](CompiledScenario &c, std::size_t, double v) { c.throughput = tokensPerSecond(v); } },
    { "operation.utilization", [](CompiledScenario &c, std::size_t, double v) { c.utilization = v; } },
    { "operation.hours_per_day", [](CompiledScenario &c, std::size_t, double v) { c.hoursPerDay = v; } },
    { "operation.starts_per_day", [](CompiledScenario &c, std::size_t, double v) { c.startsPerDay = whole(v); } },
    { "operation.cold_start_minutes", [](CompiledScenario &c, std::size_t, double v) { c.coldStart = minutes(v); } },
    { "operation.concurrency", [](CompiledScenario &c, std::size_t, double v) { c.concurrency = whole(v); } },
    { "operation.context_tokens", [](CompiledScenario &c, std::size_t, double v) { c.context = tokens(whole(v)); } },
    { "operation.usable_memory", [](CompiledScenario &c, std::size_t, double v) { c.usableMemory = v; } },
    { "operation.self_host_prefix_hit", [](CompiledScenario &c, std::size_t, double v) { c.selfHostPrefixHit = v; } },
    { "operation.min_per_user_tok_s", [](CompiledScenario &c, std::size_t, double v) { c.minPerUserTokS = v; } },
    { "cost.hours_per_month", [](CompiledScenario &c, std::size_t, double v) { c.month = hours(v); } },
    { "workload.input_per_output", [](CompiledScenario &c, std::size_t, double v) { c.inputPerOutput = v; } },
    { "workload.cache_hit", [](CompiledScenario &c, std::size_t, double v) { c.cacheHit = v; } },
    { "workload.acceptance_api", [](CompiledScenario &c, std::size_t, double v) { c.acceptanceApi = v; } },
    { "workload.acceptance_self", [](CompiledScenario &c, std::size_t, double v) { c.acceptanceSelf = v; } },
    { "workload.task_minutes", [](CompiledScenario &c, std::size_t, double v) { c.taskTime = minutes(v); } },
    { "workload.request.input_tokens", [](CompiledScenario &c, std::size_t, double v) { c.requestInput = tokens(v); } },
    { "workload.request.output_tokens",
        [](CompiledScenario &c, std::size_t, double v) { c.requestOutput = tokens(v); } },
    { "hardware.count", [](CompiledScenario &c, std::size_t, double v) { c.gpuCount = whole(v); } },
    { "hardware.memory_gb_per_gpu", [](CompiledScenario &c, std::size_t, double v) { c.memoryPerGpu = gigabytes(v); } },
    { "hardware.max_throughput_tok_s",
        [](CompiledScenario &c, std::size_t, double v) { c.maxThroughput = tokensPerSecond(v); } },
    { "hardware.gpus_per_node", [](CompiledScenario &c, std::size_t, double v) { c.gpusPerNode = whole(v); } },
    { "hardware.prefill_input_tok_s", [](CompiledScenario &c, std::size_t, double v) { c.prefillInputTokS = v; } },
    { "hardware.reserve_gb_per_gpu",
        [](CompiledScenario &c, std::size_t, double v) { c.reservePerGpu = gigabytes(v); } },
    // Decode points in the preset's order, as compiled (the reader keeps the concurrencies increasing).
    { "hardware.decode_points[].concurrency",
        [](CompiledScenario &c, std::size_t i, double v) { c.decodePoints[i].setConcurrency(std::round(v)); } },
    { "hardware.decode_points[].output_tok_s",
        [](CompiledScenario &c, std::size_t i, double v) { c.decodePoints[i].outputTokS = v; } },
    { "cost.gpu_hour", [](CompiledScenario &c, std::size_t, double v) { c.gpuHour = dollarsPerHour(v); } },
    { "cost.redundancy", [](CompiledScenario &c, std::size_t, double v) { c.redundancy = v; } },
    { "cost.buy.capex", [](CompiledScenario &c, std::size_t, double v) { c.capex = dollars(v); } },
    { "cost.buy.years", [](CompiledScenario &c, std::size_t, double v) { c.years = v; } },
    { "cost.buy.power_kw", [](CompiledScenario &c, std::size_t, double v) { c.powerKw = v; } },
    { "cost.buy.pue", [](CompiledScenario &c, std::size_t, double v) { c.pue = v; } },
    { "cost.buy.tariff_per_kwh", [](CompiledScenario &c, std::size_t, double v) { c.tariffPerKwh = dollars(v); } },
    { "model.weights_bytes", [](CompiledScenario &c, std::size_t, double v) { c.weights = bytes(v); } },
    { "model.kv_bytes_per_token", [](CompiledScenario &c, std::size_t, double v) { c.kvPerToken = bytesPerToken(v); } },
    { "model.state_bytes_per_sequence",
        [](CompiledScenario &c, std::size_t, double v) { c.statePerSequence = bytes(v); } },
    // The sum of the overhead lines: the binding's offset holds the other lines.
    { "cost.overheads[].monthly", [](CompiledScenario &c, std::size_t, double v) { c.overheads = dollars(v); } },
    // The whole bill (MODEL.md section 8).
    { "cost.staff.fte", [](CompiledScenario &c, std::size_t, double v) { c.staffFte = v; } },
    { "cost.staff.cost_per_fte_month", [](CompiledScenario &c, std::size_t, double v) { c.staffPerFte = dollars(v); } },
    { "cost.billing.term_months", [](CompiledScenario &, std::size_t, double) {} }, // not in M (bill.h)
    { "cost.billing.minimum_monthly",
        [](CompiledScenario &c, std::size_t, double v) { c.minimumMonthly = dollars(v); } },
    { "cost.reserved_gpu_hour",
        [](CompiledScenario &c, std::size_t, double v) { c.reservedGpuHour = dollarsPerHour(v); } },
    { "cost.spot_gpu_hour", [](CompiledScenario &c, std::size_t, double v) { c.spotGpuHour = dollarsPerHour(v); } },
    { "cost.spot_interruption", [](CompiledScenario &c, std::size_t, double v) { c.spotInterruption = v; } },
    { "cost.buy.cost_of_capital", [](CompiledScenario &c, std::size_t, double v) { c.costOfCapital = v; } },
    { "cost.buy.residual_value", [](CompiledScenario &c, std::size_t, double v) { c.residualValue = v; } },
    { "cost.buy.maintenance", [](CompiledScenario &c, std::size_t, double v) { c.maintenance = v; } },
    { "horizon.years", [](CompiledScenario &, std::size_t, double) {} },             // not in M (bill.h)
    { "horizon.api_price_decline", [](CompiledScenario &, std::size_t, double) {} }, // not in M (bill.h)
    { "task.reasoning_tokens", [](CompiledScenario &c, std::size_t, double v) { c.reasoning = tokens(v); } },
    { "offers[].cached_input",
        [](CompiledScenario &c, std::size_t i, double v) { c.offers[i].prices.cachedInput = dollarsPerMtok(v); } },
    { "offers[].input",
        [](CompiledScenario &c, std::size_t i, double v) { c.offers[i].prices.input = dollarsPerMtok(v); } },
    { "offers[].output",
        [](CompiledScenario &c, std::size_t i, double v) { c.offers[i].prices.output = dollarsPerMtok(v); } },
};

/// An offer without a published cached price bills cached input at the input price.
void setInputAndCached(CompiledScenario &c, std::size_t i, double v)
{
    c.offers[i].prices.input = dollarsPerMtok(v);
    c.offers[i].prices.cachedInput = c.offers[i].prices.input;
}

/// Units of \a currency per USD in \a s, NaN when unknown (as compileUnchecked() converts).
double rateOf(const Scenario &s, const QString &currency)
{
    return s.fxRate(currency).value_or(std::numeric_limits<double>::quiet_NaN());
}

} // namespace

ParameterBinding bindParameter(const Scenario &s, const ParamRef &ref)
{
    const Parameter &p = *ref.parameter;
    const Entry *entry = nullptr;
    for (const Entry &e : entries) {
        if (std::strcmp(e.key, p.key) == 0)
            entry = &e;
    }
    if (!entry)
        return ParameterBinding(ref, nullptr, 1.0, 0.0);

    const QString key = QString::fromLatin1(p.key);
    ParameterBinding::Apply apply = entry->apply;
    double factor = 1.0;
    double offset = 0.0;
    if (p.money) {
        const QString currency = p.currencyOf(s, ref.index);
        factor = 1.0 / rateOf(s, currency);
    }
    if (key == QLatin1String("cost.overheads[].monthly")) {
        for (std::size_t i = 0; i < s.cost.overheads.size(); ++i) {
            if (i != ref.index)
                offset += s.cost.overheads[i].monthly.amount / rateOf(s, s.cost.overheads[i].monthly.currency);
        }
    } else if (key == QLatin1String("offers[].input") && !s.offers.at(ref.index).cachedInput) {
        apply = setInputAndCached;
    }
    return ParameterBinding(ref, apply, factor, offset);
}

ParameterSampler::ParameterSampler(const Scenario &scenario, std::vector<ParamRef> refs)
    : m_scenario(scenario)
    , m_base(compileUnchecked(scenario))
{
    m_bindings.reserve(refs.size());
    for (const ParamRef &ref : refs) {
        m_bindings.push_back(bindParameter(scenario, ref));
        m_direct = m_direct && m_bindings.back().direct();
    }
    if (!m_direct)
        m_scratch = scenario;
}

void ParameterSampler::apply(CompiledScenario &compiled, const double *values)
{
    if (m_direct) {
        for (std::size_t i = 0; i < m_bindings.size(); ++i)
            m_bindings[i].set(compiled, values[i]);
        return;
    }
    for (std::size_t i = 0; i < m_bindings.size(); ++i)
        m_bindings[i].ref().set(*m_scratch, values[i]);
    compiled = compileUnchecked(*m_scratch);
}

} // namespace breakeven
