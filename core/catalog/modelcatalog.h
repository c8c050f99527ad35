#pragma once

/// \file modelcatalog.h
/// The model catalog, format "breakeven-model-catalog" version 1 (docs/model-catalog.md): per model
/// its parameters, the bytes of its published weights, the KV cache per token and the fixed state
/// per sequence, with the source of each figure. The built-in catalog is resources/models.json,
/// compiled in and installed beside gpus.json (readShippedModelCatalog()). Applying an entry sets a
/// scenario's `model.*` fields (withCatalogModel()).
///
/// Reading is as strict as a preset's (presetio.h) and the GPU catalog's (gpucatalog.h): strict JSON,
/// unknown keys refused, every problem reported with the path of its field and the allowed values,
/// nothing partial returned.

#include "preseterror.h"
#include "scenario.h"

#include <QByteArray>
#include <QString>
#include <QStringView>

#include <optional>
#include <vector>

namespace breakeven {

inline constexpr int modelCatalogFormatVersion = 1;
inline constexpr int maxCatalogModels = 500; ///< entries of `models`

/// One model of the catalog. Sizes in bytes, counts of parameters and tokens as whole numbers.
struct ModelCatalogEntry {
    QString name;                  ///< as `model.name` names it ("Kimi K3.1 Pro")
    double totalParameters = 0.0;  ///< `total_parameters`: every parameter stored, > 0
    double activeParameters = 0.0; ///< `active_parameters`: parameters used per token (MoE), > 0, <= total
    double weightsBytes = 0.0;     ///< `weights_bytes`: the published weights, bytes (model.weights_bytes)
    double kvBytesPerToken = 0.0;  ///< `kv_bytes_per_token`: KV cache per context token, bytes
    double stateBytesPerSequence
        = 0.0;             ///< `state_bytes_per_sequence`: fixed state per sequence (hybrid attention); 0 otherwise
    QString weightsFormat; ///< `weights_format`: the native weight format ("MXFP4", "FP8", "BF16")
    int contextTokens = 0; ///< `context_tokens`: the longest context the model takes
    QString source;        ///< `source`: where each figure comes from
    friend bool operator==(const ModelCatalogEntry &, const ModelCatalogEntry &) = default;
};

struct ModelCatalog {
    std::vector<ModelCatalogEntry> models;
    /// The model called \a name (case-insensitive, surrounding blanks ignored), or nullptr.
    [[nodiscard]] const ModelCatalogEntry *find(QStringView name) const;
};

/// A catalog, or the reasons there is none (PresetError: a field's path and what is wrong).
struct ModelCatalogResult {
    std::optional<ModelCatalog> catalog;
    std::vector<PresetError> errors;
    [[nodiscard]] bool ok() const { return catalog.has_value(); }
    /// The errors, one per line.
    [[nodiscard]] QString errorText() const;
};

/// Parses a catalog from its bytes (UTF-8 JSON, at most maxPresetBytes).
[[nodiscard]] ModelCatalogResult parseModelCatalog(const QByteArray &bytes);

/// Reads and parses the catalog file at \a path (readBoundedFile()'s rules).
[[nodiscard]] ModelCatalogResult readModelCatalogFile(const QString &path);

/// The shipped catalog: `models.json` in \a installedDir (shipped::installedDir()) when that file exists
/// and reads, else the compiled-in copy of resources/models.json (a broken installed file is named in a
/// warning on stderr). \a path, if given, receives the file read.
[[nodiscard]] ModelCatalog readShippedModelCatalog(const QString &installedDir, QString *path = nullptr);

/// The built-in catalog, readShippedModelCatalog(shipped::installedDir()), read once.
[[nodiscard]] const ModelCatalog &builtInModelCatalog();

/// \a spec with the catalog's figures of \a entry: name, weights bytes, KV bytes per token, state
/// per sequence and weights format; its unknown keys kept.
[[nodiscard]] ModelSpec modelSpecFromCatalog(const ModelSpec &spec, const ModelCatalogEntry &entry);

/// \a scenario with its `model.*` fields set from \a entry (modelSpecFromCatalog()); the fields are
/// then stated, no longer the format's defaults (Scenario::unstated). Everything else is kept.
[[nodiscard]] Scenario withCatalogModel(const Scenario &scenario, const ModelCatalogEntry &entry);

} // namespace breakeven
