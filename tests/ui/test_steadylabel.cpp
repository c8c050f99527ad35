// SteadyLabel (#13 speed): a new verdict of the same height lays nothing out again; one that needs
// more lines gets them, so the text is never cut.

#include "steadylabel.h"

#include <QEvent>
#include <QLabel>
#include <QTest>
#include <QVBoxLayout>
#include <QWidget>

#include <gtest/gtest.h>

using namespace breakeven;

namespace {

/// Counts the layout requests \a watched receives.
class LayoutRequests : public QObject {
public:
    explicit LayoutRequests(QObject *watched) { watched->installEventFilter(this); }
    int count = 0;
    bool eventFilter(QObject *, QEvent *event) override
    {
        if (event->type() == QEvent::LayoutRequest)
            ++count;
        return false;
    }
};

} // namespace

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

    LayoutRequests requests(&window);
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
