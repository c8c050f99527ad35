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
///   `input_config`), one run per file.
///
/// Reading is strict like the preset reader: every problem names the file, the field's path and
/// the allowed range; a file with any problem gives no runs. Python writes `NaN` and `Infinity`
/// (not JSON) for non-finite floats; they are read as such and refused where a number is needed
/// (an unlimited `request_rate` is allowed).

#include "presetio.h"

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

enum class BenchTool { Vllm, Sglang, GuideLlm, AiPerf };

/// "vLLM", "SGLang", "GuideLLM", "AIPerf".
[[nodiscard]] QString benchToolName(BenchTool tool);

/// One benchmark run: one concurrency level of one tool's result file.
struct BenchRun {
    QString file;  ///< the path it was read from (empty when parsed from bytes)
    QString where; ///< the run inside the file: empty (the whole file), `line 3`, `benchmarks[2]`
    BenchTool tool = BenchTool::Vllm;
    QString toolVersion; ///< empty: the file does not say
    QString model;       ///< the served model as the file names it; empty: the file does not say
    QString backend;     ///< the tool's backend or endpoint type (`openai`, `sglang`, `openai_http`)
    int concurrency = 0; ///< requests in flight at most (vLLM and SGLang `max_concurrency`), > 0
    /// Requests per second the tool sent (vLLM and SGLang `request_rate`); none: unlimited (`inf`)
    /// or not stated.
    std::optional<double> requestRate;
    int completed = 0;         ///< requests completed successfully, > 0
    double inputTokens = 0.0;  ///< prompt tokens of the completed requests, >= 0
    double outputTokens = 0.0; ///< output tokens of the completed requests, > 0
    double durationS = 0.0;    ///< seconds the run took (its measurement window), > 0
    double outputTokS = 0.0;   ///< aggregate output tok/s as the tool reports it, > 0
    std::optional<double> meanTtftMs;
    std::optional<double> medianTtftMs;
    std::optional<double> meanTpotMs;
    std::optional<double> medianTpotMs;
    std::optional<double> meanItlMs;
    std::optional<double> medianItlMs;

    /// Input tokens per output token the run served (`inputTokens / outputTokens`).
    [[nodiscard]] double inputPerOutput() const { return inputTokens / outputTokens; }
    /// Input tok/s the node processed while it also decoded (`inputTokens / durationS`): a lower
    /// bound on its prefill rate.
    [[nodiscard]] double inputTokS() const { return inputTokens / durationS; }
    /// The file's name and `where`: "vllm-c8.json", "sglang.jsonl line 3".
    [[nodiscard]] QString label() const;
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

/// Runs turned into one decode curve.
struct BenchImport {
    std::vector<BenchRun> runs;          ///< every run read, sorted by concurrency, then file and place
    std::vector<BenchCurvePoint> points; ///< one per concurrency, ascending
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

/// The curve of \a runs: sorted by concurrency; of several runs at one concurrency the one with
/// the highest output throughput gives the point (a warning names the others); runs that name
/// different models give a warning. No runs is an error.
[[nodiscard]] BenchImport combineBenchRuns(std::vector<BenchRun> runs);

/// Reads every path of \a paths (a result file, or a folder: every `.json` and `.jsonl` file in
/// it, not recursing; files there that are no result format are skipped with a warning) and
/// combines the runs. A file named directly that is not a result file, or any broken file, is an
/// error.
[[nodiscard]] BenchImport importBenchmarks(const QStringList &paths);

/// \a scenario with its decode curve (`hardware.decode_points`) replaced by \a imported's points
/// and, with \a setPrefill, `hardware.prefill_input_tok_s` set to imported.prefillLowerBound().
/// Checked like a preset file (the points' and the rate's valid ranges); nothing else changes.
[[nodiscard]] PresetResult withBenchImport(const Scenario &scenario, const BenchImport &imported, bool setPrefill);

} // namespace breakeven
