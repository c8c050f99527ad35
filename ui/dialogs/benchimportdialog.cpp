#include "benchimportdialog.h"

#include "format.h"
#include "plaintext.h"
#include "presetio.h"
#include "scenariodocument.h"
#include "screenfit.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>
#include <QTableWidget>
#include <QVBoxLayout>

#include <algorithm>

namespace breakeven {

namespace {

QString number(double v, int decimals) { return format::number(v, decimals); }

/// A read-only cell; its text is plain (a QTableWidgetItem never renders HTML).
QTableWidgetItem *cell(const QString &text, bool numeric = false)
{
    auto *item = new QTableWidgetItem(text);
    item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable);
    if (numeric)
        item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
    return item;
}

} // namespace

BenchImportDialog::BenchImportDialog(BenchImport imported, ScenarioDocument *document, QWidget *parent)
    : QDialog(parent)
    , m_imported(std::move(imported))
    , m_document(document)
    , m_table(new QTableWidget(this))
    , m_warnings(new QLabel(this))
    , m_prefill(new QCheckBox(this))
    , m_gpu(new QComboBox(this))
    , m_gpuCount(new QSpinBox(this))
    , m_keepOverloaded(new QCheckBox(this))
    , m_extrapolate(new QCheckBox(this))
{
    setWindowTitle(tr("Import Benchmark Results"));
    setObjectName(QStringLiteral("benchImportDialog"));

    auto *intro = new QLabel(this);
    QStringList points;
    for (const BenchCurvePoint &p : m_imported.points)
        points << format::locale().toString(p.concurrency);
    intro->setText(
        tr("Runs read: %1. The decode curve will get one point per concurrency (%2): the output tok/s of the "
           "run at it. It replaces the curve the scenario has now, and the throughput then comes from the "
           "curve (modelled).")
            .arg(m_imported.runs.size())
            .arg(points.join(QStringLiteral(", "))));
    intro->setWordWrap(true);
    intro->setTextFormat(Qt::PlainText);

    const QStringList headers { tr("File"), tr("Tool"), tr("Model"), tr("Concurrency"), tr("Input tokens"),
        tr("Output tokens"), tr("Output tok/s"), tr("TTFT ms"), tr("TPOT ms") };
    m_table->setObjectName(QStringLiteral("benchRuns"));
    m_table->setColumnCount(static_cast<int>(headers.size()));
    m_table->setHorizontalHeaderLabels(headers);
    m_table->setRowCount(static_cast<int>(m_imported.runs.size()));
    m_table->verticalHeader()->hide();
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    const auto ms = [](const std::optional<double> &mean) { return mean ? number(*mean, 1) : tr("n/a"); };
    for (int row = 0; row < m_table->rowCount(); ++row) {
        const BenchRun &run = m_imported.runs[static_cast<std::size_t>(row)];
        const QString tool = run.toolVersion.isEmpty() ? benchToolName(run.tool)
                                                       : tr("%1 %2").arg(benchToolName(run.tool), run.toolVersion);
        m_table->setItem(row, 0, cell(run.label()));
        m_table->setItem(row, 1, cell(tool));
        m_table->setItem(row, 2, cell(run.model.isEmpty() ? tr("(not in file)") : run.model));
        // A request-rate run's concurrency is a Little's law estimate: marked, and said how in the tooltip.
        m_table->setItem(row, 3,
            cell(run.concurrencyEstimate ? tr("~%1").arg(format::locale().toString(run.concurrency))
                                         : format::locale().toString(run.concurrency),
                true));
        if (run.concurrencyEstimate)
            m_table->item(row, 3)->setToolTip(run.concurrencyEstimateText());
        // InferenceX gives rates, no token totals.
        m_table->setItem(row, 4, cell(run.totalsKnown ? number(run.inputTokens, 0) : tr("n/a"), true));
        m_table->setItem(row, 5, cell(run.totalsKnown ? number(run.outputTokens, 0) : tr("n/a"), true));
        m_table->setItem(row, 6, cell(number(run.outputTokS, 1), true));
        m_table->setItem(row, 7, cell(ms(run.meanTtftMs), true));
        m_table->setItem(row, 8, cell(ms(run.meanTpotMs), true));
        bool kept = false;
        for (const BenchCurvePoint &p : m_imported.points)
            kept = kept || p.run == static_cast<std::size_t>(row);
        if (m_imported.overloaded(static_cast<std::size_t>(row)))
            m_table->item(row, 0)->setText(tr("%1 (overloaded)").arg(run.label()));
        if (!kept) {
            for (int column = 0; column < m_table->columnCount(); ++column)
                m_table->item(row, column)->setForeground(palette().color(QPalette::Disabled, QPalette::Text));
        }
    }
    m_table->resizeColumnsToContents();
    // Long result-file names are elided in the middle (the concurrency is usually at their end);
    // the tooltip has the whole name.
    m_table->setTextElideMode(Qt::ElideMiddle);
    m_table->setColumnWidth(0, std::min(m_table->columnWidth(0), 240));
    m_table->setWordWrap(false);
    for (int row = 0; row < m_table->rowCount(); ++row)
        m_table->item(row, 0)->setToolTip(plaintext::toolTip(m_table->item(row, 0)->text()));
    m_table->horizontalHeader()->setStretchLastSection(true);
    int tableWidth = 2 * m_table->frameWidth() + 4;
    for (int column = 0; column < m_table->columnCount(); ++column)
        tableWidth += m_table->columnWidth(column);

    m_warnings->setObjectName(QStringLiteral("benchWarnings"));
    m_warnings->setTextFormat(Qt::PlainText);
    m_warnings->setWordWrap(true);
    QStringList warnings = m_imported.warnings;
    for (const BenchOverload &o : m_imported.overloads)
        warnings << o.message(m_imported.runs);
    if (!m_imported.overloads.empty())
        warnings << tr("Overloaded runs measure a queue, not the curve: they are left out unless you keep them below.");
    m_warnings->setText(warnings.join(QLatin1Char('\n')));
    m_warnings->setVisible(!warnings.isEmpty());

    const double lowerBound = m_imported.prefillLowerBound().value_or(0.0);
    m_prefill->setObjectName(QStringLiteral("benchPrefill"));
    m_prefill->setText(tr("Set the prefill rate to %1 input tok/s").arg(number(lowerBound, 0)));
    m_prefill->setChecked(true);
    m_prefill->setToolTip(tr("The highest input tok/s of the runs: the node processed that many while it also "
                             "decoded, so its prefill rate is at least that. A lower bound, not a measurement."));

    m_gpu->setObjectName(QStringLiteral("benchGpu"));
    m_gpu->addItem(tr("Unknown (keep the scenario's)"));
    for (const GpuSpec &gpu : builtInGpuCatalog().gpus)
        m_gpu->addItem(gpu.name, gpu.name);
    m_gpu->setToolTip(tr("The result files do not say which GPU ran the benchmark: choose it to apply its memory "
                         "and GPUs per node."));
    m_gpuCount->setObjectName(QStringLiteral("benchGpuCount"));
    m_gpuCount->setRange(0, maxBenchGpuCount);
    m_gpuCount->setSpecialValueText(tr("Unknown (keep the scenario's)"));
    m_keepOverloaded->setObjectName(QStringLiteral("benchKeepOverloaded"));
    m_keepOverloaded->setText(tr("Use overloaded runs for the curve too"));
    m_keepOverloaded->setEnabled(!m_imported.overloads.empty());
    m_extrapolate->setObjectName(QStringLiteral("benchExtrapolate"));
    m_extrapolate->setText(tr("Extrapolate: keep the scenario's hardware maximum above %1 tok/s, the largest measured")
                               .arg(number(m_imported.maxPointTokS(), 1)));
    auto *hardware = new QFormLayout;
    hardware->addRow(tr("GPU the runs were measured on:"), m_gpu);
    hardware->addRow(tr("GPUs that served them:"), m_gpuCount);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("Apply"));
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addWidget(m_table, 1);
    layout->addWidget(m_warnings);
    layout->addWidget(m_prefill);
    layout->addLayout(hardware);
    layout->addWidget(m_keepOverloaded);
    layout->addWidget(m_extrapolate);
    layout->addWidget(buttons);
    resizeWithinScreen(this, QSize(std::min(tableWidth + 24, 1400), 420));
}

BenchImportOptions BenchImportDialog::options() const
{
    BenchImportOptions o;
    o.setPrefill = m_prefill->isChecked();
    o.keepOverloaded = m_keepOverloaded->isChecked();
    o.extrapolate = m_extrapolate->isChecked();
    o.gpu = m_gpu->currentData().toString();
    if (m_gpuCount->value() > 0)
        o.gpuCount = m_gpuCount->value();
    return o;
}

std::optional<QString> BenchImportDialog::apply(QStringList *notes)
{
    return apply(m_document, m_imported, options(), notes);
}

std::optional<QString> BenchImportDialog::apply(
    ScenarioDocument *document, const BenchImport &imported, const BenchImportOptions &options, QStringList *notes)
{
    const BenchImport combined = options.keepOverloaded == imported.keptOverloaded
        ? imported
        : combineBenchRuns(imported.runs, options.keepOverloaded);
    const PresetResult applied
        = withBenchImport(document->scenario(), combined, options, builtInGpuCatalog(), notes, Wording::Translated);
    if (!applied.ok())
        return applied.errorText();
    //: Undo step.
    document->modify(tr("Import Benchmark Results"), [&](Scenario &s) { s = *applied.scenario; });
    return std::nullopt;
}

} // namespace breakeven
