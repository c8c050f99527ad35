// Importing serving-benchmark results: each tool's format from its fixture, a folder of vLLM runs
// as one curve, and broken files rejected with errors that name the file and the field.

#include "testsupport.h"

#include "benchfixtures.h"

#include "benchimport.h"
#include "evaluation.h"
#include "gpucatalog.h"
#include "strictjson.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>

#include <cmath>
#include <cstdlib>
#include <ostream>
#include <tuple>
#include <utility>

/// Failures show the text, not its UTF-16 code units.
inline void PrintTo(const QString &s, std::ostream *os) { *os << '"' << s.toStdString() << '"'; }

using namespace breakeven;
using namespace breakeven::test;

namespace {

QJsonObject readJson(const QString &path)
{
    QFile f(path);
    EXPECT_TRUE(f.open(QIODevice::ReadOnly)) << path.toStdString();
    return QJsonDocument::fromJson(f.readAll()).object();
}

/// A vLLM result object as `vllm bench serve --save-result` writes it (the fields the importer reads).
QJsonObject vllmRun(int concurrency = 8, double outputTokens = 51200.0, double duration = 100.0)
{
    return QJsonObject { { QStringLiteral("date"), QStringLiteral("20261128-101500") },
        { QStringLiteral("endpoint_type"), QStringLiteral("openai") },
        { QStringLiteral("backend"), QStringLiteral("openai") },
        { QStringLiteral("model_id"), QStringLiteral("org/model") },
        { QStringLiteral("tokenizer_id"), QStringLiteral("org/model") }, { QStringLiteral("num_prompts"), 50 },
        { QStringLiteral("request_rate"), QStringLiteral("inf") }, { QStringLiteral("burstiness"), 1.0 },
        { QStringLiteral("max_concurrency"), concurrency }, { QStringLiteral("duration"), duration },
        { QStringLiteral("completed"), 50 }, { QStringLiteral("total_input_tokens"), 50000 },
        { QStringLiteral("total_output_tokens"), outputTokens },
        { QStringLiteral("output_throughput"), outputTokens / duration }, { QStringLiteral("mean_ttft_ms"), 40.0 },
        { QStringLiteral("median_ttft_ms"), 39.0 }, { QStringLiteral("mean_tpot_ms"), 15.0 },
        { QStringLiteral("median_tpot_ms"), 14.5 }, { QStringLiteral("mean_itl_ms"), 14.9 },
        { QStringLiteral("median_itl_ms"), 14.4 } };
}

QByteArray bytes(const QJsonObject &o) { return QJsonDocument(o).toJson(QJsonDocument::Compact); }

/// The one error parsing \a text gives, as "path: message".
QString onlyError(const QByteArray &text)
{
    const BenchFileResult r = parseBenchResult(text, QStringLiteral("run.json"));
    EXPECT_TRUE(r.runs.empty());
    EXPECT_EQ(r.errors.size(), 1u);
    return r.errors.empty() ? QString() : r.errors.front().path + QStringLiteral(": ") + r.errors.front().message;
}

} // namespace

TEST(BenchImportVllm, ReadsTheSavedResult)
{
    const BenchFileResult r
        = readBenchFile(benchData("vllm-curve/openai-infqps-concurrency8-Kimi-K3.1-Pro-20261128-1008.json"));
    ASSERT_TRUE(r.ok()) << r.errors.front().toString().toStdString();
    ASSERT_EQ(r.runs.size(), 1u);
    const BenchRun &run = r.runs.front();
    EXPECT_EQ(run.tool, BenchTool::Vllm);
    EXPECT_EQ(run.model, QStringLiteral("moonshotai/Kimi-K3.1-Pro"));
    EXPECT_EQ(run.backend, QStringLiteral("openai"));
    EXPECT_EQ(run.concurrency, 8);
    EXPECT_FALSE(run.requestRate.has_value()); // "inf"
    EXPECT_EQ(run.completed, 32);
    EXPECT_EQ(run.inputTokens, 32000.0);
    EXPECT_EQ(run.outputTokens, 32768.0);
    EXPECT_EQ(run.outputTokS, 515.9999997480469);
    EXPECT_DOUBLE_EQ(run.durationS, 63.503876);
    ASSERT_TRUE(run.meanTtftMs && run.medianTpotMs && run.meanItlMs);
    EXPECT_DOUBLE_EQ(*run.meanTtftMs, 52.3);
    EXPECT_NEAR(*run.meanTpotMs, 1000.0 * 8 / 516.0, 1e-9);
    EXPECT_NEAR(run.inputPerOutput(), 32000.0 / 32768.0, 1e-12);
}

TEST(BenchImportVllm, AppendedResultsAreOneRunPerLine)
{
    const QByteArray text = bytes(vllmRun(4, 40000.0, 100.0)) + '\n' + bytes(vllmRun(16, 90000.0, 100.0));
    const BenchFileResult r = parseBenchResult(text, QStringLiteral("appended.json"));
    ASSERT_TRUE(r.ok()) << r.errors.front().toString().toStdString();
    ASSERT_EQ(r.runs.size(), 2u);
    EXPECT_EQ(r.runs[0].concurrency, 4);
    EXPECT_EQ(r.runs[0].where, QStringLiteral("line 1"));
    EXPECT_EQ(r.runs[1].outputTokS, 900.0);
    EXPECT_EQ(r.runs[1].label(), QStringLiteral("appended.json line 2"));
}

TEST(BenchImportVllm, AFolderAtConcurrencies1To64IsACurveOfTheFilesOutputThroughput)
{
    const QString folder = benchData("vllm-curve");
    const BenchImport imported = importBenchmarks({ folder });
    ASSERT_TRUE(imported.ok()) << imported.errorText().toStdString();
    EXPECT_TRUE(imported.warnings.isEmpty()) << imported.warnings.join(QLatin1Char('\n')).toStdString();
    const int expected[] = { 1, 2, 4, 8, 16, 32, 64 };
    ASSERT_EQ(imported.points.size(), std::size(expected));
    for (std::size_t i = 0; i < imported.points.size(); ++i) {
        const BenchCurvePoint &p = imported.points[i];
        EXPECT_EQ(p.concurrency, expected[i]);
        // Exactly the file's own output_throughput, read independently of the importer.
        const QString file
            = QDir(folder).filePath(QStringLiteral("openai-infqps-concurrency%1-Kimi-K3.1-Pro-20261128-1%2.json")
                                        .arg(expected[i])
                                        .arg(expected[i], 3, 10, QLatin1Char('0')));
        const QJsonObject raw = readJson(file);
        EXPECT_EQ(raw.value(QStringLiteral("max_concurrency")).toInt(), expected[i]);
        EXPECT_EQ(p.outputTokS, raw.value(QStringLiteral("output_throughput")).toDouble()) << expected[i];
        EXPECT_EQ(imported.runs[p.run].concurrency, expected[i]);
    }
    EXPECT_EQ(imported.points.front().outputTokS, 105.70000025160523);
    EXPECT_EQ(imported.points.back().outputTokS, 2076.800007884336);
    // The largest input rate any run sustained: 256 prompts x 1000 tokens at c = 64.
    ASSERT_TRUE(imported.prefillLowerBound());
    EXPECT_NEAR(*imported.prefillLowerBound(), 2076.8 * 1000.0 / 1024.0, 1e-3);
}

TEST(BenchImportSglang, ReadsEveryLineOfTheJsonl)
{
    const BenchFileResult r = readBenchFile(benchData("sglang-random-2048-512.jsonl"));
    ASSERT_TRUE(r.ok()) << r.errors.front().toString().toStdString();
    ASSERT_EQ(r.runs.size(), 3u);
    const BenchRun &run = r.runs[1];
    EXPECT_EQ(run.tool, BenchTool::Sglang);
    EXPECT_EQ(run.toolVersion, QStringLiteral("0.5.4"));
    EXPECT_EQ(run.model, QStringLiteral("kimi-k3.1-pro")); // served_model_name before model_path
    EXPECT_EQ(run.backend, QStringLiteral("sglang"));
    EXPECT_EQ(run.concurrency, 16);
    EXPECT_FALSE(run.requestRate.has_value()); // Python's Infinity: unlimited
    EXPECT_EQ(run.completed, 160);
    EXPECT_EQ(run.inputTokens, 160.0 * 2048);
    EXPECT_EQ(run.outputTokens, 160.0 * 512);
    EXPECT_NEAR(run.outputTokS, 1210.5, 1e-9);
    ASSERT_TRUE(run.meanTtftMs && run.medianTtftMs);
    EXPECT_DOUBLE_EQ(*run.meanTtftMs, 75.5);
    EXPECT_DOUBLE_EQ(*run.medianTtftMs, 75.5 * 0.95);
    EXPECT_EQ(run.where, QStringLiteral("line 2"));
}

// A real SGLang file of request-rate runs (`--request-rate 1..16`, no `--max-concurrency`): Llama 3.3 70B on
// 4 x H200, from datacrunch-research/h200-benchmarks (tests/data/bench/README.md). Each run is a point
// whose concurrency is estimated from Little's law with the file's own fields.
TEST(BenchImportSglang, RequestRateRunsGetALittlesLawConcurrency)
{
    const QString path = benchData("sglang-request-rate-llama-3.3-70b-4xh200.jsonl");
    const BenchFileResult r = readBenchFile(path);
    ASSERT_TRUE(r.ok()) << r.errors.front().toString().toStdString();
    ASSERT_EQ(r.runs.size(), 5u);
    struct Expected {
        double rate;
        int completed;
        double input, output, duration, e2eMs, outputTokS;
        int concurrency;
    };
    // The file's numbers, as written; the concurrency is round(completed / duration x mean E2E latency).
    const Expected expected[] = {
        { 1.0, 300, 152612, 160347, 298.3675805060193, 7840.616212638561, 537.4142851849319, 8 },
        { 2.0, 600, 308748, 308712, 312.6791094408836, 8540.55180882259, 987.3125216200807, 16 },
        { 4.0, 1200, 615860, 607936, 296.8566754250787, 12896.330808075727, 2047.9108281108272, 52 },
        { 8.0, 2400, 1222995, 1218922, 346.7753648299258, 52064.764045071985, 3515.0190112201713, 360 },
        { 16.0, 3200, 1629242, 1642637, 383.073250005953, 149037.25147111146, 4288.049348197696, 1245 },
    };
    for (std::size_t i = 0; i < r.runs.size(); ++i) {
        const BenchRun &run = r.runs[i];
        const Expected &e = expected[i];
        SCOPED_TRACE(i);
        EXPECT_EQ(run.tool, BenchTool::Sglang);
        EXPECT_EQ(run.backend, QStringLiteral("sglang"));
        ASSERT_TRUE(run.requestRate.has_value());
        EXPECT_EQ(*run.requestRate, e.rate);
        EXPECT_EQ(run.completed, e.completed);
        EXPECT_EQ(run.inputTokens, e.input);
        EXPECT_EQ(run.outputTokens, e.output);
        EXPECT_EQ(run.durationS, e.duration);
        EXPECT_EQ(run.outputTokS, e.outputTokS);
        ASSERT_TRUE(run.concurrencyEstimate.has_value());
        const BenchConcurrencyEstimate &est = *run.concurrencyEstimate;
        EXPECT_FALSE(est.fromTtftAndTpot);
        EXPECT_EQ(est.latencyKey, QStringLiteral("mean_e2e_latency_ms"));
        EXPECT_DOUBLE_EQ(est.requestsPerS, e.completed / e.duration);
        EXPECT_DOUBLE_EQ(est.latencyS, e.e2eMs / 1000.0);
        EXPECT_DOUBLE_EQ(est.inFlight, e.completed / e.duration * (e.e2eMs / 1000.0));
        EXPECT_EQ(run.concurrency, e.concurrency);
        EXPECT_FALSE(run.p90TtftMs || run.meanTtftMs); // this SGLang version writes only medians
        ASSERT_TRUE(run.medianTtftMs);
    }
    EXPECT_EQ(r.runs[0].concurrencyEstimateText(),
        QStringLiteral("concurrency 8 estimated from Little's law (1.0055 completed requests/s x 7.841 s mean "
                       "end-to-end latency, mean_e2e_latency_ms = 7.88 requests in flight)"));
    // Several runs become several points, one per estimated concurrency.
    const BenchImport imported = importBenchmarks({ path });
    ASSERT_TRUE(imported.ok()) << imported.errorText().toStdString();
    ASSERT_EQ(imported.points.size(), 5u);
    EXPECT_EQ(imported.points[0].concurrency, 8);
    EXPECT_EQ(imported.points[0].outputTokS, 537.4142851849319);
    EXPECT_EQ(imported.points[4].concurrency, 1245);
    EXPECT_EQ(imported.points[4].outputTokS, 4288.049348197696);
}

// Without an end-to-end latency the latency is mean TTFT + (mean output tokens - 1) x mean TPOT; vLLM's
// `mean_e2el_ms` is read when present; neither is an error naming the keys; two runs estimated at one
// concurrency are handled as any duplicates (the higher throughput kept, a warning).
TEST(BenchImportVllm, RequestRateRunsWithoutALimitAreEstimatedOrRefusedByName)
{
    QJsonObject rate = vllmRun(); // 50 requests, 51,200 output tokens in 100 s; TTFT 40 ms, TPOT 15 ms
    rate.insert(QStringLiteral("request_rate"), 0.5);
    rate.insert(QStringLiteral("max_concurrency"), QJsonValue::Null);
    BenchFileResult r = parseBenchResult(bytes(rate), QStringLiteral("rate.json"));
    ASSERT_TRUE(r.ok()) << r.errors.front().toString().toStdString();
    ASSERT_TRUE(r.runs[0].concurrencyEstimate);
    EXPECT_TRUE(r.runs[0].concurrencyEstimate->fromTtftAndTpot);
    // 0.5 req/s x (0.040 + (1024 - 1) x 0.015) s = 0.5 x 15.385 = 7.6925 -> 8
    EXPECT_DOUBLE_EQ(r.runs[0].concurrencyEstimate->latencyS, 0.040 + 1023 * 0.015);
    EXPECT_DOUBLE_EQ(r.runs[0].concurrencyEstimate->inFlight, 0.5 * (0.040 + 1023 * 0.015));
    EXPECT_EQ(r.runs[0].concurrency, 8);
    EXPECT_TRUE(r.runs[0].concurrencyEstimateText().contains(
        QStringLiteral("mean TTFT + (mean output tokens - 1) x mean TPOT, from mean_ttft_ms and mean_tpot_ms")));

    QJsonObject e2el = rate;
    e2el.remove(QStringLiteral("max_concurrency")); // absent, as null
    e2el.insert(QStringLiteral("mean_e2el_ms"), 20000.0);
    r = parseBenchResult(bytes(e2el), QStringLiteral("e2el.json"));
    ASSERT_TRUE(r.ok()) << r.errors.front().toString().toStdString();
    EXPECT_EQ(r.runs[0].concurrencyEstimate->latencyKey, QStringLiteral("mean_e2el_ms"));
    EXPECT_EQ(r.runs[0].concurrency, 10); // 0.5 x 20 s

    QJsonObject none = rate;
    none.remove(QStringLiteral("mean_tpot_ms"));
    EXPECT_EQ(onlyError(bytes(none)),
        QStringLiteral(
            "max_concurrency: null, with request_rate 0.5: a request-rate run's concurrency is estimated from "
            "Little's law, which needs the mean end-to-end latency (mean_e2el_ms or mean_e2e_latency_ms) "
            "or mean_ttft_ms and mean_tpot_ms; the file has neither"));

    QJsonObject faster = e2el;
    faster.insert(QStringLiteral("mean_e2el_ms"), 19500.0); // 9.75 -> 10
    faster.insert(QStringLiteral("total_output_tokens"), 60000);
    faster.insert(QStringLiteral("output_throughput"), 600.0);
    const QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    const auto write = [&](const QString &name, const QJsonObject &o) {
        QFile f(dir.filePath(name));
        EXPECT_TRUE(f.open(QIODevice::WriteOnly));
        f.write(bytes(o));
        return dir.filePath(name);
    };
    const BenchImport imported
        = importBenchmarks({ write(QStringLiteral("a.json"), e2el), write(QStringLiteral("b.json"), faster) });
    ASSERT_TRUE(imported.ok()) << imported.errorText().toStdString();
    ASSERT_EQ(imported.points.size(), 1u);
    EXPECT_EQ(imported.points[0].concurrency, 10);
    EXPECT_EQ(imported.points[0].outputTokS, 600.0);
    ASSERT_EQ(imported.warnings.size(), 1);
    EXPECT_TRUE(imported.warnings[0].startsWith(QStringLiteral("concurrency 10: 2 runs; kept b.json")));
}

