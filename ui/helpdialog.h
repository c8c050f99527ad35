#pragma once

/// \file helpdialog.h
/// The Help menu's pages: Markdown documents compiled in as resources and shown read-only, so that
/// each page and its document in the repository are one text.

#include <QDialog>

class QTextBrowser;

namespace breakeven {

/// A read-only page of Markdown: Help > Getting started (the README's "Using the window") and
/// Help > Model (docs/model.md, the formulas).
class HelpDialog : public QDialog {
    Q_OBJECT
public:
    enum class Page {
        GettingStarted, ///< the README's "Using the window" section
        Model,          ///< docs/model.md: every formula and the function that computes it
    };

    explicit HelpDialog(Page page, QWidget *parent = nullptr);

    /// The page as Markdown; empty if its resource (or the README's section) is missing.
    /// GettingStarted: the README's "Using the window" section without its heading and without its
    /// image lines (the README's screenshots). Model: docs/model.md as it is.
    [[nodiscard]] static QString markdown(Page page);

    [[nodiscard]] Page page() const { return m_page; }
    [[nodiscard]] QTextBrowser *browser() const { return m_browser; }

private:
    Page m_page;
    QTextBrowser *m_browser;
};

} // namespace breakeven
