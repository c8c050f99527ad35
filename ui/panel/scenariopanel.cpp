#include "scenariopanel.h"

#include "gpuchoice.h"

#include "appgpucatalog.h"
#include "capacitytext.h"
#include "collapsiblesection.h"
#include "decodepointseditor.h"
#include "demandtext.h"
#include "formatting.h"
#include "hardwarefit.h"
#include "numberdelegate.h"
#include "parametercontrol.h"
#include "parameterslider.h"
#include "plaintext.h"
#include "registrytablemodel.h"
#include "roofline.h"
#include "steadylabel.h"
#include "teamdemand.h"

#include <QButtonGroup>
#include <QCheckBox>
#include <QComboBox>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QScrollBar>
#include <QSignalBlocker>
#include <QTableView>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace breakeven {

namespace {

/// Parameters most scenarios leave as they are: they sit in a section that opens on request.
bool isRare(const Parameter &p)
{
    return &p == &param::hoursPerMonth || &p == &param::requestInputTokens || &p == &param::requestOutputTokens
        || &p == &param::teamInputTokensPerTask || &p == &param::teamOutputTokensPerTask
        || &p == &param::teamReasoningTokensPerTask || &p == &param::teamWorkingDaysPerWeek
        || &p == &param::teamTimeZoneOffset;
}

/// The groups the panel shows, in order, and whether the whole group opens on request.
struct PanelGroup {
    ParamGroup group;
    bool collapsed;
};
constexpr PanelGroup panelGroups[]
    = { { ParamGroup::Operation, false }, { ParamGroup::Workload, false }, { ParamGroup::Team, false },
          { ParamGroup::Hardware, false }, { ParamGroup::Rent, false }, { ParamGroup::Buy, false },
          { ParamGroup::Staff, false }, { ParamGroup::Billing, false }, { ParamGroup::Financing, false },
          { ParamGroup::Horizon, false }, { ParamGroup::Task, false }, { ParamGroup::Memory, true } };

/// A choice field the panel edits with a combo box (the rent/buy choice has its radio buttons; the
/// GPU price's basis sits above the price it scales).
bool hasComboBox(const Field &f)
{
    return f.kind == FieldKind::Choice && f.collection == Collection::None
        && (f.group == ParamGroup::Rent || f.group == ParamGroup::Billing || f.group == ParamGroup::Task);
}

/// \a combo no wider than a dozen characters asks for: its longest choice ("Modelado: curva de
/// decodificação") would set the panel's width, and with it how much of the results a 1024-pixel
/// window shows (#33 item 2). It still grows with the panel, and its list shows each choice whole.
void narrowCombo(QComboBox *combo)
{
    combo->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    combo->setMinimumContentsLength(12);
}

} // namespace

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
    m_defaultsNote = new QLabel(content);
    m_defaultsNote->setObjectName(QStringLiteral("defaultsNote"));
    m_defaultsNote->setTextFormat(Qt::PlainText); // the note names fields, never markup
    m_defaultsNote->setWordWrap(true);
    m_defaultsNote->setFrameShape(QFrame::StyledPanel);
    m_defaultsNote->setContentsMargins(6, 4, 6, 4);
    layout->addWidget(m_defaultsNote);
    layout->setContentsMargins(8, 8, 8, 8);
    for (const PanelGroup &g : panelGroups) {
        Q_ASSERT(editedInPanel(g.group)); // the Hybrid and Decision views edit theirs
        QGroupBox *box = addGroup(content, g.group);
        if (g.group == ParamGroup::Buy)
            m_buyGroup = box;
        else if (g.group == ParamGroup::Billing)
            m_billingGroup = box;
        else if (g.group == ParamGroup::Financing)
            m_financingGroup = box;
        layout->addWidget(box);
    }
    layout->addWidget(addOverheads(content));
    layout->addStretch();
    setWidget(content);

    // Wide enough for every label, those of the closed sections included.
    for (CollapsibleSection *section : m_sections)
        section->setExpanded(true);
    setMinimumWidth(content->minimumSizeHint().width() + verticalScrollBar()->sizeHint().width() + 4);
    for (CollapsibleSection *section : m_sections)
        section->setExpanded(false);

    // The panel shows amounts in their own currencies: the display currency is not its concern.
    connect(m_document, &ScenarioDocument::valuesChanged, this, &ScenarioPanel::syncFromDocument);
    connect(m_document, &ScenarioDocument::structureChanged, this, &ScenarioPanel::syncFromDocument);
    syncFromDocument();
}