// A real vLLM request-rate run (`benchmark_serving.py --request-rate 3.6 --burstiness 100`, no
// `--max-concurrency`): Llama 3.1 8B served as 2 replicas of 1 H100, from llm-d/llm-d-benchmark
// (tests/data/bench/README.md). The file has no `mean_e2el_ms`, so its concurrency is estimated from
// its mean TTFT and TPOT. The expected values are the file's own: `completed` 200, `duration`
// 57.42171942605637, `total_input_tokens` 1599800, `total_output_tokens` 40000, `output_throughput`
// 696.6005267659943, `mean_ttft_ms` 243.57119981985306, `mean_tpot_ms` 16.170790800581987; the
// latency is (243.571... + (40000 / 200 - 1) x 16.1707...) / 1000 = 3.4616 s, the rate 200 / 57.4217 =
// 3.4830 requests/s (the file's `request_throughput`), so 12.057 in flight: concurrency 12.
TEST(BenchImportVllm, ARealRequestRateRunGetsItsLittlesLawConcurrency)
{
    const QString path = benchData("vllm-request-rate-llama-3.1-8b-2xh100/benchmark_2025-05-13_04-55-27.json");
    const BenchFileResult r = readBenchFile(path);
    ASSERT_TRUE(r.ok()) << r.errors.front().toString().toStdString();
    ASSERT_EQ(r.runs.size(), 1u);
    const BenchRun &run = r.runs[0];
    EXPECT_EQ(run.tool, BenchTool::Vllm);
    EXPECT_TRUE(run.toolVersion.isEmpty()); // its --metadata gave no version
    EXPECT_EQ(run.model, QStringLiteral("meta-llama/Llama-3.1-8B-Instruct"));
    EXPECT_EQ(run.backend, QStringLiteral("openai"));
    ASSERT_TRUE(run.requestRate);
    EXPECT_EQ(*run.requestRate, 3.6);
    EXPECT_EQ(run.completed, 200);
    EXPECT_EQ(run.inputTokens, 1599800.0);
    EXPECT_EQ(run.outputTokens, 40000.0);
    EXPECT_EQ(run.durationS, 57.42171942605637);
    EXPECT_EQ(run.outputTokS, 696.6005267659943); // the tool's figure, unchanged
    ASSERT_TRUE(run.meanTtftMs && run.medianTtftMs && run.meanTpotMs && run.medianTpotMs);
    EXPECT_EQ(*run.meanTtftMs, 243.57119981985306);
    EXPECT_EQ(*run.medianTtftMs, 244.08852099440992);
    EXPECT_EQ(*run.meanTpotMs, 16.170790800581987);
    EXPECT_EQ(*run.medianTpotMs, 15.191016650738794);
    EXPECT_FALSE(run.p90TtftMs || run.p90TpotMs); // --metric-percentiles 95,99: p95_* and p99_* only

    ASSERT_TRUE(run.concurrencyEstimate);
    const BenchConcurrencyEstimate &est = *run.concurrencyEstimate;
    EXPECT_TRUE(est.fromTtftAndTpot);
    EXPECT_TRUE(est.latencyKey.isEmpty());
    EXPECT_DOUBLE_EQ(est.requestsPerS, 3.483002633829972); // 200 / 57.42171942605637
    EXPECT_DOUBLE_EQ(est.latencyS, (243.57119981985306 + 199 * 16.170790800581987) / 1000.0);
    EXPECT_NEAR(est.inFlight, 12.0566, 1e-4);
    EXPECT_EQ(run.concurrency, 12);
    EXPECT_EQ(run.concurrencyEstimateText(),
        QStringLiteral("concurrency 12 estimated from Little's law (3.4830 completed requests/s x 3.462 s mean TTFT + "
                       "(mean output tokens - 1) x mean TPOT, from mean_ttft_ms and mean_tpot_ms = 12.06 requests "
                       "in flight)"));

    const BenchImport imported = importBenchmarks({ path });
    ASSERT_TRUE(imported.ok()) << imported.errorText().toStdString();
    ASSERT_EQ(imported.points.size(), 1u);
    EXPECT_EQ(imported.points[0].concurrency, 12);
    EXPECT_EQ(imported.points[0].outputTokS, 696.6005267659943);
}

TEST(BenchImportGuideLlm, ReadsEachBenchmarkOfTheReport)
{
    const BenchFileResult r = readBenchFile(benchData("guidellm-benchmarks.json"));
    ASSERT_TRUE(r.ok()) << r.errors.front().toString().toStdString();
    ASSERT_EQ(r.runs.size(), 2u);
    EXPECT_EQ(r.runs[0].tool, BenchTool::GuideLlm);
    EXPECT_EQ(r.runs[0].toolVersion, QStringLiteral("0.7.3"));
    EXPECT_EQ(r.runs[0].model, QStringLiteral("Qwen/Qwen3-32B"));
    EXPECT_EQ(r.runs[0].backend, QStringLiteral("openai_http"));
    EXPECT_EQ(r.runs[0].concurrency, 1);  // synchronous
    EXPECT_EQ(r.runs[1].concurrency, 16); // concurrent, 16 streams
    EXPECT_EQ(r.runs[1].outputTokS, 742.25);
    EXPECT_EQ(r.runs[1].durationS, 60.0);
    EXPECT_EQ(r.runs[1].where, QStringLiteral("benchmarks[1]"));
    const int n = static_cast<int>(742.25 * 60 / 256);
    EXPECT_EQ(r.runs[1].completed, n);
    EXPECT_EQ(r.runs[1].inputTokens, n * 512.0);
    ASSERT_TRUE(r.runs[1].meanTtftMs && r.runs[1].meanTpotMs);
    EXPECT_EQ(*r.runs[1].meanTtftMs, 88.0);
    EXPECT_NEAR(*r.runs[1].meanTpotMs, 16000.0 / 742.25, 1e-9);
}

TEST(BenchImportGuideLlm, ARateProfileGetsItsLittlesLawConcurrencyAndThroughputIsRefused)
{
    // #31 item 4: a "constant" or "poisson" profile sends requests at a rate; the concurrency is the
    // requests completed per second times GuideLLM's mean request latency (seconds): benchmarks[1] of
    // the file completed 173 requests in 60 s with metrics.request_latency.successful.mean 5.5848... s.
    const QJsonObject original = readJson(benchData("guidellm-benchmarks.json"));
    const auto withStrategy = [&original](const QString &type, bool keepLatency = true) {
        QJsonObject report = original;
        QJsonArray list = report.value(QStringLiteral("benchmarks")).toArray();
        QJsonObject b = list.at(1).toObject();
        QJsonObject config = b.value(QStringLiteral("config")).toObject();
        config.insert(QStringLiteral("strategy"),
            QJsonObject { { QStringLiteral("type_"), type }, { QStringLiteral("rate"), 4.0 } });
        b.insert(QStringLiteral("config"), config);
        if (!keepLatency) {
            QJsonObject metrics = b.value(QStringLiteral("metrics")).toObject();
            metrics.remove(QStringLiteral("request_latency"));
            b.insert(QStringLiteral("metrics"), metrics);
        }
        list.replace(1, b);
        report.insert(QStringLiteral("benchmarks"), list);
        return bytes(report);
    };
    const double latency = original.value(QStringLiteral("benchmarks"))
                               .toArray()
                               .at(1)
                               .toObject()
                               .value(QStringLiteral("metrics"))
                               .toObject()
                               .value(QStringLiteral("request_latency"))
                               .toObject()
                               .value(QStringLiteral("successful"))
                               .toObject()
                               .value(QStringLiteral("mean"))
                               .toDouble();
    ASSERT_DOUBLE_EQ(latency, 5.584800269450994);
    for (const QString &type : { QStringLiteral("constant"), QStringLiteral("poisson") }) {
        const BenchFileResult r = parseBenchResult(withStrategy(type), QStringLiteral("run.json"));
        ASSERT_TRUE(r.errors.empty()) << r.errors.front().toString().toStdString();
        ASSERT_EQ(r.runs.size(), 2u);
        ASSERT_TRUE(r.runs[1].concurrencyEstimate.has_value()) << type.toStdString();
        const BenchConcurrencyEstimate &e = *r.runs[1].concurrencyEstimate;
        EXPECT_DOUBLE_EQ(e.requestsPerS, 173.0 / 60.0);
        EXPECT_DOUBLE_EQ(e.latencyS, latency);
        EXPECT_DOUBLE_EQ(e.inFlight, 173.0 / 60.0 * latency); // 16.10
        EXPECT_EQ(e.latencyKey, QStringLiteral("metrics.request_latency.successful.mean"));
        EXPECT_EQ(r.runs[1].concurrency, 16);
        EXPECT_EQ(r.runs[1].requestRate, 4.0);
        EXPECT_FALSE(r.runs[0].concurrencyEstimate.has_value()); // synchronous: concurrency 1, stated
        const BenchImport curve = combineBenchRuns(r.runs);
        ASSERT_EQ(curve.points.size(), 2u);
        EXPECT_EQ(curve.points[1].concurrency, 16);
        EXPECT_EQ(curve.points[1].outputTokS, 742.25);
    }
    EXPECT_EQ(onlyError(withStrategy(QStringLiteral("constant"), false)),
        QStringLiteral("benchmarks[1]: metrics.request_latency.successful.mean: required field is missing (a number "
                       "greater than 0)"));
    const QString error = onlyError(withStrategy(QStringLiteral("throughput")));
    EXPECT_TRUE(error.startsWith(QStringLiteral("benchmarks[1]: config.strategy.type_: \"throughput\" schedules "
                                                "requests neither at a fixed concurrency nor at a stated rate")))
        << error.toStdString();
}

TEST(BenchImportGuideLlm, MissingMetricsAreNamed)
{
    QJsonObject report = readJson(benchData("guidellm-benchmarks.json"));
    QJsonArray list = report.value(QStringLiteral("benchmarks")).toArray();
    QJsonObject b = list.at(0).toObject();
    QJsonObject metrics = b.value(QStringLiteral("metrics")).toObject();
    metrics.remove(QStringLiteral("output_tokens_per_second"));
    b.insert(QStringLiteral("metrics"), metrics);
    list.replace(0, b);
    report.insert(QStringLiteral("benchmarks"), list);
    EXPECT_EQ(onlyError(bytes(report)),
        QStringLiteral("benchmarks[0]: metrics.output_tokens_per_second.total.mean: required field is missing (a "
                       "number greater than 0)"));
}

TEST(BenchImportAiPerf, ReadsTheAggregatedExport)
{
    const BenchFileResult r = readBenchFile(benchData("aiperf-c16/profile_export_aiperf.json"));
    ASSERT_TRUE(r.ok()) << r.errors.front().toString().toStdString();
    ASSERT_EQ(r.runs.size(), 1u);
    const BenchRun &run = r.runs.front();
    EXPECT_EQ(benchToolName(run.tool), QStringLiteral("AIPerf"));
    EXPECT_TRUE(run.toolVersion.isEmpty()); // the export names no version
    EXPECT_EQ(run.model, QStringLiteral("moonshotai/Kimi-K3.1-Pro"));
    EXPECT_EQ(run.backend, QStringLiteral("chat"));
    EXPECT_EQ(run.concurrency, 16);
    EXPECT_EQ(run.completed, 160);
    EXPECT_EQ(run.inputTokens, 160.0 * 2048);
    EXPECT_EQ(run.outputTokens, 160.0 * 512); // total_osl, the older key
    EXPECT_EQ(run.durationS, 60.0);
    const QJsonObject file = readJson(benchData("aiperf-c16/profile_export_aiperf.json"));
    EXPECT_EQ(run.outputTokS,
        file.value(QStringLiteral("output_token_throughput")).toObject().value(QStringLiteral("avg")).toDouble());
    ASSERT_TRUE(run.meanTtftMs && run.medianTtftMs && run.meanTpotMs && run.medianTpotMs);
    EXPECT_DOUBLE_EQ(*run.meanTtftMs, 310.4);
    EXPECT_DOUBLE_EQ(*run.medianTtftMs, 310.4 - 12.5);
    EXPECT_DOUBLE_EQ(*run.meanTpotMs, 11.2); // inter_token_latency
    EXPECT_FALSE(run.meanItlMs.has_value());

    // Two runs, one file each (AIPerf writes one folder per run): one curve. The newer key
    // total_output_tokens is read as well.
    const BenchImport both = importBenchmarks(
        { benchData("aiperf-c16/profile_export_aiperf.json"), benchData("aiperf-c32/profile_export_aiperf.json") });
    ASSERT_TRUE(both.ok()) << both.errorText().toStdString();
    ASSERT_EQ(both.points.size(), 2u);
    EXPECT_EQ(both.points[1].concurrency, 32);
    EXPECT_EQ(both.points[1].outputTokS, 2048.0);
    EXPECT_EQ(both.runs[1].outputTokens, 320.0 * 512);
}

