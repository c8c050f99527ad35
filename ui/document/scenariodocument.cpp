#include "scenariodocument.h"

#include "gpuchoice.h"

#include "appgpucatalog.h"

#include "compile.h"
#include "presetio.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QLocale>
#include <QMetaMethod>
#include <QTimer>
#include <QUndoCommand>
#include <QUndoStack>

#include <utility>

namespace breakeven {

namespace {

/// Whether \a a and \a b hold the same figures: the display currency, a view choice, aside.
bool sameFigures(const Scenario &a, const Scenario &b)
{
    if (a.displayCurrency == b.displayCurrency)
        return a == b;
    Scenario c = b;
    c.displayCurrency = a.displayCurrency;
    return a == c;
}

/// The document's invariant: a display currency always has a rate. One without (a preset
/// written by hand, an edit that removed the rate) shows the preset's own currency, or USD.
Scenario withShowableCurrency(Scenario scenario)
{
    if (!scenario.displayCurrency.isEmpty() && !scenario.fxRate(scenario.displayCurrency))
        scenario.displayCurrency.clear();
    return scenario;
}

/// One undoable change: a snapshot of the scenario before and after (PlotJuggler style).
/// redo() swaps the stored scenario with the document's, as Tiled's generic command does.
class ChangeScenarioCommand : public QUndoCommand {
public:
    static constexpr int commandId = 0x4245; // "BE"

    /// \a carriesView: the step switches the display currency too (a rate added to show it), so its
    /// undo and redo bring the display currency of either side; other steps leave the view alone.
    ChangeScenarioCommand(
        ScenarioDocument *doc, const QString &text, Scenario after, int mergeKey, bool carriesView = false)
        : QUndoCommand(text)
        , m_doc(doc)
        , m_other(std::move(after))
        , m_mergeKey(mergeKey)
        , m_carriesView(carriesView)
        , m_generation(doc->mergeGeneration())
        , m_lastMs(doc->clockMs())
    {
    }

    void redo() override { swap(); }
    void undo() override { swap(); }
    [[nodiscard]] int id() const override { return m_mergeKey >= 0 ? commandId : -1; }

    bool mergeWith(const QUndoCommand *other) override
    {
        const auto *o = static_cast<const ChangeScenarioCommand *>(other);
        if (o->m_mergeKey != m_mergeKey || o->m_generation != m_generation)
            return false;
        if (!m_doc->interactive() && o->m_lastMs - m_lastMs > ScenarioDocument::mergeWindowMs)
            return false;
        // This command has been redone, so m_other holds the state before it. The merged
        // command keeps that and takes over the other's time; the document already shows
        // the other's result.
        m_lastMs = o->m_lastMs;
        if (sameFigures(m_other, m_doc->scenario()))
            setObsolete(true); // dragged back to where it started: no step at all
        return true;
    }

private:
    void swap()
    {
        Scenario current = m_doc->scenario();
        m_doc->applySnapshot(std::exchange(m_other, std::move(current)), m_carriesView);
    }

