// Issue 32 item 4: `breakeven COMMAND --help`, the man page made from the same source, "-" for
// standard input and output, and a failed write to standard output.
#include "clisupport.h"

#include "commandhelp.h"
#include "commandline.h"

#include <QBuffer>
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>

#include <gtest/gtest.h>

using namespace breakeven;
using namespace breakeven::test;

namespace {

struct ProcessRun {
    int code;
    QString out;
    QString err;
};

/// Runs the built binary with \a args; \a input (a file) as its standard input, \a output as its
/// standard output when given.
ProcessRun runBinary(const QStringList &args, const QString &input = {}, const QString &output = {})
{
    QProcess p;
    if (!input.isEmpty())
        p.setStandardInputFile(input);
    if (!output.isEmpty())
        p.setStandardOutputFile(output);
    p.start(QStringLiteral(BREAKEVEN_BINARY), args);
    EXPECT_TRUE(p.waitForFinished(60000)) << args.join(QLatin1Char(' ')).toStdString();
    return { p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1, QString::fromUtf8(p.readAllStandardOutput()),
        QString::fromUtf8(p.readAllStandardError()) };
}

/// \a text with every run of white space one space.
QString simplified(const QString &text) { return text.simplified(); }

/// The man page as a reader sees its words: the macros' names dropped, the escapes undone.
QString manText(const QString &roff)
{
    QStringList words;
    for (QString line : roff.split(QLatin1Char('\n'))) {
        if (line.startsWith(QStringLiteral(".\\\"")))
            continue;
        if (line.startsWith(QLatin1Char('.'))) {
            const qsizetype space = line.indexOf(QLatin1Char(' '));
            line = space < 0 ? QString() : line.mid(space + 1);
        }
        line.replace(QStringLiteral("\\-"), QStringLiteral("-"));
        line.replace(QStringLiteral("\\&"), QString());
        line.replace(QStringLiteral("\\e"), QStringLiteral("\\"));
        words << line;
    }
    return simplified(words.join(QLatin1Char(' ')));
}

/// The options of a `COMMAND --help` text: each term ("-o, --output OUT") with its description.
std::vector<std::pair<QString, QString>> helpOptions(const QString &help)
{
    std::vector<std::pair<QString, QString>> options;
    const qsizetype start = help.indexOf(QStringLiteral("\nOptions:\n"));
    if (start < 0)
        return options;
    for (const QString &line : help.mid(start + 10).split(QLatin1Char('\n'))) {
        if (line.startsWith(QStringLiteral("      ")) && !options.empty())
            options.back().second += QLatin1Char(' ') + line.trimmed();
        else if (line.startsWith(QStringLiteral("  -")))
            options.emplace_back(line.trimmed(), QString());
    }
    return options;
}

QByteArray fileBytes(const QString &path)
{
    QFile f(path);
    EXPECT_TRUE(f.open(QIODevice::ReadOnly)) << path.toStdString();
    return f.readAll();
}

} // namespace

TEST(CommandHelp, EveryCommandAnswersHelpWithItsUsageAndOptions)
{
    for (const CommandHelp &command : commandHelp()) {
        if (command.name.isEmpty())
            continue;
        for (const QString &flag : { QStringLiteral("--help"), QStringLiteral("-h") }) {
            const CliRun r = run({ command.name, flag });
            EXPECT_EQ(r.code, 0) << command.name.toStdString();
            EXPECT_EQ(r.out, commandHelpText(command));
            EXPECT_TRUE(r.out.contains(QStringLiteral("breakeven ") + command.name)) << r.out.toStdString();
            EXPECT_TRUE(r.err.isEmpty()) << r.err.toStdString();
        }
        for (const QCommandLineOption &o : command.options)
            EXPECT_TRUE(commandHelpText(command).contains(QStringLiteral("--") + o.names().last()))
                << command.name.toStdString() << " --" << o.names().last().toStdString();
    }
    // Help after other arguments too, as `report default --help` is typed.
    const CliRun r = run({ QStringLiteral("report"), QStringLiteral("default"), QStringLiteral("--help") });
    EXPECT_EQ(r.code, 0);
    EXPECT_TRUE(r.out.contains(QStringLiteral("--samples N"))) << r.out.toStdString();
    EXPECT_TRUE(r.out.contains(QStringLiteral("Default: text."))) << r.out.toStdString();
    // The commands the usage names, in its order.
    QStringList names;
    for (const CommandHelp &c : commandHelp())
        names << c.name;
    EXPECT_EQ(names,
        (QStringList { QString(), QStringLiteral("report"), QStringLiteral("validate"), QStringLiteral("parameters"),
            QStringLiteral("plans"), QStringLiteral("compare"), QStringLiteral("import-bench"),
            QStringLiteral("import-prices"), QStringLiteral("import-model"), QStringLiteral("export") }));
}

