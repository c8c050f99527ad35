#include "hardwarefitview.h"

#include "appgpucatalog.h"
#include "formatting.h"
#include "memorybar.h"
#include "parametercontrol.h"
#include "parameterslider.h"
#include "plaintext.h"
#include "scenariodocument.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QTableWidget>
#include <QVBoxLayout>

namespace breakeven {

HardwareFitView::HardwareFitView(ScenarioDocument *document, const GpuCatalog &catalog, QWidget *parent)
    : LazyView(parent)
    , m_document(document)
    , m_catalog(catalog)
{
    setObjectName(QStringLiteral("hardwareFitView"));
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(8, 6, 8, 6);
    m_summary = new QLabel(this);
    m_summary->setObjectName(QStringLiteral("fitSummary"));
    m_summary->setTextFormat(Qt::PlainText); // names the model and the GPU from the preset
    m_summary->setWordWrap(true);
    QFont bold = m_summary->font();
    bold.setBold(true);
    m_summary->setFont(bold);
    layout->addWidget(m_summary);

    m_bar = new MemoryBar(this);
    layout->addWidget(m_bar);

    auto *controls = new QHBoxLayout;
    m_context = createParameterSlider(m_document, param::contextTokens, this);
    m_concurrency = createParameterSlider(m_document, param::concurrency, this);
    // Names of their own: the panel's sliders of the same parameters keep the parameter's path.
    m_context->setObjectName(QStringLiteral("fitView.context_tokens"));
    m_concurrency->setObjectName(QStringLiteral("fitView.concurrency"));
    controls->addWidget(m_context, 3);
    controls->addSpacing(12);
    controls->addWidget(m_concurrency, 2);
    layout->addLayout(controls);

    m_table = new QTableWidget(0, ColumnCount, this);
    m_table->setObjectName(QStringLiteral("fitTable"));
    m_table->setAccessibleName(tr("Fit of the catalog's configurations"));
    m_table->setHorizontalHeaderLabels({ tr("Configuration"), tr("Installed"), tr("Fits"),
        tr("Short by / headroom (usable)"), tr("Short of the weights (raw)"), tr("GPUs for the weights alone"),
        tr("c_max"), tr("Nodes"), tr("Notes") });
    m_table->horizontalHeaderItem(GpusColumn)
        ->setToolTip(tr("GPUs whose installed memory holds the weights alone, as the articles count (\"75 RTX 4090 "
                        "to hold the weights\"), then the GPUs whose usable memory holds the weights, the KV cache, "
                        "the per-sequence state and the runtime reserve at this concurrency."));
    m_table->horizontalHeaderItem(CMaxColumn)
        ->setToolTip(tr("The most sequences of this context that fit: (usable memory - weights - runtime reserve) / "
                        "memory per sequence."));
    m_table->horizontalHeaderItem(UsableColumn)
        ->setToolTip(tr("Usable memory (installed times the usable share) against everything needed: weights, KV "
                        "cache, per-sequence state and runtime reserve."));
    m_table->horizontalHeaderItem(WeightsColumn)
        ->setToolTip(tr("Installed memory against the weights alone, as the articles count it (\"8xH200 about 433 "
                        "GB short\")."));
    setUpResultTable(m_table);
    layout->addWidget(m_table, 1);

    connect(m_document, &ScenarioDocument::valuesChanged, this, &HardwareFitView::refreshIfVisible);
    connect(m_document, &ScenarioDocument::structureChanged, this, &HardwareFitView::refreshIfVisible);
    refresh();
}

void HardwareFitView::refreshNow()
{
    const Scenario &s = m_document->scenario();
    const MemoryFit &m = m_document->evaluation().memory;
    const MemoryBreakdown b = memoryBreakdown(s, m);
    m_bar->setBreakdown(b);
    //: %1 model name, %2 GPU count, %3 GPU name (both names from the preset).
    const QString what = tr("%1 on %2 \u00d7 %3").arg(s.model.name, format::number(s.hardware.count), s.hardware.gpu);
    //: %4 the largest number of sequences that fit, %5 the context length in tokens.
    m_summary->setText(m.fits ? tr("%1: fits, %2 headroom of %3 usable; at most %4 sequences of %5 tokens.")
                                    .arg(what, MemoryBar::gb(b.usableGb - b.neededGb), MemoryBar::gb(b.usableGb),
                                        format::number(m.cMax), format::number(s.operation.contextTokens))
                              : tr("%1: does not fit, %2 short of %3 usable.")
                                    .arg(what, MemoryBar::gb(b.neededGb - b.usableGb), MemoryBar::gb(b.usableGb)));
    showParameter(m_context, param::contextTokens, s);
    showParameter(m_concurrency, param::concurrency, s);

    const std::vector<FitRow> rows = fitTable(s, m_catalog);
    m_table->setRowCount(static_cast<int>(rows.size()));
    const auto set = [this](int row, int column, const QString &text, bool right = true) {
        QTableWidgetItem *item = m_table->item(row, column);
        if (!item) {
            item = new QTableWidgetItem;
            m_table->setItem(row, column, item);
        }
        item->setText(text); // plain text: a GPU's name comes from a file
        item->setTextAlignment((right ? Qt::AlignRight : Qt::AlignLeft) | Qt::AlignVCenter);
    };
    const bool mxfp4Weights = s.model.weightsFormat.compare(QLatin1String("MXFP4"), Qt::CaseInsensitive) == 0;
    for (int r = 0; r < static_cast<int>(rows.size()); ++r) {
        const FitRow &row = rows[static_cast<std::size_t>(r)];
        const double headroom = inGigabytes(row.memory.headroom);
        //: A configuration of the fit table: a GPU count and a GPU's name from the catalog.
        set(r, ConfigurationColumn,
            tr("%1 \u00d7 %2").arg(format::number(row.configuration.count), row.configuration.gpu), false);
        if (const GpuSpec *gpu = m_catalog.find(row.configuration.gpu))
            m_table->item(r, ConfigurationColumn)->setToolTip(plaintext::toolTip(AppGpuCatalog::describe(*gpu)));
        set(r, InstalledColumn, MemoryBar::gb(inGigabytes(row.memory.installedAll)));
        set(r, FitsColumn, row.memory.fits ? tr("yes") : tr("no"), false);
        set(r, UsableColumn,
            headroom >= 0 ? tr("%1 headroom").arg(MemoryBar::gb(headroom))
                          : tr("%1 short").arg(MemoryBar::gb(-headroom)));
        const double rawShort = inGigabytes(row.memory.rawShort);
        set(r, WeightsColumn,
            rawShort <= 0 ? QStringLiteral("\u2014")
                : row.memory.weightsToInstalled >= 2
                ? tr("%1 short (weights %2\u00d7 the memory)")
                      .arg(MemoryBar::gb(rawShort), format::number(row.memory.weightsToInstalled, 1))
                : tr("%1 short").arg(MemoryBar::gb(rawShort)));
        //: %1 GPUs for the weights alone, %2 GPUs with the KV cache, state and reserve.
        set(r, GpusColumn,
            tr("%1 (%2 with KV and reserve)")
                .arg(format::number(row.memory.gpusForWeights), format::number(row.memory.gpusNeeded)));
        set(r, CMaxColumn, format::number(row.memory.cMax));
        set(r, NodesColumn, format::number(row.memory.nodes));
        QStringList notes;
        if (row.memory.replicaNodes > 1)
            notes << tr("%1 nodes: network not modelled").arg(format::number(row.memory.replicaNodes));
        if (row.memory.fits && row.memory.replicas > 1)
            //: %1 replicas, %2 GPUs each.
            notes << tr("%1 replicas of %2 GPUs")
                         .arg(format::number(row.memory.replicas), format::number(row.memory.gpusPerReplica));
        if (mxfp4Weights && !row.nativeMxfp4)
            notes << tr("runtime dequantization (no native MXFP4)");
        set(r, NotesColumn, notes.join(tr("; ")), false);
        // The scenario's own configuration stands out.
        const bool current = row.configuration.count == s.hardware.count
            && row.configuration.gpu.compare(s.hardware.gpu, Qt::CaseInsensitive) == 0;
        for (int c = 0; c < ColumnCount; ++c) {
            QFont font = m_table->font();
            font.setBold(current);
            m_table->item(r, c)->setFont(font);
        }
    }
    m_table->resizeColumnsToContents();
}

} // namespace breakeven
