#include "chartcolors.h"

#include <QPalette>

#include <array>
#include <cmath>

namespace breakeven {

namespace {

double linear(double c) { return c <= 0.03928 ? c / 12.92 : std::pow((c + 0.055) / 1.055, 2.4); }

double luminance(const QColor &c)
{
    return 0.2126 * linear(c.redF()) + 0.7152 * linear(c.greenF()) + 0.0722 * linear(c.blueF());
}

std::array<double, 3> lab(const QColor &c)
{
    const double r = linear(c.redF());
    const double g = linear(c.greenF());
    const double b = linear(c.blueF());
    const double x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047;
    const double y = 0.2126 * r + 0.7152 * g + 0.0722 * b;
    const double z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883;
    const auto f = [](double t) { return t > 0.008856 ? std::cbrt(t) : 7.787 * t + 16.0 / 116.0; };
    return { 116.0 * f(y) - 16.0, 500.0 * (f(x) - f(y)), 200.0 * (f(y) - f(z)) };
}

} // namespace

double contrastRatio(const QColor &a, const QColor &b)
{
    const double la = luminance(a);
    const double lb = luminance(b);
    return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}

double colorDifference(const QColor &a, const QColor &b)
{
    const std::array<double, 3> p = lab(a);
    const std::array<double, 3> q = lab(b);
    return std::hypot(p[0] - q[0], p[1] - q[1], p[2] - q[2]);
}

QColor readableOn(const QColor &color, const QColor &background, double ratio)
{
    const bool dark = luminance(background) < 0.18;
    float h = 0;
    float s = 0;
    float l = 0;
    float a = 0;
    color.toHsl().getHslF(&h, &s, &l, &a);
    QColor c = color;
    for (int i = 0; i <= 100 && contrastRatio(c, background) < ratio; ++i) {
        l = std::clamp(l + (dark ? 0.01F : -0.01F), 0.0F, 1.0F);
        c = QColor::fromHslF(h, s, l, a).toRgb();
    }
    return c;
}

QColor seriesColor(int index, const QColor &background)
{
    // Okabe-Ito without its black (the axes' colour) and its pale yellow and blue (kept for
    // last: the blue is the self-hosted curve's; its sky blue fifth, not second, so that the
    // first offers never look like the self-hosted line), then Paul Tol's muted colours: at least
    // Delta E 18 apart from each other for the first 12, on white and on dark grey alike.
    static const std::array<QColor, seriesColorCount> colors { QColor(0xd5, 0x5e, 0x00), QColor(0xcc, 0x79, 0xa7),
        QColor(0x00, 0x9e, 0x73), QColor(0xe6, 0x9f, 0x00), QColor(0x56, 0xb4, 0xe9), QColor(0x88, 0x22, 0x55),
        QColor(0x44, 0xaa, 0x99), QColor(0x99, 0x99, 0x33), QColor(0x33, 0x22, 0x88), QColor(0xaa, 0x44, 0x99),
        QColor(0x11, 0x77, 0x33), QColor(0xcc, 0x66, 0x77), QColor(0x00, 0x72, 0xb2), QColor(0xf0, 0xe4, 0x42) };
    const int n = seriesColorCount;
    return readableOn(colors[static_cast<std::size_t>(((index % n) + n) % n)], background);
}

QColor selfHostColor(const QPalette &palette)
{
    return readableOn(palette.color(QPalette::Highlight), palette.color(QPalette::Base), 4.5);
}

QBrush cheaperShadeBrush(const QPalette &palette)
{
    QColor c = selfHostColor(palette);
    c.setAlpha(palette.color(QPalette::Base).lightness() < 128 ? 170 : 140);
    return QBrush(c, Qt::BDiagPattern);
}

QBrush bandBrush(const QPalette &palette)
{
    QColor c = selfHostColor(palette);
    c.setAlpha(palette.color(QPalette::Base).lightness() < 128 ? 60 : 35);
    return QBrush(c);
}

QColor infeasibleColor() { return QColor(0xc0, 0x39, 0x2b); }

QColor tornadoLowColor() { return QColor(0xa8, 0xa8, 0xa8); }

QColor tornadoHighColor() { return QColor(0x4a, 0x4a, 0x4a); }

QPalette darkPalette()
{
    QPalette dark;
    const QColor text(0xe0, 0xe0, 0xe0);
    const QColor disabled(0x80, 0x80, 0x80);
    dark.setColor(QPalette::Window, QColor(0x2b, 0x2b, 0x2b));
    dark.setColor(QPalette::WindowText, text);
    dark.setColor(QPalette::Base, QColor(0x1e, 0x1e, 0x1e));
    dark.setColor(QPalette::AlternateBase, QColor(0x2f, 0x2f, 0x2f));
    dark.setColor(QPalette::ToolTipBase, QColor(0x3a, 0x3a, 0x3a));
    dark.setColor(QPalette::ToolTipText, text);
    dark.setColor(QPalette::PlaceholderText, disabled);
    dark.setColor(QPalette::Text, text);
    dark.setColor(QPalette::Button, QColor(0x35, 0x35, 0x35));
    dark.setColor(QPalette::ButtonText, text);
    dark.setColor(QPalette::BrightText, QColor(0xff, 0x6b, 0x6b));
    dark.setColor(QPalette::Light, QColor(0x50, 0x50, 0x50));
    dark.setColor(QPalette::Midlight, QColor(0x42, 0x42, 0x42));
    dark.setColor(QPalette::Mid, QColor(0x30, 0x30, 0x30));
    dark.setColor(QPalette::Dark, QColor(0x18, 0x18, 0x18));
    dark.setColor(QPalette::Shadow, QColor(0x0a, 0x0a, 0x0a));
    dark.setColor(QPalette::Highlight, QColor(0x3d, 0xae, 0xe9));
    dark.setColor(QPalette::HighlightedText, QColor(0x10, 0x10, 0x10));
    dark.setColor(QPalette::Link, QColor(0x6c, 0xb6, 0xff));
    dark.setColor(QPalette::LinkVisited, QColor(0xb4, 0x8e, 0xff));
    for (const QPalette::ColorRole role : { QPalette::WindowText, QPalette::Text, QPalette::ButtonText })
        dark.setColor(QPalette::Disabled, role, disabled);
    return dark;
}

} // namespace breakeven
