#pragma once

#include <QStringList>

class QTextStream;

namespace breakeven {

/// `breakeven plans PRESET [--set PATH=VALUE]... [--top N] [--gpus H200,B300] [--max-nodes N]
/// [--power-kw KW] [--budget USD] [--target-per-mtok USD] [--samples N] [--seed S]
/// [--format text|json|csv]`: the plan search (core/plans/plansearch.h) over the built-in GPU
/// catalog, cheapest feasible plan first. Pure console.
class PlansCommand {
public:
    /// True when \a args (argv, program name first) name the verb.
    [[nodiscard]] static bool isPlansCommand(const QStringList &args);

    /// Runs the verb. Returns 0 on success, 1 for bad input (the preset), 2 for a usage error (an
    /// option's value out of its range, named with the range).
    static int run(const QStringList &args, QTextStream &out, QTextStream &err);
};

} // namespace breakeven
