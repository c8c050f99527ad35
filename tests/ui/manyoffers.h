#pragma once

// A scenario with as many offers as the format allows, for the tests and the benchmarks of #33
// item 5 (many offers as fast as few). No gtest here: bench/ includes it too.

#include "presetio.h"

namespace breakeven::test {

/// The default scenario with the format's largest number of offers (maxOffers, 100): the shipped
/// ones, then copies of them at prices from a third to three times theirs, all enabled.
inline Scenario hundredOffers()
{
    Scenario s = defaultScenario();
    const std::vector<Offer> shipped = s.offers;
    for (int i = 0; s.offers.size() < static_cast<std::size_t>(maxOffers); ++i) {
        Offer o = shipped[static_cast<std::size_t>(i) % shipped.size()];
        const double factor = 1.0 / 3.0 + 3.0 * static_cast<double>(i) / maxOffers;
        o.model += QStringLiteral(" #%1").arg(i + 1);
        o.input *= factor;
        o.output *= factor;
        if (o.cachedInput)
            *o.cachedInput *= factor;
        o.enabled = true;
        s.offers.push_back(o);
    }
    return s;
}

} // namespace breakeven::test
