#pragma once

/// \file evaluation.h
/// `evaluate(Scenario)`: every figure the window, the reports and the tests show, through the
/// compiled form of the scenario (compiledscenario.h).

#include "capacity.h"
#include "compile.h"
#include "costmodel.h"
#include "scenario.h"

#include <optional>
#include <vector>

namespace breakeven {

using namespace breakeven::units;

/// The self-hosted side for one month (MODEL.md section 2). All money in USD.
struct SelfHostResult {
    UsdPerSecond hardwareRate; ///< hourly rates before redundancy (rent: n * price; buy: depreciation per calendar
                               ///< hour + power per hour on); in buy mode NOT the cost of an hour the node is on
    /// Hardware for the month before redundancy, per provisioned hour: `hardware / Hp` (rent: n * price;
    /// buy: depreciation of the whole month spread over the hours on, plus power). None when Hp = 0.
    std::optional<UsdPerSecond> hardwarePerProvisionedHour;
    Usd hardwareMonthly;                           ///< hardware for the month, times redundancy
    Usd overheadMonthly;                           ///< sum of the overhead lines
    Usd monthlyCost;                               ///< M = hardware + overheads
    Duration provisioned;                          ///< Hp
    Duration available;                            ///< Hp less cold starts: the productive hours at u = 1
    Duration productive;                           ///< Hu
    Tokens outputPerMonth;                         ///< Q
    std::optional<UsdPerToken> costPerOutputToken; ///< C = M / Q; none ("never") when Q = 0
    Usd depreciationMonthly;                       ///< buy only: capex share of the month (0 when renting)
    Usd powerMonthly;                              ///< buy only: power for the provisioned hours (0 when renting)
    /// Quality-adjusted (with workload.task_minutes): `k * 60 / t * a` accepted tasks per
    /// productive hour, times Hu; k = operation.concurrency, a = workload.acceptance_self.
    std::optional<double> acceptedTasksPerMonth;
    /// M / accepted tasks per month; none without task_minutes or when no task is accepted.
    std::optional<Usd> costPerAcceptedTask;
    // The whole bill (MODEL.md section 8).
    Usd staffMonthly;          ///< fte * cost per FTE-month (0: no staff cost included)
    Usd maintenanceMonthly;    ///< buy only: maintenance share of capex for the month (before redundancy)
    bool minimumBinds = false; ///< committed rent: the minimum monthly bill exceeds the hours on at the reserved price
    /// The task, per attempt (task.size): its input tokens and the tokens the API bills as output
    /// (output plus reasoning). Stated: `workload.request` plus `task.reasoning_tokens`; node: T /
    /// concurrency * task_minutes output, r times that input (stated when there are no task minutes).
    Tokens taskInput;
    Tokens taskOutput;
};

/// Which side one offer's comparison comes out on.
enum class Cheaper {
    Api,        ///< the API costs less at the operating point (or as much)
    SelfHost,   ///< self-hosting costs less, and the scenario is feasible
    NotFeasible ///< the model does not fit or the throughput is beyond the hardware: no answer
};

/// The comparison against one API offer (MODEL.md sections 1 and 2). All money in USD.
struct OfferResult {
    UsdPerToken blendedPrice; ///< P per output token
    Usd monthlyApiCost;       ///< the API's bill for the same output: Q * P
    /// Q * P - M (> 0: self-hosting is cheaper); none when the scenario is not feasible, where no
    /// saving means anything.
    std::optional<Usd> monthlySaving;
    Cheaper cheaper = Cheaper::Api;
    /// The utilization at which self-hosting breaks even at the operating throughput:
    /// `u* = Q* / (T * Hp less cold starts)`. Above 1: never, even always in use; infinite for a free
    /// offer; none when no hour is available or T = 0.
    std::optional<double> breakevenUtilization;
    Tokens breakevenOutput;                             ///< Q* = M / P per month
    Tokens breakevenInput;                              ///< r * Q*
    std::optional<TokensPerSecond> breakevenThroughput; ///< T*; none without productive hours
    /// T* is finite, the model fits, and T* is at most the capacity T_max when there is evidence
    /// of it (without it the capacity is unchecked: see Feasibility::capacityChecked).
    bool reachable = false;
    Usd requestCost;                     ///< the workload's request on this API
    Usd acceptedTaskCost;                ///< requestCost / acceptance_api
    double breakevenTasksPerMonth = 0.0; ///< M / acceptedTaskCost
};

/// Whether the model fits the node's memory (MODEL.md section 3), per replica (section 7): a replica
/// is the smallest group of whole nodes whose usable memory holds the weights, the reserve and one
/// sequence; the `n` GPUs make `replicas = floor(n / gpusPerReplica)` of them, each serving on its
/// own. When no group of whole nodes up to `n` GPUs holds that, the replica is all `n` GPUs (one
/// replica, which then does not fit or is less than a node). Every byte figure but installedAll is
/// one replica's; `operation.concurrency` is the concurrency of each replica.
struct MemoryFit {
    Bytes weights;
    Bytes perSequence; ///< KV bytes per token * context + fixed state
    Bytes reserve;     ///< GPUs per replica * runtime reserve per GPU
    /// The concurrency of each replica the needed memory is for: the operating one
    /// (CapacityResult::operatingConcurrency: capped by the limits when modelled, raised to carry a typed
    /// throughput when measured), or operation.concurrency when no concurrency is allowed.
    int concurrency = 0;
    Bytes needed;      ///< weights + concurrency * perSequence + reserve
    Bytes installed;   ///< GPUs per replica * memory per GPU
    Bytes usable;      ///< installed * usable fraction
    bool fits = false; ///< needed <= usable
    Bytes headroom;    ///< usable - needed (negative: short by that much)
    /// The largest concurrency that fits one replica: floor((usable - weights - reserve) / perSequence),
    /// 0 when not even one sequence fits; maxConcurrency when each sequence needs no memory at all.
    int cMax = 0;
    int nodes = 1;          ///< ceil(n / GPUs per node), all the GPUs
    int gpusPerReplica = 1; ///< GPUs of one replica (whole nodes, or all n GPUs: see above)
    int replicas = 1;       ///< floor(n / gpusPerReplica), at least 1
    int replicaNodes = 1;   ///< ceil(gpusPerReplica / GPUs per node); above 1 the network is not modelled
    Bytes installedAll;     ///< n * memory per GPU: every replica, and GPUs left over
    /// The GPUs whose installed memory holds the weights alone: ceil(weights / memory per GPU), as
    /// the articles count ("75 RTX 4090 to hold the weights"); 0 without memory per GPU.
    int gpusForWeights = 0;
    /// The GPUs whose usable memory, less their reserve, holds everything needed at the operating
    /// concurrency (weights, KV cache, state): ceil((weights + concurrency * perSequence) / (usable
    /// share * memory per GPU - reserve per GPU)); 0 when a GPU's reserve takes all its usable memory.
    int gpusNeeded = 0;
    Bytes rawShort;                     ///< weights - installed when the weights alone exceed it, else 0
    double weightsToInstalled = 0.0;    ///< weights / installed memory
    bool dequantizationWarning = false; ///< MXFP4 weights on a GPU without native MXFP4

