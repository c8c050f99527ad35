#include "evaluation.h"
#include "formatting.h"
#include "montecarlo.h"
#include "presetio.h"
#include "sensitivity.h"
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
    EXPECT_TRUE(v.startsWith(QStringLiteral("At 92 tok/s while in use, 100 % of the time,"))) << v.toStdString();
    EXPECT_TRUE(v.contains(QStringLiteral("$171.47 per output Mtok")));
    EXPECT_TRUE(v.contains(QStringLiteral("17.1 times the price of Moonshot kimi-k3.1-pro;")));
    // 56.79 $/h against $10/Mtok: exactly 1,577.5 tok/s, which rounds (half away from zero) to 1,578.
    EXPECT_TRUE(v.contains(QStringLiteral("breaks even above 1,578 tok/s while in use, 100 % of the time")));
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
    EXPECT_TRUE(v.contains(QStringLiteral("the hardware sustains at most 1,000 tok/s"))) << v.toStdString();
}

TEST(Verdict, SelfHostingAlreadyCheaper)
{
    Scenario s = defaultScenario();
    s.hardware.decodePoints.clear(); // the peak alone, no prefill: the curve has its own tests (test_capacity.cpp)
    s.hardware.prefillInputTokS.reset();
    s.operation.throughputTokS = 4000.0;
    const Evaluation e = evaluate(s);
    const OfferResult &r = e.offers[cheapestEnabledOffer(s, e).value()];
    ASSERT_EQ(r.cheaper, Cheaper::SelfHost);
    const QString v = verdictFor(s);
    EXPECT_TRUE(v.contains(QStringLiteral("self-hosting cheaper by %1 a month")
                               .arg(format::money(r.monthlySaving->value(), QStringLiteral("USD"), 0))))
        << v.toStdString();
    EXPECT_FALSE(v.contains(QStringLiteral("not checked"))) << v.toStdString(); // the preset states a maximum
}

TEST(Verdict, MoneyInTheDisplayCurrency)
{
    const Scenario s = defaultScenario();
    const QString v = verdictFor(s, QStringLiteral("CNY"));
    const double usd = inDollarsPerMtok(*evaluate(s).selfHost.costPerOutputToken);
    EXPECT_TRUE(v.contains(format::money(s.fromUsd(usd, QStringLiteral("CNY")).value(), QStringLiteral("CNY"))))
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
    s.hardware.maxThroughputTokS.reset(); // 10 M tok/s is far beyond this node: take it as given
    s.hardware.decodePoints.clear();      // the peak alone, no prefill: the curve has its own tests (test_capacity.cpp)
    s.hardware.prefillInputTokS.reset();
    s.operation.throughputTokS = 1e7; // 1/108,700 of the 92 tok/s cost
    const Evaluation e = evaluate(s);
    const std::size_t best = cheapestEnabledOffer(s, e).value();
    const double ratio
        = inDollarsPerMtok(*e.selfHost.costPerOutputToken) / inDollarsPerMtok(e.offers[best].blendedPrice);
    ASSERT_LT(ratio, 0.01);
    const QString v = verdictFor(s);
    EXPECT_FALSE(v.contains(QStringLiteral("0.00x"))) << v.toStdString();
    EXPECT_TRUE(v.contains(QStringLiteral("1/%1 of the price of %2 %3")
                               .arg(format::number(1.0 / ratio, 0), s.offers[best].provider, s.offers[best].model)))
        << v.toStdString();

    s.operation.throughputTokS = 400.0; // from 1x up, one decimal
    EXPECT_TRUE(verdictFor(s).contains(QStringLiteral("3.9 times the price of Moonshot")))
        << verdictFor(s).toStdString();
    s.operation.throughputTokS = 3000.0; // from 1/100 to 1x, two decimals
    EXPECT_TRUE(verdictFor(s).contains(QStringLiteral("0.53 times the price of"))) << verdictFor(s).toStdString();
}

TEST(Verdict, UtilizationShowsTheSlidersDecimal)
{
    Scenario s = defaultScenario();
    s.operation.utilization = 0.175;
    EXPECT_TRUE(verdictFor(s).contains(QStringLiteral("while in use, 17.5 % of the time")))
        << verdictFor(s).toStdString();
    s.operation.utilization = 0.25;
    EXPECT_TRUE(verdictFor(s).contains(QStringLiteral("while in use, 25 % of the time")))
        << verdictFor(s).toStdString();
    s.operation.utilization = 0.0999999999; // float noise does not print "10.0"
    EXPECT_TRUE(verdictFor(s).contains(QStringLiteral("while in use, 10 % of the time")))
        << verdictFor(s).toStdString();
}

