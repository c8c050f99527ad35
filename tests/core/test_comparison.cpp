// Issue 30: scenarios side by side (MODEL.md section 12). Every B - A is computed from the two
// scenarios' own results, never typed; the assumptions that differ are found through the registry;
// the comparison file round-trips and its errors name the field.
#include "comparison.h"
#include "comparisonfile.h"
#include "comparisonreport.h"
#include "format.h"
#include "testsupport.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>

#include <gtest/gtest.h>

using namespace breakeven;
using breakeven::test::loadPreset;
using breakeven::test::with;

namespace {

/// Few samples: the tests check the arithmetic, not the spread.
CompareOptions quick()
{
    CompareOptions o;
    o.samples = 400;
    return o;
}

Comparison compareTwo(const Scenario &a, const Scenario &b)
{
    return compareScenarios({ { a, QStringLiteral("a.json") }, { b, QStringLiteral("b.json") } }, quick());
}

const ComparedAssumption *row(const Comparison &c, const char *path)
{
    for (const ComparedAssumption &a : c.assumptions)
        if (a.path == QLatin1String(path))
            return &a;
    return nullptr;
}

QStringList differingPaths(const Comparison &c)
{
    QStringList paths;
    for (const ComparedAssumption &a : c.assumptions)
        if (a.differs)
            paths << a.path;
    return paths;
}

} // namespace

TEST(Comparison, TwoToEightScenarios)
{
    EXPECT_TRUE(comparedCountProblem(0).has_value());
    EXPECT_TRUE(comparedCountProblem(1).has_value());
    EXPECT_FALSE(comparedCountProblem(2).has_value());
    EXPECT_FALSE(comparedCountProblem(8).has_value());
    ASSERT_TRUE(comparedCountProblem(9).has_value());
    EXPECT_TRUE(comparedCountProblem(9)->contains(QStringLiteral("2 to 8"))) << comparedCountProblem(9)->toStdString();
}

TEST(Comparison, AGpuPriceChangedGivesTheBillsDifferenceAndOnlyThatAssumptionDiffers)
{
    const Scenario a = defaultScenario();
    const double before = a.cost.gpuHour.amount;
    const double after = before + 1.5;
    const Scenario b = with(a, "cost.gpu_hour", after);
    const Comparison c = compareTwo(a, b);
    ASSERT_EQ(c.scenarios.size(), 2u);

    // Renting by the hour: the bill moves by GPUs x price change x provisioned hours x redundancy.
    const SelfHostResult &sa = c.scenarios[0].results.evaluation.selfHost;
    const double hours = inHours(sa.provisioned);
    const double expected = a.hardware.count * (after - before) * hours * a.cost.redundancy;
    ASSERT_TRUE(c.scenarios[1].monthlyTotalChange.has_value());
    EXPECT_NEAR(c.scenarios[1].monthlyTotalChange->difference, expected, 1e-6 * expected);
    // The difference is the two results' own figures subtracted, and the percent its share of A's.
    const double monthlyA = evaluate(a).selfHost.monthlyCost.value();
    const double monthlyB = evaluate(b).selfHost.monthlyCost.value();
    EXPECT_EQ(c.scenarios[0].monthlyTotalUsd, monthlyA);
    EXPECT_EQ(c.scenarios[1].monthlyTotalUsd, monthlyB);
    EXPECT_EQ(c.scenarios[1].monthlyTotalChange->difference, monthlyB - monthlyA);
    ASSERT_TRUE(c.scenarios[1].monthlyTotalChange->percent.has_value());
    EXPECT_DOUBLE_EQ(*c.scenarios[1].monthlyTotalChange->percent, (monthlyB - monthlyA) / monthlyA * 100.0);
    // The same output, a higher bill: the cost per output Mtok rises by the same share.
    ASSERT_TRUE(c.scenarios[1].costPerOutputMtokChange.has_value());
    EXPECT_NEAR(*c.scenarios[1].costPerOutputMtokChange->percent, *c.scenarios[1].monthlyTotalChange->percent, 1e-9);

    // The baseline against itself: zero.
    ASSERT_TRUE(c.scenarios[0].monthlyTotalChange.has_value());
    EXPECT_EQ(c.scenarios[0].monthlyTotalChange->difference, 0.0);
    EXPECT_EQ(c.scenarios[0].monthlyTotalChange->percent, 0.0);

    // Every offer of B is matched with A's, and its break-even throughput moves up with the bill.
    for (const ComparedOffer &o : c.scenarios[1].offers) {
        ASSERT_TRUE(o.baselineOffer.has_value()) << o.displayName().toStdString();
        EXPECT_EQ(*o.baselineOffer, o.index);
        const ComparedOffer &base = c.scenarios[0].offers[o.index];
        if (o.breakevenThroughputTokS && base.breakevenThroughputTokS) {
            ASSERT_TRUE(o.breakevenThroughputChange.has_value());
            EXPECT_EQ(
                o.breakevenThroughputChange->difference, *o.breakevenThroughputTokS - *base.breakevenThroughputTokS);
            EXPECT_GT(o.breakevenThroughputChange->difference, 0.0);
        }
    }

    // The price, and its range, which moves with it (setMovingRange()).
    ASSERT_EQ(a.ranges.count(QStringLiteral("cost.gpu_hour")), 1u);
    EXPECT_EQ(
        differingPaths(c), (QStringList { QStringLiteral("cost.gpu_hour"), QStringLiteral("ranges.cost.gpu_hour") }));
    ASSERT_EQ(c.differingCount(), 2u);
    EXPECT_EQ(c.assumptions.front().path, QStringLiteral("cost.gpu_hour"));
    EXPECT_EQ(c.assumptions.front().values, (std::vector<QJsonValue> { before, after }));
    EXPECT_GT(c.assumptions.size(), 20u); // the rest follow, the same in both
}

