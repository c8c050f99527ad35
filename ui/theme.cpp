#include "theme.h"

#include "chartcolors.h"

#include <QApplication>
#include <QStyle>

namespace breakeven {

namespace {

/// The palette the application started with, kept on the first call (applyTheme() makes it before
/// any change), so that Theme::System can say what it comes back to.
const QPalette &systemPalette()
{
    static const QPalette palette = QApplication::palette();
    return palette;
}

/// Whether applyTheme() ever set a palette of its own (Light or Dark).
bool &paletteChanged()
{
    static bool changed = false;
    return changed;
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
    if (theme != Theme::System) {
        QApplication::setPalette(themePalette(theme));
        paletteChanged() = true;
    } else if (paletteChanged()) {
        // A palette that sets no colour: every role from the platform's theme again, which the
        // application then follows when the desktop changes it.
        QApplication::setPalette(QPalette());
    }
}

} // namespace breakeven
