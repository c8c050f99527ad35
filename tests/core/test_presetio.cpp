// Reading and writing presets: shipped presets validate, round trips are lossless, and every
// broken file is rejected with an error that names its field.

#include "testnames.h"
#include "testsupport.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QRegularExpression>
#include <QTemporaryDir>

using namespace breakeven;
using namespace breakeven::test;

TEST(ShippedPresets, ThereAreAtLeastSeven) { EXPECT_GE(shippedPresets().size(), 7); }

TEST(ShippedPresets, EachValidates)
{
    for (const QString &file : shippedPresets()) {
        const PresetResult r = readPresetFile(presetPath(file.toUtf8().constData()));
        EXPECT_TRUE(r.ok()) << file.toStdString() << ": " << r.errorText().toStdString();
        if (r.ok()) {
            EXPECT_FALSE(r.scenario->name.isEmpty()) << file.toStdString();
            EXPECT_FALSE(r.scenario->description.isEmpty()) << file.toStdString();
            for (const Offer &o : r.scenario->offers) {
                EXPECT_FALSE(o.asOf.isEmpty()) << file.toStdString() << " " << o.model.toStdString();
                EXPECT_FALSE(o.source.isEmpty()) << file.toStdString() << " " << o.model.toStdString();
            }
        }
    }
}

TEST(ShippedPresets, RoundTripIsLossless)
{
    for (const QString &file : shippedPresets()) {
        const Scenario s = loadPreset(file.toUtf8().constData());
        const QByteArray once = serializePreset(s);
        const PresetResult back = parsePreset(once);
        ASSERT_TRUE(back.ok()) << file.toStdString() << ": " << back.errorText().toStdString();
        EXPECT_EQ(*back.scenario, s) << file.toStdString();
        EXPECT_EQ(serializePreset(*back.scenario), once) << file.toStdString();
    }
}

// MODEL.md section 5: the full price catalog, in the default scenario.
TEST(ShippedPresets, DefaultScenarioCarriesTheWholeCatalog)
{
    const Scenario s = defaultScenario();
    EXPECT_EQ(s.name, QStringLiteral("Kimi K3.1 Pro on 8xB300 (Modal), agent workload"));
    EXPECT_DOUBLE_EQ(s.workload.inputPerOutput, 5.0); // the articles' agent workload
    struct Row {
        const char *provider, *model;
        std::optional<double> cached;
        double input, output;
        const char *asOf;
    };
    const Row catalog[] = {
        { "Moonshot", "kimi-k3", 0.30, 3.00, 15.00, "2026-07" },
        { "Moonshot", "kimi-k3.1-pro", 0.20, 2.00, 10.00, "2026-10" },
        { "Moonshot", "kimi-k3.1-pro-highspeed", 0.20, 4.00, 20.00, "2026-10" },
        { "CometAPI", "kimi-k3", std::nullopt, 2.40, 12.00, "2026-07" },
        { "APIYI", "kimi-k3.1-pro", 0.20, 2.00, 10.00, "2026-10" },
        { "APIYI", "kimi-k3.1-pro-highspeed", 0.20, 4.00, 20.00, "2026-10" },
        { "APIYI", "kimi-k3", 0.30, 3.00, 15.00, "2026-10" },
    };
    ASSERT_EQ(s.offers.size(), std::size(catalog));
    for (const Row &row : catalog) {
        const Offer &o = s.offers.at(offerIndex(s, row.provider, row.model));
        EXPECT_EQ(o.cachedInput, row.cached) << row.provider << " " << row.model;
        EXPECT_DOUBLE_EQ(o.input, row.input);
        EXPECT_DOUBLE_EQ(o.output, row.output);
        EXPECT_EQ(o.asOf, QString::fromLatin1(row.asOf));
        EXPECT_EQ(o.currency, QStringLiteral("USD"));
        EXPECT_TRUE(o.enabled);
    }
}

