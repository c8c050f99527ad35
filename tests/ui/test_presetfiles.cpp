// Presets people save, open and share (issue 4): save and reopen, the unsaved-changes prompt,
// broken and hostile files, save failures, crash recovery, copy and paste, drops, the Presets
// and Open Recent menus, the properties dialog. Every dialog is replaced through the session's
// hooks, so nothing here waits on a modal dialog.
#include "atomicwrite.h"
#include "breakeventablemodel.h"
#include "charts/chartview.h"
#include "chartviewpeer.h"
#include "export/exportactions.h"
#include "fileactions.h"
#include "findchild.h"
#include "hostilestrings.h"
#include "mainwindow.h"
#include "mainwindowpeer.h"
#include "offerseditor.h"
#include "presetio.h"
#include "presetpropertiesdialog.h"
#include "presetsession.h"
#include "recoverystore.h"
#include "scenariodocument.h"
#include "scratchmount.h"
#include "settings.h"
#include "shippedpresets.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QComboBox>
#include <QDate>
#include <QDir>
#include <QDoubleSpinBox>
#include <QDropEvent>
#include <QFile>
#include <QFileInfo>
#include <QGraphicsTextItem>
#include <QGraphicsView>
#include <QGuiApplication>
#include <QHelpEvent>
#include <QLabel>
#include <QLineEdit>
#include <QLockFile>
#include <QMenu>
#include <QMessageBox>
#include <QMimeData>
#include <QPixmap>
#include <QPlainTextEdit>
#include <QPointer>
#include <QRandomGenerator>
#include <QScopeGuard>
#include <QSet>
#include <QSettings>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QToolTip>
#include <QUndoStack>
#include <QUrl>

#include <gtest/gtest.h>

#include <algorithm>
#include <memory>

#include <cerrno>
#include <cstring>
#include <sys/stat.h>
#include <unistd.h>

using namespace breakeven;
using breakeven::test::child;

namespace {

using Choice = PresetSession::UnsavedChoice;
using Overwrite = PresetSession::OverwriteChoice;
using Reason = PresetSession::OverwriteReason;

QString testData(const QString &relative) { return QStringLiteral(BREAKEVEN_TEST_DATA "/") + relative; }

bool writeFile(const QString &path, const QByteArray &bytes)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(bytes) == bytes.size() && f.flush();
}

/// The file's bytes; the calling test fails if it cannot be read.
QByteArray readFile(const QString &path)
{
    QFile f(path);
    EXPECT_TRUE(f.open(QIODevice::ReadOnly)) << path.toStdString() << ": " << f.errorString().toStdString();
    return f.readAll();
}

QByteArray readAll(const QString &path)
{
    QFile f(path);
    EXPECT_TRUE(f.open(QIODevice::ReadOnly)) << path.toStdString();
    return f.readAll();
}

/// Permission bits for anyone but the owner.
constexpr QFileDevice::Permissions notOwner = QFileDevice::ReadGroup | QFileDevice::WriteGroup | QFileDevice::ExeGroup
    | QFileDevice::ReadOther | QFileDevice::WriteOther | QFileDevice::ExeOther;

class PresetFilesTest : public ::testing::Test {
protected:
    void SetUp() override
    {
        ASSERT_TRUE(dir.isValid());
        Settings::setRecentFiles({});
        window = makeWindow();
    }

    void TearDown() override
    {
        Settings::setRecentFiles({});
        QGuiApplication::clipboard()->clear();
    }

    [[nodiscard]] QString path(const QString &name) const { return dir.filePath(name); }
    [[nodiscard]] QString recoveryDir() const { return dir.filePath(QStringLiteral("recovery")); }

    /// A window whose every dialog is answered by this fixture.
    std::unique_ptr<MainWindow> makeWindow(const Scenario &scenario = defaultScenario(), const QString &file = {})
    {
        auto w = std::make_unique<MainWindow>(scenario, file, false);
        PresetSession *s = w->session();
        s->setRecoveryDirectory(recoveryDir());
        s->askUnsaved = [this](const QString &) {
            ++prompts;
            return choice;
        };
        s->reportError = [this](const QString &, const QString &message) { errors << message; };
        s->chooseSaveFile = [this](const QString &suggested) {
            suggestions << suggested;
            return nextSavePath;
        };
        s->chooseOpenFile = [this](const QString &) { return nextOpenPath; };
        s->askRestore = [this](const RecoveryStore::Entry &) {
            ++restorePrompts;
            return restoreAnswer;
        };
        s->confirmRevert = [](const QString &) { return true; };
        s->confirmOverwrite = [this](const QString &target, Reason reason) {
            overwriteAsks.append({ target, reason });
            return overwriteAnswer;
        };
        return w;
    }

    [[nodiscard]] ScenarioDocument *doc() const { return peer(*window).document(); }
    [[nodiscard]] PresetSession *session() const { return window->session(); }

    /// A few edits of the kinds a person makes: a slider, an offer switched off, the display
    /// currency and its rate.
    void editSome(MainWindow *w) const
    {
        peer(*w).document()->setValue(parameter(u"operation.throughput_tok_s"), 640.0);
        peer(*w).document()->modify(
            QStringLiteral("Disable an offer"), [](Scenario &s) { s.offers.at(2).enabled = false; });
        peer(*w).currencyCombo()->setCurrentText(QStringLiteral("CNY"));
        peer(*w).fxSpinBox()->setValue(7.1);
    }

    QTemporaryDir dir;
    std::unique_ptr<MainWindow> window;
    int prompts = 0;
    Choice choice = Choice::Cancel;
    QStringList errors;
    QStringList suggestions;
    QString nextSavePath;
    QString nextOpenPath;
    int restorePrompts = 0;
    bool restoreAnswer = true;
    QList<QPair<QString, Reason>> overwriteAsks;
    Overwrite overwriteAnswer = Overwrite::Cancel;
};

} // namespace

TEST_F(PresetFilesTest, SaveAndReopenGivesTheSameScenarioNumbersOffersAndCurrency)
{
    editSome(window.get());
    ASSERT_EQ(doc()->displayCurrency(), QStringLiteral("CNY"));
    ASSERT_DOUBLE_EQ(doc()->scenario().fxPerUsd.at(QStringLiteral("CNY")), 7.1);
    ASSERT_TRUE(doc()->isModified());

    nextSavePath = path(QStringLiteral("mine"));
    ASSERT_TRUE(session()->saveAs());
    // The preset suffix is added: the desktop types the file as a preset (packaging/README.md).
    const QString saved = path(QStringLiteral("mine.breakeven.json"));
    EXPECT_EQ(doc()->filePath(), saved);
    EXPECT_FALSE(doc()->isModified());
    EXPECT_FALSE(window->isWindowModified());
    EXPECT_TRUE(doc()->undoStack()->isClean());
    EXPECT_TRUE(errors.isEmpty()) << errors.join(QLatin1Char('\n')).toStdString();

    const PresetResult onDisk = readPresetFile(saved);
    ASSERT_TRUE(onDisk.ok()) << onDisk.errorText().toStdString();
    EXPECT_EQ(*onDisk.scenario, doc()->preset());
    EXPECT_EQ(onDisk.scenario->displayCurrency, QStringLiteral("CNY"));
    EXPECT_FALSE(onDisk.scenario->offers.at(2).enabled);
    EXPECT_DOUBLE_EQ(onDisk.scenario->operation.throughputTokS, 640.0);

    // The colleague's window shows euros before the file arrives; it opens in the file's CNY.
    auto other = makeWindow();
    peer(*other).currencyCombo()->setCurrentText(QStringLiteral("EUR"));
    ASSERT_TRUE(other->session()->saveTo(path(QStringLiteral("colleague-before.json")))); // nothing unsaved
    ASSERT_TRUE(other->openPreset(saved));
    EXPECT_EQ(peer(*other).document()->preset(), doc()->preset());
    EXPECT_EQ(peer(*other).document()->displayCurrency(), QStringLiteral("CNY"));
    EXPECT_EQ(peer(*other).currencyCombo()->currentText(), QStringLiteral("CNY"));
    EXPECT_DOUBLE_EQ(peer(*other).fxSpinBox()->value(), 7.1);
    EXPECT_FALSE(peer(*other).document()->isModified());
    EXPECT_EQ(peer(*other).verdictLabel()->text(), peer(*window).verdictLabel()->text());
    EXPECT_EQ(peer(*other).tableModel()->rowCount(), peer(*window).tableModel()->rowCount());
    EXPECT_EQ(peer(peer(*other).costChart()).seriesPoints(ChartViewTestPeer::Series::SelfHost),
        peer(peer(*window).costChart()).seriesPoints(ChartViewTestPeer::Series::SelfHost));
    EXPECT_EQ(peer(peer(*other).costChart()).seriesPoints(ChartViewTestPeer::Series::Breakevens),
        peer(peer(*window).costChart()).seriesPoints(ChartViewTestPeer::Series::Breakevens));
    EXPECT_EQ(prompts, 0);
}

TEST_F(PresetFilesTest, AFileWithoutDisplayCurrencyOpensInDollarsWhateverTheWindowShowed)
{
    Scenario plain = defaultScenario();
    ASSERT_TRUE(plain.displayCurrency.isEmpty());
    QString error;
    ASSERT_TRUE(writePresetFile(plain, path(QStringLiteral("plain.json")), &error)) << error.toStdString();
    peer(*window).currencyCombo()->setCurrentText(QStringLiteral("CNY"));
    choice = Choice::Discard;
    ASSERT_TRUE(window->openPreset(path(QStringLiteral("plain.json"))));
    EXPECT_EQ(doc()->displayCurrency(), QStringLiteral("USD"));
    EXPECT_EQ(doc()->preset(), plain);
}

TEST_F(PresetFilesTest, TitleShowsTheNameAndAModifiedMarkTiedToTheUndoStack)
{
    EXPECT_TRUE(window->windowTitle().contains(defaultScenario().name));
    EXPECT_TRUE(window->windowTitle().contains(QStringLiteral("[*]")));
    EXPECT_FALSE(window->isWindowModified());

    doc()->setValue(parameter(u"operation.utilization"), 0.5);
    EXPECT_TRUE(window->isWindowModified());
    EXPECT_TRUE(doc()->isModified());
    EXPECT_TRUE(child<QAction>(peer(*window).fileActions(), "revertPreset")->isEnabled());
    doc()->undoStack()->undo();
    EXPECT_FALSE(window->isWindowModified()) << "back at the saved state";

    peer(*window).currencyCombo()->setCurrentText(QStringLiteral("CNY")); // a view choice: no change
    EXPECT_FALSE(window->isWindowModified());
    peer(*window).currencyCombo()->setCurrentText(QStringLiteral("USD"));
    EXPECT_FALSE(window->isWindowModified());

    doc()->modify(QStringLiteral("Rename"), [](Scenario &s) { s.name = QStringLiteral("My 16xH200 case"); });
    EXPECT_TRUE(window->windowTitle().startsWith(QStringLiteral("My 16xH200 case[*]")));
}

TEST_F(PresetFilesTest, CloseWithUnsavedChangesCancelKeepsTheWindowAndScenario)
{
    window->show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(window.get()));
    doc()->setValue(parameter(u"operation.throughput_tok_s"), 300.0);
    const Scenario edited = doc()->scenario();

    choice = Choice::Cancel;
    EXPECT_FALSE(window->close());
    EXPECT_EQ(prompts, 1);
    EXPECT_TRUE(window->isVisible());
    EXPECT_EQ(doc()->scenario(), edited);
    EXPECT_TRUE(doc()->isModified());

    choice = Choice::Discard;
    EXPECT_TRUE(window->close());
    EXPECT_EQ(prompts, 2);
    EXPECT_FALSE(window->isVisible());
}

