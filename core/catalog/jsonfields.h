#pragma once

/// \file jsonfields.h
/// Reading the fields of a strict JSON file (a preset, a GPU catalog) with field-named errors: each
/// problem is collected with the path of its field and the values it may hold, in the preset
/// reader's words ("expected a number (0..1), got a string", "required field is missing").
///
/// The messages are translated in the context "PresetReader": the window, which installs a
/// translator, shows them in its language; the command line installs none and stays English. Paths,
/// keys and numbers are arguments, never translated: numbers are written as in JSON, the notation
/// the file needs.

#include "latin1.h"
#include "parameters.h"
#include "preseterror.h"
#include "strictjson.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonObject>
#include <QJsonValue>
#include <QString>

#include <optional>
#include <vector>

namespace breakeven {

// isCurrencyCode() lives in scenario.h.

/// The readers' messages (this header, presetio.cpp, gpucatalog.cpp, parameters.cpp): one context.
struct ReaderText {
    Q_DECLARE_TR_FUNCTIONS(PresetReader)
};

enum class Presence { Required, Optional };

/// Collects errors while fields are read; the readers of the formats derive from it.
class JsonFieldReader {
public:
    std::vector<PresetError> errors;

    void error(const QString &path, const QString &message) { errors.push_back({ path, message }); }

    /// Says that the field at \a path is missing when \a presence requires it (the one wording).
    void missing(const QString &path, Presence presence = Presence::Required)
    {
        if (presence == Presence::Required)
            error(path, ReaderText::tr("required field is missing"));
    }

    static QString join(const QString &parent, const QString &key)
    {
        return parent.isEmpty() ? key : parent + QLatin1Char('.') + key;
    }

    /// The object at \a key, or an empty one; errors if present and not an object.
    QJsonObject object(const QJsonObject &o, const QString &parent, const QString &key, Presence presence)
    {
        const QString path = join(parent, key);
        const QJsonValue v = o.value(key);
        if (v.isUndefined()) {
            missing(path, presence);
            return {};
        }
        if (!v.isObject()) {
            //: %1 is the kind of value found, "a list".
            error(path, ReaderText::tr("expected an object, got %1").arg(jsonTypeName(v)));
            return {};
        }
        return v.toObject();
    }

    /// A number of \a domain at \a key. Returns nullopt when missing or invalid.
    std::optional<double> number(
        const QJsonObject &o, const QString &parent, const QString &key, const Domain &domain, Presence presence)
    {
        const QString path = join(parent, key);
        const QJsonValue v = o.value(key);
        if (v.isUndefined()) {
            missing(path, presence);
            return std::nullopt;
        }
        return checkNumber(v, path, domain);
    }

    /// \a v as a number of \a domain (the registry's, so every message names the same bounds).
    std::optional<double> checkNumber(const QJsonValue &v, const QString &path, const Domain &domain)
    {
        if (!v.isDouble()) {
            //: %1 is the allowed range, "0..1"; %2 the kind of value found, "a string".
            error(path, ReaderText::tr("expected a number (%1), got %2").arg(domain.describe(), jsonTypeName(v)));
            return std::nullopt;
        }
        const double d = v.toDouble();
        if (const std::optional<QString> problem = domain.problem(d)) {
            error(path, *problem);
            return std::nullopt;
        }
        return d;
    }

    std::optional<QString> string(const QJsonObject &o, const QString &parent, const QString &key, Presence presence,
        int maxLength = maxNameLength)
    {
        const QString path = join(parent, key);
        const QJsonValue v = o.value(key);
        if (v.isUndefined()) {
            missing(path, presence);
            return std::nullopt;
        }
        if (!v.isString()) {
            error(path, ReaderText::tr("expected a string, got %1").arg(jsonTypeName(v)));
            return std::nullopt;
        }
        const QString text = v.toString();
        if (text.size() > maxLength) {
            error(path,
                ReaderText::tr("%1 characters are not allowed: it must be at most %2 characters")
                    .arg(text.size())
                    .arg(maxLength));
            return std::nullopt;
        }
        return text;
    }

    /// A list at \a key of at most \a maxCount entries; empty (with an error) otherwise.
    QJsonArray list(const QJsonObject &o, const QString &path, const QString &key, int maxCount)
    {
        const QJsonValue v = o.value(key);
        if (!v.isArray()) {
            error(path, ReaderText::tr("expected a list, got %1").arg(jsonTypeName(v)));
            return {};
        }
        const QJsonArray a = v.toArray();
        if (a.size() > maxCount) {
            error(path,
                ReaderText::tr("%1 entries are not allowed: it must have at most %2").arg(a.size()).arg(maxCount));
            return {};
        }
        return a;
    }

    std::optional<bool> boolean(const QJsonObject &o, const QString &parent, const QString &key)
    {
        const QString path = join(parent, key);
        const QJsonValue v = o.value(key);
        if (v.isUndefined())
            return std::nullopt;
        if (!v.isBool()) {
            error(path, ReaderText::tr("expected true or false, got %1").arg(jsonTypeName(v)));
            return std::nullopt;
        }
        return v.toBool();
    }
};

} // namespace breakeven
