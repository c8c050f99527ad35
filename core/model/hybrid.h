#pragma once

/// \file hybrid.h
/// The hybrid plan (MODEL.md section 8, "Hybrid"): a day's demand profile served partly by
/// self-hosted nodes switched on in the hours they pay off, the rest by the cheapest enabled API
/// offer, against serving it all by the API and all by nodes always on.
///
/// The model. Each hour h of the day asks for `D_h` output tok/s. A node serves up to `T_node`
/// tok/s (the capacity T_max of section 7; without evidence of it, the operating throughput). With
/// `N_on(h)` nodes on, hour h serves `min(D_h, N_on(h) * T_node)` and the rest goes to the API at
/// its blended price `P`. A node on costs `a` per hour (rent: the node's price; buy: its power),
/// plus a cold start of `c` minutes billed at `a` before the first productive hour each time it is
/// switched on; a bought node also costs its depreciation every hour of the month, on or not; the
/// redundancy factor multiplies both. The overhead lines count once as soon as one node exists.
/// The month has `D = hours_per_month / 24` days.
///
/// The optimum. Nodes are alike, so a plan is the count `N_on(h)` of each hour, and the k-th node
/// serves the k-th layer of demand: `min(T_node, max(0, D_h - (k-1) T_node))`, worth
/// `v_k(h) = P * 3600 * that` a day. The k-th node's hours are chosen on their own to minimise
/// `sum over its hours on of (a * 1 h - v_k(h)) + a * c * (its switch-ons)` over the circular day
/// (an exact dynamic programme; a node on all 24 hours never starts). Layers worth less come later
/// (v_k decreases with k), so the layers' own optima nest and together are the optimal plan for N
/// nodes; Breakeven then picks the N from 0 to the peak's node count with the lowest monthly
/// total (ties: fewer nodes).
///
/// Committed rent. The commitment for the plan's N nodes is one contract: its minimum is N times a
/// node's (`minimum_monthly`, MODEL.md section 8), billed against all the nodes' hours together,
/// `max(N * minimum, bill of every node's hours)`, so hours the minimum already pays for cost nothing
/// more, whichever node runs them. For each layer, every unbeaten way to run it (for every count of
/// hours on and of switch-ons, the hours that save the most); the layers combined one by one into
/// the unbeaten (bill, saving) pairs of the first N layers; the plan of N nodes is the pair with the
/// lowest month. Exact (docs/model.md "Hybrid"); a test checks the plan against every set of hours
/// of up to three nodes, for every billing.
///
/// Worked case (MODEL.md section 8): 8xB300 at $56.79/h, 27-min cold start, P = $10/Mtok,
/// 2,000 tok/s for 8 h and 300 tok/s for 16 h, 730 h a month (D = 30.417 days). All API:
/// (2,000 * 8 + 300 * 16) * 3600 * D = 2,277.6 Mtok, $22,776. All self-hosted: one node always on,
/// 730 * $56.79 = $41,457. Hybrid: a peak hour saves 2,000 * 3600 * $10/Mtok - $56.79 = $15.21,
/// an off-peak hour would lose $56.79 - $10.80 = $45.99, and a start costs 0.45 h * $56.79 =
/// $25.56, so one node runs the 8 peak hours after one start: 8 h productive + 27 min billed =
/// 8.45 h a day, 8.45 * $56.79 * D = $14,596, plus the off-peak 300 tok/s on the API, 525.6 Mtok,
/// $5,256: $19,852 a month.

#include "compiledscenario.h"
#include "evaluation.h"
#include "scenario.h"

#include <array>
#include <optional>
#include <vector>

