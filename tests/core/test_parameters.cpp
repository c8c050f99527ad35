// The parameter registry: every path reads and writes through the preset, every domain bound is
// enforced by the reader, `--set` and `ranges`, and unknown paths suggest the nearest known ones.

#include "testsupport.h"

#include "assumptions.h"
#include "parameters.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>
#include <cmath>
#include <iterator>
#include <limits>
#include <map>
#include <set>

using namespace breakeven;
using namespace breakeven::test;

namespace {

/// The default scenario as a JSON object with \a path (dotted, list indexes as numbers) set to \a value.
QJsonObject jsonWith(const QString &path, const QJsonValue &value)
{
    // With a hybrid day in its shortcut form, so that each of the shortcut's fields has its siblings.
    Scenario withDay = defaultScenario();
    withDay.hybrid = profileFromShortcut(HybridShortcut { 100.0, 500.0, 8, 9 });
    QJsonObject root = presetToJson(withDay);
    const QStringList parts = path.split(QLatin1Char('.'));
    std::function<QJsonValue(QJsonValue, qsizetype)> edit = [&](QJsonValue v, qsizetype i) -> QJsonValue {
        if (i == parts.size())
            return value;
        if (v.isArray()) {
            QJsonArray a = v.toArray();
            const qsizetype index = parts.at(i).toLongLong();
            a.replace(index, edit(a.at(index), i + 1));
            return a;
        }
        QJsonObject o = v.toObject();
        QJsonValue child = o.value(parts.at(i));
        // A money field written as a plain number: replace it whole.
        o.insert(parts.at(i), edit(child, i + 1));
        return o;
    };
    return edit(root, 0).toObject();
}

/// A value inside \a d, away from its bounds, that differs from \a current.
double insideValue(const Domain &d, double current)
{
    double v = d.whole ? std::floor((d.min + std::min(d.max, 1e6)) / 2.0) : (d.min + std::min(d.max, 1e6)) / 3.0;
    if (d.max <= 1.0)
        v = 0.37;
    if (v == current)
        v = d.whole ? v + 1.0 : v * 1.1;
    return d.clamp(v);
}

/// Every concrete path of the registry in the default scenario (families: their first element).
std::vector<ParamRef> everyParameter(const Scenario &s)
{
    std::vector<ParamRef> refs;
    for (const Parameter &p : parameters()) {
        if (p.count(s) > 0)
            refs.push_back({ &p, 0 });
    }
    return refs;
}

} // namespace

TEST(ParameterRegistry, PathsAreUniqueAndEveryDescriptorIsComplete)
{
    std::set<QString> paths;
    for (const Parameter &p : parameters()) {
        EXPECT_TRUE(paths.insert(QString::fromLatin1(p.key)).second) << p.key;
        EXPECT_FALSE(p.label().isEmpty()) << p.key;
        EXPECT_FALSE(p.description().isEmpty()) << p.key;
        EXPECT_TRUE(std::isfinite(p.domain.min) && std::isfinite(p.domain.max)) << p.key;
        EXPECT_LE(p.domain.max, maxMagnitude) << p.key;
        EXPECT_LT(p.sliderMin, p.sliderMax) << p.key;
        EXPECT_TRUE(p.domain.contains(p.domain.clamp(p.sliderMin))) << p.key;
        if (p.scale == SliderScale::Logarithmic) {
            EXPECT_GT(p.sliderMin, 0.0) << p.key;
        }
        EXPECT_EQ(p.optional, !p.noneLabel().isEmpty()) << p.key;
        EXPECT_TRUE(p.get != nullptr && p.set != nullptr) << p.key;
    }
    for (const Field &f : fields()) {
        EXPECT_TRUE(paths.insert(QString::fromLatin1(f.key)).second) << f.key;
        EXPECT_FALSE(f.label().isEmpty()) << f.key;
        EXPECT_FALSE(f.description().isEmpty()) << f.key;
    }
}

TEST(ParameterRegistry, EveryPathReadsAndWritesThroughAPresetFile)
{
    const Scenario base = defaultScenario();
    for (const ParamRef &ref : everyParameter(base)) {
        const QString path = ref.path(base);
        Scenario s = base;
        double v = insideValue(ref.parameter->domain, ref.get(base).value_or(0.0));
        if (path == QLatin1String("hardware.decode_points.0.concurrency"))
            v = 2.0; // the points stay ordered: between nothing and the next point's 8 (test_capacity.cpp)
        ASSERT_EQ(setByPath(s, path, QString::number(v, 'g', 17)), std::nullopt) << path.toStdString();
        EXPECT_EQ(ref.get(s), v) << path.toStdString();
        // Written and read back, the value is where the path says.
        const PresetResult back = parsePreset(serializePreset(s));
        ASSERT_TRUE(back.ok()) << path.toStdString() << ": " << back.errorText().toStdString();
        EXPECT_EQ(ref.get(*back.scenario), v) << path.toStdString();
        EXPECT_EQ(numericValue(*back.scenario, path), v) << path.toStdString();
    }
}

