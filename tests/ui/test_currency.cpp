// #13, Currency: a preset opens in its own currency; switching among currencies with a rate is a view
// choice (no undo step, never modified); choosing one without a rate is one undoable edit; the
// exchange-rate table is edited in the window (Edit > Exchange rates); and the GPU price may be
// stated for the whole node, per hour or per month.

#include "exchangerateseditor.h"
#include "findchild.h"
#include "mainwindow.h"
#include "mainwindowpeer.h"
#include "parameters.h"
#include "parameterslider.h"
#include "presetio.h"
#include "scenariodocument.h"
#include "scenariopanel.h"
#include "shippedpresets.h"
#include "useractions.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QTableView>
#include <QUndoStack>

#include <gtest/gtest.h>

#include <cmath>
#include <limits>

using namespace breakeven;
using breakeven::test::child;

namespace {

QStringList comboItems(const QComboBox *combo)
{
    QStringList items;
    for (int i = 0; i < combo->count(); ++i)
        items << combo->itemText(i);
    return items;
}

int rowOf(const ExchangeRatesEditor &editor, const QString &code)
{
    for (int row = 0; row < child<QTableView>(&editor, "exchangeRatesTable")->model()->rowCount(); ++row) {
        if (test::cell(child<QTableView>(&editor, "exchangeRatesTable"), row, ExchangeRatesEditor::CodeColumn)
                .data()
                .toString()
            == code)
            return row;
    }
    return -1;
}

} // namespace

TEST(Currency, APresetOpensInItsOwnCurrencyUnlessItNamesAnother)
{
    Scenario china = test::shippedPreset("china-b300-rent-5y.json");
    ASSERT_EQ(china.currency, QStringLiteral("CNY"));
    ASSERT_TRUE(china.displayCurrency.isEmpty());
    MainWindow window(china, QString(), false);
    EXPECT_EQ(peer(window).document()->displayCurrency(), QStringLiteral("CNY"));
    EXPECT_EQ(peer(window).currencyCombo()->currentText(), QStringLiteral("CNY"));
    EXPECT_DOUBLE_EQ(peer(window).document()->displayRate(), 7.25);
    EXPECT_TRUE(peer(window).verdictLabel()->text().contains(QStringLiteral("CN\u00a5"))
        || peer(window).verdictLabel()->text().contains(QStringLiteral("CNY")))
        << peer(window).verdictLabel()->text().toStdString();

    china.displayCurrency = QStringLiteral("USD"); // the preset says otherwise
    ScenarioDocument inDollars(china);
    EXPECT_EQ(inDollars.displayCurrency(), QStringLiteral("USD"));
    EXPECT_EQ(test::shippedPreset("kimi-k31-pro-8xb300-modal.json").shownCurrency(), QStringLiteral("USD"));
}

TEST(Currency, SwitchingAmongCurrenciesWithARateIsAViewChoice)
{
    ScenarioDocument doc(test::shippedPreset("china-b300-rent-5y.json"));
    ASSERT_TRUE(doc.setDisplayCurrency(QStringLiteral("EUR")));
    EXPECT_EQ(doc.displayCurrency(), QStringLiteral("EUR"));
    EXPECT_EQ(doc.undoStack()->count(), 0);
    EXPECT_FALSE(doc.isModified());
    EXPECT_EQ(doc.preset().displayCurrency, QStringLiteral("EUR")); // what the next save writes

    // An edit and its undo and redo leave the view alone.
    doc.setValue(parameter(u"operation.utilization"), 0.5);
    ASSERT_TRUE(doc.setDisplayCurrency(QStringLiteral("USD")));
    doc.undoStack()->undo();
    EXPECT_EQ(doc.displayCurrency(), QStringLiteral("USD"));
    EXPECT_FALSE(doc.isModified());
    doc.undoStack()->redo();
    EXPECT_EQ(doc.displayCurrency(), QStringLiteral("USD"));
    EXPECT_DOUBLE_EQ(doc.scenario().operation.utilization, 0.5);

    // Back to the preset's own currency: stored as no choice at all.
    ASSERT_TRUE(doc.setDisplayCurrency(QStringLiteral("CNY")));
    EXPECT_TRUE(doc.preset().displayCurrency.isEmpty());
    EXPECT_EQ(doc.undoStack()->count(), 1);
}

