#include "fileactions.h"

#include "benchimport.h"
#include "benchimportdialog.h"
#include "format.h"
#include "modelimport.h"
#include "plaintext.h"
#include "presetio.h"
#include "presetsession.h"
#include "scenariodocument.h"

#include <QAction>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QKeySequence>
#include <QMenu>
#include <QMessageBox>
#include <QPushButton>
#include <QWidget>

namespace breakeven {

FileActions::FileActions(PresetSession *session, ScenarioDocument *document, QWidget *window)
    : QObject(window)
    , m_session(session)
    , m_document(document)
    , m_window(window)
{
    m_new = new QAction(tr("&New"), this);
    m_new->setObjectName(QStringLiteral("newPreset"));
    m_new->setShortcut(QKeySequence::New);
    m_new->setStatusTip(tr("Start again from the built-in scenario"));
    connect(m_new, &QAction::triggered, m_session, &PresetSession::newScenario);

    m_open = new QAction(tr("&Open..."), this);
    m_open->setObjectName(QStringLiteral("openPreset"));
    m_open->setShortcut(QKeySequence::Open);
    connect(m_open, &QAction::triggered, m_session, &PresetSession::open);

    m_save = new QAction(tr("&Save"), this);
    m_save->setObjectName(QStringLiteral("savePreset"));
    m_save->setShortcut(QKeySequence::Save);
    connect(m_save, &QAction::triggered, m_session, &PresetSession::save);

    m_saveAs = new QAction(tr("Save &As..."), this);
    m_saveAs->setObjectName(QStringLiteral("savePresetAs"));
    m_saveAs->setShortcuts(QKeySequence::keyBindings(QKeySequence::SaveAs).isEmpty()
            ? QList<QKeySequence> { QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S) }
            : QKeySequence::keyBindings(QKeySequence::SaveAs));
    connect(m_saveAs, &QAction::triggered, m_session, &PresetSession::saveAs);

    m_revert = new QAction(tr("Re&vert"), this);
    m_revert->setObjectName(QStringLiteral("revertPreset"));
    m_revert->setStatusTip(tr("Throw away the unsaved changes"));
    m_revert->setEnabled(false);
    connect(m_revert, &QAction::triggered, m_session, &PresetSession::revert);

    m_properties = new QAction(tr("Propert&ies..."), this);
    m_properties->setObjectName(QStringLiteral("presetProperties"));
    m_properties->setStatusTip(tr("The preset's name, sources, author and date"));
    connect(m_properties, &QAction::triggered, m_session, &PresetSession::showProperties);

    m_importBench = new QAction(tr("Import &Benchmark Results..."), this);
    m_importBench->setObjectName(QStringLiteral("importBenchmarks"));
    m_importBench->setStatusTip(
        tr("Read vLLM, SGLang, GuideLLM, AIPerf, GenAI-Perf or InferenceX result files into the decode curve"));
    connect(m_importBench, &QAction::triggered, this, &FileActions::chooseBenchmarkFiles);

    m_importModel = new QAction(tr("Import &Model..."), this);
    m_importModel->setObjectName(QStringLiteral("importModel"));
    m_importModel->setStatusTip(tr("Read a model's config.json (and its model.safetensors.index.json) into the model's "
                                   "KV cache, state and weights"));
    connect(m_importModel, &QAction::triggered, this, &FileActions::chooseModelFiles);

