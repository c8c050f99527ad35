#include "evaluation.h"
#include "formatting.h"
#include "presetio.h"
#include "verdict.h"

#include "../core/testsupport.h"

#include <gtest/gtest.h>

using namespace breakeven;

namespace {

QString verdictFor(const Scenario &s, const QString &currency = QStringLiteral("USD"))
{
    return verdictText(s, evaluate(s), currency);
}

} // namespace

TEST(Verdict, OutputOnlyPresetGivesTheArticlesFigures)
{
    const Scenario s = test::loadPreset("kimi-k31-pro-8xb300-modal.json");
    const QString v = verdictFor(s);
    SCOPED_TRACE(v.toStdString());
    EXPECT_TRUE(v.startsWith(QStringLiteral("At 92 tok/s and 100 % utilization"))) << v.toStdString();
    EXPECT_TRUE(v.contains(QStringLiteral("$171.47 per output Mtok")));
    EXPECT_TRUE(v.contains(QStringLiteral("17.1x")));
    EXPECT_TRUE(v.contains(QStringLiteral("kimi-k3.1-pro;")));
    // 56.79 $/h against $10/Mtok: exactly 1,577.5 tok/s, which rounds (half away from zero) to 1,578.
    EXPECT_TRUE(v.contains(QStringLiteral("breaks even above 1,578 tok/s")));
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
    Scenario s = test::loadPreset("kimi-k31-pro-8xb300-modal.json");
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

TEST(Verdict, FreeApiMeansSelfHostingCanNeverBeCheaper)
{
    Scenario s = defaultScenario();
    for (Offer &o : s.offers) {
        o.input = o.output = 0.0;
        o.cachedInput.reset();
    }
    const QString v = verdictFor(s);
    EXPECT_FALSE(v.contains(QStringLiteral("\u221e"))) << v.toStdString();
    EXPECT_TRUE(v.contains(QStringLiteral("is free, so self-hosting can never be cheaper"))) << v.toStdString();
    EXPECT_TRUE(v.contains(QStringLiteral("$171.47 per output Mtok"))) << v.toStdString();
}

TEST(Verdict, SmallRatiosStayReadable)
{
    Scenario s = test::loadPreset("kimi-k31-pro-8xb300-modal.json");
    s.operation.throughputTokS = 1e7; // 1/108,700 of the 92 tok/s cost
    const Evaluation e = evaluate(s);
    const std::size_t best = cheapestEnabledOffer(s, e).value();
    const double ratio
        = inDollarsPerMtok(*e.selfHost.costPerOutputToken) / inDollarsPerMtok(e.offers[best].blendedPrice);
    ASSERT_LT(ratio, 0.01);
    const QString v = verdictFor(s);
    EXPECT_FALSE(v.contains(QStringLiteral("0.00x"))) << v.toStdString();
    EXPECT_TRUE(v.contains(QStringLiteral("1/%1 of %2 %3")
                               .arg(format::number(1.0 / ratio, 0), s.offers[best].provider, s.offers[best].model)))
        << v.toStdString();

    s.operation.throughputTokS = 400.0; // from 1x up, one decimal
    EXPECT_TRUE(verdictFor(s).contains(QStringLiteral("3.9x Moonshot"))) << verdictFor(s).toStdString();
    s.operation.throughputTokS = 3000.0; // from 1/100 to 1x, two decimals
    EXPECT_TRUE(verdictFor(s).contains(QStringLiteral("0.53x"))) << verdictFor(s).toStdString();
}

TEST(Verdict, UtilizationShowsTheSlidersDecimal)
{
    Scenario s = defaultScenario();
    s.operation.utilization = 0.175;
    EXPECT_TRUE(verdictFor(s).contains(QStringLiteral("and 17.5 % utilization"))) << verdictFor(s).toStdString();
    s.operation.utilization = 0.25;
    EXPECT_TRUE(verdictFor(s).contains(QStringLiteral("and 25 % utilization"))) << verdictFor(s).toStdString();
    s.operation.utilization = 0.0999999999; // float noise does not print "10.0"
    EXPECT_TRUE(verdictFor(s).contains(QStringLiteral("and 10 % utilization"))) << verdictFor(s).toStdString();
}

TEST(Verdict, WarnsWhenTheHardwareCannotSustainTheOperatingThroughput)
{
    Scenario s = defaultScenario();
    s.hardware.maxThroughputTokS = 4634.0;
    s.operation.throughputTokS = 4634.0; // at the limit: no warning
    EXPECT_FALSE(verdictFor(s).contains(QStringLiteral("cannot"))) << verdictFor(s).toStdString();
    s.operation.throughputTokS = 6000.0;
    const QString v = verdictFor(s);
    EXPECT_TRUE(
        v.contains(QStringLiteral("this hardware sustains at most 4,634 tok/s, so it cannot run at 6,000 tok/s")))
        << v.toStdString();

    s.operation.utilization = 0.0; // also when nothing is produced
    EXPECT_TRUE(verdictFor(s).contains(QStringLiteral("cannot run at 6,000 tok/s"))) << verdictFor(s).toStdString();
    s.hardware.maxThroughputTokS.reset(); // no limit given: nothing to warn about
    EXPECT_FALSE(verdictFor(s).contains(QStringLiteral("cannot"))) << verdictFor(s).toStdString();
}

// Review finding: 0.001 tok/s printed as "0.0 tok/s" in labels and the verdict.
TEST(Format, TinyThroughputKeepsSignificantDigits)
{
    EXPECT_EQ(format::throughput(0.001), QStringLiteral("0.001 tok/s"));
    EXPECT_EQ(format::throughput(0.0456), QStringLiteral("0.0456 tok/s"));
    EXPECT_EQ(format::throughput(5.25), QStringLiteral("5.3 tok/s"));
    EXPECT_EQ(format::throughput(1577.52), QStringLiteral("1,578 tok/s"));
}
