// `breakeven import-bench`: result files in, a preset with their decode curve out; broken files
// leave nothing written.

#include "benchfixtures.h"
#include "clisupport.h"

#include "assumptions.h"
#include "atomicwrite.h"
#include "presetio.h"

#include <gtest/gtest.h>

#include <algorithm>

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>

using namespace breakeven;
using namespace breakeven::test;

TEST(ImportBench, AFolderOfVllmRunsBecomesThePresetsDecodeCurve)
{
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    const QString out = dir.filePath(QStringLiteral("mine.json"));
    const CliRun r = run({ QStringLiteral("import-bench"), benchData("vllm-curve"), QStringLiteral("-o"), out });
    ASSERT_EQ(r.code, 0) << r.err.toStdString();
    // The built-in scenario's prefill range was the articles' spread of the figure the runs now set.
    EXPECT_EQ(r.err,
        QStringLiteral("warning: range of hardware.prefill_input_tok_s removed: the runs set it, the range was the old "
                       "figure's sources\n"));
    EXPECT_TRUE(r.out.contains(QStringLiteral("Runs read: 7\n"))) << r.out.toStdString();
    EXPECT_TRUE(r.out.contains(QStringLiteral("vLLM, model moonshotai/Kimi-K3.1-Pro, backend openai")));
    EXPECT_TRUE(r.out.contains(QStringLiteral("concurrency 64, 256 requests, 256,000 input and 262,144 output tokens")))
        << r.out.toStdString();
    EXPECT_TRUE(r.out.contains(QStringLiteral("2,076.8 output tok/s (32.5 per user)"))) << r.out.toStdString();
    // 64 x 1,000 input tokens... the highest input tok/s of the runs: the prefill rate, set by default (#27).
    EXPECT_TRUE(r.out.contains(QStringLiteral("Wrote ") + out + QStringLiteral(": decode points: 7; prefill rate: ")))
        << r.out.toStdString();
    EXPECT_TRUE(r.out.contains(QStringLiteral("Hardware maximum: 2,076.8 output tok/s, the largest measured\n")))
        << r.out.toStdString();
    EXPECT_TRUE(r.out.contains(QStringLiteral("Hardware: unknown: the files do not say which GPUs ran the benchmark, "
                                              "nor how many (give --gpu TYPE --gpus N)\n")))
        << r.out.toStdString();
    EXPECT_TRUE(
        r.out.contains(QStringLiteral("The hardware is unknown: the scenario keeps its 8 x B300, which the runs "
                                      "may not have been measured on.\n")))
        << r.out.toStdString();

    const PresetResult written = readPresetFile(out);
    ASSERT_TRUE(written.ok()) << written.errorText().toStdString();
    const auto expected = vllmCurveFilePoints();
    ASSERT_EQ(expected.size(), 7u);
    const auto &points = written.scenario->hardware.decodePoints;
    ASSERT_EQ(points.size(), expected.size());
    for (std::size_t i = 0; i < points.size(); ++i) {
        EXPECT_EQ(points[i].concurrency, expected[i].first);
        EXPECT_EQ(points[i].outputTokS, expected[i].second); // exact, through the written file
    }
    // Everything else is the built-in scenario's.
    Scenario rest = *written.scenario;
    rest.hardware.decodePoints = defaultScenario().hardware.decodePoints;
    rest.unstated = defaultScenario().unstated;
    ASSERT_TRUE(rest.hardware.maxThroughputTokS);
    EXPECT_EQ(*rest.hardware.maxThroughputTokS, expected.back().second); // the largest measured, not 4,634
    rest.hardware.maxThroughputTokS = defaultScenario().hardware.maxThroughputTokS;
    ASSERT_TRUE(rest.hardware.prefillInputTokS);
    double lowerBound = 0.0;
    for (const QString &name : QDir(benchData("vllm-curve")).entryList({ QStringLiteral("*.json") })) {
        QFile f(QDir(benchData("vllm-curve")).filePath(name));
        ASSERT_TRUE(f.open(QIODevice::ReadOnly));
        const QJsonObject o = QJsonDocument::fromJson(f.readAll()).object();
        lowerBound = std::max(lowerBound,
            o.value(QStringLiteral("total_input_tokens")).toDouble() / o.value(QStringLiteral("duration")).toDouble());
    }
    EXPECT_DOUBLE_EQ(*rest.hardware.prefillInputTokS, lowerBound);
    rest.hardware.prefillInputTokS = defaultScenario().hardware.prefillInputTokS;
    EXPECT_EQ(rest.operation.throughputMode, ThroughputMode::Modelled);
    rest.operation.throughputMode = defaultScenario().operation.throughputMode;
    EXPECT_EQ(rest.hardware.evidence, EvidenceSource::Imported); // #27 item 2: capacity.evidence "imported"
    rest.hardware.evidence = defaultScenario().hardware.evidence;
    EXPECT_EQ(rest.ranges.count(QStringLiteral("hardware.prefill_input_tok_s")), 0u);
    rest.ranges = defaultScenario().ranges;
    EXPECT_EQ(rest, defaultScenario());
}

