#pragma once

#include <QStringList>

class QTextStream;

namespace breakeven {

/// `breakeven import-bench FILE... [-o PRESET] [--into PRESET] [--prefill-from-runs]`: reads
/// serving-benchmark result files (core/io/benchimport.h), prints each run, and writes a preset whose
/// decode curve is the runs' points. Pure console.
class ImportBenchCommand {
public:
    /// True when \a args (argv, program name first) name the verb.
    [[nodiscard]] static bool isImportBenchCommand(const QStringList &args);

    /// Runs the verb. Returns 0 on success, 1 for bad input (a result file, a preset, a failed
    /// write: nothing is written then), 2 for a usage error.
    static int run(const QStringList &args, QTextStream &out, QTextStream &err);
};

} // namespace breakeven
