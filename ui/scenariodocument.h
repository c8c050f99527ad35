#pragma once

/// \file scenariodocument.h
/// The window's scenario: the Scenario being edited, its cached Evaluation, the undo stack
/// and the display currency. Every change goes through the undo stack and emits changed()
/// exactly once.

#include "evaluation.h"
#include "scenario.h"

#include <QElapsedTimer>
#include <QObject>
#include <QString>

#include <functional>
#include <utility>

class QUndoStack;

namespace breakeven {

/// The numeric parameters the scenario panel edits with sliders.
enum class Param {
    Throughput,     ///< operation.throughput_tok_s, tok/s
    Utilization,    ///< operation.utilization, 0..1
    CacheHit,       ///< workload.cache_hit, 0..1
    GpuHour,        ///< cost.gpu_hour amount, in its own currency
    GpuCount,       ///< hardware.count
    InputPerOutput, ///< workload.input_per_output
    HoursPerDay,    ///< operation.hours_per_day
    Redundancy,     ///< cost.redundancy
    Capex,          ///< cost.buy.capex amount, in its own currency
    Years,          ///< cost.buy.years
    PowerKw,        ///< cost.buy.power_kw
    Pue,            ///< cost.buy.pue
    Tariff,         ///< cost.buy.tariff_per_kwh amount, in its own currency
    MaxThroughput,  ///< hardware.max_throughput_tok_s (0: no limit)
};

/// The value of \a param in \a scenario.
[[nodiscard]] double paramValue(const Scenario &scenario, Param param);
/// Sets \a param in \a scenario to \a value, clamped to the preset format's valid range.
void setParamValue(Scenario &scenario, Param param, double value);
/// The preset path of \a param (e.g. "operation.throughput_tok_s").
[[nodiscard]] QString paramPath(Param param);

/// Merge keys for ScenarioDocument::modify. Each kind of edit has a range of its own, so two
/// different fields never merge into one undo step (a row and column pick the cell).
namespace mergekey {
inline constexpr int exchangeRate = 1;
inline constexpr int cellsPerRow = 64;
[[nodiscard]] constexpr int overheadCell(int row, int column) { return (1 << 20) + row * cellsPerRow + column; }
[[nodiscard]] constexpr int offerCell(int row, int column) { return (2 << 20) + row * cellsPerRow + column; }
} // namespace mergekey

class ScenarioDocument : public QObject {
    Q_OBJECT
public:
    /// Changes to the same parameter closer together than this merge into one undo step.
    static constexpr qint64 mergeWindowMs = 500;

    explicit ScenarioDocument(Scenario scenario = {}, QObject *parent = nullptr);
    ~ScenarioDocument() override;

    [[nodiscard]] const Scenario &scenario() const { return m_scenario; }
    [[nodiscard]] const Evaluation &evaluation() const { return m_evaluation; }
    [[nodiscard]] QUndoStack *undoStack() const { return m_undoStack; }

    /// Replaces the whole scenario (opening a file): clears the undo history and shows money in
    /// the scenario's display currency, or USD when it names none. Emits changed() once.
    void reset(const Scenario &scenario);

    /// Sets one numeric parameter through the undo stack. Consecutive changes of the same
    /// parameter merge into one undo step while a slider is held down, or when they come
    /// within mergeWindowMs of each other. Does nothing when the value does not change.
    void setValue(Param param, double value);
    [[nodiscard]] double value(Param param) const { return paramValue(m_scenario, param); }

    /// Applies an arbitrary edit through the undo stack as one step named \a text.
    /// A non-negative \a mergeKey merges with the previous edit of the same key like setValue.
    void modify(const QString &text, const std::function<void(Scenario &)> &edit, int mergeKey = -1);

    /// A slider was pressed or released: the current merge ends, and while \a down, every
    /// change to the same parameter joins one undo step.
    void setInteractive(bool down);
    /// Ends the current merge: the next change starts a new undo step.
    void closeMerge();

    /// The currency results are shown in: "USD" or a key of the scenario's FX table.
    [[nodiscard]] QString displayCurrency() const { return m_displayCurrency; }
    void setDisplayCurrency(const QString &currency);
    /// Units of the display currency per USD.
    [[nodiscard]] double displayRate() const;
    /// \a usd in the display currency.
    [[nodiscard]] double toDisplay(double usd) const { return usd * displayRate(); }

    /// Internal: used by the undo commands.
    void applySnapshot(const Scenario &scenario);
    [[nodiscard]] int mergeGeneration() const { return m_mergeGeneration; }
    [[nodiscard]] bool interactive() const { return m_interactive; }
    /// Milliseconds on the clock the merge window is measured with.
    [[nodiscard]] qint64 clockMs() const { return m_clock(); }
    /// A monotonic clock in milliseconds; the default counts from the document's creation.
    using Clock = std::function<qint64()>;
    /// Replaces the merge window's clock (tests drive it by hand instead of waiting).
    void setClock(Clock clock) { m_clock = std::move(clock); }

Q_SIGNALS:
    /// The scenario (and so the evaluation) changed.
    void changed();
    /// The whole scenario was replaced (structure may differ: offers, overheads).
    void scenarioReset();
    void displayCurrencyChanged(const QString &currency);

private:
    Scenario m_scenario;
    Evaluation m_evaluation;
    QUndoStack *m_undoStack;
    QString m_displayCurrency = QStringLiteral("USD");
    int m_mergeGeneration = 0;
    bool m_interactive = false;
    QElapsedTimer m_elapsed;
    Clock m_clock;
};

} // namespace breakeven
