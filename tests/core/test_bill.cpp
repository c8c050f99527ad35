// Issue #12: the whole bill (staff, billing, financing, horizon) and the task, like for like.
// The worked figures of the issue, from the shipped presets through the JSON report.

#include "bill.h"
#include "montecarlo.h"
#include "report.h"
#include "testsupport.h"

#include <gtest/gtest.h>

#include <QJsonArray>
#include <QJsonObject>

#include <algorithm>
#include <cmath>

using namespace breakeven;
using namespace breakeven::test;

namespace {

/// The report of \a s, as `breakeven report --format json` prints it.
QJsonObject report(const Scenario &s) { return reportJson(s, evaluate(s)); }

/// The offer named \a provider / \a model of a report block's `offers`.
QJsonObject offerOf(const QJsonArray &offers, const char *provider, const char *model)
{
    for (const QJsonValue &v : offers) {
        const QJsonObject o = v.toObject();
        if (o.value(QStringLiteral("provider")).toString() == QLatin1String(provider)
            && o.value(QStringLiteral("model")).toString() == QLatin1String(model))
            return o;
    }
    ADD_FAILURE() << "no offer " << provider << " " << model;
    return {};
}

double at(const QJsonObject &o, const char *path)
{
    QJsonValue v = o;
    for (const QString &key : QString::fromLatin1(path).split(QLatin1Char('.')))
        v = v.toObject().value(key);
    EXPECT_TRUE(v.isDouble()) << path;
    return v.toDouble();
}

Scenario withText(const Scenario &s, const char *path, const char *value)
{
    const PresetResult r = withOverride(s, QString::fromLatin1(path), QString::fromLatin1(value));
    EXPECT_TRUE(r.ok()) << path << ": " << r.errorText().toStdString();
    return r.ok() ? *r.scenario : s;
}

constexpr double cny = 7.25;

} // namespace

// "$25k/month of on-call inference operations moves the break-even against $10/Mtok from 1,578 to 2,529 tok/s."
TEST(WholeBill, StaffMovesTheModalBreakEven)
{
    const Scenario modal = loadPreset("kimi-k31-pro-8xb300-modal.json");
    const QJsonObject before = report(modal);
    EXPECT_NEAR(at(offerOf(before.value(QStringLiteral("offers")).toArray(), "Moonshot", "kimi-k3.1-pro"),
                    "breakeven_throughput_tok_s"),
        1577.5, 0.5);
    EXPECT_EQ(before.value(QStringLiteral("bill"))
                  .toObject()
                  .value(QStringLiteral("staff"))
                  .toObject()
                  .value(QStringLiteral("note")),
        QJsonValue(QStringLiteral("no staff cost included")));

    const Scenario staffed = with(with(modal, "cost.staff.fte", 1.0), "cost.staff.cost_per_fte_month", 25000.0);
    const QJsonObject after = report(staffed);
    EXPECT_NEAR(at(offerOf(after.value(QStringLiteral("offers")).toArray(), "Moonshot", "kimi-k3.1-pro"),
                    "breakeven_throughput_tok_s"),
        2528.8, 0.5);
    EXPECT_DOUBLE_EQ(at(after, "bill.staff.monthly_usd"), 25000.0);
    EXPECT_DOUBLE_EQ(at(after, "bill.monthly.total_usd"), 41456.7 + 25000.0);
    EXPECT_TRUE(after.value(QStringLiteral("bill"))
                    .toObject()
                    .value(QStringLiteral("staff"))
                    .toObject()
                    .value(QStringLiteral("note"))
                    .isNull());
}

// "The China five-year contract at 4 h a day shows CNY 31.7k a month for a CNY 190k/month commitment."
TEST(WholeBill, CommittedContractPaysItsMinimum)
{
    const Scenario contract = with(loadPreset("china-b300-rent-5y-committed.json"), "operation.hours_per_day", 4.0);
    const QJsonObject r = report(contract);
    EXPECT_NEAR(at(r, "bill.monthly.hardware_usd") * cny, 190000.0, 0.01);
    EXPECT_NEAR(at(r, "bill.billing.hours_on_monthly_usd") * cny, 31666.7, 0.1);
    EXPECT_TRUE(r.value(QStringLiteral("bill"))
                    .toObject()
                    .value(QStringLiteral("billing"))
                    .toObject()
                    .value(QStringLiteral("minimum_binds"))
                    .toBool());
    EXPECT_NEAR(at(r, "bill.billing.commitment_total_usd") * cny, 60 * 190000.0, 1.0);

    // Billed by the hour, the same four hours cost what they cost.
    const Scenario hourly = withText(contract, "cost.billing.mode", "hourly");
    EXPECT_NEAR(at(report(hourly), "bill.monthly.hardware_usd") * cny, 31666.7, 0.1);
}

