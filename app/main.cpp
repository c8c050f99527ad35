// Breakeven: the command line verbs run without a window; everything else opens the workbench.
#include "appicon.h"
#include "atomicwrite.h"
#include "charts/chartregistry.h"
#include "commandline.h"
#include "compareview.h"
#include "export/csvexport.h"
#include "exportcommand.h"
#include "language.h"
#include "mainwindow.h"
#include "presetio.h"
#include "presetsession.h"
#include "report.h"
#include "scenariodefaults.h"
#include "scenariodocument.h"
#include "settings.h"
#include "theme.h"
#include "uncertaintyrunner.h"

#include <QApplication>
#include <QBuffer>
#include <QCoreApplication>
#include <QFileDevice>
#include <QFileInfo>
#include <QImage>
#include <QLocale>
#include <QPixmap>
#include <QSize>
#include <QTextStream>
#include <QTimer>

#include <algorithm>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <memory>
#include <optional>

namespace {

using namespace breakeven;

/// Qt's messages that are not the user's business on a command line: the runtime folder a
/// root shell lacks, and the offscreen platform's note about window size hints.
bool isNoise(const QString &message)
{
    return message.contains(QLatin1String("XDG_RUNTIME_DIR")) || message.contains(QLatin1String("propagateSizeHints"));
}

QtMessageHandler qtHandler = nullptr;

void filterNoise(QtMsgType type, const QMessageLogContext &context, const QString &message)
{
    if ((type == QtWarningMsg || type == QtInfoMsg || type == QtDebugMsg) && isNoise(message))
        return;
    if (qtHandler)
        qtHandler(type, context, message);
}

/// The platform plugin asked for with -platform NAME (or -platform=NAME) or QT_QPA_PLATFORM.
QString requestedPlatform(int argc, char *argv[])
{
    for (int i = 1; i < argc; ++i) {
        if (std::strcmp(argv[i], "-platform") == 0 && i + 1 < argc)
            return QString::fromLocal8Bit(argv[i + 1]);
        if (std::strncmp(argv[i], "-platform=", 10) == 0)
            return QString::fromLocal8Bit(argv[i] + 10);
    }
    return qEnvironmentVariable("QT_QPA_PLATFORM");
}

/// Whether \a platform ("": Qt's default) needs a display server that the environment does not
/// name: X11 (DISPLAY) or Wayland (WAYLAND_DISPLAY). Only on X11/Wayland systems.
bool displayMissing(const QString &platform)
{
#if defined(Q_OS_UNIX) && !defined(Q_OS_MACOS) && !defined(Q_OS_ANDROID)
    const bool needsDisplay = platform.isEmpty() || platform.startsWith(QLatin1String("xcb"))
        || platform.startsWith(QLatin1String("wayland"));
    return needsDisplay && qEnvironmentVariableIsEmpty("DISPLAY") && qEnvironmentVariableIsEmpty("WAYLAND_DISPLAY");
#else
    Q_UNUSED(platform);
    return false;
#endif
}

/// Whether argv asks for a mode that draws without a screen (`--screenshot`).
bool headlessWindowMode(int argc, char *argv[])
{
    for (int i = 1; i < argc; ++i) {
        if (std::strcmp(argv[i], "--screenshot") == 0)
            return true;
    }
    return false;
}

void setIdentity()
{
    QCoreApplication::setOrganizationName(QStringLiteral("Breakeven"));
    QCoreApplication::setApplicationName(QStringLiteral("Breakeven"));
    QCoreApplication::setApplicationVersion(QStringLiteral(BREAKEVEN_VERSION));
}

/// The command line (report, validate, export, import-bench) is a stable interface: English words
/// and US English numbers whatever LANG says; no translation is installed.
/// Numbers and dates as in the United States. The console's reports are fixed English without a
/// translator (as the tests produce them: they write counts through nodesText(), never "%n").
void englishCommandLine() { QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates)); }

/// \a code, once everything written to \a out has reached standard output; when it cannot (a full disk,
/// `> /dev/full`), a message on standard error and 1 (or \a code when that already says a failure).
int finishStandardOutput(QTextStream &out, int code)
{
    out.flush();
    errno = 0;
    const bool flushed = std::fflush(stdout) == 0;
    const int error = errno;
    if (flushed && out.status() == QTextStream::Ok && !std::ferror(stdout))
        return code;
    // The reason: the last flush's, else what the stream's file saw when a write failed.
    QString reason = error != 0 ? QString::fromLocal8Bit(std::strerror(error)) : QString();
    if (const auto *file = qobject_cast<const QFileDevice *>(out.device()); reason.isEmpty() && file)
        reason = file->errorString();
    if (reason.isEmpty())
        reason = QStringLiteral("write error");
    std::fprintf(stderr, "breakeven: cannot write to standard output: %s\n", qPrintable(reason));
    return code == 0 ? 1 : code;
}

