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
#include "scenario.h"

#include <QString>
#include <QStringList>

#include <functional>
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
/// on the API: $22,776. …", or why nothing is planned. \a money writes an amount given in USD.
[[nodiscard]] QString hybridPlanText(
    const Scenario &scenario, const HybridPlan &plan, const std::function<QString(double)> &money);

/// The hybrid plan's hours: a column per hour 0-23, rows "Demand (tok/s)" and "Nodes on".
[[nodiscard]] ResultTable hybridHoursTable(const Scenario &scenario, const HybridPlan &plan);

} // namespace breakeven
