// Exports: PNG size and content, PDF pages and text, SVG structure, CSV values against the
// model, and the `breakeven export` command line's errors.

#include "assumptions.h"
#include "atomicwrite.h"
#include "charts/chartregistry.h"
#include "charts/chartview.h"
#include "chartviewpeer.h"
#include "comparison.h"
#include "export/chartexport.h"
#include "export/comparisonexport.h"
#include "export/csvexport.h"
#include "export/reportexport.h"
#include "format.h"
#include "mainwindowpeer.h"
#include "offercolumns.h"
#include "presetio.h"
#include "priceage.h"
#include "report.h"
#include "results.h"
#include "resulttables.h"
#include "shippedpresets.h"
#include "uncertaintyresult.h"
#include "verdict.h"

#include "../core/testsupport.h"

#include <gtest/gtest.h>

#include <QDir>
#include <QFile>
#include <QImage>
#include <QJsonArray>
#include <QJsonObject>
#include <QLabel>
#include <QLocale>
#include <QPainter>
#include <QProcess>
#include <QSet>
#include <QSignalSpy>
#include <QSize>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTimer>
#include <QXmlStreamReader>

#include <cmath>
#include <functional>
#include <map>

#include <sys/stat.h>

using namespace breakeven;

namespace {

Scenario preset(const char *file) { return test::shippedPreset(file); }

/// Standard deviation of the image's grey levels: 0 for a blank image.
double greyStdDev(const QImage &image)
{
    double sum = 0, sum2 = 0;
    const int step = 4;
    int n = 0;
    for (int y = 0; y < image.height(); y += step)
        for (int x = 0; x < image.width(); x += step) {
            const int g = qGray(image.pixel(x, y));
            sum += g;
            sum2 += double(g) * g;
            ++n;
        }
    const double mean = sum / n;
    return std::sqrt(std::max(0.0, sum2 / n - mean * mean));
}

struct Tool {
    int code;
    QString out;
};

Tool runTool(const QString &program, const QStringList &args)
{
    QProcess p;
    p.start(program, args);
    if (!p.waitForFinished(60000))
        return { -1, {} };
    return { p.exitCode(), QString::fromUtf8(p.readAllStandardOutput() + p.readAllStandardError()) };
}

/// pdftotext / pdfinfo (poppler-utils, installed by dev.sh): the test fails without them.
QString poppler(const char *tool)
{
    const QString path = QStandardPaths::findExecutable(QString::fromLatin1(tool));
    EXPECT_FALSE(path.isEmpty()) << tool << " (poppler-utils) is needed by this test";
    return path;
}

QString pdfText(const QString &pdf)
{
    const Tool t = runTool(poppler("pdftotext"), { QStringLiteral("-layout"), pdf, QStringLiteral("-") });
    EXPECT_EQ(t.code, 0);
    return t.out;
}

/// The PDF's text in drawing order, line breaks as spaces and the font's ligatures spelled out: a
/// label wrapped in a narrow column of the report stays in one piece.
QString pdfRawText(const QString &pdf)
{
    const Tool t = runTool(poppler("pdftotext"), { QStringLiteral("-raw"), pdf, QStringLiteral("-") });
    EXPECT_EQ(t.code, 0);
    return t.out.simplified()
        .replace(QChar(0xFB00), QStringLiteral("ff"))
        .replace(QChar(0xFB01), QStringLiteral("fi"))
        .replace(QChar(0xFB02), QStringLiteral("fl"));
}

QString pdfInfo(const QString &pdf)
{
    const Tool t = runTool(poppler("pdfinfo"), { pdf });
    EXPECT_EQ(t.code, 0);
    return t.out;
}

} // namespace

TEST(ExportChart, PngHasTheAskedSizeAndIsNotBlank)
{
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    const Scenario s = defaultScenario();
    const Evaluation e = evaluate(s);
    for (const auto &[kind, size] :
        { std::pair { ChartKind::Cost, QSize(1600, 1000) }, std::pair { ChartKind::Volume, QSize(800, 600) } }) {
        const QString path = dir.filePath(QStringLiteral("chart.png"));
        QString error;
        ChartExportOptions options;
        options.pixelSize = size;
        options.dpi = 200;
        ASSERT_TRUE(exportChart(s, e, QStringLiteral("USD"), kind, path, options, &error)) << error.toStdString();
        QImage image(path);
        ASSERT_FALSE(image.isNull());
        EXPECT_EQ(image.size(), size);
        EXPECT_NEAR(image.dotsPerMeterX() * 0.0254, 200, 1);
        EXPECT_GT(greyStdDev(image), 10.0) << "the chart looks blank";
    }
}

TEST(ExportChart, SvgParsesAndCarriesTheSeriesAndLegend)
{
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    const Scenario s = test::loadPreset("kimi-k31-pro-8xb300-modal.json");
    const QString path = dir.filePath(QStringLiteral("chart.svg"));
    QString error;
    ASSERT_TRUE(exportChart(s, evaluate(s), QStringLiteral("USD"), ChartKind::Cost, path, {}, &error))
        << error.toStdString();
    QFile f(path);
    ASSERT_TRUE(f.open(QIODevice::ReadOnly));
    QXmlStreamReader xml(&f);
    int polylines = 0;
    QStringList texts;
    while (!xml.atEnd()) {
        if (xml.readNext() == QXmlStreamReader::StartElement) {
            if (xml.name() == QLatin1String("polyline") || xml.name() == QLatin1String("path"))
                ++polylines;
            if (xml.name() == QLatin1String("text"))
                texts << xml.readElementText(QXmlStreamReader::IncludeChildElements);
        }
    }
    EXPECT_FALSE(xml.hasError()) << xml.errorString().toStdString();
    const QString all = texts.join(QLatin1Char('\n'));
    EXPECT_GE(polylines, 6); // the curve, the offer lines, the limit, the shade
    EXPECT_TRUE(all.contains(QStringLiteral("Self-hosted"))) << all.toStdString();
    EXPECT_TRUE(all.contains(QStringLiteral("kimi-k3.1-pro"))) << all.toStdString();
    EXPECT_TRUE(all.contains(QStringLiteral("1,578 tok/s"))) << all.toStdString(); // a break-even label
    EXPECT_TRUE(all.contains(QStringLiteral("Cost per output Mtok vs throughput")));
}

TEST(ExportChart, PdfIsOneLandscapePageOfTheAskedSize)
{
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    const Scenario s = defaultScenario();
    for (const auto &[page, size] : { std::pair { QPageSize::A4, QStringLiteral("842 x 595 pts") },
             std::pair { QPageSize::Letter, QStringLiteral("792 x 612 pts") } }) {
        const QString path = dir.filePath(QStringLiteral("chart.pdf"));
        ChartExportOptions options;
        options.page = page;
        QString error;
        ASSERT_TRUE(exportChart(s, evaluate(s), QStringLiteral("USD"), ChartKind::Volume, path, options, &error));
        const QString info = pdfInfo(path);
        EXPECT_TRUE(info.contains(QRegularExpression(QStringLiteral("Pages:\\s+1\\b")))) << info.toStdString();
        EXPECT_TRUE(info.contains(size)) << info.toStdString();
        EXPECT_TRUE(pdfText(path).contains(QStringLiteral("Monthly cost vs monthly output tokens")));
    }
}

// #review: valid but extreme presets crashed (log axis recursion) or hung (tick loops).
TEST(ExportChart, ExtremeButValidScenariosDrawWithoutCrashOrHang)
{
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    std::vector<Scenario> extremes;
    Scenario tiny = defaultScenario();
    tiny.operation.throughputTokS = 1e-304;
    extremes.push_back(tiny);
    Scenario huge = defaultScenario();
    huge.cost.gpuHour.amount = 1e15;
    huge.hardware.count = 1000000;
    huge.cost.redundancy = 1e15;
    extremes.push_back(huge);
    Scenario fast = defaultScenario();
    fast.operation.throughputTokS = 1e15;
    fast.hardware.maxThroughputTokS.reset();
    extremes.push_back(fast);
    Scenario idle = defaultScenario();
    idle.operation.utilization = 0.0;
    for (Offer &o : idle.offers)
        o.output = 0.0;
    extremes.push_back(idle);
    int drawn = 0;
    for (const Scenario &s : extremes) {
        for (const ChartKind kind : { ChartKind::Cost, ChartKind::Volume }) {
            SCOPED_TRACE(drawn);
            QString error;
            ChartExportOptions options;
            options.pixelSize = QSize(800, 500);
            // #8: one file each, read back: a success that wrote nothing (or a blank) fails.
            const QString path = dir.filePath(QStringLiteral("extreme-%1.png").arg(drawn++));
            EXPECT_TRUE(exportChart(s, evaluate(s), QStringLiteral("USD"), kind, path, options, &error))
                << error.toStdString();
            const QImage image(path);
            EXPECT_EQ(image.size(), QSize(800, 500));
            EXPECT_GT(greyStdDev(image), 10.0) << "the chart looks blank";
        }
    }
    EXPECT_EQ(drawn, 8);
}

TEST(ExportChart, RejectsUnknownExtensionsBadSizesAndUnwritablePaths)
{
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    const Scenario s = defaultScenario();
    const Evaluation e = evaluate(s);
    QString error;
    EXPECT_FALSE(
        exportChart(s, e, QStringLiteral("USD"), ChartKind::Cost, dir.filePath(QStringLiteral("c.gif")), {}, &error));
    EXPECT_TRUE(error.contains(QStringLiteral(".png, .pdf or .svg"))) << error.toStdString();
    ChartExportOptions tiny;
    tiny.pixelSize = QSize(10, 10);
    EXPECT_FALSE(
        exportChart(s, e, QStringLiteral("USD"), ChartKind::Cost, dir.filePath(QStringLiteral("c.png")), tiny, &error));
    EXPECT_TRUE(error.contains(QStringLiteral("10x10 is outside 200..10000"))) << error.toStdString();
    EXPECT_FALSE(exportChart(
        s, e, QStringLiteral("USD"), ChartKind::Cost, dir.filePath(QStringLiteral("missing/dir/c.png")), {}, &error));
    EXPECT_TRUE(error.contains(QStringLiteral("cannot write"))) << error.toStdString();
    EXPECT_FALSE(QFile::exists(dir.filePath(QStringLiteral("c.png"))));
}

TEST(ExportReport, TwoPagesWithRealTextVerdictAndBreakEvenFigures)
{
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    const Scenario s = test::loadPreset("kimi-k31-pro-8xb300-modal.json");
    const Evaluation e = evaluate(s);
    const QString path = dir.filePath(QStringLiteral("report.pdf"));
    QString error;
    ASSERT_TRUE(
        exportReport(s, e, QStringLiteral("USD"), path, { QPageSize::A4, QStringLiteral("2026-11-29"), {} }, &error))
        << error.toStdString();
    const QString info = pdfInfo(path);
    // #10, #11: the per-user speed chart, the tornado and the decision map follow the offers and (#29) the top
    // plans, on a fourth page since the decision names a cheaper plan on page 1.
    EXPECT_TRUE(info.contains(QRegularExpression(QStringLiteral("Pages:\\s+4\\b")))) << info.toStdString();
    EXPECT_TRUE(info.contains(QStringLiteral("842 x 595 pts")));
    // pdftotext lays lines out as on the page; compare without line breaks.
    const QString text = pdfText(path).simplified();
    const QString verdict = verdictText(s, e, QStringLiteral("USD")).simplified();
    EXPECT_TRUE(text.contains(verdict.left(60))) << "verdict missing: " << verdict.toStdString();
    EXPECT_TRUE(text.contains(QStringLiteral("$171.47")));
    EXPECT_TRUE(text.contains(QStringLiteral("1,578 tok/s"))); // break-even against $10
    EXPECT_TRUE(text.contains(QStringLiteral("4.15 B")));      // break-even volume against $10
    EXPECT_TRUE(text.contains(s.name));
    EXPECT_TRUE(text.contains(QStringLiteral("2026-11-29")));
    EXPECT_TRUE(text.contains(QStringLiteral("Assumptions")));
    EXPECT_TRUE(text.contains(QStringLiteral("2026-07")));          // an offer's as-of date
    EXPECT_TRUE(text.contains(QStringLiteral("platform pricing"))); // and its source
}

