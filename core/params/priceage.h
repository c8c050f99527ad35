#pragma once

/// \file priceage.h
/// How old an offer's price is (issue 32 item 2): an offer whose `as_of` date is more than
/// stalePriceDays before today is marked in the tables and the reports ("price as of 2026-08-14,
/// 109 days old"). Today is QDate::currentDate(), or the date a test or the environment pins
/// (setToday(), BREAKEVEN_TODAY=YYYY-MM-DD), so that reports can be reproduced.

#include "scenario.h"

#include <QDate>
#include <QString>

#include <optional>

namespace breakeven {

/// A price older than this many days is stale.
inline constexpr int stalePriceDays = 90;

/// The last day a price "as of \a asOf" is known to have held: "2026-08-14" that day, "2026-08" the
/// month's last day, "2026" the year's (the youngest reading of a coarse date: never stale too early).
/// Nothing when \a asOf is no such date (free text, empty).
[[nodiscard]] std::optional<QDate> asOfDate(const QString &asOf);

/// Whole days from asOfDate(\a asOf) to \a today (negative for a date after today); nothing when \a asOf
/// is no date.
[[nodiscard]] std::optional<qint64> priceAgeDays(const QString &asOf, const QDate &today);

/// Whether the price as of \a asOf is more than stalePriceDays old on \a today.
[[nodiscard]] bool isStalePrice(const QString &asOf, const QDate &today);

/// "price as of 2026-08-14, 109 days old" for a stale \a offer on \a today (English: the reports and the
/// command line); nothing for a fresh one or one without a date.
[[nodiscard]] std::optional<QString> stalePriceText(const Offer &offer, const QDate &today);

/// Today's date: the one setToday() pinned, else BREAKEVEN_TODAY (YYYY-MM-DD) when it is a date, else
/// QDate::currentDate().
[[nodiscard]] QDate today();
/// Pins today() to \a date (tests); nothing goes back to the environment and the clock.
void setToday(std::optional<QDate> date);

} // namespace breakeven
