#include "scenariodefaults.h"

#include "presetio.h"
#include "settings.h"

namespace breakeven {

Scenario withNewScenarioDefaults(Scenario scenario)
{
    for (const auto &[code, rate] : Settings::defaultExchangeRates())
        scenario.fxPerUsd[code] = rate;
    const QString display = Settings::defaultDisplayCurrency();
    if (!display.isEmpty() && scenario.fxRate(display))
        scenario.displayCurrency = display == scenario.currency ? QString() : display;
    const QStringList disabled = Settings::disabledDefaultOffers();
    for (Offer &offer : scenario.offers) {
        if (disabled.contains(offer.displayName()))
            offer.enabled = false;
    }
    return scenario;
}

Scenario defaultScenarioWithPreferences() { return withNewScenarioDefaults(defaultScenario()); }

} // namespace breakeven