// A report with more than fits on two pages continues on more pages: nothing is cut off.
TEST(ExportReport, LongContentFlowsOntoMorePagesAndLosesNothing)
{
    Scenario s = defaultScenario();
    const std::vector<Offer> catalog = s.offers;
    s.offers.clear();
    for (int i = 0; i < 40; ++i) {
        Offer o = catalog[static_cast<std::size_t>(i) % catalog.size()];
        o.model = QStringLiteral("model-%1").arg(i);
        o.output = 5 + i;
        s.offers.push_back(o);
    }
    s.description = QStringLiteral("Sources, in detail. ").repeated(400) + QStringLiteral("THE-END-OF-SOURCES");
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("long.pdf"));
    QString error;
    ASSERT_TRUE(exportReport(s, evaluate(s), QStringLiteral("USD"), path, {}, &error)) << error.toStdString();
    const QRegularExpressionMatch pages = QRegularExpression(QStringLiteral("Pages:\\s+(\\d+)")).match(pdfInfo(path));
    ASSERT_TRUE(pages.hasMatch());
    EXPECT_GT(pages.captured(1).toInt(), 2);
    const QString text = pdfText(path);
    for (int i = 0; i < 40; ++i) {
        const QString model = QStringLiteral("model-%1").arg(i);
        // Twice: in the break-even table and in the offers table.
        EXPECT_GE(text.count(QRegularExpression(QStringLiteral("\\b%1\\b").arg(model))), 2) << model.toStdString();
    }
    EXPECT_TRUE(text.contains(QStringLiteral("THE-END-OF-SOURCES")));
}

TEST(ExportReport, NonPdfNameIsRefused)
{
    QTemporaryDir dir;
    const Scenario s = defaultScenario();
    QString error;
    EXPECT_FALSE(
        exportReport(s, evaluate(s), QStringLiteral("USD"), dir.filePath(QStringLiteral("r.png")), {}, &error));
    EXPECT_TRUE(error.contains(QStringLiteral(".pdf"))) << error.toStdString();
}

// #9: the report converted money into a currency the preset has no rate for at rate 1.
TEST(ExportReport, UnknownCurrencyIsRefused)
{
    QTemporaryDir dir;
    const Scenario s = defaultScenario();
    ASSERT_FALSE(s.fxRate(QStringLiteral("GBP")).has_value());
    const QString path = dir.filePath(QStringLiteral("r.pdf"));
    QString error;
    EXPECT_FALSE(exportReport(s, evaluate(s), QStringLiteral("GBP"), path, {}, &error));
    EXPECT_TRUE(error.contains(QStringLiteral("GBP"))) << error.toStdString();
    EXPECT_TRUE(error.contains(QStringLiteral("known: USD, CNY, EUR"))) << error.toStdString();
    EXPECT_FALSE(QFile::exists(path));
}

// #9: the PDF's assumptions come from the parameter registry (core/present/assumptions.h): every input that
// counts appears with its label, money in another currency also in the report's, and the range the
// sources give beside its value.
TEST(ExportReport, AssumptionsAreTheRegistrysWithConversionsAndRanges)
{
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    Scenario s = preset("china-b300-buy.json");
    s.ranges[QStringLiteral("operation.utilization")] = { 0.15, 0.35 };
    const QString path = dir.filePath(QStringLiteral("a.pdf"));
    ASSERT_TRUE(exportReport(s, evaluate(s), QStringLiteral("USD"), path, {}, nullptr));
    const QString text = pdfRawText(path);
    const std::vector<Assumption> rows = assumptions(s, format::locale());
    ASSERT_GT(rows.size(), 25u);
    for (const Assumption &a : rows)
        EXPECT_TRUE(text.contains(a.label)) << a.label.toStdString();
    EXPECT_TRUE(text.contains(QStringLiteral("Depreciation years"))) << text.toStdString();
    EXPECT_TRUE(text.contains(QStringLiteral("CNY 7,000,000 ($965,517)"))) << text.toStdString();
    EXPECT_TRUE(text.contains(QStringLiteral("sources: 15 to 35 %"))) << text.toStdString();
    EXPECT_FALSE(text.contains(QStringLiteral("GPU price per GPU-hour"))); // buying: the Rent group does not apply
}

// #9: one conversion path (displayMoney): a currency the preset has no rate for gives USD figures
// under USD headers, never USD figures under another currency's name.
TEST(ExportCsv, ACurrencyWithoutARateIsUsdNamedAsSuch)
{
    const Scenario s = preset("kimi-k31-pro-8xb300-modal.json");
    const Evaluation e = evaluate(s);
    const QString gbp = QString::fromUtf8(csvExport(s, e, QStringLiteral("GBP")));
    const QString usd = QString::fromUtf8(csvExport(s, e, QStringLiteral("USD")));
    EXPECT_FALSE(gbp.contains(QStringLiteral("GBP"))) << gbp.left(400).toStdString();
    EXPECT_EQ(gbp, usd);
    const MoneyIn money = displayMoney(s, QStringLiteral("GBP"), format::fixedLocale());
    EXPECT_EQ(money.currency, QStringLiteral("USD"));
    EXPECT_EQ(money.convert(12.5), 12.5);
    const MoneyIn cny = displayMoney(s, QStringLiteral("CNY"), format::fixedLocale());
    EXPECT_EQ(cny.currency, QStringLiteral("CNY"));
    EXPECT_DOUBLE_EQ(cny.convert(2.0), 2.0 * *s.fxRate(QStringLiteral("CNY")));
}

TEST(ExportCsv, ValuesEqualTheModel)
{
    const Scenario s = preset("china-b300-buy.json");
    const Evaluation e = evaluate(s);
    const QString csv = QString::fromUtf8(csvExport(s, e, QStringLiteral("CNY")));
    const QStringList blocks = csv.split(QStringLiteral("\n\n"));
    // The charts' tables (the hybrid day's header only: no profile here), the break-even table,
    // the decision (issue 12), the inputs (#13).
    ASSERT_EQ(blocks.size(), static_cast<qsizetype>(chartKinds().size()) + 3) << csv.left(500).toStdString();
    EXPECT_TRUE(blocks.back().startsWith(QStringLiteral("path,value,unit,currency,low,high\n")));
    EXPECT_EQ(blocks[static_cast<qsizetype>(chartKinds().size()) - 1],
        QStringLiteral("hour,demand_tok_s,nodes_on,self_hosted_tok_s,api_tok_s"));
    EXPECT_TRUE(blocks[static_cast<qsizetype>(chartKinds().size()) + 1].startsWith(
        QStringLiteral("decision,value\nrecommendation,")))
        << blocks[static_cast<qsizetype>(chartKinds().size()) + 1].toStdString();
    // Block 1: the cost curve; every row's self-hosted cost is M / (T * Hu) in CNY.
    const QStringList curve = blocks[0].split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    EXPECT_TRUE(curve[0].startsWith(QStringLiteral("throughput_tok_s,self_host_cost_per_output_mtok_CNY")));
    ASSERT_GT(curve.size(), 100);
    const double monthlyCny = e.selfHost.monthlyCost.value() * 7.25;
    const double hu = units::inHours(e.selfHost.productive);
    for (qsizetype i = 1; i < curve.size(); i += 37) {
        const QStringList cells = curve[i].split(QLatin1Char(','));
        const double t = cells[0].toDouble();
        EXPECT_NEAR(cells[1].toDouble(), monthlyCny / (t * 3600 * hu) * 1e6, 1e-6 * cells[1].toDouble());
    }
    // Block 3: the break-even table, one row per offer.
    const QStringList table
        = blocks[static_cast<qsizetype>(chartKinds().size())].split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    ASSERT_EQ(table.size(), static_cast<qsizetype>(s.offers.size()) + 1);
    const QStringList head = table[0].split(QLatin1Char(','));
    const qsizetype tStar = head.indexOf(QStringLiteral("breakeven_throughput_tok_s"));
    const qsizetype qStar = head.indexOf(QStringLiteral("breakeven_output_tokens_per_month"));
    ASSERT_GE(tStar, 0);
    ASSERT_GE(qStar, 0);
    for (std::size_t k = 0; k < s.offers.size(); ++k) {
        const QStringList cells = table[static_cast<qsizetype>(k) + 1].split(QLatin1Char(','));
        EXPECT_NEAR(cells[tStar].toDouble(), e.offers[k].breakevenThroughput->value(), 1e-6);
        EXPECT_NEAR(cells[qStar].toDouble(), e.offers[k].breakevenOutput.value(), 1.0);
    }
    // Locale-independent: every cell of the curve parses as a C-locale number, and the row has
    // exactly as many cells as the header (a grouped "1,234" or a decimal comma would add one).
    const qsizetype columns = curve[0].split(QLatin1Char(',')).size();
    for (qsizetype i = 1; i < curve.size(); ++i) {
        const QStringList cells = curve[i].split(QLatin1Char(','));
        ASSERT_EQ(cells.size(), columns) << curve[i].toStdString();
        for (qsizetype c = 0; c + 1 < cells.size(); ++c) {
            bool ok = false;
            QLocale::c().toDouble(cells[c], &ok);
            EXPECT_TRUE(ok) << cells[c].toStdString();
        }
        // The last column is beyond_capacity (#13): true or false.
        EXPECT_TRUE(cells.back() == QLatin1String("true") || cells.back() == QLatin1String("false"))
            << cells.back().toStdString();
    }
}

namespace {
Tool runBreakeven(const QStringList &args) { return runTool(QStringLiteral(BREAKEVEN_BINARY), args); }
} // namespace

TEST(ExportCommandLine, WritesEachFormat)
{
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    const QString presetFile = QStringLiteral(BREAKEVEN_SOURCE_DIR "/presets/cluster-8gpu-80-per-hour.json");
    const QString png = dir.filePath(QStringLiteral("c.png"));
    Tool t = runBreakeven({ QStringLiteral("export"), presetFile, QStringLiteral("--chart"), QStringLiteral("cost"),
        QStringLiteral("-o"), png, QStringLiteral("--size"), QStringLiteral("900x500") });
    ASSERT_EQ(t.code, 0) << t.out.toStdString();
    EXPECT_EQ(QImage(png).size(), QSize(900, 500));
    const QString pdf = dir.filePath(QStringLiteral("r.pdf"));
    t = runBreakeven({ QStringLiteral("export"), presetFile, QStringLiteral("--report"), QStringLiteral("-o"), pdf,
        QStringLiteral("--set"), QStringLiteral("cost.gpu_hour=20"), QStringLiteral("--page"),
        QStringLiteral("letter") });
    ASSERT_EQ(t.code, 0) << t.out.toStdString();
    const QString text = pdfText(pdf).simplified();
    EXPECT_TRUE(text.contains(QStringLiteral("$116,800"))) << "the --set $160/h cluster's monthly cost";
    EXPECT_TRUE(pdfInfo(pdf).contains(QStringLiteral("792 x 612 pts")));
    const QString csv = dir.filePath(QStringLiteral("d.csv"));
    t = runBreakeven({ QStringLiteral("export"), presetFile, QStringLiteral("--csv"), QStringLiteral("-o"), csv });
    ASSERT_EQ(t.code, 0) << t.out.toStdString();
    EXPECT_TRUE(QFile::exists(csv));
}

TEST(ExportCommandLine, ErrorsAreClearAndWriteNothing)
{
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    struct Case {
        QStringList args;
        int code;
        const char *message;
    };
    const QString out = dir.filePath(QStringLiteral("out.png"));
    const QList<Case> cases {
        { { QStringLiteral("--chart"), QStringLiteral("cost"), QStringLiteral("-o"),
              dir.filePath(QStringLiteral("c.bmp")) },
            2, ".png, .pdf or .svg" },
        { { QStringLiteral("--chart"), QStringLiteral("pie"), QStringLiteral("-o"), out }, 2,
            "\"pie\" is not cost or volume" },
        { { QStringLiteral("--chart"), QStringLiteral("cost"), QStringLiteral("-o"), out, QStringLiteral("--size"),
              QStringLiteral("big") },
            2, "--size: \"big\" is not WIDTHxHEIGHT" },
        { { QStringLiteral("--chart"), QStringLiteral("cost"), QStringLiteral("-o"), out, QStringLiteral("--size"),
              QStringLiteral("50000x10") },
            2, "outside 200..10000" },
        { { QStringLiteral("--report"), QStringLiteral("-o"), out }, 2, "does not end in .pdf" },
        { { QStringLiteral("--chart"), QStringLiteral("cost") }, 2, "-o OUT is required" },
        { { QStringLiteral("--chart"), QStringLiteral("cost"), QStringLiteral("--csv"), QStringLiteral("-o"), out }, 2,
            "exactly one of" },
        { { QStringLiteral("--chart"), QStringLiteral("cost"), QStringLiteral("-o"),
              QStringLiteral("/nonexistent-dir/c.png") },
            1, "cannot write" },
        { { QStringLiteral("--chart"), QStringLiteral("cost"), QStringLiteral("-o"), out, QStringLiteral("--set"),
              QStringLiteral("operation.utilization=3") },
            1, "operation.utilization: 3 is outside 0..1" },
    };
    for (const Case &c : cases) {
        const Tool t = runBreakeven(QStringList { QStringLiteral("export"), QStringLiteral("default") } + c.args);
        EXPECT_EQ(t.code, c.code) << c.args.join(QLatin1Char(' ')).toStdString() << "\n" << t.out.toStdString();
        EXPECT_TRUE(t.out.contains(QString::fromLatin1(c.message))) << c.message << " not in:\n" << t.out.toStdString();
    }
    EXPECT_FALSE(QFile::exists(out));
}

