#pragma once

/// \file collapsiblesection.h
/// A titled section whose content a header button shows or hides: the scenario panel's rarer
/// parameters (the memory, the example request, the hours in a month), closed until asked for.

#include <QWidget>

class QToolButton;
class QVBoxLayout;

namespace breakeven {

class CollapsibleSection : public QWidget {
    Q_OBJECT
public:
    /// A section titled \a title (with its & mnemonic), closed.
    explicit CollapsibleSection(const QString &title, QWidget *parent = nullptr);

    /// The layout the section's widgets go in.
    [[nodiscard]] QVBoxLayout *contentLayout() const { return m_layout; }
    [[nodiscard]] QWidget *content() const { return m_content; }

    [[nodiscard]] bool isExpanded() const;
    void setExpanded(bool expanded);
    /// Renames the section (its & mnemonic included).
    void setTitle(const QString &title);

private:
    QToolButton *m_header;
    QWidget *m_content;
    QVBoxLayout *m_layout;
};

} // namespace breakeven
