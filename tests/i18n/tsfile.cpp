#include "tsfile.h"

#include <QDir>
#include <QFile>
#include <QXmlStreamReader>

namespace breakeven::test {

TsFile readTs(const QString &path)
{
    TsFile ts;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        ts.error = file.errorString();
        return ts;
    }
    QXmlStreamReader xml(&file);
    QString context;
    TsMessage message;
    while (!xml.atEnd()) {
        xml.readNext();
        if (!xml.isStartElement()) {
            if (xml.isEndElement() && xml.name() == QLatin1String("message"))
                ts.messages.push_back(message);
            continue;
        }
        const auto name = xml.name();
        if (name == QLatin1String("TS")) {
            ts.language = xml.attributes().value(QLatin1String("language")).toString();
        } else if (name == QLatin1String("name")) {
            context = xml.readElementText();
        } else if (name == QLatin1String("message")) {
            message = TsMessage();
            message.context = context;
            message.numerus = xml.attributes().value(QLatin1String("numerus")) == QLatin1String("yes");
        } else if (name == QLatin1String("source")) {
            message.source = xml.readElementText();
        } else if (name == QLatin1String("comment")) {
            message.comment = xml.readElementText();
        } else if (name == QLatin1String("translation")) {
            message.type = xml.attributes().value(QLatin1String("type")).toString();
            if (!message.numerus)
                message.translations << xml.readElementText();
        } else if (name == QLatin1String("numerusform")) {
            message.translations << xml.readElementText();
        }
    }
    if (xml.hasError())
        ts.error = xml.errorString();
    return ts;
}

QStringList committedTsFiles()
{
    const QDir dir(QStringLiteral(BREAKEVEN_SOURCE_DIR "/resources/translations"));
    QStringList files;
    for (const QString &name : dir.entryList({ QStringLiteral("breakeven_*.ts") }, QDir::Files, QDir::Name))
        files << dir.filePath(name);
    return files;
}

QString withoutMnemonic(QString text)
{
    QString out;
    for (qsizetype i = 0; i < text.size(); ++i) {
        if (text.at(i) == QLatin1Char('&') && i + 1 < text.size()) {
            ++i; // "&&" keeps one '&'; "&F" keeps the F
        }
        out += text.at(i);
    }
    return out;
}

} // namespace breakeven::test
