#pragma once

#include <QStringList>

class QTextStream;

namespace breakeven {

/// `breakeven compare PRESET PRESET [PRESET]... [--format text|json|csv] [--samples N] [--seed S]
/// [--save COMPARISON]`: two to eight scenarios side by side (core/compare/comparison.h), the first
/// the baseline; a comparison file (comparisonfile.h) stands for the presets it names. Pure console.
class CompareCommand {
public:
    /// True when \a args (argv, program name first) name the verb.
    [[nodiscard]] static bool isCompareCommand(const QStringList &args);

    /// Runs the verb. Returns 0 on success, 1 for bad input (a preset or comparison file, a failed
    /// save), 2 for a usage error (fewer than two or more than eight scenarios, an option's value).
    static int run(const QStringList &args, QTextStream &out, QTextStream &err);
};

} // namespace breakeven
