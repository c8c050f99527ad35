// Issue 30 item 4: `breakeven import-model` on real Hugging Face files (tests/data/models, sources in
// tests/data/models/README.md): the derivation printed, a new preset (-o), a preset's model replaced with
// everything else kept (--into), standard input, and a failed write that leaves the old file.

#include "clisupport.h"

#include "atomicwrite.h"
#include "presetio.h"
#include "scratchmount.h"

#include <QBuffer>
#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>

#include <gtest/gtest.h>

using namespace breakeven;
using namespace breakeven::test;

namespace {

QString modelFile(const char *name) { return QStringLiteral(BREAKEVEN_TEST_DATA "/models/") + QLatin1String(name); }

QByteArray bytesOf(const QString &path)
{
    QFile f(path);
    EXPECT_TRUE(f.open(QIODevice::ReadOnly)) << path.toStdString();
    return f.readAll();
}

} // namespace

TEST(ImportModel, PrintsEachFigureWithItsDerivationAndWritesNothingWithoutAPreset)
{
    const CliRun r = run({ QStringLiteral("import-model"), modelFile("deepseek-v3.config.json"),
        modelFile("deepseek-v3-awq.model.safetensors.index.excerpt.json") });
    ASSERT_EQ(r.code, 0) << r.err.toStdString();
    EXPECT_TRUE(r.out.startsWith(QStringLiteral("Model: DeepseekV3ForCausalLM, attention: MLA\n")))
        << r.out.toStdString();
    for (const char *line :
        { "  Layers: 61, every one attends (num_hidden_layers)\n",
            "  KV element: bf16, 2 B each (the model's torch_dtype \"bfloat16\"; --kv-dtype fp8 for an FP8 KV cache)\n",
            "  KV bytes per token: 70,272 = 61 layers x (512 + 64) x 2 bytes (MLA: ",
            "  State per sequence: 0 (no linear-attention or state-space layer)\n",
            "  Weights format: FP8 (quantization_config.quant_method \"fp8\")\n",
            "  Context: up to 163,840 tokens (max_position_embeddings)\n",
            "  Weights: 364,589,799,936 bytes (364.6 GB), metadata.total_size of ",
            "Nothing written: give -o PRESET or --into PRESET to write the model into a preset.\n" })
        EXPECT_TRUE(r.out.contains(QString::fromUtf8(line))) << line << "\n" << r.out.toStdString();
    EXPECT_TRUE(r.err.isEmpty()) << r.err.toStdString();
}

TEST(ImportModel, WritesANewPresetFromTheDefaultScenario)
{
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    const QString out = dir.filePath(QStringLiteral("llama.json"));
    const CliRun r = run({ QStringLiteral("import-model"), modelFile("llama-3.1-8b-instruct.config.json"),
        modelFile("llama-3.1-8b-instruct.model.safetensors.index.json"), QStringLiteral("-o"), out,
        QStringLiteral("--kv-dtype"), QStringLiteral("fp8"), QStringLiteral("--name"),
        QStringLiteral("Llama 3.1 8B") });
    ASSERT_EQ(r.code, 0) << r.err.toStdString();
    EXPECT_TRUE(r.out.contains(QStringLiteral("Model: Llama 3.1 8B (LlamaForCausalLM), attention: GQA\n")))
        << r.out.toStdString();
    EXPECT_TRUE(r.out.endsWith(QStringLiteral("Wrote %1: model Llama 3.1 8B, weights 9,086,705,888 bytes, KV 65,536 "
                                              "bytes per token, state 0 bytes per sequence, weights format INT8.\n")
                                   .arg(out)))
        << r.out.toStdString();
    const PresetResult written = readPresetFile(out);
    ASSERT_TRUE(written.ok()) << written.errorText().toStdString();
    const ModelSpec &m = written.scenario->model;
    EXPECT_EQ(m.name, QStringLiteral("Llama 3.1 8B"));
    EXPECT_EQ(m.weightsBytes, 9086705888.0);
    EXPECT_EQ(m.kvBytesPerToken, 65536.0);
    EXPECT_EQ(m.stateBytesPerSequence, 0.0);
    EXPECT_EQ(m.weightsFormat, QStringLiteral("INT8"));
    // The rest is the built-in scenario's.
    Scenario rest = *written.scenario;
    rest.model = defaultScenario().model;
    rest.unstated = defaultScenario().unstated;
    EXPECT_EQ(rest, defaultScenario());

    // Without the index a new preset would carry the default's weights: refused, nothing written.
    const QString noIndex = dir.filePath(QStringLiteral("no-index.json"));
    const CliRun refused = run({ QStringLiteral("import-model"), modelFile("llama-3.1-8b-instruct.config.json"),
        QStringLiteral("-o"), noIndex });
    EXPECT_EQ(refused.code, 1);
    EXPECT_TRUE(refused.err.contains(QStringLiteral("needs the weights' size"))) << refused.err.toStdString();
    EXPECT_FALSE(QFile::exists(noIndex));
}

