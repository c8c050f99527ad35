#include "verdict.h"

#include "formatting.h"

#include <QCoreApplication>

#include <cmath>

namespace breakeven {

namespace {

QString tr(const char *text) { return QCoreApplication::translate("Verdict", text); }

/// A utilization in percent: "100", "17.5" (one decimal, as the slider edits it, unless whole).
QString percent(double share)
{
    const double pct = share * 100.0;
    const bool whole = std::abs(std::round(pct * 10.0) - std::round(pct) * 10.0) < 0.5;
    return format::number(pct, whole ? 0 : 1);
}

/// Self-hosting's cost against \a name's price: "17.1x Moonshot kimi-k3", "0.45x …" and, for
/// small ratios whose decimals would read "0.00x", "1/2,500 of …".
QString compared(double ratio, const QString &name)
{
    if (ratio >= 1.0)
        return tr("%1x %2").arg(format::number(ratio, 1), name);
    if (ratio >= 0.01)
        return tr("%1x %2").arg(format::number(ratio, 2), name);
    if (ratio > 0.0)
        return tr("1/%1 of %2").arg(format::number(1.0 / ratio, 0), name);
    return tr("less than %1").arg(name);
}

/// A warning when the hardware cannot run at the operating throughput at all (the model only
/// checks whether the break-even throughputs are reachable), or nothing.
QString capacityWarning(const Scenario &scenario)
{
    const std::optional<double> maxT = scenario.hardware.maxThroughputTokS;
    if (!maxT || !(scenario.operation.throughputTokS > *maxT))
        return QString();
    return tr(" Warning: this hardware sustains at most %1, so it cannot run at %2.")
        .arg(format::throughput(*maxT), format::throughput(scenario.operation.throughputTokS));
}

} // namespace

namespace {

QString comparisonText(const Scenario &scenario, const Evaluation &evaluation, const QString &displayCurrency)
{
    const SelfHostResult &self = evaluation.selfHost;
    const auto inDisplay = [&](double usd) { return scenario.fromUsd(usd, displayCurrency); };
    const QString opening
        = tr("At %1 and %2 % utilization")
              .arg(format::throughput(scenario.operation.throughputTokS), percent(scenario.operation.utilization));

    if (!self.costPerOutputToken) {
        return tr("%1 self-hosting produces no output: it costs %2 a month and never breaks even.")
            .arg(opening, format::money(inDisplay(self.monthlyCost.value()), displayCurrency, 0));
    }
    const double costPerMtok = inDollarsPerMtok(*self.costPerOutputToken);
    const QString cost = tr("%1 self-hosting costs %2 per output Mtok")
                             .arg(opening, format::money(inDisplay(costPerMtok), displayCurrency));

    const std::optional<std::size_t> cheapest = cheapestEnabledOffer(scenario, evaluation);
    if (!cheapest)
        return tr("%1; no API offer is enabled to compare with.").arg(cost);

    const Offer &offer = scenario.offers[*cheapest];
    const OfferResult &r = evaluation.offers[*cheapest];
    const double price = inDollarsPerMtok(r.blendedPrice);
    const QString name = offer.displayName();
    if (!(price > 0.0)) {
        return tr("%1; %2 is free, so self-hosting can never be cheaper.").arg(cost, name);
    }
    const QString times = compared(costPerMtok / price, name);

    if (r.selfHostCheaper) {
        return tr("%1, %2 (%3); self-hosting is cheaper by %4 a month, and breaks even above %5.")
            .arg(cost, times, format::money(inDisplay(price), displayCurrency),
                format::money(inDisplay(r.monthlySaving.value()), displayCurrency, 0),
                r.breakevenThroughput ? format::throughput(r.breakevenThroughput->value()) : tr("any throughput"));
    }
    if (!r.breakevenThroughput || !std::isfinite(r.breakevenThroughput->value())) {
        return tr("%1, %2; it never breaks even at this price.").arg(cost, times);
    }
    const QString breakeven = format::throughput(r.breakevenThroughput->value());
    if (!r.reachable) {
        return tr("%1, %2; it would break even above %3, beyond this hardware's %4, so it never does.")
            .arg(cost, times, breakeven, format::throughput(scenario.hardware.maxThroughputTokS.value_or(0.0)));
    }
    return tr("%1, %2; it breaks even above %3.").arg(cost, times, breakeven);
}

} // namespace

QString verdictText(const Scenario &scenario, const Evaluation &evaluation, const QString &displayCurrency)
{
    return comparisonText(scenario, evaluation, displayCurrency) + capacityWarning(scenario);
}

} // namespace breakeven
