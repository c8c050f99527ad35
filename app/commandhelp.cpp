#include "commandhelp.h"

#include "latin1.h"

#include "commandline.h"

#include <QCommandLineParser>
#include <QRegularExpression>
#include <QStringList>

namespace breakeven {

namespace {

QCommandLineOption option(const QStringList &names, const char *description, const char *valueName = nullptr,
    const char *defaultValue = nullptr)
{
    QCommandLineOption o(names, L(description));
    if (valueName)
        o.setValueName(L(valueName));
    if (defaultValue)
        o.setDefaultValue(L(defaultValue));
    return o;
}

QCommandLineOption option(
    const char *name, const char *description, const char *valueName = nullptr, const char *defaultValue = nullptr)
{
    return option(QStringList { L(name) }, description, valueName, defaultValue);
}

QCommandLineOption setOption()
{
    return option("set",
        "Override a preset field before evaluating; PATH names it, e.g. operation.throughput_tok_s, cost.gpu_hour, "
        "workload.cache_hit or offers.0.output (may be repeated).",
        "PATH=VALUE");
}

QCommandLineOption currencyOption(const char *description) { return option("currency", description, "CODE"); }

/// The words one option is shown by: "-o, --output OUT".
QString optionTerm(const QCommandLineOption &o)
{
    QStringList names;
    for (const QString &n : o.names())
        names << (n.size() == 1 ? L("-") : L("--")) + n;
    QString term = names.join(L(", "));
    if (!o.valueName().isEmpty())
        term += L(" ") + o.valueName();
    return term;
}

/// \a text wrapped at \a width columns, each line after the first indented by \a indent spaces.
QString wrapped(const QString &text, int width, int indent)
{
    QStringList lines;
    QString line;
    for (const QString &word : text.split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
        const int room = width - (lines.isEmpty() ? 0 : indent);
        if (!line.isEmpty() && line.size() + 1 + word.size() > room) {
            lines << line;
            line.clear();
        }
        line += (line.isEmpty() ? QString() : L(" ")) + word;
    }
    if (!line.isEmpty())
        lines << line;
    return lines.join(L("\n") + QString(indent, QLatin1Char(' ')));
}

} // namespace

QList<CommandHelp> commandHelp()
{
    const QString kinds = CommandLine::chartKindList();
    const QString tables = CommandLine::csvTableList();
    QList<CommandHelp> commands;
    commands << CommandHelp { QString(),
        L("breakeven [PRESET]                       open the workbench window\n"
          "breakeven --screenshot OUT.png [PRESET]  render the window to a PNG and exit\n"
          "          (--hardware-fit, --hybrid, --plans, --decision, --tasks: with that tab in front;\n"
          "           --horizon: with the cumulative cost over the horizon in front)\n"
          "breakeven --language en|pt_BR|pt_PT ...  the window's language (default:\n"
          "                 BREAKEVEN_LANGUAGE, else the setting, else the system's)"),
        L("Without a command, opens the workbench window on PRESET, or on the last preset opened (the built-in "
          "default scenario the first time)."),
        { option("screenshot", "Render the window to a PNG file and exit (no display needed).", "OUT.png"),
            option("hardware-fit", "Open (or render) the window with the Hardware fit tab in front."),
            option("hybrid", "Open (or render) the window with the Hybrid plan tab in front."),
            option("decision", "Open (or render) the window with the Decision tab in front."),
            option("tasks", "Open (or render) the window with the Tasks tab in front."),
            option("horizon", "Open (or render) the window with the cumulative cost over the horizon in front."),
            option("language",
                "The window's language: English, Brazilian or European Portuguese; numbers, money and dates "
                "follow it. By default BREAKEVEN_LANGUAGE, else the language setting, else the system's. With "
                "export, the language of the exported report or chart (default: English); the other commands "
                "always print English.",
                "en|pt_BR|pt_PT"),
            option(QStringList { L("h"), L("help") },
                "Print the usage (breakeven COMMAND --help: the command's) and "
                "exit."),
            option("version", "Print the version and exit.") } };
    commands << CommandHelp { L("report"),
        L("breakeven report PRESET [--set PATH=VALUE]... [--format text|json] [--currency CODE]\n"
          "                 [--samples N [--seed S]]   (N samples of the preset's ranges)"),
        L("Evaluates the preset and prints the self-hosted costs and one line per offer: its price per output Mtok, "
          "break-even throughput and volume, and which is cheaper; then the offers whose price is more than 90 days "
          "old. PRESET \"-\" reads the preset from standard input."),
        { setOption(), option("format", "text or json.", "FORMAT", "text"),
            currencyOption("Show money in CODE besides USD (text) or instead of it (JSON)."),
            option("samples",
                "Sample the preset's ranges N times (Monte Carlo, 1 to 10000000): the odds and the "
                "P10-P90 bands.",
                "N"),
            option("seed", "Seed of the Monte Carlo generator (0 to 2^53-1).", "S", "1") } };
    commands << CommandHelp { L("validate"), L("breakeven validate PRESET"),
        L("Reads the preset and prints whether it is valid, with its name and number of offers; warnings (an "
          "untagged offer, memory that contradicts the GPU catalog) go to standard error. PRESET \"-\" reads the "
          "preset from standard input."),
        {} };
    commands << CommandHelp { L("parameters"),
        L("breakeven parameters                     list every preset field "
          "(Markdown)"),
        L("Prints every field of the preset format as a Markdown table: its path (for --set), unit, range and "
          "what it models."),
        {} };
    commands << CommandHelp { L("plans"),
        L("breakeven plans PRESET [--set PATH=VALUE]... [--top N] [--gpus H200,B300,...]\n"
          "                 [--max-nodes N] [--power-kw KW] [--budget USD] [--target-per-mtok USD]\n"
          "                 [--samples N [--seed S]] [--format text|json|csv]\n"
          "                 what would serve the preset's workload across the GPU catalog,\n"
          "                 counts and billings, cheapest feasible first (--max-nodes: 1 to\n"
          "                 1000, default 8; --samples: 0 to 100000, default 2000)"),
        L("Searches what would serve the preset's workload (its operating throughput) across the GPU catalog: "
          "every GPU with a measurement of the model, or a bandwidth-roofline estimate from measurements on another "
          "GPU (labelled \"estimated\"); GPU counts in whole replicas; and each billing the preset or the catalog "
          "prices (hourly, committed, spot, buy). Each plan is evaluated as the scenario it makes: memory fit, "
          "capacity, per-user speed, monthly total, cost per output Mtok, and P(cheaper than the cheapest offer) "
          "over the preset's ranges. Feasible plans come first, cheapest first. PRESET \"-\" reads the preset from "
          "standard input."),
        { setOption(), option("format", "text, json or csv.", "FORMAT", "text"),
            option("top", "Only the first N plans.", "N"),
            option("gpus", "Only these catalog GPUs (comma-separated).", "LIST"),
            option("max-nodes", "The most nodes a plan may use (1 to 1000).", "N", "8"),
            option("power-kw", "Power budget at the wall, kW (GPUs x TDP x PUE).", "KW"),
            option("budget",
                "Monthly budget, USD: also answers the highest per-user speed and the largest volume "
                "within it.",
                "USD"),
            option("target-per-mtok", "Most an output Mtok may cost, USD.", "USD"),
            option("samples", "Monte Carlo samples per plan shown for P(cheaper) (0 to 100000).", "N", "2000"),
            option("seed", "Seed of the Monte Carlo generator.", "S", "1") } };
    commands << CommandHelp { L("compare"),
        L("breakeven compare PRESET PRESET [PRESET]... [--format text|json|csv]\n"
          "                 [--samples N] [--seed S] [--save COMPARISON.json]\n"
          "breakeven compare COMPARISON.json [--format text|json|csv]\n"
          "                 two to eight scenarios side by side, B - A against the first"),
        L("Evaluates two to eight presets side by side, the first the baseline: each one's answer (the report's "
          "headline), monthly total, cost per output Mtok, break-evens against each enabled offer and, for a "
          "preset with ranges, how often self-hosting is feasible and cheaper over them; every figure's B - A "
          "against the baseline in money (or tok/s) and in percent; then the assumptions that differ, found field "
          "by field through the preset format, each scenario's value on its own line. A comparison file "
          "(\"format\": \"breakeven-comparison\") stands for the presets it names, relative to its own folder; "
          "--save writes one for the presets given. PRESET \"default\" is the built-in scenario, \"-\" standard "
          "input. See docs/compare.md."),
        { option("format", "text, json or csv.", "FORMAT", "text"),
            option("samples", "Monte Carlo samples per preset with ranges (1 to 100000).", "N", "20000"),
            option("seed", "Seed of the Monte Carlo generator.", "S", "1"),
            option("save", "Write a comparison file naming the presets, relative to its folder.", "COMPARISON") } };
    commands << CommandHelp { L("import-bench"),
        L("breakeven import-bench FILE... [-o PRESET] [--into PRESET] [--gpu TYPE] [--gpus N]\n"
          "                 [--keep-prefill] [--keep-overloaded] [--extrapolate]\n"
          "                 read vLLM (bench serve, bench sweep), SGLang, GuideLLM, AIPerf,\n"
          "                 GenAI-Perf or InferenceX result files (or folders of them) into a\n"
          "                 preset's decode curve, maximum and prefill rate"),
        L("Reads serving-benchmark result files (or folders of them; FILE \"-\" reads one from standard input), "
          "prints each run (model, concurrency, tokens, output tok/s, TTFT, TPOT) and writes a preset whose decode "
          "curve has one point per concurrency. A request-rate run (no --max-concurrency) gets a concurrency "
          "estimated from Little's law, and says so. --into reads the rest of the scenario from a preset and writes it "
          "back (or to -o); -o alone starts from the built-in scenario. Without either, nothing is written. See "
          "docs/benchmark-import.md."),
        { option(QStringList { L("o"), L("output") },
              "Preset to write (\"-\": to standard output, what is said about it to standard error).", "PRESET"),
            option("into", "Preset to read the rest of the scenario from (and to write, without -o).", "PRESET"),
            option("prefill-from-runs",
                "Set the prefill rate to the highest input tok/s of the runs, a lower bound (the default)."),
            option("keep-prefill", "Keep the scenario's prefill rate."),
            option("gpu", "The GPU the runs were measured on (a catalog name, e.g. MI355X).", "TYPE"),
            option("gpus", "How many GPUs served the runs.", "N"),
            option("keep-overloaded", "Use overloaded runs for the curve too (flagged either way)."),
            option(
                "extrapolate", "Keep the scenario's hardware maximum when it is above the measured throughputs.") } };
    commands << CommandHelp { L("import-prices"),
        L("breakeven import-prices FILE [--model PATTERN] [--provider NAME]...\n"
          "                 [-o PRESET | --into PRESET] [--as-of YYYY-MM-DD]\n"
          "                 API offers from LiteLLM's model_prices_and_context_window.json\n"
          "                 or a saved OpenRouter models listing (/api/v1/models)"),
        L("Reads LiteLLM's price file or a saved OpenRouter models listing (FILE \"-\" reads it from standard "
          "input), and turns the per-token prices of the entries --model names into offers per million tokens in "
          "USD: input, cached input and output, the file's name and entry as the source, its date as the as-of "
          "date. PATTERN is compared with each entry's model and key, ignoring case: an entry it equals wins, else "
          "the one entry of a provider that contains it; several and none equal is refused, listing the "
          "candidates; * and ? match several at once. Without --model, lists the priced entries. --into adds the "
          "offers to a preset (an offer of the same provider and model takes the new prices) and writes it back "
          "(or to -o); -o alone starts from the built-in scenario. See docs/price-import.md."),
        { option("model", "The entries to import: a model name, part of one, or a pattern with * and ?.", "PATTERN"),
            option("provider",
                "Only entries of this provider (LiteLLM's litellm_provider, or OpenRouter); may be "
                "repeated.",
                "NAME"),
            option(QStringList { L("o"), L("output") },
                "Preset to write (\"-\": to standard output, what is said about it to standard error).", "PRESET"),
            option("into", "Preset to add the offers to (and to write, without -o).", "PRESET"),
            option(
                "as-of", "The date the prices were saved (default: the file's modification date).", "YYYY-MM-DD") } };
    commands << CommandHelp { L("import-model"),
        L("breakeven import-model CONFIG [INDEX] [-o PRESET | --into PRESET]\n"
          "                 [--kv-dtype fp8|bf16|fp16|fp32] [--name NAME]\n"
          "                 a model's layers, attention, KV cache per token, state per\n"
          "                 sequence and weights' bytes from its Hugging Face config.json\n"
          "                 and model.safetensors.index.json"),
        L("Reads a Hugging Face config.json (the text model of a multimodal config's text_config) and, optionally, "
          "its model.safetensors.index.json (CONFIG or INDEX \"-\" reads it from standard input), and prints each "
          "figure with how it was derived: the layers and which of them attend, the attention type (GQA or MHA: 2 x "
          "layers x KV heads x head dim x bytes per token; MLA, DeepSeek-V3 and Kimi style: layers x (kv_lora_rank + "
          "qk_rope_head_dim) x bytes; hybrid linear-attention models: only the full-attention layers hold per-token "
          "KV, and the linear layers a fixed state per sequence, derived for Gated DeltaNet and otherwise named as "
          "not derived), the weights' format and bytes (the index's metadata.total_size). --into replaces the model "
          "fields of a preset (name, weights bytes, KV bytes per token, state per sequence, weights format), keeps "
          "everything else, and writes it back (or to -o); -o alone starts from the built-in scenario and needs the "
          "index. Without either, nothing is written. See docs/model-import.md."),
        { option(QStringList { L("o"), L("output") },
              "Preset to write (\"-\": to standard output, what is said about it to standard error).", "PRESET"),
            option("into", "Preset whose model fields to replace (and to write, without -o).", "PRESET"),
            option("kv-dtype",
                "The KV cache's element type: fp8, bf16, fp16 or fp32 (default: the config's torch_dtype or dtype).",
                "DTYPE"),
            option("name", "The model's name in the preset (default: the config's _name_or_path or architecture).",
                "NAME") } };
    commands << CommandHelp { L("export"),
        L("breakeven export PRESET --chart KIND -o OUT.png|.pdf|.svg\n"
          "                 [--size WxH] [--dpi N] [--page a4|letter] [--no-caption]\n"
          "                 (KIND: %1)\n"
          "breakeven export PRESET --report -o OUT.pdf [--page a4|letter]\n"
          "breakeven export --compare A.json B.json [...] --report -o OUT.pdf\n"
          "                 the comparison report: answers, overlaid charts, differing assumptions\n"
          "breakeven export PRESET --csv -o OUT.csv|- [--table NAME]\n"
          "                 every table in one file (\"-\": standard output), or only table NAME\n"
          "                 (NAME: %2)\n"
          "breakeven export PRESET --csv-dir DIR    one tidy NAME.csv per table\n"
          "                 (export also takes --set PATH=VALUE..., --currency CODE and\n"
          "                 --language en|pt_BR|pt_PT for the report's or chart's words;\n"
          "                 English by default)")
            .arg(kinds, tables),
        L("Draws with the window's own chart code, offscreen (no display needed): --chart writes a chart as PNG, "
          "PDF or SVG, --report the PDF decision report, --csv the curves' points and the tables (-o -: to "
          "standard output), --csv-dir one CSV file per table. PRESET \"-\" reads the preset from standard input."),
        { option("chart", "Export a chart: KIND is one of the usage's.", "KIND"),
            option("report", "Export the decision report (PDF)."),
            option("compare",
                "With --report: the comparison report of two to eight presets (or a comparison file), the first "
                "the baseline."),
            option("csv", "Export the curves and the tables (CSV)."),
            option("table", "With --csv: only the table NAME, one rectangular table.", "NAME"),
            option("csv-dir", "Export every table as its own CSV file into DIR.", "DIR"),
            option(QStringList { L("o"), L("output") }, "Output file (\"-\" with --csv: standard output).", "OUT"),
            option("size", "PNG/SVG size in pixels.", "WxH", "1600x1000"),
            option("dpi", "PNG resolution (30 to 2400).", "N", "150"),
            option("page", "PDF page: a4 or letter.", "PAGE", "a4"),
            currencyOption("Currency of money on the output (default: the preset's display currency)."), setOption(),
            option("no-caption", "Leave the assumptions line off an exported chart.") } };
    return commands;
}

std::optional<CommandHelp> findCommandHelp(const QString &name)
{
    for (const CommandHelp &c : commandHelp()) {
        if (c.name == name)
            return c;
    }
    return std::nullopt;
}

QList<ManSection> manSections()
{
    return {
        { L("ENVIRONMENT"),
            {
                { L("BREAKEVEN_LANGUAGE"),
                    L("The window's language (en, pt_BR or pt_PT) when --language does not give one.") },
                { L("LANGUAGE, LC_ALL, LC_MESSAGES, LANG"),
                    L("The system's language, when neither --language, BREAKEVEN_LANGUAGE nor the setting name "
                      "one. The command line prints English whatever they say.") },
                { L("BREAKEVEN_TODAY"),
                    L("A date (YYYY-MM-DD) the reports take for today: an offer whose price is more than 90 days "
                      "older is marked (\"price as of 2026-08-14, 109 days old\"). Set it to reproduce a report.") },
                { L("XDG_CONFIG_HOME"), L("Where the settings and the user's gpus.json live (default ~/.config).") },
                { L("XDG_DATA_HOME"), L("Where the user's own presets live (default ~/.local/share).") },
                { L("XDG_STATE_HOME"), L("Where the crash-recovery files live (default ~/.local/state).") },
                { L("DISPLAY, WAYLAND_DISPLAY"),
                    L("The display the window opens on; without either, the window explains and exits 1 (the "
                      "commands and --screenshot need none).") },
                { L("QT_QPA_PLATFORM"), L("Qt's platform plugin, e.g. offscreen.") },
            } },
        { L("FILES"),
            {
                { L("/usr/share/breakeven/presets/"),
                    L("The shipped presets; the window lists them under File > Presets.") },
                { L("$XDG_DATA_HOME/breakeven/presets/"),
                    L("The user's own presets (default ~/.local/share/breakeven/presets/), listed beside the "
                      "shipped ones.") },
                { L("/usr/share/breakeven/gpus.json"),
                    L("The GPU catalog (memory, MXFP4, rent and measured decode points per GPU); read before the "
                      "compiled-in copy.") },
                { L("/usr/share/breakeven/models.json"),
                    L("The model catalog (parameters, weights bytes, KV cache per token and state per sequence, with "
                      "sources); read before the compiled-in copy.") },
                { L("$XDG_CONFIG_HOME/Breakeven/Breakeven/gpus.json"),
                    L("The user's own GPU catalog: its GPUs replace shipped ones of the same name or are added.") },
                { L("$XDG_STATE_HOME/breakeven/recovery/"),
                    L("Unsaved changes kept for crash recovery (default ~/.local/state/breakeven/recovery/); "
                      "files left in the data folder by older versions are moved here.") },
            } },
        { L("EXIT STATUS"),
            {
                { L("0"), L("Success.") },
                { L("1"),
                    L("Bad input or a failed write: the preset or a value is invalid (the errors, naming the field, "
                      "go to standard error), a file cannot be read or written, or standard output cannot be "
                      "written (a full disk).") },
                { L("2"), L("Usage error: an unknown command or option, or a missing argument.") },
            } },
        { L("SEE ALSO"),
            {
                { L("/usr/share/doc/breakeven/"), L("The changelog and the copyright.") },
                { L("https://github.com/breakeven/breakeven"),
                    L("The preset format (docs/preset-format.md), the model (docs/model.md), the benchmark import "
                      "(docs/benchmark-import.md) and the model import (docs/model-import.md).") },
            } },
    };
}

void addCommandOptions(QCommandLineParser &parser, const QString &name)
{
    if (const std::optional<CommandHelp> c = findCommandHelp(name))
        parser.addOptions(c->options);
}

QString usageText()
{
    QString text = L("Usage:\n");
    for (const CommandHelp &c : commandHelp()) {
        for (const QString &line : c.usage.split(QLatin1Char('\n')))
            text += L("  ") + line + L("\n");
        if (c.name.isEmpty())
            text += L("  breakeven COMMAND --help                 a command's options\n");
    }
    text += L("  breakeven --help | --version\n"
              "\n"
              "PRESET is a preset file, \"-\" for standard input, or \"default\" for the built-in\n"
              "scenario (the articles' agent workload: Modal 8xB300, 5 input tokens per output token).\n"
              "PATH names a field of the preset, e.g. operation.throughput_tok_s,\n"
              "cost.gpu_hour, workload.cache_hit or offers.0.output.\n");
    return text;
}

QString commandHelpText(const CommandHelp &command)
{
    QString text = L("Usage:\n");
    for (const QString &line : command.usage.split(QLatin1Char('\n')))
        text += L("  ") + line + L("\n");
    for (const QString &paragraph : command.description.split(L("\n\n")))
        text += L("\n") + wrapped(paragraph, 80, 0) + L("\n");
    if (!command.options.isEmpty()) {
        text += L("\nOptions:\n");
        for (const QCommandLineOption &o : command.options) {
            QString description = o.description();
            if (!o.defaultValues().isEmpty())
                description += L(" Default: %1.").arg(o.defaultValues().join(L(", ")));
            text += L("  ") + optionTerm(o) + L("\n      ") + wrapped(description, 74, 6) + L("\n");
        }
    }
    return text;
}

bool asksForCommandHelp(const QStringList &args)
{
    if (args.size() < 3 || !findCommandHelp(args.at(1)) || args.at(1).isEmpty())
        return false;
    for (qsizetype i = 2; i < args.size(); ++i) {
        const QString &a = args.at(i);
        if (a == QLatin1String("--"))
            return false;
        if (a == QLatin1String("--help") || a == QLatin1String("-h") || a == QLatin1String("--help-all"))
            return true;
    }
    return false;
}

QString roffEscaped(const QString &text)
{
    QString s = text;
    s.replace(QLatin1Char('\\'), L("\\e"));
    s.replace(QLatin1Char('-'), L("\\-"));
    if (s.startsWith(QLatin1Char('.')) || s.startsWith(QLatin1Char('\'')))
        s.prepend(L("\\&"));
    return s;
}

QString manPage(const QString &version, const QString &date)
{
    const QList<CommandHelp> commands = commandHelp();
    QString page;
    page += L(".\\\" The Breakeven man page, generated by breakeven-manpage from app/commandhelp.cpp,\n"
              ".\\\" the source of `breakeven --help` and `breakeven COMMAND --help`: edit that, not this.\n");
    page += L(".TH BREAKEVEN 1 \"%1\" \"Breakeven %2\" \"User Commands\"\n").arg(date, roffEscaped(version));
    page += L(".SH NAME\nbreakeven \\- self-host an open-weight LLM or pay a hosted API: a break-even workbench\n");
    page += L(".SH SYNOPSIS\n.nf\n");
    for (const CommandHelp &c : commands)
        for (const QString &line : c.usage.split(QLatin1Char('\n')))
            page += roffEscaped(line) + L("\n");
    page += L("breakeven COMMAND \\-\\-help\nbreakeven \\-\\-help | \\-\\-version\n.fi\n");
    page += L(".SH DESCRIPTION\n")
        + roffEscaped(L("Breakeven computes, for every hosted API offer of a scenario, "
                        "the self-hosted cost per output token, the monthly cost, the "
                        "break-even throughput and volume, the monthly saving, and whether "
                        "the model fits the hardware."))
        + L("\n.PP\n")
        + roffEscaped(L("PRESET is a preset file (JSON, see /usr/share/breakeven/presets/), \"-\" for standard "
                        "input, or the word \"default\" for the built-in scenario. PATH names a field of the "
                        "preset (breakeven parameters lists them)."))
        + L("\n");
    page += L(".SH COMMANDS\n");
    for (const CommandHelp &c : commands) {
        page += L(".SS %1\n").arg(c.name.isEmpty() ? L("The window") : roffEscaped(c.name));
        for (const QString &paragraph : c.description.split(L("\n\n")))
            page += roffEscaped(paragraph) + L("\n.PP\n");
        if (c.options.isEmpty())
            continue;
        for (const QCommandLineOption &o : c.options) {
            QString description = o.description();
            if (!o.defaultValues().isEmpty())
                description += L(" Default: %1.").arg(o.defaultValues().join(L(", ")));
            page += L(".TP\n.B ") + roffEscaped(optionTerm(o)) + L("\n") + roffEscaped(description) + L("\n");
        }
    }
    for (const ManSection &section : manSections()) {
        page += L(".SH %1\n").arg(section.title);
        for (const auto &[term, text] : section.entries)
            page += L(".TP\n.B ") + roffEscaped(term) + L("\n") + roffEscaped(text) + L("\n");
    }
    page += L(".SH EXAMPLES\n.EX\n")
        + roffEscaped(L("breakeven report /usr/share/breakeven/presets/kimi-k31-pro-8xb300-modal.json\n"
                        "breakeven report default --set operation.throughput_tok_s=500 --format json\n"
                        "breakeven validate - < my-preset.json\n"
                        "breakeven export default --csv --table breakeven -o - | column -s, -t\n"
                        "breakeven export default --report -o decision.pdf"))
        + L("\n.EE\n");
    return page;
}

} // namespace breakeven
