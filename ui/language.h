#pragma once

/// \file language.h
/// The window's language: English (the source text), Brazilian Portuguese (pt_BR) or European
/// Portuguese (pt_PT). The translations are compiled into the binary (resources/translations/,
/// docs/translations.md); Qt's own (qtbase_*.qm) are loaded from Qt's translations folder when
/// installed. The command line never calls install(): it stays English (a stable interface).

#include <QLocale>
#include <QString>
#include <QStringList>

namespace breakeven {

class Language {
public:
    /// The languages the window speaks: "en", "pt_BR", "pt_PT".
    [[nodiscard]] static QStringList codes();

    /// The code Breakeven uses for the locale or language name \a name ("pt_BR", "pt-BR",
    /// "pt_BR.UTF-8", "pt_PT", "pt" (gettext's European Portuguese), "pt_AO", "en_GB", "en"), or an
    /// empty string when Breakeven has no translation for it ("de_DE", "C").
    [[nodiscard]] static QString fromName(const QString &name);

    /// The language the window uses: \a requested (`--language`) when it names one of codes(),
    /// else the environment variable BREAKEVEN_LANGUAGE, else the `language` setting, else the
    /// first of the system's UI languages (LANGUAGE, LC_ALL, LC_MESSAGES, LANG) Breakeven has,
    /// else English.
    [[nodiscard]] static QString choose(const QString &requested = QString());

    /// The locale numbers, money and dates follow in \a code: Brazil's or Portugal's Portuguese;
    /// for English the system locale when it is an English one, else US English.
    [[nodiscard]] static QLocale locale(const QString &code);

    /// Loads Breakeven's and Qt's translations for \a code into the application, replacing those
    /// installed before, and makes locale(\a code) QLocale's default. Returns false when \a code is
    /// not one of codes() or its translation could not be loaded (the window then stays English);
    /// Qt's own translations are optional (the Debian package qt6-translations-l10n).
    static bool install(const QString &code);

    /// The language the window speaks: the code install() last put in place, "en" before any (or
    /// after a failed one). Help > Getting started picks its text by it.
    [[nodiscard]] static QString current();
};

} // namespace breakeven