TEST(ImportBench, IntoKeepsThePresetAndCanSetThePrefillLowerBound)
{
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    const QString mine = dir.filePath(QStringLiteral("mine.json"));
    Scenario base = defaultScenario();
    base.name = QStringLiteral("My cluster");
    QString error;
    ASSERT_TRUE(writePresetFile(base, mine, &error)) << error.toStdString();
    const CliRun r = run({ QStringLiteral("import-bench"), benchData("sglang-random-2048-512.jsonl"),
        QStringLiteral("--into"), mine, QStringLiteral("--prefill-from-runs") });
    ASSERT_EQ(r.code, 0) << r.err.toStdString();
    const PresetResult written = readPresetFile(mine);
    ASSERT_TRUE(written.ok()) << written.errorText().toStdString();
    EXPECT_EQ(written.scenario->name, QStringLiteral("My cluster"));
    ASSERT_EQ(written.scenario->hardware.decodePoints.size(), 3u);
    EXPECT_EQ(written.scenario->hardware.decodePoints[2].concurrency, 64);
    EXPECT_NEAR(written.scenario->hardware.decodePoints[2].outputTokS, 2890.0, 1e-9);
    // 2,048 input tokens per 512 output tokens at 2,890 output tok/s.
    ASSERT_TRUE(written.scenario->hardware.prefillInputTokS);
    EXPECT_NEAR(*written.scenario->hardware.prefillInputTokS, 2890.0 * 4, 1e-6);
    EXPECT_TRUE(r.out.contains(QStringLiteral("SGLang 0.5.4, model kimi-k3.1-pro, backend sglang")))
        << r.out.toStdString();
}

