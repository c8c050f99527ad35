// #11: the tornado and the decision-map charts: their figures (pure functions of the scenario and
// core/uncertainty/sensitivity.h's results) and what the widgets draw and do with a click or a key.

#include "charts/chartcolors.h"
#include "charts/decisionmapchart.h"
#include "charts/sensitivitychartdata.h"
#include "charts/tornadochart.h"
#include "format.h"
#include "presetio.h"
#include "shippedpresets.h"

#include <QDir>
#include <QImage>
#include <QPainter>
#include <QSignalSpy>
#include <QTest>

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>

using namespace breakeven;

TEST(TornadoChartData, IsTheTornadoInTheDisplayCurrencyLargestSwingFirst)
{
    const Scenario s = defaultScenario();
    const Tornado t = tornado(s);
    ASSERT_GE(t.bars.size(), 3u);
    const double rate = s.fxRate(QStringLiteral("CNY")).value();
    const TornadoChartData d = tornadoChartData(s, t, QStringLiteral("CNY"));
    EXPECT_EQ(d.currency, QStringLiteral("CNY"));
    EXPECT_TRUE(d.money);
    EXPECT_NEAR(d.base, t.base * rate, 1e-9 * std::abs(t.base * rate));
    ASSERT_EQ(d.bars.size(), t.bars.size());
    for (std::size_t i = 0; i < d.bars.size(); ++i) {
        EXPECT_EQ(d.bars[i].path, t.bars[i].path);
        if (std::isfinite(t.bars[i].outputAtLow)) {
            EXPECT_NEAR(d.bars[i].atLow, t.bars[i].outputAtLow * rate, 1e-6);
        } else {
            EXPECT_TRUE(std::isnan(d.bars[i].atLow));
        }
        if (std::isfinite(t.bars[i].outputAtHigh)) {
            EXPECT_NEAR(d.bars[i].atHigh, t.bars[i].outputAtHigh * rate, 1e-6);
        }
        // The axis holds every end and the base.
        for (const double v : { d.bars[i].atLow, d.bars[i].atHigh }) {
            if (std::isfinite(v)) {
                EXPECT_LE(d.xMin, v);
                EXPECT_GE(d.xMax, v);
            }
        }
    }
    EXPECT_TRUE(d.title.contains(s.offers.at(t.offer.value()).displayName())) << d.title.toStdString();
    // Without ranges there are no bars.
    Scenario point = s;
    point.ranges.clear();
    EXPECT_TRUE(tornadoChartData(point, tornado(point), QStringLiteral("USD")).empty());
}

TEST(TornadoChart, DrawsTheBarsSortedBySwingAroundTheBaseLine)
{
    const Scenario s = defaultScenario();
    TornadoChart chart;
    chart.setData(tornadoChartData(s, tornado(s), QStringLiteral("USD")));
    QImage image(1000, 600, QImage::Format_ARGB32);
    QPainter painter(&image);
    chart.renderChart(&painter, QRectF(0, 0, 1000, 600));
    painter.end();
    const auto &bars = chart.drawnBars();
    ASSERT_EQ(bars.size(), chart.data().bars.size());
    const TornadoChartData &d = chart.data();
    ASSERT_TRUE(std::isfinite(d.base));
    EXPECT_NEAR(chart.drawnBaseX(),
        chart.drawnPlot().left() + (d.base - d.xMin) / (d.xMax - d.xMin) * chart.drawnPlot().width(), 0.5);
    double previous = std::numeric_limits<double>::infinity();
    for (std::size_t i = 0; i < bars.size(); ++i) {
        const QRectF whole = bars[i].first.united(bars[i].second);
        const TornadoChartBar &bar = chart.data().bars[i];
        if (std::isfinite(bar.atLow) && std::isfinite(bar.atHigh)) {
            // Largest swing on top (bars with an end not feasible, the largest change, above them).
            EXPECT_LE(whole.width(), previous + 1.0) << i;
            EXPECT_NEAR(whole.width(),
                std::abs(bar.atHigh - bar.atLow) / (chart.data().xMax - chart.data().xMin)
                    * (chart.drawnPlot().width()),
                1.0)
                << i;
            previous = whole.width();
        }
        // Rows go down the chart.
        if (i > 0) {
            EXPECT_GT(whole.top(), bars[i - 1].first.top());
        }
    }
}

