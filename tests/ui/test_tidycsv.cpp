// Tidy CSV (#13): one rectangular table per file (`export --csv --table NAME`, `--csv-dir DIR`,
// File > Export > Data as Tables), the scenario's inputs in inputs.csv, and the curve points beyond
// the hardware's capacity flagged.

#include "charts/chartregistry.h"
#include "export/csvexport.h"
#include "export/exportactions.h"
#include "mainwindow.h"
#include "mainwindowpeer.h"
#include "offerlimits.h"
#include "parameters.h"
#include "presetio.h"
#include "shippedpresets.h"

#include <gtest/gtest.h>

#include <QDir>
#include <QFile>
#include <QLocale>
#include <QProcess>
#include <QSet>
#include <QTemporaryDir>

#include <cmath>

using namespace breakeven;

namespace {

/// The records of a CSV text as a reader (pandas, a spreadsheet) sees them: RFC 4180 quoting, a
/// quoted field may hold commas, quotes ("") and line breaks. \a ok is false on a malformed text.
std::vector<QStringList> parseCsv(const QString &text, bool *ok)
{
    std::vector<QStringList> records;
    QStringList record;
    QString cell;
    bool quoted = false;
    bool atStart = true; // at the start of a cell
    *ok = true;
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text[i];
        if (quoted) {
            if (c == QLatin1Char('"')) {
                if (i + 1 < text.size() && text[i + 1] == QLatin1Char('"')) {
                    cell += c;
                    ++i;
                } else {
                    quoted = false;
                }
            } else {
                cell += c;
            }
            continue;
        }
        if (c == QLatin1Char('"') && atStart) {
            quoted = true;
            atStart = false;
        } else if (c == QLatin1Char(',')) {
            record << cell;
            cell.clear();
            atStart = true;
        } else if (c == QLatin1Char('\n')) {
            record << cell;
            records.push_back(record);
            record.clear();
            cell.clear();
            atStart = true;
        } else if (c == QLatin1Char('"')) {
            *ok = false; // a quote inside an unquoted cell
        } else {
            cell += c;
            atStart = false;
        }
    }
    if (quoted)
        *ok = false;
    if (!cell.isEmpty() || !record.isEmpty()) {
        record << cell;
        records.push_back(record);
    }
    return records;
}

/// Reads \a path as one table: exactly one header (first row) and every row as wide as it.
std::vector<QStringList> readTable(const QString &path)
{
    QFile file(path);
    EXPECT_TRUE(file.open(QIODevice::ReadOnly)) << path.toStdString();
    const QString text = QString::fromUtf8(file.readAll());
    EXPECT_TRUE(text.endsWith(QLatin1Char('\n'))) << path.toStdString();
    EXPECT_FALSE(text.contains(QStringLiteral("\n\n"))) << path.toStdString() << ": a blank line splits the table";
    bool ok = false;
    const std::vector<QStringList> rows = parseCsv(text, &ok);
    EXPECT_TRUE(ok) << path.toStdString();
    EXPECT_FALSE(rows.empty()) << path.toStdString();
    if (rows.empty())
        return rows;
    const QStringList &header = rows.front();
    EXPECT_EQ(QSet<QString>(header.begin(), header.end()).size(), header.size())
        << path.toStdString() << ": the header names a column twice";
    for (const QString &name : header)
        EXPECT_FALSE(name.isEmpty()) << path.toStdString();
    for (std::size_t r = 1; r < rows.size(); ++r) {
        EXPECT_EQ(rows[r].size(), header.size()) << path.toStdString() << " row " << r;
        EXPECT_NE(rows[r], header) << path.toStdString() << ": a second header at row " << r;
        for (const QString &cell : rows[r]) {
            EXPECT_NE(cell, QStringLiteral("inf"));
            EXPECT_NE(cell, QStringLiteral("nan"));
        }
    }
    return rows;
}

QStringList presetFiles()
{
    const QDir presets(QStringLiteral(BREAKEVEN_SOURCE_DIR "/presets"));
    QStringList files;
    for (const QString &name : presets.entryList({ QStringLiteral("*.json") }, QDir::Files))
        files << presets.filePath(name);
    EXPECT_GE(files.size(), 7);
    return files;
}

Scenario load(const QString &file)
{
    const PresetResult r = readPresetFile(file);
    EXPECT_TRUE(r.ok()) << file.toStdString();
    return r.ok() ? *r.scenario : Scenario {};
}

