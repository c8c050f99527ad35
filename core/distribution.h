#pragma once

/// \file distribution.h
/// The distributions of `ranges` (MODEL.md section 10; docs/preset-format.md, "ranges"): their
/// names in the preset, the default of each parameter, and the value at a given cumulative
/// probability (the inverse of the distribution function), which turns the generator's uniform
/// numbers into samples and gives the tornado its ends.

#include "parameters.h"
#include "scenario.h"

#include <QString>
#include <QStringView>

#include <optional>

namespace breakeven {

/// The name a preset uses: "uniform", "triangular", "log-uniform".
[[nodiscard]] QString distributionName(Distribution distribution);
/// The distribution named \a name (exactly as distributionName() writes it), or nothing.
[[nodiscard]] std::optional<Distribution> distributionFromName(QStringView name);
/// "uniform, triangular or log-uniform": the allowed names, as errors quote them.
[[nodiscard]] QString distributionNames();

/// What `[low, high]` without a distribution means for \a parameter: log-uniform for a parameter
/// the registry shows on a logarithmic scale when \a low is above 0, uniform otherwise.
[[nodiscard]] Distribution defaultDistribution(const Parameter &parameter, double low);

/// Why \a distribution cannot spread [\a low, \a high] (log-uniform needs low above 0), or nothing.
[[nodiscard]] std::optional<QString> distributionProblem(Distribution distribution, double low, double high);

/// The distribution \a range of \a parameter follows: its own, else the parameter's default.
[[nodiscard]] Distribution distributionOf(const Range &range, const Parameter &parameter);

/// The value below which a share \a p (0..1) of the values of \a distribution over [\a low,
/// \a high] lie: the inverse of its distribution function. \a mode is the triangular
/// distribution's most likely value (clamped into the range). low = high gives low. With p uniform
/// in [0, 1), the result follows the distribution.
[[nodiscard]] double quantileOf(Distribution distribution, double low, double high, double mode, double p);

} // namespace breakeven
