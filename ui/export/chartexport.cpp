#include "chartexport.h"

#include "appgpucatalog.h"
#include "atomicwrite.h"
#include "chartdata.h"
#include "charts/chartlegend.h"
#include "charts/chartwidget.h"
#include "formatting.h"
#include "offercolumns.h"
#include "uncertaintyresult.h"

#include <QApplication>
#include <QBuffer>
#include <QCoreApplication>
#include <QDate>
#include <QFileInfo>
#include <QFontInfo>
#include <QFontMetricsF>
#include <QPainter>
#include <QPdfWriter>
#include <QStyle>
#include <QSvgGenerator>

#include <algorithm>
#include <cmath>
#include <memory>

namespace breakeven {

namespace {

std::unique_ptr<ChartWidget> makeChart(
    const ChartInput &input, ChartKind kind, QSize size, bool legend, Qt::Alignment legendAlignment)
{
    std::unique_ptr<ChartWidget> view = chartKindInfo(kind).create();
    view->setAttribute(Qt::WA_DontShowOnScreen);
    view->setPalette(exportPalette());
    view->setLegendVisible(legend);
    view->setLegendAlignment(legendAlignment);
    view->resize(size);
    view->setInput(input);
    // Lay out without showing a window and without spinning the event loop: a queued drop or
    // the autosave timer must not run in the middle of an export.
    view->ensurePolished();
    view->show();
    view->layoutNow();
    return view;
}

/// This file's sentences: Text::tr() translates in the context "ChartExport", which lupdate reads from the macro.
struct Text {
    Q_DECLARE_TR_FUNCTIONS(ChartExport)
};

/// The size, in pixels at 96 DPI, an export into \a target on a device of \a dpi lays its
/// chart out at: the target's physical size (so fonts keep their point size), a little larger
/// on print devices so the plot gets room; paintChart() scales it into place.
QSizeF layoutSize(QSizeF target, double dpi)
{
    const double factor = dpi <= 100.0 ? 1.0 : 1.4;
    const double width = std::clamp(target.width() / dpi * 96.0 * factor, 480.0, 4000.0);
    const double aspect = target.width() / std::max(1.0, target.height());
    return { width, width / aspect };
}

/// An export under 12.5 inches (1,200 pixels at 96 DPI) keeps its plot wide with the legend in
/// rows below: beside the plot Qt Charts cut long entries ("kimi-k3.1-pro-highspeed · ...").
bool narrowExport(QSizeF target, double dpi) { return target.width() / dpi < 12.5; }

/// The exports' text font, in pixels so that every device draws it at the same size in the
/// layout's coordinates (a point size would follow each device's resolution).
QFont exportFont()
{
    QFont font = QApplication::font();
    font.setPixelSize(std::max(8, QFontInfo(font).pixelSize()));
    return font;
}

/// The height \a caption takes wrapped to \a width.
double captionHeight(const QString &caption, const QFont &font, double width)
{
    if (caption.isEmpty())
        return 0.0;
    return QFontMetricsF(font).boundingRect(QRectF(0, 0, width, 1e6), Qt::TextWordWrap, caption).height();
}

} // namespace

QPalette exportPalette()
{
    QPalette p = QApplication::style() ? QApplication::style()->standardPalette() : QPalette();
    p.setColor(QPalette::Window, Qt::white);
    p.setColor(QPalette::Base, Qt::white);
    p.setColor(QPalette::Text, Qt::black);
    p.setColor(QPalette::WindowText, Qt::black);
    return p;
}

std::optional<ExportFormat> exportFormatForPath(const QString &path)
{
    const QString suffix = QFileInfo(path).suffix().toLower();
    if (suffix == QLatin1String("png"))
        return ExportFormat::Png;
    if (suffix == QLatin1String("pdf"))
        return ExportFormat::Pdf;
    if (suffix == QLatin1String("svg"))
        return ExportFormat::Svg;
    if (suffix == QLatin1String("csv"))
        return ExportFormat::Csv;
    return std::nullopt;
}

void setUpExportPdf(QPdfWriter &pdf, const QString &title, QPageSize::PageSizeId page, const QMarginsF &margins)
{
    pdf.setTitle(title);
    pdf.setCreator(QStringLiteral("Breakeven"));
    pdf.setResolution(300);
    pdf.setPageSize(QPageSize(page));
    pdf.setPageOrientation(QPageLayout::Landscape);
    pdf.setPageMargins(margins, QPageLayout::Millimeter);
}

bool writeExport(const QString &path, const QByteArray &data, const QString &cannotWrite, QString *error)
{
    QString reason;
    if (writeFileAtomically(path, data, &reason))
        return true;
    if (error)
        *error = cannotWrite.arg(path, reason);
    return false;
}

std::optional<UncertaintyResult> exportUncertainty(const Scenario &scenario, const Evaluation &evaluation)
{
    return computeUncertainty(scenario, evaluation);
}

Results exportResults(const Scenario &scenario, const Evaluation &evaluation, const QString &currency)
{
    const MoneyIn money = displayMoney(scenario, currency, format::locale());
    return computeResults(scenario, evaluation,
        ResultsWording { Wording::Translated, money.currency, money.convert(1.0), &AppGpuCatalog::catalog() });
}

std::unique_ptr<ChartWidget> exportChartView(const Scenario &scenario, const Evaluation &evaluation,
    const QString &currency, ChartKind kind, QSizeF target, double dpi, LegendPlacement legend)
{
    const std::optional<UncertaintyResult> uncertainty = exportUncertainty(scenario, evaluation);
    const Results results = exportResults(scenario, evaluation, currency);
    const ChartInput input { scenario, evaluation, results, currency, uncertainty ? &*uncertainty : nullptr };
    const QSizeF size = layoutSize(target, dpi);
    const QSize pixels(static_cast<int>(std::lround(size.width())), static_cast<int>(std::lround(size.height())));
    // On paper the legend is the only key to the lines, so every exported chart has one unless
    // the caller draws its own (paintChart() draws a narrow chart's legend in rows below it).
    const bool own = legend == LegendPlacement::Automatic && narrowExport(target, dpi);
    return makeChart(input, kind, pixels, legend != LegendPlacement::Hidden && !own, Qt::AlignRight);
}

QString chartCaption(const Scenario &s, const QDate &date)
{
    const QLocale locale = format::locale();
    const QString price = s.cost.mode == CostMode::Rent
        ? Text::tr("GPU %1/h").arg(format::money(s.cost.gpuHour.amount, s.cost.gpuHour.currency, 2))
        : Text::tr("capex %1 over %2 years")
              .arg(format::money(s.cost.buy.capex.amount, s.cost.buy.capex.currency, 0),
                  format::number(s.cost.buy.years, 1));
    return Text::tr("%1 \u00b7 %2 \u00b7 %3 \u00b7 utilization %4 % \u00b7 r = %5 input tokens per output token \u00b7 "
                    "h = %6 % cache hits \u00b7 %7 \u00d7 %8, %9")
        // The operating throughput: in modelled mode the decode curve's, not the typed one.
        .arg(s.name, date.toString(Qt::ISODate), format::throughput(evaluate(s).feasibility.throughput.value()),
            locale.toString(s.operation.utilization * 100.0, 'g', 4),
            locale.toString(s.workload.inputPerOutput, 'g', 6), locale.toString(s.workload.cacheHit * 100.0, 'g', 4),
            locale.toString(s.hardware.count), s.hardware.gpu, price);
}

void paintChart(QPainter &painter, const QRectF &target, const ChartInput &input, ChartKind kind,
    LegendPlacement legend, const QString &caption)
{
    const double dpi = painter.device() ? std::max(1, painter.device()->logicalDpiX()) : 96.0;
    const QSizeF size = layoutSize(target.size(), dpi);
    const bool ownLegend = legend == LegendPlacement::Automatic && narrowExport(target.size(), dpi);
    const QFont font = exportFont();
    const double margin = 8.0;
    const double textWidth = size.width() - 2.0 * margin;
    // Laid out once at full height to learn its legend, then at the height the legend leaves.
    std::vector<LegendEntry> entries;
    if (ownLegend) {
        const std::unique_ptr<ChartWidget> probe = chartKindInfo(kind).create();
        probe->setInput(input);
        entries = probe->legendEntries(exportPalette());
    }
    const double legendHeight = ownLegend ? paintLegend(nullptr, entries, font, QRectF(0, 0, textWidth, 0)) : 0.0;
    // The caption is cut to fit a fifth of the height; the chart keeps at least half of it.
    const double capHeight = std::min(captionHeight(caption, font, textWidth), size.height() / 5.0);
    const double below = std::min(size.height() / 2.0,
        (legendHeight > 0.0 ? legendHeight + 4.0 : 0.0) + (capHeight > 0.0 ? capHeight + 6.0 : 0.0));
    const QSize chartSize(
        static_cast<int>(std::lround(size.width())), static_cast<int>(std::lround(size.height() - below)));
    const std::unique_ptr<ChartWidget> view
        = makeChart(input, kind, chartSize, legend != LegendPlacement::Hidden && !ownLegend, Qt::AlignRight);

    painter.save();
    painter.translate(target.topLeft());
    painter.scale(target.width() / size.width(), target.height() / size.height());
    view->renderChart(&painter, QRectF(QPointF(0, 0), QSizeF(chartSize)));
    double y = chartSize.height() + 2.0;
    if (legendHeight > 0.0) {
        paintLegend(&painter, entries, font, QRectF(margin, y, textWidth, legendHeight));
        y += legendHeight + 4.0;
    }
    if (capHeight > 0.0) {
        painter.setFont(font);
        painter.setPen(QColor(0x44, 0x44, 0x44));
        painter.setClipRect(QRectF(margin, y, textWidth, size.height() - y));
        painter.drawText(QRectF(margin, y, textWidth, size.height() - y), Qt::TextWordWrap | Qt::AlignLeft, caption);
    }
    painter.restore();
}

void paintChart(QPainter &painter, const QRectF &target, const Scenario &scenario, const Evaluation &evaluation,
    const QString &currency, ChartKind kind, LegendPlacement legend, const QString &caption)
{
    const std::optional<UncertaintyResult> uncertainty = exportUncertainty(scenario, evaluation);
    const Results results = exportResults(scenario, evaluation, currency);
    paintChart(painter, target,
        ChartInput { scenario, evaluation, results, currency, uncertainty ? &*uncertainty : nullptr }, kind, legend,
        caption);
}

QImage renderChartImage(const Scenario &scenario, const Evaluation &evaluation, const QString &currency, ChartKind kind,
    QSize size, const QString &caption)
{
    QImage image(size, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::white);
    QPainter painter(&image);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setRenderHint(QPainter::TextAntialiasing);
    paintChart(painter, QRectF(QPointF(0, 0), QSizeF(size)), scenario, evaluation, currency, kind,
        LegendPlacement::Automatic, caption);
    painter.end();
    return image;
}

bool exportChart(const Scenario &scenario, const Evaluation &evaluation, const QString &currency, ChartKind kind,
    const QString &path, const ChartExportOptions &options, QString *error)
{
    const auto fail = [&](const QString &message) {
        if (error)
            *error = message;
        return false;
    };
    const std::optional<ExportFormat> format = exportFormatForPath(path);
    if (!format || *format == ExportFormat::Csv)
        return fail(Text::tr("\"%1\": a chart exports to .png, .pdf or .svg").arg(path));
    const QSize size = options.pixelSize;
    if (size.width() < minExportPixels || size.height() < minExportPixels || size.width() > maxExportPixels
        || size.height() > maxExportPixels)
        return fail(Text::tr("size %1x%2 is outside %3..%4 pixels per side")
                        .arg(size.width())
                        .arg(size.height())
                        .arg(minExportPixels)
                        .arg(maxExportPixels));
    if (options.dpi < 30 || options.dpi > 2400)
        return fail(Text::tr("%1 DPI is outside 30..2400").arg(options.dpi));

    const QString caption = options.caption ? chartCaption(scenario, QDate::currentDate()) : QString();
    // Drawn in memory, then written in one checked, atomic step: a failed write leaves no
    // half file and keeps an older export of the same name.
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    bool painted = false;
    switch (*format) {
    case ExportFormat::Png: {
        QImage image = renderChartImage(scenario, evaluation, currency, kind, size, caption);
        const int dotsPerMeter = static_cast<int>(std::lround(options.dpi / 0.0254));
        image.setDotsPerMeterX(dotsPerMeter);
        image.setDotsPerMeterY(dotsPerMeter);
        painted = image.save(&buffer, "PNG");
        break;
    }
    case ExportFormat::Pdf: {
        QPdfWriter pdf(&buffer);
        setUpExportPdf(
            pdf, chartTitle(kind) + QStringLiteral(" — ") + scenario.name, options.page, QMarginsF(12, 12, 12, 12));
        QPainter painter;
        if (painter.begin(&pdf)) {
            const QRect page = pdf.pageLayout().paintRectPixels(pdf.resolution());
            paintChart(painter, QRectF(0, 0, page.width(), page.height()), scenario, evaluation, currency, kind,
                LegendPlacement::Automatic, caption);
            painted = painter.end();
        }
        break;
    }
    case ExportFormat::Svg: {
        QSvgGenerator svg;
        svg.setOutputDevice(&buffer);
        svg.setSize(size);
        svg.setViewBox(QRect(QPoint(0, 0), size));
        // The PNG's 96 DPI: text the same size as in a PNG of the same pixel size (at the
        // generator's default of 72 DPI the chart was laid out larger and shrunk).
        svg.setResolution(96);
        svg.setTitle(chartTitle(kind));
        svg.setDescription(scenario.name.toHtmlEscaped()); // written into the XML as it is given
        QPainter painter;
        if (painter.begin(&svg)) {
            paintChart(painter, QRectF(QPointF(0, 0), QSizeF(size)), scenario, evaluation, currency, kind,
                LegendPlacement::Automatic, caption);
            painted = painter.end();
        }
        break;
    }
    case ExportFormat::Csv:
        break;
    }
    if (!painted)
        return fail(Text::tr("could not draw the chart into \"%1\"").arg(path));
    return writeExport(path, buffer.data(), Text::tr("cannot write \"%1\": %2"), error);
}

} // namespace breakeven
