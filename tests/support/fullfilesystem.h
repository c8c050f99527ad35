#pragma once

// A real, small file system that tests can fill up, to check that every write fails cleanly on
// a full disk (issue 15): a 64 KiB tmpfs mounted on a temporary folder, or, where tmpfs cannot
// be mounted, a loop-mounted ext2 image. Both need root (CI runs as root); without either the
// test is skipped with the reason.
//
//     FullFilesystem fs;
//     if (!fs.mounted()) GTEST_SKIP() << fs.whyNot();
//     ... write files into fs.path() ...
//     ASSERT_TRUE(fs.fill());  // no byte left
//
// The destructor unmounts (lazily, so a file still open cannot keep it mounted).

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QStandardPaths>
#include <QString>
#include <QTemporaryDir>

#include <cerrno>
#include <cstring>

#ifdef Q_OS_LINUX
#include <sys/mount.h>
#include <sys/statvfs.h>
#endif

namespace breakeven::test {

class FullFilesystem {
public:
    explicit FullFilesystem(const char *size = "64k")
    {
        if (!m_dir.isValid()) {
            m_whyNot = QStringLiteral("cannot create a temporary folder");
            return;
        }
        m_mountPoint = m_dir.filePath(QStringLiteral("mnt"));
        QDir().mkpath(m_mountPoint);
#ifdef Q_OS_LINUX
        const QByteArray target = QFile::encodeName(m_mountPoint);
        const QByteArray options = QByteArrayLiteral("size=") + size + QByteArrayLiteral(",mode=0777");
        if (::mount("tmpfs", target.constData(), "tmpfs", 0, options.constData()) == 0) {
            m_mounted = true;
            return;
        }
        const QString tmpfsError = QString::fromLocal8Bit(std::strerror(errno));
        // A loop-mounted image: where tmpfs is refused but loop devices are allowed.
        const QString image = m_dir.filePath(QStringLiteral("disk.img"));
        const QString mkfs = QStandardPaths::findExecutable(
            QStringLiteral("mkfs.ext2"), { QStringLiteral("/sbin"), QStringLiteral("/usr/sbin") });
        if (!mkfs.isEmpty()) {
            QFile img(image);
            if (img.open(QIODevice::WriteOnly) && img.resize(256 * 1024)) {
                img.close();
                if (QProcess::execute(mkfs, { QStringLiteral("-q"), QStringLiteral("-F"), image }) == 0
                    && QProcess::execute(QStringLiteral("mount"),
                           { QStringLiteral("-o"), QStringLiteral("loop"), image, m_mountPoint })
                        == 0) {
                    m_mounted = true;
                    QFile::setPermissions(m_mountPoint, QFileDevice::Permissions(0x7777));
                    return;
                }
            }
        }
        m_whyNot = QStringLiteral("cannot mount a small tmpfs on %1 (%2) nor a loop-mounted image (%3); run as root "
                                  "to test writing to a full disk")
                       .arg(m_mountPoint, tmpfsError,
                           mkfs.isEmpty() ? QStringLiteral("no mkfs.ext2") : QStringLiteral("mount -o loop failed"));
#else
        m_whyNot = QStringLiteral("full-disk tests need Linux mounts");
#endif
    }

    ~FullFilesystem()
    {
#ifdef Q_OS_LINUX
        if (m_mounted)
            ::umount2(QFile::encodeName(m_mountPoint).constData(), MNT_DETACH);
#endif
    }

    FullFilesystem(const FullFilesystem &) = delete;
    FullFilesystem &operator=(const FullFilesystem &) = delete;

    [[nodiscard]] bool mounted() const { return m_mounted; }
    [[nodiscard]] QString whyNot() const { return m_whyNot; }
    [[nodiscard]] QString path() const { return m_mountPoint; }
    [[nodiscard]] QString filePath(const QString &name) const { return QDir(m_mountPoint).filePath(name); }

    /// Fills the file system until not one more byte can be written. True when it is full.
    bool fill()
    {
        QFile filler(filePath(QStringLiteral("filler-%1").arg(m_fillers++)));
        if (!filler.open(QIODevice::WriteOnly | QIODevice::Unbuffered))
            return freeBytes() == 0; // not even a new file: full already (no inodes or no blocks)
        const QByteArray block(4096, 'x');
        while (filler.write(block) == block.size()) { }
        while (filler.write("x", 1) == 1) { }
        filler.close();
        return freeBytes() == 0;
    }

    /// Frees what fill() took.
    void unfill()
    {
        for (int i = 0; i < m_fillers; ++i)
            QFile::remove(filePath(QStringLiteral("filler-%1").arg(i)));
    }

    /// Bytes still free for an unprivileged writer.
    [[nodiscard]] qint64 freeBytes() const
    {
#ifdef Q_OS_LINUX
        struct statvfs st { };
        if (::statvfs(QFile::encodeName(m_mountPoint).constData(), &st) != 0)
            return -1;
        return static_cast<qint64>(st.f_bavail) * static_cast<qint64>(st.f_frsize);
#else
        return -1;
#endif
    }

private:
    QTemporaryDir m_dir;
    QString m_mountPoint;
    bool m_mounted = false;
    QString m_whyNot;
    int m_fillers = 0;
};

} // namespace breakeven::test
