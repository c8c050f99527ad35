#pragma once

/// \file csvexport.h
/// The charts' points, the break-even table, the decision, the hybrid plan and the scenario's inputs
/// as CSV: a header row with units, numbers in the C locale ("1234.5", never "1.234,5"), so
/// spreadsheets and scripts read them anywhere. Either one file with every table (a blank line
/// between them) or tidy tables, one rectangular table per file (docs/report-format.md).

#include "evaluation.h"
#include "scenario.h"

#include <QByteArray>
#include <QString>
#include <QStringList>

#include <vector>

namespace breakeven {

/// One rectangular table: every row has the header's number of cells.
struct CsvTable {
    QString name; ///< its `--table` name and file name (without ".csv"): a chart id, "breakeven", ...
    QStringList header;
    std::vector<QStringList> rows;
};

/// The name of the hybrid plan's key/value table ("hybrid" is the chart of the hybrid day).
inline constexpr const char *hybridPlanTable = "hybrid-plan";

/// Every table, money in \a currency: one per chart of the chart registry (named by its id), then
/// "breakeven", "decision", "hybrid-plan" (its status alone without a hybrid profile) and "inputs"
/// (every field of the parameter registry: path, value, unit, currency).
[[nodiscard]] std::vector<CsvTable> csvTables(
    const Scenario &scenario, const Evaluation &evaluation, const QString &currency);

/// The names of csvTables(), in its order (they do not depend on the scenario).
[[nodiscard]] QStringList csvTableNames();

/// The files writeCsvDirectory() writes into \a dir: one NAME.csv per name of csvTableNames().
[[nodiscard]] QStringList csvDirectoryFiles(const QString &dir);

/// \a table as CSV: its header row and its rows.
[[nodiscard]] QByteArray csvText(const CsvTable &table);

/// Every table of csvTables() in one file, each with its header row, a blank line between them;
/// the hybrid plan only with a hybrid profile. Money is in \a currency.
[[nodiscard]] QByteArray csvExport(const Scenario &scenario, const Evaluation &evaluation, const QString &currency);

/// Writes csvExport() to \a path atomically; on failure returns false and sets \a error.
bool writeCsvExport(const Scenario &scenario, const Evaluation &evaluation, const QString &currency,
    const QString &path, QString *error);

/// Writes the table called \a name (one of csvTableNames()) to \a path atomically; on failure (an
/// unknown name included) returns false and sets \a error.
bool writeCsvTable(const Scenario &scenario, const Evaluation &evaluation, const QString &currency, const QString &name,
    const QString &path, QString *error);

/// Writes every table into the folder \a dir (made if missing), one NAME.csv per table, all of
/// them or none (writeFilesAtomically()); \a written gets the paths written. On failure returns
/// false and sets \a error, and every file in \a dir is as it was.
bool writeCsvDirectory(const Scenario &scenario, const Evaluation &evaluation, const QString &currency,
    const QString &dir, QString *error, QStringList *written = nullptr);

} // namespace breakeven
