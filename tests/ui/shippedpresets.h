#pragma once

// Shipped presets for the UI and export tests: a preset that fails to load fails the test.

#include "presetio.h"

#include <gtest/gtest.h>

#include <vector>

namespace breakeven::test {

/// The shipped preset \a file (in presets/).
inline Scenario shippedPreset(const char *file)
{
    const PresetResult r = readPresetFile(QStringLiteral(BREAKEVEN_SOURCE_DIR "/presets/") + QString::fromLatin1(file));
    EXPECT_TRUE(r.ok()) << file << ": " << r.errorText().toStdString();
    return r.ok() ? *r.scenario : Scenario {};
}

/// Issue #8's two infeasible scenarios: 8xH200 at 3,000 tok/s (the model does not fit) and
/// Modal 8xB300 at 10,000 tok/s (beyond its 4,634 tok/s).
inline std::vector<Scenario> infeasibleScenarios()
{
    Scenario h200 = shippedPreset("kimi-k31-pro-8xh200.json");
    h200.operation.throughputTokS = 3000.0;
    Scenario modal = shippedPreset("kimi-k31-pro-8xb300-modal.json");
    modal.operation.throughputTokS = 10000.0;
    return { h200, modal };
}

} // namespace breakeven::test
