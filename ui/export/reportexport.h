#pragma once

/// \file reportexport.h
/// The decision report: a two-page PDF (A4 or Letter, landscape) with the preset's name and
/// date, the verdict, both charts (vector), the break-even table, every assumption with its
/// value and unit, the offers with their as-of dates and sources, and the model's formulas.
/// Text is real text: searchable and copyable.

#include "evaluation.h"
#include "scenario.h"

#include <QPageSize>
#include <QString>
#include <QStringList>

namespace breakeven {

struct ReportOptions {
    QPageSize::PageSizeId page = QPageSize::A4;
    QString date; ///< printed under the title; empty: today, in ISO form
    /// What changed since the preset was read (changesFromSource()), listed under "Where the figures
    /// come from", whose description may still describe the file's figures; empty: nothing.
    QStringList changes;
};

/// Writes the report of \a scenario, money in \a currency, to \a path (a .pdf) atomically.
/// On failure returns false and sets \a error.
bool exportReport(const Scenario &scenario, const Evaluation &evaluation, const QString &currency, const QString &path,
    const ReportOptions &options, QString *error);

} // namespace breakeven