TEST(PresetWriting, UnknownKeysSurviveARoundTrip)
{
    QJsonObject root = presetToJson(defaultScenario());
    root.insert(QStringLiteral("x_team"), QStringLiteral("platform"));
    QJsonObject op = root.value(QStringLiteral("operation")).toObject();
    op.insert(QStringLiteral("x_note"), 3);
    root.insert(QStringLiteral("operation"), op);
    QJsonArray offers = root.value(QStringLiteral("offers")).toArray();
    QJsonObject first = offers.at(0).toObject();
    first.insert(QStringLiteral("x_discount"), QJsonObject { { QStringLiteral("pct"), 5 } });
    offers.replace(0, first);
    root.insert(QStringLiteral("offers"), offers);

    const PresetResult r = presetFromJson(root);
    ASSERT_TRUE(r.ok()) << r.errorText().toStdString();
    const QJsonObject saved = QJsonDocument::fromJson(serializePreset(*r.scenario)).object();
    EXPECT_EQ(saved.value(QStringLiteral("x_team")).toString(), QStringLiteral("platform"));
    EXPECT_EQ(saved.value(QStringLiteral("operation")).toObject().value(QStringLiteral("x_note")).toInt(), 3);
    EXPECT_EQ(saved.value(QStringLiteral("offers"))
                  .toArray()
                  .at(0)
                  .toObject()
                  .value(QStringLiteral("x_discount"))
                  .toObject()
                  .value(QStringLiteral("pct"))
                  .toInt(),
        5);
}

TEST(PresetWriting, MoneyInAnotherCurrencyKeepsItsCurrency)
{
    const Scenario s = loadPreset("china-b300-buy.json");
    EXPECT_EQ(s.currency, QStringLiteral("CNY"));
    EXPECT_EQ(s.cost.buy.capex, (Money { 7000000, QStringLiteral("CNY") }));
    Scenario usd = s;
    usd.currency = QStringLiteral("USD");
    const QJsonObject json = presetToJson(usd);
    const QJsonValue capex = json.value(QStringLiteral("cost"))
                                 .toObject()
                                 .value(QStringLiteral("buy"))
                                 .toObject()
                                 .value(QStringLiteral("capex"));
    ASSERT_TRUE(capex.isObject());
    EXPECT_EQ(capex.toObject().value(QStringLiteral("currency")).toString(), QStringLiteral("CNY"));
    EXPECT_DOUBLE_EQ(capex.toObject().value(QStringLiteral("amount")).toDouble(), 7000000);
}

TEST(PresetWriting, SaveIsAtomicAndReadable)
{
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("mine.json"));
    QString error;
    ASSERT_TRUE(writePresetFile(defaultScenario(), path, &error)) << error.toStdString();
    const PresetResult r = readPresetFile(path);
    ASSERT_TRUE(r.ok()) << r.errorText().toStdString();
    EXPECT_EQ(*r.scenario, defaultScenario());
}

TEST(PresetWriting, FailedSaveReportsTheReasonAndLeavesNoFile)
{
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("no-such-folder/mine.json"));
    QString error;
    EXPECT_FALSE(writePresetFile(defaultScenario(), path, &error));
    EXPECT_TRUE(error.contains(QStringLiteral("No such file or directory"))) << error.toStdString();
    EXPECT_FALSE(QFile::exists(path));
}

TEST(PresetOverride, SetsNumbersMoneyAndOffersByPath)
{
    const Scenario s = defaultScenario();
    auto set = [&](const char *path, const char *value) {
        const PresetResult r = withOverride(s, QString::fromLatin1(path), QString::fromLatin1(value));
        EXPECT_TRUE(r.ok()) << path << ": " << r.errorText().toStdString();
        return r.ok() ? *r.scenario : s;
    };
    EXPECT_DOUBLE_EQ(set("operation.throughput_tok_s", "500").operation.throughputTokS, 500);
    EXPECT_DOUBLE_EQ(set("cost.gpu_hour", "10").cost.gpuHour.amount, 10);
    EXPECT_DOUBLE_EQ(set("offers.1.output", "8").offers.at(1).output, 8);
    EXPECT_DOUBLE_EQ(set("offers[1].output", "9").offers.at(1).output, 9);
    EXPECT_EQ(set("cost.mode", "buy").cost.mode, CostMode::Buy);
    EXPECT_FALSE(set("offers.0.enabled", "false").offers.at(0).enabled);
    EXPECT_EQ(set("hardware.max_throughput_tok_s", "100").hardware.maxThroughputTokS, 100.0);
}

