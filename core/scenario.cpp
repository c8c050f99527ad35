#include "scenario.h"

#include "parameters.h"

#include <QCoreApplication>

#include <algorithm>

namespace breakeven {

namespace {

/// knownCurrencies()' words, in the readers' context (they end messages such as "unknown currency").
struct Text {
    Q_DECLARE_TR_FUNCTIONS(PresetReader)
};

} // namespace

double scaledReserveGbPerGpu(double memoryGbPerGpu) { return std::max(1.0, memoryGbPerGpu * 15.0 / 288.0); }

double Hardware::reserveGb() const
{
    return reserveGbPerGpu ? *reserveGbPerGpu : scaledReserveGbPerGpu(memoryGbPerGpu);
}

std::optional<double> defaultFxPerUsd(const QString &currencyCode)
{
    if (currencyCode == QLatin1String("USD"))
        return 1.0;
    if (currencyCode == QLatin1String("CNY"))
        return defaultCnyPerUsd;
    if (currencyCode == QLatin1String("EUR"))
        return defaultEurPerUsd;
    return std::nullopt;
}

std::optional<double> Scenario::fxRate(const QString &currencyCode) const
{
    if (currencyCode == QLatin1String("USD"))
        return 1.0;
    const auto it = fxPerUsd.find(currencyCode);
    if (it == fxPerUsd.end())
        return std::nullopt;
    return it->second;
}

std::optional<double> Scenario::toUsd(const Money &money) const
{
    if (const std::optional<double> rate = fxRate(money.currency))
        return money.amount / *rate;
    return std::nullopt;
}

std::optional<double> Scenario::fromUsd(double usd, const QString &currencyCode) const
{
    if (const std::optional<double> rate = fxRate(currencyCode))
        return usd * *rate;
    return std::nullopt;
}

double priceBasisFactor(const Scenario &scenario)
{
    const double n = scenario.hardware.count;
    switch (scenario.cost.priceBasis) {
    case PriceBasis::NodeHour:
        return n;
    case PriceBasis::NodeMonth:
        return n * scenario.cost.hoursPerMonth;
    case PriceBasis::GpuHour:
        break;
    }
    return 1.0;
}

QString Scenario::shownCurrency() const
{
    if (!displayCurrency.isEmpty() && fxRate(displayCurrency))
        return displayCurrency;
    if (fxRate(currency))
        return currency;
    return QStringLiteral("USD");
}

QString Scenario::knownCurrencies() const
{
    constexpr qsizetype shown = 5;
    QStringList codes { QStringLiteral("USD") };
    for (const auto &[code, rate] : fxPerUsd) {
        if (codes.size() == shown)
            break;
        codes << code;
    }
    const std::size_t more = fxPerUsd.size() + 1 - static_cast<std::size_t>(codes.size());
    const QString list = codes.join(QStringLiteral(", "));
    //: %1 lists currency codes, "USD, CNY, EUR"; %2 is how many more there are.
    return more == 0 ? list : Text::tr("%1 and %2 more").arg(list).arg(more);
}

bool Scenario::isDefaulted(const QString &path) const
{
    if (!unstated.contains(path))
        return false;
    static const Scenario defaults;
    if (const std::optional<ParamRef> ref = resolveParameter(*this, path))
        return ref->get(*this) == ref->get(defaults);
    if (const std::optional<FieldRef> ref = resolveField(*this, path))
        return ref->field->get(*this, 0) == ref->field->get(defaults, 0);
    return false;
}

} // namespace breakeven
