#include "compile.h"

#include "gpuchoice.h"
#include "offerlimits.h"
#include "parameters.h"
#include "roofline.h"

#include <algorithm>
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

/// Compiles \a s through the registry: every stated value of every entry, in registry order, by
/// the entry's compiled setter; money converted to USD on the way. For a currency \a s has no rate
/// for, the rate is NaN and, when \a errors is given, an error names the currency's field (once).
/// The estimated curve, when \a s asks for one, is \a known's when given, else made here.
CompiledScenario compileScenario(
    const Scenario &s, std::vector<PresetError> *errors, const CapacityEstimate *known = nullptr)
{
    // Most amounts share one currency: the last one looked up is remembered.
    QString lastCurrency;
    double lastRate = 0.0;
    const auto rate = [&](const QString &currency, const auto &errorPath) {
        if (!lastCurrency.isNull() && currency == lastCurrency)
            return lastRate;
        if (const std::optional<double> r = s.fxRate(currency)) {
            lastCurrency = currency;
            lastRate = *r;
            return *r;
        }
        if (errors) {
            const QString path = errorPath(); // built only for an error
            if (std::none_of(errors->begin(), errors->end(), [&](const PresetError &e) { return e.path == path; }))
                errors->push_back({ path, unknownCurrency(s, currency) });
        }
        return std::numeric_limits<double>::quiet_NaN();
    };

    CompiledScenario c;
    // The lists the families' setters write into, one element per element of the scenario's.
    for (const DecodePoint &d : s.hardware.decodePoints)
        c.decodePoints.emplace_back(static_cast<double>(d.concurrency), d.outputTokS);
    c.overheadLines.assign(s.cost.overheads.size(), dollars(0.0));
    c.overheads = dollars(0.0);
    c.offers.resize(s.offers.size());
    for (std::size_t i = 0; i < s.offers.size(); ++i)
        c.offers[i].samePricesAs = i;

    for (const Parameter &p : parameters()) {
        if (!p.compile || p.compile == &notCompiled)
            continue;
        const std::size_t n = p.count(s);
        for (std::size_t i = 0; i < n; ++i) {
            const std::optional<double> value = p.get(s, i);
            if (!value)
                continue; // none: the compiled field keeps its "none"
            double v = *value;
            if (p.money) {
                // An offer's prices share its currency field; other amounts have their own.
                v /= rate(p.currencyOf(s, i), [&] {
                    return p.collection == Collection::Offers ? QStringLiteral("offers[%1].currency").arg(i)
                                                              : p.errorPath(i, &s) + QStringLiteral(".currency");
                });
            }
            p.compile(c, i, v);
        }
    }
    for (const Field &f : fields()) {
        if (!f.compile)
            continue;
        const std::size_t n = f.count(s);
        for (std::size_t i = 0; i < n; ++i)
            f.compile(c, s, i);
    }
    // The reserve's entry reads the reserve in use, stated or scaled with the memory: it scales
    // with the memory when the preset does not state it.
    c.reserveScales = !s.hardware.reserveGbPerGpu;
    // The demand's peak the offers' limits are checked against (offerlimits.h).
    c.demandPeakTokS = demandPeakTokS(s);

    for (std::size_t i = 0; i < c.offers.size(); ++i) {
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
        const CapacityEstimate made = known ? CapacityEstimate {} : estimateCapacity(s, builtInGpuCatalog());
        const CapacityEstimate &estimate = known ? *known : made;
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

CompiledScenario compileUnchecked(const Scenario &scenario, const CapacityEstimate &estimate)
{
    return compileScenario(scenario, nullptr, &estimate);
}

std::optional<model::OfferPrices> offerPrices(const Scenario &scenario, const Offer &offer)
{
    if (const std::optional<double> rate = scenario.fxRate(offer.currency))
        return pricesAt(offer, *rate);
    return std::nullopt;
}

} // namespace breakeven
