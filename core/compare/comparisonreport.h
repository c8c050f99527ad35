#pragma once

/// \file comparisonreport.h
/// A comparison (comparison.h) as `breakeven compare` prints it: JSON (a stable interface,
/// docs/report-format.md, "Comparison"), plain text and CSV, in fixed English; and the few words
/// the window and the PDF report share with them (a change "+$7,877 (+15.1 %)", a scenario's letter).

#include "comparison.h"

#include <QJsonObject>
#include <QLocale>
#include <QString>

#include <functional>

namespace breakeven {

inline constexpr int comparisonReportVersion = 1;

/// "A" for the first scenario (the baseline), "B", ... "H": how the reports name a scenario's column.
[[nodiscard]] QString scenarioLetter(std::size_t index);

/// \a change as "+$7,877.00 (+15.1 %)", "-120 tok/s (-4.9 %)" or "$0.00 (0 %)": the difference
/// written by \a amount (given its size, never its sign) with its sign, then the percent with one
/// decimal when it has one (in \a locale's notation).
[[nodiscard]] QString changeText(
    const Change &change, const std::function<QString(double)> &amount, const QLocale &locale);

/// `{"format": "breakeven-comparison-report", "version": 1, "name", "scenarios": [...],
/// "differences": [...], "same_count"}`: every scenario's answer and figures with their `B - A`
/// against the first, and the assumptions that differ (docs/report-format.md, "Comparison").
/// \a name: the comparison file's (empty when none).
[[nodiscard]] QJsonObject comparisonJson(const Comparison &comparison, const QString &name = {});

/// The comparison as text: each scenario's answer and figures with B - A, then the assumptions that
/// differ, one value per scenario (fixed English, names made safe for a terminal).
[[nodiscard]] QString comparisonText(const Comparison &comparison, const QString &name = {});

/// The comparison as one tidy CSV table: `scenario,name,item,offer,value,b_minus_a,b_minus_a_percent`,
/// a row per figure of each scenario (per enabled offer for the offers' figures), then a row per
/// scenario for each assumption that differs (item: its path).
[[nodiscard]] QString comparisonCsv(const Comparison &comparison);

} // namespace breakeven
