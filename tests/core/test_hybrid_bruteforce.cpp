// Issue 27, item 5: the hybrid planner (MODEL.md section 8) against an exhaustive search, for
// every billing: hourly rent, spot, committed rent, and buying (financed).
//
// The reference is written here from MODEL.md, not from core/model/hybrid.cpp: a plan is one set of hours
// on per node; its month is, per node, `F + a * D * (hours on + switch-ons * c)` (committed: at
// least the minimum `m`: `F + max(m, ...)`), the overheads and the staff once any node exists, and
// the API at the cheapest offer's price for what the nodes do not serve, `min(D_h, N_on(h) * T)`
// served in hour h. Committed, the minimum is one contract's for all the plan's nodes: their bills
// together are billed at least N times a node's minimum (MODEL.md section 8, docs/model.md
// "Hybrid"). The node's figures (a, F, m, T, P) come from the scenario's inputs by the
// formulas of MODEL.md sections 2 and 8.
//
// Exhaustive how:
//  - One node (the day's peak within one node's capacity, so the plan has 0 or 1 node): all 2^24
//    sets of hours of the 24-hour day, and none.
//  - Up to three nodes: the demand lies in a window of 6 hours of the day, nothing outside, and the
//    cold start is shorter than an hour. An hour on outside the window saves nothing, costs `a`
//    (and, committed, never lowers `max(m, bill)`), and cannot replace a switch-on more cheaply
//    than the switch-on itself (a gap of at least an hour against a cold start under one), so no
//    optimal plan is on there; within the window every node's every set of hours is tried (every
//    multiset of up to three non-empty sets of the 6 hours: the nodes are alike).

#include "hybrid.h"
#include "random.h"
#include "testsupport.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <bit>
#include <cmath>
#include <cstdint>
#include <vector>

using namespace breakeven;
using namespace breakeven::test;