// #13: switching the display currency marked the file modified and prompted on quit, though nothing
// the user typed had changed. Among currencies with a rate it is a view choice, saved with the next save.
TEST_F(PresetFilesTest, SwitchingTheDisplayCurrencyNeverPromptsAndIsSavedWithTheNextSave)
{
    const QString file = path(QStringLiteral("china.json"));
    QString error;
    ASSERT_TRUE(writePresetFile(test::shippedPreset("china-b300-rent-5y.json"), file, &error)) << error.toStdString();
    ASSERT_TRUE(window->openPreset(file));
    ASSERT_EQ(doc()->displayCurrency(), QStringLiteral("CNY")); // the preset's own currency
    window->show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(window.get()));

    peer(*window).currencyCombo()->setCurrentText(QStringLiteral("USD"));
    peer(*window).currencyCombo()->setCurrentText(QStringLiteral("EUR"));
    EXPECT_EQ(doc()->displayCurrency(), QStringLiteral("EUR"));
    EXPECT_FALSE(doc()->isModified());
    EXPECT_FALSE(window->isWindowModified());
    EXPECT_EQ(doc()->undoStack()->count(), 0);

    // An edit, then its undo: back at the saved state, still in euros.
    doc()->setValue(parameter(u"operation.utilization"), 0.5);
    EXPECT_TRUE(doc()->isModified());
    doc()->undoStack()->undo();
    EXPECT_FALSE(doc()->isModified());
    EXPECT_EQ(doc()->displayCurrency(), QStringLiteral("EUR"));

    // Saved with the next save.
    ASSERT_TRUE(session()->saveTo(file));
    const PresetResult onDisk = readPresetFile(file);
    ASSERT_TRUE(onDisk.ok()) << onDisk.errorText().toStdString();
    EXPECT_EQ(onDisk.scenario->displayCurrency, QStringLiteral("EUR"));

    choice = Choice::Cancel;
    peer(*window).currencyCombo()->setCurrentText(QStringLiteral("CNY"));
    EXPECT_TRUE(window->close());
    EXPECT_EQ(prompts, 0);
}

TEST_F(PresetFilesTest, CloseWithSaveSavesThenCloses)
{
    const QString file = path(QStringLiteral("close-save.json"));
    ASSERT_TRUE(session()->saveTo(file));
    window->show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(window.get()));
    doc()->setValue(parameter(u"operation.throughput_tok_s"), 321.0);

    choice = Choice::Save;
    EXPECT_TRUE(window->close());
    EXPECT_EQ(prompts, 1);
    const PresetResult r = readPresetFile(file);
    ASSERT_TRUE(r.ok());
    EXPECT_DOUBLE_EQ(r.scenario->operation.throughputTokS, 321.0);
}

// Issue 14: Save As suggests NAME.breakeven.json (typed as a preset by the desktop); a name the
// user gives with its own suffix, such as *.json, is kept and opens again.
TEST_F(PresetFilesTest, SaveAsSuggestsBreakevenJsonAndKeepsAJsonNameTheUserTyped)
{
    doc()->modify(QStringLiteral("Rename"), [](Scenario &s) { s.name = QStringLiteral("Team (Q3) plan"); });
    nextSavePath = path(QStringLiteral("typed.json"));
    ASSERT_TRUE(session()->saveAs());
    ASSERT_EQ(suggestions.size(), 1);
    EXPECT_EQ(QFileInfo(suggestions.first()).fileName(), QStringLiteral("team-q3-plan.breakeven.json"));
    EXPECT_EQ(doc()->filePath(), path(QStringLiteral("typed.json")));
    EXPECT_FALSE(QFileInfo::exists(path(QStringLiteral("typed.json.breakeven.json"))));

    // Save As again suggests the open file; a name ending in ".breakeven" gets ".json".
    nextSavePath = path(QStringLiteral("second.breakeven"));
    ASSERT_TRUE(session()->saveAs());
    ASSERT_EQ(suggestions.size(), 2);
    EXPECT_EQ(suggestions.at(1), path(QStringLiteral("typed.json")));
    EXPECT_EQ(doc()->filePath(), path(QStringLiteral("second.breakeven.json")));

    // Both open again, whatever their suffix.
    for (const QString &name : { QStringLiteral("typed.json"), QStringLiteral("second.breakeven.json") }) {
        auto other = makeWindow();
        ASSERT_TRUE(other->openPreset(path(name))) << name.toStdString();
        EXPECT_EQ(peer(*other).document()->scenario().name, QStringLiteral("Team (Q3) plan"));
    }
    EXPECT_TRUE(errors.isEmpty()) << errors.join(QLatin1Char('\n')).toStdString();
}

TEST_F(PresetFilesTest, SaveOfAnUntitledScenarioAsksWhereAndCancellingTheDialogCancelsTheClose)
{
    window->show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(window.get()));
    doc()->setValue(parameter(u"operation.throughput_tok_s"), 123.0);
    choice = Choice::Save;
    nextSavePath.clear(); // the save dialog is cancelled
    EXPECT_FALSE(window->close());
    EXPECT_TRUE(window->isVisible());
    ASSERT_EQ(suggestions.size(), 1);
    EXPECT_TRUE(
        suggestions.first().endsWith(QStringLiteral("/kimi-k3-1-pro-on-8xb300-modal-agent-workload.breakeven.json")))
        << suggestions.first().toStdString();
    EXPECT_TRUE(doc()->isModified());
}

TEST_F(PresetFilesTest, OpeningAnotherAsksAndCancelKeepsTheScenario)
{
    const QString h200 = QStringLiteral(BREAKEVEN_SOURCE_DIR "/presets/kimi-k31-pro-8xh200.json");
    doc()->setValue(parameter(u"operation.throughput_tok_s"), 250.0);
    const Scenario edited = doc()->scenario();

    choice = Choice::Cancel;
    EXPECT_FALSE(window->openPreset(h200));
    EXPECT_EQ(prompts, 1);
    EXPECT_EQ(doc()->scenario(), edited);
    EXPECT_TRUE(doc()->filePath().isEmpty());

    choice = Choice::Discard;
    EXPECT_TRUE(window->openPreset(h200));
    EXPECT_EQ(prompts, 2);
    EXPECT_EQ(doc()->scenario(), *readPresetFile(h200).scenario);
    EXPECT_EQ(doc()->filePath(), h200);
    EXPECT_FALSE(doc()->isModified());

    // Nothing unsaved: no question.
    EXPECT_TRUE(session()->newScenario());
    EXPECT_EQ(prompts, 2);
    EXPECT_EQ(doc()->scenario().offers, defaultScenario().offers);
    EXPECT_TRUE(doc()->filePath().isEmpty());
}

// B2: the open file, opened again (Open Recent, a drop, Open) with unsaved changes and the
// prompt answered "Save", was read before the save: the old contents came back, marked clean.
TEST_F(PresetFilesTest, ReopeningTheOpenFileAndSavingKeepsTheEdits)
{
    const QString file = path(QStringLiteral("same.json"));
    ASSERT_TRUE(session()->saveTo(file));
    editSome(window.get());
    const Scenario edited = doc()->preset();
    ASSERT_NE(edited, *readPresetFile(file).scenario);

    choice = Choice::Save;
    ASSERT_TRUE(session()->openFile(file));
    EXPECT_EQ(prompts, 1);
    EXPECT_EQ(doc()->preset(), edited);
    EXPECT_EQ(doc()->displayCurrency(), QStringLiteral("CNY"));
    EXPECT_FALSE(doc()->isModified());
    const PresetResult onDisk = readPresetFile(file);
    ASSERT_TRUE(onDisk.ok());
    EXPECT_EQ(*onDisk.scenario, edited);

    // Discard instead: the file as saved comes back.
    doc()->setValue(parameter(u"operation.throughput_tok_s"), 321.0);
    choice = Choice::Discard;
    ASSERT_TRUE(session()->openFile(QDir(dir.path()).filePath(QStringLiteral("./same.json"))));
    EXPECT_EQ(prompts, 2);
    EXPECT_EQ(doc()->preset(), edited);
    EXPECT_FALSE(doc()->isModified());
    EXPECT_TRUE(errors.isEmpty()) << errors.join(QLatin1Char('\n')).toStdString();
}

TEST_F(PresetFilesTest, NewAsksAboutUnsavedChanges)
{
    doc()->setValue(parameter(u"operation.throughput_tok_s"), 250.0);
    choice = Choice::Cancel;
    EXPECT_FALSE(session()->newScenario());
    EXPECT_DOUBLE_EQ(doc()->scenario().operation.throughputTokS, 250.0);
    choice = Choice::Discard;
    EXPECT_TRUE(session()->newScenario());
    EXPECT_DOUBLE_EQ(doc()->scenario().operation.throughputTokS, defaultScenario().operation.throughputTokS);
    EXPECT_EQ(prompts, 2);
}

TEST_F(PresetFilesTest, EveryBrokenFileShowsOneErrorAndLeavesTheScenarioUntouched)
{
    const QString current = path(QStringLiteral("current.json"));
    ASSERT_TRUE(session()->saveTo(current));
    doc()->setValue(parameter(u"operation.throughput_tok_s"), 777.0);
    const Scenario before = doc()->scenario();
    const int undoSteps = doc()->undoStack()->count();
    const QString title = window->windowTitle();

    QStringList files;
    const QDir broken(testData(QStringLiteral("broken")));
    for (const QString &f : broken.entryList({ QStringLiteral("*.json") }, QDir::Files))
        files << broken.filePath(f);
    ASSERT_GE(files.size(), 30);

    // Hostile files made here: 100 MB, deep nesting both ways, truncation, binary junk, absent.
    const QString huge = path(QStringLiteral("huge.json"));
    {
        QFile f(huge);
        ASSERT_TRUE(f.open(QIODevice::WriteOnly));
        ASSERT_TRUE(f.write("{\"format\": \"breakeven-preset\", ") > 0);
        ASSERT_TRUE(f.resize(100LL * 1024 * 1024));
    }
    files << huge;
    const int depth = 100000;
    ASSERT_TRUE(writeFile(path(QStringLiteral("deep-objects.json")),
        QByteArray("{\"a\":").repeated(depth) + "1" + QByteArray("}").repeated(depth)));
    files << path(QStringLiteral("deep-objects.json"));
    ASSERT_TRUE(writeFile(path(QStringLiteral("deep-arrays.json")),
        "{\"offers\":" + QByteArray("[").repeated(depth) + QByteArray("]").repeated(depth) + "}"));
    files << path(QStringLiteral("deep-arrays.json"));
    const QByteArray good = serializePreset(defaultScenario());
    ASSERT_TRUE(writeFile(path(QStringLiteral("truncated.json")), good.left(good.size() / 2)));
    files << path(QStringLiteral("truncated.json"));
    ASSERT_TRUE(writeFile(path(QStringLiteral("truncated-at-end.json")), good.left(good.size() - 3)));
    files << path(QStringLiteral("truncated-at-end.json"));
    QByteArray junk(64 * 1024, '\0');
    QRandomGenerator rng(4);
    for (char &c : junk)
        c = static_cast<char>(rng.bounded(256));
    ASSERT_TRUE(writeFile(path(QStringLiteral("junk.json")), junk));
    files << path(QStringLiteral("junk.json"));
    files << path(QStringLiteral("does-not-exist.json"));
    files << dir.path(); // a folder dropped by mistake
    // #15: a FIFO would block the open forever; it is refused before it is opened.
    const QString fifo = path(QStringLiteral("fifo.json"));
    ASSERT_EQ(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
    files << fifo;

    choice = Choice::Discard; // would open it, if the prompt were wrongly reached
    for (const QString &file : files) {
        SCOPED_TRACE(file.toStdString());
        errors.clear();
        EXPECT_FALSE(window->openPreset(file));
        ASSERT_EQ(errors.size(), 1);
        // #8: any text passed; the message names the file and says nothing changed.
        EXPECT_TRUE(errors.first().contains(QFileInfo(file).fileName())) << errors.first().toStdString();
        EXPECT_TRUE(errors.first().contains(QStringLiteral("The current scenario is unchanged.")))
            << errors.first().toStdString();
        EXPECT_EQ(doc()->scenario(), before);
        EXPECT_EQ(doc()->undoStack()->count(), undoSteps);
        EXPECT_TRUE(doc()->isModified());
        EXPECT_EQ(doc()->filePath(), current);
        EXPECT_EQ(window->windowTitle(), title);
    }
    EXPECT_EQ(prompts, 0) << "a broken file never reaches the unsaved-changes question";

    // The message names the field, or what is wrong with the file.
    const auto messageFor = [&](const QString &file) {
        errors.clear();
        EXPECT_FALSE(window->openPreset(file));
        return errors.value(0);
    };
    EXPECT_TRUE(messageFor(broken.filePath(QStringLiteral("utilization-too-high.json")))
                    .contains(QStringLiteral("operation.utilization")));
    EXPECT_TRUE(
        messageFor(broken.filePath(QStringLiteral("offer-output-missing.json"))).contains(QStringLiteral("offers[")));
    const QString newer = messageFor(broken.filePath(QStringLiteral("version-newer.json")));
    EXPECT_TRUE(newer.contains(QStringLiteral("it needs a Breakeven newer than"))) << newer.toStdString();
    EXPECT_TRUE(messageFor(huge).contains(QStringLiteral("1 MiB")));
    EXPECT_TRUE(messageFor(fifo).contains(QStringLiteral("is not a regular file")));
}

TEST_F(PresetFilesTest, SaveFailureShowsTheReasonAndKeepsTheScenarioModified)
{
    doc()->setValue(parameter(u"operation.throughput_tok_s"), 555.0);
    const Scenario edited = doc()->scenario();
    for (const QString &bad : { path(QStringLiteral("no/such/folder/x.json")), dir.path() }) {
        SCOPED_TRACE(bad.toStdString());
        errors.clear();
        EXPECT_FALSE(session()->saveTo(bad));
        ASSERT_EQ(errors.size(), 1);
        EXPECT_TRUE(errors.first().contains(QDir::toNativeSeparators(bad)));
        EXPECT_TRUE(doc()->isModified());
        EXPECT_TRUE(window->isWindowModified());
        EXPECT_FALSE(doc()->undoStack()->isClean());
        EXPECT_TRUE(doc()->filePath().isEmpty());
        EXPECT_EQ(doc()->scenario(), edited);
    }

    // Closing with Save when the save fails keeps the window open.
    window->show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(window.get()));
    choice = Choice::Save;
    nextSavePath = path(QStringLiteral("no/such/folder/y.json"));
    EXPECT_FALSE(window->close());
    EXPECT_TRUE(window->isVisible());
    EXPECT_TRUE(doc()->isModified());
}

