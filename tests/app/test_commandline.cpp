// The command line: report and validate, exit codes, JSON interface, field-named errors.

#include "atomicwrite.h"
#include "clisupport.h"
#include "format.h"
#include "gpucatalog.h"
#include "offercolumns.h"
#include "parameters.h"
#include "presetio.h"
#include "priceage.h"
#include "report.h"
#include "scratchmount.h"

#include <gtest/gtest.h>

#include <algorithm>

#include <QCoreApplication>
#include <QDate>
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>
#include <QProcess>
#include <QProcessEnvironment>
#include <QTemporaryDir>
#include <QTextStream>

#include <sys/stat.h>

#include <cmath>

using namespace breakeven;
using namespace breakeven::test;

namespace {

QJsonObject jsonReport(const QStringList &args)
{
    const CliRun r = run(QStringList { QStringLiteral("report") } + args
        + QStringList { QStringLiteral("--format"), QStringLiteral("json") });
    EXPECT_EQ(r.code, 0) << r.err.toStdString();
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(r.out.toUtf8(), &error);
    EXPECT_EQ(error.error, QJsonParseError::NoError) << r.out.toStdString();
    return doc.object();
}

QJsonObject offerNamed(const QJsonObject &report, const char *provider, const char *model)
{
    for (const QJsonValue &v : report.value(QStringLiteral("offers")).toArray()) {
        const QJsonObject o = v.toObject();
        if (o.value(QStringLiteral("provider")).toString() == QLatin1String(provider)
            && o.value(QStringLiteral("model")).toString() == QLatin1String(model))
            return o;
    }
    ADD_FAILURE() << "no offer " << provider << " " << model;
    return {};
}

} // namespace

TEST(CommandLine, JsonReportHasTheDocumentedShape)
{
    const QJsonObject r = jsonReport({ preset("kimi-k31-pro-8xb300-modal.json") });
    EXPECT_EQ(r.value(QStringLiteral("format")).toString(), QStringLiteral("breakeven-report"));
    EXPECT_EQ(r.value(QStringLiteral("version")).toInt(), 1);
    EXPECT_EQ(
        r.value(QStringLiteral("preset")).toString(), QStringLiteral("Kimi K3.1 Pro on 8xB300 (Modal, always on)"));
    const QJsonObject self = r.value(QStringLiteral("self_host")).toObject();
    for (const char *key : { "monthly_cost_usd", "provisioned_hours_per_month", "productive_hours_per_month",
             "output_tokens_per_month", "cost_per_output_mtok_usd" })
        EXPECT_TRUE(self.value(QLatin1String(key)).isDouble()) << key;
    EXPECT_NEAR(self.value(QStringLiteral("cost_per_output_mtok_usd")).toDouble(), 171.47, 0.005);
    EXPECT_NEAR(self.value(QStringLiteral("monthly_cost_usd")).toDouble(), 41456.70, 0.005);
    const QJsonArray offers = r.value(QStringLiteral("offers")).toArray();
    ASSERT_EQ(offers.size(), 7);
    for (const QJsonValue &v : offers) {
        const QJsonObject o = v.toObject();
        for (const char *key : { "price_per_output_mtok_usd", "monthly_api_cost_usd", "monthly_saving_usd",
                 "breakeven_output_tokens_per_month", "breakeven_input_tokens_per_month", "breakeven_throughput_tok_s",
                 "request_cost_usd", "accepted_task_cost_usd" })
            EXPECT_TRUE(o.value(QLatin1String(key)).isDouble()) << key;
        EXPECT_TRUE(o.value(QStringLiteral("breakeven_reachable")).isBool());
        EXPECT_TRUE(o.value(QStringLiteral("cheaper")).toString() == QLatin1String("api"));
    }
    // Offers keep the preset's order.
    EXPECT_EQ(offers.at(3).toObject().value(QStringLiteral("provider")).toString(), QStringLiteral("CometAPI"));
    const QJsonObject apiyi = offerNamed(r, "APIYI", "kimi-k3.1-pro");
    EXPECT_NEAR(
        apiyi.value(QStringLiteral("breakeven_throughput_tok_s")).toDouble(), 1577.5, 1e-9); // 56.79 / 3600 / 1e-5
}

TEST(CommandLine, SetOverridesAFieldByPath)
{
    const QJsonObject r = jsonReport({ preset("kimi-k31-pro-8xb300-modal.json"), QStringLiteral("--set"),
        QStringLiteral("operation.throughput_tok_s=4634") });
    EXPECT_NEAR(
        r.value(QStringLiteral("self_host")).toObject().value(QStringLiteral("cost_per_output_mtok_usd")).toDouble(),
        3.40, 0.005);
    const QJsonObject cheap = offerNamed(r, "APIYI", "kimi-k3.1-pro");
    EXPECT_EQ(cheap.value(QStringLiteral("cheaper")).toString(), QStringLiteral("self-host"));
    EXPECT_GT(cheap.value(QStringLiteral("monthly_saving_usd")).toDouble(), 0.0);
}

TEST(CommandLine, NothingProducedGivesNullCostAndNullBreakEvenThroughput)
{
    const QJsonObject r
        = jsonReport({ QStringLiteral("default"), QStringLiteral("--set"), QStringLiteral("operation.utilization=0") });
    EXPECT_TRUE(
        r.value(QStringLiteral("self_host")).toObject().value(QStringLiteral("cost_per_output_mtok_usd")).isNull());
    const QJsonObject o = r.value(QStringLiteral("offers")).toArray().at(0).toObject();
    EXPECT_TRUE(o.value(QStringLiteral("breakeven_throughput_tok_s")).isNull());
    EXPECT_FALSE(o.value(QStringLiteral("breakeven_reachable")).toBool());
}

TEST(CommandLine, TextReportShowsTheArticlesFigures)
{
    const CliRun r = run({ QStringLiteral("report"), preset("kimi-k31-pro-8xb300-modal.json") });
    EXPECT_EQ(r.code, 0);
    EXPECT_TRUE(r.out.contains(QStringLiteral("$171.47"))) << r.out.toStdString();
    EXPECT_TRUE(r.out.contains(QStringLiteral("$41,456.70")));
    EXPECT_TRUE(r.out.contains(QStringLiteral("APIYI kimi-k3.1-pro")));
    EXPECT_TRUE(r.out.contains(QStringLiteral("1,578"))); // break-even tok/s against $10 (1,577.5)
    EXPECT_TRUE(r.err.isEmpty());
}

