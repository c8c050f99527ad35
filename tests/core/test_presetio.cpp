// Reading and writing presets: shipped presets validate, round trips are lossless, and every
// broken file is rejected with an error that names its field.

#include "testnames.h"
#include "testsupport.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QRegularExpression>
#include <QTemporaryDir>

#include "strictjson.h"

#include <sys/stat.h>

#include <algorithm>
#include <functional>

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

// Issue 34, item 6: a whole number a double cannot hold (above 2^53) was changed on save
// (9007199254740993 -> ...992) though unknown keys survive; it is refused when read, naming where.
TEST(PresetReading, WholeNumbersADoubleCannotHoldAreRefusedNotChangedOnSave) // #34
{
    const QByteArray preset = serializePreset(defaultScenario());
    ASSERT_TRUE(preset.startsWith("{"));
    const auto with = [&](const char *member) { return QByteArray("{") + member + ", " + preset.mid(1); };
    for (const char *bad : { "9007199254740993", "-9007199254740993", "12345678901234567890" }) {
        const PresetResult r = parsePreset(with((QByteArray("\"x_ticket\": ") + bad).constData()));
        ASSERT_FALSE(r.ok()) << bad;
        const QString text = r.errorText();
        EXPECT_TRUE(text.contains(QStringLiteral("x_ticket"))) << text.toStdString();
        EXPECT_TRUE(text.contains(QStringLiteral("%1 cannot be kept exactly").arg(QString::fromLatin1(bad))))
            << text.toStdString();
    }
    // Numbers a double holds exactly, or written as a double, read and save as they were.
    for (const char *good : { "9007199254740992", "-9007199254740992", "123456789012345", "1e20", "12345678.5" }) {
        const PresetResult r = parsePreset(with((QByteArray("\"x_ticket\": ") + good).constData()));
        ASSERT_TRUE(r.ok()) << good << ": " << r.errorText().toStdString();
        const QJsonObject saved = QJsonDocument::fromJson(serializePreset(*r.scenario)).object();
        EXPECT_EQ(saved.value(QStringLiteral("x_ticket")).toDouble(), std::strtod(good, nullptr)) << good;
    }
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
        { "offers.99.output", "5", "offers.99.output: no such element: this preset's list runs from 0 to" },
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
            "cost.hours_per_month: 0 is not allowed: it must be 1 or more, at most 744 (31 days)" },
        BrokenCase {
            "max-throughput-negative.json", "hardware.max_throughput_tok_s: -5 is not allowed: it must be above 0" },
        BrokenCase { "not-json.json", "name: not valid JSON at line 1, column 54: the text ends where a value" },
        BrokenCase {
            "nan-literal.json", "operation.utilization: not valid JSON at line 1, column 1019: expected a value" },
        BrokenCase { "infinity-literal.json", "operation.throughput_tok_s: not valid JSON at line 1, column 1000" },
        BrokenCase { "top-level-array.json", "a preset must be one JSON object" },
        BrokenCase { "binary-junk.json", "not valid JSON at line 1, column 1: expected a value" },
        BrokenCase { "empty.json", "is empty (0 bytes)" },
        // #15 part 6: strict JSON, naming the place.
        BrokenCase { "duplicate-key.json",
            "operation.utilization: not valid JSON at line 34, column 21: duplicate key \"utilization\" (each key may "
            "appear once in an object)" },
        BrokenCase { "control-character-in-name.json",
            "name: not valid JSON at line 4, column 15: a raw control character (U+001B) inside a string" },
        BrokenCase { "nul-in-string.json",
            "hardware.gpu: not valid JSON at line 19, column 13: a raw control character "
            "(U+0000) inside a string" },
        BrokenCase { "number-leading-point.json",
            "operation.usable_memory: not valid JSON at line 40, column 20: .9 is not a JSON number: a digit must come "
            "before the point" },
        BrokenCase { "number-trailing-point.json",
            "operation.throughput_tok_s: not valid JSON at line 33, column 23: 92. is not a JSON number: a digit must "
            "follow the point" },
        BrokenCase { "trailing-comma.json", "not valid JSON at line 10, column 2: a comma before } (trailing commas" },
        BrokenCase { "whitespace-only.json", "the file is empty or only white space" },
        BrokenCase { "utf16.json", "the file is UTF-16 text; save it as UTF-8" },
        BrokenCase { "raw-bom-in-key.json", "a raw U+FEFF (byte order mark) inside a string" },
        BrokenCase { "lone-surrogate.json",
            "hardware.gpu: not valid JSON at line 19, column 15: \\uD800 is half of a "
            "character" },
        BrokenCase { "nested-too-deep.json", "operation.x_deep[0][0][0]" },
        // #15 part 6: currency codes are three upper-case letters A-Z.
        BrokenCase { "currency-lowercase.json",
            "fx_per_usd.usd: \"usd\" is not a currency code: it must be three upper-case letters A-Z" },
        BrokenCase { "currency-leading-space.json", "currency: \" USD\" is not a currency code" },
        BrokenCase { "currency-rtl-spoof.json", "DSU\" is not a currency code: it must be three upper-case letters" },
        // #15 parts 3 and 4: no value strictly between 0 and 0.000001 (a divisor would give inf).
        BrokenCase { "fx-rate-denormal.json",
            "fx_per_usd.CNY: 4.94065645841e-324 is not allowed: it must be at least 0.000001" },
        BrokenCase { "throughput-denormal.json",
            "operation.throughput_tok_s: 1e-310 is not allowed: it must be at least 0.000001" },
        BrokenCase { "utilization-tiny.json",
            "operation.utilization: 1e-300 is not allowed: it must be 0 or at least 0.000001" },
        BrokenCase { "memory-per-gpu-denormal.json",
            "hardware.memory_gb_per_gpu: 4.94065645841e-324 is not allowed: it must be 0 or at least 0.000001" },
        BrokenCase {
            "acceptance-tiny.json", "workload.acceptance_self: 1e-200 is not allowed: it must be at least 0.000001" },
        BrokenCase { "range-bound-denormal.json", "ranges.cost.gpu_hour: [4.94065645841e-324, 8] is not allowed" },
        BrokenCase { "name-too-long.json", "name: 201 characters are not allowed: it must be at most 200 characters" },
        // #15 part 5: prices are kept as stated, never converted.
        BrokenCase { "offer-price-in-another-currency.json",
            "offers[0].output.currency: \"CNY\" is not the offer's currency \"USD\"" }),
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
    // #15: the strict reader refuses nesting deeper than 32 levels, naming the line, the column
    // (inside the opening brackets) and the path.
    const QRegularExpression reason(QStringLiteral(
        "^([a-z_.]+)(\\[0\\])+: not valid JSON at line (\\d+), column (\\d+): nested deeper than 32 levels$"));
    for (const QByteArray &bytes : { unknownKey, knownField }) {
        SCOPED_TRACE(bytes.left(bytes.indexOf('[')).right(40).toStdString());
        const qsizetype start = bytes.indexOf(deep.left(100));
        const PresetResult r = parsePreset(bytes);
        ASSERT_FALSE(r.ok());
        ASSERT_EQ(r.errors.size(), 1u) << r.errorText().toStdString();
        const QRegularExpressionMatch m = reason.match(r.errorText());
        ASSERT_TRUE(m.hasMatch()) << r.errorText().left(300).toStdString();
        EXPECT_TRUE(
            m.captured(1) == QLatin1String("x_deep") || m.captured(1) == QLatin1String("operation.throughput_tok_s"));
        EXPECT_EQ(m.captured(3).toInt(), bytes.left(start).count('\n') + 1);
        const qsizetype startColumn = start - bytes.lastIndexOf('\n', start);
        EXPECT_GT(m.captured(4).toLongLong(), startColumn);
        EXPECT_LT(m.captured(4).toLongLong(), startColumn + deep.size() / 2)
            << "the error points into the opening brackets";
    }
    // Moderate nesting in an unknown key is kept, as any unknown key is: 31 levels below the root.
    QByteArray moderate = preset;
    moderate.insert(preset.indexOf('{') + 1, "\"x_deep\": " + QByteArray(31, '[') + QByteArray(31, ']') + ",");
    const PresetResult kept = parsePreset(moderate);
    ASSERT_TRUE(kept.ok()) << kept.errorText().toStdString();
    QJsonValue v = QJsonDocument::fromJson(serializePreset(*kept.scenario)).object().value(QStringLiteral("x_deep"));
    int depth = 0;
    while (v.isArray()) {
        ++depth;
        v = v.toArray().isEmpty() ? QJsonValue() : v.toArray().at(0);
    }
    EXPECT_EQ(depth, 31);
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
        const QByteArray saved = serializePreset(*r.scenario);
        EXPECT_LE(saved.size(), maxPresetBytes);
        const PresetResult again = parsePreset(saved);
        ASSERT_TRUE(again.ok()) << again.errorText().toStdString();
        EXPECT_EQ(*again.scenario, *r.scenario);
        EXPECT_EQ(serializePreset(*again.scenario), saved) << "written again, byte for byte";
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

