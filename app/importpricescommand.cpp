#include "importpricescommand.h"

#include "latin1.h"

#include "atomicwrite.h"
#include "commandhelp.h"
#include "commandline.h"
#include "priceage.h"
#include "priceimport.h"
#include "report.h"

#include <QCommandLineParser>
#include <QDateTime>
#include <QFile>
#include <QFileInfo>
#include <QTextStream>

namespace breakeven {

namespace {

/// "$0.60", "$0.182": at least two decimals, and as many more as the list gives (to a millionth).
QString dollars(double perMtok)
{
    QString text = QString::number(perMtok, 'f', 6);
    while (text.endsWith(QLatin1Char('0')) && text.indexOf(QLatin1Char('.')) < text.size() - 3)
        text.chop(1);
    return L("$") + text;
}

/// "input $0.60, cached input $0.15, output $2.50 per Mtok"
QString pricesText(const PriceEntry &e)
{
    return L("input %1, cached input %2, output %3 per Mtok")
        .arg(dollars(e.input), e.cachedInput ? dollars(*e.cachedInput) : L("none listed"), dollars(e.output));
}

} // namespace

bool ImportPricesCommand::isImportPricesCommand(const QStringList &args) { return args.value(1) == L("import-prices"); }

int ImportPricesCommand::run(const QStringList &args, QTextStream &standardOutput, QTextStream &err)
{
    QCommandLineParser parser;
    parser.addPositionalArgument(L("import-prices"), QString());
    parser.addPositionalArgument(L("file"), L("LiteLLM's price file or a saved OpenRouter models listing."), L("FILE"));
    addCommandOptions(parser, L("import-prices"));
    const QString model = L("model");
    const QString provider = L("provider");
    const QString output = L("o");
    const QString into = L("into");
    const QString asOfOption = L("as-of");
    const auto usageError = [&](const QString &message) {
        err << L("import-prices: ") << message << Qt::endl << CommandLine::usage();
        return 2;
    };
    if (!parser.parse(args))
        return usageError(parser.errorText());
    // `-o -`: the preset on standard output, and what is said about it on standard error.
    const bool toStandardOutput = parser.isSet(output) && parser.value(output) == L("-");
    QTextStream &out = toStandardOutput ? err : standardOutput;
    const QStringList positional = parser.positionalArguments();
    if (positional.size() != 2)
        return usageError(L("expected exactly one price file"));
    const QString file = positional.at(1);
    const bool writes = parser.isSet(output) || parser.isSet(into);
    if (writes && !parser.isSet(model))
        return usageError(L("give --model PATTERN to choose what to write into a preset"));

    // The date of the prices: --as-of, else the file's modification date (the day it was saved), else today.
    QDate asOf = today();
    if (parser.isSet(asOfOption)) {
        asOf = QDate::fromString(parser.value(asOfOption), Qt::ISODate);
        if (!asOf.isValid())
            return usageError(
                L("--as-of: \"%1\" is not a date YYYY-MM-DD").arg(terminalText(parser.value(asOfOption))));
    } else if (file != QLatin1String("-")) {
        const QDateTime modified = QFileInfo(file).lastModified();
        if (modified.isValid())
            asOf = modified.date();
    }

    QByteArray bytes;
    QString error;
    if (file == QLatin1String("-")) {
        const std::optional<QByteArray> read = CommandLine::readStandardInput(maxPriceListBytes, &error);
        if (!read) {
            err << L("import-prices: ") << error << Qt::endl;
            return 1;
        }
        bytes = *read;
    } else {
        QFile f(file);
        if (!QFileInfo(file).isFile() || !f.open(QIODevice::ReadOnly)) {
            err << L("import-prices: cannot read %1: %2")
                       .arg(terminalText(file), QFileInfo(file).isDir() ? L("it is a folder") : f.errorString())
                << Qt::endl;
            return 1;
        }
        bytes = f.read(maxPriceListBytes + 1);
    }
    const PriceListResult parsed = parsePriceList(bytes);
    if (!parsed.list) {
        err << terminalText(file) << L(": ") << parsed.error << Qt::endl;
        return 1;
    }
    const PriceList &list = *parsed.list;
    const QString fileName = file == QLatin1String("-") ? L("standard input") : QFileInfo(file).fileName();
    out << L("Read %1: %2, %3 priced %4 (%5 without per-token prices left out); prices as of %6")
               .arg(terminalText(fileName), priceListFormatName(list.format))
               .arg(list.entries.size())
               .arg(list.entries.size() == 1 ? L("entry") : L("entries"))
               .arg(list.skipped)
               .arg(asOf.toString(Qt::ISODate))
        << Qt::endl;
    const QStringList providers = parser.values(provider);

    if (!parser.isSet(model)) {
        // A listing to choose from.
        for (const PriceEntry &e : list.entries) {
            if (!providers.isEmpty() && !providers.contains(e.provider, Qt::CaseInsensitive))
                continue;
            out << L("  %1 (%2): %3").arg(terminalText(e.key), terminalText(e.provider), pricesText(e)) << Qt::endl;
        }
        out << L("Nothing written: give --model PATTERN to choose entries.") << Qt::endl;
        return 0;
    }

    const QString pattern = parser.value(model);
    const PriceMatch match = matchPrices(list, pattern, providers);
    if (!match.ambiguous.empty()) {
        for (const std::vector<PriceEntry> &candidates : match.ambiguous) {
            err << L("import-prices: \"%1\" names %2 entries of %3 and none exactly; name one (or match several "
                     "with a * pattern):")
                       .arg(terminalText(pattern))
                       .arg(candidates.size())
                       .arg(terminalText(candidates.front().provider))
                << Qt::endl;
            for (const PriceEntry &c : candidates)
                err << L("  %1: %2").arg(terminalText(c.key), pricesText(c)) << Qt::endl;
        }
        return 1;
    }
    if (match.matched.empty()) {
        err << L("import-prices: no priced entry of %1 matches \"%2\"%3")
                   .arg(terminalText(fileName), terminalText(pattern),
                       providers.isEmpty() ? QString() : L(" from %1").arg(terminalText(providers.join(L(", ")))))
            << Qt::endl;
        return 1;
    }
    out << L("Matched \"%1\":").arg(terminalText(pattern)) << Qt::endl;
    std::vector<Offer> offers;
    for (const PriceEntry &e : match.matched) {
        out << L("  %1 -> %2 %3: %4")
                   .arg(terminalText(e.key), terminalText(e.provider), terminalText(e.model), pricesText(e))
            << Qt::endl;
        offers.push_back(offerFromPrice(e, fileName, asOf));
    }
    if (!writes) {
        out << L("Nothing written: give -o PRESET or --into PRESET to add them to a preset as offers.") << Qt::endl;
        return 0;
    }

    const QString target = parser.isSet(output) ? parser.value(output) : parser.value(into);
    if (const std::optional<QString> problem = toStandardOutput ? std::nullopt : writeTargetProblem(target, { file })) {
        err << L("import-prices: cannot write %1: %2").arg(terminalText(target), terminalText(*problem)) << Qt::endl;
        return 1;
    }
    int code = 0;
    const std::optional<Scenario> base
        = CommandLine::loadScenario(parser.isSet(into) ? parser.value(into) : L("default"), {}, err, &code);
    if (!base)
        return code;
    int added = 0;
    int updated = 0;
    const PresetResult result = withImportedOffers(*base, offers, &added, &updated);
    if (!result.ok()) {
        for (const PresetError &e : result.errors)
            err << L("import-prices: ") << terminalText(e.toString()) << Qt::endl;
        return 1;
    }
    if (toStandardOutput) {
        standardOutput << QString::fromUtf8(serializePreset(*result.scenario));
    } else if (!writePresetFile(*result.scenario, target, &error)) {
        err << L("import-prices: cannot write %1: %2").arg(terminalText(target), error) << Qt::endl;
        return 1;
    }
    out << L("Wrote %1: %2 %3 added, %4 updated (USD per Mtok, as of %5).")
               .arg(terminalText(target))
               .arg(added)
               .arg(added == 1 ? L("offer") : L("offers"))
               .arg(updated)
               .arg(asOf.toString(Qt::ISODate))
        << Qt::endl;
    return 0;
}

} // namespace breakeven