QGroupBox *ScenarioPanel::addGroup(QWidget *parent, ParamGroup group)
{
    const QString title = groupLabel(group); // the registry's title, as the reports name the group
    QString rareTitle;
    const char *name = ""; // the object names: "group.operation", "section.operation"
    switch (group) {
    case ParamGroup::Operation:
        name = "operation";
        //: A section that opens on request: the calendar the monthly figures count over.
        rareTitle = tr("Calendar");
        break;
    case ParamGroup::Workload:
        name = "workload";
        //: A section that opens on request: the example request the report prices.
        rareTitle = tr("Example request (report)");
        break;
    case ParamGroup::Hardware:
        name = "hardware";
        break;
    case ParamGroup::Rent:
        name = "cost";
        break;
    case ParamGroup::Buy:
        name = "buy";
        break;
    case ParamGroup::Memory:
        name = "memory";
        //: A section that opens on request: the model's memory and what fits.
        rareTitle = tr("Model, context and memory fit");
        break;
    case ParamGroup::Staff:
        name = "staff";
        break;
    case ParamGroup::Billing:
        name = "billing";
        break;
    case ParamGroup::Financing:
        name = "financing";
        break;
    case ParamGroup::Horizon:
        name = "horizon";
        break;
    case ParamGroup::Task:
        name = "task";
        break;
    case ParamGroup::Team:
        name = "team";
        //: A section of the Team group that opens on request: the team's task and its week.
        rareTitle = tr("Task, week and time zone");
        break;
    default:
        break;
    }
    auto *box = new QGroupBox(title, parent);
    box->setObjectName(QStringLiteral("group.") + QLatin1String(name));
    auto *boxLayout = new QVBoxLayout(box);
    const bool collapsed = std::any_of(std::begin(panelGroups), std::end(panelGroups),
        [group](const PanelGroup &g) { return g.group == group && g.collapsed; });

    CollapsibleSection *rare = nullptr;
    const auto sectionFor = [&](bool rareItem) -> std::pair<QWidget *, QVBoxLayout *> {
        if (!collapsed && !rareItem)
            return { box, boxLayout };
        if (!rare) {
            rare = new CollapsibleSection(rareTitle, box);
            rare->setObjectName(QStringLiteral("section.") + QLatin1String(name));
            m_sections.push_back(rare);
        }
        return { rare->content(), rare->contentLayout() };
    };

    if (group == findField(u"cost.mode")->group)
        addRentOrBuy(box, boxLayout);
    if (group == findField(u"hardware.gpu")->group)
        boxLayout->addWidget(addGpuChooser(box));
    if (group == ParamGroup::Team)
        addTeamSwitch(box, boxLayout);
    for (const Field &f : fields()) {
        if (f.group != group || f.collection != Collection::None
            || (f.kind != FieldKind::Text && f.kind != FieldKind::Flag && !hasComboBox(f)))
            continue;
        const auto [where, whereLayout] = sectionFor(false);
        whereLayout->addWidget(addFieldEditor(where, f));
    }
    for (const Parameter &p : parameters()) {
        if (p.group != group || p.collection != Collection::None)
            continue;
        const auto [where, whereLayout] = sectionFor(isRare(p));
        const bool throughput = &p == &param::throughput;
        if (throughput)
            whereLayout->addWidget(addThroughputMode(where));
        ParameterSlider *s = addSlider(where, p);
        whereLayout->addWidget(s);
        if (throughput) {
            // Its text changes on every step of a throughput drag (it names the typed throughput):
            // a SteadyLabel lays the panel out again only when it needs another line, and while a
            // slider is held shows a text ten times a second, on a slot of its own (mainwindow.cpp
            // gives the results' texts theirs).
            m_capacityNoteBox = new SteadyLabel(where);
            QLabel *note = m_capacityNoteBox->label();
            note->setObjectName(QStringLiteral("capacityNote"));
            note->setTextFormat(Qt::PlainText);
            note->setWordWrap(true);
            m_capacityNoteBox->setThrottlePhase(SteadyLabel::throttleMs / 8);
            connect(m_document, &ScenarioDocument::interactiveChanged, m_capacityNoteBox, &SteadyLabel::setThrottled);
            whereLayout->addWidget(m_capacityNoteBox);
        }
        if (&p == &param::utilization) {
            s->setBands({ { 0.15, 0.22, tr("15-22 %: typical enterprise GPU utilization") },
                { 0.25, 0.35, tr("25-35 %: a well-run fleet") } });
            auto *bandNote = new QLabel(tr("Marks: 15-22 % typical, 25-35 % well run"), where);
            bandNote->setEnabled(false);
            bandNote->setWordWrap(true);
            bandNote->setObjectName(QStringLiteral("utilizationBandNote"));
            whereLayout->addWidget(bandNote);
        }
    }
    if (group == ParamGroup::Hardware) {
        m_decodePoints = new DecodePointsEditor(m_document, box);
        boxLayout->addWidget(m_decodePoints);
    }
    if (rare)
        boxLayout->addWidget(rare);
    return box;
}