TEST(PresetOverride, RejectsUnknownPathsAndBadValuesNamingTheField)
{
    const Scenario s = defaultScenario();
    struct Case {
        const char *path, *value, *expected;
    };
    const Case cases[] = {
        { "operation.throughput", "5", "operation.throughput: no such field" },
        { "offers.99.output", "5", "offers.99.output: no such field" },
        { "operation.utilization", "1.7", "operation.utilization: 1.7 is outside 0..1" },
        { "operation.utilization", "lots", "operation.utilization: \"lots\" is not a finite number" },
        { "hardware.count", "2.5", "hardware.count: 2.5 is not a whole number" },
        { "cost.mode", "lease", "cost.mode: \"lease\" is not a cost mode" },
        { "", "1", "no such field" },
    };
    for (const Case &c : cases) {
        const PresetResult r = withOverride(s, QString::fromLatin1(c.path), QString::fromLatin1(c.value));
        EXPECT_FALSE(r.ok()) << c.path;
        EXPECT_TRUE(r.errorText().contains(QString::fromLatin1(c.expected)))
            << c.path << " -> " << r.errorText().toStdString();
    }
}

namespace {
struct BrokenCase {
    const char *file;
    const char *expected; // a substring of the error text: the field's path and the reason
};

class BrokenPreset : public ::testing::TestWithParam<BrokenCase> { };

std::string caseName(const ::testing::TestParamInfo<BrokenCase> &info) { return testNameFrom(info.param.file); }
} // namespace

TEST_P(BrokenPreset, IsRejectedWithAFieldNamedError)
{
    const BrokenCase c = GetParam();
    const QString path = dataPath(QStringLiteral("broken/") + QString::fromLatin1(c.file));
    ASSERT_TRUE(QFile::exists(path)) << "missing fixture " << path.toStdString();
    const PresetResult r = readPresetFile(path);
    EXPECT_FALSE(r.ok());
    EXPECT_FALSE(r.errors.empty());
    EXPECT_TRUE(r.errorText().contains(QString::fromLatin1(c.expected))) << "expected \"" << c.expected << "\" in:\n"
                                                                         << r.errorText().toStdString();
}

