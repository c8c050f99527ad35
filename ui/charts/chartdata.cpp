#include "chartdata.h"

#include "bill.h"
#include "chartcolors.h"
#include "costcurve.h"
#include "formatting.h"
#include "offercolumns.h"
#include "uncertaintyresult.h"
#include "vectorstate.h"
#include "verdict.h"

#include <QCoreApplication>

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdint>
#include <limits>
#include <tuple>
#include <utility>

namespace breakeven {

namespace {

/// This file's sentences: Text::tr() translates in the context "ChartData", which lupdate reads from the macro.
struct Text {
    Q_DECLARE_TR_FUNCTIONS(ChartData)
};

/// The uncertainty band's legend entry; it names the dashed line inside it too (a reviewer found the
/// median line "unlabelled").
QString bandLabel() { return Text::tr("P10\u2013P90 over the ranges (the line inside: the median)"); }

double floorDecade(double v) { return std::pow(10.0, std::floor(std::log10(v))); }

double ceilDecade(double v) { return std::pow(10.0, std::ceil(std::log10(v))); }

/// Adds a marker at \a point, or joins the label of an existing marker at the same point.
void addMarker(
    std::vector<ChartMarker> &markers, QPointF point, const QString &label, const QString &tooltip, int line = -1)
{
    for (ChartMarker &m : markers) {
        if (std::abs(m.point.x() - point.x()) <= 1e-9 * std::abs(point.x())
            && std::abs(m.point.y() - point.y()) <= 1e-9 * std::abs(point.y())) {
            m.tooltip += QLatin1Char('\n') + tooltip;
            return;
        }
    }
    markers.push_back({ point, label, tooltip, line });
}

/// A round tick interval giving about five ticks over \a range.
double niceStep(double range)
{
    if (!(range > 0.0) || !std::isfinite(range))
        return 1.0;
    const double raw = range / 5.0;
    const double mag = std::pow(10.0, std::floor(std::log10(raw)));
    const double norm = raw / mag;
    return (norm < 1.5 ? 1.0 : norm < 3.0 ? 2.0 : norm < 7.0 ? 5.0 : 10.0) * mag;
}

/// \a name cut to chartNameLength characters with an ellipsis: the legend lays text out in
/// time and memory that grow with the square of its length (Qt Charts' truncatedText).
QString elided(const QString &name)
{
    if (name.size() <= chartNameLength)
        return name;
    qsizetype cut = chartNameLength - 1;
    if (name.at(cut).isLowSurrogate())
        --cut; // never split a character in two
    return name.left(cut) + QChar(0x2026);
}

/// The label of a line shared by \a offers: "Moonshot, APIYI kimi-k3.1-pro" when the model is
/// the same, else each "provider model" in turn.
QString groupName(const Scenario &s, const std::vector<std::size_t> &offers)
{
    QStringList providers;
    QStringList names;
    bool sameModel = true;
    for (std::size_t i : offers) {
        const Offer &o = s.offers[i];
        if (!providers.contains(o.provider))
            providers << o.provider;
        names << o.displayName();
        sameModel = sameModel && o.model == s.offers[offers.front()].model;
    }
    if (sameModel)
        return elided(
            QStringLiteral("%1 %2").arg(providers.join(QStringLiteral(", ")), s.offers[offers.front()].model));
    return elided(names.join(QStringLiteral(", ")));
}

/// The enabled offers that share a line on the charts, and that line's colour (offerColors()).
struct OfferGroup {
    std::vector<std::size_t> offers;
    int color = 0;
};

/// The enabled offers grouped by blended price, in order of first appearance.
std::vector<OfferGroup> groups(const Scenario &s, const Evaluation &e)
{
    std::vector<OfferGroup> out;
    const std::vector<int> lines = offerLines(s, e);
    const std::vector<int> colors = offerColors(s, lines);
    for (std::size_t i = 0; i < lines.size(); ++i) {
        if (lines[i] < 0)
            continue;
        const auto line = static_cast<std::size_t>(lines[i]);
        if (out.size() <= line)
            out.resize(line + 1);
        out[line].offers.push_back(i);
        out[line].color = colors[i];
    }
    return out;
}

/// Marks \a d's operating point infeasible when \a e says so: "not feasible" in its label and the
/// reasons in its hover text.
void markFeasibility(ChartData &d, const Scenario &s, const Evaluation &e)
{
    if (e.feasibility.feasible() || !d.operatingPoint)
        return;
    d.operatingFeasible = false;
    d.operatingPoint->label = Text::tr("%1: not feasible").arg(d.operatingPoint->label);
    d.operatingPoint->tooltip = Text::tr("Not feasible: %1\n%2")
                                    .arg(feasibilityText(s, e).join(QLatin1Char('\n')), d.operatingPoint->tooltip);
}

/// "42.5 tok/s per user": per-user speeds keep a decimal (the report's figures).
QString perUserSpeed(double tokS) { return Text::tr("%1 tok/s per user").arg(format::number(tokS, 1)); }

/// A chart of the price per output Mtok in a display currency against a speed, both on log axes:
/// the chart with its axes titled (the speed axis \a xTitle in \a xUnit) and its self-hosted series
/// named \a selfHostLabel, the currency's code and what one US dollar is in it.
struct PriceChart {
    ChartData d;
    QString cur;
    double rate = 1.0;
};

PriceChart priceChart(const Scenario &s, const QString &currency, const QString &xTitle, const QString &xUnit,
    const QString &selfHostLabel)
{
    const MoneyIn money = displayMoney(s, currency, format::locale());
    PriceChart chart { {}, money.currency, money.convert(1.0) };
    chart.d.xTitle = xTitle;
    chart.d.xUnit = xUnit;
    chart.d.selfHost.label = selfHostLabel;
    chart.d.yTitle = Text::tr("%1 per output Mtok (log)").arg(chart.cur);
    chart.d.yUnit = Text::tr("%1/Mtok").arg(chart.cur);
    //: The price axis's title where "USD per output Mtok (log)" does not fit (a small window).
    chart.d.yTitleShorter = QStringList { Text::tr("%1/Mtok (log)").arg(chart.cur), chart.d.yUnit };
    chart.d.logX = chart.d.logY = true;
    return chart;
}

/// The price axis of \a d: whole decades around the prices \a lo..\a hi (1..1000 when there are none).
void setPriceAxis(ChartData &d, double lo, double hi)
{
    if (!std::isfinite(lo) || hi <= 0.0) {
        lo = 1.0;
        hi = 1000.0;
    }
    d.yMin = floorDecade(lo);
    d.yMax = ceilDecade(hi * 1.01);
    if (d.yMax <= d.yMin)
        d.yMax = d.yMin * 10.0;
}

} // namespace

std::vector<int> offerLines(const Scenario &s, const Evaluation &e)
{
    std::vector<int> lines(s.offers.size(), -1);
    std::vector<double> prices;
    for (std::size_t i = 0; i < s.offers.size() && i < e.offers.size(); ++i) {
        if (!s.offers[i].enabled)
            continue;
        const double p = inDollarsPerMtok(e.offers[i].blendedPrice);
        const auto it = std::find_if(prices.begin(), prices.end(),
            [&](double q) { return std::abs(q - p) <= 1e-9 * std::max(1.0, std::abs(p)); });
        if (it != prices.end()) {
            lines[i] = static_cast<int>(it - prices.begin());
        } else {
            lines[i] = static_cast<int>(prices.size());
            prices.push_back(p);
        }
    }
    return lines;
}

std::vector<int> offerColors(const Scenario &s, const std::vector<int> &lines)
{
    constexpr int slots = static_cast<int>(offerColorSlots.size());
    const int lineCount = lines.empty() ? 0 : *std::max_element(lines.begin(), lines.end()) + 1;
    std::vector<int> lineColors(static_cast<std::size_t>(lineCount), -1);
    if (lineCount > slots) {
        // More lines than colours to choose from: in order, as many apart as the palette allows.
        for (int l = 0; l < lineCount; ++l)
            lineColors[static_cast<std::size_t>(l)] = l;
    } else {
        // Each line the colour its model's name asks for (FNV-1a of the name case folded: the same in every
        // preset and on every machine; offers of one model at one price share a line whoever sells them)
        // unless a line named before it has that colour or one like it (the palette pairs a few close hues:
        // three greens, three pinks), else the next free colour unlike every one taken, else the free
        // colour least like them.
        static const auto difference = [] {
            std::array<std::array<double, slots>, slots> d {};
            for (std::size_t a = 0; a < offerColorSlots.size(); ++a) {
                for (std::size_t b = 0; b < offerColorSlots.size(); ++b)
                    d[a][b] = colorDifference(seriesColor(offerColorSlots[a]), seriesColor(offerColorSlots[b]));
            }
            return d;
        }();
        constexpr double alike = 35.0; // Delta E: below it two dashed lines read as one hue
        std::vector<int> taken;        // indices into offerColorSlots
        const auto nearest = [&](int slot) {
            double d = std::numeric_limits<double>::infinity();
            for (const int t : taken)
                d = std::min(d, difference[static_cast<std::size_t>(slot)][static_cast<std::size_t>(t)]);
            return d;
        };
        // A line is named by its offers' (model, provider) in sort order, then its prices, and the lines
        // are coloured in the order of their names, not of the list: a reordered list keeps its colours.
        struct Named {
            std::vector<std::pair<QString, QString>> offers; // (model, provider), sorted
            std::vector<double> prices;                      // (output, input) of each, sorted
            int line = 0;
            bool operator<(const Named &o) const { return std::tie(offers, prices) < std::tie(o.offers, o.prices); }
        };
        std::vector<Named> named(static_cast<std::size_t>(lineCount));
        for (std::size_t i = 0; i < lines.size(); ++i) {
            if (lines[i] < 0)
                continue;
            Named &n = named[static_cast<std::size_t>(lines[i])];
            n.line = lines[i];
            n.offers.emplace_back(
                s.offers[i].model.simplified().toCaseFolded(), s.offers[i].provider.simplified().toCaseFolded());
            n.prices.push_back(s.offers[i].output);
            n.prices.push_back(s.offers[i].input);
        }
        for (Named &n : named) {
            std::sort(n.offers.begin(), n.offers.end());
            std::sort(n.prices.begin(), n.prices.end());
        }
        std::sort(named.begin(), named.end());
        for (const Named &n : named) {
            std::uint32_t hash = 2166136261U;
            for (const char c : n.offers.front().first.toUtf8()) {
                hash ^= static_cast<unsigned char>(c);
                hash *= 16777619U;
            }
            const auto wanted = static_cast<int>(hash % slots);
            int best = -1;
            double bestDistance = -1.0;
            for (int k = 0; k < slots; ++k) {
                const int slot = (wanted + k) % slots;
                if (std::find(taken.begin(), taken.end(), slot) != taken.end())
                    continue;
                const double d = nearest(slot);
                if (d >= alike) {
                    best = slot;
                    break;
                }
                if (d > bestDistance) {
                    best = slot;
                    bestDistance = d;
                }
            }
            taken.push_back(best); // lineCount <= slots: one is always free
            lineColors[static_cast<std::size_t>(n.line)] = offerColorSlots[static_cast<std::size_t>(best)];
        }
    }
    std::vector<int> colors(lines.size(), -1);
    for (std::size_t i = 0; i < lines.size(); ++i) {
        if (lines[i] >= 0)
            colors[i] = lineColors[static_cast<std::size_t>(lines[i])];
    }
    return colors;
}

std::pair<double, double> costChartRange(const Scenario &s, const Evaluation &e)
{
    double lo = costChartMinThroughput;
    double hi = costChartMaxThroughput;
    const auto include = [&](double t) {
        if (!(t > 0.0) || !std::isfinite(t))
            return;
        constexpr double margin = 1.5; // keeps a marker and its label off the plot's edge
        lo = std::min(lo, floorDecade(t / margin));
        if (t * margin > hi)
            hi = ceilDecade(t * margin);
    };
    include(e.feasibility.throughput.value());
    if (e.feasibility.capacityChecked)
        include(e.feasibility.capacity.value());
    for (std::size_t i = 0; i < s.offers.size() && i < e.offers.size(); ++i) {
        if (s.offers[i].enabled && e.offers[i].breakevenThroughput)
            include(e.offers[i].breakevenThroughput->value());
    }
    return { lo, hi };
}

ChartData costChartData(const Scenario &s, const Evaluation &e, const QString &currency)
{
    PriceChart chart = priceChart(
        s, currency, Text::tr("Sustained output throughput (tok/s, log)"), Text::tr("tok/s"), Text::tr("Self-hosted"));
    ChartData &d = chart.d;
    const QString &cur = chart.cur;
    const double rate = chart.rate;

    // The capacity T_max(r, h_s) (MODEL.md section 7); 0 without evidence of it.
    const double maxT = e.feasibility.capacityChecked ? e.feasibility.capacity.value() : 0.0;
    const auto [xMin, xMax] = costChartRange(s, e);
    d.xMin = xMin;
    d.xMax = xMax;
    double lo = std::numeric_limits<double>::infinity();
    double hi = 0.0;

    // C(T) = M / (T * Hu) is a power law through the operating point: C(T) = C0 * T0 / T.
    std::optional<double> c0;
    const double t0 = e.feasibility.throughput.value();
    if (e.selfHost.costPerOutputToken && std::isfinite(inDollarsPerMtok(*e.selfHost.costPerOutputToken)))
        c0 = inDollarsPerMtok(*e.selfHost.costPerOutputToken) * rate;
    const auto curve = [&](double t) { return costcurve::costAt(*c0, t0, t); };
    if (c0 && *c0 > 0.0) {
        d.selfHost.points.reserve(costCurveSamples);
        clearUpperVectorState(); // the samples' log10 and pow calls: vectorstate.h
        for (int i = 0; i < costCurveSamples; ++i) {
            const double t = costcurve::sampleAt(d.xMin, d.xMax, i, costCurveSamples);
            d.selfHost.points.emplace_back(t, curve(t));
        }
        lo = std::min(lo, curve(d.xMax));
        hi = std::max(hi, curve(d.xMin));
        d.operatingPoint = ChartMarker { QPointF(t0, *c0),
            Text::tr("%1: %2/Mtok").arg(format::throughput(t0), format::money(*c0, cur)),
            Text::tr("Operating point\n%1\n%2 per output Mtok").arg(format::throughput(t0), format::money(*c0, cur)) };
        markFeasibility(d, s, e);
    }

    const std::vector<OfferGroup> lines = groups(s, e);
    for (std::size_t g = 0; g < lines.size(); ++g) {
        const OfferResult &r = e.offers[lines[g].offers.front()];
        const double p = inDollarsPerMtok(r.blendedPrice) * rate;
        const QString name = groupName(s, lines[g].offers);
        d.offers.push_back({ Text::tr("%1 \u00b7 %2").arg(name, format::money(p, cur)),
            { QPointF(d.xMin, p), QPointF(d.xMax, p) }, lines[g].color });
        d.offerIndices.push_back(lines[g].offers);
        if (p > 0.0) {
            lo = std::min(lo, p);
            hi = std::max(hi, p);
        }
        if (c0 && r.breakevenThroughput && std::isfinite(r.breakevenThroughput->value()) && p > 0.0) {
            // Inside the x range: costChartRange() includes every finite break-even.
            const double t = r.breakevenThroughput->value();
            const QString label = r.reachable ? format::throughput(t)
                : !e.feasibility.fits         ? Text::tr("%1 (model does not fit)").arg(format::throughput(t))
                                              : Text::tr("%1 (beyond hardware)").arg(format::throughput(t));
            addMarker(d.breakevens, QPointF(t, p), label,
                Text::tr("Break-even with %1 at %2: %3").arg(name, format::money(p, cur), label), static_cast<int>(g));
        }
    }

    // Shade where the curve lies below every enabled offer, up to what the hardware sustains; an
    // infeasible scenario is cheaper nowhere.
    if (const std::optional<std::size_t> best = cheapestEnabledOffer(s, e); best && c0 && e.feasibility.feasible()) {
        const double p = inDollarsPerMtok(e.offers[*best].blendedPrice) * rate;
        const double from = std::max(d.xMin, *c0 * t0 / p);
        const double to = std::min(d.xMax, maxT > 0.0 ? maxT : d.xMax);
        if (p > 0.0 && from < to) {
            d.shadeLabel = Text::tr("Self-hosting cheaper than every offer");
            constexpr int n = 60;
            for (int i = 0; i <= n; ++i) {
                const double t = from * std::pow(to / from, static_cast<double>(i) / n);
                d.shadeLower.emplace_back(t, curve(t));
                d.shadeUpper.emplace_back(t, p);
            }
        }
    }

    setPriceAxis(d, lo, hi);

    if (maxT > 0.0) {
        d.limit = ChartLine { Text::tr("Hardware max %1").arg(format::throughput(maxT)),
            { QPointF(maxT, d.yMin), QPointF(maxT, d.yMax) } };
    }
    return std::move(d);
}

ChartData volumeChartData(const Scenario &s, const Evaluation &e, const QString &currency)
{
    ChartData d;
    const MoneyIn money = displayMoney(s, currency, format::locale());
    const QString &cur = money.currency;
    const double rate = money.convert(1.0);
    //: Billions = 10^9 (pt_PT: "mil milhões", not "biliões").
    d.xTitle = Text::tr("Output tokens per month (billions)");
    d.yTitle = Text::tr("Monthly cost (k%1)").arg(cur); // short: it must fit the axis of a 640x400 export
    //: Billions (10^9) of tokens on a chart axis: pt_BR "bi de tokens", pt_PT "mil M de tokens".
    d.xUnit = Text::tr("B tokens");
    //: Thousands of the currency %1 on a chart axis ("k$", "kEUR").
    d.yUnit = Text::tr("k%1").arg(cur);
    //: The volume chart's y axis where "Monthly cost (kUSD)" does not fit (a small window).
    d.yTitleShorter = QStringList { Text::tr("k%1 a month").arg(cur), d.yUnit };
    d.selfHost.label = Text::tr("Self-hosted");

    const double m = e.selfHost.monthlyCost.value() * rate / 1e3; // thousands
    const double q = e.selfHost.outputPerMonth.value() / 1e9;     // billions
    // The most the node can make in a month: T_max for the productive hours.
    const double qMax
        = e.feasibility.capacityChecked ? e.feasibility.capacity.value() * e.selfHost.productive.value() / 1e9 : 0.0;
    double xMax = std::max(q, qMax);
    for (std::size_t i = 0; i < s.offers.size() && i < e.offers.size(); ++i) {
        if (s.offers[i].enabled && std::isfinite(e.offers[i].breakevenOutput.value()))
            xMax = std::max(xMax, e.offers[i].breakevenOutput.value() / 1e9);
    }
    d.xTick = niceStep(xMax > 0.0 ? xMax * 1.15 : 1.0);
    d.xMax = xMax > 0.0 ? std::ceil(xMax * 1.15 / d.xTick) * d.xTick : 1.0;
    double yMax = m * 2.0;
    d.selfHost.points = { QPointF(0.0, m), QPointF(d.xMax, m) };

    const std::vector<OfferGroup> lines = groups(s, e);
    for (std::size_t g = 0; g < lines.size(); ++g) {
        const OfferResult &r = e.offers[lines[g].offers.front()];
        // Thousands of the currency per billion tokens is numerically the price per Mtok.
        const double slope = inDollarsPerMtok(r.blendedPrice) * rate;
        const QString name = groupName(s, lines[g].offers);
        d.offers.push_back({ Text::tr("%1 \u00b7 %2/Mtok").arg(name, format::money(slope, cur)),
            { QPointF(0.0, 0.0), QPointF(d.xMax, slope * d.xMax) }, lines[g].color });
        d.offerIndices.push_back(lines[g].offers);
        if (m <= 0.0)
            yMax = std::max(yMax, slope * d.xMax);
        const double qStar = r.breakevenOutput.value() / 1e9;
        if (std::isfinite(qStar) && qStar > 0.0) {
            const QString label = r.reachable ? format::tokens(r.breakevenOutput.value())
                : !e.feasibility.fits
                ? Text::tr("%1 (model does not fit)").arg(format::tokens(r.breakevenOutput.value()))
                : Text::tr("%1 (beyond capacity)").arg(format::tokens(r.breakevenOutput.value()));
            addMarker(d.breakevens, QPointF(qStar, m), label,
                Text::tr("Break-even with %1: %2 output tokens (%3 input) per month")
                    .arg(name, label, format::tokens(r.breakevenInput.value())),
                static_cast<int>(g));
        }
    }
    d.yTick = niceStep(yMax > 0.0 ? yMax : 1.0);
    d.yMax = yMax > 0.0 ? std::ceil(yMax / d.yTick) * d.yTick : 1.0;
    d.operatingPoint = ChartMarker { QPointF(q, m),
        Text::tr("now: %1 tok/month").arg(format::tokens(e.selfHost.outputPerMonth.value())),
        Text::tr("Current volume: %1 output tokens per month\nSelf-hosted cost: %2 per month")
            .arg(format::tokens(e.selfHost.outputPerMonth.value()), format::money(m * 1e3, cur, 0)) };
    d.limit = ChartLine { Text::tr("Current volume"), { QPointF(q, 0.0), QPointF(q, d.yMax) } };
    if (e.feasibility.capacityChecked)
        d.capacity = ChartLine { Text::tr("Capacity: at most %1 tok/month").arg(format::tokens(qMax * 1e9)),
            { QPointF(qMax, 0.0), QPointF(qMax, d.yMax) } };
    markFeasibility(d, s, e);
    return d;
}

ChartData perUserChartData(const Scenario &s, const Evaluation &e, const QString &currency)
{
    PriceChart chart = priceChart(s, currency, Text::tr("Output speed per user (tok/s, log)"),
        Text::tr("tok/s per user"), Text::tr("Self-hosted along the decode curve"));
    ChartData &d = chart.d;
    const QString &cur = chart.cur;
    const double rate = chart.rate;

    const std::vector<SpeedCost> curve = costAgainstPerUserSpeed(compileUnchecked(s), e);
    double xLo = std::numeric_limits<double>::infinity();
    double xHi = 0.0;
    double lo = std::numeric_limits<double>::infinity();
    double hi = 0.0;
    const auto includeX = [&](double x) {
        if (x > 0.0 && std::isfinite(x)) {
            xLo = std::min(xLo, x);
            xHi = std::max(xHi, x);
        }
    };
    const auto includeY = [&](double y) {
        if (y > 0.0 && std::isfinite(y)) {
            lo = std::min(lo, y);
            hi = std::max(hi, y);
        }
    };
    // From the fastest per user (one request) to the slowest (the most requests allowed).
    for (auto it = curve.rbegin(); it != curve.rend(); ++it) {
        if (!it->cost || !(it->perUserTokS > 0.0))
            continue;
        const double c = inDollarsPerMtok(*it->cost) * rate;
        if (!std::isfinite(c))
            continue;
        d.selfHost.points.emplace_back(it->perUserTokS, c);
        includeX(it->perUserTokS);
        includeY(c);
    }
    if (curve.empty()) {
        //: The per-user speed chart's self-hosted line when there is no decode curve.
        d.selfHost.label = Text::tr("Self-hosted: no decode curve (add points or import a benchmark)");
    }

    // The operating point: the per-user speed at the operating concurrency, and the cost there. Beyond
    // the capacity (measured) no concurrency reaches the typed throughput: there is no such speed to
    // mark (perUserSpeedText() says so), and the feasibility checks say why.
    const CapacityResult &capacity = e.capacity;
    if (e.selfHost.costPerOutputToken && capacity.perUserTokS > 0.0 && !capacity.typedBeyondCapacity()) {
        const double c0 = inDollarsPerMtok(*e.selfHost.costPerOutputToken) * rate;
        if (std::isfinite(c0) && c0 > 0.0) {
            const QString speed = perUserSpeed(capacity.perUserTokS);
            d.operatingPoint = ChartMarker { QPointF(capacity.perUserTokS, c0),
                Text::tr("%1: %2/Mtok").arg(speed, format::money(c0, cur)),
                Text::tr("Operating point\n%1 at concurrency %2\n%3 per output Mtok")
                    .arg(speed, format::number(capacity.operatingConcurrency, 0), format::money(c0, cur)) };
            // Measured, the point is the typed throughput, the line the decode curve: where the curve
            // gives another speed at the same concurrency the point lies off it, and says why (a
            // reviewer read the point above the line as an error).
            const auto onCurve = std::find_if(curve.begin(), curve.end(),
                [&](const SpeedCost &p) { return p.concurrency == capacity.operatingConcurrency; });
            if (!capacity.modelled && onCurve != curve.end() && onCurve->cost
                && std::abs(onCurve->perUserTokS - capacity.perUserTokS) > 0.005 * capacity.perUserTokS) {
                //: The per-user chart's operating point in measured mode. %1 a speed per user, %2 a price.
                d.operatingPoint->label = Text::tr("%1 measured: %2/Mtok").arg(speed, format::money(c0, cur));
                //: Added to the operating point's hover text in measured mode. %1 a number of concurrent
                //: sequences, %2 a speed per user, %3 a price.
                d.operatingPoint->tooltip += QLatin1Char('\n')
                    + Text::tr("Measured (the typed throughput). The line is the decode curve's: at concurrency %1 "
                               "it gives %2 for %3/Mtok.")
                          .arg(format::number(capacity.operatingConcurrency, 0), perUserSpeed(onCurve->perUserTokS),
                              format::money(inDollarsPerMtok(*onCurve->cost) * rate, cur));
            }
            includeX(capacity.perUserTokS);
            includeY(c0);
            markFeasibility(d, s, e);
        }
    }
    const std::optional<double> target = s.operation.minPerUserTokS;
    if (target)
        includeX(*target);

    const std::vector<OfferGroup> lines = groups(s, e);
    std::vector<QString> labels;
    for (std::size_t g = 0; g < lines.size(); ++g) {
        const OfferResult &r = e.offers[lines[g].offers.front()];
        const double p = inDollarsPerMtok(r.blendedPrice) * rate;
        const QString name = groupName(s, lines[g].offers);
        includeY(p);
        const std::optional<double> upTo = maxPerUserSpeedStillCheaper(curve, r.blendedPrice, e.feasibility.feasible());
        if (upTo) {
            //: %1 names an offer, %2 its price, %3 a speed ("42.5 tok/s per user").
            const QString sentence = Text::tr("Self-hosting beats %1 (%2/Mtok) up to %3")
                                         .arg(name, format::money(p, cur), perUserSpeed(*upTo));
            addMarker(d.breakevens, QPointF(*upTo, p), Text::tr("up to %1").arg(perUserSpeed(*upTo)), sentence);
            labels.push_back(Text::tr("%1 \u00b7 %2").arg(name, format::money(p, cur)));
        } else if (curve.empty()) {
            labels.push_back(Text::tr("%1 \u00b7 %2").arg(name, format::money(p, cur))); // no curve: no answer
        } else {
            //: An offer's line on the per-user speed chart when self-hosting is dearer at every speed.
            labels.push_back(
                Text::tr("%1 \u00b7 %2 \u00b7 self-hosting never beats it").arg(name, format::money(p, cur)));
        }
    }

    if (!std::isfinite(xLo) || xHi <= 0.0) {
        xLo = 1.0;
        xHi = 100.0;
    }
    constexpr double margin = 1.5; // keeps a marker and its label off the plot's edge
    d.xMin = floorDecade(xLo / margin);
    d.xMax = ceilDecade(xHi * margin);
    setPriceAxis(d, lo, hi);
    for (std::size_t g = 0; g < lines.size(); ++g) {
        const double p = inDollarsPerMtok(e.offers[lines[g].offers.front()].blendedPrice) * rate;
        d.offers.push_back({ labels[g], { QPointF(d.xMin, p), QPointF(d.xMax, p) }, lines[g].color });
        d.offerIndices.push_back(lines[g].offers);
    }
    if (target) {
        //: The per-user speed target's line. %1 is a speed in tok/s.
        d.limit = ChartLine { Text::tr("Per-user target %1").arg(format::throughput(*target)),
            { QPointF(*target, d.yMin), QPointF(*target, d.yMax) } };
    }
    return std::move(d);
}

MonteCarloOptions costBandOptions(const Scenario &s, const Evaluation &e, int samples)
{
    MonteCarloOptions options;
    options.samples = samples;
    options.curvePoints = costCurveSamples;
    const auto [from, to] = costChartRange(s, e);
    options.curveFrom = from;
    options.curveTo = to;
    return options;
}

ChartData costChartData(const ChartInput &in)
{
    ChartData cost = costChartData(in.scenario, in.evaluation, in.currency);
    if (!in.uncertainty || in.scenario.ranges.empty())
        return cost;
    const CostBand &b = in.uncertainty->monteCarlo.band;
    if (in.uncertainty->monteCarlo.paths.empty() || b.throughput.empty()
        || std::abs(b.throughput.front() - cost.xMin) > 1e-9 * cost.xMin
        || std::abs(b.throughput.back() - cost.xMax) > 1e-9 * cost.xMax)
        return cost;
    const MoneyIn money = displayMoney(in.scenario, in.currency, format::locale());
    for (std::size_t i = 0; i < b.throughput.size(); ++i) {
        const double t = b.throughput[i];
        if (!std::isfinite(b.p10[i]) || !std::isfinite(b.p90[i]))
            continue;
        cost.bandLower.emplace_back(t, money.convert(b.p10[i]));
        cost.bandUpper.emplace_back(t, money.convert(b.p90[i]));
        cost.bandMedian.emplace_back(t, money.convert(b.p50[i]));
    }
    cost.bandLabel = bandLabel();
    return cost;
}

ChartData volumeChartData(const ChartInput &in)
{
    ChartData volume = volumeChartData(in.scenario, in.evaluation, in.currency);
    if (!in.uncertainty || in.scenario.ranges.empty() || in.uncertainty->monteCarlo.paths.empty())
        return volume;
    const Quantiles &m = in.uncertainty->monteCarlo.monthlyCost;
    if (!std::isfinite(m.p10) || !std::isfinite(m.p90))
        return volume;
    const MoneyIn money = displayMoney(in.scenario, in.currency, format::locale());
    const auto at = [&](double usd) { return money.convert(usd) / 1e3; };
    volume.bandLower = { QPointF(0.0, at(m.p10)), QPointF(volume.xMax, at(m.p10)) };
    volume.bandUpper = { QPointF(0.0, at(m.p90)), QPointF(volume.xMax, at(m.p90)) };
    volume.bandMedian = { QPointF(0.0, at(m.p50)), QPointF(volume.xMax, at(m.p50)) };
    volume.bandLabel = bandLabel();
    volume.yMax = std::max(volume.yMax, at(m.p90) * 1.05);
    return volume;
}

ChartData perUserChartData(const ChartInput &in) { return perUserChartData(in.scenario, in.evaluation, in.currency); }

} // namespace breakeven

