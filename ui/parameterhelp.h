#pragma once

/// \file parameterhelp.h
/// What each scenario parameter means, in words: the label the scenario panel shows, one
/// sentence on what it models (with its unit and the articles' typical values), and, for a given
/// scenario, why it cannot change the answer and what to change so that it can.
///
/// The texts live in one table keyed by the parameter's preset path ("operation.utilization"),
/// so that a parameter registry can take them over as they are.

#include "scenario.h"
#include "scenariodocument.h"

#include <QCoreApplication>
#include <QString>

namespace breakeven {

class ParameterHelp {
    Q_DECLARE_TR_FUNCTIONS(ParameterHelp)
public:
    /// The panel's label for the parameter at preset path \a path, with its mnemonic
    /// ("Sustained &throughput"); empty for a path the table does not know.
    [[nodiscard]] static QString label(const QString &path);
    [[nodiscard]] static QString label(Param param) { return label(paramPath(param)); }

    /// One sentence: what the parameter models, in which unit, and the articles' typical values.
    /// Empty for a path the table does not know.
    [[nodiscard]] static QString description(const QString &path);
    [[nodiscard]] static QString description(Param param) { return description(paramPath(param)); }

    /// Why \a param cannot change the comparison the window shows for \a scenario (self-hosted
    /// cost, offers' prices, break-evens, savings, monthly volumes), whatever its value, and what
    /// to change so that it can; empty when it can. (The cache hit also prices the command line
    /// report's example request, which the window does not show.)
    [[nodiscard]] static QString inactiveReason(Param param, const Scenario &scenario);
};

} // namespace breakeven
