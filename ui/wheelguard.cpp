#include "wheelguard.h"

#include <QAbstractScrollArea>
#include <QAbstractSlider>
#include <QAbstractSpinBox>
#include <QApplication>
#include <QComboBox>
#include <QEvent>
#include <QPointer>
#include <QScrollBar>
#include <QWheelEvent>

#include <cstdlib>

namespace breakeven {

namespace {

class WheelGuard : public QObject {
public:
    using QObject::QObject;

protected:
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        switch (event->type()) {
        case QEvent::Polish:
            // Before the control is first shown: the wheel no longer gives it the focus.
            if (isWheelGuarded(watched)) {
                auto *w = static_cast<QWidget *>(watched);
                if (w->focusPolicy() == Qt::WheelFocus)
                    w->setFocusPolicy(Qt::StrongFocus);
            }
            break;
        case QEvent::Wheel: {
            if (!isWheelGuarded(watched))
                break;
            auto *w = static_cast<QWidget *>(watched);
            if (w->hasFocus()) // through its focus proxy too (a spin box's line edit)
                break;
            // Scroll the nearest area around the control that can scroll that way, as if the wheel were
            // turned over its background.
            const auto *wheel = static_cast<QWheelEvent *>(event);
            const bool vertical = std::abs(wheel->angleDelta().y()) >= std::abs(wheel->angleDelta().x());
            for (QWidget *p = w->parentWidget(); p; p = p->parentWidget()) {
                auto *area = qobject_cast<QAbstractScrollArea *>(p);
                QScrollBar *bar = !area ? nullptr : vertical ? area->verticalScrollBar() : area->horizontalScrollBar();
                if (bar && bar->isVisibleTo(area) && bar->maximum() > bar->minimum()) {
                    QCoreApplication::sendEvent(bar, event);
                    break;
                }
            }
            event->accept();
            return true; // the control never sees it
        }
        default:
            break;
        }
        return QObject::eventFilter(watched, event);
    }
};

} // namespace

bool isWheelGuarded(const QObject *object)
{
    if (!object || !object->isWidgetType())
        return false;
    if (qobject_cast<const QScrollBar *>(object))
        return false;
    return qobject_cast<const QAbstractSlider *>(object) || qobject_cast<const QAbstractSpinBox *>(object)
        || qobject_cast<const QComboBox *>(object);
}

void guardWheel()
{
    static QPointer<WheelGuard> guard;
    if (guard || !qApp)
        return;
    guard = new WheelGuard(qApp);
    qApp->installEventFilter(guard);
}

} // namespace breakeven
