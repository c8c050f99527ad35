#pragma once

/// \file scenariopanel.h
/// The left panel: every scenario parameter as a slider + spin box, rent or buy, and the
/// monthly overhead lines. All edits go through the ScenarioDocument (and so the undo stack).
/// A slider that cannot act on the answer is disabled, its tooltip saying why (ParameterHelp).

#include "scenariodocument.h"

#include <QScrollArea>

#include <map>

class QGroupBox;
class QPushButton;
class QRadioButton;
class QTableWidget;

namespace breakeven {

class ParameterSlider;

class ScenarioPanel : public QScrollArea {
    Q_OBJECT
public:
    explicit ScenarioPanel(ScenarioDocument *document, QWidget *parent = nullptr);

    /// The control of \a param (for tests and tab order).
    [[nodiscard]] ParameterSlider *slider(Param param) const { return m_sliders.at(param); }
    [[nodiscard]] QRadioButton *rentButton() const { return m_rent; }
    [[nodiscard]] QRadioButton *buyButton() const { return m_buy; }
    [[nodiscard]] QTableWidget *overheadTable() const { return m_overheads; }
    [[nodiscard]] QPushButton *addOverheadButton() const { return m_addOverhead; }
    [[nodiscard]] QPushButton *removeOverheadButton() const { return m_removeOverhead; }

private:
    /// A slider for \a param, labelled and described by ParameterHelp.
    ParameterSlider *addSlider(QWidget *parent, Param param, double min, double max, bool logarithmic, int decimals,
        const QString &suffix, double scale = 1.0);
    void syncFromDocument();
    void syncOverheads();
    void onOverheadEdited(int row, int column);

    ScenarioDocument *m_document;
    std::map<Param, ParameterSlider *> m_sliders;
    QRadioButton *m_rent = nullptr;
    QRadioButton *m_buy = nullptr;
    QGroupBox *m_buyGroup = nullptr;
    QTableWidget *m_overheads = nullptr;
    QPushButton *m_addOverhead = nullptr;
    QPushButton *m_removeOverhead = nullptr;
    std::vector<Overhead> m_shownOverheads;
    bool m_syncing = false;
};

} // namespace breakeven
