// Issue #27 item 2: each GPU brings its own evidence. The catalog's spec-sheet fields are read and
// checked; choosing a GPU (here through --set's withOverrides(), as the command line does) applies
// the catalog's memory, node, reserve, format, price and decode curve, and never keeps another
// GPU's capacity figures silently: JSON `capacity.evidence` says other-gpu until the user confirms,
// types or imports a figure.

#include "evaluation.h"
#include "gpucatalog.h"
#include "gpuchoice.h"
#include "presetio.h"
#include "report.h"
#include "results.h"
#include "testsupport.h"

#include <QJsonDocument>
#include <QJsonObject>

#include <optional>
#include <string>
#include <tuple>

using namespace breakeven;
using namespace breakeven::test;
using namespace breakeven::units;

namespace {

QByteArray oneGpu(const char *gpuFields)
{
    return QByteArray(R"({"format": "breakeven-gpu-catalog", "version": 1, "gpus": [{)") + gpuFields + "}]}";
}

Scenario overridden(
    const Scenario &s, std::vector<std::pair<QString, QString>> pairs, std::vector<PresetError> *warnings = nullptr)
{
    const PresetResult r = withOverrides(s, pairs, warnings);
    EXPECT_TRUE(r.ok()) << r.errorText().toStdString();
    return r.ok() ? *r.scenario : s;
}

std::pair<QString, QString> set(const char *path, const char *value)
{
    return { QString::fromLatin1(path), QString::fromLatin1(value) };
}

QJsonObject capacityJson(const Scenario &s)
{
    return reportJson(s, computeResultsOf(s)).value(QStringLiteral("capacity")).toObject();
}

QString joined(const std::vector<PresetError> &warnings)
{
    QStringList lines;
    for (const PresetError &w : warnings)
        lines << w.toString();
    return lines.join(QLatin1Char('\n'));
}

} // namespace

TEST(GpuCatalogSpecs, BuiltInEntriesCarrySpecSheetFiguresWithTheirSource)
{
    const GpuCatalog &c = builtInGpuCatalog();
    const GpuSpec *h200 = c.find(u"H200");
    ASSERT_NE(h200, nullptr);
    EXPECT_EQ(h200->memoryBandwidthTbS, 4.8);
    EXPECT_EQ(h200->denseFp8Tflops, 1979.0);
    EXPECT_FALSE(h200->denseFp4Tflops.has_value()); // Hopper has no FP4
    EXPECT_EQ(h200->nativeFormats, QStringList({ QStringLiteral("FP8"), QStringLiteral("INT8") }));
    EXPECT_FALSE(h200->nativeMxfp4);
    const GpuSpec *b300 = c.find(u"B300");
    ASSERT_NE(b300, nullptr);
    EXPECT_EQ(b300->memoryBandwidthTbS, 8.0);
    EXPECT_EQ(b300->denseFp8Tflops, 4500.0);
    EXPECT_EQ(b300->denseFp4Tflops, 15000.0);
    EXPECT_TRUE(b300->nativeFormats.contains(QStringLiteral("MXFP4")));
    EXPECT_TRUE(b300->nativeMxfp4);
    const GpuSpec *mi355x = c.find(u"MI355X");
    ASSERT_NE(mi355x, nullptr);
    EXPECT_EQ(mi355x->denseFp4Tflops, 10000.0);
    EXPECT_EQ(c.find(u"MI300X")->rent.size(), 1u); // a public on-demand quote with its date
    EXPECT_EQ(c.find(u"MI300X")->rent.front().asOf, QStringLiteral("2025-01-01"));
    // No spec sheet read for these: no figure rather than an invented one.
    for (const char *name : { "A100", "RTX 4090", "RTX 5090" }) {
        const GpuSpec *g = c.find(QString::fromLatin1(name));
        ASSERT_NE(g, nullptr) << name;
        EXPECT_FALSE(g->memoryBandwidthTbS.has_value()) << name;
        EXPECT_FALSE(g->denseFp8Tflops.has_value()) << name;
    }
    // Every figure names its spec sheet with an address.
    for (const GpuSpec &g : c.gpus) {
        if (g.memoryBandwidthTbS || g.denseFp8Tflops || g.denseFp4Tflops) {
            EXPECT_TRUE(g.specSource.contains(QStringLiteral("https://"))) << g.name.toStdString();
        }
        // The old field and the new list agree.
        if (!g.nativeFormats.isEmpty()) {
            EXPECT_EQ(g.nativeMxfp4, g.nativeFormats.contains(QStringLiteral("MXFP4"))) << g.name.toStdString();
        }
    }
}

