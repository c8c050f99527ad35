#include "recoverystore.h"

#include "atomicwrite.h"
#include "presetio.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLockFile>
#include <QRandomGenerator>
#include <QRegularExpression>
#include <QStandardPaths>

#ifdef Q_OS_UNIX
#include <sys/stat.h>
#include <unistd.h>
#endif

#include <algorithm>
#include <utility>

namespace breakeven {

namespace {

const QLatin1String formatName("breakeven-recovery");
constexpr int formatVersion = 1;

QString lockPath(const QString &file) { return file + QStringLiteral(".lock"); }

constexpr QFileDevice::Permissions ownerOnlyFile = QFileDevice::ReadOwner | QFileDevice::WriteOwner;
constexpr QFileDevice::Permissions ownerOnlyFolder = ownerOnlyFile | QFileDevice::ExeOwner;

/// A QSaveFile temporary left beside a recovery file by a session killed mid-write
/// ("session-123-0a1b2c3d.json.AbC123"): QSaveFile adds a dot and six characters.
bool isTemporaryName(const QString &name)
{
    static const QRegularExpression pattern(QStringLiteral("^session-.*\\.json\\.[A-Za-z0-9]{6}$"));
    return pattern.match(name).hasMatch();
}

/// A temporary older than this is stale: a save writes its temporary and renames it within moments.
constexpr qint64 staleTemporarySeconds = 60;

} // namespace

std::optional<QString> RecoveryStore::folderProblem(const QString &folder)
{
#ifdef Q_OS_UNIX
    struct stat st { };
    if (::stat(QFile::encodeName(folder).constData(), &st) != 0)
        return std::nullopt; // not there yet: it is made 0700
    if (!S_ISDIR(st.st_mode))
        return tr("%1 is not a folder").arg(folder);
    if (st.st_uid != ::geteuid())
        return tr("the folder %1 belongs to another user; unsaved work is kept only in a folder of your own")
            .arg(folder);
    // Others could have put files there, or replace the ones written. A folder writable by the
    // user's own group (a private group, umask 002) is the user's, and made 0700 by save().
    const bool othersWrite = (st.st_mode & S_IWOTH) != 0 || ((st.st_mode & S_IWGRP) != 0 && st.st_gid != ::getegid());
    if (othersWrite)
        return tr("the folder %1 can be written by other users; unsaved work is kept only in a folder they cannot "
                  "write (chmod 700 it, or remove it)")
            .arg(folder);
#else
    if (QFileInfo::exists(folder) && !QFileInfo(folder).isDir())
        return tr("%1 is not a folder").arg(folder);
#endif
    return std::nullopt;
}

namespace {

/// Creates \a folder readable by its owner only (0700), or makes it so: an older Breakeven
/// created it 0755. Never through a symbolic link (its target is not ours to change), and never a
/// folder another user owns or others can write (RecoveryStore::folderProblem()).
std::optional<QString> makePrivateFolder(const QString &folder)
{
    if (const std::optional<QString> problem = RecoveryStore::folderProblem(folder))
        return problem;
    if (!QFileInfo(folder).isDir()) {
        QDir().mkpath(QFileInfo(folder).absolutePath());
        QDir().mkdir(folder, ownerOnlyFolder);
    }
    if (!QFileInfo(folder).isDir())
        return RecoveryStore::tr("cannot create the folder %1").arg(folder);
    if (const std::optional<QString> problem = RecoveryStore::folderProblem(folder))
        return problem; // made meanwhile by someone else
    if (!QFileInfo(folder).isSymLink())
        QFile::setPermissions(folder, ownerOnlyFolder);
    return std::nullopt;
}

/// A lock held for as long as the session runs: QLockFile knows the lock of a process that is
/// gone is stale, whatever its age.
std::unique_ptr<QLockFile> tryLock(const QString &file)
{
    auto lockFile = std::make_unique<QLockFile>(lockPath(file));
    lockFile->setStaleLockTime(0);
    if (!lockFile->tryLock(0))
        return nullptr;
    return lockFile;
}

} // namespace

RecoveryStore::RecoveryStore(QString directory)
    : m_directory(std::move(directory))
{
    if (m_directory == defaultDirectory())
        moveLegacyFiles(legacyDirectory(), m_directory);
    m_file = QDir(m_directory)
                 .filePath(QStringLiteral("session-%1-%2.json")
                               .arg(QCoreApplication::applicationPid())
                               .arg(QRandomGenerator::global()->generate(), 8, 16, QLatin1Char('0')));
    removeStaleTemporaries();
}

int RecoveryStore::removeStaleTemporaries()
{
    if (folderProblem(m_directory) || !QFileInfo(m_directory).isDir())
        return 0;
    const QDateTime staleBefore = QDateTime::currentDateTimeUtc().addSecs(-staleTemporarySeconds);
    int removed = 0;
    const QFileInfoList files
        = QDir(m_directory).entryInfoList({ QStringLiteral("session-*.json.*") }, QDir::Files | QDir::Hidden);
    for (const QFileInfo &info : files) {
        // Regular files only (a link is not followed), and only a save's leftover that no save is
        // still writing.
        if (info.isSymLink() || !isTemporaryName(info.fileName()) || info.lastModified().toUTC() > staleBefore)
            continue;
        if (QFile::remove(info.absoluteFilePath()))
            ++removed;
    }
    return removed;
}

RecoveryStore::~RecoveryStore() = default;

QString RecoveryStore::stateHome(const QString &xdgStateHome, const QString &home)
{
    // The XDG Base Directory specification: a relative $XDG_STATE_HOME is invalid and ignored.
    if (!xdgStateHome.isEmpty() && QDir::isAbsolutePath(xdgStateHome))
        return QDir::cleanPath(xdgStateHome);
    return QDir(home).filePath(QStringLiteral(".local/state"));
}

QString RecoveryStore::defaultDirectory()
{
    // Qt 6.4 has no QStandardPaths::GenericStateLocation (Qt 6.7 added it). In test mode, as
    // QStandardPaths does, a folder under ~/.qttest: never the user's.
    const QString base = QStandardPaths::isTestModeEnabled()
        ? QDir(QDir::homePath()).filePath(QStringLiteral(".qttest/state"))
        : stateHome(qEnvironmentVariable("XDG_STATE_HOME"), QDir::homePath());
    return QDir(base).filePath(QStringLiteral("breakeven/recovery"));
}

QString RecoveryStore::legacyDirectory()
{
    return QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation)).filePath(QStringLiteral("recovery"));
}