TEST(ImportModel, IntoReplacesTheModelFieldsAndKeepsEverythingElseAndUnknownKeys)
{
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    const QString target = dir.filePath(QStringLiteral("mine.json"));
    QJsonObject original = QJsonDocument::fromJson(bytesOf(preset("kimi-k31-pro-8xh200.json"))).object();
    ASSERT_FALSE(original.isEmpty());
    original.insert(QStringLiteral("x_team"), QStringLiteral("platform"));
    QJsonObject modelObject = original.value(QStringLiteral("model")).toObject();
    modelObject.insert(QStringLiteral("x_license"), QStringLiteral("modified MIT"));
    original.insert(QStringLiteral("model"), modelObject);
    ASSERT_TRUE(writeFileAtomically(target, QJsonDocument(original).toJson(), nullptr));
    const Scenario before = *readPresetFile(target).scenario;

    const CliRun r = run({ QStringLiteral("import-model"), modelFile("qwen3.6-27b.config.json"),
        QStringLiteral("--into"), target, QStringLiteral("--name"), QStringLiteral("Qwen3.6-27B") });
    ASSERT_EQ(r.code, 0) << r.err.toStdString();
    // No index: the preset's weights stay, and the command says so.
    EXPECT_TRUE(
        r.err.contains(QStringLiteral("warning: model.weights_bytes is kept as it was (1,560,936,091,448 bytes)")))
        << r.err.toStdString();
    EXPECT_TRUE(r.out.contains(QStringLiteral("the rest of the preset is as it was"))) << r.out.toStdString();
    const PresetResult after = readPresetFile(target);
    ASSERT_TRUE(after.ok()) << after.errorText().toStdString();
    const Scenario &s = *after.scenario;
    EXPECT_EQ(s.model.name, QStringLiteral("Qwen3.6-27B"));
    EXPECT_EQ(s.model.kvBytesPerToken, 65536.0);
    EXPECT_EQ(s.model.stateBytesPerSequence, 48.0 * (3145728.0 + 61440.0));
    EXPECT_EQ(s.model.weightsBytes, before.model.weightsBytes);
    EXPECT_EQ(s.model.weightsFormat, QStringLiteral("INT4"));
    EXPECT_EQ(s.model.extra.value(QStringLiteral("x_license")).toString(), QStringLiteral("modified MIT"));
    EXPECT_EQ(s.extra.value(QStringLiteral("x_team")).toString(), QStringLiteral("platform"));
    Scenario rest = s;
    rest.model = before.model;
    rest.unstated = before.unstated;
    EXPECT_EQ(rest, before);
}

TEST(ImportModel, ReadsTheConfigFromStandardInput)
{
    QBuffer input;
    input.setData(bytesOf(modelFile("llama-3.1-8b-instruct.config.json")));
    ASSERT_TRUE(input.open(QIODevice::ReadOnly));
    CommandLine::setStandardInput(&input);
    const CliRun r = run({ QStringLiteral("import-model"), QStringLiteral("-"),
        modelFile("llama-3.1-8b-instruct.model.safetensors.index.json") });
    CommandLine::setStandardInput(nullptr);
    ASSERT_EQ(r.code, 0) << r.err.toStdString();
    EXPECT_TRUE(r.out.contains(QStringLiteral("KV bytes per token: 131,072 = 2 (K and V) x 32 layers")))
        << r.out.toStdString();
}

TEST(ImportModel, UsageAndInputErrors)
{
    const CliRun none = run({ QStringLiteral("import-model") });
    EXPECT_EQ(none.code, 2);
    const CliRun dtype = run({ QStringLiteral("import-model"), modelFile("deepseek-v3.config.json"),
        QStringLiteral("--kv-dtype"), QStringLiteral("int4") });
    EXPECT_EQ(dtype.code, 2);
    EXPECT_TRUE(dtype.err.contains(QStringLiteral("--kv-dtype: \"int4\" is not fp8, bf16, fp16 or fp32")))
        << dtype.err.toStdString();
    const CliRun zero = run({ QStringLiteral("import-model"), modelFile("qwen3.6-27b.config.json"),
        modelFile("qwen3.6-27b.model.safetensors.index.excerpt.json") });
    EXPECT_EQ(zero.code, 1);
    EXPECT_TRUE(zero.err.contains(QStringLiteral(
        "qwen3.6-27b.model.safetensors.index.excerpt.json: metadata.total_size: expected the weights' size")))
        << zero.err.toStdString();
}