INSTANTIATE_TEST_SUITE_P(Fixtures, BrokenPreset,
    ::testing::Values(BrokenCase { "utilization-too-high.json", "operation.utilization: 1.7 is outside 0..1" },
        BrokenCase { "utilization-string.json", "operation.utilization: expected a number (0..1), got a string" },
        BrokenCase { "utilization-missing.json", "operation.utilization: required field is missing" },
        BrokenCase { "throughput-zero.json", "operation.throughput_tok_s: 0 is not allowed: it must be above 0" },
        BrokenCase { "throughput-negative.json", "operation.throughput_tok_s: -92 is not allowed: it must be above 0" },
        BrokenCase { "count-fractional.json", "hardware.count: 7.5 is not a whole number (1..1000000)" },
        BrokenCase { "count-zero.json", "hardware.count: 0 is outside 1..1000000" },
        BrokenCase { "hardware-missing.json", "hardware: required field is missing" },
        BrokenCase {
            "cost-mode-unknown.json", "cost.mode: \"lease\" is not a cost mode (expected \"rent\" or \"buy\")" },
        BrokenCase { "rent-without-gpu-hour.json", "cost.gpu_hour: required field is missing" },
        BrokenCase { "gpu-hour-negative.json", "cost.gpu_hour: -1 is not allowed: it must be 0 or more, at most 1e15" },
        BrokenCase {
            "money-unknown-currency.json", "cost.gpu_hour.currency: unknown currency \"JPY\" (known: USD, CNY, EUR" },
        BrokenCase { "preset-currency-unknown.json", "currency: unknown currency \"GBP\"" },
        BrokenCase { "fx-rate-zero.json", "fx_per_usd.CNY: 0 is not allowed: it must be above 0" },
        BrokenCase {
            "hours-per-day-25.json", "operation.hours_per_day: 25 is not allowed: it must be above 0 and at most 24" },
        BrokenCase {
            "redundancy-below-one.json", "cost.redundancy: 0.5 is not allowed: it must be 1 or more, at most 1e15" },
        BrokenCase { "pue-below-one.json", "cost.buy.pue: 0.9 is not allowed: it must be 1 or more, at most 1e15" },
        BrokenCase {
            "acceptance-zero.json", "workload.acceptance_api: 0 is not allowed: it must be above 0 and at most 1" },
        BrokenCase { "cache-hit-negative.json", "workload.cache_hit: -0.1 is outside 0..1" },
        BrokenCase { "offers-not-a-list.json", "offers: expected a list, got an object" },
        BrokenCase { "offers-missing.json", "offers: required field is missing" },
        BrokenCase { "offer-output-missing.json", "offers[1].output: required field is missing" },
        BrokenCase { "offer-price-string.json", "offers[0].input: expected an amount" },
        BrokenCase { "format-wrong.json", "format: \"something-else\" is not a Breakeven preset" },
        BrokenCase { "version-newer.json",
            "version: this preset uses format version 2, newer than this Breakeven reads "
            "(up to version 1); it needs a Breakeven newer than 0.1.0" },
        BrokenCase { "version-fractional.json", "version: expected a whole number" },
        BrokenCase { "name-number.json", "name: expected a string, got a number" },
        BrokenCase { "starts-fractional.json", "operation.starts_per_day: 1.5 is not a whole number" },
        BrokenCase { "usable-memory-above-one.json", "operation.usable_memory: 1.2 is outside 0..1" },
        BrokenCase { "range-inverted.json", "ranges.cost.gpu_hour: [8.5, 6] is not a range" },
        BrokenCase { "range-unknown-path.json", "ranges.operation.speed: \"operation.speed\" is not a numeric field" },
        BrokenCase { "buy-without-capex.json", "cost.buy.capex: required field is missing" },
        BrokenCase { "hours-per-month-zero.json",
            "cost.hours_per_month: 0 is not allowed: it must be above 0 and at most 744 (31 days)" },
        BrokenCase {
            "max-throughput-negative.json", "hardware.max_throughput_tok_s: -5 is not allowed: it must be above 0" },
        BrokenCase { "not-json.json", "not valid JSON at byte" },
        BrokenCase { "nan-literal.json", "not valid JSON at byte" },
        BrokenCase { "infinity-literal.json", "not valid JSON at byte" },
        BrokenCase { "top-level-array.json", "a preset must be one JSON object" },
        BrokenCase { "binary-junk.json", "not valid JSON" }, BrokenCase { "empty.json", "not valid JSON" }),
    caseName);

TEST(BrokenPresetGenerated, FilesOverOneMebibyteAreRejectedUnread)
{
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("huge.json"));
    QFile f(path);
    ASSERT_TRUE(f.open(QIODevice::WriteOnly));
    QByteArray json = serializePreset(defaultScenario());
    json.insert(1, "\"padding\": \"" + QByteArray(maxPresetBytes, 'x') + "\",");
    f.write(json);
    f.close();
    const PresetResult r = readPresetFile(path);
    EXPECT_FALSE(r.ok());
    EXPECT_TRUE(r.errorText().contains(QStringLiteral("a preset may be at most 1048576 bytes (1 MiB)")))
        << r.errorText().toStdString();
}

