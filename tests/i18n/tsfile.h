#pragma once

// A Qt Linguist .ts file as the translation tests read it.

#include <QString>
#include <QStringList>

#include <vector>

namespace breakeven::test {

struct TsMessage {
    QString context;
    QString source;
    QString comment;          ///< the disambiguation, if any
    QString type;             ///< the translation's type attribute: "", "unfinished", "vanished", "obsolete"
    QStringList translations; ///< one, or one per numerus form
    bool numerus = false;

    /// The key lupdate matches a message by.
    [[nodiscard]] QString key() const { return context + QChar(0x1f) + source + QChar(0x1f) + comment; }
};

struct TsFile {
    QString language;
    std::vector<TsMessage> messages;
    QString error; ///< empty when the file was read
};

[[nodiscard]] TsFile readTs(const QString &path);

/// The committed translation files (resources/translations/breakeven_*.ts).
[[nodiscard]] QStringList committedTsFiles();

/// \a text without its mnemonic marks: "&File" -> "File", "&&" -> "&".
[[nodiscard]] QString withoutMnemonic(QString text);

} // namespace breakeven::test
