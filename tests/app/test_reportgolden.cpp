// #8: `breakeven report --format json` is a stable interface (docs/report-format.md). One golden
// file per shipped preset, tests/data/golden/PRESET.json, pins the report's keys, their types and
// their values (numbers to a relative 1e-9).
//
// After an intended change of the report or of a preset, regenerate and review:
//     BREAKEVEN_UPDATE_GOLDEN=1 ctest --test-dir build/dev -R GoldenReport
//     git diff tests/data/golden
// and document every new key in docs/report-format.md (GoldenReport.EveryKeyIsDocumented).

#include "atomicwrite.h"
#include "clisupport.h"
#include "priceage.h"
#include "testnames.h"

#include <gtest/gtest.h>

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>

#include <cmath>
#include <set>

using namespace breakeven;
using namespace breakeven::test;

namespace {

constexpr double relativeTolerance = 1e-9;
constexpr double absoluteTolerance = 1e-9; // for figures that are zero
constexpr int diffsShown = 40;

const char *const regenerate = "BREAKEVEN_UPDATE_GOLDEN=1 ctest --test-dir build/dev -R GoldenReport";

QString goldenDir() { return QStringLiteral(BREAKEVEN_TEST_DATA "/golden"); }

QStringList presetFiles()
{
    return QDir(QStringLiteral(BREAKEVEN_SOURCE_DIR "/presets")).entryList({ QStringLiteral("*.json") }, QDir::Files);
}

std::vector<std::string> presetFileNames()
{
    std::vector<std::string> names;
    for (const QString &file : presetFiles())
        names.push_back(file.toStdString());
    return names;
}

bool updating() { return qEnvironmentVariable("BREAKEVEN_UPDATE_GOLDEN") == QLatin1String("1"); }

/// A scalar's value; for a list or an object, what it is.
QString shown(const QJsonValue &v)
{
    switch (v.type()) {
    case QJsonValue::Double:
        return QString::number(v.toDouble(), 'g', 17);
    case QJsonValue::String:
        return QLatin1Char('"') + v.toString() + QLatin1Char('"');
    case QJsonValue::Bool:
        return v.toBool() ? QStringLiteral("true") : QStringLiteral("false");
    case QJsonValue::Array:
        return QStringLiteral("a list");
    case QJsonValue::Object:
        return QStringLiteral("an object");
    default:
        return QStringLiteral("null");
    }
}

bool sameNumber(double golden, double actual)
{
    return std::abs(golden - actual) <= std::max(absoluteTolerance, relativeTolerance * std::abs(golden));
}

/// Appends to \a diffs one line per difference between \a golden and \a actual, each naming
/// its JSON path ("offers[3].monthly_saving_usd").
void compare(const QJsonValue &golden, const QJsonValue &actual, const QString &path, QStringList &diffs)
{
    const QString where = path.isEmpty() ? QStringLiteral("(top level)") : path;
    if (golden.type() != actual.type()) {
        diffs << QStringLiteral("%1: golden %2, the report %3 (another type)").arg(where, shown(golden), shown(actual));
        return;
    }
    switch (golden.type()) {
    case QJsonValue::Object: {
        const QJsonObject g = golden.toObject();
        const QJsonObject a = actual.toObject();
        const QString prefix = path.isEmpty() ? QString() : path + QLatin1Char('.');
        for (auto it = g.begin(); it != g.end(); ++it) {
            if (!a.contains(it.key()))
                diffs << QStringLiteral("%1%2: missing from the report").arg(prefix, it.key());
            else
                compare(it.value(), a.value(it.key()), prefix + it.key(), diffs);
        }
        for (auto it = a.begin(); it != a.end(); ++it)
            if (!g.contains(it.key()))
                diffs << QStringLiteral("%1%2: new key, not in the golden file").arg(prefix, it.key());
        return;
    }
    case QJsonValue::Array: {
        const QJsonArray g = golden.toArray();
        const QJsonArray a = actual.toArray();
        if (g.size() != a.size())
            diffs << QStringLiteral("%1: golden has %2 items, the report %3").arg(where).arg(g.size()).arg(a.size());
        for (qsizetype i = 0; i < std::min(g.size(), a.size()); ++i)
            compare(g.at(i), a.at(i), QStringLiteral("%1[%2]").arg(path).arg(i), diffs);
        return;
    }
    case QJsonValue::Double:
        if (!sameNumber(golden.toDouble(), actual.toDouble()))
            diffs << QStringLiteral("%1: golden %2, the report %3").arg(where, shown(golden), shown(actual));
        return;
    default:
        if (golden != actual)
            diffs << QStringLiteral("%1: golden %2, the report %3").arg(where, shown(golden), shown(actual));
        return;
    }
}

bool writeFile(const QString &path, const QByteArray &bytes) { return writeFileAtomically(path, bytes, nullptr); }

/// Every key name used anywhere in \a v.
void collectKeys(const QJsonValue &v, std::set<QString> &keys)
{
    if (v.isObject()) {
        const QJsonObject o = v.toObject();
        for (auto it = o.begin(); it != o.end(); ++it) {
            keys.insert(it.key());
            collectKeys(it.value(), keys);
        }
    } else if (v.isArray()) {
        for (const QJsonValue &item : v.toArray())
            collectKeys(item, keys);
    }
}

class GoldenReport : public ::testing::TestWithParam<std::string> { };

std::string caseName(const ::testing::TestParamInfo<std::string> &info) { return testNameFrom(info.param); }

} // namespace

