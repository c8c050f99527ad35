#pragma once

/// \file filenames.h
/// The one rule for the file names Breakeven suggests (Save As, every export).

#include <QString>

namespace breakeven {

/// \a name as a file name without its extension: lower case, letters and digits kept, every
/// other run of characters one '-', none leading or trailing, at most 60 characters;
/// \a fallback when nothing is left ("Kimi K3.1 Pro (Modal)" gives "kimi-k3-1-pro-modal").
[[nodiscard]] QString fileSlug(const QString &name, const QString &fallback);

/// fileSlug(\a name, \a fallback) + "." + \a suffix.
[[nodiscard]] QString suggestedFileName(const QString &name, const QString &suffix, const QString &fallback);

/// The suffix Breakeven gives a preset file: "breakeven.json". The desktop types `*.breakeven.json`
/// as a preset (application/x-breakeven-preset, packaging/io.github.breakeven.Breakeven.mime.xml)
/// and opens it in Breakeven; a plain `*.json` is typed as JSON (packaging/README.md, "Known limits").
inline constexpr char presetSuffix[] = "breakeven.json";

/// The file name Save As suggests for a preset named \a name: suggestedFileName(\a name,
/// presetSuffix, "preset"), e.g. "kimi-k3-1-pro-on-8xb300.breakeven.json".
[[nodiscard]] QString suggestedPresetFileName(const QString &name);

/// \a path as Save As writes it: ".breakeven.json" added when the name has no suffix, ".json" when
/// it ends in ".breakeven"; any other name as chosen (a preset may be saved as `*.json`).
[[nodiscard]] QString withPresetSuffix(const QString &path);

} // namespace breakeven
