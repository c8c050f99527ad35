#include "importbenchcommand.h"

#include "latin1.h"

#include "atomicwrite.h"

#include "benchimport.h"
#include "commandhelp.h"
#include "commandline.h"
#include "evaluation.h"
#include "format.h"
#include "gpucatalog.h"
#include "presetio.h"
#include "report.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QTextStream>

namespace breakeven {

namespace {

/// This file's sentences: Text::tr() translates in the context "ImportBenchCommand", which lupdate reads from the
/// macro.
struct Text {
    Q_DECLARE_TR_FUNCTIONS(ImportBenchCommand)
};

QString number(double v, int decimals) { return format::number(v, decimals, format::fixedLocale()); }

/// "41.2 mean, 39.8 median, 55.0 p90" (the p90 where the run gives it: the latency targets read it).
QString optionalMs(const std::optional<double> &mean, const std::optional<double> &median,
    const std::optional<double> &p90 = std::nullopt)
{
    if (!mean && !median && !p90)
        return Text::tr("not in file");
    const QString text
        = Text::tr("%1 mean, %2 median")
              .arg(mean ? number(*mean, 1) : Text::tr("n/a"), median ? number(*median, 1) : Text::tr("n/a"));
    //: After "41.2 mean, 39.8 median": the 90th percentile, the figure the latency targets read.
    return p90 ? Text::tr("%1, %2 p90").arg(text, number(*p90, 1)) : text;
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
    if (!run.configuration.isEmpty())
        out << L("    ") << Text::tr("configuration: %1").arg(terminalText(run.configuration)) << Qt::endl;
    if (run.totalsKnown)
        out << L("    ")
            << Text::tr("concurrency %1, %2 requests, %3 input and %4 output tokens in %5 s")
                   .arg(format::fixedLocale().toString(run.concurrency), format::fixedLocale().toString(run.completed),
                       number(run.inputTokens, 0), number(run.outputTokens, 0), number(run.durationS, 1))
            << Qt::endl;
    else if (run.tool == BenchTool::InferenceX)
        out << L("    ")
            //: InferenceX's results give throughputs per GPU: the run's are those times its GPUs.
            << Text::tr("concurrency %1; the file gives no request count, token totals or duration: its throughputs "
                        "per GPU times the run's GPUs")
                   .arg(format::fixedLocale().toString(run.concurrency))
            << Qt::endl;
    else
        out << L("    ")
            //: An early GenAI-Perf export: throughputs per second without a request count or duration.
            << Text::tr("concurrency %1; the file gives no request count, token totals or duration: %2 output and %3 "
                        "input tok/s")
                   .arg(format::fixedLocale().toString(run.concurrency), number(run.outputTokens, 2),
                       number(run.inputTokens, 2))
            << Qt::endl;
    // A request-rate run: how its concurrency was estimated (Little's law).
    if (run.concurrencyEstimate)
        out << L("    ") << run.concurrencyEstimateText() << Qt::endl;
    out << L("    ")
        << Text::tr("%1 output tok/s (%2 per user), %3 input tok/s, %4 input tokens per output token")
               .arg(number(run.outputTokS, 1), number(run.outputTokS / run.concurrency, 1), number(run.inputTokS(), 1),
                   number(run.inputPerOutput(), 2))
        << Qt::endl;
    out << L("    ")
        << Text::tr("TTFT ms: %1; TPOT ms: %2; ITL ms: %3")
               .arg(optionalMs(run.meanTtftMs, run.medianTtftMs, run.p90TtftMs),
                   optionalMs(run.meanTpotMs, run.medianTpotMs, run.p90TpotMs),
                   optionalMs(run.meanItlMs, run.medianItlMs))
        << Qt::endl;
    if (run.telemetryGpusListed > 0)
        out << L("    ")
            //: %1 GPUs in use of the %2 GPUs GenAI-Perf's telemetry lists; %3 their memory ("150.8 GB each" or
            //: "memory not given").
            << Text::tr("GPU telemetry: %1 of the %2 GPUs it lists in use, %3; it names no GPU type")
                   .arg(run.telemetryGpusUsed ? format::fixedLocale().toString(*run.telemetryGpusUsed) : L("0"),
                       format::fixedLocale().toString(run.telemetryGpusListed),
                       run.telemetryGpuMemoryGb ? Text::tr("%1 GB each").arg(number(*run.telemetryGpuMemoryGb, 1))
                                                : Text::tr("memory not given"))
            << Qt::endl;
}

} // namespace

bool ImportBenchCommand::isImportBenchCommand(const QStringList &args)
{
    return args.size() >= 2 && args.at(1) == QLatin1String("import-bench");
}

int ImportBenchCommand::run(const QStringList &args, QTextStream &standardOutput, QTextStream &err)
{
    QCommandLineParser parser;
    parser.addPositionalArgument(L("import-bench"), QString());
    parser.addPositionalArgument(L("files"), L("Benchmark result files or folders."), L("FILE..."));
    addCommandOptions(parser, L("import-bench"));
    const QString output = L("o");
    const QString into = L("into");
    const QString prefill = L("prefill-from-runs");
    const QString keepPrefill = L("keep-prefill");
    const QString gpuOption = L("gpu");
    const QString gpusOption = L("gpus");
    const QString keepOverloaded = L("keep-overloaded");
    const QString extrapolate = L("extrapolate");
    const auto usageError = [&](const QString &message) {
        err << L("import-bench: ") << message << Qt::endl << CommandLine::usage();
        return 2;
    };
    if (!parser.parse(args))
        return usageError(parser.errorText());
    // `-o -`: the preset on standard output, and what is said about it on standard error.
    const bool toStandardOutput = parser.isSet(output) && parser.value(output) == L("-");
    QTextStream &out = toStandardOutput ? err : standardOutput;
    const QStringList files = parser.positionalArguments().mid(1);
    if (files.isEmpty())
        return usageError(Text::tr("expected at least one result file or folder"));
    if (parser.isSet(prefill) && parser.isSet(keepPrefill))
        return usageError(Text::tr("--prefill-from-runs and --keep-prefill contradict each other: give one"));
    BenchImportOptions options;
    options.keepOverloaded = parser.isSet(keepOverloaded);
    options.extrapolate = parser.isSet(extrapolate);
    options.setPrefill = !parser.isSet(keepPrefill);
    if (parser.isSet(gpuOption)) {
        const GpuSpec *gpu = builtInGpuCatalog().find(parser.value(gpuOption).trimmed());
        if (!gpu)
            return usageError(terminalText(*benchGpuProblem(parser.value(gpuOption), builtInGpuCatalog())));
        options.gpu = gpu->name;
    }
    if (parser.isSet(gpusOption)) {
        int count = 0;
        if (const std::optional<QString> problem = benchGpuCountProblem(parser.value(gpusOption), &count))
            return usageError(terminalText(*problem));
        options.gpuCount = count;
    }

    std::optional<QByteArray> standardInput;
    if (files.contains(L("-"))) {
        if (files.count(L("-")) > 1)
            return usageError(L("standard input (\"-\") can be read once"));
        QString error;
        standardInput = CommandLine::readStandardInput(maxBenchFileBytes, &error);
        if (!standardInput) {
            err << L("import-bench: ") << error << Qt::endl;
            return 1;
        }
    }
    const BenchImport imported = importBenchmarks(files, options.keepOverloaded, standardInput);
    for (const QString &w : imported.warnings)
        err << Text::tr("warning: %1").arg(terminalText(w)) << Qt::endl;
    for (const BenchOverload &o : imported.overloads)
        err << Text::tr("warning: %1").arg(terminalText(o.message(imported.runs))) << Qt::endl;
    if (!imported.overloads.empty())
        err << (imported.keptOverloaded
                ? Text::tr("warning: the overloaded runs are in the curve (--keep-overloaded)")
                : Text::tr("warning: the overloaded runs are left out of the curve (--keep-overloaded keeps them)"))
            << Qt::endl;
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
        points << (imported.runs[p.run].concurrencyEstimate
                ? Text::tr("%1 at %2 (concurrency estimated from Little's law)")
                : Text::tr("%1 at %2"))
                      .arg(number(p.outputTokS, 1), format::fixedLocale().toString(p.concurrency));
    out << Text::tr("Decode curve (output tok/s at concurrency): %1").arg(points.join(L("; "))) << Qt::endl;
    const double lowerBound = imported.prefillLowerBound().value_or(0.0);
    out << Text::tr("Prefill: the node processed up to %1 input tok/s while it also decoded, so its prefill rate is at "
                    "least that.")
               .arg(number(lowerBound, 1))
        << Qt::endl;

    out << Text::tr("Hardware maximum: %1 output tok/s, the largest measured%2")
               .arg(number(imported.maxPointTokS(), 1),
                   options.extrapolate ? Text::tr(" (--extrapolate: a higher maximum the scenario has is kept)")
                                       : QString())
        << Qt::endl;
    const QString hardwareSource = Text::tr("from --gpu and --gpus");
    // Without --gpus, GenAI-Perf's GPU telemetry may count the GPUs (withBenchImport() uses it).
    const std::optional<int> telemetryCount = options.gpuCount ? std::nullopt : imported.telemetryGpuCount();
    if (telemetryCount && !options.gpu.isEmpty())
        out << Text::tr("Hardware: %1 x %2 (the GPU from --gpu, the count from GenAI-Perf's GPU telemetry)")
                   .arg(format::fixedLocale().toString(*telemetryCount), options.gpu)
            << Qt::endl;
    else if (telemetryCount)
        out << Text::tr("Hardware: %1 GPUs (from GenAI-Perf's GPU telemetry) of an unknown type: the telemetry lists "
                        "GPUs by index, not by type, so the scenario keeps its GPU (give --gpu TYPE)")
                   .arg(format::fixedLocale().toString(*telemetryCount))
            << Qt::endl;
    else if (!options.gpu.isEmpty() && options.gpuCount)
        out << Text::tr("Hardware: %1 x %2 (%3)")
                   .arg(format::fixedLocale().toString(*options.gpuCount), options.gpu, hardwareSource)
            << Qt::endl;
    else if (!options.gpu.isEmpty())
        out << Text::tr("Hardware: %1 (from --gpu); the files do not say how many GPUs ran the benchmark: the "
                        "scenario keeps its count (give --gpus N)")
                   .arg(options.gpu)
            << Qt::endl;
    else if (options.gpuCount)
        out << Text::tr("Hardware: %1 GPUs (from --gpus) of an unknown type: the files do not say which GPU ran the "
                        "benchmark, so the scenario keeps its GPU (give --gpu TYPE)")
                   .arg(format::fixedLocale().toString(*options.gpuCount))
            << Qt::endl;
    else
        out << Text::tr("Hardware: unknown: the files do not say which GPUs ran the benchmark, nor how many (give "
                        "--gpu TYPE --gpus N)")
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
    if (const std::optional<QString> problem = toStandardOutput ? std::nullopt : writeTargetProblem(target, read)) {
        err << Text::tr("cannot write %1: %2").arg(terminalText(target), terminalText(*problem)) << Qt::endl;
        return 1;
    }
    int code = 0;
    const QString base = parser.isSet(into) ? parser.value(into) : L("default");
    const std::optional<Scenario> loaded = CommandLine::loadScenario(base, {}, err, &code);
    if (!loaded)
        return code;
    QStringList gpuNotes;
    const PresetResult applied = withBenchImport(*loaded, imported, options, builtInGpuCatalog(), &gpuNotes);
    if (!applied.ok()) {
        for (const PresetError &e : applied.errors)
            err << terminalText(e.toString()) << Qt::endl;
        return 1;
    }
    // The prices the GPU given by --gpu replaced, or kept from the scenario's GPU.
    for (const QString &note : gpuNotes)
        err << Text::tr("warning: %1").arg(terminalText(note)) << Qt::endl;
    QString error;
    if (toStandardOutput) {
        standardOutput << QString::fromUtf8(serializePreset(*applied.scenario));
    } else if (!writePresetFile(*applied.scenario, target, &error)) {
        err << Text::tr("cannot write %1: %2").arg(terminalText(target), error) << Qt::endl;
        return 1;
    }
    const Scenario &written = *applied.scenario;
    if (options.setPrefill)
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
    const bool countKnown = options.gpuCount || telemetryCount;
    if (options.gpu.isEmpty() && !countKnown)
        //: %1 the GPU count, %2 the GPU type the scenario keeps.
        out << Text::tr("The hardware is unknown: the scenario keeps its %1 x %2, which the runs may not have been "
                        "measured on.")
                   .arg(format::fixedLocale().toString(written.hardware.count), terminalText(written.hardware.gpu))
            << Qt::endl;
    else if (options.gpu.isEmpty())
        out << Text::tr("The GPU type is unknown: the scenario keeps its %1, which the runs may not have been "
                        "measured on.")
                   .arg(terminalText(written.hardware.gpu))
            << Qt::endl;
    else if (!countKnown)
        out << Text::tr("The GPU count is unknown: the scenario keeps its %1 GPUs, which may not be how many served "
                        "the runs.")
                   .arg(format::fixedLocale().toString(written.hardware.count))
            << Qt::endl;
    const Evaluation evaluation = evaluate(written);
    const CapacityResult &capacity = evaluation.capacity;
    out << Text::tr("Capacity T_max: %1 output tok/s on %2 x %3.")
               .arg(number(capacity.tMax.value(), 1), format::fixedLocale().toString(written.hardware.count),
                   terminalText(written.hardware.gpu))
        << Qt::endl;
    if (capacity.replicas > 1) {
        // With --extrapolate a warning: the capacity may be overstated.
        const QString replicas = options.extrapolate
            //: %1 the replicas, %2 the GPUs, %3 the largest measured output tok/s.
            ? Text::tr("warning: the model's memory makes %1 replicas of these %2 GPUs, each given the measured "
                       "curve: if the runs were served by all %2 GPUs together, the capacity is at most %3 tok/s, "
                       "not %1 times it")
            //: %1 the replicas, %2 the GPUs, %3 the largest measured output tok/s.
            : Text::tr("The model's memory makes %1 replicas of these %2 GPUs, which served the runs together: each "
                       "replica is given its share of the measured curve, so T_max is at most the measured %3 tok/s "
                       "(more GPUs add replicas; --extrapolate gives each replica the whole curve).");
        (options.extrapolate ? err : out)
            << replicas.arg(capacity.replicas).arg(written.hardware.count).arg(number(imported.maxPointTokS(), 1))
            << Qt::endl;
    }
    return 0;
}

} // namespace breakeven
