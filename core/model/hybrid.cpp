#include "hybrid.h"

#include "compile.h"
#include "costmodel.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace breakeven {

namespace {

/// The best hours of one node over the circular day: \a net[h] is what an hour on costs net of
/// what it saves on the API (USD a day), \a start what one switch-on costs. Returns the hours on
/// and the day's cost (<= 0: the node pays off, or is never on).
struct LayerPlan {
    std::array<bool, hoursInDay> on {};
    int starts = 0;
    double cost = 0.0;
};

LayerPlan bestHours(const std::array<double, hoursInDay> &net, double start)
{
    constexpr double inf = std::numeric_limits<double>::infinity();
    LayerPlan best;
    best.cost = 0.0; // always off
    // The state of hour 23 decides whether hour 0 starts the node: try both.
    for (const bool lastOn : { false, true }) {
        // cost[h][s]: the cheapest hours 0..h with hour h in state s; from[h][s]: the state of h - 1.
        std::array<std::array<double, 2>, hoursInDay> cost {};
        std::array<std::array<int, 2>, hoursInDay> from {};
        for (int s = 0; s < 2; ++s) {
            cost[0][static_cast<std::size_t>(s)] = s == 0 ? 0.0 : net[0] + (lastOn ? 0.0 : start);
            from[0][static_cast<std::size_t>(s)] = lastOn ? 1 : 0;
        }
        for (std::size_t h = 1; h < hoursInDay; ++h) {
            cost[h][0] = std::min(cost[h - 1][0], cost[h - 1][1]);
            from[h][0] = cost[h - 1][1] < cost[h - 1][0] ? 1 : 0;
            const double stay = cost[h - 1][1];
            const double switchOn = cost[h - 1][0] + start;
            cost[h][1] = std::min(stay, switchOn) + net[h];
            from[h][1] = stay <= switchOn ? 1 : 0;
        }
        const std::size_t last = lastOn ? 1 : 0;
        const double total = cost[hoursInDay - 1][last];
        if (!(total < best.cost) || total == inf)
            continue;
        LayerPlan plan;
        plan.cost = total;
        std::size_t s = last;
        for (std::size_t h = hoursInDay; h-- > 0;) {
            plan.on[h] = s == 1;
            s = static_cast<std::size_t>(from[h][s]);
        }
        for (std::size_t h = 0; h < hoursInDay; ++h) {
            if (plan.on[h] && !plan.on[(h + hoursInDay - 1) % hoursInDay])
                ++plan.starts;
        }
        best = plan;
    }
    return best;
}

/// One way to run one layer of demand: its hours on, what they are billed and what they save (USD a day).
struct LayerChoice {
    std::array<bool, hoursInDay> on {};
    double billed = 0.0;
    double saved = 0.0;
};

/// Keeps the entries of \a front that no other beats: sorted by bill, each saving more than every
/// cheaper one (the month grows with the bill and falls with the saving).
template <typename Entry> void keepUnbeaten(std::vector<Entry> &front)
{
    std::sort(front.begin(), front.end(), [](const Entry &a, const Entry &b) {
        return a.billed < b.billed || (a.billed == b.billed && a.saved > b.saved);
    });
    std::vector<Entry> kept;
    for (const Entry &e : front) {
        if (kept.empty() || e.saved > kept.back().saved)
            kept.push_back(e);
    }
    front = std::move(kept);
}

/// Every unbeaten way to run one layer of demand over the circular day: for every count of hours
/// on `n` (0-24) and of switch-ons `s` (0-12), the hours that save the most (a dynamic programme
/// over the day, both states of hour 23 tried since it decides whether hour 0 starts the node),
/// billed `n * onPerHour + s * start`; then only the (bill, saving) pairs no other beats.
/// \a saved[h] is what an hour on saves on the API (USD a day).
std::vector<LayerChoice> layerChoices(const std::array<double, hoursInDay> &saved, double onPerHour, double start)
{
    constexpr std::size_t maxStarts = hoursInDay / 2;
    constexpr double none = -std::numeric_limits<double>::infinity();
    // most[on][n][s]: the most hours 0..h save with n hours on, s switch-ons and hour h in state on
    // (s <= n and s <= maxStarts; cells outside those bounds are never read).
    using Table = std::array<std::array<std::array<double, maxStarts + 1>, hoursInDay + 1>, 2>;
    // wasOn[h][on][n][s]: the state of hour h - 1 on the best way to that cell (n and s follow from
    // it). Only cells reached in the current pass are written and read.
    std::array<std::array<std::array<std::array<bool, maxStarts + 1>, hoursInDay + 1>, 2>, hoursInDay> wasOn;
    std::array<Table, 2> tables;
    std::vector<LayerChoice> choices;
    choices.push_back(LayerChoice {}); // never on
    for (const bool lastOn : { false, true }) {
        Table *most = &tables[0];
        Table *next = &tables[1];
        const std::size_t firstStarts = lastOn ? 0 : 1;
        for (auto &state : *most)
            for (std::size_t n = 0; n <= 1; ++n)
                for (std::size_t k = 0; k <= 1; ++k)
                    state[n][k] = none;
        (*most)[0][0][0] = 0.0;
        (*most)[1][1][firstStarts] = saved[0];
        wasOn[0][0][0][0] = lastOn;
        wasOn[0][1][1][firstStarts] = lastOn;
        for (std::size_t h = 1; h < hoursInDay; ++h) {
            // Hours 0..h-1 hold at most h hours on in at most (h + 1) / 2 blocks, each at most one
            // switch-on; hours 0..h at most (h + 2) / 2. The cells within those bounds are the ones set.
            const std::size_t readS = std::min(maxStarts, (h + 1) / 2);
            const std::size_t writeS = std::min(maxStarts, (h + 2) / 2);
            for (std::size_t n = 0; n <= h + 1; ++n)
                for (std::size_t k = 0; k <= std::min(n, writeS); ++k) {
                    (*next)[0][n][k] = none;
                    (*next)[1][n][k] = none;
                }
            for (std::size_t n = 0; n <= h; ++n) {
                for (std::size_t k = 0; k <= std::min(n, readS); ++k) {
                    for (std::size_t prev = 0; prev < 2; ++prev) {
                        const double v = (*most)[prev][n][k];
                        if (v == none)
                            continue;
                        // Hour h off.
                        if (v > (*next)[0][n][k]) {
                            (*next)[0][n][k] = v;
                            wasOn[h][0][n][k] = prev == 1;
                        }
                        // Hour h on: a switch-on when hour h - 1 was off.
                        const std::size_t k2 = k + (prev == 0 ? 1 : 0);
                        if (k2 > writeS)
                            continue;
                        const double w = v + saved[h];
                        if (w > (*next)[1][n + 1][k2]) {
                            (*next)[1][n + 1][k2] = w;
                            wasOn[h][1][n + 1][k2] = prev == 1;
                        }
                    }
                }
            }
            std::swap(most, next);
        }
        const std::size_t last = lastOn ? 1 : 0;
        for (std::size_t n = 1; n <= hoursInDay; ++n) {
            for (std::size_t k = 0; k <= std::min(n, maxStarts); ++k) {
                const double v = (*most)[last][n][k];
                if (v == none)
                    continue;
                LayerChoice choice;
                choice.billed = static_cast<double>(n) * onPerHour + static_cast<double>(k) * start;
                choice.saved = v;
                std::size_t state = last;
                std::size_t hours = n;
                std::size_t starts = k;
                for (std::size_t h = hoursInDay; h-- > 0;) {
                    choice.on[h] = state == 1;
                    const std::size_t before = wasOn[h][state][hours][starts] ? 1 : 0;
                    if (state == 1) {
                        --hours;
                        if (before == 0) // hour h switched the node on
                            --starts;
                    }
                    state = before;
                }
                choices.push_back(choice);
            }
        }
    }
    keepUnbeaten(choices);
    return choices;
}

/// Plans of the first n layers together: what their hours are billed and save (USD a day), and the
/// way back (the plan of the first n - 1 layers and layer n's choice).
struct LayersEntry {
    double billed = 0.0;
    double saved = 0.0;
    int from = -1;   ///< the entry of the first n - 1 layers
    int choice = -1; ///< layer n's LayerChoice
};

} // namespace

