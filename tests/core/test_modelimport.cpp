// Issue 30 item 4: a model's figures from its real Hugging Face files (tests/data/models, sources in
// tests/data/models/README.md): one GQA (Llama 3.1 8B), one MLA (DeepSeek-V3) and one hybrid
// linear-attention model (Qwen3.6-27B, a multimodal config with text_config).

#include "modelimport.h"
#include "presetio.h"
#include "testsupport.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

using namespace breakeven;
using namespace breakeven::test;

namespace {

QString modelFile(const char *file) { return dataPath(QStringLiteral("models/") + QString::fromLatin1(file)); }

QByteArray bytesOf(const QString &path)
{
    QFile f(path);
    EXPECT_TRUE(f.open(QIODevice::ReadOnly)) << path.toStdString();
    return f.readAll();
}

} // namespace

// Llama 3.1 8B: "The Llama 3 Herd of Models" (arXiv:2407.21783), Table 3: 8B has 32 layers, 4,096 model
// dimension and 32 attention heads with 8 key/value heads (GQA), so 128 dims per head; in 16-bit that is
// 2 x 32 x 8 x 128 x 2 = 131,072 bytes of KV cache per token.
TEST(ModelImport, GqaLlama31)
{
    const ModelImport m = importModelFiles(modelFile("llama-3.1-8b-instruct.config.json"),
        modelFile("llama-3.1-8b-instruct.model.safetensors.index.json"));
    ASSERT_TRUE(m.ok()) << m.errorText().toStdString();
    EXPECT_EQ(m.layers, 32);
    EXPECT_EQ(m.attention, AttentionKind::Gqa);
    EXPECT_EQ(m.attentionLayers, 32);
    EXPECT_EQ(m.kvHeads, 8);
    EXPECT_EQ(m.headDim, 128);
    EXPECT_EQ(m.kvDtype, KvDtype::Fp16); // the config's torch_dtype "float16"
    EXPECT_EQ(m.kvBytesPerToken, 131072.0);
    EXPECT_EQ(m.stateBytesPerSequence, 0.0);
    // The index's metadata.total_size (this copy is an 8-bit bitsandbytes save of the model).
    EXPECT_EQ(m.weightsBytes, 9086705888.0);
    EXPECT_EQ(m.weightsFormat, QStringLiteral("INT8"));
    EXPECT_EQ(m.contextTokens, 131072);
    EXPECT_EQ(m.name, QStringLiteral("meta-llama/Llama-3.1-8B-Instruct"));
    EXPECT_TRUE(m.derivation.join(u'\n').contains(
        QStringLiteral("KV bytes per token: 131,072 = 2 (K and V) x 32 layers x 8 KV heads x 128 dims x 2 bytes (GQA")))
        << m.derivation.join(u'\n').toStdString();
    // An FP8 KV cache halves it.
    ModelImportOptions fp8;
    fp8.kvDtype = KvDtype::Fp8;
    EXPECT_EQ(importModelFiles(modelFile("llama-3.1-8b-instruct.config.json"), {}, fp8).kvBytesPerToken, 65536.0);
}

// DeepSeek-V3: MLA caches the compressed latent (d_c = kv_lora_rank = 512) and the decoupled RoPE key
// (d_h^R = qk_rope_head_dim = 64) per layer: (d_c + d_h^R) x l elements per token, DeepSeek-V2 paper
// (arXiv:2405.04434) section 2.1.4 / Table 1, with DeepSeek-V3's d_c = 512, d_h^R = 64 and 61 layers
// (DeepSeek-V3 technical report, arXiv:2412.19437, section 4.2): 61 x 576 x 2 bytes = 70,272 bytes in BF16.
TEST(ModelImport, MlaDeepSeekV3)
{
    const ModelImport m = importModelFiles(
        modelFile("deepseek-v3.config.json"), modelFile("deepseek-v3-awq.model.safetensors.index.excerpt.json"));
    ASSERT_TRUE(m.ok()) << m.errorText().toStdString();
    EXPECT_EQ(m.layers, 61);
    EXPECT_EQ(m.attention, AttentionKind::Mla);
    EXPECT_TRUE(m.mla);
    EXPECT_EQ(m.headDim, 576);
    EXPECT_EQ(m.kvBytesPerToken, 70272.0);
    EXPECT_EQ(m.stateBytesPerSequence, 0.0);
    EXPECT_EQ(m.weightsFormat, QStringLiteral("FP8")); // quantization_config.quant_method "fp8"
    EXPECT_EQ(m.contextTokens, 163840);
    EXPECT_EQ(m.name, QStringLiteral("DeepseekV3ForCausalLM"));
    // metadata.total_size of a 4-bit AWQ save of a DeepSeek-V3-architecture model (74 shards).
    EXPECT_EQ(m.weightsBytes, 364589799936.0);
}