TEST(CommandLine, ReportRunsOnEveryShippedPreset)
{
    const QStringList files
        = QDir(QStringLiteral(BREAKEVEN_SOURCE_DIR "/presets")).entryList({ QStringLiteral("*.json") }, QDir::Files);
    ASSERT_GE(files.size(), 7);
    for (const QString &file : files) {
        const CliRun r = run({ QStringLiteral("report"), QStringLiteral(BREAKEVEN_SOURCE_DIR "/presets/") + file });
        EXPECT_EQ(r.code, 0) << file.toStdString() << r.err.toStdString();
        EXPECT_TRUE(r.out.contains(QStringLiteral("cost per output Mtok"))) << file.toStdString();
    }
}

TEST(CommandLine, ValidatePrintsOneLineForAGoodPreset)
{
    const CliRun r = run({ QStringLiteral("validate"), preset("china-b300-buy.json") });
    EXPECT_EQ(r.code, 0);
    EXPECT_EQ(r.out.count(QLatin1Char('\n')), 1) << r.out.toStdString();
    EXPECT_TRUE(r.out.contains(QStringLiteral("valid preset")));
    // The count in plain English (#33 item 4): "(1 offer)", "(7 offers)", never "offer(s)".
    EXPECT_FALSE(r.out.contains(QStringLiteral("(s)"))) << r.out.toStdString();
    const CliRun one = run({ QStringLiteral("validate"), preset("kimi-k31-pro-8xh200.json") });
    EXPECT_TRUE(one.out.contains(QStringLiteral("(1 offer)"))) << one.out.toStdString();
}

TEST(CommandLine, ValidateListsFieldNamedErrorsAndExitsOne)
{
    const QString file = QStringLiteral(BREAKEVEN_TEST_DATA "/broken/utilization-too-high.json");
    const CliRun r = run({ QStringLiteral("validate"), file });
    EXPECT_EQ(r.code, 1);
    EXPECT_TRUE(r.out.isEmpty());
    EXPECT_TRUE(r.err.contains(QStringLiteral("operation.utilization: 1.7 is outside 0..1"))) << r.err.toStdString();
}

TEST(CommandLine, BadOverrideIsExitOneAndNamesTheField)
{
    const CliRun r = run({ QStringLiteral("report"), QStringLiteral("default"), QStringLiteral("--set"),
        QStringLiteral("operation.utilization=1.5") });
    EXPECT_EQ(r.code, 1);
    EXPECT_TRUE(r.err.contains(QStringLiteral("operation.utilization: 1.5 is outside 0..1"))) << r.err.toStdString();
    const CliRun unknown = run({ QStringLiteral("report"), QStringLiteral("default"), QStringLiteral("--set"),
        QStringLiteral("operation.speed=3") });
    EXPECT_EQ(unknown.code, 1);
    EXPECT_TRUE(unknown.err.contains(QStringLiteral("operation.speed: no such field"))) << unknown.err.toStdString();
}

TEST(CommandLine, UsageErrorsExitTwo)
{
    EXPECT_EQ(run({ QStringLiteral("report") }).code, 2);
    EXPECT_EQ(
        run({ QStringLiteral("report"), QStringLiteral("default"), QStringLiteral("--format"), QStringLiteral("xml") })
            .code,
        2);
    EXPECT_EQ(
        run({ QStringLiteral("report"), QStringLiteral("default"), QStringLiteral("--set"), QStringLiteral("novalue") })
            .code,
        2);
    EXPECT_EQ(run({ QStringLiteral("report"), QStringLiteral("default"), QStringLiteral("--bogus") }).code, 2);
    EXPECT_EQ(run({ QStringLiteral("validate") }).code, 2);
}

TEST(CommandLine, MissingFileIsExitOne)
{
    const CliRun r = run({ QStringLiteral("report"), QStringLiteral("/nonexistent.json") });
    EXPECT_EQ(r.code, 1);
    EXPECT_TRUE(r.err.contains(QStringLiteral("cannot open"))) << r.err.toStdString();
}

// #15 part 6: escape sequences in names (clear screen, window title, OSC 8 links) never reach
// the terminal through report or validate.
TEST(CommandLine, ControlCharactersInNamesAreReplacedWhenPrinted)
{
    QFile base(preset("kimi-k31-pro-8xb300-modal.json"));
    ASSERT_TRUE(base.open(QIODevice::ReadOnly));
    QByteArray json = base.readAll();
    json.replace("\"name\": \"Kimi K3.1 Pro on 8xB300 (Modal, always on)\"",
        "\"name\": \"\\u001b[2J\\u001b]0;title\\u0007\\u001b]8;;http://x\\u001b\\\\link\\u009b31m\\u202e\"");
    json.replace("\"provider\": \"Moonshot\"", "\"provider\": \"Moon\\u001b[31mshot\"");
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    const QString file = dir.filePath(QStringLiteral("escapes.json"));
    QFile f(file);
    ASSERT_TRUE(f.open(QIODevice::WriteOnly));
    f.write(json);
    f.close();
    for (const QString &verb : { QStringLiteral("validate"), QStringLiteral("report") }) {
        const CliRun r = run({ verb, file });
        EXPECT_EQ(r.code, 0) << r.err.toStdString();
        for (const QChar c : r.out + r.err) {
            const char16_t u = c.unicode();
            EXPECT_FALSE((u < 0x20 && u != u'\n') || (u >= 0x7F && u <= 0x9F) || u == 0x202E)
                << verb.toStdString() << " printed U+" << std::hex << int(u);
        }
        EXPECT_TRUE(r.out.contains(QStringLiteral("\uFFFD[2J"))) << r.out.toStdString();
    }
    EXPECT_TRUE(run({ QStringLiteral("report"), file }).out.contains(QStringLiteral("Moon\uFFFD[31mshot kimi-k3")));
}

