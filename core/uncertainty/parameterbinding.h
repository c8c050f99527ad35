#pragma once

/// \file parameterbinding.h
/// How a value of one registry parameter enters a CompiledScenario, so that the samplers (Monte
/// Carlo, tornado, decision map) set it without copying or recompiling the Scenario.
///
/// A binding is prepared once per parameter and scenario (bindParameter()): it remembers the
/// currency conversion, and set() then writes the compiled field with the registry entry's own
/// compiled setter (Parameter::compile, the one compile() uses): the same figures as changing the
/// preset field and compiling again (tests/core/test_parameterbinding.cpp checks every registry
/// parameter on every shipped preset).
///
/// A parameter without a compiled setter (an exchange rate, which converts every amount in its
/// currency), or one that shapes an estimated capacity curve, is bound `direct() == false`: a
/// ParameterSampler then sets it on a scratch Scenario and recompiles, slower but the same.

#include "compile.h"
#include "parameters.h"

#include <cstddef>
#include <optional>
#include <vector>

namespace breakeven {

class ParameterBinding {
public:
    /// Sets the compiled field for a value in the preset's units and currency.
    using Apply = void (*)(CompiledScenario &, std::size_t index, double value);

    ParameterBinding() = default;
    /// \a unitsPerUsd: the rate of a money parameter's currency (1 for other parameters).
    ParameterBinding(ParamRef ref, Apply apply, double unitsPerUsd)
        : m_ref(ref)
        , m_apply(apply)
        , m_unitsPerUsd(unitsPerUsd)
    {
    }

    /// The parameter and element bound.
    [[nodiscard]] const ParamRef &ref() const { return m_ref; }
    /// Whether set() writes the compiled field; false: the scenario must be recompiled.
    [[nodiscard]] bool direct() const { return m_apply != nullptr; }
    /// Writes \a value (in the preset's units and currency; whole for a whole-number field) into
    /// \a compiled. Only for a direct() binding.
    void set(CompiledScenario &compiled, double value) const
    {
        m_apply(compiled, m_ref.index, value / m_unitsPerUsd); // divided, as compile() converts
    }

private:
    ParamRef m_ref;
    Apply m_apply = nullptr;
    double m_unitsPerUsd = 1.0; ///< the preset value divided by this is what m_apply receives
};

/// The binding of \a ref in \a scenario. \a scenario's currencies must be known (compile() checks
/// them): a money field of an unknown currency is bound to NaN, as compileUnchecked() gives it.
[[nodiscard]] ParameterBinding bindParameter(const Scenario &scenario, const ParamRef &ref);

/// Sets several parameters of one scenario at a time into a compiled scenario: the samplers'
/// one way to apply a sample. Direct bindings write their field; when any parameter is not
/// direct, every value is set on a scratch copy of the scenario, which is recompiled.
class ParameterSampler {
public:
    /// Binds \a refs of \a scenario (which must outlive the sampler).
    ParameterSampler(const Scenario &scenario, std::vector<ParamRef> refs);

    [[nodiscard]] std::size_t size() const { return m_bindings.size(); }
    [[nodiscard]] const std::vector<ParameterBinding> &bindings() const { return m_bindings; }
    /// Whether every binding is direct (no recompiling).
    [[nodiscard]] bool direct() const { return m_direct; }
    /// The compiled scenario at the scenario's own values.
    [[nodiscard]] const CompiledScenario &base() const { return m_base; }

    /// \a compiled set to the base with parameter i at values[i] (values has size() entries).
    /// \a compiled must be a copy of base() whose other fields nothing else changed: a direct
    /// sampler writes only the bound fields.
    void apply(CompiledScenario &compiled, const double *values);

private:
    const Scenario &m_scenario;
    std::vector<ParameterBinding> m_bindings;
    CompiledScenario m_base;
    bool m_direct = true;
    std::optional<Scenario> m_scratch; ///< for a sampler that is not direct
};

} // namespace breakeven
