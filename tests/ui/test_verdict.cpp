#include "evaluation.h"
#include "formatting.h"
#include "presetio.h"
#include "verdict.h"

#include <gtest/gtest.h>

using namespace breakeven;

namespace {

QString verdictFor(const Scenario &s, const QString &currency = QStringLiteral("USD"))
{
    return verdictText(s, evaluate(s), currency);
}

} // namespace

TEST(Verdict, DefaultScenarioGivesTheArticlesFigures)
{
    const Scenario s = defaultScenario();
    const QString v = verdictFor(s);
    SCOPED_TRACE(v.toStdString());
    EXPECT_TRUE(v.startsWith(QStringLiteral("At 92 tok/s and 100 % utilization"))) << v.toStdString();
    EXPECT_TRUE(v.contains(QStringLiteral("$171.47 per output Mtok")));
    EXPECT_TRUE(v.contains(QStringLiteral("17.1x")));
    EXPECT_TRUE(v.contains(QStringLiteral("kimi-k3.1-pro;")));
    EXPECT_TRUE(v.contains(QStringLiteral("breaks even above 1,577 tok/s"))
                || v.contains(QStringLiteral("breaks even above 1,578 tok/s")));
    // And the break-even figure is the model's, not a copy.
    const Evaluation e = evaluate(s);
    const std::size_t best = cheapestEnabledOffer(s, e).value();
    EXPECT_TRUE(v.contains(format::throughput(e.offers[best].breakevenThroughput->value())));
}

TEST(Verdict, ComparesWithTheCheapestEnabledOffer)
{
    Scenario s = defaultScenario();
    for (Offer &o : s.offers)
        o.enabled = o.model == QLatin1String("kimi-k3"); // $15 and $12 (CometAPI)
    const Evaluation e = evaluate(s);
    const std::size_t best = cheapestEnabledOffer(s, e).value();
    EXPECT_EQ(s.offers[best].provider, QStringLiteral("CometAPI"));
    EXPECT_TRUE(verdictFor(s).contains(QStringLiteral("CometAPI kimi-k3")));
}

TEST(Verdict, NoOfferEnabled)
{
    Scenario s = defaultScenario();
    for (Offer &o : s.offers)
        o.enabled = false;
    EXPECT_FALSE(cheapestEnabledOffer(s, evaluate(s)).has_value());
    EXPECT_TRUE(verdictFor(s).contains(QStringLiteral("no API offer is enabled")));
}

TEST(Verdict, NothingProducedNeverBreaksEven)
{
    Scenario s = defaultScenario();
    s.operation.utilization = 0.0;
    const QString v = verdictFor(s);
    EXPECT_TRUE(v.contains(QStringLiteral("never breaks even"))) << v.toStdString();
    EXPECT_TRUE(v.contains(QStringLiteral("$41,457"))) << v.toStdString();
}

TEST(Verdict, BreakEvenBeyondTheHardware)
{
    Scenario s = defaultScenario();
    s.hardware.maxThroughputTokS = 1000.0;
    const QString v = verdictFor(s);
    EXPECT_TRUE(v.contains(QStringLiteral("beyond this hardware's 1,000 tok/s"))) << v.toStdString();
}

TEST(Verdict, SelfHostingAlreadyCheaper)
{
    Scenario s = defaultScenario();
    s.operation.throughputTokS = 4000.0;
    const Evaluation e = evaluate(s);
    const OfferResult &r = e.offers[cheapestEnabledOffer(s, e).value()];
    ASSERT_TRUE(r.selfHostCheaper);
    const QString v = verdictFor(s);
    EXPECT_TRUE(v.contains(QStringLiteral("self-hosting is cheaper by %1 a month")
                               .arg(format::money(r.monthlySaving.value(), QStringLiteral("USD"), 0))))
        << v.toStdString();
}

TEST(Verdict, MoneyInTheDisplayCurrency)
{
    const Scenario s = defaultScenario();
    const QString v = verdictFor(s, QStringLiteral("CNY"));
    const double usd = inDollarsPerMtok(*evaluate(s).selfHost.costPerOutputToken);
    EXPECT_TRUE(v.contains(format::money(s.fromUsd(usd, QStringLiteral("CNY")), QStringLiteral("CNY"))))
        << v.toStdString();
    EXPECT_TRUE(v.contains(QStringLiteral("CN\u00a5"))) << v.toStdString();
}
