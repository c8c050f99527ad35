#pragma once

#include <QIcon>

namespace breakeven {

/// The application icon with every size rendered into resources/breakeven.qrc.
[[nodiscard]] QIcon appIcon();

} // namespace breakeven
