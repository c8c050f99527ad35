// #15 part 4: no output of any shipped or generated preset contains inf, NaN or a null the
// report format does not document. Generated presets put every numeric field at the format's
// limits (0, 0.000001, the largest allowed value) in many combinations.

#include "comparison.h"
#include "comparisonreport.h"
#include "export/csvexport.h"
#include "presetio.h"
#include "report.h"
#include "teamdemand.h"
#include "verdict.h"

#include <gtest/gtest.h>

#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>

#include <algorithm>
#include <random>

using namespace breakeven;

namespace {

/// The extreme values each numeric field can take, as `--set` would give them.
struct Field {
    const char *path;
    std::vector<const char *> values;
};

const std::vector<Field> &fields()
{
    static const std::vector<Field> all {
        { "fx_per_usd.CNY", { "0.000001", "1e15", "7.25" } },
        { "cost.mode", { "rent", "buy" } },
        { "cost.gpu_hour", { "0", "0.000001", "1e15" } },
        { "cost.buy.capex", { "0", "0.000001", "1e15" } },
        { "cost.buy.years", { "0.000001", "1e15" } },
        { "cost.buy.power_kw", { "0", "1e15" } },
        { "cost.buy.pue", { "1", "1e15" } },
        { "cost.buy.tariff_per_kwh", { "0", "0.000001", "1e15" } },
        { "cost.redundancy", { "1", "1e15" } },
        { "cost.hours_per_month", { "1", "744" } },
        { "hardware.count", { "1", "1000000" } },
        { "hardware.memory_gb_per_gpu", { "0", "0.000001", "1e15" } },
        { "hardware.max_throughput_tok_s", { "0.000001", "1e15" } },
        { "model.weights_bytes", { "0", "1e15" } },
        { "model.kv_bytes_per_token", { "0", "1e15" } },
        { "operation.throughput_tok_s", { "0.000001", "1e15" } },
        { "operation.utilization", { "0", "0.000001", "1" } },
        { "operation.hours_per_day", { "0.000001", "24" } },
        { "operation.starts_per_day", { "0", "1440" } },
        { "operation.cold_start_minutes", { "0", "1e15" } },
        { "operation.concurrency", { "0", "1000000000" } },
        { "operation.context_tokens", { "0", "1000000000" } },
        { "operation.usable_memory", { "0", "0.000001", "1" } },
        { "workload.input_per_output", { "0", "0.000001", "1e15" } },
        { "workload.cache_hit", { "0", "0.000001", "1" } },
        { "workload.acceptance_api", { "0.000001", "1" } },
        { "workload.acceptance_self", { "0.000001", "1" } },
        { "workload.task_minutes", { "0.000001", "1e15" } },
        { "workload.request.input_tokens", { "0", "1e15" } },
        { "workload.request.output_tokens", { "0", "1e15" } },
        { "offers.0.cached_input", { "0", "0.000001", "1e15" } },
        { "offers.0.input", { "0", "0.000001", "1e15" } },
        { "offers.0.output", { "0", "0.000001", "1e15" } },
        // Issue 31 item 2: a team at the limits of its fields (each alone makes a team).
        { "demand.team.people", { "0", "1000000" } },
        { "demand.team.tasks_per_person_day", { "0", "0.000001", "10000" } },
        { "demand.team.input_tokens_per_task", { "0", "1000000000" } },
        { "demand.team.output_tokens_per_task", { "1", "1000000000" } },
        { "demand.team.reasoning_tokens_per_task", { "0", "1000000000" } },
        { "demand.team.working_hours", { "0.000001", "24" } },
        { "demand.team.working_days_per_week", { "0.000001", "7" } },
        { "demand.team.time_zone_offset", { "-12", "-0.5", "14" } },
    };
    return all;
}

std::vector<Scenario> shippedAndGenerated()
{
    std::vector<Scenario> out;
    const QDir dir(QStringLiteral(BREAKEVEN_SOURCE_DIR "/presets"));
    for (const QString &file : dir.entryList({ QStringLiteral("*.json") }, QDir::Files)) {
        const PresetResult r = readPresetFile(dir.filePath(file));
        EXPECT_TRUE(r.ok()) << file.toStdString();
        if (r.ok())
            out.push_back(*r.scenario);
    }
    const std::size_t shipped = out.size();
    std::mt19937 random(20261130); // fixed: the same presets every run
    for (int i = 0; i < 400; ++i) {
        std::vector<std::pair<QString, QString>> set;
        const Scenario &base = out[static_cast<std::size_t>(i) % shipped];
        for (const Field &f : fields()) {
            if (random() % 3 == 0)
                continue; // keep the shipped value
            const std::optional<ParamRef> ref = resolveParameter(base, QString::fromLatin1(f.path));
            if (base.demand.team && ref && filledByTeam(*ref->parameter))
                continue; // a team fills it (--set refuses it: teamdemand.h)
            set.emplace_back(QString::fromLatin1(f.path), QString::fromLatin1(f.values[random() % f.values.size()]));
        }
        const PresetResult r = withOverrides(base, set);
        EXPECT_TRUE(r.ok()) << r.errorText().toStdString();
        if (r.ok())
            out.push_back(*r.scenario);
    }
    // Every field alone at each of its limits.
    for (const Field &f : fields())
        for (const char *v : f.values) {
            const PresetResult r = withOverride(out.front(), QString::fromLatin1(f.path), QString::fromLatin1(v));
            EXPECT_TRUE(r.ok()) << f.path << "=" << v << ": " << r.errorText().toStdString();
            if (r.ok())
                out.push_back(*r.scenario);
        }
    return out;
}

/// The JSON report's fields that docs/report-format.md says may be null.
bool nullIsDocumented(const QString &key)
{
    static const QStringList documented { QStringLiteral("cost_per_output_mtok_usd"),
        QStringLiteral("price_note"), // decision.plan: the plan's price is no stale catalog quote
        QStringLiteral("accepted_tasks_per_month"), QStringLiteral("cost_per_accepted_task_usd"),
        QStringLiteral("breakeven_output_tokens_per_month"), QStringLiteral("breakeven_input_tokens_per_month"),
        QStringLiteral("breakeven_throughput_tok_s"), QStringLiteral("breakeven_tasks_per_month"),
        // Issue 8: no saving for an infeasible scenario, no break-even utilization without one,
        // a maximum throughput the preset does not give, offers the user did not edit.
        QStringLiteral("monthly_saving_usd"), QStringLiteral("breakeven_utilization"),
        QStringLiteral("max_throughput_tok_s"), QStringLiteral("hardware_per_provisioned_hour_usd"),
        QStringLiteral("edited_by_user"),
        // Issue 10: the capacity block's optional inputs and figures without evidence or target.
        QStringLiteral("prefill_input_tok_s"), QStringLiteral("min_per_user_tok_s"), QStringLiteral("t_max_tok_s"),
        QStringLiteral("t_max_concurrency"), QStringLiteral("c_slo"),
        QStringLiteral("max_per_user_tok_s_still_cheaper"),
        // Issue 27: one replica's capacity, as T_max, without evidence.
        QStringLiteral("t_max_per_replica_tok_s"),
        // December 2026: what capped a modelled concurrency, when something did.
        QStringLiteral("concurrency_capped_by"),
        // Issue 31 item 1: latency targets unset, c_latency and its note without a target checked.
        QStringLiteral("max_ttft_p90_ms"), QStringLiteral("max_tpot_p90_ms"), QStringLiteral("c_latency"),
        QStringLiteral("latency_checked"), QStringLiteral("latency_note"),
        // Issue 31 item 2: no team (and no sentence saying one) where the volume has another source.
        QStringLiteral("team"), QStringLiteral("text"),
        // Issue 27 item 2: no evidence and no GPU without capacity figures, no note unless other-gpu.
        QStringLiteral("evidence"), QStringLiteral("evidence_gpu"), QStringLiteral("evidence_note"),
        // Issue 27: the roofline's calibration only with estimated capacity; the GPU a committed minimum
        // was stated for only with a minimum, its note only when that is another GPU.
        QStringLiteral("estimate"), QStringLiteral("minimum_gpu"), QStringLiteral("minimum_note"),
        // Issue 12: no hybrid plan without a profile (and no offer or price without an enabled
        // offer, no all-self-hosted figure without a node's), unanswered questions, unstated
        // license figures, no break-even volume without an enabled offer. (`breakeven plans`' plans[].hybrid
        // is null too for a plan without a split: docs/report-format.md, "Plans".)
        QStringLiteral("hybrid"), QStringLiteral("offer"), QStringLiteral("api_price_per_mtok_usd"),
        QStringLiteral("all_self_host_usd"), QStringLiteral("compliance_beyond_zdr"), QStringLiteral("need_weights"),
        QStringLiteral("idle_hardware_and_team"), QStringLiteral("holds"), QStringLiteral("agreement_needed"),
        QStringLiteral("attribution_needed"), QStringLiteral("breakeven_volume_per_month"),
        // Issue 12: the bill's figures of the other cost mode or billing, "never" paying back, the staff
        // note when there is staff, the task figures that need task minutes.
        QStringLiteral("mode"), QStringLiteral("term_months"), QStringLiteral("minimum_monthly_usd"),
        QStringLiteral("reserved_gpu_hour_usd"), QStringLiteral("spot_gpu_hour_usd"),
        QStringLiteral("hours_on_monthly_usd"), QStringLiteral("commitment_total_usd"),
        QStringLiteral("owed_beyond_horizon_usd"), QStringLiteral("cost_of_capital"), QStringLiteral("residual_value"),
        QStringLiteral("maintenance"), QStringLiteral("capital_monthly_usd"),
        QStringLiteral("straight_line_monthly_usd"), QStringLiteral("maintenance_monthly_usd"),
        QStringLiteral("payback_month"), QStringLiteral("note"), QStringLiteral("node_output_tokens_per_task"),
        QStringLiteral("task_minutes"), QStringLiteral("self_host_accepted_tasks_per_month"),
        QStringLiteral("self_host_cost_per_accepted_task_usd"),
        // Issue 29: no cheaper plan named (or the scenario is not feasible and the headline names it);
        // no plan named; no saving against a scenario that is not feasible.
        QStringLiteral("cheaper_plan"), QStringLiteral("plan"), QStringLiteral("saves_usd"),
        // A planned day whose month is the operating point's (or no day): nothing to say.
        QStringLiteral("volume_note"),
        // Issue 33: no task capacity without task minutes or capacity evidence.
        QStringLiteral("max_accepted_tasks_per_month"),
        // Issue 31 item 3: an offer's limits and speed not stated, no requests a minute without a
        // request's output tokens.
        QStringLiteral("requests_per_min"), QStringLiteral("tokens_per_min"), QStringLiteral("per_user_tok_s"),
        QStringLiteral("peak_requests_per_min"),
        // Issue 30, `breakeven compare`: no percent against a baseline of 0, no value where a scenario
        // has no such field or does not count it, no P(cheaper) or run without ranges, no B - A for an
        // offer the baseline does not have.
        QStringLiteral("percent"), QStringLiteral("values"), QStringLiteral("p_self_host_cheaper"),
        QStringLiteral("uncertainty"), QStringLiteral("vs_baseline") };
    return documented.contains(key);
}

void checkNulls(const QJsonValue &v, const QString &key, int *nulls, QStringList *undocumented)
{
    if (v.isNull()) {
        ++*nulls;
        if (!nullIsDocumented(key))
            *undocumented << key;
    } else if (v.isObject()) {
        const QJsonObject o = v.toObject();
        for (auto it = o.begin(); it != o.end(); ++it)
            checkNulls(it.value(), it.key(), nulls, undocumented);
    } else if (v.isArray()) {
        for (const QJsonValue &item : v.toArray())
            checkNulls(item, key, nulls, undocumented);
    }
}

} // namespace