// "8 % a year moves the China buy from CNY 203k to about 235k a month; 25 % residual value to about 155k."
// MODEL.md section 8 compounds w monthly (w/12): 8 % gives CNY 228.1k. The "about 235k" is
// the annuity compounded yearly (CNY 235.2k); the contract's formula is the one implemented.
TEST(WholeBill, FinancedPurchase)
{
    const Scenario buy = loadPreset("china-b300-buy.json");
    EXPECT_NEAR(at(report(buy), "bill.monthly.total_usd") * cny, 203213.0, 1.0);
    const Scenario financed = with(buy, "cost.buy.cost_of_capital", 0.08);
    EXPECT_NEAR(at(report(financed), "bill.monthly.total_usd") * cny, 228120.0, 50.0);
    const Scenario residual = with(buy, "cost.buy.residual_value", 0.25);
    EXPECT_NEAR(at(report(residual), "bill.monthly.total_usd") * cny, 154602.0, 50.0);
    // Maintenance: 5 % of CNY 7 M a year is CNY 29,167 a month.
    const Scenario maintained = with(buy, "cost.buy.maintenance", 0.05);
    EXPECT_NEAR(at(report(maintained), "bill.financing.maintenance_monthly_usd") * cny, 29166.7, 0.1);
}

// MODEL.md section 8: with w = 0, rho = 0, m = 0 a purchase is exactly today's straight line.
TEST(WholeBill, UnfinancedPurchaseIsExactlyStraightLine)
{
    for (const char *file : { "china-b300-buy.json", "china-b300-buy-financed.json" }) {
        Scenario s = loadPreset(file);
        s.cost.buy.costOfCapital = 0.0;
        s.cost.buy.residualValue = 0.0;
        s.cost.buy.maintenance = 0.0;
        s.cost.hoursPerMonth = 744.0; // a month that is not a twelfth of a year: still exactly the same
        const Evaluation e = evaluate(s);
        const CompiledScenario c = compileUnchecked(s);
        const Usd depreciation = model::depreciationRate(c.capex, c.years) * c.month;
        EXPECT_EQ(e.selfHost.depreciationMonthly.value(), depreciation.value()) << file;
        EXPECT_EQ(e.selfHost.hardwareMonthly.value(),
            (c.redundancy
                * (depreciation + model::powerRate(c.powerKw, c.pue, c.tariffPerKwh) * e.selfHost.provisioned))
                .value())
            << file;
    }
}

// "Per task, the IMEC preset prints $7.88 per self-hosted task ... an IMEC-sized task (about 17k
// output, 87k input tokens) costs about $0.52 on the API."
TEST(Tasks, ImecTaskLikeForLike)
{
    const Scenario stated = loadPreset("imec-k3-8xb300.json");
    const Scenario imec = withText(stated, "task.size", "node");
    const QJsonObject r = report(imec);
    const QJsonObject tasks = r.value(QStringLiteral("tasks")).toObject();
    EXPECT_NEAR(at(tasks, "output_tokens"), 122.0 / 16 * 38 * 60, 1e-6);    // 17,385
    EXPECT_NEAR(at(tasks, "input_tokens"), 5 * 122.0 / 16 * 38 * 60, 1e-6); // 86,925
    EXPECT_TRUE(tasks.value(QStringLiteral("matches_workload")).toBool());
    EXPECT_NEAR(at(tasks, "self_host_cost_per_accepted_task_usd"), 7.88, 0.005);
    const QJsonObject moonshot = offerOf(tasks.value(QStringLiteral("offers")).toArray(), "Moonshot", "kimi-k3");
    EXPECT_NEAR(at(moonshot, "cost_per_accepted_task_usd"), 0.5216, 0.0005);
    // The table's per-task columns price the same task.
    EXPECT_DOUBLE_EQ(
        at(offerOf(r.value(QStringLiteral("offers")).toArray(), "Moonshot", "kimi-k3"), "accepted_task_cost_usd"),
        at(moonshot, "cost_per_accepted_task_usd"));
    // The stated request (300k in, 30k out: 10 per output token) disagrees with r = 5, and says so.
    const QJsonObject statedTasks = report(stated).value(QStringLiteral("tasks")).toObject();
    EXPECT_FALSE(statedTasks.value(QStringLiteral("matches_workload")).toBool());
    EXPECT_DOUBLE_EQ(at(statedTasks, "input_per_output"), 10.0);
    EXPECT_NE(
        reportText(stated, evaluate(stated)).indexOf(QStringLiteral("the task has 10 input tokens per output token")),
        -1);
    // The shipped per-task variant is sized from the node.
    EXPECT_EQ(loadPreset("imec-k3-8xb300-tasks.json").task.size, TaskSize::Node);
}