// The end values of short bars were clamped into the chart and drawn over the parameters' labels
// ("-$40,610" on the utilization row of the Modal report's tornado).
TEST(TornadoChart, EndValuesStayClearOfTheParameterLabelsAndOfEachOtherAtEveryExportSize)
{
    const QStringList presets = QDir(QStringLiteral(":/breakeven/presets")).entryList({ QStringLiteral("*.json") });
    ASSERT_GE(presets.size(), 10);
    const QSize sizes[] = { { 480, 300 }, { 640, 400 }, { 1024, 640 }, { 1600, 1000 }, { 4000, 2500 } };
    int rowsChecked = 0;
    for (const QString &name : presets) {
        const PresetResult preset = readPresetFile(QStringLiteral(":/breakeven/presets/") + name);
        ASSERT_TRUE(preset.ok()) << name.toStdString();
        const Scenario &s = *preset.scenario;
        if (s.ranges.empty())
            continue;
        TornadoChart chart;
        chart.setData(tornadoChartData(s, tornado(s), s.currency));
        for (const QSize size : sizes) {
            QImage image(size, QImage::Format_ARGB32);
            QPainter painter(&image);
            chart.renderChart(&painter, QRectF(QPointF(0, 0), QSizeF(size)));
            painter.end();
            const std::string where
                = name.toStdString() + " at " + std::to_string(size.width()) + "x" + std::to_string(size.height());
            const std::vector<QRectF> &values = chart.drawnValueLabels();
            const std::vector<QRectF> &parameters = chart.drawnParameterLabels();
            ASSERT_EQ(parameters.size(), 2 * chart.data().bars.size()) << where;
            ASSERT_GE(values.size(), chart.data().bars.size()) << where;
            double parametersRight = 0.0;
            for (const QRectF &p : parameters)
                parametersRight = std::max(parametersRight, p.right());
            for (std::size_t i = 0; i < values.size(); ++i) {
                const QRectF &v = values[i];
                EXPECT_GT(v.left(), parametersRight) << where << ", value " << i;
                EXPECT_LE(v.right(), size.width()) << where << ", value " << i;
                for (const QRectF &p : parameters)
                    EXPECT_FALSE(v.intersects(p)) << where << ", value " << i;
                for (std::size_t j = i + 1; j < values.size(); ++j)
                    EXPECT_FALSE(v.intersects(values[j])) << where << ", values " << i << " and " << j;
            }
            rowsChecked += static_cast<int>(chart.data().bars.size());
        }
    }
    EXPECT_GT(rowsChecked, 0);
}

TEST(TornadoEndLabels, ValuesOfPartsOnOneSideOfTheAnchorDoNotOverlap)
{
    // Both parts right of the anchor at 100, the low part 10 pixels long: its value goes left.
    const QRectF low(QPointF(100, 10), QPointF(110, 30));
    const QRectF high(QPointF(100, 10), QPointF(160, 30));
    const TornadoEndLabels boxes = tornadoEndLabels(low, high, 100.0, { 60, 20 }, { 60, 20 }, false);
    EXPECT_FALSE(boxes.low.intersects(boxes.high));
    EXPECT_DOUBLE_EQ(boxes.high.left(), 160.0 + tornadoLabelGap);
    EXPECT_DOUBLE_EQ(boxes.low.right(), 100.0 - tornadoLabelGap);
    // On either side of the anchor: each value outside its own part.
    const QRectF left(QPointF(40, 10), QPointF(100, 30));
    const TornadoEndLabels apart = tornadoEndLabels(left, high, 100.0, { 30, 20 }, { 30, 20 }, false);
    EXPECT_DOUBLE_EQ(apart.low.right(), 40.0 - tornadoLabelGap);
    EXPECT_DOUBLE_EQ(apart.high.left(), 160.0 + tornadoLabelGap);
    EXPECT_DOUBLE_EQ(apart.low.center().y(), 20.0);
}

TEST(DecisionMapData, DefaultAxesAreThroughputAndGpuPriceAndTheCellsAreTheMap)
{
    Scenario s = defaultScenario();
    // Near the break-even against the cheapest offer (789 tok/s), where the throughput's range
    // around the value (#26: it moves with it) flips the answer.
    ASSERT_FALSE(setByPath(s, u"operation.throughput_tok_s", u"789"));
    const DecisionMapData d = decisionMapData(s, QStringLiteral("USD"), std::nullopt, 16);
    ASSERT_FALSE(d.empty());
    EXPECT_EQ(d.map.x.path, QStringLiteral("operation.throughput_tok_s"));
    EXPECT_EQ(d.map.y.path, QStringLiteral("cost.gpu_hour"));
    EXPECT_DOUBLE_EQ(d.xLabel.value, s.operation.throughputTokS);
    EXPECT_DOUBLE_EQ(d.yLabel.value, s.cost.gpuHour.amount);
    const DecisionMap direct = decisionMap(s, d.map.x, d.map.y);
    ASSERT_EQ(direct.cells.size(), d.map.cells.size());
    double largest = 0.0;
    for (std::size_t k = 0; k < direct.cells.size(); ++k) {
        EXPECT_EQ(direct.cells[k].option, d.map.cells[k].option);
        if (std::isfinite(direct.cells[k].margin))
            largest = std::max(largest, std::abs(direct.cells[k].margin));
    }
    EXPECT_DOUBLE_EQ(d.maxMargin, largest);
    // The throughput range around 789 tok/s flips the answer: both sides win somewhere, the contour exists.
    EXPECT_EQ(d.options.front(), selfHostOption);
    EXPECT_GE(d.options.size(), 2u);
    EXPECT_FALSE(d.map.contour.empty());
    EXPECT_TRUE(decisionMapData(
        s, QStringLiteral("USD"), std::pair { QStringLiteral("no.such"), QStringLiteral("cost.gpu_hour") })
                    .empty());
}

