#include "presetpropertiesdialog.h"

#include "comparison.h"
#include "scenariodocument.h"
#include "screenfit.h"

#include <QDate>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QVBoxLayout>

namespace breakeven {

PresetPropertiesDialog::PresetPropertiesDialog(ScenarioDocument *document, QWidget *parent)
    : QDialog(parent)
    , m_document(document)
{
    setObjectName(QStringLiteral("presetProperties"));
    setWindowTitle(tr("Preset Properties"));
    const Scenario &s = document->scenario();

    m_name = new QLineEdit(s.name, this);
    m_name->setObjectName(QStringLiteral("presetName"));
    m_name->setAccessibleName(tr("Preset name"));
    m_name->setPlaceholderText(tr("Shown in the title bar and in reports"));

    m_description = new QPlainTextEdit(this);
    m_description->setObjectName(QStringLiteral("presetDescription"));
    m_description->setAccessibleName(tr("Description and sources"));
    m_description->setPlaceholderText(tr("Where the figures come from: articles, price pages, measurements"));
    m_description->setPlainText(s.description);
    m_description->setTabChangesFocus(true);

    m_author = new QLineEdit(s.author, this);
    m_author->setObjectName(QStringLiteral("presetAuthor"));
    m_author->setAccessibleName(tr("Author"));

    m_date = new QLineEdit(s.date, this);
    m_date->setObjectName(QStringLiteral("presetDate"));
    m_date->setAccessibleName(tr("Date"));
    m_date->setPlaceholderText(QDate::currentDate().toString(Qt::ISODate)); // the expected format
    auto *today = new QPushButton(tr("&Today"), this);
    today->setObjectName(QStringLiteral("presetDateToday"));
    today->setAccessibleName(tr("Set the date to today"));
    today->setAutoDefault(false);
    connect(
        today, &QPushButton::clicked, this, [this] { m_date->setText(QDate::currentDate().toString(Qt::ISODate)); });
    auto *dateRow = new QHBoxLayout;
    dateRow->addWidget(m_date, 1);
    dateRow->addWidget(today);

    auto *form = new QFormLayout;
    form->addRow(tr("&Name:"), m_name);
    form->addRow(tr("&Description:"), m_description);
    // The description speaks of the figures the file had; say which are no longer those.
    const QStringList changes = changesFromSource(document->source(), s, locale());
    if (!changes.isEmpty()) {
        auto *changed = new QLabel(this);
        changed->setObjectName(QStringLiteral("presetChanges"));
        changed->setTextFormat(Qt::PlainText); // labels and values come from the file
        changed->setWordWrap(true);
        changed->setTextInteractionFlags(Qt::TextSelectableByMouse);
        changed->setText(tr("Changed since the preset was read (the description may still give the file's "
                            "figures):\n%1")
                             .arg(changes.join(QLatin1Char('\n'))));
        form->addRow(QString(), changed);
    }
    form->addRow(tr("&Author:"), m_author);
    form->addRow(tr("Da&te:"), dateRow);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(this, &QDialog::accepted, this, &PresetPropertiesDialog::apply);

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form, 1);
    layout->addWidget(buttons);
    resizeWithinScreen(this, QSize(560, 420));
}

void PresetPropertiesDialog::apply()
{
    const QString name = m_name->text().trimmed();
    const QString description = m_description->toPlainText();
    const QString author = m_author->text().trimmed();
    const QString date = m_date->text().trimmed();
    m_document->modify(tr("Edit preset properties"), [&](Scenario &s) {
        s.name = name;
        s.description = description;
        s.author = author;
        s.date = date;
    });
}

} // namespace breakeven
