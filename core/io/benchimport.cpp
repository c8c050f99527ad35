#include "benchimport.h"

#include "latin1.h"

#include "compile.h"
#include "evaluation.h"
#include "format.h"
#include "gpuchoice.h"
#include "hardwarefit.h"
#include "parameters.h"
#include "strictjson.h"

#include <QCoreApplication>
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonParseError>
#include <QList>
#include <QRegularExpression>
#include <QSet>

#include <algorithm>
#include <cctype>
#include <cmath>

namespace breakeven {

namespace {

/// This file's messages: Text::tr() translates in the context "BenchImport". The window shows them
/// in its language; the command line (import-bench), which installs no translator, in English.
/// Keys, paths, tool names and numbers are arguments or stay as they are.
struct Text {
    Q_DECLARE_TR_FUNCTIONS(BenchImport)
};

QString num(double v) { return QString::number(v, 'g', 12); }

/// Nesting the result files need: GuideLLM's per-request statistics go about 8 levels deep.
constexpr int maxBenchJsonDepth = 64;

/// How far output_throughput may differ from total_output_tokens / duration (both are written
/// from the same sums; the tolerance only absorbs rounding).
constexpr double throughputTolerance = 1e-3;

/// Python's json module writes float('nan') and float('inf') as the bare words NaN, Infinity and
/// -Infinity, which JSON does not allow (SGLang writes an unlimited request_rate as Infinity).
/// Outside strings, they become the strings "NaN", "Infinity" and "-Infinity" so that the strict
/// reader can read the file and each field can say what it holds. Line numbers stay the same.
QByteArray quotePythonNonFinite(const QByteArray &bytes)
{
    static const QByteArray words[] = { "-Infinity", "Infinity", "NaN" };
    QByteArray out;
    bool inString = false;
    bool changed = false;
    const qsizetype n = bytes.size();
    qsizetype copiedTo = 0;
    for (qsizetype i = 0; i < n; ++i) {
        const char c = bytes.at(i);
        if (inString) {
            if (c == '\\')
                ++i;
            else if (c == '"')
                inString = false;
            continue;
        }
        if (c == '"') {
            inString = true;
            continue;
        }
        if (c != '-' && c != 'I' && c != 'N')
            continue;
        for (const QByteArray &w : words) {
            if (bytes.mid(i, w.size()) != w)
                continue;
            const qsizetype end = i + w.size();
            if (end < n && (std::isalnum(static_cast<unsigned char>(bytes.at(end))) || bytes.at(end) == '_'))
                break;
            if (!changed) {
                out.reserve(n + 64);
                changed = true;
            }
            out.append(bytes.constData() + copiedTo, i - copiedTo);
            out.append('"').append(w).append('"');
            copiedTo = end;
            i = end - 1;
            break;
        }
    }
    if (!changed)
        return bytes;
    out.append(bytes.constData() + copiedTo, n - copiedTo);
    return out;
}

bool isPythonNonFinite(const QJsonValue &v)
{
    if (!v.isString())
        return false;
    const QString s = v.toString();
    return s == QLatin1String("NaN") || s == QLatin1String("Infinity") || s == QLatin1String("-Infinity");
}

QString typeName(const QJsonValue &v) { return jsonTypeName(v); }

enum class Rule {
    Positive,       ///< > 0
    NonNegative,    ///< >= 0
    PositiveInt,    ///< whole, >= 1
    NonNegativeInt, ///< whole, >= 0
    Duration,       ///< seconds, minBenchDurationS..maxBenchDurationS
};

QString describe(Rule rule)
{
    switch (rule) {
    case Rule::Positive:
        //: What a field must hold; completes "expected %1" and "required field is missing (%1)".
        return Text::tr("a number greater than 0");
    case Rule::NonNegative:
        return Text::tr("a number of at least 0");
    case Rule::PositiveInt:
        return Text::tr("a whole number of at least 1");
    case Rule::NonNegativeInt:
        return Text::tr("a whole number of at least 0");
    case Rule::Duration:
        return Text::tr("a run's length in seconds, from %1 to %2").arg(num(minBenchDurationS), num(maxBenchDurationS));
    }
    return {};
}

/// Reads the fields of one run, collecting every problem with its path.
class RunReader {
public:
    RunReader(QString file, QString where, std::vector<BenchProblem> *errors)
        : m_file(std::move(file))
        , m_where(std::move(where))
        , m_errors(errors)
    {
    }

    void error(const QString &path, const QString &message)
    {
        const QString full = m_where.isEmpty() ? path
            : path.isEmpty()                   ? m_where
                                               : m_where + QStringLiteral(": ") + path;
        m_errors->push_back({ m_file, full, message });
    }

    /// The number at \a path under \a root. \a path names it in messages, prefixed by \a prefix.
    std::optional<double> number(
        const QJsonObject &root, const QString &path, Rule rule, bool required, const QString &prefix = {})
    {
        const QString shown = prefix.isEmpty() ? path : prefix + QLatin1Char('.') + path;
        const QJsonValue v = jsonValueAt(root, path);
        if (v.isUndefined() || (!required && v.isNull())) {
            if (required)
                error(shown, Text::tr("required field is missing (%1)").arg(describe(rule)));
            return std::nullopt;
        }
        if (isPythonNonFinite(v)) {
            error(shown,
                //: %1 is what the file holds ("NaN", "Infinity"); %2 what the field must hold, "a number greater than
                //: 0".
                Text::tr("%1 is not a finite number (the tool wrote Python's %1, which is not JSON); expected %2")
                    .arg(v.toString(), describe(rule)));
            return std::nullopt;
        }
        if (!v.isDouble()) {
            //: %1 is what the field must hold, "a number greater than 0"; %2 the kind of value found, "a string".
            error(shown, Text::tr("expected %1, got %2").arg(describe(rule), typeName(v)));
            return std::nullopt;
        }
        const double d = v.toDouble();
        const bool whole = rule == Rule::PositiveInt || rule == Rule::NonNegativeInt;
        const bool positive = rule == Rule::Positive || rule == Rule::PositiveInt || rule == Rule::Duration;
        const bool outsideRun = rule == Rule::Duration && (d < minBenchDurationS || d > maxBenchDurationS);
        if (!std::isfinite(d) || (whole && (d != std::floor(d) || d > 1e15)) || (positive ? d <= 0.0 : d < 0.0)
            || outsideRun) {
            error(shown, Text::tr("%1 is not allowed: expected %2").arg(num(d), describe(rule)));
            return std::nullopt;
        }
        return d;
    }

    /// The string at \a path, or empty (an error when present and not a string).
    QString string(const QJsonObject &root, const QString &path, const QString &prefix = {})
    {
        const QJsonValue v = jsonValueAt(root, path);
        if (v.isUndefined() || v.isNull())
            return {};
        if (!v.isString()) {
            error(prefix.isEmpty() ? path : prefix + QLatin1Char('.') + path,
                Text::tr("expected a string, got %1").arg(typeName(v)));
            return {};
        }
        // A name, shown in a table: no file may make it a page long.
        return v.toString().left(200);
    }

    /// The concurrency at \a path (vLLM's and SGLang's max_concurrency).
    std::optional<int> concurrency(const QJsonObject &root, const QString &path)
    {
        const QJsonValue v = jsonValueAt(root, path);
        if (v.isNull()) {
            error(path,
                Text::tr("null: the run had no concurrency limit, so it measured no fixed concurrency; a decode "
                         "point needs a run at one (rerun with --max-concurrency N)"));
            return std::nullopt;
        }
        const std::optional<double> c = number(root, path, Rule::PositiveInt, true);
        if (!c)
            return std::nullopt;
        if (*c > maxBenchConcurrency) {
            error(path, Text::tr("%1 is not allowed: at most %2").arg(num(*c)).arg(maxBenchConcurrency));
            return std::nullopt;
        }
        return static_cast<int>(*c);
    }

    /// The request rate at `request_rate`: a number of requests per second, or unlimited
    /// ("inf", Infinity) or a trace replay (none).
    std::optional<double> requestRate(const QJsonObject &root)
    {
        const QJsonValue v = root.value(QStringLiteral("request_rate"));
        if (v.isUndefined() || v.isNull())
            return std::nullopt;
        if (v.isString()) {
            const QString s = v.toString();
            if (s == QLatin1String("inf") || s == QLatin1String("Infinity") || s == QLatin1String("trace"))
                return std::nullopt;
        }
        return number(root, QStringLiteral("request_rate"), Rule::Positive, false);
    }

