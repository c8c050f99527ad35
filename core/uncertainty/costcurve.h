#pragma once

/// \file costcurve.h
/// The self-hosted cost curve of the cost-vs-throughput chart, C(T) = M / (T * Hu): a power law
/// through the operating point, C(T) = C0 * T0 / T. Shared by the chart (ui/charts/chartdata.cpp) and
/// the Monte Carlo bands over it (montecarlo.h), so that both draw the same curve at the same x.

#include <cmath>

namespace breakeven::costcurve {

/// The self-hosted cost at throughput \a t (> 0) of a curve through (\a t0, \a c0): `c0 * t0 / t`,
/// in the unit of \a c0. Only the product c0 * t0 (M / Hu) matters.
[[nodiscard]] inline double costAt(double c0, double t0, double t) { return c0 * t0 / t; }

/// The throughput of point \a i of \a count (>= 2) points spaced evenly in the logarithm from
/// \a from to \a to (both > 0): the chart's x samples.
[[nodiscard]] inline double sampleAt(double from, double to, int i, int count)
{
    const double l0 = std::log10(from);
    const double l1 = std::log10(to);
    return std::pow(10.0, l0 + (l1 - l0) * i / (count - 1));
}

} // namespace breakeven::costcurve
