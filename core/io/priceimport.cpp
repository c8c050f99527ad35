#include "priceimport.h"

#include "latin1.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonParseError>
#include <QRegularExpression>

#include <algorithm>
#include <cmath>
#include <map>

namespace breakeven {

namespace {

/// A price per token as per million tokens, to a millionth of a dollar (6e-07 is 0.6, not 0.6000000000000001).
double perMtok(double perToken) { return std::round(perToken * 1e12) / 1e6; }

/// A price per token read from a JSON number (LiteLLM) or a decimal string (OpenRouter); nothing when it is
/// missing, no number, negative (OpenRouter's "-1": the price varies) or not finite.
std::optional<double> tokenPrice(const QJsonValue &v)
{
    double price = 0.0;
    if (v.isDouble()) {
        price = v.toDouble();
    } else if (v.isString()) {
        bool ok = false;
        price = v.toString().trimmed().toDouble(&ok);
        if (!ok)
            return std::nullopt;
    } else {
        return std::nullopt;
    }
    if (!std::isfinite(price) || price < 0.0)
        return std::nullopt;
    return perMtok(price);
}

PriceListResult liteLlm(const QJsonObject &root)
{
    PriceList list;
    list.format = PriceListFormat::LiteLlm;
    for (auto it = root.begin(); it != root.end(); ++it) {
        const QJsonObject e = it.value().toObject();
        const QString mode = e.value(L("mode")).toString(L("chat"));
        const QString provider = e.value(L("litellm_provider")).toString();
        const std::optional<double> input = tokenPrice(e.value(L("input_cost_per_token")));
        const std::optional<double> output = tokenPrice(e.value(L("output_cost_per_token")));
        // Chat and completion models priced per token; images, embeddings and "sample_spec" are not offers.
        if ((mode != QLatin1String("chat") && mode != QLatin1String("completion")) || provider.isEmpty() || !input
            || !output) {
            ++list.skipped;
            continue;
        }
        PriceEntry entry;
        entry.key = it.key();
        entry.provider = provider;
        const QString prefix = provider + QLatin1Char('/');
        entry.model = entry.key.startsWith(prefix) ? entry.key.mid(prefix.size()) : entry.key;
        entry.input = *input;
        entry.output = *output;
        entry.cachedInput = tokenPrice(e.value(L("cache_read_input_token_cost")));
        list.entries.push_back(entry);
    }
    return { list, {} };
}

PriceListResult openRouter(const QJsonArray &data)
{
    PriceList list;
    list.format = PriceListFormat::OpenRouter;
    for (const QJsonValue &v : data) {
        const QJsonObject m = v.toObject();
        const QJsonObject pricing = m.value(L("pricing")).toObject();
        const QString id = m.value(L("id")).toString();
        const std::optional<double> input = tokenPrice(pricing.value(L("prompt")));
        const std::optional<double> output = tokenPrice(pricing.value(L("completion")));
        if (id.isEmpty() || !input || !output) {
            ++list.skipped;
            continue;
        }
        list.entries.push_back(
            { id, L("OpenRouter"), id, *input, *output, tokenPrice(pricing.value(L("input_cache_read"))) });
    }
    return { list, {} };
}

enum class Fit { None, Partial, Glob, Exact };

Fit fit(const PriceEntry &e, const QString &pattern, const std::optional<QRegularExpression> &glob)
{
    const QString last = e.model.section(QLatin1Char('/'), -1);
    const QStringList names { e.model, e.key, last };
    if (glob) {
        for (const QString &n : names)
            if (glob->match(n).hasMatch())
                return Fit::Glob;
        return Fit::None;
    }
    for (const QString &n : names)
        if (n.compare(pattern, Qt::CaseInsensitive) == 0)
            return Fit::Exact;
    for (const QString &n : names)
        if (n.contains(pattern, Qt::CaseInsensitive))
            return Fit::Partial;
    return Fit::None;
}

} // namespace

QString priceListFormatName(PriceListFormat format)
{
    return format == PriceListFormat::LiteLlm ? L("LiteLLM model prices") : L("OpenRouter models listing");
}

PriceListResult parsePriceList(const QByteArray &bytes)
{
    if (bytes.size() > maxPriceListBytes)
        return { std::nullopt, L("a price list may be at most %1 bytes").arg(maxPriceListBytes) };
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(bytes, &error);
    if (error.error != QJsonParseError::NoError)
        return { std::nullopt, L("not JSON: %1 at byte %2").arg(error.errorString()).arg(error.offset) };
    if (!doc.isObject())
        return { std::nullopt, L("not a price list: the file is not a JSON object") };
    const QJsonObject root = doc.object();
    if (root.value(L("data")).isArray())
        return openRouter(root.value(L("data")).toArray());
    for (auto it = root.begin(); it != root.end(); ++it) {
        if (it.value().toObject().contains(L("litellm_provider")))
            return liteLlm(root);
    }
    return { std::nullopt,
        L("not a price list: neither LiteLLM's model_prices_and_context_window.json (entries with "
          "\"litellm_provider\") nor an OpenRouter models listing (\"data\": [...])") };
}

PriceMatch matchPrices(const PriceList &list, const QString &pattern, const QStringList &providers)
{
    std::optional<QRegularExpression> glob;
    if (pattern.contains(QLatin1Char('*')) || pattern.contains(QLatin1Char('?')))
        glob = QRegularExpression(
            QRegularExpression::wildcardToRegularExpression(pattern), QRegularExpression::CaseInsensitiveOption);
    // By provider, in the order the providers first appear.
    std::vector<QString> order;
    std::map<QString, std::vector<std::pair<Fit, PriceEntry>>> byProvider;
    for (const PriceEntry &e : list.entries) {
        if (!providers.isEmpty() && !providers.contains(e.provider, Qt::CaseInsensitive))
            continue;
        const Fit f = fit(e, pattern.trimmed(), glob);
        if (f == Fit::None)
            continue;
        const QString group = e.provider.toLower();
        if (!byProvider.count(group))
            order.push_back(group);
        byProvider[group].emplace_back(f, e);
    }
    PriceMatch result;
    for (const QString &group : order) {
        const auto &fits = byProvider[group];
        std::vector<PriceEntry> exact, partial;
        for (const auto &[f, e] : fits)
            (f == Fit::Partial ? partial : exact).push_back(e); // a glob's matches are all wanted, as exact ones
        if (exact.size() == 1 || (glob && !exact.empty()))
            result.matched.insert(result.matched.end(), exact.begin(), exact.end());
        else if (exact.size() > 1)
            result.ambiguous.push_back(exact);
        else if (partial.size() == 1)
            result.matched.push_back(partial.front());
        else
            result.ambiguous.push_back(partial);
    }
    return result;
}

Offer offerFromPrice(const PriceEntry &entry, const QString &fileName, const QDate &asOf)
{
    Offer o;
    o.provider = entry.provider;
    o.model = entry.model;
    o.input = entry.input;
    o.output = entry.output;
    o.cachedInput = entry.cachedInput;
    o.currency = L("USD");
    o.asOf = asOf.toString(Qt::ISODate);
    o.source = L("%1: %2").arg(fileName, entry.key);
    o.enabled = true;
    return o;
}

PresetResult withImportedOffers(const Scenario &scenario, const std::vector<Offer> &offers, int *added, int *updated)
{
    Scenario s = scenario;
    int newOnes = 0;
    int changed = 0;
    for (const Offer &offer : offers) {
        auto same = std::find_if(s.offers.begin(), s.offers.end(), [&](const Offer &o) {
            return o.provider.compare(offer.provider, Qt::CaseInsensitive) == 0
                && o.model.compare(offer.model, Qt::CaseInsensitive) == 0;
        });
        if (same == s.offers.end()) {
            s.offers.push_back(offer);
            ++newOnes;
            continue;
        }
        same->input = offer.input;
        same->output = offer.output;
        same->cachedInput = offer.cachedInput;
        same->currency = offer.currency;
        same->asOf = offer.asOf;
        same->source = offer.source;
        same->editedOn.clear();
        same->editedFields.clear();
        ++changed;
    }
    if (added)
        *added = newOnes;
    if (updated)
        *updated = changed;
    // Checked as the file it would be written to: the prices' ranges, the number of offers.
    PresetResult check = parsePreset(serializePreset(s));
    if (!check.ok())
        return check;
    return { std::move(s), {} };
}

} // namespace breakeven
