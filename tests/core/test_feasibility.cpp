// Issue #8: feasibility gates every answer, and the sentences that misled, at the core level
// (the evaluation and the command line's JSON and text reports).

#include "report.h"
#include "testsupport.h"

#include <QJsonArray>

#include <cmath>

using namespace breakeven;
using namespace breakeven::test;
using namespace breakeven::units;

namespace {

/// The two infeasible scenarios of the issue.
Scenario h200At3000() { return with(loadPreset("kimi-k31-pro-8xh200.json"), "operation.throughput_tok_s", 3000); }
Scenario modalAt10000()
{
    return with(loadPreset("kimi-k31-pro-8xb300-modal.json"), "operation.throughput_tok_s", 10000);
}

} // namespace

TEST(Feasibility, H200DoesNotFitAndNothingIsCheaper) // #8
{
    const Scenario s = h200At3000();
    const Evaluation e = evaluate(s);
    EXPECT_FALSE(e.feasibility.fits);
    EXPECT_TRUE(e.feasibility.withinCapacity); // the preset states no maximum
    EXPECT_FALSE(e.feasibility.capacityChecked);
    EXPECT_FALSE(e.feasibility.feasible());
    // Usable memory against everything needed, and raw memory against the weights alone (the article's 433 GB).
    EXPECT_NEAR(inGigabytes(e.feasibility.shortOfUsable), 605.2, 0.05);
    EXPECT_NEAR(inGigabytes(e.feasibility.shortOfWeights), 432.9, 0.05);
    ASSERT_FALSE(e.offers.empty());
    for (const OfferResult &r : e.offers) {
        EXPECT_EQ(r.cheaper, Cheaper::NotFeasible);
        EXPECT_FALSE(r.monthlySaving.has_value());
        EXPECT_FALSE(r.reachable); // nothing is reachable on hardware the model does not fit
    }
}

TEST(Feasibility, ModalBeyondItsCapacityIsNotFeasible) // #8
{
    const Evaluation e = evaluate(modalAt10000());
    EXPECT_TRUE(e.feasibility.fits);
    EXPECT_TRUE(e.feasibility.capacityChecked);
    EXPECT_FALSE(e.feasibility.withinCapacity);
    EXPECT_DOUBLE_EQ(e.feasibility.capacity.value(), 4634.0);
    for (const OfferResult &r : e.offers) {
        EXPECT_EQ(r.cheaper, Cheaper::NotFeasible);
        EXPECT_FALSE(r.monthlySaving.has_value());
    }
    // At the capacity itself it is feasible, and cheaper than the $10 offers.
    const Scenario atMax = with(loadPreset("kimi-k31-pro-8xb300-modal.json"), "operation.throughput_tok_s", 4634);
    const Evaluation ok = evaluate(atMax);
    EXPECT_TRUE(ok.feasibility.feasible());
    EXPECT_EQ(ok.offers.at(offerIndex(atMax, "APIYI", "kimi-k3.1-pro")).cheaper, Cheaper::SelfHost);
}

TEST(Feasibility, ReasonsNameTheCheckAndItsFigures) // #8
{
    const Scenario h200 = h200At3000();
    EXPECT_EQ(feasibilityReasons(h200, evaluate(h200)),
        QStringList {
            QStringLiteral("Kimi K3.1 Pro does not fit on 8x H200: 605 GB short of usable memory (the weights "
                           "alone exceed the installed memory by 433 GB)") });
    const Scenario modal = modalAt10000();
    EXPECT_EQ(feasibilityReasons(modal, evaluate(modal)),
        QStringList { QStringLiteral(
            "8x B300 cannot sustain 10,000 tok/s: it sustains at most 4,634 tok/s (5,366 tok/s short)") });
    const Scenario fine = loadPreset("kimi-k31-pro-8xb300-modal.json");
    EXPECT_TRUE(feasibilityReasons(fine, evaluate(fine)).isEmpty());
}

TEST(FeasibilityJson, InfeasibleScenariosHaveNoSavingAndAreNeverCheaper) // #8
{
    for (const Scenario &s : { h200At3000(), modalAt10000() }) {
        SCOPED_TRACE(s.name.toStdString());
        const QJsonObject r = reportJson(s, evaluate(s));
        const QJsonObject f = r.value(QStringLiteral("feasibility")).toObject();
        EXPECT_EQ(f.value(QStringLiteral("feasible")), QJsonValue(false));
        EXPECT_TRUE(f.value(QStringLiteral("fits")).isBool());
        EXPECT_TRUE(f.value(QStringLiteral("within_capacity")).isBool());
        EXPECT_EQ(f.value(QStringLiteral("reasons")).toArray().size(), 1);
        const QJsonArray offers = r.value(QStringLiteral("offers")).toArray();
        ASSERT_FALSE(offers.isEmpty());
        for (const QJsonValue &v : offers) {
            const QJsonObject o = v.toObject();
            EXPECT_EQ(o.value(QStringLiteral("cheaper")).toString(), QStringLiteral("not-feasible"));
            EXPECT_TRUE(o.value(QStringLiteral("monthly_saving_usd")).isNull());
            EXPECT_TRUE(o.value(QStringLiteral("breakeven_utilization")).isNull());
        }
    }
    const QJsonObject h200 = reportJson(h200At3000(), evaluate(h200At3000()));
    const QJsonObject f = h200.value(QStringLiteral("feasibility")).toObject();
    EXPECT_EQ(f.value(QStringLiteral("fits")), QJsonValue(false));
    EXPECT_EQ(f.value(QStringLiteral("capacity_checked")), QJsonValue(false));
    EXPECT_NEAR(f.value(QStringLiteral("short_of_usable_memory_gb")).toDouble(), 605.2, 0.05);
}

