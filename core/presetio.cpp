#include "presetio.h"

#include "strictjson.h"
#include "atomicwrite.h"

#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonParseError>
#include <QLocale>
#include <QRegularExpression>

#include <algorithm>
#include <charconv>
#include <cmath>
#include <functional>

namespace breakeven {

namespace {

const QString formatName = QStringLiteral("breakeven-preset");

QString L(const char *s) { return QString::fromLatin1(s); }

QString num(double v) { return QString::number(v, 'g', 12); }

QString typeName(const QJsonValue &v)
{
    switch (v.type()) {
    case QJsonValue::Null:
        return L("null");
    case QJsonValue::Bool:
        return L("a boolean");
    case QJsonValue::Double:
        return L("a number");
    case QJsonValue::String:
        return L("a string");
    case QJsonValue::Array:
        return L("a list");
    case QJsonValue::Object:
        return L("an object");
    case QJsonValue::Undefined:
        break;
    }
    return L("nothing");
}

/// The largest amount, rate or size a preset may state: far beyond any real figure, and small
/// enough that the model's products (price x GPUs x hours x redundancy) stay finite.
constexpr double maxMagnitude = 1e15;

/// The allowed values of a number.
enum class Range {
    NonNegative,  // [0, inf)
    Positive,     // (0, inf)
    UnitInterval, // [0, 1]
    Acceptance,   // (0, 1]
    HoursPerDay,  // (0, 24]
    AtLeastOne,   // [1, inf)
    GpuCount,     // 1..1,000,000, whole
    Count,        // 0..1,000,000,000, whole
    StartsPerDay, // 0..1,440, whole
    MonthHours,   // [1, 744]: a month of at least one hour
};

QString describe(Range r)
{
    switch (r) {
    case Range::NonNegative:
        return L("0 or more, at most 1e15");
    case Range::Positive:
        return L("above 0, at most 1e15");
    case Range::UnitInterval:
        return L("0..1");
    case Range::Acceptance:
        return L("above 0 and at most 1");
    case Range::HoursPerDay:
        return L("above 0 and at most 24");
    case Range::AtLeastOne:
        return L("1 or more, at most 1e15");
    case Range::GpuCount:
        return L("1..1000000");
    case Range::Count:
        return L("0..1000000000");
    case Range::StartsPerDay:
        return L("0..1440");
    case Range::MonthHours:
        return L("1 or more, at most 744 (31 days)");
    }
    return {};
}

bool inRange(double v, Range r)
{
    switch (r) {
    case Range::NonNegative:
        return v >= 0.0 && v <= maxMagnitude;
    case Range::Positive:
        return v > 0.0 && v <= maxMagnitude;
    case Range::UnitInterval:
        return v >= 0.0 && v <= 1.0;
    case Range::Acceptance:
        return v > 0.0 && v <= 1.0;
    case Range::HoursPerDay:
        return v > 0.0 && v <= 24.0;
    case Range::AtLeastOne:
        return v >= 1.0 && v <= maxMagnitude;
    case Range::GpuCount:
        return v >= 1.0 && v <= 1e6;
    case Range::Count:
        return v >= 0.0 && v <= 1e9;
    case Range::StartsPerDay:
        return v >= 0.0 && v <= 1440.0;
    case Range::MonthHours:
        return v >= 1.0 && v <= 744.0;
    }
    return false;
}

/// Three upper-case letters A-Z, as ISO 4217 codes are.
bool isCurrencyCode(const QString &code)
{
    return code.size() == 3 && std::all_of(code.begin(), code.end(), [](QChar c) {
        return c >= QLatin1Char('A') && c <= QLatin1Char('Z');
    });
}

enum class Presence { Required, Optional };
enum class Whole { No, Yes };

/// Reads the fields of one preset, collecting every error with its path.
class Reader {
public:
    std::vector<PresetError> errors;
    Scenario s;

    void error(const QString &path, const QString &message) { errors.push_back({ path, message }); }

    static QString join(const QString &parent, const QString &key)
    {
        return parent.isEmpty() ? key : parent + QLatin1Char('.') + key;
    }

    /// The object at \a key, or an empty one; errors if present and not an object.
    QJsonObject object(const QJsonObject &o, const QString &parent, const QString &key, Presence presence)
    {
        const QString path = join(parent, key);
        const QJsonValue v = o.value(key);
        if (v.isUndefined()) {
            if (presence == Presence::Required)
                error(path, L("required field is missing"));
            return {};
        }
        if (!v.isObject()) {
            error(path, L("expected an object, got %1").arg(typeName(v)));
            return {};
        }
        return v.toObject();
    }

    /// A number in \a range at \a key. Returns nullopt when missing or invalid.
    std::optional<double> number(const QJsonObject &o, const QString &parent, const QString &key, Range range,
        Presence presence, Whole whole = Whole::No)
    {
        const QString path = join(parent, key);
        const QJsonValue v = o.value(key);
        if (v.isUndefined()) {
            if (presence == Presence::Required)
                error(path, L("required field is missing"));
            return std::nullopt;
        }
        return checkNumber(v, path, range, whole);
    }

    std::optional<double> checkNumber(const QJsonValue &v, const QString &path, Range range, Whole whole)
    {
        if (!v.isDouble()) {
            error(path, L("expected a number (%1), got %2").arg(describe(range), typeName(v)));
            return std::nullopt;
        }
        const double d = v.toDouble();
        if (!std::isfinite(d)) {
            error(path, L("%1 is not a finite number").arg(num(d)));
            return std::nullopt;
        }
        if (whole == Whole::Yes && d != std::floor(d)) {
            error(path, L("%1 is not a whole number (%2)").arg(num(d), describe(range)));
            return std::nullopt;
        }
        // Denormal and tiny values are refused: they are no real figure, and as divisors (a rate,
        // a throughput, a number of years) they turn every derived figure into infinity.
        if (d > 0.0 && d < minNonZero) {
            error(path,
                inRange(0.0, range) ? L("%1 is not allowed: it must be 0 or at least 0.000001").arg(num(d))
                                    : L("%1 is not allowed: it must be at least 0.000001").arg(num(d)));
            return std::nullopt;
        }
        if (!inRange(d, range)) {
            // "1.7 is outside 0..1" for intervals; "0 is not allowed: it must be above 0" otherwise.
            const QString allowed = describe(range);
            error(path,
                allowed.contains(QLatin1String("..")) ? L("%1 is outside %2").arg(num(d), allowed)
                                                      : L("%1 is not allowed: it must be %2").arg(num(d), allowed));
            return std::nullopt;
        }
        return d;
    }

