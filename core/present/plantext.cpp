#include "plantext.h"

#include "latin1.h"

#include "format.h"
#include "priceage.h"
#include "report.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QLocale>
#include <QStringList>

#include <algorithm>
#include <cmath>

namespace breakeven {

namespace {

QJsonValue optionalNumber(const std::optional<double> &v)
{
    return v && std::isfinite(*v) ? QJsonValue(*v) : QJsonValue();
}

std::size_t listed(const PlanSearch &search, const PlanListing &listing)
{
    return listing.top < 0 ? search.plans.size() : std::min(search.plans.size(), static_cast<std::size_t>(listing.top));
}

QStringList reasonsOf(const Plan &plan, const PlanQuery &query)
{
    QStringList out;
    for (const PlanProblem p : plan.problems)
        out << planProblemText(plan, p, query);
    return out;
}

QJsonValue planHybridJson(const Plan &p)
{
    if (!p.hybrid)
        return QJsonValue();
    const PlanHybrid &h = *p.hybrid;
    QJsonArray hours;
    for (const double v : h.hoursOnPerDay)
        hours.append(v);
    return QJsonObject {
        { L("replicas"), h.replicas },
        { L("nodes"), p.nodes },
        { L("replicas_at_peak"), h.replicasAtPeak },
        { L("hours_on_per_day"), hours },
        { L("replica_hours_per_day"), h.replicaHoursPerDay },
        { L("node_hours_per_day"), h.nodeHoursPerDay },
        { L("api_share"), h.apiShare },
        { L("api_offer"), h.apiOfferName },
        { L("output_tokens_per_month"), h.outputTokensPerMonth },
        { L("self_hosted_monthly_usd"), h.selfHostedMonthlyUsd },
        { L("overhead_monthly_usd"), h.overheadMonthlyUsd },
        { L("api_monthly_usd"), h.apiMonthlyUsd },
        { L("all_api_usd"), h.allApiUsd },
    };
}

QJsonObject planJson(const Plan &p, const PlanQuery &query)
{
    QJsonArray keys;
    for (const PlanProblem problem : p.problems)
        keys.append(planProblemKey(problem));
    QJsonObject price;
    if (p.billing != PlanBilling::Buy)
        price = QJsonObject { { L("gpu_hour"), p.gpuHour.amount }, { L("currency"), p.gpuHour.currency },
            { L("source"), planPriceSourceKey(p.priceSource) }, { L("note"), p.priceNote },
            { L("as_of"), p.priceAsOf.isEmpty() ? QJsonValue() : QJsonValue(p.priceAsOf) },
            { L("stale"), isStalePrice(p.priceAsOf, today()) } };
    else
        price = QJsonObject { { L("source"), planPriceSourceKey(p.priceSource) } };
    return QJsonObject {
        { L("gpu"), p.gpu },
        { L("gpus"), p.gpus },
        { L("nodes"), p.nodes },
        { L("replicas"), p.replicas },
        { L("gpus_per_replica"), p.gpusPerReplica },
        { L("billing"), planBillingKey(p.billing) },
        { L("price"), price },
        { L("evidence"), capacityEvidenceKey(p.evidence) },
        { L("measured_on"), p.measuredOn },
        { L("concurrency"), p.concurrency },
        { L("monthly_total_usd"), p.monthlyTotalUsd },
        { L("cost_per_output_mtok_usd"), optionalNumber(p.costPerOutputMtokUsd) },
        { L("per_user_tok_s"), p.perUserTokS },
        { L("latency_checked"), p.latencyChecked ? QJsonValue(*p.latencyChecked) : QJsonValue() },
        { L("capacity_tok_s"), p.capacityTokS },
        { L("memory_headroom_gb"), p.headroomGb },
        { L("power_kw"), optionalNumber(p.powerKw) },
        { L("p_cheaper_than_api"), optionalNumber(p.pCheaper) },
        { L("hybrid"), planHybridJson(p) },
        { L("feasible"), p.feasible() },
        { L("reason_keys"), keys },
        { L("reasons"), QJsonArray::fromStringList(reasonsOf(p, query)) },
    };
}

using format::csvField;
using format::csvNumber;

QString moneyText(double usd) { return format::money(usd, L("USD"), 2, format::fixedLocale()); }

} // namespace

QString planBillingKey(PlanBilling billing)
{
    switch (billing) {
    case PlanBilling::Hourly:
        return L("hourly");
    case PlanBilling::Committed:
        return L("committed");
    case PlanBilling::Spot:
        return L("spot");
    case PlanBilling::Buy:
        return L("buy");
    }
    return {};
}

QString planPriceSourceKey(PlanPriceSource source)
{
    return source == PlanPriceSource::Catalog ? L("catalog") : L("scenario");
}

QString planProblemKey(PlanProblem problem)
{
    switch (problem) {
    case PlanProblem::DoesNotFit:
        return L("does-not-fit");
    case PlanProblem::BeyondCapacity:
        return L("beyond-capacity");
    case PlanProblem::BelowPerUserTarget:
        return L("below-per-user-target");
    case PlanProblem::OverLatencyTarget:
        return L("over-latency-target");
    case PlanProblem::OverPowerBudget:
        return L("over-power-budget");
    case PlanProblem::UnknownPower:
        return L("unknown-power");
    case PlanProblem::OverBudget:
        return L("over-budget");
    case PlanProblem::OverTargetPerMtok:
        return L("over-target-per-mtok");
    }
    return {};
}

QString planSkipKey(PlanSkip skip)
{
    switch (skip) {
    case PlanSkip::NoEvidence:
        return L("no-evidence");
    case PlanSkip::NoBandwidth:
        return L("no-bandwidth");
    case PlanSkip::UnknownModel:
        return L("unknown-model");
    case PlanSkip::NoPrice:
        return L("no-price");
    case PlanSkip::DoesNotFit:
        return L("does-not-fit");
    }
    return {};
}

QString planProblemText(const Plan &p, PlanProblem problem, const PlanQuery &query, Wording words)
{
    const bool translated = words == Wording::Translated;
    const QLocale &loc = translated ? format::locale() : format::fixedLocale();
    const auto text = [&](const char *source) {
        return translated ? QCoreApplication::translate("PlanText", source) : QString::fromUtf8(source);
    };
    const auto tokS = [&](double v) { return loc.toString(v, 'f', 0); };
    const auto usd = [&](double v, int decimals) { return format::money(v, L("USD"), decimals, loc); };
    switch (problem) {
    case PlanProblem::DoesNotFit:
        //: %1 "16x H200", %2 gigabytes.
        return text(QT_TRANSLATE_NOOP("PlanText", "the model does not fit a replica of %1: %2 GB short"))
            .arg(planGpusText(p, words), loc.toString(-p.headroomGb, 'f', 0));
    case PlanProblem::BeyondCapacity:
        //: %1 and %3 tok/s, %2 "2 replicas".
        return text(QT_TRANSLATE_NOOP("PlanText", "needs %1 tok/s; %2 sustain at most %3 tok/s"))
            .arg(tokS(p.demandTokS), planReplicasText(p.replicas, words), tokS(p.capacityTokS));
    case PlanProblem::BelowPerUserTarget:
        return text(
            QT_TRANSLATE_NOOP("PlanText", "needs %1 tok/s; at the per-user speed target it sustains at most %2 tok/s"))
            .arg(tokS(p.demandTokS), tokS(p.capacityTokS));
    case PlanProblem::OverLatencyTarget:
        //: A plan's problem. %1 the throughput needed, %2 what it sustains within the p90 latency targets.
        return text(
            QT_TRANSLATE_NOOP("PlanText", "needs %1 tok/s; within the latency targets it sustains at most %2 tok/s"))
            .arg(tokS(p.demandTokS), tokS(p.capacityTokS));
    case PlanProblem::OverPowerBudget:
        return text(QT_TRANSLATE_NOOP("PlanText", "draws %1 kW at the wall, over the %2 kW budget"))
            .arg(
                loc.toString(p.powerKw.value_or(0.0), 'f', 1), loc.toString(query.powerBudgetKw.value_or(0.0), 'f', 1));
    case PlanProblem::UnknownPower:
        return text(
            QT_TRANSLATE_NOOP("PlanText", "the GPU catalog has no TDP for %1: the power budget cannot be checked"))
            .arg(p.gpu);
    case PlanProblem::OverBudget:
        return text(QT_TRANSLATE_NOOP("PlanText", "costs %1 a month, over the %2 budget"))
            .arg(usd(p.monthlyTotalUsd, 0), usd(query.monthlyBudgetUsd.value_or(0.0), 0));
    case PlanProblem::OverTargetPerMtok:
        if (!p.costPerOutputMtokUsd)
            return text(QT_TRANSLATE_NOOP("PlanText", "produces nothing: no cost per output Mtok"));
        return text(QT_TRANSLATE_NOOP("PlanText", "costs %1 per output Mtok, over the %2 target"))
            .arg(usd(*p.costPerOutputMtokUsd, 2), usd(query.targetPerMtokUsd.value_or(0.0), 2));
    }
    return {};
}

QString planGpusText(const Plan &p, Wording words)
{
    const QLocale loc = format::locale(words);
    return L("%1x %2").arg(loc.toString(p.gpus), p.gpu);
}

QString planReplicasText(int replicas, Wording words)
{
    if (words == Wording::Fixed)
        return replicas == 1 ? L("1 replica") : L("%1 replicas").arg(replicas);
    return QCoreApplication::translate("PlanText", "%n replica(s)", nullptr, replicas);
}

QString planNodesText(int nodes, Wording words)
{
    if (words == Wording::Fixed)
        return nodes == 1 ? L("1 node") : L("%1 nodes").arg(nodes);
    return QCoreApplication::translate("PlanText", "%n node(s)", nullptr, nodes);
}

QString planBillingText(PlanBilling billing, Wording words)
{
    const auto text = [&](const char *source) {
        return words == Wording::Translated ? QCoreApplication::translate("PlanText", source)
                                            : QString::fromUtf8(source);
    };
    switch (billing) {
    case PlanBilling::Hourly:
        return text(QT_TRANSLATE_NOOP("PlanText", "hourly rent"));
    case PlanBilling::Committed:
        return text(QT_TRANSLATE_NOOP("PlanText", "committed rent"));
    case PlanBilling::Spot:
        return text(QT_TRANSLATE_NOOP("PlanText", "spot rent"));
    case PlanBilling::Buy:
        return text(QT_TRANSLATE_NOOP("PlanText", "bought"));
    }
    return {};
}

QString planBillingText(const Plan &p, Wording words)
{
    if (!p.hybrid)
        return planBillingText(p.billing, words);
    //: A hybrid plan's billing: %1 how its replicas are paid ("hourly rent"); the API takes the rest.
    return format::worded("PlanText", QT_TRANSLATE_NOOP("PlanText", "hybrid: %1 + API"), words)
        .arg(planBillingText(p.billing, words));
}

QString planStalePriceText(const Plan &p, const QDate &today, Wording words)
{
    if (p.priceSource != PlanPriceSource::Catalog || !isStalePrice(p.priceAsOf, today))
        return {};
    const QLocale loc = format::locale(words);
    //: A plan priced by the GPU catalog whose quote is old. %1 the quote's date ("2025-01-01"), %2 a number of
    //: days.
    return format::worded("PlanText",
        QT_TRANSLATE_NOOP(
            "PlanText", "Its GPU price is the catalog's as of %1, %2 days old: check it before acting on the plan."),
        words)
        .arg(p.priceAsOf, loc.toString(*priceAgeDays(p.priceAsOf, today)));
}

QStringList planCaveats(const Plan &p, Wording words)
{
    QStringList caveats;
    if (p.evidence == CapacityEvidence::Estimated)
        //: A plan whose capacity is a bandwidth roofline fitted on another GPU's measurements.
        caveats << format::worded("PlanText",
            QT_TRANSLATE_NOOP("PlanText",
                "Its capacity is estimated from another GPU's measurements (a memory-bandwidth roofline): measure "
                "it before acting on the plan."),
            words);
    const int nodesPerReplica = p.replicas > 0 ? p.nodes / p.replicas : p.nodes;
    if (nodesPerReplica > 1)
        //: %1 a number of nodes (2 or more).
        caveats << format::worded("PlanText",
            QT_TRANSLATE_NOOP(
                "PlanText", "Each copy of the model spans %1 nodes: the network between them is not modelled."),
            words)
                       .arg(format::locale(words).toString(nodesPerReplica));
    return caveats;
}

QString planCaveatsText(const Plan &p, Wording words) { return planCaveats(p, words).join(QLatin1Char(' ')); }

QString planKindKey(const Plan &p)
{
    return p.hybrid ? L("hybrid-") + planBillingKey(p.billing) : planBillingKey(p.billing);
}

QString planHybridText(const Plan &p, Wording words)
{
    if (!p.hybrid)
        return {};
    const PlanHybrid &h = *p.hybrid;
    const QLocale loc = format::locale(words);
    QStringList hours;
    for (const double v : h.hoursOnPerDay)
        hours << loc.toString(v, 'f', 2);
    //: A hybrid plan. %1 "1 replica", %2 hours a day ("8.45" or "24.00 + 8.45"), %3 a share in percent,
    //: %4 an offer's name, %5 an amount a month.
    return format::worded("PlanText",
        QT_TRANSLATE_NOOP("PlanText", "%1 on %2 h a day (cold starts included); %3 % of the output on %4, %5 a month"),
        words)
        .arg(planReplicasText(h.replicas, words), hours.join(L(" + ")), format::percent(h.apiShare, loc),
            h.apiOfferName, format::money(h.apiMonthlyUsd, L("USD"), 0, loc));
}

QString planEvidenceText(CapacityEvidence evidence, Wording words)
{
    const auto text = [&](const char *source) {
        return words == Wording::Translated ? QCoreApplication::translate("PlanText", source)
                                            : QString::fromUtf8(source);
    };
    switch (evidence) {
    case CapacityEvidence::None:
        return text(QT_TRANSLATE_NOOP("PlanText", "capacity not checked"));
    case CapacityEvidence::Measured:
        return text(QT_TRANSLATE_NOOP("PlanText", "measured"));
    case CapacityEvidence::Imported:
        return text(QT_TRANSLATE_NOOP("PlanText", "imported"));
    case CapacityEvidence::Typed:
        return text(QT_TRANSLATE_NOOP("PlanText", "typed"));
    case CapacityEvidence::Estimated:
        return text(QT_TRANSLATE_NOOP("PlanText", "estimated"));
    case CapacityEvidence::OtherGpu:
        return text(QT_TRANSLATE_NOOP("PlanText", "measured on another GPU"));
    }
    return {};
}

QString planLabel(const Plan &p, Wording words)
{
    const auto text = [&](const char *source) {
        return words == Wording::Translated ? QCoreApplication::translate("PlanText", source)
                                            : QString::fromUtf8(source);
    };
    //: %1 "16x H200", %2 "2 nodes", %3 "committed rent", %4 "measured" or "estimated".
    return text(QT_TRANSLATE_NOOP("PlanText", "%1 on %2, %3, %4 capacity"))
        .arg(planGpusText(p, words), planNodesText(p.nodes, words), planBillingText(p, words),
            planEvidenceText(p.evidence, words));
}

QString planSkipReasonText(PlanSkip skip, Wording words)
{
    const auto text = [&](const char *source) {
        return words == Wording::Translated ? QCoreApplication::translate("PlanText", source)
                                            : QString::fromUtf8(source);
    };
    switch (skip) {
    case PlanSkip::NoEvidence:
        return text(QT_TRANSLATE_NOOP("PlanText", "no measurement to estimate from"));
    case PlanSkip::NoBandwidth:
        return text(QT_TRANSLATE_NOOP("PlanText", "no measurement and no memory bandwidth"));
    case PlanSkip::UnknownModel:
        return text(QT_TRANSLATE_NOOP("PlanText", "no measurement, and the model's active parameters unknown"));
    case PlanSkip::NoPrice:
        return text(QT_TRANSLATE_NOOP("PlanText", "no price"));
    case PlanSkip::DoesNotFit:
        return text(QT_TRANSLATE_NOOP("PlanText", "the model does not fit"));
    }
    return {};
}

QString planSkipText(const SkippedGpu &s, int maxNodes, Wording words)
{
    const auto text = [&](const char *source) {
        return words == Wording::Translated ? QCoreApplication::translate("PlanText", source)
                                            : QString::fromUtf8(source);
    };
    switch (s.reason) {
    case PlanSkip::NoEvidence:
        //: %1 a GPU's name.
        return text(QT_TRANSLATE_NOOP("PlanText", "%1: no measurement of this model, and none to estimate from"))
            .arg(s.gpu);
    case PlanSkip::NoBandwidth:
        return text(QT_TRANSLATE_NOOP(
                        "PlanText", "%1: no measurement, and no memory bandwidth in the GPU catalog to estimate with"))
            .arg(s.gpu);
    case PlanSkip::UnknownModel:
        return text(QT_TRANSLATE_NOOP("PlanText", "%1: no measurement, and the model's active parameters are unknown"))
            .arg(s.gpu);
    case PlanSkip::NoPrice:
        return text(QT_TRANSLATE_NOOP("PlanText",
                        "%1: no price (neither the scenario nor the GPU catalog, in a currency the scenario knows)"))
            .arg(s.gpu);
    case PlanSkip::DoesNotFit:
        //: %1 a GPU's name, %2 "8 nodes".
        return text(QT_TRANSLATE_NOOP("PlanText", "%1: the model does not fit %2"))
            .arg(s.gpu, planNodesText(maxNodes, words));
    }
    return {};
}

QJsonObject plansJson(const Scenario &s, const PlanSearch &search, const PlanQuery &query, const PlanListing &listing)
{
    QJsonArray plans;
    for (std::size_t i = 0; i < listed(search, listing); ++i)
        plans.append(planJson(search.plans[i], query));
    QJsonArray skipped;
    for (const SkippedGpu &k : search.skipped)
        skipped.append(QJsonObject { { L("gpu"), k.gpu }, { L("reason_key"), planSkipKey(k.reason) },
            { L("reason"), planSkipText(k, query.maxNodes) } });
    QJsonObject inverse;
    inverse.insert(L("fastest"),
        search.inverse.fastest ? QJsonValue(planJson(search.plans[*search.inverse.fastest], query)) : QJsonValue());
    QJsonValue largest;
    if (search.inverse.largestVolume) {
        QJsonObject o = planJson(search.plans[*search.inverse.largestVolume], query);
        o.insert(L("output_tokens_per_month"), search.inverse.largestVolumeTokensPerMonth);
        largest = o;
    }
    inverse.insert(L("largest_volume"), largest);
    const QJsonObject q { { L("gpus"), QJsonArray::fromStringList(query.gpus) }, { L("max_nodes"), query.maxNodes },
        { L("power_budget_kw"), optionalNumber(query.powerBudgetKw) },
        { L("budget_usd"), optionalNumber(query.monthlyBudgetUsd) },
        { L("target_per_mtok_usd"), optionalNumber(query.targetPerMtokUsd) }, { L("samples"), query.samples },
        { L("seed"), static_cast<double>(query.seed) } };
    return QJsonObject {
        { L("format"), L("breakeven-plans") },
        { L("version"), plansFormatVersion },
        { L("preset"), s.name },
        { L("demand_tok_s"), search.demandTokS },
        { L("cheapest_offer"),
            search.cheapestOffer ? QJsonValue(s.offers[*search.cheapestOffer].displayName()) : QJsonValue() },
        { L("query"), q },
        { L("plans_found"), static_cast<int>(search.plans.size()) },
        { L("plans"), plans },
        { L("skipped"), skipped },
        { L("inverse"), inverse },
    };
}

QString plansCsv(const PlanSearch &search, const PlanQuery &query, const PlanListing &listing)
{
    QString out = L("rank,gpu,gpus,nodes,replicas,billing,price_source,gpu_hour,currency,evidence,measured_on,"
                    "concurrency,monthly_total_usd,cost_per_output_mtok_usd,per_user_tok_s,capacity_tok_s,power_kw,"
                    "p_cheaper_than_api,feasible,reasons,hybrid,hybrid_replicas,hybrid_node_hours_per_day,"
                    "hybrid_api_share,hybrid_api_offer\n");
    for (std::size_t i = 0; i < listed(search, listing); ++i) {
        const Plan &p = search.plans[i];
        const bool rent = p.billing != PlanBilling::Buy;
        const QStringList row { QString::number(i + 1), csvField(p.gpu), QString::number(p.gpus),
            QString::number(p.nodes), QString::number(p.replicas), planBillingKey(p.billing),
            planPriceSourceKey(p.priceSource), rent ? QString::number(p.gpuHour.amount, 'g', 12) : QString(),
            rent ? csvField(p.gpuHour.currency) : QString(), capacityEvidenceKey(p.evidence), csvField(p.measuredOn),
            QString::number(p.concurrency), QString::number(p.monthlyTotalUsd, 'f', 2),
            csvNumber(p.costPerOutputMtokUsd), QString::number(p.perUserTokS, 'g', 12),
            QString::number(p.capacityTokS, 'g', 12), csvNumber(p.powerKw), csvNumber(p.pCheaper),
            p.feasible() ? L("true") : L("false"), csvField(reasonsOf(p, query).join(L("; "))),
            p.hybrid ? L("true") : L("false"), p.hybrid ? QString::number(p.hybrid->replicas) : QString(),
            p.hybrid ? QString::number(p.hybrid->nodeHoursPerDay, 'g', 12) : QString(),
            p.hybrid ? QString::number(p.hybrid->apiShare, 'g', 12) : QString(),
            p.hybrid ? csvField(p.hybrid->apiOfferName) : QString() };
        out += row.join(QLatin1Char(',')) + QLatin1Char('\n');
    }
    return out;
}

QString plansText(const Scenario &s, const PlanSearch &search, const PlanQuery &query, const PlanListing &listing)
{
    const QLocale &loc = format::fixedLocale();
    QStringList lines;
    lines << L("Plans for \"%1\": %2 of output (the scenario's operating throughput), cheapest feasible first")
                 .arg(terminalText(s.name), format::throughput(search.demandTokS, loc));
    const auto describe = [&](const Plan &p) {
        const QString split = p.hybrid ? L("; ") + terminalText(planHybridText(p)) : QString();
        return L("%1 (%2, %3), %4, %5 a month, %6 per output Mtok, %7 per user, capacity %8")
                   .arg(planGpusText(p), planNodesText(p.nodes), planReplicasText(p.replicas), planKindKey(p),
                       moneyText(p.monthlyTotalUsd),
                       p.costPerOutputMtokUsd ? moneyText(*p.costPerOutputMtokUsd) : L("never"),
                       format::throughput(p.perUserTokS, loc),
                       capacityEvidenceKey(p.evidence) == L("estimated")
                           ? format::throughput(p.capacityTokS, loc) + L(" (estimated)")
                           : format::throughput(p.capacityTokS, loc))
            + split;
    };
    if (const Plan *best = search.cheapestFeasible())
        lines << L("Cheapest feasible: ") + describe(*best);
    else
        lines << L("No plan serves the workload as asked.");
    if (query.monthlyBudgetUsd || query.targetPerMtokUsd) {
        lines << (search.inverse.fastest
                ? L("Fastest per user within the limits: ") + describe(search.plans[*search.inverse.fastest])
                : L("Fastest per user within the limits: none"));
        if (query.monthlyBudgetUsd)
            lines << (search.inverse.largestVolume
                    ? L("Largest volume within the budget: %1 output tokens a month on ")
                            .arg(format::tokens(search.inverse.largestVolumeTokensPerMonth, loc))
                        + describe(search.plans[*search.inverse.largestVolume])
                    : L("Largest volume within the budget: none"));
    }
    lines << QString();
    const QString header = L("%1 %2 %3 %4 %5 %6 %7 %8 %9 %10 %11 %12")
                               .arg(L("#"), -4)
                               .arg(L("GPUs"), -12)
                               .arg(L("Nodes"), 5)
                               .arg(L("Repl."), 5)
                               .arg(L("Billing"), -16)
                               .arg(L("Evidence"), -10)
                               .arg(L("Monthly"), 14)
                               .arg(L("$/out Mtok"), 11)
                               .arg(L("tok/s/user"), 10)
                               .arg(L("P(cheaper)"), 11)
                               .arg(L("Feasible"), -8)
                               .arg(L("Why not"));
    lines << header;
    for (std::size_t i = 0; i < listed(search, listing); ++i) {
        const Plan &p = search.plans[i];
        lines << L("%1 %2 %3 %4 %5 %6 %7 %8 %9 %10 %11 %12")
                     .arg(QString::number(i + 1), -4)
                     .arg(planGpusText(p), -12)
                     .arg(p.nodes, 5)
                     .arg(p.replicas, 5)
                     .arg(planKindKey(p), -16)
                     .arg(capacityEvidenceKey(p.evidence), -10)
                     .arg(moneyText(p.monthlyTotalUsd), 14)
                     .arg(p.costPerOutputMtokUsd ? moneyText(*p.costPerOutputMtokUsd) : L("never"), 11)
                     .arg(format::number(p.perUserTokS, 1, loc), 10)
                     .arg(p.pCheaper ? format::percent(*p.pCheaper, loc) + L(" %") : L("-"), 11)
                     .arg(p.feasible() ? L("yes") : L("no"), -8)
                     .arg(reasonsOf(p, query).join(L("; ")));
    }
    if (listing.top >= 0 && static_cast<std::size_t>(listing.top) < search.plans.size())
        lines << L("(%1 of %2 plans shown; --top N for more)").arg(listing.top).arg(search.plans.size());
    QStringList splits;
    for (std::size_t i = 0; i < listed(search, listing); ++i) {
        if (search.plans[i].hybrid)
            splits << L("  #%1 %2: %3")
                          .arg(i + 1)
                          .arg(planGpusText(search.plans[i]), terminalText(planHybridText(search.plans[i])));
    }
    if (!splits.isEmpty())
        lines << QString()
              << L("Hybrid splits (the demand profile: replicas on in the hours they pay off, the rest on the API):")
              << splits;
    if (!search.skipped.empty()) {
        lines << QString() << L("GPUs without plans:");
        for (const SkippedGpu &k : search.skipped)
            lines << L("  ") + planSkipText(k, query.maxNodes);
    }
    lines << QString()
          << L("Each plan serves the scenario's throughput at its own operating concurrency; \"estimated\" capacities "
               "come from the bandwidth roofline (MODEL.md section 11), not from a measurement.");
    const auto unchecked = std::count_if(
        search.plans.begin(), search.plans.end(), [](const Plan &p) { return p.latencyChecked && !*p.latencyChecked; });
    if (unchecked > 0)
        lines << L(
            "Latency targets: not checked on %1 of %2 plans (their curves, from the catalog or estimated, report "
            "no measured p90 TTFT or TPOT); never assumed met.")
                     .arg(unchecked)
                     .arg(search.plans.size());
    if (search.cheapestOffer)
        lines << L("P(cheaper): the share of the ranges' samples in which the plan is feasible and cheaper than %1.")
                     .arg(terminalText(s.offers[*search.cheapestOffer].displayName()));
    if (!splits.isEmpty() && query.samples > 0)
        lines << L("A hybrid split's P(cheaper): the share of the samples in which its day as planned (its replicas' "
                   "hours on kept) costs less than the whole day on the API.");
    return lines.join(QLatin1Char('\n')) + QLatin1Char('\n');
}

} // namespace breakeven