TEST(Verdict, LeadsWithWhyWhenTheHardwareCannotSustainTheOperatingThroughput) // #8
{
    Scenario s = defaultScenario();
    s.hardware.decodePoints.clear(); // the peak alone, no prefill: the curve has its own tests (test_capacity.cpp)
    s.hardware.prefillInputTokS.reset();
    s.hardware.maxThroughputTokS = 4634.0;
    s.operation.throughputTokS = 4634.0; // at the limit: feasible, and cheaper than the $10 offers
    EXPECT_FALSE(verdictFor(s).contains(QStringLiteral("cannot"))) << verdictFor(s).toStdString();
    EXPECT_TRUE(verdictFor(s).contains(QStringLiteral("self-hosting cheaper by"))) << verdictFor(s).toStdString();
    s.operation.throughputTokS = 10000.0;
    const QString v = verdictFor(s);
    EXPECT_TRUE(v.startsWith(
        QStringLiteral("8x B300 cannot sustain 10,000 tok/s: it sustains at most 4,634 tok/s (5,366 tok/s short).")))
        << v.toStdString();
    EXPECT_FALSE(v.contains(QStringLiteral("cheaper"))) << v.toStdString();
    EXPECT_TRUE(v.contains(QStringLiteral("no saving is claimed"))) << v.toStdString();

    s.operation.utilization = 0.0; // also when nothing is produced
    EXPECT_TRUE(verdictFor(s).startsWith(QStringLiteral("8x B300 cannot sustain 10,000 tok/s")))
        << verdictFor(s).toStdString();
}

TEST(Verdict, LeadsWithWhyWhenTheModelDoesNotFit) // #8
{
    const PresetResult h200 = readPresetFile(QStringLiteral(BREAKEVEN_SOURCE_DIR "/presets/kimi-k31-pro-8xh200.json"));
    ASSERT_TRUE(h200.ok()) << h200.errorText().toStdString();
    Scenario s = *h200.scenario;
    s.operation.throughputTokS = 3000.0; // where the verdict said "self-hosting is cheaper by $37,383"
    const QString v = verdictFor(s);
    EXPECT_TRUE(v.startsWith(QStringLiteral("Kimi K3.1 Pro does not fit on 8x H200: 605 GB short of usable memory "
                                            "(the weights alone exceed the installed memory by 433 GB).")))
        << v.toStdString();
    EXPECT_FALSE(v.contains(QStringLiteral("cheaper"))) << v.toStdString();
    EXPECT_FALSE(v.contains(QStringLiteral("37,"))) << v.toStdString();
    // Both checks fail: both reasons, memory first.
    s.hardware.maxThroughputTokS = 2000.0;
    const QString both = verdictFor(s);
    EXPECT_TRUE(both.contains(QStringLiteral("installed memory by 433 GB); and 8x H200 cannot sustain 3,000 tok/s")))
        << both.toStdString();
}

TEST(Verdict, ReadsAsASentenceAFinanceLeadCanRepeat) // #16
{
    const Scenario s = test::loadPreset("kimi-k31-pro-8xb300-modal.json");
    const Evaluation e = evaluate(s);
    const OfferResult &r = e.offers[cheapestEnabledOffer(s, e).value()];
    ASSERT_LT(r.monthlySaving->value(), 0.0);
    const QString v = verdictFor(s);
    EXPECT_TRUE(v.contains(QStringLiteral("17.1 times the price of Moonshot kimi-k3.1-pro"))) << v.toStdString();
    EXPECT_TRUE(v.contains(QStringLiteral("API cheaper by %1 a month")
                               .arg(format::money(-r.monthlySaving->value(), QStringLiteral("USD"), 0))))
        << v.toStdString();
    EXPECT_FALSE(v.contains(QStringLiteral("-$"))) << v.toStdString();
    EXPECT_FALSE(v.contains(QStringLiteral("x Moonshot"))) << v.toStdString();
    // The table's saving column never shows a bare negative amount either.
    const auto usd = [](double x) { return x; };
    EXPECT_EQ(savingText(r, MoneyIn { QStringLiteral("USD"), usd, format::locale() }),
        QStringLiteral("API cheaper by %1").arg(format::money(-r.monthlySaving->value(), QStringLiteral("USD"), 0)));
}

TEST(Verdict, BreakEvenThroughputIsWhileInUseAndUtilizationIsGiven) // #8
{
    Scenario s = test::loadPreset("kimi-k31-pro-8xb300-modal.json");
    s.hardware.maxThroughputTokS = 4634.0;
    s.operation.throughputTokS = 2077.0;
    s.operation.utilization = 0.33;
    // Against $10: T* = 1,577.5 / 0.33 = 4,780 tok/s while in use, beyond 4,634; but at 2,077 tok/s the
    // node breaks even from u* = 0.33 * 4,780 / 2,077 = 76 %. The old verdict only said "never".
    const QString v = verdictFor(s);
    EXPECT_TRUE(v.startsWith(QStringLiteral("At 2,077 tok/s while in use, 33 % of the time,"))) << v.toStdString();
    EXPECT_TRUE(v.contains(QStringLiteral("it would need 4,780 tok/s while in use, beyond this hardware's 4,634 tok/s; "
                                          "at 2,077 tok/s it breaks even from 76 % utilization")))
        << v.toStdString();
    EXPECT_FALSE(v.contains(QStringLiteral("never"))) << v.toStdString();

    // Within capacity: both break-evens.
    s.operation.utilization = 0.5;
    const QString half = verdictFor(s);
    EXPECT_TRUE(half.contains(QStringLiteral("It breaks even above 3,155 tok/s while in use, 50 % of the time, or from "
                                             "76 % utilization at 2,077 tok/s")))
        << half.toStdString();
}

