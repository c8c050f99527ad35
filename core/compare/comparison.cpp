#include "comparison.h"

#include "latin1.h"

#include "assumptions.h"
#include "format.h"
#include "offercolumns.h"
#include "presetio.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonObject>

#include <algorithm>
#include <cmath>
#include <functional>
#include <map>
#include <memory>
#include <set>

namespace breakeven {

namespace {

/// This file's words: Text::tr() translates in the context "Comparison", which lupdate reads from the macro.
struct Text {
    Q_DECLARE_TR_FUNCTIONS(Comparison)
};

} // namespace

std::optional<QString> comparedCountProblem(std::size_t count)
{
    if (count >= static_cast<std::size_t>(minComparedScenarios)
        && count <= static_cast<std::size_t>(maxComparedScenarios))
        return std::nullopt;
    return L("%1 %2 given: a comparison takes %3 to %4 presets")
        .arg(count)
        .arg(count == 1 ? L("scenario") : L("scenarios"))
        .arg(minComparedScenarios)
        .arg(maxComparedScenarios);
}

std::optional<Change> changeFrom(std::optional<double> baseline, std::optional<double> value)
{
    if (!baseline || !value || !std::isfinite(*baseline) || !std::isfinite(*value))
        return std::nullopt;
    Change c;
    c.difference = *value - *baseline;
    if (*baseline != 0.0)
        c.percent = c.difference / std::abs(*baseline) * 100.0;
    return c;
}

QString ComparedScenario::name() const
{
    if (!scenario().name.isEmpty())
        return scenario().name;
    return source.isEmpty() ? QString() : QFileInfo(source).completeBaseName();
}

std::size_t Comparison::differingCount() const
{
    return static_cast<std::size_t>(
        std::count_if(assumptions.begin(), assumptions.end(), [](const ComparedAssumption &a) { return a.differs; }));
}

namespace {

/// One assumption to read from every scenario.
struct Slot {
    QString path;
    QString label;
    std::optional<ParamGroup> group; ///< counted only where it applies (appliesTo()); none: always
    std::function<QJsonValue(const Scenario &)> value;
    std::function<QString(const Scenario &)> text;
};

/// "Output price (Moonshot kimi-k3.1-pro)": the label of element \a index of a family, by what the
/// element is in \a s (an offer's name, an overhead's label: plain text from the file).
QString elementLabel(const QString &label, Collection collection, const Scenario &s, std::size_t index)
{
    switch (collection) {
    case Collection::Offers:
        //: An API offer's figure in a comparison: %1 the figure's label, %2 the offer (provider and model).
        return Text::tr("%1 (%2)").arg(label, s.offers[index].displayName());
    case Collection::Overheads:
        //: An overhead line's figure in a comparison: %1 the figure's label, %2 the line's label (from the preset).
        return Text::tr("%1 (%2)").arg(label, s.cost.overheads[index].label);
    case Collection::DecodePoints:
        //: A decode point's figure in a comparison: %1 the figure's label, %2 the point's number (1, 2, ...).
        return Text::tr("%1 (point %2)").arg(label).arg(index + 1);
    case Collection::Hours:
        //: One hour of the day's demand in a comparison: %1 the label, %2 the hour (0..23).
        return Text::tr("%1 (hour %2)").arg(label).arg(index);
    case Collection::None:
    case Collection::Currencies:
        break;
    }
    return label;
}

QJsonValue fieldValue(const Field &f, const Scenario &s, std::size_t index)
{
    const QString v = f.get(s, index);
    if (f.kind == FieldKind::Flag || f.kind == FieldKind::Answer) {
        if (v.isEmpty())
            return QJsonValue();
        return v == QLatin1String("true");
    }
    return v;
}

/// Every assumption of \a scenarios, in the order of the scenario panel's groups.
std::vector<Slot> slotsOf(const std::vector<const Scenario *> &scenarios, const QLocale &locale)
{
    const auto most = [&](Collection c) {
        std::size_t n = 0;
        for (const Scenario *s : scenarios)
            n = std::max(n, collectionSize(*s, c));
        return n;
    };
    // The scenario whose element \a index names it (the first that has one).
    const auto holder = [&](Collection c, std::size_t index) -> const Scenario & {
        for (const Scenario *s : scenarios) {
            if (index < collectionSize(*s, c))
                return *s;
        }
        return *scenarios.front();
    };
    std::vector<Slot> out;
    for (const ParamGroup group : listedGroups) {
        if (group == ParamGroup::Offers) {
            // The offers as a whole, by name: which APIs each scenario weighs.
            out.push_back({ L("offers"), Text::tr("API offers"), std::nullopt,
                [](const Scenario &s) {
                    QJsonArray names;
                    for (const Offer &o : s.offers)
                        names.append(o.displayName());
                    return QJsonValue(names);
                },
                [](const Scenario &s) {
                    QStringList names;
                    for (const Offer &o : s.offers)
                        names << o.displayName();
                    return names.isEmpty() ? Text::tr("none") : names.join(QStringLiteral("; "));
                } });
        }
        for (const Field &f : fields()) {
            if (f.group != group)
                continue;
            // The name, description, author and date say which scenario it is, not what it assumes.
            if (group == ParamGroup::General && f.kind == FieldKind::Text)
                continue;
            const std::size_t n = most(f.collection);
            for (std::size_t i = 0; i < n; ++i) {
                const Field *field = &f;
                out.push_back(
                    { f.path(i), elementLabel(f.plainLabel(), f.collection, holder(f.collection, i), i), group,
                        [field, i](const Scenario &s) {
                            return i < field->count(s) ? fieldValue(*field, s, i) : QJsonValue();
                        },
                        [field, i](const Scenario &s) {
                            return i < field->count(s) ? fieldValueText(*field, s, i) : Text::tr("absent");
                        } });
            }
        }
        for (const Parameter &p : parameters()) {
            if (p.group != group)
                continue;
            const Parameter *parameter = &p;
            if (p.collection == Collection::Currencies) {
                // Exchange rates by currency: the scenarios may hold different ones.
                std::set<QString> codes;
                for (const Scenario *s : scenarios) {
                    for (const auto &[code, rate] : s->fxPerUsd)
                        codes.insert(code);
                }
                for (const QString &code : codes) {
                    const auto index = [code](const Scenario &s) -> std::optional<std::size_t> {
                        const auto it = s.fxPerUsd.find(code);
                        if (it == s.fxPerUsd.end())
                            return std::nullopt;
                        return static_cast<std::size_t>(std::distance(s.fxPerUsd.begin(), it));
                    };
                    //: An exchange rate in a comparison; %1 is a currency code.
                    out.push_back({ L("fx_per_usd.") + code, Text::tr("Exchange rate, %1 per USD").arg(code), group,
                        [index, code](
                            const Scenario &s) { return index(s) ? QJsonValue(s.fxPerUsd.at(code)) : QJsonValue(); },
                        [parameter, index, &locale](const Scenario &s) {
                            const std::optional<std::size_t> i = index(s);
                            return i ? parameterValueText(*parameter, s, *i, locale) : Text::tr("absent");
                        } });
                }
                continue;
            }
            const std::size_t n = most(p.collection);
            for (std::size_t i = 0; i < n; ++i) {
                out.push_back({ p.path(i, &holder(p.collection, i)),
                    elementLabel(p.plainLabel(), p.collection, holder(p.collection, i), i), group,
                    [parameter, i](const Scenario &s) {
                        if (i >= parameter->count(s))
                            return QJsonValue();
                        const std::optional<double> v = parameter->get(s, i);
                        return v ? QJsonValue(*v) : QJsonValue();
                    },
                    [parameter, i, &locale](const Scenario &s) {
                        return i < parameter->count(s) ? parameterValueText(*parameter, s, i, locale)
                                                       : Text::tr("absent");
                    } });
            }
        }
    }
    // The ranges the uncertainty samples, as the file writes them.
    std::set<QString> ranged;
    for (const Scenario *s : scenarios) {
        for (const auto &[path, range] : s->ranges)
            ranged.insert(path);
    }
    // Each scenario's ranges as its file writes them, made once per scenario (not once per range).
    const auto rangesJson = std::make_shared<std::map<const Scenario *, QJsonObject>>();
    for (const QString &path : ranged) {
        const std::optional<ParamRef> ref = resolveParameter(*scenarios.front(), path);
        const QString label = ref ? ref->parameter->plainLabel() : path;
        //: The range a preset gives for a parameter, in a comparison; %1 the parameter's label.
        out.push_back({ L("ranges.") + path, Text::tr("Range of %1").arg(label), std::nullopt,
            [path, rangesJson](const Scenario &s) {
                if (!s.ranges.count(path))
                    return QJsonValue();
                auto it = rangesJson->find(&s);
                if (it == rangesJson->end())
                    it = rangesJson->emplace(&s, presetToJson(s).value(L("ranges")).toObject()).first;
                return it->second.value(path);
            },
            [path, &locale](const Scenario &s) {
                const auto it = s.ranges.find(path);
                if (it == s.ranges.end())
                    return Text::tr("none");
                const std::optional<ParamRef> r = resolveParameter(s, path);
                const double scale = r ? r->parameter->displayScale : 1.0;
                const QString unit = r ? r->parameter->unitText() : QString();
                //: A range in a comparison: %1 low, %2 high, %3 the unit (may be empty).
                return Text::tr("%1 to %2 %3")
                    .arg(assumptionNumber(it->second.low * scale, locale),
                        assumptionNumber(it->second.high * scale, locale), unit)
                    .trimmed();
            } });
    }
    return out;
}

} // namespace

std::vector<ComparedAssumption> compareAssumptions(
    const std::vector<const Scenario *> &scenarios, const QLocale &locale)
{
    std::vector<ComparedAssumption> rows;
    if (scenarios.empty())
        return rows;
    for (const Slot &slot : slotsOf(scenarios, locale)) {
        ComparedAssumption row { slot.path, slot.label, {}, {}, false };
        for (const Scenario *s : scenarios) {
            if (slot.group && !appliesTo(*slot.group, *s)) {
                row.values.push_back(QJsonValue());
                //: A value a scenario does not count: a purchase's figure in a rented scenario, or the reverse.
                row.texts << Text::tr("not used");
                continue;
            }
            row.values.push_back(slot.value(*s));
            row.texts << slot.text(*s);
        }
        row.differs = std::any_of(
            row.values.begin(), row.values.end(), [&](const QJsonValue &v) { return v != row.values.front(); });
        // Present in none of the scenarios, or none counts it: nothing to list.
        if (!row.differs && row.values.front().isNull())
            continue;
        rows.push_back(std::move(row));
    }
    std::stable_partition(rows.begin(), rows.end(), [](const ComparedAssumption &a) { return a.differs; });
    return rows;
}

QStringList changesFromSource(const Scenario &source, const Scenario &current, const QLocale &locale)
{
    QStringList lines;
    for (const ComparedAssumption &a : compareAssumptions({ &source, &current }, locale)) {
        if (!a.differs)
            break; // the differing ones come first
        //: A figure changed since the file was read: %1 its label, %2 its value now, %3 the file's.
        lines << Text::tr("%1: %2 (the file: %3)").arg(a.label, a.texts.value(1), a.texts.value(0));
    }
    return lines;
}

namespace {

std::optional<double> columnOf(const char *id, const OfferRow &row) { return columnValue(offerColumn(id), row); }

/// The baseline's offer of \a offer's provider and model.
std::optional<std::size_t> sameOffer(const Scenario &baseline, const Offer &offer)
{
    for (std::size_t i = 0; i < baseline.offers.size(); ++i) {
        if (baseline.offers[i].provider == offer.provider && baseline.offers[i].model == offer.model)
            return i;
    }
    return std::nullopt;
}

} // namespace

ResultsWording comparedWording(const Scenario &scenario, ResultsWording wording)
{
    if (wording.currency != QLatin1String("USD")) {
        const std::optional<double> rate = scenario.fxRate(wording.currency);
        wording.perUsd = rate.value_or(1.0);
        if (!rate)
            wording.currency = QStringLiteral("USD");
    }
    return wording;
}

ComparedScenario comparedScenario(const QString &source, Results results, std::optional<MonteCarloResult> uncertainty)
{
    ComparedScenario cs;
    cs.source = source;
    cs.results = std::move(results);
    cs.uncertainty = std::move(uncertainty);
    const SelfHostResult &sh = cs.results.evaluation.selfHost;
    cs.answerMonthlyUsd = cs.results.answer.monthlyUsd;
    cs.monthlyTotalUsd = sh.monthlyCost.value();
    if (sh.costPerOutputToken)
        cs.costPerOutputMtokUsd = inDollarsPerMtok(*sh.costPerOutputToken);
    const Scenario &s = cs.scenario();
    for (std::size_t i = 0; i < s.offers.size(); ++i) {
        const OfferRow row { s, cs.results.evaluation, i, cs.uncertainty ? &*cs.uncertainty : nullptr };
        ComparedOffer o;
        o.index = i;
        o.provider = s.offers[i].provider;
        o.model = s.offers[i].model;
        o.enabled = s.offers[i].enabled;
        o.cheaper = cs.results.evaluation.offers[i].cheaper;
        o.pricePerOutputMtokUsd = columnOf("price_per_output_mtok", row);
        o.breakevenThroughputTokS = columnOf("breakeven_throughput_tok_s", row);
        o.breakevenOutputPerMonth = columnOf("breakeven_output_tokens_per_month", row);
        o.monthlySavingUsd = columnOf("monthly_saving", row);
        o.pSelfHostCheaper = columnOf("p_self_host_cheaper", row);
        cs.offers.push_back(std::move(o));
    }
    return cs;
}

void relateToBaseline(Comparison &c)
{
    if (c.scenarios.empty())
        return;
    // B - A, every figure against the baseline's (the baseline's own: zero).
    const ComparedScenario &a = c.scenarios.front();
    for (ComparedScenario &b : c.scenarios) {
        b.answerMonthlyChange = changeFrom(a.answerMonthlyUsd, b.answerMonthlyUsd);
        b.monthlyTotalChange = changeFrom(a.monthlyTotalUsd, b.monthlyTotalUsd);
        b.costPerOutputMtokChange = changeFrom(a.costPerOutputMtokUsd, b.costPerOutputMtokUsd);
        for (ComparedOffer &o : b.offers) {
            o.breakevenThroughputChange.reset();
            o.monthlySavingChange.reset();
            o.baselineOffer = sameOffer(a.scenario(), b.scenario().offers[o.index]);
            if (!o.baselineOffer)
                continue;
            const ComparedOffer &base = a.offers[*o.baselineOffer];
            o.breakevenThroughputChange = changeFrom(base.breakevenThroughputTokS, o.breakevenThroughputTokS);
            o.monthlySavingChange = changeFrom(base.monthlySavingUsd, o.monthlySavingUsd);
        }
    }
}

Comparison compareScenarios(const std::vector<ScenarioToCompare> &inputs, const CompareOptions &options)
{
    Comparison c;
    c.scenarios.reserve(inputs.size());
    for (const ScenarioToCompare &input : inputs) {
        const Evaluation evaluation = evaluate(input.scenario);
        // Words and money in the comparison's currency at each scenario's own rate (USD without one).
        Results results = computeResults(input.scenario, evaluation, comparedWording(input.scenario, options.wording));
        std::optional<MonteCarloResult> uncertainty;
        if (!rangedParameters(input.scenario).empty()) {
            MonteCarloOptions mc;
            mc.samples = std::max(1, options.samples);
            mc.seed = options.seed;
            uncertainty = runMonteCarlo(input.scenario, mc);
        }
        c.scenarios.push_back(comparedScenario(input.source, std::move(results), std::move(uncertainty)));
    }
    if (c.scenarios.empty())
        return c;
    relateToBaseline(c);
    std::vector<const Scenario *> scenarios;
    for (const ComparedScenario &cs : c.scenarios)
        scenarios.push_back(&cs.scenario());
    c.assumptions = compareAssumptions(scenarios, format::locale(options.wording.words));
    return c;
}

} // namespace breakeven
