#pragma once

/// \file commandhelp.h
/// The one description of Breakeven's command line: each command's usage lines, what it does and
/// its options. `breakeven --help`, `breakeven COMMAND --help`, each command's option parser and
/// the man page (generated at build time by breakeven-manpage) are all made from it, so they cannot
/// drift apart (tests/app/test_commandhelp.cpp holds the built man page equal to manPage()).
/// Plain English: the command line is not translated.

#include <QCommandLineOption>
#include <QList>
#include <QString>

#include <optional>

class QCommandLineParser;

namespace breakeven {

/// One command: `breakeven NAME ...` (the window when \a name is empty).
struct CommandHelp {
    QString name;                      ///< "report"; empty for the window
    QString usage;                     ///< its usage lines, "breakeven report PRESET ...", continued indented
    QString description;               ///< what it does: paragraphs separated by an empty line
    QList<QCommandLineOption> options; ///< every option its parser takes, with its description
};

/// A section of the man page that is not about one command (ENVIRONMENT, FILES, EXIT STATUS, ...):
/// its title and its entries, each a term and what it means.
struct ManSection {
    QString title;
    QList<std::pair<QString, QString>> entries;
};

/// Every command, the window first, in the order the usage lists them.
[[nodiscard]] QList<CommandHelp> commandHelp();
/// The command named \a name, or nullopt.
[[nodiscard]] std::optional<CommandHelp> findCommandHelp(const QString &name);
/// The sections after the commands: ENVIRONMENT, FILES, EXIT STATUS, SEE ALSO.
[[nodiscard]] QList<ManSection> manSections();

/// Adds the options of command \a name to \a parser (and nothing else: no --help).
void addCommandOptions(QCommandLineParser &parser, const QString &name);

/// `breakeven --help`: every command's usage lines and what PRESET and PATH are.
[[nodiscard]] QString usageText();
/// `breakeven NAME --help`: its usage, what it does, and its options, one per line, wrapped at 80 columns.
[[nodiscard]] QString commandHelpText(const CommandHelp &command);
/// Whether \a args (argv, program name first) ask for a command's help: `breakeven NAME --help`, `-h` or
/// `--help-all`, anywhere after the command name (and before a lone "--").
[[nodiscard]] bool asksForCommandHelp(const QStringList &args);

/// The man page (roff, man macros) of version \a version, dated \a date (YYYY-MM-DD).
[[nodiscard]] QString manPage(const QString &version, const QString &date);
/// \a text as roff shows it: backslashes and hyphens escaped, a leading "." or "'" guarded.
[[nodiscard]] QString roffEscaped(const QString &text);

} // namespace breakeven
