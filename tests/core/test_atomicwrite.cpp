// The one atomic write (issue 15, part 1): on a real full file system a write fails with the
// system's reason and leaves the old file exactly as it was; nothing half-written is left behind.
#include "atomicwrite.h"
#include "presetio.h"
#include "scratchmount.h"
#include "testsupport.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>

#include <gtest/gtest.h>

using namespace breakeven;

namespace {

QByteArray readAll(const QString &path)
{
    QFile f(path);
    EXPECT_TRUE(f.open(QIODevice::ReadOnly)) << path.toStdString();
    return f.readAll();
}

/// The folder's entries, ScratchMount::fill()'s ballast left out.
QStringList entries(const QString &folder)
{
    QStringList names = QDir(folder).entryList(QDir::Files | QDir::Dirs | QDir::NoDotAndDotDot | QDir::Hidden);
    names.removeIf([](const QString &n) { return n == QLatin1String(".ballast"); });
    return names;
}

QByteArray pattern(qsizetype size, char seed)
{
    QByteArray bytes(size, '\0');
    for (qsizetype i = 0; i < size; ++i)
        bytes[i] = static_cast<char>(seed + i % 23);
    return bytes;
}

} // namespace

TEST(AtomicWrite, WritesAndReplacesAWholeFile)
{
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("a.bin"));
    QString error;
    ASSERT_TRUE(writeFileAtomically(path, pattern(100000, 'a'), &error)) << error.toStdString();
    EXPECT_EQ(readAll(path), pattern(100000, 'a'));
    ASSERT_TRUE(writeFileAtomically(path, "short", &error)) << error.toStdString();
    EXPECT_EQ(readAll(path), QByteArray("short"));
    EXPECT_EQ(entries(dir.path()), QStringList { QStringLiteral("a.bin") }) << "no temporary file left";
}

TEST(AtomicWrite, PermissionsAreSetOnTheFile)
{
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("private.json"));
    const QFileDevice::Permissions ownerOnly = QFileDevice::ReadOwner | QFileDevice::WriteOwner;
    ASSERT_TRUE(writeFileAtomically(path, "{}", nullptr, ownerOnly));
    const QFileDevice::Permissions others = QFileDevice::ReadGroup | QFileDevice::WriteGroup | QFileDevice::ExeGroup
        | QFileDevice::ReadOther | QFileDevice::WriteOther | QFileDevice::ExeOther;
    EXPECT_EQ(QFileInfo(path).permissions() & others, QFileDevice::Permissions());
    EXPECT_TRUE(QFileInfo(path).permissions().testFlag(QFileDevice::ReadOwner));
}

TEST(AtomicWrite, UnwritablePlacesFailWithAReason)
{
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    QString error;
    EXPECT_FALSE(writeFileAtomically(dir.filePath(QStringLiteral("no/such/folder/x")), "x", &error));
    EXPECT_FALSE(error.isEmpty());
    error.clear();
    EXPECT_FALSE(writeFileAtomically(dir.path(), "x", &error)) << "a folder";
    EXPECT_FALSE(error.isEmpty());
}

// Issue 15: buffered bytes were written by the flush inside QSaveFile::commit(), whose ENOSPC was
// ignored: the file became empty and the save said it succeeded.
TEST(AtomicWrite, FullDiskKeepsTheOldFileAndSaysNoSpace)
{
    test::ScratchMount fs;
    BREAKEVEN_SKIP_UNLESS_MOUNTED(fs);
    const QString path = fs.filePath(QStringLiteral("kept.bin"));
    const QByteArray old = pattern(3000, 'o');
    ASSERT_TRUE(writeFileAtomically(path, old, nullptr));
    ASSERT_TRUE(fs.fill());

    for (const qsizetype size : { qsizetype(1), qsizetype(3775), qsizetype(40000) }) {
        SCOPED_TRACE(size);
        QString error;
        EXPECT_FALSE(writeFileAtomically(path, pattern(size, 'n'), &error));
        EXPECT_TRUE(error.contains(QStringLiteral("No space left on device"))) << error.toStdString();
        EXPECT_EQ(readAll(path), old);
        EXPECT_FALSE(writeFileAtomically(fs.filePath(QStringLiteral("new.bin")), pattern(size, 'n'), nullptr));
        EXPECT_FALSE(QFile::exists(fs.filePath(QStringLiteral("new.bin")))) << "a failed write creates nothing";
        EXPECT_EQ(entries(fs.path()), QStringList { QStringLiteral("kept.bin") }) << "no temporary file left";
    }
}

// Room for part of the file: the first write is short, the next one fails.
TEST(AtomicWrite, NearlyFullDiskFailsMidFileAndKeepsTheOldFile)
{
    test::ScratchMount fs;
    BREAKEVEN_SKIP_UNLESS_MOUNTED(fs);
    const QString path = fs.filePath(QStringLiteral("kept.bin"));
    const QString spacer = fs.filePath(QStringLiteral("spacer"));
    ASSERT_TRUE(writeFileAtomically(path, "old", nullptr));
    ASSERT_TRUE(writeFileAtomically(spacer, pattern(16 * 1024, 's'), nullptr));
    ASSERT_TRUE(fs.fill());
    ASSERT_TRUE(QFile::remove(spacer));
    ASSERT_GT(fs.freeBytes(), 0);
    const QByteArray big = pattern(fs.freeBytes() + 20000, 'b');
    QString error;
    EXPECT_FALSE(writeFileAtomically(path, big, &error));
    EXPECT_TRUE(error.contains(QStringLiteral("No space left on device"))) << error.toStdString();
    EXPECT_EQ(readAll(path), QByteArray("old"));
    EXPECT_EQ(entries(fs.path()), QStringList { QStringLiteral("kept.bin") });
    // With room again, the same write goes through.
    ASSERT_TRUE(fs.unfill());
    ASSERT_TRUE(writeFileAtomically(path, big, &error)) << error.toStdString();
    EXPECT_EQ(readAll(path), big);
}

TEST(AtomicWrite, PresetSaveOnAFullDiskKeepsThePreset)
{
    test::ScratchMount fs;
    BREAKEVEN_SKIP_UNLESS_MOUNTED(fs);
    const QString path = fs.filePath(QStringLiteral("modal.json"));
    Scenario s = defaultScenario();
    QString error;
    ASSERT_TRUE(writePresetFile(s, path, &error)) << error.toStdString();
    const QByteArray old = readAll(path);
    ASSERT_TRUE(fs.fill());
    s.operation.throughputTokS = 640.0;
    EXPECT_FALSE(writePresetFile(s, path, &error));
    EXPECT_TRUE(error.contains(QStringLiteral("No space left on device"))) << error.toStdString();
    EXPECT_EQ(readAll(path), old);
    const PresetResult back = readPresetFile(path);
    ASSERT_TRUE(back.ok()) << back.errorText().toStdString();
    EXPECT_EQ(*back.scenario, defaultScenario());
}
