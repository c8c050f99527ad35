// `breakeven plans` (issue #29): the JSON's keys and ranking, the text and CSV, and usage errors that
// name the option and its allowed range.
#include "clisupport.h"

#include "gpucatalog.h"
#include "plansearch.h"
#include "presetio.h"

#include <gtest/gtest.h>

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace breakeven {
namespace {

using test::CliRun;
using test::preset;
using test::run;

QJsonObject plansJson(const QStringList &extra)
{
    const CliRun r = run(QStringList { QStringLiteral("plans") } + extra
        + QStringList { QStringLiteral("--format"), QStringLiteral("json") });
    EXPECT_EQ(r.code, 0) << r.err.toStdString();
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(r.out.toUtf8(), &error);
    EXPECT_EQ(error.error, QJsonParseError::NoError) << r.out.toStdString();
    return doc.object();
}

TEST(PlansCommand, JsonHasTheDocumentedKeysRankedCheapestFeasibleFirst)
{
    const QJsonObject json
        = plansJson({ preset("kimi-k31-pro-8xh200.json"), QStringLiteral("--samples"), QStringLiteral("200") });
    EXPECT_EQ(json.value(QStringLiteral("format")).toString(), QStringLiteral("breakeven-plans"));
    EXPECT_EQ(json.value(QStringLiteral("version")).toInt(), 1);
    EXPECT_DOUBLE_EQ(json.value(QStringLiteral("demand_tok_s")).toDouble(), 92.0);
    const QJsonArray plans = json.value(QStringLiteral("plans")).toArray();
    ASSERT_GE(plans.size(), 2);
    for (const char *key : { "gpu", "gpus", "replicas", "billing", "evidence", "monthly_total_usd",
             "cost_per_output_mtok_usd", "per_user_tok_s", "p_cheaper_than_api", "feasible", "reasons" }) {
        for (const QJsonValue &v : plans)
            EXPECT_TRUE(v.toObject().contains(QString::fromLatin1(key))) << key;
    }
    bool seenInfeasible = false;
    double last = 0.0;
    for (const QJsonValue &v : plans) {
        const QJsonObject p = v.toObject();
        const bool feasible = p.value(QStringLiteral("feasible")).toBool();
        EXPECT_EQ(feasible, p.value(QStringLiteral("reasons")).toArray().isEmpty());
        if (!feasible) {
            seenInfeasible = true;
            continue;
        }
        EXPECT_FALSE(seenInfeasible) << "a feasible plan after an infeasible one";
        const double monthly = p.value(QStringLiteral("monthly_total_usd")).toDouble();
        EXPECT_GE(monthly, last);
        last = monthly;
        // P(cheaper) is computed for every plan shown (2,000 samples by default; 200 here).
        EXPECT_TRUE(p.value(QStringLiteral("p_cheaper_than_api")).isDouble());
    }
    // The same ranking as the core's search.
    const PresetResult loaded = readPresetFile(preset("kimi-k31-pro-8xh200.json"));
    ASSERT_TRUE(loaded.ok());
    const PlanSearch search = searchPlans(*loaded.scenario, builtInGpuCatalog());
    ASSERT_EQ(static_cast<std::size_t>(plans.size()), search.plans.size());
    EXPECT_EQ(plans.at(0).toObject().value(QStringLiteral("gpu")).toString(), search.plans.front().gpu);
    EXPECT_EQ(plans.at(0).toObject().value(QStringLiteral("gpus")).toInt(), search.plans.front().gpus);
    // 16xH200 on 2 nodes is there, feasible, estimated.
    const auto h200 = std::find_if(plans.begin(), plans.end(), [](const QJsonValue &v) {
        const QJsonObject p = v.toObject();
        return p.value(QStringLiteral("gpu")).toString() == QStringLiteral("H200")
            && p.value(QStringLiteral("gpus")).toInt() == 16
            && p.value(QStringLiteral("billing")) == QStringLiteral("hourly");
    });
    ASSERT_NE(h200, plans.end());
    EXPECT_TRUE(h200->toObject().value(QStringLiteral("feasible")).toBool());
    EXPECT_EQ(h200->toObject().value(QStringLiteral("evidence")).toString(), QStringLiteral("estimated"));
}

TEST(PlansCommand, TopGpusAndBudgetShapeTheAnswer)
{
    const QJsonObject top
        = plansJson({ preset("kimi-k31-pro-8xh200.json"), QStringLiteral("--top"), QStringLiteral("2"),
            QStringLiteral("--gpus"), QStringLiteral("h200,B300"), QStringLiteral("--samples"), QStringLiteral("0") });
    const QJsonArray plans = top.value(QStringLiteral("plans")).toArray();
    ASSERT_EQ(plans.size(), 2);
    for (const QJsonValue &v : plans) {
        const QString gpu = v.toObject().value(QStringLiteral("gpu")).toString();
        EXPECT_TRUE(gpu == QStringLiteral("H200") || gpu == QStringLiteral("B300")) << gpu.toStdString();
        EXPECT_TRUE(v.toObject().value(QStringLiteral("p_cheaper_than_api")).isNull()); // --samples 0
    }
    EXPECT_GT(top.value(QStringLiteral("plans_found")).toInt(), 2);

    const QJsonObject budget = plansJson({ preset("kimi-k31-pro-8xh200.json"), QStringLiteral("--budget"),
        QStringLiteral("60000"), QStringLiteral("--samples"), QStringLiteral("0") });
    const QJsonObject inverse = budget.value(QStringLiteral("inverse")).toObject();
    ASSERT_TRUE(inverse.value(QStringLiteral("fastest")).isObject());
    EXPECT_LE(inverse.value(QStringLiteral("fastest")).toObject().value(QStringLiteral("monthly_total_usd")).toDouble(),
        60000.0);
    ASSERT_TRUE(inverse.value(QStringLiteral("largest_volume")).isObject());
    EXPECT_GT(inverse.value(QStringLiteral("largest_volume"))
                  .toObject()
                  .value(QStringLiteral("output_tokens_per_month"))
                  .toDouble(),
        0.0);
    for (const QJsonValue &v : budget.value(QStringLiteral("plans")).toArray()) {
        const QJsonObject p = v.toObject();
        if (p.value(QStringLiteral("monthly_total_usd")).toDouble() > 60000.0) {
            EXPECT_TRUE(p.value(QStringLiteral("reason_keys")).toArray().contains(QStringLiteral("over-budget")));
        }
    }
}

TEST(PlansCommand, TextAndCsvNameTheCheapestFeasiblePlan)
{
    const CliRun text = run({ QStringLiteral("plans"), preset("kimi-k31-pro-8xh200.json"), QStringLiteral("--samples"),
        QStringLiteral("0") });
    ASSERT_EQ(text.code, 0) << text.err.toStdString();
    EXPECT_TRUE(text.out.contains(QStringLiteral("Cheapest feasible: "))) << text.out.toStdString();
    EXPECT_TRUE(text.out.contains(QStringLiteral("16x H200"))) << text.out.toStdString();
    EXPECT_TRUE(text.out.contains(QStringLiteral("estimated")));
    EXPECT_TRUE(text.out.contains(QStringLiteral("A100: no measurement, and no memory bandwidth")));
    EXPECT_TRUE(text.out.contains(QStringLiteral("(2 nodes, 1 replica)"))) << text.out.toStdString();
    EXPECT_FALSE(text.out.contains(QStringLiteral("(s)"))) << "counts in words, not \"replica(s)\"";
    const CliRun csv = run({ QStringLiteral("plans"), preset("kimi-k31-pro-8xh200.json"), QStringLiteral("--samples"),
        QStringLiteral("0"), QStringLiteral("--format"), QStringLiteral("csv") });
    ASSERT_EQ(csv.code, 0) << csv.err.toStdString();
    const QStringList lines = csv.out.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    ASSERT_GE(lines.size(), 2);
    EXPECT_TRUE(lines.at(0).startsWith(QStringLiteral("rank,gpu,gpus,nodes,replicas,billing,")));
    EXPECT_TRUE(lines.at(1).startsWith(QStringLiteral("1,"))) << lines.at(1).toStdString();
}

// Issue #29's hybrid split on the command line: the hybrid preset's own 8xB300 by the hour, one replica on
// 8.45 h a day and the API off-peak, in the JSON's hybrid block, the CSV's hybrid columns and the text's
// "hybrid-hourly" row with its P(cheaper): 100 % (the preset's ranges of the GPU-hour, $5.90-$8.00, keep its
// day under the API's whole day, which a price over $8.52 would not).
TEST(PlansCommand, TheHybridPresetListsItsSplitInEveryFormat)
{
    const QJsonObject json = plansJson({ preset("kimi-k31-pro-8xb300-modal-hybrid.json"), QStringLiteral("--samples"),
        QStringLiteral("100"), QStringLiteral("--gpus"), QStringLiteral("B300") });
    QJsonObject split;
    int withoutSplit = 0;
    for (const QJsonValue &v : json.value(QStringLiteral("plans")).toArray()) {
        const QJsonObject p = v.toObject();
        if (p.value(QStringLiteral("hybrid")).isNull()) {
            ++withoutSplit;
            EXPECT_TRUE(p.value(QStringLiteral("p_cheaper_than_api")).isDouble());
        } else if (p.value(QStringLiteral("billing")).toString() == QStringLiteral("hourly")) {
            split = p;
        }
    }
    EXPECT_GT(withoutSplit, 0);
    ASSERT_FALSE(split.isEmpty());
    const QJsonObject h = split.value(QStringLiteral("hybrid")).toObject();
    EXPECT_EQ(h.value(QStringLiteral("replicas")).toInt(), 1);
    EXPECT_DOUBLE_EQ(h.value(QStringLiteral("node_hours_per_day")).toDouble(), 8.45);
    EXPECT_NEAR(h.value(QStringLiteral("api_share")).toDouble(), 4800.0 / 20800.0, 1e-12);
    EXPECT_EQ(h.value(QStringLiteral("api_offer")).toString(), QStringLiteral("Moonshot kimi-k3.1-pro"));
    EXPECT_NEAR(split.value(QStringLiteral("monthly_total_usd")).toDouble(), 19852.0, 1.0);
    EXPECT_EQ(split.value(QStringLiteral("p_cheaper_than_api")).toDouble(-1.0), 1.0);
    EXPECT_TRUE(split.value(QStringLiteral("feasible")).toBool());

    const CliRun text = run({ QStringLiteral("plans"), preset("kimi-k31-pro-8xb300-modal-hybrid.json"),
        QStringLiteral("--samples"), QStringLiteral("100"), QStringLiteral("--gpus"), QStringLiteral("B300") });
    ASSERT_EQ(text.code, 0) << text.err.toStdString();
    EXPECT_TRUE(text.out.contains(QStringLiteral("hybrid-hourly"))) << text.out.toStdString();
    EXPECT_FALSE(text.out.contains(QStringLiteral("not sampled"))) << text.out.toStdString();
    EXPECT_TRUE(
        text.out.contains(QStringLiteral("A hybrid split's P(cheaper): the share of the samples in which its day as "
                                         "planned")))
        << text.out.toStdString();
    EXPECT_TRUE(text.out.contains(QStringLiteral("8x B300: 1 replica on 8.45 h a day (cold starts included)")))
        << text.out.toStdString();
    const CliRun csv = run({ QStringLiteral("plans"), preset("kimi-k31-pro-8xb300-modal-hybrid.json"),
        QStringLiteral("--samples"), QStringLiteral("0"), QStringLiteral("--format"), QStringLiteral("csv") });
    ASSERT_EQ(csv.code, 0) << csv.err.toStdString();
    EXPECT_TRUE(
        csv.out.section(QLatin1Char('\n'), 0, 0)
            .endsWith(QStringLiteral(
                ",reasons,hybrid,hybrid_replicas,hybrid_node_hours_per_day,hybrid_api_share,hybrid_api_offer")));
    EXPECT_TRUE(csv.out.contains(QStringLiteral(",true,1,8.45,"))) << csv.out.toStdString();
}

TEST(PlansCommand, BadValuesNameTheOptionAndItsAllowedRange)
{
    const auto plans = [](const QStringList &extra) {
        return run(QStringList { QStringLiteral("plans"), QStringLiteral("default") } + extra);
    };
    for (const char *bad : { "0", "-1", "1001", "two", "1.5", "" }) {
        const CliRun r = plans({ QStringLiteral("--max-nodes"), QString::fromLatin1(bad) });
        EXPECT_EQ(r.code, 2) << bad;
        EXPECT_TRUE(r.err.contains(
            QStringLiteral("--max-nodes: \"%1\" is not a whole number from 1 to 1000").arg(QString::fromLatin1(bad))))
            << r.err.toStdString();
        EXPECT_TRUE(r.out.isEmpty()) << bad;
    }
    const CliRun top = plans({ QStringLiteral("--top"), QStringLiteral("0") });
    EXPECT_EQ(top.code, 2);
    EXPECT_TRUE(top.err.contains(QStringLiteral("--top: \"0\" is not a whole number from 1 to 100000")));
    for (const char *option : { "--power-kw", "--budget", "--target-per-mtok" }) {
        const CliRun r = plans({ QString::fromLatin1(option), QStringLiteral("-5") });
        EXPECT_EQ(r.code, 2) << option;
        EXPECT_TRUE(r.err.contains(QStringLiteral("%1: \"-5\" is not a number of").arg(QString::fromLatin1(option))))
            << r.err.toStdString();
        EXPECT_TRUE(r.err.contains(QStringLiteral("above 0 and at most"))) << r.err.toStdString();
    }
    const CliRun gpu = plans({ QStringLiteral("--gpus"), QStringLiteral("H200,Z9000") });
    EXPECT_EQ(gpu.code, 2);
    EXPECT_TRUE(gpu.err.contains(QStringLiteral("--gpus: \"Z9000\" is not a GPU of the catalog (known: H100, H200")))
        << gpu.err.toStdString();
    const CliRun format = plans({ QStringLiteral("--format"), QStringLiteral("xml") });
    EXPECT_EQ(format.code, 2);
    EXPECT_TRUE(format.err.contains(QStringLiteral("--format: \"xml\" is not text, json or csv")));
    // The bounds themselves are accepted.
    EXPECT_EQ(
        plans({ QStringLiteral("--max-nodes"), QStringLiteral("1"), QStringLiteral("--samples"), QStringLiteral("0") })
            .code,
        0);
    EXPECT_TRUE(CommandLine::usage().contains(QStringLiteral("breakeven plans PRESET")));
}

} // namespace
} // namespace breakeven
