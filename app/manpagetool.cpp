// breakeven-manpage OUT VERSION DATE: writes the man page (commandhelp.h's manPage()) to OUT.
#include "atomicwrite.h"
#include "charts/chartregistry.h"
#include "commandhelp.h"
#include "commandline.h"
#include "export/csvexport.h"

#include <QCoreApplication>
#include <QStringList>

#include <cstdio>

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    const QStringList args = QCoreApplication::arguments();
    if (args.size() != 4) {
        std::fprintf(stderr, "usage: breakeven-manpage OUT VERSION YYYY-MM-DD\n");
        return 2;
    }
    // As main() does for --help: the kinds and tables of the window's registry.
    breakeven::CommandLine::setChartKinds(breakeven::chartKindNames(QStringLiteral("|")));
    breakeven::CommandLine::setCsvTables(breakeven::csvTableNames().join(QLatin1Char('|')));
    QString error;
    if (!breakeven::writeFileAtomically(args.at(1), breakeven::manPage(args.at(2), args.at(3)).toUtf8(), &error)) {
        std::fprintf(stderr, "breakeven-manpage: cannot write %s: %s\n", qPrintable(args.at(1)), qPrintable(error));
        return 1;
    }
    return 0;
}
