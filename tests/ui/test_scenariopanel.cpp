// The first minute (issue 16): on the scenario the window opens with the first time, each of the
// four design sliders moves the answer; a slider that cannot act is disabled with a tooltip that
// says why and what to change, and enabled again when it can act; every parameter explains itself.
#include "chartdata.h"
#include "charts/chartview.h"
#include "chartviewpeer.h"
#include "collapsiblesection.h"
#include "demandtext.h"
#include "helpdialog.h"
#include "mainwindow.h"
#include "mainwindowpeer.h"
#include "parameterhelp.h"
#include "parameterslider.h"
#include "presetio.h"
#include "scenariodocument.h"
#include "scenariopanel.h"
#include "teamdemand.h"
#include "verdict.h"

#include "../core/testsupport.h"
#include "findchild.h"

#include <QAction>
#include <QCheckBox>
#include <QDoubleSpinBox>
#include <QLabel>
#include <QLineEdit>
#include <QRadioButton>
#include <QSlider>
#include <QStyleOptionSlider>
#include <QTest>
#include <QTextBrowser>
#include <QTextDocumentFragment>
#include <QToolButton>
#include <QUndoStack>

#include <gtest/gtest.h>

#include <cmath>
#include <memory>

using namespace breakeven;
using breakeven::test::child;
using breakeven::test::loadPreset;
using breakeven::test::offerIndex;

namespace {

/// A tooltip as the reader sees it (the tooltips are rich text, so that they wrap).
QString plain(const QString &tip) { return QTextDocumentFragment::fromHtml(tip).toPlainText(); }

class FirstLaunch : public ::testing::Test {
protected:
    void SetUp() override
    {
        // What main() opens with no file and no last preset.
        window = std::make_unique<MainWindow>(defaultScenario(), QString(), false);
        window->resize(1600, 1000);
        window->show();
        ASSERT_TRUE(QTest::qWaitForWindowExposed(window.get()));
    }

    [[nodiscard]] ScenarioDocument *doc() const { return peer(*window).document(); }
    [[nodiscard]] ParameterSlider *slider(QStringView p) const { return peer(*window).panel()->slider(p); }
    [[nodiscard]] QString verdict() const { return peer(*window).verdictLabel()->text(); }
    [[nodiscard]] QPointF operatingPoint() const
    {
        const QList<QPointF> op
            = peer(peer(*window).costChart()).seriesPoints(ChartViewTestPeer::Series::OperatingPoint);
        EXPECT_EQ(op.size(), 1);
        return op.value(0);
    }

    /// Drags the handle of \a param's slider \a dx pixels with the mouse, as a person would.
    void drag(QStringView param, int dx) const
    {
        QSlider *s = slider(param)->slider();
        s->ensurePolished();
        QStyleOptionSlider opt;
        opt.initFrom(s);
        opt.orientation = s->orientation();
        opt.minimum = s->minimum();
        opt.maximum = s->maximum();
        opt.sliderPosition = s->sliderPosition();
        opt.sliderValue = s->value();
        opt.singleStep = s->singleStep();
        opt.pageStep = s->pageStep();
        opt.subControls = QStyle::SC_All;
        const QPoint from = s->style()->subControlRect(QStyle::CC_Slider, &opt, QStyle::SC_SliderHandle, s).center();
        const QPoint to = from + QPoint(dx, 0);
        QTest::mousePress(s, Qt::LeftButton, {}, from);
        for (int i = 1; i <= 4; ++i)
            QTest::mouseMove(s, from + QPoint(dx * i / 4, 0));
        QTest::mouseRelease(s, Qt::LeftButton, {}, to);
    }

    /// Types \a text into \a param's spin box and presses Enter.
    void type(QStringView param, const QString &text) const
    {
        QDoubleSpinBox *spin = child<QDoubleSpinBox>(slider(param), "sliderValue");
        spin->setFocus();
        spin->selectAll();
        QTest::keyClicks(spin, text);
        QTest::keyClick(spin, Qt::Key_Return);
    }

    /// Expects \a param's control disabled, its label, spin box and slider all showing \a reason
    /// first and then the parameter's description.
    void expectDisabledBecause(QStringView param, const QString &reason) const
    {
        ParameterSlider *s = slider(param);
        EXPECT_FALSE(s->isEnabled()) << param.toString().toStdString();
        EXPECT_FALSE(child<QDoubleSpinBox>(s, "sliderValue")->isEnabled());
        EXPECT_FALSE(s->slider()->isEnabled());
        EXPECT_EQ(s->inactiveReason(), reason);
        for (const QWidget *w : { static_cast<const QWidget *>(s->label()),
                 static_cast<const QWidget *>(child<QDoubleSpinBox>(s, "sliderValue")),
                 static_cast<const QWidget *>(s->slider()) }) {
            const QString tip = plain(w->toolTip());
            EXPECT_TRUE(tip.startsWith(reason)) << tip.toStdString();
            EXPECT_TRUE(tip.contains(parameter(param).description())) << tip.toStdString();
        }
    }