// Issue 34, item 1: an export or a screenshot never replaces its own input, nor a device or a FIFO.
TEST(ExportCommandLine, TheInputAFifoAndAForgottenOutputNameAreNeverOverwritten) // #34
{
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    const QByteArray preset = [] {
        QFile f(QStringLiteral(BREAKEVEN_SOURCE_DIR "/presets/kimi-k31-pro-8xb300-modal.json"));
        EXPECT_TRUE(f.open(QIODevice::ReadOnly));
        return f.readAll();
    }();
    ASSERT_FALSE(preset.isEmpty());
    const auto contents = [](const QString &path) {
        QFile f(path);
        return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
    };
    // A preset named in.csv exported as CSV onto itself.
    const QString inCsv = dir.filePath(QStringLiteral("in.csv"));
    ASSERT_TRUE(writeFileAtomically(inCsv, preset, nullptr));
    Tool t = runBreakeven({ QStringLiteral("export"), inCsv, QStringLiteral("--csv"), QStringLiteral("-o"), inCsv });
    EXPECT_EQ(t.code, 1) << t.out.toStdString();
    EXPECT_TRUE(t.out.contains(QStringLiteral("it is the file being read"))) << t.out.toStdString();
    EXPECT_EQ(contents(inCsv), preset);

    // --csv-dir into the folder of a preset named inputs.csv: no table is written, the preset stays.
    const QString inputs = dir.filePath(QStringLiteral("inputs.csv"));
    ASSERT_TRUE(writeFileAtomically(inputs, preset, nullptr));
    t = runBreakeven({ QStringLiteral("export"), inputs, QStringLiteral("--csv-dir"), dir.path() });
    EXPECT_EQ(t.code, 1) << t.out.toStdString();
    EXPECT_TRUE(t.out.contains(QStringLiteral("inputs.csv"))) << t.out.toStdString();
    EXPECT_EQ(contents(inputs), preset);
    EXPECT_FALSE(QFile::exists(dir.filePath(QStringLiteral("breakeven.csv")))) << "all tables or none";

    // -o onto a FIFO: refused at once (it would block, then be replaced by a regular file).
    const QString fifo = dir.filePath(QStringLiteral("fifo.csv"));
    ASSERT_EQ(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
    t = runBreakeven(
        { QStringLiteral("export"), QStringLiteral("default"), QStringLiteral("--csv"), QStringLiteral("-o"), fifo });
    EXPECT_EQ(t.code, 1) << t.out.toStdString();
    EXPECT_TRUE(t.out.contains(QStringLiteral("a named pipe (FIFO), not a regular file"))) << t.out.toStdString();
    struct stat st { };
    ASSERT_EQ(::lstat(QFile::encodeName(fifo).constData(), &st), 0);
    EXPECT_TRUE(S_ISFIFO(st.st_mode));

    // `breakeven --screenshot mypreset.json` (the output name forgotten): refused, the preset intact.
    const QString mine = dir.filePath(QStringLiteral("mypreset.json"));
    ASSERT_TRUE(writeFileAtomically(mine, preset, nullptr));
    QProcess shot;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    shot.setProcessEnvironment(env);
    shot.start(QStringLiteral(BREAKEVEN_BINARY), { QStringLiteral("--screenshot"), mine });
    ASSERT_TRUE(shot.waitForFinished(60000));
    EXPECT_EQ(shot.exitCode(), 2);
    EXPECT_TRUE(QString::fromUtf8(shot.readAllStandardError()).contains(QStringLiteral("does not end in .png")));
    EXPECT_EQ(contents(mine), preset);
    // A PNG-named preset as its own screenshot: the input is refused too.
    const QString pngPreset = dir.filePath(QStringLiteral("preset.png"));
    ASSERT_TRUE(writeFileAtomically(pngPreset, preset, nullptr));
    shot.start(QStringLiteral(BREAKEVEN_BINARY), { QStringLiteral("--screenshot"), pngPreset, pngPreset });
    ASSERT_TRUE(shot.waitForFinished(60000));
    EXPECT_EQ(shot.exitCode(), 1);
    EXPECT_TRUE(QString::fromUtf8(shot.readAllStandardError()).contains(QStringLiteral("it is the file being read")));
    EXPECT_EQ(contents(pngPreset), preset);

    // --window-size: a screenshot of the size asked for, taller than the screen; a bad size refused.
    const QString tall = dir.filePath(QStringLiteral("tall.png"));
    shot.start(QStringLiteral(BREAKEVEN_BINARY),
        { QStringLiteral("--window-size"), QStringLiteral("1200x1900"), QStringLiteral("--screenshot"), tall,
            QStringLiteral("default") });
    ASSERT_TRUE(shot.waitForFinished(60000));
    EXPECT_EQ(shot.exitCode(), 0) << shot.readAllStandardError().toStdString();
    EXPECT_EQ(QImage(tall).size(), QSize(1200, 1900));
    shot.start(QStringLiteral(BREAKEVEN_BINARY),
        { QStringLiteral("--window-size"), QStringLiteral("100x9000"), QStringLiteral("--screenshot"),
            dir.filePath(QStringLiteral("bad.png")) });
    ASSERT_TRUE(shot.waitForFinished(60000));
    EXPECT_EQ(shot.exitCode(), 2);
    EXPECT_TRUE(QString::fromUtf8(shot.readAllStandardError()).contains(QStringLiteral("from 640x480 to 4000x6000")));
    EXPECT_FALSE(QFile::exists(dir.filePath(QStringLiteral("bad.png"))));
}

// --- The window's exports: they show what is on screen. -----------------------------------

#include "charts/chartregistry.h"
#include "charts/chartview.h"
#include "export/exportactions.h"
#include "export/exportchartdialog.h"
#include "mainwindow.h"
#include "scenariodocument.h"

#include <QClipboard>
#include <QDialogButtonBox>
#include <QGuiApplication>
#include <QPushButton>

TEST(WindowExport, ChartMatchesTheScreenInTheDisplayCurrency)
{
    MainWindow window(defaultScenario(), {}, false);
    window.resize(1400, 900);
    ScenarioDocument *doc = peer(window).document();
    doc->setValue(parameter(u"operation.throughput_tok_s"), 500);
    doc->setDisplayCurrency(QStringLiteral("CNY"));
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("window.svg"));
    QString reported;
    peer(window).exportActions()->setErrorHandler([&](const QString &m) { reported = m; });
    ASSERT_TRUE(peer(window).exportActions()->exportChartTo(path, ChartKind::Cost, {})) << reported.toStdString();
    QFile f(path);
    ASSERT_TRUE(f.open(QIODevice::ReadOnly));
    const QString svg = QString::fromUtf8(f.readAll());
    EXPECT_TRUE(svg.contains(QStringLiteral("CNY per output Mtok"))) << "the axis follows the display currency";
    // Every break-even label drawn on screen is in the export.
    const QStringList onScreen = peer(peer(window).costChart()).markerLabels();
    ASSERT_FALSE(onScreen.isEmpty());
    for (const QString &label : onScreen)
        EXPECT_TRUE(svg.contains(label.toHtmlEscaped())) << label.toStdString();
    // The operating point moved with the slider: 500 tok/s.
    EXPECT_TRUE(svg.contains(QStringLiteral("500 tok/s"))) << "operating point label";
}

TEST(WindowExport, FailureGoesToTheErrorHandlerAndWritesNothing)
{
    MainWindow window(defaultScenario(), {}, false);
    QString reported;
    peer(window).exportActions()->setErrorHandler([&](const QString &m) { reported = m; });
    EXPECT_FALSE(peer(window).exportActions()->exportReportTo(QStringLiteral("/nonexistent-dir/r.pdf")));
    EXPECT_TRUE(reported.contains(QStringLiteral("cannot write"))) << reported.toStdString();
    EXPECT_FALSE(peer(window).exportActions()->exportDataTo(QStringLiteral("/nonexistent-dir/d.csv")));
}

TEST(WindowExport, TheOpenPresetIsNeverAnExportsTarget) // #34
{
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    const QString file = dir.filePath(QStringLiteral("scenario.csv"));
    ASSERT_TRUE(writePresetFile(defaultScenario(), file, nullptr));
    QFile before(file);
    ASSERT_TRUE(before.open(QIODevice::ReadOnly));
    const QByteArray bytes = before.readAll();
    MainWindow window(defaultScenario(), file, false);
    QString reported;
    peer(window).exportActions()->setErrorHandler([&](const QString &m) { reported = m; });
    EXPECT_FALSE(peer(window).exportActions()->exportDataTo(file));
    EXPECT_TRUE(reported.contains(QStringLiteral("it is the file being read"))) << reported.toStdString();
    reported.clear();
    const QString folder = dir.filePath(QStringLiteral("tables"));
    ASSERT_TRUE(QDir().mkdir(folder));
    ASSERT_TRUE(QFile::link(file, QDir(folder).filePath(QStringLiteral("inputs.csv"))));
    EXPECT_FALSE(peer(window).exportActions()->exportTablesTo(folder));
    EXPECT_TRUE(reported.contains(QStringLiteral("inputs.csv"))) << reported.toStdString();
    QFile after(file);
    ASSERT_TRUE(after.open(QIODevice::ReadOnly));
    EXPECT_EQ(after.readAll(), bytes);
}

TEST(WindowExport, ReportAndDataFromTheWindow)
{
    MainWindow window(defaultScenario(), {}, false);
    peer(window).document()->setValue(parameter(u"operation.throughput_tok_s"), 4634);
    // Output prices alone: at r = 5 the node's capacity is 2,203 tok/s (issue 10), at r = 0 the 4,634 peak.
    peer(window).document()->setValue(parameter(u"workload.input_per_output"), 0);
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    const QString pdf = dir.filePath(QStringLiteral("r.pdf"));
    ASSERT_TRUE(peer(window).exportActions()->exportReportTo(pdf));
    const QString text = pdfText(pdf).simplified();
    EXPECT_TRUE(text.contains(QStringLiteral("$3.40"))) << "cost per Mtok at 4,634 tok/s";
    const QString csv = dir.filePath(QStringLiteral("d.csv"));
    ASSERT_TRUE(peer(window).exportActions()->exportDataTo(csv));
    QFile f(csv);
    ASSERT_TRUE(f.open(QIODevice::ReadOnly));
    EXPECT_TRUE(f.readAll().contains("self-host")) << "at 4,634 tok/s self-hosting beats the $10 offers";
}

