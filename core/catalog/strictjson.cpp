#include "strictjson.h"

#include <QCoreApplication>

#include <array>
#include <cctype>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <unordered_set>

#include <vector>

namespace breakeven {

namespace {

/// This file's messages: Text::tr() translates in the context "StrictJson". The window installs a
/// translator and shows them in its language; the command line installs none, so they stay English.
struct Text {
    Q_DECLARE_TR_FUNCTIONS(StrictJson)
};

QString hex4(uint v) { return QStringLiteral("%1").arg(v, 4, 16, QLatin1Char('0')).toUpper(); }

/// One step of a path: a key, or an index into a list.
struct Step {
    QString key;
    qsizetype index = -1; ///< >= 0: a list index
};

/// A recursive-descent check of one JSON text. Stops at the first problem.
class Checker {
public:
    Checker(const QByteArray &bytes, int maxDepth, bool exactIntegers, const JsonKeyFilter *filter = nullptr)
        : m_data(bytes.constData())
        , m_size(bytes.size())
        , m_maxDepth(maxDepth)
        , m_exactIntegers(exactIntegers)
        , m_filter(filter)
    {
    }

    /// The byte ranges [begin, end) of the outermost values the filter does not use, in order.
    [[nodiscard]] const std::vector<std::pair<qsizetype, qsizetype>> &unusedRanges() const { return m_unused; }

    std::optional<JsonProblem> run()
    {
        if (m_size >= 2
            && ((uchar(m_data[0]) == 0xFF && uchar(m_data[1]) == 0xFE)
                || (uchar(m_data[0]) == 0xFE && uchar(m_data[1]) == 0xFF)))
            return failFile(Text::tr("the file is UTF-16 text; save it as UTF-8"));
        // UTF-16 or UTF-32 without a byte order mark: JSON starts with an ASCII character, so a
        // NUL among the first bytes means a wider encoding.
        const auto jsonStart
            = [](char c) { return c == '{' || c == '[' || c == ' ' || c == '\n' || c == '\r' || c == '\t'; };
        if (m_size >= 2
            && ((m_data[0] == 0 && m_data[1] != 0 && jsonStart(m_data[1]))
                || (m_data[1] == 0 && m_data[0] != 0 && jsonStart(m_data[0]))
                || (m_size >= 4 && m_data[0] == 0 && m_data[1] == 0 && m_data[2] == 0 && jsonStart(m_data[3]))))
            return failFile(Text::tr("the file is UTF-16 or UTF-32 text; save it as UTF-8"));
        if (m_size >= 3 && uchar(m_data[0]) == 0xEF && uchar(m_data[1]) == 0xBB && uchar(m_data[2]) == 0xBF)
            m_pos = 3;
        skipSpace();
        if (m_pos == m_size)
            return failFile(Text::tr("the file is empty or only white space (a preset is a JSON object)"));
        value(0);
        if (!m_problem) {
            skipSpace();
            if (m_pos != m_size) {
                fail(m_pos, Text::tr("unexpected text after the end of the JSON value"));
                m_problem->afterValue = true;
            }
        }
        return m_problem;
    }

private:
    const char *m_data;
    qsizetype m_size;
    qsizetype m_pos = 0;
    int m_maxDepth;
    bool m_exactIntegers;
    const JsonKeyFilter *m_filter;
    /// The filter's state of the value being checked (JsonKeyFilter::root(), a node, everything or unused).
    int m_state = JsonKeyFilter::root();
    std::vector<std::pair<qsizetype, qsizetype>> m_unused;
    std::vector<Step> m_path;
    std::optional<JsonProblem> m_problem;

    std::optional<JsonProblem> fail(qsizetype at, const QString &message)
    {
        if (m_problem)
            return m_problem;
        JsonProblem p;
        p.offset = at;
        qsizetype lineStart = 0;
        for (qsizetype i = 0; i < at && i < m_size; ++i) {
            if (m_data[i] == '\n') {
                ++p.line;
                lineStart = i + 1;
            }
        }
        p.column = static_cast<int>(at - lineStart + 1);
        for (const Step &s : m_path) {
            if (s.index >= 0)
                p.path += QStringLiteral("[%1]").arg(s.index);
            else
                p.path += (p.path.isEmpty() ? QString() : QStringLiteral(".")) + s.key;
        }
        p.message = message;
        m_problem = p;
        return m_problem;
    }

