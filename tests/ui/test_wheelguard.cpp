// #33 item 1: the mouse wheel never edits a control that does not have the focus; it scrolls the
// panel instead. A control with the focus (by a click or Tab) takes the wheel as before.

#include "mainwindow.h"
#include "mainwindowpeer.h"
#include "parameterslider.h"
#include "scenariodocument.h"
#include "scenariopanel.h"
#include "wheelguard.h"

#include "shippedpresets.h"

#include <QAbstractSlider>
#include <QDoubleSpinBox>
#include <QScrollBar>
#include <QTableView>
#include <QTest>
#include <QUndoStack>
#include <QWheelEvent>

#include <functional>
#include <gtest/gtest.h>

using namespace breakeven;
using namespace breakeven::test;

namespace {

/// One notch of the wheel turned down over the middle of \a widget.
void turnWheelOver(QWidget *widget, int notches = -1)
{
    const QPointF at = QRectF(widget->rect()).center();
    QWheelEvent wheel(at, widget->mapToGlobal(at), QPoint(), QPoint(0, 120 * notches), Qt::NoButton, Qt::NoModifier,
        Qt::NoScrollPhase, false);
    QApplication::sendEvent(widget, &wheel);
}

/// The window's visible sliders, spin boxes and combo boxes.
std::vector<QWidget *> guardedControls(QWidget *root)
{
    std::vector<QWidget *> out;
    for (QWidget *w : root->findChildren<QWidget *>()) {
        if (isWheelGuarded(w) && w->isVisible() && w->isEnabled())
            out.push_back(w);
    }
    return out;
}

} // namespace

TEST(WheelGuard, ScrollingOverEveryControlWithoutFocusChangesNothingAndScrollsThePanel)
{
    for (const char *preset : { "kimi-k31-pro-8xb300-modal-hybrid.json", "kimi-k31-pro-8xh200.json" }) {
        SCOPED_TRACE(preset);
        MainWindow window(shippedPreset(preset), {}, false);
        window.resize(1024, 768);
        window.show();
        window.activateWindow();
        ASSERT_TRUE(QTest::qWaitForWindowActive(&window));
        ScenarioDocument *doc = peer(window).document();
        const Scenario before = doc->scenario();
        QWidget *elsewhere = peer(window).tableView(); // the focus is on the table, not on a control
        elsewhere->setFocus();

        // Over the controls of the panel and of every view, down and up.
        const std::function<void()> views[] = { [] {}, [&] { window.showHardwareFit(); }, [&] { window.showHybrid(); },
            [&] { window.showDecision(); }, [&] { window.showTasks(); } };
        std::size_t turned = 0;
        for (const auto &show : views) {
            show();
            QCoreApplication::processEvents();
            for (QWidget *control : guardedControls(&window)) {
                if (control->hasFocus())
                    elsewhere->setFocus();
                turnWheelOver(control, -1);
                turnWheelOver(control, 3);
                ++turned;
            }
        }
        EXPECT_GT(turned, 30U); // the panel's sliders and boxes, and the views'
        QCoreApplication::processEvents();
        EXPECT_TRUE(doc->scenario() == before) << "the wheel edited the scenario";
        EXPECT_EQ(doc->undoStack()->count(), 0);
        EXPECT_FALSE(doc->isModified());
    }
}

TEST(WheelGuard, TheWheelOverAControlScrollsThePanelAndAFocusedControlTakesIt)
{
    MainWindow window(defaultScenario(), {}, false);
    window.resize(1024, 768);
    window.show();
    window.activateWindow();
    ASSERT_TRUE(QTest::qWaitForWindowActive(&window));
    ScenarioDocument *doc = peer(window).document();
    ScenarioPanel *panel = peer(window).panel();
    QScrollBar *bar = panel->verticalScrollBar();
    ASSERT_GT(bar->maximum(), 0) << "the panel is longer than the window";
    bar->setValue(0);
    ParameterSlider *throughput = panel->slider(u"operation.throughput_tok_s");
    ASSERT_NE(throughput, nullptr);
    QAbstractSlider *slider = throughput->findChild<QAbstractSlider *>();
    ASSERT_NE(slider, nullptr);
    peer(window).tableView()->setFocus();

    // Unfocused: the panel scrolls down, the slider stays.
    const double value = doc->scenario().operation.throughputTokS;
    turnWheelOver(slider, -1);
    EXPECT_GT(bar->value(), 0);
    EXPECT_EQ(doc->scenario().operation.throughputTokS, value);
    // The wheel does not give it the focus either.
    EXPECT_EQ(slider->focusPolicy(), Qt::StrongFocus);
    EXPECT_FALSE(slider->hasFocus());

    // Focused (a click or Tab): it takes the wheel, one undo step.
    slider->setFocus();
    ASSERT_TRUE(slider->hasFocus());
    turnWheelOver(slider, 1);
    QCoreApplication::processEvents();
    EXPECT_NE(doc->scenario().operation.throughputTokS, value);
    EXPECT_GE(doc->undoStack()->count(), 1);
}
