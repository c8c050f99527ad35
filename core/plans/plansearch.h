#pragma once

/// \file plansearch.h
/// Plans (MODEL.md section 11): what would serve the scenario's workload, cheapest first, across the
/// GPU catalog, GPU counts in whole replicas and the billings the prices support.
///
/// A plan is the scenario with another GPU, count, billing and capacity evidence (applyPlan()). Its
/// figures are those of evaluate() on the scenario with the plan applied, so a plan made the scenario
/// shows exactly what the plans table shows. The workload is the scenario's: its operating output
/// throughput `T` (the demand, tok/s) is served by every plan (as a typed throughput), split evenly
/// across the plan's replicas; each replica runs the smallest concurrency `c` whose output `T_out(c)`
/// carries its share (section 7), and the per-user speed is `s_out(c) = T_out(c) / c` there.
///
/// Candidates, per GPU of the catalog (and the scenario's own GPU when the catalog lacks it):
/// - evidence: the scenario's own capacity figures for that GPU; else the catalog's decode points of
///   this model on it (measured); else the bandwidth roofline (roofline.h) calibrated on the
///   scenario's measurements, or on the catalog's of another GPU (estimated). None: skipped.
/// - counts: whole replicas (MemoryFit: the smallest group of whole nodes that holds the model), from
///   one replica up to PlanQuery::maxNodes nodes.
/// - billings: the scenario's own prices for its own GPU (hourly rent; committed, spot and buying when
///   the scenario states them), and the catalog's rent quotes (hourly, committed, spot) in a currency
///   the scenario has a rate for, for the billings the scenario does not price. No price: skipped.
///
/// - the hybrid split (MODEL.md sections 8 and 11): with a demand profile (`hybrid`, or a team's day), one
///   more plan per GPU and billing: planHybrid() on the scenario with one replica of the GPU as its node
///   (the same capacity evidence, memory fit and price as the GPU's other plans), which picks the number
///   of replicas and the hours each runs; the rest of the day goes to the cheapest enabled offer. Every
///   billing is offered: renting by the hour (and spot) switches a replica off when it does not pay; a
///   committed or bought replica costs its minimum or its capital on or off (the planner prices that), so
///   its split keeps the replicas on where they save anything and sends the peak above them to the API.
///   No split is listed when its best is no replica at all (all on the API), when the replica serves
///   nothing, or when it splits nothing: every replica on all day and nothing on the API (those replicas
///   always on, which the plans without a split price), nor when its peak needs more replicas than
///   PlanQuery::maxNodes nodes hold (the scenario it would make plans without that limit).
///
/// Estimated capacities are computed from the built-in GPU catalog's bandwidths (as evaluate() does).

#include "evaluation.h"
#include "gpucatalog.h"
#include "gpuchoice.h"
#include "hybrid.h"
#include "scenario.h"

#include <QString>
#include <QStringList>

#include <cstdint>
#include <optional>
#include <vector>