    /// Expects \a param's control enabled, its tooltip the description alone (and the bands).
    void expectEnabled(QStringView param) const
    {
        ParameterSlider *s = slider(param);
        EXPECT_TRUE(s->isEnabled()) << param.toString().toStdString();
        EXPECT_TRUE(child<QDoubleSpinBox>(s, "sliderValue")->isEnabled());
        EXPECT_TRUE(s->inactiveReason().isEmpty()) << s->inactiveReason().toStdString();
        EXPECT_TRUE(plain(s->label()->toolTip()).startsWith(parameter(param).description()));
    }

    std::unique_ptr<MainWindow> window;
};

} // namespace

TEST(DefaultScenario, IsTheArticlesAgentWorkloadWithEveryCatalogOffer)
{
    const Scenario s = defaultScenario();
    EXPECT_EQ(s, loadPreset("kimi-k31-pro-8xb300-modal-agent.json"));
    EXPECT_DOUBLE_EQ(s.workload.inputPerOutput, 5.0);
    EXPECT_DOUBLE_EQ(s.workload.cacheHit, 0.0);
    EXPECT_EQ(s.cost.mode, CostMode::Rent);
    EXPECT_EQ(s.offers.size(), 7u);
    // The output-only throughput table keeps its own preset.
    EXPECT_DOUBLE_EQ(loadPreset("kimi-k31-pro-8xb300-modal.json").workload.inputPerOutput, 0.0);
}

TEST_F(FirstLaunch, EveryDesignSliderIsEnabled)
{
    for (QStringView p :
        { u"operation.throughput_tok_s", u"operation.utilization", u"workload.cache_hit", u"cost.gpu_hour",
            u"workload.input_per_output", u"operation.hours_per_day", u"hardware.count", u"cost.redundancy" })
        expectEnabled(p);
}

TEST_F(FirstLaunch, DraggingThroughputMovesTheOperatingPointAndTheVerdict)
{
    const QString before = verdict();
    const QPointF op0 = operatingPoint();
    EXPECT_DOUBLE_EQ(op0.x(), 92.0);
    drag(u"operation.throughput_tok_s", 60);
    const double t = doc()->scenario().operation.throughputTokS;
    ASSERT_GT(t, 92.0);
    const QPointF op1 = operatingPoint();
    EXPECT_DOUBLE_EQ(op1.x(), t);
    EXPECT_NEAR(op1.y(), op0.y() * 92.0 / t, 1e-9 * op0.y()); // C = M / (T * Hu)
    EXPECT_NE(verdict(), before);
    EXPECT_TRUE(verdict().startsWith(verdictText(doc()->scenario(), doc()->evaluation(), QStringLiteral("USD"))))
        << verdict().toStdString();
}

TEST_F(FirstLaunch, DraggingUtilizationMovesTheCostCurveAndTheVerdict)
{
    const QString before = verdict();
    const QList<QPointF> curve0 = peer(peer(*window).costChart()).seriesPoints(ChartViewTestPeer::Series::SelfHost);
    drag(u"operation.utilization", -80);
    const double u = doc()->scenario().operation.utilization;
    ASSERT_LT(u, 1.0);
    ASSERT_GT(u, 0.0);
    const QList<QPointF> curve1 = peer(peer(*window).costChart()).seriesPoints(ChartViewTestPeer::Series::SelfHost);
    ASSERT_EQ(curve1.size(), curve0.size());
    for (qsizetype i = 0; i < curve0.size(); i += 40) {
        ASSERT_DOUBLE_EQ(curve1[i].x(), curve0[i].x());
        EXPECT_NEAR(curve1[i].y(), curve0[i].y() / u, 1e-9 * curve1[i].y()); // C = M / (T * Hu)
    }
    EXPECT_NE(verdict(), before);
}

TEST_F(FirstLaunch, DraggingCacheHitLowersTheOffersLinesAndMovesTheVerdict)
{
    const QString before = verdict();
    drag(u"workload.cache_hit", 80);
    const Scenario &s = doc()->scenario();
    const double h = s.workload.cacheHit;
    ASSERT_GT(h, 0.0);
    const std::vector<int> lines = offerLines(s, doc()->evaluation());
    // MODEL.md: P = r * (h * p_hit + (1 - h) * p_miss) + p_out; Moonshot kimi-k3.1-pro: 0.20 / 2.00 / 10.00.
    const std::size_t pro = offerIndex(s, "Moonshot", "kimi-k3.1-pro");
    const QList<QPointF> proLine
        = peer(peer(*window).costChart()).seriesPoints(ChartViewTestPeer::Series::Offer, lines.at(pro));
    ASSERT_FALSE(proLine.isEmpty());
    const double expected = 5.0 * (h * 0.20 + (1.0 - h) * 2.00) + 10.00;
    EXPECT_LT(expected, 20.0);
    EXPECT_NEAR(proLine.front().y(), expected, 1e-9 * expected);
    // CometAPI publishes no cached price: its line stays at 5 * 2.40 + 12.00.
    const std::size_t comet = offerIndex(s, "CometAPI", "kimi-k3");
    const QList<QPointF> cometLine
        = peer(peer(*window).costChart()).seriesPoints(ChartViewTestPeer::Series::Offer, lines.at(comet));
    ASSERT_FALSE(cometLine.isEmpty());
    EXPECT_NEAR(cometLine.front().y(), 24.0, 1e-9);
    EXPECT_NE(verdict(), before);
}

