#include "reportexport.h"

#include "chartdata.h"
#include "chartexport.h"
#include "formatting.h"
#include "verdict.h"

#include <QAbstractTextDocumentLayout>
#include <QCoreApplication>
#include <QDate>
#include <QPainter>
#include <QPdfWriter>
#include <QSaveFile>
#include <QTextDocument>

#include <cmath>

namespace breakeven {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("ReportExport", text);
}

QString esc(const QString &s)
{
    return s.toHtmlEscaped();
}

QString percent(double share)
{
    return format::number(share * 100.0, share * 100.0 == std::round(share * 100.0) ? 0 : 1) + QStringLiteral(" %");
}

QString moneyIn(const Scenario &s, const Money &m, const QString &currency, int decimals = 2)
{
    const QString own = format::money(m.amount, m.currency, decimals);
    if (m.currency == currency)
        return own;
    return own + QStringLiteral(" (") + format::money(s.fromUsd(s.toUsd(m), currency), currency, decimals)
        + QLatin1Char(')');
}

/// Lays out \a html at \a width device pixels and draws it at \a top; returns its height.
double drawHtml(QPainter &painter, QPaintDevice *device, const QString &html, double top, double width)
{
    QTextDocument doc;
    doc.documentLayout()->setPaintDevice(device);
    doc.setDefaultStyleSheet(QStringLiteral(
        "body { font-family: 'DejaVu Sans', sans-serif; font-size: 9pt; color: #111; }"
        "h1 { font-size: 16pt; margin: 0; } h2 { font-size: 11pt; margin-top: 6pt; margin-bottom: 3pt; }"
        ".meta { color: #555; } .verdict { font-size: 11pt; font-weight: bold; }"
        "td, th { padding: 2pt 5pt; } th { background: #e8e8e8; text-align: left; }"
        ".num { text-align: right; } .win { font-weight: bold; }"
        "code { font-family: 'DejaVu Sans Mono', monospace; font-size: 8.5pt; }"));
    doc.setHtml(html);
    doc.setTextWidth(width);
    painter.save();
    painter.translate(0, top);
    doc.drawContents(&painter);
    painter.restore();
    return doc.size().height();
}

/// One legend for both charts: the lines' colours are the same on each.
QString chartLegend(const Scenario &s, const Evaluation &e, const QString &currency)
{
    const ChartData data = costChartData(s, e, currency);
    const auto swatch = [](const QColor &c, const QString &text) {
        return QStringLiteral("<span style='color:%1'>&#9632;</span>&nbsp;%2&nbsp;&nbsp;&nbsp; ")
            .arg(c.name(), text.toHtmlEscaped());
    };
    QString html = QStringLiteral("<p>") + swatch(exportPalette().color(QPalette::Highlight), data.selfHost.label);
    for (const ChartLine &line : data.offers)
        html += swatch(seriesColor(line.colorIndex), line.label);
    html += QStringLiteral("&#9632;&nbsp;%1&nbsp;&nbsp;&nbsp; ").arg(esc(tr("break-even")));
    return html + QStringLiteral("</p>");
}

