#pragma once

/// \file resulttables.h
/// Result tables: the figures of one result worded once, as cells, for the window and every
/// export (like the offer columns of offercolumns.h). The hardware fit table (memory, c_max,
/// nodes, replicas) and the hybrid plan (its sentence and its hours) are read by the window's
/// views and by the PDF report alike, so that the two never word a fact two ways. Translated,
/// numbers in format::locale(); no widgets.

#include "decision.h"
#include "hardwarefit.h"
#include "hybrid.h"
#include "offercolumns.h"
#include "plansearch.h"
#include "results.h"
#include "scenario.h"

#include <QString>
#include <QStringList>

#include <vector>

namespace breakeven {

/// A table of text cells: a header, rows of as many cells, and per column a tooltip (may be empty).
struct ResultTable {
    QStringList header;
    QStringList toolTips; ///< one per column
    std::vector<QStringList> rows;
    /// Which columns hold numbers (right-aligned), one per column.
    std::vector<bool> numeric;
};

/// The hardware fit table's columns, in order.
enum class FitColumn { Configuration, Installed, Fits, Usable, Weights, Gpus, CMax, Nodes, Notes, Count };

/// The plans table's columns (the Plans view and the PDF report), in order.
enum class PlanColumn { Gpu, Gpus, Replicas, Billing, Evidence, Monthly, PerMtok, PerUser, Odds, WhyNot, Count };

/// The header and tooltips of the plans table (no rows); \a currency names the money's.
[[nodiscard]] ResultTable plansTableHeader(const QString &currency);

/// The cells of \a plan's row (translated), money in \a money; \a odds its P(cheaper than the API)
/// when known ("-" when the run gave none), \a oddsPending: "..." while the run is on its way.
[[nodiscard]] QStringList plansTableRow(
    const Plan &plan, const MoneyIn &money, const std::optional<double> &odds, bool oddsPending = false);

/// A memory size in decimal gigabytes, as every result table writes it ("1,560 GB", "8.5 GB").
[[nodiscard]] QString gigabytesText(double gb);

/// The header and tooltips of the fit table (no rows).
[[nodiscard]] ResultTable fitTableHeader();

/// One row of the fit table for \a row of \a scenario (the model's weights format decides the
/// dequantization note).
[[nodiscard]] QStringList fitTableRow(const Scenario &scenario, const FitRow &row);

/// The fit table of \a rows: fitTableHeader() and one fitTableRow() per row.
[[nodiscard]] ResultTable fitResultTable(const Scenario &scenario, const std::vector<FitRow> &rows);

/// The fit-table row of \a alternative for \a scenario: the configuration that would work.
/// \a catalog gives another GPU's figures (FeasibleAlternative::sameGpu false).
[[nodiscard]] FitRow alternativeFitRow(
    const Scenario &scenario, const FeasibleAlternative &alternative, const GpuCatalog &catalog);

/// The hybrid plan in one paragraph, as the Hybrid tab and the PDF say it: "Best plan: 1 node on
/// 9.50 h a day (cold starts included), the rest on Moonshot kimi-k3.1-pro: $19,852 a month. All
/// on the API: $22,776. …", or why nothing is planned; whole amounts in \a money's currency.
[[nodiscard]] QString hybridPlanText(const Scenario &scenario, const HybridPlan &plan, const MoneyIn &money);

/// The memory check in one sentence, as the window's results area, the Hardware fit tab and the PDF
/// say it: "Memory check: fits. 1,561 GB needed, 2,289 GB usable of 2,304 GB installed; 728 GB
/// headroom." or "Memory check: does not fit. … 433 GB short (the weights alone are 1,560 GB)."
[[nodiscard]] QString memorySentence(const MemoryFit &memory);

/// What the memory check rests on: the runtime reserve, c_max, the nodes, the replicas (and that
/// the network between a replica's nodes is not modelled), the weights' shortfall of the installed
/// memory, and the runtime dequantization of MXFP4 weights on a GPU without native MXFP4.
[[nodiscard]] QString memoryDetails(const MemoryFit &memory);

/// "MXFP4 weights on a GPU without native MXFP4: runtime dequantization." when that is so, else empty.
[[nodiscard]] QString dequantizationNote(const MemoryFit &memory);

/// The capacity check in one sentence ("Capacity check: within capacity. 92 tok/s while in use; the
/// hardware sustains at most 4,406 tok/s."), then the per-user speed at the operating concurrency.
[[nodiscard]] QString capacitySentence(const Scenario &scenario, const Evaluation &evaluation);

/// The self-hosted month in one sentence: "Self-hosted: $41,457 per month, 241M output tokens per
/// month, $171.82 per output Mtok.", with the quality-adjusted tasks when the scenario has them.
[[nodiscard]] QString selfHostedSentence(const Evaluation &evaluation, const MoneyIn &money);

/// The horizon against the cheapest enabled offer, with its payback, in one sentence: "Over 3 years,
/// self-hosting costs $1,492,441 against $87,039 on Moonshot kimi-k3.1-pro and never pays back." (the
/// API's yearly price decline named when there is one); empty without an enabled offer. The bill's
/// summary and the report's horizon section both say it, word for word.
[[nodiscard]] QString horizonSentence(const Scenario &scenario, const Results &results, const MoneyIn &money);

/// The whole bill in a few sentences: the month's parts (or "no staff cost included"), a
/// commitment's minimum, horizonSentence(), the cost per accepted task on each side.
[[nodiscard]] QString billSentences(const Scenario &scenario, const Results &results, const MoneyIn &money);

/// The task's self-hosted side in one sentence, as the Tasks tab says it: "Self-hosted: $3.21 per
/// accepted task, 12,345 accepted tasks a month (16 sessions, 38 min per task)." (with "No staff cost
/// included." when none is), or how to get it.
[[nodiscard]] QString taskSentence(const Scenario &scenario, const Results &results, const MoneyIn &money);

/// The hybrid plan's hours: a column per hour 0-23, rows "Demand (tok/s)" and "Nodes on".
[[nodiscard]] ResultTable hybridHoursTable(const Scenario &scenario, const HybridPlan &plan);

} // namespace breakeven
