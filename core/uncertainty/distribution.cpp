#include "distribution.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>

namespace breakeven {

namespace {

/// The messages about ranges: Text::tr() translates in the context "PresetReader", as the readers'
/// (jsonfields.h). The window shows them in its language; the command line in English.
struct Text {
    Q_DECLARE_TR_FUNCTIONS(PresetReader)
};

} // namespace

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

QString distributionNames()
{
    //: The names a range's "distribution" may have in the file: keep them as they are, translate "or".
    return Text::tr("uniform, triangular or log-uniform");
}

Distribution defaultDistribution(const Parameter &, double)
{
    // MODEL.md section 10: a range says how uncertain the scenario's own value is, most likely
    // that value itself; uniform and log-uniform only where the preset asks for them.
    return Distribution::Triangular;
}

std::optional<QString> distributionProblem(Distribution distribution, double low, double)
{
    if (distribution == Distribution::LogUniform && !(low > 0.0))
        return Text::tr("a log-uniform range must have a low above 0, not %1").arg(low, 0, 'g', 12);
    return std::nullopt;
}

std::optional<RangeProblem> rangeProblem(
    const Parameter &parameter, const QString &path, double lo, double hi, std::optional<Distribution> distribution)
{
    const auto num = [](double v) { return QString::number(v, 'g', 12); };
    if (!std::isfinite(lo) || !std::isfinite(hi) || lo > hi)
        return RangeProblem { //: %1 and %2 are the range's low and high bounds.
            Text::tr("[%1, %2] is not a range (low must not exceed high)").arg(num(lo), num(hi))
        };
    const Domain &domain = parameter.domain;
    std::optional<QString> problem = domain.problem(lo);
    if (!problem)
        problem = domain.problem(hi);
    if (problem)
        //: %1 and %2 are the bounds; %3 says which is wrong and why, "2 is outside 0..1"; %4 is the
        //: field's path, "operation.utilization"; %5 the values it allows, "0..1".
        return RangeProblem { Text::tr("[%1, %2] is not allowed: %3 (the range of %4 must lie within %5)")
                                  .arg(num(lo), num(hi), *problem, path, domain.describe()) };
    if (std::optional<QString> bad
        = distributionProblem(distribution.value_or(defaultDistribution(parameter, lo)), lo, hi))
        return RangeProblem { *bad, distribution.has_value() };
    return std::nullopt;
}

Range makeRange(const Parameter &parameter, double low, double high, std::optional<Distribution> distribution)
{
    if (distribution == defaultDistribution(parameter, low))
        distribution.reset();
    return Range { low, high, distribution };
}

Distribution distributionOf(const Range &range, const Parameter &parameter)
{
    return range.distribution.value_or(defaultDistribution(parameter, range.low));
}

DistributionQuantile::DistributionQuantile(Distribution distribution, double lo, double hi, double mode)
    : m_distribution(distribution)
    , m_low(lo)
    , m_high(hi)
    , m_point(!(hi > lo))
    , m_logRatio(0.0)
    , m_mode(0.0)
    , m_width(hi - lo)
    , m_atMode(0.0)
{
    if (m_point)
        return;
    if (distribution == Distribution::LogUniform && lo > 0.0)
        m_logRatio = std::log(hi / lo);
    if (distribution == Distribution::Triangular) {
        m_mode = std::isfinite(mode) ? std::clamp(mode, lo, hi) : 0.5 * (lo + hi);
        m_atMode = (m_mode - lo) / m_width;
    }
}

double DistributionQuantile::operator()(double p) const
{
    const double lo = m_low;
    const double hi = m_high;
    if (m_point)
        return lo;
    p = std::clamp(p, 0.0, 1.0);
    switch (m_distribution) {
    case Distribution::Uniform:
        break;
    case Distribution::LogUniform:
        if (lo > 0.0)
            return std::clamp(lo * std::exp(p * m_logRatio), lo, hi);
        break; // not spreadable in the logarithm (the reader refuses it): uniform
    case Distribution::Triangular: {
        const double c = m_mode;
        const double v
            = p < m_atMode ? lo + std::sqrt(p * m_width * (c - lo)) : hi - std::sqrt((1.0 - p) * m_width * (hi - c));
        return std::clamp(v, lo, hi);
    }
    }
    return lo + p * (hi - lo);
}

double quantileOf(Distribution distribution, double lo, double hi, double mode, double p)
{
    return DistributionQuantile(distribution, lo, hi, mode)(p);
}

} // namespace breakeven
