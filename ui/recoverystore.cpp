#include "recoverystore.h"

#include "presetio.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLockFile>
#include <QRandomGenerator>
#include <QSaveFile>
#include <QStandardPaths>

#include <algorithm>
#include <utility>

namespace breakeven {

namespace {

const QLatin1String formatName("breakeven-recovery");
constexpr int formatVersion = 1;

QString lockPath(const QString &file) { return file + QStringLiteral(".lock"); }

} // namespace

RecoveryStore::RecoveryStore(QString directory)
    : m_directory(std::move(directory))
{
    m_file = QDir(m_directory)
                 .filePath(QStringLiteral("session-%1-%2.json")
                               .arg(QCoreApplication::applicationPid())
                               .arg(QRandomGenerator::global()->generate(), 8, 16, QLatin1Char('0')));
}

RecoveryStore::~RecoveryStore() = default;

QString RecoveryStore::defaultDirectory()
{
    return QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation)).filePath(QStringLiteral("recovery"));
}

bool RecoveryStore::hasFile() const { return QFileInfo::exists(m_file); }

bool RecoveryStore::lock()
{
    if (m_lock)
        return true;
    auto lockFile = std::make_unique<QLockFile>(lockPath(m_file));
    lockFile->setStaleLockTime(0); // held for as long as the session runs
    if (!lockFile->tryLock(0))
        return false;
    m_lock = std::move(lockFile);
    return true;
}

bool RecoveryStore::save(const Scenario &scenario, const QString &originalPath, QString *error)
{
    const auto fail = [error](const QString &message) {
        if (error)
            *error = message;
        return false;
    };
    if (!QDir().mkpath(m_directory))
        return fail(QCoreApplication::translate("RecoveryStore", "cannot create the folder %1").arg(m_directory));
    if (!lock())
        return fail(QCoreApplication::translate("RecoveryStore", "cannot lock %1").arg(lockPath(m_file)));

    QJsonObject root;
    root.insert(QStringLiteral("format"), formatName);
    root.insert(QStringLiteral("version"), formatVersion);
    root.insert(QStringLiteral("original_path"), originalPath);
    root.insert(QStringLiteral("saved_at"), QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs));
    root.insert(QStringLiteral("preset"), presetToJson(scenario));

    QSaveFile file(m_file);
    if (!file.open(QIODevice::WriteOnly))
        return fail(file.errorString());
    const QByteArray bytes = QJsonDocument(root).toJson(QJsonDocument::Compact);
    if (file.write(bytes) != bytes.size())
        return fail(file.errorString());
    if (!file.commit())
        return fail(file.errorString());
    return true;
}

void RecoveryStore::clear()
{
    QFile::remove(m_file);
    m_lock.reset(); // unlocks and removes the lock file
}

std::vector<QString> RecoveryStore::orphans() const
{
    const QDir dir(m_directory);
    const QFileInfoList files = dir.entryInfoList({ QStringLiteral("session-*.json") }, QDir::Files, QDir::Time);
    std::vector<QString> result;
    for (const QFileInfo &info : files) {
        const QString file = info.absoluteFilePath();
        if (QFileInfo(file) == QFileInfo(m_file))
            continue;
        // A live session holds the lock; taking it proves the owner is gone (QLockFile knows a
        // lock of a dead process is stale). It is released again at once.
        QLockFile probe(lockPath(file));
        probe.setStaleLockTime(0);
        if (probe.tryLock(0))
            result.push_back(file);
    }
    return result; // QDir::Time: newest first
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
    if (file.size() > maxRecoveryBytes)
        return fail(QCoreApplication::translate("RecoveryStore", "the recovery file is too large"));
    QJsonParseError parseError {};
    const QJsonDocument doc = QJsonDocument::fromJson(file.readAll(), &parseError);
    if (parseError.error != QJsonParseError::NoError || !doc.isObject())
        return fail(QCoreApplication::translate("RecoveryStore", "the recovery file is damaged"));
    const QJsonObject root = doc.object();
    if (root.value(QStringLiteral("format")).toString() != formatName
        || root.value(QStringLiteral("version")).toInt() != formatVersion)
        return fail(QCoreApplication::translate("RecoveryStore", "not a Breakeven recovery file"));
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

bool RecoveryStore::remove(const QString &file)
{
    return QFile::remove(file); // its lock file went with its session
}

} // namespace breakeven