TEST(CommandLine, AFifoIsRefusedAtOnceAndAnEmptyFileSaysSo)
{
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    const QString fifo = dir.filePath(QStringLiteral("fifo.json"));
    ASSERT_EQ(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
    for (const QString &verb : { QStringLiteral("validate"), QStringLiteral("report") }) {
        const CliRun r = run({ verb, fifo });
        EXPECT_EQ(r.code, 1);
        EXPECT_TRUE(r.err.contains(QStringLiteral("is not a regular file"))) << r.err.toStdString();
    }
    const QString empty = dir.filePath(QStringLiteral("empty.json"));
    QFile f(empty);
    ASSERT_TRUE(f.open(QIODevice::WriteOnly));
    f.close();
    const CliRun r = run({ QStringLiteral("validate"), empty });
    EXPECT_EQ(r.code, 1);
    EXPECT_TRUE(r.err.contains(QStringLiteral("is empty (0 bytes)"))) << r.err.toStdString();
}

TEST(CommandLine, ManyOverridesAreAppliedTogether)
{
    QStringList args { QStringLiteral("report"), QStringLiteral("default"), QStringLiteral("--format"),
        QStringLiteral("json") };
    for (int i = 1; i <= 2000; ++i)
        args << QStringLiteral("--set") << QStringLiteral("operation.throughput_tok_s=%1").arg(i);
    const CliRun r = run(args);
    ASSERT_EQ(r.code, 0) << r.err.toStdString();
    const QJsonObject self
        = QJsonDocument::fromJson(r.out.toUtf8()).object().value(QStringLiteral("self_host")).toObject();
    // 2,000 tok/s for 730 hours, the last override.
    EXPECT_DOUBLE_EQ(self.value(QStringLiteral("output_tokens_per_month")).toDouble(), 2000.0 * 3600 * 730);
}

// The real executable: exit codes and streams as a shell sees them.
TEST(Executable, ValidateAndReportFromAShell)
{
    QProcess p;
    p.start(QStringLiteral(BREAKEVEN_BINARY),
        { QStringLiteral("validate"), QStringLiteral(BREAKEVEN_TEST_DATA "/broken/version-newer.json") });
    ASSERT_TRUE(p.waitForFinished(30000));
    EXPECT_EQ(p.exitCode(), 1);
    EXPECT_TRUE(QString::fromUtf8(p.readAllStandardError())
                    .contains(QStringLiteral("version: this preset uses format version 2")));

    p.start(QStringLiteral(BREAKEVEN_BINARY),
        { QStringLiteral("report"), preset("kimi-k31-pro-8xb300-modal.json"), QStringLiteral("--format"),
            QStringLiteral("json") });
    ASSERT_TRUE(p.waitForFinished(30000));
    EXPECT_EQ(p.exitCode(), 0);
    EXPECT_TRUE(QJsonDocument::fromJson(p.readAllStandardOutput()).isObject());
}

namespace {

/// The environment of a shell with no display and no runtime folder: no DISPLAY, no
/// WAYLAND_DISPLAY, no QT_QPA_PLATFORM (ctest sets one), no XDG_RUNTIME_DIR; settings in \a home.
QProcessEnvironment headless(const QString &home)
{
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    for (const char *name : { "DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM", "XDG_RUNTIME_DIR" })
        env.remove(QLatin1String(name));
    env.insert(QStringLiteral("HOME"), home);
    env.insert(QStringLiteral("XDG_CONFIG_HOME"), home + QStringLiteral("/config"));
    return env;
}

struct ProcessRun {
    QProcess::ExitStatus status;
    int code;
    QString out;
    QString err;
};

ProcessRun runHeadless(const QStringList &args, const QString &home)
{
    QProcess p;
    p.setProcessEnvironment(headless(home));
    p.start(QStringLiteral(BREAKEVEN_BINARY), args);
    EXPECT_TRUE(p.waitForFinished(60000)) << args.join(QLatin1Char(' ')).toStdString();
    return { p.exitStatus(), p.exitCode(), QString::fromUtf8(p.readAllStandardOutput()),
        QString::fromUtf8(p.readAllStandardError()) };
}

} // namespace

// Issue 13, "Without a display": --screenshot and every command-line mode run on their own.
TEST(Headless, ScreenshotAndCommandLineModesNeedNoDisplayAndPrintNoQtNoise)
{
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    const QString shot = dir.filePath(QStringLiteral("shot.png"));
    const QString chart = dir.filePath(QStringLiteral("chart.png"));
    const QList<QStringList> commands {
        { QStringLiteral("--screenshot"), shot, preset("kimi-k31-pro-8xb300-modal.json") },
        { QStringLiteral("export"), QStringLiteral("default"), QStringLiteral("--chart"), QStringLiteral("cost"),
            QStringLiteral("-o"), chart },
        { QStringLiteral("report"), QStringLiteral("default") },
        { QStringLiteral("validate"), preset("china-b300-buy.json") },
        { QStringLiteral("--help") },
    };
    for (const QStringList &args : commands) {
        SCOPED_TRACE(args.join(QLatin1Char(' ')).toStdString());
        const ProcessRun r = runHeadless(args, dir.path());
        EXPECT_EQ(r.status, QProcess::NormalExit);
        EXPECT_EQ(r.code, 0);
        EXPECT_TRUE(r.err.isEmpty()) << r.err.toStdString();
    }
    for (const QString &png : { shot, chart }) {
        QFile f(png);
        ASSERT_TRUE(f.open(QIODevice::ReadOnly)) << png.toStdString();
        const QByteArray head = f.read(24);
        ASSERT_EQ(head.size(), 24);
        EXPECT_TRUE(head.startsWith("\x89PNG\r\n\x1a\n"));
        const auto byte = [&](int i) { return static_cast<int>(static_cast<unsigned char>(head.at(i))); };
        const int width = (byte(16) << 24) | (byte(17) << 16) | (byte(18) << 8) | byte(19);
        EXPECT_GE(width, 640) << png.toStdString(); // IHDR: a real picture, not a stub
    }
}

TEST(Headless, TheWindowWithoutADisplayExplainsAndExitsOne)
{
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    for (const QStringList &args : { QStringList {}, QStringList { preset("china-b300-buy.json") } }) {
        const ProcessRun r = runHeadless(args, dir.path());
        EXPECT_EQ(r.status, QProcess::NormalExit); // not SIGABRT
        EXPECT_EQ(r.code, 1);
        EXPECT_TRUE(r.err.contains(QStringLiteral("no display"))) << r.err.toStdString();
        EXPECT_TRUE(r.err.contains(QStringLiteral("xvfb-run"))) << r.err.toStdString();
    }
}

// A double-clicked broken preset: the window opens anyway (on the scenario it opens without a
// file) and says what is wrong; the same file under --screenshot exits 1. Both name the field.
TEST(Executable, AWindowStartedOnABrokenPresetOpensAndSaysWhatIsWrong)
{
    const QString broken = QStringLiteral(BREAKEVEN_TEST_DATA "/broken/utilization-too-high.json");
    const QString message = QStringLiteral("operation.utilization: 1.7 is outside 0..1");
    QTemporaryDir home;
    ASSERT_TRUE(home.isValid());
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    env.insert(QStringLiteral("HOME"), home.path());
    env.insert(QStringLiteral("XDG_CONFIG_HOME"), home.filePath(QStringLiteral("config")));
    env.insert(QStringLiteral("BREAKEVEN_LANGUAGE"), QStringLiteral("en"));

    QProcess window;
    window.setProcessEnvironment(env);
    window.setReadChannel(QProcess::StandardError);
    window.start(QStringLiteral(BREAKEVEN_BINARY), { broken });
    QString err;
    while (!err.contains(message) && window.waitForReadyRead(30000))
        err += QString::fromUtf8(window.readAllStandardError());
    EXPECT_TRUE(err.contains(message)) << err.toStdString();
    // Before, the program exited 1 right after that line; now the window stays open.
    EXPECT_FALSE(window.waitForFinished(3000)) << "exit code " << window.exitCode();
    window.kill();
    window.waitForFinished(30000);

    QProcess shot;
    shot.setProcessEnvironment(env);
    shot.start(QStringLiteral(BREAKEVEN_BINARY),
        { QStringLiteral("--screenshot"), home.filePath(QStringLiteral("shot.png")), broken });
    ASSERT_TRUE(shot.waitForFinished(60000));
    EXPECT_EQ(shot.exitCode(), 1);
    EXPECT_TRUE(QString::fromUtf8(shot.readAllStandardError()).contains(message));
    EXPECT_FALSE(QFile::exists(home.filePath(QStringLiteral("shot.png"))));
}

// Issue 15: every file the executable writes goes through the atomic write; on a full disk the
// screenshot fails with the reason, exit 1, and the old file stays.
TEST(Executable, ScreenshotOnAFullDiskExitsOneAndKeepsTheOldFile)
{
    test::ScratchMount fs;
    BREAKEVEN_SKIP_UNLESS_MOUNTED(fs);
    const QString out = fs.filePath(QStringLiteral("shot.png"));
    ASSERT_TRUE(writeFileAtomically(out, "old", nullptr));
    ASSERT_TRUE(fs.fill());
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    p.setProcessEnvironment(env);
    p.start(QStringLiteral(BREAKEVEN_BINARY), { QStringLiteral("--screenshot"), out, QStringLiteral("default") });
    ASSERT_TRUE(p.waitForFinished(60000));
    const QString err = QString::fromUtf8(p.readAllStandardError());
    EXPECT_EQ(p.exitCode(), 1) << err.toStdString();
    EXPECT_TRUE(err.contains(QStringLiteral("No space left on device"))) << err.toStdString();
    QFile f(out);
    ASSERT_TRUE(f.open(QIODevice::ReadOnly));
    EXPECT_EQ(f.readAll(), QByteArray("old"));
}

// Issue 34, item 7: a file name whose bytes are not UTF-8 was read or written under another
// name (its bytes replaced); it is refused, naming the argument.
TEST(Executable, AFileNameThatIsNotUtf8IsRefusedNotRenamed) // #34
{
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    QProcess p;
    p.setWorkingDirectory(dir.path());
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("LC_ALL"), QStringLiteral("C.UTF-8"));
    p.setProcessEnvironment(env);
    // The shell passes the byte 0xFF, which QProcess's QString arguments cannot.
    p.start(QStringLiteral("/bin/sh"),
        { QStringLiteral("-c"), QStringLiteral("exec \"$0\" export default --csv -o \"$(printf 'caf\\351.csv')\""),
            QStringLiteral(BREAKEVEN_BINARY) });
    ASSERT_TRUE(p.waitForFinished(60000));
    const QString err = QString::fromUtf8(p.readAllStandardError());
    EXPECT_EQ(p.exitCode(), 2) << err.toStdString();
    EXPECT_TRUE(err.contains(QStringLiteral("argument 5 is not valid text in the system's encoding")))
        << err.toStdString();
    EXPECT_TRUE(QDir(dir.path()).entryList(QDir::Files).isEmpty()) << "nothing written under a changed name";
}