// Issue 10, "Done when": importing vLLM runs at concurrencies 1..64 into a preset moves the
// verdict `breakeven report` gives. The preset: the built-in agent workload at concurrency 64 with
// a typed 92 tok/s and no curve of its own; after the import the throughput is the curve's at 64,
// 2,076.8 tok/s less the prefill of 5 input tokens per output token at 21,000 input tok/s.
TEST(ImportBench, IntoAPresetMovesTheReportsVerdict)
{
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    const QString mine = dir.filePath(QStringLiteral("mine.json"));
    Scenario base = defaultScenario();
    base.operation.concurrency = 64;
    base.hardware.decodePoints.clear();
    base.hardware.maxThroughputTokS.reset();
    QString error;
    ASSERT_TRUE(writePresetFile(base, mine, &error)) << error.toStdString();
    const auto report = [&mine]() {
        const CliRun r = run({ QStringLiteral("report"), mine, QStringLiteral("--format"), QStringLiteral("json") });
        EXPECT_EQ(r.code, 0) << r.err.toStdString();
        return QJsonDocument::fromJson(r.out.toUtf8()).object();
    };
    const auto moonshot = [](const QJsonObject &o) {
        for (const QJsonValue &v : o.value(QStringLiteral("offers")).toArray()) {
            const QJsonObject offer = v.toObject();
            if (offer.value(QStringLiteral("provider")).toString() == QLatin1String("Moonshot")
                && offer.value(QStringLiteral("model")).toString() == QLatin1String("kimi-k3.1-pro"))
                return offer;
        }
        ADD_FAILURE() << "no Moonshot kimi-k3.1-pro in the report";
        return QJsonObject();
    };
    const auto at = [](const QJsonObject &o, const char *block, const char *key) {
        return o.value(QLatin1String(block)).toObject().value(QLatin1String(key));
    };

    const QJsonObject before = report();
    EXPECT_EQ(at(before, "capacity", "mode").toString(), QStringLiteral("measured"));
    EXPECT_FALSE(at(before, "capacity", "evidence").toBool());
    EXPECT_EQ(at(before, "feasibility", "throughput_tok_s").toDouble(), 92.0);
    EXPECT_NEAR(at(before, "self_host", "cost_per_output_mtok_usd").toDouble(), 171.467, 1e-3);
    EXPECT_EQ(moonshot(before).value(QStringLiteral("cheaper")).toString(), QStringLiteral("api"));
    EXPECT_NEAR(moonshot(before).value(QStringLiteral("monthly_saving_usd")).toDouble(), -36621.18, 0.01);

    const CliRun imported = run({ QStringLiteral("import-bench"), benchData("vllm-curve"), QStringLiteral("--into"),
        mine, QStringLiteral("--keep-prefill") });
    ASSERT_EQ(imported.code, 0) << imported.err.toStdString();

    const QJsonObject after = report();
    const auto expected = vllmCurveFilePoints();
    const QJsonArray points = at(after, "capacity", "decode_points").toArray();
    ASSERT_EQ(points.size(), static_cast<qsizetype>(expected.size()));
    for (std::size_t i = 0; i < expected.size(); ++i) {
        const QJsonObject p = points.at(static_cast<qsizetype>(i)).toObject();
        EXPECT_EQ(p.value(QStringLiteral("concurrency")).toInt(), expected[i].first);
        EXPECT_EQ(p.value(QStringLiteral("output_tok_s")).toDouble(), expected[i].second); // exact
    }
    EXPECT_EQ(at(after, "capacity", "mode").toString(), QStringLiteral("modelled"));
    const double derived = 1.0 / (1.0 / expected.back().second + 5.0 / 21000.0);
    EXPECT_NEAR(derived, 1389.65, 0.01);
    EXPECT_NEAR(at(after, "feasibility", "throughput_tok_s").toDouble(), derived, 1e-9 * derived);
    EXPECT_NEAR(at(after, "capacity", "t_max_tok_s").toDouble(), derived, 1e-9 * derived);
    EXPECT_TRUE(at(after, "feasibility", "feasible").toBool());
    // $41,456.70 a month over 1,389.65 tok/s for 730 hours.
    EXPECT_NEAR(
        at(after, "self_host", "cost_per_output_mtok_usd").toDouble(), 41456.7 / (derived * 3600 * 730) * 1e6, 1e-9);
    EXPECT_NEAR(at(after, "self_host", "cost_per_output_mtok_usd").toDouble(), 11.352, 1e-3);
    EXPECT_EQ(moonshot(after).value(QStringLiteral("cheaper")).toString(), QStringLiteral("self-host"));
    EXPECT_NEAR(moonshot(after).value(QStringLiteral("monthly_saving_usd")).toDouble(),
        derived * 3600 * 730 / 1e6 * 20.0 - 41456.7, 1e-6);

    // The text report says the same.
    const CliRun text = run({ QStringLiteral("report"), mine });
    EXPECT_TRUE(text.out.contains(QStringLiteral("  throughput                      1,389.7 tok/s while in use")))
        << text.out.toStdString();
    EXPECT_TRUE(text.out.contains(QStringLiteral("  cost per output Mtok            $11.35")))
        << text.out.toStdString();
}

