#pragma once

/// \file parameters.h
/// The parameter registry: one descriptor per field of the preset format (MODEL.md section 6,
/// docs/preset-format.md), the only place a field's path, unit, valid domain, label, explanation
/// and default slider live.
///
/// Everything that reads or writes a parameter goes through it: the preset reader's range checks
/// and messages, `ranges` validation, `--set PATH=VALUE`, the window's undoable edits and its
/// generated scenario panel, and the report's list of assumptions. Adding a parameter to the model
/// is one entry in parameters.cpp (and a name in `param` when code treats it in its own way).
///
/// Numeric fields are `Parameter`s; text, yes/no and choice fields (`hardware.gpu`,
/// `hardware.native_mxfp4`, `cost.mode`, ...) are `Field`s. Fields of a list (an offer's prices, an
/// overhead line's amount) and of the exchange-rate table are families: one descriptor, addressed
/// with an index (`offers.2.output`, `offers[2].output`, `fx_per_usd.CNY`).

#include "scenario.h"

#include <QString>
#include <QStringList>
#include <QStringView>

#include <cstddef>
#include <cstdint>
#include <optional>
#include <span>

namespace breakeven {

struct CompiledScenario;

/// The panel group and report section a parameter belongs to.
enum class ParamGroup {
    General,   ///< the preset's name, currency and exchange rates
    Operation, ///< how the node is run
    Workload,  ///< what the workload asks for
    Hardware,  ///< the node
    Rent,      ///< renting the node (shown and counted only when renting)
    Buy,       ///< buying the node (shown and counted only when buying)
    Memory,    ///< the model's memory, and what fits
    Offers,    ///< an API offer's prices
    Overheads, ///< a monthly overhead line
    // The whole bill (MODEL.md section 8).
    Staff,     ///< the people who run the node
    Billing,   ///< how rented hardware is billed (shown and counted only when renting)
    Financing, ///< the cost of the money a purchase ties up (shown and counted only when buying)
    Horizon,   ///< the years compared, and the API's price trend
    Task,      ///< the task both sides are priced per
    Team,      ///< the team whose work is the demand (`demand.team`): it fills the workload and the hybrid day
    Hybrid,    ///< the day's demand the hybrid plan serves (the Hybrid view edits it)
    Decision,  ///< what only the user knows for the decision (the Decision view edits it)
};

/// Every group in the order the reports' assumptions and the comparisons list them: the scenario
/// panel's order (the team right after the workload it fills), then the views' groups (the hybrid day,
/// the decision), the preset's own fields last. One list, so that a new group is listed everywhere
/// (the registry's test checks that every parameter's and field's group is in it).
inline constexpr ParamGroup listedGroups[] = { ParamGroup::Operation, ParamGroup::Workload, ParamGroup::Team,
    ParamGroup::Hardware, ParamGroup::Rent, ParamGroup::Buy, ParamGroup::Memory, ParamGroup::Offers,
    ParamGroup::Overheads, ParamGroup::Staff, ParamGroup::Billing, ParamGroup::Financing, ParamGroup::Horizon,
    ParamGroup::Task, ParamGroup::Hybrid, ParamGroup::Decision, ParamGroup::General };

/// The group's title, translated ("Operation", "Buying").
[[nodiscard]] QString groupLabel(ParamGroup group);
/// Whether the window's scenario panel edits the parameters of \a group: all but the hybrid day and
/// the decision, which their own views (Hybrid, Decision) edit.
[[nodiscard]] bool editedInPanel(ParamGroup group);
/// Whether the parameters of \a group count in \a scenario: Rent only when renting, Buy only when
/// buying, the others always.
[[nodiscard]] bool appliesTo(ParamGroup group, const Scenario &scenario);

/// Which list a family of fields is indexed over.
enum class Collection {
    None,         ///< a single field
    Offers,       ///< Scenario::offers, by position
    Overheads,    ///< Scenario::cost.overheads, by position
    Currencies,   ///< Scenario::fxPerUsd, by position in code order
    DecodePoints, ///< Scenario::hardware.decodePoints, by position (sorted by concurrency)
    Hours,        ///< the hours 0..23 of Scenario::hybrid's day (none without a hybrid day)
};

/// The number of elements of \a collection in \a scenario (1 for Collection::None).
[[nodiscard]] std::size_t collectionSize(const Scenario &scenario, Collection collection);

enum class SliderScale { Linear, Logarithmic };

/// The values a numeric field may hold. Every bound is finite: the upper ones keep the model's
/// products finite (MODEL.md section 6; docs/preset-format.md, "Limits"). Besides its bounds, no
/// field takes a value strictly between 0 and minNonZero (1e-6).
struct Domain {
    double min = 0.0;
    bool minOpen = false; ///< min itself is excluded
    double max = 0.0;
    bool maxOpen = false;       ///< max itself is excluded
    bool whole = false;         ///< whole numbers only
    const char *note = nullptr; ///< appended to the description, e.g. "(31 days)"

