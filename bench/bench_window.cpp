// Benchmarks of the window. Run offscreen:
//   build/dev/bench/breakeven_bench --benchmark_filter=SliderToRepaint
#include "chartdata.h"
#include "chartinput.h"
#include "charts/chartview.h"
#include "chartviewpeer.h"
#include "compareview.h"
#include "comparisonset.h"
#include "export/comparisonexport.h"
#include "format.h"
#include "mainwindow.h"
#include "mainwindowpeer.h"
#include "manyoffers.h"
#include "parameterslider.h"
#include "presetio.h"
#include "scenariodocument.h"
#include "scenariopanel.h"
#include "uncertaintyresult.h"
#include "uncertaintyrunner.h"

#include <QApplication>
#include <QAreaSeries>
#include <QChart>
#include <QChartView>
#include <QElapsedTimer>
#include <QGraphicsView>
#include <QLabel>
#include <QLineSeries>
#include <QLogValueAxis>
#include <QScatterSeries>
#include <QSlider>
#include <QValueAxis>

#include <cmath>

#include <benchmark/benchmark.h>

#include <algorithm>
#include <cstdlib>
#include <functional>
#include <vector>

namespace {

using namespace breakeven;

/// The one QApplication of the benchmark process, on the offscreen platform (bench_model.cpp
/// owns main(), so it is created on first use).
QApplication &application()
{
    static int argc = 1;
    static char name[] = "breakeven_bench";
    static char *argv[] = { name, nullptr };
    static QApplication *app = [] {
        setenv("QT_QPA_PLATFORM", "offscreen", 0);
        return new QApplication(argc, argv);
    }();
    return *app;
}

double percentile(std::vector<double> v, double p)
{
    if (v.empty())
        return 0.0;
    std::sort(v.begin(), v.end());
    const auto i = static_cast<std::size_t>(p * static_cast<double>(v.size() - 1) + 0.5);
    return v[std::min(i, v.size() - 1)];
}

/// Counts the paints of a chart's viewport: a step is done when each watched viewport has
/// painted again (and nothing is left to process), whatever the number of event-loop turns
/// the update path takes.
class PaintCounter : public QObject {
public:
    explicit PaintCounter(QWidget *viewport)
        : m_viewport(viewport)
    {
        viewport->installEventFilter(this);
    }
    [[nodiscard]] int paints() const { return m_paints; }
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (watched == m_viewport && event->type() == QEvent::Paint)
            ++m_paints;
        return false;
    }

private:
    QWidget *m_viewport;
    int m_paints = 0;
};

/// The viewport Qt Charts paints \a chart into.
QWidget *viewportOf(QWidget *chart)
{
    auto *view = qobject_cast<QGraphicsView *>(chart);
    if (!view)
        view = chart->findChild<QGraphicsView *>();
    return view ? view->viewport() : nullptr;
}

/// Processes events until every counter in \a counters has counted a paint more than in
/// \a before (at most 200 turns; a step that paints nothing ends then), then once more for what
/// the paint posted.
void untilPainted(const std::vector<PaintCounter *> &counters, const std::vector<int> &before)
{
    for (int turn = 0; turn < 200; ++turn) {
        QCoreApplication::processEvents();
        bool all = true;
        for (std::size_t i = 0; i < counters.size(); ++i)
            all = all && counters[i]->paints() > before[i];
        if (all)
            break;
    }
    QCoreApplication::processEvents();
}

/// The timings of one benchmark, as counters: median, p95 and max of the steps in ms.
void report(benchmark::State &state, const std::vector<double> &samples)
{
    state.counters["median_ms"] = percentile(samples, 0.5);
    state.counters["p95_ms"] = percentile(samples, 0.95);
    state.counters["max_ms"] = percentile(samples, 1.0);
}

