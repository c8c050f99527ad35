#include "resulttables.h"

#include "capacitytext.h"

#include "compile.h"
#include "format.h"
#include "plantext.h"

#include <QCoreApplication>

namespace breakeven {

namespace {

/// The result tables' words, in the context "ResultTables" (\a n for a plural's %n).
QString text(const char *source, int n = -1) { return QCoreApplication::translate("ResultTables", source, nullptr, n); }

/// A memory size of the result sentences.
QString gb(Bytes bytes) { return gigabytesText(inGigabytes(bytes)); }

} // namespace

ResultTable plansTableHeader(const QString &currency)
{
    ResultTable t;
    t.header << text(QT_TRANSLATE_NOOP("ResultTables", "GPU")) << text(QT_TRANSLATE_NOOP("ResultTables", "GPUs"))
             << text(QT_TRANSLATE_NOOP("ResultTables", "Replicas"))
             << text(QT_TRANSLATE_NOOP("ResultTables", "Billing"))
             << text(QT_TRANSLATE_NOOP("ResultTables", "Capacity"))
             << text(QT_TRANSLATE_NOOP("ResultTables", "Monthly total"))
             << text(QT_TRANSLATE_NOOP("ResultTables", "Per output Mtok"))
             << text(QT_TRANSLATE_NOOP("ResultTables", "Per user"))
             << text(QT_TRANSLATE_NOOP("ResultTables", "P(cheaper than the API)"))
             << text(QT_TRANSLATE_NOOP("ResultTables", "Why not"));
    t.toolTips = QStringList(t.header.size(), QString());
    t.toolTips[static_cast<int>(PlanColumn::Evidence)] = text(QT_TRANSLATE_NOOP("ResultTables",
        "What the plan's capacity rests on: measured on this GPU, or estimated by the bandwidth roofline from "
        "measurements on another (MODEL.md section 11)."));
    //: %1 a currency code.
    t.toolTips[static_cast<int>(PlanColumn::Monthly)]
        = text(QT_TRANSLATE_NOOP("ResultTables", "Hardware, overheads and staff a month, in %1.")).arg(currency);
    t.toolTips[static_cast<int>(PlanColumn::PerUser)] = text(QT_TRANSLATE_NOOP(
        "ResultTables", "Each session's output tokens per second at the plan's operating concurrency."));
    t.toolTips[static_cast<int>(PlanColumn::Odds)] = text(QT_TRANSLATE_NOOP("ResultTables",
        "The share of the ranges' samples in which the plan serves the workload and costs less than the cheapest "
        "API offer; for a hybrid plan, in which its day as planned costs less than the whole day on the API."));
    t.toolTips[static_cast<int>(PlanColumn::Billing)] = text(QT_TRANSLATE_NOOP("ResultTables",
        "How the plan's GPUs are paid for. \"Hybrid\": the demand profile's day, with replicas on in the hours they "
        "pay off and the rest on the cheapest API offer; its monthly total includes the API's share."));
    t.numeric = { false, true, true, false, false, true, true, true, true, false };
    return t;
}

QStringList plansTableRow(const Plan &p, const MoneyIn &money, const std::optional<double> &odds, bool oddsPending)
{
    const QLocale &loc = money.locale;
    QStringList why;
    for (const PlanProblem problem : p.problems)
        why << planProblemText(p, problem, PlanQuery {}, Wording::Translated);
    const QString chance = oddsPending ? QStringLiteral("\u2026")
        : odds ? text(QT_TRANSLATE_NOOP("ResultTables", "%1 %")).arg(format::percent(*odds, loc))
               : text(QT_TRANSLATE_NOOP("ResultTables", "-"));
    return { p.gpu, loc.toString(p.gpus), loc.toString(p.replicas), planBillingText(p, Wording::Translated),
        planEvidenceText(p.evidence, Wording::Translated), money.text(p.monthlyTotalUsd, 0),
        p.costPerOutputMtokUsd ? money.text(*p.costPerOutputMtokUsd, 2)
                               : text(QT_TRANSLATE_NOOP("ResultTables", "never")),
        format::throughput(p.perUserTokS, loc), chance, why.join(QStringLiteral("; ")) };
}

QString gigabytesText(double gb)
{
    //: A memory size in decimal gigabytes.
    return text(QT_TRANSLATE_NOOP("ResultTables", "%1 GB")).arg(format::number(gb, gb < 10 ? 1 : 0));
}

ResultTable fitTableHeader()
{
    ResultTable t;
    t.header << text(QT_TRANSLATE_NOOP("ResultTables", "Configuration"))
             << text(QT_TRANSLATE_NOOP("ResultTables", "Installed")) << text(QT_TRANSLATE_NOOP("ResultTables", "Fits"))
             << text(QT_TRANSLATE_NOOP("ResultTables", "Short by / headroom (usable)"))
             << text(QT_TRANSLATE_NOOP("ResultTables", "Short of the weights (raw)"))
             << text(QT_TRANSLATE_NOOP("ResultTables", "GPUs for the weights alone"))
             << text(QT_TRANSLATE_NOOP("ResultTables", "c_max")) << text(QT_TRANSLATE_NOOP("ResultTables", "Nodes"))
             << text(QT_TRANSLATE_NOOP("ResultTables", "Notes"));
    t.toolTips = QStringList(t.header.size(), QString());
    t.toolTips[static_cast<int>(FitColumn::Gpus)] = text(QT_TRANSLATE_NOOP("ResultTables",
        "GPUs whose installed memory holds the weights alone, as the articles count (\"75 RTX 4090 "
        "to hold the weights\"), then the GPUs whose usable memory holds the weights, the KV cache, "
        "the per-sequence state and the runtime reserve at this concurrency."));
    t.toolTips[static_cast<int>(FitColumn::CMax)] = text(QT_TRANSLATE_NOOP("ResultTables",
        "The most sequences of this context that fit: (usable memory - weights - runtime reserve) / "
        "memory per sequence."));
    t.toolTips[static_cast<int>(FitColumn::Usable)] = text(QT_TRANSLATE_NOOP("ResultTables",
        "Usable memory (installed times the usable share) against everything needed: weights, KV "
        "cache, per-sequence state and runtime reserve."));
    t.toolTips[static_cast<int>(FitColumn::Weights)] = text(QT_TRANSLATE_NOOP("ResultTables",
        "Installed memory against the weights alone, as the articles count it (\"8xH200 about 433 "
        "GB short\")."));
    t.numeric = { false, true, false, true, true, true, true, true, false };
    return t;
}

QStringList fitTableRow(const Scenario &s, const FitRow &row)
{
    const MemoryFit &m = row.memory;
    const double headroom = inGigabytes(m.headroom);
    const double rawShort = inGigabytes(m.rawShort);
    QStringList cells;
    //: A configuration of the fit table: a GPU count and a GPU's name from the catalog.
    cells << text(QT_TRANSLATE_NOOP("ResultTables", "%1 \u00d7 %2"))
                 .arg(format::number(row.configuration.count), row.configuration.gpu);
    cells << gigabytesText(inGigabytes(m.installedAll));
    cells << (m.fits ? text(QT_TRANSLATE_NOOP("ResultTables", "yes")) : text(QT_TRANSLATE_NOOP("ResultTables", "no")));
    cells << (headroom >= 0 ? text(QT_TRANSLATE_NOOP("ResultTables", "%1 headroom")).arg(gigabytesText(headroom))
                            : text(QT_TRANSLATE_NOOP("ResultTables", "%1 short")).arg(gigabytesText(-headroom)));
    cells << (rawShort <= 0 ? QStringLiteral("\u2014")
            : m.weightsToInstalled >= 2
            ? text(QT_TRANSLATE_NOOP("ResultTables", "%1 short (weights %2\u00d7 the memory)"))
                  .arg(gigabytesText(rawShort), format::number(m.weightsToInstalled, 1))
            : text(QT_TRANSLATE_NOOP("ResultTables", "%1 short")).arg(gigabytesText(rawShort)));
    //: %1 GPUs for the weights alone, %2 GPUs with the KV cache, state and reserve.
    cells << text(QT_TRANSLATE_NOOP("ResultTables", "%1 (%2 with KV and reserve)"))
                 .arg(format::number(m.gpusForWeights), format::number(m.gpusNeeded));
    cells << format::number(m.cMax);
    cells << format::number(m.nodes);
    QStringList notes;
    if (m.replicaNodes > 1)
        notes << text(QT_TRANSLATE_NOOP("ResultTables", "%1 nodes: network not modelled"))
                     .arg(format::number(m.replicaNodes));
    if (m.fits && m.replicas > 1)
        //: %1 replicas, %2 GPUs each.
        notes << text(QT_TRANSLATE_NOOP("ResultTables", "%1 replicas of %2 GPUs"))
                     .arg(format::number(m.replicas), format::number(m.gpusPerReplica));
    const bool mxfp4Weights = s.model.weightsFormat.compare(QLatin1String("MXFP4"), Qt::CaseInsensitive) == 0;
    if (mxfp4Weights && !row.nativeMxfp4)
        notes << text(QT_TRANSLATE_NOOP("ResultTables", "runtime dequantization (no native MXFP4)"));
    cells << notes.join(text(QT_TRANSLATE_NOOP("ResultTables", "; ")));
    return cells;
}

ResultTable fitResultTable(const Scenario &scenario, const std::vector<FitRow> &rows)
{
    ResultTable t = fitTableHeader();
    for (const FitRow &row : rows)
        t.rows.push_back(fitTableRow(scenario, row));
    return t;
}

FitRow alternativeFitRow(const Scenario &scenario, const FeasibleAlternative &alternative, const GpuCatalog &catalog)
{
    Scenario s = scenario;
    if (!alternative.sameGpu) {
        if (const GpuSpec *gpu = catalog.find(alternative.gpu))
            applyGpu(s, *gpu);
    }
    s.hardware.count = alternative.count;
    FitRow row;
    row.configuration = GpuConfiguration { s.hardware.gpu, alternative.count };
    row.nativeMxfp4 = s.hardware.nativeMxfp4;
    row.memory = evaluateMemory(compileUnchecked(s));
    return row;
}

QString hybridPlanText(const Scenario &s, const HybridPlan &plan, const MoneyIn &money)
{
    const QLocale &loc = format::locale();
    switch (plan.status) {
    case HybridStatus::NoProfile:
        return text(QT_TRANSLATE_NOOP(
            "ResultTables", "No demand profile yet: tick the box above to plan a day of base and peak hours."));
    case HybridStatus::NoOffer:
        return text(QT_TRANSLATE_NOOP("ResultTables", "No API offer is compared: enable one to send the overflow to."));
    case HybridStatus::ModelDoesNotFit:
        return text(QT_TRANSLATE_NOOP(
                        "ResultTables", "The model does not fit this node: the whole day goes to the API, %1 a month."))
            .arg(money.text(plan.allApi.value(), 0));
    case HybridStatus::NoCapacity:
        return text(
            QT_TRANSLATE_NOOP("ResultTables", "The node produces nothing: the whole day goes to the API, %1 a month."))
            .arg(money.text(plan.allApi.value(), 0));
    case HybridStatus::Planned:
        break;
    }
    QStringList hours;
    for (const HybridNode &node : plan.nodes)
        hours << loc.toString(node.hoursOnPerDay, 'f', 2);
    const QString offer = s.offers[*plan.offer].displayName();
    const QString others
        = text(QT_TRANSLATE_N_NOOP("ResultTables", "All on the API: %1. All self-hosted (%n node(s) always on): %2."),
            plan.allSelfHostNodes)
              .arg(money.text(plan.allApi.value(), 0),
                  plan.allSelfHost ? money.text(plan.allSelfHost->value(), 0)
                                   : text(QT_TRANSLATE_NOOP("ResultTables", "none")));
    if (plan.nodeCount() == 0)
        return text(QT_TRANSLATE_NOOP(
                        "ResultTables", "Best plan: no node; no hour is busy enough for one to pay off against %1. %2"))
            .arg(offer, others);
    return text(QT_TRANSLATE_N_NOOP("ResultTables",
                    "Best plan: %n node(s) on %1 h a day (cold starts included), the rest on %2: %3 a month. %4"),
        plan.nodeCount())
        .arg(hours.join(QStringLiteral(" + ")), offer, money.text(plan.monthlyTotal.value(), 0), others);
}

QString memorySentence(const MemoryFit &m)
{
    if (m.fits)
        return text(
            QT_TRANSLATE_NOOP("ResultTables", "Memory check: fits. %1 needed, %2 usable of %3 installed; %4 headroom."))
            .arg(gb(m.needed), gb(m.usable), gb(m.installed), gb(m.headroom));
    return text(QT_TRANSLATE_NOOP("ResultTables",
                    "Memory check: does not fit. %1 needed, %2 usable of %3 installed: %4 short (the weights alone "
                    "are %5)."))
        .arg(gb(m.needed), gb(m.usable), gb(m.installed), gb(-m.headroom), gb(m.weights));
}

QString memoryDetails(const MemoryFit &m)
{
    QStringList details;
    details << text(QT_TRANSLATE_N_NOOP(
                        "ResultTables", "Runtime reserve %1; at most %2 sequences of this context fit; %n node(s)."),
        m.nodes)
                   .arg(gb(m.reserve), format::number(m.cMax, 0));
    if (m.replicas > 1)
        //: %1 replicas (copies of the model serving on their own, always 2 or more), %2 GPUs each; %n nodes each.
        details << text(QT_TRANSLATE_N_NOOP("ResultTables",
                            "%1 replicas of %2 GPUs on %n node(s) each; memory and concurrency are per replica."),
            m.replicaNodes)
                       .arg(format::number(m.replicas, 0), format::number(m.gpusPerReplica, 0));
    else if (m.replicaNodes > 1)
        //: One replica (a copy of the model) spread over %n nodes (always 2 or more); %1 GPUs in all.
        details << text(QT_TRANSLATE_N_NOOP("ResultTables",
                            "One replica of %1 GPUs on %n node(s); memory and concurrency are per replica."),
            m.replicaNodes)
                       .arg(format::number(m.gpusPerReplica, 0));
    if (m.replicaNodes > 1)
        details << text(
            QT_TRANSLATE_NOOP("ResultTables", "The network between the nodes of a replica is not modelled."));
    if (m.rawShort.value() > 0.0)
        details << text(QT_TRANSLATE_NOOP("ResultTables", "The weights alone exceed the installed memory by %1."))
                       .arg(gb(m.rawShort));
    if (const QString note = dequantizationNote(m); !note.isEmpty())
        details << note;
    return details.join(QLatin1Char(' '));
}

QString dequantizationNote(const MemoryFit &m)
{
    if (!m.dequantizationWarning)
        return {};
    return text(
        QT_TRANSLATE_NOOP("ResultTables", "MXFP4 weights on a GPU without native MXFP4: runtime dequantization."));
}

QString capacitySentence(const Scenario &s, const Evaluation &e)
{
    const Feasibility &f = e.feasibility;
    const CapacityResult &cap = e.capacity;
    QString capacity;
    if (!f.capacityChecked)
        capacity = text(QT_TRANSLATE_NOOP("ResultTables",
                            "Capacity check: not checked. The preset gives no maximum throughput for the hardware; %1 "
                            "is taken as given."))
                       .arg(format::throughput(f.throughput.value()));
    else if (f.withinCapacity)
        capacity = text(QT_TRANSLATE_NOOP("ResultTables",
                            "Capacity check: within capacity. %1 while in use; the hardware sustains at most %2."))
                       .arg(format::throughput(f.throughput.value()), format::throughput(f.capacity.value()));
    else
        capacity = text(QT_TRANSLATE_NOOP("ResultTables",
                            "Capacity check: beyond capacity. %1 while in use; the hardware sustains at most %2."))
                       .arg(format::throughput(f.throughput.value()), format::throughput(f.capacity.value()));
    capacity += QLatin1Char(' ') + perUserSpeedText(s, cap, Wording::Translated) + QLatin1Char('.');
    if (const std::optional<QString> latency = latencyText(s, cap, Wording::Translated))
        //: %1 what the latency targets gave ("p90 TPOT at most 40 ms: met up to concurrency 3").
        capacity += QLatin1Char(' ') + text(QT_TRANSLATE_NOOP("ResultTables", "Latency targets: %1.")).arg(*latency);
    return capacity;
}

QString selfHostedSentence(const Evaluation &e, const MoneyIn &money)
{
    const SelfHostResult &sh = e.selfHost;
    const QString perMtok = sh.costPerOutputToken ? money.text(units::inDollarsPerMtok(*sh.costPerOutputToken), 2)
                                                  : text(QT_TRANSLATE_NOOP("ResultTables", "never"));
    QString sentence = text(
        QT_TRANSLATE_NOOP("ResultTables", "Self-hosted: %1 per month, %2 output tokens per month, %3 per output Mtok."))
                           .arg(money.text(sh.monthlyCost.value(), 0), format::tokens(sh.outputPerMonth.value()),
                               perMtok);
    if (sh.costPerAcceptedTask && sh.acceptedTasksPerMonth)
        sentence += QLatin1Char(' ')
            + text(QT_TRANSLATE_NOOP(
                       "ResultTables", "Quality-adjusted: %1 accepted tasks per month, %2 per accepted task."))
                  .arg(format::number(*sh.acceptedTasksPerMonth), money.text(sh.costPerAcceptedTask->value(), 2));
    return sentence;
}

QString horizonSentence(const Scenario &s, const Results &results, const MoneyIn &money)
{
    const std::optional<std::size_t> best = cheapestEnabledOffer(s, results.evaluation);
    if (!best || *best >= results.bill.offers.size())
        return {};
    const OfferHorizon &h = results.bill.offers[*best];
    const QString years = format::number(s.horizon.years, std::round(s.horizon.years) == s.horizon.years ? 0 : 1);
    const QString over = s.horizon.apiPriceDecline > 0.0
        //: %1 years, %2 a yearly decline in percent.
        ? text(QT_TRANSLATE_NOOP("ResultTables", "Over %1 years with API prices falling %2 % a year"))
              .arg(years, format::percent(s.horizon.apiPriceDecline))
        : text(QT_TRANSLATE_NOOP("ResultTables", "Over %1 years")).arg(years);
    const QString self = money.text(results.bill.selfHostTotal.value(), 0);
    const QString api = money.text(h.apiTotal.value(), 0);
    const QString offer = s.offers[*best].displayName();
    if (h.paybackMonth)
        //: %1 "Over 3 years" (with a price decline), %2 and %3 totals, %4 an offer's name, %5 a month's number.
        return text(
            QT_TRANSLATE_NOOP("ResultTables", "%1, self-hosting costs %2 against %3 on %4 and pays back in month %5."))
            .arg(over, self, api, offer, format::number(*h.paybackMonth));
    return text(QT_TRANSLATE_NOOP("ResultTables", "%1, self-hosting costs %2 against %3 on %4 and never pays back."))
        .arg(over, self, api, offer);
}

QString billSentences(const Scenario &s, const Results &results, const MoneyIn &money)
{
    const Evaluation &e = results.evaluation;
    const BillResult &b = results.bill;
    const SelfHostResult &sh = e.selfHost;
    const auto whole = [&](double usd) { return money.text(usd, 0); };
    QStringList sentences;
    sentences << (b.staffIncluded
            ? text(QT_TRANSLATE_NOOP("ResultTables", "The month: hardware %1, overheads %2, staff %3."))
                  .arg(whole(sh.hardwareMonthly.value()), whole(sh.overheadMonthly.value()),
                      whole(sh.staffMonthly.value()))
            : text(QT_TRANSLATE_NOOP("ResultTables", "The month: hardware %1, overheads %2; no staff cost included."))
                  .arg(whole(sh.hardwareMonthly.value()), whole(sh.overheadMonthly.value())));
    if (s.cost.mode == CostMode::Rent && s.cost.billing.mode == BillingMode::Committed)
        sentences << text(QT_TRANSLATE_NOOP("ResultTables",
                              "Committed for %1 months: %2 a month whatever the hours on (the hours alone: %3)."))
                         .arg(format::number(s.cost.billing.termMonths), whole(sh.hardwareMonthly.value()),
                             whole(b.hoursOnMonthly.value()));
    if (const QString horizon = horizonSentence(s, results, money); !horizon.isEmpty())
        sentences << horizon;
    const std::optional<std::size_t> best = cheapestEnabledOffer(s, e);
    if (best && *best < b.offers.size() && sh.costPerAcceptedTask)
        sentences << text(QT_TRANSLATE_NOOP("ResultTables", "Per accepted task: %1 self-hosted, %2 on %3."))
                         .arg(money.text(sh.costPerAcceptedTask->value(), 2),
                             money.text(e.offers[*best].acceptedTaskCost.value(), 2), s.offers[*best].displayName());
    return sentences.join(QLatin1Char(' '));
}

QString taskSentence(const Scenario &s, const Results &results, const MoneyIn &money)
{
    const TaskSummary &t = results.task;
    if (!t.selfHostPerAcceptedTask || !t.acceptedTasksPerMonth)
        return text(QT_TRANSLATE_NOOP("ResultTables",
            "Self-hosted per task: set the minutes per task to see the node's cost per accepted task."));
    //: %1 a cost per task, %2 tasks a month, %3 sessions, %4 minutes per task.
    QString sentence
        = text(QT_TRANSLATE_NOOP("ResultTables",
                   "Self-hosted: %1 per accepted task, %2 accepted tasks a month (%3 sessions, %4 min per "
                   "task)."))
              .arg(money.text(t.selfHostPerAcceptedTask->value(), 2), format::number(*t.acceptedTasksPerMonth, 0),
                  format::number(results.evaluation.capacity.sessions(), 0),
                  format::number(s.workload.taskMinutes.value_or(0.0), 0));
    if (!results.bill.staffIncluded)
        sentence += QLatin1Char(' ') + text(QT_TRANSLATE_NOOP("ResultTables", "No staff cost included."));
    return sentence;
}

ResultTable hybridHoursTable(const Scenario &s, const HybridPlan &plan)
{
    ResultTable t;
    //: The first column of the hybrid plan's hour table: what each row holds.
    t.header << text(QT_TRANSLATE_NOOP("ResultTables", "Hour"));
    for (int h = 0; h < static_cast<int>(plan.hours.size()); ++h)
        t.header << format::number(h);
    t.toolTips = QStringList(t.header.size(), QString());
    t.numeric = std::vector<bool>(static_cast<std::size_t>(t.header.size()), true);
    t.numeric.front() = false;
    if (!s.hybrid)
        return t;
    QStringList demand { text(QT_TRANSLATE_NOOP("ResultTables", "Demand (tok/s)")) };
    QStringList nodes { text(QT_TRANSLATE_NOOP("ResultTables", "Nodes on")) };
    for (const HybridHour &hour : plan.hours) {
        demand << format::number(hour.demandTokS, 0);
        nodes << format::number(hour.nodesOn);
    }
    t.rows = { demand, nodes };
    return t;
}

} // namespace breakeven
