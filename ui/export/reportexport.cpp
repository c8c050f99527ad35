#include "reportexport.h"

#include "appgpucatalog.h"
#include "results.h"
#include "resulttables.h"

#include "bill.h"

#include "assumptions.h"
#include "atomicwrite.h"
#include "chartdata.h"
#include "chartexport.h"
#include "decision.h"
#include "demandtext.h"
#include "formatting.h"
#include "hybrid.h"
#include "offercolumns.h"
#include "priceage.h"
#include "reportflow.h"
#include "uncertaintyresult.h"
#include "verdict.h"

#include <QAbstractTextDocumentLayout>
#include <QBuffer>
#include <QCoreApplication>
#include <QDate>
#include <QPainter>
#include <QPdfWriter>
#include <QRegularExpression>
#include <QTextBlock>
#include <QTextDocument>

#include <algorithm>
#include <cmath>
#include <memory>
#include <vector>

namespace breakeven {

namespace {

/// The plans the report lists (the Plans view has them all).
constexpr std::size_t reportTopPlans = 5;

/// This file's sentences: Text::tr() translates in the context "ReportExport", which lupdate reads from the macro.
struct Text {
    Q_DECLARE_TR_FUNCTIONS(ReportExport)
};

/// \a s as HTML text, a number kept on one line with its unit: "nunca (precisa de 1.143 %)" wrapped
/// before its "%" in a narrow pt_BR cell (#33).
QString esc(const QString &s)
{
    static const QRegularExpression numberAndUnit(QStringLiteral("(\\d) (%|tok/s|GB|Mtok|bi\\b|B\\b)"));
    QString text = s;
    text.replace(numberAndUnit, QStringLiteral("\\1") + QChar(0x00a0) + QStringLiteral("\\2"));
    return text.toHtmlEscaped();
}

/// A table header row: \a columns are (title, width in %); the first column is left-aligned
/// text, the others right-aligned numbers unless listed in \a textColumns.
QString headerRow(const QList<QPair<QString, int>> &columns, const QList<int> &textColumns = {})
{
    QString html = QStringLiteral("<tr>");
    for (qsizetype c = 0; c < columns.size(); ++c) {
        const bool text = c == 0 || textColumns.contains(static_cast<int>(c));
        html += QStringLiteral("<th width='%1%' align='%2'>%3</th>")
                    .arg(columns[c].second)
                    .arg(text ? QStringLiteral("left") : QStringLiteral("right"), esc(columns[c].first));
    }
    return html + QStringLiteral("</tr>");
}

/// The fewest decimals, from 2 to 5, that write \a v exactly (7.09875 needs 5, 10 needs 2).
int decimalsFor(double v)
{
    for (int d = 2; d < 5; ++d) {
        const double scale = std::pow(10.0, d);
        if (std::abs(std::round(v * scale) - v * scale) < 1e-6)
            return d;
    }
    return 5;
}

/// A number as short as it can be written exactly (to 10 significant digits), grouped.

/// One legend for both charts: the lines' colours are the same on each.
QString chartLegend(const Scenario &s, const Evaluation &e, const QString &currency)
{
    const ChartData data = costChartData(s, e, currency);
    const auto swatch = [](const QColor &c, const QString &text) {
        return QStringLiteral("<span style='color:%1'>&#9632;</span>&nbsp;%2&nbsp;&nbsp;&nbsp; ")
            .arg(c.name(), text.toHtmlEscaped());
    };
    QString html = QStringLiteral("<p>") + swatch(selfHostColor(exportPalette()), data.selfHost.label);
    for (const ChartLine &line : data.offers)
        html += swatch(seriesColor(line.colorIndex), line.label);
    html += QStringLiteral("&#9632;&nbsp;%1&nbsp;&nbsp;&nbsp; ").arg(esc(Text::tr("break-even")));
    return html + QStringLiteral("</p>");
}

QString breakevenTable(
    const Scenario &s, const Evaluation &e, const QString &currency, const MonteCarloResult *uncertainty)
{
    const double rate = displayMoney(s, currency, format::locale()).convert(1.0);
    // The window's columns (offercolumns.h), with their widths in % on the page.
    const QList<QPair<const char *, int>> columns { { "offer", 17 }, { "price_per_output_mtok", 7 },
        { "breakeven_throughput_tok_s", 11 }, { "breakeven_utilization", 14 },
        { "breakeven_output_tokens_per_month", 8 }, { "breakeven_input_tokens_per_month", 7 },
        { "monthly_api_cost", 8 }, { "monthly_saving", 14 }, { "cheaper", 8 }, { "p_self_host_cheaper", 6 } };
    const int saving = 7;
    const int side = 8;
    QList<QPair<QString, int>> header;
    for (qsizetype c = 0; c < columns.size(); ++c) {
        const QString title = columnHeader(offerColumn(columns[c].first));
        header.append({ c == side ? QStringLiteral("\u00a0\u00a0") + title : title, columns[c].second });
    }
    QString html = QStringLiteral("<table cellspacing='0' cellpadding='3' width='100%'>");
    html += headerRow(header, { saving, side });
    const MoneyIn money { currency, [rate](double usd) { return usd * rate; }, format::locale() };
    int shown = 0;
    for (std::size_t i = 0; i < s.offers.size(); ++i) {
        if (!s.offers[i].enabled)
            continue;
        const OfferRow row { s, e, i, uncertainty };
        const QString bg = (shown++ % 2) ? QStringLiteral(" style='background:#f6f6f6'") : QString();
        html += QStringLiteral("<tr%1>").arg(bg);
        for (qsizetype c = 0; c < columns.size(); ++c) {
            const QString text = esc(offerColumn(columns[c].first).text(row, money));
            if (c == 0)
                html += QStringLiteral("<td>%1</td>").arg(text);
            else if (c == saving)
                html += QStringLiteral("<td>&nbsp;&nbsp;%1</td>").arg(text);
            else if (c == side)
                html += QStringLiteral("<td class='win'>&nbsp;&nbsp;%1</td>").arg(text);
            else
                html += QStringLiteral("<td align='right'>%1</td>").arg(text);
        }
        html += QStringLiteral("</tr>");
    }
    if (shown == 0)
        html += QStringLiteral("<tr><td colspan='10'>%1</td></tr>").arg(esc(Text::tr("No API offer is enabled.")));
    return html + QStringLiteral("</table>");
}

/// Page 1's two checks: does the model fit, and can the hardware sustain the throughput; worded as
/// the window words them (resulttables.h).
QString feasibilityChecks(const Scenario &s, const Evaluation &e)
{
    const QString style = e.feasibility.feasible() ? QString() : QStringLiteral(" style='color:#b03020'");
    return QStringLiteral("<span%1>%2 %3 %4</span>")
        .arg(style, esc(memorySentence(e.memory)), esc(memoryDetails(e.memory)), esc(capacitySentence(s, e)));
}

/// Which prices the user changed from the preset's sources, or nothing.
QString userEdits(const Scenario &s)
{
    QString html;
    for (const Offer &o : s.offers) {
        if (o.editedFields.isEmpty() && o.editedOn.isEmpty())
            continue;
        html += QStringLiteral("<li>%1</li>")
                    .arg(esc(Text::tr("%1: %2 edited by the user on %3; the source (%4) gave other figures.")
                                 .arg(o.displayName(), o.editedFields.join(QStringLiteral(", ")), o.editedOn,
                                     o.source.isEmpty() ? Text::tr("none given") : o.source)));
    }
    if (html.isEmpty())
        return {};
    return QStringLiteral("<h2>%1</h2><ul>%2</ul>").arg(esc(Text::tr("Figures changed by the user")), html);
}

/// "API offers", and what the red asterisk of an old price means when there is one.
QString offersHeading(const Scenario &s)
{
    const QString heading = esc(Text::tr("API offers"));
    for (const Offer &o : s.offers) {
        if (isStalePrice(o.asOf, today()))
            return heading
                + QStringLiteral(" <span style='color:#b03020; font-weight:normal'>%1</span>")
                      .arg(esc(Text::tr("(* price more than %1 days old on %2)")
                                   .arg(stalePriceDays)
                                   .arg(today().toString(Qt::ISODate))));
    }
    return heading;
}

QString offersTable(const Scenario &s)
{
    QString html = QStringLiteral("<table cellspacing='0' cellpadding='1' width='100%'>");
    html += headerRow({ { Text::tr("Offer"), 21 }, { Text::tr("Cached input"), 9 }, { Text::tr("Input"), 6 },
                          { Text::tr("Output"), 6 }, { QStringLiteral("\u00a0\u00a0") + Text::tr("As of"), 7 },
                          { Text::tr("Source"), 51 } },
        { 4, 5 });
    for (std::size_t i = 0; i < s.offers.size(); ++i) {
        const Offer &o = s.offers[i];
        const QString bg = (i % 2) ? QStringLiteral(" style='background:#f6f6f6'") : QString();
        // A price more than stalePriceDays old is marked (priceage.h): check the provider's current price.
        // In red with an asterisk, which the section's heading explains (offersHeading()): the as-of column is
        // too narrow to say more, and a line more would push the charts after the offers onto a fourth page.
        const QString asOf = isStalePrice(o.asOf, today())
            ? QStringLiteral("<span style='color:#b03020'>%1*</span>").arg(esc(o.asOf))
            : esc(o.asOf);
        html += QStringLiteral("<tr%1><td>%2</td><td align='right'>%3</td><td align='right'>%4</td>"
                               "<td align='right'>%5</td><td>&nbsp;&nbsp;%6</td><td>%7</td></tr>")
                    .arg(bg, esc(o.enabled ? o.displayName() : Text::tr("%1 (off)").arg(o.displayName())),
                        esc(o.cachedInput ? format::money(*o.cachedInput, o.currency)
                                          : Text::tr("none (uncached price)")),
                        esc(format::money(o.input, o.currency)), esc(format::money(o.output, o.currency)), asOf,
                        esc(o.editedFields.isEmpty() && o.editedOn.isEmpty()
                                ? o.source
                                : Text::tr("%1 (%2 edited by the user on %3)")
                                      .arg(o.source, o.editedFields.join(QStringLiteral(", ")), o.editedOn)));
    }
    html += QStringLiteral("</table>");
    return html;
}

/// A result table (resulttables.h) as the report's HTML: its header, then its rows, numbers right-aligned.
QString resultTableHtml(const ResultTable &table)
{
    QString html = QStringLiteral("<table cellspacing='0' cellpadding='2' width='100%'><tr>");
    const auto align = [&](int c) {
        return static_cast<std::size_t>(c) < table.numeric.size() && table.numeric[static_cast<std::size_t>(c)]
            ? QStringLiteral(" align='right'")
            : QString();
    };
    for (int c = 0; c < table.header.size(); ++c)
        html += QStringLiteral("<th%1>%2</th>").arg(align(c), esc(table.header.at(c)));
    html += QStringLiteral("</tr>");
    for (std::size_t r = 0; r < table.rows.size(); ++r) {
        const QString bg = (r % 2) ? QStringLiteral(" style='background:#f6f6f6'") : QString();
        html += QStringLiteral("<tr%1>").arg(bg);
        for (int c = 0; c < table.rows[r].size(); ++c)
            html += QStringLiteral("<td%1>%2</td>").arg(align(c), esc(table.rows[r].at(c)));
        html += QStringLiteral("</tr>");
    }
    return html + QStringLiteral("</table>");
}

QString formulas()
{
    const QStringList lines {
        Text::tr("Blended API price per output token: P = r·(h·p_hit + (1−h)·p_miss) + p_out"),
        Text::tr(
            "Provisioned hours Hp = d·D; productive hours Hu = max(0, Hp − s·c/60·D)·u, with D = hours per month / 24"),
        Text::tr("Monthly self-hosted cost M = redundancy × hardware + overheads; rent: n·price per GPU-hour·Hp; "
                 "buy: capex/(years·8760 h) every hour of the month + kW·PUE·tariff·Hp"),
        Text::tr("Output per month Q = T·3600·Hu; self-hosted cost per output Mtok C = M/Q·10⁶ (never when Q = 0)"),
        Text::tr("Break-even volume Q* = M/P (input r·Q*); break-even throughput T* = Q*/(3600·Hu), unreachable above "
                 "the hardware's maximum throughput"),
        Text::tr("Monthly saving = Q·P − M (positive: self-hosting is cheaper); cost per accepted task = cost per "
                 "attempt / acceptance rate"),
    };
    QString html = QStringLiteral("<ul>");
    for (const QString &l : lines)
        html += QStringLiteral("<li>%1</li>").arg(esc(l));
    return html + QStringLiteral("</ul>");
}

/// The assumptions of the report (core/assumptions.h, from the parameter registry) as the HTML of
/// \a columnCount table columns, by group; money stated in another currency also in \a currency.
QStringList reportAssumptionColumns(const Scenario &s, const QString &currency, int columnCount)
{
    const std::vector<Assumption> rows = assumptions(s, format::locale());
    // One table row per group heading and per assumption; the two columns split near the middle,
    // at a group's heading where one is close, else inside a group (its heading repeated).
    struct Line {
        QString html;
        bool heading = false;
        ParamGroup group = ParamGroup::General;
    };
    std::vector<Line> lines;
    for (std::size_t i = 0; i < rows.size(); ++i) {
        const Assumption &a = rows[i];
        if (i == 0 || a.group != rows[i - 1].group) {
            lines.push_back({ QStringLiteral("<tr><td colspan='2'><b>%1</b></td></tr>").arg(esc(groupLabel(a.group))),
                true, a.group });
        }
        QString value = a.value;
        if (a.parameter && a.parameter->money) {
            // Money stated in another currency: also in the report's.
            const QString own = a.parameter->currencyOf(s, a.index);
            const std::optional<double> amount = a.parameter->get(s, a.index);
            const std::optional<double> usd = amount ? s.toUsd(Money { *amount, own }) : std::nullopt;
            const double converted = usd ? s.fromUsd(*usd, currency).value_or(NAN) : NAN;
            if (own != currency && std::isfinite(converted)) {
                //: An amount in an assumptions list followed by its conversion: %1 as stated, %2 converted.
                value = Text::tr("%1 (%2)").arg(
                    value, format::money(converted, currency, std::abs(converted) >= 100 ? 0 : decimalsFor(converted)));
            }
        }
        QString cell = esc(value);
        if (!a.range.isEmpty()) {
            //: Under an assumption's value: the range the preset's sources give for it.
            cell += QStringLiteral("<br/><span style='color:#555'>%1</span>")
                        .arg(esc(Text::tr("sources: %1").arg(a.range)));
        }
        const QString label = a.defaulted ? Text::tr("%1 (format default)").arg(a.label) : a.label;
        lines.push_back({ QStringLiteral("<tr><td>%1</td><td>%2</td></tr>").arg(esc(label), cell), false, a.group });
    }
    // Cut into `columnCount` parts of about equal length, each cut moved to a group's heading when
    // one is within two lines.
    std::vector<std::size_t> cuts { 0 };
    for (int k = 1; k < columnCount; ++k) {
        std::size_t cut = lines.size() * static_cast<std::size_t>(k) / static_cast<std::size_t>(columnCount);
        for (std::size_t d = 0; d <= 2 && cut >= d; ++d) {
            if (cut + d < lines.size() && lines[cut + d].heading) {
                cut += d;
                break;
            }
            if (lines[cut - d].heading) {
                cut -= d;
                break;
            }
        }
        cuts.push_back(std::max(cut, cuts.back()));
    }
    cuts.push_back(lines.size());
    const auto table = [&](std::size_t from, std::size_t to) {
        QString html = QStringLiteral("<table cellspacing='0' cellpadding='1' width='100%'>");
        if (from < to && !lines[from].heading) {
            //: A group heading repeated at the top of the assumptions' second column.
            html += QStringLiteral("<tr><td colspan='2'><b>%1</b></td></tr>")
                        .arg(esc(Text::tr("%1 (continued)").arg(groupLabel(lines[from].group))));
        }
        for (std::size_t i = from; i < to; ++i)
            html += lines[i].html;
        return html + QStringLiteral("</table>");
    };
    QStringList parts;
    for (std::size_t i = 0; i + 1 < cuts.size(); ++i)
        parts << table(cuts[i], cuts[i + 1]);
    return parts;
}

} // namespace

bool exportReport(const Scenario &s, const Evaluation &e, const QString &currency, const QString &path,
    const ReportOptions &options, QString *error)
{
    const auto fail = [&](const QString &message) {
        if (error)
            *error = message;
        return false;
    };
    if (exportFormatForPath(path) != ExportFormat::Pdf)
        return fail(Text::tr("\"%1\": the report is a PDF; name the file .pdf").arg(path));
    const std::optional<double> rate = s.fxRate(currency);
    if (!rate)
        return fail(Text::tr("the preset has no exchange rate for %1 (known: %2)").arg(currency, s.knownCurrencies()));
    // Drawn in memory, then written in one checked, atomic step (atomicwrite.h).
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    QPdfWriter pdf(&buffer);
    setUpExportPdf(pdf, Text::tr("Breakeven report: %1").arg(s.name), options.page, QMarginsF(12, 10, 12, 10));
    QPainter painter;
    if (!painter.begin(&pdf))
        return fail(Text::tr("cannot draw the report into \"%1\"").arg(path));
    const QRect page = pdf.pageLayout().paintRectPixels(pdf.resolution());
    ReportFlow flow(pdf, painter, page.width(), page.height());
    const double gap = pdf.resolution() * 0.12; // about 3 mm

    // Computed once for the whole report: every page reads the same answer, bill and plan.
    const Results results = exportResults(s, e, currency); // the rate exists: checked above
    // Page 1: the answer, title, verdict, both charts and their legend, the break-even table.
    const QString date = options.date.isEmpty() ? QDate::currentDate().toString(Qt::ISODate) : options.date;
    const std::optional<UncertaintyResult> uncertainty = exportUncertainty(s, e);
    // The verdict, and how sure it is over the preset's ranges (the window's sentence).
    QString verdict = verdictText(s, results, currency);
    if (uncertainty) {
        if (const QString sure = uncertaintyVerdict(s, uncertainty->monteCarlo, uncertainty->tornado); !sure.isEmpty())
            verdict += QLatin1Char(' ') + sure;
    }
    const QString meta = s.author.isEmpty()
        ? Text::tr("Breakeven decision report · %1 · money in %2").arg(date, currency)
        //: %3 is the preset's author.
        : Text::tr("Breakeven decision report · %1 · money in %2 · preset by %3").arg(date, currency, s.author);
    // The answer first, word for word as the window and the text and JSON reports say it.
    // (A cheaper plan, Answer::cheaperPlan, is among the decision's reasons right below.)
    flow.html(QStringLiteral("<p class='answer'>%1</p><h1>%2</h1><p class='meta'>%3</p><p class='verdict'>%4</p>")
                  .arg(esc(results.answer.headline), esc(s.name), esc(meta), esc(verdict)));
    // The decision (MODEL.md section 9): the recommendation and its reasons, one paragraph.
    const Decision &decision = results.decision;
    flow.html(QStringLiteral("<p><b>%1</b> %2</p>")
                  .arg(esc(Text::tr("Recommendation: %1.").arg(recommendationText(decision.recommendation))),
                      esc(decision.reasons.join(QLatin1Char(' ')))));
    // Where the volume comes from, when a team states it (demandtext.h).
    if (const std::optional<QString> team = teamDemandText(s, Wording::Translated))
        flow.html(QStringLiteral("<p>%1</p>").arg(esc(*team)));
    flow.space(gap / 2);
    const MoneyIn inCurrency = displayMoney(s, currency, format::locale());
    const QString summary
        = selfHostedSentence(e, inCurrency) + QLatin1Char(' ') + billSentences(s, results, inCurrency);
    const QString table
        = QStringLiteral("<h2>%1</h2><p>%2<br/>%3</p>%4")
              .arg(esc(Text::tr("Break-even against each API offer")), feasibilityChecks(s, e), esc(summary),
                  breakevenTable(s, e, currency, uncertainty ? &uncertainty->monteCarlo : nullptr));
    const QString legend = chartLegend(s, e, currency);
    // The charts take what the table and legend leave of the first page, within a readable
    // range of shapes; a table too long for the page continues on the next.
    // Page 1 draws the window's two main charts side by side; the registry's other report
    // charts follow the offers, two to a row.
    const ChartInput input { s, e, results, currency, uncertainty ? &*uncertainty : nullptr };
    std::vector<ChartKind> charts;
    std::vector<ChartKind> laterCharts;
    for (const ChartKindInfo &chart : chartKinds()) {
        if (chart.inReport)
            (chart.place == ChartPlace::Tab ? laterCharts : charts).push_back(chart.kind);
    }
    const double count = static_cast<double>(std::max<std::size_t>(2, charts.size()));
    const double chartWidth = (flow.width() - gap * (count - 1)) / count;
    const double room = flow.height() - flow.y() - flow.measure(table) - flow.measure(legend) - gap;
    const double chartHeight = std::clamp(room, chartWidth * 0.26, chartWidth * 0.7);
    flow.reserve(chartHeight);
    for (std::size_t i = 0; i < charts.size(); ++i) {
        paintChart(painter, QRectF(static_cast<double>(i) * (chartWidth + gap), flow.y(), chartWidth, chartHeight),
            input, charts[i], LegendPlacement::Hidden);
    }
    flow.space(chartHeight);
    flow.html(legend);
    flow.space(gap / 2);
    flow.html(table);

    // What the recommendation rests on (issue #26): the hybrid plan and its day, the cumulative
    // cost of a purchase or a commitment with its payback month, or the configuration that would
    // work; worded as the window's views word them (resulttables.h).
    const auto restsOnChart = [&](ChartKind kind) {
        const double width = flow.width() * 0.62;
        const double height = width * 0.42;
        flow.reserve(height);
        paintChart(painter, QRectF(0.0, flow.y(), width, height), input, kind, LegendPlacement::Automatic);
        flow.space(height + gap / 2);
    };
    const bool committed = s.cost.mode == CostMode::Rent && s.cost.billing.mode == BillingMode::Committed;
    if (decision.recommendation == Recommendation::Hybrid && results.hybrid.planned()) {
        flow.space(gap);
        flow.html(QStringLiteral("<h2>%1</h2><p>%2</p>")
                      .arg(esc(Text::tr("The hybrid plan")), esc(hybridPlanText(s, results.hybrid, inCurrency))));
        flow.html(resultTableHtml(hybridHoursTable(s, results.hybrid)));
        flow.space(gap / 2);
        restsOnChart(ChartKind::Hybrid);
    } else if (decision.recommendation == Recommendation::NotFeasible && decision.alternative) {
        flow.space(gap);
        ResultTable fit = fitTableHeader();
        fit.rows.push_back(fitTableRow(s, alternativeFitRow(s, *decision.alternative, AppGpuCatalog::catalog())));
        flow.html(QStringLiteral("<h2>%1</h2><p>%2</p>%3")
                      .arg(esc(Text::tr("What would work")),
                          esc(alternativeText(*decision.alternative, format::locale())), resultTableHtml(fit)));
    }
    if (s.cost.mode == CostMode::Buy || committed) {
        flow.space(gap);
        // The payback as the bill's summary above words it (resulttables.h).
        const QString payback = horizonSentence(s, results, inCurrency);
        flow.html(QStringLiteral("<h2>%1</h2><p>%2</p>")
                      .arg(esc(s.cost.mode == CostMode::Buy ? Text::tr("The purchase over the horizon")
                                                            : Text::tr("The commitment over the horizon")),
                          esc(payback)));
        restsOnChart(ChartKind::Horizon);
    }

    // Page 2: the assumptions beside the model's formulas, then the offers with their sources,
    // then where the figures come from; blocks that do not fit continue on further pages. A table
    // that ran over onto page 2 is followed there, not by a mostly empty page.
    if (flow.y() > flow.height() / 3.0)
        flow.newPage();
    else
        flow.space(gap);
    const QStringList assumptionColumns = reportAssumptionColumns(s, currency, 4);
    flow.html(QStringLiteral("<h2>%1</h2>").arg(esc(Text::tr("Assumptions"))));
    if (!flow.columns(assumptionColumns, gap)) {
        for (const QString &column : assumptionColumns)
            flow.html(column);
    }
    const QString model = QStringLiteral("<h2>%1</h2>%2").arg(esc(Text::tr("The model")), formulas());
    QString sources
        = QStringLiteral("<h2>%1</h2><p>%2</p>").arg(esc(Text::tr("Where the figures come from")), esc(s.description));
    if (!options.changes.isEmpty()) {
        // The description speaks of the file's figures; these are no longer those.
        QString items;
        for (const QString &change : options.changes)
            items += QStringLiteral("<li>%1</li>").arg(esc(change));
        sources += QStringLiteral("<p><b>%1</b></p><ul>%2</ul>")
                       .arg(esc(Text::tr("Changed since the preset was read (the text above describes the file's "
                                         "figures):")),
                           items);
    }
    if (!flow.columns({ model, sources }, gap, { 2.0, 1.0 })) {
        flow.html(model);
        flow.html(sources);
    }
    flow.html(QStringLiteral("<h2>%1</h2>%2%3").arg(offersHeading(s), offersTable(s), userEdits(s)));

    // The top plans across the GPU catalog (MODEL.md section 11), worded as the Plans view words them.
    if (!results.plans.plans.empty()) {
        ResultTable plans = plansTableHeader(inCurrency.currency);
        const std::size_t top = std::min<std::size_t>(reportTopPlans, results.plans.plans.size());
        for (std::size_t i = 0; i < top; ++i)
            plans.rows.push_back(plansTableRow(results.plans.plans[i], inCurrency, std::nullopt));
        // No Monte Carlo run per plan in the report: the odds column is left out.
        const int odds = static_cast<int>(PlanColumn::Odds);
        plans.header.removeAt(odds);
        plans.toolTips.removeAt(odds);
        plans.numeric.erase(plans.numeric.begin() + odds);
        for (QStringList &row : plans.rows)
            row.removeAt(odds);
        //: %1 a throughput ("92 tok/s"), %2 and %3 counts.
        const QString intro = Text::tr("What would serve the same %1 of output across the GPU catalog, cheapest that "
                                       "work first (%2 of %3 plans). An \"estimated\" capacity comes from the "
                                       "bandwidth roofline, not from a measurement.")
                                  .arg(format::throughput(results.plans.demandTokS, format::locale()),
                                      format::number(static_cast<double>(top), 0),
                                      format::number(static_cast<double>(results.plans.plans.size()), 0));
        flow.html(
            QStringLiteral("<h2>%1</h2><p>%2</p>%3").arg(esc(Text::tr("Plans")), esc(intro), resultTableHtml(plans)));
    }

    if (!laterCharts.empty()) {
        flow.newPage();
        const double width = (flow.width() - gap) / 2.0;
        const double height = width * 0.62;
        for (std::size_t i = 0; i < laterCharts.size(); i += 2) {
            flow.reserve(height);
            for (std::size_t j = i; j < std::min(i + 2, laterCharts.size()); ++j) {
                paintChart(painter, QRectF(static_cast<double>(j - i) * (width + gap), flow.y(), width, height), input,
                    laterCharts[j], LegendPlacement::Automatic);
            }
            flow.space(height + gap);
        }
    }

    if (!painter.end())
        return fail(Text::tr("cannot finish the report \"%1\"").arg(path));
    return writeExport(path, buffer.data(), Text::tr("cannot write \"%1\": %2"), error);
}

} // namespace breakeven
