#include "chartview.h"

#include "formatting.h"

#include <QAreaSeries>
#include <QBrush>
#include <QChart>
#include <QChartView>
#include <QCursor>
#include <QEvent>
#include <QFocusEvent>
#include <QFontMetricsF>
#include <QGraphicsLayout>
#include <QGraphicsLineItem>
#include <QGraphicsRectItem>
#include <QGraphicsScene>
#include <QGraphicsSimpleTextItem>
#include <QGraphicsTextItem>
#include <QLegendMarker>
#include <QLineSeries>
#include <QLogValueAxis>
#include <QPainter>
#include <QPen>
#include <QScatterSeries>
#include <QToolTip>
#include <QVBoxLayout>
#include <QValueAxis>

#include <algorithm>
#include <cmath>
#include <tuple>

namespace breakeven {

namespace {

/// Significant digits of axis labels: plain digits up to 10^15 ("1,000,000,000,000"), and no
/// last-digit noise from the sums that place linear ticks (0.30000000000000004 shows "0.3").
constexpr int axisLabelPrecision = 15;

/// A label with a translucent background drawn in the chart's scene.
class LabelItem : public QGraphicsRectItem {
public:
    explicit LabelItem(QGraphicsItem *parent)
        : QGraphicsRectItem(parent)
        , m_text(new QGraphicsSimpleTextItem(this))
        , m_leader(new QGraphicsLineItem(this))
    {
        setPen(Qt::NoPen);
        setZValue(20);
        m_leader->setFlag(QGraphicsItem::ItemStacksBehindParent);
        m_leader->setVisible(false);
    }
    /// A thin line from the label to \a anchor (in the parent's coordinates) when the label had
    /// to move away from the point it names; hidden when the label sits next to it.
    [[nodiscard]] bool hasLeader() const { return m_leader->isVisible(); }
    void setAnchor(QPointF anchor, double nearEnough)
    {
        const QRectF r = mapRectToParent(rect());
        const QPointF nearest(std::clamp(anchor.x(), r.left(), r.right()), std::clamp(anchor.y(), r.top(), r.bottom()));
        const QPointF d = nearest - anchor;
        const bool far = std::hypot(d.x(), d.y()) > nearEnough;
        m_leader->setVisible(far);
        if (far)
            m_leader->setLine(QLineF(mapFromParent(anchor), mapFromParent(nearest)));
    }
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
};

QList<QPointF> toList(const std::vector<QPointF> &points) { return QList<QPointF>(points.begin(), points.end()); }

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

struct ChartView::Private {
    ChartView *q = nullptr;
    QChartView *view = nullptr;
    QChart *chart = nullptr;
    QAbstractAxis *axisX = nullptr;
    QAbstractAxis *axisY = nullptr;
    bool haveAxes = false;
    bool logX = false;
    bool logY = false;

    QLineSeries *bandLow = nullptr;
    QLineSeries *bandHigh = nullptr;
    QAreaSeries *band = nullptr;
    QLineSeries *shadeLower = nullptr;
    QLineSeries *shadeUpper = nullptr;
    QAreaSeries *shade = nullptr;
    QLineSeries *selfHost = nullptr;
    std::vector<QLineSeries *> offers;
    QLineSeries *limit = nullptr;
    QScatterSeries *breakevens = nullptr;
    QScatterSeries *operating = nullptr;

    std::vector<LabelItem *> markerLabels;
    LabelItem *operatingLabel = nullptr;
    LabelItem *limitLabel = nullptr;

    ChartData data;
    bool updating = false; ///< inside setData: the labels are laid out once at its end
    bool fitting = false;  ///< inside fitTicks (which may change the plot area)

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
        QPen border(feasible ? pal.color(QPalette::Text) : QColor(0xc0, 0x39, 0x2b), feasible ? 1.0 : 3.0);
        operating->setPen(border);
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