TEST(WindowExport, TheStatusBarSaysWhereAnExportWroteWithAButtonToOpenItsFolder) // #33 item 3
{
    MainWindow window(defaultScenario(), {}, false);
    EXPECT_EQ(window.findChild<QLabel *>(QStringLiteral("exportedLabel")), nullptr) << "no status bar before an export";
    // A failed export says nothing there.
    peer(window).exportActions()->setErrorHandler([](const QString &) {});
    EXPECT_FALSE(peer(window).exportActions()->exportReportTo(QStringLiteral("/nonexistent-dir/r.pdf")));
    EXPECT_EQ(window.findChild<QLabel *>(QStringLiteral("exportedLabel")), nullptr);

    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    QSignalSpy exported(peer(window).exportActions(), &ExportActions::exported);
    const QString pdf = dir.filePath(QStringLiteral("report.pdf"));
    ASSERT_TRUE(peer(window).exportActions()->exportReportTo(pdf));
    auto *label = window.findChild<QLabel *>(QStringLiteral("exportedLabel"));
    auto *open = window.findChild<QPushButton *>(QStringLiteral("openExportFolder"));
    ASSERT_NE(label, nullptr);
    ASSERT_NE(open, nullptr);
    EXPECT_EQ(label->text(), QStringLiteral("Wrote %1").arg(QDir::toNativeSeparators(pdf)));
    EXPECT_EQ(label->textFormat(), Qt::PlainText);
    EXPECT_EQ(open->toolTip(), QDir::toNativeSeparators(dir.path()));
    ASSERT_EQ(exported.count(), 1);
    EXPECT_EQ(exported.at(0).at(0).toString(), pdf);

    // The tables' folder: the folder itself is what opens.
    const QString tables = dir.filePath(QStringLiteral("tables"));
    ASSERT_TRUE(peer(window).exportActions()->exportTablesTo(tables));
    EXPECT_EQ(label->text(), QStringLiteral("Wrote %1").arg(QDir::toNativeSeparators(tables)));
    EXPECT_EQ(open->toolTip(), QDir::toNativeSeparators(tables));
    EXPECT_EQ(window.findChildren<QLabel *>(QStringLiteral("exportedLabel")).size(), 1); // one, reused
}

TEST(WindowExport, CopyChartPutsAnImageOnTheClipboard)
{
    MainWindow window(defaultScenario(), {}, false);
    QGuiApplication::clipboard()->clear();
    peer(window).exportActions()->setCurrentChart(ChartKind::Volume);
    peer(window).exportActions()->copyChart(QSize(640, 400));
    const QImage image = QGuiApplication::clipboard()->image();
    ASSERT_FALSE(image.isNull());
    EXPECT_EQ(image.size(), QSize(640, 400));
    EXPECT_GT(greyStdDev(image), 10.0);
}

TEST(WindowExport, ChartDialogAcceptsOnlyKnownExtensions)
{
    ExportChartDialog dialog(ChartKind::Volume, QStringLiteral("/tmp/chart.png"), nullptr);
    auto *ok = dialog.findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok);
    EXPECT_EQ(dialog.chartKind(), ChartKind::Volume);
    EXPECT_TRUE(ok->isEnabled());
    dialog.setPath(QStringLiteral("/tmp/chart.gif"));
    EXPECT_FALSE(ok->isEnabled());
    dialog.setPath(QStringLiteral("/tmp/chart.pdf"));
    EXPECT_TRUE(ok->isEnabled());
    dialog.setPixelSize(QSize(1200, 800));
    EXPECT_EQ(dialog.options().pixelSize, QSize(1200, 800));
}

TEST(ExportReport, InfeasibleScenarioShowsTheChecksAndNoSaving) // #8
{
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    const std::vector<Scenario> scenarios = test::infeasibleScenarios();
    const QStringList checks { QStringLiteral("Memory check: does not fit. 1,620 GB needed, 1,015 GB usable of "
                                              "1,128 GB installed: 605 GB short"),
        QStringLiteral("Capacity check: beyond capacity. 10,000 tok/s while in use; the hardware sustains at most "
                       "4,634 tok/s.") };
    for (std::size_t k = 0; k < scenarios.size(); ++k) {
        const Scenario &s = scenarios[k];
        SCOPED_TRACE(s.name.toStdString());
        const QString path = dir.filePath(QStringLiteral("r%1.pdf").arg(k));
        QString error;
        ASSERT_TRUE(exportReport(s, evaluate(s), QStringLiteral("USD"), path, {}, &error)) << error.toStdString();
        // pdftotext writes the "fi" ligature as one character.
        const QString text = pdfText(path).simplified().replace(QChar(0xfb01), QStringLiteral("fi"));
        EXPECT_TRUE(text.contains(checks[static_cast<qsizetype>(k)])) << text.toStdString();
        EXPECT_TRUE(text.contains(QStringLiteral("not feasible"))) << text.toStdString();
        EXPECT_FALSE(text.contains(QStringLiteral("cheaper by"))) << text.toStdString();
        EXPECT_FALSE(text.contains(QStringLiteral("self-host "))) << text.toStdString();
    }
    // A feasible one passes both checks on page 1.
    const Scenario ok = preset("kimi-k31-pro-8xb300-modal.json");
    const QString path = dir.filePath(QStringLiteral("ok.pdf"));
    ASSERT_TRUE(exportReport(ok, evaluate(ok), QStringLiteral("USD"), path, {}, nullptr));
    const QString text = pdfText(path).simplified().replace(QChar(0xfb01), QStringLiteral("fi"));
    EXPECT_TRUE(text.contains(QStringLiteral("Memory check: fits."))) << text.toStdString();
    EXPECT_TRUE(text.contains(QStringLiteral("Capacity check: within capacity."))) << text.toStdString();
    EXPECT_TRUE(text.contains(QStringLiteral("API cheaper by $39,039"))) << text.toStdString();
    // #11: the tornado and the decision map follow the offers and (#29) the top plans, on a fourth page.
    EXPECT_TRUE(pdfInfo(path).contains(QRegularExpression(QStringLiteral("Pages:\\s+4\\b"))));
    // #29: the top plans, worded and priced as the Plans view has them (the results' plan search).
    const Results results = computeResultsOf(ok);
    ASSERT_GE(results.plans.plans.size(), 5U);
    EXPECT_TRUE(text.contains(QStringLiteral("What would serve the same 92 tok/s of output across the GPU catalog, "
                                             "cheapest that work first (5 of 24 plans).")))
        << text.toStdString();
    for (std::size_t i = 0; i < 5; ++i) {
        const QString monthly = format::money(results.plans.plans[i].monthlyTotalUsd, QStringLiteral("USD"), 0);
        EXPECT_TRUE(text.contains(monthly)) << monthly.toStdString();
    }
}

TEST(ExportReport, SaysWhichFiguresTheUserChanged) // #8
{
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    Scenario s = preset("kimi-k31-pro-8xb300-modal.json");
    Offer &o = s.offers.at(1);
    o.output = 8.0;
    o.editedOn = QStringLiteral("2026-11-30");
    o.editedFields = { QStringLiteral("output") };
    const QString path = dir.filePath(QStringLiteral("edited.pdf"));
    ASSERT_TRUE(exportReport(s, evaluate(s), QStringLiteral("USD"), path, {}, nullptr));
    const QString text = pdfText(path).simplified();
    EXPECT_TRUE(text.contains(QStringLiteral("Figures changed by the user"))) << text.toStdString();
    EXPECT_TRUE(text.contains(QStringLiteral("%1: output edited by the user on 2026-11-30").arg(o.displayName())))
        << text.toStdString();
    EXPECT_TRUE(pdfRawText(path).contains(QStringLiteral("Redundancy (cold spare)"))) << text.toStdString();
}

TEST(ExportCsv, InfeasibleScenarioIsNeverCheaperAndHasNoSaving) // #8
{
    for (const Scenario &s : test::infeasibleScenarios()) {
        SCOPED_TRACE(s.name.toStdString());
        const QString csv = QString::fromUtf8(csvExport(s, evaluate(s), QStringLiteral("USD")));
        // After one table per chart kind (chartregistry.h): the break-even table.
        const QStringList table = csv.split(QStringLiteral("\n\n"))
                                      .at(static_cast<qsizetype>(chartKinds().size()))
                                      .split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        const QStringList head = table[0].split(QLatin1Char(','));
        const qsizetype cheaper = head.indexOf(QStringLiteral("cheaper"));
        const qsizetype saving = head.indexOf(QStringLiteral("monthly_saving_USD"));
        const qsizetype feasible = head.indexOf(QStringLiteral("feasible"));
        const qsizetype because = head.indexOf(QStringLiteral("not_feasible_because"));
        ASSERT_GE(cheaper, 0);
        ASSERT_GE(saving, 0);
        ASSERT_GE(feasible, 0);
        ASSERT_GE(because, 0);
        ASSERT_EQ(table.size(), static_cast<qsizetype>(s.offers.size()) + 1);
        for (qsizetype row = 1; row < table.size(); ++row) {
            // No field of these rows holds a comma inside quotes before the reason, which comes last.
            const QStringList cells = table[row].split(QLatin1Char(','));
            EXPECT_EQ(cells[cheaper], QStringLiteral("not-feasible")) << table[row].toStdString();
            EXPECT_TRUE(cells[saving].isEmpty()) << table[row].toStdString();
            EXPECT_EQ(cells[feasible], QStringLiteral("false"));
            EXPECT_TRUE(table[row].contains(QStringLiteral("short of usable memory"))
                || table[row].contains(QStringLiteral("cannot sustain 10")))
                << table[row].toStdString();
        }
    }
}

#include "filenames.h"
#include "presetsession.h"

#include <QApplication>
#include <QCheckBox>
#include <QDate>
#include <QDir>
#include <QFontInfo>
#include <QLabel>
#include <QLineEdit>
#include <QRegularExpression>
#include <QSpinBox>

namespace {

/// The texts of an SVG file's <text> elements, joined by newlines.
QString svgTexts(const QString &path)
{
    QFile f(path);
    EXPECT_TRUE(f.open(QIODevice::ReadOnly)) << path.toStdString();
    QXmlStreamReader xml(&f);
    QStringList texts;
    while (!xml.atEnd()) {
        if (xml.readNext() == QXmlStreamReader::StartElement && xml.name() == QLatin1String("text"))
            texts << xml.readElementText(QXmlStreamReader::IncludeChildElements);
    }
    EXPECT_FALSE(xml.hasError()) << xml.errorString().toStdString();
    return texts.join(QLatin1Char('\n'));
}

/// Sets $HOME for one test and puts the previous value back.
class HomeFolder {
public:
    explicit HomeFolder(const QString &path)
        : m_old(qgetenv("HOME"))
    {
        qputenv("HOME", path.toLocal8Bit());
    }
    ~HomeFolder() { qputenv("HOME", m_old); }
    HomeFolder(const HomeFolder &) = delete;
    HomeFolder &operator=(const HomeFolder &) = delete;

private:
    QByteArray m_old;
};

} // namespace

// Issue 13, "Exports": one slug rule for Save As and exports, never "-.png".
TEST(FileNames, OneSlugRuleForEverySuggestedName)
{
    EXPECT_EQ(suggestedFileName(QStringLiteral("Kimi K3.1 Pro on 8xB300 (Modal, always on)"), QStringLiteral("png"),
                  QStringLiteral("breakeven")),
        QStringLiteral("kimi-k3-1-pro-on-8xb300-modal-always-on.png"));
    EXPECT_EQ(suggestedFileName(QStringLiteral("  (draft)  "), QStringLiteral("json"), QStringLiteral("preset")),
        QStringLiteral("draft.json"));
    EXPECT_EQ(suggestedFileName(QStringLiteral("?!"), QStringLiteral("pdf"), QStringLiteral("breakeven")),
        QStringLiteral("breakeven.pdf"));
    const QString cut = fileSlug(QString(59, QLatin1Char('a')) + QStringLiteral(" b"), QStringLiteral("x"));
    EXPECT_EQ(cut, QString(59, QLatin1Char('a'))); // cut at 60 without a trailing '-'
}

// Issue 14: Save As suggests NAME.breakeven.json, the name the desktop types as a preset.
TEST(FileNames, PresetsAreSuggestedAsBreakevenJson)
{
    EXPECT_EQ(suggestedPresetFileName(QStringLiteral("Kimi K3.1 Pro on 8xB300")),
        QStringLiteral("kimi-k3-1-pro-on-8xb300.breakeven.json"));
    EXPECT_EQ(suggestedPresetFileName(QStringLiteral("?!")), QStringLiteral("preset.breakeven.json"));
    EXPECT_EQ(withPresetSuffix(QStringLiteral("/tmp/a.b/mine")), QStringLiteral("/tmp/a.b/mine.breakeven.json"));
    EXPECT_EQ(withPresetSuffix(QStringLiteral("/tmp/mine.breakeven")), QStringLiteral("/tmp/mine.breakeven.json"));
    EXPECT_EQ(withPresetSuffix(QStringLiteral("/tmp/mine.breakeven.json")), QStringLiteral("/tmp/mine.breakeven.json"));
    EXPECT_EQ(withPresetSuffix(QStringLiteral("/tmp/mine.json")), QStringLiteral("/tmp/mine.json")); // as chosen
}

