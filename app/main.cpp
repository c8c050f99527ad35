#include "commandline.h"

#include <QCoreApplication>
#include <QTextStream>

#include <cstdio>

int main(int argc, char *argv[])
{
    QStringList args;
    for (int i = 0; i < argc; ++i)
        args << QString::fromLocal8Bit(argv[i]);

    if (breakeven::CommandLine::isConsoleCommand(args) || true) {
        QCoreApplication app(argc, argv);
        QCoreApplication::setApplicationName(QStringLiteral("Breakeven"));
        QCoreApplication::setApplicationVersion(QStringLiteral(BREAKEVEN_VERSION));
        QTextStream out(stdout);
        QTextStream err(stderr);
        if (args.size() < 2)
            args << QStringLiteral("report") << QStringLiteral("default");
        return breakeven::CommandLine::run(args, out, err);
    }
}