TEST_F(FirstLaunch, DraggingGpuPriceScalesTheCostCurveAndMovesTheVerdict)
{
    const QString before = verdict();
    const double p0 = doc()->scenario().cost.gpuHour.amount;
    const QPointF op0 = operatingPoint();
    drag(u"cost.gpu_hour", -60);
    const double p1 = doc()->scenario().cost.gpuHour.amount;
    ASSERT_LT(p1, p0);
    EXPECT_NEAR(operatingPoint().y(), op0.y() * p1 / p0, 1e-9 * op0.y()); // no overheads: C is proportional
    const QList<QPointF> flat = peer(peer(*window).volumeChart()).seriesPoints(ChartViewTestPeer::Series::SelfHost);
    ASSERT_EQ(flat.size(), 2);
    EXPECT_NEAR(flat[0].y(), 8.0 * p1 * 730.0 / 1e3, 1e-9 * flat[0].y()); // thousands of USD a month
    EXPECT_NE(verdict(), before);
}

// Kept enabled on purpose: without cold starts the cost per token stays, but the monthly bill
// and volume (chart 2, the table's savings) follow the hours.
TEST_F(FirstLaunch, HoursOnPerDayMovesTheMonthlyBill)
{
    const QList<QPointF> flat0 = peer(peer(*window).volumeChart()).seriesPoints(ChartViewTestPeer::Series::SelfHost);
    ASSERT_EQ(flat0.size(), 2);
    type(u"operation.hours_per_day", QStringLiteral("12"));
    ASSERT_DOUBLE_EQ(doc()->scenario().operation.hoursPerDay, 12.0);
    const QList<QPointF> flat1 = peer(peer(*window).volumeChart()).seriesPoints(ChartViewTestPeer::Series::SelfHost);
    ASSERT_EQ(flat1.size(), 2);
    EXPECT_NEAR(flat1[0].y(), flat0[0].y() / 2.0, 1e-9 * flat0[0].y());
    expectEnabled(u"operation.hours_per_day");
}

TEST_F(FirstLaunch, CacheHitIsDisabledWithoutInputTokensAndEnabledAgain)
{
    type(u"workload.input_per_output", QStringLiteral("0"));
    ASSERT_DOUBLE_EQ(doc()->scenario().workload.inputPerOutput, 0.0);
    expectDisabledBecause(u"workload.cache_hit",
        QStringLiteral("The workload has no input tokens (Input tokens per output token is 0), and a cache hit only "
                       "discounts input: raise Input tokens per output token, e.g. to 5 for the articles' agent "
                       "workload."));
    doc()->closeMerge(); // two undo steps, not one
    type(u"workload.input_per_output", QStringLiteral("5"));
    expectEnabled(u"workload.cache_hit");
    // Undo brings the disabled state back: the panel follows the document, however it changed.
    doc()->undoStack()->undo();
    EXPECT_FALSE(slider(u"workload.cache_hit")->isEnabled());
    doc()->undoStack()->redo();
    EXPECT_TRUE(slider(u"workload.cache_hit")->isEnabled());
}

TEST_F(FirstLaunch, CacheHitIsDisabledOnTheOutputOnlyPreset)
{
    doc()->reset(loadPreset("kimi-k31-pro-8xb300-modal.json"));
    EXPECT_FALSE(slider(u"workload.cache_hit")->isEnabled());
    EXPECT_TRUE(plain(slider(u"workload.cache_hit")->label()->toolTip())
                    .startsWith(QStringLiteral("The workload has no input tokens")));
    doc()->reset(defaultScenario());
    expectEnabled(u"workload.cache_hit");
}

TEST_F(FirstLaunch, GpuPriceIsDisabledWhenBuyingAndEnabledWhenRenting)
{
    child<QRadioButton>(peer(*window).panel(), "cost.mode.buy")->click();
    ASSERT_EQ(doc()->scenario().cost.mode, CostMode::Buy);
    expectDisabledBecause(u"cost.gpu_hour",
        QStringLiteral("You buy the node, so no GPU-hour is rented: choose Rent to price GPU-hours, or change Capex, "
                       "Power and Tariff under Buying."));
    expectEnabled(u"cost.buy.capex");
    child<QRadioButton>(peer(*window).panel(), "cost.mode.rent")->click();
    expectEnabled(u"cost.gpu_hour");
}