TEST(BenchImportAiPerf, ARateRunAndBrokenFieldsAreNamed)
{
    QJsonObject file = readJson(benchData("aiperf-c16/profile_export_aiperf.json"));
    const auto withLoadgen = [&file](const QJsonValue &concurrency) {
        QJsonObject config = file.value(QStringLiteral("input_config")).toObject();
        QJsonObject loadgen = config.value(QStringLiteral("loadgen")).toObject();
        if (concurrency.isUndefined())
            loadgen.remove(QStringLiteral("concurrency"));
        else
            loadgen.insert(QStringLiteral("concurrency"), concurrency);
        config.insert(QStringLiteral("loadgen"), loadgen);
        QJsonObject changed = file;
        changed.insert(QStringLiteral("input_config"), config);
        return bytes(changed);
    };
    EXPECT_EQ(onlyError(withLoadgen(QJsonValue())),
        QStringLiteral("input_config.loadgen.concurrency: null: the file names no concurrency the run held; a decode "
                       "point needs a run at one (aiperf profile --concurrency N, or --request-rate R)"));
    EXPECT_EQ(onlyError(withLoadgen(QJsonValue(QJsonValue::Undefined))),
        QStringLiteral("input_config.loadgen.concurrency: missing: the file names no concurrency the run held; a "
                       "decode point needs a run at one (aiperf profile --concurrency N, or --request-rate R)"));
    // A run at a request rate (#31 item 4): its concurrency from Little's law, request_count / benchmark_duration
    // x request_latency.avg = 160 / 60 s x 6.0336 s = 16.09 requests in flight.
    {
        QJsonObject config = file.value(QStringLiteral("input_config")).toObject();
        QJsonObject loadgen = config.value(QStringLiteral("loadgen")).toObject();
        loadgen.remove(QStringLiteral("concurrency"));
        loadgen.insert(QStringLiteral("request_rate"), 4.0);
        config.insert(QStringLiteral("loadgen"), loadgen);
        QJsonObject rate = file;
        rate.insert(QStringLiteral("input_config"), config);
        const BenchFileResult r = parseBenchResult(bytes(rate), QStringLiteral("run.json"));
        ASSERT_TRUE(r.errors.empty()) << r.errors.front().toString().toStdString();
        ASSERT_EQ(r.runs.size(), 1u);
        ASSERT_TRUE(r.runs[0].concurrencyEstimate.has_value());
        const BenchConcurrencyEstimate &e = *r.runs[0].concurrencyEstimate;
        EXPECT_DOUBLE_EQ(e.requestsPerS, 160.0 / 60.0);
        EXPECT_DOUBLE_EQ(e.latencyS, 6033.599999999999 * 1e-3);
        EXPECT_DOUBLE_EQ(e.inFlight, 160.0 / 60.0 * (6033.599999999999 * 1e-3));
        EXPECT_EQ(e.latencyKey, QStringLiteral("request_latency.avg"));
        EXPECT_FALSE(e.fromTtftAndTpot);
        EXPECT_EQ(r.runs[0].concurrency, 16);
        EXPECT_EQ(r.runs[0].requestRate, 4.0);
        EXPECT_TRUE(r.runs[0].concurrencyEstimateText().startsWith(
            QStringLiteral("concurrency 16 estimated from Little's law (2.6667 completed requests/s x 6.034 s mean "
                           "end-to-end latency, request_latency.avg = 16.09 requests in flight)")))
            << r.runs[0].concurrencyEstimateText().toStdString();
        // Without the latency there is no estimate, and the field is named.
        rate.remove(QStringLiteral("request_latency"));
        EXPECT_EQ(onlyError(bytes(rate)),
            QStringLiteral("request_latency.avg: required field is missing (a number greater than 0)"));
    }
    EXPECT_EQ(onlyError(withLoadgen(2.5)),
        QStringLiteral("input_config.loadgen.concurrency: 2.5 is not allowed: expected a whole number of at least 1"));

    QJsonObject noThroughput = file;
    noThroughput.insert(QStringLiteral("output_token_throughput"),
        QJsonObject { { QStringLiteral("unit"), QStringLiteral("tokens/sec") } });
    EXPECT_EQ(onlyError(bytes(noThroughput)),
        QStringLiteral("output_token_throughput.avg: required field is missing (a number greater than 0)"));
    QJsonObject seconds = file;
    seconds.insert(QStringLiteral("time_to_first_token"),
        QJsonObject { { QStringLiteral("unit"), QStringLiteral("s") }, { QStringLiteral("avg"), 0.31 } });
    EXPECT_EQ(
        onlyError(bytes(seconds)), QStringLiteral("time_to_first_token.unit: \"s\" is not allowed: expected \"ms\""));
    QJsonObject noDuration = file;
    noDuration.remove(QStringLiteral("benchmark_duration"));
    EXPECT_EQ(onlyError(bytes(noDuration)),
        QStringLiteral(
            "benchmark_duration.avg: required field is missing (a run's length in seconds, from 0.001 to 10000000)"));
}

namespace {

/// A phase of AIPerf's `input_config.phases` as AIPerf 0.11 exports it.
QJsonObject aiPerfPhase(const QString &name, const QString &type, int requests, const QString &loadKey,
    const QJsonValue &load, bool excluded = false)
{
    QJsonObject phase { { QStringLiteral("name"), name }, { QStringLiteral("type"), type },
        { QStringLiteral("requests"), requests } };
    if (excluded)
        phase.insert(QStringLiteral("exclude_from_results"), true);
    if (!loadKey.isEmpty())
        phase.insert(loadKey, load);
    return phase;
}

/// aiperf-c16's export in the layout of AIPerf 0.11: `input_config` is the YAML-native configuration
/// (`BenchmarkConfig`), dumped with exclude_unset and exclude_none, so only what the command line set:
/// `endpoint` (`urls`, `type`, `streaming`), `models.items[].name` and `phases` in place of `loadgen`
/// (`datasets`, `artifacts` and the other sections left out: the importer reads none of them). The
/// phases are what `aiperf profile ... --concurrency 16 --request-count 160 --warmup-request-count 16
/// --warmup-concurrency 4` gives: read from ai-dynamo/aiperf at commit
/// fb183fbe504609c2a03c33945955e18d84da2258 ("chore: bump aiperf version to 0.11.0"),
/// src/aiperf/config/flags/converter.py (_assemble_envelope_dict: [warmup, profiling], each with its
/// `name`), _converter_warmup.py (build_warmup: exclude_from_results true, requests, type,
/// concurrency), _converter_profiling.py (build_profiling: concurrency, requests, type; `rate` for
/// --request-rate), config/phases.py (the field names), exporters/metrics_json_exporter.py and
/// common/models/export_models.py (schema_version "1.3", aiperf_version, input_config).
QJsonObject aiPerf011Export(const QJsonArray &phases)
{
    QJsonObject o = readJson(benchData("aiperf-c16/profile_export_aiperf.json"));
    o.insert(QStringLiteral("schema_version"), QStringLiteral("1.3"));
    o.insert(QStringLiteral("aiperf_version"), QStringLiteral("0.11.0"));
    const QJsonObject endpoint { { QStringLiteral("urls"), QJsonArray { QStringLiteral("http://localhost:8000") } },
        { QStringLiteral("type"), QStringLiteral("chat") }, { QStringLiteral("streaming"), true } };
    const QJsonObject models { { QStringLiteral("items"),
        QJsonArray { QJsonObject { { QStringLiteral("name"), QStringLiteral("moonshotai/Kimi-K3.1-Pro") } } } } };
    o.insert(QStringLiteral("input_config"),
        QJsonObject { { QStringLiteral("endpoint"), endpoint }, { QStringLiteral("models"), models },
            { QStringLiteral("phases"), phases } });
    return o;
}

QJsonObject warmupAt4()
{
    return aiPerfPhase(
        QStringLiteral("warmup"), QStringLiteral("concurrency"), 16, QStringLiteral("concurrency"), 4, true);
}

QJsonObject profilingAt(int concurrency)
{
    return aiPerfPhase(
        QStringLiteral("profiling"), QStringLiteral("concurrency"), 160, QStringLiteral("concurrency"), concurrency);
}

} // namespace

// AIPerf 0.10 and 0.11 moved the load from `input_config.loadgen` to `input_config.phases` (#31 item 4):
// the profiling phase's concurrency is the run's, the warmup's (4) is not; the numbers are the export's.
TEST(BenchImportAiPerf, AnAiPerf011ExportTakesTheProfilingPhasesConcurrency)
{
    const QJsonObject o = aiPerf011Export(QJsonArray { warmupAt4(), profilingAt(16) });
    const BenchFileResult r = parseBenchResult(bytes(o), QStringLiteral("profile_export_aiperf.json"));
    ASSERT_TRUE(r.ok()) << r.errors.front().toString().toStdString();
    ASSERT_EQ(r.runs.size(), 1u);
    const BenchRun &run = r.runs[0];
    EXPECT_EQ(run.tool, BenchTool::AiPerf);
    EXPECT_EQ(run.toolVersion, QStringLiteral("0.11.0"));
    EXPECT_EQ(run.model, QStringLiteral("moonshotai/Kimi-K3.1-Pro")); // models.items[0].name
    EXPECT_EQ(run.backend, QStringLiteral("chat"));
    EXPECT_EQ(run.concurrency, 16);
    EXPECT_FALSE(run.concurrencyEstimate.has_value());
    EXPECT_FALSE(run.requestRate.has_value());
    EXPECT_EQ(run.completed, 160);
    EXPECT_EQ(run.inputTokens, 160.0 * 2048);
    EXPECT_EQ(run.outputTokens, 160.0 * 512);
    EXPECT_EQ(run.durationS, 60.0);
    EXPECT_EQ(run.outputTokS, 1365.3333333333333);
    ASSERT_TRUE(run.meanTtftMs && run.meanTpotMs);
    EXPECT_DOUBLE_EQ(*run.meanTtftMs, 310.4);
    EXPECT_DOUBLE_EQ(*run.meanTpotMs, 11.2);

    // The warmup is left out by its name, by its `kind` (AIPerf after 0.11) and by exclude_from_results,
    // wherever it stands in the list; without a warmup the one phase is the run's.
    QJsonObject kindOnly = warmupAt4();
    kindOnly.remove(QStringLiteral("exclude_from_results"));
    kindOnly.insert(QStringLiteral("name"), QStringLiteral("cache_fill"));
    kindOnly.insert(QStringLiteral("kind"), QStringLiteral("warmup"));
    QJsonObject excludedOnly = warmupAt4();
    excludedOnly.insert(QStringLiteral("name"), QStringLiteral("prime"));
    for (const QJsonArray &phases :
        { QJsonArray { profilingAt(16), warmupAt4() }, QJsonArray { kindOnly, profilingAt(16) },
            QJsonArray { excludedOnly, profilingAt(16) }, QJsonArray { profilingAt(16) } }) {
        const BenchFileResult other = parseBenchResult(bytes(aiPerf011Export(phases)), QStringLiteral("run.json"));
        ASSERT_TRUE(other.ok()) << other.errors.front().toString().toStdString();
        ASSERT_EQ(other.runs.size(), 1u);
        EXPECT_EQ(other.runs[0].concurrency, 16);
    }
}

// A profiling phase at a request rate (`aiperf profile --request-rate 4`: type "poisson", `rate`): the
// concurrency from Little's law as for the older layout's loadgen.request_rate; with `concurrency` too
// (a cap), the concurrency is the run's, as with the older layout.
TEST(BenchImportAiPerf, AnAiPerf011RatePhaseIsEstimatedByLittlesLaw)
{
    const QJsonObject rate
        = aiPerfPhase(QStringLiteral("profiling"), QStringLiteral("poisson"), 160, QStringLiteral("rate"), 4.0);
    const BenchFileResult r
        = parseBenchResult(bytes(aiPerf011Export(QJsonArray { warmupAt4(), rate })), QStringLiteral("run.json"));
    ASSERT_TRUE(r.ok()) << r.errors.front().toString().toStdString();
    ASSERT_EQ(r.runs.size(), 1u);
    ASSERT_TRUE(r.runs[0].concurrencyEstimate.has_value());
    const BenchConcurrencyEstimate &e = *r.runs[0].concurrencyEstimate;
    EXPECT_DOUBLE_EQ(e.requestsPerS, 160.0 / 60.0);
    EXPECT_DOUBLE_EQ(e.latencyS, 6033.599999999999 * 1e-3);
    EXPECT_DOUBLE_EQ(e.inFlight, 160.0 / 60.0 * (6033.599999999999 * 1e-3));
    EXPECT_EQ(e.latencyKey, QStringLiteral("request_latency.avg"));
    EXPECT_EQ(r.runs[0].concurrency, 16);
    EXPECT_EQ(r.runs[0].requestRate, 4.0);

    QJsonObject capped = rate;
    capped.insert(QStringLiteral("concurrency"), 12);
    const BenchFileResult c
        = parseBenchResult(bytes(aiPerf011Export(QJsonArray { capped })), QStringLiteral("run.json"));
    ASSERT_TRUE(c.ok()) << c.errors.front().toString().toStdString();
    ASSERT_EQ(c.runs.size(), 1u);
    EXPECT_EQ(c.runs[0].concurrency, 12);
    EXPECT_FALSE(c.runs[0].concurrencyEstimate.has_value());

    // An estimate above maxBenchConcurrency is named at the phase's rate: 160 / 60 s x 1e6 s.
    QJsonObject slow = aiPerf011Export(QJsonArray { rate });
    slow.insert(QStringLiteral("request_latency"),
        QJsonObject { { QStringLiteral("unit"), QStringLiteral("ms") }, { QStringLiteral("avg"), 1e9 } });
    EXPECT_EQ(onlyError(bytes(slow)),
        QStringLiteral("input_config.phases[0].rate: 4: Little's law estimates 2666666.66667 requests in flight, "
                       "which is no concurrency from 1 to 1000000"));
}