TEST(Comparison, AScenarioAgainstItselfDiffersInNothing)
{
    const Scenario a = defaultScenario();
    const Comparison c = compareScenarios({ { a, {} }, { a, {} }, { a, {} } }, quick());
    ASSERT_EQ(c.scenarios.size(), 3u);
    EXPECT_EQ(c.differingCount(), 0u);
    for (const ComparedScenario &s : c.scenarios) {
        EXPECT_EQ(s.monthlyTotalChange->difference, 0.0);
        EXPECT_EQ(s.costPerOutputMtokChange->difference, 0.0);
        EXPECT_EQ(s.answer().headline, c.scenarios.front().answer().headline);
    }
}

TEST(Comparison, TheAnswerIsTheResultsAnswerWordForWord)
{
    const Scenario a = breakeven::test::loadPreset("kimi-k31-pro-8xh200.json");
    const Scenario b = breakeven::test::loadPreset("imec-k3-8xb300.json");
    const Comparison c = compareTwo(a, b);
    EXPECT_EQ(c.scenarios[0].answer().headline, computeResultsOf(a).answer.headline);
    EXPECT_EQ(c.scenarios[1].answer().headline, computeResultsOf(b).answer.headline);
    EXPECT_EQ(c.scenarios[1].name(), b.name);
    // Other hardware and another model: both named among the differences, differing ones first.
    const QStringList differing = differingPaths(c);
    EXPECT_TRUE(differing.contains(QStringLiteral("hardware.gpu")));
    EXPECT_TRUE(differing.contains(QStringLiteral("model.name")));
    const std::size_t n = c.differingCount();
    for (std::size_t i = 0; i < c.assumptions.size(); ++i)
        EXPECT_EQ(c.assumptions[i].differs, i < n) << c.assumptions[i].path.toStdString();
}

