#include "parameters.h"

#include "compiledscenario.h"
#include "latin1.h"
#include "teamdemand.h"

#include <QCoreApplication>

#include <algorithm>
#include <array>
#include <cmath>
#include <iterator>
#include <limits>
#include <string_view>
#include <vector>

namespace breakeven {

namespace {

/// A number in messages: as JSON writes it (the notation the file and --set need), in every language.
QString num(double v) { return QString::number(v, 'g', 12); }

/// The messages of the checks below (a value outside its domain, an unknown choice or path):
/// Text::tr() translates in the context "PresetReader", as the readers' (jsonfields.h). The window
/// shows them in its language; the command line, which installs no translator, in English.
struct Text {
    Q_DECLARE_TR_FUNCTIONS(PresetReader)
};

// Domains. Each names the bound that keeps the model finite.
constexpr Domain nonNegative { 0.0, false, maxMagnitude, false, false };
constexpr Domain positive { 0.0, true, maxMagnitude, false, false };
constexpr Domain atLeastOne { 1.0, false, maxMagnitude, false, false };
constexpr Domain share { 0.0, false, 1.0, false, false };
constexpr Domain acceptance { 0.0, true, 1.0, false, false };
constexpr Domain hoursPerDay { 0.0, true, 24.0, false, false };
constexpr Domain monthHours { 1.0, false, 744.0, false, false, QT_TRANSLATE_NOOP("PresetReader", "(31 days)") };
constexpr Domain gpuCount { 1.0, false, 1e6, false, true };
constexpr Domain count { 0.0, false, 1e9, false, true };
constexpr Domain startsPerDay { 0.0, false, 1440.0, false, true };
constexpr Domain wholeNonNegative { 0.0, false, maxMagnitude, false, true };
constexpr Domain wholePositive { 1.0, false, 1e9, false, true };
constexpr Domain termMonths { 1.0, false, 600.0, false, true, QT_TRANSLATE_NOOP("PresetReader", "(50 years)") };
constexpr Domain horizonYears { 0.0, true, 30.0, false, false };
constexpr Domain hybridDemand { 0.0, false, maxHybridDemandTokS, false, false };
constexpr Domain peakHours { 0.0, false, 24.0, false, true };
constexpr Domain peakStart { 0.0, false, 23.0, false, true };
constexpr Domain teamPeople { 0.0, false, 1e6, false, true };
constexpr Domain teamTasks { 0.0, false, 1e4, false, false };
constexpr Domain teamTokens { 0.0, false, 1e9, false, true };
constexpr Domain teamOutputTokens { 1.0, false, 1e9, false, true };
constexpr Domain teamDaysPerWeek { 0.0, true, 7.0, false, false };
constexpr Domain timeZoneOffset { -12.0, false, 14.0, false, false };

using Getter = std::optional<double> (*)(const Scenario &, std::size_t);
using Setter = void (*)(Scenario &, std::size_t, std::optional<double>);

int toInt(double v) { return static_cast<int>(std::lround(v)); }

// Field accessors. A single field ignores the index; a family indexes its list. A required
// field ignores "none" (the registry never passes it one; setByPath refuses it first).
#define BE_NUMBER(expr)                                                                                                \
    [](const Scenario &s, std::size_t) -> std::optional<double> { return static_cast<double>(s.expr); },               \
        [](Scenario &s, std::size_t, std::optional<double> v) {                                                        \
            if (v)                                                                                                     \
                s.expr = static_cast<decltype(s.expr)>(*v);                                                            \
        }
#define BE_INTEGER(expr)                                                                                               \
    [](const Scenario &s, std::size_t) -> std::optional<double> { return static_cast<double>(s.expr); },               \
        [](Scenario &s, std::size_t, std::optional<double> v) {                                                        \
            if (v)                                                                                                     \
                s.expr = toInt(*v);                                                                                    \
        }
/// The shortcut a field of it sets: the day's own, or, for a day stated hour by hour, the nearest
/// (its lowest hour all day, its highest for as many hours as it has them, from the first), or,
/// without a day, zero tok/s all day.
HybridShortcut shortcutToSet(const Scenario &s)
{
    if (!s.hybrid)
        return {};
    if (const std::optional<HybridShortcut> cut = shortcutOf(*s.hybrid))
        return *cut;
    const auto &d = s.hybrid->demandTokS;
    const auto [lo, hi] = std::minmax_element(d.begin(), d.end());
    HybridShortcut cut { *lo, *hi, 0, -1 };
    for (int h = 0; h < hoursInDay; ++h) {
        if (d[static_cast<std::size_t>(h)] == *hi) {
            ++cut.peakHours;
            if (cut.peakStart < 0)
                cut.peakStart = h;
        }
    }
    return cut;
}

/// Sets the day to \a cut's, keeping the `hybrid` object's unknown keys.
void setShortcut(Scenario &s, const HybridShortcut &cut)
{
    const QJsonObject extra = s.hybrid ? s.hybrid->extra : QJsonObject();
    s.hybrid = profileFromShortcut(cut);
    s.hybrid->extra = extra;
}

/// A number of the hybrid day's shortcut: none when there is no day or it is stated hour by hour in
/// another shape. Setting one makes the day the shortcut's; none removes the day.
#define BE_SHORTCUT(member)                                                                                            \
    [](const Scenario &s, std::size_t) -> std::optional<double> {                                                      \
        if (!s.hybrid)                                                                                                 \
            return std::nullopt;                                                                                       \
        if (const std::optional<HybridShortcut> cut = shortcutOf(*s.hybrid))                                           \
            return static_cast<double>(cut->member);                                                                   \
        return std::nullopt;                                                                                           \
    },                                                                                                                 \
        [](Scenario &s, std::size_t, std::optional<double> v) {                                                        \
            if (!v) {                                                                                                  \
                s.hybrid.reset();                                                                                      \
                return;                                                                                                \
            }                                                                                                          \
            HybridShortcut cut = shortcutToSet(s);                                                                     \
            cut.member = static_cast<decltype(cut.member)>(*v);                                                        \
            setShortcut(s, cut);                                                                                       \
        }

/// A field of the team (`demand.team`, teamdemand.h): none without a team. Setting one makes the
/// team (at the defaults for its other fields) the source of the workload, which it fills; none
/// removes the team (the workload keeps the figures it filled).
#define BE_TEAM(member)                                                                                                \
    [](const Scenario &s, std::size_t) -> std::optional<double> {                                                      \
        if (!s.demand.team)                                                                                            \
            return std::nullopt;                                                                                       \
        return s.demand.team->member;                                                                                  \
    },                                                                                                                 \
        [](Scenario &s, std::size_t, std::optional<double> v) {                                                        \
            if (!v) {                                                                                                  \
                setTeam(s, std::nullopt);                                                                              \
                return;                                                                                                \
            }                                                                                                          \
            Team team = s.demand.team.value_or(Team {});                                                               \
            team.member = *v;                                                                                          \
            setTeam(s, team);                                                                                          \
        }

/// The compiled setter (Parameter::compile): \a v in the model's units, money in USD.
#define BE_TO(body) [](CompiledScenario &c, [[maybe_unused]] std::size_t i, [[maybe_unused]] double v) { body; }
#define BE_OPTIONAL(expr)                                                                                              \
    [](const Scenario &s, std::size_t) -> std::optional<double> { return s.expr; },                                    \
        [](Scenario &s, std::size_t, std::optional<double> v) { s.expr = v; }

/// An optional number of an item of a list (`offers[i].per_user_tok_s`, `hardware.decode_points[i].ttft_p90_ms`);
/// none: not stated, or no such item.
#define BE_ITEM_OPTIONAL(list, member)                                                                                 \
    [](const Scenario &s, std::size_t i) -> std::optional<double> {                                                    \
        return i < s.list.size() ? s.list[i].member : std::nullopt;                                                    \
    },                                                                                                                 \
        [](Scenario &s, std::size_t i, std::optional<double> v) {                                                      \
            if (i < s.list.size())                                                                                     \
                s.list[i].member = v;                                                                                  \
        }

constexpr auto lin = SliderScale::Linear;
constexpr auto logScale = SliderScale::Logarithmic;
constexpr auto none = Collection::None;

// The registry. Slider ranges are the defaults a person explores in; a preset may hold any value
// of the domain (the spin box widens to show it). The figures quoted are the articles'
// (MODEL.md sections 4, 5 and 7).
// Labels, units and tooltips are marked QT_TRANSLATE_NOOP("Parameter", ...) in full (lupdate expands no macro);
// Parameter::label() and the others translate them in that context.
constexpr std::array registry {
    // --- Operation -------------------------------------------------------------------------
    //: Label of a slider; & marks the keyboard mnemonic.
    Parameter { "operation.throughput_tok_s", ParamGroup::Operation, none, positive, true, false, false,
        QT_TRANSLATE_NOOP("Parameter", "tok/s"), QT_TRANSLATE_NOOP("Parameter", "Sustained &throughput"),
        //: Tooltip. tok/s = output tokens per second.
        QT_TRANSLATE_NOOP("Parameter",
            "Sustained throughput: the output tokens per second (tok/s) the whole node keeps up at its operating "
            "concurrency; the articles measure 92 tok/s for one request on Modal's 8xB300, 516 tok/s at concurrency "
            "8 and 4,634 tok/s at peak on AWS p6-b300."),
        nullptr, 1.0, 20000.0, logScale, 1, 1.0, BE_NUMBER(operation.throughputTokS),
        BE_TO(c.throughput = tokensPerSecond(v)) },
    Parameter { "operation.utilization", ParamGroup::Operation, none, share, true, false, false,
        QT_TRANSLATE_NOOP("Parameter", "%"), QT_TRANSLATE_NOOP("Parameter", "Productive &utilization"),
        QT_TRANSLATE_NOOP("Parameter",
            "Productive utilization: the share of provisioned hours the node serves accepted load (%); the articles "
            "report 15-22 % typical, 25-35 % well run."),
        nullptr, 0.0, 1.0, lin, 1, 100.0, BE_NUMBER(operation.utilization), BE_TO(c.utilization = v) },
    Parameter { "operation.hours_per_day", ParamGroup::Operation, none, hoursPerDay, false, false, false,
        QT_TRANSLATE_NOOP("Parameter", "h"), QT_TRANSLATE_NOOP("Parameter", "&Hours on per day"),
        //: A cold start is the time a node takes to load the model.
        QT_TRANSLATE_NOOP("Parameter",
            "Hours on per day: the hours a day the node is provisioned (h, 24 = always on); fewer hours cut the "
            "monthly output and, with it, the rent or the power, and each start loses a cold start (27 min in the "
            "articles)."),
        nullptr, 0.5, 24.0, lin, 1, 1.0, BE_NUMBER(operation.hoursPerDay), BE_TO(c.hoursPerDay = v) },
    Parameter { "operation.starts_per_day", ParamGroup::Operation, none, startsPerDay, false, false, false, "",
        QT_TRANSLATE_NOOP("Parameter", "Starts per day"),
        QT_TRANSLATE_NOOP("Parameter",
            "Starts per day: how often a day the node is switched on; each start loads the model for a cold start, "
            "billed but not productive (0 = it stays on)."),
        nullptr, 0.0, 24.0, lin, 0, 1.0, BE_INTEGER(operation.startsPerDay), BE_TO(c.startsPerDay = toInt(v)) },
    Parameter { "operation.cold_start_minutes", ParamGroup::Operation, none, nonNegative, false, false, false,
        QT_TRANSLATE_NOOP("Parameter", "min"), QT_TRANSLATE_NOOP("Parameter", "Cold start"),
        QT_TRANSLATE_NOOP("Parameter",
            "Cold start: the minutes a start takes before the node serves (loading 1.56 TB of weights), billed but "
            "not productive; the articles measure 27 min."),
        nullptr, 0.0, 120.0, lin, 0, 1.0, BE_NUMBER(operation.coldStartMinutes), BE_TO(c.coldStart = minutes(v)) },
    Parameter { "operation.concurrency", ParamGroup::Operation, none, count, false, false, false, "",
        QT_TRANSLATE_NOOP("Parameter", "Concurrency"),
        QT_TRANSLATE_NOOP("Parameter",
            "Concurrency: the requests the node serves at once; each holds its context's KV cache in memory, and "
            "the throughput is the node's at this concurrency (IMEC ran 16 sessions of K3 on 8xB300)."),
        nullptr, 1.0, 256.0, logScale, 0, 1.0, BE_INTEGER(operation.concurrency), BE_TO(c.concurrency = toInt(v)) },
    Parameter { "operation.min_per_user_tok_s", ParamGroup::Operation, none, positive, false, true, false,
        QT_TRANSLATE_NOOP("Parameter", "tok/s"), QT_TRANSLATE_NOOP("Parameter", "Per-user speed target"),
        QT_TRANSLATE_NOOP("Parameter",
            "Per-user speed target: the output tok/s each user must at least see; with a decode curve it limits the "
            "concurrency, and with it the capacity (OpenZeka's 8xB300 gives 32.45 tok/s per user at concurrency 64)."),
        QT_TRANSLATE_NOOP("Parameter", "no target"), 1.0, 200.0, logScale, 1, 1.0,
        BE_OPTIONAL(operation.minPerUserTokS), BE_TO(c.minPerUserTokS = v) },
    Parameter { "operation.max_ttft_p90_ms", ParamGroup::Operation, none, positive, false, true, false,
        QT_TRANSLATE_NOOP("Parameter", "ms"), QT_TRANSLATE_NOOP("Parameter", "TTFT target (p90)"),
        QT_TRANSLATE_NOOP("Parameter",
            "TTFT target (p90): the time to first token, in milliseconds, that nine requests in ten must not "
            "exceed; with decode points that report their p90 TTFT it limits the concurrency, "
            "and without them it is not checked."),
        QT_TRANSLATE_NOOP("Parameter", "no target"), 50.0, 60000.0, logScale, 0, 1.0,
        BE_OPTIONAL(operation.maxTtftP90Ms), BE_TO(c.maxTtftP90Ms = v) },
    Parameter { "operation.max_tpot_p90_ms", ParamGroup::Operation, none, positive, false, true, false,
        QT_TRANSLATE_NOOP("Parameter", "ms"), QT_TRANSLATE_NOOP("Parameter", "TPOT target (p90)"),
        QT_TRANSLATE_NOOP("Parameter",
            "TPOT target (p90): the time per output token, in milliseconds, that nine requests in ten must not "
            "exceed (50 ms is 20 tok/s per user); with decode points that report their p90 TPOT it limits "
            "the concurrency, and without them it is not checked."),
        QT_TRANSLATE_NOOP("Parameter", "no target"), 2.0, 1000.0, logScale, 1, 1.0, BE_OPTIONAL(operation.maxTpotP90Ms),
        BE_TO(c.maxTpotP90Ms = v) },
    Parameter { "cost.hours_per_month", ParamGroup::Operation, none, monthHours, false, false, false,
        QT_TRANSLATE_NOOP("Parameter", "h"), QT_TRANSLATE_NOOP("Parameter", "Hours in a month"),
        QT_TRANSLATE_NOOP("Parameter",
            "Hours in a month: the calendar the monthly figures are counted over (730 h = 365 days / 12)."),
        nullptr, 672.0, 744.0, lin, 0, 1.0, BE_NUMBER(cost.hoursPerMonth), BE_TO(c.month = hours(v)) },

    // --- Workload --------------------------------------------------------------------------
    Parameter { "workload.input_per_output", ParamGroup::Workload, none, nonNegative, false, false, false, "",
        QT_TRANSLATE_NOOP("Parameter", "&Input tokens per output token"),
        QT_TRANSLATE_NOOP("Parameter",
            "Input tokens per output token: how many prompt tokens the workload sends for each token it gets back, "
            "which adds the API's input price to every output token (self-hosting's cost does not change, but with "
            "a prefill rate the input takes GPU time and lowers the capacity); the articles' agent workload sends "
            "about 5, and 0 compares output prices alone."),
        nullptr, 0.0, 50.0, lin, 1, 1.0, BE_NUMBER(workload.inputPerOutput), BE_TO(c.inputPerOutput = v) },
    Parameter { "workload.cache_hit", ParamGroup::Workload, none, share, false, false, false,
        QT_TRANSLATE_NOOP("Parameter", "%"), QT_TRANSLATE_NOOP("Parameter", "&Cache-hit ratio"),
        QT_TRANSLATE_NOOP("Parameter",
            "Cache-hit ratio: the share of input tokens an API bills at its cached-input price (%), so it only acts "
            "when the workload has input tokens; the articles' offers bill cached input at a tenth of the input "
            "price or less (Moonshot kimi-k3.1-pro: $0.20 against $2.00 per Mtok)."),
        nullptr, 0.0, 1.0, lin, 1, 100.0, BE_NUMBER(workload.cacheHit), BE_TO(c.cacheHit = v) },
    Parameter { "operation.self_host_prefix_hit", ParamGroup::Workload, none, share, false, false, false,
        QT_TRANSLATE_NOOP("Parameter", "%"), QT_TRANSLATE_NOOP("Parameter", "Prefix-cache hit, self-hosted"),
        QT_TRANSLATE_NOOP("Parameter",
            "Prefix-cache hit, self-hosted: the share of input tokens the node finds in its own prefix cache and "
            "does not prefill again (%); unlike the API's cache-hit ratio it saves prefill time, not money."),
        nullptr, 0.0, 1.0, lin, 0, 100.0, BE_NUMBER(operation.selfHostPrefixHit), BE_TO(c.selfHostPrefixHit = v) },
    Parameter { "workload.acceptance_api", ParamGroup::Workload, none, acceptance, false, false, false,
        QT_TRANSLATE_NOOP("Parameter", "%"), QT_TRANSLATE_NOOP("Parameter", "Accepted share, API"),
        QT_TRANSLATE_NOOP("Parameter",
            "Accepted share, API: the share of the API's attempts whose result is accepted; the rest are retried, "
            "so each accepted task costs the request's price divided by this share."),
        nullptr, 0.05, 1.0, lin, 0, 100.0, BE_NUMBER(workload.acceptanceApi), BE_TO(c.acceptanceApi = v) },
    Parameter { "workload.acceptance_self", ParamGroup::Workload, none, acceptance, false, false, false,
        QT_TRANSLATE_NOOP("Parameter", "%"), QT_TRANSLATE_NOOP("Parameter", "Accepted share, self-hosted"),
        QT_TRANSLATE_NOOP("Parameter",
            "Accepted share, self-hosted: the share of the node's tasks that are accepted (IMEC: 86.4 % of 64 "
            "SWE-Bench Pro tasks solved by K3 on 8xB300)."),
        nullptr, 0.05, 1.0, lin, 0, 100.0, BE_NUMBER(workload.acceptanceSelf), BE_TO(c.acceptanceSelf = v) },
    Parameter { "workload.task_minutes", ParamGroup::Workload, none, positive, false, true, false,
        QT_TRANSLATE_NOOP("Parameter", "min"), QT_TRANSLATE_NOOP("Parameter", "Minutes per task"),
        QT_TRANSLATE_NOOP("Parameter",
            "Minutes per task: the median time one session takes per task; with it, the self-hosted side also "
            "reports accepted tasks and the cost per accepted task (IMEC: 38 min for K3 on 8xB300)."),
        QT_TRANSLATE_NOOP("Parameter", "not reported"), 1.0, 240.0, logScale, 0, 1.0, BE_OPTIONAL(workload.taskMinutes),
        BE_TO(c.taskTime = minutes(v)) },
    Parameter { "workload.request.input_tokens", ParamGroup::Workload, none, wholeNonNegative, false, false, false,
        QT_TRANSLATE_NOOP("Parameter", "tok"), QT_TRANSLATE_NOOP("Parameter", "Request input tokens"),
        QT_TRANSLATE_NOOP("Parameter",
            "Request input tokens: the input of the example request the report prices on each API (300,000 in the "
            "articles' agent task)."),
        nullptr, 1000.0, 1e7, logScale, 0, 1.0, BE_NUMBER(workload.requestInputTokens),
        BE_TO(c.requestInput = tokens(v)) },
    Parameter { "workload.request.output_tokens", ParamGroup::Workload, none, wholeNonNegative, false, false, false,
        QT_TRANSLATE_NOOP("Parameter", "tok"), QT_TRANSLATE_NOOP("Parameter", "Request output tokens"),
        QT_TRANSLATE_NOOP("Parameter",
            "Request output tokens: the output of the example request the report prices on each API (30,000 in "
            "the articles' agent task)."),
        nullptr, 100.0, 1e6, logScale, 0, 1.0, BE_NUMBER(workload.requestOutputTokens),
        BE_TO(c.requestOutput = tokens(v)) },

    // --- Hardware --------------------------------------------------------------------------
    Parameter { "hardware.count", ParamGroup::Hardware, none, gpuCount, true, false, false, "",
        QT_TRANSLATE_NOOP("Parameter", "GPU c&ount"),
        QT_TRANSLATE_NOOP("Parameter",
            "GPU count: the GPUs in the node, which multiply the rent and the memory; Kimi K3.1 Pro's 1.56 TB of "
            "weights need eight B300-class GPUs at least."),
        nullptr, 1.0, 64.0, lin, 0, 1.0, BE_INTEGER(hardware.count), BE_TO(c.gpuCount = toInt(v)) },
    Parameter { "hardware.memory_gb_per_gpu", ParamGroup::Hardware, none, nonNegative, false, false, false,
        QT_TRANSLATE_NOOP("Parameter", "GB"), QT_TRANSLATE_NOOP("Parameter", "Memory per GPU"),
        QT_TRANSLATE_NOOP(
            "Parameter", "Memory per GPU: each GPU's memory in decimal GB (B300: 288 GB, B200: 180 GB, H200: 141 GB)."),
        nullptr, 16.0, 1024.0, logScale, 0, 1.0, BE_NUMBER(hardware.memoryGbPerGpu),
        BE_TO(c.memoryPerGpu = gigabytes(v);
              if (c.reserveScales) c.reservePerGpu = gigabytes(scaledReserveGbPerGpu(v))) },
    Parameter { "hardware.max_throughput_tok_s", ParamGroup::Hardware, none, positive, false, true, false,
        QT_TRANSLATE_NOOP("Parameter", "tok/s"), QT_TRANSLATE_NOOP("Parameter", "Maximum throughput"),
        QT_TRANSLATE_NOOP("Parameter",
            "Maximum throughput: the most output tok/s the node sustains at any concurrency; an operating "
            "throughput above it is not feasible (AWS p6-b300: 4,634 tok/s at peak)."),
        QT_TRANSLATE_NOOP("Parameter", "no limit"), 10.0, 100000.0, logScale, 0, 1.0,
        BE_OPTIONAL(hardware.maxThroughputTokS), BE_TO(c.maxThroughput = tokensPerSecond(v)) },
    Parameter { "hardware.gpus_per_node", ParamGroup::Hardware, none, gpuCount, false, false, false, "",
        QT_TRANSLATE_NOOP("Parameter", "GPUs per node"),
        QT_TRANSLATE_NOOP("Parameter",
            "GPUs per node: how many GPUs one server holds (8 for B300 and H200 servers); more GPUs than this are "
            "several nodes, and the network between them is not modelled."),
        nullptr, 1.0, 16.0, lin, 0, 1.0, BE_INTEGER(hardware.gpusPerNode), BE_TO(c.gpusPerNode = toInt(v)) },
    Parameter { "hardware.prefill_input_tok_s", ParamGroup::Hardware, none, positive, false, true, false,
        QT_TRANSLATE_NOOP("Parameter", "tok/s"), QT_TRANSLATE_NOOP("Parameter", "Prefill throughput"),
        QT_TRANSLATE_NOOP("Parameter",
            "Prefill throughput: the input tok/s the node processes when it only prefills; input tokens then take "
            "time from decoding (GPUStack measured 19,000-23,000 tok/s on 8xB300)."),
        QT_TRANSLATE_NOOP("Parameter", "not modelled"), 100.0, 1e6, logScale, 0, 1.0,
        BE_OPTIONAL(hardware.prefillInputTokS), BE_TO(c.prefillInputTokS = v) },
    Parameter { "hardware.decode_points[].concurrency", ParamGroup::Hardware, Collection::DecodePoints, wholePositive,
        true, false, false, "", QT_TRANSLATE_NOOP("Parameter", "Measured concurrency"),
        QT_TRANSLATE_NOOP(
            "Parameter", "Measured concurrency: the concurrent requests of one measured point of the decode curve."),
        nullptr, 1.0, 256.0, logScale, 0, 1.0,
        [](const Scenario &s, std::size_t i) -> std::optional<double> {
            if (i >= s.hardware.decodePoints.size())
                return std::nullopt;
            return s.hardware.decodePoints[i].concurrency;
        },
        [](Scenario &s, std::size_t i, std::optional<double> v) {
            if (v && i < s.hardware.decodePoints.size())
                s.hardware.decodePoints[i].concurrency = toInt(*v);
        },
        BE_TO(c.decodePoints[i].setConcurrency(std::round(v))) },
    Parameter { "hardware.decode_points[].output_tok_s", ParamGroup::Hardware, Collection::DecodePoints, positive, true,
        false, false, QT_TRANSLATE_NOOP("Parameter", "tok/s"), QT_TRANSLATE_NOOP("Parameter", "Measured output"),
        QT_TRANSLATE_NOOP("Parameter",
            "Measured output: the aggregate output tok/s the whole node sustained at that concurrency (OpenZeka "
            "8xB300: 105.7 at 1, 2,076.8 at 64; AWS p6-b300: 516 at 8)."),
        nullptr, 1.0, 20000.0, logScale, 1, 1.0,
        [](const Scenario &s, std::size_t i) -> std::optional<double> {
            if (i >= s.hardware.decodePoints.size())
                return std::nullopt;
            return s.hardware.decodePoints[i].outputTokS;
        },
        [](Scenario &s, std::size_t i, std::optional<double> v) {
            if (v && i < s.hardware.decodePoints.size())
                s.hardware.decodePoints[i].outputTokS = *v;
        },
        BE_TO(c.decodePoints[i].outputTokS = v) },
    Parameter { "hardware.decode_points[].ttft_p90_ms", ParamGroup::Hardware, Collection::DecodePoints, positive, false,
        true, false, QT_TRANSLATE_NOOP("Parameter", "ms"), QT_TRANSLATE_NOOP("Parameter", "Measured p90 TTFT"),
        QT_TRANSLATE_NOOP("Parameter",
            "Measured p90 TTFT: the time to first token nine requests in ten of that run stayed within, in "
            "milliseconds (what the latency target is checked on)."),
        QT_TRANSLATE_NOOP("Parameter", "not measured"), 10.0, 100000.0, logScale, 0, 1.0,
        BE_ITEM_OPTIONAL(hardware.decodePoints, ttftP90Ms), BE_TO(c.decodePoints[i].ttftP90Ms = v) },
    Parameter { "hardware.decode_points[].tpot_p90_ms", ParamGroup::Hardware, Collection::DecodePoints, positive, false,
        true, false, QT_TRANSLATE_NOOP("Parameter", "ms"), QT_TRANSLATE_NOOP("Parameter", "Measured p90 TPOT"),
        QT_TRANSLATE_NOOP("Parameter",
            "Measured p90 TPOT: the time per output token nine requests in ten of that run stayed within, in "
            "milliseconds (what the latency target is checked on)."),
        QT_TRANSLATE_NOOP("Parameter", "not measured"), 1.0, 1000.0, logScale, 1, 1.0,
        BE_ITEM_OPTIONAL(hardware.decodePoints, tpotP90Ms), BE_TO(c.decodePoints[i].tpotP90Ms = v) },
    Parameter { "hardware.decode_points[].requests_in_flight", ParamGroup::Hardware, Collection::DecodePoints, positive,
        false, true, false, QT_TRANSLATE_NOOP("Parameter", "requests"),
        QT_TRANSLATE_NOOP("Parameter", "Requests in flight (Little's law)"),
        QT_TRANSLATE_NOOP("Parameter",
            "Requests in flight (Little's law): for a point of a run at a request rate, which held no fixed "
            "concurrency, the mean number of requests in flight estimated from Little's law (requests completed per "
            "second times the mean request latency); the point's concurrency is this, rounded. The import sets it."),
        QT_TRANSLATE_NOOP("Parameter", "held its concurrency"), 1.0, 100000.0, logScale, 2, 1.0,
        BE_ITEM_OPTIONAL(hardware.decodePoints, requestsInFlight), notCompiled },

    // --- Rent (and what both modes add) ------------------------------------------------------
    Parameter { "cost.gpu_hour", ParamGroup::Rent, none, nonNegative, false, false, true, "",
        QT_TRANSLATE_NOOP("Parameter", "GPU &price per GPU-hour"),
        QT_TRANSLATE_NOOP("Parameter",
            "GPU price per GPU-hour: the rent of one GPU for one hour, in the currency shown; Modal bills $56.79 an "
            "hour for 8xB300 ($7.10 per GPU-hour), and the articles' eight-GPU clusters cost $80-160 an hour."),
        nullptr, 0.1, 100.0, logScale, 3, 1.0, BE_NUMBER(cost.gpuHour.amount), BE_TO(c.gpuHour = dollarsPerHour(v)) },
    Parameter { "cost.redundancy", ParamGroup::Hardware, none, atLeastOne, false, false, false,
        QT_TRANSLATE_NOOP("Parameter", "x"), QT_TRANSLATE_NOOP("Parameter", "Re&dundancy (cold spare)"),
        //: A cold spare is hardware kept ready but not serving.
        QT_TRANSLATE_NOOP("Parameter",
            "Redundancy (cold spare): a cold spare is hardware paid for that serves nothing until the node fails, so "
            "it multiplies the hardware cost and not the capacity (1 = no spare, 2 = a whole second node)."),
        nullptr, 1.0, 4.0, lin, 2, 1.0, BE_NUMBER(cost.redundancy), BE_TO(c.redundancy = v) },

    // --- Buy -------------------------------------------------------------------------------
    Parameter { "cost.buy.capex", ParamGroup::Buy, none, nonNegative, false, false, true, "",
        QT_TRANSLATE_NOOP("Parameter", "Ca&pex"),
        QT_TRANSLATE_NOOP("Parameter",
            "Capex: the purchase price of the node, in the currency shown, spread evenly over the depreciation "
            "years; the articles quote CNY 6.8-7.0 M for an 8xB300 machine in China."),
        nullptr, 1e4, 1e9, logScale, 0, 1.0, BE_NUMBER(cost.buy.capex.amount), BE_TO(c.capex = dollars(v)) },
    Parameter { "cost.buy.years", ParamGroup::Buy, none, positive, false, false, false,
        QT_TRANSLATE_NOOP("Parameter", "years"), QT_TRANSLATE_NOOP("Parameter", "Depreciation &years"),
        QT_TRANSLATE_NOOP("Parameter",
            "Depreciation years: the life over which the purchase is written off in equal parts, every hour "
            "whether the node is on or not; the articles use 3 years."),
        nullptr, 0.5, 10.0, lin, 1, 1.0, BE_NUMBER(cost.buy.years), BE_TO(c.years = v) },
    Parameter { "cost.buy.power_kw", ParamGroup::Buy, none, nonNegative, false, false, false,
        QT_TRANSLATE_NOOP("Parameter", "kW"), QT_TRANSLATE_NOOP("Parameter", "Po&wer"),
        //: kW = kilowatts.
        QT_TRANSLATE_NOOP(
            "Parameter", "Power: the node's electrical draw while it is on (kW); the articles use 13.2 kW for 8xB300."),
        nullptr, 0.0, 100.0, lin, 1, 1.0, BE_NUMBER(cost.buy.powerKw), BE_TO(c.powerKw = v) },
    Parameter { "cost.buy.pue", ParamGroup::Buy, none, atLeastOne, false, false, false, "",
        //: PUE = power usage effectiveness.
        QT_TRANSLATE_NOOP("Parameter", "P&UE"),
        QT_TRANSLATE_NOOP("Parameter",
            "PUE (power usage effectiveness): the data centre's total power per kW the node draws, cooling "
            "included (1 or more); the articles use 1.3."),
        nullptr, 1.0, 3.0, lin, 2, 1.0, BE_NUMBER(cost.buy.pue), BE_TO(c.pue = v) },
    Parameter { "cost.buy.tariff_per_kwh", ParamGroup::Buy, none, nonNegative, false, false, true,
        QT_TRANSLATE_NOOP("Parameter", "/kWh"), QT_TRANSLATE_NOOP("Parameter", "&Tariff per kWh"),
        QT_TRANSLATE_NOOP("Parameter",
            "Tariff per kWh: the price of electricity, in the currency shown; the articles use CNY 0.7 per kWh."),
        nullptr, 0.0, 5.0, lin, 3, 1.0, BE_NUMBER(cost.buy.tariffPerKwh.amount), BE_TO(c.tariffPerKwh = dollars(v)) },

    // --- Memory ----------------------------------------------------------------------------
    Parameter { "model.weights_bytes", ParamGroup::Memory, none, wholeNonNegative, false, false, false,
        QT_TRANSLATE_NOOP("Parameter", "GB"), QT_TRANSLATE_NOOP("Parameter", "Model weights"),
        QT_TRANSLATE_NOOP("Parameter",
            "Model weights: the size of the served weights (GB, decimal); Kimi K3.1 Pro's 96 MXFP4 shards hold "
            "1,560,936,091,448 bytes (1.56 TB)."),
        nullptr, 1e9, 1e13, logScale, 1, 1e-9, BE_NUMBER(model.weightsBytes), BE_TO(c.weights = bytes(v)) },
    Parameter { "model.kv_bytes_per_token", ParamGroup::Memory, none, nonNegative, false, false, false,
        QT_TRANSLATE_NOOP("Parameter", "B/token"), QT_TRANSLATE_NOOP("Parameter", "KV cache per token"),
        QT_TRANSLATE_NOOP("Parameter",
            "KV cache per token: the bytes of attention state one token of context keeps in memory (27,648 for "
            "Kimi K3.1 Pro)."),
        nullptr, 1000.0, 1e6, logScale, 0, 1.0, BE_NUMBER(model.kvBytesPerToken),
        BE_TO(c.kvPerToken = bytesPerToken(v)) },
    Parameter { "model.state_bytes_per_sequence", ParamGroup::Memory, none, nonNegative, false, false, false,
        QT_TRANSLATE_NOOP("Parameter", "MB"), QT_TRANSLATE_NOOP("Parameter", "Fixed state per sequence"),
        QT_TRANSLATE_NOOP("Parameter",
            "Fixed state per sequence: memory each concurrent request holds besides its KV cache (MB; 480 MB for "
            "Kimi K3.1 Pro)."),
        nullptr, 1e6, 1e10, logScale, 0, 1e-6, BE_NUMBER(model.stateBytesPerSequence),
        BE_TO(c.statePerSequence = bytes(v)) },
    // Its value is the reserve in use: the preset's, or the one scaled with the card's memory (MODEL.md
    // section 3), which the writer leaves out; setting another value states it (setting the scaled one
    // while none is stated leaves it following the card, so every field set to its own value is a no-op).
    Parameter { "hardware.reserve_gb_per_gpu", ParamGroup::Memory, none, nonNegative, false, false, false,
        QT_TRANSLATE_NOOP("Parameter", "GB"), QT_TRANSLATE_NOOP("Parameter", "Runtime reserve per GPU"),
        QT_TRANSLATE_NOOP("Parameter",
            "Runtime reserve per GPU: memory the serving engine keeps for activations, CUDA graphs and communication "
            "buffers (GB; vLLM's recipe for Kimi K3.1 Pro implies about 15 GB per 288 GB GPU, scaled with the "
            "card's memory unless set)."),
        nullptr, 0.0, 100.0, lin, 0, 1.0,
        [](const Scenario &s, std::size_t) -> std::optional<double> { return s.hardware.reserveGb(); },
        [](Scenario &s, std::size_t, std::optional<double> v) {
            if (v && (s.hardware.reserveGbPerGpu || *v != scaledReserveGbPerGpu(s.hardware.memoryGbPerGpu)))
                s.hardware.reserveGbPerGpu = *v;
        },
        BE_TO(c.reservePerGpu = gigabytes(v); c.reserveScales = false) },
    Parameter { "operation.context_tokens", ParamGroup::Memory, none, count, false, false, false,
        QT_TRANSLATE_NOOP("Parameter", "tok"), QT_TRANSLATE_NOOP("Parameter", "Context length"),
        QT_TRANSLATE_NOOP("Parameter",
            "Context length: the tokens of context each concurrent request holds in the KV cache (8,192 by "
            "default; an agent's 300,000-token prompt needs far more)."),
        nullptr, 1024.0, 1048576.0, logScale, 0, 1.0, BE_INTEGER(operation.contextTokens),
        BE_TO(c.context = tokens(toInt(v))) },
    Parameter { "operation.usable_memory", ParamGroup::Memory, none, share, false, false, false,
        QT_TRANSLATE_NOOP("Parameter", "%"), QT_TRANSLATE_NOOP("Parameter", "Usable memory"),
        QT_TRANSLATE_NOOP(
            "Parameter", "Usable memory: the share of GPU memory the serving engine may use (vLLM's default 90 %)."),
        nullptr, 0.5, 1.0, lin, 0, 100.0, BE_NUMBER(operation.usableMemory), BE_TO(c.usableMemory = v) },

    // --- General ---------------------------------------------------------------------------
    Parameter { "fx_per_usd[]", ParamGroup::General, Collection::Currencies, positive, false, false, false, "",
        QT_TRANSLATE_NOOP("Parameter", "Exchange rate"),
        QT_TRANSLATE_NOOP(
            "Parameter", "Exchange rate: units of the currency per US dollar (the articles use CNY 7.25)."),
        nullptr, 0.01, 10000.0, logScale, 4, 1.0,
        [](const Scenario &s, std::size_t i) -> std::optional<double> {
            if (i >= s.fxPerUsd.size())
                return std::nullopt;
            return std::next(s.fxPerUsd.begin(), static_cast<std::ptrdiff_t>(i))->second;
        },
        [](Scenario &s, std::size_t i, std::optional<double> v) {
            if (v && i < s.fxPerUsd.size())
                std::next(s.fxPerUsd.begin(), static_cast<std::ptrdiff_t>(i))->second = *v;
        } },

    // --- Overheads and offers ----------------------------------------------------------------
    Parameter { "cost.overheads[].monthly", ParamGroup::Overheads, Collection::Overheads, nonNegative, true, false,
        true, "", QT_TRANSLATE_NOOP("Parameter", "Per month"),
        QT_TRANSLATE_NOOP("Parameter", "Per month: the amount of this overhead line each month, in its own currency."),
        nullptr, 0.0, 100000.0, lin, 0, 1.0,
        [](const Scenario &s, std::size_t i) -> std::optional<double> {
            if (i >= s.cost.overheads.size())
                return std::nullopt;
            return s.cost.overheads[i].monthly.amount;
        },
        [](Scenario &s, std::size_t i, std::optional<double> v) {
            if (v && i < s.cost.overheads.size())
                s.cost.overheads[i].monthly.amount = *v;
        },
        BE_TO(c.setOverhead(i, dollars(v))) },
    Parameter { "offers[].cached_input", ParamGroup::Offers, Collection::Offers, nonNegative, false, true, true,
        QT_TRANSLATE_NOOP("Parameter", "per Mtok"), QT_TRANSLATE_NOOP("Parameter", "Cached input price"),
        QT_TRANSLATE_NOOP("Parameter",
            "Cached input price: what the API bills per million input tokens that hit its cache; none published: "
            "the input price."),
        QT_TRANSLATE_NOOP("Parameter", "not published"), 0.01, 100.0, logScale, 2, 1.0,
        [](const Scenario &s, std::size_t i) -> std::optional<double> {
            return i < s.offers.size() ? s.offers[i].cachedInput : std::nullopt;
        },
        [](Scenario &s, std::size_t i, std::optional<double> v) {
            if (i < s.offers.size())
                s.offers[i].cachedInput = v;
        },
        BE_TO(c.offers[i].setCachedInput(dollarsPerMtok(v))) },
    Parameter { "offers[].input", ParamGroup::Offers, Collection::Offers, nonNegative, true, false, true,
        QT_TRANSLATE_NOOP("Parameter", "per Mtok"), QT_TRANSLATE_NOOP("Parameter", "Input price"),
        QT_TRANSLATE_NOOP("Parameter", "Input price: what the API bills per million input tokens."), nullptr, 0.01,
        100.0, logScale, 2, 1.0,
        [](const Scenario &s, std::size_t i) -> std::optional<double> {
            if (i >= s.offers.size())
                return std::nullopt;
            return s.offers[i].input;
        },
        [](Scenario &s, std::size_t i, std::optional<double> v) {
            if (v && i < s.offers.size())
                s.offers[i].input = *v;
        },
        BE_TO(c.offers[i].setInput(dollarsPerMtok(v))) },
    Parameter { "offers[].output", ParamGroup::Offers, Collection::Offers, nonNegative, true, false, true,
        QT_TRANSLATE_NOOP("Parameter", "per Mtok"), QT_TRANSLATE_NOOP("Parameter", "Output price"),
        QT_TRANSLATE_NOOP("Parameter", "Output price: what the API bills per million output tokens."), nullptr, 0.01,
        100.0, logScale, 2, 1.0,
        [](const Scenario &s, std::size_t i) -> std::optional<double> {
            if (i >= s.offers.size())
                return std::nullopt;
            return s.offers[i].output;
        },
        [](Scenario &s, std::size_t i, std::optional<double> v) {
            if (v && i < s.offers.size())
                s.offers[i].output = *v;
        },
        BE_TO(c.offers[i].prices.output = dollarsPerMtok(v)) },
    // The offer's limits and speed (MODEL.md section 13): none stated, none checked.
    Parameter { "offers[].rate_limit.requests_per_min", ParamGroup::Offers, Collection::Offers, positive, false, true,
        false, QT_TRANSLATE_NOOP("Parameter", "req/min"), QT_TRANSLATE_NOOP("Parameter", "Request limit"),
        QT_TRANSLATE_NOOP("Parameter",
            "Request limit: the most requests a minute the API accepts; an offer that cannot carry the demand's peak "
            "is flagged and left out of the cheapest offer unless kept."),
        QT_TRANSLATE_NOOP("Parameter", "no limit"), 1.0, 100000.0, logScale, 0, 1.0,
        BE_ITEM_OPTIONAL(offers, rateLimitRequestsPerMin), BE_TO(c.offers[i].requestsPerMinLimit = v) },
    Parameter { "offers[].rate_limit.tokens_per_min", ParamGroup::Offers, Collection::Offers, positive, false, true,
        false, QT_TRANSLATE_NOOP("Parameter", "tok/min"), QT_TRANSLATE_NOOP("Parameter", "Token limit"),
        QT_TRANSLATE_NOOP("Parameter",
            "Token limit: the most tokens a minute, input and output, the API accepts; an offer that cannot carry "
            "the demand's peak is flagged and left out of the cheapest offer unless kept."),
        QT_TRANSLATE_NOOP("Parameter", "no limit"), 1000.0, 1e9, logScale, 0, 1.0,
        BE_ITEM_OPTIONAL(offers, rateLimitTokensPerMin), BE_TO(c.offers[i].tokensPerMinLimit = v) },
    Parameter { "offers[].per_user_tok_s", ParamGroup::Offers, Collection::Offers, positive, false, true, false,
        QT_TRANSLATE_NOOP("Parameter", "tok/s"), QT_TRANSLATE_NOOP("Parameter", "Per-user speed"),
        QT_TRANSLATE_NOOP("Parameter",
            "Per-user speed: the output tok/s one user sees from the API; below the per-user speed target the offer "
            "is flagged and left out of the cheapest offer unless kept."),
        QT_TRANSLATE_NOOP("Parameter", "not stated"), 1.0, 1000.0, logScale, 1, 1.0,
        BE_ITEM_OPTIONAL(offers, perUserTokS), BE_TO(c.offers[i].perUserTokS = v) },

    // --- The whole bill (MODEL.md section 8) ---------------------------------------------------
    Parameter { "cost.staff.fte", ParamGroup::Staff, none, nonNegative, false, false, false,
        QT_TRANSLATE_NOOP("Parameter", "FTE"), QT_TRANSLATE_NOOP("Parameter", "&Staff (FTE)"),
        //: FTE = full-time equivalent (one person working full time).
        QT_TRANSLATE_NOOP("Parameter",
            "Staff (FTE): the full-time equivalents who run the node: platform engineering, inference operations "
            "on call, upgrades; both articles call staff the largest hidden cost of self-hosting (0 = no staff cost "
            "included)."),
        nullptr, 0.0, 10.0, lin, 2, 1.0, BE_NUMBER(cost.staff.fte), BE_TO(c.staffFte = v) },
    Parameter { "cost.staff.cost_per_fte_month", ParamGroup::Staff, none, nonNegative, false, false, true, "",
        QT_TRANSLATE_NOOP("Parameter", "Cost per FTE-month"),
        QT_TRANSLATE_NOOP("Parameter",
            "Cost per FTE-month: the loaded monthly cost of one full-time engineer (salary, taxes, benefits), in the "
            "currency shown."),
        nullptr, 0.0, 50000.0, lin, 0, 1.0, BE_NUMBER(cost.staff.costPerFteMonth.amount),
        BE_TO(c.staffPerFte = dollars(v)) },
    Parameter { "cost.billing.term_months", ParamGroup::Billing, none, termMonths, false, false, false,
        QT_TRANSLATE_NOOP("Parameter", "months"), QT_TRANSLATE_NOOP("Parameter", "Commitment term"),
        QT_TRANSLATE_NOOP("Parameter",
            "Commitment term: the months a committed contract runs; they are owed whatever the hours on (the China "
            "8xB300 contract runs 60 months, with a one-year minimum)."),
        nullptr, 1.0, 120.0, lin, 0, 1.0, BE_NUMBER(cost.billing.termMonths), notCompiled },
    Parameter { "cost.billing.minimum_monthly", ParamGroup::Billing, none, nonNegative, false, false, true, "",
        QT_TRANSLATE_NOOP("Parameter", "Minimum monthly bill"),
        QT_TRANSLATE_NOOP("Parameter",
            "Minimum monthly bill: what a committed contract costs a month at least, whatever the hours on, in the "
            "currency shown (China: CNY 160k-190k a month for a whole 8xB300 machine)."),
        nullptr, 1000.0, 1e7, logScale, 0, 1.0, BE_NUMBER(cost.billing.minimumMonthly.amount),
        BE_TO(c.minimumMonthly = dollars(v)) },
    Parameter { "cost.reserved_gpu_hour", ParamGroup::Billing, none, positive, false, true, true, "",
        QT_TRANSLATE_NOOP("Parameter", "Reserved price per GPU-hour"),
        QT_TRANSLATE_NOOP("Parameter",
            "Reserved price per GPU-hour: the hourly rate of a committed contract, usually below the on-demand "
            "price; none: the on-demand GPU-hour price."),
        QT_TRANSLATE_NOOP("Parameter", "on-demand price"), 0.5, 100.0, logScale, 3, 1.0,
        [](const Scenario &s, std::size_t) -> std::optional<double> {
            return s.cost.reservedGpuHour ? std::optional<double>(s.cost.reservedGpuHour->amount) : std::nullopt;
        },
        [](Scenario &s, std::size_t, std::optional<double> v) {
            if (!v)
                s.cost.reservedGpuHour.reset();
            else if (s.cost.reservedGpuHour)
                s.cost.reservedGpuHour->amount = *v;
            else
                s.cost.reservedGpuHour = Money { *v, s.cost.gpuHour.currency };
        },
        BE_TO(c.reservedGpuHour = dollarsPerHour(v)) },
    Parameter { "cost.spot_gpu_hour", ParamGroup::Billing, none, positive, false, true, true, "",
        QT_TRANSLATE_NOOP("Parameter", "Spot price per GPU-hour"),
        QT_TRANSLATE_NOOP("Parameter",
            "Spot price per GPU-hour: the hourly rate of spot (preemptible) capacity, billed for every hour on; "
            "none: the on-demand GPU-hour price."),
        QT_TRANSLATE_NOOP("Parameter", "on-demand price"), 0.5, 100.0, logScale, 3, 1.0,
        [](const Scenario &s, std::size_t) -> std::optional<double> {
            return s.cost.spotGpuHour ? std::optional<double>(s.cost.spotGpuHour->amount) : std::nullopt;
        },
        [](Scenario &s, std::size_t, std::optional<double> v) {
            if (!v)
                s.cost.spotGpuHour.reset();
            else if (s.cost.spotGpuHour)
                s.cost.spotGpuHour->amount = *v;
            else
                s.cost.spotGpuHour = Money { *v, s.cost.gpuHour.currency };
        },
        BE_TO(c.spotGpuHour = dollarsPerHour(v)) },
    Parameter { "cost.spot_interruption", ParamGroup::Billing, none, share, false, false, false,
        QT_TRANSLATE_NOOP("Parameter", "%"), QT_TRANSLATE_NOOP("Parameter", "Spot interruption"),
        QT_TRANSLATE_NOOP("Parameter",
            "Spot interruption: the share of productive hours lost when spot capacity is reclaimed (the node "
            "reloads the model after each interruption); billed, not productive."),
        nullptr, 0.0, 0.5, lin, 0, 100.0, BE_NUMBER(cost.spotInterruption), BE_TO(c.spotInterruption = v) },
    Parameter { "cost.buy.cost_of_capital", ParamGroup::Financing, none, share, false, false, false,
        QT_TRANSLATE_NOOP("Parameter", "%/year"), QT_TRANSLATE_NOOP("Parameter", "Cost of capital"),
        QT_TRANSLATE_NOOP("Parameter",
            "Cost of capital: the yearly interest the money tied up in the purchase costs (or earns elsewhere), "
            "compounded monthly; the capex is paid back as an annuity over the depreciation years (0 = straight "
            "line)."),
        nullptr, 0.0, 0.2, lin, 1, 100.0, BE_NUMBER(cost.buy.costOfCapital), BE_TO(c.costOfCapital = v) },
    Parameter { "cost.buy.residual_value", ParamGroup::Financing, none, share, false, false, false,
        QT_TRANSLATE_NOOP("Parameter", "%"), QT_TRANSLATE_NOOP("Parameter", "Residual value"),
        QT_TRANSLATE_NOOP("Parameter",
            "Residual value: the share of the capex the node still fetches after the depreciation years; only the "
            "rest is written off."),
        nullptr, 0.0, 0.8, lin, 0, 100.0, BE_NUMBER(cost.buy.residualValue), BE_TO(c.residualValue = v) },
    Parameter { "cost.buy.maintenance", ParamGroup::Financing, none, share, false, false, false,
        QT_TRANSLATE_NOOP("Parameter", "%/year"), QT_TRANSLATE_NOOP("Parameter", "Maintenance"),
        QT_TRANSLATE_NOOP("Parameter",
            "Maintenance: the yearly support contract and spare parts as a share of the capex (vendor support "
            "for GPU servers often runs 5-10 % a year)."),
        nullptr, 0.0, 0.2, lin, 1, 100.0, BE_NUMBER(cost.buy.maintenance), BE_TO(c.maintenance = v) },
    Parameter { "horizon.years", ParamGroup::Horizon, none, horizonYears, false, false, false,
        QT_TRANSLATE_NOOP("Parameter", "years"), QT_TRANSLATE_NOOP("Parameter", "Horizon"),
        QT_TRANSLATE_NOOP("Parameter",
            "Horizon: the years over which self-hosting is compared with the API; break-evens over the horizon use "
            "the API's mean price over these years."),
        nullptr, 0.5, 10.0, lin, 1, 1.0, BE_NUMBER(horizon.years), notCompiled },
    Parameter { "horizon.api_price_decline", ParamGroup::Horizon, none, share, false, false, false,
        QT_TRANSLATE_NOOP("Parameter", "%/year"), QT_TRANSLATE_NOOP("Parameter", "API price decline"),
        QT_TRANSLATE_NOOP("Parameter",
            "API price decline: how much cheaper every API gets each year; the articles expect prices to fall "
            "(0 = today's prices for the whole horizon)."),
        nullptr, 0.0, 0.8, lin, 0, 100.0, BE_NUMBER(horizon.apiPriceDecline), notCompiled },
    Parameter { "task.reasoning_tokens", ParamGroup::Task, none, wholeNonNegative, false, false, false,
        QT_TRANSLATE_NOOP("Parameter", "tok"), QT_TRANSLATE_NOOP("Parameter", "Reasoning tokens per task"),
        QT_TRANSLATE_NOOP("Parameter",
            "Reasoning tokens per task: the thinking tokens one attempt produces besides its output; the API bills "
            "them as output."),
        nullptr, 100.0, 1e6, logScale, 0, 1.0, BE_NUMBER(task.reasoningTokens), BE_TO(c.reasoning = tokens(v)) },

    // --- The team (MODEL.md section 13; docs/model.md, "Demand from a team") ----------------------
    // The evaluation reads what the team fills (the workload's r, the task), not the team: setting any
    // of its fields fills the workload, so each compiles through the scenario (null: set, then compile
    // again).
    Parameter { "demand.team.people", ParamGroup::Team, none, teamPeople, false, true, false, "",
        QT_TRANSLATE_NOOP("Parameter", "People"),
        QT_TRANSLATE_NOOP("Parameter",
            "People: the team whose work is the demand; setting any field of the team makes it the source of the "
            "workload's volume and day (the articles size self-hosting for teams of 15-30 developers)."),
        QT_TRANSLATE_NOOP("Parameter", "no team"), 1.0, 200.0, logScale, 0, 1.0, BE_TEAM(people), nullptr },
    Parameter { "demand.team.tasks_per_person_day", ParamGroup::Team, none, teamTasks, false, true, false, "",
        QT_TRANSLATE_NOOP("Parameter", "Tasks per person per day"),
        QT_TRANSLATE_NOOP("Parameter",
            "Tasks per person per day: the agent tasks each person runs on a working day (an assumption, 10 by "
            "default: the articles give none; IMEC's median task took 38 minutes on 8xB300)."),
        QT_TRANSLATE_NOOP("Parameter", "no team"), 1.0, 100.0, logScale, 1, 1.0, BE_TEAM(tasksPerPersonDay), nullptr },
    Parameter { "demand.team.input_tokens_per_task", ParamGroup::Team, none, teamTokens, false, true, false,
        QT_TRANSLATE_NOOP("Parameter", "tok"), QT_TRANSLATE_NOOP("Parameter", "Task input tokens"),
        QT_TRANSLATE_NOOP("Parameter",
            "Task input tokens: the prompt tokens one of the team's tasks sends (300,000 in the articles' agent "
            "task); with the output it sets the workload's input tokens per output token."),
        QT_TRANSLATE_NOOP("Parameter", "no team"), 1000.0, 1e7, logScale, 0, 1.0, BE_TEAM(inputTokensPerTask),
        nullptr },
    Parameter { "demand.team.output_tokens_per_task", ParamGroup::Team, none, teamOutputTokens, false, true, false,
        QT_TRANSLATE_NOOP("Parameter", "tok"), QT_TRANSLATE_NOOP("Parameter", "Task output tokens"),
        QT_TRANSLATE_NOOP("Parameter",
            "Task output tokens: the tokens one of the team's tasks gets back, reasoning aside (30,000 in the "
            "articles' agent task)."),
        QT_TRANSLATE_NOOP("Parameter", "no team"), 100.0, 1e6, logScale, 0, 1.0, BE_TEAM(outputTokensPerTask),
        nullptr },
    Parameter { "demand.team.reasoning_tokens_per_task", ParamGroup::Team, none, teamTokens, false, true, false,
        QT_TRANSLATE_NOOP("Parameter", "tok"), QT_TRANSLATE_NOOP("Parameter", "Task reasoning tokens"),
        QT_TRANSLATE_NOOP("Parameter",
            "Task reasoning tokens: the thinking tokens one of the team's tasks produces besides its output, "
            "counted and billed as output (0 by default)."),
        QT_TRANSLATE_NOOP("Parameter", "no team"), 100.0, 1e6, logScale, 0, 1.0, BE_TEAM(reasoningTokensPerTask),
        nullptr },
    Parameter { "demand.team.working_hours", ParamGroup::Team, none, hoursPerDay, false, true, false,
        QT_TRANSLATE_NOOP("Parameter", "h"), QT_TRANSLATE_NOOP("Parameter", "Working hours"),
        QT_TRANSLATE_NOOP("Parameter",
            "Working hours: the hours of the team's working day, from 09:00 on its clock, over which its tasks are "
            "spread evenly (the articles' team works a day of 8 hours)."),
        QT_TRANSLATE_NOOP("Parameter", "no team"), 1.0, 24.0, lin, 1, 1.0, BE_TEAM(workingHours), nullptr },
    Parameter { "demand.team.working_days_per_week", ParamGroup::Team, none, teamDaysPerWeek, false, true, false, "",
        QT_TRANSLATE_NOOP("Parameter", "Working days per week"),
        QT_TRANSLATE_NOOP("Parameter",
            "Working days per week: the days the team works (5 by default); the hybrid day is the week's average "
            "day, so it carries this share of seven of a working day's demand."),
        QT_TRANSLATE_NOOP("Parameter", "no team"), 1.0, 7.0, lin, 1, 1.0, BE_TEAM(workingDaysPerWeek), nullptr },
    Parameter { "demand.team.time_zone_offset", ParamGroup::Team, none, timeZoneOffset, false, true, false,
        QT_TRANSLATE_NOOP("Parameter", "h"), QT_TRANSLATE_NOOP("Parameter", "Time zone offset"),
        QT_TRANSLATE_NOOP("Parameter",
            "Time zone offset: the hours the team's clock is ahead of the hybrid day's (-3 for a team in Brazil on "
            "a day counted in UTC), which moves its working hours on the day (0 by default)."),
        QT_TRANSLATE_NOOP("Parameter", "no team"), -12.0, 14.0, lin, 1, 1.0, BE_TEAM(timeZoneOffset), nullptr },

    // --- The hybrid day (MODEL.md section 8; the Hybrid view) --------------------------------
    Parameter { "hybrid.demand_tok_s[]", ParamGroup::Hybrid, Collection::Hours, hybridDemand, true, false, false,
        QT_TRANSLATE_NOOP("Parameter", "tok/s"), QT_TRANSLATE_NOOP("Parameter", "Demand in the hour"),
        QT_TRANSLATE_NOOP("Parameter",
            "Demand in the hour: the output tok/s the workload asks for in one hour of the day (hour 0..23); the "
            "hybrid plan serves it with nodes where they pay off and sends the rest to the API."),
        nullptr, 0.0, 20000.0, lin, 0, 1.0,
        [](const Scenario &s, std::size_t i) -> std::optional<double> {
            if (!s.hybrid || i >= hoursInDay)
                return std::nullopt;
            return s.hybrid->demandTokS[i];
        },
        [](Scenario &s, std::size_t i, std::optional<double> v) {
            if (!s.hybrid || i >= hoursInDay || !v)
                return;
            s.hybrid->demandTokS[i] = *v;
            // The hours now say what the day is, unless they still follow its shortcut (a value
            // typed again keeps a flat day's peak hours).
            if (s.hybrid->shortcut && profileFromShortcut(*s.hybrid->shortcut).demandTokS != s.hybrid->demandTokS)
                s.hybrid->shortcut.reset();
        },
        notCompiled },
    Parameter { "hybrid.base_tok_s", ParamGroup::Hybrid, none, hybridDemand, false, true, false,
        QT_TRANSLATE_NOOP("Parameter", "tok/s"), QT_TRANSLATE_NOOP("Parameter", "Base demand"),
        QT_TRANSLATE_NOOP("Parameter",
            "Base demand: the output tok/s asked for all day outside the peak (the shortcut of the day's demand; "
            "setting it makes the day two levels)."),
        QT_TRANSLATE_NOOP("Parameter", "no hybrid day"), 0.0, 20000.0, lin, 0, 1.0, BE_SHORTCUT(base), notCompiled },
    Parameter { "hybrid.peak_tok_s", ParamGroup::Hybrid, none, hybridDemand, false, true, false,
        QT_TRANSLATE_NOOP("Parameter", "tok/s"), QT_TRANSLATE_NOOP("Parameter", "Peak demand"),
        QT_TRANSLATE_NOOP("Parameter",
            "Peak demand: the output tok/s asked for in the peak hours (the articles' team works a day of 8 hours)."),
        QT_TRANSLATE_NOOP("Parameter", "no hybrid day"), 0.0, 20000.0, lin, 0, 1.0, BE_SHORTCUT(peak), notCompiled },
    Parameter { "hybrid.peak_hours", ParamGroup::Hybrid, none, peakHours, false, true, false,
        QT_TRANSLATE_NOOP("Parameter", "h"), QT_TRANSLATE_NOOP("Parameter", "Peak hours"),
        QT_TRANSLATE_NOOP("Parameter", "Peak hours: how many hours a day the peak lasts (0..24)."),
        QT_TRANSLATE_NOOP("Parameter", "no hybrid day"), 0.0, 24.0, lin, 0, 1.0, BE_SHORTCUT(peakHours), notCompiled },
    Parameter { "hybrid.peak_start", ParamGroup::Hybrid, none, peakStart, false, true, false,
        QT_TRANSLATE_NOOP("Parameter", "h"), QT_TRANSLATE_NOOP("Parameter", "Peak starts at"),
        QT_TRANSLATE_NOOP("Parameter",
            "Peak starts at: the peak's first hour of the day (0..23, 9 when not stated); a peak may run past "
            "midnight."),
        QT_TRANSLATE_NOOP("Parameter", "no hybrid day"), 0.0, 23.0, lin, 0, 1.0, BE_SHORTCUT(peakStart), notCompiled },

    // --- The decision's figures (MODEL.md section 9; the Decision view) -----------------------
    Parameter { "decision.maas_revenue_12m_usd", ParamGroup::Decision, none, nonNegative, false, true, false,
        QT_TRANSLATE_NOOP("Parameter", "USD"), QT_TRANSLATE_NOOP("Parameter", "MaaS revenue in 12 months"),
        QT_TRANSLATE_NOOP("Parameter",
            "MaaS revenue in 12 months: what a model-as-a-service built on the weights earns in 12 months (USD); "
            "over USD 20 M the license needs an agreement with Moonshot."),
        QT_TRANSLATE_NOOP("Parameter", "not stated"), 0.0, 1e8, lin, 0, 1.0,
        BE_OPTIONAL(decision.maasRevenue12MonthsUsd), notCompiled },
    Parameter { "decision.monthly_users", ParamGroup::Decision, none, nonNegative, false, true, false, "",
        QT_TRANSLATE_NOOP("Parameter", "Monthly users"),
        QT_TRANSLATE_NOOP("Parameter",
            "Monthly users: the product's monthly active users; over 100 M the license needs visible attribution."),
        QT_TRANSLATE_NOOP("Parameter", "not stated"), 0.0, 2e8, lin, 0, 1.0, BE_OPTIONAL(decision.monthlyUsers),
        notCompiled },
    Parameter { "decision.monthly_revenue_usd", ParamGroup::Decision, none, nonNegative, false, true, false,
        QT_TRANSLATE_NOOP("Parameter", "USD"), QT_TRANSLATE_NOOP("Parameter", "Monthly revenue"),
        QT_TRANSLATE_NOOP("Parameter",
            "Monthly revenue: the product's monthly revenue (USD); over USD 20 M the license needs visible "
            "attribution."),
        QT_TRANSLATE_NOOP("Parameter", "not stated"), 0.0, 5e7, lin, 0, 1.0, BE_OPTIONAL(decision.monthlyRevenueUsd),
        notCompiled },
};

/// The registry's entry of \a key; not found is an error when the program is compiled (a throw is not
/// a constant expression).
consteval const Parameter &entry(std::string_view key)
{
    for (const Parameter &p : registry) {
        if (std::string_view(p.key) == key)
            return p;
    }
    throw "no registry entry of this key";
}

#undef BE_NUMBER
#undef BE_INTEGER
#undef BE_OPTIONAL
#undef BE_TO
#undef BE_SHORTCUT
#undef BE_TEAM

} // namespace

// The registry's entries by name, looked up by key when the program is compiled (a key that is not
// in the registry does not compile).
constinit const Parameter &param::throughput = entry("operation.throughput_tok_s");
constinit const Parameter &param::utilization = entry("operation.utilization");
constinit const Parameter &param::hoursPerDay = entry("operation.hours_per_day");
constinit const Parameter &param::startsPerDay = entry("operation.starts_per_day");
constinit const Parameter &param::coldStartMinutes = entry("operation.cold_start_minutes");
constinit const Parameter &param::concurrency = entry("operation.concurrency");
constinit const Parameter &param::minPerUserTokS = entry("operation.min_per_user_tok_s");
constinit const Parameter &param::maxTtftP90Ms = entry("operation.max_ttft_p90_ms");
constinit const Parameter &param::maxTpotP90Ms = entry("operation.max_tpot_p90_ms");
constinit const Parameter &param::hoursPerMonth = entry("cost.hours_per_month");
constinit const Parameter &param::inputPerOutput = entry("workload.input_per_output");
constinit const Parameter &param::cacheHit = entry("workload.cache_hit");
constinit const Parameter &param::selfHostPrefixHit = entry("operation.self_host_prefix_hit");
constinit const Parameter &param::acceptanceApi = entry("workload.acceptance_api");
constinit const Parameter &param::acceptanceSelf = entry("workload.acceptance_self");
constinit const Parameter &param::taskMinutes = entry("workload.task_minutes");
constinit const Parameter &param::requestInputTokens = entry("workload.request.input_tokens");
constinit const Parameter &param::requestOutputTokens = entry("workload.request.output_tokens");
constinit const Parameter &param::gpuCount = entry("hardware.count");
constinit const Parameter &param::memoryGbPerGpu = entry("hardware.memory_gb_per_gpu");
constinit const Parameter &param::maxThroughput = entry("hardware.max_throughput_tok_s");
constinit const Parameter &param::gpusPerNode = entry("hardware.gpus_per_node");
constinit const Parameter &param::prefillInputTokS = entry("hardware.prefill_input_tok_s");
constinit const Parameter &param::decodeConcurrency = entry("hardware.decode_points[].concurrency");
constinit const Parameter &param::decodeOutputTokS = entry("hardware.decode_points[].output_tok_s");
constinit const Parameter &param::decodeTtftP90Ms = entry("hardware.decode_points[].ttft_p90_ms");
constinit const Parameter &param::decodeRequestsInFlight = entry("hardware.decode_points[].requests_in_flight");
constinit const Parameter &param::decodeTpotP90Ms = entry("hardware.decode_points[].tpot_p90_ms");
constinit const Parameter &param::gpuHour = entry("cost.gpu_hour");
constinit const Parameter &param::redundancy = entry("cost.redundancy");
constinit const Parameter &param::capex = entry("cost.buy.capex");
constinit const Parameter &param::buyYears = entry("cost.buy.years");
constinit const Parameter &param::powerKw = entry("cost.buy.power_kw");
constinit const Parameter &param::pue = entry("cost.buy.pue");
constinit const Parameter &param::tariffPerKwh = entry("cost.buy.tariff_per_kwh");
constinit const Parameter &param::weightsBytes = entry("model.weights_bytes");
constinit const Parameter &param::kvBytesPerToken = entry("model.kv_bytes_per_token");
constinit const Parameter &param::stateBytesPerSequence = entry("model.state_bytes_per_sequence");
constinit const Parameter &param::reserveGbPerGpu = entry("hardware.reserve_gb_per_gpu");
constinit const Parameter &param::contextTokens = entry("operation.context_tokens");
constinit const Parameter &param::usableMemory = entry("operation.usable_memory");
constinit const Parameter &param::exchangeRate = entry("fx_per_usd[]");
constinit const Parameter &param::overheadMonthly = entry("cost.overheads[].monthly");
constinit const Parameter &param::offerCachedInput = entry("offers[].cached_input");
constinit const Parameter &param::offerInput = entry("offers[].input");
constinit const Parameter &param::offerOutput = entry("offers[].output");
constinit const Parameter &param::offerRequestsPerMin = entry("offers[].rate_limit.requests_per_min");
constinit const Parameter &param::offerTokensPerMin = entry("offers[].rate_limit.tokens_per_min");
constinit const Parameter &param::offerPerUserTokS = entry("offers[].per_user_tok_s");
constinit const Parameter &param::staffFte = entry("cost.staff.fte");
constinit const Parameter &param::staffCostPerFteMonth = entry("cost.staff.cost_per_fte_month");
constinit const Parameter &param::termMonths = entry("cost.billing.term_months");
constinit const Parameter &param::minimumMonthly = entry("cost.billing.minimum_monthly");
constinit const Parameter &param::reservedGpuHour = entry("cost.reserved_gpu_hour");
constinit const Parameter &param::spotGpuHour = entry("cost.spot_gpu_hour");
constinit const Parameter &param::spotInterruption = entry("cost.spot_interruption");
constinit const Parameter &param::costOfCapital = entry("cost.buy.cost_of_capital");
constinit const Parameter &param::residualValue = entry("cost.buy.residual_value");
constinit const Parameter &param::maintenance = entry("cost.buy.maintenance");
constinit const Parameter &param::horizonYears = entry("horizon.years");
constinit const Parameter &param::apiPriceDecline = entry("horizon.api_price_decline");
constinit const Parameter &param::reasoningTokens = entry("task.reasoning_tokens");
constinit const Parameter &param::teamPeople = entry("demand.team.people");
constinit const Parameter &param::teamTasksPerPersonDay = entry("demand.team.tasks_per_person_day");
constinit const Parameter &param::teamInputTokensPerTask = entry("demand.team.input_tokens_per_task");
constinit const Parameter &param::teamOutputTokensPerTask = entry("demand.team.output_tokens_per_task");
constinit const Parameter &param::teamReasoningTokensPerTask = entry("demand.team.reasoning_tokens_per_task");
constinit const Parameter &param::teamWorkingHours = entry("demand.team.working_hours");
constinit const Parameter &param::teamWorkingDaysPerWeek = entry("demand.team.working_days_per_week");
constinit const Parameter &param::teamTimeZoneOffset = entry("demand.team.time_zone_offset");
constinit const Parameter &param::hybridDemand = entry("hybrid.demand_tok_s[]");
constinit const Parameter &param::hybridBase = entry("hybrid.base_tok_s");
constinit const Parameter &param::hybridPeak = entry("hybrid.peak_tok_s");
constinit const Parameter &param::hybridPeakHours = entry("hybrid.peak_hours");
constinit const Parameter &param::hybridPeakStart = entry("hybrid.peak_start");
constinit const Parameter &param::maasRevenue = entry("decision.maas_revenue_12m_usd");
constinit const Parameter &param::monthlyUsers = entry("decision.monthly_users");
constinit const Parameter &param::monthlyRevenue = entry("decision.monthly_revenue_usd");

namespace {

/// A field's compiled setter (Field::compile): reads the scenario \a s, sets \a c.
#define BE_FIELD_TO(body)                                                                                              \
    [](CompiledScenario &c, [[maybe_unused]] const Scenario &s, [[maybe_unused]] std::size_t i) { body; }
/// A question of the decision: "true", "false" or "" (unanswered).
#define BE_ANSWER(member)                                                                                              \
    [](const Scenario &s, std::size_t) {                                                                               \
        const std::optional<bool> &a = s.decision.member;                                                              \
        return !a ? QString() : *a ? L("true") : L("false");                                                           \
    },                                                                                                                 \
        [](Scenario &s, std::size_t, const QString &v) {                                                               \
            s.decision.member = v.isEmpty() ? std::nullopt : std::optional<bool>(v == QLatin1String("true"));          \
        }

/// A text field: the scenario's \a expr, read and set as it stands.
#define BE_TEXT(expr)                                                                                                  \
    [](const Scenario &s, std::size_t) { return s.expr; },                                                             \
        [](Scenario &s, std::size_t, const QString &v) { s.expr = v; }
/// A text field of each item of the scenario's \a list: empty past the list's end, where setting it does nothing.
#define BE_ITEM_TEXT(list, member)                                                                                     \
    [](const Scenario &s, std::size_t i) { return i < s.list.size() ? s.list[i].member : QString(); },                 \
        [](Scenario &s, std::size_t i, const QString &v) {                                                             \
            if (i < s.list.size())                                                                                     \
                s.list[i].member = v;                                                                                  \
        }

/// A flag of an offer (`offers[].enabled`, `offers[].keep_despite_limits`), as "true" or "false".
#define BE_OFFER_FLAG(member)                                                                                          \
    [](const Scenario &s, std::size_t i) {                                                                             \
        return i < s.offers.size() && s.offers[i].member ? L("true") : L("false");                                     \
    },                                                                                                                 \
        [](Scenario &s, std::size_t i, const QString &v) {                                                             \
            if (i < s.offers.size())                                                                                   \
                s.offers[i].member = v == QLatin1String("true");                                                       \
        },                                                                                                             \
        BE_FIELD_TO(c.offers[i].member = s.offers[i].member)

/// One value of a choice field and the key the preset spells it with.
template <typename E> struct ChoiceKey {
    E value;
    const char *key;
};
// Spelled out: clang before 17 (the fuzzer's compiler) deduces no aggregate's template arguments.
template <typename E> ChoiceKey(E, const char *) -> ChoiceKey<E>;

/// The key of \a value among \a keys; the first key for a value without one.
template <typename E, std::size_t N> QString choiceKey(const std::array<ChoiceKey<E>, N> &keys, E value)
{
    for (const ChoiceKey<E> &k : keys) {
        if (k.value == value)
            return L(k.key);
    }
    return L(keys.front().key);
}

/// The value whose key is \a key among \a keys; the first value for an unknown key.
template <typename E, std::size_t N> E choiceValue(const std::array<ChoiceKey<E>, N> &keys, const QString &key)
{
    for (const ChoiceKey<E> &k : keys) {
        if (key == QLatin1String(k.key))
            return k.value;
    }
    return keys.front().value;
}

constexpr std::array throughputModeKeys { ChoiceKey { ThroughputMode::Measured, "measured" },
    ChoiceKey { ThroughputMode::Modelled, "modelled" } };
constexpr std::array costModeKeys { ChoiceKey { CostMode::Rent, "rent" }, ChoiceKey { CostMode::Buy, "buy" } };
constexpr std::array priceBasisKeys { ChoiceKey { PriceBasis::GpuHour, "gpu_hour" },
    ChoiceKey { PriceBasis::NodeHour, "node_hour" }, ChoiceKey { PriceBasis::NodeMonth, "node_month" } };
constexpr std::array billingModeKeys { ChoiceKey { BillingMode::Hourly, "hourly" },
    ChoiceKey { BillingMode::Committed, "committed" }, ChoiceKey { BillingMode::Spot, "spot" } };
constexpr std::array taskSizeKeys { ChoiceKey { TaskSize::Stated, "stated" }, ChoiceKey { TaskSize::Node, "node" } };

/// A choice field over the enum \a expr, spelt with \a keys (the first one the default).
#define BE_CHOICE(expr, keys)                                                                                          \
    [](const Scenario &s, std::size_t) { return choiceKey(keys, s.expr); },                                            \
        [](Scenario &s, std::size_t, const QString &v) { s.expr = choiceValue(keys, v); }

const std::array fieldRegistry {
    Field { "name", ParamGroup::General, none, FieldKind::Text, maxNameLength, nullptr,
        QT_TRANSLATE_NOOP("Parameter", "&Name"),
        QT_TRANSLATE_NOOP(
            "Parameter", "Name: what the preset is called in the window's title, the reports and the file list."),
        BE_TEXT(name) },
    Field { "description", ParamGroup::General, none, FieldKind::Text, maxDescriptionLength, nullptr,
        QT_TRANSLATE_NOOP("Parameter", "Description"),
        QT_TRANSLATE_NOOP("Parameter", "Description: where the figures come from, in the author's words."),
        BE_TEXT(description) },
    Field { "author", ParamGroup::General, none, FieldKind::Text, maxNameLength, nullptr,
        QT_TRANSLATE_NOOP("Parameter", "Author"), QT_TRANSLATE_NOOP("Parameter", "Author: who wrote the preset."),
        BE_TEXT(author) },
    Field { "date", ParamGroup::General, none, FieldKind::Text, maxNameLength, nullptr,
        QT_TRANSLATE_NOOP("Parameter", "Date"),
        QT_TRANSLATE_NOOP("Parameter", "Date: when the figures were gathered (free text, e.g. 2026-11-29)."),
        BE_TEXT(date) },
    Field { "currency", ParamGroup::General, none, FieldKind::Currency, 3, nullptr,
        QT_TRANSLATE_NOOP("Parameter", "Currency"),
        QT_TRANSLATE_NOOP("Parameter", "Currency: the currency of the preset's plain-number amounts."),
        BE_TEXT(currency) },
    Field { "display_currency", ParamGroup::General, none, FieldKind::Currency, 3, nullptr,
        QT_TRANSLATE_NOOP("Parameter", "Display currency"),
        QT_TRANSLATE_NOOP("Parameter",
            "Display currency: the currency results are shown in when the preset opens; absent, the preset's own "
            "currency. Choosing another currency with a rate in the window is a view choice, written with the next "
            "save."),
        BE_TEXT(displayCurrency) },
    Field { "model.name", ParamGroup::Memory, none, FieldKind::Text, maxNameLength, nullptr,
        QT_TRANSLATE_NOOP("Parameter", "Model"),
        QT_TRANSLATE_NOOP("Parameter", "Model: the open-weight model being served."), BE_TEXT(model.name) },
    Field { "model.weights_format", ParamGroup::Memory, none, FieldKind::Text, maxNameLength, nullptr,
        QT_TRANSLATE_NOOP("Parameter", "Weights format"),
        QT_TRANSLATE_NOOP("Parameter",
            "Weights format: the number format of the weights (MXFP4 for Kimi K3.1 Pro); MXFP4 on a GPU without "
            "native MXFP4 is dequantized, which costs memory and speed."),
        BE_TEXT(model.weightsFormat),
        BE_FIELD_TO(c.weightsMxfp4 = s.model.weightsFormat.compare(QLatin1String("MXFP4"), Qt::CaseInsensitive) == 0;
                    c.dequantization = c.weightsMxfp4 && !c.nativeMxfp4) },
    Field { "hardware.gpu", ParamGroup::Hardware, none, FieldKind::Text, maxNameLength, nullptr,
        QT_TRANSLATE_NOOP("Parameter", "GPU type"),
        QT_TRANSLATE_NOOP("Parameter", "GPU type: the GPU model of the node (B300, B200, H200, ...)."),
        [](const Scenario &s, std::size_t) { return s.hardware.gpu; },
        // Renaming the GPU keeps the capacity figures marked as the old GPU's (gpuchoice.h).
        [](Scenario &s, std::size_t, const QString &v) { setGpuName(s, v); } },
    Field { "hardware.native_mxfp4", ParamGroup::Hardware, none, FieldKind::Flag, 0, nullptr,
        QT_TRANSLATE_NOOP("Parameter", "Native MXFP4"),
        QT_TRANSLATE_NOOP("Parameter",
            "Native MXFP4: the GPU computes in MXFP4 itself (Blackwell: B200, B300); without it MXFP4 weights are "
            "dequantized."),
        [](const Scenario &s, std::size_t) { return s.hardware.nativeMxfp4 ? L("true") : L("false"); },
        [](Scenario &s, std::size_t, const QString &v) { s.hardware.nativeMxfp4 = v == QLatin1String("true"); },
        BE_FIELD_TO(c.nativeMxfp4 = s.hardware.nativeMxfp4; c.dequantization = c.weightsMxfp4 && !c.nativeMxfp4) },
    Field { "hardware.evidence", ParamGroup::Hardware, none, FieldKind::Choice, 0, "measured|imported|typed|estimated",
        QT_TRANSLATE_NOOP("Parameter", "Capacity figures from"),
        QT_TRANSLATE_NOOP("Parameter",
            "Capacity figures from: where the decode points and the maximum throughput come from: measured by a "
            "source, imported from benchmark runs, typed by you, or estimated."),
        [](const Scenario &s, std::size_t) { return evidenceSourceKey(s.hardware.evidence); },
        [](Scenario &s, std::size_t, const QString &v) {
            s.hardware.evidence = evidenceSourceFromKey(v).value_or(EvidenceSource::Measured);
        } },
    Field { "hardware.evidence_gpu", ParamGroup::Hardware, none, FieldKind::Text, maxNameLength, nullptr,
        QT_TRANSLATE_NOOP("Parameter", "Capacity measured on"),
        QT_TRANSLATE_NOOP("Parameter",
            "Capacity measured on: the GPU the decode points and the maximum throughput were measured on; when it "
            "is not the node's GPU, every result says so until you confirm the figures for this GPU."),
        [](const Scenario &s, std::size_t) { return s.hardware.capacityGpu(); },
        [](Scenario &s, std::size_t, const QString &v) {
            s.hardware.evidenceGpu = sameGpu(v, s.hardware.gpu) ? QString() : v;
        } },
    Field { "hardware.evidence_confirmed", ParamGroup::Hardware, none, FieldKind::Flag, 0, nullptr,
        QT_TRANSLATE_NOOP("Parameter", "Capacity confirmed for this GPU"),
        QT_TRANSLATE_NOOP("Parameter",
            "Capacity confirmed for this GPU: you accept the decode points and the maximum throughput measured on "
            "another GPU as this GPU's (choosing another GPU clears it)."),
        [](const Scenario &s, std::size_t) { return s.hardware.evidenceConfirmed ? L("true") : L("false"); },
        [](Scenario &s, std::size_t, const QString &v) { s.hardware.evidenceConfirmed = v == QLatin1String("true"); } },
    Field { "operation.throughput_mode", ParamGroup::Operation, none, FieldKind::Choice, 0, "measured|modelled",
        QT_TRANSLATE_NOOP("Parameter", "Throughput from"),
        QT_TRANSLATE_NOOP("Parameter",
            "Throughput from: measured takes the typed sustained throughput and checks it against the capacity; "
            "modelled derives it from the decode curve at the operating concurrency."),
        BE_CHOICE(operation.throughputMode, throughputModeKeys),
        BE_FIELD_TO(c.throughputMode = s.operation.throughputMode) },
    Field { "cost.mode", ParamGroup::Hardware, none, FieldKind::Choice, 0, "rent|buy",
        QT_TRANSLATE_NOOP("Parameter", "Rent or buy"),
        QT_TRANSLATE_NOOP("Parameter",
            "Rent or buy: rent pays the GPU price for every hour the node is on; buy writes the capex off every "
            "hour of the month and pays power only while the node is on."),
        BE_CHOICE(cost.mode, costModeKeys), BE_FIELD_TO(c.mode = s.cost.mode) },
    Field { "cost.price_per", ParamGroup::Rent, none, FieldKind::Choice, 0, "gpu_hour|node_hour|node_month",
        QT_TRANSLATE_NOOP("Parameter", "Price &stated per"),
        QT_TRANSLATE_NOOP("Parameter",
            "Price stated per: whether the GPU price is typed and shown per GPU-hour, or for the whole node per hour "
            "or per month (Modal's $56.79 an hour for 8xB300, CNY 190k a month in China); the model divides a node "
            "price by the GPU count (and a month's by the hours in a month)."),
        BE_CHOICE(cost.priceBasis, priceBasisKeys) },
    Field { "cost.gpu_hour.currency", ParamGroup::Rent, none, FieldKind::Currency, 3, nullptr,
        QT_TRANSLATE_NOOP("Parameter", "GPU price currency"),
        QT_TRANSLATE_NOOP("Parameter", "GPU price currency: the currency the GPU-hour price is stated in."),
        BE_TEXT(cost.gpuHour.currency) },
    Field { "cost.buy.capex.currency", ParamGroup::Buy, none, FieldKind::Currency, 3, nullptr,
        QT_TRANSLATE_NOOP("Parameter", "Capex currency"),
        QT_TRANSLATE_NOOP("Parameter", "Capex currency: the currency the purchase price is stated in."),
        BE_TEXT(cost.buy.capex.currency) },
    Field { "cost.buy.tariff_per_kwh.currency", ParamGroup::Buy, none, FieldKind::Currency, 3, nullptr,
        QT_TRANSLATE_NOOP("Parameter", "Tariff currency"),
        QT_TRANSLATE_NOOP("Parameter", "Tariff currency: the currency the electricity tariff is stated in."),
        BE_TEXT(cost.buy.tariffPerKwh.currency) },
    Field { "cost.overheads[].label", ParamGroup::Overheads, Collection::Overheads, FieldKind::Text, maxNameLength,
        nullptr, QT_TRANSLATE_NOOP("Parameter", "Line"),
        QT_TRANSLATE_NOOP("Parameter", "Line: what the overhead pays for."), BE_ITEM_TEXT(cost.overheads, label) },
    Field { "cost.overheads[].monthly.currency", ParamGroup::Overheads, Collection::Overheads, FieldKind::Currency, 3,
        nullptr, QT_TRANSLATE_NOOP("Parameter", "Currency"),
        QT_TRANSLATE_NOOP("Parameter", "Currency: the currency of this overhead line's amount."),
        BE_ITEM_TEXT(cost.overheads, monthly.currency) },
    Field { "offers[].provider", ParamGroup::Offers, Collection::Offers, FieldKind::Text, maxNameLength, nullptr,
        QT_TRANSLATE_NOOP("Parameter", "Provider"), QT_TRANSLATE_NOOP("Parameter", "Provider: who sells the API."),
        BE_ITEM_TEXT(offers, provider) },
    Field { "offers[].model", ParamGroup::Offers, Collection::Offers, FieldKind::Text, maxNameLength, nullptr,
        QT_TRANSLATE_NOOP("Parameter", "API model"),
        QT_TRANSLATE_NOOP("Parameter", "API model: the model name the provider bills."), BE_ITEM_TEXT(offers, model) },
    Field { "offers[].currency", ParamGroup::Offers, Collection::Offers, FieldKind::Currency, 3, nullptr,
        QT_TRANSLATE_NOOP("Parameter", "Offer currency"),
        QT_TRANSLATE_NOOP("Parameter", "Offer currency: the currency the offer's prices are stated in."),
        BE_ITEM_TEXT(offers, currency) },
    Field { "offers[].as_of", ParamGroup::Offers, Collection::Offers, FieldKind::Text, maxNameLength, nullptr,
        QT_TRANSLATE_NOOP("Parameter", "As of"), QT_TRANSLATE_NOOP("Parameter", "As of: when the price was published."),
        BE_ITEM_TEXT(offers, asOf) },
    Field { "offers[].source", ParamGroup::Offers, Collection::Offers, FieldKind::Text, maxSourceLength, nullptr,
        QT_TRANSLATE_NOOP("Parameter", "Source"),
        QT_TRANSLATE_NOOP("Parameter", "Source: where the price was published."), BE_ITEM_TEXT(offers, source) },
    Field { "offers[].enabled", ParamGroup::Offers, Collection::Offers, FieldKind::Flag, 0, nullptr,
        QT_TRANSLATE_NOOP("Parameter", "Compared"),
        QT_TRANSLATE_NOOP("Parameter", "Compared: whether the offer is shown and compared."), BE_OFFER_FLAG(enabled) },
    Field { "offers[].keep_despite_limits", ParamGroup::Offers, Collection::Offers, FieldKind::Flag, 0, nullptr,
        QT_TRANSLATE_NOOP("Parameter", "Kept despite limits"),
        QT_TRANSLATE_NOOP("Parameter",
            "Kept despite limits: whether the offer stays in the cheapest offer when its rate limits cannot carry "
            "the demand's peak or it is slower than the per-user speed target."),
        BE_OFFER_FLAG(keepDespiteLimits) },
    Field { "cost.billing.mode", ParamGroup::Billing, none, FieldKind::Choice, 0, "hourly|committed|spot",
        QT_TRANSLATE_NOOP("Parameter", "Billing"),
        QT_TRANSLATE_NOOP("Parameter",
            "Billing: hourly pays the GPU-hour price for every hour on; committed pays at least the minimum monthly "
            "bill for the whole term, whatever the hours on; spot pays the spot price and loses the interrupted "
            "share of the productive hours."),
        BE_CHOICE(cost.billing.mode, billingModeKeys), BE_FIELD_TO(c.billing = s.cost.billing.mode) },
    Field { "cost.staff.cost_per_fte_month.currency", ParamGroup::Staff, none, FieldKind::Currency, 3, nullptr,
        QT_TRANSLATE_NOOP("Parameter", "Staff cost currency"),
        QT_TRANSLATE_NOOP("Parameter", "Staff cost currency: the currency the cost per FTE-month is stated in."),
        BE_TEXT(cost.staff.costPerFteMonth.currency) },
    Field { "cost.billing.minimum_monthly.currency", ParamGroup::Billing, none, FieldKind::Currency, 3, nullptr,
        QT_TRANSLATE_NOOP("Parameter", "Minimum bill currency"),
        QT_TRANSLATE_NOOP("Parameter", "Minimum bill currency: the currency the minimum monthly bill is stated in."),
        BE_TEXT(cost.billing.minimumMonthly.currency) },
    Field { "cost.billing.minimum_gpu", ParamGroup::Billing, none, FieldKind::Text, maxNameLength, nullptr,
        QT_TRANSLATE_NOOP("Parameter", "Minimum bill stated for"),
        QT_TRANSLATE_NOOP("Parameter",
            "Minimum bill stated for: the GPU the committed minimum monthly bill was stated for; when it is not the "
            "node's GPU, every result says so until you change the minimum."),
        [](const Scenario &s, std::size_t) {
            return s.cost.billing.minimumGpu.isEmpty() ? s.hardware.gpu : s.cost.billing.minimumGpu;
        },
        [](Scenario &s, std::size_t, const QString &v) {
            s.cost.billing.minimumGpu = sameGpu(v, s.hardware.gpu) ? QString() : v;
        } },
    Field { "task.size", ParamGroup::Task, none, FieldKind::Choice, 0, "stated|node",
        QT_TRANSLATE_NOOP("Parameter", "Task size from"),
        QT_TRANSLATE_NOOP("Parameter",
            "Task size from: stated prices the request's input and output tokens as typed; node takes the output "
            "one session produces in the minutes per task (throughput / concurrency x minutes) and r input tokens "
            "per output token, so the API is priced for the same task the node does."),
        BE_CHOICE(task.size, taskSizeKeys), BE_FIELD_TO(c.taskSize = s.task.size) },
    Field { "decision.compliance_beyond_zdr", ParamGroup::Decision, none, FieldKind::Answer, 0, nullptr,
        QT_TRANSLATE_NOOP("Parameter", "Compliance beyond zero data retention"),
        QT_TRANSLATE_NOOP("Parameter",
            "Compliance beyond zero data retention: whether a rule requires more than an API's zero data retention "
            "offers (question 1 of the decision; unanswered until you answer it)."),
        BE_ANSWER(complianceBeyondZdr) },
    Field { "decision.need_weights", ParamGroup::Decision, none, FieldKind::Answer, 0, nullptr,
        QT_TRANSLATE_NOOP("Parameter", "Weights needed"),
        QT_TRANSLATE_NOOP("Parameter",
            "Weights needed: whether you need the weights themselves, to fine-tune or distil (question 2 of the "
            "decision)."),
        BE_ANSWER(needWeights) },
    Field { "decision.idle_hardware_and_team", ParamGroup::Decision, none, FieldKind::Answer, 0, nullptr,
        QT_TRANSLATE_NOOP("Parameter", "Idle hardware and a team"),
        QT_TRANSLATE_NOOP("Parameter",
            "Idle hardware and a team: whether suitable GPUs and people to run them are already on hand (question 3 "
            "of the decision)."),
        BE_ANSWER(idleHardwareAndTeam) },
};
#undef BE_TEXT
#undef BE_CHOICE
#undef BE_ITEM_TEXT
#undef BE_FIELD_TO
#undef BE_ANSWER

#undef TR

QString translated(const char *text)
{
    return text && *text ? QCoreApplication::translate("Parameter", text) : QString();
}

QString withoutMnemonic(QString text)
{
    // "&&" is a literal ampersand; a single '&' marks the mnemonic.
    for (qsizetype i = 0; i < text.size(); ++i) {
        if (text.at(i) == QLatin1Char('&'))
            text.remove(i, 1); // the next character (a second '&' included) is kept
    }
    return text;
}

/// "offers[].output" with index 2: "offers.2.output" (\a bracket false) or "offers[2].output".
QString concretePath(const char *key, Collection collection, std::size_t index, const Scenario *scenario, bool bracket)
{
    QString path = QString::fromLatin1(key);
    const qsizetype at = path.indexOf(QLatin1String("[]"));
    if (at < 0)
        return path;
    if (collection == Collection::Currencies) {
        QString code = QString::number(index);
        if (scenario && index < scenario->fxPerUsd.size())
            code = std::next(scenario->fxPerUsd.begin(), static_cast<std::ptrdiff_t>(index))->first;
        return path.replace(at, 2, QLatin1Char('.') + code);
    }
    return path.replace(at, 2, bracket ? L("[%1]").arg(index) : L(".%1").arg(index));
}

/// A key split at its "[]": "offers[].output" into "offers" and ".output"; a single field's key
/// whole in \a prefix.
struct KeyPattern {
    QLatin1String prefix;
    QLatin1String suffix;
    bool family = false;
};

KeyPattern patternOf(const char *key)
{
    const QLatin1String k(key);
    const qsizetype at = k.indexOf(QLatin1String("[]"));
    if (at < 0)
        return { k, {}, false };
    return { k.left(at), k.mid(at + 2), true };
}

/// Whether \a path names the key of \a pattern ("offers[].output" matches "offers.2.output" and
/// "offers[2].output"; "fx_per_usd[]" matches "fx_per_usd.CNY"); the element it names (empty for
/// a single field). No allocation: --set and the samplers call it per value.
std::optional<QStringView> matchKey(QStringView path, const KeyPattern &pattern)
{
    if (!pattern.family)
        return path == pattern.prefix ? std::optional<QStringView>(QStringView()) : std::nullopt;
    const qsizetype fixed = pattern.prefix.size() + pattern.suffix.size();
    if (path.size() <= fixed + 1 || !path.startsWith(pattern.prefix) || !path.endsWith(pattern.suffix))
        return std::nullopt;
    QStringView element = path.mid(pattern.prefix.size(), path.size() - fixed);
    if (element.startsWith(QLatin1Char('[')) && element.endsWith(QLatin1Char(']')))
        element = element.mid(1, element.size() - 2);
    else if (element.startsWith(QLatin1Char('.')))
        element = element.mid(1);
    else
        return std::nullopt;
    if (element.isEmpty() || element.contains(QLatin1Char('.')))
        return std::nullopt;
    return element;
}

/// The element \a element names in \a collection of \a s, or nothing.
std::optional<std::size_t> elementIndex(const Scenario &s, Collection collection, QStringView element)
{
    if (collection == Collection::None)
        return element.isEmpty() ? std::optional<std::size_t>(0) : std::nullopt;
    if (collection == Collection::Currencies) {
        const auto it = s.fxPerUsd.find(element.toString());
        if (it == s.fxPerUsd.end())
            return std::nullopt;
        return static_cast<std::size_t>(std::distance(s.fxPerUsd.begin(), it));
    }
    bool ok = false;
    const uint index = element.toUInt(&ok);
    if (!ok || index >= collectionSize(s, collection))
        return std::nullopt;
    return index;
}

/// The patterns of \a table's keys, computed once.
template <typename Entry> const std::vector<KeyPattern> &patterns(std::span<const Entry> table)
{
    static const std::vector<KeyPattern> all = [&] {
        std::vector<KeyPattern> out;
        for (const Entry &e : table)
            out.push_back(patternOf(e.key));
        return out;
    }();
    return all;
}

/// The entry of \a table whose key \a path names, and the element; nothing when none does.
template <typename Entry>
std::optional<std::pair<const Entry *, QStringView>> lookUp(std::span<const Entry> table, QStringView path)
{
    const std::vector<KeyPattern> &keys = patterns(table);
    for (std::size_t i = 0; i < keys.size(); ++i) {
        if (const std::optional<QStringView> element = matchKey(path, keys[i]))
            return std::make_pair(&table[i], *element);
    }
    return std::nullopt;
}

/// Why \a v cannot be the concurrency of the decode point \a ref names: the points stay sorted by
/// strictly increasing concurrency, so it must lie strictly between its neighbours'. Nothing for
/// any other parameter.
std::optional<QString> decodeOrderProblem(const Scenario &s, const ParamRef &ref, double v)
{
    if (ref.parameter->collection != Collection::DecodePoints
        || !QLatin1String(ref.parameter->key).endsWith(QLatin1String(".concurrency")))
        return std::nullopt;
    const std::vector<DecodePoint> &points = s.hardware.decodePoints;
    const std::size_t i = ref.index;
    const double below = i > 0 ? points[i - 1].concurrency : 0.0;
    const double above = i + 1 < points.size() ? points[i + 1].concurrency : 0.0;
    if (v > below && (above == 0.0 || v < above))
        return std::nullopt;
    return above == 0.0
        ? Text::tr(
            "%1 is not allowed: the points are ordered by concurrency, so it must be above %2 (the point before)")
              .arg(num(v), num(below))
        : Text::tr("%1 is not allowed: the points are ordered by concurrency, so it must be above %2 and below %3 (the "
                   "points around it)")
              .arg(num(v), num(below), num(above));
}

/// Why a field the team fills (filledByTeam(): the workload's r, the example request, the reasoning
/// tokens, the hybrid day) cannot be set while \a s has a team (teamdemand.h): the team is its source.
/// Nothing for any other field, or without a team.
std::optional<QString> teamFilledProblem(const Scenario &s, const ParamRef &ref)
{
    if (!s.demand.team || !filledByTeam(*ref.parameter))
        return std::nullopt;
    //: %1 is a preset key ("demand.team.people"). Keys stay as they are.
    return Text::tr("the team (demand.team) sets it: change the team's fields, or remove the team (%1=none)")
        .arg(param::teamPeople.path());
}

/// The noun a choice field's \a key makes in messages ("cost.mode": "cost mode"), translated; for a
/// key not listed here, the key's words.
QString choiceNoun(const char *key)
{
    static constexpr std::pair<const char *, const char *> nouns[] = {
        { "cost.mode", QT_TRANSLATE_NOOP("PresetReader", "cost mode") },
        { "operation.throughput_mode", QT_TRANSLATE_NOOP("PresetReader", "operation throughput mode") },
        { "cost.price_per", QT_TRANSLATE_NOOP("PresetReader", "cost price per") },
        { "cost.billing.mode", QT_TRANSLATE_NOOP("PresetReader", "cost billing mode") },
        { "task.size", QT_TRANSLATE_NOOP("PresetReader", "task size") },
    };
    for (const auto &[k, noun] : nouns) {
        if (qstrcmp(k, key) == 0)
            return Text::tr(noun);
    }
    QString words = QString::fromLatin1(key);
    return words.replace(QLatin1Char('.'), QLatin1Char(' ')).replace(QLatin1Char('_'), QLatin1Char(' '));
}

/// Levenshtein distance, case-insensitive.
int editDistance(QStringView a, QStringView b)
{
    std::vector<int> row(static_cast<std::size_t>(b.size()) + 1);
    for (std::size_t j = 0; j < row.size(); ++j)
        row[j] = static_cast<int>(j);
    for (qsizetype i = 1; i <= a.size(); ++i) {
        int diagonal = row[0];
        row[0] = static_cast<int>(i);
        for (qsizetype j = 1; j <= b.size(); ++j) {
            const int above = row[static_cast<std::size_t>(j)];
            const bool same = a.at(i - 1).toLower() == b.at(j - 1).toLower();
            row[static_cast<std::size_t>(j)]
                = std::min({ above + 1, row[static_cast<std::size_t>(j - 1)] + 1, diagonal + (same ? 0 : 1) });
            diagonal = above;
        }
    }
    return row.back();
}

} // namespace

// --- Domain ------------------------------------------------------------------------------------

bool Domain::contains(double v) const
{
    if (!std::isfinite(v))
        return false;
    if (v < min || (minOpen && v == min) || v > max || (maxOpen && v == max))
        return false;
    if (whole && v != std::floor(v))
        return false;
    return !(v > 0.0 && v < minNonZero);
}

QString Domain::describe() const
{
    const auto bound = [](double v) { return v == maxMagnitude ? L("1e15") : QString::number(v, 'f', 0); };
    QString text;
    if (whole || (!minOpen && !maxOpen && max <= 1.0))
        text = L("%1..%2").arg(num(min), num(max));
    else if (max == maxMagnitude)
        //: The values a field allows, "above 0, at most 1e15"; completes "it must be %1".
        text = (minOpen ? Text::tr("above %1, at most %2") : Text::tr("%1 or more, at most %2"))
                   .arg(num(min), bound(max));
    else
        //: The values a field allows, "above 0 and at most 24"; completes "it must be %1".
        text = (minOpen ? Text::tr("above %1 and at most %2") : Text::tr("%1 or more, at most %2"))
                   .arg(num(min), num(max));
    if (note)
        text += QLatin1Char(' ') + Text::tr(note); // "(31 days)", marked where the domain is defined
    return text;
}

double Domain::clamp(double v) const
{
    if (!std::isfinite(v))
        v = min;
    double lo = min;
    if (minOpen)
        lo = min == 0.0 ? minNonZero : std::nextafter(min, max);
    double hi = maxOpen ? std::nextafter(max, min) : max;
    v = std::clamp(v, lo, hi);
    if (v > 0.0 && v < minNonZero)
        v = v < minNonZero / 2 && !minOpen && min <= 0.0 ? 0.0 : minNonZero;
    if (whole) {
        v = std::round(v);
        v = std::clamp(v, std::ceil(lo), std::floor(hi));
    }
    return v;
}

std::optional<QString> Domain::problem(double v) const
{
    if (contains(v))
        return std::nullopt; // the common case, without building a message
    if (!std::isfinite(v))
        return Text::tr("%1 is not a finite number").arg(num(v));
    const QString allowed = describe();
    if (whole && v != std::floor(v))
        //: %2 is the allowed range, "1..1000000".
        return Text::tr("%1 is not a whole number (%2)").arg(num(v), allowed);
    // Denormal and tiny values are refused: they are no real figure, and as divisors (a rate, a
    // throughput, a number of years) they turn every derived figure into infinity.
    if (v > 0.0 && v < minNonZero) {
        const bool zeroAllowed = min <= 0.0 && !(minOpen && min == 0.0);
        return zeroAllowed ? Text::tr("%1 is not allowed: it must be 0 or at least 0.000001").arg(num(v))
                           : Text::tr("%1 is not allowed: it must be at least 0.000001").arg(num(v));
    }
    // "1.7 is outside 0..1" for intervals; "0 is not allowed: it must be above 0" otherwise.
    //: %2 is an interval, "0..1".
    return allowed.contains(QLatin1String("..")) ? Text::tr("%1 is outside %2").arg(num(v), allowed)
                                                 //: %2 is the values allowed, "above 0, at most 1e15".
                                                 : Text::tr("%1 is not allowed: it must be %2").arg(num(v), allowed);
}

// --- Parameter ---------------------------------------------------------------------------------

QString Parameter::path(std::size_t index, const Scenario *scenario) const
{
    return concretePath(key, collection, index, scenario, false);
}

QString Parameter::errorPath(std::size_t index, const Scenario *scenario) const
{
    return concretePath(key, collection, index, scenario, true);
}

QString Parameter::label() const { return translated(rawLabel); }
QString Parameter::plainLabel() const { return withoutMnemonic(label()); }
QString Parameter::description() const { return translated(rawDescription); }
QString Parameter::fileUnit() const
{
    const QString shown = QString::fromUtf8(rawUnit);
    if (displayScale == 1.0)
        return shown;
    if (displayScale == 100.0 && shown == QLatin1String("%"))
        return QStringLiteral("fraction");
    return QStringLiteral("%1 / %2").arg(shown, QString::number(displayScale, 'g', 6));
}

QString Parameter::unitText() const { return translated(rawUnit); }
QString Parameter::noneLabel() const { return translated(rawNone); }

QString Parameter::currencyOf(const Scenario &s, std::size_t index) const
{
    if (!money)
        return {};
    if (this == &param::gpuHour)
        return s.cost.gpuHour.currency;
    if (this == &param::capex)
        return s.cost.buy.capex.currency;
    if (this == &param::tariffPerKwh)
        return s.cost.buy.tariffPerKwh.currency;
    if (this == &param::staffCostPerFteMonth)
        return s.cost.staff.costPerFteMonth.currency;
    if (this == &param::minimumMonthly)
        return s.cost.billing.minimumMonthly.currency;
    if (this == &param::reservedGpuHour)
        return s.cost.reservedGpuHour ? s.cost.reservedGpuHour->currency : s.cost.gpuHour.currency;
    if (this == &param::spotGpuHour)
        return s.cost.spotGpuHour ? s.cost.spotGpuHour->currency : s.cost.gpuHour.currency;
    if (collection == Collection::Overheads)
        return index < s.cost.overheads.size() ? s.cost.overheads[index].monthly.currency : QString();
    if (collection == Collection::Offers)
        return index < s.offers.size() ? s.offers[index].currency : QString();
    return {};
}

std::size_t Parameter::count(const Scenario &s) const { return collectionSize(s, collection); }

std::span<const Parameter> parameters() { return registry; }

const Parameter *findParameter(QStringView path)
{
    const auto found = lookUp(parameters(), path);
    return found && found->first->collection == Collection::None ? found->first : nullptr;
}

const Parameter &parameter(QStringView path)
{
    const Parameter *p = findParameter(path);
    Q_ASSERT_X(p, "parameter", "not a parameter path");
    return p ? *p : registry.front();
}

const Parameter &exchangeRateParameter() { return param::exchangeRate; }

std::optional<ParamRef> resolveParameter(const Scenario &scenario, QStringView path)
{
    const auto found = lookUp(parameters(), path);
    if (!found)
        return std::nullopt;
    const std::optional<std::size_t> element = elementIndex(scenario, found->first->collection, found->second);
    if (!element)
        return std::nullopt;
    return ParamRef { found->first, *element };
}

// --- Field -------------------------------------------------------------------------------------

QString Field::path(std::size_t index) const { return concretePath(key, collection, index, nullptr, false); }
std::size_t Field::count(const Scenario &s) const { return collectionSize(s, collection); }
QString Field::label() const { return translated(rawLabel); }
QString Field::plainLabel() const { return withoutMnemonic(label()); }
QString Field::description() const { return translated(rawDescription); }
QStringList Field::choiceList() const { return choices ? L(choices).split(QLatin1Char('|')) : QStringList(); }

std::optional<QString> Field::problem(const Scenario &scenario, const QString &value) const
{
    switch (kind) {
    case FieldKind::Text:
        if (value.size() > maxLength)
            return Text::tr("%1 characters are not allowed: it must be at most %2 characters")
                .arg(value.size())
                .arg(maxLength);
        return std::nullopt;
    case FieldKind::Flag:
        if (value != QLatin1String("true") && value != QLatin1String("false"))
            return Text::tr("\"%1\" is not true or false").arg(value);
        return std::nullopt;
    case FieldKind::Answer:
        if (!value.isEmpty() && value != QLatin1String("true") && value != QLatin1String("false"))
            //: none, true and false are what the command line takes, kept as they are.
            return Text::tr("\"%1\" is not true, false or none (unanswered)").arg(value);
        return std::nullopt;
    case FieldKind::Choice:
        if (!choiceList().contains(value)) {
            // "\"lease\" is not a cost mode (expected \"rent\" or \"buy\")"
            const QString noun = choiceNoun(key);
            const QStringList allowed = choiceList();
            if (allowed.size() == 2)
                //: %2 names the field, "cost mode"; %3 and %4 are the values the file may hold, kept as they are.
                return Text::tr("\"%1\" is not a %2 (expected \"%3\" or \"%4\")")
                    .arg(value, noun, allowed.at(0), allowed.at(1));
            if (allowed.size() == 3)
                //: %2 names the field, "cost billing mode"; %3, %4 and %5 are the values the file may hold.
                return Text::tr("\"%1\" is not a %2 (expected \"%3\" or \"%4\" or \"%5\")")
                    .arg(value, noun, allowed.at(0), allowed.at(1), allowed.at(2));
            //: %2 names the field; %3 lists the values the file may hold.
            return Text::tr("\"%1\" is not a %2 (expected one of: %3)").arg(value, noun, allowed.join(L(", ")));
        }
        return std::nullopt;
    case FieldKind::Currency:
        if (value.isEmpty() && QLatin1String(key) == QLatin1String("display_currency"))
            return std::nullopt; // no display currency: the preset's own
        if (!scenario.fxRate(value))
            return unknownCurrency(scenario, value);
        return std::nullopt;
    }
    return std::nullopt;
}

std::span<const Field> fields() { return fieldRegistry; }

void notCompiled(CompiledScenario &, std::size_t, double) { }

const Field *findField(QStringView path)
{
    const auto found = lookUp(fields(), path);
    return found && found->first->collection == Collection::None ? found->first : nullptr;
}

std::optional<FieldRef> resolveField(const Scenario &scenario, QStringView path)
{
    const auto found = lookUp(fields(), path);
    if (!found)
        return std::nullopt;
    const std::optional<std::size_t> element = elementIndex(scenario, found->first->collection, found->second);
    if (!element)
        return std::nullopt;
    return FieldRef { found->first, *element };
}

QString gpuPriceLabel(const Scenario &scenario)
{
    switch (scenario.cost.priceBasis) {
    case PriceBasis::NodeHour:
        return QCoreApplication::translate("Parameter", "Node &price per hour");
    case PriceBasis::NodeMonth:
        return QCoreApplication::translate("Parameter", "Node &price per month");
    case PriceBasis::GpuHour:
        break;
    }
    return param::gpuHour.label();
}

QString gpuPriceUnit(const Scenario &scenario)
{
    switch (scenario.cost.priceBasis) {
    case PriceBasis::NodeHour:
        //: The unit of a whole node's price per hour, after a currency code: "USD/node-hour".
        return QCoreApplication::translate("Parameter", "/node-hour");
    case PriceBasis::NodeMonth:
        //: The unit of a whole node's price per month, after a currency code: "CNY/node-month".
        return QCoreApplication::translate("Parameter", "/node-month");
    case PriceBasis::GpuHour:
        break;
    }
    return param::gpuHour.unitText();
}

QString unknownCurrency(const Scenario &scenario, const QString &code)
{
    //: %1 is a currency code; %2 lists the known ones, "USD, CNY"; fx_per_usd is a JSON key.
    return Text::tr("unknown currency \"%1\" (known: %2; add it to fx_per_usd)").arg(code, scenario.knownCurrencies());
}

QString groupLabel(ParamGroup group)
{
    switch (group) {
    case ParamGroup::General:
        return QCoreApplication::translate("Parameter", "General");
    case ParamGroup::Operation:
        return QCoreApplication::translate("Parameter", "Operation");
    case ParamGroup::Workload:
        return QCoreApplication::translate("Parameter", "Workload");
    case ParamGroup::Hardware:
        return QCoreApplication::translate("Parameter", "Hardware");
    case ParamGroup::Rent:
        return QCoreApplication::translate("Parameter", "Renting");
    case ParamGroup::Buy:
        return QCoreApplication::translate("Parameter", "Buying");
    case ParamGroup::Memory:
        return QCoreApplication::translate("Parameter", "Memory");
    case ParamGroup::Offers:
        return QCoreApplication::translate("Parameter", "API offers");
    case ParamGroup::Overheads:
        return QCoreApplication::translate("Parameter", "Monthly overheads");
    case ParamGroup::Staff:
        return QCoreApplication::translate("Parameter", "Staff");
    case ParamGroup::Billing:
        return QCoreApplication::translate("Parameter", "Billing");
    case ParamGroup::Financing:
        return QCoreApplication::translate("Parameter", "Financing");
    case ParamGroup::Horizon:
        return QCoreApplication::translate("Parameter", "Horizon");
    case ParamGroup::Task:
        return QCoreApplication::translate("Parameter", "Task");
    case ParamGroup::Team:
        return QCoreApplication::translate("Parameter", "Team");
    case ParamGroup::Hybrid:
        return QCoreApplication::translate("Parameter", "Hybrid day");
    case ParamGroup::Decision:
        return QCoreApplication::translate("Parameter", "Decision");
    }
    return {};
}

std::size_t collectionSize(const Scenario &s, Collection c)
{
    switch (c) {
    case Collection::None:
        return 1;
    case Collection::Offers:
        return s.offers.size();
    case Collection::Overheads:
        return s.cost.overheads.size();
    case Collection::Currencies:
        return s.fxPerUsd.size();
    case Collection::DecodePoints:
        return s.hardware.decodePoints.size();
    case Collection::Hours:
        return s.hybrid ? static_cast<std::size_t>(hoursInDay) : 0;
    }
    return 0;
}

bool editedInPanel(ParamGroup group) { return group != ParamGroup::Hybrid && group != ParamGroup::Decision; }

bool appliesTo(ParamGroup group, const Scenario &scenario)
{
    if (group == ParamGroup::Rent || group == ParamGroup::Billing)
        return scenario.cost.mode == CostMode::Rent;
    if (group == ParamGroup::Buy || group == ParamGroup::Financing)
        return scenario.cost.mode == CostMode::Buy;
    if (group == ParamGroup::Team)
        return scenario.demand.team.has_value();
    return true;
}

// --- By path -----------------------------------------------------------------------------------

QStringList childKeys(QStringView parent)
{
    QStringList keys;
    const auto add = [&](const char *key) {
        const QString k = QString::fromLatin1(key);
        QString rest;
        if (parent.isEmpty())
            rest = k;
        else if (k.startsWith(parent) && k.size() > parent.size() && k.at(parent.size()) == QLatin1Char('.'))
            rest = k.mid(parent.size() + 1);
        else
            return;
        QString child = rest.section(QLatin1Char('.'), 0, 0);
        child.remove(QLatin1String("[]"));
        if (!keys.contains(child))
            keys << child;
    };
    for (const Parameter &p : registry)
        add(p.key);
    for (const Field &f : fieldRegistry)
        add(f.key);
    return keys;
}

namespace {

/// Whether the `ranges` key \a key names the parameter \a ref.
bool namesParameter(const Scenario &scenario, const QString &key, const ParamRef &ref)
{
    const std::optional<ParamRef> named = resolveParameter(scenario, key);
    return named && named->parameter == ref.parameter && named->index == ref.index;
}

} // namespace

const Range *rangeOf(const Scenario &scenario, const ParamRef &ref)
{
    for (const auto &[key, range] : scenario.ranges) {
        if (namesParameter(scenario, key, ref))
            return &range;
    }
    return nullptr;
}

void setMovingRange(Scenario &scenario, const ParamRef &ref, std::optional<double> value)
{
    const std::optional<double> before = ref.get(scenario);
    ref.set(scenario, value);
    if (!before || !value || *before == *value)
        return;
    const Parameter &p = *ref.parameter;
    for (auto &[key, range] : scenario.ranges) {
        if (!namesParameter(scenario, key, ref))
            continue;
        const bool ratio = p.scale == SliderScale::Logarithmic && *before > 0.0 && *value > 0.0;
        const auto moved = [&](double bound) {
            return p.domain.clamp(ratio ? bound * (*value / *before) : bound + (*value - *before));
        };
        range.low = moved(range.low);
        range.high = moved(range.high);
    }
}

QStringList nearestPaths(QStringView typed, int count)
{
    // No known path is near a text many times its length; comparing all of it would only take time.
    const QStringView path = typed.left(100);
    std::vector<std::pair<int, QString>> scored;
    const auto add = [&](const char *key, Collection collection) {
        const QString known = concretePath(key, collection, 0, nullptr, false);
        scored.emplace_back(editDistance(path, known), known);
    };
    for (const Parameter &p : registry)
        add(p.key, p.collection);
    for (const Field &f : fieldRegistry)
        add(f.key, f.collection);
    std::stable_sort(scored.begin(), scored.end(), [](const auto &a, const auto &b) { return a.first < b.first; });
    QStringList out;
    for (const auto &[distance, known] : scored) {
        if (out.size() == count)
            break;
        out << known;
    }
    return out;
}

namespace {

/// Why \a path, which names an element of a list the format has (`cost.overheads.0.monthly`,
/// `fx_per_usd.XYZ`), names none of \a scenario's: suggesting the path itself as the nearest
/// would not help. Nothing when \a path names no list of the format.
std::optional<QString> missingElementProblem(const Scenario &scenario, QStringView path)
{
    std::optional<Collection> collection;
    if (const auto p = lookUp(parameters(), path))
        collection = p->first->collection;
    else if (const auto f = lookUp(fields(), path))
        collection = f->first->collection;
    if (!collection || *collection == Collection::None)
        return std::nullopt;
    if (*collection == Collection::Currencies)
        //: fx_per_usd.USD and fx_per_usd.BRL are paths of the preset: they stay as they are.
        return Text::tr("no such rate: fx_per_usd.USD is 1 by definition, and a new rate needs a currency's "
                        "three-letter code (fx_per_usd.BRL)");
    const std::size_t size = collectionSize(scenario, *collection);
    if (size == 0)
        return Text::tr("no such element: this preset's list is empty (add one in the file or in the window)");
    return Text::tr("no such element: this preset's list runs from 0 to %1").arg(size - 1);
}

} // namespace

std::optional<QString> setByPath(Scenario &scenario, QStringView path, QStringView value)
{
    const QStringView text = value.trimmed();
    if (const std::optional<ParamRef> ref = resolveParameter(scenario, path)) {
        const Parameter &p = *ref->parameter;
        if (std::optional<QString> problem = teamFilledProblem(scenario, *ref)) {
            // The team's own figure again changes nothing (an inputs.csv row set back): not refused.
            const std::optional<double> current = ref->get(scenario);
            bool same = false;
            if (text == QLatin1String("none") || text == QLatin1String("null")) {
                same = !current.has_value();
            } else {
                bool ok = false;
                const double v = text.toDouble(&ok);
                same = ok && current.has_value() && *current == v;
            }
            if (same)
                return std::nullopt;
            return problem;
        }
        if (text == QLatin1String("none") || text == QLatin1String("null")) {
            if (!p.optional)
                //: %1 is the value given ("none"); %2 the values allowed.
                return Text::tr("\"%1\" is not allowed: the field is required (a number, %2)")
                    .arg(text.toString(), p.domain.describe());
            ref->set(scenario, std::nullopt);
            return std::nullopt;
        }
        bool ok = false;
        const double v = text.toDouble(&ok);
        if (!ok)
            //: %1 is the value given; %2 the values allowed, "0..1".
            return Text::tr("\"%1\" is not a finite number (%2)").arg(value.toString(), p.domain.describe());
        if (std::optional<QString> problem = p.domain.problem(v))
            return problem;
        if (std::optional<QString> problem = decodeOrderProblem(scenario, *ref, v))
            return problem;
        setMovingRange(scenario, *ref, v);
        return std::nullopt;
    }
    if (const std::optional<FieldRef> ref = resolveField(scenario, path)) {
        // Text is taken as typed; codes, flags and choices without surrounding blanks; an answer of
        // none is unanswered.
        QString v = ref->field->kind == FieldKind::Text ? value.toString() : text.toString();
        if (ref->field->kind == FieldKind::Answer && (v == QLatin1String("none") || v == QLatin1String("null")))
            v.clear();
        if (std::optional<QString> problem = ref->field->problem(scenario, v))
            return problem;
        ref->field->set(scenario, ref->index, v);
        return std::nullopt;
    }
    // A rate for a currency the preset does not have yet adds it (`--set fx_per_usd.BRL=5.4`).
    const QLatin1String fx("fx_per_usd.");
    if (path.startsWith(fx) && isCurrencyCode(path.mid(fx.size()).toString())
        && path.mid(fx.size()) != QLatin1String("USD")) {
        const Domain &domain = exchangeRateParameter().domain;
        bool ok = false;
        const double v = text.toDouble(&ok);
        if (!ok)
            return Text::tr("\"%1\" is not a finite number (%2)").arg(value.toString(), domain.describe());
        if (std::optional<QString> problem = domain.problem(v))
            return problem;
        scenario.fxPerUsd[path.mid(fx.size()).toString()] = v;
        return std::nullopt;
    }
    if (std::optional<QString> problem = missingElementProblem(scenario, path))
        return problem;
    const QStringList near = nearestPaths(path);
    //: %1 lists known paths, "cost.gpu_hour, cost.buy.capex"; they stay as they are.
    return Text::tr("no such field in the preset (nearest: %1)").arg(near.join(L(", ")));
}

QString parameterReference()
{
    // A family's path as the format documents it: offers[i].output, fx_per_usd.CODE.
    const auto docPath = [](const char *key, Collection collection) {
        QString path = QString::fromLatin1(key);
        return collection == Collection::Currencies ? path.replace(QLatin1String("[]"), QLatin1String(".CODE"))
                                                    : path.replace(QLatin1String("[]"), QLatin1String("[i]"));
    };
    const Scenario defaults;
    Scenario withTeam;
    withTeam.demand.team.emplace();
    const auto english = [](const char *text) { return QString::fromUtf8(text); };
    QStringList lines { L("| path | type | valid values | default | shown in | meaning |"),
        L("|---|---|---|---|---|---|") };
    for (const Parameter &p : parameters()) {
        const QString type = p.money ? L("money") : p.domain.whole ? L("whole number") : L("number");
        QString fallback;
        if (p.required)
            fallback = L("**required**");
        else if (p.group == ParamGroup::Team)
            // Each field of a team is optional in a team; the team itself is none by default.
            fallback
                = L("%1 in a team; none (%2)").arg(QString::number(*p.get(withTeam, 0), 'g', 15), english(p.rawNone));
        else if (p.optional)
            fallback = L("none (%1)").arg(english(p.rawNone));
        else if (p.collection == Collection::None)
            fallback = QString::number(*p.get(defaults, 0), 'g', 15);
        if (p.money && p.collection == Collection::None)
            fallback += L(" %1").arg(p.currencyOf(defaults));
        QString meaning = english(p.rawDescription);
        meaning.replace(QLatin1Char('|'), QLatin1String("\\|"));
        lines << L("| `%1` | %2%3 | %4 | %5 | %6 | %7 |")
                     .arg(docPath(p.key, p.collection), type, p.optional ? L(" or null") : QString(),
                         p.domain.describe(), fallback.trimmed(),
                         p.displayScale == 1.0 ? english(p.rawUnit)
                                               : QString::fromUtf8("%1 (the file's value × %2)")
                                                     .arg(english(p.rawUnit), QString::number(p.displayScale, 'g', 6)),
                         meaning);
    }
    for (const Field &f : fields()) {
        QString type;
        QString valid;
        switch (f.kind) {
        case FieldKind::Text:
            type = L("string");
            valid = L("at most %1 characters").arg(f.maxLength);
            break;
        case FieldKind::Flag:
            type = L("boolean");
            valid = L("`true` or `false`");
            break;
        case FieldKind::Answer:
            type = L("boolean or absent");
            valid = L("`true` or `false`; absent: unanswered");
            break;
        case FieldKind::Choice:
            type = L("string");
            valid = L("`\"%1\"`").arg(f.choiceList().join(L("\"` or `\"")));
            break;
        case FieldKind::Currency:
            type = L("string");
            valid = L("a known currency");
            break;
        }
        QString fallback;
        if (f.kind == FieldKind::Answer)
            fallback = L("absent");
        else if (f.collection == Collection::None)
            fallback = L("`\"%1\"`").arg(f.get(defaults, 0));
        lines << L("| `%1` | %2 | %3 | %4 | | %5 |")
                     .arg(docPath(f.key, f.collection), type, valid, fallback, english(f.rawDescription));
    }
    return lines.join(QLatin1Char('\n')) + QLatin1Char('\n');
}

ScenarioChange changeBetween(const Scenario &before, const Scenario &after)
{
    ScenarioChange change;
    for (const Parameter &p : parameters()) {
        if (change.contains(p.group))
            continue;
        const std::size_t n = p.count(before);
        bool changed = n != p.count(after);
        for (std::size_t i = 0; i < n && !changed; ++i)
            changed = p.get(before, i) != p.get(after, i);
        if (changed)
            change.groups |= ScenarioChange::bit(p.group);
    }
    for (const Field &f : fields()) {
        if (change.contains(f.group))
            continue;
        const std::size_t n = f.count(before);
        bool changed = n != f.count(after);
        for (std::size_t i = 0; i < n && !changed; ++i)
            changed = f.get(before, i) != f.get(after, i);
        if (changed)
            change.groups |= ScenarioChange::bit(f.group);
    }
    change.ranges = before.ranges != after.ranges;
    // What the registry does not see (unknown keys, an offer's edit marks, what was left unstated).
    change.other = change.isEmpty() && !(before == after);
    return change;
}

bool Scenario::isDefaulted(const QString &path) const
{
    if (!unstated.contains(path))
        return false;
    static const Scenario defaults;
    if (const std::optional<ParamRef> ref = resolveParameter(*this, path))
        return ref->get(*this) == ref->get(defaults);
    if (const std::optional<FieldRef> ref = resolveField(*this, path))
        return ref->field->get(*this, 0) == ref->field->get(defaults, 0);
    return false;
}

} // namespace breakeven
