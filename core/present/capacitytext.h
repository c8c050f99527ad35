#pragma once

/// \file capacitytext.h
/// The capacity's limits in words, one sentence for every output (the window, the PDF, the text
/// and JSON reports): today the latency targets (MODEL.md section 13).

#include "wording.h"

#include <QString>

#include <optional>

namespace breakeven {

struct Scenario;
struct CapacityResult;

/// What the latency targets of \a scenario gave on its decode points (CapacityResult::latency):
/// "p90 TPOT at most 40 ms: met up to concurrency 3 per replica, between the measured runs", with
/// each target no decode point measures said "not checked". None without a latency target.
[[nodiscard]] std::optional<QString> latencyText(
    const Scenario &scenario, const CapacityResult &capacity, Wording wording = Wording::Fixed);

} // namespace breakeven
