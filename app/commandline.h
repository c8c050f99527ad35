#pragma once

#include <QStringList>

#include <optional>

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
};

} // namespace breakeven
