#include "comparisonfile.h"

#include "latin1.h"

#include "atomicwrite.h"
#include "comparison.h"
#include "format.h"
#include "jsonfields.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>

#include <cmath>

namespace breakeven {

namespace {

/// This file's messages, in the readers' context "PresetReader" (as presetio.cpp's and jsonfields.h's).
struct Text {
    Q_DECLARE_TR_FUNCTIONS(PresetReader)
};

const QString formatName = QStringLiteral("breakeven-comparison");
const QString defaultPreset = QStringLiteral("default");

} // namespace

bool isComparisonJson(const QJsonObject &root) { return root.value(L("format")).toString() == formatName; }

ComparisonFileResult comparisonFromJson(const QJsonObject &root)
{
    JsonFieldReader r;
    ComparisonFile file;
    const std::optional<QString> stated = r.string(root, {}, L("format"), Presence::Required);
    if (stated && *stated != formatName)
        r.error(L("format"),
            //: %1 the file's format, %2 the format expected ("breakeven-comparison").
            Text::tr("\"%1\" is not a Breakeven comparison (expected \"%2\")").arg(*stated, formatName));
    const QJsonValue version = root.value(L("version"));
    if (version.isUndefined())
        r.missing(L("version"));
    else if (!version.isDouble() || version.toDouble() != std::floor(version.toDouble()) || version.toDouble() < 1)
        r.error(L("version"), Text::tr("expected a whole number, 1 or more"));
    else if (version.toDouble() > comparisonFormatVersion)
        r.error(L("version"),
            //: %1 and %2 are comparison file versions.
            Text::tr("this comparison uses format version %1, newer than this Breakeven reads (up to version %2)")
                .arg(version.toDouble())
                .arg(comparisonFormatVersion));
    if (const std::optional<QString> name = r.string(root, {}, L("name"), Presence::Optional))
        file.name = *name;
    if (!root.contains(L("presets"))) {
        r.missing(L("presets"));
    } else {
        const QJsonArray presets = r.list(root, L("presets"), L("presets"), maxComparedScenarios);
        if (root.value(L("presets")).isArray() && root.value(L("presets")).toArray().size() < minComparedScenarios)
            r.error(L("presets"),
                //: %1 the number of presets listed; %2 and %3 the fewest and most a comparison takes.
                Text::tr("%1 presets listed: a comparison names %2 to %3")
                    .arg(presets.size())
                    .arg(minComparedScenarios)
                    .arg(maxComparedScenarios));
        for (qsizetype i = 0; i < presets.size(); ++i) {
            const QString path = L("presets[%1]").arg(i);
            const QJsonValue v = presets.at(i);
            if (!v.isString()) {
                r.error(path, Text::tr("expected a string, got %1").arg(jsonTypeName(v)));
                continue;
            }
            const QString entry = v.toString();
            if (entry.trimmed().isEmpty())
                r.error(path, Text::tr("expected the path of a preset file, got an empty string"));
            else if (entry.size() > maxComparedPathLength)
                r.error(path,
                    Text::tr("%1 characters are not allowed: it must be at most %2 characters")
                        .arg(entry.size())
                        .arg(maxComparedPathLength));
            else
                file.presets << entry;
        }
    }
    for (auto it = root.begin(); it != root.end(); ++it) {
        const QString &key = it.key();
        if (key != QLatin1String("format") && key != QLatin1String("version") && key != QLatin1String("name")
            && key != QLatin1String("presets"))
            r.error(format::quoted(key),
                //: A key a comparison file does not have; the keys it has are named as they are.
                Text::tr("unknown field: a comparison file has format, version, name and presets"));
    }
    if (!r.errors.empty())
        return { std::nullopt, r.errors };
    return { file, {} };
}

ComparisonFileResult parseComparison(const QByteArray &bytes)
{
    PresetError error;
    const std::optional<QJsonObject> root = parseStrictJsonObject(bytes, Text::tr("a comparison"), &error);
    if (!root)
        return { std::nullopt, { error } };
    return comparisonFromJson(*root);
}

ComparisonFileResult readComparisonFile(const QString &path)
{
    QString error;
    const std::optional<QByteArray> bytes = readBoundedFile(path, Text::tr("a comparison"), &error);
    if (!bytes)
        return { std::nullopt, { { {}, error } } };
    return parseComparison(*bytes);
}

QJsonObject comparisonToJson(const ComparisonFile &file)
{
    QJsonObject root { { L("format"), formatName }, { L("version"), comparisonFormatVersion } };
    if (!file.name.isEmpty())
        root.insert(L("name"), file.name);
    root.insert(L("presets"), QJsonArray::fromStringList(file.presets));
    return root;
}

QByteArray serializeComparison(const ComparisonFile &file)
{
    return QJsonDocument(comparisonToJson(file)).toJson(QJsonDocument::Indented);
}

bool writeComparisonFile(const ComparisonFile &file, const QString &path, QString *error)
{
    return writeFileAtomically(path, serializeComparison(file), error);
}

QString resolvedPresetPath(const QString &comparisonPath, const QString &entry)
{
    if (entry == defaultPreset || QDir::isAbsolutePath(entry))
        return entry;
    return QDir::cleanPath(QFileInfo(comparisonPath).absoluteDir().filePath(entry));
}

QString presetEntryFor(const QString &comparisonPath, const QString &presetPath)
{
    if (presetPath == defaultPreset)
        return presetPath;
    return QFileInfo(comparisonPath).absoluteDir().relativeFilePath(QFileInfo(presetPath).absoluteFilePath());
}

} // namespace breakeven
