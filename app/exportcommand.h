#pragma once

#include <QStringList>

class QTextStream;

namespace breakeven {

/// `breakeven export PRESET (--chart cost|volume | --report | --csv) -o OUT [options]`: the
/// window's exporters without a window. Needs a QApplication (the offscreen platform will do).
class ExportCommand {
public:
    /// True when \a args (argv, program name first) is an export command.
    [[nodiscard]] static bool isExportCommand(const QStringList &args);

    /// Runs it; returns 0 on success, 1 for bad input or an unwritable file, 2 for usage errors.
    static int run(const QStringList &args, QTextStream &out, QTextStream &err);
};

} // namespace breakeven
