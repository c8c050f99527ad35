#pragma once

/// \file benchimport.h
/// Reading the result files that serving benchmarks write, and turning them into a decode curve
/// (MODEL.md section 7, docs/benchmark-import.md):
///
/// - vLLM's `--save-result` JSON (`vllm bench serve`, `benchmarks/benchmark_serving.py`), one
///   object per file, or one per line with `--append-result`;
/// - SGLang's `python -m sglang.bench_serving --output-file` JSONL, one object per line per run;
/// - GuideLLM's `guidellm benchmark` JSON report (report schema version 2, GuideLLM 0.7), one
///   run per entry of `benchmarks`;
/// - NVIDIA AIPerf's `profile_export_aiperf.json` (aggregated statistics and the run's
///   `input_config`), one run per file;
/// - NVIDIA GenAI-Perf's `profile_export_genai_perf.json` (the same statistics without totals or
///   duration, and the run's `input_config`), one run per file;
/// - SemiAnalysis InferenceX's (InferenceMAX's) processed results: `agg_<name>.json` of
///   `utils/process_result.py` (one configuration) or of `utils/collect_results.py` (a list of them), with
///   throughputs per GPU and latencies in seconds; one run per configuration.
///
/// vLLM, SGLang, GuideLLM and AIPerf runs at a request rate without a concurrency limit get a concurrency
/// estimated from Little's law (BenchConcurrencyEstimate).
///
/// Reading is strict like the preset reader: every problem names the file, the field's path and
/// the allowed range; a file with any problem gives no runs. Python writes `NaN` and `Infinity`
/// (not JSON) for non-finite floats; they are read as such and refused where a number is needed
/// (an unlimited `request_rate` is allowed).

#include "gpucatalog.h"
#include "presetio.h"
#include "wording.h"

#include <QByteArray>
#include <QString>
#include <QStringList>

#include <cstddef>
#include <optional>
#include <vector>

