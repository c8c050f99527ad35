#include "helpdialog.h"
#include "screenfit.h"

#include <QDialogButtonBox>
#include <QFile>
#include <QLabel>
#include <QPushButton>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace breakeven {

namespace {

QString resourceText(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly | QIODevice::Text))
        return {};
    return QString::fromUtf8(file.readAll());
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

    auto *layout = new QVBoxLayout(this);
    if (model && Language::current() != QLatin1String("en")) {
        // docs/translations.md: the formulas are written once, in English.
        auto *note = new QLabel(tr("This page is in English only: the formulas and their names are those of "
                                   "the code."),
            this);
        note->setObjectName(QStringLiteral("modelHelpLanguageNote"));
        note->setTextFormat(Qt::PlainText);
        note->setWordWrap(true);
        layout->addWidget(note);
    }

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(m_browser);
    layout->addWidget(buttons);
    resizeWithinScreen(this, QSize(model ? 860 : 720, 640));
}

QString HelpDialog::markdown(Page page, const QString &language)
{
    switch (page) {
    case Page::Model:
        return resourceText(QStringLiteral(":/breakeven/docs/model.md")).trimmed();
    case Page::GettingStarted:
        break;
    }
    if (language != QLatin1String("en") && Language::codes().contains(language)) {
        const QString translated
            = resourceText(QStringLiteral(":/breakeven/docs/getting-started.%1.md").arg(language)).trimmed();
        if (!translated.isEmpty())
            return translated;
    }
    return resourceText(QStringLiteral(":/breakeven/docs/getting-started.md")).trimmed();
}

} // namespace breakeven
