#pragma once

/// \file scenariodefaults.h
/// What Preferences > New scenarios changes in a new scenario (File > New, or the built-in figures
/// the window opens on): its exchange rates, the currency it is shown in and the offers it starts
/// with ticked (Settings::defaultExchangeRates(), defaultDisplayCurrency(), disabledDefaultOffers()).

#include "scenario.h"

namespace breakeven {

/// \a scenario with the user's defaults applied: each default rate replaces or adds the rate of its
/// currency; the default display currency is set when the scenario then has a rate for it (else the
/// scenario's own stays); an offer whose name is among the disabled ones is unticked, every other
/// offer keeps its own `enabled`.
[[nodiscard]] Scenario withNewScenarioDefaults(Scenario scenario);

/// The built-in figures (presetio.h's defaultScenario()) with the user's defaults applied.
[[nodiscard]] Scenario defaultScenarioWithPreferences();

} // namespace breakeven
