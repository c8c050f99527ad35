// libFuzzer target for the benchmark-result reader (core/io/benchimport.h). Build with the `fuzz`
// configure preset (clang). Properties checked on every input:
//  - parsing never crashes, hangs or trips ASan/UBSan;
//  - a file that is refused says why; one that is read gives runs whose figures are finite and in
//    range, and they combine into a curve with one point per concurrency, ascending (without the
//    overloaded runs: a curve, or none because every run is overloaded).
#include "benchimport.h"

#include <QByteArray>

#include <cmath>
#include <cstdint>
#include <cstdlib>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const QByteArray bytes(reinterpret_cast<const char *>(data), static_cast<qsizetype>(size));
    const breakeven::BenchFileResult r = breakeven::parseBenchResult(bytes);
    if (!r.ok()) {
        if (!r.runs.empty())
            std::abort(); // a refused file gives no runs
        return 0;
    }
    for (const breakeven::BenchRun &run : r.runs) {
        if (run.concurrency < 1 || run.concurrency > breakeven::maxBenchConcurrency || run.completed < 1
            || !std::isfinite(run.outputTokS) || run.outputTokS <= 0.0 || !(run.durationS > 0.0)
            || !(run.outputTokens > 0.0) || !(run.inputTokens >= 0.0))
            std::abort();
    }
    if (r.runs.empty())
        return 0;
    // Overloaded runs kept: always a curve. Left out (the default): a curve, or every run overloaded.
    const breakeven::BenchImport curve = breakeven::combineBenchRuns(r.runs, true);
    if (!curve.ok())
        std::abort();
    const breakeven::BenchImport plain = breakeven::combineBenchRuns(r.runs);
    if (!plain.ok() && (plain.overloads.empty() || !plain.points.empty()))
        std::abort();
    for (std::size_t i = 1; i < curve.points.size(); ++i) {
        if (curve.points[i].concurrency <= curve.points[i - 1].concurrency)
            std::abort();
    }
    return 0;
}
