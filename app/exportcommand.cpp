#include "exportcommand.h"

#include "comparison.h"

#include "latin1.h"

#include "atomicwrite.h"
#include "commandhelp.h"
#include "commandline.h"
#include "comparecommand.h"
#include "evaluation.h"
#include "export/chartexport.h"
#include "export/comparisonexport.h"
#include "export/csvexport.h"
#include "export/reportexport.h"
#include "report.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QLocale>
#include <QRegularExpression>
#include <QTextStream>

namespace breakeven {

namespace {

/// This file's sentences: Text::tr() translates in the context "ExportCommand", which lupdate reads from the macro.
struct Text {
    Q_DECLARE_TR_FUNCTIONS(ExportCommand)
};

std::optional<QPageSize::PageSizeId> pageFromName(const QString &name)
{
    if (name.compare(QLatin1String("a4"), Qt::CaseInsensitive) == 0)
        return QPageSize::A4;
    if (name.compare(QLatin1String("letter"), Qt::CaseInsensitive) == 0)
        return QPageSize::Letter;
    return std::nullopt;
}

/// `export --compare A.json B.json [...] --report -o OUT.pdf`: the comparison report.
int runCompare(const QCommandLineParser &parser, QTextStream &out, QTextStream &err)
{
    const auto usageError = [&](const QString &message) {
        err << L("export: ") << message << Qt::endl << CommandLine::usage();
        return 2;
    };
    if (!parser.isSet(L("report")) || parser.isSet(L("chart")) || parser.isSet(L("csv")) || parser.isSet(L("csv-dir"))
        || parser.isSet(L("table")))
        return usageError(Text::tr("--compare goes with --report: the comparison is a PDF report"));
    if (parser.isSet(L("set")))
        return usageError(Text::tr("--compare takes presets as they are: leave out --set"));
    if (!parser.isSet(L("o")))
        return usageError(Text::tr("-o OUT is required"));
    const QString path = parser.value(L("o"));
    if (exportFormatForPath(path) != ExportFormat::Pdf)
        return usageError(Text::tr("-o: the report is a PDF; \"%1\" does not end in .pdf").arg(path));
    const std::optional<QPageSize::PageSizeId> pageId = pageFromName(parser.value(L("page")));
    if (!pageId)
        return usageError(Text::tr("--page: \"%1\" is not a4 or letter").arg(parser.value(L("page"))));
    const QStringList presets = parser.positionalArguments().mid(1);
    if (const std::optional<QString> problem = writeTargetProblem(path, presets)) {
        err << L("export: ") << Text::tr("cannot write \"%1\": %2").arg(terminalText(path), terminalText(*problem))
            << Qt::endl;
        return 1;
    }
    int code = 0;
    QString name;
    const std::optional<std::vector<ScenarioToCompare>> scenarios
        = CompareCommand::loadScenarios(presets, err, &code, &name);
    if (!scenarios) {
        if (code == 2)
            err << CommandLine::usage();
        return code;
    }
    const Scenario &baseline = scenarios->front().scenario;
    const QString money = parser.isSet(L("currency")) ? parser.value(L("currency")) : baseline.shownCurrency();
    if (const std::optional<QString> problem = CommandLine::currencyProblem(baseline, money))
        return usageError(*problem);
    CompareOptions options;
    options.wording.words = Wording::Translated;
    options.wording.currency = money;
    const Comparison comparison = compareScenarios(*scenarios, options);
    QString error;
    if (!exportComparisonReport(comparison, name, money, path, ReportOptions { *pageId, {}, {} }, &error)) {
        err << L("export: ") << error << Qt::endl;
        return 1;
    }
    out << Text::tr("wrote %1").arg(path) << Qt::endl;
    return 0;
}

} // namespace

bool ExportCommand::isExportCommand(const QStringList &args)
{
    return args.size() >= 2 && args.at(1) == QLatin1String("export");
}

int ExportCommand::run(const QStringList &args, QTextStream &out, QTextStream &err)
{
    QCommandLineParser parser;
    parser.addPositionalArgument(L("export"), QString());
    parser.addPositionalArgument(L("preset"), L("Preset file, or \"default\"."));
    addCommandOptions(parser, L("export"));
    const QString chart = L("chart");
    const QString report = L("report");
    const QString csv = L("csv");
    const QString table = L("table");
    const QString csvDir = L("csv-dir");
    const QString output = L("o");
    const QString size = L("size");
    const QString dpi = L("dpi");
    const QString page = L("page");
    const QString currency = L("currency");
    const QString set = L("set");
    const QString noCaption = L("no-caption");
    const QString compare = L("compare");

    const auto usageError = [&](const QString &message) {
        err << L("export: ") << message << Qt::endl << CommandLine::usage();
        return 2;
    };
    if (!parser.parse(args))
        return usageError(parser.errorText());
    if (parser.isSet(compare))
        return runCompare(parser, out, err);
    if (parser.positionalArguments().size() != 2)
        return usageError(Text::tr("expected exactly one preset file"));
    const int kinds
        = int(parser.isSet(chart)) + int(parser.isSet(report)) + int(parser.isSet(csv)) + int(parser.isSet(csvDir));
    if (kinds != 1)
        return usageError(
            Text::tr("give exactly one of --chart %1, --report, --csv or --csv-dir").arg(chartKindNames(L("|"))));
    if (parser.isSet(table) && !parser.isSet(csv))
        return usageError(Text::tr("--table goes with --csv"));
    if (parser.isSet(table) && !csvTableNames().contains(parser.value(table)))
        return usageError(
            Text::tr("--table: \"%1\" is not one of %2").arg(parser.value(table), csvTableNames().join(L(", "))));
    if (parser.isSet(csvDir) && parser.isSet(output))
        return usageError(Text::tr("--csv-dir DIR writes one file per table: leave out -o"));
    if (!parser.isSet(output) && !parser.isSet(csvDir))
        return usageError(Text::tr("-o OUT is required"));
    const QString path = parser.isSet(csvDir) ? parser.value(csvDir) : parser.value(output);

    std::optional<ChartKind> kind;
    if (parser.isSet(chart)) {
        kind = chartKindFromName(parser.value(chart));
        if (!kind)
            return usageError(
                Text::tr("--chart: \"%1\" is not %2").arg(parser.value(chart), chartKindNames(Text::tr(" or "))));
    }
    ChartExportOptions chartOptions;
    const QRegularExpressionMatch m
        = QRegularExpression(QStringLiteral("^(\\d{1,6})[xX](\\d{1,6})$")).match(parser.value(size));
    if (!m.hasMatch())
        return usageError(
            Text::tr("--size: \"%1\" is not WIDTHxHEIGHT in pixels, e.g. 1600x1000").arg(parser.value(size)));
    chartOptions.pixelSize = QSize(m.captured(1).toInt(), m.captured(2).toInt());
    if (chartOptions.pixelSize.width() < minExportPixels || chartOptions.pixelSize.height() < minExportPixels
        || chartOptions.pixelSize.width() > maxExportPixels || chartOptions.pixelSize.height() > maxExportPixels)
        return usageError(Text::tr("--size: %1 is outside %2..%3 pixels per side")
                              .arg(parser.value(size))
                              .arg(minExportPixels)
                              .arg(maxExportPixels));
    bool dpiOk = false;
    chartOptions.dpi = parser.value(dpi).toInt(&dpiOk);
    if (!dpiOk || chartOptions.dpi < 30 || chartOptions.dpi > 2400)
        return usageError(Text::tr("--dpi: \"%1\" is not a whole number in 30..2400").arg(parser.value(dpi)));
    const std::optional<QPageSize::PageSizeId> pageId = pageFromName(parser.value(page));
    if (!pageId)
        return usageError(Text::tr("--page: \"%1\" is not a4 or letter").arg(parser.value(page)));
    chartOptions.page = *pageId;
    chartOptions.caption = !parser.isSet(noCaption);

    // "-o -": the CSV to standard output (a chart or a PDF is no text for a terminal).
    const bool toStandardOutput = parser.isSet(output) && path == QLatin1String("-");
    if (toStandardOutput && !parser.isSet(csv))
        return usageError(Text::tr("-o -: only --csv writes to standard output"));
    const std::optional<ExportFormat> format
        = parser.isSet(csvDir) || toStandardOutput ? ExportFormat::Csv : exportFormatForPath(path);
    if (parser.isSet(report) && format != ExportFormat::Pdf)
        return usageError(Text::tr("-o: the report is a PDF; \"%1\" does not end in .pdf").arg(path));
    if (parser.isSet(csv) && format != ExportFormat::Csv)
        return usageError(Text::tr("-o: \"%1\" does not end in .csv").arg(path));
    if (kind && (!format || *format == ExportFormat::Csv))
        return usageError(Text::tr("-o: \"%1\": a chart exports to .png, .pdf or .svg").arg(path));

    // Refused before anything is computed: a device, a FIFO or a folder in the way, or the preset
    // being read (`export in.csv --csv -o in.csv`, or --csv-dir into the preset's own folder).
    const QString presetPath = parser.positionalArguments().at(1);
    const QStringList targets = parser.isSet(csvDir) ? csvDirectoryFiles(path)
        : toStandardOutput                           ? QStringList()
                                                     : QStringList { path };
    for (const QString &target : targets) {
        if (const std::optional<QString> problem = writeTargetProblem(target, { presetPath })) {
            err << L("export: ")
                << Text::tr("cannot write \"%1\": %2").arg(terminalText(target), terminalText(*problem)) << Qt::endl;
            return 1;
        }
    }

    int code = 0;
    Scenario asRead;
    const std::optional<Scenario> scenario
        = CommandLine::loadScenario(parser.positionalArguments().at(1), parser.values(set), err, &code, &asRead);
    if (!scenario)
        return code;
    QString money = parser.isSet(currency)
        ? parser.value(currency)
        : scenario->shownCurrency(); // as the window opens it: display_currency, else the preset's own
    if (const std::optional<QString> problem = CommandLine::currencyProblem(*scenario, money))
        return usageError(*problem);

    const Evaluation evaluation = evaluate(*scenario);
    QString error;
    bool ok = false;
    if (toStandardOutput) {
        QByteArray bytes;
        if (parser.isSet(table)) {
            for (const CsvTable &t : csvTables(*scenario, evaluation, money))
                if (t.name == parser.value(table))
                    bytes = csvText(t);
        } else {
            bytes = csvExport(*scenario, evaluation, money);
        }
        out << QString::fromUtf8(bytes);
        return 0;
    }
    if (kind)
        ok = exportChart(*scenario, evaluation, money, *kind, path, chartOptions, &error);
    else if (parser.isSet(report))
        // What --set changed, since the description speaks of the file's figures (issue 33 item 3).
        ok = exportReport(*scenario, evaluation, money, path,
            ReportOptions { *pageId, {}, changesFromSource(asRead, *scenario, QLocale()) }, &error);
    else if (parser.isSet(csvDir))
        ok = writeCsvDirectory(*scenario, evaluation, money, path, &error);
    else if (parser.isSet(table))
        ok = writeCsvTable(*scenario, evaluation, money, parser.value(table), path, &error);
    else
        ok = writeCsvExport(*scenario, evaluation, money, path, &error);
    if (!ok) {
        err << L("export: ") << error << Qt::endl;
        return 1;
    }
    out << Text::tr("wrote %1").arg(path) << Qt::endl;
    return 0;
}

} // namespace breakeven
