#include "breakeventablemodel.h"
#include "chartcolors.h"
#include "chartdata.h"
#include "charts/chartregistry.h"
#include "charts/chartview.h"
#include "charts/decisionmapchart.h"
#include "chartviewpeer.h"
#include "export/exportactions.h"
#include "findchild.h"
#include "formatting.h"
#include "mainwindow.h"
#include "mainwindowpeer.h"
#include "numberdelegate.h"
#include "offercolumns.h"
#include "offerseditor.h"
#include "parameterslider.h"
#include "plaintext.h"
#include "presetio.h"
#include "presetpropertiesdialog.h"
#include "presetsession.h"
#include "rangeseditor.h"
#include "scenariodocument.h"
#include "scenariopanel.h"
#include "screenfit.h"
#include "settings.h"
#include "shippedpresets.h"
#include "steadylabel.h"
#include "uncertaintyresult.h"
#include "uncertaintyrunner.h"
#include "useractions.h"
#include "verdict.h"

#include <QAbstractItemModelTester>
#include <QComboBox>
#include <QDialog>
#include <QDir>
#include <QDoubleSpinBox>
#include <QElapsedTimer>
#include <QGraphicsView>
#include <QGuiApplication>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPaintEvent>
#include <QPointer>
#include <QPushButton>
#include <QRadioButton>
#include <QSettings>
#include <QSignalSpy>
#include <QSlider>
#include <QStandardPaths>
#include <QTabBar>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QToolButton>
#include <QUndoStack>

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <memory>
#include <vector>

using namespace breakeven;
using breakeven::test::cell;
using breakeven::test::child;
using breakeven::test::setCell;
using breakeven::test::setCurrentCell;

namespace {

class MainWindowTest : public ::testing::Test {
protected:
    void SetUp() override
    {
        window = std::make_unique<MainWindow>(defaultScenario(), QString(), false);
        window->resize(1600, 1000);
        window->show();
        ASSERT_TRUE(QTest::qWaitForWindowExposed(window.get()));
        tester = std::make_unique<QAbstractItemModelTester>(
            peer(*window).tableModel(), QAbstractItemModelTester::FailureReportingMode::Fatal);
    }

    [[nodiscard]] ScenarioDocument *doc() const { return peer(*window).document(); }
    [[nodiscard]] BreakevenTableModel *model() const { return peer(*window).tableModel(); }

    /// Types \a text into the spin box of \a param and presses Enter, as a person would.
    void type(QStringView param, const QString &text) const
    {
        QDoubleSpinBox *spin = child<QDoubleSpinBox>(peer(*window).panel()->slider(param), "sliderValue");
        spin->setFocus();
        spin->selectAll();
        QTest::keyClicks(spin, text);
        QTest::keyClick(spin, Qt::Key_Return);
    }

    /// Checks every number the window shows against evaluate() of the document's scenario.
    void expectWindowMatchesModel() const
    {
        const Scenario &s = doc()->scenario();
        const Evaluation e = evaluate(s); // computed afresh: not the document's cache
        const QString cur = doc()->displayCurrency();
        const double rate = s.fxRate(cur).value();

        ASSERT_EQ(model()->rowCount(),
            static_cast<int>(
                std::count_if(s.offers.begin(), s.offers.end(), [](const Offer &o) { return o.enabled; })));
        for (int row = 0; row < model()->rowCount(); ++row) {
            const OfferResult &r = e.offers.at(model()->offerIndex(row));
            const auto value = [&](int column) {
                return model()->data(model()->index(row, column), BreakevenTableModel::ValueRole).toDouble();
            };
            const auto text
                = [&](int column) { return model()->data(model()->index(row, column), Qt::DisplayRole).toString(); };
            EXPECT_DOUBLE_EQ(value(BreakevenTableModel::BlendedPriceColumn), inDollarsPerMtok(r.blendedPrice) * rate);
            EXPECT_DOUBLE_EQ(value(BreakevenTableModel::BreakevenOutputColumn), r.breakevenOutput.value());
            EXPECT_DOUBLE_EQ(value(BreakevenTableModel::BreakevenInputColumn), r.breakevenInput.value());
            EXPECT_DOUBLE_EQ(value(BreakevenTableModel::ApiCostColumn), r.monthlyApiCost.value() * rate);
            if (r.monthlySaving)
                EXPECT_DOUBLE_EQ(value(BreakevenTableModel::SavingColumn), r.monthlySaving->value() * rate);
            else
                EXPECT_TRUE(std::isnan(value(BreakevenTableModel::SavingColumn)));
            EXPECT_EQ(text(BreakevenTableModel::BlendedPriceColumn),
                format::money(inDollarsPerMtok(r.blendedPrice) * rate, cur));
            // The cell is brief, "API by $36,621" (#13); the tooltip says "API cheaper by $36,621".
            EXPECT_EQ(model()->index(row, BreakevenTableModel::SavingColumn).data(Qt::ToolTipRole).toString(),
                plaintext::toolTip(
                    savingText(r, MoneyIn { cur, [rate](double usd) { return usd * rate; }, format::locale() })));
            if (r.monthlySaving) {
                const QString amount = format::money(std::abs(r.monthlySaving->value()) * rate, cur, 0);
                EXPECT_TRUE(text(BreakevenTableModel::SavingColumn).endsWith(QLatin1Char(' ') + amount))
                    << text(BreakevenTableModel::SavingColumn).toStdString(); // never a bare negative
            }
            EXPECT_EQ(text(BreakevenTableModel::WinnerColumn),
                r.cheaper == Cheaper::SelfHost  ? QStringLiteral("self-host")
                    : r.cheaper == Cheaper::Api ? QStringLiteral("API")
                                                : QStringLiteral("infeasible"));
            // The cell is brief (#13); its tooltip is the full wording.
            const QModelIndex utilization = model()->index(row, BreakevenTableModel::BreakevenUtilizationColumn);
            EXPECT_EQ(
                utilization.data(Qt::ToolTipRole).toString(), plaintext::toolTip(utilizationText(r, format::locale())));
            EXPECT_TRUE(utilizationText(r, format::locale())
                            .startsWith(text(BreakevenTableModel::BreakevenUtilizationColumn).left(5)));
            // Reachable: the figure alone; beyond the hardware: the figure, marked; none: "never".
            const QString breakeven = text(BreakevenTableModel::BreakevenThroughputColumn);
            if (r.reachable)
                EXPECT_EQ(breakeven, format::throughput(r.breakevenThroughput->value()));
            else if (r.breakevenThroughput && std::isfinite(r.breakevenThroughput->value()))
                EXPECT_TRUE(breakeven.contains(format::throughput(r.breakevenThroughput->value()))
                    && breakeven != format::throughput(r.breakevenThroughput->value()))
                    << breakeven.toStdString();
            else
                EXPECT_TRUE(breakeven.contains(QStringLiteral("never"))) << breakeven.toStdString();
        }

        // The window's verdict is the verdict, then (once the Monte Carlo run is in) how sure it is.
        // While a slider is held it may show the previous step's for SteadyLabel::throttleMs.
        const QString verdict = verdictText(s, e, cur);
        for (int wait = 0; wait < 100 && !peer(*window).verdictLabel()->text().startsWith(verdict); ++wait)
            QTest::qWait(10);
        EXPECT_TRUE(peer(*window).verdictLabel()->text().startsWith(verdict))
            << peer(*window).verdictLabel()->text().toStdString();

        const ChartData cost = costChartData(s, e, cur);
        const QList<QPointF> curve = peer(peer(*window).costChart()).seriesPoints(ChartViewTestPeer::Series::SelfHost);
        ASSERT_EQ(curve.size(), static_cast<qsizetype>(cost.selfHost.points.size()));
        for (qsizetype i = 0; i < curve.size(); i += 33) {
            Scenario at = s;
            at.operation.throughputTokS = curve[i].x();
            const double expected = inDollarsPerMtok(*evaluate(at).selfHost.costPerOutputToken) * rate;
            EXPECT_NEAR(curve[i].y(), expected, 1e-9 * expected);
        }
        const QList<QPointF> op
            = peer(peer(*window).costChart()).seriesPoints(ChartViewTestPeer::Series::OperatingPoint);
        if (e.selfHost.costPerOutputToken) {
            ASSERT_EQ(op.size(), 1);
            EXPECT_DOUBLE_EQ(op[0].x(), s.operation.throughputTokS);
            EXPECT_NEAR(op[0].y(), inDollarsPerMtok(*e.selfHost.costPerOutputToken) * rate, 1e-9 * op[0].y());
        } else {
            EXPECT_TRUE(op.isEmpty()) << "no operating point when nothing is produced";
        }
        const QList<QPointF> markers
            = peer(peer(*window).costChart()).seriesPoints(ChartViewTestPeer::Series::Breakevens);
        ASSERT_EQ(markers.size(), static_cast<qsizetype>(cost.breakevens.size()));
        for (qsizetype i = 0; i < markers.size(); ++i)
            EXPECT_EQ(markers[i], cost.breakevens[static_cast<std::size_t>(i)].point);

        const QList<QPointF> flat = peer(peer(*window).volumeChart()).seriesPoints(ChartViewTestPeer::Series::SelfHost);
        ASSERT_EQ(flat.size(), 2);
        EXPECT_NEAR(flat[0].y(), e.selfHost.monthlyCost.value() * rate / 1e3, 1e-9 * flat[0].y());
        const QList<QPointF> now
            = peer(peer(*window).volumeChart()).seriesPoints(ChartViewTestPeer::Series::OperatingPoint);
        ASSERT_EQ(now.size(), 1);
        EXPECT_DOUBLE_EQ(now[0].x(), e.selfHost.outputPerMonth.value() / 1e9);
    }