/// Sweeps the throughput slider across the break-even points and back, one step per
/// iteration, as a drag produces it: through the document (which announces the step at the
/// end of the event-loop turn), the table model, the verdict, the uncertainty run (off the GUI
/// thread, at most one start per UncertaintyRunner::interactiveIntervalMs while the slider is held;
/// its bands arrive steps later and are drawn then, inside whichever step they arrive in:
/// band_updates_per_s counts them; the verdict's and memory line's texts likewise change at most
/// every SteadyLabel::throttleMs while the slider is held: verdict_updates_per_s) and both charts,
/// until both charts have painted. With
/// \a fullRepaint the whole 1600x1000 window is repainted synchronously each step as well (an
/// upper bound).
void sliderSweep(benchmark::State &state, bool fullRepaint, const Scenario &scenario = defaultScenario())
{
    application();
    MainWindow window(scenario, QString(), false);
    window.resize(1600, 1000);
    window.show();
    QCoreApplication::processEvents();
    // Bands on: the default scenario has ranges; wait for the first run so every step draws them.
    window.uncertainty()->waitForCurrent(10000);
    QCoreApplication::processEvents();
    const bool bands = !peer(peer(window).costChart()).seriesPoints(ChartViewTestPeer::Series::BandLower).isEmpty();
    PaintCounter cost(viewportOf(peer(window).costChart()));
    PaintCounter volume(viewportOf(peer(window).volumeChart()));
    const std::vector<PaintCounter *> counters { &cost, &volume };
    QSlider *slider = peer(window).panel()->slider(u"operation.throughput_tok_s")->slider();
    // The bands drawn during the drag (UncertaintyRunner throttles its runs while a slider is held):
    // reported per second of the sweep, so that a faster step never comes from bands that stopped.
    int bandUpdates = 0;
    QObject::connect(window.uncertainty(), &UncertaintyRunner::finished, &window, [&bandUpdates] { ++bandUpdates; });
    // The verdict's texts shown during the drag (SteadyLabel throttles them while a slider is held),
    // per second of the sweep, as the bands.
    QString verdict = peer(window).verdictLabel()->text();
    int verdictUpdates = 0;
    QElapsedTimer sweep;
    sweep.start();
    slider->setSliderDown(true); // a drag: steps merge into one undo command, announced once per turn

    const int low = slider->maximum() * 35 / 100;
    const int high = slider->maximum() * 95 / 100;
    int position = low;
    int direction = 1;
    std::vector<double> samples;
    samples.reserve(4096);
    // The steps by what else happened in them, to tell where a slow tail comes from: a verdict text
    // shown (SteadyLabel's throttle lets one through), bands drawn (a Monte Carlo result arrived in the
    // step before, and waited for this one), or neither.
    std::vector<double> verdictSteps;
    std::vector<double> bandSteps;
    std::vector<double> plainSteps;
    bool bandsDrawn = false;
    QElapsedTimer timer;
    for (auto _ : state) {
        position += direction * 2;
        if (position >= high || position <= low)
            direction = -direction;
        const std::vector<int> before { cost.paints(), volume.paints() };
        const int bandsBefore = bandUpdates;
        timer.start();
        slider->setValue(position); // model, table, verdict, chart series
        untilPainted(counters, before);
        if (fullRepaint)
            window.repaint();
        const double seconds = static_cast<double>(timer.nsecsElapsed()) * 1e-9;
        state.SetIterationTime(seconds);
        samples.push_back(seconds * 1e3);
        bool verdictShown = false;
        if (peer(window).verdictLabel()->text() != verdict) {
            verdict = peer(window).verdictLabel()->text();
            ++verdictUpdates;
            verdictShown = true;
        }
        (verdictShown ? verdictSteps : bandsDrawn ? bandSteps : plainSteps).push_back(seconds * 1e3);
        bandsDrawn = bandUpdates != bandsBefore;
    }
    slider->setSliderDown(false);
    report(state, samples);
    state.counters["plain_p95_ms"] = percentile(plainSteps, 0.95);
    state.counters["verdict_step_median_ms"] = percentile(verdictSteps, 0.5);
    state.counters["band_step_median_ms"] = percentile(bandSteps, 0.5);
    state.counters["bands"] = bands ? 1.0 : 0.0;
    const double sweepSeconds = std::max(static_cast<double>(sweep.elapsed()) * 1e-3, 1e-3);
    state.counters["band_updates_per_s"] = static_cast<double>(bandUpdates) / sweepSeconds;
    state.counters["verdict_updates_per_s"] = static_cast<double>(verdictUpdates) / sweepSeconds;
    state.counters["paints_per_step"] = static_cast<double>(cost.paints() + volume.paints())
        / static_cast<double>(std::max<std::size_t>(samples.size(), 1));
}

void BM_SliderToRepaint(benchmark::State &state) { sliderSweep(state, false); }
BENCHMARK(BM_SliderToRepaint)->UseManualTime()->Unit(benchmark::kMillisecond)->MinTime(3.0);

void BM_SliderToFullWindowRepaint(benchmark::State &state) { sliderSweep(state, true); }
BENCHMARK(BM_SliderToFullWindowRepaint)->UseManualTime()->Unit(benchmark::kMillisecond)->MinTime(3.0);

