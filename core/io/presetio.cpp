#include "presetio.h"

#include "gpuchoice.h"

#include "atomicwrite.h"
#include "distribution.h"
#include "format.h"
#include "gpucatalog.h"
#include "hybrid.h"
#include "jsonfields.h"
#include "latin1.h"
#include "shippeddata.h"
#include "strictjson.h"
#include "teamdemand.h"

#include <QCoreApplication>
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

/// This file's messages: Text::tr() translates in the context "PresetReader" (as jsonfields.h's
/// ReaderText). The window shows them in its language; the command line, which installs no
/// translator, in English. Paths, keys and numbers are arguments: numbers written as in JSON.
struct Text {
    Q_DECLARE_TR_FUNCTIONS(PresetReader)
};

QString num(double v) { return QString::number(v, 'g', 12); }

/// The JSON key of \a p in its object: the last part of its path ("capex", "output").
QString leafKey(const Parameter &p) { return QString::fromLatin1(p.key).section(QLatin1Char('.'), -1); }

/// The JSON keys of the registry's money parameters in the object at \a parent ("cost.buy",
/// "offers[]"), in registry order.
QStringList moneyKeysUnder(QLatin1String parent)
{
    QStringList keys;
    for (const Parameter &p : parameters()) {
        const QLatin1String key(p.key);
        if (p.money && key.size() > parent.size() && key.startsWith(parent) && key.at(parent.size()) == QLatin1Char('.')
            && !key.mid(parent.size() + 1).contains(QLatin1Char('.')))
            keys << leafKey(p);
    }
    return keys;
}

/// Reads the fields of one preset, collecting every error with its path.
class Reader : public JsonFieldReader {
public:
    Scenario s;

    /// Every single numeric field of the registry that is not money, at its path under \a root; the
    /// hybrid day's and the decision's are readHybrid()'s and readDecision()'s (their objects are
    /// optional, and the shortcut's fields go together).
    void readNumbers(const QJsonObject &root)
    {
        for (const Parameter &p : parameters()) {
            if (p.collection != Collection::None || p.money || p.group == ParamGroup::Hybrid
                || p.group == ParamGroup::Decision || p.group == ParamGroup::Team)
                continue;
            const QString path = p.path();
            const QJsonValue v = jsonValueAt(root, path);
            if (v.isUndefined() || (p.optional && v.isNull())) {
                missing(path, p.required ? Presence::Required : Presence::Optional);
                continue;
            }
            if (const std::optional<double> d = checkNumber(v, path, p.domain))
                p.set(s, 0, *d);
        }
    }

    /// A currency code at \a path: three upper-case letters A-Z, and known (USD or in fx_per_usd).
    bool checkCurrency(const QString &path, const QString &code)
    {
        if (!isCurrencyCode(code)) {
            error(path,
                Text::tr("\"%1\" is not a currency code: it must be three upper-case letters A-Z, such as \"EUR\"")
                    .arg(code));
            return false;
        }
        if (!knownCurrency(code)) {
            error(path, unknownCurrency(s, code));
            return false;
        }
        return true;
    }

    bool knownCurrency(const QString &code) const { return s.fxRate(code).has_value(); }

    /// The money parameter \a p in \a o (the object at \a parent), at its own key.
    std::optional<Money> money(const QJsonObject &o, const QString &parent, const Parameter &p, Presence presence,
        const QString &defaultCurrency)
    {
        return money(o, parent, leafKey(p), presence, defaultCurrency, p.domain);
    }

    /// Money at \a key: a number in \a defaultCurrency, or {"amount": x, "currency": "CNY"}; the
    /// amount in \a domain (a money parameter's).
    std::optional<Money> money(const QJsonObject &o, const QString &parent, const QString &key, Presence presence,
        const QString &defaultCurrency, const Domain &domain)
    {
        const QString path = join(parent, key);
        const QJsonValue v = o.value(key);
        if (v.isUndefined()) {
            missing(path, presence);
            return std::nullopt;
        }
        if (v.isObject()) {
            const QJsonObject m = v.toObject();
            const auto amount = number(m, path, L("amount"), domain, Presence::Required);
            const auto currency = string(m, path, L("currency"), Presence::Required);
            if (currency && !checkCurrency(join(path, L("currency")), *currency))
                return std::nullopt;
            if (!amount || !currency)
                return std::nullopt;
            return Money { *amount, *currency };
        }
        if (!v.isDouble()) {
            error(path,
                Text::tr("expected an amount (a number, or {\"amount\": x, \"currency\": \"CNY\"}), got %1")
                    .arg(jsonTypeName(v)));
            return std::nullopt;
        }
        const auto amount = checkNumber(v, path, domain);
        if (!amount)
            return std::nullopt;
        return Money { *amount, defaultCurrency };
    }

