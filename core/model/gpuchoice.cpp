#include "gpuchoice.h"

#include "latin1.h"

#include "format.h"
#include "hardwarefit.h"
#include "roofline.h"

#include <QCoreApplication>

#include <algorithm>

namespace breakeven {

namespace {

/// A sentence in \a wording, in the context "GpuChoice" (format::worded()).
QString text(const char *source, Wording wording) { return format::worded("GpuChoice", source, wording); }

} // namespace

std::vector<DecodePoint> catalogCurve(const GpuSpec &gpu, const QString &model)
{
    std::vector<DecodePoint> points;
    std::optional<int> count;
    for (const GpuDecodePoint &p : gpu.decodePoints) {
        if (!model.trimmed().startsWith(p.model.trimmed(), Qt::CaseInsensitive))
            continue;
        if (!count)
            count = p.gpuCount;
        if (p.gpuCount != *count)
            continue;
        const bool twice = std::any_of(
            points.begin(), points.end(), [&](const DecodePoint &d) { return d.concurrency == p.concurrency; });
        if (!twice)
            points.push_back(DecodePoint { p.concurrency, p.outputTokS, {}, {}, {}, {} });
    }
    std::sort(points.begin(), points.end(),
        [](const DecodePoint &a, const DecodePoint &b) { return a.concurrency < b.concurrency; });
    return points;
}

const GpuRent *catalogQuote(const GpuSpec &gpu, const Scenario &scenario, RentBilling kind)
{
    for (const QString &currency : { scenario.currency, scenario.cost.gpuHour.currency }) {
        const auto it = std::find_if(gpu.rent.begin(), gpu.rent.end(),
            [&](const GpuRent &r) { return r.billing == kind && r.currency == currency; });
        if (it != gpu.rent.end())
            return &*it;
    }
    const auto it = std::find_if(gpu.rent.begin(), gpu.rent.end(),
        [&](const GpuRent &r) { return r.billing == kind && scenario.fxRate(r.currency).has_value(); });
    return it != gpu.rent.end() ? &*it : nullptr;
}

namespace {

/// The catalog's rent quote for \a scenario of one of \a kinds, in that order of preference
/// (catalogQuote() for each); none when there is none.
const GpuRent *catalogPrice(const GpuSpec &gpu, const Scenario &scenario, std::initializer_list<RentBilling> kinds)
{
    for (const RentBilling kind : kinds) {
        if (const GpuRent *quote = catalogQuote(gpu, scenario, kind))
            return quote;
    }
    return nullptr;
}

/// "12.50 CNY" in \a wording's locale.
QString priceText(double amount, const QString &currency, Wording wording)
{
    return L("%1 %2").arg(format::locale(wording).toString(amount, 'f', 2), currency);
}

} // namespace

CapacityEvidence capacityEvidence(const Scenario &s)
{
    const Hardware &h = s.hardware;
    if (!h.hasCapacityFigures())
        return CapacityEvidence::None;
    // Asked to estimate another GPU's figures for this one (roofline.h): estimated when the catalog
    // and the model allow it, else they stay another GPU's.
    if (wantsEstimate(s) && checkEstimate(s, builtInGpuCatalog()).ok())
        return CapacityEvidence::Estimated;
    if (!sameGpu(h.capacityGpu(), h.gpu) && !h.evidenceConfirmed)
        return CapacityEvidence::OtherGpu;
    switch (h.evidence) {
    case EvidenceSource::Imported:
        return CapacityEvidence::Imported;
    case EvidenceSource::Typed:
        return CapacityEvidence::Typed;
    case EvidenceSource::Estimated:
        // Another GPU's figures, confirmed for this one, that could not be estimated: as measured.
        return wantsEstimate(s) ? CapacityEvidence::Measured : CapacityEvidence::Estimated;
    case EvidenceSource::Measured:
        break;
    }
    return CapacityEvidence::Measured;
}

QString capacityEvidenceKey(CapacityEvidence evidence)
{
    switch (evidence) {
    case CapacityEvidence::None:
        return {};
    case CapacityEvidence::Measured:
        return L("measured");
    case CapacityEvidence::Imported:
        return L("imported");
    case CapacityEvidence::Typed:
        return L("typed");
    case CapacityEvidence::Estimated:
        return L("estimated");
    case CapacityEvidence::OtherGpu:
        return L("other-gpu");
    }
    return {};
}

std::optional<QString> otherGpuMinimumNote(const Scenario &s, Wording wording)
{
    const Billing &b = s.cost.billing;
    if (s.cost.mode != CostMode::Rent || b.mode != BillingMode::Committed || !(b.minimumMonthly.amount > 0.0)
        || b.minimumGpu.isEmpty() || sameGpu(b.minimumGpu, s.hardware.gpu))
        return std::nullopt;
    //: %1 is the GPU the committed minimum monthly bill was stated for, %2 the scenario's GPU ("committed
    //: minimum stated for B300, not for H200").
    return text(QT_TRANSLATE_NOOP("GpuChoice", "committed minimum stated for %1, not for %2"), wording)
        .arg(b.minimumGpu, s.hardware.gpu);
}

std::optional<QString> otherGpuNote(const Scenario &s, Wording wording)
{
    if (capacityEvidence(s) != CapacityEvidence::OtherGpu)
        return std::nullopt;
    //: %1 is the GPU the decode curve was measured on, %2 the scenario's GPU ("capacity measured on B300,
    //: not on H200").
    const QString note = text(QT_TRANSLATE_NOOP("GpuChoice", "capacity measured on %1, not on %2"), wording)
                             .arg(s.hardware.capacityGpu(), s.hardware.gpu);
    if (!wantsEstimate(s))
        return note;
    // Asked for an estimate the catalog or the model does not allow: say why.
    return QStringLiteral("%1 (%2)").arg(note, estimateProblemText(checkEstimate(s, builtInGpuCatalog()), wording));
}

void noteTypedEvidence(const Scenario &before, Scenario &after)
{
    const Hardware &b = before.hardware;
    Hardware &a = after.hardware;
    // A minimum typed (or its currency changed) for this GPU is this GPU's.
    const Billing &bb = before.cost.billing;
    Billing &ab = after.cost.billing;
    if (bb.minimumMonthly != ab.minimumMonthly && bb.minimumGpu == ab.minimumGpu && b.gpu == a.gpu)
        ab.minimumGpu.clear();
    const bool figuresChanged = b.decodePoints != a.decodePoints || b.maxThroughputTokS != a.maxThroughputTokS;
    const bool provenanceChanged
        = b.evidence != a.evidence || b.evidenceGpu != a.evidenceGpu || b.evidenceConfirmed != a.evidenceConfirmed;
    if (!figuresChanged || provenanceChanged || b.gpu != a.gpu)
        return;
    // A hand edit changes, adds or removes one point (or the maximum); a whole new curve is an
    // import, whose provenance its importer sets.
    std::size_t kept = 0;
    for (const DecodePoint &p : a.decodePoints)
        kept += std::count(b.decodePoints.begin(), b.decodePoints.end(), p) > 0 ? 1 : 0;
    const std::size_t most = std::max(a.decodePoints.size(), b.decodePoints.size());
    if (most - kept > 1)
        return;
    a.evidence = a.hasCapacityFigures() ? EvidenceSource::Typed : EvidenceSource::Measured;
    a.evidenceGpu.clear();
    a.evidenceConfirmed = false;
}

namespace {

/// The committed and spot prices of chooseGpu(): the catalog's where it has them, else removed (the
/// price per GPU-hour applies) or, for the committed minimum, kept marked as \a previous's.
QStringList chooseBillingPrices(Scenario &s, const GpuSpec &gpu, const QString &previous, Wording wording)
{
    QStringList notes;
    Cost &c = s.cost;
    const QLocale loc = format::locale(wording);
    // Only the prices the scenario bills by or states are replaced.
    if (c.billing.mode == BillingMode::Committed || c.reservedGpuHour || c.billing.minimumMonthly.amount > 0.0) {
        if (const GpuRent *quote = catalogPrice(gpu, s, { RentBilling::Committed })) {
            // A monthly contract: the month's bill is the price of every GPU every hour of the month.
            c.reservedGpuHour = Money { quote->gpuHour, quote->currency };
            c.billing.minimumMonthly
                = Money { quote->gpuHour * static_cast<double>(s.hardware.count) * c.hoursPerMonth, quote->currency };
            c.billing.minimumGpu.clear();
            if (quote->termMonths)
                c.billing.termMonths = *quote->termMonths;
            //: %1 is a price per GPU-hour with its currency code, %2 a monthly bill with its currency code, %3
            //: the GPU count, %4 the GPU, %5 the quote's source and %6 its date, from the GPU catalog.
            notes << text(QT_TRANSLATE_NOOP("GpuChoice",
                              "committed price per GPU-hour %1 and minimum bill %2 a month (%3 GPUs every hour of "
                              "the month) from the GPU catalog for %4 (%5, %6)"),
                wording)
                         .arg(priceText(quote->gpuHour, quote->currency, wording),
                             priceText(c.billing.minimumMonthly.amount, quote->currency, wording),
                             loc.toString(s.hardware.count), gpu.name, quote->source, quote->asOf);
        } else {
            if (c.reservedGpuHour) {
                //: %1 is a price per GPU-hour with its currency code, %2 the GPU it was stated for, %3 the GPU
                //: chosen.
                notes << text(QT_TRANSLATE_NOOP("GpuChoice",
                                  "committed price per GPU-hour %1 removed: it was stated for %2, and the GPU catalog "
                                  "has no committed price for %3; the price per GPU-hour applies"),
                    wording)
                             .arg(priceText(c.reservedGpuHour->amount, c.reservedGpuHour->currency, wording), previous,
                                 gpu.name);
                c.reservedGpuHour.reset();
            }
            if (const std::optional<QString> note = otherGpuMinimumNote(s, wording))
                //: %1 is the note "committed minimum stated for B300, not for H200"; %2 the GPU chosen.
                notes << text(QT_TRANSLATE_NOOP("GpuChoice",
                                  "%1: the GPU catalog has no committed price for %2; check the minimum, or type "
                                  "this GPU's"),
                    wording)
                             .arg(*note, gpu.name);
        }
    }
    if (c.billing.mode == BillingMode::Spot || c.spotGpuHour) {
        if (const GpuRent *quote = catalogPrice(gpu, s, { RentBilling::Spot })) {
            c.spotGpuHour = Money { quote->gpuHour, quote->currency };
            //: %1 is a price per GPU-hour with its currency code, %2 the GPU, %3 the quote's source and %4 its
            //: date.
            notes << text(
                QT_TRANSLATE_NOOP("GpuChoice", "spot price per GPU-hour %1 from the GPU catalog for %2 (%3, %4)"),
                wording)
                         .arg(
                             priceText(quote->gpuHour, quote->currency, wording), gpu.name, quote->source, quote->asOf);
        } else if (c.spotGpuHour) {
            //: %1 is a price per GPU-hour with its currency code, %2 the GPU it was stated for, %3 the GPU chosen.
            notes << text(QT_TRANSLATE_NOOP("GpuChoice",
                              "spot price per GPU-hour %1 removed: it was stated for %2, and the GPU catalog has no "
                              "spot price for %3; the price per GPU-hour applies"),
                wording)
                         .arg(priceText(c.spotGpuHour->amount, c.spotGpuHour->currency, wording), previous, gpu.name);
            c.spotGpuHour.reset();
        }
    }
    return notes;
}

} // namespace

QStringList chooseGpuAndPrices(Scenario &s, const GpuSpec &gpu, Wording wording)
{
    const QString previous = s.hardware.gpu;
    if (sameGpu(previous, gpu.name)) {
        applyGpu(s, gpu);
        return {};
    }
    setGpuName(s, gpu.name);
    applyGpu(s, gpu); // keeps the name setGpuName() gave, the catalog's spelling
    const QLocale loc = format::locale(wording);
    QStringList notes;

    // Price.
    if (s.cost.mode == CostMode::Rent) {
        // An hourly quote, else (as before quotes said how they are billed) another kind's price.
        if (const GpuRent *quote
            = catalogPrice(gpu, s, { RentBilling::Hourly, RentBilling::Committed, RentBilling::Spot })) {
            s.cost.gpuHour = Money { quote->gpuHour, quote->currency };
            //: %1 is a price per GPU-hour with its currency code ("13.70 CNY"), %2 the GPU, %3 the quote's
            //: source and %4 its date, from the GPU catalog.
            notes << text(
                QT_TRANSLATE_NOOP("GpuChoice", "price per GPU-hour %1 from the GPU catalog for %2 (%3, %4)"), wording)
                         .arg(L("%1 %2").arg(loc.toString(quote->gpuHour, 'f', 2), quote->currency), gpu.name,
                             quote->source, quote->asOf);
        } else {
            //: %1 is a price per GPU-hour with its currency code, %2 the GPU it was stated for, %3 the GPU chosen.
            notes << text(QT_TRANSLATE_NOOP("GpuChoice",
                              "price per GPU-hour %1 kept: it was stated for %2, and the GPU catalog has no price "
                              "for %3 in a currency of this scenario; check it"),
                wording)
                         .arg(L("%1 %2").arg(loc.toString(s.cost.gpuHour.amount, 'f', 2), s.cost.gpuHour.currency),
                             previous, gpu.name);
        }
    } else {
        //: %1 is the GPU the purchase price was stated for, %2 the GPU chosen.
        notes << text(
            QT_TRANSLATE_NOOP("GpuChoice", "purchase price kept: it was stated for %1, not %2; check it"), wording)
                     .arg(previous, gpu.name);
    }

    notes << chooseBillingPrices(s, gpu, previous, wording);
    return notes;
}

QStringList chooseGpu(Scenario &s, const GpuSpec &gpu, Wording wording)
{
    const bool changes = !sameGpu(s.hardware.gpu, gpu.name);
    QStringList notes = chooseGpuAndPrices(s, gpu, wording);
    if (!changes)
        return notes;
    // Capacity.
    Hardware &h = s.hardware;
    const QLocale loc = format::locale(wording);
    if (h.hasCapacityFigures() && sameGpu(h.capacityGpu(), gpu.name))
        return notes; // this GPU's own figures
    const std::vector<DecodePoint> curve = catalogCurve(gpu, s.model.name);
    if (!curve.empty()) {
        const bool hadFigures = h.hasCapacityFigures();
        h.decodePoints = curve;
        h.maxThroughputTokS.reset(); // another GPU's peak would cap this GPU's curve
        h.evidence = EvidenceSource::Measured;
        h.evidenceGpu.clear();
        h.evidenceConfirmed = false;
        //: %1 is a number of measured points, %2 the GPU, %3 the model.
        notes << (hadFigures ? text(QT_TRANSLATE_NOOP("GpuChoice",
                                        "decode curve replaced by the GPU catalog's %1 points measured on %2 with %3; "
                                        "the other GPU's maximum throughput removed"),
                      wording)
                             //: %1 is a number of measured points, %2 the GPU, %3 the model.
                             : text(QT_TRANSLATE_NOOP("GpuChoice",
                                        "decode curve: the GPU catalog's %1 points measured on %2 with %3"),
                                 wording))
                     .arg(loc.toString(static_cast<qlonglong>(curve.size())), gpu.name, s.model.name);
    } else if (const std::optional<QString> estimated = estimatedNote(s, wording)) {
        notes << *estimated; // asked for an estimate before: it follows the GPU
    } else if (h.hasCapacityFigures()) {
        //: %1 is the note "capacity measured on B300, not on H200"; %2 the GPU chosen.
        notes << text(QT_TRANSLATE_NOOP("GpuChoice",
                          "%1: the GPU catalog has no measurement of this model on %2; confirm the curve, or type "
                          "or import figures for %2"),
            wording)
                     .arg(otherGpuNote(s, wording).value_or(QString()), gpu.name);
    }
    return notes;
}

} // namespace breakeven