// #8: deep nesting inside a real preset, in an unknown key (which the reader keeps, so it must
// not recurse without bound) and in a known field, is rejected with the parser's reason, at a
// byte inside the nesting.
TEST(BrokenPresetGenerated, DeeplyNestedJsonIsRejected)
{
    const QByteArray deep = QByteArray(100000, '[') + QByteArray(100000, ']');
    const QByteArray preset = serializePreset(defaultScenario());
    const QByteArray throughput = "\"throughput_tok_s\": 92";
    ASSERT_TRUE(preset.contains(throughput));
    QByteArray unknownKey = preset;
    unknownKey.insert(preset.indexOf('{') + 1, "\"x_deep\": " + deep + ",");
    QByteArray knownField = preset;
    knownField.replace(throughput, "\"throughput_tok_s\": " + deep);
    const QRegularExpression reason(QStringLiteral("^not valid JSON at byte (\\d+): too deeply nested document$"));
    for (const QByteArray &bytes : { unknownKey, knownField }) {
        SCOPED_TRACE(bytes.left(bytes.indexOf('[')).right(40).toStdString());
        const qsizetype start = bytes.indexOf('[');
        const PresetResult r = parsePreset(bytes);
        ASSERT_FALSE(r.ok());
        ASSERT_EQ(r.errors.size(), 1u) << r.errorText().toStdString();
        const QRegularExpressionMatch m = reason.match(r.errorText());
        ASSERT_TRUE(m.hasMatch()) << r.errorText().toStdString();
        const qsizetype at = m.captured(1).toLongLong();
        EXPECT_GT(at, start);
        EXPECT_LT(at, start + deep.size() / 2) << "the error points into the opening brackets";
    }
    // Moderate nesting in an unknown key is kept, as any unknown key is.
    QByteArray moderate = preset;
    moderate.insert(preset.indexOf('{') + 1, "\"x_deep\": " + QByteArray(64, '[') + QByteArray(64, ']') + ",");
    const PresetResult kept = parsePreset(moderate);
    ASSERT_TRUE(kept.ok()) << kept.errorText().toStdString();
    QJsonValue v = QJsonDocument::fromJson(serializePreset(*kept.scenario)).object().value(QStringLiteral("x_deep"));
    int depth = 0;
    while (v.isArray()) {
        ++depth;
        v = v.toArray().isEmpty() ? QJsonValue() : v.toArray().at(0);
    }
    EXPECT_EQ(depth, 64);
}

TEST(BrokenPresetGenerated, NestedJunkInsideAKnownFieldIsATypeError)
{
    QJsonObject root = presetToJson(defaultScenario());
    QJsonObject op = root.value(QStringLiteral("operation")).toObject();
    op.insert(QStringLiteral("throughput_tok_s"), QJsonArray { QJsonArray { QJsonArray { 1 } } });
    root.insert(QStringLiteral("operation"), op);
    const PresetResult r = presetFromJson(root);
    EXPECT_FALSE(r.ok());
    EXPECT_TRUE(r.errorText().contains(
        QStringLiteral("operation.throughput_tok_s: expected a number (above 0, at most 1e15), got a list")))
        << r.errorText().toStdString();
}

TEST(BrokenPresetGenerated, EveryProblemIsReportedNotJustTheFirst)
{
    QJsonObject root = presetToJson(defaultScenario());
    QJsonObject op = root.value(QStringLiteral("operation")).toObject();
    op.insert(QStringLiteral("utilization"), 2);
    op.insert(QStringLiteral("hours_per_day"), 30);
    root.insert(QStringLiteral("operation"), op);
    const PresetResult r = presetFromJson(root);
    ASSERT_FALSE(r.ok());
    EXPECT_EQ(r.errors.size(), 2u) << r.errorText().toStdString();
}

TEST(BrokenPresetGenerated, MissingFileNamesThePath)
{
    const PresetResult r = readPresetFile(QStringLiteral("/nonexistent/dir/preset.json"));
    EXPECT_FALSE(r.ok());
    EXPECT_TRUE(r.errorText().contains(QStringLiteral("cannot open \"/nonexistent/dir/preset.json\"")));
}

