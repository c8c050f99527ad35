#include "uncertaintyrunner.h"

#include <QCoreApplication>
#include <QDeadlineTimer>
#include <QMetaObject>

namespace breakeven {

UncertaintyRunner::UncertaintyRunner(QObject *parent)
    : QObject(parent)
    , m_cancel(std::make_shared<std::atomic<bool>>(false))
{
    m_pool.setMaxThreadCount(1); // one run at a time; a newer request cancels the older
}

UncertaintyRunner::~UncertaintyRunner()
{
    m_cancel->store(true);
    m_pool.waitForDone();
}

void UncertaintyRunner::request(const Scenario &scenario, const MonteCarloOptions &options)
{
    m_cancel->store(true);
    m_cancel = std::make_shared<std::atomic<bool>>(false);
    const quint64 generation = ++m_generation;
    m_pool.start([this, scenario, options, generation, cancel = m_cancel] {
        if (cancel->load())
            return;
        std::optional<UncertaintyResult> r = runUncertainty(scenario, options, cancel.get());
        if (!r)
            return;
        // Delivered on the GUI thread; dropped with the runner if it is destroyed first.
        QMetaObject::invokeMethod(
            this,
            [this, generation, r = std::move(r)]() mutable {
                if (generation != m_generation)
                    return; // a newer request is running
                m_result = std::move(*r);
                m_delivered = generation;
                Q_EMIT finished();
            },
            Qt::QueuedConnection);
    });
}

bool UncertaintyRunner::waitForCurrent(int ms)
{
    const QDeadlineTimer deadline(ms);
    while (!isCurrent() && !deadline.hasExpired()) {
        m_pool.waitForDone(10);
        QCoreApplication::sendPostedEvents(this);
    }
    return isCurrent();
}

} // namespace breakeven
