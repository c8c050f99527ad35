#include "distribution.h"

#include <algorithm>
#include <cmath>

namespace breakeven {

QString distributionName(Distribution distribution)
{
    switch (distribution) {
    case Distribution::Uniform:
        break;
    case Distribution::Triangular:
        return QStringLiteral("triangular");
    case Distribution::LogUniform:
        return QStringLiteral("log-uniform");
    }
    return QStringLiteral("uniform");
}

std::optional<Distribution> distributionFromName(QStringView name)
{
    for (const Distribution d : { Distribution::Uniform, Distribution::Triangular, Distribution::LogUniform }) {
        if (name == distributionName(d))
            return d;
    }
    return std::nullopt;
}

QString distributionNames() { return QStringLiteral("uniform, triangular or log-uniform"); }

Distribution defaultDistribution(const Parameter &parameter, double low)
{
    return parameter.scale == SliderScale::Logarithmic && low > 0.0 ? Distribution::LogUniform
                                                                    : Distribution::Uniform;
}

std::optional<QString> distributionProblem(Distribution distribution, double low, double)
{
    if (distribution == Distribution::LogUniform && !(low > 0.0))
        return QStringLiteral("a log-uniform range must have a low above 0, not %1").arg(low, 0, 'g', 12);
    return std::nullopt;
}

Distribution distributionOf(const Range &range, const Parameter &parameter)
{
    return range.distribution.value_or(defaultDistribution(parameter, range.low));
}

double quantileOf(Distribution distribution, double lo, double hi, double mode, double p)
{
    if (!(hi > lo))
        return lo;
    p = std::clamp(p, 0.0, 1.0);
    switch (distribution) {
    case Distribution::Uniform:
        break;
    case Distribution::LogUniform:
        if (lo > 0.0)
            return std::clamp(lo * std::exp(p * std::log(hi / lo)), lo, hi);
        break; // not spreadable in the logarithm (the reader refuses it): uniform
    case Distribution::Triangular: {
        const double c = std::isfinite(mode) ? std::clamp(mode, lo, hi) : 0.5 * (lo + hi);
        const double width = hi - lo;
        const double atMode = (c - lo) / width; // the share of values below the mode
        const double v = p < atMode ? lo + std::sqrt(p * width * (c - lo)) : hi - std::sqrt((1.0 - p) * width * (hi - c));
        return std::clamp(v, lo, hi);
    }
    }
    return lo + p * (hi - lo);
}

} // namespace breakeven
