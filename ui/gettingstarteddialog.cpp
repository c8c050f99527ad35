#include "gettingstarteddialog.h"

#include <QDialogButtonBox>
#include <QFile>
#include <QPushButton>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace breakeven {

namespace {
const QLatin1String sectionHeading("## Using the window");
}

GettingStartedDialog::GettingStartedDialog(QWidget *parent)
    : QDialog(parent)
    , m_browser(new QTextBrowser(this))
{
    setObjectName(QStringLiteral("gettingStarted"));
    setWindowTitle(tr("Getting started"));
    m_browser->setObjectName(QStringLiteral("gettingStartedText"));
    m_browser->setAccessibleName(tr("Getting started"));
    m_browser->setOpenLinks(false);
    m_browser->setMarkdown(markdown());

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_browser);
    layout->addWidget(buttons);
    resize(720, 640);
}

QString GettingStartedDialog::markdown()
{
    QFile file(QStringLiteral(":/breakeven/README.md"));
    if (!file.open(QIODevice::ReadOnly | QIODevice::Text))
        return {};
    const QStringList lines = QString::fromUtf8(file.readAll()).split(QLatin1Char('\n'));
    QStringList section;
    bool inside = false;
    for (const QString &line : lines) {
        if (line.startsWith(QLatin1String("## "))) {
            if (inside)
                break;
            inside = line.trimmed() == sectionHeading;
            continue;
        }
        if (inside && !line.startsWith(QLatin1String("![")))
            section << line;
    }
    return section.join(QLatin1Char('\n')).trimmed();
}

} // namespace breakeven