TEST(Verdict, NeverNamesTheBindingLimit) // #8
{
    Scenario s = test::loadPreset("kimi-k31-pro-8xb300-modal.json");
    s.hardware.maxThroughputTokS = 1000.0; // 92 tok/s always on; $10 needs 1,578 tok/s or 1,715 % of the time
    const QString v = verdictFor(s);
    EXPECT_TRUE(v.contains(QStringLiteral("It never breaks even on this hardware: it would need 1,578 tok/s while in "
                                          "use (the hardware sustains at most 1,000 tok/s), or 1,715 % of the time at "
                                          "92 tok/s (at most 100 %).")))
        << v.toStdString();
    s.hardware.maxThroughputTokS = 4634.0; // throughput can get there, utilization cannot
    const QString u = verdictFor(s);
    EXPECT_TRUE(u.contains(QStringLiteral("at 92 tok/s, utilization alone cannot get there (it would need 1,715 % of "
                                          "the time)")))
        << u.toStdString();
}

TEST(Verdict, UncheckedCapacityIsSaidWhenSelfHostingIsCheaper) // #8
{
    Scenario s = test::loadPreset("kimi-k31-pro-8xb300-modal.json");
    s.hardware.maxThroughputTokS.reset();
    s.hardware.decodePoints.clear(); // the peak alone, no prefill: the curve has its own tests (test_capacity.cpp)
    s.hardware.prefillInputTokS.reset();
    s.operation.throughputTokS = 4000.0;
    const QString v = verdictFor(s);
    EXPECT_TRUE(v.contains(QStringLiteral("self-hosting cheaper by"))) << v.toStdString();
    EXPECT_TRUE(v.contains(QStringLiteral("This preset states no maximum throughput for the hardware, so whether it "
                                          "sustains 4,000 tok/s is not checked.")))
        << v.toStdString();
}

// Review finding: 0.001 tok/s printed as "0.0 tok/s" in labels and the verdict.
TEST(Format, TinyThroughputKeepsSignificantDigits)
{
    EXPECT_EQ(format::throughput(0.001), QStringLiteral("0.001 tok/s"));
    EXPECT_EQ(format::throughput(0.0456), QStringLiteral("0.0456 tok/s"));
    EXPECT_EQ(format::throughput(5.25), QStringLiteral("5.3 tok/s"));
    EXPECT_EQ(format::throughput(1577.52), QStringLiteral("1,578 tok/s"));
}

// #15 part 4: an amount or number that rounds to zero has no minus sign.
TEST(Format, NegativeZeroPrintsWithoutASign)
{
    EXPECT_EQ(format::money(-0.001, QStringLiteral("USD")), QStringLiteral("$0.00"));
    EXPECT_EQ(format::number(-0.3, 0), QStringLiteral("0"));
    EXPECT_EQ(format::number(-0.04, 1), QStringLiteral("0.0"));
    EXPECT_EQ(format::number(-1.5, 1), QStringLiteral("-1.5"));
}

// #9: a display currency the preset has no rate for converted at rate 1: "GBP 15.00" for $15. The
// verdict shows USD instead, under USD's symbol.
TEST(Verdict, UnknownDisplayCurrencyShowsUsd)
{
    const Scenario s = defaultScenario();
    ASSERT_FALSE(s.fxRate(QStringLiteral("GBP")).has_value());
    const QString v = verdictFor(s, QStringLiteral("GBP"));
    EXPECT_EQ(v, verdictFor(s, QStringLiteral("USD")));
    EXPECT_FALSE(v.contains(QStringLiteral("GBP"))) << v.toStdString();
    EXPECT_FALSE(v.contains(QStringLiteral("\u00a3"))) << v.toStdString();
}

// Review finding: with the model infeasible in every sample (8xH200), the verdict added "the
// answer hinges most on GPU price per GPU-hour", a parameter that cannot change that answer.
TEST(Verdict, NeverFeasibleOverTheRangesHingesOnNothing)
{
    const Scenario s = test::loadPreset("kimi-k31-pro-8xh200.json");
    MonteCarloOptions options;
    options.samples = 200;
    const MonteCarloResult r = runMonteCarlo(s, options);
    ASSERT_EQ(r.pFeasible, 0.0);
    const Tornado t = tornado(s);
    ASSERT_TRUE(t.offer.has_value());
    EXPECT_EQ(uncertaintyVerdict(s, r, t),
        QStringLiteral("Over the preset's ranges, self-hosting is feasible in none of the plausible cases, so it is "
                       "never cheaper than %1.")
            .arg(s.offers[*t.offer].displayName()));
}
