#pragma once

/// \file exportactions.h
/// The window's export actions: File > Export Chart..., Export Report..., Export Data...,
/// and Edit > Copy Chart. Exports show what is on screen: the document's scenario, in its
/// display currency, drawn by the same chart code.

#include "chartexport.h"

#include <QObject>

#include <functional>
#include <utility>
#include <vector>

class QAction;
class QLabel;
class QMainWindow;
class QMenu;
class QPushButton;
class QWidget;

namespace breakeven {

class ChartWidget;

class ScenarioDocument;

class ExportActions : public QObject {
    Q_OBJECT
public:
    /// \a charts are the window's chart widgets (one per kind of the registry): the one last
    /// clicked, focused or brought to the front is the "current" chart that Copy Chart and Export
    /// Chart start from.
    ExportActions(
        QMainWindow *window, ScenarioDocument *document, std::vector<std::pair<ChartKind, ChartWidget *>> charts);

    void addFileActions(QMenu *menu);
    void addEditActions(QMenu *menu);

    [[nodiscard]] ChartKind currentChart() const { return m_current; }
    void setCurrentChart(ChartKind kind) { m_current = kind; }

    /// Puts the current chart, as an image of \a size pixels, on the clipboard.
    void copyChart(QSize size = { 1600, 1000 });

    /// The exports behind the actions, without dialogs (for tests and scripts). Each returns
    /// false and reports through the error handler when it fails.
    bool exportChartTo(const QString &path, ChartKind kind, const ChartExportOptions &options);
    bool exportReportTo(const QString &path);
    bool exportDataTo(const QString &path);
    /// Every CSV table as its own file (csvexport.h's writeCsvDirectory()) in the folder \a dir.
    bool exportTablesTo(const QString &dir);

    /// Where the export dialogs start: the folder last exported to, else ~/Documents, else the
    /// preset's folder, else home (the first that exists), and the scenario's name as one
    /// slug (filenames.h) with \a suffix.
    [[nodiscard]] QString suggestedPath(const QString &suffix) const;
    /// The open preset's path (empty: untitled), for suggestedPath().
    void setPresetPath(std::function<QString()> path) { m_presetPath = std::move(path); }

    /// After a successful export: the status bar says where it wrote ("Wrote /path/report.pdf") with
    /// an "Open Folder" button beside it (#33 item 3), and exported() is emitted.
    void announce(const QString &path);

    /// Shows errors; a QMessageBox by default, replaceable in tests.
    void setErrorHandler(std::function<void(const QString &)> handler) { m_error = std::move(handler); }

Q_SIGNALS:
    /// An export wrote \a path (a file, or the folder of the CSV tables).
    void exported(const QString &path);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void exportChartDialog();
    void exportReportDialog();
    void exportDataDialog();
    /// Asks for a folder and writes the tables into a subfolder named after the scenario.
    void exportTablesDialog();
    /// Asks for a file (adding \a suffix when the name has none) and writes it with \a write.
    void exportToChosenFile(const QString &title, const QString &suffix, const QString &filter,
        const std::function<bool(const QString &)> &write);
    [[nodiscard]] QString currency() const;

    QMainWindow *m_window;
    ScenarioDocument *m_document;
    std::vector<std::pair<ChartKind, ChartWidget *>> m_charts;
    ChartKind m_current = ChartKind::Cost;
    std::function<void(const QString &)> m_error;

    /// Whether one of \a targets may not be written (writeTargetProblem() against the open preset);
    /// the reason then goes to the error handler.
    bool refusesTargets(const QStringList &targets);
    QString m_lastFolder;
    std::function<QString()> m_presetPath;
    QLabel *m_exportedLabel = nullptr; ///< the status bar's "Wrote ...", made by the first export
    QPushButton *m_openExportFolder = nullptr;
    QString m_exportedFolder; ///< what "Open Folder" opens
};

} // namespace breakeven
