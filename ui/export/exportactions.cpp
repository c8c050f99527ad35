#include "exportactions.h"

#include "comparison.h"

#include "atomicwrite.h"
#include "charts/chartwidget.h"
#include "csvexport.h"
#include "exportchartdialog.h"
#include "filenames.h"
#include "plaintext.h"
#include "reportexport.h"
#include "scenariodocument.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QDesktopServices>
#include <QDir>
#include <QEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QGuiApplication>
#include <QLabel>
#include <QMainWindow>
#include <QMenu>
#include <QMessageBox>
#include <QPushButton>
#include <QStandardPaths>
#include <QStatusBar>
#include <QUrl>

namespace breakeven {

ExportActions::ExportActions(
    QMainWindow *window, ScenarioDocument *document, std::vector<std::pair<ChartKind, ChartWidget *>> charts)
    : QObject(window)
    , m_window(window)
    , m_document(document)
    , m_charts(std::move(charts))
    , m_error([window](const QString &message) {
        QMessageBox box(QMessageBox::Warning, ExportActions::tr("Export failed"), message, QMessageBox::Ok, window);
        plaintext::apply(box); // the message names the file, which may look like HTML
        box.exec();
    })
{
    for (const auto &[kind, chart] : m_charts) {
        chart->installEventFilter(this);
        for (QWidget *child : chart->findChildren<QWidget *>())
            child->installEventFilter(this);
    }
}

bool ExportActions::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() == QEvent::MouseButtonPress || event->type() == QEvent::FocusIn) {
        const auto *w = qobject_cast<QWidget *>(watched);
        for (const auto &[kind, chart] : m_charts) {
            if (w && (w == chart || chart->isAncestorOf(w)))
                m_current = kind;
        }
    }
    return QObject::eventFilter(watched, event);
}

void ExportActions::addFileActions(QMenu *menu)
{
    QMenu *exports = menu->addMenu(tr("&Export"));
    QAction *chart = exports->addAction(tr("&Chart..."), this, &ExportActions::exportChartDialog);
    chart->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_E));
    chart->setStatusTip(tr("Save a chart as PNG, PDF or SVG"));
    QAction *report = exports->addAction(tr("&Report (PDF)..."), this, &ExportActions::exportReportDialog);
    report->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_E));
    report->setStatusTip(tr("A one-page decision report with the verdict, charts, table and assumptions"));
    QAction *data = exports->addAction(tr("&Data (CSV)..."), this, &ExportActions::exportDataDialog);
    data->setStatusTip(tr("The curves' points and the break-even table as CSV"));
    QAction *tables = exports->addAction(
        tr("Data as &Tables (a folder of CSV files)..."), this, &ExportActions::exportTablesDialog);
    tables->setObjectName(QStringLiteral("exportTablesAction"));
    tables->setStatusTip(tr("One CSV file per table, each with one header row, and the scenario's inputs"));
}

void ExportActions::addEditActions(QMenu *menu)
{
    QAction *copy = menu->addAction(tr("Copy C&hart"), this, [this] { copyChart(); });
    copy->setShortcut(QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_C));
    copy->setStatusTip(tr("Copy the chart last clicked as an image"));
}

QString ExportActions::currency() const { return m_document->displayCurrency(); }

QString ExportActions::suggestedPath(const QString &suffix) const
{
    // The folder last exported to, else Documents, else the preset's folder, else home: the
    // first that exists (a fresh account may have no ~/Documents).
    const QString preset = m_presetPath ? m_presetPath() : QString();
    QString folder = QDir::homePath();
    for (const QString &candidate : { m_lastFolder, QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation),
             preset.isEmpty() ? QString() : QFileInfo(preset).absolutePath() }) {
        if (!candidate.isEmpty() && QFileInfo(candidate).isDir()) {
            folder = candidate;
            break;
        }
    }
    return QDir(folder).filePath(suggestedFileName(m_document->scenario().name, suffix, QStringLiteral("breakeven")));
}

void ExportActions::copyChart(QSize size)
{
    // Copies: drawing runs posted events, which may change the document.
    const Scenario scenario = m_document->scenario();
    const Evaluation evaluation = m_document->evaluation();
    const QImage image
        = renderChartImage(scenario, evaluation, currency(), m_current, size); // no caption: a picture to paste
    QGuiApplication::clipboard()->setImage(image);
}

bool ExportActions::refusesTargets(const QStringList &targets)
{
    // The open preset is never an export's target (a chart named like the preset would replace it),
    // nor is a device or a FIFO.
    for (const QString &target : targets) {
        if (const std::optional<QString> problem = writeTargetProblem(target, { m_document->filePath() })) {
            m_error(tr("cannot write \"%1\": %2").arg(target, *problem));
            return true;
        }
    }
    return false;
}

