#pragma once

/// \file exportchartdialog.h
/// File > Export Chart...: which chart, the file (its extension picks PNG, PDF or SVG), the
/// PNG's pixel size and DPI, the PDF's page.

#include "chartexport.h"

#include <QDialog>

class QCheckBox;
class QComboBox;
class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QSpinBox;

namespace breakeven {

class ExportChartDialog : public QDialog {
    Q_OBJECT
public:
    explicit ExportChartDialog(ChartKind kind, const QString &suggestedPath, QWidget *parent = nullptr);

    [[nodiscard]] ChartKind chartKind() const;
    [[nodiscard]] QString path() const;
    [[nodiscard]] ChartExportOptions options() const;

    void setPath(const QString &path);
    void setChartKind(ChartKind kind);
    void setPixelSize(QSize size);

private:
    void browse();
    void updateState();

    QComboBox *m_chart;
    QLineEdit *m_path;
    QSpinBox *m_width;
    QSpinBox *m_height;
    QSpinBox *m_dpi;
    QComboBox *m_page;
    QCheckBox *m_caption;
    QLabel *m_hint;
    QDialogButtonBox *m_buttons;
};

} // namespace breakeven