TEST(ParameterRegistry, EveryFieldReadsAndWritesThroughAPresetFile)
{
    const Scenario base = defaultScenario();
    for (const Field &f : fields()) {
        if (f.collection == Collection::Offers && base.offers.empty())
            continue;
        if (f.collection == Collection::Overheads && base.cost.overheads.empty())
            continue;
        const QString path = f.path(0);
        QString value;
        switch (f.kind) {
        case FieldKind::Text:
            value = QStringLiteral("Edited <b>text</b>");
            break;
        case FieldKind::Flag:
            value = f.get(base, 0) == QLatin1String("true") ? QStringLiteral("false") : QStringLiteral("true");
            break;
        case FieldKind::Answer:
            value = f.get(base, 0).isEmpty() ? QStringLiteral("false") : QString();
            break;
        case FieldKind::Choice:
            value = f.choiceList().last() == f.get(base, 0) ? f.choiceList().first() : f.choiceList().last();
            break;
        case FieldKind::Currency:
            value = f.get(base, 0) == QLatin1String("CNY") ? QStringLiteral("USD") : QStringLiteral("CNY");
            break;
        }
        Scenario s = base;
        ASSERT_EQ(setByPath(s, path, value), std::nullopt) << path.toStdString();
        EXPECT_EQ(f.get(s, 0), value) << path.toStdString();
        const PresetResult back = parsePreset(serializePreset(s));
        ASSERT_TRUE(back.ok()) << path.toStdString() << ": " << back.errorText().toStdString();
        EXPECT_EQ(f.get(*back.scenario, 0), value) << path.toStdString();
    }
}

TEST(ParameterRegistry, TheReaderEnforcesEveryDomainBound)
{
    const Scenario base = defaultScenario();
    for (const ParamRef &ref : everyParameter(base)) {
        const Parameter &p = *ref.parameter;
        const QString path = ref.path(base);
        const Domain &d = p.domain;
        // Just outside each bound, a fraction where whole numbers are due, and infinity.
        std::vector<double> bad { d.minOpen ? d.min : d.min - 1.0, d.maxOpen ? d.max : d.max * 2.0 + 1.0 };
        if (d.whole)
            bad.push_back(d.min + 1.5);
        if (d.min <= 0.0 && d.max >= 1.0)
            bad.push_back(minNonZero / 10.0);
        for (const double v : bad) {
            ASSERT_FALSE(d.contains(v)) << path.toStdString() << " " << v;
            const QJsonObject root = jsonWith(path, v);
            const PresetResult r = presetFromJson(root);
            EXPECT_FALSE(r.ok()) << path.toStdString() << " = " << v;
            const QString expected = p.errorPath(ref.index, &base) + QStringLiteral(": ") + *d.problem(v);
            EXPECT_TRUE(r.errorText().contains(expected))
                << path.toStdString() << " = " << v << ": " << r.errorText().toStdString() << "\nexpected "
                << expected.toStdString();
            // --set says the same, naming the same bound.
            Scenario s = base;
            const std::optional<QString> problem = setByPath(s, path, QString::number(v, 'g', 17));
            ASSERT_TRUE(problem.has_value()) << path.toStdString() << " = " << v;
            EXPECT_EQ(*problem, *d.problem(v)) << path.toStdString();
            EXPECT_EQ(s, base) << "a refused --set changed " << path.toStdString();
        }
        // Both bounds themselves, where closed, are accepted.
        for (const double v : { d.min, d.max }) {
            if ((v == d.min && d.minOpen) || (v == d.max && d.maxOpen))
                continue;
            EXPECT_TRUE(presetFromJson(jsonWith(path, v)).ok()) << path.toStdString() << " = " << v;
        }
    }
}

TEST(ParameterRegistry, ClampKeepsEveryValueInTheDomain)
{
    const double samples[] = { -1e300, -1.0, 0.0, 1e-9, 0.5, 1.0, 1.5, 24.0, 25.0, 1e20,
        std::numeric_limits<double>::quiet_NaN(), std::numeric_limits<double>::infinity() };
    for (const Parameter &p : parameters()) {
        for (const double v : samples)
            EXPECT_TRUE(p.domain.contains(p.domain.clamp(v))) << p.key << " clamp(" << v << ")";
    }
}

