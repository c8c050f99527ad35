#include "breakeventablemodel.h"
#include "evaluation.h"
#include "findchild.h"
#include "offerseditor.h"
#include "presetio.h"
#include "priceage.h"
#include "scenariodocument.h"
#include "screenfit.h"
#include "useractions.h"
#include "verdict.h"

#include <QCoreApplication>
#include <QDate>
#include <QDateTime>
#include <QFile>
#include <QScreen>
#include <QTableView>
#include <QTemporaryDir>
#include <QTextDocument>
#include <QUndoStack>

#include <gtest/gtest.h>

using namespace breakeven;
using namespace breakeven::test;

// #13: a new custom offer was $1/$5, cheaper than every real offer, and flipped the verdict at once.
// It now starts with the cheapest enabled offer's prices, unticked: the verdict does not move.
TEST(OffersEditor, ACustomOfferStartsAsTheCheapestOffersPricesAndLeavesTheVerdictAlone) // #13
{
    ScenarioDocument document(defaultScenario());
    const Scenario &s = document.scenario();
    const std::optional<std::size_t> cheapest = cheapestEnabledOffer(s, document.evaluation());
    ASSERT_TRUE(cheapest);
    const Offer reference = s.offers[*cheapest];
    const QString verdictBefore = verdictText(s, document.evaluation(), QStringLiteral("USD"));

    OffersEditor editor(&document);
    editor.addCustomOffer();
    ASSERT_EQ(document.scenario().offers.size(), defaultScenario().offers.size() + 1);
    const Offer &added = document.scenario().offers.back();
    EXPECT_FALSE(added.enabled);
    EXPECT_EQ(added.input, reference.input);
    EXPECT_EQ(added.output, reference.output);
    EXPECT_EQ(added.cachedInput, reference.cachedInput);
    EXPECT_EQ(added.currency, reference.currency);
    EXPECT_TRUE(added.source.contains(reference.displayName())) << added.source.toStdString();
    EXPECT_EQ(verdictText(document.scenario(), document.evaluation(), QStringLiteral("USD")), verdictBefore);
    const int last = child<QTableView>(&editor, "offersTable")->model()->rowCount() - 1;
    EXPECT_EQ(checkState(child<QTableView>(&editor, "offersTable"), last, OffersEditor::EnabledColumn), Qt::Unchecked);

    // Ticked as it is, it ties with the cheapest offer: the verdict's figures stay where they were.
    setCell(
        child<QTableView>(&editor, "offersTable"), last, OffersEditor::EnabledColumn, Qt::Checked, Qt::CheckStateRole);
    ASSERT_TRUE(document.scenario().offers.back().enabled);
    EXPECT_EQ(cheapestEnabledOffer(document.scenario(), document.evaluation()), cheapest); // ties go to the first
    document.undoStack()->undo();
    document.undoStack()->undo();
    EXPECT_EQ(document.scenario(), defaultScenario());
}

TEST(OffersEditor, ACustomOfferInAScenarioWithoutOffersTakesTheBuiltInCatalogsCheapest) // #13
{
    Scenario bare = defaultScenario();
    bare.offers.clear();
    ScenarioDocument document(bare);
    OffersEditor editor(&document);
    editor.addCustomOffer();
    ASSERT_EQ(document.scenario().offers.size(), 1U);
    const Scenario fallback = defaultScenario();
    const Offer &cheapest = fallback.offers[*cheapestEnabledOffer(fallback, evaluate(fallback))];
    EXPECT_EQ(document.scenario().offers.front().output, cheapest.output);
    EXPECT_GT(document.scenario().offers.front().output, 5.0); // not the old $5
}

// Issue 34, item 7: a source with "&" showed "&amp;" in its tooltip (escaped, then shown as plain text).
TEST(OffersEditor, ASourcesTooltipShowsItsTextAsWritten) // #34
{
    Scenario s = defaultScenario();
    s.offers[0].source = QStringLiteral("Moonshot pricing & terms <b>2026</b>");
    ScenarioDocument document(s);
    OffersEditor editor(&document);
    const QString tip = cell(child<QTableView>(&editor, "offersTable"), 0, OffersEditor::SourceColumn)
                            .data(Qt::ToolTipRole)
                            .toString();
    QTextDocument shown;
    shown.setHtml(tip);
    EXPECT_EQ(shown.toPlainText(), s.offers[0].source) << tip.toStdString();
    EXPECT_TRUE(Qt::mightBeRichText(tip)) << "rich text that renders the characters, not markup that shows &amp;";
}