TEST(Comparison, RentAgainstBuyListsEachSidesFiguresAsNotUsedByTheOther)
{
    const Scenario a = defaultScenario();
    Scenario b = a;
    b.cost.mode = CostMode::Buy;
    const Comparison c = compareTwo(a, b);
    const ComparedAssumption *mode = row(c, "cost.mode");
    ASSERT_NE(mode, nullptr);
    EXPECT_TRUE(mode->differs);
    EXPECT_EQ(mode->values, (std::vector<QJsonValue> { QStringLiteral("rent"), QStringLiteral("buy") }));
    const ComparedAssumption *capex = row(c, "cost.buy.capex");
    ASSERT_NE(capex, nullptr);
    EXPECT_TRUE(capex->differs);
    EXPECT_TRUE(capex->values[0].isNull());
    EXPECT_EQ(capex->values[1], QJsonValue(b.cost.buy.capex.amount));
    const ComparedAssumption *price = row(c, "cost.gpu_hour");
    ASSERT_NE(price, nullptr);
    EXPECT_TRUE(price->values[1].isNull());
}

TEST(Comparison, AnOfferOnlyOneScenarioHasIsADifferenceAndHasNoBaselineFigure)
{
    const Scenario a = defaultScenario();
    ASSERT_GE(a.offers.size(), 2u);
    Scenario b = a;
    b.offers.erase(b.offers.begin()); // B weighs one offer less; the rest shift by one
    const Comparison c = compareTwo(b, a);
    const QStringList differing = differingPaths(c);
    EXPECT_TRUE(differing.contains(QStringLiteral("offers")));
    const QString last = QStringLiteral("offers.%1.output").arg(a.offers.size() - 1);
    EXPECT_TRUE(differing.contains(last)) << differing.join(QLatin1Char(' ')).toStdString();
    const ComparedAssumption *extra = row(c, last.toLatin1().constData());
    ASSERT_NE(extra, nullptr);
    EXPECT_TRUE(extra->values[0].isNull()); // the baseline has no such offer
    // A's first offer is not among the baseline's: no B - A for it; the others are matched by name.
    EXPECT_FALSE(c.scenarios[1].offers[0].baselineOffer.has_value());
    EXPECT_FALSE(c.scenarios[1].offers[0].breakevenThroughputChange.has_value());
    ASSERT_TRUE(c.scenarios[1].offers[1].baselineOffer.has_value());
    EXPECT_EQ(*c.scenarios[1].offers[1].baselineOffer, 0u);
}

TEST(Comparison, ChancesOfSelfHostingOnlyWhereTheScenarioHasRanges)
{
    const Scenario a = defaultScenario();
    ASSERT_FALSE(a.ranges.empty());
    Scenario b = a;
    b.ranges.clear();
    const Comparison c = compareTwo(a, b);
    ASSERT_TRUE(c.scenarios[0].uncertainty.has_value());
    EXPECT_EQ(c.scenarios[0].uncertainty->samples, 400);
    EXPECT_FALSE(c.scenarios[1].uncertainty.has_value());
    for (std::size_t i = 0; i < a.offers.size(); ++i) {
        ASSERT_TRUE(c.scenarios[0].offers[i].pSelfHostCheaper.has_value());
        EXPECT_EQ(*c.scenarios[0].offers[i].pSelfHostCheaper, c.scenarios[0].uncertainty->offers[i].pSelfHostCheaper);
        EXPECT_FALSE(c.scenarios[1].offers[i].pSelfHostCheaper.has_value());
    }
    // The ranges themselves differ: listed as such.
    EXPECT_TRUE(differingPaths(c).contains(QStringLiteral("ranges.") + a.ranges.begin()->first));
}

TEST(Comparison, ChangeAgainstAZeroBaselineHasNoPercent)
{
    const std::optional<Change> c = changeFrom(0.0, 5.0);
    ASSERT_TRUE(c.has_value());
    EXPECT_EQ(c->difference, 5.0);
    EXPECT_FALSE(c->percent.has_value());
    EXPECT_FALSE(changeFrom(std::nullopt, 5.0).has_value());
    EXPECT_FALSE(changeFrom(1.0, std::numeric_limits<double>::infinity()).has_value());
    const std::optional<Change> d = changeFrom(-4.0, -6.0);
    ASSERT_TRUE(d.has_value());
    EXPECT_EQ(d->difference, -2.0);
    EXPECT_EQ(d->percent, -50.0); // against the baseline's size, whatever its sign
}

