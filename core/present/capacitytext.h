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

/// The per-user speed at the operating concurrency, and why that concurrency is not the typed one:
/// "8.3 tok/s per user at concurrency 555, the most that fit in memory (2,000 typed)", "19.2 tok/s
/// per user at concurrency 156, the fewest sequences that carry this throughput on the decode curve
/// (1 typed)" or "516 tok/s per user at concurrency 8" (no final stop); measured beyond the capacity,
/// that no concurrency reaches the typed throughput.
[[nodiscard]] QString perUserSpeedText(
    const Scenario &scenario, const CapacityResult &capacity, Wording wording = Wording::Fixed);

} // namespace breakeven