std::optional<qsizetype> column(const QStringList &header, const QString &name)
{
    const qsizetype i = header.indexOf(name);
    if (i < 0)
        return std::nullopt;
    return i;
}

struct CliRun {
    int code;
    QString out;
};

CliRun runBreakeven(const QStringList &args)
{
    QProcess p;
    p.start(QStringLiteral(BREAKEVEN_BINARY), args);
    if (!p.waitForFinished(60000))
        return { -1, {} };
    return { p.exitCode(), QString::fromUtf8(p.readAllStandardOutput() + p.readAllStandardError()) };
}

} // namespace

TEST(TidyCsv, TheTablesAreTheChartsThenBreakevenDecisionHybridPlanAndInputs) // #13
{
    QStringList expected;
    for (const ChartKindInfo &chart : chartKinds())
        expected << QLatin1String(chart.id);
    expected << QStringLiteral("breakeven") << QStringLiteral("decision") << QStringLiteral("hybrid-plan")
             << QStringLiteral("inputs");
    EXPECT_EQ(csvTableNames(), expected);
    const Scenario s = defaultScenario();
    QStringList names;
    for (const CsvTable &table : csvTables(s, evaluate(s), QStringLiteral("USD")))
        names << table.name;
    EXPECT_EQ(names, expected);
}

TEST(TidyCsv, EveryFileIsOneTableWithOneHeaderAndEqualRows) // #13
{
    for (const QString &file : presetFiles()) {
        SCOPED_TRACE(file.toStdString());
        const Scenario s = load(file);
        QTemporaryDir dir;
        ASSERT_TRUE(dir.isValid());
        const QString out = dir.filePath(QStringLiteral("tables"));
        QString error;
        QStringList written;
        ASSERT_TRUE(writeCsvDirectory(s, evaluate(s), s.displayCurrency, out, &error, &written)) << error.toStdString();
        ASSERT_EQ(written.size(), csvTableNames().size());
        for (const QString &name : csvTableNames()) {
            const QString path = QDir(out).filePath(name + QStringLiteral(".csv"));
            ASSERT_TRUE(written.contains(path)) << path.toStdString();
            readTable(path);
        }
        // The same tables, one at a time.
        const QString one = dir.filePath(QStringLiteral("breakeven.csv"));
        ASSERT_TRUE(writeCsvTable(s, evaluate(s), s.displayCurrency, QStringLiteral("breakeven"), one, &error));
        const std::vector<QStringList> rows = readTable(one);
        EXPECT_EQ(rows.size(), s.offers.size() + 1);
    }
}

TEST(TidyCsv, AnUnknownTableNameListsTheValidOnesAndWritesNothing) // #13
{
    const Scenario s = defaultScenario();
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("x.csv"));
    QString error;
    EXPECT_FALSE(writeCsvTable(s, evaluate(s), QStringLiteral("USD"), QStringLiteral("costs"), path, &error));
    EXPECT_FALSE(QFile::exists(path));
    for (const QString &name : csvTableNames())
        EXPECT_TRUE(error.contains(name)) << error.toStdString();
}

