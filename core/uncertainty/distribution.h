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

/// Why a range is refused: the message, and whether it is the distribution's (the preset names its
/// `distribution` key) or the bounds'.
struct RangeProblem {
    QString message;
    bool ofDistribution = false;
};

/// Why [\a low, \a high] spread by \a distribution (none: \a parameter's default) is no range of
/// \a parameter at \a path, or nothing: both bounds finite, low <= high, both inside the parameter's
/// domain (the message names \a path and the allowed values), and a distribution that can spread
/// them. The one check of the preset reader and the window's ranges editor.
[[nodiscard]] std::optional<RangeProblem> rangeProblem(
    const Parameter &parameter, const QString &path, double low, double high, std::optional<Distribution> distribution);

/// The Range of [\a low, \a high] with \a distribution, the parameter's default left unnamed (so
/// that both spellings of one range are one Range). Check it with rangeProblem() first.
[[nodiscard]] Range makeRange(
    const Parameter &parameter, double low, double high, std::optional<Distribution> distribution);

/// The distribution \a range of \a parameter follows: its own, else the parameter's default.
[[nodiscard]] Distribution distributionOf(const Range &range, const Parameter &parameter);

/// The value below which a share \a p (0..1) of the values of \a distribution over [\a low,
/// \a high] lie: the inverse of its distribution function. \a mode is the triangular
/// distribution's most likely value (clamped into the range). low = high gives low. With p uniform
/// in [0, 1), the result follows the distribution.
[[nodiscard]] double quantileOf(Distribution distribution, double low, double high, double mode, double p);

/// quantileOf() for one distribution and many shares: what does not depend on the share (the
/// logarithm of high / low, the triangle's sides) is computed once, with the same arithmetic, so
/// each value equals quantileOf()'s.
class DistributionQuantile {
public:
    DistributionQuantile(Distribution distribution, double low, double high, double mode);
    [[nodiscard]] double operator()(double p) const;

private:
    Distribution m_distribution;
    double m_low;
    double m_high;
    bool m_point;      ///< high is not above low: every share gives low
    double m_logRatio; ///< log-uniform: log(high / low)
    double m_mode;     ///< triangular: the mode clamped into the range
    double m_width;    ///< high - low
    double m_atMode;   ///< the share of values below the mode
};

} // namespace breakeven