// #29: the power budget of a plan reads each GPU's TDP; the built-in entries with a spec sheet give one
// (MI325X: none read), with the sheet named in spec_source.
TEST(GpuCatalogSpecs, BuiltInTdpsAreTheSpecSheetsWithTheirSource)
{
    const struct {
        const char *gpu;
        std::optional<double> watts;
    } expected[] = { { "H100", 700.0 }, { "H200", 700.0 }, { "B200", 1000.0 }, { "B300", 1400.0 }, { "GB300", 1400.0 },
        { "MI300X", 750.0 }, { "MI325X", std::nullopt }, { "MI350X", 1000.0 }, { "MI355X", 1400.0 },
        { "A100", std::nullopt } };
    for (const auto &e : expected) {
        const GpuSpec *g = builtInGpuCatalog().find(QString::fromLatin1(e.gpu));
        ASSERT_NE(g, nullptr) << e.gpu;
        EXPECT_EQ(g->tdpW, e.watts) << e.gpu;
        if (g->tdpW) {
            EXPECT_TRUE(g->specSource.contains(QStringLiteral(" W"))) << e.gpu;
        }
    }
}

TEST(GpuCatalogSpecs, NativeFormatsAndSpecFiguresAreChecked)
{
    // native_formats alone gives native MXFP4 (the old field stays readable on its own).
    GpuCatalogResult r = parseGpuCatalog(oneGpu(
        R"("name": "X1", "memory_gb_per_gpu": 96, "native_formats": ["FP8", "MXFP4"], "source": "s",
           "memory_bandwidth_tb_s": 4, "dense_fp8_tflops": 1000, "dense_fp4_tflops": 2000, "tdp_w": 750,
           "spec_source": "sheet, https://x")"));
    ASSERT_TRUE(r.ok()) << r.errorText().toStdString();
    const GpuSpec &g = r.catalog->gpus.front();
    EXPECT_TRUE(g.nativeMxfp4);
    EXPECT_EQ(g.memoryBandwidthTbS, 4.0);
    EXPECT_EQ(g.denseFp8Tflops, 1000.0);
    EXPECT_EQ(g.denseFp4Tflops, 2000.0);
    EXPECT_EQ(g.specSource, QStringLiteral("sheet, https://x"));
    EXPECT_EQ(g.tdpW, 750.0);

    const struct {
        const char *fields;
        const char *path;
        const char *message;
    } broken[] = {
        { R"("name": "X1", "memory_gb_per_gpu": 96, "native_mxfp4": true, "native_formats": ["FP8"], "source": "s")",
            "gpus[0].native_mxfp4", "contradicts native_formats" },
        { R"("name": "X1", "memory_gb_per_gpu": 96, "native_formats": ["FP9"], "source": "s")",
            "gpus[0].native_formats[0]", "not a known format" },
        { R"("name": "X1", "memory_gb_per_gpu": 96, "native_formats": ["FP8", "FP8"], "source": "s")",
            "gpus[0].native_formats[1]", "listed twice" },
        { R"("name": "X1", "memory_gb_per_gpu": 96, "native_mxfp4": false, "memory_bandwidth_tb_s": 3, "source": "s")",
            "gpus[0].spec_source", "name the spec sheet" },
        { R"("name": "X1", "memory_gb_per_gpu": 96, "native_mxfp4": false, "dense_fp8_tflops": -1, "source": "s",
             "spec_source": "x")",
            "gpus[0].dense_fp8_tflops", "" },
        { R"("name": "X1", "memory_gb_per_gpu": 96, "source": "s")", "gpus[0].native_mxfp4", "missing" },
        { R"("name": "X1", "memory_gb_per_gpu": 96, "native_mxfp4": false, "tdp_w": 0, "source": "s")", "gpus[0].tdp_w",
            "" },
    };
    for (const auto &b : broken) {
        r = parseGpuCatalog(oneGpu(b.fields));
        ASSERT_FALSE(r.ok()) << b.fields;
        const QString text = r.errorText();
        EXPECT_TRUE(text.contains(QString::fromLatin1(b.path))) << text.toStdString();
        EXPECT_TRUE(text.contains(QString::fromLatin1(b.message))) << text.toStdString();
    }
}

