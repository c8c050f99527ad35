#pragma once

/// \file hardwarefit.h
/// The data of the "Hardware fit" view (MODEL.md section 3), no widgets: what the scenario's
/// memory is made of (weights, KV cache, per-sequence state, runtime reserve) against the usable
/// and installed memory, and the same fit for each configuration of the GPU catalog.

#include "evaluation.h"
#include "gpucatalog.h"
#include "scenario.h"

#include <vector>

namespace breakeven {

/// \a scenario with the catalog GPU \a gpu: its name, memory per GPU, native MXFP4, GPUs per node
/// and runtime reserve (the catalog's, or none: scaled with the memory) (what choosing a GPU in the
/// window sets, as one undo step). The GPU count is left as it is.
void applyGpu(Scenario &scenario, const GpuSpec &gpu);

/// What the memory the scenario needs is made of, in decimal GB.
struct MemoryBreakdown {
    double weightsGb = 0.0;
    double kvCacheGb = 0.0; ///< concurrency x KV bytes per token x context tokens
    double stateGb = 0.0;   ///< concurrency x fixed state per sequence
    double reserveGb = 0.0; ///< the runtime reserve of every GPU (MemoryFit::reserve)
    double neededGb = 0.0;  ///< the sum of the four (MemoryFit::needed)
    double usableGb = 0.0;
    double installedGb = 0.0;
};

/// The breakdown of \a memory, the fit of \a scenario (MemoryFit::needed is its sum).
[[nodiscard]] MemoryBreakdown memoryBreakdown(const Scenario &scenario, const MemoryFit &memory);

/// One row of the hardware-fit table: the scenario's model, context and concurrency on
/// `count` x `gpu`.
struct FitRow {
    GpuConfiguration configuration;
    bool nativeMxfp4 = false;
    MemoryFit memory; ///< usable memory against everything needed; its nodes, replicas and c_max
};

/// The fit of \a scenario on every configuration of \a catalog, in the catalog's order.
[[nodiscard]] std::vector<FitRow> fitTable(const Scenario &scenario, const GpuCatalog &catalog);

} // namespace breakeven
