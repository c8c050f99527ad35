#include "results.h"

#include "format.h"
#include "report.h"

#include <QCoreApplication>

namespace breakeven {

Results computeResults(const Scenario &scenario, const Evaluation &evaluation, const ResultsWording &wording)
{
    Results r;
    r.scenario = scenario;
    r.wording = wording;
    r.evaluation = evaluation;
    r.bill = evaluateBill(scenario, evaluation);
    r.task = summarizeTask(scenario, evaluation);
    r.hybrid = planHybrid(scenario, evaluation);
    r.plans = searchPlans(scenario, wording.catalog ? *wording.catalog : builtInGpuCatalog());
    const QLocale &locale = wording.words == Wording::Fixed ? format::fixedLocale() : format::locale();
    r.decision
        = decide(scenario, evaluation, r.hybrid, locale, wording.currency, wording.perUsd, wording.catalog, &r.plans);
    r.answer = answerOf(scenario, r, wording);
    return r;
}

Results computeResultsOf(const Scenario &scenario, const ResultsWording &wording)
{
    return computeResults(scenario, evaluate(scenario), wording);
}

Answer answerOf(const Scenario &s, const Results &r, const ResultsWording &wording)
{
    const bool translated = wording.words == Wording::Translated;
    const QLocale &loc = translated ? format::locale() : format::fixedLocale();
    const auto text = [&](const char *source) {
        return translated ? QCoreApplication::translate("Answer", source) : QString::fromUtf8(source);
    };
    const auto money
        = [&](double dollars) { return format::money(dollars * wording.perUsd, wording.currency, 0, loc); };
    const Evaluation &e = r.evaluation;
    const Decision &d = r.decision;
    const HybridPlan &plan = r.hybrid;

    // The two sides compared: the plan's day with a demand profile, else the operating point.
    QString offer;
    double api = 0.0;
    double self = e.selfHost.monthlyCost.value();
    if (const std::optional<ApiSide> side = apiSide(s, e, plan)) {
        offer = s.offers[side->offer].displayName();
        api = side->monthlyUsd;
    }
    if (plan.planned() && plan.offer && plan.allSelfHost)
        self = plan.allSelfHost->value();

    Answer a;
    a.recommendation = d.recommendation;
    a.reason = d.reasons.isEmpty() ? QString() : d.reasons.front();
    a.volumeNote = d.volumeNote;
    if (d.plan && e.feasibility.feasible()) {
        a.cheaperPlan = d.planPriceNote.isEmpty() ? d.planText : d.planText + QLatin1Char(' ') + d.planPriceNote;
        a.cheaperPlanLead = d.planLead;
    }
    // The caveats of the plan the answer names: a feasible scenario's cheaper plan, or the plan that
    // works in a not-feasible headline (a hybrid day that pays on infeasible hardware names none).
    if (d.plan && (e.feasibility.feasible() || d.recommendation == Recommendation::NotFeasible))
        a.cheaperPlanCaveats = d.planCaveats;
    switch (d.recommendation) {
    case Recommendation::Api:
        a.headline = offer.isEmpty()
            ? text(QT_TRANSLATE_NOOP("Answer",
                       "No API offer is enabled: self-hosting costs %1 a month, with nothing to compare it with."))
                  .arg(money(self))
            : text(QT_TRANSLATE_NOOP("Answer", "Use the API: %1 a month on %2, against %3 self-hosted."))
                  .arg(money(api), offer, money(self));
        if (!offer.isEmpty())
            a.monthlyUsd = api;
        break;
    case Recommendation::SelfHost:
        a.headline = offer.isEmpty() ? text(QT_TRANSLATE_NOOP("Answer", "Self-host: %1 a month.")).arg(money(self))
                                     : text(QT_TRANSLATE_NOOP("Answer", "Self-host: %1 a month, against %2 on %3."))
                                           .arg(money(self), money(api), offer);
        a.monthlyUsd = self;
        break;
    case Recommendation::Hybrid:
        a.headline = text(QT_TRANSLATE_NOOP("Answer",
                              "Go hybrid: %1 in the busy hours, the API for the rest: %2 a month against %3 all on "
                              "the API."))
                         .arg(nodesText(plan.nodeCount(), loc), money(plan.monthlyTotal.value()), money(api));
        a.monthlyUsd = plan.monthlyTotal.value();
        break;
    case Recommendation::RentShortTerm:
        a.headline = s.decision.needWeights.value_or(false)
            ? text(QT_TRANSLATE_NOOP("Answer",
                       "Rent nodes short-term for the fine-tuning or distillation work, and serve from the API: %1 a "
                       "month on %2."))
                  .arg(money(api), offer)
            : text(QT_TRANSLATE_NOOP("Answer",
                       "Rent nodes by the hour, without a commitment: %1 a month self-hosted, against %2 on %3."))
                  .arg(money(self), money(api), offer);
        if (!s.decision.needWeights.value_or(false))
            a.monthlyUsd = self;
        else if (!offer.isEmpty())
            a.monthlyUsd = api;
        break;
    case Recommendation::NotFeasible: {
        const QString checks
            = feasibilityReasons(s, e, translated ? Wording::Translated : Wording::Fixed).join(QStringLiteral("; "));
        // The plan that works, what it is and costs; its caveats are said beside the headline (the
        // window's button, the reasons of every report), not in it.
        const QString fix = d.plan ? d.planLead
            : d.alternative        ? alternativeText(*d.alternative, loc)
                                   : noAlternativeText(loc);
        a.headline = offer.isEmpty()
            ? text(QT_TRANSLATE_NOOP("Answer", "Not feasible: %1. %2")).arg(checks, fix)
            : text(QT_TRANSLATE_NOOP("Answer", "Not feasible: %1. %2 Until then, the API: %3 a month on %4."))
                  .arg(checks, fix, money(api), offer);
        if (!offer.isEmpty())
            a.monthlyUsd = api;
        break;
    }
    }
    return a;
}

} // namespace breakeven
