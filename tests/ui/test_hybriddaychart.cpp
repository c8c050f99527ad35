// #33 item 4: the hybrid day chart's tok/s axis says its unit and its ticks are exact and distinct,
// an empty day included (it exported "1, 1, 1, 0, 0"): one number of decimals, the fewest that keep every tick exact.

#include "charts/hybriddaychart.h"

#include <QLocale>
#include <QSet>

#include <gtest/gtest.h>

using namespace breakeven;

namespace {

QStringList list(std::initializer_list<const char *> texts)
{
    QStringList out;
    for (const char *t : texts)
        out << QString::fromLatin1(t);
    return out;
}

} // namespace

TEST(HybridDayChart, TheTicksOfTheTokPerSecondAxisAreExactAndDistinct)
{
    const QLocale c = QLocale::c();
    EXPECT_EQ(hybridDayTicks(1.0, c), list({ "0.0", "0.2", "0.4", "0.6", "0.8", "1.0" }));
    EXPECT_EQ(hybridDayTicks(2500.0, c), list({ "0", "500", "1000", "1500", "2000", "2500" }));
    EXPECT_EQ(hybridDayTicks(25.0, c), list({ "0", "5", "10", "15", "20", "25" }));
    // Every axis top the chart uses (1, 2, 2.5 or 5 times a power of ten): six distinct ticks.
    for (const double decade : { 0.01, 0.1, 1.0, 10.0, 1e3, 1e5 }) {
        for (const double top : { 1.0, 2.0, 2.5, 5.0 }) {
            const QStringList ticks = hybridDayTicks(top * decade, c);
            ASSERT_EQ(ticks.size(), hybridDayTickCount + 1);
            EXPECT_EQ(QSet<QString>(ticks.begin(), ticks.end()).size(), ticks.size())
                << ticks.join(QStringLiteral(", ")).toStdString();
            EXPECT_EQ(c.toDouble(ticks.back()), top * decade) << ticks.join(QStringLiteral(", ")).toStdString();
        }
    }
    // An empty day: the axis still reads 0 to 1.
    const HybridDayData empty = hybridDayData(Scenario {}, HybridPlan {});
    EXPECT_EQ(hybridDayTicks(empty.yMax, c).back(), QStringLiteral("1.0"));
}