    m_copy = new QAction(tr("&Copy Preset"), this);
    m_copy->setObjectName(QStringLiteral("copyPreset"));
    m_copy->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_C));
    m_copy->setStatusTip(tr("Put the preset on the clipboard, to paste into a mail or chat"));
    connect(m_copy, &QAction::triggered, m_session, &PresetSession::copyPreset);

    m_paste = new QAction(tr("&Paste Preset"), this);
    m_paste->setObjectName(QStringLiteral("pastePreset"));
    m_paste->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_V));
    m_paste->setStatusTip(tr("Open the preset on the clipboard"));
    connect(m_paste, &QAction::triggered, m_session, [this] { m_session->pastePreset(false); });

    // Plain Ctrl+V anywhere in the window: text fields take it first (they accept the shortcut
    // override), elsewhere preset JSON on the clipboard is opened.
    m_pasteAnywhere = new QAction(tr("Paste"), this);
    m_pasteAnywhere->setObjectName(QStringLiteral("pasteAnywhere"));
    m_pasteAnywhere->setShortcuts(QKeySequence::Paste);
    m_pasteAnywhere->setShortcutContext(Qt::WindowShortcut);
    connect(m_pasteAnywhere, &QAction::triggered, m_session, [this] { m_session->pastePreset(true); });
    window->addAction(m_pasteAnywhere);

    m_presetsMenu = new QMenu(tr("&Presets"), window);
    m_presetsMenu->setObjectName(QStringLiteral("presetsMenu"));
    m_presetsMenu->setToolTipsVisible(true);
    buildPresetsMenu();

    const auto updateRevert = [this, document] { m_revert->setEnabled(document->isModified()); };
    connect(document, &ScenarioDocument::fileChanged, m_revert, updateRevert);
    updateRevert();
}

void FileActions::buildPresetsMenu()
{
    const auto addPresets = [this](const QStringList &files) {
        for (const QString &resource : files) {
            const PresetResult r = readPresetFile(resource);
            if (!r.ok())
                continue; // the preset tests keep the shipped presets valid; a broken one of the user's is left out
            const Scenario &s = *r.scenario;
            QString tip = s.description;
            if (!s.author.isEmpty() || !s.date.isEmpty())
                tip += QStringLiteral("\n\n") + QStringList { s.author, s.date }.join(QStringLiteral(", ")).trimmed();
            QAction *a = m_presetsMenu->addAction(QString(s.name).replace(QLatin1Char('&'), QStringLiteral("&&")));
            a->setData(resource);
            a->setToolTip(plaintext::toolTip(tip.trimmed().isEmpty() ? s.name : tip.trimmed()));
            a->setStatusTip(QFileInfo(resource).fileName());
            connect(a, &QAction::triggered, m_session, [this, resource] { m_session->openShipped(resource); });
        }
    };
    addPresets(PresetSession::shippedPresets());
    // The user's own, after the shipped ones: opened as new scenarios as those are, so the file stays a template.
    const QStringList own = PresetSession::userPresets();
    if (!own.isEmpty()) {
        m_presetsMenu->addSection(tr("Your presets"))->setObjectName(QStringLiteral("userPresetsSection"));
        addPresets(own);
    }
}

void FileActions::addFileActions(QMenu *file)
{
    file->addAction(m_new);
    file->addMenu(m_presetsMenu);
    file->addSeparator();
    file->addAction(m_open);
    file->addMenu(m_session->recentMenu());
    file->addSeparator();
    file->addAction(m_save);
    file->addAction(m_saveAs);
    file->addAction(m_revert);
    file->addSeparator();
    file->addAction(m_properties);
    file->addAction(m_importBench);
    file->addAction(m_importModel);
}

void FileActions::chooseBenchmarkFiles()
{
    const QStringList paths = QFileDialog::getOpenFileNames(
        m_window, tr("Import Benchmark Results"), QString(), tr("Benchmark results (*.json *.jsonl);;All files (*)"));
    if (!paths.isEmpty())
        importBenchmarkFiles(paths);
}

void FileActions::importBenchmarkFiles(const QStringList &paths)
{
    BenchImport imported = importBenchmarks(paths);
    if (!imported.ok()) {
        QMessageBox box(QMessageBox::Warning, tr("Import Benchmark Results"),
            tr("The files cannot be imported; nothing was changed."), QMessageBox::Ok, m_window);
        box.setInformativeText(imported.errorText());
        plaintext::apply(box);
        box.exec();
        return;
    }
    BenchImportDialog dialog(std::move(imported), m_document, m_window);
    if (dialog.exec() != QDialog::Accepted)
        return;
    QStringList notes;
    if (const std::optional<QString> problem = dialog.apply(&notes)) {
        QMessageBox box(QMessageBox::Warning, tr("Import Benchmark Results"),
            tr("The scenario does not accept the curve; nothing was changed."), QMessageBox::Ok, m_window);
        box.setInformativeText(*problem);
        plaintext::apply(box);
        box.exec();
        return;
    }
    if (notes.isEmpty())
        return;
    // What the GPU chosen did to the prices: never a silent keep (gpuchoice.h). Not modal: the import is done.
    auto *box = new QMessageBox(QMessageBox::Information, tr("Import Benchmark Results"),
        tr("The curve is imported. Choosing the GPU changed or marked the scenario's prices:"), QMessageBox::Ok,
        m_window);
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->setInformativeText(notes.join(u'\n'));
    plaintext::apply(*box);
    box->open();
}

