#pragma once

/// \file uncertaintyrunner.h
/// Runs the uncertainty analysis (core/montecarlo.h, core/sensitivity.h) off the GUI thread: each
/// request cancels the run before it, so a slider drag never queues stale runs, and only the
/// newest run's result is delivered. The window draws the curve at once and the bands when
/// finished() arrives (a frame or so later).

#include "montecarlo.h"
#include "scenario.h"
#include "uncertaintyresult.h"

#include <QObject>
#include <QThreadPool>

#include <atomic>
#include <memory>
#include <optional>

namespace breakeven {

class UncertaintyRunner : public QObject {
    Q_OBJECT
public:
    /// Monte Carlo samples of a window run: enough for steady P10/P90 lines, a few ms.
    static constexpr int windowSamples = exportUncertaintySamples;

    explicit UncertaintyRunner(QObject *parent = nullptr);
    /// Cancels the run in progress and waits for it to stop.
    ~UncertaintyRunner() override;

    /// Starts a run over \a scenario (copied) with \a options, cancelling any earlier one.
    void request(const Scenario &scenario, const MonteCarloOptions &options);
    /// The newest finished run's result (which may be of an earlier request while one runs).
    [[nodiscard]] const std::optional<UncertaintyResult> &result() const { return m_result; }
    /// Whether the newest request has delivered its result.
    [[nodiscard]] bool isCurrent() const { return m_delivered == m_generation; }
    /// Waits up to \a ms milliseconds for the newest request, delivering its result (for the
    /// screenshot and tests). Returns isCurrent().
    bool waitForCurrent(int ms);

Q_SIGNALS:
    /// The newest request's result is in result().
    void finished();

private:
    QThreadPool m_pool;
    std::shared_ptr<std::atomic<bool>> m_cancel;
    quint64 m_generation = 0;
    quint64 m_delivered = 0;
    std::optional<UncertaintyResult> m_result;
};

} // namespace breakeven