TEST(Tasks, ReasoningTokensAreBilledAsOutput)
{
    const Scenario s = with(loadPreset("imec-k3-8xb300.json"), "task.reasoning_tokens", 10000.0);
    const Evaluation e = evaluate(s);
    const std::size_t i = offerIndex(s, "Moonshot", "kimi-k3");
    // 300k * $3 + (30k + 10k) * $15 per Mtok.
    EXPECT_NEAR(e.offers[i].requestCost.value(), 0.9 + 0.6, 1e-12);
}

TEST(Horizon, PriceFactor)
{
    EXPECT_EQ(apiPriceFactor(3.0, 0.0), 1.0);
    // Mean of 0.8^(k/12), k = 0..35: a geometric series.
    const double q = std::pow(0.8, 1.0 / 12.0);
    EXPECT_NEAR(apiPriceFactor(3.0, 0.2), (1.0 - std::pow(q, 36)) / (36.0 * (1.0 - q)), 1e-12);
    EXPECT_EQ(horizonMonths(0.5), 6);
    EXPECT_EQ(horizonMonths(0.01), 1);
}

TEST(Horizon, BreakEvenOverTheHorizonUsesTheMeanPrice)
{
    const Scenario s = with(loadPreset("kimi-k31-pro-8xb300-modal.json"), "horizon.api_price_decline", 0.2);
    const Evaluation e = evaluate(s);
    const BillResult b = evaluateBill(s, e);
    const std::size_t i = offerIndex(s, "Moonshot", "kimi-k3.1-pro");
    EXPECT_NEAR(
        b.offers[i].breakevenThroughput->value(), e.offers[i].breakevenThroughput->value() / b.priceFactor, 1e-6);
    EXPECT_GT(b.offers[i].breakevenThroughput->value(), 1577.5 * 1.2); // the API gets cheaper: harder to beat
}

// The cumulative cost: renting pays M each month; at 4,634 tok/s (r = 0) the Modal node beats $10/Mtok from
// month 1, at 92 tok/s never.
TEST(Horizon, PaybackMonth)
{
    const Scenario slow = loadPreset("kimi-k31-pro-8xb300-modal.json");
    const std::size_t i = offerIndex(slow, "Moonshot", "kimi-k3.1-pro");
    const BillResult never = evaluateBill(slow, evaluate(slow));
    EXPECT_EQ(never.months, 36);
    EXPECT_FALSE(never.offers[i].paybackMonth);
    EXPECT_NEAR(never.selfHostCumulativeUsd.back(), 36 * 41456.7, 1e-6);
    const Scenario fast = with(slow, "operation.throughput_tok_s", 4634.0);
    EXPECT_EQ(evaluateBill(fast, evaluate(fast)).offers[i].paybackMonth, 1);

    // Buying (cash view): the capex in month 1, then power; the API overtakes later.
    Scenario buy
        = with(loadPreset("china-b300-buy.json"), "operation.throughput_tok_s", 2000.0); // within T_max at r = 5
    const Evaluation e = evaluate(buy);
    const BillResult b = evaluateBill(buy, e);
    const std::size_t j = offerIndex(buy, "Moonshot", "kimi-k3.1-pro");
    ASSERT_TRUE(b.offers[j].paybackMonth);
    const int m = *b.offers[j].paybackMonth;
    EXPECT_GT(m, 1);
    EXPECT_LE(b.selfHostCumulativeUsd[static_cast<std::size_t>(m - 1)],
        b.offers[j].cumulativeUsd[static_cast<std::size_t>(m - 1)]);
    EXPECT_GT(b.selfHostCumulativeUsd[static_cast<std::size_t>(m - 2)],
        b.offers[j].cumulativeUsd[static_cast<std::size_t>(m - 2)]);
    EXPECT_NEAR(b.selfHostCumulativeUsd.front(), 7000000.0 / cny + e.selfHost.powerMonthly.value(), 1e-6);
}

