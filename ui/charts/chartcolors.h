#pragma once

/// \file chartcolors.h
/// The charts' colours: offer lines from a colour-blind-safe palette (Okabe-Ito, extended with
/// Paul Tol's muted colours) that stays distinct for 12 offers, each made readable against the
/// chart's background, light or dark.

#include <QBrush>
#include <QColor>

class QPalette;

namespace breakeven {

/// The WCAG 2 contrast ratio of \a a and \a b: 1 (same luminance) to 21 (black on white).
[[nodiscard]] double contrastRatio(const QColor &a, const QColor &b);

/// The CIE76 colour difference (Delta E in CIELAB) of \a a and \a b: about 2 is just noticeable,
/// above 15 two lines read as different colours at a glance.
[[nodiscard]] double colorDifference(const QColor &a, const QColor &b);

/// \a color darkened (on a light \a background) or lightened (on a dark one), keeping its hue,
/// until its contrast ratio against \a background is at least \a ratio.
[[nodiscard]] QColor readableOn(const QColor &color, const QColor &background, double ratio = 3.0);

/// Number of distinct offer colours; offer line \a index reuses colour index % seriesColorCount.
inline constexpr int seriesColorCount = 14;
/// The first colours of seriesColor(), at least Delta E 18 apart, that offers choose from by name
/// (offerColors()); the last two (the self-hosted blue, a pale yellow) only when more lines need them.
inline constexpr int stableOfferColorCount = 12;

/// The colour of offer line \a index drawn on \a background.
[[nodiscard]] QColor seriesColor(int index, const QColor &background = QColor(Qt::white));

/// The self-hosted curve's and the operating point's colour: the palette's highlight, made
/// readable (4.5:1) against its Base colour.
[[nodiscard]] QColor selfHostColor(const QPalette &palette);

/// The cost chart's "self-hosting cheaper than every offer" region: hatched in the self-hosted
/// colour, so that it never reads as the P10-P90 band beside it (bandBrush(), a plain tint of the
/// same colour), in the chart and in every legend (#33 item 4).
[[nodiscard]] QBrush cheaperShadeBrush(const QPalette &palette);
/// The self-hosted line's P10-P90 band: a plain, light tint of selfHostColor().
[[nodiscard]] QBrush bandBrush(const QPalette &palette);

/// The tornado's bars at a range's low and high ends (it draws on white): a light and a dark grey,
/// light for low and dark for high, in no offer's colour, since the chart shows no offer.
[[nodiscard]] QColor tornadoLowColor();
[[nodiscard]] QColor tornadoHighColor();

/// A dark palette (light text on dark grey, a light blue highlight): what the screenshots' and the
/// tests' dark runs use (`breakeven --palette dark`), close to the dark themes of KDE and GNOME.
[[nodiscard]] QPalette darkPalette();

} // namespace breakeven