// A file is one run: profiling phases at different loads (AIPerf after 0.11 runs several, each with
// kind "profiling") are refused with the values; at one load they are one run. A phase without a load,
// a broken load and a list of warmups only are named.
TEST(BenchImportAiPerf, AnAiPerf011ExportWithDifferentProfilingLoadsIsRefused)
{
    const auto kindProfiling = [](const QString &name, int concurrency) {
        QJsonObject phase = profilingAt(concurrency);
        phase.insert(QStringLiteral("name"), name);
        phase.insert(QStringLiteral("kind"), QStringLiteral("profiling"));
        return phase;
    };
    QJsonObject warmup = warmupAt4();
    warmup.insert(QStringLiteral("kind"), QStringLiteral("warmup"));
    EXPECT_EQ(onlyError(bytes(aiPerf011Export(QJsonArray { warmup, kindProfiling(QStringLiteral("baseline"), 16),
                  kindProfiling(QStringLiteral("storm"), 32) }))),
        QStringLiteral("input_config.phases: the profiling phases held different loads (phases[1].concurrency = 16, "
                       "phases[2].concurrency = 32); a file is one run, and a decode point needs one concurrency "
                       "(rerun with one profiling phase, or one load for all)"));
    const QJsonObject rate
        = aiPerfPhase(QStringLiteral("recovery"), QStringLiteral("constant"), 160, QStringLiteral("rate"), 2.5);
    EXPECT_EQ(onlyError(bytes(aiPerf011Export(QJsonArray { kindProfiling(QStringLiteral("baseline"), 16), rate }))),
        QStringLiteral("input_config.phases: the profiling phases held different loads (phases[0].concurrency = 16, "
                       "phases[1].rate = 2.5); a file is one run, and a decode point needs one concurrency (rerun "
                       "with one profiling phase, or one load for all)"));

    const BenchFileResult same
        = parseBenchResult(bytes(aiPerf011Export(QJsonArray { warmup, kindProfiling(QStringLiteral("baseline"), 16),
                               kindProfiling(QStringLiteral("recovery"), 16) })),
            QStringLiteral("run.json"));
    ASSERT_TRUE(same.ok()) << same.errors.front().toString().toStdString();
    ASSERT_EQ(same.runs.size(), 1u);
    EXPECT_EQ(same.runs[0].concurrency, 16);

    // AIPerf writes only the settings given (model_dump(exclude_unset=True)): a concurrency phase without
    // `concurrency` ran at its default, 1; a rate phase without `rate`, or a phase of no known type, held
    // no load the file states.
    QJsonObject defaultLoad = profilingAt(16);
    defaultLoad.remove(QStringLiteral("concurrency"));
    const BenchFileResult atDefault
        = parseBenchResult(bytes(aiPerf011Export(QJsonArray { warmupAt4(), defaultLoad })), QStringLiteral("run.json"));
    ASSERT_TRUE(atDefault.ok()) << atDefault.errors.front().toString().toStdString();
    ASSERT_EQ(atDefault.runs.size(), 1u);
    EXPECT_EQ(atDefault.runs[0].concurrency, 1);
    EXPECT_FALSE(atDefault.runs[0].concurrencyEstimate.has_value());
    EXPECT_EQ(onlyError(bytes(aiPerf011Export(QJsonArray { defaultLoad, profilingAt(16) }))),
        QStringLiteral("input_config.phases: the profiling phases held different loads (phases[0].concurrency = 1 "
                       "(AIPerf's default), phases[1].concurrency = 16); a file is one run, and a decode point needs "
                       "one concurrency (rerun with one profiling phase, or one load for all)"));
    QJsonObject nullLoad = profilingAt(16);
    nullLoad.insert(QStringLiteral("concurrency"), QJsonValue::Null); // stated, and broken: not the default
    EXPECT_EQ(onlyError(bytes(aiPerf011Export(QJsonArray { warmupAt4(), nullLoad }))),
        QStringLiteral("input_config.phases[1].concurrency: null: the file names no concurrency the run held; a "
                       "decode point needs a run at one (aiperf profile --concurrency N, or --request-rate R)"));
    QJsonObject noLoad
        = aiPerfPhase(QStringLiteral("profiling"), QStringLiteral("poisson"), 160, QStringLiteral("rate"), 4.0);
    noLoad.remove(QStringLiteral("rate"));
    EXPECT_EQ(onlyError(bytes(aiPerf011Export(QJsonArray { warmupAt4(), noLoad }))),
        QStringLiteral("input_config.phases[1].concurrency: missing: the file names no concurrency the run held; a "
                       "decode point needs a run at one (aiperf profile --concurrency N, or --request-rate R)"));
    QJsonObject fraction = profilingAt(16);
    fraction.insert(QStringLiteral("concurrency"), 2.5);
    EXPECT_EQ(onlyError(bytes(aiPerf011Export(QJsonArray { warmupAt4(), fraction }))),
        QStringLiteral(
            "input_config.phases[1].concurrency: 2.5 is not allowed: expected a whole number of at least 1"));
    EXPECT_EQ(onlyError(bytes(aiPerf011Export(QJsonArray { warmupAt4() }))),
        QStringLiteral("input_config.phases: no profiling phase: every phase is a warmup, whose requests AIPerf "
                       "leaves out of the results"));
    QJsonObject notAList = aiPerf011Export({});
    QJsonObject config = notAList.value(QStringLiteral("input_config")).toObject();
    config.insert(QStringLiteral("phases"), profilingAt(16));
    notAList.insert(QStringLiteral("input_config"), config);
    EXPECT_EQ(onlyError(bytes(notAList)), QStringLiteral("input_config.phases: expected a list, got an object"));
}

TEST(BenchImportCurve, DuplicatesKeepTheHighestAndSaySo)
{
    std::vector<BenchRun> runs;
    const std::tuple<int, double, const char *> given[]
        = { { 8, 500.0, "a.json" }, { 2, 180.0, "b.json" }, { 8, 520.0, "c.json" } };
    for (const auto &[c, t, name] : given) {
        BenchRun run;
        run.file = QString::fromLatin1(name);
        run.concurrency = c;
        run.outputTokS = t;
        run.outputTokens = t;
        run.durationS = 1.0;
        run.model = QStringLiteral("m");
        runs.push_back(run);
    }
    const BenchImport imported = combineBenchRuns(runs);
    ASSERT_TRUE(imported.ok());
    ASSERT_EQ(imported.points.size(), 2u);
    EXPECT_EQ(imported.points[0].concurrency, 2);
    EXPECT_EQ(imported.points[1].outputTokS, 520.0);
    EXPECT_EQ(imported.runs[imported.points[1].run].file, QStringLiteral("c.json"));
    ASSERT_EQ(imported.warnings.size(), 1);
    EXPECT_EQ(imported.warnings.front(),
        QStringLiteral("concurrency 8: 2 runs; kept c.json (520 tok/s, the highest), not a.json (500 tok/s)"));
}

TEST(BenchImportCurve, DifferentModelsWarn)
{
    const QByteArray a = bytes(vllmRun(1, 1000.0, 10.0));
    QJsonObject other = vllmRun(2, 3000.0, 10.0);
    other.insert(QStringLiteral("model_id"), QStringLiteral("org/other"));
    const BenchFileResult r = parseBenchResult(a + '\n' + bytes(other), QStringLiteral("two.json"));
    ASSERT_TRUE(r.ok());
    const BenchImport imported = combineBenchRuns(r.runs);
    ASSERT_TRUE(imported.ok());
    ASSERT_EQ(imported.warnings.size(), 1);
    EXPECT_EQ(imported.warnings.front(),
        QStringLiteral(
            "the runs name 2 different models (org/model, org/other): one curve should come from one model"));
}

TEST(BenchImportCurve, NoRunsIsAnError)
{
    const BenchImport imported = combineBenchRuns({});
    EXPECT_FALSE(imported.ok());
    EXPECT_EQ(imported.errorText(), QStringLiteral("no benchmark runs to import"));
}

TEST(BenchImportBroken, NotJson)
{
    EXPECT_EQ(onlyError("{\"output_throughput\": 5,}"),
        QStringLiteral(": not valid JSON at line 1, column 25: a comma before } (trailing commas are not JSON)"));
    EXPECT_EQ(
        onlyError(QByteArray("\xff\xfe{\0}\0", 6)), QStringLiteral(": the file is UTF-16 text; save it as UTF-8"));
    EXPECT_EQ(onlyError("Serving Benchmark Result"),
        QStringLiteral(": not valid JSON at line 1, column 1: expected a value (an object, list, string, number, true, "
                       "false or null)"));
}

TEST(BenchImportBroken, UnknownFormatsSayWhatIsMissing)
{
    EXPECT_EQ(onlyError("{\"name\": \"a preset\"}"),
        QStringLiteral(": not a vLLM, SGLang, GuideLLM, AIPerf or GenAI-Perf result file: no key `output_throughput` "
                       "(vLLM, SGLang), `benchmarks` (GuideLLM), `output_token_throughput` with `input_config` "
                       "(AIPerf, GenAI-Perf) or `output_tput_per_gpu` with `conc` (InferenceX)"));
    EXPECT_EQ(onlyError("{\"output_throughput\": 5}"),
        QStringLiteral(
            ": not a vLLM, SGLang, GuideLLM, AIPerf or GenAI-Perf result file: it has `output_throughput` but neither "
            "vLLM's `model_id` nor SGLang's `dataset_name`"));
    EXPECT_EQ(onlyError("[1, 2]"),
        QStringLiteral(": not a vLLM, SGLang, GuideLLM, AIPerf or GenAI-Perf result file: the file is a JSON list, not "
                       "an object"));
    EXPECT_EQ(onlyError("[{\"benchmark\": 1}]"),
        QStringLiteral(": not a vLLM, SGLang, GuideLLM, AIPerf or GenAI-Perf result file: the file is a JSON list, not "
                       "an object, and its first element is no result (a list is read as InferenceX's collected "
                       "results or a vLLM sweep's summary.json)"));
    EXPECT_FALSE(parseBenchResult("{\"a\": 1}").recognised);
}

TEST(BenchImportBroken, WrongTypesAndRangesNameTheField)
{
    const auto withValue = [](const char *key, const QJsonValue &v) {
        QJsonObject o = vllmRun();
        o.insert(QString::fromLatin1(key), v);
        return onlyError(bytes(o));
    };
    EXPECT_EQ(withValue("duration", 0.0),
        QStringLiteral("duration: 0 is not allowed: expected a run's length in seconds, from 0.001 to 10000000"));
    EXPECT_EQ(withValue("duration", QStringLiteral("100")),
        QStringLiteral("duration: expected a run's length in seconds, from 0.001 to 10000000, got a string"));
    EXPECT_EQ(withValue("total_input_tokens", -5),
        QStringLiteral("total_input_tokens: -5 is not allowed: expected a whole number of at least 0"));
    EXPECT_EQ(withValue("completed", 2.5),
        QStringLiteral("completed: 2.5 is not allowed: expected a whole number of at least 1"));
    EXPECT_EQ(withValue("max_concurrency", QJsonValue::Null),
        QStringLiteral("max_concurrency: null: the run had no concurrency limit, so it measured no fixed concurrency; "
                       "a decode point needs a run at one (rerun with --max-concurrency N)"));
    EXPECT_EQ(withValue("max_concurrency", 0),
        QStringLiteral("max_concurrency: 0 is not allowed: expected a whole number of at least 1"));
    EXPECT_EQ(
        withValue("max_concurrency", 5e6), QStringLiteral("max_concurrency: 5000000 is not allowed: at most 1000000"));
    EXPECT_EQ(withValue("mean_ttft_ms", -1.0),
        QStringLiteral("mean_ttft_ms: -1 is not allowed: expected a number of at least 0"));
    EXPECT_EQ(withValue("model_id", 7), QStringLiteral("model_id: expected a string, got a number"));
    EXPECT_EQ(withValue("output_throughput", 999.0),
        QStringLiteral("output_throughput: 999 tok/s disagrees with total_output_tokens / duration = 51200 / 100 = 512 "
                       "tok/s (the tool writes one from the others: the file has been changed or is damaged)"));
}

TEST(BenchImportBroken, MissingRequiredKeysAreEachNamed)
{
    QJsonObject o = vllmRun();
    o.remove(QStringLiteral("duration"));
    o.remove(QStringLiteral("total_output_tokens"));
    const BenchFileResult r = parseBenchResult(bytes(o), QStringLiteral("r.json"));
    ASSERT_EQ(r.errors.size(), 2u);
    EXPECT_EQ(r.errors[0].toString(),
        QStringLiteral("r.json: total_output_tokens: required field is missing (a whole number of at least 1)"));
    EXPECT_EQ(r.errors[1].toString(),
        QStringLiteral(
            "r.json: duration: required field is missing (a run's length in seconds, from 0.001 to 10000000)"));
    EXPECT_TRUE(r.runs.empty());
}

TEST(BenchImportBroken, PythonNaNAndInfinityAreRefusedWhereANumberIsNeeded)
{
    QByteArray text = bytes(vllmRun());
    text.replace("\"mean_ttft_ms\":40", "\"mean_ttft_ms\":NaN");
    EXPECT_EQ(onlyError(text),
        QStringLiteral("mean_ttft_ms: NaN is not a finite number (the tool wrote Python's NaN, which is not JSON); "
                       "expected a number of at least 0"));
    text = bytes(vllmRun());
    text.replace("\"duration\":100", "\"duration\":-Infinity");
    EXPECT_TRUE(onlyError(text).startsWith(QStringLiteral("duration: -Infinity is not a finite number")));
    // Inside a string the words are text, not numbers.
    QJsonObject o = vllmRun();
    o.insert(QStringLiteral("model_id"), QStringLiteral("NaN Infinity"));
    const BenchFileResult r = parseBenchResult(bytes(o));
    ASSERT_TRUE(r.ok());
    EXPECT_EQ(r.runs.front().model, QStringLiteral("NaN Infinity"));
}

TEST(BenchImportBroken, OneBadLineOfAJsonlFailsTheFileNamingTheLine)
{
    QJsonObject bad = vllmRun(16);
    bad.insert(QStringLiteral("completed"), QStringLiteral("x"));
    const QByteArray text = bytes(vllmRun(4)) + "\n\n" + bytes(bad) + '\n';
    const BenchFileResult r = parseBenchResult(text, QStringLiteral("runs.jsonl"));
    EXPECT_TRUE(r.runs.empty());
    ASSERT_EQ(r.errors.size(), 1u);
    EXPECT_EQ(r.errors.front().toString(),
        QStringLiteral("runs.jsonl: line 3: completed: expected a whole number of at least 1, got a string"));
}

TEST(BenchImportBroken, FilesThatAreNotResults)
{
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    const QString empty = dir.filePath(QStringLiteral("empty.json"));
    QFile f(empty);
    ASSERT_TRUE(f.open(QIODevice::WriteOnly));
    f.close();
    EXPECT_EQ(readBenchFile(empty).errors.front().message, QStringLiteral("the file is empty (a result file is JSON)"));
    EXPECT_EQ(readBenchFile(dir.filePath(QStringLiteral("missing.json"))).errors.front().message,
        QStringLiteral("no such file"));
    EXPECT_EQ(readBenchFile(dir.path()).errors.front().message, QStringLiteral("a folder, not a result file"));
    // A huge file is refused unread (a sparse file: no disk space used).
    const QString huge = dir.filePath(QStringLiteral("huge.json"));
    QFile h(huge);
    ASSERT_TRUE(h.open(QIODevice::WriteOnly));
    ASSERT_TRUE(h.resize(maxBenchFileBytes + 1));
    h.close();
    EXPECT_EQ(readBenchFile(huge).errors.front().message,
        QStringLiteral("134217729 bytes; a result file may be at most 134217728 bytes (128 MiB)"));
}

TEST(BenchImportFolder, SkipsFilesThatAreNoResultButFailsOnBrokenOnes)
{
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    const auto write = [&](const char *name, const QByteArray &text) {
        QFile f(dir.filePath(QString::fromLatin1(name)));
        ASSERT_TRUE(f.open(QIODevice::WriteOnly));
        f.write(text);
    };
    write("c8.json", bytes(vllmRun(8)));
    write("c8.pytorch.json", "[{\"benchmark\": {\"name\": \"vLLM benchmark\"}}]"); // vLLM's sidecar
    write("notes.txt", "not read");
    BenchImport imported = importBenchmarks({ dir.path() });
    ASSERT_TRUE(imported.ok()) << imported.errorText().toStdString();
    EXPECT_EQ(imported.points.size(), 1u);
    ASSERT_EQ(imported.warnings.size(), 1);
    EXPECT_TRUE(imported.warnings.front().contains(QStringLiteral("c8.pytorch.json: skipped: not a vLLM")))
        << imported.warnings.front().toStdString();

    write("c16.json", "{\"model_id\": \"m\", \"output_throughput\": 1}");
    imported = importBenchmarks({ dir.path() });
    EXPECT_FALSE(imported.ok());
    EXPECT_TRUE(imported.points.empty());
    EXPECT_TRUE(imported.errorText().contains(QStringLiteral("c16.json: max_concurrency: required field is missing")))
        << imported.errorText().toStdString();

    // A file named directly must be a result file.
    imported = importBenchmarks({ dir.filePath(QStringLiteral("c8.pytorch.json")) });
    EXPECT_FALSE(imported.ok());
    EXPECT_TRUE(imported.errorText().contains(QStringLiteral("the file is a JSON list")))
        << imported.errorText().toStdString();
}