TEST(TidyCsv, InputsRoundTripThePresetsValues) // #13
{
    for (const QString &file : presetFiles()) {
        SCOPED_TRACE(file.toStdString());
        const Scenario s = load(file);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("inputs.csv"));
        QString error;
        ASSERT_TRUE(writeCsvTable(s, evaluate(s), QStringLiteral("USD"), QStringLiteral("inputs"), path, &error));
        const std::vector<QStringList> rows = readTable(path);
        ASSERT_FALSE(rows.empty());
        EXPECT_EQ(rows.front(),
            QStringList({ QStringLiteral("path"), QStringLiteral("value"), QStringLiteral("unit"),
                QStringLiteral("currency"), QStringLiteral("low"), QStringLiteral("high") }));
        // Every element of every registry field, once.
        std::size_t expected = 0;
        for (const Parameter &p : parameters())
            expected += p.count(s);
        for (const Field &f : fields())
            expected += f.count(s);
        ASSERT_EQ(rows.size(), expected + 1);

        // Each value is the preset's, exactly (the shortest text that reads back), with its unit and currency.
        Scenario fromDefault = defaultScenario();
        Scenario again = s;
        for (std::size_t r = 1; r < rows.size(); ++r) {
            const QString &at = rows[r][0];
            const QString &value = rows[r][1];
            if (const std::optional<ParamRef> ref = resolveParameter(s, at)) {
                const std::optional<double> v = ref->get(s);
                EXPECT_EQ(value.isEmpty(), !v) << at.toStdString();
                if (v) {
                    EXPECT_EQ(QLocale::c().toDouble(value), *v) << at.toStdString() << " " << value.toStdString();
                }
                EXPECT_EQ(rows[r][2], ref->parameter->fileUnit()) << at.toStdString();
                // #26: a ranged parameter's bounds at the current value; empty without a range.
                const Range *range = rangeOf(s, *ref);
                EXPECT_EQ(rows[r][4].isEmpty(), range == nullptr) << at.toStdString();
                if (range) {
                    EXPECT_EQ(QLocale::c().toDouble(rows[r][4]), range->low) << at.toStdString();
                    EXPECT_EQ(QLocale::c().toDouble(rows[r][5]), range->high) << at.toStdString();
                }
                if (at == QLatin1String("operation.utilization")) { // the file's 0.35, not 0.35 %
                    EXPECT_EQ(rows[r][2], QStringLiteral("fraction"));
                }
                EXPECT_EQ(rows[r][3], ref->parameter->currencyOf(s, ref->index)) << at.toStdString();
            } else {
                const std::optional<FieldRef> field = resolveField(s, at);
                ASSERT_TRUE(field) << "not a registry path: " << at.toStdString();
                EXPECT_EQ(value, field->field->get(s, field->index)) << at.toStdString();
            }
            // Read back the way `--set PATH=VALUE` reads it.
            const QString typed = value.isEmpty() && resolveParameter(s, at) ? QStringLiteral("none") : value;
            const std::optional<QString> problem = setByPath(again, at, typed);
            EXPECT_FALSE(problem) << at.toStdString() << ": " << problem.value_or(QString()).toStdString();
            if (findParameter(at) || findField(at)) { // a single field: onto the built-in scenario too
                EXPECT_FALSE(setByPath(fromDefault, at, typed)) << at.toStdString();
            }
        }
        EXPECT_TRUE(again == s) << "setting every row back changed the scenario";
        for (const Parameter &p : parameters()) {
            if (p.collection == Collection::None) {
                EXPECT_EQ(p.get(fromDefault, 0), p.get(s, 0)) << p.key;
            }
        }
        for (const Field &f : fields()) {
            if (f.collection == Collection::None) {
                EXPECT_EQ(f.get(fromDefault, 0), f.get(s, 0)) << f.key;
            }
        }
    }
}

TEST(TidyCsv, CurvePointsAreFlaggedBeyondCapacityExactlyAboveTMax) // #13
{
    Scenario noEvidence = test::shippedPreset("kimi-k31-pro-8xb300-modal.json");
    noEvidence.hardware.decodePoints.clear();
    noEvidence.hardware.maxThroughputTokS.reset();
    for (const Scenario &s : { test::shippedPreset("kimi-k31-pro-8xb300-modal.json"), noEvidence }) {
        const Evaluation e = evaluate(s);
        const Feasibility &f = e.feasibility;
        SCOPED_TRACE(f.capacityChecked ? "with evidence" : "without evidence");
        int above = 0;
        int below = 0;
        for (const CsvTable &table : csvTables(s, e, QStringLiteral("USD"))) {
            if (table.name != QLatin1String("cost") && table.name != QLatin1String("volume"))
                continue;
            const std::optional<qsizetype> flag = column(table.header, QStringLiteral("beyond_capacity"));
            ASSERT_TRUE(flag) << table.name.toStdString();
            ASSERT_FALSE(table.rows.empty());
            for (const QStringList &row : table.rows) {
                const double x = row[0].toDouble();
                // The volume's x in tokens a month: its throughput over the productive hours.
                const double tokS = table.name == QLatin1String("cost") ? x : x / e.selfHost.productive.value();
                const bool beyond = f.capacityChecked && tokS > f.capacity.value();
                EXPECT_EQ(row[*flag], beyond ? QStringLiteral("true") : QStringLiteral("false"))
                    << table.name.toStdString() << " at " << x;
                (beyond ? above : below) += 1;
            }
        }
        EXPECT_GT(below, 0);
        if (f.capacityChecked) {
            EXPECT_NEAR(f.capacity.value(), 4634.0, 1.0);
            EXPECT_GT(above, 0) << "the curves run past T_max";
        } else {
            EXPECT_EQ(above, 0) << "without evidence nothing is beyond the capacity";
        }
    }
}

