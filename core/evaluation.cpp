#include "evaluation.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace breakeven {

model::OfferPrices offerPrices(const Scenario &scenario, const Offer &offer)
{
    const auto price = [&](double perMtok) {
        return dollarsPerMtok(scenario.toUsd(Money { perMtok, offer.currency }));
    };
    const UsdPerToken input = price(offer.input);
    return { offer.cachedInput ? price(*offer.cachedInput) : input, input, price(offer.output) };
}

SelfHostResult evaluateSelfHost(const Scenario &s)
{
    SelfHostResult r;
    const Duration month = hours(s.cost.hoursPerMonth);
    const model::Hours h = model::operatingHours(month, s.operation.hoursPerDay, s.operation.startsPerDay,
        minutes(s.operation.coldStartMinutes), s.operation.utilization);
    r.provisioned = h.provisioned;
    r.productive = h.productive;
    r.available = model::operatingHours(
        month, s.operation.hoursPerDay, s.operation.startsPerDay, minutes(s.operation.coldStartMinutes), 1.0)
                      .productive;

    if (s.cost.mode == CostMode::Rent) {
        r.hardwareRate = static_cast<double>(s.hardware.count) * dollarsPerHour(s.toUsd(s.cost.gpuHour));
        r.hardwareMonthly = r.hardwareRate * r.provisioned;
        r.depreciationMonthly = dollars(0.0);
        r.powerMonthly = dollars(0.0);
    } else {
        const BuyCost &b = s.cost.buy;
        const UsdPerSecond depreciation = model::depreciationRate(dollars(s.toUsd(b.capex)), b.years);
        const UsdPerSecond power = model::powerRate(b.powerKw, b.pue, dollars(s.toUsd(b.tariffPerKwh)));
        r.hardwareRate = depreciation + power;
        r.depreciationMonthly = depreciation * month;
        r.powerMonthly = power * r.provisioned;
        r.hardwareMonthly = r.depreciationMonthly + r.powerMonthly;
    }
    if (r.provisioned.value() > 0.0)
        r.hardwarePerProvisionedHour = r.hardwareMonthly / r.provisioned;
    r.hardwareMonthly = s.cost.redundancy * r.hardwareMonthly;

    r.overheadMonthly = dollars(0.0);
    for (const Overhead &o : s.cost.overheads)
        r.overheadMonthly += dollars(s.toUsd(o.monthly));

    r.monthlyCost = r.hardwareMonthly + r.overheadMonthly;
    r.outputPerMonth = model::outputPerMonth(tokensPerSecond(s.operation.throughputTokS), r.productive);
    r.costPerOutputToken = model::selfHostedPrice(r.monthlyCost, r.outputPerMonth);
    if (s.workload.taskMinutes) {
        const double perHour = model::acceptedTasksPerHour(
            s.operation.concurrency, minutes(*s.workload.taskMinutes), s.workload.acceptanceSelf);
        r.acceptedTasksPerMonth = perHour * inHours(r.productive);
        if (*r.acceptedTasksPerMonth > 0.0)
            r.costPerAcceptedTask = r.monthlyCost / *r.acceptedTasksPerMonth;
    }
    return r;
}

OfferResult evaluateOffer(
    const Scenario &s, const SelfHostResult &self, const Feasibility &feasibility, const Offer &offer)
{
    const model::OfferPrices prices = offerPrices(s, offer);
    const Workload &w = s.workload;
    OfferResult r;
    r.blendedPrice = model::blendedPrice(prices, w.inputPerOutput, w.cacheHit);
    r.monthlyApiCost = self.outputPerMonth * r.blendedPrice;
    if (feasibility.feasible()) {
        r.monthlySaving = model::monthlySaving(self.outputPerMonth, r.blendedPrice, self.monthlyCost);
        r.cheaper = r.monthlySaving->value() > 0.0 ? Cheaper::SelfHost : Cheaper::Api;
    } else {
        r.cheaper = Cheaper::NotFeasible;
    }
    r.breakevenOutput = model::breakevenVolume(self.monthlyCost, r.blendedPrice);
    r.breakevenInput = w.inputPerOutput * r.breakevenOutput;
    r.breakevenThroughput = model::breakevenThroughput(r.breakevenOutput, self.productive);
    r.reachable = feasibility.fits && r.breakevenThroughput && std::isfinite(r.breakevenThroughput->value())
        && (!feasibility.capacityChecked || *r.breakevenThroughput <= feasibility.capacity);
    const Tokens atFullUse = model::outputPerMonth(feasibility.throughput, self.available);
    if (atFullUse.value() > 0.0)
        r.breakevenUtilization = (r.breakevenOutput / atFullUse).value();
    r.requestCost = model::requestCost(prices, tokens(w.requestInputTokens), tokens(w.requestOutputTokens), w.cacheHit);
    r.acceptedTaskCost = model::acceptedTaskCost(r.requestCost, w.acceptanceApi);
    r.breakevenTasksPerMonth = r.acceptedTaskCost.value() > 0.0 ? self.monthlyCost.value() / r.acceptedTaskCost.value()
                                                                : std::numeric_limits<double>::infinity();
    return r;
}

MemoryFit evaluateMemory(const Scenario &s)
{
    MemoryFit m;
    m.weights = bytes(s.model.weightsBytes);
    m.perSequence = bytesPerToken(s.model.kvBytesPerToken) * tokens(s.operation.contextTokens)
        + bytes(s.model.stateBytesPerSequence);
    m.needed = m.weights + static_cast<double>(s.operation.concurrency) * m.perSequence;
    m.installed = static_cast<double>(s.hardware.count) * gigabytes(s.hardware.memoryGbPerGpu);
    m.usable = s.operation.usableMemory * m.installed;
    m.headroom = m.usable - m.needed;
    m.fits = m.headroom.value() >= 0.0;
    m.weightsToInstalled = m.installed.value() > 0.0 ? (m.weights / m.installed).value() : 0.0;
    m.dequantizationWarning
        = s.model.weightsFormat.compare(QLatin1String("MXFP4"), Qt::CaseInsensitive) == 0 && !s.hardware.nativeMxfp4;
    return m;
}

Feasibility evaluateFeasibility(const Scenario &s, const MemoryFit &memory)
{
    Feasibility f;
    f.fits = memory.fits;
    f.shortOfUsable = memory.fits ? bytes(0.0) : -memory.headroom;
    f.shortOfWeights = std::max(bytes(0.0), memory.weights - memory.installed);
    f.throughput = tokensPerSecond(s.operation.throughputTokS);
    f.capacityChecked = s.hardware.maxThroughputTokS.has_value();
    f.capacity = tokensPerSecond(s.hardware.maxThroughputTokS.value_or(0.0));
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

Evaluation evaluate(const Scenario &scenario)
{
    Evaluation e;
    e.memory = evaluateMemory(scenario);
    e.feasibility = evaluateFeasibility(scenario, e.memory);
    e.selfHost = evaluateSelfHost(scenario);
    e.offers.reserve(scenario.offers.size());
    for (const Offer &offer : scenario.offers)
        e.offers.push_back(evaluateOffer(scenario, e.selfHost, e.feasibility, offer));
    return e;
}

} // namespace breakeven
