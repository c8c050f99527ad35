#pragma once

/// \file format.h
/// How Breakeven writes numbers, in the window, the exports and the text report: through QLocale
/// (the window: the system locale, where the POSIX "C" locale falls back to English so that large
/// numbers still get group separators; the text report: fixedLocale()), money in a named
/// currency, token volumes with M/B/T suffixes. QtCore only.

#include "wording.h"

#include <QLocale>
#include <QString>

#include <optional>

namespace breakeven::format {

/// The locale the window formats with.
[[nodiscard]] QLocale locale();

/// US English: the text report and the command line read the same everywhere.
[[nodiscard]] const QLocale &fixedLocale();

/// The locale sentences in \a wording write their numbers with: locale() (Wording::Translated) or
/// fixedLocale() (Wording::Fixed).
[[nodiscard]] QLocale locale(Wording wording);

/// \a source (marked with QT_TRANSLATE_NOOP in \a context where it is written) in \a wording:
/// translated in \a context, or the English source as written.
[[nodiscard]] QString worded(const char *context, const char *source, Wording wording);

/// The symbol shown before amounts in \a currency ("$", "CN¥", "€", or the code).
[[nodiscard]] QString currencySymbol(const QString &currency);

/// \a amount in \a currency with \a decimals digits, e.g. "$171.47".
[[nodiscard]] QString money(double amount, const QString &currency, int decimals = 2);
[[nodiscard]] QString money(double amount, const QString &currency, int decimals, const QLocale &locale);

/// A plain number with group separators, e.g. "1,577"; one that rounds to zero has no minus sign.
[[nodiscard]] QString number(double value, int decimals = 0);
[[nodiscard]] QString number(double value, int decimals, const QLocale &locale);

/// A share (0..1) in percent without the sign: "100", "17.5" (one decimal, unless whole).
[[nodiscard]] QString percent(double share);
[[nodiscard]] QString percent(double share, const QLocale &locale);

/// A token count with a unit suffix, e.g. "2.07 B", "241.8 M", "12,000"; infinite: "never".
[[nodiscard]] QString tokens(double count);
[[nodiscard]] QString tokens(double count, const QLocale &locale);

/// A throughput, e.g. "1,577 tok/s" (one decimal below 10 tok/s).
[[nodiscard]] QString throughput(double tokS);
[[nodiscard]] QString throughput(double tokS, const QLocale &locale);

/// The decimals that show \a value to \a significant digits (0.0123 -> 4 for three, 5.897 -> 2, 150
/// -> 0); 0 for zero and for a value that is not finite.
[[nodiscard]] int decimalsForSignificant(double value, int significant = 3);

/// A label as it reads inside a sentence: its first letter lower-case unless the word is an acronym
/// ("Sustained throughput" -> "sustained throughput", "Preço da GPU" -> "preço da GPU"; "GPU price",
/// "TTFT target" and "MaaS revenue" stay).
[[nodiscard]] QString midSentence(const QString &label);

/// The longest text from a file that a message quotes whole (a key, a path, a name).
inline constexpr int maxQuotedChars = 80;

/// \a text as a message quotes it: whole up to maxQuotedChars, else its start, an ellipsis and its
/// length ("operation.xxxx… (100000 characters)"), so a 100,000-character key is not echoed whole.
[[nodiscard]] QString quoted(QStringView text);

/// \a text safe to print to a terminal: control characters (C0, DEL, C1: escape sequences that
/// clear the screen, set the title or open links) and bidirectional overrides become U+FFFD.
[[nodiscard]] QString terminalText(const QString &text);

/// \a text as one CSV field (RFC 4180), made safe for a spreadsheet first (OWASP's CSV injection
/// advice): control characters become U+FFFD as on a terminal (terminalText()), and a text that a
/// spreadsheet would run as a formula, one that begins with '=', '+', '-', '@', TAB or CR, gets a
/// leading apostrophe ("'=HYPERLINK(...)"); numbers stay numbers ("-39039.5"). Then as it is, or
/// in double quotes with its quotes doubled when it holds a comma, a quote or a line break. Every
/// CSV the program writes (the data export, the plans', the comparison's) writes its texts here.
[[nodiscard]] QString csvField(const QString &text);

/// \a v as a CSV number: C-locale notation, up to 12 significant digits; empty when there is none
/// or it is not finite.
[[nodiscard]] QString csvNumber(std::optional<double> v);

} // namespace breakeven::format
