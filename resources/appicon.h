#pragma once

#include <QIcon>

namespace breakeven {

/// The desktop entry's id (packaging/io.github.breakeven.Breakeven.desktop, less ".desktop"), also the
/// AppStream id: the window gives it to QGuiApplication::setDesktopFileName(), so that docks and Wayland
/// compositors tie the window to its menu entry and icon (on X11 the entry's StartupWMClass does, the
/// application name "Breakeven" that Qt sets as the window's WM_CLASS).
inline constexpr char desktopEntryId[] = "io.github.breakeven.Breakeven";

/// The application icon with every size rendered into resources/breakeven.qrc.
[[nodiscard]] QIcon appIcon();

} // namespace breakeven