    /// \a value is finite, within the bounds, whole where it must be, and not in (0, 1e-6).
    [[nodiscard]] bool contains(double value) const;
    /// The allowed values in words, as errors quote them: "0..1", "above 0, at most 1e15".
    [[nodiscard]] QString describe() const;
    /// The allowed value nearest \a value (a non-finite value gives the lower bound).
    [[nodiscard]] double clamp(double value) const;
    /// Why \a value is not allowed ("1.7 is outside 0..1"), or nothing when it is.
    [[nodiscard]] std::optional<QString> problem(double value) const;
};

/// No number of a preset lies strictly between 0 and this.
inline constexpr double minNonZero = 1e-6;
/// The largest amount, rate or size a preset may state.
inline constexpr double maxMagnitude = 1e15;
inline constexpr int maxNameLength = 200;          ///< characters of a name, label, code or date
inline constexpr int maxSourceLength = 1000;       ///< characters of `offers[i].source`
inline constexpr int maxDescriptionLength = 10000; ///< characters of `description`

/// One numeric field of the preset (or one family of them).
struct Parameter {
    /// The path, with `[]` where a family's index goes: "operation.utilization",
    /// "offers[].output", "fx_per_usd[]". Use path() for a concrete one.
    const char *key;
    ParamGroup group;
    Collection collection;
    Domain domain;
    bool required;              ///< the reader refuses a preset without it
    bool optional;              ///< may be absent ("none": no limit, not reported, not published)
    bool money;                 ///< an amount in a currency (currencyOf()); the domain applies to the amount
    const char *rawUnit;        ///< the unit typed, untranslated ("tok/s", "h", "%"); "" for none
    const char *rawLabel;       ///< the panel's label with its & mnemonic, untranslated
    const char *rawDescription; ///< one sentence: what it models, its unit, the articles' values
    const char *rawNone;        ///< for optional fields: what "none" means ("no limit"); else nullptr
    double sliderMin;
    double sliderMax;
    SliderScale scale;
    int decimals;        ///< decimals shown, in display units
    double displayScale; ///< model value times this is shown (100 for a share shown in %)
    std::optional<double> (*get)(const Scenario &, std::size_t index);
    /// Sets the value (none: absent, for optional fields). The value must be in the domain.
    void (*set)(Scenario &, std::size_t index, std::optional<double> value);
    /// Sets the compiled scenario's field from a value in the preset's units, money in USD
    /// (compile.h calls it for every stated value; the samplers' bindings for one value). Null for
    /// a value that enters every amount of its currency (an exchange rate: compile again); entries
    /// the evaluation does not read (the horizon, the hybrid day, the decision) have notCompiled.
    void (*compile)(CompiledScenario &, std::size_t index, double value) = nullptr;

