#include "chartview.h"

#include "chartlegend.h"
#include "chartregistry.h"
#include "formatting.h"
#include "labellayout.h"
#include "offerlines.h"
#include "plaintext.h"

#include <QAreaSeries>
#include <QBrush>
#include <QChart>
#include <QChartView>
#include <QCoreApplication>
#include <QEvent>
#include <QFocusEvent>
#include <QFontMetricsF>
#include <QGraphicsEllipseItem>
#include <QGraphicsLayout>
#include <QGraphicsLineItem>
#include <QGraphicsPathItem>
#include <QGraphicsRectItem>
#include <QGraphicsScene>
#include <QGraphicsSimpleTextItem>
#include <QGraphicsTextItem>
#include <QKeyEvent>
#include <QLegendMarker>
#include <QLineSeries>
#include <QLogValueAxis>
#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>
#include <QPen>
#include <QScatterSeries>
#include <QToolTip>
#include <QVBoxLayout>
#include <QValueAxis>

#include <algorithm>
#include <array>
#include <cmath>
#include <limits>
#include <tuple>

namespace breakeven {

namespace {

/// Significant digits of axis labels: plain digits up to 10^15 ("1,000,000,000,000"), and no
/// last-digit noise from the sums that place linear ticks (0.30000000000000004 shows "0.3").
constexpr int axisLabelPrecision = 15;

/// The maximum number of ticks a linear axis may get: Qt Charts creates a label per tick, so
/// an interval far below the range made it allocate labels without bound (issue 15).
constexpr double maxTicks = 200.0;

/// A label's leader line. QGraphicsLineItem measures a line with a pen wider than 0 by stroking its
/// outline, each time the scene asks for its bounds (every step that moves a label): the line's
/// rectangle widened by half the pen holds the same pixels.
class LeaderLine : public QGraphicsLineItem {
public:
    using QGraphicsLineItem::QGraphicsLineItem;
    [[nodiscard]] QRectF boundingRect() const override
    {
        const qreal margin = pen().widthF() / 2.0 + 1.0;
        return QRectF(line().p1(), line().p2()).normalized().adjusted(-margin, -margin, margin, margin);
    }
    [[nodiscard]] QPainterPath shape() const override
    {
        QPainterPath path;
        path.addRect(boundingRect());
        return path;
    }
};

/// A label with a translucent background drawn in the chart's scene.
class LabelItem : public QGraphicsRectItem {
public:
    explicit LabelItem(QGraphicsItem *parent)
        : QGraphicsRectItem(parent)
        , m_text(new QGraphicsSimpleTextItem(this))
        , m_leader(new LeaderLine(this))
    {
        setPen(Qt::NoPen);
        setZValue(20);
        m_leader->setFlag(QGraphicsItem::ItemStacksBehindParent);
        m_leader->setVisible(false);
    }
    /// The point the label names and the marker's index (-1: none); with \a leader a thin line
    /// joins the label to it (the label could not sit beside it).
    void setAnchor(QPointF anchor, int marker, bool leader)
    {
        m_anchor = anchor;
        m_marker = marker;
        m_hasLeader = leader;
        m_leader->setVisible(leader);
        if (!leader)
            return;
        const QRectF r = mapRectToParent(rect());
        const QPointF nearest(std::clamp(anchor.x(), r.left(), r.right()), std::clamp(anchor.y(), r.top(), r.bottom()));
        m_leader->setLine(QLineF(mapFromParent(anchor), mapFromParent(nearest)));
    }
    [[nodiscard]] bool hasLeader() const { return m_hasLeader; }
    [[nodiscard]] QPointF anchor() const { return m_anchor; }
    [[nodiscard]] int marker() const { return m_marker; }
    void setText(const QString &text)
    {
        m_text->setText(text);
        const QRectF r = m_text->boundingRect();
        setRect(r.adjusted(-3, -1, 3, 1));
    }
    [[nodiscard]] QString text() const { return m_text->text(); }
    void setColors(const QColor &text, const QColor &background)
    {
        m_text->setBrush(text);
        setBrush(background);
        QColor line = text;
        line.setAlphaF(0.6);
        m_leader->setPen(QPen(line, 1.0));
    }
    void setFont(const QFont &font)
    {
        m_text->setFont(font);
        setText(m_text->text());
    }

private:
    QGraphicsSimpleTextItem *m_text;
    QGraphicsLineItem *m_leader;
    QPointF m_anchor;
    int m_marker = -1;
    bool m_hasLeader = false;
};

QList<QPointF> toList(const std::vector<QPointF> &points) { return QList<QPointF>(points.begin(), points.end()); }

/// Gives \a series \a points unless it has them already: a step that changes one series (a
/// throughput drag moves the operating point) repaints that series alone, not every line.
void replacePoints(QXYSeries *series, const QList<QPointF> &points)
{
    if (series->points() != points)
        series->replace(points);
}

void replacePoints(QXYSeries *series, const std::vector<QPointF> &points)
{
    const QList<QPointF> now = series->points();
    if (!std::equal(now.begin(), now.end(), points.begin(), points.end()))
        series->replace(toList(points));
}

/// y on \a line at \a x, interpolating in the axes' space (exact for the power-law and
/// straight lines the charts draw).
double interpolate(const std::vector<QPointF> &line, double x, bool logX, bool logY)
{
    if (line.empty())
        return 0.0;
    const auto fx = [&](double v) { return logX ? std::log(v) : v; };
    const auto fy = [&](double v) { return logY ? std::log(v) : v; };
    const auto gy = [&](double v) { return logY ? std::exp(v) : v; };
    for (std::size_t i = 1; i < line.size(); ++i) {
        if (x <= line[i].x() || i + 1 == line.size()) {
            const QPointF a = line[i - 1];
            const QPointF b = line[i];
            const double span = fx(b.x()) - fx(a.x());
            const double t = span != 0.0 ? (fx(x) - fx(a.x())) / span : 0.0;
            return gy(fy(a.y()) + t * (fy(b.y()) - fy(a.y())));
        }
    }
    return line.front().y();
}

/// The text an axis with the window's label format draws for \a value.
QString tickText(double value) { return format::locale().toString(value, 'g', axisLabelPrecision); }

/// The pen of the minor grid lines on \a palette: the chart's background moved 12 % (light) or
/// 16 % (dark) of the way towards its text colour, opaque, solid and one pixel wide (cosmetic), the
/// cheapest line the raster engine draws.
QPen minorGridPen(const QPalette &palette)
{
    const QColor base = palette.color(QPalette::Base);
    const QColor text = palette.color(QPalette::Text);
    const double t = base.lightness() < 128 ? 0.16 : 0.12;
    const auto mix = [t](int a, int b) { return static_cast<int>(std::lround(a + (b - a) * t)); };
    QPen pen(QColor(mix(base.red(), text.red()), mix(base.green(), text.green()), mix(base.blue(), text.blue())), 0.0);
    pen.setCosmetic(true);
    return pen;
}

/// The next round step above \a step: 1, 2, 5, 10, 20, 50...
double nextNiceStep(double step)
{
    const double mag = std::pow(10.0, std::floor(std::log10(step) + 1e-9));
    const double norm = step / mag;
    return (norm < 1.5 ? 2.0 : norm < 3.5 ? 5.0 : 10.0) * mag;
}

/// Whether labels for \a ticks fit along an axis \a length pixels long: side by side on a
/// horizontal axis, with some air between them on a vertical one.
bool ticksFit(const std::vector<double> &ticks, const QFont &font, double length, bool horizontal)
{
    const QFontMetricsF fm(font);
    double need = 0.0;
    for (double t : ticks)
        need += horizontal ? fm.horizontalAdvance(tickText(t)) + 2.0 * fm.averageCharWidth() : 2.5 * fm.height();
    return need <= length;
}

} // namespace

QString fittedAxisTitle(const QString &title, const QStringList &shorter, const QFont &font, double length)
{
    if (length <= 0.0 || shorter.isEmpty())
        return title;
    // Qt Charts lays a title out in a text document with a margin: a few pixels to spare.
    const QFontMetricsF fm(font);
    const double room = length - 6.0;
    if (fm.horizontalAdvance(title) <= room)
        return title;
    for (const QString &form : shorter) {
        if (fm.horizontalAdvance(form) <= room)
            return form;
    }
    return shorter.last();
}

void fitAxisTitle(QAbstractAxis *axis, const QString &title, const QStringList &shorter, double length)
{
    const QString text = plaintext::forChart(fittedAxisTitle(title, shorter, axis->titleFont(), length));
    if (axis->titleText() != text)
        axis->setTitleText(text);
}

struct ChartView::Private {
    ChartView *q = nullptr;
    DataFunction dataFunction = nullptr;
    QChartView *view = nullptr;
    QChart *chart = nullptr;
    QAbstractAxis *axisX = nullptr;
    QAbstractAxis *axisY = nullptr;
    bool haveAxes = false;
    bool logX = false;
    bool logY = false;