    std::optional<QString> string(const QJsonObject &o, const QString &parent, const QString &key, Presence presence,
        int maxLength = maxNameLength)
    {
        const QString path = join(parent, key);
        const QJsonValue v = o.value(key);
        if (v.isUndefined()) {
            if (presence == Presence::Required)
                error(path, L("required field is missing"));
            return std::nullopt;
        }
        if (!v.isString()) {
            error(path, L("expected a string, got %1").arg(typeName(v)));
            return std::nullopt;
        }
        const QString text = v.toString();
        if (text.size() > maxLength) {
            error(path,
                L("%1 characters are not allowed: it must be at most %2 characters").arg(text.size()).arg(maxLength));
            return std::nullopt;
        }
        return text;
    }

    /// A currency code at \a path: three upper-case letters A-Z, and known (USD or in fx_per_usd).
    bool checkCurrency(const QString &path, const QString &code)
    {
        if (!isCurrencyCode(code)) {
            error(path,
                L("\"%1\" is not a currency code: it must be three upper-case letters A-Z, such as \"EUR\"").arg(code));
            return false;
        }
        if (!knownCurrency(code)) {
            error(path, s.unknownCurrencyMessage(code));
            return false;
        }
        return true;
    }

    /// A list at \a key of at most \a maxCount entries; empty (with an error) otherwise.
    QJsonArray list(const QJsonObject &o, const QString &path, const QString &key, int maxCount)
    {
        const QJsonValue v = o.value(key);
        if (!v.isArray()) {
            error(path, L("expected a list, got %1").arg(typeName(v)));
            return {};
        }
        const QJsonArray a = v.toArray();
        if (a.size() > maxCount) {
            error(path, L("%1 entries are not allowed: it must have at most %2").arg(a.size()).arg(maxCount));
            return {};
        }
        return a;
    }

    std::optional<bool> boolean(const QJsonObject &o, const QString &parent, const QString &key)
    {
        const QString path = join(parent, key);
        const QJsonValue v = o.value(key);
        if (v.isUndefined())
            return std::nullopt;
        if (!v.isBool()) {
            error(path, L("expected true or false, got %1").arg(typeName(v)));
            return std::nullopt;
        }
        return v.toBool();
    }

    bool knownCurrency(const QString &code) const { return s.fxRate(code).has_value(); }

    /// Money: a number in \a defaultCurrency, or {"amount": x, "currency": "CNY"}.
    std::optional<Money> money(const QJsonObject &o, const QString &parent, const QString &key, Presence presence,
        const QString &defaultCurrency)
    {
        const QString path = join(parent, key);
        const QJsonValue v = o.value(key);
        if (v.isUndefined()) {
            if (presence == Presence::Required)
                error(path, L("required field is missing"));
            return std::nullopt;
        }
        if (v.isObject()) {
            const QJsonObject m = v.toObject();
            const auto amount = number(m, path, L("amount"), Range::NonNegative, Presence::Required);
            const auto currency = string(m, path, L("currency"), Presence::Required);
            if (currency && !checkCurrency(join(path, L("currency")), *currency))
                return std::nullopt;
            if (!amount || !currency)
                return std::nullopt;
            return Money { *amount, *currency };
        }
        if (!v.isDouble()) {
            error(path,
                L("expected an amount (a number, or {\"amount\": x, \"currency\": \"CNY\"}), got %1").arg(typeName(v)));
            return std::nullopt;
        }
        const auto amount = checkNumber(v, path, Range::NonNegative, Whole::No);
        if (!amount)
            return std::nullopt;
        return Money { *amount, defaultCurrency };
    }

    static QJsonObject unknownKeys(const QJsonObject &o, std::initializer_list<const char *> known)
    {
        QJsonObject extra = o;
        for (const char *k : known)
            extra.remove(QLatin1String(k));
        return extra;
    }

    /// Unknown keys inside the money objects at \a moneyKeys of \a o ride along in \a extra,
    /// under the money field's key (the writer then writes that field as an object again).
    static void keepMoneyExtras(QJsonObject &extra, const QJsonObject &o, std::initializer_list<const char *> moneyKeys)
    {
        for (const char *k : moneyKeys) {
            const QJsonValue v = o.value(QLatin1String(k));
            if (!v.isObject())
                continue;
            const QJsonObject inner = unknownKeys(v.toObject(), { "amount", "currency" });
            if (!inner.isEmpty())
                extra.insert(QLatin1String(k), inner);
        }
    }

    template <typename T> static void assign(T &target, const std::optional<T> &v)
    {
        if (v)
            target = *v;
    }

    static void assignInt(int &target, const std::optional<double> &v)
    {
        if (v)
            target = static_cast<int>(*v);
    }

    void readHeader(const QJsonObject &root)
    {
        const auto format = string(root, {}, L("format"), Presence::Required);
        if (format && *format != formatName)
            error(L("format"), L("\"%1\" is not a Breakeven preset (expected \"%2\")").arg(*format, formatName));
        const QJsonValue version = root.value(L("version"));
        if (version.isUndefined()) {
            error(L("version"), L("required field is missing"));
        } else if (!version.isDouble() || version.toDouble() != std::floor(version.toDouble())
            || version.toDouble() < 1) {
            error(L("version"), L("expected a whole number, 1 or more"));
        } else if (version.toDouble() > presetFormatVersion) {
            error(L("version"),
                L("this preset uses format version %1, newer than this Breakeven reads (up to version %2); "
                  "it needs a Breakeven newer than %3 that reads preset format %1")
                    .arg(num(version.toDouble()))
                    .arg(presetFormatVersion)
                    .arg(QLatin1String(BREAKEVEN_VERSION)));
        }
        assign(s.name, string(root, {}, L("name"), Presence::Required));
        assign(s.description, string(root, {}, L("description"), Presence::Optional, maxDescriptionLength));
        if (root.contains(L("fx_per_usd"))) {
            s.fxPerUsd.clear();
            const QJsonObject fx = object(root, {}, L("fx_per_usd"), Presence::Optional);
            if (fx.size() > maxCurrencies)
                error(L("fx_per_usd"),
                    L("%1 entries are not allowed: it must have at most %2").arg(fx.size()).arg(maxCurrencies));
            for (auto it = fx.begin(); it != fx.end() && fx.size() <= maxCurrencies; ++it) {
                const QString path = join(L("fx_per_usd"), it.key());
                if (it.key() == QLatin1String("USD")) {
                    error(path, L("USD is the base currency; give rates of other currencies per 1 USD"));
                    continue;
                }
                if (!isCurrencyCode(it.key())) {
                    error(path,
                        L("\"%1\" is not a currency code: it must be three upper-case letters A-Z, such as \"EUR\"")
                            .arg(it.key()));
                    continue;
                }
                if (const auto rate = checkNumber(it.value(), path, Range::Positive, Whole::No))
                    s.fxPerUsd[it.key()] = *rate;
            }
        }
        assign(s.author, string(root, {}, L("author"), Presence::Optional));
        assign(s.date, string(root, {}, L("date"), Presence::Optional));
        for (const char *key : { "currency", "display_currency" }) {
            const QString k = QLatin1String(key);
            const auto currency = string(root, {}, k, Presence::Optional);
            if (!currency || !checkCurrency(k, *currency))
                continue;
            if (k == QLatin1String("currency"))
                s.currency = *currency;
            else
                s.displayCurrency = *currency;
        }
    }

