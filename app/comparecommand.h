#pragma once

#include "comparison.h"

#include <QStringList>

#include <optional>
#include <vector>

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

    /// The scenarios \a arguments name (preset files, "default", "-", comparison files standing for
    /// their presets), read in order: two to eight, or nullopt after the errors on \a err with
    /// \a exitCode 1 (a file) or 2 (their count). \a name receives a comparison file's name.
    [[nodiscard]] static std::optional<std::vector<ScenarioToCompare>> loadScenarios(
        const QStringList &arguments, QTextStream &err, int *exitCode, QString *name = nullptr);
};

} // namespace breakeven
