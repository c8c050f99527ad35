#pragma once

/// \file parameterhelp.h
/// Why a scenario parameter cannot change the answer, for a given scenario, and what to change so
/// that it can. (Each parameter's label and description are the registry's, core/parameters.h.)

#include "evaluation.h"
#include "scenario.h"

#include <QCoreApplication>
#include <QString>

namespace breakeven {

class ParameterHelp {
    Q_DECLARE_TR_FUNCTIONS(ParameterHelp)
public:
    /// Why the parameter at preset path \a path ("operation.utilization") cannot change the
    /// comparison the window shows for \a scenario (self-hosted cost, offers' prices, break-evens,
    /// savings, monthly volumes, the memory fit), whatever its value, and what to change so that
    /// it can; empty when it can, or for a path without a rule. (The cache hit also prices the
    /// command line report's example request, which the window does not show.) \a evaluation is
    /// \a scenario's (evaluated here when not given): a reason may quote a derived figure (in
    /// modelled mode, the throughput the decode curve gives).
    [[nodiscard]] static QString inactiveReason(
        const QString &path, const Scenario &scenario, const Evaluation *evaluation = nullptr);
};

} // namespace breakeven
