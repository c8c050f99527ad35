#include "comparisonexport.h"

#include "chartexport.h"
#include "charts/chartview.h"
#include "comparisonreport.h"
#include "formatting.h"
#include "offercolumns.h"
#include "reportflow.h"

#include <QBuffer>
#include <QCoreApplication>
#include <QDate>
#include <QPainter>
#include <QPdfWriter>

#include <algorithm>
#include <cmath>
#include <set>

namespace breakeven {

namespace {

/// This file's sentences: Text::tr() translates in the context "ComparisonExport", which lupdate reads from the macro.
struct Text {
    Q_DECLARE_TR_FUNCTIONS(ComparisonExport)
};

QString esc(const QString &s) { return s.toHtmlEscaped(); }

/// A line chart that draws a ChartData it is handed (overlaidChartData()), not one of an input.
class OverlaidChart : public ChartView {
public:
    explicit OverlaidChart(const QString &title)
        : ChartView(title, &nothing)
    {
    }
    void draw(const ChartData &data) { setData(data); }

private:
    static ChartData nothing(const ChartInput &) { return {}; }
};

/// "A · Kimi K3.1 Pro on 8xB300": a scenario's letter and name, as the legends and tables name it.
QString lettered(const Comparison &c, std::size_t i)
{
    //: A scenario in a comparison: %1 its letter (A, B, ...), %2 its name.
    return Text::tr("%1 \u00b7 %2").arg(scenarioLetter(i), c.scenarios[i].name());
}

} // namespace

ChartData overlaidChartData(const Comparison &c, const QString &currency, bool volume)
{
    ChartData out;
    if (c.scenarios.empty())
        return out;
    std::set<QString> offersShown;
    int colour = 0;
    for (std::size_t i = 0; i < c.scenarios.size(); ++i) {
        const ComparedScenario &cs = c.scenarios[i];
        // Money at the baseline's rate, so that every curve is in the same units.
        Scenario s = cs.scenario();
        s.fxPerUsd = c.scenarios.front().scenario().fxPerUsd;
        const Evaluation &e = cs.results.evaluation;
        const ChartData d = volume ? volumeChartData(s, e, currency) : costChartData(s, e, currency);
        if (i == 0) {
            out.xTitle = d.xTitle;
            out.yTitle = d.yTitle;
            out.xTitleShorter = d.xTitleShorter;
            out.yTitleShorter = d.yTitleShorter;
            out.xUnit = d.xUnit;
            out.yUnit = d.yUnit;
            out.logX = d.logX;
            out.logY = d.logY;
            out.xMin = d.xMin;
            out.xMax = d.xMax;
            out.yMin = d.yMin;
            out.yMax = d.yMax;
        } else {
            out.xMin = std::min(out.xMin, d.xMin);
            out.xMax = std::max(out.xMax, d.xMax);
            out.yMin = std::min(out.yMin, d.yMin);
            out.yMax = std::max(out.yMax, d.yMax);
        }
        ChartLine line = d.selfHost;
        line.label = lettered(c, i);
        if (i == 0) {
            out.selfHost = line;
        } else {
            line.colorIndex = colour++;
            out.offers.push_back(line);
            out.offerIndices.emplace_back();
        }
    }
    // Each scenario's cheapest enabled offer, once: what its answer weighs self-hosting against.
    for (std::size_t i = 0; i < c.scenarios.size(); ++i) {
        const ComparedScenario &cs = c.scenarios[i];
        Scenario s = cs.scenario();
        s.fxPerUsd = c.scenarios.front().scenario().fxPerUsd;
        const Evaluation &e = cs.results.evaluation;
        const std::optional<std::size_t> cheapest = cheapestEnabledOffer(s, e);
        if (!cheapest)
            continue;
        const ChartData d = volume ? volumeChartData(s, e, currency) : costChartData(s, e, currency);
        for (std::size_t l = 0; l < d.offers.size() && l < d.offerIndices.size(); ++l) {
            const std::vector<std::size_t> &indices = d.offerIndices[l];
            if (std::find(indices.begin(), indices.end(), *cheapest) == indices.end())
                continue;
            const QString name = s.offers[*cheapest].displayName();
            if (!offersShown.insert(name).second)
                break;
            ChartLine api = d.offers[l];
            //: An API offer's line on a comparison's chart; %1 the offer (provider and model).
            api.label = Text::tr("API: %1").arg(name);
            api.colorIndex = colour++;
            out.offers.push_back(api);
            out.offerIndices.push_back({ *cheapest });
            break;
        }
    }
    return out;
}

namespace {

/// Draws \a data into \a target of \a painter as an exported chart titled \a title, its legend below.
void paintOverlaid(QPainter &painter, const QRectF &target, const QString &title, const ChartData &data)
{
    // Laid out at the target's physical size in 96-DPI pixels (as the other exported charts), scaled in.
    const double dpi = painter.device() ? std::max(1, painter.device()->logicalDpiX()) : 96.0;
    const double width = std::clamp(target.width() / dpi * 96.0 * 1.4, 480.0, 4000.0);
    const QSizeF size(width, width * target.height() / std::max(1.0, target.width()));
    OverlaidChart view(title);
    view.setAttribute(Qt::WA_DontShowOnScreen);
    view.setPalette(exportPalette());
    view.setLegendVisible(true);
    view.setLegendAlignment(Qt::AlignBottom);
    view.resize(QSize(static_cast<int>(std::lround(size.width())), static_cast<int>(std::lround(size.height()))));
    view.draw(data);
    view.ensurePolished();
    view.show();
    view.layoutNow();
    painter.save();
    painter.translate(target.topLeft());
    painter.scale(target.width() / size.width(), target.height() / size.height());
    view.renderChart(&painter, QRectF(QPointF(0, 0), size));
    painter.restore();
}

/// A table: \a header's cells, then \a rows; the columns listed in \a numeric right-aligned.
QString table(const QStringList &header, const std::vector<QStringList> &rows, const std::set<int> &numeric)
{
    QString html = QStringLiteral("<table cellspacing='0' cellpadding='2' width='100%'><tr>");
    const auto align = [&](int c) { return numeric.count(c) ? QStringLiteral(" align='right'") : QString(); };
    for (int c = 0; c < header.size(); ++c)
        html += QStringLiteral("<th%1>%2</th>").arg(align(c), esc(header.at(c)));
    html += QStringLiteral("</tr>");
    for (std::size_t r = 0; r < rows.size(); ++r) {
        const QString bg = (r % 2) ? QStringLiteral(" style='background:#f6f6f6'") : QString();
        html += QStringLiteral("<tr%1>").arg(bg);
        for (int c = 0; c < rows[r].size(); ++c)
            html += QStringLiteral("<td%1>%2</td>").arg(align(c), esc(rows[r].at(c)));
        html += QStringLiteral("</tr>");
    }
    return html + QStringLiteral("</table>");
}

} // namespace

bool exportComparisonReport(const Comparison &c, const QString &name, const QString &currency, const QString &path,
    const ReportOptions &options, QString *error)
{
    const auto fail = [&](const QString &message) {
        if (error)
            *error = message;
        return false;
    };
    if (exportFormatForPath(path) != ExportFormat::Pdf)
        return fail(Text::tr("\"%1\": the report is a PDF; name the file .pdf").arg(path));
    if (c.scenarios.empty())
        return fail(Text::tr("nothing to compare"));
    const Scenario &baseline = c.scenarios.front().scenario();
    if (!baseline.fxRate(currency))
        return fail(
            Text::tr("the baseline has no exchange rate for %1 (known: %2)").arg(currency, baseline.knownCurrencies()));
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    QPdfWriter pdf(&buffer);
    const QString title = name.isEmpty() ? Text::tr("Scenarios compared") : name;
    setUpExportPdf(pdf, Text::tr("Breakeven comparison: %1").arg(title), options.page, QMarginsF(12, 10, 12, 10));
    QPainter painter;
    if (!painter.begin(&pdf))
        return fail(Text::tr("cannot draw the report into \"%1\"").arg(path));
    const QRect page = pdf.pageLayout().paintRectPixels(pdf.resolution());
    ReportFlow flow(pdf, painter, page.width(), page.height());
    const double gap = pdf.resolution() * 0.12;

    // Money at the baseline's rate: every figure and every difference in the same units.
    const MoneyIn money = displayMoney(baseline, currency, format::locale());
    const QLocale locale = format::locale();
    const auto amount = [&](double usd) { return money.text(usd, 2); };
    const auto tokS = [&](double v) { return format::throughput(v, locale); };
    const auto versus
        = [&](const std::optional<Change> &change, const std::function<QString(double)> &unit, std::size_t i) {
              if (i == 0)
                  return Text::tr("baseline");
              return change ? changeText(*change, unit, locale) : Text::tr("none");
          };

    const QString date = options.date.isEmpty() ? QDate::currentDate().toString(Qt::ISODate) : options.date;
    //: Under the comparison report's title: %1 a date, %2 a currency code.
    const QString meta = Text::tr("Breakeven comparison report · %1 · money in %2 · B - A: each scenario's figure less "
                                  "the baseline's (A)")
                             .arg(date, money.currency);

    // The answers first, word for word as each scenario's report says it.
    QString answers;
    for (std::size_t i = 0; i < c.scenarios.size(); ++i)
        answers
            += QStringLiteral("<p><b>%1</b> %2</p>").arg(esc(lettered(c, i)), esc(c.scenarios[i].answer().headline));
    flow.html(QStringLiteral("<h1>%1</h1><p class='meta'>%2</p>%3").arg(esc(title), esc(meta), answers));

    // The figures side by side, with B - A.
    std::vector<QStringList> figures;
    for (std::size_t i = 0; i < c.scenarios.size(); ++i) {
        const ComparedScenario &cs = c.scenarios[i];
        // Beside the recommendation, what it costs a month; then the self-hosted side's figures.
        figures.push_back({ lettered(c, i), recommendationText(cs.answer().recommendation),
            cs.answerMonthlyUsd ? amount(*cs.answerMonthlyUsd) : QStringLiteral("-"),
            versus(cs.answerMonthlyChange, amount, i), amount(cs.monthlyTotalUsd),
            versus(cs.monthlyTotalChange, amount, i),
            cs.costPerOutputMtokUsd ? amount(*cs.costPerOutputMtokUsd) : Text::tr("never"),
            versus(cs.costPerOutputMtokChange, amount, i) });
    }
    flow.html(QStringLiteral("<h2>%1</h2>%2")
                  .arg(esc(Text::tr("The answers side by side")),
                      table({ Text::tr("Scenario"), Text::tr("Recommendation"), Text::tr("The answer, a month"),
                                Text::tr("B - A"), Text::tr("Self-hosted, a month"), Text::tr("B - A"),
                                Text::tr("Self-hosted cost per output Mtok"), Text::tr("B - A") },
                          figures, { 2, 3, 4, 5, 6, 7 })));

    // The break-evens, each enabled offer of each scenario.
    std::vector<QStringList> breakevens;
    for (std::size_t i = 0; i < c.scenarios.size(); ++i) {
        const ComparedScenario &cs = c.scenarios[i];
        for (const ComparedOffer &o : cs.offers) {
            if (!o.enabled)
                continue;
            const OfferRow row { cs.scenario(), cs.results.evaluation, o.index,
                cs.uncertainty ? &*cs.uncertainty : nullptr };
            breakevens.push_back(
                { scenarioLetter(i), o.displayName(), offerColumn("breakeven_throughput_tok_s").text(row, money),
                    i == 0 || !o.baselineOffer        ? QString()
                        : o.breakevenThroughputChange ? changeText(*o.breakevenThroughputChange, tokS, locale)
                                                      : Text::tr("none"),
                    offerColumn("breakeven_output_tokens_per_month").text(row, money),
                    offerColumn("cheaper").text(row, money), selfHostCheaperText(row, locale) });
        }
    }
    flow.html(QStringLiteral("<h2>%1</h2>%2")
                  .arg(esc(Text::tr("Break-even against each API offer")),
                      table({ Text::tr("Scenario"), Text::tr("Offer"), Text::tr("Break-even throughput"),
                                Text::tr("B - A"), Text::tr("Break-even output / month"), Text::tr("Cheaper side"),
                                Text::tr("Self-hosting cheaper (share of ranges)") },
                          breakevens, { 2, 3, 4, 6 })));

    // The charts, each scenario's curve in its own colour, across the page so that the legend has room.
    flow.space(gap);
    const QString curves
        = QStringLiteral("<h2>%1</h2>").arg(esc(Text::tr("The curves, each scenario in its own colour")));
    const double chartHeight = flow.width() * 0.3;
    flow.reserve(flow.measure(curves) + chartHeight); // the heading stays with its chart
    flow.html(curves);
    const std::pair<bool, QString> charts[] = { { false, Text::tr("Cost per output Mtok vs throughput") },
        { true, Text::tr("Monthly cost vs monthly output") } };
    for (const auto &[volume, chartTitle] : charts) {
        flow.reserve(chartHeight);
        paintOverlaid(painter, QRectF(0.0, flow.y(), flow.width(), chartHeight), chartTitle,
            overlaidChartData(c, money.currency, volume));
        flow.space(chartHeight + gap);
    }

    // The assumptions that differ, one column per scenario.
    const std::size_t differing = c.differingCount();
    std::vector<QStringList> rows;
    for (std::size_t r = 0; r < differing; ++r) {
        const ComparedAssumption &a = c.assumptions[r];
        QStringList cells { a.label, a.path };
        cells << a.texts;
        rows.push_back(cells);
    }
    QStringList header { Text::tr("Assumption"), Text::tr("Path") };
    for (std::size_t i = 0; i < c.scenarios.size(); ++i)
        header << scenarioLetter(i);
    //: %1 and %2 counts of assumptions.
    const QString intro = differing == 0
        ? Text::tr("No assumption differs (%1 are the same in all).").arg(c.assumptions.size())
        : Text::tr("%1 assumptions differ; %2 others are the same in all.")
              .arg(differing)
              .arg(c.assumptions.size() - differing);
    flow.reserve(flow.height() / 5.0); // the heading with the first rows, never alone at a page's foot
    flow.html(QStringLiteral("<h2>%1</h2><p>%2</p>%3")
                  .arg(esc(Text::tr("The assumptions that differ")), esc(intro),
                      differing == 0 ? QString() : table(header, rows, {})));

    if (!painter.end())
        return fail(Text::tr("cannot finish the report \"%1\"").arg(path));
    return writeExport(path, buffer.data(), Text::tr("cannot write \"%1\": %2"), error);
}

} // namespace breakeven