// Issue 32 item 2: a price more than 90 days old is marked in the offers editor and the break-even
// table (the tests' day is 2026-12-02, tests/ui/main.cpp).
TEST(OffersEditor, APriceOlderThanNinetyDaysIsMarkedHereAndInTheBreakEvenTable) // #32
{
    ASSERT_EQ(today(), QDate(2026, 12, 2));
    const Scenario s = readPresetFile(QStringLiteral(BREAKEVEN_SOURCE_DIR "/presets/kimi-k31-pro-8xb300-modal.json"))
                           .scenario.value();
    ASSERT_EQ(s.offers[0].displayName(), QStringLiteral("Moonshot kimi-k3"));
    ASSERT_EQ(s.offers[1].displayName(), QStringLiteral("Moonshot kimi-k3.1-pro"));
    ScenarioDocument document(s);
    OffersEditor editor(&document);
    auto *table = child<QTableView>(&editor, "offersTable");
    EXPECT_EQ(
        table->model()->headerData(OffersEditor::AgeColumn, Qt::Horizontal).toString(), QStringLiteral("Price age"));
    EXPECT_EQ(cell(table, 0, OffersEditor::AgeColumn).data().toString(), QStringLiteral("124 days old (old price)"));
    EXPECT_EQ(cell(table, 1, OffersEditor::AgeColumn).data().toString(), QStringLiteral("32 days old"));
    EXPECT_TRUE(
        cell(table, 0, OffersEditor::AgeColumn).data(Qt::ToolTipRole).toString().contains(QStringLiteral("90")));

    BreakevenTableModel model;
    model.setResults(document.resultsPtr());
    QStringList names;
    for (int row = 0; row < model.rowCount(); ++row)
        names << model.index(row, BreakevenTableModel::OfferColumn).data().toString();
    EXPECT_TRUE(names.contains(QStringLiteral("Moonshot kimi-k3 (old price)")))
        << names.join(QLatin1Char('|')).toStdString();
    EXPECT_TRUE(names.contains(QStringLiteral("CometAPI kimi-k3 (old price)")));
    EXPECT_TRUE(names.contains(QStringLiteral("Moonshot kimi-k3.1-pro")));
    for (int row = 0; row < model.rowCount(); ++row) {
        const QModelIndex name = model.index(row, BreakevenTableModel::OfferColumn);
        if (name.data().toString() == QStringLiteral("Moonshot kimi-k3 (old price)")) {
            EXPECT_TRUE(name.data(Qt::ToolTipRole).toString().contains(QStringLiteral("124 days old")))
                << name.data(Qt::ToolTipRole).toString().toStdString();
        }
    }
}

// Issue 32 item 1: the offers editor imports prices as the command line does, as one undo step.
TEST(OffersEditor, ImportsPricesFromAPriceListAsOneUndoStep) // #32
{
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    const QString list = dir.filePath(QStringLiteral("model_prices_and_context_window.json"));
    ASSERT_TRUE(
        QFile::copy(QStringLiteral(BREAKEVEN_TEST_DATA "/prices/litellm-model_prices_and_context_window.json"), list));
    {
        QFile f(list);
        ASSERT_TRUE(f.open(QIODevice::ReadWrite));
        ASSERT_TRUE(f.setFileTime(QDateTime(QDate(2026, 8, 14), QTime(12, 0)), QFileDevice::FileModificationTime));
    }
    const Scenario s = readPresetFile(QStringLiteral(BREAKEVEN_SOURCE_DIR "/presets/kimi-k31-pro-8xb300-modal.json"))
                           .scenario.value();
    ScenarioDocument document(s);
    OffersEditor editor(&document);
    auto *table = child<QTableView>(&editor, "offersTable");

    // Ambiguous: nothing changes, the candidates are named.
    EXPECT_FALSE(editor.importPrices(list, QStringLiteral("kimi")));
    EXPECT_EQ(document.scenario().offers.size(), s.offers.size());
    EXPECT_TRUE(editor.status().contains(QStringLiteral("moonshot/kimi-k2-thinking, moonshot/kimi-k2-thinking-turbo, "
                                                        "moonshot/kimi-thinking-preview")))
        << editor.status().toStdString();

    // Through the button's dialogs (answered here).
    editor.chooseFile = [&] { return list; };
    editor.askPattern = [] { return std::optional<QString>(QStringLiteral("kimi-k2*")); };
    editor.importPricesInteractively();
    ASSERT_EQ(document.scenario().offers.size(), s.offers.size() + 3);
    EXPECT_EQ(editor.status(),
        QStringLiteral("Imported from model_prices_and_context_window.json (prices as of "
                       "2026-08-14): 3 added, 0 updated."));
    const int last = table->model()->rowCount() - 1;
    EXPECT_EQ(cell(table, last, OffersEditor::ProviderColumn).data().toString(), QStringLiteral("openrouter"));
    EXPECT_EQ(cell(table, last, OffersEditor::ModelColumn).data().toString(), QStringLiteral("moonshotai/kimi-k2.5"));
    EXPECT_EQ(cell(table, last, OffersEditor::AsOfColumn).data().toString(), QStringLiteral("2026-08-14"));
    EXPECT_EQ(cell(table, last, OffersEditor::AgeColumn).data().toString(), QStringLiteral("110 days old (old price)"));
    EXPECT_EQ(document.scenario().offers.back().output, 3.0);
    EXPECT_EQ(document.scenario().offers.back().cachedInput, 0.1);

    if (qEnvironmentVariableIsSet("BREAKEVEN_OFFERS_SCREENSHOT")) {
        editor.resize(1400, 480);
        editor.show();
        QCoreApplication::processEvents();
        editor.grab().save(qEnvironmentVariable("BREAKEVEN_OFFERS_SCREENSHOT"));
    }

    document.undoStack()->undo();
    EXPECT_EQ(document.scenario().offers, s.offers) << "one undo step";

    // Canceling either dialog imports nothing.
    editor.askPattern = [] { return std::optional<QString>(); };
    editor.importPricesInteractively();
    EXPECT_EQ(document.scenario().offers, s.offers);
}

// The editor asked for 1,100 px and opened wider than a 1,024 px screen: every dialog is bounded by
// the screen it opens on (the offscreen test screen here), title bar and borders included.
TEST(OffersEditor, OpensWithinItsScreen)
{
    ScenarioDocument document(defaultScenario());
    OffersEditor editor(&document);
    const QScreen *screen = editor.screen();
    ASSERT_NE(screen, nullptr);
    const QSize available = screen->availableGeometry().size();
    ASSERT_LT(available.width(), 1100 + 16) << "the test screen is wide enough for the wanted size";
    EXPECT_EQ(editor.size(), fittedSize(QSize(1100, 380), available, QSize(16, 40)));
    EXPECT_LE(editor.width() + 16, std::max(available.width(), 640 + 16));
}