TEST(DecisionMapData, TicksReadApartAtTheFewestDecimals) // #33 item 4: "5.897 / 6.374"
{
    MapAxisLabel price;
    price.decimals = 3; // the GPU-hour price's own
    const std::vector<double> prices { 5.897, 6.374, 6.891, 7.401, 8.0 };
    ASSERT_EQ(price.tickDecimals(prices), 1);
    QStringList shown;
    for (const double v : prices)
        shown << price.text(v, price.tickDecimals(prices));
    EXPECT_EQ(shown,
        (QStringList { QStringLiteral("5.9"), QStringLiteral("6.4"), QStringLiteral("6.9"), QStringLiteral("7.4"),
            QStringLiteral("8.0") }));
    MapAxisLabel throughput;
    throughput.decimals = 1;
    EXPECT_EQ(throughput.tickDecimals({ 80.0, 86.0, 92.4, 98.7, 106.0 }), 0);
    // Never more than the parameter's own, and a share shown in % counts in percent.
    MapAxisLabel share;
    share.decimals = 1;
    share.displayScale = 100.0;
    EXPECT_EQ(share.tickDecimals({ 0.1, 0.1001, 0.1002 }), 1);
    EXPECT_EQ(share.tickDecimals({ 0.1, 0.2, 0.3 }), 0);
    EXPECT_EQ(share.tickDecimals({ 0.5 }), 1); // one tick: its own decimals
}

TEST(DecisionMapChart, AClickAndTheKeyboardAskToMoveTheScenarioToTheCell)
{
    const Scenario s = defaultScenario();
    DecisionMapChart chart;
    std::vector<int> colors(s.offers.size(), 0);
    std::vector<QString> labels(s.offers.size(), QStringLiteral("offer"));
    chart.setData(decisionMapData(s, QStringLiteral("USD"), std::nullopt, 16), colors, labels);
    chart.resize(900, 600);
    chart.show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(&chart));
    chart.repaint();
    QSignalSpy spy(&chart, &DecisionMapChart::cellActivated);
    const DecisionMap &m = chart.data().map;
    const QPointF at = chart.cellCenter(3, 12);
    EXPECT_EQ(chart.cellAt(at), QPoint(3, 12));
    QTest::mouseClick(&chart, Qt::LeftButton, {}, at.toPoint());
    ASSERT_EQ(spy.count(), 1);
    EXPECT_EQ(spy.at(0).at(0).toString(), m.x.path);
    EXPECT_DOUBLE_EQ(spy.at(0).at(1).toDouble(), m.x.valueAt(3));
    EXPECT_EQ(spy.at(0).at(2).toString(), m.y.path);
    EXPECT_DOUBLE_EQ(spy.at(0).at(3).toDouble(), m.y.valueAt(12));
    // Keyboard: from the clicked cell, right twice and down once, then Enter.
    chart.setFocus();
    QTest::keyClick(&chart, Qt::Key_Right);
    QTest::keyClick(&chart, Qt::Key_Right);
    QTest::keyClick(&chart, Qt::Key_Down);
    EXPECT_EQ(chart.cursor(), QPoint(5, 11));
    QTest::keyClick(&chart, Qt::Key_Return);
    ASSERT_EQ(spy.count(), 2);
    EXPECT_DOUBLE_EQ(spy.at(1).at(1).toDouble(), m.x.valueAt(5));
    EXPECT_DOUBLE_EQ(spy.at(1).at(3).toDouble(), m.y.valueAt(11));
    // A cell's colour is paler the closer the call.
    EXPECT_GT(chart.cellColor(selfHostOption, 1.0).lightness(),
        chart.cellColor(selfHostOption, chart.data().maxMargin).lightness());
    // Self-hosting's cells are unlike any colour an offer may take (its purple was Delta E 17 from an
    // offer's pink, 22 from its indigo).
    const QColor self = chart.cellColor(selfHostOption, chart.data().maxMargin);
    for (const int i : offerColorSlots)
        EXPECT_GE(colorDifference(self, seriesColor(i)), 25.0) << i;
}