    std::unique_ptr<MainWindow> window;
    std::unique_ptr<QAbstractItemModelTester> tester;
};

/// Edits the cell at \a row, \a column of \a table as a person would: its delegate makes the
/// editor, \a text is typed over the value shown, and the delegate commits it.
void typeIntoCell(QTableView *table, int row, int column, const QString &text)
{
    const QModelIndex index = table->model()->index(row, column);
    QAbstractItemDelegate *delegate = table->itemDelegateForIndex(index);
    ASSERT_NE(delegate, nullptr);
    QStyleOptionViewItem option;
    option.rect = table->visualRect(index);
    const std::unique_ptr<QWidget> editor(delegate->createEditor(table->viewport(), option, index));
    ASSERT_NE(editor, nullptr);
    delegate->setEditorData(editor.get(), index);
    editor->show();
    if (auto *spin = qobject_cast<QAbstractSpinBox *>(editor.get()))
        spin->selectAll();
    else if (auto *line = qobject_cast<QLineEdit *>(editor.get()))
        line->selectAll();
    QTest::keyClick(editor.get(), Qt::Key_Backspace);
    QTest::keyClicks(editor.get(), text);
    delegate->setModelData(editor.get(), table->model(), index);
}

/// Sets the default locale for one test and puts the previous one back.
class DefaultLocale {
public:
    explicit DefaultLocale(const QLocale &locale) { QLocale::setDefault(locale); }
    ~DefaultLocale() { QLocale::setDefault(m_previous); }
    DefaultLocale(const DefaultLocale &) = delete;
    DefaultLocale &operator=(const DefaultLocale &) = delete;

private:
    QLocale m_previous;
};

} // namespace

TEST_F(MainWindowTest, OpensOnTheDefaultScenarioWithTheArticlesFigures)
{
    EXPECT_EQ(doc()->scenario(), defaultScenario());
    EXPECT_EQ(model()->rowCount(), 7);
    const QString verdict = peer(*window).verdictLabel()->text();
    EXPECT_TRUE(verdict.contains(QStringLiteral("$171.47"))) << verdict.toStdString();
    // The agent workload: $2 input / $10 output at 5 input tokens per output token is $20, which
    // 8xB300 at $56.79/h matches above 41,456.70 / 20 / 2.628 = 789 tok/s.
    EXPECT_TRUE(verdict.contains(QStringLiteral("above 789 tok/s"))) << verdict.toStdString();
    expectWindowMatchesModel();
}

TEST_F(MainWindowTest, TypingAThroughputUpdatesTableVerdictAndCharts)
{
    type(u"operation.throughput_tok_s", QStringLiteral("500"));
    EXPECT_DOUBLE_EQ(doc()->scenario().operation.throughputTokS, 500.0);
    EXPECT_TRUE(peer(*window).verdictLabel()->text().contains(QStringLiteral("At 500 tok/s")));
    expectWindowMatchesModel();
    // The article's table: $31.55 per output Mtok at 500 tok/s.
    EXPECT_TRUE(peer(*window).verdictLabel()->text().contains(QStringLiteral("$31.55")))
        << peer(*window).verdictLabel()->text().toStdString();
}

TEST_F(MainWindowTest, MovingSlidersUpdatesEverything)
{
    ParameterSlider *util = peer(*window).panel()->slider(u"operation.utilization");
    util->slider()->setValue(util->positionOf(0.25));
    EXPECT_NEAR(doc()->scenario().operation.utilization, 0.25, 1e-9);
    expectWindowMatchesModel();

    ParameterSlider *tput = peer(*window).panel()->slider(u"operation.throughput_tok_s");
    for (int i = 0; i < 5; ++i)
        tput->slider()->triggerAction(QAbstractSlider::SliderPageStepAdd);
    EXPECT_DOUBLE_EQ(doc()->scenario().operation.throughputTokS, tput->valueAt(tput->slider()->value()));
    EXPECT_NEAR(child<QDoubleSpinBox>(tput, "sliderValue")->value(), doc()->scenario().operation.throughputTokS, 1e-9);
    expectWindowMatchesModel();

    ParameterSlider *ratio = peer(*window).panel()->slider(u"workload.input_per_output");
    ratio->slider()->setValue(ratio->positionOf(5.0));
    EXPECT_DOUBLE_EQ(doc()->scenario().workload.inputPerOutput, 5.0);
    expectWindowMatchesModel();
}

TEST_F(MainWindowTest, AWholeDragIsOneUndoStepAndUndoRestoresTheExactScenario)
{
    type(u"workload.cache_hit", QStringLiteral("20"));
    doc()->closeMerge();
    const Scenario before = doc()->scenario();
    const int steps = doc()->undoStack()->count();

    QSlider *slider = peer(*window).panel()->slider(u"operation.throughput_tok_s")->slider();
    slider->setSliderDown(true); // as a mouse press does
    for (int i = 0; i < 40; ++i)
        slider->triggerAction(QAbstractSlider::SliderSingleStepAdd);
    slider->setSliderDown(false);
    const Scenario after = doc()->scenario();
    ASSERT_NE(after, before);
    EXPECT_EQ(doc()->undoStack()->count(), steps + 1);

    doc()->undoStack()->undo();
    EXPECT_EQ(doc()->scenario(), before);
    EXPECT_DOUBLE_EQ(
        peer(*window).panel()->slider(u"operation.throughput_tok_s")->value(), before.operation.throughputTokS);
    expectWindowMatchesModel();
    doc()->undoStack()->redo();
    EXPECT_EQ(doc()->scenario(), after);
    expectWindowMatchesModel();
}

// #13 (speed): the steps of a drag that arrive within one event-loop turn (a fast mouse sends
// several per frame) are evaluated once and announced once, at the end of the turn; what the
// window then shows is the last step's. Releasing the slider evaluates nothing more.
TEST_F(MainWindowTest, ADragsStepsWithinOneEventLoopTurnAreEvaluatedOnce)
{
    QCoreApplication::processEvents();
    ParameterSlider *tput = peer(*window).panel()->slider(u"operation.throughput_tok_s");
    QSlider *slider = tput->slider();
    const int start = slider->value();
    QSignalSpy values(doc(), &ScenarioDocument::valuesChanged);
    const int before = doc()->evaluationCount();
    const int undoSteps = doc()->undoStack()->count();
    slider->setSliderDown(true); // as a mouse press does
    constexpr int steps = 25;
    for (int i = 1; i <= steps; ++i)
        slider->setValue(start + 7 * i);
    const double last = tput->valueAt(start + 7 * steps);
    EXPECT_DOUBLE_EQ(doc()->scenario().operation.throughputTokS, last); // the scenario follows at once
    EXPECT_EQ(doc()->evaluationCount(), before) << "evaluated within the turn";
    EXPECT_EQ(values.count(), 0);

    QCoreApplication::processEvents(); // the end of the turn
    if (values.isEmpty())
        values.wait(2000);
    EXPECT_EQ(values.count(), 1);
    EXPECT_EQ(doc()->evaluationCount(), before + 1);
    EXPECT_DOUBLE_EQ(doc()->scenario().operation.throughputTokS, last);
    expectWindowMatchesModel();

    slider->setSliderDown(false);
    QCoreApplication::processEvents();
    EXPECT_EQ(values.count(), 1);
    EXPECT_EQ(doc()->evaluationCount(), before + 1);
    EXPECT_EQ(doc()->undoStack()->count(), undoSteps + 1); // and one undo step
}

// A step while nothing is held (a key, a typed value) is announced at once, as before.
TEST_F(MainWindowTest, AStepWithoutAHeldSliderIsShownAtOnce)
{
    ParameterSlider *tput = peer(*window).panel()->slider(u"operation.throughput_tok_s");
    QSignalSpy values(doc(), &ScenarioDocument::valuesChanged);
    tput->slider()->triggerAction(QAbstractSlider::SliderPageStepAdd);
    EXPECT_EQ(values.count(), 1);
    expectWindowMatchesModel();
}

