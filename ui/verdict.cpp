#include "verdict.h"

#include "formatting.h"

#include <QCoreApplication>

#include <cmath>
#include <limits>

namespace breakeven {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("Verdict", text);
}

} // namespace

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

QString verdictText(const Scenario &scenario, const Evaluation &evaluation, const QString &displayCurrency)
{
    const SelfHostResult &self = evaluation.selfHost;
    const auto inDisplay = [&](double usd) { return scenario.fromUsd(usd, displayCurrency); };
    const QString opening = tr("At %1 and %2 % utilization")
                                .arg(format::throughput(scenario.operation.throughputTokS),
                                     format::number(scenario.operation.utilization * 100.0, 0));

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
    const QString name = QStringLiteral("%1 %2").arg(offer.provider, offer.model);
    const double ratio = price > 0.0 ? costPerMtok / price : std::numeric_limits<double>::infinity();
    const QString times = tr("%1x").arg(format::number(ratio, ratio < 1.0 ? 2 : 1));

    if (r.selfHostCheaper) {
        return tr("%1, %2 %3 (%4); self-hosting is cheaper by %5 a month, and breaks even above %6.")
            .arg(cost, times, name, format::money(inDisplay(price), displayCurrency),
                 format::money(inDisplay(r.monthlySaving.value()), displayCurrency, 0),
                 r.breakevenThroughput ? format::throughput(r.breakevenThroughput->value()) : tr("any throughput"));
    }
    if (!r.breakevenThroughput || !std::isfinite(r.breakevenThroughput->value())) {
        return tr("%1, %2 %3; it never breaks even at this price.").arg(cost, times, name);
    }
    const QString breakeven = format::throughput(r.breakevenThroughput->value());
    if (!r.reachable) {
        return tr("%1, %2 %3; it would break even above %4, beyond this hardware's %5, so it never does.")
            .arg(cost, times, name, breakeven, format::throughput(scenario.hardware.maxThroughputTokS.value_or(0.0)));
    }
    return tr("%1, %2 %3; it breaks even above %4.").arg(cost, times, name, breakeven);
}

} // namespace breakeven
