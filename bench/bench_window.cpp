// Benchmarks of the window. Run offscreen:
//   build/dev/bench/breakeven_bench --benchmark_filter=SliderToRepaint
#include "mainwindow.h"
#include "parameterslider.h"
#include "presetio.h"
#include "scenariodocument.h"
#include "scenariopanel.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QSlider>

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
    QSlider *slider = window.panel()->slider(Param::Throughput)->slider();
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

} // namespace
