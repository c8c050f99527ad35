#include "helpdialog.h"

#include <QDialogButtonBox>
#include <QFile>
#include <QPushButton>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace breakeven {

namespace {

const QLatin1String sectionHeading("## Using the window");

QString resourceText(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly | QIODevice::Text))
        return {};
    return QString::fromUtf8(file.readAll());
}

/// The README's "Using the window" section, without its heading and its image lines.
QString gettingStartedMarkdown()
{
    const QStringList lines = resourceText(QStringLiteral(":/breakeven/README.md")).split(QLatin1Char('\n'));
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

} // namespace

HelpDialog::HelpDialog(Page page, QWidget *parent)
    : QDialog(parent)
    , m_page(page)
    , m_browser(new QTextBrowser(this))
{
    const bool model = page == Page::Model;
    setObjectName(model ? QStringLiteral("modelHelp") : QStringLiteral("gettingStarted"));
    const QString title = model ? tr("The cost model") : tr("Getting started");
    setWindowTitle(title);
    m_browser->setObjectName(model ? QStringLiteral("modelHelpText") : QStringLiteral("gettingStartedText"));
    m_browser->setAccessibleName(title);
    m_browser->setOpenLinks(false);
    m_browser->setMarkdown(markdown(page));

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_browser);
    layout->addWidget(buttons);
    resize(model ? 860 : 720, 640);
}

QString HelpDialog::markdown(Page page)
{
    switch (page) {
    case Page::Model:
        return resourceText(QStringLiteral(":/breakeven/docs/model.md")).trimmed();
    case Page::GettingStarted:
        break;
    }
    return gettingStartedMarkdown();
}

} // namespace breakeven