void BM_SliderToRepaintHundredOffers(benchmark::State &state) { sliderSweep(state, false, test::hundredOffers()); }
BENCHMARK(BM_SliderToRepaintHundredOffers)->UseManualTime()->Unit(benchmark::kMillisecond)->MinTime(3.0);

/// From a parsed scenario to a window on the screen: MainWindow built, shown at 1600x1000 and both
/// charts painted (every event processed that the first paint waits for), each iteration a new window,
/// as `breakeven PRESET` opens one (the preset's reading is BM_ParsePreset's). The uncertainty run
/// started for the bands is not waited for: the window is up before its bands arrive.
void windowAppears(benchmark::State &state, const Scenario &scenario)
{
    application();
    std::vector<double> samples;
    QElapsedTimer timer;
    for (auto _ : state) {
        timer.start();
        {
            MainWindow window(scenario, QString(), false);
            window.resize(1600, 1000);
            PaintCounter cost(viewportOf(peer(window).costChart()));
            PaintCounter volume(viewportOf(peer(window).volumeChart()));
            window.show();
            untilPainted({ &cost, &volume }, { 0, 0 });
            const double seconds = static_cast<double>(timer.nsecsElapsed()) * 1e-9;
            state.SetIterationTime(seconds);
            samples.push_back(seconds * 1e3);
            window.uncertainty()->waitForCurrent(10000); // not timed: the run must not outlive its window
        }
        QCoreApplication::processEvents();
    }
    report(state, samples);
}

void BM_WindowAppears(benchmark::State &state) { windowAppears(state, defaultScenario()); }
BENCHMARK(BM_WindowAppears)->UseManualTime()->Unit(benchmark::kMillisecond)->Iterations(10);

/// BM_WindowAppears with test::hundredOffers(): 100 offers, the format's limit (issue #33: within 0.3 s).
void BM_WindowAppearsHundredOffers(benchmark::State &state) { windowAppears(state, test::hundredOffers()); }
BENCHMARK(BM_WindowAppearsHundredOffers)->UseManualTime()->Unit(benchmark::kMillisecond)->Iterations(10);

/// The document's scenario with seven variants of it pinned beside it (throughput and utilisation set
/// apart): eight scenarios, the most a comparison holds.
void pinSevenVariants(ScenarioDocument &document, const std::function<void()> &pin)
{
    const Scenario &s = document.scenario();
    const std::optional<ParamRef> throughput = resolveParameter(s, QStringLiteral("operation.throughput_tok_s"));
    const std::optional<ParamRef> utilization = resolveParameter(s, QStringLiteral("operation.utilization"));
    if (!throughput || !utilization)
        std::abort();
    const double t = *throughput->parameter->get(s, 0);
    const double u = *utilization->parameter->get(s, 0);
    for (int k = 0; k < 7; ++k) {
        document.setValue(*throughput, t * (0.6 + 0.15 * k));
        document.setValue(*utilization, std::min(1.0, u * (0.7 + 0.1 * k)));
        pin();
    }
    document.setValue(*throughput, t);
    document.setValue(*utilization, u);
}

/// The compare view's work on a slider step with eight scenarios, without the widgets: the current
/// scenario's column from the document's results (ComparisonSet::compare(): the seven fixed columns
/// copied, B - A and the assumptions computed again) and the series data of both overlaid charts
/// (overlaidChartData()). The evaluation of the step itself is the document's, timed with it.
void BM_CompareEightSliderStepData(benchmark::State &state)
{
    application();
    ScenarioDocument document(defaultScenario());
    ComparisonSet set;
    set.setWording(document.results().wording);
    pinSevenVariants(document, [&] { set.add(document.scenario(), QString()); });
    const std::optional<ParamRef> throughput
        = resolveParameter(document.scenario(), QStringLiteral("operation.throughput_tok_s"));
    const double t = *throughput->parameter->get(document.scenario(), 0);
    const QLocale locale = format::locale();
    std::vector<double> samples;
    QElapsedTimer timer;
    int step = 0;
    for (auto _ : state) {
        timer.start();
        document.setValue(*throughput, t * (0.5 + 0.01 * (step++ % 100)));
        const Comparison c = set.compare(document.results(), std::nullopt, QString(), locale);
        const ChartData cost = overlaidChartData(c, QStringLiteral("USD"), false);
        const ChartData volume = overlaidChartData(c, QStringLiteral("USD"), true);
        benchmark::DoNotOptimize(cost.offers.size() + volume.offers.size() + c.assumptions.size());
        const double seconds = static_cast<double>(timer.nsecsElapsed()) * 1e-9;
        state.SetIterationTime(seconds);
        samples.push_back(seconds * 1e3);
    }
    report(state, samples);
    state.counters["scenarios"] = static_cast<double>(set.columnCount());
}
BENCHMARK(BM_CompareEightSliderStepData)->UseManualTime()->Unit(benchmark::kMillisecond)->MinTime(3.0);