TEST(FeasibilityJson, FeasibleScenarioKeepsItsSavingAndGivesBreakEvenUtilization) // #8
{
    const Scenario s = with(loadPreset("kimi-k31-pro-8xb300-modal.json"), "operation.throughput_tok_s", 4000);
    const Evaluation e = evaluate(s);
    const QJsonObject r = reportJson(s, e);
    EXPECT_EQ(r.value(QStringLiteral("feasibility")).toObject().value(QStringLiteral("feasible")), QJsonValue(true));
    const std::size_t k = offerIndex(s, "APIYI", "kimi-k3.1-pro");
    const QJsonObject o = r.value(QStringLiteral("offers")).toArray().at(static_cast<qsizetype>(k)).toObject();
    EXPECT_EQ(o.value(QStringLiteral("cheaper")).toString(), QStringLiteral("self-host"));
    EXPECT_NEAR(o.value(QStringLiteral("monthly_saving_usd")).toDouble(), e.offers[k].monthlySaving->value(), 1e-6);
    // u* = u * T* / T = 1,577.5 / 4,000.
    EXPECT_NEAR(o.value(QStringLiteral("breakeven_utilization")).toDouble(), 1577.52 / 4000.0, 1e-4);
}

TEST(FeasibilityText, InfeasibleScenariosSayWhyAndClaimNoSaving) // #8
{
    const Scenario h200 = h200At3000();
    const QString text = reportText(h200, evaluate(h200));
    EXPECT_TRUE(text.contains(QStringLiteral("NOT FEASIBLE"))) << text.toStdString();
    EXPECT_TRUE(text.contains(QStringLiteral("605 GB short of usable memory")));
    EXPECT_FALSE(text.contains(QStringLiteral("self-host cheaper"))) << text.toStdString();
    EXPECT_FALSE(text.contains(QStringLiteral("API cheaper"))) << text.toStdString();
    // Every offer row says so, in the break-even utilization, the difference and the side (the
    // columns of core/present/offercolumns.h, as every other output words them).
    EXPECT_EQ(text.count(QStringLiteral("not feasible")), 3 * static_cast<qsizetype>(h200.offers.size()))
        << text.toStdString();
    const Scenario modal = modalAt10000();
    const QString m = reportText(modal, evaluate(modal));
    EXPECT_TRUE(m.contains(QStringLiteral("cannot sustain 10,000 tok/s"))) << m.toStdString();
    EXPECT_FALSE(m.contains(QStringLiteral("self-host cheaper"))) << m.toStdString();
    EXPECT_FALSE(m.contains(QStringLiteral(" self-host "))) << m.toStdString();
}

TEST(FeasibilityText, NoBareNegativeSavingAndThroughputIsWhileInUse) // #8, #16
{
    const Scenario s = with(with(loadPreset("kimi-k31-pro-8xb300-modal.json"), "operation.throughput_tok_s", 2077),
        "operation.utilization", 0.33);
    const Evaluation e = evaluate(s);
    const QString text = reportText(s, e);
    EXPECT_FALSE(text.contains(QStringLiteral("-$"))) << text.toStdString();
    EXPECT_TRUE(text.contains(QStringLiteral("API cheaper by $"))) << text.toStdString();
    EXPECT_TRUE(text.contains(QStringLiteral("2,077.0 tok/s while in use (33 % of the provisioned hours)")))
        << text.toStdString();
    // The $10 offers need 4,780 tok/s at 33 % (beyond the 4,634 maximum) or 76 % utilization at 2,077 tok/s.
    EXPECT_TRUE(text.contains(QStringLiteral("4,780 tok/s, beyond this hardware's 4,634 tok/s"))) << text.toStdString();
    const OfferResult &r = e.offers.at(offerIndex(s, "APIYI", "kimi-k3.1-pro"));
    EXPECT_NEAR(*r.breakevenUtilization, 0.7595, 5e-4);
    EXPECT_TRUE(text.contains(QStringLiteral("76 %"))) << text.toStdString();
}

