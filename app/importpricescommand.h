#pragma once

#include <QStringList>

class QTextStream;

namespace breakeven {

/// `breakeven import-prices FILE [--model PATTERN] [--provider NAME]... [-o PRESET | --into PRESET]`:
/// reads LiteLLM's price file or a saved OpenRouter models listing (core/io/priceimport.h), lists the
/// entries the pattern names, and writes them into a preset as offers. Pure console.
class ImportPricesCommand {
public:
    /// True when \a args (argv, program name first) name the verb.
    [[nodiscard]] static bool isImportPricesCommand(const QStringList &args);
    /// Runs the verb. Returns 0 on success, 1 for bad input (the list, the preset, an ambiguous or
    /// unmatched pattern, a failed write: nothing is written then), 2 for a usage error.
    static int run(const QStringList &args, QTextStream &out, QTextStream &err);
};

} // namespace breakeven