// --- #15: strict JSON, limits, extreme values, round trips ----------------------------------

namespace {

/// The default preset's JSON with \a edit applied, read back.
PresetResult editedDefault(const std::function<void(QJsonObject &)> &edit)
{
    QJsonObject root = presetToJson(defaultScenario());
    edit(root);
    return parsePreset(QJsonDocument(root).toJson());
}

QJsonObject child(const QJsonObject &o, const char *key) { return o.value(QLatin1String(key)).toObject(); }

} // namespace

TEST(StrictJson, AcceptsStandardJsonIncludingALeadingByteOrderMark)
{
    for (const char *ok : { "{}", "[1, -0, 0.5, 1e5, 1E+5, -2.5e-3]", "\xEF\xBB\xBF{\"a\": \"\\u00e9\\ud83d\\ude00\"}",
             "{\"a\": \"caf\xC3\xA9\", \"b\": [true, false, null]}", " \n\t{\"a\" : {\"a\": 1}}\r\n" })
        EXPECT_FALSE(checkStrictJson(QByteArray(ok)).has_value()) << ok;
}

TEST(StrictJson, RefusesWhatQtAcceptsNamingLineColumnAndPath)
{
    struct Case {
        QByteArray text;
        int line, column;
        const char *path, *message;
    };
    const Case cases[] = {
        { "{\"a\": 1,\n \"a\": 2}", 2, 2, "a", "duplicate key \"a\"" },
        { "{\"a\": 1, \"\\u0061\": 2}", 1, 10, "a", "duplicate key \"a\"" },
        { "{\"a\": [0, .5]}", 1, 11, "a[1]", ".5 is not a JSON number" },
        { "{\"a\": 1.}", 1, 7, "a", "1. is not a JSON number" },
        { "{\"a\": 01}", 1, 7, "a", "no leading zeros" },
        { QByteArray("{\"a\": \"x\0y\"}", 12), 1, 9, "a", "raw control character (U+0000)" },
        { "{\"a\": \"x\ty\"}", 1, 9, "a", "raw control character (U+0009)" },
        { "{\"a\": \"\xEF\xBB\xBFx\"}", 1, 8, "a", "raw U+FEFF" },
        { "{\"a\": \"\\udc00\"}", 1, 8, "a", "low surrogate" },
        { "{\"a\": \"\xC3\"}", 1, 8, "a", "not valid UTF-8" },
        { "{\"a\": [1,]}", 1, 10, "a[1]", "trailing commas" },
        { "{\"a\": NaN}", 1, 7, "a", "expected a value" },
        { "{\"a\": 1} x", 1, 10, "", "unexpected text after" },
    };
    for (const Case &c : cases) {
        const std::optional<JsonProblem> p = checkStrictJson(c.text);
        ASSERT_TRUE(p.has_value()) << c.text.toStdString();
        EXPECT_EQ(p->line, c.line) << c.text.toStdString();
        EXPECT_EQ(p->column, c.column) << c.text.toStdString();
        EXPECT_EQ(p->path, QString::fromLatin1(c.path)) << c.text.toStdString();
        EXPECT_TRUE(p->message.contains(QString::fromLatin1(c.message))) << p->message.toStdString();
    }
}