TEST(ParameterRegistry, RangesOutsideAFieldsDomainAreRejectedNamingThePath)
{
    // The example: each of these was accepted by `breakeven validate`.
    const struct {
        const char *path;
        double low, high;
        const char *expected;
    } cases[] = {
        { "operation.utilization", 0.5, 1.7,
            "ranges.operation.utilization: [0.5, 1.7] is not allowed: 1.7 is outside 0..1" },
        { "hardware.count", 1.5, 2.5, "ranges.hardware.count: [1.5, 2.5] is not allowed: 1.5 is not a whole number" },
        { "version", 1, 5, "ranges.version: \"version\" is not a numeric field of the preset" },
        { "cost.redundancy", 0.5, 2,
            "ranges.cost.redundancy: [0.5, 2] is not allowed: 0.5 is not allowed: it must be 1 or more" },
        { "offers.99.output", 1, 2, "ranges.offers.99.output: \"offers.99.output\" is not a numeric field" },
    };
    for (const auto &c : cases) {
        QJsonObject root = presetToJson(defaultScenario());
        root.insert(
            QStringLiteral("ranges"), QJsonObject { { QString::fromLatin1(c.path), QJsonArray { c.low, c.high } } });
        const PresetResult r = presetFromJson(root);
        EXPECT_FALSE(r.ok()) << c.path;
        EXPECT_TRUE(r.errorText().contains(QString::fromLatin1(c.expected)))
            << c.path << ": " << r.errorText().toStdString();
    }
    // Inside the domain, a range of an offer's price and a whole range of a count are fine.
    QJsonObject root = presetToJson(defaultScenario());
    root.insert(QStringLiteral("ranges"),
        QJsonObject { { QStringLiteral("offers.0.output"), QJsonArray { 8.0, 12.0 } },
            { QStringLiteral("hardware.count"), QJsonArray { 8, 16 } },
            { QStringLiteral("operation.utilization"), QJsonArray { 0.15, 0.35 } } });
    const PresetResult ok = presetFromJson(root);
    ASSERT_TRUE(ok.ok()) << ok.errorText().toStdString();
    EXPECT_EQ(ok.scenario->ranges.at(QStringLiteral("hardware.count")), (Range { 8.0, 16.0, std::nullopt }));
}

TEST(ParameterRegistry, AnUnknownPathListsTheNearestKnownPaths)
{
    Scenario s = defaultScenario();
    const std::optional<QString> problem = setByPath(s, u"operation.utilisation", u"0.5");
    ASSERT_TRUE(problem.has_value());
    EXPECT_TRUE(problem->startsWith(QStringLiteral("no such field in the preset (nearest: operation.utilization")))
        << problem->toStdString();
    EXPECT_EQ(nearestPaths(u"hardware.cuont").value(0), QStringLiteral("hardware.count"));
    EXPECT_EQ(nearestPaths(u"offers.0.outptu").value(0), QStringLiteral("offers.0.output"));
}

// Review finding: a list's element the preset lacks was "no such field (nearest: <the same path>)".
TEST(ParameterRegistry, AMissingElementOfAListSaysWhatTheListHas)
{
    Scenario s = defaultScenario();
    s.cost.overheads.clear();
    EXPECT_EQ(setByPath(s, u"cost.overheads.0.monthly", u"100"),
        QStringLiteral("no such element: this preset's list is empty (add one in the file or in the window)"));
    EXPECT_EQ(setByPath(s, u"offers.99.output", u"1"),
        QStringLiteral("no such element: this preset's list runs from 0 to %1").arg(s.offers.size() - 1));
    const QString rate = QStringLiteral("no such rate: fx_per_usd.USD is 1 by definition, and a new rate needs a "
                                        "currency's three-letter code (fx_per_usd.BRL)");
    EXPECT_EQ(setByPath(s, u"fx_per_usd.0", u"3"), rate);
    EXPECT_EQ(setByPath(s, u"fx_per_usd.USD", u"2"), rate);
    EXPECT_EQ(setByPath(s, u"fx_per_usd.BRL", u"5.4"), std::nullopt); // a new code adds its rate
}

TEST(ParameterRegistry, PathsResolveInBothStylesAndByCurrency)
{
    const Scenario s = defaultScenario();
    ASSERT_GE(s.offers.size(), 3u);
    for (const char *path : { "offers.2.output", "offers[2].output" }) {
        const std::optional<ParamRef> ref = resolveParameter(s, QString::fromLatin1(path));
        ASSERT_TRUE(ref.has_value()) << path;
        EXPECT_EQ(ref->index, 2u);
        EXPECT_EQ(ref->get(s), s.offers[2].output);
        EXPECT_EQ(ref->parameter->errorPath(2), QStringLiteral("offers[2].output"));
    }
    const std::optional<ParamRef> cny = resolveParameter(s, u"fx_per_usd.CNY");
    ASSERT_TRUE(cny.has_value());
    EXPECT_EQ(cny->get(s), s.fxPerUsd.at(QStringLiteral("CNY")));
    EXPECT_EQ(cny->path(s), QStringLiteral("fx_per_usd.CNY"));
    EXPECT_FALSE(resolveParameter(s, u"fx_per_usd.XYZ").has_value());
    EXPECT_FALSE(resolveParameter(s, u"offers.7000.output").has_value());
    EXPECT_FALSE(resolveParameter(s, u"offers").has_value());
}

TEST(ParameterRegistry, OptionalFieldsClearWithNoneAndRequiredOnesRefuseIt)
{
    Scenario s = defaultScenario();
    ASSERT_EQ(setByPath(s, u"hardware.max_throughput_tok_s", u"4634"), std::nullopt);
    EXPECT_EQ(s.hardware.maxThroughputTokS, 4634.0);
    ASSERT_EQ(setByPath(s, u"hardware.max_throughput_tok_s", u"none"), std::nullopt);
    EXPECT_FALSE(s.hardware.maxThroughputTokS.has_value());
    ASSERT_EQ(setByPath(s, u"offers.0.cached_input", u"null"), std::nullopt);
    EXPECT_FALSE(s.offers[0].cachedInput.has_value());
    const std::optional<QString> problem = setByPath(s, u"operation.throughput_tok_s", u"none");
    ASSERT_TRUE(problem.has_value());
    EXPECT_TRUE(problem->contains(QStringLiteral("required"))) << problem->toStdString();
}

