// Issue 30 item 3: the model catalog (resources/models.json, core/catalog/modelcatalog) read strictly, its
// Kimi entries equal to the shipped presets' figures, and applying an entry to a scenario.

#include "modelcatalog.h"
#include "presetio.h"
#include "testsupport.h"

#include <QDir>
#include <QFile>

using namespace breakeven;
using namespace breakeven::test;

namespace {

constexpr const char *validModel = R"("name": "M1", "total_parameters": 8000000000, "active_parameters": 8000000000,
    "weights_bytes": 16000000000, "kv_bytes_per_token": 131072, "state_bytes_per_sequence": 0,
    "weights_format": "BF16", "context_tokens": 131072, "source": "model card")";

/// A catalog with one model whose fields are \a fields (JSON members, without braces).
QByteArray oneModel(const QByteArray &fields)
{
    return QByteArray(R"({"format": "breakeven-model-catalog", "version": 1, "models": [{)") + fields + "}]}";
}

/// \a valid with the member \a key's value replaced by \a value (or removed when \a value is null).
QByteArray withField(const char *key, const char *value)
{
    QByteArray fields(validModel);
    const QByteArray k = QByteArray("\"") + key + "\": ";
    const qsizetype at = fields.indexOf(k);
    EXPECT_GE(at, 0) << key;
    qsizetype end = fields.indexOf(',', at);
    if (end < 0)
        end = fields.size();
    if (value)
        fields.replace(at, end - at, k + value);
    else if (end < fields.size())
        fields.remove(at, end - at + 1); // the member and its comma
    else
        fields.truncate(fields.lastIndexOf(',', at)); // the last member and the comma before it
    return oneModel(fields);
}

} // namespace

TEST(ModelCatalog, BuiltInParsesAndTheCompiledInCopyIsTheResource)
{
    QFile file(QStringLiteral(BREAKEVEN_SOURCE_DIR "/resources/models.json"));
    ASSERT_TRUE(file.open(QIODevice::ReadOnly));
    const ModelCatalogResult r = parseModelCatalog(file.readAll());
    ASSERT_TRUE(r.ok()) << r.errorText().toStdString();
    QString path;
    const ModelCatalog shipped = readShippedModelCatalog(QString(), &path);
    EXPECT_EQ(path, QStringLiteral(":/breakeven/models.json"));
    EXPECT_EQ(shipped.models, r.catalog->models);
    EXPECT_EQ(builtInModelCatalog().models, r.catalog->models);
    for (const ModelCatalogEntry &m : r.catalog->models)
        EXPECT_FALSE(m.source.trimmed().isEmpty()) << m.name.toStdString();
}

// The catalog's Kimi entries hold exactly the figures every shipped preset of that model states
// (MODEL.md section 3): 1,560,936,091,448 bytes of MXFP4 weights, 27,648 KV bytes per token, 0.48 GB
// per sequence.
TEST(ModelCatalog, TheKimiEntriesMatchTheShippedPresets)
{
    const ModelCatalog &catalog = builtInModelCatalog();
    const ModelCatalogEntry *k3 = catalog.find(u"Kimi K3");
    const ModelCatalogEntry *k31 = catalog.find(u"  kimi k3.1 pro ");
    ASSERT_TRUE(k3);
    ASSERT_TRUE(k31);
    for (const ModelCatalogEntry *m : { k3, k31 }) {
        EXPECT_EQ(m->weightsBytes, 1560936091448.0);
        EXPECT_EQ(m->kvBytesPerToken, 27648.0);
        EXPECT_EQ(m->stateBytesPerSequence, 480000000.0);
        EXPECT_EQ(m->weightsFormat, QStringLiteral("MXFP4"));
        EXPECT_EQ(m->totalParameters, 2.8e12);
        EXPECT_EQ(m->activeParameters, 104e9);
        EXPECT_EQ(m->contextTokens, 1048576);
    }
    const QStringList files
        = QDir(QStringLiteral(BREAKEVEN_SOURCE_DIR "/presets")).entryList({ QStringLiteral("*.json") }, QDir::Files);
    ASSERT_GE(files.size(), 7);
    int checked = 0;
    for (const QString &file : files) {
        const Scenario s = loadPreset(file.toUtf8().constData());
        const ModelCatalogEntry *entry = catalog.find(s.model.name);
        if (!entry && s.model.name == QLatin1String("GLM-5.2")) {
            // No source gives GLM-5.2's weights or cache (IMEC says only that it fits an 8xB200
            // node): it is not in the catalog, and its preset says which of its figures are assumed.
            EXPECT_TRUE(s.description.contains(QStringLiteral("Not in the sources"))) << file.toStdString();
            ++checked;
            continue;
        }
        ASSERT_TRUE(entry) << file.toStdString() << ": " << s.model.name.toStdString() << " is not in the catalog";
        EXPECT_EQ(s.model, modelSpecFromCatalog(s.model, *entry)) << file.toStdString();
        ++checked;
    }
    EXPECT_EQ(checked, files.size());
}