    /// What the fit was computed from. evaluate() into a reused Evaluation computes it again only
    /// when one of these changed (bit for bit): a throughput, price or utilization slider, and
    /// every Monte Carlo sample that draws none of them, keep the fit as it was.
    struct Inputs {
        bool valid = false; ///< false: nothing remembered (a fresh result)
        double weights = 0.0;
        double kvPerToken = 0.0;
        double statePerSequence = 0.0;
        double context = 0.0;
        double memoryPerGpu = 0.0;
        double reservePerGpu = 0.0;
        double usableMemory = 0.0;
        int gpuCount = 0;
        int gpusPerNode = 0;
        bool dequantization = false;
    } memo;
};

/// The largest concurrency MemoryFit::cMax reports (the domain of `operation.concurrency`).
inline constexpr int maxConcurrency = 1000000000;

/// Whether a self-hosted cost, saving or break-even means anything (MODEL.md section 3,
/// "Feasibility"): the model must fit and the operating throughput must be within what the
/// hardware sustains. Every output reads this one result.
struct Feasibility {
    bool fits = false;            ///< MemoryFit::fits
    Bytes shortOfUsable;          ///< needed - usable memory when it does not fit, else 0
    Bytes shortOfWeights;         ///< weights - installed memory when the weights alone exceed it, else 0
    bool capacityChecked = false; ///< there is evidence of the capacity (decode points or
                                  ///< hardware.max_throughput_tok_s); without it the operating
                                  ///< throughput is taken as given and reported as unchecked
    bool withinCapacity = true;   ///< T <= T_max (true when unchecked)
    TokensPerSecond throughput;   ///< T, the operating throughput (CapacityResult::operating)
    TokensPerSecond capacity;     ///< T_max(r, h_s) when capacityChecked, else 0
    [[nodiscard]] bool feasible() const { return fits && withinCapacity; }
};

struct Evaluation {
    SelfHostResult selfHost;
    std::vector<OfferResult> offers; ///< one per Scenario::offers, same order
    MemoryFit memory;
    CapacityResult capacity; ///< the decode curve's T_max and the operating throughput (MODEL.md section 7)
    Feasibility feasibility;

