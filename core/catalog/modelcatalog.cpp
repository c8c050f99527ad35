#include "modelcatalog.h"

#include "latin1.h"

#include "jsonfields.h"
#include "parameters.h"
#include "shippeddata.h"

#include <QCoreApplication>
#include <QDebug>
#include <QJsonArray>
#include <QJsonObject>
#include <QJsonValue>

#include <algorithm>
#include <initializer_list>

namespace breakeven {

namespace {

const QString formatName = QStringLiteral("breakeven-model-catalog");

/// This file's messages: Text::tr() translates in the context "PresetReader", as the preset and the GPU
/// catalog readers' (jsonfields.h).
struct Text {
    Q_DECLARE_TR_FUNCTIONS(PresetReader)
};

/// Parameters of a model: above 0, at most 1e15, whole.
constexpr Domain parameterDomain { 0.0, true, maxMagnitude, false, true, nullptr };
/// Byte sizes: 0 or more, at most 1e15, whole.
constexpr Domain byteDomain { 0.0, false, maxMagnitude, false, true, nullptr };
/// Context tokens: 1 to 10^9, whole.
constexpr Domain contextDomain { 1.0, false, 1e9, false, true, nullptr };

class ModelCatalogReader : public JsonFieldReader {
public:
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

    std::optional<QString> text(const QJsonObject &o, const QString &path, const char *key, int maxLength)
    {
        const std::optional<QString> s = string(o, path, L(key), Presence::Required, maxLength);
        if (s && s->trimmed().isEmpty()) {
            error(join(path, L(key)), Text::tr("must not be empty"));
            return std::nullopt;
        }
        return s;
    }

    std::optional<ModelCatalogEntry> model(const QJsonObject &o, const QString &path)
    {
        rejectUnknown(o, path,
            { "name", "total_parameters", "active_parameters", "weights_bytes", "kv_bytes_per_token",
                "state_bytes_per_sequence", "weights_format", "context_tokens", "source" });
        const std::size_t errorsBefore = errors.size();
        const std::optional<QString> name = text(o, path, "name", maxNameLength);
        const std::optional<double> total = number(o, path, L("total_parameters"), parameterDomain, Presence::Required);
        const std::optional<double> active
            = number(o, path, L("active_parameters"), parameterDomain, Presence::Required);
        const std::optional<double> weights
            = number(o, path, L("weights_bytes"), param::weightsBytes.domain, Presence::Required);
        const std::optional<double> kv
            = number(o, path, L("kv_bytes_per_token"), param::kvBytesPerToken.domain, Presence::Required);
        const std::optional<double> state
            = number(o, path, L("state_bytes_per_sequence"), param::stateBytesPerSequence.domain, Presence::Required);
        const std::optional<QString> format = text(o, path, "weights_format", maxNameLength);
        const std::optional<double> context = number(o, path, L("context_tokens"), contextDomain, Presence::Required);
        const std::optional<QString> source = text(o, path, "source", maxSourceLength);
        if (total && active && *active > *total)
            //: %1 and %2 are parameter counts; total_parameters is a JSON key.
            error(join(path, L("active_parameters")),
                Text::tr("%1 is above total_parameters (%2)").arg(*active, 0, 'g', 17).arg(*total, 0, 'g', 17));
        for (const auto &[key, value] : { std::pair { "weights_bytes", weights },
                 std::pair { "kv_bytes_per_token", kv }, std::pair { "state_bytes_per_sequence", state } }) {
            if (value && !byteDomain.contains(*value))
                error(join(path, L(key)), *byteDomain.problem(*value));
        }
        if (errors.size() != errorsBefore || !name || !total || !active || !weights || !kv || !state || !format
            || !context || !source)
            return std::nullopt;
        return ModelCatalogEntry { name->trimmed(), *total, *active, *weights, *kv, *state, format->trimmed(),
            int(*context), *source };
    }

    void header(const QJsonObject &root)
    {
        rejectUnknown(root, QString(), { "format", "version", "models" });
        const QJsonValue format = root.value(L("format"));
        if (format.isUndefined())
            error(L("format"), Text::tr("required field is missing (it must be \"%1\")").arg(formatName));
        else if (format.toString() != formatName)
            error(L("format"),
                //: %1 is what the file's "format" says, in quotes, or the kind of value ("a number"); %2 the format's
                //: name.
                Text::tr("%1 is not a model catalog: it must be \"%2\"")
                    .arg(format.isString() ? L("\"%1\"").arg(format.toString()) : jsonTypeName(format), formatName));
        constexpr Domain versionDomain { 1.0, false, 1e6, false, true, nullptr };
        if (const std::optional<double> version
            = number(root, QString(), L("version"), versionDomain, Presence::Required);
            version && *version > modelCatalogFormatVersion)
            error(L("version"),
                //: %1 is the catalog's format version; %2 the newest this Breakeven reads.
                Text::tr("version %1 is newer than this Breakeven reads (%2): update Breakeven")
                    .arg(*version)
                    .arg(modelCatalogFormatVersion));
    }