TEST(WindowExport, SuggestedPathFallsBackWhenDocumentsIsMissing)
{
    QTemporaryDir home;
    QTemporaryDir presets;
    ASSERT_TRUE(home.isValid() && presets.isValid());
    const HomeFolder fake(home.path());
    Scenario s = defaultScenario();
    s.name = QStringLiteral("Kimi K3.1 Pro (Modal)!");
    const QString presetFile = presets.filePath(QStringLiteral("modal.json"));
    QString error;
    ASSERT_TRUE(writePresetFile(s, presetFile, &error)) << error.toStdString();

    // Untitled, no ~/Documents: home.
    MainWindow untitled(s, {}, false);
    EXPECT_EQ(peer(untitled).exportActions()->suggestedPath(QStringLiteral("png")),
        QDir(home.path()).filePath(QStringLiteral("kimi-k3-1-pro-modal.png")));
    // A preset's window: the preset's folder.
    MainWindow opened(s, presetFile, false);
    EXPECT_EQ(peer(opened).exportActions()->suggestedPath(QStringLiteral("pdf")),
        QDir(presets.path()).filePath(QStringLiteral("kimi-k3-1-pro-modal.pdf")));
    // With ~/Documents: there.
    ASSERT_TRUE(QDir(home.path()).mkdir(QStringLiteral("Documents")));
    EXPECT_EQ(QFileInfo(peer(opened).exportActions()->suggestedPath(QStringLiteral("svg"))).absolutePath(),
        QDir(home.path()).filePath(QStringLiteral("Documents")));
}

TEST(WindowExport, ChartDialogMnemonicsHaveBuddiesAndTheCaptionCanBeTurnedOff)
{
    ExportChartDialog dialog(ChartKind::Cost, QStringLiteral("/tmp/chart.png"), nullptr);
    QLabel *file = nullptr;
    QLabel *size = nullptr;
    for (QLabel *l : dialog.findChildren<QLabel *>()) {
        if (l->text() == QLatin1String("&File:"))
            file = l;
        if (l->text() == QLatin1String("&Size (PNG, SVG):"))
            size = l;
    }
    ASSERT_NE(file, nullptr);
    ASSERT_NE(size, nullptr);
    EXPECT_EQ(file->buddy(), dialog.findChild<QLineEdit *>()); // shown as "File:" with F underlined
    ASSERT_NE(size->buddy(), nullptr);
    EXPECT_NE(qobject_cast<QSpinBox *>(size->buddy()), nullptr);
    EXPECT_TRUE(dialog.options().caption);
    auto *caption = dialog.findChild<QCheckBox *>();
    ASSERT_NE(caption, nullptr);
    caption->setChecked(false);
    EXPECT_FALSE(dialog.options().caption);
}

TEST(ExportChart, CaptionStatesTheAssumptionsAndCanBeLeftOff)
{
    const Scenario s = preset("kimi-k31-pro-8xb300-modal.json");
    const QString caption = chartCaption(s, QDate(2026, 11, 30));
    for (const QString &part : { s.name, QStringLiteral("2026-11-30"), QStringLiteral("92 tok/s"),
             QStringLiteral("utilization 100 %"), QStringLiteral("r = 0 "), QStringLiteral("h = 0 %"),
             QStringLiteral("8 \u00d7 B300"), QStringLiteral("GPU $7.10/h") })
        EXPECT_TRUE(caption.contains(part)) << part.toStdString() << " in " << caption.toStdString();

    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    const QString with = dir.filePath(QStringLiteral("with.svg"));
    const QString without = dir.filePath(QStringLiteral("without.svg"));
    Tool t = runBreakeven(
        { QStringLiteral("export"), QStringLiteral(BREAKEVEN_SOURCE_DIR "/presets/kimi-k31-pro-8xb300-modal.json"),
            QStringLiteral("--chart"), QStringLiteral("cost"), QStringLiteral("-o"), with });
    ASSERT_EQ(t.code, 0) << t.out.toStdString();
    t = runBreakeven({ QStringLiteral("export"),
        QStringLiteral(BREAKEVEN_SOURCE_DIR "/presets/kimi-k31-pro-8xb300-modal.json"), QStringLiteral("--chart"),
        QStringLiteral("cost"), QStringLiteral("-o"), without, QStringLiteral("--no-caption") });
    ASSERT_EQ(t.code, 0) << t.out.toStdString();
    EXPECT_TRUE(svgTexts(with).contains(QStringLiteral("GPU $7.10/h"))) << svgTexts(with).toStdString();
    EXPECT_FALSE(svgTexts(without).contains(QStringLiteral("GPU $7.10/h")));
}

// Issue 13: at 640x400 the legend read "Self-host... Moonsh... Moonsh...".
TEST(ExportChart, ASmallExportKeepsEveryLegendEntryWhole)
{
    const Scenario s = preset("kimi-k31-pro-8xb300-modal-agent.json"); // the longest offer names
    const Evaluation e = evaluate(s);
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    for (const auto &[kind, size] :
        { std::pair { ChartKind::Cost, QSize(640, 400) }, std::pair { ChartKind::Volume, QSize(640, 400) },
            std::pair { ChartKind::Volume, QSize(800, 500) }, std::pair { ChartKind::Cost, QSize(1024, 640) } }) {
        const QString path = dir.filePath(QStringLiteral("small.svg"));
        ChartExportOptions options;
        options.pixelSize = size;
        QString error;
        ASSERT_TRUE(exportChart(s, e, QStringLiteral("USD"), kind, path, options, &error)) << error.toStdString();
        const QString texts = svgTexts(path);
        const ChartData data = kind == ChartKind::Cost ? costChartData(s, e, QStringLiteral("USD"))
                                                       : volumeChartData(s, e, QStringLiteral("USD"));
        for (const ChartLine &line : data.offers)
            EXPECT_TRUE(texts.contains(line.label)) << line.label.toStdString() << "\n" << texts.toStdString();
        EXPECT_TRUE(texts.contains(data.selfHost.label));
        EXPECT_FALSE(texts.contains(QStringLiteral("...")) || texts.contains(QChar(0x2026))) << texts.toStdString();
    }
}

// Issue 13: SVG text rendered at about half the PNG's size at the same pixel size.
TEST(ExportChart, SvgTextIsThePngsSizeAtTheSamePixelSize)
{
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    const Scenario s = defaultScenario();
    const QString path = dir.filePath(QStringLiteral("c.svg"));
    ChartExportOptions options;
    options.pixelSize = QSize(1600, 1000);
    QString error;
    ASSERT_TRUE(exportChart(s, evaluate(s), QStringLiteral("USD"), ChartKind::Cost, path, options, &error))
        << error.toStdString();
    QFile f(path);
    ASSERT_TRUE(f.open(QIODevice::ReadOnly));
    QXmlStreamReader xml(&f);
    std::vector<double> scales { 1.0 };
    std::vector<double> sizes;
    const QRegularExpression matrix(QStringLiteral("matrix\\(([-0-9.e]+),"));
    while (!xml.atEnd()) {
        const QXmlStreamReader::TokenType token = xml.readNext();
        if (token == QXmlStreamReader::StartElement && xml.name() == QLatin1String("g")) {
            const QRegularExpressionMatch m
                = matrix.match(xml.attributes().value(QLatin1String("transform")).toString());
            scales.push_back(m.hasMatch() ? m.captured(1).toDouble() : scales.back());
        } else if (token == QXmlStreamReader::EndElement && xml.name() == QLatin1String("g")) {
            scales.pop_back();
        } else if (token == QXmlStreamReader::StartElement && xml.name() == QLatin1String("text")) {
            bool ok = false;
            const double size = xml.attributes().value(QLatin1String("font-size")).toString().toDouble(&ok);
            if (ok)
                sizes.push_back(size * scales.back());
        }
    }
    ASSERT_GE(sizes.size(), 10U);
    std::sort(sizes.begin(), sizes.end());
    // In a PNG of this size the chart's text is the application font's pixel size.
    const double png = QFontInfo(QApplication::font()).pixelSize();
    EXPECT_NEAR(sizes[sizes.size() / 2], png, png * 0.1);
}

// --- Issue 15: a full disk, and hostile names, for every export ---------------------------

#include "hostilestrings.h"
#include "scratchmount.h"

namespace {

QByteArray fileBytes(const QString &path)
{
    QFile f(path);
    EXPECT_TRUE(f.open(QIODevice::ReadOnly)) << path.toStdString();
    return f.readAll();
}

/// Every export kind, as (file name, how the library writes it).
struct ExportKind {
    const char *file;
    std::function<bool(const Scenario &, const QString &, QString *)> write;
};

QList<ExportKind> exportKinds()
{
    const auto chart = [](ChartKind kind) {
        return [kind](const Scenario &s, const QString &path, QString *error) {
            ChartExportOptions options;
            options.pixelSize = QSize(640, 400);
            return exportChart(s, evaluate(s), QStringLiteral("USD"), kind, path, options, error);
        };
    };
    return {
        { "chart.png", chart(ChartKind::Cost) },
        { "chart.svg", chart(ChartKind::Volume) },
        { "chart.pdf", chart(ChartKind::Cost) },
        { "report.pdf",
            [](const Scenario &s, const QString &path, QString *error) {
                return exportReport(s, evaluate(s), QStringLiteral("USD"), path, {}, error);
            } },
        { "data.csv",
            [](const Scenario &s, const QString &path, QString *error) {
                return writeCsvExport(s, evaluate(s), QStringLiteral("USD"), path, error);
            } },
    };
}

} // namespace

// Issue 15: `export --csv` on a full disk printed "wrote out.csv", exited 0 and left it empty.
TEST(FullDisk, EveryExportFailsWithTheReasonAndKeepsTheOldFile)
{
    test::ScratchMount fs;
    BREAKEVEN_SKIP_UNLESS_MOUNTED(fs);
    for (const ExportKind &kind : exportKinds())
        ASSERT_TRUE(writeFileAtomically(fs.filePath(QString::fromLatin1(kind.file)), "old export", nullptr));
    ASSERT_TRUE(fs.fill());
    const Scenario s = defaultScenario();
    for (const ExportKind &kind : exportKinds()) {
        SCOPED_TRACE(kind.file);
        const QString path = fs.filePath(QString::fromLatin1(kind.file));
        QString error;
        EXPECT_FALSE(kind.write(s, path, &error));
        EXPECT_TRUE(error.contains(QStringLiteral("No space left on device"))) << error.toStdString();
        EXPECT_TRUE(error.contains(path)) << error.toStdString();
        EXPECT_EQ(fileBytes(path), QByteArray("old export"));
        const QString fresh = fs.filePath(QStringLiteral("new-") + QString::fromLatin1(kind.file));
        EXPECT_FALSE(kind.write(s, fresh, &error));
        EXPECT_FALSE(QFile::exists(fresh)) << "nothing half-written";
    }
}

