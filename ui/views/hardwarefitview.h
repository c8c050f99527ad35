#pragma once

/// \file hardwarefitview.h
/// The "Hardware fit" view (MODEL.md section 3): the scenario's memory as a stacked bar against
/// the usable and installed memory, the context-length and concurrency controls (which edit the
/// document, undoably), and the fit of every configuration of the GPU catalog (fitTable()).

#include "hardwarefit.h"
#include "resulttables.h"

#include "lazyview.h"

class QLabel;
class QTableWidget;

namespace breakeven {

class MemoryBar;
class ParameterSlider;
class ScenarioDocument;

class HardwareFitView : public LazyView {
    Q_OBJECT
public:
    /// The table's columns: resulttables.h's FitColumn, which words them for every export too.
    enum Column {
        ConfigurationColumn = static_cast<int>(FitColumn::Configuration),
        InstalledColumn = static_cast<int>(FitColumn::Installed),
        FitsColumn = static_cast<int>(FitColumn::Fits),
        UsableColumn = static_cast<int>(FitColumn::Usable),
        WeightsColumn = static_cast<int>(FitColumn::Weights),
        GpusColumn = static_cast<int>(FitColumn::Gpus),
        CMaxColumn = static_cast<int>(FitColumn::CMax),
        NodesColumn = static_cast<int>(FitColumn::Nodes),
        NotesColumn = static_cast<int>(FitColumn::Notes),
        ColumnCount = static_cast<int>(FitColumn::Count)
    };

    HardwareFitView(ScenarioDocument *document, const GpuCatalog &catalog, QWidget *parent = nullptr);

protected:
    void refreshNow() override;

private:
    ScenarioDocument *m_document;
    const GpuCatalog &m_catalog;
    QLabel *m_summary;
    MemoryBar *m_bar;
    ParameterSlider *m_context;
    ParameterSlider *m_concurrency;
    QTableWidget *m_table;
};

} // namespace breakeven
