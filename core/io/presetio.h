#pragma once

/// \file presetio.h
/// Reading and writing preset files, format "breakeven-preset" version 1 (MODEL.md section 6,
/// docs/preset-format.md).
///
/// Reading is strict: every problem is reported with the path of the field it concerns and the
/// allowed range, and nothing partial is returned. Writing goes through QSaveFile, so a failed
/// save leaves the previous file intact.

#include "parameters.h"
#include "preseterror.h"
#include "scenario.h"

#include <QByteArray>
#include <QJsonObject>
#include <QString>

#include <optional>
#include <utility>
#include <vector>

namespace breakeven {

inline constexpr int presetFormatVersion = 1;

// The format's limits (maxOffers, maxDecodePoints, ...) are in scenario.h: the model sizes by them too.

/// A scenario, or the reasons there is none.
struct PresetResult {
    std::optional<Scenario> scenario;
    std::vector<PresetError> errors;
    [[nodiscard]] bool ok() const { return scenario.has_value(); }
    /// The errors, one per line.
    [[nodiscard]] QString errorText() const;
};

/// Parses a preset from its bytes (UTF-8 JSON).
[[nodiscard]] PresetResult parsePreset(const QByteArray &bytes);

/// Parses a preset from a JSON object already in memory.
[[nodiscard]] PresetResult presetFromJson(const QJsonObject &root);

/// Reads and parses the preset at \a path (at most maxPresetBytes). Anything that is not a
/// regular file (a FIFO, a device, a folder) is refused before it is opened.
[[nodiscard]] PresetResult readPresetFile(const QString &path);

/// The preset's JSON object, with the unknown keys it was read with.
[[nodiscard]] QJsonObject presetToJson(const Scenario &scenario);

/// The known keys of the object at \a where ("", "cost.buy", "offers[]", ...) in the order they are
/// written; empty for objects without fixed keys. tests/core/test_presetio.cpp holds it equal to the
/// registry's childKeys().
[[nodiscard]] QStringList presetKeyOrder(const QString &where);

/// The preset as UTF-8 JSON text: the format's keys in the format's order (docs/preset-format.md),
/// indented, numbers in their shortest form that reads back exactly; unknown keys after the known
/// ones, their values on one line. Should that exceed maxPresetBytes, the whole text is compact.
[[nodiscard]] QByteArray serializePreset(const Scenario &scenario);

/// Writes \a scenario to \a path atomically (writeFileAtomically()). On failure returns false,
/// leaves the file as it was and sets \a error to the reason ("No space left on device"); a
/// preset whose text would exceed maxPresetBytes (so that it could not be opened again) is not
/// written.
bool writePresetFile(const Scenario &scenario, const QString &path, QString *error);

/// The built-in default scenario: the shipped preset `kimi-k31-pro-8xb300-modal-agent.json` (Modal's
/// 8xB300, the articles' agent workload of 5 input tokens per output token, every catalog offer).
/// The window opens on it the first time, File > New starts from it, and the command line calls it
/// `default`. An installed copy (share/breakeven/presets, shippeddata.h) is read before the compiled-in one.
[[nodiscard]] Scenario defaultScenario();

/// \a scenario with the field at \a path (dotted, e.g. `operation.throughput_tok_s`,
/// `cost.gpu_hour`, `offers.0.output`) set to \a value, validated like a file. Numbers, money
/// amounts, strings and booleans can be set; an unknown path is an error naming it.
[[nodiscard]] PresetResult withOverride(const Scenario &scenario, const QString &path, const QString &value);

/// Problems in a preset that \a root (a preset that reads without errors) does not make invalid
/// but that likely mislead: an offer without `currency` in a preset whose currency is not USD
/// (its prices are then read in the preset's currency, silently); fields left to the format's
/// defaults; a `hardware.gpu` that names a GPU of \a catalog with a different memory per GPU
/// (gpuMemoryContradiction()). The one-argument form checks against the built-in catalog.
[[nodiscard]] std::vector<PresetError> presetWarnings(const QJsonObject &root);
struct GpuCatalog;
[[nodiscard]] std::vector<PresetError> presetWarnings(const QJsonObject &root, const GpuCatalog &catalog);

/// \a scenario with every (path, value) of \a overrides applied in order, then validated once:
/// linear in the number of overrides. Errors name the path of the override that failed.
/// `hardware.gpu` naming a GPU of the built-in catalog chooses it (chooseGpu(): memory, GPUs per
/// node, reserve, native MXFP4, price and decode curve where the catalog has them), with a warning
/// for each figure replaced or kept from the other GPU. An override that changes the capacity
/// figures (decode points, maximum throughput) and not their provenance makes them typed for this
/// GPU (noteTypedEvidence()).
/// \a warnings, if given, receives what an override changed besides its own field or kept from
/// another GPU (never an error).
[[nodiscard]] PresetResult withOverrides(const Scenario &scenario,
    const std::vector<std::pair<QString, QString>> &overrides, std::vector<PresetError> *warnings = nullptr);

/// The numeric value at \a path in \a scenario (a money field gives its amount), or nullopt.
[[nodiscard]] std::optional<double> numericValue(const Scenario &scenario, const QString &path);

} // namespace breakeven