// Issue 26, item 4: the odds follow the sliders. At 92 tok/s self-hosting is dearer than Moonshot
// kimi-k3.1-pro by $36k a month, at 2,091 cheaper by $68k: the probability moves with the value.
TEST(CommandLine, TheOddsFollowTheThroughputSetOnTheCommandLine) // #26
{
    const auto pCheaper = [](const char *throughput) {
        const CliRun r = run({ QStringLiteral("report"), QStringLiteral("default"), QStringLiteral("--samples"),
            QStringLiteral("4000"), QStringLiteral("--seed"), QStringLiteral("7"), QStringLiteral("--set"),
            QStringLiteral("operation.throughput_tok_s=%1").arg(QString::fromLatin1(throughput)),
            QStringLiteral("--format"), QStringLiteral("json") });
        EXPECT_EQ(r.code, 0) << r.err.toStdString();
        const QJsonObject json = QJsonDocument::fromJson(r.out.toUtf8()).object();
        for (const QJsonValue &o :
            json.value(QStringLiteral("uncertainty")).toObject().value(QStringLiteral("offers")).toArray()) {
            const QJsonObject offer = o.toObject();
            if (offer.value(QStringLiteral("provider")).toString() == QLatin1String("Moonshot")
                && offer.value(QStringLiteral("model")).toString() == QLatin1String("kimi-k3.1-pro"))
                return offer.value(QStringLiteral("p_self_host_cheaper")).toDouble(-1.0);
        }
        ADD_FAILURE() << "no Moonshot kimi-k3.1-pro in the uncertainty";
        return -1.0;
    };
    const double at92 = pCheaper("92");
    const double at2091 = pCheaper("2091");
    EXPECT_GE(at92, 0.0);
    EXPECT_GE(at2091, at92 + 0.3) << at92 << " at 92 tok/s, " << at2091 << " at 2,091";
}

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    ::testing::InitGoogleTest(&argc, argv);
    return RUN_ALL_TESTS();
}

namespace {

/// The shipped preset \a file as JSON, for a test to change; the test fails if it cannot be read.
QJsonObject presetJson(const char *file)
{
    QFile in(preset(file));
    EXPECT_TRUE(in.open(QIODevice::ReadOnly)) << file;
    return QJsonDocument::fromJson(in.readAll()).object();
}

/// \a root written to \a name in \a dir; its path.
QString writeJson(const QTemporaryDir &dir, const char *name, const QJsonObject &root)
{
    EXPECT_TRUE(dir.isValid());
    const QString file = dir.filePath(QString::fromLatin1(name));
    QFile out(file);
    EXPECT_TRUE(out.open(QIODevice::WriteOnly)) << name;
    out.write(QJsonDocument(root).toJson());
    return file;
}

} // namespace

