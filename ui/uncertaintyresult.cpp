#include "uncertaintyresult.h"

#include "chartdata.h"

namespace breakeven {

std::optional<UncertaintyResult> runUncertainty(
    const Scenario &scenario, const MonteCarloOptions &options, const std::atomic<bool> *cancel)
{
    UncertaintyResult r { runMonteCarlo(scenario, options, cancel), {} };
    if (r.monteCarlo.cancelled || (cancel && cancel->load()))
        return std::nullopt;
    r.tornado = tornado(scenario);
    return r;
}

std::optional<UncertaintyResult> computeUncertainty(const Scenario &scenario, const Evaluation &evaluation, int samples)
{
    if (scenario.ranges.empty())
        return std::nullopt;
    return runUncertainty(scenario, costBandOptions(scenario, evaluation, samples));
}

} // namespace breakeven