namespace breakeven {

/// How a plan's hardware is paid for.
enum class PlanBilling {
    Hourly,    ///< rent by the hour (`cost.billing.mode` hourly)
    Committed, ///< rent on a monthly contract (committed)
    Spot,      ///< interruptible rent (spot)
    Buy,       ///< bought (`cost.mode` buy): the scenario's purchase scaled with the GPU count
};

/// Where a plan's price comes from.
enum class PlanPriceSource {
    Scenario, ///< the scenario's own price for its own GPU
    Catalog,  ///< a rent quote of the GPU catalog
};

/// Where a plan's capacity curve comes from.
enum class PlanCurve {
    Scenario,              ///< the scenario's own figures, measured (or imported, typed) on this GPU
    Catalog,               ///< the catalog's decode points of this model on this GPU
    EstimatedFromScenario, ///< the roofline on the scenario's measurements (made on another GPU)
    EstimatedFromCatalog,  ///< the roofline on the catalog's measurements of this model on another GPU
};

/// Why a plan does not serve the workload as asked (Plan::problems); the words are plantext.h's.
enum class PlanProblem {
    DoesNotFit,         ///< the model and one sequence do not fit a replica
    BeyondCapacity,     ///< the demand exceeds replicas x T_max without a per-user target
    BelowPerUserTarget, ///< within the capacity, but not at the per-user speed target (c_slo)
    OverLatencyTarget,  ///< within the capacity, but not within the latency targets (c_latency)
    OverPowerBudget,    ///< GPUs x TDP x PUE exceeds PlanQuery::powerBudgetKw
    UnknownPower,       ///< a power budget is set and the catalog has no TDP for the GPU
    OverBudget,         ///< the monthly total exceeds PlanQuery::monthlyBudgetUsd
    OverTargetPerMtok,  ///< the cost per output Mtok exceeds PlanQuery::targetPerMtokUsd
};

/// Why a GPU of the catalog has no plan (PlanSearch::skipped).
enum class PlanSkip {
    NoEvidence,   ///< no measurement of this model on it, and none elsewhere to estimate from
    NoBandwidth,  ///< no measurement, and the catalog has no memory bandwidth to estimate with
    UnknownModel, ///< no measurement, and the model's active parameters are unknown (no estimate)
    NoPrice,      ///< neither the scenario nor the catalog prices it in a currency the scenario knows
    DoesNotFit,   ///< not one replica within PlanQuery::maxNodes nodes holds the model
};

/// What to search (the command line's options).
struct PlanQuery {
    QStringList gpus;                       ///< GPUs to consider (case-insensitive); empty: every one
    int maxNodes = 8;                       ///< the most nodes a plan may use, >= 1
    std::optional<double> powerBudgetKw;    ///< at the wall: GPUs x TDP x PUE (`cost.buy.pue`), kW
    std::optional<double> monthlyBudgetUsd; ///< the inverse question: the most a month may cost, USD
    std::optional<double> targetPerMtokUsd; ///< the inverse question: the most an output Mtok may cost, USD
    int samples = 0;                        ///< Monte Carlo samples of the ranges per plan; 0: no P(cheaper)
    std::uint64_t seed = 1;                 ///< the Monte Carlo generator's seed
    /// P(cheaper) for the first this many plans of the ranking only (the rest have none); < 0: every plan.
    int uncertainTop = -1;
};

/// A plan's hybrid split (MODEL.md section 8, "Hybrid"): the demand profile served by replicas switched
/// on in the hours they pay off, the rest by the cheapest enabled offer. The figures are planHybrid()'s
/// for the scenario with the plan applied (one replica as the planner's node).
struct PlanHybrid {
    int replicas = 0;                  ///< N: the planner's nodes, each one replica (>= 1)
    int replicasAtPeak = 0;            ///< the most replicas on in one hour (what the power budget counts)
    std::vector<double> hoursOnPerDay; ///< each replica's hours on a day, cold starts included
    double replicaHoursPerDay = 0.0;   ///< their sum
    double nodeHoursPerDay = 0.0;      ///< the same in nodes: replica hours x nodes per replica
    double apiShare = 0.0;             ///< the share of the profile's output tokens the API serves, [0, 1]
    std::size_t apiOffer = 0;          ///< the offer that takes the rest (index into Scenario::offers)
    QString apiOfferName;              ///< its name (Offer::displayName())
    double outputTokensPerMonth = 0.0; ///< the profile's output tokens of a month
    double selfHostedMonthlyUsd = 0.0; ///< the replicas: hours on, cold starts, minimum or capital
    double overheadMonthlyUsd = 0.0;   ///< the overhead lines and the staff
    double apiMonthlyUsd = 0.0;        ///< the API's share
    double allApiUsd = 0.0;            ///< the whole profile on the API
    std::vector<HybridNode> schedule;  ///< each replica's hours on (planHybrid()'s nodes): what P(cheaper) prices
};

/// One plan and its figures (all money in USD).
struct Plan {
    // What applyPlan() sets.
    QString gpu;  ///< the catalog's name of the GPU
    int gpus = 0; ///< `hardware.count`: replicas x GPUs per replica (a hybrid split: one replica is set)
    PlanBilling billing = PlanBilling::Hourly;
    PlanPriceSource priceSource = PlanPriceSource::Scenario;
    Money gpuHour;                 ///< rent: the price per GPU-hour of the billing; buy: unused
    std::optional<int> termMonths; ///< committed (catalog quote): the contract's months
    QString priceNote;             ///< the catalog quote's source and date; empty for the scenario's
    QString priceAsOf;             ///< the catalog quote's `as_of` date; empty for the scenario's
    PlanCurve curve = PlanCurve::Scenario;
    QString measuredOn;      ///< the GPU the curve was measured on (estimates: another one)
    double demandTokS = 0.0; ///< the operating throughput served (the scenario's), tok/s
    int concurrency = 1;     ///< sessions per replica at the operating point