TEST(CommandLine, ValidateWarnsAboutAnUntaggedOfferInANonUsdPreset) // #8
{
    QJsonObject root = presetJson("china-b300-buy.json");
    ASSERT_EQ(root.value(QStringLiteral("currency")).toString(), QStringLiteral("CNY"));
    QJsonArray offers = root.value(QStringLiteral("offers")).toArray();
    QJsonObject second = offers.at(1).toObject();
    second.remove(QStringLiteral("currency"));
    offers[1] = second;
    root.insert(QStringLiteral("offers"), offers);
    const QTemporaryDir dir;
    const QString file = writeJson(dir, "untagged.json", root);

    const CliRun r = run({ QStringLiteral("validate"), file });
    EXPECT_EQ(r.code, 0) << r.err.toStdString(); // a warning, not an error
    EXPECT_TRUE(r.out.contains(QStringLiteral("valid preset"))) << r.out.toStdString();
    EXPECT_TRUE(r.err.contains(QStringLiteral("warning: offers[1].currency: missing"))) << r.err.toStdString();
    EXPECT_TRUE(r.err.contains(QStringLiteral("CNY"))) << r.err.toStdString();

    // The shipped CNY preset tags every offer: no warning.
    const CliRun clean = run({ QStringLiteral("validate"), preset("china-b300-buy.json") });
    EXPECT_EQ(clean.code, 0);
    EXPECT_TRUE(clean.err.isEmpty()) << clean.err.toStdString();
}

TEST(CommandLine, ValidateWarnsWhenTheMemoryContradictsTheGpuCatalog) // #10
{
    QJsonObject root = presetJson("kimi-k31-pro-8xh200.json");
    QJsonObject hardware = root.value(QStringLiteral("hardware")).toObject();
    hardware.insert(QStringLiteral("memory_gb_per_gpu"), 288);
    root.insert(QStringLiteral("hardware"), hardware);
    const QTemporaryDir dir;
    const QString file = writeJson(dir, "h200-288.json", root);

    const CliRun r = run({ QStringLiteral("validate"), file });
    EXPECT_EQ(r.code, 0) << r.err.toStdString(); // a warning, not an error
    EXPECT_TRUE(r.err.contains(QStringLiteral("warning: hardware.memory_gb_per_gpu: \"H200\" has 141 GB per GPU in the "
                                              "GPU catalog, but the preset says 288 GB")))
        << r.err.toStdString();

    // The shipped preset agrees with the catalog: no warning.
    const CliRun clean = run({ QStringLiteral("validate"), preset("kimi-k31-pro-8xh200.json") });
    EXPECT_EQ(clean.code, 0);
    EXPECT_TRUE(clean.err.isEmpty()) << clean.err.toStdString();
}

TEST(CommandLine, JsonReportOfTheH200PresetAt3000TokSIsNotFeasible) // #8
{
    const QJsonObject r = jsonReport({ preset("kimi-k31-pro-8xh200.json"), QStringLiteral("--set"),
        QStringLiteral("operation.throughput_tok_s=3000") });
    const QJsonObject f = r.value(QStringLiteral("feasibility")).toObject();
    EXPECT_EQ(f.value(QStringLiteral("feasible")), QJsonValue(false));
    EXPECT_EQ(f.value(QStringLiteral("fits")), QJsonValue(false));
    EXPECT_EQ(f.value(QStringLiteral("within_capacity")), QJsonValue(true));
    ASSERT_EQ(f.value(QStringLiteral("reasons")).toArray().size(), 1);
    EXPECT_TRUE(f.value(QStringLiteral("reasons")).toArray().at(0).toString().contains(QStringLiteral("605 GB short")));
    for (const QJsonValue &v : r.value(QStringLiteral("offers")).toArray()) {
        EXPECT_EQ(v.toObject().value(QStringLiteral("cheaper")).toString(), QStringLiteral("not-feasible"));
        EXPECT_TRUE(v.toObject().value(QStringLiteral("monthly_saving_usd")).isNull());
    }
}

TEST(CommandLine, BadSamplesOrSeedNameTheOptionAndItsAllowedRange) // #11
{
    const auto report = [](const QStringList &extra) {
        return run(QStringList { QStringLiteral("report"), QStringLiteral("default") } + extra);
    };
    for (const char *bad : { "0", "-5", "abc", "1.5", "10000001", "" }) {
        const CliRun r = report({ QStringLiteral("--samples"), QString::fromLatin1(bad) });
        EXPECT_EQ(r.code, 2) << bad;
        EXPECT_TRUE(r.err.contains(
            QStringLiteral("--samples: \"%1\" is not a whole number from 1 to 10000000").arg(QString::fromLatin1(bad))))
            << r.err.toStdString();
        EXPECT_TRUE(r.out.isEmpty()) << bad;
    }
    for (const char *bad : { "-1", "x", "9007199254740992", "2.5" }) {
        const CliRun r = report(
            { QStringLiteral("--samples"), QStringLiteral("100"), QStringLiteral("--seed"), QString::fromLatin1(bad) });
        EXPECT_EQ(r.code, 2) << bad;
        EXPECT_TRUE(r.err.contains(QStringLiteral("--seed: \"%1\" is not a whole number from 0 to 9007199254740991")
                                       .arg(QString::fromLatin1(bad))))
            << r.err.toStdString();
    }
    // The bounds themselves are accepted.
    EXPECT_EQ(report({ QStringLiteral("--samples"), QStringLiteral("1"), QStringLiteral("--seed"),
                         QStringLiteral("9007199254740991") })
                  .code,
        0);
}