    /// What the offers' figures that do not follow the operating throughput (P, Q*, T*, the
    /// request's and task's costs, reachable) were computed from. evaluate() into a reused
    /// Evaluation computes only the others (the API's bill, the saving, the side, u*) when none of
    /// these changed (bit for bit): the steps of a throughput slider.
    struct OfferMemo {
        bool valid = false; ///< false: nothing remembered (a fresh result)
        double monthlyCost = 0.0;
        double productive = 0.0; ///< Hu, in seconds
        double capacity = 0.0;
        double requestInput = 0.0;
        double requestOutput = 0.0;
        double inputPerOutput = 0.0;
        double cacheHit = 0.0;
        double acceptanceApi = 0.0;
        bool fits = false;
        bool capacityChecked = false;
        /// The offers' bytes (CompiledScenario::offers: the prices and all), compared as one block
        /// (sameBytes(): equal bytes, equal prices; a byte of padding that differs only costs a miss).
        std::vector<unsigned char> offers;
    } offerMemo;
};

/// The self-hosted side of \a scenario alone.
[[nodiscard]] SelfHostResult evaluateSelfHost(const CompiledScenario &scenario);

/// The comparison of \a selfHost against one \a offer; \a feasibility gates the saving and the side.
[[nodiscard]] OfferResult evaluateOffer(const CompiledScenario &scenario, const SelfHostResult &selfHost,
    const Feasibility &feasibility, const CompiledOffer &offer);

/// The memory fit of \a scenario's model on its hardware, on its own (the fit table, the plans): the
/// needed memory at the typed concurrency, modelled with a curve at no more than fit (c_max), as the
/// capacity caps it; not at what the scenario's curve, targets or throughput would set (evaluate() does
/// that, at CapacityResult::operatingConcurrency).
[[nodiscard]] MemoryFit evaluateMemory(const CompiledScenario &scenario);

/// The feasibility of \a scenario given its \a memory fit (and the capacity that fit allows).
[[nodiscard]] Feasibility evaluateFeasibility(const CompiledScenario &scenario, const MemoryFit &memory);

/// Index (into Scenario::offers) of the enabled offer with the lowest blended price, or
/// nullopt when no offer is enabled. Ties go to the first offer. An offer whose limits cannot carry
/// the demand's peak or meet the per-user speed target (offerlimits.h) is left out unless kept.
[[nodiscard]] std::optional<std::size_t> cheapestEnabledOffer(const Scenario &scenario, const Evaluation &evaluation);
/// As above for a compiled scenario (CompiledOffer::enabled), as the samplers need it.
[[nodiscard]] std::optional<std::size_t> cheapestEnabledOffer(
    const CompiledScenario &scenario, const Evaluation &evaluation);

/// Everything of \a scenario into \a out: the self-hosted side, every offer (enabled or not), the
/// memory fit and the feasibility. Every field of \a out is written (nothing of a previous
/// evaluation remains); nothing is allocated when `out.offers` already has one entry per offer,
/// so a sampler can evaluate millions of variations into one Evaluation. Pure otherwise.
void evaluate(const CompiledScenario &scenario, Evaluation &out);

/// evaluate() without the offers: the memory fit, the capacity, the feasibility and the self-hosted
/// side of \a scenario into \a out (`out.offers` is left as it is). For the Monte Carlo, which
/// compares each sample with only the offers whose figures differ (core/model/costmodel.h's formulas).
void evaluateWithoutOffers(const CompiledScenario &scenario, Evaluation &out);

/// Everything: `evaluate(compileUnchecked(scenario), out)`. \a scenario must be valid (as
/// parsePreset guarantees; compile() checks its currencies); the function is pure.
[[nodiscard]] Evaluation evaluate(const Scenario &scenario);

} // namespace breakeven