TEST_F(FirstLaunch, CacheHitAndInputAreDisabledWithNoOfferEnabled)
{
    doc()->modify(QStringLiteral("none"), [](Scenario &s) {
        for (Offer &o : s.offers)
            o.enabled = false;
    });
    const QString reason = QStringLiteral(
        "No API offer is enabled, so nothing prices the workload's tokens: enable an offer in Edit > API offers.");
    expectDisabledBecause(u"workload.cache_hit", reason);
    // The default states a prefill rate: the input's prefill takes decode time, so r still moves the
    // self-hosted capacity (T_max) with no offer to price it.
    expectEnabled(u"workload.input_per_output");
    doc()->modify(QStringLiteral("no prefill"), [](Scenario &s) { s.hardware.prefillInputTokS.reset(); });
    expectDisabledBecause(u"workload.input_per_output", reason);
    expectEnabled(u"operation.throughput_tok_s");
    doc()->undoStack()->undo();
    doc()->undoStack()->undo();
    expectEnabled(u"workload.cache_hit");
    expectEnabled(u"workload.input_per_output");
}

TEST_F(FirstLaunch, CacheHitIsDisabledWhenNoOfferHasACachedPrice)
{
    doc()->modify(QStringLiteral("CometAPI only"), [](Scenario &s) {
        for (Offer &o : s.offers)
            o.enabled = o.provider == QLatin1String("CometAPI"); // no cached-input price published
    });
    expectDisabledBecause(u"workload.cache_hit",
        QStringLiteral("No enabled API offer publishes a cached-input price of its own, so a cache hit costs the "
                       "same as a miss: enable or edit an offer in Edit > API offers."));
    expectEnabled(u"workload.input_per_output");
}

TEST_F(FirstLaunch, ThroughputIsDisabledAtZeroUtilization)
{
    type(u"operation.utilization", QStringLiteral("0"));
    ASSERT_DOUBLE_EQ(doc()->scenario().operation.utilization, 0.0);
    expectDisabledBecause(u"operation.throughput_tok_s",
        QStringLiteral("The node serves no load (Productive utilization is 0 %), so it produces nothing at any "
                       "throughput: raise Productive utilization."));
    type(u"operation.utilization", QStringLiteral("20"));
    expectEnabled(u"operation.throughput_tok_s");
}

TEST_F(FirstLaunch, BuyingSlidersThatMultiplyAZeroAreDisabled)
{
    child<QRadioButton>(peer(*window).panel(), "cost.mode.buy")->click();
    type(u"cost.buy.power_kw", QStringLiteral("0"));
    const QString noPower = QStringLiteral("Power is 0 kW, so electricity costs nothing: set Power.");
    expectDisabledBecause(u"cost.buy.pue", noPower);
    expectDisabledBecause(u"cost.buy.tariff_per_kwh", noPower);
    expectEnabled(u"cost.buy.power_kw");
    type(u"cost.buy.power_kw", QStringLiteral("13.2"));
    expectEnabled(u"cost.buy.pue");
    expectEnabled(u"cost.buy.tariff_per_kwh");

    type(u"cost.buy.tariff_per_kwh", QStringLiteral("0"));
    const QString noTariff = QStringLiteral("Tariff per kWh is 0, so electricity costs nothing: set Tariff per kWh.");
    expectDisabledBecause(u"cost.buy.power_kw", noTariff);
    expectDisabledBecause(u"cost.buy.pue", noTariff);
    type(u"cost.buy.tariff_per_kwh", QStringLiteral("0.7"));
    expectEnabled(u"cost.buy.power_kw");

    doc()->setValue(parameter(u"cost.buy.capex"), 0.0); // below the slider's range: a preset can hold it
    expectDisabledBecause(
        u"cost.buy.years", QStringLiteral("Capex is 0, so there is nothing to write off: set Capex."));
    type(u"cost.buy.capex", QStringLiteral("7000000"));
    expectEnabled(u"cost.buy.years");
}

TEST_F(FirstLaunch, RedundancyIsDisabledWhenTheHardwareCostsNothing)
{
    doc()->setValue(parameter(u"cost.gpu_hour"), 0.0); // below the slider's range: a preset can hold it
    ASSERT_DOUBLE_EQ(doc()->scenario().cost.gpuHour.amount, 0.0);
    expectDisabledBecause(u"cost.redundancy",
        QStringLiteral("The hardware costs nothing, and redundancy only multiplies the hardware cost: set a GPU price "
                       "(or a capex when buying)."));
    type(u"cost.gpu_hour", QStringLiteral("7"));
    expectEnabled(u"cost.redundancy");
}