    std::optional<JsonProblem> failFile(const QString &message)
    {
        fail(0, message);
        m_problem->wholeFile = true;
        return m_problem;
    }

    [[nodiscard]] bool failed() const { return m_problem.has_value(); }

    void skipSpace()
    {
        while (m_pos < m_size) {
            const char c = m_data[m_pos];
            if (c != ' ' && c != '\t' && c != '\n' && c != '\r')
                break;
            ++m_pos;
        }
    }

    [[nodiscard]] int peek() const { return m_pos < m_size ? uchar(m_data[m_pos]) : -1; }

    void value(int depth)
    {
        skipSpace();
        const int c = peek();
        if (c == '{' || c == '[') {
            if (depth >= m_maxDepth) {
                fail(m_pos, Text::tr("nested deeper than %1 levels").arg(m_maxDepth));
                return;
            }
            if (c == '{')
                object(depth + 1);
            else
                array(depth + 1);
        } else if (c == '"') {
            string(nullptr);
        } else if (c == '-' || (c >= '0' && c <= '9') || c == '.') {
            number();
        } else if (c >= 'a' && c <= 'z') {
            literal();
        } else if (c < 0) {
            fail(m_pos, Text::tr("the text ends where a value was expected"));
        } else {
            fail(m_pos, Text::tr("expected a value (an object, list, string, number, true, false or null)"));
        }
    }

    /// The value at m_pos in filter state \a state: an unused one (not inside another) is recorded.
    void filteredValue(int depth, int state)
    {
        if (!m_filter) {
            value(depth);
            return;
        }
        const int outer = m_state;
        m_state = state;
        skipSpace();
        const qsizetype begin = m_pos;
        value(depth);
        if (state == JsonKeyFilter::unused && outer != JsonKeyFilter::unused && !failed())
            m_unused.emplace_back(begin, m_pos);
        m_state = outer;
    }

    [[nodiscard]] int childState(QStringView key) const
    {
        if (!m_filter || m_state == JsonKeyFilter::unused)
            return JsonKeyFilter::unused;
        return m_filter->child(m_state, key);
    }

    void literal()
    {
        const qsizetype start = m_pos;
        while (m_pos < m_size && m_data[m_pos] >= 'a' && m_data[m_pos] <= 'z')
            ++m_pos;
        const QByteArray word(m_data + start, m_pos - start);
        if (word != "true" && word != "false" && word != "null")
            fail(start,
                Text::tr("\"%1\" is not a JSON value (true, false and null are)").arg(QString::fromLatin1(word)));
    }

    void number()
    {
        const qsizetype start = m_pos;
        const auto digits = [&] {
            const qsizetype from = m_pos;
            while (m_pos < m_size && m_data[m_pos] >= '0' && m_data[m_pos] <= '9')
                ++m_pos;
            return m_pos - from;
        };
        // \a message: a whole sentence, %1 the text that is not a number.
        const auto bad = [&](const QString &message) {
            qsizetype end = m_pos;
            while (end < m_size && end - start < 40
                && (std::isalnum(uchar(m_data[end])) || m_data[end] == '.' || m_data[end] == '-' || m_data[end] == '+'))
                ++end;
            fail(start, message.arg(QString::fromLatin1(QByteArray(m_data + start, end - start))));
        };
        if (peek() == '-')
            ++m_pos;
        if (peek() == '0') {
            ++m_pos;
            if (peek() >= '0' && peek() <= '9')
                return bad(Text::tr("%1 is not a JSON number: no leading zeros"));
        } else if (digits() == 0) {
            return bad(Text::tr("%1 is not a JSON number: a digit must come before the point"));
        }
        if (peek() == '.') {
            ++m_pos;
            if (digits() == 0)
                return bad(Text::tr("%1 is not a JSON number: a digit must follow the point"));
        }
        if (peek() == 'e' || peek() == 'E') {
            ++m_pos;
            if (peek() == '+' || peek() == '-')
                ++m_pos;
            if (digits() == 0)
                return bad(Text::tr("%1 is not a JSON number: the exponent needs digits"));
        }
        const int c = peek();
        if (std::isalnum(c) || c == '.')
            return bad(Text::tr("%1 is not a JSON number: unexpected character"));
        if (m_exactIntegers)
            exactInteger(start);
    }

