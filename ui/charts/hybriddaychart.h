#pragma once

/// \file hybriddaychart.h
/// The chart of the hybrid day (MODEL.md section 8): for each hour 0..23 the demand, the part the
/// self-hosted nodes serve and the API's overflow, as stacked bars under the demand's step line.
/// hybridDayData() is the pure part (tested without widgets); HybridDayChart draws it with
/// QPainter, so the window, PDF and SVG get the same vectors. It is the chart registry's "hybrid"
/// entry (chartregistry.h), whose CSV table is hybridDayTable().

#include "chartregistry.h"
#include "chartwidget.h"
#include "hybrid.h"
#include "scenario.h"

#include <QLocale>
#include <QString>
#include <QStringList>

#include <array>

namespace breakeven {

/// What the day chart draws, in output tok/s.
struct HybridDayData {
    bool planned = false; ///< a plan exists (else the chart says why not)
    QString note;         ///< one line under the title: the plan, or why there is none
    std::array<double, hoursInDay> demand {};
    std::array<double, hoursInDay> selfHosted {};
    std::array<double, hoursInDay> api {};
    std::array<int, hoursInDay> nodesOn {};
    double yMax = 1.0; ///< the axis' top: the peak demand with a margin, a round number
};

/// Intervals on the chart's tok/s axis.
inline constexpr int hybridDayTickCount = 5;

/// The labels of the tok/s axis' ticks, 0 to \a yMax (HybridDayData::yMax) in hybridDayTickCount
/// steps, with the decimals that keep them exact and distinct.
[[nodiscard]] QStringList hybridDayTicks(double yMax, const QLocale &locale);

/// The day chart of \a scenario's \a plan (the note names the offer and the nodes).
[[nodiscard]] HybridDayData hybridDayData(const Scenario &scenario, const HybridPlan &plan);

/// The chart's figures for the CSV: one row per hour, `hour`, `demand_tok_s`, `nodes_on`,
/// `self_hosted_tok_s`, `api_tok_s`; no rows without a demand profile.
[[nodiscard]] ChartTable hybridDayTable(const ChartInput &input);

class HybridDayChart : public ChartWidget {
    Q_OBJECT
public:
    explicit HybridDayChart(QWidget *parent = nullptr);
    void setInput(const ChartInput &input) override;
    void setData(const HybridDayData &data);
    [[nodiscard]] const HybridDayData &data() const { return m_data; }
    /// Draws the chart into \a target with \a painter (the widget, a PDF page or an SVG).
    void renderChart(QPainter *painter, const QRectF &target) override;
    void layoutNow() override { }
    [[nodiscard]] QSize sizeHint() const override { return { 640, 300 }; }
    [[nodiscard]] QSize minimumSizeHint() const override { return { 320, 220 }; }

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    HybridDayData m_data;
};

} // namespace breakeven