TEST_F(FirstLaunch, EveryParameterLabelExplainsItself)
{
    for (const Parameter &param : parameters()) {
        if (param.collection != Collection::None || !editedInPanel(param.group))
            continue;
        const QString p = param.path();
        ASSERT_NE(slider(p), nullptr) << param.key;
        const QString description = parameter(p).description();
        QString label = slider(p)->label()->text();
        label.remove(QLatin1Char('&'));
        // One sentence that starts with the label's words.
        EXPECT_TRUE(
            description.startsWith(label + QLatin1Char(':')) || description.startsWith(label + QLatin1Char(' ')))
            << description.toStdString();
        EXPECT_TRUE(description.endsWith(QLatin1Char('.'))) << description.toStdString();
        EXPECT_FALSE(description.chopped(1).contains(QLatin1String(". "))) << description.toStdString();
        // (The buying sliders are disabled while renting: their reason comes first.)
        EXPECT_TRUE(plain(slider(p)->label()->toolTip()).contains(description));
        EXPECT_TRUE(child<QDoubleSpinBox>(slider(p), "sliderValue")->accessibleDescription().endsWith(description));
    }
    EXPECT_TRUE(parameter(u"operation.utilization")
                    .description()
                    .contains(QStringLiteral("the articles report 15-22 % typical, 25-35 % well run")));
    EXPECT_TRUE(parameter(u"cost.redundancy").description().contains(QStringLiteral("a cold spare")));
    EXPECT_TRUE(parameter(u"cost.redundancy")
                    .description()
                    .contains(QStringLiteral("multiplies the hardware cost and not the capacity")));
    EXPECT_TRUE(parameter(u"workload.input_per_output")
                    .description()
                    .contains(QStringLiteral("the articles' agent workload sends about 5")));
    // The utilization slider keeps its bands under the description.
    EXPECT_TRUE(plain(slider(u"operation.utilization")->slider()->toolTip())
                    .contains(QStringLiteral("25-35 %: a well-run fleet")));
    EXPECT_FALSE(child<QRadioButton>(peer(*window).panel(), "cost.mode.rent")->toolTip().isEmpty());
}

TEST_F(FirstLaunch, HelpGettingStartedShowsTheGuideForNewUsers) // #14: docs/getting-started.md
{
    auto *action = window->findChild<QAction *>(QStringLiteral("gettingStartedAction"));
    ASSERT_NE(action, nullptr);
    EXPECT_EQ(action->shortcut(), QKeySequence(QKeySequence::HelpContents));
    action->trigger();
    HelpDialog *dialog = peer(*window).gettingStarted();
    EXPECT_TRUE(dialog->isVisible());
    const QString text = child<QTextBrowser>(dialog, "gettingStartedText")->toPlainText();
    for (const char *topic : { "Getting started", "The first look", "How to read a break-even", "Your own scenario",
             "Where the figures come from", "Sharing a preset" })
        EXPECT_TRUE(text.contains(QLatin1String(topic))) << topic;
    EXPECT_FALSE(text.contains(QLatin1String("**"))); // rendered, not raw Markdown
    EXPECT_FALSE(text.contains(QLatin1String("## ")));
    EXPECT_FALSE(HelpDialog::markdown(HelpDialog::Page::GettingStarted).contains(QLatin1String("![")));
}

namespace {

/// Opens every section of the panel that opens on request.
void expandSections(ScenarioPanel *panel)
{
    for (CollapsibleSection *section : panel->sections())
        section->setExpanded(true);
}

} // namespace

// Issue 9: every single numeric parameter of the registry has a control, and typing into it
// changes the scenario through the undo stack; undo restores it. A parameter added to the
// registry is covered without more code.
TEST_F(FirstLaunch, EveryParameterHasAControlWhoseEditIsUndoable)
{
    int covered = 0;
    for (const Parameter &p : parameters()) {
        if (p.collection != Collection::None || !editedInPanel(p.group))
            continue;
        // A scenario where the control can act: the cold start needs starts, buying's needs Buy.
        Scenario start = defaultScenario();
        start.operation.startsPerDay = 1;
        start.cost.mode
            = p.group == ParamGroup::Buy || p.group == ParamGroup::Financing ? CostMode::Buy : CostMode::Rent;
        // The whole bill's (#12): a commitment's figures need a commitment, spot's spot, the staff cost staff.
        const QLatin1String key(p.key);
        if (key.startsWith(QLatin1String("cost.billing.")) || key == QLatin1String("cost.reserved_gpu_hour"))
            start.cost.billing.mode = BillingMode::Committed;
        else if (key.startsWith(QLatin1String("cost.spot_")))
            start.cost.billing.mode = BillingMode::Spot;
        else if (key == QLatin1String("cost.staff.cost_per_fte_month"))
            start.cost.staff.fte = 1.0;
        if (p.group == ParamGroup::Team) // a team's fields act with a team (issue 31 item 2)
            setTeam(start, Team {});
        doc()->reset(start);
        expandSections(peer(*window).panel());
        ParameterSlider *s = slider(p.path());
        ASSERT_NE(s, nullptr) << p.key;
        EXPECT_EQ(s->objectName(), p.path());
        ASSERT_TRUE(s->isEnabled()) << p.key << ": " << s->inactiveReason().toStdString();
        ASSERT_TRUE(child<QDoubleSpinBox>(s, "sliderValue")->isVisibleTo(window.get())) << p.key;

        const std::optional<double> before = doc()->value(p);
        const double target = before == p.sliderMax ? p.sliderMin : p.sliderMax;
        type(p.path(), QString::number(target * p.displayScale, 'f', p.decimals));
        const std::optional<double> after = doc()->value(p);
        ASSERT_TRUE(after.has_value()) << p.key;
        EXPECT_NEAR(*after, p.domain.clamp(target), 1e-9 * std::abs(target)) << p.key;
        EXPECT_EQ(doc()->undoStack()->count(), 1) << p.key;
        EXPECT_EQ(doc()->undoStack()->undoText(), QStringLiteral("Change %1").arg(p.plainLabel()));
        doc()->undoStack()->undo();
        EXPECT_EQ(doc()->value(p), before) << p.key;
        EXPECT_EQ(doc()->scenario(), start) << p.key;
        // The control follows the undo.
        if (before) {
            EXPECT_DOUBLE_EQ(s->value(), *before) << p.key;
        }
        ++covered;
    }
    EXPECT_GE(covered, 25);
}

