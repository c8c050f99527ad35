#include "planscommand.h"

#include "latin1.h"

#include "commandhelp.h"
#include "commandline.h"
#include "gpucatalog.h"
#include "plansearch.h"
#include "plantext.h"
#include "report.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QJsonDocument>
#include <QTextStream>

#include <cmath>

namespace breakeven {

namespace {

constexpr int maxTop = 100000;
constexpr int maxNodesLimit = 1000;
constexpr int maxPlanSamples = 100000;
constexpr qulonglong maxSeed = 9007199254740991ULL; ///< 2^53 - 1, exact in JSON (as `report --seed`)
constexpr double maxPowerKw = 1e6;
constexpr double maxBudgetUsd = 1e12;
constexpr double maxTargetPerMtokUsd = 1e6;

/// A whole number of \a option from \a low to \a high, or nullopt after the message naming both.
std::optional<int> wholeOption(
    const QCommandLineParser &parser, const QString &option, int low, int high, QTextStream &err)
{
    bool ok = false;
    const qlonglong v = parser.value(option).toLongLong(&ok);
    if (!ok || v < low || v > high) {
        err << L("--%1: \"%2\" is not a whole number from %3 to %4")
                   .arg(option, terminalText(parser.value(option)))
                   .arg(low)
                   .arg(high)
            << Qt::endl;
        return std::nullopt;
    }
    return static_cast<int>(v);
}

/// A number of \a option above 0 and at most \a high, or nullopt after the message naming the range.
std::optional<double> positiveOption(
    const QCommandLineParser &parser, const QString &option, double high, const QString &unit, QTextStream &err)
{
    bool ok = false;
    const double v = parser.value(option).toDouble(&ok);
    if (!ok || !std::isfinite(v) || !(v > 0.0) || v > high) {
        err << L("--%1: \"%2\" is not a number of %3 above 0 and at most %4")
                   .arg(option, terminalText(parser.value(option)), unit)
                   .arg(high, 0, 'g', 12)
            << Qt::endl;
        return std::nullopt;
    }
    return v;
}

} // namespace

bool PlansCommand::isPlansCommand(const QStringList &args) { return args.value(1) == QLatin1String("plans"); }

int PlansCommand::run(const QStringList &args, QTextStream &out, QTextStream &err)
{
    QCommandLineParser parser;
    parser.addPositionalArgument(L("plans"), QString());
    parser.addPositionalArgument(L("preset"), L("Preset file."));
    addCommandOptions(parser, L("plans"));
    const QString set = L("set");
    const QString format = L("format");
    const QString top = L("top");
    const QString gpus = L("gpus");
    const QString seed = L("seed");
    const QString powerKw = L("power-kw");
    const QString budget = L("budget");
    const QString target = L("target-per-mtok");
    if (!parser.parse(args)) {
        err << parser.errorText() << Qt::endl << CommandLine::usage();
        return 2;
    }
    const QStringList positional = parser.positionalArguments();
    if (positional.size() != 2) {
        err << L("plans: expected exactly one preset file") << Qt::endl << CommandLine::usage();
        return 2;
    }
    const QString fmt = parser.value(format);
    if (fmt != QLatin1String("text") && fmt != QLatin1String("json") && fmt != QLatin1String("csv")) {
        err << L("--format: \"%1\" is not text, json or csv").arg(terminalText(fmt)) << Qt::endl;
        return 2;
    }

    PlanQuery query;
    PlanListing listing;
    if (parser.isSet(top)) {
        const std::optional<int> n = wholeOption(parser, L("top"), 1, maxTop, err);
        if (!n)
            return 2;
        listing.top = *n;
    }
    {
        const std::optional<int> n = wholeOption(parser, L("max-nodes"), 1, maxNodesLimit, err);
        if (!n)
            return 2;
        query.maxNodes = *n;
    }
    {
        const std::optional<int> n = wholeOption(parser, L("samples"), 0, maxPlanSamples, err);
        if (!n)
            return 2;
        query.samples = *n;
    }
    {
        bool ok = false;
        const qulonglong s = parser.value(seed).toULongLong(&ok);
        if (!ok || s > maxSeed) {
            err << L("--seed: \"%1\" is not a whole number from 0 to %2")
                       .arg(terminalText(parser.value(seed)))
                       .arg(maxSeed)
                << Qt::endl;
            return 2;
        }
        query.seed = s;
    }
    if (parser.isSet(powerKw)) {
        query.powerBudgetKw = positiveOption(parser, L("power-kw"), maxPowerKw, L("kW"), err);
        if (!query.powerBudgetKw)
            return 2;
    }
    if (parser.isSet(budget)) {
        query.monthlyBudgetUsd = positiveOption(parser, L("budget"), maxBudgetUsd, L("USD"), err);
        if (!query.monthlyBudgetUsd)
            return 2;
    }
    if (parser.isSet(target)) {
        query.targetPerMtokUsd = positiveOption(parser, L("target-per-mtok"), maxTargetPerMtokUsd, L("USD"), err);
        if (!query.targetPerMtokUsd)
            return 2;
    }
    const GpuCatalog &catalog = builtInGpuCatalog();
    if (parser.isSet(gpus)) {
        QStringList known;
        for (const GpuSpec &g : catalog.gpus)
            known << g.name;
        for (const QString &name : parser.value(gpus).split(QLatin1Char(','), Qt::SkipEmptyParts)) {
            const QString trimmed = name.trimmed();
            if (!catalog.find(trimmed)) {
                err << L("--gpus: \"%1\" is not a GPU of the catalog (known: %2)")
                           .arg(terminalText(trimmed), known.join(L(", ")))
                    << Qt::endl;
                return 2;
            }
            query.gpus << catalog.find(trimmed)->name;
        }
        if (query.gpus.isEmpty()) {
            err << L("--gpus: no GPU named (known: %1)").arg(known.join(L(", "))) << Qt::endl;
            return 2;
        }
    }

    int code = 0;
    const std::optional<Scenario> loaded = CommandLine::loadScenario(positional.at(1), parser.values(set), err, &code);
    if (!loaded)
        return code;
    // P(cheaper) for the plans shown only: the rest are ranked on the point figures.
    query.uncertainTop = listing.top;
    const PlanSearch search = searchPlans(*loaded, catalog, query);
    if (fmt == QLatin1String("json"))
        out << QString::fromUtf8(
            QJsonDocument(plansJson(*loaded, search, query, listing)).toJson(QJsonDocument::Indented));
    else if (fmt == QLatin1String("csv"))
        out << plansCsv(search, query, listing);
    else
        out << plansText(*loaded, search, query, listing);
    return 0;
}

} // namespace breakeven