TEST(FeasibilityText, BuyModeHardwarePerProvisionedHourIsTheTrueFigure) // #8
{
    // 7.0 M CNY over 3 years accrues every hour; at 8 h a day each hour on carries three hours of it.
    const Scenario s = with(loadPreset("china-b300-buy.json"), "operation.hours_per_day", 8);
    const Evaluation e = evaluate(s);
    ASSERT_TRUE(e.selfHost.hardwarePerProvisionedHour.has_value());
    EXPECT_NEAR(inDollarsPerHour(*e.selfHost.hardwarePerProvisionedHour), 111.88, 0.005);
    EXPECT_NEAR(inDollarsPerHour(e.selfHost.hardwareRate), 38.40, 0.005); // the old, misleading figure
    EXPECT_NEAR(inDollarsPerHour(*e.selfHost.hardwarePerProvisionedHour) * inHours(e.selfHost.provisioned),
        e.selfHost.hardwareMonthly.value(), 1e-6);
    const QString text = reportText(s, e);
    EXPECT_TRUE(text.contains(QStringLiteral("hardware per provisioned hour   $111.88"))) << text.toStdString();
    EXPECT_FALSE(text.contains(QStringLiteral("$38.40"))) << text.toStdString();
    EXPECT_NEAR(reportJson(s, e)
                    .value(QStringLiteral("self_host"))
                    .toObject()
                    .value(QStringLiteral("hardware_per_provisioned_hour_usd"))
                    .toDouble(),
        111.88, 0.005);
}

TEST(FeasibilityText, RedundancyIsAColdSpare) // #8
{
    const Scenario s = with(loadPreset("kimi-k31-pro-8xb300-modal.json"), "cost.redundancy", 2);
    const Evaluation e = evaluate(s);
    EXPECT_TRUE(
        reportText(s, e).contains(QStringLiteral("2.00x hardware cost (a cold spare: it adds cost, not capacity)")));
    // Cost doubles, capacity does not: the same throughput limit applies.
    EXPECT_NEAR(e.selfHost.monthlyCost.value(), 2 * 41456.70, 0.01);
    EXPECT_DOUBLE_EQ(e.feasibility.capacity.value(), 4634.0);
}

TEST(Provenance, UserEditsAreReportedAndRoundTrip) // #8
{
    Scenario s = loadPreset("kimi-k31-pro-8xb300-modal.json");
    Offer &o = s.offers.at(offerIndex(s, "Moonshot", "kimi-k3.1-pro"));
    o.output = 8.0;
    o.editedOn = QStringLiteral("2026-11-30");
    o.editedFields = { QStringLiteral("output") };
    const QString source = o.source;
    const PresetResult back = parsePreset(serializePreset(s));
    ASSERT_TRUE(back.ok()) << back.errorText().toStdString();
    EXPECT_EQ(*back.scenario, s);
    const QString text = reportText(s, evaluate(s));
    EXPECT_TRUE(text.contains(QStringLiteral("Figures changed by the user from the preset's sources:")));
    EXPECT_TRUE(text.contains(
        QStringLiteral("Moonshot kimi-k3.1-pro: output edited by the user on 2026-11-30 (source: %1)").arg(source)))
        << text.toStdString();
    const Scenario untouched = loadPreset("kimi-k31-pro-8xb300-modal.json");
    EXPECT_FALSE(reportText(untouched, evaluate(untouched)).contains(QStringLiteral("changed by the user")));
}

TEST(Provenance, EditedFieldsMustBeKnownPriceKeys) // #8
{
    QByteArray bytes = serializePreset(loadPreset("kimi-k31-pro-8xb300-modal.json"));
    bytes.replace("\"source\":", "\"edited\": {\"date\": \"2026-11-30\", \"fields\": [\"colour\"]}, \"source\":");
    const PresetResult r = parsePreset(bytes);
    ASSERT_FALSE(r.ok());
    EXPECT_TRUE(r.errorText().contains(QStringLiteral("offers[0].edited.fields"))) << r.errorText().toStdString();
}

TEST(OfferCurrency, WriterAlwaysWritesItAndUntaggedOffersInANonUsdPresetWarn) // #8
{
    Scenario s = loadPreset("china-b300-buy.json");
    ASSERT_EQ(s.currency, QStringLiteral("CNY"));
    const QJsonObject written = presetToJson(s);
    for (const QJsonValue &v : written.value(QStringLiteral("offers")).toArray())
        EXPECT_TRUE(v.toObject().value(QStringLiteral("currency")).isString());
    EXPECT_TRUE(presetWarnings(written).empty());

    QJsonObject untagged = written;
    QJsonArray offers = untagged.value(QStringLiteral("offers")).toArray();
    QJsonObject first = offers.at(0).toObject();
    first.remove(QStringLiteral("currency"));
    offers[0] = first;
    untagged.insert(QStringLiteral("offers"), offers);
    ASSERT_TRUE(presetFromJson(untagged).ok()); // still valid: a warning, not an error
    const std::vector<PresetError> warnings = presetWarnings(untagged);
    ASSERT_EQ(warnings.size(), 1u);
    EXPECT_EQ(warnings[0].path, QStringLiteral("offers[0].currency"));
    EXPECT_TRUE(warnings[0].message.contains(QStringLiteral("CNY"))) << warnings[0].message.toStdString();

    // In a USD preset an untagged offer is in USD, as everyone expects: no warning.
    QJsonObject usd = untagged;
    usd.insert(QStringLiteral("currency"), QStringLiteral("USD"));
    EXPECT_TRUE(presetWarnings(usd).empty());
}
