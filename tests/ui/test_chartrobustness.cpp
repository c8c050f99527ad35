// Charts that stay bounded whatever a valid preset holds (issue 15, part 3): tiny monthly costs
// must not make an axis create labels without bound, and long offer names must not make the
// legend's layout grow with the square of their length.
#include "charts/chartcolors.h"
#include "charts/chartlegend.h"
#include "charts/chartregistry.h"
#include "charts/chartview.h"
#include "chartviewpeer.h"
#include "evaluation.h"
#include "export/chartexport.h"
#include "presetio.h"
#include "scenariodocument.h"
#include "shippedpresets.h"

#include <QAbstractAxis>
#include <QChart>
#include <QChartView>
#include <QCoreApplication>
#include <QFontMetricsF>
#include <QLegend>
#include <QLegendMarker>
#include <QPalette>
#include <QTemporaryDir>

#include <gtest/gtest.h>

#include <algorithm>

using namespace breakeven;

namespace {

/// The three tiny-cost presets of issue 15: a GPU hour at 1e-15, free hardware with offers at
/// 1e-14 per Mtok, and a display currency worth 1e-17 per USD.
std::vector<std::pair<Scenario, QString>> tinyCosts()
{
    std::vector<std::pair<Scenario, QString>> out;
    Scenario gpu = defaultScenario();
    gpu.cost.gpuHour.amount = 1e-15;
    out.emplace_back(gpu, QStringLiteral("USD"));
    Scenario free = defaultScenario();
    free.cost.gpuHour.amount = 0.0;
    for (Offer &o : free.offers) {
        o.input = o.output = 1e-14;
        o.cachedInput = 1e-14;
    }
    out.emplace_back(free, QStringLiteral("USD"));
    Scenario currency = defaultScenario();
    currency.fxPerUsd[QStringLiteral("XTS")] = 1e-17;
    currency.displayCurrency = QStringLiteral("XTS");
    out.emplace_back(currency, QStringLiteral("XTS"));
    return out;
}

} // namespace

TEST(ChartRobustness, TinyMonthlyCostsGiveFewAxisLabels)
{
    for (const auto &[scenario, currency] : tinyCosts()) {
        SCOPED_TRACE(currency.toStdString() + " " + std::to_string(scenario.cost.gpuHour.amount));
        const Evaluation e = evaluate(scenario);
        // As the window shows it: first the default scenario, then this one (the old tick
        // interval must not survive onto the new range), and back.
        const Scenario start = defaultScenario();
        for (ChartView *view : { static_cast<ChartView *>(new CostChart), static_cast<ChartView *>(new VolumeChart) }) {
            const std::unique_ptr<ChartView> owner(view);
            view->resize(800, 500);
            view->show();
            const bool cost = qobject_cast<CostChart *>(view) != nullptr;
            const auto data = [&](const Scenario &s) {
                return cost ? costChartData(s, evaluate(s), currency) : volumeChartData(s, evaluate(s), currency);
            };
            for (const Scenario &s : { start, scenario, start, scenario }) {
                peer(*view).setData(data(s));
                QCoreApplication::processEvents();
                const QStringList labels = peer(*view).axisLabels();
                EXPECT_GE(labels.size(), 2);
                EXPECT_LE(labels.size(), 60) << labels.mid(0, 10).join(QLatin1Char('|')).toStdString();
            }
        }
        QTemporaryDir dir;
        ASSERT_TRUE(dir.isValid());
        for (const ChartKind kind : { ChartKind::Cost, ChartKind::Volume }) {
            QString error;
            EXPECT_TRUE(exportChart(scenario, e, currency, kind, dir.filePath(QStringLiteral("c.svg")), {}, &error))
                << error.toStdString();
        }
    }
}

