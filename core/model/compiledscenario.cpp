#include "compiledscenario.h"

#include "gpuchoice.h"
#include "parameters.h"
#include "roofline.h"

#include <limits>

namespace breakeven {

namespace {

/// \a offer's prices at \a unitsPerUsd units of its currency per USD.
model::OfferPrices pricesAt(const Offer &offer, double unitsPerUsd)
{
    const auto price = [&](double perMtok) { return dollarsPerMtok(perMtok / unitsPerUsd); };
    const UsdPerToken input = price(offer.input);
    return { offer.cachedInput ? price(*offer.cachedInput) : input, input, price(offer.output) };
}

/// Compiles \a s; for a currency it has no rate for, the rate is NaN and, when \a errors is
/// given, an error names the currency's field.
CompiledScenario compileScenario(const Scenario &s, std::vector<PresetError> *errors)
{
    // Most amounts share one currency: the last one looked up is remembered.
    const QString *lastCurrency = nullptr;
    double lastRate = 0.0;
    const auto rate = [&](const QString &currency, const auto &path) {
        if (lastCurrency && currency == *lastCurrency)
            return lastRate;
        if (const std::optional<double> r = s.fxRate(currency)) {
            lastCurrency = &currency;
            lastRate = *r;
            return *r;
        }
        if (errors)
            errors->push_back({ path(), unknownCurrency(s, currency) });
        return std::numeric_limits<double>::quiet_NaN();
    };
    const auto usd = [&](const Money &m, const char *field) {
        return m.amount / rate(m.currency, [&] { return QString::fromLatin1(field) + QStringLiteral(".currency"); });
    };

    CompiledScenario c;
    const ModelSpec &model = s.model;
    c.weights = bytes(model.weightsBytes);
    c.kvPerToken = bytesPerToken(model.kvBytesPerToken);
    c.statePerSequence = bytes(model.stateBytesPerSequence);
    const Hardware &hardware = s.hardware;
    c.gpuCount = hardware.count;
    c.memoryPerGpu = gigabytes(hardware.memoryGbPerGpu);
    c.reservePerGpu = gigabytes(hardware.reserveGb());
    c.reserveScales = !hardware.reserveGbPerGpu;
    c.gpusPerNode = hardware.gpusPerNode;
    c.decodePoints.reserve(hardware.decodePoints.size());
    for (const DecodePoint &d : hardware.decodePoints)
        c.decodePoints.push_back({ static_cast<double>(d.concurrency), d.outputTokS });
    c.prefillInputTokS = hardware.prefillInputTokS;
    if (hardware.maxThroughputTokS)
        c.maxThroughput = tokensPerSecond(*hardware.maxThroughputTokS);
    c.dequantization
        = model.weightsFormat.compare(QLatin1String("MXFP4"), Qt::CaseInsensitive) == 0 && !hardware.nativeMxfp4;

    const Cost &cost = s.cost;
    c.mode = cost.mode;
    c.gpuHour = dollarsPerHour(usd(cost.gpuHour, param::gpuHour.key));
    c.capex = dollars(usd(cost.buy.capex, param::capex.key));
    c.years = cost.buy.years;
    c.powerKw = cost.buy.powerKw;
    c.pue = cost.buy.pue;
    c.tariffPerKwh = dollars(usd(cost.buy.tariffPerKwh, param::tariffPerKwh.key));
    c.redundancy = cost.redundancy;
    c.month = hours(cost.hoursPerMonth);
    c.overheads = dollars(0.0);
    for (std::size_t i = 0; i < cost.overheads.size(); ++i) {
        const Money &m = cost.overheads[i].monthly;
        c.overheads += dollars(
            m.amount / rate(m.currency, [&] { return QStringLiteral("cost.overheads[%1].monthly.currency").arg(i); }));
    }

    const Operation &op = s.operation;
    c.throughput = tokensPerSecond(op.throughputTokS);
    c.utilization = op.utilization;
    c.hoursPerDay = op.hoursPerDay;
    c.startsPerDay = op.startsPerDay;
    c.coldStart = minutes(op.coldStartMinutes);
    c.concurrency = op.concurrency;
    c.context = tokens(op.contextTokens);
    c.usableMemory = op.usableMemory;
    c.selfHostPrefixHit = op.selfHostPrefixHit;
    c.minPerUserTokS = op.minPerUserTokS;
    c.throughputMode = op.throughputMode;

    const Workload &w = s.workload;
    c.inputPerOutput = w.inputPerOutput;
    c.cacheHit = w.cacheHit;
    c.acceptanceApi = w.acceptanceApi;
    c.acceptanceSelf = w.acceptanceSelf;
    c.requestInput = tokens(w.requestInputTokens);
    c.requestOutput = tokens(w.requestOutputTokens);
    if (w.taskMinutes)
        c.taskTime = minutes(*w.taskMinutes);

    c.staffFte = cost.staff.fte;
    c.staffPerFte = dollars(usd(cost.staff.costPerFteMonth, param::staffCostPerFteMonth.key));
    c.billing = cost.billing.mode;
    c.minimumMonthly = dollars(usd(cost.billing.minimumMonthly, param::minimumMonthly.key));
    if (cost.reservedGpuHour)
        c.reservedGpuHour = dollarsPerHour(usd(*cost.reservedGpuHour, param::reservedGpuHour.key));
    if (cost.spotGpuHour)
        c.spotGpuHour = dollarsPerHour(usd(*cost.spotGpuHour, param::spotGpuHour.key));
    c.spotInterruption = cost.spotInterruption;
    c.costOfCapital = cost.buy.costOfCapital;
    c.residualValue = cost.buy.residualValue;
    c.maintenance = cost.buy.maintenance;
    c.taskSize = s.task.size;
    c.reasoning = tokens(s.task.reasoningTokens);

    c.offers.reserve(s.offers.size());
    for (std::size_t i = 0; i < s.offers.size(); ++i) {
        const Offer &o = s.offers[i];
        const double unitsPerUsd = rate(o.currency, [&] { return QStringLiteral("offers[%1].currency").arg(i); });
        c.offers.push_back({ pricesAt(o, unitsPerUsd), o.enabled, i });
        for (std::size_t j = 0; j < i; ++j) {
            if (samePrices(c.offers[j].prices, c.offers[i].prices)) {
                c.offers[i].samePricesAs = j;
                break;
            }
        }
    }
    // Asked to estimate another GPU's figures for this one (MODEL.md section 11): the estimated
    // curve, up to this GPU's c_max, replaces them (and the other GPU's peak, which would cap it).
    if (wantsEstimate(s) && capacityEvidence(s) == CapacityEvidence::Estimated) {
        const CapacityEstimate estimate = estimateCapacity(s, builtInGpuCatalog());
        c.maxThroughput.reset();
        c.decodePoints.clear();
        for (const DecodePoint &p : estimate.curve.points)
            c.decodePoints.push_back({ static_cast<double>(p.concurrency), p.outputTokS });
    }
    return c;
}

} // namespace

CompileResult compile(const Scenario &scenario)
{
    CompileResult r;
    CompiledScenario c = compileScenario(scenario, &r.errors);
    if (r.errors.empty())
        r.compiled = std::move(c);
    return r;
}

CompiledScenario compileUnchecked(const Scenario &scenario) { return compileScenario(scenario, nullptr); }

std::optional<model::OfferPrices> offerPrices(const Scenario &scenario, const Offer &offer)
{
    if (const std::optional<double> rate = scenario.fxRate(offer.currency))
        return pricesAt(offer, *rate);
    return std::nullopt;
}

} // namespace breakeven
