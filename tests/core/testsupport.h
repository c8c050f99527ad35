#pragma once

// Helpers shared by the core tests: loading shipped presets and fixtures (a fixture that fails
// to load fails the test, it never skips it).

#include "evaluation.h"
#include "presetio.h"

#include <gtest/gtest.h>

#include <QDir>
#include <QString>

namespace breakeven::test {

inline QString presetPath(const char *file)
{
    return QStringLiteral(BREAKEVEN_SOURCE_DIR "/presets/") + QString::fromUtf8(file);
}

inline QString dataPath(const QString &file) { return QStringLiteral(BREAKEVEN_TEST_DATA "/") + file; }

/// The shipped preset \a file; the calling test fails if it does not load.
inline Scenario loadPreset(const char *file)
{
    const PresetResult r = readPresetFile(presetPath(file));
    EXPECT_TRUE(r.ok()) << file << ": " << r.errorText().toStdString();
    return r.ok() ? *r.scenario : Scenario {};
}

/// \a s with \a path set to \a value; the calling test fails if the override is rejected.
inline Scenario with(const Scenario &s, const char *path, double value)
{
    const PresetResult r = withOverride(s, QString::fromUtf8(path), QString::number(value, 'g', 17));
    EXPECT_TRUE(r.ok()) << path << ": " << r.errorText().toStdString();
    return r.ok() ? *r.scenario : s;
}

/// Index of the offer \a provider / \a model in \a s; fails the test if absent.
inline std::size_t offerIndex(const Scenario &s, const char *provider, const char *model)
{
    for (std::size_t i = 0; i < s.offers.size(); ++i)
        if (s.offers[i].provider == QLatin1String(provider) && s.offers[i].model == QLatin1String(model))
            return i;
    ADD_FAILURE() << "no offer " << provider << " " << model;
    return 0;
}

/// The file names of presets/; the calling test fails if there are fewer than seven (a loop over
/// a missing folder would pass).
inline QStringList shippedPresets()
{
    const QStringList files
        = QDir(QStringLiteral(BREAKEVEN_SOURCE_DIR "/presets")).entryList({ QStringLiteral("*.json") }, QDir::Files);
    EXPECT_GE(files.size(), 7) << BREAKEVEN_SOURCE_DIR "/presets";
    return files;
}

} // namespace breakeven::test