    void readModel(const QJsonObject &root)
    {
        const QString p = L("model");
        const QJsonObject o = object(root, {}, p, Presence::Optional);
        ModelSpec &m = s.model;
        assign(m.name, string(o, p, L("name"), Presence::Optional));
        assign(m.weightsBytes, number(o, p, L("weights_bytes"), Range::NonNegative, Presence::Optional, Whole::Yes));
        assign(m.kvBytesPerToken, number(o, p, L("kv_bytes_per_token"), Range::NonNegative, Presence::Optional));
        assign(m.stateBytesPerSequence,
            number(o, p, L("state_bytes_per_sequence"), Range::NonNegative, Presence::Optional));
        assign(m.weightsFormat, string(o, p, L("weights_format"), Presence::Optional));
        m.extra = unknownKeys(
            o, { "name", "weights_bytes", "kv_bytes_per_token", "state_bytes_per_sequence", "weights_format" });
    }

    void readHardware(const QJsonObject &root)
    {
        const QString p = L("hardware");
        const QJsonObject o = object(root, {}, p, Presence::Required);
        Hardware &h = s.hardware;
        assign(h.gpu, string(o, p, L("gpu"), Presence::Optional));
        assignInt(h.count, number(o, p, L("count"), Range::GpuCount, Presence::Required, Whole::Yes));
        assign(h.memoryGbPerGpu, number(o, p, L("memory_gb_per_gpu"), Range::NonNegative, Presence::Optional));
        assign(h.nativeMxfp4, boolean(o, p, L("native_mxfp4")));
        const QJsonValue max = o.value(L("max_throughput_tok_s"));
        if (!max.isUndefined() && !max.isNull())
            h.maxThroughputTokS = checkNumber(max, join(p, L("max_throughput_tok_s")), Range::Positive, Whole::No);
        h.extra = unknownKeys(o, { "gpu", "count", "memory_gb_per_gpu", "native_mxfp4", "max_throughput_tok_s" });
    }

    void readCost(const QJsonObject &root)
    {
        const QString p = L("cost");
        const QJsonObject o = object(root, {}, p, Presence::Required);
        Cost &c = s.cost;
        const auto mode = string(o, p, L("mode"), Presence::Required);
        if (mode) {
            if (*mode == QLatin1String("rent"))
                c.mode = CostMode::Rent;
            else if (*mode == QLatin1String("buy"))
                c.mode = CostMode::Buy;
            else
                error(join(p, L("mode")), L("\"%1\" is not a cost mode (expected \"rent\" or \"buy\")").arg(*mode));
        }
        const bool rent = mode && c.mode == CostMode::Rent;
        const bool buy = mode && c.mode == CostMode::Buy;
        assign(c.gpuHour, money(o, p, L("gpu_hour"), rent ? Presence::Required : Presence::Optional, s.currency));
        const QString bp = join(p, L("buy"));
        const QJsonObject b = object(o, p, L("buy"), buy ? Presence::Required : Presence::Optional);
        BuyCost &bc = c.buy;
        assign(bc.capex, money(b, bp, L("capex"), buy ? Presence::Required : Presence::Optional, s.currency));
        assign(bc.years, number(b, bp, L("years"), Range::Positive, Presence::Optional));
        assign(bc.powerKw, number(b, bp, L("power_kw"), Range::NonNegative, Presence::Optional));
        assign(bc.pue, number(b, bp, L("pue"), Range::AtLeastOne, Presence::Optional));
        assign(bc.tariffPerKwh, money(b, bp, L("tariff_per_kwh"), Presence::Optional, s.currency));
        bc.extra = unknownKeys(b, { "capex", "years", "power_kw", "pue", "tariff_per_kwh" });
        keepMoneyExtras(bc.extra, b, { "capex", "tariff_per_kwh" });
        // The defaults are stated in CNY (MODEL.md's example). A preset whose FX table has no CNY
        // gets them in USD at the default rate, so that what it saves it can read back.
        for (Money *m : { &bc.capex, &bc.tariffPerKwh }) {
            if (!knownCurrency(m->currency))
                *m = Money { m->amount / defaultCnyPerUsd, L("USD") };
        }

        assign(c.redundancy, number(o, p, L("redundancy"), Range::AtLeastOne, Presence::Optional));
        assign(c.hoursPerMonth, number(o, p, L("hours_per_month"), Range::MonthHours, Presence::Optional));

        const QString op = join(p, L("overheads"));
        if (o.contains(L("overheads"))) {
            const QJsonArray a = list(o, op, L("overheads"), maxOverheads);
            for (qsizetype i = 0; i < a.size(); ++i) {
                const QString ip = op + L("[%1]").arg(i);
                if (!a.at(i).isObject()) {
                    error(ip, L("expected an object, got %1").arg(typeName(a.at(i))));
                    continue;
                }
                const QJsonObject line = a.at(i).toObject();
                Overhead ov;
                assign(ov.label, string(line, ip, L("label"), Presence::Optional));
                assign(ov.monthly, money(line, ip, L("monthly"), Presence::Required, s.currency));
                ov.extra = unknownKeys(line, { "label", "monthly" });
                keepMoneyExtras(ov.extra, line, { "monthly" });
                c.overheads.push_back(ov);
            }
        }
        c.extra = unknownKeys(o, { "mode", "gpu_hour", "buy", "redundancy", "hours_per_month", "overheads" });
        keepMoneyExtras(c.extra, o, { "gpu_hour" });
    }

    void readOperation(const QJsonObject &root)
    {
        const QString p = L("operation");
        const QJsonObject o = object(root, {}, p, Presence::Required);
        Operation &op = s.operation;
        assign(op.throughputTokS, number(o, p, L("throughput_tok_s"), Range::Positive, Presence::Required));
        assign(op.utilization, number(o, p, L("utilization"), Range::UnitInterval, Presence::Required));
        assign(op.hoursPerDay, number(o, p, L("hours_per_day"), Range::HoursPerDay, Presence::Optional));
        assignInt(
            op.startsPerDay, number(o, p, L("starts_per_day"), Range::StartsPerDay, Presence::Optional, Whole::Yes));
        assign(op.coldStartMinutes, number(o, p, L("cold_start_minutes"), Range::NonNegative, Presence::Optional));
        assignInt(op.concurrency, number(o, p, L("concurrency"), Range::Count, Presence::Optional, Whole::Yes));
        assignInt(op.contextTokens, number(o, p, L("context_tokens"), Range::Count, Presence::Optional, Whole::Yes));
        assign(op.usableMemory, number(o, p, L("usable_memory"), Range::UnitInterval, Presence::Optional));
        op.extra = unknownKeys(o,
            { "throughput_tok_s", "utilization", "hours_per_day", "starts_per_day", "cold_start_minutes", "concurrency",
                "context_tokens", "usable_memory" });
    }

