#include "parameterhelp.h"

#include "evaluation.h"
#include "formatting.h"

#include <algorithm>
#include <array>

namespace breakeven {

namespace {

/// One parameter's texts, untranslated (QT_TRANSLATE_NOOP), keyed by its preset path.
struct Entry {
    const char *path;
    const char *label;
    const char *description;
};

// The figures quoted are the articles' (MODEL.md sections 4 and 5).
constexpr std::array entries {
    Entry { "operation.throughput_tok_s",
        //: Label of a slider; & marks the keyboard mnemonic.
        QT_TRANSLATE_NOOP("ParameterHelp", "Sustained &throughput"),
        //: Tooltip of the throughput slider. tok/s = output tokens per second.
        QT_TRANSLATE_NOOP("ParameterHelp",
            "Sustained throughput: the output tokens per second (tok/s) the whole node keeps up at its operating "
            "concurrency; the articles measure 92 tok/s for one request on Modal's 8xB300, 516 tok/s at concurrency "
            "8 and 4,634 tok/s at peak on AWS p6-b300.") },
    Entry { "operation.utilization",
        //: Label of a slider; & marks the keyboard mnemonic.
        QT_TRANSLATE_NOOP("ParameterHelp", "Productive &utilization"),
        //: Tooltip of the utilization slider.
        QT_TRANSLATE_NOOP("ParameterHelp",
            "Productive utilization: the share of provisioned hours the node serves accepted load (%); the articles "
            "report 15-22 % typical, 25-35 % well run.") },
    Entry { "operation.hours_per_day",
        //: Label of a slider; & marks the keyboard mnemonic.
        QT_TRANSLATE_NOOP("ParameterHelp", "&Hours on per day"),
        //: Tooltip of the hours-per-day slider. A cold start is the time a node takes to load the model.
        QT_TRANSLATE_NOOP("ParameterHelp",
            "Hours on per day: the hours a day the node is provisioned (h, 24 = always on); fewer hours cut the "
            "monthly output and, with it, the rent or the power, and each start loses a cold start (27 min in the "
            "articles).") },
    Entry { "workload.input_per_output",
        //: Label of a slider; & marks the keyboard mnemonic.
        QT_TRANSLATE_NOOP("ParameterHelp", "&Input tokens per output token"),
        //: Tooltip of the input-per-output slider.
        QT_TRANSLATE_NOOP("ParameterHelp",
            "Input tokens per output token: how many prompt tokens the workload sends for each token it gets back, "
            "which adds the API's input price to every output token (self-hosting's cost does not change); the "
            "articles' agent workload sends about 5, and 0 compares output prices alone.") },
    Entry { "workload.cache_hit",
        //: Label of a slider; & marks the keyboard mnemonic.
        QT_TRANSLATE_NOOP("ParameterHelp", "&Cache-hit ratio"),
        //: Tooltip of the cache-hit slider.
        QT_TRANSLATE_NOOP("ParameterHelp",
            "Cache-hit ratio: the share of input tokens an API bills at its cached-input price (%), so it only acts "
            "when the workload has input tokens; the articles' offers bill cached input at a tenth of the input "
            "price or less (Moonshot kimi-k3.1-pro: $0.20 against $2.00 per Mtok).") },
    Entry { "hardware.count",
        //: Label of a slider; & marks the keyboard mnemonic.
        QT_TRANSLATE_NOOP("ParameterHelp", "GPU c&ount"),
        //: Tooltip of the GPU-count slider.
        QT_TRANSLATE_NOOP("ParameterHelp",
            "GPU count: the GPUs in the node, which multiply the rent and the memory; Kimi K3.1 Pro's 1.56 TB of "
            "weights need eight B300-class GPUs at least.") },
    Entry { "cost.gpu_hour",
        //: Label of a slider; & marks the keyboard mnemonic.
        QT_TRANSLATE_NOOP("ParameterHelp", "GPU &price per GPU-hour"),
        //: Tooltip of the GPU price slider.
        QT_TRANSLATE_NOOP("ParameterHelp",
            "GPU price per GPU-hour: the rent of one GPU for one hour, in the currency shown; Modal bills $56.79 an "
            "hour for 8xB300 ($7.10 per GPU-hour), and the articles' eight-GPU clusters cost $80-160 an hour.") },
    Entry { "cost.redundancy",
        //: Label of a slider; & marks the keyboard mnemonic.
        QT_TRANSLATE_NOOP("ParameterHelp", "Re&dundancy (cold spare)"),
        //: Tooltip of the redundancy slider. A cold spare is hardware kept ready but not serving.
        QT_TRANSLATE_NOOP("ParameterHelp",
            "Redundancy (cold spare): a cold spare is hardware paid for that serves nothing until the node fails, so it "
            "multiplies the hardware cost and not the capacity (1 = no spare, 2 = a whole second node).") },
    Entry { "cost.buy.capex",
        //: Label of a slider; & marks the keyboard mnemonic.
        QT_TRANSLATE_NOOP("ParameterHelp", "Ca&pex"),
        //: Tooltip of the capex slider.
        QT_TRANSLATE_NOOP("ParameterHelp",
            "Capex: the purchase price of the node, in the currency shown, spread evenly over the depreciation "
            "years; the articles quote CNY 6.8-7.0 M for an 8xB300 machine in China.") },
    Entry { "cost.buy.years",
        //: Label of a slider; & marks the keyboard mnemonic.
        QT_TRANSLATE_NOOP("ParameterHelp", "Depreciation &years"),
        //: Tooltip of the depreciation slider.
        QT_TRANSLATE_NOOP("ParameterHelp",
            "Depreciation years: the life over which the purchase is written off in equal parts, every hour "
            "whether the node is on or not; the articles use 3 years.") },
    Entry { "cost.buy.power_kw",
        //: Label of a slider; & marks the keyboard mnemonic.
        QT_TRANSLATE_NOOP("ParameterHelp", "Po&wer"),
        //: Tooltip of the power slider. kW = kilowatts.
        QT_TRANSLATE_NOOP("ParameterHelp",
            "Power: the node's electrical draw while it is on (kW); the articles use 13.2 kW for 8xB300.") },
    Entry { "cost.buy.pue",
        //: Label of a slider; & marks the keyboard mnemonic. PUE = power usage effectiveness.
        QT_TRANSLATE_NOOP("ParameterHelp", "P&UE"),
        //: Tooltip of the PUE slider.
        QT_TRANSLATE_NOOP("ParameterHelp",
            "PUE (power usage effectiveness): the data centre's total power per kW the node draws, cooling "
            "included (1 or more); the articles use 1.3.") },
    Entry { "cost.buy.tariff_per_kwh",
        //: Label of a slider; & marks the keyboard mnemonic.
        QT_TRANSLATE_NOOP("ParameterHelp", "&Tariff per kWh"),
        //: Tooltip of the electricity tariff slider.
        QT_TRANSLATE_NOOP("ParameterHelp",
            "Tariff per kWh: the price of electricity, in the currency shown; the articles use CNY 0.7 per kWh.") },
    Entry { "cost.mode",
        //: Label of the rent/buy choice.
        QT_TRANSLATE_NOOP("ParameterHelp", "Rent or buy"),
        //: Tooltip of the Rent and Buy buttons.
        QT_TRANSLATE_NOOP("ParameterHelp",
            "Rent or buy: rent pays the GPU price for every hour the node is on; buy writes the capex off every "
            "hour of the month and pays power only while the node is on.") },
    Entry { "cost.overheads",
        //: Title of the overhead lines' group.
        QT_TRANSLATE_NOOP("ParameterHelp", "Monthly overheads"),
        //: Tooltip of the overhead lines' table.
        QT_TRANSLATE_NOOP("ParameterHelp",
            "Monthly overheads: fixed costs a month on top of the hardware (platform engineering, operations, "
            "network and storage, observability and security), each in its own currency; the articles call staff "
            "the largest hidden cost.") },
};

const Entry *find(const QString &path)
{
    const auto it
        = std::find_if(entries.begin(), entries.end(), [&](const Entry &e) { return path == QLatin1String(e.path); });
    return it == entries.end() ? nullptr : &*it;
}

/// The label without its mnemonic, as a reason names another parameter.
QString plainLabel(Param param)
{
    QString text = ParameterHelp::label(param);
    text.remove(QLatin1Char('&'));
    return text;
}

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

QString ParameterHelp::label(const QString &path)
{
    const Entry *e = find(path);
    return e ? QCoreApplication::translate("ParameterHelp", e->label) : QString();
}

QString ParameterHelp::description(const QString &path)
{
    const Entry *e = find(path);
    return e ? QCoreApplication::translate("ParameterHelp", e->description) : QString();
}

QString ParameterHelp::inactiveReason(Param param, const Scenario &s)
{
    const bool buy = s.cost.mode == CostMode::Buy;
    const BuyCost &b = s.cost.buy;
    //: Why a slider is disabled: no API offer is enabled.
    const QString noOffer = tr("No API offer is enabled, so nothing prices the workload's tokens: enable an offer in "
                               "Edit > API offers.");
    //: Why a slider is disabled: the node's cold starts use up every provisioned hour.
    const QString noHours = tr("The cold starts (%1 a day, %2 min each) take every hour the node is on, so it produces "
                               "nothing: raise %3.")
                                .arg(format::number(s.operation.startsPerDay, 0),
                                    format::number(s.operation.coldStartMinutes, 0), plainLabel(Param::HoursPerDay));
    //: Why a slider is disabled: the buying sliders while renting.
    const QString renting = tr("You rent the node, so the purchase costs nothing: choose Buy to price it.");

    switch (param) {
    case Param::Throughput:
        if (coldStartsTakeEveryHour(s))
            return noHours;
        if (!(s.operation.utilization > 0.0)) {
            //: Why the throughput slider is disabled. %1 is the utilization slider's label.
            return tr("The node serves no load (%1 is 0 %), so it produces nothing at any throughput: raise %1.")
                .arg(plainLabel(Param::Utilization));
        }
        return {};
    case Param::Utilization:
        return coldStartsTakeEveryHour(s) ? noHours : QString();
    case Param::InputPerOutput:
        if (!anyOfferEnabled(s))
            return noOffer;
        if (std::none_of(s.offers.begin(), s.offers.end(), [&](const Offer &o) {
                const std::optional<model::OfferPrices> prices = offerPrices(s, o);
                return o.enabled && prices && model::effectiveInputPrice(*prices, s.workload.cacheHit).value() > 0.0;
            })) {
            //: Why the input-per-output slider is disabled. %1 is the cache-hit slider's label.
            return tr("Every enabled API offer charges nothing for input at this %1, so input tokens cost nothing: "
                      "lower %1, or edit the input prices in Edit > API offers.")
                .arg(plainLabel(Param::CacheHit));
        }
        return {};
    case Param::CacheHit:
        if (!anyOfferEnabled(s))
            return noOffer;
        if (!(s.workload.inputPerOutput > 0.0)) {
            //: Why the cache-hit slider is disabled. %1 is the input-per-output slider's label.
            return tr("The workload has no input tokens (%1 is 0), and a cache hit only discounts input: raise %1, "
                      "e.g. to 5 for the articles' agent workload.")
                .arg(plainLabel(Param::InputPerOutput));
        }
        if (std::none_of(s.offers.begin(), s.offers.end(),
                [&](const Offer &o) { return o.enabled && o.cachedInput && *o.cachedInput != o.input; })) {
            //: Why the cache-hit slider is disabled.
            return tr("No enabled API offer publishes a cached-input price of its own, so a cache hit costs the same "
                      "as a miss: enable or edit an offer in Edit > API offers.");
        }
        return {};
    case Param::GpuHour:
        if (buy) {
            //: Why the GPU price slider is disabled.
            return tr("You buy the node, so no GPU-hour is rented: choose Rent to price GPU-hours, or change Capex, "
                      "Power and Tariff under Buying.");
        }
        return {};
    case Param::Redundancy:
        if (buy ? !(b.capex.amount > 0.0) && !(b.powerKw * b.tariffPerKwh.amount > 0.0)
                : !(s.cost.gpuHour.amount > 0.0)) {
            //: Why the redundancy slider is disabled.
            return tr("The hardware costs nothing, and redundancy only multiplies the hardware cost: set a GPU price "
                      "(or a capex when buying).");
        }
        return {};
    case Param::Capex:
        return buy ? QString() : renting;
    case Param::Years:
        if (!buy)
            return renting;
        if (!(b.capex.amount > 0.0)) {
            //: Why the depreciation slider is disabled. %1 is the capex slider's label.
            return tr("%1 is 0, so there is nothing to write off: set %1.").arg(plainLabel(Param::Capex));
        }
        return {};
    case Param::PowerKw:
    case Param::Pue:
    case Param::Tariff:
        if (!buy)
            return renting;
        if (param != Param::PowerKw && !(b.powerKw > 0.0)) {
            //: Why the PUE or tariff slider is disabled. %1 is the power slider's label.
            return tr("%1 is 0 kW, so electricity costs nothing: set %1.").arg(plainLabel(Param::PowerKw));
        }
        if (param != Param::Tariff && !(b.tariffPerKwh.amount > 0.0)) {
            //: Why the power or PUE slider is disabled. %1 is the tariff slider's label.
            return tr("%1 is 0, so electricity costs nothing: set %1.").arg(plainLabel(Param::Tariff));
        }
        return {};
    case Param::GpuCount:    // the rent and, in both modes, the memory
    case Param::HoursPerDay: // the monthly bill and output, whatever the cold starts
    case Param::MaxThroughput:
        return {};
    }
    return {};
}

} // namespace breakeven
