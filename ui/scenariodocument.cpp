#include "scenariodocument.h"

#include "compiledscenario.h"
#include "presetio.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QTimer>
#include <QUndoCommand>
#include <QUndoStack>

#include <utility>

namespace breakeven {

namespace {

const QString &usd()
{
    static const QString code = QStringLiteral("USD");
    return code;
}

/// The currency \a scenario shows money in: its display currency, USD when it names none.
QString shownCurrency(const Scenario &scenario)
{
    return scenario.displayCurrency.isEmpty() ? usd() : scenario.displayCurrency;
}

/// Whether \a a and \a b are the same scenario shown the same way (an empty display currency and
/// "USD" both show dollars).
bool sameAsShown(const Scenario &a, const Scenario &b)
{
    if (shownCurrency(a) != shownCurrency(b))
        return false;
    if (a.displayCurrency == b.displayCurrency)
        return a == b;
    Scenario c = b;
    c.displayCurrency = a.displayCurrency;
    return a == c;
}

/// The document's invariant: a display currency always has a rate. One without (a preset
/// written by hand, an edit that removed the rate) shows USD instead.
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

    ChangeScenarioCommand(ScenarioDocument *doc, const QString &text, Scenario after, int mergeKey)
        : QUndoCommand(text)
        , m_doc(doc)
        , m_other(std::move(after))
        , m_mergeKey(mergeKey)
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
        if (sameAsShown(m_other, m_doc->scenario())) {
            // Dragged (or switched) back to where it started: no step at all, and exactly the
            // scenario as it was (a display currency of "USD" where there was none is no change).
            if (!(m_other == m_doc->scenario()))
                m_doc->applySnapshot(m_other);
            setObsolete(true);
        }
        return true;
    }

private:
    void swap()
    {
        Scenario current = m_doc->scenario();
        m_doc->applySnapshot(std::exchange(m_other, std::move(current)));
    }

    ScenarioDocument *m_doc;
    Scenario m_other; // the state to switch to on the next undo() / redo()
    int m_mergeKey;
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

void ScenarioDocument::flushValuesChanged()
{
    m_valuesTimer->stop();
    if (!m_valuesPending)
        return;
    m_valuesPending = false;
    Q_EMIT valuesChanged();
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
    // A preset opens in its own display currency, or USD: never in whatever was shown before,
    // so that a colleague opening the same file sees the same numbers.
    m_scenario = withShowableCurrency(scenario);
    m_evaluationStale = true;
    m_valuesPending = false; // the structure's signal says it all
    // Listeners first see the new scenario whole (the table's rows follow it); only then is the
    // currency announced, so no one reads new offers through old rows.
    Q_EMIT structureChanged();
    if (displayCurrency() != before)
        Q_EMIT displayCurrencyChanged(displayCurrency());
}

void ScenarioDocument::push(const QString &text, Scenario next, int mergeKey)
{
    next = withShowableCurrency(std::move(next));
    if (next == m_scenario)
        return;
    m_undoStack->push(new ChangeScenarioCommand(this, text, std::move(next), mergeKey));
}

void ScenarioDocument::setValue(const ParamRef &ref, std::optional<double> value)
{
    const Parameter &param = *ref.parameter;
    if (!value && !param.optional)
        return;
    Scenario next = m_scenario;
    ref.set(next, value ? std::optional<double>(param.domain.clamp(*value)) : std::nullopt);
    //: Undo step. %1 is a parameter's label, e.g. "Sustained throughput".
    push(tr("Change %1").arg(param.plainLabel()), std::move(next), parameterMergeKey(param, ref.index));
}

void ScenarioDocument::setValues(const QString &text, const std::vector<std::pair<ParamRef, double>> &values)
{
    modify(text, [&](Scenario &s) {
        for (const auto &[ref, value] : values)
            ref.set(s, ref.parameter->domain.clamp(value));
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
}

void ScenarioDocument::closeMerge() { ++m_mergeGeneration; }

QString ScenarioDocument::displayCurrency() const { return shownCurrency(m_scenario); }

bool ScenarioDocument::setDisplayCurrency(const QString &currency, std::optional<double> rateIfMissing)
{
    if (currency == displayCurrency())
        return true;
    const bool hasRate = m_scenario.fxRate(currency).has_value();
    if (!hasRate && !(rateIfMissing && std::isfinite(*rateIfMissing) && *rateIfMissing > 0.0))
        return false;
    Scenario next = m_scenario;
    if (!hasRate)
        next.fxPerUsd[currency] = *rateIfMissing;
    next.displayCurrency = currency;
    push(tr("Show money in %1").arg(currency), std::move(next), 1000 + mergekey::displayCurrency);
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
    setFilePath(path);
}

void ScenarioDocument::markUnsaved() { m_undoStack->resetClean(); }

void ScenarioDocument::applySnapshot(const Scenario &scenario)
{
    const QString before = displayCurrency();
    const bool structural = scenario.offers.size() != m_scenario.offers.size()
        || scenario.cost.overheads.size() != m_scenario.cost.overheads.size();
    Scenario sameCurrency = m_scenario;
    sameCurrency.displayCurrency = scenario.displayCurrency;
    const bool values = !(sameCurrency == scenario);
    m_scenario = scenario;
    m_evaluationStale = true;
    if (structural) {
        m_valuesPending = false; // the structure's signal says it all
        Q_EMIT structureChanged();
    } else if (values && m_interactive && displayCurrency() == before) {
        // A drag: announced once at the end of this event-loop turn, however many steps arrive.
        m_valuesPending = true;
        m_valuesTimer->start();
    } else if (values) {
        m_valuesPending = false;
        Q_EMIT valuesChanged();
    }
    if (displayCurrency() != before)
        Q_EMIT displayCurrencyChanged(displayCurrency());
}

} // namespace breakeven