QString breakevenTable(const Scenario &s, const Evaluation &e, const QString &currency)
{
    const double rate = s.fxRate(currency).value_or(1.0);
    QString html = QStringLiteral("<table cellspacing='0' cellpadding='3' width='100%'><tr>");
    const QList<QPair<QString, int>> columns { { tr("Offer"), 21 },
                                              { tr("Price per output Mtok"), 10 },
                                              { tr("Break-even throughput"), 16 },
                                              { tr("Break-even output / month"), 10 },
                                              { tr("Break-even input / month"), 10 },
                                              { tr("API cost at this volume"), 11 },
                                              { tr("Monthly saving"), 12 },
                                              { tr("Cheaper"), 10 } };
    for (qsizetype c = 0; c < columns.size(); ++c)
        html += QStringLiteral("<th width='%1%' align='%2'>%3%4</th>")
                    .arg(columns[c].second)
                    .arg(c == 0 || c == columns.size() - 1 ? QStringLiteral("left") : QStringLiteral("right"),
                         c == columns.size() - 1 ? QStringLiteral("&nbsp;&nbsp;") : QString(), esc(columns[c].first));
    html += QStringLiteral("</tr>");
    int shown = 0;
    for (std::size_t i = 0; i < s.offers.size(); ++i) {
        const Offer &o = s.offers[i];
        if (!o.enabled)
            continue;
        const OfferResult &r = e.offers[i];
        QString tput = tr("never");
        if (r.breakevenThroughput && std::isfinite(r.breakevenThroughput->value()))
            tput = r.reachable ? format::throughput(r.breakevenThroughput->value())
                               : tr("%1 (unreachable on this hardware)")
                                     .arg(format::throughput(r.breakevenThroughput->value()));
        const QString bg = (shown++ % 2) ? QStringLiteral(" style='background:#f6f6f6'") : QString();
        html += QStringLiteral("<tr%1><td>%2</td><td class='num'>%3</td><td class='num'>%4</td><td class='num'>%5</td>"
                               "<td class='num'>%6</td><td class='num'>%7</td><td class='num'>%8</td>"
                               "<td class='win'>&nbsp;&nbsp;%9</td></tr>")
                    .arg(bg, esc(o.provider + QLatin1Char(' ') + o.model),
                         esc(format::money(units::inDollarsPerMtok(r.blendedPrice) * rate, currency)), esc(tput),
                         esc(format::tokens(r.breakevenOutput.value())), esc(format::tokens(r.breakevenInput.value())),
                         esc(format::money(r.monthlyApiCost.value() * rate, currency, 0)),
                         esc(format::money(r.monthlySaving.value() * rate, currency, 0)),
                         esc(r.selfHostCheaper ? tr("self-host") : tr("API")));
    }
    if (shown == 0)
        html += QStringLiteral("<tr><td colspan='8'>%1</td></tr>").arg(esc(tr("No API offer is enabled.")));
    return html + QStringLiteral("</table>");
}

QString assumptionsTable(const QList<QPair<QString, QString>> &rows)
{
    QString html = QStringLiteral("<table cellspacing='0' cellpadding='3' width='100%'>");
    for (qsizetype i = 0; i < rows.size(); ++i) {
        const QString bg = (i % 2) ? QStringLiteral(" style='background:#f6f6f6'") : QString();
        html += QStringLiteral("<tr%1><td>%2</td><td>%3</td></tr>").arg(bg, esc(rows[i].first), esc(rows[i].second));
    }
    return html + QStringLiteral("</table>");
}

QString offersTable(const Scenario &s)
{
    QString html = QStringLiteral("<table cellspacing='0' cellpadding='3' width='100%'><tr>");
    for (const QString &h : { tr("Offer"), tr("Cached input"), tr("Input"), tr("Output"), tr("As of"), tr("Source") })
        html += QStringLiteral("<th>%1</th>").arg(esc(h));
    html += QStringLiteral("</tr>");
    for (std::size_t i = 0; i < s.offers.size(); ++i) {
        const Offer &o = s.offers[i];
        const QString bg = (i % 2) ? QStringLiteral(" style='background:#f6f6f6'") : QString();
        html += QStringLiteral("<tr%1><td>%2</td><td class='num'>%3</td><td class='num'>%4</td><td class='num'>%5</td>"
                               "<td>%6</td><td>%7</td></tr>")
                    .arg(bg, esc(o.provider + QLatin1Char(' ') + o.model + (o.enabled ? QString() : tr(" (off)"))),
                         esc(o.cachedInput ? format::money(*o.cachedInput, o.currency) : tr("none (uncached price)")),
                         esc(format::money(o.input, o.currency)), esc(format::money(o.output, o.currency)),
                         esc(o.asOf), esc(o.source));
    }
    return html + QStringLiteral("</table>");
}

QString formulas()
{
    const QStringList lines {
        tr("Blended API price per output token: P = r·(h·p_hit + (1−h)·p_miss) + p_out"),
        tr("Provisioned hours Hp = d·D; productive hours Hu = max(0, Hp − s·c/60·D)·u, with D = hours per month / 24"),
        tr("Monthly self-hosted cost M = redundancy × hardware + overheads; rent: n·price per GPU-hour·Hp; "
           "buy: capex/(years·8760 h) every hour of the month + kW·PUE·tariff·Hp"),
        tr("Output per month Q = T·3600·Hu; self-hosted cost per output Mtok C = M/Q·10⁶ (never when Q = 0)"),
        tr("Break-even volume Q* = M/P (input r·Q*); break-even throughput T* = Q*/(3600·Hu), unreachable above "
           "the hardware's maximum throughput"),
        tr("Monthly saving = Q·P − M (positive: self-hosting is cheaper); cost per accepted task = cost per "
           "attempt / acceptance rate"),
    };
    QString html = QStringLiteral("<ul>");
    for (const QString &l : lines)
        html += QStringLiteral("<li>%1</li>").arg(esc(l));
    return html + QStringLiteral("</ul>");
}

} // namespace

