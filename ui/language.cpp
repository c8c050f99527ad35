#include "language.h"

#include "settings.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QTranslator>

#include <memory>

namespace breakeven {

namespace {

const QString english = QStringLiteral("en");
const QString brazilian = QStringLiteral("pt_BR");
const QString european = QStringLiteral("pt_PT");

/// The translators install() put in place, owned here so a second install() replaces them.
std::unique_ptr<QTranslator> &ours()
{
    static std::unique_ptr<QTranslator> translator;
    return translator;
}

std::unique_ptr<QTranslator> &qts()
{
    static std::unique_ptr<QTranslator> translator;
    return translator;
}

QString &installed()
{
    static QString code = english;
    return code;
}

void remove(std::unique_ptr<QTranslator> &translator)
{
    if (translator) {
        QCoreApplication::removeTranslator(translator.get());
        translator.reset();
    }
}

} // namespace

QStringList Language::codes() { return { english, brazilian, european }; }

QString Language::fromName(const QString &name)
{
    // "pt_BR.UTF-8@euro" -> "pt_BR"; "pt-BR" -> "pt_BR".
    QString n = name.trimmed();
    n = n.left(n.indexOf(QLatin1Char('.')) >= 0 ? n.indexOf(QLatin1Char('.')) : n.size());
    n = n.left(n.indexOf(QLatin1Char('@')) >= 0 ? n.indexOf(QLatin1Char('@')) : n.size());
    n.replace(QLatin1Char('-'), QLatin1Char('_'));
    const QStringList parts = n.split(QLatin1Char('_'));
    const QString language = parts.value(0).toLower();
    const QString country = parts.size() > 1 ? parts.last().toUpper() : QString();
    if (language == QLatin1String("en"))
        return english;
    if (language == QLatin1String("pt")) {
        // gettext's bare "pt" is Portugal's Portuguese; Angola, Mozambique and the others follow
        // the European norm too.
        return country == QLatin1String("BR") ? brazilian : european;
    }
    return QString();
}

QString Language::choose(const QString &requested)
{
    for (const QString &name : { requested, qEnvironmentVariable("BREAKEVEN_LANGUAGE"), Settings::language() }) {
        if (const QString code = fromName(name); !code.isEmpty())
            return code;
    }
    for (const QString &name : QLocale::system().uiLanguages()) {
        if (const QString code = fromName(name); !code.isEmpty())
            return code;
    }
    return english;
}

QLocale Language::locale(const QString &code)
{
    if (code == brazilian)
        return QLocale(QLocale::Portuguese, QLocale::Brazil);
    if (code == european)
        return QLocale(QLocale::Portuguese, QLocale::Portugal);
    const QLocale system = QLocale::system();
    return system.language() == QLocale::English ? system : QLocale(QLocale::English, QLocale::UnitedStates);
}

bool Language::install(const QString &code)
{
    remove(ours());
    remove(qts());
    installed() = english;
    if (!codes().contains(code))
        return false;
    const QLocale chosen = locale(code);
    QLocale::setDefault(chosen);
    if (code == english) {
        // English's plural forms only ("1 node", "2 nodes"); without them "%n node(s)" stays as written.
        auto plurals = std::make_unique<QTranslator>();
        if (plurals->load(QStringLiteral(":/i18n/breakeven_en.qm"))) {
            QCoreApplication::installTranslator(plurals.get());
            ours() = std::move(plurals);
        }
        return true;
    }

    auto translator = std::make_unique<QTranslator>();
    if (!translator->load(QStringLiteral(":/i18n/breakeven_%1.qm").arg(code)))
        return false;
    QCoreApplication::installTranslator(translator.get());
    ours() = std::move(translator);
    installed() = code;

    // Qt's standard dialogs and buttons; optional: they stay English without the package.
    auto qt = std::make_unique<QTranslator>();
    if (qt->load(chosen, QStringLiteral("qtbase"), QStringLiteral("_"),
            QLibraryInfo::path(QLibraryInfo::TranslationsPath))) {
        QCoreApplication::installTranslator(qt.get());
        qts() = std::move(qt);
    }
    return true;
}

QString Language::current() { return installed(); }

} // namespace breakeven
