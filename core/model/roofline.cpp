#include "roofline.h"

#include "compile.h"
#include "evaluation.h"
#include "format.h"
#include "gpuchoice.h"
#include "hardwarefit.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>
#include <set>

namespace breakeven {

namespace {

/// A sentence in \a wording, in the context "Roofline" (format::worded()).
QString text(const char *source, Wording wording) { return format::worded("Roofline", source, wording); }

bool fourBitWeights(const ModelSpec &model)
{
    for (const char *format : { "MXFP4", "NVFP4", "FP4", "INT4" }) {
        if (model.weightsFormat.compare(QLatin1String(format), Qt::CaseInsensitive) == 0)
            return true;
    }
    return false;
}

} // namespace

CapacityEstimate checkEstimate(const Scenario &s, const GpuCatalog &catalog)
{
    CapacityEstimate e;
    const Hardware &h = s.hardware;
    e.measuredGpu = h.capacityGpu();
    const auto fail = [&](EstimateProblem problem, const QString &gpu) {
        e.problem = problem;
        e.problemGpu = gpu;
        return e;
    };
    if (h.decodePoints.empty())
        return fail(EstimateProblem::NoMeasurements, e.measuredGpu);
    if (!knownModelParameters(s.model))
        return fail(EstimateProblem::UnknownModel, QString());
    for (const QString &name : { e.measuredGpu, h.gpu }) {
        const GpuSpec *gpu = catalog.find(name);
        if (!gpu)
            return fail(EstimateProblem::UnknownGpu, name);
        if (!gpu->memoryBandwidthTbS || !(*gpu->memoryBandwidthTbS > 0.0))
            return fail(EstimateProblem::NoBandwidth, gpu->name);
    }
    return e;
}

namespace {

RooflineHardware rooflineHardware(const GpuSpec &gpu, const ModelSpec &model, int gpus)
{
    RooflineHardware r;
    r.gpus = std::max(1, gpus);
    r.bandwidthPerGpu = terabytesPerSecond(gpu.memoryBandwidthTbS.value_or(0.0));
    r.flopsPerGpu = computeFlopsPerGpu(gpu, model);
    return r;
}

} // namespace

RooflineFit fitRoofline(const std::vector<DecodePoint> &points, const RooflineModel &model, const RooflineHardware &hw)
{
    RooflineFit fit;
    const double bandwidth = hw.bandwidth().value();
    const std::optional<TokensPerSecond> fullCompute = [&]() -> std::optional<TokensPerSecond> {
        RooflineFit whole;
        whole.etaC = 1.0;
        return rooflineComputeCap(whole, model, hw);
    }();
    double logSum = 0.0;
    for (const DecodePoint &p : points) {
        const double c = p.concurrency;
        if (!(c >= 1.0) || !(p.outputTokS > 0.0) || !(bandwidth > 0.0))
            continue;
        const double stepBytes = (model.activeWeights + c * model.perSequence).value();
        const double eta = p.outputTokS * stepBytes / (c * bandwidth);
        fit.points.push_back({ c, p.outputTokS, eta });
        logSum += std::log(eta);
        if (fullCompute && fullCompute->value() > 0.0)
            fit.etaCMeasured = std::max(fit.etaCMeasured, p.outputTokS / fullCompute->value());
    }
    std::sort(fit.points.begin(), fit.points.end(),
        [](const RooflineFitPoint &a, const RooflineFitPoint &b) { return a.concurrency < b.concurrency; });
    fit.etaC = std::max(fit.etaCMeasured, assumedComputeEfficiency);
    if (!fit.points.empty()) {
        fit.etaSingle = std::exp(logSum / static_cast<double>(fit.points.size()));
        for (const RooflineFitPoint &p : fit.points)
            fit.etaSingleError = std::max(fit.etaSingleError, std::abs(fit.etaSingle / p.eta - 1.0));
    }
    return fit;
}

double rooflineEta(const RooflineFit &fit, double c)
{
    const std::vector<RooflineFitPoint> &p = fit.points;
    if (p.empty())
        return 0.0;
    if (c <= p.front().concurrency)
        return p.front().eta;
    if (c >= p.back().concurrency)
        return p.back().eta;
    const auto next = std::upper_bound(
        p.begin(), p.end(), c, [](double v, const RooflineFitPoint &q) { return v < q.concurrency; });
    const RooflineFitPoint &hi = *next;
    const RooflineFitPoint &lo = *(next - 1);
    const double s = std::log(c / lo.concurrency) / std::log(hi.concurrency / lo.concurrency);
    return lo.eta + s * (hi.eta - lo.eta);
}

std::optional<TokensPerSecond> rooflineComputeCap(
    const RooflineFit &fit, const RooflineModel &model, const RooflineHardware &hw)
{
    if (!hw.flopsPerGpu || !(model.activeParameters > 0.0))
        return std::nullopt;
    const double flops = fit.etaC * static_cast<double>(hw.gpus) * hw.flopsPerGpu->value();
    return tokensPerSecond(flops / (2.0 * model.activeParameters));
}

TokensPerSecond rooflineThroughput(
    const RooflineFit &fit, const RooflineModel &model, const RooflineHardware &hw, double c)
{
    const PerDuration steps = rooflineEta(fit, c) * hw.bandwidth() / (model.activeWeights + c * model.perSequence);
    TokensPerSecond t = tokensPerSecond(c * steps.value());
    if (const std::optional<TokensPerSecond> cap = rooflineComputeCap(fit, model, hw))
        t = std::min(t, *cap);
    return t;
}

EstimatedCurve estimateCurve(const RooflineFit &fit, const RooflineModel &model, const RooflineHardware &hw, int cMax)
{
    EstimatedCurve curve;
    cMax = std::max(1, cMax);
    std::set<int> at { 1, cMax };
    for (const RooflineFitPoint &p : fit.points) {
        if (p.concurrency <= cMax)
            at.insert(static_cast<int>(p.concurrency));
    }
    for (long long c = 2; c < cMax; c *= 2)
        at.insert(static_cast<int>(c));
    for (const int c : at) {
        const TokensPerSecond t = rooflineThroughput(fit, model, hw, c);
        curve.points.push_back({ c, t.value(), {}, {}, {}, {} });
        if (t > curve.tMax) {
            curve.tMax = t;
            curve.tMaxConcurrency = c;
        }
    }
    return curve;
}

std::optional<ModelParameters> knownModelParameters(const ModelSpec &model)
{
    // MODEL.md section 3: Kimi K3 and K3.1 Pro share the architecture.
    if (model.name.trimmed().startsWith(QLatin1String("Kimi K3"), Qt::CaseInsensitive))
        return ModelParameters { 2.8e12, 104e9 };
    return std::nullopt;
}

std::optional<PerDuration> computeFlopsPerGpu(const GpuSpec &gpu, const ModelSpec &model)
{
    const std::optional<double> tflops
        = fourBitWeights(model) && gpu.denseFp4Tflops ? gpu.denseFp4Tflops : gpu.denseFp8Tflops;
    if (!tflops || !(*tflops > 0.0))
        return std::nullopt;
    return *tflops * 1e12 / second;
}

bool wantsEstimate(const Scenario &s)
{
    return s.hardware.evidence == EvidenceSource::Estimated && !sameGpu(s.hardware.capacityGpu(), s.hardware.gpu);
}

CapacityEstimate estimateCapacity(const Scenario &s, const GpuCatalog &catalog)
{
    CapacityEstimate e = checkEstimate(s, catalog);
    if (!e.ok())
        return e;
    const GpuSpec &measuredSpec = *catalog.find(e.measuredGpu);
    const GpuSpec &targetSpec = *catalog.find(s.hardware.gpu);
    const ModelParameters parameters = *knownModelParameters(s.model);

    // The scenario's own GPU, as it states it (the curve is never estimated from itself here).
    Scenario target = s;
    target.hardware.evidence = EvidenceSource::Measured;
    const MemoryFit targetFit = evaluateMemory(compileUnchecked(target));
    // The measured GPU: the smallest replica of it that holds the model, at the same context.
    Scenario measured = s;
    applyGpu(measured, measuredSpec);
    measured.hardware.evidence = EvidenceSource::Measured;
    measured.hardware.evidenceGpu.clear();
    measured.hardware.count = std::max(1, measuredSpec.gpusPerNode) * 64;
    const MemoryFit measuredFit = evaluateMemory(compileUnchecked(measured));

    e.model.activeWeights = bytes(s.model.weightsBytes * parameters.active / parameters.total);
    e.model.activeParameters = parameters.active;
    e.model.perSequence = targetFit.perSequence;
    e.measured = rooflineHardware(measuredSpec, s.model, measuredFit.gpusPerReplica);
    e.target = rooflineHardware(targetSpec, s.model, targetFit.gpusPerReplica);
    e.measuredCMax = measuredFit.cMax;
    e.cMax = targetFit.cMax;
    e.replicas = targetFit.replicas;

    // The points, and the peak where the measured curve puts it (capacity.h): at c_max.
    std::vector<DecodePoint> points = s.hardware.decodePoints;
    const std::optional<double> &peak = s.hardware.maxThroughputTokS;
    if (peak && *peak > points.back().outputTokS && e.measuredCMax > points.back().concurrency)
        points.push_back({ e.measuredCMax, *peak, {}, {}, {}, {} });
    e.fit = fitRoofline(points, e.model, e.measured);
    if (e.cMax < 1) {
        e.problem = EstimateProblem::DoesNotFit;
        e.problemGpu = targetSpec.name;
        return e;
    }
    e.curve = estimateCurve(e.fit, e.model, e.target, e.cMax);
    e.computeCap = rooflineComputeCap(e.fit, e.model, e.target);
    return e;
}

std::optional<QString> estimatedNote(const Scenario &s, Wording wording)
{
    if (capacityEvidence(s) != CapacityEvidence::Estimated || !wantsEstimate(s))
        return std::nullopt;
    //: %1 is the GPU the decode points were measured on ("capacity estimated from B300 measurements by memory
    //: bandwidth"): the scenario's GPU has no measurement of its own.
    return text(QT_TRANSLATE_NOOP("Roofline", "capacity estimated from %1 measurements by memory bandwidth"), wording)
        .arg(s.hardware.capacityGpu());
}

QString estimateProblemText(const CapacityEstimate &e, Wording wording)
{
    switch (e.problem) {
    case EstimateProblem::None:
        return {};
    case EstimateProblem::NoMeasurements:
        //: %1 is a GPU's name.
        return text(QT_TRANSLATE_NOOP("Roofline", "no decode points measured on %1 to estimate from"), wording)
            .arg(e.problemGpu);
    case EstimateProblem::UnknownGpu:
        //: %1 is a GPU's name.
        return text(QT_TRANSLATE_NOOP("Roofline", "%1 is not in the GPU catalog: no estimate"), wording)
            .arg(e.problemGpu);
    case EstimateProblem::NoBandwidth:
        //: %1 is a GPU's name.
        return text(
            QT_TRANSLATE_NOOP("Roofline", "the GPU catalog has no memory bandwidth for %1: no estimate"), wording)
            .arg(e.problemGpu);
    case EstimateProblem::UnknownModel:
        return text(QT_TRANSLATE_NOOP("Roofline", "the model's active parameters are unknown: no estimate"), wording);
    case EstimateProblem::DoesNotFit:
        //: %1 is a GPU's name.
        return text(QT_TRANSLATE_NOOP("Roofline", "not one sequence fits a replica of %1: no estimate"), wording)
            .arg(e.problemGpu);
    }
    return {};
}

} // namespace breakeven
