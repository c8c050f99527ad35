// `breakeven compare` (issue 30 item 2): the JSON's shape, a comparison file standing for its
// presets, the 2..8 limit, and the text and CSV.
#include "clisupport.h"

#include "comparisonfile.h"
#include "presetio.h"

#include <gtest/gtest.h>

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>

namespace breakeven {
namespace {

using test::CliRun;
using test::preset;
using test::run;

QJsonObject compareJson(const QStringList &presets)
{
    const CliRun r = run(QStringList { QStringLiteral("compare") } + presets
        + QStringList {
            QStringLiteral("--format"), QStringLiteral("json"), QStringLiteral("--samples"), QStringLiteral("300") });
    EXPECT_EQ(r.code, 0) << r.err.toStdString();
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(r.out.toUtf8(), &error);
    EXPECT_EQ(error.error, QJsonParseError::NoError) << r.out.toStdString();
    return doc.object();
}

/// A copy of the default preset with \a path set to \a value, written into \a dir as \a file.
QString writeVariant(const QTemporaryDir &dir, const char *file, const char *path, const char *value)
{
    const PresetResult r = withOverride(defaultScenario(), QString::fromLatin1(path), QString::fromLatin1(value));
    EXPECT_TRUE(r.ok()) << r.errorText().toStdString();
    const QString target = dir.filePath(QString::fromLatin1(file));
    QString error;
    EXPECT_TRUE(writePresetFile(*r.scenario, target, &error)) << error.toStdString();
    return target;
}

TEST(CompareCommand, JsonHasAScenarioPerPresetAndTheDifferences)
{
    const QJsonObject json
        = compareJson({ QStringLiteral("default"), preset("kimi-k31-pro-8xh200.json"), preset("imec-k3-8xb300.json") });
    EXPECT_EQ(json.value(QStringLiteral("format")).toString(), QStringLiteral("breakeven-comparison-report"));
    EXPECT_EQ(json.value(QStringLiteral("version")).toInt(), 1);
    const QJsonArray scenarios = json.value(QStringLiteral("scenarios")).toArray();
    ASSERT_EQ(scenarios.size(), 3);
    const Scenario h200 = *readPresetFile(preset("kimi-k31-pro-8xh200.json")).scenario;
    EXPECT_EQ(scenarios.at(1).toObject().value(QStringLiteral("name")).toString(), h200.name);
    for (qsizetype i = 0; i < scenarios.size(); ++i) {
        const QJsonObject s = scenarios.at(i).toObject();
        for (const char *key : { "name", "file", "baseline", "answer", "feasible", "monthly_total_usd",
                 "cost_per_output_mtok_usd", "vs_baseline", "uncertainty", "offers" })
            EXPECT_TRUE(s.contains(QString::fromLatin1(key))) << key;
        EXPECT_EQ(s.value(QStringLiteral("baseline")).toBool(), i == 0);
        const QJsonObject answer = s.value(QStringLiteral("answer")).toObject();
        EXPECT_FALSE(answer.value(QStringLiteral("headline")).toString().isEmpty());
        EXPECT_FALSE(answer.value(QStringLiteral("recommendation")).toString().isEmpty());
        ASSERT_FALSE(s.value(QStringLiteral("offers")).toArray().isEmpty());
        for (const QJsonValue &o : s.value(QStringLiteral("offers")).toArray())
            for (const char *key :
                { "provider", "model", "enabled", "cheaper", "price_per_output_mtok_usd", "breakeven_throughput_tok_s",
                    "breakeven_output_tokens_per_month", "monthly_saving_usd", "p_self_host_cheaper", "vs_baseline" })
                EXPECT_TRUE(o.toObject().contains(QString::fromLatin1(key))) << key;
        // B - A of the monthly total: this scenario's less the baseline's.
        const double baseline = scenarios.at(0).toObject().value(QStringLiteral("monthly_total_usd")).toDouble();
        const double mine = s.value(QStringLiteral("monthly_total_usd")).toDouble();
        EXPECT_EQ(s.value(QStringLiteral("vs_baseline"))
                      .toObject()
                      .value(QStringLiteral("monthly_total_usd"))
                      .toObject()
                      .value(QStringLiteral("difference"))
                      .toDouble(),
            mine - baseline);
    }
    // Another GPU and another model: both among the differences, each with a value per scenario.
    QStringList paths;
    for (const QJsonValue &d : json.value(QStringLiteral("differences")).toArray()) {
        paths << d.toObject().value(QStringLiteral("path")).toString();
        EXPECT_EQ(d.toObject().value(QStringLiteral("values")).toArray().size(), 3);
    }
    EXPECT_TRUE(paths.contains(QStringLiteral("hardware.gpu"))) << paths.join(QLatin1Char(' ')).toStdString();
    EXPECT_TRUE(paths.contains(QStringLiteral("model.name")));
}

TEST(CompareCommand, OneParameterChangedIsTheOneDifferenceWithItsExactBMinusA)
{
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    // The same preset twice, once with twelve GPUs: the monthly total scales with the count.
    const QString a = writeVariant(dir, "eight.json", "hardware.count", "8");
    const QString b = writeVariant(dir, "twelve.json", "hardware.count", "12");
    const QJsonObject json = compareJson({ a, b });
    const QJsonArray scenarios = json.value(QStringLiteral("scenarios")).toArray();
    ASSERT_EQ(scenarios.size(), 2);
    const double monthlyA = scenarios.at(0).toObject().value(QStringLiteral("monthly_total_usd")).toDouble();
    const double monthlyB = scenarios.at(1).toObject().value(QStringLiteral("monthly_total_usd")).toDouble();
    EXPECT_NEAR(monthlyB, monthlyA * 12.0 / 8.0, 1e-6 * monthlyA); // rent, no overheads: the GPUs' bill
    const QJsonObject change = scenarios.at(1)
                                   .toObject()
                                   .value(QStringLiteral("vs_baseline"))
                                   .toObject()
                                   .value(QStringLiteral("monthly_total_usd"))
                                   .toObject();
    EXPECT_EQ(change.value(QStringLiteral("difference")).toDouble(), monthlyB - monthlyA);
    EXPECT_DOUBLE_EQ(change.value(QStringLiteral("percent")).toDouble(), (monthlyB - monthlyA) / monthlyA * 100.0);
    const QJsonArray differences = json.value(QStringLiteral("differences")).toArray();
    ASSERT_EQ(differences.size(), 1) << QJsonDocument(differences).toJson().toStdString();
    EXPECT_EQ(differences.at(0).toObject().value(QStringLiteral("path")).toString(), QStringLiteral("hardware.count"));
    EXPECT_EQ(differences.at(0).toObject().value(QStringLiteral("values")).toArray(), (QJsonArray { 8, 12 }));
}

TEST(CompareCommand, TwoToEightScenariosElseAUsageError)
{
    const CliRun one = run({ QStringLiteral("compare"), QStringLiteral("default") });
    EXPECT_EQ(one.code, 2);
    EXPECT_TRUE(one.err.contains(QStringLiteral("1 scenario given: a comparison takes 2 to 8 presets")))
        << one.err.toStdString();
    EXPECT_TRUE(one.out.isEmpty());
    const CliRun none = run({ QStringLiteral("compare") });
    EXPECT_EQ(none.code, 2);
    QStringList nine { QStringLiteral("compare") };
    for (int i = 0; i < 9; ++i)
        nine << QStringLiteral("default");
    const CliRun tooMany = run(nine);
    EXPECT_EQ(tooMany.code, 2);
    EXPECT_TRUE(tooMany.err.contains(QStringLiteral("9 scenarios given"))) << tooMany.err.toStdString();
    nine.removeLast();
    nine << QStringLiteral("--samples") << QStringLiteral("50");
    const CliRun eight = run(nine);
    EXPECT_EQ(eight.code, 0) << eight.err.toStdString();
    EXPECT_TRUE(eight.out.contains(QStringLiteral("\nH  "))) << eight.out.toStdString();
}

TEST(CompareCommand, AComparisonFileStandsForItsPresetsResolvedAgainstItsFolder)
{
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    ASSERT_TRUE(QDir(dir.path()).mkpath(QStringLiteral("presets")));
    const QString a = writeVariant(dir, "presets/a.json", "operation.utilization", "0.5");
    const QString b = writeVariant(dir, "presets/b.json", "operation.utilization", "0.75");
    // --save writes the comparison file, the presets named relative to its folder.
    const QString saved = dir.filePath(QStringLiteral("pair.json"));
    const CliRun first = run({ QStringLiteral("compare"), a, b, QStringLiteral("--save"), saved,
        QStringLiteral("--format"), QStringLiteral("csv"), QStringLiteral("--samples"), QStringLiteral("200") });
    ASSERT_EQ(first.code, 0) << first.err.toStdString();
    const ComparisonFileResult file = readComparisonFile(saved);
    ASSERT_TRUE(file.ok());
    EXPECT_EQ(file.file->presets, (QStringList { QStringLiteral("presets/a.json"), QStringLiteral("presets/b.json") }));
    // Read from elsewhere, the file gives the same comparison.
    const QString cwd = QDir::currentPath();
    ASSERT_TRUE(QDir::setCurrent(QDir::tempPath()));
    const CliRun again = run({ QStringLiteral("compare"), saved, QStringLiteral("--format"), QStringLiteral("csv"),
        QStringLiteral("--samples"), QStringLiteral("200") });
    QDir::setCurrent(cwd);
    ASSERT_EQ(again.code, 0) << again.err.toStdString();
    // The same figures (the CSV names scenarios by letter and preset name, not by file).
    EXPECT_EQ(again.out, first.out);
    EXPECT_TRUE(again.out.contains(QStringLiteral("A,")));
    EXPECT_TRUE(again.out.contains(QStringLiteral(",operation.utilization,,0.75,")));

    // A broken comparison file: its error names the field.
    const QString broken = dir.filePath(QStringLiteral("broken.json"));
    QFile f(broken);
    ASSERT_TRUE(f.open(QIODevice::WriteOnly));
    f.write(R"({"format": "breakeven-comparison", "version": 1, "presets": ["presets/a.json", 7]})");
    f.close();
    const CliRun bad = run({ QStringLiteral("compare"), broken });
    EXPECT_EQ(bad.code, 1);
    EXPECT_TRUE(bad.err.contains(QStringLiteral("presets[1]: expected a string"))) << bad.err.toStdString();
    // A preset a comparison file names that does not exist: the preset reader's error, naming it.
    ASSERT_TRUE(QFile::remove(b));
    const CliRun missing = run({ QStringLiteral("compare"), saved });
    EXPECT_EQ(missing.code, 1);
    EXPECT_TRUE(missing.err.contains(QStringLiteral("b.json"))) << missing.err.toStdString();
}

TEST(CompareCommand, TextSaysEachAnswerAndTheDifferingAssumptions)
{
    const CliRun r = run({ QStringLiteral("compare"), QStringLiteral("default"), preset("kimi-k31-pro-8xh200.json"),
        QStringLiteral("--samples"), QStringLiteral("200") });
    ASSERT_EQ(r.code, 0) << r.err.toStdString();
    EXPECT_TRUE(r.out.contains(QStringLiteral("A  "))) << r.out.toStdString();
    EXPECT_TRUE(r.out.contains(QStringLiteral(", the baseline")));
    EXPECT_TRUE(r.out.contains(QStringLiteral("B - A: ")));
    EXPECT_TRUE(r.out.contains(QStringLiteral("Assumptions that differ: ")));
    EXPECT_TRUE(r.out.contains(QStringLiteral("  hardware.gpu (")));
    const CliRun format = run({ QStringLiteral("compare"), QStringLiteral("default"), QStringLiteral("default"),
        QStringLiteral("--format"), QStringLiteral("xml") });
    EXPECT_EQ(format.code, 2);
    EXPECT_TRUE(format.err.contains(QStringLiteral("--format"))) << format.err.toStdString();
}

} // namespace
} // namespace breakeven
