// Issue 32 item 1: `breakeven import-prices` on real excerpts of LiteLLM's price file and of a saved
// OpenRouter models listing (tests/data/prices, sources in tests/data/README.md).
#include "clisupport.h"

#include "presetio.h"
#include "priceage.h"

#include <QBuffer>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QTemporaryDir>

#include <gtest/gtest.h>

using namespace breakeven;
using namespace breakeven::test;

namespace {

QString prices(const char *name) { return QStringLiteral(BREAKEVEN_TEST_DATA "/prices/") + QLatin1String(name); }

const Offer *offerNamed(const Scenario &s, const QString &name)
{
    for (const Offer &o : s.offers)
        if (o.displayName() == name)
            return &o;
    return nullptr;
}

} // namespace

TEST(ImportPrices, ListsWhatAPatternMatchesAndWritesNothingWithoutAPreset)
{
    const CliRun r = run({ QStringLiteral("import-prices"), prices("openrouter-models.json"), QStringLiteral("--model"),
        QStringLiteral("kimi-k2.6"), QStringLiteral("--as-of"), QStringLiteral("2026-11-20") });
    ASSERT_EQ(r.code, 0) << r.err.toStdString();
    EXPECT_EQ(r.out,
        QStringLiteral("Read openrouter-models.json: OpenRouter models listing, 4 priced entries (1 without per-token "
                       "prices left out); prices as of 2026-11-20\n"
                       "Matched \"kimi-k2.6\":\n"
                       "  moonshotai/kimi-k2.6 -> OpenRouter moonshotai/kimi-k2.6: input $0.73, cached input $0.25, "
                       "output $3.49 per Mtok\n"
                       "Nothing written: give -o PRESET or --into PRESET to add them to a preset as offers.\n"));

    // Without --model: every priced entry, to choose from.
    const CliRun all = run({ QStringLiteral("import-prices"), prices("litellm-model_prices_and_context_window.json"),
        QStringLiteral("--provider"), QStringLiteral("moonshot") });
    ASSERT_EQ(all.code, 0) << all.err.toStdString();
    EXPECT_EQ(all.out.count(QStringLiteral(" (moonshot): ")), 4) << all.out.toStdString();
    EXPECT_TRUE(all.out.contains(QStringLiteral(
        "  moonshot/kimi-k2-thinking-turbo (moonshot): input $1.15, cached input $0.15, output $8.00 per Mtok\n")))
        << all.out.toStdString();
    EXPECT_FALSE(all.out.contains(QStringLiteral("openrouter/")));
}

TEST(ImportPrices, AnAmbiguousPatternIsRefusedListingTheCandidates)
{
    const CliRun r = run({ QStringLiteral("import-prices"), prices("openrouter-models.json"), QStringLiteral("--model"),
        QStringLiteral("gemma-4-26b"), QStringLiteral("-o"),
        QDir::temp().filePath(QStringLiteral("never-written.json")) });
    EXPECT_EQ(r.code, 1);
    EXPECT_EQ(r.err,
        QStringLiteral(
            "import-prices: \"gemma-4-26b\" names 2 entries of OpenRouter and none exactly; name one (or match "
            "several with a * pattern):\n"
            "  google/gemma-4-26b-a4b-it:free: input $0.00, cached input none listed, output $0.00 per Mtok\n"
            "  google/gemma-4-26b-a4b-it: input $0.06, cached input none listed, output $0.33 per Mtok\n"));
    EXPECT_FALSE(QFile::exists(QDir::temp().filePath(QStringLiteral("never-written.json"))));

    const CliRun none = run({ QStringLiteral("import-prices"), prices("openrouter-models.json"),
        QStringLiteral("--model"), QStringLiteral("pareto") });
    EXPECT_EQ(none.code, 1);
    EXPECT_EQ(
        none.err, QStringLiteral("import-prices: no priced entry of openrouter-models.json matches \"pareto\"\n"));

    const CliRun notAList = run({ QStringLiteral("import-prices"), preset("kimi-k31-pro-8xb300-modal.json") });
    EXPECT_EQ(notAList.code, 1);
    EXPECT_TRUE(notAList.err.contains(QStringLiteral(": not a price list"))) << notAList.err.toStdString();
    EXPECT_EQ(run({ QStringLiteral("import-prices"), prices("openrouter-models.json"), QStringLiteral("-o"),
                      QStringLiteral("x.json") })
                  .code,
        2)
        << "writing needs --model";
}

