#include "report.h"

#include "capacitytext.h"
#include "demandtext.h"

#include "plantext.h"

#include "latin1.h"

#include "gpuchoice.h"

#include "assumptions.h"
#include "bill.h"
#include "decision.h"
#include "format.h"
#include "hybrid.h"
#include "offercolumns.h"
#include "offerlimits.h"
#include "priceage.h"
#include "roofline.h"
#include "teamdemand.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QLocale>
#include <QStringList>

#include <algorithm>
#include <cmath>
#include <functional>
#include <limits>

namespace breakeven {

namespace {

/// Fixed English formatting, so the text report reads the same everywhere.
const QLocale &textLocale() { return format::fixedLocale(); }

/// \a v, or null when it is not finite (never).
QJsonValue finiteOrNull(double v) { return std::isfinite(v) ? QJsonValue(v) : QJsonValue(); }

/// "1 node", "2 nodes": the text report's English count of nodes.
QString nodeCount(int nodes, const QLocale &loc)
{
    return nodes == 1 ? L("1 node") : L("%1 nodes").arg(loc.toString(nodes));
}

} // namespace

QString cheaperKey(Cheaper cheaper)
{
    switch (cheaper) {
    case Cheaper::SelfHost:
        return L("self-host");
    case Cheaper::NotFeasible:
        return L("not-feasible");
    case Cheaper::Api:
        break;
    }
    return L("api");
}

QStringList feasibilityReasons(const Scenario &s, const Evaluation &e, Wording wording)
{
    const Feasibility &f = e.feasibility;
    const bool translated = wording == Wording::Translated;
    const QLocale &loc = translated ? format::locale() : textLocale();
    const auto text = [&](const char *source) {
        return translated ? QCoreApplication::translate("Feasibility", source) : QString::fromUtf8(source);
    };
    const auto gb = [&](Bytes b) { return loc.toString(inGigabytes(b), 'f', 0); };
    const auto tokS = [&](TokensPerSecond t) { return loc.toString(t.value(), 'f', 0); };
    const QString node = text(QT_TRANSLATE_NOOP("Feasibility", "%1x %2")).arg(s.hardware.count).arg(s.hardware.gpu);
    QStringList out;
    if (!f.fits) {
        out << (f.shortOfWeights.value() > 0.0
                ? text(QT_TRANSLATE_NOOP("Feasibility",
                           "%1 does not fit on %2: %3 GB short of usable memory (the weights alone exceed the "
                           "installed memory by %4 GB)"))
                      .arg(s.model.name, node, gb(f.shortOfUsable), gb(f.shortOfWeights))
                : text(QT_TRANSLATE_NOOP("Feasibility",
                           "%1 does not fit on %2: %3 GB short of usable memory (%4 GB needed, %5 GB usable)"))
                      .arg(s.model.name, node, gb(f.shortOfUsable), gb(e.memory.needed), gb(e.memory.usable)));
    }
    const CapacityResult &c = e.capacity;
    if (!f.withinCapacity && c.evidence && c.concurrencyLimit < 1) {
        // No concurrency is allowed: say which target even one request misses.
        if (c.latency.concurrency == 0)
            out << text(QT_TRANSLATE_NOOP("Feasibility",
                            "%1 serves nothing within the latency targets: even one request misses them (%2)"))
                       .arg(node, latencyText(s, c, wording).value_or(QString()));
        else
            out << text(QT_TRANSLATE_NOOP("Feasibility",
                            "%1 serves nothing at the per-user speed target: even one request gets less than %2 tok/s"))
                       .arg(node, loc.toString(s.operation.minPerUserTokS.value_or(0.0), 'g', 6));
    } else if (!f.withinCapacity) {
        const bool latencyBinds = c.latency.concurrency && *c.latency.concurrency == c.concurrencyLimit
            && *c.latency.concurrency < e.memory.cMax;
        out << (latencyBinds ? text(QT_TRANSLATE_NOOP("Feasibility",
                    "%1 cannot sustain %2 tok/s within the latency targets: it sustains at most %3 tok/s (%4 "
                    "tok/s short)"))
                             : text(QT_TRANSLATE_NOOP("Feasibility",
                                 "%1 cannot sustain %2 tok/s: it sustains at most %3 tok/s (%4 tok/s short)")))
                   .arg(node, tokS(f.throughput), tokS(f.capacity), tokS(f.throughput - f.capacity));
    }
    return out;
}

QStringList userEditedOffers(const Scenario &s)
{
    QStringList out;
    for (const Offer &o : s.offers) {
        if (o.editedOn.isEmpty() && o.editedFields.isEmpty())
            continue;
        out << L("%1: %2 edited by the user on %3 (source: %4)")
                   .arg(o.displayName(), o.editedFields.join(L(", ")), o.editedOn,
                       o.source.isEmpty() ? L("none given") : o.source);
    }
    return out;
}

QStringList stalePriceLines(const Scenario &s, const QDate &day)
{
    QStringList out;
    for (const Offer &o : s.offers) {
        if (const std::optional<QString> stale = stalePriceText(o, day))
            out << L("%1: %2").arg(o.displayName(), *stale);
    }
    return out;
}

namespace {

bool hasNonZeroDigit(const QString &text)
{
    return std::any_of(
        text.begin(), text.end(), [](QChar c) { return c >= QLatin1Char('1') && c <= QLatin1Char('9'); });
}

/// \a v with \a decimals digits; a value that rounds to zero prints without a minus sign.
QString fixed(double v, int decimals) { return format::number(v, decimals, textLocale()); }

} // namespace

QString formatUsd(double usd)
{
    const QString amount = fixed(std::abs(usd), 2);
    return (usd < 0 && hasNonZeroDigit(amount) ? L("-$") : L("$")) + amount;
}

namespace {

QString count(double v) { return format::tokens(v, textLocale()); }

QString pad(const QString &s, int width) { return s.leftJustified(width, QLatin1Char(' ')); }

/// `capacity.estimate`: the roofline's calibration and its curve's end (docs/report-format.md);
/// null unless the capacity is estimated.
QJsonValue estimateJson(const Scenario &s)
{
    if (!estimatedNote(s))
        return QJsonValue();
    const CapacityEstimate e = estimateCapacity(s, builtInGpuCatalog());
    QJsonArray fitted;
    for (const RooflineFitPoint &p : e.fit.points)
        fitted.append(QJsonObject {
            { L("concurrency"), p.concurrency }, { L("output_tok_s"), p.outputTokS }, { L("eta"), p.eta } });
    const auto gb = [](Bytes b) { return inGigabytes(b); };
    return QJsonObject { { L("measured_gpu"), e.measuredGpu }, { L("measured_gpus_per_replica"), e.measured.gpus },
        { L("measured_c_max"), e.measuredCMax },
        { L("measured_bandwidth_tb_s"), e.measured.bandwidth().value() / 1e12 },
        { L("bandwidth_tb_s"), e.target.bandwidth().value() / 1e12 },
        { L("active_weights_gb"), gb(e.model.activeWeights) }, { L("per_sequence_gb"), gb(e.model.perSequence) },
        { L("fitted"), fitted }, { L("eta_single"), e.fit.etaSingle },
        { L("eta_single_max_error"), e.fit.etaSingleError }, { L("eta_c"), e.fit.etaC },
        { L("compute_cap_per_replica_tok_s"), e.computeCap ? QJsonValue(e.computeCap->value()) : QJsonValue() },
        { L("decode_t_max_per_replica_tok_s"), e.curve.tMax.value() },
        { L("decode_t_max_concurrency"), e.curve.tMaxConcurrency } };
}

} // namespace

QJsonObject answerJson(const Answer &a)
{
    return QJsonObject { { L("recommendation"), recommendationKey(a.recommendation) }, { L("headline"), a.headline },
        { L("reason"), a.reason },
        { L("cheaper_plan"), a.cheaperPlan.isEmpty() ? QJsonValue() : QJsonValue(a.cheaperPlan) },
        { L("monthly_usd"), a.monthlyUsd ? QJsonValue(*a.monthlyUsd) : QJsonValue() },
        { L("volume_note"), a.volumeNote.isEmpty() ? QJsonValue() : QJsonValue(a.volumeNote) } };
}

QJsonObject reportJson(const Scenario &s, const Evaluation &e) { return reportJson(s, computeResults(s, e)); }

QJsonObject reportJson(const Scenario &s, const Results &results)
{
    const Evaluation &e = results.evaluation;
    const SelfHostResult &sh = e.selfHost;
    QJsonObject self { { L("monthly_cost_usd"), sh.monthlyCost.value() },
        { L("hardware_monthly_usd"), sh.hardwareMonthly.value() },
        { L("overhead_monthly_usd"), sh.overheadMonthly.value() },
        { L("hourly_hardware_usd"), inDollarsPerHour(sh.hardwareRate) },
        { L("hardware_per_provisioned_hour_usd"),
            sh.hardwarePerProvisionedHour ? QJsonValue(inDollarsPerHour(*sh.hardwarePerProvisionedHour))
                                          : QJsonValue() },
        { L("redundancy"), s.cost.redundancy }, { L("provisioned_hours_per_month"), inHours(sh.provisioned) },
        { L("productive_hours_per_month"), inHours(sh.productive) },
        { L("output_tokens_per_month"), sh.outputPerMonth.value() },
        { L("cost_per_output_mtok_usd"),
            sh.costPerOutputToken ? QJsonValue(inDollarsPerMtok(*sh.costPerOutputToken)) : QJsonValue() } };
    self.insert(
        L("accepted_tasks_per_month"), sh.acceptedTasksPerMonth ? QJsonValue(*sh.acceptedTasksPerMonth) : QJsonValue());
    self.insert(L("cost_per_accepted_task_usd"),
        sh.costPerAcceptedTask ? QJsonValue(sh.costPerAcceptedTask->value()) : QJsonValue());
    if (s.cost.mode == CostMode::Buy) {
        self.insert(L("depreciation_monthly_usd"), sh.depreciationMonthly.value());
        self.insert(L("power_monthly_usd"), sh.powerMonthly.value());
    }

    QJsonArray offers;
    for (std::size_t i = 0; i < s.offers.size(); ++i) {
        const Offer &o = s.offers[i];
        const OfferResult &r = e.offers[i];
        QJsonObject offer {
            { L("provider"), o.provider },
            { L("model"), o.model },
            { L("enabled"), o.enabled },
            { L("cheaper"), cheaperKey(r.cheaper) },
            { L("breakeven_reachable"), r.reachable },
            { L("currency"), o.currency },
            { L("edited_by_user"),
                o.editedOn.isEmpty() && o.editedFields.isEmpty()
                    ? QJsonValue()
                    : QJsonValue(QJsonObject {
                        { L("date"), o.editedOn }, { L("fields"), QJsonArray::fromStringList(o.editedFields) } }) },
            { L("as_of"), o.asOf },
        };
        // How old the price is on the report's day (priceage.h): null when as_of is no date.
        const std::optional<qint64> age = priceAgeDays(o.asOf, today());
        offer.insert(L("price_age_days"), age ? QJsonValue(static_cast<double>(*age)) : QJsonValue());
        offer.insert(L("price_stale"), isStalePrice(o.asOf, today()));
        // The API's limits against the demand's peak (offerlimits.h, MODEL.md section 13).
        const OfferLimits limits = offerLimits(s, i);
        const auto stated = [](std::optional<double> v) { return v ? QJsonValue(*v) : QJsonValue(); };
        offer.insert(L("limits"),
            QJsonObject { { L("requests_per_min"), stated(limits.requestsPerMinLimit) },
                { L("tokens_per_min"), stated(limits.tokensPerMinLimit) },
                { L("per_user_tok_s"), stated(limits.perUserTokS) },
                { L("peak_requests_per_min"), stated(limits.peakRequestsPerMin) },
                { L("peak_tokens_per_min"), limits.peakTokensPerMin }, { L("over_requests"), limits.overRequests },
                { L("over_tokens"), limits.overTokens }, { L("too_slow"), limits.tooSlow }, { L("kept"), limits.kept },
                { L("excluded"), limits.excluded() } });
        // Every figure of the row, keyed and valued by the offer columns (offercolumns.h); the
        // probabilities are the `uncertainty` block's (uncertaintyJson()).
        for (const OfferColumn &column : offerColumns()) {
            if (column.unit == ColumnUnit::Text || column.unit == ColumnUnit::Probability)
                continue;
            const std::optional<double> v = columnValue(column, OfferRow { s, e, i });
            offer.insert(columnKey(column, L("usd")), v ? QJsonValue(*v) : QJsonValue());
        }
        offers.append(offer);
    }

    const MemoryFit &m = e.memory;
    const auto concurrencyCapKey = [](CapacityResult::Cap cap) {
        switch (cap) {
        case CapacityResult::Cap::Memory:
            return QJsonValue(L("memory"));
        case CapacityResult::Cap::PerUserTarget:
            return QJsonValue(L("per_user_target"));
        case CapacityResult::Cap::Latency:
            return QJsonValue(L("latency"));
        case CapacityResult::Cap::None:
            break;
        }
        return QJsonValue();
    };
    QJsonObject memory { { L("needed_gb"), inGigabytes(m.needed) }, { L("installed_gb"), inGigabytes(m.installed) },
        { L("usable_gb"), inGigabytes(m.usable) }, { L("weights_gb"), inGigabytes(m.weights) },
        { L("headroom_gb"), inGigabytes(m.headroom) }, { L("fits"), m.fits },
        { L("weights_to_installed"), m.weightsToInstalled },
        { L("mxfp4_dequantization_warning"), m.dequantizationWarning } };

    memory.insert(L("concurrency"), m.concurrency);
    memory.insert(L("reserve_gb"), inGigabytes(m.reserve));
    memory.insert(L("c_max"), m.cMax);
    memory.insert(L("nodes"), m.nodes);
    memory.insert(L("gpus_per_replica"), m.gpusPerReplica);
    memory.insert(L("replicas"), m.replicas);
    memory.insert(L("replica_nodes"), m.replicaNodes);
    memory.insert(L("installed_all_gb"), inGigabytes(m.installedAll));
    memory.insert(L("gpus_for_weights_alone"), m.gpusForWeights);
    memory.insert(L("gpus_needed"), m.gpusNeeded);
    memory.insert(L("raw_short_gb"), inGigabytes(m.rawShort));

    const CapacityResult &c = e.capacity;
    QJsonArray points;
    for (const DecodePoint &d : s.hardware.decodePoints) {
        QJsonObject point { { L("concurrency"), d.concurrency }, { L("output_tok_s"), d.outputTokS } };
        if (d.ttftP90Ms)
            point.insert(L("ttft_p90_ms"), *d.ttftP90Ms);
        if (d.tpotP90Ms)
            point.insert(L("tpot_p90_ms"), *d.tpotP90Ms);
        if (d.requestsInFlight)
            point.insert(L("requests_in_flight"), *d.requestsInFlight);
        points.append(point);
    }
    const auto optional = [](const std::optional<double> &v) { return v ? QJsonValue(*v) : QJsonValue(); };
    QJsonArray perOffer;
    const std::vector<std::optional<double>> speeds = perUserSpeedsStillCheaper(s, e);
    for (std::size_t i = 0; i < s.offers.size(); ++i)
        perOffer.append(QJsonObject { { L("provider"), s.offers[i].provider }, { L("model"), s.offers[i].model },
            { L("max_per_user_tok_s_still_cheaper"), optional(speeds[i]) } });
    const CapacityEvidence evidenceKind = capacityEvidence(s);
    const std::optional<QString> evidenceNote = otherGpuNote(s) ? otherGpuNote(s) : estimatedNote(s);
    const std::optional<QString> latencyNote = latencyText(s, c);
    const QJsonObject capacity { { L("mode"), c.modelled ? L("modelled") : L("measured") },
        { L("decode_points"), points }, { L("prefill_input_tok_s"), optional(s.hardware.prefillInputTokS) },
        { L("self_host_prefix_hit"), s.operation.selfHostPrefixHit },
        { L("min_per_user_tok_s"), optional(s.operation.minPerUserTokS) },
        { L("evidence"),
            evidenceKind == CapacityEvidence::None ? QJsonValue() : QJsonValue(capacityEvidenceKey(evidenceKind)) },
        { L("evidence_gpu"), c.evidence ? QJsonValue(s.hardware.capacityGpu()) : QJsonValue() },
        { L("evidence_confirmed"), s.hardware.evidenceConfirmed },
        { L("evidence_note"), evidenceNote ? QJsonValue(*evidenceNote) : QJsonValue() },
        { L("estimate"), estimateJson(s) }, { L("replicas"), c.replicas }, { L("gpus_per_replica"), m.gpusPerReplica },
        { L("replica_nodes"), m.replicaNodes },
        { L("t_max_per_replica_tok_s"), c.evidence ? QJsonValue(c.tMaxPerReplica.value()) : QJsonValue() },
        { L("t_max_tok_s"), c.evidence ? QJsonValue(c.tMax.value()) : QJsonValue() },
        { L("t_max_concurrency"), c.evidence ? QJsonValue(c.tMaxConcurrency) : QJsonValue() }, { L("c_max"), m.cMax },
        { L("c_slo"), c.sloConcurrency ? QJsonValue(*c.sloConcurrency) : QJsonValue() },
        { L("max_ttft_p90_ms"), optional(s.operation.maxTtftP90Ms) },
        { L("max_tpot_p90_ms"), optional(s.operation.maxTpotP90Ms) },
        { L("c_latency"), c.latency.concurrency ? QJsonValue(*c.latency.concurrency) : QJsonValue() },
        { L("latency_checked"), c.latency.targeted() ? QJsonValue(c.latency.checked()) : QJsonValue() },
        { L("latency_note"), latencyNote ? QJsonValue(*latencyNote) : QJsonValue() }, { L("nodes"), m.nodes },
        { L("operating_concurrency"), c.operatingConcurrency }, { L("throughput_tok_s"), c.operating.value() },
        { L("per_user_tok_s"), c.typedBeyondCapacity() ? QJsonValue() : QJsonValue(c.perUserTokS) },
        { L("concurrency_from_curve"), c.concurrencyFromCurve },
        { L("concurrency_capped_by"), concurrencyCapKey(c.concurrencyCappedBy) },
        { L("beyond_measurements"), c.beyondMeasurements }, { L("offers"), perOffer } };

    const Feasibility &f = e.feasibility;
    const QJsonObject feasibility { { L("feasible"), f.feasible() }, { L("fits"), f.fits },
        { L("within_capacity"), f.withinCapacity }, { L("capacity_checked"), f.capacityChecked },
        { L("throughput_tok_s"), f.throughput.value() },
        { L("max_throughput_tok_s"), f.capacityChecked ? QJsonValue(f.capacity.value()) : QJsonValue() },
        { L("short_of_usable_memory_gb"), inGigabytes(f.shortOfUsable) },
        { L("short_of_weights_gb"), inGigabytes(f.shortOfWeights) },
        { L("reasons"), QJsonArray::fromStringList(feasibilityReasons(s, e)) } };

    return QJsonObject { { L("format"), L("breakeven-report") }, { L("version"), reportFormatVersion },
        { L("answer"), answerJson(results.answer) }, { L("preset"), s.name }, { L("feasibility"), feasibility },
        { L("self_host"), self }, { L("offers"), offers }, { L("memory"), memory }, { L("capacity"), capacity },
        { L("hybrid"), hybridJson(s, results.hybrid) }, { L("decision"), decisionJson(results.decision) },
        { L("bill"), billJson(s, results) }, { L("tasks"), tasksJson(s, results) }, { L("demand"), demandJson(s) } };
}

QJsonObject demandJson(const Scenario &s)
{
    QJsonValue team;
    if (s.demand.team) {
        const Team &t = *s.demand.team;
        const TeamDemand d = teamDemand(t, s.cost.hoursPerMonth);
        QJsonArray profile;
        for (const double v : d.profileTokS)
            profile.append(v);
        team = QJsonObject { { L("people"), t.people }, { L("tasks_per_person_day"), t.tasksPerPersonDay },
            { L("input_tokens_per_task"), t.inputTokensPerTask },
            { L("output_tokens_per_task"), t.outputTokensPerTask },
            { L("reasoning_tokens_per_task"), t.reasoningTokensPerTask }, { L("working_hours"), t.workingHours },
            { L("working_days_per_week"), t.workingDaysPerWeek }, { L("time_zone_offset"), t.timeZoneOffset },
            { L("first_hour"), d.firstHour }, { L("working_days_per_month"), d.workingDaysPerMonth },
            { L("tasks_per_month"), d.tasksPerMonth }, { L("input_tokens_per_month"), d.inputTokensPerMonth },
            { L("output_tokens_per_month"), d.outputTokensPerMonth }, { L("input_per_output"), d.inputPerOutput },
            { L("working_tok_s"), d.workingTokS }, { L("peak_tok_s"), d.peakTokS }, { L("mean_tok_s"), d.meanTokS },
            { L("profile_tok_s"), profile } };
    }
    const std::optional<QString> text = teamDemandText(s);
    return QJsonObject { { L("source"), demandSourceKey(s) }, { L("team"), team },
        { L("text"), text ? QJsonValue(*text) : QJsonValue() } };
}

QString billingModeKey(const Scenario &s) { return findField(u"cost.billing.mode")->get(s, 0); }

QString noStaffNote() { return L("no staff cost included"); }

QJsonObject billJson(const Scenario &s, const Results &results)
{
    const Evaluation &e = results.evaluation;
    const BillResult &b = results.bill;
    const SelfHostResult &sh = e.selfHost;
    const auto optional = [](const std::optional<double> &v) { return v ? QJsonValue(*v) : QJsonValue(); };
    const Staff &staff = s.cost.staff;
    const QJsonObject staffJson { { L("fte"), staff.fte }, { L("cost_per_fte_month"), staff.costPerFteMonth.amount },
        { L("currency"), staff.costPerFteMonth.currency }, { L("monthly_usd"), b.staffMonthly.value() },
        { L("included"), b.staffIncluded }, { L("note"), b.staffIncluded ? QJsonValue() : QJsonValue(noStaffNote()) } };

    const bool rent = s.cost.mode == CostMode::Rent;
    const Billing &billing = s.cost.billing;
    const bool committed = rent && billing.mode == BillingMode::Committed;
    const auto money = [&](const Money &m) { return optional(s.toUsd(m)); };
    QJsonObject billingJson { { L("mode"), rent ? QJsonValue(billingModeKey(s)) : QJsonValue() },
        { L("term_months"), committed ? QJsonValue(billing.termMonths) : QJsonValue() },
        { L("minimum_monthly_usd"), committed ? money(billing.minimumMonthly) : QJsonValue() },
        { L("minimum_gpu"),
            committed ? QJsonValue(billing.minimumGpu.isEmpty() ? s.hardware.gpu : billing.minimumGpu) : QJsonValue() },
        { L("minimum_note"), otherGpuMinimumNote(s) ? QJsonValue(*otherGpuMinimumNote(s)) : QJsonValue() },
        { L("reserved_gpu_hour_usd"), s.cost.reservedGpuHour ? money(*s.cost.reservedGpuHour) : QJsonValue() },
        { L("spot_gpu_hour_usd"), s.cost.spotGpuHour ? money(*s.cost.spotGpuHour) : QJsonValue() },
        { L("spot_interruption"), s.cost.spotInterruption },
        { L("hours_on_monthly_usd"), rent ? QJsonValue(b.hoursOnMonthly.value()) : QJsonValue() },
        { L("minimum_binds"), b.minimumBinds },
        { L("commitment_total_usd"), committed ? QJsonValue(b.commitmentTotal.value()) : QJsonValue() },
        { L("owed_beyond_horizon_usd"), committed ? QJsonValue(b.owedBeyondHorizon.value()) : QJsonValue() } };

    const BuyCost &buy = s.cost.buy;
    QJsonObject financingJson { { L("cost_of_capital"), rent ? QJsonValue() : QJsonValue(buy.costOfCapital) },
        { L("residual_value"), rent ? QJsonValue() : QJsonValue(buy.residualValue) },
        { L("maintenance"), rent ? QJsonValue() : QJsonValue(buy.maintenance) },
        { L("capital_monthly_usd"), rent ? QJsonValue() : QJsonValue(b.capitalMonthly.value()) },
        { L("straight_line_monthly_usd"), rent ? QJsonValue() : QJsonValue(b.straightLineMonthly.value()) },
        { L("maintenance_monthly_usd"), rent ? QJsonValue() : QJsonValue(b.maintenanceMonthly.value()) } };

    QJsonArray perOffer;
    for (std::size_t i = 0; i < s.offers.size() && i < b.offers.size(); ++i) {
        const OfferHorizon &h = b.offers[i];
        const double tput
            = h.breakevenThroughput ? h.breakevenThroughput->value() : std::numeric_limits<double>::infinity();
        perOffer.append(QJsonObject { { L("provider"), s.offers[i].provider }, { L("model"), s.offers[i].model },
            { L("api_total_usd"), h.apiTotal.value() },
            { L("breakeven_output_tokens_per_month"), finiteOrNull(h.breakevenOutput.value()) },
            { L("breakeven_throughput_tok_s"), finiteOrNull(tput) },
            { L("breakeven_tasks_per_month"), finiteOrNull(h.breakevenTasksPerMonth) },
            { L("payback_month"), h.paybackMonth ? QJsonValue(*h.paybackMonth) : QJsonValue() } });
    }
    const QJsonObject horizonJson { { L("years"), s.horizon.years }, { L("months"), b.months },
        { L("api_price_decline"), s.horizon.apiPriceDecline }, { L("api_price_factor"), b.priceFactor },
        { L("self_host_total_usd"), b.selfHostTotal.value() }, { L("offers"), perOffer } };

    const QJsonObject monthly { { L("hardware_usd"), sh.hardwareMonthly.value() },
        { L("overheads_usd"), sh.overheadMonthly.value() }, { L("staff_usd"), sh.staffMonthly.value() },
        { L("total_usd"), sh.monthlyCost.value() } };

    return QJsonObject { { L("staff"), staffJson }, { L("billing"), billingJson }, { L("financing"), financingJson },
        { L("horizon"), horizonJson }, { L("monthly"), monthly } };
}

QJsonObject tasksJson(const Scenario &s, const Results &results)
{
    const Evaluation &e = results.evaluation;
    const TaskSummary &t = results.task;
    QJsonArray perOffer;
    for (std::size_t i = 0; i < s.offers.size() && i < e.offers.size(); ++i) {
        const OfferResult &r = e.offers[i];
        perOffer.append(QJsonObject { { L("provider"), s.offers[i].provider }, { L("model"), s.offers[i].model },
            { L("cost_per_attempt_usd"), r.requestCost.value() },
            { L("cost_per_accepted_task_usd"), r.acceptedTaskCost.value() },
            { L("breakeven_tasks_per_month"), finiteOrNull(r.breakevenTasksPerMonth) } });
    }
    return QJsonObject { { L("size"), findField(u"task.size")->get(s, 0) }, { L("from_node"), t.fromNode },
        { L("input_tokens"), t.input.value() }, { L("output_tokens"), t.output.value() },
        { L("reasoning_tokens"), t.reasoning.value() }, { L("input_per_output"), t.inputPerOutput },
        { L("workload_input_per_output"), s.workload.inputPerOutput }, { L("matches_workload"), t.matchesWorkload },
        { L("max_accepted_tasks_per_month"),
            t.maxAcceptedTasksPerMonth ? QJsonValue(*t.maxAcceptedTasksPerMonth) : QJsonValue() },
        { L("node_output_tokens_per_task"),
            t.nodeOutputPerTask ? QJsonValue(t.nodeOutputPerTask->value()) : QJsonValue() },
        { L("acceptance_api"), s.workload.acceptanceApi }, { L("acceptance_self"), s.workload.acceptanceSelf },
        { L("task_minutes"), s.workload.taskMinutes ? QJsonValue(*s.workload.taskMinutes) : QJsonValue() },
        { L("self_host_accepted_tasks_per_month"),
            t.acceptedTasksPerMonth ? QJsonValue(*t.acceptedTasksPerMonth) : QJsonValue() },
        { L("self_host_cost_per_accepted_task_usd"),
            t.selfHostPerAcceptedTask ? QJsonValue(t.selfHostPerAcceptedTask->value()) : QJsonValue() },
        { L("offers"), perOffer } };
}

QString hybridStatusKey(HybridStatus status)
{
    switch (status) {
    case HybridStatus::Planned:
        return L("planned");
    case HybridStatus::NoProfile:
        return L("no-profile");
    case HybridStatus::NoOffer:
        return L("no-offer");
    case HybridStatus::ModelDoesNotFit:
        return L("model-does-not-fit");
    case HybridStatus::NoCapacity:
        return L("no-capacity");
    }
    return {};
}

QJsonValue hybridJson(const Scenario &s, const HybridPlan &plan)
{
    if (plan.status == HybridStatus::NoProfile)
        return QJsonValue();
    QJsonArray hoursOn;
    QJsonArray starts;
    for (const HybridNode &node : plan.nodes) {
        hoursOn.append(node.hoursOnPerDay);
        starts.append(node.startsPerDay);
    }
    QJsonArray perHour;
    for (std::size_t h = 0; h < plan.hours.size(); ++h) {
        const HybridHour &hour = plan.hours[h];
        perHour.append(QJsonObject { { L("hour"), static_cast<int>(h) }, { L("demand_tok_s"), hour.demandTokS },
            { L("nodes_on"), hour.nodesOn }, { L("self_hosted_tok_s"), hour.selfHostedTokS },
            { L("api_tok_s"), hour.apiTokS } });
    }
    QJsonObject offer;
    if (plan.offer)
        offer = { { L("provider"), s.offers[*plan.offer].provider }, { L("model"), s.offers[*plan.offer].model } };
    return QJsonObject { { L("status"), hybridStatusKey(plan.status) },
        { L("offer"), plan.offer ? QJsonValue(offer) : QJsonValue() },
        { L("api_price_per_mtok_usd"), plan.offer ? QJsonValue(inDollarsPerMtok(plan.apiPrice)) : QJsonValue() },
        { L("node_tok_s"), plan.nodeThroughput.value() },
        { L("node_cost_per_hour_on_usd"), inDollarsPerHour(plan.nodeOnRate) },
        { L("node_fixed_monthly_usd"), plan.nodeFixedMonthly.value() },
        { L("cold_start_minutes"), inHours(plan.coldStart) * 60.0 }, { L("nodes"), plan.nodeCount() },
        { L("hours_on_per_day"), hoursOn }, { L("starts_per_day"), starts },
        { L("demand_tokens_per_month"), plan.demandPerMonth.value() },
        { L("monthly_total_usd"), plan.monthlyTotal.value() },
        { L("self_hosted_monthly_usd"), plan.selfHostedMonthly.value() },
        { L("overhead_monthly_usd"), plan.overheadMonthly.value() }, { L("api_monthly_usd"), plan.apiMonthly.value() },
        { L("all_api_usd"), plan.allApi.value() },
        { L("all_self_host_usd"), plan.allSelfHost ? QJsonValue(plan.allSelfHost->value()) : QJsonValue() },
        { L("all_self_host_nodes"), plan.allSelfHostNodes }, { L("nodes_capped"), plan.nodesCapped },
        { L("plan"), perHour } };
}

QJsonObject decisionJson(const Decision &d)
{
    QJsonObject answers;
    QJsonArray questions;
    for (const DecisionAnswer &a : d.answers) {
        const QJsonValue holds = a.holds ? QJsonValue(*a.holds) : QJsonValue();
        answers.insert(questionKey(a.question), holds);
        questions.append(QJsonObject { { L("key"), questionKey(a.question) },
            { L("question"), questionText(a.question) }, { L("holds"), holds },
            { L("answered_by"), a.byModel ? L("model") : L("user") }, { L("explanation"), a.explanation } });
    }
    const auto optionalFlag = [](const std::optional<bool> &v) { return v ? QJsonValue(*v) : QJsonValue(); };
    const QJsonObject license { { L("agreement_needed"), optionalFlag(d.agreementNeeded) },
        { L("attribution_needed"), optionalFlag(d.attributionNeeded) },
        { L("maas_revenue_12m_threshold_usd"), licenseMaasRevenueUsd },
        { L("monthly_users_threshold"), licenseMonthlyUsers },
        { L("monthly_revenue_threshold_usd"), licenseMonthlyRevenueUsd } };
    QJsonValue plan;
    if (d.plan)
        plan = QJsonObject { { L("gpu"), d.plan->gpu }, { L("gpus"), d.plan->gpus }, { L("nodes"), d.plan->nodes },
            { L("replicas"), d.plan->replicas }, { L("billing"), planBillingKey(d.plan->billing) },
            { L("evidence"), capacityEvidenceKey(d.plan->evidence) },
            { L("monthly_total_usd"), d.plan->monthlyTotalUsd },
            { L("saves_usd"), d.planSavesUsd ? QJsonValue(*d.planSavesUsd) : QJsonValue() }, { L("text"), d.planText },
            { L("price_note"), d.planPriceNote.isEmpty() ? QJsonValue() : QJsonValue(d.planPriceNote) } };
    return QJsonObject { { L("recommendation"), recommendationKey(d.recommendation) },
        { L("reasons"), QJsonArray::fromStringList(d.reasons) }, { L("plan"), plan }, { L("answers"), answers },
        { L("questions"), questions }, { L("license"), license }, { L("volume_per_month"), d.volumePerMonth },
        { L("breakeven_volume_per_month"), d.breakevenVolume ? QJsonValue(*d.breakevenVolume) : QJsonValue() } };
}

QStringList decisionText(const Decision &d)
{
    QStringList out;
    out << L("Recommendation: %1").arg(recommendationText(d.recommendation));
    for (const QString &reason : d.reasons)
        out << L("  - %1").arg(terminalText(reason));
    out << L("The five questions (self-hosting is worth it where at least one holds):");
    for (const DecisionAnswer &a : d.answers) {
        const QString answer = !a.holds ? L("unanswered") : *a.holds ? L("yes") : L("no");
        out << L("  %1. %2 %3 (%4)")
                   .arg(static_cast<int>(a.question) + 1)
                   .arg(questionText(a.question), answer, a.byModel ? L("the model") : L("your answer"));
        if (!a.explanation.isEmpty())
            out << L("     %1").arg(terminalText(a.explanation));
    }
    const auto flag = [](const std::optional<bool> &v) { return !v ? L("not stated") : *v ? L("yes") : L("no"); };
    out << L("License: agreement with Moonshot needed (MaaS over $20M revenue in 12 months): %1; visible attribution "
             "needed (over 100M monthly users or $20M monthly revenue): %2")
               .arg(flag(d.agreementNeeded), flag(d.attributionNeeded));
    return out;
}

QStringList hybridText(const Scenario &s, const HybridPlan &plan)
{
    QStringList out;
    if (plan.status == HybridStatus::NoProfile)
        return out;
    const QLocale &loc = textLocale();
    out << L("Hybrid (the day's demand profile):");
    switch (plan.status) {
    case HybridStatus::NoOffer:
        out << L("  no offer is enabled: there is nothing to send the overflow to");
        return out;
    case HybridStatus::ModelDoesNotFit:
        out << L("  the model does not fit the node: all on the API, %1 a month").arg(formatUsd(plan.allApi.value()));
        return out;
    case HybridStatus::NoCapacity:
        out << L("  the node produces nothing: all on the API, %1 a month").arg(formatUsd(plan.allApi.value()));
        return out;
    case HybridStatus::NoProfile:
    case HybridStatus::Planned:
        break;
    }
    QStringList hours;
    for (const HybridNode &node : plan.nodes)
        hours << loc.toString(node.hoursOnPerDay, 'f', 2);
    out << L("  plan                            %1%2, overflow to %3 at %4 per output Mtok")
               .arg(nodeCount(plan.nodeCount(), loc),
                   hours.isEmpty() ? QString() : L(" on %1 h a day (cold starts included)").arg(hours.join(L(" + "))),
                   terminalText(s.offers[*plan.offer].displayName()), formatUsd(inDollarsPerMtok(plan.apiPrice)));
    out << L("  monthly total                   %1 (nodes %2, overheads %3, API %4)")
               .arg(formatUsd(plan.monthlyTotal.value()), formatUsd(plan.selfHostedMonthly.value()),
                   formatUsd(plan.overheadMonthly.value()), formatUsd(plan.apiMonthly.value()));
    out << L("  all on the API                  %1").arg(formatUsd(plan.allApi.value()));
    out << L("  all self-hosted                 %1 (%2 always on, %3 tok/s each)")
               .arg(plan.allSelfHost ? formatUsd(plan.allSelfHost->value()) : L("none"),
                   nodeCount(plan.allSelfHostNodes, loc), loc.toString(plan.nodeThroughput.value(), 'f', 0));
    QStringList row;
    for (const HybridHour &hour : plan.hours)
        row << L("%1/%2").arg(loc.toString(hour.demandTokS, 'f', 0)).arg(hour.nodesOn);
    out << L("  per hour 0-23 (demand tok/s / nodes on): %1").arg(row.join(L(" ")));
    return out;
}

QString reportText(const Scenario &s, const Evaluation &e, const MonteCarloResult *uncertainty, const QString &alsoIn)
{
    return reportText(s, computeResults(s, e), uncertainty, alsoIn);
}

QString reportText(
    const Scenario &s, const Results &results, const MonteCarloResult *uncertainty, const QString &alsoIn)
{
    const Evaluation &e = results.evaluation;
    const SelfHostResult &sh = e.selfHost;
    const QLocale &loc = textLocale();
    // Money in USD, followed by the asked currency (or the preset's own) when that is another one.
    const QString second = alsoIn.isEmpty() ? s.currency : alsoIn;
    const auto money = [&](double usd) {
        const QString text = formatUsd(usd);
        const std::optional<double> own = s.fromUsd(usd, second);
        if (second == QLatin1String("USD") || !own)
            return text;
        return L("%1 (%2 %3)").arg(text, second, fixed(*own, 2));
    };
    QStringList out;
    // The answer first, word for word as the JSON report's and the window's.
    out << terminalText(results.answer.headline);
    if (!results.answer.cheaperPlan.isEmpty())
        out << terminalText(results.answer.cheaperPlan);
    if (!results.answer.volumeNote.isEmpty())
        out << terminalText(results.answer.volumeNote);
    out << QString();
    // Names come from the file: printed to a terminal, control characters are replaced.
    const QString name = terminalText(s.name);
    out << name;
    out << QString(name.size(), QLatin1Char('='));
    const HybridPlan &plan = results.hybrid;
    out << decisionText(results.decision);
    out << QString();
    out << L("Self-hosted (%1x %2, %3)")
               .arg(s.hardware.count)
               .arg(terminalText(s.hardware.gpu), s.cost.mode == CostMode::Rent ? L("rented") : L("bought"));
    const Feasibility &f = e.feasibility;
    if (f.feasible()) {
        out << L("  feasibility                     feasible: the model fits; %1")
                   .arg(f.capacityChecked ? L("%1 tok/s is within the hardware's %2 tok/s")
                                                .arg(loc.toString(f.throughput.value(), 'f', 0),
                                                    loc.toString(f.capacity.value(), 'f', 0))
                                          : L("capacity not checked (the preset gives no maximum throughput)"));
    } else {
        out << L("  feasibility                     NOT FEASIBLE, so no saving is claimed:");
        for (const QString &reason : feasibilityReasons(s, e))
            out << L("    - %1").arg(terminalText(reason));
    }
    if (const std::optional<QString> note = otherGpuNote(s))
        out << L("  warning: %1: the capacity check rests on another GPU's figures").arg(terminalText(*note));
    else if (const std::optional<QString> estimated = estimatedNote(s))
        out << L("  note: %1: the capacity check rests on an estimate, not a measurement")
                   .arg(terminalText(*estimated));
    out << L("  hardware per provisioned hour   %1")
               .arg(sh.hardwarePerProvisionedHour ? money(inDollarsPerHour(*sh.hardwarePerProvisionedHour))
                                                  : L("none (no hour on)"));
    if (s.cost.mode == CostMode::Buy)
        out << L("    (depreciation accrues all %1 h of the month, power only while the node is on)")
                   .arg(loc.toString(s.cost.hoursPerMonth, 'f', 0));
    out << L("  redundancy                      %1x hardware cost (a cold spare: it adds cost, not capacity)")
               .arg(loc.toString(s.cost.redundancy, 'f', 2));
    out << L("  monthly cost                    %1").arg(money(sh.monthlyCost.value()));
    if (s.cost.mode == CostMode::Buy)
        out << L("    depreciation / power          %1 / %2")
                   .arg(money(sh.depreciationMonthly.value()), money(sh.powerMonthly.value()));
    if (sh.maintenanceMonthly.value() > 0)
        out << L("    maintenance                   %1").arg(money(sh.maintenanceMonthly.value()));
    if (sh.overheadMonthly.value() > 0)
        out << L("    overheads                     %1").arg(money(sh.overheadMonthly.value()));
    if (sh.staffMonthly.value() > 0)
        out << L("    staff                         %1").arg(money(sh.staffMonthly.value()));
    out << L("  provisioned / productive hours  %1 / %2")
               .arg(loc.toString(inHours(sh.provisioned), 'f', 1), loc.toString(inHours(sh.productive), 'f', 1));
    const double t = f.throughput.value();
    out << L("  throughput                      %1 tok/s while in use (%2 % of the provisioned hours)")
               .arg(t < 0.1 ? loc.toString(t, 'g', 3) : loc.toString(t, 'f', 1),
                   loc.toString(s.operation.utilization * 100, 'f', 0));
    out << L("  output tokens per month         %1").arg(count(sh.outputPerMonth.value()));
    out << L("  cost per output Mtok            %1")
               .arg(sh.costPerOutputToken ? money(inDollarsPerMtok(*sh.costPerOutputToken))
                                          : L("never (nothing produced)"));
    if (sh.acceptedTasksPerMonth)
        out << L("  accepted tasks per month        %1 (%2 sessions, %3 min per task, %4% solved): %5 per task")
                   .arg(loc.toString(*sh.acceptedTasksPerMonth, 'f', 0))
                   .arg(loc.toString(e.capacity.sessions(), 'f', 0))
                   .arg(loc.toString(*s.workload.taskMinutes, 'g', 6),
                       loc.toString(s.workload.acceptanceSelf * 100, 'g', 4),
                       sh.costPerAcceptedTask ? money(sh.costPerAcceptedTask->value()) : L("never"));
    const MemoryFit &m = e.memory;
    out << L("  memory                          %1 GB needed, %2 GB usable of %3 GB: %4")
               .arg(loc.toString(inGigabytes(m.needed), 'f', 1), loc.toString(inGigabytes(m.usable), 'f', 1),
                   loc.toString(inGigabytes(m.installed), 'f', 1),
                   m.fits ? L("fits, %1 GB headroom").arg(loc.toString(inGigabytes(m.headroom), 'f', 1))
                          : L("short by %1 GB").arg(loc.toString(-inGigabytes(m.headroom), 'f', 1)));
    out << L("    reserve / c_max / nodes       %1 GB runtime reserve; at most %2 sequences of this context fit; %3%4")
               .arg(loc.toString(inGigabytes(m.reserve), 'f', 1), loc.toString(m.cMax), nodeCount(m.nodes, loc),
                   m.replicaNodes > 1 ? L(" (the network between nodes is not modelled)") : QString());
    out << L("    replicas                      %1 of %2 GPUs (%3 each), each serving on its own; memory and "
             "c_max are per replica")
               .arg(loc.toString(m.replicas), loc.toString(m.gpusPerReplica), nodeCount(m.replicaNodes, loc));
    out << L("    GPUs for the weights alone    %1 (installed memory against the weights, as the articles count); %2 "
             "with the KV cache, state and reserve")
               .arg(loc.toString(m.gpusForWeights), loc.toString(m.gpusNeeded));
    if (m.rawShort.value() > 0.0)
        out << L("    raw shortfall                 %1 GB: the weights alone exceed the installed memory")
                   .arg(loc.toString(inGigabytes(m.rawShort), 'f', 1));
    if (m.dequantizationWarning)
        out << L("  warning: MXFP4 weights on a GPU without native MXFP4 (runtime dequantization)");
    const CapacityResult &cap = e.capacity;
    if (cap.evidence) {
        if (cap.replicas > 1)
            out << L("  capacity of one replica         T_max %1 tok/s; %2 replicas sustain the total below")
                       .arg(loc.toString(cap.tMaxPerReplica.value(), 'f', 0), loc.toString(cap.replicas));
        out << L("  capacity                        T_max %1 tok/s at concurrency %2 (%3 throughput; %4 decode "
                 "points, prefill %5, self-hosted prefix hit %6 %)")
                   .arg(loc.toString(cap.tMax.value(), 'f', 0), loc.toString(cap.tMaxConcurrency),
                       cap.modelled ? L("modelled") : L("measured"),
                       loc.toString(static_cast<qlonglong>(s.hardware.decodePoints.size())),
                       s.hardware.prefillInputTokS
                           ? L("%1 input tok/s").arg(loc.toString(*s.hardware.prefillInputTokS, 'f', 0))
                           : L("not modelled"),
                       loc.toString(s.operation.selfHostPrefixHit * 100, 'g', 4));
        out << L("  per-user speed                  %1%2")
                   .arg(perUserSpeedText(s, cap), cap.beyondMeasurements ? L(" (beyond the measurements)") : QString());
        if (const std::optional<QString> note = otherGpuNote(s))
            out << L("  capacity evidence               other-gpu: %1 (confirm it, or type or import figures for "
                     "this GPU)")
                       .arg(terminalText(*note));
        else if (const std::optional<QString> estimated = estimatedNote(s))
            out << L("  capacity evidence               estimated: %1 (docs/model.md, \"Estimated capacity\")")
                       .arg(terminalText(*estimated));
        else
            out << L("  capacity evidence               %1 on %2")
                       .arg(capacityEvidenceKey(capacityEvidence(s)), terminalText(s.hardware.capacityGpu()));
    } else {
        out << L("  capacity                        not known (no decode points and no maximum throughput)");
    }
    if (const std::optional<QString> latency = latencyText(s, cap))
        out << L("  latency targets                 %1").arg(*latency);
    out << QString();
    out << L("Workload: %1 input tokens per output token, %2% cache hits")
               .arg(loc.toString(s.workload.inputPerOutput, 'g', 6), loc.toString(s.workload.cacheHit * 100, 'g', 6));
    if (const std::optional<QString> team = teamDemandText(s))
        out << L("Demand: %1").arg(*team);
    out << QString();
    // The break-even table: the columns of core/present/offercolumns.h, as the window, the PDF and the CSV show them.
    const MoneyIn usd { L("USD"), [](double v) { return v; }, loc };
    QStringList head;
    for (const OfferColumn &column : offerColumns())
        head << columnHeader(column);
    QList<QStringList> rows { head };
    for (std::size_t i = 0; i < s.offers.size(); ++i) {
        const OfferRow row { s, e, i, uncertainty };
        QStringList cells;
        for (const OfferColumn &column : offerColumns())
            cells << terminalText(column.text(row, usd));
        if (!s.offers[i].enabled)
            cells.first() += L(" (off)");
        rows << cells;
    }
    QList<int> widths(head.size(), 0);
    for (const QStringList &row : rows)
        for (qsizetype c = 0; c < row.size(); ++c)
            widths[c] = std::max(widths[c], static_cast<int>(row[c].size()));
    for (const QStringList &row : rows) {
        QString line;
        for (qsizetype c = 0; c < row.size(); ++c)
            line += pad(row[c], widths[c] + 2);
        out << line.trimmed();
    }
    if (cap.evidence) {
        out << QString();
        out << L("Fastest per-user speed at which self-hosting still beats each offer:");
        const std::vector<std::optional<double>> speeds = perUserSpeedsStillCheaper(s, e);
        for (std::size_t i = 0; i < s.offers.size(); ++i)
            out << L("  %1  %2")
                       .arg(terminalText(s.offers[i].displayName()),
                           speeds[i] ? L("%1 tok/s per user").arg(loc.toString(*speeds[i], 'f', 1)) : L("never"));
    }
    if (const QStringList hybrid = hybridText(s, plan); !hybrid.isEmpty()) {
        out << QString();
        out << hybrid;
    }
    out << QString();
    out << billText(s, results, alsoIn);
    const QStringList stale = stalePriceLines(s, today());
    if (!stale.isEmpty()) {
        out << QString();
        out << L("Prices older than %1 days on %2 (check the provider's current price):")
                   .arg(stalePriceDays)
                   .arg(today().toString(Qt::ISODate));
        for (const QString &line : stale)
            out << L("  %1").arg(terminalText(line));
    }
    const QStringList edited = userEditedOffers(s);
    if (!edited.isEmpty()) {
        out << QString();
        out << L("Figures changed by the user from the preset's sources:");
        for (const QString &line : edited)
            out << L("  %1").arg(line);
    }
    // Every input, from the parameter registry (a new parameter appears here by itself).
    out << QString();
    out << L("Assumptions (* the format's default: the preset does not state it):");
    const std::vector<Assumption> inputs = assumptions(s, loc);
    qsizetype labelWidth = 0;
    for (const Assumption &a : inputs)
        labelWidth = std::max(labelWidth, terminalText(a.label).size());
    ParamGroup group = inputs.empty() ? ParamGroup::General : inputs.front().group;
    for (const Assumption &a : inputs) {
        if (a.group != group || &a == &inputs.front())
            out << L("  %1").arg(groupLabel(a.group));
        group = a.group;
        QString line = L("    %1  %2%3")
                           .arg(pad(terminalText(a.label), static_cast<int>(labelWidth)), terminalText(a.value),
                               a.defaulted ? L(" *") : QString());
        if (!a.range.isEmpty())
            line += L("  (sources: %1)").arg(terminalText(a.range));
        out << line;
    }
    return out.join(QLatin1Char('\n')) + QLatin1Char('\n');
}

QString billText(const Scenario &s, const Results &results, const QString &alsoIn)
{
    const Evaluation &e = results.evaluation;
    const BillResult &b = results.bill;
    const TaskSummary &t = results.task;
    const SelfHostResult &sh = e.selfHost;
    const QLocale &loc = textLocale();
    const QString second = alsoIn.isEmpty() ? s.currency : alsoIn;
    const auto money = [&](double usd, int decimals = 0) {
        const QString text = formatUsd(usd);
        const std::optional<double> own = s.fromUsd(usd, second);
        if (second == QLatin1String("USD") || !own)
            return text;
        return L("%1 (%2 %3)").arg(text, second, fixed(*own, decimals));
    };
    QStringList out;
    if (s.horizon.apiPriceDecline > 0.0)
        out << L("The whole bill, per month and over %1 years (API prices falling %2 % a year)")
                   .arg(loc.toString(s.horizon.years, 'g', 4), loc.toString(s.horizon.apiPriceDecline * 100, 'g', 4));
    else
        out << L("The whole bill, per month and over %1 years").arg(loc.toString(s.horizon.years, 'g', 4));
    if (b.staffIncluded)
        out << L("  staff                           %1 FTE x %2 = %3 a month")
                   .arg(loc.toString(s.cost.staff.fte, 'g', 6),
                       money(s.toUsd(s.cost.staff.costPerFteMonth).value_or(0.0)), money(b.staffMonthly.value()));
    else
        out << L("  staff                           %1").arg(noStaffNote());
    if (s.cost.mode == CostMode::Rent) {
        const Billing &billing = s.cost.billing;
        switch (billing.mode) {
        case BillingMode::Hourly:
            out << L("  billing                         hourly: %1 for the hours on")
                       .arg(money(b.hoursOnMonthly.value()));
            break;
        case BillingMode::Committed:
            out << L("  billing                         committed for %1 months at a minimum of %2 a month: %3 (the "
                     "hours on would cost %4)")
                       .arg(loc.toString(billing.termMonths, 'f', 0),
                           money(s.toUsd(billing.minimumMonthly).value_or(0.0)),
                           b.minimumBinds ? L("the minimum binds") : L("the hours on cost at least that"),
                           money(b.hoursOnMonthly.value()));
            out << L("    whole term / owed after the horizon  %1 / %2")
                       .arg(money(b.commitmentTotal.value()), money(b.owedBeyondHorizon.value()));
            if (const std::optional<QString> note = otherGpuMinimumNote(s))
                out << L("  warning: %1: check the minimum, or type this GPU's").arg(terminalText(*note));
            break;
        case BillingMode::Spot:
            out << L("  billing                         spot: %1 for the hours on, %2 % of the productive hours "
                     "interrupted")
                       .arg(money(b.hoursOnMonthly.value()), loc.toString(s.cost.spotInterruption * 100, 'g', 4));
            break;
        }
    } else {
        const BuyCost &buy = s.cost.buy;
        out << L("  financing                       capital %1 a month (straight line %2) at %3 % a year, %4 % "
                 "residual value; maintenance %5 a month")
                   .arg(money(b.capitalMonthly.value()), money(b.straightLineMonthly.value()),
                       loc.toString(buy.costOfCapital * 100, 'g', 4), loc.toString(buy.residualValue * 100, 'g', 4),
                       money(b.maintenanceMonthly.value()));
    }
    out << L("  monthly total                   %1 = hardware %2 + overheads %3 + staff %4")
               .arg(money(sh.monthlyCost.value()), money(sh.hardwareMonthly.value()), money(sh.overheadMonthly.value()),
                   money(sh.staffMonthly.value()));
    out << L("  over %1 months: self-hosting %2; the API at %3 % of today's prices on average")
               .arg(loc.toString(b.months), money(b.selfHostTotal.value()), loc.toString(b.priceFactor * 100, 'f', 1));
    for (std::size_t i = 0; i < s.offers.size() && i < b.offers.size(); ++i) {
        if (!s.offers[i].enabled)
            continue;
        const OfferHorizon &h = b.offers[i];
        QString tput = h.breakevenThroughput && std::isfinite(h.breakevenThroughput->value())
            ? L("%1 tok/s").arg(loc.toString(h.breakevenThroughput->value(), 'f', 0))
            : L("never");
        const Feasibility &f = e.feasibility;
        if (h.breakevenThroughput && f.capacityChecked && *h.breakevenThroughput > f.capacity)
            tput = L("%1 (beyond this hardware's %2 tok/s)").arg(tput, loc.toString(f.capacity.value(), 'f', 0));
        out << L("    %1: API %2; break-even over the horizon %3, %4 output / month; payback %5")
                   .arg(terminalText(s.offers[i].displayName()), money(h.apiTotal.value()), tput,
                       count(h.breakevenOutput.value()),
                       h.paybackMonth ? L("in month %1").arg(*h.paybackMonth) : L("never"));
    }
    out << QString();
    out << L("Task, like for like: %1 input, %2 output%3 tokens per attempt (%4)")
               .arg(count(t.input.value()), count(t.output.value()),
                   t.reasoning.value() > 0 ? L(" + %1 reasoning").arg(count(t.reasoning.value())) : QString(),
                   t.fromNode
                       ? L("the node's output per task at %1 sessions").arg(loc.toString(e.capacity.sessions(), 'f', 0))
                       : L("as stated"));
    if (!t.matchesWorkload)
        out << L("  note: the task has %1 input tokens per output token, the workload %2: the per-token columns use "
                 "the workload, the Request, Accepted task and Break-even tasks columns the task")
                   .arg(loc.toString(t.inputPerOutput, 'g', 4), loc.toString(s.workload.inputPerOutput, 'g', 4));
    if (t.selfHostPerAcceptedTask)
        out << L("  self-hosted                     %1 per accepted task (%2 accepted tasks a month)")
                   .arg(money(t.selfHostPerAcceptedTask->value(), 2), loc.toString(*t.acceptedTasksPerMonth, 'f', 0));
    else
        out << L("  self-hosted                     per task not known (the preset gives no minutes per task)");
    for (std::size_t i = 0; i < s.offers.size() && i < e.offers.size(); ++i) {
        if (!s.offers[i].enabled)
            continue;
        const OfferResult &r = e.offers[i];
        out << L("    %1: %2 per accepted task; break-even %3 tasks / month")
                   .arg(terminalText(s.offers[i].displayName()), money(r.acceptedTaskCost.value(), 2),
                       std::isfinite(r.breakevenTasksPerMonth) ? count(r.breakevenTasksPerMonth) : L("never"));
    }
    return out.join(QLatin1Char('\n'));
}

namespace {

/// \a value with every number multiplied by \a rate (null stays null).
QJsonValue scaled(const QJsonValue &value, double rate)
{
    if (value.isDouble())
        return value.toDouble() * rate;
    if (value.isArray()) {
        QJsonArray out;
        for (const QJsonValue &v : value.toArray())
            out.append(scaled(v, rate));
        return out;
    }
    if (value.isObject()) {
        QJsonObject out = value.toObject();
        for (auto it = out.begin(); it != out.end(); ++it)
            it.value() = scaled(it.value(), rate);
        return out;
    }
    return value;
}

/// \a value with each key "x_usd" renamed "x_<suffix>" and its numbers multiplied by \a rate; the
/// tornado's output (a money key as a value) and its figures follow.
QJsonValue inCurrency(const QJsonValue &value, double rate, const QString &suffix)
{
    if (value.isArray()) {
        QJsonArray out;
        for (const QJsonValue &v : value.toArray())
            out.append(inCurrency(v, rate, suffix));
        return out;
    }
    if (!value.isObject())
        return value;
    const QJsonObject in = value.toObject();
    const QLatin1String usd("_usd");
    const QString output = in.value(L("tornado_output")).toString();
    const bool moneyTornado = output.endsWith(usd);
    QJsonObject out;
    for (auto it = in.begin(); it != in.end(); ++it) {
        const QString &key = it.key();
        if (key.endsWith(usd))
            out.insert(key.left(key.size() - usd.size()) + suffix, scaled(it.value(), rate));
        else if (moneyTornado && key == QLatin1String("tornado_output"))
            out.insert(key, output.left(output.size() - usd.size()) + suffix);
        else if (moneyTornado && key == QLatin1String("tornado_base"))
            out.insert(key, scaled(it.value(), rate));
        else if (moneyTornado && key == QLatin1String("tornado")) {
            QJsonArray bars;
            for (const QJsonValue &bar : it.value().toArray()) {
                QJsonObject b = bar.toObject();
                for (const char *k : { "output_at_low", "output_at_high" })
                    b.insert(QLatin1String(k), scaled(b.value(QLatin1String(k)), rate));
                bars.append(b);
            }
            out.insert(key, bars);
        } else
            out.insert(key, inCurrency(it.value(), rate, suffix));
    }
    return out;
}

} // namespace

QJsonObject reportInCurrency(const QJsonObject &report, const Scenario &scenario, const QString &currency)
{
    const std::optional<double> rate = scenario.fxRate(currency);
    if (!rate || currency == QLatin1String("USD"))
        return report;
    QJsonObject out = inCurrency(report, *rate, QLatin1Char('_') + currency.toLower()).toObject();
    out.insert(L("currency"), QJsonObject { { L("code"), currency }, { L("rate"), *rate } });
    return out;
}

QString sensitivityKey(SensitivityOutput output)
{
    switch (output) {
    case SensitivityOutput::MonthlySaving:
        break;
    case SensitivityOutput::CostPerOutputMtok:
        return L("cost_per_output_mtok_usd");
    case SensitivityOutput::BreakevenThroughput:
        return L("breakeven_throughput_tok_s");
    }
    return L("monthly_saving_usd");
}

namespace {

/// \a v, or null when it has no finite value.
QJsonValue finite(double v) { return std::isfinite(v) ? QJsonValue(v) : QJsonValue(); }

QJsonObject quantilesJson(const Quantiles &q)
{
    return { { L("p10"), finite(q.p10) }, { L("p50"), finite(q.p50) }, { L("p90"), finite(q.p90) } };
}

/// A percentile in the text report: the figure, "never" when infinite, "none" without a value.
QString percentileText(double v, const std::function<QString(double)> &figure)
{
    if (std::isnan(v))
        return L("none");
    if (!std::isfinite(v))
        return L("never");
    return figure(v);
}

QString percentilesText(const Quantiles &q, const std::function<QString(double)> &figure)
{
    return L("P10 %1, P50 %2, P90 %3")
        .arg(percentileText(q.p10, figure), percentileText(q.p50, figure), percentileText(q.p90, figure));
}

QString share(double p) { return L("%1 %").arg(fixed(p * 100.0, 0)); }

} // namespace

QJsonObject uncertaintyJson(const Scenario &s, const MonteCarloResult &r, const Tornado &t)
{
    QJsonArray offers;
    for (std::size_t i = 0; i < r.offers.size() && i < s.offers.size(); ++i) {
        const OfferUncertainty &u = r.offers[i];
        offers.append(QJsonObject { { L("provider"), s.offers[i].provider }, { L("model"), s.offers[i].model },
            { L("p_self_host_cheaper"), u.pSelfHostCheaper },
            { L("breakeven_throughput_tok_s"), quantilesJson(u.breakevenThroughput) },
            { L("breakeven_output_tokens_per_month"), quantilesJson(u.breakevenOutput) },
            { L("monthly_saving_usd"), quantilesJson(u.monthlySaving) } });
    }
    QJsonArray bars;
    for (const TornadoBar &b : t.bars) {
        bars.append(QJsonObject { { L("path"), b.path }, { L("low"), b.low }, { L("high"), b.high },
            { L("output_at_low"), finite(b.outputAtLow) }, { L("output_at_high"), finite(b.outputAtHigh) },
            { L("low_limit"), b.lowLimit ? QJsonValue(*b.lowLimit) : QJsonValue() },
            { L("high_limit"), b.highLimit ? QJsonValue(*b.highLimit) : QJsonValue() } });
    }
    QJsonArray paths;
    for (const QString &p : r.paths)
        paths.append(p);
    return QJsonObject { { L("samples"), r.samples }, { L("seed"), static_cast<double>(r.seed) },
        { L("ranged"), paths }, { L("cost_per_output_mtok_usd"), quantilesJson(r.costPerOutputMtok) },
        { L("monthly_cost_usd"), quantilesJson(r.monthlyCost) }, { L("p_feasible"), r.pFeasible },
        { L("offers"), offers }, { L("tornado_output"), sensitivityKey(t.output) },
        { L("tornado_offer"),
            t.offer && *t.offer < s.offers.size() ? QJsonValue(static_cast<double>(*t.offer)) : QJsonValue() },
        { L("tornado_base"), finite(t.base) }, { L("tornado"), bars } };
}

QString uncertaintyText(const Scenario &s, const MonteCarloResult &r, const Tornado &t)
{
    const QLocale &loc = textLocale();
    QStringList out;
    out << L("How sure");
    out << L("--------");
    if (r.paths.empty()) {
        out << L("  The preset gives no ranges: every figure above is a single point.");
        return out.join(QLatin1Char('\n')) + QLatin1Char('\n');
    }
    out << L("  %1 samples (seed %2) of the ranges of %3")
               .arg(loc.toString(r.samples), QString::number(r.seed),
                   QStringList(r.paths.begin(), r.paths.end()).join(L(", ")));
    const auto usd = [](double v) { return formatUsd(v); };
    // A saving in words, never a bare negative amount (#13): "API cheaper by $39,039".
    const MoneyIn dollars { L("USD"), [](double v) { return v; }, loc };
    const auto saving = [&](double v) { return savingWords(v, dollars); };
    const auto tokS = [&](double v) { return L("%1 tok/s").arg(loc.toString(v, 'f', 0)); };
    out << L("  feasible in %1 of the samples").arg(share(r.pFeasible));
    out << L("  cost per output Mtok            %1").arg(percentilesText(r.costPerOutputMtok, usd));
    out << L("  monthly cost                    %1").arg(percentilesText(r.monthlyCost, usd));
    for (std::size_t i = 0; i < r.offers.size() && i < s.offers.size(); ++i) {
        if (!s.offers[i].enabled)
            continue;
        const OfferUncertainty &u = r.offers[i];
        out << L("  %1: self-hosting feasible and cheaper in %2 of the samples")
                   .arg(terminalText(s.offers[i].displayName()), share(u.pSelfHostCheaper));
        out << L("    break-even throughput         %1").arg(percentilesText(u.breakevenThroughput, tokS));
        out << L("    monthly saving (if feasible)  %1").arg(percentilesText(u.monthlySaving, saving));
    }
    if (!t.bars.empty() && t.offer && *t.offer < s.offers.size()) {
        const TornadoBar &top = t.bars.front();
        const auto outputText = [&](double v) {
            return percentileText(
                v, [&](double x) { return t.output == SensitivityOutput::BreakevenThroughput ? tokS(x) : saving(x); });
        };
        // Each end as the assumptions list gives the parameter ("USD 5.90", "25 %"); an end beyond
        // feasibility at the limit, and says so.
        const std::optional<ParamRef> ref = resolveParameter(s, top.path);
        const auto valueText = [&](double value) {
            if (!ref)
                return loc.toString(value, 'g', 6);
            Scenario at = s;
            ref->set(at, value);
            return parameterValueText(*ref->parameter, at, ref->index, loc);
        };
        const auto end = [&](double value, const std::optional<double> &limit) {
            return limit ? L("%1 (not feasible beyond)").arg(valueText(*limit)) : valueText(value);
        };
        const QString what = t.output == SensitivityOutput::BreakevenThroughput ? L("the break-even throughput")
            : t.output == SensitivityOutput::CostPerOutputMtok                  ? L("the cost per output Mtok")
                                                                                : L("the monthly saving");
        out << L("  hinges most on %1 (%2): %3 from %4 at %5 to %6 at %7 (against %8)")
                   .arg(ref ? terminalText(format::midSentence(ref->parameter->plainLabel())) : top.path, top.path,
                       what, outputText(top.outputAtLow), end(top.low, top.lowLimit), outputText(top.outputAtHigh),
                       end(top.high, top.highLimit), terminalText(s.offers[*t.offer].displayName()));
    }
    return out.join(QLatin1Char('\n')) + QLatin1Char('\n');
}

} // namespace breakeven
