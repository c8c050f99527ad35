#pragma once

/// \file recoverystore.h
/// Crash recovery files: the scenario being edited, written every few seconds while it has
/// unsaved changes, so that the next start can offer it back after a crash.
///
/// Each running Breakeven owns one file in the recovery folder (by default
/// QStandardPaths::AppDataLocation/recovery), named after its process, and holds a QLockFile on
/// it while it runs. A file whose lock is not held belongs to a session that ended without
/// cleaning up (a crash, a kill, a power cut): that is an orphan, offered at the next start.
/// Files are written through QSaveFile, so a crash mid-write leaves the previous one intact.

#include "scenario.h"

#include <QDateTime>
#include <QString>

#include <memory>
#include <optional>
#include <vector>

class QLockFile;

namespace breakeven {

class RecoveryStore {
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

    /// A store writing into \a directory (created when needed).
    explicit RecoveryStore(QString directory = defaultDirectory());
    /// Releases the lock and keeps the file: a session that did not clear() it left work behind.
    ~RecoveryStore();
    RecoveryStore(const RecoveryStore &) = delete;
    RecoveryStore &operator=(const RecoveryStore &) = delete;

    /// QStandardPaths::AppDataLocation + "/recovery".
    [[nodiscard]] static QString defaultDirectory();
    [[nodiscard]] QString directory() const { return m_directory; }
    /// This session's recovery file (it exists only after save()).
    [[nodiscard]] QString filePath() const { return m_file; }
    [[nodiscard]] bool hasFile() const;

    /// Writes \a scenario and the path it came from, atomically. On failure returns false and
    /// sets \a error.
    bool save(const Scenario &scenario, const QString &originalPath, QString *error = nullptr);
    /// Removes this session's file (saved, discarded or closed cleanly).
    void clear();

    /// Recovery files in the folder left by sessions that are no longer running, newest first.
    [[nodiscard]] std::vector<QString> orphans() const;

    /// Reads the recovery file \a file; nullopt with \a error set when it is unreadable.
    [[nodiscard]] static std::optional<Entry> load(const QString &file, QString *error = nullptr);
    /// Removes the recovery file \a file (an orphan that was restored or declined).
    static bool remove(const QString &file);

private:
    bool lock();

    QString m_directory;
    QString m_file;
    std::unique_ptr<QLockFile> m_lock;
};

} // namespace breakeven