    void readWorkload(const QJsonObject &root)
    {
        const QString p = L("workload");
        const QJsonObject o = object(root, {}, p, Presence::Optional);
        Workload &w = s.workload;
        assign(w.inputPerOutput, number(o, p, L("input_per_output"), Range::NonNegative, Presence::Optional));
        assign(w.cacheHit, number(o, p, L("cache_hit"), Range::UnitInterval, Presence::Optional));
        assign(w.acceptanceApi, number(o, p, L("acceptance_api"), Range::Acceptance, Presence::Optional));
        assign(w.acceptanceSelf, number(o, p, L("acceptance_self"), Range::Acceptance, Presence::Optional));
        const QJsonValue taskMinutes = o.value(L("task_minutes"));
        if (!taskMinutes.isUndefined() && !taskMinutes.isNull())
            w.taskMinutes = checkNumber(taskMinutes, join(p, L("task_minutes")), Range::Positive, Whole::No);
        const QString rp = join(p, L("request"));
        const QJsonObject r = object(o, p, L("request"), Presence::Optional);
        assign(
            w.requestInputTokens, number(r, rp, L("input_tokens"), Range::NonNegative, Presence::Optional, Whole::Yes));
        assign(w.requestOutputTokens,
            number(r, rp, L("output_tokens"), Range::NonNegative, Presence::Optional, Whole::Yes));
        QJsonObject extra
            = unknownKeys(o, { "input_per_output", "cache_hit", "acceptance_api", "acceptance_self", "task_minutes" });
        // The request's own unknown keys ride along inside extra["request"].
        extra.remove(L("request"));
        const QJsonObject requestExtra = unknownKeys(r, { "input_tokens", "output_tokens" });
        if (!requestExtra.isEmpty())
            extra.insert(L("request"), requestExtra);
        w.extra = extra;
    }

    /// The optional `edited` object of an offer: {"date": "...", "fields": ["output", ...]}.
    void readEdited(const QJsonObject &o, const QString &parent, Offer &offer)
    {
        const QJsonObject edited = object(o, parent, L("edited"), Presence::Optional);
        if (edited.isEmpty())
            return;
        const QString path = join(parent, L("edited"));
        assign(offer.editedOn, string(edited, path, L("date"), Presence::Optional));
        const QJsonValue fields = edited.value(L("fields"));
        if (fields.isUndefined())
            return;
        const QStringList allowed { L("cached_input"), L("input"), L("output"), L("currency") };
        if (!fields.isArray()) {
            error(join(path, L("fields")), L("expected a list of field names, got %1").arg(typeName(fields)));
            return;
        }
        for (const QJsonValue &f : fields.toArray()) {
            if (!f.isString() || !allowed.contains(f.toString())) {
                error(
                    join(path, L("fields")), L("each entry must be one of %1").arg(allowed.join(QStringLiteral(", "))));
                return;
            }
            offer.editedFields << f.toString();
        }
    }

    void readOffers(const QJsonObject &root)
    {
        const QString p = L("offers");
        if (!root.contains(p)) {
            error(p, L("required field is missing (use [] for no offers)"));
            return;
        }
        const QJsonArray a = list(root, p, p, maxOffers);
        for (qsizetype i = 0; i < a.size(); ++i) {
            const QString ip = p + L("[%1]").arg(i);
            if (!a.at(i).isObject()) {
                error(ip, L("expected an object, got %1").arg(typeName(a.at(i))));
                continue;
            }
            const QJsonObject o = a.at(i).toObject();
            Offer offer;
            assign(offer.provider, string(o, ip, L("provider"), Presence::Required));
            assign(offer.model, string(o, ip, L("model"), Presence::Required));
            // The offer's currency: its `currency`, else the currency its price objects state,
            // else the preset's.
            offer.currency = s.currency;
            if (o.contains(L("currency"))) {
                const auto c = string(o, ip, L("currency"), Presence::Optional);
                if (c && checkCurrency(join(ip, L("currency")), *c))
                    offer.currency = *c;
            } else {
                for (const char *key : { "cached_input", "input", "output" }) {
                    const QJsonValue stated = o.value(QLatin1String(key)).toObject().value(L("currency"));
                    if (stated.isString() && knownCurrency(stated.toString())) {
                        offer.currency = stated.toString();
                        break;
                    }
                }
            }
            // Prices are kept as stated, never converted: one stated in another currency than
            // the offer's is an error (a conversion would not read back as written).
            const auto price = [&](const char *key, Presence presence) -> std::optional<double> {
                const auto m = money(o, ip, QLatin1String(key), presence, offer.currency);
                if (!m)
                    return std::nullopt;
                if (m->currency != offer.currency) {
                    error(join(join(ip, QLatin1String(key)), L("currency")),
                        L("\"%1\" is not the offer's currency \"%2\": an offer states all its prices in its "
                          "currency")
                            .arg(m->currency, offer.currency));
                    return std::nullopt;
                }
                return m->amount;
            };
            if (!o.value(L("cached_input")).isNull())
                offer.cachedInput = price("cached_input", Presence::Optional);
            assign(offer.input, price("input", Presence::Required));
            assign(offer.output, price("output", Presence::Required));
            assign(offer.asOf, string(o, ip, L("as_of"), Presence::Optional));
            assign(offer.source, string(o, ip, L("source"), Presence::Optional, maxSourceLength));
            assign(offer.enabled, boolean(o, ip, L("enabled")));
            readEdited(o, ip, offer);
            offer.extra = unknownKeys(o,
                { "provider", "model", "cached_input", "input", "output", "currency", "as_of", "source", "enabled",
                    "edited" });
            keepMoneyExtras(offer.extra, o, { "cached_input", "input", "output" });
            s.offers.push_back(offer);
        }
    }

