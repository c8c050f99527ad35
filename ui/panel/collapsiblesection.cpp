#include "collapsiblesection.h"

#include <QToolButton>
#include <QVBoxLayout>

namespace breakeven {

CollapsibleSection::CollapsibleSection(const QString &title, QWidget *parent)
    : QWidget(parent)
    , m_header(new QToolButton(this))
    , m_content(new QWidget(this))
    , m_layout(new QVBoxLayout(m_content))
{
    m_header->setObjectName(QStringLiteral("sectionHeader"));
    m_header->setText(title);
    m_header->setCheckable(true);
    m_header->setAutoRaise(true);
    m_header->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    m_header->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    m_layout->setContentsMargins(0, 0, 0, 0);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(2);
    layout->addWidget(m_header);
    layout->addWidget(m_content);

    connect(m_header, &QToolButton::toggled, this, &CollapsibleSection::setExpanded);
    setExpanded(false);
}

void CollapsibleSection::setTitle(const QString &title) { m_header->setText(title); }

bool CollapsibleSection::isExpanded() const { return m_header->isChecked(); }

void CollapsibleSection::setExpanded(bool expanded)
{
    m_header->setChecked(expanded);
    m_header->setArrowType(expanded ? Qt::DownArrow : Qt::RightArrow);
    m_content->setVisible(expanded);
}

} // namespace breakeven
