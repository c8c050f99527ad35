#pragma once

/// \file presetsession.h
/// The file operations of the workbench window: New / Open / Open Recent / a shipped preset /
/// Save / Save As / Revert / Properties, copy and paste of presets through the clipboard, dropped
/// files, the unsaved-changes prompt and the offer to restore after a crash (their menu entries
/// are FileActions').
/// Which file is open and whether it has unsaved changes is the document's (ScenarioDocument::
/// filePath(), isModified()); the recent files are RecentFiles', the recovery file Autosaver's.
///
/// Every dialog it would show goes through a replaceable std::function (askUnsaved,
/// reportError, chooseOpenFile, chooseSaveFile, askRestore, confirmRevert, confirmOverwrite), so
/// tests drive it without a modal dialog. The default dialogs show names and paths as plain text.

#include "autosaver.h"
#include "recentfiles.h"
#include "recoverystore.h"
#include "scenario.h"

#include <QObject>
#include <QString>
#include <QStringList>

#include <functional>
#include <memory>
#include <optional>

class QMenu;
class QWidget;

namespace breakeven {

class PresetPropertiesDialog;
class ScenarioDocument;

class PresetSession : public QObject {
    Q_OBJECT
public:
    enum class UnsavedChoice { Save, Discard, Cancel };
    /// Why Save asks before it replaces the open file.
    enum class OverwriteReason {
        ChangedOnDisk,   ///< changed since this window opened or saved it (another window or program)
        RestoredOriginal ///< the work was restored after a crash; its file has not been confirmed yet
    };
    enum class OverwriteChoice { Overwrite, SaveAs, Cancel };

    /// Manages \a document (which must outlive this session) for \a window; the document's file,
    /// if any, is made absolute and goes first in Open Recent. With \a useSettings the recent
    /// files, their folder and the last preset are recorded in Settings; without (tests,
    /// --screenshot) the recent files live in this session only and Settings is never written.
    PresetSession(ScenarioDocument *document, QWidget *window, bool useSettings);
    ~PresetSession() override;

    /// Asks whether to save the changes to the preset named by the argument.
    std::function<UnsavedChoice(const QString &)> askUnsaved;
    /// Shows an error: a title and the message (one dialog per failure).
    std::function<void(const QString &, const QString &)> reportError;
    /// Asks for a preset file to open (the argument: a folder to start in); empty: cancelled.
    std::function<QString(const QString &)> chooseOpenFile;
    /// Asks where to save (the argument: a suggested path); empty: cancelled.
    std::function<QString(const QString &)> chooseSaveFile;
    /// Asks whether to restore a recovery file found at start.
    std::function<bool(const RecoveryStore::Entry &)> askRestore;
    /// Asks whether to throw the unsaved changes away and go back to the saved preset.
    std::function<bool(const QString &)> confirmRevert;
    /// Asks before Save replaces the file at the path given, for the reason given.
    std::function<OverwriteChoice(const QString &, OverwriteReason)> confirmOverwrite;

    [[nodiscard]] QStringList recentFiles() const { return m_recent->files(); }
    /// The shipped presets' paths, sorted by file name: those installed in \a installedDir (by
    /// default installedPresetDir()) and the compiled-in ones an installed file does not replace.
    [[nodiscard]] static QStringList shippedPresets(const QString &installedDir = installedPresetDir());
    /// Where an installed Breakeven keeps its presets: share/breakeven/presets beside bin/
    /// (shippeddata.h; the compiled-in ones are in :/breakeven/presets).
    [[nodiscard]] static QString installedPresetDir();
    /// The user's own presets: $XDG_DATA_HOME/breakeven/presets (~/.local/share/breakeven/presets; in
    /// QStandardPaths' test mode under ~/.qttest), offered beside the shipped ones.
    [[nodiscard]] static QString userPresetDir();
    /// The "*.json" files in \a dir (by default userPresetDir()), sorted by file name; none when it is missing.
    [[nodiscard]] static QStringList userPresets(const QString &dir = userPresetDir());

