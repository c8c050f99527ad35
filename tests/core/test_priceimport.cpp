// Issue 32 item 1: offers from LiteLLM's price file and a saved OpenRouter models listing (real
// excerpts in tests/data/prices, their sources in tests/data/README.md).
#include "priceimport.h"

#include "presetio.h"

#include <gtest/gtest.h>

#include <QDate>
#include <QFile>

#include <algorithm>

using namespace breakeven;

namespace {

QByteArray fixture(const char *name)
{
    QFile f(QStringLiteral(BREAKEVEN_TEST_DATA "/prices/") + QLatin1String(name));
    EXPECT_TRUE(f.open(QIODevice::ReadOnly)) << name;
    return f.readAll();
}

PriceList list(const char *name)
{
    const PriceListResult r = parsePriceList(fixture(name));
    EXPECT_TRUE(r.list.has_value()) << r.error.toStdString();
    return r.list.value_or(PriceList {});
}

const PriceEntry *find(const PriceList &l, const QString &key)
{
    for (const PriceEntry &e : l.entries)
        if (e.key == key)
            return &e;
    return nullptr;
}

QStringList keys(const std::vector<PriceEntry> &entries)
{
    QStringList out;
    for (const PriceEntry &e : entries)
        out << e.key;
    return out;
}

} // namespace

TEST(PriceImport, LiteLlmPerTokenPricesBecomePerMillionTokenOffers)
{
    const PriceList l = list("litellm-model_prices_and_context_window.json");
    EXPECT_EQ(l.format, PriceListFormat::LiteLlm);
    EXPECT_EQ(l.entries.size(), 6U);
    EXPECT_EQ(l.skipped, 1) << "the image model";
    const PriceEntry *k2 = find(l, QStringLiteral("moonshot/kimi-k2-thinking"));
    ASSERT_NE(k2, nullptr);
    EXPECT_EQ(k2->provider, QStringLiteral("moonshot"));
    EXPECT_EQ(k2->model, QStringLiteral("kimi-k2-thinking"));
    EXPECT_EQ(k2->input, 0.6); // 6e-07 per token, exactly
    EXPECT_EQ(k2->output, 2.5);
    EXPECT_EQ(k2->cachedInput, 0.15);
    const PriceEntry *router = find(l, QStringLiteral("openrouter/moonshotai/kimi-k2.5"));
    ASSERT_NE(router, nullptr);
    EXPECT_EQ(router->provider, QStringLiteral("openrouter"));
    EXPECT_EQ(router->model, QStringLiteral("moonshotai/kimi-k2.5"));
    EXPECT_EQ(router->cachedInput, 0.1);
    EXPECT_EQ(router->output, 3.0);
    const PriceEntry *v1 = find(l, QStringLiteral("moonshot/moonshot-v1-8k"));
    ASSERT_NE(v1, nullptr);
    EXPECT_FALSE(v1->cachedInput.has_value());
    const PriceEntry *bedrock = find(l, QStringLiteral("ai21.jamba-1-5-large-v1:0"));
    ASSERT_NE(bedrock, nullptr);
    EXPECT_EQ(bedrock->model, QStringLiteral("ai21.jamba-1-5-large-v1:0")) << "no provider prefix to strip";
}

TEST(PriceImport, OpenRouterListingPricesAreDecimalStringsPerToken)
{
    const PriceList l = list("openrouter-models.json");
    EXPECT_EQ(l.format, PriceListFormat::OpenRouter);
    EXPECT_EQ(l.entries.size(), 4U);
    EXPECT_EQ(l.skipped, 1) << "the router priced \"-1\"";
    const PriceEntry *kimi = find(l, QStringLiteral("moonshotai/kimi-k2.6"));
    ASSERT_NE(kimi, nullptr);
    EXPECT_EQ(kimi->provider, QStringLiteral("OpenRouter"));
    EXPECT_EQ(kimi->input, 0.73);
    EXPECT_EQ(kimi->output, 3.49);
    EXPECT_EQ(kimi->cachedInput, 0.25);
    EXPECT_EQ(find(l, QStringLiteral("z-ai/glm-5.1"))->cachedInput, 0.182);
    EXPECT_EQ(find(l, QStringLiteral("google/gemma-4-26b-a4b-it:free"))->output, 0.0);
}

TEST(PriceImport, OtherFilesAreRefusedWithTheReason)
{
    EXPECT_TRUE(parsePriceList("{").error.startsWith(QStringLiteral("not JSON")));
    EXPECT_EQ(parsePriceList("[]").error, QStringLiteral("not a price list: the file is not a JSON object"));
    EXPECT_TRUE(
        parsePriceList("{\"format\": \"breakeven-preset\"}").error.contains(QStringLiteral("litellm_provider")));
    // A preset is not a price list.
    QFile preset(QStringLiteral(BREAKEVEN_SOURCE_DIR "/presets/kimi-k31-pro-8xb300-modal.json"));
    ASSERT_TRUE(preset.open(QIODevice::ReadOnly));
    EXPECT_FALSE(parsePriceList(preset.readAll()).list.has_value());
}