TEST_F(MainWindowTest, DisplayCurrencyConvertsTableVerdictAndCharts)
{
    peer(*window).currencyCombo()->setCurrentText(QStringLiteral("CNY"));
    EXPECT_EQ(doc()->displayCurrency(), QStringLiteral("CNY"));
    EXPECT_TRUE(peer(*window).fxSpinBox()->isEnabled());
    EXPECT_DOUBLE_EQ(peer(*window).fxSpinBox()->value(), 7.25);
    expectWindowMatchesModel();
    EXPECT_TRUE(peer(*window).verdictLabel()->text().contains(QStringLiteral("CN\u00a5")));

    peer(*window).fxSpinBox()->setValue(7.0); // the FX rate is editable and undoable
    EXPECT_DOUBLE_EQ(doc()->scenario().fxPerUsd.at(QStringLiteral("CNY")), 7.0);
    expectWindowMatchesModel();
    doc()->undoStack()->undo();
    EXPECT_DOUBLE_EQ(doc()->scenario().fxPerUsd.at(QStringLiteral("CNY")), 7.25);
}

TEST_F(MainWindowTest, OffersEditorEnablesEditsAndAddsOffers)
{
    OffersEditor *editor = peer(*window).offersEditor();
    QTableView *table = child<QTableView>(editor, "offersTable");
    ASSERT_EQ(table->model()->rowCount(), 7);
    const Scenario before = doc()->scenario();

    setCell(table, 1, OffersEditor::EnabledColumn, Qt::Unchecked, Qt::CheckStateRole);
    EXPECT_FALSE(doc()->scenario().offers[1].enabled);
    EXPECT_EQ(model()->rowCount(), 6);
    expectWindowMatchesModel();

    setCell(table, 4, OffersEditor::OutputColumn, QStringLiteral("8"));
    EXPECT_DOUBLE_EQ(doc()->scenario().offers[4].output, 8.0);
    expectWindowMatchesModel();
    EXPECT_TRUE(peer(*window).verdictLabel()->text().contains(QStringLiteral("APIYI kimi-k3.1-pro;")));

    editor->addCustomOffer();
    ASSERT_EQ(doc()->scenario().offers.size(), 8U);
    EXPECT_EQ(table->model()->rowCount(), 8);
    EXPECT_EQ(model()->rowCount(), 6); // a custom offer starts unticked (#13)
    expectWindowMatchesModel();

    setCell(table, 2, OffersEditor::OutputColumn, QStringLiteral("not a number"));
    EXPECT_DOUBLE_EQ(doc()->scenario().offers[2].output, 20.0);
    EXPECT_EQ(cell(table, 2, OffersEditor::OutputColumn).data(Qt::EditRole).toDouble(), 20.0);

    while (doc()->undoStack()->canUndo())
        doc()->undoStack()->undo();
    EXPECT_EQ(doc()->scenario(), before);
    EXPECT_EQ(table->model()->rowCount(), 7);
    expectWindowMatchesModel();
}

// B3: the default editor for a double was a QDoubleSpinBox with two decimals, so committing a
// cached price of 0.035 stored 0.04; the default display showed 1,500,000 as "1.5e+06".
TEST_F(MainWindowTest, PriceAndOverheadCellsKeepSixDecimalsAndShowGroupSeparators)
{
    QTableView *offers = child<QTableView>(peer(*window).offersEditor(), "offersTable");
    peer(*window).offersEditor()->show();
    typeIntoCell(offers, 0, OffersEditor::CachedColumn, QStringLiteral("0.035"));
    ASSERT_TRUE(doc()->scenario().offers[0].cachedInput.has_value());
    EXPECT_DOUBLE_EQ(*doc()->scenario().offers[0].cachedInput, 0.035);
    typeIntoCell(offers, 0, OffersEditor::OutputColumn, QStringLiteral("0.125"));
    EXPECT_DOUBLE_EQ(doc()->scenario().offers[0].output, 0.125);
    // Committing a cell unchanged is no undo step and no rounding.
    const int steps = doc()->undoStack()->count();
    typeIntoCell(offers, 0, OffersEditor::CachedColumn, QStringLiteral("0.035"));
    EXPECT_EQ(doc()->undoStack()->count(), steps);
    // Text to edit has no group separators: a large cached price committed unchanged stays.
    typeIntoCell(offers, 0, OffersEditor::CachedColumn, QStringLiteral("2500.5"));
    const QModelIndex cached = offers->model()->index(0, OffersEditor::CachedColumn);
    const std::unique_ptr<QWidget> editor(
        offers->itemDelegateForIndex(cached)->createEditor(offers->viewport(), QStyleOptionViewItem(), cached));
    offers->itemDelegateForIndex(cached)->setEditorData(editor.get(), cached);
    auto *line = qobject_cast<QLineEdit *>(editor.get());
    ASSERT_NE(line, nullptr);
    EXPECT_EQ(line->text(), QStringLiteral("2500.5"));
    // The optional cached price can be cleared again.
    typeIntoCell(offers, 0, OffersEditor::CachedColumn, QString());
    EXPECT_FALSE(doc()->scenario().offers[0].cachedInput.has_value());

    child<QPushButton>(peer(*window).panel(), "overheadAdd")->click();
    QTableView *overheads = child<QTableView>(peer(*window).panel(), "overheadTable");
    typeIntoCell(overheads, 0, 1, QStringLiteral("1500000.5"));
    EXPECT_DOUBLE_EQ(doc()->scenario().cost.overheads[0].monthly.amount, 1500000.5);
    const QModelIndex amount = overheads->model()->index(0, 1);
    auto *delegate = qobject_cast<QStyledItemDelegate *>(overheads->itemDelegateForIndex(amount));
    ASSERT_NE(delegate, nullptr);
    EXPECT_EQ(delegate->displayText(amount.data(), QLocale()), QStringLiteral("1,500,000.5"));
    EXPECT_EQ(delegate->displayText(QVariant(0.035), QLocale()), QStringLiteral("0.035"));
}

// B4: cell text was parsed with the window's locale first, so in German "0.035" was 35.
TEST_F(MainWindowTest, NumberCellsReadDecimalsInAGermanSession)
{
    const DefaultLocale german(QLocale(QLocale::German, QLocale::Germany));
    QTableView *offers = child<QTableView>(peer(*window).offersEditor(), "offersTable");
    peer(*window).offersEditor()->show();

    typeIntoCell(offers, 0, OffersEditor::CachedColumn, QStringLiteral("0,035"));
    ASSERT_TRUE(doc()->scenario().offers[0].cachedInput.has_value());
    EXPECT_DOUBLE_EQ(*doc()->scenario().offers[0].cachedInput, 0.035);
    typeIntoCell(offers, 1, OffersEditor::CachedColumn, QStringLiteral("0.035"));
    EXPECT_DOUBLE_EQ(doc()->scenario().offers[1].cachedInput.value_or(-1.0), 0.035);
    typeIntoCell(offers, 0, OffersEditor::InputColumn, QStringLiteral("0,035"));
    EXPECT_DOUBLE_EQ(doc()->scenario().offers[0].input, 0.035);

    // A stored value committed as it is stays the same value.
    setCell(offers, 2, OffersEditor::OutputColumn, 0.035);
    EXPECT_DOUBLE_EQ(doc()->scenario().offers[2].output, 0.035);
    setCell(offers, 3, OffersEditor::OutputColumn, QStringLiteral("0.035"));
    EXPECT_DOUBLE_EQ(doc()->scenario().offers[3].output, 0.035);

    child<QPushButton>(peer(*window).panel(), "overheadAdd")->click();
    typeIntoCell(child<QTableView>(peer(*window).panel(), "overheadTable"), 0, 1, QStringLiteral("1234,5"));
    EXPECT_DOUBLE_EQ(doc()->scenario().cost.overheads[0].monthly.amount, 1234.5);
    setCell(child<QTableView>(peer(*window).panel(), "overheadTable"), 0, 1, QStringLiteral("0.035"));
    EXPECT_DOUBLE_EQ(doc()->scenario().cost.overheads[0].monthly.amount, 0.035);

    EXPECT_EQ(NumberDelegate::parseNumber(QStringLiteral("0,035")), 0.035);
    EXPECT_EQ(NumberDelegate::parseNumber(QStringLiteral("0.035")), 0.035);
    EXPECT_EQ(NumberDelegate::parseNumber(QStringLiteral("-1")), std::nullopt);
    EXPECT_EQ(NumberDelegate::parseNumber(QStringLiteral("abc")), std::nullopt);
    EXPECT_EQ(NumberDelegate::parseNumber(QString()), std::nullopt);
}

