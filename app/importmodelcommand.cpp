#include "importmodelcommand.h"

#include "latin1.h"

#include "atomicwrite.h"
#include "commandhelp.h"
#include "commandline.h"
#include "format.h"
#include "modelimport.h"
#include "report.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QTextStream>

namespace breakeven {

namespace {

/// This file's sentences: Text::tr() translates in the context "ImportModelCommand" (the command line installs
/// no translator: English).
struct Text {
    Q_DECLARE_TR_FUNCTIONS(ImportModelCommand)
};

} // namespace

bool ImportModelCommand::isImportModelCommand(const QStringList &args) { return args.value(1) == L("import-model"); }

int ImportModelCommand::run(const QStringList &args, QTextStream &standardOutput, QTextStream &err)
{
    QCommandLineParser parser;
    parser.addPositionalArgument(L("import-model"), QString());
    parser.addPositionalArgument(L("config"), L("The model's config.json."), L("CONFIG"));
    parser.addPositionalArgument(L("index"), L("Its model.safetensors.index.json."), L("[INDEX]"));
    addCommandOptions(parser, L("import-model"));
    const QString output = L("o");
    const QString into = L("into");
    const QString kvDtype = L("kv-dtype");
    const QString name = L("name");
    const auto usageError = [&](const QString &message) {
        err << L("import-model: ") << message << Qt::endl << CommandLine::usage();
        return 2;
    };
    if (!parser.parse(args))
        return usageError(parser.errorText());
    // `-o -`: the preset on standard output, and what is said about it on standard error.
    const bool toStandardOutput = parser.isSet(output) && parser.value(output) == L("-");
    QTextStream &out = toStandardOutput ? err : standardOutput;
    const QStringList files = parser.positionalArguments().mid(1);
    if (files.isEmpty() || files.size() > 2)
        return usageError(Text::tr("expected a config.json and, optionally, its model.safetensors.index.json"));
    ModelImportOptions options;
    if (parser.isSet(kvDtype)) {
        options.kvDtype = parseKvDtype(parser.value(kvDtype));
        if (!options.kvDtype)
            return usageError(
                Text::tr("--kv-dtype: \"%1\" is not fp8, bf16, fp16 or fp32").arg(terminalText(parser.value(kvDtype))));
    }
    options.name = parser.value(name);
    options.locale = format::fixedLocale();

    std::optional<QByteArray> standardInput;
    if (files.contains(L("-"))) {
        if (files.count(L("-")) > 1)
            return usageError(Text::tr("standard input (\"-\") can be read once"));
        QString error;
        standardInput = CommandLine::readStandardInput(maxModelIndexBytes, &error);
        if (!standardInput) {
            err << L("import-model: ") << error << Qt::endl;
            return 1;
        }
    }
    const ModelImport imported = importModelFiles(files.at(0), files.value(1), options, standardInput);
    if (!imported.ok()) {
        for (const ModelImportProblem &p : imported.errors)
            err << L("import-model: ") << terminalText(p.toString()) << Qt::endl;
        return 1;
    }
    if (imported.architecture.isEmpty() || imported.architecture == imported.name)
        //: %1 the model's name; %2 MHA, GQA, MLA or hybrid.
        out << Text::tr("Model: %1, attention: %2")
                   .arg(terminalText(imported.name), attentionKindName(imported.attention))
            << Qt::endl;
    else
        //: %1 the model's name; %2 its architecture; %3 MHA, GQA, MLA or hybrid.
        out << Text::tr("Model: %1 (%2), attention: %3")
                   .arg(terminalText(imported.name), terminalText(imported.architecture),
                       attentionKindName(imported.attention))
            << Qt::endl;
    for (const QString &line : imported.derivation)
        out << L("  ") << terminalText(line) << Qt::endl;
    for (const QString &note : imported.notes)
        out << Text::tr("note: %1").arg(terminalText(note)) << Qt::endl;

    if (!parser.isSet(output) && !parser.isSet(into)) {
        out << Text::tr("Nothing written: give -o PRESET or --into PRESET to write the model into a preset.")
            << Qt::endl;
        return 0;
    }
    if (!imported.weightsBytes && !parser.isSet(into)) {
        err << Text::tr("import-model: a new preset needs the weights' size: give model.safetensors.index.json (or "
                        "--into PRESET to keep that preset's)")
            << Qt::endl;
        return 1;
    }
    const QString target = parser.isSet(output) ? parser.value(output) : parser.value(into);
    if (const std::optional<QString> problem = toStandardOutput ? std::nullopt : writeTargetProblem(target, files)) {
        err << Text::tr("import-model: cannot write %1: %2").arg(terminalText(target), terminalText(*problem))
            << Qt::endl;
        return 1;
    }
    int code = 0;
    const std::optional<Scenario> base
        = CommandLine::loadScenario(parser.isSet(into) ? parser.value(into) : L("default"), {}, err, &code);
    if (!base)
        return code;
    QStringList kept;
    const PresetResult result = withImportedModel(*base, imported, &kept);
    if (!result.ok()) {
        for (const PresetError &e : result.errors)
            err << L("import-model: ") << terminalText(e.toString()) << Qt::endl;
        return 1;
    }
    for (const QString &k : kept)
        err << Text::tr("warning: %1").arg(terminalText(k)) << Qt::endl;
    QString error;
    if (toStandardOutput) {
        standardOutput << QString::fromUtf8(serializePreset(*result.scenario));
    } else if (!writePresetFile(*result.scenario, target, &error)) {
        err << Text::tr("import-model: cannot write %1: %2").arg(terminalText(target), error) << Qt::endl;
        return 1;
    }
    const ModelSpec &m = result.scenario->model;
    const QLocale &locale = format::fixedLocale();
    //: %1 the file; %2 the model; %3..%5 bytes; %6 the format.
    out << Text::tr("Wrote %1: model %2, weights %3 bytes, KV %4 bytes per token, state %5 bytes per sequence, "
                    "weights format %6%7.")
               .arg(terminalText(target), terminalText(m.name), format::number(m.weightsBytes, 0, locale),
                   format::number(m.kvBytesPerToken, 0, locale), format::number(m.stateBytesPerSequence, 0, locale),
                   terminalText(m.weightsFormat),
                   parser.isSet(into) ? Text::tr("; the rest of the preset is as it was") : QString())
        << Qt::endl;
    return 0;
}

} // namespace breakeven
