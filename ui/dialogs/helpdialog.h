#pragma once

/// \file helpdialog.h
/// The Help menu's pages: Markdown documents compiled in as resources and shown read-only, so that
/// each page and its document in the repository are one text.

#include "language.h"

#include <QDialog>

class QTextBrowser;

namespace breakeven {

/// A read-only page of Markdown: Help > Getting started (docs/getting-started.md, in the window's
/// language) and Help > Model (docs/model.md, the formulas, in English only).
class HelpDialog : public QDialog {
    Q_OBJECT
public:
    enum class Page {
        GettingStarted, ///< docs/getting-started.md, or its pt_BR or pt_PT translation
        Model,          ///< docs/model.md: every formula and the function that computes it
    };

    explicit HelpDialog(Page page, QWidget *parent = nullptr);

    /// The page as Markdown, as its file is; empty if its resource is missing. GettingStarted: in
    /// \a language ("pt_BR": docs/getting-started.pt_BR.md), English (docs/getting-started.md) for
    /// "en" or a language without its own text. Model: docs/model.md, English whatever \a language.
    [[nodiscard]] static QString markdown(Page page, const QString &language = Language::current());

    [[nodiscard]] Page page() const { return m_page; }

private:
    Page m_page;
    QTextBrowser *m_browser;
};

} // namespace breakeven