TEST(PriceImport, AnExactNameWinsSeveralPartialOnesAreAmbiguousAndAStarTakesThemAll)
{
    const PriceList l = list("litellm-model_prices_and_context_window.json");
    PriceMatch m = matchPrices(l, QStringLiteral("KIMI-K2-THINKING"));
    EXPECT_EQ(keys(m.matched), QStringList { QStringLiteral("moonshot/kimi-k2-thinking") });
    EXPECT_TRUE(m.ambiguous.empty());

    m = matchPrices(l, QStringLiteral("kimi"));
    EXPECT_EQ(keys(m.matched), QStringList { QStringLiteral("openrouter/moonshotai/kimi-k2.5") })
        << "one of OpenRouter's";
    ASSERT_EQ(m.ambiguous.size(), 1U);
    EXPECT_EQ(keys(m.ambiguous.front()),
        (QStringList { QStringLiteral("moonshot/kimi-k2-thinking"), QStringLiteral("moonshot/kimi-k2-thinking-turbo"),
            QStringLiteral("moonshot/kimi-thinking-preview") }))
        << "LiteLLM's entries in the order of their keys";

    m = matchPrices(l, QStringLiteral("kimi"), { QStringLiteral("OpenRouter") });
    EXPECT_EQ(keys(m.matched), QStringList { QStringLiteral("openrouter/moonshotai/kimi-k2.5") });
    EXPECT_TRUE(m.ambiguous.empty());

    m = matchPrices(l, QStringLiteral("kimi-k2*"));
    EXPECT_EQ(keys(m.matched),
        (QStringList { QStringLiteral("moonshot/kimi-k2-thinking"), QStringLiteral("moonshot/kimi-k2-thinking-turbo"),
            QStringLiteral("openrouter/moonshotai/kimi-k2.5") }));
    EXPECT_TRUE(m.ambiguous.empty());

    m = matchPrices(l, QStringLiteral("gpt-9"));
    EXPECT_TRUE(m.matched.empty());
    EXPECT_TRUE(m.ambiguous.empty());

    const PriceList router = list("openrouter-models.json");
    m = matchPrices(router, QStringLiteral("gemma-4-26b"));
    ASSERT_EQ(m.ambiguous.size(), 1U);
    EXPECT_EQ(keys(m.ambiguous.front()),
        (QStringList {
            QStringLiteral("google/gemma-4-26b-a4b-it:free"), QStringLiteral("google/gemma-4-26b-a4b-it") }));
    m = matchPrices(router, QStringLiteral("gemma-4-26b-a4b-it"));
    EXPECT_EQ(keys(m.matched), QStringList { QStringLiteral("google/gemma-4-26b-a4b-it") });
}

TEST(PriceImport, AnImportedOfferUpdatesTheOfferOfItsNameOrIsAdded)
{
    const Scenario base = defaultScenario();
    auto moonshot = std::find_if(base.offers.begin(), base.offers.end(),
        [](const Offer &o) { return o.displayName() == QStringLiteral("Moonshot kimi-k3"); });
    ASSERT_NE(moonshot, base.offers.end());
    const std::size_t index = static_cast<std::size_t>(moonshot - base.offers.begin());
    const PriceList l = list("litellm-model_prices_and_context_window.json");

    PriceEntry renamed = *find(l, QStringLiteral("moonshot/kimi-k2-thinking"));
    renamed.model = QStringLiteral("KIMI-K3"); // as if the list had the preset's model, spelled otherwise
    const Offer update = offerFromPrice(renamed, QStringLiteral("prices.json"), QDate(2026, 8, 14));
    EXPECT_EQ(update.source, QStringLiteral("prices.json: moonshot/kimi-k2-thinking"));
    EXPECT_EQ(update.asOf, QStringLiteral("2026-08-14"));
    EXPECT_EQ(update.currency, QStringLiteral("USD"));
    const Offer added = offerFromPrice(
        *find(l, QStringLiteral("moonshot/moonshot-v1-8k")), QStringLiteral("prices.json"), QDate(2026, 8, 14));

    int addedCount = -1;
    int updatedCount = -1;
    const PresetResult r = withImportedOffers(base, { update, added }, &addedCount, &updatedCount);
    ASSERT_TRUE(r.ok()) << r.errorText().toStdString();
    EXPECT_EQ(addedCount, 1);
    EXPECT_EQ(updatedCount, 1);
    ASSERT_EQ(r.scenario->offers.size(), base.offers.size() + 1);
    const Offer &u = r.scenario->offers[index];
    EXPECT_EQ(u.displayName(), QStringLiteral("Moonshot kimi-k3")) << "the preset's names stay";
    EXPECT_EQ(u.input, 0.6);
    EXPECT_EQ(u.output, 2.5);
    EXPECT_EQ(u.cachedInput, 0.15);
    EXPECT_EQ(u.asOf, QStringLiteral("2026-08-14"));
    EXPECT_EQ(u.enabled, moonshot->enabled);
    const Offer &a = r.scenario->offers.back();
    EXPECT_EQ(a.displayName(), QStringLiteral("moonshot moonshot-v1-8k"));
    EXPECT_EQ(a.output, 2.0);
    EXPECT_FALSE(a.cachedInput.has_value());

    // More than a preset holds is refused, naming the limit's field.
    std::vector<Offer> many(static_cast<std::size_t>(maxOffers), added);
    for (std::size_t i = 0; i < many.size(); ++i)
        many[i].model = QStringLiteral("m%1").arg(i);
    const PresetResult tooMany = withImportedOffers(base, many);
    EXPECT_FALSE(tooMany.ok());
    EXPECT_TRUE(tooMany.errorText().contains(QStringLiteral("offers"))) << tooMany.errorText().toStdString();
}
