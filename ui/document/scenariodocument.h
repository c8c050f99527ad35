#pragma once

/// \file scenariodocument.h
/// The window's scenario: the Scenario being edited (the display currency included), its cached
/// Evaluation and Results, the undo stack and the file it belongs to (path and clean state). Every
/// change goes through the undo stack and emits typed signals: valuesChanged() or
/// structureChanged() with what changed (ScenarioChange, by the registry's groups),
/// displayCurrencyChanged(), fileChanged(); then resultsChanged() hands the views the new results
/// as a value (a shared, immutable Results), so that no view computes or pulls them.
///
/// The document is owned outside the window (ScenarioDocumentPtr, as Tiled's DocumentPtr): the
/// views hold a plain pointer they never delete, and the document outlives them.

#include "evaluation.h"
#include "parameters.h"
#include "results.h"
#include "scenario.h"

#include <QElapsedTimer>
#include <QObject>
#include <QString>

#include <functional>
#include <memory>
#include <optional>
#include <utility>
#include <vector>

class QTimer;
class QUndoStack;

namespace breakeven {

/// Merge keys for ScenarioDocument::modify. Each kind of edit has a range of its own, so two
/// different fields never merge into one undo step (a row and column pick the cell).
namespace mergekey {
inline constexpr int exchangeRate = 1;
inline constexpr int displayCurrency = 2;
inline constexpr int cellsPerRow = 64;
[[nodiscard]] constexpr int overheadCell(int row, int column) { return (1 << 20) + row * cellsPerRow + column; }
[[nodiscard]] constexpr int offerCell(int row, int column) { return (2 << 20) + row * cellsPerRow + column; }
} // namespace mergekey

class ScenarioDocument;
/// Shared ownership of a document: whoever opens it (main(), a test) and the window hold one.
using ScenarioDocumentPtr = std::shared_ptr<ScenarioDocument>;

class ScenarioDocument : public QObject {
    Q_OBJECT
public:
    /// Changes to the same parameter closer together than this merge into one undo step.
    static constexpr qint64 mergeWindowMs = 500;
    /// The undo history keeps this many steps; older ones are dropped (a long session of slider
    /// drags would otherwise keep every snapshot of the scenario).
    static constexpr int undoLimit = 200;

    /// A document for \a scenario read from \a filePath (empty: untitled), clean. A display
    /// currency the scenario has no rate for is dropped (Scenario::shownCurrency(): the preset's own).
    explicit ScenarioDocument(Scenario scenario = {}, const QString &filePath = {}, QObject *parent = nullptr);
    ~ScenarioDocument() override;

    [[nodiscard]] const Scenario &scenario() const { return m_scenario; }
    /// The evaluation of scenario(), computed when first asked for after a change (so that the
    /// steps of a drag that arrive within one event-loop turn are evaluated once).
    [[nodiscard]] const Evaluation &evaluation() const;
    /// The results of scenario() (results.h: the bill, the task, the hybrid plan, the decision and
    /// the answer), worded for the window (translated, money in the display currency), computed
    /// when first asked for after a change of the scenario or the display currency. Every view
    /// reads them here; none computes them again.
    [[nodiscard]] const Results &results() const { return *resultsPtr(); }
    /// results(), shared: what resultsChanged() hands out.
    [[nodiscard]] ResultsPtr resultsPtr() const;
    /// How many times the document has computed its results (tests count them per change).
    [[nodiscard]] int resultsCount() const { return m_resultsCount; }
    /// How many times the document has evaluated its scenario (tests count evaluations per step).
    [[nodiscard]] int evaluationCount() const { return m_evaluations; }
    [[nodiscard]] QUndoStack *undoStack() const { return m_undoStack; }

    /// Replaces the whole scenario (opening a file): clears the undo history, leaves the document
    /// clean, and shows money in Scenario::shownCurrency(): its display currency, else its own. Emits
    /// structureChanged() once, then displayCurrencyChanged() when the currency differs. The file path is set with
    /// setFilePath().
    void reset(const Scenario &scenario);

    /// Sets one numeric parameter (or one element of a family) through the undo stack, clamped to
    /// its domain (Domain::clamp; a non-finite value gives the lower bound). No value ("none")
    /// clears an optional parameter and leaves a required one as it is. The step is named after
    /// the parameter's label. Consecutive changes of the same parameter merge into one undo step
    /// while a slider is held down, or when they come within mergeWindowMs of each other. Does
    /// nothing when the value does not change.
    void setValue(const ParamRef &ref, std::optional<double> value);
    void setValue(const Parameter &param, std::optional<double> value) { setValue(ParamRef { &param, 0 }, value); }
    /// Sets several numeric parameters as one undo step named \a text (a decision-map cell sets two),
    /// each clamped to its domain. Never merges with another step.
    void setValues(const QString &text, const std::vector<std::pair<ParamRef, double>> &values);
    /// The value of \a param (none: an optional parameter left out).
    [[nodiscard]] std::optional<double> value(const Parameter &param) const { return param.get(m_scenario, 0); }
    /// Sets a text, flag or choice field through the undo stack as one step named after its
    /// label. A value the field refuses (Field::problem) changes nothing; returns the problem.
    std::optional<QString> setField(const Field &field, const QString &value);

    /// Applies an arbitrary edit through the undo stack as one step named \a text.
    /// A non-negative \a mergeKey merges with the previous edit of the same key like setValue.
    /// An edit that removes the display currency's rate shows the preset's own currency from then on.
    void modify(const QString &text, const std::function<void(Scenario &)> &edit, int mergeKey = -1);