// Each parser takes exactly the options its help lists: an option the help does not name is refused.
TEST(CommandHelp, TheParsersTakeTheOptionsTheHelpNames)
{
    const CliRun plans
        = run({ QStringLiteral("plans"), QStringLiteral("default"), QStringLiteral("--top"), QStringLiteral("1"),
            QStringLiteral("--samples"), QStringLiteral("0"), QStringLiteral("--format"), QStringLiteral("csv") });
    EXPECT_EQ(plans.code, 0) << plans.err.toStdString();
    EXPECT_EQ(plans.out.count(QLatin1Char('\n')), 2) << plans.out.toStdString(); // the header and one plan
    const CliRun bogus = run({ QStringLiteral("plans"), QStringLiteral("default"), QStringLiteral("--bogus") });
    EXPECT_EQ(bogus.code, 2);
    EXPECT_TRUE(bogus.err.contains(QStringLiteral("Unknown option 'bogus'"))) << bogus.err.toStdString();
}

// The man page is generated at build time from commandhelp.cpp: every usage line, option and
// description of the binary's --help is in it, and it has the sections a man page needs.
TEST(CommandHelp, TheBuiltManPageSaysWhatTheBinarysHelpSays)
{
    const QString roff = QString::fromUtf8(fileBytes(QStringLiteral(BREAKEVEN_MANPAGE)));
    ASSERT_FALSE(roff.isEmpty());
    EXPECT_TRUE(roff.startsWith(QStringLiteral(".\\\" The Breakeven man page, generated")));
    EXPECT_TRUE(roff.contains(QRegularExpression(QStringLiteral("^\\.TH BREAKEVEN 1 \"\\d{4}-\\d\\d-\\d\\d\" "
                                                                "\"Breakeven [0-9.]+\" \"User Commands\"$"),
        QRegularExpression::MultilineOption)));
    for (const char *section : { "NAME", "SYNOPSIS", "DESCRIPTION", "COMMANDS", "ENVIRONMENT", "FILES", "EXIT STATUS",
             "SEE ALSO", "EXAMPLES" })
        EXPECT_TRUE(roff.contains(QStringLiteral("\n.SH ") + QLatin1String(section) + QLatin1Char('\n'))) << section;
    // No option in text with an unescaped hyphen (groff would render "-o" with a hyphen, not the minus sign
    // a shell needs; a hyphen inside a word, "break-even", is a hyphen).
    for (const QString &line : roff.split(QLatin1Char('\n'))) {
        if (!line.startsWith(QLatin1Char('.')) || line.startsWith(QStringLiteral(".B "))) {
            EXPECT_FALSE(line.contains(QRegularExpression(QStringLiteral("(^|[\\s\\[|(])-")))) << line.toStdString();
        }
    }
    const QString man = manText(roff);

    const ProcessRun usage = runBinary({ QStringLiteral("--help") });
    ASSERT_EQ(usage.code, 0);
    for (const QString &line : usage.out.split(QLatin1Char('\n'), Qt::SkipEmptyParts)) {
        if (line.startsWith(QStringLiteral("  breakeven ")) && !line.contains(QStringLiteral("COMMAND --help"))
            && !line.contains(QStringLiteral("--help | --version"))) {
            EXPECT_TRUE(man.contains(simplified(line))) << "usage line not in the man page: " << line.toStdString();
        }
    }
    int optionsChecked = 0;
    for (const CommandHelp &command : commandHelp()) {
        if (command.name.isEmpty())
            continue;
        const ProcessRun help = runBinary({ command.name, QStringLiteral("--help") });
        ASSERT_EQ(help.code, 0) << command.name.toStdString() << help.err.toStdString();
        EXPECT_TRUE(man.contains(QStringLiteral("SS ") + command.name) || man.contains(command.name));
        const auto options = helpOptions(help.out);
        EXPECT_EQ(options.size(), static_cast<std::size_t>(command.options.size())) << command.name.toStdString();
        for (const auto &[term, description] : options) {
            EXPECT_TRUE(man.contains(simplified(term + QLatin1Char(' ') + description)))
                << command.name.toStdString() << ": not in the man page: " << term.toStdString() << " "
                << description.toStdString();
            ++optionsChecked;
        }
    }
    EXPECT_GE(optionsChecked, 30);
    // The chart kinds of the window's registry (main() and the generator hand them in alike).
    const ProcessRun exportHelp = runBinary({ QStringLiteral("export"), QStringLiteral("--help") });
    const QRegularExpressionMatch kinds
        = QRegularExpression(QStringLiteral("\\(KIND: ([a-z|-]+)\\)")).match(exportHelp.out);
    ASSERT_TRUE(kinds.hasMatch()) << exportHelp.out.toStdString();
    EXPECT_TRUE(kinds.captured(1).contains(QStringLiteral("tornado"))) << kinds.captured(1).toStdString();
    EXPECT_TRUE(man.contains(QStringLiteral("(KIND: ") + kinds.captured(1) + QLatin1Char(')')));
}

