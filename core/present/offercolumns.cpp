#include "offercolumns.h"

#include "format.h"
#include "offerlimits.h"

#include <QCoreApplication>
#include <QStringList>

#include <cmath>
#include <cstring>
#include <string>

namespace breakeven {

namespace {

/// This file's sentences: Text::tr() translates in the context "OfferColumns", which lupdate reads from the macro.
struct Text {
    Q_DECLARE_TR_FUNCTIONS(OfferColumns)
};

std::optional<double> finite(double v) { return std::isfinite(v) ? std::optional<double>(v) : std::nullopt; }

std::optional<double> none(const OfferRow &) { return std::nullopt; }

QString throughputText(const OfferRow &row, const MoneyIn &money)
{
    const OfferResult &r = row.result();
    const Feasibility &f = row.evaluation.feasibility;
    if (!r.breakevenThroughput || !std::isfinite(r.breakevenThroughput->value()))
        return Text::tr("never");
    const QString t = format::throughput(r.breakevenThroughput->value(), money.locale);
    if (r.reachable)
        return t;
    if (!f.fits)
        return Text::tr("%1 (the model does not fit)").arg(t);
    return Text::tr("%1, beyond this hardware's %2").arg(t, format::throughput(f.capacity.value(), money.locale));
}

/// The window's cell: the figure, and why it is out of reach in two words (the tooltip says the rest).
QString throughputBriefOf(double tokS, bool reachable, bool fits, const QLocale &locale)
{
    const QString t = format::throughput(tokS, locale);
    if (reachable)
        return t;
    //: A break-even throughput above the hardware's capacity, in the window's narrow table cell.
    return fits ? Text::tr("%1 (> max)").arg(t) : Text::tr("%1 (no fit)").arg(t);
}

QString throughputBrief(const OfferRow &row, const MoneyIn &money)
{
    const OfferResult &r = row.result();
    if (!r.breakevenThroughput || !std::isfinite(r.breakevenThroughput->value()))
        return Text::tr("never");
    return throughputBriefOf(
        r.breakevenThroughput->value(), r.reachable, row.evaluation.feasibility.fits, money.locale);
}

QString utilizationBriefOf(std::optional<double> share, bool feasible, const QLocale &locale)
{
    if (!feasible)
        return Text::tr("not feasible");
    if (!share || !std::isfinite(*share))
        return Text::tr("never");
    if (*share > 1.0)
        return Text::tr("never (%1 %)").arg(format::number(*share * 100.0, 0, locale));
    return Text::tr("%1 %").arg(format::percent(*share, locale));
}

QString utilizationBrief(const OfferRow &row, const MoneyIn &money)
{
    const OfferResult &r = row.result();
    return utilizationBriefOf(r.breakevenUtilization, r.cheaper != Cheaper::NotFeasible, money.locale);
}

/// The saving in the window's cell, beside the cheaper side: who is cheaper and by how much, in
/// two words and the amount ("API by $37,830"); savingText() in the tooltip.
QString savingBriefOf(std::optional<double> usd, const MoneyIn &money)
{
    if (!usd)
        return Text::tr("not feasible");
    const QString amount = money.text(std::abs(*usd), 0);
    //: The monthly saving in a narrow table cell: the cheaper side and the amount.
    return *usd > 0.0 ? Text::tr("self-host by %1").arg(amount) : Text::tr("API by %1").arg(amount);
}

QString savingBrief(const OfferRow &row, const MoneyIn &money)
{
    const auto &v = row.result().monthlySaving;
    return savingBriefOf(v ? std::optional<double>(v->value()) : std::nullopt, money);
}

QString probabilityBrief(const OfferRow &row, const MoneyIn &money)
{
    const OfferUncertainty *u = row.offerUncertainty();
    return u ? Text::tr("%1 %").arg(format::percent(u->pSelfHostCheaper, money.locale)) : QStringLiteral("-");
}

/// The cheaper side in the window's narrow cell; sideText() in the tooltip.
QString sideBriefOf(Cheaper side)
{
    switch (side) {
    case Cheaper::SelfHost:
        return Text::tr("self-host");
    case Cheaper::NotFeasible:
        return Text::tr("infeasible");
    case Cheaper::Api:
        break;
    }
    return Text::tr("API");
}

QString sideBrief(const OfferRow &row, const MoneyIn &) { return sideBriefOf(row.result().cheaper); }

QString sideText(const OfferRow &row, const MoneyIn &)
{
    switch (row.result().cheaper) {
    case Cheaper::SelfHost:
        return Text::tr("self-hosting");
    case Cheaper::NotFeasible:
        return Text::tr("not feasible");
    case Cheaper::Api:
        break;
    }
    return Text::tr("API");
}

/// The offer's name, and when its limits flag it (offerlimits.h) a word why: the window's narrow
/// cell, whose tooltip (offerNameText()) gives the sentence.
QString offerNameBrief(const OfferRow &row, const MoneyIn &)
{
    const QString name = row.offer().displayName();
    const OfferLimits l = offerLimits(row.scenario, row.index);
    if (!l.flagged())
        return name;
    //: Marks an offer whose rate limits cannot carry the demand's peak or that is too slow per user.
    const QString why = l.overRequests || l.overTokens ? Text::tr("over its limits") : Text::tr("too slow");
    //: An offer flagged by its limits but kept in the comparison by the user.
    return Text::tr("%1 (%2)").arg(name, l.kept ? Text::tr("%1, kept").arg(why) : why);
}

/// The offer's name, and when its limits flag it the sentence why (offerLimitsText()).
QString offerNameText(const OfferRow &row, const MoneyIn &money)
{
    const QString name = row.offer().displayName();
    const QString why = offerLimitsReasons(row, money.locale);
    return why.isEmpty() ? name : Text::tr("%1 (%2)").arg(name, why);
}

template <int Decimals> QString moneyText(std::optional<double> usd, const MoneyIn &money)
{
    return usd ? money.text(*usd, Decimals) : Text::tr("never");
}

} // namespace

QString offerLimitsReasons(const OfferRow &row, const QLocale &locale)
{
    const OfferLimits l = offerLimits(row.scenario, row.index);
    if (!l.flagged())
        return {};
    // Whole numbers, but a rate below 10 a minute keeps its digits ("0.18 requests a minute").
    const auto n = [&](double v) {
        const int decimals = v >= 10.0 || v == std::round(v) ? 0 : v < 1.0 ? 2 : 1;
        return format::number(v, decimals, locale);
    };
    QStringList reasons;
    if (l.overRequests)
        //: %1 the offer's request limit, %2 the requests a minute of the demand's peak ("3,000", "4,100").
        reasons << Text::tr("its %1 requests a minute cannot carry the peak's %2")
                       .arg(n(*l.requestsPerMinLimit), n(*l.peakRequestsPerMin));
    if (l.overTokens)
        //: %1 the offer's token limit, %2 the tokens a minute (input and output) of the demand's peak.
        reasons << Text::tr("its %1 tokens a minute cannot carry the peak's %2")
                       .arg(n(*l.tokensPerMinLimit), n(l.peakTokensPerMin));
    if (l.tooSlow)
        //: %1 the offer's per-user speed, %2 the per-user speed target, both tok/s.
        reasons << Text::tr("its %1 tok/s per user is below the target of %2 tok/s")
                       .arg(format::number(*l.perUserTokS, 1, locale), format::number(*l.perUserTarget, 1, locale));
    const QString what = reasons.join(Text::tr("; "));
    return l.kept ? Text::tr("%1; kept in the comparison").arg(what)
                  : Text::tr("%1; left out of the cheapest offer").arg(what);
}

QString offerLimitsText(const OfferRow &row, const QLocale &locale)
{
    const QString why = offerLimitsReasons(row, locale);
    return why.isEmpty() ? why : Text::tr("%1: %2").arg(row.offer().displayName(), why);
}

QString utilizationText(const OfferResult &offer, const QLocale &locale)
{
    if (offer.cheaper == Cheaper::NotFeasible)
        return Text::tr("not feasible");
    if (!offer.breakevenUtilization)
        return Text::tr("never (no hour in use)");
    const double u = *offer.breakevenUtilization;
    if (!std::isfinite(u))
        return Text::tr("never (the API is free)");
    if (u > 1.0)
        return Text::tr("never (needs %1 %)").arg(format::number(u * 100.0, 0, locale));
    return Text::tr("%1 %").arg(format::percent(u, locale));
}

QString selfHostCheaperText(const OfferRow &row, const QLocale &locale)
{
    const OfferUncertainty *u = row.offerUncertainty();
    if (!u)
        return QStringLiteral("-");
    const QString cheaper = format::percent(u->pSelfHostCheaper, locale);
    const double infeasible = 1.0 - row.uncertainty->pFeasible;
    if (infeasible <= 0.0)
        return Text::tr("%1 %").arg(cheaper);
    return Text::tr("%1 % (%2 % not feasible)").arg(cheaper, format::percent(infeasible, locale));
}

QString savingText(const OfferResult &offer, const MoneyIn &money)
{
    if (!offer.monthlySaving)
        return Text::tr("not feasible");
    return savingWords(offer.monthlySaving->value(), money);
}

QString savingWords(double usd, const MoneyIn &money)
{
    if (usd > 0.0)
        return Text::tr("self-hosting cheaper by %1").arg(money.text(usd, 0));
    return Text::tr("API cheaper by %1").arg(money.text(-usd, 0));
}

QString MoneyIn::text(double usd, int decimals) const
{
    return format::money(convert(usd), currency, decimals, locale);
}

MoneyIn displayMoney(const Scenario &scenario, const QString &currency, const QLocale &locale)
{
    if (const std::optional<double> rate = scenario.fxRate(currency))
        return { currency, [r = *rate](double usd) { return usd * r; }, locale };
    return { QStringLiteral("USD"), [](double usd) { return usd; }, locale };
}

const std::vector<OfferColumn> &offerColumns()
{
    using R = const OfferRow &;
    using M = const MoneyIn &;
    static const std::vector<OfferColumn> columns {
        { "offer", QT_TRANSLATE_NOOP("OfferColumns", "Offer"), ColumnUnit::Text, none, offerNameText, offerNameBrief },
        { "price_per_output_mtok", QT_TRANSLATE_NOOP("OfferColumns", "Price per\noutput Mtok"), ColumnUnit::Money,
            [](R row) { return std::optional<double>(units::inDollarsPerMtok(row.result().blendedPrice)); },
            [](R row, M money) { return moneyText<2>(units::inDollarsPerMtok(row.result().blendedPrice), money); } },
        { "breakeven_throughput_tok_s", QT_TRANSLATE_NOOP("OfferColumns", "Break-even\nthroughput\n(while in use)"),
            ColumnUnit::TokensPerSecond,
            [](R row) {
                const auto &t = row.result().breakevenThroughput;
                return t ? finite(t->value()) : std::nullopt;
            },
            throughputText, throughputBrief },
        { "breakeven_utilization", QT_TRANSLATE_NOOP("OfferColumns", "Break-even utilization\n(at this throughput)"),
            ColumnUnit::Share,
            [](R row) {
                const auto &u = row.result().breakevenUtilization;
                return u && row.evaluation.feasibility.feasible() ? finite(*u) : std::nullopt;
            },
            [](R row, M money) { return utilizationText(row.result(), money.locale); }, utilizationBrief },
        { "breakeven_output_tokens_per_month", QT_TRANSLATE_NOOP("OfferColumns", "Break-even\noutput / month"),
            ColumnUnit::Tokens, [](R row) { return finite(row.result().breakevenOutput.value()); },
            [](R row, M money) { return format::tokens(row.result().breakevenOutput.value(), money.locale); } },
        { "breakeven_input_tokens_per_month", QT_TRANSLATE_NOOP("OfferColumns", "Break-even\ninput / month"),
            ColumnUnit::Tokens, [](R row) { return finite(row.result().breakevenInput.value()); },
            [](R row, M money) {
                // r = 0: no input at all, not a break-even of 0 tokens (#13); the value stays 0 (r x Q*).
                return row.scenario.workload.inputPerOutput > 0.0
                    ? format::tokens(row.result().breakevenInput.value(), money.locale)
                    : QStringLiteral("-");
            } },
        { "monthly_api_cost", QT_TRANSLATE_NOOP("OfferColumns", "API cost\n/ month"), ColumnUnit::Money,
            [](R row) { return std::optional<double>(row.result().monthlyApiCost.value()); },
            [](R row, M money) { return moneyText<0>(row.result().monthlyApiCost.value(), money); } },
        { "monthly_saving", QT_TRANSLATE_NOOP("OfferColumns", "Saving\n/ month"), ColumnUnit::Money,
            [](R row) {
                const auto &v = row.result().monthlySaving;
                return v ? std::optional<double>(v->value()) : std::nullopt;
            },
            [](R row, M money) { return savingText(row.result(), money); }, savingBrief },
        { "cheaper", QT_TRANSLATE_NOOP("OfferColumns", "Cheaper\nside"), ColumnUnit::Text, none, sideText, sideBrief },
        { "p_self_host_cheaper", QT_TRANSLATE_NOOP("OfferColumns", "Self-hosting cheaper\n(share of ranges)"),
            ColumnUnit::Probability,
            [](R row) {
                const OfferUncertainty *u = row.offerUncertainty();
                return u ? std::optional<double>(u->pSelfHostCheaper) : std::nullopt;
            },
            [](R row, M money) { return selfHostCheaperText(row, money.locale); }, probabilityBrief },
        { "request_cost", QT_TRANSLATE_NOOP("OfferColumns", "Request"), ColumnUnit::Money,
            [](R row) { return std::optional<double>(row.result().requestCost.value()); },
            [](R row, M money) { return moneyText<2>(row.result().requestCost.value(), money); } },
        { "accepted_task_cost", QT_TRANSLATE_NOOP("OfferColumns", "Accepted task"), ColumnUnit::Money,
            [](R row) { return std::optional<double>(row.result().acceptedTaskCost.value()); },
            [](R row, M money) { return moneyText<2>(row.result().acceptedTaskCost.value(), money); } },
        { "breakeven_tasks_per_month", QT_TRANSLATE_NOOP("OfferColumns", "Break-even\ntasks / month"),
            ColumnUnit::Count, [](R row) { return finite(row.result().breakevenTasksPerMonth); },
            [](R row, M money) { return format::tokens(row.result().breakevenTasksPerMonth, money.locale); } },
    };
    return columns;
}

const OfferColumn &offerColumn(const char *id)
{
    for (const OfferColumn &c : offerColumns()) {
        if (std::strcmp(c.id, id) == 0)
            return c;
    }
    Q_ASSERT_X(false, "offerColumn", id);
    return offerColumns().front();
}

QString columnKey(const OfferColumn &column, const QString &currency)
{
    const QString id = QString::fromLatin1(column.id);
    return column.unit == ColumnUnit::Money ? id + QLatin1Char('_') + currency : id;
}

QString columnHeader(const OfferColumn &column, bool multiline)
{
    const QString text = QCoreApplication::translate("OfferColumns", column.header);
    return multiline ? text : QString(text).replace(QLatin1Char('\n'), QLatin1Char(' '));
}

QString columnBrief(const OfferColumn &column, const OfferRow &row, const MoneyIn &money)
{
    return column.brief ? column.brief(row, money) : column.text(row, money);
}

QStringList widestBriefs(const OfferColumn &column, const MoneyIn &money)
{
    const QLocale &l = money.locale;
    const std::string id = column.id;
    const auto amount = [&](double v, int decimals) { return format::money(v, money.currency, decimals, l); };
    if (id == "breakeven_throughput_tok_s")
        return { throughputBriefOf(99999, true, true, l), throughputBriefOf(99999, false, true, l),
            throughputBriefOf(99999, false, false, l), Text::tr("never") };
    if (id == "breakeven_utilization")
        return { utilizationBriefOf(999.99, true, l), utilizationBriefOf(0.9999, true, l),
            utilizationBriefOf(std::nullopt, true, l), utilizationBriefOf(std::nullopt, false, l) };
    if (id == "p_self_host_cheaper")
        return { Text::tr("%1 %").arg(format::percent(0.9999, l)), QStringLiteral("-") };
    if (id == "monthly_saving")
        return { savingBriefOf(999999, money), savingBriefOf(-999999, money), savingBriefOf(std::nullopt, money) };
    if (id == "cheaper")
        return { sideBriefOf(Cheaper::SelfHost), sideBriefOf(Cheaper::NotFeasible), sideBriefOf(Cheaper::Api) };
    if (id == "breakeven_input_tokens_per_month")
        return { format::tokens(999.99e12, l), format::tokens(999999, l), QStringLiteral("-"),
            format::tokens(qInf(), l) };
    switch (column.unit) {
    case ColumnUnit::Money:
        return { id.rfind("monthly_", 0) == 0 ? amount(9999999, 0) : amount(9999.99, 2),
            format::money(qInf(), money.currency, 0, l) };
    case ColumnUnit::Tokens:
    case ColumnUnit::Count:
        return { format::tokens(999.99e12, l), format::tokens(999999, l), format::tokens(qInf(), l) };
    default:
        return {};
    }
}

std::optional<double> columnValue(const OfferColumn &column, const OfferRow &row, double rate)
{
    const std::optional<double> v = column.value(row);
    return v && column.unit == ColumnUnit::Money ? std::optional<double>(*v * rate) : v;
}

} // namespace breakeven
