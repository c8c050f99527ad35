#include "assumptions.h"

#include "format.h"

#include <QCoreApplication>
#include <QLocale>

#include <algorithm>
#include <cmath>
#include <utility>

namespace breakeven {

namespace {

/// This file's sentences: Text::tr() translates in the context "Assumptions", which lupdate reads from the macro.
struct Text {
    Q_DECLARE_TR_FUNCTIONS(Assumptions)
};

/// \a value of parameter \a p with its unit: "92 tok/s", "25 %", "CNY 6,900,000", "CNY 0.7/kWh".
/// \a value (in \a p's display units) as an assumptions list shows it (#33): \a p's decimals, or as
/// many as three significant digits need (a price of 0.035 stays 0.035), at most six, without
/// trailing zeros; money with two decimals when it has any. "USD 7.10", "43.3 %", "1,560.9 GB",
/// not "USD 7.09875", "43.3333 %", "1,560.936091 GB": the preset keeps the exact figure.
QString shownNumber(const Parameter &p, double value, const QLocale &locale)
{
    if (!std::isfinite(value))
        return locale.toString(value);
    const int significant = format::decimalsForSignificant(value);
    // Money in whole cents unless it needs more to keep three digits (a price per token).
    const int digits = std::min(6, std::max(p.money ? std::min(p.decimals, 2) : p.decimals, significant));
    QString text = locale.toString(value, 'f', digits);
    const qsizetype point = text.indexOf(locale.decimalPoint());
    if (point < 0)
        return text;
    while (text.endsWith(locale.zeroDigit()))
        text.chop(locale.zeroDigit().size());
    if (text.endsWith(locale.decimalPoint()))
        return text.chopped(locale.decimalPoint().size());
    if (p.money && text.size() - point - locale.decimalPoint().size() == 1)
        text += locale.zeroDigit(); // "7.10", not "7.1"
    return text;
}

QString withUnit(const Parameter &p, const Scenario &s, std::size_t index, double value, const QLocale &locale)
{
    const QString number = shownNumber(p, value * p.displayScale, locale);
    const QString unit = p.unitText();
    if (p.money) {
        //: A money amount in an assumptions list: %1 currency code, %2 amount, %3 unit such as /kWh (may be empty).
        return Text::tr("%1 %2%3").arg(p.currencyOf(s, index), number, unit);
    }
    if (unit.isEmpty())
        return number;
    if (unit == QLatin1String("%"))
        //: A share in an assumptions list: %1 the number.
        return Text::tr("%1 %").arg(number);
    //: A value in an assumptions list: %1 the number, %2 its unit (tok/s, h, min, GB).
    return Text::tr("%1 %2").arg(number, unit);
}

} // namespace

QString parameterValueText(const Parameter &p, const Scenario &s, std::size_t index, const QLocale &locale)
{
    const std::optional<double> v = p.get(s, index);
    return v ? withUnit(p, s, index, *v, locale) : p.noneLabel();
}

QString fieldValueText(const Field &f, const Scenario &s, std::size_t index)
{
    const QString v = f.get(s, index);
    if (f.kind == FieldKind::Flag || (f.kind == FieldKind::Answer && !v.isEmpty()))
        return v == QLatin1String("true") ? Text::tr("yes") : Text::tr("no");
    if (f.kind == FieldKind::Answer)
        return Text::tr("unanswered");
    if (f.kind == FieldKind::Choice) {
        // The preset format's choice values (parameters.cpp), in words: the file's value, its word.
        static const std::pair<const char *, const char *> words[] = {
            { "rent", QT_TRANSLATE_NOOP("Assumptions", "rent") },
            { "buy", QT_TRANSLATE_NOOP("Assumptions", "buy") },
            //: The throughput mode: the sustained throughput as typed (measured) or from the decode curve (modelled).
            { "measured", QT_TRANSLATE_NOOP("Assumptions", "measured") },
            { "modelled", QT_TRANSLATE_NOOP("Assumptions", "modelled") },
            //: The billing of rented GPUs: hourly (on demand), committed (a term and a minimum bill) or spot.
            { "hourly", QT_TRANSLATE_NOOP("Assumptions", "hourly") },
            { "committed", QT_TRANSLATE_NOOP("Assumptions", "committed") },
            { "spot", QT_TRANSLATE_NOOP("Assumptions", "spot") },
            //: Where the task's size comes from: the request as stated, or the node's output per task.
            { "stated", QT_TRANSLATE_NOOP("Assumptions", "stated") },
            { "node", QT_TRANSLATE_NOOP("Assumptions", "node") },
            //: What the GPU price is stated per: cost.price_per's values gpu_hour, node_hour and node_month.
            { "gpu_hour", QT_TRANSLATE_NOOP("Assumptions", "GPU-hour") },
            { "node_hour", QT_TRANSLATE_NOOP("Assumptions", "node-hour") },
            { "node_month", QT_TRANSLATE_NOOP("Assumptions", "node-month") },
        };
        for (const auto &[value, word] : words) {
            if (v == QLatin1String(value))
                return Text::tr(word);
        }
    }
    return v;
}

QString assumptionNumber(double value, const QLocale &locale)
{
    if (!std::isfinite(value))
        return locale.toString(value);
    // The shortest form that reads back, unless it needs more than six decimals.
    QString text = locale.toString(value, 'f', QLocale::FloatingPointShortest);
    const qsizetype point = text.indexOf(locale.decimalPoint());
    if (point >= 0 && text.size() - point - 1 > 6) {
        text = locale.toString(value, 'f', 6);
        while (text.endsWith(locale.zeroDigit()))
            text.chop(1);
        if (text.endsWith(locale.decimalPoint()))
            text.chop(locale.decimalPoint().size());
    }
    return text;
}

namespace {

/// The whole bill's groups (issue #12) list only what differs from the format's defaults: at the
/// defaults they change no figure, and the reports' bill section states them ("no staff cost
/// included", hourly billing, the horizon), which keeps the reports' assumptions as they were.
bool listedAtDefault(ParamGroup group)
{
    return group != ParamGroup::Team && group != ParamGroup::Staff && group != ParamGroup::Billing
        && group != ParamGroup::Financing && group != ParamGroup::Horizon && group != ParamGroup::Task
        && group != ParamGroup::Hybrid && group != ParamGroup::Decision;
}

} // namespace

std::vector<Assumption> assumptions(const Scenario &s, const QLocale &locale)
{
    static const Scenario defaults;
    std::vector<Assumption> rows;
    // The report already names the preset, its description and its offers; these are the inputs.
    for (const ParamGroup group : listedGroups) {
        if (group == ParamGroup::Offers || !appliesTo(group, s))
            continue;
        for (const Field &f : fields()) {
            if (f.group != group || f.kind == FieldKind::Currency || f.collection != Collection::None)
                continue;
            if (group == ParamGroup::General)
                continue; // name, description, author, date: the report's heading says them
            // The capacity figures' provenance only when it is not "measured on this GPU" (#27).
            const Hardware &h = s.hardware;
            if (QLatin1String(f.key).startsWith(QLatin1String("hardware.evidence"))
                && h.evidence == EvidenceSource::Measured && h.evidenceGpu.isEmpty() && !h.evidenceConfirmed)
                continue;
            if (!listedAtDefault(group) && f.get(s, 0) == f.get(defaults, 0))
                continue;
            const QString path = f.path();
            rows.push_back(
                { group, path, f.plainLabel(), fieldValueText(f, s, 0), s.isDefaulted(path), {}, nullptr, 0 });
        }
        for (const Parameter &p : parameters()) {
            if (p.group != group)
                continue;
            if (p.collection == Collection::DecodePoints) {
                // The curve in one line ("1: 105.7, 8: 516, 64: 2,076.8 tok/s"), at its output's entry.
                if (QLatin1String(p.key).endsWith(QLatin1String("output_tok_s")) && !s.hardware.decodePoints.empty()) {
                    QStringList points;
                    for (const DecodePoint &d : s.hardware.decodePoints) {
                        if (d.requestsInFlight) {
                            //: One decode point of a request-rate run in an assumptions list: %1 its concurrency,
                            //: estimated from Little's law (~8), %2 the requests in flight estimated, %3 output tok/s.
                            points << Text::tr("~%1 (%2 in flight, Little's law): %3")
                                          .arg(locale.toString(d.concurrency),
                                              shownNumber(param::decodeRequestsInFlight, *d.requestsInFlight, locale),
                                              shownNumber(param::decodeOutputTokS, d.outputTokS, locale));
                            continue;
                        }
                        //: One decode point in an assumptions list: %1 concurrency, %2 output tok/s.
                        points << Text::tr("%1: %2").arg(
                            locale.toString(d.concurrency), shownNumber(param::decodeOutputTokS, d.outputTokS, locale));
                    }
                    //: The decode curve in an assumptions list: %1 the points, each "concurrency: tok/s".
                    rows.push_back({ group, QStringLiteral("hardware.decode_points"),
                        Text::tr("Decode points (concurrency: output tok/s)"),
                        Text::tr("%1 tok/s").arg(points.join(QStringLiteral(", "))), false, {}, nullptr, 0 });
                }
                continue;
            }
            if (p.collection == Collection::Hours) {
                // A day without the shortcut's shape in one line ("0: 100, 1: 100, ... tok/s").
                if (s.hybrid && !shortcutOf(*s.hybrid)) {
                    QStringList hours;
                    for (int h = 0; h < hoursInDay; ++h) {
                        //: One hour of the day's demand in an assumptions list: %1 the hour, %2 output tok/s.
                        hours << Text::tr("%1: %2").arg(
                            locale.toString(h), assumptionNumber(s.hybrid->demandTokS[std::size_t(h)], locale));
                    }
                    //: The day's demand in an assumptions list: %1 the hours, each "hour: tok/s".
                    rows.push_back(
                        { group, QStringLiteral("hybrid.demand_tok_s"), Text::tr("Demand by hour (hour: output tok/s)"),
                            Text::tr("%1 tok/s").arg(hours.join(QStringLiteral(", "))), false, {}, nullptr, 0 });
                }
                continue;
            }
            if (!listedAtDefault(group) && p.collection == Collection::None && p.get(s, 0) == p.get(defaults, 0))
                continue;
            for (std::size_t i = 0; i < p.count(s); ++i) {
                const QString path = p.path(i, &s);
                QString label = p.plainLabel();
                if (p.collection == Collection::Overheads) {
                    //: An overhead line in an assumptions list; %1 is the line's own label (from the preset).
                    label = Text::tr("Overhead: %1").arg(s.cost.overheads[i].label);
                } else if (p.collection == Collection::Currencies) {
                    //: An exchange rate in an assumptions list; %1 is a currency code.
                    label = Text::tr("Exchange rate, %1 per USD")
                                .arg(std::next(s.fxPerUsd.begin(), static_cast<long>(i))->first);
                }
                Assumption row { group, path, label, parameterValueText(p, s, i, locale), s.isDefaulted(path), {}, &p,
                    i };
                if (const auto range = s.ranges.find(path); range != s.ranges.end()) {
                    // The unit once: "15 to 35 %", "CNY 6,800,000 to 7,000,000".
                    const double low = range->second.low;
                    const double high = range->second.high;
                    //: The range the sources give for a parameter: %1 low, %2 high; one of them carries the unit.
                    row.range = p.money
                        ? Text::tr("%1 to %2")
                              .arg(withUnit(p, s, i, low, locale),
                                  shownNumber(p, high * p.displayScale, locale) + p.unitText())
                        : Text::tr("%1 to %2")
                              .arg(shownNumber(p, low * p.displayScale, locale), withUnit(p, s, i, high, locale));
                }
                rows.push_back(std::move(row));
            }
        }
    }
    return rows;
}

} // namespace breakeven