int RecoveryStore::moveLegacyFiles(const QString &from, const QString &to)
{
    if (QDir::cleanPath(from) == QDir::cleanPath(to) || !QFileInfo(from).isDir() || folderProblem(from))
        return 0;
    const QFileInfoList files = QDir(from).entryInfoList(
        { QStringLiteral("session-*.json"), QLatin1String(damagedPrefix) + QStringLiteral("*") }, QDir::Files,
        QDir::Name);
    int moved = 0;
    bool folderReady = false;
    for (const QFileInfo &info : files) {
        if (info.isSymLink() || isTemporaryName(info.fileName()) || info.fileName().endsWith(QStringLiteral(".lock")))
            continue;
        const QString target = QDir(to).filePath(info.fileName());
        if (QFileInfo::exists(target))
            continue;
        // A session of an older Breakeven still running holds its file: it stays where that session writes it.
        const std::unique_ptr<QLockFile> held = tryLock(info.absoluteFilePath());
        if (!held)
            continue;
        if (!folderReady) {
            if (makePrivateFolder(to))
                return moved;
            folderReady = true;
        }
        bool done = false;
#ifdef Q_OS_UNIX
        // A rename within one file system; across file systems the bytes are written anew below.
        done = ::rename(QFile::encodeName(info.absoluteFilePath()).constData(), QFile::encodeName(target).constData())
            == 0;
#endif
        if (!done) {
            QFile in(info.absoluteFilePath());
            QString error;
            done = in.open(QIODevice::ReadOnly) && writeFileAtomically(target, in.readAll(), &error, ownerOnlyFile)
                && QFile::remove(info.absoluteFilePath());
        }
        if (done)
            ++moved;
    }
    QDir().rmdir(from); // only when nothing is left in it
    return moved;
}

bool RecoveryStore::hasFile() const { return QFileInfo::exists(m_file); }

bool RecoveryStore::lock()
{
    if (!m_lock)
        m_lock = tryLock(m_file);
    return m_lock != nullptr;
}

