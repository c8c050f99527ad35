#include "parametercontrol.h"

#include "evaluation.h"
#include "parameterhelp.h"
#include "parameterslider.h"
#include "scenariodocument.h"

#include <cmath>

namespace breakeven {

namespace {

/// The spin box's suffix: the unit, after the currency for money (" tok/s", " USD", " CNY/kWh").
QString suffixOf(const Parameter &p, const Scenario &s)
{
    const bool gpuPrice = &p == &param::gpuHour;
    const QString unit = gpuPrice ? gpuPriceUnit(s) : p.unitText();
    if (p.money)
        return QStringLiteral(" %1%2").arg(p.currencyOf(s), unit);
    return unit.isEmpty() ? QString() : QLatin1Char(' ') + unit;
}

} // namespace

ParameterSlider *createParameterSlider(ScenarioDocument *document, const Parameter &param, QWidget *parent)
{
    auto *s = new ParameterSlider(param.label(), param.sliderMin, param.sliderMax,
        param.scale == SliderScale::Logarithmic ? ParameterSlider::Mapping::Logarithmic
                                                : ParameterSlider::Mapping::Linear,
        parent);
    s->setObjectName(param.path());
    s->setDescription(param.description());
    s->setDisplayScale(param.displayScale);
    s->setDecimals(param.decimals);
    s->setSingleStep(param.decimals <= 1 ? 1.0 : std::pow(10.0, 1 - param.decimals));
    // A team's field is none only without a team, which the Team group's check box adds and removes
    // (a time zone offset may be 0 or below: no spin box value can stand for none).
    if (param.optional && param.group != ParamGroup::Team)
        s->setNoneText(param.noneLabel());
    const Parameter *p = &param;
    // Values shown with showParameter() emit nothing: only the user's edits reach the document.
    QObject::connect(
        s, &ParameterSlider::valueEdited, document, [document, p](double v) { document->setValue(*p, v); });
    QObject::connect(
        s, &ParameterSlider::noneChosen, document, [document, p] { document->setValue(*p, std::nullopt); });
    QObject::connect(s, &ParameterSlider::sliderPressed, document, [document] { document->setInteractive(true); });
    QObject::connect(s, &ParameterSlider::sliderReleased, document, [document] { document->setInteractive(false); });
    return s;
}

void showParameter(
    ParameterSlider *slider, const Parameter &param, const Scenario &scenario, const Evaluation *evaluation)
{
    std::optional<double> shown = param.get(scenario, 0);
    std::optional<Evaluation> own;
    if (&param == &param::throughput && scenario.operation.throughputMode == ThroughputMode::Modelled) {
        if (!evaluation)
            evaluation = &own.emplace(evaluate(scenario));
        if (evaluation->capacity.modelled)
            shown = evaluation->capacity.operating.value();
    }
    if (&param == &param::gpuHour) {
        // Per GPU-hour, or the whole node's price (`cost.price_per`): the model's number, scaled.
        if (const double scale = param.displayScale * priceBasisFactor(scenario); scale != slider->displayScale())
            slider->setDisplayScale(scale);
        slider->setLabelText(gpuPriceLabel(scenario));
    }
    if (!shown && param.group == ParamGroup::Team) {
        // Without a team, what a team would start from (the control is inactive: ParameterHelp says why).
        static const Scenario withTeam = [] {
            Scenario s;
            s.demand.team.emplace();
            return s;
        }();
        shown = param.get(withTeam, 0);
    }
    if (shown)
        slider->setValue(*shown);
    else
        slider->setNone();
    slider->setSuffix(suffixOf(param, scenario));
    slider->setInactiveReason(ParameterHelp::inactiveReason(param.path(), scenario, evaluation));
}

} // namespace breakeven
