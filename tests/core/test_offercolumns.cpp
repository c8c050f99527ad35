// The offer columns (core/present/offercolumns.h): one key, number and wording per figure of an offer's
// row, read by the JSON report, the CSV, the PDF table and the window's table (issue 9).

#include "format.h"
#include "offercolumns.h"
#include "report.h"

#include "testsupport.h"

#include <gtest/gtest.h>

#include <QJsonArray>
#include <QJsonObject>

#include <cmath>
#include <set>

using namespace breakeven;
using namespace breakeven::test;

TEST(OfferColumns, IdsAndKeysAreUniqueAndMoneyKeysNameTheCurrency) // #9
{
    std::set<QString> ids;
    for (const OfferColumn &c : offerColumns()) {
        EXPECT_TRUE(ids.insert(QString::fromLatin1(c.id)).second) << c.id;
        EXPECT_FALSE(columnHeader(c).isEmpty()) << c.id;
        EXPECT_FALSE(columnHeader(c).contains(QLatin1Char('\n'))) << c.id;
    }
    EXPECT_EQ(columnKey(offerColumn("monthly_saving"), QStringLiteral("usd")), QStringLiteral("monthly_saving_usd"));
    EXPECT_EQ(columnKey(offerColumn("monthly_saving"), QStringLiteral("EUR")), QStringLiteral("monthly_saving_EUR"));
    EXPECT_EQ(columnKey(offerColumn("breakeven_utilization"), QStringLiteral("EUR")),
        QStringLiteral("breakeven_utilization"));
}

TEST(OfferColumns, TheJsonReportIsTheColumnsValues) // #9
{
    for (const QString &file : shippedPresets()) {
        SCOPED_TRACE(file.toStdString());
        const Scenario s = loadPreset(file.toLatin1().constData());
        const Evaluation e = evaluate(s);
        const QJsonArray offers = reportJson(s, e).value(QStringLiteral("offers")).toArray();
        ASSERT_EQ(offers.size(), static_cast<qsizetype>(s.offers.size()));
        for (std::size_t i = 0; i < s.offers.size(); ++i) {
            const QJsonObject o = offers.at(static_cast<qsizetype>(i)).toObject();
            for (const OfferColumn &c : offerColumns()) {
                if (c.unit == ColumnUnit::Text || c.unit == ColumnUnit::Probability)
                    continue;
                const QString key = columnKey(c, QStringLiteral("usd"));
                ASSERT_TRUE(o.contains(key)) << key.toStdString();
                const std::optional<double> v = columnValue(c, OfferRow { s, e, i });
                if (v)
                    EXPECT_DOUBLE_EQ(o.value(key).toDouble(), *v) << key.toStdString();
                else
                    EXPECT_TRUE(o.value(key).isNull()) << key.toStdString();
            }
        }
    }
}

TEST(OfferColumns, MoneyConvertsByTheRateAndNeverReachedIsNoNumber) // #9
{
    Scenario s = loadPreset("kimi-k31-pro-8xb300-modal.json");
    // A free offer never breaks even: no number, and the words say never.
    s.offers.at(0).input = 0.0;
    s.offers.at(0).output = 0.0;
    s.offers.at(0).cachedInput = 0.0;
    const Evaluation e = evaluate(s);
    const OfferRow free { s, e, 0 };
    EXPECT_FALSE(columnValue(offerColumn("breakeven_output_tokens_per_month"), free).has_value());
    const MoneyIn usd { QStringLiteral("USD"), [](double v) { return v; }, format::locale() };
    EXPECT_EQ(offerColumn("breakeven_output_tokens_per_month").text(free, usd), QStringLiteral("never"));
    EXPECT_EQ(offerColumn("breakeven_throughput_tok_s").text(free, usd), QStringLiteral("never"));
    const OfferRow paid { s, e, 1 };
    const double usdCost = *columnValue(offerColumn("monthly_api_cost"), paid);
    EXPECT_DOUBLE_EQ(*columnValue(offerColumn("monthly_api_cost"), paid, 7.0), usdCost * 7.0);
    EXPECT_DOUBLE_EQ(*columnValue(offerColumn("breakeven_throughput_tok_s"), paid, 7.0),
        *columnValue(offerColumn("breakeven_throughput_tok_s"), paid)); // not money: not converted
    const MoneyIn cny { QStringLiteral("CNY"), [](double v) { return v * 7.0; }, format::locale() };
    EXPECT_EQ(offerColumn("monthly_api_cost").text(paid, cny), format::money(usdCost * 7.0, QStringLiteral("CNY"), 0));
}

TEST(Format, OneTokenAndPercentWording) // #9
{
    const QLocale &en = format::fixedLocale();
    EXPECT_EQ(format::tokens(241.8e6, en), QStringLiteral("241.8 M"));
    EXPECT_EQ(format::tokens(2.07e9, en), QStringLiteral("2.07 B"));
    EXPECT_EQ(format::tokens(12000, en), QStringLiteral("12,000"));
    EXPECT_EQ(format::tokens(INFINITY, en), QStringLiteral("never"));
    EXPECT_EQ(format::number(-0.001, 2, en), QStringLiteral("0.00"));
    EXPECT_EQ(format::percent(0.76), format::number(76, 0));
    EXPECT_EQ(format::percent(0.7595), format::number(75.9, 1)); // one decimal, as the slider edits it
    EXPECT_EQ(format::percent(0.175), format::number(17.5, 1));
}