namespace breakeven {

/// The largest number of nodes the plan considers (a profile needing more is served by at most
/// this many; HybridPlan::nodesCapped says so).
inline constexpr int maxHybridNodes = 1000;
/// One node of the plan.
struct HybridNode {
    std::array<bool, hoursInDay> on {}; ///< the productive hours it serves
    int startsPerDay = 0;               ///< switch-ons a day (0 when on all day)
    double productiveHours = 0.0;       ///< hours a day it serves
    double hoursOnPerDay = 0.0;         ///< productive hours plus the cold starts it is billed for
};

/// One hour of the plan.
struct HybridHour {
    double demandTokS = 0.0;
    int nodesOn = 0;
    double selfHostedTokS = 0.0; ///< min(demand, nodesOn * T_node)
    double apiTokS = 0.0;        ///< the rest
};

/// Why there is no plan.
enum class HybridStatus {
    Planned,         ///< a plan was made
    NoProfile,       ///< the scenario has no demand profile
    NoOffer,         ///< no offer is enabled: nothing to send the overflow to
    ModelDoesNotFit, ///< the model does not fit the node: all API
    NoCapacity,      ///< the node produces nothing (no throughput): all API
};

/// The hybrid plan of a scenario. Money in USD per month.
struct HybridPlan {
    HybridStatus status = HybridStatus::NoProfile;
    std::optional<std::size_t> offer; ///< the cheapest enabled offer (index into Scenario::offers)
    UsdPerToken apiPrice;             ///< its blended price P
    TokensPerSecond nodeThroughput;   ///< T_node
    UsdPerSecond nodeOnRate;          ///< a: what one node costs per hour on, redundancy included
    Usd nodeFixedMonthly;             ///< a bought node's capital cost and maintenance for the month, redundancy
                                      ///< included (0 renting)
    Usd nodeMinimumMonthly;           ///< committed rent: a node's share of the minimum bill, pooled over the
                                      ///< plan's nodes (N of them are billed at least N times it; 0 otherwise;
                                      ///< MODEL.md section 8), redundancy included
    Duration coldStart;               ///< c
    double daysPerMonth = 0.0;        ///< D
    std::vector<HybridNode> nodes;    ///< the chosen plan's nodes (N of them)
    std::array<HybridHour, hoursInDay> hours {};
    Usd selfHostedMonthly;          ///< the nodes: hours on, cold starts and depreciation
    Usd overheadMonthly;            ///< the overhead lines and the staff (when N >= 1)
    Usd apiMonthly;                 ///< the overflow on the API
    Usd monthlyTotal;               ///< the plan: self-hosted + overheads + API
    Usd allApi;                     ///< N = 0: the whole demand on the API
    int allSelfHostNodes = 0;       ///< ceil(peak / T_node): enough nodes for the peak
    std::optional<Usd> allSelfHost; ///< those nodes always on, plus overheads; none without a node's figures
    bool nodesCapped = false;       ///< the peak needs more than the node limit; the plan uses at most that many
    Tokens demandPerMonth;          ///< the profile's output tokens of a month
    [[nodiscard]] bool planned() const { return status == HybridStatus::Planned; }
    [[nodiscard]] int nodeCount() const { return static_cast<int>(nodes.size()); }
};

/// The hybrid plan of \a scenario evaluated as \a evaluation (status NoProfile without a profile), with
/// at most \a maxNodes nodes (at most maxHybridNodes; HybridPlan::nodesCapped says when the peak needs
/// more). The plan search passes its node limit.
[[nodiscard]] HybridPlan planHybrid(
    const Scenario &scenario, const Evaluation &evaluation, int maxNodes = maxHybridNodes);

/// The month of \a profile served by \a nodes as they are (each with its hours on; their starts and hours
/// billed are worked out again), the rest by offer \a offer at \a apiPrice, priced with \a scenario's
/// figures and \a evaluation's node (its capacity, memory fit and feasibility; its offers are not read):
/// the figures planHybrid() gives a plan with these nodes. Status ModelDoesNotFit or NoCapacity (and
/// no nodes) when the node cannot serve. The plans' P(cheaper) prices a hybrid split's day so in each
/// Monte Carlo sample.
[[nodiscard]] HybridPlan priceHybridDay(const CompiledScenario &scenario, const Evaluation &evaluation,
    const HybridProfile &profile, std::size_t offer, UsdPerToken apiPrice, const std::vector<HybridNode> &nodes);

} // namespace breakeven