TEST(GpuChoice, SetHardwareGpuAppliesTheCatalogAndMarksTheB300CurveOtherGpu)
{
    const Scenario base = defaultScenario();
    ASSERT_EQ(base.hardware.gpu, QStringLiteral("B300"));
    EXPECT_EQ(capacityEvidence(base), CapacityEvidence::Measured);

    std::vector<PresetError> warnings;
    const Scenario h200 = overridden(base, { set("hardware.gpu", "H200") }, &warnings);
    EXPECT_EQ(h200.hardware.gpu, QStringLiteral("H200"));
    EXPECT_EQ(h200.hardware.memoryGbPerGpu, 141.0); // was 288 GB and "fits" before #27
    EXPECT_FALSE(h200.hardware.nativeMxfp4);
    EXPECT_EQ(h200.hardware.gpusPerNode, 8);
    EXPECT_NEAR(h200.hardware.reserveGb(), 141.0 * 15.0 / 288.0, 1e-9);
    // The catalog's H200 price (CNY, a currency the preset has a rate for) replaces B300's.
    EXPECT_EQ(h200.cost.gpuHour.currency, QStringLiteral("CNY"));
    EXPECT_DOUBLE_EQ(h200.cost.gpuHour.amount, 13.6986);
    // No H200 measurement of the model in the catalog: B300's curve is kept, marked.
    EXPECT_EQ(h200.hardware.decodePoints, base.hardware.decodePoints);
    EXPECT_EQ(h200.hardware.capacityGpu(), QStringLiteral("B300"));
    EXPECT_EQ(capacityEvidence(h200), CapacityEvidence::OtherGpu);
    EXPECT_EQ(otherGpuNote(h200), QStringLiteral("capacity measured on B300, not on H200"));
    const QString said = joined(warnings);
    EXPECT_TRUE(said.contains(QStringLiteral("capacity measured on B300, not on H200"))) << said.toStdString();
    EXPECT_TRUE(said.contains(QStringLiteral("price per GPU-hour 13.70 CNY from the GPU catalog")))
        << said.toStdString();

    const Evaluation e = evaluate(h200);
    EXPECT_NEAR(inGigabytes(e.memory.installed), 8 * 141.0, 1e-6);
    EXPECT_FALSE(e.memory.fits);

    const QJsonObject cap = capacityJson(h200);
    EXPECT_EQ(cap.value(QStringLiteral("evidence")).toString(), QStringLiteral("other-gpu"));
    EXPECT_EQ(cap.value(QStringLiteral("evidence_gpu")).toString(), QStringLiteral("B300"));
    EXPECT_FALSE(cap.value(QStringLiteral("evidence_confirmed")).toBool());
    EXPECT_EQ(cap.value(QStringLiteral("evidence_note")).toString(),
        QStringLiteral("capacity measured on B300, not on H200"));
    const QString text = reportText(h200, computeResultsOf(h200));
    EXPECT_TRUE(text.contains(QStringLiteral("capacity measured on B300, not on H200"))) << text.toStdString();
}