    std::optional<ModelCatalog> catalog(const QJsonObject &root)
    {
        header(root);
        if (!errors.empty())
            return std::nullopt;
        ModelCatalog c;
        if (!root.contains(L("models"))) {
            missing(L("models"));
            return std::nullopt;
        }
        const QJsonArray models = list(root, L("models"), L("models"), maxCatalogModels);
        for (qsizetype i = 0; i < models.size(); ++i) {
            const QString path = L("models[%1]").arg(i);
            if (!models.at(i).isObject()) {
                error(path, Text::tr("expected an object, got %1").arg(jsonTypeName(models.at(i))));
                continue;
            }
            std::optional<ModelCatalogEntry> m = model(models.at(i).toObject(), path);
            if (!m)
                continue;
            if (c.find(m->name)) {
                error(join(path, L("name")), Text::tr("\"%1\" is listed twice").arg(m->name));
                continue;
            }
            c.models.push_back(std::move(*m));
        }
        if (!errors.empty())
            return std::nullopt;
        return c;
    }
};

} // namespace

const ModelCatalogEntry *ModelCatalog::find(QStringView name) const
{
    const QStringView trimmed = name.trimmed();
    const auto it = std::find_if(models.begin(), models.end(),
        [&](const ModelCatalogEntry &m) { return m.name.compare(trimmed, Qt::CaseInsensitive) == 0; });
    return it == models.end() ? nullptr : &*it;
}

QString ModelCatalogResult::errorText() const
{
    QStringList lines;
    for (const PresetError &e : errors)
        lines << e.toString();
    return lines.join(QLatin1Char('\n'));
}

ModelCatalogResult parseModelCatalog(const QByteArray &bytes)
{
    PresetError error;
    //: The kind of file, completing sentences such as "%2 may be at most %3 bytes" (the other kind: "a preset").
    const std::optional<QJsonObject> root = parseStrictJsonObject(bytes, Text::tr("a model catalog"), &error);
    if (!root)
        return { std::nullopt, { error } };
    ModelCatalogReader reader;
    std::optional<ModelCatalog> catalog = reader.catalog(*root);
    if (!catalog)
        return { std::nullopt, reader.errors };
    return { std::move(catalog), {} };
}

ModelCatalogResult readModelCatalogFile(const QString &path)
{
    QString error;
    //: The kind of file, completing sentences such as "%2 may be at most %3 bytes" (the other kind: "a preset").
    const std::optional<QByteArray> bytes = readBoundedFile(path, Text::tr("a model catalog"), &error);
    if (!bytes)
        return { std::nullopt, { { {}, error } } };
    return parseModelCatalog(*bytes);
}

ModelCatalog readShippedModelCatalog(const QString &installedDir, QString *path)
{
    // The compiled-in file is tested (ModelCatalog.BuiltInParses): a broken one is a build error.
    return shipped::readFirst<ModelCatalog>(
        QStringLiteral("models.json"), installedDir, path,
        [](const QString &file) { return readModelCatalogFile(file); }, L("model catalog"));
}

const ModelCatalog &builtInModelCatalog()
{
    static const ModelCatalog catalog = readShippedModelCatalog(shipped::installedDir());
    return catalog;
}

ModelSpec modelSpecFromCatalog(const ModelSpec &spec, const ModelCatalogEntry &entry)
{
    ModelSpec m = spec;
    m.name = entry.name;
    m.weightsBytes = entry.weightsBytes;
    m.kvBytesPerToken = entry.kvBytesPerToken;
    m.stateBytesPerSequence = entry.stateBytesPerSequence;
    m.weightsFormat = entry.weightsFormat;
    return m;
}

Scenario withCatalogModel(const Scenario &scenario, const ModelCatalogEntry &entry)
{
    Scenario s = scenario;
    s.model = modelSpecFromCatalog(s.model, entry);
    s.unstated.removeIf([](const QString &path) { return path.startsWith(QLatin1String("model.")); });
    return s;
}

} // namespace breakeven
