#include "gpucatalog.h"

#include "parameters.h"

#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonObject>
#include <QJsonValue>

#include <algorithm>
#include <cmath>
#include <initializer_list>

namespace breakeven {

namespace {

const QString formatName = QStringLiteral("breakeven-gpu-catalog");

QString L(const char *s) { return QString::fromLatin1(s); }

QString kindOf(const QJsonValue &v)
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

/// Memory per GPU: above 0, at most 100,000 decimal GB.
constexpr Domain memoryDomain { 0.0, true, 1e5, false, false, nullptr };
constexpr Domain perNodeDomain { 1.0, false, double(maxGpusPerNode), false, true, nullptr };

/// Reads one catalog object, collecting every error with its path.
class CatalogReader {
public:
    std::vector<PresetError> errors;

    void error(const QString &path, const QString &message) { errors.push_back({ path, message }); }

    /// Errors for the keys of \a o that are not in \a known.
    void rejectUnknown(const QJsonObject &o, const QString &path, std::initializer_list<const char *> known)
    {
        for (auto it = o.begin(); it != o.end(); ++it) {
            const bool isKnown
                = std::any_of(known.begin(), known.end(), [&](const char *k) { return it.key() == QLatin1String(k); });
            if (!isKnown) {
                QStringList names;
                for (const char *k : known)
                    names << L(k);
                error(path.isEmpty() ? it.key() : path + QLatin1Char('.') + it.key(),
                    L("unknown key (known: %1)").arg(names.join(L(", "))));
            }
        }
    }

    std::optional<QString> text(
        const QJsonObject &o, const QString &parent, const char *key, bool required, int maxLength = maxNameLength)
    {
        const QString path = parent + QLatin1Char('.') + L(key);
        const QJsonValue v = o.value(L(key));
        if (v.isUndefined()) {
            if (required)
                error(path, L("required field is missing"));
            return std::nullopt;
        }
        if (!v.isString()) {
            error(path, L("expected a string, got %1").arg(kindOf(v)));
            return std::nullopt;
        }
        const QString s = v.toString();
        if (s.size() > maxLength) {
            error(path,
                L("%1 characters are not allowed: it must be at most %2 characters").arg(s.size()).arg(maxLength));
            return std::nullopt;
        }
        if (required && s.trimmed().isEmpty()) {
            error(path, L("must not be empty"));
            return std::nullopt;
        }
        return s;
    }

    std::optional<double> number(
        const QJsonObject &o, const QString &parent, const char *key, const Domain &domain, bool required)
    {
        const QString path = parent + QLatin1Char('.') + L(key);
        const QJsonValue v = o.value(L(key));
        if (v.isUndefined()) {
            if (required)
                error(path, L("required field is missing"));
            return std::nullopt;
        }
        if (!v.isDouble()) {
            error(path, L("expected a number (%1), got %2").arg(domain.describe(), kindOf(v)));
            return std::nullopt;
        }
        const double d = v.toDouble();
        if (const std::optional<QString> problem = domain.problem(d)) {
            error(path, *problem);
            return std::nullopt;
        }
        return d;
    }

    /// The list at \a key (missing: empty), at most \a maxCount entries, each an object.
    std::vector<QJsonObject> objects(const QJsonObject &o, const QString &path, const char *key, int maxCount)
    {
        const QJsonValue v = o.value(L(key));
        if (v.isUndefined())
            return {};
        if (!v.isArray()) {
            error(path, L("expected a list, got %1").arg(kindOf(v)));
            return {};
        }
        const QJsonArray list = v.toArray();
        if (list.size() > maxCount) {
            error(path, L("%1 entries are not allowed: at most %2").arg(list.size()).arg(maxCount));
            return {};
        }
        std::vector<QJsonObject> out;
        for (qsizetype i = 0; i < list.size(); ++i) {
            if (!list.at(i).isObject()) {
                error(L("%1[%2]").arg(path).arg(i), L("expected an object, got %1").arg(kindOf(list.at(i))));
                continue;
            }
            out.push_back(list.at(i).toObject());
        }
        return out;
    }

