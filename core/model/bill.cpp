#include "bill.h"

#include "compile.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace breakeven {

int horizonMonths(double years) { return std::max(1, static_cast<int>(std::lround(12.0 * years))); }

double apiPriceFactor(double years, double decline)
{
    const int n = horizonMonths(years);
    if (decline <= 0.0)
        return 1.0;
    double sum = 0.0;
    for (int k = 0; k < n; ++k)
        sum += std::pow(1.0 - decline, k / 12.0);
    return sum / n;
}

BillResult evaluateBill(const Scenario &scenario, const Evaluation &evaluation)
{
    const CompiledScenario c = compileUnchecked(scenario);
    const SelfHostResult &sh = evaluation.selfHost;
    BillResult b;
    b.staffMonthly = sh.staffMonthly;
    b.staffIncluded = sh.staffMonthly.value() > 0.0;

    b.months = horizonMonths(scenario.horizon.years);
    const double decline = scenario.horizon.apiPriceDecline;
    b.priceFactor = apiPriceFactor(scenario.horizon.years, decline);

    b.hoursOnMonthly = dollars(0.0);
    b.commitmentTotal = dollars(0.0);
    b.owedBeyondHorizon = dollars(0.0);
    b.capitalMonthly = dollars(0.0);
    b.straightLineMonthly = dollars(0.0);
    b.maintenanceMonthly = dollars(0.0);
    const double redundancy = c.redundancy;
    if (c.mode == CostMode::Rent) {
        b.hoursOnMonthly = sh.hardwareRate * sh.provisioned;
        b.minimumBinds = sh.minimumBinds;
        if (c.billing == BillingMode::Committed) {
            const double term = scenario.cost.billing.termMonths;
            b.commitmentTotal = term * sh.hardwareMonthly;
            b.owedBeyondHorizon = std::max(0.0, term - b.months) * sh.hardwareMonthly;
        }
    } else {
        b.capitalMonthly = sh.depreciationMonthly;
        b.straightLineMonthly = model::depreciationRate(c.capex, c.years) * c.month;
        b.maintenanceMonthly = sh.maintenanceMonthly;
    }

    // Self-hosting's cumulative cost, month by month.
    const double monthly = sh.monthlyCost.value();
    b.selfHostCumulativeUsd.resize(static_cast<std::size_t>(b.months));
    double total = 0.0;
    if (c.mode == CostMode::Rent) {
        for (int m = 0; m < b.months; ++m)
            b.selfHostCumulativeUsd[static_cast<std::size_t>(m)] = total += monthly;
    } else {
        const double capex = redundancy * c.capex.value();
        const double residual = scenario.cost.buy.residualValue * capex;
        const double running = monthly - redundancy * sh.depreciationMonthly.value();
        const int life = std::max(1, static_cast<int>(std::lround(12.0 * c.years)));
        for (int m = 0; m < b.months; ++m) {
            total += running;
            if (m % life == 0)
                total += capex;
            if ((m + 1) % life == 0)
                total -= residual;
            b.selfHostCumulativeUsd[static_cast<std::size_t>(m)] = total;
        }
    }
    b.selfHostTotal = dollars(total);

    const bool feasible = evaluation.feasibility.feasible();
    const double output = sh.outputPerMonth.value();
    b.offers.resize(evaluation.offers.size());
    for (std::size_t i = 0; i < evaluation.offers.size(); ++i) {
        const OfferResult &r = evaluation.offers[i];
        OfferHorizon &h = b.offers[i];
        const UsdPerToken price = b.priceFactor * r.blendedPrice;
        h.breakevenOutput = model::breakevenVolume(sh.monthlyCost, price);
        h.breakevenThroughput = model::breakevenThroughput(h.breakevenOutput, sh.productive);
        const double taskCost = b.priceFactor * r.acceptedTaskCost.value();
        h.breakevenTasksPerMonth = taskCost > 0.0 ? monthly / taskCost : std::numeric_limits<double>::infinity();
        h.cumulativeUsd.resize(static_cast<std::size_t>(b.months));
        const double today = output * r.blendedPrice.value();
        double api = 0.0;
        for (int m = 0; m < b.months; ++m) {
            api += today * (decline > 0.0 ? std::pow(1.0 - decline, m / 12.0) : 1.0);
            h.cumulativeUsd[static_cast<std::size_t>(m)] = api;
            if (feasible && !h.paybackMonth && b.selfHostCumulativeUsd[static_cast<std::size_t>(m)] <= api)
                h.paybackMonth = m + 1;
        }
        h.apiTotal = dollars(api);
    }
    return b;
}

TaskSummary summarizeTask(const Scenario &scenario, const Evaluation &evaluation)
{
    const SelfHostResult &sh = evaluation.selfHost;
    TaskSummary t;
    t.size = scenario.task.size;
    t.fromNode = scenario.task.size == TaskSize::Node && scenario.workload.taskMinutes.has_value();
    t.input = sh.taskInput;
    t.reasoning = t.fromNode ? tokens(0.0) : tokens(scenario.task.reasoningTokens);
    t.output = sh.taskOutput - t.reasoning;
    const double ratio = sh.taskOutput.value() > 0.0 ? sh.taskInput.value() / sh.taskOutput.value() : 0.0;
    const double r = scenario.workload.inputPerOutput;
    // A task without output, or with counts beyond a double's ratio, has no ratio to compare.
    t.inputPerOutput = std::isfinite(ratio) ? ratio : 0.0;
    t.matchesWorkload = !std::isfinite(ratio) || !(sh.taskOutput.value() > 0.0)
        || std::abs(t.inputPerOutput - r) <= 0.005 * std::max(r, 1e-9);
    // Per session actually served: the operating concurrency as the limits cap it, over every replica.
    if (const double sessions = evaluation.capacity.sessions(); scenario.workload.taskMinutes && sessions > 0)
        t.nodeOutputPerTask
            = tokens(evaluation.capacity.operating.value() / sessions * *scenario.workload.taskMinutes * 60.0);
    t.acceptedTasksPerMonth = sh.acceptedTasksPerMonth;
    const Feasibility &f = evaluation.feasibility;
    if (t.acceptedTasksPerMonth && f.capacityChecked && f.throughput.value() > 0.0)
        t.maxAcceptedTasksPerMonth = *t.acceptedTasksPerMonth * f.capacity.value() / f.throughput.value();
    t.selfHostPerAcceptedTask = sh.costPerAcceptedTask;
    return t;
}

} // namespace breakeven
