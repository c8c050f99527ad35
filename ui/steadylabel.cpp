#include "steadylabel.h"

#include <QElapsedTimer>
#include <QEvent>
#include <QLabel>
#include <QTimer>

#include <algorithm>
#include <utility>

namespace breakeven {

SteadyLabel::SteadyLabel(QWidget *parent)
    : QWidget(parent)
    , m_label(new QLabel(this))
    , m_wait(new QTimer(this))
{
    m_wait->setSingleShot(true);
    // The timer runs exactly while a text waits.
    connect(m_wait, &QTimer::timeout, this, [this] { showText(std::exchange(m_waiting, QString())); });
    m_label->setWordWrap(true);
    QSizePolicy policy(QSizePolicy::Preferred, QSizePolicy::Preferred);
    policy.setHeightForWidth(true);
    setSizePolicy(policy);
    setFocusProxy(m_label);
}

namespace {

/// The clock every SteadyLabel's slots are on, ms.
qint64 sharedClockMs()
{
    static const QElapsedTimer clock = [] {
        QElapsedTimer t;
        t.start();
        return t;
    }();
    return clock.elapsed();
}

} // namespace

void SteadyLabel::setText(const QString &text)
{
    if (!m_throttled) {
        showText(text);
        return;
    }
    m_waiting = text;
    if (m_wait->isActive())
        return;
    // The next slot of this label: phase + k * throttleMs on the shared clock, k the first that is not
    // past. One slot shows one text, so texts are throttleMs apart.
    const qint64 now = sharedClockMs();
    m_slot = nextSlot(now, m_phase, m_slot);
    m_wait->start(static_cast<int>(m_slot - now));
}

qint64 SteadyLabel::nextSlot(qint64 now, int phase, qint64 lastSlot)
{
    const qint64 intoInterval = ((now - phase) % throttleMs + throttleMs) % throttleMs;
    const qint64 slot = intoInterval == 0 ? now : now + throttleMs - intoInterval;
    return slot == lastSlot ? slot + throttleMs : slot; // one text a slot
}

void SteadyLabel::setThrottlePhase(int ms) { m_phase = std::clamp(ms, 0, throttleMs - 1); }

QString SteadyLabel::text() const { return m_wait->isActive() ? m_waiting : m_label->text(); }

void SteadyLabel::setThrottled(bool on)
{
    m_throttled = on;
    if (!on && m_wait->isActive())
        showText(std::exchange(m_waiting, QString())); // a copy: not a reference to what it clears
}

void SteadyLabel::showText(const QString &text)
{
    m_wait->stop(); // a text shown now replaces any waiting one
    m_waiting.clear();
    if (m_label->text() == text)
        return;
    m_label->setText(text);
    m_textSet = true;
    m_cachedWidth = width();
    m_cachedHeight = m_label->heightForWidth(m_cachedWidth);
    if (m_cachedHeight != m_label->height()) {
        m_label->resize(m_cachedWidth, m_cachedHeight);
        updateGeometry(); // a line more or fewer: the layout makes room
    }
}

int SteadyLabel::heightForWidth(int width) const
{
    if (width != m_cachedWidth) {
        m_cachedWidth = width;
        m_cachedHeight = m_label->heightForWidth(width);
    }
    return m_cachedHeight;
}

QSize SteadyLabel::sizeHint() const
{
    const QSize hint = m_label->sizeHint();
    return { hint.width(), width() > 0 ? heightForWidth(width()) : hint.height() };
}

QSize SteadyLabel::minimumSizeHint() const { return m_label->minimumSizeHint(); }

void SteadyLabel::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    m_label->setGeometry(0, 0, width(), std::max(height(), heightForWidth(width())));
}

bool SteadyLabel::event(QEvent *event)
{
    // The label asks its parent, this widget, for a layout whenever its size hint may have
    // changed: after setText(), nothing is left to do; after anything else (a font, a style),
    // measure again.
    if (event->type() == QEvent::LayoutRequest) {
        if (!std::exchange(m_textSet, false)) {
            m_cachedWidth = -1;
            m_label->setGeometry(0, 0, width(), std::max(height(), heightForWidth(width())));
            updateGeometry();
        }
        return true;
    }
    return QWidget::event(event);
}

} // namespace breakeven