TEST(CommandLine, TextReportWithSamplesShowsTheOddsInTheBreakEvenTable) // #11
{
    const CliRun plain = run({ QStringLiteral("report"), QStringLiteral("default") });
    ASSERT_EQ(plain.code, 0);
    EXPECT_TRUE(plain.out.contains(QStringLiteral("Self-hosting cheaper (share of ranges)")));
    const CliRun sure = run({ QStringLiteral("report"), QStringLiteral("default"), QStringLiteral("--samples"),
        QStringLiteral("2000"), QStringLiteral("--seed"), QStringLiteral("3") });
    ASSERT_EQ(sure.code, 0);
    // Each offer's row carries the share the same run finds.
    const Scenario s = defaultScenario();
    const Evaluation e = evaluate(s);
    MonteCarloOptions options;
    options.samples = 2000;
    options.seed = 3;
    const MonteCarloResult mc = runMonteCarlo(s, options);
    const QStringList lines = sure.out.split(QLatin1Char('\n'));
    for (std::size_t i = 0; i < s.offers.size(); ++i) {
        const QString name = terminalText(s.offers[i].displayName());
        const auto row = std::find_if(
            lines.begin(), lines.end(), [&](const QString &l) { return l.startsWith(name + QLatin1Char(' ')); });
        ASSERT_NE(row, lines.end()) << name.toStdString();
        EXPECT_TRUE(row->contains(selfHostCheaperText(OfferRow { s, e, i, &mc }, format::fixedLocale())))
            << row->toStdString();
    }
    // What the answer hinges on, in words and the parameter's own units (a new user's review: it read
    // "cost.gpu_hour: monthly_saving_usd ... at 5.89655 to ... at 8").
    const auto hinge = std::find_if(
        lines.begin(), lines.end(), [](const QString &l) { return l.contains(QStringLiteral("hinges most on")); });
    ASSERT_NE(hinge, lines.end()) << sure.out.toStdString();
    EXPECT_TRUE(hinge->startsWith(
        QStringLiteral("  hinges most on GPU price per GPU-hour (cost.gpu_hour): the monthly saving from ")))
        << hinge->toStdString();
    EXPECT_TRUE(hinge->contains(QStringLiteral(" at USD 5.90 to ")) && hinge->contains(QStringLiteral(" at USD 8 (")))
        << hinge->toStdString();
}

// Issue 10, "Done when": MODEL.md section 7's reference figures come out of `breakeven report` from
// a shipped preset (8xB300, peak 4,634, P_in 21,000): T_max 2,203 tok/s at r = 5, 2,203 at r = 50
// with h_s = 0.9, 1,445 at r = 10.
TEST(CommandLine, ReportGivesTheReferenceCapacities)
{
    struct Case {
        const char *r;
        const char *prefixHit;
        double tMax;
    };
    for (const Case &c : { Case { "5", "0", 2203.17 }, Case { "50", "0.9", 2203.17 }, Case { "10", "0", 1445.11 } }) {
        const QStringList args { preset("kimi-k31-pro-8xb300-modal.json"), QStringLiteral("--set"),
            QStringLiteral("workload.input_per_output=") + QLatin1String(c.r), QStringLiteral("--set"),
            QStringLiteral("operation.self_host_prefix_hit=") + QLatin1String(c.prefixHit) };
        const QJsonObject capacity = jsonReport(args).value(QStringLiteral("capacity")).toObject();
        EXPECT_NEAR(capacity.value(QStringLiteral("t_max_tok_s")).toDouble(), c.tMax, 0.01) << c.r;
        const CliRun text = run(QStringList { QStringLiteral("report") } + args);
        EXPECT_TRUE(text.out.contains(QStringLiteral("  capacity                        T_max %1 tok/s")
                                          .arg(QLocale(QLocale::English).toString(c.tMax, 'f', 0))))
            << text.out.toStdString();
    }
}

// Issue 10, "Done when": the K3.1 Pro article's fit table from `breakeven report`, each row the
// shipped 8xB300 preset on a configuration of the built-in GPU catalog: 8xH100 no (weights 2.4x
// memory), 8xH200 about 433 GB short of the weights, 16xH200 fits (two nodes), 8xB200 about
// 121 GB short, 16xB200 fits, 8xB300 fits, 8xMI355X fits.
TEST(CommandLine, ReportReproducesTheArticlesFitTable)
{
    struct Row {
        const char *gpu;
        int count;
        bool fits;
        double rawShortGb;
        int nodes;
    };
    const Row rows[] = { { "H100", 8, false, 920.9, 1 }, { "H200", 8, false, 432.9, 1 }, { "H200", 16, true, 0.0, 2 },
        { "B200", 8, false, 120.9, 1 }, { "B200", 16, true, 0.0, 2 }, { "B300", 8, true, 0.0, 1 },
        { "MI355X", 8, true, 0.0, 1 } };
    for (const Row &row : rows) {
        const GpuSpec *gpu = builtInGpuCatalog().find(QString::fromLatin1(row.gpu));
        ASSERT_NE(gpu, nullptr) << row.gpu;
        const QJsonObject memory = jsonReport(
            { preset("kimi-k31-pro-8xb300-modal.json"), QStringLiteral("--set"),
                QStringLiteral("hardware.gpu=%1").arg(gpu->name), QStringLiteral("--set"),
                QStringLiteral("hardware.count=%1").arg(row.count), QStringLiteral("--set"),
                QStringLiteral("hardware.memory_gb_per_gpu=%1").arg(gpu->memoryGbPerGpu), QStringLiteral("--set"),
                QStringLiteral("hardware.gpus_per_node=%1").arg(gpu->gpusPerNode) })
                                       .value(QStringLiteral("memory"))
                                       .toObject();
        const std::string name = std::to_string(row.count) + "x" + row.gpu;
        EXPECT_EQ(memory.value(QStringLiteral("fits")).toBool(), row.fits) << name;
        EXPECT_NEAR(memory.value(QStringLiteral("raw_short_gb")).toDouble(), row.rawShortGb, 0.05) << name;
        EXPECT_EQ(memory.value(QStringLiteral("nodes")).toInt(), row.nodes) << name;
        if (row.count == 8 && QLatin1String(row.gpu) == QLatin1String("H100")) {
            EXPECT_NEAR(memory.value(QStringLiteral("weights_to_installed")).toDouble(), 2.44, 0.005); // "2.4x"
        }
    }
}

