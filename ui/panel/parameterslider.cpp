#include "parameterslider.h"

#include "chartcolors.h"
#include "format.h"

#include <QDoubleSpinBox>
#include <QGridLayout>
#include <QLabel>
#include <QPainter>
#include <QSignalBlocker>
#include <QSlider>
#include <QStyleOptionSlider>

#include <algorithm>
#include <cmath>
#include <initializer_list>

namespace breakeven {

/// A horizontal slider that paints reference bands under its groove.
class BandSlider : public QSlider {
public:
    explicit BandSlider(QWidget *parent)
        : QSlider(Qt::Horizontal, parent)
    {
    }
    std::vector<ParameterSlider::Band> bands;
    const ParameterSlider *owner = nullptr;

protected:
    void paintEvent(QPaintEvent *event) override
    {
        QSlider::paintEvent(event);
        if (bands.empty() || !owner)
            return;
        QStyleOptionSlider opt;
        initStyleOption(&opt);
        const QRect groove = style()->subControlRect(QStyle::CC_Slider, &opt, QStyle::SC_SliderGroove, this);
        const QRect handle = style()->subControlRect(QStyle::CC_Slider, &opt, QStyle::SC_SliderHandle, this);
        const int span = groove.width() - handle.width();
        const auto xOf = [&](double v) {
            return groove.x() + handle.width() / 2
                + QStyle::sliderPositionFromValue(minimum(), maximum(), owner->positionOf(v), span);
        };
        QPainter p(this);
        // Readable on the window's background in light and dark palettes alike.
        const QColor base = readableOn(palette().color(QPalette::Highlight), palette().color(QPalette::Window), 3.0);
        const int h = 4;
        const int y = height() - h;
        int i = 0;
        for (const ParameterSlider::Band &b : bands) {
            if (b.high <= b.low) {
                // A point mark (a source's figure): a tick taller than the bands.
                p.fillRect(QRect(xOf(b.low) - 1, y - h, 3, 2 * h),
                    readableOn(palette().color(QPalette::WindowText), palette().color(QPalette::Window), 4.5));
                continue;
            }
            QColor c = base;
            c.setAlpha(i++ == 0 ? 110 : 200);
            p.fillRect(QRect(QPoint(xOf(b.low), y), QPoint(xOf(b.high), height() - 1)), c);
        }
    }
};

ParameterSlider::ParameterSlider(const QString &label, double minimum, double maximum, Mapping mapping, QWidget *parent)
    : QWidget(parent)
    , m_label(new QLabel(label, this))
    , m_slider(new BandSlider(this))
    , m_spin(new QDoubleSpinBox(this))
    , m_min(minimum)
    , m_max(maximum)
    , m_mapping(mapping)
{
    m_slider->owner = this;
    m_slider->setRange(0, m_steps);
    m_slider->setPageStep(m_steps / 20);
    m_slider->setSingleStep(std::max(1, m_steps / 200));
    m_spin->setObjectName(QStringLiteral("sliderValue"));
    m_spin->setKeyboardTracking(false);
    m_spin->setAlignment(Qt::AlignRight);
    m_spin->setMinimumWidth(120);
    m_spin->setAccelerated(true);
    m_spin->setGroupSeparatorShown(true); // "7,000,000 CNY", in the user's locale
    m_label->setBuddy(m_spin);
    // A long label ("Acerto de cache de prefixo, auto-hospedado") wraps rather than widen the
    // whole panel, and with it take the results' room in a 1024-pixel window (#33 item 2).
    m_label->setWordWrap(true);

    QString plain = label;
    plain.remove(QLatin1Char('&'));
    m_slider->setAccessibleName(tr("%1 slider").arg(plain));
    m_spin->setAccessibleName(plain);
    setAccessibleName(plain);

    auto *grid = new QGridLayout(this);
    grid->setContentsMargins(0, 2, 0, 2);
    grid->setVerticalSpacing(2);
    grid->addWidget(m_label, 0, 0);
    grid->addWidget(m_spin, 0, 1);
    grid->addWidget(m_slider, 1, 0, 1, 2);
    grid->setColumnStretch(0, 1);
    setTabOrder(m_spin, m_slider);

    updateSpinRange();
    connect(m_slider, &QSlider::valueChanged, this, &ParameterSlider::onSliderMoved);
    connect(m_slider, &QSlider::sliderPressed, this, &ParameterSlider::sliderPressed);
    connect(m_slider, &QSlider::sliderReleased, this, &ParameterSlider::sliderReleased);
    connect(m_spin, &QDoubleSpinBox::valueChanged, this, &ParameterSlider::onSpinChanged);
}

QSlider *ParameterSlider::slider() const { return m_slider; }

const std::vector<ParameterSlider::Band> &ParameterSlider::bands() const { return m_slider->bands; }

void ParameterSlider::setDecimals(int decimals)
{
    m_decimals = decimals;
    updateSpinRange();
}

void ParameterSlider::setSuffix(const QString &suffix)
{
    if (suffix != m_spin->suffix()) // each set lays the panel out again (see m_spinDecimals)
        m_spin->setSuffix(suffix);
}

void ParameterSlider::setDisplayScale(double scale)
{
    m_scale = scale;
    updateSpinRange();
}

void ParameterSlider::setLabelText(const QString &text)
{
    if (m_label->text() != text)
        m_label->setText(text);
}

void ParameterSlider::setSingleStep(double step) { m_spin->setSingleStep(step); }

void ParameterSlider::setBands(std::vector<Band> bands)
{
    const auto same
        = [](const Band &a, const Band &b) { return a.low == b.low && a.high == b.high && a.label == b.label; };
    if (std::equal(bands.begin(), bands.end(), m_slider->bands.begin(), m_slider->bands.end(), same))
        return; // a drag's steps set the same marks: nothing to redo
    m_slider->bands = std::move(bands);
    updateToolTips();
    m_slider->update();
}

void ParameterSlider::setDescription(const QString &description)
{
    m_description = description;
    updateToolTips();
}

void ParameterSlider::setInactiveReason(const QString &reason)
{
    if (reason == m_inactiveReason && isEnabled() == reason.isEmpty())
        return;
    m_inactiveReason = reason;
    setEnabled(reason.isEmpty());
    updateToolTips();
}

void ParameterSlider::updateToolTips()
{
    // Rich text, so that the tooltip wraps; the texts are the program's own, escaped all the same.
    QStringList html;
    QStringList plain;
    if (!m_inactiveReason.isEmpty()) {
        html << QStringLiteral("<p><b>%1</b></p>").arg(m_inactiveReason.toHtmlEscaped());
        plain << m_inactiveReason;
    }
    if (!m_description.isEmpty()) {
        html << QStringLiteral("<p>%1</p>").arg(m_description.toHtmlEscaped());
        plain << m_description;
    }
    QStringList bands;
    for (const Band &b : m_slider->bands)
        bands << b.label.toHtmlEscaped();
    if (!bands.isEmpty())
        html << QStringLiteral("<p>%1</p>").arg(bands.join(QStringLiteral("<br>")));
    const QString tip = html.join(QString());
    for (QWidget *w : std::initializer_list<QWidget *> { this, m_label, m_spin, m_slider })
        w->setToolTip(tip);
    m_spin->setAccessibleDescription(plain.join(QLatin1Char(' ')));
    m_slider->setAccessibleDescription(plain.join(QLatin1Char(' ')));
}

void ParameterSlider::setRange(double minimum, double maximum)
{
    m_min = minimum;
    m_max = maximum;
    updateSpinRange();
    if (m_none)
        setNone();
    else
        setValue(m_value);
}

int ParameterSlider::decimalsFor(double display) const
{
    // The configured decimals, more where they would hide the value: a value with up to two decimals
    // more shows them exactly (a preset's 0.05 tok/s reads "0.05", not "0.0"; 12.345 tok/s stays 12.345), any
    // other to three significant digits at least (0.0123456 reads "0.0123"). A repeating fraction is
    // not spelled out: the hybrid preset's 0.433333 (10.4 hours of 24) reads "43.3 %", not "43.3333 %"
    // (#33). Never fewer decimals than configured: a GPU-hour (three) of 7.09875 USD shows whole.
    constexpr int maxDecimals = 15;
    constexpr int exactExtra = 2;
    if (!std::isfinite(display) || display == 0.0)
        return m_decimals;
    const auto error = [display](int n) {
        const double unit = std::pow(10.0, n);
        return std::abs(std::round(display * unit) / unit - display) / std::abs(display);
    };
    for (int n = m_decimals; n <= std::min(m_decimals + exactExtra, maxDecimals); ++n) {
        if (error(n) <= 1e-9)
            return n;
    }
    return std::clamp(format::decimalsForSignificant(display), m_decimals, maxDecimals);
}

void ParameterSlider::updateSpinRange()
{
    // The spin box shows the real value even when it lies outside the slider's range (a preset
    // may hold 1,000 GPUs): its range is the slider's widened to include the value. An optional
    // parameter's range starts at 0, which reads the none text.
    const QSignalBlocker blocker(m_spin);
    const bool optional = !m_noneText.isEmpty();
    const double display = optional && m_none ? 0.0 : m_value * m_scale;
    const int decimals = decimalsFor(display);
    const double lo = optional ? 0.0 : std::min(m_min * m_scale, display);
    const double hi = std::max(m_max * m_scale, display);
    if (decimals != m_spinDecimals || lo != m_spinMin || hi != m_spinMax) {
        m_spin->setDecimals(decimals);
        m_spin->setRange(lo, hi);
        m_spinDecimals = decimals;
        m_spinMin = lo;
        m_spinMax = hi;
    }
    m_spin->setValue(display);
}

int ParameterSlider::positionOf(double value) const
{
    double t = 0.0;
    if (m_mapping == Mapping::Logarithmic && m_min > 0.0)
        t = std::log(std::max(value, m_min) / m_min) / std::log(m_max / m_min);
    else if (m_max > m_min)
        t = (value - m_min) / (m_max - m_min);
    return static_cast<int>(std::lround(std::clamp(t, 0.0, 1.0) * m_steps));
}

double ParameterSlider::valueAt(int position) const
{
    const double t = static_cast<double>(position) / m_steps;
    double v = m_mapping == Mapping::Logarithmic && m_min > 0.0 ? m_min * std::pow(m_max / m_min, t)
                                                                : m_min + t * (m_max - m_min);
    // Snap to the configured decimals, so that the slider produces round numbers.
    const double unit = std::pow(10.0, -m_decimals) / m_scale;
    v = std::round(v / unit) * unit;
    return std::clamp(v, m_min, m_max);
}

void ParameterSlider::setNoneText(const QString &text)
{
    m_noneText = text;
    m_spin->setSpecialValueText(text);
    updateSpinRange();
}

void ParameterSlider::setValue(double value)
{
    m_value = value;
    m_none = false;
    const QSignalBlocker blocker(m_slider);
    m_slider->setValue(positionOf(value)); // pinned at an end when the value lies outside the range
    updateSpinRange();
}

void ParameterSlider::setNone()
{
    m_none = true;
    const QSignalBlocker blocker(m_slider);
    m_slider->setValue(m_slider->minimum());
    updateSpinRange();
}

void ParameterSlider::onSliderMoved(int position)
{
    const double v = valueAt(position);
    m_value = v;
    m_none = false;
    updateSpinRange();
    Q_EMIT valueEdited(v);
}

void ParameterSlider::onSpinChanged(double display)
{
    if (!m_noneText.isEmpty() && display <= m_spin->minimum()) {
        setNone();
        Q_EMIT noneChosen();
        return;
    }
    const double v = display / m_scale;
    m_value = v;
    m_none = false;
    {
        const QSignalBlocker blocker(m_slider);
        m_slider->setValue(positionOf(v));
    }
    Q_EMIT valueEdited(v);
}

} // namespace breakeven
