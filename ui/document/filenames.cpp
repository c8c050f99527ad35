#include "filenames.h"

#include <QFileInfo>

namespace breakeven {

QString fileSlug(const QString &name, const QString &fallback)
{
    QString slug;
    for (const QChar c : name.toLower()) {
        if (c.isLetterOrNumber() && !c.isSurrogate())
            slug += c;
        else if (!slug.isEmpty() && !slug.endsWith(QLatin1Char('-')))
            slug += QLatin1Char('-');
    }
    slug.truncate(60);
    while (slug.endsWith(QLatin1Char('-')))
        slug.chop(1);
    return slug.isEmpty() ? fallback : slug;
}

QString suggestedFileName(const QString &name, const QString &suffix, const QString &fallback)
{
    return fileSlug(name, fallback) + QLatin1Char('.') + suffix;
}

QString suggestedPresetFileName(const QString &name)
{
    return suggestedFileName(name, QString::fromLatin1(presetSuffix), QStringLiteral("preset"));
}

QString withPresetSuffix(const QString &path)
{
    const QString suffix = QFileInfo(path).suffix();
    if (suffix.isEmpty())
        return path + QLatin1Char('.') + QString::fromLatin1(presetSuffix);
    if (suffix.compare(QLatin1String("breakeven"), Qt::CaseInsensitive) == 0)
        return path + QStringLiteral(".json");
    return path;
}

} // namespace breakeven