bool RecoveryStore::save(const Scenario &scenario, const QString &originalPath, QString *error)
{
    const auto fail = [error](const QString &message) {
        if (error)
            *error = message;
        return false;
    };
    if (const std::optional<QString> problem = makePrivateFolder(m_directory))
        return fail(*problem);
    if (!lock())
        return fail(tr("cannot lock %1").arg(lockPath(m_file)));

    QJsonObject root;
    root.insert(QStringLiteral("format"), formatName);
    root.insert(QStringLiteral("version"), formatVersion);
    root.insert(QStringLiteral("original_path"), originalPath);
    root.insert(QStringLiteral("saved_at"), QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs));
    root.insert(QStringLiteral("preset"), presetToJson(scenario));

    QString reason;
    if (!writeFileAtomically(m_file, QJsonDocument(root).toJson(QJsonDocument::Compact), &reason, ownerOnlyFile))
        return fail(tr("cannot write %1: %2").arg(m_file, reason));
    return true;
}

void RecoveryStore::clear()
{
    QFile::remove(m_file);
    m_lock.reset(); // unlocks and removes the lock file
}

std::vector<QString> RecoveryStore::orphans() const
{
    if (folderProblem(m_directory))
        return {}; // files others could have put there are not offered as the user's work
    const QDir dir(m_directory);
    const QFileInfoList files = dir.entryInfoList({ QStringLiteral("session-*.json") }, QDir::Files, QDir::Time);
    std::vector<QString> result;
    for (const QFileInfo &info : files) {
        const QString file = info.absoluteFilePath();
        if (QFileInfo(file) == QFileInfo(m_file) || m_claims.count(file) > 0)
            continue;
        // A live session holds the lock (its own file, or an orphan it claimed); taking it
        // proves nobody does. It is released again at once: claim() takes it for good.
        if (tryLock(file))
            result.push_back(file);
    }
    return result; // QDir::Time: newest first
}

bool RecoveryStore::claim(const QString &file)
{
    const QString absolute = QFileInfo(file).absoluteFilePath();
    if (m_claims.count(absolute) > 0)
        return true;
    std::unique_ptr<QLockFile> lockFile = tryLock(absolute);
    if (!lockFile)
        return false;
    m_claims.emplace(absolute, std::move(lockFile));
    return true;
}

void RecoveryStore::release(const QString &file) { m_claims.erase(QFileInfo(file).absoluteFilePath()); }

bool RecoveryStore::discard(const QString &file)
{
    const bool removed = QFile::remove(file) || !QFileInfo::exists(file);
    release(file); // after the file: no other session can claim it while it still exists
    return removed;
}

QString RecoveryStore::quarantine(const QString &file)
{
    const QFileInfo info(file);
    QString target = info.dir().filePath(QLatin1String(damagedPrefix) + info.fileName());
    for (int n = 2; QFileInfo::exists(target); ++n)
        target = info.dir().filePath(
            QStringLiteral("%1%2-%3").arg(QLatin1String(damagedPrefix)).arg(n).arg(info.fileName()));
    if (!QFile::rename(file, target)) {
        discard(file);
        return {};
    }
    release(file);
    return target;
}

std::optional<RecoveryStore::Entry> RecoveryStore::load(const QString &path, QString *error)
{
    const auto fail = [error](const QString &message) -> std::optional<Entry> {
        if (error)
            *error = message;
        return std::nullopt;
    };
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return fail(file.errorString());
    if (file.size() == 0)
        return fail(tr("the recovery file is empty"));
    if (file.size() > maxRecoveryBytes)
        return fail(tr("the recovery file is too large"));
    QJsonParseError parseError {};
    const QJsonDocument doc = QJsonDocument::fromJson(file.readAll(), &parseError);
    if (parseError.error != QJsonParseError::NoError || !doc.isObject())
        return fail(tr("the recovery file is damaged"));
    const QJsonObject root = doc.object();
    if (root.value(QStringLiteral("format")).toString() != formatName
        || root.value(QStringLiteral("version")).toInt() != formatVersion)
        return fail(tr("not a Breakeven recovery file"));
    const PresetResult preset = presetFromJson(root.value(QStringLiteral("preset")).toObject());
    if (!preset.ok())
        return fail(preset.errorText());
    Entry entry;
    entry.file = path;
    entry.scenario = *preset.scenario;
    entry.originalPath = root.value(QStringLiteral("original_path")).toString();
    entry.savedAt = QDateTime::fromString(root.value(QStringLiteral("saved_at")).toString(), Qt::ISODateWithMs);
    if (!entry.savedAt.isValid())
        entry.savedAt = QFileInfo(path).lastModified().toUTC();
    return entry;
}

} // namespace breakeven