TEST(ChartRobustness, LongOfferNamesAreElidedBeforeTheLegendLaysThemOut)
{
    Scenario s = defaultScenario();
    for (Offer &o : s.offers)
        o.enabled = true;
    s.offers[0].provider = QString(100000, QLatin1Char('P'));
    s.offers[0].output = 99.0;
    s.offers[0].input = 1.0;
    s.offers[0].cachedInput = 1.0;
    for (std::size_t i = 1; i < s.offers.size(); ++i) {
        s.offers[i].model = QString(50000, QLatin1Char('m'));
        s.offers[i].output = 100.0 + static_cast<double>(i); // each on its own line
        s.offers[i].input = 1.0;
        s.offers[i].cachedInput = 1.0;
    }
    // A character outside the BMP (a surrogate pair) where the name is cut: never split.
    s.offers[2].provider = QString(chartNameLength - 2, QLatin1Char('y')) + QString::fromUtf8("\xF0\x9F\x98\x80")
        + QString(30000, QLatin1Char('y'));
    const Evaluation e = evaluate(s);
    const ChartData d = costChartData(s, e, QStringLiteral("USD"));
    ASSERT_EQ(d.offers.size(), s.offers.size());
    for (const ChartLine &line : d.offers) {
        // The name (at most chartNameLength) and " · $12.00".
        EXPECT_LE(line.label.size(), chartNameLength + 20) << line.label.left(80).toStdString();
        EXPECT_TRUE(line.label.contains(QChar(0x2026)));
        EXPECT_FALSE(line.label.at(line.label.indexOf(QChar(0x2026)) - 1).isHighSurrogate());
    }
    for (const ChartMarker &m : d.breakevens)
        EXPECT_LE(m.tooltip.size(), 3 * chartNameLength);

    CostChart view;
    view.resize(1000, 600);
    view.show();
    peer(view).setData(d);
    QCoreApplication::processEvents();
    const QStringList legend = peer(view).legendLabels();
    EXPECT_GE(legend.size(), static_cast<qsizetype>(s.offers.size()));
    for (const QString &l : legend)
        EXPECT_LE(l.size(), chartNameLength + 20);

    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    QString error;
    EXPECT_TRUE(
        exportChart(s, e, QStringLiteral("USD"), ChartKind::Cost, dir.filePath(QStringLiteral("c.png")), {}, &error))
        << error.toStdString();
}

// Issue 34, item 7: the legend showed 40 of 100 offers without saying so.
TEST(ChartRobustness, AHundredOffersLegendSaysHowManyItLeavesOut) // #34
{
    Scenario s = defaultScenario();
    const Offer base = s.offers.front();
    s.offers.clear();
    for (int i = 0; i < 100; ++i) {
        Offer o = base;
        o.model = QStringLiteral("m%1").arg(i);
        o.output = 5.0 + i; // each on a line of its own
        s.offers.push_back(o);
    }
    const ChartData d = costChartData(s, evaluate(s), QStringLiteral("USD"));
    ASSERT_EQ(d.offers.size(), 100u);
    const std::vector<LegendEntry> entries = legendEntries(d, QPalette());
    const auto offerEntries = std::count_if(
        entries.begin(), entries.end(), [](const LegendEntry &e) { return e.mark == LegendEntry::Mark::DashedLine; });
    EXPECT_EQ(offerEntries, static_cast<long>(maxLegendOffers));
    const auto more = std::find_if(
        entries.begin(), entries.end(), [](const LegendEntry &e) { return e.text == moreOffersText(89); });
    ASSERT_NE(more, entries.end());
    EXPECT_EQ(more->text, QStringLiteral("… and 89 more offers (every offer is in the table)"));

    CostChart view;
    view.resize(1600, 1000);
    view.show();
    peer(view).setData(d);
    QCoreApplication::processEvents();
    const QStringList legend = peer(view).legendLabels();
    EXPECT_TRUE(legend.contains(moreOffersText(89))) << legend.join(QLatin1Char('|')).toStdString();
    EXPECT_EQ(std::count_if(legend.begin(), legend.end(),
                  [&](const QString &l) { return l.startsWith(base.provider + QStringLiteral(" m")); }),
        static_cast<long>(maxLegendOffers) - 1);
}