/// The same step in the window with the Compare view in front: the document's change, the view's
/// figures, break-even and assumption tables and both overlaid charts redrawn, until the events are
/// processed (the repaint of what shows included).
void BM_CompareEightSliderStepWindow(benchmark::State &state)
{
    application();
    auto document = std::make_shared<ScenarioDocument>(defaultScenario());
    MainWindow window(document, false);
    window.resize(1600, 1000);
    window.show();
    window.showCompare();
    pinSevenVariants(*document, [&] { window.compareView()->pinCurrent(); });
    window.compareView()->waitForOdds(30000);
    window.uncertainty()->waitForCurrent(10000);
    QCoreApplication::processEvents();
    const std::optional<ParamRef> throughput
        = resolveParameter(document->scenario(), QStringLiteral("operation.throughput_tok_s"));
    const double t = *throughput->parameter->get(document->scenario(), 0);
    std::vector<double> samples;
    QElapsedTimer timer;
    int step = 0;
    document->setInteractive(true); // a drag
    for (auto _ : state) {
        timer.start();
        document->setValue(*throughput, t * (0.5 + 0.01 * (step++ % 100)));
        QCoreApplication::processEvents();
        const double seconds = static_cast<double>(timer.nsecsElapsed()) * 1e-9;
        state.SetIterationTime(seconds);
        samples.push_back(seconds * 1e3);
    }
    document->setInteractive(false);
    report(state, samples);
    state.counters["scenarios"] = static_cast<double>(window.compareView()->comparison().scenarios.size());
}
BENCHMARK(BM_CompareEightSliderStepWindow)->UseManualTime()->Unit(benchmark::kMillisecond)->MinTime(3.0);

/// A bare Qt Charts view with exactly the series and points of \a data (one of Breakeven's
/// charts as the window draws it: curve, offers, break-evens, operating point, limit, capacity,
/// shaded region, band and median), on the same axes, at \a size.
QChartView *bareChart(const ChartData &data, QSize size)
{
    auto *chart = new QChart;
    chart->setAnimationOptions(QChart::NoAnimation);
    const auto axis = [](bool log) {
        return log ? static_cast<QAbstractAxis *>(new QLogValueAxis) : static_cast<QAbstractAxis *>(new QValueAxis);
    };
    QAbstractAxis *x = axis(data.logX);
    QAbstractAxis *y = axis(data.logY);
    chart->addAxis(x, Qt::AlignBottom);
    chart->addAxis(y, Qt::AlignLeft);
    x->setRange(data.xMin, data.xMax);
    y->setRange(data.yMin, data.yMax);
    const auto add = [&](QAbstractSeries *s) {
        chart->addSeries(s);
        s->attachAxis(x);
        s->attachAxis(y);
    };
    const auto line = [&](const std::vector<QPointF> &points, const QString &name) {
        auto *s = new QLineSeries;
        s->setName(name);
        s->append(QList<QPointF>(points.begin(), points.end()));
        return s;
    };
    const auto area = [&](const std::vector<QPointF> &upper, const std::vector<QPointF> &lower) {
        if (!upper.empty())
            add(new QAreaSeries(line(upper, {}), line(lower, {})));
    };
    area(data.shadeUpper, data.shadeLower);
    area(data.bandUpper, data.bandLower);
    if (!data.bandMedian.empty())
        add(line(data.bandMedian, QStringLiteral("P50")));
    add(line(data.selfHost.points, data.selfHost.label));
    for (const ChartLine &offer : data.offers)
        add(line(offer.points, offer.label));
    if (data.limit)
        add(line(data.limit->points, {}));
    if (data.capacity)
        add(line(data.capacity->points, data.capacity->label));
    auto *marks = new QScatterSeries;
    for (const ChartMarker &m : data.breakevens)
        marks->append(m.point);
    add(marks);
    auto *op = new QScatterSeries;
    op->setName(QStringLiteral("operating"));
    if (data.operatingPoint)
        op->append(data.operatingPoint->point);
    add(op);
    auto *view = new QChartView(chart);
    view->setRenderHint(QPainter::Antialiasing);
    view->setFixedSize(size);
    return view;
}

