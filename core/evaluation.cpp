#include "evaluation.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace breakeven {

namespace {

// The fill functions write every field of their result, so that an Evaluation can be reused
// without a temporary: nothing of the previous evaluation survives.

void fillSelfHost(const CompiledScenario &c, SelfHostResult &r)
{
    const model::Hours h = model::operatingHours(c.month, c.hoursPerDay, c.startsPerDay, c.coldStart, c.utilization);
    r.provisioned = h.provisioned;
    r.productive = h.productive;
    r.available = h.available;

    if (c.mode == CostMode::Rent) {
        r.hardwareRate = static_cast<double>(c.gpuCount) * c.gpuHour;
        r.hardwareMonthly = r.hardwareRate * r.provisioned;
        r.depreciationMonthly = dollars(0.0);
        r.powerMonthly = dollars(0.0);
    } else {
        const UsdPerSecond depreciation = model::depreciationRate(c.capex, c.years);
        const UsdPerSecond power = model::powerRate(c.powerKw, c.pue, c.tariffPerKwh);
        r.hardwareRate = depreciation + power;
        r.depreciationMonthly = depreciation * c.month;
        r.powerMonthly = power * r.provisioned;
        r.hardwareMonthly = r.depreciationMonthly + r.powerMonthly;
    }
    if (r.provisioned.value() > 0.0)
        r.hardwarePerProvisionedHour = r.hardwareMonthly / r.provisioned;
    else
        r.hardwarePerProvisionedHour.reset();
    r.hardwareMonthly = c.redundancy * r.hardwareMonthly;
    r.overheadMonthly = c.overheads;

    r.monthlyCost = r.hardwareMonthly + r.overheadMonthly;
    r.outputPerMonth = model::outputPerMonth(c.throughput, r.productive);
    r.costPerOutputToken = model::selfHostedPrice(r.monthlyCost, r.outputPerMonth);
    r.acceptedTasksPerMonth.reset();
    r.costPerAcceptedTask.reset();
    if (c.taskTime) {
        const double perHour = model::acceptedTasksPerHour(c.concurrency, *c.taskTime, c.acceptanceSelf);
        r.acceptedTasksPerMonth = perHour * inHours(r.productive);
        if (*r.acceptedTasksPerMonth > 0.0)
            r.costPerAcceptedTask = r.monthlyCost / *r.acceptedTasksPerMonth;
    }
}

/// \a atFullUse: the output of a month at u = 1, the same for every offer.
void fillOffer(const CompiledScenario &c, const SelfHostResult &self, const Feasibility &feasibility,
    const CompiledOffer &offer, Tokens atFullUse, OfferResult &r)
{
    const model::OfferPrices &prices = offer.prices;
    r.blendedPrice = model::blendedPrice(prices, c.inputPerOutput, c.cacheHit);
    r.monthlyApiCost = self.outputPerMonth * r.blendedPrice;
    if (feasibility.feasible()) {
        r.monthlySaving = model::monthlySaving(self.outputPerMonth, r.blendedPrice, self.monthlyCost);
        r.cheaper = r.monthlySaving->value() > 0.0 ? Cheaper::SelfHost : Cheaper::Api;
    } else {
        r.monthlySaving.reset();
        r.cheaper = Cheaper::NotFeasible;
    }
    r.breakevenOutput = model::breakevenVolume(self.monthlyCost, r.blendedPrice);
    r.breakevenInput = c.inputPerOutput * r.breakevenOutput;
    r.breakevenThroughput = model::breakevenThroughput(r.breakevenOutput, self.productive);
    r.reachable = feasibility.fits && r.breakevenThroughput && std::isfinite(r.breakevenThroughput->value())
        && (!feasibility.capacityChecked || *r.breakevenThroughput <= feasibility.capacity);
    if (atFullUse.value() > 0.0)
        r.breakevenUtilization = (r.breakevenOutput / atFullUse).value();
    else
        r.breakevenUtilization.reset();
    r.requestCost = model::requestCost(prices, c.requestInput, c.requestOutput, c.cacheHit);
    r.acceptedTaskCost = model::acceptedTaskCost(r.requestCost, c.acceptanceApi);
    r.breakevenTasksPerMonth = r.acceptedTaskCost.value() > 0.0 ? self.monthlyCost.value() / r.acceptedTaskCost.value()
                                                                : std::numeric_limits<double>::infinity();
}

Tokens outputAtFullUse(const SelfHostResult &self, const Feasibility &feasibility)
{
    return model::outputPerMonth(feasibility.throughput, self.available);
}

} // namespace

SelfHostResult evaluateSelfHost(const CompiledScenario &scenario)
{
    SelfHostResult r;
    fillSelfHost(scenario, r);
    return r;
}

OfferResult evaluateOffer(const CompiledScenario &scenario, const SelfHostResult &selfHost,
    const Feasibility &feasibility, const CompiledOffer &offer)
{
    OfferResult r;
    fillOffer(scenario, selfHost, feasibility, offer, outputAtFullUse(selfHost, feasibility), r);
    return r;
}

MemoryFit evaluateMemory(const CompiledScenario &c)
{
    MemoryFit m;
    m.weights = c.weights;
    m.perSequence = c.kvPerToken * c.context + c.statePerSequence;
    m.needed = m.weights + static_cast<double>(c.concurrency) * m.perSequence;
    m.installed = static_cast<double>(c.gpuCount) * c.memoryPerGpu;
    m.usable = c.usableMemory * m.installed;
    m.headroom = m.usable - m.needed;
    m.fits = m.headroom.value() >= 0.0;
    m.weightsToInstalled = m.installed.value() > 0.0 ? (m.weights / m.installed).value() : 0.0;
    m.dequantizationWarning = c.dequantization;
    return m;
}

Feasibility evaluateFeasibility(const CompiledScenario &c, const MemoryFit &memory)
{
    Feasibility f;
    f.fits = memory.fits;
    f.shortOfUsable = memory.fits ? bytes(0.0) : -memory.headroom;
    f.shortOfWeights = std::max(bytes(0.0), memory.weights - memory.installed);
    f.throughput = c.throughput;
    f.capacityChecked = c.maxThroughput.has_value();
    f.capacity = c.maxThroughput.value_or(tokensPerSecond(0.0));
    f.withinCapacity = !f.capacityChecked || f.throughput <= f.capacity;
    return f;
}

std::optional<std::size_t> cheapestEnabledOffer(const Scenario &scenario, const Evaluation &evaluation)
{
    std::optional<std::size_t> best;
    for (std::size_t i = 0; i < scenario.offers.size() && i < evaluation.offers.size(); ++i) {
        if (!scenario.offers[i].enabled)
            continue;
        if (!best || evaluation.offers[i].blendedPrice < evaluation.offers[*best].blendedPrice)
            best = i;
    }
    return best;
}

void evaluate(const CompiledScenario &scenario, Evaluation &out)
{
    out.memory = evaluateMemory(scenario);
    out.feasibility = evaluateFeasibility(scenario, out.memory);
    fillSelfHost(scenario, out.selfHost);
    const Tokens atFullUse = outputAtFullUse(out.selfHost, out.feasibility);
    out.offers.resize(scenario.offers.size());
    for (std::size_t i = 0; i < scenario.offers.size(); ++i)
        fillOffer(scenario, out.selfHost, out.feasibility, scenario.offers[i], atFullUse, out.offers[i]);
}

Evaluation evaluate(const Scenario &scenario)
{
    Evaluation e;
    evaluate(compileUnchecked(scenario), e);
    return e;
}

} // namespace breakeven
