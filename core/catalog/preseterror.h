#pragma once

/// \file preseterror.h
/// The error every strict JSON reader reports (a preset, a GPU catalog, a compiled scenario): the
/// field's path and what is wrong with it. With it, the bounded read of a file and the strict parse
/// of its one JSON object, which the preset reader (presetio.h) and the catalog reader share. Apart
/// from presetio.h so that the catalog and the model need no preset I/O.

#include <QByteArray>
#include <QJsonObject>
#include <QString>

#include <optional>

namespace breakeven {

inline constexpr qint64 maxPresetBytes = 1024 * 1024; ///< larger files are rejected unread

/// One problem in a preset: the field's path (e.g. `operation.utilization`, `offers[2].output`)
/// and what is wrong with it.
struct PresetError {
    QString path; ///< empty for problems with the file as a whole
    QString message;
    /// "path: message", or the message alone.
    [[nodiscard]] QString toString() const;
};

/// The one JSON object in \a bytes, read as strictly as a preset (at most maxPresetBytes, strict JSON:
/// checkStrictJson()), or nothing with \a error set to the problem; \a what names the kind of file
/// in messages ("a preset", "a GPU catalog").
[[nodiscard]] std::optional<QJsonObject> parseStrictJsonObject(
    const QByteArray &bytes, const QString &what, PresetError *error);

/// The bytes of the file at \a path (at most maxPresetBytes, not empty), or nothing with \a error
/// set to why not. Anything that is not a regular file (a FIFO, a device, a folder) is refused
/// before it is opened. \a what names the kind of file in messages ("a preset").
[[nodiscard]] std::optional<QByteArray> readBoundedFile(const QString &path, const QString &what, QString *error);

} // namespace breakeven