TEST(CommandHelp, RoffEscapingGuardsHyphensBackslashesAndLeadingDots)
{
    EXPECT_EQ(roffEscaped(QStringLiteral("--set a\\b")), QStringLiteral("\\-\\-set a\\eb"));
    EXPECT_EQ(roffEscaped(QStringLiteral(".hidden")), QStringLiteral("\\&.hidden"));
}

TEST(StandardInput, APresetFromStandardInputGivesTheSameReport)
{
    const QString file = preset("kimi-k31-pro-8xb300-modal.json");
    QBuffer input;
    input.setData(fileBytes(file));
    ASSERT_TRUE(input.open(QIODevice::ReadOnly));
    CommandLine::setStandardInput(&input);
    const CliRun piped
        = run({ QStringLiteral("report"), QStringLiteral("-"), QStringLiteral("--format"), QStringLiteral("json") });
    input.seek(0);
    const CliRun valid = run({ QStringLiteral("validate"), QStringLiteral("-") });
    QBuffer empty;
    ASSERT_TRUE(empty.open(QIODevice::ReadOnly));
    CommandLine::setStandardInput(&empty);
    const CliRun nothing = run({ QStringLiteral("report"), QStringLiteral("-") });
    CommandLine::setStandardInput(nullptr);

    const CliRun direct = run({ QStringLiteral("report"), file, QStringLiteral("--format"), QStringLiteral("json") });
    ASSERT_EQ(piped.code, 0) << piped.err.toStdString();
    EXPECT_EQ(piped.out, direct.out);
    EXPECT_TRUE(piped.out.contains(QStringLiteral("\"answer\": {"))) << piped.out.left(400).toStdString();
    EXPECT_EQ(valid.code, 0);
    EXPECT_TRUE(valid.out.startsWith(QStringLiteral("-: valid preset \""))) << valid.out.toStdString();
    EXPECT_EQ(nothing.code, 1);
    EXPECT_EQ(nothing.err, QStringLiteral("-: standard input is empty\n"));
}

