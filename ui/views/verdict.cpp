#include "verdict.h"

#include "gpuchoice.h"

#include "formatting.h"
#include "report.h"
#include "roofline.h"

#include <QCoreApplication>

#include <cmath>
#include <limits>

namespace breakeven {

namespace {

/// This file's sentences: Text::tr() translates in the context "Verdict", which lupdate reads from the macro.
struct Text {
    Q_DECLARE_TR_FUNCTIONS(Verdict)
};

using format::percent;

/// Self-hosting's cost against \a name's price, as a finance lead would say it: "17.1 times the
/// price of Moonshot kimi-k3", "0.45 times the price of …" and, for small ratios whose decimals
/// would read "0.00", "1/2,500 of the price of …".
QString compared(double ratio, const QString &name)
{
    if (ratio >= 1.0)
        return Text::tr("%1 times the price of %2").arg(format::number(ratio, 1), name);
    if (ratio >= 0.01)
        return Text::tr("%1 times the price of %2").arg(format::number(ratio, 2), name);
    if (ratio > 0.0)
        return Text::tr("1/%1 of the price of %2").arg(format::number(1.0 / ratio, 0), name);
    return Text::tr("less than the price of %1").arg(name);
}

} // namespace

QStringList feasibilityText(const Scenario &scenario, const Evaluation &evaluation)
{
    return feasibilityReasons(scenario, evaluation, Wording::Translated);
}

namespace {

QString comparisonText(const Scenario &scenario, const Evaluation &evaluation, const QString &displayCurrency)
{
    const SelfHostResult &self = evaluation.selfHost;
    const Feasibility &feasibility = evaluation.feasibility;
    // verdictText() made sure the scenario has a rate for displayCurrency.
    const auto inDisplay = [&](double usd) { return scenario.fromUsd(usd, displayCurrency).value_or(qQNaN()); };
    // The operating throughput: the typed one, or in modelled mode the decode curve's.
    const QString throughput = format::throughput(feasibility.throughput.value());
    const QString share = percent(scenario.operation.utilization);

    if (!feasibility.feasible()) {
        return Text::tr("%1. Self-hosting is not feasible here, so no saving is claimed for it.")
            .arg(feasibilityText(scenario, evaluation).join(Text::tr("; and ")));
    }

    const QString opening = Text::tr("At %1 while in use, %2 % of the time,").arg(throughput, share);
    if (!self.costPerOutputToken) {
        return Text::tr("%1 self-hosting produces no output: it costs %2 a month and never breaks even.")
            .arg(opening, format::money(inDisplay(self.monthlyCost.value()), displayCurrency, 0));
    }
    const double costPerMtok = inDollarsPerMtok(*self.costPerOutputToken);
    const QString cost = Text::tr("%1 self-hosting costs %2 per output Mtok")
                             .arg(opening, format::money(inDisplay(costPerMtok), displayCurrency));

    const std::optional<std::size_t> cheapest = cheapestEnabledOffer(scenario, evaluation);
    if (!cheapest)
        return Text::tr("%1; no API offer is enabled to compare with.").arg(cost);

    const Offer &offer = scenario.offers[*cheapest];
    const OfferResult &r = evaluation.offers[*cheapest];
    const double price = inDollarsPerMtok(r.blendedPrice);
    const QString name = offer.displayName();
    if (!(price > 0.0)) {
        return Text::tr("%1; %2 is free, so self-hosting can never be cheaper.").arg(cost, name);
    }
    const QString times = compared(costPerMtok / price, name);
    const QString saving = savingText(r, MoneyIn { displayCurrency, inDisplay, format::locale() });

    if (!r.breakevenThroughput || !std::isfinite(r.breakevenThroughput->value())) {
        return Text::tr("%1, %2; %3 a month, and it never breaks even at this price.").arg(cost, times, saving);
    }
    const QString breakeven = format::throughput(r.breakevenThroughput->value());
    const double u = r.breakevenUtilization.value_or(std::numeric_limits<double>::infinity());
    const bool utilizationCan = std::isfinite(u) && u <= 1.0;

    if (r.cheaper == Cheaper::SelfHost) {
        QString text = Text::tr("%1, %2 (%3); %4 a month. It breaks even above %5 while in use, %6 % of the time, or "
                                "from %7 % utilization at %8.")
                           .arg(cost, times, format::money(inDisplay(price), displayCurrency), saving, breakeven, share,
                               percent(u), throughput);
        if (!feasibility.capacityChecked)
            text += QLatin1Char(' ')
                + Text::tr(
                    "This preset states no maximum throughput for the hardware, so whether it sustains %1 is not "
                    "checked.")
                      .arg(throughput);
        return text;
    }
    if (!r.reachable) {
        if (utilizationCan) {
            return Text::tr("%1, %2; %3 a month. At %4 % of the time it would need %5 while in use, beyond this "
                            "hardware's %6; at %7 it breaks even from %8 % utilization.")
                .arg(cost, times, saving, share, breakeven, format::throughput(feasibility.capacity.value()),
                    throughput, percent(u));
        }
        return Text::tr("%1, %2; %3 a month. It never breaks even on this hardware: it would need %4 while in use "
                        "(the hardware sustains at most %5), or %6 % of the time at %7 (at most 100 %).")
            .arg(cost, times, saving, breakeven, format::throughput(feasibility.capacity.value()),
                format::number(u * 100.0, 0), throughput);
    }
    if (!utilizationCan) {
        return Text::tr(
            "%1, %2; %3 a month. It breaks even above %4 while in use, %5 % of the time; at %6, utilization "
            "alone cannot get there (it would need %7 % of the time).")
            .arg(cost, times, saving, breakeven, share, throughput, format::number(u * 100.0, 0));
    }
    return Text::tr("%1, %2; %3 a month. It breaks even above %4 while in use, %5 % of the time, or from %6 % "
                    "utilization at %7.")
        .arg(cost, times, saving, breakeven, share, percent(u), throughput);
}

} // namespace

QString verdictText(const Scenario &scenario, const Evaluation &evaluation, const QString &displayCurrency)
{
    // Money in a currency the scenario has no rate for is shown in USD, never as USD figures
    // under another currency's symbol.
    const bool known = scenario.fxRate(displayCurrency).has_value();
    QString text = comparisonText(scenario, evaluation, known ? displayCurrency : QStringLiteral("USD"));
    if (!(evaluation.selfHost.staffMonthly.value() > 0.0))
        text += QLatin1Char(' ') + Text::tr("No staff cost included.");
    // A committed minimum stated for another GPU, likewise until the user changes it.
    if (const std::optional<QString> note = otherGpuMinimumNote(scenario, Wording::Translated))
        //: %1 is "committed minimum stated for B300, not for H200"; Billing names the panel's group.
        text = Text::tr("Note: %1; check it under Billing, or type this GPU's minimum.").arg(*note) + QLatin1Char(' ')
            + text;
    // Capacity figures of another GPU lead the verdict until the user confirms or replaces them.
    if (const std::optional<QString> note = otherGpuNote(scenario, Wording::Translated))
        //: %1 is "capacity measured on B300, not on H200"; Hardware names the panel's group.
        text = Text::tr("Note: %1; confirm it under Hardware, or type or import this GPU's figures.").arg(*note)
            + QLatin1Char(' ') + text;
    else if (const std::optional<QString> estimated = estimatedNote(scenario, Wording::Translated))
        //: %1 is "capacity estimated from B300 measurements by memory bandwidth".
        text = Text::tr("Note: %1, not measured on this GPU.").arg(*estimated) + QLatin1Char(' ') + text;
    return text;
}

QString verdictText(const Scenario &scenario, const Results &results, const QString &displayCurrency)
{
    QString text = verdictText(scenario, results.evaluation, displayCurrency);
    const HybridPlan &plan = results.hybrid;
    if (results.decision.recommendation == Recommendation::Hybrid && plan.planned()) {
        const QString currency = scenario.fxRate(displayCurrency).has_value() ? displayCurrency : QStringLiteral("USD");
        const auto money = [&](Usd usd) {
            return format::money(scenario.fromUsd(usd.value(), currency).value_or(qQNaN()), currency, 0);
        };
        // Where the plan is, in the window's own names of its area and view (MainWindow).
        //: Where the window shows a view: %1 the area ("Over time"), %2 the view ("Hybrid plan").
        const QString where = Text::tr("%1 > %2").arg(QCoreApplication::translate("breakeven::MainWindow", "Over time"),
            QCoreApplication::translate("breakeven::MainWindow", "Hybrid plan"));
        text += QLatin1Char(' ')
            + (plan.allSelfHost
                    //: %4 where the window shows the plan ("Over time > Hybrid plan").
                    ? Text::tr("That compares the whole load on either side; splitting the day costs %1 a month, "
                               "against %2 all on the API and %3 all self-hosted (%4 has the plan).")
                          .arg(money(plan.monthlyTotal), money(plan.allApi), money(*plan.allSelfHost), where)
                    //: %3 where the window shows the plan ("Over time > Hybrid plan").
                    : Text::tr("That compares the whole load on either side; splitting the day costs %1 a month, "
                               "against %2 all on the API (%3 has the plan).")
                          .arg(money(plan.monthlyTotal), money(plan.allApi), where));
    }
    return text;
}

QString uncertaintyVerdict(const Scenario &s, const MonteCarloResult &r, const Tornado &t)
{
    if (r.paths.empty() || !t.offer || *t.offer >= s.offers.size() || *t.offer >= r.offers.size())
        return {};
    const QString offer = s.offers[*t.offer].displayName();
    if (!(r.pFeasible > 0.0)) // no parameter can change the answer within the ranges: nothing hinges on one
        return Text::tr("Over the preset's ranges, self-hosting is feasible in none of the plausible cases, so it is "
                        "never cheaper than %1.")
            .arg(offer);
    const QString share = format::number(r.offers[*t.offer].pSelfHostCheaper * 100.0, 0);
    QString text;
    if (!t.bars.empty()) {
        const std::optional<ParamRef> ref = resolveParameter(s, t.bars.front().path);
        const QString hinge = ref ? format::midSentence(ref->parameter->plainLabel()) : t.bars.front().path;
        text = Text::tr(
            "Over the preset's ranges, self-hosting is feasible and cheaper than %1 in %2 % of the plausible "
            "cases; the answer hinges most on %3.")
                   .arg(offer, share, hinge);
    } else {
        text = Text::tr(
            "Over the preset's ranges, self-hosting is feasible and cheaper than %1 in %2 % of the plausible "
            "cases.")
                   .arg(offer, share);
    }
    if (r.pFeasible < 1.0)
        text += QLatin1Char(' ')
            + Text::tr("In %1 % of them it is not feasible.").arg(format::number((1.0 - r.pFeasible) * 100.0, 0));
    return text;
}

} // namespace breakeven