namespace {

constexpr double hoursPerMonth = 730.0;
constexpr double daysPerMonth = hoursPerMonth / 24.0;
constexpr std::uint32_t allHours = (1u << 24) - 1;

enum class Bill { Hourly, Spot, Committed, Buy };
constexpr std::array<Bill, 4> billings { Bill::Hourly, Bill::Spot, Bill::Committed, Bill::Buy };

const char *nameOf(Bill b)
{
    switch (b) {
    case Bill::Hourly:
        return "hourly";
    case Bill::Spot:
        return "spot";
    case Bill::Committed:
        return "committed";
    case Bill::Buy:
        return "buy";
    }
    return "?";
}

/// One node's figures, USD, as MODEL.md sections 2 and 8 define them.
struct Figures {
    double onPerHour = 0.0;      ///< a: rent the node's price per hour on; buy its power
    double fixedMonthly = 0.0;   ///< F: buy the financed capital cost and maintenance of a month
    double minimumMonthly = 0.0; ///< m: committed, a node's share of the pooled minimum bill of a month
    double coldHours = 0.0;      ///< c: the cold start billed before each switch-on, hours
    double nodeTokS = 0.0;       ///< T: what a node serves (spot: less its interrupted share)
    double pricePerToken = 0.0;  ///< P: the API's price of an output token
    double sharedMonthly = 0.0;  ///< the overheads and the staff, once any node exists
};

/// Switch-ons of a set of hours of the circular day: the hours on whose hour before is off.
int startsOf(std::uint32_t mask)
{
    const std::uint32_t before = ((mask << 1) | (mask >> 23)) & allHours; // hour h-1's state at bit h
    return std::popcount(mask & ~before);
}

/// What one node is billed a month for \a hours on with \a starts switch-ons (F excluded).
double billed(const Figures &f, Bill b, int hours, int starts)
{
    const double bill = f.onPerHour * daysPerMonth * (hours + starts * f.coldHours);
    return b == Bill::Committed ? std::max(f.minimumMonthly, bill) : bill;
}

/// The month of the plan whose nodes are on in \a nodes (one set of hours each).
double monthlyCost(
    const Figures &f, Bill b, const std::array<double, 24> &demand, const std::vector<std::uint32_t> &nodes)
{
    double total = nodes.empty() ? 0.0 : f.sharedMonthly;
    double bills = 0.0; // the nodes' hours on and switch-ons, by the hour
    for (const std::uint32_t mask : nodes)
        bills += billed(f, Bill::Hourly, std::popcount(mask), startsOf(mask));
    // Committed: the nodes' bills together, at least their pooled minimum.
    if (b == Bill::Committed)
        bills = std::max(bills, static_cast<double>(nodes.size()) * f.minimumMonthly);
    total += bills + static_cast<double>(nodes.size()) * f.fixedMonthly;
    for (int h = 0; h < 24; ++h) {
        int on = 0;
        for (const std::uint32_t mask : nodes)
            on += (mask >> h) & 1u;
        const double served = std::min(demand[static_cast<std::size_t>(h)], on * f.nodeTokS);
        total += (demand[static_cast<std::size_t>(h)] - served) * 3600.0 * daysPerMonth * f.pricePerToken;
    }
    return total;
}

/// The plan's nodes as sets of hours.
std::vector<std::uint32_t> masksOf(const HybridPlan &plan)
{
    std::vector<std::uint32_t> masks;
    for (const HybridNode &node : plan.nodes) {
        std::uint32_t mask = 0;
        for (std::size_t h = 0; h < 24; ++h)
            mask |= node.on[h] ? (1u << h) : 0u;
        masks.push_back(mask);
    }
    return masks;
}

double uniform(Random &r, double lo, double hi) { return lo + (hi - lo) * r.nextDouble(); }

/// A scenario of billing \a b whose node serves \a nodeTokS (on spot, after its interruptions), with figures drawn from
/// \a r, and the figures the reference reads from its inputs.
struct Case {
    Scenario scenario;
    Figures figures;
};

Case randomCase(Random &r, Bill b, double nodeTokS, double maxColdMinutes)
{
    Case c;
    Scenario &s = c.scenario;
    s = loadPreset("kimi-k31-pro-8xb300-modal-hybrid.json"); // USD, r = 0, 8 GPUs, 730 h a month
    s.hardware.maxThroughputTokS = nodeTokS;
    s.hardware.decodePoints.clear();
    s.hardware.prefillInputTokS.reset();
    s.operation.throughputTokS = nodeTokS;
    s.operation.coldStartMinutes = uniform(r, 0.0, maxColdMinutes);
    s.cost.overheads.clear();
    s.cost.staff = Staff { uniform(r, 0.0, 1.0) < 0.5 ? 0.0 : uniform(r, 0.0, 1.0),
        Money { 3000.0, QStringLiteral("USD") }, {} };
    const double gpuHour = uniform(r, 2.0, 10.0);
    Figures &f = c.figures;
    f.coldHours = s.operation.coldStartMinutes / 60.0;
    f.nodeTokS = nodeTokS;
    f.sharedMonthly = s.cost.staff.fte * 3000.0;
    double reference = 8.0 * gpuHour; // what a node's hour is worth against the API at full use
    switch (b) {
    case Bill::Hourly:
        s.cost.gpuHour = Money { gpuHour, QStringLiteral("USD") };
        f.onPerHour = 8.0 * gpuHour;
        break;
    case Bill::Spot: {
        s.cost.billing.mode = BillingMode::Spot;
        s.cost.spotGpuHour = Money { gpuHour, QStringLiteral("USD") };
        s.cost.spotInterruption = uniform(r, 0.0, 0.4);
        f.onPerHour = 8.0 * gpuHour;
        // Interrupted hours serve nothing: a node of T / (1 - interruption) serves the T asked for.
        s.hardware.maxThroughputTokS = nodeTokS / (1.0 - s.cost.spotInterruption);
        s.operation.throughputTokS = *s.hardware.maxThroughputTokS;
        f.nodeTokS = *s.hardware.maxThroughputTokS * (1.0 - s.cost.spotInterruption);
        break;
    }
    case Bill::Committed: {
        s.cost.billing.mode = BillingMode::Committed;
        s.cost.reservedGpuHour = Money { gpuHour, QStringLiteral("USD") };
        // From no minimum to more than a month always on: the minimum binds in most cases.
        f.minimumMonthly = uniform(r, 0.0, 1.2) * hoursPerMonth * 8.0 * gpuHour;
        s.cost.billing.minimumMonthly = Money { f.minimumMonthly, QStringLiteral("USD") };
        f.onPerHour = 8.0 * gpuHour;
        break;
    }
    case Bill::Buy: {
        s.cost.mode = CostMode::Buy;
        BuyCost &buy = s.cost.buy;
        buy.powerKw = uniform(r, 5.0, 20.0);
        buy.pue = uniform(r, 1.1, 1.5);
        buy.tariffPerKwh = Money { uniform(r, 0.05, 0.5), QStringLiteral("USD") };
        buy.years = std::round(uniform(r, 1.0, 5.0));
        buy.costOfCapital = uniform(r, 0.0, 1.0) < 0.3 ? 0.0 : uniform(r, 0.0, 0.12);
        buy.residualValue = uniform(r, 0.0, 0.3);
        buy.maintenance = uniform(r, 0.0, 0.05);
        f.onPerHour = buy.powerKw * buy.pue * buy.tariffPerKwh.amount;
        // MODEL.md section 8: the annuity of capex - rho * capex * (1 + w/12)^(-12Y) over 12Y months
        // at w/12 (straight line at w = 0), plus m * capex / 12; per unit of capex here.
        const double w = buy.costOfCapital / 12.0;
        const double months = 12.0 * buy.years;
        const double discount = std::pow(1.0 + w, -months);
        const double financed = 1.0 - buy.residualValue * discount;
        const double annuity = w > 0.0 ? financed * w / (1.0 - discount) : (1.0 - buy.residualValue) / months;
        const double perCapex = annuity + buy.maintenance / 12.0;
        // Capex such that a month of capital cost is between a tenth and the whole of a node-month's worth.
        const double capex = uniform(r, 0.1, 1.0) * hoursPerMonth * reference / perCapex;
        buy.capex = Money { capex, QStringLiteral("USD") };
        f.fixedMonthly = capex * perCapex;
        reference = f.onPerHour + f.fixedMonthly / hoursPerMonth;
        break;
    }
    }
    // The API's price: a full hour of the node saves between 0.3 and 3 times what the node's hour costs.
    const double perMtok = uniform(r, 0.3, 3.0) * reference / (f.nodeTokS * 3600.0) * 1e6;
    for (std::size_t i = 0; i < s.offers.size(); ++i)
        s.offers[i].enabled = i == 1;
    s.offers[1].output = perMtok;
    f.pricePerToken = perMtok / 1e6;
    return c;
}

/// Checks the planner's figures against the reference's, and that the plan's own month is the one it reports.
void expectThePlanCostsWhatItSays(const Case &c, Bill b, const std::array<double, 24> &demand, const HybridPlan &plan)
{
    ASSERT_TRUE(plan.planned()) << nameOf(b);
    const Figures &f = c.figures;
    EXPECT_NEAR(plan.nodeThroughput.value(), f.nodeTokS, 1e-9 * f.nodeTokS) << nameOf(b);
    EXPECT_NEAR(plan.apiPrice.value(), f.pricePerToken, 1e-12 * f.pricePerToken) << nameOf(b);
    const double own = monthlyCost(f, b, demand, masksOf(plan));
    EXPECT_NEAR(plan.monthlyTotal.value(), own, 1e-9 * own) << nameOf(b);
    for (const HybridNode &node : plan.nodes) {
        std::uint32_t mask = 0;
        for (std::size_t h = 0; h < 24; ++h)
            mask |= node.on[h] ? (1u << h) : 0u;
        EXPECT_EQ(node.startsPerDay, startsOf(mask)) << nameOf(b);
        EXPECT_NEAR(node.hoursOnPerDay, std::popcount(mask) + node.startsPerDay * f.coldHours, 1e-9) << nameOf(b);
    }
}

} // namespace