// #12: the worked figures, as `breakeven report` prints them from the shipped presets.
TEST(CommandLine, WholeBillWorkedFiguresFromShippedPresets)
{
    const auto json = [](QStringList args) {
        args.prepend(QStringLiteral("report"));
        args << QStringLiteral("--format") << QStringLiteral("json");
        const CliRun r = run(args);
        EXPECT_EQ(r.code, 0) << r.err.toStdString();
        return QJsonDocument::fromJson(r.out.toUtf8()).object();
    };
    const auto offer = [](const QJsonObject &report, const char *block, int index) {
        QJsonValue v = report;
        for (const QString &key : QString::fromLatin1(block).split(QLatin1Char('.')))
            v = v.toObject().value(key);
        return v.toArray().at(index).toObject();
    };
    // Staff: $25k a month moves the break-even against $10/Mtok (Moonshot kimi-k3.1-pro, offer 1) to 2,529 tok/s.
    const QJsonObject staffed
        = json({ preset("kimi-k31-pro-8xb300-modal.json"), QStringLiteral("--set"), QStringLiteral("cost.staff.fte=1"),
            QStringLiteral("--set"), QStringLiteral("cost.staff.cost_per_fte_month=25000") });
    EXPECT_EQ(offer(staffed, "offers", 1).value(QStringLiteral("model")).toString(), QStringLiteral("kimi-k3.1-pro"));
    EXPECT_EQ(
        std::lround(offer(staffed, "offers", 1).value(QStringLiteral("breakeven_throughput_tok_s")).toDouble()), 2529);
    // The China contract at 4 h a day: the CNY 190k minimum, not the hours' 31.7k.
    const QJsonObject contract = json({ preset("china-b300-rent-5y-committed.json"), QStringLiteral("--set"),
        QStringLiteral("operation.hours_per_day=4") });
    const QJsonObject bill = contract.value(QStringLiteral("bill")).toObject();
    EXPECT_NEAR(
        bill.value(QStringLiteral("monthly")).toObject().value(QStringLiteral("hardware_usd")).toDouble() * 7.25,
        190000.0, 0.01);
    EXPECT_NEAR(
        bill.value(QStringLiteral("billing")).toObject().value(QStringLiteral("hours_on_monthly_usd")).toDouble()
            * 7.25,
        31666.7, 0.1);
    // The China purchase: 203.2k straight line, 228.1k at 8 % (MODEL.md's monthly compounding), 154.6k at 25 %
    // residual.
    const auto total = [](const QJsonObject &r) {
        return r.value(QStringLiteral("bill"))
                   .toObject()
                   .value(QStringLiteral("monthly"))
                   .toObject()
                   .value(QStringLiteral("total_usd"))
                   .toDouble()
            * 7.25;
    };
    EXPECT_NEAR(total(json({ preset("china-b300-buy.json") })), 203213, 1);
    EXPECT_NEAR(total(json({ preset("china-b300-buy.json"), QStringLiteral("--set"),
                    QStringLiteral("cost.buy.cost_of_capital=0.08") })),
        228120, 50);
    EXPECT_NEAR(total(json({ preset("china-b300-buy.json"), QStringLiteral("--set"),
                    QStringLiteral("cost.buy.residual_value=0.25") })),
        154602, 50);
    // IMEC per task, like for like: $7.88 on the node, about $0.52 for the same task on Moonshot's kimi-k3 (offer 0).
    const QJsonObject tasks
        = json({ preset("imec-k3-8xb300-tasks.json"), QStringLiteral("--set"), QStringLiteral("cost.staff.fte=0") })
              .value(QStringLiteral("tasks"))
              .toObject();
    EXPECT_NEAR(tasks.value(QStringLiteral("self_host_cost_per_accepted_task_usd")).toDouble(), 7.88, 0.005);
    EXPECT_NEAR(tasks.value(QStringLiteral("offers"))
                    .toArray()
                    .at(0)
                    .toObject()
                    .value(QStringLiteral("cost_per_accepted_task_usd"))
                    .toDouble(),
        0.52, 0.005);
    EXPECT_NEAR(tasks.value(QStringLiteral("output_tokens")).toDouble(), 17385, 1);
    EXPECT_NEAR(tasks.value(QStringLiteral("input_tokens")).toDouble(), 86925, 1);
    // And the text report says when there is no staff cost.
    EXPECT_TRUE(run({ QStringLiteral("report"), preset("china-b300-buy.json") })
                    .out.contains(QStringLiteral("no staff cost included")));
}

// Issue 34, item 5: memory follows what is accepted. 10^7 samples of a valid 100-offer preset
// needed about 24 GB and aborted with std::bad_alloc; now they are refused up front with the
// reason and the largest count that fits, and that count runs.
TEST(CommandLine, SamplesThatWouldNotFitInMemoryAreRefusedUpFrontWithTheLargestCountThatFits) // #34
{
    Scenario s = defaultScenario();
    const Offer base = s.offers.front();
    s.offers.clear();
    for (int i = 0; i < 100; ++i) {
        Offer o = base;
        o.model = QStringLiteral("model-%1").arg(i);
        o.output = 5.0 + i; // each priced differently: each keeps its own figures
        s.offers.push_back(o);
    }
    s.ranges[QStringLiteral("workload.cache_hit")] = Range(0.0, 0.5); // every offer's blended price varies
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    const QString file = dir.filePath(QStringLiteral("hundred.json"));
    QString error;
    ASSERT_TRUE(writePresetFile(s, file, &error)) << error.toStdString();
    const PresetResult read = readPresetFile(file);
    ASSERT_TRUE(read.ok());
    // Five figures of the self-hosted side, three per offer (saving, break-even volume and throughput).
    EXPECT_EQ(monteCarloColumnBytes(*read.scenario, 1), (5u + 3u * 100u) * sizeof(double));
    const std::size_t fits = maxMonteCarloColumnBytes / ((5 + 3 * 100) * sizeof(double));
    EXPECT_EQ(fits, 96262u);

    CliRun r = run({ QStringLiteral("report"), file, QStringLiteral("--samples"), QStringLiteral("10000000") });
    EXPECT_EQ(r.code, 2);
    EXPECT_TRUE(r.out.isEmpty());
    EXPECT_TRUE(r.err.contains(QStringLiteral("--samples: 10000000 samples of this preset keep 305 figures each, "
                                              "23270 MiB; a run may use at most 224 MiB: give at most 96262 samples")))
        << r.err.toStdString();
    r = run({ QStringLiteral("report"), file, QStringLiteral("--samples"), QString::number(fits),
        QStringLiteral("--format"), QStringLiteral("json") });
    EXPECT_EQ(r.code, 0) << r.err.toStdString();
    const QJsonObject json = QJsonDocument::fromJson(r.out.toUtf8()).object();
    EXPECT_EQ(json.value(QStringLiteral("uncertainty")).toObject().value(QStringLiteral("samples")).toInt(), int(fits));
}

