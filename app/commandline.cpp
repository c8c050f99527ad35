#include "commandline.h"
#include "commandhelp.h"

#include "latin1.h"

#include "parameters.h"

#include "comparecommand.h"
#include "evaluation.h"
#include "importbenchcommand.h"
#include "importmodelcommand.h"
#include "importpricescommand.h"
#include "planscommand.h"
#include "presetio.h"
#include "report.h"

#include <cmath>

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QFile>
#include <QIODevice>
#include <QJsonDocument>
#include <QTextStream>

namespace breakeven {

namespace {

constexpr qlonglong maxSamples = 10000000;          ///< --samples: ten million draws take seconds
constexpr qulonglong maxSeed = 9007199254740991ULL; ///< --seed: 2^53 - 1, exact in the JSON report

QIODevice *&standardInputOverride()
{
    static QIODevice *device = nullptr;
    return device;
}

PresetResult loadPreset(const QString &arg)
{
    if (arg == QLatin1String("default"))
        return { defaultScenario(), {} };
    if (arg == QLatin1String("-")) {
        QString error;
        const std::optional<QByteArray> bytes = CommandLine::readStandardInput(maxPresetBytes, &error);
        if (!bytes)
            return { std::nullopt, { { {}, error } } };
        return parsePreset(*bytes);
    }
    return readPresetFile(arg);
}

void printErrors(QTextStream &err, const QString &file, const PresetResult &result)
{
    for (const PresetError &e : result.errors)
        err << terminalText(file) << QStringLiteral(": ") << terminalText(e.toString()) << Qt::endl;
}

int report(const QStringList &args, QTextStream &out, QTextStream &err)
{
    QCommandLineParser parser;
    parser.addPositionalArgument(L("report"), QString());
    parser.addPositionalArgument(L("preset"), L("Preset file."));
    addCommandOptions(parser, L("report"));
    const QString set = L("set");
    const QString format = L("format");
    const QString samples = L("samples");
    const QString seed = L("seed");
    const QString currency = L("currency");
    if (!parser.parse(args)) {
        err << parser.errorText() << Qt::endl << CommandLine::usage();
        return 2;
    }
    const QStringList positional = parser.positionalArguments();
    if (positional.size() != 2) {
        err << QCoreApplication::translate("CommandLine", "report: expected exactly one preset file") << Qt::endl
            << CommandLine::usage();
        return 2;
    }
    const QString fmt = parser.value(format);
    if (fmt != QLatin1String("text") && fmt != QLatin1String("json")) {
        err << QCoreApplication::translate("CommandLine", "--format: \"%1\" is not text or json").arg(fmt) << Qt::endl;
        return 2;
    }
    MonteCarloOptions monteCarlo;
    const bool uncertain = parser.isSet(samples);
    if (uncertain) {
        bool ok = false;
        const qlonglong n = parser.value(samples).toLongLong(&ok);
        if (!ok || n < 1 || n > maxSamples) {
            err << QCoreApplication::translate("CommandLine", "--samples: \"%1\" is not a whole number from 1 to %2")
                       .arg(terminalText(parser.value(samples)))
                       .arg(maxSamples)
                << Qt::endl;
            return 2;
        }
        monteCarlo.samples = static_cast<int>(n);
    }
    {
        bool ok = false;
        const qulonglong s = parser.value(seed).toULongLong(&ok);
        if (!ok || s > maxSeed) {
            err << QCoreApplication::translate("CommandLine", "--seed: \"%1\" is not a whole number from 0 to %2")
                       .arg(terminalText(parser.value(seed)))
                       .arg(maxSeed)
                << Qt::endl;
            return 2;
        }
        monteCarlo.seed = s;
    }
    int code = 0;
    const std::optional<Scenario> loaded = CommandLine::loadScenario(positional.at(1), parser.values(set), err, &code);
    if (!loaded)
        return code;
    const Scenario &scenario = *loaded;
    const QString money = parser.value(currency);
    if (parser.isSet(currency)) {
        if (const std::optional<QString> problem = CommandLine::currencyProblem(scenario, money)) {
            err << *problem << Qt::endl;
            return 2;
        }
    }
    if (uncertain) {
        // Refused before anything is allocated: the columns grow with samples x offers (a 100-offer
        // preset at 10^7 samples would need gigabytes and abort).
        const std::size_t bytes = monteCarloColumnBytes(scenario, monteCarlo.samples);
        if (bytes > maxMonteCarloColumnBytes) {
            const std::size_t perSample = monteCarloColumnBytes(scenario, 1);
            const double mib = 1024.0 * 1024.0;
            err << QCoreApplication::translate("CommandLine",
                "--samples: %1 samples of this preset keep %2 figures each, %3 MiB; a run may use at most %4 MiB: "
                "give at most %5 samples")
                       .arg(monteCarlo.samples)
                       .arg(perSample / sizeof(double))
                       .arg(std::ceil(static_cast<double>(bytes) / mib), 0, 'f', 0)
                       .arg(static_cast<double>(maxMonteCarloColumnBytes) / mib, 0, 'f', 0)
                       .arg(maxMonteCarloColumnBytes / perSample)
                << Qt::endl;
            return 2;
        }
    }
    const Evaluation evaluation = evaluate(scenario);
    std::optional<MonteCarloResult> result;
    std::optional<Tornado> bars;
    if (uncertain) {
        result = runMonteCarlo(scenario, monteCarlo);
        bars = tornado(scenario);
    }
    if (fmt == QLatin1String("json")) {
        QJsonObject json = reportJson(scenario, evaluation);
        if (result)
            json.insert(L("uncertainty"), uncertaintyJson(scenario, *result, *bars));
        if (!money.isEmpty())
            json = reportInCurrency(json, scenario, money);
        out << QString::fromUtf8(QJsonDocument(json).toJson(QJsonDocument::Indented));
    } else {
        out << reportText(scenario, evaluation, result ? &*result : nullptr, money);
        if (result)
            out << Qt::endl << uncertaintyText(scenario, *result, *bars);
    }
    return 0;
}

int validate(const QStringList &args, QTextStream &out, QTextStream &err)
{
    if (args.size() != 3) {
        err << QCoreApplication::translate("CommandLine", "validate: expected exactly one preset file") << Qt::endl
            << CommandLine::usage();
        return 2;
    }
    const QString file = args.at(2);
    // The bytes read once: standard input cannot be read again for the warnings.
    std::optional<QByteArray> bytes;
    PresetResult loaded;
    if (file == QLatin1String("default")) {
        loaded = loadPreset(file);
    } else {
        QString error;
        bytes = file == QLatin1String("-") ? CommandLine::readStandardInput(maxPresetBytes, &error)
                                           : readBoundedFile(file, L("a preset"), &error);
        loaded = bytes ? parsePreset(*bytes) : PresetResult { std::nullopt, { { {}, error } } };
    }
    if (!loaded.ok()) {
        printErrors(err, file, loaded);
        return 1;
    }
    if (bytes) {
        // The file read without errors, so it is one JSON object of at most maxPresetBytes.
        for (const PresetError &w : presetWarnings(QJsonDocument::fromJson(*bytes).object()))
            err << QCoreApplication::translate("CommandLine", "%1: warning: %2").arg(file, w.toString()) << Qt::endl;
    }
    // The command line is English (no translator): the plural spelled out, not "(1 offer(s))".
    const std::size_t offers = loaded.scenario->offers.size();
    out << QCoreApplication::translate("CommandLine", "%1: valid preset \"%2\" (%3 %4)")
               .arg(terminalText(file), terminalText(loaded.scenario->name), QString::number(offers),
                   offers == 1 ? QStringLiteral("offer") : QStringLiteral("offers"))
        << Qt::endl;
    return 0;
}

} // namespace

QString CommandLine::usage() { return usageText(); }

namespace {
QString &chartKinds()
{
    static QString kinds = QStringLiteral("cost|volume");
    return kinds;
}

QString &csvTables()
{
    static QString tables = QStringLiteral("cost|volume|breakeven|decision|hybrid-plan|inputs");
    return tables;
}
} // namespace

void CommandLine::setChartKinds(const QString &kinds) { chartKinds() = kinds; }

void CommandLine::setCsvTables(const QString &tables) { csvTables() = tables; }

QString CommandLine::csvTableList() { return csvTables(); }

QString CommandLine::chartKindList() { return chartKinds(); }

std::optional<QString> CommandLine::currencyProblem(const Scenario &scenario, const QString &code)
{
    if (scenario.fxRate(code))
        return std::nullopt;
    return QCoreApplication::translate("CommandLine",
        "--currency: unknown currency \"%1\" (known: %2; add a rate to the preset's fx_per_usd, or with --set "
        "fx_per_usd.%1=RATE)")
        .arg(terminalText(code), scenario.knownCurrencies());
}

std::optional<Scenario> CommandLine::loadScenario(
    const QString &file, const QStringList &overrides, QTextStream &err, int *exitCode, Scenario *asRead)
{
    PresetResult loaded = loadPreset(file);
    if (!loaded.ok()) {
        printErrors(err, file, loaded);
        *exitCode = 1;
        return std::nullopt;
    }
    if (asRead)
        *asRead = *loaded.scenario;
    if (overrides.isEmpty())
        return *loaded.scenario;
    std::vector<std::pair<QString, QString>> pairs;
    pairs.reserve(static_cast<std::size_t>(overrides.size()));
    for (const QString &assignment : overrides) {
        const qsizetype eq = assignment.indexOf(QLatin1Char('='));
        if (eq <= 0) {
            err << QCoreApplication::translate("CommandLine", "--set: \"%1\" is not PATH=VALUE")
                       .arg(terminalText(assignment))
                << Qt::endl;
            *exitCode = 2;
            return std::nullopt;
        }
        pairs.emplace_back(assignment.left(eq), assignment.mid(eq + 1));
    }
    // All overrides in one pass, validated once: linear in their number.
    std::vector<PresetError> warnings;
    const PresetResult changed = withOverrides(*loaded.scenario, pairs, &warnings);
    if (!changed.ok()) {
        for (const PresetError &e : changed.errors)
            err << L("--set ") << terminalText(e.toString()) << Qt::endl;
        *exitCode = 1;
        return std::nullopt;
    }
    // What a GPU choice replaced, or kept from the other GPU: never silently.
    for (const PresetError &w : warnings)
        err << QCoreApplication::translate("CommandLine", "warning: --set %1").arg(terminalText(w.toString()))
            << Qt::endl;
    return *changed.scenario;
}

void CommandLine::setStandardInput(QIODevice *device) { standardInputOverride() = device; }

std::optional<QByteArray> CommandLine::readStandardInput(qint64 maxBytes, QString *error)
{
    static QFile stdinFile;
    QIODevice *device = standardInputOverride();
    if (!device) {
        if (!stdinFile.isOpen() && !stdinFile.open(stdin, QIODevice::ReadOnly)) {
            *error = L("cannot read standard input: %1").arg(stdinFile.errorString());
            return std::nullopt;
        }
        device = &stdinFile;
    }
    QByteArray bytes;
    // Read to the end (a pipe gives its bytes in pieces), one byte past the limit to tell "too large".
    while (bytes.size() <= maxBytes) {
        const QByteArray piece = device->read(maxBytes + 1 - bytes.size());
        if (piece.isEmpty()) {
            if (device->waitForReadyRead(-1))
                continue;
            break;
        }
        bytes += piece;
    }
    if (bytes.size() > maxBytes) {
        *error = L("standard input holds more than %1 bytes").arg(maxBytes);
        return std::nullopt;
    }
    if (bytes.isEmpty()) {
        *error = L("standard input is empty");
        return std::nullopt;
    }
    return bytes;
}

bool CommandLine::isConsoleCommand(const QStringList &args)
{
    if (asksForCommandHelp(args))
        return true;
    if (args.size() < 2)
        return false;
    const QString verb = args.at(1);
    return verb == QLatin1String("report") || verb == QLatin1String("validate") || verb == QLatin1String("parameters")
        || verb == QLatin1String("import-bench") || verb == QLatin1String("import-prices")
        || verb == QLatin1String("import-model") || verb == QLatin1String("plans") || verb == QLatin1String("compare")
        || verb == QLatin1String("--help") || verb == QLatin1String("-h") || verb == QLatin1String("--version");
}

int CommandLine::run(const QStringList &args, QTextStream &out, QTextStream &err)
{
    const QString verb = args.value(1);
    if (asksForCommandHelp(args)) {
        out << commandHelpText(*findCommandHelp(verb));
        return 0;
    }
    if (verb == QLatin1String("report"))
        return report(args, out, err);
    if (verb == QLatin1String("validate"))
        return validate(args, out, err);
    if (ImportBenchCommand::isImportBenchCommand(args))
        return ImportBenchCommand::run(args, out, err);
    if (ImportPricesCommand::isImportPricesCommand(args))
        return ImportPricesCommand::run(args, out, err);
    if (ImportModelCommand::isImportModelCommand(args))
        return ImportModelCommand::run(args, out, err);
    if (PlansCommand::isPlansCommand(args))
        return PlansCommand::run(args, out, err);
    if (CompareCommand::isCompareCommand(args))
        return CompareCommand::run(args, out, err);
    if (verb == QLatin1String("parameters")) {
        out << parameterReference();
        return 0;
    }
    if (verb == QLatin1String("--version")) {
        out << L("breakeven ") << QCoreApplication::applicationVersion() << Qt::endl;
        return 0;
    }
    if (verb == QLatin1String("--help") || verb == QLatin1String("-h")) {
        out << CommandLine::usage();
        return 0;
    }
    err << CommandLine::usage();
    return 2;
}

} // namespace breakeven