    /// The keys of \a o that neither the registry knows under \a parent nor \a structural names.
    static QJsonObject unknownKeys(
        const QJsonObject &o, const char *parent, std::initializer_list<const char *> structural = {})
    {
        QJsonObject extra = unknownKeys(o, structural);
        for (const QString &k : childKeys(QString::fromLatin1(parent)))
            extra.remove(k);
        return extra;
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
    static void keepMoneyExtras(QJsonObject &extra, const QJsonObject &o, const QStringList &moneyKeys)
    {
        for (const QString &k : moneyKeys) {
            const QJsonValue v = o.value(k);
            if (!v.isObject())
                continue;
            const QJsonObject inner = unknownKeys(v.toObject(), { "amount", "currency" });
            if (!inner.isEmpty())
                extra.insert(k, inner);
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
            error(L("format"), Text::tr("\"%1\" is not a Breakeven preset (expected \"%2\")").arg(*format, formatName));
        const QJsonValue version = root.value(L("version"));
        if (version.isUndefined()) {
            missing(L("version"));
        } else if (!version.isDouble() || version.toDouble() != std::floor(version.toDouble())
            || version.toDouble() < 1) {
            error(L("version"), Text::tr("expected a whole number, 1 or more"));
        } else if (version.toDouble() > presetFormatVersion) {
            error(L("version"),
                //: %1 and %2 are preset format versions; %3 is the version of Breakeven, "1.2.0".
                Text::tr("this preset uses format version %1, newer than this Breakeven reads (up to version %2); "
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
                    Text::tr("%1 entries are not allowed: it must have at most %2").arg(fx.size()).arg(maxCurrencies));
            for (auto it = fx.begin(); it != fx.end() && fx.size() <= maxCurrencies; ++it) {
                const QString path = join(L("fx_per_usd"), it.key());
                if (it.key() == QLatin1String("USD")) {
                    error(path, Text::tr("USD is the base currency; give rates of other currencies per 1 USD"));
                    continue;
                }
                if (!isCurrencyCode(it.key())) {
                    error(path,
                        Text::tr(
                            "\"%1\" is not a currency code: it must be three upper-case letters A-Z, such as \"EUR\"")
                            .arg(it.key()));
                    continue;
                }
                if (const auto rate = checkNumber(it.value(), path, param::exchangeRate.domain))
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
        assign(m.weightsFormat, string(o, p, L("weights_format"), Presence::Optional));
        m.extra = unknownKeys(o, "model");
    }

    void readHardware(const QJsonObject &root)
    {
        const QString p = L("hardware");
        const QJsonObject o = object(root, {}, p, Presence::Required);
        Hardware &h = s.hardware;
        assign(h.gpu, string(o, p, L("gpu"), Presence::Optional));
        assign(h.nativeMxfp4, boolean(o, p, L("native_mxfp4")));
        if (o.contains(L("decode_points")))
            readDecodePoints(o, join(p, L("decode_points")));
        // The capacity figures' provenance (gpuchoice.h); absent: measured on this GPU.
        if (const std::optional<QString> source = string(o, p, L("evidence"), Presence::Optional)) {
            if (const std::optional<EvidenceSource> e = evidenceSourceFromKey(*source))
                h.evidence = *e;
            else
                error(join(p, L("evidence")), *findField(u"hardware.evidence")->problem(s, *source));
        }
        if (const std::optional<QString> gpu = string(o, p, L("evidence_gpu"), Presence::Optional))
            h.evidenceGpu = sameGpu(*gpu, h.gpu) ? QString() : gpu->trimmed();
        assign(h.evidenceConfirmed, boolean(o, p, L("evidence_confirmed")));
        h.extra = unknownKeys(o, "hardware");
    }

    /// `hardware.decode_points`: a list of {"concurrency": c, "output_tok_s": T}, c whole >= 1 and
    /// T > 0, no concurrency twice; kept sorted by concurrency.
    void readDecodePoints(const QJsonObject &o, const QString &p)
    {
        const QJsonArray a = list(o, p, L("decode_points"), maxDecodePoints);
        std::vector<std::pair<qsizetype, DecodePoint>> points;
        for (qsizetype i = 0; i < a.size(); ++i) {
            const QString ip = p + L("[%1]").arg(i);
            if (!a.at(i).isObject()) {
                error(ip, Text::tr("expected an object, got %1").arg(jsonTypeName(a.at(i))));
                continue;
            }
            const QJsonObject e = a.at(i).toObject();
            const Parameter &concurrency = param::decodeConcurrency;
            const Parameter &output = param::decodeOutputTokS;
            const auto c = number(e, ip, leafKey(concurrency), concurrency.domain, Presence::Required);
            const auto t = number(e, ip, leafKey(output), output.domain, Presence::Required);
            const Parameter &ttft = param::decodeTtftP90Ms;
            const Parameter &tpot = param::decodeTpotP90Ms;
            const auto ttftMs = number(e, ip, leafKey(ttft), ttft.domain, Presence::Optional);
            const auto tpotMs = number(e, ip, leafKey(tpot), tpot.domain, Presence::Optional);
            const Parameter &inFlight = param::decodeRequestsInFlight;
            const auto requests = number(e, ip, leafKey(inFlight), inFlight.domain, Presence::Optional);
            if (!c || !t)
                continue;
            points.push_back({ i,
                DecodePoint {
                    static_cast<int>(*c), *t, ttftMs, tpotMs, requests, unknownKeys(e, "hardware.decode_points[]") } });
        }
        std::stable_sort(points.begin(), points.end(),
            [](const auto &x, const auto &y) { return x.second.concurrency < y.second.concurrency; });
        for (std::size_t k = 1; k < points.size(); ++k) {
            if (points[k].second.concurrency == points[k - 1].second.concurrency)
                error(p + L("[%1].concurrency").arg(points[k].first),
                    //: %1 is a number of concurrent requests; %2[%3] the path of the other point,
                    //: "hardware.decode_points[0]".
                    Text::tr("concurrency %1 is measured twice (also at %2[%3]); each point needs its own concurrency")
                        .arg(points[k].second.concurrency)
                        .arg(p)
                        .arg(points[k - 1].first));
        }
        for (auto &[index, point] : points)
            s.hardware.decodePoints.push_back(std::move(point));
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
                error(join(p, L("mode")), *findField(u"cost.mode")->problem(s, *mode));
        }
        const bool rent = mode && c.mode == CostMode::Rent;
        const bool buy = mode && c.mode == CostMode::Buy;
        // A whole node's price may be stated instead of the GPU-hour's (`node_hour`, `node_month`):
        // converted once the GPU count and the hours in a month are read (applyNodePrice()).
        QStringList stated;
        for (const char *key : { "gpu_hour", "node_hour", "node_month" }) {
            if (o.contains(QLatin1String(key)))
                stated << join(p, QLatin1String(key));
        }
        if (stated.size() > 1)
            error(stated.at(1),
                //: %1 lists the JSON keys stated, "cost.gpu_hour, cost.node_hour"; the keys stay as they are.
                Text::tr(
                    "the price is stated twice (%1): give one of cost.gpu_hour, cost.node_hour and cost.node_month")
                    .arg(stated.join(L(", "))));
        for (const auto &[key, basis] :
            { std::pair { "node_hour", PriceBasis::NodeHour }, std::pair { "node_month", PriceBasis::NodeMonth } }) {
            if (o.contains(QLatin1String(key)) && stated.size() == 1) {
                if (const auto m
                    = money(o, p, QLatin1String(key), Presence::Optional, s.currency, param::gpuHour.domain))
                    nodePrice = std::pair { *m, basis };
            }
        }
        assign(c.gpuHour,
            money(
                o, p, param::gpuHour, rent && stated.isEmpty() ? Presence::Required : Presence::Optional, s.currency));
        choice(o, p, L("price_per"), u"cost.price_per");
        const QString bp = join(p, L("buy"));
        const QJsonObject b = object(o, p, L("buy"), buy ? Presence::Required : Presence::Optional);
        BuyCost &bc = c.buy;
        assign(bc.capex, money(b, bp, param::capex, buy ? Presence::Required : Presence::Optional, s.currency));
        assign(bc.tariffPerKwh, money(b, bp, param::tariffPerKwh, Presence::Optional, s.currency));
        bc.extra = unknownKeys(b, "cost.buy");
        keepMoneyExtras(bc.extra, b, moneyKeysUnder(QLatin1String("cost.buy")));
        // The defaults are stated in CNY (MODEL.md's example). A preset whose FX table has no CNY
        // gets them in USD at the default rate, so that what it saves it can read back.
        for (Money *m : { &bc.capex, &bc.tariffPerKwh }) {
            if (!knownCurrency(m->currency))
                *m = Money { m->amount / defaultCnyPerUsd, L("USD") };
        }

        const QString op = join(p, L("overheads"));
        if (o.contains(L("overheads"))) {
            const QJsonArray a = list(o, op, L("overheads"), maxOverheads);
            for (qsizetype i = 0; i < a.size(); ++i) {
                const QString ip = op + L("[%1]").arg(i);
                if (!a.at(i).isObject()) {
                    error(ip, Text::tr("expected an object, got %1").arg(jsonTypeName(a.at(i))));
                    continue;
                }
                const QJsonObject line = a.at(i).toObject();
                Overhead ov;
                assign(ov.label, string(line, ip, L("label"), Presence::Optional));
                assign(ov.monthly, money(line, ip, param::overheadMonthly, Presence::Required, s.currency));
                ov.extra = unknownKeys(line, "cost.overheads[]");
                keepMoneyExtras(ov.extra, line, moneyKeysUnder(QLatin1String("cost.overheads[]")));
                c.overheads.push_back(ov);
            }
        }
        readBill(o, p);
        c.extra = unknownKeys(o, "cost", { "buy", "overheads", "node_hour", "node_month" });
        keepMoneyExtras(c.extra, o, moneyKeysUnder(QLatin1String("cost")));
    }

    /// A whole node's price read in place of `cost.gpu_hour`, and how it was stated.
    std::optional<std::pair<Money, PriceBasis>> nodePrice;

    /// `cost.node_hour` / `cost.node_month` become the price per GPU-hour (MODEL.md section 2: a
    /// whole-node price is price_per_gpu_hour = node / n; a month's over `cost.hours_per_month`), and
    /// the price is shown as it was stated unless `cost.price_per` says otherwise.
    void applyNodePrice(const QJsonObject &root)
    {
        if (!nodePrice)
            return;
        const bool basisStated = root.value(L("cost")).toObject().contains(L("price_per"));
        const PriceBasis shown = s.cost.priceBasis;
        s.cost.priceBasis = nodePrice->second;
        const double factor = priceBasisFactor(s);
        s.cost.gpuHour = Money { nodePrice->first.amount / factor, nodePrice->first.currency };
        if (basisStated)
            s.cost.priceBasis = shown;
    }

    /// A choice field at \a key of \a o (under \a parent), set through the registry's field \a path.
    void choice(const QJsonObject &o, const QString &parent, const QString &key, QStringView path)
    {
        if (const auto value = string(o, parent, key, Presence::Optional)) {
            const Field *field = findField(path);
            if (const std::optional<QString> problem = field->problem(s, *value))
                error(join(parent, key), *problem);
            else
                field->set(s, 0, *value);
        }
    }

    /// The whole bill's keys of `cost` (MODEL.md section 8): `staff`, `billing`, the reserved and spot
    /// prices (their numbers are read with every other number, readNumbers()).
    void readBill(const QJsonObject &o, const QString &p)
    {
        Cost &c = s.cost;
        const QString sp = join(p, L("staff"));
        const QJsonObject staff = object(o, p, L("staff"), Presence::Optional);
        // An amount the preset leaves out is in the preset's currency, so that setting it later (the
        // window, `--set`) means what the preset's other amounts mean (#27); it is written back only
        // when it says something (presetToJson()).
        c.staff.costPerFteMonth.currency = s.currency;
        c.billing.minimumMonthly.currency = s.currency;
        assign(c.staff.costPerFteMonth, money(staff, sp, param::staffCostPerFteMonth, Presence::Optional, s.currency));
        c.staff.extra = unknownKeys(staff, "cost.staff");
        keepMoneyExtras(c.staff.extra, staff, moneyKeysUnder(QLatin1String("cost.staff")));

        const QString bp = join(p, L("billing"));
        const QJsonObject billing = object(o, p, L("billing"), Presence::Optional);
        choice(billing, bp, L("mode"), u"cost.billing.mode");
        assign(c.billing.minimumMonthly, money(billing, bp, param::minimumMonthly, Presence::Optional, s.currency));
        if (const std::optional<QString> gpu = string(billing, bp, L("minimum_gpu"), Presence::Optional))
            c.billing.minimumGpu = sameGpu(*gpu, s.hardware.gpu) ? QString() : gpu->trimmed();
        c.billing.extra = unknownKeys(billing, "cost.billing");
        keepMoneyExtras(c.billing.extra, billing, moneyKeysUnder(QLatin1String("cost.billing")));

        // Optional prices: absent or null is "none" (the on-demand price).
        for (const auto &[price, target] : { std::pair { &param::reservedGpuHour, &c.reservedGpuHour },
                 std::pair { &param::spotGpuHour, &c.spotGpuHour } }) {
            if (o.value(leafKey(*price)).isNull())
                continue;
            if (const auto m = money(o, p, *price, Presence::Optional, s.currency))
                *target = *m;
        }
    }

    /// `horizon` and `task`: objects whose numbers readNumbers() reads.
    void readHorizonAndTask(const QJsonObject &root)
    {
        const QJsonObject horizon = object(root, {}, L("horizon"), Presence::Optional);
        s.horizon.extra = unknownKeys(horizon, "horizon");
        const QJsonObject task = object(root, {}, L("task"), Presence::Optional);
        choice(task, L("task"), L("size"), u"task.size");
        s.task.extra = unknownKeys(task, "task");
    }

    void readOperation(const QJsonObject &root)
    {
        const QString p = L("operation");
        const QJsonObject o = object(root, {}, p, Presence::Required);
        if (const auto mode = string(o, p, L("throughput_mode"), Presence::Optional)) {
            const Field *field = findField(u"operation.throughput_mode");
            if (const std::optional<QString> problem = field->problem(s, *mode))
                error(join(p, L("throughput_mode")), *problem);
            else
                field->set(s, 0, *mode);
        }
        s.operation.extra = unknownKeys(o, "operation");
    }

    void readWorkload(const QJsonObject &root)
    {
        const QString p = L("workload");
        const QJsonObject o = object(root, {}, p, Presence::Optional);
        object(o, p, L("request"), Presence::Optional);
        const QJsonObject r = o.value(L("request")).toObject();
        QJsonObject extra = unknownKeys(o, "workload");
        // The request's own unknown keys ride along inside extra["request"].
        extra.remove(L("request"));
        const QJsonObject requestExtra = unknownKeys(r, "workload.request");
        if (!requestExtra.isEmpty())
            extra.insert(L("request"), requestExtra);
        s.workload.extra = extra;
    }

    /// The optional `hybrid` object (MODEL.md section 8): `demand_tok_s`, 24 numbers, or the shortcut
    /// `base_tok_s`, `peak_tok_s`, `peak_hours` (0..24) and `peak_start` (0..23, default 9); not both.
    void readHybrid(const QJsonObject &root)
    {
        const QString p = L("hybrid");
        if (!root.contains(p))
            return;
        const QJsonObject o = object(root, {}, p, Presence::Optional);
        if (!root.value(p).isObject())
            return;
        const Domain &demand = param::hybridDemand.domain;
        const bool shortcut = o.contains(L("base_tok_s")) || o.contains(L("peak_tok_s")) || o.contains(L("peak_hours"))
            || o.contains(L("peak_start"));
        HybridProfile profile;
        if (o.contains(L("demand_tok_s"))) {
            if (shortcut) {
                error(join(p, L("demand_tok_s")),
                    Text::tr(
                        "give either demand_tok_s (24 numbers) or the shortcut base_tok_s, peak_tok_s, peak_hours, "
                        "peak_start, not both"));
                return;
            }
            const QString dp = join(p, L("demand_tok_s"));
            const QJsonArray a = list(o, dp, L("demand_tok_s"), hoursInDay);
            if (a.size() != hoursInDay) {
                if (o.value(L("demand_tok_s")).isArray())
                    error(dp,
                        //: %1 is 24; %2 the number of entries found.
                        Text::tr("expected %1 numbers, one per hour of the day (0..23), got %2")
                            .arg(hoursInDay)
                            .arg(a.size()));
                return;
            }
            for (qsizetype h = 0; h < a.size(); ++h) {
                if (const auto v = checkNumber(a.at(h), dp + L("[%1]").arg(h), demand))
                    profile.demandTokS[static_cast<std::size_t>(h)] = *v;
            }
        } else if (shortcut) {
            const auto base = number(o, p, L("base_tok_s"), param::hybridBase.domain, Presence::Required);
            const auto peak = number(o, p, L("peak_tok_s"), param::hybridPeak.domain, Presence::Required);
            const auto hours = number(o, p, L("peak_hours"), param::hybridPeakHours.domain, Presence::Required);
            const auto start = number(o, p, L("peak_start"), param::hybridPeakStart.domain, Presence::Optional);
            if (!base || !peak || !hours)
                return;
            profile = profileFromShortcut(HybridShortcut {
                *base, *peak, static_cast<int>(*hours), start ? static_cast<int>(*start) : defaultPeakStart });
        } else {
            error(p, Text::tr("expected demand_tok_s (24 numbers) or base_tok_s, peak_tok_s and peak_hours"));
            return;
        }
        profile.extra = unknownKeys(o, { "demand_tok_s", "base_tok_s", "peak_tok_s", "peak_hours", "peak_start" });
        s.hybrid = profile;
    }

    /// The optional `demand` object and its `team` (MODEL.md section 13, teamdemand.h): each of the
    /// team's fields optional (absent or null: its default). With a team, the team fills the workload
    /// and the hybrid day (applyTeam()): what the file states for them is replaced (presetWarnings()
    /// says where it differed). Read after the workload and the hybrid day.
    void readDemand(const QJsonObject &root)
    {
        const QString p = L("demand");
        const QJsonObject o = object(root, {}, p, Presence::Optional);
        s.demand.extra = unknownKeys(o, "demand");
        if (!o.contains(L("team")))
            return;
        const QString tp = join(p, L("team"));
        const QJsonObject t = object(o, p, L("team"), Presence::Optional);
        if (!o.value(L("team")).isObject())
            return;
        Scenario given; // the team's fields, each through its registry entry
        given.demand.team.emplace();
        for (const Parameter &field : parameters()) {
            if (field.group != ParamGroup::Team || t.value(leafKey(field)).isNull())
                continue;
            if (const auto v = number(t, tp, leafKey(field), field.domain, Presence::Optional))
                field.set(given, 0, *v);
        }
        Team team = *given.demand.team;
        team.extra = unknownKeys(t, "demand.team");
        setTeam(s, team);
    }

    /// The optional `decision` object (MODEL.md section 9): the user's answers (true/false; absent:
    /// unanswered) and the figures the license's thresholds read.
    void readDecision(const QJsonObject &root)
    {
        const QString p = L("decision");
        const QJsonObject o = object(root, {}, p, Presence::Optional);
        DecisionInputs &d = s.decision;
        d.complianceBeyondZdr = boolean(o, p, L("compliance_beyond_zdr"));
        d.needWeights = boolean(o, p, L("need_weights"));
        d.idleHardwareAndTeam = boolean(o, p, L("idle_hardware_and_team"));
        d.maasRevenue12MonthsUsd
            = number(o, p, leafKey(param::maasRevenue), param::maasRevenue.domain, Presence::Optional);
        d.monthlyUsers = number(o, p, leafKey(param::monthlyUsers), param::monthlyUsers.domain, Presence::Optional);
        d.monthlyRevenueUsd
            = number(o, p, leafKey(param::monthlyRevenue), param::monthlyRevenue.domain, Presence::Optional);
        d.extra = unknownKeys(o,
            { "compliance_beyond_zdr", "need_weights", "idle_hardware_and_team", "maas_revenue_12m_usd",
                "monthly_users", "monthly_revenue_usd" });
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
        const QStringList allowed = moneyKeysUnder(QLatin1String("offers[]")) << L("currency");
        if (!fields.isArray()) {
            error(
                join(path, L("fields")), Text::tr("expected a list of field names, got %1").arg(jsonTypeName(fields)));
            return;
        }
        for (const QJsonValue &f : fields.toArray()) {
            if (!f.isString() || !allowed.contains(f.toString())) {
                error(join(path, L("fields")),
                    Text::tr("each entry must be one of %1").arg(allowed.join(QStringLiteral(", "))));
                return;
            }
            offer.editedFields << f.toString();
        }
    }

    void readOffers(const QJsonObject &root)
    {
        const QString p = L("offers");
        if (!root.contains(p)) {
            error(p, Text::tr("required field is missing (use [] for no offers)"));
            return;
        }
        const QJsonArray a = list(root, p, p, maxOffers);
        for (qsizetype i = 0; i < a.size(); ++i) {
            const QString ip = p + L("[%1]").arg(i);
            if (!a.at(i).isObject()) {
                error(ip, Text::tr("expected an object, got %1").arg(jsonTypeName(a.at(i))));
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
                for (const QString &key : moneyKeysUnder(QLatin1String("offers[]"))) {
                    const QJsonValue stated = o.value(key).toObject().value(L("currency"));
                    if (stated.isString() && knownCurrency(stated.toString())) {
                        offer.currency = stated.toString();
                        break;
                    }
                }
            }
            // Prices are kept as stated, never converted: one stated in another currency than
            // the offer's is an error (a conversion would not read back as written).
            const auto price = [&](const Parameter &field, Presence presence) -> std::optional<double> {
                const auto m = money(o, ip, field, presence, offer.currency);
                if (!m)
                    return std::nullopt;
                if (m->currency != offer.currency) {
                    error(join(join(ip, leafKey(field)), L("currency")),
                        //: %1 and %2 are currency codes.
                        Text::tr("\"%1\" is not the offer's currency \"%2\": an offer states all its prices in its "
                                 "currency")
                            .arg(m->currency, offer.currency));
                    return std::nullopt;
                }
                return m->amount;
            };
            if (!o.value(leafKey(param::offerCachedInput)).isNull())
                offer.cachedInput = price(param::offerCachedInput, Presence::Optional);
            assign(offer.input, price(param::offerInput, Presence::Required));
            assign(offer.output, price(param::offerOutput, Presence::Required));
            assign(offer.asOf, string(o, ip, L("as_of"), Presence::Optional));
            assign(offer.source, string(o, ip, L("source"), Presence::Optional, maxSourceLength));
            assign(offer.enabled, boolean(o, ip, L("enabled")));
            readEdited(o, ip, offer);
            // The API's limits and speed (MODEL.md section 13): optional, positive; null is none.
            const QString limitsPath = join(ip, L("rate_limit"));
            const QJsonObject limits = o.value(L("rate_limit")).isNull()
                ? QJsonObject()
                : object(o, ip, L("rate_limit"), Presence::Optional);
            const auto optionalNumber = [&](const QJsonObject &in, const QString &parent, const Parameter &field) {
                return in.value(leafKey(field)).isNull()
                    ? std::nullopt
                    : number(in, parent, leafKey(field), field.domain, Presence::Optional);
            };
            offer.rateLimitRequestsPerMin = optionalNumber(limits, limitsPath, param::offerRequestsPerMin);
            offer.rateLimitTokensPerMin = optionalNumber(limits, limitsPath, param::offerTokensPerMin);
            offer.perUserTokS = optionalNumber(o, ip, param::offerPerUserTokS);
            assign(offer.keepDespiteLimits, boolean(o, ip, L("keep_despite_limits")));
            offer.extra = unknownKeys(o, "offers[]", { "edited" });
            // The rate limit's own unknown keys ride along inside extra["rate_limit"].
            if (const QJsonObject limitsExtra = unknownKeys(limits, "offers[].rate_limit"); !limitsExtra.isEmpty())
                offer.extra.insert(L("rate_limit"), limitsExtra);
            keepMoneyExtras(offer.extra, o, moneyKeysUnder(QLatin1String("offers[]")));
            s.offers.push_back(offer);
        }
    }

    /// The model's and the hardware's fields the preset leaves out: they take the format's defaults
    /// (Kimi K3.1 Pro's figures, a B300), which the window and the reports then say.
    void readUnstated(const QJsonObject &root)
    {
        // The runtime reserve and the GPUs per node have defaults of their own, not the B300's.
        const auto consider = [&](const char *key, Collection collection, bool optional) {
            const QString path = QString::fromLatin1(key);
            if (collection != Collection::None || optional
                || !(path.startsWith(QLatin1String("model.")) || path.startsWith(QLatin1String("hardware."))))
                return;
            if (jsonValueAt(root, path).isUndefined())
                s.unstated << path;
        };
        for (const Parameter &p : parameters()) {
            if (&p != &param::reserveGbPerGpu && &p != &param::gpusPerNode)
                consider(p.key, p.collection, p.optional);
        }
        for (const Field &f : fields()) {
            // The capacity figures' provenance is optional: absent, they are this GPU's (gpuchoice.h).
            if (!QLatin1String(f.key).startsWith(QLatin1String("hardware.evidence")))
                consider(f.key, f.collection, false);
        }
    }

    /// `ranges`: each key a numeric parameter's path (in the registry, naming an element the preset
    /// has), each value [low, high] (the parameter's default distribution) or {"low", "high",
    /// "distribution"} with low <= high, both inside the parameter's domain. Read last: a range may
    /// name an offer.
    void readRanges(const QJsonObject &root)
    {
        const QString p = L("ranges");
        const QJsonObject o = object(root, {}, p, Presence::Optional);
        if (o.size() > maxRanges) {
            error(p, Text::tr("%1 entries are not allowed: it must have at most %2").arg(o.size()).arg(maxRanges));
            return;
        }
        for (auto it = o.begin(); it != o.end(); ++it) {
            const std::optional<ParamRef> ref = resolveParameter(s, it.key());
            if (!ref) {
                // A key longer than any path is near none of them, and is quoted short.
                const QString shown = format::quoted(it.key());
                error(join(p, shown),
                    //: %1 is the key written in the file; %2 lists known keys. Keys stay as they are.
                    Text::tr("\"%1\" is not a numeric field of the preset (nearest: %2)")
                        .arg(shown, nearestPaths(shown).join(L(", "))));
                continue;
            }
            const QString path = join(p, it.key());
            if (std::optional<Range> range = readRange(it.value(), path, *ref->parameter, it.key()))
                s.ranges[it.key()] = *range;
        }
    }

    /// One entry of `ranges` at \a path for \a parameter (named \a key in messages).
    std::optional<Range> readRange(
        const QJsonValue &v, const QString &path, const Parameter &parameter, const QString &key)
    {
        double lo = 0.0;
        double hi = 0.0;
        std::optional<Distribution> distribution;
        if (v.isArray()) {
            const QJsonArray pair = v.toArray();
            if (pair.size() != 2 || !pair.at(0).isDouble() || !pair.at(1).isDouble()) {
                error(path, Text::tr("expected [low, high], two numbers"));
                return std::nullopt;
            }
            lo = pair.at(0).toDouble();
            hi = pair.at(1).toDouble();
        } else if (v.isObject()) {
            const QJsonObject o = v.toObject();
            bool ok = true;
            for (auto k = o.begin(); k != o.end(); ++k) {
                if (k.key() != QLatin1String("low") && k.key() != QLatin1String("high")
                    && k.key() != QLatin1String("distribution")) {
                    error(join(path, k.key()), Text::tr("unknown key (known: low, high, distribution)"));
                    ok = false;
                }
            }
            for (const char *bound : { "low", "high" }) {
                const QJsonValue b = o.value(L(bound));
                if (!b.isDouble()) {
                    error(join(path, L(bound)),
                        b.isUndefined() ? Text::tr("required field is missing")
                                        : Text::tr("expected a number, got %1").arg(jsonTypeName(b)));
                    ok = false;
                }
            }
            const QJsonValue d = o.value(L("distribution"));
            if (!d.isUndefined()) {
                distribution = d.isString() ? distributionFromName(d.toString()) : std::nullopt;
                if (!distribution) {
                    error(join(path, L("distribution")),
                        //: %1 is what the file says; %2 lists the distribution names the file may use ("uniform,
                        //: triangular or log-uniform").
                        Text::tr("%1 is not a distribution (expected %2)")
                            .arg(d.isString() ? QStringLiteral("\"%1\"").arg(d.toString()) : jsonTypeName(d),
                                distributionNames()));
                    ok = false;
                }
            }
            if (!ok)
                return std::nullopt;
            lo = o.value(L("low")).toDouble();
            hi = o.value(L("high")).toDouble();
        } else {
            error(path,
                Text::tr("expected [low, high] or {\"low\", \"high\", \"distribution\"}, got %1").arg(jsonTypeName(v)));
            return std::nullopt;
        }
        if (const std::optional<RangeProblem> bad = rangeProblem(parameter, key, lo, hi, distribution)) {
            error(bad->ofDistribution ? join(path, L("distribution")) : path, bad->message);
            return std::nullopt;
        }
        return makeRange(parameter, lo, hi, distribution);
    }
};

// --- writing ------------------------------------------------------------------------------

/// \a m as a plain number when in \a plainCurrency, else as {"amount", "currency"}; also as an
/// object when \a extra (the parent's unknown keys) holds unknown keys of this money object.
QJsonValue moneyToJson(const Money &m, const QString &plainCurrency, const QJsonObject &extra, const QString &key)
{
    if (m.currency == plainCurrency && !extra.value(key).isObject())
        return m.amount;
    return QJsonObject { { L("amount"), m.amount }, { L("currency"), m.currency } };
}

/// Writes the money parameter \a p's value \a m into \a o (whose unknown keys are \a extra), at its key.
void putMoney(
    QJsonObject &o, const Parameter &p, const Money &m, const QString &plainCurrency, const QJsonObject &extra)
{
    const QString key = leafKey(p);
    o.insert(key, moneyToJson(m, plainCurrency, extra, key));
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
                L("workload"), L("demand"), L("task"), L("horizon"), L("offers"), L("ranges"), L("hybrid"),
                L("decision") } },
        { L("demand"), { L("team") } },
        { L("demand.team"),
            { L("people"), L("tasks_per_person_day"), L("input_tokens_per_task"), L("output_tokens_per_task"),
                L("reasoning_tokens_per_task"), L("working_hours"), L("working_days_per_week"),
                L("time_zone_offset") } },
        { L("hybrid"), { L("demand_tok_s"), L("base_tok_s"), L("peak_tok_s"), L("peak_hours"), L("peak_start") } },
        { L("decision"),
            { L("compliance_beyond_zdr"), L("need_weights"), L("idle_hardware_and_team"), L("maas_revenue_12m_usd"),
                L("monthly_users"), L("monthly_revenue_usd") } },
        { L("model"),
            { L("name"), L("weights_bytes"), L("kv_bytes_per_token"), L("state_bytes_per_sequence"),
                L("weights_format") } },
        { L("hardware"),
            { L("gpu"), L("count"), L("memory_gb_per_gpu"), L("native_mxfp4"), L("max_throughput_tok_s"),
                L("reserve_gb_per_gpu"), L("gpus_per_node"), L("decode_points"), L("prefill_input_tok_s"),
                L("evidence"), L("evidence_gpu"), L("evidence_confirmed") } },
        { L("hardware.decode_points[]"),
            { L("concurrency"), L("output_tok_s"), L("ttft_p90_ms"), L("tpot_p90_ms"), L("requests_in_flight") } },
        { L("cost"),
            { L("mode"), L("gpu_hour"), L("price_per"), L("buy"), L("redundancy"), L("hours_per_month"), L("overheads"),
                L("staff"), L("billing"), L("reserved_gpu_hour"), L("spot_gpu_hour"), L("spot_interruption") } },
        { L("cost.buy"),
            { L("capex"), L("years"), L("power_kw"), L("pue"), L("tariff_per_kwh"), L("cost_of_capital"),
                L("residual_value"), L("maintenance") } },
        { L("cost.staff"), { L("fte"), L("cost_per_fte_month") } },
        { L("cost.billing"), { L("mode"), L("term_months"), L("minimum_monthly"), L("minimum_gpu") } },
        { L("horizon"), { L("years"), L("api_price_decline") } },
        { L("task"), { L("size"), L("reasoning_tokens") } },
        { L("cost.overheads[]"), { L("label"), L("monthly") } },
        { L("operation"),
            { L("throughput_tok_s"), L("utilization"), L("hours_per_day"), L("starts_per_day"), L("cold_start_minutes"),
                L("concurrency"), L("context_tokens"), L("usable_memory"), L("throughput_mode"),
                L("self_host_prefix_hit"), L("min_per_user_tok_s"), L("max_ttft_p90_ms"), L("max_tpot_p90_ms") } },
        { L("workload"),
            { L("input_per_output"), L("cache_hit"), L("acceptance_api"), L("acceptance_self"), L("task_minutes"),
                L("request") } },
        { L("workload.request"), { L("input_tokens"), L("output_tokens") } },
        { L("offers[]"),
            { L("provider"), L("model"), L("cached_input"), L("input"), L("output"), L("currency"), L("as_of"),
                L("source"), L("enabled"), L("rate_limit"), L("per_user_tok_s"), L("keep_despite_limits") } },
        { L("offers[].rate_limit"), { L("requests_per_min"), L("tokens_per_min") } },
        { L("money"), { L("amount"), L("currency") } },
        { L("ranges[]"), { L("low"), L("high"), L("distribution") } },
    };
    return order;
}

} // namespace