// D4: the row colours are computed once per change; they must still follow every change.
TEST_F(MainWindowTest, TableRowColoursFollowTheChartLines)
{
    const auto expectColours = [this] {
        // Each row's swatch is the colour of the cost chart's line that holds its offer.
        const ChartData chart = costChartData(doc()->scenario(), doc()->evaluation(), QStringLiteral("USD"));
        const auto lineColour = [&](std::size_t offer) {
            for (std::size_t g = 0; g < chart.offers.size(); ++g) {
                const std::vector<std::size_t> &members = chart.offerIndices.at(g);
                if (std::find(members.begin(), members.end(), offer) != members.end())
                    return chart.offers[g].colorIndex;
            }
            ADD_FAILURE() << "no line holds offer " << offer;
            return -1;
        };
        for (int row = 0; row < model()->rowCount(); ++row) {
            const QVariant colour
                = model()->data(model()->index(row, BreakevenTableModel::OfferColumn), Qt::DecorationRole);
            EXPECT_EQ(colour.value<QColor>(),
                seriesColor(lineColour(model()->offerIndex(row)), QGuiApplication::palette().color(QPalette::Base)))
                << row;
        }
    };
    expectColours();
    doc()->modify(QStringLiteral("Disable"), [](Scenario &s) { s.offers.at(0).enabled = false; });
    expectColours();
    doc()->modify(QStringLiteral("Same price"), [](Scenario &s) { s.offers.at(2) = s.offers.at(1); });
    expectColours();
    doc()->setValue(parameter(u"operation.throughput_tok_s"), 900.0);
    expectColours();
    doc()->undoStack()->undo();
    doc()->undoStack()->undo();
    doc()->undoStack()->undo();
    expectColours();
}

// A throughput drag moves items all over each chart's plot (the operating point, its labels, the
// current-volume line). The charts repaint the bounding rectangle of what changed, one rectangle
// the raster engine clips to cheaply, not the minimal region of many small ones, whose clip it
// intersected span by span for every fill (a fifth of a step in BM_SliderToRepaint).
TEST_F(MainWindowTest, AThroughputDragRepaintsEachChartAsOneRectangle)
{
    class RegionLog : public QObject {
    public:
        std::vector<int> rectCounts;
        bool eventFilter(QObject *, QEvent *event) override
        {
            if (event->type() == QEvent::Paint)
                rectCounts.push_back(static_cast<QPaintEvent *>(event)->region().rectCount());
            return false;
        }
    };
    QCoreApplication::processEvents();
    RegionLog cost;
    RegionLog volume;
    peer(*window).costChart()->findChild<QGraphicsView *>()->viewport()->installEventFilter(&cost);
    peer(*window).volumeChart()->findChild<QGraphicsView *>()->viewport()->installEventFilter(&volume);
    // A drag, as BM_SliderToRepaint makes it: small steps with the slider held, each painted.
    QSlider *slider = peer(*window).panel()->slider(u"operation.throughput_tok_s")->slider();
    slider->setSliderDown(true);
    for (int step = 0; step < 20; ++step) {
        const std::size_t costBefore = cost.rectCounts.size();
        const std::size_t volumeBefore = volume.rectCounts.size();
        slider->setValue(slider->maximum() * 40 / 100 + 2 * step);
        for (int turn = 0;
             turn < 50 && (cost.rectCounts.size() == costBefore || volume.rectCounts.size() == volumeBefore); ++turn)
            QTest::qWait(2);
    }
    slider->setSliderDown(false);
    ASSERT_FALSE(cost.rectCounts.empty());
    ASSERT_FALSE(volume.rectCounts.empty());
    for (const int n : cost.rectCounts)
        EXPECT_EQ(n, 1) << "cost chart";
    for (const int n : volume.rectCounts)
        EXPECT_EQ(n, 1) << "volume chart";
}

TEST_F(MainWindowTest, BuyModeShowsItsParametersAndOverheadsAddUp)
{
    child<QRadioButton>(peer(*window).panel(), "cost.mode.buy")->click();
    EXPECT_EQ(doc()->scenario().cost.mode, CostMode::Buy);
    EXPECT_TRUE(peer(*window).panel()->slider(u"cost.buy.capex")->isVisibleTo(window.get()));
    EXPECT_FALSE(peer(*window).panel()->slider(u"cost.gpu_hour")->isEnabled());
    expectWindowMatchesModel();

    child<QPushButton>(peer(*window).panel(), "overheadAdd")->click();
    ASSERT_EQ(doc()->scenario().cost.overheads.size(), 1U);
    setCell(child<QTableView>(peer(*window).panel(), "overheadTable"), 0, 1, QStringLiteral("5000"));
    EXPECT_DOUBLE_EQ(doc()->scenario().cost.overheads[0].monthly.amount, 5000.0);
    expectWindowMatchesModel();
    setCurrentCell(child<QTableView>(peer(*window).panel(), "overheadTable"), 0, 0);
    child<QPushButton>(peer(*window).panel(), "overheadRemove")->click();
    EXPECT_TRUE(doc()->scenario().cost.overheads.empty());

    child<QRadioButton>(peer(*window).panel(), "cost.mode.rent")->click();
    EXPECT_FALSE(peer(*window).panel()->slider(u"cost.buy.capex")->isVisibleTo(window.get()));
}

TEST_F(MainWindowTest, BreakEvenLabelsDoNotOverlap)
{
    QCoreApplication::processEvents();
    for (ChartView *chart : { static_cast<ChartView *>(peer(*window).costChart()),
             static_cast<ChartView *>(peer(*window).volumeChart()) }) {
        const QList<QRectF> rects = peer(*chart).markerLabelRects();
        ASSERT_EQ(rects.size(), peer(*chart).markerLabels().size());
        ASSERT_GE(rects.size(), 4);
        for (qsizetype i = 0; i < rects.size(); ++i) {
            EXPECT_FALSE(rects[i].isEmpty());
            for (qsizetype j = i + 1; j < rects.size(); ++j)
                EXPECT_FALSE(rects[i].intersects(rects[j])) << peer(*chart).markerLabels()[i].toStdString() << " / "
                                                            << peer(*chart).markerLabels()[j].toStdString();
        }
    }
}

namespace {

QStringList *capturedWarnings = nullptr;

void captureWarning(QtMsgType, const QMessageLogContext &, const QString &message)
{
    // The offscreen platform's note when a window's size hints change (the verdict growing by the
    // uncertainty sentence that arrives from its worker thread) is not the application's warning.
    if (capturedWarnings && !message.contains(QLatin1String("does not support propagateSizeHints")))
        *capturedWarnings << message;
}

} // namespace

// Issue 13: entering an overhead amount printed "closeEditor called with an editor that does
// not belong to this view" (the panel replaced the item under the open editor).
TEST_F(MainWindowTest, EnteringAnOverheadAmountInTheViewWarnsNothing)
{
    window->activateWindow();
    ASSERT_TRUE(QTest::qWaitForWindowActive(window.get()));
    child<QPushButton>(peer(*window).panel(), "overheadAdd")->click();
    QTableView *table = child<QTableView>(peer(*window).panel(), "overheadTable");
    QStringList warnings;
    capturedWarnings = &warnings;
    const QtMessageHandler previous = qInstallMessageHandler(captureWarning);
    for (const int column : { 1, 0 }) {
        setCurrentCell(table, 0, column);
        table->edit(table->model()->index(0, column));
        QWidget *editor = QApplication::focusWidget();
        ASSERT_NE(editor, nullptr);
        ASSERT_TRUE(table->isAncestorOf(editor)) << editor->metaObject()->className();
        if (auto *line = qobject_cast<QLineEdit *>(editor))
            line->selectAll();
        else if (auto *spin = qobject_cast<QAbstractSpinBox *>(editor))
            spin->selectAll();
        QTest::keyClicks(editor, column == 1 ? QStringLiteral("2500") : QStringLiteral("Cooling"));
        QTest::keyClick(editor, Qt::Key_Return);
        QCoreApplication::processEvents();
    }
    qInstallMessageHandler(previous);
    capturedWarnings = nullptr;
    EXPECT_TRUE(warnings.isEmpty()) << warnings.join(QLatin1Char('\n')).toStdString();
    ASSERT_EQ(doc()->scenario().cost.overheads.size(), 1U);
    EXPECT_DOUBLE_EQ(doc()->scenario().cost.overheads[0].monthly.amount, 2500.0);
    EXPECT_EQ(doc()->scenario().cost.overheads[0].label, QStringLiteral("Cooling"));
}

// Issue 13, "Window size": at 1024x768 the legend went off-screen and the table showed one and
// a half columns. Narrow: the charts become tabs, the legend goes under the cost chart in rows,
// the verdict and the table get the full width; every control stays reachable.
TEST(WindowSize, NeverLargerThanTheScreensAvailableGeometry)
{
    // On a 1600x1000 screen the title bar pushed the bottom off.
    EXPECT_EQ(fittedSize({ 1600, 1000 }, { 1600, 1000 }, { 0, 30 }), QSize(1600, 970));
    EXPECT_EQ(fittedSize({ 1600, 1000 }, { 1280, 776 }, { 16, 40 }), QSize(1264, 736));
    EXPECT_EQ(fittedSize({ 1600, 1000 }, { 1024, 768 }, { 16, 40 }), QSize(1008, 728));
    EXPECT_EQ(fittedSize({ 1200, 700 }, { 1920, 1080 }, { 16, 40 }), QSize(1200, 700)); // fits: kept
}

