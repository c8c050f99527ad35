#pragma once

/// \file verdict.h
/// The one-sentence verdict above the break-even table.

#include "evaluation.h"
#include "montecarlo.h"
#include "offercolumns.h"
#include "results.h"
#include "scenario.h"
#include "sensitivity.h"

#include <QString>
#include <QStringList>

#include <functional>

#include <optional>

namespace breakeven {

/// A plain-language verdict comparing self-hosting with the cheapest enabled offer, with money
/// in \a displayCurrency, e.g. "At 92 tok/s while in use, 100 % of the time, self-hosting costs
/// $171.47 per output Mtok, 17.1 times the price of Moonshot kimi-k3.1-pro; API cheaper by
/// $39,039 a month. It breaks even above 1,578 tok/s while in use, 100 % of the time; at 92
/// tok/s, utilization alone cannot get there (it would need 1,715 % of the time)." An infeasible
/// scenario leads with why (feasibilityText()) and claims no saving. Handles: no offer enabled,
/// no output ("never"), a free API offer, small ratios ("1/2,500 of the price of"), a break-even
/// beyond the hardware's capacity (naming which limit binds), self-hosting already cheaper, and
/// an unchecked capacity. Utilization shows one decimal unless it is whole.
[[nodiscard]] QString verdictText(
    const Scenario &scenario, const Evaluation &evaluation, const QString &displayCurrency);

/// The verdict the window and the PDF show under the answer: verdictText() of \a results'
/// evaluation, which compares the whole load on either side, followed, when the answer is the
/// hybrid plan, by what the plan costs against both, so that the details never contradict the
/// answer ("API cheaper by $18,681 a month" above "Go hybrid" reads as a contradiction without it).
[[nodiscard]] QString verdictText(const Scenario &scenario, const Results &results, const QString &displayCurrency);

/// How sure the verdict is, over the preset's ranges: "Over the preset's ranges, self-hosting is
/// feasible and cheaper than Moonshot kimi-k3.1-pro in 38 % of the plausible cases; the answer
/// hinges most on Sustained throughput." plus the share of infeasible cases when there are any.
/// Empty without ranges or without an enabled offer (\a tornado names the offer compared).
[[nodiscard]] QString uncertaintyVerdict(
    const Scenario &scenario, const MonteCarloResult &result, const Tornado &tornado);

/// One translated sentence per failed feasibility check, with its figures, e.g. "Kimi K3.1 Pro
/// does not fit on 8x H200: 605 GB short of usable memory (the weights alone exceed the installed
/// memory by 433 GB)".
[[nodiscard]] QStringList feasibilityText(const Scenario &scenario, const Evaluation &evaluation);

} // namespace breakeven
