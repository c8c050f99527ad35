#pragma once

/// \file theme.h
/// The window's colours: the system's palette, a light one or a dark one. Preferences > Theme
/// (Settings::theme()) and the hidden `breakeven --palette dark|light` option both go through
/// applyTheme(), so the setting and the option are one definition.

#include <QPalette>
#include <QString>

#include <optional>

namespace breakeven {

enum class Theme {
    System, ///< the desktop's palette (the platform theme's, else the style's)
    Light,  ///< the style's standard, light palette, whatever the desktop says
    Dark,   ///< darkPalette() (chartcolors.h): light text on dark grey
};

/// The name a theme is stored and given on the command line as: "system", "light", "dark".
[[nodiscard]] QString themeName(Theme theme);
/// The theme named \a name (themeName()); nullopt for any other text.
[[nodiscard]] std::optional<Theme> themeFromName(const QString &name);

/// The palette \a theme gives the application: for Theme::System the one the application had
/// before the first applyTheme() (the platform's), for Light the style's standard palette, for
/// Dark darkPalette(). Needs a QApplication.
[[nodiscard]] QPalette themePalette(Theme theme);

/// Makes themePalette(\a theme) the application's palette; every widget (the charts included)
/// follows at once. Theme::System sets no palette of its own: at start it changes nothing, after
/// Light or Dark it gives the platform's palette back.
void applyTheme(Theme theme);

} // namespace breakeven
