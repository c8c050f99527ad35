#include "chartregistry.h"

#include "chartview.h"
#include "chartwidget.h"
#include "format.h"
#include "offercolumns.h"

#include <QCoreApplication>

#include <cmath>

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

/// Cost per output Mtok against throughput: the self-hosted curve's samples, each enabled
/// offer's (flat) price.
ChartTable costTable(const ChartInput &in)
{
    OfferTable t = offerTable(in, QStringLiteral("throughput_tok_s"), "self_host_cost_per_output_mtok_%1",
        "%1 price_per_output_mtok_%2");
    for (const QPointF &p : costChartData(in.scenario, in.evaluation, in.currency).selfHost.points) {
        std::vector<double> row { p.x(), p.y() };
        for (std::size_t i : t.enabled)
            row.push_back(units::inDollarsPerMtok(in.evaluation.offers[i].blendedPrice) * t.rate);
        t.table.rows.push_back(std::move(row));
    }
    return t.table;
}

/// Monthly cost against monthly output tokens: the self-hosted monthly cost, each enabled
/// offer's bill at that volume.
ChartTable volumeTable(const ChartInput &in)
{
    OfferTable t = offerTable(
        in, QStringLiteral("output_tokens_per_month"), "self_host_monthly_cost_%1", "%1 monthly_api_cost_%2");
    const double monthly = in.evaluation.selfHost.monthlyCost.value() * t.rate;
    for (const QPointF &p : volumeChartData(in.scenario, in.evaluation, in.currency).selfHost.points) {
        const double q = p.x() * 1e9; // the chart's x axis is in billions of tokens
        std::vector<double> row { q, monthly };
        for (std::size_t i : t.enabled)
            row.push_back(q * in.evaluation.offers[i].blendedPrice.value() * t.rate);
        t.table.rows.push_back(std::move(row));
    }
    return t.table;
}

/// The cumulative cost over the horizon (#12): month by month, self-hosting's and each enabled offer's.
ChartTable horizonTable(const ChartInput &in)
{
    const Scenario &s = in.scenario;
    const ChartData d = horizonChartData(in);
    const QString currency = displayMoney(s, in.currency, format::locale()).currency;
    ChartTable table;
    table.header << QStringLiteral("month") << QStringLiteral("self_host_cumulative_cost_%1").arg(currency);
    for (const ChartLine &line : d.offers)
        table.header << QStringLiteral("%1 api_cumulative_cost_%2").arg(line.label, currency);
    for (std::size_t m = 0; m < d.selfHost.points.size(); ++m) {
        std::vector<double> row { d.selfHost.points[m].x(),
            d.selfHost.points[m].y() * 1e3 }; // the chart's y is in thousands
        for (const ChartLine &line : d.offers)
            row.push_back(m < line.points.size() ? line.points[m].y() * 1e3 : NAN);
        table.rows.push_back(std::move(row));
    }
    return table;
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
        // Not in the PDF report, which keeps its two pages: its summary names the payback month.
        { ChartKind::Horizon, "horizon", QT_TRANSLATE_NOOP("ChartExport", "Cumulative cost over the horizon"),
            horizonTable,
            [] {
                return ChartView::create(
                    QT_TRANSLATE_NOOP("ChartExport", "Cumulative cost over the horizon"), horizonChartData);
            },
            ChartPlace::Tab, false, false },
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