namespace {

/// The month's figures of \a plan's nodes as they are (HybridPlan::nodes, each with its hours on): each
/// node's starts and hours billed, each hour's split, and the month. \a plan holds the rates (what a node
/// costs and serves, the API's price, the days of a month) and the day's demand.
void priceNodes(HybridPlan &plan, Usd sharedMonthly)
{
    const double t = plan.nodeThroughput.value();
    const double onPerHour = inDollarsPerHour(plan.nodeOnRate);
    const double coldHours = inHours(plan.coldStart);
    double hoursBilled = 0.0; // a day, every node's: hours on and cold starts
    for (HybridNode &node : plan.nodes) {
        node.startsPerDay = 0;
        for (std::size_t h = 0; h < hoursInDay; ++h) {
            if (node.on[h] && !node.on[(h + hoursInDay - 1) % hoursInDay])
                ++node.startsPerDay;
        }
        node.productiveHours = static_cast<double>(std::count(node.on.begin(), node.on.end(), true));
        node.hoursOnPerDay = node.productiveHours + node.startsPerDay * coldHours;
        hoursBilled += node.hoursOnPerDay;
    }
    const int n = plan.nodeCount();
    // What the nodes' hours on are billed, at least their pooled committed minimum.
    const double nodesMonthly
        = std::max(hoursBilled * onPerHour * plan.daysPerMonth, n * plan.nodeMinimumMonthly.value());
    double apiDailyTokens = 0.0;
    for (std::size_t h = 0; h < hoursInDay; ++h) {
        HybridHour &hour = plan.hours[h];
        hour.nodesOn = 0;
        for (const HybridNode &node : plan.nodes)
            hour.nodesOn += node.on[h] ? 1 : 0;
        hour.selfHostedTokS = std::min(hour.demandTokS, hour.nodesOn * t);
        hour.apiTokS = hour.demandTokS - hour.selfHostedTokS;
        apiDailyTokens += hour.apiTokS * secondsPerHour;
    }
    plan.selfHostedMonthly = dollars(nodesMonthly) + static_cast<double>(n) * plan.nodeFixedMonthly;
    plan.overheadMonthly = n > 0 ? sharedMonthly : dollars(0.0);
    plan.apiMonthly = tokens(apiDailyTokens * plan.daysPerMonth) * plan.apiPrice;
    plan.monthlyTotal = plan.selfHostedMonthly + plan.overheadMonthly + plan.apiMonthly;
}

/// A plan of \a profile with no node and no offer yet: the month's days, the cold start, the day's demand
/// (all of it on the API) and its output tokens of a month.
HybridPlan dayOnTheApi(const CompiledScenario &c, const HybridProfile &profile)
{
    HybridPlan plan;
    plan.daysPerMonth = inHours(c.month) / 24.0;
    plan.coldStart = c.coldStart;
    double dailyTokens = 0.0;
    for (std::size_t h = 0; h < hoursInDay; ++h) {
        plan.hours[h].demandTokS = profile.demandTokS[h];
        plan.hours[h].apiTokS = profile.demandTokS[h];
        dailyTokens += profile.demandTokS[h] * secondsPerHour;
    }
    plan.demandPerMonth = tokens(dailyTokens * plan.daysPerMonth);
    return plan;
}

/// A plan of \a profile with no node yet (everything on the API at \a apiPrice), its rates from \a c
/// and the node's capacity, memory fit and feasibility of \a evaluation (its offers are not read), and
/// the overheads and staff kept once a node is (\a sharedMonthly). Status Planned when a node can
/// serve; else why not.
HybridPlan ratedPlan(const CompiledScenario &c, const Evaluation &evaluation, const HybridProfile &profile,
    std::size_t offer, UsdPerToken apiPrice, Usd &sharedMonthly)
{
    HybridPlan plan = dayOnTheApi(c, profile);
    const double peak = *std::max_element(profile.demandTokS.begin(), profile.demandTokS.end());
    plan.offer = offer;
    plan.apiPrice = apiPrice;
    plan.allApi = plan.demandPerMonth * plan.apiPrice;
    plan.apiMonthly = plan.allApi;
    plan.monthlyTotal = plan.allApi;

    // A node serves up to its capacity; without evidence of it, the throughput it is said to sustain.
    plan.nodeThroughput = evaluation.capacity.evidence ? evaluation.capacity.tMax : evaluation.feasibility.throughput;
    // Each node as the whole bill prices it (MODEL.md section 8, as evaluate() does): renting, the
    // billing's price per GPU-hour, a committed minimum, spot hours lost to interruptions;
    // buying, the financed capital cost and maintenance all month and the power while on.
    plan.nodeMinimumMonthly = dollars(0.0);
    if (c.mode == CostMode::Rent) {
        plan.nodeOnRate = c.redundancy * static_cast<double>(c.gpuCount) * c.billedGpuHour();
        plan.nodeFixedMonthly = dollars(0.0);
        if (c.billing == BillingMode::Committed)
            plan.nodeMinimumMonthly = c.redundancy * c.minimumMonthly;
        if (c.billing == BillingMode::Spot)
            plan.nodeThroughput = plan.nodeThroughput * (1.0 - c.spotInterruption); // interrupted hours serve nothing
    } else {
        plan.nodeOnRate = c.redundancy * model::powerRate(c.powerKw, c.pue, c.tariffPerKwh);
        plan.nodeFixedMonthly = c.redundancy
            * (model::capitalRate(c.capex, c.years, c.costOfCapital, c.residualValue)
                + model::maintenanceRate(c.capex, c.maintenance))
            * c.month;
    }
    // Kept once any node is: the overhead lines and the staff.
    sharedMonthly = c.overheads + c.staffMonthly();
    const double t = plan.nodeThroughput.value();
    if (t > 0.0 && std::isfinite(t)) {
        const double needed = std::ceil(peak / t);
        plan.allSelfHostNodes = static_cast<int>(std::min(needed, 1e9));
        const Usd alwaysOn = std::max(plan.nodeOnRate * c.month, plan.nodeMinimumMonthly);
        plan.allSelfHost = needed * (alwaysOn + plan.nodeFixedMonthly) + sharedMonthly;
    }
    if (!evaluation.memory.fits)
        plan.status = HybridStatus::ModelDoesNotFit;
    else if (!(t > 0.0) || !std::isfinite(t))
        plan.status = HybridStatus::NoCapacity;
    else
        plan.status = HybridStatus::Planned;
    return plan;
}

} // namespace

