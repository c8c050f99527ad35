#pragma once

#include <QStringList>

class QTextStream;

namespace breakeven {

/// `breakeven import-model CONFIG [INDEX] [-o PRESET | --into PRESET] [--kv-dtype fp8|bf16|fp16|fp32]
/// [--name NAME]`: derives a model's layers, attention, KV cache per token, state per sequence and
/// weights' bytes from its Hugging Face config.json and model.safetensors.index.json
/// (core/io/modelimport.h), prints each figure with how it was derived, and writes the model fields
/// into a preset. Pure console.
class ImportModelCommand {
public:
    /// True when \a args (argv, program name first) name the verb.
    [[nodiscard]] static bool isImportModelCommand(const QStringList &args);
    /// Runs the verb. Returns 0 on success, 1 for bad input (a file, a field, the preset, a failed
    /// write: nothing is written then), 2 for a usage error.
    static int run(const QStringList &args, QTextStream &out, QTextStream &err);
};

} // namespace breakeven
