#pragma once

/// \file recoverystore.h
/// Crash recovery files: the scenario being edited, written every few seconds while it has
/// unsaved changes, so that the next start can offer it back after a crash.
///
/// Each running Breakeven owns one file in the recovery folder (by default
/// QStandardPaths::AppDataLocation/recovery), named after its process, and holds a QLockFile on
/// it while it runs. A file whose lock is not held belongs to a session that ended without
/// cleaning up (a crash, a kill, a power cut): that is an orphan, offered at the next start.
/// A session claims an orphan (takes its lock) before offering it, so two windows started after
/// one crash never both restore the same work.
///
/// Files are written with writeFileAtomically(): a crash mid-write or a full disk leaves the
/// previous one intact. The folder is private to the user (0700) and so are the files (0600):
/// unsaved scenarios are nobody else's business.

#include "scenario.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QString>

#include <map>
#include <memory>
#include <optional>
#include <vector>

class QLockFile;

namespace breakeven {

class RecoveryStore {
    Q_DECLARE_TR_FUNCTIONS(RecoveryStore)
public:
    /// One recovery file, read back.
    struct Entry {
        QString file;         ///< the recovery file itself
        Scenario scenario;    ///< the scenario as it was, display currency included
        QString originalPath; ///< the preset file it came from; empty for an untitled scenario
        QDateTime savedAt;    ///< when it was written (UTC)
    };

    /// A recovery file is at most this big (a preset is at most maxPresetBytes).
    static constexpr qint64 maxRecoveryBytes = 4 * 1024 * 1024;
    /// Unreadable orphans are renamed with this prefix (quarantine()): kept, never offered again.
    static constexpr const char *damagedPrefix = "damaged-";

    /// A store writing into \a directory (created when needed).
    explicit RecoveryStore(QString directory = defaultDirectory());
    /// Releases the locks and keeps the file: a session that did not clear() it left work behind.
    ~RecoveryStore();
    RecoveryStore(const RecoveryStore &) = delete;
    RecoveryStore &operator=(const RecoveryStore &) = delete;

    /// Why \a folder cannot hold recovery files, or std::nullopt when it can (or does not exist
    /// yet): it is not a folder, another user owns it, or others can write it (other users, or a
    /// group that is not the user's own). A folder of the user's own reached directly is made 0700
    /// by save(); a symbolic link is never followed to change its target's permissions.
    [[nodiscard]] static std::optional<QString> folderProblem(const QString &folder);

    /// Removes the QSaveFile temporaries ("session-*.json.XXXXXX") that sessions killed mid-write
    /// left in the folder, once older than a minute (no save still writes them); returns how many.
    /// The constructor calls it, so a start cleans up after earlier crashes.
    int removeStaleTemporaries();

    /// The state folder's "breakeven/recovery" (stateHome() of $XDG_STATE_HOME and the home folder; in
    /// QStandardPaths' test mode ~/.qttest/state). A store made on it first moves the files an older
    /// Breakeven left in legacyDirectory() there (moveLegacyFiles()).
    [[nodiscard]] static QString defaultDirectory();
    /// Where Breakeven kept recovery files before: QStandardPaths::AppDataLocation + "/recovery".
    [[nodiscard]] static QString legacyDirectory();
    /// The XDG state folder: \a xdgStateHome when it is an absolute path, else \a home + "/.local/state".
    [[nodiscard]] static QString stateHome(const QString &xdgStateHome, const QString &home);
    /// Moves the recovery files ("session-*.json", and the damaged ones kept aside) from \a from to \a to
    /// (made 0700), leaving a file whose session still runs (its lock is held), a save's temporary and a
    /// name \a to already has; removes \a from when it is left empty. Returns how many were moved.
    static int moveLegacyFiles(const QString &from, const QString &to);
    [[nodiscard]] QString directory() const { return m_directory; }
    /// This session's recovery file (it exists only after save()).
    [[nodiscard]] QString filePath() const { return m_file; }
    [[nodiscard]] bool hasFile() const;

    /// Writes \a scenario and the path it came from, atomically; the folder is made 0700 and the
    /// file 0600. On failure returns false, keeps the previous file and sets \a error.
    bool save(const Scenario &scenario, const QString &originalPath, QString *error = nullptr);
    /// Removes this session's file (saved, discarded or closed cleanly).
    void clear();

    /// Recovery files in the folder left by sessions that are no longer running and not claimed
    /// by another session, newest first.
    [[nodiscard]] std::vector<QString> orphans() const;
    /// Claims the orphan \a file for this session: holds its lock until release() or discard(),
    /// so no other session offers it meanwhile. False when another running session holds it.
    bool claim(const QString &file);
    /// Lets go of a claimed orphan, which stays for a later start.
    void release(const QString &file);
    /// Removes the orphan \a file (restored or declined) and lets go of it.
    bool discard(const QString &file);
    /// Moves the unreadable orphan \a file aside, to damagedPrefix + its name in the same folder,
    /// and lets go of it: it is never offered or warned about again, but its bytes are kept.
    /// Returns the new path; empty when it could not be moved (it is then removed).
    QString quarantine(const QString &file);

    /// Reads the recovery file \a file; nullopt with \a error set when it is unreadable.
    [[nodiscard]] static std::optional<Entry> load(const QString &file, QString *error = nullptr);

private:
    bool lock();

    QString m_directory;
    QString m_file;
    std::unique_ptr<QLockFile> m_lock;
    std::map<QString, std::unique_ptr<QLockFile>> m_claims; ///< by recovery file
};

} // namespace breakeven
