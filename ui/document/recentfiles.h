#pragma once

/// \file recentfiles.h
/// File > Open Recent: the presets last opened or saved (newest first, at most
/// Settings::maxRecentFiles), the folder the file dialogs start in, and the menu that lists them.
/// With settings the list lives in Settings (shared by every window and the next start);
/// without (tests, --screenshot) in this object only, and Settings is never written.

#include <QObject>
#include <QString>
#include <QStringList>

class QMenu;
class QWidget;

namespace breakeven {

class RecentFiles : public QObject {
    Q_OBJECT
public:
    /// The menu is made with \a menuParent (the window) as its parent.
    RecentFiles(bool useSettings, QWidget *menuParent, QObject *parent = nullptr);

    [[nodiscard]] QStringList files() const;
    /// Puts \a path (absolute) first, and records its folder as the dialogs' folder and, with
    /// settings, the file as the last preset.
    void add(const QString &path);
    /// Takes \a path off the list (a file that is gone).
    void remove(const QString &path);
    /// The folder of the last file added, or empty.
    [[nodiscard]] QString lastFolder() const;

    /// Open Recent, rebuilt each time it is shown; "Clear Menu" at its end.
    [[nodiscard]] QMenu *menu() const { return m_menu; }

Q_SIGNALS:
    /// The user picked \a path in the menu.
    void openRequested(const QString &path);

private:
    void setFiles(const QStringList &files);
    void rebuildMenu();

    bool m_useSettings;
    QStringList m_files;  ///< without m_useSettings
    QString m_lastFolder; ///< without m_useSettings
    QMenu *m_menu;
};

} // namespace breakeven