    QLineSeries *shadeLower = nullptr;
    QLineSeries *shadeUpper = nullptr;
    QAreaSeries *shade = nullptr;
    QLineSeries *bandLower = nullptr;
    QLineSeries *bandUpper = nullptr;
    QAreaSeries *band = nullptr; ///< the self-hosted line's P10-P90 (ChartData::bandLower)
    QLineSeries *bandMedian = nullptr;
    QLineSeries *selfHost = nullptr;
    /// The offers' lines as drawn: one item for all of them (offerlines.h), under the series.
    OfferLinesItem *offerLines = nullptr;
    /// The offers' legend entries: a series without points for each offer the legend names, and one
    /// for "N more" (legendOfferCount()), named and styled as the offer's line.
    std::vector<QLineSeries *> legendOffers;
    QLineSeries *limit = nullptr;
    QLineSeries *capacity = nullptr; ///< ChartData::capacity: drawn with a legend entry
    QScatterSeries *breakevens = nullptr;
    /// The operating point's series: named for the legend and styled like the mark, but without
    /// points (a series repaints the whole plot area whenever it changes).
    QScatterSeries *operating = nullptr;
    /// The operating point as drawn: an item of its own, so that a throughput drag, which moves
    /// only this point, repaints the little around it instead of every line and grid line.
    QGraphicsPathItem *operatingMark = nullptr;

    std::vector<LabelItem *> markerLabels;
    LabelItem *operatingLabel = nullptr;
    LabelItem *limitLabel = nullptr;
    /// Names ChartData::capacity's line at its top (the volume chart's legend is hidden).
    LabelItem *capacityLabel = nullptr;

    LegendStrip *strip = nullptr; ///< the legend in rows under the chart (setLegendBelow)
    bool legendWanted = true;
    bool legendBelow = false;

    void applyLegend()
    {
        chart->legend()->setVisible(legendWanted && !legendBelow);
        strip->setVisible(legendWanted && legendBelow);
        if (strip->isVisibleTo(q))
            strip->setEntries(breakeven::legendEntries(data, q->palette()));
    }

    ChartData data;
    QString probeText;                        ///< the tooltip shown now (hover or keyboard)
    LabelItem *probeLabel = nullptr;          ///< the keyboard probe's values
    QGraphicsEllipseItem *probeDot = nullptr; ///< the keyboard probe's point
    bool probeActive = false;
    int probeLine = 0;     ///< 0: the self-hosted line; 1..: the offers'
    double probeX = 0.0;   ///< in the x axis' units
    bool updating = false; ///< inside setData: the labels are laid out once at its end
    /// Where each label went in the last layout while steadyLabels is on (setSteadyLabels()): the label
    /// item, what it was asked (its size and the box of its marker, or its anchor) and its placement.
    struct KeptLabel {
        const LabelItem *item = nullptr;
        QSizeF size;
        QRectF box;
        LabelPlacement placed;
    };
    bool steadyLabels = false;
    std::vector<KeptLabel> keptLabels;
    bool fitting = false; ///< inside fitTicks (which may change the plot area)

    void attach(QAbstractSeries *series)
    {
        chart->addSeries(series);
        if (haveAxes) {
            series->attachAxis(axisX);
            series->attachAxis(axisY);
        }
    }

    void makeAxes(bool lx, bool ly)
    {
        const auto make = [](bool log, Qt::Alignment align) -> QAbstractAxis * {
            // The chart localizes numbers (QChart::setLocalizeNumbers), so these give
            // "100,000" and "0.001" in the window's locale (see axisLabelPrecision).
            if (log) {
                auto *a = new QLogValueAxis;
                a->setBase(10.0);
                a->setLabelFormat(QStringLiteral("%.%1g").arg(axisLabelPrecision));
                a->setMinorTickCount(-1);
                Q_UNUSED(align);
                return a;
            }
            auto *a = new QValueAxis;
            a->setLabelFormat(QStringLiteral("%.%1g").arg(axisLabelPrecision));
            a->setTickCount(6);
            a->setMinorTickCount(1);
            return a;
        };
        for (QAbstractAxis *a : chart->axes())
            chart->removeAxis(a);
        delete axisX;
        delete axisY;
        axisX = make(lx, Qt::AlignBottom);
        axisY = make(ly, Qt::AlignLeft);
        chart->addAxis(axisX, Qt::AlignBottom);
        chart->addAxis(axisY, Qt::AlignLeft);
        for (QAbstractSeries *s : chart->series()) {
            s->attachAxis(axisX);
            s->attachAxis(axisY);
        }
        logX = lx;
        logY = ly;
        haveAxes = true;
        applyAxisStyle();
    }

    void applyAxisStyle()
    {
        const QPalette pal = q->palette();
        for (QAbstractAxis *a : { axisX, axisY }) {
            if (!a)
                continue;
            a->setLabelsBrush(pal.color(QPalette::Text));
            a->setTitleBrush(pal.color(QPalette::Text));
            // The minor grid: a faint, solid, opaque 1-pixel line, a little off the background,
            // in light and dark palettes alike. The theme's is dashed (the dozens of dashed,
            // antialiased lines of a log axis were half of each repaint) and on a dark palette as
            // bright as the major grid.
            a->setMinorGridLinePen(minorGridPen(pal));
        }
    }

    /// The operating point: a filled circle, or a hollow red square when it is not feasible.
    void styleOperating()
    {
        const QPalette pal = q->palette();
        const bool feasible = data.operatingFeasible;
        operating->setMarkerShape(feasible ? QScatterSeries::MarkerShapeCircle : QScatterSeries::MarkerShapeRectangle);
        operating->setMarkerSize(14.0);
        operating->setColor(feasible ? pal.color(QPalette::Highlight) : pal.color(QPalette::Base));
        QPen border(feasible ? pal.color(QPalette::Text) : infeasibleColor(), feasible ? 1.0 : 3.0);
        operating->setPen(border);
        QPainterPath shape;
        const double side = operating->markerSize();
        const QRectF box(-side / 2.0, -side / 2.0, side, side);
        if (feasible)
            shape.addEllipse(box);
        else
            shape.addRect(box);
        if (operatingMark->path() != shape)
            operatingMark->setPath(shape);
        if (operatingMark->pen() != border)
            operatingMark->setPen(border);
        if (operatingMark->brush() != operating->brush())
            operatingMark->setBrush(operating->brush());
    }