TEST(FiniteOutputs, NoOutputOfAnyShippedOrGeneratedPresetHasInfNanOrAnUndocumentedNull)
{
    const std::vector<Scenario> scenarios = shippedAndGenerated();
    ASSERT_GE(scenarios.size(), 450u);
    const QRegularExpression nonFinite(
        QStringLiteral("\\b(inf|nan|infinity)\\b"), QRegularExpression::CaseInsensitiveOption);
    int nulls = 0;
    for (std::size_t i = 0; i < scenarios.size(); ++i) {
        const Scenario &s = scenarios[i];
        const Evaluation e = evaluate(s);
        const QString text = reportText(s, e);
        EXPECT_FALSE(nonFinite.match(text).hasMatch()) << "scenario " << i << ":\n" << text.toStdString();
        EXPECT_FALSE(text.contains(QStringLiteral("-$0.00"))) << "scenario " << i;
        const QJsonObject json = reportJson(s, e);
        const QByteArray jsonText = QJsonDocument(json).toJson(QJsonDocument::Compact);
        EXPECT_FALSE(nonFinite.match(QString::fromUtf8(jsonText)).hasMatch()) << "scenario " << i;
        QStringList undocumented;
        checkNulls(json, QString(), &nulls, &undocumented);
        EXPECT_TRUE(undocumented.isEmpty())
            << "scenario " << i << ": null in " << undocumented.join(QLatin1Char(' ')).toStdString();
        for (const QString &currency : { QStringLiteral("USD"), QStringLiteral("CNY") }) {
            const QString csv = QString::fromUtf8(csvExport(s, e, currency));
            EXPECT_FALSE(nonFinite.match(csv).hasMatch()) << "scenario " << i << " " << currency.toStdString();
            const QString verdict = verdictText(s, e, currency);
            EXPECT_FALSE(nonFinite.match(verdict).hasMatch()) << "scenario " << i << ": " << verdict.toStdString();
        }
        // What is saved reads back.
        const PresetResult back = parsePreset(serializePreset(s));
        EXPECT_TRUE(back.ok()) << "scenario " << i << ": " << back.errorText().toStdString();
    }
    EXPECT_GT(nulls, 0); // the generated presets do reach the documented "never" cases
}