        const QColor accent = pal.color(QPalette::Highlight);
        QPen selfPen(accent, 3.0);
        selfHost->setPen(selfPen);
        for (std::size_t i = 0; i < offers.size(); ++i)
            styleOffer(offers[i], i < data.offers.size() ? data.offers[i].colorIndex : static_cast<int>(i));
        QColor shadeColor = accent;
        shadeColor.setAlpha(55);
        shade->setBrush(shadeColor);
        shade->setPen(Qt::NoPen);
        QColor bandColor = accent;
        bandColor.setAlpha(35);
        band->setBrush(bandColor);
        band->setPen(Qt::NoPen);
        QPen limitPen(pal.color(QPalette::Text), 1.5, Qt::DashDotLine);
        limit->setPen(limitPen);
        breakevens->setMarkerShape(QScatterSeries::MarkerShapeRectangle);
        breakevens->setMarkerSize(11.0);
        breakevens->setColor(pal.color(QPalette::Text));
        breakevens->setBorderColor(pal.color(QPalette::Base));
        styleOperating();

        QColor labelBackground = pal.color(QPalette::Base);
        labelBackground.setAlpha(215);
        for (LabelItem *l : markerLabels) {
            l->setColors(pal.color(QPalette::Text), labelBackground);
            l->setFont(q->font());
        }
        for (LabelItem *l : { operatingLabel, limitLabel }) {
            l->setColors(pal.color(QPalette::Text), labelBackground);
            l->setFont(q->font());
        }
        applyAxisStyle();
    }

    static void styleOffer(QLineSeries *s, int colorIndex)
    {
        QPen pen(seriesColor(colorIndex), 2.0, Qt::DashLine);
        s->setPen(pen);
    }

