// API limits and speed (issue 31 item 3, MODEL.md section 13): an offer whose rate limits cannot carry
// the demand's peak, or slower than the per-user speed target, is flagged and left out of the
// cheapest offer unless kept.

#include "compile.h"
#include "offercolumns.h"
#include "offerlimits.h"
#include "report.h"

#include "testsupport.h"

#include <gtest/gtest.h>

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

using namespace breakeven;
using namespace breakeven::test;

namespace {

/// 1,000 tok/s of output, 5 input tokens per output token, requests of 30,000 output tokens: the
/// peak is 2 requests and 360,000 tokens a minute. The first offer is the cheaper.
QJsonObject limitsPreset()
{
    const char *json = R"({
        "format": "breakeven-preset", "version": 1, "name": "Limits",
        "hardware": {"count": 8}, "cost": {"mode": "rent", "gpu_hour": 7.0},
        "operation": {"throughput_tok_s": 1000, "utilization": 1.0},
        "workload": {"input_per_output": 5, "request": {"input_tokens": 300000, "output_tokens": 30000}},
        "offers": [
            {"provider": "APIYI", "model": "kimi-k3.1-pro", "input": 2.0, "output": 10.0},
            {"provider": "Moonshot", "model": "kimi-k3", "input": 3.0, "output": 15.0}
        ]
    })";
    return QJsonDocument::fromJson(json).object();
}

/// \a root with \a key set to \a value in its first offer.
QJsonObject withFirstOffer(QJsonObject root, const char *key, const QJsonValue &value)
{
    QJsonArray offers = root.value(QStringLiteral("offers")).toArray();
    QJsonObject first = offers.at(0).toObject();
    first.insert(QString::fromLatin1(key), value);
    offers.replace(0, first);
    root.insert(QStringLiteral("offers"), offers);
    return root;
}

Scenario read(const QJsonObject &root)
{
    const PresetResult r = presetFromJson(root);
    EXPECT_TRUE(r.ok()) << r.errorText().toStdString();
    return r.ok() ? *r.scenario : Scenario {};
}

QJsonObject rateLimit(double requestsPerMin, double tokensPerMin)
{
    QJsonObject o;
    if (requestsPerMin > 0)
        o.insert(QStringLiteral("requests_per_min"), requestsPerMin);
    if (tokensPerMin > 0)
        o.insert(QStringLiteral("tokens_per_min"), tokensPerMin);
    return o;
}

} // namespace

TEST(OfferLimits, WithoutLimitsNothingChanges)
{
    const Scenario s = read(limitsPreset());
    const Evaluation e = evaluate(s);
    for (std::size_t i = 0; i < s.offers.size(); ++i) {
        const OfferLimits l = offerLimits(s, i);
        EXPECT_FALSE(l.flagged());
        EXPECT_FALSE(l.excluded());
        EXPECT_DOUBLE_EQ(*l.peakRequestsPerMin, 2.0);
        EXPECT_DOUBLE_EQ(l.peakTokensPerMin, 360000.0);
        EXPECT_EQ(columnBrief(offerColumn("offer"), OfferRow { s, e, i }, displayMoney(s, s.currency, QLocale::c())),
            s.offers[i].displayName());
        EXPECT_TRUE(offerLimitsText(OfferRow { s, e, i }, QLocale::c()).isEmpty());
    }
    EXPECT_EQ(cheapestEnabledOffer(s, e), std::optional<std::size_t>(0));
    EXPECT_EQ(cheapestEnabledOffer(compileUnchecked(s), e), std::optional<std::size_t>(0));
}

