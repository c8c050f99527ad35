#include "settings.h"

#include <QDir>
#include <QSettings>
#include <QStandardPaths>

namespace breakeven {

namespace {

// The keys, each written once.
const QString lastPresetKey = QStringLiteral("presets/last");
const QString recentFilesKey = QStringLiteral("presets/recent");
const QString lastFolderKey = QStringLiteral("presets/lastFolder");
const QString geometryKey = QStringLiteral("window/geometry");
const QString stateKey = QStringLiteral("window/state");
const QString mainSplitterKey = QStringLiteral("window/mainSplitter");
const QString centreSplitterKey = QStringLiteral("window/centreSplitter");
const QString chartSplitterKey = QStringLiteral("window/chartSplitter");
const QString languageKey = QStringLiteral("language");

} // namespace

QString Settings::lastPreset() { return QSettings().value(lastPresetKey).toString(); }

void Settings::setLastPreset(const QString &path) { QSettings().setValue(lastPresetKey, path); }

QStringList Settings::recentFiles() { return QSettings().value(recentFilesKey).toStringList().mid(0, maxRecentFiles); }

void Settings::setRecentFiles(const QStringList &files)
{
    QSettings settings;
    if (files.isEmpty())
        settings.remove(recentFilesKey);
    else
        settings.setValue(recentFilesKey, files.mid(0, maxRecentFiles));
}

QString Settings::language() { return QSettings().value(languageKey).toString(); }

void Settings::setLanguage(const QString &code)
{
    QSettings settings;
    if (code.isEmpty())
        settings.remove(languageKey);
    else
        settings.setValue(languageKey, code);
}

QString Settings::lastFolder() { return QSettings().value(lastFolderKey).toString(); }

void Settings::setLastFolder(const QString &folder) { QSettings().setValue(lastFolderKey, folder); }

Settings::WindowLayout Settings::windowLayout()
{
    const QSettings settings;
    return { settings.value(geometryKey).toByteArray(), settings.value(stateKey).toByteArray(),
        settings.value(mainSplitterKey).toByteArray(), settings.value(centreSplitterKey).toByteArray(),
        settings.value(chartSplitterKey).toByteArray() };
}

void Settings::setWindowLayout(const WindowLayout &layout)
{
    QSettings settings;
    settings.setValue(geometryKey, layout.geometry);
    settings.setValue(stateKey, layout.state);
    settings.setValue(mainSplitterKey, layout.mainSplitter);
    settings.setValue(centreSplitterKey, layout.centreSplitter);
    settings.setValue(chartSplitterKey, layout.chartSplitter);
}

QString Settings::userGpuCatalogPath()
{
    return QDir(QStandardPaths::writableLocation(QStandardPaths::AppConfigLocation))
        .filePath(QStringLiteral("gpus.json"));
}

QStringList Settings::keys()
{
    return { lastPresetKey, recentFilesKey, lastFolderKey, geometryKey, stateKey, mainSplitterKey, centreSplitterKey,
        chartSplitterKey, languageKey };
}

} // namespace breakeven
