#pragma once

/// \file priceimport.h
/// API prices from the lists people keep (issue 32 item 1): LiteLLM's
/// `model_prices_and_context_window.json` (an object of entries, each with `litellm_provider`,
/// `mode`, `input_cost_per_token`, `output_cost_per_token`, `cache_read_input_token_cost`) and a saved
/// OpenRouter models listing (`GET /api/v1/models`: `{"data": [{"id", "pricing": {"prompt",
/// "completion", "input_cache_read"}}]}`, prices as decimal strings). Prices per token become offers
/// per million tokens in USD (both lists are in US dollars); the file's name and date are the offers'
/// source and as-of date. No widgets: `breakeven import-prices` (app/) and the window use it.

#include "presetio.h"
#include "scenario.h"

#include <QByteArray>
#include <QDate>
#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

namespace breakeven {

/// A price list is at most this big (LiteLLM's whole file is about 1.6 MB).
inline constexpr qint64 maxPriceListBytes = 64 * 1024 * 1024;

enum class PriceListFormat { LiteLlm, OpenRouter };

/// "LiteLLM model prices" or "OpenRouter models listing".
[[nodiscard]] QString priceListFormatName(PriceListFormat format);

/// One priced model of a list, prices in USD per million tokens.
struct PriceEntry {
    QString key;      ///< its name in the file: "moonshot/kimi-k2-thinking", "moonshotai/kimi-k2.6"
    QString provider; ///< who sells it: LiteLLM's `litellm_provider` ("moonshot"), or "OpenRouter"
    QString model;    ///< the model as that provider names it: "kimi-k2-thinking", "moonshotai/kimi-k2.6"
    double input = 0.0;
    double output = 0.0;
    std::optional<double> cachedInput; ///< none listed: cached input costs `input`
};

/// The priced entries of a list: LiteLLM's in the order of their keys, OpenRouter's in the listing's order.
struct PriceList {
    PriceListFormat format = PriceListFormat::LiteLlm;
    std::vector<PriceEntry> entries;
    /// Entries with no per-token prices, left out: images, embeddings, routers whose price varies ("-1").
    int skipped = 0;
};

/// A list, or why there is none.
struct PriceListResult {
    std::optional<PriceList> list;
    QString error;
};

/// Reads \a bytes as either format (told apart by their shape); an error names what is wrong.
[[nodiscard]] PriceListResult parsePriceList(const QByteArray &bytes);

/// What a model pattern names in a list.
struct PriceMatch {
    std::vector<PriceEntry> matched;
    /// Per provider where the pattern names several entries and none exactly: the candidates. An import
    /// with any is refused.
    std::vector<std::vector<PriceEntry>> ambiguous;
};

/// The entries of \a list that \a pattern names, of the providers \a providers (case-insensitive; all
/// when empty). \a pattern is compared case-insensitively with an entry's model, its key and the model's
/// last path segment: with `*` or `?` as a wildcard pattern (every entry it matches); otherwise an
/// entry it equals wins, else the one entry of a provider that contains it; several that contain it
/// and none equal are ambiguous.
[[nodiscard]] PriceMatch matchPrices(const PriceList &list, const QString &pattern, const QStringList &providers = {});

/// \a entry as an enabled offer in USD, its source "\a fileName: key", as of \a asOf.
[[nodiscard]] Offer offerFromPrice(const PriceEntry &entry, const QString &fileName, const QDate &asOf);

/// \a scenario with \a offers: an offer of the same provider and model (case-insensitive) takes the new
/// prices, currency, as-of date and source (keeping its names and whether it is enabled; no longer
/// edited by the user); any other is added. \a added and \a updated count them. Checked as the file it
/// would be written to (at most maxOffers offers).
[[nodiscard]] PresetResult withImportedOffers(
    const Scenario &scenario, const std::vector<Offer> &offers, int *added = nullptr, int *updated = nullptr);

} // namespace breakeven
