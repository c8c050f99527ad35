#pragma once

/// \file gettingstarteddialog.h
/// Help > Getting started: a short page on what the charts show, how to read a break-even,
/// where the figures come from and how to share a preset.

#include <QDialog>

class QTextBrowser;

namespace breakeven {

/// Shows the README's "Using the window" section, compiled in as a resource, so that the page
/// and the README are one text.
class GettingStartedDialog : public QDialog {
    Q_OBJECT
public:
    explicit GettingStartedDialog(QWidget *parent = nullptr);

    /// The page as Markdown: the README's "Using the window" section without its heading and
    /// without its image lines (the README's screenshots); empty if the section is missing.
    [[nodiscard]] static QString markdown();

    [[nodiscard]] QTextBrowser *browser() const { return m_browser; }

private:
    QTextBrowser *m_browser;
};

} // namespace breakeven
