#pragma once

/// \file plantext.h
/// The words and reports of the plan search (plansearch.h): the keys of `breakeven plans --format
/// json|csv`, one sentence per reason, and the text table: fixed English with the fixed locale's
/// numbers (a stable interface, like the report). The words a window or the PDF shows of a plan take
/// a Wording: translated with the display locale's numbers.

#include "plansearch.h"
#include "scenario.h"
#include "wording.h"

#include <QDate>
#include <QJsonObject>
#include <QString>

namespace breakeven {

inline constexpr int plansFormatVersion = 1;

/// "hourly", "committed", "spot", "buy".
[[nodiscard]] QString planBillingKey(PlanBilling billing);
/// "scenario", "catalog".
[[nodiscard]] QString planPriceSourceKey(PlanPriceSource source);
/// "does-not-fit", "beyond-capacity", "below-per-user-target", "over-power-budget", "unknown-power",
/// "over-budget", "over-target-per-mtok".
[[nodiscard]] QString planProblemKey(PlanProblem problem);
/// "no-evidence", "no-bandwidth", "unknown-model", "no-price", "does-not-fit".
[[nodiscard]] QString planSkipKey(PlanSkip skip);

/// One sentence for \a problem of \a plan, with its figures ("needs 3,000 tok/s; 2 replicas sustain at
/// most 2,200 tok/s"); \a query gives the limits.
[[nodiscard]] QString planProblemText(
    const Plan &plan, PlanProblem problem, const PlanQuery &query, Wording words = Wording::Fixed);

/// "16x H200".
[[nodiscard]] QString planGpusText(const Plan &plan, Wording words = Wording::Fixed);
/// "1 replica", "2 replicas".
[[nodiscard]] QString planReplicasText(int replicas, Wording words = Wording::Fixed);
/// "1 node", "2 nodes".
[[nodiscard]] QString planNodesText(int nodes, Wording words = Wording::Fixed);
/// The billing in words: "hourly rent", "committed rent", "spot rent", "bought".
[[nodiscard]] QString planBillingText(PlanBilling billing, Wording words = Wording::Fixed);
/// What a capacity rests on, in words: "measured", "imported", "typed", "estimated", "measured on
/// another GPU" ("capacity not checked" for none).
[[nodiscard]] QString planEvidenceText(CapacityEvidence evidence, Wording words = Wording::Fixed);
/// A plan's billing in words, its hybrid split said: "hourly rent", or "hybrid: hourly rent + API".
[[nodiscard]] QString planBillingText(const Plan &plan, Wording words = Wording::Fixed);
/// "Its GPU price is the catalog's as of 2025-01-01, 1,068 days old: check it before acting on the plan."
/// for a plan priced by a catalog quote more than stalePriceDays old on \a today; empty otherwise.
[[nodiscard]] QString planStalePriceText(const Plan &plan, const QDate &today, Wording words = Wording::Fixed);
/// What a plan's figures leave out, said wherever the answer names it (MODEL.md sections 7 and 11): an
/// estimated capacity is a roofline from another GPU's measurements, not a measurement; a replica of
/// several nodes runs over a network that is not modelled. Empty when neither holds.
[[nodiscard]] QStringList planCaveats(const Plan &plan, Wording words = Wording::Fixed);
/// planCaveats() as one text, sentence after sentence.
[[nodiscard]] QString planCaveatsText(const Plan &plan, Wording words = Wording::Fixed);
/// "hourly", or for a hybrid split "hybrid-hourly" (the text table's Billing column).
[[nodiscard]] QString planKindKey(const Plan &plan);
/// A hybrid split in a sentence: "1 replica on 8.45 h a day (cold starts included); 23.1 % of the output
/// on Moonshot kimi-k3.1-pro, $5,256 a month"; empty without a split.
[[nodiscard]] QString planHybridText(const Plan &plan, Wording words = Wording::Fixed);
/// What a plan is, in a few words: "16x H200 on 2 nodes, committed rent, estimated capacity" (a hybrid
/// split: "8x B300 on 1 node, hybrid: hourly rent + API, measured capacity").
[[nodiscard]] QString planLabel(const Plan &plan, Wording words = Wording::Fixed);
/// Why a GPU has no plan, in a few words: "no price", "no measurement to estimate from", ...
[[nodiscard]] QString planSkipReasonText(PlanSkip skip, Wording words = Wording::Fixed);
/// Why a GPU has no plan, one sentence (\a maxNodes: the query's node limit).
[[nodiscard]] QString planSkipText(const SkippedGpu &skipped, int maxNodes, Wording words = Wording::Fixed);

/// What the rows are limited to (`--top`).
struct PlanListing {
    int top = -1; ///< the first this many plans of the ranking; < 0: all
};

/// `{"format": "breakeven-plans", "version": 1, "preset", "demand_tok_s", "cheapest_offer", "query",
/// "plans": [...], "skipped": [...], "inverse": {...}}` (docs/report-format.md, "Plans").
[[nodiscard]] QJsonObject plansJson(
    const Scenario &scenario, const PlanSearch &search, const PlanQuery &query, const PlanListing &listing = {});

/// The plans as CSV: a header and one row per plan, the JSON's keys as columns (reasons joined by "; ").
[[nodiscard]] QString plansCsv(const PlanSearch &search, const PlanQuery &query, const PlanListing &listing = {});

/// The plans as a text table with the cheapest feasible plan, the inverse question's answer and the
/// GPUs without plans (fixed English).
[[nodiscard]] QString plansText(
    const Scenario &scenario, const PlanSearch &search, const PlanQuery &query, const PlanListing &listing = {});

} // namespace breakeven