void FileActions::chooseModelFiles()
{
    const QStringList paths = QFileDialog::getOpenFileNames(m_window, tr("Import Model"), QString(),
        //: File dialog filter: a Hugging Face model's config.json, and optionally its safetensors index.
        tr("Model config and index (config.json *.index.json *.json);;All files (*)"));
    if (!paths.isEmpty())
        importModelFiles(paths);
}

namespace {

/// Whether the file at \a path is a safetensors index: a JSON object with `weight_map` or `metadata`
/// and no `model_type` or `architectures` (a config's keys).
bool looksLikeIndex(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly) || f.size() > 64 * 1024 * 1024)
        return false;
    const QJsonObject o = QJsonDocument::fromJson(f.readAll()).object();
    return (o.contains(QLatin1String("weight_map")) || o.contains(QLatin1String("metadata")))
        && !o.contains(QLatin1String("model_type")) && !o.contains(QLatin1String("architectures"));
}

} // namespace

void FileActions::importModelFiles(const QStringList &paths)
{
    const auto warn = [this](const QString &what, const QString &details) {
        QMessageBox box(QMessageBox::Warning, tr("Import Model"), what, QMessageBox::Ok, m_window);
        box.setInformativeText(details);
        plaintext::apply(box);
        box.exec();
    };
    QString config;
    QString index;
    for (const QString &path : paths) {
        QString &slot = looksLikeIndex(path) ? index : config;
        if (!slot.isEmpty()) {
            //: Import Model was given two configs or two indexes. %1 and %2 are file names.
            warn(tr("Choose one config.json and at most one model.safetensors.index.json; nothing was changed."),
                tr("Both %1 and %2 are one.").arg(QFileInfo(slot).fileName(), QFileInfo(path).fileName()));
            return;
        }
        slot = path;
    }
    if (config.isEmpty()) {
        warn(tr("No model config.json was chosen; nothing was changed."),
            tr("An index gives only the weights' size: choose the model's config.json with it."));
        return;
    }
    ModelImportOptions options;
    options.locale = format::locale();
    const ModelImport imported = breakeven::importModelFiles(config, index, options);
    QStringList kept;
    const PresetResult applied = withImportedModel(m_document->scenario(), imported, &kept);
    if (!imported.ok() || !applied.ok()) {
        warn(tr("The model cannot be imported; nothing was changed."),
            imported.ok() ? applied.errorText() : imported.errorText());
        return;
    }
    QMessageBox confirm(QMessageBox::Question, tr("Import Model"),
        //: %1 is the model's name.
        tr("Set the scenario's model to %1, with these figures?").arg(imported.name),
        QMessageBox::Ok | QMessageBox::Cancel, m_window);
    confirm.setObjectName(QStringLiteral("modelImportConfirm"));
    confirm.button(QMessageBox::Ok)->setText(tr("&Import"));
    confirm.setInformativeText((imported.derivation + imported.notes + kept).join(u'\n'));
    plaintext::apply(confirm);
    if (confirm.exec() != QMessageBox::Ok)
        return;
    const ModelSpec model = applied.scenario->model;
    //: Undo step. %1 is the model's name.
    m_document->modify(tr("Import model %1").arg(imported.name), [&model](Scenario &s) { s.model = model; });
}

void FileActions::addEditActions(QMenu *edit)
{
    edit->addAction(m_copy);
    edit->addAction(m_paste);
}

} // namespace breakeven