QList<QPair<QString, QString>> reportAssumptions(const Scenario &s, const QString &currency)
{
    QList<QPair<QString, QString>> rows;
    const auto add = [&](const QString &name, const QString &value) { rows.append({ name, value }); };
    const Operation &op = s.operation;
    add(tr("Sustained output throughput"), format::throughput(op.throughputTokS));
    if (s.hardware.maxThroughputTokS)
        add(tr("Maximum throughput of the hardware"), format::throughput(*s.hardware.maxThroughputTokS));
    add(tr("Productive utilization"), percent(op.utilization));
    add(tr("Hours on per day"), format::number(op.hoursPerDay, op.hoursPerDay == std::round(op.hoursPerDay) ? 0 : 1)
                                    + tr(" h"));
    add(tr("Cold starts per day"), tr("%1 × %2 min").arg(op.startsPerDay).arg(format::number(op.coldStartMinutes, 0)));
    add(tr("Hours per month"), format::number(s.cost.hoursPerMonth, 0) + tr(" h"));
    add(tr("Hardware"), tr("%1 × %2, %3 GB each").arg(s.hardware.count).arg(s.hardware.gpu,
                                                                             format::number(s.hardware.memoryGbPerGpu)));
    if (s.cost.mode == CostMode::Rent) {
        add(tr("Cost mode"), tr("rent"));
        add(tr("Price per GPU-hour"), moneyIn(s, s.cost.gpuHour, currency, 4));
    } else {
        const BuyCost &b = s.cost.buy;
        add(tr("Cost mode"), tr("buy"));
        add(tr("Purchase price (capex)"), moneyIn(s, b.capex, currency, 0));
        add(tr("Depreciation period"), format::number(b.years, 1) + tr(" years, straight line"));
        add(tr("Power"), tr("%1 kW × PUE %2").arg(format::number(b.powerKw, 1), format::number(b.pue, 2)));
        add(tr("Electricity tariff"), moneyIn(s, b.tariffPerKwh, currency, 3) + tr(" per kWh"));
    }
    add(tr("Redundancy factor"), format::number(s.cost.redundancy, 2));
    for (const Overhead &o : s.cost.overheads)
        add(tr("Overhead: %1").arg(o.label), moneyIn(s, o.monthly, currency, 0) + tr(" per month"));
    add(tr("Input tokens per output token (r)"), format::number(s.workload.inputPerOutput, 2));
    add(tr("Cache-hit ratio (h)"), percent(s.workload.cacheHit));
    add(tr("Acceptance rate, API / self-hosted"),
        percent(s.workload.acceptanceApi) + QStringLiteral(" / ") + percent(s.workload.acceptanceSelf));
    add(tr("One request"), tr("%1 input + %2 output tokens")
                               .arg(format::number(s.workload.requestInputTokens),
                                    format::number(s.workload.requestOutputTokens)));
    for (const auto &[code, rate] : s.fxPerUsd)
        add(tr("Exchange rate"), tr("1 USD = %1 %2").arg(format::number(rate, 4), code));
    for (const auto &[path, range] : s.ranges)
        add(tr("Range the sources give for %1").arg(path),
            tr("%1 to %2").arg(format::number(range.first, 4), format::number(range.second, 4)));
    return rows;
}

