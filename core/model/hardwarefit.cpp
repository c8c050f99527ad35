#include "hardwarefit.h"

#include "compile.h"
#include "parameters.h"

namespace breakeven {

void applyGpu(Scenario &scenario, const GpuSpec &gpu)
{
    scenario.hardware.gpu = gpu.name;
    scenario.hardware.memoryGbPerGpu = gpu.memoryGbPerGpu;
    scenario.hardware.nativeMxfp4 = gpu.nativeMxfp4;
    scenario.hardware.gpusPerNode = gpu.gpusPerNode;
    // A reserve typed for another card is not this one's: the catalog's, or the one scaled with the memory.
    scenario.hardware.reserveGbPerGpu = gpu.reserveGbPerGpu;
    for (const QString &path : { QStringLiteral("hardware.gpu"), param::memoryGbPerGpu.path(),
             QStringLiteral("hardware.native_mxfp4"), param::gpusPerNode.path() })
        scenario.unstated.removeAll(path);
}

MemoryBreakdown memoryBreakdown(const Scenario &scenario, const MemoryFit &memory)
{
    MemoryBreakdown b;
    const double concurrency = memory.concurrency; // the operating one, as the needed memory
    b.weightsGb = inGigabytes(memory.weights);
    b.kvCacheGb = concurrency * scenario.model.kvBytesPerToken * scenario.operation.contextTokens / bytesPerGb;
    b.stateGb = concurrency * scenario.model.stateBytesPerSequence / bytesPerGb;
    b.reserveGb = inGigabytes(memory.reserve);
    b.neededGb = inGigabytes(memory.needed);
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
        rows.push_back(row);
    }
    return rows;
}

} // namespace breakeven
