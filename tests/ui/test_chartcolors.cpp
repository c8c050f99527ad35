// The charts' colours (issue 13, "Dark palette"): offer colours distinct for at least 12 offers
// and readable on light and dark backgrounds; the self-hosted line readable whatever the
// palette's highlight.
#include "chartcolors.h"
#include "chartlegend.h"
#include "charts/chartview.h"
#include "chartviewpeer.h"
#include "evaluation.h"
#include "presetio.h"

#include <QPalette>
#include <QTest>

#include <gtest/gtest.h>

using namespace breakeven;

namespace {

QPalette darkPalette(const QColor &highlight)
{
    QPalette dark;
    dark.setColor(QPalette::Window, QColor(0x2b, 0x2b, 0x2b));
    dark.setColor(QPalette::Base, QColor(0x1e, 0x1e, 0x1e));
    dark.setColor(QPalette::Text, QColor(0xe0, 0xe0, 0xe0));
    dark.setColor(QPalette::WindowText, QColor(0xe0, 0xe0, 0xe0));
    dark.setColor(QPalette::Highlight, highlight);
    return dark;
}

} // namespace

TEST(ChartColors, ContrastAndDifferenceMeasures)
{
    EXPECT_NEAR(contrastRatio(Qt::black, Qt::white), 21.0, 1e-9);
    EXPECT_NEAR(contrastRatio(Qt::white, Qt::white), 1.0, 1e-9);
    EXPECT_NEAR(colorDifference(Qt::black, Qt::white), 100.0, 0.1);
    EXPECT_NEAR(colorDifference(QColor(0x12, 0x34, 0x56), QColor(0x12, 0x34, 0x56)), 0.0, 1e-9);
    // The old palette's 8th colour, pale yellow, on white: far below 3:1.
    EXPECT_LT(contrastRatio(QColor(0xed, 0xc9, 0x48), Qt::white), 2.0);
}

TEST(ChartColors, TwelveOfferColoursAreDistinctAndReadableOnLightAndDark)
{
    for (const QColor background : { QColor(Qt::white), QColor(0x1e, 0x1e, 0x1e), QColor(0x2b, 0x2b, 0x2b) }) {
        SCOPED_TRACE(background.name().toStdString());
        std::vector<QColor> colors;
        for (int i = 0; i < 12; ++i)
            colors.push_back(seriesColor(i, background));
        for (std::size_t i = 0; i < colors.size(); ++i) {
            EXPECT_GE(contrastRatio(colors[i], background), 3.0) << i << " " << colors[i].name().toStdString();
            for (std::size_t j = i + 1; j < colors.size(); ++j)
                EXPECT_GE(colorDifference(colors[i], colors[j]), 15.0)
                    << i << " " << colors[i].name().toStdString() << " / " << j << " "
                    << colors[j].name().toStdString();
        }
    }
    EXPECT_EQ(seriesColor(seriesColorCount), seriesColor(0)); // repeats only after all 14
    EXPECT_NE(seriesColor(12), seriesColor(0));
}

TEST(ChartColors, SelfHostedLineIsReadableWithADarkHighlight)
{
    // A dark palette whose highlight is dark blue: on dark grey it vanished.
    const QPalette dark = darkPalette(QColor(0x1d, 0x3d, 0x6c));
    EXPECT_LT(contrastRatio(dark.color(QPalette::Highlight), dark.color(QPalette::Base)), 2.0);
    const QColor line = selfHostColor(dark);
    EXPECT_GE(contrastRatio(line, dark.color(QPalette::Base)), 4.5);
    EXPECT_GT(line.lightness(), dark.color(QPalette::Highlight).lightness());
    EXPECT_NEAR(line.hslHueF(), dark.color(QPalette::Highlight).hslHueF(), 0.02); // still the highlight's hue
    // A light palette's usual highlight keeps enough contrast on white.
    QPalette light;
    light.setColor(QPalette::Base, Qt::white);
    light.setColor(QPalette::Highlight, QColor(0x30, 0x8c, 0xc6));
    EXPECT_GE(contrastRatio(selfHostColor(light), Qt::white), 4.5);
}