TEST(NarrowWindow, At1024x768ChartsAreTabsAndEveryControlIsReachable)
{
    MainWindow window(defaultScenario(), {}, false);
    window.resize(1024, 768);
    window.show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(&window));
    QCoreApplication::processEvents();
    EXPECT_TRUE(window.isNarrow());
    EXPECT_TRUE(peer(peer(window).costChart()).legendBelow());
    const QStringList legend = peer(peer(window).costChart()).legendBelowLabels();
    for (const ChartLine &line : peer(peer(window).costChart()).data().offers)
        EXPECT_TRUE(legend.contains(line.label)) << line.label.toStdString();

    const QRect inside = window.rect();
    const auto shown = [&](QWidget *w) {
        return w->isVisibleTo(&window) && inside.contains(QRect(w->mapTo(&window, QPoint(0, 0)), w->size()));
    };
    EXPECT_TRUE(shown(peer(window).verdictLabel()));
    // The verdict's key columns (#13): the offer, the break-even throughput, the saving and who is cheaper.
    QTableView *table = peer(window).tableView();
    for (const int column : { BreakevenTableModel::OfferColumn, BreakevenTableModel::BreakevenThroughputColumn,
             BreakevenTableModel::SavingColumn, BreakevenTableModel::WinnerColumn }) {
        const int right = table->columnViewportPosition(column) + table->columnWidth(column);
        EXPECT_LE(right, table->viewport()->width()) << "column " << column;
    }
    // Every control is inside the window or in a scroll area that scrolls to it.
    for (QWidget *w : window.findChildren<QWidget *>()) {
        if (!w->isVisibleTo(&window) || !(w->focusPolicy() & Qt::TabFocus) || w->isWindow())
            continue;
        bool scrolled = false;
        for (QWidget *p = w->parentWidget(); p && !scrolled; p = p->parentWidget())
            scrolled = qobject_cast<QAbstractScrollArea *>(p) != nullptr;
        if (!scrolled) {
            EXPECT_TRUE(shown(w)) << w->metaObject()->className() << " " << w->objectName().toStdString();
        }
    }

    // Wide again: the volume chart goes back beside the results.
    window.resize(1600, 1000);
    QCoreApplication::processEvents();
    EXPECT_FALSE(window.isNarrow());
    EXPECT_FALSE(peer(peer(window).costChart()).legendBelow());
    EXPECT_TRUE(peer(window).volumeChart()->isVisibleTo(&window));
    EXPECT_EQ(peer(window).volumeChart()->parentWidget()->objectName(), QStringLiteral("bottomSplitter"));
}

TEST(WindowOrder, TheAnswerIsOnTopAndEveryAreaIsOneClickAwayAt1024) // #33 item 2
{
    MainWindow window(test::shippedPreset("kimi-k31-pro-8xh200.json"), {}, false);
    window.resize(1024, 768);
    window.show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(&window));
    QCoreApplication::processEvents();
    ASSERT_TRUE(window.isNarrow());
    // The answer, then the areas (the charts), then the verdict's details and the table.
    const auto top = [&](QWidget *w) { return w->mapTo(&window, QPoint(0, 0)).y(); };
    auto *areas = child<QTabWidget>(&window, "areaTabs");
    QLabel *answer = child<QLabel>(&window, "answer");
    EXPECT_FALSE(answer->text().isEmpty());
    EXPECT_LT(top(answer), top(areas));
    EXPECT_LT(top(areas), top(peer(window).verdictLabel()));
    EXPECT_LT(top(peer(window).verdictLabel()), top(peer(window).tableView()));
    // A few named areas, whose tabs all show: no scroll arrows.
    ASSERT_EQ(areas->count(), 6);
    for (QToolButton *arrow : areas->tabBar()->findChildren<QToolButton *>())
        EXPECT_FALSE(arrow->isVisible()) << "the areas' tab bar scrolls";
    EXPECT_LE(areas->tabBar()->sizeHint().width(), areas->width());
    // Every chart and view is in exactly one area, and each area's own tabs show whole too.
    std::vector<QWidget *> pages;
    for (int a = 0; a < areas->count(); ++a) {
        auto *tabs = qobject_cast<QTabWidget *>(areas->widget(a));
        ASSERT_NE(tabs, nullptr);
        areas->setCurrentIndex(a);
        QCoreApplication::processEvents();
        for (QToolButton *arrow : tabs->tabBar()->findChildren<QToolButton *>())
            EXPECT_FALSE(arrow->isVisible()) << areas->tabText(a).toStdString();
        for (int i = 0; i < tabs->count(); ++i) {
            EXPECT_EQ(std::count(pages.begin(), pages.end(), tabs->widget(i)), 0);
            pages.push_back(tabs->widget(i));
            tabs->setCurrentIndex(i);
            EXPECT_EQ(window.currentPage(), tabs->widget(i)) << tabs->tabText(i).toStdString();
        }
    }
    for (const ChartKindInfo &info : chartKinds())
        EXPECT_EQ(std::count(pages.begin(), pages.end(), peer(window).chart(info.kind)), 1) << info.id;
    // The menus' routes land on their page, in its area.
    window.showPlans();
    EXPECT_EQ(window.currentPage()->objectName(), QStringLiteral("plansPage"));
    EXPECT_EQ(areas->tabText(areas->currentIndex()), QStringLiteral("Plans"));
    window.showChart(ChartKind::Tornado);
    EXPECT_EQ(window.currentPage(), peer(window).chart(ChartKind::Tornado));
    EXPECT_EQ(areas->tabText(areas->currentIndex()), QStringLiteral("How sure"));
    // The table keeps rows in view below the details, which scroll.
    QTableView *table = peer(window).tableView();
    EXPECT_GE(table->viewport()->height(), 3 * table->verticalHeader()->defaultSectionSize());
    // The charts get most of the height: the cost chart's plot stays readable.
    EXPECT_GE(peer(window).costChart()->height(), 240);
}

TEST_F(MainWindowTest, EveryControlHasAnAccessibleName)
{
    int checked = 0;
    for (QWidget *w : window->findChildren<QWidget *>()) {
        if (!w->isVisibleTo(window.get()) || w->focusPolicy() == Qt::NoFocus)
            continue;
        if (qobject_cast<QAbstractSlider *>(w) || qobject_cast<QAbstractSpinBox *>(w) || qobject_cast<QComboBox *>(w)) {
            EXPECT_FALSE(w->accessibleName().isEmpty()) << w->metaObject()->className();
            ++checked;
        }
    }
    // #8: a loop that finds no control passes. The rent-mode panel alone shows nine parameters,
    // each a slider and a spin box.
    EXPECT_GE(checked, 18);
}

TEST(Presets, EveryShippedPresetLoadsAndOpensInTheWindow)
{
    const QDir dir(QStringLiteral(BREAKEVEN_SOURCE_DIR "/presets"));
    const QStringList files = dir.entryList({ QStringLiteral("*.json") }, QDir::Files);
    ASSERT_GE(files.size(), 5);
    for (const QString &f : files) {
        const PresetResult r = readPresetFile(dir.filePath(f));
        ASSERT_TRUE(r.ok()) << f.toStdString() << ": " << r.errorText().toStdString();
        MainWindow w(*r.scenario, dir.filePath(f), false);
        const auto enabled = std::count_if(
            r.scenario->offers.begin(), r.scenario->offers.end(), [](const Offer &o) { return o.enabled; });
        EXPECT_EQ(peer(w).tableModel()->rowCount(), enabled) << f.toStdString();
        EXPECT_TRUE(peer(w).verdictLabel()->text().startsWith(
            verdictText(*r.scenario, evaluate(*r.scenario), r.scenario->shownCurrency())))
            << peer(w).verdictLabel()->text().toStdString();
    }
}

TEST(Settings, TestsNeverTouchTheUsersSettings)
{
    ASSERT_TRUE(QStandardPaths::isTestModeEnabled());
    const QString file = QSettings().fileName();
    EXPECT_TRUE(file.contains(QStringLiteral(".qttest"))) << file.toStdString();
}

