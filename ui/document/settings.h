#pragma once

/// \file settings.h
/// Every QSettings key of the program, in one place (organization "Breakeven"). Each value has a
/// typed getter and setter; no key string is written anywhere else.

#include "theme.h"

#include <QByteArray>
#include <QString>
#include <QStringList>

#include <map>

namespace breakeven {

class Settings {
public:
    /// The preset the window last opened or saved (an absolute path); main() opens it again.
    [[nodiscard]] static QString lastPreset();
    static void setLastPreset(const QString &path);

    /// Open Recent: newest first, at most maxRecentFiles.
    static constexpr int maxRecentFiles = 10;
    [[nodiscard]] static QStringList recentFiles();
    /// Stores \a files (the first maxRecentFiles); an empty list removes the key.
    static void setRecentFiles(const QStringList &files);

    /// The folder the Open and Save As dialogs start in when no file is open.
    [[nodiscard]] static QString lastFolder();
    static void setLastFolder(const QString &folder);

    /// The window's geometry, toolbar state and splitter positions (QWidget::saveGeometry(),
    /// QMainWindow::saveState(), QSplitter::saveState()); empty when never saved.
    struct WindowLayout {
        QByteArray geometry;
        QByteArray state;
        QByteArray mainSplitter;
        QByteArray centreSplitter;
        QByteArray chartSplitter;
        bool planCaveatsOpen = false; ///< the answer's plan caveats shown (MainWindow)
    };
    [[nodiscard]] static WindowLayout windowLayout();
    static void setWindowLayout(const WindowLayout &layout);

    /// The user's GPU catalog (docs/gpu-catalog.md): `gpus.json` in the application's configuration
    /// folder (QStandardPaths::AppConfigLocation, e.g. ~/.config/Breakeven/Breakeven/gpus.json).
    /// A file, not a key: it may not exist.
    [[nodiscard]] static QString userGpuCatalogPath();

    /// The window's language as the user chose it ("en", "pt_BR", "pt_PT"); empty: follow the
    /// system (Language::choose()).
    [[nodiscard]] static QString language();
    static void setLanguage(const QString &code);

    /// Preferences > Theme: the window's palette (theme.h); Theme::System when never set.
    [[nodiscard]] static Theme theme();
    static void setTheme(Theme theme);

    /// Preferences > New scenarios: the currency File > New (and a start on the built-in
    /// figures) shows money in; empty: the scenario's own currency.
    [[nodiscard]] static QString defaultDisplayCurrency();
    static void setDefaultDisplayCurrency(const QString &code);

    /// Preferences > New scenarios: the exchange rates (units per US dollar, by currency code) a new
    /// scenario starts with, in place of the built-in ones for the same currencies. Empty when never
    /// set (the built-in preset's rates); entries that are not a code and a positive rate are left out.
    [[nodiscard]] static std::map<QString, double> defaultExchangeRates();
    /// Stores \a rates; an empty map removes the key.
    static void setDefaultExchangeRates(const std::map<QString, double> &rates);

    /// Preferences > New scenarios: the built-in offers a new scenario starts with unticked, by
    /// their name ("Moonshot kimi-k3", Offer::displayName()); empty: all as the built-in preset has them.
    [[nodiscard]] static QStringList disabledDefaultOffers();
    static void setDisabledDefaultOffers(const QStringList &labels);

    /// Every key above (tests check that a window without settings writes none of them).
    [[nodiscard]] static QStringList keys();
};

} // namespace breakeven