TEST(OfferLimits, ARateLimitedOfferIsFlaggedAndLeftOutOfTheCheapestOffer)
{
    const Scenario s = read(withFirstOffer(limitsPreset(), "rate_limit", rateLimit(1, 0)));
    const Evaluation e = evaluate(s);
    const OfferLimits l = offerLimits(s, 0);
    EXPECT_TRUE(l.overRequests);
    EXPECT_FALSE(l.overTokens);
    EXPECT_FALSE(l.tooSlow);
    EXPECT_TRUE(l.flagged());
    EXPECT_TRUE(l.excluded());
    EXPECT_FALSE(offerLimits(s, 1).flagged());
    // The cheapest offer, for the scenario and for the samplers' compiled scenario, is the other.
    EXPECT_EQ(cheapestEnabledOffer(s, e), std::optional<std::size_t>(1));
    EXPECT_EQ(cheapestEnabledOffer(compileUnchecked(s), e), std::optional<std::size_t>(1));
    // The table says so, in the name's cell; the sentence names the figures.
    const OfferRow row { s, e, 0 };
    const MoneyIn usd = displayMoney(s, s.currency, QLocale::c());
    EXPECT_NE(columnBrief(offerColumn("offer"), row, usd), s.offers[0].displayName());
    EXPECT_EQ(offerLimitsText(row, QLocale::c()),
        QStringLiteral(
            "APIYI kimi-k3.1-pro: its 1 requests a minute cannot carry the peak's 2; left out of the cheapest offer"));
    // The JSON report.
    const QJsonObject limits = reportJson(s, e)
                                   .value(QStringLiteral("offers"))
                                   .toArray()
                                   .at(0)
                                   .toObject()
                                   .value(QStringLiteral("limits"))
                                   .toObject();
    EXPECT_EQ(limits.value(QStringLiteral("requests_per_min")).toDouble(), 1.0);
    EXPECT_TRUE(limits.value(QStringLiteral("tokens_per_min")).isNull());
    EXPECT_TRUE(limits.value(QStringLiteral("over_requests")).toBool());
    EXPECT_TRUE(limits.value(QStringLiteral("excluded")).toBool());
}

TEST(OfferLimits, ATokenLimitBelowThePeakFlagsTheOffer)
{
    EXPECT_TRUE(offerLimits(read(withFirstOffer(limitsPreset(), "rate_limit", rateLimit(0, 359999))), 0).overTokens);
    EXPECT_FALSE(offerLimits(read(withFirstOffer(limitsPreset(), "rate_limit", rateLimit(0, 360000))), 0).flagged());
}

TEST(OfferLimits, TheHybridDaysPeakIsTheDemandsPeak)
{
    QJsonObject root = withFirstOffer(limitsPreset(), "rate_limit", rateLimit(3, 0));
    EXPECT_FALSE(offerLimits(read(root), 0).flagged()); // 2 requests a minute at 1,000 tok/s
    root.insert(QStringLiteral("hybrid"),
        QJsonObject { { QStringLiteral("base_tok_s"), 100 }, { QStringLiteral("peak_tok_s"), 2000 },
            { QStringLiteral("peak_hours"), 8 } });
    const Scenario s = read(root);
    const OfferLimits l = offerLimits(s, 0);
    EXPECT_TRUE(l.peakFromDemand);
    EXPECT_DOUBLE_EQ(*l.peakRequestsPerMin, 4.0);
    EXPECT_TRUE(l.overRequests);
    EXPECT_EQ(cheapestEnabledOffer(compileUnchecked(s), evaluate(s)), std::optional<std::size_t>(1));
}

TEST(OfferLimits, KeptTheOfferCountsAgain)
{
    const QJsonObject root
        = withFirstOffer(withFirstOffer(limitsPreset(), "rate_limit", rateLimit(1, 0)), "keep_despite_limits", true);
    const Scenario s = read(root);
    const Evaluation e = evaluate(s);
    const OfferLimits l = offerLimits(s, 0);
    EXPECT_TRUE(l.flagged());
    EXPECT_TRUE(l.kept);
    EXPECT_FALSE(l.excluded());
    EXPECT_EQ(cheapestEnabledOffer(s, e), std::optional<std::size_t>(0));
    EXPECT_EQ(cheapestEnabledOffer(compileUnchecked(s), e), std::optional<std::size_t>(0));
    EXPECT_TRUE(offerLimitsText(OfferRow { s, e, 0 }, QLocale::c()).endsWith(QStringLiteral("kept in the comparison")));
}