// #33: at 1024x768 the cost chart's plot is about 100 px high and Qt Charts cut its price axis's title
// to "USD per ou...". The longest of the title and its shorter forms that fits along the axis is
// shown: the whole title in a tall chart, "USD/Mtok" in a short one, the whole one again when it grows.
TEST(ChartRobustness, AnAxisTitleTooLongForItsAxisIsShownInAShorterForm)
{
    const Scenario s = defaultScenario();
    const ChartData d = costChartData(s, evaluate(s), QStringLiteral("USD"));
    ASSERT_EQ(d.yTitle, QStringLiteral("USD per output Mtok (log)"));
    ASSERT_EQ(d.yTitleShorter, (QStringList { QStringLiteral("USD/Mtok (log)"), QStringLiteral("USD/Mtok") }));
    CostChart view;
    view.setMinimumSize(0, 0); // as short as the window at 1024x768 makes it, with its legend below
    view.resize(900, 600);
    view.show();
    peer(view).setData(d);
    QCoreApplication::processEvents();
    auto *chart = view.findChild<QChartView *>()->chart();
    const auto title = [&] { return chart->axes(Qt::Vertical).constFirst()->titleText(); };
    const auto fits = [&] {
        const QAbstractAxis *axis = chart->axes(Qt::Vertical).constFirst();
        return QFontMetricsF(axis->titleFont()).horizontalAdvance(axis->titleText()) <= chart->plotArea().height();
    };
    EXPECT_EQ(title(), QStringLiteral("USD per output Mtok (log)"));
    EXPECT_TRUE(fits());

    // Shorter charts: the longest form that fits, never the whole title.
    const QStringList forms { d.yTitle, d.yTitleShorter.at(0), d.yTitleShorter.at(1) };
    for (int height : { 200, 150, 115 }) { // plots about 120, 70 and 45 px high
        view.resize(900, height);
        QCoreApplication::processEvents();
        const QFontMetricsF fm(chart->axes(Qt::Vertical).constFirst()->titleFont());
        const double length = chart->plotArea().height();
        const auto longest = std::find_if(
            forms.begin(), forms.end(), [&](const QString &f) { return fm.horizontalAdvance(f) <= length - 6.0; });
        ASSERT_NE(longest, forms.begin()) << height << ": the whole title fits " << length << " px";
        EXPECT_EQ(title(), longest == forms.end() ? forms.last() : *longest) << height << ": " << length << " px";
        if (longest != forms.end()) { // else nothing fits: the shortest, cut
            EXPECT_TRUE(fits()) << height << ": " << length << " px";
        }
    }
    EXPECT_EQ(title(), QStringLiteral("USD/Mtok"));

    view.resize(900, 600);
    QCoreApplication::processEvents();
    EXPECT_EQ(title(), QStringLiteral("USD per output Mtok (log)"));
}

// #33: the horizon chart's Qt legend cut its entries to one row: three read "Moonshot, APIYI
// kimi-k3..." at 1280x800. Its legend is in rows under the plot, each offer's entry whole.
TEST(ChartRobustness, TheHorizonLegendNamesEachOfferWhole)
{
    const ScenarioDocument document(test::shippedPreset("kimi-k31-pro-8xb300-modal-hybrid.json"));
    std::unique_ptr<ChartWidget> widget = chartKindInfo(ChartKind::Horizon).create();
    auto *view = qobject_cast<ChartView *>(widget.get());
    ASSERT_NE(view, nullptr);
    view->resize(940, 420);
    view->show();
    const ChartData d = horizonChartData(document.scenario(), document.results(), QStringLiteral("USD"));
    peer(*view).setData(d);
    QCoreApplication::processEvents();
    EXPECT_TRUE(peer(*view).legendBelow());
    const QStringList labels = peer(*view).legendBelowLabels();
    ASSERT_GE(d.offers.size(), 4u);
    const QFontMetricsF fm(view->font());
    for (const ChartLine &line : d.offers) {
        EXPECT_TRUE(labels.contains(line.label)) << line.label.toStdString();
        EXPECT_LT(fm.horizontalAdvance(line.label) + 40.0, view->width()) << line.label.toStdString(); // not cut
    }
}