// The one rule behind the spin boxes', the tornado's and the assumptions' "three significant digits".
TEST(Format, DecimalsForThreeSignificantDigits)
{
    EXPECT_EQ(format::decimalsForSignificant(0.0123456), 4);
    EXPECT_EQ(format::decimalsForSignificant(5.897), 2);
    EXPECT_EQ(format::decimalsForSignificant(43.3333), 1);
    EXPECT_EQ(format::decimalsForSignificant(-43.3333), 1);
    EXPECT_EQ(format::decimalsForSignificant(150.0), 0);
    EXPECT_EQ(format::decimalsForSignificant(2'000'000.0), 0);
    EXPECT_EQ(format::decimalsForSignificant(0.0), 0);
    EXPECT_EQ(format::decimalsForSignificant(INFINITY), 0);
    EXPECT_EQ(format::decimalsForSignificant(5.897, 2), 1);
}

// #33: the pt_BR verdict read "a resposta depende mais de Preço da GPU por GPU-hora", a capital in
// the middle of a sentence; an acronym keeps its capitals.
TEST(Format, ALabelInsideASentenceStartsLowerCaseUnlessItIsAnAcronym)
{
    EXPECT_EQ(format::midSentence(QStringLiteral("Pre\u00e7o da GPU por GPU-hora")),
        QStringLiteral("pre\u00e7o da GPU por GPU-hora"));
    EXPECT_EQ(format::midSentence(QStringLiteral("Sustained throughput")), QStringLiteral("sustained throughput"));
    EXPECT_EQ(format::midSentence(QStringLiteral("GPU price per GPU-hour")), QStringLiteral("GPU price per GPU-hour"));
    EXPECT_EQ(format::midSentence(QStringLiteral("TTFT target (p90)")), QStringLiteral("TTFT target (p90)"));
    EXPECT_EQ(
        format::midSentence(QStringLiteral("MaaS revenue in 12 months")), QStringLiteral("MaaS revenue in 12 months"));
    EXPECT_EQ(format::midSentence(QStringLiteral("A")), QStringLiteral("A"));
    EXPECT_EQ(format::midSentence(QString()), QString());
}

TEST(OfferColumns, SelfHostCheaperIsTheMonteCarloShareAndEmptyWithoutARun) // #11
{
    Scenario s = loadPreset("kimi-k31-pro-8xb300-modal.json");
    ASSERT_FALSE(s.ranges.empty());
    // Near the break-even against $10 (1,577.5 tok/s): the throughput's range, which moves with it
    // (#26), flips the answer for some samples.
    ASSERT_FALSE(setByPath(s, u"operation.throughput_tok_s", u"1578"));
    const Evaluation e = evaluate(s);
    MonteCarloOptions options;
    options.samples = 4000;
    options.seed = 42;
    const MonteCarloResult mc = runMonteCarlo(s, options);
    ASSERT_EQ(mc.offers.size(), s.offers.size());
    const OfferColumn &column = offerColumn("p_self_host_cheaper");
    EXPECT_EQ(column.unit, ColumnUnit::Probability);
    const QLocale &en = format::fixedLocale();
    bool someBetween = false;
    for (std::size_t i = 0; i < s.offers.size(); ++i) {
        const OfferRow row { s, e, i, &mc };
        const double p = mc.offers[i].pSelfHostCheaper;
        EXPECT_EQ(columnValue(column, row, 7.0), std::optional<double>(p)) << i; // a share: never converted
        const QString expected = mc.pFeasible < 1.0
            ? QStringLiteral("%1 % (%2 % not feasible)")
                  .arg(format::percent(p, en), format::percent(1.0 - mc.pFeasible, en))
            : QStringLiteral("%1 %").arg(format::percent(p, en));
        EXPECT_EQ(selfHostCheaperText(row, en), expected) << i;
        someBetween = someBetween || (p > 0.0 && p < 1.0);
        // No run, or a run of a scenario with other offers: no figure.
        EXPECT_FALSE(columnValue(column, OfferRow { s, e, i }).has_value());
        EXPECT_EQ(selfHostCheaperText(OfferRow { s, e, i }, en), QStringLiteral("-"));
    }
    EXPECT_TRUE(someBetween); // the throughput range flips the answer for at least one offer

    MonteCarloResult stale = mc;
    stale.offers.pop_back();
    EXPECT_FALSE(columnValue(column, OfferRow { s, e, 0, &stale }).has_value());

    // A run without ranges is the point result: no probability to show.
    Scenario point = s;
    point.ranges.clear();
    const MonteCarloResult none = runMonteCarlo(point, options);
    EXPECT_FALSE(columnValue(column, OfferRow { point, evaluate(point), 0, &none }).has_value());
}

TEST(OfferColumns, TheTextReportShowsTheShareOfTheRun) // #11
{
    const Scenario s = loadPreset("kimi-k31-pro-8xb300-modal.json");
    const Evaluation e = evaluate(s);
    MonteCarloOptions options;
    options.samples = 2000;
    options.seed = 7;
    const MonteCarloResult mc = runMonteCarlo(s, options);
    const QString text = reportText(s, e, &mc);
    const std::size_t first = 0;
    EXPECT_TRUE(text.contains(selfHostCheaperText(OfferRow { s, e, first, &mc }, format::fixedLocale())));
    EXPECT_TRUE(text.contains(columnHeader(offerColumn("p_self_host_cheaper"))));
}
