#include "sensitivity.h"

#include "montecarlo.h"
#include "parameterbinding.h"
#include "vectorstate.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace breakeven {

namespace {

constexpr double inf = std::numeric_limits<double>::infinity();
constexpr double nan = std::numeric_limits<double>::quiet_NaN();

/// The margin of \a e against its cheapest enabled offer, and the option that wins.
DecisionCell decide(const CompiledScenario &c, const Evaluation &e)
{
    DecisionCell cell;
    const std::optional<std::size_t> best = cheapestEnabledOffer(c, e);
    const bool feasible = e.feasibility.feasible();
    if (!best) {
        cell.option = feasible ? selfHostOption : noOption;
        cell.margin = nan;
        return cell;
    }
    const OfferResult &offer = e.offers[*best];
    cell.margin = offer.monthlySaving ? offer.monthlySaving->value() : nan;
    cell.option = offer.cheaper == Cheaper::SelfHost ? selfHostOption : static_cast<int>(*best);
    return cell;
}

/// Where between \a a and \a b (on an axis, in its logarithm when \a log) a margin goes from
/// \a ma to \a mb, through 0.
double crossing(double a, double b, double ma, double mb, bool log)
{
    const double t = ma / (ma - mb);
    if (log)
        return a * std::pow(b / a, t);
    return a + t * (b - a);
}

bool changesSign(double a, double b) { return std::isfinite(a) && std::isfinite(b) && ((a > 0.0) != (b > 0.0)); }

} // namespace

double sensitivityValue(const Evaluation &e, SensitivityOutput output, std::size_t offer)
{
    switch (output) {
    case SensitivityOutput::MonthlySaving:
        if (offer < e.offers.size() && e.offers[offer].monthlySaving)
            return e.offers[offer].monthlySaving->value();
        return nan;
    case SensitivityOutput::CostPerOutputMtok:
        return e.selfHost.costPerOutputToken ? inDollarsPerMtok(*e.selfHost.costPerOutputToken) : inf;
    case SensitivityOutput::BreakevenThroughput:
        if (offer < e.offers.size())
            return e.offers[offer].breakevenThroughput ? e.offers[offer].breakevenThroughput->value() : inf;
        return nan;
    }
    return nan;
}

double TornadoBar::swing() const
{
    const double s = std::abs(outputAtHigh - outputAtLow);
    return std::isnan(s) ? nan : s;
}

Tornado tornado(const Scenario &scenario, SensitivityOutput output, std::optional<std::size_t> offer)
{
    Tornado t;
    t.output = output;
    const std::vector<RangedParameter> ranged = rangedParameters(scenario);
    const std::vector<ParamRef> refs = parameterRefs(ranged);
    ParameterSampler sampler(scenario, refs);

    Evaluation e;
    CompiledScenario compiled = sampler.base();
    evaluate(compiled, e);
    t.offer = offer ? offer : cheapestEnabledOffer(compiled, e);
    const std::size_t measured = t.offer.value_or(std::numeric_limits<std::size_t>::max());
    t.base = sensitivityValue(e, output, measured);

    std::vector<double> values(ranged.size());
    for (std::size_t k = 0; k < ranged.size(); ++k)
        values[k] = ranged[k].value;
    const auto at = [&](std::size_t k, double v) {
        const double own = values[k];
        values[k] = v;
        sampler.apply(compiled, values.data());
        evaluate(compiled, e);
        values[k] = own;
        return sensitivityValue(e, output, measured);
    };
    const bool baseFeasible = e.feasibility.feasible();
    const auto feasibleAt = [&](std::size_t k, double v) {
        at(k, v);
        return e.feasibility.feasible();
    };
    // Where, between the scenario's own value (feasible) and \a end (not), feasibility ends: by
    // bisection, in the logarithm when both are positive (a throughput, a price).
    const auto limit = [&](std::size_t k, double end) {
        double in = values[k];
        double out = end;
        const bool log = in > 0.0 && out > 0.0;
        for (int i = 0; i < tornadoLimitSteps; ++i) {
            const double mid = log ? std::sqrt(in * out) : (in + out) / 2.0;
            (feasibleAt(k, mid) ? in : out) = mid;
        }
        return in;
    };
    for (std::size_t k = 0; k < ranged.size(); ++k) {
        TornadoBar bar;
        bar.path = ranged[k].path;
        bar.low = ranged[k].range.low;
        bar.high = ranged[k].range.high;
        bar.outputAtLow = at(k, bar.low);
        const bool lowFeasible = e.feasibility.feasible();
        bar.outputAtHigh = at(k, bar.high);
        const bool highFeasible = e.feasibility.feasible();
        if (baseFeasible && !lowFeasible) {
            bar.lowLimit = limit(k, bar.low);
            bar.outputAtLow = at(k, *bar.lowLimit);
        }
        if (baseFeasible && !highFeasible) {
            bar.highLimit = limit(k, bar.high);
            bar.outputAtHigh = at(k, *bar.highLimit);
        }
        t.bars.push_back(bar);
    }
    const auto rank = [](const TornadoBar &b) { return std::isnan(b.swing()) ? 0 : b.crossesFeasibility() ? 1 : 2; };
    std::stable_sort(t.bars.begin(), t.bars.end(), [&](const TornadoBar &a, const TornadoBar &b) {
        if (rank(a) != rank(b))
            return rank(a) < rank(b);
        const double sa = a.swing();
        const double sb = b.swing();
        if (std::isnan(sa) || std::isnan(sb))
            return false;
        return sa > sb;
    });
    return t;
}

