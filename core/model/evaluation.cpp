#include "evaluation.h"

#include "offerlimits.h"
#include "vectorstate.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace breakeven {

namespace {

// The fill functions write every field of their result, so that an Evaluation can be reused
// without a temporary: nothing of the previous evaluation survives.

/// The self-hosted side at the operating throughput of \a capacity (CapacityResult::operating).
void fillSelfHost(const CompiledScenario &c, const CapacityResult &capacity, SelfHostResult &r)
{
    const TokensPerSecond throughput = capacity.operating;
    const model::Hours h = model::operatingHours(c.month, c.hoursPerDay, c.startsPerDay, c.coldStart, c.utilization);
    r.provisioned = h.provisioned;
    r.productive = h.productive;
    r.available = h.available;

    r.minimumBinds = false;
    r.maintenanceMonthly = dollars(0.0);
    if (c.mode == CostMode::Rent) {
        r.hardwareRate = static_cast<double>(c.gpuCount) * c.billedGpuHour();
        r.hardwareMonthly = r.hardwareRate * r.provisioned;
        if (c.billing == BillingMode::Committed && c.minimumMonthly > r.hardwareMonthly) {
            r.hardwareMonthly = c.minimumMonthly; // max(minimum, hourly cost), whatever the hours on
            r.minimumBinds = true;
        }
        if (c.billing == BillingMode::Spot) {
            // Interrupted hours are billed but serve nothing.
            r.available = r.available * (1.0 - c.spotInterruption);
            r.productive = r.productive * (1.0 - c.spotInterruption);
        }
        r.depreciationMonthly = dollars(0.0);
        r.powerMonthly = dollars(0.0);
    } else {
        const UsdPerSecond depreciation = model::capitalRate(c.capex, c.years, c.costOfCapital, c.residualValue);
        const UsdPerSecond maintenance = model::maintenanceRate(c.capex, c.maintenance);
        const UsdPerSecond power = model::powerRate(c.powerKw, c.pue, c.tariffPerKwh);
        r.hardwareRate = depreciation + maintenance + power;
        r.depreciationMonthly = depreciation * c.month;
        r.maintenanceMonthly = maintenance * c.month;
        r.powerMonthly = power * r.provisioned;
        r.hardwareMonthly = r.depreciationMonthly + r.maintenanceMonthly + r.powerMonthly;
    }
    if (r.provisioned.value() > 0.0)
        r.hardwarePerProvisionedHour = r.hardwareMonthly / r.provisioned;
    else
        r.hardwarePerProvisionedHour.reset();
    r.hardwareMonthly = c.redundancy * r.hardwareMonthly;
    r.overheadMonthly = c.overheads;
    r.staffMonthly = c.staffMonthly();

    r.monthlyCost = r.hardwareMonthly + r.overheadMonthly + r.staffMonthly;
    r.outputPerMonth = model::outputPerMonth(throughput, r.productive);
    r.costPerOutputToken = model::selfHostedPrice(r.monthlyCost, r.outputPerMonth);
    r.acceptedTasksPerMonth.reset();
    r.costPerAcceptedTask.reset();
    // The sessions served at once: every replica's operating concurrency (the preset's, capped by the
    // memory and the per-user target when the curve decides the throughput).
    const double sessions = capacity.sessions();
    if (c.taskTime) {
        const double perHour = model::acceptedTasksPerHour(sessions, *c.taskTime, c.acceptanceSelf);
        r.acceptedTasksPerMonth = perHour * inHours(r.productive);
        if (*r.acceptedTasksPerMonth > 0.0)
            r.costPerAcceptedTask = r.monthlyCost / *r.acceptedTasksPerMonth;
    }
    if (c.taskSize == TaskSize::Node && c.taskTime) {
        // One session's output over one task: T / k * t; the API gets r input tokens per output token.
        r.taskOutput = sessions > 0.0 ? throughput / sessions * *c.taskTime : tokens(0.0);
        r.taskInput = c.inputPerOutput * r.taskOutput;
    } else {
        r.taskInput = c.requestInput;
        r.taskOutput = c.requestOutput + c.reasoning;
    }
}

/// What every offer's comparison reads, copied once out of the scenario and its evaluation: held
/// in registers, it cannot alias the results being written.
struct OfferInputs {
    OfferInputs(const CompiledScenario &c, const SelfHostResult &self, const Feasibility &feasibility)
        : monthlyCost(self.monthlyCost)
        , outputPerMonth(self.outputPerMonth)
        , productive(self.productive)
        , perFullUseOutput(fullUseOutputInverse(feasibility.throughput, self.available))
        , capacity(feasibility.capacity)
        , requestInput(self.taskInput)
        , requestOutput(self.taskOutput)
        , inputPerOutput(c.inputPerOutput)
        , cacheHit(c.cacheHit)
        , acceptanceApi(c.acceptanceApi)
        , feasible(feasibility.feasible())
        , fits(feasibility.fits)
        , capacityChecked(feasibility.capacityChecked)
    {
    }
    /// 1 / the output of a month at u = 1 (T * available hours); none when that output is 0.
    static std::optional<double> fullUseOutputInverse(TokensPerSecond throughput, Duration available)
    {
        const Tokens atFullUse = model::outputPerMonth(throughput, available);
        if (atFullUse.value() > 0.0)
            return 1.0 / atFullUse.value();
        return std::nullopt;
    }
    Usd monthlyCost;
    Tokens outputPerMonth;
    Duration productive;                    ///< Hu
    std::optional<double> perFullUseOutput; ///< 1 / (T * available hours), per token
    TokensPerSecond capacity;
    Tokens requestInput;
    Tokens requestOutput;
    double inputPerOutput;
    double cacheHit;
    double acceptanceApi;
    bool feasible;
    bool fits;
    bool capacityChecked;
};

/// The divisors every offer's fixed figures share, inverted once before the offers are filled, so
/// that an offer costs two divisions (its break-even volume and tasks); a throughput step, which
/// fills none, skips them.
struct SharedInverses {
    explicit SharedInverses(const OfferInputs &in)
        : perProductive(in.productive.value() > 0.0 ? 1.0 / in.productive : std::optional<PerDuration>())
        , perAcceptanceApi(1.0 / in.acceptanceApi)
    {
    }
    std::optional<PerDuration> perProductive; ///< 1 / Hu; none without productive hours
    double perAcceptanceApi;                  ///< 1 / acceptance_api
};

/// The figures of an offer that follow the operating throughput: the API's bill for the same
/// output, the saving and the side, and the break-even utilization. \a r holds the others.
void fillOfferAtThroughput(const OfferInputs &in, OfferResult &r)
{
    r.monthlyApiCost = in.outputPerMonth * r.blendedPrice;
    if (in.feasible) {
        r.monthlySaving = model::monthlySaving(in.outputPerMonth, r.blendedPrice, in.monthlyCost);
        r.cheaper = r.monthlySaving->value() > 0.0 ? Cheaper::SelfHost : Cheaper::Api;
    } else {
        r.monthlySaving.reset();
        r.cheaper = Cheaper::NotFeasible;
    }
    if (in.perFullUseOutput)
        r.breakevenUtilization = r.breakevenOutput.value() * *in.perFullUseOutput;
    else
        r.breakevenUtilization.reset();
}

void fillOffer(const OfferInputs &in, const SharedInverses &inverse, const CompiledOffer &offer, OfferResult &r)
{
    const model::OfferPrices &prices = offer.prices;
    r.blendedPrice = model::blendedPrice(prices, in.inputPerOutput, in.cacheHit);
    r.breakevenOutput = model::breakevenVolume(in.monthlyCost, r.blendedPrice);
    r.breakevenInput = in.inputPerOutput * r.breakevenOutput;
    // T* = Q* / Hu (model::breakevenThroughput), with 1 / Hu computed once for every offer.
    if (inverse.perProductive)
        r.breakevenThroughput = r.breakevenOutput * *inverse.perProductive;
    else
        r.breakevenThroughput.reset();
    r.reachable = in.fits && r.breakevenThroughput && std::isfinite(r.breakevenThroughput->value())
        && (!in.capacityChecked || *r.breakevenThroughput <= in.capacity);
    r.requestCost = model::requestCost(prices, in.requestInput, in.requestOutput, in.cacheHit);
    r.acceptedTaskCost = r.requestCost * inverse.perAcceptanceApi; // model::acceptedTaskCost, 1 / a computed once
    r.breakevenTasksPerMonth = r.acceptedTaskCost.value() > 0.0 ? in.monthlyCost.value() / r.acceptedTaskCost.value()
                                                                : std::numeric_limits<double>::infinity();
    fillOfferAtThroughput(in, r);
}

/// Whether \a m was computed from exactly what fillOffer() reads, besides what follows the
/// operating throughput, of \a in and \a offers.
bool remembers(const Evaluation::OfferMemo &m, const OfferInputs &in, const std::vector<CompiledOffer> &offers)
{
    if (!m.valid || !sameBits(m.monthlyCost, in.monthlyCost.value()) || !sameBits(m.productive, in.productive.value())
        || !sameBits(m.capacity, in.capacity.value()) || !sameBits(m.requestInput, in.requestInput.value())
        || !sameBits(m.requestOutput, in.requestOutput.value()) || !sameBits(m.inputPerOutput, in.inputPerOutput)
        || !sameBits(m.cacheHit, in.cacheHit) || !sameBits(m.acceptanceApi, in.acceptanceApi) || m.fits != in.fits
        || m.capacityChecked != in.capacityChecked)
        return false;
    return sameBytes(m.offers, offers);
}

void remember(Evaluation::OfferMemo &m, const OfferInputs &in, const std::vector<CompiledOffer> &offers)
{
    m.valid = true;
    m.monthlyCost = in.monthlyCost.value();
    m.productive = in.productive.value();
    m.capacity = in.capacity.value();
    m.requestInput = in.requestInput.value();
    m.requestOutput = in.requestOutput.value();
    m.inputPerOutput = in.inputPerOutput;
    m.cacheHit = in.cacheHit;
    m.acceptanceApi = in.acceptanceApi;
    m.fits = in.fits;
    m.capacityChecked = in.capacityChecked;
    copyBytes(offers, m.offers);
}

/// Whether \a m was computed from exactly what fillMemory() reads of \a c now.
bool remembers(const MemoryFit::Inputs &m, const CompiledScenario &c)
{
    return m.valid && m.gpuCount == c.gpuCount && m.gpusPerNode == c.gpusPerNode && m.dequantization == c.dequantization
        && sameBits(m.weights, c.weights.value()) && sameBits(m.kvPerToken, c.kvPerToken.value())
        && sameBits(m.statePerSequence, c.statePerSequence.value()) && sameBits(m.context, c.context.value())
        && sameBits(m.memoryPerGpu, c.memoryPerGpu.value()) && sameBits(m.reservePerGpu, c.reservePerGpu.value())
        && sameBits(m.usableMemory, c.usableMemory);
}

/// The GPUs of one replica (MemoryFit): the fewest whole nodes of \a perNode GPUs whose usable
/// memory, less their reserve, holds the weights and one sequence of \a perSequence; all the GPUs
/// when no such group fits within them.
int replicaGpus(const CompiledScenario &c, Bytes perSequence, int perNode)
{
    const auto holdsOne = [&](double gpus) {
        return (c.usableMemory * gpus * c.memoryPerGpu - gpus * c.reservePerGpu - c.weights - perSequence).value()
            >= 0.0;
    };
    const double net = (c.usableMemory * c.memoryPerGpu - c.reservePerGpu).value();
    if (!(net > 0.0))
        return c.gpuCount;
    const double gpus = std::ceil(((c.weights + perSequence).value()) / net);
    if (!std::isfinite(gpus) || gpus > c.gpuCount)
        return c.gpuCount;
    double nodes = std::max(1.0, std::ceil(gpus / perNode));
    if (!holdsOne(nodes * perNode)) // rounding at the boundary
        nodes += 1.0;
    const double replica = nodes * perNode;
    return replica <= c.gpuCount && holdsOne(replica) ? static_cast<int>(replica) : c.gpuCount;
}

void fillMemory(const CompiledScenario &c, MemoryFit &m)
{
    if (remembers(m.memo, c))
        return;
    m.memo = { true, c.weights.value(), c.kvPerToken.value(), c.statePerSequence.value(), c.context.value(),
        c.memoryPerGpu.value(), c.reservePerGpu.value(), c.usableMemory, c.gpuCount, c.gpusPerNode, c.dequantization };
    m.weights = c.weights;
    m.perSequence = c.kvPerToken * c.context + c.statePerSequence;
    const int perNode = std::max(1, c.gpusPerNode);
    m.gpusPerReplica = replicaGpus(c, m.perSequence, perNode);
    m.replicas = std::max(1, c.gpuCount / std::max(1, m.gpusPerReplica));
    m.replicaNodes = (m.gpusPerReplica + perNode - 1) / perNode;
    m.installedAll = static_cast<double>(c.gpuCount) * c.memoryPerGpu;
    m.installed = static_cast<double>(m.gpusPerReplica) * c.memoryPerGpu;
    m.reserve = static_cast<double>(m.gpusPerReplica) * c.reservePerGpu;
    m.usable = c.usableMemory * m.installed;
    const double room = (m.usable - m.weights - m.reserve).value();
    if (room < 0.0 || !std::isfinite(room))
        m.cMax = 0;
    else if (m.perSequence.value() <= 0.0)
        m.cMax = maxConcurrency;
    else
        m.cMax = static_cast<int>(std::min(std::floor(room / m.perSequence.value()), double(maxConcurrency)));
    m.nodes = (c.gpuCount + perNode - 1) / perNode;
    const double forWeights = c.memoryPerGpu.value() > 0.0 ? std::ceil((m.weights / c.memoryPerGpu).value()) : 0.0;
    m.gpusForWeights = static_cast<int>(std::min(forWeights, double(maxConcurrency)));
    m.rawShort = std::max(bytes(0.0), m.weights - m.installed);
    m.weightsToInstalled = m.installed.value() > 0.0 ? (m.weights / m.installed).value() : 0.0;
    m.dequantizationWarning = c.dequantization;
}

/// What \a m needs at \a concurrency sequences of each replica, and whether it fits: the operating
/// concurrency (CapacityResult), which the capacity may cap (modelled) or raise (a typed throughput
/// the typed concurrency cannot carry), or the typed one when no concurrency is allowed.
void fillNeeded(const CompiledScenario &c, int concurrency, MemoryFit &m)
{
    m.concurrency = concurrency;
    m.needed = m.weights + static_cast<double>(concurrency) * m.perSequence + m.reserve;
    m.headroom = m.usable - m.needed;
    m.fits = m.headroom.value() >= 0.0;
    const double net = (c.usableMemory * c.memoryPerGpu - c.reservePerGpu).value();
    const double needed = net > 0.0 ? std::ceil((m.needed - m.reserve).value() / net) : 0.0;
    m.gpusNeeded = std::isfinite(needed) ? static_cast<int>(std::min(needed, double(maxConcurrency))) : 0;
}

/// The memory check at the concurrency the capacity operates at (fillNeeded()). When it allows none
/// (modelled: even one request misses a target) the typed one, and modelled no more than fit: the
/// failure is the target's, not a memory shortfall at a concurrency the curve would never run.
void fillNeeded(const CompiledScenario &c, const CapacityResult &capacity, MemoryFit &m)
{
    int concurrency = capacity.operatingConcurrency;
    if (concurrency < 1)
        concurrency = capacity.modelled ? std::min(c.concurrency, std::max(1, m.cMax)) : c.concurrency;
    fillNeeded(c, concurrency, m);
}

/// The memory check of a GPU configuration on its own (evaluateMemory(): the fit table, the plans):
/// at the typed concurrency, or modelled with a curve at no more than fit (the capacity caps it there),
/// not at the concurrency another GPU's curve, targets or throughput would set.
int ownConcurrency(const CompiledScenario &c, const MemoryFit &m)
{
    const bool modelled = c.throughputMode == ThroughputMode::Modelled && c.hasCapacityFigures();
    return modelled && m.cMax >= 1 ? std::min(c.concurrency, m.cMax) : c.concurrency;
}

void fillFeasibility(const MemoryFit &memory, const CapacityResult &capacity, Feasibility &f)
{
    f.fits = memory.fits;
    f.shortOfUsable = memory.fits ? bytes(0.0) : -memory.headroom;
    f.shortOfWeights = memory.rawShort;
    f.throughput = capacity.operating;
    f.capacityChecked = capacity.evidence;
    f.capacity = capacity.evidence ? capacity.tMax : tokensPerSecond(0.0);
    // T_out at the operating concurrency can never exceed T_max; the typed T is checked against it.
    // Modelled, the node serves nothing when no concurrency is allowed (even one request misses the
    // per-user or latency targets): not within capacity, not "0 tok/s within 0 tok/s".
    f.withinCapacity = !f.capacityChecked
        || (capacity.modelled ? capacity.operatingConcurrency >= 1 : !capacity.typedBeyondCapacity());
}

} // namespace