/// The operating point's series of a bare chart.
QScatterSeries *operatingOf(QChartView *view)
{
    for (QAbstractSeries *s : view->chart()->series()) {
        if (s->name() == QLatin1String("operating"))
            return static_cast<QScatterSeries *>(s);
    }
    return nullptr;
}

/// The floor for BM_SliderToRepaint: a window with two bare QChartViews at the sizes and
/// places of Breakeven's two charts (measured from a window laid out at 1600x1000), with the
/// same series and points as they draw for the default scenario with its bands, and in each
/// the one series a throughput drag changes (the operating point) replaced per step, until both
/// have painted, measured as BM_SliderToRepaint measures it. Breakeven's repaint is reported as
/// a ratio to this, from the same run.
void qtChartsFloor(benchmark::State &state, const Scenario &scenario)
{
    application();
    const Evaluation evaluation = evaluate(scenario);
    const QString currency = QStringLiteral("USD");
    std::optional<UncertaintyResult> bands
        = runUncertainty(scenario, costBandOptions(scenario, evaluation, UncertaintyRunner::windowSamples));
    const Results results = computeResults(scenario, evaluation);
    const ChartInput input { scenario, evaluation, results, currency, bands ? &*bands : nullptr };
    QRect costPlace;
    QRect volumePlace;
    {
        MainWindow window(scenario, QString(), false);
        window.resize(1600, 1000);
        window.show();
        QCoreApplication::processEvents();
        costPlace = QRect(peer(window).costChart()->mapTo(&window, QPoint()), peer(window).costChart()->size());
        volumePlace = QRect(peer(window).volumeChart()->mapTo(&window, QPoint()), peer(window).volumeChart()->size());
    }
    QWidget window;
    window.resize(1600, 1000);
    QChartView *cost = bareChart(costChartData(input), costPlace.size());
    QChartView *volume = bareChart(volumeChartData(input), volumePlace.size());
    cost->setParent(&window);
    volume->setParent(&window);
    cost->move(costPlace.topLeft());
    volume->move(volumePlace.topLeft());
    window.show();
    QCoreApplication::processEvents();
    QScatterSeries *costPoint = operatingOf(cost);
    QScatterSeries *volumePoint = operatingOf(volume);
    PaintCounter costPaints(cost->viewport());
    PaintCounter volumePaints(volume->viewport());
    const std::vector<PaintCounter *> counters { &costPaints, &volumePaints };
    std::vector<double> samples;
    samples.reserve(4096);
    QElapsedTimer timer;
    int step = 0;
    for (auto _ : state) {
        const double scale = 1.5 + std::sin(++step * 0.05);
        const QPointF c = costPoint->count() ? costPoint->at(0) : QPointF(100.0, 100.0);
        const QPointF v = volumePoint->count() ? volumePoint->at(0) : QPointF(1.0, 100.0);
        const std::vector<int> before { costPaints.paints(), volumePaints.paints() };
        timer.start();
        costPoint->replace({ QPointF(1000.0 * scale, c.y() / scale) });
        volumePoint->replace({ QPointF(v.x() * scale / (1.5 + std::sin((step - 1) * 0.05)), v.y()) });
        untilPainted(counters, before);
        const double seconds = static_cast<double>(timer.nsecsElapsed()) * 1e-9;
        state.SetIterationTime(seconds);
        samples.push_back(seconds * 1e3);
    }
    report(state, samples);
    state.counters["paints_per_step"] = static_cast<double>(costPaints.paints() + volumePaints.paints())
        / static_cast<double>(std::max<std::size_t>(samples.size(), 1));
    state.counters["series"] = static_cast<double>(cost->chart()->series().size() + volume->chart()->series().size());
}

void BM_QtChartsFloor(benchmark::State &state) { qtChartsFloor(state, defaultScenario()); }
BENCHMARK(BM_QtChartsFloor)->UseManualTime()->Unit(benchmark::kMillisecond)->MinTime(3.0);

/// BM_QtChartsFloor with the series of test::hundredOffers() (tests/ui/manyoffers.h): the floor for
/// BM_SliderToRepaintHundredOffers.
void BM_QtChartsFloorHundredSeries(benchmark::State &state) { qtChartsFloor(state, test::hundredOffers()); }
BENCHMARK(BM_QtChartsFloorHundredSeries)->UseManualTime()->Unit(benchmark::kMillisecond)->MinTime(3.0);

} // namespace