TEST_P(GoldenReport, MatchesTheGoldenFile)
{
    // The offers' price ages are counted to a fixed day (priceage.h), so the golden files do not age.
    setToday(QDate(2026, 12, 2));
    const QString file = QString::fromStdString(GetParam());
    const CliRun r = run(
        { QStringLiteral("report"), preset(GetParam().c_str()), QStringLiteral("--format"), QStringLiteral("json") });
    ASSERT_EQ(r.code, 0) << r.err.toStdString();
    const QByteArray bytes = r.out.toUtf8();
    QJsonParseError parseError;
    const QJsonDocument actual = QJsonDocument::fromJson(bytes, &parseError);
    ASSERT_EQ(parseError.error, QJsonParseError::NoError) << parseError.errorString().toStdString();
    ASSERT_TRUE(actual.isObject());

    const QString goldenPath = QDir(goldenDir()).filePath(file);
    if (updating()) {
        ASSERT_TRUE(QDir().mkpath(goldenDir()));
        ASSERT_TRUE(writeFile(goldenPath, bytes)) << "cannot write " << goldenPath.toStdString();
        GTEST_SKIP() << "BREAKEVEN_UPDATE_GOLDEN=1: wrote " << goldenPath.toStdString() << ", compared nothing";
    }

    QFile goldenFile(goldenPath);
    ASSERT_TRUE(goldenFile.open(QIODevice::ReadOnly))
        << "no golden file " << goldenPath.toStdString() << " for the preset " << file.toStdString()
        << "; create it with:\n    " << regenerate;
    const QJsonDocument golden = QJsonDocument::fromJson(goldenFile.readAll(), &parseError);
    ASSERT_EQ(parseError.error, QJsonParseError::NoError)
        << goldenPath.toStdString() << ": " << parseError.errorString().toStdString();

    QStringList diffs;
    compare(golden.object(), actual.object(), QString(), diffs);
    if (diffs.isEmpty())
        return;
    const QString actualPath = QStringLiteral(BREAKEVEN_GOLDEN_ACTUAL "/") + file;
    const bool saved = QDir().mkpath(QStringLiteral(BREAKEVEN_GOLDEN_ACTUAL)) && writeFile(actualPath, bytes);
    const qsizetype total = diffs.size();
    if (total > diffsShown)
        diffs = diffs.mid(0, diffsShown) << QStringLiteral("... and %1 more").arg(total - diffsShown);
    ADD_FAILURE() << "the JSON report of " << file.toStdString() << " differs from its golden file in " << total
                  << " place(s):\n  " << diffs.join(QStringLiteral("\n  ")).toStdString() << "\n"
                  << (saved ? "see the whole difference with:\n    diff -u " + goldenPath.toStdString() + " "
                                 + actualPath.toStdString() + "\n"
                            : "(could not save the report to " + actualPath.toStdString() + ")\n")
                  << "If the change is intended (docs/report-format.md: fields are only ever added within a version), "
                     "regenerate the golden files and review them:\n    "
                  << regenerate << "\n    git diff tests/data/golden";
}

INSTANTIATE_TEST_SUITE_P(ShippedPresets, GoldenReport, ::testing::ValuesIn(presetFileNames()), caseName);

TEST(GoldenReports, OnePerShippedPresetAndNoOthers)
{
    if (updating())
        GTEST_SKIP() << "BREAKEVEN_UPDATE_GOLDEN=1: the golden files are being written";
    const QStringList presets = presetFiles();
    ASSERT_GE(presets.size(), 7);
    const QStringList goldens = QDir(goldenDir()).entryList({ QStringLiteral("*.json") }, QDir::Files);
    EXPECT_EQ(goldens, presets) << "tests/data/golden/ holds one report per file of presets/; regenerate with:\n    "
                                << regenerate << "\nand delete golden files whose preset is gone";
}

// A key the report writes is a key docs/report-format.md describes.
TEST(GoldenReports, EveryKeyIsDocumented)
{
    if (updating())
        GTEST_SKIP() << "BREAKEVEN_UPDATE_GOLDEN=1: the golden files are being written";
    QFile doc(QStringLiteral(BREAKEVEN_SOURCE_DIR "/docs/report-format.md"));
    ASSERT_TRUE(doc.open(QIODevice::ReadOnly));
    const QString text = QString::fromUtf8(doc.readAll());
    std::set<QString> keys;
    const QStringList goldens = QDir(goldenDir()).entryList({ QStringLiteral("*.json") }, QDir::Files);
    ASSERT_FALSE(goldens.isEmpty());
    for (const QString &file : goldens) {
        QFile f(QDir(goldenDir()).filePath(file));
        ASSERT_TRUE(f.open(QIODevice::ReadOnly)) << file.toStdString();
        collectKeys(QJsonDocument::fromJson(f.readAll()).object(), keys);
    }
    ASSERT_GE(keys.size(), 30u);
    for (const QString &key : keys) {
        const QRegularExpression word(QStringLiteral("\\b%1\\b").arg(QRegularExpression::escape(key)));
        EXPECT_TRUE(text.contains(word)) << "docs/report-format.md does not mention the report's key \""
                                         << key.toStdString() << "\"";
    }
}
