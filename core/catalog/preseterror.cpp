#include "preseterror.h"

#include "strictjson.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonParseError>

namespace breakeven {

namespace {

/// This file's messages, in the readers' context "PresetReader" (as presetio.cpp's and jsonfields.h's).
struct Text {
    Q_DECLARE_TR_FUNCTIONS(PresetReader)
};

} // namespace

QString PresetError::toString() const { return path.isEmpty() ? message : path + QStringLiteral(": ") + message; }

std::optional<QJsonObject> parseStrictJsonObject(const QByteArray &bytes, const QString &what, PresetError *error)
{
    const auto fail = [&](const QString &path, const QString &message) -> std::optional<QJsonObject> {
        if (error)
            *error = { path, message };
        return std::nullopt;
    };
    if (bytes.size() > maxPresetBytes)
        return fail({},
            //: %2 is the kind of file ("a preset", "a GPU catalog").
            Text::tr("the file is %1 bytes; %2 may be at most %3 bytes (1 MiB)")
                .arg(bytes.size())
                .arg(what)
                .arg(maxPresetBytes));
    if (const std::optional<JsonProblem> problem = checkStrictJson(bytes, maxJsonDepth, true))
        return fail(problem->path,
            problem->wholeFile ? problem->message
                : problem->validJson
                ? Text::tr("at line %1, column %2: %3").arg(problem->line).arg(problem->column).arg(problem->message)
                : Text::tr("not valid JSON at line %1, column %2: %3")
                      .arg(problem->line)
                      .arg(problem->column)
                      .arg(problem->message));
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(bytes, &parseError);
    if (parseError.error != QJsonParseError::NoError)
        return fail({}, Text::tr("not valid JSON at byte %1: %2").arg(parseError.offset).arg(parseError.errorString()));
    if (!doc.isObject())
        return fail({},
            //: %1 is the kind of file ("a preset", "a GPU catalog").
            Text::tr("%1 must be one JSON object").arg(what));
    return doc.object();
}

std::optional<QByteArray> readBoundedFile(const QString &path, const QString &what, QString *error)
{
    const auto fail = [&](const QString &message) -> std::optional<QByteArray> {
        if (error)
            *error = message;
        return std::nullopt;
    };
    if (path.isEmpty()) // QFile would warn on the terminal before failing
        //: %1 the kind of file ("a preset", "a GPU catalog").
        return fail(Text::tr("no file name given: name %1 file").arg(what));
    // A FIFO would block the open (and every read) forever; a device never ends.
    const QFileInfo info(path);
    if (info.exists() && !info.isFile())
        return fail(info.isDir()
                //: %1 is a path; %2 the kind of file ("a preset", "a GPU catalog"): "... not a preset file".
                ? Text::tr("\"%1\" is a folder, not %2 file").arg(path, what)
                //: %1 is a path; %2 the kind of file ("a preset", "a GPU catalog").
                : Text::tr("\"%1\" is not a regular file (a pipe, socket or device); %2 must be a file")
                      .arg(path, what));
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        //: %1 is a path; %2 the system's reason ("No such file or directory").
        return fail(Text::tr("cannot open \"%1\": %2").arg(path, file.errorString()));
    if (file.size() > maxPresetBytes)
        //: %1 is a path; %3 the kind of file ("a preset", "a GPU catalog").
        return fail(Text::tr("\"%1\" is %2 bytes; %3 may be at most %4 bytes (1 MiB)")
                        .arg(path)
                        .arg(file.size())
                        .arg(what)
                        .arg(maxPresetBytes));
    // Read one byte past the limit so a file that grows while we read is still caught.
    const QByteArray bytes = file.read(maxPresetBytes + 1);
    if (file.error() != QFileDevice::NoError)
        //: %1 is a path; %2 the system's reason.
        return fail(Text::tr("cannot read \"%1\": %2").arg(path, file.errorString()));
    if (bytes.isEmpty())
        //: %1 is a path; %2 the kind of file ("a preset", "a GPU catalog").
        return fail(Text::tr("\"%1\" is empty (0 bytes): %2 is a JSON object").arg(path, what));
    return bytes;
}

} // namespace breakeven
