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

#include <cerrno>
#include <cstring>

#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <unistd.h>

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

// Issue 34, item 1: a write never replaces what is not a regular file, nor the file being read.
namespace {

bool isCharDevice(const QString &path)
{
    struct stat st { };
    return ::stat(QFile::encodeName(path).constData(), &st) == 0 && S_ISCHR(st.st_mode);
}

} // namespace

TEST(WriteTarget, ADeviceNodeReachedThroughASymlinkIsRefusedAndStaysADevice) // #34
{
    test::ScratchMount fs;
    BREAKEVEN_SKIP_UNLESS_MOUNTED(fs);
    const QString node = fs.filePath(QStringLiteral("null"));
    // /dev/null's numbers: a character device on the scratch mount, not the system's.
    ASSERT_EQ(::mknod(QFile::encodeName(node).constData(), S_IFCHR | 0666, makedev(1, 3)), 0) << std::strerror(errno);
    const QString link = fs.filePath(QStringLiteral("link.csv"));
    ASSERT_TRUE(QFile::link(node, link));
    for (const QString &target : { link, node }) {
        QString error;
        EXPECT_FALSE(writeFileAtomically(target, "a,b\n", &error)) << target.toStdString();
        EXPECT_TRUE(error.contains(QStringLiteral("a device, not a regular file"))) << error.toStdString();
        EXPECT_TRUE(isCharDevice(node)) << "the node was replaced by a regular file";
    }
    EXPECT_TRUE(QFileInfo(link).isSymLink());
    // QDir::System lists the device node (and a temporary file, were one left).
    EXPECT_EQ(QDir(fs.path()).entryList(QDir::Files | QDir::System | QDir::Hidden | QDir::NoDotAndDotDot),
        (QStringList { QStringLiteral("link.csv"), QStringLiteral("null") }))
        << "no temporary file left";
}

TEST(WriteTarget, AFifoAFolderAndASymlinkLoopAreRefused) // #34
{
    test::ScratchMount fs;
    BREAKEVEN_SKIP_UNLESS_MOUNTED(fs);
    const QString fifo = fs.filePath(QStringLiteral("fifo.csv"));
    ASSERT_EQ(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0) << std::strerror(errno);
    QString error;
    // A FIFO with no reader: opening it for writing would block; the check never opens it.
    EXPECT_FALSE(writeFileAtomically(fifo, "x", &error));
    EXPECT_TRUE(error.contains(QStringLiteral("a named pipe (FIFO), not a regular file"))) << error.toStdString();
    struct stat st { };
    ASSERT_EQ(::lstat(QFile::encodeName(fifo).constData(), &st), 0);
    EXPECT_TRUE(S_ISFIFO(st.st_mode));

    const QString folder = fs.filePath(QStringLiteral("folder.csv"));
    ASSERT_TRUE(QDir().mkdir(folder));
    EXPECT_FALSE(writeFileAtomically(folder, "x", &error));
    EXPECT_TRUE(error.contains(QStringLiteral("a folder, not a regular file"))) << error.toStdString();
    EXPECT_TRUE(QFileInfo(folder).isDir());

    const QString loop = fs.filePath(QStringLiteral("loop.csv"));
    ASSERT_TRUE(QFile::link(loop, loop));
    EXPECT_FALSE(writeFileAtomically(loop, "x", &error));
    EXPECT_TRUE(error.contains(QStringLiteral("loop"))) << error.toStdString();
    EXPECT_TRUE(QFileInfo(loop).isSymLink());

    // All or none: one refused target in a set writes none of them.
    const QString good = fs.filePath(QStringLiteral("good.csv"));
    QString failed;
    EXPECT_FALSE(writeFilesAtomically({ { good, "1" }, { fifo, "2" } }, &error, &failed));
    EXPECT_EQ(failed, fifo);
    EXPECT_FALSE(QFile::exists(good));
}

TEST(WriteTarget, TheInputIsRefusedByNameLinkOrHardLink) // #34
{
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    const QString input = dir.filePath(QStringLiteral("in.csv"));
    ASSERT_TRUE(writeFileAtomically(input, "preset", nullptr));
    const QString symlink = dir.filePath(QStringLiteral("sym.csv"));
    const QString hardlink = dir.filePath(QStringLiteral("hard.csv"));
    ASSERT_TRUE(QFile::link(input, symlink));
    ASSERT_EQ(::link(QFile::encodeName(input).constData(), QFile::encodeName(hardlink).constData()), 0);
    const QString relative = QDir(dir.path()).filePath(QStringLiteral("sub/../in.csv"));
    ASSERT_TRUE(QDir(dir.path()).mkdir(QStringLiteral("sub")));
    for (const QString &target : { input, symlink, hardlink, relative }) {
        const std::optional<QString> problem = writeTargetProblem(target, { input });
        ASSERT_TRUE(problem.has_value()) << target.toStdString();
        EXPECT_TRUE(problem->contains(QStringLiteral("it is the file being read"))) << problem->toStdString();
    }
    EXPECT_FALSE(writeTargetProblem(dir.filePath(QStringLiteral("out.csv")), { input }).has_value());
    EXPECT_FALSE(writeTargetProblem(input, { dir.filePath(QStringLiteral("other.json")) }).has_value());
    EXPECT_FALSE(writeTargetProblem(input).has_value()) << "a regular file may be replaced (a save)";
}

TEST(WriteTarget, ANameTooLongForTheTemporaryFileIsRefusedFromTheStart) // #34
{
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    // The longest name that leaves room for ".XXXXXX" can be written, and written again.
    const QString longest = dir.filePath(QString(maxWritableNameBytes - 4, QLatin1Char('a')) + QStringLiteral(".csv"));
    QString error;
    ASSERT_TRUE(writeFileAtomically(longest, "1", &error)) << error.toStdString();
    ASSERT_TRUE(writeFileAtomically(longest, "2", &error)) << error.toStdString();
    EXPECT_EQ(readAll(longest), QByteArray("2"));
    // One byte more was written once and never again ("Unknown error"): now refused with the reason.
    const QString tooLong = dir.filePath(QString(maxWritableNameBytes - 3, QLatin1Char('b')) + QStringLiteral(".csv"));
    EXPECT_FALSE(writeFileAtomically(tooLong, "1", &error));
    EXPECT_TRUE(error.contains(QStringLiteral("249 bytes long; at most 248"))) << error.toStdString();
    EXPECT_FALSE(QFile::exists(tooLong));
}