TEST(StrictJson, BoundsTheNestingAndRecognisesUtf16)
{
    EXPECT_FALSE(checkStrictJson(QByteArray(32, '[') + QByteArray(32, ']')).has_value());
    const std::optional<JsonProblem> deep = checkStrictJson(QByteArray(33, '[') + QByteArray(33, ']'));
    ASSERT_TRUE(deep.has_value());
    EXPECT_EQ(deep->message, QStringLiteral("nested deeper than 32 levels"));
    const QString text = QStringLiteral("{\"a\": 1}");
    for (const QByteArray &utf16 :
        { QByteArray("\xFF\xFE") + QByteArray(reinterpret_cast<const char *>(text.utf16()), text.size() * 2),
            QByteArray(reinterpret_cast<const char *>(text.utf16()), text.size() * 2) }) {
        const std::optional<JsonProblem> p = checkStrictJson(utf16);
        ASSERT_TRUE(p.has_value());
        EXPECT_TRUE(p->wholeFile);
        EXPECT_TRUE(p->message.contains(QStringLiteral("save it as UTF-8"))) << p->message.toStdString();
    }
}

TEST(PresetLimits, ListsAndTextsBeyondTheFormatsLimitsAreRefusedByName)
{
    const auto expectError = [](const PresetResult &r, const char *expected) {
        EXPECT_FALSE(r.ok()) << expected;
        EXPECT_TRUE(r.errorText().contains(QString::fromUtf8(expected))) << r.errorText().toStdString();
    };
    expectError(editedDefault([](QJsonObject &root) {
        QJsonArray offers = root.value(QStringLiteral("offers")).toArray();
        while (offers.size() <= maxOffers)
            offers.append(offers.at(0));
        root.insert(QStringLiteral("offers"), offers);
    }),
        "offers: 101 entries are not allowed: it must have at most 100");
    expectError(editedDefault([](QJsonObject &root) {
        QJsonObject cost = child(root, "cost");
        QJsonArray lines;
        for (int i = 0; i <= maxOverheads; ++i)
            lines.append(QJsonObject { { QStringLiteral("monthly"), 1 } });
        cost.insert(QStringLiteral("overheads"), lines);
        root.insert(QStringLiteral("cost"), cost);
    }),
        "cost.overheads: 101 entries are not allowed: it must have at most 100");
    expectError(editedDefault([](QJsonObject &root) {
        root.insert(QStringLiteral("description"), QString(maxDescriptionLength + 1, QLatin1Char('d')));
    }),
        "description: 10001 characters are not allowed: it must be at most 10000 characters");
    expectError(editedDefault([](QJsonObject &root) {
        QJsonArray offers = root.value(QStringLiteral("offers")).toArray();
        QJsonObject o = offers.at(2).toObject();
        o.insert(QStringLiteral("source"), QString(maxSourceLength + 1, QLatin1Char('s')));
        offers.replace(2, o);
        root.insert(QStringLiteral("offers"), offers);
    }),
        "offers[2].source: 1001 characters are not allowed");
    expectError(editedDefault([](QJsonObject &root) {
        QJsonObject fx;
        for (int i = 0; i <= maxCurrencies; ++i)
            fx.insert(QString(QChar(u'A' + i / 26 / 26)) + QChar(u'A' + (i / 26) % 26) + QChar(u'A' + i % 26), 2.0);
        root.insert(QStringLiteral("fx_per_usd"), fx);
    }),
        "fx_per_usd: 201 entries are not allowed: it must have at most 200");
}