// #8: run as root (CI, the README's commands), a folder without write permission is writable and
// this test used to skip. The folder is now a read-only filesystem, which refuses root too; only
// where mounting is impossible (not root) does it fall back to folder permissions, which bind
// that user.
TEST_F(PresetFilesTest, SaveIntoAReadOnlyFolderFailsAndKeepsTheOldFile)
{
    test::ScratchMount mount({ .sizeBytes = 256 * 1024 });
    const QString folder = mount.isMounted() ? mount.path() : path(QStringLiteral("readonly"));
    ASSERT_TRUE(QDir().mkpath(folder));
    const QString file = QDir(folder).filePath(QStringLiteral("old.json"));
    ASSERT_TRUE(session()->saveTo(file));
    const QByteArray old = readFile(file);
    ASSERT_FALSE(old.isEmpty());

    const auto writable = QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner;
    const auto restore = qScopeGuard([&] { QFile::setPermissions(folder, writable); });
    if (mount.isMounted())
        ASSERT_TRUE(mount.setReadOnly(true)) << mount.lastError().toStdString();
    else
        ASSERT_TRUE(QFile::setPermissions(folder, QFileDevice::ReadOwner | QFileDevice::ExeOwner));
    const QString probe = QDir(folder).filePath(QStringLiteral("probe"));
    if (writeFile(probe, "x")) {
        ASSERT_FALSE(mount.isMounted()) << "a read-only filesystem took a write";
        QFile::remove(probe);
        GTEST_SKIP() << "cannot make an unwritable folder: " << mount.skipReason().toStdString()
                     << "; and folder permissions do not bind this user";
    }

    doc()->setValue(parameter(u"operation.throughput_tok_s"), 444.0);
    const Scenario edited = doc()->scenario();
    errors.clear();
    EXPECT_FALSE(session()->save());
    ASSERT_EQ(errors.size(), 1);
    EXPECT_TRUE(errors.first().contains(QDir::toNativeSeparators(file))) << errors.first().toStdString();
    EXPECT_TRUE(doc()->isModified());
    EXPECT_TRUE(window->isWindowModified());
    EXPECT_EQ(doc()->filePath(), file);
    EXPECT_EQ(doc()->scenario(), edited);
    EXPECT_EQ(readFile(file), old);
    EXPECT_EQ(QDir(folder).entryList(QDir::Files | QDir::Hidden), QStringList { QStringLiteral("old.json") })
        << "no half-written file is left behind";
}

TEST_F(PresetFilesTest, RecoveryFileIsWrittenWhileModifiedAndRestoredAfterACrash)
{
    const QString file = path(QStringLiteral("work.json"));
    ASSERT_TRUE(session()->saveTo(file));
    session()->setAutosaveInterval(50);
    EXPECT_FALSE(session()->recoveryStore().hasFile());

    editSome(window.get());
    const Scenario edited = doc()->preset();
    ASSERT_TRUE(QTest::qWaitFor([&] { return session()->recoveryStore().hasFile(); }, 5000));
    const QString recoveryFile = session()->recoveryStore().filePath();
    EXPECT_TRUE(recoveryFile.startsWith(recoveryDir()));
    {
        const auto entry = RecoveryStore::load(recoveryFile);
        ASSERT_TRUE(entry.has_value());
        EXPECT_EQ(entry->scenario, edited);
        EXPECT_EQ(entry->originalPath, file);
    }
    EXPECT_FALSE(session()->autosave()) << "nothing changed since the last autosave";
    doc()->setValue(parameter(u"operation.utilization"), 0.4);
    EXPECT_TRUE(session()->autosave());
    const Scenario last = doc()->preset();

    window.reset(); // a crash: no close, no save
    ASSERT_TRUE(QFile::exists(recoveryFile));

    window = makeWindow();
    restoreAnswer = true;
    ASSERT_TRUE(session()->offerRecovery());
    EXPECT_EQ(restorePrompts, 1);
    EXPECT_EQ(doc()->preset(), last);
    EXPECT_EQ(doc()->displayCurrency(), QStringLiteral("CNY"));
    EXPECT_EQ(doc()->filePath(), file);
    EXPECT_TRUE(doc()->isModified()) << "restored work is not saved yet";
    EXPECT_FALSE(QFile::exists(recoveryFile)) << "taken over by the new session's own file";
    EXPECT_TRUE(session()->recoveryStore().hasFile());

    // Saving ends the need for recovery (once the restored file's path is confirmed).
    overwriteAnswer = Overwrite::Overwrite;
    ASSERT_TRUE(session()->save());
    EXPECT_EQ(overwriteAsks.size(), 1);
    EXPECT_FALSE(session()->recoveryStore().hasFile());
    EXPECT_EQ(*readPresetFile(file).scenario, last);
}

TEST_F(PresetFilesTest, DecliningRecoveryDeletesItAndACleanCloseLeavesNothing)
{
    session()->setAutosaveInterval(20);
    doc()->setValue(parameter(u"operation.throughput_tok_s"), 99.0);
    ASSERT_TRUE(session()->autosave());
    const QString leftover = session()->recoveryStore().filePath();
    window.reset();
    ASSERT_TRUE(QFile::exists(leftover));

    window = makeWindow();
    restoreAnswer = false;
    EXPECT_FALSE(session()->offerRecovery());
    EXPECT_EQ(restorePrompts, 1);
    EXPECT_FALSE(QFile::exists(leftover));
    EXPECT_EQ(doc()->scenario(), defaultScenario());

    // Discarding at close removes this session's file: nothing is offered next time.
    window->show();
    doc()->setValue(parameter(u"operation.throughput_tok_s"), 98.0);
    ASSERT_TRUE(session()->autosave());
    ASSERT_TRUE(session()->recoveryStore().hasFile());
    choice = Choice::Discard;
    ASSERT_TRUE(window->close());
    EXPECT_FALSE(session()->recoveryStore().hasFile());
    window = makeWindow();
    EXPECT_FALSE(session()->offerRecovery());
    EXPECT_EQ(restorePrompts, 1);
}

TEST(RecoveryStore, ALiveSessionsFileIsNotAnOrphan)
{
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    Scenario s = defaultScenario();
    s.name = QStringLiteral("Unsaved work");
    auto first = std::make_unique<RecoveryStore>(dir.path());
    QString error;
    ASSERT_TRUE(first->save(s, QStringLiteral("/somewhere/case.json"), &error)) << error.toStdString();
    const QString file = first->filePath();

    RecoveryStore second(dir.path());
    EXPECT_TRUE(second.orphans().empty()) << "the first session is still running";
    first.reset(); // ends without clear(): as after a crash
    const std::vector<QString> orphans = second.orphans();
    ASSERT_EQ(orphans.size(), 1U);
    EXPECT_EQ(QFileInfo(orphans.front()), QFileInfo(file));
    const auto entry = RecoveryStore::load(orphans.front(), &error);
    ASSERT_TRUE(entry.has_value()) << error.toStdString();
    EXPECT_EQ(entry->scenario, s);
    EXPECT_EQ(entry->originalPath, QStringLiteral("/somewhere/case.json"));
    EXPECT_TRUE(entry->savedAt.isValid());

    ASSERT_TRUE(writeFile(QDir(dir.path()).filePath(QStringLiteral("session-1-damaged.json")), "{\"format\": 1"));
    EXPECT_FALSE(RecoveryStore::load(QDir(dir.path()).filePath(QStringLiteral("session-1-damaged.json")), &error));
    EXPECT_TRUE(error.contains(QStringLiteral("damaged"))) << error.toStdString();

    second.clear();
    EXPECT_FALSE(second.hasFile());
}

// Issue 34, item 4: the recovery folder is the user's own, never changed through a symbolic link,
// and a start cleans the temporaries that sessions killed mid-write left behind.
TEST(RecoveryStore, ASymlinkedFolderIsUsedButItsTargetIsNeverChmodded) // #34
{
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    const QString target = QDir(dir.path()).filePath(QStringLiteral("target"));
    ASSERT_TRUE(QDir().mkdir(target));
    const QFileDevice::Permissions open755 = QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner
        | QFileDevice::ReadGroup | QFileDevice::ExeGroup | QFileDevice::ReadOther | QFileDevice::ExeOther;
    ASSERT_TRUE(QFile::setPermissions(target, open755));
    const QString link = QDir(dir.path()).filePath(QStringLiteral("link"));
    ASSERT_TRUE(QFile::link(target, link));
    RecoveryStore store(link);
    QString error;
    ASSERT_TRUE(store.save(defaultScenario(), {}, &error)) << error.toStdString();
    EXPECT_EQ(QFileInfo(target).permissions() & open755, open755) << "the link's target was chmodded";
    EXPECT_TRUE(QFileInfo(link).isSymLink());
    EXPECT_EQ(QFileInfo(store.filePath()).permissions() & (QFileDevice::ReadOther | QFileDevice::ReadGroup),
        QFileDevice::Permissions())
        << "the file itself stays 0600";
    store.clear();
}

TEST(RecoveryStore, AFolderOthersCanWriteOrAnotherUserOwnsIsRefusedWithOneReason) // #34
{
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    const QString shared = QDir(dir.path()).filePath(QStringLiteral("shared"));
    ASSERT_TRUE(QDir().mkdir(shared));
    ASSERT_EQ(::chmod(QFile::encodeName(shared).constData(), 0777), 0);
    // Work someone else put there is never offered as the user's.
    ASSERT_TRUE(writeFileAtomically(QDir(shared).filePath(QStringLiteral("session-1-planted.json")), "{}", nullptr));
    RecoveryStore store(shared);
    EXPECT_TRUE(store.orphans().empty());
    QString error;
    EXPECT_FALSE(store.save(defaultScenario(), {}, &error));
    EXPECT_TRUE(error.contains(QStringLiteral("can be written by other users"))) << error.toStdString();
    EXPECT_FALSE(store.hasFile());
    struct stat st { };
    ASSERT_EQ(::stat(QFile::encodeName(shared).constData(), &st), 0);
    EXPECT_EQ(st.st_mode & 0777, 0777u) << "not ours to change: refused, not chmodded";

    const QString others = QDir(dir.path()).filePath(QStringLiteral("others"));
    ASSERT_TRUE(QDir().mkdir(others));
    if (::chown(QFile::encodeName(others).constData(), 65534, 65534) != 0)
        GTEST_SKIP() << "giving a folder to another user needs root: " << std::strerror(errno);
    RecoveryStore theirs(others);
    EXPECT_FALSE(theirs.save(defaultScenario(), {}, &error));
    EXPECT_TRUE(error.contains(QStringLiteral("belongs to another user"))) << error.toStdString();
    EXPECT_FALSE(theirs.hasFile());
}

