#pragma once

/// \file report.h
/// The command line's report of one evaluated scenario, as JSON (a stable interface,
/// docs/report-format.md) and as a plain-text table.

#include "evaluation.h"
#include "scenario.h"

#include <QJsonObject>
#include <QString>

namespace breakeven {

inline constexpr int reportFormatVersion = 1;

/// `{"format":"breakeven-report","version":1,"preset":NAME,"self_host":{...},"offers":[...]}`.
[[nodiscard]] QJsonObject reportJson(const Scenario &scenario, const Evaluation &evaluation);

/// "$1,234.56" / "-$5.00": USD with two decimals, fixed English formatting.
[[nodiscard]] QString formatUsd(double usd);

/// A readable plain-text report: the self-hosted side, then one row per offer.
[[nodiscard]] QString reportText(const Scenario &scenario, const Evaluation &evaluation);

} // namespace breakeven
