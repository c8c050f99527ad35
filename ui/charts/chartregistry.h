#pragma once

/// \file chartregistry.h
/// Every kind of chart Breakeven draws, as one list: the export dialog, `export --chart`, the
/// report and the CSV iterate over it, so adding a chart kind is one entry in chartregistry.cpp.

#include "chartdata.h"

#include <QString>
#include <QStringList>

#include <memory>
#include <optional>
#include <vector>

namespace breakeven {

class ChartView;

enum class ChartKind { Cost, Volume };

/// A chart's figures as a table (the CSV's sections): one row per sampled x, in the units the
/// header names, money in the currency it was asked for.
struct ChartTable {
    QStringList header;
    std::vector<std::vector<double>> rows; ///< NaN: no value (an empty CSV cell)
};

/// One kind of chart.
struct ChartKindInfo {
    ChartKind kind;
    const char *id;    ///< the name on the command line (`--chart ID`) and in file names, e.g. "cost"
    const char *title; ///< untranslated; see chartTitle()
    /// What the chart draws, money in the currency given.
    ChartData (*data)(const Scenario &scenario, const Evaluation &evaluation, const QString &currency);
    /// Its figures as a table (the CSV).
    ChartTable (*table)(const Scenario &scenario, const Evaluation &evaluation, const QString &currency);
    /// A widget that draws it (the renderer; the exporters lay it out off screen).
    std::unique_ptr<ChartView> (*create)();
    bool inReport; ///< drawn on the report's first page
};

/// Every chart kind, in the order menus, the report and the CSV list them.
[[nodiscard]] const std::vector<ChartKindInfo> &chartKinds();

/// The entry of \a kind.
[[nodiscard]] const ChartKindInfo &chartKindInfo(ChartKind kind);

/// The kind whose id is \a name ("cost", "volume"), or nullopt.
[[nodiscard]] std::optional<ChartKind> chartKindFromName(const QString &name);

/// The ids of every kind, e.g. "cost, volume" joined by \a separator.
[[nodiscard]] QString chartKindNames(const QString &separator);

/// The chart's translated title, as shown in the window.
[[nodiscard]] QString chartTitle(ChartKind kind);

} // namespace breakeven
