#pragma once

/// \file wording.h
/// How a sentence for people is written.

namespace breakeven {

/// In fixed English with the fixed locale's numbers (the JSON, text and CSV reports, a stable
/// interface), or translated with the display locale's numbers (the window and the PDF report).
enum class Wording { Fixed, Translated };

} // namespace breakeven