TEST(ImportBench, WithoutATargetNothingIsWritten)
{
    const CliRun r = run({ QStringLiteral("import-bench"), benchData("guidellm-benchmarks.json") });
    EXPECT_EQ(r.code, 0) << r.err.toStdString();
    EXPECT_TRUE(r.out.contains(QStringLiteral("GuideLLM 0.7.3, model Qwen/Qwen3-32B"))) << r.out.toStdString();
    EXPECT_TRUE(r.out.contains(QStringLiteral("Decode curve (output tok/s at concurrency): 61.5 at 1; 742.3 at 16")))
        << r.out.toStdString();
    EXPECT_TRUE(r.out.contains(QStringLiteral("Nothing written")));
}

TEST(ImportBench, ABrokenFileWritesNothingAndNamesTheField)
{
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    const QString bad = dir.filePath(QStringLiteral("c8.json"));
    QString error;
    ASSERT_TRUE(writeFileAtomically(bad,
        "{\"model_id\": \"m\", \"max_concurrency\": 8, \"completed\": 10, \"total_input_tokens\": 100, "
        "\"total_output_tokens\": 1000, \"duration\": 0, \"output_throughput\": 100}",
        &error));
    const QString out = dir.filePath(QStringLiteral("out.json"));
    const CliRun r = run({ QStringLiteral("import-bench"), benchData("vllm-curve"), bad, QStringLiteral("-o"), out });
    EXPECT_EQ(r.code, 1);
    EXPECT_EQ(r.err,
        bad
            + QStringLiteral(
                ": duration: 0 is not allowed: expected a run's length in seconds, from 0.001 to 10000000\n"));
    EXPECT_TRUE(r.out.isEmpty()) << r.out.toStdString();
    EXPECT_FALSE(QFile::exists(out));
}

TEST(ImportBench, UsageErrors)
{
    CliRun r = run({ QStringLiteral("import-bench") });
    EXPECT_EQ(r.code, 2);
    EXPECT_TRUE(r.err.startsWith(QStringLiteral("import-bench: expected at least one result file or folder\n")));
    EXPECT_TRUE(r.err.contains(QStringLiteral("breakeven import-bench FILE...")));
    r = run({ QStringLiteral("import-bench"), benchData("vllm-curve"), QStringLiteral("--bogus") });
    EXPECT_EQ(r.code, 2);
    // An --into preset that does not read is bad input, and nothing is written.
    r = run({ QStringLiteral("import-bench"), benchData("vllm-curve"), QStringLiteral("--into"),
        QStringLiteral(BREAKEVEN_TEST_DATA "/no-such-preset.json") });
    EXPECT_EQ(r.code, 1);
    EXPECT_TRUE(r.err.contains(QStringLiteral("no-such-preset.json"))) << r.err.toStdString();
}

TEST(ImportBench, IsAConsoleVerbListedInTheUsage)
{
    EXPECT_TRUE(CommandLine::isConsoleCommand({ QStringLiteral("breakeven"), QStringLiteral("import-bench") }));
    EXPECT_TRUE(
        CommandLine::usage().contains(QStringLiteral("breakeven import-bench FILE... [-o PRESET] [--into PRESET]")));
}

// Issue 34, item 1: the measurement is never the output (`import-bench c1.json -o c1.json`).
TEST(ImportBench, WritingOverAResultFileReadIsRefusedAndTheFileStays) // #34
{
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    const QString run1 = dir.filePath(QStringLiteral("c1.json"));
    ASSERT_TRUE(QFile::copy(benchData("guidellm-benchmarks.json"), run1));
    QFile original(run1);
    ASSERT_TRUE(original.open(QIODevice::ReadOnly));
    const QByteArray before = original.readAll();
    original.close();
    for (const QString &target : { run1, dir.filePath(QStringLiteral("./c1.json")) }) {
        const CliRun r = run({ QStringLiteral("import-bench"), run1, QStringLiteral("-o"), target });
        EXPECT_EQ(r.code, 1) << r.out.toStdString();
        EXPECT_TRUE(r.err.contains(QStringLiteral("it is the file being read"))) << r.err.toStdString();
        QFile f(run1);
        ASSERT_TRUE(f.open(QIODevice::ReadOnly));
        EXPECT_EQ(f.readAll(), before) << "the measurement is intact";
    }
    // A folder of runs: none of its files is a target either.
    const CliRun r = run({ QStringLiteral("import-bench"), dir.path(), QStringLiteral("-o"), run1 });
    EXPECT_EQ(r.code, 1);
    EXPECT_TRUE(r.err.contains(QStringLiteral("it is the file being read"))) << r.err.toStdString();
}