TEST(Currency, ChoosingACurrencyWithoutARateAddsItAsOneUndoableEdit)
{
    Scenario s = defaultScenario();
    s.fxPerUsd.clear(); // dollars only
    MainWindow window(s, QString(), false);
    ScenarioDocument *doc = peer(window).document();
    ASSERT_EQ(doc->displayCurrency(), QStringLiteral("USD"));
    ASSERT_TRUE(comboItems(peer(window).currencyCombo()).contains(QStringLiteral("CNY"))); // offered with a rate

    peer(window).currencyCombo()->setCurrentText(QStringLiteral("CNY"));
    EXPECT_EQ(doc->displayCurrency(), QStringLiteral("CNY"));
    EXPECT_DOUBLE_EQ(doc->scenario().fxPerUsd.at(QStringLiteral("CNY")), defaultCnyPerUsd);
    EXPECT_EQ(doc->undoStack()->count(), 1);
    EXPECT_TRUE(doc->isModified());
    EXPECT_TRUE(window.isWindowModified());

    doc->undoStack()->undo(); // the rate goes, and the view falls back to a currency with a rate
    EXPECT_FALSE(doc->scenario().fxRate(QStringLiteral("CNY")).has_value());
    EXPECT_EQ(doc->displayCurrency(), QStringLiteral("USD"));
    EXPECT_EQ(peer(window).currencyCombo()->currentText(), QStringLiteral("USD"));
    EXPECT_FALSE(doc->isModified());

    doc->undoStack()->redo();
    EXPECT_EQ(doc->displayCurrency(), QStringLiteral("CNY"));

    // A rate outside the registry's domain is refused: no step.
    EXPECT_FALSE(doc->setDisplayCurrency(QStringLiteral("GBP"), std::numeric_limits<double>::infinity()));
    EXPECT_FALSE(doc->setDisplayCurrency(QStringLiteral("GBP"), -1.0));
    EXPECT_EQ(doc->undoStack()->count(), 1);
}

TEST(Currency, ExchangeRatesEditorAddsChangesAndRemovesRatesAsUndoSteps)
{
    MainWindow window(test::shippedPreset("china-b300-rent-5y.json"), QString(), false);
    ScenarioDocument *doc = peer(window).document();
    ExchangeRatesEditor *editor = peer(window).exchangeRatesEditor();
    ASSERT_EQ(child<QTableView>(editor, "exchangeRatesTable")->model()->rowCount(), 2); // CNY, EUR
    EXPECT_EQ(rowOf(*editor, QStringLiteral("CNY")), 0);

    // A Brazilian user adds BRL from the dialog's fields.
    child<QLineEdit>(editor, "exchangeRatesCode")->setText(QStringLiteral("brl"));
    child<QLineEdit>(editor, "exchangeRatesValue")->setText(QStringLiteral("5.4"));
    child<QPushButton>(editor, "exchangeRatesAdd")->click();
    EXPECT_TRUE(editor->problem().isEmpty()) << editor->problem().toStdString();
    EXPECT_DOUBLE_EQ(doc->scenario().fxPerUsd.at(QStringLiteral("BRL")), 5.4);
    EXPECT_EQ(doc->undoStack()->count(), 1);
    EXPECT_GE(rowOf(*editor, QStringLiteral("BRL")), 0);
    EXPECT_TRUE(comboItems(peer(window).currencyCombo()).contains(QStringLiteral("BRL")));
    peer(window).currencyCombo()->setCurrentText(QStringLiteral("BRL")); // has a rate now: a view choice
    EXPECT_EQ(doc->displayCurrency(), QStringLiteral("BRL"));
    EXPECT_EQ(doc->undoStack()->count(), 1);

    // Typing a rate into its cell: one step.
    const int brl = rowOf(*editor, QStringLiteral("BRL"));
    test::setCell(child<QTableView>(editor, "exchangeRatesTable"), brl, ExchangeRatesEditor::RateColumn, 5.5);
    EXPECT_DOUBLE_EQ(doc->scenario().fxPerUsd.at(QStringLiteral("BRL")), 5.5);
    EXPECT_EQ(doc->undoStack()->count(), 2);
    EXPECT_DOUBLE_EQ(doc->displayRate(), 5.5);

    // Refused, each with a message naming the currency or the allowed values; nothing changes.
    const auto refused = [&](std::optional<QString> problem, const char *needle) {
        ASSERT_TRUE(problem.has_value()) << needle;
        EXPECT_TRUE(problem->contains(QLatin1String(needle))) << problem->toStdString();
        EXPECT_EQ(doc->undoStack()->count(), 2);
    };
    refused(editor->addRate(QStringLiteral("BR1"), 5.0), "three upper-case letters");
    refused(editor->addRate(QStringLiteral("USD"), 1.0), "base currency");
    refused(editor->addRate(QStringLiteral("BRL"), 5.0), "already has a rate");
    refused(editor->addRate(QStringLiteral("JPY"), 0.0), "above 0");
    refused(editor->addRate(QStringLiteral("JPY"), std::nan("")), "JPY");
    refused(editor->setRate(QStringLiteral("CNY"), -7.0), "CNY");
    refused(editor->removeRate(QStringLiteral("CNY")), "currency"); // the preset's money is in CNY
    EXPECT_TRUE(doc->scenario().fxPerUsd.contains(QStringLiteral("CNY")));
    EXPECT_EQ(editor->problem(), *editor->removeRate(QStringLiteral("CNY")));

    // Removing a rate nothing uses: one step; the shown BRL falls back, and undo brings both back.
    EXPECT_FALSE(editor->removeRate(QStringLiteral("BRL")).has_value());
    EXPECT_EQ(doc->undoStack()->count(), 3);
    EXPECT_FALSE(doc->scenario().fxPerUsd.contains(QStringLiteral("BRL")));
    EXPECT_EQ(doc->displayCurrency(), QStringLiteral("CNY"));
    EXPECT_EQ(rowOf(*editor, QStringLiteral("BRL")), -1);
    doc->undoStack()->undo();
    EXPECT_DOUBLE_EQ(doc->scenario().fxPerUsd.at(QStringLiteral("BRL")), 5.5);
    EXPECT_EQ(doc->displayCurrency(), QStringLiteral("BRL"));
    doc->undoStack()->undo();
    doc->undoStack()->undo();
    EXPECT_FALSE(doc->scenario().fxPerUsd.contains(QStringLiteral("BRL")));
    EXPECT_FALSE(doc->isModified());
    EXPECT_NE(doc->displayCurrency(), QStringLiteral("BRL"));
    EXPECT_TRUE(doc->presetProblems().isEmpty()) << doc->presetProblems().toStdString();
}

