#include "uncertaintyrunner.h"

#include <QCoreApplication>
#include <QDeadlineTimer>
#include <QMetaObject>
#include <QTimer>

#include <algorithm>
#include <utility>

namespace breakeven {

UncertaintyRunner::UncertaintyRunner(QObject *parent)
    : QObject(parent)
    , m_cancel(std::make_shared<std::atomic<bool>>(false))
    , m_timer(new QTimer(this))
{
    m_pool.setMaxThreadCount(1); // one run at a time; a newer request cancels the older
    m_timer->setSingleShot(true);
    connect(m_timer, &QTimer::timeout, this, &UncertaintyRunner::startWaitingWhenDue);
}

UncertaintyRunner::~UncertaintyRunner()
{
    m_cancel->store(true);
    m_pool.waitForDone();
}

void UncertaintyRunner::request(const Scenario &scenario, const MonteCarloOptions &options)
{
    ++m_generation;
    if (!m_interactive) {
        m_waiting.reset();
        start({ scenario, options });
        return;
    }
    m_waiting = Request { scenario, options };
    startWaitingWhenDue();
}

void UncertaintyRunner::setInteractive(bool down)
{
    m_interactive = down;
    if (!down && m_waiting) {
        start(*std::exchange(m_waiting, std::nullopt));
    }
}

void UncertaintyRunner::startWaitingWhenDue()
{
    if (!m_waiting || m_running > 0)
        return; // runEnded() comes back here
    const qint64 left = m_sinceStart.isValid() ? interactiveIntervalMs - m_sinceStart.elapsed() : 0;
    if (left > 0 && m_interactive) {
        if (!m_timer->isActive())
            m_timer->start(static_cast<int>(left));
        return;
    }
    start(*std::exchange(m_waiting, std::nullopt));
}

void UncertaintyRunner::start(Request request)
{
    m_timer->stop();
    m_cancel->store(true);
    m_cancel = std::make_shared<std::atomic<bool>>(false);
    ++m_running;
    ++m_started;
    m_sinceStart.start();
    const quint64 generation = m_generation;
    m_pool.start([this, request = std::move(request), generation, cancel = m_cancel] {
        std::optional<UncertaintyResult> r;
        if (!cancel->load())
            r = runUncertainty(request.scenario, request.options, cancel.get());
        // On the GUI thread; dropped with the runner if it is destroyed first. A cancelled run's
        // result is never shown: a newer request replaced it.
        QMetaObject::invokeMethod(
            this,
            [this, generation, cancel, r = std::move(r)]() mutable {
                if (r && !cancel->load() && generation > m_delivered) {
                    m_result = std::move(*r);
                    m_delivered = generation;
                    Q_EMIT finished();
                }
                runEnded();
            },
            Qt::QueuedConnection);
    });
}

void UncertaintyRunner::runEnded()
{
    m_running = std::max(0, m_running - 1);
    startWaitingWhenDue();
}

bool UncertaintyRunner::waitForCurrent(int ms)
{
    if (m_waiting) {
        start(*std::exchange(m_waiting, std::nullopt));
    }
    const QDeadlineTimer deadline(ms);
    while (!isCurrent() && !deadline.hasExpired()) {
        m_pool.waitForDone(10);
        QCoreApplication::sendPostedEvents(this);
    }
    return isCurrent();
}

} // namespace breakeven