TEST(GpuChoice, BackOnTheMeasuredGpuTheCurveIsItsOwnAgain)
{
    const Scenario back = overridden(defaultScenario(), { set("hardware.gpu", "H200"), set("hardware.gpu", "B300") });
    EXPECT_EQ(back.hardware.memoryGbPerGpu, 288.0);
    EXPECT_EQ(back.hardware.evidenceGpu, QString());
    EXPECT_EQ(capacityEvidence(back), CapacityEvidence::Measured);
    EXPECT_EQ(back.hardware.maxThroughputTokS, defaultScenario().hardware.maxThroughputTokS);
    EXPECT_EQ(back.cost.gpuHour, defaultScenario().cost.gpuHour); // Modal's USD quote, the catalog's first
    EXPECT_TRUE(capacityJson(back).value(QStringLiteral("evidence_note")).isNull());
}

TEST(GpuChoice, ConfirmingTypingOrImportingEndsOtherGpu)
{
    const Scenario confirmed
        = overridden(defaultScenario(), { set("hardware.gpu", "H200"), set("hardware.evidence_confirmed", "true") });
    EXPECT_EQ(capacityEvidence(confirmed), CapacityEvidence::Measured);
    QJsonObject cap = capacityJson(confirmed);
    EXPECT_EQ(cap.value(QStringLiteral("evidence")).toString(), QStringLiteral("measured"));
    EXPECT_EQ(cap.value(QStringLiteral("evidence_gpu")).toString(), QStringLiteral("B300")); // still says where
    EXPECT_TRUE(cap.value(QStringLiteral("evidence_confirmed")).toBool());

    const Scenario typed
        = overridden(defaultScenario(), { set("hardware.gpu", "H200"), set("hardware.max_throughput_tok_s", "1500") });
    EXPECT_EQ(capacityEvidence(typed), CapacityEvidence::Typed);
    cap = capacityJson(typed);
    EXPECT_EQ(cap.value(QStringLiteral("evidence")).toString(), QStringLiteral("typed"));
    EXPECT_EQ(cap.value(QStringLiteral("evidence_gpu")).toString(), QStringLiteral("H200"));

    const Scenario imported = overridden(defaultScenario(),
        { set("hardware.gpu", "H200"), set("hardware.evidence", "imported"), set("hardware.evidence_gpu", "H200") });
    EXPECT_EQ(capacityJson(imported).value(QStringLiteral("evidence")).toString(), QStringLiteral("imported"));

    // Choosing another GPU again clears the confirmation.
    const Scenario moved = overridden(confirmed, { set("hardware.gpu", "B200") });
    EXPECT_EQ(capacityEvidence(moved), CapacityEvidence::OtherGpu);
    EXPECT_EQ(otherGpuNote(moved), QStringLiteral("capacity measured on B300, not on B200"));
}

TEST(GpuChoice, ARenamedGpuKeepsItsFiguresMarked)
{
    std::vector<PresetError> warnings;
    const Scenario custom = overridden(defaultScenario(), { set("hardware.gpu", "My card") }, &warnings);
    EXPECT_EQ(custom.hardware.memoryGbPerGpu, 288.0); // not a catalog GPU: nothing else to apply
    EXPECT_EQ(capacityEvidence(custom), CapacityEvidence::OtherGpu);
    EXPECT_TRUE(joined(warnings).contains(QStringLiteral("capacity measured on B300, not on My card")));
}

