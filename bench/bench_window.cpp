// Benchmarks of the window. Run offscreen:
//   build/dev/bench/breakeven_bench --benchmark_filter=SliderToRepaint
#include "mainwindow.h"
#include "parameterslider.h"
#include "presetio.h"
#include "scenariodocument.h"
#include "scenariopanel.h"

#include <QApplication>
#include <QAreaSeries>
#include <QChart>
#include <QChartView>
#include <QElapsedTimer>
#include <QHBoxLayout>
#include <QLineSeries>
#include <QLogValueAxis>
#include <QScatterSeries>
#include <QSlider>
#include <QVBoxLayout>
#include <QValueAxis>

#include <cmath>

#include <benchmark/benchmark.h>

#include <algorithm>
#include <cstdlib>
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

/// Sweeps the throughput slider across the break-even points and back, one step per
/// iteration, as a drag produces it: through the document, the table model, the verdict and
/// both charts, to a finished paint. With \a fullRepaint the whole 1600x1000 window is
/// repainted synchronously each step (an upper bound); otherwise the posted updates are
/// processed until the dirty widgets (charts, table, verdict, slider) have painted.
void sliderSweep(benchmark::State &state, bool fullRepaint)
{
    application();
    MainWindow window(defaultScenario(), QString(), false);
    window.resize(1600, 1000);
    window.show();
    QCoreApplication::processEvents();
    QSlider *slider = window.panel()->slider(u"operation.throughput_tok_s")->slider();
    window.document()->setInteractive(true); // a drag: steps merge into one undo command

    const int low = slider->maximum() * 35 / 100;
    const int high = slider->maximum() * 95 / 100;
    int position = low;
    int direction = 1;
    std::vector<double> samples;
    samples.reserve(4096);
    QElapsedTimer timer;
    for (auto _ : state) {
        position += direction * 2;
        if (position >= high || position <= low)
            direction = -direction;
        timer.start();
        slider->setValue(position); // model, table, verdict, chart series
        // Layout requests, then the scene's queued dirty-item pass, then the paints it posts.
        QCoreApplication::processEvents();
        QCoreApplication::processEvents();
        if (fullRepaint)
            window.repaint();
        const double seconds = static_cast<double>(timer.nsecsElapsed()) * 1e-9;
        state.SetIterationTime(seconds);
        samples.push_back(seconds * 1e3);
    }
    window.document()->setInteractive(false);
    state.counters["median_ms"] = percentile(samples, 0.5);
    state.counters["p95_ms"] = percentile(samples, 0.95);
    state.counters["max_ms"] = percentile(samples, 1.0);
}

void BM_SliderToRepaint(benchmark::State &state) { sliderSweep(state, false); }
BENCHMARK(BM_SliderToRepaint)->UseManualTime()->Unit(benchmark::kMillisecond)->MinTime(3.0);

void BM_SliderToFullWindowRepaint(benchmark::State &state) { sliderSweep(state, true); }
BENCHMARK(BM_SliderToFullWindowRepaint)->UseManualTime()->Unit(benchmark::kMillisecond)->MinTime(3.0);

