#include "chartexport.h"

#include "atomicwrite.h"
#include "chartdata.h"
#include "charts/chartview.h"

#include <QApplication>
#include <QBuffer>
#include <QCoreApplication>
#include <QFileInfo>
#include <QPainter>
#include <QPdfWriter>
#include <QStyle>
#include <QSvgGenerator>

#include <algorithm>
#include <cmath>
#include <memory>

namespace breakeven {

namespace {

std::unique_ptr<ChartView> makeChart(const Scenario &scenario, const Evaluation &evaluation, const QString &currency,
    ChartKind kind, QSize size, bool legend, Qt::Alignment legendAlignment)
{
    std::unique_ptr<ChartView> view;
    if (kind == ChartKind::Cost)
        view = std::make_unique<CostChart>();
    else
        view = std::make_unique<VolumeChart>();
    view->setAttribute(Qt::WA_DontShowOnScreen);
    view->setPalette(exportPalette());
    view->setLegendVisible(legend);
    view->setLegendAlignment(legendAlignment);
    view->resize(size);
    view->setData(kind == ChartKind::Cost ? costChartData(scenario, evaluation, currency)
                                          : volumeChartData(scenario, evaluation, currency));
    // Lay out without showing a window: polish, then let the chart compute its geometry.
    view->ensurePolished();
    view->show();
    // The chart lays itself out in posted events. Callers pass copies of the scenario (see
    // ExportActions), so whatever else runs here cannot change what is being drawn.
    QCoreApplication::processEvents(QEventLoop::ExcludeUserInputEvents);
    return view;
}

QString tr(const char *text) { return QCoreApplication::translate("ChartExport", text); }

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

std::optional<ChartKind> chartKindFromName(const QString &name)
{
    if (name == QLatin1String("cost"))
        return ChartKind::Cost;
    if (name == QLatin1String("volume"))
        return ChartKind::Volume;
    return std::nullopt;
}

QString chartTitle(ChartKind kind)
{
    return kind == ChartKind::Cost ? tr("Cost per output Mtok vs throughput")
                                   : tr("Monthly cost vs monthly output tokens");
}

void paintChart(QPainter &painter, const QRectF &target, const Scenario &scenario, const Evaluation &evaluation,
    const QString &currency, ChartKind kind, LegendPlacement legend)
{
    // Lay the chart out at the target's physical size (at 96 DPI, so fonts keep their point
    // size; a little larger on print devices so the plot gets room), then scale it into place.
    const double dpi = painter.device() ? std::max(1, painter.device()->logicalDpiX()) : 96.0;
    const double factor = dpi <= 100.0 ? 1.0 : 1.4;
    const double width = std::clamp(target.width() / dpi * 96.0 * factor, 480.0, 4000.0);
    const double aspect = target.width() / std::max(1.0, target.height());
    const QSize size(static_cast<int>(std::lround(width)), static_cast<int>(std::lround(width / aspect)));
    // On paper the legend is the only key to the lines, so every exported chart has one unless
    // the caller draws its own; a narrow chart keeps its plot wide with the legend below.
    const Qt::Alignment alignment = target.width() / dpi < 8.0 ? Qt::AlignBottom : Qt::AlignRight;
    const std::unique_ptr<ChartView> view
        = makeChart(scenario, evaluation, currency, kind, size, legend != LegendPlacement::Hidden, alignment);
    painter.save();
    painter.translate(target.topLeft());
    painter.scale(target.width() / size.width(), target.height() / size.height());
    view->renderChart(&painter, QRectF(QPointF(0, 0), QSizeF(size)));
    painter.restore();
}

QImage renderChartImage(
    const Scenario &scenario, const Evaluation &evaluation, const QString &currency, ChartKind kind, QSize size)
{
    QImage image(size, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::white);
    QPainter painter(&image);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setRenderHint(QPainter::TextAntialiasing);
    paintChart(painter, QRectF(QPointF(0, 0), QSizeF(size)), scenario, evaluation, currency, kind);
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
        return fail(tr("\"%1\": a chart exports to .png, .pdf or .svg").arg(path));
    const QSize size = options.pixelSize;
    if (size.width() < minExportPixels || size.height() < minExportPixels || size.width() > maxExportPixels
        || size.height() > maxExportPixels)
        return fail(tr("size %1x%2 is outside %3..%4 pixels per side")
                        .arg(size.width())
                        .arg(size.height())
                        .arg(minExportPixels)
                        .arg(maxExportPixels));
    if (options.dpi < 30 || options.dpi > 2400)
        return fail(tr("%1 DPI is outside 30..2400").arg(options.dpi));

    // Drawn in memory, then written in one checked, atomic step: a failed write leaves no
    // half file and keeps an older export of the same name.
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    bool painted = false;
    switch (*format) {
    case ExportFormat::Png: {
        QImage image = renderChartImage(scenario, evaluation, currency, kind, size);
        const int dotsPerMeter = static_cast<int>(std::lround(options.dpi / 0.0254));
        image.setDotsPerMeterX(dotsPerMeter);
        image.setDotsPerMeterY(dotsPerMeter);
        painted = image.save(&buffer, "PNG");
        break;
    }
    case ExportFormat::Pdf: {
        QPdfWriter pdf(&buffer);
        pdf.setTitle(chartTitle(kind) + QStringLiteral(" — ") + scenario.name);
        pdf.setCreator(QStringLiteral("Breakeven"));
        pdf.setResolution(300);
        pdf.setPageSize(QPageSize(options.page));
        pdf.setPageOrientation(QPageLayout::Landscape);
        pdf.setPageMargins(QMarginsF(12, 12, 12, 12), QPageLayout::Millimeter);
        QPainter painter;
        if (painter.begin(&pdf)) {
            const QRect page = pdf.pageLayout().paintRectPixels(pdf.resolution());
            paintChart(painter, QRectF(0, 0, page.width(), page.height()), scenario, evaluation, currency, kind);
            painted = painter.end();
        }
        break;
    }
    case ExportFormat::Svg: {
        QSvgGenerator svg;
        svg.setOutputDevice(&buffer);
        svg.setSize(size);
        svg.setViewBox(QRect(QPoint(0, 0), size));
        svg.setTitle(chartTitle(kind));
        svg.setDescription(scenario.name.toHtmlEscaped()); // written into the XML as it is given
        QPainter painter;
        if (painter.begin(&svg)) {
            paintChart(painter, QRectF(QPointF(0, 0), QSizeF(size)), scenario, evaluation, currency, kind);
            painted = painter.end();
        }
        break;
    }
    case ExportFormat::Csv:
        break;
    }
    if (!painted)
        return fail(tr("could not draw the chart into \"%1\"").arg(path));
    QString reason;
    if (!writeFileAtomically(path, buffer.data(), &reason))
        return fail(tr("cannot write \"%1\": %2").arg(path, reason));
    return true;
}

} // namespace breakeven