// Issue 31 item 2: the Team group fills the workload from a team in one undo step, says what the team
// asks for, and while there is a team the fields it fills are disabled, saying why.
TEST_F(FirstLaunch, TheTeamGroupFillsTheWorkloadInOneUndoStep)
{
    expandSections(peer(*window).panel());
    const Scenario start = doc()->scenario();
    ASSERT_FALSE(start.demand.team.has_value());
    auto *team = child<QCheckBox>(peer(*window).panel(), "teamEnabled");
    auto *summary = child<QLabel>(peer(*window).panel(), "teamSummary");
    EXPECT_FALSE(team->isChecked());
    EXPECT_FALSE(summary->isVisibleTo(window.get()));
    EXPECT_FALSE(slider(u"demand.team.people")->isEnabled());
    EXPECT_DOUBLE_EQ(slider(u"demand.team.people")->value(), Team {}.people); // what a team starts from
    expectEnabled(u"workload.input_per_output");

    team->click();
    const Scenario &s = doc()->scenario();
    ASSERT_TRUE(s.demand.team.has_value());
    EXPECT_EQ(doc()->undoStack()->count(), 1);
    EXPECT_EQ(doc()->undoStack()->undoText(), QStringLiteral("Size the workload from a team"));
    const TeamDemand d = teamDemand(*s.demand.team, s.cost.hoursPerMonth);
    ASSERT_TRUE(s.hybrid.has_value());
    EXPECT_EQ(s.hybrid->demandTokS, d.profileTokS);
    EXPECT_EQ(s.workload.inputPerOutput, d.inputPerOutput);
    EXPECT_TRUE(summary->isVisibleTo(window.get()));
    EXPECT_EQ(summary->text(), teamDemandText(s, Wording::Translated).value_or(QString()));
    expectEnabled(u"demand.team.people");
    EXPECT_FALSE(slider(u"workload.input_per_output")->isEnabled());
    EXPECT_TRUE(slider(u"workload.input_per_output")->inactiveReason().contains(QStringLiteral("team")));

    type(u"demand.team.people", QStringLiteral("30"));
    EXPECT_EQ(doc()->scenario().demand.team->people, 30.0);
    EXPECT_EQ(doc()->undoStack()->count(), 2);
    EXPECT_EQ(doc()->scenario().hybrid->demandTokS,
        teamDemand(*doc()->scenario().demand.team, s.cost.hoursPerMonth).profileTokS);
    EXPECT_TRUE(summary->text().contains(QStringLiteral("30 people"))) << summary->text().toStdString();

    doc()->undoStack()->undo();
    doc()->undoStack()->undo();
    EXPECT_EQ(doc()->scenario(), start);
    EXPECT_FALSE(team->isChecked());
    EXPECT_FALSE(summary->isVisibleTo(window.get()));
}

// An optional parameter reads its "none" text at the spin box's lowest value: typing 0 (or
// stepping below the slider's range) clears it, a number sets it again, and undo walks back.
TEST_F(FirstLaunch, AnOptionalParameterCanBeSetToNoneAndBack)
{
    expandSections(peer(*window).panel());
    int optionals = 0;
    for (const Parameter &p : parameters()) {
        // A team's fields are none only without a team, which the Team group's check box adds and removes.
        if (p.collection != Collection::None || !p.optional || !editedInPanel(p.group) || p.group == ParamGroup::Team)
            continue;
        ++optionals;
        // The whole bill's optional prices (#12) act with their billing: committed or spot.
        const QLatin1String key(p.key);
        if (key == QLatin1String("cost.reserved_gpu_hour") || key == QLatin1String("cost.spot_gpu_hour")) {
            Scenario start = defaultScenario();
            start.cost.billing.mode
                = key == QLatin1String("cost.spot_gpu_hour") ? BillingMode::Spot : BillingMode::Committed;
            doc()->reset(start);
        }
        ParameterSlider *s = slider(p.path());
        ASSERT_NE(s, nullptr) << p.key;
        ASSERT_TRUE(p.domain.minOpen && p.domain.min == 0.0) << p.key << ": 0 must not be a value of its own";
        EXPECT_EQ(s->noneText(), p.noneLabel());
        EXPECT_EQ(child<QDoubleSpinBox>(s, "sliderValue")->specialValueText(), p.noneLabel());
        const std::optional<double> before = doc()->value(p);

        type(p.path(), QString::number(p.sliderMin * 3 * p.displayScale, 'f', p.decimals));
        EXPECT_EQ(doc()->value(p), std::optional<double>(p.sliderMin * 3)) << p.key;
        EXPECT_FALSE(s->isNone());
        doc()->closeMerge(); // a later edit: its own undo step

        type(p.path(), QStringLiteral("0"));
        EXPECT_FALSE(doc()->value(p).has_value()) << p.key;
        EXPECT_TRUE(s->isNone());
        EXPECT_EQ(child<QDoubleSpinBox>(s, "sliderValue")->text(), p.noneLabel());
        EXPECT_EQ(s->slider()->value(), s->slider()->minimum());

        doc()->undoStack()->undo();
        EXPECT_EQ(doc()->value(p), std::optional<double>(p.sliderMin * 3)) << p.key;
        EXPECT_FALSE(s->isNone());
        doc()->undoStack()->undo();
        EXPECT_EQ(doc()->value(p), before) << p.key;
        EXPECT_EQ(s->isNone(), !before.has_value());
    }
    EXPECT_EQ(optionals, 8); // the maximum throughput, the minutes per task, the prefill rate, the per-user target,
                             // the two latency targets, the reserved and the spot price
}