TEST(TidyCsv, TheCommandLineWritesOneTableOrAFolderAndListsTheNames) // #13
{
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    const QString preset = QStringLiteral(BREAKEVEN_SOURCE_DIR "/presets/kimi-k31-pro-8xb300-modal.json");
    const QString one = dir.filePath(QStringLiteral("cost.csv"));
    CliRun r = runBreakeven({ QStringLiteral("export"), preset, QStringLiteral("--csv"), QStringLiteral("--table"),
        QStringLiteral("cost"), QStringLiteral("-o"), one });
    ASSERT_EQ(r.code, 0) << r.out.toStdString();
    const std::vector<QStringList> cost = readTable(one);
    ASSERT_FALSE(cost.empty());
    EXPECT_EQ(cost.front().front(), QStringLiteral("throughput_tok_s"));
    EXPECT_EQ(cost.front().back(), QStringLiteral("beyond_capacity"));

    const QString folder = dir.filePath(QStringLiteral("all"));
    r = runBreakeven({ QStringLiteral("export"), preset, QStringLiteral("--csv-dir"), folder });
    ASSERT_EQ(r.code, 0) << r.out.toStdString();
    for (const QString &name : csvTableNames())
        readTable(QDir(folder).filePath(name + QStringLiteral(".csv")));

    // A bad name: a usage error naming every valid one, and no file.
    const QString bad = dir.filePath(QStringLiteral("bad.csv"));
    r = runBreakeven({ QStringLiteral("export"), preset, QStringLiteral("--csv"), QStringLiteral("--table"),
        QStringLiteral("costs"), QStringLiteral("-o"), bad });
    EXPECT_EQ(r.code, 2);
    EXPECT_FALSE(QFile::exists(bad));
    for (const QString &name : csvTableNames())
        EXPECT_TRUE(r.out.contains(name)) << r.out.toStdString();

    r = runBreakeven({ QStringLiteral("--help") });
    for (const QString &name : csvTableNames())
        EXPECT_TRUE(r.out.contains(name)) << name.toStdString() << " not in --help";
    EXPECT_TRUE(r.out.contains(QStringLiteral("--csv-dir")));
}

TEST(TidyCsv, TheWindowExportsTheTablesIntoAFolder) // #13
{
    MainWindow window(defaultScenario(), {}, false);
    QString failure;
    peer(window).exportActions()->setErrorHandler([&](const QString &e) { failure = e; });
    QTemporaryDir dir;
    const QString out = dir.filePath(QStringLiteral("scenario"));
    ASSERT_TRUE(peer(window).exportActions()->exportTablesTo(out)) << failure.toStdString();
    for (const QString &name : csvTableNames())
        readTable(QDir(out).filePath(name + QStringLiteral(".csv")));
    EXPECT_FALSE(peer(window).exportActions()->exportTablesTo(QStringLiteral("/proc/no-such-folder/x")));
    EXPECT_FALSE(failure.isEmpty());
}