TEST(RecoveryStore, AStartRemovesTheStaleTemporariesOfSessionsKilledMidWrite) // #34
{
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    const QDir folder(dir.path());
    const QString stale = folder.filePath(QStringLiteral("session-41-0a1b2c3d.json.AbC123"));
    const QString fresh = folder.filePath(QStringLiteral("session-42-0a1b2c3d.json.XyZ789"));
    const QString other = folder.filePath(QStringLiteral("notes.json.AbC123"));
    for (const QString &f : { stale, fresh, other })
        ASSERT_TRUE(writeFileAtomically(f, "{\"partial", nullptr));
    const QDateTime old = QDateTime::currentDateTimeUtc().addSecs(-300);
    for (const QString &f : { stale, other }) {
        QFile file(f);
        ASSERT_TRUE(file.open(QIODevice::ReadWrite));
        ASSERT_TRUE(file.setFileTime(old, QFileDevice::FileModificationTime));
    }
    RecoveryStore store(dir.path());
    EXPECT_FALSE(QFile::exists(stale)) << "a leftover of a killed save";
    EXPECT_TRUE(QFile::exists(fresh)) << "a save may still be writing it";
    EXPECT_TRUE(QFile::exists(other)) << "not a recovery temporary";
    EXPECT_EQ(store.removeStaleTemporaries(), 0);
}

TEST_F(PresetFilesTest, CopyPresetPutsJsonOnTheClipboardAndPasteOpensItIdentically)
{
    editSome(window.get());
    session()->copyPreset();
    const QMimeData *mime = QGuiApplication::clipboard()->mimeData();
    ASSERT_NE(mime, nullptr);
    ASSERT_TRUE(mime->hasText());
    ASSERT_TRUE(mime->hasFormat(QStringLiteral("application/json")));
    const PresetResult fromText = parsePreset(mime->text().toUtf8());
    ASSERT_TRUE(fromText.ok()) << fromText.errorText().toStdString();
    EXPECT_EQ(*fromText.scenario, doc()->preset());

    auto other = makeWindow();
    ASSERT_TRUE(other->session()->pastePreset());
    EXPECT_EQ(peer(*other).document()->preset(), doc()->preset());
    EXPECT_EQ(peer(*other).document()->displayCurrency(), QStringLiteral("CNY"));
    EXPECT_TRUE(peer(*other).document()->filePath().isEmpty());
    EXPECT_TRUE(peer(*other).document()->isModified()) << "a pasted preset exists nowhere else: closing asks";

    // Pasting with unsaved changes asks first; Cancel keeps the scenario.
    peer(*other).document()->setValue(parameter(u"operation.throughput_tok_s"), 111.0);
    const Scenario edited = peer(*other).document()->scenario();
    choice = Choice::Cancel;
    EXPECT_FALSE(other->session()->pastePreset());
    EXPECT_EQ(prompts, 1);
    EXPECT_EQ(peer(*other).document()->scenario(), edited);

    // Revert goes back to the scenario as pasted, which is still saved nowhere.
    ASSERT_TRUE(other->session()->revert());
    EXPECT_EQ(peer(*other).document()->preset(), doc()->preset());
    EXPECT_TRUE(peer(*other).document()->isModified());
}

TEST_F(PresetFilesTest, PastingSomethingElseShowsOneErrorAndChangesNothing)
{
    const Scenario before = doc()->scenario();
    QGuiApplication::clipboard()->setText(QStringLiteral("{\"format\": \"breakeven-preset\", \"version\": 1}"));
    EXPECT_FALSE(session()->pastePreset());
    ASSERT_EQ(errors.size(), 1);
    EXPECT_TRUE(errors.first().contains(QStringLiteral("name"))) << errors.first().toStdString();
    EXPECT_EQ(doc()->scenario(), before);

    QGuiApplication::clipboard()->setText(QStringLiteral("just some words"));
    EXPECT_FALSE(session()->pastePreset());
    EXPECT_EQ(errors.size(), 2) << "Paste Preset says why";
    EXPECT_FALSE(session()->pastePreset(true));
    EXPECT_EQ(errors.size(), 2) << "plain Ctrl+V on other text stays quiet";
    EXPECT_EQ(doc()->scenario(), before);
}

TEST_F(PresetFilesTest, CtrlVOutsideTextFieldsOpensPresetJson)
{
    Scenario h200 = *readPresetFile(QStringLiteral(BREAKEVEN_SOURCE_DIR "/presets/kimi-k31-pro-8xh200.json")).scenario;
    window->show();
    window->activateWindow();
    ASSERT_TRUE(QTest::qWaitForWindowActive(window.get()));
    QGuiApplication::clipboard()->setText(QString::fromUtf8(serializePreset(h200)));

    // In a text field, Ctrl+V pastes text as usual.
    QDoubleSpinBox *fx = peer(*window).fxSpinBox();
    peer(*window).currencyCombo()->setCurrentText(QStringLiteral("CNY"));
    fx->setFocus();
    ASSERT_TRUE(QTest::qWaitFor([&] { return fx->hasFocus(); }, 2000));
    QTest::keyClick(fx, Qt::Key_V, Qt::ControlModifier);
    EXPECT_NE(doc()->scenario().name, h200.name);

    peer(*window).tableView()->setFocus();
    ASSERT_TRUE(QTest::qWaitFor([&] { return peer(*window).tableView()->hasFocus(); }, 2000));
    choice = Choice::Discard;
    QTest::keyClick(peer(*window).tableView(), Qt::Key_V, Qt::ControlModifier);
    EXPECT_EQ(doc()->scenario(), h200);
    EXPECT_TRUE(errors.isEmpty());
}