// One node: every set of hours of the day, for every billing. The 2^24 sets are walked once per
// profile and priced for the four billings together.
TEST(HybridExhaustive, OneNodeEveryBillingMatchesAllSetsOfHours)
{
    Random r(27005);
    constexpr int profiles = 60;
    for (int p = 0; p < profiles; ++p) {
        const double nodeTokS = uniform(r, 500.0, 4000.0);
        std::array<double, 24> demand {};
        // Shapes: any level each hour, or a base and a block of peak hours with noise.
        const bool blocky = uniform(r, 0.0, 1.0) < 0.5;
        const double base = uniform(r, 0.0, 0.5) * nodeTokS;
        const double peak = uniform(r, 0.3, 1.0) * nodeTokS;
        const int from = static_cast<int>(uniform(r, 0.0, 24.0));
        const int length = static_cast<int>(uniform(r, 1.0, 16.0));
        for (int h = 0; h < 24; ++h) {
            double d = uniform(r, 0.0, 1.0) * nodeTokS;
            if (blocky) {
                d = (h - from + 24) % 24 < length ? peak : base;
                if (uniform(r, 0.0, 1.0) < 0.2)
                    d = uniform(r, 0.0, 1.0) * nodeTokS;
            }
            demand[static_cast<std::size_t>(h)] = d;
        }
        std::array<Case, 4> cases;
        std::array<HybridPlan, 4> plans;
        // Per billing: what each byte of hours saves on the API (three bytes make the day), and
        // what a node's month is billed for n hours on and s switch-ons, F and the shared lines included.
        std::array<std::array<std::array<double, 256>, 3>, 4> saved {};
        std::array<std::array<std::array<double, 13>, 25>, 4> month {};
        std::array<double, 4> allApi {};
        std::array<double, 4> best {};
        for (std::size_t m = 0; m < 4; ++m) {
            const Bill b = billings[m];
            cases[m] = randomCase(r, b, nodeTokS, 80.0);
            cases[m].scenario.hybrid = HybridProfile {};
            cases[m].scenario.hybrid->demandTokS = demand;
            plans[m] = planHybrid(cases[m].scenario, evaluate(cases[m].scenario));
            const Figures &f = cases[m].figures;
            for (std::size_t byte = 0; byte < 3; ++byte)
                for (unsigned v = 0; v < 256; ++v)
                    for (unsigned bit = 0; bit < 8; ++bit)
                        if (v & (1u << bit))
                            saved[m][byte][v] += std::min(demand[byte * 8 + bit], f.nodeTokS) * 3600.0 * daysPerMonth
                                * f.pricePerToken;
            for (int n = 0; n <= 24; ++n)
                for (int s = 0; s <= 12; ++s)
                    month[m][static_cast<std::size_t>(n)][static_cast<std::size_t>(s)]
                        = f.sharedMonthly + f.fixedMonthly + billed(f, b, n, s);
            allApi[m] = monthlyCost(f, b, demand, {});
            best[m] = allApi[m]; // no node
        }
        for (std::uint32_t mask = 1; mask <= allHours; ++mask) {
            const int n = std::popcount(mask);
            const int s = startsOf(mask);
            for (std::size_t m = 0; m < 4; ++m) {
                const double cost = allApi[m] + month[m][static_cast<std::size_t>(n)][static_cast<std::size_t>(s)]
                    - saved[m][0][mask & 0xff] - saved[m][1][(mask >> 8) & 0xff] - saved[m][2][mask >> 16];
                best[m] = std::min(best[m], cost);
            }
        }
        for (std::size_t m = 0; m < 4; ++m) {
            expectThePlanCostsWhatItSays(cases[m], billings[m], demand, plans[m]);
            EXPECT_LE(plans[m].nodeCount(), 1);
            EXPECT_NEAR(plans[m].monthlyTotal.value(), best[m], 1e-9 * best[m])
                << nameOf(billings[m]) << ", profile " << p;
        }
    }
}

