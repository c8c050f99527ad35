#pragma once

/// \file scenariopanel.h
/// The left panel, generated from the parameter registry (core/parameters.h): one group per
/// ParamGroup (Operation, Workload, Hardware, Cost, Buying, Memory), each single numeric
/// parameter a slider + spin box built from its descriptor, the hardware's and the model's text
/// and yes/no fields, rent or buy, and the monthly overhead lines. The rarer parameters sit in
/// sections that open on request. All edits go through the ScenarioDocument (and so the undo
/// stack). A slider that cannot act on the answer is disabled, its tooltip saying why
/// (ParameterHelp).

#include "parameters.h"
#include "scenariodocument.h"

#include <QScrollArea>

#include <utility>
#include <vector>

class QCheckBox;
class QComboBox;
class QGroupBox;
class QLabel;
class QPushButton;
class QRadioButton;
class QTableView;
class QVBoxLayout;

namespace breakeven {

class CollapsibleSection;
class DecodePointsEditor;
class ParameterSlider;
class RegistryTableModel;
class SteadyLabel;

class ScenarioPanel : public QScrollArea {
    Q_OBJECT
public:
    explicit ScenarioPanel(ScenarioDocument *document, QWidget *parent = nullptr);

    /// The control of \a param, or nullptr for a parameter the panel does not show (a family).
    [[nodiscard]] ParameterSlider *slider(const Parameter &param) const;
    /// The control of the single parameter at \a path ("operation.utilization").
    [[nodiscard]] ParameterSlider *slider(QStringView path) const { return slider(parameter(path)); }
    /// The editor of \a field (a QLineEdit for text, a QCheckBox for a flag), or nullptr.
    [[nodiscard]] QWidget *fieldEditor(const Field &field) const;
    /// The sections that open on request (the rarer parameters), in panel order.
    [[nodiscard]] std::vector<CollapsibleSection *> sections() const { return m_sections; }

private:
    /// A slider built from \a param's descriptor.
    ParameterSlider *addSlider(QWidget *parent, const Parameter &param);
    /// A line edit or check box for \a field.
    /// The words for one choice of a choice field, for its combo box.
    [[nodiscard]] static QString choiceLabel(const Field &field, const QString &choice);
    QWidget *addFieldEditor(QWidget *parent, const Field &field);
    /// The group box of \a group with its fields and parameters.
    QGroupBox *addGroup(QWidget *parent, ParamGroup group);
    void addRentOrBuy(QGroupBox *box, QVBoxLayout *layout);
    QWidget *addGpuChooser(QWidget *parent);
    void syncGpuChooser(const Scenario &s);
    /// The Team group's check box (a team at the defaults, or none: one undo step) and its summary.
    void addTeamSwitch(QGroupBox *box, QVBoxLayout *layout);
    void syncTeam(const Scenario &s);
    QWidget *addThroughputMode(QWidget *parent);
    void syncThroughput(const Scenario &s, const Evaluation &e);
    void syncThroughputMarks(const Scenario &s);
    QGroupBox *addOverheads(QWidget *parent);
    void syncFromDocument();
    void syncOverheads();

    ScenarioDocument *m_document;
    std::vector<std::pair<const Parameter *, ParameterSlider *>> m_sliders;
    std::vector<std::pair<const Field *, QWidget *>> m_fields;
    std::vector<CollapsibleSection *> m_sections;
    /// The Hardware group's GPU chooser: the catalog's GPUs (AppGpuCatalog), then "Custom".
    QComboBox *m_gpuChoice = nullptr;
    /// The throughput-mode selector (`operation.throughput_mode`): measured or modelled.
    QComboBox *m_throughputMode = nullptr;
    /// Under the throughput: the capacity T_max, and whether the operating throughput is beyond it
    /// (measured mode) or read beyond the measured points (modelled mode); hidden without evidence.
    SteadyLabel *m_capacityNoteBox = nullptr;
    /// The Hardware group's editor of the decode curve's measured points.
    DecodePointsEditor *m_decodePoints = nullptr;
    /// Says when the scenario's GPU is a catalog GPU with other memory; hidden otherwise.
    QLabel *m_gpuWarning = nullptr;
    /// What the last GPU choice replaced or kept from the other GPU, shown while that GPU is chosen.
    QLabel *m_gpuChoiceNote = nullptr;
    QString m_gpuChoiceGpu; ///< the GPU m_gpuChoiceNote is about
    /// "Estimate from bandwidth": shown while the capacity figures are another GPU's (other-gpu); it asks
    /// for the estimate of MODEL.md section 11 (`hardware.evidence` estimated, one undo step). Disabled,
    /// with the reason in its tool tip and m_estimateProblem, when the catalog lacks what it needs.
    QPushButton *m_estimate = nullptr;
    /// Why the capacity cannot be estimated (no bandwidth in the catalog, ...); hidden otherwise.
    QLabel *m_estimateProblem = nullptr;
    /// "Size the workload from a team" (`demand.team`) and what the team asks for (demandtext.h).
    QCheckBox *m_team = nullptr;
    QLabel *m_teamSummary = nullptr;
    QRadioButton *m_rent = nullptr;
    QRadioButton *m_buy = nullptr;
    QGroupBox *m_buyGroup = nullptr;
    QGroupBox *m_billingGroup = nullptr;   ///< renting only
    QGroupBox *m_financingGroup = nullptr; ///< buying only
    QLabel *m_defaultsNote = nullptr;      ///< which fields hold the format's defaults (the preset omits them)
    /// The monthly overhead lines: a RegistryTableModel over `cost.overheads`.
    QTableView *m_overheads = nullptr;
    RegistryTableModel *m_overheadModel = nullptr;
    /// Why the last edit of an overhead line was refused; hidden when it was not.
    QLabel *m_overheadProblem = nullptr;
    QPushButton *m_addOverhead = nullptr;
    QPushButton *m_removeOverhead = nullptr;
    bool m_syncing = false;
};

} // namespace breakeven
