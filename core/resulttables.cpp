#include "resulttables.h"

#include "compiledscenario.h"
#include "format.h"

#include <QCoreApplication>

namespace breakeven {

namespace {

/// The result tables' words, in the context "ResultTables" (\a n for a plural's %n).
QString text(const char *source, int n = -1) { return QCoreApplication::translate("ResultTables", source, nullptr, n); }

} // namespace

QString gigabytesText(double gb)
{
    //: A memory size in decimal gigabytes.
    return text(QT_TRANSLATE_NOOP("ResultTables", "%1 GB")).arg(format::number(gb, gb < 10 ? 1 : 0));
}

ResultTable fitTableHeader()
{
    ResultTable t;
    t.header << text(QT_TRANSLATE_NOOP("ResultTables", "Configuration"))
             << text(QT_TRANSLATE_NOOP("ResultTables", "Installed")) << text(QT_TRANSLATE_NOOP("ResultTables", "Fits"))
             << text(QT_TRANSLATE_NOOP("ResultTables", "Short by / headroom (usable)"))
             << text(QT_TRANSLATE_NOOP("ResultTables", "Short of the weights (raw)"))
             << text(QT_TRANSLATE_NOOP("ResultTables", "GPUs for the weights alone"))
             << text(QT_TRANSLATE_NOOP("ResultTables", "c_max")) << text(QT_TRANSLATE_NOOP("ResultTables", "Nodes"))
             << text(QT_TRANSLATE_NOOP("ResultTables", "Notes"));
    t.toolTips = QStringList(t.header.size(), QString());
    t.toolTips[static_cast<int>(FitColumn::Gpus)] = text(QT_TRANSLATE_NOOP("ResultTables",
        "GPUs whose installed memory holds the weights alone, as the articles count (\"75 RTX 4090 "
        "to hold the weights\"), then the GPUs whose usable memory holds the weights, the KV cache, "
        "the per-sequence state and the runtime reserve at this concurrency."));
    t.toolTips[static_cast<int>(FitColumn::CMax)] = text(QT_TRANSLATE_NOOP("ResultTables",
        "The most sequences of this context that fit: (usable memory - weights - runtime reserve) / "
        "memory per sequence."));
    t.toolTips[static_cast<int>(FitColumn::Usable)] = text(QT_TRANSLATE_NOOP("ResultTables",
        "Usable memory (installed times the usable share) against everything needed: weights, KV "
        "cache, per-sequence state and runtime reserve."));
    t.toolTips[static_cast<int>(FitColumn::Weights)] = text(QT_TRANSLATE_NOOP("ResultTables",
        "Installed memory against the weights alone, as the articles count it (\"8xH200 about 433 "
        "GB short\")."));
    t.numeric = { false, true, false, true, true, true, true, true, false };
    return t;
}

QStringList fitTableRow(const Scenario &s, const FitRow &row)
{
    const MemoryFit &m = row.memory;
    const double headroom = inGigabytes(m.headroom);
    const double rawShort = inGigabytes(m.rawShort);
    QStringList cells;
    //: A configuration of the fit table: a GPU count and a GPU's name from the catalog.
    cells << text(QT_TRANSLATE_NOOP("ResultTables", "%1 \u00d7 %2"))
                 .arg(format::number(row.configuration.count), row.configuration.gpu);
    cells << gigabytesText(inGigabytes(m.installedAll));
    cells << (m.fits ? text(QT_TRANSLATE_NOOP("ResultTables", "yes")) : text(QT_TRANSLATE_NOOP("ResultTables", "no")));
    cells << (headroom >= 0 ? text(QT_TRANSLATE_NOOP("ResultTables", "%1 headroom")).arg(gigabytesText(headroom))
                            : text(QT_TRANSLATE_NOOP("ResultTables", "%1 short")).arg(gigabytesText(-headroom)));
    cells << (rawShort <= 0 ? QStringLiteral("\u2014")
            : m.weightsToInstalled >= 2
            ? text(QT_TRANSLATE_NOOP("ResultTables", "%1 short (weights %2\u00d7 the memory)"))
                  .arg(gigabytesText(rawShort), format::number(m.weightsToInstalled, 1))
            : text(QT_TRANSLATE_NOOP("ResultTables", "%1 short")).arg(gigabytesText(rawShort)));
    //: %1 GPUs for the weights alone, %2 GPUs with the KV cache, state and reserve.
    cells << text(QT_TRANSLATE_NOOP("ResultTables", "%1 (%2 with KV and reserve)"))
                 .arg(format::number(m.gpusForWeights), format::number(m.gpusNeeded));
    cells << format::number(m.cMax);
    cells << format::number(m.nodes);
    QStringList notes;
    if (m.replicaNodes > 1)
        notes << text(QT_TRANSLATE_NOOP("ResultTables", "%1 nodes: network not modelled"))
                     .arg(format::number(m.replicaNodes));
    if (m.fits && m.replicas > 1)
        //: %1 replicas, %2 GPUs each.
        notes << text(QT_TRANSLATE_NOOP("ResultTables", "%1 replicas of %2 GPUs"))
                     .arg(format::number(m.replicas), format::number(m.gpusPerReplica));
    const bool mxfp4Weights = s.model.weightsFormat.compare(QLatin1String("MXFP4"), Qt::CaseInsensitive) == 0;
    if (mxfp4Weights && !row.nativeMxfp4)
        notes << text(QT_TRANSLATE_NOOP("ResultTables", "runtime dequantization (no native MXFP4)"));
    cells << notes.join(text(QT_TRANSLATE_NOOP("ResultTables", "; ")));
    return cells;
}

ResultTable fitResultTable(const Scenario &scenario, const std::vector<FitRow> &rows)
{
    ResultTable t = fitTableHeader();
    for (const FitRow &row : rows)
        t.rows.push_back(fitTableRow(scenario, row));
    return t;
}

FitRow alternativeFitRow(const Scenario &scenario, const FeasibleAlternative &alternative, const GpuCatalog &catalog)
{
    Scenario s = scenario;
    if (!alternative.sameGpu) {
        if (const GpuSpec *gpu = catalog.find(alternative.gpu))
            applyGpu(s, *gpu);
    }
    s.hardware.count = alternative.count;
    FitRow row;
    row.configuration = GpuConfiguration { s.hardware.gpu, alternative.count };
    row.nativeMxfp4 = s.hardware.nativeMxfp4;
    row.memory = evaluateMemory(compileUnchecked(s));
    row.nodes = alternative.nodes;
    return row;
}

QString hybridPlanText(const Scenario &s, const HybridPlan &plan, const std::function<QString(double)> &money)
{
    const QLocale &loc = format::locale();
    switch (plan.status) {
    case HybridStatus::NoProfile:
        return text(QT_TRANSLATE_NOOP(
            "ResultTables", "No demand profile yet: tick the box above to plan a day of base and peak hours."));
    case HybridStatus::NoOffer:
        return text(QT_TRANSLATE_NOOP("ResultTables", "No API offer is compared: enable one to send the overflow to."));
    case HybridStatus::ModelDoesNotFit:
        return text(QT_TRANSLATE_NOOP(
                        "ResultTables", "The model does not fit this node: the whole day goes to the API, %1 a month."))
            .arg(money(plan.allApi.value()));
    case HybridStatus::NoCapacity:
        return text(
            QT_TRANSLATE_NOOP("ResultTables", "The node produces nothing: the whole day goes to the API, %1 a month."))
            .arg(money(plan.allApi.value()));
    case HybridStatus::Planned:
        break;
    }
    QStringList hours;
    for (const HybridNode &node : plan.nodes)
        hours << loc.toString(node.hoursOnPerDay, 'f', 2);
    const QString offer = s.offers[*plan.offer].displayName();
    const QString others
        = text(QT_TRANSLATE_N_NOOP("ResultTables", "All on the API: %1. All self-hosted (%n node(s) always on): %2."),
            plan.allSelfHostNodes)
              .arg(money(plan.allApi.value()),
                  plan.allSelfHost ? money(plan.allSelfHost->value())
                                   : text(QT_TRANSLATE_NOOP("ResultTables", "none")));
    if (plan.nodeCount() == 0)
        return text(QT_TRANSLATE_NOOP(
                        "ResultTables", "Best plan: no node; no hour is busy enough for one to pay off against %1. %2"))
            .arg(offer, others);
    return text(QT_TRANSLATE_N_NOOP("ResultTables",
                    "Best plan: %n node(s) on %1 h a day (cold starts included), the rest on %2: %3 a month. %4"),
        plan.nodeCount())
        .arg(hours.join(QStringLiteral(" + ")), offer, money(plan.monthlyTotal.value()), others);
}

ResultTable hybridHoursTable(const Scenario &s, const HybridPlan &plan)
{
    ResultTable t;
    //: The first column of the hybrid plan's hour table: what each row holds.
    t.header << text(QT_TRANSLATE_NOOP("ResultTables", "Hour"));
    for (int h = 0; h < static_cast<int>(plan.hours.size()); ++h)
        t.header << format::number(h);
    t.toolTips = QStringList(t.header.size(), QString());
    t.numeric = std::vector<bool>(static_cast<std::size_t>(t.header.size()), true);
    t.numeric.front() = false;
    if (!s.hybrid)
        return t;
    QStringList demand { text(QT_TRANSLATE_NOOP("ResultTables", "Demand (tok/s)")) };
    QStringList nodes { text(QT_TRANSLATE_NOOP("ResultTables", "Nodes on")) };
    for (const HybridHour &hour : plan.hours) {
        demand << format::number(hour.demandTokS, 0);
        nodes << format::number(hour.nodesOn);
    }
    t.rows = { demand, nodes };
    return t;
}

} // namespace breakeven