    /// The concrete path of element \a index ("offers.2.output", "fx_per_usd.CNY"); the key for a
    /// single field. \a scenario names the currency of an exchange rate.
    [[nodiscard]] QString path(std::size_t index = 0, const Scenario *scenario = nullptr) const;
    /// The path in the reader's error style: "offers[2].output", "fx_per_usd.CNY".
    [[nodiscard]] QString errorPath(std::size_t index = 0, const Scenario *scenario = nullptr) const;
    /// The label, translated (context "Parameter"), with its mnemonic.
    [[nodiscard]] QString label() const;
    /// The label without its mnemonic.
    [[nodiscard]] QString plainLabel() const;
    /// The description, translated.
    [[nodiscard]] QString description() const;
    /// The unit, translated; empty for none.
    [[nodiscard]] QString unitText() const;
    /// The unit of the value as the file, `--set` and inputs.csv hold it, untranslated: the unit
    /// shown, or "fraction" for a share the window shows in % (the file's 0.35 is 35 %).
    [[nodiscard]] QString fileUnit() const;
    /// What "none" means for an optional field, translated; empty otherwise.
    [[nodiscard]] QString noneLabel() const;
    /// The currency of a money field's element \a index; empty for other fields.
    [[nodiscard]] QString currencyOf(const Scenario &scenario, std::size_t index = 0) const;
    /// The number of elements of the family in \a scenario (1 for a single field).
    [[nodiscard]] std::size_t count(const Scenario &scenario) const;
};

/// The compiled setter of a parameter the evaluation does not read (the horizon's years, the
/// contract's term: the bill reads them from the scenario; the hybrid day; the decision's figures).
void notCompiled(CompiledScenario &, std::size_t, double);

/// Every numeric parameter, in the order of the format (and of the panel and the report).
[[nodiscard]] std::span<const Parameter> parameters();

/// The single (non-family) parameter at \a path, or nullptr.
[[nodiscard]] const Parameter *findParameter(QStringView path);
/// The single parameter at \a path; the path must be one (a programming error otherwise).
[[nodiscard]] const Parameter &parameter(QStringView path);
/// The family of exchange rates, `fx_per_usd[]` (units of a currency per US dollar): its domain is
/// what a rate typed anywhere must satisfy.
[[nodiscard]] const Parameter &exchangeRateParameter();

/// The registry's parameters by name, for code that treats one of them in its own way (how it
/// enters the compiled scenario, why its control is inactive, how the reader finds a money field):
/// compare by address (`ref.parameter == &param::capex`). Their paths, domains and labels are the
/// registry entries': no other source spells a parameter's path (tests/core/test_parameters.cpp).
namespace param {
extern const Parameter &throughput;
extern const Parameter &utilization;
extern const Parameter &hoursPerDay;
extern const Parameter &startsPerDay;
extern const Parameter &coldStartMinutes;
extern const Parameter &concurrency;
extern const Parameter &minPerUserTokS;
extern const Parameter &maxTtftP90Ms;
extern const Parameter &maxTpotP90Ms;
extern const Parameter &hoursPerMonth;
extern const Parameter &inputPerOutput;
extern const Parameter &cacheHit;
extern const Parameter &selfHostPrefixHit;
extern const Parameter &acceptanceApi;
extern const Parameter &acceptanceSelf;
extern const Parameter &taskMinutes;
extern const Parameter &requestInputTokens;
extern const Parameter &requestOutputTokens;
extern const Parameter &gpuCount;
extern const Parameter &memoryGbPerGpu;
extern const Parameter &maxThroughput;
extern const Parameter &gpusPerNode;
extern const Parameter &prefillInputTokS;
extern const Parameter &decodeConcurrency;
extern const Parameter &decodeOutputTokS;
extern const Parameter &decodeTtftP90Ms;
extern const Parameter &decodeTpotP90Ms;
/// A decode point's Little's law estimate of the requests in flight (a request-rate run's).
extern const Parameter &decodeRequestsInFlight;
extern const Parameter &gpuHour;
extern const Parameter &redundancy;
extern const Parameter &capex;
extern const Parameter &buyYears;
extern const Parameter &powerKw;
extern const Parameter &pue;
extern const Parameter &tariffPerKwh;
extern const Parameter &weightsBytes;
extern const Parameter &kvBytesPerToken;
extern const Parameter &stateBytesPerSequence;
extern const Parameter &reserveGbPerGpu;
extern const Parameter &contextTokens;
extern const Parameter &usableMemory;
extern const Parameter &exchangeRate;
extern const Parameter &overheadMonthly;
extern const Parameter &offerCachedInput;
extern const Parameter &offerInput;
extern const Parameter &offerOutput;
extern const Parameter &offerRequestsPerMin;
extern const Parameter &offerTokensPerMin;
extern const Parameter &offerPerUserTokS;
extern const Parameter &staffFte;
extern const Parameter &staffCostPerFteMonth;
extern const Parameter &termMonths;
extern const Parameter &minimumMonthly;
extern const Parameter &reservedGpuHour;
extern const Parameter &spotGpuHour;
extern const Parameter &spotInterruption;
extern const Parameter &costOfCapital;
extern const Parameter &residualValue;
extern const Parameter &maintenance;
extern const Parameter &horizonYears;
extern const Parameter &apiPriceDecline;
extern const Parameter &reasoningTokens;
extern const Parameter &teamPeople;
extern const Parameter &teamTasksPerPersonDay;
extern const Parameter &teamInputTokensPerTask;
extern const Parameter &teamOutputTokensPerTask;
extern const Parameter &teamReasoningTokensPerTask;
extern const Parameter &teamWorkingHours;
extern const Parameter &teamWorkingDaysPerWeek;
extern const Parameter &teamTimeZoneOffset;
extern const Parameter &hybridDemand;
extern const Parameter &hybridBase;
extern const Parameter &hybridPeak;
extern const Parameter &hybridPeakHours;
extern const Parameter &hybridPeakStart;
extern const Parameter &maasRevenue;
extern const Parameter &monthlyUsers;
extern const Parameter &monthlyRevenue;
} // namespace param

/// A resolved path: a parameter and the element it names.
struct ParamRef {
    const Parameter *parameter = nullptr;
    std::size_t index = 0;
    [[nodiscard]] std::optional<double> get(const Scenario &s) const { return parameter->get(s, index); }
    void set(Scenario &s, std::optional<double> v) const { parameter->set(s, index, v); }
    [[nodiscard]] QString path(const Scenario &s) const { return parameter->path(index, &s); }
};

/// Sets \a ref to \a value in \a scenario, and moves the parameter's range, when it has one, with
/// the value (MODEL.md section 10): a range says how uncertain the scenario's own value is, so its
/// bounds keep their distance from the value on the slider's own scale, a ratio on a logarithmic
/// slider and a difference on a linear one, clamped to the domain. A value set to none, or set from
/// none, leaves the range as it is. \a value must be in the domain.
void setMovingRange(Scenario &scenario, const ParamRef &ref, std::optional<double> value);

/// The range of \a ref in \a scenario (its bounds at the current value), or null when it has none.
[[nodiscard]] const Range *rangeOf(const Scenario &scenario, const ParamRef &ref);

/// The parameter \a path names in \a scenario ("operation.utilization", "offers.2.output",
/// "offers[2].output", "cost.overheads.0.monthly", "fx_per_usd.CNY"), or nothing when it names
/// no numeric field or an element the scenario does not have.
[[nodiscard]] std::optional<ParamRef> resolveParameter(const Scenario &scenario, QStringView path);

/// The kind of a non-numeric field.
enum class FieldKind {
    Text,
    Flag,
    Choice,
    Currency,
    Answer, ///< a yes/no question that may be unanswered: "true", "false" or "" (`none` on the command line)
};

/// One text, yes/no or choice field of the preset.
struct Field {
    const char *key; ///< as Parameter::key
    ParamGroup group;
    Collection collection;
    FieldKind kind;
    int maxLength;              ///< for text
    const char *choices;        ///< for a choice: the allowed values, separated by '|' ("rent|buy")
    const char *rawLabel;       ///< untranslated, with mnemonic
    const char *rawDescription; ///< untranslated
    QString (*get)(const Scenario &, std::size_t index); ///< a flag reads "true" or "false"
    void (*set)(Scenario &, std::size_t index, const QString &value);
    /// Sets the compiled scenario's field from \a scenario (compile.h); null when the evaluation
    /// does not read the field.
    void (*compile)(CompiledScenario &, const Scenario &, std::size_t index) = nullptr;