// Qwen3.6-27B, model card "Model Overview" (https://huggingface.co/Qwen/Qwen3.6-27B): 64 layers laid out
// as 16 x (3 x (Gated DeltaNet -> FFN) -> 1 x (Gated Attention -> FFN)); Gated Attention: 24 Q and 4 KV
// heads of 256 dims; Gated DeltaNet: 48 V and 16 QK heads of 128 dims. Only the 16 attention layers hold
// per-token KV: 2 x 16 x 4 x 256 x 2 bytes (BF16) = 65,536 bytes; the 48 DeltaNet layers a fixed state.
TEST(ModelImport, HybridQwen36ReadsTheTextConfig)
{
    ModelImportOptions options;
    options.name = QStringLiteral("Qwen3.6-27B");
    const ModelImport m = importModelFiles(modelFile("qwen3.6-27b.config.json"), {}, options);
    ASSERT_TRUE(m.ok()) << m.errorText().toStdString();
    EXPECT_TRUE(m.nested);
    EXPECT_EQ(m.modelType, QStringLiteral("qwen3_5_text"));
    EXPECT_EQ(m.layers, 64);
    EXPECT_EQ(m.attention, AttentionKind::Hybrid);
    EXPECT_FALSE(m.mla);
    EXPECT_EQ(m.attentionLayers, 16);
    EXPECT_EQ(m.linearLayers, 48);
    EXPECT_EQ(m.kvHeads, 4);
    EXPECT_EQ(m.headDim, 256);
    EXPECT_EQ(m.kvBytesPerToken, 65536.0);
    // Per DeltaNet layer: the recurrent state 48 x 128 x 128 in float32 (mamba_ssm_dtype) = 3,145,728 bytes,
    // and the convolution state (4 - 1) x (2 x 16 x 128 + 48 x 128) in bf16 = 61,440 bytes.
    ASSERT_TRUE(m.stateBytesPerSequence);
    EXPECT_EQ(*m.stateBytesPerSequence, 48.0 * (3145728.0 + 61440.0));
    EXPECT_EQ(m.weightsFormat, QStringLiteral("INT4")); // this copy is a 4-bit AWQ save (compressed-tensors)
    EXPECT_EQ(m.contextTokens, 262144);
    EXPECT_EQ(m.name, QStringLiteral("Qwen3.6-27B"));
    EXPECT_FALSE(m.weightsBytes);
    EXPECT_TRUE(m.notes.join(u'\n').contains(QStringLiteral("model.safetensors.index.json")));
}

// The same copy's index says total_size 0: the error names the file and the field, and nothing is derived.
TEST(ModelImport, AnIndexWithoutTheWeightsSizeIsAnErrorNamingFileAndField)
{
    const ModelImport m = importModelFiles(
        modelFile("qwen3.6-27b.config.json"), modelFile("qwen3.6-27b.model.safetensors.index.excerpt.json"));
    ASSERT_FALSE(m.ok());
    ASSERT_EQ(m.errors.size(), 1u);
    EXPECT_TRUE(m.errors.front().file.endsWith(QStringLiteral("qwen3.6-27b.model.safetensors.index.excerpt.json")));
    EXPECT_EQ(m.errors.front().path, QStringLiteral("metadata.total_size"));
    EXPECT_TRUE(m.errorText().contains(QStringLiteral("got 0"))) << m.errorText().toStdString();
}