void ScenarioPanel::addTeamSwitch(QGroupBox *box, QVBoxLayout *layout)
{
    //: A check box: the Team group's fields fill the workload (its input per output token, the example request)
    //: and the hybrid day from a team's size, tasks and working hours.
    m_team = new QCheckBox(tr("Si&ze the workload from a team"), box);
    m_team->setObjectName(QStringLiteral("teamEnabled"));
    m_team->setToolTip(tr("The team's people, tasks and working hours give the monthly volume and the hybrid day, "
                          "and its task's tokens the workload's input per output token and the example request "
                          "(docs/model.md, \"Demand from a team\"). One step to undo. Unchecked, the workload keeps "
                          "the figures the team filled, yours to edit."));
    layout->addWidget(m_team);
    m_teamSummary = new QLabel(box);
    m_teamSummary->setObjectName(QStringLiteral("teamSummary"));
    m_teamSummary->setTextFormat(Qt::PlainText);
    m_teamSummary->setWordWrap(true);
    m_teamSummary->hide();
    layout->addWidget(m_teamSummary);
    connect(m_team, &QCheckBox::toggled, this, [this](bool on) {
        if (m_syncing || on == m_document->scenario().demand.team.has_value())
            return;
        //: Undo text of the Team group's check box.
        m_document->modify(on ? tr("Size the workload from a team") : tr("Remove the team"),
            [on](Scenario &s) { setTeam(s, on ? std::optional<Team>(Team {}) : std::nullopt); });
    });
}

void ScenarioPanel::syncTeam(const Scenario &s)
{
    m_team->setChecked(s.demand.team.has_value());
    const std::optional<QString> text = teamDemandText(s, Wording::Translated);
    m_teamSummary->setText(text.value_or(QString()));
    m_teamSummary->setVisible(text.has_value());
}

QWidget *ScenarioPanel::addThroughputMode(QWidget *parent)
{
    const Field &mode = *findField(u"operation.throughput_mode");
    auto *row = new QWidget(parent);
    auto *line = new QHBoxLayout(row);
    line->setContentsMargins(0, 2, 0, 2);
    auto *label = new QLabel(mode.label(), row);
    label->setWordWrap(true);
    label->setToolTip(mode.description());
    m_throughputMode = new QComboBox(row);
    m_throughputMode->setObjectName(mode.path());
    narrowCombo(m_throughputMode);
    m_throughputMode->setAccessibleName(mode.plainLabel());
    m_throughputMode->setToolTip(mode.description());
    //: The throughput-mode choice: the sustained throughput is the one typed below.
    m_throughputMode->addItem(tr("Measured: typed"), QStringLiteral("measured"));
    //: The throughput-mode choice: the sustained throughput comes from the decode curve.
    m_throughputMode->addItem(tr("Modelled: decode curve"), QStringLiteral("modelled"));
    label->setBuddy(m_throughputMode);
    line->addWidget(label);
    line->addWidget(m_throughputMode, 1);
    const Field *f = &mode;
    connect(m_throughputMode, &QComboBox::activated, this, [this, f](int index) {
        if (!m_syncing)
            m_document->setField(*f, m_throughputMode->itemData(index).toString());
    });
    return row;
}