// Issue 34, item 7: a run of 1e-300 s was accepted and printed 300-digit throughputs.
TEST(BenchImportVllm, ARunShorterThanAMillisecondOrLongerThanAHundredDaysIsRefused) // #34
{
    const auto run = [](const char *duration, const char *throughput) {
        return parseBenchResult(QByteArray("{\"model_id\": \"m\", \"max_concurrency\": 8, \"completed\": 10, "
                                           "\"total_input_tokens\": 100, \"total_output_tokens\": 1000, \"duration\": ")
                + duration + ", \"output_throughput\": " + throughput + "}",
            QStringLiteral("r.json"));
    };
    for (const auto &[duration, throughput] :
        { std::pair { "1e-300", "1e303" }, std::pair { "0.0009", "1111111.1" }, std::pair { "20000000", "0.00005" } }) {
        const BenchFileResult r = run(duration, throughput);
        ASSERT_EQ(r.errors.size(), 1u) << duration;
        EXPECT_EQ(r.errors.front().toString(),
            QStringLiteral(
                "r.json: duration: %1 is not allowed: expected a run's length in seconds, from 0.001 to 10000000")
                .arg(QString::number(std::strtod(duration, nullptr), 'g', 12)))
            << r.errors.front().toString().toStdString();
        EXPECT_TRUE(r.runs.empty());
    }
    const BenchFileResult ok = run("0.001", "1000000");
    EXPECT_TRUE(ok.errors.empty()) << ok.errors.front().toString().toStdString();
    ASSERT_EQ(ok.runs.size(), 1u);
    EXPECT_EQ(ok.runs.front().durationS, 0.001);
}

// Issue 34, item 7: a symbolic link loop was reported as "no such file".
TEST(BenchImportFiles, ASymlinkLoopAndADanglingLinkSayWhatTheyAre) // #34
{
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    const QString loop = dir.filePath(QStringLiteral("loop.json"));
    ASSERT_TRUE(QFile::link(loop, loop));
    BenchFileResult r = readBenchFile(loop);
    ASSERT_EQ(r.errors.size(), 1u);
    EXPECT_EQ(r.errors.front().message, QStringLiteral("a symbolic link that never reaches a file (a loop of links)"));
    const QString dangling = dir.filePath(QStringLiteral("dangling.json"));
    ASSERT_TRUE(QFile::link(dir.filePath(QStringLiteral("gone.json")), dangling));
    r = readBenchFile(dangling);
    ASSERT_EQ(r.errors.size(), 1u);
    EXPECT_EQ(r.errors.front().message,
        QStringLiteral("a symbolic link to %1, which does not exist").arg(dir.filePath(QStringLiteral("gone.json"))));
}

namespace {

/// A stat object as AIPerf writes it: {"unit": ..., "avg": v}.
QJsonObject avgStat(double v, const char *unit = "tokens")
{
    return QJsonObject { { QStringLiteral("unit"), QString::fromLatin1(unit) }, { QStringLiteral("avg"), v } };
}

/// The acceptance import of #27: three AIPerf runs of Kimi K2.5 on MI355X.
const char *const mi355x = "aiperf-kimi-k2.5-mi355x";

} // namespace

// AIPerf's total_osl is output plus reasoning tokens per request, its output_token_throughput
// total_osl / duration; total_output_tokens leaves the reasoning out (aiperf/metrics/types/).
TEST(BenchImportAiPerf, ReasoningTokensAreOutputTokens) // #27
{
    QJsonObject file = readJson(benchData("aiperf-c16/profile_export_aiperf.json"));
    // A reasoning model: 81,920 tokens in all, 30,000 of them the answer.
    file.insert(QStringLiteral("total_output_tokens"), avgStat(30000.0));
    file.insert(QStringLiteral("total_reasoning_tokens"), avgStat(51920.0));
    BenchFileResult r = parseBenchResult(bytes(file));
    ASSERT_TRUE(r.ok()) << r.errors.front().toString().toStdString();
    EXPECT_EQ(r.runs.front().outputTokens, 81920.0); // total_osl, reasoning included

    // Without total_osl: the answer's tokens and the reasoning tokens.
    file.remove(QStringLiteral("total_osl"));
    r = parseBenchResult(bytes(file));
    ASSERT_TRUE(r.ok()) << r.errors.front().toString().toStdString();
    EXPECT_EQ(r.runs.front().outputTokens, 30000.0 + 51920.0);
    // A non-reasoning run has no total_reasoning_tokens: the output tokens alone.
    file.remove(QStringLiteral("total_reasoning_tokens"));
    r = parseBenchResult(bytes(file));
    ASSERT_TRUE(r.ok());
    EXPECT_EQ(r.runs.front().outputTokens, 30000.0);
    file.insert(QStringLiteral("total_reasoning_tokens"), avgStat(-1.0));
    EXPECT_EQ(onlyError(bytes(file)),
        QStringLiteral("total_reasoning_tokens.avg: -1 is not allowed: expected a number of at least 0"));
}

TEST(BenchImportGenAiPerf, ARealEarlyNonStreamingExportImportsItsRates) // #31
{
    // tests/data/bench/README.md: GenAI-Perf's early flat export (no request_count), concurrency 8 without
    // streaming, Nemotron-3-Nano on two RTX 5090s. The values below are the file's.
    const BenchFileResult r
        = readBenchFile(benchData("genai-perf-nemotron-3-nano-2xrtx5090-c8/profile_export_genai_perf.json"));
    ASSERT_TRUE(r.ok()) << r.errors.front().toString().toStdString();
    ASSERT_EQ(r.runs.size(), 1u);
    const BenchRun &run = r.runs.front();
    EXPECT_EQ(run.tool, BenchTool::GenAiPerf);
    EXPECT_EQ(run.model, QStringLiteral("nvidia/NVIDIA-Nemotron-3-Nano-30B-A3B-NVFP4")); // input_config.model[0]
    EXPECT_EQ(run.backend, QStringLiteral("chat"));                                      // input_config.endpoint_type
    EXPECT_EQ(run.concurrency, 8);                                                       // input_config.concurrency
    EXPECT_FALSE(run.concurrencyEstimate.has_value());
    EXPECT_DOUBLE_EQ(run.outputTokS, 103.59452146650048); // output_token_throughput.avg
    // No request count or duration: the totals are rates per second, and said to be unknown.
    EXPECT_FALSE(run.totalsKnown);
    EXPECT_EQ(run.completed, 0);
    EXPECT_DOUBLE_EQ(run.durationS, 1.0);
    EXPECT_DOUBLE_EQ(run.outputTokens, 103.59452146650048);
    EXPECT_DOUBLE_EQ(run.inputTokens, 0.3402584528802534 * 500.0); // request_throughput.avg x input_sequence_length.avg
    // Not streamed: its time_to_first_token is the whole request's latency (23,984 ms) and is not read.
    EXPECT_FALSE(run.meanTtftMs.has_value());
    EXPECT_FALSE(run.p90TtftMs.has_value());
    EXPECT_FALSE(run.meanTpotMs.has_value());
    EXPECT_FALSE(run.p90TpotMs.has_value());

    const BenchImport curve = combineBenchRuns(r.runs);
    ASSERT_TRUE(curve.ok()) << curve.errorText().toStdString();
    ASSERT_EQ(curve.points.size(), 1u);
    EXPECT_EQ(curve.points[0].concurrency, 8);
    EXPECT_DOUBLE_EQ(curve.points[0].outputTokS, 103.59452146650048);

    // The same export from a streamed run keeps its latencies.
    QJsonObject streamed
        = readJson(benchData("genai-perf-nemotron-3-nano-2xrtx5090-c8/profile_export_genai_perf.json"));
    QJsonObject config = streamed.value(QStringLiteral("input_config")).toObject();
    config.insert(QStringLiteral("streaming"), true);
    streamed.insert(QStringLiteral("input_config"), config);
    const BenchFileResult s = parseBenchResult(bytes(streamed), QStringLiteral("run.json"));
    ASSERT_TRUE(s.ok()) << s.errors.front().toString().toStdString();
    ASSERT_TRUE(s.runs.front().meanTtftMs && s.runs.front().p90TtftMs);
    EXPECT_DOUBLE_EQ(*s.runs.front().meanTtftMs, 23983.91758048837);
    EXPECT_DOUBLE_EQ(*s.runs.front().p90TtftMs, 24633.7659898);
}

TEST(BenchImportGenAiPerf, ReadsTheProfileExport) // #27
{
    const BenchFileResult r = readBenchFile(benchData("genai-perf-c4/profile_export_genai_perf.json"));
    ASSERT_TRUE(r.ok()) << r.errors.front().toString().toStdString();
    ASSERT_EQ(r.runs.size(), 1u);
    const BenchRun &run = r.runs.front();
    EXPECT_EQ(benchToolName(run.tool), QStringLiteral("GenAI-Perf"));
    EXPECT_EQ(run.model, QStringLiteral("moonshotai/Kimi-K2.5"));
    EXPECT_EQ(run.backend, QStringLiteral("chat"));
    EXPECT_EQ(run.concurrency, 4);
    EXPECT_EQ(run.completed, 40);
    EXPECT_DOUBLE_EQ(run.durationS, 50.0);          // request_count / request_throughput = 40 / 0.8
    EXPECT_DOUBLE_EQ(run.outputTokens, 40.0 * 512); // output_sequence_length.avg x request_count
    EXPECT_DOUBLE_EQ(run.inputTokens, 40.0 * 1024);
    EXPECT_DOUBLE_EQ(run.outputTokS, 409.6); // output_token_throughput.avg, unchanged
    ASSERT_TRUE(run.meanTtftMs && run.meanTpotMs);
    EXPECT_DOUBLE_EQ(*run.meanTtftMs, 120.0);
    EXPECT_DOUBLE_EQ(*run.meanTpotMs, 9.45);

    // The older layout: the command-line arguments, `concurrency` at the top of input_config.
    QJsonObject file = readJson(benchData("genai-perf-c4/profile_export_genai_perf.json"));
    file.insert(QStringLiteral("input_config"),
        QJsonObject { { QStringLiteral("model"), QJsonArray { QStringLiteral("org/old") } },
            { QStringLiteral("endpoint_type"), QStringLiteral("chat") }, { QStringLiteral("concurrency"), 16 } });
    BenchFileResult old = parseBenchResult(bytes(file));
    ASSERT_TRUE(old.ok()) << old.errors.front().toString().toStdString();
    EXPECT_EQ(old.runs.front().concurrency, 16);
    EXPECT_EQ(old.runs.front().model, QStringLiteral("org/old"));
    // A rate run is refused for what it is, in either layout.
    file.insert(QStringLiteral("input_config"),
        QJsonObject { { QStringLiteral("model"), QJsonArray { QStringLiteral("org/old") } },
            { QStringLiteral("request_rate"), 2.0 } });
    EXPECT_EQ(onlyError(bytes(file)),
        QStringLiteral("input_config.concurrency: missing: the run sent requests at a rate (input_config.request_rate "
                       "2), not at a fixed concurrency; a decode point needs a run at one (genai-perf profile "
                       "--concurrency N)"));
    file.insert(QStringLiteral("input_config"),
        QJsonObject { { QStringLiteral("model_names"), QJsonArray { QStringLiteral("m") } },
            { QStringLiteral("perf_analyzer"),
                QJsonObject {
                    { QStringLiteral("stimulus"), QJsonObject { { QStringLiteral("request_rate"), 2 } } } } } });
    EXPECT_EQ(onlyError(bytes(file)),
        QStringLiteral("input_config.perf_analyzer.stimulus.concurrency: missing: the run's stimulus is request_rate, "
                       "not a fixed concurrency; a decode point needs a run at one (genai-perf profile --concurrency "
                       "N)"));
    // Without request_count there is no duration, and the field is named (the config layout always writes
    // it; the early argument layout without it is read as rates: ARealEarlyNonStreamingExportImportsItsRates).
    file = readJson(benchData("genai-perf-c4/profile_export_genai_perf.json"));
    file.remove(QStringLiteral("request_count"));
    EXPECT_EQ(onlyError(bytes(file)),
        QStringLiteral("request_count.avg: required field is missing (a whole number of at least 1)"));
}

TEST(BenchImportCurve, OverloadedRunsAreFlaggedAndLeftOut) // #27
{
    const BenchImport imported = importBenchmarks({ benchData(mi355x) });
    ASSERT_TRUE(imported.ok()) << imported.errorText().toStdString();
    ASSERT_EQ(imported.runs.size(), 3u);
    EXPECT_EQ(imported.runs[2].concurrency, 64);
    // c = 64 breaks both rules: 9.6 tok/s below c = 8's 149.7, and a mean TTFT of 690 s in a 3,000 s run.
    ASSERT_EQ(imported.overloads.size(), 2u);
    EXPECT_EQ(imported.overloads[0].run, 2u);
    EXPECT_EQ(imported.overloads[0].rule, BenchOverloadRule::LowerThanLowerConcurrency);
    EXPECT_DOUBLE_EQ(imported.overloads[0].value, 9.6);
    EXPECT_DOUBLE_EQ(imported.overloads[0].bound, 149.7);
    EXPECT_EQ(imported.overloads[1].rule, BenchOverloadRule::TtftOverTenthOfDuration);
    EXPECT_DOUBLE_EQ(imported.overloads[1].value, 690.0);
    EXPECT_DOUBLE_EQ(imported.overloads[1].bound, 3000.0);
    EXPECT_EQ(imported.overloads[0].message(imported.runs),
        QStringLiteral("c64.json (concurrency 64) is overloaded: 9.6 output tok/s, below the 149.7 of c8.json at "
                       "concurrency 8"));
    EXPECT_EQ(imported.overloads[1].message(imported.runs),
        QStringLiteral("c64.json (concurrency 64) is overloaded: mean TTFT 690 s, more than a tenth of the run's "
                       "3000 s (300 s)"));
    EXPECT_FALSE(imported.overloaded(0));
    EXPECT_FALSE(imported.overloaded(1));
    EXPECT_TRUE(imported.overloaded(2));
    ASSERT_EQ(imported.points.size(), 2u);
    EXPECT_EQ(imported.points[0].concurrency, 1);
    EXPECT_EQ(imported.points[0].outputTokS, 44.5);
    EXPECT_EQ(imported.points[1].concurrency, 8);
    EXPECT_EQ(imported.points[1].outputTokS, 149.7);
    EXPECT_EQ(imported.maxPointTokS(), 149.7);

    const BenchImport kept = importBenchmarks({ benchData(mi355x) }, true);
    ASSERT_TRUE(kept.ok());
    EXPECT_EQ(kept.overloads.size(), 2u); // still flagged
    ASSERT_EQ(kept.points.size(), 3u);
    EXPECT_EQ(kept.points[2].outputTokS, 9.6);

    // Every run overloaded: no curve, and the reason.
    BenchRun only = imported.runs[2];
    const BenchImport none = combineBenchRuns({ only });
    EXPECT_FALSE(none.ok());
    ASSERT_EQ(none.errors.size(), 1u);
    EXPECT_EQ(none.errors.front().message,
        QStringLiteral("every run is overloaded, so no run measures the curve (--keep-overloaded uses them anyway)"));
}

