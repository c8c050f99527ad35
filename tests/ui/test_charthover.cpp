// Hover and keyboard values on the charts (issue 13, "Hover"): synthetic mouse moves over a
// marker and a line give their exact values; a focused chart steps along a line with the arrow
// keys and shows the same values.
#include "charts/chartview.h"
#include "chartviewpeer.h"
#include "evaluation.h"
#include "formatting.h"
#include "plaintext.h"
#include "presetio.h"

#include <QGraphicsView>
#include <QHelpEvent>
#include <QTest>
#include <QToolTip>

#include <gtest/gtest.h>

#include <cmath>

using namespace breakeven;

namespace {

/// The x and y a line's tooltip gives ("label\nX unit\nY unit"), read back with the window's locale.
std::pair<double, double> tipValues(const QString &tip)
{
    const QStringList lines = tip.split(QLatin1Char('\n'));
    EXPECT_EQ(lines.size(), 3) << tip.toStdString();
    if (lines.size() != 3)
        return { 0.0, 0.0 };
    bool okX = false;
    bool okY = false;
    const double x = format::locale().toDouble(lines[1].section(QLatin1Char(' '), 0, 0), &okX);
    const double y = format::locale().toDouble(lines[2].section(QLatin1Char(' '), 0, 0), &okY);
    EXPECT_TRUE(okX && okY) << tip.toStdString();
    return { x, y };
}

/// The output-only throughput table (kimi-k31-pro-8xb300-modal.json): $171.47 at 92 tok/s.
Scenario outputOnly()
{
    const PresetResult r
        = readPresetFile(QStringLiteral(BREAKEVEN_SOURCE_DIR "/presets/kimi-k31-pro-8xb300-modal.json"));
    EXPECT_TRUE(r.ok()) << r.errorText().toStdString();
    return r.ok() ? *r.scenario : defaultScenario();
}

class ChartHoverTest : public ::testing::Test {
protected:
    void SetUp() override
    {
        chart = std::make_unique<CostChart>();
        chart->resize(1000, 600);
        peer(*chart).setData(costChartData(scenario, evaluation, QStringLiteral("USD")));
        chart->show();
        ASSERT_TRUE(QTest::qWaitForWindowExposed(chart.get()));
        viewport = chart->findChild<QGraphicsView *>()->viewport();
    }

    void hover(QPointF chartPos) const
    {
        QTest::mouseMove(viewport, viewport->mapFrom(chart.get(), peer(*chart).mapToWidget(chartPos)));
        QCoreApplication::processEvents();
    }

    /// The self-hosted cost per output Mtok at \a throughput, from the model.
    [[nodiscard]] double selfHostCost(double throughput) const
    {
        Scenario s = scenario;
        s.operation.throughputTokS = throughput;
        return inDollarsPerMtok(*evaluate(s).selfHost.costPerOutputToken);
    }

    Scenario scenario = outputOnly();
    Evaluation evaluation = evaluate(scenario);
    std::unique_ptr<CostChart> chart;
    QWidget *viewport = nullptr;
};

} // namespace

TEST_F(ChartHoverTest, HoveringAMarkerShowsItsTooltip)
{
    const std::vector<QRectF> markers = peer(*chart).drawnMarkers();
    const ChartData &data = peer(*chart).data();
    ASSERT_EQ(markers.size(), data.breakevens.size() + 1);
    for (std::size_t i = 0; i < data.breakevens.size(); ++i) {
        hover(markers[i].center() + QPointF(1, 1));
        EXPECT_EQ(peer(*chart).toolTipText(), data.breakevens[i].tooltip) << i;
    }
    hover(markers.back().center());
    EXPECT_EQ(peer(*chart).toolTipText(), data.operatingPoint->tooltip);
    EXPECT_TRUE(peer(*chart).toolTipText().contains(QStringLiteral("$171.47")));
    // Away from everything: no tooltip.
    hover(peer(*chart).plotArea().topLeft() + QPointF(3, peer(*chart).plotArea().height() - 3));
    EXPECT_TRUE(peer(*chart).toolTipText().isEmpty()) << peer(*chart).toolTipText().toStdString();
}

