#include "report.h"

#include "assumptions.h"
#include "format.h"
#include "offercolumns.h"

#include <QJsonArray>
#include <QLocale>
#include <QStringList>

#include <algorithm>
#include <cmath>

namespace breakeven {

namespace {

QString L(const char *s) { return QString::fromLatin1(s); }

/// Fixed English formatting, so the text report reads the same everywhere.
const QLocale &textLocale() { return format::fixedLocale(); }

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

QStringList feasibilityReasons(const Scenario &s, const Evaluation &e)
{
    const Feasibility &f = e.feasibility;
    const QLocale &loc = textLocale();
    const auto gb = [&](Bytes b) { return loc.toString(inGigabytes(b), 'f', 0); };
    const auto tokS = [&](TokensPerSecond t) { return loc.toString(t.value(), 'f', 0); };
    const QString node = L("%1x %2").arg(s.hardware.count).arg(s.hardware.gpu);
    QStringList out;
    if (!f.fits) {
        out << (f.shortOfWeights.value() > 0.0
                ? L("%1 does not fit on %2: %3 GB short of usable memory (%4 GB short of the weights alone)")
                      .arg(s.model.name, node, gb(f.shortOfUsable), gb(f.shortOfWeights))
                : L("%1 does not fit on %2: %3 GB short of usable memory (%4 GB needed, %5 GB usable)")
                      .arg(s.model.name, node, gb(f.shortOfUsable), gb(e.memory.needed), gb(e.memory.usable)));
    }
    if (!f.withinCapacity) {
        out << L("%1 cannot sustain %2 tok/s: it sustains at most %3 tok/s (%4 tok/s short)")
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

QString terminalText(const QString &text)
{
    QString out = text;
    for (QChar &c : out) {
        const char16_t u = c.unicode();
        if (u < 0x20 || (u >= 0x7F && u <= 0x9F) || (u >= 0x202A && u <= 0x202E) || (u >= 0x2066 && u <= 0x2069))
            c = QChar(QChar::ReplacementCharacter);
    }
    return out;
}

namespace {

QString count(double v) { return format::tokens(v, textLocale()); }

QString pad(const QString &s, int width) { return s.leftJustified(width, QLatin1Char(' ')); }

} // namespace

QJsonObject reportJson(const Scenario &s, const Evaluation &e)
{
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
        };
        // Every figure of the row, keyed and valued by the offer columns (offercolumns.h).
        for (const OfferColumn &column : offerColumns()) {
            if (column.unit == ColumnUnit::Text)
                continue;
            const std::optional<double> v = columnValue(column, OfferRow { s, e, i });
            offer.insert(columnKey(column, L("usd")), v ? QJsonValue(*v) : QJsonValue());
        }
        offers.append(offer);
    }

    const MemoryFit &m = e.memory;
    QJsonObject memory { { L("needed_gb"), inGigabytes(m.needed) }, { L("installed_gb"), inGigabytes(m.installed) },
        { L("usable_gb"), inGigabytes(m.usable) }, { L("weights_gb"), inGigabytes(m.weights) },
        { L("headroom_gb"), inGigabytes(m.headroom) }, { L("fits"), m.fits },
        { L("weights_to_installed"), m.weightsToInstalled },
        { L("mxfp4_dequantization_warning"), m.dequantizationWarning } };

    const Feasibility &f = e.feasibility;
    const QJsonObject feasibility { { L("feasible"), f.feasible() }, { L("fits"), f.fits },
        { L("within_capacity"), f.withinCapacity }, { L("capacity_checked"), f.capacityChecked },
        { L("throughput_tok_s"), f.throughput.value() },
        { L("max_throughput_tok_s"), f.capacityChecked ? QJsonValue(f.capacity.value()) : QJsonValue() },
        { L("short_of_usable_memory_gb"), inGigabytes(f.shortOfUsable) },
        { L("short_of_weights_gb"), inGigabytes(f.shortOfWeights) },
        { L("reasons"), QJsonArray::fromStringList(feasibilityReasons(s, e)) } };

    return QJsonObject { { L("format"), L("breakeven-report") }, { L("version"), reportFormatVersion },
        { L("preset"), s.name }, { L("feasibility"), feasibility }, { L("self_host"), self }, { L("offers"), offers },
        { L("memory"), memory } };
}

QString reportText(const Scenario &s, const Evaluation &e)
{
    const SelfHostResult &sh = e.selfHost;
    const QLocale &loc = textLocale();
    // Money in USD, followed by the preset's own currency when that is another one.
    const auto money = [&](double usd) {
        const QString text = formatUsd(usd);
        const std::optional<double> own = s.fromUsd(usd, s.currency);
        if (s.currency == QLatin1String("USD") || !own)
            return text;
        return L("%1 (%2 %3)").arg(text, s.currency, fixed(*own, 2));
    };
    QStringList out;
    // Names come from the file: printed to a terminal, control characters are replaced.
    const QString name = terminalText(s.name);
    out << name;
    out << QString(name.size(), QLatin1Char('='));
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
    if (sh.overheadMonthly.value() > 0)
        out << L("    overheads                     %1").arg(money(sh.overheadMonthly.value()));
    out << L("  provisioned / productive hours  %1 / %2")
               .arg(loc.toString(inHours(sh.provisioned), 'f', 1), loc.toString(inHours(sh.productive), 'f', 1));
    const double t = s.operation.throughputTokS;
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
                   .arg(s.operation.concurrency)
                   .arg(loc.toString(*s.workload.taskMinutes, 'g', 6),
                       loc.toString(s.workload.acceptanceSelf * 100, 'g', 4),
                       sh.costPerAcceptedTask ? money(sh.costPerAcceptedTask->value()) : L("never"));
    const MemoryFit &m = e.memory;
    out << L("  memory                          %1 GB needed, %2 GB usable of %3 GB: %4")
               .arg(loc.toString(inGigabytes(m.needed), 'f', 1), loc.toString(inGigabytes(m.usable), 'f', 1),
                   loc.toString(inGigabytes(m.installed), 'f', 1),
                   m.fits ? L("fits, %1 GB headroom").arg(loc.toString(inGigabytes(m.headroom), 'f', 1))
                          : L("short by %1 GB").arg(loc.toString(-inGigabytes(m.headroom), 'f', 1)));
    if (m.dequantizationWarning)
        out << L("  warning: MXFP4 weights on a GPU without native MXFP4 (runtime dequantization)");
    out << QString();
    out << L("Workload: %1 input tokens per output token, %2% cache hits")
               .arg(loc.toString(s.workload.inputPerOutput, 'g', 6), loc.toString(s.workload.cacheHit * 100, 'g', 6));
    out << QString();
    // The break-even table: the columns of core/offercolumns.h, as the window, the PDF and the CSV show them.
    const MoneyIn usd { L("USD"), [](double v) { return v; }, loc };
    QStringList head;
    for (const OfferColumn &column : offerColumns())
        head << columnHeader(column);
    QList<QStringList> rows { head };
    for (std::size_t i = 0; i < s.offers.size(); ++i) {
        const OfferRow row { s, e, i };
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

} // namespace breakeven
