#pragma once

/// \file roofline.h
/// Estimated capacity (MODEL.md section 11): a bandwidth roofline calibrated on the model's
/// measurements on another GPU.
///
/// One decode step of one replica at concurrency `c` reads the active weights once and each
/// sequence's KV cache and state:
///
///     t(c) = (W_active + c * KV_seq) / (eta * BW),   T(c) = min(c / t(c), eta_c * FLOPS / (2 * N_active))
///
/// with `BW` and `FLOPS` the replica's (GPUs per replica times the catalog's per-GPU figures),
/// `W_active` the bytes of the active parameters, `KV_seq` a sequence's memory as the memory fit
/// counts it (KV bytes per token * context + fixed state), and `N_active` the active parameters.
///
/// Calibration. `eta` is fitted on each measured point `(c_i, T_i)` of the measured GPU: the
/// share of its bandwidth that point shows, `eta_i = T_i * (W_active + c_i * KV_seq) / (c_i * BW)`.
/// Between measured concurrencies `eta` is interpolated linearly in `log c`, beyond them it keeps
/// the end value, so the roofline goes through every measured point on the measured GPU. (One
/// constant `eta` misses the default's points by about 30 %: a mixture of experts reads more of its
/// experts as more sequences run; RooflineFit::etaSingle keeps that constant for comparison.)
/// Another GPU at the same concurrency then gets the measured throughput times the ratio of the
/// bandwidths, following the roofline's shape beyond the measurements.
///
/// `eta_c` cannot be read off measurements that are bandwidth-bound: it is the largest share of the
/// compute the measurements used, raised to assumedComputeEfficiency when that is higher.
///
/// An estimate is never a measurement: the scenario marks it `estimated` (gpuchoice.h).

#include "gpucatalog.h"
#include "scenario.h"
#include "units.h"
#include "wording.h"

#include <optional>
#include <vector>