    void applyStyle()
    {
        const QPalette pal = q->palette();
        const bool dark = pal.color(QPalette::Window).lightness() < 128;
        chart->setTheme(dark ? QChart::ChartThemeDark : QChart::ChartThemeLight);
        chart->setBackgroundBrush(pal.color(QPalette::Base));
        chart->setBackgroundPen(Qt::NoPen);
        chart->setTitleBrush(pal.color(QPalette::Text));
        chart->legend()->setLabelColor(pal.color(QPalette::Text));
        QFont titleFont = q->font();
        titleFont.setBold(true);
        chart->setTitleFont(titleFont);
        chart->legend()->setFont(q->font());

        // The highlight colour made readable on the chart's background (a dark palette's
        // highlight is often dark blue on dark grey); the shading is stronger on a dark one.
        const QColor accent = selfHostColor(pal);
        QPen selfPen(accent, 3.0);
        selfHost->setPen(selfPen);
        for (std::size_t i = 0; i < legendOffers.size(); ++i)
            legendOffers[i]->setPen(offerPen(i < data.offers.size() ? data.offers[i].colorIndex : static_cast<int>(i)));
        drawOffers();
        shade->setBrush(cheaperShadeBrush(pal));
        shade->setPen(Qt::NoPen);
        band->setBrush(bandBrush(pal));
        QColor bandEdge = accent;
        bandEdge.setAlpha(120);
        band->setPen(QPen(bandEdge, 1.0));
        bandMedian->setPen(QPen(accent, 1.5, Qt::DashLine));
        QPen limitPen(pal.color(QPalette::Text), 1.5, Qt::DashDotLine);
        limit->setPen(limitPen);
        capacity->setPen(QPen(pal.color(QPalette::Text), 2.0, Qt::DotLine));
        breakevens->setMarkerShape(QScatterSeries::MarkerShapeRectangle);
        breakevens->setMarkerSize(11.0);
        breakevens->setColor(pal.color(QPalette::Text));
        breakevens->setBorderColor(pal.color(QPalette::Base));
        styleOperating();
        styleLegendMarkers(); // their brushes and pens are the old palette's until set again

        QColor labelBackground = pal.color(QPalette::Base);
        labelBackground.setAlpha(215);
        for (LabelItem *l : markerLabels) {
            l->setColors(pal.color(QPalette::Text), labelBackground);
            l->setFont(q->font());
        }
        probeDot->setBrush(pal.color(QPalette::Text));
        probeDot->setPen(QPen(pal.color(QPalette::Base), 1.5));
        for (LabelItem *l : { operatingLabel, limitLabel, capacityLabel, probeLabel }) {
            l->setColors(pal.color(QPalette::Text), labelBackground);
            l->setFont(q->font());
        }
        applyAxisStyle();
    }

    [[nodiscard]] QPen offerPen(int colorIndex) const
    {
        return QPen(seriesColor(colorIndex, q->palette().color(QPalette::Base)), 2.0, Qt::DashLine);
    }

    /// Gives the offers' item their lines where the axes put them now (after a change of data, of the
    /// plot area or of the palette).
    void drawOffers()
    {
        std::vector<OfferLinesItem::Line> lines;
        lines.reserve(data.offers.size());
        const QPen pen = offerPen(0);
        for (const ChartLine &line : data.offers) {
            OfferLinesItem::Line drawn { {}, pen };
            drawn.pen.setColor(seriesColor(line.colorIndex, q->palette().color(QPalette::Base)));
            drawn.points.reserve(static_cast<qsizetype>(line.points.size()));
            for (const QPointF &p : line.points)
                drawn.points.append(chart->mapToPosition(p, selfHost));
            lines.push_back(std::move(drawn));
        }
        offerLines->setLines(std::move(lines), chart->plotArea());
    }

    void syncOfferSeries()
    {
        const std::size_t wanted = std::min(data.offers.size(), maxLegendOffers);
        while (legendOffers.size() > wanted) {
            QLineSeries *s = legendOffers.back();
            legendOffers.pop_back();
            chart->removeSeries(s);
            delete s;
        }
        const bool added = legendOffers.size() < wanted;
        while (legendOffers.size() < wanted) {
            auto *s = new QLineSeries;
            attach(s);
            legendOffers.push_back(s);
        }
        // Keep the markers drawn above newly added lines: series draw in the order added.
        if (added) {
            for (QAbstractSeries *top : { static_cast<QAbstractSeries *>(limit),
                     static_cast<QAbstractSeries *>(breakevens), static_cast<QAbstractSeries *>(operating) }) {
                chart->removeSeries(top);
                attach(top);
            }
        }
    }

    QString lineTip(const ChartLine &line, QPointF p) const
    {
        const double y = interpolate(line.points, p.x(), logX, logY);
        const QLocale locale = format::locale();
        return QStringLiteral("%1\n%2 %3\n%4 %5")
            .arg(line.label, locale.toString(p.x(), 'g', 6), data.xUnit, locale.toString(y, 'g', 6), data.yUnit);
    }

    /// The line \a index of the probe: 0 the self-hosted line, 1.. the offers'.
    [[nodiscard]] const ChartLine *probeTarget(int index) const
    {
        if (index <= 0)
            return &data.selfHost;
        const auto i = static_cast<std::size_t>(index - 1);
        return i < data.offers.size() ? &data.offers[i] : nullptr;
    }

    /// What hovering at \a pos (chart coordinates) shows: the marker within reach (break-even
    /// or operating point), else the nearest line's exact values there, else the limit's name;
    /// empty over nothing.
    [[nodiscard]] QString textAt(QPointF pos) const
    {
        constexpr double reach = 8.0;
        const std::vector<QRectF> boxes = markerBoxes();
        QString best;
        double bestDistance = std::numeric_limits<double>::infinity();
        for (std::size_t i = 0; i < boxes.size(); ++i) {
            // The nearest centre among the markers within reach (close markers' boxes overlap).
            const double dist = std::hypot(boxes[i].center().x() - pos.x(), boxes[i].center().y() - pos.y());
            if (distanceToRect(boxes[i], pos) <= reach && dist < bestDistance) {
                bestDistance = dist;
                best = i < data.breakevens.size() ? data.breakevens[i].tooltip : data.operatingPoint->tooltip;
            }
        }
        if (!best.isEmpty() || !chart->plotArea().contains(pos))
            return best;
        const double x = chart->mapToValue(pos, selfHost).x();
        bestDistance = reach;
        for (int i = 0; i <= static_cast<int>(data.offers.size()); ++i) {
            const ChartLine *line = probeTarget(i);
            if (!line || line->points.size() < 2 || x < line->points.front().x() || x > line->points.back().x())
                continue;
            const QPointF at = chart->mapToPosition(QPointF(x, interpolate(line->points, x, logX, logY)), selfHost);
            const double dist = std::abs(at.y() - pos.y());
            if (dist <= bestDistance) {
                bestDistance = dist;
                best = lineTip(*line, QPointF(x, 0.0));
            }
        }
        if (best.isEmpty() && data.limit && !data.limit->points.empty()
            && std::abs(chart->mapToPosition(data.limit->points.front(), limit).x() - pos.x()) <= 4.0)
            best = data.limit->label;
        return best;
    }

    /// Shows \a text as the tooltip at \a pos (chart coordinates), or hides it when empty.
    void showTip(const QString &text, QPointF pos)
    {
        probeText = text;
        if (text.isEmpty()) {
            QToolTip::hideText();
            return;
        }
        const QPoint inView = view->mapFromScene(chart->mapToScene(pos));
        // Names come from the preset: a tooltip would render them as HTML.
        QToolTip::showText(view->viewport()->mapToGlobal(inView), plaintext::toolTip(text), view->viewport());
    }

