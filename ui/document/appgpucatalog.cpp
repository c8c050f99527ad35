#include "appgpucatalog.h"

#include "formatting.h"
#include "settings.h"

#include <QStringList>

namespace breakeven {

namespace {

struct State {
    LoadedGpuCatalog loaded;
    bool problemTaken = false;
};

State &state()
{
    static State s { loadGpuCatalog(Settings::userGpuCatalogPath()), false };
    return s;
}

} // namespace

const GpuCatalog &AppGpuCatalog::catalog() { return state().loaded.catalog; }

void AppGpuCatalog::reload() { state() = State { loadGpuCatalog(Settings::userGpuCatalogPath()), false }; }

QString AppGpuCatalog::takeUserProblem()
{
    State &s = state();
    if (s.problemTaken || s.loaded.userProblem.isEmpty())
        return {};
    s.problemTaken = true;
    //: %1 is the file's path and its problems, one per line (translated, as the preset reader's errors).
    return tr("Your GPU catalog cannot be read, so only the built-in GPUs are offered. Fix the file, then start "
              "Breakeven again.\n\n%1")
        .arg(s.loaded.userProblem);
}

QString AppGpuCatalog::describe(const GpuSpec &gpu)
{
    QStringList lines;
    //: %1 GPU name, %2 memory in GB, %3 GPUs per node (the name from the catalog file).
    lines << (gpu.nativeMxfp4 ? tr("%1: %2 GB per GPU, native MXFP4, %3 GPUs per node.")
                              : tr("%1: %2 GB per GPU, no native MXFP4, %3 GPUs per node."))
                 .arg(gpu.name, format::number(gpu.memoryGbPerGpu, gpu.memoryGbPerGpu < 10 ? 1 : 0),
                     format::number(gpu.gpusPerNode));
    lines << tr("Source: %1").arg(gpu.source);
    if (!gpu.nativeFormats.isEmpty())
        //: %1 lists number formats ("FP8, FP4, MXFP4").
        lines << tr("Native formats: %1").arg(gpu.nativeFormats.join(QStringLiteral(", ")));
    QStringList specs;
    if (gpu.memoryBandwidthTbS)
        //: %1 memory bandwidth in TB/s.
        specs << tr("%1 TB/s memory bandwidth").arg(format::number(*gpu.memoryBandwidthTbS, 2));
    if (gpu.denseFp8Tflops)
        //: %1 dense (no sparsity) FP8 TFLOPS.
        specs << tr("%1 dense FP8 TFLOPS").arg(format::number(*gpu.denseFp8Tflops, 0));
    if (gpu.denseFp4Tflops)
        //: %1 dense (no sparsity) FP4 TFLOPS.
        specs << tr("%1 dense FP4 TFLOPS").arg(format::number(*gpu.denseFp4Tflops, 0));
    if (!specs.isEmpty())
        //: %1 lists the spec-sheet figures, %2 names the spec sheets (from the catalog file).
        lines << tr("Spec sheet: %1 (%2)").arg(specs.join(QStringLiteral(", ")), gpu.specSource);
    for (const GpuRent &r : gpu.rent) {
        const QString low = format::money(r.gpuHour, r.currency);
        //: %1 a price per GPU-hour (or a range of two), %2 its date, %3 its source.
        lines << tr("Rent: %1 per GPU-hour (%2; %3)")
                     .arg(r.gpuHourHigh ? tr("%1 to %2").arg(low, format::money(*r.gpuHourHigh, r.currency)) : low,
                         r.asOf, r.source);
    }
    for (const GpuDecodePoint &p : gpu.decodePoints) {
        //: %1 tok/s, %2 concurrency, %3 GPU count, %4 model, %5 date, %6 source.
        lines << tr("Measured: %1 at concurrency %2 on %3 GPUs, %4 (%5; %6)")
                     .arg(format::throughput(p.outputTokS), format::number(p.concurrency), format::number(p.gpuCount),
                         p.model, p.asOf, p.source);
    }
    if (gpu.fromUserCatalog)
        lines << tr("From your GPU catalog.");
    return lines.join(QLatin1Char('\n'));
}

} // namespace breakeven
