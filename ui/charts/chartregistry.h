#pragma once

/// \file chartregistry.h
/// Every kind of chart Breakeven draws, as one list: the window (a widget per kind, placed as
/// the entry says), the export dialog, `export --chart`, the command line's usage text, the
/// report and the CSV iterate over it, so adding a chart kind is one entry in chartregistry.cpp.

#include "chartdata.h"
#include "chartinput.h"

#include <QString>
#include <QStringList>

#include <memory>
#include <optional>
#include <vector>

namespace breakeven {

class ChartWidget;

enum class ChartKind { Cost, Volume, PerUser, Tornado, Map, Horizon, Hybrid };

/// A chart's figures as a table (the CSV's sections): one row per sampled x, in the units the
/// header names, money in the currency it was asked for.
struct ChartTable {
    QStringList header;
    std::vector<std::vector<double>> rows; ///< NaN: no value (an empty CSV cell)
    /// The columns that hold a yes/no (0 or 1), which the CSV writes as false/true.
    std::vector<std::size_t> flagColumns;
};

/// Where the window shows a chart.
enum class ChartPlace {
    Main,   ///< the first tab above the results (the cost chart)
    Bottom, ///< beside the results (the volume chart)
    Tab,    ///< a tab of its own beside the main chart
};

/// One kind of chart.
struct ChartKindInfo {
    ChartKind kind;
    const char *id;    ///< the name on the command line (`--chart ID`) and in file names, e.g. "cost"
    const char *title; ///< untranslated; see chartTitle()
    /// Its figures as a table (the CSV), money in the input's currency.
    ChartTable (*table)(const ChartInput &input);
    /// A widget that draws it: the window's, and the renderer the exporters lay out off screen.
    std::unique_ptr<ChartWidget> (*create)();
    ChartPlace place;
    bool inReport;         ///< drawn in the PDF report
    bool needsUncertainty; ///< draws the uncertainty run: exporters compute one when none is given
};

/// Every chart kind, in the order menus, the report and the CSV list them.
[[nodiscard]] const std::vector<ChartKindInfo> &chartKinds();

/// The entry of \a kind.
[[nodiscard]] const ChartKindInfo &chartKindInfo(ChartKind kind);

/// The kind whose id is \a name ("cost", "volume"), or nullopt.
[[nodiscard]] std::optional<ChartKind> chartKindFromName(const QString &name);

/// The ids of every kind, e.g. "cost|volume" joined by \a separator.
[[nodiscard]] QString chartKindNames(const QString &separator);

/// The chart's translated title, as shown in the window.
[[nodiscard]] QString chartTitle(ChartKind kind);

} // namespace breakeven
