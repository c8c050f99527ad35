#pragma once

/// \file scenariodocument.h
/// The window's scenario: the Scenario being edited, its cached Evaluation, the undo stack
/// and the display currency. Every change goes through the undo stack and emits changed()
/// exactly once.

#include "evaluation.h"
#include "parameters.h"
#include "scenario.h"

#include <QElapsedTimer>
#include <QObject>
#include <QString>

#include <functional>
#include <optional>
#include <utility>

class QUndoStack;

namespace breakeven {

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

    /// Sets one numeric parameter (or one element of a family) through the undo stack, clamped to
    /// its domain (Domain::clamp; a non-finite value gives the lower bound). No value ("none")
    /// clears an optional parameter and leaves a required one as it is. The step is named after
    /// the parameter's label. Consecutive changes of the same parameter merge into one undo step
    /// while a slider is held down, or when they come within mergeWindowMs of each other. Does
    /// nothing when the value does not change.
    void setValue(const ParamRef &ref, std::optional<double> value);
    void setValue(const Parameter &param, std::optional<double> value) { setValue(ParamRef { &param, 0 }, value); }
    /// The value of \a param (none: an optional parameter left out).
    [[nodiscard]] std::optional<double> value(const Parameter &param) const { return param.get(m_scenario, 0); }
    /// Sets a text, flag or choice field through the undo stack as one step named after its
    /// label. A value the field refuses (Field::problem) changes nothing; returns the problem.
    std::optional<QString> setField(const Field &field, const QString &value);

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