    /// A slider was pressed or released: the current merge ends, and while \a down, every
    /// change to the same parameter joins one undo step. While \a down, valuesChanged() is
    /// coalesced: the steps that arrive within one event-loop turn are announced once, at the end
    /// of the turn (the scenario itself changes at once); on release a pending one is sent at once.
    void setInteractive(bool down);
    /// Ends the current merge: the next change starts a new undo step.
    void closeMerge();

    /// The currency results are shown in (Scenario::shownCurrency()): the scenario's
    /// `display_currency`, else its own `currency`. Always one the scenario has a rate for.
    [[nodiscard]] QString displayCurrency() const;
    /// Shows money in \a currency. One the scenario has a rate for is a view choice: no undo step,
    /// the document stays as modified as it was, an undo or redo keeps it, and the next save writes
    /// it (`display_currency`, absent for the preset's own currency). A currency without a rate gets
    /// \a rateIfMissing (units per USD, in the exchange rate's domain): an edit, one undo step with
    /// the switch, whose undo shows the currency shown before. Without a rate it is refused.
    /// True when the document now shows \a currency.
    bool setDisplayCurrency(const QString &currency, std::optional<double> rateIfMissing = std::nullopt);
    /// Units of the display currency per USD (never a made-up 1.0: the document never holds a
    /// display currency without a rate).
    [[nodiscard]] double displayRate() const;
    /// \a usd in the display currency.
    [[nodiscard]] double toDisplay(double usd) const { return usd * displayRate(); }

    /// The file this scenario was read from or last saved to; empty for an untitled one.
    [[nodiscard]] QString filePath() const { return m_filePath; }
    /// Sets the file path (absolute, or empty: untitled). Emits fileChanged() when it differs.
    void setFilePath(const QString &path);
    /// The file's name, else the scenario's name, else "Untitled" (the window's title).
    [[nodiscard]] QString displayName() const;
    /// Whether there are changes since the last save or open: the undo stack is away from its
    /// clean index (or has none: markUnsaved()).
    [[nodiscard]] bool isModified() const;
    /// The preset to save: the scenario with its display currency.
    [[nodiscard]] const Scenario &preset() const { return m_scenario; }
    /// The scenario as its file was read or last saved (for an untitled one: as it began), which
    /// its description describes; the report and File > Properties list what changed since.
    [[nodiscard]] const Scenario &source() const { return m_source; }
    /// Why the preset as it would be written now would not open again (parsePreset() on its
    /// text), or empty when it reads back. Checked before every save and recovery write.
    [[nodiscard]] QString presetProblems() const;
    /// The scenario was saved to \a path: the current undo step becomes the clean one (and the
    /// next edit a new step). Emits fileChanged().
    void markSaved(const QString &path);
    /// The scenario exists in no file (pasted, restored after a crash): modified until saved.
    void markUnsaved();

    /// Internal: used by the undo commands. Keeps the display currency shown, unless \a carriesView
    /// (the step switched it) or \a snapshot has no rate for it.
    void applySnapshot(const Scenario &snapshot, bool carriesView = false);
    [[nodiscard]] int mergeGeneration() const { return m_mergeGeneration; }
    [[nodiscard]] bool interactive() const { return m_interactive; }
    /// Milliseconds on the clock the merge window is measured with.
    [[nodiscard]] qint64 clockMs() const { return m_clock(); }
    /// A monotonic clock in milliseconds; the default counts from the document's creation.
    using Clock = std::function<qint64()>;
    /// Replaces the merge window's clock (tests drive it by hand instead of waiting).
    void setClock(Clock clock) { m_clock = std::move(clock); }

Q_SIGNALS:
    /// Numbers changed in the same structure (a slider, a cell, a rate): \a change says which
    /// groups. Sent at once, or once per event-loop turn while a slider is held (setInteractive()),
    /// then with every group the turn's steps changed.
    void valuesChanged(const breakeven::ScenarioChange &change);
    /// Offers or overhead lines were added, removed or replaced (an open, a paste, an undo of
    /// either): rows may differ. An open says ScenarioChange::everything().
    void structureChanged(const breakeven::ScenarioChange &change);
    /// The results of the scenario as it is now, after any of the signals above (and once per
    /// event-loop turn during a drag): computed once, handed to every view by value. Only computed
    /// when something listens.
    void resultsChanged(const breakeven::ResultsPtr &results);
    /// The display currency changed (its own step, an undo, or an open).
    void displayCurrencyChanged(const QString &currency);
    /// The file path or the modified state changed.
    void fileChanged();
    /// A slider was pressed (\a down) or released (setInteractive()), after the release's pending
    /// valuesChanged().
    void interactiveChanged(bool down);

private:
    /// Pushes \a next as one undo step, unless it equals the scenario.
    void push(const QString &text, Scenario next, int mergeKey);
    /// Sends the valuesChanged() a drag's steps left pending, if any.
    void flushValuesChanged();
    /// Sends resultsChanged() when anyone listens.
    void announceResults();

    Scenario m_scenario;
    Scenario m_source; ///< source()
    mutable Evaluation m_evaluation;
    mutable bool m_evaluationStale = true;
    mutable int m_evaluations = 0;
    mutable ResultsPtr m_results; ///< null: to compute (a change since)
    mutable int m_resultsCount = 0;
    bool m_valuesPending = false;   ///< a coalesced valuesChanged() waits for the end of the turn
    ScenarioChange m_pendingChange; ///< what the steps of the pending valuesChanged() changed
    QUndoStack *m_undoStack;
    QTimer *m_valuesTimer;
    QString m_filePath;
    int m_mergeGeneration = 0;
    bool m_interactive = false;
    QElapsedTimer m_elapsed;
    Clock m_clock;
};

} // namespace breakeven