QStringList presetKeyOrder(const QString &where)
{
    const auto it = keyOrder().find(where);
    return it == keyOrder().end() ? QStringList() : it->second;
}

namespace {

/// Paths whose value is money (the registry's money parameters) or a decode point: written on
/// one line when it is an object.
bool isMoneyPath(const QString &where)
{
    if (where == QLatin1String("hardware.decode_points[]"))
        return true;
    const auto money = [&](const Parameter &p) { return p.money && where == QLatin1String(p.key); };
    return std::any_of(parameters().begin(), parameters().end(), money);
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
            if (known && m_pretty && !isMoneyPath(where) && where != QLatin1String("ranges[]"))
                object(v.toObject(), where, depth);
            else
                inlineObject(v.toObject(),
                    where == QLatin1String("hardware.decode_points[]") ? where
                        : isMoneyPath(where)                           ? L("money")
                                                                       : QString(),
                    known);
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

} // namespace

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
    r.readHorizonAndTask(root);
    r.readNumbers(root);
    r.applyNodePrice(root);
    r.readOffers(root);
    r.readUnstated(root);
    r.readHybrid(root);
    r.readDemand(root); // after the workload and the hybrid day, which a team fills
    r.readDecision(root);
    r.readRanges(root); // after every object whose fields a range may name (the hybrid day's hours)
    r.s.extra
        = Reader::unknownKeys(root, "", { "format", "version", "offers", "ranges", "hybrid", "decision", "demand" });
    if (!r.errors.empty())
        return { std::nullopt, r.errors };
    return { std::move(r.s), {} };
}

