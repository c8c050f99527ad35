#pragma once

/// \file compile.h
/// Compiling a Scenario (plain values, currencies as stated) into a CompiledScenario (quantities,
/// USD): through the registry, each parameter's and field's own compiled setter
/// (parameters.h: Parameter::compile, Field::compile), so no second table converts the fields.
///
/// compile() is the edge where currencies are checked: an amount in a currency the scenario has
/// no rate for is an error naming its field, never a conversion at rate 1.

#include "compiledscenario.h"
#include "preseterror.h"
#include "scenario.h"

#include <optional>
#include <vector>

namespace breakeven {

struct CapacityEstimate; // roofline.h

/// A compiled scenario, or the reasons there is none.
struct CompileResult {
    std::optional<CompiledScenario> compiled;
    /// One per money field whose currency the scenario has no rate for, its path naming the
    /// currency's field: `offers[2].currency: unknown currency "XYZ" (known: USD, CNY; ...)`.
    std::vector<PresetError> errors;
    [[nodiscard]] bool ok() const { return compiled.has_value(); }
};

/// \a scenario compiled; an error for each amount in a currency \a scenario has no rate for
/// (Scenario::fxRate). Numbers are taken as they are: ranges are the preset reader's to check.
[[nodiscard]] CompileResult compile(const Scenario &scenario);

/// As compile() for a scenario whose currencies are known (parsePreset and the window's editors
/// guarantee it). Should one not be, its amounts become NaN, and so does every figure they enter:
/// never a conversion at rate 1. `evaluate(const Scenario&)` uses it.
[[nodiscard]] CompiledScenario compileUnchecked(const Scenario &scenario);

/// compileUnchecked() with \a estimate as the estimated curve (roofline.h) where \a scenario asks for
/// one, instead of estimating it again: \a estimate must be estimateCapacity() of a scenario that
/// differs from \a scenario only in what an estimate does not read. It reads the decode points, the
/// model, the GPUs and one replica's memory fit, never the costs or the operation; the plan search
/// makes one for every billing and count of whole replicas of a GPU.
[[nodiscard]] CompiledScenario compileUnchecked(const Scenario &scenario, const CapacityEstimate &estimate);

/// Per-token prices of \a offer in USD (cached input falls back to the uncached price); nullopt
/// when \a scenario has no rate for the offer's currency.
[[nodiscard]] std::optional<model::OfferPrices> offerPrices(const Scenario &scenario, const Offer &offer);

} // namespace breakeven