TEST(Settings, GeometryAndLastPresetAreSavedAndRestored)
{
    QSettings().clear();
    const QString preset = QStringLiteral(BREAKEVEN_SOURCE_DIR "/presets/kimi-k31-pro-8xh200.json");
    {
        MainWindow w(defaultScenario(), QString(), true);
        w.show();
        ASSERT_TRUE(w.openPreset(preset));
        w.resize(1200, 800);
        w.close();
    }
    EXPECT_EQ(Settings::lastPreset(), preset);
    EXPECT_FALSE(Settings::windowLayout().geometry.isEmpty());
    EXPECT_FALSE(Settings::windowLayout().mainSplitter.isEmpty());
    MainWindow restored(defaultScenario(), QString(), true);
    EXPECT_EQ(restored.size(), QSize(1200, 800));
    QSettings().clear();
}

// B7: the last preset was also written by main() as typed on the command line, possibly
// relative; the session records it, as an absolute path.
TEST(Settings, LastPresetIsRecordedAsAnAbsolutePath)
{
    QSettings().clear();
    const QString presets = QStringLiteral(BREAKEVEN_SOURCE_DIR "/presets");
    const QString relative = QStringLiteral("kimi-k31-pro-8xh200.json");
    const QString previous = QDir::currentPath();
    ASSERT_TRUE(QDir::setCurrent(presets));
    const PresetResult r = readPresetFile(relative);
    const bool loaded = r.ok();
    if (loaded) {
        MainWindow w(*r.scenario, relative, true);
    }
    ASSERT_TRUE(QDir::setCurrent(previous));
    ASSERT_TRUE(loaded);
    EXPECT_EQ(Settings::lastPreset(), QDir(presets).absoluteFilePath(relative));
    QSettings().clear();
}

// B8: the document, the window's first child, was deleted before the panel, the table model,
// the offers editor, the exports and the properties dialog, which all keep a raw pointer to it.
TEST(MainWindowLifetime, EverythingThatUsesTheDocumentIsDeletedBeforeIt)
{
    auto window = std::make_unique<MainWindow>(defaultScenario(), QString(), false);
    window->show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(window.get()));
    const std::vector<std::pair<const char *, QPointer<QObject>>> users = {
        { "panel", peer(*window).panel() },
        { "table model", peer(*window).tableModel() },
        { "table view", peer(*window).tableView() },
        { "offers editor", peer(*window).offersEditor() },
        { "exports", peer(*window).exportActions() },
        { "properties dialog", window->session()->showProperties() },
        { "session", window->session() },
    };
    peer(*window).offersEditor()->show();
    QStringList alive;
    bool destroyed = false;
    QObject::connect(peer(*window).document(), &QObject::destroyed, [&] {
        destroyed = true;
        for (const auto &[name, object] : users)
            if (!object.isNull())
                alive << QString::fromLatin1(name);
    });
    window.reset();
    EXPECT_TRUE(destroyed);
    EXPECT_TRUE(alive.isEmpty()) << "still alive when the document went: "
                                 << alive.join(QStringLiteral(", ")).toStdString();
}

TEST_F(MainWindowTest, FollowsADarkPalette)
{
    const QPalette dark = darkPalette(); // the one `breakeven --palette dark` uses
    window->setPalette(dark);
    QCoreApplication::processEvents();
    const QImage chart = peer(*window).costChart()->grab().toImage();
    ASSERT_FALSE(chart.isNull());
    EXPECT_LT(QColor(chart.pixel(3, 3)).lightness(), 80); // no hard-coded white background
    const QImage whole = window->grab().toImage();
    if (qEnvironmentVariableIsSet("BREAKEVEN_DARK_SCREENSHOT"))
        whole.save(qEnvironmentVariable("BREAKEVEN_DARK_SCREENSHOT"));
    EXPECT_LT(QColor(whole.pixel(whole.width() - 5, whole.height() / 2)).lightness(), 128);
}

TEST_F(MainWindowTest, SpinBoxesShowPresetValuesOutsideTheSliderRanges)
{
    // A preset may hold values beyond the sliders' ranges (1..64 GPUs, 1..20,000 tok/s).
    Scenario s = defaultScenario();
    s.hardware.count = 1000;
    s.operation.throughputTokS = 50000.0;
    s.workload.cacheHit = 0.125; // more decimals than the spin box's one
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    const QString file = dir.filePath(QStringLiteral("wide.json"));
    QString error;
    ASSERT_TRUE(writePresetFile(s, file, &error)) << error.toStdString();
    ASSERT_TRUE(window->openPreset(file));
    QCoreApplication::processEvents();

    ParameterSlider *count = peer(*window).panel()->slider(u"hardware.count");
    ParameterSlider *tput = peer(*window).panel()->slider(u"operation.throughput_tok_s");
    EXPECT_DOUBLE_EQ(child<QDoubleSpinBox>(count, "sliderValue")->value(), 1000.0);
    EXPECT_EQ(child<QDoubleSpinBox>(count, "sliderValue")->cleanText(), QStringLiteral("1,000"));
    EXPECT_DOUBLE_EQ(child<QDoubleSpinBox>(tput, "sliderValue")->value(), 50000.0);
    EXPECT_DOUBLE_EQ(
        child<QDoubleSpinBox>(peer(*window).panel()->slider(u"workload.cache_hit"), "sliderValue")->value(), 12.5);
    EXPECT_EQ(count->slider()->value(), count->slider()->maximum()); // pinned at its end
    EXPECT_EQ(tput->slider()->value(), tput->slider()->maximum());
    EXPECT_EQ(doc()->scenario().hardware.count, 1000);
    EXPECT_DOUBLE_EQ(doc()->scenario().operation.throughputTokS, 50000.0);
    EXPECT_DOUBLE_EQ(doc()->scenario().workload.cacheHit, 0.125);

    // Nudging a slider that is already at its end, or tabbing through a spin box, changes nothing.
    QTest::keyClick(tput->slider(), Qt::Key_Right);
    QTest::keyClick(tput->slider(), Qt::Key_End);
    child<QDoubleSpinBox>(tput, "sliderValue")->setFocus();
    child<QDoubleSpinBox>(count, "sliderValue")->setFocus();
    child<QDoubleSpinBox>(peer(*window).panel()->slider(u"operation.utilization"), "sliderValue")->setFocus();
    EXPECT_EQ(doc()->scenario().hardware.count, 1000);
    EXPECT_DOUBLE_EQ(doc()->scenario().operation.throughputTokS, 50000.0);
    EXPECT_DOUBLE_EQ(doc()->scenario().workload.cacheHit, 0.125);

    // An arrow key steps from the real value, not from the slider's old limit.
    QTest::keyClick(child<QDoubleSpinBox>(count, "sliderValue"), Qt::Key_Down);
    EXPECT_EQ(doc()->scenario().hardware.count, 999);
    EXPECT_DOUBLE_EQ(child<QDoubleSpinBox>(count, "sliderValue")->value(), 999.0);
    expectWindowMatchesModel();

    // Moving the slider itself takes the value back into the slider's range.
    QTest::keyClick(count->slider(), Qt::Key_Home);
    EXPECT_EQ(doc()->scenario().hardware.count, 1);
    EXPECT_DOUBLE_EQ(child<QDoubleSpinBox>(count, "sliderValue")->value(), 1.0);
}

TEST_F(MainWindowTest, ChartsTakeKeyboardFocusForExport)
{
    window->activateWindow();
    ASSERT_TRUE(QTest::qWaitForWindowActive(window.get()));
    for (ChartView *chart : { static_cast<ChartView *>(peer(*window).costChart()),
             static_cast<ChartView *>(peer(*window).volumeChart()) }) {
        EXPECT_EQ(chart->focusPolicy(), Qt::StrongFocus);
        EXPECT_FALSE(chart->accessibleName().isEmpty());
        EXPECT_FALSE(chart->accessibleDescription().isEmpty());
    }
    peer(*window).volumeChart()->setFocus(Qt::TabFocusReason);
    QCoreApplication::processEvents();
    EXPECT_TRUE(peer(*window).volumeChart()->hasFocus());
    EXPECT_EQ(peer(*window).exportActions()->currentChart(), ChartKind::Volume);

    // Tab order reaches the cost chart from the widget before it.
    peer(*window).costChart()->previousInFocusChain()->setFocus();
    QWidget *w = QApplication::focusWidget();
    for (int i = 0; i < 200 && w != peer(*window).costChart(); ++i) {
        QTest::keyClick(w, Qt::Key_Tab);
        w = QApplication::focusWidget();
    }
    EXPECT_EQ(w, peer(*window).costChart());
    EXPECT_EQ(peer(*window).exportActions()->currentChart(), ChartKind::Cost);
}

