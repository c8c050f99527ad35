#include "comparecommand.h"

#include "latin1.h"

#include "atomicwrite.h"
#include "commandhelp.h"
#include "commandline.h"
#include "comparison.h"
#include "comparisonfile.h"
#include "comparisonreport.h"
#include "report.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QJsonDocument>
#include <QTextStream>

namespace breakeven {

namespace {

/// This file's sentences: Text::tr() in the context "CompareCommand" (the command line installs no
/// translator: English).
struct Text {
    Q_DECLARE_TR_FUNCTIONS(CompareCommand)
};

constexpr int maxCompareSamples = 100000;
constexpr qulonglong maxSeed = 9007199254740991ULL; ///< 2^53 - 1, exact in JSON (as `report --seed`)

/// What one argument stands for: a preset, or the presets a comparison file names.
struct Expanded {
    QStringList files; ///< in order; a comparison file's resolved against its folder
    QString name;      ///< a comparison file's name
};

/// The files \a arg stands for; nothing after the errors on \a err.
std::optional<Expanded> expand(const QString &arg, QTextStream &err)
{
    const Expanded preset { { arg }, {} };
    if (arg == QLatin1String("default") || arg == QLatin1String("-"))
        return preset;
    // A file that reads as a JSON object saying it is a comparison; anything else is read as a
    // preset, whose reader says what is wrong with it.
    QString error;
    const std::optional<QByteArray> bytes = readBoundedFile(arg, Text::tr("a preset or comparison"), &error);
    if (!bytes)
        return preset;
    PresetError problem;
    const std::optional<QJsonObject> root = parseStrictJsonObject(*bytes, Text::tr("a preset"), &problem);
    if (!root || !isComparisonJson(*root))
        return preset;
    const ComparisonFileResult read = comparisonFromJson(*root);
    if (!read.ok()) {
        for (const PresetError &e : read.errors)
            err << terminalText(arg) << L(": ") << terminalText(e.toString()) << Qt::endl;
        return std::nullopt;
    }
    Expanded comparison { {}, read.file->name };
    for (const QString &entry : read.file->presets)
        comparison.files << resolvedPresetPath(arg, entry);
    return comparison;
}

/// The preset files \a arguments stand for (expand()), two to eight; nullopt after the errors on \a err
/// with \a exitCode 1 (a comparison file) or 2 (their count, standard input twice).
std::optional<QStringList> presetFiles(const QStringList &arguments, QTextStream &err, int *exitCode, QString *name)
{
    QStringList files;
    for (const QString &arg : arguments) {
        const std::optional<Expanded> expanded = expand(arg, err);
        if (!expanded) {
            *exitCode = 1;
            return std::nullopt;
        }
        if (name && name->isEmpty())
            *name = expanded->name;
        files << expanded->files;
    }
    std::optional<QString> problem = comparedCountProblem(static_cast<std::size_t>(files.size()));
    if (!problem && files.count(QStringLiteral("-")) > 1)
        problem = Text::tr("standard input (\"-\") can be read only once");
    if (problem) {
        err << L("compare: ") << *problem << Qt::endl;
        *exitCode = 2;
        return std::nullopt;
    }
    return files;
}

/// Each of \a files read as a preset; nullopt after the reader's errors on \a err (\a exitCode 1).
std::optional<std::vector<ScenarioToCompare>> readScenarios(const QStringList &files, QTextStream &err, int *exitCode)
{
    std::vector<ScenarioToCompare> scenarios;
    for (const QString &file : files) {
        const std::optional<Scenario> loaded = CommandLine::loadScenario(file, {}, err, exitCode);
        if (!loaded)
            return std::nullopt;
        scenarios.push_back({ *loaded, file });
    }
    return scenarios;
}

} // namespace

bool CompareCommand::isCompareCommand(const QStringList &args) { return args.value(1) == QLatin1String("compare"); }

int CompareCommand::run(const QStringList &args, QTextStream &out, QTextStream &err)
{
    QCommandLineParser parser;
    parser.addPositionalArgument(L("compare"), QString());
    parser.addPositionalArgument(L("presets"), L("Preset files, or a comparison file."));
    addCommandOptions(parser, L("compare"));
    const QString format = L("format");
    const QString samples = L("samples");
    const QString seed = L("seed");
    const QString save = L("save");
    const auto usageError = [&](const QString &message) {
        err << L("compare: ") << message << Qt::endl << CommandLine::usage();
        return 2;
    };
    if (!parser.parse(args))
        return usageError(parser.errorText());
    const QString fmt = parser.value(format);
    if (fmt != QLatin1String("text") && fmt != QLatin1String("json") && fmt != QLatin1String("csv")) {
        err << Text::tr("--format: \"%1\" is not text, json or csv").arg(terminalText(fmt)) << Qt::endl;
        return 2;
    }
    CompareOptions options;
    {
        bool ok = false;
        const qlonglong n = parser.value(samples).toLongLong(&ok);
        if (!ok || n < 1 || n > maxCompareSamples) {
            err << Text::tr("--samples: \"%1\" is not a whole number from 1 to %2")
                       .arg(terminalText(parser.value(samples)))
                       .arg(maxCompareSamples)
                << Qt::endl;
            return 2;
        }
        options.samples = static_cast<int>(n);
    }
    {
        bool ok = false;
        const qulonglong s = parser.value(seed).toULongLong(&ok);
        if (!ok || s > maxSeed) {
            err << Text::tr("--seed: \"%1\" is not a whole number from 0 to %2")
                       .arg(terminalText(parser.value(seed)))
                       .arg(maxSeed)
                << Qt::endl;
            return 2;
        }
        options.seed = s;
    }

    int code = 0;
    QString name;
    const QStringList positional = parser.positionalArguments().mid(1);
    const std::optional<QStringList> files = presetFiles(positional, err, &code, &name);
    if (!files) {
        if (code == 2)
            err << CommandLine::usage();
        return code;
    }
    const QString savePath = parser.value(save);
    if (parser.isSet(save)) {
        if (files->contains(QStringLiteral("-")))
            return usageError(Text::tr("--save: a comparison file names preset files; standard input is none"));
        if (const std::optional<QString> problem = writeTargetProblem(savePath, *files + positional)) {
            err << Text::tr("compare: cannot write %1: %2").arg(terminalText(savePath), terminalText(*problem))
                << Qt::endl;
            return 1;
        }
    }
    const std::optional<std::vector<ScenarioToCompare>> scenarios = readScenarios(*files, err, &code);
    if (!scenarios)
        return code;
    const Comparison comparison = compareScenarios(*scenarios, options);

    if (parser.isSet(save)) {
        ComparisonFile saved { name, {} };
        for (const QString &file : *files)
            saved.presets << presetEntryFor(savePath, file);
        QString error;
        if (!writeComparisonFile(saved, savePath, &error)) {
            err << Text::tr("compare: cannot write %1: %2").arg(terminalText(savePath), error) << Qt::endl;
            return 1;
        }
    }

    if (fmt == QLatin1String("json"))
        out << QString::fromUtf8(QJsonDocument(comparisonJson(comparison, name)).toJson(QJsonDocument::Indented));
    else if (fmt == QLatin1String("csv"))
        out << comparisonCsv(comparison);
    else
        out << comparisonText(comparison, name);
    if (parser.isSet(save))
        err << Text::tr("wrote %1").arg(terminalText(savePath)) << Qt::endl;
    return 0;
}

std::optional<std::vector<ScenarioToCompare>> CompareCommand::loadScenarios(
    const QStringList &arguments, QTextStream &err, int *exitCode, QString *name)
{
    const std::optional<QStringList> files = presetFiles(arguments, err, exitCode, name);
    if (!files)
        return std::nullopt;
    return readScenarios(*files, err, exitCode);
}

} // namespace breakeven
