#include "scenariodocument.h"

#include <QCoreApplication>
#include <QUndoCommand>
#include <QUndoStack>

#include <utility>

namespace breakeven {

namespace {

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
        if (m_other == m_doc->scenario())
            setObsolete(true); // dragged back to where it started
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

ScenarioDocument::ScenarioDocument(Scenario scenario, QObject *parent)
    : QObject(parent)
    , m_scenario(std::move(scenario))
    , m_evaluation(evaluate(m_scenario))
    , m_undoStack(new QUndoStack(this))
    , m_clock([this] { return m_elapsed.elapsed(); })
{
    m_elapsed.start();
    if (m_scenario.fxRate(m_scenario.displayCurrency))
        m_displayCurrency = m_scenario.displayCurrency; // the preset's `display_currency`
}

ScenarioDocument::~ScenarioDocument() = default;

void ScenarioDocument::reset(const Scenario &scenario)
{
    m_undoStack->clear();
    m_scenario = scenario;
    m_evaluation = evaluate(m_scenario);
    // A preset opens in its own display currency, or USD: never in whatever was shown before,
    // so that a colleague opening the same file sees the same numbers.
    const QString wanted
        = m_scenario.fxRate(m_scenario.displayCurrency) ? m_scenario.displayCurrency : QStringLiteral("USD");
    const bool currencyChanged = wanted != m_displayCurrency;
    m_displayCurrency = wanted;
    // Listeners first see the new scenario whole (the table's rows follow changed()); only
    // then is the currency announced, so no one reads new offers through old rows.
    Q_EMIT scenarioReset();
    Q_EMIT changed();
    if (currencyChanged)
        Q_EMIT displayCurrencyChanged(m_displayCurrency);
}

void ScenarioDocument::setValue(const ParamRef &ref, std::optional<double> value)
{
    const Parameter &param = *ref.parameter;
    if (!value && !param.optional)
        return;
    Scenario next = m_scenario;
    ref.set(next, value ? std::optional<double>(param.domain.clamp(*value)) : std::nullopt);
    if (next == m_scenario)
        return;
    //: Undo step. %1 is a parameter's label, e.g. "Sustained throughput".
    const QString text = tr("Change %1").arg(param.plainLabel());
    m_undoStack->push(new ChangeScenarioCommand(this, text, std::move(next), parameterMergeKey(param, ref.index)));
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
    if (next == m_scenario)
        return;
    if (mergeKey >= 0)
        mergeKey += 1000; // keep clear of the parameters' keys
    m_undoStack->push(new ChangeScenarioCommand(this, text, std::move(next), mergeKey));
}

void ScenarioDocument::setInteractive(bool down)
{
    m_interactive = down;
    closeMerge();
}

void ScenarioDocument::closeMerge() { ++m_mergeGeneration; }

void ScenarioDocument::setDisplayCurrency(const QString &currency)
{
    if (currency == m_displayCurrency || !m_scenario.fxRate(currency))
        return;
    m_displayCurrency = currency;
    Q_EMIT displayCurrencyChanged(currency);
    Q_EMIT changed();
}

double ScenarioDocument::displayRate() const { return m_scenario.fxRate(m_displayCurrency).value_or(1.0); }

void ScenarioDocument::applySnapshot(const Scenario &scenario)
{
    const bool structural = scenario.offers.size() != m_scenario.offers.size()
        || scenario.cost.overheads.size() != m_scenario.cost.overheads.size();
    m_scenario = scenario;
    m_evaluation = evaluate(m_scenario);
    if (structural)
        Q_EMIT scenarioReset();
    Q_EMIT changed();
}

} // namespace breakeven
