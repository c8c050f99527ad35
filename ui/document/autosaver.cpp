#include "autosaver.h"

#include "scenariodocument.h"

#include <QTimer>

namespace breakeven {

Autosaver::Autosaver(ScenarioDocument *document, QObject *parent)
    : QObject(parent)
    , m_document(document)
    , m_store(std::make_unique<RecoveryStore>())
    , m_timer(new QTimer(this))
{
    m_timer->setInterval(defaultIntervalMs);
    connect(m_timer, &QTimer::timeout, this, &Autosaver::autosave);
    const auto changed = [this] { m_dirty = true; };
    connect(m_document, &ScenarioDocument::valuesChanged, this, changed);
    connect(m_document, &ScenarioDocument::structureChanged, this, changed);
    connect(m_document, &ScenarioDocument::displayCurrencyChanged, this, changed);
    connect(m_document, &ScenarioDocument::fileChanged, this, &Autosaver::update);
    update();
}

Autosaver::~Autosaver()
{
    if (!m_modified)
        m_store->clear();
}

void Autosaver::update()
{
    m_modified = m_document->isModified();
    if (m_modified) {
        if (!m_timer->isActive())
            m_timer->start();
    } else {
        m_timer->stop();
        if (m_store->hasFile())
            m_store->clear();
    }
}

bool Autosaver::autosave()
{
    if (!m_modified || !m_dirty)
        return false;
    const auto fail = [this](const QString &message) {
        // Said once, not every few seconds: the work itself is still open in the window, and the
        // previous recovery file (if any) is still there.
        if (!m_failing)
            reportError(tr("Cannot Write Recovery File"),
                tr("Breakeven cannot keep a copy of your unsaved changes for crash recovery:\n%1\n\n"
                   "Your changes are still open. Save them soon, somewhere else if this disk is full.")
                    .arg(message));
        m_failing = true;
        return false;
    };
    const QString problems = m_document->presetProblems();
    if (!problems.isEmpty())
        return fail(tr("the scenario would not open again (%1)").arg(problems));
    QString error;
    if (!m_store->save(m_document->preset(), m_document->filePath(), &error))
        return fail(error);
    m_failing = false;
    m_dirty = false;
    return true;
}

void Autosaver::setInterval(int ms) { m_timer->setInterval(ms); }

int Autosaver::interval() const { return m_timer->interval(); }

void Autosaver::setDirectory(const QString &directory)
{
    m_store->clear();
    m_store = std::make_unique<RecoveryStore>(directory);
    m_dirty = true;
}

void Autosaver::documentReplaced()
{
    m_dirty = true;
    update();
    if (m_modified)
        autosave();
}

void Autosaver::closeCleanly()
{
    m_timer->stop();
    m_store->clear();
}

} // namespace breakeven