TEST(ModelImport, ErrorsNameTheFileAndTheField)
{
    QJsonObject llama = QJsonDocument::fromJson(bytesOf(modelFile("llama-3.1-8b-instruct.config.json"))).object();
    ASSERT_FALSE(llama.isEmpty());
    struct Case {
        const char *key;
        QJsonValue value; // undefined: removed
        const char *path;
        const char *words;
    };
    const std::vector<Case> cases {
        { "num_hidden_layers", QJsonValue::Undefined, "num_hidden_layers", "required field is missing" },
        { "num_hidden_layers", QStringLiteral("32"), "num_hidden_layers", "got a string" },
        { "num_key_value_heads", 64, "num_key_value_heads", "more than num_attention_heads" },
        { "head_dim", 12.5, "head_dim", "got 12.5" },
        { "text_config", 3, "text_config", "expected an object" },
        { "layer_types", QJsonArray { QStringLiteral("full_attention") }, "layer_types", "lists 1 layers" },
    };
    for (const Case &c : cases) {
        QJsonObject o = llama;
        if (c.value.isUndefined())
            o.remove(QString::fromLatin1(c.key));
        else
            o.insert(QString::fromLatin1(c.key), c.value);
        const ModelImport m = importModel(QJsonDocument(o).toJson(), QStringLiteral("config.json"));
        ASSERT_FALSE(m.ok()) << c.key;
        EXPECT_EQ(m.errors.front().file, QStringLiteral("config.json"));
        EXPECT_EQ(m.errors.front().path, QString::fromLatin1(c.path)) << m.errorText().toStdString();
        EXPECT_TRUE(m.errorText().contains(QString::fromLatin1(c.words))) << m.errorText().toStdString();
    }
    const ModelImport broken = importModel("{\"num_hidden_layers\": 2,}", QStringLiteral("config.json"));
    ASSERT_FALSE(broken.ok());
    EXPECT_TRUE(broken.errorText().startsWith(QStringLiteral("config.json: "))) << broken.errorText().toStdString();
    const ModelImport missing = importModelFiles(QStringLiteral("/nonexistent/config.json"));
    ASSERT_FALSE(missing.ok());
    EXPECT_TRUE(missing.errorText().contains(QStringLiteral("/nonexistent/config.json")));
}

// A hybrid whose linear layers the config does not describe in dimensions Breakeven reads: the state
// per sequence is said to be not derived, never guessed.
TEST(ModelImport, AStateTheConfigDoesNotDescribeIsNamedNotGuessed)
{
    QJsonObject qwen = QJsonDocument::fromJson(bytesOf(modelFile("qwen3.6-27b.config.json"))).object();
    QJsonObject text = qwen.value(QStringLiteral("text_config")).toObject();
    ASSERT_FALSE(text.isEmpty());
    text.remove(QStringLiteral("linear_num_value_heads"));
    qwen.insert(QStringLiteral("text_config"), text);
    const ModelImport m = importModel(QJsonDocument(qwen).toJson(), QStringLiteral("config.json"));
    ASSERT_TRUE(m.ok()) << m.errorText().toStdString();
    EXPECT_EQ(m.kvBytesPerToken, 65536.0);
    EXPECT_FALSE(m.stateBytesPerSequence);
    EXPECT_TRUE(m.notes.join(u'\n').contains(QStringLiteral("not derived"))) << m.notes.join(u'\n').toStdString();
    QStringList kept;
    const PresetResult written = withImportedModel(defaultScenario(), m, &kept);
    ASSERT_TRUE(written.ok()) << written.errorText().toStdString();
    EXPECT_EQ(written.scenario->model.stateBytesPerSequence, 0.0);
    EXPECT_TRUE(kept.join(u'\n').contains(QStringLiteral("state_bytes_per_sequence")))
        << kept.join(u'\n').toStdString();

    // full_attention_interval alone (Qwen3-Next style) gives the same layout as layer_types.
    text.remove(QStringLiteral("layer_types"));
    qwen.insert(QStringLiteral("text_config"), text);
    const ModelImport byInterval = importModel(QJsonDocument(qwen).toJson(), QStringLiteral("config.json"));
    ASSERT_TRUE(byInterval.ok()) << byInterval.errorText().toStdString();
    EXPECT_EQ(byInterval.attentionLayers, 16);
    EXPECT_EQ(byInterval.linearLayers, 48);
}

