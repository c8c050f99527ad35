// SteadyLabel (#13 speed): a new verdict of the same height lays nothing out again; one that needs
// more lines gets them, so the text is never cut.

#include "steadylabel.h"

#include "layoutrequests.h"

#include <QLabel>
#include <QTest>
#include <QVBoxLayout>
#include <QWidget>

#include <gtest/gtest.h>

using namespace breakeven;

TEST(SteadyLabel, ANewTextOfTheSameHeightLaysNothingOutAndALongerOneGetsItsLines)
{
    QWidget window;
    auto *layout = new QVBoxLayout(&window);
    auto *steady = new SteadyLabel(&window);
    auto *below = new QWidget(&window);
    layout->addWidget(steady);
    layout->addWidget(below, 1);
    steady->setText(QStringLiteral("At 500 tok/s self-hosting costs $31.55 per output Mtok."));
    window.resize(400, 300);
    window.show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(&window));
    QCoreApplication::processEvents();
    const int oneLine = steady->height();
    EXPECT_GE(steady->label()->height(), steady->label()->heightForWidth(steady->width()));

    test::LayoutRequests requests(&window);
    steady->setText(QStringLiteral("At 510 tok/s self-hosting costs $30.93 per output Mtok."));
    QCoreApplication::processEvents();
    EXPECT_EQ(requests.count, 0);
    EXPECT_EQ(steady->height(), oneLine);
    EXPECT_EQ(steady->label()->text(), QStringLiteral("At 510 tok/s self-hosting costs $30.93 per output Mtok."));

    const QString longer = QStringLiteral("At 510 tok/s self-hosting costs $30.93 per output Mtok, 3.1 times the "
                                          "price of Moonshot kimi-k3.1-pro; API cheaper by $36,621 a month. It "
                                          "breaks even above 1,578 tok/s while in use, 100 % of the time.");
    steady->setText(longer);
    QCoreApplication::processEvents();
    EXPECT_GE(requests.count, 1);
    EXPECT_GT(steady->height(), oneLine);
    EXPECT_GE(steady->label()->height(), steady->label()->heightForWidth(steady->width()));
    EXPECT_LE(steady->geometry().bottom(), below->geometry().top()); // nothing covers the text

    window.resize(250, 300); // narrower: more lines again
    QCoreApplication::processEvents();
    EXPECT_GE(steady->label()->height(), steady->label()->heightForWidth(steady->width()));
    EXPECT_EQ(steady->label()->width(), steady->width());
}

// While a slider is held (throttled), a text that comes within SteadyLabel::throttleMs of the last
// one shown waits; the newest waiting one shows when the interval ends, or at once when the slider
// is let go. Unthrottled, every text shows at once.
TEST(SteadyLabel, WhileThrottledTextsWaitForTheIntervalAndTheNewestShowsOnRelease)
{
    SteadyLabel steady;
    steady.resize(400, 60);
    steady.setText(QStringLiteral("first"));
    EXPECT_EQ(steady.label()->text(), QStringLiteral("first"));

    steady.setThrottled(true);
    steady.setText(QStringLiteral("second")); // within the interval of "first"
    steady.setText(QStringLiteral("third"));
    EXPECT_EQ(steady.label()->text(), QStringLiteral("first"));
    EXPECT_EQ(steady.text(), QStringLiteral("third"));
    for (int wait = 0; wait < 100 && steady.label()->text() != QStringLiteral("third"); ++wait)
        QTest::qWait(10);
    EXPECT_EQ(steady.label()->text(), QStringLiteral("third")); // the newest, when the interval ended

    steady.setText(QStringLiteral("fourth")); // within the interval of "third"
    EXPECT_EQ(steady.label()->text(), QStringLiteral("third"));
    steady.setThrottled(false); // let go: at once
    EXPECT_EQ(steady.label()->text(), QStringLiteral("fourth"));
    EXPECT_EQ(steady.text(), QStringLiteral("fourth"));

    steady.setText(QStringLiteral("fifth"));
    EXPECT_EQ(steady.label()->text(), QStringLiteral("fifth"));
    QTest::qWait(2 * SteadyLabel::throttleMs); // nothing waits, nothing comes back
    EXPECT_EQ(steady.label()->text(), QStringLiteral("fifth"));
}

// Labels throttled together each show their texts on a slot of their own (a quarter of the interval
// apart in the window), so that one step of a drag wraps one label's text, not all of them: with four
// at once a 100-offer step took about 3 ms more, ten times a second (bench: verdict_step_median_ms).
TEST(SteadyLabel, ThrottledLabelsWithDifferentPhasesShowTheirTextsOnSlotsOfTheirOwn)
{
    constexpr int interval = SteadyLabel::throttleMs;
    const int phases[] = { 0, interval / 4, interval / 2, 3 * interval / 4 };
    // Whenever a text comes, each label's slot lies on its own phase, within one interval, and never in
    // the slot it showed last; two labels' slots are at least a quarter of the interval apart.
    for (qint64 now = 1000; now < 1000 + 3 * interval; now += 7) {
        std::vector<qint64> slots;
        for (const int phase : phases) {
            const qint64 slot = SteadyLabel::nextSlot(now, phase, -1);
            EXPECT_GE(slot, now);
            EXPECT_LT(slot, now + interval);
            EXPECT_EQ((slot - phase) % interval, 0);
            EXPECT_EQ(SteadyLabel::nextSlot(now, phase, slot), slot + interval) << "one text a slot";
            slots.push_back(slot);
        }
        for (std::size_t i = 0; i < slots.size(); ++i) {
            for (std::size_t j = i + 1; j < slots.size(); ++j)
                EXPECT_GE(std::abs(slots[i] - slots[j]), interval / 4) << now;
        }
    }

    // A label waits for its slot and then shows the newest text; let go, at once.
    SteadyLabel label;
    label.resize(400, 60);
    label.setThrottlePhase(interval / 2);
    label.setText(QStringLiteral("first"));
    label.setThrottled(true);
    label.setText(QStringLiteral("second"));
    label.setText(QStringLiteral("third"));
    EXPECT_EQ(label.label()->text(), QStringLiteral("first"));
    for (int wait = 0; wait < 100 && label.label()->text() != QStringLiteral("third"); ++wait)
        QTest::qWait(10);
    EXPECT_EQ(label.label()->text(), QStringLiteral("third"));
    label.setText(QStringLiteral("fourth"));
    label.setThrottled(false);
    EXPECT_EQ(label.label()->text(), QStringLiteral("fourth"));
}