// Issue 34, item 3: every text from a result file passes the terminal-safe path, the tool's version too.
TEST(ImportBench, TheToolsVersionCannotSendTerminalEscapes) // #34
{
    QFile source(benchData("guidellm-benchmarks.json"));
    ASSERT_TRUE(source.open(QIODevice::ReadOnly));
    QByteArray bytes = source.readAll();
    const QByteArray version = "\"guidellm_version\": \"0.7.3\"";
    ASSERT_TRUE(bytes.contains(version));
    bytes.replace(version, "\"guidellm_version\": \"\\u001b]0;pwned\\u0007\\u001b[2J0.7.3\"");
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    const QString file = dir.filePath(QStringLiteral("run.json"));
    ASSERT_TRUE(writeFileAtomically(file, bytes, nullptr));
    const CliRun r = run({ QStringLiteral("import-bench"), file });
    ASSERT_EQ(r.code, 0) << r.err.toStdString();
    EXPECT_FALSE(r.out.contains(QChar(0x1b))) << "ESC reached the terminal";
    EXPECT_FALSE(r.out.contains(QChar(0x07)));
    EXPECT_TRUE(r.out.contains(QStringLiteral("GuideLLM \uFFFD]0;pwned\uFFFD\uFFFD[2J0.7.3"))) << r.out.toStdString();
}

// The acceptance check of #27: three AIPerf runs of Kimi K2.5 on MI355X (44.5 / 149.7 / 9.6 tok/s at
// concurrency 1 / 8 / 64, the c = 64 run with a mean TTFT of 690 s) written with -o.
TEST(ImportBench, TheMi355xRunsGiveATMaxOfAtMostTheMeasured) // #27
{
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    const QString out = dir.filePath(QStringLiteral("mi355x.json"));
    const CliRun r = run({ QStringLiteral("import-bench"), benchData("aiperf-kimi-k2.5-mi355x"), QStringLiteral("-o"),
        out, QStringLiteral("--gpu"), QStringLiteral("MI355X"), QStringLiteral("--gpus"), QStringLiteral("8") });
    ASSERT_EQ(r.code, 0) << r.err.toStdString();
    const QString c64 = QStringLiteral("c64.json (concurrency 64) is overloaded: ");
    EXPECT_TRUE(r.err.contains(QStringLiteral("warning: ") + c64
        + QStringLiteral("9.6 output tok/s, below the 149.7 of c8.json at concurrency 8\n")))
        << r.err.toStdString();
    EXPECT_TRUE(r.err.contains(QStringLiteral("warning: ") + c64
        + QStringLiteral("mean TTFT 690 s, more than a tenth of the run's 3000 s (300 s)\n")))
        << r.err.toStdString();
    EXPECT_TRUE(r.err.contains(
        QStringLiteral("warning: the overloaded runs are left out of the curve (--keep-overloaded keeps them)\n")));
    EXPECT_TRUE(r.out.contains(QStringLiteral("Decode curve (output tok/s at concurrency): 44.5 at 1; 149.7 at 8\n")))
        << r.out.toStdString();
    EXPECT_TRUE(r.out.contains(QStringLiteral("Hardware maximum: 149.7 output tok/s, the largest measured\n")));
    EXPECT_TRUE(r.out.contains(QStringLiteral("Hardware: 8 x MI355X (from --gpu and --gpus)\n")));
    EXPECT_FALSE(r.out.contains(QStringLiteral("unknown")));

    const PresetResult written = readPresetFile(out);
    ASSERT_TRUE(written.ok()) << written.errorText().toStdString();
    EXPECT_EQ(written.scenario->hardware.gpu, QStringLiteral("MI355X"));
    EXPECT_EQ(written.scenario->hardware.count, 8);
    EXPECT_EQ(written.scenario->hardware.maxThroughputTokS, std::optional<double>(149.7));
    ASSERT_EQ(written.scenario->hardware.decodePoints.size(), 2u);

    const CliRun report = run({ QStringLiteral("report"), out, QStringLiteral("--format"), QStringLiteral("json") });
    ASSERT_EQ(report.code, 0) << report.err.toStdString();
    const QJsonObject capacity
        = QJsonDocument::fromJson(report.out.toUtf8()).object().value(QStringLiteral("capacity")).toObject();
    const double tMax = capacity.value(QStringLiteral("t_max_tok_s")).toDouble();
    EXPECT_GT(tMax, 0.0);
    EXPECT_LE(tMax, 149.7);
    EXPECT_TRUE(r.out.contains(QStringLiteral("Capacity T_max: ")));

    // --keep-overloaded: the run is still flagged, and gives its point.
    const QString kept = dir.filePath(QStringLiteral("kept.json"));
    const CliRun k = run({ QStringLiteral("import-bench"), benchData("aiperf-kimi-k2.5-mi355x"), QStringLiteral("-o"),
        kept, QStringLiteral("--keep-overloaded") });
    ASSERT_EQ(k.code, 0) << k.err.toStdString();
    EXPECT_TRUE(k.err.contains(QStringLiteral("warning: the overloaded runs are in the curve (--keep-overloaded)\n")));
    EXPECT_EQ(readPresetFile(kept).scenario->hardware.decodePoints.size(), 3u);
}