TEST(Comparison, ChangeTextSaysTheSignOnce)
{
    const QLocale &loc = format::fixedLocale();
    const auto usd = [&](double v) { return format::money(v, QStringLiteral("USD"), 2, loc); };
    EXPECT_EQ(changeText(Change { 7877.0, 15.1 }, usd, loc), QStringLiteral("+$7,877.00 (+15.1 %)"));
    EXPECT_EQ(changeText(Change { -120.0, -4.0 }, usd, loc), QStringLiteral("-$120.00 (-4 %)"));
    EXPECT_EQ(changeText(Change { 0.0, 0.0 }, usd, loc), QStringLiteral("$0.00 (0 %)"));
    EXPECT_EQ(changeText(Change { 3.0, std::nullopt }, usd, loc), QStringLiteral("+$3.00"));
}

TEST(ComparisonFile, RoundTripsThroughTheAtomicWrite)
{
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("k3-vs-h200.breakeven-comparison.json"));
    const ComparisonFile file { QStringLiteral("K3 against 8xH200"),
        { QStringLiteral("presets/a.json"), QStringLiteral("../b.json"), QStringLiteral("default") } };
    QString error;
    ASSERT_TRUE(writeComparisonFile(file, path, &error)) << error.toStdString();
    const ComparisonFileResult back = readComparisonFile(path);
    ASSERT_TRUE(back.ok()) << (back.errors.empty() ? std::string() : back.errors.front().toString().toStdString());
    EXPECT_EQ(*back.file, file);
    // Saved again, the same bytes.
    QFile f(path);
    ASSERT_TRUE(f.open(QIODevice::ReadOnly));
    EXPECT_EQ(f.readAll(), serializeComparison(*back.file));
    // Without a name, none is written or read.
    const ComparisonFile unnamed { {}, file.presets };
    EXPECT_FALSE(comparisonToJson(unnamed).contains(QStringLiteral("name")));
    EXPECT_EQ(*parseComparison(serializeComparison(unnamed)).file, unnamed);
}

TEST(ComparisonFile, PresetsResolveAgainstTheComparisonsFolder)
{
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    const QString comparison = dir.filePath(QStringLiteral("sub/pair.json"));
    EXPECT_EQ(resolvedPresetPath(comparison, QStringLiteral("a.json")), dir.filePath(QStringLiteral("sub/a.json")));
    EXPECT_EQ(resolvedPresetPath(comparison, QStringLiteral("../b.json")), dir.filePath(QStringLiteral("b.json")));
    EXPECT_EQ(resolvedPresetPath(comparison, QStringLiteral("default")), QStringLiteral("default"));
    const QString absolute = dir.filePath(QStringLiteral("elsewhere/c.json"));
    EXPECT_EQ(resolvedPresetPath(comparison, absolute), absolute);
    // Named relative to the comparison's folder, they resolve back to where they are.
    for (const QString &preset :
        { dir.filePath(QStringLiteral("sub/a.json")), dir.filePath(QStringLiteral("b.json")), absolute }) {
        const QString entry = presetEntryFor(comparison, preset);
        EXPECT_FALSE(QDir::isAbsolutePath(entry)) << entry.toStdString();
        EXPECT_EQ(resolvedPresetPath(comparison, entry), preset);
    }
}

