#include "csvexport.h"

#include "bill.h"

#include "atomicwrite.h"
#include "chartexport.h"
#include "charts/chartregistry.h"
#include "decision.h"
#include "format.h"
#include "hybrid.h"
#include "offercolumns.h"
#include "offerlimits.h"
#include "parameters.h"
#include "report.h"
#include "results.h"
#include "uncertaintyresult.h"

#include <QCoreApplication>
#include <QDir>
#include <QLocale>
#include <QStringList>

#include <algorithm>
#include <cmath>

namespace breakeven {

namespace {

QString field(const QString &cell) { return format::csvField(cell); }

QString num(double v) { return format::csvNumber(v); }

QString row(const QStringList &cells)
{
    QStringList out;
    for (const QString &c : cells)
        out << field(c);
    return out.join(QLatin1Char(',')) + QLatin1Char('\n');
}

/// The messages' translation context.
class CsvExport {
    Q_DECLARE_TR_FUNCTIONS(CsvExport)
};

/// Writes \a files all or none (writeFilesAtomically()); on failure \a error names the file and why.
bool writeCsvFiles(const std::vector<FileToWrite> &files, QString *error)
{
    QString reason;
    QString failed;
    if (!writeFilesAtomically(files, &reason, &failed)) {
        if (error)
            *error = CsvExport::tr("cannot write \"%1\": %2").arg(failed, reason);
        return false;
    }
    return true;
}

bool writeCsv(const QByteArray &data, const QString &path, QString *error)
{
    return writeCsvFiles({ { path, data } }, error);
}

QString boolText(bool value) { return value ? QStringLiteral("true") : QStringLiteral("false"); }

/// Every field of the parameter registry (parameters.h) with its value in \a s: numbers in the
/// shortest form that reads back exactly, an absent optional one empty; text, flags and choices as
/// `--set` takes them.
CsvTable inputsTable(const Scenario &s)
{
    CsvTable table { QStringLiteral("inputs"),
        { QStringLiteral("path"), QStringLiteral("value"), QStringLiteral("unit"), QStringLiteral("currency"),
            QStringLiteral("low"), QStringLiteral("high") },
        {} };
    const auto shortest = [](double v) { return QString::number(v, 'g', QLocale::FloatingPointShortest); };
    for (const Parameter &p : parameters()) {
        for (std::size_t i = 0; i < p.count(s); ++i) {
            const std::optional<double> v = p.get(s, i);
            // A ranged parameter's bounds at its current value (they move with it, MODEL.md section 10).
            const Range *range = rangeOf(s, ParamRef { &p, i });
            table.rows.push_back({ p.path(i, &s), v ? shortest(*v) : QString(), p.fileUnit(), p.currencyOf(s, i),
                range ? shortest(range->low) : QString(), range ? shortest(range->high) : QString() });
        }
    }
    for (const Field &f : fields()) {
        for (std::size_t i = 0; i < f.count(s); ++i)
            table.rows.push_back({ f.path(i), f.get(s, i), QString(), QString(), QString(), QString() });
    }
    return table;
}

} // namespace

std::vector<CsvTable> csvTables(const Scenario &s, const Evaluation &e, const QString &requestedCurrency)
{
    // One conversion for every figure and header (a currency without a rate: USD, named as such).
    const MoneyIn money = displayMoney(s, requestedCurrency, format::locale());
    const QString &currency = money.currency;
    const double rate = money.convert(1.0);
    std::vector<CsvTable> tables;
    // Computed once for every table: the bill, the task, the plan and the decision (results.h).
    const Results results = computeResults(s, e, ResultsWording { Wording::Fixed, currency, rate });

    // One table per chart kind (chartregistry.h), then the break-even table.
    const std::optional<UncertaintyResult> uncertainty = exportUncertainty(s, e);
    const ChartInput input { s, e, results, currency, uncertainty ? &*uncertainty : nullptr };
    for (const ChartKindInfo &chart : chartKinds()) {
        const ChartTable table = chart.table(input);
        CsvTable csv { QLatin1String(chart.id), table.header, {} };
        for (const std::vector<double> &values : table.rows) {
            QStringList cells;
            for (std::size_t c = 0; c < values.size(); ++c) {
                const bool flag
                    = std::find(table.flagColumns.begin(), table.flagColumns.end(), c) != table.flagColumns.end();
                cells << (flag ? boolText(values[c] != 0.0) : num(values[c]));
            }
            csv.rows.push_back(cells);
        }
        tables.push_back(std::move(csv));
    }

    // The break-even table, every offer.
    // The offer columns' keys and values (offercolumns.h), as in the JSON report.
    const auto key = [&](const char *id) { return columnKey(offerColumn(id), currency); };
    CsvTable breakeven { QStringLiteral("breakeven"),
        { QStringLiteral("provider"), QStringLiteral("model"), QStringLiteral("enabled"), key("price_per_output_mtok"),
            key("breakeven_throughput_tok_s"), QStringLiteral("breakeven_reachable"),
            key("breakeven_output_tokens_per_month"), key("breakeven_input_tokens_per_month"), key("monthly_api_cost"),
            key("monthly_saving"), QStringLiteral("cheaper"), QStringLiteral("self_host_monthly_cost_%1").arg(currency),
            QStringLiteral("self_host_cost_per_output_mtok_%1").arg(currency), key("breakeven_utilization"),
            QStringLiteral("feasible"), QStringLiteral("not_feasible_because"),
            QStringLiteral("max_per_user_tok_s_still_cheaper"), QStringLiteral("t_max_tok_s"), QStringLiteral("c_max"),
            QStringLiteral("nodes"), QStringLiteral("reserve_gb"), QStringLiteral("raw_short_gb"),
            key("p_self_host_cheaper"), QStringLiteral("p_feasible"),
            // The whole bill and the task (issue #12), as the JSON report's `bill` and `tasks`.
            QStringLiteral("staff_monthly_%1").arg(currency), QStringLiteral("staff_note"),
            QStringLiteral("billing_mode"), QStringLiteral("horizon_years"), QStringLiteral("api_price_decline"),
            QStringLiteral("horizon_breakeven_throughput_tok_s"),
            QStringLiteral("horizon_breakeven_output_tokens_per_month"),
            QStringLiteral("horizon_breakeven_tasks_per_month"), QStringLiteral("payback_month"),
            QStringLiteral("task_input_tokens"), QStringLiteral("task_output_tokens"),
            QStringLiteral("api_cost_per_accepted_task_%1").arg(currency),
            QStringLiteral("self_host_cost_per_accepted_task_%1").arg(currency),
            QStringLiteral("breakeven_tasks_per_month"), QStringLiteral("rate_limit_requests_per_min"),
            QStringLiteral("rate_limit_tokens_per_min"), QStringLiteral("offer_per_user_tok_s"),
            QStringLiteral("peak_requests_per_min"), QStringLiteral("peak_tokens_per_min"),
            QStringLiteral("over_rate_limit"), QStringLiteral("too_slow"), QStringLiteral("kept_despite_limits"),
            QStringLiteral("excluded_from_cheapest") },
        {} };
    const BillResult &bill = results.bill;
    const TaskSummary &task = results.task;
    const QString staffNote = bill.staffIncluded ? QString() : noStaffNote();
    const QString billing = s.cost.mode == CostMode::Rent ? billingModeKey(s) : QString();
    const auto finiteNum = [](double v) { return std::isfinite(v) ? num(v) : QString(); };
    // The capacity (MODEL.md section 7) and the memory fit, the same on every row, as in the JSON report.
    const std::vector<std::optional<double>> speeds = perUserSpeedsStillCheaper(s, e);
    const QString tMax = e.capacity.evidence ? num(e.capacity.tMax.value()) : QString();
    const double monthly = e.selfHost.monthlyCost.value() * rate;
    const QString feasible = boolText(e.feasibility.feasible());
    const QString because = feasibilityReasons(s, e).join(QStringLiteral("; "));
    const QString selfPerMtok = e.selfHost.costPerOutputToken
        ? num(units::inDollarsPerMtok(*e.selfHost.costPerOutputToken) * rate)
        : QString();
    for (std::size_t i = 0; i < s.offers.size(); ++i) {
        const Offer &o = s.offers[i];
        const OfferResult &r = e.offers[i];
        const OfferRow offer { s, e, i, uncertainty ? &uncertainty->monteCarlo : nullptr };
        const OfferLimits limits = offerLimits(s, i); // MODEL.md section 13, as the table and the JSON report
        const auto optionalNum = [](const std::optional<double> &v) { return v ? num(*v) : QString(); };
        const auto value = [&](const char *id) {
            const std::optional<double> v = columnValue(offerColumn(id), offer, rate);
            return v ? num(*v) : QString();
        };
        breakeven.rows.push_back({ o.provider, o.model, boolText(o.enabled), value("price_per_output_mtok"),
            value("breakeven_throughput_tok_s"), boolText(r.reachable), value("breakeven_output_tokens_per_month"),
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
            finiteNum(r.breakevenTasksPerMonth), optionalNum(limits.requestsPerMinLimit),
            optionalNum(limits.tokensPerMinLimit), optionalNum(limits.perUserTokS),
            optionalNum(limits.peakRequestsPerMin), num(limits.peakTokensPerMin),
            boolText(limits.overRequests || limits.overTokens), boolText(limits.tooSlow), boolText(limits.kept),
            boolText(limits.excluded()) });
    }

    tables.push_back(std::move(breakeven));

    // The decision (MODEL.md section 9) and the hybrid plan (section 8) as key/value tables.
    const HybridPlan &plan = results.hybrid;
    const Decision &decision = results.decision;
    CsvTable decisionTable { QStringLiteral("decision"), { QStringLiteral("decision"), QStringLiteral("value") }, {} };
    decisionTable.rows.push_back({ QStringLiteral("recommendation"), recommendationKey(decision.recommendation) });
    decisionTable.rows.push_back({ QStringLiteral("headline"), results.answer.headline });
    for (const QString &reason : decision.reasons)
        decisionTable.rows.push_back({ QStringLiteral("reason"), reason });
    const auto answer = [](const std::optional<bool> &v) { return !v ? QStringLiteral("unanswered") : boolText(*v); };
    for (const DecisionAnswer &a : decision.answers)
        decisionTable.rows.push_back({ questionKey(a.question), answer(a.holds) });
    decisionTable.rows.push_back({ QStringLiteral("license_agreement_needed"), answer(decision.agreementNeeded) });
    decisionTable.rows.push_back({ QStringLiteral("license_attribution_needed"), answer(decision.attributionNeeded) });
    tables.push_back(std::move(decisionTable));

    CsvTable hybrid { QLatin1String(hybridPlanTable), { QStringLiteral("hybrid"), QStringLiteral("value") }, {} };
    hybrid.rows.push_back({ QStringLiteral("status"), hybridStatusKey(plan.status) });
    if (plan.status != HybridStatus::NoProfile) {
        QStringList hours;
        for (const HybridNode &node : plan.nodes)
            hours << num(node.hoursOnPerDay);
        hybrid.rows.push_back({ QStringLiteral("nodes"), num(plan.nodeCount()) });
        hybrid.rows.push_back({ QStringLiteral("hours_on_per_day"), hours.join(QLatin1Char(' ')) });
        hybrid.rows.push_back(
            { QStringLiteral("monthly_total_%1").arg(currency), num(plan.monthlyTotal.value() * rate) });
        hybrid.rows.push_back({ QStringLiteral("all_api_%1").arg(currency), num(plan.allApi.value() * rate) });
        hybrid.rows.push_back({ QStringLiteral("all_self_host_%1").arg(currency),
            plan.allSelfHost ? num(plan.allSelfHost->value() * rate) : QString() });
    }
    tables.push_back(std::move(hybrid));
    tables.push_back(inputsTable(s));
    return tables;
}

QStringList csvTableNames()
{
    QStringList names;
    for (const ChartKindInfo &chart : chartKinds())
        names << QLatin1String(chart.id);
    names << QStringLiteral("breakeven") << QStringLiteral("decision") << QLatin1String(hybridPlanTable)
          << QStringLiteral("inputs");
    return names;
}

QByteArray csvText(const CsvTable &table)
{
    QString out = row(table.header);
    for (const QStringList &cells : table.rows)
        out += row(cells);
    return out.toUtf8();
}

QByteArray csvExport(const Scenario &s, const Evaluation &e, const QString &currency)
{
    // The tables one after the other, a blank line between; the hybrid plan only when there is one.
    QByteArray out;
    for (const CsvTable &table : csvTables(s, e, currency)) {
        if (table.name == QLatin1String(hybridPlanTable) && table.rows.size() < 2)
            continue;
        if (!out.isEmpty())
            out += '\n';
        out += csvText(table);
    }
    return out;
}

bool writeCsvExport(const Scenario &scenario, const Evaluation &evaluation, const QString &currency,
    const QString &path, QString *error)
{
    return writeCsv(csvExport(scenario, evaluation, currency), path, error);
}

bool writeCsvTable(const Scenario &scenario, const Evaluation &evaluation, const QString &currency, const QString &name,
    const QString &path, QString *error)
{
    for (const CsvTable &table : csvTables(scenario, evaluation, currency)) {
        if (table.name == name)
            return writeCsv(csvText(table), path, error);
    }
    if (error)
        *error
            = CsvExport::tr("no table \"%1\" (the tables: %2)").arg(name, csvTableNames().join(QStringLiteral(", ")));
    return false;
}

QStringList csvDirectoryFiles(const QString &dir)
{
    QStringList files;
    for (const QString &name : csvTableNames())
        files << QDir(dir).filePath(name + QStringLiteral(".csv"));
    return files;
}

bool writeCsvDirectory(const Scenario &scenario, const Evaluation &evaluation, const QString &currency,
    const QString &dir, QString *error, QStringList *written)
{
    if (!QDir().mkpath(dir)) {
        if (error)
            *error = CsvExport::tr("cannot make the folder \"%1\"").arg(dir);
        return false;
    }
    // All tables or none: a full disk leaves the folder as it was, never some tables new and
    // others old or missing.
    std::vector<FileToWrite> files;
    for (const CsvTable &table : csvTables(scenario, evaluation, currency))
        files.push_back({ QDir(dir).filePath(table.name + QStringLiteral(".csv")), csvText(table) });
    if (!writeCsvFiles(files, error))
        return false;
    if (written) {
        for (const FileToWrite &f : files)
            *written << f.path;
    }
    return true;
}

} // namespace breakeven