    /// The keyboard probe: a dot on line probeLine at probeX with its exact values beside it.
    void showProbe()
    {
        const ChartLine *line = probeTarget(probeLine);
        if (!line || line->points.size() < 2) {
            hideProbe();
            return;
        }
        probeX = std::clamp(probeX, line->points.front().x(), line->points.back().x());
        const QPointF value(probeX, interpolate(line->points, probeX, logX, logY));
        QString text = lineTip(*line, value);
        for (const ChartMarker &m : data.breakevens) {
            if (std::abs(m.point.x() - probeX) <= 1e-9 * std::abs(probeX)
                && std::abs(m.point.y() - value.y()) <= 1e-9 * std::abs(value.y()))
                text = m.tooltip; // on a break-even: say so
        }
        const QPointF at = chart->mapToPosition(value, selfHost);
        probeDot->setRect(QRectF(at - QPointF(5, 5), QSizeF(10, 10)));
        probeDot->setVisible(true);
        probeLabel->setText(text);
        const QRectF plot = chart->plotArea();
        const QSizeF size = probeLabel->rect().size();
        QPointF topLeft(at.x() + 10.0, at.y() - 10.0 - size.height());
        if (topLeft.x() + size.width() > plot.right())
            topLeft.setX(at.x() - 10.0 - size.width());
        if (topLeft.y() < plot.top())
            topLeft.setY(at.y() + 10.0);
        topLeft.setX(std::max(topLeft.x(), plot.left()));
        probeLabel->setPos(topLeft - probeLabel->rect().topLeft());
        probeLabel->setVisible(true);
        probeActive = true;
        showTip(text, at);
    }

    void hideProbe()
    {
        probeDot->setVisible(false);
        probeLabel->setVisible(false);
        probeActive = false;
        showTip(QString(), {});
    }

    /// Spaces the ticks so that their labels fit the plot: a linear axis steps from the data's
    /// tick interval to coarser round ones (1, 2, 5, 10...), a log axis labels every decade, or
    /// every second, third or sixth one, over a wide range.
    void fitTicks()
    {
        if (fitting || !haveAxes)
            return;
        fitting = true;
        const QRectF plot = chart->plotArea();
        for (auto [axis, lo, hi, tick, horizontal] : { std::tuple { axisX, data.xMin, data.xMax, data.xTick, true },
                 std::tuple { axisY, data.yMin, data.yMax, data.yTick, false } }) {
            const double length = horizontal ? plot.width() : plot.height();
            const QFont font = axis->labelsFont();
            if (auto *log = qobject_cast<QLogValueAxis *>(axis); log && lo > 0.0 && hi > lo) {
                double chosen = 10.0;
                for (double base : { 10.0, 100.0, 1000.0, 1e6 }) {
                    chosen = base;
                    std::vector<double> ticks;
                    const double step = std::log10(base);
                    const double last = std::log10(hi) + 1e-9;
                    for (double e = std::ceil(std::log10(lo) / step - 1e-9); e * step <= last; e += 1.0)
                        ticks.push_back(std::pow(10.0, e * step));
                    if (length <= 0.0 || ticksFit(ticks, font, length, horizontal))
                        break;
                }
                if (log->base() != chosen) {
                    log->setBase(chosen);
                    log->setMinorTickCount(chosen == 10.0 ? -1 : 0);
                }
            } else if (auto *value = qobject_cast<QValueAxis *>(axis); value && tick > 0.0 && hi > lo) {
                // The range the axis really has (Qt may have refused the data's), and never more
                // than maxTicks labels over it.
                lo = value->min();
                hi = value->max();
                double step = std::max(tick, (hi - lo) / maxTicks);
                for (int k = 0; k < 40 && length > 0.0; ++k) {
                    std::vector<double> ticks;
                    for (double t = std::ceil(lo / step) * step; t <= hi + 1e-9 * step; t += step)
                        ticks.push_back(t);
                    if (ticksFit(ticks, font, length, horizontal))
                        break;
                    step = nextNiceStep(step);
                }
                value->setTickType(QValueAxis::TicksDynamic);
                value->setTickAnchor(0.0);
                if (value->tickInterval() != step)
                    value->setTickInterval(step);
            }
        }
        fitTitles(plot);
        fitting = false;
    }

    /// The legend's swatches told apart at a marker's size (as squares of one blue, the band and the
    /// cheaper region looked alike, and so did the self-hosted line and the operating point): the
    /// band a filled square edged as the band, the cheaper region its hatching, the lines as lines,
    /// the operating point as drawn. Set only when they differ: each set lays the legend out.
    void styleLegendMarkers()
    {
        const QColor accent = selfHostColor(q->palette());
        QColor fill = accent;
        fill.setAlpha(110);
        const auto style = [](QLegendMarker *m, const QBrush &brush, const QPen &pen) {
            if (m->brush() != brush)
                m->setBrush(brush);
            if (m->pen() != pen)
                m->setPen(pen);
        };
        const auto shape = [](QLegendMarker *m, QLegend::MarkerShape s) {
            if (m->shape() != s)
                m->setShape(s);
        };
        for (QLegendMarker *m : chart->legend()->markers(band))
            style(m, fill, QPen(accent, 1.0));
        for (QLegendMarker *m : chart->legend()->markers(shade))
            style(m, QBrush(accent, Qt::BDiagPattern), QPen(accent, 1.0));
        for (QLineSeries *line : { selfHost, capacity }) { // the capacity: a dotted line, not a black square
            for (QLegendMarker *m : chart->legend()->markers(line))
                shape(m, QLegend::MarkerShapeFromSeries);
        }
        for (QLineSeries *offer : legendOffers) {
            for (QLegendMarker *m : chart->legend()->markers(offer))
                shape(m, QLegend::MarkerShapeFromSeries);
        }
        // The operating point as drawn: a filled circle, or (not feasible) a hollow red square, whose
        // red edge the legend otherwise drops (a dark swatch on a dark legend).
        for (QLegendMarker *m : chart->legend()->markers(operating)) {
            shape(m, data.operatingFeasible ? QLegend::MarkerShapeCircle : QLegend::MarkerShapeRectangle);
            style(m, operating->brush(), operating->pen());
        }
    }

    /// Titles each axis with the longest of its title and the data's shorter forms that fits along it
    /// in \a plot (the y title runs up the plot's height); a title's length never moves the plot area.
    void fitTitles(const QRectF &plot)
    {
        fitAxisTitle(axisX, data.xTitle, data.xTitleShorter, plot.width());
        fitAxisTitle(axisY, data.yTitle, data.yTitleShorter, plot.height());
    }

    /// Marker boxes (pixels, chart coordinates): the break-evens in ChartData order, then the
    /// operating point when it is drawn.
    [[nodiscard]] std::vector<QRectF> markerBoxes() const
    {
        std::vector<QRectF> boxes;
        const auto add = [&](QPointF point, QScatterSeries *series) {
            const QPointF c = chart->mapToPosition(point, series);
            const double side = series->markerSize() + 2.0; // the border pen
            boxes.emplace_back(c - QPointF(side / 2.0, side / 2.0), QSizeF(side, side));
        };
        for (const ChartMarker &m : data.breakevens)
            add(m.point, breakevens);
        if (data.operatingPoint)
            add(data.operatingPoint->point, operating);
        return boxes;
    }

    /// Places the limit's label at the top of its line, then the operating point's, then the
    /// break-evens' from left to right (see layoutLabels() in labellayout.h).
    /// Puts the operating point's mark where its value lies in the plot.
    void placeOperatingMark()
    {
        operatingMark->setVisible(data.operatingPoint.has_value());
        if (data.operatingPoint)
            operatingMark->setPos(chart->mapToPosition(data.operatingPoint->point, operating));
    }