void ScenarioPanel::syncThroughput(const Scenario &s, const Evaluation &e)
{
    m_throughputMode->setCurrentIndex(s.operation.throughputMode == ThroughputMode::Modelled ? 1 : 0);
    const CapacityResult &c = e.capacity;
    QStringList note;
    if (!c.evidence) {
        if (s.operation.throughputMode == ThroughputMode::Modelled) {
            //: Under the throughput slider, in modelled mode without evidence of the capacity.
            note << tr("No decode curve and no maximum throughput to model from: the typed throughput is used.");
        }
    } else {
        //: Under the throughput slider. %1 is T_max in tok/s, %2 the concurrency it is reached at.
        note << tr("Capacity T_max at this workload: %1 tok/s (at concurrency %2).")
                    .arg(format::number(c.tMax.value(), 0), format::number(c.tMaxConcurrency, 0));
        if (!c.modelled && !e.feasibility.withinCapacity) {
            //: Under the throughput slider, measured mode. %1 is the typed throughput in tok/s.
            note << tr("The typed %1 tok/s is beyond it, so no saving is claimed.")
                        .arg(format::number(s.operation.throughputTokS, 0));
        }
        if (c.concurrencyCappedBy != CapacityResult::Cap::None) // the typed concurrency is not what runs
            note << perUserSpeedText(s, c, Wording::Translated) + QLatin1Char('.');
        if (c.modelled && c.beyondMeasurements) {
            //: Under the throughput slider, modelled mode. %1 is the operating concurrency.
            note << tr("Concurrency %1 lies beyond the measured points: the curve's end value is used.")
                        .arg(format::number(c.operatingConcurrency, 0));
        }
        if (c.replicas > 1) {
            //: Under the throughput slider. %1 replicas (copies of the model), %2 GPUs each, %3 tok/s each.
            note << tr("%1 replicas of %2 GPUs, each serving on its own: %3 tok/s each.")
                        .arg(format::number(c.replicas, 0), format::number(e.memory.gpusPerReplica, 0),
                            format::number(c.tMaxPerReplica.value(), 0));
        }
    }
    if (const std::optional<QString> latency = latencyText(s, c, Wording::Translated)) {
        //: Under the throughput slider. %1 what the latency targets gave ("p90 TPOT at most 40 ms: met up to
        //: concurrency 3, between the measured runs").
        note << tr("Latency targets: %1.").arg(*latency);
    }
    if (e.memory.replicaNodes > 1) {
        //: Under the throughput slider. %1 is the number of nodes one copy of the model spans.
        note << tr("One replica spans %1 nodes: the network between them is not modelled.")
                    .arg(format::number(e.memory.replicaNodes, 0));
    }
    m_capacityNoteBox->setText(note.join(QLatin1Char(' ')));
    m_capacityNoteBox->setVisible(!note.isEmpty());
    syncThroughputMarks(s);
}

void ScenarioPanel::syncThroughputMarks(const Scenario &s)
{
    // The sources' figures as marks on the slider (MODEL.md section 10): each measured point of the
    // decode curve and the hardware's maximum are other operating points, not a range of this one.
    ParameterSlider *slider = this->slider(param::throughput);
    if (!slider)
        return;
    std::vector<ParameterSlider::Band> marks;
    for (const DecodePoint &point : s.hardware.decodePoints) {
        //: A mark on the throughput slider: a measured point of the decode curve. %1 concurrency, %2 tok/s.
        marks.push_back({ point.outputTokS, point.outputTokS,
            tr("Mark: %2 tok/s measured at concurrency %1 (a source's operating point, not a range of yours)")
                .arg(format::number(point.concurrency), format::number(point.outputTokS, 1)) });
    }
    if (s.hardware.maxThroughputTokS) {
        //: A mark on the throughput slider: the hardware's maximum throughput. %1 tok/s.
        marks.push_back({ *s.hardware.maxThroughputTokS, *s.hardware.maxThroughputTokS,
            tr("Mark: %1 tok/s, the hardware's stated maximum")
                .arg(format::number(*s.hardware.maxThroughputTokS, 0)) });
    }
    slider->setBands(std::move(marks));
}

void ScenarioPanel::addRentOrBuy(QGroupBox *box, QVBoxLayout *layout)
{
    const Field &mode = *findField(u"cost.mode");
    auto *modeRow = new QHBoxLayout;
    m_rent = new QRadioButton(tr("&Rent"), box);
    m_buy = new QRadioButton(tr("&Buy"), box);
    m_rent->setObjectName(mode.path() + QStringLiteral(".rent"));
    m_buy->setObjectName(mode.path() + QStringLiteral(".buy"));
    m_rent->setAccessibleName(tr("Rent the node"));
    m_buy->setAccessibleName(tr("Buy the node"));
    m_rent->setToolTip(mode.description());
    m_buy->setToolTip(mode.description());
    auto *group = new QButtonGroup(this);
    group->addButton(m_rent);
    group->addButton(m_buy);
    modeRow->addWidget(m_rent);
    modeRow->addWidget(m_buy);
    modeRow->addStretch();
    layout->addLayout(modeRow);
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
}