    /// A whole number written without point or exponent that a double cannot hold exactly (above
    /// 2^53, such as 9007199254740993) would be saved changed: refused, naming the number.
    void exactInteger(qsizetype start)
    {
        const std::string literal(m_data + start, m_data + m_pos);
        if (literal.find_first_of(".eE") != std::string::npos)
            return;
        const std::string digits = literal.front() == '-' ? literal.substr(1) : literal;
        if (digits.size() <= 15) // every whole number of 15 digits is exact
            return;
        const double v = std::strtod(literal.c_str(), nullptr);
        std::array<char, 400> exact {};
        std::snprintf(exact.data(), exact.size(), "%.0f", std::fabs(v));
        if (digits != exact.data() && !m_problem) {
            fail(start,
                Text::tr("%1 cannot be kept exactly: whole numbers above 2^53 (9007199254740992) lose digits when "
                         "read; write it as a string (\"%1\") or with fewer digits")
                    .arg(QString::fromLatin1(literal.c_str())));
            m_problem->validJson = true;
        }
    }

    /// Checks one string; when \a decoded is given, stores its text (for keys).
    void string(QString *decoded)
    {
        const qsizetype start = m_pos;
        ++m_pos; // the opening quote
        qsizetype plainFrom = m_pos;
        const auto flushPlain = [&](qsizetype to) {
            if (decoded && to > plainFrom)
                decoded->append(QString::fromUtf8(m_data + plainFrom, to - plainFrom));
        };
        while (true) {
            if (m_pos >= m_size) {
                fail(start, Text::tr("a string is not closed (missing \")"));
                return;
            }
            const uchar c = uchar(m_data[m_pos]);
            if (c == '"') {
                flushPlain(m_pos);
                ++m_pos;
                return;
            }
            if (c < 0x20) {
                fail(m_pos,
                    Text::tr("a raw control character (U+%1) inside a string; write it as \\u%1 or remove it")
                        .arg(hex4(c)));
                return;
            }
            if (c == '\\') {
                flushPlain(m_pos);
                if (!escape(decoded))
                    return;
                plainFrom = m_pos;
                continue;
            }
            if (c < 0x80) {
                ++m_pos;
                continue;
            }
            if (!utf8Sequence())
                return;
        }
    }

    /// One backslash escape at m_pos.
    bool escape(QString *decoded)
    {
        const qsizetype at = m_pos;
        if (m_pos + 1 >= m_size) {
            fail(at, Text::tr("a string is not closed (missing \")"));
            return false;
        }
        const char e = m_data[m_pos + 1];
        const char *simple = "\"\\/bfnrt";
        const char *meaning = "\"\\/\b\f\n\r\t";
        for (int i = 0; simple[i]; ++i) {
            if (e == simple[i]) {
                if (decoded)
                    decoded->append(QLatin1Char(meaning[i]));
                m_pos += 2;
                return true;
            }
        }
        if (e != 'u') {
            fail(at, Text::tr("\\%1 is not a JSON escape").arg(QString::fromLatin1(&e, 1)));
            return false;
        }
        const std::optional<uint> unit = hexUnit(m_pos + 2);
        if (!unit) {
            fail(at, Text::tr("\\u must be followed by four hexadecimal digits"));
            return false;
        }
        m_pos += 6;
        if (*unit >= 0xDC00 && *unit <= 0xDFFF) {
            fail(at, Text::tr("\\u%1 is half of a character (a low surrogate without its high half)").arg(hex4(*unit)));
            return false;
        }
        if (*unit >= 0xD800 && *unit <= 0xDBFF) {
            const std::optional<uint> low = m_pos + 1 < m_size && m_data[m_pos] == '\\' && m_data[m_pos + 1] == 'u'
                ? hexUnit(m_pos + 2)
                : std::nullopt;
            if (!low || *low < 0xDC00 || *low > 0xDFFF) {
                fail(at,
                    Text::tr("\\u%1 is half of a character (a high surrogate without its low half)").arg(hex4(*unit)));
                return false;
            }
            m_pos += 6;
            if (decoded) {
                decoded->append(QChar(char16_t(*unit)));
                decoded->append(QChar(char16_t(*low)));
            }
            return true;
        }
        if (decoded)
            decoded->append(QChar(char16_t(*unit)));
        return true;
    }

