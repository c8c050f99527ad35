#pragma once

/// \file benchimportdialog.h
/// File > Import Benchmark Results: the runs read from the chosen result files, shown for the
/// user to confirm (file, tool, model, concurrency, tokens, output tok/s, TTFT, TPOT), with the
/// warnings (overloaded runs named, with the rule they break), the prefill lower bound, the GPU the
/// runs were measured on (unknown unless chosen) and the options of BenchImportOptions. Accepting
/// applies what the runs measured to the document as one undo step.

#include "benchimport.h"

#include <QDialog>

#include <optional>

class QCheckBox;
class QComboBox;
class QLabel;
class QSpinBox;
class QTableWidget;

namespace breakeven {

class ScenarioDocument;

class BenchImportDialog : public QDialog {
    Q_OBJECT
public:
    /// Shows \a imported (an import that is ok()) for \a document.
    BenchImportDialog(BenchImport imported, ScenarioDocument *document, QWidget *parent = nullptr);

    /// The options the dialog's controls give.
    [[nodiscard]] BenchImportOptions options() const;

    /// Applies the curve, the hardware maximum, the prefill rate (when checked) and the GPU (when
    /// chosen) to the document as one undo step. Returns the reason when the scenario would not
    /// accept it (nothing changes then). \a notes, if given, receives what choosing the GPU did to
    /// the prices (chooseGpuAndPrices(), translated).
    std::optional<QString> apply(QStringList *notes = nullptr);

    /// Applies \a imported to \a document as one undo step named "Import Benchmark Results", as
    /// withBenchImport() with \a options (the curve is combined again when options.keepOverloaded
    /// differs from the import's). Returns the reason when refused.
    static std::optional<QString> apply(ScenarioDocument *document, const BenchImport &imported,
        const BenchImportOptions &options, QStringList *notes = nullptr);

private:
    BenchImport m_imported;
    ScenarioDocument *m_document;
    QTableWidget *m_table;
    QLabel *m_warnings;
    QCheckBox *m_prefill;
    QComboBox *m_gpu;
    QSpinBox *m_gpuCount;
    QCheckBox *m_keepOverloaded;
    QCheckBox *m_extrapolate;
};

} // namespace breakeven