// Every problem names its field: a wrong type, a value out of range, a missing or unknown key.
TEST(ModelCatalog, ABadFieldGivesAnErrorNamingIt)
{
    ASSERT_TRUE(parseModelCatalog(oneModel(validModel)).ok())
        << parseModelCatalog(oneModel(validModel)).errorText().toStdString();
    struct Case {
        QByteArray bytes;
        const char *path;
        const char *words;
    };
    const std::vector<Case> cases {
        { withField("kv_bytes_per_token", "\"131072\""), "models[0].kv_bytes_per_token", "expected a number" },
        { withField("weights_bytes", "-1"), "models[0].weights_bytes", "" },
        { withField("state_bytes_per_sequence", "0.5"), "models[0].state_bytes_per_sequence", "" },
        { withField("context_tokens", "0"), "models[0].context_tokens", "" },
        { withField("active_parameters", "9000000000"), "models[0].active_parameters", "above total_parameters" },
        { withField("source", nullptr), "models[0].source", "required field is missing" },
        { withField("name", "\"  \""), "models[0].name", "must not be empty" },
        { withField("weights_format", "4"), "models[0].weights_format", "expected a string" },
        { oneModel(QByteArray(validModel) + R"(, "layers": 32)"), "models[0].layers", "unknown key" },
        { R"({"format": "breakeven-gpu-catalog", "version": 1, "models": []})", "format", "is not a model catalog" },
        { R"({"format": "breakeven-model-catalog", "version": 2, "models": []})", "version", "newer" },
        { R"({"format": "breakeven-model-catalog", "version": 1})", "models", "required field is missing" },
        { R"({"format": "breakeven-model-catalog", "version": 1, "models": [{)" + QByteArray(validModel) + "}, {"
                + QByteArray(validModel) + "}]}",
            "models[1].name", "listed twice" },
        { R"({"format": "breakeven-model-catalog", "version": 1, "models": [], "models": []})", "", "duplicate key" },
    };
    for (const Case &c : cases) {
        const ModelCatalogResult r = parseModelCatalog(c.bytes);
        ASSERT_FALSE(r.ok()) << c.bytes.toStdString();
        ASSERT_FALSE(r.errors.empty());
        const PresetError &e = r.errors.front();
        if (*c.path) {
            EXPECT_EQ(e.path, QString::fromLatin1(c.path)) << r.errorText().toStdString();
        }
        EXPECT_TRUE(e.toString().contains(QString::fromLatin1(c.words))) << r.errorText().toStdString();
    }
}

TEST(ModelCatalog, ApplyingAnEntrySetsTheModelFieldsAndKeepsTheRest)
{
    const Scenario base = loadPreset("kimi-k31-pro-8xh200.json");
    const ModelCatalogResult r = parseModelCatalog(oneModel(validModel));
    ASSERT_TRUE(r.ok());
    const Scenario s = withCatalogModel(base, r.catalog->models.front());
    EXPECT_EQ(s.model.name, QStringLiteral("M1"));
    EXPECT_EQ(s.model.weightsBytes, 16e9);
    EXPECT_EQ(s.model.kvBytesPerToken, 131072.0);
    EXPECT_EQ(s.model.stateBytesPerSequence, 0.0);
    EXPECT_EQ(s.model.weightsFormat, QStringLiteral("BF16"));
    Scenario rest = s;
    rest.model = base.model;
    rest.unstated = base.unstated;
    EXPECT_EQ(rest, base);
    // The file it would be saved as reads back with the same model.
    const PresetResult reread = parsePreset(serializePreset(s));
    ASSERT_TRUE(reread.ok()) << reread.errorText().toStdString();
    EXPECT_EQ(reread.scenario->model, s.model);
}