double DecisionAxis::valueAt(int i) const
{
    if (steps < 2)
        return from;
    const double t = static_cast<double>(i) / (steps - 1);
    if (logarithmic)
        return from * std::pow(to / from, t);
    return from + t * (to - from);
}

std::optional<DecisionAxis> decisionAxis(const Scenario &scenario, const QString &path, int steps)
{
    const std::optional<ParamRef> ref = resolveParameter(scenario, path);
    if (!ref)
        return std::nullopt;
    const Parameter &p = *ref->parameter;
    DecisionAxis a;
    a.path = path;
    a.steps = std::max(2, steps);
    if (const auto it = scenario.ranges.find(path); it != scenario.ranges.end() && it->second.high > it->second.low) {
        a.from = it->second.low;
        a.to = it->second.high;
    } else {
        a.from = p.sliderMin;
        a.to = p.sliderMax;
        if (const std::optional<double> v = ref->get(scenario)) {
            a.from = std::min(a.from, *v);
            a.to = std::max(a.to, *v);
        }
    }
    a.logarithmic = p.scale == SliderScale::Logarithmic && a.from > 0.0;
    return a;
}

std::pair<QString, QString> defaultDecisionAxes(const Scenario &scenario)
{
    return { param::throughput.path(), (scenario.cost.mode == CostMode::Rent ? param::gpuHour : param::capex).path() };
}

DecisionMap decisionMap(const Scenario &scenario, const DecisionAxis &x, const DecisionAxis &y)
{
    DecisionMap map;
    map.x = x;
    map.y = y;
    const std::optional<ParamRef> xRef = resolveParameter(scenario, x.path);
    const std::optional<ParamRef> yRef = resolveParameter(scenario, y.path);
    if (!xRef || !yRef || x.steps < 2 || y.steps < 2)
        return map;
    ParameterSampler sampler(scenario, { *xRef, *yRef });
    CompiledScenario compiled = sampler.base();
    Evaluation e;
    map.cells.resize(static_cast<std::size_t>(x.steps) * static_cast<std::size_t>(y.steps));
    const bool wholeX = xRef->parameter->domain.whole;
    const bool wholeY = yRef->parameter->domain.whole;
    clearUpperVectorState(); // the axes' pow calls before the first evaluate(): vectorstate.h
    for (int j = 0; j < y.steps; ++j) {
        for (int i = 0; i < x.steps; ++i) {
            const double values[2] = { wholeX ? std::round(x.valueAt(i)) : x.valueAt(i),
                wholeY ? std::round(y.valueAt(j)) : y.valueAt(j) };
            sampler.apply(compiled, values);
            evaluate(compiled, e);
            map.cells[static_cast<std::size_t>(j * x.steps + i)] = decide(compiled, e);
        }
    }
    for (int j = 0; j < y.steps; ++j) {
        for (int i = 0; i + 1 < x.steps; ++i) {
            const double a = map.at(i, j).margin;
            const double b = map.at(i + 1, j).margin;
            if (changesSign(a, b))
                map.contour.emplace_back(crossing(x.valueAt(i), x.valueAt(i + 1), a, b, x.logarithmic), y.valueAt(j));
        }
    }
    for (int i = 0; i < x.steps; ++i) {
        for (int j = 0; j + 1 < y.steps; ++j) {
            const double a = map.at(i, j).margin;
            const double b = map.at(i, j + 1).margin;
            if (changesSign(a, b))
                map.contour.emplace_back(x.valueAt(i), crossing(y.valueAt(j), y.valueAt(j + 1), a, b, y.logarithmic));
        }
    }
    return map;
}

} // namespace breakeven
