#pragma once

/// \file csvexport.h
/// The charts' points and the break-even table as CSV: a header row with units, numbers in
/// the C locale ("1234.5", never "1.234,5"), so spreadsheets and scripts read them anywhere.

#include "evaluation.h"
#include "scenario.h"

#include <QByteArray>
#include <QString>

namespace breakeven {

/// Three tables separated by a blank line, each with its header row: the cost curve (one
/// column per enabled offer's blended price), the volume chart, and the break-even table.
/// Money is in \a currency.
[[nodiscard]] QByteArray csvExport(const Scenario &scenario, const Evaluation &evaluation, const QString &currency);

/// Writes csvExport() to \a path atomically; on failure returns false and sets \a error.
bool writeCsvExport(const Scenario &scenario, const Evaluation &evaluation, const QString &currency,
    const QString &path, QString *error);

} // namespace breakeven