// A write that fails (a full or read-only file system) leaves the old preset as it was, exit 1.
TEST(ImportModel, AFailedWriteLeavesTheOldFile)
{
    for (const bool full : { true, false }) {
        ScratchMount fs;
        BREAKEVEN_SKIP_UNLESS_MOUNTED(fs);
        const QString target = fs.filePath(QStringLiteral("old.json"));
        const QByteArray old = bytesOf(preset("kimi-k31-pro-8xb300-modal.json"));
        ASSERT_TRUE(writeFileAtomically(target, old, nullptr));
        ASSERT_TRUE(full ? fs.fill() : fs.setReadOnly(true)) << fs.lastError().toStdString();
        const CliRun r = run({ QStringLiteral("import-model"), modelFile("deepseek-v3.config.json"),
            modelFile("deepseek-v3-awq.model.safetensors.index.excerpt.json"), QStringLiteral("--into"), target });
        EXPECT_EQ(r.code, 1) << r.out.toStdString();
        EXPECT_TRUE(r.err.contains(QStringLiteral("import-model: cannot write %1: ").arg(target)))
            << r.err.toStdString();
        EXPECT_EQ(bytesOf(target), old) << (full ? "full" : "read-only");
    }
}

// `-o -` (issue 31's review): the preset goes to standard output, what is said about it to standard
// error, and no file named "-" is written, for each of the three import commands.
TEST(ImportCommands, DashAsTheOutputWritesThePresetToStandardOutput)
{
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    const QString before = QDir::currentPath();
    ASSERT_TRUE(QDir::setCurrent(dir.path()));
    const QString bench = QStringLiteral(BREAKEVEN_TEST_DATA "/bench/vllm-curve");
    const QString prices = QStringLiteral(BREAKEVEN_TEST_DATA "/prices/openrouter-models.json");
    const struct {
        QStringList args;
        const char *said; ///< on standard error now
    } cases[] = {
        { { QStringLiteral("import-model"), modelFile("llama-3.1-8b-instruct.config.json"),
              modelFile("llama-3.1-8b-instruct.model.safetensors.index.json"), QStringLiteral("-o"),
              QStringLiteral("-") },
            "Model: " },
        { { QStringLiteral("import-bench"), bench, QStringLiteral("-o"), QStringLiteral("-") }, "Runs read: 7" },
        { { QStringLiteral("import-prices"), prices, QStringLiteral("--model"), QStringLiteral("kimi-k2.6"),
              QStringLiteral("--as-of"), QStringLiteral("2026-11-20"), QStringLiteral("-o"), QStringLiteral("-") },
            "Matched \"kimi-k2.6\"" },
    };
    for (const auto &c : cases) {
        const CliRun r = run(c.args);
        EXPECT_EQ(r.code, 0) << c.args.first().toStdString() << r.err.toStdString();
        const PresetResult preset = parsePreset(r.out.toUtf8());
        EXPECT_TRUE(preset.ok()) << c.args.first().toStdString() << ": " << preset.errorText().toStdString();
        EXPECT_TRUE(r.err.contains(QLatin1String(c.said))) << r.err.toStdString();
        EXPECT_FALSE(QFile::exists(dir.filePath(QStringLiteral("-")))) << c.args.first().toStdString();
    }
    ASSERT_TRUE(QDir::setCurrent(before));
}

// The index given where the config belongs (issue 31's review): said, by its name or by its content.
TEST(ImportModel, AnIndexGivenAsTheConfigIsSaidToBeOne)
{
    const CliRun byName
        = run({ QStringLiteral("import-model"), modelFile("llama-3.1-8b-instruct.model.safetensors.index.json"),
            modelFile("llama-3.1-8b-instruct.config.json") });
    EXPECT_EQ(byName.code, 1);
    EXPECT_TRUE(
        byName.err.contains(QStringLiteral("not the model's config.json: give config.json first, then the index")))
        << byName.err.toStdString();
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    const QString renamed = dir.filePath(QStringLiteral("weights.json"));
    ASSERT_TRUE(QFile::copy(modelFile("llama-3.1-8b-instruct.model.safetensors.index.json"), renamed));
    const CliRun byContent = run({ QStringLiteral("import-model"), renamed });
    EXPECT_EQ(byContent.code, 1);
    EXPECT_TRUE(byContent.err.contains(QStringLiteral("this is a model.safetensors.index.json")))
        << byContent.err.toStdString();
}
