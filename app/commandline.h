#pragma once

#include "scenario.h"

#include <QByteArray>
#include <QStringList>

#include <optional>

class QIODevice;
class QTextStream;

namespace breakeven {

/// The command-line verbs (`report`, `validate`). Pure console: no window is created.
class CommandLine {
public:
    /// True when \a args (argv, program name first) name a console verb or ask for help.
    [[nodiscard]] static bool isConsoleCommand(const QStringList &args);

    /// Runs the verb in \a args, writing results to \a out and errors to \a err.
    /// Returns the exit code: 0 success, 1 bad input (preset, value), 2 usage error.
    static int run(const QStringList &args, QTextStream &out, QTextStream &err);

    /// Where a file named "-" is read from: standard input, or \a device (tests; nullptr: standard input again).
    static void setStandardInput(QIODevice *device);
    /// Everything on standard input (setStandardInput()), at most \a maxBytes; nothing, with \a error set,
    /// when it is empty, larger or unreadable.
    [[nodiscard]] static std::optional<QByteArray> readStandardInput(qint64 maxBytes, QString *error);

    /// The usage text printed by --help and on usage errors.
    [[nodiscard]] static QString usage();
    /// The chart kinds `export --chart` takes, as the usage text names them ("cost|volume|..."):
    /// the chart registry is the window's (ui/), so main() hands them in (setChartKinds()).
    static void setChartKinds(const QString &kinds);
    [[nodiscard]] static QString chartKindList();
    /// The tables `export --csv --table` takes ("cost|volume|...|inputs"), handed in by main() as
    /// the chart kinds are (ui/export/csvexport.h's csvTableNames()).
    static void setCsvTables(const QString &tables);
    [[nodiscard]] static QString csvTableList();

    /// Why `--currency CODE` cannot show money in \a code for \a scenario: "unknown currency
    /// \"XYZ\" (known: USD, CNY, EUR; ...)", naming the known ones; nothing when it has a rate.
    [[nodiscard]] static std::optional<QString> currencyProblem(const Scenario &scenario, const QString &code);

    /// Loads \a file ("default": the built-in scenario) and applies each "PATH=VALUE" of
    /// \a overrides in order. Problems go to \a err; \a exitCode is set to 1 (bad input) or
    /// 2 (malformed override) and nullopt returned. \a asRead, when given, receives the scenario
    /// as the file has it, before the overrides.
    [[nodiscard]] static std::optional<Scenario> loadScenario(
        const QString &file, const QStringList &overrides, QTextStream &err, int *exitCode, Scenario *asRead = nullptr);
};

} // namespace breakeven
