#pragma once

/// \file verdict.h
/// The one-sentence verdict above the break-even table.

#include "evaluation.h"
#include "scenario.h"

#include <QString>

#include <optional>

namespace breakeven {

/// A plain-language verdict comparing self-hosting with the cheapest enabled offer, with money
/// in \a displayCurrency, e.g. "At 92 tok/s and 100 % utilization self-hosting costs $171.47
/// per output Mtok, 17.1x Moonshot kimi-k3.1-pro; it breaks even above 1,578 tok/s."
/// Handles: no offer enabled, no output ("never"), a free API offer (self-hosting can never be
/// cheaper), small ratios ("1/2,500 of"), a break-even beyond the hardware's capacity,
/// self-hosting already cheaper, and, as a closing warning, an operating throughput above
/// hardware.max_throughput_tok_s. Utilization shows one decimal unless it is whole.
[[nodiscard]] QString verdictText(
    const Scenario &scenario, const Evaluation &evaluation, const QString &displayCurrency);

} // namespace breakeven
