#include "importbenchcommand.h"

#include "atomicwrite.h"

#include "benchimport.h"
#include "commandline.h"
#include "format.h"
#include "presetio.h"
#include "report.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QTextStream>

namespace breakeven {

namespace {

QString L(const char *s) { return QString::fromLatin1(s); }

/// This file's sentences: Text::tr() translates in the context "ImportBenchCommand", which lupdate reads from the
/// macro.
struct Text {
    Q_DECLARE_TR_FUNCTIONS(ImportBenchCommand)
};

QString number(double v, int decimals) { return format::number(v, decimals, format::fixedLocale()); }

QString optionalMs(const std::optional<double> &mean, const std::optional<double> &median)
{
    if (!mean && !median)
        return Text::tr("not in file");
    return Text::tr("%1 mean, %2 median")
        .arg(mean ? number(*mean, 1) : Text::tr("n/a"), median ? number(*median, 1) : Text::tr("n/a"));
}

void printRun(QTextStream &out, const BenchRun &run)
{
    const QString tool = run.toolVersion.isEmpty()
        ? benchToolName(run.tool)
        : Text::tr("%1 %2").arg(benchToolName(run.tool), terminalText(run.toolVersion));
    out << terminalText(run.file.isEmpty() ? run.label()
            : run.where.isEmpty()          ? run.file
                                           : run.file + L(" ") + run.where)
        << Qt::endl;
    out << L("    ")
        << Text::tr("%1, model %2, backend %3")
               .arg(tool, run.model.isEmpty() ? Text::tr("(not in file)") : terminalText(run.model),
                   run.backend.isEmpty() ? Text::tr("(not in file)") : terminalText(run.backend))
        << Qt::endl;
    out << L("    ")
        << Text::tr("concurrency %1, %2 requests, %3 input and %4 output tokens in %5 s")
               .arg(format::fixedLocale().toString(run.concurrency), format::fixedLocale().toString(run.completed),
                   number(run.inputTokens, 0), number(run.outputTokens, 0), number(run.durationS, 1))
        << Qt::endl;
    out << L("    ")
        << Text::tr("%1 output tok/s (%2 per user), %3 input tok/s, %4 input tokens per output token")
               .arg(number(run.outputTokS, 1), number(run.outputTokS / run.concurrency, 1), number(run.inputTokS(), 1),
                   number(run.inputPerOutput(), 2))
        << Qt::endl;
    out << L("    ")
        << Text::tr("TTFT ms: %1; TPOT ms: %2; ITL ms: %3")
               .arg(optionalMs(run.meanTtftMs, run.medianTtftMs), optionalMs(run.meanTpotMs, run.medianTpotMs),
                   optionalMs(run.meanItlMs, run.medianItlMs))
        << Qt::endl;
}

} // namespace

bool ImportBenchCommand::isImportBenchCommand(const QStringList &args)
{
    return args.size() >= 2 && args.at(1) == QLatin1String("import-bench");
}

int ImportBenchCommand::run(const QStringList &args, QTextStream &out, QTextStream &err)
{
    QCommandLineParser parser;
    parser.addPositionalArgument(L("import-bench"), QString());
    parser.addPositionalArgument(L("files"), Text::tr("Benchmark result files or folders."), L("FILE..."));
    const QCommandLineOption output(QStringList { L("o"), L("output") }, Text::tr("Preset to write."), L("PRESET"));
    const QCommandLineOption into(L("into"), Text::tr("Preset to read the rest of the scenario from."), L("PRESET"));
    const QCommandLineOption prefill(L("prefill-from-runs"),
        Text::tr("Also set the prefill rate to the highest input tok/s of the runs (a lower bound)."));
    parser.addOptions({ output, into, prefill });
    const auto usageError = [&](const QString &message) {
        err << L("import-bench: ") << message << Qt::endl << CommandLine::usage();
        return 2;
    };
    if (!parser.parse(args))
        return usageError(parser.errorText());
    const QStringList files = parser.positionalArguments().mid(1);
    if (files.isEmpty())
        return usageError(Text::tr("expected at least one result file or folder"));

    const BenchImport imported = importBenchmarks(files);
    for (const QString &w : imported.warnings)
        err << Text::tr("warning: %1").arg(terminalText(w)) << Qt::endl;
    if (!imported.ok()) {
        for (const BenchProblem &p : imported.errors)
            err << terminalText(p.toString()) << Qt::endl;
        return 1;
    }
    out << Text::tr("Runs read: %1").arg(imported.runs.size()) << Qt::endl;
    for (const BenchRun &run : imported.runs)
        printRun(out, run);
    QStringList points;
    for (const BenchCurvePoint &p : imported.points)
        points << Text::tr("%1 at %2").arg(number(p.outputTokS, 1), format::fixedLocale().toString(p.concurrency));
    out << Text::tr("Decode curve (output tok/s at concurrency): %1").arg(points.join(L("; "))) << Qt::endl;
    const double lowerBound = imported.prefillLowerBound().value_or(0.0);
    out << Text::tr("Prefill: the node processed up to %1 input tok/s while it also decoded, so its prefill rate is at "
                    "least that.")
               .arg(number(lowerBound, 1))
        << Qt::endl;

    if (!parser.isSet(output) && !parser.isSet(into)) {
        out << Text::tr("Nothing written: give -o PRESET or --into PRESET to write the curve into a preset.")
            << Qt::endl;
        return 0;
    }
    const QString target = parser.isSet(output) ? parser.value(output) : parser.value(into);
    // The measurements are never the output: `import-bench c1.json -o c1.json` would replace the run with a preset.
    QStringList read = files;
    for (const BenchRun &run : imported.runs)
        read << run.file;
    if (const std::optional<QString> problem = writeTargetProblem(target, read)) {
        err << Text::tr("cannot write %1: %2").arg(terminalText(target), terminalText(*problem)) << Qt::endl;
        return 1;
    }
    int code = 0;
    const QString base = parser.isSet(into) ? parser.value(into) : L("default");
    const std::optional<Scenario> loaded = CommandLine::loadScenario(base, {}, err, &code);
    if (!loaded)
        return code;
    const PresetResult applied = withBenchImport(*loaded, imported, parser.isSet(prefill));
    if (!applied.ok()) {
        for (const PresetError &e : applied.errors)
            err << terminalText(e.toString()) << Qt::endl;
        return 1;
    }
    QString error;
    if (!writePresetFile(*applied.scenario, target, &error)) {
        err << Text::tr("cannot write %1: %2").arg(terminalText(target), error) << Qt::endl;
        return 1;
    }
    if (parser.isSet(prefill))
        out << Text::tr(
            "Wrote %1: decode points: %2; prefill rate: %3 input tok/s; the throughput now comes from the curve "
            "(modelled).")
                   .arg(terminalText(target))
                   .arg(imported.points.size())
                   .arg(number(lowerBound, 1))
            << Qt::endl;
    else
        out << Text::tr(
            "Wrote %1: decode points: %2; the throughput now comes from the curve (modelled); the prefill rate "
            "is as it was.")
                   .arg(terminalText(target))
                   .arg(imported.points.size())
            << Qt::endl;
    return 0;
}

} // namespace breakeven
