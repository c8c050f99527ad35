#pragma once

/// \file gpucatalog.h
/// The GPU catalog, format "breakeven-gpu-catalog" version 1 (docs/gpu-catalog.md): per GPU its
/// memory, native MXFP4, GPUs per node, rent quotes and measured decode points with their sources,
/// and the configurations (count x GPU) the hardware-fit table compares. The built-in catalog is
/// resources/gpus.json, compiled in and installed (readShippedGpuCatalog()); a user catalog in the
/// same format adds entries or replaces built-in ones by name.
///
/// Reading is as strict as a preset's (presetio.h): strict JSON, every problem reported with the
/// path of its field and the allowed values, nothing partial returned.

#include "preseterror.h"
#include "scenario.h"

#include <QByteArray>
#include <QString>
#include <QStringList>
#include <QStringView>

#include <optional>
#include <vector>

namespace breakeven {

inline constexpr int gpuCatalogFormatVersion = 1;
inline constexpr int maxCatalogGpus = 500;           ///< entries of `gpus`
inline constexpr int maxCatalogConfigurations = 500; ///< entries of `configurations`
inline constexpr int maxCatalogListEntries = 100;    ///< entries of one GPU's `rent` or `decode_points`
inline constexpr int maxGpusPerNode = 100000;

/// How a rent quote is billed (`rent[].billing`).
enum class RentBilling {
    Hourly,    ///< `"hourly"` (the default): on demand, billed for the hours on
    Committed, ///< `"committed"`: a monthly contract, billed every hour of the month whatever the use
    Spot,      ///< `"spot"`: interruptible hours
};

/// A rent quote per GPU-hour, as a source gives it.
struct GpuRent {
    double gpuHour = 0.0;              ///< per GPU-hour, in `currency` (the low end of a range)
    std::optional<double> gpuHourHigh; ///< the high end of a quoted range
    RentBilling billing = RentBilling::Hourly;
    std::optional<int> termMonths; ///< `term_months`: a committed quote's contract length, months
    QString currency = QStringLiteral("USD");
    QString asOf;
    QString source;
    friend bool operator==(const GpuRent &, const GpuRent &) = default;
};

/// A measured decode point: aggregate output tok/s of \a gpuCount such GPUs serving \a model at
/// \a concurrency.
struct GpuDecodePoint {
    QString model;
    int gpuCount = 1;
    int concurrency = 1;
    double outputTokS = 0.0;
    QString asOf;
    QString source;
    friend bool operator==(const GpuDecodePoint &, const GpuDecodePoint &) = default;
};

/// The values `native_formats` may list: FP8, FP6, FP4, MXFP8, MXFP6, MXFP4, NVFP4, INT8, INT4.
[[nodiscard]] QStringList knownNativeFormats();

/// One GPU of the catalog.
struct GpuSpec {
    QString name; ///< as `hardware.gpu` names it ("B300")
    QString vendor;
    double memoryGbPerGpu = 0.0; ///< decimal GB
    bool nativeMxfp4 = false;    ///< `native_mxfp4`, or MXFP4 among `native_formats`
    /// `native_formats`: the low-precision formats the GPU computes in natively (knownNativeFormats()),
    /// as its spec sheet lists them; empty when the entry gives none.
    QStringList nativeFormats;
    std::optional<double> memoryBandwidthTbS; ///< `memory_bandwidth_tb_s`: peak memory bandwidth, TB/s (10^12 B/s)
    std::optional<double> denseFp8Tflops;     ///< `dense_fp8_tflops`: dense (no sparsity) FP8 tensor TFLOPS
    std::optional<double> denseFp4Tflops;     ///< `dense_fp4_tflops`: dense (no sparsity) FP4 tensor TFLOPS
    /// `tdp_w`: the most one GPU draws, W (thermal design or total board power), for a power budget at
    /// the wall (plans: GPUs x TDP x PUE); none when the entry gives none.
    std::optional<double> tdpW;
    QString specSource;  ///< `spec_source`: the spec sheets (name and address) of the figures just above
    int gpusPerNode = 8; ///< GPUs one node (one fast interconnect domain) holds
    /// The runtime reserve per GPU in decimal GB where a source gives one for this card; none: the
    /// reserve scaled with the memory (scaledReserveGbPerGpu()).
    std::optional<double> reserveGbPerGpu;
    QString source; ///< where the memory, MXFP4, node and reserve figures come from
    std::vector<GpuRent> rent;
    std::vector<GpuDecodePoint> decodePoints;
    bool fromUserCatalog = false; ///< added or replaced by the user's catalog
    friend bool operator==(const GpuSpec &, const GpuSpec &) = default;
};

/// A count of one catalog GPU, as the hardware-fit table lists it ("8 x H200").
struct GpuConfiguration {
    QString gpu;
    int count = 8;
    friend bool operator==(const GpuConfiguration &, const GpuConfiguration &) = default;
};

struct GpuCatalog {
    std::vector<GpuSpec> gpus;
    std::vector<GpuConfiguration> configurations; ///< every one names a GPU of `gpus`