TEST_F(MainWindowTest, AxisLabelsAreLocalizedAndReadable)
{
    QCoreApplication::processEvents();
    const QStringList cost = peer(peer(*window).costChart()).axisLabels();
    EXPECT_TRUE(cost.contains(QStringLiteral("10,000"))) << cost.join(QLatin1Char('|')).toStdString();

    // Extreme values: a million tok/s on a thousand GPUs widens both axes by many decades.
    Scenario s = defaultScenario();
    s.operation.throughputTokS = 1e6;
    s.hardware.count = 1000;
    doc()->reset(s);
    QCoreApplication::processEvents();
    for (ChartView *chart : { static_cast<ChartView *>(peer(*window).costChart()),
             static_cast<ChartView *>(peer(*window).volumeChart()) }) {
        const QStringList labels = peer(*chart).axisLabels();
        ASSERT_FALSE(labels.isEmpty());
        for (const QString &l : labels) {
            EXPECT_FALSE(l.contains(QLatin1Char('e'), Qt::CaseInsensitive) && l.contains(QLatin1Char('+')))
                << l.toStdString();
            EXPECT_FALSE(l.contains(QStringLiteral("...")) || l.contains(QChar(0x2026))) << l.toStdString();
        }
    }
    const QStringList wide = peer(peer(*window).costChart()).axisLabels();
    EXPECT_TRUE(wide.contains(QStringLiteral("1,000,000"))) << wide.join(QLatin1Char('|')).toStdString();
}

TEST_F(MainWindowTest, TheTableSaysHowOftenSelfHostingWinsAsTheMonteCarloRunFinds) // #11
{
    ASSERT_FALSE(doc()->scenario().ranges.empty());
    ASSERT_TRUE(window->uncertainty()->waitForCurrent(20000));
    const Scenario &s = doc()->scenario();
    const MonteCarloResult expected
        = runMonteCarlo(s, costBandOptions(s, doc()->evaluation(), UncertaintyRunner::windowSamples));
    ASSERT_GT(model()->rowCount(), 0);
    for (int row = 0; row < model()->rowCount(); ++row) {
        const std::size_t i = model()->offerIndex(row);
        const QModelIndex cell = model()->index(row, BreakevenTableModel::SelfHostCheaperColumn);
        EXPECT_DOUBLE_EQ(
            cell.data(BreakevenTableModel::ValueRole).toDouble(), expected.offers.at(i).pSelfHostCheaper * 100.0);
        // The cell is the share (#13); the tooltip adds the share that is not feasible.
        EXPECT_EQ(cell.data(Qt::ToolTipRole).toString(),
            plaintext::toolTip(
                selfHostCheaperText(OfferRow { s, doc()->evaluation(), i, &expected }, format::locale())));
        EXPECT_TRUE(selfHostCheaperText(OfferRow { s, doc()->evaluation(), i, &expected }, format::locale())
                        .startsWith(cell.data().toString()));
    }
    // Without ranges there is nothing to be unsure about: the column is "-".
    doc()->modify(QStringLiteral("no ranges"), [](Scenario &x) { x.ranges.clear(); });
    QCoreApplication::processEvents();
    for (int row = 0; row < model()->rowCount(); ++row) {
        const QModelIndex cell = model()->index(row, BreakevenTableModel::SelfHostCheaperColumn);
        EXPECT_EQ(cell.data().toString(), QStringLiteral("-"));
        EXPECT_TRUE(std::isnan(cell.data(BreakevenTableModel::ValueRole).toDouble()));
    }
}

TEST_F(MainWindowTest, ARangeEditedInTheRangesEditorRerunsTheBands) // #11
{
    ASSERT_TRUE(window->uncertainty()->waitForCurrent(20000));
    const QString path = QStringLiteral("operation.hours_per_day");
    ASSERT_FALSE(window->uncertainty()->result()->monteCarlo.paths.empty());
    EXPECT_EQ(std::count(window->uncertainty()->result()->monteCarlo.paths.begin(),
                  window->uncertainty()->result()->monteCarlo.paths.end(), path),
        0);
    ASSERT_FALSE(peer(*window).rangesEditor()->addRange(path).has_value());
    ASSERT_TRUE(window->uncertainty()->waitForCurrent(20000));
    const MonteCarloResult &r = window->uncertainty()->result()->monteCarlo;
    EXPECT_EQ(std::count(r.paths.begin(), r.paths.end(), path), 1);
    const Scenario &s = doc()->scenario();
    const MonteCarloResult expected
        = runMonteCarlo(s, costBandOptions(s, doc()->evaluation(), UncertaintyRunner::windowSamples));
    EXPECT_DOUBLE_EQ(r.costPerOutputMtok.p50, expected.costPerOutputMtok.p50);
    EXPECT_DOUBLE_EQ(
        model()->index(0, BreakevenTableModel::SelfHostCheaperColumn).data(BreakevenTableModel::ValueRole).toDouble(),
        expected.offers.at(model()->offerIndex(0)).pSelfHostCheaper * 100.0);
}

TEST_F(MainWindowTest, ClickingADecisionMapCellSetsBothParametersInOneUndoStep) // #11
{
    auto *map = qobject_cast<DecisionMapChart *>(peer(*window).chart(ChartKind::Map));
    ASSERT_NE(map, nullptr);
    window->showChart(ChartKind::Map);
    QCoreApplication::processEvents();
    ASSERT_TRUE(map->isVisible());
    map->repaint();
    const Scenario before = doc()->scenario();
    // A copy: the map follows the click (its axes are the ranges, which move with the values, #26).
    const DecisionMap m = map->data().map;
    ASSERT_FALSE(map->data().empty());
    const int steps = doc()->undoStack()->count();
    QTest::mouseClick(map, Qt::LeftButton, {}, map->cellCenter(2, m.y.steps - 3).toPoint());
    EXPECT_EQ(doc()->undoStack()->count(), steps + 1);
    EXPECT_DOUBLE_EQ(doc()->scenario().operation.throughputTokS, m.x.valueAt(2));
    EXPECT_DOUBLE_EQ(doc()->scenario().cost.gpuHour.amount, m.y.valueAt(m.y.steps - 3));
    doc()->undoStack()->undo();
    EXPECT_EQ(doc()->scenario(), before);
}

// #13 (speed): a step announces only the table cells whose text changed, one cell at a time (a
// range would repaint the whole table); the others read as before, and every cell is still right.
TEST_F(MainWindowTest, AStepAnnouncesOnlyTheTableCellsWhoseTextChanged)
{
    QCoreApplication::processEvents();
    ASSERT_GT(model()->rowCount(), 0);
    const auto texts = [this] {
        std::vector<QString> all;
        for (int row = 0; row < model()->rowCount(); ++row) {
            for (int column = 0; column < model()->columnCount(); ++column)
                all.push_back(model()->index(row, column).data().toString());
        }
        return all;
    };
    const std::vector<QString> before = texts();
    QSignalSpy changed(model(), &QAbstractItemModel::dataChanged);
    peer(*window)
        .panel()
        ->slider(u"operation.throughput_tok_s")
        ->slider()
        ->triggerAction(QAbstractSlider::SliderPageStepAdd);
    const std::vector<QString> after = texts();
    std::vector<bool> announced(after.size(), false);
    for (const QList<QVariant> &args : changed) {
        const auto topLeft = args.at(0).value<QModelIndex>();
        const auto bottomRight = args.at(1).value<QModelIndex>();
        EXPECT_EQ(topLeft, bottomRight) << "one cell at a time";
        announced.at(static_cast<std::size_t>(topLeft.row() * model()->columnCount() + topLeft.column())) = true;
    }
    int count = 0;
    for (std::size_t k = 0; k < after.size(); ++k) {
        EXPECT_EQ(announced[k], after[k] != before[k])
            << "cell " << k << ": " << before[k].toStdString() << " -> " << after[k].toStdString();
        count += announced[k] ? 1 : 0;
    }
    EXPECT_GT(count, 0);
    EXPECT_LT(count, static_cast<int>(after.size())); // the prices and break-even throughputs stay
    expectWindowMatchesModel();
}

// #33 (speed): bands that arrive while a slider is held are drawn with the drag's next step, which
// redraws the charts anyway, instead of drawing everything a second time in the step they arrive in;
// when no step comes they are drawn after MainWindow::bandsWaitMs.
// #33 (speed): while a slider is held the answer area grows for a longer answer but does not shrink
// for a shorter one (the charts below it would move and the whole window lay out again under the
// pointer); let go, it fits its text again.
TEST_F(MainWindowTest, TheAnswerAreaDoesNotShrinkWhileASliderIsHeld)
{
    QWidget *area = window->findChild<QWidget *>(QStringLiteral("answerArea"));
    ASSERT_NE(area, nullptr);
    auto *answer = qobject_cast<SteadyLabel *>(peer(*window).answerLabel()->parentWidget());
    ASSERT_NE(answer, nullptr);
    const auto settle = [] {
        QTest::qWait(SteadyLabel::throttleMs + 20); // a throttled text waits this long
        QCoreApplication::processEvents();
        QCoreApplication::processEvents();
    };
    const QString longText = QStringList(12, peer(*window).answerLabel()->text()).join(QLatin1Char(' '));
    answer->setText(QStringLiteral("Short."));
    settle();
    const int shortHeight = area->height();

    doc()->setInteractive(true);
    settle();
    answer->setText(longText);
    settle();
    const int tall = area->height();
    EXPECT_GT(tall, shortHeight) << "a longer answer gets its room at once";
    answer->setText(QStringLiteral("Short."));
    settle();
    EXPECT_EQ(area->height(), tall) << "held: the area keeps its height";

    doc()->setInteractive(false);
    settle();
    EXPECT_EQ(area->height(), shortHeight) << "let go: it fits its text";
}