TEST(ParameterRegistry, ChildKeysAreWhatTheReaderKnows)
{
    EXPECT_EQ(childKeys(u"cost.buy"),
        (QStringList { QStringLiteral("capex"), QStringLiteral("years"), QStringLiteral("power_kw"),
            QStringLiteral("pue"), QStringLiteral("tariff_per_kwh"), QStringLiteral("cost_of_capital"),
            QStringLiteral("residual_value"), QStringLiteral("maintenance") }));
    EXPECT_EQ(childKeys(u"cost.staff"), (QStringList { QStringLiteral("fte"), QStringLiteral("cost_per_fte_month") }));
    EXPECT_TRUE(childKeys(u"").contains(QStringLiteral("horizon")));
    EXPECT_TRUE(childKeys(u"").contains(QStringLiteral("task")));
    EXPECT_TRUE(childKeys(u"").contains(QStringLiteral("fx_per_usd")));
    EXPECT_TRUE(childKeys(u"offers[]").contains(QStringLiteral("cached_input")));
}

TEST(FormatDefaults, APresetWithoutModelSaysItsFiguresAreTheFormatsDefaults)
{
    QJsonObject root = presetToJson(defaultScenario());
    root.remove(QStringLiteral("model"));
    QJsonObject hardware = root.value(QStringLiteral("hardware")).toObject();
    hardware.remove(QStringLiteral("gpu"));
    root.insert(QStringLiteral("hardware"), hardware);
    const PresetResult r = presetFromJson(root);
    ASSERT_TRUE(r.ok()) << r.errorText().toStdString();
    const Scenario &s = *r.scenario;
    EXPECT_TRUE(s.isDefaulted(QStringLiteral("model.weights_bytes")));
    EXPECT_TRUE(s.isDefaulted(QStringLiteral("model.name")));
    EXPECT_TRUE(s.isDefaulted(QStringLiteral("hardware.gpu")));
    EXPECT_FALSE(s.isDefaulted(QStringLiteral("hardware.count")));
    EXPECT_FALSE(s.isDefaulted(QStringLiteral("hardware.memory_gb_per_gpu")));

    // The reports mark them, validate warns, and a round trip keeps them left out.
    int marked = 0;
    for (const Assumption &a : assumptions(s, QLocale::c())) {
        EXPECT_EQ(a.defaulted, s.isDefaulted(a.path)) << a.path.toStdString();
        marked += a.defaulted ? 1 : 0;
    }
    EXPECT_EQ(marked, 6); // model: name, format, weights, KV, state; hardware.gpu
    const std::vector<PresetError> warnings = presetWarnings(root);
    ASSERT_FALSE(warnings.empty());
    EXPECT_TRUE(warnings.front().message.contains(QStringLiteral("model.weights_bytes")));
    const PresetResult back = parsePreset(serializePreset(s));
    ASSERT_TRUE(back.ok());
    EXPECT_EQ(*back.scenario, s);
    EXPECT_FALSE(presetToJson(s).contains(QStringLiteral("model"))
        && presetToJson(s).value(QStringLiteral("model")).toObject().contains(QStringLiteral("weights_bytes")));

    // Changed, a field is no longer the default, and is written.
    Scenario edited = s;
    ASSERT_EQ(setByPath(edited, u"model.weights_bytes", u"1400000000000"), std::nullopt);
    EXPECT_FALSE(edited.isDefaulted(QStringLiteral("model.weights_bytes")));
    EXPECT_EQ(presetToJson(edited).value(QStringLiteral("model")).toObject().value(QStringLiteral("weights_bytes")),
        1400000000000.0);
}

