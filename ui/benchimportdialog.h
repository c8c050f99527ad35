#pragma once

/// \file benchimportdialog.h
/// File > Import Benchmark Results: the runs read from the chosen result files, shown for the
/// user to confirm (file, tool, model, concurrency, tokens, output tok/s, TTFT, TPOT), with the
/// warnings and the prefill lower bound. Accepting applies the decode curve to the document as one
/// undo step.

#include "benchimport.h"

#include <QDialog>

#include <optional>

class QCheckBox;
class QLabel;
class QTableWidget;

namespace breakeven {

class ScenarioDocument;

class BenchImportDialog : public QDialog {
    Q_OBJECT
public:
    /// Shows \a imported (an import that is ok()) for \a document.
    BenchImportDialog(BenchImport imported, ScenarioDocument *document, QWidget *parent = nullptr);

    [[nodiscard]] QTableWidget *runsTable() const { return m_table; }
    [[nodiscard]] QCheckBox *prefillCheck() const { return m_prefill; }
    [[nodiscard]] QLabel *warningsLabel() const { return m_warnings; }

    /// Applies the curve (and the prefill rate when checked) to the document as one undo step.
    /// Returns the reason when the scenario would not accept it (nothing changes then).
    std::optional<QString> apply();

    /// Applies \a imported to \a document as one undo step named "Import Benchmark Results";
    /// with \a setPrefill also the prefill lower bound. Returns the reason when refused.
    static std::optional<QString> apply(ScenarioDocument *document, const BenchImport &imported, bool setPrefill);

private:
    BenchImport m_imported;
    ScenarioDocument *m_document;
    QTableWidget *m_table;
    QLabel *m_warnings;
    QCheckBox *m_prefill;
};

} // namespace breakeven