namespace breakeven {

/// Larger result files are refused unread (vLLM's `--save-detailed` files hold every generated
/// text; 128 MiB is far more than a run of thousands of requests writes).
inline constexpr qint64 maxBenchFileBytes = 128 * 1024 * 1024;
/// The most runs one import takes (files times runs per file).
inline constexpr int maxBenchRuns = 10000;
/// The largest concurrency a run may state.
inline constexpr int maxBenchConcurrency = 1000000;
/// A run's duration, in seconds: from a millisecond to about 115 days. A shorter or longer one is
/// a broken file (a 1e-300 s run made figures of 300 digits).
inline constexpr double minBenchDurationS = 1e-3;
inline constexpr double maxBenchDurationS = 1e7;

enum class BenchTool { Vllm, Sglang, GuideLlm, AiPerf, GenAiPerf, InferenceX };

/// "vLLM", "SGLang", "GuideLLM", "AIPerf", "GenAI-Perf", "InferenceX".
[[nodiscard]] QString benchToolName(BenchTool tool);

/// How the concurrency of a request-rate run (vLLM's or SGLang's `--request-rate R` without
/// `--max-concurrency`, GuideLLM's `constant` or `poisson` profile, AIPerf's `--request-rate R` without
/// `--concurrency`) was estimated: by Little's law, the mean number of requests in flight is the rate
/// at which requests complete times the mean time each spends in the system.
struct BenchConcurrencyEstimate {
    double requestsPerS = 0.0; ///< `completed / duration`
    double latencyS = 0.0;     ///< the mean end-to-end latency of a request, seconds
    /// The file gives no end-to-end latency: it is mean TTFT + (mean output tokens per request - 1) x mean TPOT.
    bool fromTtftAndTpot = false;
    /// The key the latency was read from (`mean_e2el_ms`, `mean_e2e_latency_ms`, GuideLLM's
    /// `metrics.request_latency.successful.mean`, AIPerf's `request_latency.avg`), or empty.
    QString latencyKey;
    double inFlight = 0.0; ///< requestsPerS x latencyS, before rounding to a whole concurrency of at least 1
};

/// One benchmark run: one concurrency level of one tool's result file.
struct BenchRun {
    QString file;  ///< the path it was read from (empty when parsed from bytes)
    QString where; ///< the run inside the file: empty (the whole file), `line 3`, `benchmarks[2]`
    BenchTool tool = BenchTool::Vllm;
    QString toolVersion; ///< empty: the file does not say
    QString model;       ///< the served model as the file names it; empty: the file does not say
    QString backend;     ///< the tool's backend or endpoint type (`openai`, `sglang`, `openai_http`)
    int concurrency = 0; ///< requests in flight at most (vLLM and SGLang `max_concurrency`), > 0
    /// A request-rate run has no fixed concurrency: `concurrency` is then this Little's law estimate, rounded.
    std::optional<BenchConcurrencyEstimate> concurrencyEstimate;
    /// Requests per second the tool sent (vLLM and SGLang `request_rate`); none: unlimited (`inf`)
    /// or not stated.
    std::optional<double> requestRate;
    int completed = 0;         ///< requests completed successfully, > 0
    double inputTokens = 0.0;  ///< prompt tokens of the completed requests, >= 0
    double outputTokens = 0.0; ///< output tokens of the completed requests (reasoning tokens included), > 0
    double durationS = 0.0;    ///< seconds the run took (its measurement window), > 0
    double outputTokS = 0.0;   ///< aggregate output tok/s as the tool reports it, > 0
    std::optional<double> meanTtftMs;
    std::optional<double> medianTtftMs;
    std::optional<double> meanTpotMs;
    std::optional<double> medianTpotMs;
    std::optional<double> meanItlMs;
    std::optional<double> medianItlMs;
    /// The 90th percentiles of TTFT and TPOT (vLLM and SGLang `p90_ttft_ms`/`p90_tpot_ms`, written
    /// when the run asked for them with `--metric-percentiles 90`; GuideLLM's `percentiles.p90`;
    /// AIPerf's and GenAI-Perf's `p90`): what the latency targets are checked on (MODEL.md section 13).
    std::optional<double> p90TtftMs;
    std::optional<double> p90TpotMs;
    /// GenAI-Perf's GPU telemetry (`telemetry_stats`, from the DCGM exporter): the GPUs it lists by
    /// index (every GPU of the machine; it names no GPU type), and of them those the run used (a
    /// `gpu_memory_used` or `gpu_utilization` average above 0; all listed when neither is given).
    /// 0 and none without telemetry.
    int telemetryGpusListed = 0;
    std::optional<int> telemetryGpusUsed;
    /// The telemetry's `total_gpu_memory` average of the GPUs used, GB (the largest); none: not given.
    std::optional<double> telemetryGpuMemoryGb;
    /// False when the file gives rates, not totals (InferenceX): `inputTokens` and `outputTokens` are then
    /// the tok/s of the run (the ratios and inputTokS() stay right), `durationS` is 1 and `completed` 0.
    bool totalsKnown = true;
    /// The configuration the file says the run measured (InferenceX: model, GPUs, precision, framework,
    /// sequence lengths, parallelism): an import takes runs of one configuration. Empty: not said.
    QString configuration;