TEST(Assumptions, ListEveryParameterThatCountsWithItsUnit)
{
    Scenario s = defaultScenario();
    const auto find = [](const std::vector<Assumption> &rows, const char *path) -> const Assumption * {
        for (const Assumption &a : rows) {
            if (a.path == QLatin1String(path))
                return &a;
        }
        return nullptr;
    };
    std::vector<Assumption> rows = assumptions(s, QLocale::c());
    // Every single parameter of a group that applies is listed: a new one appears by itself.
    for (const Parameter &p : parameters()) {
        if (p.collection == Collection::None && appliesTo(p.group, s)) {
            // The whole bill's groups (#12) list what differs from the defaults: set it to be listed.
            // So do the hybrid day and the decision (both absent by default).
            const bool bill = p.group == ParamGroup::Staff || p.group == ParamGroup::Billing
                || p.group == ParamGroup::Financing || p.group == ParamGroup::Horizon || p.group == ParamGroup::Task
                || p.group == ParamGroup::Hybrid || p.group == ParamGroup::Decision;
            if (bill && p.get(s, 0) == p.get(Scenario {}, 0)) {
                EXPECT_EQ(find(rows, p.key), nullptr) << p.key << ": at its default";
                Scenario changed = s;
                p.set(changed, 0, p.domain.clamp(p.sliderMax));
                EXPECT_NE(find(assumptions(changed, QLocale::c()), p.key), nullptr) << p.key;
                continue;
            }
            EXPECT_NE(find(rows, p.key), nullptr) << p.key;
        }
    }
    ASSERT_NE(find(rows, "operation.throughput_tok_s"), nullptr);
    EXPECT_EQ(find(rows, "operation.throughput_tok_s")->value, QStringLiteral("92 tok/s"));
    EXPECT_EQ(find(rows, "operation.utilization")->value, QStringLiteral("100 %"));
    EXPECT_EQ(find(rows, "workload.task_minutes")->value, QStringLiteral("not reported"));
    // A choice in words, not the file's token (review finding: "Price stated per gpu_hour").
    ASSERT_NE(find(rows, "cost.price_per"), nullptr);
    EXPECT_EQ(find(rows, "cost.price_per")->value, QStringLiteral("GPU-hour"));
    EXPECT_EQ(find(rows, "cost.buy.capex"), nullptr) << "renting: the purchase does not count";
    s.cost.mode = CostMode::Buy;
    rows = assumptions(s, QLocale::c());
    ASSERT_NE(find(rows, "cost.buy.capex"), nullptr);
    EXPECT_EQ(find(rows, "cost.buy.capex")->value, QStringLiteral("CNY 6900000"));
    EXPECT_EQ(find(rows, "cost.gpu_hour"), nullptr) << "buying: no GPU-hour is rented";
    // The range the sources give, in the value's unit; none where `ranges` has none.
    s.ranges[QStringLiteral("operation.utilization")] = { 0.15, 0.35 };
    s.ranges[QStringLiteral("cost.buy.capex")] = { 6.8e6, 7.0e6 };
    rows = assumptions(s, QLocale::c());
    EXPECT_EQ(find(rows, "operation.utilization")->range, QStringLiteral("15 to 35 %"));
    EXPECT_EQ(find(rows, "cost.buy.capex")->range, QStringLiteral("CNY 6800000 to 7000000"));
    EXPECT_TRUE(find(rows, "operation.hours_per_day")->range.isEmpty());
}

TEST(Assumptions, ShowTheFiguresAtAReadablePrecisionNotTheFilesFullOne) // #33 item 4
{
    Scenario s = defaultScenario();
    s.cost.gpuHour.amount = 56.79 / 8.0;   // USD 7.09875
    s.operation.utilization = 13.0 / 30.0; // 43.3333... %
    s.model.weightsBytes = 1560936091448.0;
    s.ranges[QStringLiteral("cost.gpu_hour")] = { 5.896552, 8.0 };
    const auto value = [](const std::vector<Assumption> &rows, const char *path, bool range = false) {
        for (const Assumption &a : rows) {
            if (a.path == QLatin1String(path))
                return (range ? a.range : a.value).toStdString();
        }
        return std::string("(not listed)");
    };
    const std::vector<Assumption> rows = assumptions(s, QLocale::c());
    EXPECT_EQ(value(rows, "cost.gpu_hour"), "USD 7.10");
    EXPECT_EQ(value(rows, "cost.gpu_hour", true), "USD 5.90 to 8");
    EXPECT_EQ(value(rows, "operation.utilization"), "43.3 %");
    EXPECT_EQ(value(rows, "model.weights_bytes"), "1560.9 GB");
    // Three significant digits at least: a small figure keeps its digits.
    s.cost.gpuHour.amount = 0.035;
    EXPECT_EQ(value(assumptions(s, QLocale::c()), "cost.gpu_hour"), "USD 0.035");
}

TEST(ParameterRegistry, TheFormatDocumentListsEveryFieldAsTheRegistryDefinesIt)
{
    QFile doc(QStringLiteral(BREAKEVEN_SOURCE_DIR "/docs/preset-format.md"));
    ASSERT_TRUE(doc.open(QIODevice::ReadOnly));
    const QString text = QString::fromUtf8(doc.readAll());
    const QString begin = QStringLiteral("<!-- parameters:begin -->\n");
    const qsizetype from = text.indexOf(begin);
    const qsizetype to = text.indexOf(QStringLiteral("<!-- parameters:end -->"));
    ASSERT_GE(from, 0);
    ASSERT_GT(to, from);
    EXPECT_EQ(text.mid(from + begin.size(), to - from - begin.size()), parameterReference())
        << "docs/preset-format.md is out of date: replace the table between the markers with the output of "
           "`breakeven parameters`";
}