TEST(ComparisonFile, ErrorsNameTheField)
{
    const auto firstError = [](const char *json) {
        const ComparisonFileResult r = parseComparison(QByteArray(json));
        EXPECT_FALSE(r.ok()) << json;
        return r.errors.empty() ? PresetError {} : r.errors.front();
    };
    EXPECT_EQ(firstError(R"({"format":"breakeven-comparison","version":1})").path, QStringLiteral("presets"));
    EXPECT_EQ(
        firstError(R"({"format":"breakeven-preset","version":1,"presets":["a","b"]})").path, QStringLiteral("format"));
    EXPECT_EQ(firstError(R"({"version":1,"presets":["a","b"]})").path, QStringLiteral("format"));
    EXPECT_EQ(firstError(R"({"format":"breakeven-comparison","version":2,"presets":["a","b"]})").path,
        QStringLiteral("version"));
    EXPECT_EQ(
        firstError(R"({"format":"breakeven-comparison","version":1,"presets":["a"]})").path, QStringLiteral("presets"));
    EXPECT_EQ(
        firstError(R"({"format":"breakeven-comparison","version":1,"presets":["1","2","3","4","5","6","7","8","9"]})")
            .path,
        QStringLiteral("presets"));
    EXPECT_EQ(firstError(R"({"format":"breakeven-comparison","version":1,"presets":["a",2]})").path,
        QStringLiteral("presets[1]"));
    EXPECT_EQ(firstError(R"({"format":"breakeven-comparison","version":1,"presets":["a",""]})").path,
        QStringLiteral("presets[1]"));
    EXPECT_EQ(
        firstError(R"({"format":"breakeven-comparison","version":1,"presets":"a"})").path, QStringLiteral("presets"));
    EXPECT_EQ(firstError(R"({"format":"breakeven-comparison","version":1,"presets":["a","b"],"extra":1})").path,
        QStringLiteral("extra"));
    EXPECT_EQ(firstError(R"({"format":"breakeven-comparison","version":1,"name":3,"presets":["a","b"]})").path,
        QStringLiteral("name"));
    // Not JSON, or JSON with a duplicate key: the strict reader's message.
    EXPECT_FALSE(parseComparison(QByteArray("{")).ok());
    EXPECT_FALSE(
        parseComparison(QByteArray(R"({"format":"breakeven-comparison","version":1,"presets":["a","b"],"presets":[]})"))
            .ok());
    EXPECT_TRUE(isComparisonJson(QJsonObject { { QStringLiteral("format"), QStringLiteral("breakeven-comparison") } }));
    EXPECT_FALSE(isComparisonJson(QJsonObject { { QStringLiteral("format"), QStringLiteral("breakeven-preset") } }));
}

TEST(ComparisonReport, JsonHasEveryScenarioAndTheDifferences)
{
    Scenario a = defaultScenario();
    a.ranges.clear(); // the utilization's range would move with it
    const Scenario b = with(a, "operation.utilization", 0.5);
    const Comparison c = compareTwo(a, b);
    const QJsonObject json = comparisonJson(c, QStringLiteral("utilization"));
    EXPECT_EQ(json.value(QStringLiteral("format")).toString(), QStringLiteral("breakeven-comparison-report"));
    const QJsonArray scenarios = json.value(QStringLiteral("scenarios")).toArray();
    ASSERT_EQ(scenarios.size(), 2);
    const QJsonObject second = scenarios.at(1).toObject();
    EXPECT_EQ(second.value(QStringLiteral("answer")).toObject().value(QStringLiteral("headline")).toString(),
        c.scenarios[1].answer().headline);
    EXPECT_EQ(second.value(QStringLiteral("monthly_total_usd")).toDouble(), c.scenarios[1].monthlyTotalUsd);
    EXPECT_EQ(second.value(QStringLiteral("vs_baseline"))
                  .toObject()
                  .value(QStringLiteral("cost_per_output_mtok_usd"))
                  .toObject()
                  .value(QStringLiteral("difference"))
                  .toDouble(),
        *c.scenarios[1].costPerOutputMtokUsd - *c.scenarios[0].costPerOutputMtokUsd);
    EXPECT_EQ(second.value(QStringLiteral("offers")).toArray().size(), static_cast<qsizetype>(b.offers.size()));
    const QJsonArray differences = json.value(QStringLiteral("differences")).toArray();
    ASSERT_EQ(differences.size(), 1);
    EXPECT_EQ(
        differences.at(0).toObject().value(QStringLiteral("path")).toString(), QStringLiteral("operation.utilization"));
    EXPECT_EQ(differences.at(0).toObject().value(QStringLiteral("values")).toArray(),
        (QJsonArray { a.operation.utilization, 0.5 }));
    // The text names both and the difference; the CSV has a row per scenario for the assumption.
    const QString text = comparisonText(c);
    EXPECT_TRUE(text.contains(c.scenarios[1].answer().headline));
    EXPECT_TRUE(text.contains(QStringLiteral("operation.utilization")));
    EXPECT_TRUE(text.contains(QStringLiteral("B - A: ")));
    const QString csv = comparisonCsv(c);
    EXPECT_TRUE(csv.startsWith(QStringLiteral("scenario,name,item,offer,value,b_minus_a,b_minus_a_percent\n")));
    EXPECT_TRUE(csv.contains(QStringLiteral(",operation.utilization,,0.5,")));
}

