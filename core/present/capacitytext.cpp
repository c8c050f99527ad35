#include "capacitytext.h"

#include "capacity.h"
#include "format.h"
#include "scenario.h"

#include <QCoreApplication>
#include <QStringList>

#include <cmath>

namespace breakeven {

namespace {

/// A sentence in \a wording, in the context "CapacityText" (format::worded()).
QString text(const char *source, Wording wording) { return format::worded("CapacityText", source, wording); }

} // namespace

std::optional<QString> latencyText(const Scenario &s, const CapacityResult &c, Wording wording)
{
    const LatencyCheck &l = c.latency;
    if (!l.targeted())
        return std::nullopt;
    const QLocale loc = format::locale(wording);
    // As typed: 40 ms, 22.5 ms, 0.25 ms (never rounded to "23 ms").
    const auto ms = [&](double v) {
        int decimals = 0;
        while (decimals < 3 && std::abs(v * std::pow(10.0, decimals) - std::round(v * std::pow(10.0, decimals))) > 1e-9)
            ++decimals;
        return format::number(v, decimals, loc);
    };
    QStringList checked;
    QStringList unchecked;
    if (l.ttftTarget) {
        //: A latency target. %1 is a time in milliseconds.
        const QString target = text(QT_TRANSLATE_NOOP("CapacityText", "p90 TTFT at most %1 ms"), wording)
                                   .arg(ms(*s.operation.maxTtftP90Ms));
        (l.ttftChecked ? checked : unchecked) << target;
    }
    if (l.tpotTarget) {
        //: A latency target. %1 is a time in milliseconds.
        const QString target = text(QT_TRANSLATE_NOOP("CapacityText", "p90 TPOT at most %1 ms"), wording)
                                   .arg(ms(*s.operation.maxTpotP90Ms));
        (l.tpotChecked ? checked : unchecked) << target;
    }
    //: Joins two latency targets: "p90 TTFT at most 2,000 ms and p90 TPOT at most 40 ms".
    const QString andWord = text(QT_TRANSLATE_NOOP("CapacityText", " and "), wording);
    QStringList parts;
    if (!checked.isEmpty() && l.concurrency) {
        const int n = *l.concurrency;
        parts << (n >= 1 ? (c.replicas > 1
                          //: %1 the latency targets, %2 the largest concurrency of each replica meeting them.
                          ? text(QT_TRANSLATE_NOOP("CapacityText",
                                     "%1: met up to concurrency %2 per replica, between the measured runs"),
                              wording)
                          //: %1 the latency targets, %2 the largest concurrency meeting them.
                          : text(QT_TRANSLATE_NOOP(
                                     "CapacityText", "%1: met up to concurrency %2, between the measured runs"),
                              wording))
                               .arg(checked.join(andWord), format::number(n, 0, loc))
                         //: %1 the latency targets.
                         : text(QT_TRANSLATE_NOOP("CapacityText", "%1: missed even at concurrency 1"), wording)
                               .arg(checked.join(andWord)));
    }
    if (!unchecked.isEmpty()) {
        //: %1 the latency targets no decode point has a measured p90 for.
        parts << text(QT_TRANSLATE_NOOP("CapacityText",
                          "%1: not checked (no decode point reports its measured p90; import runs that do)"),
            wording)
                     .arg(unchecked.join(andWord));
    }
    return parts.join(QStringLiteral("; "));
}

QString perUserSpeedText(const Scenario &s, const CapacityResult &c, Wording wording)
{
    const QLocale loc = format::locale(wording);
    if (c.typedBeyondCapacity()) {
        // No concurrency carries it: the typed throughput over the typed concurrency is no speed a user
        // sees (a reviewer read "6,000.0 tok/s per user at concurrency 1" beside NOT FEASIBLE).
        //: Where the speed per user is given. %1 the typed throughput, more than the hardware sustains.
        return text(QT_TRANSLATE_NOOP("CapacityText",
                        "%1 tok/s typed, beyond the capacity: no concurrency reaches it, so no speed per user"),
            wording)
            .arg(format::number(s.operation.throughputTokS, 0, loc));
    }
    // One decimal, as the plans and the per-user chart give it ("19.2 tok/s").
    //: A speed per user in output tokens per second (tok/s is a unit; usually kept as is).
    const QString speed
        = text(QT_TRANSLATE_NOOP("CapacityText", "%1 tok/s"), wording).arg(format::number(c.perUserTokS, 1, loc));
    const QString at = format::number(c.operatingConcurrency, 0, loc);
    // Why the concurrency is not the typed one, when it is not.
    const char *why = nullptr;
    using Cap = CapacityResult::Cap;
    if (c.concurrencyFromCurve)
        //: %1 a speed per user, %2 a number of concurrent sequences, %3 the concurrency the user typed.
        why = QT_TRANSLATE_NOOP("CapacityText",
            "%1 per user at concurrency %2, the fewest sequences that carry this throughput on the decode curve "
            "(%3 typed)");
    else if (c.concurrencyCappedBy == Cap::Memory)
        //: %1 a speed per user, %2 a number of concurrent sequences, %3 the concurrency the user typed.
        why = QT_TRANSLATE_NOOP(
            "CapacityText", "%1 per user at concurrency %2, the most that fit in memory (%3 typed)");
    else if (c.concurrencyCappedBy == Cap::PerUserTarget)
        //: %1 a speed per user, %2 a number of concurrent sequences, %3 the concurrency the user typed.
        why = QT_TRANSLATE_NOOP(
            "CapacityText", "%1 per user at concurrency %2, the most that keep the per-user speed target (%3 typed)");
    else if (c.concurrencyCappedBy == Cap::Latency)
        //: %1 a speed per user, %2 a number of concurrent sequences, %3 the concurrency the user typed.
        why = QT_TRANSLATE_NOOP(
            "CapacityText", "%1 per user at concurrency %2, the most that meet the latency targets (%3 typed)");
    if (why)
        return text(why, wording).arg(speed, at, format::number(s.operation.concurrency, 0, loc));
    //: %1 a speed per user, %2 a number of concurrent sequences.
    return text(QT_TRANSLATE_NOOP("CapacityText", "%1 per user at concurrency %2"), wording).arg(speed, at);
}

} // namespace breakeven
