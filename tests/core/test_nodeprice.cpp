// #13: a whole node's price (Modal's $56.79 an hour, a cluster at $80 an hour, CNY 190k a month) may
// be stated instead of the price per GPU-hour: `cost.node_hour` or `cost.node_month` in a preset,
// `cost.price_per` for how the window shows it. The model holds the price per GPU-hour
// (MODEL.md section 2: price_per_gpu_hour = node / n), so its figures are MODEL.md section 4's.

#include "parameters.h"
#include "testsupport.h"

#include <QJsonDocument>
#include <QJsonObject>

#include <gtest/gtest.h>

#include <functional>

using namespace breakeven;
using namespace breakeven::test;

namespace {

/// The shipped preset \a file with its `cost` object changed by \a edit, parsed again.
PresetResult withCost(const char *file, const std::function<void(QJsonObject &)> &edit)
{
    QJsonObject root = QJsonDocument::fromJson(serializePreset(loadPreset(file))).object();
    QJsonObject cost = root.value(QStringLiteral("cost")).toObject();
    edit(cost);
    root.insert(QStringLiteral("cost"), cost);
    return parsePreset(QJsonDocument(root).toJson());
}

} // namespace

TEST(NodePrice, AWholeNodesHourlyPriceIsTheGpuHourTimesTheCount)
{
    const Scenario modal = loadPreset("kimi-k31-pro-8xb300-modal.json");
    const PresetResult r = withCost("kimi-k31-pro-8xb300-modal.json", [](QJsonObject &c) {
        c.remove(QStringLiteral("gpu_hour"));
        c.insert(QStringLiteral("node_hour"), 56.79);
    });
    ASSERT_TRUE(r.ok()) << r.errorText().toStdString();
    EXPECT_DOUBLE_EQ(r.scenario->cost.gpuHour.amount, 56.79 / 8);
    EXPECT_EQ(r.scenario->cost.priceBasis, PriceBasis::NodeHour);
    EXPECT_DOUBLE_EQ(priceBasisFactor(*r.scenario), 8.0);
    // MODEL.md section 4: $41,457 a month, $171.47 per output Mtok at 92 tok/s.
    const Evaluation e = evaluate(*r.scenario);
    EXPECT_NEAR(e.selfHost.monthlyCost.value(), evaluate(modal).selfHost.monthlyCost.value(), 1e-6);
    EXPECT_NEAR(e.selfHost.monthlyCost.value(), 41456.7, 0.005);

    // Saved: the price per GPU-hour (what every reader of version 1 needs) and how it is stated.
    const QJsonObject saved
        = QJsonDocument::fromJson(serializePreset(*r.scenario)).object().value(QStringLiteral("cost")).toObject();
    EXPECT_DOUBLE_EQ(saved.value(QStringLiteral("gpu_hour")).toDouble(), 56.79 / 8);
    EXPECT_EQ(saved.value(QStringLiteral("price_per")).toString(), QStringLiteral("node_hour"));
    EXPECT_FALSE(saved.contains(QStringLiteral("node_hour")));
    const PresetResult back = parsePreset(serializePreset(*r.scenario));
    ASSERT_TRUE(back.ok()) << back.errorText().toStdString();
    EXPECT_EQ(*back.scenario, *r.scenario);
}

