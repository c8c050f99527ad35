#include "format.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>

namespace breakeven::format {

QLocale locale()
{
    QLocale l;
    if (l.language() == QLocale::C)
        l = QLocale(QLocale::English, QLocale::UnitedStates);
    return l;
}

const QLocale &fixedLocale()
{
    static const QLocale english(QLocale::English, QLocale::UnitedStates);
    return english;
}

QLocale locale(Wording wording) { return wording == Wording::Translated ? locale() : fixedLocale(); }

QString worded(const char *context, const char *source, Wording wording)
{
    return wording == Wording::Translated ? QCoreApplication::translate(context, source) : QString::fromUtf8(source);
}

QString currencySymbol(const QString &currency)
{
    if (currency == QLatin1String("USD"))
        return QStringLiteral("$");
    if (currency == QLatin1String("CNY"))
        return QStringLiteral("CN\u00a5");
    if (currency == QLatin1String("EUR"))
        return QStringLiteral("\u20ac");
    return currency + QLatin1Char(' ');
}

QString money(double amount, const QString &currency, int decimals)
{
    return money(amount, currency, decimals, locale());
}

QString money(double amount, const QString &currency, int decimals, const QLocale &locale)
{
    if (!std::isfinite(amount))
        return QCoreApplication::translate("format", "never");
    // A leading minus sign rather than the accounting parentheses some locales use.
    const QString text = locale.toCurrencyString(std::abs(amount), currencySymbol(currency), decimals);
    return amount < 0.0 && std::round(std::abs(amount) * std::pow(10.0, decimals)) > 0.0 ? locale.negativeSign() + text
                                                                                         : text;
}

QString number(double value, int decimals) { return number(value, decimals, locale()); }

QString number(double value, int decimals, const QLocale &locale)
{
    if (!std::isfinite(value))
        return QStringLiteral("\u221e");
    // A value that rounds to zero prints "0", never "-0".
    if (std::round(std::abs(value) * std::pow(10.0, decimals)) == 0.0)
        value = 0.0;
    return locale.toString(value, 'f', decimals);
}

QString percent(double share) { return percent(share, locale()); }

QString percent(double share, const QLocale &locale)
{
    const double pct = share * 100.0;
    const bool whole = std::abs(std::round(pct * 10.0) - std::round(pct) * 10.0) < 0.5;
    return number(pct, whole ? 0 : 1, locale);
}

QString tokens(double count) { return tokens(count, locale()); }

QString tokens(double count, const QLocale &locale)
{
    // Every output says "never" for a volume that is never reached (the table said "\u221e").
    if (!std::isfinite(count))
        return QCoreApplication::translate("format", "never");
    const double a = std::abs(count);
    if (a >= 1e12)
        //: A token count in trillions (10^12): "2.07 T". Portuguese: pt_BR "tri", pt_PT "biliões" (bilião = 10^12).
        return QCoreApplication::translate("format", "%1 T").arg(number(count / 1e12, 2, locale));
    if (a >= 1e9)
        //: A token count in billions (10^9): "2.07 B". Not "bilião" in pt_PT (that is 10^12): pt_BR "bi",
        //: pt_PT "mil M" (mil milhões).
        return QCoreApplication::translate("format", "%1 B").arg(number(count / 1e9, 2, locale));
    if (a >= 1e6)
        //: A token count in millions (10^6): "241.8 M".
        return QCoreApplication::translate("format", "%1 M").arg(number(count / 1e6, 1, locale));
    return number(count, 0, locale);
}

QString throughput(double tokS) { return throughput(tokS, locale()); }

int decimalsForSignificant(double value, int significant)
{
    if (value == 0.0 || !std::isfinite(value))
        return 0;
    return std::max(0, significant - 1 - static_cast<int>(std::floor(std::log10(std::abs(value)))));
}

QString midSentence(const QString &label)
{
    if (label.size() < 2 || !label.at(0).isUpper() || !label.at(1).isLower())
        return label;
    // A first word with another capital is a name or an acronym ("MaaS revenue"): kept.
    for (qsizetype i = 1; i < label.size() && !label.at(i).isSpace(); ++i) {
        if (label.at(i).isUpper())
            return label;
    }
    return label.at(0).toLower() + label.mid(1);
}

QString quoted(QStringView text)
{
    if (text.size() <= maxQuotedChars)
        return text.toString();
    //: A long text cut short in a message: %1 its start, %2 its length in characters.
    return QCoreApplication::translate("format", "%1… (%2 characters)")
        .arg(text.left(maxQuotedChars - 20).toString())
        .arg(text.size());
}

QString terminalText(const QString &text)
{
    QString out = text;
    for (QChar &c : out) {
        const char16_t u = c.unicode();
        if (u < 0x20 || (u >= 0x7F && u <= 0x9F) || (u >= 0x202A && u <= 0x202E) || (u >= 0x2066 && u <= 0x2069))
            c = QChar(QChar::ReplacementCharacter);
    }
    return out;
}

namespace {

/// Whether \a text is a number as csvNumber() writes it (C locale, "-12.5", "1e-07"): a cell a
/// spreadsheet should read as a number, even when it starts with '-'.
bool isNumberCell(const QString &text)
{
    bool ok = false;
    const double v = text.toDouble(&ok);
    return ok && std::isfinite(v) && !text.isEmpty() && !text.at(0).isSpace() && !text.back().isSpace();
}

} // namespace

QString csvField(const QString &cell)
{
    static const QString formulaStarts = QStringLiteral("=+-@\t\r");
    QString text = cell;
    if (!text.isEmpty() && formulaStarts.contains(text.at(0)) && !isNumberCell(text))
        text.prepend(QLatin1Char('\''));
    text = terminalText(text);
    if (!text.contains(QLatin1Char(',')) && !text.contains(QLatin1Char('"')) && !text.contains(QLatin1Char('\n')))
        return text;
    QString quoted = text;
    quoted.replace(QLatin1String("\""), QLatin1String("\"\""));
    return QLatin1Char('"') + quoted + QLatin1Char('"');
}

QString csvNumber(std::optional<double> v) { return v && std::isfinite(*v) ? QString::number(*v, 'g', 12) : QString(); }

QString throughput(double tokS, const QLocale &locale)
{
    // Below 0.1 tok/s keep three significant digits, so 0.001 does not print as "0.0".
    const QString value
        = tokS > 0.0 && tokS < 0.1 ? locale.toString(tokS, 'g', 3) : number(tokS, tokS < 10.0 ? 1 : 0, locale);
    //: A throughput: output tokens per second (tok/s is a unit; usually kept as is).
    return QCoreApplication::translate("format", "%1 tok/s").arg(value);
}

} // namespace breakeven::format
