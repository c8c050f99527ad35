#pragma once

/// \file plaintext.h
/// Text from a preset (names, descriptions, sources, labels, currency codes) shown as plain
/// text where Qt would otherwise read it as HTML. Qt renders a tooltip or a message box text
/// that looks like HTML as HTML, and Qt Charts renders legend entries and axis titles as HTML
/// always: a name such as `<img src="/home/me/scan.png">` would make Breakeven read that file
/// and draw it, and nested tables would stall the layout. Every such text goes through here.

#include <QString>

class QMessageBox;

namespace breakeven::plaintext {

/// \a text as a tooltip that shows it verbatim (line breaks kept).
[[nodiscard]] QString toolTip(const QString &text);

/// \a text for a Qt Charts item that renders HTML (legend entries, axis titles): shown verbatim.
[[nodiscard]] QString forChart(const QString &text);

/// Shows every text of \a box (the message, the informative text, the details) as plain text.
/// Call it after the texts are set: QMessageBox creates the informative text's label lazily.
void apply(QMessageBox &box);

} // namespace breakeven::plaintext
