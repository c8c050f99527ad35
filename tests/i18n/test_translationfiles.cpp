// The .ts files: every entry translated (no unfinished, vanished or obsolete one), placeholders and
// mnemonics kept, and current: lupdate over the sources finds exactly their messages, each in a
// context the code declares, with no warning.
#include "tsfile.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QSet>
#include <QTemporaryDir>

#include <gtest/gtest.h>

using namespace breakeven::test;

namespace {

QSet<QString> placeholders(const QString &text)
{
    static const QRegularExpression re(QStringLiteral("%(\\d+|n)"));
    QSet<QString> found;
    for (auto it = re.globalMatch(text); it.hasNext();)
        found.insert(it.next().captured(0));
    return found;
}

bool hasMnemonic(const QString &text)
{
    static const QRegularExpression re(QStringLiteral("(^|[^&])&[^&\\s]"));
    return re.match(text).hasMatch();
}

QString join(const QSet<QString> &set)
{
    QStringList list(set.begin(), set.end());
    list.sort();
    return list.join(QLatin1String(", "));
}

TEST(TranslationFiles, BrazilianAndEuropeanPortugueseAreCommitted)
{
    const QStringList files = committedTsFiles();
    ASSERT_EQ(files.size(), 2) << files.join(QLatin1Char(' ')).toStdString();
    EXPECT_TRUE(files.at(0).endsWith(QLatin1String("breakeven_pt_BR.ts")));
    EXPECT_TRUE(files.at(1).endsWith(QLatin1String("breakeven_pt_PT.ts")));
    EXPECT_EQ(readTs(files.at(0)).language, QStringLiteral("pt_BR"));
    EXPECT_EQ(readTs(files.at(1)).language, QStringLiteral("pt_PT"));
}

TEST(TranslationFiles, EveryEntryIsFinished)
{
    for (const QString &file : committedTsFiles()) {
        const TsFile ts = readTs(file);
        ASSERT_TRUE(ts.error.isEmpty()) << file.toStdString() << ": " << ts.error.toStdString();
        ASSERT_GT(ts.messages.size(), 500u) << file.toStdString();
        for (const TsMessage &m : ts.messages) {
            const std::string where
                = (file + QLatin1String(": ") + m.context + QLatin1String(": ") + m.source).toStdString();
            EXPECT_TRUE(m.type.isEmpty()) << where << " is " << m.type.toStdString();
            ASSERT_FALSE(m.translations.isEmpty()) << where;
            if (m.numerus) {
                EXPECT_GE(m.translations.size(), 2) << where << " needs a singular and a plural";
            }
            for (const QString &t : m.translations)
                EXPECT_FALSE(t.trimmed().isEmpty()) << where << " has an empty translation";
        }
    }
}

TEST(TranslationFiles, PlaceholdersAndMnemonicsAreKept)
{
    for (const QString &file : committedTsFiles()) {
        for (const TsMessage &m : readTs(file).messages) {
            const std::string where = (file + QLatin1String(": ") + m.source).toStdString();
            for (const QString &t : m.translations) {
                EXPECT_EQ(join(placeholders(t)), join(placeholders(m.source))) << where << "\n -> " << t.toStdString();
                EXPECT_EQ(hasMnemonic(t), hasMnemonic(m.source)) << where << "\n -> " << t.toStdString();
            }
        }
    }
}

/// The translation of \a source in \a file (its first form).
QString translationOf(const QString &file, const QString &context, const QString &source)
{
    for (const TsMessage &m : readTs(file).messages) {
        if (m.context == context && m.source == source)
            return m.translations.value(0);
    }
    return QString();
}

TEST(TranslationFiles, BillionsAreNotBilioesInPortugal)
{
    // In pt_PT a "bilião" is 10^12: 10^9 tokens are "mil milhões" (mil M); in pt_BR "bilhões" (bi).
    const QString br = QStringLiteral(BREAKEVEN_SOURCE_DIR "/resources/translations/breakeven_pt_BR.ts");
    const QString pt = QStringLiteral(BREAKEVEN_SOURCE_DIR "/resources/translations/breakeven_pt_PT.ts");
    EXPECT_EQ(translationOf(br, QStringLiteral("format"), QStringLiteral("%1 B")), QStringLiteral("%1 bi"));
    EXPECT_EQ(translationOf(pt, QStringLiteral("format"), QStringLiteral("%1 B")), QStringLiteral("%1 mil M"));
    EXPECT_EQ(translationOf(pt, QStringLiteral("format"), QStringLiteral("%1 T")), QStringLiteral("%1 biliões"));
    EXPECT_TRUE(translationOf(pt, QStringLiteral("ChartData"), QStringLiteral("Output tokens per month (billions)"))
                    .contains(QStringLiteral("mil milhões")));
    // European vocabulary: ficheiro, utilizador, guardar; never the Brazilian words.
    static const QRegularExpression brazilian(
        QStringLiteral("\\b(arquivos?|usuários?|[Ss]alvar|tela|auto-hospedagem)\\b"),
        QRegularExpression::UseUnicodePropertiesOption);
    for (const TsMessage &m : readTs(pt).messages) {
        for (const QString &t : m.translations)
            EXPECT_FALSE(brazilian.match(t).hasMatch()) << m.source.toStdString() << "\n -> " << t.toStdString();
    }
    EXPECT_EQ(translationOf(pt, QStringLiteral("breakeven::MainWindow"), QStringLiteral("&File")),
        QStringLiteral("&Ficheiro"));
    EXPECT_EQ(translationOf(br, QStringLiteral("breakeven::MainWindow"), QStringLiteral("&File")),
        QStringLiteral("&Arquivo"));
}

/// Every translation context the code declares: Q_DECLARE_TR_FUNCTIONS(X), translate("X", ...),
/// QT_TRANSLATE_NOOP("X", ...), and "breakeven::X" for each Q_OBJECT class X.
QSet<QString> declaredContexts()
{
    QSet<QString> contexts;
    static const QRegularExpression declared(QStringLiteral(
        "Q_DECLARE_TR_FUNCTIONS\\((\\w+)\\)|translate\\(\\s*\"(\\w+)\"|QT_TRANSLATE_NOOP\\(\\s*\"(\\w+)\""));
    static const QRegularExpression qobjectClass(
        QStringLiteral("class\\s+(\\w+)(\\s+final)?\\s*:\\s*public[^{]*\\{\\s*Q_OBJECT"));
    for (const char *dir : { "core", "ui" }) {
        QDirIterator it(QStringLiteral(BREAKEVEN_SOURCE_DIR "/") + QLatin1String(dir),
            { QStringLiteral("*.h"), QStringLiteral("*.cpp") }, QDir::Files, QDirIterator::Subdirectories);
        while (it.hasNext()) {
            QFile f(it.next());
            if (!f.open(QIODevice::ReadOnly))
                continue;
            const QString text = QString::fromUtf8(f.readAll());
            for (auto m = declared.globalMatch(text); m.hasNext();) {
                const auto match = m.next();
                for (int i = 1; i <= 3; ++i) {
                    if (!match.captured(i).isEmpty())
                        contexts.insert(match.captured(i));
                }
            }
            for (auto m = qobjectClass.globalMatch(text); m.hasNext();)
                contexts.insert(QStringLiteral("breakeven::") + m.next().captured(1));
        }
    }
    return contexts;
}

TEST(Lupdate, FindsEveryStringInADeclaredContextAndTheFilesAreCurrent)
{
    const QSet<QString> contexts = declaredContexts();
    ASSERT_TRUE(contexts.contains(QStringLiteral("Parameter")));
    ASSERT_TRUE(contexts.contains(QStringLiteral("breakeven::MainWindow")));
    QTemporaryDir tmp;
    ASSERT_TRUE(tmp.isValid());
    for (const QString &file : committedTsFiles()) {
        const QString copy = tmp.filePath(QFileInfo(file).fileName());
        ASSERT_TRUE(QFile::copy(file, copy));
        // As `cmake --build ... --target update_translations` runs it.
        QStringList args = QStringLiteral(BREAKEVEN_LUPDATE_OPTIONS).split(QLatin1Char(' '), Qt::SkipEmptyParts);
        args << QStringLiteral("-I") << QStringLiteral("core") << QStringLiteral("-I") << QStringLiteral("ui")
             << QStringLiteral("core") << QStringLiteral("ui") << QStringLiteral("-ts") << copy;
        QProcess lupdate;
        lupdate.setWorkingDirectory(QStringLiteral(BREAKEVEN_SOURCE_DIR));
        lupdate.start(QStringLiteral(BREAKEVEN_LUPDATE), args);
        ASSERT_TRUE(lupdate.waitForFinished(120000));
        ASSERT_EQ(lupdate.exitCode(), 0);
        const QString output = QString::fromUtf8(lupdate.readAllStandardOutput() + lupdate.readAllStandardError());
        // Only lupdate's progress lines: a warning ("Cannot invoke tr() like this", "lacks Q_OBJECT
        // macro", "Discarding unconsumed meta data") is a string it cannot place.
        static const QRegularExpression progress(QStringLiteral(
            "^\\s*(Scanning directory|Updating|Found \\d+ source text|Removed \\d+ obsolete|Kept \\d+ obsolete"
            "|Same-text heuristic|Similar-text heuristic|Number heuristic)"));
        for (const QString &line : output.split(QLatin1Char('\n'), Qt::SkipEmptyParts))
            EXPECT_TRUE(progress.match(line).hasMatch()) << "lupdate: " << line.toStdString();

        const TsFile committed = readTs(file);
        const TsFile current = readTs(copy);
        ASSERT_TRUE(current.error.isEmpty()) << current.error.toStdString();
        QSet<QString> committedKeys, currentKeys;
        for (const TsMessage &m : committed.messages)
            committedKeys.insert(m.key());
        for (const TsMessage &m : current.messages) {
            currentKeys.insert(m.key());
            EXPECT_TRUE(contexts.contains(m.context))
                << "\"" << m.source.toStdString() << "\" is in the context \"" << m.context.toStdString()
                << "\", which no class or translate() call of the code declares";
        }
        for (const QString &k : currentKeys - committedKeys)
            ADD_FAILURE() << file.toStdString()
                          << " lacks a string of the sources (run the update_translations target): "
                          << QString(k).replace(QChar(0x1f), QLatin1String(" | ")).toStdString();
        for (const QString &k : committedKeys - currentKeys)
            ADD_FAILURE() << file.toStdString()
                          << " has a string the sources no longer have (run update_translations): "
                          << QString(k).replace(QChar(0x1f), QLatin1String(" | ")).toStdString();
    }
}

} // namespace

