#include "comparisonreport.h"

#include "latin1.h"

#include "format.h"
#include "report.h"

#include <QJsonArray>
#include <QJsonDocument>

#include <cmath>

namespace breakeven {

namespace {

QJsonValue optional(const std::optional<double> &v) { return v && std::isfinite(*v) ? QJsonValue(*v) : QJsonValue(); }

QJsonValue changeJson(const std::optional<Change> &c)
{
    if (!c)
        return QJsonValue();
    return QJsonObject { { L("difference"), c->difference }, { L("percent"), optional(c->percent) } };
}

const QLocale &textLocale() { return format::fixedLocale(); }

QString usdText(double v) { return formatUsd(v); }

QString tokS(double v) { return format::throughput(v, textLocale()); }

using format::csvField;
using format::csvNumber;

/// A value of a differing assumption as a CSV cell: numbers exactly, text as it is, lists as compact JSON.
QString csvValue(const QJsonValue &v)
{
    if (v.isDouble())
        return QString::number(v.toDouble(), 'g', 17);
    if (v.isBool())
        return v.toBool() ? L("true") : L("false");
    if (v.isString())
        return v.toString();
    if (v.isArray())
        return QString::fromUtf8(QJsonDocument(v.toArray()).toJson(QJsonDocument::Compact));
    if (v.isObject())
        return QString::fromUtf8(QJsonDocument(v.toObject()).toJson(QJsonDocument::Compact));
    return {};
}

} // namespace

QString scenarioLetter(std::size_t index) { return QString(QChar(u'A' + static_cast<char16_t>(index % 26))); }

QString changeText(const Change &change, const std::function<QString(double)> &amount, const QLocale &locale)
{
    const QString size = amount(std::abs(change.difference));
    // The sign only when the amount, as written, is not zero.
    const bool zero
        = !std::any_of(size.begin(), size.end(), [](QChar c) { return c.isDigit() && c != QLatin1Char('0'); });
    const QString sign = zero ? QString() : change.difference < 0 ? locale.negativeSign() : locale.positiveSign();
    if (!change.percent)
        return sign + size;
    const double pct = *change.percent;
    const bool whole = std::abs(std::round(pct * 10.0) - std::round(pct) * 10.0) < 0.5;
    const QString number = format::number(std::abs(pct), whole ? 0 : 1, locale);
    const bool pctZero = format::number(std::abs(pct), whole ? 0 : 1, locale) == format::number(0.0, 0, locale);
    const QString pctSign = pctZero ? QString() : pct < 0 ? locale.negativeSign() : locale.positiveSign();
    return L("%1%2 (%3%4 %)").arg(sign, size, pctSign, number);
}

QJsonObject comparisonJson(const Comparison &c, const QString &name)
{
    QJsonArray scenarios;
    for (std::size_t i = 0; i < c.scenarios.size(); ++i) {
        const ComparedScenario &cs = c.scenarios[i];
        QJsonArray offers;
        for (const ComparedOffer &o : cs.offers) {
            QJsonValue vs;
            if (o.baselineOffer)
                vs = QJsonObject { { L("breakeven_throughput_tok_s"), changeJson(o.breakevenThroughputChange) },
                    { L("monthly_saving_usd"), changeJson(o.monthlySavingChange) } };
            offers.append(QJsonObject { { L("provider"), o.provider }, { L("model"), o.model },
                { L("enabled"), o.enabled }, { L("cheaper"), cheaperKey(o.cheaper) },
                { L("price_per_output_mtok_usd"), optional(o.pricePerOutputMtokUsd) },
                { L("breakeven_throughput_tok_s"), optional(o.breakevenThroughputTokS) },
                { L("breakeven_output_tokens_per_month"), optional(o.breakevenOutputPerMonth) },
                { L("monthly_saving_usd"), optional(o.monthlySavingUsd) },
                { L("p_self_host_cheaper"), optional(o.pSelfHostCheaper) }, { L("vs_baseline"), vs } });
        }
        QJsonValue uncertainty;
        if (cs.uncertainty)
            uncertainty = QJsonObject { { L("samples"), cs.uncertainty->samples },
                { L("seed"), static_cast<double>(cs.uncertainty->seed) },
                { L("ranged"),
                    QJsonArray::fromStringList(
                        QStringList(cs.uncertainty->paths.begin(), cs.uncertainty->paths.end())) } };
        scenarios.append(QJsonObject { { L("name"), cs.name() }, { L("file"), cs.source }, { L("baseline"), i == 0 },
            { L("answer"), answerJson(cs.answer()) }, { L("feasible"), cs.results.evaluation.feasibility.feasible() },
            { L("answer_monthly_usd"), optional(cs.answerMonthlyUsd) }, { L("monthly_total_usd"), cs.monthlyTotalUsd },
            { L("cost_per_output_mtok_usd"), optional(cs.costPerOutputMtokUsd) },
            { L("vs_baseline"),
                QJsonObject { { L("answer_monthly_usd"), changeJson(cs.answerMonthlyChange) },
                    { L("monthly_total_usd"), changeJson(cs.monthlyTotalChange) },
                    { L("cost_per_output_mtok_usd"), changeJson(cs.costPerOutputMtokChange) } } },
            { L("uncertainty"), uncertainty }, { L("offers"), offers } });
    }
    QJsonArray differences;
    for (const ComparedAssumption &a : c.assumptions) {
        if (!a.differs)
            break;
        QJsonArray values;
        for (const QJsonValue &v : a.values)
            values.append(v);
        differences.append(QJsonObject { { L("path"), a.path }, { L("label"), a.label }, { L("values"), values },
            { L("texts"), QJsonArray::fromStringList(a.texts) } });
    }
    return QJsonObject { { L("format"), L("breakeven-comparison-report") }, { L("version"), comparisonReportVersion },
        { L("name"), name }, { L("scenarios"), scenarios }, { L("differences"), differences },
        { L("same_count"), static_cast<double>(c.assumptions.size() - c.differingCount()) } };
}

QString comparisonText(const Comparison &c, const QString &name)
{
    const QLocale &loc = textLocale();
    QStringList out;
    if (!name.isEmpty())
        out << terminalText(name);
    out << L("%1 scenarios side by side; B - A is each one's figure less the baseline's (A)").arg(c.scenarios.size());
    const auto label = [](const QString &text) { return L("   ") + text.leftJustified(28, QLatin1Char(' ')); };
    for (std::size_t i = 0; i < c.scenarios.size(); ++i) {
        const ComparedScenario &cs = c.scenarios[i];
        const QString letter = scenarioLetter(i);
        const QString versus = L("%1 - A: ").arg(letter);
        out << QString();
        out << L("%1  %2%3%4")
                   .arg(letter, terminalText(cs.name()),
                       cs.source.isEmpty() ? QString() : L(" (%1)").arg(terminalText(cs.source)),
                       i == 0 ? L(", the baseline") : QString());
        out << L("   ") + terminalText(cs.answer().headline);
        const auto withChange = [&](const QString &figure, const std::optional<Change> &change,
                                    const std::function<QString(double)> &amount) {
            if (i == 0 || !change)
                return figure;
            return figure.leftJustified(14, QLatin1Char(' ')) + L("  ") + versus + changeText(*change, amount, loc);
        };
        // What the answer's recommendation costs a month first, then the self-hosted side's figures.
        out << label(L("the answer, a month"))
                + withChange(
                    cs.answerMonthlyUsd ? usdText(*cs.answerMonthlyUsd) : L("-"), cs.answerMonthlyChange, usdText);
        out << label(L("self-hosted, a month"))
                + withChange(usdText(cs.monthlyTotalUsd), cs.monthlyTotalChange, usdText);
        out << label(L("self-hosted per output Mtok"))
                + withChange(
                    cs.costPerOutputMtokUsd ? usdText(*cs.costPerOutputMtokUsd) : L("never (nothing produced)"),
                    cs.costPerOutputMtokChange, usdText);
        for (const ComparedOffer &o : cs.offers) {
            if (!o.enabled)
                continue;
            QString breakeven = o.breakevenThroughputTokS ? tokS(*o.breakevenThroughputTokS) : L("never");
            if (i > 0 && o.breakevenThroughputChange)
                breakeven += L(", %1%2").arg(versus, changeText(*o.breakevenThroughputChange, tokS, loc));
            const QString volume
                = o.breakevenOutputPerMonth ? format::tokens(*o.breakevenOutputPerMonth, loc) : L("never");
            const QString side = o.cheaper == Cheaper::SelfHost ? L("self-hosting cheaper")
                : o.cheaper == Cheaper::Api                     ? L("API cheaper")
                                                                : L("not feasible");
            const QString chance = o.pSelfHostCheaper ? L("; self-hosting feasible and cheaper in %1 % of the samples")
                                                            .arg(format::percent(*o.pSelfHostCheaper, loc))
                                                      : QString();
            out << L("   against %1: break-even %2; %3 output / month; %4%5")
                       .arg(terminalText(o.displayName()), breakeven, volume, side, chance);
        }
    }
    out << QString();
    const std::size_t differing = c.differingCount();
    const std::size_t same = c.assumptions.size() - differing;
    if (differing == 0)
        out << L("No assumption differs (%1 are the same in all).").arg(same);
    else
        out << L("Assumptions that differ: %1 (%2 others are the same in all)").arg(differing).arg(same);
    for (const ComparedAssumption &a : c.assumptions) {
        if (!a.differs)
            break;
        out << L("  %1 (%2)").arg(a.path, terminalText(a.label));
        for (qsizetype i = 0; i < a.texts.size(); ++i)
            out << L("    %1  %2").arg(scenarioLetter(static_cast<std::size_t>(i)), terminalText(a.texts.at(i)));
    }
    return out.join(QLatin1Char('\n')) + QLatin1Char('\n');
}

QString comparisonCsv(const Comparison &c)
{
    QString out = L("scenario,name,item,offer,value,b_minus_a,b_minus_a_percent\n");
    const auto row = [&](std::size_t i, const QString &item, const QString &offer, const QString &value,
                         const std::optional<Change> &change) {
        const QStringList cells { scenarioLetter(i), csvField(c.scenarios[i].name()), csvField(item), csvField(offer),
            csvField(value), change ? csvNumber(change->difference) : QString(),
            change ? csvNumber(change->percent) : QString() };
        out += cells.join(QLatin1Char(',')) + QLatin1Char('\n');
    };
    for (std::size_t i = 0; i < c.scenarios.size(); ++i) {
        const ComparedScenario &cs = c.scenarios[i];
        row(i, L("recommendation"), {}, recommendationKey(cs.answer().recommendation), std::nullopt);
        row(i, L("headline"), {}, cs.answer().headline, std::nullopt);
        row(i, L("answer_monthly_usd"), {}, csvNumber(cs.answerMonthlyUsd), cs.answerMonthlyChange);
        row(i, L("monthly_total_usd"), {}, csvNumber(cs.monthlyTotalUsd), cs.monthlyTotalChange);
        row(i, L("cost_per_output_mtok_usd"), {}, csvNumber(cs.costPerOutputMtokUsd), cs.costPerOutputMtokChange);
        for (const ComparedOffer &o : cs.offers) {
            if (!o.enabled)
                continue;
            const QString offer = o.displayName();
            row(i, L("price_per_output_mtok_usd"), offer, csvNumber(o.pricePerOutputMtokUsd), std::nullopt);
            row(i, L("breakeven_throughput_tok_s"), offer, csvNumber(o.breakevenThroughputTokS),
                o.breakevenThroughputChange);
            row(i, L("breakeven_output_tokens_per_month"), offer, csvNumber(o.breakevenOutputPerMonth), std::nullopt);
            row(i, L("monthly_saving_usd"), offer, csvNumber(o.monthlySavingUsd), o.monthlySavingChange);
            row(i, L("cheaper"), offer, cheaperKey(o.cheaper), std::nullopt);
            row(i, L("p_self_host_cheaper"), offer, csvNumber(o.pSelfHostCheaper), std::nullopt);
        }
    }
    for (const ComparedAssumption &a : c.assumptions) {
        if (!a.differs)
            break;
        for (std::size_t i = 0; i < a.values.size(); ++i)
            row(i, a.path, {}, csvValue(a.values[i]), std::nullopt);
    }
    return out;
}

} // namespace breakeven