TEST_F(PresetFilesTest, DroppingAPresetFileOpensIt)
{
    const QString h200 = QStringLiteral(BREAKEVEN_SOURCE_DIR "/presets/kimi-k31-pro-8xh200.json");
    QMimeData mime;
    mime.setUrls({ QUrl::fromLocalFile(h200) });
    QDragEnterEvent enter(QPoint(10, 10), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
    QCoreApplication::sendEvent(window.get(), &enter);
    EXPECT_TRUE(enter.isAccepted());
    QDropEvent drop(QPointF(10, 10), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
    QCoreApplication::sendEvent(window.get(), &drop);
    EXPECT_TRUE(drop.isAccepted());
    ASSERT_TRUE(QTest::qWaitFor([&] { return doc()->filePath() == h200; }, 2000));
    EXPECT_EQ(doc()->scenario(), *readPresetFile(h200).scenario);

    // A broken file dropped: one error, nothing changes.
    const Scenario before = doc()->scenario();
    QMimeData bad;
    bad.setUrls({ QUrl::fromLocalFile(testData(QStringLiteral("broken/not-json.json"))) });
    QDragEnterEvent badEnter(QPoint(10, 10), Qt::CopyAction, &bad, Qt::LeftButton, Qt::NoModifier);
    QCoreApplication::sendEvent(window.get(), &badEnter);
    QDropEvent badDrop(QPointF(10, 10), Qt::CopyAction, &bad, Qt::LeftButton, Qt::NoModifier);
    QCoreApplication::sendEvent(window.get(), &badDrop);
    ASSERT_TRUE(QTest::qWaitFor([&] { return errors.size() == 1; }, 2000));
    EXPECT_EQ(doc()->scenario(), before);
}

TEST_F(PresetFilesTest, PresetsMenuListsEveryShippedPresetWithItsDescription)
{
    const QStringList shipped = PresetSession::shippedPresets();
    const QStringList onDisk
        = QDir(QStringLiteral(BREAKEVEN_SOURCE_DIR "/presets")).entryList({ QStringLiteral("*.json") }, QDir::Files);
    ASSERT_GE(onDisk.size(), 5);
    EXPECT_EQ(shipped.size(), onDisk.size());
    QMenu *menu = child<QMenu>(window.get(), "presetsMenu");
    EXPECT_TRUE(menu->toolTipsVisible());
    ASSERT_EQ(menu->actions().size(), shipped.size());
    for (QAction *a : menu->actions()) {
        const PresetResult r = readPresetFile(a->data().toString());
        ASSERT_TRUE(r.ok());
        EXPECT_EQ(a->text(), QString(r.scenario->name).replace(QLatin1Char('&'), QStringLiteral("&&")));
        EXPECT_TRUE(a->toolTip().contains(r.scenario->description.left(40).toHtmlEscaped()))
            << a->toolTip().toStdString();
    }

    if (qEnvironmentVariableIsSet("BREAKEVEN_PRESETS_SCREENSHOTS")) {
        window->show();
        const QString out = qEnvironmentVariable("BREAKEVEN_PRESETS_SCREENSHOTS");
        QMenu *file = window->findChild<QAction *>(QStringLiteral("newPreset"))->associatedObjects().size() > 0
            ? qobject_cast<QMenu *>(
                window->findChild<QAction *>(QStringLiteral("newPreset"))->associatedObjects().first())
            : nullptr;
        for (QMenu *m : { file, menu }) {
            if (!m)
                continue;
            m->popup(window->mapToGlobal(QPoint(20, 20)));
            QCoreApplication::processEvents();
            m->grab().save(out + QLatin1Char('/') + (m == file ? QStringLiteral("fileMenu") : m->objectName())
                + QStringLiteral(".png"));
            m->hide();
        }
    }

    QAction *h200 = nullptr;
    for (QAction *a : menu->actions())
        if (a->data().toString().endsWith(QStringLiteral("kimi-k31-pro-8xh200.json")))
            h200 = a;
    ASSERT_NE(h200, nullptr);
    h200->trigger();
    EXPECT_EQ(doc()->scenario(), *readPresetFile(h200->data().toString()).scenario);
    EXPECT_TRUE(doc()->filePath().isEmpty()) << "a shipped preset is saved as a new file";
    EXPECT_FALSE(doc()->isModified());
}

TEST_F(PresetFilesTest, OpenRecentKeepsTheLastTenFiles)
{
    choice = Choice::Discard;
    QStringList saved;
    for (int i = 0; i < 12; ++i) {
        const QString file = path(QStringLiteral("p%1.json").arg(i));
        doc()->setValue(parameter(u"operation.throughput_tok_s"), 100.0 + i);
        ASSERT_TRUE(session()->saveTo(file));
        saved.prepend(file);
    }
    const QStringList recent = session()->recentFiles();
    ASSERT_EQ(recent.size(), Settings::maxRecentFiles);
    EXPECT_EQ(recent, saved.mid(0, Settings::maxRecentFiles));

    QMenu *menu = session()->recentMenu();
    Q_EMIT menu->aboutToShow();
    QAction *fifth = nullptr;
    for (QAction *a : menu->actions())
        if (a->data().toString() == recent.at(4))
            fifth = a;
    ASSERT_NE(fifth, nullptr);
    fifth->trigger();
    EXPECT_EQ(doc()->filePath(), recent.at(4));
    EXPECT_EQ(session()->recentFiles().first(), recent.at(4));
    EXPECT_DOUBLE_EQ(doc()->scenario().operation.throughputTokS, 100.0 + 7);

    // A recent file that has gone: an error, and it leaves the list.
    ASSERT_TRUE(QFile::remove(recent.at(1)));
    EXPECT_FALSE(session()->openFile(recent.at(1)));
    EXPECT_EQ(errors.size(), 1);
    EXPECT_FALSE(session()->recentFiles().contains(recent.at(1)));
}

// B6: a window without settings (the tests, --screenshot) still wrote the recent files and
// their folder to QSettings.
TEST_F(PresetFilesTest, AWindowWithoutSettingsKeepsRecentFilesToItselfAndNeverWritesSettings)
{
    const QStringList keys = Settings::keys();
    for (const QString &k : keys)
        QSettings().remove(k);

    const QString gone = path(QStringLiteral("gone.json"));
    const QString kept = path(QStringLiteral("kept.json"));
    ASSERT_TRUE(session()->saveTo(gone));
    ASSERT_TRUE(session()->saveTo(kept));
    EXPECT_EQ(session()->recentFiles(), (QStringList { kept, gone }));
    ASSERT_TRUE(QFile::remove(gone));
    EXPECT_FALSE(session()->openFile(gone)); // and it leaves the list
    EXPECT_EQ(session()->recentFiles(), QStringList { kept });
    ASSERT_TRUE(session()->openFile(kept));

    const QSettings settings;
    for (const QString &k : keys)
        EXPECT_FALSE(settings.contains(k)) << k.toStdString();
}

// B9: Open Recent -> openFile -> addRecentFile rebuilt the menu, deleting the action being
// triggered; "Clear Menu" deleted itself the same way.
TEST_F(PresetFilesTest, RecentMenuActionsAreNotDeletedWhileTheyRun)
{
    const QString older = path(QStringLiteral("older.json"));
    const QString newer = path(QStringLiteral("newer.json"));
    ASSERT_TRUE(session()->saveTo(older));
    ASSERT_TRUE(session()->saveTo(newer));
    QMenu *menu = session()->recentMenu();
    EXPECT_TRUE(menu->isEnabled());
    Q_EMIT menu->aboutToShow();
    QPointer<QAction> open;
    for (QAction *a : menu->actions())
        if (a->data().toString() == older)
            open = a;
    ASSERT_FALSE(open.isNull());
    open->trigger();
    EXPECT_EQ(doc()->filePath(), older);
    EXPECT_EQ(session()->recentFiles(), (QStringList { older, newer }));
    EXPECT_FALSE(open.isNull()) << "the running action was deleted";

    Q_EMIT menu->aboutToShow(); // rebuilt when shown: newest first
    ASSERT_GE(menu->actions().size(), 2);
    EXPECT_EQ(menu->actions().at(0)->data().toString(), older);
    QPointer<QAction> clear = menu->findChild<QAction *>(QStringLiteral("clearRecent"));
    ASSERT_FALSE(clear.isNull());
    clear->trigger();
    EXPECT_FALSE(clear.isNull()) << "Clear Menu deleted itself";
    EXPECT_TRUE(session()->recentFiles().isEmpty());
    EXPECT_FALSE(menu->isEnabled());
}

TEST_F(PresetFilesTest, OpenDialogAndRevert)
{
    const QString file = path(QStringLiteral("revert.json"));
    ASSERT_TRUE(session()->saveTo(file));
    doc()->setValue(parameter(u"operation.throughput_tok_s"), 1000.0);
    ASSERT_TRUE(session()->revert());
    EXPECT_EQ(doc()->preset(), *readPresetFile(file).scenario);
    EXPECT_FALSE(doc()->isModified());

    nextOpenPath = QStringLiteral(BREAKEVEN_SOURCE_DIR "/presets/china-b300-buy.json");
    window->findChild<QAction *>(QStringLiteral("openPreset"))->trigger();
    EXPECT_EQ(doc()->filePath(), nextOpenPath);
    EXPECT_EQ(doc()->scenario(), *readPresetFile(nextOpenPath).scenario);
}

TEST_F(PresetFilesTest, PropertiesDialogEditsNameDescriptionAuthorAndDateAsOneUndoStep)
{
    const Scenario before = doc()->scenario();
    const int steps = doc()->undoStack()->count();
    PresetPropertiesDialog *dialog = session()->showProperties();
    ASSERT_NE(dialog, nullptr);
    EXPECT_EQ(child<QLineEdit>(dialog, "presetName")->text(), before.name);
    EXPECT_EQ(child<QPlainTextEdit>(dialog, "presetDescription")->toPlainText(), before.description);
    // S3: the placeholder was a fixed date, 2026-11-29.
    EXPECT_EQ(child<QLineEdit>(dialog, "presetDate")->placeholderText(), QDate::currentDate().toString(Qt::ISODate));
    child<QLineEdit>(dialog, "presetName")->setText(QStringLiteral("16xH200, bought"));
    child<QPlainTextEdit>(dialog, "presetDescription")
        ->setPlainText(QStringLiteral("Quote from the vendor, 2026-11.\nPower: site tariff."));
    child<QLineEdit>(dialog, "presetAuthor")->setText(QStringLiteral("Ana"));
    child<QLineEdit>(dialog, "presetDate")->setText(QStringLiteral("2026-11-29"));
    if (qEnvironmentVariableIsSet("BREAKEVEN_PRESETS_SCREENSHOTS")) {
        dialog->show();
        QCoreApplication::processEvents();
        dialog->grab().save(qEnvironmentVariable("BREAKEVEN_PRESETS_SCREENSHOTS") + QStringLiteral("/properties.png"));
    }
    dialog->accept();

    const Scenario &s = doc()->scenario();
    EXPECT_EQ(s.name, QStringLiteral("16xH200, bought"));
    EXPECT_EQ(s.description, QStringLiteral("Quote from the vendor, 2026-11.\nPower: site tariff."));
    EXPECT_EQ(s.author, QStringLiteral("Ana"));
    EXPECT_EQ(s.date, QStringLiteral("2026-11-29"));
    EXPECT_EQ(doc()->undoStack()->count(), steps + 1);
    EXPECT_TRUE(window->windowTitle().startsWith(QStringLiteral("16xH200, bought")));
    EXPECT_TRUE(doc()->isModified());

    const QString file = path(QStringLiteral("props.json"));
    ASSERT_TRUE(session()->saveTo(file));
    const PresetResult r = readPresetFile(file);
    ASSERT_TRUE(r.ok());
    EXPECT_EQ(r.scenario->author, QStringLiteral("Ana"));
    EXPECT_EQ(r.scenario->description, s.description);

    doc()->undoStack()->undo();
    EXPECT_EQ(doc()->scenario(), before);
}

TEST_F(PresetFilesTest, FileAndEditMenusHaveTheActionsAndShortcuts)
{
    const auto action = [&](const char *name) { return window->findChild<QAction *>(QString::fromLatin1(name)); };
    for (const char *name : { "newPreset", "openPreset", "savePreset", "savePresetAs", "revertPreset",
             "presetProperties", "copyPreset", "pastePreset" })
        ASSERT_NE(action(name), nullptr) << name;
    EXPECT_EQ(action("newPreset")->shortcut(), QKeySequence(QKeySequence::New));
    EXPECT_EQ(action("openPreset")->shortcut(), QKeySequence(QKeySequence::Open));
    EXPECT_EQ(action("savePreset")->shortcut(), QKeySequence(QKeySequence::Save));
    EXPECT_FALSE(action("savePresetAs")->shortcut().isEmpty());
    EXPECT_EQ(action("copyPreset")->shortcut(), QKeySequence(QStringLiteral("Ctrl+Shift+C")));
    EXPECT_EQ(action("pastePreset")->shortcut(), QKeySequence(QStringLiteral("Ctrl+Shift+V")));
}

// --- Issue 13: File > New and the title ---------------------------------------------------

TEST_F(PresetFilesTest, NewIsUntitledAndTheTitleShowsTheFileName)
{
    ASSERT_TRUE(session()->newScenario());
    Scenario expected = defaultScenario();
    expected.name = QStringLiteral("Untitled");
    expected.author.clear();
    expected.date.clear();
    EXPECT_EQ(doc()->scenario(), expected) << "the built-in figures under a name of its own";
    EXPECT_FALSE(doc()->isModified());
    EXPECT_TRUE(window->windowTitle().startsWith(QStringLiteral("Untitled[*]"))) << window->windowTitle().toStdString();

    nextSavePath = path(QStringLiteral("q4-budget.json"));
    ASSERT_TRUE(session()->save());
    EXPECT_TRUE(suggestions.last().endsWith(QStringLiteral("/untitled.breakeven.json")))
        << suggestions.last().toStdString();
    EXPECT_TRUE(window->windowTitle().startsWith(QStringLiteral("q4-budget.json[*]")))
        << window->windowTitle().toStdString();
    doc()->modify(QStringLiteral("Rename"), [](Scenario &s) { s.name = QStringLiteral("Budget case"); });
    EXPECT_TRUE(window->windowTitle().startsWith(QStringLiteral("q4-budget.json[*]")))
        << "the file, not the preset's name";
}

// --- Issue 15, part 1: a full disk ----------------------------------------------------------

TEST_F(PresetFilesTest, SaveOnAFullDiskSaysWhyAndKeepsTheFileTheStarAndTheRecoveryFile)
{
    test::ScratchMount fs;
    BREAKEVEN_SKIP_UNLESS_MOUNTED(fs);
    const QString file = fs.filePath(QStringLiteral("modal.json"));
    ASSERT_TRUE(session()->saveTo(file));
    const QByteArray old = readAll(file);
    doc()->setValue(parameter(u"operation.throughput_tok_s"), 640.0);
    ASSERT_TRUE(session()->autosave());
    const QString recovery = session()->recoveryStore().filePath();
    ASSERT_TRUE(fs.fill());

    errors.clear();
    child<QAction>(peer(*window).fileActions(), "savePreset")->trigger(); // Ctrl+S
    ASSERT_EQ(errors.size(), 1);
    EXPECT_TRUE(errors.first().contains(QStringLiteral("No space left on device"))) << errors.first().toStdString();
    EXPECT_TRUE(errors.first().contains(QDir::toNativeSeparators(file)));
    EXPECT_TRUE(doc()->isModified());
    EXPECT_TRUE(window->isWindowModified()) << "the * stays";
    EXPECT_EQ(readAll(file), old) << "the preset on disk is untouched";
    ASSERT_TRUE(QFile::exists(recovery)) << "the work is still recoverable";
    const auto entry = RecoveryStore::load(recovery);
    ASSERT_TRUE(entry.has_value());
    EXPECT_DOUBLE_EQ(entry->scenario.operation.throughputTokS, 640.0);
    EXPECT_TRUE(overwriteAsks.isEmpty()) << "the file itself did not change";

    ASSERT_TRUE(fs.unfill());
    errors.clear();
    ASSERT_TRUE(session()->save()) << errors.join(QLatin1Char('\n')).toStdString();
    EXPECT_FALSE(window->isWindowModified());
    EXPECT_DOUBLE_EQ(readPresetFile(file).scenario->operation.throughputTokS, 640.0);
}

TEST_F(PresetFilesTest, AutosaveOnAFullDiskNeverReplacesAGoodRecoveryFile)
{
    test::ScratchMount fs;
    BREAKEVEN_SKIP_UNLESS_MOUNTED(fs);
    const QString folder = fs.filePath(QStringLiteral("recovery"));
    session()->setRecoveryDirectory(folder);
    doc()->setValue(parameter(u"operation.throughput_tok_s"), 640.0);
    ASSERT_TRUE(session()->autosave());
    const Scenario good = doc()->preset();
    const QString recovery = session()->recoveryStore().filePath();
    ASSERT_TRUE(fs.fill());

    errors.clear();
    doc()->setValue(parameter(u"operation.utilization"), 0.4);
    EXPECT_FALSE(session()->autosave());
    ASSERT_EQ(errors.size(), 1) << "the user is told";
    EXPECT_TRUE(errors.first().contains(QStringLiteral("No space left on device"))) << errors.first().toStdString();
    doc()->setValue(parameter(u"operation.utilization"), 0.45);
    EXPECT_FALSE(session()->autosave());
    EXPECT_EQ(errors.size(), 1) << "once, not at every autosave";
    const auto kept = RecoveryStore::load(recovery);
    ASSERT_TRUE(kept.has_value()) << "never replaced by an empty or partial file";
    EXPECT_EQ(kept->scenario, good);

    // A crash now: the next start offers the good file, and keeps it while it cannot write its own.
    window.reset();
    window = makeWindow();
    session()->setRecoveryDirectory(folder);
    errors.clear();
    ASSERT_TRUE(session()->offerRecovery());
    EXPECT_EQ(doc()->preset(), good);
    EXPECT_TRUE(QFile::exists(recovery)) << "still the only copy: this session could not write one";

    ASSERT_TRUE(fs.unfill());
    doc()->setValue(parameter(u"operation.utilization"), 0.5);
    EXPECT_TRUE(session()->autosave());
}

// --- Issue 15, part 5: two windows on one file -------------------------------------------

TEST_F(PresetFilesTest, SavingOverAFileAnotherWindowChangedAsksFirst)
{
    const QString file = path(QStringLiteral("shared.json"));
    ASSERT_TRUE(session()->saveTo(file));
    std::unique_ptr<MainWindow> other = makeWindow(*readPresetFile(file).scenario, file);
    peer(*other).document()->setValue(parameter(u"operation.throughput_tok_s"), 777.0);
    ASSERT_TRUE(other->session()->save());
    EXPECT_TRUE(overwriteAsks.isEmpty()) << "the other window saves over what it opened";

    doc()->setValue(parameter(u"operation.throughput_tok_s"), 111.0);
    overwriteAnswer = Overwrite::Cancel;
    EXPECT_FALSE(session()->save());
    ASSERT_EQ(overwriteAsks.size(), 1);
    EXPECT_EQ(overwriteAsks.first().first, file);
    EXPECT_EQ(overwriteAsks.first().second, Reason::ChangedOnDisk);
    EXPECT_DOUBLE_EQ(readPresetFile(file).scenario->operation.throughputTokS, 777.0) << "the other window's save";
    EXPECT_TRUE(doc()->isModified());

    overwriteAnswer = Overwrite::Overwrite;
    ASSERT_TRUE(session()->save());
    EXPECT_EQ(overwriteAsks.size(), 2);
    EXPECT_DOUBLE_EQ(readPresetFile(file).scenario->operation.throughputTokS, 111.0);
    EXPECT_FALSE(doc()->isModified());

    // Now the other window is behind: Save As keeps both.
    peer(*other).document()->setValue(parameter(u"operation.throughput_tok_s"), 888.0);
    overwriteAnswer = Overwrite::SaveAs;
    nextSavePath = path(QStringLiteral("other.json"));
    ASSERT_TRUE(other->session()->save());
    EXPECT_EQ(overwriteAsks.size(), 3);
    EXPECT_EQ(peer(*other).document()->filePath(), nextSavePath);
    EXPECT_DOUBLE_EQ(readPresetFile(file).scenario->operation.throughputTokS, 111.0);
    EXPECT_DOUBLE_EQ(readPresetFile(nextSavePath).scenario->operation.throughputTokS, 888.0);

    // The same bytes written again, or the file deleted: nothing of anyone's is lost, no question.
    ASSERT_TRUE(writeFile(file, readAll(file)));
    doc()->setValue(parameter(u"operation.throughput_tok_s"), 112.0);
    ASSERT_TRUE(session()->save());
    ASSERT_TRUE(QFile::remove(file));
    doc()->setValue(parameter(u"operation.throughput_tok_s"), 113.0);
    ASSERT_TRUE(session()->save());
    EXPECT_EQ(overwriteAsks.size(), 3);
    EXPECT_DOUBLE_EQ(readPresetFile(file).scenario->operation.throughputTokS, 113.0);
}

// --- Issue 15, part 7: recovery -------------------------------------------------------------

TEST_F(PresetFilesTest, TwoWindowsStartedAfterACrashDoNotBothRestoreTheSameWork)
{
    doc()->setValue(parameter(u"operation.throughput_tok_s"), 99.0);
    ASSERT_TRUE(session()->autosave());
    const QString leftover = session()->recoveryStore().filePath();
    window.reset(); // the crash

    window = makeWindow();
    std::unique_ptr<MainWindow> second = makeWindow();
    bool secondRestored = true;
    session()->askRestore = [&](const RecoveryStore::Entry &) {
        ++restorePrompts;
        // While the first window asks, the second one starts and looks for work to restore.
        EXPECT_TRUE(second->session()->recoveryStore().orphans().empty());
        secondRestored = second->session()->offerRecovery();
        return true;
    };
    ASSERT_TRUE(session()->offerRecovery());
    EXPECT_EQ(restorePrompts, 1) << "the second window was not asked";
    EXPECT_FALSE(secondRestored);
    EXPECT_DOUBLE_EQ(doc()->scenario().operation.throughputTokS, 99.0);
    EXPECT_EQ(peer(*second).document()->scenario(), defaultScenario());
    EXPECT_FALSE(QFile::exists(leftover));
    EXPECT_FALSE(second->session()->offerRecovery()) << "nothing left for it later either";
    EXPECT_EQ(restorePrompts, 1);
}

TEST_F(PresetFilesTest, AnEmptyOrDamagedRecoveryFileIsReportedOnceAndMovedAside)
{
    ASSERT_TRUE(QDir().mkpath(recoveryDir()));
    const QString empty = QDir(recoveryDir()).filePath(QStringLiteral("session-1-00000001.json"));
    const QString damaged = QDir(recoveryDir()).filePath(QStringLiteral("session-1-00000002.json"));
    ASSERT_TRUE(writeFile(empty, QByteArray()));
    ASSERT_TRUE(writeFile(damaged, "{\"format\": \"breakeven-recovery\""));

    errors.clear();
    EXPECT_FALSE(session()->offerRecovery());
    EXPECT_EQ(restorePrompts, 0);
    ASSERT_EQ(errors.size(), 2) << errors.join(QLatin1Char('\n')).toStdString();
    EXPECT_TRUE(errors.join(QLatin1Char('\n')).contains(QStringLiteral("the recovery file is empty")));
    EXPECT_FALSE(QFile::exists(empty));
    EXPECT_FALSE(QFile::exists(damaged));
    const QString keptEmpty = QDir(recoveryDir()).filePath(QStringLiteral("damaged-session-1-00000001.json"));
    const QString keptDamaged = QDir(recoveryDir()).filePath(QStringLiteral("damaged-session-1-00000002.json"));
    EXPECT_TRUE(QFile::exists(keptEmpty));
    ASSERT_TRUE(QFile::exists(keptDamaged));
    EXPECT_EQ(readAll(keptDamaged), QByteArray("{\"format\": \"breakeven-recovery\"")) << "kept as it was";
    EXPECT_TRUE(errors.join(QLatin1Char('\n')).contains(QDir::toNativeSeparators(keptDamaged)));

    window = makeWindow(); // the next start
    errors.clear();
    EXPECT_FALSE(session()->offerRecovery());
    EXPECT_TRUE(errors.isEmpty()) << "warned once, not at every start";
}

TEST_F(PresetFilesTest, RestoredWorkShowsItsFileAndAsksBeforeSavingOverIt)
{
    const QString file = path(QStringLiteral("work.json"));
    ASSERT_TRUE(session()->saveTo(file));
    const QByteArray onDisk = readAll(file);
    doc()->setValue(parameter(u"operation.throughput_tok_s"), 321.0);
    ASSERT_TRUE(session()->autosave());
    window.reset(); // the crash

    window = makeWindow();
    QString shown;
    session()->askRestore = [&](const RecoveryStore::Entry &entry) {
        shown = entry.originalPath;
        return true;
    };
    ASSERT_TRUE(session()->offerRecovery());
    EXPECT_EQ(shown, file);
    EXPECT_TRUE(window->windowTitle().startsWith(QStringLiteral("work.json[*]")));

    overwriteAnswer = Overwrite::Cancel;
    child<QAction>(peer(*window).fileActions(), "savePreset")->trigger(); // Ctrl+S
    ASSERT_EQ(overwriteAsks.size(), 1);
    EXPECT_EQ(overwriteAsks.first(), qMakePair(file, Reason::RestoredOriginal));
    EXPECT_EQ(readAll(file), onDisk);
    EXPECT_TRUE(doc()->isModified());

    overwriteAnswer = Overwrite::Overwrite;
    ASSERT_TRUE(session()->save());
    EXPECT_DOUBLE_EQ(readPresetFile(file).scenario->operation.throughputTokS, 321.0);
    doc()->setValue(parameter(u"operation.throughput_tok_s"), 322.0);
    ASSERT_TRUE(session()->save());
    EXPECT_EQ(overwriteAsks.size(), 2) << "confirmed once";
}

TEST_F(PresetFilesTest, RecoveryFolderAndFilesAreReadableByTheUserOnly)
{
    // An older Breakeven created the folder 0755.
    ASSERT_TRUE(QDir().mkpath(recoveryDir()));
    ASSERT_TRUE(QFile::setPermissions(recoveryDir(),
        QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner | QFileDevice::ReadGroup
            | QFileDevice::ExeGroup | QFileDevice::ReadOther | QFileDevice::ExeOther));
    doc()->setValue(parameter(u"operation.throughput_tok_s"), 640.0);
    ASSERT_TRUE(session()->autosave());
    EXPECT_EQ(QFileInfo(recoveryDir()).permissions() & notOwner, QFileDevice::Permissions());
    EXPECT_EQ(QFileInfo(session()->recoveryStore().filePath()).permissions() & notOwner, QFileDevice::Permissions());

    // A folder that does not exist yet is created private.
    const QString fresh = path(QStringLiteral("fresh/recovery"));
    session()->setRecoveryDirectory(fresh);
    ASSERT_TRUE(session()->autosave());
    EXPECT_EQ(QFileInfo(fresh).permissions() & notOwner, QFileDevice::Permissions());
    EXPECT_EQ(QFileInfo(session()->recoveryStore().filePath()).permissions() & notOwner, QFileDevice::Permissions());
}

// --- Issue 15, part 2: strings from a preset are text, never HTML ---------------------------

namespace {

/// The texts of every QLabel in \a box, each checked to be shown as plain text.
QString plainLabelTexts(QMessageBox *box)
{
    QString texts;
    for (const QLabel *label : box->findChildren<QLabel *>()) {
        EXPECT_EQ(label->textFormat(), Qt::PlainText) << label->text().toStdString();
        texts += label->text() + QLatin1Char('\n');
    }
    return texts;
}

/// Runs \a check on the next modal message box as soon as it shows, then closes it.
void onNextMessageBox(const std::function<void(QMessageBox *)> &check)
{
    auto *timer = new QTimer;
    timer->setInterval(5);
    QObject::connect(timer, &QTimer::timeout, timer, [timer, check] {
        auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
        if (!box)
            return;
        timer->stop();
        timer->deleteLater();
        check(box);
        box->reject();
    });
    timer->start();
}

/// The plain texts of the visible text items drawn in \a chart's scene (legend, titles, labels).
QStringList sceneTexts(QWidget *chart)
{
    QStringList texts;
    const auto *view = chart->findChild<QGraphicsView *>();
    EXPECT_NE(view, nullptr);
    if (!view)
        return texts;
    for (const QGraphicsItem *item : view->scene()->items()) {
        if (const auto *text = dynamic_cast<const QGraphicsTextItem *>(item); text && text->isVisible())
            texts << text->toPlainText();
    }
    return texts;
}

} // namespace

TEST_F(PresetFilesTest, HostileNamesShowAsTextInTheWindowItsTooltipsAndMenus)
{
    test::Canary canary;
    if (!canary.ready())
        GTEST_SKIP() << canary.whyNot();
    const QString img = canary.markup();
    window = makeWindow(test::hostileScenario(canary.path(), true));
    window->resize(1600, 1000);
    window->show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(window.get()));
    window->grab();

    // The verdict names the cheapest offer: as text.
    EXPECT_EQ(peer(*window).verdictLabel()->textFormat(), Qt::PlainText);
    EXPECT_TRUE(peer(*window).verdictLabel()->text().contains(img))
        << peer(*window).verdictLabel()->text().toStdString();

    // The legend and the axis titles (in the hostile currency) show the markup itself.
    const QString costTexts = sceneTexts(peer(*window).costChart()).join(QLatin1Char('\n'));
    // (Legend names are elided to 60 characters before layout: the markup's start shows.)
    EXPECT_TRUE(costTexts.contains(QStringLiteral("<img src=\"") + canary.path()))
        << "legend: " << costTexts.toStdString();
    EXPECT_TRUE(peer(*window).verdictLabel()->text().contains(QStringLiteral("<table><tr><td>")))
        << "the nested tables are characters, not a layout";
    const QString volumeTexts = sceneTexts(peer(*window).volumeChart()).join(QLatin1Char('\n'));
    EXPECT_TRUE(volumeTexts.contains(QStringLiteral("<img src="))) << "axis title: " << volumeTexts.toStdString();

    // Hovering the charts: every tooltip that shows is the markup as text. A vertical sweep
    // through the middle of the cost chart crosses every offer's flat line.
    QStringList chartTips;
    for (QWidget *chart :
        { static_cast<QWidget *>(peer(*window).costChart()), static_cast<QWidget *>(peer(*window).volumeChart()) }) {
        QWidget *viewport = chart->findChild<QGraphicsView *>()->viewport();
        for (int y = 0; y < viewport->height(); y += 2) {
            QTest::mouseMove(viewport, QPoint(viewport->width() / 2, y));
            if (QToolTip::isVisible())
                chartTips << QToolTip::text();
        }
    }
    for (const QString &tip : chartTips)
        EXPECT_FALSE(tip.contains(img)) << "shown as HTML: " << tip.toStdString();

    // The table's tooltip on an offer: the markup as text.
    QTableView *table = peer(*window).tableView();
    const QRect cell = table->visualRect(table->model()->index(0, BreakevenTableModel::OfferColumn));
    QHelpEvent help(QEvent::ToolTip, cell.center(), table->viewport()->mapToGlobal(cell.center()));
    QCoreApplication::sendEvent(table->viewport(), &help);
    ASSERT_TRUE(QToolTip::isVisible());
    EXPECT_TRUE(QToolTip::text().contains(img.toHtmlEscaped().replace(QStringLiteral("&quot;"), QStringLiteral("\""))))
        << QToolTip::text().toStdString();
    for (QWidget *w : QApplication::topLevelWidgets())
        if (w->inherits("QTipLabel") && w->isVisible())
            w->grab();
    QToolTip::hideText();

    // The offers editor and the properties dialog.
    peer(*window).offersEditor()->show();
    peer(*window).offersEditor()->grab();
    PresetPropertiesDialog *properties = session()->showProperties();
    properties->grab();
    EXPECT_EQ(child<QLineEdit>(properties, "presetName")->text(), img + QStringLiteral(" name"));
    properties->reject();

    // Open Recent: a file whose name is markup.
    const QString odd = path(QStringLiteral("<b>odd.json"));
    // #9: this scenario, built in code, is beyond the format's limits: it is not written, since it
    // would not open again. Within them, it is.
    EXPECT_FALSE(session()->saveTo(odd));
    EXPECT_FALSE(QFile::exists(odd));
    ASSERT_FALSE(errors.isEmpty());
    EXPECT_TRUE(errors.last().contains(QStringLiteral("would not open again"))) << errors.last().toStdString();
    doc()->reset(test::hostileScenario(canary.path(), false, true));
    ASSERT_TRUE(session()->saveTo(odd)) << errors.last().toStdString();
    Q_EMIT session()->recentMenu()->aboutToShow();
    ASSERT_FALSE(session()->recentMenu()->actions().isEmpty());
    EXPECT_TRUE(session()->recentMenu()->actions().first()->toolTip().contains(QStringLiteral("&lt;b&gt;odd")))
        << session()->recentMenu()->actions().first()->toolTip().toStdString();

    QCoreApplication::processEvents();
    EXPECT_EQ(canary.opens(), 0) << "a renderer read the file named in the preset";
}

TEST(PresetSessionDialogs, DefaultDialogsShowNamesPathsAndMessagesAsPlainText)
{
    test::Canary canary;
    if (!canary.ready())
        GTEST_SKIP() << canary.whyNot();
    const QString img = canary.markup();
    const QDir dir(canary.folder());
    MainWindow window(test::hostileScenario(canary.path(), false), {}, false);
    PresetSession *session = window.session();
    session->setRecoveryDirectory(dir.filePath(QStringLiteral("recovery")));
    window.show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(&window));

    int shown = 0;
    const auto expectMarkup = [&](QMessageBox *box) {
        ++shown;
        const QString texts = plainLabelTexts(box);
        EXPECT_TRUE(texts.contains(img)) << texts.toStdString();
        const QPixmap picture = box->grab();
        if (qEnvironmentVariableIsSet("BREAKEVEN_PRESETS_SCREENSHOTS"))
            picture.save(qEnvironmentVariable("BREAKEVEN_PRESETS_SCREENSHOTS")
                + QStringLiteral("/plain-dialog-%1.png").arg(shown));
    };
    onNextMessageBox(expectMarkup);
    EXPECT_EQ(session->askUnsaved(img), PresetSession::UnsavedChoice::Cancel);
    onNextMessageBox(expectMarkup);
    EXPECT_FALSE(session->confirmRevert(img));
    RecoveryStore::Entry entry;
    entry.scenario = test::hostileScenario(canary.path(), false);
    entry.originalPath = dir.filePath(img);
    entry.savedAt = QDateTime::currentDateTimeUtc();
    onNextMessageBox([&](QMessageBox *box) {
        expectMarkup(box);
        EXPECT_TRUE(plainLabelTexts(box).contains(QDir::toNativeSeparators(entry.originalPath)))
            << "the file the work came from is shown";
    });
    EXPECT_FALSE(session->askRestore(entry));
    for (const Reason reason : { Reason::ChangedOnDisk, Reason::RestoredOriginal }) {
        onNextMessageBox(expectMarkup);
        EXPECT_EQ(session->confirmOverwrite(dir.filePath(img), reason), Overwrite::Cancel);
    }
    onNextMessageBox(expectMarkup);
    EXPECT_FALSE(
        peer(window).exportActions()->exportDataTo(QStringLiteral("/nonexistent-dir/") + img + QStringLiteral(".csv")));

    session->reportError(QStringLiteral("Title"), img);
    QMessageBox *report = nullptr;
    for (QMessageBox *box : window.findChildren<QMessageBox *>())
        if (box->isVisible())
            report = box;
    ASSERT_NE(report, nullptr);
    expectMarkup(report);
    report->close();

    EXPECT_EQ(shown, 7);
    QCoreApplication::processEvents();
    EXPECT_EQ(canary.opens(), 0);
}

