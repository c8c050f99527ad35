#pragma once

// Helpers shared by the command-line tests: running a verb in-process, as main() does.

#include "commandline.h"

#include <QString>
#include <QStringList>
#include <QTextStream>

namespace breakeven::test {

struct CliRun {
    int code;
    QString out;
    QString err;
};

/// The shipped preset \a file's path.
inline QString preset(const char *file)
{
    return QStringLiteral(BREAKEVEN_SOURCE_DIR "/presets/") + QString::fromLatin1(file);
}

/// Runs `breakeven ARGS...` in-process: exit code, stdout and stderr.
inline CliRun run(QStringList args)
{
    args.prepend(QStringLiteral("breakeven"));
    QString out, err;
    QTextStream o(&out), e(&err);
    const int code = CommandLine::run(args, o, e);
    o.flush();
    e.flush();
    return { code, out, err };
}

} // namespace breakeven::test
