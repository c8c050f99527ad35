#include "scenariopanel.h"

#include "numberdelegate.h"
#include "parameterhelp.h"
#include "parameterslider.h"

#include <QButtonGroup>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QRadioButton>
#include <QScrollBar>
#include <QSignalBlocker>
#include <QTableWidget>
#include <QVBoxLayout>

#include <cmath>

namespace breakeven {

ScenarioPanel::ScenarioPanel(ScenarioDocument *document, QWidget *parent)
    : QScrollArea(parent)
    , m_document(document)
{
    setObjectName(QStringLiteral("scenarioPanel"));
    setAccessibleName(tr("Scenario parameters"));
    setWidgetResizable(true);
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setFrameShape(QFrame::NoFrame);

    auto *content = new QWidget;
    auto *layout = new QVBoxLayout(content);
    layout->setContentsMargins(8, 8, 8, 8);

    auto *operation = new QGroupBox(tr("Operation"), content);
    auto *opLayout = new QVBoxLayout(operation);
    ParameterSlider *throughput = addSlider(operation, Param::Throughput, 1.0, 20000.0, true, 1, tr(" tok/s"));
    ParameterSlider *util = addSlider(operation, Param::Utilization, 0.0, 1.0, false, 1, tr(" %"), 100.0);
    util->setBands({ { 0.15, 0.22, tr("15-22 %: typical enterprise GPU utilization") },
        { 0.25, 0.35, tr("25-35 %: a well-run fleet") } });
    auto *bandNote = new QLabel(tr("Marks: 15-22 % typical, 25-35 % well run"), operation);
    bandNote->setEnabled(false);
    bandNote->setWordWrap(true);
    bandNote->setObjectName(QStringLiteral("utilizationBandNote"));
    opLayout->addWidget(util);
    opLayout->addWidget(bandNote);
    opLayout->insertWidget(0, throughput);
    opLayout->addWidget(addSlider(operation, Param::HoursPerDay, 0.5, 24.0, false, 1, tr(" h")));
    layout->addWidget(operation);

    auto *workload = new QGroupBox(tr("Workload"), content);
    auto *wlLayout = new QVBoxLayout(workload);
    wlLayout->addWidget(addSlider(workload, Param::InputPerOutput, 0.0, 50.0, false, 1, QString()));
    wlLayout->addWidget(addSlider(workload, Param::CacheHit, 0.0, 1.0, false, 1, tr(" %"), 100.0));
    layout->addWidget(workload);

    auto *hardware = new QGroupBox(tr("Hardware and cost"), content);
    auto *hwLayout = new QVBoxLayout(hardware);
    auto *modeRow = new QHBoxLayout;
    m_rent = new QRadioButton(tr("&Rent"), hardware);
    m_buy = new QRadioButton(tr("&Buy"), hardware);
    m_rent->setAccessibleName(tr("Rent the node"));
    m_buy->setAccessibleName(tr("Buy the node"));
    m_rent->setToolTip(ParameterHelp::description(QStringLiteral("cost.mode")));
    m_buy->setToolTip(m_rent->toolTip());
    auto *group = new QButtonGroup(this);
    group->addButton(m_rent);
    group->addButton(m_buy);
    modeRow->addWidget(m_rent);
    modeRow->addWidget(m_buy);
    modeRow->addStretch();
    hwLayout->addLayout(modeRow);
    hwLayout->addWidget(addSlider(hardware, Param::GpuCount, 1.0, 64.0, false, 0, QString()));
    hwLayout->addWidget(addSlider(hardware, Param::GpuHour, 0.1, 100.0, true, 3, QString()));
    hwLayout->addWidget(addSlider(hardware, Param::Redundancy, 1.0, 4.0, false, 2, tr(" x")));

    m_buyGroup = new QGroupBox(tr("Buying"), hardware);
    auto *buyLayout = new QVBoxLayout(m_buyGroup);
    buyLayout->addWidget(addSlider(m_buyGroup, Param::Capex, 1e4, 1e9, true, 0, QString()));
    buyLayout->addWidget(addSlider(m_buyGroup, Param::Years, 0.5, 10.0, false, 1, tr(" years")));
    buyLayout->addWidget(addSlider(m_buyGroup, Param::PowerKw, 0.0, 100.0, false, 1, tr(" kW")));
    buyLayout->addWidget(addSlider(m_buyGroup, Param::Pue, 1.0, 3.0, false, 2, QString()));
    buyLayout->addWidget(addSlider(m_buyGroup, Param::Tariff, 0.0, 5.0, false, 3, QString()));
    hwLayout->addWidget(m_buyGroup);
    layout->addWidget(hardware);

    auto *overheads = new QGroupBox(ParameterHelp::label(QStringLiteral("cost.overheads")), content);
    overheads->setToolTip(ParameterHelp::description(QStringLiteral("cost.overheads")));
    auto *ovLayout = new QVBoxLayout(overheads);
    m_overheads = new QTableWidget(0, 3, overheads);
    m_overheads->setObjectName(QStringLiteral("overheadTable"));
    m_overheads->setAccessibleName(tr("Monthly overhead lines"));
    m_overheads->setHorizontalHeaderLabels({ tr("Line"), tr("Per month"), tr("Currency") });
    m_overheads->horizontalHeader()->setSectionResizeMode(0, QHeaderView::Stretch);
    m_overheads->verticalHeader()->hide();
    m_overheads->setMinimumHeight(90);
    m_overheads->setMaximumHeight(160);
    m_overheads->setTabKeyNavigation(false);
    m_overheads->setItemDelegateForColumn(1, new NumberDelegate(false, m_overheads));
    ovLayout->addWidget(m_overheads);
    auto *ovButtons = new QHBoxLayout;
    m_addOverhead = new QPushButton(tr("&Add line"), overheads);
    m_removeOverhead = new QPushButton(tr("Remo&ve line"), overheads);
    m_addOverhead->setAccessibleName(tr("Add an overhead line"));
    m_removeOverhead->setAccessibleName(tr("Remove the selected overhead line"));
    ovButtons->addWidget(m_addOverhead);
    ovButtons->addWidget(m_removeOverhead);
    ovButtons->addStretch();
    ovLayout->addLayout(ovButtons);
    layout->addWidget(overheads);
    layout->addStretch();
    setWidget(content);
    setMinimumWidth(content->minimumSizeHint().width() + verticalScrollBar()->sizeHint().width() + 4);

    connect(m_rent, &QRadioButton::toggled, this, [this](bool on) {
        if (m_syncing || !on)
            return;
        m_document->modify(tr("Rent the node"), [](Scenario &s) { s.cost.mode = CostMode::Rent; });
    });
    connect(m_buy, &QRadioButton::toggled, this, [this](bool on) {
        if (m_syncing || !on)
            return;
        m_document->modify(tr("Buy the node"), [](Scenario &s) { s.cost.mode = CostMode::Buy; });
    });
    connect(m_overheads, &QTableWidget::cellChanged, this, &ScenarioPanel::onOverheadEdited);
    connect(m_addOverhead, &QPushButton::clicked, this, [this] {
        m_document->modify(tr("Add overhead line"), [](Scenario &s) {
            s.cost.overheads.push_back({ tr("New line"), Money { 0.0, s.currency }, {} });
        });
        m_overheads->setCurrentCell(m_overheads->rowCount() - 1, 0);
    });
    connect(m_removeOverhead, &QPushButton::clicked, this, [this] {
        const int row = m_overheads->currentRow();
        if (row < 0 || row >= static_cast<int>(m_document->scenario().cost.overheads.size()))
            return;
        m_document->modify(
            tr("Remove overhead line"), [row](Scenario &s) { s.cost.overheads.erase(s.cost.overheads.begin() + row); });
    });
    // The panel shows amounts in their own currencies: the display currency is not its concern.
    connect(m_document, &ScenarioDocument::valuesChanged, this, &ScenarioPanel::syncFromDocument);
    connect(m_document, &ScenarioDocument::structureChanged, this, &ScenarioPanel::syncFromDocument);
    syncFromDocument();
}

ParameterSlider *ScenarioPanel::addSlider(QWidget *parent, Param param, double min, double max, bool logarithmic,
    int decimals, const QString &suffix, double scale)
{
    auto *s = new ParameterSlider(ParameterHelp::label(param), min, max,
        logarithmic ? ParameterSlider::Mapping::Logarithmic : ParameterSlider::Mapping::Linear, parent);
    s->setObjectName(paramPath(param));
    s->setDescription(ParameterHelp::description(param));
    s->setDisplayScale(scale);
    s->setDecimals(decimals);
    s->setSuffix(suffix);
    s->setSingleStep(decimals <= 1 ? 1.0 : std::pow(10.0, 1 - decimals));
    connect(s, &ParameterSlider::valueEdited, this, [this, param](double v) {
        if (!m_syncing)
            m_document->setValue(param, v);
    });
    connect(s, &ParameterSlider::sliderPressed, this, [this] { m_document->setInteractive(true); });
    connect(s, &ParameterSlider::sliderReleased, this, [this] { m_document->setInteractive(false); });
    m_sliders[param] = s;
    return s;
}

void ScenarioPanel::syncFromDocument()
{
    m_syncing = true;
    const Scenario &s = m_document->scenario();
    for (auto &[param, slider] : m_sliders) {
        slider->setValue(paramValue(s, param));
        slider->setInactiveReason(ParameterHelp::inactiveReason(param, s));
    }
    const auto money
        = [](const QString &currency, const QString &per) { return QStringLiteral(" %1%2").arg(currency, per); };
    m_sliders.at(Param::GpuHour)->setSuffix(money(s.cost.gpuHour.currency, QString()));
    m_sliders.at(Param::Capex)->setSuffix(money(s.cost.buy.capex.currency, QString()));
    m_sliders.at(Param::Tariff)->setSuffix(money(s.cost.buy.tariffPerKwh.currency, tr("/kWh")));
    const bool buy = s.cost.mode == CostMode::Buy;
    m_rent->setChecked(!buy);
    m_buy->setChecked(buy);
    m_buyGroup->setVisible(buy);
    syncOverheads();
    m_syncing = false;
}

void ScenarioPanel::syncOverheads()
{
    const std::vector<Overhead> &lines = m_document->scenario().cost.overheads;
    if (lines == m_shownOverheads)
        return;
    m_shownOverheads = lines;
    const QSignalBlocker blocker(m_overheads);
    const int current = m_overheads->currentRow();
    m_overheads->setRowCount(static_cast<int>(lines.size()));
    // Items are updated in place: this runs while a cell's editor commits, and replacing the
    // item under an open editor made the view warn "closeEditor called with an editor that
    // does not belong to this view".
    const auto set = [this](int row, int column, const QVariant &value) {
        QTableWidgetItem *item = m_overheads->item(row, column);
        if (!item) {
            item = new QTableWidgetItem;
            if (column == 1)
                item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            m_overheads->setItem(row, column, item);
        }
        if (item->data(Qt::EditRole) != value)
            item->setData(Qt::EditRole, value);
    };
    for (int row = 0; row < static_cast<int>(lines.size()); ++row) {
        const Overhead &o = lines[static_cast<std::size_t>(row)];
        set(row, 0, o.label);
        set(row, 1, o.monthly.amount);
        set(row, 2, o.monthly.currency);
    }
    // Only when the rows changed under it: moving the current cell closes an open editor.
    if (current >= 0 && current < m_overheads->rowCount() && m_overheads->currentRow() != current)
        m_overheads->setCurrentCell(current, 0);
    m_removeOverhead->setEnabled(!lines.empty());
}

void ScenarioPanel::onOverheadEdited(int row, int column)
{
    if (m_syncing)
        return;
    const QTableWidgetItem *item = m_overheads->item(row, column);
    if (!item)
        return;
    const QString text = item->text().trimmed();
    bool valid = true;
    m_document->modify(
        tr("Edit overhead line"),
        [&](Scenario &s) {
            if (row >= static_cast<int>(s.cost.overheads.size()))
                return;
            Overhead &o = s.cost.overheads[static_cast<std::size_t>(row)];
            if (column == 0) {
                o.label = text;
            } else if (column == 1) {
                if (const std::optional<double> v = NumberDelegate::cellValue(item->data(Qt::EditRole)))
                    o.monthly.amount = *v;
                else
                    valid = false;
            } else if (s.fxRate(text.toUpper())) {
                o.monthly.currency = text.toUpper();
            } else {
                valid = false;
            }
        },
        mergekey::overheadCell(row, column));
    if (!valid) {
        m_shownOverheads.clear(); // show the stored value again
        syncOverheads();
    }
}

} // namespace breakeven
