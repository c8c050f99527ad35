// Help > Model (#13): the formulas of docs/model.md inside the app, through the Help menu's one
// Markdown page helper (helpdialog.h) that Help > Getting started (docs/getting-started.md) uses too.

#include "findchild.h"
#include "helpdialog.h"
#include "mainwindow.h"
#include "presetio.h"

#include <QAction>
#include <QFile>
#include <QMenu>
#include <QMenuBar>
#include <QTextBrowser>

#include <gtest/gtest.h>

using namespace breakeven;
using breakeven::test::child;

TEST(ModelHelp, TheHelpMenuOpensTheFormulas) // #13
{
    MainWindow window(defaultScenario(), {}, false);
    QAction *action = window.findChild<QAction *>(QStringLiteral("modelHelpAction"));
    ASSERT_NE(action, nullptr);
    bool inHelpMenu = false;
    for (QAction *menu : window.menuBar()->actions()) {
        if (menu->menu() && menu->menu()->actions().contains(action))
            inHelpMenu = menu->text().remove(QLatin1Char('&')) == QStringLiteral("Help");
    }
    EXPECT_TRUE(inHelpMenu);
    EXPECT_EQ(window.findChild<HelpDialog *>(QStringLiteral("modelHelp")), nullptr); // made on first use

    action->trigger();
    auto *dialog = window.findChild<HelpDialog *>(QStringLiteral("modelHelp"));
    ASSERT_NE(dialog, nullptr);
    EXPECT_TRUE(dialog->isVisible());
    EXPECT_TRUE(child<QTextBrowser>(dialog, "modelHelpText")->isReadOnly());
    const QString shown = child<QTextBrowser>(dialog, "modelHelpText")->toPlainText();
    // A formula line of docs/model.md, rendered from Markdown (no backticks left).
    EXPECT_TRUE(shown.contains(QStringLiteral("Blended price per output token P = r\u00b7p_in + p_out")))
        << shown.left(600).toStdString();
    EXPECT_TRUE(shown.contains(QStringLiteral("The cost model")));
    EXPECT_FALSE(shown.contains(QStringLiteral("## API side")));
    EXPECT_FALSE(child<QTextBrowser>(dialog, "modelHelpText")->toHtml().contains(QStringLiteral("`P = r")));

    // Again: the same dialog, not a second one.
    action->trigger();
    EXPECT_EQ(window.findChildren<HelpDialog *>(QStringLiteral("modelHelp")).size(), 1);
}

TEST(ModelHelp, GettingStartedAndModelAreTheirDocuments) // #13
{
    const QString model = HelpDialog::markdown(HelpDialog::Page::Model);
    EXPECT_TRUE(model.startsWith(QStringLiteral("# The cost model")));
    QFile source(QStringLiteral(BREAKEVEN_SOURCE_DIR "/docs/model.md"));
    ASSERT_TRUE(source.open(QIODevice::ReadOnly | QIODevice::Text));
    EXPECT_EQ(model, QString::fromUtf8(source.readAll()).trimmed()); // compiled in from the repository's file
    const QString started = HelpDialog::markdown(HelpDialog::Page::GettingStarted, QStringLiteral("en"));
    QFile guide(QStringLiteral(BREAKEVEN_SOURCE_DIR "/docs/getting-started.md"));
    ASSERT_TRUE(guide.open(QIODevice::ReadOnly | QIODevice::Text));
    EXPECT_EQ(started, QString::fromUtf8(guide.readAll()).trimmed());
    EXPECT_FALSE(started.contains(QStringLiteral("![")));
}
