// The GUI tests' main: offscreen platform, test-mode settings, a fixed locale, one QApplication.
#include "priceage.h"

#include <QApplication>
#include <QDate>
#include <QLocale>
#include <QStandardPaths>
#include <QTemporaryDir>

#include <gtest/gtest.h>

int main(int argc, char *argv[])
{
    qputenv("QT_QPA_PLATFORM", "offscreen");
    // ctest runs each test in its own process, two at a time: each process gets a home of its
    // own, so settings and recovery files of concurrent tests never meet (a shared
    // ~/.qttest made Settings.LastPresetIsRecordedAsAnAbsolutePath fail when another test
    // cleared the settings between its write and its read).
    QTemporaryDir home;
    if (home.isValid())
        qputenv("HOME", home.path().toLocal8Bit());
    QStandardPaths::setTestModeEnabled(true); // QSettings go to $HOME/.qttest, never the user's
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    // Prices age (priceage.h): the offers' "as of" dates are counted to one fixed day, so that what
    // the tables mark as old does not change with the clock.
    breakeven::setToday(QDate(2026, 12, 2));
    QApplication app(argc, argv);
    QCoreApplication::setOrganizationName(QStringLiteral("BreakevenTests"));
    QCoreApplication::setApplicationName(QStringLiteral("BreakevenUiTests"));
    ::testing::InitGoogleTest(&argc, argv);
    return RUN_ALL_TESTS();
}