// Up to three nodes: every node's every set of the 6 hours that hold the demand, for every billing.
TEST(HybridExhaustive, UpToThreeNodesEveryBillingMatchesAllSetsOfHours)
{
    Random r(27050);
    constexpr int profiles = 200;
    constexpr int window = 6;
    for (int p = 0; p < profiles; ++p) {
        const double nodeTokS = uniform(r, 500.0, 4000.0);
        const int from = static_cast<int>(uniform(r, 0.0, 24.0));
        std::array<double, 24> demand {};
        std::vector<std::uint32_t> sets; // the non-empty sets of the window's hours
        for (int k = 0; k < window; ++k)
            demand[static_cast<std::size_t>((from + k) % 24)]
                = uniform(r, 0.0, 1.0) < 0.15 ? 0.0 : uniform(r, 0.0, 3.0) * nodeTokS;
        for (std::uint32_t w = 1; w < (1u << window); ++w) {
            std::uint32_t mask = 0;
            for (int k = 0; k < window; ++k)
                if (w & (1u << k))
                    mask |= 1u << ((from + k) % 24);
            sets.push_back(mask);
        }
        for (const Bill b : billings) {
            Case c = randomCase(r, b, nodeTokS, 55.0);
            c.scenario.hybrid = HybridProfile {};
            c.scenario.hybrid->demandTokS = demand;
            const HybridPlan plan = planHybrid(c.scenario, evaluate(c.scenario));
            expectThePlanCostsWhatItSays(c, b, demand, plan);
            const Figures &f = c.figures;
            // best: over every plan; nested: over the plans whose nodes' hours nest (node k on only
            // where node k - 1 is: node k serves the k-th layer of demand).
            double best = monthlyCost(f, b, demand, {});
            double nested = best;
            const auto within = [](std::uint32_t inner, std::uint32_t outer) { return (inner & ~outer) == 0; };
            const auto chain = [&](std::uint32_t x, std::uint32_t y) { return within(x, y) || within(y, x); };
            const std::size_t n = sets.size();
            for (std::size_t i = 0; i < n; ++i) {
                const double one = monthlyCost(f, b, demand, { sets[i] });
                best = std::min(best, one);
                nested = std::min(nested, one);
                for (std::size_t j = i; j < n; ++j) {
                    const double two = monthlyCost(f, b, demand, { sets[i], sets[j] });
                    best = std::min(best, two);
                    if (chain(sets[i], sets[j]))
                        nested = std::min(nested, two);
                    for (std::size_t k = j; k < n; ++k) {
                        const double three = monthlyCost(f, b, demand, { sets[i], sets[j], sets[k] });
                        best = std::min(best, three);
                        if (chain(sets[i], sets[j]) && chain(sets[i], sets[k]) && chain(sets[j], sets[k]))
                            nested = std::min(nested, three);
                    }
                }
            }
            EXPECT_NEAR(plan.monthlyTotal.value(), best, 1e-9 * best) << nameOf(b) << ", profile " << p;
            // The nodes serve the layers of demand: the optimum is found among the nested plans.
            EXPECT_NEAR(nested, best, 1e-9 * best) << nameOf(b) << ", profile " << p;
        }
    }
}
