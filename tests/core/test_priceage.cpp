// Issue 32 item 2: an offer whose price is more than 90 days old is marked.
#include "priceage.h"

#include "presetio.h"

#include <gtest/gtest.h>

#include <QDate>

using namespace breakeven;

TEST(PriceAge, AsOfDatesOfADayAMonthOrAYearCountFromTheirLastDay)
{
    EXPECT_EQ(asOfDate(QStringLiteral("2026-08-14")), QDate(2026, 8, 14));
    EXPECT_EQ(asOfDate(QStringLiteral("2026-07")), QDate(2026, 7, 31));
    EXPECT_EQ(asOfDate(QStringLiteral("2024-02")), QDate(2024, 2, 29));
    EXPECT_EQ(asOfDate(QStringLiteral(" 2025 ")), QDate(2025, 12, 31));
    for (const char *notADate : { "", "July 2026", "2026-13", "2026-02-30", "2026/07", "soon" })
        EXPECT_FALSE(asOfDate(QString::fromLatin1(notADate)).has_value()) << notADate;
}

TEST(PriceAge, OlderThanNinetyDaysIsStale)
{
    const QDate day(2026, 12, 1);
    EXPECT_EQ(priceAgeDays(QStringLiteral("2026-08-14"), day), 109);
    EXPECT_EQ(priceAgeDays(QStringLiteral("2026-10"), day), 31);
    EXPECT_EQ(priceAgeDays(QStringLiteral("2027-01-01"), day), -31);
    EXPECT_FALSE(priceAgeDays(QStringLiteral("platform page"), day).has_value());
    // 90 days is still fresh, 91 is not.
    EXPECT_FALSE(isStalePrice(day.addDays(-stalePriceDays).toString(Qt::ISODate), day));
    EXPECT_TRUE(isStalePrice(day.addDays(-stalePriceDays - 1).toString(Qt::ISODate), day));
    EXPECT_FALSE(isStalePrice(QString(), day));

    Offer offer;
    offer.asOf = QStringLiteral("2026-08-14");
    EXPECT_EQ(stalePriceText(offer, day), QStringLiteral("price as of 2026-08-14, 109 days old"));
    offer.asOf = QStringLiteral("2026-10-01");
    EXPECT_FALSE(stalePriceText(offer, day).has_value());
}

TEST(PriceAge, TodayIsPinnedByATestOrTheEnvironmentElseTheClock)
{
    setToday(std::nullopt);
    qunsetenv("BREAKEVEN_TODAY");
    EXPECT_EQ(today(), QDate::currentDate());
    qputenv("BREAKEVEN_TODAY", "2026-08-15");
    EXPECT_EQ(today(), QDate(2026, 8, 15));
    qputenv("BREAKEVEN_TODAY", "yesterday");
    EXPECT_EQ(today(), QDate::currentDate()) << "no date: the clock";
    setToday(QDate(2030, 1, 2));
    EXPECT_EQ(today(), QDate(2030, 1, 2));
    setToday(std::nullopt);
    qunsetenv("BREAKEVEN_TODAY");
}

TEST(PriceAge, TheShippedPresetsJulyPricesAreOldInDecember)
{
    const PresetResult r
        = readPresetFile(QStringLiteral(BREAKEVEN_SOURCE_DIR "/presets/kimi-k31-pro-8xb300-modal.json"));
    ASSERT_TRUE(r.ok()) << r.errorText().toStdString();
    int stale = 0;
    for (const Offer &o : r.scenario->offers) {
        ASSERT_TRUE(asOfDate(o.asOf).has_value()) << o.asOf.toStdString();
        stale += isStalePrice(o.asOf, QDate(2026, 12, 2)) ? 1 : 0;
    }
    EXPECT_GT(stale, 0);
}