    [[nodiscard]] std::optional<uint> hexUnit(qsizetype at) const
    {
        if (at + 4 > m_size)
            return std::nullopt;
        uint v = 0;
        for (qsizetype i = at; i < at + 4; ++i) {
            const char h = m_data[i];
            v <<= 4;
            if (h >= '0' && h <= '9')
                v |= uint(h - '0');
            else if (h >= 'a' && h <= 'f')
                v |= uint(h - 'a' + 10);
            else if (h >= 'A' && h <= 'F')
                v |= uint(h - 'A' + 10);
            else
                return std::nullopt;
        }
        return v;
    }

    /// One multi-byte UTF-8 character at m_pos (well-formed, no surrogates, no raw U+FEFF).
    bool utf8Sequence()
    {
        const qsizetype at = m_pos;
        const uchar c = uchar(m_data[at]);
        int length = 0;
        uint cp = 0;
        if (c >= 0xC2 && c <= 0xDF) {
            length = 2;
            cp = c & 0x1F;
        } else if (c >= 0xE0 && c <= 0xEF) {
            length = 3;
            cp = c & 0x0F;
        } else if (c >= 0xF0 && c <= 0xF4) {
            length = 4;
            cp = c & 0x07;
        } else {
            fail(at,
                Text::tr("the text is not valid UTF-8 (byte 0x%1); save the file as UTF-8")
                    .arg(c, 2, 16, QLatin1Char('0')));
            return false;
        }
        if (at + length > m_size) {
            fail(at, Text::tr("the text is not valid UTF-8 (a character is cut off); save the file as UTF-8"));
            return false;
        }
        for (int i = 1; i < length; ++i) {
            const uchar b = uchar(m_data[at + i]);
            if ((b & 0xC0) != 0x80) {
                fail(at,
                    Text::tr("the text is not valid UTF-8 (byte 0x%1); save the file as UTF-8")
                        .arg(c, 2, 16, QLatin1Char('0')));
                return false;
            }
            cp = (cp << 6) | (b & 0x3F);
        }
        const uint minimum = length == 2 ? 0x80 : length == 3 ? 0x800 : 0x10000;
        if (cp < minimum || cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF)) {
            fail(at, Text::tr("the text is not valid UTF-8 (an invalid character); save the file as UTF-8"));
            return false;
        }
        if (cp == 0xFEFF) {
            fail(at, Text::tr("a raw U+FEFF (byte order mark) inside a string; write it as \\uFEFF or remove it"));
            return false;
        }
        m_pos += length;
        return true;
    }

    void object(int depth)
    {
        ++m_pos; // {
        // The keys' UTF-8 bytes in a standard set: one object of 11 M keys took 80 s in a QSet<QString>.
        std::unordered_set<std::string> keys;
        skipSpace();
        if (peek() == '}') {
            ++m_pos;
            return;
        }
        while (!failed()) {
            skipSpace();
            if (peek() != '"') {
                fail(m_pos,
                    peek() == '}' ? Text::tr("a comma before } (trailing commas are not JSON)")
                                  : Text::tr("expected a key in double quotes"));
                return;
            }
            const qsizetype keyAt = m_pos;
            QString key;
            string(&key);
            if (failed())
                return;
            m_path.push_back({ key });
            // Keys of a value no reader uses are never read: no set of them (#34).
            const bool unusedObject = m_filter && m_state == JsonKeyFilter::unused;
            if (!unusedObject && !keys.insert(key.toStdString()).second) {
                fail(keyAt, Text::tr("duplicate key \"%1\" (each key may appear once in an object)").arg(key));
                return;
            }
            skipSpace();
            if (peek() != ':') {
                fail(m_pos, Text::tr("expected : after the key \"%1\"").arg(key));
                return;
            }
            ++m_pos;
            filteredValue(depth, childState(key));
            if (failed())
                return;
            m_path.pop_back();
            skipSpace();
            if (peek() == ',') {
                ++m_pos;
                continue;
            }
            if (peek() == '}') {
                ++m_pos;
                return;
            }
            fail(m_pos,
                peek() < 0 ? Text::tr("the text ends inside an object (missing })") : Text::tr("expected , or }"));
        }
    }