// Review finding: `export --csv-dir` on a nearly full disk failed with the reason but left 4 of
// the 11 tables new and the others old. The set is written whole or not at all.
TEST(FullDisk, ACsvFolderIsWrittenWholeOrNotAtAll)
{
    test::ScratchMount fs(test::ScratchMount::Options { 1024 * 1024 }); // room for the set twice over
    BREAKEVEN_SKIP_UNLESS_MOUNTED(fs);
    const QString dir = fs.filePath(QStringLiteral("tables"));
    const Scenario s = defaultScenario();
    QString error;
    QStringList written;
    ASSERT_TRUE(writeCsvDirectory(s, evaluate(s), s.displayCurrency, dir, &error, &written)) << error.toStdString();
    ASSERT_GT(written.size(), 2);
    // A replaced file is a new file (the rename of its temporary file): its inode number tells,
    // even where the new table's bytes happen to be the old ones.
    const auto inode = [](const QString &path) {
        struct stat st { };
        return ::stat(QFile::encodeName(path).constData(), &st) == 0 ? st.st_ino : ino_t(0);
    };
    std::map<QString, std::pair<QByteArray, ino_t>> old;
    qint64 pages = 0; // what the set takes on the tmpfs
    for (const QString &path : written) {
        old[path] = { fileBytes(path), inode(path) };
        pages += (old[path].first.size() + test::ScratchMount::pageSize() - 1) / test::ScratchMount::pageSize();
    }
    ASSERT_GT(pages, 4);
    // Room for about half of the set: into a new folder, one file after another would leave the
    // first tables written and the others missing (as the review saw).
    const qint64 half = pages / 2 * test::ScratchMount::pageSize();
    ASSERT_TRUE(fs.fill(half));
    const QString fresh = fs.filePath(QStringLiteral("fresh"));
    EXPECT_FALSE(writeCsvDirectory(s, evaluate(s), s.displayCurrency, fresh, &error));
    EXPECT_TRUE(error.contains(QStringLiteral("No space left on device"))) << error.toStdString();
    EXPECT_EQ(QDir(fresh).entryList(QDir::Files | QDir::Hidden), QStringList()) << "no table, no temporary file";
    // Over the set already there: every old file stays, the very same file.
    Scenario changed = s;
    changed.operation.throughputTokS = 640.0;
    EXPECT_FALSE(writeCsvDirectory(changed, evaluate(changed), s.displayCurrency, dir, &error));
    EXPECT_TRUE(error.contains(QStringLiteral("No space left on device"))) << error.toStdString();
    for (const auto &[path, before] : old) {
        EXPECT_EQ(fileBytes(path), before.first) << path.toStdString();
        EXPECT_EQ(inode(path), before.second) << path.toStdString() << " was replaced";
    }
    EXPECT_EQ(QDir(dir).entryList(QDir::Files | QDir::Hidden).size(), written.size()) << "no temporary file left";
    // With room again, the whole set is replaced.
    ASSERT_TRUE(fs.unfill());
    ASSERT_TRUE(writeCsvDirectory(changed, evaluate(changed), s.displayCurrency, dir, &error)) << error.toStdString();
    for (const auto &[path, before] : old)
        EXPECT_NE(inode(path), before.second) << path.toStdString() << " was not replaced";
}

TEST(FullDisk, WindowExportsReportTheReasonAndKeepTheOldFile)
{
    test::ScratchMount fs;
    BREAKEVEN_SKIP_UNLESS_MOUNTED(fs);
    MainWindow window(defaultScenario(), {}, false);
    QStringList reported;
    peer(window).exportActions()->setErrorHandler([&](const QString &m) { reported << m; });
    ExportActions *actions = peer(window).exportActions();
    ChartExportOptions options;
    options.pixelSize = QSize(640, 400);
    const QList<QPair<const char *, std::function<bool(const QString &)>>> exports {
        { "c.png", [&](const QString &p) { return actions->exportChartTo(p, ChartKind::Cost, options); } },
        { "c.svg", [&](const QString &p) { return actions->exportChartTo(p, ChartKind::Volume, options); } },
        { "c.pdf", [&](const QString &p) { return actions->exportChartTo(p, ChartKind::Cost, options); } },
        { "r.pdf", [&](const QString &p) { return actions->exportReportTo(p); } },
        { "d.csv", [&](const QString &p) { return actions->exportDataTo(p); } },
    };
    for (const auto &[file, write] : exports)
        ASSERT_TRUE(writeFileAtomically(fs.filePath(QString::fromLatin1(file)), "old export", nullptr));
    ASSERT_TRUE(fs.fill());
    for (const auto &[file, write] : exports) {
        SCOPED_TRACE(file);
        reported.clear();
        EXPECT_FALSE(write(fs.filePath(QString::fromLatin1(file))));
        ASSERT_EQ(reported.size(), 1);
        EXPECT_TRUE(reported.first().contains(QStringLiteral("No space left on device")))
            << reported.first().toStdString();
        EXPECT_EQ(fileBytes(fs.filePath(QString::fromLatin1(file))), QByteArray("old export"));
    }
}

TEST(FullDisk, ExportCommandExitsOneSaysWhyAndNeverSaysWrote)
{
    test::ScratchMount fs;
    BREAKEVEN_SKIP_UNLESS_MOUNTED(fs);
    const QList<QStringList> cases {
        { QStringLiteral("--csv"), QStringLiteral("-o"), fs.filePath(QStringLiteral("out.csv")) },
        { QStringLiteral("--chart"), QStringLiteral("cost"), QStringLiteral("-o"),
            fs.filePath(QStringLiteral("c.png")) },
        { QStringLiteral("--chart"), QStringLiteral("volume"), QStringLiteral("-o"),
            fs.filePath(QStringLiteral("c.svg")) },
        { QStringLiteral("--chart"), QStringLiteral("cost"), QStringLiteral("-o"),
            fs.filePath(QStringLiteral("c.pdf")) },
        { QStringLiteral("--report"), QStringLiteral("-o"), fs.filePath(QStringLiteral("r.pdf")) },
    };
    for (const QStringList &args : cases)
        ASSERT_TRUE(writeFileAtomically(args.last(), "old export", nullptr));
    ASSERT_TRUE(fs.fill());
    for (const QStringList &args : cases) {
        SCOPED_TRACE(args.join(QLatin1Char(' ')).toStdString());
        const Tool t = runBreakeven(QStringList { QStringLiteral("export"), QStringLiteral("default") } + args);
        EXPECT_EQ(t.code, 1) << t.out.toStdString();
        EXPECT_TRUE(t.out.contains(QStringLiteral("No space left on device"))) << t.out.toStdString();
        EXPECT_FALSE(t.out.contains(QStringLiteral("wrote"))) << t.out.toStdString();
        EXPECT_EQ(fileBytes(args.last()), QByteArray("old export"));
    }
}

// Issue 15: an offer named <img src="..."> made the legend, and every exported chart, read and
// draw that local file; nested tables stalled the layout.
TEST(HostileNames, ExportsDrawTheMarkupAsTextAndNeverReadTheFile)
{
    test::Canary canary;
    if (!canary.ready())
        GTEST_SKIP() << canary.whyNot();
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    const Scenario s = test::hostileScenario(canary.path(), true);
    const QString currency = s.displayCurrency;

    // The library, as the window and the command line call it, in the hostile currency too.
    for (const ExportKind &kind : exportKinds()) {
        SCOPED_TRACE(kind.file);
        QString error;
        EXPECT_TRUE(kind.write(s, dir.filePath(QString::fromLatin1(kind.file)), &error)) << error.toStdString();
    }
    ChartExportOptions options;
    options.pixelSize = QSize(900, 600);
    QString error;
    ASSERT_TRUE(exportChart(
        s, evaluate(s), currency, ChartKind::Cost, dir.filePath(QStringLiteral("cur.svg")), options, &error))
        << error.toStdString();
    ASSERT_TRUE(exportReport(s, evaluate(s), currency, dir.filePath(QStringLiteral("cur.pdf")), {}, &error))
        << error.toStdString();

    // The SVG is well-formed and its text is the markup itself.
    for (const char *svgFile : { "chart.svg", "cur.svg" }) {
        QFile f(dir.filePath(QString::fromLatin1(svgFile)));
        ASSERT_TRUE(f.open(QIODevice::ReadOnly));
        QXmlStreamReader xml(&f);
        QStringList texts;
        while (!xml.atEnd()) {
            if (xml.readNext() != QXmlStreamReader::StartElement)
                continue;
            EXPECT_NE(xml.name(), QLatin1String("img"));
            EXPECT_NE(xml.name(), QLatin1String("image")) << "an image in the chart";
            if (xml.name() == QLatin1String("text"))
                texts << xml.readElementText(QXmlStreamReader::IncludeChildElements);
        }
        EXPECT_FALSE(xml.hasError()) << svgFile << ": " << xml.errorString().toStdString();
        EXPECT_TRUE(texts.join(QLatin1Char('\n')).contains(QStringLiteral("<img src=\"")))
            << svgFile << ": " << texts.join(QStringLiteral(" | ")).left(3000).toStdString();
    }
    // The report prints every string as written.
    const QString report = pdfText(dir.filePath(QStringLiteral("cur.pdf")));
    EXPECT_TRUE(report.contains(QStringLiteral("<img src="))) << report.left(2000).toStdString();
    EXPECT_TRUE(report.contains(QStringLiteral("<table><tr><td>")));

    // The window's exports.
    MainWindow window(s, {}, false);
    QStringList reported;
    peer(window).exportActions()->setErrorHandler([&](const QString &m) { reported << m; });
    EXPECT_TRUE(
        peer(window).exportActions()->exportChartTo(dir.filePath(QStringLiteral("w.png")), ChartKind::Cost, {}));
    EXPECT_TRUE(
        peer(window).exportActions()->exportChartTo(dir.filePath(QStringLiteral("w.svg")), ChartKind::Volume, {}));
    EXPECT_TRUE(peer(window).exportActions()->exportReportTo(dir.filePath(QStringLiteral("w.pdf"))));
    EXPECT_TRUE(peer(window).exportActions()->exportDataTo(dir.filePath(QStringLiteral("w.csv"))));
    peer(window).exportActions()->copyChart(QSize(640, 400));
    EXPECT_TRUE(reported.isEmpty()) << reported.join(QLatin1Char('\n')).toStdString();

    // The command line, on a preset file (currency codes as the reader allows them).
    const QString presetFile = dir.filePath(QStringLiteral("hostile.json"));
    ASSERT_TRUE(writePresetFile(test::hostileScenario(canary.path(), false, true), presetFile, &error))
        << error.toStdString();
    for (const QStringList &args :
        QList<QStringList> { { QStringLiteral("--chart"), QStringLiteral("cost"), QStringLiteral("-o"),
                                 dir.filePath(QStringLiteral("cli.png")) },
            { QStringLiteral("--chart"), QStringLiteral("volume"), QStringLiteral("-o"),
                dir.filePath(QStringLiteral("cli.svg")) },
            { QStringLiteral("--chart"), QStringLiteral("cost"), QStringLiteral("-o"),
                dir.filePath(QStringLiteral("cli.pdf")) },
            { QStringLiteral("--report"), QStringLiteral("-o"), dir.filePath(QStringLiteral("cli-report.pdf")) },
            { QStringLiteral("--csv"), QStringLiteral("-o"), dir.filePath(QStringLiteral("cli.csv")) } }) {
        const Tool t = runBreakeven(QStringList { QStringLiteral("export"), presetFile } + args);
        EXPECT_EQ(t.code, 0) << args.join(QLatin1Char(' ')).toStdString() << "\n" << t.out.toStdString();
    }

    EXPECT_EQ(canary.opens(), 0) << "a renderer read the file named in the preset";
}

// Issue 9: chart export spun the event loop (processEvents) to lay the chart out, so a queued
// drop or the autosave timer could run in the middle of an export. Nothing queued may run
// while a chart, the report or a picture for the clipboard is drawn.
TEST(ExportChart, NoQueuedEventRunsDuringAnExport) // #9
{
    const Scenario s = preset("kimi-k31-pro-8xb300-modal.json");
    const Evaluation e = evaluate(s);
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    const std::vector<std::pair<QString, std::function<bool()>>> exports {
        { QStringLiteral("png"),
            [&] {
                return exportChart(
                    s, e, QStringLiteral("USD"), ChartKind::Cost, dir.filePath(QStringLiteral("c.png")), {}, nullptr);
            } },
        { QStringLiteral("svg"),
            [&] {
                return exportChart(
                    s, e, QStringLiteral("USD"), ChartKind::Volume, dir.filePath(QStringLiteral("v.svg")), {}, nullptr);
            } },
        { QStringLiteral("pdf report"),
            [&] {
                return exportReport(s, e, QStringLiteral("USD"), dir.filePath(QStringLiteral("r.pdf")), {}, nullptr);
            } },
        { QStringLiteral("image"),
            [&] { return !renderChartImage(s, e, QStringLiteral("USD"), ChartKind::Cost, QSize(800, 500)).isNull(); } },
    };
    for (const auto &[name, run] : exports) {
        SCOPED_TRACE(name.toStdString());
        int ran = 0;
        QObject context;
        QTimer::singleShot(0, &context, [&ran] { ++ran; });
        QMetaObject::invokeMethod(
            &context, [&ran] { ++ran; }, Qt::QueuedConnection);
        ASSERT_TRUE(run());
        EXPECT_EQ(ran, 0) << "a queued event ran during the export";
        // The events were queued, and run once the caller returns to the event loop.
        QCoreApplication::processEvents();
        QCoreApplication::processEvents();
        EXPECT_EQ(ran, 2);
    }
}