    /// Input tokens per output token the run served (`inputTokens / outputTokens`).
    [[nodiscard]] double inputPerOutput() const { return inputTokens / outputTokens; }
    /// Input tok/s the node processed while it also decoded (`inputTokens / durationS`): a lower
    /// bound on its prefill rate.
    [[nodiscard]] double inputTokS() const { return inputTokens / durationS; }
    /// The file's name and `where`: "vllm-c8.json", "sglang.jsonl line 3".
    [[nodiscard]] QString label() const;
    /// How the concurrency was estimated, or empty when the file states it: "concurrency estimated from
    /// Little's law (1.00547 completed requests/s x 7.84062 s mean end-to-end latency, mean_e2e_latency_ms =
    /// 7.88327 requests in flight)".
    [[nodiscard]] QString concurrencyEstimateText() const;
};

/// One problem with a result file: the file, the field's path in it and what is wrong.
struct BenchProblem {
    QString file;
    QString path; ///< `max_concurrency`, `line 2: duration`, `benchmarks[0].metrics...`; empty: the whole file
    QString message;
    /// "file: path: message" (the parts that are set).
    [[nodiscard]] QString toString() const;
};

/// The runs of one file, or the reasons there are none.
struct BenchFileResult {
    std::vector<BenchRun> runs;
    std::vector<BenchProblem> errors;
    /// False when the file is JSON but no format Breakeven reads (a directory import skips it).
    bool recognised = true;
    [[nodiscard]] bool ok() const { return errors.empty(); }
};

/// Reads the runs in \a bytes (the contents of \a fileName, which only labels the runs and the
/// problems).
[[nodiscard]] BenchFileResult parseBenchResult(const QByteArray &bytes, const QString &fileName = {});

/// Reads the result file at \a path (at most maxBenchFileBytes; a folder, pipe or device is refused).
[[nodiscard]] BenchFileResult readBenchFile(const QString &path);

/// One point of the imported decode curve: the run it comes from, by index into BenchImport::runs.
struct BenchCurvePoint {
    int concurrency = 0;
    double outputTokS = 0.0;
    std::size_t run = 0;
};

/// Why a run is overloaded (MODEL.md section 7): the node was past its capacity, so the run measures
/// a queue, not the curve.
enum class BenchOverloadRule {
    /// Its output tok/s is below that of a run at a lower concurrency.
    LowerThanLowerConcurrency,
    /// Its mean TTFT is more than a tenth of the run's duration (requests waited in a queue).
    TtftOverTenthOfDuration,
};

/// One reason one run is overloaded, with the figures that show it.
struct BenchOverload {
    std::size_t run = 0; ///< index into BenchImport::runs
    BenchOverloadRule rule = BenchOverloadRule::LowerThanLowerConcurrency;
    /// LowerThanLowerConcurrency: the run's output tok/s and the lower-concurrency run's (index
    /// `other`, at concurrency `otherConcurrency`). TtftOverTenthOfDuration: the mean TTFT in
    /// seconds and the run's duration in seconds.
    double value = 0.0;
    double bound = 0.0;
    std::size_t other = 0;
    /// "c64.json (concurrency 64): 9.6 output tok/s, below the 149.7 of c8.json at concurrency 8"
    [[nodiscard]] QString message(const std::vector<BenchRun> &runs) const;
};

/// How runs become a curve and enter a scenario.
struct BenchImportOptions {
    /// Overloaded runs give points too (by default they are flagged and left out).
    bool keepOverloaded = false;
    /// Keep the scenario's hardware maximum (`hardware.max_throughput_tok_s`) above the measured
    /// throughputs, so the curve may rise beyond them; by default `T_max` is at most the largest
    /// measured output tok/s.
    bool extrapolate = false;
    /// Set `hardware.prefill_input_tok_s` to BenchImport::prefillLowerBound() (the default).
    bool setPrefill = true;
    /// The GPU the runs were measured on (a catalog name) and how many: applied to the scenario
    /// with the catalog's memory, MXFP4 and GPUs per node. None: the files do not say.
    QString gpu;
    std::optional<int> gpuCount;
};

/// The largest `--gpus` an import accepts (the preset's `hardware.count` range).
inline constexpr int maxBenchGpuCount = 1000000;

/// Runs turned into one decode curve.
struct BenchImport {
    std::vector<BenchRun> runs;          ///< every run read, sorted by concurrency, then file and place
    std::vector<BenchCurvePoint> points; ///< one per concurrency, ascending; overloaded runs left out
    /// Every reason a run is overloaded (a run may break both rules), in run order.
    std::vector<BenchOverload> overloads;
    /// The overloaded runs gave points too (BenchImportOptions::keepOverloaded).
    bool keptOverloaded = false;
    /// True when run \a index is overloaded.
    [[nodiscard]] bool overloaded(std::size_t index) const;
    /// The largest output tok/s of the points: the measured end of the curve. 0 without points.
    [[nodiscard]] double maxPointTokS() const;
    /// The GPUs the runs of the points used by their GPU telemetry (BenchRun::telemetryGpusUsed,
    /// GenAI-Perf), when every such run says the same count; none without telemetry or when they differ.
    [[nodiscard]] std::optional<int> telemetryGpuCount() const;
    /// Not errors, but worth a look: runs at the same concurrency (the one with the highest output
    /// throughput is kept), runs naming different models, files in a folder that are not results.
    QStringList warnings;
    std::vector<BenchProblem> errors; ///< any error: no curve
    [[nodiscard]] bool ok() const { return errors.empty() && !points.empty(); }
    /// The largest `BenchRun::inputTokS()` over the runs: the node's prefill rate is at least this
    /// (it processed that many input tok/s while it also decoded). None without runs.
    [[nodiscard]] std::optional<double> prefillLowerBound() const;
    /// The errors, one per line.
    [[nodiscard]] QString errorText() const;
};

/// The curve of \a runs: sorted by concurrency; overloaded runs (BenchOverloadRule) are flagged and,
/// unless \a keepOverloaded, give no point; of several runs at one concurrency the one with
/// the highest output throughput gives the point (a warning names the others); runs that name
/// different models give a warning. No runs is an error.
[[nodiscard]] BenchImport combineBenchRuns(std::vector<BenchRun> runs, bool keepOverloaded = false);

/// Reads every path of \a paths (a result file, or a folder: every `.json` and `.jsonl` file in it
/// and in its sub-folders, the `run=N.json` files beside a sweep's `summary.json` left for it; files
/// there that are no result format are skipped with a warning) and
/// combines the runs. A file named directly that is not a result file, or any broken file, is an
/// error. A path "-" is \a standardInput (the bytes a command read from its standard input), labelled
/// "standard input"; without them it is a file named "-".
[[nodiscard]] BenchImport importBenchmarks(const QStringList &paths, bool keepOverloaded = false,
    const std::optional<QByteArray> &standardInput = std::nullopt);

/// One replica's share of \a points measured on all the GPUs of \a replicas replicas together
/// (MODEL.md section 7: a run on G GPUs measures what those G GPUs do): each point at concurrency
/// `c` becomes one at `max(1, round(c / replicas))` with the per-user speed measured at `c`; points
/// that land on one concurrency keep the highest. \a points unchanged for one replica.
[[nodiscard]] std::vector<BenchCurvePoint> importedPerReplica(const std::vector<BenchCurvePoint> &points, int replicas);

/// \a scenario with what the runs measured (MODEL.md section 7): its decode curve
/// (`hardware.decode_points`) replaced by \a imported's points; `hardware.max_throughput_tok_s`
/// set to the largest measured output tok/s (unless options.extrapolate keeps a higher one); when
/// the model's memory makes several replicas of the GPUs (after options.gpu and options.gpuCount),
/// the runs measured all of them together: the curve and the maximum are one replica's share
/// (importedPerReplica(), the maximum divided by the replicas), so the scenario's `T_max` is at
/// most what was measured, and more GPUs than measured add replicas; options.extrapolate gives
/// each replica the whole measured curve instead;
/// with options.setPrefill, `hardware.prefill_input_tok_s` set to imported.prefillLowerBound();
/// with options.gpuCount, `hardware.count` (without it, imported.telemetryGpuCount() when the runs'
/// GPU telemetry gives one); with options.gpu, that catalog GPU applied (applyGpu()).
/// The throughput mode becomes modelled. Checked like a preset file (the points' and the rate's
/// valid ranges); nothing else changes. An options.gpu not in \a catalog is an error naming `--gpu`.
/// With options.gpu the GPU is chosen as the window's chooser does (chooseGpuAndPrices(): the catalog's
/// prices replace the old GPU's, or are marked), and \a notes, if given, receives what it says in \a wording.
[[nodiscard]] PresetResult withBenchImport(const Scenario &scenario, const BenchImport &imported,
    const BenchImportOptions &options, const GpuCatalog &catalog = builtInGpuCatalog(), QStringList *notes = nullptr,
    Wording wording = Wording::Fixed);

/// Why \a value is no GPU count `--gpus` accepts (a whole number from 1 to maxBenchGpuCount), or
/// nothing when it is one; \a count receives it.
[[nodiscard]] std::optional<QString> benchGpuCountProblem(const QString &value, int *count);

/// Why \a name is no GPU of \a catalog (naming the catalog's GPUs), or nothing.
[[nodiscard]] std::optional<QString> benchGpuProblem(const QString &name, const GpuCatalog &catalog);

} // namespace breakeven
