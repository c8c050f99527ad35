#pragma once

/// \file autosaver.h
/// Crash recovery: while the document has unsaved changes its preset is written to a
/// RecoveryStore every few seconds (and at once when a pasted or restored scenario exists nowhere
/// else); when the document is clean again, or the window closes normally, the file goes.

#include "recoverystore.h"

#include <QObject>
#include <QString>

#include <functional>
#include <memory>

class QTimer;

namespace breakeven {

class ScenarioDocument;

class Autosaver : public QObject {
    Q_OBJECT
public:
    /// How often the scenario is written while it has unsaved changes.
    static constexpr int defaultIntervalMs = 5000;

    /// Keeps \a document's unsaved work; the document must outlive this object.
    explicit Autosaver(ScenarioDocument *document, QObject *parent = nullptr);
    /// Unsaved work left behind without closeCleanly() stays in the recovery folder.
    ~Autosaver() override;

    /// Shows an error: a title and the message.
    std::function<void(const QString &, const QString &)> reportError;

    /// Writes the recovery file now if there are changes since the last one. A preset that would
    /// not open again is not written, nor is anything on a failing disk; either is reported once
    /// (reportError), not at every attempt, and the previous recovery file stays.
    bool autosave();
    void setInterval(int ms);
    [[nodiscard]] int interval() const;
    /// Uses \a directory for recovery files (tests); the current file moves there on next write.
    void setDirectory(const QString &directory);
    [[nodiscard]] RecoveryStore &store() { return *m_store; }

    /// The document's scenario was replaced (open, paste, restore): written at once when that
    /// left it modified (a pasted or restored scenario exists nowhere else yet).
    void documentReplaced();
    /// The window closes for good: no more writes, and the recovery file goes.
    void closeCleanly();

private:
    void update();

    ScenarioDocument *m_document;
    bool m_modified = false;
    bool m_dirty = false;
    bool m_failing = false; ///< the last write failed and was reported
    std::unique_ptr<RecoveryStore> m_store;
    QTimer *m_timer;
};

} // namespace breakeven
