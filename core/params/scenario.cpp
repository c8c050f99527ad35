#include "scenario.h"

#include "latin1.h"

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

bool sameGpu(QStringView a, QStringView b) { return a.trimmed().compare(b.trimmed(), Qt::CaseInsensitive) == 0; }

QString evidenceSourceKey(EvidenceSource source)
{
    switch (source) {
    case EvidenceSource::Imported:
        return L("imported");
    case EvidenceSource::Typed:
        return L("typed");
    case EvidenceSource::Estimated:
        return L("estimated");
    case EvidenceSource::Measured:
        break;
    }
    return L("measured");
}

std::optional<EvidenceSource> evidenceSourceFromKey(QStringView key)
{
    for (const EvidenceSource e :
        { EvidenceSource::Measured, EvidenceSource::Imported, EvidenceSource::Typed, EvidenceSource::Estimated }) {
        if (key == evidenceSourceKey(e))
            return e;
    }
    return std::nullopt;
}

void setGpuName(Scenario &s, const QString &name)
{
    Hardware &h = s.hardware;
    if (name == h.gpu)
        return;
    if (h.hasCapacityFigures()) {
        if (h.evidenceGpu.isEmpty())
            h.evidenceGpu = h.gpu;
        h.evidenceConfirmed = false;
    }
    Billing &b = s.cost.billing;
    if (b.minimumMonthly.amount > 0.0 && b.minimumGpu.isEmpty())
        b.minimumGpu = h.gpu;
    h.gpu = name;
    if (sameGpu(h.evidenceGpu, name)) {
        h.evidenceGpu.clear(); // back on the GPU the figures were measured on
        if (h.evidence == EvidenceSource::Estimated)
            h.evidence = EvidenceSource::Measured; // its own measurements, no estimate (roofline.h)
    }
    if (sameGpu(b.minimumGpu, name))
        b.minimumGpu.clear(); // back on the GPU the minimum was stated for
}

bool isCurrencyCode(const QString &code)
{
    return code.size() == 3 && std::all_of(code.begin(), code.end(), [](QChar c) {
        return c >= QLatin1Char('A') && c <= QLatin1Char('Z');
    });
}

HybridProfile profileFromShortcut(const HybridShortcut &shortcut)
{
    HybridProfile profile;
    profile.shortcut = shortcut;
    profile.demandTokS.fill(shortcut.base);
    for (int k = 0; k < shortcut.peakHours && k < hoursInDay; ++k)
        profile.demandTokS[static_cast<std::size_t>((shortcut.peakStart + k) % hoursInDay)] = shortcut.peak;
    return profile;
}

bool operator==(const HybridProfile &a, const HybridProfile &b)
{
    return a.demandTokS == b.demandTokS && a.extra == b.extra && shortcutOf(a) == shortcutOf(b);
}

std::optional<HybridShortcut> shortcutOf(const HybridProfile &profile)
{
    const auto &d = profile.demandTokS;
    if (profile.shortcut && profileFromShortcut(*profile.shortcut).demandTokS == d)
        return profile.shortcut;
    const auto [lo, hi] = std::minmax_element(d.begin(), d.end());
    if (*lo == *hi)
        return HybridShortcut { *lo, *lo, 0, defaultPeakStart };
    // Two levels, and the higher one a single block of the circular day: it starts where the
    // hour before is low.
    int peakHours = 0;
    int starts = 0;
    int peakStart = 0;
    for (int h = 0; h < hoursInDay; ++h) {
        const double v = d[static_cast<std::size_t>(h)];
        if (v != *lo && v != *hi)
            return std::nullopt;
        if (v != *hi)
            continue;
        ++peakHours;
        if (d[static_cast<std::size_t>((h + hoursInDay - 1) % hoursInDay)] == *lo) {
            ++starts;
            peakStart = h;
        }
    }
    if (starts != 1)
        return std::nullopt;
    HybridShortcut s { *lo, *hi, peakHours, peakStart };
    if (profileFromShortcut(s).demandTokS != d)
        return std::nullopt;
    return s;
}

} // namespace breakeven
