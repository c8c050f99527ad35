#pragma once

/// \file compareview.h
/// The Compare view (MODEL.md section 12): the window's scenario beside a pinned baseline and
/// presets, two to eight columns. Each scenario's answer (Results::answer, word for word), monthly
/// total and cost per output Mtok with `B - A` in money and percent against the baseline (the first
/// column); the break-evens against each offer and, where a scenario has ranges, how likely
/// self-hosting is to be cheaper (Monte Carlo off the GUI thread: "computing..." until it is in);
/// the cost and volume charts with every scenario's curve overlaid in its colour (the comparison
/// report's drawing, overlaidChartData()); and the assumptions, those that differ first.
///
/// The fixed scenarios are evaluated once (ComparisonSet); the current one's column is made from the
/// results the document hands over, so an edit updates it at once and a slider step recomputes no
/// other scenario. The comparison never changes the current scenario: pinning copies it.

#include "comparison.h"
#include "comparisonset.h"
#include "lazyview.h"

#include <QPointer>
#include <QThreadPool>

#include <array>
#include <functional>

class QFrame;
class QGridLayout;
class QLabel;
class QTableWidget;

namespace breakeven {

class CollapsibleSection;
class ComparedChart;
class UncertaintyRunner;

class CompareView : public LazyView {
    Q_OBJECT
public:
    /// Monte Carlo samples of a fixed scenario's run (the command line's default: the same odds).
    static constexpr int oddsSamples = 20000;

    explicit CompareView(ScenarioDocument *document, QWidget *parent = nullptr);
    /// Waits for the Monte Carlo runs in progress.
    ~CompareView() override;

    /// The window's uncertainty runner: the current column's odds are its newest result.
    void setUncertaintySource(UncertaintyRunner *runner);

    /// Pins a copy of the current scenario as the baseline (the first column). False, with a
    /// message, when the comparison is full.
    bool pinCurrent();
    /// Reads the presets at \a paths and adds them after the others. Every file is read first:
    /// when one cannot be read (the message names it and says why), or they would make more than
    /// maxComparedScenarios scenarios with the current one, nothing is added and false returned.
    bool addPresets(const QStringList &paths);
    /// Removes the pinned or added scenario in \a column (the current scenario's stays).
    void removeColumn(std::size_t column);
    /// Removes every pinned and added scenario.
    void clear();
    /// Opens the comparison file at \a path (comparisonfile.h): its presets in order, the current
    /// scenario in place of the entry that names its file (else after them). A broken file or preset
    /// is reported (naming it) and changes nothing.
    bool openComparison(const QString &path);
    /// Saves the comparison to \a path: every column's preset file (the current scenario's file for
    /// its column), written atomically. A scenario in no file (pinned from an unsaved scenario) or a
    /// failed write is reported and leaves any old file as it was.
    bool saveComparison(const QString &path);

    /// The menu's flows: a file dialog, then the above.
    void choosePresetsToAdd();
    void chooseComparisonToOpen();
    void chooseComparisonToSave();

    /// The dialogs, replaceable (tests answer them without a screen).
    std::function<QStringList()> choosePresets;
    std::function<QString()> chooseOpenFile;
    std::function<QString()> chooseSaveFile;
    /// Says \a message (plain text) in a warning titled \a title.
    std::function<void(const QString &title, const QString &message)> reportError;

    [[nodiscard]] const ComparisonSet &set() const { return m_set; }
    /// The comparison as last drawn.
    [[nodiscard]] const Comparison &comparison() const { return m_comparison; }
    /// Each column's name as the menus and headers say it ("A · name", ...).
    [[nodiscard]] QStringList columnNames() const;
    /// Waits up to \a ms milliseconds for the fixed scenarios' Monte Carlo runs (screenshot, tests).
    bool waitForOdds(int ms);

Q_SIGNALS:
    /// Scenarios were pinned, added or removed.
    void compositionChanged();

protected:
    void refreshNow() override;

private:
    void startOdds(const ComparisonSet::Fixed &fixed);
    void changed();
    void fail(const QString &title, const QString &message);
    void drawFigures(const Comparison &c);
    void drawBreakevens(const Comparison &c);
    void drawAssumptions(const Comparison &c);

    ScenarioDocument *m_document;
    QPointer<UncertaintyRunner> m_runner;
    ComparisonSet m_set;
    Comparison m_comparison;
    QThreadPool m_pool;
    int m_running = 0;
    QString m_lastDir;

    QLabel *m_summary;
    QWidget *m_body; ///< everything below the summary, hidden while there is nothing to compare
    QGridLayout *m_grid;
    /// Per column: the header, the answer, the monthly total, its B - A, the cost per Mtok, its B - A.
    static constexpr int figureRows = 8;
    std::array<std::array<QLabel *, figureRows>, maxComparedScenarios> m_cells {};
    std::array<QFrame *, maxComparedScenarios> m_swatches {}; ///< each column's colour, under its name
    QTableWidget *m_breakevens;
    ComparedChart *m_costChart;
    ComparedChart *m_volumeChart;
    QLabel *m_differIntro;
    QTableWidget *m_differ;
    CollapsibleSection *m_sameSection;
    QTableWidget *m_same;
};

} // namespace breakeven
