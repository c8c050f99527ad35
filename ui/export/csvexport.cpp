#include "csvexport.h"

#include "bill.h"

#include "atomicwrite.h"
#include "chartexport.h"
#include "charts/chartregistry.h"
#include "decision.h"
#include "format.h"
#include "hybrid.h"
#include "offercolumns.h"
#include "report.h"
#include "uncertaintyresult.h"

#include <QCoreApplication>
#include <QStringList>

#include <cmath>

namespace breakeven {

namespace {

QString field(const QString &text)
{
    if (!text.contains(QLatin1Char(',')) && !text.contains(QLatin1Char('"')) && !text.contains(QLatin1Char('\n')))
        return text;
    QString quoted = text;
    quoted.replace(QStringLiteral("\""), QStringLiteral("\"\""));
    return QLatin1Char('"') + quoted + QLatin1Char('"');
}

QString num(double v)
{
    if (!std::isfinite(v))
        return {};
    return QString::number(v, 'g', 12);
}

QString row(const QStringList &cells)
{
    QStringList out;
    for (const QString &c : cells)
        out << field(c);
    return out.join(QLatin1Char(',')) + QLatin1Char('\n');
}

} // namespace

QByteArray csvExport(const Scenario &s, const Evaluation &e, const QString &requestedCurrency)
{
    // One conversion for every figure and header (a currency without a rate: USD, named as such).
    const MoneyIn money = displayMoney(s, requestedCurrency, format::locale());
    const QString &currency = money.currency;
    const double rate = money.convert(1.0);
    QString out;

    // One table per chart kind (chartregistry.h), then the break-even table.
    const std::optional<UncertaintyResult> uncertainty = exportUncertainty(s, e);
    const ChartInput input { s, e, currency, uncertainty ? &*uncertainty : nullptr };
    for (const ChartKindInfo &chart : chartKinds()) {
        const ChartTable table = chart.table(input);
        out += row(table.header);
        for (const std::vector<double> &values : table.rows) {
            QStringList cells;
            for (double v : values)
                cells << num(v);
            out += row(cells);
        }
        out += QLatin1Char('\n');
    }

    // The break-even table, every offer.
    // The offer columns' keys and values (offercolumns.h), as in the JSON report.
    const auto key = [&](const char *id) { return columnKey(offerColumn(id), currency); };
    out += row({ QStringLiteral("provider"), QStringLiteral("model"), QStringLiteral("enabled"),
        key("price_per_output_mtok"), key("breakeven_throughput_tok_s"), QStringLiteral("breakeven_reachable"),
        key("breakeven_output_tokens_per_month"), key("breakeven_input_tokens_per_month"), key("monthly_api_cost"),
        key("monthly_saving"), QStringLiteral("cheaper"), QStringLiteral("self_host_monthly_cost_%1").arg(currency),
        QStringLiteral("self_host_cost_per_output_mtok_%1").arg(currency), key("breakeven_utilization"),
        QStringLiteral("feasible"), QStringLiteral("not_feasible_because"),
        QStringLiteral("max_per_user_tok_s_still_cheaper"), QStringLiteral("t_max_tok_s"), QStringLiteral("c_max"),
        QStringLiteral("nodes"), QStringLiteral("reserve_gb"), QStringLiteral("raw_short_gb"), key("p_self_host_cheaper"),
        QStringLiteral("p_feasible"),
        // The whole bill and the task (issue #12), as the JSON report's `bill` and `tasks`.
        QStringLiteral("staff_monthly_%1").arg(currency), QStringLiteral("staff_note"), QStringLiteral("billing_mode"),
        QStringLiteral("horizon_years"), QStringLiteral("api_price_decline"),
        QStringLiteral("horizon_breakeven_throughput_tok_s"),
        QStringLiteral("horizon_breakeven_output_tokens_per_month"),
        QStringLiteral("horizon_breakeven_tasks_per_month"), QStringLiteral("payback_month"),
        QStringLiteral("task_input_tokens"), QStringLiteral("task_output_tokens"),
        QStringLiteral("api_cost_per_accepted_task_%1").arg(currency),
        QStringLiteral("self_host_cost_per_accepted_task_%1").arg(currency),
        QStringLiteral("breakeven_tasks_per_month") });
    const BillResult bill = evaluateBill(s, e);
    const TaskSummary task = summarizeTask(s, e);
    const QString staffNote = bill.staffIncluded ? QString() : noStaffNote();
    const QString billing = s.cost.mode == CostMode::Rent ? billingModeKey(s) : QString();
    const auto finiteNum = [](double v) { return std::isfinite(v) ? num(v) : QString(); };
    // The capacity (MODEL.md section 7) and the memory fit, the same on every row, as in the JSON report.
    const std::vector<std::optional<double>> speeds = perUserSpeedsStillCheaper(s, e);
    const QString tMax = e.capacity.evidence ? num(e.capacity.tMax.value()) : QString();
    const double monthly = e.selfHost.monthlyCost.value() * rate;
    const QString feasible = e.feasibility.feasible() ? QStringLiteral("true") : QStringLiteral("false");
    const QString because = feasibilityReasons(s, e).join(QStringLiteral("; "));
    const QString selfPerMtok = e.selfHost.costPerOutputToken
        ? num(units::inDollarsPerMtok(*e.selfHost.costPerOutputToken) * rate)
        : QString();
    for (std::size_t i = 0; i < s.offers.size(); ++i) {
        const Offer &o = s.offers[i];
        const OfferResult &r = e.offers[i];
        const OfferRow offer { s, e, i, uncertainty ? &uncertainty->monteCarlo : nullptr };
        const auto value = [&](const char *id) {
            const std::optional<double> v = columnValue(offerColumn(id), offer, rate);
            return v ? num(*v) : QString();
        };
        out += row({ o.provider, o.model, o.enabled ? QStringLiteral("true") : QStringLiteral("false"),
            value("price_per_output_mtok"), value("breakeven_throughput_tok_s"),
            r.reachable ? QStringLiteral("true") : QStringLiteral("false"), value("breakeven_output_tokens_per_month"),
            value("breakeven_input_tokens_per_month"), value("monthly_api_cost"), value("monthly_saving"),
            cheaperKey(r.cheaper), num(monthly), selfPerMtok, value("breakeven_utilization"), feasible, because,
            speeds[i] ? num(*speeds[i]) : QString(), tMax, num(e.memory.cMax), num(e.memory.nodes),
            num(units::inGigabytes(e.memory.reserve)), num(units::inGigabytes(e.memory.rawShort)),
            value("p_self_host_cheaper"), offer.offerUncertainty() ? num(uncertainty->monteCarlo.pFeasible) : QString(),
            num(bill.staffMonthly.value() * rate), staffNote, billing, num(s.horizon.years),
            num(s.horizon.apiPriceDecline),
            bill.offers[i].breakevenThroughput ? finiteNum(bill.offers[i].breakevenThroughput->value()) : QString(),
            finiteNum(bill.offers[i].breakevenOutput.value()), finiteNum(bill.offers[i].breakevenTasksPerMonth),
            bill.offers[i].paybackMonth ? num(*bill.offers[i].paybackMonth) : QString(), num(task.input.value()),
            num(task.output.value() + task.reasoning.value()), num(r.acceptedTaskCost.value() * rate),
            task.selfHostPerAcceptedTask ? num(task.selfHostPerAcceptedTask->value() * rate) : QString(),
            finiteNum(r.breakevenTasksPerMonth) });
    }

    // The decision (MODEL.md section 9) and the hybrid plan (section 8), as key/value blocks, and
    // the plan's 24 hours.
    const HybridPlan plan = planHybrid(s, e);
    const Decision decision = decide(s, e, plan, format::fixedLocale(), currency, rate);
    out += QLatin1Char('\n');
    out += row({ QStringLiteral("decision"), QStringLiteral("value") });
    out += row({ QStringLiteral("recommendation"), recommendationKey(decision.recommendation) });
    for (const QString &reason : decision.reasons)
        out += row({ QStringLiteral("reason"), reason });
    const auto answer = [](const std::optional<bool> &v) {
        return !v ? QStringLiteral("unanswered") : *v ? QStringLiteral("true") : QStringLiteral("false");
    };
    for (const DecisionAnswer &a : decision.answers)
        out += row({ questionKey(a.question), answer(a.holds) });
    out += row({ QStringLiteral("license_agreement_needed"), answer(decision.agreementNeeded) });
    out += row({ QStringLiteral("license_attribution_needed"), answer(decision.attributionNeeded) });
    if (plan.status != HybridStatus::NoProfile) {
        QStringList hours;
        for (const HybridNode &node : plan.nodes)
            hours << num(node.hoursOnPerDay);
        out += QLatin1Char('\n');
        out += row({ QStringLiteral("hybrid"), QStringLiteral("value") });
        out += row({ QStringLiteral("status"), hybridStatusKey(plan.status) });
        out += row({ QStringLiteral("nodes"), num(plan.nodeCount()) });
        out += row({ QStringLiteral("hours_on_per_day"), hours.join(QLatin1Char(' ')) });
        out += row({ QStringLiteral("monthly_total_%1").arg(currency), num(plan.monthlyTotal.value() * rate) });
        out += row({ QStringLiteral("all_api_%1").arg(currency), num(plan.allApi.value() * rate) });
        out += row({ QStringLiteral("all_self_host_%1").arg(currency),
            plan.allSelfHost ? num(plan.allSelfHost->value() * rate) : QString() });
    }
    return out.toUtf8();
}

bool writeCsvExport(const Scenario &scenario, const Evaluation &evaluation, const QString &currency,
    const QString &path, QString *error)
{
    QString reason;
    if (!writeFileAtomically(path, csvExport(scenario, evaluation, currency), &reason)) {
        if (error)
            *error = QCoreApplication::translate("CsvExport", "cannot write \"%1\": %2").arg(path, reason);
        return false;
    }
    return true;
}

} // namespace breakeven