// The chart an export lays out without the event loop is complete: events delivered after it
// change nothing that is drawn.
TEST(ExportChart, SynchronousLayoutDrawsWhatTheEventLoopWouldHave) // #9
{
    const Scenario s = preset("kimi-k31-pro-8xb300-modal.json");
    const Evaluation e = evaluate(s);
    for (const ChartKind kind : { ChartKind::Cost, ChartKind::Volume }) {
        const std::unique_ptr<ChartWidget> widget
            = exportChartView(s, e, QStringLiteral("USD"), kind, QSizeF(1600, 1000), 150);
        auto *view = qobject_cast<ChartView *>(widget.get());
        ASSERT_NE(view, nullptr);
        const auto draw = [&] {
            QImage image(QSize(1200, 750), QImage::Format_ARGB32_Premultiplied);
            image.fill(Qt::white);
            QPainter painter(&image);
            view->renderChart(&painter, QRectF(0, 0, 1200, 750));
            return image;
        };
        const QImage now = draw();
        EXPECT_GT(greyStdDev(now), 10.0);
        EXPECT_FALSE(peer(*view).axisLabels().isEmpty());
        QCoreApplication::processEvents();
        QCoreApplication::sendPostedEvents();
        EXPECT_TRUE(now == draw()) << "the chart changed once posted layout events ran";
    }
}

// The chart registry drives the window and the exports: every kind has a widget in the window,
// and an exported chart of a preset with ranges carries the uncertainty band the window shows.
TEST(ChartRegistry, EveryKindHasAWindowWidgetAndExportsCarryTheBands) // #9
{
    MainWindow window(preset("kimi-k31-pro-8xb300-modal.json"), {}, false);
    for (const ChartKindInfo &info : chartKinds()) {
        SCOPED_TRACE(info.id);
        ChartWidget *widget = peer(window).chart(info.kind);
        ASSERT_NE(widget, nullptr);
        EXPECT_EQ(widget->window(), &window);
    }
    EXPECT_EQ(peer(window).chart(ChartKind::Cost), static_cast<ChartWidget *>(peer(window).costChart()));
    EXPECT_EQ(peer(window).chart(ChartKind::Volume), static_cast<ChartWidget *>(peer(window).volumeChart()));
    // The usage text of the binary names every kind (main() hands the registry's ids to the
    // console command line).
    const Tool help = runBreakeven({ QStringLiteral("--help") });
    EXPECT_TRUE(help.out.contains(QStringLiteral("(KIND: %1)").arg(chartKindNames(QStringLiteral("|")))))
        << help.out.toStdString();

    const Scenario s = preset("kimi-k31-pro-8xb300-modal.json");
    ASSERT_FALSE(s.ranges.empty());
    const Evaluation e = evaluate(s);
    const std::unique_ptr<ChartWidget> widget
        = exportChartView(s, e, QStringLiteral("USD"), ChartKind::Cost, QSizeF(1600, 1000), 150);
    auto *view = qobject_cast<ChartView *>(widget.get());
    ASSERT_NE(view, nullptr);
    const QList<QPointF> lower = peer(*view).seriesPoints(ChartViewTestPeer::Series::BandLower);
    const QList<QPointF> upper = peer(*view).seriesPoints(ChartViewTestPeer::Series::BandUpper);
    ASSERT_FALSE(lower.isEmpty());
    ASSERT_EQ(lower.size(), upper.size());
    // The band is the window's run: its P10 and P90 bracket the median at every throughput.
    const std::optional<UncertaintyResult> u = exportUncertainty(s, e);
    ASSERT_TRUE(u.has_value());
    EXPECT_DOUBLE_EQ(lower.front().y(), u->monteCarlo.band.p10.front());
    EXPECT_DOUBLE_EQ(upper.front().y(), u->monteCarlo.band.p90.front());
    for (qsizetype i = 0; i < lower.size(); ++i)
        EXPECT_LE(lower[i].y(), upper[i].y());
}

TEST(ExportCommandLine, TornadoAndMapChartsExportAsValidImages) // #11
{
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    const QString presetFile = QStringLiteral(BREAKEVEN_SOURCE_DIR "/presets/kimi-k31-pro-8xb300-modal.json");
    for (const char *chart : { "tornado", "map" }) {
        const QString png = dir.filePath(QStringLiteral("%1.png").arg(QLatin1String(chart)));
        const Tool t = runBreakeven({ QStringLiteral("export"), presetFile, QStringLiteral("--chart"),
            QLatin1String(chart), QStringLiteral("-o"), png, QStringLiteral("--size"), QStringLiteral("1000x600") });
        ASSERT_EQ(t.code, 0) << chart << t.out.toStdString();
        QFile f(png);
        ASSERT_TRUE(f.open(QIODevice::ReadOnly));
        EXPECT_TRUE(f.read(8).startsWith("\x89PNG\r\n\x1a\n")) << chart;
        const QImage image(png);
        ASSERT_EQ(image.size(), QSize(1000, 600)) << chart;
        // Drawn, not blank: more than a handful of colours.
        QSet<QRgb> colours;
        for (int y = 0; y < image.height(); y += 7)
            for (int x = 0; x < image.width(); x += 7)
                colours.insert(image.pixel(x, y));
        EXPECT_GT(colours.size(), 5) << chart;
    }
    const QString svg = dir.filePath(QStringLiteral("t.svg"));
    const Tool t = runBreakeven({ QStringLiteral("export"), presetFile, QStringLiteral("--chart"),
        QStringLiteral("tornado"), QStringLiteral("-o"), svg });
    ASSERT_EQ(t.code, 0) << t.out.toStdString();
    QFile f(svg);
    ASSERT_TRUE(f.open(QIODevice::ReadOnly));
    const QByteArray text = f.readAll();
    EXPECT_TRUE(text.contains("<svg")) << "an SVG document";
    EXPECT_TRUE(text.contains("operation.throughput_tok_s") || text.contains("throughput")) << "its labels are text";
}

// Issue 26: one answer, first everywhere. For every shipped preset the JSON report's answer, the
// first line of the text report, the first line of PDF page 1 and the window's answer line are the
// same sentence, and the recommendation is the decision's.
TEST(OneAnswer, EveryShippedPresetSaysTheSameHeadlineInJsonTextPdfAndTheWindow) // #26
{
    const QDir presets(QStringLiteral(BREAKEVEN_SOURCE_DIR "/presets"));
    const QStringList files = presets.entryList({ QStringLiteral("*.json") }, QDir::Files);
    ASSERT_GE(files.size(), 12);
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    QSet<QString> recommendations;
    for (const QString &file : files) {
        SCOPED_TRACE(file.toStdString());
        const PresetResult read = readPresetFile(presets.filePath(file));
        ASSERT_TRUE(read.ok());
        const Scenario &s = *read.scenario;
        const Evaluation e = evaluate(s);
        const QJsonObject json = reportJson(s, e);
        const QJsonObject answer = json.value(QStringLiteral("answer")).toObject();
        const QString headline = answer.value(QStringLiteral("headline")).toString();
        ASSERT_FALSE(headline.isEmpty());
        EXPECT_EQ(answer.value(QStringLiteral("recommendation")),
            json.value(QStringLiteral("decision")).toObject().value(QStringLiteral("recommendation")));
        recommendations << answer.value(QStringLiteral("recommendation")).toString();
        EXPECT_EQ(answer.value(QStringLiteral("reason")),
            json.value(QStringLiteral("decision")).toObject().value(QStringLiteral("reasons")).toArray().first());

        EXPECT_EQ(reportText(s, e).section(QLatin1Char('\n'), 0, 0), headline);

        const QString pdf = dir.filePath(file + QStringLiteral(".pdf"));
        QString error;
        ASSERT_TRUE(exportReport(s, e, QStringLiteral("USD"), pdf, {}, &error)) << error.toStdString();
        const Tool page1 = runTool(poppler("pdftotext"),
            { QStringLiteral("-raw"), QStringLiteral("-f"), QStringLiteral("1"), QStringLiteral("-l"),
                QStringLiteral("1"), pdf, QStringLiteral("-") });
        ASSERT_EQ(page1.code, 0);
        // The font's ligatures spelled out, as pdfRawText() does; a line broken after a hyphen ("kimi-k3.1-"
        // / "pro") joined again (pdftotext's default mode drops such a hyphen: -raw keeps it).
        const QString first = QString(page1.out)
                                  .replace(QStringLiteral("-\n"), QStringLiteral("-"))
                                  .simplified()
                                  .replace(QChar(0xFB00), QStringLiteral("ff"))
                                  .replace(QChar(0xFB01), QStringLiteral("fi"))
                                  .replace(QChar(0xFB02), QStringLiteral("fl"));
        EXPECT_TRUE(first.startsWith(headline)) << page1.out.left(400).toStdString();

        MainWindow window(s, presets.filePath(file), false);
        peer(window).document()->setDisplayCurrency(QStringLiteral("USD"));
        QCoreApplication::processEvents();
        EXPECT_EQ(peer(window).answerLabel()->text(), headline);
    }
    // The shipped presets show more than one answer: the API, hybrid and not feasible at least.
    EXPECT_TRUE(recommendations.contains(QStringLiteral("api")));
    EXPECT_TRUE(recommendations.contains(QStringLiteral("hybrid")));
    EXPECT_TRUE(recommendations.contains(QStringLiteral("not-feasible")));
}

// Issue 26: the 8xH200 answer names the failed check and what would work.
TEST(OneAnswer, TheH200AnswerNamesTheCheckAndSixteenH200OnTwoNodes) // #26
{
    const Scenario s = test::shippedPreset("kimi-k31-pro-8xh200.json");
    const Results r = computeResultsOf(s);
    EXPECT_EQ(r.answer.recommendation, Recommendation::NotFeasible);
    // Issue 29: the headline names the cheapest plan that works, 16x H200 on 2 nodes or one cheaper.
    ASSERT_TRUE(r.decision.plan);
    const Plan *cheapest = r.plans.cheapestFeasible();
    ASSERT_NE(cheapest, nullptr);
    EXPECT_EQ(r.decision.plan->gpu, cheapest->gpu);
    EXPECT_EQ(r.decision.plan->gpus, cheapest->gpus);
    EXPECT_EQ(r.decision.plan->monthlyTotalUsd, cheapest->monthlyTotalUsd);
    bool sixteenH200 = false;
    for (const Plan &p : r.plans.plans) {
        if (p.gpu == QLatin1String("H200") && p.gpus == 16 && p.nodes == 2 && p.feasible()) {
            sixteenH200 = true;
            EXPECT_LE(r.decision.plan->monthlyTotalUsd, p.monthlyTotalUsd);
        }
    }
    EXPECT_TRUE(sixteenH200) << "16x H200 on 2 nodes is among the plans that work";
    EXPECT_EQ(r.answer.headline,
        QStringLiteral(
            "Not feasible: Kimi K3.1 Pro does not fit on 8x H200: 605 GB short of usable memory (the weights alone "
            "exceed the installed memory by 433 GB). The cheapest plan that works: 16x MI300X on 2 nodes, hourly rent, "
            "estimated capacity, $19,973 a month. Until then, the API: $2,418 a month on Moonshot kimi-k3.1-pro."));
    // Its caveats beside the headline, not in it (the window's button; the reasons of every report).
    ASSERT_EQ(r.answer.cheaperPlanCaveats.size(), 3);
    EXPECT_TRUE(r.answer.cheaperPlanCaveats.front().startsWith(
        QStringLiteral("Its capacity is estimated from another GPU's measurements")));
    EXPECT_TRUE(r.answer.cheaperPlan.isEmpty());
    EXPECT_TRUE(r.decision.reasons.contains(r.decision.planText));
    EXPECT_TRUE(r.decision.planText.contains(r.answer.cheaperPlanCaveats.front()));
    EXPECT_TRUE(r.answer.cheaperPlan.isEmpty()) << "the headline names the plan of a scenario that is not feasible";
    // The hybrid preset: the verdict's operating point and the plan no longer give two answers.
    const Results hybrid = computeResultsOf(test::shippedPreset("kimi-k31-pro-8xb300-modal-hybrid.json"));
    EXPECT_EQ(hybrid.answer.headline,
        QStringLiteral("Go hybrid: one node in the busy hours, the API for the rest: $19,852 a month against $22,776 "
                       "all on the API."));
}