TEST_F(ChartHoverTest, AHoverTipStaysWhenThePointerRestsInTheActiveWindow)
{
    // Issue 33, item 4: 700 ms after the pointer rests in the active window, Qt sends the viewport
    // its own tooltip event; the scene, whose items have no toolTip(), used to hide the hover tip
    // with it a second after the pointer stopped (seen under a window manager on Xvfb).
    const std::vector<QRectF> markers = peer(*chart).drawnMarkers();
    ASSERT_FALSE(markers.empty());
    hover(markers.back().center());
    const QString expected = peer(*chart).data().operatingPoint->tooltip;
    ASSERT_EQ(peer(*chart).toolTipText(), expected);
    ASSERT_TRUE(QToolTip::isVisible());
    const QPoint at = viewport->mapFrom(chart.get(), peer(*chart).mapToWidget(markers.back().center()));
    QHelpEvent help(QEvent::ToolTip, at, viewport->mapToGlobal(at));
    QCoreApplication::sendEvent(viewport, &help);
    QTest::qWait(600); // longer than a hidden tip's 300 ms fade-out timer
    EXPECT_TRUE(QToolTip::isVisible());
    EXPECT_EQ(QToolTip::text(), plaintext::toolTip(expected));
    // Away from everything the pass goes on to the scene as before: no tip is left showing.
    hover(peer(*chart).plotArea().topLeft() + QPointF(3, peer(*chart).plotArea().height() - 3));
    QTest::qWait(600);
    EXPECT_FALSE(QToolTip::isVisible()) << QToolTip::text().toStdString();
}

TEST_F(ChartHoverTest, HoveringALineShowsTheModelsValueThere)
{
    // On the self-hosted curve at 300 tok/s (no marker there).
    hover(peer(*chart).mapToPosition(QPointF(300.0, selfHostCost(300.0))));
    const QString tip = peer(*chart).toolTipText();
    ASSERT_TRUE(tip.startsWith(QStringLiteral("Self-hosted"))) << tip.toStdString();
    const auto [x, y] = tipValues(tip);
    EXPECT_NEAR(x, 300.0, 300.0 * 0.02);                     // the pixel the mouse is on
    EXPECT_NEAR(y, selfHostCost(x), selfHostCost(x) * 1e-5); // exact at that x, to 6 digits
    // On the $20 offer line, left of its break-even.
    const ChartData &data = peer(*chart).data();
    const auto line = std::find_if(
        data.offers.begin(), data.offers.end(), [](const ChartLine &l) { return l.points.front().y() == 20.0; });
    ASSERT_NE(line, data.offers.end());
    hover(peer(*chart).mapToPosition(QPointF(30.0, 20.0)));
    EXPECT_TRUE(peer(*chart).toolTipText().startsWith(line->label)) << peer(*chart).toolTipText().toStdString();
    EXPECT_DOUBLE_EQ(tipValues(peer(*chart).toolTipText()).second, 20.0);
}

TEST_F(ChartHoverTest, ArrowKeysStepAlongALineAndShowTheSameValues)
{
    chart->setFocus();
    QTest::keyClick(chart.get(), Qt::Key_Right); // shows the probe at the operating point
    QString tip = peer(*chart).toolTipText();
    ASSERT_TRUE(tip.startsWith(QStringLiteral("Self-hosted"))) << tip.toStdString();
    EXPECT_DOUBLE_EQ(tipValues(tip).first, 92.0);
    EXPECT_NEAR(tipValues(tip).second, 171.47, 0.005);

    QTest::keyClick(chart.get(), Qt::Key_Right); // 20 steps a decade
    const auto [x, y] = tipValues(peer(*chart).toolTipText());
    EXPECT_NEAR(x, 92.0 * std::pow(10.0, 0.05), 1e-3);
    EXPECT_NEAR(y, selfHostCost(x), selfHostCost(x) * 1e-5);

    // Page Down: the next break-even, with the marker's own text.
    QTest::keyClick(chart.get(), Qt::Key_PageDown);
    const ChartData &data = peer(*chart).data();
    const auto first = std::min_element(data.breakevens.begin(), data.breakevens.end(),
        [](const ChartMarker &a, const ChartMarker &b) { return a.point.x() < b.point.x(); });
    EXPECT_EQ(peer(*chart).toolTipText(), first->tooltip);

    // Up: the next line, an offer's flat price. (Escape hides the probe; the next key shows
    // it again at the operating point, on the self-hosted line.)
    QTest::keyClick(chart.get(), Qt::Key_Escape);
    EXPECT_TRUE(peer(*chart).toolTipText().isEmpty());
    QTest::keyClick(chart.get(), Qt::Key_Home);
    QTest::keyClick(chart.get(), Qt::Key_Home);
    QTest::keyClick(chart.get(), Qt::Key_Up);
    tip = peer(*chart).toolTipText();
    EXPECT_TRUE(tip.startsWith(data.offers.front().label)) << tip.toStdString();
    EXPECT_DOUBLE_EQ(tipValues(tip).second, data.offers.front().points.front().y());
    EXPECT_DOUBLE_EQ(tipValues(tip).first, data.xMin);

    QTest::keyClick(chart.get(), Qt::Key_Escape);
    EXPECT_TRUE(peer(*chart).toolTipText().isEmpty());
}
