#include "scenariodocument.h"

#include <QCoreApplication>
#include <QUndoCommand>
#include <QUndoStack>

#include <algorithm>
#include <cmath>
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

double clampTo(double v, double lo, double hi)
{
    if (!std::isfinite(v))
        return lo;
    return std::clamp(v, lo, hi);
}

} // namespace

double paramValue(const Scenario &s, Param p)
{
    switch (p) {
    case Param::Throughput:
        return s.operation.throughputTokS;
    case Param::Utilization:
        return s.operation.utilization;
    case Param::CacheHit:
        return s.workload.cacheHit;
    case Param::GpuHour:
        return s.cost.gpuHour.amount;
    case Param::GpuCount:
        return s.hardware.count;
    case Param::InputPerOutput:
        return s.workload.inputPerOutput;
    case Param::HoursPerDay:
        return s.operation.hoursPerDay;
    case Param::Redundancy:
        return s.cost.redundancy;
    case Param::Capex:
        return s.cost.buy.capex.amount;
    case Param::Years:
        return s.cost.buy.years;
    case Param::PowerKw:
        return s.cost.buy.powerKw;
    case Param::Pue:
        return s.cost.buy.pue;
    case Param::Tariff:
        return s.cost.buy.tariffPerKwh.amount;
    case Param::MaxThroughput:
        return s.hardware.maxThroughputTokS.value_or(0.0);
    }
    return 0.0;
}

void setParamValue(Scenario &s, Param p, double v)
{
    constexpr double big = 1e15;
    switch (p) {
    case Param::Throughput:
        s.operation.throughputTokS = clampTo(v, 1e-3, big);
        break;
    case Param::Utilization:
        s.operation.utilization = clampTo(v, 0.0, 1.0);
        break;
    case Param::CacheHit:
        s.workload.cacheHit = clampTo(v, 0.0, 1.0);
        break;
    case Param::GpuHour:
        s.cost.gpuHour.amount = clampTo(v, 0.0, big);
        break;
    case Param::GpuCount:
        s.hardware.count = static_cast<int>(std::lround(clampTo(v, 1.0, 1e6)));
        break;
    case Param::InputPerOutput:
        s.workload.inputPerOutput = clampTo(v, 0.0, big);
        break;
    case Param::HoursPerDay:
        s.operation.hoursPerDay = clampTo(v, 0.01, 24.0);
        break;
    case Param::Redundancy:
        s.cost.redundancy = clampTo(v, 1.0, big);
        break;
    case Param::Capex:
        s.cost.buy.capex.amount = clampTo(v, 0.0, big);
        break;
    case Param::Years:
        s.cost.buy.years = clampTo(v, 0.01, big);
        break;
    case Param::PowerKw:
        s.cost.buy.powerKw = clampTo(v, 0.0, big);
        break;
    case Param::Pue:
        s.cost.buy.pue = clampTo(v, 1.0, big);
        break;
    case Param::Tariff:
        s.cost.buy.tariffPerKwh.amount = clampTo(v, 0.0, big);
        break;
    case Param::MaxThroughput:
        if (v > 0.0 && std::isfinite(v))
            s.hardware.maxThroughputTokS = v;
        else
            s.hardware.maxThroughputTokS.reset();
        break;
    }
}

QString paramPath(Param p)
{
    switch (p) {
    case Param::Throughput:
        return QStringLiteral("operation.throughput_tok_s");
    case Param::Utilization:
        return QStringLiteral("operation.utilization");
    case Param::CacheHit:
        return QStringLiteral("workload.cache_hit");
    case Param::GpuHour:
        return QStringLiteral("cost.gpu_hour");
    case Param::GpuCount:
        return QStringLiteral("hardware.count");
    case Param::InputPerOutput:
        return QStringLiteral("workload.input_per_output");
    case Param::HoursPerDay:
        return QStringLiteral("operation.hours_per_day");
    case Param::Redundancy:
        return QStringLiteral("cost.redundancy");
    case Param::Capex:
        return QStringLiteral("cost.buy.capex");
    case Param::Years:
        return QStringLiteral("cost.buy.years");
    case Param::PowerKw:
        return QStringLiteral("cost.buy.power_kw");
    case Param::Pue:
        return QStringLiteral("cost.buy.pue");
    case Param::Tariff:
        return QStringLiteral("cost.buy.tariff_per_kwh");
    case Param::MaxThroughput:
        return QStringLiteral("hardware.max_throughput_tok_s");
    }
    return {};
}

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

void ScenarioDocument::setValue(Param param, double value)
{
    Scenario next = m_scenario;
    setParamValue(next, param, value);
    if (next == m_scenario)
        return;
    const QString text = tr("Change %1").arg(paramPath(param));
    m_undoStack->push(new ChangeScenarioCommand(this, text, std::move(next), static_cast<int>(param)));
}

void ScenarioDocument::modify(const QString &text, const std::function<void(Scenario &)> &edit, int mergeKey)
{
    Scenario next = m_scenario;
    edit(next);
    if (next == m_scenario)
        return;
    if (mergeKey >= 0)
        mergeKey += 1000; // keep clear of the Param keys
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