PresetResult parsePreset(const QByteArray &bytes)
{
    PresetError error;
    //: The kind of file, completing sentences such as "%2 may be at most %3 bytes" (the other kind: "a GPU catalog").
    const std::optional<QJsonObject> root = parseStrictJsonObject(bytes, Text::tr("a preset"), &error);
    if (!root)
        return { std::nullopt, { error } };
    return presetFromJson(*root);
}

PresetResult readPresetFile(const QString &path)
{
    QString error;
    //: The kind of file, completing sentences such as "%2 may be at most %3 bytes" (the other kind: "a GPU catalog").
    const std::optional<QByteArray> bytes = readBoundedFile(path, Text::tr("a preset"), &error);
    if (!bytes)
        return { std::nullopt, { { {}, error } } };
    return parsePreset(*bytes);
}

QJsonObject presetToJson(const Scenario &s)
{
    const QString cur = s.currency;
    QJsonObject fx;
    for (const auto &[code, rate] : s.fxPerUsd)
        fx.insert(code, rate);

    QJsonObject model { { L("name"), s.model.name }, { L("weights_format"), s.model.weightsFormat } };
    QJsonObject hardware { { L("gpu"), s.hardware.gpu }, { L("native_mxfp4"), s.hardware.nativeMxfp4 } };
    if (s.hardware.evidence != EvidenceSource::Measured)
        hardware.insert(L("evidence"), evidenceSourceKey(s.hardware.evidence));
    if (!s.hardware.evidenceGpu.isEmpty())
        hardware.insert(L("evidence_gpu"), s.hardware.evidenceGpu);
    if (s.hardware.evidenceConfirmed)
        hardware.insert(L("evidence_confirmed"), true);
    const BuyCost &b = s.cost.buy;
    QJsonObject buy;
    putMoney(buy, param::capex, b.capex, cur, b.extra);
    putMoney(buy, param::tariffPerKwh, b.tariffPerKwh, cur, b.extra);
    QJsonObject cost { { L("mode"), s.cost.mode == CostMode::Rent ? L("rent") : L("buy") } };
    putMoney(cost, param::gpuHour, s.cost.gpuHour, cur, s.cost.extra);
    QJsonObject operation;
    QJsonObject workload;
    QJsonObject request;
    const Cost &c = s.cost;
    QJsonObject staff;
    putMoney(staff, param::staffCostPerFteMonth, c.staff.costPerFteMonth, cur, c.staff.extra);
    QJsonObject billing;
    putMoney(billing, param::minimumMonthly, c.billing.minimumMonthly, cur, c.billing.extra);
    QJsonObject horizon;
    QJsonObject task;
    QJsonObject decision;
    // Every single numeric field that is not money, from the registry: an optional one only when set.
    // The hybrid day is written below, as its shortcut or hour by hour.
    const std::map<QString, QJsonObject *> sections { { L("model"), &model }, { L("hardware"), &hardware },
        { L("cost"), &cost }, { L("cost.buy"), &buy }, { L("operation"), &operation }, { L("workload"), &workload },
        { L("workload.request"), &request }, { L("cost.staff"), &staff }, { L("cost.billing"), &billing },
        { L("horizon"), &horizon }, { L("task"), &task }, { L("decision"), &decision } };
    for (const Parameter &p : parameters()) {
        if (p.collection != Collection::None || p.money || p.group == ParamGroup::Hybrid || p.group == ParamGroup::Team)
            continue;
        const QString path = p.path();
        const qsizetype dot = path.lastIndexOf(QLatin1Char('.'));
        QJsonObject *section = sections.at(path.left(dot));
        if (const std::optional<double> v = p.get(s, 0))
            section->insert(path.mid(dot + 1), *v);
    }
    // What the preset left to the format's defaults stays left out, so a round trip keeps its shape.
    for (const QString &path : s.unstated) {
        if (s.isDefaulted(path))
            sections.at(path.section(QLatin1Char('.'), 0, 0))->remove(path.section(QLatin1Char('.'), 1));
    }
    QJsonArray overheads;
    for (const Overhead &o : s.cost.overheads) {
        QJsonObject line { { L("label"), o.label } };
        putMoney(line, param::overheadMonthly, o.monthly, cur, o.extra);
        overheads.append(overlay(o.extra, line));
    }
    if (!s.hardware.decodePoints.empty()) {
        QJsonArray points;
        for (const DecodePoint &d : s.hardware.decodePoints) {
            QJsonObject point { { leafKey(param::decodeConcurrency), d.concurrency },
                { leafKey(param::decodeOutputTokS), d.outputTokS } };
            if (d.ttftP90Ms)
                point.insert(leafKey(param::decodeTtftP90Ms), *d.ttftP90Ms);
            if (d.tpotP90Ms)
                point.insert(leafKey(param::decodeTpotP90Ms), *d.tpotP90Ms);
            if (d.requestsInFlight)
                point.insert(leafKey(param::decodeRequestsInFlight), *d.requestsInFlight);
            points.append(overlay(d.extra, point));
        }
        hardware.insert(L("decode_points"), points);
    }
    if (s.operation.throughputMode == ThroughputMode::Modelled)
        operation.insert(L("throughput_mode"), L("modelled"));
    cost.insert(L("overheads"), overheads);
    workload.insert(L("request"), request);

    // The whole bill's keys are written when they say something (a preset without them reads the same
    // and is saved as it was): a block when it differs from the format's defaults or holds unknown keys.
    Scenario defaults;
    // An amount left out is read in the preset's currency (readBill()).
    defaults.cost.staff.costPerFteMonth.currency = s.currency;
    defaults.cost.billing.minimumMonthly.currency = s.currency;
    if (c.staff != defaults.cost.staff)
        cost.insert(L("staff"), overlay(c.staff.extra, staff));
    if (c.billing != defaults.cost.billing) {
        billing.insert(L("mode"), findField(u"cost.billing.mode")->get(s, 0));
        if (!c.billing.minimumGpu.isEmpty())
            billing.insert(L("minimum_gpu"), c.billing.minimumGpu);
        cost.insert(L("billing"), overlay(c.billing.extra, billing));
    }
    if (c.priceBasis != PriceBasis::GpuHour)
        cost.insert(L("price_per"), findField(u"cost.price_per")->get(s, 0));
    if (c.reservedGpuHour)
        putMoney(cost, param::reservedGpuHour, *c.reservedGpuHour, cur, c.extra);
    if (c.spotGpuHour)
        putMoney(cost, param::spotGpuHour, *c.spotGpuHour, cur, c.extra);
    if (c.spotInterruption == 0.0)
        cost.remove(leafKey(param::spotInterruption));
    if (!s.hardware.reserveGbPerGpu) // scaled with the card's memory: not stated, not written
        hardware.remove(leafKey(param::reserveGbPerGpu));
    for (const Parameter *financing : { &param::costOfCapital, &param::residualValue, &param::maintenance }) {
        if (buy.value(leafKey(*financing)).toDouble() == 0.0)
            buy.remove(leafKey(*financing));
    }
    cost.insert(L("buy"), overlay(b.extra, buy));

    QJsonArray offers;
    for (const Offer &o : s.offers) {
        QJsonObject known { { L("provider"), o.provider }, { L("model"), o.model },
            { leafKey(param::offerCachedInput), QJsonValue() }, { L("currency"), o.currency }, { L("as_of"), o.asOf },
            { L("source"), o.source } };
        if (o.cachedInput)
            putMoney(known, param::offerCachedInput, Money { *o.cachedInput, o.currency }, o.currency, o.extra);
        putMoney(known, param::offerInput, Money { o.input, o.currency }, o.currency, o.extra);
        putMoney(known, param::offerOutput, Money { o.output, o.currency }, o.currency, o.extra);
        if (!o.enabled)
            known.insert(L("enabled"), false);
        QJsonObject limits;
        if (o.rateLimitRequestsPerMin)
            limits.insert(leafKey(param::offerRequestsPerMin), *o.rateLimitRequestsPerMin);
        if (o.rateLimitTokensPerMin)
            limits.insert(leafKey(param::offerTokensPerMin), *o.rateLimitTokensPerMin);
        if (!limits.isEmpty())
            known.insert(L("rate_limit"), limits);
        if (o.perUserTokS)
            known.insert(leafKey(param::offerPerUserTokS), *o.perUserTokS);
        if (o.keepDespiteLimits)
            known.insert(L("keep_despite_limits"), true);
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
    if (s.horizon != defaults.horizon)
        root.insert(L("horizon"), overlay(s.horizon.extra, horizon));
    if (s.task != defaults.task) {
        task.insert(L("size"), findField(u"task.size")->get(s, 0));
        root.insert(L("task"), overlay(s.task.extra, task));
    }
    if (!s.author.isEmpty())
        root.insert(L("author"), s.author);
    if (!s.date.isEmpty())
        root.insert(L("date"), s.date);
    if (!s.displayCurrency.isEmpty())
        root.insert(L("display_currency"), s.displayCurrency);
    if (!s.ranges.empty()) {
        QJsonObject ranges;
        for (const auto &[path, range] : s.ranges) {
            // The short form when the distribution is the parameter's default (distribution.h).
            const std::optional<ParamRef> ref = resolveParameter(s, path);
            if (!range.distribution || (ref && *range.distribution == defaultDistribution(*ref->parameter, range.low)))
                ranges.insert(path, QJsonArray { range.low, range.high });
            else
                ranges.insert(path,
                    QJsonObject { { L("low"), range.low }, { L("high"), range.high },
                        { L("distribution"), distributionName(*range.distribution) } });
        }
        root.insert(L("ranges"), ranges);
    }
    if (s.demand.team || !s.demand.extra.isEmpty()) {
        // The team with every field; the hybrid day it fills is not written (the team states it).
        QJsonObject demand;
        if (s.demand.team) {
            QJsonObject team;
            for (const Parameter &p : parameters()) {
                if (p.group == ParamGroup::Team)
                    team.insert(leafKey(p), *p.get(s, 0));
            }
            demand.insert(L("team"), overlay(s.demand.team->extra, team));
        }
        root.insert(L("demand"), overlay(s.demand.extra, demand));
    }
    if (s.hybrid && !s.demand.team) {
        QJsonObject hybrid;
        if (const std::optional<HybridShortcut> cut = shortcutOf(*s.hybrid)) {
            hybrid = { { L("base_tok_s"), cut->base }, { L("peak_tok_s"), cut->peak },
                { L("peak_hours"), cut->peakHours }, { L("peak_start"), cut->peakStart } };
        } else {
            QJsonArray demand;
            for (const double v : s.hybrid->demandTokS)
                demand.append(v);
            hybrid.insert(L("demand_tok_s"), demand);
        }
        root.insert(L("hybrid"), overlay(s.hybrid->extra, hybrid));
    }
    if (!s.decision.isEmpty()) {
        // Its figures are in `decision` (above); its answers are the registry's answer fields.
        for (const Field &f : fields()) {
            if (f.kind == FieldKind::Answer && !f.get(s, 0).isEmpty())
                decision.insert(
                    QString::fromLatin1(f.key).section(QLatin1Char('.'), -1), f.get(s, 0) == QLatin1String("true"));
        }
        root.insert(L("decision"), overlay(s.decision.extra, decision));
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
            //: %1 and %2 are numbers of bytes.
            *error = Text::tr("the preset would be %1 bytes, more than the %2 bytes (1 MiB) a preset may have; shorten "
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
    // The installed copy first (shippeddata.h), as the Presets menu lists it.
    for (const QString &path : shipped::candidates(QStringLiteral("presets/kimi-k31-pro-8xb300-modal-agent.json"))) {
        const PresetResult r = readPresetFile(path);
        Q_ASSERT_X(r.ok() || !path.startsWith(QLatin1Char(':')), "defaultScenario", qPrintable(r.errorText()));
        if (r.ok())
            return *r.scenario;
    }
    Scenario fallback;
    fallback.name = QStringLiteral("Kimi K3.1 Pro on 8xB300");
    return fallback;
}

PresetResult withOverride(const Scenario &scenario, const QString &path, const QString &value)
{
    return withOverrides(scenario, { { path, value } });
}

PresetResult withOverrides(const Scenario &scenario, const std::vector<std::pair<QString, QString>> &overrides,
    std::vector<PresetError> *warningsOut)
{
    // Each override is checked against its field's domain as it is set (the registry's checks are
    // the reader's), so the result is valid without reading it again.
    Scenario s = scenario;
    std::vector<PresetError> warnings;
    for (const auto &[path, value] : overrides) {
        const Scenario before = s;
        const GpuSpec *gpu = path == QLatin1String("hardware.gpu") ? builtInGpuCatalog().find(value) : nullptr;
        if (gpu) {
            for (const QString &note : chooseGpu(s, *gpu))
                warnings.push_back({ path, note });
        } else if (std::optional<QString> problem = setByPath(s, path, value)) {
            return { std::nullopt, { PresetError { format::quoted(path), *problem } } };
        }
        if (path == QLatin1String("hardware.gpu") && !gpu) {
            if (const std::optional<QString> note = otherGpuNote(s))
                warnings.push_back({ path, *note });
            if (const std::optional<QString> note = otherGpuMinimumNote(s))
                warnings.push_back({ path, *note });
        }
        noteTypedEvidence(before, s);
    }
    if (warningsOut)
        *warningsOut = std::move(warnings);
    return { std::move(s), {} };
}

std::optional<double> numericValue(const Scenario &scenario, const QString &path)
{
    const std::optional<ParamRef> ref = resolveParameter(scenario, path);
    return ref ? ref->get(scenario) : std::nullopt;
}

std::vector<PresetError> presetWarnings(const QJsonObject &root) { return presetWarnings(root, builtInGpuCatalog()); }

std::vector<PresetError> presetWarnings(const QJsonObject &root, const GpuCatalog &catalog)
{
    std::vector<PresetError> warnings;
    // The model and the hardware default to Kimi K3.1 Pro on B300s: say so when a preset relies on it.
    const PresetResult read = presetFromJson(root);
    if (read.ok() && !read.scenario->unstated.isEmpty())
        warnings.push_back({ QString(),
            //: %1 lists the fields left out, "model.weights_bytes, hardware.count".
            Text::tr("not stated, so the format's defaults apply (Kimi K3.1 Pro on B300, docs/preset-format.md): %1")
                .arg(read.scenario->unstated.join(L(", "))) });
    if (read.ok()) {
        if (const std::optional<GpuMemoryContradiction> contradiction = gpuMemoryContradiction(*read.scenario, catalog))
            warnings.push_back({ param::memoryGbPerGpu.path(), contradiction->message() });
    }
    if (read.ok() && read.scenario->demand.team) {
        // The team fills the workload and the day: a figure the file states otherwise is replaced.
        const Scenario &team = *read.scenario;
        for (const Parameter *p : teamFilledParameters()) {
            const QJsonValue stated = jsonValueAt(root, p->path());
            const double filled = *p->get(team, 0);
            if (stated.isDouble() && stated.toDouble() != filled)
                warnings.push_back({ p->path(),
                    //: %1 is the number the file states, %2 the team's. demand.team is a preset key.
                    Text::tr("replaced by the team's %2 (demand.team fills it); the file says %1")
                        .arg(num(stated.toDouble()), num(filled)) });
        }
        if (root.contains(L("hybrid")))
            warnings.push_back({ L("hybrid"),
                Text::tr("replaced by the team's day (demand.team fills it): give the day either way, not both") });
        // A range on what the team fills samples a figure the team fixes: the samples and the team disagree.
        for (const Parameter *p : teamFilledParameters()) {
            if (team.ranges.count(p->path()) > 0)
                warnings.push_back({ L("ranges.%1").arg(p->path()),
                    //: demand.team is a preset key. Keys stay as they are.
                    Text::tr("the team (demand.team) fills this field, so its range contradicts the team: range the "
                             "team's fields instead") });
        }
    }
    if (read.ok()) {
        // A range on the on-demand price moves nothing when the billing bills another price (#27).
        const Cost &cost = read.scenario->cost;
        const bool otherPrice = (cost.billing.mode == BillingMode::Committed && cost.reservedGpuHour)
            || (cost.billing.mode == BillingMode::Spot && cost.spotGpuHour);
        if (otherPrice && cost.mode == CostMode::Rent && read.scenario->ranges.count(param::gpuHour.path()) > 0) {
            const Parameter &billed
                = cost.billing.mode == BillingMode::Committed ? param::reservedGpuHour : param::spotGpuHour;
            warnings.push_back({ L("ranges.%1").arg(param::gpuHour.path()),
                //: %1 and %2 are preset keys ("cost.reserved_gpu_hour", "cost.gpu_hour").
                Text::tr("moves nothing: the billing bills %1, not %2; range %1 (and, committed, "
                         "cost.billing.minimum_monthly) instead")
                    .arg(billed.path(), param::gpuHour.path()) });
        }
        const std::vector<Offer> &list = read.scenario->offers;
        for (std::size_t i = 0; i < list.size(); ++i) {
            const Offer &o = list[i];
            if (o.cachedInput && *o.cachedInput > o.input)
                warnings.push_back({ L("offers[%1].cached_input").arg(i),
                    //: %1 is the provider, %2 the model, %3 and %4 prices per million tokens in %5, a currency code.
                    Text::tr("%1 %2: the cached input price (%3) is above the uncached one (%4, %5 per million "
                             "tokens), so a cache hit would cost more than a miss: check the source")
                        .arg(o.provider, o.model, QString::number(*o.cachedInput, 'g', 6),
                            QString::number(o.input, 'g', 6), o.currency) });
        }
    }
    const QString currency = root.value(L("currency")).toString(L("USD"));
    const QJsonArray offers = root.value(L("offers")).toArray();
    for (qsizetype i = 0; i < offers.size(); ++i) {
        const QJsonObject o = offers.at(i).toObject();
        if (currency != QLatin1String("USD") && !o.contains(L("currency")))
            warnings.push_back({ L("offers[%1].currency").arg(i),
                //: %1 is the provider, %2 the model, %3 the preset's currency code; "currency" is a JSON key.
                Text::tr("missing: the prices of %1 %2 are read in the preset's currency %3; add \"currency\" to say "
                         "which currency they are in")
                    .arg(o.value(L("provider")).toString(), o.value(L("model")).toString(), currency) });
    }
    return warnings;
}

} // namespace breakeven
