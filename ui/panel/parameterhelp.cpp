#include "parameterhelp.h"

#include "evaluation.h"
#include "formatting.h"
#include "parameters.h"
#include "teamdemand.h"

#include <algorithm>

namespace breakeven {

namespace {

bool anyOfferEnabled(const Scenario &s)
{
    return std::any_of(s.offers.begin(), s.offers.end(), [](const Offer &o) { return o.enabled; });
}

/// Whether hours on per day leave productive hours after the cold starts.
bool coldStartsTakeEveryHour(const Scenario &s)
{
    return s.operation.startsPerDay * s.operation.coldStartMinutes / 60.0 >= s.operation.hoursPerDay;
}

} // namespace

QString ParameterHelp::inactiveReason(const QString &path, const Scenario &s, const Evaluation *evaluation)
{
    const Parameter *const named = findParameter(path);
    const auto is = [named](const Parameter &p) { return named == &p; };
    const bool buy = s.cost.mode == CostMode::Buy;
    const BuyCost &b = s.cost.buy;
    const QString hoursPerDay = param::hoursPerDay.plainLabel();
    //: Why a slider is disabled: no API offer is enabled.
    const QString noOffer = tr("No API offer is enabled, so nothing prices the workload's tokens: enable an offer in "
                               "Edit > API offers.");
    //: Why a slider is disabled: the buying sliders while renting.
    const QString renting = tr("You rent the node, so the purchase costs nothing: choose Buy to price it.");
    const auto noHours = [&] {
        //: Why a slider is disabled: the node's cold starts use up every provisioned hour.
        return tr("The cold starts (%1 a day, %2 min each) take every hour the node is on, so it produces nothing: "
                  "raise %3.")
            .arg(format::number(s.operation.startsPerDay, 0), format::number(s.operation.coldStartMinutes, 0),
                hoursPerDay);
    };

    // The team (MODEL.md section 13): its fields act only with a team, and while there is one it fills
    // the workload's figures below.
    if (named && named->group == ParamGroup::Team && !s.demand.team) {
        //: Why a Team slider is disabled. The check box's words are quoted.
        return tr("No team sizes the workload: check \"Size the workload from a team\" to size it from one.");
    }
    if (named && s.demand.team) {
        if (named == &param::throughput || named == &param::utilization) {
            //: Why the throughput or utilization slider is disabled while a team is set. Team names the panel's group.
            return tr("The team fills it (Team group): its rate while it works, over the share of the week it works, "
                      "makes the node's volume the team's. Change the team, or uncheck \"Size the workload from a "
                      "team\" to type your own.");
        }
        if (filledByTeam(*named)) {
            //: Why a workload slider is disabled while a team is set. Team names the panel's group.
            return tr("The team fills it from its task (Team group): change the team's tokens per task, or uncheck "
                      "\"Size the workload from a team\" to type your own.");
        }
    }
    if (is(param::throughput)) {
        if (s.operation.throughputMode == ThroughputMode::Modelled) {
            std::optional<Evaluation> own;
            if (!evaluation)
                evaluation = &own.emplace(evaluate(s));
            const CapacityResult &capacity = evaluation->capacity;
            if (capacity.modelled) {
                //: Why the throughput slider is disabled in modelled mode. %1 is the derived throughput in tok/s,
                //: %2 the concurrency it is read at, %3 the throughput-mode selector's label.
                return tr("Derived from the decode curve: %1 tok/s at concurrency %2. Set %3 to measured to type "
                          "your own.")
                    .arg(format::number(capacity.operating.value(), 0),
                        format::number(capacity.operatingConcurrency, 0),
                        findField(u"operation.throughput_mode")->plainLabel());
            }
        }
        if (coldStartsTakeEveryHour(s))
            return noHours();
        if (!(s.operation.utilization > 0.0)) {
            //: Why the throughput slider is disabled. %1 is the utilization slider's label.
            return tr("The node serves no load (%1 is 0 %), so it produces nothing at any throughput: raise %1.")
                .arg(param::utilization.plainLabel());
        }
        return {};
    }
    if (is(param::utilization))
        return coldStartsTakeEveryHour(s) ? noHours() : QString();
    if (is(param::startsPerDay)) {
        if (!(s.operation.utilization > 0.0)) {
            //: Why the starts-per-day slider is disabled. %1 is the utilization slider's label.
            return tr("The node serves no load (%1 is 0 %), so the hours a start loses cost no output: raise %1.")
                .arg(param::utilization.plainLabel());
        }
        if (!(s.operation.coldStartMinutes > 0.0)) {
            //: Why the starts-per-day slider is disabled. %1 is the cold-start slider's label.
            return tr("A start costs nothing (%1 is 0 min), so the number of starts changes nothing: set %1.")
                .arg(param::coldStartMinutes.plainLabel());
        }
        return {};
    }
    if (is(param::coldStartMinutes)) {
        if (s.operation.startsPerDay == 0) {
            //: Why the cold-start slider is disabled. %1 is the starts-per-day slider's label.
            return tr("The node is never started (%1 is 0: it stays on), so no cold start is paid: raise %1 to "
                      "switch it off between shifts.")
                .arg(param::startsPerDay.plainLabel());
        }
        return {};
    }
    if (is(param::inputPerOutput)) {
        // With a prefill rate and capacity evidence the input's prefill takes decode time (MODEL.md
        // section 7): r moves the self-hosted capacity even where no offer prices it.
        if (s.hardware.prefillInputTokS && s.operation.selfHostPrefixHit < 1.0 && s.hardware.hasCapacityFigures())
            return {};
        if (!anyOfferEnabled(s))
            return noOffer;
        if (std::none_of(s.offers.begin(), s.offers.end(), [&](const Offer &o) {
                const std::optional<model::OfferPrices> prices = offerPrices(s, o);
                return o.enabled && prices && model::effectiveInputPrice(*prices, s.workload.cacheHit).value() > 0.0;
            })) {
            //: Why the input-per-output slider is disabled. %1 is the cache-hit slider's label.
            return tr("Every enabled API offer charges nothing for input at this %1, so input tokens cost nothing: "
                      "lower %1, or edit the input prices in Edit > API offers.")
                .arg(param::cacheHit.plainLabel());
        }
        return {};
    }
    if (is(param::cacheHit)) {
        if (!anyOfferEnabled(s))
            return noOffer;
        if (!(s.workload.inputPerOutput > 0.0)) {
            //: Why the cache-hit slider is disabled. %1 is the input-per-output slider's label.
            return tr("The workload has no input tokens (%1 is 0), and a cache hit only discounts input: raise %1, "
                      "e.g. to 5 for the articles' agent workload.")
                .arg(param::inputPerOutput.plainLabel());
        }
        if (std::none_of(s.offers.begin(), s.offers.end(),
                [&](const Offer &o) { return o.enabled && o.cachedInput && *o.cachedInput != o.input; })) {
            //: Why the cache-hit slider is disabled.
            return tr("No enabled API offer publishes a cached-input price of its own, so a cache hit costs the same "
                      "as a miss: enable or edit an offer in Edit > API offers.");
        }
        return {};
    }
    if (is(param::acceptanceApi))
        return anyOfferEnabled(s) ? QString() : noOffer;
    if (is(param::gpuHour)) {
        if (buy) {
            //: Why the GPU price slider is disabled.
            return tr("You buy the node, so no GPU-hour is rented: choose Rent to price GPU-hours, or change Capex, "
                      "Power and Tariff under Buying.");
        }
        const BillingMode billing = s.cost.billing.mode;
        if ((billing == BillingMode::Committed && s.cost.reservedGpuHour)
            || (billing == BillingMode::Spot && s.cost.spotGpuHour)) {
            //: Why the GPU price slider is disabled. %1 the label of the reserved or spot price.
            return tr("The rent is billed at %1, so the on-demand price does not count: change that price, or clear "
                      "it.")
                .arg((billing == BillingMode::Spot ? param::spotGpuHour : param::reservedGpuHour).plainLabel());
        }
        return {};
    }
    if (is(param::redundancy)) {
        if (buy ? !(b.capex.amount > 0.0) && !(b.powerKw * b.tariffPerKwh.amount > 0.0)
                : !(s.cost.gpuHour.amount > 0.0)) {
            //: Why the redundancy slider is disabled.
            return tr("The hardware costs nothing, and redundancy only multiplies the hardware cost: set a GPU price "
                      "(or a capex when buying).");
        }
        return {};
    }
    if (is(param::capex))
        return buy ? QString() : renting;
    if (is(param::buyYears)) {
        if (!buy)
            return renting;
        if (!(b.capex.amount > 0.0)) {
            //: Why the depreciation slider is disabled. %1 is the capex slider's label.
            return tr("%1 is 0, so there is nothing to write off: set %1.").arg(param::capex.plainLabel());
        }
        return {};
    }
    const bool power = is(param::powerKw);
    const bool tariff = is(param::tariffPerKwh);
    if (power || tariff || is(param::pue)) {
        if (!buy)
            return renting;
        if (!power && !(b.powerKw > 0.0)) {
            //: Why the PUE or tariff slider is disabled. %1 is the power slider's label.
            return tr("%1 is 0 kW, so electricity costs nothing: set %1.").arg(param::powerKw.plainLabel());
        }
        if (!tariff && !(b.tariffPerKwh.amount > 0.0)) {
            //: Why the power or PUE slider is disabled. %1 is the tariff slider's label.
            return tr("%1 is 0, so electricity costs nothing: set %1.").arg(param::tariffPerKwh.plainLabel());
        }
        return {};
    }
    // The whole bill (issue #12).
    const BillingMode billing = s.cost.billing.mode;
    const QString billingLabel = findField(u"cost.billing.mode")->plainLabel();
    if (is(param::termMonths) || is(param::minimumMonthly) || is(param::reservedGpuHour)) {
        if (buy)
            return tr("You buy the node, so no rent is billed: choose Rent to price a contract.");
        if (billing != BillingMode::Committed) {
            //: Why a commitment's slider is disabled. %1 is the billing choice's label.
            return tr("The rent is not a commitment, so this figure does not count: set %1 to committed.")
                .arg(billingLabel);
        }
        return {};
    }
    if (is(param::spotGpuHour) || is(param::spotInterruption)) {
        if (buy)
            return tr("You buy the node, so no rent is billed: choose Rent to price spot capacity.");
        if (billing != BillingMode::Spot) {
            //: Why a spot slider is disabled. %1 is the billing choice's label.
            return tr("The rent is not spot capacity, so this figure does not count: set %1 to spot.")
                .arg(billingLabel);
        }
        return {};
    }
    if (is(param::staffCostPerFteMonth) && !(s.cost.staff.fte > 0.0)) {
        //: Why the staff cost slider is disabled. %1 is the FTE slider's label.
        return tr("No staff is counted (%1 is 0), so their cost changes nothing: set %1.")
            .arg(param::staffFte.plainLabel());
    }
    if ((is(param::requestInputTokens) || is(param::requestOutputTokens) || is(param::reasoningTokens))
        && s.task.size == TaskSize::Node && s.workload.taskMinutes) {
        //: Why a task size slider is disabled. %1 is the task size choice's label.
        return tr("The task's size comes from the node (%1), so this figure does not count: set %1 to the request as "
                  "stated.")
            .arg(findField(u"task.size")->plainLabel());
    }
    // Every other parameter acts in every scenario (the GPU count on the rent and the memory,
    // the hours on the bill and the output), or acts on figures this rule does not follow.
    return {};
}

} // namespace breakeven
