#pragma once

/// \file assumptions.h
/// The inputs of a scenario as a report lists them, generated from the parameter registry: every
/// parameter and field that counts in the scenario (the Buy group only when buying, ...), its label,
/// and its value with its unit, so that a new parameter appears in the PDF and text reports without
/// more code.

#include "parameters.h"
#include "scenario.h"

#include <QString>

#include <vector>

namespace breakeven {

/// One line of the assumptions list.
struct Assumption {
    ParamGroup group;
    QString path;  ///< the preset path ("operation.utilization", "cost.overheads.0.monthly")
    QString label; ///< translated, without mnemonic; an overhead line's label (from the file) is plain text
    QString value; ///< with its unit or currency ("92 tok/s", "CNY 6,900,000", "25 %", "no limit")
    /// The preset does not state it: the value is the format's default (docs/preset-format.md).
    bool defaulted = false;
    /// The range the sources give for it (`ranges`), "92 to 4,634" in the value's unit; empty when none.
    QString range;
    const Parameter *parameter = nullptr; ///< the numeric parameter shown; null for a text, flag or choice field
    std::size_t index = 0;                ///< which member of the parameter's family (an overhead line, a rate)
};

/// The scenario's inputs, by group in registry order (API offers excluded: reports list them with
/// their sources). The whole bill's groups (staff, billing, financing, horizon, task) list only the
/// fields that differ from the format's defaults. Numbers in \a locale's notation.
[[nodiscard]] std::vector<Assumption> assumptions(const Scenario &scenario, const QLocale &locale);

/// Element \a index of \a parameter in \a scenario as an assumptions list shows it: with its unit or
/// currency ("92 tok/s", "25 %", "CNY 6,900,000"), or its "none" wording ("no limit").
[[nodiscard]] QString parameterValueText(
    const Parameter &parameter, const Scenario &scenario, std::size_t index, const QLocale &locale);

/// Element \a index of \a field in \a scenario as an assumptions list shows it: a yes/no or choice in
/// words ("yes", "rent", "unanswered"), text as the file has it.
[[nodiscard]] QString fieldValueText(const Field &field, const Scenario &scenario, std::size_t index);

/// \a value as an assumption shows it: the shortest exact form, at most six decimals, grouped.
[[nodiscard]] QString assumptionNumber(double value, const QLocale &locale);

} // namespace breakeven
