// The GUI tests' main: offscreen platform, test-mode settings, a fixed locale, one QApplication.
#include <QApplication>
#include <QLocale>
#include <QStandardPaths>

#include <gtest/gtest.h>

int main(int argc, char *argv[])
{
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QStandardPaths::setTestModeEnabled(true); // QSettings go to ~/.qttest, never the user's
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    QApplication app(argc, argv);
    QCoreApplication::setOrganizationName(QStringLiteral("BreakevenTests"));
    QCoreApplication::setApplicationName(QStringLiteral("BreakevenUiTests"));
    ::testing::InitGoogleTest(&argc, argv);
    return RUN_ALL_TESTS();
}