// The acceptance check of #27: the MI355X runs imported into the built-in scenario give a T_max of
// at most 149.7 tok/s, the largest measured, with the GPU's catalog figures.
TEST(BenchImportScenario, TMaxIsAtMostTheLargestMeasuredThroughput) // #27
{
    const BenchImport imported = importBenchmarks({ benchData(mi355x) });
    ASSERT_TRUE(imported.ok());
    BenchImportOptions options;
    options.gpu = QStringLiteral("MI355X");
    options.gpuCount = 8;
    const PresetResult applied = withBenchImport(defaultScenario(), imported, options);
    ASSERT_TRUE(applied.ok()) << applied.errorText().toStdString();
    const Scenario &s = *applied.scenario;
    EXPECT_EQ(s.hardware.gpu, QStringLiteral("MI355X"));
    EXPECT_EQ(s.hardware.count, 8);
    const GpuSpec *gpu = builtInGpuCatalog().find(u"MI355X");
    ASSERT_NE(gpu, nullptr);
    EXPECT_EQ(s.hardware.memoryGbPerGpu, gpu->memoryGbPerGpu);
    EXPECT_EQ(s.hardware.gpusPerNode, gpu->gpusPerNode);
    EXPECT_EQ(s.hardware.nativeMxfp4, gpu->nativeMxfp4);
    ASSERT_TRUE(s.hardware.maxThroughputTokS);
    EXPECT_EQ(*s.hardware.maxThroughputTokS, 149.7); // was the B300's 4,634
    ASSERT_EQ(s.hardware.decodePoints.size(), 2u);
    ASSERT_TRUE(s.hardware.prefillInputTokS); // set by default: 120 x 1,024 input tokens in 600 s
    EXPECT_DOUBLE_EQ(*s.hardware.prefillInputTokS, 120.0 * 1024 / 600.0);
    EXPECT_EQ(s.operation.throughputMode, ThroughputMode::Modelled);
    const Evaluation e = evaluate(s);
    EXPECT_TRUE(e.capacity.evidence);
    EXPECT_GT(e.capacity.tMax.value(), 0.0);
    EXPECT_LE(e.capacity.tMax.value(), 149.7);

    // The scenario's own prefill rate kept: T_max is still at most the measured 149.7.
    options.setPrefill = false;
    const PresetResult keepPrefill = withBenchImport(defaultScenario(), imported, options);
    ASSERT_TRUE(keepPrefill.ok());
    EXPECT_EQ(keepPrefill.scenario->hardware.prefillInputTokS, defaultScenario().hardware.prefillInputTokS);
    EXPECT_LE(evaluate(*keepPrefill.scenario).capacity.tMax.value(), 149.7);

    // With the overloaded run kept, the maximum still caps the curve at 149.7.
    const BenchImport kept = importBenchmarks({ benchData(mi355x) }, true);
    const PresetResult withOverloaded = withBenchImport(defaultScenario(), kept, options);
    ASSERT_TRUE(withOverloaded.ok());
    EXPECT_EQ(*withOverloaded.scenario->hardware.maxThroughputTokS, 149.7);
    EXPECT_LE(evaluate(*withOverloaded.scenario).capacity.tMax.value(), 149.7);

    // Asked to extrapolate: the scenario's higher maximum stays, and the curve may rise to it.
    options.extrapolate = true;
    const PresetResult extrapolated = withBenchImport(defaultScenario(), imported, options);
    ASSERT_TRUE(extrapolated.ok());
    EXPECT_EQ(extrapolated.scenario->hardware.maxThroughputTokS, defaultScenario().hardware.maxThroughputTokS);
    EXPECT_GT(evaluate(*extrapolated.scenario).capacity.tMax.value(), 149.7);
}

TEST(BenchImportScenario, WithoutAGpuTheHardwareStaysAndAWrongOneIsNamed) // #27
{
    const BenchImport imported = importBenchmarks({ benchData(mi355x) });
    ASSERT_TRUE(imported.ok());
    const PresetResult applied = withBenchImport(defaultScenario(), imported, {});
    ASSERT_TRUE(applied.ok());
    EXPECT_EQ(applied.scenario->hardware.gpu, defaultScenario().hardware.gpu);
    EXPECT_EQ(applied.scenario->hardware.count, defaultScenario().hardware.count);
    EXPECT_EQ(*applied.scenario->hardware.maxThroughputTokS, 149.7);

    BenchImportOptions options;
    options.gpu = QStringLiteral("MI999");
    const PresetResult wrong = withBenchImport(defaultScenario(), imported, options);
    ASSERT_FALSE(wrong.ok());
    EXPECT_EQ(wrong.errors.front().path, QStringLiteral("hardware.gpu"));
    EXPECT_TRUE(wrong.errors.front().message.startsWith(
        QStringLiteral("--gpu: \"MI999\" is not a GPU of the catalog: expected one of H100, H200,")))
        << wrong.errors.front().message.toStdString();

    int count = 0;
    EXPECT_FALSE(benchGpuCountProblem(QStringLiteral("16"), &count).has_value());
    EXPECT_EQ(count, 16);
    for (const char *bad : { "0", "-8", "2.5", "eight", "1000001", "" })
        EXPECT_EQ(benchGpuCountProblem(QString::fromLatin1(bad), &count),
            QStringLiteral("--gpus: \"%1\" is not allowed: expected a whole number of GPUs from 1 to 1000000")
                .arg(QString::fromLatin1(bad)));
    EXPECT_FALSE(benchGpuProblem(QStringLiteral("mi355x"), builtInGpuCatalog()).has_value()); // any case
}

// #27: runs served by 16 MI355X, whose memory makes two replicas of one node each, measured both
// replicas together: each replica gets half the curve, so T_max stays at most the measured 149.7 tok/s;
// twice the GPUs make twice the replicas, and --extrapolate gives each the whole curve.
TEST(BenchImportScenario, SeveralReplicasShareTheMeasuredCurve) // #27
{
    const BenchImport imported = importBenchmarks({ benchData(mi355x) });
    ASSERT_TRUE(imported.ok());
    BenchImportOptions options;
    options.gpu = QStringLiteral("MI355X");
    options.gpuCount = 16;
    options.setPrefill = false;
    Scenario base = defaultScenario();
    base.hardware.prefillInputTokS.reset(); // T_max is the decode curve's own
    const PresetResult applied = withBenchImport(base, imported, options);
    ASSERT_TRUE(applied.ok()) << applied.errorText().toStdString();
    const Scenario &s = *applied.scenario;
    const Evaluation e = evaluate(s);
    ASSERT_EQ(e.memory.replicas, 2);
    // c = 1 stays one request at its 44.5 tok/s (one replica serves it); c = 8 is 4 a replica at the
    // same 18.71 tok/s per user: 74.85 tok/s, half of 149.7.
    ASSERT_EQ(s.hardware.decodePoints.size(), 2u);
    EXPECT_EQ(s.hardware.decodePoints[0].concurrency, 1);
    EXPECT_DOUBLE_EQ(s.hardware.decodePoints[0].outputTokS, 44.5);
    EXPECT_EQ(s.hardware.decodePoints[1].concurrency, 4);
    EXPECT_DOUBLE_EQ(s.hardware.decodePoints[1].outputTokS, 74.85);
    ASSERT_TRUE(s.hardware.maxThroughputTokS);
    EXPECT_DOUBLE_EQ(*s.hardware.maxThroughputTokS, 74.85);
    EXPECT_DOUBLE_EQ(e.capacity.tMaxPerReplica.value(), 74.85);
    EXPECT_DOUBLE_EQ(e.capacity.tMax.value(), 149.7); // the measured, not twice it

    // More GPUs than measured: more replicas, each with its measured share.
    Scenario doubled = s;
    doubled.hardware.count = 32;
    const Evaluation e32 = evaluate(doubled);
    EXPECT_EQ(e32.memory.replicas, 4);
    EXPECT_DOUBLE_EQ(e32.capacity.tMax.value(), 4 * 74.85);

    // Asked to extrapolate: each replica is given the whole measured curve (the command warns).
    options.extrapolate = true;
    const PresetResult extrapolated = withBenchImport(base, imported, options);
    ASSERT_TRUE(extrapolated.ok());
    ASSERT_EQ(extrapolated.scenario->hardware.decodePoints.size(), 2u);
    EXPECT_EQ(extrapolated.scenario->hardware.decodePoints[1].concurrency, 8);
    EXPECT_DOUBLE_EQ(extrapolated.scenario->hardware.decodePoints[1].outputTokS, 149.7);
    EXPECT_GT(evaluate(*extrapolated.scenario).capacity.tMax.value(), 149.7);

    // The split itself: rounding to whole requests keeps the per-user speed; points that meet keep the highest.
    const std::vector<BenchCurvePoint> split
        = importedPerReplica({ { 1, 50.0, 0 }, { 2, 90.0, 1 }, { 3, 120.0, 2 }, { 9, 270.0, 3 } }, 3);
    ASSERT_EQ(split.size(), 2u);
    EXPECT_EQ(split[0].concurrency, 1); // 1, 2 and 3 at 1 a replica: 50, 45 and 40 tok/s; the highest
    EXPECT_DOUBLE_EQ(split[0].outputTokS, 50.0);
    EXPECT_EQ(split[0].run, 0u);
    EXPECT_EQ(split[1].concurrency, 3);
    EXPECT_DOUBLE_EQ(split[1].outputTokS, 90.0);
}

// #27: an import with --gpu chooses the GPU as the window does: the old GPU's committed price goes, its
// minimum stays marked as the old GPU's, and the notes say so.
TEST(BenchImportScenario, TheGpuGivenReplacesTheOldGpusPrices) // #27
{
    const BenchImport imported = importBenchmarks({ benchData(mi355x) });
    ASSERT_TRUE(imported.ok());
    Scenario base = defaultScenario();
    base.cost.billing.mode = BillingMode::Committed;
    base.cost.reservedGpuHour = Money { 5.0, QStringLiteral("USD") };
    base.cost.billing.minimumMonthly = Money { 40000.0, QStringLiteral("USD") };
    BenchImportOptions options;
    options.gpu = QStringLiteral("MI355X");
    options.gpuCount = 8;
    QStringList notes;
    const PresetResult applied = withBenchImport(base, imported, options, builtInGpuCatalog(), &notes);
    ASSERT_TRUE(applied.ok()) << applied.errorText().toStdString();
    const Scenario &s = *applied.scenario;
    EXPECT_FALSE(s.cost.reservedGpuHour.has_value());
    EXPECT_EQ(s.cost.billing.minimumGpu, QStringLiteral("B300"));
    EXPECT_EQ(s.hardware.evidence, EvidenceSource::Imported); // the capacity is the runs', not marked
    EXPECT_TRUE(s.hardware.evidenceGpu.isEmpty());
    const QString said = notes.join(u'\n');
    EXPECT_TRUE(said.contains(QStringLiteral("price per GPU-hour 7.10 USD kept: it was stated for B300")))
        << said.toStdString();
    EXPECT_TRUE(said.contains(QStringLiteral("committed price per GPU-hour 5.00 USD removed")));
    EXPECT_TRUE(said.contains(QStringLiteral("committed minimum stated for B300, not for MI355X")));
}

// #27: GenAI-Perf's GPU telemetry (telemetry_stats, from the DCGM exporter) counts the GPUs the run
// used, as --gpus would; it keys GPUs by index and names no type, so the GPU stays the scenario's.
TEST(BenchImportGenAiPerf, GpuTelemetryCountsTheGpusButNamesNone) // #27
{
    const QString path = benchData("genai-perf-telemetry-c4/profile_export_genai_perf.json");
    const BenchFileResult r = readBenchFile(path);
    ASSERT_TRUE(r.ok()) << r.errors.front().toString().toStdString();
    ASSERT_EQ(r.runs.size(), 1u);
    EXPECT_EQ(r.runs.front().telemetryGpusListed, 8);
    EXPECT_EQ(r.runs.front().telemetryGpusUsed, 8);
    EXPECT_EQ(r.runs.front().telemetryGpuMemoryGb, 150.75);
    EXPECT_DOUBLE_EQ(r.runs.front().outputTokS, 409.6); // the rest is read as without telemetry

    const BenchImport imported = importBenchmarks({ path });
    ASSERT_TRUE(imported.ok());
    EXPECT_EQ(imported.telemetryGpuCount(), 8);
    Scenario base = defaultScenario();
    base.hardware.count = 16;
    const PresetResult applied = withBenchImport(base, imported, {});
    ASSERT_TRUE(applied.ok()) << applied.errorText().toStdString();
    EXPECT_EQ(applied.scenario->hardware.count, 8);               // from the telemetry
    EXPECT_EQ(applied.scenario->hardware.gpu, base.hardware.gpu); // no name in the file
    BenchImportOptions options;
    options.gpuCount = 4; // --gpus wins over the telemetry
    EXPECT_EQ(withBenchImport(base, imported, options).scenario->hardware.count, 4);

    // Four of the machine's eight GPUs idle (no memory used, no utilization): four served the run.
    QJsonObject file = readJson(path);
    QJsonObject telemetry = file.value(QStringLiteral("telemetry_stats")).toObject();
    for (const char *metric : { "gpu_memory_used", "gpu_utilization" }) {
        QJsonObject perGpu = telemetry.value(QLatin1String(metric)).toObject();
        for (const char *gpu : { "4", "5", "6", "7" })
            perGpu.insert(QLatin1String(gpu), QJsonObject { { QStringLiteral("avg"), 0.0 } });
        telemetry.insert(QLatin1String(metric), perGpu);
    }
    file.insert(QStringLiteral("telemetry_stats"), telemetry);
    BenchFileResult four = parseBenchResult(bytes(file));
    ASSERT_TRUE(four.ok());
    EXPECT_EQ(four.runs.front().telemetryGpusListed, 8);
    EXPECT_EQ(four.runs.front().telemetryGpusUsed, 4);
    // Older key names ("gpu0") and no usage metrics: every GPU listed counts.
    file.insert(QStringLiteral("telemetry_stats"),
        QJsonObject { { QStringLiteral("gpu_power_usage"),
            QJsonObject { { QStringLiteral("unit"), QStringLiteral("W") },
                { QStringLiteral("gpu0"), QJsonObject { { QStringLiteral("avg"), 300.0 } } },
                { QStringLiteral("gpu1"), QJsonObject { { QStringLiteral("avg"), 310.0 } } } } } });
    four = parseBenchResult(bytes(file));
    ASSERT_TRUE(four.ok());
    EXPECT_EQ(four.runs.front().telemetryGpusUsed, 2);
    EXPECT_FALSE(four.runs.front().telemetryGpuMemoryGb.has_value());
    // Without telemetry: nothing.
    const BenchFileResult plain = readBenchFile(benchData("genai-perf-c4/profile_export_genai_perf.json"));
    ASSERT_TRUE(plain.ok());
    EXPECT_EQ(plain.runs.front().telemetryGpusListed, 0);
    EXPECT_FALSE(plain.runs.front().telemetryGpusUsed.has_value());
}