QGroupBox *ScenarioPanel::addOverheads(QWidget *parent)
{
    //: Title of the overhead lines' group.
    auto *overheads = new QGroupBox(tr("Monthly overheads"), parent);
    //: Tooltip of the overhead lines' table.
    overheads->setToolTip(tr("Monthly overheads: fixed costs a month on top of the hardware (platform engineering, "
                             "operations, network and storage, observability and security), each in its own "
                             "currency; the articles call staff the largest hidden cost."));
    auto *ovLayout = new QVBoxLayout(overheads);
    RegistryTableModel::Behaviour edits;
    edits.undoText = [](int, const QVariant &) { return tr("Edit overhead line"); };
    edits.mergeKey = [](int row, int column) { return mergekey::overheadCell(row, column); };
    m_overheadModel = new RegistryTableModel(m_document, Collection::Overheads,
        { RegistryTableModel::entry("cost.overheads[].label", tr("Line")),
            RegistryTableModel::entry(param::overheadMonthly.key), // the registry's "Per month"
            RegistryTableModel::entry("cost.overheads[].monthly.currency", tr("Currency")) },
        std::move(edits), overheads);
    m_overheads = new QTableView(overheads);
    m_overheads->setObjectName(QStringLiteral("overheadTable"));
    m_overheads->setAccessibleName(tr("Monthly overhead lines"));
    m_overheads->setModel(m_overheadModel);
    m_overheads->horizontalHeader()->setSectionResizeMode(0, QHeaderView::Stretch);
    m_overheads->verticalHeader()->hide();
    m_overheads->setMinimumHeight(90);
    m_overheads->setMaximumHeight(160);
    m_overheads->setTabKeyNavigation(false);
    m_overheads->setItemDelegateForColumn(1, new NumberDelegate(false, m_overheads));
    ovLayout->addWidget(m_overheads);
    m_overheadProblem = new QLabel(overheads);
    m_overheadProblem->setObjectName(QStringLiteral("overheadProblem"));
    m_overheadProblem->setTextFormat(Qt::PlainText); // a line's label comes from the preset or the user
    m_overheadProblem->setWordWrap(true);
    m_overheadProblem->hide();
    ovLayout->addWidget(m_overheadProblem);
    auto *ovButtons = new QHBoxLayout;
    m_addOverhead = new QPushButton(tr("&Add line"), overheads);
    m_removeOverhead = new QPushButton(tr("Remo&ve line"), overheads);
    m_addOverhead->setObjectName(QStringLiteral("overheadAdd"));
    m_removeOverhead->setObjectName(QStringLiteral("overheadRemove"));
    m_addOverhead->setAccessibleName(tr("Add an overhead line"));
    m_removeOverhead->setAccessibleName(tr("Remove the selected overhead line"));
    ovButtons->addWidget(m_addOverhead);
    ovButtons->addWidget(m_removeOverhead);
    ovButtons->addStretch();
    ovLayout->addLayout(ovButtons);

    connect(m_overheadModel, &RegistryTableModel::refused, this, [this](const QModelIndex &, const QString &problem) {
        m_overheadProblem->setText(problem); // the registry's words, under the cell just typed into
        m_overheadProblem->show();
    });
    connect(m_overheadModel, &RegistryTableModel::committed, m_overheadProblem, &QWidget::hide);
    connect(m_addOverhead, &QPushButton::clicked, this, [this] {
        m_document->modify(tr("Add overhead line"), [](Scenario &s) {
            s.cost.overheads.push_back({ tr("New line"), Money { 0.0, s.currency }, {} });
        });
        m_overheads->setCurrentIndex(m_overheadModel->index(m_overheadModel->rowCount() - 1, 0));
    });
    connect(m_removeOverhead, &QPushButton::clicked, this, [this] {
        const int row = m_overheads->currentIndex().row();
        if (row < 0 || row >= static_cast<int>(m_document->scenario().cost.overheads.size()))
            return;
        m_overheadProblem->hide();
        m_document->modify(
            tr("Remove overhead line"), [row](Scenario &s) { s.cost.overheads.erase(s.cost.overheads.begin() + row); });
    });
    return overheads;
}

ParameterSlider *ScenarioPanel::addSlider(QWidget *parent, const Parameter &param)
{
    ParameterSlider *s = createParameterSlider(m_document, param, parent);
    m_sliders.emplace_back(&param, s);
    return s;
}

