#pragma once

/// \file formatting.h
/// How the window writes numbers: through QLocale (the system locale; the POSIX "C" locale
/// falls back to English so that large numbers still get group separators), money in a
/// named currency, token volumes with M/B suffixes.

#include <QLocale>
#include <QString>

namespace breakeven::format {

/// The locale the window formats with.
[[nodiscard]] QLocale locale();

/// The symbol shown before amounts in \a currency ("$", "CN¥", "€", or the code).
[[nodiscard]] QString currencySymbol(const QString &currency);

/// \a amount in \a currency with \a decimals digits, e.g. "$171.47".
[[nodiscard]] QString money(double amount, const QString &currency, int decimals = 2);

/// A plain number with group separators, e.g. "1,577".
[[nodiscard]] QString number(double value, int decimals = 0);

/// A token count with a unit suffix, e.g. "2.07 B", "241.8 M", "12,000".
[[nodiscard]] QString tokens(double count);

/// A throughput, e.g. "1,577 tok/s" (one decimal below 10 tok/s).
[[nodiscard]] QString throughput(double tokS);

} // namespace breakeven::format