// Issue 26 item 7: the PDF shows what the recommendation rests on. The hybrid report has the plan
// (worded as the Hybrid tab words it) and the hours; the buy report the cumulative cost with its
// payback month; the 8xH200 report the fit-table row that would work (worded as the Hardware fit
// tab words it).
TEST(OneAnswer, ThePdfShowsWhatTheRecommendationRestsOn) // #26
{
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    const auto report = [&](const Scenario &s, const QString &name) {
        const QString pdf = dir.filePath(name);
        QString error;
        EXPECT_TRUE(exportReport(s, evaluate(s), QStringLiteral("USD"), pdf, {}, &error)) << error.toStdString();
        return pdfRawText(pdf);
    };
    const auto money = [](double usd) { return format::money(usd, QStringLiteral("USD"), 0); };

    const Scenario hybrid = test::shippedPreset("kimi-k31-pro-8xb300-modal-hybrid.json");
    const Results h = computeResultsOf(hybrid);
    ASSERT_EQ(h.decision.recommendation, Recommendation::Hybrid);
    const QString hybridText = report(hybrid, QStringLiteral("hybrid.pdf"));
    EXPECT_TRUE(hybridText.contains(QStringLiteral("The hybrid plan")));
    const QString plan
        = hybridPlanText(hybrid, h.hybrid, displayMoney(hybrid, QStringLiteral("USD"), format::locale()));
    EXPECT_TRUE(plan.startsWith(QStringLiteral("Best plan: 1 node"))) << plan.toStdString();
    EXPECT_TRUE(hybridText.contains(plan.simplified())) << plan.toStdString();
    EXPECT_TRUE(hybridText.contains(QStringLiteral("Demand (tok/s)")));
    EXPECT_TRUE(hybridText.contains(QStringLiteral("Nodes on")));
    // The verdict under the answer speaks of the plan too: it no longer reads as "API" alone.
    EXPECT_TRUE(hybridText.contains(QStringLiteral("splitting the day costs %1 a month, against %2 all on the API")
                                        .arg(money(h.hybrid.monthlyTotal.value()), money(h.hybrid.allApi.value()))))
        << hybridText.left(1500).toStdString();

    Scenario buy = test::shippedPreset("china-b300-buy.json");
    buy.operation.throughputTokS = 2000.0;
    const Results b = computeResultsOf(buy);
    const std::optional<std::size_t> best = cheapestEnabledOffer(buy, b.evaluation);
    ASSERT_TRUE(best);
    const std::optional<int> month = b.bill.offers.at(*best).paybackMonth;
    ASSERT_TRUE(month);
    const QString buyText = report(buy, QStringLiteral("buy.pdf"));
    EXPECT_TRUE(buyText.contains(QStringLiteral("The purchase over the horizon")));
    // One wording of the payback (resulttables.h): the bill's summary and the horizon's section say
    // the same sentence, so it appears twice, word for word, and no other payback wording does.
    const MoneyIn usd = displayMoney(buy, QStringLiteral("USD"), format::locale());
    const QString payback = horizonSentence(buy, b, usd);
    EXPECT_TRUE(payback.endsWith(
        QStringLiteral(" on %1 and pays back in month %2.").arg(buy.offers[*best].displayName()).arg(*month)))
        << payback.toStdString();
    EXPECT_EQ(buyText.count(payback.simplified()), 2) << buyText.toStdString();
    EXPECT_EQ(buyText.count(QStringLiteral("pays back")), 2) << buyText.toStdString();
    // The memory check, the capacity check and the bill as the window words them.
    for (const QString &sentence : { memorySentence(b.evaluation.memory), capacitySentence(buy, b.evaluation),
             selfHostedSentence(b.evaluation, usd), billSentences(buy, b, usd) })
        EXPECT_TRUE(buyText.contains(sentence.simplified())) << sentence.toStdString();
    EXPECT_TRUE(buyText.contains(QStringLiteral("Cumulative cost (k")));

    const Scenario h200 = test::shippedPreset("kimi-k31-pro-8xh200.json");
    const QString h200Text = report(h200, QStringLiteral("h200.pdf"));
    EXPECT_TRUE(h200Text.contains(QStringLiteral("What would work")));
    EXPECT_TRUE(h200Text.contains(QStringLiteral("GPUs for the weights alone")));
    EXPECT_TRUE(h200Text.contains(QStringLiteral("16 \u00d7 H200"))) << h200Text.toStdString();
    EXPECT_TRUE(h200Text.contains(QStringLiteral("351 GB headroom")));
    // Neither the API nor a rented default gets these sections.
    const QString apiText = report(test::shippedPreset("kimi-k31-pro-8xb300-modal.json"), QStringLiteral("api.pdf"));
    EXPECT_FALSE(apiText.contains(QStringLiteral("The hybrid plan")));
    EXPECT_FALSE(apiText.contains(QStringLiteral("What would work")));
    EXPECT_FALSE(apiText.contains(QStringLiteral("over the horizon")));
}

// Issue 32 item 2: an offer whose price is more than 90 days old is marked in the PDF report.
TEST(ExportReport, AnOldPriceIsMarkedInTheOffersTable) // #32
{
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    const Scenario s = test::loadPreset("kimi-k31-pro-8xb300-modal.json");
    const QString path = dir.filePath(QStringLiteral("report.pdf"));
    QString error;
    setToday(QDate(2026, 12, 2));
    const bool ok = exportReport(s, evaluate(s), QStringLiteral("USD"), path, { QPageSize::A4, QString(), {} }, &error);
    setToday(QDate(2026, 9, 1));
    const QString fresh = dir.filePath(QStringLiteral("fresh.pdf"));
    const bool freshOk
        = exportReport(s, evaluate(s), QStringLiteral("USD"), fresh, { QPageSize::A4, QString(), {} }, &error);
    setToday(std::nullopt);
    ASSERT_TRUE(ok && freshOk) << error.toStdString();
    const QString text = pdfText(path).simplified();
    // The heading "API offers" (pdftotext gives its "ff" as a ligature), then the table.
    EXPECT_TRUE(text.contains(QStringLiteral("ers (* price more than 90 days old on 2026-12-02) O")))
        << text.toStdString();
    EXPECT_EQ(text.count(QStringLiteral("2026-07*")), 2) << "Moonshot's and CometAPI's kimi-k3";
    EXPECT_FALSE(text.contains(QStringLiteral("2026-10*")));
    EXPECT_FALSE(pdfText(fresh).contains(QStringLiteral("price more than 90 days old")));
}

// Issue 30 item 2: the comparison report, `export --compare A.json B.json --report -o OUT.pdf`: the
// answers first, the overlaid charts, then the assumptions that differ.
TEST(ComparisonExport, OverlaidChartsDrawEachScenariosCurveOnce)
{
    const Scenario a = defaultScenario();
    const Scenario b = test::loadPreset("imec-k3-8xb300.json");
    const Scenario c = test::loadPreset("kimi-k31-pro-8xb300-modal-agent-whole-bill.json");
    CompareOptions options;
    options.samples = 100;
    const Comparison comparison = compareScenarios({ { a, {} }, { b, {} }, { c, {} } }, options);
    for (const bool volume : { false, true }) {
        const ChartData data = overlaidChartData(comparison, QStringLiteral("USD"), volume);
        // The baseline's curve as its own chart draws it; the others after it, each labelled by its letter.
        const ChartData own = volume ? volumeChartData(a, evaluate(a), QStringLiteral("USD"))
                                     : costChartData(a, evaluate(a), QStringLiteral("USD"));
        EXPECT_EQ(data.selfHost.points, own.selfHost.points);
        EXPECT_TRUE(data.selfHost.label.startsWith(QStringLiteral("A \u00b7 "))) << data.selfHost.label.toStdString();
        ASSERT_GE(data.offers.size(), 3u);
        EXPECT_TRUE(data.offers[0].label.startsWith(QStringLiteral("B \u00b7 ")));
        EXPECT_TRUE(data.offers[1].label.startsWith(QStringLiteral("C \u00b7 ")));
        EXPECT_NE(data.offers[0].colorIndex, data.offers[1].colorIndex);
        // Then each scenario's cheapest offer, once: A and C weigh the same one, B another.
        ASSERT_EQ(data.offers.size(), 4u);
        EXPECT_TRUE(data.offers[2].label.startsWith(QStringLiteral("API: ")));
        EXPECT_NE(data.offers[2].label, data.offers[3].label);
        EXPECT_LE(data.xMin, own.xMin);
        EXPECT_GE(data.xMax, own.xMax);
    }
}

TEST(ComparisonExport, TheBinaryWritesAPdfWithTheAnswersTheDifferencesAndTheAssumptions)
{
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    const QString pdf = dir.filePath(QStringLiteral("compare.pdf"));
    const QString whole
        = QStringLiteral(BREAKEVEN_SOURCE_DIR "/presets/kimi-k31-pro-8xb300-modal-agent-whole-bill.json");
    Tool t = runBreakeven({ QStringLiteral("export"), QStringLiteral("--compare"), QStringLiteral("default"), whole,
        QStringLiteral("--report"), QStringLiteral("-o"), pdf });
    ASSERT_EQ(t.code, 0) << t.out.toStdString();
    const QString text = pdfText(pdf).simplified();
    for (const Scenario &s : { defaultScenario(), *readPresetFile(whole).scenario })
        EXPECT_TRUE(text.contains(computeResultsOf(s).answer.headline.left(40))) << s.name.toStdString();
    // B - A of the monthly total: the staff and overheads the whole bill adds.
    const double difference = evaluate(*readPresetFile(whole).scenario).selfHost.monthlyCost.value()
        - evaluate(defaultScenario()).selfHost.monthlyCost.value();
    const QString expected
        = QStringLiteral("+") + format::money(difference, QStringLiteral("USD"), 2, format::fixedLocale());
    EXPECT_TRUE(text.contains(expected)) << expected.toStdString();
    EXPECT_TRUE(pdfRawText(pdf).contains(QStringLiteral("cost.staff.fte 0 FTE 1.25 FTE"))); // the font joins "ff"
    EXPECT_TRUE(text.contains(QStringLiteral("The curves, each scenario in its own colour")));
    // One preset is no comparison; --compare is a report, not a chart.
    t = runBreakeven({ QStringLiteral("export"), QStringLiteral("--compare"), QStringLiteral("default"),
        QStringLiteral("--report"), QStringLiteral("-o"), dir.filePath(QStringLiteral("one.pdf")) });
    EXPECT_EQ(t.code, 2);
    EXPECT_FALSE(QFile::exists(dir.filePath(QStringLiteral("one.pdf"))));
    t = runBreakeven({ QStringLiteral("export"), QStringLiteral("--compare"), QStringLiteral("default"), whole,
        QStringLiteral("--chart"), QStringLiteral("cost"), QStringLiteral("-o"),
        dir.filePath(QStringLiteral("c.png")) });
    EXPECT_EQ(t.code, 2);
}

// Issue 33 item 3: the report of an edited scenario says which figures are no longer the preset's,
// since its description still describes those.
TEST(WindowExport, TheReportOfAnEditedScenarioSaysWhichFiguresChangedFromThePreset)
{
    MainWindow window(defaultScenario(), {}, false);
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    const QString unchanged = dir.filePath(QStringLiteral("same.pdf"));
    ASSERT_TRUE(peer(window).exportActions()->exportReportTo(unchanged));
    EXPECT_FALSE(pdfRawText(unchanged).contains(QStringLiteral("Changed since the preset was read")));

    peer(window).document()->setValue(parameter(u"operation.utilization"), 0.25);
    const QString edited = dir.filePath(QStringLiteral("edited.pdf"));
    ASSERT_TRUE(peer(window).exportActions()->exportReportTo(edited));
    const QString text = pdfRawText(edited);
    EXPECT_TRUE(text.contains(QStringLiteral("Changed since the preset was read"))) << text.toStdString();
    EXPECT_TRUE(text.contains(QStringLiteral("Productive utilization: 25 % (the file: 100 %)"))) << text.toStdString();
}

// Issue 33 item 3 on the command line: what --set changed is listed in the report, as the window's.
TEST(ExportCommandLine, TheReportSaysWhatSetChangedFromThePreset)
{
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    const QString pdf = dir.filePath(QStringLiteral("set.pdf"));
    const Tool t = runBreakeven({ QStringLiteral("export"), QStringLiteral("default"), QStringLiteral("--report"),
        QStringLiteral("--set"), QStringLiteral("operation.utilization=0.25"), QStringLiteral("-o"), pdf });
    ASSERT_EQ(t.code, 0) << t.out.toStdString();
    const QString text = pdfRawText(pdf);
    EXPECT_TRUE(text.contains(QStringLiteral("Productive utilization: 25 % (the file: 100 %)"))) << text.toStdString();
}
