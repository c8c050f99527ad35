#pragma once

/// \file latin1.h
/// L("key"): a QString from a Latin-1 literal (JSON keys, paths, fixed words). The build defines
/// QT_NO_CAST_FROM_ASCII, so every file that spells keys needs it: this is the one definition.

#include <QString>

namespace breakeven {

/// \a s (Latin-1, usually a literal) as a QString.
[[nodiscard]] inline QString L(const char *s) { return QString::fromLatin1(s); }

} // namespace breakeven