TEST(ComparisonReport, CsvTextsFromAFileCannotRunAsASpreadsheetFormula)
{
    // An offer's provider and model come from a preset a colleague mailed: a spreadsheet opening the
    // comparison's CSV must not run them (the data export's rule, format::csvField).
    const Scenario a = defaultScenario();
    Scenario b = a;
    b.offers[0].provider = QStringLiteral("=HYPERLINK(\"http://example.invalid\",\"x\")");
    b.offers[0].model = QStringLiteral("@SUM(A1)\x1b[2J");
    const QString csv = comparisonCsv(compareTwo(a, b));
    EXPECT_TRUE(csv.contains(QStringLiteral("\"'=HYPERLINK(\"\"http://example.invalid\"\"")));
    EXPECT_FALSE(csv.contains(QStringLiteral(",=HYPERLINK")));
    EXPECT_FALSE(csv.contains(QStringLiteral(",\"=HYPERLINK")));
    EXPECT_FALSE(csv.contains(QChar(0x1b)));
}

TEST(Format, CsvFieldQuotesAndDisarmsFormulasButKeepsNumbers)
{
    EXPECT_EQ(format::csvField(QStringLiteral("plain")), QStringLiteral("plain"));
    EXPECT_EQ(format::csvField(QStringLiteral("a,b")), QStringLiteral("\"a,b\""));
    EXPECT_EQ(format::csvField(QStringLiteral("say \"hi\"")), QStringLiteral("\"say \"\"hi\"\"\""));
    EXPECT_EQ(format::csvField(QStringLiteral("=1+1")), QStringLiteral("'=1+1"));
    EXPECT_EQ(format::csvField(QStringLiteral("+1 555")), QStringLiteral("'+1 555"));
    EXPECT_EQ(format::csvField(QStringLiteral("@cmd")), QStringLiteral("'@cmd"));
    EXPECT_EQ(format::csvField(QStringLiteral("-cmd")), QStringLiteral("'-cmd"));
    EXPECT_EQ(format::csvField(QStringLiteral("\tx")), QStringLiteral("'\uFFFDx"));
    EXPECT_EQ(format::csvField(QStringLiteral("-39039.5")), QStringLiteral("-39039.5"));
    EXPECT_EQ(format::csvField(QStringLiteral("1e-07")), QStringLiteral("1e-07"));
    EXPECT_EQ(format::csvField(QStringLiteral("a\x1b[2Jb")), QStringLiteral("a\uFFFD[2Jb"));
}