namespace breakeven {

ChartData horizonChartData(const Scenario &s, const Results &r, const QString &currency)
{
    const Evaluation &e = r.evaluation;
    ChartData d;
    const MoneyIn money = displayMoney(s, currency, format::locale());
    const QString &cur = money.currency;
    const double rate = money.convert(1.0);
    const BillResult &b = r.bill;
    d.xTitle = Text::tr("Months from now");
    d.yTitle = Text::tr("Cumulative cost (k%1)").arg(cur);
    d.xUnit = Text::tr("months");
    //: Thousands of the currency %1 on a chart axis ("k$", "kEUR").
    d.yUnit = Text::tr("k%1").arg(cur);
    //: The horizon chart's y axis where "Cumulative cost (kUSD)" does not fit (a small window).
    d.yTitleShorter = QStringList { Text::tr("k%1 so far").arg(cur), d.yUnit };
    d.selfHost.label
        = s.cost.mode == CostMode::Buy ? Text::tr("Self-hosted (cash: capex up front)") : Text::tr("Self-hosted");
    d.xMin = 0.0;
    d.xMax = b.months;
    d.xTick = niceStep(d.xMax);
    d.selfHost.points.push_back(QPointF(0.0, 0.0));
    double yMax = 0.0;
    for (std::size_t m = 0; m < b.selfHostCumulativeUsd.size(); ++m) {
        const double y = b.selfHostCumulativeUsd[m] * rate / 1e3;
        d.selfHost.points.push_back(QPointF(static_cast<double>(m + 1), y));
        yMax = std::max(yMax, y);
    }
    const std::vector<OfferGroup> lines = groups(s, e);
    for (std::size_t g = 0; g < lines.size(); ++g) {
        const std::size_t i = lines[g].offers.front();
        if (i >= b.offers.size())
            continue;
        const OfferHorizon &h = b.offers[i];
        const QString name = groupName(s, lines[g].offers);
        ChartLine line;
        //: A line of the horizon chart: %1 the offer, %2 its payback ("month 14" or "never").
        line.label = Text::tr("%1 \u00b7 payback %2")
                         .arg(name, h.paybackMonth ? Text::tr("month %1").arg(*h.paybackMonth) : Text::tr("never"));
        line.colorIndex = lines[g].color;
        line.points.push_back(QPointF(0.0, 0.0));
        for (std::size_t m = 0; m < h.cumulativeUsd.size(); ++m) {
            const double y = h.cumulativeUsd[m] * rate / 1e3;
            line.points.push_back(QPointF(static_cast<double>(m + 1), y));
            yMax = std::max(yMax, y);
        }
        d.offers.push_back(line);
        d.offerIndices.push_back(lines[g].offers);
        if (h.paybackMonth) {
            const double x = *h.paybackMonth;
            const double y = b.selfHostCumulativeUsd[static_cast<std::size_t>(*h.paybackMonth - 1)] * rate / 1e3;
            addMarker(d.breakevens, QPointF(x, y), Text::tr("payback: month %1").arg(*h.paybackMonth),
                Text::tr("Against %1 self-hosting has cost no more than the API by the end of month %2")
                    .arg(name)
                    .arg(*h.paybackMonth));
        }
    }
    d.yTick = niceStep(yMax > 0.0 ? yMax * 1.05 : 1.0);
    d.yMax = yMax > 0.0 ? std::ceil(yMax * 1.05 / d.yTick) * d.yTick : 1.0;
    markFeasibility(d, s, e);
    return d;
}

ChartData horizonChartData(const ChartInput &in) { return horizonChartData(in.scenario, in.results, in.currency); }

} // namespace breakeven
