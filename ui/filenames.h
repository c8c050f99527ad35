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

} // namespace breakeven
