#include "sensitivitychartdata.h"

#include "chartdata.h"
#include "format.h"
#include "offercolumns.h"
#include "parameters.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>
#include <limits>
#include <optional>

namespace breakeven {

namespace {

/// This file's sentences: Text::tr() translates in the context "SensitivityCharts", which lupdate reads from the macro.
struct Text {
    Q_DECLARE_TR_FUNCTIONS(SensitivityCharts)
};

/// The label and unit of \a path for an axis or a bar; the path itself when it names no parameter.
QString titleOf(const Scenario &s, const QString &path, const std::optional<ParamRef> &ref)
{
    if (!ref)
        return path;
    const Parameter &p = *ref->parameter;
    if (p.money)
        return Text::tr("%1 (%2)").arg(p.plainLabel(), p.currencyOf(s, ref->index));
    const QString unit = p.unitText();
    return unit.isEmpty() ? p.plainLabel() : Text::tr("%1 (%2)").arg(p.plainLabel(), unit);
}

/// \a v of \a ref's parameter as the charts write it: to three significant digits of \a magnitude (by
/// default \a v itself), never more decimals than the parameter's. A GPU-hour range of 5.897 to 8
/// reads "5.90 to 8.00", not "5.897 to 8.000" (#33); both ends of a range take the larger one's.
QString valueText(const std::optional<ParamRef> &ref, double v, std::optional<double> magnitude = std::nullopt)
{
    if (!ref)
        return format::number(v, 2);
    const Parameter &p = *ref->parameter;
    const double shown = v * p.displayScale;
    const double size = std::abs(magnitude.value_or(v) * p.displayScale);
    const int places
        = size == 0.0 || !std::isfinite(size) ? p.decimals : std::min(format::decimalsForSignificant(size), p.decimals);
    return format::number(shown, places);
}

} // namespace

QString MapAxisLabel::text(double v) const { return text(v, std::abs(v * displayScale) >= 100.0 ? 0 : decimals); }

QString MapAxisLabel::text(double v, int places) const { return format::number(v * displayScale, places); }

int MapAxisLabel::tickDecimals(const std::vector<double> &values) const
{
    double spacing = std::numeric_limits<double>::infinity();
    for (std::size_t i = 1; i < values.size(); ++i)
        spacing = std::min(spacing, std::abs(values[i] - values[i - 1]) * displayScale);
    if (!std::isfinite(spacing) || spacing <= 0.0)
        return decimals;
    // One decimal more than the spacing's first digit needs, when a step is under 1 ("5.9, 6.4").
    const int needed = std::max(0, static_cast<int>(std::ceil(-std::log10(spacing) - 1e-9)));
    return std::min(decimals, needed);
}

QString parameterAxisTitle(const Scenario &scenario, const QString &path)
{
    return titleOf(scenario, path, resolveParameter(scenario, path));
}

QString decisionOptionLabel(const Scenario &scenario, int option)
{
    if (option == selfHostOption)
        return Text::tr("Self-hosting");
    if (option >= 0 && static_cast<std::size_t>(option) < scenario.offers.size())
        return scenario.offers[static_cast<std::size_t>(option)].displayName().left(chartNameLength);
    return Text::tr("Nothing feasible");
}

TornadoChartData tornadoChartData(const Scenario &s, const Tornado &t, const QString &currency)
{
    TornadoChartData d;
    const MoneyIn money = displayMoney(s, currency, format::locale());
    d.currency = money.currency;
    const double rate = money.convert(1.0);
    d.money = t.output != SensitivityOutput::BreakevenThroughput;
    const double scale = d.money ? rate : 1.0;
    const QString against = t.offer && *t.offer < s.offers.size() ? s.offers[*t.offer].displayName() : QString();
    switch (t.output) {
    case SensitivityOutput::MonthlySaving:
        d.title = Text::tr("Monthly saving of self-hosting against %1 (%2 per month)").arg(against, d.currency);
        d.axisNote = Text::tr("above 0: self-hosting is cheaper; below 0: the API is");
        break;
    case SensitivityOutput::CostPerOutputMtok:
        d.title = Text::tr("Self-hosted cost per output Mtok (%1)").arg(d.currency);
        break;
    case SensitivityOutput::BreakevenThroughput:
        d.title = Text::tr("Break-even throughput against %1 (tok/s)").arg(against);
        break;
    }
    const auto shown
        = [&](double v) { return std::isfinite(v) ? v * scale : std::numeric_limits<double>::quiet_NaN(); };
    d.base = shown(t.base);
    double lo = std::isfinite(d.base) ? d.base : 0.0;
    double hi = lo;
    for (const TornadoBar &b : t.bars) {
        const std::optional<ParamRef> ref = resolveParameter(s, b.path);
        TornadoChartBar bar;
        bar.path = b.path;
        bar.label = titleOf(s, b.path, ref);
        const double larger = std::max(std::abs(b.low), std::abs(b.high));
        const double smaller = std::min(std::abs(b.low), std::abs(b.high));
        // The larger end's three significant digits, and at least one of the smaller's ("0.4 to
        // 150.0", not "0 to 150").
        const double magnitude = smaller > 0.0 ? std::min(larger, smaller * 100.0) : larger;
        bar.rangeText = Text::tr("%1 to %2").arg(valueText(ref, b.low, magnitude), valueText(ref, b.high, magnitude));
        bar.atLow = shown(b.outputAtLow);
        bar.atHigh = shown(b.outputAtHigh);
        // An end beyond feasibility is drawn to the limit, which is named: the low end lies below
        // the scenario's value, the high end above it.
        if (b.lowLimit)
            bar.lowLimitText = Text::tr("not feasible below %1").arg(valueText(ref, *b.lowLimit));
        if (b.highLimit)
            bar.highLimitText = Text::tr("not feasible beyond %1").arg(valueText(ref, *b.highLimit));
        for (const double v : { bar.atLow, bar.atHigh }) {
            if (std::isfinite(v)) {
                lo = std::min(lo, v);
                hi = std::max(hi, v);
            }
        }
        d.bars.push_back(std::move(bar));
    }
    if (d.money) {
        lo = std::min(lo, 0.0); // a saving's sign matters: keep 0 on the axis
        hi = std::max(hi, 0.0);
    }
    const double pad = hi > lo ? 0.06 * (hi - lo) : std::max(1.0, std::abs(hi) * 0.1);
    d.xMin = lo - pad;
    d.xMax = hi + pad;
    return d;
}

DecisionMapData decisionMapData(
    const Scenario &s, const QString &currency, std::optional<std::pair<QString, QString>> axes, int steps)
{
    DecisionMapData d;
    const auto [xPath, yPath] = axes.value_or(defaultDecisionAxes(s));
    const std::optional<DecisionAxis> x = decisionAxis(s, xPath, steps);
    const std::optional<DecisionAxis> y = decisionAxis(s, yPath, steps);
    if (!x || !y)
        return d;
    d.map = decisionMap(s, *x, *y);
    const MoneyIn money = displayMoney(s, currency, format::locale());
    d.currency = money.currency;
    d.rate = money.convert(1.0);
    const auto label = [&](const QString &path) {
        const std::optional<ParamRef> ref = resolveParameter(s, path);
        MapAxisLabel a;
        a.title = titleOf(s, path, ref);
        if (ref) {
            a.value = ref->get(s).value_or(0.0);
            a.displayScale = ref->parameter->displayScale;
            a.decimals = ref->parameter->decimals;
        }
        return a;
    };
    d.xLabel = label(xPath);
    d.yLabel = label(yPath);
    bool selfHostWins = false;
    std::vector<bool> offerWins(s.offers.size(), false);
    for (const DecisionCell &c : d.map.cells) {
        if (std::isfinite(c.margin))
            d.maxMargin = std::max(d.maxMargin, std::abs(c.margin));
        if (c.option == selfHostOption)
            selfHostWins = true;
        else if (c.option >= 0 && static_cast<std::size_t>(c.option) < offerWins.size())
            offerWins[static_cast<std::size_t>(c.option)] = true;
    }
    if (selfHostWins)
        d.options.push_back(selfHostOption);
    for (std::size_t i = 0; i < offerWins.size(); ++i) {
        if (offerWins[i])
            d.options.push_back(static_cast<int>(i));
    }
    return d;
}

} // namespace breakeven