// Issue 30: the comparison's JSON and text of shipped and generated presets side by side (each
// against the next) have no inf or NaN, and only documented nulls.
TEST(FiniteOutputs, NoComparisonOfShippedOrGeneratedPresetsHasInfNanOrAnUndocumentedNull)
{
    const std::vector<Scenario> scenarios = shippedAndGenerated();
    ASSERT_GE(scenarios.size(), 450u);
    const QRegularExpression nonFinite(
        QStringLiteral("\\b(inf|nan|infinity)\\b"), QRegularExpression::CaseInsensitiveOption);
    CompareOptions options;
    options.samples = 50;
    int nulls = 0;
    // Every seventh pair: the shipped presets and generated ones at the limits, a few dozen comparisons.
    for (std::size_t i = 0; i + 1 < scenarios.size(); i += 7) {
        const Comparison c = compareScenarios({ { scenarios[i], {} }, { scenarios[i + 1], {} } }, options);
        const QJsonObject json = comparisonJson(c);
        EXPECT_FALSE(nonFinite.match(QString::fromUtf8(QJsonDocument(json).toJson(QJsonDocument::Compact))).hasMatch())
            << "pair " << i;
        QStringList undocumented;
        checkNulls(json, QString(), &nulls, &undocumented);
        EXPECT_TRUE(undocumented.isEmpty())
            << "pair " << i << ": null in " << undocumented.join(QLatin1Char(' ')).toStdString();
        const QString text = comparisonText(c);
        EXPECT_FALSE(nonFinite.match(text).hasMatch()) << "pair " << i << ":\n" << text.toStdString();
        EXPECT_FALSE(nonFinite.match(comparisonCsv(c)).hasMatch()) << "pair " << i;
    }
    EXPECT_GT(nulls, 0);
}

TEST(FiniteOutputs, AnAmountThatRoundsToZeroHasNoMinusSign)
{
    EXPECT_EQ(formatUsd(-0.004), QStringLiteral("$0.00"));
    EXPECT_EQ(formatUsd(-0.0), QStringLiteral("$0.00"));
    EXPECT_EQ(formatUsd(-1.5), QStringLiteral("-$1.50"));
    EXPECT_EQ(formatUsd(1234.567), QStringLiteral("$1,234.57"));
}
