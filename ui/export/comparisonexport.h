#pragma once

/// \file comparisonexport.h
/// The comparison report (`breakeven export --compare A.json B.json --report -o OUT.pdf`): a PDF
/// with the answers first (each scenario's, with its monthly total, cost per output Mtok and their
/// B - A against the first), then the break-evens, then the cost and volume charts with every
/// scenario's curve overlaid in its own colour, then the assumptions that differ.

#include "chartdata.h"
#include "comparison.h"
#include "reportexport.h"

#include <QString>

#include <vector>

namespace breakeven {

/// The charts of \a comparison overlaid, one kind per call: \a volume false gives the cost per output
/// Mtok against throughput (chart 1), true the monthly cost against monthly output (chart 2). Each
/// scenario's self-hosted line in its own colour (the baseline's the self-hosted colour, the others
/// offer colours in order), labelled "A · name", and each scenario's cheapest enabled offer once,
/// labelled "API: name"; the axes span every scenario's. Money in \a currency at the baseline's rate.
[[nodiscard]] ChartData overlaidChartData(const Comparison &comparison, const QString &currency, bool volume);

/// Writes the comparison report of \a comparison (computed with translated wording), money in
/// \a currency at the baseline's rate, to \a path (a .pdf) atomically; \a name is the comparison
/// file's (empty: none). On failure returns false and sets \a error.
bool exportComparisonReport(const Comparison &comparison, const QString &name, const QString &currency,
    const QString &path, const ReportOptions &options, QString *error);

} // namespace breakeven