// #9: choosing a display currency the preset has no rate for, then Undo, left the currency shown
// without its rate: the table showed the dollar figure with the euro's code ("EUR 15.00" for $15),
// and Save and autosave wrote a preset Breakeven refused to reopen ("display_currency: unknown
// currency").
TEST_F(PresetFilesTest, UndoingANewDisplayCurrencyRestoresTheTableAndEveryWriteReopens)
{
    Scenario noEuro = defaultScenario();
    noEuro.fxPerUsd.erase(QStringLiteral("EUR"));
    const QString file = path(QStringLiteral("no-euro.json"));
    ASSERT_TRUE(writePresetFile(noEuro, file, nullptr));
    window = makeWindow(noEuro, file);
    ASSERT_GT(peer(*window).tableModel()->rowCount(), 0);
    const QModelIndex price = peer(*window).tableModel()->index(0, BreakevenTableModel::BlendedPriceColumn);
    const double dollars = price.data(BreakevenTableModel::ValueRole).toDouble();
    const QString dollarText = price.data().toString();

    peer(*window).currencyCombo()->setCurrentText(QStringLiteral("EUR"));
    ASSERT_EQ(doc()->displayCurrency(), QStringLiteral("EUR"));
    ASSERT_TRUE(doc()->scenario().fxRate(QStringLiteral("EUR")).has_value());
    EXPECT_DOUBLE_EQ(price.data(BreakevenTableModel::ValueRole).toDouble(),
        dollars * *doc()->scenario().fxRate(QStringLiteral("EUR")));

    doc()->undoStack()->undo();
    EXPECT_EQ(doc()->displayCurrency(), QStringLiteral("USD"));
    EXPECT_EQ(peer(*window).currencyCombo()->currentText(), QStringLiteral("USD"));
    EXPECT_DOUBLE_EQ(price.data(BreakevenTableModel::ValueRole).toDouble(), dollars);
    EXPECT_EQ(price.data().toString(), dollarText);
    EXPECT_FALSE(doc()->isModified()) << "back where the file was";
    doc()->undoStack()->redo();
    EXPECT_EQ(doc()->displayCurrency(), QStringLiteral("EUR"));
    doc()->undoStack()->undo();

    // An edit after the undo: the recovery file and the saved file both open again.
    doc()->setValue(parameter(u"operation.throughput_tok_s"), 640.0);
    ASSERT_TRUE(session()->autosave());
    const auto entry = RecoveryStore::load(session()->recoveryStore().filePath());
    ASSERT_TRUE(entry.has_value());
    EXPECT_EQ(entry->scenario, doc()->scenario());
    ASSERT_TRUE(session()->save());
    EXPECT_TRUE(errors.isEmpty()) << errors.join(QLatin1Char('\n')).toStdString();
    const PresetResult reopened = readPresetFile(file);
    ASSERT_TRUE(reopened.ok()) << reopened.errorText().toStdString();
    EXPECT_EQ(*reopened.scenario, doc()->scenario());
}

