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

} // namespace breakeven
