#include "scratchmount.h"

#include "latin1.h"

#include <QFile>

#ifdef Q_OS_LINUX
#include <cerrno>
#include <cstring>
#include <sys/mount.h>
#include <sys/statvfs.h>
#include <unistd.h>
#endif

namespace breakeven::test {

namespace {

#ifdef Q_OS_LINUX
QString errnoText(int error) { return QString::fromLocal8Bit(std::strerror(error)); }
#endif

} // namespace

ScratchMount::ScratchMount()
    : ScratchMount(Options {})
{
}

ScratchMount::ScratchMount(Options options)
    : m_options(options)
{
    if (!m_dir.isValid()) {
        m_skipReason = L("cannot create a mount point: %1").arg(m_dir.errorString());
        return;
    }
#ifdef Q_OS_LINUX
    m_mounted = mount(m_options.readOnly ? static_cast<unsigned long>(MS_RDONLY) : 0UL);
#else
    m_skipReason = L("mounting a scratch tmpfs needs Linux");
#endif
}

ScratchMount::~ScratchMount()
{
#ifdef Q_OS_LINUX
    if (m_mounted) {
        const QByteArray target = QFile::encodeName(m_dir.path());
        if (::umount2(target.constData(), 0) != 0)
            ::umount2(target.constData(), MNT_DETACH); // a file is still open: detach now, free later
    }
#endif
    // m_dir removes the (now empty) mount point.
}

bool ScratchMount::mount(unsigned long flags)
{
#ifdef Q_OS_LINUX
    const QByteArray target = QFile::encodeName(m_dir.path());
    const QByteArray data = "size=" + QByteArray::number(m_options.sizeBytes) + ",mode=0755";
    if (::mount("tmpfs", target.constData(), "tmpfs", flags, data.constData()) == 0)
        return true;
    const int error = errno;
    m_skipReason = L("cannot mount a tmpfs on %1: %2%3")
                       .arg(m_dir.path(), errnoText(error),
                           error == EPERM ? L(" (needs root or CAP_SYS_ADMIN; CI runs as root)") : QString());
#else
    Q_UNUSED(flags)
#endif
    return false;
}

bool ScratchMount::setReadOnly(bool readOnly)
{
    if (!m_mounted) {
        m_lastError = L("not mounted: %1").arg(m_skipReason);
        return false;
    }
#ifdef Q_OS_LINUX
    const QByteArray target = QFile::encodeName(m_dir.path());
    const QByteArray data = "size=" + QByteArray::number(m_options.sizeBytes);
    const unsigned long flags
        = static_cast<unsigned long>(MS_REMOUNT) | (readOnly ? static_cast<unsigned long>(MS_RDONLY) : 0UL);
    if (::mount("tmpfs", target.constData(), "tmpfs", flags, data.constData()) == 0)
        return true;
    m_lastError = L("cannot remount %1 %2: %3")
                      .arg(m_dir.path(), readOnly ? L("read-only") : L("read-write"), errnoText(errno));
#else
    Q_UNUSED(readOnly)
#endif
    return false;
}

qint64 ScratchMount::freeBytes() const
{
#ifdef Q_OS_LINUX
    struct statvfs st { };
    if (m_mounted && ::statvfs(QFile::encodeName(m_dir.path()).constData(), &st) == 0)
        return static_cast<qint64>(st.f_bavail) * static_cast<qint64>(st.f_frsize);
#endif
    return -1;
}

bool ScratchMount::fill(qint64 freeBytesWanted)
{
    if (!m_mounted) {
        m_lastError = L("not mounted: %1").arg(m_skipReason);
        return false;
    }
    QFile ballast(m_dir.filePath(L(".ballast")));
    if (!ballast.open(QIODevice::Append | QIODevice::Unbuffered)) {
        m_lastError = L("cannot open the ballast file: %1").arg(ballast.errorString());
        return false;
    }
    // Whole pages, as tmpfs counts them, so the free space lands exactly on the target.
    const QByteArray page(static_cast<qsizetype>(pageSize()), '\0');
    while (freeBytes() - page.size() >= freeBytesWanted) {
        if (ballast.write(page) != page.size()) {
            m_lastError = L("cannot grow the ballast file: %1").arg(ballast.errorString());
            return false;
        }
    }
    return true;
}

bool ScratchMount::unfill()
{
    QFile ballast(m_dir.filePath(L(".ballast")));
    if (ballast.exists() && !ballast.remove()) {
        m_lastError = L("cannot remove the ballast file: %1").arg(ballast.errorString());
        return false;
    }
    return true;
}

qint64 ScratchMount::pageSize()
{
#ifdef Q_OS_LINUX
    return ::sysconf(_SC_PAGESIZE);
#else
    return 4096;
#endif
}

} // namespace breakeven::test