namespace {

/// One line of tests/data/fuzz-regressions.txt: an input and what the reader must do with it.
struct FuzzExpectation {
    QString file;
    bool read = false;
    QString message; // for a rejection: a fragment of the error text
};

/// The manifest; the calling test fails on a malformed line.
std::vector<FuzzExpectation> fuzzManifest()
{
    QFile f(dataPath(QStringLiteral("fuzz-regressions.txt")));
    EXPECT_TRUE(f.open(QIODevice::ReadOnly | QIODevice::Text)) << f.fileName().toStdString();
    std::vector<FuzzExpectation> manifest;
    for (const QString &raw : QString::fromUtf8(f.readAll()).split(QLatin1Char('\n'))) {
        const QString line = raw.trimmed();
        if (line.isEmpty() || line.startsWith(QLatin1Char('#')))
            continue;
        const QStringList parts = line.split(QLatin1Char('\t'));
        const QString outcome = parts.value(1).trimmed();
        if (outcome == QLatin1String("read") && parts.size() == 2)
            manifest.push_back({ parts.at(0), true, {} });
        else if (outcome == QLatin1String("rejected") && parts.size() == 3 && !parts.at(2).trimmed().isEmpty())
            manifest.push_back({ parts.at(0), false, parts.at(2).trimmed() });
        else
            ADD_FAILURE()
                << "fuzz-regressions.txt: expected \"FILE<tab>read\" or \"FILE<tab>rejected<tab>MESSAGE\", got: "
                << line.toStdString();
    }
    return manifest;
}

} // namespace

// Inputs the fuzzer (tests/fuzz, .ci/fuzz) once crashed on: each is read or rejected as
// tests/data/fuzz-regressions.txt says (#8: a rejection used to pass for an input that must be
// read); what is read round-trips and evaluates, what is rejected names its field.
TEST(FuzzRegressions, EachInputHasItsExpectedOutcome)
{
    const QDir dir(dataPath(QStringLiteral("fuzz-regressions")));
    const std::vector<FuzzExpectation> manifest = fuzzManifest();
    QStringList listed;
    for (const FuzzExpectation &e : manifest)
        listed << e.file;
    const QStringList inputs = dir.entryList(QDir::Files, QDir::Name);
    for (const QString &file : inputs)
        EXPECT_TRUE(listed.contains(file))
            << file.toStdString() << ": no line in tests/data/fuzz-regressions.txt says how it must be read";
    for (const QString &file : listed)
        EXPECT_TRUE(inputs.contains(file))
            << "tests/data/fuzz-regressions.txt lists " << file.toStdString() << ", which is not in fuzz-regressions/";
    ASSERT_GE(manifest.size(), 2u);
    for (const FuzzExpectation &e : manifest) {
        SCOPED_TRACE(e.file.toStdString());
        QFile f(dir.filePath(e.file));
        ASSERT_TRUE(f.open(QIODevice::ReadOnly));
        const PresetResult r = parsePreset(f.readAll());
        if (!e.read) {
            EXPECT_FALSE(r.ok()) << "must be rejected";
            EXPECT_TRUE(r.errorText().contains(e.message)) << "expected \"" << e.message.toStdString() << "\" in:\n"
                                                           << r.errorText().toStdString();
            continue;
        }
        ASSERT_TRUE(r.ok()) << "must be read: " << r.errorText().toStdString();
        const PresetResult again = parsePreset(serializePreset(*r.scenario));
        ASSERT_TRUE(again.ok()) << again.errorText().toStdString();
        EXPECT_EQ(*again.scenario, *r.scenario);
        EXPECT_TRUE(std::isfinite(evaluate(*r.scenario).selfHost.monthlyCost.value()));
    }
}

