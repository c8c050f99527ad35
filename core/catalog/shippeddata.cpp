#include "shippeddata.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>

// The .qrc is compiled into a static library: reference its initializer so the linker keeps it.
static void initShippedDataResource() { Q_INIT_RESOURCE(breakeven_data); }

namespace breakeven::shipped {

QString compiledInDir()
{
    static const bool registered = [] {
        initShippedDataResource();
        return true;
    }();
    Q_UNUSED(registered);
    return QStringLiteral(":/breakeven");
}

QString installedDir()
{
    // Without an application object there is no executable's folder (and never a guess from the
    // working folder): only the compiled-in copies are used.
    if (!QCoreApplication::instance())
        return {};
    // BREAKEVEN_INSTALLED_DATADIR: the install's data folder relative to its bin/ (core/CMakeLists.txt).
    return QDir::cleanPath(
        QDir(QCoreApplication::applicationDirPath()).filePath(QStringLiteral(BREAKEVEN_INSTALLED_DATADIR)));
}

QStringList candidates(const QString &relative, const QString &installed)
{
    QStringList paths;
    for (const QString &folder : { installed, compiledInDir() }) {
        if (folder.isEmpty())
            continue;
        const QString path = QDir(folder).filePath(relative);
        if (QFileInfo(path).isFile())
            paths << path;
    }
    return paths;
}

} // namespace breakeven::shipped
