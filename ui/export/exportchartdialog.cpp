#include "exportchartdialog.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>

namespace breakeven {

ExportChartDialog::ExportChartDialog(ChartKind kind, const QString &suggestedPath, QWidget *parent)
    : QDialog(parent)
    , m_chart(new QComboBox(this))
    , m_path(new QLineEdit(suggestedPath, this))
    , m_width(new QSpinBox(this))
    , m_height(new QSpinBox(this))
    , m_dpi(new QSpinBox(this))
    , m_page(new QComboBox(this))
    , m_caption(new QCheckBox(tr("Add a c&aption: scenario, date and assumptions"), this))
    , m_hint(new QLabel(this))
    , m_buttons(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this))
{
    setWindowTitle(tr("Export Chart"));
    for (const ChartKindInfo &info : chartKinds())
        m_chart->addItem(chartTitle(info.kind), QVariant::fromValue(static_cast<int>(info.kind)));
    setChartKind(kind);
    m_chart->setAccessibleName(tr("Chart to export"));

    auto *browse = new QPushButton(tr("&Browse..."), this);
    connect(browse, &QPushButton::clicked, this, &ExportChartDialog::browse);
    m_path->setAccessibleName(tr("File name"));
    auto *fileRow = new QHBoxLayout;
    fileRow->addWidget(m_path, 1);
    fileRow->addWidget(browse);

    for (QSpinBox *box : { m_width, m_height }) {
        box->setRange(minExportPixels, maxExportPixels);
        //: Spin box suffix, with its leading space: pixels.
        box->setSuffix(tr(" px"));
    }
    m_width->setValue(1600);
    m_height->setValue(1000);
    m_width->setAccessibleName(tr("Width in pixels"));
    m_height->setAccessibleName(tr("Height in pixels"));
    auto *sizeRow = new QHBoxLayout;
    sizeRow->addWidget(m_width);
    //: Between the width and the height: 1600 × 1000.
    sizeRow->addWidget(new QLabel(tr("×"), this));
    sizeRow->addWidget(m_height);
    m_dpi->setRange(30, 2400);
    m_dpi->setValue(150);
    //: Spin box suffix, with its leading space: dots per inch.
    m_dpi->setSuffix(tr(" DPI"));
    m_dpi->setAccessibleName(tr("Resolution"));
    m_page->addItem(tr("A4, landscape"), QVariant::fromValue(static_cast<int>(QPageSize::A4)));
    m_page->addItem(tr("Letter, landscape"), QVariant::fromValue(static_cast<int>(QPageSize::Letter)));
    m_page->setAccessibleName(tr("Page size"));
    m_hint->setWordWrap(true);

    m_caption->setChecked(true);
    m_caption->setToolTip(tr("A line under the chart with the scenario's name, the date and the assumptions "
                             "(throughput, utilization, r, h, GPU price)"));

    // Rows whose field is a layout get their labels here: QFormLayout gives a layout's label no
    // buddy, so its "&" would show literally.
    const auto label = [this](const QString &text, QWidget *buddy) {
        auto *l = new QLabel(text, this);
        l->setBuddy(buddy);
        return l;
    };
    auto *form = new QFormLayout(this);
    form->addRow(tr("&Chart:"), m_chart);
    form->addRow(label(tr("&File:"), m_path), fileRow);
    form->addRow(label(tr("&Size (PNG, SVG):"), m_width), sizeRow);
    form->addRow(tr("&Resolution (PNG):"), m_dpi);
    form->addRow(tr("&Page (PDF):"), m_page);
    form->addRow(QString(), m_caption);
    form->addRow(m_hint);
    form->addRow(m_buttons);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_path, &QLineEdit::textChanged, this, &ExportChartDialog::updateState);
    updateState();
}

ChartKind ExportChartDialog::chartKind() const { return static_cast<ChartKind>(m_chart->currentData().toInt()); }

QString ExportChartDialog::path() const { return m_path->text().trimmed(); }

ChartExportOptions ExportChartDialog::options() const
{
    ChartExportOptions o;
    o.pixelSize = QSize(m_width->value(), m_height->value());
    o.dpi = m_dpi->value();
    o.page = static_cast<QPageSize::PageSizeId>(m_page->currentData().toInt());
    o.caption = m_caption->isChecked();
    return o;
}

void ExportChartDialog::setPath(const QString &path) { m_path->setText(path); }

void ExportChartDialog::setChartKind(ChartKind kind)
{
    m_chart->setCurrentIndex(m_chart->findData(QVariant::fromValue(static_cast<int>(kind))));
}

void ExportChartDialog::setPixelSize(QSize size)
{
    m_width->setValue(size.width());
    m_height->setValue(size.height());
}

void ExportChartDialog::browse()
{
    const QString chosen = QFileDialog::getSaveFileName(
        this, tr("Export Chart"), path(), tr("PNG image (*.png);;PDF document (*.pdf);;SVG drawing (*.svg)"));
    if (!chosen.isEmpty())
        m_path->setText(chosen);
}

void ExportChartDialog::updateState()
{
    const std::optional<ExportFormat> format = exportFormatForPath(path());
    const bool valid = format && *format != ExportFormat::Csv;
    m_width->setEnabled(!format || *format != ExportFormat::Pdf);
    m_height->setEnabled(!format || *format != ExportFormat::Pdf);
    m_dpi->setEnabled(!format || *format == ExportFormat::Png);
    m_page->setEnabled(!format || *format == ExportFormat::Pdf);
    m_hint->setText(valid ? QString() : tr("Name the file .png, .pdf or .svg; the extension picks the format."));
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(valid);
}

} // namespace breakeven
