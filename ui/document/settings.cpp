#include "settings.h"

#include "jsonfields.h"
#include "parameters.h"

#include <QDir>
#include <QSettings>
#include <QStandardPaths>
#include <QVariantMap>

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
const QString planCaveatsKey = QStringLiteral("window/planCaveatsOpen");
const QString languageKey = QStringLiteral("language");
const QString themeKey = QStringLiteral("appearance/theme");
const QString displayCurrencyKey = QStringLiteral("newScenario/displayCurrency");
const QString exchangeRatesKey = QStringLiteral("newScenario/exchangeRates");
const QString disabledOffersKey = QStringLiteral("newScenario/disabledOffers");

/// Stores \a value under \a key, or removes the key when \a empty.
void setOrRemove(const QString &key, const QVariant &value, bool empty)
{
    QSettings settings;
    if (empty)
        settings.remove(key);
    else
        settings.setValue(key, value);
}

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

void Settings::setLanguage(const QString &code) { setOrRemove(languageKey, code, code.isEmpty()); }

Theme Settings::theme() { return themeFromName(QSettings().value(themeKey).toString()).value_or(Theme::System); }

void Settings::setTheme(Theme theme) { setOrRemove(themeKey, themeName(theme), theme == Theme::System); }

QString Settings::defaultDisplayCurrency() { return QSettings().value(displayCurrencyKey).toString(); }

void Settings::setDefaultDisplayCurrency(const QString &code) { setOrRemove(displayCurrencyKey, code, code.isEmpty()); }

std::map<QString, double> Settings::defaultExchangeRates()
{
    std::map<QString, double> rates;
    const QVariantMap stored = QSettings().value(exchangeRatesKey).toMap();
    for (auto it = stored.cbegin(); it != stored.cend(); ++it) {
        bool ok = false;
        const double rate = it.value().toDouble(&ok);
        // A rate is stored as the dialog checked it: the registry's domain (above 0, finite).
        if (ok && exchangeRateParameter().domain.contains(rate) && isCurrencyCode(it.key()))
            rates[it.key()] = rate;
    }
    return rates;
}

void Settings::setDefaultExchangeRates(const std::map<QString, double> &rates)
{
    QVariantMap stored;
    for (const auto &[code, rate] : rates)
        stored.insert(code, rate);
    setOrRemove(exchangeRatesKey, stored, stored.isEmpty());
}

QStringList Settings::disabledDefaultOffers() { return QSettings().value(disabledOffersKey).toStringList(); }

void Settings::setDisabledDefaultOffers(const QStringList &labels)
{
    setOrRemove(disabledOffersKey, labels, labels.isEmpty());
}

QString Settings::lastFolder() { return QSettings().value(lastFolderKey).toString(); }

void Settings::setLastFolder(const QString &folder) { QSettings().setValue(lastFolderKey, folder); }

Settings::WindowLayout Settings::windowLayout()
{
    const QSettings settings;
    return { settings.value(geometryKey).toByteArray(), settings.value(stateKey).toByteArray(),
        settings.value(mainSplitterKey).toByteArray(), settings.value(centreSplitterKey).toByteArray(),
        settings.value(chartSplitterKey).toByteArray(), settings.value(planCaveatsKey, false).toBool() };
}

void Settings::setWindowLayout(const WindowLayout &layout)
{
    QSettings settings;
    settings.setValue(geometryKey, layout.geometry);
    settings.setValue(stateKey, layout.state);
    settings.setValue(mainSplitterKey, layout.mainSplitter);
    settings.setValue(centreSplitterKey, layout.centreSplitter);
    settings.setValue(chartSplitterKey, layout.chartSplitter);
    settings.setValue(planCaveatsKey, layout.planCaveatsOpen);
}

QString Settings::userGpuCatalogPath()
{
    return QDir(QStandardPaths::writableLocation(QStandardPaths::AppConfigLocation))
        .filePath(QStringLiteral("gpus.json"));
}

QStringList Settings::keys()
{
    return { lastPresetKey, recentFilesKey, lastFolderKey, geometryKey, stateKey, mainSplitterKey, centreSplitterKey,
        chartSplitterKey, planCaveatsKey, languageKey, themeKey, displayCurrencyKey, exchangeRatesKey,
        disabledOffersKey };
}

} // namespace breakeven