SelfHostResult evaluateSelfHost(const CompiledScenario &scenario)
{
    MemoryFit m;
    fillMemory(scenario, m);
    CapacityResult capacity;
    evaluateCapacity(scenario, m, capacity);
    SelfHostResult r;
    fillSelfHost(scenario, capacity, r);
    return r;
}

OfferResult evaluateOffer(const CompiledScenario &scenario, const SelfHostResult &selfHost,
    const Feasibility &feasibility, const CompiledOffer &offer)
{
    const OfferInputs in(scenario, selfHost, feasibility);
    OfferResult r;
    fillOffer(in, SharedInverses(in), offer, r);
    return r;
}

MemoryFit evaluateMemory(const CompiledScenario &scenario)
{
    MemoryFit m;
    fillMemory(scenario, m);
    fillNeeded(scenario, ownConcurrency(scenario, m), m);
    return m;
}

Feasibility evaluateFeasibility(const CompiledScenario &scenario, const MemoryFit &memory)
{
    CapacityResult capacity;
    evaluateCapacity(scenario, memory, capacity);
    Feasibility f;
    fillFeasibility(memory, capacity, f);
    return f;
}

namespace {

/// The enabled offer (\a enabled(i)) of \a count with the lowest blended price; ties to the first.
template <typename Enabled>
std::optional<std::size_t> cheapestOf(std::size_t count, const Evaluation &evaluation, Enabled enabled)
{
    std::optional<std::size_t> best;
    for (std::size_t i = 0; i < count && i < evaluation.offers.size(); ++i) {
        if (!enabled(i))
            continue;
        if (!best || evaluation.offers[i].blendedPrice < evaluation.offers[*best].blendedPrice)
            best = i;
    }
    return best;
}

} // namespace

