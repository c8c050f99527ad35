#include "atomicwrite.h"

#include <QSaveFile>

#include <cerrno>
#include <memory>
#include <optional>

#ifdef Q_OS_UNIX
#include <unistd.h>
#endif

namespace breakeven {

namespace {

/// Writes \a bytes into \a file (a QSaveFile, not yet open) and syncs them, without replacing its
/// path: commit() does that. The system's reason on failure, the temporary file then removed.
std::optional<QString> stage(QSaveFile &file, const QByteArray &bytes, QFileDevice::Permissions permissions)
{
    const auto fail = [&](const QString &reason) {
        file.cancelWriting(); // the temporary file is removed; the old file stays as it was
        return std::optional<QString>(reason);
    };
    // Unbuffered: each write reaches the system here and its error is seen here. Buffered, the
    // last block is written by the flush inside commit(), whose failure QSaveFile does not
    // check: it would rename an empty or truncated file over the old one and return true.
    if (!file.open(QIODevice::WriteOnly | QIODevice::Unbuffered))
        return fail(file.errorString());
    if (permissions && !file.setPermissions(permissions))
        return fail(file.errorString());
    qint64 written = 0;
    while (written < bytes.size()) {
        // A short count is not an error yet (the disk had room for part): the next write says why.
        const qint64 n = file.write(bytes.constData() + written, bytes.size() - written);
        if (n <= 0)
            return fail(file.errorString());
        written += n;
    }
    if (!file.flush())
        return fail(file.errorString());
#ifdef Q_OS_UNIX
    // Some file systems (delayed allocation, NFS, quotas) report a full disk only here; commit()
    // syncs too but ignores the result.
    if (::fsync(file.handle()) != 0)
        return fail(qt_error_string(errno));
#endif
    return std::nullopt;
}

} // namespace

bool writeFileAtomically(
    const QString &path, const QByteArray &bytes, QString *error, QFileDevice::Permissions permissions)
{
    return writeFilesAtomically({ { path, bytes, permissions } }, error);
}

bool writeFilesAtomically(const std::vector<FileToWrite> &files, QString *error, QString *failedPath)
{
    const auto fail = [&](const QString &path, const QString &reason) {
        if (error)
            *error = reason;
        if (failedPath)
            *failedPath = path;
        return false; // the staged files not committed are removed with their QSaveFile
    };
    std::vector<std::unique_ptr<QSaveFile>> staged;
    staged.reserve(files.size());
    for (const FileToWrite &f : files) {
        staged.push_back(std::make_unique<QSaveFile>(f.path));
        if (const std::optional<QString> reason = stage(*staged.back(), f.bytes, f.permissions))
            return fail(f.path, *reason);
    }
    for (std::size_t i = 0; i < staged.size(); ++i) {
        if (!staged[i]->commit())
            return fail(files[i].path, staged[i]->errorString());
    }
    return true;
}

} // namespace breakeven
