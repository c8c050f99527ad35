#pragma once

/// \file bill.h
/// The whole bill over time (MODEL.md section 8): staff, billing, financing and the horizon with the
/// API's price trend, and the task both sides are priced per (MODEL.md sections 1 and 2), derived
/// from an evaluated scenario. evaluate() already counts staff, billing and financing in the monthly
/// cost M; this file adds what follows from M over the horizon and per task.

#include "evaluation.h"
#include "scenario.h"

#include <optional>
#include <vector>

namespace breakeven {

using namespace breakeven::units;

/// The months of a horizon of \a years (> 0): `12 * years` rounded, at least 1.
[[nodiscard]] int horizonMonths(double years);

/// The API's mean price over the horizon as a share of today's: `f = mean over months k = 0..N-1
/// of (1 - d)^(k/12)` for N = horizonMonths(\a years) and yearly decline \a decline d in 0..1.
/// Exactly 1 when d = 0.
[[nodiscard]] double apiPriceFactor(double years, double decline);

/// One offer over the horizon.
struct OfferHorizon {
    Tokens breakevenOutput;                             ///< `M / (f * P)` output tokens per month
    std::optional<TokensPerSecond> breakevenThroughput; ///< that volume over the productive hours; none without them
    double breakevenTasksPerMonth = 0.0;                ///< `M / (f * API cost per accepted task)`
    Usd apiTotal;                                       ///< the API's bill for the same output over the horizon
    /// The first month (1-based) at whose end the cumulative cost of self-hosting is at most the API's;
    /// none ("never") when it never is within the horizon or the scenario is not feasible.
    std::optional<int> paybackMonth;
    std::vector<double> cumulativeUsd; ///< the API's cumulative bill at the end of months 1..N, USD
};

/// The whole bill and its horizon (all money in USD).
struct BillResult {
    // Staff.
    Usd staffMonthly;
    bool staffIncluded = false; ///< false: every output says "no staff cost included"
    // Billing (renting).
    Usd hoursOnMonthly;        ///< rent: the hours on at the billing's price, before the minimum and redundancy
    bool minimumBinds = false; ///< committed: the minimum monthly bill is what is paid
    Usd commitmentTotal;       ///< committed: the monthly hardware bill times the term
    Usd owedBeyondHorizon;     ///< committed: what the term still owes after the horizon ends (0 when within it)
    // Financing (buying).
    Usd capitalMonthly;      ///< the annuity (or straight line) for the month, before redundancy
    Usd straightLineMonthly; ///< capex / years for the month, before redundancy: what the capital cost is compared with
    Usd maintenanceMonthly;  ///< before redundancy
    // Horizon.
    int months = 0;           ///< N
    double priceFactor = 1.0; ///< f
    Usd selfHostTotal;        ///< cumulative cost of self-hosting at the end of the horizon
    /// Self-hosting's cumulative cost at the end of months 1..N, USD. Renting: M each month. Buying:
    /// the cash view (simple payback): the capex (times redundancy) in the month the node is bought and
    /// again when its life ends within the horizon, the residual value back at the end of each life,
    /// and every other cost (power, maintenance, overheads, staff) monthly; no cost of capital.
    std::vector<double> selfHostCumulativeUsd;
    std::vector<OfferHorizon> offers; ///< one per Scenario::offers
};

/// The whole bill of \a scenario, evaluated as \a evaluation (evaluate(\a scenario)).
[[nodiscard]] BillResult evaluateBill(const Scenario &scenario, const Evaluation &evaluation);

/// The task both sides are priced per (`task`, `workload.request`, `workload.acceptance_*`,
/// `workload.task_minutes`): the same tokens on the API as the node produces, per attempt.
struct TaskSummary {
    TaskSize size = TaskSize::Stated;
    bool fromNode = false;       ///< the size is the node's (task.size node with task minutes)
    Tokens input;                ///< per attempt
    Tokens output;               ///< per attempt, without reasoning
    Tokens reasoning;            ///< per attempt, billed as output
    double inputPerOutput = 0.0; ///< input / (output + reasoning): the task's own r (0 without output)
    bool matchesWorkload = true; ///< the task's r equals workload.input_per_output (within 0.5 %); true without output
    std::optional<Tokens>
        nodeOutputPerTask; ///< T / sessions (capacity.sessions()) * task minutes; none without task minutes
    std::optional<double> acceptedTasksPerMonth; ///< the node's (needs task minutes)
    /// The most accepted tasks a month the node can serve: acceptedTasksPerMonth at its capacity
    /// T_max instead of the operating T (x T_max / T); none without task minutes or capacity evidence.
    /// A break-even in tasks above it is beyond what the node can reach.
    std::optional<double> maxAcceptedTasksPerMonth;
    std::optional<Usd> selfHostPerAcceptedTask; ///< M / accepted tasks per month
};

[[nodiscard]] TaskSummary summarizeTask(const Scenario &scenario, const Evaluation &evaluation);

} // namespace breakeven