TEST(NodePrice, AMonthlyNodePriceUsesTheHoursInAMonth)
{
    // The China contract: CNY 190k a month for 8xB300 over 730 h is the preset's CNY 32.534 per GPU-hour.
    const Scenario china = loadPreset("china-b300-rent-5y.json");
    const PresetResult r = withCost("china-b300-rent-5y.json", [](QJsonObject &c) {
        c.remove(QStringLiteral("gpu_hour"));
        c.insert(QStringLiteral("node_month"),
            QJsonObject {
                { QStringLiteral("amount"), 190000 }, { QStringLiteral("currency"), QStringLiteral("CNY") } });
    });
    ASSERT_TRUE(r.ok()) << r.errorText().toStdString();
    EXPECT_EQ(r.scenario->cost.gpuHour.currency, QStringLiteral("CNY"));
    EXPECT_NEAR(r.scenario->cost.gpuHour.amount, china.cost.gpuHour.amount, 1e-12);
    EXPECT_EQ(r.scenario->cost.priceBasis, PriceBasis::NodeMonth);
    EXPECT_NEAR(evaluate(*r.scenario).selfHost.monthlyCost.value() * 7.25, 190000.0, 1e-6);

    // The hours in a month are read whatever their place in the file: 744 h makes it 190000 / 8 / 744.
    const PresetResult longMonth = withCost("china-b300-rent-5y.json", [](QJsonObject &c) {
        c.remove(QStringLiteral("gpu_hour"));
        c.insert(QStringLiteral("node_month"), 190000);
        c.insert(QStringLiteral("hours_per_month"), 744);
    });
    ASSERT_TRUE(longMonth.ok()) << longMonth.errorText().toStdString();
    EXPECT_NEAR(longMonth.scenario->cost.gpuHour.amount, 190000.0 / 8 / 744, 1e-12);

    // An explicit `price_per` decides how it is shown; the price stays the same.
    const PresetResult shownPerGpu = withCost("china-b300-rent-5y.json", [](QJsonObject &c) {
        c.remove(QStringLiteral("gpu_hour"));
        c.insert(QStringLiteral("node_month"), 190000);
        c.insert(QStringLiteral("price_per"), QStringLiteral("gpu_hour"));
    });
    ASSERT_TRUE(shownPerGpu.ok()) << shownPerGpu.errorText().toStdString();
    EXPECT_EQ(shownPerGpu.scenario->cost.priceBasis, PriceBasis::GpuHour);
    EXPECT_NEAR(shownPerGpu.scenario->cost.gpuHour.amount, china.cost.gpuHour.amount, 1e-12);
}

TEST(NodePrice, APriceStatedTwiceOrBadlyIsRefusedNamingTheFields)
{
    const PresetResult twice = withCost(
        "kimi-k31-pro-8xb300-modal.json", [](QJsonObject &c) { c.insert(QStringLiteral("node_hour"), 56.79); });
    ASSERT_FALSE(twice.ok());
    EXPECT_TRUE(twice.errorText().contains(QStringLiteral("cost.node_hour"))) << twice.errorText().toStdString();
    EXPECT_TRUE(twice.errorText().contains(QStringLiteral("cost.gpu_hour"))) << twice.errorText().toStdString();

    const PresetResult negative = withCost("kimi-k31-pro-8xb300-modal.json", [](QJsonObject &c) {
        c.remove(QStringLiteral("gpu_hour"));
        c.insert(QStringLiteral("node_hour"), -1);
    });
    ASSERT_FALSE(negative.ok());
    EXPECT_TRUE(negative.errorText().contains(QStringLiteral("cost.node_hour"))) << negative.errorText().toStdString();

    const PresetResult badBasis = withCost("kimi-k31-pro-8xb300-modal.json",
        [](QJsonObject &c) { c.insert(QStringLiteral("price_per"), QStringLiteral("rack")); });
    ASSERT_FALSE(badBasis.ok());
    EXPECT_TRUE(badBasis.errorText().contains(QStringLiteral("cost.price_per"))) << badBasis.errorText().toStdString();

    const PresetResult none
        = withCost("kimi-k31-pro-8xb300-modal.json", [](QJsonObject &c) { c.remove(QStringLiteral("gpu_hour")); });
    ASSERT_FALSE(none.ok()); // renting needs a price, per GPU or per node
    EXPECT_TRUE(none.errorText().contains(QStringLiteral("cost.gpu_hour"))) << none.errorText().toStdString();
}

TEST(NodePrice, SetByPathChoosesTheBasisAndAddsARate)
{
    Scenario s = loadPreset("kimi-k31-pro-8xb300-modal.json");
    EXPECT_FALSE(setByPath(s, u"cost.price_per", u"node_month").has_value());
    EXPECT_EQ(s.cost.priceBasis, PriceBasis::NodeMonth);
    EXPECT_TRUE(setByPath(s, u"cost.price_per", u"rack").has_value());
    EXPECT_FALSE(setByPath(s, u"fx_per_usd.BRL", u"5.4").has_value());
    EXPECT_DOUBLE_EQ(s.fxPerUsd.at(QStringLiteral("BRL")), 5.4);
    EXPECT_TRUE(setByPath(s, u"fx_per_usd.JPY", u"0").has_value());
    EXPECT_FALSE(s.fxPerUsd.contains(QStringLiteral("JPY")));
}
