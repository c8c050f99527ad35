#pragma once

/// \file strictjson.h
/// A strict JSON (RFC 8259) check that runs before Qt's reader, which accepts more than JSON
/// allows: duplicate keys (the last one silently wins), raw control characters and NUL inside
/// strings, numbers such as `.5` and `1.`, and a raw U+FEFF inside a string (which it drops, so
/// `"\ufeffoutput"` read back becomes `"output"`). The check also bounds the nesting depth and
/// recognises files that are not UTF-8 (UTF-16, UTF-32) so that the message can say so.

#include <QByteArray>
#include <QJsonObject>
#include <QJsonValue>
#include <QString>

#include <initializer_list>
#include <optional>
#include <utility>
#include <vector>

namespace breakeven {

/// The deepest nesting of objects and lists a preset may have (the format needs 4).
inline constexpr int maxJsonDepth = 32;

/// Where strict JSON is broken, and how.
struct JsonProblem {
    qsizetype offset = 0;    ///< byte offset of the problem
    int line = 1;            ///< 1-based
    int column = 1;          ///< 1-based, in bytes
    QString path;            ///< the value's path in the document, `offers[0].input`; empty at the top
    QString message;         ///< what is wrong, e.g. `duplicate key "input"`
    bool wholeFile = false;  ///< the file as a whole: empty, or not UTF-8 (no line and column to give)
    bool afterValue = false; ///< text follows one whole JSON value (several values: JSON Lines)
    bool validJson = false;  ///< the text is JSON, but a number in it cannot be kept exactly (exactIntegers)
};

/// Nullopt when \a bytes are one strict JSON value in UTF-8 (a leading UTF-8 byte order mark is
/// allowed) nested at most \a maxDepth deep; otherwise the first problem found. With
/// \a exactIntegers (presets and catalogs, which are saved again), a whole number a double cannot
/// hold exactly (above 2^53) is a problem too: it would be saved changed.
/// "a number", "a string", "null", ...: what \a value is, for messages ("expected ..., got a string"),
/// in the installed translation (English without one).
[[nodiscard]] QString jsonTypeName(const QJsonValue &value);

/// The value at the dotted \a path ("hardware.count") under \a root; undefined when a level is
/// missing or not an object (the reader that checks that level reports it).
[[nodiscard]] QJsonValue jsonValueAt(const QJsonObject &root, const QString &path);

[[nodiscard]] std::optional<JsonProblem> checkStrictJson(
    const QByteArray &bytes, int maxDepth = maxJsonDepth, bool exactIntegers = false);

/// The keys a reader reads, as dotted paths from the top-level value, `*` standing for any list
/// index: `benchmarks.*.config.strategy.type_`. A value is *used* when its path is one of them, a
/// prefix of one, or lies under one (a listed path's whole value is used).
class JsonKeyFilter {
public:
    JsonKeyFilter(std::initializer_list<const char *> paths);

    static constexpr int everything = -2; ///< under a listed path: all used
    static constexpr int unused = -1;     ///< on no listed path
    [[nodiscard]] static constexpr int root() { return 0; }
    /// The state of the value under \a key (or `*` for a list element) of a value in state \a node.
    [[nodiscard]] int child(int node, QStringView key) const;

private:
    struct Node {
        std::vector<std::pair<QString, int>> children;
        bool leaf = false;
    };
    std::vector<Node> m_nodes;
};

/// checkStrictJson(), and, when the text is strict JSON, \a pruned receives it with every value
/// \a filter does not use replaced by `null` (its key stays), so that Qt's reader builds only what a
/// reader reads: memory proportional to the used part, not to the file. Unused values are checked
/// like the rest (UTF-8, syntax, depth) except for duplicate keys in their objects: those keys are
/// never read, and a set of millions of them cost a gigabyte.
[[nodiscard]] std::optional<JsonProblem> checkStrictJson(
    const QByteArray &bytes, int maxDepth, const JsonKeyFilter &filter, QByteArray *pruned);

} // namespace breakeven