TEST(ParameterRegistry, EachNamedEntryIsItsOwnPath)
{
    // Code that treats one parameter in its own way names it param::x, never by its path.
    const std::pair<const Parameter *, const char *> named[] = {
        { &param::throughput, "operation.throughput_tok_s" },
        { &param::utilization, "operation.utilization" },
        { &param::hoursPerDay, "operation.hours_per_day" },
        { &param::startsPerDay, "operation.starts_per_day" },
        { &param::coldStartMinutes, "operation.cold_start_minutes" },
        { &param::concurrency, "operation.concurrency" },
        { &param::minPerUserTokS, "operation.min_per_user_tok_s" },
        { &param::hoursPerMonth, "cost.hours_per_month" },
        { &param::inputPerOutput, "workload.input_per_output" },
        { &param::cacheHit, "workload.cache_hit" },
        { &param::selfHostPrefixHit, "operation.self_host_prefix_hit" },
        { &param::acceptanceApi, "workload.acceptance_api" },
        { &param::acceptanceSelf, "workload.acceptance_self" },
        { &param::taskMinutes, "workload.task_minutes" },
        { &param::requestInputTokens, "workload.request.input_tokens" },
        { &param::requestOutputTokens, "workload.request.output_tokens" },
        { &param::gpuCount, "hardware.count" },
        { &param::memoryGbPerGpu, "hardware.memory_gb_per_gpu" },
        { &param::maxThroughput, "hardware.max_throughput_tok_s" },
        { &param::gpusPerNode, "hardware.gpus_per_node" },
        { &param::prefillInputTokS, "hardware.prefill_input_tok_s" },
        { &param::decodeConcurrency, "hardware.decode_points[].concurrency" },
        { &param::decodeOutputTokS, "hardware.decode_points[].output_tok_s" },
        { &param::gpuHour, "cost.gpu_hour" },
        { &param::redundancy, "cost.redundancy" },
        { &param::capex, "cost.buy.capex" },
        { &param::buyYears, "cost.buy.years" },
        { &param::powerKw, "cost.buy.power_kw" },
        { &param::pue, "cost.buy.pue" },
        { &param::tariffPerKwh, "cost.buy.tariff_per_kwh" },
        { &param::weightsBytes, "model.weights_bytes" },
        { &param::kvBytesPerToken, "model.kv_bytes_per_token" },
        { &param::stateBytesPerSequence, "model.state_bytes_per_sequence" },
        { &param::reserveGbPerGpu, "hardware.reserve_gb_per_gpu" },
        { &param::contextTokens, "operation.context_tokens" },
        { &param::usableMemory, "operation.usable_memory" },
        { &param::exchangeRate, "fx_per_usd[]" },
        { &param::overheadMonthly, "cost.overheads[].monthly" },
        { &param::offerCachedInput, "offers[].cached_input" },
        { &param::offerInput, "offers[].input" },
        { &param::offerOutput, "offers[].output" },
        { &param::offerRequestsPerMin, "offers[].rate_limit.requests_per_min" },
        { &param::offerTokensPerMin, "offers[].rate_limit.tokens_per_min" },
        { &param::offerPerUserTokS, "offers[].per_user_tok_s" },
        { &param::staffFte, "cost.staff.fte" },
        { &param::staffCostPerFteMonth, "cost.staff.cost_per_fte_month" },
        { &param::termMonths, "cost.billing.term_months" },
        { &param::minimumMonthly, "cost.billing.minimum_monthly" },
        { &param::reservedGpuHour, "cost.reserved_gpu_hour" },
        { &param::spotGpuHour, "cost.spot_gpu_hour" },
        { &param::spotInterruption, "cost.spot_interruption" },
        { &param::costOfCapital, "cost.buy.cost_of_capital" },
        { &param::residualValue, "cost.buy.residual_value" },
        { &param::maintenance, "cost.buy.maintenance" },
        { &param::horizonYears, "horizon.years" },
        { &param::apiPriceDecline, "horizon.api_price_decline" },
        { &param::reasoningTokens, "task.reasoning_tokens" },
        { &param::maxTtftP90Ms, "operation.max_ttft_p90_ms" },
        { &param::maxTpotP90Ms, "operation.max_tpot_p90_ms" },
        { &param::decodeTtftP90Ms, "hardware.decode_points[].ttft_p90_ms" },
        { &param::decodeTpotP90Ms, "hardware.decode_points[].tpot_p90_ms" },
        { &param::decodeRequestsInFlight, "hardware.decode_points[].requests_in_flight" },
        { &param::teamPeople, "demand.team.people" },
        { &param::teamTasksPerPersonDay, "demand.team.tasks_per_person_day" },
        { &param::teamInputTokensPerTask, "demand.team.input_tokens_per_task" },
        { &param::teamOutputTokensPerTask, "demand.team.output_tokens_per_task" },
        { &param::teamReasoningTokensPerTask, "demand.team.reasoning_tokens_per_task" },
        { &param::teamWorkingHours, "demand.team.working_hours" },
        { &param::teamWorkingDaysPerWeek, "demand.team.working_days_per_week" },
        { &param::teamTimeZoneOffset, "demand.team.time_zone_offset" },
        { &param::hybridDemand, "hybrid.demand_tok_s[]" },
        { &param::hybridBase, "hybrid.base_tok_s" },
        { &param::hybridPeak, "hybrid.peak_tok_s" },
        { &param::hybridPeakHours, "hybrid.peak_hours" },
        { &param::hybridPeakStart, "hybrid.peak_start" },
        { &param::maasRevenue, "decision.maas_revenue_12m_usd" },
        { &param::monthlyUsers, "decision.monthly_users" },
        { &param::monthlyRevenue, "decision.monthly_revenue_usd" },
    };
    std::set<const Parameter *> distinct;
    for (const auto &[p, path] : named) {
        EXPECT_STREQ(p->key, path);
        EXPECT_TRUE(distinct.insert(p).second) << path;
    }
    EXPECT_EQ(distinct.size(), parameters().size());
    EXPECT_EQ(&exchangeRateParameter(), &param::exchangeRate);
}

