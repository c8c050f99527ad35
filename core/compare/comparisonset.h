#pragma once

/// \file comparisonset.h
/// The scenarios the window compares (MODEL.md section 12): fixed snapshots (a pinned scenario,
/// presets read from files), each evaluated once and kept, and the place of the window's current
/// scenario among them, whose column is made from the results the window already has. A slider
/// step therefore recomputes one column and the B - A figures, never the other scenarios.

#include "comparison.h"

#include <QLocale>
#include <QString>

#include <cstddef>
#include <cstdint>
#include <optional>
#include <vector>

namespace breakeven {

class ComparisonSet {
public:
    /// A fixed scenario: what was pinned or read, and its column (results and, once run, its odds).
    struct Fixed {
        std::uint64_t id = 0; ///< unique in this set, for results that arrive later (setUncertainty())
        ScenarioToCompare input;
        ComparedScenario column;
        /// Whether it has ranges whose Monte Carlo run has not been handed over yet.
        bool awaitingUncertainty = false;
    };

    /// No fixed scenario: nothing to compare (the current one alone is no comparison).
    [[nodiscard]] bool empty() const { return m_fixed.empty(); }
    /// Columns: the fixed scenarios and the current one; 0 when empty().
    [[nodiscard]] std::size_t columnCount() const { return m_fixed.empty() ? 0 : m_fixed.size() + 1; }
    /// Whether another scenario would make more than maxComparedScenarios columns.
    [[nodiscard]] bool full() const { return columnCount() >= static_cast<std::size_t>(maxComparedScenarios); }
    /// How many more scenarios fit (maxComparedScenarios with the current one).
    [[nodiscard]] std::size_t room() const;
    /// The current scenario's column (0 when empty()).
    [[nodiscard]] std::size_t currentColumn() const { return m_currentAt; }
    /// The fixed scenario shown in \a column (none for the current one or past the end).
    [[nodiscard]] const Fixed *fixedAt(std::size_t column) const;
    [[nodiscard]] const std::vector<Fixed> &fixed() const { return m_fixed; }

    /// How the fixed columns are worded (the window's language and display currency; each at its own
    /// rate, comparedWording()). Rewords every fixed column when it changes.
    void setWording(const ResultsWording &wording);
    [[nodiscard]] const ResultsWording &wording() const { return m_wording; }

    /// Pins \a scenario (a copy) as the baseline: the first column, the current one after it when it
    /// was not in the set yet. \a source: its file, "" when it is in none. Returns its id; none when full().
    std::optional<std::uint64_t> pin(const Scenario &scenario, const QString &source);
    /// Adds \a scenario read from \a source as the last column (the current scenario is the baseline
    /// when nothing was pinned or added before). Returns its id; none when full().
    std::optional<std::uint64_t> add(const Scenario &scenario, const QString &source);
    /// Replaces the set with \a scenarios in order, the current scenario at \a currentAt among them
    /// (0..scenarios.size()). False, and nothing changes, when they would be more than
    /// maxComparedScenarios columns with the current one.
    bool assign(const std::vector<ScenarioToCompare> &scenarios, std::size_t currentAt);
    /// Removes the fixed scenario in \a column (the current one's column: nothing). The set is empty
    /// again when the last fixed one goes.
    void removeColumn(std::size_t column);
    void clear();

    /// Hands over the Monte Carlo run of fixed scenario \a id (which may have been removed since: ignored).
    void setUncertainty(std::uint64_t id, MonteCarloResult result);

    /// The comparison of every column, the current one from \a current (the window's results of its
    /// scenario, worded by wording()) and its run \a currentUncertainty (none while it computes or
    /// without ranges): the fixed columns copied, the B - A and the assumptions computed again.
    [[nodiscard]] Comparison compare(const Results &current, const std::optional<MonteCarloResult> &currentUncertainty,
        const QString &currentSource, const QLocale &locale) const;

private:
    [[nodiscard]] Fixed make(const ScenarioToCompare &input);

    std::vector<Fixed> m_fixed;
    std::size_t m_currentAt = 0;
    std::uint64_t m_nextId = 1;
    ResultsWording m_wording;
};

} // namespace breakeven