// Issue 34, item 2: a name from a file never becomes a spreadsheet formula, and no control
// character reaches a CSV cell; numbers, negative ones included, stay numbers.
TEST(CsvInjection, FormulaTextGetsAnApostropheAndControlCharactersAreReplacedInEveryTable) // #34
{
    Scenario s = defaultScenario();
    const QString hyperlink = QStringLiteral("=HYPERLINK(\"http://example.invalid\",\"x\")");
    ASSERT_GE(s.offers.size(), 4u);
    s.offers[0].provider = hyperlink;
    s.offers[1].provider = QStringLiteral("+1+1");
    s.offers[2].provider = QStringLiteral("@SUM(A1:A9)");
    s.offers[3].provider = QStringLiteral("-2+3");
    s.offers[3].model = QStringLiteral("\tcmd");
    s.name = QStringLiteral("Evil\x1b]0;title\x07\x1b[2J name");
    s.offers[0].source = QStringLiteral("\r=1+1");
    const Evaluation e = evaluate(s);

    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    QString error;
    QStringList written;
    ASSERT_TRUE(writeCsvDirectory(s, e, QStringLiteral("USD"), dir.path(), &error, &written)) << error.toStdString();
    ASSERT_EQ(written.size(), csvTableNames().size());
    const QString formulaStarts = QStringLiteral("=+-@\t\r");
    int prefixed = 0;
    int negativeNumbers = 0;
    QString all;
    for (const QString &path : written) {
        QFile f(path);
        ASSERT_TRUE(f.open(QIODevice::ReadOnly));
        const QString text = QString::fromUtf8(f.readAll());
        all += text;
        EXPECT_FALSE(text.contains(QChar(0x1b))) << path.toStdString();
        EXPECT_FALSE(text.contains(QChar(0x07))) << path.toStdString();
        bool ok = false;
        for (const QStringList &row : parseCsv(text, &ok)) {
            for (const QString &cell : row) {
                EXPECT_FALSE(cell.contains(QLatin1Char('\t')) || cell.contains(QLatin1Char('\r')))
                    << path.toStdString() << ": " << cell.toStdString();
                if (cell.isEmpty() || !formulaStarts.contains(cell.at(0)))
                    continue;
                bool number = false;
                cell.toDouble(&number);
                EXPECT_TRUE(number) << path.toStdString() << ": a formula cell " << cell.toStdString();
                negativeNumbers += number ? 1 : 0;
            }
            for (const QString &cell : row)
                prefixed += cell.startsWith(QLatin1Char('\'')) ? 1 : 0;
        }
        EXPECT_TRUE(ok) << path.toStdString();
    }
    EXPECT_TRUE(all.contains(QStringLiteral("'=HYPERLINK(")));
    EXPECT_TRUE(all.contains(QStringLiteral("'+1+1")));
    EXPECT_TRUE(all.contains(QStringLiteral("'@SUM(A1:A9)")));
    EXPECT_TRUE(all.contains(QStringLiteral("'-2+3")));
    EXPECT_TRUE(all.contains(QStringLiteral("Evil\uFFFD]0;title\uFFFD\uFFFD[2J name")));
    EXPECT_GE(prefixed, 4);
    // The default's API is cheaper at its 92 tok/s: the saving is a negative number, written as one.
    EXPECT_GT(negativeNumbers, 0) << "negative numbers keep their sign and no apostrophe";

    // The one-file export says the same.
    const QString one = QString::fromUtf8(csvExport(s, e, QStringLiteral("USD")));
    EXPECT_TRUE(one.contains(QStringLiteral("'=HYPERLINK(")));
    EXPECT_FALSE(one.contains(QChar(0x1b)));
}

// Issue 31 item 3: the break-even table carries each offer's limits, the demand's peak and whether the
// offer is flagged and left out of the cheapest, as the JSON report's offers[].limits.
TEST(TidyCsv, TheBreakevenTableCarriesEachOffersLimits)
{
    Scenario s = test::shippedPreset("kimi-k31-pro-8xb300-modal.json");
    ASSERT_GE(s.offers.size(), 2u);
    s.offers[0].rateLimitTokensPerMin = 1000.0; // far below the peak: flagged, excluded
    s.offers[1].rateLimitTokensPerMin = 1000.0;
    s.offers[1].keepDespiteLimits = true; // flagged, kept
    const Evaluation e = evaluate(s);
    for (const CsvTable &table : csvTables(s, e, QStringLiteral("USD"))) {
        if (table.name != QLatin1String("breakeven"))
            continue;
        const auto cell = [&](std::size_t row, const char *name) {
            const std::optional<qsizetype> c = column(table.header, QLatin1String(name));
            EXPECT_TRUE(c) << name;
            return c ? table.rows.at(row).at(*c) : QString();
        };
        ASSERT_EQ(table.rows.size(), s.offers.size());
        for (std::size_t i = 0; i < s.offers.size(); ++i) {
            const OfferLimits l = offerLimits(s, i);
            EXPECT_EQ(cell(i, "peak_tokens_per_min").toDouble(), l.peakTokensPerMin) << i;
            EXPECT_EQ(cell(i, "over_rate_limit"), i < 2 ? QStringLiteral("true") : QStringLiteral("false")) << i;
            EXPECT_EQ(cell(i, "excluded_from_cheapest"), i == 0 ? QStringLiteral("true") : QStringLiteral("false"))
                << i;
            EXPECT_EQ(cell(i, "kept_despite_limits"), i == 1 ? QStringLiteral("true") : QStringLiteral("false")) << i;
            EXPECT_EQ(cell(i, "rate_limit_tokens_per_min"), i < 2 ? QStringLiteral("1000") : QString()) << i;
            EXPECT_EQ(cell(i, "rate_limit_requests_per_min"), QString()) << i;
        }
        return;
    }
    FAIL() << "no breakeven table";
}