HybridPlan planHybrid(const Scenario &scenario, const Evaluation &evaluation, int maxNodes)
{
    maxNodes = std::clamp(maxNodes, 1, maxHybridNodes);
    if (!scenario.hybrid)
        return HybridPlan();
    const HybridProfile &profile = *scenario.hybrid;
    const CompiledScenario c = compileUnchecked(scenario);
    const std::optional<std::size_t> offer = cheapestEnabledOffer(scenario, evaluation);
    if (!offer) {
        HybridPlan plan = dayOnTheApi(c, profile); // with nothing to send it to
        plan.status = HybridStatus::NoOffer;
        return plan;
    }
    Usd sharedMonthly;
    HybridPlan plan = ratedPlan(c, evaluation, profile, *offer, evaluation.offers[*offer].blendedPrice, sharedMonthly);
    if (!plan.planned())
        return plan;
    plan.nodesCapped = plan.allSelfHostNodes > maxNodes;
    const int layers = std::min(plan.allSelfHostNodes, maxNodes);
    const double t = plan.nodeThroughput.value();

    // Each layer's best hours and what it adds to the month (negative: it saves).
    const double pricePerToken = plan.apiPrice.value();
    const double onPerHour = inDollarsPerHour(plan.nodeOnRate);
    const double startCost = (plan.nodeOnRate * plan.coldStart).value();
    const double minimum = plan.nodeMinimumMonthly.value();
    // A layer's month billed by the hour: its fixed cost and its hours on, less what it saves on the API.
    const auto layerMonthly = [&](const LayerPlan &layer, const std::array<double, hoursInDay> &saved) {
        double hoursOn = 0.0;
        double savedDaily = 0.0;
        for (std::size_t h = 0; h < hoursInDay; ++h) {
            if (layer.on[h]) {
                hoursOn += 1.0;
                savedDaily += saved[h];
            }
        }
        const double billed = (hoursOn * onPerHour + layer.starts * startCost) * plan.daysPerMonth;
        return plan.nodeFixedMonthly.value() + billed - savedDaily * plan.daysPerMonth;
    };
    std::vector<LayerPlan> layerPlans;
    std::vector<double> added;                              // USD a month
    std::vector<std::array<double, hoursInDay>> layerSaved; // what layer k's hour on saves, USD a day
    for (int k = 0; k < layers; ++k) {
        std::array<double, hoursInDay> net {};
        std::array<double, hoursInDay> saved {};
        for (std::size_t h = 0; h < hoursInDay; ++h) {
            const double served = std::clamp(profile.demandTokS[h] - k * t, 0.0, t);
            saved[h] = served * secondsPerHour * pricePerToken;
            net[h] = onPerHour - saved[h];
        }
        layerSaved.push_back(saved);
        if (minimum > 0.0)
            continue; // committed: searched below
        const LayerPlan layer = bestHours(net, startCost);
        layerPlans.push_back(layer);
        added.push_back(layerMonthly(layer, saved));
    }
    // The best plan: the hours on of each of its layers (its number of nodes).
    std::vector<std::array<bool, hoursInDay>> bestLayers;
    double bestTotal = plan.allApi.value();
    if (minimum > 0.0) {
        // Committed: n nodes' month is max(n * minimum, their hours' bill) - what they save
        // (hybrid.h). Every unbeaten way to run each layer, combined layer by layer into the
        // unbeaten (bill, saving) pairs of the first n layers: the best month of n nodes is among
        // them. A combination whose layers do not nest stands for the plan of its counts of nodes
        // on, which serves at least as much and starts no more often, so it costs no more.
        std::vector<std::vector<LayerChoice>> choices;
        std::vector<std::vector<LayersEntry>> fronts { { LayersEntry {} } };
        for (int n = 1; n <= layers; ++n) {
            choices.push_back(layerChoices(layerSaved[static_cast<std::size_t>(n - 1)], onPerHour, startCost));
            const std::vector<LayersEntry> &before = fronts.back();
            std::vector<LayersEntry> front;
            front.reserve(before.size() * choices.back().size());
            for (std::size_t i = 0; i < before.size(); ++i)
                for (std::size_t j = 0; j < choices.back().size(); ++j)
                    front.push_back({ before[i].billed + choices.back()[j].billed,
                        before[i].saved + choices.back()[j].saved, static_cast<int>(i), static_cast<int>(j) });
            keepUnbeaten(front);
            fronts.push_back(std::move(front));
            const double pooledMinimum = n * minimum;
            double best = std::numeric_limits<double>::infinity();
            int bestEntry = -1;
            for (std::size_t i = 0; i < fronts.back().size(); ++i) {
                const LayersEntry &e = fronts.back()[i];
                const double month
                    = std::max(pooledMinimum, e.billed * plan.daysPerMonth) - e.saved * plan.daysPerMonth;
                if (month < best) {
                    best = month;
                    bestEntry = static_cast<int>(i);
                }
            }
            const double total = plan.allApi.value() + sharedMonthly.value() + n * plan.nodeFixedMonthly.value() + best;
            if (total < bestTotal) {
                bestTotal = total;
                // Each layer's hours, walking back from the first n layers' entry.
                bestLayers.assign(static_cast<std::size_t>(n), {});
                int entry = bestEntry;
                for (int k = n; k >= 1; --k) {
                    const LayersEntry &e = fronts[static_cast<std::size_t>(k)][static_cast<std::size_t>(entry)];
                    bestLayers[static_cast<std::size_t>(k - 1)]
                        = choices[static_cast<std::size_t>(k - 1)][static_cast<std::size_t>(e.choice)].on;
                    entry = e.from;
                }
            }
        }
    } else {
        // Billed by the hour, the first n layers' own best hours are the best plan of n nodes (hybrid.h).
        double running = plan.allApi.value() + sharedMonthly.value();
        for (int n = 1; n <= layers; ++n) {
            running += added[static_cast<std::size_t>(n - 1)];
            if (running < bestTotal) {
                bestTotal = running;
                bestLayers.clear();
                for (int k = 0; k < n; ++k)
                    bestLayers.push_back(layerPlans[static_cast<std::size_t>(k)].on);
            }
        }
    }

    // The nodes serve the layers of demand: node k is on where more than k of the layers are.
    const int bestN = static_cast<int>(bestLayers.size());
    std::array<int, hoursInDay> nodesOn {};
    for (const std::array<bool, hoursInDay> &layer : bestLayers)
        for (std::size_t h = 0; h < hoursInDay; ++h)
            nodesOn[h] += layer[h] ? 1 : 0;
    for (int k = 0; k < bestN; ++k) {
        HybridNode node;
        for (std::size_t h = 0; h < hoursInDay; ++h)
            node.on[h] = nodesOn[h] > k;
        plan.nodes.push_back(node);
    }
    priceNodes(plan, sharedMonthly);
    return plan;
}

HybridPlan priceHybridDay(const CompiledScenario &scenario, const Evaluation &evaluation, const HybridProfile &profile,
    std::size_t offer, UsdPerToken apiPrice, const std::vector<HybridNode> &nodes)
{
    Usd sharedMonthly;
    HybridPlan plan = ratedPlan(scenario, evaluation, profile, offer, apiPrice, sharedMonthly);
    if (!plan.planned())
        return plan;
    plan.nodes = nodes;
    priceNodes(plan, sharedMonthly);
    return plan;
}

} // namespace breakeven
