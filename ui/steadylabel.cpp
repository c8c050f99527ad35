#include "steadylabel.h"

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

void SteadyLabel::setText(const QString &text)
{
    if (m_throttled && m_shown.isValid() && m_shown.elapsed() < throttleMs) {
        m_waiting = text;
        if (!m_wait->isActive())
            m_wait->start(static_cast<int>(std::max<qint64>(0, throttleMs - m_shown.elapsed())));
        return;
    }
    showText(text);
}

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
    m_shown.start();
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
