#pragma once

/// \file scratchmount.h
/// A small tmpfs mounted for one test, to make file operations fail in ways no permission
/// check can override (root in CI writes into any read-only *folder*, but not into a read-only
/// *filesystem*, nor into a full one).
///
///     ScratchMount mount({ .sizeBytes = 256 * 1024 });
///     BREAKEVEN_SKIP_UNLESS_MOUNTED(mount);
///     ... write mount.filePath("old.json") ...
///     ASSERT_TRUE(mount.setReadOnly(true));  // every write now fails with EROFS
///     ASSERT_TRUE(mount.fill(100));          // or: at most 100 bytes left, writes hit ENOSPC
///
/// Mounting needs Linux and CAP_SYS_ADMIN (root, as CI and the README's commands run). The
/// folder is a fresh QTemporaryDir; the destructor unmounts it (lazily if a file is still
/// open) and removes the folder.

#include <QString>
#include <QTemporaryDir>
#include <QtGlobal>

namespace breakeven::test {

class ScratchMount {
public:
    struct Options {
        qint64 sizeBytes = 64 * 1024; ///< tmpfs size; the kernel rounds it up to whole pages
        bool readOnly = false;        ///< mount read-only from the start (an empty, unwritable filesystem)
    };

    ScratchMount();
    explicit ScratchMount(Options options);
    ~ScratchMount();
    ScratchMount(const ScratchMount &) = delete;
    ScratchMount &operator=(const ScratchMount &) = delete;

    /// True when the tmpfs is mounted on path().
    [[nodiscard]] bool isMounted() const { return m_mounted; }
    /// Why it could not be mounted (e.g. "mount tmpfs on /tmp/x: Operation not permitted
    /// (needs root or CAP_SYS_ADMIN)"); empty when mounted.
    [[nodiscard]] QString skipReason() const { return m_skipReason; }
    /// The mount point.
    [[nodiscard]] QString path() const { return m_dir.path(); }
    [[nodiscard]] QString filePath(const QString &name) const { return m_dir.filePath(name); }

    /// Remounts read-only (\a readOnly) or read-write; the files stay. False, with
    /// lastError(), when the remount fails or nothing is mounted.
    bool setReadOnly(bool readOnly);
    /// Grows a ballast file (".ballast") until freeBytes() is \a freeBytes rounded up to whole
    /// pages (tmpfs counts pages): fill(0) leaves the filesystem full, fill(1) one page free.
    /// False, with lastError(), when nothing is mounted or a write fails.
    bool fill(qint64 freeBytes = 0);
    /// Removes what fill() added. False, with lastError(), when that fails.
    bool unfill();
    /// The unit of tmpfs space (the memory page size, usually 4096).
    [[nodiscard]] static qint64 pageSize();
    /// Bytes available on the mount (statvfs); -1 when nothing is mounted.
    [[nodiscard]] qint64 freeBytes() const;
    /// The reason the last setReadOnly() or fill() failed.
    [[nodiscard]] QString lastError() const { return m_lastError; }

private:
    bool mount(unsigned long flags);

    QTemporaryDir m_dir;
    Options m_options;
    bool m_mounted = false;
    QString m_skipReason;
    QString m_lastError;
};

} // namespace breakeven::test

/// Skips the calling GoogleTest test, naming the reason, when \a scratchMount could not be mounted.
#define BREAKEVEN_SKIP_UNLESS_MOUNTED(scratchMount)                                                                    \
    if (!(scratchMount).isMounted())                                                                                   \
    GTEST_SKIP() << (scratchMount).skipReason().toStdString()