// #9: nothing is written that Breakeven would refuse to open: Save leaves the old file as it was
// and says which field is wrong; autosave says it once and keeps the previous recovery file.
TEST_F(PresetFilesTest, NothingIsWrittenThatTheReaderRejects)
{
    const QString file = path(QStringLiteral("good.json"));
    ASSERT_TRUE(session()->saveTo(file));
    const QByteArray before = readFile(file);
    doc()->setValue(parameter(u"operation.throughput_tok_s"), 640.0);
    ASSERT_TRUE(session()->autosave());
    const QString recoveryFile = session()->recoveryStore().filePath();
    const QByteArray recoveryBefore = readFile(recoveryFile);

    // An edit the window's controls do not allow, through the document's general edit.
    doc()->modify(QStringLiteral("Bad currency"), [](Scenario &s) { s.offers.at(0).currency = QStringLiteral("usd"); });
    ASSERT_FALSE(doc()->presetProblems().isEmpty());
    EXPECT_TRUE(doc()->presetProblems().contains(QStringLiteral("offers[0].currency")))
        << doc()->presetProblems().toStdString();

    EXPECT_FALSE(session()->save());
    ASSERT_EQ(errors.size(), 1);
    EXPECT_TRUE(errors.first().contains(QStringLiteral("would not open again"))) << errors.first().toStdString();
    EXPECT_TRUE(errors.first().contains(QStringLiteral("offers[0].currency"))) << errors.first().toStdString();
    EXPECT_EQ(readFile(file), before) << "the old file stays";
    EXPECT_TRUE(doc()->isModified());

    EXPECT_FALSE(session()->autosave());
    EXPECT_FALSE(session()->autosave());
    ASSERT_EQ(errors.size(), 2) << "the recovery problem is said once";
    EXPECT_TRUE(errors.last().contains(QStringLiteral("offers[0].currency"))) << errors.last().toStdString();
    EXPECT_EQ(readFile(recoveryFile), recoveryBefore) << "the previous recovery file stays";

    // Undone, both write again.
    doc()->undoStack()->undo();
    EXPECT_TRUE(session()->autosave());
    EXPECT_TRUE(session()->save());
    EXPECT_TRUE(readPresetFile(file).ok());
}

