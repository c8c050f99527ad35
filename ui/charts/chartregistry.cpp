#include "chartregistry.h"

#include "bill.h"

#include "chartview.h"
#include "chartwidget.h"
#include "decisionmapchart.h"
#include "format.h"
#include "hybriddaychart.h"
#include "offercolumns.h"
#include "report.h"
#include "sensitivitychartdata.h"
#include "tornadochart.h"
#include "uncertaintyresult.h"

#include <QCoreApplication>

#include <cmath>
#include <limits>

namespace breakeven {

namespace {

std::vector<std::size_t> enabledOffers(const Scenario &s)
{
    std::vector<std::size_t> enabled;
    for (std::size_t i = 0; i < s.offers.size(); ++i) {
        if (s.offers[i].enabled)
            enabled.push_back(i);
    }
    return enabled;
}

/// A chart's table with its header: \a x, then \a selfHost and one \a offer column per enabled
/// offer (each "%1" is the currency, the offer's "%1 %2" its name and the currency); the
/// currency is displayMoney()'s.
struct OfferTable {
    ChartTable table;
    std::vector<std::size_t> enabled; ///< Scenario::offers indices of the offer columns
    double rate = 1.0;                ///< USD to the table's currency
};

OfferTable offerTable(const ChartInput &in, const QString &x, const char *selfHost, const char *offer)
{
    const MoneyIn money = displayMoney(in.scenario, in.currency, format::locale());
    OfferTable t;
    t.rate = money.convert(1.0);
    t.enabled = enabledOffers(in.scenario);
    t.table.header << x << QString::fromLatin1(selfHost).arg(money.currency);
    for (std::size_t i : t.enabled)
        t.table.header << QString::fromLatin1(offer).arg(in.scenario.offers[i].displayName(), money.currency);
    return t;
}

/// 1 when a throughput of \a tokS is above the hardware's capacity T_max (MODEL.md section 7), else
/// 0; always 0 without evidence of the capacity (nothing to be beyond).
double beyondCapacity(const Feasibility &f, double tokS)
{
    return f.capacityChecked && tokS > f.capacity.value() ? 1.0 : 0.0;
}

/// Cost per output Mtok against throughput: the self-hosted curve's samples, each enabled
/// offer's (flat) price, and whether the throughput is beyond the hardware's capacity.
ChartTable costTable(const ChartInput &in)
{
    OfferTable t = offerTable(
        in, QStringLiteral("throughput_tok_s"), "self_host_cost_per_output_mtok_%1", "%1 price_per_output_mtok_%2");
    const Feasibility &f = in.evaluation.feasibility;
    for (const QPointF &p : costChartData(in.scenario, in.evaluation, in.currency).selfHost.points) {
        std::vector<double> row { p.x(), p.y() };
        for (std::size_t i : t.enabled)
            row.push_back(units::inDollarsPerMtok(in.evaluation.offers[i].blendedPrice) * t.rate);
        row.push_back(beyondCapacity(f, p.x()));
        t.table.rows.push_back(std::move(row));
    }
    t.table.header << QStringLiteral("beyond_capacity");
    t.table.flagColumns.push_back(static_cast<std::size_t>(t.table.header.size() - 1));
    return t.table;
}

/// Monthly cost against monthly output tokens: the self-hosted monthly cost, each enabled
/// offer's bill at that volume.
ChartTable volumeTable(const ChartInput &in)
{
    OfferTable t = offerTable(
        in, QStringLiteral("output_tokens_per_month"), "self_host_monthly_cost_%1", "%1 monthly_api_cost_%2");
    const double monthly = in.evaluation.selfHost.monthlyCost.value() * t.rate;
    // The capacity as a volume: T_max over the productive hours, as the chart's capacity line.
    const double productive = in.evaluation.selfHost.productive.value();
    for (const QPointF &p : volumeChartData(in.scenario, in.evaluation, in.currency).selfHost.points) {
        const double q = p.x() * 1e9; // the chart's x axis is in billions of tokens
        std::vector<double> row { q, monthly };
        for (std::size_t i : t.enabled)
            row.push_back(q * in.evaluation.offers[i].blendedPrice.value() * t.rate);
        row.push_back(productive > 0.0 ? beyondCapacity(in.evaluation.feasibility, q / productive) : 0.0);
        t.table.rows.push_back(std::move(row));
    }
    t.table.header << QStringLiteral("beyond_capacity");
    t.table.flagColumns.push_back(static_cast<std::size_t>(t.table.header.size() - 1));
    return t.table;
}

/// The tornado: the base value, then per bar (largest swing first) its path's low and high and the
/// output at each, money in the input's currency.
ChartTable tornadoTable(const ChartInput &in)
{
    const Tornado t = in.uncertainty ? in.uncertainty->tornado : tornado(in.scenario);
    const TornadoChartData d = tornadoChartData(in.scenario, t, in.currency);
    // The report's key of the output ("monthly_saving_usd"), in the display currency.
    QString output = sensitivityKey(t.output);
    if (output.endsWith(QLatin1String("_usd")))
        output = output.chopped(4) + QLatin1Char('_') + d.currency;
    ChartTable table;
    table.header << QStringLiteral("base %1").arg(output);
    std::vector<double> row { d.base };
    for (std::size_t i = 0; i < t.bars.size(); ++i) {
        const TornadoBar &b = t.bars[i];
        table.header << QStringLiteral("%1 low").arg(b.path) << QStringLiteral("%1 high").arg(b.path)
                     << QStringLiteral("%1 %2 at low").arg(b.path, output)
                     << QStringLiteral("%1 %2 at high").arg(b.path, output);
        row.insert(row.end(), { b.low, b.high, d.bars[i].atLow, d.bars[i].atHigh });
    }
    table.rows.push_back(std::move(row));
    return table;
}

/// The decision map: one row per cell, its two parameters' values, the option it picks (-1:
/// self-hosting, else the offer's index; -2: none) and the margin against the cheapest enabled
/// offer per month in the input's currency.
ChartTable mapTable(const ChartInput &in)
{
    const DecisionMapData d = decisionMapData(in.scenario, in.currency);
    ChartTable table;
    if (d.empty())
        return table;
    table.header << d.map.x.path << d.map.y.path << QStringLiteral("option")
                 << QStringLiteral("self_host_margin_%1_per_month").arg(d.currency);
    for (int j = 0; j < d.map.y.steps; ++j) {
        for (int i = 0; i < d.map.x.steps; ++i) {
            const DecisionCell &c = d.map.at(i, j);
            table.rows.push_back({ d.map.x.valueAt(i), d.map.y.valueAt(j), static_cast<double>(c.option),
                std::isfinite(c.margin) ? c.margin * d.rate : std::numeric_limits<double>::quiet_NaN() });
        }
    }
    return table;
}

/// The cumulative cost over the horizon (#12): month by month, self-hosting's and each enabled offer's.
ChartTable horizonTable(const ChartInput &in)
{
    OfferTable t = offerTable(in, QStringLiteral("month"), "self_host_cumulative_cost_%1", "%1 api_cumulative_cost_%2");
    const BillResult &b = in.results.bill;
    t.table.rows.push_back(std::vector<double>(t.table.header.size(), 0.0)); // month 0: nothing spent
    for (std::size_t m = 0; m < b.selfHostCumulativeUsd.size(); ++m) {
        std::vector<double> row { static_cast<double>(m + 1), b.selfHostCumulativeUsd[m] * t.rate };
        for (std::size_t i : t.enabled) {
            const std::vector<double> &api = b.offers.at(i).cumulativeUsd;
            row.push_back(m < api.size() ? api[m] * t.rate : std::numeric_limits<double>::quiet_NaN());
        }
        t.table.rows.push_back(std::move(row));
    }
    return t.table;
}

constexpr const char *perUserTitle = QT_TRANSLATE_NOOP("ChartExport", "Cost per output Mtok vs per-user speed");

/// Cost per output Mtok against the per-user speed: one row per concurrency along the decode
/// curve (its per-user speed and self-hosted cost), each enabled offer's price, then the
/// concurrency and the aggregate output tok/s.
ChartTable perUserTable(const ChartInput &in)
{
    OfferTable t = offerTable(
        in, QStringLiteral("per_user_tok_s"), "self_host_cost_per_output_mtok_%1", "%1 price_per_output_mtok_%2");
    t.table.header << QStringLiteral("concurrency") << QStringLiteral("output_tok_s");
    for (const SpeedCost &p : costAgainstPerUserSpeed(compileUnchecked(in.scenario), in.evaluation)) {
        std::vector<double> row { p.perUserTokS, p.cost ? units::inDollarsPerMtok(*p.cost) * t.rate : qQNaN() };
        for (std::size_t i : t.enabled)
            row.push_back(units::inDollarsPerMtok(in.evaluation.offers[i].blendedPrice) * t.rate);
        row.push_back(static_cast<double>(p.concurrency));
        row.push_back(p.outputTokS);
        t.table.rows.push_back(std::move(row));
    }
    return t.table;
}

} // namespace

const std::vector<ChartKindInfo> &chartKinds()
{
    static const std::vector<ChartKindInfo> kinds {
        { ChartKind::Cost, "cost", QT_TRANSLATE_NOOP("ChartExport", "Cost per output Mtok vs throughput"), costTable,
            [] { return std::unique_ptr<ChartWidget>(std::make_unique<CostChart>()); }, ChartPlace::Main, true, false },
        { ChartKind::Volume, "volume", QT_TRANSLATE_NOOP("ChartExport", "Monthly cost vs monthly output tokens"),
            volumeTable, [] { return std::unique_ptr<ChartWidget>(std::make_unique<VolumeChart>()); },
            ChartPlace::Bottom, true, false },
        { ChartKind::PerUser, "per-user", perUserTitle, perUserTable,
            [] { return ChartView::create(perUserTitle, perUserChartData); }, ChartPlace::Tab, true, false },
        { ChartKind::Tornado, "tornado", QT_TRANSLATE_NOOP("ChartExport", "Tornado: what the answer hinges on"),
            tornadoTable, [] { return std::unique_ptr<ChartWidget>(std::make_unique<TornadoChart>()); },
            ChartPlace::Tab, true, true },
        { ChartKind::Map, "map", QT_TRANSLATE_NOOP("ChartExport", "Decision map: the cheapest option"), mapTable,
            [] { return std::unique_ptr<ChartWidget>(std::make_unique<DecisionMapChart>()); }, ChartPlace::Tab, true,
            false },
        // Not in the PDF report, which keeps its two pages: its summary names the payback month.
        { ChartKind::Horizon, "horizon", QT_TRANSLATE_NOOP("ChartExport", "Cumulative cost over the horizon"),
            horizonTable,
            [] {
                const ChartView::DataFunction data = horizonChartData;
                auto view = std::make_unique<ChartView>(
                    QCoreApplication::translate("ChartExport", "Cumulative cost over the horizon"), data);
                // Its entries ("Moonshot, APIYI kimi-k3.1-pro · payback: month 7") in rows under the plot: Qt's
                // legend cut them to one row, where three read "Moonshot, APIYI kimi-k3...".
                view->setLegendBelow(true);
                return std::unique_ptr<ChartWidget>(std::move(view));
            },
            ChartPlace::Tab, false, false },
        // MODEL.md section 8: the hybrid plan's day (nothing planned without a demand profile).
        { ChartKind::Hybrid, "hybrid", QT_TRANSLATE_NOOP("ChartExport", "Hybrid day by hour"), hybridDayTable,
            [] { return std::unique_ptr<ChartWidget>(std::make_unique<HybridDayChart>()); }, ChartPlace::Tab, false,
            false },
    };
    return kinds;
}

const ChartKindInfo &chartKindInfo(ChartKind kind)
{
    for (const ChartKindInfo &info : chartKinds()) {
        if (info.kind == kind)
            return info;
    }
    return chartKinds().front();
}

std::optional<ChartKind> chartKindFromName(const QString &name)
{
    for (const ChartKindInfo &info : chartKinds()) {
        if (name == QLatin1String(info.id))
            return info.kind;
    }
    return std::nullopt;
}

QString chartKindNames(const QString &separator)
{
    QStringList names;
    for (const ChartKindInfo &info : chartKinds())
        names << QLatin1String(info.id);
    return names.join(separator);
}

QString chartTitle(ChartKind kind) { return QCoreApplication::translate("ChartExport", chartKindInfo(kind).title); }

} // namespace breakeven