    // What evaluate() gives for the scenario with the plan applied.
    CapacityEvidence evidence = CapacityEvidence::None; ///< "measured", "estimated", ...
    int replicas = 1;
    int gpusPerReplica = 1;
    int nodes = 1;
    bool fits = false;
    double headroomGb = 0.0;   ///< usable less needed memory of one replica (negative: short)
    int cMax = 0;              ///< the largest concurrency one replica holds
    double capacityTokS = 0.0; ///< replicas x T_max, within the per-user target when set
    double perUserTokS = 0.0;  ///< s_out(c) at the operating concurrency: each session's tok/s
    /// The latency targets (CapacityResult::latency): true when every one set was checked on the
    /// curve's measured p90s, false when one was not (a catalog or estimated curve reports none:
    /// "not checked", never assumed met); none without a target.
    std::optional<bool> latencyChecked;
    double monthlyTotalUsd = 0.0;               ///< M: hardware, overheads, staff
    std::optional<double> costPerOutputMtokUsd; ///< M / Q; none when nothing is produced
    std::optional<double> powerKw;              ///< GPUs x TDP x PUE; none without a TDP
    std::optional<double> pCheaper;             ///< P(feasible and cheaper than the cheapest offer) over the ranges
    std::vector<PlanProblem> problems;          ///< empty: feasible
    /// The hybrid split; none for a plan that serves the operating throughput all month. With a split,
    /// applyPlan() sets one replica (`gpusPerReplica` GPUs) as the hardware, and the plan's figures
    /// are the split's: `replicas` and `gpus` its N replicas, `monthlyTotalUsd` its whole month (API
    /// share included), `costPerOutputMtokUsd` that over the profile's output, `capacityTokS` N x T_node,
    /// `perUserTokS` at the busiest replica's load, `powerKw` the replicas on at the peak; `pCheaper`
    /// the probability that the split as planned (its replicas' hours on kept) costs less than the whole
    /// profile on the API (monteCarloPHybridCheaper()).
    std::optional<PlanHybrid> hybrid;
    [[nodiscard]] bool feasible() const { return problems.empty(); }
};

/// A GPU without plans and why.
struct SkippedGpu {
    QString gpu;
    PlanSkip reason = PlanSkip::NoEvidence;
};

/// The inverse question's answer (MODEL.md section 11): indexes into PlanSearch::plans. Hybrid splits
/// are not among them: part of their output runs at the API's speed, which the search does not know.
struct PlanInverse {
    /// The plan with the highest per-user speed among those serving the workload within the budget
    /// and the $/Mtok target; none when no plan does.
    std::optional<std::size_t> fastest;
    /// With a monthly budget: the plan with the largest capacity (tok/s; its volume a month at the
    /// scenario's productive hours) within the budget among those that fit, the per-user target held.
    std::optional<std::size_t> largestVolume;
    double largestVolumeTokensPerMonth = 0.0; ///< that plan's capacity over the productive hours (Hu)
};

/// The search's outcome.
struct PlanSearch {
    std::vector<Plan> plans;                  ///< feasible first, then by monthly total, cost per Mtok, GPUs
    std::vector<SkippedGpu> skipped;          ///< in the catalog's order
    double demandTokS = 0.0;                  ///< the scenario's operating throughput, tok/s
    std::optional<std::size_t> cheapestOffer; ///< index into Scenario::offers; none without an enabled offer
    PlanInverse inverse;
    /// The cheapest feasible plan (plans.front() when it is feasible); none when no plan is.
    [[nodiscard]] const Plan *cheapestFeasible() const
    {
        return !plans.empty() && plans.front().feasible() ? &plans.front() : nullptr;
    }
};

/// The Pareto front of \a plans for a chart of monthly total against per-user speed: the feasible plans
/// that no other feasible plan beats on both (as cheap and as fast, and cheaper or faster), by per-user
/// speed ascending; of plans equal on both, the first. Indexes into \a plans.
[[nodiscard]] std::vector<std::size_t> paretoFront(const std::vector<Plan> &plans);

/// \a scenario with \a plan: the GPU (applyGpu() of \a catalog's entry, unless it is the scenario's
/// own), the count, the billing and its price, the capacity curve and its provenance, the demand as a
/// typed throughput (`operation.throughput_mode` measured) and the concurrency. evaluate() of the
/// result gives the plan's figures. A hybrid split sets one replica (Plan::gpusPerReplica GPUs) and
/// keeps the demand profile: planHybrid() of the result gives the split's figures.
void applyPlan(Scenario &scenario, const Plan &plan, const GpuCatalog &catalog);

/// Every plan for \a scenario over \a catalog as \a query asks, ranked (see PlanSearch::plans).
/// \a scenario must be valid (as parsePreset guarantees).
[[nodiscard]] PlanSearch searchPlans(const Scenario &scenario, const GpuCatalog &catalog, const PlanQuery &query = {});

} // namespace breakeven