TEST(ComparisonFile, TheShippedImecPairComparesKimiK3AndGlm52OnTheSameNode) // issue 30 item 5
{
    const QString path = QStringLiteral(BREAKEVEN_SOURCE_DIR "/presets/comparisons/imec-k3-vs-glm52.json");
    const ComparisonFileResult file = readComparisonFile(path);
    ASSERT_TRUE(file.ok()) << (file.errors.empty() ? std::string() : file.errors.front().message.toStdString());
    ASSERT_EQ(file.file->presets.size(), 2);
    std::vector<ScenarioToCompare> scenarios;
    for (const QString &entry : file.file->presets) {
        const PresetResult r = readPresetFile(resolvedPresetPath(path, entry));
        ASSERT_TRUE(r.ok()) << entry.toStdString();
        scenarios.push_back({ *r.scenario, entry });
    }
    const Comparison c = compareScenarios(scenarios, quick());
    const ComparedScenario &k3 = c.scenarios.at(0);
    const ComparedScenario &glm = c.scenarios.at(1);
    EXPECT_EQ(k3.scenario().model.name, QStringLiteral("Kimi K3"));
    EXPECT_EQ(glm.scenario().model.name, QStringLiteral("GLM-5.2"));

    // The same node, price, staff and hours: the bill is the same, only the model's figures differ.
    ASSERT_TRUE(glm.monthlyTotalChange.has_value());
    EXPECT_DOUBLE_EQ(glm.monthlyTotalChange->difference, 0.0);
    const QStringList differing = differingPaths(c);
    for (const char *p : { "operation.throughput_tok_s", "operation.concurrency", "workload.acceptance_self",
             "workload.task_minutes", "model.name", "model.weights_bytes" })
        EXPECT_TRUE(differing.contains(QLatin1String(p))) << p;
    for (const char *p : { "cost.gpu_hour", "hardware.gpu", "hardware.count", "operation.utilization" })
        EXPECT_FALSE(differing.contains(QLatin1String(p))) << p;

    // IMEC's figures: 16 sessions, 38 min, 86.4 % solved against 24 sessions, 26 min, 62.5 %; the
    // cost per accepted task goes as the inverse of sessions / minutes x solved share.
    const std::optional<Usd> k3Task = k3.results.evaluation.selfHost.costPerAcceptedTask;
    const std::optional<Usd> glmTask = glm.results.evaluation.selfHost.costPerAcceptedTask;
    ASSERT_TRUE(k3Task && glmTask);
    const double rate = (24.0 / 26.0 * 0.625) / (16.0 / 38.0 * 0.864);
    EXPECT_NEAR(k3Task->value() / glmTask->value(), rate, 1e-12);
    // And the cost per output Mtok as the inverse of the aggregate throughput, 122 against 170 tok/s.
    ASSERT_TRUE(k3.costPerOutputMtokUsd && glm.costPerOutputMtokUsd && glm.costPerOutputMtokChange);
    EXPECT_NEAR(*k3.costPerOutputMtokUsd / *glm.costPerOutputMtokUsd, 170.0 / 122.0, 1e-12);
    EXPECT_DOUBLE_EQ(glm.costPerOutputMtokChange->difference, *glm.costPerOutputMtokUsd - *k3.costPerOutputMtokUsd);
}

