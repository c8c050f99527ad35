#pragma once

/// \file gpuchoice.h
/// Choosing a GPU from the catalog, and where the capacity figures come from (MODEL.md section 7,
/// issue 27 item 2): each GPU brings its own evidence, and figures measured on another GPU are
/// never kept silently.
///
/// The capacity figures (`hardware.decode_points`, `hardware.max_throughput_tok_s`) carry their
/// provenance in the preset: `hardware.evidence` (measured, imported, typed, estimated),
/// `hardware.evidence_gpu` (the GPU they were measured on; absent: the scenario's own GPU) and
/// `hardware.evidence_confirmed` (the user accepts them for this GPU). Figures of another GPU that
/// the user has not confirmed make the capacity "other-gpu": every output says "capacity measured on
/// B300, not on H200" until the user confirms them, types or imports figures.

#include "gpucatalog.h"
#include "scenario.h"
#include "wording.h"

#include <QString>
#include <QStringList>
#include <QStringView>

#include <optional>
#include <vector>

namespace breakeven {

// sameGpu(), evidenceSourceKey(), evidenceSourceFromKey() and setGpuName() live in scenario.h (the registry
// uses them; the registry sits below the model).

/// What the capacity rests on (JSON `capacity.evidence`).
enum class CapacityEvidence {
    None,      ///< no decode points and no maximum throughput: the capacity is unchecked
    Measured,  ///< measured by a source on this GPU
    Imported,  ///< imported from benchmark runs on this GPU
    Typed,     ///< typed by the user for this GPU
    Estimated, ///< estimated, not measured (MODEL.md section 11)
    OtherGpu,  ///< measured on another GPU (`hardware.evidence_gpu`), not confirmed for this one
};

/// The catalog's rent quote of \a kind for \a gpu: the first in \a scenario's currency, else in its
/// GPU price's, else in any currency \a scenario has a rate for; none without one. The GPU chooser
/// and the plan search both price a catalog GPU with it.
[[nodiscard]] const GpuRent *catalogQuote(const GpuSpec &gpu, const Scenario &scenario, RentBilling kind);

/// The provenance of \a scenario's capacity figures.
[[nodiscard]] CapacityEvidence capacityEvidence(const Scenario &scenario);

/// The JSON value of \a evidence: "measured", "imported", "typed", "estimated", "other-gpu"; empty for None.
[[nodiscard]] QString capacityEvidenceKey(CapacityEvidence evidence);

/// "capacity measured on B300, not on H200" when \a scenario's capacity is other-gpu; else nothing.
[[nodiscard]] std::optional<QString> otherGpuNote(const Scenario &scenario, Wording wording = Wording::Fixed);

/// "committed minimum stated for B300, not for H200" when \a scenario rents on a commitment whose
/// minimum monthly bill (above 0) was stated for another GPU (`cost.billing.minimum_gpu`); else nothing.
[[nodiscard]] std::optional<QString> otherGpuMinimumNote(const Scenario &scenario, Wording wording = Wording::Fixed);

/// After an edit from \a before to \a after: when the edit changed the capacity figures by hand
/// (the maximum throughput, or one decode point changed, added or removed) but not their
/// provenance nor the GPU, they are the user's own for this GPU: `evidence` becomes typed,
/// `evidence_gpu` this GPU, the confirmation is cleared. A whole new curve is left to its importer.
/// Likewise a committed minimum changed by hand (not its GPU, nor `hardware.gpu`) is this GPU's:
/// `cost.billing.minimum_gpu` is cleared.
void noteTypedEvidence(const Scenario &before, Scenario &after);

/// The catalog's decode points of \a gpu for \a model: those whose model is \a model or a prefix of it
/// ("Kimi K3" measures "Kimi K3.1 Pro", the same architecture), of one GPU count (the first listed),
/// sorted by concurrency; empty when the catalog has none.
[[nodiscard]] std::vector<DecodePoint> catalogCurve(const GpuSpec &gpu, const QString &model);

/// Chooses \a gpu for \a scenario: applyGpu() (name, memory, native MXFP4, GPUs per node, reserve),
/// then what the catalog has for it. Price: a catalog rent quote in a currency the scenario knows
/// replaces `cost.gpu_hour` (the preset's currency first; an hourly quote first, else another kind's);
/// otherwise the price is kept and a note says it was another GPU's. Committed and spot prices, in
/// any cost mode: a catalog committed quote (a monthly contract) sets `cost.reserved_gpu_hour`, the
/// minimum monthly bill (that price for every GPU every hour of the month) and the term; without one
/// the old GPU's `reserved_gpu_hour` is removed (the price per GPU-hour applies) and a minimum is
/// kept, marked as the old GPU's (otherGpuMinimumNote()); a catalog spot quote sets
/// `cost.spot_gpu_hour`, else the old GPU's is removed. Capacity: figures measured on this GPU stay; the catalog's
/// decode points for this model replace another GPU's figures; otherwise they are kept, marked other-gpu. Returns one
/// note per figure replaced or kept from another GPU (empty when the GPU is unchanged), in \a wording.
QStringList chooseGpu(Scenario &scenario, const GpuSpec &gpu, Wording wording = Wording::Fixed);

/// chooseGpu() without the capacity: the GPU's catalog figures and prices, for a benchmark import
/// that brings its own capacity figures. Returns the price notes.
QStringList chooseGpuAndPrices(Scenario &scenario, const GpuSpec &gpu, Wording wording = Wording::Fixed);

} // namespace breakeven