    void array(int depth)
    {
        ++m_pos; // [
        skipSpace();
        if (peek() == ']') {
            ++m_pos;
            return;
        }
        m_path.push_back({ {}, 0 });
        const int element = childState(u"*");
        while (!failed()) {
            filteredValue(depth, element);
            if (failed())
                return;
            skipSpace();
            if (peek() == ',') {
                ++m_pos;
                ++m_path.back().index;
                skipSpace();
                if (peek() == ']')
                    fail(m_pos, Text::tr("a comma before ] (trailing commas are not JSON)"));
                continue;
            }
            if (peek() == ']') {
                ++m_pos;
                m_path.pop_back();
                return;
            }
            fail(m_pos, peek() < 0 ? Text::tr("the text ends inside a list (missing ])") : Text::tr("expected , or ]"));
        }
    }
};

} // namespace

QJsonValue jsonValueAt(const QJsonObject &root, const QString &path)
{
    QJsonValue v = root;
    for (const QString &key : path.split(QLatin1Char('.'))) {
        if (!v.isObject())
            return QJsonValue(QJsonValue::Undefined);
        v = v.toObject().value(key);
    }
    return v;
}

QString jsonTypeName(const QJsonValue &v)
{
    // The kind of a JSON value, completing sentences such as "expected a number (0..1), got %1".
    switch (v.type()) {
    case QJsonValue::Null:
        return QStringLiteral("null"); // the JSON word itself
    case QJsonValue::Bool:
        //: A JSON value true or false; completes "expected ..., got %1".
        return Text::tr("a boolean");
    case QJsonValue::Double:
        //: Completes "expected ..., got %1".
        return Text::tr("a number");
    case QJsonValue::String:
        //: A JSON string (text in double quotes); completes "expected ..., got %1".
        return Text::tr("a string");
    case QJsonValue::Array:
        //: A JSON array; completes "expected ..., got %1".
        return Text::tr("a list");
    case QJsonValue::Object:
        //: A JSON object {...}; completes "expected ..., got %1".
        return Text::tr("an object");
    case QJsonValue::Undefined:
        break;
    }
    //: The key is absent; completes "expected ..., got %1".
    return Text::tr("nothing");
}

std::optional<JsonProblem> checkStrictJson(const QByteArray &bytes, int maxDepth, bool exactIntegers)
{
    return Checker(bytes, maxDepth, exactIntegers).run();
}

JsonKeyFilter::JsonKeyFilter(std::initializer_list<const char *> paths)
    : m_nodes(1)
{
    for (const char *path : paths) {
        int node = root();
        for (const QString &key : QString::fromLatin1(path).split(QLatin1Char('.'))) {
            int next = -1;
            for (const auto &[name, id] : m_nodes[static_cast<std::size_t>(node)].children) {
                if (name == key)
                    next = id;
            }
            if (next < 0) {
                next = static_cast<int>(m_nodes.size());
                m_nodes[static_cast<std::size_t>(node)].children.emplace_back(key, next);
                m_nodes.emplace_back();
            }
            node = next;
        }
        m_nodes[static_cast<std::size_t>(node)].leaf = true;
    }
}

int JsonKeyFilter::child(int node, QStringView key) const
{
    if (node == everything || node == unused)
        return node;
    for (const auto &[name, id] : m_nodes[static_cast<std::size_t>(node)].children) {
        if (name == key)
            return m_nodes[static_cast<std::size_t>(id)].leaf ? everything : id;
    }
    return unused;
}

std::optional<JsonProblem> checkStrictJson(
    const QByteArray &bytes, int maxDepth, const JsonKeyFilter &filter, QByteArray *pruned)
{
    Checker checker(bytes, maxDepth, false, &filter);
    std::optional<JsonProblem> problem = checker.run();
    if (problem || !pruned)
        return problem;
    const auto &unused = checker.unusedRanges();
    if (unused.empty()) {
        *pruned = bytes;
        return std::nullopt;
    }
    qsizetype kept = bytes.size();
    for (const auto &[begin, end] : unused)
        kept -= end - begin - 4;
    QByteArray out;
    out.reserve(kept);
    qsizetype from = 0;
    for (const auto &[begin, end] : unused) {
        out.append(bytes.constData() + from, begin - from);
        out.append("null", 4);
        from = end;
    }
    out.append(bytes.constData() + from, bytes.size() - from);
    *pruned = std::move(out);
    return std::nullopt;
}

} // namespace breakeven