QWidget *ScenarioPanel::addGpuChooser(QWidget *parent)
{
    auto *row = new QWidget(parent);
    auto *layout = new QVBoxLayout(row);
    layout->setContentsMargins(0, 2, 0, 2);
    auto *line = new QHBoxLayout;
    //: Label of the combo box that picks a GPU from the GPU catalog.
    auto *label = new QLabel(tr("GPU from &catalog"), row);
    m_gpuChoice = new QComboBox(row);
    m_gpuChoice->setObjectName(QStringLiteral("gpuChoice"));
    narrowCombo(m_gpuChoice);
    m_gpuChoice->setAccessibleName(tr("GPU from the catalog"));
    m_gpuChoice->setToolTip(tr("Choosing a GPU sets its name, memory per GPU, native MXFP4, GPUs per node and reserve "
                               "from the GPU catalog (docs/gpu-catalog.md), and its price and decode curve where the "
                               "catalog has them; figures kept from the other GPU are named below. One step to "
                               "undo. Custom: type your own."));
    label->setBuddy(m_gpuChoice);
    for (const GpuSpec &gpu : AppGpuCatalog::catalog().gpus) {
        m_gpuChoice->addItem(gpu.name, gpu.name); // a QComboBox item is plain text
        m_gpuChoice->setItemData(
            m_gpuChoice->count() - 1, plaintext::toolTip(AppGpuCatalog::describe(gpu)), Qt::ToolTipRole);
    }
    //: The GPU chooser's entry for hardware that is not (or not exactly) a catalog GPU.
    m_gpuChoice->addItem(tr("Custom"));
    line->addWidget(label);
    line->addWidget(m_gpuChoice, 1);
    layout->addLayout(line);
    m_gpuWarning = new QLabel(row);
    m_gpuWarning->setObjectName(QStringLiteral("gpuMemoryWarning"));
    m_gpuWarning->setTextFormat(Qt::PlainText); // names the GPU from a file
    m_gpuWarning->setWordWrap(true);
    m_gpuWarning->hide();
    layout->addWidget(m_gpuWarning);
    m_gpuChoiceNote = new QLabel(row);
    m_gpuChoiceNote->setObjectName(QStringLiteral("gpuChoiceNote"));
    m_gpuChoiceNote->setTextFormat(Qt::PlainText); // names GPUs and sources from the catalog
    m_gpuChoiceNote->setWordWrap(true);
    m_gpuChoiceNote->hide();
    layout->addWidget(m_gpuChoiceNote);
    // Figures of another GPU: instead of confirming them, estimate this GPU's from them (roofline.h).
    auto *estimateLine = new QHBoxLayout;
    //: Button under the GPU chooser while the capacity figures were measured on another GPU: estimates this
    //: GPU's capacity from them by the ratio of memory bandwidths (MODEL.md section 11).
    m_estimate = new QPushButton(tr("Estimate from &bandwidth"), row);
    m_estimate->setObjectName(QStringLiteral("estimateFromBandwidth"));
    m_estimate->setToolTip(tr("Estimates this GPU's decode curve from the one measured on the other GPU: the "
                              "measured throughput times the ratio of the memory bandwidths (a roofline calibrated "
                              "on the measurements, capped by compute). Always labelled estimated. One step to undo."));
    m_estimate->hide();
    estimateLine->addWidget(m_estimate);
    estimateLine->addStretch(1);
    layout->addLayout(estimateLine);
    m_estimateProblem = new QLabel(row);
    m_estimateProblem->setObjectName(QStringLiteral("estimateProblem"));
    m_estimateProblem->setTextFormat(Qt::PlainText); // names GPUs from the catalog
    m_estimateProblem->setWordWrap(true);
    m_estimateProblem->hide();
    layout->addWidget(m_estimateProblem);
    connect(m_estimate, &QPushButton::clicked, this, [this] {
        //: Undo text of the "Estimate from bandwidth" button.
        m_document->modify(tr("Estimate capacity from bandwidth"),
            [](Scenario &s) { s.hardware.evidence = EvidenceSource::Estimated; });
    });
    connect(m_gpuChoice, &QComboBox::activated, this, [this](int index) {
        if (m_syncing)
            return;
        const QString name = m_gpuChoice->itemData(index).toString();
        const GpuSpec *gpu = AppGpuCatalog::catalog().find(name);
        if (!gpu)
            return; // Custom: the fields below are the user's
        QStringList notes;
        m_document->modify(tr("Choose GPU %1").arg(gpu->name),
            [gpu, &notes](Scenario &s) { notes = chooseGpu(s, *gpu, Wording::Translated); });
        // A word on every figure replaced or kept from the other GPU: never a silent keep.
        m_gpuChoiceGpu = gpu->name;
        m_gpuChoiceNote->setText(notes.isEmpty()
                ? QString()
                //: %1 is a GPU's name, %2 the list of what changed ("price per GPU-hour ...; capacity measured on
                //: B300, not on H200 ..."). Edit > Undo is the menu command.
                : tr("Chose %1: %2. Edit > Undo restores the previous figures.").arg(gpu->name, notes.join(u"; ")));
        syncGpuChooser(m_document->scenario());
    });
    return row;
}

