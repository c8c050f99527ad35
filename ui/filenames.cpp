#include "filenames.h"

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

} // namespace breakeven