// English's plural forms (resources/translations/plurals/breakeven_en.ts): exactly the sources'
// messages with %n (lupdate -pluralonly finds no other and none missing), each with a singular and a
// plural that keep the placeholders, and English installs them: "1 node", "2 nodes".
TEST(EnglishPlurals, EveryPluralMessageHasBothFormsAndTheFileIsCurrent)
{
    const QString file = QStringLiteral(BREAKEVEN_SOURCE_DIR "/resources/translations/plurals/breakeven_en.ts");
    const TsFile committed = readTs(file);
    ASSERT_TRUE(committed.error.isEmpty()) << committed.error.toStdString();
    EXPECT_EQ(committed.language, QStringLiteral("en"));
    ASSERT_GE(committed.messages.size(), 5u);
    QSet<QString> committedKeys;
    for (const TsMessage &m : committed.messages) {
        committedKeys.insert(m.key());
        EXPECT_TRUE(m.numerus) << m.source.toStdString();
        EXPECT_TRUE(m.type.isEmpty()) << m.source.toStdString();
        ASSERT_EQ(m.translations.size(), 2) << m.source.toStdString();
        for (const QString &form : m.translations) {
            EXPECT_EQ(placeholders(form), placeholders(m.source)) << form.toStdString();
            EXPECT_FALSE(form.contains(QStringLiteral("%n node(s)"))) << form.toStdString();
        }
        EXPECT_NE(m.translations.at(0), m.translations.at(1)) << m.source.toStdString();
    }

    QTemporaryDir tmp;
    ASSERT_TRUE(tmp.isValid());
    const QString copy = tmp.filePath(QStringLiteral("breakeven_en.ts"));
    ASSERT_TRUE(QFile::copy(file, copy));
    QStringList args = QStringLiteral(BREAKEVEN_LUPDATE_OPTIONS).split(QLatin1Char(' '), Qt::SkipEmptyParts);
    args << QStringLiteral("-pluralonly") << QStringLiteral("-I") << QStringLiteral("core") << QStringLiteral("-I")
         << QStringLiteral("ui") << QStringLiteral("core") << QStringLiteral("ui") << QStringLiteral("-ts") << copy;
    QProcess lupdate;
    lupdate.setWorkingDirectory(QStringLiteral(BREAKEVEN_SOURCE_DIR));
    lupdate.start(QStringLiteral(BREAKEVEN_LUPDATE), args);
    ASSERT_TRUE(lupdate.waitForFinished(120000));
    ASSERT_EQ(lupdate.exitCode(), 0);
    QSet<QString> currentKeys;
    for (const TsMessage &m : readTs(copy).messages)
        currentKeys.insert(m.key());
    for (const QString &k : currentKeys - committedKeys)
        ADD_FAILURE() << "breakeven_en.ts lacks a plural message (run update_translations, then write its forms): "
                      << QString(k).replace(QChar(0x1f), QLatin1String(" | ")).toStdString();
    for (const QString &k : committedKeys - currentKeys)
        ADD_FAILURE() << "breakeven_en.ts has a message the sources no longer have: "
                      << QString(k).replace(QChar(0x1f), QLatin1String(" | ")).toStdString();
}
