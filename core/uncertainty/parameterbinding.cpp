#include "parameterbinding.h"

#include "roofline.h"

#include <cmath>
#include <limits>

namespace breakeven {

namespace {

/// Units of \a currency per USD in \a s, NaN when unknown (as compileUnchecked() converts).
double rateOf(const Scenario &s, const QString &currency)
{
    return s.fxRate(currency).value_or(std::numeric_limits<double>::quiet_NaN());
}

} // namespace

ParameterBinding bindParameter(const Scenario &s, const ParamRef &ref)
{
    const Parameter &p = *ref.parameter;
    // An estimated curve (roofline.h) is made from the measured points, the GPUs and the memory
    // fit at compile time: a value of those goes through the scenario, and the estimate is made again.
    const bool shapesEstimate
        = (p.group == ParamGroup::Hardware || p.group == ParamGroup::Memory) && &p != &param::prefillInputTokS;
    if (!p.compile || (shapesEstimate && wantsEstimate(s)))
        return ParameterBinding(ref, nullptr, 1.0);
    return ParameterBinding(ref, p.compile, p.money ? rateOf(s, p.currencyOf(s, ref.index)) : 1.0);
}

ParameterSampler::ParameterSampler(const Scenario &scenario, std::vector<ParamRef> refs)
    : m_scenario(scenario)
    , m_base(compileUnchecked(scenario))
{
    m_bindings.reserve(refs.size());
    for (const ParamRef &ref : refs) {
        m_bindings.push_back(bindParameter(scenario, ref));
        m_direct = m_direct && m_bindings.back().direct();
    }
    if (!m_direct)
        m_scratch = scenario;
}

void ParameterSampler::apply(CompiledScenario &compiled, const double *values)
{
    if (m_direct) {
        for (std::size_t i = 0; i < m_bindings.size(); ++i)
            m_bindings[i].set(compiled, values[i]);
        return;
    }
    for (std::size_t i = 0; i < m_bindings.size(); ++i)
        m_bindings[i].ref().set(*m_scratch, values[i]);
    compiled = compileUnchecked(*m_scratch);
}

} // namespace breakeven