// A new user's review (December 2026): the hybrid preset's answer said "Go hybrid ... $19,852 a month"
// while the comparison's "monthly total" beside it gave the hardware always on ($41,457, B - A $0). Beside
// each answer is now what its recommendation costs a month, the amount its headline states, with B - A;
// the self-hosted side's total stays, named as such.
TEST(Comparison, BesideEachAnswerIsWhatItsRecommendationCosts)
{
    const Scenario api = loadPreset("kimi-k31-pro-8xb300-modal.json");
    const Scenario hybrid = loadPreset("kimi-k31-pro-8xb300-modal-hybrid.json");
    const Comparison c = compareTwo(api, hybrid);
    const ComparedScenario &a = c.scenarios[0];
    const ComparedScenario &b = c.scenarios[1];
    ASSERT_EQ(a.answer().recommendation, Recommendation::Api);
    ASSERT_EQ(b.answer().recommendation, Recommendation::Hybrid);
    ASSERT_TRUE(a.answerMonthlyUsd && b.answerMonthlyUsd);
    // The API's bill on the answer's offer, and the hybrid day's total: each as its headline says it.
    EXPECT_NEAR(*a.answerMonthlyUsd, 2417.76, 0.01);
    EXPECT_DOUBLE_EQ(*b.answerMonthlyUsd, b.results.hybrid.monthlyTotal.value());
    EXPECT_NEAR(*b.answerMonthlyUsd, 19852.21, 0.01);
    EXPECT_TRUE(a.answer().headline.contains(QStringLiteral("$2,418 a month"))) << a.answer().headline.toStdString();
    EXPECT_TRUE(b.answer().headline.contains(QStringLiteral("$19,852 a month"))) << b.answer().headline.toStdString();
    ASSERT_TRUE(b.answerMonthlyChange);
    EXPECT_DOUBLE_EQ(b.answerMonthlyChange->difference, *b.answerMonthlyUsd - *a.answerMonthlyUsd);
    // The self-hosted totals are the same hardware always on: B - A zero there, as before.
    EXPECT_EQ(b.monthlyTotalChange->difference, 0.0);
    // Said so in the text, JSON and CSV.
    const QString text = comparisonText(c, QString());
    EXPECT_TRUE(text.contains(QStringLiteral("the answer, a month         $19,852.21"))) << text.toStdString();
    EXPECT_TRUE(text.contains(QStringLiteral("self-hosted, a month        $41,456.70"))) << text.toStdString();
    const QJsonObject second
        = comparisonJson(c, QString()).value(QStringLiteral("scenarios")).toArray().at(1).toObject();
    EXPECT_DOUBLE_EQ(second.value(QStringLiteral("answer_monthly_usd")).toDouble(), *b.answerMonthlyUsd);
    EXPECT_DOUBLE_EQ(second.value(QStringLiteral("vs_baseline"))
                         .toObject()
                         .value(QStringLiteral("answer_monthly_usd"))
                         .toObject()
                         .value(QStringLiteral("difference"))
                         .toDouble(),
        b.answerMonthlyChange->difference);
    EXPECT_TRUE(comparisonCsv(c).contains(QStringLiteral("B,"))
        && comparisonCsv(c).contains(QStringLiteral("answer_monthly_usd")));
}

// Every shipped preset's answer states its monthly cost in its headline (the amount a comparison and the
// JSON report's answer.monthly_usd carry).
TEST(Comparison, EveryShippedAnswerStatesTheMonthlyCostItCarries)
{
    const QDir dir(QStringLiteral(BREAKEVEN_SOURCE_DIR "/presets"));
    int checked = 0;
    for (const QString &file : dir.entryList({ QStringLiteral("*.json") }, QDir::Files)) {
        const Scenario s = loadPreset(file.toUtf8().constData());
        const Results r = computeResultsOf(s);
        ASSERT_TRUE(r.answer.monthlyUsd) << file.toStdString();
        const QString amount = format::money(*r.answer.monthlyUsd, QStringLiteral("USD"), 0, format::fixedLocale());
        EXPECT_TRUE(r.answer.headline.contains(amount))
            << file.toStdString() << ": " << amount.toStdString() << " in " << r.answer.headline.toStdString();
        ++checked;
    }
    EXPECT_GE(checked, 10);
}

// Comparing against the team preset lists the team, the demand's source (the hours it derives follow).
TEST(Comparison, TheTeamIsAnAssumptionThatDiffers)
{
    const Comparison c
        = compareTwo(loadPreset("kimi-k31-pro-8xb300-modal.json"), loadPreset("kimi-k31-pro-8xb300-modal-team.json"));
    const ComparedAssumption *people = row(c, "demand.team.people");
    ASSERT_NE(people, nullptr);
    EXPECT_TRUE(people->differs);
    EXPECT_TRUE(people->values[0].isNull());
    EXPECT_EQ(people->values[1].toDouble(), 20.0);
    const QStringList paths = differingPaths(c);
    EXPECT_LT(
        paths.indexOf(QStringLiteral("demand.team.people")), paths.indexOf(QStringLiteral("hybrid.demand_tok_s.0")));
}