TEST(ImportBench, TheGpuOptionsAreChecked) // #27
{
    CliRun r = run({ QStringLiteral("import-bench"), benchData("aiperf-kimi-k2.5-mi355x"), QStringLiteral("--gpus"),
        QStringLiteral("0") });
    EXPECT_EQ(r.code, 2);
    EXPECT_TRUE(r.err.startsWith(QStringLiteral(
        "import-bench: --gpus: \"0\" is not allowed: expected a whole number of GPUs from 1 to 1000000\n")))
        << r.err.toStdString();
    r = run({ QStringLiteral("import-bench"), benchData("aiperf-kimi-k2.5-mi355x"), QStringLiteral("--gpu"),
        QStringLiteral("MI999") });
    EXPECT_EQ(r.code, 2);
    EXPECT_TRUE(r.err.startsWith(
        QStringLiteral("import-bench: --gpu: \"MI999\" is not a GPU of the catalog: expected one of H100, ")))
        << r.err.toStdString();
    r = run({ QStringLiteral("import-bench"), benchData("aiperf-kimi-k2.5-mi355x"), QStringLiteral("--gpus"),
        QStringLiteral("16") });
    EXPECT_EQ(r.code, 0) << r.err.toStdString();
    EXPECT_TRUE(r.out.contains(QStringLiteral("Hardware: 16 GPUs (from --gpus) of an unknown type: the files do not "
                                              "say which GPU ran the benchmark, so the scenario keeps its GPU (give "
                                              "--gpu TYPE)\n")))
        << r.out.toStdString();
    r = run({ QStringLiteral("import-bench"), benchData("genai-perf-c4"), QStringLiteral("--keep-prefill"),
        QStringLiteral("--prefill-from-runs") });
    EXPECT_EQ(r.code, 2);
}

