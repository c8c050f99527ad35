#include "evaluation.h"
#include "findchild.h"
#include "offerseditor.h"
#include "presetio.h"
#include "scenariodocument.h"
#include "useractions.h"
#include "verdict.h"

#include <QTableView>
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
