#pragma once

/// \file atomicwrite.h
/// The one way Breakeven writes a file: presets, recovery files, charts, reports, CSV and
/// screenshots all go through writeFileAtomically().

#include <QByteArray>
#include <QFileDevice>
#include <QString>

namespace breakeven {

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
/// On failure returns false and sets \a error to the system's reason, e.g.
/// "No space left on device" (without the path: callers say which file).
bool writeFileAtomically(
    const QString &path, const QByteArray &bytes, QString *error, QFileDevice::Permissions permissions = {});

} // namespace breakeven
