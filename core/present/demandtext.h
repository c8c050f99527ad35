#pragma once

/// \file demandtext.h
/// Where the demand comes from, in words, one sentence for every output (the window, the PDF, the
/// text and JSON reports): a team (MODEL.md section 13, teamdemand.h) says its volume and its day.

#include "wording.h"

#include <QString>

#include <optional>

namespace breakeven {

struct Scenario;

/// "The demand comes from a team: 20 people, 10 tasks each per working day of 8 h from 09:00, 5 days a
/// week, each task 300,000 input and 30,000 output tokens: 130.4M output tokens a month (1.3B input),
/// 208 tok/s while the team works, 149 tok/s in those hours of the week's average day." None
/// without a team.
[[nodiscard]] std::optional<QString> teamDemandText(const Scenario &scenario, Wording wording = Wording::Fixed);

/// Where the volume comes from, as the JSON report's `demand.source` says it: "team", "hybrid_day"
/// (the day's demand as stated) or "operating_point" (the self-hosted output at the operating point).
[[nodiscard]] QString demandSourceKey(const Scenario &scenario);

} // namespace breakeven