TEST(GpuChoice, ChoosingB300OnAScenarioWithoutCurveBringsTheCatalogsPoints)
{
    Scenario s = loadPreset("kimi-k31-pro-8xh200.json");
    ASSERT_FALSE(s.hardware.hasCapacityFigures());
    EXPECT_EQ(capacityEvidence(s), CapacityEvidence::None);
    EXPECT_TRUE(capacityJson(s).value(QStringLiteral("evidence")).isNull());
    const QStringList notes = chooseGpu(s, *builtInGpuCatalog().find(u"B300"));
    ASSERT_EQ(s.hardware.decodePoints.size(), 3u);
    EXPECT_EQ(s.hardware.decodePoints[0].concurrency, 1);
    EXPECT_DOUBLE_EQ(s.hardware.decodePoints[0].outputTokS, 105.7);
    EXPECT_EQ(s.hardware.decodePoints[2].concurrency, 64);
    EXPECT_DOUBLE_EQ(s.hardware.decodePoints[2].outputTokS, 2076.8);
    EXPECT_EQ(capacityEvidence(s), CapacityEvidence::Measured);
    EXPECT_EQ(s.hardware.capacityGpu(), QStringLiteral("B300"));
    EXPECT_EQ(notes.size(), 2); // the price, the curve
}

TEST(GpuChoice, TheProvenanceRoundTripsAndOldPresetsLoadAsMeasured)
{
    const Scenario h200 = overridden(defaultScenario(), { set("hardware.gpu", "H200") });
    const PresetResult back = parsePreset(serializePreset(h200));
    ASSERT_TRUE(back.ok()) << back.errorText().toStdString();
    EXPECT_EQ(*back.scenario, h200);
    EXPECT_EQ(back.scenario->hardware.evidenceGpu, QStringLiteral("B300"));
    // A preset without the keys: measured on its own GPU, and written without them.
    const Scenario plain = loadPreset("kimi-k31-pro-8xb300-modal.json");
    EXPECT_EQ(plain.hardware.evidence, EvidenceSource::Measured);
    EXPECT_TRUE(plain.hardware.evidenceGpu.isEmpty());
    EXPECT_FALSE(serializePreset(plain).contains("evidence"));
    EXPECT_TRUE(plain.unstated.filter(QStringLiteral("evidence")).isEmpty());
}

TEST(GpuChoice, ShippedPresetsReportTheirEvidence)
{
    for (const QString &file : shippedPresets()) {
        const Scenario s = loadPreset(file.toUtf8().constData());
        const QJsonObject cap = capacityJson(s);
        if (s.hardware.hasCapacityFigures()) {
            EXPECT_EQ(cap.value(QStringLiteral("evidence")).toString(), QStringLiteral("measured"))
                << file.toStdString();
            EXPECT_EQ(cap.value(QStringLiteral("evidence_gpu")).toString(), s.hardware.gpu) << file.toStdString();
        } else {
            EXPECT_TRUE(cap.value(QStringLiteral("evidence")).isNull()) << file.toStdString();
            EXPECT_TRUE(cap.value(QStringLiteral("evidence_gpu")).isNull()) << file.toStdString();
        }
        EXPECT_TRUE(cap.value(QStringLiteral("evidence_note")).isNull()) << file.toStdString();
    }
}