    void readRanges(const QJsonObject &root)
    {
        const QString p = L("ranges");
        const QJsonObject o = object(root, {}, p, Presence::Optional);
        if (o.size() > maxRanges) {
            error(p, L("%1 entries are not allowed: it must have at most %2").arg(o.size()).arg(maxRanges));
            return;
        }
        for (auto it = o.begin(); it != o.end(); ++it) {
            const QString path = join(p, it.key());
            const QJsonArray pair = it.value().toArray();
            if (!it.value().isArray() || pair.size() != 2 || !pair.at(0).isDouble() || !pair.at(1).isDouble()) {
                error(path, L("expected [low, high], two numbers"));
                continue;
            }
            const double lo = pair.at(0).toDouble();
            const double hi = pair.at(1).toDouble();
            if (!std::isfinite(lo) || !std::isfinite(hi) || lo > hi) {
                error(path, L("[%1, %2] is not a range (low must not exceed high)").arg(num(lo), num(hi)));
                continue;
            }
            const auto allowed
                = [](double v) { return std::abs(v) <= maxMagnitude && (v == 0.0 || std::abs(v) >= minNonZero); };
            if (!allowed(lo) || !allowed(hi)) {
                error(path,
                    L("[%1, %2] is not allowed: each bound must be 0 or between 0.000001 and 1e15 (either sign)")
                        .arg(num(lo), num(hi)));
                continue;
            }
            s.ranges[it.key()] = { lo, hi };
        }
    }
};

// --- writing ------------------------------------------------------------------------------

/// \a m as a plain number when in \a plainCurrency, else as {"amount", "currency"}; also as an
/// object when \a extra (the parent's unknown keys) holds unknown keys of this money object.
QJsonValue moneyToJson(
    const Money &m, const QString &plainCurrency, const QJsonObject &extra = {}, const char *key = nullptr)
{
    if (m.currency == plainCurrency && !(key && extra.value(QLatin1String(key)).isObject()))
        return m.amount;
    return QJsonObject { { L("amount"), m.amount }, { L("currency"), m.currency } };
}

// --- JSON text in the format's order -----------------------------------------------------

/// The format's keys of each object, in the order they are written (MODEL.md section 6).
/// `[]` stands for any list entry; objects not listed (fx_per_usd, ranges) have no fixed keys.
const std::map<QString, QStringList> &keyOrder()
{
    static const std::map<QString, QStringList> order {
        { QString(),
            { L("format"), L("version"), L("name"), L("description"), L("author"), L("date"), L("currency"),
                L("display_currency"), L("fx_per_usd"), L("model"), L("hardware"), L("cost"), L("operation"),
                L("workload"), L("offers"), L("ranges") } },
        { L("model"),
            { L("name"), L("weights_bytes"), L("kv_bytes_per_token"), L("state_bytes_per_sequence"),
                L("weights_format") } },
        { L("hardware"),
            { L("gpu"), L("count"), L("memory_gb_per_gpu"), L("native_mxfp4"), L("max_throughput_tok_s") } },
        { L("cost"), { L("mode"), L("gpu_hour"), L("buy"), L("redundancy"), L("hours_per_month"), L("overheads") } },
        { L("cost.buy"), { L("capex"), L("years"), L("power_kw"), L("pue"), L("tariff_per_kwh") } },
        { L("cost.overheads[]"), { L("label"), L("monthly") } },
        { L("operation"),
            { L("throughput_tok_s"), L("utilization"), L("hours_per_day"), L("starts_per_day"), L("cold_start_minutes"),
                L("concurrency"), L("context_tokens"), L("usable_memory") } },
        { L("workload"),
            { L("input_per_output"), L("cache_hit"), L("acceptance_api"), L("acceptance_self"), L("task_minutes"),
                L("request") } },
        { L("workload.request"), { L("input_tokens"), L("output_tokens") } },
        { L("offers[]"),
            { L("provider"), L("model"), L("cached_input"), L("input"), L("output"), L("currency"), L("as_of"),
                L("source"), L("enabled") } },
        { L("money"), { L("amount"), L("currency") } },
    };
    return order;
}

/// Paths whose value is money (written on one line when it is an object).
bool isMoneyPath(const QString &where)
{
    static const QStringList paths { L("cost.gpu_hour"), L("cost.buy.capex"), L("cost.buy.tariff_per_kwh"),
        L("cost.overheads[].monthly"), L("offers[].cached_input"), L("offers[].input"), L("offers[].output") };
    return paths.contains(where);
}

/// \a d in the shortest digits that read back as exactly \a d. \a readable lays them out as
/// JavaScript does (plain for 1e-7 <= |d| < 1e21, else with an exponent); otherwise the shorter
/// of the two layouts.
QByteArray jsonNumber(double d, bool readable)
{
    if (!std::isfinite(d))
        return "null"; // never in a validated scenario; still valid JSON
    if (d == 0.0)
        return "0";
    char buf[64];
    const auto [end, ec] = std::to_chars(buf, buf + sizeof buf, std::abs(d), std::chars_format::scientific);
    const QByteArray sci(buf, ec == std::errc() ? end - buf : 0);
    const qsizetype e = sci.indexOf('e');
    QByteArray digits = sci.left(e);
    digits.replace(".", "");
    const int exponent = sci.mid(e + 1).toInt();
    const qsizetype k = digits.size();
    const qsizetype n = exponent + 1; // position of the decimal point after the first digit
    QByteArray plain;
    if (k <= n)
        plain = digits + QByteArray(n - k, '0');
    else if (n > 0)
        plain = digits.left(n) + '.' + digits.mid(n);
    else
        plain = "0." + QByteArray(-n, '0') + digits;
    const QByteArray scientific
        = digits.left(1) + (k > 1 ? '.' + digits.mid(1) : QByteArray()) + 'e' + QByteArray::number(exponent);
    const QByteArray sign = d < 0 ? "-" : "";
    if (readable)
        return sign + (n > -6 && n <= 21 ? plain : scientific);
    return sign + (scientific.size() < plain.size() ? scientific : plain);
}

/// \a text as a JSON string: only `"`, `\`, control characters, U+FEFF and unpaired surrogates
/// are escaped (the last two are ones Qt's reader would drop or the strict reader refuses).
void appendString(QByteArray &out, const QString &text)
{
    out += '"';
    qsizetype plainFrom = 0;
    const auto flush = [&](qsizetype to) {
        if (to > plainFrom)
            out += QStringView(text).mid(plainFrom, to - plainFrom).toUtf8();
    };
    for (qsizetype i = 0; i < text.size(); ++i) {
        const char16_t c = text.at(i).unicode();
        const bool pairedHigh = QChar::isHighSurrogate(c) && i + 1 < text.size() && text.at(i + 1).isLowSurrogate();
        if (pairedHigh) {
            ++i;
            continue;
        }
        const bool lone = QChar::isSurrogate(c);
        if (c >= 0x20 && c != '"' && c != '\\' && c != 0xFEFF && !lone)
            continue;
        flush(i);
        plainFrom = i + 1;
        switch (c) {
        case '"':
            out += "\\\"";
            break;
        case '\\':
            out += "\\\\";
            break;
        case '\n':
            out += "\\n";
            break;
        case '\t':
            out += "\\t";
            break;
        case '\r':
            out += "\\r";
            break;
        default:
            // An unpaired surrogate is no character: it becomes U+FFFD.
            out += QStringLiteral("\\u%1").arg(lone ? 0xFFFD : uint(c), 4, 16, QLatin1Char('0')).toLatin1();
        }
    }
    flush(text.size());
    out += '"';
}

/// Writes JSON text: the format's objects indented (when \a pretty) with their keys in the
/// format's order; unknown keys after them, sorted, their values compact on one line.
class JsonWriter {
public:
    explicit JsonWriter(bool pretty)
        : m_pretty(pretty)
    {
    }

    QByteArray out;