TEST(PresetLimits, AnUnknownCurrencyListsAFewKnownCodesNotAll)
{
    const PresetResult r = editedDefault([](QJsonObject &root) {
        QJsonObject fx;
        for (int i = 0; i < 150; ++i)
            fx.insert(QStringLiteral("A") + QChar(u'A' + i / 26) + QChar(u'A' + i % 26), 2.0);
        root.insert(QStringLiteral("fx_per_usd"), fx);
        root.insert(QStringLiteral("currency"), QStringLiteral("ZZZ"));
    });
    ASSERT_FALSE(r.ok());
    EXPECT_TRUE(r.errorText().contains(
        QStringLiteral("currency: unknown currency \"ZZZ\" (known: USD, AAA, AAB, AAC, AAD and 146 more; add it to "
                       "fx_per_usd)")))
        << r.errorText().toStdString();
}

// #15 part 4: a tiny value in any divisor made the report print $inf, -$inf or $nan.
TEST(PresetLimits, TinyValuesAreRefusedInEveryFieldThatDividesOrMultiplies)
{
    Scenario buy = defaultScenario();
    buy.cost.mode = CostMode::Buy;
    for (const char *path : { "fx_per_usd.CNY", "operation.throughput_tok_s", "operation.utilization",
             "operation.hours_per_day", "cost.buy.years", "cost.gpu_hour", "hardware.memory_gb_per_gpu",
             "workload.acceptance_api", "workload.acceptance_self", "workload.task_minutes", "offers[1].output",
             "hardware.max_throughput_tok_s", "workload.input_per_output" }) {
        for (const char *tiny : { "5e-324", "1e-300", "9.99e-7" }) {
            const PresetResult r = withOverride(buy, QString::fromLatin1(path), QString::fromLatin1(tiny));
            EXPECT_FALSE(r.ok()) << path << "=" << tiny;
            EXPECT_TRUE(r.errorText().startsWith(QString::fromLatin1(path) + QStringLiteral(": ")))
                << r.errorText().toStdString();
            EXPECT_TRUE(r.errorText().contains(QStringLiteral("is not allowed: it must be")))
                << r.errorText().toStdString();
            EXPECT_TRUE(r.errorText().contains(QStringLiteral("at least 0.000001"))) << r.errorText().toStdString();
        }
        EXPECT_TRUE(withOverride(buy, QString::fromLatin1(path), QStringLiteral("0.000001")).ok()) << path;
    }
}

// #15 hostile pass: a "month" of 0.000001 hours hung the volume chart (window, report, export).
TEST(PresetLimits, AMonthHasAtLeastOneHour)
{
    const PresetResult r
        = withOverride(defaultScenario(), QStringLiteral("cost.hours_per_month"), QStringLiteral("0.000001"));
    EXPECT_EQ(r.errorText(),
        QStringLiteral("cost.hours_per_month: 1e-06 is not allowed: it must be 1 or more, at most 744 (31 days)"));
    EXPECT_TRUE(withOverride(defaultScenario(), QStringLiteral("cost.hours_per_month"), QStringLiteral("1")).ok());
}