// The summary gives the p90s the latency targets read (issue 31's review), beside the mean and median.
TEST(ImportBench, TheSummaryGivesEachRunsP90Latencies)
{
    const CliRun r = run({ QStringLiteral("import-bench"), benchData("aiperf-c16") });
    ASSERT_EQ(r.code, 0) << r.err.toStdString();
    EXPECT_TRUE(r.out.contains(QStringLiteral("TTFT ms: 310.4 mean, 297.9 median, 370.5 p90; TPOT ms: 11.2 mean, 11.0 "
                                              "median, 12.3 p90; ITL ms: not in file\n")))
        << r.out.toStdString();
}

// Request-rate runs (a real SGLang file, tests/data/bench/README.md): each becomes a point whose concurrency
// the command says is estimated from Little's law, and how.
TEST(ImportBench, RequestRateRunsSayTheirConcurrencyIsEstimatedFromLittlesLaw)
{
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    const QString out = dir.filePath(QStringLiteral("rate.json"));
    const CliRun r = run({ QStringLiteral("import-bench"), benchData("sglang-request-rate-llama-3.3-70b-4xh200.jsonl"),
        QStringLiteral("-o"), out });
    ASSERT_EQ(r.code, 0) << r.err.toStdString();
    EXPECT_TRUE(r.out.contains(QStringLiteral("Runs read: 5\n"))) << r.out.toStdString();
    EXPECT_TRUE(r.out.contains(QStringLiteral("    concurrency 8 estimated from Little's law (1.0055 completed "
                                              "requests/s x 7.841 s mean end-to-end latency, mean_e2e_latency_ms = "
                                              "7.88 requests in flight)\n")))
        << r.out.toStdString();
    EXPECT_TRUE(r.out.contains(QStringLiteral("concurrency 1,245 estimated from Little's law (8.3535 completed "
                                              "requests/s x 149.037 s mean end-to-end latency, mean_e2e_latency_ms = "
                                              "1,244.98 requests in flight)\n")))
        << r.out.toStdString();
    EXPECT_TRUE(r.out.contains(QStringLiteral("Decode curve (output tok/s at concurrency): 537.4 at 8 (concurrency "
                                              "estimated from Little's law); 987.3 at 16 (concurrency estimated from "
                                              "Little's law)")))
        << r.out.toStdString();
    const PresetResult written = readPresetFile(out);
    ASSERT_TRUE(written.ok()) << written.errorText().toStdString();
    const auto &points = written.scenario->hardware.decodePoints;
    ASSERT_EQ(points.size(), 5u);
    EXPECT_EQ(points[0].concurrency, 8);
    EXPECT_EQ(points[0].outputTokS, 537.4142851849319);
    EXPECT_EQ(points[2].concurrency, 52);
    EXPECT_EQ(points[2].outputTokS, 2047.9108281108272);
    // The estimate stays with each point in the saved preset (hardware.decode_points[].requests_in_flight) and
    // the report says it: reopened, the points still read as estimated.
    for (const DecodePoint &p : points) {
        ASSERT_TRUE(p.requestsInFlight.has_value()) << p.concurrency;
        EXPECT_EQ(p.concurrency, std::max(1, static_cast<int>(std::lround(*p.requestsInFlight))));
    }
    EXPECT_NEAR(*points[0].requestsInFlight, 7.88, 0.005);
    EXPECT_NEAR(*points[4].requestsInFlight, 1244.98, 0.005);
    const CliRun report = run({ QStringLiteral("report"), out, QStringLiteral("--format"), QStringLiteral("json") });
    ASSERT_EQ(report.code, 0) << report.err.toStdString();
    EXPECT_TRUE(report.out.contains(QStringLiteral("\"requests_in_flight\""))) << report.out.left(400).toStdString();
    // The assumptions ("Where the figures come from" in the window and the PDF) mark the estimated points.
    QString curve;
    for (const Assumption &a : assumptions(*written.scenario, QLocale::c())) {
        if (a.path == QStringLiteral("hardware.decode_points"))
            curve = a.value;
    }
    EXPECT_TRUE(curve.startsWith(
        QStringLiteral("~8 (7.88 in flight, Little's law): 537.4, ~16 (16.39 in flight, Little's law): 987.3")))
        << curve.toStdString();
}