// #34: values under keys no reader uses are checked but not built: they reach Qt's reader as null.
TEST(BenchImportMemory, UnusedValuesArePrunedBeforeParsing) // #34
{
    const JsonKeyFilter filter { "a.b", "list.*.x", "whole" };
    QByteArray pruned;
    const QByteArray text = R"({"a": {"b": [1, {"deep": 2}], "c": {"big": [1, 2, 3]}}, "list": [{"x": 1, "y": [4]}],
"whole": {"any": {"thing": 1}}, "unknown": {"k": 1, "k": 2}, "n": 5})";
    ASSERT_FALSE(checkStrictJson(text, 64, filter, &pruned).has_value());
    EXPECT_EQ(pruned, QByteArray(R"({"a": {"b": [1, {"deep": 2}], "c": null}, "list": [{"x": 1, "y": null}],
"whole": {"any": {"thing": 1}}, "unknown": null, "n": null})"));

    // A used object keeps its duplicate-key check; an unused value keeps every other check.
    const std::optional<JsonProblem> duplicate = checkStrictJson(R"({"whole": {"k": 1, "k": 2}})", 64, filter, &pruned);
    ASSERT_TRUE(duplicate.has_value());
    EXPECT_EQ(duplicate->path, QStringLiteral("whole.k"));
    const std::optional<JsonProblem> broken = checkStrictJson("{\"unknown\": {\"k\": [1,]}}", 64, filter, &pruned);
    ASSERT_TRUE(broken.has_value());
    EXPECT_EQ(broken->path, QStringLiteral("unknown.k[1]"));
    EXPECT_EQ(broken->message, QStringLiteral("a comma before ] (trailing commas are not JSON)"));

    // A vLLM result with the per-request arrays of --save-detailed and an unknown object: the same run.
    QJsonObject o = vllmRun();
    QJsonArray nested;
    for (int i = 0; i < 1000; ++i)
        nested.append(QJsonObject { { QStringLiteral("i"), i }, { QStringLiteral("t"), QStringLiteral("text") } });
    o.insert(QStringLiteral("x_nested"), nested);
    o.insert(QStringLiteral("generated_texts"), QJsonArray { QStringLiteral("a"), QStringLiteral("b") });
    QByteArray withDuplicates = bytes(o);
    withDuplicates.chop(1);
    withDuplicates += R"(,"x_keys": {"k": 1, "k": 2}})";
    const BenchFileResult r = parseBenchResult(withDuplicates, QStringLiteral("run.json"));
    ASSERT_TRUE(r.ok()) << r.errors.front().toString().toStdString();
    ASSERT_EQ(r.runs.size(), 1u);
    EXPECT_EQ(r.runs.front().concurrency, 8);
    EXPECT_EQ(r.runs.front().outputTokS, 512.0);
    EXPECT_EQ(r.runs.front().model, QStringLiteral("org/model"));
    ASSERT_TRUE(r.runs.front().medianItlMs);
    EXPECT_EQ(*r.runs.front().medianItlMs, 14.4);
}

namespace {

const char *const inferenceX8k1k = "inferencex-kimi-k2.5-mi355x-8k1k";
const char *const inferenceX1k1k = "inferencex-kimi-k2.5-mi355x-1k1k";

/// The one InferenceX file of \a folder whose name has \a part.
QString inferenceXFile(const char *folder, const char *part)
{
    const QDir dir(benchData(folder));
    for (const QString &name : dir.entryList({ QStringLiteral("*.json") })) {
        if (name.contains(QString::fromLatin1(part)))
            return dir.filePath(name);
    }
    ADD_FAILURE() << part;
    return {};
}

} // namespace

// Real InferenceX processed results (SemiAnalysisAI/InferenceX, tests/data/bench/README.md): Kimi-K2.5 INT4 on
// 8 x MI355X with vLLM. Each configuration is a point: the output tok/s is output_tput_per_gpu x tp (8 GPUs),
// the latencies the file's seconds in milliseconds.
TEST(BenchImportInferenceX, EachConfigurationIsAPointOfItsPerGpuThroughputTimesItsGpus)
{
    const QString c32 = inferenceXFile(inferenceX8k1k, "conc32");
    const QJsonObject o = readJson(c32);
    const BenchFileResult r = readBenchFile(c32);
    ASSERT_TRUE(r.ok()) << r.errors.front().toString().toStdString();
    ASSERT_EQ(r.runs.size(), 1u);
    const BenchRun &run = r.runs[0];
    EXPECT_EQ(run.tool, BenchTool::InferenceX);
    EXPECT_EQ(run.model, QStringLiteral("moonshotai/Kimi-K2.5"));
    EXPECT_EQ(run.backend, QStringLiteral("vllm"));
    EXPECT_EQ(run.concurrency, 32);
    EXPECT_FALSE(run.totalsKnown);
    EXPECT_EQ(run.outputTokS, 17.57057269511527 * 8);
    EXPECT_EQ(run.outputTokS, o.value(QStringLiteral("output_tput_per_gpu")).toDouble() * 8);
    EXPECT_EQ(run.inputTokS(), 139.55108293769638 * 8);
    EXPECT_DOUBLE_EQ(run.inputPerOutput(), 139.55108293769638 / 17.57057269511527);
    ASSERT_TRUE(run.meanTtftMs && run.medianTtftMs && run.p90TtftMs && run.meanTpotMs && run.p90TpotMs);
    EXPECT_DOUBLE_EQ(*run.meanTtftMs, 2.509421745484724 * 1000);
    EXPECT_DOUBLE_EQ(*run.medianTtftMs, 1.816827566944994 * 1000);
    EXPECT_DOUBLE_EQ(*run.p90TtftMs, 2.872078464948573 * 1000);
    EXPECT_DOUBLE_EQ(*run.meanTpotMs, 0.2241063620785443 * 1000);
    EXPECT_DOUBLE_EQ(*run.medianTpotMs, 0.23031720386957874 * 1000);
    EXPECT_DOUBLE_EQ(*run.p90TpotMs, 0.23992848801135866 * 1000);
    ASSERT_TRUE(run.meanItlMs && run.medianItlMs);
    EXPECT_DOUBLE_EQ(*run.meanItlMs, 0.6301551175580624 * 1000);
    EXPECT_EQ(run.configuration,
        QStringLiteral("moonshotai/Kimi-K2.5 on 8 x mi355x, int4, vllm, ISL 8192 / OSL 1024, TP 8, PP 1, EP 1, DP "
                       "attention false, speculative decoding mtp (vllm/vllm-openai-rocm:v0.21.0)"));

    // The folder of one configuration: two points, none overloaded (the files give no duration to
    // compare the TTFT with).
    const BenchImport imported = importBenchmarks({ benchData(inferenceX8k1k) });
    ASSERT_TRUE(imported.ok()) << imported.errorText().toStdString();
    EXPECT_TRUE(imported.overloads.empty());
    ASSERT_EQ(imported.points.size(), 2u);
    EXPECT_EQ(imported.points[0].concurrency, 32);
    EXPECT_EQ(imported.points[0].outputTokS, 17.57057269511527 * 8);
    EXPECT_EQ(imported.points[1].concurrency, 64);
    EXPECT_EQ(imported.points[1].outputTokS, 26.012913447290337 * 8);
    ASSERT_TRUE(imported.prefillLowerBound());
    EXPECT_EQ(*imported.prefillLowerBound(), 208.4617128733839 * 8);
}

// collect_results.py writes the configurations' results as one list: each element is a run, named by
// its index. (The list is built here as the script builds it, from the real files: json.dump of a list.)
TEST(BenchImportInferenceX, TheCollectedListIsOneRunPerElement)
{
    const QJsonArray list { readJson(inferenceXFile(inferenceX8k1k, "conc64")),
        readJson(inferenceXFile(inferenceX8k1k, "conc32")) };
    const BenchFileResult r
        = parseBenchResult(QJsonDocument(list).toJson(QJsonDocument::Indented), QStringLiteral("agg_kimik2.5.json"));
    ASSERT_TRUE(r.ok()) << r.errors.front().toString().toStdString();
    ASSERT_EQ(r.runs.size(), 2u);
    EXPECT_EQ(r.runs[0].where, QStringLiteral("[0]"));
    EXPECT_EQ(r.runs[0].concurrency, 64);
    EXPECT_EQ(r.runs[1].concurrency, 32);
    EXPECT_EQ(r.runs[1].outputTokS, 17.57057269511527 * 8);

    // A broken element is named by its index and field.
    QJsonObject broken = list.at(1).toObject();
    broken.insert(QStringLiteral("tp"), 0);
    const BenchFileResult bad
        = parseBenchResult(QJsonDocument(QJsonArray { list.at(0), broken }).toJson(), QStringLiteral("agg.json"));
    ASSERT_EQ(bad.errors.size(), 1u);
    EXPECT_TRUE(bad.runs.empty());
    EXPECT_EQ(bad.errors[0].toString(),
        QStringLiteral("agg.json: [1]: tp: 0 is not allowed: expected a whole number of at least 1"));
    // A list of something else is not a result file.
    const BenchFileResult other = parseBenchResult("[1, 2]", QStringLiteral("list.json"));
    EXPECT_FALSE(other.recognised);
}

// Runs of different configurations (here 1k/1k and 8k/1k sequence lengths) make no one curve: refused,
// each configuration listed with its runs.
TEST(BenchImportInferenceX, AMixOfConfigurationsIsRefusedListingThem)
{
    const BenchImport imported = importBenchmarks({ benchData(inferenceX1k1k), benchData(inferenceX8k1k) });
    ASSERT_FALSE(imported.ok());
    ASSERT_EQ(imported.errors.size(), 1u);
    const QString text = imported.errors[0].message;
    EXPECT_TRUE(text.startsWith(QStringLiteral(
        "the runs are of 2 different configurations; a curve is of one: import the runs of one of\n"
        "moonshotai/Kimi-K2.5 on 8 x mi355x, int4, vllm, ISL 1024 / OSL 1024, TP 8, PP 1, EP 1, DP attention false, "
        "speculative decoding mtp (vllm/vllm-openai-rocm:v0.21.0): agg_kimik2.5_1k1k_")))
        << text.toStdString();
    EXPECT_TRUE(text.contains(QStringLiteral("ISL 8192 / OSL 1024"))) << text.toStdString();
    EXPECT_TRUE(text.contains(QStringLiteral("conc32_MI355-gbt350-odcdh5-wbb3.json, agg_kimik2.5_8k1k_")))
        << text.toStdString();
}

// A real `vllm bench sweep serve` output (FlashSampling/FlashSampling, tests/data/bench/README.md): each
// parameter combination's summary.json is the list of its runs' --save-result objects (three runs of
// gpt-oss-120b on an H100 PCIe at one concurrency). Each element is a run; the repeats at one concurrency are
// duplicates (the highest output tok/s gives the point, a warning names the others).
TEST(BenchImportVllm, ASweepSummaryIsOneRunPerElement)
{
    const QDir sweep(benchData("vllm-sweep-gpt-oss-120b"));
    const QString c8
        = sweep.filePath(QStringLiteral("BENCH--max_concurrency=8-num_prompts=80-request_rate=8/summary.json"));
    const BenchFileResult r = readBenchFile(c8);
    ASSERT_TRUE(r.ok()) << r.errors.front().toString().toStdString();
    ASSERT_EQ(r.runs.size(), 3u);
    const double throughputs[] = { 615.0783304395073, 613.2540941521795, 615.9301531421743 };
    const double durations[] = { 33.296572138000556, 33.39561887200034, 33.25052344899996 };
    for (std::size_t i = 0; i < 3; ++i) {
        const BenchRun &run = r.runs[i];
        SCOPED_TRACE(i);
        EXPECT_EQ(run.tool, BenchTool::Vllm);
        EXPECT_EQ(run.where, QStringLiteral("[%1]").arg(i));
        EXPECT_EQ(run.model, QStringLiteral("openai/gpt-oss-120b"));
        EXPECT_EQ(run.backend, QStringLiteral("openai-chat"));
        EXPECT_EQ(run.concurrency, 8);
        EXPECT_FALSE(run.concurrencyEstimate); // max_concurrency is stated
        ASSERT_TRUE(run.requestRate);
        EXPECT_EQ(*run.requestRate, 8.0);
        EXPECT_EQ(run.completed, 80);
        EXPECT_EQ(run.inputTokens, 8152.0);
        EXPECT_EQ(run.outputTokens, 20480.0);
        EXPECT_EQ(run.durationS, durations[i]);
        EXPECT_EQ(run.outputTokS, throughputs[i]);
    }
    ASSERT_TRUE(r.runs[0].meanTtftMs && r.runs[0].medianTpotMs);
    EXPECT_EQ(*r.runs[0].meanTtftMs, 58.62975778742339);
    EXPECT_EQ(*r.runs[0].medianTpotMs, 12.574637380392089);

    QStringList files;
    for (const QString &dir : sweep.entryList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name))
        files << sweep.filePath(dir + QStringLiteral("/summary.json"));
    ASSERT_EQ(files.size(), 3);
    const BenchImport imported = importBenchmarks(files);
    ASSERT_TRUE(imported.ok()) << imported.errorText().toStdString();
    EXPECT_EQ(imported.runs.size(), 9u);
    ASSERT_EQ(imported.points.size(), 3u);
    EXPECT_EQ(imported.points[0].concurrency, 1);
    EXPECT_EQ(imported.points[0].outputTokS, 158.78339066497693);
    EXPECT_EQ(imported.points[1].concurrency, 8);
    EXPECT_EQ(imported.points[1].outputTokS, 615.9301531421743);
    EXPECT_EQ(imported.points[2].concurrency, 64);
    EXPECT_EQ(imported.points[2].outputTokS, 1853.0292415522365);
    ASSERT_EQ(imported.warnings.size(), 3);
    EXPECT_EQ(imported.warnings[1],
        QStringLiteral("concurrency 8: 3 runs; kept summary.json [2] (615.930153142 tok/s, the highest), not "
                       "summary.json [0] (615.07833044 tok/s), summary.json [1] (613.254094152 tok/s)"));
}

