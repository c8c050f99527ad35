#include "parameterbinding.h"

#include "roofline.h"

#include <cmath>
#include <limits>

namespace breakeven {

namespace {

int whole(double v) { return static_cast<int>(std::lround(v)); }

/// One registry parameter and the compiled field it sets, in the model's units (money in USD: the
/// binding's factor converts the currency).
struct Entry {
    const Parameter *parameter;
    ParameterBinding::Apply apply;
};

// compiledscenario.cpp's compileScenario() is the definition of each conversion; each entry here
// sets the same field in the same unit (tests/core/test_parameterbinding.cpp holds them equal).
const Entry entries[] = {
    { &param::throughput, [](CompiledScenario &c, std::size_t, double v) { c.throughput = tokensPerSecond(v); } },
    { &param::utilization, [](CompiledScenario &c, std::size_t, double v) { c.utilization = v; } },
    { &param::hoursPerDay, [](CompiledScenario &c, std::size_t, double v) { c.hoursPerDay = v; } },
    { &param::startsPerDay, [](CompiledScenario &c, std::size_t, double v) { c.startsPerDay = whole(v); } },
    { &param::coldStartMinutes, [](CompiledScenario &c, std::size_t, double v) { c.coldStart = minutes(v); } },
    { &param::concurrency, [](CompiledScenario &c, std::size_t, double v) { c.concurrency = whole(v); } },
    { &param::contextTokens, [](CompiledScenario &c, std::size_t, double v) { c.context = tokens(whole(v)); } },
    { &param::usableMemory, [](CompiledScenario &c, std::size_t, double v) { c.usableMemory = v; } },
    { &param::selfHostPrefixHit, [](CompiledScenario &c, std::size_t, double v) { c.selfHostPrefixHit = v; } },
    { &param::minPerUserTokS, [](CompiledScenario &c, std::size_t, double v) { c.minPerUserTokS = v; } },
    { &param::hoursPerMonth, [](CompiledScenario &c, std::size_t, double v) { c.month = hours(v); } },
    { &param::inputPerOutput, [](CompiledScenario &c, std::size_t, double v) { c.inputPerOutput = v; } },
    { &param::cacheHit, [](CompiledScenario &c, std::size_t, double v) { c.cacheHit = v; } },
    { &param::acceptanceApi, [](CompiledScenario &c, std::size_t, double v) { c.acceptanceApi = v; } },
    { &param::acceptanceSelf, [](CompiledScenario &c, std::size_t, double v) { c.acceptanceSelf = v; } },
    { &param::taskMinutes, [](CompiledScenario &c, std::size_t, double v) { c.taskTime = minutes(v); } },
    { &param::requestInputTokens, [](CompiledScenario &c, std::size_t, double v) { c.requestInput = tokens(v); } },
    { &param::requestOutputTokens, [](CompiledScenario &c, std::size_t, double v) { c.requestOutput = tokens(v); } },
    { &param::gpuCount, [](CompiledScenario &c, std::size_t, double v) { c.gpuCount = whole(v); } },
    { &param::memoryGbPerGpu,
        [](CompiledScenario &c, std::size_t, double v) {
            c.memoryPerGpu = gigabytes(v);
            if (c.reserveScales)
                c.reservePerGpu = gigabytes(scaledReserveGbPerGpu(v));
        } },
    { &param::maxThroughput, [](CompiledScenario &c, std::size_t, double v) { c.maxThroughput = tokensPerSecond(v); } },
    { &param::gpusPerNode, [](CompiledScenario &c, std::size_t, double v) { c.gpusPerNode = whole(v); } },
    { &param::prefillInputTokS, [](CompiledScenario &c, std::size_t, double v) { c.prefillInputTokS = v; } },
    { &param::reserveGbPerGpu,
        [](CompiledScenario &c, std::size_t, double v) {
            c.reservePerGpu = gigabytes(v);
            c.reserveScales = false;
        } },
    // Decode points in the preset's order, as compiled (the reader keeps the concurrencies increasing).
    { &param::decodeConcurrency,
        [](CompiledScenario &c, std::size_t i, double v) { c.decodePoints[i].setConcurrency(std::round(v)); } },
    { &param::decodeOutputTokS,
        [](CompiledScenario &c, std::size_t i, double v) { c.decodePoints[i].outputTokS = v; } },
    { &param::gpuHour, [](CompiledScenario &c, std::size_t, double v) { c.gpuHour = dollarsPerHour(v); } },
    { &param::redundancy, [](CompiledScenario &c, std::size_t, double v) { c.redundancy = v; } },
    { &param::capex, [](CompiledScenario &c, std::size_t, double v) { c.capex = dollars(v); } },
    { &param::buyYears, [](CompiledScenario &c, std::size_t, double v) { c.years = v; } },
    { &param::powerKw, [](CompiledScenario &c, std::size_t, double v) { c.powerKw = v; } },
    { &param::pue, [](CompiledScenario &c, std::size_t, double v) { c.pue = v; } },
    { &param::tariffPerKwh, [](CompiledScenario &c, std::size_t, double v) { c.tariffPerKwh = dollars(v); } },
    { &param::weightsBytes, [](CompiledScenario &c, std::size_t, double v) { c.weights = bytes(v); } },
    { &param::kvBytesPerToken, [](CompiledScenario &c, std::size_t, double v) { c.kvPerToken = bytesPerToken(v); } },
    { &param::stateBytesPerSequence,
        [](CompiledScenario &c, std::size_t, double v) { c.statePerSequence = bytes(v); } },
    // The sum of the overhead lines: the binding's offset holds the other lines.
    { &param::overheadMonthly, [](CompiledScenario &c, std::size_t, double v) { c.overheads = dollars(v); } },
    // The whole bill (MODEL.md section 8).
    { &param::staffFte, [](CompiledScenario &c, std::size_t, double v) { c.staffFte = v; } },
    { &param::staffCostPerFteMonth, [](CompiledScenario &c, std::size_t, double v) { c.staffPerFte = dollars(v); } },
    { &param::termMonths, [](CompiledScenario &, std::size_t, double) {} }, // not in M (bill.h)
    { &param::minimumMonthly, [](CompiledScenario &c, std::size_t, double v) { c.minimumMonthly = dollars(v); } },
    { &param::reservedGpuHour,
        [](CompiledScenario &c, std::size_t, double v) { c.reservedGpuHour = dollarsPerHour(v); } },
    { &param::spotGpuHour, [](CompiledScenario &c, std::size_t, double v) { c.spotGpuHour = dollarsPerHour(v); } },
    { &param::spotInterruption, [](CompiledScenario &c, std::size_t, double v) { c.spotInterruption = v; } },
    { &param::costOfCapital, [](CompiledScenario &c, std::size_t, double v) { c.costOfCapital = v; } },
    { &param::residualValue, [](CompiledScenario &c, std::size_t, double v) { c.residualValue = v; } },
    { &param::maintenance, [](CompiledScenario &c, std::size_t, double v) { c.maintenance = v; } },
    { &param::horizonYears, [](CompiledScenario &, std::size_t, double) {} },    // not in M (bill.h)
    { &param::apiPriceDecline, [](CompiledScenario &, std::size_t, double) {} }, // not in M (bill.h)
    { &param::reasoningTokens, [](CompiledScenario &c, std::size_t, double v) { c.reasoning = tokens(v); } },
    { &param::offerCachedInput,
        [](CompiledScenario &c, std::size_t i, double v) { c.offers[i].prices.cachedInput = dollarsPerMtok(v); } },
    { &param::offerInput,
        [](CompiledScenario &c, std::size_t i, double v) { c.offers[i].prices.input = dollarsPerMtok(v); } },
    { &param::offerOutput,
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
        if (e.parameter == &p)
            entry = &e;
    }
    // An estimated curve (roofline.h) is made from the measured points, the GPUs and the memory
    // fit at compile time: a value of those goes through the scenario, and the estimate is made again.
    const bool shapesEstimate
        = (p.group == ParamGroup::Hardware || p.group == ParamGroup::Memory) && &p != &param::prefillInputTokS;
    if (!entry || (shapesEstimate && wantsEstimate(s)))
        return ParameterBinding(ref, nullptr, 1.0, 0.0);

    ParameterBinding::Apply apply = entry->apply;
    double factor = 1.0;
    double offset = 0.0;
    if (p.money) {
        const QString currency = p.currencyOf(s, ref.index);
        factor = 1.0 / rateOf(s, currency);
    }
    if (&p == &param::overheadMonthly) {
        for (std::size_t i = 0; i < s.cost.overheads.size(); ++i) {
            if (i != ref.index)
                offset += s.cost.overheads[i].monthly.amount / rateOf(s, s.cost.overheads[i].monthly.currency);
        }
    } else if (&p == &param::offerInput && !s.offers.at(ref.index).cachedInput) {
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