void ScenarioPanel::syncGpuChooser(const Scenario &s)
{
    const GpuCatalog &catalog = AppGpuCatalog::catalog();
    const GpuSpec *gpu = catalog.find(s.hardware.gpu);
    // The catalog's entry only when the scenario's figures are the catalog's.
    const bool matches = gpu && gpu->memoryGbPerGpu == s.hardware.memoryGbPerGpu
        && gpu->nativeMxfp4 == s.hardware.nativeMxfp4 && gpu->gpusPerNode == s.hardware.gpusPerNode;
    const int index = matches ? m_gpuChoice->findData(gpu->name) : m_gpuChoice->count() - 1;
    m_gpuChoice->setCurrentIndex(index);
    if (const std::optional<GpuMemoryContradiction> c = gpuMemoryContradiction(s, catalog)) {
        //: %1 is a GPU's name from the GPU catalog; %2 and %3 are memory sizes in GB.
        m_gpuWarning->setText(tr("Check the memory: the GPU catalog gives %1 %2 GB per GPU, this scenario %3 GB.")
                                  .arg(c->gpu, format::number(c->catalogGb, 0), format::number(c->scenarioGb, 0)));
        m_gpuWarning->show();
    } else {
        m_gpuWarning->hide();
    }
    // The last choice's note while its GPU is the scenario's (an undo takes it away).
    m_gpuChoiceNote->setVisible(!m_gpuChoiceNote->text().isEmpty() && sameGpu(s.hardware.gpu, m_gpuChoiceGpu));
    // Another GPU's figures: offer the estimate, or say why there can be none.
    const bool otherGpu = capacityEvidence(s) == CapacityEvidence::OtherGpu;
    Scenario asked = s;
    asked.hardware.evidence = EvidenceSource::Estimated;
    const CapacityEstimate check = checkEstimate(asked, builtInGpuCatalog());
    m_estimate->setVisible(otherGpu);
    m_estimate->setEnabled(otherGpu && check.ok());
    m_estimateProblem->setText(otherGpu && !check.ok() ? estimateProblemText(check, Wording::Translated) : QString());
    m_estimateProblem->setVisible(!m_estimateProblem->text().isEmpty());
}

QString ScenarioPanel::choiceLabel(const Field &field, const QString &choice)
{
    const QLatin1String key(field.key);
    if (key == QLatin1String("cost.billing.mode")) {
        if (choice == QLatin1String("committed"))
            return tr("Committed (term and minimum bill)");
        if (choice == QLatin1String("spot"))
            return tr("Spot (interruptible)");
        return tr("Hourly (on demand)");
    }
    if (key == QLatin1String("cost.price_per")) {
        if (choice == QLatin1String("node_hour"))
            return tr("The whole node, per hour");
        if (choice == QLatin1String("node_month"))
            return tr("The whole node, per month");
        return tr("One GPU, per hour");
    }
    if (key == QLatin1String("task.size"))
        return choice == QLatin1String("node") ? tr("The node's output per task") : tr("The request as stated");
    return choice;
}