    const QString &file() const { return m_file; }
    const QString &where() const { return m_where; }

private:
    QString m_file;
    QString m_where;
    std::vector<BenchProblem> *m_errors;
};

/// A run of \a tool read by \a r: its file and place in it, nothing else yet.
BenchRun startRun(const RunReader &r, BenchTool tool)
{
    BenchRun run;
    run.file = r.file();
    run.where = r.where();
    run.tool = tool;
    return run;
}

/// The first name of a list of model names (AIPerf's and GenAI-Perf's `model_names`), or empty.
QString firstModelName(const QJsonValue &models)
{
    if (models.isArray() && !models.toArray().isEmpty() && models.toArray().at(0).isString())
        return models.toArray().at(0).toString().left(200);
    return QString();
}

/// The latency fields shared by vLLM and SGLang (milliseconds, optional).
void readFlatLatencies(RunReader &r, const QJsonObject &o, BenchRun &run)
{
    run.meanTtftMs = r.number(o, QStringLiteral("mean_ttft_ms"), Rule::NonNegative, false);
    run.medianTtftMs = r.number(o, QStringLiteral("median_ttft_ms"), Rule::NonNegative, false);
    run.meanTpotMs = r.number(o, QStringLiteral("mean_tpot_ms"), Rule::NonNegative, false);
    run.medianTpotMs = r.number(o, QStringLiteral("median_tpot_ms"), Rule::NonNegative, false);
    run.meanItlMs = r.number(o, QStringLiteral("mean_itl_ms"), Rule::NonNegative, false);
    run.medianItlMs = r.number(o, QStringLiteral("median_itl_ms"), Rule::NonNegative, false);
    run.p90TtftMs = r.number(o, QStringLiteral("p90_ttft_ms"), Rule::NonNegative, false);
    run.p90TpotMs = r.number(o, QStringLiteral("p90_tpot_ms"), Rule::NonNegative, false);
}

/// \a run with the totals every tool gives, or nothing when one of them was missing or refused (the
/// reader has said which).
std::optional<BenchRun> withTotals(BenchRun run, std::optional<int> concurrency, std::optional<double> completed,
    std::optional<double> input, std::optional<double> output, std::optional<double> duration,
    std::optional<double> throughput)
{
    if (!concurrency || !completed || !input || !output || !duration || !throughput)
        return std::nullopt;
    run.concurrency = *concurrency;
    run.completed = static_cast<int>(std::min(*completed, 2e9));
    run.inputTokens = *input;
    run.outputTokens = *output;
    run.durationS = *duration;
    run.outputTokS = *throughput;
    return run;
}

/// The whole concurrency a Little's law estimate gives: its requests in flight, rounded, at least 1.
int estimatedConcurrency(const BenchConcurrencyEstimate &e)
{
    return std::max(1, static_cast<int>(std::lround(e.inFlight)));
}

/// \a e with its requests in flight (requestsPerS x latencyS), or nothing, said at \a field (the
/// concurrency the file leaves \a state, "null" or "missing"), when they make no concurrency from 1 to
/// maxBenchConcurrency.
std::optional<BenchConcurrencyEstimate> inFlight(
    RunReader &r, BenchConcurrencyEstimate e, const QString &field, const QString &state)
{
    e.inFlight = e.requestsPerS * e.latencyS;
    if (!std::isfinite(e.inFlight) || e.inFlight <= 0.0 || e.inFlight > maxBenchConcurrency) {
        r.error(field,
            //: %1 "null" or "missing" (the file's concurrency), %2 the estimated requests in flight, %3 the largest
            //: concurrency allowed.
            Text::tr("%1: Little's law estimates %2 requests in flight, which is no concurrency from 1 to %3")
                .arg(state, num(e.inFlight))
                .arg(maxBenchConcurrency));
        return std::nullopt;
    }
    return e;
}

/// A request-rate run's concurrency from Little's law with the mean request latency the tool measured
/// (GuideLLM's in seconds, AIPerf's in milliseconds: \a toSeconds), read at \a latencyPath of \a o:
/// \a completed requests over \a duration seconds. Nothing, said at \a field, without that latency.
std::optional<BenchConcurrencyEstimate> littleEstimateFromLatency(RunReader &r, const QJsonObject &o,
    const QString &latencyPath, double toSeconds, double completed, double duration, const QString &field,
    const QString &state)
{
    const std::optional<double> latency = r.number(o, latencyPath, Rule::Positive, true);
    if (!latency)
        return std::nullopt;
    BenchConcurrencyEstimate e;
    e.requestsPerS = completed / duration;
    e.latencyS = *latency * toSeconds;
    e.latencyKey = latencyPath;
    return inFlight(r, std::move(e), field, state);
}

/// The Little's law estimate of a request-rate run's concurrency (BenchConcurrencyEstimate): the
/// requests completed per second times the mean end-to-end latency (vLLM's `mean_e2el_ms`, SGLang's
/// `mean_e2e_latency_ms`), or, in a file without it, mean TTFT + (mean output tokens - 1) x mean TPOT.
/// Nothing when the file gives neither (the reader says so).
std::optional<BenchConcurrencyEstimate> littleEstimate(
    RunReader &r, const QJsonObject &o, const BenchRun &run, double completed, double output, double duration)
{
    BenchConcurrencyEstimate e;
    e.requestsPerS = completed / duration;
    for (const QString &key : { QStringLiteral("mean_e2el_ms"), QStringLiteral("mean_e2e_latency_ms") }) {
        const QJsonValue v = o.value(key);
        if (v.isUndefined() || v.isNull())
            continue;
        const std::optional<double> ms = r.number(o, key, Rule::Positive, true);
        if (!ms)
            return std::nullopt;
        e.latencyS = *ms / 1000.0;
        e.latencyKey = key;
        break;
    }
    if (e.latencyKey.isEmpty()) {
        if (!run.meanTtftMs || !run.meanTpotMs) {
            r.error(QStringLiteral("max_concurrency"),
                //: %1 is the run's request rate. mean_e2el_ms, mean_e2e_latency_ms, mean_ttft_ms and mean_tpot_ms
                //: are keys of the file: keep them.
                Text::tr("null, with request_rate %1: a request-rate run's concurrency is estimated from Little's "
                         "law, which needs the mean end-to-end latency (mean_e2el_ms or mean_e2e_latency_ms) or "
                         "mean_ttft_ms and mean_tpot_ms; the file has neither")
                    .arg(num(run.requestRate.value_or(0.0))));
            return std::nullopt;
        }
        e.fromTtftAndTpot = true;
        const double tokensAfterFirst = std::max(output / completed - 1.0, 0.0);
        e.latencyS = (*run.meanTtftMs + tokensAfterFirst * *run.meanTpotMs) / 1000.0;
    }
    return inFlight(r, std::move(e), QStringLiteral("max_concurrency"), L("null"));
}

/// One vLLM or SGLang result object (their totals and throughput keys are the same).
std::optional<BenchRun> readFlatRun(RunReader &r, const QJsonObject &o, BenchTool tool)
{
    BenchRun run = startRun(r, tool);
    run.backend = r.string(o, QStringLiteral("backend"));
    if (tool == BenchTool::Vllm) {
        run.model = r.string(o, QStringLiteral("model_id"));
        // `--metadata version=...` is the only place a vLLM file states a version.
        run.toolVersion = r.string(o, QStringLiteral("version"));
    } else {
        // SGLang's newer files carry the server's /get_server_info answer.
        run.model = r.string(o, QStringLiteral("server_info.served_model_name"));
        if (run.model.isEmpty())
            run.model = r.string(o, QStringLiteral("server_info.model_path"));
        run.toolVersion = r.string(o, QStringLiteral("server_info.version"));
    }
    run.requestRate = r.requestRate(o);
    // A run at a request rate without a concurrency limit (`--request-rate R`, no `--max-concurrency`):
    // its concurrency is estimated below from Little's law.
    const QJsonValue limit = o.value(QStringLiteral("max_concurrency"));
    const bool byRate = (limit.isUndefined() || limit.isNull()) && run.requestRate.has_value();
    std::optional<int> concurrency
        = byRate ? std::optional<int>(1) : r.concurrency(o, QStringLiteral("max_concurrency"));
    const std::optional<double> completed = r.number(o, QStringLiteral("completed"), Rule::PositiveInt, true);
    const std::optional<double> input = r.number(o, QStringLiteral("total_input_tokens"), Rule::NonNegativeInt, true);
    const std::optional<double> output = r.number(o, QStringLiteral("total_output_tokens"), Rule::PositiveInt, true);
    const std::optional<double> duration = r.number(o, QStringLiteral("duration"), Rule::Duration, true);
    const std::optional<double> throughput = r.number(o, QStringLiteral("output_throughput"), Rule::Positive, true);
    readFlatLatencies(r, o, run);
    if (!concurrency || !completed || !input || !output || !duration || !throughput)
        return std::nullopt;
    if (byRate) {
        run.concurrencyEstimate = littleEstimate(r, o, run, *completed, *output, *duration);
        if (!run.concurrencyEstimate)
            return std::nullopt;
        concurrency = estimatedConcurrency(*run.concurrencyEstimate);
    }
    const double derived = *output / *duration;
    if (!std::isfinite(derived) || std::abs(*throughput - derived) > throughputTolerance * derived) {
        r.error(QStringLiteral("output_throughput"),
            //: total_output_tokens, duration and output_throughput are keys of the file: keep them.
            Text::tr("%1 tok/s disagrees with total_output_tokens / duration = %2 / %3 = %4 tok/s (the tool writes one "
                     "from the others: the file has been changed or is damaged)")
                .arg(num(*throughput), num(*output), num(*duration), num(derived)));
        return std::nullopt;
    }
    return withTotals(std::move(run), concurrency, completed, input, output, duration, throughput);
}

/// One entry of a GuideLLM report's `benchmarks`.
std::optional<BenchRun> readGuideLlmRun(RunReader &r, const QJsonObject &b, const QJsonObject &root)
{
    BenchRun run = startRun(r, BenchTool::GuideLlm);
    run.toolVersion = r.string(root, QStringLiteral("metadata.guidellm_version"));
    run.backend = r.string(b, QStringLiteral("config.backend.kind"));
    run.model = r.string(b, QStringLiteral("config.backend.model"));
    if (run.model.isEmpty())
        run.model = r.string(root, QStringLiteral("config.backend.model"));

    std::optional<int> concurrency;
    bool byRate = false; // a rate profile (--profile constant or poisson): concurrency from Little's law below
    const QString strategyPath = QStringLiteral("config.strategy.type_");
    const QJsonValue strategy = jsonValueAt(b, strategyPath);
    if (!strategy.isString()) {
        r.error(strategyPath,
            strategy.isUndefined()
                ? Text::tr("required field is missing (the scheduling strategy, e.g. \"concurrent\")")
                : Text::tr("expected a string, got %1").arg(typeName(strategy)));
    } else if (strategy.toString() == QLatin1String("synchronous")) {
        concurrency = 1;
    } else if (strategy.toString() == QLatin1String("concurrent")) {
        if (const std::optional<double> streams
            = r.number(b, QStringLiteral("config.strategy.streams"), Rule::PositiveInt, true)) {
            if (*streams > maxBenchConcurrency)
                r.error(QStringLiteral("config.strategy.streams"),
                    Text::tr("%1 is not allowed: at most %2").arg(num(*streams)).arg(maxBenchConcurrency));
            else
                concurrency = static_cast<int>(*streams);
        }
    } else if (strategy.toString() == QLatin1String("constant") || strategy.toString() == QLatin1String("poisson")) {
        byRate = true;
        concurrency = 1; // replaced by the estimate
    } else {
        r.error(strategyPath,
            //: %1 is GuideLLM's strategy, e.g. "throughput"; keep the quoted names, they are GuideLLM's.
            Text::tr("\"%1\" schedules requests neither at a fixed concurrency nor at a stated rate; a decode point "
                     "needs GuideLLM's \"synchronous\" or \"concurrent\" profile (--profile concurrent --rate N), or "
                     "a \"constant\" or \"poisson\" rate")
                .arg(strategy.toString().left(40)));
    }
    const std::optional<double> completed
        = r.number(b, QStringLiteral("metrics.request_totals.successful"), Rule::PositiveInt, true);
    const std::optional<double> input
        = r.number(b, QStringLiteral("metrics.prompt_token_count.successful.total_sum"), Rule::NonNegative, true);
    const std::optional<double> output
        = r.number(b, QStringLiteral("metrics.output_token_count.successful.total_sum"), Rule::Positive, true);
    const std::optional<double> duration = r.number(b, QStringLiteral("duration"), Rule::Duration, true);
    // The figure GuideLLM's own console prints as output tokens per second.
    const std::optional<double> throughput
        = r.number(b, QStringLiteral("metrics.output_tokens_per_second.total.mean"), Rule::Positive, true);
    const auto stat = [&](const char *metric, const char *which) {
        return r.number(
            b, QStringLiteral("metrics.%1.successful.%2").arg(L(metric), L(which)), Rule::NonNegative, false);
    };
    run.meanTtftMs = stat("time_to_first_token_ms", "mean");
    run.medianTtftMs = stat("time_to_first_token_ms", "median");
    run.meanTpotMs = stat("time_per_output_token_ms", "mean");
    run.medianTpotMs = stat("time_per_output_token_ms", "median");
    run.meanItlMs = stat("inter_token_latency_ms", "mean");
    run.medianItlMs = stat("inter_token_latency_ms", "median");
    run.p90TtftMs = stat("time_to_first_token_ms", "percentiles.p90");
    run.p90TpotMs = stat("time_per_output_token_ms", "percentiles.p90");
    if (byRate && completed && duration) {
        run.requestRate = r.number(b, QStringLiteral("config.strategy.rate"), Rule::Positive, false);
        run.concurrencyEstimate
            = littleEstimateFromLatency(r, b, QStringLiteral("metrics.request_latency.successful.mean"), 1.0,
                *completed, *duration, strategyPath, strategy.toString().left(40));
        if (!run.concurrencyEstimate)
            return std::nullopt;
        concurrency = estimatedConcurrency(*run.concurrencyEstimate);
    }
    return withTotals(std::move(run), concurrency, completed, input, output, duration, throughput);
}

/// The whole concurrency at \a path of \a o, 1 to maxBenchConcurrency (an error otherwise).
std::optional<int> boundedConcurrency(RunReader &r, const QJsonObject &o, const QString &path)
{
    const std::optional<double> n = r.number(o, path, Rule::PositiveInt, true);
    if (!n)
        return std::nullopt;
    if (*n > maxBenchConcurrency) {
        r.error(path, Text::tr("%1 is not allowed: at most %2").arg(num(*n)).arg(maxBenchConcurrency));
        return std::nullopt;
    }
    return static_cast<int>(*n);
}

/// The TTFT and TPOT of AIPerf's and GenAI-Perf's metric objects (statistics `avg`, `p50` and a
/// `unit`, which must be "ms"). Their inter-token latency is (request latency - TTFT) / (output
/// tokens - 1): vLLM's TPOT. \a prefix is where the metric objects are ("" or AIPerf 0.1's
/// "records."), \a ttft the TTFT metric's tag (AIPerf 0.1's is "ttft").
void readStatisticsLatencies(RunReader &r, const QJsonObject &o, BenchRun &run, const QString &prefix = {},
    const QString &ttft = QStringLiteral("time_to_first_token"))
{
    const QString itl = prefix + QStringLiteral("inter_token_latency");
    const QString first = prefix + ttft;
    const auto stat = [&](const QString &metric, const char *which) {
        return r.number(o, metric + QLatin1Char('.') + L(which), Rule::NonNegative, false);
    };
    run.meanTtftMs = stat(first, "avg");
    run.medianTtftMs = stat(first, "p50");
    run.meanTpotMs = stat(itl, "avg");
    run.medianTpotMs = stat(itl, "p50");
    run.p90TtftMs = stat(first, "p90");
    run.p90TpotMs = stat(itl, "p90");
    for (const QString &metric : { first, itl }) {
        const QJsonValue unit = jsonValueAt(o, metric + QStringLiteral(".unit"));
        if (unit.isString() && unit.toString() != QLatin1String("ms"))
            r.error(metric + QStringLiteral(".unit"),
                Text::tr("\"%1\" is not allowed: expected \"ms\"").arg(unit.toString().left(40)));
    }
}

/// True for the export of AIPerf 0.1 (`JsonExportData` of v0.1.1): the metric objects are under
/// `records`, keyed by their tags, beside `input_config`; later versions put them at the top.
bool isAiPerfRecords(const QJsonObject &o)
{
    return o.value(QStringLiteral("records")).isObject() && o.contains(QStringLiteral("input_config"))
        && o.value(QStringLiteral("records")).toObject().contains(QStringLiteral("output_token_throughput"));
}

/// A warmup phase of AIPerf's `input_config.phases`: its `kind` (AIPerf after 0.11, where phases may have
/// any name) or, without one, its `name` (0.10 and 0.11: "warmup" or "profiling") is "warmup", or it is
/// excluded from the results (`exclude_from_results`, which AIPerf forces on for warmup).
bool isAiPerfWarmup(const QJsonObject &phase)
{
    const QJsonValue kind = phase.value(QStringLiteral("kind"));
    const QString role = kind.isString() ? kind.toString() : phase.value(QStringLiteral("name")).toString();
    return role == QLatin1String("warmup") || phase.value(QStringLiteral("exclude_from_results")) == QJsonValue(true);
}

/// The load of the measured phases of an AIPerf 0.10 or later export (aiPerfPhaseLoad()).
struct AiPerfPhaseLoad {
    std::optional<int> concurrency; ///< the measured phases' concurrency (a rate phase's cap included)
    std::optional<double> rate;     ///< without a concurrency: their request rate
    QString field;                  ///< where: the first measured phase's `concurrency` or `rate`
};

/// The load AIPerf 0.10 and later state for the run: `input_config` is the YAML-native configuration
/// (`BenchmarkConfig`), whose `phases` list replaced `loadgen`, one phase per load window, each with
/// `name`, `type` ("concurrency", "poisson", "gamma", "constant", "user_centric", "fixed_schedule"),
/// the stop condition (`requests`, `duration`, `sessions`) and its load: `concurrency` (of a rate phase,
/// a cap) or `rate` (requests per second). The warmup phase (isAiPerfWarmup()) is not measured; every
/// other phase is, and they must hold one load: a file is one run. Read from aiperf's config/config.py,
/// config/phases.py, config/flags/_converter_profiling.py and _converter_warmup.py, and
/// exporters/metrics_json_exporter.py at commit fb183fbe504609c2a03c33945955e18d84da2258 (version
/// 0.11.0). Nothing, with the field named, when the phases give no such load.
std::optional<AiPerfPhaseLoad> aiPerfPhaseLoad(RunReader &r, const QJsonValue &phases)
{
    const QString listPath = QStringLiteral("input_config.phases");
    if (!phases.isArray()) {
        r.error(listPath, Text::tr("expected a list, got %1").arg(typeName(phases)));
        return std::nullopt;
    }
    const QJsonArray list = phases.toArray();
    std::vector<AiPerfPhaseLoad> loads;
    QStringList stated; // "phases[1].concurrency = 16", one per measured phase
    for (qsizetype i = 0; i < list.size(); ++i) {
        const QString at = QStringLiteral("%1[%2]").arg(listPath).arg(i);
        if (!list.at(i).isObject()) {
            r.error(at, Text::tr("expected an object, got %1").arg(typeName(list.at(i))));
            return std::nullopt;
        }
        const QJsonObject phase = list.at(i).toObject();
        if (isAiPerfWarmup(phase))
            continue;
        AiPerfPhaseLoad load;
        const QJsonValue limit = phase.value(QStringLiteral("concurrency"));
        const QJsonValue rate = phase.value(QStringLiteral("rate"));
        if (!limit.isUndefined() && !limit.isNull()) {
            load.field = at + QStringLiteral(".concurrency");
            const std::optional<double> n = r.number(phase, QStringLiteral("concurrency"), Rule::PositiveInt, true, at);
            if (!n)
                return std::nullopt;
            if (*n > maxBenchConcurrency) {
                r.error(load.field, Text::tr("%1 is not allowed: at most %2").arg(num(*n)).arg(maxBenchConcurrency));
                return std::nullopt;
            }
            load.concurrency = static_cast<int>(*n);
            stated << QStringLiteral("phases[%1].concurrency = %2").arg(i).arg(*load.concurrency);
        } else if (!rate.isUndefined() && !rate.isNull()) {
            load.field = at + QStringLiteral(".rate");
            load.rate = r.number(phase, QStringLiteral("rate"), Rule::Positive, true, at);
            if (!load.rate)
                return std::nullopt;
            stated << QStringLiteral("phases[%1].rate = %2").arg(i).arg(num(*load.rate));
        } else if (limit.isUndefined()
            && phase.value(QStringLiteral("type")).toString() == QLatin1String("concurrency")) {
            // AIPerf writes the settings the user gave (exclude_unset): `aiperf profile` without
            // --concurrency runs a concurrency phase at its default, 1 (config/phases.py ConcurrencyPhase).
            load.field = at + QStringLiteral(".concurrency");
            load.concurrency = 1;
            //: %1 is the file's key, "phases[1].concurrency"; the load AIPerf ran when none was given.
            stated << Text::tr("%1 = 1 (AIPerf's default)").arg(QStringLiteral("phases[%1].concurrency").arg(i));
        } else {
            r.error(at + QStringLiteral(".concurrency"),
                Text::tr("%1: the file names no concurrency the run held; a decode point needs a run at one "
                         "(aiperf profile --concurrency N, or --request-rate R)")
                    .arg(limit.isNull() ? L("null") : L("missing")));
            return std::nullopt;
        }
        loads.push_back(std::move(load));
    }
    if (loads.empty()) {
        r.error(listPath,
            //: "profiling" and "warmup" are AIPerf's phase kinds: keep them.
            Text::tr("no profiling phase: every phase is a warmup, whose requests AIPerf leaves out of the results"));
        return std::nullopt;
    }
    for (const AiPerfPhaseLoad &load : loads) {
        if (load.concurrency != loads.front().concurrency || load.rate != loads.front().rate) {
            r.error(listPath,
                //: %1 lists the phases' loads as the file states them: "phases[1].concurrency = 16,
                //: phases[2].concurrency = 32".
                Text::tr("the profiling phases held different loads (%1); a file is one run, and a decode point "
                         "needs one concurrency (rerun with one profiling phase, or one load for all)")
                    .arg(stated.join(QStringLiteral(", "))));
            return std::nullopt;
        }
    }
    return loads.front();
}

/// One AIPerf `profile_export_aiperf.json`: each metric is an object of statistics (`avg`, `p50`,
/// ...) with its `unit`; the load generator's settings are under `input_config`. AIPerf 0.1 writes the
/// metrics under `records` and names TTFT `ttft` (isAiPerfRecords()).
std::optional<BenchRun> readAiPerfRun(RunReader &r, const QJsonObject &o)
{
    const bool records = isAiPerfRecords(o);
    const QString prefix = records ? QStringLiteral("records.") : QString();
    const QJsonObject metrics = records ? o.value(QStringLiteral("records")).toObject() : o;
    BenchRun run = startRun(r, BenchTool::AiPerf);
    // AIPerf 0.8 states its version (and `schema_version`); earlier exports do not.
    run.toolVersion = r.string(o, QStringLiteral("aiperf_version"));
    run.backend = r.string(o, QStringLiteral("input_config.endpoint.type"));
    run.model = firstModelName(jsonValueAt(o, QStringLiteral("input_config.endpoint.model_names")));
    if (run.model.isEmpty()) { // AIPerf 0.10 and later: `models.items`, each with its `name`
        const QJsonArray items = jsonValueAt(o, QStringLiteral("input_config.models.items")).toArray();
        if (!items.isEmpty() && items.at(0).isObject())
            run.model = r.string(
                items.at(0).toObject(), QStringLiteral("name"), QStringLiteral("input_config.models.items[0]"));
    }

    std::optional<int> concurrency;
    QString concurrencyPath = QStringLiteral("input_config.loadgen.concurrency");
    const QJsonValue c = jsonValueAt(o, concurrencyPath);
    QString concurrencyState = c.isNull() ? L("null") : L("missing"); // said with a failed estimate
    bool byRate = false; // `aiperf profile --request-rate R` alone: concurrency from Little's law below
    const QJsonObject config = o.value(QStringLiteral("input_config")).toObject();
    if (!config.contains(QStringLiteral("loadgen")) && config.contains(QStringLiteral("phases"))) {
        // AIPerf 0.10 and later: the load is the measured phase's (aiPerfPhaseLoad()).
        if (const std::optional<AiPerfPhaseLoad> load = aiPerfPhaseLoad(r, config.value(QStringLiteral("phases")))) {
            concurrencyPath = load->field;
            if (load->concurrency) {
                concurrency = load->concurrency;
            } else {
                byRate = true;
                run.requestRate = load->rate;
                concurrency = 1; // replaced by the estimate
                concurrencyState = num(*load->rate);
            }
        }
    } else if (c.isUndefined() || c.isNull()) {
        const QJsonValue rate = jsonValueAt(o, QStringLiteral("input_config.loadgen.request_rate"));
        if (rate.isDouble() && rate.toDouble() > 0.0) {
            byRate = true;
            run.requestRate = rate.toDouble();
            concurrency = 1; // replaced by the estimate
        } else {
            r.error(concurrencyPath,
                Text::tr("%1: the file names no concurrency the run held; a decode point needs a run at one "
                         "(aiperf profile --concurrency N, or --request-rate R)")
                    .arg(c.isNull() ? L("null") : L("missing")));
        }
    } else {
        concurrency = boundedConcurrency(r, o, concurrencyPath);
    }
    const auto avg = [&](const char *metric, Rule rule, bool required) {
        return r.number(o, QStringLiteral("%1%2.avg").arg(prefix, L(metric)), rule, required);
    };
    const std::optional<double> completed = avg("request_count", Rule::PositiveInt, true);
    const std::optional<double> input = avg("total_isl", Rule::NonNegative, true);
    // Reasoning tokens are output tokens (MODEL.md section 7). AIPerf's total_osl is the sum of
    // output_sequence_length, "output token count + reasoning token count" per request, and
    // output_token_throughput is total_osl / benchmark_duration; total_output_tokens leaves the
    // reasoning tokens out (they are in total_reasoning_tokens). Read from aiperf/metrics/types/
    // output_sequence_length_metric.py, output_token_count.py and reasoning_token_count.py.
    std::optional<double> output;
    if (metrics.contains(QStringLiteral("total_osl")) || !metrics.contains(QStringLiteral("total_output_tokens"))) {
        output = avg("total_osl", Rule::Positive, true);
    } else {
        output = avg("total_output_tokens", Rule::Positive, true);
        const std::optional<double> reasoning = avg("total_reasoning_tokens", Rule::NonNegative, false);
        if (output && reasoning)
            *output += *reasoning;
    }
    const std::optional<double> duration = avg("benchmark_duration", Rule::Duration, true);
    const std::optional<double> throughput = avg("output_token_throughput", Rule::Positive, true);
    const bool shortTtft = records && !metrics.contains(QStringLiteral("time_to_first_token"));
    readStatisticsLatencies(
        r, o, run, prefix, shortTtft ? QStringLiteral("ttft") : QStringLiteral("time_to_first_token"));
    if (byRate && completed && duration) {
        const QString latency = prefix + QStringLiteral("request_latency");
        const QJsonValue unit = jsonValueAt(o, latency + QStringLiteral(".unit"));
        if (unit.isString() && unit.toString() != QLatin1String("ms")) {
            r.error(latency + QStringLiteral(".unit"),
                Text::tr("\"%1\" is not allowed: expected \"ms\"").arg(unit.toString().left(40)));
            return std::nullopt;
        }
        run.concurrencyEstimate = littleEstimateFromLatency(
            r, o, latency + QStringLiteral(".avg"), 1e-3, *completed, *duration, concurrencyPath, concurrencyState);
        if (!run.concurrencyEstimate)
            return std::nullopt;
        concurrency = estimatedConcurrency(*run.concurrencyEstimate);
    }
    return withTotals(std::move(run), concurrency, completed, input, output, duration, throughput);
}

/// The concurrency GenAI-Perf's `input_config` states: `perf_analyzer.stimulus.concurrency` (the
/// config-file layout of GenAI-Perf 0.0.13 and later), or `concurrency` (the older command-line
/// arguments). A rate stimulus is refused by name.
std::optional<int> genAiPerfConcurrency(RunReader &r, const QJsonObject &o)
{
    QString path = QStringLiteral("input_config.perf_analyzer.stimulus");
    const QJsonValue stimulus = jsonValueAt(o, path);
    if (stimulus.isObject()) {
        path += QStringLiteral(".concurrency");
        if (!stimulus.toObject().contains(QStringLiteral("concurrency"))) {
            const QStringList kinds = stimulus.toObject().keys();
            //: %1 is the stimulus GenAI-Perf used, e.g. "request_rate".
            r.error(path,
                Text::tr("missing: the run's stimulus is %1, not a fixed concurrency; a decode point needs a run at "
                         "one (genai-perf profile --concurrency N)")
                    .arg(kinds.isEmpty() ? L("{}") : kinds.join(QStringLiteral(", ")).left(80)));
            return std::nullopt;
        }
    } else {
        path = QStringLiteral("input_config.concurrency");
        const QJsonValue rate = jsonValueAt(o, QStringLiteral("input_config.request_rate"));
        const QJsonValue c = jsonValueAt(o, path);
        if ((c.isUndefined() || c.isNull()) && rate.isDouble()) {
            r.error(path,
                Text::tr("missing: the run sent requests at a rate (input_config.request_rate %1), not at a fixed "
                         "concurrency; a decode point needs a run at one (genai-perf profile --concurrency N)")
                    .arg(num(rate.toDouble())));
            return std::nullopt;
        }
    }
    return boundedConcurrency(r, o, path);
}

/// GenAI-Perf's optional GPU telemetry into \a run (BenchRun::telemetryGpusUsed): `telemetry_stats`
/// holds one object per metric (`gpu_power_usage`, `gpu_utilization`, `gpu_memory_used`,
/// `total_gpu_memory`, ...), each with its `unit` and one object of statistics per GPU, keyed by
/// the DCGM exporter's `gpu` label ("0", "1", ...; "gpu0" in older versions). The exporter's
/// `modelName` label is not kept, so the file names no GPU type. Read from
/// genai_perf/telemetry_data/dcgm_telemetry_data_collector.py, metrics/telemetry_metrics.py,
/// metrics/telemetry_statistics.py and export_data/telemetry_data_exporter_util.py of
/// triton-inference-server/perf_analyzer. Telemetry is extra: values of another shape are ignored.
void readGenAiPerfTelemetry(const QJsonObject &o, BenchRun &run)
{
    const QJsonObject telemetry = o.value(QStringLiteral("telemetry_stats")).toObject();
    QSet<QString> listed;
    QSet<QString> used;
    bool usageGiven = false;
    const auto average = [](const QJsonValue &gpu) {
        const QJsonValue v = gpu.toObject().value(QStringLiteral("avg"));
        return v.isDouble() && std::isfinite(v.toDouble()) ? std::optional<double>(v.toDouble()) : std::nullopt;
    };
    for (auto metric = telemetry.begin(); metric != telemetry.end(); ++metric) {
        const QJsonObject perGpu = metric.value().toObject();
        const bool usage
            = metric.key() == QLatin1String("gpu_memory_used") || metric.key() == QLatin1String("gpu_utilization");
        for (auto gpu = perGpu.begin(); gpu != perGpu.end(); ++gpu) {
            if (gpu.key() == QLatin1String("unit") || !gpu.value().isObject())
                continue;
            listed.insert(gpu.key());
            if (!usage)
                continue;
            usageGiven = true;
            const std::optional<double> avg = average(gpu.value());
            if (avg && *avg > 0.0)
                used.insert(gpu.key());
        }
    }
    if (listed.isEmpty())
        return;
    run.telemetryGpusListed = static_cast<int>(listed.size());
    if (usageGiven && used.isEmpty())
        return; // no GPU was used: the telemetry is of another machine than the server's
    if (!usageGiven)
        used = listed;
    run.telemetryGpusUsed = static_cast<int>(used.size());
    const QJsonObject memory = telemetry.value(QStringLiteral("total_gpu_memory")).toObject();
    for (const QString &gpu : used) {
        if (const std::optional<double> gb = average(memory.value(gpu)); gb && *gb > 0.0)
            run.telemetryGpuMemoryGb = std::max(run.telemetryGpuMemoryGb.value_or(0.0), *gb);
    }
}

/// One GenAI-Perf `profile_export_genai_perf.json`: each metric is an object of statistics (`avg`,
/// `p50`, ...) with its `unit`, as AIPerf's, but there are no totals and no duration: the output
/// tokens are `output_sequence_length.avg` times `request_count.avg`, the duration `request_count.avg`
/// / `request_throughput.avg` (GenAI-Perf computes request_throughput as the requests over the
/// measurement window). Read from genai_perf/export_data/json_exporter.py, metrics/llm_metrics.py,
/// metrics/metrics.py and metrics/statistics.py of triton-inference-server/perf_analyzer.
std::optional<BenchRun> readGenAiPerfRun(RunReader &r, const QJsonObject &o)
{
    BenchRun run = startRun(r, BenchTool::GenAiPerf);
    run.backend = r.string(o, QStringLiteral("input_config.endpoint.type"));
    if (run.backend.isEmpty())
        run.backend = r.string(o, QStringLiteral("input_config.endpoint_type"));
    for (const QString &key : { QStringLiteral("input_config.model_names"), QStringLiteral("input_config.model") }) {
        if (run.model.isEmpty())
            run.model = firstModelName(jsonValueAt(o, key));
    }
    const std::optional<int> concurrency = genAiPerfConcurrency(r, o);
    const auto avg = [&](const char *metric, Rule rule, bool required) {
        return r.number(o, QStringLiteral("%1.avg").arg(L(metric)), rule, required);
    };
    // Without streaming (`input_config.streaming` false) the first token arrives with the whole answer:
    // GenAI-Perf's time_to_first_token is then the request latency, and there is no inter-token latency.
    const bool streamed = jsonValueAt(o, QStringLiteral("input_config.streaming")) != QJsonValue(false);
    if (!o.contains(QStringLiteral("request_count"))
        && !o.value(QStringLiteral("input_config")).toObject().contains(QStringLiteral("perf_analyzer"))) {
        // The flat export of GenAI-Perf's early versions (request_throughput, output_token_throughput and
        // the sequence lengths, no request_count; input_config the command-line arguments): rates per
        // second, no totals (as InferenceX's). The config layout (`perf_analyzer`) always counts requests.
        const std::optional<double> requestsPerS = avg("request_throughput", Rule::Positive, true);
        const std::optional<double> inputPerRequest = avg("input_sequence_length", Rule::NonNegative, true);
        const std::optional<double> throughput = avg("output_token_throughput", Rule::Positive, true);
        if (streamed)
            readStatisticsLatencies(r, o, run);
        readGenAiPerfTelemetry(o, run);
        if (!concurrency || !requestsPerS || !inputPerRequest || !throughput)
            return std::nullopt;
        run.concurrency = *concurrency;
        run.outputTokS = *throughput;
        run.outputTokens = *throughput;
        run.inputTokens = *requestsPerS * *inputPerRequest;
        run.durationS = 1.0;
        run.completed = 0;
        run.totalsKnown = false;
        return run;
    }
    const std::optional<double> completed = avg("request_count", Rule::PositiveInt, true);
    const std::optional<double> requestsPerS = avg("request_throughput", Rule::Positive, true);
    const std::optional<double> inputPerRequest = avg("input_sequence_length", Rule::NonNegative, true);
    const std::optional<double> outputPerRequest = avg("output_sequence_length", Rule::Positive, true);
    const std::optional<double> throughput = avg("output_token_throughput", Rule::Positive, true);
    if (streamed)
        readStatisticsLatencies(r, o, run);
    std::optional<double> duration;
    if (completed && requestsPerS) {
        duration = *completed / *requestsPerS;
        if (!(*duration >= minBenchDurationS && *duration <= maxBenchDurationS)) {
            r.error(QStringLiteral("request_throughput.avg"),
                //: request_count and request_throughput are keys of the file: keep them.
                Text::tr("request_count / request_throughput = %1 / %2 = %3 s is no run's length: expected %4")
                    .arg(num(*completed), num(*requestsPerS), num(*duration), describe(Rule::Duration)));
            duration.reset();
        }
    }
    std::optional<double> input;
    std::optional<double> output;
    if (completed && inputPerRequest)
        input = *inputPerRequest * *completed;
    if (completed && outputPerRequest)
        output = *outputPerRequest * *completed;
    readGenAiPerfTelemetry(o, run);
    return withTotals(std::move(run), concurrency, completed, input, output, duration, throughput);
}

/// GenAI-Perf's input_config (its configuration: `perf_analyzer`, `subcommand`, `model_names`, or the
/// older arguments `model`, `endpoint_type`), not AIPerf's (`loadgen`, `endpoint.model_names`).
bool isGenAiPerf(const QJsonObject &o)
{
    const QJsonObject config = o.value(QStringLiteral("input_config")).toObject();
    if (config.contains(QStringLiteral("loadgen")))
        return false;
    return config.contains(QStringLiteral("perf_analyzer")) || config.contains(QStringLiteral("subcommand"))
        || config.contains(QStringLiteral("model_names")) || config.contains(QStringLiteral("model"))
        || config.contains(QStringLiteral("endpoint_type"));
}

/// True for an InferenceX processed result (`utils/process_result.py`): per-GPU throughputs and `conc`.
bool isInferenceX(const QJsonObject &o)
{
    return o.contains(QStringLiteral("output_tput_per_gpu")) && o.contains(QStringLiteral("conc"));
}

/// One InferenceX configuration (SemiAnalysis InferenceX, `utils/process_result.py`): `conc` is the
/// benchmark's max_concurrency; the throughputs are per GPU (single node: of tp x pp x pcp_size GPUs;
/// multinode: the output per decode GPU, the input per prefill GPU); the latencies are in seconds. The
/// file has no token totals, request count or duration: the run keeps its rates (BenchRun::totalsKnown).
std::optional<BenchRun> readInferenceXRun(RunReader &r, const QJsonObject &o)
{
    BenchRun run = startRun(r, BenchTool::InferenceX);
    run.totalsKnown = false;
    run.model = r.string(o, QStringLiteral("model"));
    run.backend = r.string(o, QStringLiteral("framework"));
    const QString hw = r.string(o, QStringLiteral("hw"));
    const QString precision = r.string(o, QStringLiteral("precision"));
    const QString spec = r.string(o, QStringLiteral("spec_decoding"));
    const QString image = r.string(o, QStringLiteral("image"));
    const std::optional<int> concurrency = r.concurrency(o, QStringLiteral("conc"));
    const std::optional<double> isl = r.number(o, QStringLiteral("isl"), Rule::PositiveInt, false);
    const std::optional<double> osl = r.number(o, QStringLiteral("osl"), Rule::PositiveInt, false);
    const QJsonValue multinodeValue = o.value(QStringLiteral("is_multinode"));
    if (!multinodeValue.isUndefined() && !multinodeValue.isNull() && !multinodeValue.isBool())
        r.error(
            QStringLiteral("is_multinode"), Text::tr("expected true or false, got %1").arg(typeName(multinodeValue)));
    const bool multinode = multinodeValue.toBool(false);
    const std::optional<double> outPerGpu = r.number(o, QStringLiteral("output_tput_per_gpu"), Rule::Positive, true);
    const std::optional<double> inPerGpu = r.number(o, QStringLiteral("input_tput_per_gpu"), Rule::NonNegative, false);
    const std::optional<double> totalPerGpu
        = r.number(o, QStringLiteral("tput_per_gpu"), Rule::Positive, !inPerGpu.has_value());
    std::optional<double> gpus;
    std::optional<double> outputGpus;
    std::optional<double> inputGpus;
    QString parallelism;
    if (multinode) {
        const std::optional<double> prefill = r.number(o, QStringLiteral("num_prefill_gpu"), Rule::PositiveInt, true);
        const std::optional<double> decode = r.number(o, QStringLiteral("num_decode_gpu"), Rule::NonNegativeInt, true);
        if (prefill && decode) {
            gpus = *prefill + *decode;
            outputGpus = *decode > 0.0 ? *decode : *gpus;
            inputGpus = *prefill;
            //: InferenceX's disaggregated serving: %1 prefill GPUs, %2 decode GPUs.
            parallelism = Text::tr("%1 prefill + %2 decode GPUs").arg(num(*prefill), num(*decode));
        }
    } else {
        const std::optional<double> tp = r.number(o, QStringLiteral("tp"), Rule::PositiveInt, true);
        const std::optional<double> pp = r.number(o, QStringLiteral("pp"), Rule::PositiveInt, false);
        const std::optional<double> pcp = r.number(o, QStringLiteral("pcp_size"), Rule::PositiveInt, false);
        const std::optional<double> ep = r.number(o, QStringLiteral("ep"), Rule::PositiveInt, false);
        // Written from an environment variable ("true", "false"); a boolean is read as one too.
        const QJsonValue dp = o.value(QStringLiteral("dp_attention"));
        const QString dpAttention = dp.isString() ? dp.toString().left(20)
            : dp.isBool()                         ? (dp.toBool() ? QStringLiteral("true") : QStringLiteral("false"))
                                                  : QString();
        if (tp) {
            gpus = *tp * pp.value_or(1.0) * pcp.value_or(1.0);
            outputGpus = gpus;
            inputGpus = gpus;
            //: InferenceX's parallelism: tensor, pipeline and expert parallel sizes, DP attention ("true", "false").
            parallelism = Text::tr("TP %1, PP %2, EP %3, DP attention %4")
                              .arg(num(*tp), num(pp.value_or(1.0)), ep ? num(*ep) : QStringLiteral("?"),
                                  dpAttention.isEmpty() ? QStringLiteral("?") : dpAttention);
        }
    }
    const auto ms = [&](const char *key) -> std::optional<double> {
        const std::optional<double> seconds = r.number(o, QString::fromLatin1(key), Rule::NonNegative, false);
        return seconds ? std::optional<double>(*seconds * 1000.0) : std::nullopt;
    };
    run.meanTtftMs = ms("mean_ttft");
    run.medianTtftMs = ms("median_ttft");
    run.p90TtftMs = ms("p90_ttft");
    run.meanTpotMs = ms("mean_tpot");
    run.medianTpotMs = ms("median_tpot");
    run.p90TpotMs = ms("p90_tpot");
    run.meanItlMs = ms("mean_itl");
    run.medianItlMs = ms("median_itl");
    if (!concurrency || !outPerGpu || !gpus || !outputGpus || !inputGpus || (!inPerGpu && !totalPerGpu))
        return std::nullopt;
    run.concurrency = *concurrency;
    run.outputTokS = *outPerGpu * *outputGpus;
    run.outputTokens = run.outputTokS;
    run.inputTokens = inPerGpu ? *inPerGpu * *inputGpus : std::max(*totalPerGpu * *gpus - run.outputTokS, 0.0);
    run.durationS = 1.0;
    run.completed = 0;
    const QString na = QStringLiteral("?");
    //: InferenceX's configuration: %1 model, %2 GPUs, %3 hardware ("mi355x"), %4 precision, %5 framework, %6 and
    //: %7 the input and output sequence lengths, %8 the parallelism, %9 speculative decoding ("mtp", "none").
    run.configuration = Text::tr("%1 on %2 x %3, %4, %5, ISL %6 / OSL %7, %8, speculative decoding %9")
                            .arg(run.model.isEmpty() ? na : run.model, num(*gpus), hw.isEmpty() ? na : hw,
                                precision.isEmpty() ? na : precision, run.backend.isEmpty() ? na : run.backend,
                                isl ? num(*isl) : na, osl ? num(*osl) : na, parallelism, spec.isEmpty() ? na : spec);
    if (!image.isEmpty())
        run.configuration += QStringLiteral(" (%1)").arg(image);
    return run;
}

QString notAResultFile(const QString &why)
{
    //: %1 says why, e.g. "the file is a JSON list, not an object".
    // The tools named are the first five; the reasons (%1) name InferenceX's keys too. (The sentence is
    // kept as it was translated.)
    return Text::tr("not a vLLM, SGLang, GuideLLM, AIPerf or GenAI-Perf result file: %1").arg(why);
}

/// Reads one top-level object (a whole file, or one line of a JSONL file).
void readObject(const QJsonObject &o, const QString &file, const QString &where, BenchFileResult &result)
{
    RunReader r(file, where, &result.errors);
    if (o.contains(QStringLiteral("benchmarks"))) {
        const QJsonValue list = o.value(QStringLiteral("benchmarks"));
        if (!list.isArray() || list.toArray().isEmpty()) {
            r.error(QStringLiteral("benchmarks"),
                list.isArray() ? Text::tr("the report holds no benchmarks")
                               : Text::tr("expected a list of benchmarks, got %1").arg(typeName(list)));
            return;
        }
        const QJsonArray benchmarks = list.toArray();
        if (benchmarks.size() > maxBenchRuns) {
            r.error(QStringLiteral("benchmarks"),
                Text::tr("%1 benchmarks are too many: at most %2").arg(benchmarks.size()).arg(maxBenchRuns));
            return;
        }
        for (qsizetype i = 0; i < benchmarks.size(); ++i) {
            const QString at = QStringLiteral("benchmarks[%1]").arg(i);
            RunReader br(file, where.isEmpty() ? at : where + QStringLiteral(": ") + at, &result.errors);
            if (!benchmarks.at(i).isObject()) {
                br.error({}, Text::tr("expected an object, got %1").arg(typeName(benchmarks.at(i))));
                continue;
            }
            if (std::optional<BenchRun> run = readGuideLlmRun(br, benchmarks.at(i).toObject(), o))
                result.runs.push_back(std::move(*run));
        }
        return;
    }
    // AIPerf (0.1 with its metrics under `records`) and GenAI-Perf.
    const bool records = isAiPerfRecords(o);
    if (records
        || (o.contains(QStringLiteral("output_token_throughput")) && o.contains(QStringLiteral("input_config")))) {
        if (std::optional<BenchRun> run = !records && isGenAiPerf(o) ? readGenAiPerfRun(r, o) : readAiPerfRun(r, o))
            result.runs.push_back(std::move(*run));
        return;
    }
    if (isInferenceX(o)) {
        if (std::optional<BenchRun> run = readInferenceXRun(r, o))
            result.runs.push_back(std::move(*run));
        return;
    }
    if (!o.contains(QStringLiteral("output_throughput"))) {
        result.recognised = false;
        r.error({},
            notAResultFile(Text::tr("no key `output_throughput` (vLLM, SGLang), `benchmarks` (GuideLLM), "
                                    "`output_token_throughput` with `input_config` (AIPerf, GenAI-Perf) or "
                                    "`output_tput_per_gpu` with `conc` (InferenceX)")));
        return;
    }
    BenchTool tool = BenchTool::Vllm;
    if (o.contains(QStringLiteral("model_id")) || o.contains(QStringLiteral("tokenizer_id"))) {
        tool = BenchTool::Vllm;
    } else if (o.contains(QStringLiteral("dataset_name"))
        || o.contains(QStringLiteral("total_output_tokens_retokenized"))) {
        tool = BenchTool::Sglang;
    } else {
        result.recognised = false;
        r.error({},
            notAResultFile(
                Text::tr("it has `output_throughput` but neither vLLM's `model_id` nor SGLang's `dataset_name`")));
        return;
    }
    if (std::optional<BenchRun> run = readFlatRun(r, o, tool))
        result.runs.push_back(std::move(*run));
}

/// A strict JSON problem as a field-named message.
BenchProblem jsonProblem(const QString &file, const QString &where, const JsonProblem &p)
{
    const QString message = p.wholeFile
        ? p.message
        : Text::tr("not valid JSON at line %1, column %2: %3").arg(p.line).arg(p.column).arg(p.message);
    QString path = p.path;
    if (!where.isEmpty())
        path = path.isEmpty() ? where : where + QStringLiteral(": ") + path;
    return { file, path, message };
}

/// Every key any reader above reads (vLLM, SGLang, GuideLLM, AIPerf, GenAI-Perf), or whose presence
/// tells the formats apart. Values under other keys are replaced by null before Qt's reader builds
/// the document (#34: a 127 MiB array under an unknown key took 2 GB): a key read above and missing
/// here would read as null, so every path the readers name is listed.
const JsonKeyFilter &usedKeys()
{
    static const JsonKeyFilter filter { // vLLM and SGLang
        "backend", "model_id", "tokenizer_id", "version", "dataset_name", "total_output_tokens_retokenized",
        "server_info.served_model_name", "server_info.model_path", "server_info.version", "max_concurrency",
        "request_rate", "completed", "total_input_tokens", "total_output_tokens", "duration", "output_throughput",
        "mean_ttft_ms", "median_ttft_ms", "mean_tpot_ms", "median_tpot_ms", "mean_itl_ms", "median_itl_ms",
        "p90_ttft_ms", "p90_tpot_ms", "mean_e2el_ms", "mean_e2e_latency_ms",
        // GuideLLM
        "metadata.guidellm_version", "config.backend.model", "benchmarks.*.config.strategy.type_",
        "benchmarks.*.config.strategy.streams", "benchmarks.*.config.backend.kind", "benchmarks.*.config.backend.model",
        "benchmarks.*.duration", "benchmarks.*.metrics.request_totals.successful",
        "benchmarks.*.metrics.prompt_token_count.successful.total_sum",
        "benchmarks.*.metrics.output_token_count.successful.total_sum",
        "benchmarks.*.metrics.output_tokens_per_second.total.mean",
        "benchmarks.*.metrics.time_to_first_token_ms.successful.mean",
        "benchmarks.*.metrics.time_to_first_token_ms.successful.median",
        "benchmarks.*.metrics.time_per_output_token_ms.successful.mean",
        "benchmarks.*.metrics.time_per_output_token_ms.successful.median",
        "benchmarks.*.metrics.time_to_first_token_ms.successful.percentiles.p90",
        "benchmarks.*.metrics.time_per_output_token_ms.successful.percentiles.p90",
        "benchmarks.*.metrics.inter_token_latency_ms.successful.mean",
        "benchmarks.*.metrics.inter_token_latency_ms.successful.median", "benchmarks.*.config.strategy.rate",
        "benchmarks.*.metrics.request_latency.successful.mean",
        // AIPerf and GenAI-Perf: each metric a small object of statistics
        "request_count", "request_throughput", "total_isl", "total_osl", "total_reasoning_tokens", "benchmark_duration",
        "output_token_throughput", "time_to_first_token", "inter_token_latency", "input_sequence_length",
        "output_sequence_length", "input_config.endpoint.type", "input_config.endpoint.model_names",
        "input_config.endpoint_type", "input_config.model_names", "input_config.model",
        "input_config.loadgen.concurrency", "input_config.loadgen.request_rate", "input_config.perf_analyzer.stimulus",
        // AIPerf 0.10 and later: the load of each phase, and the model names
        "input_config.phases.*.name", "input_config.phases.*.kind", "input_config.phases.*.type",
        "input_config.phases.*.exclude_from_results", "input_config.phases.*.concurrency", "input_config.phases.*.rate",
        "input_config.models.items.*.name", "input_config.concurrency", "input_config.request_rate",
        "input_config.subcommand", "telemetry_stats", "input_config.streaming", "aiperf_version", "request_latency",
        // AIPerf 0.1: the same metric objects under `records` (TTFT's tag `ttft`)
        "records.request_count", "records.total_isl", "records.total_osl", "records.total_output_tokens",
        "records.total_reasoning_tokens", "records.benchmark_duration", "records.output_token_throughput",
        "records.ttft", "records.time_to_first_token", "records.inter_token_latency", "records.request_latency",
        // InferenceX: one configuration, or a list of them (collect_results.py)
        "hw", "conc", "image", "model", "framework", "precision", "spec_decoding", "isl", "osl", "is_multinode", "tp",
        "pp", "pcp_size", "ep", "dp_attention", "num_prefill_gpu", "num_decode_gpu", "tput_per_gpu",
        "output_tput_per_gpu", "input_tput_per_gpu", "mean_ttft", "median_ttft", "p90_ttft", "mean_tpot", "median_tpot",
        "p90_tpot", "mean_itl", "median_itl", "*.hw", "*.conc", "*.image", "*.model", "*.framework", "*.precision",
        "*.spec_decoding", "*.isl", "*.osl", "*.is_multinode", "*.tp", "*.pp", "*.pcp_size", "*.ep", "*.dp_attention",
        "*.num_prefill_gpu", "*.num_decode_gpu", "*.tput_per_gpu", "*.output_tput_per_gpu", "*.input_tput_per_gpu",
        "*.mean_ttft", "*.median_ttft", "*.p90_ttft", "*.mean_tpot", "*.median_tpot", "*.p90_tpot", "*.mean_itl",
        "*.median_itl",
        // vLLM's sweep summary.json: a list of --save-result objects
        "*.backend", "*.model_id", "*.tokenizer_id", "*.version", "*.max_concurrency", "*.request_rate", "*.completed",
        "*.total_input_tokens", "*.total_output_tokens", "*.duration", "*.output_throughput", "*.mean_ttft_ms",
        "*.median_ttft_ms", "*.mean_tpot_ms", "*.median_tpot_ms", "*.mean_itl_ms", "*.median_itl_ms", "*.p90_ttft_ms",
        "*.p90_tpot_ms", "*.mean_e2el_ms", "*.run_number"
    };
    return filter;
}

/// The strict check of one JSON text; on success \a pruned receives it with the values no reader
/// uses replaced by null (usedKeys()).
std::optional<JsonProblem> checkBenchJson(const QByteArray &bytes, QByteArray *pruned)
{
    return checkStrictJson(bytes, maxBenchJsonDepth, usedKeys(), pruned);
}

/// Parses one strict JSON text into an object, or records why not. \a checked: \a bytes already
/// passed checkBenchJson() and are its pruned text (a whole file is checked once, not twice).
std::optional<QJsonObject> parseObject(
    const QByteArray &bytes, const QString &file, const QString &where, BenchFileResult &result, bool checked = false)
{
    QByteArray pruned;
    if (const std::optional<JsonProblem> problem = checked ? std::nullopt : checkBenchJson(bytes, &pruned)) {
        result.errors.push_back(jsonProblem(file, where, *problem));
        return std::nullopt;
    }
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(checked ? bytes : pruned, &parseError);
    if (parseError.error != QJsonParseError::NoError) {
        result.errors.push_back({ file, where,
            Text::tr("not valid JSON at byte %1: %2").arg(parseError.offset).arg(parseError.errorString()) });
        return std::nullopt;
    }
    if (!doc.isObject()) {
        result.recognised = false;
        result.errors.push_back({ file, where, notAResultFile(Text::tr("the file is a JSON list, not an object")) });
        return std::nullopt;
    }
    return doc.object();
}

/// A file that is a JSON list: InferenceX's collected results (`utils/collect_results.py` writes every
/// configuration's processed result in one list) or a `vllm bench sweep serve` summary.json (the
/// `--save-result` objects of one parameter combination's runs, `run_number` 0, 1, ...). Each element is
/// one run, named by its index (`[3]`).
void readList(const QByteArray &pruned, const QString &file, BenchFileResult &result)
{
    const QJsonArray list = QJsonDocument::fromJson(pruned).array();
    if (list.isEmpty()) {
        result.recognised = false;
        result.errors.push_back({ file, {}, notAResultFile(Text::tr("the file is an empty JSON list")) });
        return;
    }
    if (list.size() > maxBenchRuns) {
        result.errors.push_back({ file, {}, Text::tr("more than %1 runs in one file").arg(maxBenchRuns) });
        return;
    }
    // A list whose first element is no result is some other file (vLLM's `*.pytorch.json` side file).
    const QJsonObject first = list.at(0).toObject();
    if (!list.at(0).isObject() || (!isInferenceX(first) && !first.contains(QStringLiteral("output_throughput")))) {
        result.recognised = false;
        result.errors.push_back({ file, {},
            notAResultFile(list.at(0).isObject()
                    ? Text::tr("the file is a JSON list, not an object, and its first element is no result (a list "
                               "is read as InferenceX's collected results or a vLLM sweep's summary.json)")
                    : Text::tr("the file is a JSON list, not an object")) });
        return;
    }
    for (qsizetype i = 0; i < list.size(); ++i) {
        const QString where = QStringLiteral("[%1]").arg(i);
        if (!list.at(i).isObject()) {
            //: %1 the kind of value found, "a number".
            result.errors.push_back(
                { file, where, Text::tr("expected a result object, got %1").arg(typeName(list.at(i))) });
            continue;
        }
        readObject(list.at(i).toObject(), file, where, result);
    }
}

} // namespace

QString benchToolName(BenchTool tool)
{
    switch (tool) {
    case BenchTool::Vllm:
        return QStringLiteral("vLLM");
    case BenchTool::Sglang:
        return QStringLiteral("SGLang");
    case BenchTool::GuideLlm:
        return QStringLiteral("GuideLLM");
    case BenchTool::AiPerf:
        return QStringLiteral("AIPerf");
    case BenchTool::GenAiPerf:
        return QStringLiteral("GenAI-Perf");
    case BenchTool::InferenceX:
        return QStringLiteral("InferenceX");
    }
    return {};
}

QString BenchRun::label() const
{
    const QString name = file.isEmpty() ? QString() : QFileInfo(file).fileName();
    if (where.isEmpty())
        return name;
    return name.isEmpty() ? where : name + QLatin1Char(' ') + where;
}

QString BenchRun::concurrencyEstimateText() const
{
    if (!concurrencyEstimate)
        return {};
    const BenchConcurrencyEstimate &e = *concurrencyEstimate;
    const QLocale &locale = format::fixedLocale();
    const QString latency = e.fromTtftAndTpot
        //: How the mean end-to-end latency was had when the file gives none; mean_ttft_ms and mean_tpot_ms are keys.
        ? Text::tr("mean TTFT + (mean output tokens - 1) x mean TPOT, from mean_ttft_ms and mean_tpot_ms")
        //: %1 is the file's key for the mean end-to-end latency (mean_e2el_ms, mean_e2e_latency_ms).
        : Text::tr("mean end-to-end latency, %1").arg(e.latencyKey);
    //: Little's law: %1 requests completed per second (completed / duration), %2 the mean latency in seconds, %3
    //: how the latency was had, %4 the mean requests in flight, %5 the whole concurrency it gives.
    return Text::tr("concurrency %5 estimated from Little's law (%1 completed requests/s x %2 s %3 = %4 requests in "
                    "flight)")
        .arg(format::number(e.requestsPerS, 4, locale), format::number(e.latencyS, 3, locale), latency,
            format::number(e.inFlight, 2, locale), locale.toString(concurrency));
}

QString BenchProblem::toString() const
{
    QStringList parts;
    if (!file.isEmpty())
        parts << file;
    if (!path.isEmpty())
        parts << path;
    parts << message;
    return parts.join(QStringLiteral(": "));
}

BenchFileResult parseBenchResult(const QByteArray &raw, const QString &fileName)
{
    BenchFileResult result;
    const QByteArray bytes = quotePythonNonFinite(raw);
    QByteArray pruned;
    const std::optional<JsonProblem> whole = checkBenchJson(bytes, &pruned);
    // Several JSON values, one per line: SGLang's JSONL, or vLLM's --append-result.
    // (Not by the message's words: the window translates them.)
    const bool lines = whole && whole->line > 1 && whole->afterValue;
    if (!lines && whole) {
        result.errors.push_back(jsonProblem(fileName, {}, *whole));
    } else if (!lines && pruned.trimmed().startsWith('[')) {
        readList(pruned, fileName, result);
    } else if (!lines) {
        if (const std::optional<QJsonObject> o = parseObject(pruned, fileName, {}, result, true))
            readObject(*o, fileName, {}, result);
    } else {
        const QList<QByteArray> all = bytes.split('\n');
        int objects = 0;
        for (qsizetype i = 0; i < all.size(); ++i) {
            const QByteArray line = all.at(i).trimmed();
            if (line.isEmpty())
                continue;
            if (++objects > maxBenchRuns) {
                result.errors.push_back({ fileName, {}, Text::tr("more than %1 runs in one file").arg(maxBenchRuns) });
                break;
            }
            //: Where a run is in a JSONL file, after its name: "sglang.jsonl line 3".
            const QString where = Text::tr("line %1").arg(i + 1);
            if (const std::optional<QJsonObject> o = parseObject(line, fileName, where, result))
                readObject(*o, fileName, where, result);
        }
    }
    if (!result.errors.empty())
        result.runs.clear();
    return result;
}

BenchFileResult readBenchFile(const QString &path)
{
    BenchFileResult result;
    const auto fail = [&](const QString &message) {
        result.errors.push_back({ path, {}, message });
        return result;
    };
    const QFileInfo info(path);
    if (!info.exists() && info.isSymLink())
        // A loop (a link to itself) was reported as "no such file".
        return fail(info.symLinkTarget().isEmpty() || QFileInfo(info.symLinkTarget()).isSymLink()
                ? Text::tr("a symbolic link that never reaches a file (a loop of links)")
                : Text::tr("a symbolic link to %1, which does not exist").arg(info.symLinkTarget()));
    if (!info.exists())
        return fail(Text::tr("no such file"));
    if (info.isDir())
        return fail(Text::tr("a folder, not a result file"));
    if (!info.isFile())
        return fail(Text::tr("not a regular file (a pipe, socket or device); a result file must be a file"));
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return fail(Text::tr("cannot open: %1").arg(file.errorString()));
    if (file.size() > maxBenchFileBytes)
        return fail(Text::tr("%1 bytes; a result file may be at most %2 bytes (128 MiB)")
                        .arg(file.size())
                        .arg(maxBenchFileBytes));
    const QByteArray bytes = file.read(maxBenchFileBytes + 1);
    if (file.error() != QFileDevice::NoError)
        return fail(Text::tr("cannot read: %1").arg(file.errorString()));
    if (bytes.size() > maxBenchFileBytes)
        return fail(Text::tr("more than %1 bytes (128 MiB): too large for a result file").arg(maxBenchFileBytes));
    if (bytes.trimmed().isEmpty())
        return fail(Text::tr("the file is empty (a result file is JSON)"));
    return parseBenchResult(bytes, path);
}

std::optional<double> BenchImport::prefillLowerBound() const
{
    std::optional<double> best;
    for (const BenchRun &run : runs)
        best = std::max(best.value_or(0.0), run.inputTokS());
    return best;
}

bool BenchImport::overloaded(std::size_t index) const
{
    return std::any_of(overloads.begin(), overloads.end(), [&](const BenchOverload &o) { return o.run == index; });
}

double BenchImport::maxPointTokS() const
{
    double best = 0.0;
    for (const BenchCurvePoint &p : points)
        best = std::max(best, p.outputTokS);
    return best;
}

std::optional<int> BenchImport::telemetryGpuCount() const
{
    std::optional<int> count;
    for (const BenchCurvePoint &p : points) {
        const std::optional<int> used = runs[p.run].telemetryGpusUsed;
        if (!used)
            continue;
        if (count && *count != *used)
            return std::nullopt;
        count = used;
    }
    return count;
}

QString BenchOverload::message(const std::vector<BenchRun> &runs) const
{
    const BenchRun &r = runs.at(run);
    if (rule == BenchOverloadRule::LowerThanLowerConcurrency) {
        const BenchRun &o = runs.at(other);
        //: %1 a run (its file), %2 its concurrency, %3 its output tok/s, %4 the lower-concurrency run's output
        //: tok/s, %5 that run, %6 its concurrency.
        return Text::tr("%1 (concurrency %2) is overloaded: %3 output tok/s, below the %4 of %5 at concurrency %6")
            .arg(r.label())
            .arg(r.concurrency)
            .arg(num(value), num(bound), o.label())
            .arg(o.concurrency);
    }
    //: %1 a run (its file), %2 its concurrency, %3 the mean TTFT in seconds, %4 a tenth of the run's duration, %5
    //: the duration.
    return Text::tr("%1 (concurrency %2) is overloaded: mean TTFT %3 s, more than a tenth of the run's %5 s (%4 s)")
        .arg(r.label())
        .arg(r.concurrency)
        .arg(num(value), num(bound / 10.0), num(bound));
}

QString BenchImport::errorText() const
{
    QStringList lines;
    for (const BenchProblem &p : errors)
        lines << p.toString();
    return lines.join(QLatin1Char('\n'));
}

BenchImport combineBenchRuns(std::vector<BenchRun> runs, bool keepOverloaded)
{
    BenchImport result;
    if (runs.empty()) {
        result.errors.push_back({ {}, {}, Text::tr("no benchmark runs to import") });
        return result;
    }
    if (runs.size() > static_cast<std::size_t>(maxBenchRuns)) {
        result.errors.push_back(
            { {}, {}, Text::tr("%1 runs are too many: at most %2").arg(runs.size()).arg(maxBenchRuns) });
        return result;
    }
    // Runs that state their configuration (InferenceX) must all be of one: one curve is one model on one
    // hardware at one precision, framework, sequence lengths and parallelism. A mix is refused, listing them.
    QStringList configurations;
    for (const BenchRun &run : runs) {
        if (!run.configuration.isEmpty() && !configurations.contains(run.configuration))
            configurations << run.configuration;
    }
    if (configurations.size() > 1) {
        QStringList listed;
        for (const QString &configuration : configurations) {
            QStringList where;
            for (const BenchRun &run : runs) {
                if (run.configuration == configuration)
                    where << run.label();
            }
            // A configuration and its runs ("agg.json [0], agg.json [3]").
            listed << configuration + QStringLiteral(": ") + where.join(QStringLiteral(", "));
        }
        result.errors.push_back({ {}, {},
            //: %1 the number of configurations, %2 them with their runs, one per line.
            Text::tr("the runs are of %1 different configurations; a curve is of one: import the runs of one of\n%2")
                .arg(configurations.size())
                .arg(listed.join(QLatin1Char('\n'))) });
        return result;
    }
    std::stable_sort(
        runs.begin(), runs.end(), [](const BenchRun &a, const BenchRun &b) { return a.concurrency < b.concurrency; });
    result.runs = std::move(runs);
    result.keptOverloaded = keepOverloaded;
    // Overloaded runs (MODEL.md section 7). The runs are sorted by concurrency, so the best run at a
    // lower concurrency is the best of those before the first run at this one.
    std::size_t bestBelow = 0;
    bool haveBelow = false;
    for (std::size_t i = 0; i < result.runs.size(); ++i) {
        const BenchRun &run = result.runs[i];
        if (i > 0 && run.concurrency != result.runs[i - 1].concurrency) {
            for (std::size_t k = i; k-- > 0 && result.runs[k].concurrency == result.runs[i - 1].concurrency;) {
                if (!haveBelow || result.runs[k].outputTokS > result.runs[bestBelow].outputTokS)
                    bestBelow = k;
                haveBelow = true;
            }
        }
        if (haveBelow && run.outputTokS < result.runs[bestBelow].outputTokS)
            result.overloads.push_back({ i, BenchOverloadRule::LowerThanLowerConcurrency, run.outputTokS,
                result.runs[bestBelow].outputTokS, bestBelow });
        if (run.totalsKnown && run.meanTtftMs && *run.meanTtftMs / 1000.0 > run.durationS / 10.0)
            result.overloads.push_back(
                { i, BenchOverloadRule::TtftOverTenthOfDuration, *run.meanTtftMs / 1000.0, run.durationS, i });
    }
    const auto usable = [&](std::size_t k) { return keepOverloaded || !result.overloaded(k); };
    for (std::size_t i = 0; i < result.runs.size();) {
        std::size_t end = i;
        std::optional<std::size_t> bestRun;
        while (end < result.runs.size() && result.runs[end].concurrency == result.runs[i].concurrency) {
            if (usable(end) && (!bestRun || result.runs[end].outputTokS > result.runs[*bestRun].outputTokS))
                bestRun = end;
            ++end;
        }
        if (!bestRun) {
            i = end;
            continue;
        }
        const std::size_t best = *bestRun;
        std::size_t candidates = 0;
        for (std::size_t k = i; k < end; ++k)
            candidates += usable(k) ? 1 : 0;
        if (candidates > 1) {
            QStringList others;
            for (std::size_t k = i; k < end; ++k) {
                if (k != best && usable(k))
                    others << L("%1 (%2 tok/s)").arg(result.runs[k].label(), num(result.runs[k].outputTokS));
            }
            //: %1 is a concurrency; %2 a number of runs; %3 the run kept; %4 its throughput; %5 the runs not kept with
            //: theirs.
            result.warnings << Text::tr("concurrency %1: %2 runs; kept %3 (%4 tok/s, the highest), not %5")
                                   .arg(result.runs[i].concurrency)
                                   .arg(candidates)
                                   .arg(result.runs[best].label(), num(result.runs[best].outputTokS),
                                       others.join(QStringLiteral(", ")));
        }
        result.points.push_back({ result.runs[best].concurrency, result.runs[best].outputTokS, best });
        i = end;
    }
    if (result.points.empty() && result.errors.empty())
        result.errors.push_back({ {}, {},
            Text::tr("every run is overloaded, so no run measures the curve (--keep-overloaded uses them anyway)") });
    QStringList models;
    for (const BenchRun &run : result.runs) {
        if (!run.model.isEmpty() && !models.contains(run.model))
            models << run.model;
    }
    if (models.size() > 1)
        result.warnings << Text::tr("the runs name %1 different models (%2): one curve should come from one model")
                               .arg(models.size())
                               .arg(models.join(QStringLiteral(", ")));
    return result;
}

namespace {

/// The `.json` and `.jsonl` files of \a folder and of its sub-folders (not following links to folders;
/// hidden ones left out), by path. In a folder of `vllm bench sweep serve` (one folder per parameter
/// combination) the `run=N.json` files are the objects `summary.json` lists: where both are, only
/// `summary.json` is read, so that each run is read once.
QStringList folderResultFiles(const QString &folder)
{
    QStringList files;
    QDirIterator it(folder, { QStringLiteral("*.json"), QStringLiteral("*.jsonl") }, QDir::Files | QDir::Readable,
        QDirIterator::Subdirectories);
    while (it.hasNext())
        files << it.next();
    files.sort();
    static const QRegularExpression sweepRun(QStringLiteral("^run=\\d+\\.json$"));
    QStringList kept;
    for (const QString &file : files) {
        const QFileInfo info(file);
        if (!sweepRun.match(info.fileName()).hasMatch() || !info.dir().exists(QStringLiteral("summary.json")))
            kept << file;
    }
    return kept;
}

} // namespace

BenchImport importBenchmarks(
    const QStringList &paths, bool keepOverloaded, const std::optional<QByteArray> &standardInput)
{
    std::vector<BenchRun> runs;
    std::vector<BenchProblem> errors;
    QStringList warnings;
    const auto take = [&](const BenchFileResult &r) {
        errors.insert(errors.end(), r.errors.begin(), r.errors.end());
        runs.insert(runs.end(), r.runs.begin(), r.runs.end());
    };
    for (const QString &path : paths) {
        if (standardInput && path == QLatin1String("-")) {
            take(parseBenchResult(*standardInput, QStringLiteral("standard input")));
            continue;
        }
        const QFileInfo info(path);
        if (!info.isDir()) {
            take(readBenchFile(path));
            continue;
        }
        const QStringList files = folderResultFiles(path);
        if (files.isEmpty()) {
            errors.push_back({ path, {}, Text::tr("the folder holds no .json or .jsonl files") });
            continue;
        }
        for (const QString &file : files) {
            // A tree of more runs than an import takes stops here (combineBenchRuns() says so).
            if (runs.size() > static_cast<std::size_t>(maxBenchRuns))
                break;
            const BenchFileResult r = readBenchFile(file);
            if (!r.recognised) {
                //: %1 is a file name; %2 why it was skipped.
                warnings
                    << Text::tr("%1: skipped: %2").arg(file, r.errors.empty() ? QString() : r.errors.front().message);
                continue;
            }
            take(r);
        }
    }
    if (!errors.empty()) {
        BenchImport failed;
        failed.errors = std::move(errors);
        failed.warnings = warnings;
        return failed;
    }
    BenchImport result = combineBenchRuns(std::move(runs), keepOverloaded);
    result.warnings = warnings + result.warnings;
    return result;
}

std::optional<QString> benchGpuCountProblem(const QString &value, int *count)
{
    bool ok = false;
    const qlonglong n = value.trimmed().toLongLong(&ok);
    if (!ok || n < 1 || n > maxBenchGpuCount)
        //: %1 is what was given, %2 the largest count allowed.
        return Text::tr("--gpus: \"%1\" is not allowed: expected a whole number of GPUs from 1 to %2")
            .arg(value.left(40))
            .arg(maxBenchGpuCount);
    if (count)
        *count = static_cast<int>(n);
    return std::nullopt;
}

std::optional<QString> benchGpuProblem(const QString &name, const GpuCatalog &catalog)
{
    if (catalog.find(name))
        return std::nullopt;
    QStringList names;
    for (const GpuSpec &gpu : catalog.gpus)
        names << gpu.name;
    //: %1 is what was given, %2 the catalog's GPU names.
    return Text::tr("--gpu: \"%1\" is not a GPU of the catalog: expected one of %2")
        .arg(name.left(40), names.join(QStringLiteral(", ")));
}

namespace {

/// \a ms when it is above 0 (a preset's latency is; a run's 0 ms means not measured).
std::optional<double> positiveOrNone(const std::optional<double> &ms)
{
    return ms && *ms >= minNonZero ? ms : std::nullopt;
}

} // namespace

std::vector<BenchCurvePoint> importedPerReplica(const std::vector<BenchCurvePoint> &points, int replicas)
{
    if (replicas <= 1)
        return points;
    const double r = static_cast<double>(replicas);
    std::vector<BenchCurvePoint> out;
    for (const BenchCurvePoint &p : points) {
        // A run at concurrency c spread over r replicas keeps each at c / r (at least one request),
        // at the per-user speed measured: a lone request is served by one replica at full speed.
        // hardware.max_throughput_tok_s then keeps one replica within its share of the largest
        // throughput measured.
        const int c = std::max(1, static_cast<int>(std::lround(static_cast<double>(p.concurrency) / r)));
        const double t = p.outputTokS / static_cast<double>(p.concurrency) * static_cast<double>(c);
        BenchCurvePoint q = p;
        q.concurrency = c;
        q.outputTokS = t;
        if (!out.empty() && out.back().concurrency == c) {
            if (t > out.back().outputTokS)
                out.back() = q;
            continue;
        }
        out.push_back(q);
    }
    return out;
}

PresetResult withBenchImport(const Scenario &scenario, const BenchImport &imported, const BenchImportOptions &options,
    const GpuCatalog &catalog, QStringList *notes, Wording wording)
{
    if (imported.points.empty())
        return { std::nullopt, { { L("hardware.decode_points"), Text::tr("the import has no points") } } };
    Scenario s = scenario;
    // The GPUs the runs' telemetry saw in use, when --gpus does not say (GenAI-Perf).
    const std::optional<int> gpuCount = options.gpuCount ? options.gpuCount : imported.telemetryGpuCount();
    if (gpuCount) {
        if (*gpuCount < 1 || *gpuCount > maxBenchGpuCount)
            return { std::nullopt,
                { { param::gpuCount.path(), *benchGpuCountProblem(QString::number(*gpuCount), nullptr) } } };
        s.hardware.count = *gpuCount;
        s.unstated.removeAll(param::gpuCount.path());
    }
    if (!options.gpu.isEmpty()) {
        const GpuSpec *gpu = catalog.find(options.gpu);
        if (!gpu)
            return { std::nullopt, { { L("hardware.gpu"), *benchGpuProblem(options.gpu, catalog) } } };
        // The GPU's catalog figures and prices, as choosing it does (gpuchoice.h); the capacity is the runs'.
        const QStringList chosen = chooseGpuAndPrices(s, *gpu, wording);
        if (notes)
            *notes << chosen;
    }
    // The runs measured what all the scenario's GPUs do together (MODEL.md section 7). When the
    // model's memory makes several replicas of them, the curve is one replica's (capacity.h), so each
    // replica gets its share: unless the user asks to extrapolate, importedPerReplica() splits it.
    const int replicas = options.extrapolate ? 1 : evaluateMemory(compileUnchecked(s)).replicas;
    s.hardware.decodePoints.clear();
    for (const BenchCurvePoint &p : importedPerReplica(imported.points, replicas)) {
        const BenchRun &run = imported.runs[p.run];
        // A request-rate run's estimate stays with its point (a replica's share of the requests in flight),
        // so that a saved preset still says its concurrency was estimated.
        std::optional<double> inFlight;
        if (run.concurrencyEstimate)
            inFlight = positiveOrNone(run.concurrencyEstimate->inFlight / static_cast<double>(replicas));
        // Each request's latency is what the run measured, however many replicas shared the run.
        s.hardware.decodePoints.push_back({ p.concurrency, p.outputTokS, positiveOrNone(run.p90TtftMs),
            positiveOrNone(run.p90TpotMs), inFlight, {} });
    }
    // The curve ends where the measurements end (MODEL.md section 7): the hardware maximum is the
    // largest measured throughput (a replica's share of it), unless the user asks to extrapolate to
    // a higher one the scenario has.
    const double measuredMax = imported.maxPointTokS() / static_cast<double>(replicas);
    if (!options.extrapolate || !s.hardware.maxThroughputTokS || *s.hardware.maxThroughputTokS < measuredMax)
        s.hardware.maxThroughputTokS = measuredMax;
    if (options.setPrefill)
        s.hardware.prefillInputTokS = imported.prefillLowerBound();
    // A range on a figure the runs now set was the old sources' spread of it: sampling it would undo the
    // import in the odds (a reviewer saw the prefill at 2,028 tok/s "(sources: 19,000 to 23,000 tok/s)").
    QStringList replaced { param::maxThroughput.path() };
    if (options.setPrefill)
        replaced << param::prefillInputTokS.path();
    for (const QString &path : replaced) {
        if (s.ranges.erase(path) > 0 && notes)
            //: %1 a preset key ("hardware.prefill_input_tok_s"). Keys stay as they are.
            *notes << format::worded("BenchImport",
                QT_TRANSLATE_NOOP("BenchImport",
                    "range of %1 removed: the runs set it, the range was the old "
                    "figure's sources"),
                wording)
                          .arg(path);
    }
    // The runs are evidence of the scenario's own GPU (gpuchoice.h): "imported", never "other-gpu".
    s.hardware.evidence = EvidenceSource::Imported;
    s.hardware.evidenceGpu.clear();
    s.hardware.evidenceConfirmed = false;
    // The measurements decide the operating throughput from now on (MODEL.md section 7).
    s.operation.throughputMode = ThroughputMode::Modelled;
    // Checked as the file it would be written to: the points' and the rate's ranges, their number.
    PresetResult check = parsePreset(serializePreset(s));
    if (!check.ok())
        return check;
    return { std::move(s), {} };
}

} // namespace breakeven
