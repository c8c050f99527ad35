#include "comparisonset.h"

#include "montecarlo.h"

namespace breakeven {

std::size_t ComparisonSet::room() const
{
    const std::size_t used = m_fixed.size() + 1;
    const auto most = static_cast<std::size_t>(maxComparedScenarios);
    return used >= most ? 0 : most - used;
}

const ComparisonSet::Fixed *ComparisonSet::fixedAt(std::size_t column) const
{
    if (m_fixed.empty() || column == m_currentAt || column > m_fixed.size())
        return nullptr;
    return &m_fixed[column < m_currentAt ? column : column - 1];
}

ComparisonSet::Fixed ComparisonSet::make(const ScenarioToCompare &input)
{
    Fixed f;
    f.id = m_nextId++;
    f.input = input;
    f.column = comparedScenario(input.source,
        computeResults(input.scenario, evaluate(input.scenario), comparedWording(input.scenario, m_wording)),
        std::nullopt);
    f.awaitingUncertainty = !rangedParameters(input.scenario).empty();
    return f;
}

void ComparisonSet::setWording(const ResultsWording &wording)
{
    if (wording.words == m_wording.words && wording.currency == m_wording.currency && wording.perUsd == m_wording.perUsd
        && wording.catalog == m_wording.catalog)
        return;
    m_wording = wording;
    for (Fixed &f : m_fixed) {
        std::optional<MonteCarloResult> uncertainty = std::move(f.column.uncertainty);
        f.column = comparedScenario(f.input.source,
            computeResults(f.input.scenario, f.column.results.evaluation, comparedWording(f.input.scenario, m_wording)),
            std::move(uncertainty));
    }
}

std::optional<std::uint64_t> ComparisonSet::pin(const Scenario &scenario, const QString &source)
{
    if (full())
        return std::nullopt;
    const bool wasEmpty = m_fixed.empty();
    m_fixed.insert(m_fixed.begin(), make({ scenario, source }));
    // The current scenario right after its pinned self; or, as before, one further along.
    m_currentAt = wasEmpty ? 1 : m_currentAt + 1;
    return m_fixed.front().id;
}

std::optional<std::uint64_t> ComparisonSet::add(const Scenario &scenario, const QString &source)
{
    if (full())
        return std::nullopt;
    if (m_fixed.empty())
        m_currentAt = 0;
    m_fixed.push_back(make({ scenario, source }));
    return m_fixed.back().id;
}

bool ComparisonSet::assign(const std::vector<ScenarioToCompare> &scenarios, std::size_t currentAt)
{
    if (scenarios.size() + 1 > static_cast<std::size_t>(maxComparedScenarios) || currentAt > scenarios.size())
        return false;
    std::vector<Fixed> fixed;
    for (const ScenarioToCompare &s : scenarios)
        fixed.push_back(make(s));
    m_fixed = std::move(fixed);
    m_currentAt = m_fixed.empty() ? 0 : currentAt;
    return true;
}

void ComparisonSet::removeColumn(std::size_t column)
{
    if (m_fixed.empty() || column == m_currentAt || column > m_fixed.size())
        return;
    if (column < m_currentAt) {
        m_fixed.erase(m_fixed.begin() + static_cast<std::ptrdiff_t>(column));
        --m_currentAt;
    } else {
        m_fixed.erase(m_fixed.begin() + static_cast<std::ptrdiff_t>(column - 1));
    }
    if (m_fixed.empty())
        m_currentAt = 0;
}

void ComparisonSet::clear()
{
    m_fixed.clear();
    m_currentAt = 0;
}

void ComparisonSet::setUncertainty(std::uint64_t id, MonteCarloResult result)
{
    for (Fixed &f : m_fixed) {
        if (f.id != id)
            continue;
        // The same results; the offers' odds from the run.
        Results results = std::move(f.column.results);
        f.column = comparedScenario(f.input.source, std::move(results), std::move(result));
        f.awaitingUncertainty = false;
        return;
    }
}

Comparison ComparisonSet::compare(const Results &current, const std::optional<MonteCarloResult> &currentUncertainty,
    const QString &currentSource, const QLocale &locale) const
{
    Comparison c;
    if (m_fixed.empty())
        return c;
    c.scenarios.reserve(m_fixed.size() + 1);
    for (std::size_t i = 0; i <= m_fixed.size(); ++i) {
        if (i == m_currentAt)
            c.scenarios.push_back(comparedScenario(currentSource, current, currentUncertainty));
        if (i < m_fixed.size())
            c.scenarios.push_back(m_fixed[i].column);
    }
    relateToBaseline(c);
    std::vector<const Scenario *> scenarios;
    scenarios.reserve(c.scenarios.size());
    for (const ComparedScenario &cs : c.scenarios)
        scenarios.push_back(&cs.scenario());
    c.assumptions = compareAssumptions(scenarios, locale);
    return c;
}

} // namespace breakeven