    ScenarioDocument *m_doc;
    Scenario m_other; // the state to switch to on the next undo() / redo()
    int m_mergeKey;
    bool m_carriesView;
    int m_generation;
    qint64 m_lastMs;
};

/// The merge key of element \a index of \a param: a single parameter's position in the
/// registry, a family's element after them (a row of its own per element).
int parameterMergeKey(const Parameter &param, std::size_t index)
{
    const std::span<const Parameter> all = parameters();
    const auto position = static_cast<int>(&param - all.data());
    Q_ASSERT(all.size() <= static_cast<std::size_t>(mergekey::cellsPerRow)); // below modify()'s keys, a row each
    if (param.collection == Collection::None)
        return position;
    return (3 << 20) + static_cast<int>(index) * mergekey::cellsPerRow + position;
}

} // namespace

ScenarioDocument::ScenarioDocument(Scenario scenario, const QString &filePath, QObject *parent)
    : QObject(parent)
    , m_scenario(withShowableCurrency(std::move(scenario)))
    , m_source(m_scenario)
    , m_undoStack(new QUndoStack(this))
    , m_valuesTimer(new QTimer(this))
    , m_filePath(filePath)
    , m_clock([this] { return m_elapsed.elapsed(); })
{
    m_elapsed.start();
    m_undoStack->setUndoLimit(undoLimit);
    connect(m_undoStack, &QUndoStack::cleanChanged, this, &ScenarioDocument::fileChanged);
    m_valuesTimer->setSingleShot(true);
    m_valuesTimer->setInterval(0); // the end of the current event-loop turn
    connect(m_valuesTimer, &QTimer::timeout, this, &ScenarioDocument::flushValuesChanged);
}

const Evaluation &ScenarioDocument::evaluation() const
{
    if (m_evaluationStale) {
        // Into the same Evaluation: a drag's steps reuse its buffers and its walk along the decode
        // curve when the curve's inputs did not change (CapacityResult::CurveMemo).
        evaluate(compileUnchecked(m_scenario), m_evaluation);
        m_evaluationStale = false;
        ++m_evaluations;
    }
    return m_evaluation;
}

ResultsPtr ScenarioDocument::resultsPtr() const
{
    if (!m_results) {
        m_results = std::make_shared<const Results>(computeResults(m_scenario, evaluation(),
            ResultsWording { Wording::Translated, displayCurrency(), displayRate(), &AppGpuCatalog::catalog() }));
        ++m_resultsCount;
    }
    return m_results;
}

void ScenarioDocument::announceResults()
{
    if (isSignalConnected(QMetaMethod::fromSignal(&ScenarioDocument::resultsChanged)))
        Q_EMIT resultsChanged(resultsPtr());
}

void ScenarioDocument::flushValuesChanged()
{
    m_valuesTimer->stop();
    if (!m_valuesPending)
        return;
    m_valuesPending = false;
    Q_EMIT valuesChanged(std::exchange(m_pendingChange, {}));
    announceResults();
}

ScenarioDocument::~ScenarioDocument()
{
    // ~QUndoStack clears itself and says the stack became clean: nobody is to hear that from a
    // document being destroyed.
    m_undoStack->blockSignals(true);
}

void ScenarioDocument::reset(const Scenario &scenario)
{
    const QString before = displayCurrency();
    m_undoStack->clear();
    m_undoStack->setClean();
    // A preset opens in its display currency, else its own currency: never in whatever was shown before,
    // so that a colleague opening the same file sees the same numbers.
    m_scenario = withShowableCurrency(scenario);
    m_source = m_scenario;
    m_evaluationStale = true;
    m_results.reset();
    m_valuesPending = false; // the structure's signal says it all
    m_pendingChange = {};
    // Listeners first see the new scenario whole (the table's rows follow it); only then is the
    // currency announced, so no one reads new offers through old rows.
    Q_EMIT structureChanged(ScenarioChange::everything());
    if (displayCurrency() != before)
        Q_EMIT displayCurrencyChanged(displayCurrency());
    announceResults();
}

void ScenarioDocument::push(const QString &text, Scenario next, int mergeKey)
{
    const QString shown = next.displayCurrency;
    // Capacity figures changed by hand are the user's own for this GPU (gpuchoice.h).
    noteTypedEvidence(m_scenario, next);
    next = withShowableCurrency(std::move(next));
    if (next == m_scenario)
        return;
    // An edit that takes the shown currency's rate away switches the view in the same step, and
    // its undo brings both back.
    const bool fellBack = next.displayCurrency != shown;
    m_undoStack->push(new ChangeScenarioCommand(this, text, std::move(next), mergeKey, fellBack));
}

void ScenarioDocument::setValue(const ParamRef &ref, std::optional<double> value)
{
    const Parameter &param = *ref.parameter;
    if (!value && !param.optional)
        return;
    Scenario next = m_scenario;
    // The parameter's range, if any, moves with it: the odds and the bands follow the slider.
    setMovingRange(next, ref, value ? std::optional<double>(param.domain.clamp(*value)) : std::nullopt);
    //: Undo step. %1 is a parameter's label, e.g. "Sustained throughput".
    push(tr("Change %1").arg(param.plainLabel()), std::move(next), parameterMergeKey(param, ref.index));
}

void ScenarioDocument::setValues(const QString &text, const std::vector<std::pair<ParamRef, double>> &values)
{
    modify(text, [&](Scenario &s) {
        for (const auto &[ref, value] : values)
            setMovingRange(s, ref, ref.parameter->domain.clamp(value));
    });
}

std::optional<QString> ScenarioDocument::setField(const Field &field, const QString &value)
{
    if (std::optional<QString> problem = field.problem(m_scenario, value))
        return problem;
    modify(tr("Change %1").arg(field.plainLabel()), [&](Scenario &s) { field.set(s, 0, value); });
    return std::nullopt;
}

void ScenarioDocument::modify(const QString &text, const std::function<void(Scenario &)> &edit, int mergeKey)
{
    Scenario next = m_scenario;
    edit(next);
    if (mergeKey >= 0)
        mergeKey += 1000; // keep clear of the parameters' keys
    push(text, std::move(next), mergeKey);
}

void ScenarioDocument::setInteractive(bool down)
{
    m_interactive = down;
    closeMerge();
    if (!down)
        flushValuesChanged(); // released: the views show the last step now
    Q_EMIT interactiveChanged(down);
}

void ScenarioDocument::closeMerge() { ++m_mergeGeneration; }

QString ScenarioDocument::displayCurrency() const { return m_scenario.shownCurrency(); }

bool ScenarioDocument::setDisplayCurrency(const QString &currency, std::optional<double> rateIfMissing)
{
    if (currency == displayCurrency())
        return true;
    const bool hasRate = m_scenario.fxRate(currency).has_value();
    if (hasRate) {
        // A view choice: no undo step and no change to the file's state; the next save keeps it.
        // The preset's own currency is stored as no choice at all (absent `display_currency`).
        Scenario own = m_scenario;
        own.displayCurrency.clear();
        m_scenario.displayCurrency = currency == own.shownCurrency() ? QString() : currency;
        m_results.reset(); // worded in the display currency
        Q_EMIT displayCurrencyChanged(displayCurrency());
        announceResults();
        return true;
    }
    if (!(rateIfMissing && exchangeRateParameter().domain.contains(*rateIfMissing)))
        return false;
    // A new rate is an edit: the rate and the switch are one undo step, and its undo shows the
    // currency shown before (which has a rate).
    Scenario next = m_scenario;
    next.fxPerUsd[currency] = *rateIfMissing;
    next.displayCurrency = currency;
    //: Undo step. %1 is a currency code, %2 its rate per US dollar.
    const QString text = tr("Add the rate %2 %1 per USD and show money in %1")
                             .arg(currency, QLocale().toString(*rateIfMissing, 'g', 6));
    m_undoStack->push(new ChangeScenarioCommand(this, text, std::move(next), -1, true));
    return displayCurrency() == currency;
}

double ScenarioDocument::displayRate() const
{
    const std::optional<double> rate = m_scenario.fxRate(displayCurrency());
    Q_ASSERT_X(rate, "ScenarioDocument::displayRate", "a display currency without a rate");
    return rate.value(); // withShowableCurrency() keeps this from ever throwing
}

void ScenarioDocument::setFilePath(const QString &path)
{
    if (path == m_filePath)
        return;
    m_filePath = path;
    Q_EMIT fileChanged();
}

QString ScenarioDocument::displayName() const
{
    if (!m_filePath.isEmpty())
        return QFileInfo(m_filePath).fileName();
    return m_scenario.name.isEmpty() ? tr("Untitled") : m_scenario.name;
}

bool ScenarioDocument::isModified() const { return !m_undoStack->isClean(); }

QString ScenarioDocument::presetProblems() const
{
    const PresetResult r = parsePreset(serializePreset(preset()));
    return r.ok() ? QString() : r.errorText();
}

void ScenarioDocument::markSaved(const QString &path)
{
    closeMerge(); // the next slider move starts a new undo step after the clean one
    m_undoStack->setClean();
    m_source = m_scenario;
    setFilePath(path);
}

void ScenarioDocument::markUnsaved() { m_undoStack->resetClean(); }

void ScenarioDocument::applySnapshot(const Scenario &snapshot, bool carriesView)
{
    const QString before = displayCurrency();
    // The display currency is a view choice: an undo or redo keeps the one shown when it still has
    // a rate, unless the step itself switched it.
    Scenario scenario = snapshot;
    if (!carriesView && (m_scenario.displayCurrency.isEmpty() || scenario.fxRate(m_scenario.displayCurrency)))
        scenario.displayCurrency = m_scenario.displayCurrency;
    scenario = withShowableCurrency(std::move(scenario));
    const bool structural = scenario.offers.size() != m_scenario.offers.size()
        || scenario.cost.overheads.size() != m_scenario.cost.overheads.size();
    Scenario sameCurrency = m_scenario;
    sameCurrency.displayCurrency = scenario.displayCurrency;
    const ScenarioChange change = changeBetween(sameCurrency, scenario);
    const bool values = !change.isEmpty();
    m_scenario = scenario;
    m_evaluationStale = true;
    m_results.reset();
    bool announced = false;
    if (structural) {
        m_valuesPending = false; // the structure's signal says it all
        Q_EMIT structureChanged(std::exchange(m_pendingChange, {}) |= change);
        announced = true;
    } else if (values && m_interactive && displayCurrency() == before) {
        // A drag: announced once at the end of this event-loop turn, however many steps arrive.
        m_valuesPending = true;
        m_pendingChange |= change;
        m_valuesTimer->start();
    } else if (values) {
        m_valuesPending = false;
        Q_EMIT valuesChanged(std::exchange(m_pendingChange, {}) |= change);
        announced = true;
    }
    if (displayCurrency() != before) {
        Q_EMIT displayCurrencyChanged(displayCurrency());
        announced = true;
    }
    if (announced)
        announceResults();
}

} // namespace breakeven
