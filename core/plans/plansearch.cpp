#include "plansearch.h"

#include "capacity.h"
#include "compile.h"
#include "hardwarefit.h"
#include "montecarlo.h"
#include "parameters.h"
#include "roofline.h"

#include <algorithm>
#include <cmath>
#include <initializer_list>

namespace breakeven {

namespace {

/// One way to pay for a GPU.
struct PriceChoice {
    PlanBilling billing = PlanBilling::Hourly;
    PlanPriceSource source = PlanPriceSource::Scenario;
    Money gpuHour;
    std::optional<int> termMonths;
    QString note;
    QString asOf; ///< the catalog quote's date; empty for the scenario's own price
};

/// Sets \a price as \a plan's way to pay.
void setPrice(Plan &plan, const PriceChoice &price)
{
    plan.billing = price.billing;
    plan.priceSource = price.source;
    plan.gpuHour = price.gpuHour;
    plan.termMonths = price.termMonths;
    plan.priceNote = price.note;
    plan.priceAsOf = price.asOf;
}

PlanBilling planBillingOf(RentBilling kind)
{
    switch (kind) {
    case RentBilling::Committed:
        return PlanBilling::Committed;
    case RentBilling::Spot:
        return PlanBilling::Spot;
    case RentBilling::Hourly:
        break;
    }
    return PlanBilling::Hourly;
}

/// The prices of \a gpu (null: the scenario's own GPU, not in the catalog) for \a scenario: its own
/// for its own GPU, and the catalog's quotes for the billings those leave unpriced.
std::vector<PriceChoice> pricesFor(const Scenario &s, const GpuSpec *gpu, bool own)
{
    std::vector<PriceChoice> out;
    const auto has = [&](PlanBilling b) {
        return std::any_of(out.begin(), out.end(), [&](const PriceChoice &p) { return p.billing == b; });
    };
    if (own) {
        const Cost &c = s.cost;
        if (c.mode == CostMode::Buy) {
            out.push_back({ PlanBilling::Buy, PlanPriceSource::Scenario, {}, {}, {}, {} });
        } else {
            out.push_back({ PlanBilling::Hourly, PlanPriceSource::Scenario, c.gpuHour, {}, {}, {} });
            if (c.billing.mode == BillingMode::Committed || c.reservedGpuHour)
                out.push_back({ PlanBilling::Committed, PlanPriceSource::Scenario,
                    c.reservedGpuHour.value_or(c.gpuHour), {}, {}, {} });
            if (c.billing.mode == BillingMode::Spot || c.spotGpuHour)
                out.push_back(
                    { PlanBilling::Spot, PlanPriceSource::Scenario, c.spotGpuHour.value_or(c.gpuHour), {}, {}, {} });
        }
    }
    if (gpu) {
        for (const RentBilling kind : { RentBilling::Hourly, RentBilling::Committed, RentBilling::Spot }) {
            if (has(planBillingOf(kind)))
                continue;
            if (const GpuRent *quote = catalogQuote(*gpu, s, kind)) {
                QString note = quote->source;
                if (!quote->asOf.isEmpty())
                    note += QStringLiteral(", ") + quote->asOf;
                out.push_back({ planBillingOf(kind), PlanPriceSource::Catalog,
                    Money { quote->gpuHour, quote->currency }, quote->termMonths, note, quote->asOf.trimmed() });
            }
        }
    }
    return out;
}

/// The first GPU of \a catalog with decode points of \a model and a memory bandwidth: what an
/// estimate calibrates on when the scenario has no measurements of its own.
const GpuSpec *measuredElsewhere(const GpuCatalog &catalog, const QString &model)
{
    for (const GpuSpec &g : catalog.gpus) {
        if (g.memoryBandwidthTbS && !catalogCurve(g, model).empty())
            return &g;
    }
    return nullptr;
}

/// What a GPU brings: its capacity evidence (or why none) and its prices.
struct Candidate {
    QString name;
    const GpuSpec *spec = nullptr;
    int gpusPerNode = 8;
    std::optional<double> tdpW;
    PlanCurve curve = PlanCurve::Scenario;
    QString measuredOn;
    std::optional<PlanSkip> skip;
    std::vector<PriceChoice> prices;
};

Candidate candidateFor(const Scenario &s, const GpuCatalog &catalog, const GpuSpec *spec, const QString &name)
{
    Candidate c;
    c.name = name;
    c.spec = spec;
    c.gpusPerNode = spec ? spec->gpusPerNode : s.hardware.gpusPerNode;
    if (spec)
        c.tdpW = spec->tdpW;
    const Hardware &h = s.hardware;
    const bool own = sameGpu(h.gpu, name);
    const CapacityEvidence ownEvidence = capacityEvidence(s);
    const bool ownFigures = own && h.hasCapacityFigures() && ownEvidence != CapacityEvidence::OtherGpu
        && ownEvidence != CapacityEvidence::Estimated && ownEvidence != CapacityEvidence::None;
    const bool measuredHere = !own && h.hasCapacityFigures() && sameGpu(h.capacityGpu(), name);
    if (ownFigures || measuredHere) {
        c.curve = PlanCurve::Scenario;
        c.measuredOn = name;
    } else if (spec && !catalogCurve(*spec, s.model.name).empty()) {
        c.curve = PlanCurve::Catalog;
        c.measuredOn = spec->name;
    } else if (!h.decodePoints.empty() && !sameGpu(h.capacityGpu(), name)) {
        c.curve = PlanCurve::EstimatedFromScenario;
        c.measuredOn = h.capacityGpu();
    } else if (const GpuSpec *elsewhere = measuredElsewhere(catalog, s.model.name);
               elsewhere && !sameGpu(elsewhere->name, name)) {
        c.curve = PlanCurve::EstimatedFromCatalog;
        c.measuredOn = elsewhere->name;
    } else {
        c.skip = PlanSkip::NoEvidence;
        return c;
    }
    if (c.curve == PlanCurve::EstimatedFromScenario || c.curve == PlanCurve::EstimatedFromCatalog) {
        // What the estimate needs (roofline.h), from the catalog evaluate() estimates with.
        const GpuSpec *builtIn = builtInGpuCatalog().find(name);
        if (!builtIn || !builtIn->memoryBandwidthTbS) {
            c.skip = PlanSkip::NoBandwidth;
            return c;
        }
        if (!knownModelParameters(s.model)) {
            c.skip = PlanSkip::UnknownModel;
            return c;
        }
    }
    c.prices = pricesFor(s, spec, own);
    if (c.prices.empty())
        c.skip = PlanSkip::NoPrice;
    return c;
}

/// The skip an estimate's problem gives.
PlanSkip skipFor(EstimateProblem problem)
{
    switch (problem) {
    case EstimateProblem::UnknownModel:
        return PlanSkip::UnknownModel;
    case EstimateProblem::UnknownGpu:
    case EstimateProblem::NoBandwidth:
        return PlanSkip::NoBandwidth;
    case EstimateProblem::DoesNotFit:
        return PlanSkip::DoesNotFit;
    case EstimateProblem::NoMeasurements:
    case EstimateProblem::None:
        break;
    }
    return PlanSkip::NoEvidence;
}

/// The smallest concurrency in [1, \a limit] at which one replica's output T_out(c) reaches \a load
/// (tok/s); none when even \a limit does not. T_out rises with c between measured points (a monotone
/// interpolant) and along the roofline: doubling brackets it, halving finds it.
std::optional<int> concurrencyFor(const CompiledScenario &c, int cMax, int limit, double load)
{
    if (limit < 1)
        return std::nullopt;
    const auto reaches = [&](int k) { return outputThroughput(c, cMax, k) >= load; };
    long long lo = 0;
    long long hi = 1;
    while (hi < limit && !reaches(static_cast<int>(hi))) {
        lo = hi;
        hi *= 2;
    }
    if (hi >= limit) {
        hi = limit;
        if (!reaches(limit))
            return std::nullopt;
    }
    while (hi - lo > 1) {
        const long long mid = lo + (hi - lo) / 2;
        (reaches(static_cast<int>(mid)) ? hi : lo) = mid;
    }
    return static_cast<int>(hi);
}

/// Evaluates \a plan (its GPU, count, billing, curve and demand set) on \a base: finds the
/// operating concurrency and fills every figure but P(cheaper). \a a is where the scenario with the
/// plan applied is made (its buffers kept from one plan to the next). \a estimate, when given, is the
/// candidate's estimated curve (compileUnchecked()), made once for all its plans.
///
/// A hybrid split (Plan::hybrid set, Plan::gpusPerReplica one replica) is planHybrid() of the scenario
/// with the plan applied and evaluated here, one replica as its node (T_node its T_max: the same curve,
/// memory fit and price as the GPU's other plans; the operating concurrency changes neither). Its busiest
/// replica's load sets the concurrency and the per-user speed. Returns false when the split has no plan
/// with a replica (all on the API is cheaper, or the replica serves nothing), splits nothing (every
/// replica on all day, nothing on the API), or its peak needs more nodes than PlanQuery::maxNodes: no
/// plan then.
bool evaluatePlan(Plan &plan, Scenario &a, const Scenario &base, const GpuCatalog &catalog, const Candidate &candidate,
    const CapacityEstimate *estimate, const PlanQuery &query)
{
    a = base;
    plan.concurrency = 1;
    applyPlan(a, plan, catalog);
    CompiledScenario compiled = estimate ? compileUnchecked(a, *estimate) : compileUnchecked(a);
    Evaluation e;
    evaluate(compiled, e);
    const int replicas = std::max(1, e.memory.replicas);
    double load = plan.demandTokS / replicas;
    std::optional<HybridPlan> split;
    if (plan.hybrid) {
        // The node limit bounds a split as it bounds the other plans. A peak that needs more replicas
        // than it allows is not listed: the scenario the split makes would plan more (and the limit keeps
        // the planner's work small: a committed split searches every layer's hours).
        const int limit = std::max(1, query.maxNodes / std::max(1, e.memory.nodes));
        split = planHybrid(a, e, limit);
        if (!split->planned() || split->nodesCapped || split->nodeCount() == 0 || !split->offer)
            return false;
        // Nothing split: every replica on all day and nothing on the API is those replicas always on,
        // which the plans without a split price (a committed minimum that pays for every hour, say).
        const bool alwaysOn = std::all_of(split->nodes.begin(), split->nodes.end(),
            [](const HybridNode &node) { return node.productiveHours >= hoursInDay; });
        if (alwaysOn && !(split->apiMonthly.value() > 0.0))
            return false;
        // The busiest replica's load: the hour whose replicas on carry the most each.
        load = 0.0;
        for (const HybridHour &hour : split->hours) {
            if (hour.nodesOn > 0)
                load = std::max(load, hour.selfHostedTokS / hour.nodesOn);
        }
    }
    const int cMax = e.memory.cMax;
    const std::optional<int> within = concurrencyFor(compiled, cMax, e.capacity.concurrencyLimit, load);
    const int operating = within.value_or(std::max(1, e.capacity.tMaxConcurrency));
    if (operating != plan.concurrency) {
        plan.concurrency = operating;
        a.operation.concurrency = operating;
        // Nothing else compiled reads the concurrency (the memory fit an estimated curve is made
        // from does not depend on it): the compiled scenario of \a a is this one with it set.
        compiled.concurrency = operating;
        evaluate(compiled, e);
    }

    plan.evidence = capacityEvidence(a);
    plan.replicas = e.memory.replicas;
    plan.gpusPerReplica = e.memory.gpusPerReplica;
    plan.nodes = e.memory.nodes;
    plan.fits = e.memory.fits;
    plan.headroomGb = inGigabytes(e.memory.headroom);
    plan.cMax = cMax;
    plan.capacityTokS = e.capacity.tMax.value();
    // The speed of each session at the concurrency its replica runs: s_out(c) = T_out(c) / c. The
    // replica carries its share T / R at c (or at the fraction of c where T_out reaches it, a little
    // faster): a lower bound, and the figure the per-user target is checked on (c <= c_slo).
    plan.perUserTokS = cMax >= 1 ? outputThroughput(compiled, cMax, operating) / operating : 0.0;
    plan.latencyChecked.reset();
    if (e.capacity.latency.targeted())
        plan.latencyChecked = e.capacity.latency.checked();
    plan.monthlyTotalUsd = e.selfHost.monthlyCost.value();
    plan.costPerOutputMtokUsd.reset();
    if (e.selfHost.costPerOutputToken)
        plan.costPerOutputMtokUsd = inDollarsPerMtok(*e.selfHost.costPerOutputToken);
    if (split) {
        // The split's figures: N replicas, its whole month, over the profile's output.
        PlanHybrid &h = *plan.hybrid;
        h = PlanHybrid {};
        h.replicas = split->nodeCount();
        for (const HybridHour &hour : split->hours)
            h.replicasAtPeak = std::max(h.replicasAtPeak, hour.nodesOn);
        for (const HybridNode &node : split->nodes) {
            h.hoursOnPerDay.push_back(node.hoursOnPerDay);
            h.replicaHoursPerDay += node.hoursOnPerDay;
        }
        h.nodeHoursPerDay = h.replicaHoursPerDay * std::max(1, e.memory.nodes);
        h.apiOffer = *split->offer;
        h.apiOfferName = a.offers[*split->offer].displayName();
        h.outputTokensPerMonth = split->demandPerMonth.value();
        h.selfHostedMonthlyUsd = split->selfHostedMonthly.value();
        h.overheadMonthlyUsd = split->overheadMonthly.value();
        h.apiMonthlyUsd = split->apiMonthly.value();
        h.allApiUsd = split->allApi.value();
        h.apiShare = split->allApi.value() > 0.0 ? split->apiMonthly.value() / split->allApi.value() : 0.0;
        h.schedule = split->nodes;
        plan.replicas = h.replicas;
        plan.gpus = h.replicas * plan.gpusPerReplica;
        plan.nodes = h.replicas * std::max(1, e.memory.nodes);
        plan.capacityTokS = h.replicas * split->nodeThroughput.value();
        plan.monthlyTotalUsd = split->monthlyTotal.value();
        plan.costPerOutputMtokUsd.reset();
        if (h.outputTokensPerMonth > 0.0)
            plan.costPerOutputMtokUsd = plan.monthlyTotalUsd / h.outputTokensPerMonth * 1e6;
    }
    // At the wall: the GPUs on (a split's, those of the replicas on at its peak hour).
    const int poweredGpus = split ? plan.hybrid->replicasAtPeak * plan.gpusPerReplica : plan.gpus;
    plan.powerKw.reset();
    if (candidate.tdpW)
        plan.powerKw = poweredGpus * *candidate.tdpW / 1000.0 * a.cost.buy.pue;

    std::vector<PlanProblem> &p = plan.problems;
    p.clear();
    if (!e.feasibility.fits) {
        p.push_back(PlanProblem::DoesNotFit);
    } else if (split) {
        // The replicas carry at most T_node each (within the per-user and latency targets), the API
        // the rest: never beyond the capacity.
    } else if (!e.feasibility.withinCapacity) {
        const bool target = a.operation.minPerUserTokS.has_value();
        const bool sloBinds = target && e.capacity.sloConcurrency && *e.capacity.sloConcurrency < cMax;
        const std::optional<int> &latency = e.capacity.latency.concurrency;
        const bool latencyBinds = latency && *latency < cMax && (!sloBinds || *latency < *e.capacity.sloConcurrency);
        if (latencyBinds && concurrencyFor(compiled, cMax, cMax, load))
            p.push_back(PlanProblem::OverLatencyTarget);
        else
            p.push_back(target && concurrencyFor(compiled, cMax, cMax, load) ? PlanProblem::BelowPerUserTarget
                                                                             : PlanProblem::BeyondCapacity);
    }
    if (query.powerBudgetKw) {
        if (!plan.powerKw)
            p.push_back(PlanProblem::UnknownPower);
        else if (*plan.powerKw > *query.powerBudgetKw)
            p.push_back(PlanProblem::OverPowerBudget);
    }
    if (query.monthlyBudgetUsd && plan.monthlyTotalUsd > *query.monthlyBudgetUsd)
        p.push_back(PlanProblem::OverBudget);
    if (query.targetPerMtokUsd && !(plan.costPerOutputMtokUsd && *plan.costPerOutputMtokUsd <= *query.targetPerMtokUsd))
        p.push_back(PlanProblem::OverTargetPerMtok);
    return true;
}

bool ranksBefore(const Plan &a, const Plan &b)
{
    if (a.feasible() != b.feasible())
        return a.feasible();
    if (a.monthlyTotalUsd != b.monthlyTotalUsd)
        return a.monthlyTotalUsd < b.monthlyTotalUsd;
    const double ca = a.costPerOutputMtokUsd.value_or(HUGE_VAL);
    const double cb = b.costPerOutputMtokUsd.value_or(HUGE_VAL);
    if (ca != cb)
        return ca < cb;
    if (a.gpus != b.gpus)
        return a.gpus < b.gpus;
    if (a.gpu != b.gpu)
        return a.gpu < b.gpu;
    if (a.billing != b.billing)
        return a.billing < b.billing;
    return !a.hybrid && b.hybrid;
}

} // namespace

void applyPlan(Scenario &s, const Plan &plan, const GpuCatalog &catalog)
{
    Hardware &h = s.hardware;
    const int before = std::max(1, h.count);
    const bool own = sameGpu(h.gpu, plan.gpu);
    const GpuSpec *spec = catalog.find(plan.gpu);
    if (!own) {
        setGpuName(s, spec ? spec->name : plan.gpu);
        if (spec)
            applyGpu(s, *spec);
    }
    const auto takeCatalogCurve = [&](const QString &gpu) {
        const GpuSpec *measured = catalog.find(gpu);
        h.decodePoints = measured ? catalogCurve(*measured, s.model.name) : std::vector<DecodePoint> {};
        h.maxThroughputTokS.reset(); // another GPU's (or source's) peak would cap this curve
    };
    switch (plan.curve) {
    case PlanCurve::Scenario:
        break; // setGpuName() has unpinned figures measured on this GPU
    case PlanCurve::Catalog:
        takeCatalogCurve(plan.gpu);
        h.evidence = EvidenceSource::Measured;
        h.evidenceGpu.clear();
        h.evidenceConfirmed = false;
        break;
    case PlanCurve::EstimatedFromCatalog:
        takeCatalogCurve(plan.measuredOn);
        [[fallthrough]];
    case PlanCurve::EstimatedFromScenario:
        h.evidence = EvidenceSource::Estimated;
        h.evidenceGpu = plan.measuredOn;
        h.evidenceConfirmed = false;
        break;
    }
    // Values set as the window and `--set` set them: a ranged value's range moves with it (MODEL.md
    // section 10), so P(cheaper) spreads around the plan's own figures.
    const auto set = [&](const Parameter &parameter, double value) {
        setMovingRange(s, ParamRef { &parameter, 0 }, value);
    };
    // A hybrid split's hardware is its node: one replica (the planner runs N of them).
    const int count = plan.hybrid ? plan.gpusPerReplica : plan.gpus;
    set(param::gpuCount, count);

    Cost &c = s.cost;
    const double scale = static_cast<double>(count) / before;
    const auto setPrice = [&](const Parameter &parameter, auto &money) {
        money.currency = plan.gpuHour.currency;
        set(parameter, plan.gpuHour.amount);
    };
    switch (plan.billing) {
    case PlanBilling::Hourly:
        c.mode = CostMode::Rent;
        c.billing.mode = BillingMode::Hourly;
        if (plan.priceSource == PlanPriceSource::Catalog)
            setPrice(param::gpuHour, c.gpuHour);
        break;
    case PlanBilling::Committed:
        c.mode = CostMode::Rent;
        c.billing.mode = BillingMode::Committed;
        if (plan.priceSource == PlanPriceSource::Catalog) {
            // A monthly contract: every GPU every hour of the month (gpuchoice.cpp does the same).
            if (c.reservedGpuHour)
                setPrice(param::reservedGpuHour, *c.reservedGpuHour);
            else
                c.reservedGpuHour = plan.gpuHour;
            c.billing.minimumMonthly.currency = plan.gpuHour.currency;
            set(param::minimumMonthly, plan.gpuHour.amount * count * c.hoursPerMonth);
            c.billing.minimumGpu.clear();
            if (plan.termMonths)
                set(param::termMonths, *plan.termMonths);
        } else {
            set(param::minimumMonthly, c.billing.minimumMonthly.amount * scale); // stated for the scenario's GPUs
        }
        break;
    case PlanBilling::Spot:
        c.mode = CostMode::Rent;
        c.billing.mode = BillingMode::Spot;
        if (plan.priceSource == PlanPriceSource::Catalog) {
            if (c.spotGpuHour)
                setPrice(param::spotGpuHour, *c.spotGpuHour);
            else
                c.spotGpuHour = plan.gpuHour;
        }
        break;
    case PlanBilling::Buy:
        c.mode = CostMode::Buy;
        set(param::capex, c.buy.capex.amount * scale); // stated for the scenario's GPUs
        set(param::powerKw, c.buy.powerKw * scale);
        break;
    }

    s.operation.throughputMode = ThroughputMode::Measured;
    set(param::throughput, plan.demandTokS);
    set(param::concurrency, plan.concurrency);
}

PlanSearch searchPlans(const Scenario &scenario, const GpuCatalog &catalog, const PlanQuery &query)
{
    PlanSearch out;
    const Evaluation base = evaluate(scenario);
    out.demandTokS = base.feasibility.throughput.value();
    out.cheapestOffer = cheapestEnabledOffer(scenario, base);
    const double productiveSeconds = base.selfHost.productive.value();
    const int maxNodes = std::max(1, query.maxNodes);

    const auto asked = [&](const QString &name) {
        return query.gpus.isEmpty()
            || std::any_of(query.gpus.begin(), query.gpus.end(), [&](const QString &g) { return sameGpu(g, name); });
    };
    std::vector<Candidate> candidates;
    for (const GpuSpec &g : catalog.gpus) {
        if (asked(g.name))
            candidates.push_back(candidateFor(scenario, catalog, &g, g.name));
    }
    if (!catalog.find(scenario.hardware.gpu) && asked(scenario.hardware.gpu))
        candidates.push_back(candidateFor(scenario, catalog, nullptr, scenario.hardware.gpu));

    Scenario scratch; // evaluatePlan()'s
    // The scenario without its offers, for the plans without a split: their figures are the self-hosted
    // side's alone, and each plan copies, compiles and evaluates the scenario (with 100 offers, the offers
    // were most of that work). A split's planner sends the rest to the cheapest offer: it keeps them.
    Scenario bare = scenario;
    bare.offers.clear();
    for (const Candidate &candidate : candidates) {
        if (candidate.skip) {
            out.skipped.push_back({ candidate.name, *candidate.skip });
            continue;
        }
        Plan plan;
        plan.gpu = candidate.spec ? candidate.spec->name : candidate.name;
        plan.curve = candidate.curve;
        plan.measuredOn = candidate.measuredOn;
        plan.demandTokS = out.demandTokS;
        const PriceChoice &first = candidate.prices.front();
        plan.billing = first.billing;
        plan.priceSource = first.source;
        plan.gpuHour = first.gpuHour;

        // The replica: the smallest group of whole nodes that holds the model, from the fit of every
        // node allowed at one sequence.
        plan.gpus = std::max(1, candidate.gpusPerNode) * maxNodes;
        plan.concurrency = 1;
        Scenario sizing = bare;
        applyPlan(sizing, plan, catalog);
        // An estimated curve is made once for the GPU: it reads one replica's memory fit (the same for
        // every count of whole replicas, the sizing's too) and nothing of the billing or the operation.
        std::optional<CapacityEstimate> estimate;
        if (plan.curve == PlanCurve::EstimatedFromScenario || plan.curve == PlanCurve::EstimatedFromCatalog) {
            const CapacityEstimate check = checkEstimate(sizing, builtInGpuCatalog());
            if (!check.ok() || capacityEvidence(sizing) != CapacityEvidence::Estimated) {
                out.skipped.push_back({ candidate.name, skipFor(check.problem) });
                continue;
            }
            estimate = estimateCapacity(sizing, builtInGpuCatalog());
        }
        const MemoryFit fit = evaluateMemory(estimate ? compileUnchecked(sizing, *estimate) : compileUnchecked(sizing));
        if (fit.cMax < 1) {
            out.skipped.push_back({ candidate.name, PlanSkip::DoesNotFit });
            continue;
        }
        const int perReplica = fit.gpusPerReplica;
        const int replicaNodes = std::max(1, fit.replicaNodes);
        for (int k = 1; k * replicaNodes <= maxNodes; ++k) {
            for (const PriceChoice &price : candidate.prices) {
                Plan p = plan;
                p.gpus = k * perReplica;
                setPrice(p, price);
                evaluatePlan(p, scratch, bare, catalog, candidate, estimate ? &*estimate : nullptr, query);
                out.plans.push_back(std::move(p));
            }
        }
        // The hybrid split of each billing: one replica as the planner's node, which picks how many.
        if (scenario.hybrid) {
            for (const PriceChoice &price : candidate.prices) {
                Plan p = plan;
                p.gpus = perReplica;
                p.gpusPerReplica = perReplica;
                setPrice(p, price);
                p.hybrid = PlanHybrid {};
                if (evaluatePlan(p, scratch, scenario, catalog, candidate, estimate ? &*estimate : nullptr, query))
                    out.plans.push_back(std::move(p));
            }
        }
    }
    std::stable_sort(out.plans.begin(), out.plans.end(), ranksBefore);

    if (query.samples > 0 && out.cheapestOffer) {
        MonteCarloOptions options;
        options.samples = query.samples;
        options.seed = query.seed;
        const std::size_t n = query.uncertainTop < 0
            ? out.plans.size()
            : std::min(out.plans.size(), static_cast<std::size_t>(query.uncertainTop));
        Scenario a;
        for (std::size_t i = 0; i < n; ++i) {
            Plan &p = out.plans[i];
            a = scenario;
            applyPlan(a, p, catalog);
            // A split: its day as planned, against the whole day on the API. Else runMonteCarlo()'s
            // share for the cheapest offer, without the figures a plan does not show.
            p.pCheaper = p.hybrid ? monteCarloPHybridCheaper(a, options, p.hybrid->apiOffer, p.hybrid->schedule)
                                  : monteCarloPSelfHostCheaper(a, options, *out.cheapestOffer);
        }
    }

    // The inverse question: the fastest plan within the limits, the largest capacity within the budget.
    for (std::size_t i = 0; i < out.plans.size(); ++i) {
        const Plan &p = out.plans[i];
        if (p.hybrid)
            continue; // part of its output runs at the API's speed (PlanInverse)
        if (p.feasible() && (!out.inverse.fastest || p.perUserTokS > out.plans[*out.inverse.fastest].perUserTokS))
            out.inverse.fastest = i;
        if (!query.monthlyBudgetUsd || !p.fits || p.monthlyTotalUsd > *query.monthlyBudgetUsd)
            continue;
        const bool powerOk = std::none_of(p.problems.begin(), p.problems.end(),
            [](PlanProblem q) { return q == PlanProblem::OverPowerBudget || q == PlanProblem::UnknownPower; });
        if (powerOk
            && (!out.inverse.largestVolume || p.capacityTokS > out.plans[*out.inverse.largestVolume].capacityTokS))
            out.inverse.largestVolume = i;
    }
    if (out.inverse.largestVolume)
        out.inverse.largestVolumeTokensPerMonth
            = out.plans[*out.inverse.largestVolume].capacityTokS * productiveSeconds;
    return out;
}

std::vector<std::size_t> paretoFront(const std::vector<Plan> &plans)
{
    std::vector<std::size_t> feasible;
    for (std::size_t i = 0; i < plans.size(); ++i) {
        if (plans[i].feasible())
            feasible.push_back(i);
    }
    // Fastest first (the cheaper of equally fast ones first, then the first in the ranking): a plan is on
    // the front when it is cheaper than every faster one before it.
    std::stable_sort(feasible.begin(), feasible.end(), [&](std::size_t a, std::size_t b) {
        if (plans[a].perUserTokS != plans[b].perUserTokS)
            return plans[a].perUserTokS > plans[b].perUserTokS;
        return plans[a].monthlyTotalUsd < plans[b].monthlyTotalUsd;
    });
    std::vector<std::size_t> front;
    double cheapest = HUGE_VAL;
    for (const std::size_t i : feasible) {
        if (plans[i].monthlyTotalUsd < cheapest) {
            front.push_back(i);
            cheapest = plans[i].monthlyTotalUsd;
        }
    }
    std::reverse(front.begin(), front.end());
    return front;
}

} // namespace breakeven
