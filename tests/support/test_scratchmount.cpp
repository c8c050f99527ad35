// The scratch tmpfs the file-failure tests rely on: it really refuses writes when read-only or
// full, even to root, and it goes away with the object.
#include "scratchmount.h"

#include <QFile>
#include <QFileInfo>
#include <QStorageInfo>

#include <gtest/gtest.h>

using breakeven::test::ScratchMount;

namespace {

bool writeFile(const QString &path, const QByteArray &bytes)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(bytes) == bytes.size() && f.flush();
}

} // namespace

TEST(ScratchMount, IsATmpfsOfTheGivenSize)
{
    ScratchMount mount({ .sizeBytes = 128 * 1024 });
    BREAKEVEN_SKIP_UNLESS_MOUNTED(mount);
    const QStorageInfo info(mount.path());
    EXPECT_EQ(info.rootPath(), mount.path());
    EXPECT_EQ(info.fileSystemType(), QByteArray("tmpfs"));
    EXPECT_EQ(info.bytesTotal(), 128 * 1024);
    EXPECT_EQ(mount.freeBytes(), 128 * 1024);
}

TEST(ScratchMount, ReadOnlyRefusesEveryWriteAndKeepsTheFiles)
{
    ScratchMount mount;
    BREAKEVEN_SKIP_UNLESS_MOUNTED(mount);
    ASSERT_TRUE(writeFile(mount.filePath(QStringLiteral("old.txt")), "old"));
    ASSERT_TRUE(mount.setReadOnly(true)) << mount.lastError().toStdString();
    EXPECT_FALSE(writeFile(mount.filePath(QStringLiteral("new.txt")), "new"));
    EXPECT_FALSE(writeFile(mount.filePath(QStringLiteral("old.txt")), "overwritten"));
    EXPECT_FALSE(QFile::remove(mount.filePath(QStringLiteral("old.txt"))));
    QFile old(mount.filePath(QStringLiteral("old.txt")));
    ASSERT_TRUE(old.open(QIODevice::ReadOnly));
    EXPECT_EQ(old.readAll(), QByteArray("old"));
    old.close();
    ASSERT_TRUE(mount.setReadOnly(false)) << mount.lastError().toStdString();
    EXPECT_TRUE(writeFile(mount.filePath(QStringLiteral("new.txt")), "new"));
}

TEST(ScratchMount, MountedReadOnlyFromTheStart)
{
    ScratchMount mount({ .readOnly = true });
    BREAKEVEN_SKIP_UNLESS_MOUNTED(mount);
    EXPECT_TRUE(QStorageInfo(mount.path()).isReadOnly());
    EXPECT_FALSE(writeFile(mount.filePath(QStringLiteral("x")), "x"));
}

TEST(ScratchMount, FillLeavesExactlyTheWholePagesAsked)
{
    ScratchMount mount({ .sizeBytes = 16 * ScratchMount::pageSize() });
    BREAKEVEN_SKIP_UNLESS_MOUNTED(mount);
    const qint64 page = ScratchMount::pageSize();
    ASSERT_TRUE(mount.fill(2 * page)) << mount.lastError().toStdString();
    EXPECT_EQ(mount.freeBytes(), 2 * page);
    ASSERT_TRUE(mount.fill(1)) << mount.lastError().toStdString(); // rounded up to one page
    EXPECT_EQ(mount.freeBytes(), page);
    EXPECT_TRUE(writeFile(mount.filePath(QStringLiteral("fits")), QByteArray(page, 'x')));
    EXPECT_EQ(mount.freeBytes(), 0);
    EXPECT_FALSE(writeFile(mount.filePath(QStringLiteral("full")), QByteArray(100, 'x')));
}

TEST(ScratchMount, FullFromTheStartWithFillZero)
{
    ScratchMount mount;
    BREAKEVEN_SKIP_UNLESS_MOUNTED(mount);
    ASSERT_TRUE(mount.fill()) << mount.lastError().toStdString();
    EXPECT_EQ(mount.freeBytes(), 0);
    EXPECT_FALSE(writeFile(mount.filePath(QStringLiteral("x")), "x"));
}

TEST(ScratchMount, TheDestructorUnmountsAndRemovesTheFolderEvenWithAFileOpen)
{
    QString where;
    QFile heldOpen; // outlives the mount: the unmount must detach it
    {
        ScratchMount mount;
        BREAKEVEN_SKIP_UNLESS_MOUNTED(mount);
        where = mount.path();
        heldOpen.setFileName(mount.filePath(QStringLiteral("held-open")));
        ASSERT_TRUE(heldOpen.open(QIODevice::WriteOnly));
    }
    EXPECT_FALSE(QFileInfo::exists(where));
    for (const QStorageInfo &volume : QStorageInfo::mountedVolumes())
        EXPECT_NE(volume.rootPath(), where);
}