    void syncOfferSeries()
    {
        while (offers.size() > data.offers.size()) {
            QLineSeries *s = offers.back();
            offers.pop_back();
            chart->removeSeries(s);
            delete s;
        }
        const bool added = offers.size() < data.offers.size();
        while (offers.size() < data.offers.size()) {
            auto *s = new QLineSeries;
            attach(s);
            connectHover(s, [this, s](QPointF p) {
                const auto it = std::find(offers.begin(), offers.end(), s);
                if (it == offers.end())
                    return QString();
                const ChartLine &line = data.offers[static_cast<std::size_t>(it - offers.begin())];
                return lineTip(line, p);
            });
            offers.push_back(s);
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

    template <typename F> void connectHover(QXYSeries *series, F tip)
    {
        QObject::connect(series, &QXYSeries::hovered, q, [tip](const QPointF &p, bool state) {
            if (state)
                QToolTip::showText(QCursor::pos(), tip(p));
            else
                QToolTip::hideText();
        });
    }

    QString markerTip(QPointF p) const
    {
        const ChartMarker *best = nullptr;
        double bestDistance = 0.0;
        for (const ChartMarker &m : data.breakevens) {
            const double dist = std::abs(m.point.x() - p.x()) / std::max(1e-12, std::abs(m.point.x()))
                + std::abs(m.point.y() - p.y()) / std::max(1e-12, std::abs(m.point.y()));
            if (!best || dist < bestDistance) {
                best = &m;
                bestDistance = dist;
            }
        }
        return best ? best->tooltip : QString();
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
                double step = tick;
                for (int k = 0; k < 12 && length > 0.0; ++k) {
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
        fitting = false;
    }

    /// Places the labels beside their points, moving a label up or down until it overlaps no
    /// label placed before it, and keeping it inside the plot area.
    void layoutLabels()
    {
        if (updating)
            return;
        const QRectF plot = chart->plotArea();
        std::vector<QRectF> placed;
        const auto place = [&](LabelItem *label, QPointF point, QAbstractSeries *series, bool preferBelow) {
            const QPointF pos = chart->mapToPosition(point, series);
            const QSizeF size = label->rect().size();
            const double gap = 7.0;
            double x = pos.x() + gap;
            if (x + size.width() > plot.right())
                x = pos.x() - gap - size.width();
            x = std::max(x, plot.left());
            const double step = size.height() + 2.0;
            const double above = pos.y() - gap - size.height();
            const double below = pos.y() + gap;
            QRectF chosen;
            bool found = false;
            for (int k = 0; k < 24 && !found; ++k) {
                const bool down = (k % 2 == 0) == preferBelow;
                const double y = down ? below + (k / 2) * step : above - (k / 2) * step;
                QRectF r(QPointF(x, y), size);
                if (r.top() < plot.top() || r.bottom() > plot.bottom())
                    continue;
                if (std::none_of(placed.begin(), placed.end(), [&](const QRectF &o) { return o.intersects(r); })) {
                    chosen = r;
                    found = true;
                }
            }
            if (!found)
                chosen = QRectF(QPointF(x, std::clamp(above, plot.top(), plot.bottom() - size.height())), size);
            label->setPos(chosen.topLeft() - label->rect().topLeft());
            label->setAnchor(pos, gap + 6.0);
            placed.push_back(chosen);
        };

        if (limitLabel->isVisible() && data.limit) {
            const QPointF top = chart->mapToPosition(data.limit->points.back(), limit);
            const QSizeF size = limitLabel->rect().size();
            double x = top.x() - size.width() - 4.0;
            if (x < plot.left())
                x = top.x() + 4.0;
            const QRectF r(QPointF(x, plot.top() + 2.0), size);
            limitLabel->setPos(r.topLeft() - limitLabel->rect().topLeft());
            placed.push_back(r);
        }
        if (operatingLabel->isVisible() && data.operatingPoint)
            place(operatingLabel, data.operatingPoint->point, operating, true);

        std::vector<std::size_t> order(data.breakevens.size());
        for (std::size_t i = 0; i < order.size(); ++i)
            order[i] = i;
        std::sort(order.begin(), order.end(),
            [&](std::size_t a, std::size_t b) { return data.breakevens[a].point.x() < data.breakevens[b].point.x(); });
        const std::vector<QRectF> fixed = placed;
        bool crowded = false;
        for (std::size_t i : order) {
            if (i >= markerLabels.size())
                continue;
            place(markerLabels[i], data.breakevens[i].point, breakevens, false);
            crowded = crowded || markerLabels[i]->hasLeader();
        }
        if (crowded)
            stackBreakevenLabels(order, fixed);
    }

    /// Break-even markers too close for their labels: the labels go in a column below and left
    /// of the first marker, in the markers' order, each with a leader line to its marker. The
    /// cost curve falls to the right, so that corner of the plot is free and the leaders do
    /// not cross.
    void stackBreakevenLabels(const std::vector<std::size_t> &order, const std::vector<QRectF> &fixed)
    {
        const QRectF plot = chart->plotArea();
        std::vector<QPointF> anchors;
        double width = 0.0;
        double height = 0.0;
        for (std::size_t i : order) {
            if (i >= markerLabels.size())
                continue;
            anchors.push_back(chart->mapToPosition(data.breakevens[i].point, breakevens));
            width = std::max(width, markerLabels[i]->rect().width());
            height = std::max(height, markerLabels[i]->rect().height());
        }
        if (anchors.empty())
            return;
        const double step = height + 3.0;
        const double right = std::max(plot.left() + width, anchors.front().x() - 14.0);
        double top = std::min(anchors.front().y() + 16.0, plot.bottom() - step * static_cast<double>(anchors.size()));
        top = std::max(top, plot.top());
        std::size_t k = 0;
        double y = top;
        for (std::size_t i : order) {
            if (i >= markerLabels.size())
                continue;
            LabelItem *label = markerLabels[i];
            QRectF r(QPointF(right - label->rect().width(), y), label->rect().size());
            // Keep clear of the operating point's and the limit's labels; the labels after this
            // one follow it down.
            for (const QRectF &o : fixed) {
                if (o.intersects(r))
                    r.moveTop(o.bottom() + 2.0);
            }
            label->setPos(r.topLeft() - label->rect().topLeft());
            label->setAnchor(anchors[k], 0.0);
            y = r.top() + step;
            ++k;
        }
    }
};

ChartView::ChartView(const QString &title, QWidget *parent)
    : QWidget(parent)
    , d(std::make_unique<Private>())
{
    d->q = this;
    d->chart = new QChart;
    d->chart->setTitle(title);
    d->chart->legend()->setAlignment(Qt::AlignBottom);
    d->chart->legend()->setShowToolTips(true);
    d->chart->setAnimationOptions(QChart::NoAnimation);
    d->chart->layout()->setContentsMargins(0, 0, 0, 0);
    d->chart->setMargins(QMargins(6, 6, 6, 6));
    d->chart->setLocale(format::locale());
    d->chart->setLocalizeNumbers(true);

    d->bandLow = new QLineSeries;
    d->bandHigh = new QLineSeries;
    d->band = new QAreaSeries(d->bandHigh, d->bandLow);
    d->bandLow->setParent(d->band);
    d->bandHigh->setParent(d->band);
    d->band->setName(tr("Uncertainty band"));
    d->shadeLower = new QLineSeries;
    d->shadeUpper = new QLineSeries;
    d->shade = new QAreaSeries(d->shadeUpper, d->shadeLower);
    d->shadeLower->setParent(d->shade);
    d->shadeUpper->setParent(d->shade);
    d->selfHost = new QLineSeries;
    d->limit = new QLineSeries;
    d->breakevens = new QScatterSeries;
    d->breakevens->setName(tr("Break-even"));
    d->operating = new QScatterSeries;
    d->operating->setName(tr("Operating point"));
    for (QAbstractSeries *s : { static_cast<QAbstractSeries *>(d->band), static_cast<QAbstractSeries *>(d->shade),
             static_cast<QAbstractSeries *>(d->selfHost), static_cast<QAbstractSeries *>(d->limit),
             static_cast<QAbstractSeries *>(d->breakevens), static_cast<QAbstractSeries *>(d->operating) }) {
        d->chart->addSeries(s);
    }
    d->operatingLabel = new LabelItem(d->chart);
    d->limitLabel = new LabelItem(d->chart);

    d->connectHover(d->selfHost, [this](QPointF p) { return d->lineTip(d->data.selfHost, p); });
    d->connectHover(d->breakevens, [this](QPointF p) { return d->markerTip(p); });
    d->connectHover(
        d->operating, [this](QPointF) { return d->data.operatingPoint ? d->data.operatingPoint->tooltip : QString(); });
    d->connectHover(d->limit, [this](QPointF) { return d->data.limit ? d->data.limit->label : QString(); });
    connect(d->chart, &QChart::plotAreaChanged, this, [this] {
        d->fitTicks();
        d->layoutLabels();
    });

    d->view = new QChartView(d->chart, this);
    d->view->setRenderHint(QPainter::Antialiasing);
    d->view->setFrameShape(QFrame::NoFrame);
    d->view->setFocusPolicy(Qt::NoFocus);
    // The chart takes keyboard focus (Tab, or a click on it) so that Edit > Copy Chart and
    // File > Export know which chart is meant; a thin margin leaves room for the focus frame.
    setFocusPolicy(Qt::StrongFocus);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(focusFrameWidth, focusFrameWidth, focusFrameWidth, focusFrameWidth);
    layout->addWidget(d->view);
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

/// Keeps \a lo..\a hi finite, ordered and inside what an axis can draw (positive on a log axis).
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
    fix(data.bandLow);
    fix(data.bandHigh);
    if (data.limit)
        fix(data.limit->points);
    std::erase_if(
        data.breakevens, [&](const ChartMarker &m) { return drawable({ m.point }, data.logX, data.logY).empty(); });
    if (data.operatingPoint && drawable({ data.operatingPoint->point }, data.logX, data.logY).empty())
        data.operatingPoint.reset();
    if (data.xTick > 0.0 && (data.xMax - data.xMin) / data.xTick > 1000.0)
        data.xTick = 0.0;
    if (data.yTick > 0.0 && (data.yMax - data.yMin) / data.yTick > 1000.0)
        data.yTick = 0.0;
    return data;
}

} // namespace

void ChartView::setData(const ChartData &unsafe)
{
    const ChartData data = drawableData(unsafe);
    d->data = data;
    d->updating = true;
    if (!d->haveAxes || d->logX != data.logX || d->logY != data.logY)
        d->makeAxes(data.logX, data.logY);
    d->axisX->setTitleText(data.xTitle);
    d->axisY->setTitleText(data.yTitle);
    d->axisX->setRange(data.xMin, data.xMax);
    d->axisY->setRange(data.yMin, data.yMax);
    d->fitTicks();

    d->selfHost->setName(data.selfHost.label);
    d->selfHost->replace(toList(data.selfHost.points));

    d->syncOfferSeries();
    for (std::size_t i = 0; i < data.offers.size(); ++i) {
        d->offers[i]->setName(data.offers[i].label);
        Private::styleOffer(d->offers[i], data.offers[i].colorIndex);
        d->offers[i]->replace(toList(data.offers[i].points));
    }

    QList<QPointF> markers;
    markers.reserve(static_cast<qsizetype>(data.breakevens.size()));
    for (const ChartMarker &m : data.breakevens)
        markers.append(m.point);
    d->breakevens->replace(markers);
    d->breakevens->setVisible(!markers.isEmpty());

    d->operating->replace(data.operatingPoint ? QList<QPointF> { data.operatingPoint->point } : QList<QPointF> {});
    d->operating->setVisible(data.operatingPoint.has_value());
    d->styleOperating();
    d->operatingLabel->setVisible(data.operatingPoint.has_value());
    if (data.operatingPoint)
        d->operatingLabel->setText(data.operatingPoint->label);

    d->limit->setName(data.limit ? data.limit->label : QString());
    d->limit->replace(data.limit ? toList(data.limit->points) : QList<QPointF> {});
    d->limit->setVisible(data.limit.has_value());
    d->limitLabel->setVisible(data.limit.has_value());
    if (data.limit)
        d->limitLabel->setText(data.limit->label);

    d->shadeLower->replace(toList(data.shadeLower));
    d->shadeUpper->replace(toList(data.shadeUpper));
    d->shade->setName(data.shadeLabel);
    d->shade->setVisible(!data.shadeLower.empty());

    d->bandLow->replace(toList(data.bandLow));
    d->bandHigh->replace(toList(data.bandHigh));
    d->band->setVisible(!data.bandLow.empty());

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

    // Legend: only what explains the picture.
    for (QLegendMarker *m : d->chart->legend()->markers()) {
        QAbstractSeries *s = m->series();
        m->setVisible(s->isVisible() && s != d->band && s != d->limit && !s->name().isEmpty());
    }
    d->updating = false;
    d->layoutLabels();
}

void ChartView::setLegendAlignment(Qt::Alignment alignment) { d->chart->legend()->setAlignment(alignment); }

void ChartView::renderChart(QPainter *painter, const QRectF &target)
{
    d->view->scene()->render(painter, target, QRectF(QPointF(0, 0), QSizeF(d->view->viewport()->size())));
}

void ChartView::setLegendVisible(bool visible) { d->chart->legend()->setVisible(visible); }

const ChartData &ChartView::data() const { return d->data; }

QList<QPointF> ChartView::seriesPoints(Series series, int index) const
{
    switch (series) {
    case Series::SelfHost:
        return d->selfHost->points();
    case Series::Offer:
        return index >= 0 && static_cast<std::size_t>(index) < d->offers.size()
            ? d->offers[static_cast<std::size_t>(index)]->points()
            : QList<QPointF> {};
    case Series::Breakevens:
        return d->breakevens->points();
    case Series::OperatingPoint:
        return d->operating->points();
    case Series::Limit:
        return d->limit->points();
    case Series::ShadeLower:
        return d->shadeLower->points();
    case Series::ShadeUpper:
        return d->shadeUpper->points();
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
        if (t != d->chart->title() && t != d->axisX->titleText() && t != d->axisY->titleText())
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

void ChartView::focusInEvent(QFocusEvent *event)
{
    QWidget::focusInEvent(event);
    update();
}

void ChartView::focusOutEvent(QFocusEvent *event)
{
    QWidget::focusOutEvent(event);
    update();
}

void ChartView::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::PaletteChange || event->type() == QEvent::FontChange) {
        d->applyStyle();
        d->layoutLabels();
    }
}

CostChart::CostChart(QWidget *parent)
    : ChartView(tr("Cost per output Mtok vs throughput"), parent)
{
    setObjectName(QStringLiteral("costChart"));
    setAccessibleDescription(tr("Log-log chart of the self-hosted cost per output Mtok against sustained "
                                "throughput, with one line per API offer, the break-even throughputs and "
                                "the operating point"));
    setLegendAlignment(Qt::AlignRight);
}

VolumeChart::VolumeChart(QWidget *parent)
    : ChartView(tr("Monthly cost vs monthly output tokens"), parent)
{
    setObjectName(QStringLiteral("volumeChart"));
    setAccessibleDescription(tr("Chart of the monthly self-hosted cost and each API offer's monthly bill "
                                "against monthly output tokens, with the break-even volumes and the "
                                "current volume"));
    setLegendVisible(false); // same lines and colours as the cost chart's legend
}

} // namespace breakeven
