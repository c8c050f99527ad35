#include "offercolumns.h"

#include "format.h"

#include <QCoreApplication>

#include <cmath>
#include <cstring>

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

template <int Decimals> QString moneyText(std::optional<double> usd, const MoneyIn &money)
{
    return usd ? format::money(money.convert(*usd), money.currency, Decimals, money.locale) : Text::tr("never");
}

} // namespace

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
    const double v = offer.monthlySaving->value();
    if (v > 0.0)
        return Text::tr("self-hosting cheaper by %1")
            .arg(format::money(money.convert(v), money.currency, 0, money.locale));
    return Text::tr("API cheaper by %1").arg(format::money(money.convert(-v), money.currency, 0, money.locale));
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
        { "offer", QT_TRANSLATE_NOOP("OfferColumns", "Offer"), ColumnUnit::Text, none,
            [](R row, M) { return row.offer().displayName(); } },
        { "price_per_output_mtok", QT_TRANSLATE_NOOP("OfferColumns", "Price per\noutput Mtok"), ColumnUnit::Money,
            [](R row) { return std::optional<double>(units::inDollarsPerMtok(row.result().blendedPrice)); },
            [](R row, M money) { return moneyText<2>(units::inDollarsPerMtok(row.result().blendedPrice), money); } },
        { "breakeven_throughput_tok_s", QT_TRANSLATE_NOOP("OfferColumns", "Break-even throughput\n(while in use)"),
            ColumnUnit::TokensPerSecond,
            [](R row) {
                const auto &t = row.result().breakevenThroughput;
                return t ? finite(t->value()) : std::nullopt;
            },
            throughputText },
        { "breakeven_utilization", QT_TRANSLATE_NOOP("OfferColumns", "Break-even utilization\n(at this throughput)"),
            ColumnUnit::Share,
            [](R row) {
                const auto &u = row.result().breakevenUtilization;
                return u && row.evaluation.feasibility.feasible() ? finite(*u) : std::nullopt;
            },
            [](R row, M money) { return utilizationText(row.result(), money.locale); } },
        { "breakeven_output_tokens_per_month", QT_TRANSLATE_NOOP("OfferColumns", "Break-even\noutput / month"),
            ColumnUnit::Tokens, [](R row) { return finite(row.result().breakevenOutput.value()); },
            [](R row, M money) { return format::tokens(row.result().breakevenOutput.value(), money.locale); } },
        { "breakeven_input_tokens_per_month", QT_TRANSLATE_NOOP("OfferColumns", "Break-even\ninput / month"),
            ColumnUnit::Tokens, [](R row) { return finite(row.result().breakevenInput.value()); },
            [](R row, M money) { return format::tokens(row.result().breakevenInput.value(), money.locale); } },
        { "monthly_api_cost", QT_TRANSLATE_NOOP("OfferColumns", "API cost\n/ month"), ColumnUnit::Money,
            [](R row) { return std::optional<double>(row.result().monthlyApiCost.value()); },
            [](R row, M money) { return moneyText<0>(row.result().monthlyApiCost.value(), money); } },
        { "monthly_saving", QT_TRANSLATE_NOOP("OfferColumns", "Saving\n/ month"), ColumnUnit::Money,
            [](R row) {
                const auto &v = row.result().monthlySaving;
                return v ? std::optional<double>(v->value()) : std::nullopt;
            },
            [](R row, M money) { return savingText(row.result(), money); } },
        { "cheaper", QT_TRANSLATE_NOOP("OfferColumns", "Cheaper\nside"), ColumnUnit::Text, none, sideText },
        { "p_self_host_cheaper", QT_TRANSLATE_NOOP("OfferColumns", "Self-hosting cheaper\n(share of ranges)"),
            ColumnUnit::Probability,
            [](R row) {
                const OfferUncertainty *u = row.offerUncertainty();
                return u ? std::optional<double>(u->pSelfHostCheaper) : std::nullopt;
            },
            [](R row, M money) { return selfHostCheaperText(row, money.locale); } },
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

std::optional<double> columnValue(const OfferColumn &column, const OfferRow &row, double rate)
{
    const std::optional<double> v = column.value(row);
    return v && column.unit == ColumnUnit::Money ? std::optional<double>(*v * rate) : v;
}

} // namespace breakeven