namespace {

/// The code of a C++ source: comment lines and trailing comments left out.
QString codeOf(const QString &file)
{
    QFile f(file);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    QStringList code;
    for (const QString &line : QString::fromUtf8(f.readAll()).split(QLatin1Char('\n'))) {
        const QString trimmed = line.trimmed();
        if (trimmed.startsWith(QLatin1String("//")) || trimmed.startsWith(QLatin1String("/*"))
            || trimmed.startsWith(QLatin1Char('*')))
            continue;
        const qsizetype comment = line.indexOf(QLatin1String(" //"));
        code << (comment < 0 ? line : line.left(comment));
    }
    return code.join(QLatin1Char('\n'));
}

} // namespace

// Issue 9, "Done when": grep finds each parameter's path and label in one place only. Each quoted
// path of the registry occurs in the code of core/, ui/ and app/ only in core/params/parameters.cpp:
// in its entry, and for a named one in its alias (param::capex = entry("cost.buy.capex"), looked up
// by key when the program is compiled, issue 28) (comments are not counted); code that needs one parameter names its
// entry (param::capex), and the preset reader and writer take a money field's key from it. Each label occurs in
// core/params/parameters.cpp and in no other source, but for "Concurrency", also the heading of a column that is not
// the parameter (a benchmark run's, a measured decode point's).
TEST(ParameterRegistry, NoOtherSourceSpellsAParametersPathOrLabel)
{
    std::map<QString, QString> code; // file (relative) -> code
    const QDir root(QStringLiteral(BREAKEVEN_SOURCE_DIR));
    for (const char *dir : { "core", "ui", "app" }) {
        QDirIterator it(root.filePath(QLatin1String(dir)), { QStringLiteral("*.cpp"), QStringLiteral("*.h") },
            QDir::Files, QDirIterator::Subdirectories);
        while (it.hasNext()) {
            const QString file = it.next();
            code[root.relativeFilePath(file)] = codeOf(file);
        }
    }
    const QString registry = QStringLiteral("core/params/parameters.cpp");
    ASSERT_TRUE(code.count(registry));
    ASSERT_GT(code.size(), 50u);
    const auto filesWith = [&](const char *text) {
        const QString quoted = QLatin1Char('"') + QString::fromUtf8(text) + QLatin1Char('"');
        QStringList where;
        for (const auto &[file, source] : code) {
            for (qsizetype n = source.count(quoted); n > 0; --n)
                where << file;
        }
        return where;
    };
    for (const Parameter &p : parameters()) {
        QStringList where = filesWith(p.key);
        if (where.size() == 2 && code[registry].contains(QStringLiteral("entry(\"%1\")").arg(QLatin1String(p.key))))
            where.removeLast(); // the alias
        EXPECT_EQ(where, QStringList { registry }) << p.key;
        if (QLatin1String(p.rawLabel) == QLatin1String("Concurrency"))
            continue;
        QStringList label = filesWith(p.rawLabel);
        EXPECT_TRUE(label.contains(registry)) << p.rawLabel;
        label.removeAll(registry);
        EXPECT_EQ(label, QStringList()) << p.rawLabel;
    }
}

// Issue 28: the hybrid day and the decision are registry entries, so --set reaches them. The
// shortcut's four numbers can be set one at a time in any order: the day keeps the ones not set.
TEST(ParameterRegistry, TheHybridShortcutIsSetOneFieldAtATimeFromNoDay)
{
    Scenario s = defaultScenario();
    ASSERT_FALSE(s.hybrid.has_value());
    EXPECT_FALSE(param::hybridPeak.get(s, 0).has_value());
    ASSERT_EQ(setByPath(s, u"hybrid.base_tok_s", u"300"), std::nullopt);
    ASSERT_EQ(setByPath(s, u"hybrid.peak_tok_s", u"300"), std::nullopt); // as low as the base: still a day
    ASSERT_EQ(setByPath(s, u"hybrid.peak_hours", u"8"), std::nullopt);
    ASSERT_EQ(setByPath(s, u"hybrid.peak_tok_s", u"2000"), std::nullopt);
    ASSERT_TRUE(s.hybrid.has_value());
    EXPECT_EQ(shortcutOf(*s.hybrid), (HybridShortcut { 300.0, 2000.0, 8, 9 }));
    EXPECT_EQ(s.hybrid->demandTokS[8], 300.0);
    EXPECT_EQ(s.hybrid->demandTokS[9], 2000.0);
    EXPECT_EQ(s.hybrid->demandTokS[16], 2000.0);
    EXPECT_EQ(s.hybrid->demandTokS[17], 300.0);
    ASSERT_EQ(setByPath(s, u"hybrid.peak_start", u"22"), std::nullopt); // past midnight
    EXPECT_EQ(s.hybrid->demandTokS[23], 2000.0);
    EXPECT_EQ(s.hybrid->demandTokS[5], 2000.0);
    EXPECT_EQ(s.hybrid->demandTokS[6], 300.0);
    EXPECT_EQ(param::hybridPeakStart.get(s, 0), 22.0);
    // Written and read back: the same day.
    const PresetResult back = parsePreset(serializePreset(s));
    ASSERT_TRUE(back.ok()) << back.errorText().toStdString();
    EXPECT_EQ(back.scenario->hybrid, s.hybrid);
    // An hour set on its own: the hours say what the day is, and the shortcut's fields read none.
    ASSERT_EQ(setByPath(s, u"hybrid.demand_tok_s.12", u"50"), std::nullopt);
    EXPECT_EQ(s.hybrid->demandTokS[12], 50.0);
    EXPECT_FALSE(param::hybridBase.get(s, 0).has_value());
    // A shortcut field set on such a day starts from the nearest shortcut (its lowest hour all day,
    // its highest hours from the first).
    ASSERT_EQ(setByPath(s, u"hybrid.base_tok_s", u"100"), std::nullopt);
    EXPECT_EQ(shortcutOf(*s.hybrid), (HybridShortcut { 100.0, 2000.0, 8, 0 }));
    // None removes the day; out of its domain is refused and names the bound.
    EXPECT_EQ(setByPath(s, u"hybrid.peak_hours", u"25"), QStringLiteral("25 is outside 0..24"));
    ASSERT_EQ(setByPath(s, u"hybrid.peak_tok_s", u"none"), std::nullopt);
    EXPECT_FALSE(s.hybrid.has_value());
    EXPECT_EQ(collectionSize(s, Collection::Hours), 0u);
}

