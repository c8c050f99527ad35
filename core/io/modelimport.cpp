#include "modelimport.h"

#include "latin1.h"

#include "format.h"
#include "preseterror.h"
#include "strictjson.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonValue>

#include <cmath>

namespace breakeven {

namespace {

/// This file's sentences: Text::tr() translates in the context "ModelImport" (a dialog shows them in the
/// window's language; the command line installs no translator and stays English).
struct Text {
    Q_DECLARE_TR_FUNCTIONS(ModelImport)
};

/// The largest count a config may give (layers, heads, dims, tokens).
constexpr double maxConfigCount = 1e9;

/// A dtype as configs name it (`torch_dtype`, `dtype`, `mamba_ssm_dtype`), or nullopt.
std::optional<KvDtype> configDtype(const QString &name)
{
    if (name == QLatin1String("bfloat16") || name == QLatin1String("torch.bfloat16"))
        return KvDtype::Bf16;
    if (name == QLatin1String("float16") || name == QLatin1String("half") || name == QLatin1String("torch.float16"))
        return KvDtype::Fp16;
    if (name == QLatin1String("float32") || name == QLatin1String("float") || name == QLatin1String("torch.float32"))
        return KvDtype::Fp32;
    return std::nullopt;
}

/// Reads one config.json: the text model's fields from `text_config` where the config nests it,
/// else from the top level; every problem named with its file and field.
class ConfigReader {
public:
    ConfigReader(const QJsonObject &root, const QString &file, ModelImport &out)
        : m_root(root)
        , m_file(file)
        , m_out(out)
    {
        const QJsonValue text = root.value(L("text_config"));
        if (text.isObject()) {
            m_text = text.toObject();
            m_out.nested = true;
        } else if (!text.isUndefined() && !text.isNull()) {
            error(L("text_config"), Text::tr("expected an object, got %1").arg(jsonTypeName(text)));
        }
    }

    void error(const QString &path, const QString &message) { m_out.errors.push_back({ m_file, path, message }); }

    /// Whether \a key is given (and not null) in the text model or at the top.
    [[nodiscard]] bool has(const char *key) const
    {
        const QJsonValue v = value(key);
        return !v.isUndefined() && !v.isNull();
    }
    [[nodiscard]] QJsonValue value(const char *key) const
    {
        if (m_out.nested && m_text.contains(L(key)))
            return m_text.value(L(key));
        return m_root.value(L(key));
    }
    /// The path of \a key as the file spells it: `text_config.num_hidden_layers` or `num_hidden_layers`.
    [[nodiscard]] QString path(const char *key) const
    {
        return m_out.nested && m_text.contains(L(key)) ? L("text_config.%1").arg(L(key)) : L(key);
    }

    /// A whole number of at least \a min at \a key; nullopt (with an error when \a required or when
    /// present and wrong) otherwise.
    std::optional<int> integer(const char *key, bool required, int min = 1)
    {
        const QJsonValue v = value(key);
        if (v.isUndefined() || v.isNull()) {
            if (required)
                error(path(key), Text::tr("required field is missing"));
            return std::nullopt;
        }
        const double d = v.toDouble();
        if (!v.isDouble() || d != std::floor(d) || d < min || d > maxConfigCount) {
            //: %1 the smallest value allowed; %2 the value found, or the kind of value ("a string").
            error(path(key),
                Text::tr("expected a whole number of at least %1, got %2")
                    .arg(min)
                    .arg(v.isDouble() ? QString::number(d, 'g', 17) : jsonTypeName(v)));
            return std::nullopt;
        }
        return int(d);
    }