    std::optional<GpuRent> rent(const QJsonObject &o, const QString &path)
    {
        rejectUnknown(o, path, { "gpu_hour", "gpu_hour_high", "currency", "as_of", "source" });
        const Domain &price = parameter(u"cost.gpu_hour").domain;
        GpuRent r;
        const std::optional<double> low = number(o, path, "gpu_hour", price, true);
        r.gpuHourHigh = number(o, path, "gpu_hour_high", price, false);
        const std::optional<QString> currency = text(o, path, "currency", true);
        const std::optional<QString> asOf = text(o, path, "as_of", true);
        const std::optional<QString> source = text(o, path, "source", true, maxSourceLength);
        if (currency && (currency->size() != 3 || !std::all_of(currency->begin(), currency->end(), [](QChar c) {
                return c >= QLatin1Char('A') && c <= QLatin1Char('Z');
            }))) {
            error(path + L(".currency"),
                L("\"%1\" is not a currency code: it must be three upper-case letters A-Z, such as \"EUR\"")
                    .arg(*currency));
            return std::nullopt;
        }
        if (low && r.gpuHourHigh && *r.gpuHourHigh < *low) {
            error(path + L(".gpu_hour_high"), L("%1 is below gpu_hour (%2)").arg(*r.gpuHourHigh).arg(*low));
            return std::nullopt;
        }
        if (!low || !currency || !asOf || !source)
            return std::nullopt;
        r.gpuHour = *low;
        r.currency = *currency;
        r.asOf = *asOf;
        r.source = *source;
        return r;
    }

    std::optional<GpuDecodePoint> decodePoint(const QJsonObject &o, const QString &path)
    {
        rejectUnknown(o, path, { "model", "gpu_count", "concurrency", "output_tok_s", "as_of", "source" });
        const std::optional<QString> model = text(o, path, "model", true);
        const std::optional<double> count = number(o, path, "gpu_count", parameter(u"hardware.count").domain, true);
        // At least one sequence, as at least one GPU.
        const std::optional<double> concurrency
            = number(o, path, "concurrency", parameter(u"hardware.count").domain, true);
        const std::optional<double> tokS
            = number(o, path, "output_tok_s", parameter(u"operation.throughput_tok_s").domain, true);
        const std::optional<QString> asOf = text(o, path, "as_of", true);
        const std::optional<QString> source = text(o, path, "source", true, maxSourceLength);
        if (!model || !count || !concurrency || !tokS || !asOf || !source)
            return std::nullopt;
        return GpuDecodePoint { *model, int(*count), int(*concurrency), *tokS, *asOf, *source };
    }

    std::optional<GpuSpec> gpu(const QJsonObject &o, const QString &path)
    {
        rejectUnknown(o, path,
            { "name", "vendor", "memory_gb_per_gpu", "native_mxfp4", "gpus_per_node", "source", "rent",
                "decode_points" });
        GpuSpec g;
        const std::optional<QString> name = text(o, path, "name", true);
        const std::optional<QString> vendor = text(o, path, "vendor", false);
        const std::optional<double> memory = number(o, path, "memory_gb_per_gpu", memoryDomain, true);
        const std::optional<double> perNode = number(o, path, "gpus_per_node", perNodeDomain, false);
        const std::optional<QString> source = text(o, path, "source", true, maxSourceLength);
        const QJsonValue mxfp4 = o.value(L("native_mxfp4"));
        if (mxfp4.isUndefined())
            error(path + L(".native_mxfp4"), L("required field is missing"));
        else if (!mxfp4.isBool())
            error(path + L(".native_mxfp4"), L("expected true or false, got %1").arg(kindOf(mxfp4)));
        bool listsOk = true;
        const auto rents = objects(o, path + L(".rent"), "rent", maxCatalogListEntries);
        for (std::size_t i = 0; i < rents.size(); ++i) {
            if (const std::optional<GpuRent> r = rent(rents[i], L("%1.rent[%2]").arg(path).arg(i)))
                g.rent.push_back(*r);
            else
                listsOk = false;
        }
        const auto points = objects(o, path + L(".decode_points"), "decode_points", maxCatalogListEntries);
        for (std::size_t i = 0; i < points.size(); ++i) {
            if (const std::optional<GpuDecodePoint> p
                = decodePoint(points[i], L("%1.decode_points[%2]").arg(path).arg(i)))
                g.decodePoints.push_back(*p);
            else
                listsOk = false;
        }
        if (!name || !memory || !source || !mxfp4.isBool() || !listsOk || (o.contains(L("gpus_per_node")) && !perNode))
            return std::nullopt;
        g.name = name->trimmed();
        g.vendor = vendor.value_or(QString());
        g.memoryGbPerGpu = *memory;
        g.nativeMxfp4 = mxfp4.toBool();
        g.gpusPerNode = perNode ? int(*perNode) : 8;
        g.source = *source;
        return g;
    }