bool exportReport(const Scenario &s, const Evaluation &e, const QString &currency, const QString &path,
                  const ReportOptions &options, QString *error)
{
    const auto fail = [&](const QString &message) {
        if (error)
            *error = message;
        return false;
    };
    if (exportFormatForPath(path) != ExportFormat::Pdf)
        return fail(tr("\"%1\": the report is a PDF; name the file .pdf").arg(path));
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return fail(tr("cannot write \"%1\": %2").arg(path, file.errorString()));

    QPdfWriter pdf(&file);
    pdf.setTitle(tr("Breakeven report: %1").arg(s.name));
    pdf.setCreator(QStringLiteral("Breakeven"));
    pdf.setResolution(300);
    pdf.setPageSize(QPageSize(options.page));
    pdf.setPageOrientation(QPageLayout::Landscape);
    pdf.setPageMargins(QMarginsF(12, 10, 12, 10), QPageLayout::Millimeter);
    QPainter painter;
    if (!painter.begin(&pdf)) {
        file.cancelWriting();
        return fail(tr("cannot draw the report into \"%1\"").arg(path));
    }
    const QRect page = pdf.pageLayout().paintRectPixels(pdf.resolution());
    const double width = page.width();
    const double gap = pdf.resolution() * 0.12; // about 3 mm

    // Page 1: title, verdict, both charts, the break-even table.
    const QString date = options.date.isEmpty() ? QDate::currentDate().toString(Qt::ISODate) : options.date;
    QString head = QStringLiteral("<h1>%1</h1><p class='meta'>%2</p><p class='verdict'>%3</p>")
                       .arg(esc(s.name),
                            esc(tr("Breakeven decision report · %1 · money in %2%3")
                                    .arg(date, currency,
                                         s.author.isEmpty() ? QString() : tr(" · preset by %1").arg(s.author))),
                            esc(verdictText(s, e, currency)));
    double y = drawHtml(painter, &pdf, QStringLiteral("<body>") + head + QStringLiteral("</body>"), 0, width);
    y += gap / 2;
    const double chartWidth = (width - gap) / 2;
    const double chartHeight = chartWidth * 0.7;
    paintChart(painter, QRectF(0, y, chartWidth, chartHeight), s, e, currency, ChartKind::Cost,
               LegendPlacement::Hidden);
    paintChart(painter, QRectF(chartWidth + gap, y, chartWidth, chartHeight), s, e, currency, ChartKind::Volume,
               LegendPlacement::Hidden);
    y += chartHeight;
    y += drawHtml(painter, &pdf, QStringLiteral("<body>%1</body>").arg(chartLegend(s, e, currency)), y, width);
    y += gap / 2;
    const double self = e.selfHost.costPerOutputToken
        ? units::inDollarsPerMtok(*e.selfHost.costPerOutputToken) * s.fxRate(currency).value_or(1.0)
        : NAN;
    const QString summary = tr("Self-hosted: %1 per month, %2 output tokens per month, %3 per output Mtok.")
                                .arg(format::money(s.fromUsd(e.selfHost.monthlyCost.value(), currency), currency, 0),
                                     format::tokens(e.selfHost.outputPerMonth.value()),
                                     std::isfinite(self) ? format::money(self, currency) : tr("never"));
    drawHtml(painter, &pdf,
             QStringLiteral("<body><h2>%1</h2><p>%2</p>%3</body>")
                 .arg(esc(tr("Break-even against each API offer")), esc(summary), breakevenTable(s, e, currency)),
             y, width);

    // Page 2: assumptions, offers and their sources, formulas.
    pdf.newPage();
    const double column = (width - gap) / 2;
    drawHtml(painter, &pdf,
             QStringLiteral("<body><h2>%1</h2>%2</body>")
                 .arg(esc(tr("Assumptions")), assumptionsTable(reportAssumptions(s, currency))),
             0, column);
    painter.save();
    painter.translate(column + gap, 0);
    double right = drawHtml(painter, &pdf,
                            QStringLiteral("<body><h2>%1</h2>%2</body>").arg(esc(tr("API offers")), offersTable(s)), 0,
                            column);
    right += drawHtml(painter, &pdf,
                      QStringLiteral("<body><h2>%1</h2>%2<h2>%3</h2><p>%4</p></body>")
                          .arg(esc(tr("The model")), formulas(), esc(tr("Where the figures come from")),
                               esc(s.description)),
                      right, column);
    painter.restore();

    if (!painter.end()) {
        file.cancelWriting();
        return fail(tr("cannot finish the report \"%1\"").arg(path));
    }
    if (!file.commit())
        return fail(tr("cannot write \"%1\": %2").arg(path, file.errorString()));
    return true;
}

} // namespace breakeven