// Issue 9: the hardware's and the model's text and yes/no fields are editable and undoable.
TEST_F(FirstLaunch, EveryTextAndFlagFieldOfTheHardwareAndMemoryGroupsIsEditable)
{
    expandSections(peer(*window).panel());
    int covered = 0;
    for (const Field &f : fields()) {
        if ((f.group != ParamGroup::Hardware && f.group != ParamGroup::Memory) || f.collection != Collection::None
            || (f.kind != FieldKind::Text && f.kind != FieldKind::Flag))
            continue;
        QWidget *editor = peer(*window).panel()->fieldEditor(f);
        ASSERT_NE(editor, nullptr) << f.key;
        EXPECT_EQ(editor->objectName(), f.path());
        EXPECT_EQ(editor->toolTip(), f.description());
        ASSERT_TRUE(editor->isVisibleTo(window.get())) << f.key;
        const QString before = f.get(doc()->scenario(), 0);
        QString expected;
        if (auto *check = qobject_cast<QCheckBox *>(editor)) {
            EXPECT_EQ(check->isChecked(), before == QLatin1String("true"));
            QTest::mouseClick(check, Qt::LeftButton, {}, check->rect().center() - QPoint(check->width() / 2 - 8, 0));
            expected = before == QLatin1String("true") ? QStringLiteral("false") : QStringLiteral("true");
        } else {
            auto *edit = qobject_cast<QLineEdit *>(editor);
            ASSERT_NE(edit, nullptr) << f.key;
            EXPECT_EQ(edit->text(), before);
            EXPECT_EQ(edit->maxLength(), f.maxLength);
            edit->setFocus();
            edit->selectAll();
            QTest::keyClicks(edit, QStringLiteral("Edited <b>1</b>"));
            QTest::keyClick(edit, Qt::Key_Return);
            expected = QStringLiteral("Edited <b>1</b>");
        }
        EXPECT_EQ(f.get(doc()->scenario(), 0), expected) << f.key;
        EXPECT_EQ(doc()->undoStack()->undoText(), QStringLiteral("Change %1").arg(f.plainLabel()));
        doc()->undoStack()->undo();
        EXPECT_EQ(f.get(doc()->scenario(), 0), before) << f.key;
        if (auto *edit = qobject_cast<QLineEdit *>(editor)) {
            EXPECT_EQ(edit->text(), before) << f.key;
        }
        if (auto *check = qobject_cast<QCheckBox *>(editor)) {
            EXPECT_EQ(check->isChecked(), before == QLatin1String("true")) << f.key;
        }
        ++covered;
    }
    // The GPU type, native MXFP4, the GPU the capacity was measured on and its confirmation (#27), the
    // model's name and its weights format.
    EXPECT_EQ(covered, 6);
    EXPECT_EQ(doc()->scenario(), defaultScenario());
}

// The groups that matter come first and open; the rarer parameters wait in closed sections.
TEST_F(FirstLaunch, TheRarerParametersWaitInClosedSections)
{
    for (const char *path : { "operation.throughput_tok_s", "workload.acceptance_self", "hardware.memory_gb_per_gpu",
             "hardware.max_throughput_tok_s", "operation.concurrency", "operation.starts_per_day" })
        EXPECT_TRUE(slider(QString::fromLatin1(path))->isVisibleTo(window.get())) << path;
    for (const char *path : { "cost.hours_per_month", "workload.request.input_tokens", "model.weights_bytes",
             "operation.context_tokens", "operation.usable_memory" })
        EXPECT_FALSE(slider(QString::fromLatin1(path))->isVisibleTo(window.get())) << path;
    EXPECT_FALSE(peer(*window).panel()->fieldEditor(*findField(u"model.name"))->isVisibleTo(window.get()));
    ASSERT_EQ(peer(*window).panel()->sections().size(), 4u); // with the Team group's (issue 31 item 2)
    for (CollapsibleSection *section : peer(*window).panel()->sections()) {
        EXPECT_FALSE(section->isExpanded());
        QTest::mouseClick(child<QToolButton>(section, "sectionHeader"), Qt::LeftButton);
        EXPECT_TRUE(section->isExpanded());
    }
    EXPECT_TRUE(slider(u"model.weights_bytes")->isVisibleTo(window.get()));
    EXPECT_TRUE(slider(u"cost.hours_per_month")->isVisibleTo(window.get()));
}

