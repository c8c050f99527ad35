#pragma once

/// \file chartcolors.h
/// The charts' colours: offer lines from a colour-blind-safe palette (Okabe-Ito, extended with
/// Paul Tol's muted colours) that stays distinct for 12 offers, each made readable against the
/// chart's background, light or dark.

#include <QBrush>
#include <QColor>

#include <array>

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

/// Number of distinct offer colours; seriesColor(index) repeats after index seriesColorCount - 1.
inline constexpr int seriesColorCount = 14;
/// The first colours of seriesColor(), at least Delta E 18 apart: offers choose from them by name
/// (offerColors()), all but the sky blue (offerColorSlots); it and the last two (a blue like the
/// self-hosted line's, a pale yellow) only when more lines need them.
inline constexpr int stableOfferColorCount = 12;
/// The colours an offer's name may choose (offerColors()): the first stableOfferColorCount but the
/// sky blue (index 4), which is too like the self-hosted line's blue.
inline constexpr std::array<int, stableOfferColorCount - 1> offerColorSlots { 0, 1, 2, 3, 5, 6, 7, 8, 9, 10, 11 };
/// What marks an operating point that is not feasible: the edge of its hollow square, in the chart
/// and in every legend.
[[nodiscard]] QColor infeasibleColor();

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
