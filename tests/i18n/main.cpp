// The translation tests' main: offscreen platform, test-mode settings, one QApplication. Each test
// installs the language it needs (Language::install) and goes back to English.
#include <QApplication>
#include <QLocale>
#include <QStandardPaths>
#include <QTemporaryDir>

#include <gtest/gtest.h>

int main(int argc, char *argv[])
{
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QTemporaryDir home;
    if (home.isValid())
        qputenv("HOME", home.path().toLocal8Bit());
    QStandardPaths::setTestModeEnabled(true);
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    QApplication app(argc, argv);
    QCoreApplication::setOrganizationName(QStringLiteral("BreakevenTests"));
    QCoreApplication::setApplicationName(QStringLiteral("BreakevenI18nTests"));
    ::testing::InitGoogleTest(&argc, argv);
    return RUN_ALL_TESTS();
}