bool ExportActions::exportChartTo(const QString &path, ChartKind kind, const ChartExportOptions &options)
{
    if (refusesTargets({ path }))
        return false;
    QString error;
    const Scenario scenario = m_document->scenario();
    const Evaluation evaluation = m_document->evaluation();
    if (!exportChart(scenario, evaluation, currency(), kind, path, options, &error)) {
        m_error(error);
        return false;
    }
    announce(path);
    return true;
}

bool ExportActions::exportReportTo(const QString &path)
{
    if (refusesTargets({ path }))
        return false;
    QString error;
    const Scenario scenario = m_document->scenario();
    const Evaluation evaluation = m_document->evaluation();
    ReportOptions options;
    options.changes = changesFromSource(m_document->source(), scenario, QLocale());
    if (!exportReport(scenario, evaluation, currency(), path, options, &error)) {
        m_error(error);
        return false;
    }
    announce(path);
    return true;
}

bool ExportActions::exportDataTo(const QString &path)
{
    if (refusesTargets({ path }))
        return false;
    QString error;
    if (!writeCsvExport(m_document->scenario(), m_document->evaluation(), currency(), path, &error)) {
        m_error(error);
        return false;
    }
    announce(path);
    return true;
}

bool ExportActions::exportTablesTo(const QString &dir)
{
    if (refusesTargets(csvDirectoryFiles(dir)))
        return false;
    QString error;
    if (!writeCsvDirectory(m_document->scenario(), m_document->evaluation(), currency(), dir, &error)) {
        m_error(error);
        return false;
    }
    announce(dir);
    return true;
}

void ExportActions::announce(const QString &path)
{
    if (!m_exportedLabel) {
        // Made by the first export, so that a window that exports nothing has no status bar.
        m_exportedLabel = new QLabel(m_window);
        m_exportedLabel->setObjectName(QStringLiteral("exportedLabel"));
        m_exportedLabel->setTextFormat(Qt::PlainText); // a path is never markup
        m_exportedLabel->setTextInteractionFlags(Qt::TextSelectableByMouse);
        m_openExportFolder = new QPushButton(tr("Open &Folder"), m_window);
        m_openExportFolder->setObjectName(QStringLiteral("openExportFolder"));
        m_openExportFolder->setFlat(true);
        connect(m_openExportFolder, &QPushButton::clicked, this,
            [this] { QDesktopServices::openUrl(QUrl::fromLocalFile(m_exportedFolder)); });
        m_window->statusBar()->addWidget(m_exportedLabel, 1);
        m_window->statusBar()->addWidget(m_openExportFolder);
    }
    const QFileInfo info(path);
    m_exportedFolder = info.isDir() ? info.absoluteFilePath() : info.absolutePath();
    //: The status bar after an export; %1 is the file (or folder) written.
    m_exportedLabel->setText(tr("Wrote %1").arg(QDir::toNativeSeparators(info.absoluteFilePath())));
    m_openExportFolder->setToolTip(QDir::toNativeSeparators(m_exportedFolder));
    Q_EMIT exported(path);
}

void ExportActions::exportTablesDialog()
{
    // A folder of its own, named after the scenario, in the folder the other exports start from.
    const QString suggested = suggestedPath(QStringLiteral("csv"));
    const QString start = QFileInfo(suggested).absolutePath();
    const QString parent = QFileDialog::getExistingDirectory(m_window, tr("Export Data as Tables"), start);
    if (parent.isEmpty())
        return;
    const QString dir = QDir(parent).filePath(QFileInfo(suggested).completeBaseName());
    if (exportTablesTo(dir))
        m_lastFolder = parent;
}

void ExportActions::exportChartDialog()
{
    ExportChartDialog dialog(m_current, suggestedPath(QStringLiteral("png")), m_window);
    if (dialog.exec() != QDialog::Accepted)
        return;
    if (exportChartTo(dialog.path(), dialog.chartKind(), dialog.options()))
        m_lastFolder = QFileInfo(dialog.path()).absolutePath();
}

void ExportActions::exportReportDialog()
{
    exportToChosenFile(tr("Export Report"), QStringLiteral("pdf"), tr("PDF document (*.pdf)"),
        [this](const QString &path) { return exportReportTo(path); });
}

void ExportActions::exportDataDialog()
{
    exportToChosenFile(tr("Export Data"), QStringLiteral("csv"), tr("CSV file (*.csv)"),
        [this](const QString &path) { return exportDataTo(path); });
}

void ExportActions::exportToChosenFile(const QString &title, const QString &suffix, const QString &filter,
    const std::function<bool(const QString &)> &write)
{
    QString path = QFileDialog::getSaveFileName(m_window, title, suggestedPath(suffix), filter);
    if (path.isEmpty())
        return;
    if (QFileInfo(path).suffix().isEmpty())
        path += QLatin1Char('.') + suffix;
    if (write(path))
        m_lastFolder = QFileInfo(path).absolutePath();
}

} // namespace breakeven
