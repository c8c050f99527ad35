#include "gpucatalog.h"

#include "latin1.h"

#include "jsonfields.h"
#include "parameters.h"
#include "shippeddata.h"

#include <QCoreApplication>
#include <QDebug>
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

/// This file's messages: Text::tr() translates in the context "PresetReader", as the preset
/// reader's (jsonfields.h): the window shows them in its language, the command line in English.
struct Text {
    Q_DECLARE_TR_FUNCTIONS(PresetReader)
};

/// Memory per GPU: above 0, at most 100,000 decimal GB.
constexpr Domain memoryDomain { 0.0, true, 1e5, false, false, nullptr };
constexpr Domain perNodeDomain { 1.0, false, double(maxGpusPerNode), false, true, nullptr };
/// Runtime reserve per GPU: 0 or more, at most the largest memory per GPU.
constexpr Domain reserveDomain { 0.0, false, 1e5, false, false, nullptr };
/// Memory bandwidth: above 0, at most 1,000 TB/s per GPU.
constexpr Domain bandwidthDomain { 0.0, true, 1e3, false, false, nullptr };
/// Dense tensor TFLOPS: above 0, at most 10^7 (10 exaFLOPS) per GPU.
constexpr Domain flopsDomain { 0.0, true, 1e7, false, false, nullptr };
/// TDP: above 0, at most 100,000 W per GPU.
constexpr Domain tdpDomain { 0.0, true, 1e5, false, false, nullptr };

/// Reads one catalog object, collecting every error with its path.
class CatalogReader : public JsonFieldReader {
public:
    /// Errors for the keys of \a o that are not in \a known.
    void rejectUnknown(const QJsonObject &o, const QString &path, std::initializer_list<const char *> known)
    {
        QStringList names;
        for (const char *k : known)
            names << L(k);
        for (auto it = o.begin(); it != o.end(); ++it) {
            if (!names.contains(it.key()))
                error(join(path, it.key()), Text::tr("unknown key (known: %1)").arg(names.join(L(", "))));
        }
    }

    /// A name: required, not blank.
    std::optional<QString> name(const QJsonObject &o, const QString &parent, const QString &key)
    {
        const std::optional<QString> s = string(o, parent, key, Presence::Required);
        if (s && s->trimmed().isEmpty()) {
            error(join(parent, key), Text::tr("must not be empty"));
            return std::nullopt;
        }
        return s;
    }

    /// The objects of the list at \a key (missing: none), at most \a maxCount.
    std::vector<QJsonObject> objects(const QJsonObject &o, const QString &path, const QString &key, int maxCount)
    {
        if (!o.contains(key))
            return {};
        const QJsonArray a = list(o, path, key, maxCount);
        std::vector<QJsonObject> out;
        for (qsizetype i = 0; i < a.size(); ++i) {
            if (a.at(i).isObject())
                out.push_back(a.at(i).toObject());
            else
                error(L("%1[%2]").arg(path).arg(i), Text::tr("expected an object, got %1").arg(jsonTypeName(a.at(i))));
        }
        return out;
    }