// In the narrowest window, with every section open, the panel scrolls and clips no label.
TEST_F(FirstLaunch, TheNarrowestWindowClipsNoLabelOfThePanel)
{
    Scenario s = defaultScenario();
    s.cost.mode = CostMode::Buy; // the Buying group shown too
    doc()->reset(s);
    expandSections(peer(*window).panel());
    window->resize(window->minimumSizeHint());
    QTest::qWait(50);
    ScenarioPanel *panel = peer(*window).panel();
    EXPECT_GT(panel->widget()->height(), panel->viewport()->height()); // it scrolls
    int labels = 0;
    for (const QLabel *label : panel->widget()->findChildren<QLabel *>()) {
        if (!label->isVisibleTo(window.get()))
            continue;
        ++labels;
        // A wrapping label (the sliders' and fields' own, #33 item 2) gets the lines it needs.
        if (label->wordWrap())
            EXPECT_GE(label->height(), label->heightForWidth(label->width())) << label->text().toStdString();
        else
            EXPECT_GE(label->width(), label->sizeHint().width()) << label->text().toStdString();
        EXPECT_LE(label->mapTo(panel->widget(), QPoint(label->width(), 0)).x(), panel->viewport()->width())
            << label->text().toStdString();
    }
    EXPECT_GE(labels, 30);
}

TEST_F(FirstLaunch, FieldsAPresetLeavesOutAreShownAsTheFormatsDefaults)
{
    // The default preset states everything: no note.
    EXPECT_TRUE(child<QLabel>(peer(*window).panel(), "defaultsNote")->isHidden());
    EXPECT_FALSE(slider(u"model.weights_bytes")->label()->font().italic());

    QJsonObject root = presetToJson(defaultScenario());
    root.remove(QStringLiteral("model"));
    const PresetResult r = presetFromJson(root);
    ASSERT_TRUE(r.ok()) << r.errorText().toStdString();
    doc()->reset(*r.scenario);
    QLabel *note = child<QLabel>(peer(*window).panel(), "defaultsNote");
    EXPECT_FALSE(note->isHidden());
    EXPECT_EQ(note->textFormat(), Qt::PlainText);
    EXPECT_TRUE(note->text().contains(parameter(u"model.weights_bytes").plainLabel())) << note->text().toStdString();
    EXPECT_TRUE(slider(u"model.weights_bytes")->label()->font().italic());

    // Stated by the user, a field is no longer a default; undone, it is again.
    doc()->setValue(parameter(u"model.weights_bytes"), 1.4e12);
    EXPECT_FALSE(note->text().contains(parameter(u"model.weights_bytes").plainLabel())) << note->text().toStdString();
    EXPECT_FALSE(slider(u"model.weights_bytes")->label()->font().italic());
    doc()->undoStack()->undo();
    EXPECT_TRUE(note->text().contains(parameter(u"model.weights_bytes").plainLabel()));
}

// Issue 26 item 5: the sources' spreads are marks on the slider, not the range: each measured
// point of the decode curve and the hardware's maximum, with what they are in the tooltip; an
// edit of the curve moves them.
TEST_F(FirstLaunch, TheThroughputSliderMarksTheSourcesOperatingPoints) // #26
{
    const Scenario &s = doc()->scenario();
    ASSERT_FALSE(s.hardware.decodePoints.empty());
    ASSERT_TRUE(s.hardware.maxThroughputTokS.has_value());
    ParameterSlider *t = slider(u"operation.throughput_tok_s");
    const std::vector<ParameterSlider::Band> &marks = t->bands();
    ASSERT_EQ(marks.size(), s.hardware.decodePoints.size() + 1);
    for (std::size_t i = 0; i < s.hardware.decodePoints.size(); ++i) {
        EXPECT_DOUBLE_EQ(marks[i].low, s.hardware.decodePoints[i].outputTokS);
        EXPECT_DOUBLE_EQ(marks[i].high, marks[i].low); // a point, not a band
        EXPECT_TRUE(
            marks[i].label.contains(QStringLiteral("concurrency %1").arg(s.hardware.decodePoints[i].concurrency)))
            << marks[i].label.toStdString();
    }
    EXPECT_DOUBLE_EQ(marks.back().low, *s.hardware.maxThroughputTokS);
    EXPECT_TRUE(plain(t->slider()->toolTip()).contains(QStringLiteral("the hardware's stated maximum")));
    // The range is the figure's own uncertainty, around the value: the marks lie outside it.
    const Range *range = rangeOf(s, ParamRef { &param::throughput, 0 });
    ASSERT_NE(range, nullptr);
    EXPECT_GT(marks.back().low, range->high);

    doc()->modify(QStringLiteral("Drop the maximum"), [](Scenario &x) { x.hardware.maxThroughputTokS.reset(); });
    QCoreApplication::processEvents();
    EXPECT_EQ(t->bands().size(), s.hardware.decodePoints.size());
}