    /// \a v at schema position \a where (`cost.buy`, `offers[]`); \a known: part of the format.
    void value(const QJsonValue &v, const QString &where, int depth, bool known)
    {
        switch (v.type()) {
        case QJsonValue::Object:
            if (known && m_pretty && !isMoneyPath(where))
                object(v.toObject(), where, depth);
            else
                inlineObject(v.toObject(), isMoneyPath(where) ? L("money") : QString(), known);
            return;
        case QJsonValue::Array:
            if (known && m_pretty && where != QLatin1String("ranges[]"))
                array(v.toArray(), where, depth);
            else
                inlineArray(v.toArray(), where, known);
            return;
        case QJsonValue::String:
            appendString(out, v.toString());
            return;
        case QJsonValue::Double:
            out += jsonNumber(v.toDouble(), known);
            return;
        case QJsonValue::Bool:
            out += v.toBool() ? "true" : "false";
            return;
        case QJsonValue::Null:
        case QJsonValue::Undefined:
            out += "null";
            return;
        }
    }

private:
    bool m_pretty;
    /// The schema position of anything inside an unknown key: no fixed keys.
    const QString unknownPlace = L("?");

    void newline(int depth)
    {
        out += '\n';
        out += QByteArray(2 * depth, ' ');
    }

    /// The keys of \a o: the format's (in order) when \a where has a fixed list, then the rest.
    static std::vector<std::pair<QString, bool>> orderedKeys(const QJsonObject &o, const QString &where)
    {
        std::vector<std::pair<QString, bool>> keys;
        const auto it = keyOrder().find(where);
        const bool free = where == QLatin1String("fx_per_usd") || where == QLatin1String("ranges");
        if (it != keyOrder().end()) {
            for (const QString &k : it->second)
                if (o.contains(k))
                    keys.emplace_back(k, true);
        }
        for (auto k = o.begin(); k != o.end(); ++k)
            if (it == keyOrder().end() || !it->second.contains(k.key()))
                keys.emplace_back(k.key(), free);
        return keys;
    }

    static QString child(const QString &where, const QString &key)
    {
        if (where == QLatin1String("ranges"))
            return L("ranges[]");
        return where.isEmpty() ? key : where + QLatin1Char('.') + key;
    }

    void object(const QJsonObject &o, const QString &where, int depth)
    {
        if (o.isEmpty()) {
            out += "{}";
            return;
        }
        out += '{';
        bool first = true;
        for (const auto &[key, known] : orderedKeys(o, where)) {
            if (!first)
                out += ',';
            first = false;
            newline(depth + 1);
            appendString(out, key);
            out += ": ";
            value(o.value(key), known ? child(where, key) : unknownPlace, depth + 1, known);
        }
        newline(depth);
        out += '}';
    }

    void array(const QJsonArray &a, const QString &where, int depth)
    {
        if (a.isEmpty()) {
            out += "[]";
            return;
        }
        out += '[';
        for (qsizetype i = 0; i < a.size(); ++i) {
            if (i > 0)
                out += ',';
            newline(depth + 1);
            value(a.at(i), where + L("[]"), depth + 1, true);
        }
        newline(depth);
        out += ']';
    }

    /// On one line; ", " and ": " between the format's own items, nothing between unknown ones.
    void inlineObject(const QJsonObject &o, const QString &where, bool known)
    {
        const bool spaced = known && m_pretty;
        out += '{';
        bool first = true;
        for (const auto &[key, isKnown] : orderedKeys(o, where)) {
            if (!first)
                out += spaced ? ", " : ",";
            first = false;
            appendString(out, key);
            out += spaced ? ": " : ":";
            value(o.value(key), known && isKnown ? child(where, key) : unknownPlace, 0, known && isKnown);
        }
        out += '}';
    }