TEST(Currency, TheGpuPriceCanBeStatedForTheWholeNode)
{
    Scenario modal = test::shippedPreset("kimi-k31-pro-8xb300-modal.json");
    ASSERT_EQ(modal.cost.priceBasis, PriceBasis::GpuHour);
    const double monthly = evaluate(modal).selfHost.monthlyCost.value();
    ScenarioDocument doc(modal);
    ScenarioPanel panel(&doc);
    auto *basis = panel.findChild<QComboBox *>(QStringLiteral("cost.price_per"));
    ASSERT_NE(basis, nullptr);
    ParameterSlider *price = panel.slider(parameter(u"cost.gpu_hour"));
    ASSERT_NE(price, nullptr);
    auto *spin = price->findChild<QDoubleSpinBox *>();
    ASSERT_NE(spin, nullptr);
    EXPECT_NEAR(spin->value(), 7.099, 0.001);

    // Per node-hour: Modal's $56.79 as it bills it; the model's figures do not move.
    basis->setCurrentIndex(basis->findData(QStringLiteral("node_hour")));
    Q_EMIT basis->activated(basis->currentIndex());
    EXPECT_EQ(doc.scenario().cost.priceBasis, PriceBasis::NodeHour);
    EXPECT_EQ(doc.undoStack()->count(), 1);
    EXPECT_NEAR(spin->value(), 56.79, 0.001);
    EXPECT_TRUE(price->label()->text().contains(QStringLiteral("Node")));
    EXPECT_TRUE(spin->suffix().contains(QStringLiteral("/node-hour"))) << spin->suffix().toStdString();
    EXPECT_DOUBLE_EQ(doc.evaluation().selfHost.monthlyCost.value(), monthly);

    // A cluster at $80 an hour typed as it is quoted: $10 per GPU-hour, $58,400 a month.
    spin->setValue(80.0);
    Q_EMIT spin->editingFinished();
    EXPECT_NEAR(doc.scenario().cost.gpuHour.amount, 10.0, 1e-9);
    EXPECT_NEAR(doc.evaluation().selfHost.monthlyCost.value(), 58400.0, 1e-6);

    // Per node-month: CNY 190k a month is 190000 / 8 / 730 per GPU-hour.
    Scenario china = test::shippedPreset("china-b300-rent-5y.json");
    china.cost.priceBasis = PriceBasis::NodeMonth;
    doc.reset(china);
    EXPECT_NEAR(spin->value(), 190000.0, 1e-6);
    EXPECT_TRUE(spin->suffix().contains(QStringLiteral("CNY/node-month"))) << spin->suffix().toStdString();
}
