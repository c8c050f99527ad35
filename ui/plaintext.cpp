#include "plaintext.h"

#include <QLabel>
#include <QMessageBox>
#include <QTextDocument>

namespace breakeven::plaintext {

QString toolTip(const QString &text)
{
    if (text.isEmpty())
        return {}; // no tooltip at all, rather than an empty paragraph
    return Qt::convertFromPlainText(text, Qt::WhiteSpaceNormal);
}

QString forChart(const QString &text) { return text.toHtmlEscaped(); }

void apply(QMessageBox &box)
{
    box.setTextFormat(Qt::PlainText);
    for (QLabel *label : box.findChildren<QLabel *>())
        label->setTextFormat(Qt::PlainText);
}

} // namespace breakeven::plaintext
