#pragma once

/// \file fileactions.h
/// The File and Edit menus' preset entries: New, Presets, Open..., Open Recent, Save, Save As...,
/// Revert, Properties..., Import Benchmark Results..., Copy Preset, Paste Preset (and plain Ctrl+V outside text
/// fields). Each runs one of PresetSession's file operations; Revert is enabled while the document has unsaved changes.

#include <QObject>
#include <QStringList>

class QAction;
class QMenu;
class QWidget;

namespace breakeven {

class PresetSession;
class ScenarioDocument;

class FileActions : public QObject {
    Q_OBJECT
public:
    /// Actions on \a session's operations for \a window (their parent); \a document (which
    /// outlives them) enables Revert.
    FileActions(PresetSession *session, ScenarioDocument *document, QWidget *window);

    /// The File menu's entries: New, Presets, Open..., Open Recent, Save, Save As..., Revert,
    /// Properties..., Import Benchmark Results..., Import Model....
    void addFileActions(QMenu *file);
    /// The Edit menu's entries: Copy Preset, Paste Preset.
    void addEditActions(QMenu *edit);

    /// Reads \a paths (result files or folders), shows what they hold for the user to confirm and
    /// applies the curve as one undo step; shows the errors instead when a file is broken.
    void importBenchmarkFiles(const QStringList &paths);
    /// Reads a Hugging Face `config.json` and, when among \a paths, its
    /// `model.safetensors.index.json` (told apart by content), shows what was derived and how for
    /// the user to confirm (object name "modelImportConfirm") and sets the scenario's model fields
    /// as one undo step; shows the errors instead, and changes nothing, when a file is broken.
    void importModelFiles(const QStringList &paths);

private:
    void buildPresetsMenu();
    void chooseBenchmarkFiles();
    void chooseModelFiles();

    PresetSession *m_session;
    ScenarioDocument *m_document;
    QWidget *m_window;
    QAction *m_new;
    QAction *m_open;
    QAction *m_save;
    QAction *m_saveAs;
    QAction *m_revert;
    QAction *m_properties;
    QAction *m_importBench;
    QAction *m_importModel;
    QAction *m_copy;
    QAction *m_paste;
    QAction *m_pasteAnywhere;
    QMenu *m_presetsMenu;
};

} // namespace breakeven
