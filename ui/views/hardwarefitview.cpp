#include "hardwarefitview.h"

#include "appgpucatalog.h"
#include "capacitytext.h"
#include "formatting.h"
#include "memorybar.h"
#include "parametercontrol.h"
#include "parameterslider.h"
#include "plaintext.h"
#include "resulttables.h"
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
    // The columns as every export words them (resulttables.h).
    const ResultTable header = fitTableHeader();
    m_table->setHorizontalHeaderLabels(header.header);
    for (int c = 0; c < ColumnCount; ++c) {
        if (!header.toolTips.value(c).isEmpty())
            m_table->horizontalHeaderItem(c)->setToolTip(header.toolTips.value(c));
    }
    setUpResultTable(m_table);
    layout->addWidget(m_table, 1);

    followResults(m_document); // drawn now, then with every change (the currency included)
}

void HardwareFitView::refreshNow()
{
    const Scenario &s = results().scenario;
    const MemoryFit &m = results().evaluation.memory;
    const MemoryBreakdown b = memoryBreakdown(s, m);
    m_bar->setBreakdown(b);
    //: %1 model name, %2 GPU count, %3 GPU name (both names from the preset).
    const QString what = tr("%1 on %2 \u00d7 %3").arg(s.model.name, format::number(s.hardware.count), s.hardware.gpu);
    // The memory check as the results area and the PDF word it (resulttables.h).
    QString summary = QStringLiteral("%1: %2 %3").arg(what, memorySentence(m), memoryDetails(m));
    // The bar and the check are at the concurrency that runs: say so where it is not the typed one.
    const CapacityResult &capacity = results().evaluation.capacity;
    if (capacity.concurrencyCappedBy != CapacityResult::Cap::None || capacity.concurrencyFromCurve)
        summary += QLatin1Char(' ') + perUserSpeedText(s, capacity, Wording::Translated) + QLatin1Char('.');
    m_summary->setText(summary);
    showParameter(m_context, param::contextTokens, s);
    showParameter(m_concurrency, param::concurrency, s);

    const std::vector<FitRow> rows = fitTable(s, m_catalog);
    m_table->setRowCount(static_cast<int>(rows.size()));
    const auto set = [this](int row, int column, const QString &text, bool right = true) {
        setResultCell(m_table, row, column, text, right); // plain text: a GPU's name comes from a file
    };
    const std::vector<bool> numeric = fitTableHeader().numeric;
    for (int r = 0; r < static_cast<int>(rows.size()); ++r) {
        const FitRow &row = rows[static_cast<std::size_t>(r)];
        const QStringList cells = fitTableRow(s, row);
        for (int c = 0; c < ColumnCount; ++c)
            set(r, c, cells.value(c), numeric[static_cast<std::size_t>(c)]);
        if (const GpuSpec *gpu = m_catalog.find(row.configuration.gpu))
            m_table->item(r, ConfigurationColumn)->setToolTip(plaintext::toolTip(AppGpuCatalog::describe(*gpu)));
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