// InferenceX's results: the configuration is printed, and that the file gives rates per GPU, not totals.
TEST(ImportBench, InferenceXResultsPrintTheirConfiguration)
{
    const CliRun r = run({ QStringLiteral("import-bench"), benchData("inferencex-kimi-k2.5-mi355x-8k1k") });
    ASSERT_EQ(r.code, 0) << r.err.toStdString();
    EXPECT_TRUE(r.out.contains(QStringLiteral("Runs read: 2\n"))) << r.out.toStdString();
    EXPECT_TRUE(r.out.contains(QStringLiteral(
        "    configuration: moonshotai/Kimi-K2.5 on 8 x mi355x, int4, vllm, ISL 8192 / OSL 1024, TP 8, PP 1, EP 1, DP "
        "attention false, speculative decoding mtp (vllm/vllm-openai-rocm:v0.21.0)\n")))
        << r.out.toStdString();
    EXPECT_TRUE(r.out.contains(QStringLiteral("    concurrency 64; the file gives no request count, token totals or "
                                              "duration: its throughputs per GPU times the run's GPUs\n")))
        << r.out.toStdString();
    EXPECT_TRUE(
        r.out.contains(QStringLiteral("Decode curve (output tok/s at concurrency): 140.6 at 32; 208.1 at 64\n")))
        << r.out.toStdString();
}

// A real GuideLLM 0.5.0.dev0 report and a real AIPerf 0.1 export with reasoning tokens (tests/data/bench/README.md)
// in one folder tree: each file's run is read from its sub-folder, and the written curve holds each run's
// output tok/s and p90 latencies exactly. The AIPerf run (100 requests sent at once) is overloaded: kept here.
TEST(ImportBench, RealGuideLlmAndAiPerfFilesWriteTheirNumbers)
{
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    const QString tree = dir.filePath(QStringLiteral("runs"));
    for (const char *file : { "guidellm-0.5.0.dev0-qwen3-4b-thinking-c4/"
                              "Qwen_Qwen3-4B-Thinking-2507_tp4_quant-fp8_benchmarks.json",
             "aiperf-0.1.1-gpt-oss-20b-reasoning-c100/profile_export_aiperf.json" }) {
        const QString target = tree + QLatin1Char('/') + QString::fromLatin1(file);
        ASSERT_TRUE(QDir().mkpath(QFileInfo(target).path()));
        ASSERT_TRUE(QFile::copy(benchData(file), target)) << file;
    }
    const QString out = dir.filePath(QStringLiteral("real.json"));
    const CliRun r
        = run({ QStringLiteral("import-bench"), tree, QStringLiteral("--keep-overloaded"), QStringLiteral("-o"), out });
    ASSERT_EQ(r.code, 0) << r.err.toStdString();
    EXPECT_TRUE(r.out.contains(QStringLiteral("Runs read: 2\n"))) << r.out.toStdString();
    const PresetResult written = readPresetFile(out);
    ASSERT_TRUE(written.ok()) << written.errorText().toStdString();
    const auto &points = written.scenario->hardware.decodePoints;
    ASSERT_EQ(points.size(), 2u);
    EXPECT_EQ(points[0].concurrency, 4);
    EXPECT_EQ(points[0].outputTokS, 165.59511945248636);
    ASSERT_TRUE(points[0].ttftP90Ms && points[0].tpotP90Ms);
    EXPECT_EQ(*points[0].ttftP90Ms, 172.63293266296387);
    EXPECT_EQ(*points[0].tpotP90Ms, 24.32361408136785);
    EXPECT_EQ(points[1].concurrency, 100);
    EXPECT_EQ(points[1].outputTokS, 2320.7222350404572);
    ASSERT_TRUE(points[1].ttftP90Ms && points[1].tpotP90Ms);
    EXPECT_EQ(*points[1].ttftP90Ms, 3796.9311679999996);
    EXPECT_EQ(*points[1].tpotP90Ms, 32.87232279340302);
}
