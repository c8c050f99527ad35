#pragma once

/// \file tasksview.h
/// The "Tasks" view (issue #12): the task both sides are priced per, defined once (its tokens per
/// attempt, from the request or from the node, the acceptance on each side, the minutes per task on
/// the node), and for every offer the API's cost per accepted task against the node's, the break-even
/// in tasks per month today and over the horizon. Its controls are the registry's (parametercontrol.h).

#include "lazyview.h"

#include <utility>
#include <vector>

class QComboBox;
class QLabel;
class QTableWidget;

namespace breakeven {

class ParameterSlider;
class ScenarioDocument;
struct Parameter;

class TasksView : public LazyView {
    Q_OBJECT
public:
    /// The table's columns.
    enum Column {
        OfferColumn,
        AttemptColumn,
        ApiTaskColumn,
        SelfTaskColumn,
        CheaperColumn,
        BreakevenColumn,
        HorizonColumn,
        ColumnCount
    };

    explicit TasksView(ScenarioDocument *document, QWidget *parent = nullptr);

protected:
    void refreshNow() override;

private:
    ScenarioDocument *m_document;
    QLabel *m_summary;
    QLabel *m_selfHost;
    QLabel *m_note;
    QComboBox *m_size;
    std::vector<std::pair<const Parameter *, ParameterSlider *>> m_sliders;
    QTableWidget *m_table;
};

} // namespace breakeven
