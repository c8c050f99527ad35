#pragma once

/// \file uncertaintyrunner.h
/// Runs the uncertainty analysis (core/montecarlo.h, core/sensitivity.h) off the GUI thread, one
/// run at a time. Outside a drag each request cancels the run before it and starts at once. While
/// a slider is held (setInteractive()), a request leaves the run in progress to finish (its bands
/// are drawn: they follow the drag, a little behind it) and waits, replacing any request that
/// waited before it, until that run is done and interactiveIntervalMs have passed since it
/// started: the run then takes a fraction of a core instead of competing with every repaint of
/// the drag. On release the waiting request starts at once.

#include "montecarlo.h"
#include "scenario.h"
#include "uncertaintyresult.h"

#include <QElapsedTimer>
#include <QObject>
#include <QThreadPool>

#include <atomic>
#include <memory>
#include <optional>

class QTimer;

namespace breakeven {

class UncertaintyRunner : public QObject {
    Q_OBJECT
public:
    /// Monte Carlo samples of a window run: enough for steady P10/P90 lines, a few ms.
    static constexpr int windowSamples = exportUncertaintySamples;
    /// While a slider is held, a run starts at most this often (milliseconds between starts).
    static constexpr int interactiveIntervalMs = 150;

    explicit UncertaintyRunner(QObject *parent = nullptr);
    /// Cancels the run in progress and waits for it to stop.
    ~UncertaintyRunner() override;

    /// Asks for a run over \a scenario (copied) with \a options: at once, cancelling any earlier
    /// run, or while interactive, as described above.
    void request(const Scenario &scenario, const MonteCarloOptions &options);
    /// A slider is held (\a down) or released; on release a waiting request starts at once.
    void setInteractive(bool down);
    [[nodiscard]] bool interactive() const { return m_interactive; }
    /// The newest finished run's result (which may be of an earlier request while one runs or waits).
    [[nodiscard]] const std::optional<UncertaintyResult> &result() const { return m_result; }
    /// Whether the newest request has delivered its result.
    [[nodiscard]] bool isCurrent() const { return !m_waiting && m_delivered == m_generation; }
    /// Whether a request waits for its turn (interactive only).
    [[nodiscard]] bool isWaiting() const { return m_waiting.has_value(); }
    /// How many runs were started (tests: a drag's requests do not each start one).
    [[nodiscard]] int startedRuns() const { return m_started; }
    /// Waits up to \a ms milliseconds for the newest request, starting it at once if it waits,
    /// delivering its result (for the screenshot and tests). Returns isCurrent().
    bool waitForCurrent(int ms);

Q_SIGNALS:
    /// A run finished: its result is in result() (the newest request's when isCurrent()).
    void finished();

private:
    struct Request {
        Scenario scenario;
        MonteCarloOptions options;
    };
    /// Cancels the run in progress, if any, and starts \a request.
    void start(Request request);
    /// Starts the waiting request if its turn has come, else arms the timer for when it comes.
    void startWaitingWhenDue();
    /// A run ended (delivered, cancelled or empty) on the GUI thread.
    void runEnded();

    QThreadPool m_pool;
    std::shared_ptr<std::atomic<bool>> m_cancel;
    quint64 m_generation = 0; ///< of the newest request
    quint64 m_delivered = 0;  ///< of the run whose result is in m_result
    std::optional<UncertaintyResult> m_result;
    std::optional<Request> m_waiting;
    bool m_interactive = false;
    int m_running = 0; ///< runs started and not yet ended
    int m_started = 0;
    QElapsedTimer m_sinceStart;
    QTimer *m_timer;
};

} // namespace breakeven