    void inlineArray(const QJsonArray &a, const QString &where, bool known)
    {
        const bool spaced = known && m_pretty;
        out += '[';
        for (qsizetype i = 0; i < a.size(); ++i) {
            if (i > 0)
                out += spaced ? ", " : ",";
            value(a.at(i), known ? where + L("[]") : unknownPlace, 0, known);
        }
        out += ']';
    }
};

/// \a known laid over \a extra: the extra (unknown) keys survive, known keys win.
QJsonObject overlay(QJsonObject extra, const QJsonObject &known)
{
    for (auto it = known.begin(); it != known.end(); ++it) {
        if (it.value().isObject() && extra.value(it.key()).isObject())
            extra.insert(it.key(), overlay(extra.value(it.key()).toObject(), it.value().toObject()));
        else
            extra.insert(it.key(), it.value());
    }
    return extra;
}

// --- override paths -----------------------------------------------------------------------

/// Splits `offers[0].output` or `offers.0.output` into its parts.
QStringList splitPath(const QString &path)
{
    QString p = path;
    p.replace(QRegularExpression(QStringLiteral("\\[(\\d+)\\]")), QStringLiteral(".\\1"));
    return p.split(QLatin1Char('.'));
}

/// Keys a preset may leave out that can still be set by path (they have no default value).
bool isOptionalLeaf(const QStringList &parts)
{
    if (parts.size() == 2 && parts[0] == QLatin1String("hardware") && parts[1] == QLatin1String("max_throughput_tok_s"))
        return true;
    if (parts.size() == 2 && parts[0] == QLatin1String("workload") && parts[1] == QLatin1String("task_minutes"))
        return true;
    return parts.size() == 3 && parts[0] == QLatin1String("offers")
        && (parts[2] == QLatin1String("cached_input") || parts[2] == QLatin1String("enabled"));
}

/// Applies \a apply to the value at \a parts inside \a v; false if the path does not exist.
bool editAt(
    QJsonValue &v, const QStringList &parts, qsizetype i, const std::function<bool(QJsonValue &)> &apply, bool allowNew)
{
    if (i == parts.size())
        return apply(v);
    if (v.isObject()) {
        QJsonObject o = v.toObject();
        if (!o.contains(parts[i]) && !(allowNew && i == parts.size() - 1))
            return false;
        QJsonValue child = o.value(parts[i]);
        if (!editAt(child, parts, i + 1, apply, allowNew))
            return false;
        o.insert(parts[i], child);
        v = o;
        return true;
    }
    if (v.isArray()) {
        bool ok = false;
        const qsizetype index = parts[i].toLongLong(&ok);
        QJsonArray a = v.toArray();
        if (!ok || index < 0 || index >= a.size())
            return false;
        QJsonValue child = a.at(index);
        if (!editAt(child, parts, i + 1, apply, allowNew))
            return false;
        a.replace(index, child);
        v = a;
        return true;
    }
    return false;
}

/// The number at \a path inside \a json (a money object gives its amount), or nullopt.
std::optional<double> numericAt(QJsonValue root, const QString &path)
{
    std::optional<double> result;
    const auto read = [&](QJsonValue &v) {
        if (v.isDouble())
            result = v.toDouble();
        else if (v.isObject() && v.toObject().value(L("amount")).isDouble())
            result = v.toObject().value(L("amount")).toDouble();
        return true;
    };
    editAt(root, splitPath(path), 0, read, false);
    return result;
}

} // namespace

QString PresetError::toString() const { return path.isEmpty() ? message : path + QStringLiteral(": ") + message; }

QString PresetResult::errorText() const
{
    QStringList lines;
    for (const PresetError &e : errors)
        lines << e.toString();
    return lines.join(QLatin1Char('\n'));
}

PresetResult presetFromJson(const QJsonObject &root)
{
    Reader r;
    r.readHeader(root);
    r.readModel(root);
    r.readHardware(root);
    r.readCost(root);
    r.readOperation(root);
    r.readWorkload(root);
    r.readOffers(root);
    r.readRanges(root);
    r.s.extra = Reader::unknownKeys(root,
        { "format", "version", "name", "description", "author", "date", "currency", "display_currency", "fx_per_usd",
            "model", "hardware", "cost", "operation", "workload", "offers", "ranges" });
    if (!r.errors.empty())
        return { std::nullopt, r.errors };
    const QJsonValue written = r.s.ranges.empty() ? QJsonValue() : QJsonValue(presetToJson(r.s));
    for (const auto &[path, range] : r.s.ranges) {
        if (!numericAt(written, path))
            r.error(Reader::join(L("ranges"), path), L("\"%1\" is not a numeric field of the preset").arg(path));
    }
    if (!r.errors.empty())
        return { std::nullopt, r.errors };
    return { std::move(r.s), {} };
}

PresetResult parsePreset(const QByteArray &bytes)
{
    if (bytes.size() > maxPresetBytes)
        return { std::nullopt,
            { { {},
                L("the file is %1 bytes; a preset may be at most %2 bytes (1 MiB)")
                    .arg(bytes.size())
                    .arg(maxPresetBytes) } } };
    if (const std::optional<JsonProblem> problem = checkStrictJson(bytes))
        return { std::nullopt,
            { { problem->path,
                problem->wholeFile ? problem->message
                                   : L("not valid JSON at line %1, column %2: %3")
                                         .arg(problem->line)
                                         .arg(problem->column)
                                         .arg(problem->message) } } };
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(bytes, &parseError);
    if (parseError.error != QJsonParseError::NoError)
        return { std::nullopt,
            { { {}, L("not valid JSON at byte %1: %2").arg(parseError.offset).arg(parseError.errorString()) } } };
    if (!doc.isObject())
        return { std::nullopt, { { {}, L("a preset must be one JSON object") } } };
    return presetFromJson(doc.object());
}

PresetResult readPresetFile(const QString &path)
{
    // A FIFO would block the open (and every read) forever; a device never ends.
    const QFileInfo info(path);
    if (info.exists() && !info.isFile())
        return { std::nullopt,
            { { {},
                info.isDir() ? L("\"%1\" is a folder, not a preset file").arg(path)
                             : L("\"%1\" is not a regular file (a pipe, socket or device); a preset must be a file")
                                   .arg(path) } } };
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return { std::nullopt, { { {}, L("cannot open \"%1\": %2").arg(path, file.errorString()) } } };
    if (file.size() > maxPresetBytes)
        return { std::nullopt,
            { { {},
                L("\"%1\" is %2 bytes; a preset may be at most %3 bytes (1 MiB)")
                    .arg(path)
                    .arg(file.size())
                    .arg(maxPresetBytes) } } };
    // Read one byte past the limit so a file that grows while we read is still caught.
    const QByteArray bytes = file.read(maxPresetBytes + 1);
    if (file.error() != QFileDevice::NoError)
        return { std::nullopt, { { {}, L("cannot read \"%1\": %2").arg(path, file.errorString()) } } };
    if (bytes.isEmpty())
        return { std::nullopt, { { {}, L("\"%1\" is empty (0 bytes): a preset is a JSON object").arg(path) } } };
    return parsePreset(bytes);
}

QJsonObject presetToJson(const Scenario &s)
{
    const QString cur = s.currency;
    QJsonObject fx;
    for (const auto &[code, rate] : s.fxPerUsd)
        fx.insert(code, rate);

    QJsonObject model { { L("name"), s.model.name }, { L("weights_bytes"), s.model.weightsBytes },
        { L("kv_bytes_per_token"), s.model.kvBytesPerToken },
        { L("state_bytes_per_sequence"), s.model.stateBytesPerSequence },
        { L("weights_format"), s.model.weightsFormat } };

    QJsonObject hardware { { L("gpu"), s.hardware.gpu }, { L("count"), s.hardware.count },
        { L("memory_gb_per_gpu"), s.hardware.memoryGbPerGpu }, { L("native_mxfp4"), s.hardware.nativeMxfp4 } };
    if (s.hardware.maxThroughputTokS)
        hardware.insert(L("max_throughput_tok_s"), *s.hardware.maxThroughputTokS);

    const BuyCost &b = s.cost.buy;
    QJsonObject buy { { L("capex"), moneyToJson(b.capex, cur, b.extra, "capex") }, { L("years"), b.years },
        { L("power_kw"), b.powerKw }, { L("pue"), b.pue },
        { L("tariff_per_kwh"), moneyToJson(b.tariffPerKwh, cur, b.extra, "tariff_per_kwh") } };
    QJsonArray overheads;
    for (const Overhead &o : s.cost.overheads)
        overheads.append(overlay(
            o.extra, { { L("label"), o.label }, { L("monthly"), moneyToJson(o.monthly, cur, o.extra, "monthly") } }));
    QJsonObject cost { { L("mode"), s.cost.mode == CostMode::Rent ? L("rent") : L("buy") },
        { L("gpu_hour"), moneyToJson(s.cost.gpuHour, cur, s.cost.extra, "gpu_hour") },
        { L("buy"), overlay(b.extra, buy) }, { L("redundancy"), s.cost.redundancy },
        { L("hours_per_month"), s.cost.hoursPerMonth }, { L("overheads"), overheads } };

    const Operation &op = s.operation;
    QJsonObject operation { { L("throughput_tok_s"), op.throughputTokS }, { L("utilization"), op.utilization },
        { L("hours_per_day"), op.hoursPerDay }, { L("starts_per_day"), op.startsPerDay },
        { L("cold_start_minutes"), op.coldStartMinutes }, { L("concurrency"), op.concurrency },
        { L("context_tokens"), op.contextTokens }, { L("usable_memory"), op.usableMemory } };

    const Workload &w = s.workload;
    QJsonObject workload { { L("input_per_output"), w.inputPerOutput }, { L("cache_hit"), w.cacheHit },
        { L("acceptance_api"), w.acceptanceApi }, { L("acceptance_self"), w.acceptanceSelf },
        { L("request"),
            QJsonObject {
                { L("input_tokens"), w.requestInputTokens }, { L("output_tokens"), w.requestOutputTokens } } } };
    if (w.taskMinutes)
        workload.insert(L("task_minutes"), *w.taskMinutes);

    QJsonArray offers;
    for (const Offer &o : s.offers) {
        const auto price = [&](double amount, const char *key) {
            return moneyToJson(Money { amount, o.currency }, o.currency, o.extra, key);
        };
        QJsonObject known { { L("provider"), o.provider }, { L("model"), o.model },
            { L("cached_input"), o.cachedInput ? price(*o.cachedInput, "cached_input") : QJsonValue() },
            { L("input"), price(o.input, "input") }, { L("output"), price(o.output, "output") },
            { L("currency"), o.currency }, { L("as_of"), o.asOf }, { L("source"), o.source } };
        if (!o.enabled)
            known.insert(L("enabled"), false);
        if (!o.editedOn.isEmpty() || !o.editedFields.isEmpty())
            known.insert(L("edited"),
                QJsonObject { { L("date"), o.editedOn }, { L("fields"), QJsonArray::fromStringList(o.editedFields) } });
        offers.append(overlay(o.extra, known));
    }

    QJsonObject root { { L("format"), formatName }, { L("version"), presetFormatVersion }, { L("name"), s.name },
        { L("description"), s.description }, { L("currency"), s.currency }, { L("fx_per_usd"), fx },
        { L("model"), overlay(s.model.extra, model) }, { L("hardware"), overlay(s.hardware.extra, hardware) },
        { L("cost"), overlay(s.cost.extra, cost) }, { L("operation"), overlay(s.operation.extra, operation) },
        { L("workload"), overlay(s.workload.extra, workload) }, { L("offers"), offers } };
    if (!s.author.isEmpty())
        root.insert(L("author"), s.author);
    if (!s.date.isEmpty())
        root.insert(L("date"), s.date);
    if (!s.displayCurrency.isEmpty())
        root.insert(L("display_currency"), s.displayCurrency);
    if (!s.ranges.empty()) {
        QJsonObject ranges;
        for (const auto &[path, range] : s.ranges)
            ranges.insert(path, QJsonArray { range.first, range.second });
        root.insert(L("ranges"), ranges);
    }
    return overlay(s.extra, root);
}

QByteArray serializePreset(const Scenario &scenario)
{
    const QJsonObject root = presetToJson(scenario);
    JsonWriter pretty(true);
    pretty.value(root, QString(), 0, true);
    pretty.out += '\n';
    if (pretty.out.size() <= maxPresetBytes)
        return pretty.out;
    JsonWriter compact(false);
    compact.value(root, QString(), 0, true);
    compact.out += '\n';
    return compact.out;
}

bool writePresetFile(const Scenario &scenario, const QString &path, QString *error)
{
    const QByteArray bytes = serializePreset(scenario);
    if (bytes.size() > maxPresetBytes) {
        if (error)
            *error = L("the preset would be %1 bytes, more than the %2 bytes (1 MiB) a preset may have; shorten "
                       "its texts or remove unknown keys")
                         .arg(bytes.size())
                         .arg(maxPresetBytes);
        return false;
    }
    return writeFileAtomically(path, bytes, error);
}

Scenario defaultScenario()
{
    // The articles' agent workload (r = 5): on it every design parameter, the cache hit included,
    // moves the answer. The output-only throughput table has its own preset (kimi-k31-pro-8xb300-modal.json).
    const PresetResult r = readPresetFile(QStringLiteral(":/breakeven/presets/kimi-k31-pro-8xb300-modal-agent.json"));
    Q_ASSERT_X(r.ok(), "defaultScenario", qPrintable(r.errorText()));
    if (r.ok())
        return *r.scenario;
    Scenario fallback;
    fallback.name = QStringLiteral("Kimi K3.1 Pro on 8xB300");
    return fallback;
}

namespace {
std::optional<PresetError> applyOverride(QJsonValue &root, const QString &path, const QString &value);
}

PresetResult withOverride(const Scenario &scenario, const QString &path, const QString &value)
{
    return withOverrides(scenario, { { path, value } });
}

PresetResult withOverrides(const Scenario &scenario, const std::vector<std::pair<QString, QString>> &overrides)
{
    // Every override edits one JSON tree; the scenario is validated once, at the end.
    QJsonValue root = presetToJson(scenario);
    for (const auto &[path, value] : overrides) {
        if (std::optional<PresetError> e = applyOverride(root, path, value))
            return { std::nullopt, { *e } };
    }
    return presetFromJson(root.toObject());
}

namespace {

/// Sets \a path inside \a root to \a value as the field's type reads it; the problem if not.
std::optional<PresetError> applyOverride(QJsonValue &root, const QString &path, const QString &value)
{
    const QStringList parts = splitPath(path);
    QString problem;
    const auto apply = [&](QJsonValue &v) {
        const QString t = value.trimmed();
        if (v.isObject() && v.toObject().contains(L("amount"))) {
            QJsonObject m = v.toObject();
            QJsonValue amount = m.value(L("amount"));
            bool ok = false;
            const double d = t.toDouble(&ok);
            if (!ok) {
                problem = L("\"%1\" is not a number").arg(value);
                return false;
            }
            m.insert(L("amount"), d);
            v = m;
            return true;
        }
        if (v.isDouble() || v.isNull() || (v.isUndefined() && parts.last() != QLatin1String("enabled"))) {
            bool ok = false;
            const double d = t.toDouble(&ok);
            if (!ok || !std::isfinite(d)) {
                problem = L("\"%1\" is not a finite number").arg(value);
                return false;
            }
            v = d;
            return true;
        }
        if (v.isBool() || (v.isUndefined() && parts.last() == QLatin1String("enabled"))) {
            if (t != QLatin1String("true") && t != QLatin1String("false")) {
                problem = L("\"%1\" is not true or false").arg(value);
                return false;
            }
            v = t == QLatin1String("true");
            return true;
        }
        if (v.isString()) {
            v = value;
            return true;
        }
        problem = L("is not a single value");
        return false;
    };
    if (path.isEmpty() || !editAt(root, parts, 0, apply, isOptionalLeaf(parts))) {
        if (problem.isEmpty())
            problem = L("no such field in the preset");
        return PresetError { path, problem };
    }
    return std::nullopt;
}

} // namespace

std::optional<double> numericValue(const Scenario &scenario, const QString &path)
{
    return numericAt(presetToJson(scenario), path);
}

std::vector<PresetError> presetWarnings(const QJsonObject &root)
{
    std::vector<PresetError> warnings;
    const QString currency = root.value(L("currency")).toString(L("USD"));
    if (currency == QLatin1String("USD"))
        return warnings;
    const QJsonArray offers = root.value(L("offers")).toArray();
    for (qsizetype i = 0; i < offers.size(); ++i) {
        const QJsonObject o = offers.at(i).toObject();
        if (!o.contains(L("currency")))
            warnings.push_back({ L("offers[%1].currency").arg(i),
                L("missing: the prices of %1 %2 are read in the preset's currency %3; add \"currency\" to say "
                  "which currency they are in")
                    .arg(o.value(L("provider")).toString(), o.value(L("model")).toString(), currency) });
    }
    return warnings;
}

} // namespace breakeven