QWidget *ScenarioPanel::addFieldEditor(QWidget *parent, const Field &field)
{
    const Field *f = &field;
    QWidget *editor = nullptr;
    if (field.kind == FieldKind::Flag) {
        auto *check = new QCheckBox(field.label(), parent);
        connect(check, &QCheckBox::toggled, this, [this, f](bool on) {
            if (!m_syncing)
                m_document->setField(*f, on ? QStringLiteral("true") : QStringLiteral("false"));
        });
        editor = check;
    } else if (field.kind == FieldKind::Choice) {
        auto *combo = new QComboBox(parent);
        narrowCombo(combo);
        combo->setAccessibleName(field.plainLabel());
        for (const QString &choice : field.choiceList())
            combo->addItem(choiceLabel(field, choice), choice);
        connect(combo, &QComboBox::activated, this, [this, f, combo](int index) {
            if (!m_syncing)
                m_document->setField(*f, combo->itemData(index).toString());
        });
        editor = combo;
    } else {
        auto *edit = new QLineEdit(parent);
        edit->setMaxLength(field.maxLength);
        edit->setAccessibleName(field.plainLabel());
        connect(edit, &QLineEdit::editingFinished, this, [this, f, edit] {
            if (m_syncing || edit->text() == f->get(m_document->scenario(), 0))
                return;
            if (m_document->setField(*f, edit->text()))
                edit->setText(f->get(m_document->scenario(), 0)); // refused: show the stored text again
        });
        editor = edit;
    }
    editor->setObjectName(field.path());
    editor->setToolTip(field.description());
    m_fields.emplace_back(f, editor);
    if (field.kind == FieldKind::Flag)
        return editor;

    // A label beside the line edit, as the sliders' labels read.
    auto *row = new QWidget(parent);
    auto *rowLayout = new QHBoxLayout(row);
    rowLayout->setContentsMargins(0, 2, 0, 2);
    auto *label = new QLabel(field.label(), row);
    label->setWordWrap(true); // as the sliders' labels: a long one wraps rather than widen the panel
    label->setBuddy(editor);
    label->setToolTip(field.description());
    editor->setParent(row);
    rowLayout->addWidget(label);
    rowLayout->addWidget(editor, 1);
    return row;
}

ParameterSlider *ScenarioPanel::slider(const Parameter &param) const
{
    const auto it = std::find_if(m_sliders.begin(), m_sliders.end(), [&](const auto &e) { return e.first == &param; });
    return it == m_sliders.end() ? nullptr : it->second;
}

QWidget *ScenarioPanel::fieldEditor(const Field &field) const
{
    const auto it = std::find_if(m_fields.begin(), m_fields.end(), [&](const auto &e) { return e.first == &field; });
    return it == m_fields.end() ? nullptr : it->second;
}

void ScenarioPanel::syncFromDocument()
{
    m_syncing = true;
    const Scenario &s = m_document->scenario();
    for (const auto &[param, slider] : m_sliders)
        showParameter(slider, *param, s, &m_document->evaluation());
    syncGpuChooser(s);
    syncTeam(s);
    syncThroughput(s, m_document->evaluation());
    for (const auto &[field, editor] : m_fields) {
        const QString value = field->get(s, 0);
        if (auto *check = qobject_cast<QCheckBox *>(editor))
            check->setChecked(value == QLatin1String("true"));
        else if (auto *combo = qobject_cast<QComboBox *>(editor))
            combo->setCurrentIndex(combo->findData(value));
        else if (auto *edit = qobject_cast<QLineEdit *>(editor); edit && edit->text() != value)
            edit->setText(value);
    }
    // Fields the preset leaves out hold the format's defaults: say so, and mark their labels.
    QStringList defaulted;
    for (const QString &path : s.unstated) {
        if (!s.isDefaulted(path))
            continue;
        if (const Parameter *p = findParameter(path))
            defaulted << p->plainLabel();
        else if (const Field *f = findField(path))
            defaulted << f->plainLabel();
    }
    //: A note above the parameters; %1 lists parameter labels.
    m_defaultsNote->setText(tr("Not stated in this preset, so the format's defaults (Kimi K3.1 Pro on B300) apply: "
                               "%1. Change them to state your own.")
                                .arg(defaulted.join(tr(", "))));
    m_defaultsNote->setVisible(!defaulted.isEmpty());
    for (const auto &[param, slider] : m_sliders) {
        QFont font = slider->label()->font();
        font.setItalic(s.isDefaulted(param->path()));
        slider->label()->setFont(font);
    }
    const bool buy = s.cost.mode == CostMode::Buy;
    m_rent->setChecked(!buy);
    m_buy->setChecked(buy);
    m_buyGroup->setVisible(buy);
    m_billingGroup->setVisible(!buy);
    m_financingGroup->setVisible(buy);
    syncOverheads();
    m_syncing = false;
}

void ScenarioPanel::syncOverheads() { m_removeOverhead->setEnabled(!m_document->scenario().cost.overheads.empty()); }

} // namespace breakeven
