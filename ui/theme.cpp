#include "theme.h"

#include "chartcolors.h"

#include <QApplication>
#include <QStyle>

namespace breakeven {

namespace {

/// The palette the application started with, kept on the first call so that Theme::System can
/// come back to it after Light or Dark.
const QPalette &systemPalette()
{
    static const QPalette palette = QApplication::palette();
    return palette;
}

} // namespace

QString themeName(Theme theme)
{
    switch (theme) {
    case Theme::Light:
        return QStringLiteral("light");
    case Theme::Dark:
        return QStringLiteral("dark");
    case Theme::System:
        break;
    }
    return QStringLiteral("system");
}

std::optional<Theme> themeFromName(const QString &name)
{
    for (const Theme theme : { Theme::System, Theme::Light, Theme::Dark }) {
        if (name == themeName(theme))
            return theme;
    }
    return std::nullopt;
}

QPalette themePalette(Theme theme)
{
    const QPalette &system = systemPalette();
    switch (theme) {
    case Theme::Light:
        return QApplication::style() ? QApplication::style()->standardPalette() : system;
    case Theme::Dark:
        return darkPalette();
    case Theme::System:
        break;
    }
    return system;
}

void applyTheme(Theme theme)
{
    (void)systemPalette(); // before the first change
    QApplication::setPalette(themePalette(theme));
}

} // namespace breakeven