    void layoutLabels()
    {
        if (updating)
            return;
        placeOperatingMark();
        LabelScene scene;
        scene.bounds = chart->plotArea();
        scene.markers = markerBoxes();
        const auto addLine = [&](const std::vector<QPointF> &points, QAbstractSeries *series) {
            // Every line the charts draw is straight on its axes (the cost curve is a power law
            // on log-log axes), so its ends describe it.
            if (points.size() >= 2)
                scene.lines.emplace_back(
                    chart->mapToPosition(points.front(), series), chart->mapToPosition(points.back(), series));
        };
        addLine(data.selfHost.points, selfHost);
        for (const ChartLine &line : data.offers)
            addLine(line.points, selfHost);
        // The vertical reference lines (the limit, the capacity), each labelled at its top.
        const std::array<std::tuple<const std::optional<ChartLine> *, QLineSeries *, LabelItem *>, 2> verticals {
            { { &data.limit, limit, limitLabel }, { &data.capacity, capacity, capacityLabel } }
        };
        for (const auto &[line, series, label] : verticals) {
            if (*line)
                addLine((*line)->points, series);
        }

        std::vector<LabelRequest> requests;
        std::vector<LabelItem *> items;
        for (const auto &[line, series, label] : verticals) {
            if (!*line || (*line)->points.empty())
                continue;
            QPointF top = chart->mapToPosition((*line)->points.back(), series);
            top.setY(std::max(top.y(), scene.bounds.top()));
            requests.push_back({ label->rect().size(), -1, top });
            items.push_back(label);
        }
        if (data.operatingPoint) {
            requests.push_back({ operatingLabel->rect().size(), static_cast<int>(data.breakevens.size()), {} });
            items.push_back(operatingLabel);
        }
        // The break-evens with the offers the legend names, and those with no offer (a payback).
        std::vector<std::size_t> order;
        const auto named = static_cast<int>(legendOfferCount(data.offers.size()));
        for (std::size_t i = 0; i < std::min(data.breakevens.size(), markerLabels.size()); ++i) {
            if (data.breakevens[i].line < named)
                order.push_back(i);
            else
                markerLabels[i]->setVisible(false); // its marker's tooltip names it
        }
        std::sort(order.begin(), order.end(),
            [&](std::size_t a, std::size_t b) { return data.breakevens[a].point.x() < data.breakevens[b].point.x(); });
        for (std::size_t i : order) {
            requests.push_back({ markerLabels[i]->rect().size(), static_cast<int>(i), {} });
            items.push_back(markerLabels[i]);
        }

        // What each label asks: the box of its marker, or its anchor.
        const auto boxOf = [&](const LabelRequest &r) {
            return r.marker >= 0 ? scene.markers[static_cast<std::size_t>(r.marker)] : QRectF(r.anchor, QSizeF());
        };
        std::vector<std::optional<LabelPlacement>> previous(requests.size());
        if (steadyLabels) {
            for (std::size_t k = 0; k < requests.size() && k < keptLabels.size(); ++k) {
                const KeptLabel &kept = keptLabels[k];
                if (kept.item == items[k] && kept.size == requests[k].size && kept.box == boxOf(requests[k]))
                    previous[k] = kept.placed;
            }
        }
        const std::vector<LabelPlacement> placed = breakeven::layoutLabels(scene, requests, previous);
        keptLabels.clear();
        if (steadyLabels) {
            for (std::size_t k = 0; k < placed.size(); ++k)
                keptLabels.push_back({ items[k], requests[k].size, boxOf(requests[k]), placed[k] });
        }
        for (std::size_t k = 0; k < placed.size(); ++k) {
            LabelItem *label = items[k];
            const LabelRequest &r = requests[k];
            label->setPos(placed[k].rect.topLeft() - label->rect().topLeft());
            label->setVisible(placed[k].shown);
            label->setAnchor(r.marker >= 0 ? scene.markers[static_cast<std::size_t>(r.marker)].center() : r.anchor,
                r.marker, placed[k].leader);
        }
    }
};

ChartView::ChartView(const QString &title, DataFunction dataFunction, QWidget *parent)
    : ChartWidget(parent)
    , d(std::make_unique<Private>())
{
    d->q = this;
    d->dataFunction = dataFunction;
    d->chart = new QChart;
    d->chart->setTitle(title);
    d->chart->legend()->setAlignment(Qt::AlignBottom);
    d->chart->legend()->setShowToolTips(true);
    d->chart->setAnimationOptions(QChart::NoAnimation);
    d->chart->layout()->setContentsMargins(0, 0, 0, 0);
    d->chart->setMargins(QMargins(6, 6, 6, 6));
    d->chart->setLocale(format::locale());
    d->chart->setLocalizeNumbers(true);

    d->shadeLower = new QLineSeries;
    d->shadeUpper = new QLineSeries;
    d->shade = new QAreaSeries(d->shadeUpper, d->shadeLower);
    d->shadeLower->setParent(d->shade);
    d->shadeUpper->setParent(d->shade);
    d->bandLower = new QLineSeries;
    d->bandUpper = new QLineSeries;
    d->band = new QAreaSeries(d->bandUpper, d->bandLower);
    d->bandLower->setParent(d->band);
    d->bandUpper->setParent(d->band);
    d->bandMedian = new QLineSeries;
    d->selfHost = new QLineSeries;
    d->limit = new QLineSeries;
    d->capacity = new QLineSeries;
    d->breakevens = new QScatterSeries;
    d->breakevens->setName(tr("Break-even"));
    d->operating = new QScatterSeries;
    d->operating->setName(tr("Operating point"));
    for (QAbstractSeries *s : { static_cast<QAbstractSeries *>(d->band), static_cast<QAbstractSeries *>(d->bandMedian),
             static_cast<QAbstractSeries *>(d->shade), static_cast<QAbstractSeries *>(d->selfHost),
             static_cast<QAbstractSeries *>(d->limit), static_cast<QAbstractSeries *>(d->capacity),
             static_cast<QAbstractSeries *>(d->breakevens), static_cast<QAbstractSeries *>(d->operating) }) {
        d->chart->addSeries(s);
    }
    // Above the grid and the axes (Qt Charts' z 2 and 3), under every series (z 4): the self-hosted
    // line, the limits and the markers are drawn over the offers' lines.
    d->offerLines = new OfferLinesItem(d->chart);
    d->offerLines->setZValue(3.5);
    // Drawn once into a pixmap and copied from it while the lines stay (a throughput drag): a dashed,
    // antialiased line costs a rasterised piece per dash, and 100 offers' were a third of a step.
    d->offerLines->setCacheMode(QGraphicsItem::DeviceCoordinateCache);
    d->operatingMark = new QGraphicsPathItem(d->chart);
    d->operatingMark->setZValue(19); // above every series, below the labels
    d->operatingMark->setVisible(false);
    d->operatingLabel = new LabelItem(d->chart);
    d->limitLabel = new LabelItem(d->chart);
    d->capacityLabel = new LabelItem(d->chart);

    d->probeLabel = new LabelItem(d->chart);
    d->probeLabel->setZValue(30);
    d->probeLabel->setVisible(false);
    d->probeDot = new QGraphicsEllipseItem(d->chart);
    d->probeDot->setZValue(29);
    d->probeDot->setVisible(false);
    connect(d->chart, &QChart::plotAreaChanged, this, [this] {
        d->fitTicks();
        d->drawOffers();
        d->layoutLabels();
    });

    d->view = new QChartView(d->chart, this);
    d->view->setRenderHint(QPainter::Antialiasing);
    d->view->setFrameShape(QFrame::NoFrame);
    d->view->setFocusPolicy(Qt::NoFocus);
    // A step of a drag moves items all over the plot (the operating point, the labels, the
    // current-volume line): repainting their bounding rectangle clips each fill to one rectangle,
    // where the minimal region of many rectangles made the raster engine intersect spans for
    // every fill (a fifth of a step's time in BM_SliderToRepaint).
    d->view->setViewportUpdateMode(QGraphicsView::BoundingRectViewportUpdate);
    // Hover: the chart's own hit test (markers, lines, limit) on every mouse move.
    d->view->viewport()->setMouseTracking(true);
    d->view->viewport()->installEventFilter(this);
    // The chart takes keyboard focus (Tab, or a click on it) so that Edit > Copy Chart and
    // File > Export know which chart is meant; a thin margin leaves room for the focus frame.
    setFocusPolicy(Qt::StrongFocus);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(focusFrameWidth, focusFrameWidth, focusFrameWidth, focusFrameWidth);
    layout->addWidget(d->view, 1);
    d->strip = new LegendStrip(this);
    d->strip->setObjectName(QStringLiteral("legendBelow"));
    d->strip->hide();
    layout->addWidget(d->strip);
    setAccessibleName(title);
    setMinimumSize(320, 240);
    d->applyStyle();
}

ChartView::~ChartView() = default;

namespace {

/// The widest span the axes accept: beyond it Qt Charts' log axis recurses without end and
/// tick loops never finish, and no reader can tell such numbers apart anyway.
constexpr double axisLimit = 1e15;
constexpr double logAxisFloor = 1e-12;

/// Keeps \a lo..\a hi finite, ordered and inside what an axis can draw (positive on a log axis),
/// and wide enough that a tick step is not lost in the rounding of the numbers it steps over.
void boundRange(double &lo, double &hi, bool log)
{
    const double floor = log ? logAxisFloor : -axisLimit;
    if (!std::isfinite(lo) || lo < floor)
        lo = log ? logAxisFloor : (std::isfinite(lo) ? floor : 0.0);
    if (!std::isfinite(hi) || hi > axisLimit)
        hi = axisLimit;
    lo = std::min(lo, axisLimit);
    if (!(hi > lo))
        hi = log ? std::min(axisLimit, lo * 10.0) : lo + 1.0;
    if (!(hi > lo))
        lo = log ? hi / 10.0 : hi - 1.0;
    if (!log) {
        // At least 1e-9 of the numbers' size, and at least 1e-9: Qt Charts ignores a narrower
        // range (it takes it for zero) and kept 0..1 with a tick interval meant for 1e-14.
        const double span = std::max({ std::abs(lo), std::abs(hi), 1.0 }) * 1e-9;
        if (hi - lo < span)
            hi = lo + span;
    }
}

/// \a tick if it gives at most maxTicks ticks over \a lo..\a hi, else a round interval giving
/// about five.
double boundedTick(double lo, double hi, double tick)
{
    const double range = hi - lo;
    if (tick > 0.0 && std::isfinite(tick) && range / tick <= maxTicks)
        return tick;
    const double raw = range / 5.0;
    const double mag = std::pow(10.0, std::floor(std::log10(raw)));
    const double norm = raw / mag;
    const double nice = (norm < 1.5 ? 1.0 : norm < 3.0 ? 2.0 : norm < 7.0 ? 5.0 : 10.0) * mag;
    return std::isfinite(nice) && nice > 0.0 && range / nice <= maxTicks ? nice : range / 5.0;
}

/// \a points without those an axis cannot draw (non-finite, or not positive on a log axis),
/// the others held inside the axis limits.
std::vector<QPointF> drawable(const std::vector<QPointF> &points, bool logX, bool logY)
{
    std::vector<QPointF> out;
    out.reserve(points.size());
    const auto bound = [](double v, bool log) { return std::clamp(v, log ? logAxisFloor : -axisLimit, axisLimit); };
    for (const QPointF &p : points) {
        if (!std::isfinite(p.x()) || !std::isfinite(p.y()) || (logX && p.x() <= 0.0) || (logY && p.y() <= 0.0))
            continue;
        out.emplace_back(bound(p.x(), logX), bound(p.y(), logY));
    }
    return out;
}

/// \a data made safe to draw whatever the scenario: extreme but valid presets (1e-300 tok/s,
/// a GPU at 1e306 per hour) must give a chart, not a crash or a hang.
ChartData drawableData(ChartData data)
{
    boundRange(data.xMin, data.xMax, data.logX);
    boundRange(data.yMin, data.yMax, data.logY);
    const auto fix = [&](std::vector<QPointF> &points) { points = drawable(points, data.logX, data.logY); };
    fix(data.selfHost.points);
    for (ChartLine &line : data.offers)
        fix(line.points);
    fix(data.shadeLower);
    fix(data.shadeUpper);
    if (data.shadeLower.size() != data.shadeUpper.size()) {
        data.shadeLower.clear();
        data.shadeUpper.clear();
    }
    fix(data.bandLower);
    fix(data.bandUpper);
    fix(data.bandMedian);
    if (data.bandLower.size() != data.bandUpper.size()) {
        data.bandLower.clear();
        data.bandUpper.clear();
        data.bandMedian.clear();
    }
    if (data.limit)
        fix(data.limit->points);
    if (data.capacity)
        fix(data.capacity->points);
    std::erase_if(
        data.breakevens, [&](const ChartMarker &m) { return drawable({ m.point }, data.logX, data.logY).empty(); });
    if (data.operatingPoint && drawable({ data.operatingPoint->point }, data.logX, data.logY).empty())
        data.operatingPoint.reset();
    // Linear axes always get a bounded tick interval (never Qt's stale one from other data).
    data.xTick = data.logX ? 0.0 : boundedTick(data.xMin, data.xMax, data.xTick);
    data.yTick = data.logY ? 0.0 : boundedTick(data.yMin, data.yMax, data.yTick);
    return data;
}

} // namespace

void ChartView::setData(const ChartData &unsafe)
{
    const ChartData data = drawableData(unsafe);
    // An offer's line whose label and colour are those it had keeps its name and pen (a throughput drag
    // changes neither; with 100 offers, setting them again took a tenth of setData()).
    std::vector<bool> sameLook(data.offers.size(), false);
    for (std::size_t i = 0; i < data.offers.size() && i < d->data.offers.size() && i < d->legendOffers.size(); ++i)
        sameLook[i] = data.offers[i].label == d->data.offers[i].label
            && data.offers[i].colorIndex == d->data.offers[i].colorIndex;
    d->data = data;
    d->updating = true;
    if (!d->haveAxes || d->logX != data.logX || d->logY != data.logY)
        d->makeAxes(data.logX, data.logY);
    // Qt Charts renders names and titles as HTML: preset strings (offer names, the GPU, currency
    // codes) are escaped so they show as written and never load an image or lay out a table.
    // Titled by fitTicks(), in the longest form that fits the plot (fitTitles()).
    for (auto [axis, lo, hi] :
        { std::tuple { d->axisX, data.xMin, data.xMax }, std::tuple { d->axisY, data.yMin, data.yMax } }) {
        // The old tick interval over the new range could ask for countless labels before
        // fitTicks() sets the new one: count ticks for the moment.
        auto *value = qobject_cast<QValueAxis *>(axis);
        if (value && value->tickType() == QValueAxis::TicksDynamic && (hi - lo) / value->tickInterval() > maxTicks)
            value->setTickType(QValueAxis::TicksFixed);
        axis->setRange(lo, hi);
    }
    d->fitTicks();

    d->selfHost->setName(plaintext::forChart(data.selfHost.label));
    replacePoints(d->selfHost, data.selfHost.points);

    d->syncOfferSeries();
    for (std::size_t i = 0; i < d->legendOffers.size(); ++i) {
        if (!sameLook[i]) { // (a change of palette restyles every line: applyStyle())
            d->legendOffers[i]->setName(plaintext::forChart(data.offers[i].label));
            d->legendOffers[i]->setPen(d->offerPen(data.offers[i].colorIndex));
        }
    }
    d->drawOffers();

    QList<QPointF> markers;
    markers.reserve(static_cast<qsizetype>(data.breakevens.size()));
    for (const ChartMarker &m : data.breakevens)
        markers.append(m.point);
    replacePoints(d->breakevens, markers);
    d->breakevens->setVisible(!markers.isEmpty());

    d->operating->setVisible(data.operatingPoint.has_value());
    d->styleOperating();
    d->operatingLabel->setVisible(data.operatingPoint.has_value());
    if (data.operatingPoint)
        d->operatingLabel->setText(data.operatingPoint->label);

    for (auto [line, series, label] : { std::tuple { &data.limit, d->limit, d->limitLabel },
             std::tuple { &data.capacity, d->capacity, d->capacityLabel } }) {
        series->setName(*line ? plaintext::forChart((*line)->label) : QString());
        replacePoints(series, *line ? (*line)->points : std::vector<QPointF> {});
        series->setVisible(line->has_value());
        label->setVisible(line->has_value());
        if (*line)
            label->setText((*line)->label);
    }

    replacePoints(d->shadeLower, data.shadeLower);
    replacePoints(d->shadeUpper, data.shadeUpper);
    d->shade->setName(plaintext::forChart(data.shadeLabel));
    d->shade->setVisible(!data.shadeLower.empty());
    replacePoints(d->bandLower, data.bandLower);
    replacePoints(d->bandUpper, data.bandUpper);
    d->band->setName(plaintext::forChart(data.bandLabel));
    d->band->setVisible(!data.bandLower.empty());
    replacePoints(d->bandMedian, data.bandMedian);
    d->bandMedian->setVisible(!data.bandMedian.empty());

    const QPalette pal = palette();
    QColor labelBackground = pal.color(QPalette::Base);
    labelBackground.setAlpha(215);
    while (d->markerLabels.size() > data.breakevens.size()) {
        delete d->markerLabels.back();
        d->markerLabels.pop_back();
    }
    while (d->markerLabels.size() < data.breakevens.size()) {
        auto *l = new LabelItem(d->chart);
        l->setColors(pal.color(QPalette::Text), labelBackground);
        l->setFont(font());
        d->markerLabels.push_back(l);
    }
    for (std::size_t i = 0; i < data.breakevens.size(); ++i)
        d->markerLabels[i]->setText(data.breakevens[i].label);

    // Legend: only what explains the picture, and at most maxLegendOffers offers, the last of
    // which says how many more there are.
    const std::size_t shownOffers = legendOfferCount(data.offers.size());
    for (QLegendMarker *m : d->chart->legend()->markers()) {
        QAbstractSeries *s = m->series();
        const auto offer = std::find(d->legendOffers.begin(), d->legendOffers.end(), s);
        const auto index = static_cast<std::size_t>(offer - d->legendOffers.begin());
        m->setVisible(s->isVisible() && s != d->limit && !s->name().isEmpty());
        if (offer != d->legendOffers.end() && index == shownOffers) {
            const QString more = plaintext::forChart(moreOffersText(data.offers.size() - shownOffers));
            if (m->label() != more)
                m->setLabel(more);
        }
    }
    d->styleLegendMarkers();
    d->updating = false;
    d->layoutLabels();
    if (d->legendBelow)
        d->applyLegend();
    if (d->probeActive)
        d->showProbe();
}

void ChartView::setLegendAlignment(Qt::Alignment alignment) { d->chart->legend()->setAlignment(alignment); }

void ChartView::renderChart(QPainter *painter, const QRectF &target)
{
    // An export draws the offers' lines themselves (vectors in a PDF or SVG), not the window's pixmap.
    d->offerLines->setCacheMode(QGraphicsItem::NoCache);
    d->view->scene()->render(painter, target, QRectF(QPointF(0, 0), QSizeF(d->view->viewport()->size())));
    d->offerLines->setCacheMode(QGraphicsItem::DeviceCoordinateCache);
}

void ChartView::layoutNow()
{
    // Each step below would otherwise wait for a posted LayoutRequest or resize event.
    if (layout())
        layout()->activate();
    const QSize viewport = d->view->viewport()->size();
    d->view->setSceneRect(QRectF(QPointF(0, 0), QSizeF(viewport)));
    d->chart->setGeometry(QRectF(QPointF(0, 0), QSizeF(viewport)));
    d->chart->layout()->activate();
}

void ChartView::setLegendVisible(bool visible)
{
    d->legendWanted = visible;
    d->applyLegend();
}

void ChartView::setLegendBelow(bool below)
{
    if (below == d->legendBelow)
        return;
    d->legendBelow = below;
    d->applyLegend();
}

bool ChartView::legendBelow() const { return d->legendBelow; }

void ChartView::setSteadyLabels(bool on)
{
    if (on == d->steadyLabels)
        return;
    d->steadyLabels = on;
    if (!on)
        d->layoutLabels(); // afresh: kept spots may no longer be the best
}

QStringList ChartView::legendBelowLabels() const
{
    QStringList labels;
    if (d->strip->isVisibleTo(this)) {
        for (const LegendEntry &e : d->strip->entries())
            labels << e.text;
    }
    return labels;
}

const ChartData &ChartView::data() const { return d->data; }

void ChartView::setInput(const ChartInput &input) { setData(d->dataFunction(input)); }

std::unique_ptr<ChartWidget> ChartView::create(const char *title, DataFunction dataFunction)
{
    return std::make_unique<ChartView>(QCoreApplication::translate("ChartExport", title), dataFunction);
}

std::vector<LegendEntry> ChartView::legendEntries(const QPalette &palette) const
{
    return breakeven::legendEntries(d->data, palette);
}

QList<QPointF> ChartView::seriesPoints(Series series, int index) const
{
    switch (series) {
    case Series::SelfHost:
        return d->selfHost->points();
    case Series::Offer:
        return index >= 0 && static_cast<std::size_t>(index) < d->data.offers.size()
            ? toList(d->data.offers[static_cast<std::size_t>(index)].points)
            : QList<QPointF> {};
    case Series::Breakevens:
        return d->breakevens->points();
    case Series::OperatingPoint: // drawn as an item of its own (Private::operatingMark)
        return d->data.operatingPoint ? QList<QPointF> { d->data.operatingPoint->point } : QList<QPointF> {};
    case Series::Limit:
        return d->limit->points();
    case Series::ShadeLower:
        return d->shadeLower->points();
    case Series::ShadeUpper:
        return d->shadeUpper->points();
    case Series::BandLower:
        return d->bandLower->points();
    case Series::BandUpper:
        return d->bandUpper->points();
    case Series::BandMedian:
        return d->bandMedian->points();
    }
    return {};
}

QStringList ChartView::markerLabels() const
{
    QStringList labels;
    for (const LabelItem *l : d->markerLabels)
        labels << l->text();
    return labels;
}

QStringList ChartView::axisLabels() const
{
    // Qt Charts draws tick labels as text items in the chart's scene; titles are excluded.
    QStringList labels;
    for (const QGraphicsItem *item : d->view->scene()->items()) {
        const auto *text = dynamic_cast<const QGraphicsTextItem *>(item);
        if (!text || !text->isVisible())
            continue;
        const QString t = text->toPlainText();
        if (t != d->chart->title() && t != d->data.xTitle && t != d->data.yTitle && !d->data.xTitleShorter.contains(t)
            && !d->data.yTitleShorter.contains(t))
            labels << t;
    }
    return labels;
}

QList<QRectF> ChartView::markerLabelRects() const
{
    QList<QRectF> rects;
    for (const LabelItem *l : d->markerLabels)
        rects << l->mapRectToParent(l->rect());
    return rects;
}

std::vector<ChartView::DrawnLabel> ChartView::drawnLabels() const
{
    std::vector<DrawnLabel> out;
    std::vector<const LabelItem *> items { d->limitLabel, d->capacityLabel, d->operatingLabel };
    items.insert(items.end(), d->markerLabels.begin(), d->markerLabels.end());
    for (const LabelItem *l : items) {
        if (l->isVisible())
            out.push_back({ l->text(), l->mapRectToParent(l->rect()), l->anchor(), l->marker(), l->hasLeader() });
    }
    return out;
}

std::vector<QRectF> ChartView::drawnMarkers() const { return d->markerBoxes(); }

QStringList ChartView::legendLabels() const
{
    QStringList labels;
    for (const QLegendMarker *m : d->chart->legend()->markers()) {
        if (m->isVisible())
            labels << m->label();
    }
    return labels;
}

QRectF ChartView::plotArea() const { return d->chart->plotArea(); }

std::vector<std::pair<QPolygonF, QColor>> ChartView::drawnOfferLines() const
{
    std::vector<std::pair<QPolygonF, QColor>> lines;
    for (const OfferLinesItem::Line &line : d->offerLines->lines())
        lines.emplace_back(line.points, line.pen.color());
    return lines;
}

void ChartView::paintEvent(QPaintEvent *event)
{
    QWidget::paintEvent(event);
    if (!hasFocus())
        return;
    QPainter p(this);
    const qreal w = focusFrameWidth;
    p.setPen(QPen(palette().color(QPalette::Highlight), w));
    p.drawRect(QRectF(rect()).adjusted(w / 2, w / 2, -w / 2, -w / 2));
}

QString ChartView::toolTipText() const { return d->probeText; }

QPointF ChartView::mapToPosition(QPointF value) const { return d->chart->mapToPosition(value, d->selfHost); }

QPoint ChartView::mapToWidget(QPointF pos) const
{
    return d->view->viewport()->mapTo(this, d->view->mapFromScene(d->chart->mapToScene(pos)));
}

bool ChartView::eventFilter(QObject *watched, QEvent *event)
{
    // The hover tip below is not a graphics item's tooltip. Left alone, Qt's own tooltip pass
    // hides it about a second after the pointer rests in the active window: QApplication sends
    // QEvent::ToolTip 700 ms after the last move, QGraphicsView hands it to the scene, whose items
    // have no toolTip(), and QGraphicsScene::helpEvent() calls QToolTip::showText() with an empty
    // text (issue #33, item 4; also the keyboard probe's tip while the pointer rests here).
    // While the hover or probe tip shows, that pass is taken here: the tip stays. Elsewhere it goes on to
    // the scene, where a legend entry cut short shows its whole name.
    if (watched == d->view->viewport() && event->type() == QEvent::ToolTip && !d->probeText.isEmpty())
        return true;
    if (watched == d->view->viewport() && !d->probeActive) {
        if (event->type() == QEvent::MouseMove) {
            const auto *move = static_cast<QMouseEvent *>(event);
            const QPointF pos = d->chart->mapFromScene(d->view->mapToScene(move->position().toPoint()));
            const QString text = d->textAt(pos);
            if (text != d->probeText || !text.isEmpty())
                d->showTip(text, pos);
        } else if (event->type() == QEvent::Leave) {
            d->showTip(QString(), {});
        }
    }
    return QWidget::eventFilter(watched, event);
}

void ChartView::keyPressEvent(QKeyEvent *event)
{
    const ChartData &data = d->data;
    const int lines = 1 + static_cast<int>(data.offers.size());
    const double logStep = std::pow(10.0, 1.0 / 20.0); // 20 steps a decade
    const double linearStep = (data.xMax - data.xMin) / 50.0;
    const int key = event->key();
    const bool probeKey = key == Qt::Key_Left || key == Qt::Key_Right || key == Qt::Key_Up || key == Qt::Key_Down
        || key == Qt::Key_Home || key == Qt::Key_End || key == Qt::Key_PageUp || key == Qt::Key_PageDown;
    if (!d->probeActive) {
        if (!probeKey) {
            QWidget::keyPressEvent(event);
            return;
        }
        // The first key shows the probe at the operating point, on the self-hosted line.
        d->probeLine = 0;
        d->probeX = data.operatingPoint
            ? data.operatingPoint->point.x()
            : (data.logX ? std::sqrt(data.xMin * data.xMax) : (data.xMin + data.xMax) / 2.0);
        d->showProbe();
        event->accept();
        return;
    }
    std::vector<double> marks;
    for (const ChartMarker &m : data.breakevens)
        marks.push_back(m.point.x());
    std::sort(marks.begin(), marks.end());
    switch (key) {
    case Qt::Key_Left:
    case Qt::Key_Right: {
        const int direction = key == Qt::Key_Right ? 1 : -1;
        d->probeX = data.logX ? d->probeX * std::pow(logStep, direction) : d->probeX + direction * linearStep;
        break;
    }
    case Qt::Key_Up:
        d->probeLine = (d->probeLine + 1) % lines;
        break;
    case Qt::Key_Down:
        d->probeLine = (d->probeLine + lines - 1) % lines;
        break;
    case Qt::Key_Home:
        d->probeX = data.xMin;
        break;
    case Qt::Key_End:
        d->probeX = data.xMax;
        break;
    case Qt::Key_PageDown:
    case Qt::Key_PageUp: {
        // The next (previous) break-even, on its offer's line.
        const bool next = key == Qt::Key_PageDown;
        const auto it = next ? std::upper_bound(marks.begin(), marks.end(), d->probeX * (1.0 + 1e-9))
                             : std::lower_bound(marks.begin(), marks.end(), d->probeX * (1.0 - 1e-9));
        if (next ? it == marks.end() : it == marks.begin())
            break;
        const double x = next ? *it : *std::prev(it);
        d->probeX = x;
        for (const ChartMarker &m : data.breakevens) {
            if (m.point.x() != x)
                continue;
            for (std::size_t g = 0; g < data.offers.size(); ++g) {
                if (d->data.logX && !data.offers[g].points.empty() && data.offers[g].points.front().y() == m.point.y())
                    d->probeLine = static_cast<int>(g) + 1; // the cost chart: the offer's price line
            }
            if (!d->data.logX)
                d->probeLine = 0; // the volume chart: break-evens sit on the self-hosted line
        }
        break;
    }
    case Qt::Key_Escape:
        d->hideProbe();
        event->accept();
        return;
    default:
        QWidget::keyPressEvent(event);
        return;
    }
    d->showProbe();
    event->accept();
}

void ChartView::focusInEvent(QFocusEvent *event)
{
    QWidget::focusInEvent(event);
    update();
}

void ChartView::focusOutEvent(QFocusEvent *event)
{
    QWidget::focusOutEvent(event);
    if (d->probeActive)
        d->hideProbe();
    update();
}

void ChartView::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::PaletteChange || event->type() == QEvent::FontChange) {
        d->applyStyle();
        d->applyLegend();
        d->layoutLabels();
    }
}

CostChart::CostChart(QWidget *parent)
    : ChartView(chartTitle(ChartKind::Cost), costChartData, parent)
{
    setObjectName(QStringLiteral("costChart"));
    setAccessibleDescription(tr("Log-log chart of the self-hosted cost per output Mtok against sustained "
                                "throughput, with one line per API offer, the break-even throughputs and "
                                "the operating point"));
    setLegendAlignment(Qt::AlignRight);
}

VolumeChart::VolumeChart(QWidget *parent)
    : ChartView(chartTitle(ChartKind::Volume), volumeChartData, parent)
{
    setObjectName(QStringLiteral("volumeChart"));
    setAccessibleDescription(tr("Chart of the monthly self-hosted cost and each API offer's monthly bill "
                                "against monthly output tokens, with the break-even volumes and the "
                                "current volume"));
    setLegendVisible(false); // same lines and colours as the cost chart's legend
}

} // namespace breakeven
