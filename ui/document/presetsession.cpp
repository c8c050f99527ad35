#include "presetsession.h"

#include "filenames.h"

#include "plaintext.h"
#include "presetio.h"
#include "presetpropertiesdialog.h"
#include "scenariodefaults.h"
#include "scenariodocument.h"
#include "shippeddata.h"

#include <QClipboard>
#include <QCryptographicHash>
#include <QDir>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QGuiApplication>
#include <QLocale>
#include <QMap>
#include <QMessageBox>
#include <QMimeData>
#include <QPushButton>
#include <QStandardPaths>
#include <QTimer>
#include <QUrl>
#include <QWidget>

namespace breakeven {

namespace {

const QLatin1String jsonMime("application/json");
constexpr int maxErrorLines = 15;

/// The first local file among dropped URLs, or empty.
QString droppedFile(const QMimeData *mime)
{
    if (!mime || !mime->hasUrls())
        return {};
    for (const QUrl &url : mime->urls()) {
        if (url.isLocalFile())
            return url.toLocalFile();
    }
    return {};
}

/// Whether \a bytes, after leading white space, starts like a JSON object.
bool looksLikeJsonObject(const QByteArray &bytes)
{
    for (const char c : bytes) {
        if (c == ' ' || c == '\t' || c == '\n' || c == '\r')
            continue;
        return c == '{';
    }
    return false;
}

/// What the file at \a path holds now, to tell whether someone else has changed it since: a hash
/// of its bytes (an unreadable file gives an empty one). Nullopt when there is no regular file
/// there (missing, a folder, a FIFO: never read).
std::optional<QByteArray> fingerprint(const QString &path)
{
    const QFileInfo info(path);
    if (path.isEmpty() || !info.isFile())
        return std::nullopt;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return QByteArray();
    QCryptographicHash hash(QCryptographicHash::Sha256);
    hash.addData(QByteArray::number(info.size()));
    hash.addData(file.read(maxPresetBytes + 1)); // a larger file is not a preset this window wrote
    return hash.result();
}

} // namespace

PresetSession::PresetSession(ScenarioDocument *document, QWidget *window, bool useSettings)
    : QObject(window)
    , m_document(document)
    , m_window(window)
    , m_recent(new RecentFiles(useSettings, window, this))
    , m_autosaver(new Autosaver(document, this))
    , m_cleanScenario(document->scenario())
{
    if (!m_document->filePath().isEmpty())
        m_document->setFilePath(QFileInfo(m_document->filePath()).absoluteFilePath());
    m_diskFingerprint = fingerprint(m_document->filePath());
    installDefaultHooks();
    m_autosaver->reportError = [this](const QString &title, const QString &message) { reportError(title, message); };
    connect(m_recent, &RecentFiles::openRequested, this, &PresetSession::openFile);

    m_window->setAcceptDrops(true);
    m_window->installEventFilter(this);

    if (!m_document->filePath().isEmpty())
        m_recent->add(m_document->filePath());
}

PresetSession::~PresetSession() = default;

void PresetSession::installDefaultHooks()
{
    askUnsaved = [this](const QString &name) {
        QMessageBox box(QMessageBox::Warning, tr("Unsaved Changes"),
            tr("\u201c%1\u201d has changes that are not saved.").arg(name),
            QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, m_window);
        box.setInformativeText(tr("Save them first?"));
        plaintext::apply(box);
        box.setDefaultButton(QMessageBox::Save);
        box.setEscapeButton(QMessageBox::Cancel);
        switch (box.exec()) {
        case QMessageBox::Save:
            return UnsavedChoice::Save;
        case QMessageBox::Discard:
            return UnsavedChoice::Discard;
        default:
            return UnsavedChoice::Cancel;
        }
    };
    reportError = [this](const QString &title, const QString &message) {
        auto *box = new QMessageBox(QMessageBox::Warning, title, message, QMessageBox::Ok, m_window);
        box->setAttribute(Qt::WA_DeleteOnClose);
        box->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
        plaintext::apply(*box);
        box->open(); // window-modal, does not block the caller
    };
    chooseOpenFile = [this](const QString &folder) {
        return QFileDialog::getOpenFileName(
            m_window, tr("Open Preset"), folder, tr("Breakeven presets (*.json);;All files (*)"));
    };
    chooseSaveFile = [this](const QString &suggested) {
        return QFileDialog::getSaveFileName(
            m_window, tr("Save Preset As"), suggested, tr("Breakeven presets (*.json)"));
    };
    askRestore = [this](const RecoveryStore::Entry &entry) {
        QMessageBox box(QMessageBox::Question, tr("Restore Unsaved Work"),
            tr("Breakeven did not close normally. The scenario \u201c%1\u201d had changes that were "
               "not saved.")
                .arg(entry.scenario.name.isEmpty() ? tr("Untitled scenario") : entry.scenario.name),
            QMessageBox::NoButton, m_window);
        const QString when = QLocale().toString(entry.savedAt.toLocalTime(), QLocale::ShortFormat);
        box.setInformativeText(entry.originalPath.isEmpty()
                ? tr("It was never saved to a file. Restore it as it was at %1?").arg(when)
                : tr("It came from \u201c%1\u201d. Restore it as it was at %2?")
                      .arg(QDir::toNativeSeparators(entry.originalPath), when));
        plaintext::apply(box);
        QPushButton *restore = box.addButton(tr("&Restore"), QMessageBox::AcceptRole);
        box.addButton(tr("&Discard"), QMessageBox::DestructiveRole);
        box.setDefaultButton(restore);
        box.exec();
        return box.clickedButton() == restore;
    };
    confirmRevert = [this](const QString &name) {
        QMessageBox box(QMessageBox::Question, tr("Revert"),
            tr("Throw away the changes to \u201c%1\u201d and go back to the saved version?").arg(name),
            QMessageBox::NoButton, m_window);
        plaintext::apply(box);
        QPushButton *revertButton = box.addButton(tr("&Revert"), QMessageBox::DestructiveRole);
        box.addButton(QMessageBox::Cancel);
        box.setDefaultButton(QMessageBox::Cancel);
        box.exec();
        return box.clickedButton() == revertButton;
    };
    confirmOverwrite = [this](const QString &path, OverwriteReason reason) {
        const QString file = QDir::toNativeSeparators(path);
        const bool changed = reason == OverwriteReason::ChangedOnDisk;
        QMessageBox box(QMessageBox::Warning, changed ? tr("File Changed on Disk") : tr("Save Restored Work"),
            changed ? tr("\u201c%1\u201d was changed by another window or program since Breakeven opened or "
                         "saved it.")
                          .arg(file)
                    : tr("This work was restored after Breakeven did not close normally. It came from "
                         "\u201c%1\u201d.")
                          .arg(file),
            QMessageBox::NoButton, m_window);
        box.setInformativeText(
            changed ? tr("Overwrite those changes with yours? Save As keeps both.") : tr("Save it over that file?"));
        plaintext::apply(box);
        QPushButton *overwrite = box.addButton(tr("&Overwrite"), QMessageBox::DestructiveRole);
        QPushButton *saveAs = box.addButton(tr("Save &As..."), QMessageBox::AcceptRole);
        box.addButton(QMessageBox::Cancel);
        box.setDefaultButton(saveAs);
        box.exec();
        if (box.clickedButton() == overwrite)
            return OverwriteChoice::Overwrite;
        return box.clickedButton() == saveAs ? OverwriteChoice::SaveAs : OverwriteChoice::Cancel;
    };
}

QString PresetSession::installedPresetDir()
{
    // No application, no installed folder (never a "presets" folder guessed from the working one).
    const QString installed = shipped::installedDir();
    return installed.isEmpty() ? QString() : QDir(installed).filePath(QStringLiteral("presets"));
}

QString PresetSession::userPresetDir()
{
    return QDir(QStandardPaths::writableLocation(QStandardPaths::GenericDataLocation))
        .filePath(QStringLiteral("breakeven/presets"));
}

QStringList PresetSession::userPresets(const QString &dir)
{
    QStringList files;
    const QDir folder(dir);
    for (const QString &name : folder.entryList({ QStringLiteral("*.json") }, QDir::Files | QDir::Readable, QDir::Name))
        files << folder.filePath(name);
    return files;
}

QStringList PresetSession::shippedPresets(const QString &installedDir)
{
    QMap<QString, QString> byName; // an installed file replaces the compiled-in one of its name
    for (const QString &folder : { QDir(shipped::compiledInDir()).filePath(QStringLiteral("presets")), installedDir }) {
        if (folder.isEmpty())
            continue;
        const QDir dir(folder);
        for (const QString &name : dir.entryList({ QStringLiteral("*.json") }, QDir::Files, QDir::Name))
            byName.insert(name, dir.filePath(name));
    }
    return byName.values();
}

void PresetSession::reportOpenError(const QString &source, const QString &errors) const
{
    QStringList lines = errors.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    const qsizetype total = lines.size();
    if (total > maxErrorLines) {
        lines = lines.mid(0, maxErrorLines);
        lines << tr("... and %n more problem(s).", nullptr, static_cast<int>(total - maxErrorLines));
    }
    reportError(tr("Cannot Open Preset"),
        tr("Breakeven cannot open %1:\n\n%2\n\nThe current scenario is unchanged.")
            .arg(source, lines.join(QLatin1Char('\n'))));
}

bool PresetSession::openFile(const QString &path)
{
    const QFileInfo info(path);
    // The open file itself: answering "Save" rewrites it, so it is read after the prompt (read
    // before, the edits just saved would be replaced by the old contents and marked clean).
    // Any other file is read first, so that a broken one is reported without a prompt.
    const QString canonical = info.canonicalFilePath();
    const QString open = m_document->filePath();
    const bool reopening = !open.isEmpty()
        && (info.absoluteFilePath() == open
            || (!canonical.isEmpty() && canonical == QFileInfo(open).canonicalFilePath()));
    if (reopening && !maybeSave())
        return false;
    const PresetResult r = readPresetFile(path);
    if (!r.ok()) {
        reportOpenError(tr("\u201c%1\u201d").arg(info.fileName().isEmpty() ? path : info.fileName()), r.errorText());
        if (!info.exists())
            m_recent->remove(info.absoluteFilePath());
        return false;
    }
    if (!reopening && !maybeSave())
        return false;
    adopt(*r.scenario, info.absoluteFilePath(), false);
    m_recent->add(info.absoluteFilePath());
    return true;
}

bool PresetSession::open()
{
    const QString file = chooseOpenFile(dialogFolder());
    return !file.isEmpty() && openFile(file);
}

bool PresetSession::openJson(const QByteArray &json, bool quiet)
{
    if (quiet && !looksLikeJsonObject(json))
        return false;
    if (json.size() > maxPresetBytes) {
        reportOpenError(tr("the pasted text"),
            tr("it is %1 bytes long; a preset may be at most %2 bytes (1 MiB)")
                .arg(QLocale().toString(json.size()), QLocale().toString(maxPresetBytes)));
        return false;
    }
    const PresetResult r = parsePreset(json);
    if (!r.ok()) {
        reportOpenError(tr("the pasted text"), r.errorText());
        return false;
    }
    if (!maybeSave())
        return false;
    adopt(*r.scenario, QString(), true);
    return true;
}

bool PresetSession::openShipped(const QString &resourcePath)
{
    const PresetResult r = readPresetFile(resourcePath);
    if (!r.ok()) {
        reportOpenError(QFileInfo(resourcePath).fileName(), r.errorText());
        return false;
    }
    if (!maybeSave())
        return false;
    adopt(*r.scenario, QString(), false);
    return true;
}

bool PresetSession::newScenario()
{
    if (!maybeSave())
        return false;
    // The built-in figures to start from, with the user's defaults (Preferences), but a new
    // scenario of the user's own.
    Scenario fresh = defaultScenarioWithPreferences();
    fresh.name = tr("Untitled");
    fresh.author.clear();
    fresh.date.clear();
    adopt(fresh, QString(), false);
    return true;
}

void PresetSession::adopt(const Scenario &scenario, const QString &path, bool modified)
{
    m_document->reset(scenario); // also picks the preset's display currency, or USD
    m_cleanScenario = m_document->scenario();
    m_cleanWasUnsaved = modified && path.isEmpty();
    if (modified)
        m_document->markUnsaved();
    m_document->setFilePath(path);
    // A file with unsaved changes is work restored after a crash: what is on disk now was not
    // read here, and the path must be confirmed before Save writes over it.
    m_confirmRestoredPath = modified && !path.isEmpty();
    m_diskFingerprint = m_confirmRestoredPath ? std::nullopt : fingerprint(path);
    m_autosaver->documentReplaced(); // a pasted or restored scenario exists nowhere else yet
}

bool PresetSession::save()
{
    const QString path = m_document->filePath();
    if (path.isEmpty())
        return saveAs();
    std::optional<OverwriteReason> ask;
    if (m_confirmRestoredPath) {
        ask = OverwriteReason::RestoredOriginal;
    } else if (m_diskFingerprint) {
        // A missing file is simply written again: nothing of anyone's is lost.
        const std::optional<QByteArray> now = fingerprint(path);
        if (now && *now != *m_diskFingerprint)
            ask = OverwriteReason::ChangedOnDisk;
    }
    if (ask) {
        switch (confirmOverwrite(path, *ask)) {
        case OverwriteChoice::Overwrite:
            break;
        case OverwriteChoice::SaveAs:
            return saveAs();
        case OverwriteChoice::Cancel:
            return false;
        }
    }
    return saveTo(path);
}

bool PresetSession::saveAs()
{
    const QString open = m_document->filePath();
    const QString suggested
        = open.isEmpty() ? QDir(dialogFolder()).filePath(suggestedPresetFileName(m_document->scenario().name)) : open;
    const QString path = chooseSaveFile(suggested);
    if (path.isEmpty())
        return false;
    return saveTo(withPresetSuffix(path));
}

bool PresetSession::saveTo(const QString &path)
{
    const Scenario preset = m_document->preset();
    // Nothing is written that Breakeven would refuse to open again.
    const QString problems = m_document->presetProblems();
    QString error;
    if (!problems.isEmpty()) {
        reportError(tr("Cannot Save Preset"),
            tr("Breakeven did not save \u201c%1\u201d: the scenario would not open again:\n%2\n\nThe file was "
               "left as it was. Your changes are still open and not saved; correct the fields named above, then "
               "save again.")
                .arg(QDir::toNativeSeparators(path), problems));
        return false;
    }
    if (!writePresetFile(preset, path, &error)) {
        reportError(tr("Cannot Save Preset"),
            tr("Breakeven could not save \u201c%1\u201d:\n%2\n\nYour changes are still open and not saved; "
               "use Save As to save them somewhere else.")
                .arg(QDir::toNativeSeparators(path), error));
        return false;
    }
    const QString absolute = QFileInfo(path).absoluteFilePath();
    m_cleanScenario = preset;
    m_cleanWasUnsaved = false;
    m_document->markSaved(absolute);
    m_confirmRestoredPath = false;
    m_diskFingerprint = fingerprint(absolute);
    m_recent->add(absolute);
    return true;
}

bool PresetSession::revert()
{
    if (!m_document->isModified() || !confirmRevert(m_document->displayName()))
        return false;
    const QString path = m_document->filePath();
    if (path.isEmpty()) {
        // Back to the scenario as pasted or restored: still not saved anywhere.
        adopt(m_cleanScenario, QString(), m_cleanWasUnsaved);
        return true;
    }
    const PresetResult r = readPresetFile(path);
    if (!r.ok()) {
        reportOpenError(tr("\u201c%1\u201d").arg(QFileInfo(path).fileName()), r.errorText());
        return false;
    }
    adopt(*r.scenario, path, false);
    return true;
}

bool PresetSession::maybeSave()
{
    if (!m_document->isModified())
        return true;
    switch (askUnsaved(m_document->displayName())) {
    case UnsavedChoice::Save:
        return save();
    case UnsavedChoice::Discard:
        return true;
    case UnsavedChoice::Cancel:
        return false;
    }
    return false;
}

void PresetSession::closeCleanly() { m_autosaver->closeCleanly(); }

void PresetSession::copyPreset() const
{
    const QByteArray json = serializePreset(m_document->preset());
    auto *mime = new QMimeData;
    mime->setText(QString::fromUtf8(json));
    mime->setData(jsonMime, json);
    QGuiApplication::clipboard()->setMimeData(mime);
}

bool PresetSession::pastePreset(bool quiet)
{
    const QMimeData *mime = QGuiApplication::clipboard()->mimeData();
    if (!mime) {
        if (!quiet)
            reportOpenError(tr("the clipboard"), tr("the clipboard is empty"));
        return false;
    }
    const QByteArray json = mime->hasFormat(jsonMime) ? mime->data(jsonMime) : mime->text().toUtf8();
    if (json.trimmed().isEmpty()) {
        if (!quiet)
            reportOpenError(tr("the clipboard"), tr("the clipboard holds no text"));
        return false;
    }
    return openJson(json, quiet);
}

PresetPropertiesDialog *PresetSession::showProperties()
{
    auto *dialog = new PresetPropertiesDialog(m_document, m_window);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->open();
    return dialog;
}

bool PresetSession::offerRecovery()
{
    for (const QString &file : m_autosaver->store().orphans()) {
        // Claimed first: a second window started after the same crash skips it.
        if (!m_autosaver->store().claim(file))
            continue;
        QString error;
        const std::optional<RecoveryStore::Entry> entry = RecoveryStore::load(file, &error);
        if (!entry) {
            if (!QFileInfo::exists(file)) { // restored or declined in another window meanwhile
                m_autosaver->store().release(file);
                continue;
            }
            // Said once: moved aside, it is never offered again (and its bytes are kept).
            const QString kept = m_autosaver->store().quarantine(file);
            reportError(tr("Cannot Restore Unsaved Work"),
                kept.isEmpty()
                    ? tr("Breakeven did not close normally, but its recovery file cannot be read (%1). It was "
                         "removed.")
                          .arg(error)
                    : tr("Breakeven did not close normally, but its recovery file cannot be read (%1). It was "
                         "moved to \u201c%2\u201d.")
                          .arg(error, QDir::toNativeSeparators(kept)));
            continue;
        }
        if (!askRestore(*entry)) {
            m_autosaver->store().discard(file);
            continue;
        }
        if (!maybeSave()) {
            m_autosaver->store().release(file); // kept for the next start
            return false;
        }
        adopt(entry->scenario, entry->originalPath, true); // writes this session's recovery file
        if (m_autosaver->store().hasFile())
            m_autosaver->store().discard(file);
        else
            m_autosaver->store().release(file);
        return true;
    }
    return false;
}

QString PresetSession::dialogFolder() const
{
    if (!m_document->filePath().isEmpty())
        return QFileInfo(m_document->filePath()).absolutePath();
    const QString last = m_recent->lastFolder();
    if (!last.isEmpty() && QFileInfo(last).isDir())
        return last;
    return QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
}

bool PresetSession::eventFilter(QObject *watched, QEvent *event)
{
    if (watched != m_window)
        return QObject::eventFilter(watched, event);
    switch (event->type()) {
    case QEvent::DragEnter:
    case QEvent::DragMove: {
        auto *drag = static_cast<QDropEvent *>(event);
        const QMimeData *mime = drag->mimeData();
        if (!droppedFile(mime).isEmpty() || (mime && looksLikeJsonObject(mime->text().toUtf8()))) {
            drag->acceptProposedAction();
            return true;
        }
        break;
    }
    case QEvent::Drop: {
        auto *drop = static_cast<QDropEvent *>(event);
        const QMimeData *mime = drop->mimeData();
        const QString file = droppedFile(mime);
        const QByteArray text = mime && file.isEmpty() ? mime->text().toUtf8() : QByteArray();
        if (file.isEmpty() && !looksLikeJsonObject(text))
            break;
        drop->acceptProposedAction();
        // Opened after the drop returns: the unsaved-changes prompt must not run inside the
        // drag and drop machinery.
        QTimer::singleShot(0, this, [this, file, text] {
            if (!file.isEmpty())
                openFile(file);
            else
                openJson(text, true);
        });
        return true;
    }
    default:
        break;
    }
    return QObject::eventFilter(watched, event);
}

} // namespace breakeven