// #27: a GPU change replaces the committed and spot prices of the old GPU with the catalog's, and
// never keeps the old GPU's silently: a committed price or a spot price the catalog lacks is removed
// (the price per GPU-hour applies), a committed minimum is kept marked as the old GPU's, and the
// verdict, the JSON report and the text report say so until the user changes it.
TEST(GpuChoice, ACommittedQuoteOfTheCatalogReplacesTheOldGpusCommitment) // #27
{
    const Scenario committed = overridden(defaultScenario(),
        { set("cost.billing.mode", "committed"), set("cost.reserved_gpu_hour", "5"),
            set("cost.billing.minimum_monthly", "40000") });
    std::vector<PresetError> warnings;
    const Scenario h200 = overridden(committed, { set("hardware.gpu", "H200") }, &warnings);
    // The catalog's H200 quote is a monthly contract (CNY 80k a month per 8-GPU machine, one-year minimum).
    ASSERT_TRUE(h200.cost.reservedGpuHour);
    EXPECT_EQ(h200.cost.reservedGpuHour->currency, QStringLiteral("CNY"));
    EXPECT_DOUBLE_EQ(h200.cost.reservedGpuHour->amount, 13.6986);
    EXPECT_EQ(h200.cost.billing.minimumMonthly.currency, QStringLiteral("CNY"));
    EXPECT_NEAR(h200.cost.billing.minimumMonthly.amount, 13.6986 * 8 * 730, 1e-6); // 79,999.8
    EXPECT_EQ(h200.cost.billing.termMonths, 12.0);
    EXPECT_TRUE(h200.cost.billing.minimumGpu.isEmpty());
    EXPECT_FALSE(otherGpuMinimumNote(h200).has_value());
    const QString said = joined(warnings);
    EXPECT_TRUE(said.contains(QStringLiteral("committed price per GPU-hour 13.70 CNY and minimum bill 79,999.82 CNY a "
                                             "month (8 GPUs every hour of the month) from the GPU catalog for H200")))
        << said.toStdString();

    const GpuCatalogResult catalog = parseGpuCatalog(oneGpu(
        R"("name": "X1", "memory_gb_per_gpu": 96, "native_mxfp4": false, "source": "s", "rent": [
           {"gpu_hour": 2, "currency": "USD", "as_of": "2026", "source": "on demand"},
           {"gpu_hour": 1.5, "billing": "committed", "term_months": 36, "currency": "USD", "as_of": "2026", "source": "c"},
           {"gpu_hour": 0.8, "billing": "spot", "currency": "USD", "as_of": "2026", "source": "sp"}])"));
    ASSERT_TRUE(catalog.ok()) << catalog.errorText().toStdString();
    const GpuSpec &x1 = catalog.catalog->gpus.front();
    ASSERT_EQ(x1.rent.size(), 3u);
    EXPECT_EQ(x1.rent[1].billing, RentBilling::Committed);
    EXPECT_EQ(x1.rent[1].termMonths, 36);
    Scenario s = committed;
    s.cost.spotGpuHour = Money { 3.0, QStringLiteral("USD") };
    const QStringList notes = chooseGpu(s, x1);
    EXPECT_EQ(s.cost.gpuHour, (Money { 2.0, QStringLiteral("USD") })); // the hourly quote, not the contract's
    EXPECT_EQ(s.cost.reservedGpuHour, (Money { 1.5, QStringLiteral("USD") }));
    EXPECT_DOUBLE_EQ(s.cost.billing.minimumMonthly.amount, 1.5 * 8 * 730);
    EXPECT_EQ(s.cost.billing.termMonths, 36.0);
    EXPECT_EQ(s.cost.spotGpuHour, (Money { 0.8, QStringLiteral("USD") }));
    EXPECT_TRUE(
        notes.join(u'\n').contains(QStringLiteral("spot price per GPU-hour 0.80 USD from the GPU catalog for X1")))
        << notes.join(u'\n').toStdString();

    // The catalog checks the new keys.
    for (const auto &[rent, path, message] :
        { std::tuple { R"({"gpu_hour": 1, "billing": "monthly", "currency": "USD", "as_of": "x", "source": "s"})",
              "gpus[0].rent[0].billing", R"("monthly" is not a billing: expected "hourly", "committed" or "spot")" },
            std::tuple { R"({"gpu_hour": 1, "term_months": 12, "currency": "USD", "as_of": "x", "source": "s"})",
                "gpus[0].rent[0].term_months", "only a committed quote has a term" } }) {
        const GpuCatalogResult r = parseGpuCatalog(oneGpu(
            (std::string(R"("name": "X1", "memory_gb_per_gpu": 96, "native_mxfp4": false, "source": "s", "rent": [)")
                + rent + "]")
                .c_str()));
        ASSERT_FALSE(r.ok()) << rent;
        EXPECT_TRUE(r.errorText().contains(QString::fromLatin1(path))) << r.errorText().toStdString();
        EXPECT_TRUE(r.errorText().contains(QString::fromLatin1(message))) << r.errorText().toStdString();
    }
}