TEST(StandardInput, TheBinaryReadsAPresetAndABenchmarkFromAPipeAndWritesCsvToStandardOutput)
{
    const QString file = preset("kimi-k31-pro-8xb300-modal.json");
    const ProcessRun piped = runBinary({ QStringLiteral("report"), QStringLiteral("-") }, file);
    EXPECT_EQ(piped.code, 0) << piped.err.toStdString();
    EXPECT_EQ(piped.out, runBinary({ QStringLiteral("report"), file }).out);
    EXPECT_TRUE(piped.out.contains(QStringLiteral("$171.47"))) << piped.out.toStdString();

    // The breakeven table to standard output, byte for byte what -o FILE writes.
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    const QString csvFile = dir.filePath(QStringLiteral("breakeven.csv"));
    const ProcessRun toFile = runBinary({ QStringLiteral("export"), file, QStringLiteral("--csv"),
        QStringLiteral("--table"), QStringLiteral("breakeven"), QStringLiteral("-o"), csvFile });
    ASSERT_EQ(toFile.code, 0) << toFile.err.toStdString();
    const ProcessRun toOut
        = runBinary({ QStringLiteral("export"), QStringLiteral("-"), QStringLiteral("--csv"), QStringLiteral("--table"),
                        QStringLiteral("breakeven"), QStringLiteral("-o"), QStringLiteral("-") },
            file);
    EXPECT_EQ(toOut.code, 0) << toOut.err.toStdString();
    EXPECT_EQ(toOut.out.toUtf8(), fileBytes(csvFile));
    EXPECT_TRUE(toOut.out.contains(QStringLiteral("APIYI"))) << toOut.out.toStdString();
    // A chart is no text: refused, nothing drawn.
    const ProcessRun chart = runBinary({ QStringLiteral("export"), file, QStringLiteral("--chart"),
        QStringLiteral("cost"), QStringLiteral("-o"), QStringLiteral("-") });
    EXPECT_EQ(chart.code, 2);
    EXPECT_TRUE(chart.err.contains(QStringLiteral("only --csv writes to standard output"))) << chart.err.toStdString();

    // One vLLM result piped in, labelled as standard input.
    const QString run = QStringLiteral(
        BREAKEVEN_TEST_DATA "/bench/vllm-curve/openai-infqps-concurrency8-Kimi-K3.1-Pro-20261128-1008.json");
    const ProcessRun bench = runBinary({ QStringLiteral("import-bench"), QStringLiteral("-") }, run);
    EXPECT_EQ(bench.code, 0) << bench.err.toStdString();
    EXPECT_TRUE(bench.out.contains(QStringLiteral("Runs read: 1\nstandard input"))) << bench.out.toStdString();
    EXPECT_TRUE(bench.out.contains(QStringLiteral("concurrency 8,"))) << bench.out.toStdString();
}

TEST(StandardOutput, AFullDiskIsAnErrorNotSilence)
{
    if (!QFile::exists(QStringLiteral("/dev/full")))
        GTEST_SKIP() << "no /dev/full on this system";
    for (const QStringList &args : { QStringList { QStringLiteral("report"), QStringLiteral("default") },
             QStringList { QStringLiteral("parameters") },
             QStringList { QStringLiteral("export"), QStringLiteral("default"), QStringLiteral("--csv"),
                 QStringLiteral("-o"), QStringLiteral("-") } }) {
        const ProcessRun r = runBinary(args, {}, QStringLiteral("/dev/full"));
        EXPECT_EQ(r.code, 1) << args.join(QLatin1Char(' ')).toStdString();
        EXPECT_TRUE(
            r.err.contains(QStringLiteral("breakeven: cannot write to standard output: No space left on device")))
            << r.err.toStdString();
    }
    // A usage error keeps its own exit status.
    const ProcessRun usage = runBinary({ QStringLiteral("report") }, {}, QStringLiteral("/dev/full"));
    EXPECT_EQ(usage.code, 2);
}