/// One bare Qt Charts chart with the series and points of one of Breakeven's charts: a
/// 200-point curve (\a curvePoints), \a offers two-point lines, a 61-point shaded area, a
/// limit line and two scatter series (4 break-evens, the operating point).
QChartView *bareChart(int curvePoints, int offers, bool log)
{
    auto *chart = new QChart;
    chart->setAnimationOptions(QChart::NoAnimation);
    QAbstractAxis *x = log ? static_cast<QAbstractAxis *>(new QLogValueAxis) : new QValueAxis;
    QAbstractAxis *y = log ? static_cast<QAbstractAxis *>(new QLogValueAxis) : new QValueAxis;
    chart->addAxis(x, Qt::AlignBottom);
    chart->addAxis(y, Qt::AlignLeft);
    x->setRange(1.0, 20000.0);
    y->setRange(1.0, 10000.0);
    const auto add = [&](QAbstractSeries *s) {
        chart->addSeries(s);
        s->attachAxis(x);
        s->attachAxis(y);
    };
    auto *lower = new QLineSeries;
    auto *upper = new QLineSeries;
    for (int i = 0; i <= 60; ++i) {
        lower->append(1500.0 + i * 50.0, 5.0);
        upper->append(1500.0 + i * 50.0, 10.0);
    }
    add(new QAreaSeries(upper, lower));
    auto *curve = new QLineSeries;
    curve->setName(QStringLiteral("Self-hosted"));
    for (int i = 0; i < curvePoints; ++i) {
        const double t = std::pow(10.0, std::log10(20000.0) * i / (curvePoints - 1));
        curve->append(t, 15775.0 / t);
    }
    add(curve);
    for (int i = 0; i < offers; ++i) {
        auto *offer = new QLineSeries;
        offer->setName(QStringLiteral("Offer %1 \u00b7 $%2").arg(i).arg(10 + 2 * i));
        offer->append(1.0, 10.0 + 2.0 * i);
        offer->append(20000.0, 10.0 + 2.0 * i);
        add(offer);
    }
    auto *limit = new QLineSeries;
    limit->append(4634.0, 1.0);
    limit->append(4634.0, 10000.0);
    add(limit);
    auto *marks = new QScatterSeries;
    for (int i = 0; i < 4; ++i)
        marks->append(1000.0 + 200.0 * i, 10.0 + 2.0 * i);
    add(marks);
    auto *op = new QScatterSeries;
    op->append(92.0, 171.0);
    add(op);
    auto *view = new QChartView(chart);
    view->setRenderHint(QPainter::Antialiasing);
    return view;
}

/// The floor for BM_SliderToRepaint: a window with two bare QChartViews laid out like
/// Breakeven's charts (the cost chart across the top, the volume chart below left), with the
/// same series and points, and one series (the curve) replaced in each per step, to a finished
/// paint measured as BM_SliderToRepaint measures it. Breakeven's repaint is reported as a ratio
/// to this, from the same run.
void BM_QtChartsFloor(benchmark::State &state)
{
    application();
    QWidget window;
    window.resize(1600, 1000);
    auto *layout = new QVBoxLayout(&window);
    QChartView *cost = bareChart(200, 4, true);
    QChartView *volume = bareChart(2, 4, false);
    layout->addWidget(cost, 1);
    auto *bottom = new QHBoxLayout;
    bottom->addWidget(volume, 2);
    bottom->addSpacing(880);
    layout->addLayout(bottom, 1);
    window.show();
    QCoreApplication::processEvents();
    const auto curveOf = [](QChartView *v) {
        for (QAbstractSeries *s : v->chart()->series()) {
            if (s->name() == QLatin1String("Self-hosted"))
                return static_cast<QLineSeries *>(s);
        }
        return static_cast<QLineSeries *>(nullptr);
    };
    QLineSeries *costCurve = curveOf(cost);
    QLineSeries *volumeCurve = curveOf(volume);
    std::vector<double> samples;
    samples.reserve(4096);
    QElapsedTimer timer;
    int step = 0;
    for (auto _ : state) {
        const double scale = 1.0 + 0.5 * std::sin(++step * 0.05);
        QList<QPointF> points;
        points.reserve(200);
        for (int i = 0; i < 200; ++i) {
            const double t = std::pow(10.0, std::log10(20000.0) * i / 199.0);
            points.append(QPointF(t, 15775.0 * scale / t));
        }
        timer.start();
        costCurve->replace(points);
        volumeCurve->replace({ QPointF(1.0, 100.0 * scale), QPointF(20000.0, 100.0 * scale) });
        QCoreApplication::processEvents();
        QCoreApplication::processEvents();
        const double seconds = static_cast<double>(timer.nsecsElapsed()) * 1e-9;
        state.SetIterationTime(seconds);
        samples.push_back(seconds * 1e3);
    }
    state.counters["median_ms"] = percentile(samples, 0.5);
    state.counters["p95_ms"] = percentile(samples, 0.95);
    state.counters["max_ms"] = percentile(samples, 1.0);
}
BENCHMARK(BM_QtChartsFloor)->UseManualTime()->Unit(benchmark::kMillisecond)->MinTime(3.0);

} // namespace
