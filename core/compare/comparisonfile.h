#pragma once

/// \file comparisonfile.h
/// A saved comparison: a small JSON file that names its presets (docs/report-format.md,
/// "Comparison file"):
///
///     {"format": "breakeven-comparison", "version": 1, "name": "K3 against GLM-5.2",
///      "presets": ["imec-k3-8xb300.json", "imec-glm52-8xb300.json"]}
///
/// Each entry is a preset file (a preset stays one scenario), a path relative to the comparison
/// file's folder or absolute, or "default" for the built-in scenario; the first is the baseline.
/// Read strictly (every error names its field), written through writeFileAtomically().

#include "preseterror.h"

#include <QByteArray>
#include <QJsonObject>
#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

namespace breakeven {

inline constexpr int comparisonFormatVersion = 1;
/// The longest preset path a comparison file may hold, in characters.
inline constexpr int maxComparedPathLength = 4096;

/// What a comparison file holds.
struct ComparisonFile {
    QString name;        ///< optional: what the comparison is of; empty when not given
    QStringList presets; ///< as written: relative to the file's folder, absolute, or "default"
    friend bool operator==(const ComparisonFile &, const ComparisonFile &) = default;
};

/// A comparison file, or the reasons there is none.
struct ComparisonFileResult {
    std::optional<ComparisonFile> file;
    std::vector<PresetError> errors;
    [[nodiscard]] bool ok() const { return file.has_value(); }
};

/// Whether \a root says it is a comparison file (`"format": "breakeven-comparison"`), whatever else it holds.
[[nodiscard]] bool isComparisonJson(const QJsonObject &root);

/// The comparison file in \a root, read strictly: `format`, `version` (1) and `presets` (2 to 8
/// non-empty paths) required, `name` optional, no other key.
[[nodiscard]] ComparisonFileResult comparisonFromJson(const QJsonObject &root);
/// comparisonFromJson() of \a bytes (strict JSON, at most maxPresetBytes).
[[nodiscard]] ComparisonFileResult parseComparison(const QByteArray &bytes);
/// parseComparison() of the file at \a path.
[[nodiscard]] ComparisonFileResult readComparisonFile(const QString &path);

/// \a file as JSON: format, version, name (when it has one), presets.
[[nodiscard]] QJsonObject comparisonToJson(const ComparisonFile &file);
/// comparisonToJson() as indented UTF-8 text.
[[nodiscard]] QByteArray serializeComparison(const ComparisonFile &file);
/// Writes \a file to \a path atomically (writeFileAtomically()); on failure returns false, leaves the
/// file as it was and sets \a error to the reason.
bool writeComparisonFile(const ComparisonFile &file, const QString &path, QString *error);

/// The preset \a entry of a comparison file at \a comparisonPath names: relative paths against the
/// comparison file's folder; absolute paths and "default" as they are.
[[nodiscard]] QString resolvedPresetPath(const QString &comparisonPath, const QString &entry);
/// \a presetPath as a comparison file saved at \a comparisonPath names it: relative to that file's folder
/// ("default" as it is), so that the comparison and its presets can move together.
[[nodiscard]] QString presetEntryFor(const QString &comparisonPath, const QString &presetPath);

} // namespace breakeven
