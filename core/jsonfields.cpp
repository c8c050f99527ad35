#include "jsonfields.h"

#include <algorithm>

namespace breakeven {

namespace {

QString L(const char *s) { return QString::fromLatin1(s); }

} // namespace

QString jsonTypeName(const QJsonValue &v)
{
    switch (v.type()) {
    case QJsonValue::Null:
        return L("null");
    case QJsonValue::Bool:
        return L("a boolean");
    case QJsonValue::Double:
        return L("a number");
    case QJsonValue::String:
        return L("a string");
    case QJsonValue::Array:
        return L("a list");
    case QJsonValue::Object:
        return L("an object");
    case QJsonValue::Undefined:
        break;
    }
    return L("nothing");
}

bool isCurrencyCode(const QString &code)
{
    return code.size() == 3 && std::all_of(code.begin(), code.end(), [](QChar c) {
        return c >= QLatin1Char('A') && c <= QLatin1Char('Z');
    });
}

} // namespace breakeven
