#pragma once

/// \file uncertaintyresult.h
/// What one uncertainty run over a scenario's ranges found (MODEL.md section 10), and how to
/// compute it in the calling thread (the exporters; the window runs it off the GUI thread with
/// UncertaintyRunner).

#include "evaluation.h"
#include "montecarlo.h"
#include "scenario.h"
#include "sensitivity.h"

#include <atomic>
#include <optional>

namespace breakeven {

/// What one run found.
struct UncertaintyResult {
    MonteCarloResult monteCarlo;
    Tornado tornado;
};

/// Monte Carlo samples an export draws its bands from (the window's run, UncertaintyRunner::windowSamples).
inline constexpr int exportUncertaintySamples = 20000;

/// Runs \a options over \a scenario and its tornado; nullopt when \a cancel became true.
[[nodiscard]] std::optional<UncertaintyResult> runUncertainty(
    const Scenario &scenario, const MonteCarloOptions &options, const std::atomic<bool> *cancel = nullptr);

/// The run the window would show for \a scenario, computed now: nullopt when it has no ranges.
[[nodiscard]] std::optional<UncertaintyResult> computeUncertainty(
    const Scenario &scenario, const Evaluation &evaluation, int samples = exportUncertaintySamples);

} // namespace breakeven