/// Takes `--language CODE` (or `--language=CODE`) out of \a args: the code ("" when not given), or
/// nullopt after a message on \a err when the code is missing or not one of Language::codes().
std::optional<QString> takeLanguage(QStringList &args, QTextStream &err)
{
    QString language;
    for (qsizetype i = 1; i < args.size(); ++i) {
        const QString a = args.at(i);
        if (a != QLatin1String("--language") && !a.startsWith(QLatin1String("--language=")))
            continue;
        const bool hasValue = a.contains(QLatin1Char('='));
        if (!hasValue && i + 1 >= args.size()) {
            err << "--language needs a language: " << Language::codes().join(QLatin1String(", ")) << Qt::endl;
            return std::nullopt;
        }
        language = hasValue ? a.section(QLatin1Char('='), 1) : args.at(i + 1);
        args.remove(i, hasValue ? 1 : 2);
        --i;
        if (!Language::codes().contains(language)) {
            err << "unknown language \"" << language << "\": use " << Language::codes().join(QLatin1String(", "))
                << Qt::endl;
            return std::nullopt;
        }
    }
    return language;
}

/// The scenario the window opens on: \a file, else the last preset if it still loads, else the
/// built-in default (with the user's defaults for a new scenario, Preferences, when \a useLast).
/// Errors in \a file go to \a err and give nullopt.
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
        const QString last = Settings::lastPreset();
        if (!last.isEmpty()) {
            const PresetResult r = readPresetFile(last);
            if (r.ok())
                return std::make_pair(*r.scenario, last);
        }
    }
    return std::make_pair(useLast ? defaultScenarioWithPreferences() : defaultScenario(), QString());
}

