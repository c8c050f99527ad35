#include "appicon.h"

#include <QDir>

// The .qrc is in a static library: reference its initializer so the linker keeps it.
static void initAppIconResource() { Q_INIT_RESOURCE(breakeven); }

namespace breakeven {

QIcon appIcon()
{
    initAppIconResource();
    // One folder per size, as in the hicolor theme: 16x16/apps/breakeven.png ...
    const QDir hicolor(QStringLiteral(":/breakeven/icons/hicolor"));
    QIcon icon;
    for (const QString &size : hicolor.entryList(QDir::Dirs | QDir::NoDotAndDotDot))
        icon.addFile(hicolor.filePath(size + QStringLiteral("/apps/breakeven.png")));
    return icon;
}

} // namespace breakeven