// Issue 26 item 6: a bar for every factor. An end beyond capacity is drawn to the limit and says
// "not feasible beyond" it; the rows take the height they need, with the axis right below them.
TEST(TornadoChart, DrawsAnEndBeyondCapacityToTheLimitAndFitsItsRows) // #26
{
    Scenario s = test::shippedPreset("kimi-k31-pro-8xb300-modal.json");
    s.hardware.maxThroughputTokS = 1000.0;
    s.operation.throughputTokS = 500.0;
    s.ranges.clear();
    s.ranges[QStringLiteral("operation.utilization")] = Range { 0.15, 0.35, std::nullopt };
    s.ranges[QStringLiteral("operation.throughput_tok_s")] = Range { 400.0, 1200.0, std::nullopt };
    const Tornado t = tornado(s);
    const TornadoChartData d = tornadoChartData(s, t, QStringLiteral("USD"));
    ASSERT_EQ(d.bars.size(), 2u);
    const TornadoChartBar &top = d.bars.front();
    EXPECT_EQ(top.path, QStringLiteral("operation.throughput_tok_s"));
    ASSERT_TRUE(std::isfinite(top.atHigh));
    EXPECT_EQ(
        top.highLimitText, QStringLiteral("not feasible beyond %1").arg(format::number(*t.bars.front().highLimit, 0)));
    EXPECT_TRUE(top.lowLimitText.isEmpty());

    TornadoChart chart;
    chart.setData(d);
    QImage image(1000, 700, QImage::Format_ARGB32);
    QPainter painter(&image);
    chart.renderChart(&painter, QRectF(0, 0, 1000, 700));
    painter.end();
    ASSERT_EQ(chart.drawnBars().size(), 2u);
    // The high end's part is a bar, not a stub: it reaches the limit's value on the axis.
    const QRectF high = chart.drawnBars().front().second;
    const double xAtLimit
        = chart.drawnPlot().left() + (top.atHigh - d.xMin) / (d.xMax - d.xMin) * chart.drawnPlot().width();
    EXPECT_GT(high.width(), 10.0);
    EXPECT_NEAR(top.atHigh > d.base ? high.right() : high.left(), xAtLimit, 1.0);
    // Two rows of at most tornadoRowLines lines: the plot is no taller than they are, far less than the chart.
    EXPECT_LT(chart.drawnPlot().height(), 700.0 / 3.0);
}

// A bar whose short end is drawn to its limit keeps both values, the limit's named, even when the
// two ends lie at one spot (the prefill rate of the default near its capacity: a regression).
TEST(TornadoChart, AnEndAtItsLimitIsNeverMergedAway) // #26
{
    Scenario s = defaultScenario();
    s.operation.throughputTokS = 2150.0; // near T_max 2,203: the low prefill rate is not feasible
    const TornadoChartData d = tornadoChartData(s, tornado(s), QStringLiteral("USD"));
    const auto it = std::find_if(d.bars.begin(), d.bars.end(),
        [](const TornadoChartBar &b) { return b.path == QStringLiteral("hardware.prefill_input_tok_s"); });
    ASSERT_NE(it, d.bars.end());
    ASSERT_FALSE(it->lowLimitText.isEmpty());
    TornadoChart chart;
    chart.setData(d);
    QImage image(1000, 600, QImage::Format_ARGB32);
    QPainter painter(&image);
    chart.renderChart(&painter, QRectF(0, 0, 1000, 600));
    painter.end();
    // Two value boxes per bar: none merged, the limited end's included.
    EXPECT_EQ(chart.drawnValueLabels().size(), 2 * d.bars.size());
}

// #33 item 4: the tornado named the GPU-hour range of the Modal preset "5.897 to 8.000" (and the
// throughput's "80.0 to 106"): each range reads to three significant digits of its larger end, both
// ends alike.
TEST(TornadoChartData, RangesReadToThreeSignificantDigits)
{
    const Scenario s = test::shippedPreset("kimi-k31-pro-8xb300-modal.json");
    const TornadoChartData d = tornadoChartData(s, tornado(s), QStringLiteral("USD"));
    const auto rangeOf = [&](QStringView path) {
        for (const auto &bar : d.bars) {
            if (bar.path == path)
                return bar.rangeText;
        }
        return QString();
    };
    EXPECT_EQ(rangeOf(u"cost.gpu_hour"), QStringLiteral("5.90 to 8.00"));
    EXPECT_EQ(rangeOf(u"operation.throughput_tok_s"), QStringLiteral("80 to 106"));
    EXPECT_EQ(rangeOf(u"operation.utilization"), QStringLiteral("90 to 100"));
    EXPECT_EQ(rangeOf(u"hardware.prefill_input_tok_s"), QStringLiteral("19,000 to 23,000"));
}