TEST(ChartColors, TheFirstOffersAndTheCheaperRegionNeverLookLikeTheSelfHostedLineOrItsBand) // #33 item 4
{
    QPalette light;
    light.setColor(QPalette::Base, Qt::white);
    light.setColor(QPalette::Highlight, QColor(0x30, 0x8c, 0xc6)); // Fusion's
    for (const QPalette &palette : { light, darkPalette() }) {
        const QColor base = palette.color(QPalette::Base);
        const QColor self = selfHostColor(palette);
        SCOPED_TRACE(base.name().toStdString());
        // Offers take the colours their names choose among offerColorSlots: none is a blue like the line's.
        for (const int i : offerColorSlots)
            EXPECT_GE(colorDifference(seriesColor(i, base), self), 25.0)
                << i << " " << seriesColor(i, base).name().toStdString() << " / " << self.name().toStdString();
        // The region where self-hosting is cheaper is hatched; the P10-P90 band a plain tint.
        EXPECT_EQ(cheaperShadeBrush(palette).style(), Qt::BDiagPattern);
        EXPECT_EQ(bandBrush(palette).style(), Qt::SolidPattern);
    }
    // The legend under a narrow window's chart draws them so too.
    ChartData data;
    data.shadeLabel = QStringLiteral("cheaper");
    data.shadeLower = { { 1.0, 1.0 } };
    data.bandLabel = QStringLiteral("band");
    data.bandLower = { { 1.0, 1.0 } };
    const std::vector<LegendEntry> entries = legendEntries(data, light);
    ASSERT_EQ(entries.size(), 2U);
    EXPECT_EQ(entries[0].fill, Qt::BDiagPattern);
    EXPECT_EQ(entries[1].fill, Qt::SolidPattern);
}

TEST(ChartColors, TheDrawnChartUsesTheReadableColours)
{
    const QPalette dark = darkPalette(QColor(0x1d, 0x3d, 0x6c));
    CostChart chart;
    chart.setPalette(dark);
    chart.resize(900, 600);
    const Scenario s = defaultScenario();
    const ChartData data = costChartData(s, evaluate(s), QStringLiteral("USD"));
    ASSERT_FALSE(data.offers.empty());
    peer(chart).setData(data);
    chart.show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(&chart));
    const QImage image = chart.grab().toImage();
    const QColor line = selfHostColor(dark);
    const QColor offer = seriesColor(data.offers.front().colorIndex, dark.color(QPalette::Base));
    int linePixels = 0;
    int offerPixels = 0;
    for (int y = 0; y < image.height(); ++y) {
        for (int x = 0; x < image.width(); ++x) {
            const QColor c = image.pixelColor(x, y);
            linePixels += colorDifference(c, line) < 3.0 ? 1 : 0;
            offerPixels += colorDifference(c, offer) < 3.0 ? 1 : 0;
        }
    }
    EXPECT_GT(linePixels, 300) << "the self-hosted curve is drawn in " << line.name().toStdString();
    EXPECT_GT(offerPixels, 100) << "the first offer's line is drawn in " << offer.name().toStdString();
}

// #33 item 4: the tornado's bars were drawn in the first two offer colours (orange and pink), so on
// a screen beside the cost chart they read as two offers. They are a light and a dark grey now,
// light for a range's low end, in no offer's colour and far enough apart to tell when printed grey.
TEST(ChartColors, TheTornadosColoursAreNoOffersAndLightForLow)
{
    const QColor low = tornadoLowColor();
    const QColor high = tornadoHighColor();
    EXPECT_GT(low.lightness(), high.lightness());
    EXPECT_GE(contrastRatio(low, high), 3.0);
    EXPECT_GE(contrastRatio(high, Qt::white), 4.5); // on the chart's white
    for (int i = 0; i < seriesColorCount; ++i) {
        EXPECT_GE(colorDifference(low, seriesColor(i)), 20.0) << i << " " << seriesColor(i).name().toStdString();
        EXPECT_GE(colorDifference(high, seriesColor(i)), 20.0) << i << " " << seriesColor(i).name().toStdString();
    }
}
