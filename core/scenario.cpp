#include "scenario.h"

#include "parameters.h"

namespace breakeven {

std::optional<double> Scenario::fxRate(const QString &currencyCode) const
{
    if (currencyCode == QLatin1String("USD"))
        return 1.0;
    const auto it = fxPerUsd.find(currencyCode);
    if (it == fxPerUsd.end())
        return std::nullopt;
    return it->second;
}

double Scenario::toUsd(const Money &money) const { return money.amount / fxRate(money.currency).value_or(1.0); }

double Scenario::fromUsd(double usd, const QString &currencyCode) const
{
    return usd * fxRate(currencyCode).value_or(1.0);
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