TEST(ModelImport, ThePresetTakesTheModelFieldsAndKeepsEverythingElse)
{
    const Scenario base = loadPreset("kimi-k31-pro-8xh200.json");
    const ModelImport m = importModelFiles(
        modelFile("deepseek-v3.config.json"), modelFile("deepseek-v3-awq.model.safetensors.index.excerpt.json"));
    ASSERT_TRUE(m.ok()) << m.errorText().toStdString();
    const PresetResult r = withImportedModel(base, m);
    ASSERT_TRUE(r.ok()) << r.errorText().toStdString();
    const Scenario &s = *r.scenario;
    EXPECT_EQ(s.model.name, QStringLiteral("DeepseekV3ForCausalLM"));
    EXPECT_EQ(s.model.weightsBytes, 364589799936.0);
    EXPECT_EQ(s.model.kvBytesPerToken, 70272.0);
    EXPECT_EQ(s.model.stateBytesPerSequence, 0.0);
    EXPECT_EQ(s.model.weightsFormat, QStringLiteral("FP8"));
    Scenario rest = s;
    rest.model = base.model;
    rest.unstated = base.unstated;
    EXPECT_EQ(rest, base);
}

// The other hybrid layouts a config may state (Jamba's period and offset, MiniMax's list) and a sliding
// window, on the real Llama 3.1 config with the layout keys added: the attending layers are counted from
// them, and the linear layers' state is said to be not derived (no Gated DeltaNet dimensions).
TEST(ModelImport, JambaAndMiniMaxLayoutsAndSlidingWindows)
{
    const QJsonObject llama = QJsonDocument::fromJson(bytesOf(modelFile("llama-3.1-8b-instruct.config.json"))).object();
    ASSERT_FALSE(llama.isEmpty());
    QJsonObject jamba = llama;
    jamba.insert(QStringLiteral("attn_layer_period"), 8);
    jamba.insert(QStringLiteral("attn_layer_offset"), 4);
    const ModelImport j = importModel(QJsonDocument(jamba).toJson(), QStringLiteral("config.json"));
    ASSERT_TRUE(j.ok()) << j.errorText().toStdString();
    EXPECT_EQ(j.attention, AttentionKind::Hybrid);
    EXPECT_EQ(j.attentionLayers, 4); // layers 4, 12, 20, 28
    EXPECT_EQ(j.linearLayers, 28);
    EXPECT_EQ(j.kvBytesPerToken, 2.0 * 4 * 8 * 128 * 2);
    EXPECT_FALSE(j.stateBytesPerSequence);

    QJsonObject minimax = llama;
    QJsonArray types;
    for (int i = 0; i < 32; ++i)
        types.append(i % 8 == 7 ? 1 : 0);
    minimax.insert(QStringLiteral("attn_type_list"), types);
    const ModelImport m = importModel(QJsonDocument(minimax).toJson(), QStringLiteral("config.json"));
    ASSERT_TRUE(m.ok()) << m.errorText().toStdString();
    EXPECT_EQ(m.attentionLayers, 4);
    EXPECT_EQ(m.linearLayers, 28);

    QJsonObject sliding = llama;
    QJsonArray layerTypes;
    for (int i = 0; i < 32; ++i)
        layerTypes.append(i % 2 ? QStringLiteral("sliding_attention") : QStringLiteral("full_attention"));
    sliding.insert(QStringLiteral("layer_types"), layerTypes);
    const ModelImport s = importModel(QJsonDocument(sliding).toJson(), QStringLiteral("config.json"));
    ASSERT_TRUE(s.ok()) << s.errorText().toStdString();
    EXPECT_EQ(s.attention, AttentionKind::Gqa);
    EXPECT_EQ(s.kvBytesPerToken, 131072.0);
    EXPECT_TRUE(s.notes.join(u'\n').contains(QStringLiteral("upper bound"))) << s.notes.join(u'\n').toStdString();

    // An import with errors writes nothing.
    QJsonObject bad = llama;
    bad.remove(QStringLiteral("num_hidden_layers"));
    const PresetResult refused
        = withImportedModel(defaultScenario(), importModel(QJsonDocument(bad).toJson(), QStringLiteral("config.json")));
    EXPECT_FALSE(refused.ok());
    EXPECT_EQ(refused.errors.front().path, QStringLiteral("num_hidden_layers"));
}