// A dialog that opens mid-drag (a shortcut pressed while the mouse holds a slider) takes the mouse's
// release: the window ends the drag itself, so that its texts, bands and answer area stop holding.
TEST_F(MainWindowTest, ADialogThatBlocksTheWindowEndsASlidersDrag)
{
    QSlider *slider = peer(*window).panel()->slider(u"operation.throughput_tok_s")->slider();
    slider->setSliderDown(true);
    ASSERT_TRUE(doc()->interactive());
    QDialog dialog(window.get());
    dialog.setModal(true);
    dialog.show();
    QCoreApplication::processEvents();
    EXPECT_FALSE(slider->isSliderDown());
    EXPECT_FALSE(doc()->interactive());
    EXPECT_FALSE(window->uncertainty()->interactive());
    dialog.hide();
}

TEST_F(MainWindowTest, BandsArrivingDuringADragAreDrawnWithTheNextStepOrSoonAfter)
{
    ASSERT_TRUE(window->uncertainty()->waitForCurrent(20000));
    // The GPU's price moves the self-hosted cost and so its band.
    QSlider *slider = peer(*window).panel()->slider(u"cost.gpu_hour")->slider();
    const auto lowerBand
        = [this] { return peer(peer(*window).costChart()).seriesPoints(ChartViewTestPeer::Series::BandLower); };
    const auto expectedLower = [this] {
        const Scenario &s = doc()->scenario();
        const ChartData data = costChartData(ChartInput {
            s, doc()->evaluation(), doc()->results(), doc()->displayCurrency(), &*window->uncertainty()->result() });
        return QList<QPointF>(data.bandLower.begin(), data.bandLower.end());
    };
    slider->setSliderDown(true);
    for (int round = 0; round < 2; ++round) {
        // A step: its run starts (or waits for its turn) and its bands arrive later.
        slider->setValue(slider->value() + 60);
        QCoreApplication::processEvents();
        const QList<QPointF> before = lowerBand();
        QSignalSpy finished(window->uncertainty(), &UncertaintyRunner::finished);
        ASSERT_TRUE(finished.wait(20000));
        ASSERT_NE(expectedLower(), before) << "the run moved the bands";
        EXPECT_TRUE(peer(*window).bandsWaiting());
        EXPECT_EQ(lowerBand(), before) << "not drawn in the turn they arrive in";
        if (round == 0) {
            // No step comes: they are drawn on their own, soon.
            QElapsedTimer waited;
            waited.start();
            while (peer(*window).bandsWaiting() && waited.elapsed() < MainWindow::bandsWaitMs * 20)
                QTest::qWait(5);
            EXPECT_FALSE(peer(*window).bandsWaiting());
        } else {
            // The next step draws them with its own change, and nothing waits any more.
            slider->setValue(slider->value() + 1);
            QCoreApplication::processEvents();
            EXPECT_FALSE(peer(*window).bandsWaiting());
        }
        EXPECT_EQ(lowerBand(), expectedLower());
    }
    slider->setSliderDown(false);
    ASSERT_TRUE(window->uncertainty()->waitForCurrent(60000));
    QCoreApplication::processEvents();
    EXPECT_FALSE(peer(*window).bandsWaiting()) << "released: drawn at once";
    EXPECT_EQ(lowerBand(), expectedLower());
}

// #13 (speed): while a slider is held the bands are recomputed a few times a second, not on every
// step; when it is released they are those of where the drag ended, and so are the table's
// probabilities and the verdict.
TEST_F(MainWindowTest, AfterADragTheBandsAndProbabilitiesAreThoseOfWhereItEnded)
{
    ASSERT_TRUE(window->uncertainty()->waitForCurrent(20000));
    QSlider *slider = peer(*window).panel()->slider(u"operation.throughput_tok_s")->slider();
    const int start = slider->value();
    slider->setSliderDown(true);
    EXPECT_TRUE(window->uncertainty()->interactive());
    for (int i = 1; i <= 6; ++i) {
        slider->setValue(start + 40 * i);
        QCoreApplication::processEvents();
    }
    slider->setSliderDown(false);
    EXPECT_FALSE(window->uncertainty()->interactive());
    ASSERT_TRUE(window->uncertainty()->waitForCurrent(60000));
    QCoreApplication::processEvents();

    const Scenario &s = doc()->scenario();
    const Evaluation &e = doc()->evaluation();
    const std::optional<UncertaintyResult> expected = computeUncertainty(s, e, UncertaintyRunner::windowSamples);
    ASSERT_TRUE(expected.has_value());
    EXPECT_DOUBLE_EQ(
        window->uncertainty()->result()->monteCarlo.costPerOutputMtok.p50, expected->monteCarlo.costPerOutputMtok.p50);
    const ChartData data = costChartData(ChartInput { s, e, doc()->results(), doc()->displayCurrency(), &*expected });
    const QList<QPointF> lower = peer(peer(*window).costChart()).seriesPoints(ChartViewTestPeer::Series::BandLower);
    ASSERT_EQ(lower.size(), static_cast<qsizetype>(data.bandLower.size()));
    ASSERT_FALSE(lower.isEmpty());
    for (qsizetype i = 0; i < lower.size(); ++i) {
        EXPECT_DOUBLE_EQ(lower[i].x(), data.bandLower[static_cast<std::size_t>(i)].x());
        EXPECT_DOUBLE_EQ(lower[i].y(), data.bandLower[static_cast<std::size_t>(i)].y());
    }
    for (int row = 0; row < model()->rowCount(); ++row) {
        const std::size_t i = model()->offerIndex(row);
        const QModelIndex cell = model()->index(row, BreakevenTableModel::SelfHostCheaperColumn);
        EXPECT_DOUBLE_EQ(cell.data(BreakevenTableModel::ValueRole).toDouble(),
            expected->monteCarlo.offers.at(i).pSelfHostCheaper * 100.0);
        EXPECT_EQ(cell.data().toString(),
            columnBrief(offerColumn("p_self_host_cheaper"), OfferRow { s, e, i, &expected->monteCarlo },
                MoneyIn { doc()->displayCurrency(), [this](double usd) { return doc()->toDisplay(usd); },
                    format::locale() }));
    }
    EXPECT_TRUE(
        peer(*window).verdictLabel()->text().contains(uncertaintyVerdict(s, expected->monteCarlo, expected->tornado)));
    expectWindowMatchesModel();
}

// #33: the hybrid preset's 10.4 hours of 24 read "43.3333 %" in the utilization's spin box. A value
// shows its configured decimals, up to two more when they make it exact, else three significant
// digits; what the box shows is never written back: Enter on it leaves the scenario's value as it was.
TEST_F(MainWindowTest, SpinBoxesShowTheirValuesWithoutRepeatingDecimals)
{
    const auto spin
        = [&](QStringView param) { return child<QDoubleSpinBox>(peer(*window).panel()->slider(param), "sliderValue"); };
    const double hybridUtilization = 0.433333; // as the hybrid preset has it
    doc()->setValue(parameter(u"operation.utilization"), hybridUtilization);
    QCoreApplication::processEvents();
    EXPECT_EQ(spin(u"operation.utilization")->cleanText(), QStringLiteral("43.3"));
    spin(u"operation.utilization")->setFocus();
    QTest::keyClick(spin(u"operation.utilization"), Qt::Key_Return);
    spin(u"operation.throughput_tok_s")->setFocus();
    QCoreApplication::processEvents();
    EXPECT_DOUBLE_EQ(doc()->scenario().operation.utilization, hybridUtilization);

    for (const auto &[value, text] :
        { std::pair { 0.05, "0.05" }, std::pair { 0.0123456, "0.0123" }, std::pair { 12.345, "12.345" },
            std::pair { 12.3456, "12.3" }, std::pair { 9.87654, "9.88" }, std::pair { 0.0996543, "0.0997" },
            std::pair { 92.0, "92.0" }, std::pair { 1578.24, "1,578.24" }, std::pair { 2000.0 / 3.0, "666.7" } }) {
        doc()->setValue(parameter(u"operation.throughput_tok_s"), value);
        QCoreApplication::processEvents();
        EXPECT_EQ(spin(u"operation.throughput_tok_s")->cleanText(), QString::fromLatin1(text)) << value;
        EXPECT_DOUBLE_EQ(doc()->scenario().operation.throughputTokS, value);
    }
}