TEST(OfferLimits, ATooSlowOfferIsFlaggedOnlyWithAPerUserTarget)
{
    const QJsonObject root = withFirstOffer(limitsPreset(), "per_user_tok_s", 30.0);
    const Scenario without = read(root);
    EXPECT_FALSE(offerLimits(without, 0).flagged());
    EXPECT_EQ(cheapestEnabledOffer(without, evaluate(without)), std::optional<std::size_t>(0));

    const Scenario slow = with(without, "operation.min_per_user_tok_s", 50.0);
    EXPECT_TRUE(offerLimits(slow, 0).tooSlow);
    EXPECT_TRUE(offerLimits(slow, 0).excluded());
    EXPECT_FALSE(offerLimits(slow, 1).tooSlow); // no speed stated: not checked
    EXPECT_EQ(cheapestEnabledOffer(slow, evaluate(slow)), std::optional<std::size_t>(1));

    const Scenario fastEnough = with(without, "operation.min_per_user_tok_s", 30.0);
    EXPECT_FALSE(offerLimits(fastEnough, 0).flagged());
}

TEST(OfferLimits, ThePresetRoundTripsTheNewFields)
{
    QJsonObject root = withFirstOffer(limitsPreset(), "rate_limit", rateLimit(3000, 2000000));
    root = withFirstOffer(root, "per_user_tok_s", 45.5);
    root = withFirstOffer(root, "keep_despite_limits", true);
    // An unknown key inside rate_limit rides along.
    QJsonObject limits = rateLimit(3000, 2000000);
    limits.insert(QStringLiteral("tier"), QStringLiteral("pro"));
    root = withFirstOffer(root, "rate_limit", limits);
    const Scenario s = read(root);
    ASSERT_EQ(s.offers.size(), 2u);
    EXPECT_EQ(s.offers[0].rateLimitRequestsPerMin, std::optional<double>(3000));
    EXPECT_EQ(s.offers[0].rateLimitTokensPerMin, std::optional<double>(2000000));
    EXPECT_EQ(s.offers[0].perUserTokS, std::optional<double>(45.5));
    EXPECT_TRUE(s.offers[0].keepDespiteLimits);
    EXPECT_FALSE(s.offers[1].rateLimitRequestsPerMin);
    EXPECT_FALSE(s.offers[1].keepDespiteLimits);

    const QJsonObject written = presetToJson(s);
    const QJsonObject first = written.value(QStringLiteral("offers")).toArray().at(0).toObject();
    EXPECT_EQ(first.value(QStringLiteral("rate_limit")).toObject().value(QStringLiteral("tier")).toString(),
        QStringLiteral("pro"));
    const QJsonObject second = written.value(QStringLiteral("offers")).toArray().at(1).toObject();
    EXPECT_FALSE(second.contains(QStringLiteral("rate_limit")));
    EXPECT_FALSE(second.contains(QStringLiteral("keep_despite_limits")));
    const Scenario again = read(written);
    EXPECT_EQ(again, s);
    // The registry sets them too, as --set does.
    const Scenario set = with(s, "offers.1.rate_limit.tokens_per_min", 1000);
    EXPECT_EQ(set.offers[1].rateLimitTokensPerMin, std::optional<double>(1000));
}

TEST(OfferLimits, ABadValueNamesItsField)
{
    const auto errorsOf = [](const QJsonObject &root) {
        const PresetResult r = presetFromJson(root);
        EXPECT_FALSE(r.ok());
        return r.errorText();
    };
    const QJsonObject negative { { QStringLiteral("requests_per_min"), -1 } };
    EXPECT_TRUE(errorsOf(withFirstOffer(limitsPreset(), "rate_limit", negative))
                    .contains(QStringLiteral("offers[0].rate_limit.requests_per_min")));
    QJsonObject zero { { QStringLiteral("tokens_per_min"), 0 } };
    EXPECT_TRUE(errorsOf(withFirstOffer(limitsPreset(), "rate_limit", zero))
                    .contains(QStringLiteral("offers[0].rate_limit.tokens_per_min")));
    EXPECT_TRUE(errorsOf(withFirstOffer(limitsPreset(), "per_user_tok_s", QStringLiteral("fast")))
                    .contains(QStringLiteral("offers[0].per_user_tok_s")));
    EXPECT_TRUE(
        errorsOf(withFirstOffer(limitsPreset(), "rate_limit", 5)).contains(QStringLiteral("offers[0].rate_limit")));
    EXPECT_TRUE(errorsOf(withFirstOffer(limitsPreset(), "keep_despite_limits", 1))
                    .contains(QStringLiteral("offers[0].keep_despite_limits")));
}
