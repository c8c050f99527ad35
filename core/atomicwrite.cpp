#include "atomicwrite.h"

#include <QSaveFile>

#include <cerrno>

#ifdef Q_OS_UNIX
#include <unistd.h>
#endif

namespace breakeven {

bool writeFileAtomically(
    const QString &path, const QByteArray &bytes, QString *error, QFileDevice::Permissions permissions)
{
    QSaveFile file(path);
    const auto fail = [&](const QString &reason) {
        if (error)
            *error = reason;
        file.cancelWriting(); // the temporary file is removed; the old file stays as it was
        return false;
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
    if (!file.commit()) {
        if (error)
            *error = file.errorString();
        return false;
    }
    return true;
}

} // namespace breakeven