// #9: the document is owned outside the window (as main() does): it outlives every view, keeps
// its edits and its undo history, and the window's views never delete it.
TEST_F(PresetFilesTest, ADocumentOwnedOutsideOutlivesItsWindow)
{
    const auto document = std::make_shared<ScenarioDocument>(defaultScenario());
    {
        MainWindow w(document, false);
        EXPECT_EQ(peer(w).document(), document.get());
        w.show();
        peer(w).offersEditor()->show();
        document->setValue(parameter(u"operation.utilization"), 0.5);
        EXPECT_TRUE(w.isWindowModified());
        EXPECT_EQ(document.use_count(), 2);
    }
    EXPECT_EQ(document.use_count(), 1);
    EXPECT_DOUBLE_EQ(document->scenario().operation.utilization, 0.5);
    EXPECT_TRUE(document->isModified());
    // No view is left listening: an undo after the window went reaches nobody.
    ASSERT_TRUE(document->undoStack()->canUndo());
    document->undoStack()->undo();
    EXPECT_EQ(document->scenario(), defaultScenario());
    // A second window on the same document.
    MainWindow again(document, false);
    EXPECT_EQ(peer(again).tableModel()->rowCount(),
        static_cast<int>(std::count_if(document->scenario().offers.begin(), document->scenario().offers.end(),
            [](const Offer &o) { return o.enabled; })));
}

// #9: every settings key is written in one place, once.
TEST(Settings, EveryKeyIsDistinctAndReadsBackWhatWasWritten)
{
    const QStringList keys = Settings::keys();
    EXPECT_EQ(QSet<QString>(keys.begin(), keys.end()).size(), keys.size());
    QSettings().clear();
    Settings::setLastPreset(QStringLiteral("/a/b.json"));
    Settings::setLastFolder(QStringLiteral("/a"));
    QStringList many;
    for (int i = 0; i < Settings::maxRecentFiles + 3; ++i)
        many << QStringLiteral("/a/%1.json").arg(i);
    Settings::setRecentFiles(many);
    Settings::setWindowLayout({ "g", "s", "m", "c", "h", true });
    Settings::setLanguage(QStringLiteral("pt_PT"));
    EXPECT_EQ(Settings::language(), QStringLiteral("pt_PT"));
    // Preferences (#14).
    Settings::setTheme(Theme::Dark);
    EXPECT_EQ(Settings::theme(), Theme::Dark);
    Settings::setDefaultDisplayCurrency(QStringLiteral("BRL"));
    EXPECT_EQ(Settings::defaultDisplayCurrency(), QStringLiteral("BRL"));
    Settings::setDefaultExchangeRates({ { QStringLiteral("BRL"), 5.4 } });
    EXPECT_DOUBLE_EQ(Settings::defaultExchangeRates().at(QStringLiteral("BRL")), 5.4);
    EXPECT_EQ(Settings::defaultExchangeRates().size(), 1u);
    Settings::setDisabledDefaultOffers({ QStringLiteral("Moonshot kimi-k3") });
    EXPECT_EQ(Settings::disabledDefaultOffers(), QStringList { QStringLiteral("Moonshot kimi-k3") });
    EXPECT_EQ(Settings::lastPreset(), QStringLiteral("/a/b.json"));
    EXPECT_EQ(Settings::lastFolder(), QStringLiteral("/a"));
    EXPECT_EQ(Settings::recentFiles(), many.mid(0, Settings::maxRecentFiles));
    const Settings::WindowLayout layout = Settings::windowLayout();
    EXPECT_EQ(layout.geometry, "g");
    EXPECT_EQ(layout.state, "s");
    EXPECT_EQ(layout.mainSplitter, "m");
    EXPECT_EQ(layout.centreSplitter, "c");
    EXPECT_EQ(layout.chartSplitter, "h");
    EXPECT_TRUE(layout.planCaveatsOpen);
    const QStringList written = QSettings().allKeys();
    for (const QString &k : written)
        EXPECT_TRUE(keys.contains(k)) << k.toStdString();
    EXPECT_EQ(written.size(), keys.size());
    Settings::setRecentFiles({});
    EXPECT_TRUE(Settings::recentFiles().isEmpty());
    EXPECT_EQ(QSettings().allKeys().size(), keys.size() - 1) << "an empty list removes its key";
    Settings::setLanguage(QString());
    EXPECT_TRUE(Settings::language().isEmpty());
    EXPECT_EQ(QSettings().allKeys().size(), keys.size() - 2) << "no language: follow the system";
    QSettings().clear();
}

// Issue 32 item 3: recovery files live in the XDG state folder; an older Breakeven's are moved there.
TEST(RecoveryStore, TheStateFolderFollowsXdgStateHome) // #32
{
    EXPECT_EQ(RecoveryStore::stateHome(QStringLiteral("/srv/state/"), QStringLiteral("/home/ana")),
        QStringLiteral("/srv/state"));
    EXPECT_EQ(
        RecoveryStore::stateHome(QString(), QStringLiteral("/home/ana")), QStringLiteral("/home/ana/.local/state"));
    // A relative XDG_STATE_HOME is invalid (the XDG spec): ignored.
    EXPECT_EQ(RecoveryStore::stateHome(QStringLiteral("state"), QStringLiteral("/home/ana")),
        QStringLiteral("/home/ana/.local/state"));
    // In test mode under ~/.qttest, and no longer in the data folder.
    EXPECT_EQ(
        RecoveryStore::defaultDirectory(), QDir::homePath() + QStringLiteral("/.qttest/state/breakeven/recovery"));
    EXPECT_NE(RecoveryStore::defaultDirectory(), RecoveryStore::legacyDirectory());
    EXPECT_TRUE(RecoveryStore::legacyDirectory().endsWith(QStringLiteral("/recovery")));
}

TEST(RecoveryStore, AnOlderVersionsFilesMoveToTheStateFolderButNotARunningSessions) // #32
{
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    const QString from = QDir(dir.path()).filePath(QStringLiteral("share/recovery"));
    const QString to = QDir(dir.path()).filePath(QStringLiteral("state/breakeven/recovery"));
    ASSERT_TRUE(QDir().mkpath(from));
    const QDir old(from);
    const QByteArray work = "{\"format\":\"breakeven-recovery\"}";
    ASSERT_TRUE(writeFileAtomically(old.filePath(QStringLiteral("session-11-aaaaaaaa.json")), work, nullptr));
    ASSERT_TRUE(writeFileAtomically(old.filePath(QStringLiteral("damaged-session-12-bbbbbbbb.json")), "x", nullptr));
    ASSERT_TRUE(writeFileAtomically(old.filePath(QStringLiteral("session-13-cccccccc.json")), work, nullptr));
    ASSERT_TRUE(writeFileAtomically(old.filePath(QStringLiteral("session-14-dddddddd.json.AbC123")), "t", nullptr));
    QLockFile running(old.filePath(QStringLiteral("session-13-cccccccc.json.lock")));
    ASSERT_TRUE(running.tryLock(0));

    EXPECT_EQ(RecoveryStore::moveLegacyFiles(from, to), 2);
    const QDir moved(to);
    EXPECT_EQ(moved.entryList(QDir::Files, QDir::Name),
        (QStringList {
            QStringLiteral("damaged-session-12-bbbbbbbb.json"), QStringLiteral("session-11-aaaaaaaa.json") }));
    QFile f(moved.filePath(QStringLiteral("session-11-aaaaaaaa.json")));
    ASSERT_TRUE(f.open(QIODevice::ReadOnly));
    EXPECT_EQ(f.readAll(), work);
    EXPECT_EQ(
        QFileInfo(to).permissions() & (QFileDevice::ReadOther | QFileDevice::ReadGroup), QFileDevice::Permissions())
        << "the state folder is the user's alone (0700)";
    // The running session's file and a save's temporary stay; so does the old folder that holds them.
    EXPECT_TRUE(old.exists(QStringLiteral("session-13-cccccccc.json")));
    EXPECT_TRUE(old.exists(QStringLiteral("session-14-dddddddd.json.AbC123")));
    EXPECT_FALSE(old.exists(QStringLiteral("session-11-aaaaaaaa.json")));
    running.unlock();
    // Once that session is gone, the next start moves its file too; the emptied old folder goes.
    ASSERT_TRUE(QFile::remove(old.filePath(QStringLiteral("session-14-dddddddd.json.AbC123"))));
    EXPECT_EQ(RecoveryStore::moveLegacyFiles(from, to), 1);
    EXPECT_TRUE(moved.exists(QStringLiteral("session-13-cccccccc.json")));
    EXPECT_FALSE(QFileInfo::exists(from));
    EXPECT_EQ(RecoveryStore::moveLegacyFiles(from, to), 0);
}

// Issue 32 item 3: presets in $XDG_DATA_HOME/breakeven/presets are offered after the shipped ones.
TEST_F(PresetFilesTest, TheUsersOwnPresetsAreOfferedBesideTheShippedOnes) // #32
{
    const QString folder = PresetSession::userPresetDir();
    EXPECT_EQ(folder,
        QStandardPaths::writableLocation(QStandardPaths::GenericDataLocation) + QStringLiteral("/breakeven/presets"));
    ASSERT_TRUE(QDir().mkpath(folder));
    Scenario mine = defaultScenario();
    mine.name = QStringLiteral("Our cluster");
    const QString file = QDir(folder).filePath(QStringLiteral("our-cluster.json"));
    ASSERT_TRUE(writePresetFile(mine, file, nullptr));
    ASSERT_TRUE(writeFileAtomically(QDir(folder).filePath(QStringLiteral("broken.json")), "{", nullptr));
    EXPECT_EQ(
        PresetSession::userPresets(), (QStringList { QDir(folder).filePath(QStringLiteral("broken.json")), file }));

    window = makeWindow();
    QMenu *menu = child<QMenu>(window.get(), "presetsMenu");
    const QList<QAction *> actions = menu->actions();
    const qsizetype shipped = PresetSession::shippedPresets().size();
    ASSERT_EQ(actions.size(), shipped + 2) << "the shipped ones, a section, and the one that reads";
    EXPECT_TRUE(actions.at(shipped)->isSeparator());
    EXPECT_EQ(actions.at(shipped)->text(), QStringLiteral("Your presets"));
    EXPECT_EQ(actions.at(shipped + 1)->text(), QStringLiteral("Our cluster"));
    EXPECT_EQ(actions.at(shipped + 1)->data().toString(), file);
    actions.at(shipped + 1)->trigger();
    EXPECT_EQ(doc()->scenario().name, QStringLiteral("Our cluster"));
    EXPECT_TRUE(doc()->filePath().isEmpty()) << "opened as a new scenario: the preset stays a template";
    ASSERT_TRUE(QDir(folder).removeRecursively());
}

// Issue 33 item 3: File > Properties says which figures changed since the preset was read (its
// description describes the file's); after a save the file has them, and nothing is listed.
TEST_F(PresetFilesTest, PropertiesListWhatChangedSinceThePresetWasRead)
{
    PresetPropertiesDialog *first = session()->showProperties();
    ASSERT_NE(first, nullptr);
    EXPECT_EQ(first->findChild<QLabel *>(QStringLiteral("presetChanges")), nullptr) << "nothing changed yet";
    first->reject();

    doc()->setValue(parameter(u"operation.utilization"), 0.25);
    PresetPropertiesDialog *edited = session()->showProperties();
    ASSERT_NE(edited, nullptr);
    const QLabel *changes = edited->findChild<QLabel *>(QStringLiteral("presetChanges"));
    ASSERT_NE(changes, nullptr);
    EXPECT_EQ(changes->textFormat(), Qt::PlainText);
    EXPECT_TRUE(changes->text().contains(QStringLiteral("Productive utilization: 25 % (the file: 100 %)")))
        << changes->text().toStdString();
    if (qEnvironmentVariableIsSet("BREAKEVEN_PRESETS_SCREENSHOTS")) {
        edited->show();
        QCoreApplication::processEvents();
        edited->grab().save(qEnvironmentVariable("BREAKEVEN_PRESETS_SCREENSHOTS") + QStringLiteral("/changes.png"));
    }
    edited->reject();

    ASSERT_TRUE(session()->saveTo(path(QStringLiteral("saved.json"))));
    PresetPropertiesDialog *saved = session()->showProperties();
    ASSERT_NE(saved, nullptr);
    EXPECT_EQ(saved->findChild<QLabel *>(QStringLiteral("presetChanges")), nullptr) << "the file has them now";
    saved->reject();
}
