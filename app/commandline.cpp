#include "commandline.h"

#include "evaluation.h"
#include "presetio.h"
#include "report.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QJsonDocument>
#include <QTextStream>

namespace breakeven {

namespace {

QString L(const char *s)
{
    return QString::fromLatin1(s);
}

QString usage()
{
    return QCoreApplication::translate("CommandLine",
                                       "Usage:\n"
                                       "  breakeven [PRESET]                       open the workbench window\n"
                                       "  breakeven --screenshot OUT.png [PRESET]  render the window to a PNG and exit\n"
                                       "  breakeven report PRESET [--set PATH=VALUE]... [--format text|json]\n"
                                       "  breakeven validate PRESET\n"
                                       "  breakeven --help | --version\n"
                                       "\n"
                                       "PRESET is a preset file, or \"default\" for the built-in scenario.\n"
                                       "PATH names a field of the preset, e.g. operation.throughput_tok_s,\n"
                                       "cost.gpu_hour, workload.cache_hit or offers.0.output.\n");
}

PresetResult loadPreset(const QString &arg)
{
    if (arg == QLatin1String("default"))
        return { defaultScenario(), {} };
    return readPresetFile(arg);
}

void printErrors(QTextStream &err, const QString &file, const PresetResult &result)
{
    for (const PresetError &e : result.errors)
        err << file << QStringLiteral(": ") << e.toString() << Qt::endl;
}

int report(const QStringList &args, QTextStream &out, QTextStream &err)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(QCoreApplication::translate("CommandLine", "Evaluate a preset."));
    parser.addPositionalArgument(L("report"), QString());
    parser.addPositionalArgument(L("preset"), QCoreApplication::translate("CommandLine", "Preset file."));
    const QCommandLineOption set(L("set"),
                                 QCoreApplication::translate("CommandLine", "Override a preset field."),
                                 L("PATH=VALUE"));
    const QCommandLineOption format(L("format"), QCoreApplication::translate("CommandLine", "text or json."),
                                    L("FORMAT"), L("text"));
    parser.addOption(set);
    parser.addOption(format);
    if (!parser.parse(args)) {
        err << parser.errorText() << Qt::endl << usage();
        return 2;
    }
    const QStringList positional = parser.positionalArguments();
    if (positional.size() != 2) {
        err << QCoreApplication::translate("CommandLine", "report: expected exactly one preset file") << Qt::endl
            << usage();
        return 2;
    }
    const QString fmt = parser.value(format);
    if (fmt != QLatin1String("text") && fmt != QLatin1String("json")) {
        err << QCoreApplication::translate("CommandLine", "--format: \"%1\" is not text or json").arg(fmt)
            << Qt::endl;
        return 2;
    }
    const QString file = positional.at(1);
    PresetResult loaded = loadPreset(file);
    if (!loaded.ok()) {
        printErrors(err, file, loaded);
        return 1;
    }
    Scenario scenario = *loaded.scenario;
    for (const QString &assignment : parser.values(set)) {
        const qsizetype eq = assignment.indexOf(QLatin1Char('='));
        if (eq <= 0) {
            err << QCoreApplication::translate("CommandLine", "--set: \"%1\" is not PATH=VALUE").arg(assignment)
                << Qt::endl;
            return 2;
        }
        const PresetResult changed = withOverride(scenario, assignment.left(eq), assignment.mid(eq + 1));
        if (!changed.ok()) {
            for (const PresetError &e : changed.errors)
                err << L("--set ") << e.toString() << Qt::endl;
            return 1;
        }
        scenario = *changed.scenario;
    }
    const Evaluation evaluation = evaluate(scenario);
    if (fmt == QLatin1String("json"))
        out << QString::fromUtf8(QJsonDocument(reportJson(scenario, evaluation)).toJson(QJsonDocument::Indented));
    else
        out << reportText(scenario, evaluation);
    return 0;
}

int validate(const QStringList &args, QTextStream &out, QTextStream &err)
{
    if (args.size() != 3) {
        err << QCoreApplication::translate("CommandLine", "validate: expected exactly one preset file") << Qt::endl
            << usage();
        return 2;
    }
    const QString file = args.at(2);
    const PresetResult loaded = loadPreset(file);
    if (!loaded.ok()) {
        printErrors(err, file, loaded);
        return 1;
    }
    out << QCoreApplication::translate("CommandLine", "%1: valid preset \"%2\" (%n offer(s))", nullptr,
                                       static_cast<int>(loaded.scenario->offers.size()))
               .arg(file, loaded.scenario->name)
        << Qt::endl;
    return 0;
}

} // namespace

bool CommandLine::isConsoleCommand(const QStringList &args)
{
    if (args.size() < 2)
        return false;
    const QString verb = args.at(1);
    return verb == QLatin1String("report") || verb == QLatin1String("validate") || verb == QLatin1String("--help")
        || verb == QLatin1String("-h") || verb == QLatin1String("--version");
}

int CommandLine::run(const QStringList &args, QTextStream &out, QTextStream &err)
{
    const QString verb = args.value(1);
    if (verb == QLatin1String("report"))
        return report(args, out, err);
    if (verb == QLatin1String("validate"))
        return validate(args, out, err);
    if (verb == QLatin1String("--version")) {
        out << L("breakeven ") << QCoreApplication::applicationVersion() << Qt::endl;
        return 0;
    }
    if (verb == QLatin1String("--help") || verb == QLatin1String("-h")) {
        out << usage();
        return 0;
    }
    err << usage();
    return 2;
}

} // namespace breakeven