TEST(GpuChoice, WithoutTheCatalogsPricesTheOldGpusAreRemovedOrMarked) // #27
{
    const Scenario committed = overridden(defaultScenario(),
        { set("cost.billing.mode", "committed"), set("cost.reserved_gpu_hour", "5"),
            set("cost.billing.minimum_monthly", "40000"), set("cost.spot_gpu_hour", "3") });
    std::vector<PresetError> warnings;
    // B200: no rent quote at all in the catalog.
    const Scenario b200 = overridden(committed, { set("hardware.gpu", "B200") }, &warnings);
    EXPECT_FALSE(b200.cost.reservedGpuHour.has_value()); // the price per GPU-hour applies
    EXPECT_FALSE(b200.cost.spotGpuHour.has_value());
    EXPECT_EQ(b200.cost.billing.minimumMonthly, committed.cost.billing.minimumMonthly); // kept, marked
    EXPECT_EQ(b200.cost.billing.minimumGpu, QStringLiteral("B300"));
    EXPECT_EQ(otherGpuMinimumNote(b200), QStringLiteral("committed minimum stated for B300, not for B200"));
    const QString said = joined(warnings);
    for (const char *expected :
        { "committed price per GPU-hour 5.00 USD removed: it was stated for B300, and the GPU catalog has no committed "
          "price for B200; the price per GPU-hour applies",
            "spot price per GPU-hour 3.00 USD removed: it was stated for B300, and the GPU catalog has no spot price "
            "for B200; the price per GPU-hour applies",
            "committed minimum stated for B300, not for B200: the GPU catalog has no committed price for B200; check "
            "the minimum, or type this GPU's" })
        EXPECT_TRUE(said.contains(QString::fromUtf8(expected))) << said.toStdString();

    // Every output says so: the JSON report, the text report.
    const QJsonObject billing = reportJson(b200, computeResultsOf(b200))
                                    .value(QStringLiteral("bill"))
                                    .toObject()
                                    .value(QStringLiteral("billing"))
                                    .toObject();
    EXPECT_EQ(billing.value(QStringLiteral("minimum_gpu")).toString(), QStringLiteral("B300"))
        << QJsonDocument(billing).toJson().toStdString();
    EXPECT_EQ(billing.value(QStringLiteral("minimum_note")).toString(),
        QStringLiteral("committed minimum stated for B300, not for B200"));
    EXPECT_TRUE(
        reportText(b200, computeResultsOf(b200))
            .contains(QStringLiteral("warning: committed minimum stated for B300, not for B200: check the minimum")));
    // The mark is kept in the preset, and ends when the user types a minimum, or the GPU returns.
    const PresetResult back = parsePreset(serializePreset(b200));
    ASSERT_TRUE(back.ok()) << back.errorText().toStdString();
    EXPECT_EQ(back.scenario->cost.billing.minimumGpu, QStringLiteral("B300"));
    const Scenario typed = overridden(b200, { set("cost.billing.minimum_monthly", "30000") });
    EXPECT_TRUE(typed.cost.billing.minimumGpu.isEmpty());
    EXPECT_FALSE(otherGpuMinimumNote(typed).has_value());
    EXPECT_TRUE(reportJson(typed, computeResultsOf(typed))
                    .value(QStringLiteral("bill"))
                    .toObject()
                    .value(QStringLiteral("billing"))
                    .toObject()
                    .value(QStringLiteral("minimum_note"))
                    .isNull());
    const Scenario returned = overridden(b200, { set("hardware.gpu", "B300") });
    EXPECT_TRUE(returned.cost.billing.minimumGpu.isEmpty());
    // Hourly billing without committed or spot prices: nothing to replace, nothing said about them.
    warnings.clear();
    const Scenario hourly = overridden(defaultScenario(), { set("hardware.gpu", "B200") }, &warnings);
    EXPECT_FALSE(hourly.cost.reservedGpuHour.has_value());
    EXPECT_EQ(hourly.cost.billing, defaultScenario().cost.billing);
    EXPECT_FALSE(joined(warnings).contains(QStringLiteral("committed"))) << joined(warnings).toStdString();
}