// A real AIPerf 0.8.0 export (SemiAnalysisAI/InferenceX's agentic sweep, tests/data/bench/README.md):
// Kimi-K2.7-Code MXFP4 on MI355X at concurrency 8. Its numbers exactly; the version the file states.
TEST(BenchImportAiPerf, ARealAiPerf080ExportImportsItsNumbers)
{
    const BenchFileResult r = readBenchFile(benchData("aiperf-0.8.0-kimi-k2.7-mi355x-c8/profile_export_aiperf.json"));
    ASSERT_TRUE(r.ok()) << r.errors.front().toString().toStdString();
    ASSERT_EQ(r.runs.size(), 1u);
    const BenchRun &run = r.runs[0];
    EXPECT_EQ(run.tool, BenchTool::AiPerf);
    EXPECT_EQ(run.toolVersion, QStringLiteral("0.8.0"));
    EXPECT_EQ(run.model, QStringLiteral("amd/Kimi-K2.7-Code-MXFP4"));
    EXPECT_EQ(run.backend, QStringLiteral("chat"));
    EXPECT_EQ(run.concurrency, 8);
    EXPECT_EQ(run.completed, 873);
    EXPECT_EQ(run.inputTokens, 76192681.0);
    EXPECT_EQ(run.outputTokens, 720245.0); // total_osl: output and reasoning tokens (none here)
    EXPECT_EQ(run.durationS, 3628.164498176);
    EXPECT_EQ(run.outputTokS, 198.41441798570406); // the tool's figure, unchanged
    ASSERT_TRUE(run.meanTtftMs && run.medianTtftMs && run.p90TtftMs && run.meanTpotMs && run.p90TpotMs);
    EXPECT_EQ(*run.meanTtftMs, 14911.043931621993);
    EXPECT_EQ(*run.medianTtftMs, 11957.925403);
    EXPECT_EQ(*run.p90TtftMs, 29393.272232600008);
    EXPECT_EQ(*run.meanTpotMs, 38.76455114755862);
    EXPECT_EQ(*run.p90TpotMs, 47.4683439636742);
}

// A real AIPerf 0.1.1 export with reasoning tokens (ai-dynamo/aiperf's examples/artifacts/run1,
// tests/data/bench/README.md): openai/gpt-oss-20b, 100 requests at concurrency 100, 10 % of them cancelled.
// AIPerf 0.1 writes the metric objects under `records` and names TTFT `ttft`. The reasoning tokens
// (total_reasoning_tokens 19,792) are output tokens: total_osl = 1,832 + 19,792 = 21,624, and the tool's
// output tok/s, 21,624 / 9.318 s, counts them.
TEST(BenchImportAiPerf, ARealAiPerf01ExportWithReasoningTokensImportsItsNumbers)
{
    const QString file = benchData("aiperf-0.1.1-gpt-oss-20b-reasoning-c100/profile_export_aiperf.json");
    const BenchFileResult r = readBenchFile(file);
    ASSERT_TRUE(r.ok()) << r.errors.front().toString().toStdString();
    ASSERT_EQ(r.runs.size(), 1u);
    const BenchRun &run = r.runs[0];
    EXPECT_EQ(run.tool, BenchTool::AiPerf);
    EXPECT_EQ(run.toolVersion, QString()); // AIPerf before 0.8 states no version
    EXPECT_EQ(run.model, QStringLiteral("openai/gpt-oss-20b"));
    EXPECT_EQ(run.backend, QStringLiteral("chat"));
    EXPECT_EQ(run.concurrency, 100);
    EXPECT_FALSE(run.concurrencyEstimate);
    EXPECT_EQ(run.completed, 89); // request_count: the 11 cancelled requests are errors
    EXPECT_EQ(run.inputTokens, 48950.0);
    EXPECT_EQ(run.outputTokens, 21624.0); // total_osl: 1,832 output + 19,792 reasoning tokens
    EXPECT_EQ(run.outputTokens, 1832.0 + 19792.0);
    EXPECT_EQ(run.durationS, 9.317788951);
    EXPECT_EQ(run.outputTokS, 2320.7222350404572); // the tool's figure, unchanged
    ASSERT_TRUE(run.meanTtftMs && run.medianTtftMs && run.p90TtftMs);
    EXPECT_EQ(*run.meanTtftMs, 2343.219436988764); // records.ttft
    EXPECT_EQ(*run.medianTtftMs, 2369.317693);
    EXPECT_EQ(*run.p90TtftMs, 3796.9311679999996);
    ASSERT_TRUE(run.meanTpotMs && run.medianTpotMs && run.p90TpotMs);
    EXPECT_EQ(*run.meanTpotMs, 27.763065454471807);
    EXPECT_EQ(*run.medianTpotMs, 27.615130366666666);
    EXPECT_EQ(*run.p90TpotMs, 32.87232279340302);

    // All 100 requests were sent at once: the mean TTFT (2.3 s) is a quarter of the 9.3 s run, so the run
    // is flagged overloaded and, alone, gives no curve unless kept.
    const BenchImport flagged = importBenchmarks({ file });
    EXPECT_FALSE(flagged.ok());
    ASSERT_EQ(flagged.overloads.size(), 1u);
    EXPECT_EQ(flagged.overloads[0].rule, BenchOverloadRule::TtftOverTenthOfDuration);
    const BenchImport kept = importBenchmarks({ file }, true);
    ASSERT_TRUE(kept.ok()) << kept.errorText().toStdString();
    ASSERT_EQ(kept.points.size(), 1u);
    EXPECT_EQ(kept.points[0].concurrency, 100);
    EXPECT_EQ(kept.points[0].outputTokS, 2320.7222350404572);
}

// The same export without `total_osl` (an AIPerf 0.1 file written before it had one): the output tokens are
// total_output_tokens + total_reasoning_tokens, and a broken metric under `records` is named with its path.
TEST(BenchImportAiPerf, AnAiPerf01ExportReadsItsRecords)
{
    QJsonObject o = readJson(benchData("aiperf-0.1.1-gpt-oss-20b-reasoning-c100/profile_export_aiperf.json"));
    QJsonObject records = o.value(QStringLiteral("records")).toObject();
    records.remove(QStringLiteral("total_osl"));
    o.insert(QStringLiteral("records"), records);
    BenchFileResult r = parseBenchResult(bytes(o));
    ASSERT_TRUE(r.ok()) << r.errors.front().toString().toStdString();
    ASSERT_EQ(r.runs.size(), 1u);
    EXPECT_EQ(r.runs[0].outputTokens, 21624.0);

    QJsonObject duration = records.value(QStringLiteral("benchmark_duration")).toObject();
    duration.insert(QStringLiteral("avg"), QStringLiteral("9.3"));
    records.insert(QStringLiteral("benchmark_duration"), duration);
    o.insert(QStringLiteral("records"), records);
    EXPECT_EQ(onlyError(bytes(o)),
        QStringLiteral("records.benchmark_duration.avg: expected a run's length in seconds, from 0.001 to 10000000, "
                       "got a string"));
}

// A real GuideLLM report of version 0.5.0.dev0 (report schema version 1; danielkorat/guidellm-bench,
// tests/data/bench/README.md): Qwen3-4B-Thinking-2507 FP8 served by vLLM with TP 4 on Intel XPUs, GuideLLM's
// concurrent profile at 4 streams (4 AIME prompts). Its one benchmark reads as 0.7's do; the numbers exactly.
TEST(BenchImportGuideLlm, ARealGuideLlm05ReportImportsItsNumbers)
{
    const QString file = benchData(
        "guidellm-0.5.0.dev0-qwen3-4b-thinking-c4/Qwen_Qwen3-4B-Thinking-2507_tp4_quant-fp8_benchmarks.json");
    const BenchFileResult r = readBenchFile(file);
    ASSERT_TRUE(r.ok()) << r.errors.front().toString().toStdString();
    ASSERT_EQ(r.runs.size(), 1u);
    const BenchRun &run = r.runs[0];
    EXPECT_EQ(run.tool, BenchTool::GuideLlm);
    EXPECT_EQ(run.toolVersion, QStringLiteral("0.5.0.dev0"));
    EXPECT_EQ(run.model, QStringLiteral("Qwen/Qwen3-4B-Thinking-2507"));
    EXPECT_EQ(run.where, QStringLiteral("benchmarks[0]"));
    EXPECT_EQ(run.concurrency, 4); // config.strategy: concurrent, 4 streams
    EXPECT_FALSE(run.concurrencyEstimate);
    EXPECT_EQ(run.completed, 4);
    EXPECT_EQ(run.inputTokens, 396.0);
    EXPECT_EQ(run.outputTokens, 4096.0);
    EXPECT_EQ(run.durationS, 24.909644603729248);
    EXPECT_EQ(run.outputTokS, 165.59511945248636); // output_tokens_per_second.total.mean, unchanged
    ASSERT_TRUE(run.meanTtftMs && run.medianTtftMs && run.p90TtftMs);
    EXPECT_EQ(*run.meanTtftMs, 171.7655062675476);
    EXPECT_EQ(*run.medianTtftMs, 171.52166366577148);
    EXPECT_EQ(*run.p90TtftMs, 172.63293266296387);
    ASSERT_TRUE(run.meanTpotMs && run.medianTpotMs && run.p90TpotMs);
    EXPECT_EQ(*run.meanTpotMs, 24.32290418073535);
    EXPECT_EQ(*run.medianTpotMs, 24.32254352606833);
    EXPECT_EQ(*run.p90TpotMs, 24.32361408136785);
    ASSERT_TRUE(run.meanItlMs && run.medianItlMs);
    EXPECT_EQ(*run.meanItlMs, 24.17877651496134);
    EXPECT_EQ(*run.medianItlMs, 24.178653868062757);

    const BenchImport imported = importBenchmarks({ file });
    ASSERT_TRUE(imported.ok()) << imported.errorText().toStdString();
    ASSERT_EQ(imported.points.size(), 1u);
    EXPECT_EQ(imported.points[0].concurrency, 4);
    EXPECT_EQ(imported.points[0].outputTokS, 165.59511945248636);
}

// A folder import enters sub-folders: the real vLLM sweep's folder (a sub-folder per parameter combination,
// each with its summary.json) imports as naming each summary.json does.
TEST(BenchImportFolder, ASweepFolderIsReadWithItsSubFolders)
{
    const BenchImport imported = importBenchmarks({ benchData("vllm-sweep-gpt-oss-120b") });
    ASSERT_TRUE(imported.ok()) << imported.errorText().toStdString();
    EXPECT_EQ(imported.runs.size(), 9u);
    ASSERT_EQ(imported.points.size(), 3u);
    EXPECT_EQ(imported.points[0].concurrency, 1);
    EXPECT_EQ(imported.points[0].outputTokS, 158.78339066497693);
    EXPECT_EQ(imported.points[1].concurrency, 8);
    EXPECT_EQ(imported.points[1].outputTokS, 615.9301531421743);
    EXPECT_EQ(imported.points[2].concurrency, 64);
    EXPECT_EQ(imported.points[2].outputTokS, 1853.0292415522365);
}

// A sweep's run=N.json files are the objects its summary.json lists: beside a summary.json they are left for
// it (each run is read once, no duplicates); elsewhere, and deeper down, every result file is read.
TEST(BenchImportFolder, RunFilesBesideASummaryAreLeftForIt)
{
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    const QString combination = dir.filePath(QStringLiteral("sweep/BENCH--max_concurrency=8"));
    ASSERT_TRUE(QDir().mkpath(combination));
    QFile source(
        benchData("vllm-sweep-gpt-oss-120b/BENCH--max_concurrency=8-num_prompts=80-request_rate=8/summary.json"));
    ASSERT_TRUE(source.open(QIODevice::ReadOnly));
    const QByteArray summary = source.readAll();
    const QJsonArray runs = QJsonDocument::fromJson(summary).array();
    ASSERT_EQ(runs.size(), 3);
    const auto write = [](const QString &path, const QByteArray &text) {
        QFile f(path);
        ASSERT_TRUE(f.open(QIODevice::WriteOnly)) << path.toStdString();
        f.write(text);
    };
    write(combination + QStringLiteral("/summary.json"), summary);
    for (int i = 0; i < 3; ++i)
        write(combination + QStringLiteral("/run=%1.json").arg(i), bytes(runs.at(i).toObject()));
    const QString deeper = dir.filePath(QStringLiteral("other/deeper"));
    ASSERT_TRUE(QDir().mkpath(deeper));
    write(deeper + QStringLiteral("/c4.json"), bytes(vllmRun(4)));

    const BenchImport imported = importBenchmarks({ dir.path() });
    ASSERT_TRUE(imported.ok()) << imported.errorText().toStdString();
    EXPECT_EQ(imported.runs.size(), 4u); // the summary's three runs, once, and c4.json
    ASSERT_EQ(imported.points.size(), 2u);
    EXPECT_EQ(imported.points[0].concurrency, 4);
    EXPECT_EQ(imported.points[1].concurrency, 8);
    EXPECT_EQ(imported.points[1].outputTokS, 615.9301531421743);
    for (const QString &warning : imported.warnings)
        EXPECT_FALSE(warning.contains(QStringLiteral("run="))) << warning.toStdString();

    // Named one by one, the run files are read (and are duplicates of one another at one concurrency).
    const BenchImport named = importBenchmarks({ combination + QStringLiteral("/run=0.json") });
    ASSERT_TRUE(named.ok()) << named.errorText().toStdString();
    EXPECT_EQ(named.runs.size(), 1u);
}

// A range on a figure the runs set was the old sources' spread of it: kept, the odds sampled the
// articles' 19,000-23,000 tok/s prefill around an imported 2,028 (a reviewer saw "Prefill throughput
// 2,028 tok/s (sources: 19,000 to 23,000 tok/s)"). The import removes it, and says so.
TEST(BenchImportScenario, RangesOnTheFiguresTheRunsSetAreRemoved)
{
    const Scenario agent = loadPreset("kimi-k31-pro-8xb300-modal-agent.json");
    ASSERT_EQ(agent.ranges.count(QStringLiteral("hardware.prefill_input_tok_s")), 1u);
    const BenchImport imported = importBenchmarks({ benchData(mi355x) });
    ASSERT_TRUE(imported.ok());
    BenchImportOptions options;
    QStringList notes;
    const PresetResult applied = withBenchImport(agent, imported, options, builtInGpuCatalog(), &notes);
    ASSERT_TRUE(applied.ok()) << applied.errorText().toStdString();
    EXPECT_EQ(applied.scenario->ranges.count(QStringLiteral("hardware.prefill_input_tok_s")), 0u);
    EXPECT_TRUE(notes.contains(QStringLiteral(
        "range of hardware.prefill_input_tok_s removed: the runs set it, the range was the old figure's sources")))
        << notes.join(u'|').toStdString();
    // Every other range stays.
    for (const auto &[path, range] : agent.ranges) {
        if (path == QLatin1String("hardware.prefill_input_tok_s")
            || path == QLatin1String("hardware.max_throughput_tok_s"))
            continue;
        EXPECT_EQ(applied.scenario->ranges.count(path), 1u) << path.toStdString();
    }

    // The scenario's prefill kept (--keep-prefill): its range stays with it.
    options.setPrefill = false;
    const PresetResult kept = withBenchImport(agent, imported, options, builtInGpuCatalog(), nullptr);
    ASSERT_TRUE(kept.ok());
    EXPECT_EQ(kept.scenario->ranges.count(QStringLiteral("hardware.prefill_input_tok_s")), 1u);
}