int runWindow(int argc, char *argv[])
{
    QApplication app(argc, argv);
    setIdentity();
    QApplication::setWindowIcon(appIcon());
    QGuiApplication::setDesktopFileName(QString::fromLatin1(desktopEntryId));
    QStringList args = QCoreApplication::arguments(); // without Qt's own options
    QTextStream err(stderr);
    const std::optional<QString> language = takeLanguage(args, err);
    if (!language)
        return 2;

    QString screenshot;
    QString file;
    bool wantScreenshot = false;
    bool showFit = false;
    bool showHybrid = false;
    bool showDecision = false;
    bool showPlans = false;
    bool showTasks = false;
    bool showHorizon = false;
    QStringList compareWith;         // --compare-with: presets beside the scenario in the Compare view
    QString comparison;              // --comparison: a comparison file opened in the Compare view
    std::optional<Theme> palette;    // --palette: before the Preferences' theme
    std::optional<QSize> windowSize; // --window-size: the screenshot's size instead of the screen's
    for (int i = 1; i < args.size(); ++i) {
        const QString &a = args.at(i);
        if (a == QLatin1String("--hardware-fit")) {
            showFit = true;
        } else if (a == QLatin1String("--hybrid")) {
            showHybrid = true;
        } else if (a == QLatin1String("--decision")) {
            showDecision = true;
        } else if (a == QLatin1String("--plans")) {
            showPlans = true;
        } else if (a == QLatin1String("--tasks")) {
            showTasks = true;
        } else if (a == QLatin1String("--horizon")) {
            showHorizon = true;
        } else if (a == QLatin1String("--compare-with") && i + 1 < args.size()) {
            // Not in the usage text: for screenshots of the Compare view (docs/screenshots/); repeated,
            // one preset each time, put beside the scenario as File > Compare > Add Presets does.
            compareWith << args.at(++i);
        } else if (a == QLatin1String("--comparison") && i + 1 < args.size()) {
            // Not in the usage text either: a comparison file opened in the Compare view.
            comparison = args.at(++i);
        } else if (a == QLatin1String("--palette") && i + 1 < args.size() && themeFromName(args.at(i + 1))) {
            // Not in the usage text: for screenshots and checks of the dark palette (docs/screenshots/);
            // dark, light or system, the names of Preferences > Theme (theme.h).
            palette = themeFromName(args.at(++i));
        } else if (a == QLatin1String("--window-size") && i + 1 < args.size()) {
            // Not in the usage text either: a screenshot taller than the screen, to see the whole
            // scenario panel (docs/screenshots/). WIDTHxHEIGHT, 640x480 to 4000x6000.
            const QStringList wh = args.at(++i).split(QLatin1Char('x'));
            bool okW = false;
            bool okH = false;
            const int w = wh.size() == 2 ? wh.at(0).toInt(&okW) : 0;
            const int h = wh.size() == 2 ? wh.at(1).toInt(&okH) : 0;
            if (!okW || !okH || w < 640 || w > 4000 || h < 480 || h > 6000) {
                err << QCoreApplication::translate(
                    "main", "--window-size: \"%1\" is not WIDTHxHEIGHT from 640x480 to 4000x6000")
                           .arg(terminalText(args.at(i)))
                    << Qt::endl;
                return 2;
            }
            windowSize = QSize(w, h);
        } else if (a == QLatin1String("--screenshot")) {
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

    if (wantScreenshot) {
        // As `export` does: a PNG name, never the preset (`--screenshot mypreset.json` forgetting the
        // output name) nor a device or FIFO, refused before anything is drawn.
        if (QFileInfo(screenshot).suffix().compare(QLatin1String("png"), Qt::CaseInsensitive) != 0) {
            err << QCoreApplication::translate("main", "--screenshot: \"%1\" does not end in .png")
                       .arg(terminalText(screenshot))
                << Qt::endl;
            return 2;
        }
        if (const std::optional<QString> problem = writeTargetProblem(screenshot, { file })) {
            err << QCoreApplication::translate("main", "cannot write the screenshot to %1: %2")
                       .arg(terminalText(screenshot), *problem)
                << Qt::endl;
            return 1;
        }
    }

    // The screenshots draw the system's palette unless --palette says otherwise; the window the
    // user's theme (Preferences).
    applyTheme(palette.value_or(wantScreenshot ? Theme::System : Settings::theme()));

    // The window speaks the chosen language; numbers, money and dates follow its locale.
    Language::install(Language::choose(*language));

    const QString presetFile = file == QLatin1String("default") ? QString() : file;
    auto start = startScenario(presetFile, !wantScreenshot && presetFile.isEmpty(), err);
    // A preset that cannot be read: a screenshot fails (exit 1); the window opens anyway, on the
    // scenario it would open without a file, and says in a dialog what is wrong with the file
    // (a double-clicked broken preset must not just vanish).
    const bool reportBrokenFile = !start && !wantScreenshot;
    if (reportBrokenFile)
        start = startScenario(QString(), true, err);
    if (!start)
        return 1;

    // The document is owned here, outside the window, and so outlives all of its views.
    const ScenarioDocumentPtr document = std::make_shared<ScenarioDocument>(start->first, start->second);
    MainWindow window(document, !wantScreenshot);
    if (showFit)
        window.showHardwareFit();
    if (showHybrid)
        window.showHybrid();
    if (showDecision)
        window.showDecision();
    if (showTasks)
        window.showTasks();
    if (showPlans)
        window.showPlans();
    if (showHorizon)
        window.showChart(ChartKind::Horizon);
    // The Compare view's screenshot is the view alone, as tall as it is (the tab shows it a screen at
    // a time): the same view of the same document, beside the window.
    std::unique_ptr<CompareView> compareAlone;
    if (!compareWith.isEmpty() || !comparison.isEmpty()) {
        CompareView *view = window.compareView();
        if (wantScreenshot) {
            compareAlone = std::make_unique<CompareView>(document.get());
            compareAlone->setUncertaintySource(window.uncertainty());
            view = compareAlone.get();
        }
        // A preset or comparison that cannot be read: said on stderr, and a screenshot fails.
        bool compared = true;
        view->reportError = [&err, &compared](const QString &, const QString &message) {
            err << message << Qt::endl;
            compared = false;
        };
        if (!comparison.isEmpty())
            view->openComparison(comparison);
        if (!compareWith.isEmpty())
            view->addPresets(compareWith);
        if (!compared && wantScreenshot)
            return 1;
        window.showCompare();
    }
    if (!wantScreenshot) {
        // The session records the preset as the last one (an absolute path, Settings::lastPreset()).
        window.show();
        // After a crash: offer the unsaved work once the window is on screen.
        QTimer::singleShot(0, &window, [&window, reportBrokenFile, presetFile] {
            if (reportBrokenFile)
                window.session()->openFile(presetFile); // reports the problems; the scenario stays
            window.session()->offerRecovery();
        });
        return QApplication::exec();
    }

    if (windowSize) {
        window.resize(*windowSize);
    } else {
        window.resize(1600, 1000);
        window.fitToScreen(); // as the window would open on this screen (offscreen: 1600x1000)
    }
    window.setAttribute(Qt::WA_DontShowOnScreen);
    window.show();
    window.uncertainty()->waitForCurrent(10000); // the bands, as they appear a moment after opening
    QWidget *shot = &window;
    if (compareAlone) {
        compareAlone->waitForOdds(10000);
        const int width = windowSize ? windowSize->width() : 1600;
        compareAlone->setAttribute(Qt::WA_DontShowOnScreen);
        compareAlone->resize(width, 1000);
        compareAlone->show();
        QCoreApplication::processEvents();
        // As tall as its content, or as --window-size says when that is less.
        const int content = std::max(compareAlone->heightForWidth(width), compareAlone->sizeHint().height());
        compareAlone->resize(width, windowSize ? std::min(content, windowSize->height()) : content);
        shot = compareAlone.get();
    }
    QCoreApplication::processEvents();
    QCoreApplication::processEvents();
    const QPixmap pixmap = shot->grab();
    QBuffer png;
    png.open(QIODevice::WriteOnly);
    if (!pixmap.save(&png, "PNG")) {
        err << QCoreApplication::translate("main", "cannot draw the screenshot") << Qt::endl;
        return 1;
    }
    QString reason;
    if (!writeFileAtomically(screenshot, png.data(), &reason)) {
        err << QCoreApplication::translate("main", "cannot write the screenshot to %1: %2").arg(screenshot, reason)
            << Qt::endl;
        return 1;
    }
    return 0;
}

} // namespace

int main(int argc, char *argv[])
{
    qtHandler = qInstallMessageHandler(filterNoise);
    QStringList args;
    for (int i = 0; i < argc; ++i) {
        args << QString::fromLocal8Bit(argv[i]);
        // A name whose bytes are not text in the system's encoding (a Latin-1 file name on a UTF-8
        // system) would be read and written under another name (its bytes replaced by U+FFFD):
        // refused, rather than opening or writing a file the user did not name.
        if (args.back().toLocal8Bit() != QByteArray(argv[i])) {
            std::fprintf(stderr,
                "breakeven: argument %d is not valid text in the system's encoding (%s); a file name that is not "
                "UTF-8 cannot be read or written by its bytes: rename the file\n",
                i, qPrintable(terminalText(args.back())));
            return 2;
        }
    }

    breakeven::CommandLine::setChartKinds(breakeven::chartKindNames(QStringLiteral("|")));
    breakeven::CommandLine::setCsvTables(breakeven::csvTableNames().join(QLatin1Char('|')));
    if (breakeven::CommandLine::isConsoleCommand(args)) {
        QCoreApplication app(argc, argv);
        setIdentity();
        englishCommandLine();
        QTextStream out(stdout);
        QTextStream err(stderr);
        return finishStandardOutput(out, breakeven::CommandLine::run(args, out, err));
    }
    const QString platform = requestedPlatform(argc, argv);
    if (breakeven::ExportCommand::isExportCommand(args)) {
        // Exports need widgets to draw the charts, never a screen.
        if (platform.isEmpty())
            qputenv("QT_QPA_PLATFORM", "offscreen");
        QApplication app(argc, argv);
        setIdentity();
        QTextStream out(stdout);
        QTextStream err(stderr);
        // English, like the rest of the command line, unless --language asks for a translated
        // report or chart (its words, numbers and dates).
        QStringList exportArgs = QCoreApplication::arguments();
        const std::optional<QString> language = takeLanguage(exportArgs, err);
        if (!language)
            return 2;
        if (language->isEmpty()) {
            // The window's words in English, with their plural forms ("1 node", "2 nodes").
            Language::install(QStringLiteral("en"));
            englishCommandLine();
        } else {
            Language::install(*language);
        }
        return finishStandardOutput(out, breakeven::ExportCommand::run(exportArgs, out, err));
    }
    if (displayMissing(platform)) {
        if (headlessWindowMode(argc, argv) && platform.isEmpty()) {
            // A screenshot draws the window without showing it: no display needed.
            qputenv("QT_QPA_PLATFORM", "offscreen");
        } else {
            // Qt would abort in its platform plugin; say what is wrong instead.
            QCoreApplication app(argc, argv);
            QTextStream err(stderr);
            err << QCoreApplication::translate("main",
                "breakeven: no display to open the window on (neither DISPLAY nor WAYLAND_DISPLAY is set).\n"
                "Run it in a desktop session or under xvfb-run, or use a command that needs no display: "
                "report, validate, export, --screenshot (see \"breakeven --help\").")
                << Qt::endl;
            return 1;
        }
    }
    return runWindow(argc, argv);
}
