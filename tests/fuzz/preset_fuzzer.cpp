// libFuzzer target for the preset reader. Build with the `fuzz` configure preset (clang) and run
// .ci/fuzz SECONDS. Properties checked on every input:
//  - parsing never crashes, hangs or trips ASan/UBSan;
//  - a preset that parses also serializes (within 1 MiB), re-parses to an equal scenario that
//    serializes to the same bytes, and evaluates.
#include "evaluation.h"
#include "presetio.h"
#include "report.h"

#include <QByteArray>

#include <cstdint>
#include <cstdlib>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const QByteArray bytes(reinterpret_cast<const char *>(data), static_cast<qsizetype>(size));
    const breakeven::PresetResult r = breakeven::parsePreset(bytes);
    if (!r.ok()) {
        if (r.errors.empty())
            std::abort(); // a rejection must say why
        return 0;
    }
    const QByteArray saved = breakeven::serializePreset(*r.scenario);
    if (saved.size() > breakeven::maxPresetBytes)
        return 0; // writePresetFile refuses to write it (never a file that does not open)
    const breakeven::PresetResult again = breakeven::parsePreset(saved);
    if (!again.ok() || !(*again.scenario == *r.scenario))
        std::abort(); // what we write, we must read back identically
    if (breakeven::serializePreset(*again.scenario) != saved)
        std::abort(); // ... and write again byte for byte
    const breakeven::Evaluation e = breakeven::evaluate(*r.scenario);
    (void)breakeven::reportJson(*r.scenario, e);
    return 0;
}