// #fuzz: a preset whose FX table drops CNY still reads back what it saves (the buy defaults are CNY).
TEST(FuzzRegressions, FxTableWithoutCnyRoundTrips)
{
    QJsonObject root = presetToJson(defaultScenario());
    root.insert(QStringLiteral("fx_per_usd"), QJsonObject { { QStringLiteral("EUR"), 0.92 } });
    root.remove(QStringLiteral("cost"));
    root.insert(QStringLiteral("cost"),
        QJsonObject { { QStringLiteral("mode"), QStringLiteral("rent") }, { QStringLiteral("gpu_hour"), 7.09875 } });
    const PresetResult r = presetFromJson(root);
    ASSERT_TRUE(r.ok()) << r.errorText().toStdString();
    EXPECT_EQ(r.scenario->cost.buy.capex.currency, QStringLiteral("USD"));
    EXPECT_NEAR(r.scenario->cost.buy.capex.amount, 6900000 / 7.25, 1e-6);
    const PresetResult again = parsePreset(serializePreset(*r.scenario));
    ASSERT_TRUE(again.ok()) << again.errorText().toStdString();
    EXPECT_EQ(*again.scenario, *r.scenario);
}

// #fuzz: a huge whole number in an int field was cast before its range was checked (UBSan).
// #review: a GPU-hour at 1e306 overflowed the monthly cost to infinity (and hung the charts).
TEST(PresetOverride, AmountsAboveOneQuadrillionAreRejected)
{
    for (const char *path : { "cost.gpu_hour", "cost.redundancy", "operation.throughput_tok_s", "offers.0.output" }) {
        const PresetResult r = withOverride(defaultScenario(), QString::fromLatin1(path), QStringLiteral("1e306"));
        EXPECT_FALSE(r.ok()) << path;
        EXPECT_TRUE(r.errorText().contains(QStringLiteral("at most 1e15"))) << r.errorText().toStdString();
    }
    // At the limits every figure of the model stays finite.
    Scenario s = defaultScenario();
    s.cost.gpuHour.amount = 1e15;
    s.hardware.count = 1000000;
    s.cost.redundancy = 1e15;
    s.cost.hoursPerMonth = 744;
    s.operation.throughputTokS = 1e15;
    const Evaluation e = evaluate(s);
    EXPECT_TRUE(std::isfinite(e.selfHost.monthlyCost.value()));
    EXPECT_TRUE(std::isfinite(e.selfHost.outputPerMonth.value()));
    ASSERT_TRUE(e.selfHost.costPerOutputToken.has_value());
    EXPECT_TRUE(std::isfinite(e.selfHost.costPerOutputToken->value()));
}

TEST(FuzzRegressions, HugeCountsAreRangeErrorsNotOverflows)
{
    for (const char *path :
        { "hardware.count", "operation.starts_per_day", "operation.concurrency", "operation.context_tokens" }) {
        const PresetResult r = withOverride(defaultScenario(), QString::fromLatin1(path), QStringLiteral("1e300"));
        EXPECT_FALSE(r.ok()) << path;
        EXPECT_TRUE(r.errorText().contains(QString::fromLatin1(path) + QStringLiteral(": 1e+300 is outside")))
            << r.errorText().toStdString();
    }
}

TEST(PresetWriting, AuthorDateAndDisplayCurrencyRoundTrip)
{
    Scenario s = defaultScenario();
    s.author = QStringLiteral("Ana Lima");
    s.date = QStringLiteral("2026-11-29");
    s.displayCurrency = QStringLiteral("CNY");
    const PresetResult r = parsePreset(serializePreset(s));
    ASSERT_TRUE(r.ok()) << r.errorText().toStdString();
    EXPECT_EQ(r.scenario->author, s.author);
    EXPECT_EQ(r.scenario->date, s.date);
    EXPECT_EQ(r.scenario->displayCurrency, QStringLiteral("CNY"));
    const PresetResult bad = withOverride(s, QStringLiteral("display_currency"), QStringLiteral("JPY"));
    EXPECT_FALSE(bad.ok());
    EXPECT_TRUE(bad.errorText().contains(QStringLiteral("display_currency: unknown currency \"JPY\"")))
        << bad.errorText().toStdString();
}