std::optional<std::size_t> cheapestEnabledOffer(const Scenario &scenario, const Evaluation &evaluation)
{
    return cheapestOf(scenario.offers.size(), evaluation,
        [&](std::size_t i) { return scenario.offers[i].enabled && !offerLimits(scenario, i).excluded(); });
}

std::optional<std::size_t> cheapestEnabledOffer(const CompiledScenario &scenario, const Evaluation &evaluation)
{
    return cheapestOf(scenario.offers.size(), evaluation,
        [&](std::size_t i) { return scenario.offers[i].enabled && !offerLimits(scenario, i).excluded(); });
}

namespace {

/// evaluateWithoutOffers(), inlined into evaluate(): there the offers' inputs are read from the
/// registers that computed them. Read back from memory right after their stores, two fields
/// loaded as one vector could not be forwarded from the two stores, and the CPU would stall.
[[gnu::always_inline]] inline void fillWithoutOffers(const CompiledScenario &scenario, Evaluation &out)
{
    clearUpperVectorState(); // its log and pow calls: vectorstate.h
    fillMemory(scenario, out.memory);
    evaluateCapacity(scenario, out.memory, out.capacity);
    fillNeeded(scenario, out.capacity, out.memory);
    fillFeasibility(out.memory, out.capacity, out.feasibility);
    fillSelfHost(scenario, out.capacity, out.selfHost);
}

} // namespace

