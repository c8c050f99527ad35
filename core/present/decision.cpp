#include "decision.h"

#include "format.h"
#include "hardwarefit.h"
#include "plantext.h"
#include "priceage.h"
#include "report.h"

#include <algorithm>
#include <cmath>

namespace breakeven {

namespace {

QString usdText(double v, const QLocale &locale) { return format::money(v, QStringLiteral("USD"), 0, locale); }

/// Money of the reasons: USD amounts shown in the currency asked for.
struct MoneyText {
    const QLocale &locale;
    QString currency;
    double perUsd = 1.0;
    [[nodiscard]] QString operator()(double usd) const { return format::money(usd * perUsd, currency, 0, locale); }
};

DecisionAnswer &answer(Decision &d, Question q) { return d.answers[static_cast<std::size_t>(q)]; }

/// The failed feasibility checks, in the reasons' locale (fixed English for the reports).
QStringList feasibilityReasons(const Scenario &s, const Evaluation &e, const QLocale &loc)
{
    return breakeven::feasibilityReasons(s, e, loc == format::fixedLocale() ? Wording::Fixed : Wording::Translated);
}

} // namespace

QString nodesText(int nodes, const QLocale &loc)
{
    return nodes == 1 ? Decision::tr("one node") : Decision::tr("%1 nodes").arg(loc.toString(nodes));
}

QString alternativeText(const FeasibleAlternative &a, const QLocale &loc)
{
    const QString headroom = loc.toString(a.headroomGb, 'f', 0);
    const QString nodes = nodesText(a.nodes, loc);
    if (!a.sameGpu)
        return Decision::tr("%1x %2 on %3 holds the model, with %4 GB headroom (another GPU: its throughput is not "
                            "measured here).")
            .arg(loc.toString(a.count), a.gpu, nodes, headroom);
    if (a.capacityFix)
        return Decision::tr("%1x %2 on %3 sustains it, with %4 GB headroom.")
            .arg(loc.toString(a.count), a.gpu, nodes, headroom);
    return Decision::tr("%1x %2 on %3 fits, with %4 GB headroom.").arg(loc.toString(a.count), a.gpu, nodes, headroom);
}

std::optional<ApiSide> apiSide(const Scenario &s, const Evaluation &e, const HybridPlan &plan)
{
    if (plan.planned() && plan.offer)
        return ApiSide { *plan.offer, plan.allApi.value() };
    if (const std::optional<std::size_t> cheapest = cheapestEnabledOffer(s, e))
        return ApiSide { *cheapest, e.offers[*cheapest].monthlyApiCost.value() };
    return std::nullopt;
}

namespace {

/// The plan the answer names, and its sentence (Decision::plan, planSavesUsd, planText).
void advisePlan(const Scenario &s, const Evaluation &e, const HybridPlan &hybrid, const PlanSearch &plans,
    const QLocale &loc, const MoneyText &money, Decision &d)
{
    // The cheapest feasible plan that serves the scenario's workload. With a demand profile whose hybrid
    // day the answer recommends, the plan is weighed against that day's month (not the hardware always
    // on), and the plans' own hybrid splits (plansearch.h) are candidates too: one answer, the Plans
    // view's cheapest plan and the answer's agree.
    const bool feasible = e.feasibility.feasible();
    const bool hybridDay = feasible && hybrid.planned() && hybrid.nodeCount() > 0
        && hybrid.monthlyTotal.value() < e.selfHost.monthlyCost.value();
    const auto first = std::find_if(
        plans.plans.begin(), plans.plans.end(), [hybridDay](const Plan &p) { return hybridDay || !p.hybrid; });
    const Plan *best = first != plans.plans.end() && first->feasible() ? &*first : nullptr;
    if (!best)
        return;
    const double self = hybridDay ? hybrid.monthlyTotal.value() : e.selfHost.monthlyCost.value();
    // Strictly less: a hardware that costs nothing (a GPU price of 0) has no cheaper plan, not one that
    // saves $0.
    if (feasible && !(best->monthlyTotalUsd < (1.0 - planAdviceMargin) * self))
        return;
    d.plan = *best;
    const Wording words = loc == format::fixedLocale() ? Wording::Fixed : Wording::Translated;
    const QString label = planLabel(*best, words);
    QString text;
    // Never assumed met (MODEL.md section 13): a catalog or estimated curve has no measured latencies,
    // so such a plan "may" serve the workload.
    const bool unchecked = best->latencyChecked && !*best->latencyChecked;
    if (feasible && hybridDay) {
        d.planSavesUsd = self - best->monthlyTotalUsd;
        text = unchecked
            //: %1 what the plan is ("16x MI300X on 2 nodes, hybrid: hourly rent + API, estimated capacity"), %2 and %3
            //: amounts.
            ? Decision::tr(
                "A cheaper plan may serve the same day: %1, %2 a month, %3 less than this hardware's hybrid day.")
                  .arg(label, money(best->monthlyTotalUsd), money(*d.planSavesUsd))
            //: %1 what the plan is ("16x MI300X on 2 nodes, hybrid: hourly rent + API, estimated capacity"), %2 and %3
            //: amounts.
            : Decision::tr(
                "A cheaper plan serves the same day: %1, %2 a month, %3 less than this hardware's hybrid day.")
                  .arg(label, money(best->monthlyTotalUsd), money(*d.planSavesUsd));
    } else if (feasible && unchecked) {
        d.planSavesUsd = self - best->monthlyTotalUsd;
        //: %1 what the plan is ("16x H200 on 2 nodes, committed rent, estimated capacity"), %2 and %3 amounts.
        text = Decision::tr("A cheaper plan may serve the same workload: %1, %2 a month, %3 less than this hardware.")
                   .arg(label, money(best->monthlyTotalUsd), money(*d.planSavesUsd));
    } else if (unchecked) {
        //: %1 what the plan is ("16x H200 on 2 nodes, committed rent, estimated capacity"), %2 an amount.
        text
            = Decision::tr("The cheapest plan that may work: %1, %2 a month.").arg(label, money(best->monthlyTotalUsd));
    } else if (feasible) {
        d.planSavesUsd = self - best->monthlyTotalUsd;
        //: %1 what the plan is ("16x H200 on 2 nodes, committed rent, estimated capacity"), %2 and %3 amounts.
        text = Decision::tr("A cheaper plan serves the same workload: %1, %2 a month, %3 less than this hardware.")
                   .arg(label, money(best->monthlyTotalUsd), money(*d.planSavesUsd));
    } else {
        //: %1 what the plan is ("16x H200 on 2 nodes, committed rent, estimated capacity"), %2 an amount.
        text = Decision::tr("The cheapest plan that works: %1, %2 a month.").arg(label, money(best->monthlyTotalUsd));
    }
    QStringList caveats;
    if (unchecked)
        caveats << Decision::tr("Its latency targets are not checked: its curve reports no measured p90 TTFT or TPOT.");
    caveats << planCaveats(*best, words);
    // A catalog quote more than 90 days old (the offers' price age): said before anyone acts on it.
    d.planPriceNote = planStalePriceText(*best, today(), words);
    // Not feasible: the answer says what the API costs until then.
    QString versusApi;
    if (const std::optional<ApiSide> api = feasible ? apiSide(s, e, hybrid) : std::nullopt) {
        const QString offer = s.offers[api->offer].displayName();
        versusApi = best->monthlyTotalUsd < api->monthlyUsd
            //: %1 an amount, %2 an offer's name.
            ? Decision::tr("It costs %1 a month less than %2.")
                  .arg(money(api->monthlyUsd - best->monthlyTotalUsd), offer)
            //: %1 an offer's name, %2 an amount.
            : Decision::tr("%1 still costs %2 a month less.")
                  .arg(offer, money(best->monthlyTotalUsd - api->monthlyUsd));
    }
    // The whole sentence: what the plan is, what its figures leave out, how it compares with the API.
    QStringList parts { text };
    parts << caveats;
    if (!versusApi.isEmpty())
        parts << versusApi;
    d.planText = parts.join(QLatin1Char(' '));
    d.planLead = versusApi.isEmpty() ? text : text + QLatin1Char(' ') + versusApi;
    d.planCaveats = caveats;
    if (!d.planPriceNote.isEmpty())
        d.planCaveats << d.planPriceNote;
}

/// Question 4: monthly output against the break-even volume (with a profile: all self-hosted
/// against all on the API, the same comparison for the profile's nodes).
void answerVolume(const Scenario &s, const Evaluation &e, const HybridPlan &plan, const QLocale &loc,
    const MoneyText &money, Decision &d)
{
    DecisionAnswer &a = answer(d, Question::VolumeAboveBreakeven);
    a.byModel = true;
    const std::optional<std::size_t> cheapest = cheapestEnabledOffer(s, e);
    if (!cheapest) {
        a.holds = false;
        a.explanation = Decision::tr("No API offer is compared, so there is no break-even volume.");
        return;
    }
    const QString offer = s.offers[*cheapest].displayName();
    const OfferResult &o = e.offers[*cheapest];
    d.breakevenVolume = o.breakevenOutput.value();
    if (plan.planned() && plan.allSelfHost) {
        d.volumePerMonth = plan.demandPerMonth.value();
        a.holds = plan.allSelfHost->value() <= plan.allApi.value();
        // With a team, its volume (teamdemand.h): the profile's hours sum to it.
        if (s.demand.team)
            a.explanation = *a.holds
                ? Decision::tr("The team's %1 output tokens a month cost %2 on %3; enough nodes for its peak (%4), "
                               "always on, cost less: %5.")
                : Decision::tr("The team's %1 output tokens a month cost %2 on %3; enough nodes for its peak (%4), "
                               "always on, cost more: %5.");
        else
            a.explanation = *a.holds ? Decision::tr("The demand profile's %1 output tokens a month cost %2 on %3; "
                                                    "enough nodes for its peak (%4), always on, cost less: %5.")
                                     : Decision::tr("The demand profile's %1 output tokens a month cost %2 on %3; "
                                                    "enough nodes for its peak (%4), always on, cost more: %5.");
        a.explanation = a.explanation.arg(format::tokens(d.volumePerMonth, loc), money(plan.allApi.value()), offer,
            loc.toString(plan.allSelfHostNodes), money(plan.allSelfHost->value()));
        // The offers table compares the operating point's month: say so when it is not the day's.
        const double operating = e.selfHost.outputPerMonth.value();
        if (std::abs(operating - d.volumePerMonth) > volumeNoteTolerance * d.volumePerMonth)
            //: %1 the operating point's output tokens a month ("3.42 B"), %2 its throughput in tok/s, %3 the
            //: utilization ("43.3 %"), %4 the day's output tokens a month.
            d.volumeNote
                = Decision::tr("The offers table compares another month than this day: %1 output tokens "
                               "(%2 tok/s for %3 % of the hours) against the day's %4. Set the throughput or "
                               "the utilization to the day's, or change the day, for one answer.")
                      .arg(format::tokens(operating, loc), format::number(s.operation.throughputTokS, 0, loc),
                          format::percent(s.operation.utilization, loc), format::tokens(d.volumePerMonth, loc));
        return;
    }
    d.volumePerMonth = e.selfHost.outputPerMonth.value();
    if (!e.feasibility.feasible()) {
        a.holds = false;
        a.explanation = Decision::tr("This hardware cannot serve the workload, so no volume breaks even on it.");
        return;
    }
    a.holds = d.volumePerMonth >= *d.breakevenVolume;
    if (!o.reachable) { // no volume the hardware can produce breaks even: never quote Q* as a goal
        a.holds = false;
        if (!std::isfinite(*d.breakevenVolume))
            a.explanation = Decision::tr("Self-hosting never breaks even against %1: at its price no volume pays "
                                         "for the hardware.")
                                .arg(offer);
        else if (!o.breakevenThroughput || !std::isfinite(o.breakevenThroughput->value()))
            a.explanation = Decision::tr("Self-hosting never breaks even against %1: the node has no productive "
                                         "hours in which to serve the volume.")
                                .arg(offer);
        else
            a.explanation = Decision::tr("Self-hosting never breaks even against %1 on this hardware: it would "
                                         "take %2 output tokens a month, %3, and the hardware sustains %4.")
                                .arg(offer, format::tokens(*d.breakevenVolume, loc),
                                    format::throughput(o.breakevenThroughput->value(), loc),
                                    format::throughput(e.feasibility.capacity.value(), loc));
        return;
    }
    a.explanation = (*a.holds ? Decision::tr("The workload's %1 output tokens a month are above the %2 at which "
                                             "self-hosting breaks even against %3.")
                              : Decision::tr("The workload's %1 output tokens a month are below the %2 at which "
                                             "self-hosting breaks even against %3."))
                        .arg(format::tokens(d.volumePerMonth, loc), format::tokens(*d.breakevenVolume, loc), offer);
}

/// Question 5: whether the load asks to start and stop the node (cold starts).
void answerSteady(const Scenario &s, const QLocale &loc, Decision &d)
{
    DecisionAnswer &a = answer(d, Question::SteadyLoad);
    a.byModel = true;
    const QString coldStart = loc.toString(s.operation.coldStartMinutes, 'g', 4);
    if (s.hybrid) {
        const auto &demand = s.hybrid->demandTokS;
        const auto [lo, hi] = std::minmax_element(demand.begin(), demand.end());
        a.holds = *lo == *hi;
        a.explanation = *a.holds
            ? Decision::tr("The demand is the same all day (%1 tok/s): nothing needs to start and stop.")
                  .arg(format::number(*lo, 0, loc))
            : Decision::tr("The demand varies from %1 to %2 tok/s within the day: following it means starting and "
                           "stopping nodes, and each start bills %3 min of cold start.")
                  .arg(format::number(*lo, 0, loc), format::number(*hi, 0, loc), coldStart);
        return;
    }
    const Operation &op = s.operation;
    a.holds = op.hoursPerDay >= 24.0 && op.startsPerDay == 0;
    if (*a.holds) {
        a.explanation
            = Decision::tr("The node runs always on (24 h a day, no starts): nothing needs to start and stop.");
        return;
    }
    if (op.startsPerDay == 0) {
        a.explanation = Decision::tr("The node runs %1 h a day, so it stops and starts every day; the scenario "
                                     "bills no cold start for it (0 starts a day), though each start takes %2 min.")
                            .arg(loc.toString(op.hoursPerDay, 'g', 4), coldStart);
        return;
    }
    const double coldHours = op.startsPerDay * op.coldStartMinutes / 60.0;
    a.explanation = Decision::tr("The node runs %1 h a day and starts %2 times a day; each start bills %3 min of cold "
                                 "start, %4 % of its hours on.")
                        .arg(loc.toString(op.hoursPerDay, 'g', 4), loc.toString(op.startsPerDay), coldStart,
                            format::percent(std::min(1.0, coldHours / op.hoursPerDay), loc));
}

} // namespace

std::optional<FeasibleAlternative> feasibleAlternative(
    const Scenario &s, const Evaluation &e, const GpuCatalog &catalog)
{
    if (e.feasibility.feasible())
        return std::nullopt;
    const GpuSpec *own = catalog.find(s.hardware.gpu);
    const int perNode = std::max(1, own ? own->gpusPerNode : s.hardware.gpusPerNode);
    // More of the same GPU, in whole nodes: the model as evaluated (memory per replica, capacity).
    for (int nodes = 1; nodes <= maxAlternativeNodes; ++nodes) {
        const int count = nodes * perNode;
        if (count <= s.hardware.count)
            continue;
        Scenario more = s;
        more.hardware.count = count;
        const Evaluation evaluated = evaluate(more);
        if (evaluated.feasibility.feasible())
            return FeasibleAlternative { s.hardware.gpu, count, nodes, inGigabytes(evaluated.memory.headroom), true,
                e.feasibility.fits };
    }
    if (e.feasibility.fits)
        return std::nullopt;
    // Another GPU whose memory holds the model (its throughput is not this GPU's evidence).
    for (const FitRow &row : fitTable(s, catalog)) {
        if (row.memory.fits && row.configuration.gpu.compare(s.hardware.gpu, Qt::CaseInsensitive) != 0)
            return FeasibleAlternative { row.configuration.gpu, row.configuration.count, row.memory.nodes,
                inGigabytes(row.memory.headroom), false, false };
    }
    return std::nullopt;
}

QString noAlternativeText(const QLocale &loc)
{
    return Decision::tr("Nothing in the GPU catalog up to %1 makes it feasible.")
        .arg(nodesText(maxAlternativeNodes, loc));
}

namespace {

/// The recommendation and its reasons by the rules (decision.h), before the note on unanswered
/// questions and the license.
void applyRules(const Scenario &s, const Evaluation &e, const HybridPlan &plan, const QLocale &loc,
    const MoneyText &money, const GpuCatalog &catalog, Decision &d);

} // namespace

Decision decide(const Scenario &s, const Evaluation &e, const HybridPlan &plan, const QLocale &loc,
    const QString &currency, double perUsd, const GpuCatalog *catalog, const PlanSearch *plans)
{
    const MoneyText money { loc, currency, perUsd };
    Decision d;
    for (int q = 0; q < questionCount; ++q)
        d.answers[static_cast<std::size_t>(q)].question = static_cast<Question>(q);
    answer(d, Question::ComplianceBeyondZdr).holds = s.decision.complianceBeyondZdr;
    answer(d, Question::NeedWeights).holds = s.decision.needWeights;
    answer(d, Question::IdleHardwareAndTeam).holds = s.decision.idleHardwareAndTeam;
    answerVolume(s, e, plan, loc, money, d);
    answerSteady(s, loc, d);

    const DecisionInputs &in = s.decision;
    if (in.maasRevenue12MonthsUsd)
        d.agreementNeeded = *in.maasRevenue12MonthsUsd > licenseMaasRevenueUsd;
    if (in.monthlyUsers || in.monthlyRevenueUsd)
        d.attributionNeeded = in.monthlyUsers.value_or(0.0) > licenseMonthlyUsers
            || in.monthlyRevenueUsd.value_or(0.0) > licenseMonthlyRevenueUsd;

    const GpuCatalog &gpus = catalog ? *catalog : builtInGpuCatalog();
    if (plans)
        advisePlan(s, e, plan, *plans, loc, money, d);
    applyRules(s, e, plan, loc, money, gpus, d);
    if (d.plan && d.recommendation != Recommendation::NotFeasible) // not feasible: the rules name it
        d.reasons << d.planText;
    if (d.plan && !d.planPriceNote.isEmpty())
        d.reasons << d.planPriceNote;
    if (!d.volumeNote.isEmpty())
        d.reasons << d.volumeNote;

    // A yes that cannot change the answer is not asked for: each unanswered question is tried as a yes.
    QStringList unanswered;
    for (const Question q : { Question::ComplianceBeyondZdr, Question::NeedWeights, Question::IdleHardwareAndTeam }) {
        if (answer(d, q).holds)
            continue;
        Decision yes = d;
        answer(yes, q).holds = true;
        yes.reasons.clear();
        applyRules(s, e, plan, loc, money, gpus, yes);
        if (yes.recommendation != d.recommendation)
            unanswered << questionText(q);
    }
    if (!unanswered.isEmpty())
        d.reasons
            << Decision::tr("Not answered yet, and a yes can change this: %1").arg(unanswered.join(QLatin1Char(' ')));
    if (d.recommendation != Recommendation::Api && d.recommendation != Recommendation::NotFeasible) {
        if (d.agreementNeeded.value_or(false))
            d.reasons << Decision::tr("The license: a model-as-a-service with more than %1 of revenue in 12 months "
                                      "needs an agreement with Moonshot.")
                             .arg(usdText(licenseMaasRevenueUsd, loc));
        if (d.attributionNeeded.value_or(false))
            d.reasons << Decision::tr("The license: over %1 monthly users or %2 of monthly revenue, the product must "
                                      "show the model's attribution.")
                             .arg(format::number(licenseMonthlyUsers, 0, loc), usdText(licenseMonthlyRevenueUsd, loc));
    }
    return d;
}

namespace {

void applyRules(const Scenario &s, const Evaluation &e, const HybridPlan &plan, const QLocale &loc,
    const MoneyText &money, const GpuCatalog &catalog, Decision &d)
{
    const auto holds = [&](Question q) { return answer(d, q).holds.value_or(false); };
    const bool fits = e.feasibility.fits;
    const bool hybridPays = plan.planned() && plan.nodeCount() > 0 && plan.monthlyTotal < plan.allApi;
    const QString volume = answer(d, Question::VolumeAboveBreakeven).explanation;
    const QString steady = answer(d, Question::SteadyLoad).explanation;

    if (!e.feasibility.feasible() && !hybridPays) {
        d.recommendation = Recommendation::NotFeasible;
        for (const QString &check : feasibilityReasons(s, e, loc))
            d.reasons << Decision::tr("%1.").arg(check);
        d.alternative = feasibleAlternative(s, e, catalog);
        if (d.alternative)
            d.reasons << alternativeText(*d.alternative, loc);
        else if (!d.plan)
            d.reasons << noAlternativeText(loc);
        if (d.plan)
            d.reasons << d.planText;
        if (holds(Question::ComplianceBeyondZdr))
            d.reasons << Decision::tr("Compliance rules out an API even with zero data retention, so the model must "
                                      "run on hardware you control: change the hardware.");
    } else if (holds(Question::ComplianceBeyondZdr)) {
        d.recommendation = Recommendation::SelfHost;
        d.reasons << Decision::tr("Compliance rules out an API even with zero data retention, so the model must run "
                                  "on hardware you control.");
    } else if (holds(Question::VolumeAboveBreakeven) && holds(Question::SteadyLoad) && e.feasibility.feasible()) {
        d.recommendation = Recommendation::SelfHost;
        d.reasons << volume << steady;
    } else if (hybridPays) {
        d.recommendation = Recommendation::Hybrid;
        QStringList hours;
        for (const HybridNode &node : plan.nodes)
            hours << loc.toString(node.hoursOnPerDay, 'f', 2);
        // nodesText(): "one node", "2 nodes", in fixed English too (no translator needed for a plural).
        //: %1 "one node" or "2 nodes", %2 hours a day, %3 an offer's name, %4 and %5 amounts.
        d.reasons << Decision::tr("Running %1 in the busy hours (%2 h a day billed, cold starts included) and "
                                  "sending the rest to %3 costs %4 a month, against %5 all on the API.")
                         .arg(nodesText(plan.nodeCount(), loc), hours.join(QStringLiteral(" + ")),
                             s.offers[*plan.offer].displayName(), money(plan.monthlyTotal.value()),
                             money(plan.allApi.value()));
        if (plan.allSelfHost)
            //: %1 "one node" or "2 nodes", %2 an amount.
            d.reasons << Decision::tr("Serving the whole day on %1 always on would cost %2 a month.")
                             .arg(nodesText(plan.allSelfHostNodes, loc), money(plan.allSelfHost->value()));
    } else if (holds(Question::IdleHardwareAndTeam) && fits) {
        d.recommendation = Recommendation::SelfHost;
        d.reasons << Decision::tr("Idle hardware and a team are already on hand, so self-hosting adds little to what "
                                  "is already paid.")
                  << volume;
    } else if (holds(Question::NeedWeights)) {
        d.recommendation = Recommendation::RentShortTerm;
        d.reasons << Decision::tr("The weights are needed to fine-tune or distil: rent nodes by the hour for that "
                                  "work, and serve from the API while the volume stays below break-even.")
                  << volume;
    } else if (holds(Question::VolumeAboveBreakeven) && e.feasibility.feasible()) {
        d.recommendation = Recommendation::RentShortTerm;
        d.reasons << volume << steady
                  << Decision::tr("Rent by the hour, without a commitment, so that the node can stop when the load "
                                  "does.");
    } else {
        d.recommendation = Recommendation::Api;
        d.reasons << volume;
        if (!answer(d, Question::SteadyLoad).holds.value_or(true))
            d.reasons << steady;
        if (plan.planned() && plan.nodeCount() == 0)
            d.reasons << Decision::tr("No hour of the demand profile is busy enough for a node to pay off.");
    }
}

} // namespace

QString recommendationKey(Recommendation r)
{
    switch (r) {
    case Recommendation::Api:
        return QStringLiteral("api");
    case Recommendation::RentShortTerm:
        return QStringLiteral("rent-short-term");
    case Recommendation::Hybrid:
        return QStringLiteral("hybrid");
    case Recommendation::SelfHost:
        return QStringLiteral("self-host");
    case Recommendation::NotFeasible:
        return QStringLiteral("not-feasible");
    }
    return {};
}

QString recommendationText(Recommendation r)
{
    switch (r) {
    case Recommendation::Api:
        return Decision::tr("Use the API");
    case Recommendation::RentShortTerm:
        return Decision::tr("Rent nodes short-term");
    case Recommendation::Hybrid:
        return Decision::tr("Go hybrid: nodes in the busy hours, the API for the rest");
    case Recommendation::SelfHost:
        return Decision::tr("Self-host");
    case Recommendation::NotFeasible:
        return Decision::tr("Not feasible on this hardware");
    }
    return {};
}

QString questionKey(Question q)
{
    switch (q) {
    case Question::ComplianceBeyondZdr:
        return QStringLiteral("compliance_beyond_zdr");
    case Question::NeedWeights:
        return QStringLiteral("need_weights");
    case Question::IdleHardwareAndTeam:
        return QStringLiteral("idle_hardware_and_team");
    case Question::VolumeAboveBreakeven:
        return QStringLiteral("volume_above_breakeven");
    case Question::SteadyLoad:
        return QStringLiteral("start_stop_not_needed");
    }
    return {};
}

QString questionText(Question q)
{
    switch (q) {
    case Question::ComplianceBeyondZdr:
        return Decision::tr("Does compliance demand more than zero data retention can give?");
    case Question::NeedWeights:
        return Decision::tr("Are the weights needed to fine-tune or distil?");
    case Question::IdleHardwareAndTeam:
        return Decision::tr("Are idle hardware and a team already on hand?");
    case Question::VolumeAboveBreakeven:
        return Decision::tr("Does the monthly output stay above the break-even volume?");
    case Question::SteadyLoad:
        return Decision::tr("Can the node stay on, without starting and stopping at will?");
    }
    return {};
}

} // namespace breakeven