// #33 item 4: in the side legend the P10-P90 band and the "cheaper" region were the same pale square,
// and the self-hosted line and the operating point the same blue square. The band is a filled swatch,
// the region hatched, the lines lines and the point a circle; a step of the data keeps them.
TEST(ChartRobustness, TheLegendsSwatchesTellTheirSeriesApart)
{
    const Scenario s = test::shippedPreset("kimi-k31-pro-8xb300-modal.json");
    CostChart view;
    view.resize(1280, 500);
    view.show();
    for (double throughput : { 92.0, 2000.0 }) {
        Scenario step = s;
        step.operation.throughputTokS = throughput;
        const Evaluation e = evaluate(step);
        ChartData d = costChartData(step, e, QStringLiteral("USD"));
        d.bandLower = d.selfHost.points;
        d.bandUpper = d.selfHost.points;
        d.bandLabel = QStringLiteral("band");
        peer(view).setData(d);
        QCoreApplication::processEvents();
        QChart *chart = view.findChild<QChartView *>()->chart();
        const auto markerOf = [&](const QString &label) -> QLegendMarker * {
            for (QLegendMarker *m : chart->legend()->markers()) {
                if (m->label() == label)
                    return m;
            }
            return nullptr;
        };
        QLegendMarker *band = markerOf(QStringLiteral("band"));
        QLegendMarker *cheaper = markerOf(d.shadeLabel);
        QLegendMarker *selfHost = markerOf(d.selfHost.label);
        QLegendMarker *operating = markerOf(QStringLiteral("Operating point"));
        ASSERT_NE(band, nullptr);
        ASSERT_NE(selfHost, nullptr);
        ASSERT_NE(operating, nullptr);
        EXPECT_EQ(band->brush().style(), Qt::SolidPattern);
        if (cheaper) {
            EXPECT_EQ(cheaper->brush().style(), Qt::BDiagPattern);
        }
        EXPECT_EQ(selfHost->shape(), QLegend::MarkerShapeFromSeries);
        EXPECT_EQ(operating->shape(), QLegend::MarkerShapeCircle);
    }

    // Not feasible, the operating point is a hollow square edged in red: so is its swatch (it was a
    // circle of the window's background colour, lost on a dark legend).
    Scenario h200 = test::shippedPreset("kimi-k31-pro-8xh200.json");
    const ChartData infeasible = costChartData(h200, evaluate(h200), QStringLiteral("USD"));
    ASSERT_FALSE(infeasible.operatingFeasible);
    peer(view).setData(infeasible);
    QCoreApplication::processEvents();
    QLegendMarker *operating = nullptr;
    for (QLegendMarker *m : view.findChild<QChartView *>()->chart()->legend()->markers()) {
        if (m->label() == QStringLiteral("Operating point"))
            operating = m;
    }
    ASSERT_NE(operating, nullptr);
    EXPECT_EQ(operating->shape(), QLegend::MarkerShapeRectangle);
    EXPECT_EQ(operating->pen().color(), infeasibleColor());
    EXPECT_GE(operating->pen().widthF(), 2.0);
    // And in the legend strip under a narrow window's chart and in the exports.
    const std::vector<LegendEntry> strip = legendEntries(infeasible, view.palette());
    ASSERT_FALSE(strip.empty());
    EXPECT_EQ(strip.back().mark, LegendEntry::Mark::HollowSquare);
    EXPECT_EQ(strip.back().color, infeasibleColor());

    // The volume chart's capacity line is a line in its legend, not a black square beside the
    // break-evens' (its legend shows in exports).
    VolumeChart volume;
    volume.setLegendVisible(true);
    volume.resize(1280, 500);
    volume.show();
    const ChartData v = volumeChartData(s, evaluate(s), QStringLiteral("USD"));
    ASSERT_TRUE(v.capacity.has_value());
    peer(volume).setData(v);
    QCoreApplication::processEvents();
    bool found = false;
    for (QLegendMarker *m : volume.findChild<QChartView *>()->chart()->legend()->markers()) {
        if (m->label() == v.capacity->label) {
            found = true;
            EXPECT_EQ(m->shape(), QLegend::MarkerShapeFromSeries);
        }
    }
    EXPECT_TRUE(found);
    // And in the window, where that legend is hidden, a label names the line at its top; the
    // exports' legend strip names it too.
    volume.setLegendVisible(false);
    peer(volume).setData(v);
    QCoreApplication::processEvents();
    bool labelled = false;
    for (const auto &l : peer(volume).drawnLabels())
        labelled = labelled || l.text == v.capacity->label;
    EXPECT_TRUE(labelled);
    bool inStrip = false;
    for (const LegendEntry &e : legendEntries(v, volume.palette()))
        inStrip = inStrip || e.text == v.capacity->label;
    EXPECT_TRUE(inStrip);
}