    std::optional<GpuCatalog> catalog(const QJsonObject &root, const GpuCatalog *base)
    {
        rejectUnknown(root, QString(), { "format", "version", "gpus", "configurations" });
        const QJsonValue format = root.value(L("format"));
        if (format.isUndefined())
            error(L("format"), L("required field is missing (it must be \"%1\")").arg(formatName));
        else if (format.toString() != formatName)
            error(L("format"),
                L("%1 is not a GPU catalog: it must be \"%2\"")
                    .arg(format.isString() ? L("\"%1\"").arg(format.toString()) : kindOf(format), formatName));
        const QJsonValue version = root.value(L("version"));
        if (version.isUndefined())
            error(L("version"), L("required field is missing"));
        else if (!version.isDouble() || version.toDouble() != std::floor(version.toDouble()) || version.toDouble() < 1)
            error(L("version"), L("expected a whole number of at least 1, got %1").arg(kindOf(version)));
        else if (version.toDouble() > gpuCatalogFormatVersion)
            error(L("version"),
                L("version %1 is newer than this Breakeven reads (%2): update Breakeven")
                    .arg(version.toDouble())
                    .arg(gpuCatalogFormatVersion));
        if (!errors.empty())
            return std::nullopt; // not this format: its fields say nothing

        GpuCatalog c;
        if (!root.contains(L("gpus")) && !root.contains(L("configurations")))
            error(L("gpus"), L("required field is missing (a catalog lists GPUs, configurations or both)"));
        const auto gpus = objects(root, L("gpus"), "gpus", maxCatalogGpus);
        for (std::size_t i = 0; i < gpus.size(); ++i) {
            const QString path = L("gpus[%1]").arg(i);
            std::optional<GpuSpec> g = gpu(gpus[i], path);
            if (!g)
                continue;
            if (c.find(g->name)) {
                error(path + L(".name"), L("\"%1\" is listed twice").arg(g->name));
                continue;
            }
            c.gpus.push_back(std::move(*g));
        }
        const auto configurations = objects(root, L("configurations"), "configurations", maxCatalogConfigurations);
        for (std::size_t i = 0; i < configurations.size(); ++i) {
            const QString path = L("configurations[%1]").arg(i);
            rejectUnknown(configurations[i], path, { "gpu", "count" });
            const std::optional<QString> gpuName = text(configurations[i], path, "gpu", true);
            const std::optional<double> count
                = number(configurations[i], path, "count", parameter(u"hardware.count").domain, true);
            if (!gpuName || !count)
                continue;
            const GpuSpec *spec = c.find(*gpuName);
            if (!spec && base)
                spec = base->find(*gpuName);
            if (!spec) {
                error(path + L(".gpu"), L("\"%1\" is not a GPU of the catalog").arg(*gpuName));
                continue;
            }
            c.configurations.push_back({ spec->name, int(*count) });
        }
        if (!errors.empty())
            return std::nullopt;
        return c;
    }
};

bool sameName(QStringView a, QStringView b) { return a.compare(b, Qt::CaseInsensitive) == 0; }

} // namespace

const GpuSpec *GpuCatalog::find(QStringView name) const
{
    const QStringView trimmed = name.trimmed();
    const auto it = std::find_if(gpus.begin(), gpus.end(), [&](const GpuSpec &g) { return sameName(g.name, trimmed); });
    return it == gpus.end() ? nullptr : &*it;
}

QString GpuCatalogResult::errorText() const
{
    QStringList lines;
    for (const PresetError &e : errors)
        lines << e.toString();
    return lines.join(QLatin1Char('\n'));
}

GpuCatalogResult parseGpuCatalog(const QByteArray &bytes, const GpuCatalog *base)
{
    PresetError error;
    const std::optional<QJsonObject> root = parseStrictJsonObject(bytes, L("a GPU catalog"), &error);
    if (!root)
        return { std::nullopt, { error } };
    CatalogReader reader;
    std::optional<GpuCatalog> catalog = reader.catalog(*root, base);
    if (!catalog)
        return { std::nullopt, reader.errors };
    return { std::move(catalog), {} };
}

GpuCatalogResult readGpuCatalogFile(const QString &path, const GpuCatalog *base)
{
    QString error;
    const std::optional<QByteArray> bytes = readBoundedFile(path, L("a GPU catalog"), &error);
    if (!bytes)
        return { std::nullopt, { { {}, error } } };
    return parseGpuCatalog(*bytes, base);
}

const GpuCatalog &builtInGpuCatalog()
{
    static const GpuCatalog catalog = [] {
        const GpuCatalogResult r = readGpuCatalogFile(QStringLiteral(":/breakeven/gpus.json"));
        // The shipped file is tested (GpuCatalog.BuiltInParses): a broken one is a build error.
        Q_ASSERT_X(r.ok(), "builtInGpuCatalog", qPrintable(r.errorText()));
        return r.ok() ? *r.catalog : GpuCatalog {};
    }();
    return catalog;
}

GpuCatalog mergeGpuCatalogs(const GpuCatalog &base, const GpuCatalog &user)
{
    GpuCatalog merged = base;
    for (GpuSpec g : user.gpus) {
        g.fromUserCatalog = true;
        const auto it = std::find_if(
            merged.gpus.begin(), merged.gpus.end(), [&](const GpuSpec &b) { return sameName(b.name, g.name); });
        if (it != merged.gpus.end())
            *it = std::move(g);
        else
            merged.gpus.push_back(std::move(g));
    }
    for (const GpuConfiguration &config : user.configurations) {
        const auto listed = std::find_if(merged.configurations.begin(), merged.configurations.end(),
            [&](const GpuConfiguration &c) { return sameName(c.gpu, config.gpu) && c.count == config.count; });
        if (listed == merged.configurations.end())
            merged.configurations.push_back(config);
    }
    return merged;
}

LoadedGpuCatalog loadGpuCatalog(const QString &userPath)
{
    const GpuCatalog &builtIn = builtInGpuCatalog();
    if (userPath.isEmpty() || !QFileInfo::exists(userPath))
        return { builtIn, {} };
    const GpuCatalogResult user = readGpuCatalogFile(userPath, &builtIn);
    if (!user.ok())
        return { builtIn, L("%1:\n%2").arg(userPath, user.errorText()) };
    return { mergeGpuCatalogs(builtIn, *user.catalog), {} };
}

QString GpuMemoryContradiction::message() const
{
    return L("\"%1\" has %2 GB per GPU in the GPU catalog, but the preset says %3 GB: check which is meant")
        .arg(gpu)
        .arg(catalogGb)
        .arg(scenarioGb);
}

std::optional<GpuMemoryContradiction> gpuMemoryContradiction(const Scenario &scenario, const GpuCatalog &catalog)
{
    const GpuSpec *spec = catalog.find(scenario.hardware.gpu);
    if (!spec || std::abs(spec->memoryGbPerGpu - scenario.hardware.memoryGbPerGpu) < 0.5)
        return std::nullopt;
    return GpuMemoryContradiction { spec->name, spec->memoryGbPerGpu, scenario.hardware.memoryGbPerGpu };
}

} // namespace breakeven