    [[nodiscard]] QString path(std::size_t index = 0) const;
    [[nodiscard]] QString label() const;
    [[nodiscard]] QString plainLabel() const;
    [[nodiscard]] QString description() const;
    [[nodiscard]] QStringList choiceList() const;
    /// The number of elements of the family in \a scenario (1 for a single field).
    [[nodiscard]] std::size_t count(const Scenario &scenario) const;
    /// Why \a value is not allowed in \a scenario (too long, not a choice, not true/false, an
    /// unknown currency), or nothing.
    [[nodiscard]] std::optional<QString> problem(const Scenario &scenario, const QString &value) const;
};

[[nodiscard]] std::span<const Field> fields();

/// What an edit changed, said by the registry's groups: what a view or a computation that reads only
/// some groups looks at to skip the rest. ScenarioDocument's change signals carry it.
struct ScenarioChange {
    std::uint32_t groups = 0; ///< one bit per ParamGroup with a changed field (bit()), or whose list changed length
    bool ranges = false;      ///< `ranges` changed
    bool other
        = false; ///< something the registry does not describe changed (unknown keys, what was left unstated, ...)

    [[nodiscard]] static constexpr std::uint32_t bit(ParamGroup group) { return 1u << static_cast<unsigned>(group); }
    /// Everything (an open, a paste): every reader reads again.
    [[nodiscard]] static ScenarioChange everything() { return { ~0u, true, true }; }
    [[nodiscard]] bool contains(ParamGroup group) const { return (groups & bit(group)) != 0; }
    [[nodiscard]] bool isEmpty() const { return groups == 0 && !ranges && !other; }
    /// Whether the change can move a figure of the evaluation or of the uncertainty analysis:
    /// anything but the hybrid day and the decision's answers and figures, which only the results read.
    [[nodiscard]] bool movesEvaluation() const
    {
        // A team's edit that moves the evaluation (its task's tokens) also changes the workload's fields.
        return (groups & ~(bit(ParamGroup::Team) | bit(ParamGroup::Hybrid) | bit(ParamGroup::Decision))) != 0 || ranges
            || other;
    }
    ScenarioChange &operator|=(const ScenarioChange &o)
    {
        groups |= o.groups;
        ranges = ranges || o.ranges;
        other = other || o.other;
        return *this;
    }
    friend bool operator==(const ScenarioChange &, const ScenarioChange &) = default;
};

/// What changed from \a before to \a after, field by field through the registry.
[[nodiscard]] ScenarioChange changeBetween(const Scenario &before, const Scenario &after);

/// The GPU price's label as \a scenario states it (`cost.price_per`), with its mnemonic: the
/// registry's "GPU price per GPU-hour", or "Node price per hour" / "Node price per month".
[[nodiscard]] QString gpuPriceLabel(const Scenario &scenario);
/// The GPU price's unit after its currency: the registry's (none) per GPU-hour, "/node-hour",
/// "/node-month". The amount shown is `cost.gpu_hour` times priceBasisFactor().
[[nodiscard]] QString gpuPriceUnit(const Scenario &scenario);

/// "unknown currency \"JPY\" (known: USD, CNY; add it to fx_per_usd)": the one message for a
/// currency \a scenario has no rate for.
[[nodiscard]] QString unknownCurrency(const Scenario &scenario, const QString &code);
[[nodiscard]] const Field *findField(QStringView path);

struct FieldRef {
    const Field *field = nullptr;
    std::size_t index = 0;
};
[[nodiscard]] std::optional<FieldRef> resolveField(const Scenario &scenario, QStringView path);

/// The keys the registry knows directly under the object at \a parent ("operation", "cost.buy",
/// "offers[]", "" for the top level), numeric and other, in registry order: what a reader need
/// not keep as unknown.
[[nodiscard]] QStringList childKeys(QStringView parent);

/// The known paths (numeric and other; families with index 0) nearest to \a path by edit distance,
/// at most \a count, nearest first: what an error for an unknown path suggests.
[[nodiscard]] QStringList nearestPaths(QStringView path, int count = 3);

/// Sets the field at \a path in \a scenario from the text \a value, as `--set PATH=VALUE` does:
/// a number for a numeric field ("none" or "null" clears an optional one), text, true/false, a
/// choice or a currency code otherwise. Checks the value against the field's domain and returns
/// the problem (naming nothing: the caller prefixes the path) or nothing when it was set.
/// An unknown path gives "no such field" with the nearest known paths.
[[nodiscard]] std::optional<QString> setByPath(Scenario &scenario, QStringView path, QStringView value);

/// The registry as the Markdown table of docs/preset-format.md ("Fields"): path, type, valid values,
/// default (a default-constructed Scenario's), unit and meaning, in English. A test keeps the
/// document equal to it; `breakeven parameters` prints it.
[[nodiscard]] QString parameterReference();

} // namespace breakeven
