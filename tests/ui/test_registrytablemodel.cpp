// Issue 28, item 4: one table model over a registry family serves the offers, overhead and decode-point
// tables; here alone, under QAbstractItemModelTester, as the rows come and go with undo.

#include "parameters.h"
#include "presetio.h"
#include "registrytablemodel.h"
#include "scenariodocument.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QUndoStack>

#include <gtest/gtest.h>

using namespace breakeven;

namespace {

RegistryTableModel::Behaviour edits()
{
    RegistryTableModel::Behaviour b;
    b.undoText = [](int, const QVariant &) { return QStringLiteral("Edit offer"); };
    return b;
}

std::vector<RegistryTableModel::Column> offerColumns()
{
    return { RegistryTableModel::entry("offers[].enabled"), RegistryTableModel::entry("offers[].provider"),
        RegistryTableModel::entry("offers[].cached_input"), RegistryTableModel::entry("offers[].output"),
        RegistryTableModel::entry("offers[].currency"),
        RegistryTableModel::computed(
            QStringLiteral("Name"), [](const Scenario &s, std::size_t row) { return s.offers[row].displayName(); }) };
}

} // namespace

TEST(RegistryTableModel, RowsFollowTheDocumentThroughEditsAndUndo)
{
    ScenarioDocument document(defaultScenario());
    RegistryTableModel model(&document, Collection::Offers, offerColumns(), edits());
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::Fatal);
    const Scenario start = document.scenario();
    ASSERT_EQ(model.rowCount(), static_cast<int>(start.offers.size()));
    ASSERT_EQ(model.columnCount(), 6);
    EXPECT_EQ(model.headerData(1, Qt::Horizontal, Qt::DisplayRole).toString(), QStringLiteral("Provider"));
    EXPECT_EQ(
        model.headerData(3, Qt::Horizontal, Qt::DisplayRole).toString(), QStringLiteral("Output price (per Mtok)"));
    EXPECT_EQ(model.index(0, 5).data().toString(), start.offers[0].displayName());
    EXPECT_FALSE(model.flags(model.index(0, 5)) & Qt::ItemIsEditable);
    EXPECT_TRUE(model.flags(model.index(0, 0)) & Qt::ItemIsUserCheckable);

    // A price shows the registry's two decimals, and more when it has them.
    document.modify(QStringLiteral("prices"), [](Scenario &s) {
        s.offers[0].output = 12.0;
        s.offers[1].output = 0.035;
    });
    EXPECT_EQ(model.index(0, 3).data().toString(), QStringLiteral("12.00"));
    EXPECT_EQ(model.index(1, 3).data().toString(), QStringLiteral("0.035"));
    EXPECT_DOUBLE_EQ(model.index(1, 3).data(Qt::EditRole).toDouble(), 0.035);

    // The registry's domain refuses a negative price; nothing changes and the model says why.
    QSignalSpy refused(&model, &RegistryTableModel::refused);
    const int steps = document.undoStack()->count();
    EXPECT_FALSE(model.setData(model.index(0, 3), QStringLiteral("-2")));
    ASSERT_EQ(refused.count(), 1);
    EXPECT_TRUE(model.lastProblem().value_or(QString()).startsWith(QStringLiteral("-2 is not allowed")))
        << model.lastProblem().value_or(QString()).toStdString();
    EXPECT_EQ(document.undoStack()->count(), steps);
    EXPECT_FALSE(model.setData(model.index(0, 4), QStringLiteral("JPY")));
    EXPECT_TRUE(model.lastProblem().value_or(QString()).contains(QStringLiteral("JPY")));

    // Accepted edits: a lower-case currency code, a cleared optional price, a tick; one step each.
    EXPECT_TRUE(model.setData(model.index(0, 4), QStringLiteral("cny")));
    EXPECT_EQ(document.scenario().offers[0].currency, QStringLiteral("CNY"));
    EXPECT_FALSE(model.lastProblem().has_value());
    EXPECT_TRUE(model.setData(model.index(0, 2), QString()));
    EXPECT_FALSE(document.scenario().offers[0].cachedInput.has_value());
    EXPECT_EQ(model.index(0, 2).data().toString(), QString());
    EXPECT_TRUE(model.setData(model.index(0, 0), Qt::Unchecked, Qt::CheckStateRole));
    EXPECT_FALSE(document.scenario().offers[0].enabled);
    EXPECT_EQ(model.index(0, 0).data(Qt::CheckStateRole).toInt(), Qt::Unchecked);
    EXPECT_EQ(document.undoStack()->count(), steps + 3);

    // Rows come and go with the document, and with its undo.
    document.modify(QStringLiteral("remove"), [](Scenario &s) { s.offers.erase(s.offers.begin()); });
    EXPECT_EQ(model.rowCount(), static_cast<int>(start.offers.size()) - 1);
    document.modify(QStringLiteral("clear"), [](Scenario &s) { s.offers.clear(); });
    EXPECT_EQ(model.rowCount(), 0);
    while (document.undoStack()->canUndo())
        document.undoStack()->undo();
    EXPECT_EQ(document.scenario(), start);
    EXPECT_EQ(model.rowCount(), static_cast<int>(start.offers.size()));
    EXPECT_EQ(model.index(0, 4).data().toString(), start.offers[0].currency);
}

TEST(RegistryTableModel, CommitsThroughTheOwnersHookWithoutADocument)
{
    RegistryTableModel::Behaviour b = edits();
    Scenario held = defaultScenario();
    b.commit = [&held](const QString &, const std::function<void(Scenario &)> &edit, int) { edit(held); };
    RegistryTableModel model(nullptr, Collection::Currencies, { RegistryTableModel::entry("fx_per_usd[]") }, b);
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::Fatal);
    EXPECT_EQ(model.rowCount(), static_cast<int>(Scenario().fxPerUsd.size()));
    model.setScenario(held);
    ASSERT_EQ(model.rowCount(), static_cast<int>(held.fxPerUsd.size()));
    EXPECT_TRUE(model.setData(model.index(0, 0), 7.5));
    EXPECT_DOUBLE_EQ(held.fxPerUsd.begin()->second, 7.5);
    EXPECT_FALSE(model.setData(model.index(0, 0), 0.0)); // rates are above 0
}