namespace breakeven {

using namespace breakeven::units;

/// The share of the dense compute a decode step is assumed to reach when the measurements do
/// not show more (they are bandwidth-bound): eta_c's floor.
inline constexpr double assumedComputeEfficiency = 0.3;

/// The model as the roofline reads it (one decode step).
struct RooflineModel {
    Bytes activeWeights;           ///< W_active: bytes of the active parameters, read once a step
    double activeParameters = 0.0; ///< N_active: 2 * N_active FLOPs a token
    Bytes perSequence;             ///< KV_seq: KV bytes per token * context + fixed state
};

/// One replica of one GPU type as the roofline reads it.
struct RooflineHardware {
    int gpus = 1;                           ///< GPUs of one replica
    BytesPerSecond bandwidthPerGpu;         ///< peak memory bandwidth of one GPU
    std::optional<PerDuration> flopsPerGpu; ///< dense FLOPs a second of one GPU; none: no compute cap
    [[nodiscard]] BytesPerSecond bandwidth() const { return static_cast<double>(gpus) * bandwidthPerGpu; }
};

/// One measured point and the bandwidth efficiency it shows.
struct RooflineFitPoint {
    double concurrency = 1.0; ///< c_i, >= 1
    double outputTokS = 0.0;  ///< T_i, aggregate output tok/s of one replica
    double eta = 0.0;         ///< eta_i
};

/// The calibration (fitRoofline()).
struct RooflineFit {
    std::vector<RooflineFitPoint> points;   ///< sorted by concurrency; empty: nothing to calibrate on
    double etaC = assumedComputeEfficiency; ///< eta_c, the share of the dense compute a step reaches
    double etaCMeasured = 0.0;              ///< the largest share of the compute the measurements used
    /// One constant eta for every point (the geometric mean of the eta_i, the least-squares fit in
    /// log T), and the largest relative error it makes on a measured point: for comparison only.
    double etaSingle = 0.0;
    double etaSingleError = 0.0;
};

/// Fits eta (each point's) and eta_c on \a points measured on \a hardware serving \a model.
/// Points with a concurrency below 1 or a throughput of 0 or less are left out.
[[nodiscard]] RooflineFit fitRoofline(
    const std::vector<DecodePoint> &points, const RooflineModel &model, const RooflineHardware &hardware);

/// eta at concurrency \a c: linear in log c between the fitted points, the end value beyond them.
[[nodiscard]] double rooflineEta(const RooflineFit &fit, double c);

/// The compute cap `eta_c * FLOPS / (2 * N_active)` of \a hardware; none without FLOPS.
[[nodiscard]] std::optional<TokensPerSecond> rooflineComputeCap(
    const RooflineFit &fit, const RooflineModel &model, const RooflineHardware &hardware);

/// T(c) on \a hardware (one replica): the bandwidth roofline at eta(c), capped by the compute.
[[nodiscard]] TokensPerSecond rooflineThroughput(
    const RooflineFit &fit, const RooflineModel &model, const RooflineHardware &hardware, double c);

/// An estimated decode curve of one replica, sampled where the capacity interpolates it.
struct EstimatedCurve {
    std::vector<DecodePoint> points; ///< (c, T(c)): the measured concurrencies, powers of 2 and c_max, up to c_max
    TokensPerSecond tMax;            ///< the largest T(c), 1 <= c <= c_max
    int tMaxConcurrency = 0;         ///< where it is reached (the smallest such sampled c)
};

/// The curve on \a hardware for concurrencies 1 to \a cMax (at least 1).
[[nodiscard]] EstimatedCurve estimateCurve(
    const RooflineFit &fit, const RooflineModel &model, const RooflineHardware &hardware, int cMax);

/// The active parameters of \a model where Breakeven knows them (MODEL.md section 3: the Kimi K3
/// family, 104 B of 2.8 T); none otherwise.
struct ModelParameters {
    double total = 0.0;
    double active = 0.0;
};
[[nodiscard]] std::optional<ModelParameters> knownModelParameters(const ModelSpec &model);

/// The dense FLOPs a second \a gpu computes \a model's weights at: FP4 for 4-bit weights (MXFP4,
/// NVFP4, FP4, INT4) on a GPU with an FP4 figure, else FP8; none when the catalog has neither.
[[nodiscard]] std::optional<PerDuration> computeFlopsPerGpu(const GpuSpec &gpu, const ModelSpec &model);

/// Why a scenario's capacity cannot be estimated.
enum class EstimateProblem {
    None,
    NoMeasurements, ///< no decode points of the measured GPU
    UnknownGpu,     ///< a GPU (`gpu`) is not in the catalog
    NoBandwidth,    ///< the catalog has no memory bandwidth for `gpu`
    UnknownModel,   ///< the model's active parameters are unknown
    DoesNotFit,     ///< not one sequence fits a replica of `gpu`
};

/// The estimated capacity of a scenario (estimateCapacity()).
struct CapacityEstimate {
    EstimateProblem problem = EstimateProblem::None;
    QString problemGpu;  ///< the GPU the problem names
    QString measuredGpu; ///< the GPU the decode points were measured on (Hardware::capacityGpu())
    RooflineModel model;
    RooflineHardware measured; ///< one replica of the measured GPU (the points' GPU count)
    RooflineHardware target;   ///< one replica of the scenario's GPU
    int measuredCMax = 0;      ///< c_max of the measured replica: where its peak (max throughput) sits
    RooflineFit fit;
    int cMax = 0;                              ///< c_max of one replica of the scenario's GPU
    int replicas = 1;                          ///< replicas of the scenario (MemoryFit)
    EstimatedCurve curve;                      ///< one replica's
    std::optional<TokensPerSecond> computeCap; ///< one replica's
    [[nodiscard]] bool ok() const { return problem == EstimateProblem::None; }
    /// replicas * curve.tMax
    [[nodiscard]] TokensPerSecond tMax() const { return static_cast<double>(replicas) * curve.tMax; }
};

/// Whether \a scenario asks for an estimate: `hardware.evidence` is estimated and the figures were
/// measured on another GPU (`hardware.evidence_gpu`).
[[nodiscard]] bool wantsEstimate(const Scenario &scenario);

/// The problems estimateCapacity() would find in \a catalog and the model alone, without a memory
/// fit (cheap: capacityEvidence() asks it): no decode points, an unknown model or GPU, no bandwidth.
[[nodiscard]] CapacityEstimate checkEstimate(const Scenario &scenario, const GpuCatalog &catalog);

/// The estimated capacity of \a scenario's GPU from the decode points (and the maximum
/// throughput, at the measured replica's c_max) measured on Hardware::capacityGpu(), with both
/// GPUs' bandwidth and FLOPS from \a catalog. The measured replica is the smallest group of
/// whole nodes of that GPU holding the model (MemoryFit), as the curve is one replica's.
[[nodiscard]] CapacityEstimate estimateCapacity(const Scenario &scenario, const GpuCatalog &catalog);

/// "capacity estimated from B300 measurements by memory bandwidth" when \a scenario's capacity is
/// estimated (from the built-in catalog); else nothing. The one wording of it.
[[nodiscard]] std::optional<QString> estimatedNote(const Scenario &scenario, Wording wording = Wording::Fixed);

/// Why \a estimate has none, one sentence ("the GPU catalog has no memory bandwidth for A100").
[[nodiscard]] QString estimateProblemText(const CapacityEstimate &estimate, Wording wording = Wording::Fixed);

} // namespace breakeven
