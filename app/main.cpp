// Breakeven: the command line verbs run without a window; everything else opens the workbench.
#include "appicon.h"
#include "commandline.h"
#include "exportcommand.h"
#include "mainwindow.h"
#include "presetio.h"
#include "presetsession.h"

#include <QApplication>
#include <QCoreApplication>
#include <QImage>
#include <QPixmap>
#include <QSettings>
#include <QTextStream>
#include <QTimer>

#include <cstdio>

namespace {

using namespace breakeven;

void setIdentity()
{
    QCoreApplication::setOrganizationName(QStringLiteral("Breakeven"));
    QCoreApplication::setApplicationName(QStringLiteral("Breakeven"));
    QCoreApplication::setApplicationVersion(QStringLiteral(BREAKEVEN_VERSION));
}

/// The scenario the window opens on: \a file, else the last preset if it still loads, else the
/// built-in default. Errors in \a file go to \a err and give nullopt.
std::optional<std::pair<Scenario, QString>> startScenario(const QString &file, bool useLast, QTextStream &err)
{
    if (!file.isEmpty()) {
        const PresetResult r = readPresetFile(file);
        if (!r.ok()) {
            for (const PresetError &e : r.errors)
                err << file << QStringLiteral(": ") << e.toString() << Qt::endl;
            return std::nullopt;
        }
        return std::make_pair(*r.scenario, file);
    }
    if (useLast) {
        const QString last = QSettings().value(QString::fromLatin1(MainWindow::lastPresetKey)).toString();
        if (!last.isEmpty()) {
            const PresetResult r = readPresetFile(last);
            if (r.ok())
                return std::make_pair(*r.scenario, last);
        }
    }
    return std::make_pair(defaultScenario(), QString());
}

int runWindow(int argc, char *argv[])
{
    QApplication app(argc, argv);
    setIdentity();
    QApplication::setWindowIcon(appIcon());
    const QStringList args = QCoreApplication::arguments(); // without Qt's own options
    QTextStream err(stderr);

    QString screenshot;
    QString file;
    bool wantScreenshot = false;
    for (int i = 1; i < args.size(); ++i) {
        const QString &a = args.at(i);
        if (a == QLatin1String("--screenshot")) {
            if (i + 1 >= args.size()) {
                err << QCoreApplication::translate("main", "--screenshot needs an output file name") << Qt::endl;
                return 2;
            }
            wantScreenshot = true;
            screenshot = args.at(++i);
        } else if (a.startsWith(QLatin1Char('-')) && a.size() > 1) {
            // Qt's own options (-style, -platform) were consumed by QApplication; anything else
            // is a usage error.
            err << QCoreApplication::translate("main", "unknown option: %1").arg(a) << Qt::endl;
            err << QCoreApplication::translate("main", "Run \"breakeven --help\" for usage.") << Qt::endl;
            return 2;
        } else if (file.isEmpty()) {
            file = a;
        } else {
            err << QCoreApplication::translate("main", "expected at most one preset file") << Qt::endl;
            return 2;
        }
    }

    const auto start
        = startScenario(file == QLatin1String("default") ? QString() : file, !wantScreenshot && file.isEmpty(), err);
    if (!start)
        return 1;

    MainWindow window(start->first, start->second, !wantScreenshot);
    if (!wantScreenshot) {
        // The session records the preset as the last one (an absolute path, MainWindow::lastPresetKey).
        window.show();
        // After a crash: offer the unsaved work once the window is on screen.
        QTimer::singleShot(0, &window, [&window] { window.session()->offerRecovery(); });
        return QApplication::exec();
    }

    window.resize(1600, 1000);
    window.setAttribute(Qt::WA_DontShowOnScreen);
    window.show();
    QCoreApplication::processEvents();
    QCoreApplication::processEvents();
    const QPixmap pixmap = window.grab();
    if (!pixmap.save(screenshot, "PNG")) {
        err << QCoreApplication::translate("main", "cannot write the screenshot to %1").arg(screenshot) << Qt::endl;
        return 1;
    }
    return 0;
}

} // namespace

int main(int argc, char *argv[])
{
    QStringList args;
    for (int i = 0; i < argc; ++i)
        args << QString::fromLocal8Bit(argv[i]);

    if (breakeven::CommandLine::isConsoleCommand(args)) {
        QCoreApplication app(argc, argv);
        setIdentity();
        QTextStream out(stdout);
        QTextStream err(stderr);
        return breakeven::CommandLine::run(args, out, err);
    }
    if (breakeven::ExportCommand::isExportCommand(args)) {
        // Exports need widgets to draw the charts, never a screen.
        if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
            qputenv("QT_QPA_PLATFORM", "offscreen");
        QApplication app(argc, argv);
        setIdentity();
        QTextStream out(stdout);
        QTextStream err(stderr);
        return breakeven::ExportCommand::run(QCoreApplication::arguments(), out, err);
    }
    return runWindow(argc, argv);
}