// The file's date is the offers' as-of date; 109 days later the report marks them (item 2).
TEST(ImportPrices, WritesTheOffersIntoAPresetDatedByTheFileAndTheReportAgesThem)
{
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    const QString list = dir.filePath(QStringLiteral("model_prices_and_context_window.json"));
    ASSERT_TRUE(QFile::copy(prices("litellm-model_prices_and_context_window.json"), list));
    {
        QFile f(list);
        ASSERT_TRUE(f.open(QIODevice::ReadWrite));
        ASSERT_TRUE(f.setFileTime(QDateTime(QDate(2026, 8, 14), QTime(12, 0)), QFileDevice::FileModificationTime));
    }
    const QString out = dir.filePath(QStringLiteral("refreshed.json"));
    const CliRun r = run({ QStringLiteral("import-prices"), list, QStringLiteral("--model"), QStringLiteral("kimi-k2*"),
        QStringLiteral("--into"), preset("kimi-k31-pro-8xb300-modal.json"), QStringLiteral("-o"), out });
    ASSERT_EQ(r.code, 0) << r.err.toStdString();
    EXPECT_TRUE(r.out.endsWith(
        QStringLiteral("Wrote %1: 3 offers added, 0 updated (USD per Mtok, as of 2026-08-14).\n").arg(out)))
        << r.out.toStdString();
    const PresetResult written = readPresetFile(out);
    ASSERT_TRUE(written.ok()) << written.errorText().toStdString();
    const Scenario before = *readPresetFile(preset("kimi-k31-pro-8xb300-modal.json")).scenario;
    EXPECT_EQ(written.scenario->offers.size(), before.offers.size() + 3);
    const Offer *turbo = offerNamed(*written.scenario, QStringLiteral("moonshot kimi-k2-thinking-turbo"));
    ASSERT_NE(turbo, nullptr);
    EXPECT_EQ(turbo->input, 1.15);
    EXPECT_EQ(turbo->cachedInput, 0.15);
    EXPECT_EQ(turbo->output, 8.0);
    EXPECT_EQ(turbo->currency, QStringLiteral("USD"));
    EXPECT_EQ(turbo->asOf, QStringLiteral("2026-08-14"));
    EXPECT_EQ(turbo->source, QStringLiteral("model_prices_and_context_window.json: moonshot/kimi-k2-thinking-turbo"));
    EXPECT_TRUE(turbo->enabled);

    setToday(QDate(2026, 12, 1));
    const CliRun report = run({ QStringLiteral("report"), out });
    setToday(std::nullopt);
    ASSERT_EQ(report.code, 0) << report.err.toStdString();
    EXPECT_TRUE(report.out.contains(
        QStringLiteral("  moonshot kimi-k2-thinking-turbo: price as of 2026-08-14, 109 days old\n")))
        << report.out.toStdString();

    // Again into the written preset: the same offers take the new prices, none is added twice.
    const CliRun again
        = run({ QStringLiteral("import-prices"), list, QStringLiteral("--model"), QStringLiteral("kimi-k2*"),
            QStringLiteral("--as-of"), QStringLiteral("2026-12-01"), QStringLiteral("--into"), out });
    ASSERT_EQ(again.code, 0) << again.err.toStdString();
    EXPECT_TRUE(again.out.contains(QStringLiteral(": 0 offers added, 3 updated (USD per Mtok, as of 2026-12-01).")))
        << again.out.toStdString();
    EXPECT_EQ(readPresetFile(out).scenario->offers.size(), before.offers.size() + 3);
    EXPECT_EQ(offerNamed(*readPresetFile(out).scenario, QStringLiteral("moonshot kimi-k2-thinking-turbo"))->asOf,
        QStringLiteral("2026-12-01"));
}

TEST(ImportPrices, ReadsTheListFromStandardInput)
{
    QFile f(prices("openrouter-models.json"));
    ASSERT_TRUE(f.open(QIODevice::ReadOnly));
    QBuffer input;
    input.setData(f.readAll());
    ASSERT_TRUE(input.open(QIODevice::ReadOnly));
    CommandLine::setStandardInput(&input);
    setToday(QDate(2026, 12, 2));
    const CliRun r = run(
        { QStringLiteral("import-prices"), QStringLiteral("-"), QStringLiteral("--model"), QStringLiteral("glm-5.1") });
    setToday(std::nullopt);
    CommandLine::setStandardInput(nullptr);
    ASSERT_EQ(r.code, 0) << r.err.toStdString();
    EXPECT_TRUE(r.out.startsWith(QStringLiteral("Read standard input: OpenRouter models listing, 4 priced entries (1 "
                                                "without per-token prices left out); prices as of 2026-12-02\n")))
        << r.out.toStdString();
    EXPECT_TRUE(r.out.contains(QStringLiteral("input $0.98, cached input $0.182, output $3.08 per Mtok")))
        << r.out.toStdString();
}
