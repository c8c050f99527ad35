#include "priceage.h"

#include "latin1.h"

#include <QRegularExpression>

namespace breakeven {

namespace {

std::optional<QDate> &pinnedToday()
{
    static std::optional<QDate> date;
    return date;
}

} // namespace

std::optional<QDate> asOfDate(const QString &asOf)
{
    static const QRegularExpression pattern(QStringLiteral("^(\\d{4})(?:-(\\d{2})(?:-(\\d{2}))?)?$"));
    const QRegularExpressionMatch m = pattern.match(asOf.trimmed());
    if (!m.hasMatch())
        return std::nullopt;
    const int year = m.captured(1).toInt();
    if (m.captured(2).isEmpty())
        return QDate(year, 12, 31);
    const int month = m.captured(2).toInt();
    if (month < 1 || month > 12)
        return std::nullopt;
    if (m.captured(3).isEmpty())
        return QDate(year, month, 1).addMonths(1).addDays(-1);
    const QDate day(year, month, m.captured(3).toInt());
    if (!day.isValid())
        return std::nullopt;
    return day;
}

std::optional<qint64> priceAgeDays(const QString &asOf, const QDate &today)
{
    const std::optional<QDate> date = asOfDate(asOf);
    if (!date || !today.isValid())
        return std::nullopt;
    return date->daysTo(today);
}

bool isStalePrice(const QString &asOf, const QDate &today)
{
    const std::optional<qint64> age = priceAgeDays(asOf, today);
    return age && *age > stalePriceDays;
}

std::optional<QString> stalePriceText(const Offer &offer, const QDate &today)
{
    if (!isStalePrice(offer.asOf, today))
        return std::nullopt;
    return L("price as of %1, %2 days old").arg(offer.asOf.trimmed()).arg(*priceAgeDays(offer.asOf, today));
}

QDate today()
{
    if (pinnedToday())
        return *pinnedToday();
    const QDate fromEnvironment = QDate::fromString(qEnvironmentVariable("BREAKEVEN_TODAY"), Qt::ISODate);
    return fromEnvironment.isValid() ? fromEnvironment : QDate::currentDate();
}

void setToday(std::optional<QDate> date) { pinnedToday() = date; }

} // namespace breakeven
