#pragma once

/// \file offerprices.h
/// An API offer's prices as the model uses them: per token, in USD. Here, at the bottom, because
/// both the compiled scenario (params) and the formulas (model's costmodel.h) hold them.

#include "units.h"

namespace breakeven::model {

/// Per-token prices of one API offer, in USD per token.
struct OfferPrices {
    units::UsdPerToken cachedInput; ///< the uncached price where none is published
    units::UsdPerToken input;
    units::UsdPerToken output;
};

} // namespace breakeven::model