    std::optional<QString> string(const char *key)
    {
        const QJsonValue v = value(key);
        if (v.isUndefined() || v.isNull())
            return std::nullopt;
        if (!v.isString()) {
            error(path(key), Text::tr("expected a string, got %1").arg(jsonTypeName(v)));
            return std::nullopt;
        }
        return v.toString();
    }

private:
    QJsonObject m_root;
    QJsonObject m_text;
    QString m_file;
    ModelImport &m_out;
};

/// The weight format `quantization_config` names ("FP8", "MXFP4", "INT4", ...), or empty.
QString quantizedFormat(const QJsonObject &q, QString *how)
{
    const QString method = q.value(L("quant_method")).toString();
    *how = L("quantization_config.quant_method \"%1\"").arg(method);
    if (method == QLatin1String("fp8"))
        return L("FP8");
    if (method == QLatin1String("mxfp4"))
        return L("MXFP4");
    if (method == QLatin1String("bitsandbytes")) {
        if (q.value(L("load_in_8bit")).toBool())
            return L("INT8");
        if (q.value(L("load_in_4bit")).toBool())
            return q.value(L("bnb_4bit_quant_type")).toString().toUpper();
        return L("BITSANDBYTES");
    }
    if (method == QLatin1String("awq") || method == QLatin1String("gptq") || method == QLatin1String("auto-round")) {
        const int bits = q.value(L("bits")).toInt(4);
        return L("INT%1").arg(bits);
    }
    if (method == QLatin1String("compressed-tensors")) {
        const QJsonObject groups = q.value(L("config_groups")).toObject();
        if (!groups.isEmpty()) {
            const QJsonObject weights = groups.begin().value().toObject().value(L("weights")).toObject();
            const int bits = weights.value(L("num_bits")).toInt();
            const QString type = weights.value(L("type")).toString();
            *how = L("quantization_config.config_groups.%1.weights (%2, %3 bits)")
                       .arg(groups.begin().key(), type)
                       .arg(bits);
            if (bits > 0)
                return (type == QLatin1String("float") ? L("FP%1") : L("INT%1")).arg(bits);
        }
    }
    if (method == QLatin1String("modelopt")) {
        const QString algo = q.value(L("quant_algo")).toString();
        if (!algo.isEmpty())
            return algo.toUpper();
    }
    return method.toUpper();
}

/// Reads `metadata.total_size` of an index, reading only that (the weight map can be millions of entries).
std::optional<double> indexTotalSize(const QByteArray &bytes, const QString &file, ModelImport &out)
{
    const auto fail = [&](const QString &path, const QString &message) -> std::optional<double> {
        out.errors.push_back({ file, path, message });
        return std::nullopt;
    };
    if (bytes.size() > maxModelIndexBytes)
        return fail({},
            Text::tr("the file is %1 bytes; an index may be at most %2 bytes")
                .arg(bytes.size())
                .arg(maxModelIndexBytes));
    static const JsonKeyFilter filter { "metadata" };
    QByteArray pruned;
    if (const std::optional<JsonProblem> problem = checkStrictJson(bytes, maxJsonDepth, filter, &pruned))
        return fail(problem->path,
            problem->wholeFile ? problem->message
                               : Text::tr("not valid JSON at line %1, column %2: %3")
                                     .arg(problem->line)
                                     .arg(problem->column)
                                     .arg(problem->message));
    const QJsonDocument doc = QJsonDocument::fromJson(pruned);
    if (!doc.isObject())
        return fail({}, Text::tr("an index must be one JSON object"));
    const QJsonValue metadata = doc.object().value(L("metadata"));
    if (metadata.isUndefined())
        return fail(L("metadata"), Text::tr("required field is missing"));
    if (!metadata.isObject())
        return fail(L("metadata"), Text::tr("expected an object, got %1").arg(jsonTypeName(metadata)));
    const QJsonValue total = metadata.toObject().value(L("total_size"));
    if (total.isUndefined())
        return fail(L("metadata.total_size"), Text::tr("required field is missing"));
    const double d = total.toDouble();
    if (!total.isDouble() || d != std::floor(d) || d <= 0 || d > maxMagnitude)
        //: %1 the value found, or the kind of value ("a string").
        return fail(L("metadata.total_size"),
            Text::tr("expected the weights' size, a whole number of bytes above 0, got %1; the index does not give "
                     "the size of the weights")
                .arg(total.isDouble() ? QString::number(d, 'g', 17) : jsonTypeName(total)));
    return d;
}

} // namespace

std::optional<KvDtype> parseKvDtype(QStringView text)
{
    if (text == QLatin1String("fp8"))
        return KvDtype::Fp8;
    if (text == QLatin1String("bf16"))
        return KvDtype::Bf16;
    if (text == QLatin1String("fp16"))
        return KvDtype::Fp16;
    if (text == QLatin1String("fp32"))
        return KvDtype::Fp32;
    return std::nullopt;
}

QString kvDtypeName(KvDtype dtype)
{
    switch (dtype) {
    case KvDtype::Fp8:
        return L("fp8");
    case KvDtype::Bf16:
        return L("bf16");
    case KvDtype::Fp16:
        return L("fp16");
    case KvDtype::Fp32:
        return L("fp32");
    }
    return {};
}

int kvDtypeBytes(KvDtype dtype)
{
    switch (dtype) {
    case KvDtype::Fp8:
        return 1;
    case KvDtype::Bf16:
    case KvDtype::Fp16:
        return 2;
    case KvDtype::Fp32:
        return 4;
    }
    return 2;
}

QString attentionKindName(AttentionKind kind)
{
    switch (kind) {
    case AttentionKind::Mha:
        return L("MHA");
    case AttentionKind::Gqa:
        return L("GQA");
    case AttentionKind::Mla:
        return L("MLA");
    case AttentionKind::Hybrid:
        return L("hybrid");
    }
    return {};
}

QString ModelImportProblem::toString() const
{
    QStringList parts;
    if (!file.isEmpty())
        parts << file;
    if (!path.isEmpty())
        parts << path;
    parts << message;
    return parts.join(L(": "));
}

QString ModelImport::errorText() const
{
    QStringList lines;
    for (const ModelImportProblem &p : errors)
        lines << p.toString();
    return lines.join(QLatin1Char('\n'));
}

namespace {

/// What a safetensors index given where the config belongs is told.
QString indexGivenAsConfig()
{
    return Text::tr("this is a model.safetensors.index.json (the weights' index), not the model's config.json: give "
                    "config.json first, then the index");
}

} // namespace

ModelImport importModel(const QByteArray &config, const QString &configFile, const std::optional<QByteArray> &index,
    const QString &indexFile, const ModelImportOptions &options)
{
    ModelImport out;
    out.configFile = configFile;
    out.indexFile = index ? indexFile : QString();
    const QLocale &locale = options.locale;
    const auto n = [&](double v) { return format::number(v, 0, locale); };

    PresetError parseError;
    //: The kind of file, completing sentences such as "%2 may be at most %3 bytes".
    const std::optional<QJsonObject> root = parseStrictJsonObject(config, Text::tr("a model config"), &parseError);
    if (!root) {
        out.errors.push_back({ configFile, parseError.path, parseError.message });
        return out;
    }
    if (root->contains(L("weight_map"))) {
        out.errors.push_back({ configFile, {}, indexGivenAsConfig() });
        return out;
    }
    ConfigReader c(*root, configFile, out);
    if (!out.errors.empty())
        return out;

    // What the model is called.
    const QJsonArray architectures = root->value(L("architectures")).toArray();
    out.architecture = architectures.isEmpty() ? QString() : architectures.first().toString();
    out.modelType = c.string("model_type").value_or(QString());
    if (!options.name.trimmed().isEmpty())
        out.name = options.name.trimmed();
    else if (const QString path = root->value(L("_name_or_path")).toString(); !path.trimmed().isEmpty())
        out.name = path.trimmed();
    else if (!out.architecture.isEmpty())
        out.name = out.architecture;
    else
        out.name = out.modelType;
    if (out.name.isEmpty())
        out.name = configFile;
    if (out.nested)
        //: %1 the model_type of the text model.
        out.derivation << Text::tr("Text model: text_config (%1), the language model of a multimodal config")
                              .arg(out.modelType.isEmpty() ? Text::tr("no model_type") : out.modelType);

    // Layers and which of them attend.
    const std::optional<int> layers = c.integer("num_hidden_layers", true);
    if (!layers)
        return out;
    out.layers = *layers;
    std::vector<bool> attends(std::size_t(*layers), true);
    QString layout;
    if (c.has("layer_types")) {
        const QJsonValue v = c.value("layer_types");
        const QJsonArray types = v.toArray();
        if (!v.isArray())
            c.error(c.path("layer_types"), Text::tr("expected a list, got %1").arg(jsonTypeName(v)));
        else if (types.size() != *layers)
            //: %1 entries listed, %2 num_hidden_layers.
            c.error(c.path("layer_types"),
                Text::tr("lists %1 layers, but num_hidden_layers is %2").arg(types.size()).arg(*layers));
        bool sliding = false;
        for (qsizetype i = 0; i < types.size() && types.size() == *layers; ++i) {
            const QString t = types.at(i).toString();
            if (t == QLatin1String("full_attention") || t == QLatin1String("attention"))
                continue;
            if (t == QLatin1String("sliding_attention")) {
                sliding = true;
                continue;
            }
            if (t == QLatin1String("linear_attention") || t == QLatin1String("mamba") || t == QLatin1String("ssm")) {
                attends[std::size_t(i)] = false;
                continue;
            }
            //: %1 the value found; the quoted words are values of the config, not translated.
            c.error(L("%1[%2]").arg(c.path("layer_types")).arg(i),
                Text::tr("%1 is not a layer type Breakeven knows (full_attention, sliding_attention, "
                         "linear_attention, mamba)")
                    .arg(types.at(i).isString() ? L("\"%1\"").arg(format::quoted(t)) : jsonTypeName(types.at(i))));
        }
        layout = c.path("layer_types");
        if (sliding)
            out.notes << Text::tr("Sliding-window layers are counted as full attention: their KV stops growing at "
                                  "the window, which the per-token figure does not model (an upper bound).");
    } else if (c.has("full_attention_interval")) {
        if (const std::optional<int> interval = c.integer("full_attention_interval", true)) {
            for (int i = 0; i < *layers; ++i)
                attends[std::size_t(i)] = (i + 1) % *interval == 0;
            //: %1 the key, %2 its value.
            layout
                = Text::tr("%1 = %2 (every %2th layer attends)").arg(c.path("full_attention_interval")).arg(*interval);
        }
    } else if (c.has("attn_layer_period") && c.has("attn_layer_offset")) {
        const std::optional<int> period = c.integer("attn_layer_period", true);
        const std::optional<int> offset = c.integer("attn_layer_offset", true, 0);
        if (period && offset) {
            for (int i = 0; i < *layers; ++i)
                attends[std::size_t(i)] = i % *period == *offset;
            layout = Text::tr("%1 = %2 and %3 = %4 (Jamba: layer i attends when i mod %2 = %4)")
                         .arg(c.path("attn_layer_period"))
                         .arg(*period)
                         .arg(c.path("attn_layer_offset"))
                         .arg(*offset);
        }
    } else if (c.has("attn_type_list")) {
        const QJsonArray types = c.value("attn_type_list").toArray();
        if (types.size() != *layers)
            c.error(c.path("attn_type_list"),
                Text::tr("lists %1 layers, but num_hidden_layers is %2").arg(types.size()).arg(*layers));
        else
            for (qsizetype i = 0; i < types.size(); ++i)
                attends[std::size_t(i)] = types.at(i).toInt() == 1;
        layout = Text::tr("%1 (MiniMax: 1 = softmax attention, 0 = linear)").arg(c.path("attn_type_list"));
    }
    if (!out.errors.empty())
        return out;
    for (const bool a : attends)
        (a ? out.attentionLayers : out.linearLayers) += 1;
    if (out.attentionLayers == 0) {
        c.error(layout, Text::tr("no layer attends: Breakeven cannot derive a KV cache per token"));
        return out;
    }
    if (out.linearLayers > 0)
        //: %1 layers, %2 attention layers, %3 linear layers, %4 where the config says so.
        out.derivation << Text::tr("Layers: %1, of which %2 attend (per-token KV) and %3 are linear attention or "
                                   "state-space (a fixed state per sequence), from %4")
                              .arg(n(*layers), n(out.attentionLayers), n(out.linearLayers), layout);
    else
        out.derivation << Text::tr("Layers: %1, every one attends (%2)").arg(n(*layers), c.path("num_hidden_layers"));

    // The element types: the KV cache's, and the model's (for a linear layer's state).
    std::optional<KvDtype> modelDtype;
    QString dtypeKey;
    for (const char *key : { "torch_dtype", "dtype" }) {
        if (const std::optional<QString> d = c.string(key); d && !modelDtype) {
            modelDtype = configDtype(*d);
            dtypeKey = L("%1 \"%2\"").arg(c.path(key), *d);
        }
    }
    if (options.kvDtype) {
        out.kvDtype = *options.kvDtype;
        out.derivation << Text::tr("KV element: %1, %2 B each (--kv-dtype)")
                              .arg(kvDtypeName(out.kvDtype))
                              .arg(kvDtypeBytes(out.kvDtype));
    } else if (modelDtype) {
        out.kvDtype = *modelDtype;
        out.derivation << Text::tr("KV element: %1, %2 B each (the model's %3; --kv-dtype fp8 for an FP8 KV cache)")
                              .arg(kvDtypeName(out.kvDtype))
                              .arg(kvDtypeBytes(out.kvDtype))
                              .arg(dtypeKey);
    } else {
        out.kvDtype = KvDtype::Bf16;
        out.derivation << Text::tr("KV element: bf16, 2 B each (assumed: the config names no dtype Breakeven knows; "
                                   "--kv-dtype sets it)");
        out.notes << Text::tr("The KV cache's element type is assumed to be bf16: the config names none "
                              "(torch_dtype, dtype).");
    }
    const int b = kvDtypeBytes(out.kvDtype);

    // The KV cache per token.
    QString kvHow;
    if (c.has("kv_lora_rank")) {
        out.mla = true;
        const std::optional<int> rank = c.integer("kv_lora_rank", true);
        const std::optional<int> rope = c.integer("qk_rope_head_dim", true);
        if (!rank || !rope)
            return out;
        out.headDim = *rank + *rope;
        out.kvBytesPerToken = double(out.attentionLayers) * out.headDim * b;
        //: %1 the bytes; %2 layers; %3 kv_lora_rank; %4 qk_rope_head_dim; %5 bytes per element; %6 the dtype.
        kvHow = Text::tr("KV bytes per token: %1 = %2 layers x (%3 + %4) x %5 bytes (MLA: the compressed KV latent, "
                         "kv_lora_rank, and the decoupled RoPE key, qk_rope_head_dim, per attention layer)")
                    .arg(n(out.kvBytesPerToken), n(out.attentionLayers), n(*rank), n(*rope))
                    .arg(b);
    } else {
        const std::optional<int> heads = c.integer("num_attention_heads", true);
        if (!heads)
            return out;
        std::optional<int> kvHeads = c.integer("num_key_value_heads", false);
        if (!out.errors.empty())
            return out;
        if (!kvHeads) {
            kvHeads = heads;
            out.notes << Text::tr("num_key_value_heads is not given: every query head has its own K and V (MHA).");
        }
        if (*kvHeads > *heads) {
            c.error(c.path("num_key_value_heads"),
                Text::tr("%1 is more than num_attention_heads (%2)").arg(*kvHeads).arg(*heads));
            return out;
        }
        std::optional<int> headDim = c.integer("head_dim", false);
        if (!out.errors.empty())
            return out;
        if (!headDim) {
            const std::optional<int> hidden = c.integer("hidden_size", true);
            if (!hidden)
                return out;
            if (*hidden % *heads != 0) {
                c.error(c.path("hidden_size"),
                    Text::tr("head_dim is not given and %1 is not a multiple of num_attention_heads (%2)")
                        .arg(*hidden)
                        .arg(*heads));
                return out;
            }
            headDim = *hidden / *heads;
            out.notes << Text::tr("head_dim is not given: hidden_size / num_attention_heads = %1 / %2 = %3.")
                             .arg(n(*hidden), n(*heads), n(*headDim));
        }
        out.kvHeads = *kvHeads;
        out.headDim = *headDim;
        out.kvBytesPerToken = 2.0 * out.attentionLayers * out.kvHeads * out.headDim * b;
        const QString kind = *kvHeads < *heads ? L("GQA") : L("MHA");
        //: %1 the bytes; %2 layers; %3 KV heads; %4 head dim; %5 bytes per element; %6 GQA or MHA; %7 query heads.
        kvHow = Text::tr("KV bytes per token: %1 = 2 (K and V) x %2 layers x %3 KV heads x %4 dims x %5 bytes (%6: %3 "
                         "KV heads for %7 query heads)")
                    .arg(n(out.kvBytesPerToken), n(out.attentionLayers), n(out.kvHeads), n(out.headDim))
                    .arg(b)
                    .arg(kind, n(*heads));
        out.attention = *kvHeads < *heads ? AttentionKind::Gqa : AttentionKind::Mha;
    }
    if (out.mla)
        out.attention = AttentionKind::Mla;
    if (out.linearLayers > 0)
        out.attention = AttentionKind::Hybrid;
    out.derivation << kvHow;

    // The fixed state per sequence of the linear layers.
    if (out.linearLayers == 0) {
        out.stateBytesPerSequence = 0.0;
        out.derivation << Text::tr("State per sequence: 0 (no linear-attention or state-space layer)");
    } else if (c.has("linear_num_value_heads") && c.has("linear_num_key_heads") && c.has("linear_key_head_dim")
        && c.has("linear_value_head_dim") && c.has("linear_conv_kernel_dim")) {
        const std::optional<int> hv = c.integer("linear_num_value_heads", true);
        const std::optional<int> hk = c.integer("linear_num_key_heads", true);
        const std::optional<int> dk = c.integer("linear_key_head_dim", true);
        const std::optional<int> dv = c.integer("linear_value_head_dim", true);
        const std::optional<int> kernel = c.integer("linear_conv_kernel_dim", true);
        if (!hv || !hk || !dk || !dv || !kernel)
            return out;
        const int modelBytes = kvDtypeBytes(modelDtype.value_or(KvDtype::Bf16));
        int ssmBytes = modelBytes;
        QString ssmHow = modelDtype ? dtypeKey : Text::tr("bf16, assumed");
        if (const std::optional<QString> ssm = c.string("mamba_ssm_dtype")) {
            if (const std::optional<KvDtype> d = configDtype(*ssm)) {
                ssmBytes = kvDtypeBytes(*d);
                ssmHow = L("%1 \"%2\"").arg(c.path("mamba_ssm_dtype"), *ssm);
            }
        }
        const double recurrent = double(*hv) * *dk * *dv * ssmBytes;
        const double conv = double(*kernel - 1) * (2.0 * *hk * *dk + double(*hv) * *dv) * modelBytes;
        out.stateBytesPerSequence = (recurrent + conv) * out.linearLayers;
        //: %1 total bytes; %2 linear layers; %3..%5 H_v, d_k, d_v; %6 bytes; %7 where the dtype comes from; %8 the
        //: recurrent bytes; %9 the convolution bytes.
        out.derivation << Text::tr("State per sequence: %1 = %2 linear layers x (recurrent %3 x %4 x %5 x %6 bytes "
                                   "(%7) = %8, plus convolution %9) (Gated DeltaNet, as vLLM keeps it)")
                              .arg(n(*out.stateBytesPerSequence), n(out.linearLayers), n(*hv), n(*dk), n(*dv))
                              .arg(ssmBytes)
                              .arg(ssmHow, n(recurrent),
                                  Text::tr("(%1 - 1) x (2 x %2 x %3 + %4 x %5) x %6 bytes = %7")
                                      .arg(n(*kernel), n(*hk), n(*dk), n(*hv), n(*dv))
                                      .arg(modelBytes)
                                      .arg(n(conv)));
    } else {
        //: %1 the number of linear layers.
        out.notes << Text::tr("The fixed state per sequence of the %1 linear-attention or state-space layers is not "
                              "derived: the config does not give the Gated DeltaNet dimensions Breakeven reads "
                              "(linear_num_value_heads, linear_num_key_heads, linear_key_head_dim, "
                              "linear_value_head_dim, linear_conv_kernel_dim). Take it from the model card or the "
                              "serving engine's log and set model.state_bytes_per_sequence.")
                         .arg(n(out.linearLayers));
        out.derivation << Text::tr("State per sequence: not derived (see the notes)");
    }

    // The weights' format.
    const QJsonValue quantization = c.value("quantization_config");
    QString formatHow;
    if (quantization.isObject())
        out.weightsFormat = quantizedFormat(quantization.toObject(), &formatHow);
    if (out.weightsFormat.isEmpty() && modelDtype) {
        out.weightsFormat = kvDtypeName(*modelDtype).toUpper();
        formatHow = dtypeKey;
    }
    if (out.weightsFormat.isEmpty())
        out.notes << Text::tr("The weights' format is not derived: the config has no quantization_config and names "
                              "no dtype.");
    else
        out.derivation << Text::tr("Weights format: %1 (%2)").arg(out.weightsFormat, formatHow);

    if (const std::optional<int> context = c.integer("max_position_embeddings", false)) {
        out.contextTokens = context;
        out.derivation << Text::tr("Context: up to %1 tokens (%2)").arg(n(*context), c.path("max_position_embeddings"));
    }
    if (!out.errors.empty())
        return out;

    // The weights' bytes.
    if (index) {
        out.weightsBytes = indexTotalSize(*index, indexFile, out);
        if (out.weightsBytes)
            //: %1 bytes; %2 the same in GB; %3 the index file.
            out.derivation << Text::tr("Weights: %1 bytes (%2 GB), metadata.total_size of %3")
                                  .arg(n(*out.weightsBytes), format::number(*out.weightsBytes / 1e9, 1, locale),
                                      indexFile);
    } else {
        out.notes << Text::tr("The weights' bytes are not derived: give model.safetensors.index.json (its "
                              "metadata.total_size).");
    }
    return out;
}

ModelImport importModelFiles(const QString &configPath, const QString &indexPath, const ModelImportOptions &options,
    const std::optional<QByteArray> &standardInput)
{
    const QString stdinName = Text::tr("standard input");
    const auto read
        = [&](const QString &path, qint64 maxBytes, QString *label, ModelImport &failed) -> std::optional<QByteArray> {
        if (path == QLatin1String("-") && standardInput) {
            *label = stdinName;
            return standardInput;
        }
        *label = path;
        QFile f(path);
        if (!QFileInfo(path).isFile() || !f.open(QIODevice::ReadOnly)) {
            failed.errors.push_back({ path, {},
                Text::tr("cannot read it: %1")
                    .arg(QFileInfo(path).isDir()      ? Text::tr("it is a folder")
                            : QFileInfo::exists(path) ? f.errorString()
                                                      : Text::tr("no such file")) });
            return std::nullopt;
        }
        QByteArray bytes = f.read(maxBytes + 1);
        if (bytes.size() > maxBytes) {
            failed.errors.push_back({ path, {}, Text::tr("the file is larger than %1 bytes").arg(maxBytes) });
            return std::nullopt;
        }
        return bytes;
    };
    ModelImport failed;
    // The two files swapped, or the index alone: said before reading an index of any size as a config.
    if (QFileInfo(configPath).fileName().endsWith(QLatin1String(".index.json"))) {
        failed.errors.push_back({ configPath, {}, indexGivenAsConfig() });
        return failed;
    }
    QString configLabel;
    QString indexLabel;
    const std::optional<QByteArray> config = read(configPath, maxModelConfigBytes, &configLabel, failed);
    std::optional<QByteArray> index;
    if (!indexPath.isEmpty())
        index = read(indexPath, maxModelIndexBytes, &indexLabel, failed);
    if (!failed.errors.empty())
        return failed;
    return importModel(*config, configLabel, index, indexLabel, options);
}

PresetResult withImportedModel(const Scenario &scenario, const ModelImport &imported, QStringList *keptNotes)
{
    if (!imported.ok()) {
        PresetResult failed;
        for (const ModelImportProblem &p : imported.errors)
            failed.errors.push_back({ p.path, p.file.isEmpty() ? p.message : L("%1: %2").arg(p.file, p.message) });
        return failed;
    }
    Scenario s = scenario;
    QStringList kept;
    s.model.name = imported.name.left(maxNameLength);
    s.model.kvBytesPerToken = imported.kvBytesPerToken;
    s.model.stateBytesPerSequence = imported.stateBytesPerSequence.value_or(0.0);
    if (!imported.stateBytesPerSequence)
        kept << Text::tr("model.state_bytes_per_sequence is written as 0 since it was not derived: the memory per "
                         "sequence is understated until it is set");
    if (imported.weightsBytes)
        s.model.weightsBytes = *imported.weightsBytes;
    else
        //: %1 the bytes kept.
        kept << Text::tr("model.weights_bytes is kept as it was (%1 bytes): no index was given")
                    .arg(format::number(s.model.weightsBytes, 0, format::fixedLocale()));
    if (!imported.weightsFormat.isEmpty())
        s.model.weightsFormat = imported.weightsFormat.left(maxNameLength);
    else
        kept << Text::tr("model.weights_format is kept as it was (%1)").arg(s.model.weightsFormat);
    s.unstated.removeIf([](const QString &path) { return path.startsWith(QLatin1String("model.")); });
    if (keptNotes)
        *keptNotes = kept;
    // Checked as the file it would be written to.
    PresetResult check = parsePreset(serializePreset(s));
    if (!check.ok())
        return check;
    return { std::move(s), {} };
}

} // namespace breakeven