void evaluateWithoutOffers(const CompiledScenario &scenario, Evaluation &out) { fillWithoutOffers(scenario, out); }

void evaluate(const CompiledScenario &scenario, Evaluation &out)
{
    fillWithoutOffers(scenario, out);
    const OfferInputs in(scenario, out.selfHost, out.feasibility);
    const bool kept = out.offers.size() == scenario.offers.size() && remembers(out.offerMemo, in, scenario.offers);
    if (kept) {
        // Every offer's other figures are those computed (or copied) last time from the same
        // prices: only what follows the throughput changes. Copying a duplicate's result here
        // would read it back right after its stores, which the CPU cannot forward (a stall).
        for (OfferResult &r : out.offers)
            fillOfferAtThroughput(in, r);
        return;
    }
    const SharedInverses inverse(in);
    out.offers.resize(scenario.offers.size());
    for (std::size_t i = 0; i < scenario.offers.size(); ++i) {
        const CompiledOffer &offer = scenario.offers[i];
        // An offer priced as an earlier one has its figures (they follow from the prices alone).
        const std::size_t same = offer.samePricesAs;
        if (same < i && samePrices(offer.prices, scenario.offers[same].prices))
            out.offers[i] = out.offers[same];
        else
            fillOffer(in, inverse, offer, out.offers[i]);
    }
    remember(out.offerMemo, in, scenario.offers);
}

Evaluation evaluate(const Scenario &scenario)
{
    Evaluation e;
    evaluate(compileUnchecked(scenario), e);
    return e;
}

} // namespace breakeven