TEST(ParameterRegistry, TheDecisionsAnswersAndFiguresAreSetByPath)
{
    Scenario s = defaultScenario();
    ASSERT_EQ(setByPath(s, u"decision.need_weights", u"true"), std::nullopt);
    EXPECT_EQ(s.decision.needWeights, std::optional<bool>(true));
    ASSERT_EQ(setByPath(s, u"decision.compliance_beyond_zdr", u"false"), std::nullopt);
    EXPECT_EQ(s.decision.complianceBeyondZdr, std::optional<bool>(false));
    ASSERT_EQ(setByPath(s, u"decision.monthly_users", u"150000000"), std::nullopt);
    EXPECT_EQ(s.decision.monthlyUsers, std::optional<double>(1.5e8));
    EXPECT_EQ(setByPath(s, u"decision.need_weights", u"maybe"),
        QStringLiteral("\"maybe\" is not true, false or none (unanswered)"));
    EXPECT_EQ(setByPath(s, u"decision.monthly_revenue_usd", u"-1"),
        QStringLiteral("-1 is not allowed: it must be 0 or more, at most 1e15"));
    ASSERT_EQ(setByPath(s, u"decision.need_weights", u"none"), std::nullopt);
    EXPECT_FALSE(s.decision.needWeights.has_value());
    const PresetResult back = parsePreset(serializePreset(s));
    ASSERT_TRUE(back.ok()) << back.errorText().toStdString();
    EXPECT_EQ(back.scenario->decision, s.decision);
}

// Review of issue 28: a range on one hour of a day stated hour by hour is written and read back
// (the ranges are read after the day), and a bad shortcut number is reported once.
TEST(ParameterRegistry, ARangeOnAnHourOfTheDayReadsBackAndABadShortcutIsOneError)
{
    Scenario s = defaultScenario();
    s.hybrid = profileFromShortcut(HybridShortcut { 100.0, 500.0, 8, 9 });
    ASSERT_EQ(setByPath(s, u"hybrid.demand_tok_s.3", u"150"), std::nullopt); // no longer two levels
    ASSERT_FALSE(shortcutOf(*s.hybrid).has_value());
    s.ranges[QStringLiteral("hybrid.demand_tok_s.3")] = Range(100.0, 200.0);
    const PresetResult back = parsePreset(serializePreset(s));
    ASSERT_TRUE(back.ok()) << back.errorText().toStdString();
    EXPECT_EQ(back.scenario->ranges, s.ranges);
    EXPECT_EQ(back.scenario->hybrid, s.hybrid);

    const PresetResult bad = presetFromJson(jsonWith(QStringLiteral("hybrid.peak_hours"), 25));
    ASSERT_FALSE(bad.ok());
    EXPECT_EQ(bad.errors.size(), 1u) << bad.errorText().toStdString();
    EXPECT_EQ(bad.errorText().count(QStringLiteral("hybrid.peak_hours")), 1) << bad.errorText().toStdString();
}

// Every group a parameter or field is in is listed (listedGroups): the reports' assumptions and the
// comparisons walk that one list, and left the team out while their own copies lacked it (a new user's
// review, December 2026: comparing the team preset listed the 24 hours it derives, not the team).
TEST(Parameters, EveryGroupIsListedOnce)
{
    const auto listed = [](ParamGroup g) { return std::count(std::begin(listedGroups), std::end(listedGroups), g); };
    for (const Parameter &p : parameters())
        EXPECT_EQ(listed(p.group), 1) << p.key;
    for (const Field &f : fields())
        EXPECT_EQ(listed(f.group), 1) << f.key;
    EXPECT_EQ(listed(ParamGroup::Team), 1);
}
