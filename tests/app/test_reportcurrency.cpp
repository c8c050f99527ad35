// #13: `breakeven report --currency CODE`, as `export` has it: the text report shows money in USD
// followed by CODE; the JSON report's money fields say their currency (x_cny) and are converted at the
// preset's rate; an unknown currency is a usage error naming the known ones. Without --currency the
// report is the golden one (test_reportgolden.cpp).

#include "clisupport.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>

#include <gtest/gtest.h>

#include <functional>

using namespace breakeven;
using namespace breakeven::test;

namespace {

QJsonObject json(const CliRun &r)
{
    EXPECT_EQ(r.code, 0) << r.err.toStdString();
    return QJsonDocument::fromJson(r.out.toUtf8()).object();
}

/// Every key of \a v, at any depth.
QStringList keysOf(const QJsonValue &v)
{
    QStringList keys;
    if (v.isArray()) {
        for (const QJsonValue &e : v.toArray())
            keys << keysOf(e);
    } else if (v.isObject()) {
        const QJsonObject o = v.toObject();
        for (auto it = o.begin(); it != o.end(); ++it)
            keys << it.key() << keysOf(it.value());
    }
    return keys;
}

} // namespace

TEST(ReportCurrency, JsonMoneyFieldsSayTheirCurrencyAndAreConverted)
{
    const QString china = preset("china-b300-rent-5y.json");
    const QStringList json_ { QStringLiteral("--format"), QStringLiteral("json") };
    const QJsonObject usd = json(run(QStringList { QStringLiteral("report"), china } + json_));
    const QJsonObject cny = json(run(
        QStringList { QStringLiteral("report"), china, QStringLiteral("--currency"), QStringLiteral("CNY") } + json_));

    const QJsonObject currency = cny.value(QStringLiteral("currency")).toObject();
    EXPECT_EQ(currency.value(QStringLiteral("code")).toString(), QStringLiteral("CNY"));
    EXPECT_DOUBLE_EQ(currency.value(QStringLiteral("rate")).toDouble(), 7.25);
    const QStringList keys = keysOf(cny);
    EXPECT_FALSE(keys.filter(QStringLiteral("_cny")).isEmpty());
    const QRegularExpression inDollars(QStringLiteral("_usd$"));
    EXPECT_TRUE(keys.filter(inDollars).isEmpty()) << keys.filter(inDollars).join(u' ').toStdString();

    // CNY 190k a month, the preset's figure; each offer's figures at 7.25.
    const auto self = [](const QJsonObject &r, const char *key) {
        return r.value(QStringLiteral("self_host")).toObject().value(QLatin1String(key)).toDouble();
    };
    EXPECT_NEAR(self(cny, "monthly_cost_cny"), 190000.0, 1e-6);
    EXPECT_NEAR(self(cny, "monthly_cost_cny"), self(usd, "monthly_cost_usd") * 7.25, 1e-6);
    const QJsonObject offerUsd = usd.value(QStringLiteral("offers")).toArray().at(0).toObject();
    const QJsonObject offerCny = cny.value(QStringLiteral("offers")).toArray().at(0).toObject();
    EXPECT_NEAR(offerCny.value(QStringLiteral("monthly_saving_cny")).toDouble(),
        offerUsd.value(QStringLiteral("monthly_saving_usd")).toDouble() * 7.25, 1e-6);
    // Figures that are not money are untouched.
    EXPECT_EQ(offerCny.value(QStringLiteral("breakeven_throughput_tok_s")),
        offerUsd.value(QStringLiteral("breakeven_throughput_tok_s")));

    // --currency USD is the plain report.
    const QJsonObject same = json(run(
        QStringList { QStringLiteral("report"), china, QStringLiteral("--currency"), QStringLiteral("USD") } + json_));
    EXPECT_EQ(same, usd);
}

TEST(ReportCurrency, TheTornadosMoneyOutputFollowsTheCurrency)
{
    const QJsonObject r = json(run({ QStringLiteral("report"), preset("china-b300-rent-5y.json"),
        QStringLiteral("--samples"), QStringLiteral("50"), QStringLiteral("--format"), QStringLiteral("json"),
        QStringLiteral("--currency"), QStringLiteral("EUR") }));
    const QJsonObject u = r.value(QStringLiteral("uncertainty")).toObject();
    EXPECT_TRUE(u.value(QStringLiteral("tornado_output")).toString().endsWith(QStringLiteral("_eur")))
        << u.value(QStringLiteral("tornado_output")).toString().toStdString();
    EXPECT_TRUE(u.value(QStringLiteral("monthly_cost_eur")).isObject());
}

TEST(ReportCurrency, TextReportShowsMoneyAlsoInTheAskedCurrency)
{
    const CliRun plain = run({ QStringLiteral("report"), preset("kimi-k31-pro-8xb300-modal.json") });
    ASSERT_EQ(plain.code, 0);
    EXPECT_FALSE(plain.out.contains(QStringLiteral("(EUR ")));
    const CliRun eur = run({ QStringLiteral("report"), preset("kimi-k31-pro-8xb300-modal.json"),
        QStringLiteral("--currency"), QStringLiteral("CNY") });
    ASSERT_EQ(eur.code, 0) << eur.err.toStdString();
    // $41,456.70 a month at 7.25 CNY per USD.
    EXPECT_TRUE(eur.out.contains(QStringLiteral("$41,456.70 (CNY 300,561.08)"))) << eur.out.toStdString();
}

TEST(ReportCurrency, AnUnknownCurrencyIsAUsageErrorNamingTheKnownOnes)
{
    for (const QString &format : { QStringLiteral("text"), QStringLiteral("json") }) {
        const CliRun r = run({ QStringLiteral("report"), preset("china-b300-rent-5y.json"),
            QStringLiteral("--currency"), QStringLiteral("BRL"), QStringLiteral("--format"), format });
        EXPECT_EQ(r.code, 2);
        EXPECT_TRUE(r.out.isEmpty());
        EXPECT_TRUE(r.err.contains(QStringLiteral("--currency: unknown currency \"BRL\""))) << r.err.toStdString();
        EXPECT_TRUE(r.err.contains(QStringLiteral("known: USD, CNY, EUR"))) << r.err.toStdString();
    }
    // A rate given with --set makes it known.
    const CliRun withRate = run({ QStringLiteral("report"), preset("china-b300-rent-5y.json"), QStringLiteral("--set"),
        QStringLiteral("fx_per_usd.BRL=5.4"), QStringLiteral("--currency"), QStringLiteral("BRL") });
    EXPECT_EQ(withRate.code, 0) << withRate.err.toStdString();
    EXPECT_TRUE(withRate.out.contains(QStringLiteral("(BRL "))) << withRate.out.toStdString();
}