    /// Opens the preset at \a path. A broken file is reported (one dialog naming the fields) and
    /// changes nothing; otherwise unsaved changes are offered for saving first. The file that is
    /// already open is read after that prompt, so "Save" then reopens the saved edits.
    /// True when opened.
    bool openFile(const QString &path);
    /// Asks for a file (chooseOpenFile) and opens it. True when opened.
    bool open();
    /// Opens preset JSON (pasted or dropped text) as an untitled scenario with unsaved changes.
    /// \a quiet: text that does not look like a JSON object is ignored without a dialog.
    bool openJson(const QByteArray &json, bool quiet = false);
    /// Opens one of shippedPresets() as an untitled scenario.
    bool openShipped(const QString &resourcePath);
    /// Replaces the scenario with the built-in default's values, named "Untitled", without author
    /// or date (after the unsaved-changes prompt).
    bool newScenario();
    /// Saves to the open file, or asks for one. Asks first (confirmOverwrite) when the file
    /// changed on disk since it was opened or saved here, or when the work was restored after a
    /// crash and its file has not been confirmed. False when failed or cancelled (still modified).
    bool save();
    bool saveAs();
    /// Saves to \a path (atomically); on failure reports the reason and stays modified. A preset
    /// that would not open again (ScenarioDocument::presetProblems()) is not written: the old file
    /// stays, and the message says why.
    bool saveTo(const QString &path);
    /// Goes back to the saved file (or, untitled, to the scenario as opened).
    bool revert();
    /// Unsaved changes: asks, and saves when told to. True: go ahead (close, open another).
    bool maybeSave();
    /// The window is closing for good: clean up the recovery file.
    void closeCleanly();

    /// Edit > Copy Preset: the preset JSON to the clipboard (text/plain and application/json).
    void copyPreset() const;
    /// Edit > Paste Preset: opens the JSON on the clipboard. \a quiet as in openJson().
    bool pastePreset(bool quiet = false);

    /// File > Properties: opens the (non-modal) properties dialog and returns it.
    PresetPropertiesDialog *showProperties();

    /// Crash recovery while there are unsaved changes (autosaver.h).
    [[nodiscard]] Autosaver *autosaver() const { return m_autosaver; }
    /// Shorthands for autosaver()'s autosave(), setInterval(), interval(), setDirectory(), store().
    bool autosave() { return m_autosaver->autosave(); }
    void setAutosaveInterval(int ms) { m_autosaver->setInterval(ms); }
    [[nodiscard]] int autosaveInterval() const { return m_autosaver->interval(); }
    void setRecoveryDirectory(const QString &directory) { m_autosaver->setDirectory(directory); }
    [[nodiscard]] RecoveryStore &recoveryStore() { return m_autosaver->store(); }
    /// At start: offers the newest recovery file left by a crashed session, claimed first so
    /// that another window does not offer it too. An unreadable one is reported once and moved
    /// aside (RecoveryStore::quarantine()). True when restored.
    bool offerRecovery();

    /// Open Recent (recentfiles.h).
    [[nodiscard]] QMenu *recentMenu() const { return m_recent->menu(); }

protected:
    /// Files dropped on the window; Ctrl+V with preset JSON outside text fields.
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    /// Reports a preset that cannot be opened: \a source names it, \a errors says why.
    void reportOpenError(const QString &source, const QString &errors) const;
    /// Replaces the document (the prompt has been answered).
    void adopt(const Scenario &scenario, const QString &path, bool modified);
    [[nodiscard]] QString dialogFolder() const;
    void installDefaultHooks();

    ScenarioDocument *m_document;
    QWidget *m_window;
    RecentFiles *m_recent;
    Autosaver *m_autosaver;
    /// The open file's contents when it was last opened or saved here (fingerprint()); nullopt
    /// when unknown (untitled, restored).
    std::optional<QByteArray> m_diskFingerprint;
    bool m_confirmRestoredPath = false; ///< restored after a crash: ask before saving over m_path
    Scenario m_cleanScenario;           ///< as last opened or saved: Revert for an untitled scenario
    bool m_cleanWasUnsaved = false;     ///< m_cleanScenario was pasted or restored, not saved
};

} // namespace breakeven
