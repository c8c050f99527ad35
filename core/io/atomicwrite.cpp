#include "atomicwrite.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>

#include <cerrno>
#include <memory>
#include <optional>

#ifdef Q_OS_UNIX
#include <sys/stat.h>
#include <unistd.h>
#endif

namespace breakeven {

namespace {

/// This file's messages: Text::tr() translates in the context "FileWrite".
struct Text {
    Q_DECLARE_TR_FUNCTIONS(FileWrite)
};

#ifdef Q_OS_UNIX
/// What kind of file \a mode is, in words, for a target that is not a regular file.
QString kindOf(mode_t mode)
{
    if (S_ISDIR(mode))
        return Text::tr("a folder");
    if (S_ISCHR(mode) || S_ISBLK(mode))
        return Text::tr("a device");
    if (S_ISFIFO(mode))
        return Text::tr("a named pipe (FIFO)");
    if (S_ISSOCK(mode))
        return Text::tr("a socket");
    return Text::tr("not a regular file");
}
#endif

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

std::optional<QString> writeTargetProblem(const QString &path, const QStringList &inputs)
{
    if (path.isEmpty())
        return Text::tr("no file name was given");
    const QByteArray encoded = QFile::encodeName(path);
    const qsizetype slash = encoded.lastIndexOf('/');
    const qsizetype nameBytes = encoded.size() - (slash + 1);
    if (nameBytes > maxWritableNameBytes)
        return Text::tr("the file name is %1 bytes long; at most %2 leave room for the temporary file written "
                        "beside it: choose a shorter name")
            .arg(nameBytes)
            .arg(maxWritableNameBytes);
#ifdef Q_OS_UNIX
    struct stat target { };
    if (::stat(encoded.constData(), &target) != 0) {
        if (errno == ELOOP)
            return Text::tr("it is a symbolic link that leads back to itself (a loop): nothing was written");
        // A missing file (or one behind a dangling link) is created; other failures are QSaveFile's to report.
        return std::nullopt;
    }
    if (!S_ISREG(target.st_mode))
        return Text::tr("it exists and is %1, not a regular file: Breakeven writes only regular files and leaves it "
                        "as it is")
            .arg(kindOf(target.st_mode));
    for (const QString &input : inputs) {
        struct stat in { };
        if (::stat(QFile::encodeName(input).constData(), &in) == 0 && in.st_dev == target.st_dev
            && in.st_ino == target.st_ino)
            return Text::tr("it is the file being read (\"%1\"): writing there would replace it; choose another name")
                .arg(input);
    }
#else
    const QFileInfo info(path);
    if (info.exists() && !info.isFile())
        return Text::tr("it exists and is not a regular file: Breakeven writes only regular files and leaves it as "
                        "it is");
    const QString canonical = info.canonicalFilePath();
    for (const QString &input : inputs) {
        if (!canonical.isEmpty() && QFileInfo(input).canonicalFilePath() == canonical)
            return Text::tr("it is the file being read (\"%1\"): writing there would replace it; choose another name")
                .arg(input);
    }
#endif
    return std::nullopt;
}

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
        if (const std::optional<QString> problem = writeTargetProblem(f.path))
            return fail(f.path, *problem);
    }
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
