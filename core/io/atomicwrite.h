#pragma once

/// \file atomicwrite.h
/// The one way Breakeven writes a file: presets, recovery files, charts, reports, CSV and
/// screenshots all go through writeFileAtomically() (a set of CSV tables, writeFilesAtomically()).

#include <QByteArray>
#include <QFileDevice>
#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

namespace breakeven {

/// The longest file name (its last component, in bytes as the file system stores it) that can be
/// written: 255 less the 7 bytes of the temporary file's ".XXXXXX" beside it.
inline constexpr int maxWritableNameBytes = 255 - 7;

/// Why \a path must not be written, or std::nullopt when it may be (the reason without the path,
/// as writeFileAtomically()'s: callers say which file):
/// - it exists and is not a regular file, reached directly or through a symbolic link (a device
///   node, a FIFO, a socket, a folder): replacing it with a regular file would destroy it;
/// - it is one of \a inputs, the files the operation reads (the same file by canonical path, or by
///   device and inode through another name or a hard link): the output would replace its input;
/// - it is a symbolic link loop, or its name is too long to leave room for the temporary file
///   written beside it (maxWritableNameBytes).
/// The reason says what to do, in the context "FileWrite" (translated). writeFilesAtomically()
/// checks every target without inputs; a command checks its outputs against its inputs before it
/// starts (writeTargetProblem(output, { preset })).
[[nodiscard]] std::optional<QString> writeTargetProblem(const QString &path, const QStringList &inputs = {});

/// Writes \a bytes to \a path so that afterwards \a path holds either all of \a bytes or,
/// when anything fails, exactly what it held before (a file that did not exist is not created).
///
/// The bytes go to a temporary file beside \a path (QSaveFile) without buffering, and every
/// write, the flush and the sync to disk are checked before the temporary file replaces
/// \a path: a full disk or an exhausted quota is an error, never an empty or truncated file
/// that says it was saved.
///
/// A non-empty \a permissions is set on the file (e.g. owner read/write only for crash recovery
/// files); otherwise an existing file keeps its permissions and a new one gets the usual ones.
///
/// A target writeTargetProblem() refuses is never touched: the write fails with its reason.
///
/// On failure returns false and sets \a error to the system's reason, e.g.
/// "No space left on device" (without the path: callers say which file).
bool writeFileAtomically(
    const QString &path, const QByteArray &bytes, QString *error, QFileDevice::Permissions permissions = {});

/// One file of writeFilesAtomically().
struct FileToWrite {
    QString path;
    QByteArray bytes;
    QFileDevice::Permissions permissions = {}; ///< as writeFileAtomically()'s
};

/// Writes each of \a files as writeFileAtomically() does, and all of them or none: every file is
/// written and synced to its temporary file first, and only when all are does any replace its
/// path. A full disk therefore leaves every path as it was (a set of CSV tables is never half
/// new, half old). Only a rename failing after others succeeded (not a matter of room) could
/// leave some files replaced. On failure returns false, sets \a error to the system's reason and
/// \a failedPath to the file it concerns.
bool writeFilesAtomically(const std::vector<FileToWrite> &files, QString *error, QString *failedPath = nullptr);

} // namespace breakeven
