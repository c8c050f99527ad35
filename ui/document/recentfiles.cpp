#include "recentfiles.h"

#include "plaintext.h"
#include "settings.h"

#include <QAction>
#include <QDir>
#include <QFileInfo>
#include <QMenu>

namespace breakeven {

RecentFiles::RecentFiles(bool useSettings, QWidget *menuParent, QObject *parent)
    : QObject(parent)
    , m_useSettings(useSettings)
    , m_menu(new QMenu(tr("Open &Recent"), menuParent))
{
    m_menu->setObjectName(QStringLiteral("recentMenu"));
    m_menu->setToolTipsVisible(true);
    connect(m_menu, &QMenu::aboutToShow, this, &RecentFiles::rebuildMenu);
    rebuildMenu();
}

QStringList RecentFiles::files() const { return m_useSettings ? Settings::recentFiles() : m_files; }

void RecentFiles::setFiles(const QStringList &files)
{
    if (m_useSettings)
        Settings::setRecentFiles(files);
    else
        m_files = files.mid(0, Settings::maxRecentFiles);
}

void RecentFiles::add(const QString &path)
{
    QStringList list = files();
    list.removeAll(path);
    list.prepend(path);
    setFiles(list);
    const QString folder = QFileInfo(path).absolutePath();
    if (m_useSettings) {
        Settings::setLastFolder(folder);
        Settings::setLastPreset(QFileInfo(path).absoluteFilePath());
    } else {
        m_lastFolder = folder;
    }
    m_menu->setEnabled(true); // filled on aboutToShow: this may run inside one of its actions
}

void RecentFiles::remove(const QString &path)
{
    QStringList list = files();
    if (list.removeAll(path) > 0)
        setFiles(list);
    m_menu->setEnabled(!list.isEmpty()); // not rebuilt here: see add()
}

QString RecentFiles::lastFolder() const { return m_useSettings ? Settings::lastFolder() : m_lastFolder; }

void RecentFiles::rebuildMenu()
{
    // Only at construction and on aboutToShow: clear() deletes the actions, so it must never run
    // while one of them is being triggered (Open Recent -> open -> add).
    m_menu->clear();
    const QStringList list = files();
    int number = 0;
    for (const QString &file : list) {
        ++number;
        const QString name = QFileInfo(file).fileName();
        QAction *a = m_menu->addAction(number < 10
                ? tr("&%1 %2").arg(number).arg(QString(name).replace(QLatin1Char('&'), QStringLiteral("&&")))
                : QString(name).replace(QLatin1Char('&'), QStringLiteral("&&")));
        a->setData(file);
        a->setToolTip(plaintext::toolTip(QDir::toNativeSeparators(file)));
        a->setStatusTip(QDir::toNativeSeparators(file));
        connect(a, &QAction::triggered, this, [this, file] { Q_EMIT openRequested(file); });
    }
    if (!list.isEmpty()) {
        m_menu->addSeparator();
        QAction *clear = m_menu->addAction(tr("&Clear Menu"));
        clear->setObjectName(QStringLiteral("clearRecent"));
        connect(clear, &QAction::triggered, this, [this] {
            setFiles({});
            m_menu->setEnabled(false); // not clear(): that would delete this running action
        });
    }
    m_menu->setEnabled(!list.isEmpty());
}

} // namespace breakeven