TEST(CommandLine, SetHardwareGpuAppliesTheCatalogAndSaysWhatItKept) // #27 item 2
{
    const CliRun r = run({ QStringLiteral("report"), QStringLiteral("default"), QStringLiteral("--format"),
        QStringLiteral("json"), QStringLiteral("--set"), QStringLiteral("hardware.gpu=H200") });
    ASSERT_EQ(r.code, 0) << r.err.toStdString();
    const QJsonObject report = QJsonDocument::fromJson(r.out.toUtf8()).object();
    const QJsonObject memory = report.value(QStringLiteral("memory")).toObject();
    EXPECT_NEAR(memory.value(QStringLiteral("installed_all_gb")).toDouble(), 8 * 141.0, 1e-6); // not 8 x 288
    EXPECT_FALSE(report.value(QStringLiteral("feasibility")).toObject().value(QStringLiteral("fits")).toBool());
    const QJsonObject capacity = report.value(QStringLiteral("capacity")).toObject();
    EXPECT_EQ(capacity.value(QStringLiteral("evidence")).toString(), QStringLiteral("other-gpu"));
    EXPECT_EQ(capacity.value(QStringLiteral("evidence_gpu")).toString(), QStringLiteral("B300"));
    // Never silently: stderr names the price taken from the catalog and the curve kept from B300.
    EXPECT_TRUE(r.err.contains(QStringLiteral("warning: --set hardware.gpu: capacity measured on B300, not on H200")))
        << r.err.toStdString();
    EXPECT_TRUE(r.err.contains(QStringLiteral("price per GPU-hour 13.70 CNY from the GPU catalog for H200")))
        << r.err.toStdString();

    const CliRun text = run({ QStringLiteral("report"), QStringLiteral("default"), QStringLiteral("--set"),
        QStringLiteral("hardware.gpu=H200") });
    ASSERT_EQ(text.code, 0);
    EXPECT_TRUE(text.out.contains(QStringLiteral("capacity measured on B300, not on H200"))) << text.out.toStdString();
}

// Issue 28: every preset field is a registry entry, so --set reaches the hybrid day and the decision,
// and `breakeven parameters` lists them.
TEST(CommandLine, SetReachesTheHybridDayAndTheDecisionAndParametersListsThem)
{
    const QJsonObject r = jsonReport({ QStringLiteral("default"), QStringLiteral("--set"),
        QStringLiteral("hybrid.base_tok_s=20"), QStringLiteral("--set"), QStringLiteral("hybrid.peak_tok_s=400"),
        QStringLiteral("--set"), QStringLiteral("hybrid.peak_hours=8"), QStringLiteral("--set"),
        QStringLiteral("decision.need_weights=true") });
    const QJsonObject hybrid = r.value(QStringLiteral("hybrid")).toObject();
    ASSERT_FALSE(hybrid.isEmpty());
    const QJsonArray hours = hybrid.value(QStringLiteral("plan")).toArray();
    ASSERT_EQ(hours.size(), 24);
    EXPECT_EQ(hours.at(8).toObject().value(QStringLiteral("demand_tok_s")).toDouble(), 20.0);
    EXPECT_EQ(hours.at(9).toObject().value(QStringLiteral("demand_tok_s")).toDouble(), 400.0);
    EXPECT_EQ(hours.at(16).toObject().value(QStringLiteral("demand_tok_s")).toDouble(), 400.0);

    const CliRun list = run({ QStringLiteral("parameters") });
    ASSERT_EQ(list.code, 0);
    for (const Parameter &p : parameters())
        EXPECT_TRUE(list.out.contains(QString::fromLatin1(p.key)
                                          .replace(QLatin1String("[]"), QLatin1String("[i]"))
                                          .replace(QLatin1String("fx_per_usd[i]"), QLatin1String("fx_per_usd.CODE"))))
            << p.key;
    for (const Field &f : fields())
        EXPECT_TRUE(list.out.contains(QString::fromLatin1(f.key).replace(QLatin1String("[]"), QLatin1String("[i]"))))
            << f.key;
}

// Issue 32 item 2: an offer whose price is more than 90 days old is marked in the reports.
TEST(CommandLine, AnOfferWhosePriceIsOlderThanNinetyDaysIsMarkedInTheReports) // #32
{
    const QString file = preset("kimi-k31-pro-8xb300-modal.json");
    setToday(QDate(2026, 12, 2));
    const CliRun text = run({ QStringLiteral("report"), file });
    const CliRun json = run({ QStringLiteral("report"), file, QStringLiteral("--format"), QStringLiteral("json") });
    setToday(QDate(2026, 9, 1));
    const CliRun early = run({ QStringLiteral("report"), file });
    setToday(std::nullopt);

    ASSERT_EQ(text.code, 0) << text.err.toStdString();
    EXPECT_TRUE(text.out.contains(QStringLiteral("\nPrices older than 90 days on 2026-12-02 (check the provider's "
                                                 "current price):\n"
                                                 "  Moonshot kimi-k3: price as of 2026-07, 124 days old\n"
                                                 "  CometAPI kimi-k3: price as of 2026-07, 124 days old\n")))
        << text.out.toStdString();
    EXPECT_FALSE(text.out.contains(QStringLiteral("kimi-k3.1-pro: price as of")));
    EXPECT_FALSE(early.out.contains(QStringLiteral("Prices older than"))) << "on 2026-09-01 July's prices are fresh";

    const QJsonArray offers
        = QJsonDocument::fromJson(json.out.toUtf8()).object().value(QStringLiteral("offers")).toArray();
    ASSERT_FALSE(offers.isEmpty());
    int checked = 0;
    for (const QJsonValue &v : offers) {
        const QJsonObject o = v.toObject();
        const QString name = o.value(QStringLiteral("provider")).toString() + QLatin1Char(' ')
            + o.value(QStringLiteral("model")).toString();
        if (name == QStringLiteral("Moonshot kimi-k3")) {
            EXPECT_EQ(o.value(QStringLiteral("as_of")).toString(), QStringLiteral("2026-07"));
            EXPECT_EQ(o.value(QStringLiteral("price_age_days")).toInt(), 124);
            EXPECT_TRUE(o.value(QStringLiteral("price_stale")).toBool());
            ++checked;
        } else if (name == QStringLiteral("Moonshot kimi-k3.1-pro")) {
            EXPECT_EQ(o.value(QStringLiteral("price_age_days")).toInt(), 32);
            EXPECT_FALSE(o.value(QStringLiteral("price_stale")).toBool());
            ++checked;
        }
    }
    EXPECT_EQ(checked, 2);

    // The binary takes its day from BREAKEVEN_TODAY.
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("BREAKEVEN_TODAY"), QStringLiteral("2026-12-02"));
    p.setProcessEnvironment(env);
    p.start(QStringLiteral(BREAKEVEN_BINARY), { QStringLiteral("report"), file });
    ASSERT_TRUE(p.waitForFinished(30000));
    EXPECT_EQ(p.exitCode(), 0);
    EXPECT_TRUE(QString::fromUtf8(p.readAllStandardOutput())
                    .contains(QStringLiteral("  CometAPI kimi-k3: price as of 2026-07, 124 days old\n")));
}