    std::optional<GpuRent> rent(const QJsonObject &o, const QString &path)
    {
        rejectUnknown(
            o, path, { "gpu_hour", "gpu_hour_high", "billing", "term_months", "currency", "as_of", "source" });
        const Domain &price = param::gpuHour.domain;
        GpuRent r;
        if (const std::optional<QString> billing = string(o, path, L("billing"), Presence::Optional)) {
            if (*billing == L("committed"))
                r.billing = RentBilling::Committed;
            else if (*billing == L("spot"))
                r.billing = RentBilling::Spot;
            else if (*billing != L("hourly"))
                //: %1 is the value found; the quoted words are JSON values, not translated.
                error(join(path, L("billing")),
                    Text::tr("\"%1\" is not a billing: expected \"hourly\", \"committed\" or \"spot\"")
                        .arg(billing->left(40)));
        }
        if (const std::optional<double> term
            = number(o, path, L("term_months"), param::termMonths.domain, Presence::Optional)) {
            if (r.billing == RentBilling::Committed)
                r.termMonths = static_cast<int>(*term);
            else
                error(join(path, L("term_months")), Text::tr("only a committed quote has a term"));
        }
        const std::optional<double> low = number(o, path, L("gpu_hour"), price, Presence::Required);
        r.gpuHourHigh = number(o, path, L("gpu_hour_high"), price, Presence::Optional);
        const std::optional<QString> currency = string(o, path, L("currency"), Presence::Required);
        const std::optional<QString> asOf = string(o, path, L("as_of"), Presence::Required);
        const std::optional<QString> source = string(o, path, L("source"), Presence::Required, maxSourceLength);
        if (currency && !isCurrencyCode(*currency)) {
            error(join(path, L("currency")),
                Text::tr("\"%1\" is not a currency code: it must be three upper-case letters A-Z, such as \"EUR\"")
                    .arg(*currency));
            return std::nullopt;
        }
        if (low && r.gpuHourHigh && *r.gpuHourHigh < *low) {
            //: %1 and %2 are prices per GPU-hour; gpu_hour is a JSON key.
            error(join(path, L("gpu_hour_high")), Text::tr("%1 is below gpu_hour (%2)").arg(*r.gpuHourHigh).arg(*low));
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
        const Domain &atLeastOne = param::gpuCount.domain; // GPUs, and sequences
        const std::optional<QString> model = name(o, path, L("model"));
        const std::optional<double> count = number(o, path, L("gpu_count"), atLeastOne, Presence::Required);
        const std::optional<double> concurrency = number(o, path, L("concurrency"), atLeastOne, Presence::Required);
        const std::optional<double> tokS
            = number(o, path, L("output_tok_s"), param::throughput.domain, Presence::Required);
        const std::optional<QString> asOf = string(o, path, L("as_of"), Presence::Required);
        const std::optional<QString> source = string(o, path, L("source"), Presence::Required, maxSourceLength);
        if (!model || !count || !concurrency || !tokS || !asOf || !source)
            return std::nullopt;
        return GpuDecodePoint { *model, int(*count), int(*concurrency), *tokS, *asOf, *source };
    }

    /// `native_formats`: a list of distinct knownNativeFormats().
    QStringList formats(const QJsonObject &o, const QString &path)
    {
        const QString p = join(path, L("native_formats"));
        const QJsonArray a = list(o, path, L("native_formats"), int(knownNativeFormats().size()));
        QStringList out;
        for (qsizetype i = 0; i < a.size(); ++i) {
            const QString ip = L("%1[%2]").arg(p).arg(i);
            const QString f = a.at(i).toString();
            if (!a.at(i).isString() || !knownNativeFormats().contains(f))
                error(ip,
                    //: %1 is the value found, %2 the list of the values allowed.
                    Text::tr("%1 is not a known format (known: %2)")
                        .arg(a.at(i).isString() ? L("\"%1\"").arg(f) : jsonTypeName(a.at(i)),
                            knownNativeFormats().join(L(", "))));
            else if (out.contains(f))
                error(ip, Text::tr("\"%1\" is listed twice").arg(f));
            else
                out << f;
        }
        return out;
    }

    std::optional<GpuSpec> gpu(const QJsonObject &o, const QString &path)
    {
        rejectUnknown(o, path,
            { "name", "vendor", "memory_gb_per_gpu", "native_mxfp4", "native_formats", "gpus_per_node",
                "reserve_gb_per_gpu", "memory_bandwidth_tb_s", "dense_fp8_tflops", "dense_fp4_tflops", "spec_source",
                "tdp_w", "source", "rent", "decode_points" });
        const std::size_t errorsBefore = errors.size();
        GpuSpec g;
        const std::optional<QString> gpuName = name(o, path, L("name"));
        const std::optional<QString> vendor = string(o, path, L("vendor"), Presence::Optional);
        const std::optional<double> memory = number(o, path, L("memory_gb_per_gpu"), memoryDomain, Presence::Required);
        const std::optional<double> perNode = number(o, path, L("gpus_per_node"), perNodeDomain, Presence::Optional);
        const std::optional<double> reserve
            = number(o, path, L("reserve_gb_per_gpu"), reserveDomain, Presence::Optional);
        const std::optional<QString> source = string(o, path, L("source"), Presence::Required, maxSourceLength);
        std::optional<bool> mxfp4 = boolean(o, path, L("native_mxfp4"));
        if (o.contains(L("native_formats"))) {
            g.nativeFormats = formats(o, path);
            const bool listed = g.nativeFormats.contains(L("MXFP4"));
            if (mxfp4 && *mxfp4 != listed)
                error(join(path, L("native_mxfp4")),
                    //: native_mxfp4 and native_formats are JSON keys; MXFP4 a number format.
                    Text::tr("contradicts native_formats, which %1 MXFP4")
                        .arg(listed ? Text::tr("lists") : Text::tr("does not list")));
            mxfp4 = listed;
        } else if (!o.contains(L("native_mxfp4"))) {
            missing(join(path, L("native_mxfp4"))); // or native_formats
        }
        g.memoryBandwidthTbS = number(o, path, L("memory_bandwidth_tb_s"), bandwidthDomain, Presence::Optional);
        g.denseFp8Tflops = number(o, path, L("dense_fp8_tflops"), flopsDomain, Presence::Optional);
        g.denseFp4Tflops = number(o, path, L("dense_fp4_tflops"), flopsDomain, Presence::Optional);
        g.tdpW = number(o, path, L("tdp_w"), tdpDomain, Presence::Optional);
        const std::optional<QString> specSource
            = string(o, path, L("spec_source"), Presence::Optional, maxSourceLength);
        const bool hasSpecs = g.memoryBandwidthTbS || g.denseFp8Tflops || g.denseFp4Tflops;
        if (hasSpecs && (!specSource || specSource->trimmed().isEmpty()))
            //: spec_source is a JSON key.
            error(join(path, L("spec_source")),
                Text::tr("required with memory_bandwidth_tb_s, dense_fp8_tflops or dense_fp4_tflops: name the spec "
                         "sheet and its address"));
        g.specSource = specSource.value_or(QString());
        const auto rents = objects(o, join(path, L("rent")), L("rent"), maxCatalogListEntries);
        for (std::size_t i = 0; i < rents.size(); ++i) {
            if (const std::optional<GpuRent> r = rent(rents[i], L("%1.rent[%2]").arg(path).arg(i)))
                g.rent.push_back(*r);
        }
        const auto points = objects(o, join(path, L("decode_points")), L("decode_points"), maxCatalogListEntries);
        for (std::size_t i = 0; i < points.size(); ++i) {
            if (const auto p = decodePoint(points[i], L("%1.decode_points[%2]").arg(path).arg(i)))
                g.decodePoints.push_back(*p);
        }
        if (errors.size() != errorsBefore || !gpuName || !memory || !source || !mxfp4)
            return std::nullopt;
        g.name = gpuName->trimmed();
        g.vendor = vendor.value_or(QString());
        g.memoryGbPerGpu = *memory;
        g.nativeMxfp4 = *mxfp4;
        g.gpusPerNode = perNode ? int(*perNode) : 8;
        g.reserveGbPerGpu = reserve;
        g.source = *source;
        return g;
    }

    void header(const QJsonObject &root)
    {
        rejectUnknown(root, QString(), { "format", "version", "gpus", "configurations" });
        const QJsonValue format = root.value(L("format"));
        if (format.isUndefined())
            error(L("format"), Text::tr("required field is missing (it must be \"%1\")").arg(formatName));
        else if (format.toString() != formatName)
            error(L("format"),
                //: %1 is what the file's "format" says, in quotes, or the kind of value ("a number"); %2 the format's
                //: name.
                Text::tr("%1 is not a GPU catalog: it must be \"%2\"")
                    .arg(format.isString() ? L("\"%1\"").arg(format.toString()) : jsonTypeName(format), formatName));
        constexpr Domain versionDomain { 1.0, false, 1e6, false, true, nullptr };
        if (const std::optional<double> version
            = number(root, QString(), L("version"), versionDomain, Presence::Required);
            version && *version > gpuCatalogFormatVersion)
            error(L("version"),
                //: %1 is the catalog's format version; %2 the newest this Breakeven reads.
                Text::tr("version %1 is newer than this Breakeven reads (%2): update Breakeven")
                    .arg(*version)
                    .arg(gpuCatalogFormatVersion));
    }

    std::optional<GpuCatalog> catalog(const QJsonObject &root, const GpuCatalog *base)
    {
        header(root);
        if (!errors.empty())
            return std::nullopt; // not this format: its fields say nothing

        GpuCatalog c;
        if (!root.contains(L("gpus")) && !root.contains(L("configurations")))
            error(L("gpus"), Text::tr("required field is missing (a catalog lists GPUs, configurations or both)"));
        const auto gpus = objects(root, L("gpus"), L("gpus"), maxCatalogGpus);
        for (std::size_t i = 0; i < gpus.size(); ++i) {
            const QString path = L("gpus[%1]").arg(i);
            std::optional<GpuSpec> g = gpu(gpus[i], path);
            if (!g)
                continue;
            if (c.find(g->name)) {
                error(join(path, L("name")), Text::tr("\"%1\" is listed twice").arg(g->name));
                continue;
            }
            c.gpus.push_back(std::move(*g));
        }
        const auto configurations = objects(root, L("configurations"), L("configurations"), maxCatalogConfigurations);
        for (std::size_t i = 0; i < configurations.size(); ++i) {
            const QString path = L("configurations[%1]").arg(i);
            rejectUnknown(configurations[i], path, { "gpu", "count" });
            const std::optional<QString> gpuName = name(configurations[i], path, L("gpu"));
            const std::optional<double> count
                = number(configurations[i], path, L("count"), param::gpuCount.domain, Presence::Required);
            if (!gpuName || !count)
                continue;
            const GpuSpec *spec = c.find(*gpuName);
            if (!spec && base)
                spec = base->find(*gpuName);
            if (!spec) {
                error(join(path, L("gpu")), Text::tr("\"%1\" is not a GPU of the catalog").arg(*gpuName));
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

QStringList knownNativeFormats()
{
    return { L("FP8"), L("FP6"), L("FP4"), L("MXFP8"), L("MXFP6"), L("MXFP4"), L("NVFP4"), L("INT8"), L("INT4") };
}

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
    //: The kind of file, completing sentences such as "%2 may be at most %3 bytes" (the other kind: "a preset").
    const std::optional<QJsonObject> root = parseStrictJsonObject(bytes, Text::tr("a GPU catalog"), &error);
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
    //: The kind of file, completing sentences such as "%2 may be at most %3 bytes" (the other kind: "a preset").
    const std::optional<QByteArray> bytes = readBoundedFile(path, Text::tr("a GPU catalog"), &error);
    if (!bytes)
        return { std::nullopt, { { {}, error } } };
    return parseGpuCatalog(*bytes, base);
}

GpuCatalog readShippedGpuCatalog(const QString &installedDir, QString *path)
{
    // The compiled-in file is tested (GpuCatalog.BuiltInParses): a broken one is a build error.
    return shipped::readFirst<GpuCatalog>(
        QStringLiteral("gpus.json"), installedDir, path, [](const QString &file) { return readGpuCatalogFile(file); },
        L("GPU catalog"));
}

const GpuCatalog &builtInGpuCatalog()
{
    static const GpuCatalog catalog = readShippedGpuCatalog(shipped::installedDir());
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
    //: %1 is a GPU's name; %2 and %3 are memory sizes in GB.
    return Text::tr("\"%1\" has %2 GB per GPU in the GPU catalog, but the preset says %3 GB: check which is meant")
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