TEST(WholeBill, SpotInterruptionIsTakenFromProductiveHours)
{
    Scenario s = withText(loadPreset("kimi-k31-pro-8xb300-modal.json"), "cost.billing.mode", "spot");
    s = with(with(s, "cost.spot_gpu_hour", 3.0), "cost.spot_interruption", 0.1);
    const Evaluation e = evaluate(s);
    EXPECT_NEAR(e.selfHost.hardwareMonthly.value(), 8 * 3.0 * 730, 1e-9);
    EXPECT_NEAR(inHours(e.selfHost.productive), 730 * 0.9, 1e-9);
    EXPECT_NEAR(inHours(e.selfHost.provisioned), 730, 1e-9);
}

TEST(WholeBillPreset, KeysRoundTripAndDefaultsAreNotWritten)
{
    const Scenario plain = loadPreset("kimi-k31-pro-8xb300-modal.json");
    const QByteArray text = serializePreset(plain);
    for (const char *key : { "\"staff\"", "\"billing\"", "\"horizon\"", "\"task\"", "cost_of_capital" })
        EXPECT_EQ(text.indexOf(key), -1) << key;
    for (const char *file : { "china-b300-rent-5y-committed.json", "china-b300-buy-financed.json",
             "imec-k3-8xb300-tasks.json", "kimi-k31-pro-8xb300-modal-agent-whole-bill.json" }) {
        const Scenario s = loadPreset(file);
        const PresetResult back = parsePreset(serializePreset(s));
        ASSERT_TRUE(back.ok()) << file << back.errorText().toStdString();
        EXPECT_EQ(*back.scenario, s) << file;
    }
    const Scenario committed = loadPreset("china-b300-rent-5y-committed.json");
    EXPECT_EQ(committed.cost.billing.mode, BillingMode::Committed);
    EXPECT_EQ(committed.cost.billing.termMonths, 60.0);
    EXPECT_EQ(committed.cost.billing.minimumMonthly, (Money { 190000.0, QStringLiteral("CNY") }));
    EXPECT_EQ(committed.cost.staff.costPerFteMonth.currency, QStringLiteral("CNY"));
}

TEST(WholeBillPreset, BadValuesNameTheirField)
{
    QJsonObject root = presetToJson(loadPreset("kimi-k31-pro-8xb300-modal.json"));
    QJsonObject cost = root.value(QStringLiteral("cost")).toObject();
    cost.insert(QStringLiteral("billing"), QJsonObject { { QStringLiteral("mode"), QStringLiteral("monthly") } });
    cost.insert(QStringLiteral("staff"), QJsonObject { { QStringLiteral("fte"), -1 } });
    root.insert(QStringLiteral("cost"), cost);
    root.insert(QStringLiteral("horizon"), QJsonObject { { QStringLiteral("years"), 0 } });
    root.insert(QStringLiteral("task"), QStringLiteral("big"));
    const PresetResult r = presetFromJson(root);
    ASSERT_FALSE(r.ok());
    const QString errors = r.errorText();
    for (const char *path : { "cost.billing.mode", "cost.staff.fte", "horizon.years", "task" })
        EXPECT_TRUE(errors.contains(QLatin1String(path))) << path << "\n" << errors.toStdString();
}

// Every output says so when there is no staff cost.
TEST(WholeBill, TextReportSaysNoStaffCostIncluded)
{
    const Scenario s = loadPreset("china-b300-buy.json");
    EXPECT_NE(reportText(s, evaluate(s)).indexOf(QStringLiteral("no staff cost included")), -1);
    const Scenario staffed = loadPreset("china-b300-buy-financed.json");
    EXPECT_EQ(reportText(staffed, evaluate(staffed)).indexOf(QStringLiteral("no staff cost included")), -1);
}

// --- Issue #27: money the preset leaves out, the committed ranges, a cached price above the uncached

