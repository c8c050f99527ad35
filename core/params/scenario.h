#pragma once

/// \file scenario.h
/// The inputs of the cost model: one preset file, as plain values (MODEL.md sections 1, 2, 6).
///
/// A Scenario mirrors the preset format field by field, with the raw numbers a person types.
/// Money keeps the currency it was stated in; the model converts to USD through fxPerUsd when
/// it evaluates. Keys the format does not know are kept in the `extra` objects so that a
/// load/save round trip loses nothing.

#include <QJsonObject>
#include <QString>
#include <QStringList>

#include <array>
#include <map>
#include <optional>
#include <utility>
#include <vector>

namespace breakeven {

// The format's limits (docs/preset-format.md, "Limits"): what a preset may hold, so that every
// figure the model derives stays finite and every window, chart and export stays quick.
inline constexpr int maxOffers = 100;       ///< entries of `offers`
inline constexpr int maxOverheads = 100;    ///< entries of `cost.overheads`
inline constexpr int maxCurrencies = 200;   ///< entries of `fx_per_usd`
inline constexpr int maxRanges = 200;       ///< entries of `ranges`
inline constexpr int maxDecodePoints = 200; ///< entries of `hardware.decode_points`

/// MODEL.md's exchange rate, 1 USD = 7.25 CNY: the default of `fx_per_usd` (the buy defaults are
/// stated in CNY), and the rate offered when the user adds CNY.
inline constexpr double defaultCnyPerUsd = 7.25;
/// The rate offered when the user adds EUR: 1 USD = 0.92 EUR.
inline constexpr double defaultEurPerUsd = 0.92;

/// The rate Breakeven offers for \a currencyCode when a preset has none (units per 1 USD): 1 for
/// USD, defaultCnyPerUsd, defaultEurPerUsd; nullopt for any other currency.
[[nodiscard]] std::optional<double> defaultFxPerUsd(const QString &currencyCode);

/// An amount of money in a named currency ("USD", "CNY", or any key of Scenario::fxPerUsd).
struct Money {
    double amount = 0.0;
    QString currency = QStringLiteral("USD");
    friend bool operator==(const Money &, const Money &) = default;
};

/// One hosted API price offer. Prices are per million tokens in the offer's currency.
struct Offer {
    QString provider;
    QString model;
    std::optional<double> cachedInput; ///< none published: cached input costs `input`
    double input = 0.0;
    double output = 0.0;
    QString currency = QStringLiteral("USD");
    QString asOf;
    QString source;
    bool enabled = true; ///< shown and compared; optional key `enabled` in the file
    /// The user's own changes to this offer's figures since `source` (optional key `edited`,
    /// {"date": "2026-11-30", "fields": ["output"]}): the date of the last edit (ISO) and the
    /// keys edited (`cached_input`, `input`, `output`, `currency`). Empty: as the source says.
    QString editedOn;
    QStringList editedFields;
    /// The API's limits and speed (MODEL.md section 13; optional keys `rate_limit.requests_per_min`,
    /// `rate_limit.tokens_per_min`, `per_user_tok_s`); none: not stated, not checked. An offer whose
    /// limits cannot carry the demand's peak, or slower than `operation.min_per_user_tok_s`, is
    /// flagged and left out of the cheapest offer unless `keepDespiteLimits` (`keep_despite_limits`).
    std::optional<double> rateLimitRequestsPerMin;
    std::optional<double> rateLimitTokensPerMin;
    std::optional<double> perUserTokS;
    bool keepDespiteLimits = false;
    QJsonObject extra;
    /// "Provider model", as tables, legends and reports name the offer.
    [[nodiscard]] QString displayName() const { return provider + QLatin1Char(' ') + model; }
    friend bool operator==(const Offer &, const Offer &) = default;
};

/// The model being served: weights and per-sequence memory.
struct ModelSpec {
    QString name = QStringLiteral("Kimi K3.1 Pro");
    double weightsBytes = 1560936091448.0;
    double kvBytesPerToken = 27648.0;
    double stateBytesPerSequence = 480000000.0;
    QString weightsFormat = QStringLiteral("MXFP4");
    QJsonObject extra;
    friend bool operator==(const ModelSpec &, const ModelSpec &) = default;
};

/// One measured point of the node's decode curve (MODEL.md section 7): the aggregate output
/// tok/s the whole node sustains at a concurrency (`hardware.decode_points[i]`).
struct DecodePoint {
    int concurrency = 1;     ///< whole, >= 1
    double outputTokS = 0.0; ///< aggregate output tok/s at that concurrency, > 0
    /// The run's p90 time to first token and time per output token, ms (MODEL.md section 13);
    /// none: not measured (the latency targets cannot be checked on this point).
    std::optional<double> ttftP90Ms;
    std::optional<double> tpotP90Ms;
    /// A point of a request-rate run (no fixed concurrency): the mean requests in flight Little's law
    /// gave (benchimport.h, BenchConcurrencyEstimate), of which `concurrency` is the rounding, an
    /// estimate; none: the run held its concurrency.
    std::optional<double> requestsInFlight;
    QJsonObject extra; ///< unknown keys of the point, kept for the round trip
    friend bool operator==(const DecodePoint &, const DecodePoint &) = default;
};

/// The runtime reserve per GPU of \a memoryGbPerGpu (decimal GB) when neither the preset nor the
/// catalog gives one (MODEL.md section 3): vLLM's recipe implies 15 GB on a 288 GB B300 (at least
/// 1,680 GB for 8 GPUs: (1,680 - 1,561 - 0.7) / 8 = 14.8), scaled with the card's memory (15/288 of
/// it), at least 1 GB.
[[nodiscard]] double scaledReserveGbPerGpu(double memoryGbPerGpu);

/// Where the capacity figures (decode points, maximum throughput) come from (`hardware.evidence`,
/// MODEL.md section 7): measured by a source on `evidence_gpu`, imported from benchmark runs, typed
/// by the user, or estimated (MODEL.md section 11).
enum class EvidenceSource { Measured, Imported, Typed, Estimated };

/// The preset's value of `hardware.evidence` ("measured", "imported", "typed", "estimated").
[[nodiscard]] QString evidenceSourceKey(EvidenceSource source);
/// The EvidenceSource named \a key, or nothing.
[[nodiscard]] std::optional<EvidenceSource> evidenceSourceFromKey(QStringView key);

/// The node: GPU type and count, and what it can sustain.
struct Hardware {
    QString gpu = QStringLiteral("B300");
    int count = 8;
    double memoryGbPerGpu = 288.0;
    bool nativeMxfp4 = true;
    std::optional<double> maxThroughputTokS; ///< none: no capacity limit
    /// Runtime reserve per GPU (activations, CUDA graphs, communication buffers), decimal GB; none:
    /// scaledReserveGbPerGpu() of the card's memory (MODEL.md section 3). A catalog GPU may give one.
    std::optional<double> reserveGbPerGpu;
    /// The reserve per GPU the memory fit uses: reserveGbPerGpu, or the one scaled with the card.
    [[nodiscard]] double reserveGb() const;
    int gpusPerNode = 8; ///< GPUs in one node: more than this many GPUs are several nodes
    /// The measured decode curve, sorted by strictly increasing concurrency; empty: none.
    std::vector<DecodePoint> decodePoints;
    std::optional<double> prefillInputTokS; ///< P_in, input tok/s; none: prefill not modelled
    /// The provenance of the capacity figures (decode points, maximum throughput):
    EvidenceSource evidence = EvidenceSource::Measured; ///< `hardware.evidence`
    /// `hardware.evidence_gpu`: the GPU they were measured on; empty: this scenario's `gpu`.
    QString evidenceGpu;
    /// `hardware.evidence_confirmed`: the user accepts figures of evidenceGpu for `gpu`.
    bool evidenceConfirmed = false;
    /// The GPU the capacity figures were measured on: evidenceGpu, or `gpu` when it is empty.
    [[nodiscard]] const QString &capacityGpu() const { return evidenceGpu.isEmpty() ? gpu : evidenceGpu; }
    /// Whether any capacity figure exists (decode points or a maximum throughput).
    [[nodiscard]] bool hasCapacityFigures() const { return !decodePoints.empty() || maxThroughputTokS.has_value(); }
    QJsonObject extra;
    friend bool operator==(const Hardware &, const Hardware &) = default;
};

/// Buying the node: straight-line depreciation plus power while on.
struct BuyCost {
    Money capex { 6900000.0, QStringLiteral("CNY") };
    double years = 3.0;
    double powerKw = 13.2;
    double pue = 1.3;
    Money tariffPerKwh { 0.7, QStringLiteral("CNY") };
    QJsonObject extra;
    // Financing (MODEL.md section 8; keys `cost.buy.cost_of_capital`, `residual_value`, `maintenance`).
    // All three at 0: straight-line depreciation, exactly as without them.
    double costOfCapital = 0.0; ///< w: yearly cost of capital, 0..1 (0.08 = 8 % a year, compounded monthly at w/12)
    double residualValue = 0.0; ///< rho: share of capex the node is worth after `years`, 0..1
    double maintenance = 0.0;   ///< m: yearly maintenance as a share of capex, 0..1
    friend bool operator==(const BuyCost &, const BuyCost &) = default;
};

/// A fixed monthly cost line (engineering, operations, network, ...).
struct Overhead {
    QString label;
    Money monthly;
    QJsonObject extra;
    friend bool operator==(const Overhead &, const Overhead &) = default;
};

enum class CostMode { Rent, Buy };

/// How the GPU price is stated and shown (`cost.price_per`): per GPU-hour, or for the whole node per
/// hour or per month (MODEL.md section 2: a whole-node price is price_per_gpu_hour = node / n). The
/// model holds the price per GPU-hour either way (`cost.gpu_hour`).
enum class PriceBasis { GpuHour, NodeHour, NodeMonth };

/// The people who run the node (`cost.staff`, MODEL.md section 8): `fte * cost per FTE-month`, the
/// overhead the articles call the largest hidden cost. 0 FTE: no staff cost included (every output says so).
struct Staff {
    double fte = 0.0;                                     ///< full-time equivalents, >= 0
    Money costPerFteMonth { 0.0, QStringLiteral("USD") }; ///< loaded cost of one FTE for a month
    QJsonObject extra;
    friend bool operator==(const Staff &, const Staff &) = default;
};

/// How rented hardware is billed (`cost.billing.mode`).
enum class BillingMode {
    Hourly,    ///< on demand: `cost.gpu_hour` for every hour on (the default)
    Committed, ///< a contract: `max(minimum_monthly, hours on * reserved price)` a month, for `term_months`
    Spot,      ///< `cost.spot_gpu_hour` for every hour on; `cost.spot_interruption` of the productive hours lost
};

/// The billing of rented hardware (`cost.billing`, MODEL.md section 8).
struct Billing {
    BillingMode mode = BillingMode::Hourly;
    double termMonths = 12.0;                            ///< committed: the contract's length in months, whole, >= 1
    Money minimumMonthly { 0.0, QStringLiteral("USD") }; ///< committed: the minimum bill of a month (per node set)
    /// `cost.billing.minimum_gpu`: the GPU the minimum was stated for; empty: this scenario's
    /// `hardware.gpu`. Choosing another GPU whose committed price the catalog lacks sets it to the old
    /// GPU (gpuchoice.h): every output then says "committed minimum stated for B300, not for H200".
    QString minimumGpu;
    QJsonObject extra;
    friend bool operator==(const Billing &, const Billing &) = default;
};

struct Cost {
    CostMode mode = CostMode::Rent;
    Money gpuHour { 7.09875, QStringLiteral("USD") }; ///< rent: price per GPU-hour
    PriceBasis priceBasis = PriceBasis::GpuHour;      ///< `cost.price_per`: how gpuHour is stated and shown
    BuyCost buy;
    double redundancy = 1.0;      ///< hardware multiplier, >= 1
    double hoursPerMonth = 730.0; ///< > 0
    std::vector<Overhead> overheads;
    QJsonObject extra;
    // The whole bill (MODEL.md section 8). Defaults leave every figure as it was without them.
    Staff staff;                          ///< `cost.staff`
    Billing billing;                      ///< `cost.billing` (renting only)
    std::optional<Money> reservedGpuHour; ///< `cost.reserved_gpu_hour`: committed price per GPU-hour; none: gpu_hour
    std::optional<Money> spotGpuHour;     ///< `cost.spot_gpu_hour`: spot price per GPU-hour; none: gpu_hour
    double spotInterruption = 0.0;        ///< `cost.spot_interruption`: share of productive hours lost on spot, 0..1
    friend bool operator==(const Cost &, const Cost &) = default;
};

/// Where the operating throughput comes from (`operation.throughput_mode`, MODEL.md section 7).
enum class ThroughputMode {
    Measured, ///< the typed `operation.throughput_tok_s`, checked against the capacity
    Modelled  ///< derived from the decode curve at `operation.concurrency`
};

struct Operation {
    double throughputTokS = 92.0; ///< sustained aggregate output tok/s, > 0
    double utilization = 1.0;     ///< productive share of provisioned hours, 0..1
    double hoursPerDay = 24.0;    ///< provisioned hours per day, (0, 24]
    int startsPerDay = 0;
    double coldStartMinutes = 27.0;
    int concurrency = 1;
    int contextTokens = 8192;
    double usableMemory = 0.9;            ///< usable share of GPU memory, 0..1
    double selfHostPrefixHit = 0.0;       ///< h_s: share of input tokens the node does not recompute, 0..1
    std::optional<double> minPerUserTokS; ///< s_min: per-user output tok/s target; none: no target
    /// Latency targets (MODEL.md section 13): p90 time to first token and p90 time per output
    /// token, ms; none: no target. Checked only on decode points that report them.
    std::optional<double> maxTtftP90Ms;
    std::optional<double> maxTpotP90Ms;
    ThroughputMode throughputMode = ThroughputMode::Measured;
    QJsonObject extra;
    friend bool operator==(const Operation &, const Operation &) = default;
};

struct Workload {
    double inputPerOutput = 0.0; ///< r: input tokens per output token
    double cacheHit = 0.0;       ///< h: share of input tokens that hit the cache, 0..1
    double acceptanceApi = 1.0;  ///< (0, 1]
    double acceptanceSelf = 1.0; ///< (0, 1]
    double requestInputTokens = 300000.0;
    double requestOutputTokens = 30000.0;
    /// Median minutes one session takes per task (optional key `task_minutes`): with it the
    /// self-hosted side also reports accepted tasks and cost per accepted task (the IMEC
    /// study's quality-adjusted view). None: not reported.
    std::optional<double> taskMinutes;
    QJsonObject extra;
    friend bool operator==(const Workload &, const Workload &) = default;
};

/// The time over which self-hosting is compared with the API (`horizon`, MODEL.md section 8).
struct Horizon {
    double years = 3.0;           ///< Y_h, > 0 (at most 30)
    double apiPriceDecline = 0.0; ///< d: yearly fall of every API price, 0..1 (0.2 = 20 % cheaper each year)
    QJsonObject extra;
    friend bool operator==(const Horizon &, const Horizon &) = default;
};

/// Where a task's token counts come from (`task.size`).
enum class TaskSize {
    Stated, ///< `workload.request.input_tokens` / `output_tokens` as typed (the default)
    Node,   ///< from the node: output = T / concurrency * task_minutes (per session), input = r * output
};

/// A task, defined once (`task`, with `workload.request`, `workload.acceptance_*` and
/// `workload.task_minutes`): the unit both sides are priced per, like for like.
struct Task {
    TaskSize size = TaskSize::Stated;
    double reasoningTokens = 0.0; ///< per attempt, billed as output by the API (stated size only), whole, >= 0
    QJsonObject extra;
    friend bool operator==(const Task &, const Task &) = default;
};

/// How the values of a ranged parameter are spread between its low and high (MODEL.md section 10).
enum class Distribution {
    Uniform,    ///< every value of [low, high] equally likely
    Triangular, ///< most likely at the scenario's value (clamped into the range), falling to 0 at low and high
    LogUniform, ///< uniform in the logarithm: every factor of 10 equally likely (low must be above 0)
};

/// One entry of `ranges`: the plausible values of a parameter and how they are spread.
struct Range {
    Range() = default;
    Range(double lowValue, double highValue, std::optional<Distribution> spread = std::nullopt)
        : low(lowValue)
        , high(highValue)
        , distribution(spread)
    {
    }
    double low = 0.0;
    double high = 0.0;
    /// None: the field's default, `[low, high]` in the file (distribution.h, defaultDistribution()).
    std::optional<Distribution> distribution;
    friend bool operator==(const Range &, const Range &) = default;
};

/// Hours in the hybrid's day profile (MODEL.md section 8, "Hybrid").
inline constexpr int hoursInDay = 24;

/// The largest demand of one hour a preset may state (tok/s).
inline constexpr double maxHybridDemandTokS = 1e9;
/// The peak's first hour when the shortcut does not say (`peak_start`).
inline constexpr int defaultPeakStart = 9;

/// The shortcut form of a day's demand: `base` tok/s all day except `peakHours` hours from
/// `peakStart` (wrapping past midnight) at `peak` tok/s.
struct HybridShortcut {
    double base = 0.0;
    double peak = 0.0;
    int peakHours = 0;
    int peakStart = defaultPeakStart;
    friend bool operator==(const HybridShortcut &, const HybridShortcut &) = default;
};

/// The demand of a day, hour by hour (optional preset key `hybrid`, MODEL.md section 8): the output
/// tok/s the workload asks for in each hour 0..23. Written as `demand_tok_s` (24 numbers) or, when it
/// has that shape, the shortcut {"base_tok_s", "peak_tok_s", "peak_hours", "peak_start"}.
struct HybridProfile {
    std::array<double, hoursInDay> demandTokS {};
    /// The shortcut the day was stated or last set by (`hybrid.base_tok_s`, ...), kept so that its
    /// four numbers can be set one at a time (a peak as low as the base still has its hours); none
    /// when the hours were stated one by one. Read it with shortcutOf(), which ignores it once the
    /// hours no longer follow it.
    std::optional<HybridShortcut> shortcut;
    QJsonObject extra; ///< unknown keys of the `hybrid` object
    /// The same hours, unknown keys and shortcutOf().
    friend bool operator==(const HybridProfile &a, const HybridProfile &b);
};

/// The 24-hour profile of \a shortcut (which it keeps as HybridProfile::shortcut).
[[nodiscard]] HybridProfile profileFromShortcut(const HybridShortcut &shortcut);
/// The shortcut \a profile was stated or last set by while its hours follow it, else the one that
/// gives exactly its hours (two levels,
/// the higher in one block of hours, or one level all day), or nothing when it has another shape.
[[nodiscard]] std::optional<HybridShortcut> shortcutOf(const HybridProfile &profile);

/// A team whose work is the demand (optional preset key `demand.team`, MODEL.md section 13): people
/// doing tasks on working days. Its monthly volume and 24-hour profile are teamDemand()'s
/// (teamdemand.h); while a scenario has a team, the team fills the workload (applyTeam()). The
/// defaults are docs/model.md's ("Demand from a team"): the articles' agent task of 300,000 input and
/// 30,000 output tokens, a working day of 8 hours from 09:00, 5 days a week.
struct Team {
    double people = 20.0;                 ///< whole, >= 0 (the articles' teams: 15-30 developers)
    double tasksPerPersonDay = 10.0;      ///< tasks each person runs per working day, >= 0
    double inputTokensPerTask = 300000.0; ///< whole, >= 0
    double outputTokensPerTask = 30000.0; ///< whole, >= 1 (without reasoning)
    double reasoningTokensPerTask = 0.0;  ///< whole, >= 0 (billed as output)
    double workingHours = 8.0;            ///< hours of a working day, (0, 24]
    double workingDaysPerWeek = 5.0;      ///< (0, 7]
    double timeZoneOffset = 0.0;          ///< hours the team's clock is ahead of the day's (-12..14)
    QJsonObject extra;                    ///< unknown keys of the `team` object
    friend bool operator==(const Team &, const Team &) = default;
};

/// Where the demand comes from (optional preset key `demand`).
struct Demand {
    std::optional<Team> team; ///< `demand.team`; none: the workload and the hybrid day are as stated
    QJsonObject extra;        ///< unknown keys of the `demand` object
    friend bool operator==(const Demand &, const Demand &) = default;
};

/// What only the user can answer, and the figures the license's thresholds read (optional preset
/// key `decision`, MODEL.md section 9). Each absent field is unanswered.
struct DecisionInputs {
    std::optional<bool> complianceBeyondZdr;      ///< `compliance_beyond_zdr`: even zero data retention is not enough
    std::optional<bool> needWeights;              ///< `need_weights`: the weights are needed to fine-tune or distil
    std::optional<bool> idleHardwareAndTeam;      ///< `idle_hardware_and_team`: hardware and a team are on hand
    std::optional<double> maasRevenue12MonthsUsd; ///< `maas_revenue_12m_usd`: revenue of a MaaS over 12 months
    std::optional<double> monthlyUsers;           ///< `monthly_users`: monthly active users of the product
    std::optional<double> monthlyRevenueUsd;      ///< `monthly_revenue_usd`: the product's monthly revenue
    QJsonObject extra;                            ///< unknown keys of the `decision` object
    [[nodiscard]] bool isEmpty() const
    {
        return !complianceBeyondZdr && !needWeights && !idleHardwareAndTeam && !maasRevenue12MonthsUsd && !monthlyUsers
            && !monthlyRevenueUsd && extra.isEmpty();
    }
    friend bool operator==(const DecisionInputs &, const DecisionInputs &) = default;
};

struct Scenario;
/// The factor from the price per GPU-hour to the price as \a scenario states it (`cost.price_per`):
/// 1 per GPU-hour, n (`hardware.count`) per node-hour, n times `cost.hours_per_month` per node-month.
[[nodiscard]] double priceBasisFactor(const Scenario &scenario);

/// One scenario: everything a preset file holds.
struct Scenario {
    QString name;
    QString description;
    QString author;                           ///< optional key `author`
    QString date;                             ///< optional key `date` (free text, e.g. "2026-11-29")
    QString currency = QStringLiteral("USD"); ///< currency of plain-number money fields
    QString displayCurrency; ///< optional key `display_currency`; empty: the preset's `currency` (shownCurrency())
    std::map<QString, double> fxPerUsd { { QStringLiteral("CNY"), defaultCnyPerUsd } };
    ModelSpec model;
    Hardware hardware;
    Cost cost;
    Operation operation;
    Workload workload;
    std::vector<Offer> offers;
    std::map<QString, Range> ranges; ///< parameter path (as written in the preset) -> its range
    /// The `model.*` and `hardware.*` paths the preset did not state, so that they hold the format's
    /// defaults (Kimi K3.1 Pro on B300: docs/preset-format.md, "Defaults"). Not written: a saved
    /// preset states them. See isDefaulted().
    QStringList unstated;
    QJsonObject extra;                   ///< unknown top-level keys
    std::optional<HybridProfile> hybrid; ///< optional key `hybrid`; none: no demand profile, no hybrid plan
    Demand demand;           ///< optional key `demand`: with a team, the team fills the workload and the hybrid day
    DecisionInputs decision; ///< optional key `decision`; absent: every question unanswered
    Horizon horizon;         ///< `horizon`
    Task task;               ///< `task`
    friend bool operator==(const Scenario &, const Scenario &) = default;

