#include "hardwarefit.h"

#include "compiledscenario.h"

#include <algorithm>

namespace breakeven {

void applyGpu(Scenario &scenario, const GpuSpec &gpu)
{
    scenario.hardware.gpu = gpu.name;
    scenario.hardware.memoryGbPerGpu = gpu.memoryGbPerGpu;
    scenario.hardware.nativeMxfp4 = gpu.nativeMxfp4;
    scenario.unstated.removeAll(QStringLiteral("hardware.gpu"));
    scenario.unstated.removeAll(QStringLiteral("hardware.memory_gb_per_gpu"));
    scenario.unstated.removeAll(QStringLiteral("hardware.native_mxfp4"));
}

MemoryBreakdown memoryBreakdown(const Scenario &scenario, const MemoryFit &memory)
{
    MemoryBreakdown b;
    const double concurrency = scenario.operation.concurrency;
    b.weightsGb = inGigabytes(memory.weights);
    b.kvCacheGb = concurrency * scenario.model.kvBytesPerToken * scenario.operation.contextTokens / bytesPerGb;
    b.stateGb = concurrency * scenario.model.stateBytesPerSequence / bytesPerGb;
    b.neededGb = inGigabytes(memory.needed);
    b.reserveGb = std::max(0.0, b.neededGb - b.weightsGb - b.kvCacheGb - b.stateGb);
    b.usableGb = inGigabytes(memory.usable);
    b.installedGb = inGigabytes(memory.installed);
    return b;
}

std::vector<FitRow> fitTable(const Scenario &scenario, const GpuCatalog &catalog)
{
    std::vector<FitRow> rows;
    rows.reserve(catalog.configurations.size());
    Scenario s = scenario;
    for (const GpuConfiguration &config : catalog.configurations) {
        const GpuSpec *gpu = catalog.find(config.gpu);
        if (!gpu)
            continue; // the reader refuses such a configuration
        applyGpu(s, *gpu);
        s.hardware.count = config.count;
        const CompiledScenario compiled = compileUnchecked(s);
        FitRow row;
        row.configuration = config;
        row.nativeMxfp4 = gpu->nativeMxfp4;
        row.memory = evaluateMemory(compiled);
        row.feasibility = evaluateFeasibility(compiled, row.memory);
        row.nodes = (config.count + gpu->gpusPerNode - 1) / gpu->gpusPerNode;
        rows.push_back(row);
    }
    return rows;
}

} // namespace breakeven