TEST(PresetLimits, AFifoOrAFolderIsRefusedBeforeItIsOpened)
{
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    const QString fifo = dir.filePath(QStringLiteral("preset.json"));
    ASSERT_EQ(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
    const PresetResult r = readPresetFile(fifo); // would block forever if it opened the FIFO
    EXPECT_FALSE(r.ok());
    EXPECT_TRUE(r.errorText().contains(QStringLiteral("is not a regular file"))) << r.errorText().toStdString();
    const PresetResult folder = readPresetFile(dir.path());
    EXPECT_TRUE(folder.errorText().contains(QStringLiteral("is a folder, not a preset file")))
        << folder.errorText().toStdString();
    // Review finding: `validate ''` printed Qt's "QFSFileEngine::open: No file name specified".
    EXPECT_EQ(readPresetFile(QString()).errorText(), QStringLiteral("no file name given: name a preset file"));
}

// #15 part 5: what Breakeven writes, it reads back byte for byte.
TEST(PresetRoundTrip, StatedPricesAreKeptAsStatedWhateverTheRate)
{
    const PresetResult r = editedDefault([](QJsonObject &root) {
        root.insert(QStringLiteral("fx_per_usd"), QJsonObject { { QStringLiteral("CNY"), 0.000001 } });
        QJsonArray offers = root.value(QStringLiteral("offers")).toArray();
        QJsonObject o = offers.at(0).toObject();
        o.remove(QStringLiteral("currency")); // taken from the price objects
        o.insert(QStringLiteral("output"),
            QJsonObject {
                { QStringLiteral("amount"), 2402.2 }, { QStringLiteral("currency"), QStringLiteral("CNY") } });
        o.insert(QStringLiteral("input"),
            QJsonObject { { QStringLiteral("amount"), 0.1 }, { QStringLiteral("currency"), QStringLiteral("CNY") } });
        o.insert(QStringLiteral("cached_input"), QJsonValue());
        offers.replace(0, o);
        root.insert(QStringLiteral("offers"), offers);
    });
    ASSERT_TRUE(r.ok()) << r.errorText().toStdString();
    const Offer &o = r.scenario->offers.at(0);
    EXPECT_EQ(o.currency, QStringLiteral("CNY"));
    EXPECT_EQ(o.output, 2402.2); // exactly: never amount / rate * rate
    EXPECT_EQ(o.input, 0.1);
    const QByteArray saved = serializePreset(*r.scenario);
    EXPECT_TRUE(saved.contains("\"output\": 2402.2,")) << saved.toStdString();
    const PresetResult again = parsePreset(saved);
    ASSERT_TRUE(again.ok()) << again.errorText().toStdString();
    EXPECT_EQ(*again.scenario, *r.scenario);
    EXPECT_EQ(serializePreset(*again.scenario), saved);
}

TEST(PresetRoundTrip, UnknownKeysInsideMoneyObjectsAreKept)
{
    const QJsonObject note { { QStringLiteral("x_note"), QStringLiteral("quoted by phone") } };
    const auto money = [&](double amount, const char *currency) {
        QJsonObject m = note;
        m.insert(QStringLiteral("amount"), amount);
        m.insert(QStringLiteral("currency"), QString::fromLatin1(currency));
        return m;
    };
    const PresetResult r = editedDefault([&](QJsonObject &root) {
        QJsonObject cost = child(root, "cost");
        cost.insert(QStringLiteral("gpu_hour"), money(7.09875, "USD"));
        QJsonObject buy = child(cost, "buy");
        buy.insert(QStringLiteral("capex"), money(6900000, "CNY"));
        cost.insert(QStringLiteral("buy"), buy);
        cost.insert(QStringLiteral("overheads"),
            QJsonArray { QJsonObject { { QStringLiteral("label"), QStringLiteral("Ops") },
                { QStringLiteral("monthly"), money(900, "EUR") } } });
        root.insert(QStringLiteral("cost"), cost);
        QJsonArray offers = root.value(QStringLiteral("offers")).toArray();
        QJsonObject o = offers.at(1).toObject();
        o.insert(QStringLiteral("input"), money(2, "USD"));
        offers.replace(1, o);
        root.insert(QStringLiteral("offers"), offers);
    });
    ASSERT_TRUE(r.ok()) << r.errorText().toStdString();
    const QJsonObject saved = QJsonDocument::fromJson(serializePreset(*r.scenario)).object();
    const QJsonObject cost = child(saved, "cost");
    for (const QJsonValue &m :
        { cost.value(QStringLiteral("gpu_hour")), child(cost, "buy").value(QStringLiteral("capex")),
            cost.value(QStringLiteral("overheads")).toArray().at(0).toObject().value(QStringLiteral("monthly")),
            saved.value(QStringLiteral("offers")).toArray().at(1).toObject().value(QStringLiteral("input")) }) {
        ASSERT_TRUE(m.isObject());
        EXPECT_EQ(m.toObject().value(QStringLiteral("x_note")).toString(), QStringLiteral("quoted by phone"));
    }
    const PresetResult again = parsePreset(serializePreset(*r.scenario));
    ASSERT_TRUE(again.ok()) << again.errorText().toStdString();
    EXPECT_EQ(*again.scenario, *r.scenario);
    EXPECT_DOUBLE_EQ(again.scenario->offers.at(1).input, 2);
}

TEST(PresetRoundTrip, AKeyStartingWithUfeffStaysDistinctFromTheKnownKey)
{
    QByteArray json = serializePreset(defaultScenario());
    json.replace("\"output\": 15,", "\"\\ufeffoutput\": 99, \"output\": 15,");
    const PresetResult r = parsePreset(json);
    ASSERT_TRUE(r.ok()) << r.errorText().toStdString();
    EXPECT_EQ(r.scenario->offers.at(0).output, 15);
    const QByteArray saved = serializePreset(*r.scenario);
    EXPECT_TRUE(saved.contains("\"\\ufeffoutput\": 99")) << saved.toStdString();
    const PresetResult again = parsePreset(saved);
    ASSERT_TRUE(again.ok()) << again.errorText().toStdString();
    EXPECT_EQ(again.scenario->offers.at(0).output, 15);
    EXPECT_EQ(*again.scenario, *r.scenario);
}

TEST(PresetRoundTrip, DeeplyNestedUnknownKeysAreWrittenCompactlyAndReopen)
{
    // The deepest an unknown value may go: the root object is level 1.
    QByteArray json = serializePreset(defaultScenario());
    const QByteArray deep = QByteArray(maxJsonDepth - 1, '[') + "1" + QByteArray(maxJsonDepth - 1, ']');
    json.insert(1, "\"x_deep\": " + deep + ",");
    const PresetResult r = parsePreset(json);
    ASSERT_TRUE(r.ok()) << r.errorText().toStdString();
    const QByteArray saved = serializePreset(*r.scenario);
    EXPECT_TRUE(saved.contains("\"x_deep\": " + deep + "\n")) << saved.toStdString();
    EXPECT_LT(saved.size(), json.size() + 100); // not 4 MB of indentation
    const PresetResult again = parsePreset(saved);
    ASSERT_TRUE(again.ok()) << again.errorText().toStdString();
    EXPECT_EQ(*again.scenario, *r.scenario);

    // 1,023 levels (a 5.5 KB file that once saved as 4.2 MB) are refused on reading, by path.
    json = serializePreset(defaultScenario());
    json.insert(1, "\"x_deep\": " + QByteArray(1023, '[') + QByteArray(1023, ']') + ",");
    const PresetResult refused = parsePreset(json);
    EXPECT_FALSE(refused.ok());
    EXPECT_TRUE(refused.errorText().contains(QStringLiteral("nested deeper than 32 levels")))
        << refused.errorText().toStdString();
}

TEST(PresetRoundTrip, AnUnknownValueTooLargeToIndentIsSavedCompactly)
{
    // 60,000 small numbers at depth 20: indented they would take several MB.
    QByteArray many = QByteArray(19, '[') + "1";
    for (int i = 0; i < 60000; ++i)
        many += ",1";
    many += QByteArray(19, ']');
    QByteArray json = serializePreset(defaultScenario());
    json.insert(1, "\"x_many\": " + many + ",");
    ASSERT_LT(json.size(), maxPresetBytes);
    const PresetResult r = parsePreset(json);
    ASSERT_TRUE(r.ok()) << r.errorText().toStdString();
    const QByteArray saved = serializePreset(*r.scenario);
    EXPECT_LE(saved.size(), maxPresetBytes);
    const PresetResult again = parsePreset(saved);
    ASSERT_TRUE(again.ok()) << again.errorText().toStdString();
    EXPECT_EQ(*again.scenario, *r.scenario);
}

// #13: saved JSON follows the format's key order and writes the shortest exact numbers.
TEST(PresetWriting, KeysInTheFormatsOrderAndNumbersInTheirShortestExactForm)
{
    Scenario s = defaultScenario();
    s.author = QStringLiteral("Ana");
    s.extra.insert(QStringLiteral("a_first_alphabetically"), 1);
    s.operation.throughputTokS = 0.1 + 0.2;
    s.cost.gpuHour.amount = 2402.2;
    s.model.weightsBytes = 1e15;
    s.operation.utilization = 0.000001;
    const QByteArray saved = serializePreset(s);
    QList<qsizetype> at;
    for (const char *key : { "\"format\"", "\"version\"", "\"name\"", "\"description\"", "\"author\"", "\"currency\"",
             "\"fx_per_usd\"", "\"model\"", "\"hardware\"", "\"cost\"", "\"operation\"", "\"workload\"", "\"offers\"",
             "\"ranges\"", "\"a_first_alphabetically\"" })
        at << saved.indexOf(QByteArray("\n  ") + key);
    EXPECT_TRUE(std::is_sorted(at.begin(), at.end()) && at.first() == 1) << saved.toStdString();
    EXPECT_TRUE(saved.startsWith("{\n  \"format\": \"breakeven-preset\",\n  \"version\": 1,\n"));
    EXPECT_TRUE(saved.contains("\"gpu_hour\": 2402.2,"));
    EXPECT_TRUE(saved.contains("\"throughput_tok_s\": 0.30000000000000004,")); // the value, exactly
    EXPECT_TRUE(saved.contains("\"weights_bytes\": 1000000000000000,"));
    EXPECT_TRUE(saved.contains("\"utilization\": 0.000001,"));
    EXPECT_TRUE(saved.contains("\"hours_per_day\": 24,"));
    // A range on one line, in the shortest exact numbers (the default preset's rent: CNY 342-464 per node-hour).
    EXPECT_TRUE(saved.contains("\"cost.gpu_hour\": [5.896551724137931, 8]")) << saved.toStdString();
    const PresetResult back = parsePreset(saved);
    ASSERT_TRUE(back.ok()) << back.errorText().toStdString();
    EXPECT_EQ(*back.scenario, s);
}

TEST(PresetOverride, ThousandsOfOverridesApplyInOrderAndErrorsNameTheirField)
{
    std::vector<std::pair<QString, QString>> overrides;
    for (int i = 1; i <= 5000; ++i)
        overrides.emplace_back(QStringLiteral("operation.throughput_tok_s"), QString::number(i));
    overrides.emplace_back(QStringLiteral("offers[1].output"), QStringLiteral("8"));
    const PresetResult r = withOverrides(defaultScenario(), overrides);
    ASSERT_TRUE(r.ok()) << r.errorText().toStdString();
    EXPECT_EQ(r.scenario->operation.throughputTokS, 5000);
    EXPECT_EQ(r.scenario->offers.at(1).output, 8);
    overrides.emplace_back(QStringLiteral("workload.cache_hit"), QStringLiteral("3"));
    const PresetResult bad = withOverrides(defaultScenario(), overrides);
    EXPECT_EQ(bad.errorText(), QStringLiteral("workload.cache_hit: 3 is outside 0..1"));
}

// #11: a range may name its distribution; bad input names the field and the allowed values.
TEST(PresetRanges, DistributionsAreReadStrictlyWithFieldNamedErrors)
{
    const struct {
        QJsonValue range;
        const char *expected;
    } cases[] = {
        { QJsonObject { { QStringLiteral("low"), 0.1 }, { QStringLiteral("high"), 0.3 },
              { QStringLiteral("distribution"), QStringLiteral("normal") } },
            "ranges.operation.utilization.distribution: \"normal\" is not a distribution (expected uniform, "
            "triangular or log-uniform)" },
        { QJsonObject {
              { QStringLiteral("low"), 0.1 }, { QStringLiteral("high"), 0.3 }, { QStringLiteral("distribution"), 3 } },
            "ranges.operation.utilization.distribution: a number is not a distribution" },
        { QJsonObject { { QStringLiteral("low"), 0.1 } },
            "ranges.operation.utilization.high: required field is missing" },
        { QJsonObject { { QStringLiteral("low"), 0.1 }, { QStringLiteral("high"), QStringLiteral("0.3") } },
            "ranges.operation.utilization.high: expected a number, got a string" },
        { QJsonObject {
              { QStringLiteral("low"), 0.1 }, { QStringLiteral("high"), 0.3 }, { QStringLiteral("mode"), 0.2 } },
            "ranges.operation.utilization.mode: unknown key (known: low, high, distribution)" },
        { QJsonObject { { QStringLiteral("low"), 0.0 }, { QStringLiteral("high"), 0.3 },
              { QStringLiteral("distribution"), QStringLiteral("log-uniform") } },
            "ranges.operation.utilization.distribution: a log-uniform range must have a low above 0, not 0" },
        { QJsonObject { { QStringLiteral("low"), 0.5 }, { QStringLiteral("high"), 0.3 } },
            "ranges.operation.utilization: [0.5, 0.3] is not a range" },
        { QJsonValue(QStringLiteral("0.1-0.3")),
            "ranges.operation.utilization: expected [low, high] or {\"low\", \"high\", \"distribution\"}, got a "
            "string" },
    };
    for (const auto &c : cases) {
        QJsonObject root = presetToJson(defaultScenario());
        root.insert(QStringLiteral("ranges"), QJsonObject { { QStringLiteral("operation.utilization"), c.range } });
        const PresetResult r = presetFromJson(root);
        EXPECT_FALSE(r.ok()) << c.expected;
        EXPECT_TRUE(r.errorText().contains(QString::fromUtf8(c.expected))) << r.errorText().toStdString();
    }
}

TEST(PresetRanges, TheShortFormIsKeptForTheDefaultDistribution)
{
    Scenario s = defaultScenario();
    s.ranges[QStringLiteral("operation.utilization")] = Range { 0.15, 0.35, std::nullopt };
    s.ranges[QStringLiteral("operation.throughput_tok_s")] = Range { 92.0, 4634.0, std::nullopt };
    s.ranges[QStringLiteral("cost.gpu_hour")] = Range { 6.0, 8.0, Distribution::Uniform };
    s.ranges[QStringLiteral("hardware.count")] = Range { 8.0, 16.0, Distribution::LogUniform };
    const QJsonObject ranges = presetToJson(s).value(QStringLiteral("ranges")).toObject();
    // #26: triangular around the value is every field's default (MODEL.md section 10).
    EXPECT_TRUE(ranges.value(QStringLiteral("operation.utilization")).isArray());
    EXPECT_TRUE(ranges.value(QStringLiteral("operation.throughput_tok_s")).isArray());
    EXPECT_EQ(ranges.value(QStringLiteral("cost.gpu_hour")).toObject().value(QStringLiteral("distribution")),
        QJsonValue(QStringLiteral("uniform")));
    EXPECT_EQ(ranges.value(QStringLiteral("hardware.count")).toObject().value(QStringLiteral("distribution")),
        QJsonValue(QStringLiteral("log-uniform")));
    const PresetResult back = presetFromJson(presetToJson(s));
    ASSERT_TRUE(back.ok()) << back.errorText().toStdString();
    EXPECT_EQ(back.scenario->ranges, s.ranges);
    // The default named is the default: written short, read back as none.
    s.ranges[QStringLiteral("operation.utilization")].distribution = Distribution::Triangular;
    EXPECT_TRUE(presetToJson(s)
                    .value(QStringLiteral("ranges"))
                    .toObject()
                    .value(QStringLiteral("operation.utilization"))
                    .isArray());
    QJsonObject root = presetToJson(defaultScenario());
    root.insert(QStringLiteral("ranges"),
        QJsonObject { { QStringLiteral("operation.utilization"),
            QJsonObject { { QStringLiteral("low"), 0.1 }, { QStringLiteral("high"), 0.3 },
                { QStringLiteral("distribution"), QStringLiteral("triangular") } } } });
    const PresetResult named = presetFromJson(root);
    ASSERT_TRUE(named.ok()) << named.errorText().toStdString();
    EXPECT_FALSE(named.scenario->ranges.at(QStringLiteral("operation.utilization")).distribution.has_value());
}

// Issue 9: the writer's key order is an order, not a second list of the format's fields: under every
// object the registry knows, it names exactly the registry's keys (plus the few the registry does
// not own: the header, the ranges and the hybrid and decision blocks).
TEST(PresetWriting, TheKeyOrderNamesExactlyTheRegistrysKeys)
{
    QStringList parents { QString() };
    const auto addParents = [&](const char *key) {
        const QString path = QString::fromLatin1(key);
        QString parent;
        for (const QString &part : path.split(QLatin1Char('.'))) {
            const bool list = part.endsWith(QLatin1String("[]"));
            QString name = part;
            name.remove(QLatin1String("[]"));
            const QString here = parent.isEmpty() ? name : parent + QLatin1Char('.') + name;
            if (here == path || (list && here + QLatin1String("[]") == path))
                break;
            parent = list ? here + QLatin1String("[]") : here;
            if (!parents.contains(parent))
                parents << parent;
        }
    };
    for (const Parameter &p : parameters())
        addParents(p.key);
    for (const Field &f : fields()) {
        // A money amount's currency is in the amount's own object, {"amount": ..., "currency": ...}.
        const QString key = QString::fromLatin1(f.key);
        const bool moneyCurrency = key.endsWith(QLatin1String(".currency"))
            && std::any_of(parameters().begin(), parameters().end(), [&](const Parameter &p) {
                   return p.money && key == QLatin1String(p.key) + QLatin1String(".currency");
               });
        if (!moneyCurrency)
            addParents(f.key);
    }
    ASSERT_GT(parents.size(), 10);
    const QStringList notTheRegistrys { QStringLiteral("format"), QStringLiteral("version"), QStringLiteral("ranges"),
        QStringLiteral("hybrid"), QStringLiteral("decision") };
    for (const QString &parent : parents) {
        if (parent == QLatin1String("fx_per_usd"))
            continue; // no fixed keys
        const QStringList order = presetKeyOrder(parent);
        const QStringList registry = childKeys(parent);
        for (const QString &k : registry)
            EXPECT_TRUE(order.contains(k)) << "\"" << parent.toStdString() << "\" lacks " << k.toStdString();
        for (const QString &k : order)
            EXPECT_TRUE(registry.contains(k) || (parent.isEmpty() && notTheRegistrys.contains(k)))
                << "\"" << parent.toStdString() << "\" orders " << k.toStdString()
                << ", which the registry does not know";
    }
}

// Issue 34, item 7: a 100,000-character path was echoed whole in the error.
TEST(PresetReading, AHugeUnknownPathIsQuotedShortInItsError) // #34
{
    const QString huge = QStringLiteral("operation.") + QString(100000, QLatin1Char('x'));
    QJsonObject root = presetToJson(defaultScenario());
    root.insert(QStringLiteral("ranges"), QJsonObject { { huge, QJsonArray { 1, 2 } } });
    PresetResult r = presetFromJson(root);
    ASSERT_FALSE(r.ok());
    QString text = r.errorText();
    EXPECT_LT(text.size(), 600) << text.left(600).toStdString();
    EXPECT_TRUE(text.contains(QStringLiteral("(100010 characters)"))) << text.left(600).toStdString();
    EXPECT_TRUE(text.contains(QStringLiteral("is not a numeric field of the preset (nearest: "))) << text.toStdString();

    r = withOverride(defaultScenario(), huge, QStringLiteral("1"));
    ASSERT_FALSE(r.ok());
    text = r.errorText();
    EXPECT_LT(text.size(), 600) << text.left(600).toStdString();
    EXPECT_TRUE(text.contains(QStringLiteral("(100010 characters)"))) << text.left(600).toStdString();
}
