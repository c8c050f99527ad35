#pragma once

/// \file modelimport.h
/// A model's memory figures from its Hugging Face files (issue 30 item 4, docs/model-import.md): the
/// layers and attention type from `config.json` (its `text_config` for multimodal configs), the KV
/// cache per token, the fixed state per sequence of hybrid linear-attention models, and the weights'
/// bytes from `model.safetensors.index.json`'s `metadata.total_size`. Each figure comes with how it
/// was derived; what the files do not say is named, never guessed. No widgets: `breakeven
/// import-model` (app/) calls it, and a dialog can (importModel() returns everything it shows).
///
/// KV cache per token, with `b` bytes per KV element (ModelImportOptions::kvDtype, else the config's
/// dtype):
/// - GQA / MHA: `2 x L_full x num_key_value_heads x head_dim x b` (K and V of each attention layer);
/// - MLA (DeepSeek-V3, Kimi; `kv_lora_rank`): `L_full x (kv_lora_rank + qk_rope_head_dim) x b` (the
///   compressed latent and the decoupled RoPE key, DeepSeek-V2 paper section 2.1);
/// - hybrid (`layer_types`, `full_attention_interval`, Jamba's `attn_layer_period`/`attn_layer_offset`,
///   MiniMax's `attn_type_list`): only the full-attention layers `L_full` hold per-token KV; the
///   linear layers keep a fixed state per sequence, derived for Gated DeltaNet (Qwen3-Next,
///   Qwen3.5: `linear_*` keys) as vLLM lays it out: the recurrent state `H_v x d_k x d_v` (in
///   `mamba_ssm_dtype`, else the model's dtype) and the convolution state
///   `(linear_conv_kernel_dim - 1) x (2 x H_k x d_k + H_v x d_v)` (the model's dtype), per linear
///   layer. Any other linear layer's state is reported as not derived.

#include "presetio.h"
#include "scenario.h"

#include <QByteArray>
#include <QLocale>
#include <QString>
#include <QStringList>
#include <QStringView>

#include <optional>
#include <vector>

namespace breakeven {

/// A config.json is at most this big (a quantized model's `ignore` list runs to tens of KB).
inline constexpr qint64 maxModelConfigBytes = 1024 * 1024;
/// An index is at most this big (DeepSeek-V3's lists ~90,000 tensors in about 9 MB).
inline constexpr qint64 maxModelIndexBytes = 128 * 1024 * 1024;

/// The element type of the KV cache (`--kv-dtype`).
enum class KvDtype { Fp8, Bf16, Fp16, Fp32 };

/// "fp8", "bf16", "fp16", "fp32" as `--kv-dtype` spells them; nullopt for anything else.
[[nodiscard]] std::optional<KvDtype> parseKvDtype(QStringView text);
/// "fp8", "bf16", "fp16", "fp32".
[[nodiscard]] QString kvDtypeName(KvDtype dtype);
/// 1, 2, 2, 4.
[[nodiscard]] int kvDtypeBytes(KvDtype dtype);

/// How the model's attention keeps its context.
enum class AttentionKind {
    Mha,    ///< every layer, as many KV heads as query heads
    Gqa,    ///< every layer, fewer KV heads than query heads (MQA: one)
    Mla,    ///< every layer, multi-head latent attention (a compressed KV latent)
    Hybrid, ///< some layers attend (GQA, MHA or MLA), the others are linear attention or state-space
};

/// "MHA", "GQA", "MLA", "hybrid".
[[nodiscard]] QString attentionKindName(AttentionKind kind);

/// One problem with one of the files: which file, the field's path in it and what is wrong.
struct ModelImportProblem {
    QString file;
    QString path; ///< `text_config.num_key_value_heads`, `metadata.total_size`; empty: the whole file
    QString message;
    /// "file: path: message" (the parts that are set).
    [[nodiscard]] QString toString() const;
};

struct ModelImportOptions {
    /// The KV cache's element type; none: the config's `torch_dtype` / `dtype` (bf16 when it names
    /// none Breakeven knows).
    std::optional<KvDtype> kvDtype;
    /// The model's name for the preset; empty: the config's `_name_or_path`, else its
    /// `architectures[0]`, else its `model_type`.
    QString name;
    /// The locale the numbers of ModelImport::derivation and notes are written in (a dialog: the
    /// window's, format::locale()); US English by default, as the command line prints.
    QLocale locale = QLocale(QLocale::English, QLocale::UnitedStates);
};

/// What importModel() derived, and how.
struct ModelImport {
    QString configFile; ///< as named in messages ("config.json", "standard input")
    QString indexFile;  ///< empty: no index given