TEST(Bill, MoneyThePresetLeavesOutIsInThePresetsCurrency) // #27
{
    // The CNY rent preset states no staff and no minimum: set later, they are CNY, not USD.
    const Scenario china = loadPreset("china-b300-rent-5y.json");
    ASSERT_EQ(china.currency, QStringLiteral("CNY"));
    EXPECT_EQ(china.cost.staff.costPerFteMonth.currency, QStringLiteral("CNY"));
    EXPECT_EQ(china.cost.billing.minimumMonthly.currency, QStringLiteral("CNY"));
    const Scenario staffed = with(with(china, "cost.staff.fte", 1), "cost.staff.cost_per_fte_month", 50000);
    EXPECT_NEAR(evaluate(staffed).selfHost.staffMonthly.value(), 50000 / 7.25, 1e-9);
    // Written back only when it says something: the preset's shape is kept.
    const QByteArray text = serializePreset(china);
    EXPECT_FALSE(text.contains("\"staff\"")) << text.toStdString();
    EXPECT_FALSE(text.contains("\"billing\""));
    const PresetResult back = parsePreset(serializePreset(staffed));
    ASSERT_TRUE(back.ok()) << back.errorText().toStdString();
    EXPECT_EQ(*back.scenario, staffed);
    // A USD preset's stay USD.
    EXPECT_EQ(loadPreset("kimi-k31-pro-8xb300-modal.json").cost.staff.costPerFteMonth.currency, QStringLiteral("USD"));
}

TEST(Bill, TheCommittedPresetsPriceRangeReachesTheUncertainty) // #27
{
    const Scenario committed = loadPreset("china-b300-rent-5y-committed.json");
    ASSERT_EQ(committed.cost.billing.mode, BillingMode::Committed);
    EXPECT_EQ(committed.ranges.count(QStringLiteral("cost.gpu_hour")), 0U);
    MonteCarloOptions options;
    options.samples = 2000;
    options.seed = 27;
    const MonteCarloResult r = runMonteCarlo(committed, options);
    // CNY 160k-190k a month: the hardware's spread shows in the monthly cost (USD 22k-26k).
    EXPECT_GT(r.monthlyCost.p90 - r.monthlyCost.p10, 1000.0);
    EXPECT_LE(r.monthlyCost.p90, evaluate(committed).selfHost.monthlyCost.value() + 1e-6);
    // A range on the on-demand price while a reserved one is billed is named as moving nothing.
    QJsonObject root = presetToJson(committed);
    QJsonObject ranges = root.value(QStringLiteral("ranges")).toObject();
    ranges.insert(QStringLiteral("cost.gpu_hour"), QJsonArray { 27.0, 33.0 });
    root.insert(QStringLiteral("ranges"), ranges);
    const std::vector<PresetError> warnings = presetWarnings(root);
    const auto it = std::find_if(warnings.begin(), warnings.end(),
        [](const PresetError &w) { return w.path == QLatin1String("ranges.cost.gpu_hour"); });
    ASSERT_NE(it, warnings.end());
    EXPECT_TRUE(it->message.contains(QStringLiteral("cost.reserved_gpu_hour"))) << it->message.toStdString();
    const std::vector<PresetError> shipped = presetWarnings(presetToJson(committed));
    EXPECT_TRUE(std::none_of(shipped.begin(), shipped.end(),
        [](const PresetError &w) { return w.path.startsWith(QLatin1String("ranges")); }));
}

TEST(Bill, ACachedPriceAboveTheUncachedOneIsAWarning) // #27
{
    QJsonObject root = presetToJson(loadPreset("kimi-k31-pro-8xb300-modal.json"));
    QJsonArray offers = root.value(QStringLiteral("offers")).toArray();
    QJsonObject first = offers.at(0).toObject();
    first.insert(QStringLiteral("cached_input"), 5.0);
    first.insert(QStringLiteral("input"), 2.0);
    offers.replace(0, first);
    root.insert(QStringLiteral("offers"), offers);
    const std::vector<PresetError> warnings = presetWarnings(root);
    const auto it = std::find_if(warnings.begin(), warnings.end(),
        [](const PresetError &w) { return w.path == QLatin1String("offers[0].cached_input"); });
    ASSERT_NE(it, warnings.end());
    EXPECT_TRUE(it->message.contains(QStringLiteral("above the uncached one (2"))) << it->message.toStdString();
    // The shipped presets have none.
    for (const QString &file : shippedPresets()) {
        const std::vector<PresetError> w = presetWarnings(presetToJson(loadPreset(file.toUtf8().constData())));
        EXPECT_TRUE(std::none_of(w.begin(), w.end(), [](const PresetError &e) {
            return e.path.endsWith(QLatin1String("cached_input"));
        })) << file.toStdString();
    }
}