    /// Whether the field at \a path still holds the format's default because the preset did not
    /// state it (listed in `unstated` and not changed since).
    /// Defined in parameters.cpp, beside the registry it reads (so scenario.cpp needs no registry).
    [[nodiscard]] bool isDefaulted(const QString &path) const;

    /// Units of \a currency per 1 USD; 1 for USD; nullopt when the currency is unknown.
    [[nodiscard]] std::optional<double> fxRate(const QString &currencyCode) const;
    /// \a money converted to USD; nullopt when its currency is unknown (never a rate of 1).
    [[nodiscard]] std::optional<double> toUsd(const Money &money) const;
    /// \a usd converted to \a currencyCode; nullopt when that currency is unknown.
    [[nodiscard]] std::optional<double> fromUsd(double usd, const QString &currencyCode) const;
    /// The currency results are shown in: `display_currency` when it has a rate, else the preset's own
    /// `currency` when that has one, else USD. Always one with a rate (fxRate() has a value).
    [[nodiscard]] QString shownCurrency() const;
    /// The known currencies for a message: "USD, CNY", or the first five and "and 3 more"
    /// (parameters.h's unknownCurrency(), the PDF report's refusal).
    [[nodiscard]] QString knownCurrencies() const;
};

/// Whether two GPU names are the same GPU (case-insensitive, surrounding blanks ignored).
[[nodiscard]] bool sameGpu(QStringView a, QStringView b);

/// Three upper-case letters A-Z, as ISO 4217 codes are.
[[nodiscard]] bool isCurrencyCode(const QString &code);

/// Sets `hardware.gpu` to \a name. Capacity figures the scenario has stay marked as measured on
/// the GPU they came from (`evidence_gpu` is pinned to the old GPU, the confirmation cleared), so
/// that renaming the GPU never passes them off as the new GPU's; a committed minimum above 0 is
/// pinned the same way (`cost.billing.minimum_gpu`).
void setGpuName(Scenario &scenario, const QString &name);

} // namespace breakeven