    /// The GPU called \a name (case-insensitive), or nullptr.
    [[nodiscard]] const GpuSpec *find(QStringView name) const;
};

/// A catalog, or the reasons there is none (PresetError: a field's path and what is wrong).
struct GpuCatalogResult {
    std::optional<GpuCatalog> catalog;
    std::vector<PresetError> errors;
    [[nodiscard]] bool ok() const { return catalog.has_value(); }
    /// The errors, one per line.
    [[nodiscard]] QString errorText() const;
};

/// Parses a catalog from its bytes (UTF-8 JSON, at most maxPresetBytes). Configurations may name
/// GPUs of \a base as well as of the file itself (a user catalog lists configurations of built-in GPUs).
[[nodiscard]] GpuCatalogResult parseGpuCatalog(const QByteArray &bytes, const GpuCatalog *base = nullptr);

/// Reads and parses the catalog file at \a path (readBoundedFile()'s rules), against \a base.
[[nodiscard]] GpuCatalogResult readGpuCatalogFile(const QString &path, const GpuCatalog *base = nullptr);

/// The shipped catalog: `gpus.json` in \a installedDir (shipped::installedDir(): /usr/share/breakeven
/// when installed) when that file exists and reads, else the compiled-in copy of resources/gpus.json
/// (a broken installed file is named in a warning on stderr). \a path, if given, receives the file read.
[[nodiscard]] GpuCatalog readShippedGpuCatalog(const QString &installedDir, QString *path = nullptr);

/// The built-in catalog, readShippedGpuCatalog(shipped::installedDir()), read once.
[[nodiscard]] const GpuCatalog &builtInGpuCatalog();

/// \a base with \a user's GPUs replacing those of the same name (case-insensitive) in place and
/// the others appended, marked fromUserCatalog; \a user's configurations appended unless listed.
[[nodiscard]] GpuCatalog mergeGpuCatalogs(const GpuCatalog &base, const GpuCatalog &user);

/// The built-in catalog merged with the user's catalog at \a userPath when that file exists.
struct LoadedGpuCatalog {
    GpuCatalog catalog;
    /// Why the user's file was not used (it exists but is broken), naming it and the fields; empty
    /// when it was used or does not exist.
    QString userProblem;
};
[[nodiscard]] LoadedGpuCatalog loadGpuCatalog(const QString &userPath);

/// A scenario's `hardware.gpu` names a catalog GPU whose memory per GPU is not the scenario's.
struct GpuMemoryContradiction {
    QString gpu;       ///< the catalog's name of the GPU
    double catalogGb;  ///< the catalog's memory per GPU
    double scenarioGb; ///< the scenario's `hardware.memory_gb_per_gpu`
    /// The warning in English, as presetWarnings() and the command line give it.
    [[nodiscard]] QString message() const;
};

/// When \a scenario's `hardware.gpu` names a GPU of \a catalog whose memory per GPU differs from
/// the scenario's `hardware.memory_gb_per_gpu` by half a GB or more, what differs; else nothing.
[[nodiscard]] std::optional<GpuMemoryContradiction> gpuMemoryContradiction(
    const Scenario &scenario, const GpuCatalog &catalog);

} // namespace breakeven