    QString name;         ///< the model's name (ModelImportOptions::name, else from the config)
    QString architecture; ///< `architectures[0]`; empty when not given
    QString modelType;    ///< `model_type` (of `text_config` where the text model is nested)
    bool nested = false;  ///< the text model's fields were read from `text_config`

    int layers = 0; ///< `num_hidden_layers`
    AttentionKind attention = AttentionKind::Gqa;
    bool mla = false;        ///< the attention layers are MLA (a hybrid's too)
    int attentionLayers = 0; ///< layers that hold per-token KV
    int linearLayers = 0;    ///< linear-attention or state-space layers (hybrid)
    int kvHeads = 0;         ///< KV heads of an attention layer (GQA/MHA; 0 for MLA)
    int headDim = 0;         ///< dims per KV head (GQA/MHA), or kv_lora_rank + qk_rope_head_dim (MLA)
    KvDtype kvDtype = KvDtype::Bf16;
    double kvBytesPerToken = 0.0;
    /// The fixed state per sequence: 0 without linear layers; none when the config does not give what
    /// it takes (notes says what is missing).
    std::optional<double> stateBytesPerSequence;
    /// `metadata.total_size` of the index; none without an index.
    std::optional<double> weightsBytes;
    QString weightsFormat;            ///< from `quantization_config`, else the dtype ("FP8", "INT4", "BF16")
    std::optional<int> contextTokens; ///< `max_position_embeddings`

    /// Each figure with how it was derived, one line each, in the order shown:
    /// "KV bytes per token: 70,272 = 61 layers x (512 + 64) x 2 bytes (bf16) (MLA: ...)".
    QStringList derivation;
    /// What could not be derived, or was assumed, in words.
    QStringList notes;
    /// Any error: the figures are not usable.
    std::vector<ModelImportProblem> errors;

    [[nodiscard]] bool ok() const { return errors.empty(); }
    /// The errors, one per line.
    [[nodiscard]] QString errorText() const;
};

/// Derives a model's figures from its \a config (the bytes of config.json, named \a configFile in
/// messages) and, when given, its \a index (model.safetensors.index.json, named \a indexFile).
/// Strict JSON; a missing or wrong field is an error naming the file and the field.
[[nodiscard]] ModelImport importModel(const QByteArray &config, const QString &configFile,
    const std::optional<QByteArray> &index = std::nullopt, const QString &indexFile = {},
    const ModelImportOptions &options = {});

/// Reads the files at \a configPath and \a indexPath (empty: none) and importModel()s them. A path
/// "-" is \a standardInput (at most one of the two), labelled "standard input".
[[nodiscard]] ModelImport importModelFiles(const QString &configPath, const QString &indexPath = {},
    const ModelImportOptions &options = {}, const std::optional<QByteArray> &standardInput = std::nullopt);

/// \a scenario with the imported model: `model.name`, `model.kv_bytes_per_token`,
/// `model.state_bytes_per_sequence` (0 where it was not derived: \a keptNotes says so),
/// `model.weights_format`, and `model.weights_bytes` when the index gave it (else kept, and
/// \a keptNotes says so). Every other field and unknown key is kept. Checked as the file it would be
/// written to. An \a imported with errors gives those errors and no scenario.
[[nodiscard]] PresetResult withImportedModel(
    const Scenario &scenario, const ModelImport &imported, QStringList *keptNotes = nullptr);

} // namespace breakeven
