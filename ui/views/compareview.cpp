#include "compareview.h"

#include "chartcolors.h"
#include "charts/chartview.h"
#include "collapsiblesection.h"
#include "comparisonfile.h"
#include "comparisonreport.h"
#include "export/comparisonexport.h"
#include "format.h"
#include "formatting.h"
#include "montecarlo.h"
#include "offercolumns.h"
#include "presetio.h"
#include "uncertaintyrunner.h"

#include <QCoreApplication>
#include <QDeadlineTimer>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QFrame>
#include <QGridLayout>
#include <QHeaderView>
#include <QLabel>
#include <QMessageBox>
#include <QScrollBar>
#include <QTableWidget>
#include <QVBoxLayout>

#include <algorithm>
#include <utility>

namespace breakeven {

/// A line chart that draws the ChartData it is handed (overlaidChartData()), as the comparison
/// report's charts do.
class ComparedChart : public ChartView {
public:
    ComparedChart(const QString &title, QWidget *parent)
        : ChartView(title, &nothing, parent)
    {
    }
    void draw(const ChartData &data) { setData(data); }

private:
    static ChartData nothing(const ChartInput &) { return {}; }
};

namespace {

/// A wrapping, selectable plain-text label (names and answers come from preset files: never markup).
QLabel *textLabel(QWidget *parent, bool bold = false)
{
    auto *label = new QLabel(parent);
    label->setTextFormat(Qt::PlainText);
    label->setWordWrap(true);
    label->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
    if (bold) {
        QFont f = label->font();
        f.setBold(true);
        label->setFont(f);
    }
    return label;
}

/// A heading between the view's parts.
QLabel *heading(const QString &text, QWidget *parent)
{
    QLabel *label = textLabel(parent, true);
    QFont f = label->font();
    f.setPointSizeF(f.pointSizeF() * 1.15);
    label->setFont(f);
    label->setText(text);
    return label;
}

/// A table as tall as its rows: the page scrolls, not the table.
/// Fits \a table's columns to their texts, none wider than a third of the page (the whole text is
/// the cell's tooltip), so that every scenario's column stays in view.
void fitColumns(QTableWidget *table)
{
    table->resizeColumnsToContents();
    const int widest = std::max(160, table->width() / 3);
    for (int c = 0; c < table->columnCount(); ++c) {
        if (table->columnWidth(c) > widest)
            table->setColumnWidth(c, widest);
    }
}

void fitTableHeight(QTableWidget *table)
{
    table->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    int h = table->horizontalHeader()->sizeHint().height() + 2 * table->frameWidth();
    for (int r = 0; r < table->rowCount(); ++r)
        h += table->rowHeight(r);
    if (table->horizontalScrollBar()->isVisible())
        h += table->horizontalScrollBar()->sizeHint().height();
    table->setFixedHeight(h);
}

} // namespace

CompareView::CompareView(ScenarioDocument *document, QWidget *parent)
    : LazyView(parent)
    , m_document(document)
{
    setObjectName(QStringLiteral("compareView"));
    auto *layout = new QVBoxLayout(this);
    m_summary = textLabel(this);
    m_summary->setObjectName(QStringLiteral("compareSummary"));
    layout->addWidget(m_summary);

    m_body = new QWidget(this);
    auto *body = new QVBoxLayout(m_body);
    body->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_body, 1);

    // The figures: a column per scenario.
    auto *figures = new QWidget(m_body);
    m_grid = new QGridLayout(figures);
    m_grid->setHorizontalSpacing(16);
    // Grid row 0 the names, row 1 each scenario's colour, then the figures.
    const auto gridRow = [](int row) { return row == 0 ? 0 : row + 1; };
    for (int row = 1; row < figureRows; ++row)
        m_grid->addWidget(textLabel(figures, true), gridRow(row), 0);
    for (int column = 0; column < maxComparedScenarios; ++column) {
        for (int row = 0; row < figureRows; ++row) {
            QLabel *cell = textLabel(figures, row == 0);
            cell->setObjectName(QStringLiteral("compareCell_%1_%2").arg(row).arg(column));
            m_cells[static_cast<std::size_t>(column)][static_cast<std::size_t>(row)] = cell;
            m_grid->addWidget(cell, gridRow(row), column + 1);
        }
        auto *swatch = new QFrame(figures);
        swatch->setFixedHeight(5);
        swatch->setAutoFillBackground(true);
        m_swatches[static_cast<std::size_t>(column)] = swatch;
        m_grid->addWidget(swatch, 1, column + 1);
        m_grid->setColumnStretch(column + 1, 1);
    }
    body->addWidget(figures);

    body->addWidget(
        heading(QCoreApplication::translate("ComparisonExport", "Break-even against each API offer"), m_body));
    m_breakevens = new QTableWidget(m_body);
    m_breakevens->setObjectName(QStringLiteral("compareBreakevens"));
    setUpResultTable(m_breakevens);
    body->addWidget(m_breakevens);

    body->addWidget(heading(
        QCoreApplication::translate("ComparisonExport", "The curves, each scenario in its own colour"), m_body));
    m_costChart = new ComparedChart(
        QCoreApplication::translate("ComparisonExport", "Cost per output Mtok vs throughput"), m_body);
    m_costChart->setObjectName(QStringLiteral("compareCostChart"));
    m_volumeChart
        = new ComparedChart(QCoreApplication::translate("ComparisonExport", "Monthly cost vs monthly output"), m_body);
    m_volumeChart->setObjectName(QStringLiteral("compareVolumeChart"));
    for (ComparedChart *chart : { m_costChart, m_volumeChart }) {
        chart->setLegendVisible(true);
        chart->setLegendBelow(true);
        chart->setMinimumHeight(420);
        body->addWidget(chart);
    }

    body->addWidget(heading(QCoreApplication::translate("ComparisonExport", "The assumptions that differ"), m_body));
    m_differIntro = textLabel(m_body);
    body->addWidget(m_differIntro);
    m_differ = new QTableWidget(m_body);
    m_differ->setObjectName(QStringLiteral("compareDiffering"));
    setUpResultTable(m_differ);
    body->addWidget(m_differ);
    m_sameSection = new CollapsibleSection(QString(), m_body); // titled with its count (drawAssumptions())
    m_same = new QTableWidget(m_sameSection->content());
    m_same->setObjectName(QStringLiteral("compareSame"));
    setUpResultTable(m_same);
    m_sameSection->contentLayout()->addWidget(m_same);
    m_sameSection->setExpanded(false);
    body->addWidget(m_sameSection);
    body->addStretch(1);

    choosePresets = [this] {
        const QStringList paths = QFileDialog::getOpenFileNames(
            this, tr("Add Presets to the Comparison"), m_lastDir, tr("Breakeven presets (*.json);;All files (*)"));
        if (!paths.isEmpty())
            m_lastDir = QFileInfo(paths.front()).absolutePath();
        return paths;
    };
    chooseOpenFile = [this] {
        return QFileDialog::getOpenFileName(
            this, tr("Open Comparison"), m_lastDir, tr("Breakeven comparisons (*.json);;All files (*)"));
    };
    chooseSaveFile = [this] {
        return QFileDialog::getSaveFileName(
            this, tr("Save Comparison"), m_lastDir, tr("Breakeven comparisons (*.json);;All files (*)"));
    };
    reportError = [this](const QString &title, const QString &message) {
        QMessageBox box(QMessageBox::Warning, title, message, QMessageBox::Ok, this);
        box.setTextFormat(Qt::PlainText); // file names and the reader's words
        box.exec();
    };
    // A drag skips fitting the tables' columns (drawBreakevens()); its release fits them.
    connect(document, &ScenarioDocument::interactiveChanged, this, [this](bool down) {
        if (!down && !m_set.empty())
            refreshIfVisible();
    });
    followResults(document);
}

CompareView::~CompareView() { m_pool.waitForDone(); }

void CompareView::setUncertaintySource(UncertaintyRunner *runner)
{
    m_runner = runner;
    connect(runner, &UncertaintyRunner::finished, this, [this] {
        if (!results().scenario.ranges.empty())
            refreshIfVisible();
    });
}

void CompareView::fail(const QString &title, const QString &message)
{
    if (reportError)
        reportError(title, message);
}

void CompareView::changed()
{
    refresh(); // drawn now, shown or not: the menus and the tests read it
    Q_EMIT compositionChanged();
}

void CompareView::startOdds(const ComparisonSet::Fixed &fixed)
{
    if (!fixed.awaitingUncertainty)
        return;
    ++m_running;
    const Scenario scenario = fixed.input.scenario;
    const std::uint64_t id = fixed.id;
    // The view outlives the run (its destructor waits for it); a queued call to a view destroyed
    // since is dropped with its posted events.
    m_pool.start([this, scenario, id] {
        MonteCarloOptions options;
        options.samples = oddsSamples;
        MonteCarloResult result = runMonteCarlo(scenario, options);
        QMetaObject::invokeMethod(
            this,
            [this, id, result = std::move(result)]() mutable {
                --m_running;
                m_set.setUncertainty(id, std::move(result));
                refreshIfVisible();
            },
            Qt::QueuedConnection);
    });
}

bool CompareView::waitForOdds(int ms)
{
    QDeadlineTimer deadline(ms);
    while (m_running > 0 && !deadline.hasExpired()) {
        m_pool.waitForDone(static_cast<int>(std::max<qint64>(1, deadline.remainingTime())));
        QCoreApplication::sendPostedEvents(this);
    }
    return m_running == 0;
}

bool CompareView::pinCurrent()
{
    if (m_set.full()) {
        fail(tr("Pin as Baseline"),
            tr("The comparison is full: it holds at most %1 scenarios, the current one included. Remove one first.")
                .arg(maxComparedScenarios));
        return false;
    }
    m_set.setWording(results().wording);
    // The file only when the scenario is as it was saved: else the snapshot is in no file.
    const QString source = m_document->isModified() ? QString() : m_document->filePath();
    Scenario snapshot = m_document->scenario();
    if (snapshot.name.isEmpty())
        snapshot.name = m_document->displayName();
    const std::optional<std::uint64_t> id = m_set.pin(snapshot, source);
    if (id)
        startOdds(m_set.fixed().front());
    changed();
    return id.has_value();
}

bool CompareView::addPresets(const QStringList &paths)
{
    if (paths.isEmpty())
        return false;
    const std::size_t after = std::max<std::size_t>(m_set.columnCount(), 1) + static_cast<std::size_t>(paths.size());
    if (after > static_cast<std::size_t>(maxComparedScenarios)) {
        //: %1 the most scenarios (8), %2 how many presets were chosen, %3 how many scenarios they would make.
        fail(tr("Add Presets to the Comparison"),
            tr("A comparison holds at most %1 scenarios, the current one included: the %2 chosen would make %3. "
               "Nothing was added.")
                .arg(maxComparedScenarios)
                .arg(paths.size())
                .arg(after));
        return false;
    }
    std::vector<ScenarioToCompare> read;
    for (const QString &path : paths) {
        const PresetResult preset = readPresetFile(path);
        if (!preset.ok()) {
            //: %1 a preset file's path, %2 what is wrong with it (one problem per line).
            fail(tr("Add Presets to the Comparison"),
                tr("Cannot read the preset \"%1\"; nothing was added:\n%2")
                    .arg(QDir::toNativeSeparators(path), preset.errorText()));
            return false;
        }
        read.push_back({ *preset.scenario, QFileInfo(path).absoluteFilePath() });
    }
    m_set.setWording(results().wording);
    for (const ScenarioToCompare &s : read) {
        if (m_set.add(s.scenario, s.source))
            startOdds(m_set.fixed().back());
    }
    changed();
    return true;
}

void CompareView::removeColumn(std::size_t column)
{
    m_set.removeColumn(column);
    changed();
}

void CompareView::clear()
{
    m_set.clear();
    changed();
}

bool CompareView::openComparison(const QString &path)
{
    const QString title = tr("Open Comparison");
    const ComparisonFileResult file = readComparisonFile(path);
    if (!file.ok()) {
        QStringList problems;
        for (const PresetError &e : file.errors)
            problems << e.toString();
        //: %1 a comparison file's path, %2 what is wrong with it (one problem per line).
        fail(title,
            tr("Cannot open the comparison \"%1\":\n%2")
                .arg(QDir::toNativeSeparators(path), problems.join(QLatin1Char('\n'))));
        return false;
    }
    const QString current
        = m_document->filePath().isEmpty() ? QString() : QFileInfo(m_document->filePath()).canonicalFilePath();
    // The window's scenario takes the column of the last entry that names its file (a baseline pinned
    // from that file comes before it, as saveComparison() wrote them).
    std::optional<int> currentEntry;
    for (int i = 0; i < file.file->presets.size(); ++i) {
        const QString &entry = file.file->presets.at(i);
        if (!current.isEmpty() && entry != QLatin1String("default")
            && QFileInfo(resolvedPresetPath(path, entry)).canonicalFilePath() == current)
            currentEntry = i;
    }
    std::vector<ScenarioToCompare> scenarios;
    std::optional<std::size_t> currentAt;
    for (int i = 0; i < file.file->presets.size(); ++i) {
        const QString &entry = file.file->presets.at(i);
        if (currentEntry == i) {
            currentAt = scenarios.size();
            continue;
        }
        if (entry == QLatin1String("default")) {
            scenarios.push_back({ defaultScenario(), entry });
            continue;
        }
        const QString preset = resolvedPresetPath(path, entry);
        const PresetResult read = readPresetFile(preset);
        if (!read.ok()) {
            //: %1 a comparison file, %2 one of its presets, %3 what is wrong with it.
            fail(title,
                tr("Cannot open the comparison \"%1\": its preset \"%2\" cannot be read:\n%3")
                    .arg(QDir::toNativeSeparators(path), QDir::toNativeSeparators(preset), read.errorText()));
            return false;
        }
        scenarios.push_back({ *read.scenario, QFileInfo(preset).absoluteFilePath() });
    }
    m_set.setWording(results().wording);
    if (!m_set.assign(scenarios, currentAt.value_or(scenarios.size()))) {
        fail(title,
            tr("Cannot open the comparison \"%1\": with the current scenario it would hold %2 scenarios, more than %3.")
                .arg(QDir::toNativeSeparators(path))
                .arg(scenarios.size() + 1)
                .arg(maxComparedScenarios));
        return false;
    }
    for (const ComparisonSet::Fixed &f : m_set.fixed())
        startOdds(f);
    m_lastDir = QFileInfo(path).absolutePath();
    changed();
    return true;
}

bool CompareView::saveComparison(const QString &path)
{
    const QString title = tr("Save Comparison");
    if (m_set.empty()) {
        fail(title, tr("Nothing to save: pin the current scenario or add presets first."));
        return false;
    }
    ComparisonFile file;
    const QString absolute = QFileInfo(path).absoluteFilePath();
    for (std::size_t column = 0; column < m_set.columnCount(); ++column) {
        const ComparisonSet::Fixed *fixed = m_set.fixedAt(column);
        const QString source = fixed ? fixed->input.source : m_document->filePath();
        if (source.isEmpty()) {
            //: %1 a scenario's name. A comparison file names preset files.
            fail(title,
                fixed ? tr("\"%1\" was pinned from a scenario with unsaved changes, which is in no file: a comparison "
                           "names preset files. Save the scenario as a preset and add it instead.")
                            .arg(fixed->column.name())
                      : tr("The current scenario is in no file: a comparison names preset files. Save it as a "
                           "preset first."));
            return false;
        }
        file.presets << presetEntryFor(absolute, source);
    }
    QString reason;
    if (!writeComparisonFile(file, absolute, &reason)) {
        //: %1 the file, %2 why it could not be written.
        fail(title,
            tr("Cannot save the comparison to \"%1\": %2. The file, if there was one, is as it was.")
                .arg(QDir::toNativeSeparators(path), reason));
        return false;
    }
    m_lastDir = QFileInfo(absolute).absolutePath();
    return true;
}

void CompareView::choosePresetsToAdd()
{
    if (choosePresets) {
        if (const QStringList paths = choosePresets(); !paths.isEmpty())
            addPresets(paths);
    }
}

void CompareView::chooseComparisonToOpen()
{
    if (chooseOpenFile) {
        if (const QString path = chooseOpenFile(); !path.isEmpty())
            openComparison(path);
    }
}

void CompareView::chooseComparisonToSave()
{
    if (m_set.empty()) {
        fail(tr("Save Comparison"), tr("Nothing to save: pin the current scenario or add presets first."));
        return;
    }
    if (chooseSaveFile) {
        if (const QString path = chooseSaveFile(); !path.isEmpty())
            saveComparison(path);
    }
}

QStringList CompareView::columnNames() const
{
    QStringList names;
    for (std::size_t i = 0; i < m_comparison.scenarios.size(); ++i) {
        //: A scenario in a comparison: %1 its letter (A, B, ...), %2 its name.
        names << QCoreApplication::translate("ComparisonExport", "%1 \u00b7 %2")
                     .arg(scenarioLetter(i), m_comparison.scenarios[i].name());
    }
    return names;
}

void CompareView::refreshNow()
{
    const Results &r = results();
    m_set.setWording(r.wording);
    if (m_set.empty()) {
        m_comparison = {};
        m_summary->setText(tr("Nothing to compare yet. File > Compare > Pin as Baseline keeps a copy of the scenario "
                              "as it is now; Add Presets to Comparison puts presets beside it (two to eight "
                              "scenarios in all). Editing the scenario then updates its column at once."));
        m_body->hide();
        return;
    }
    // The current column's odds: the window's newest run (none while the first computes).
    std::optional<MonteCarloResult> odds;
    const bool ranged = !r.scenario.ranges.empty();
    if (ranged && m_runner && m_runner->result())
        odds = m_runner->result()->monteCarlo;
    const QLocale locale = format::locale();
    m_comparison = m_set.compare(r, odds, m_document->filePath(), locale);
    const Comparison &c = m_comparison;
    const Scenario &baseline = c.scenarios.front().scenario();
    const QString currency = baseline.fxRate(r.wording.currency) ? r.wording.currency : QStringLiteral("USD");
    const MoneyIn money = displayMoney(baseline, currency, locale);
    //: %1 the scenarios' count, %2 a currency code.
    m_summary->setText(tr("%1 scenarios side by side. B - A: each scenario's figure less the baseline's (A), in money "
                          "and percent; money in %2 at the baseline's rate. The current scenario's column follows "
                          "every edit; the others are fixed.")
                           .arg(c.scenarios.size())
                           .arg(money.currency));
    m_body->show();
    drawFigures(c);
    drawBreakevens(c);
    m_costChart->draw(overlaidChartData(c, money.currency, false));
    m_volumeChart->draw(overlaidChartData(c, money.currency, true));
    drawAssumptions(c);
}

void CompareView::drawFigures(const Comparison &c)
{
    const Scenario &baseline = c.scenarios.front().scenario();
    const QString wanted = results().wording.currency;
    const QLocale locale = format::locale();
    const MoneyIn money = displayMoney(baseline, baseline.fxRate(wanted) ? wanted : QStringLiteral("USD"), locale);
    const auto whole = [&](double usd) { return money.text(usd, 0); };
    const auto cents = [&](double usd) { return money.text(usd, 2); };
    const auto versus
        = [&](const std::optional<Change> &change, const std::function<QString(double)> &unit, std::size_t i) {
              if (i == 0)
                  return tr("B - A: baseline");
              //: A scenario's figure less the baseline's; %1 the change ("+$7,877 (+15.1 %)").
              return change ? tr("B - A: %1").arg(changeText(*change, unit, locale)) : tr("B - A: none");
          };
    const QStringList rowNames
        = { QString(), tr("Answer"), QCoreApplication::translate("ComparisonExport", "The answer, a month"), QString(),
              QCoreApplication::translate("ComparisonExport", "Self-hosted, a month"), QString(),
              QCoreApplication::translate("ComparisonExport", "Self-hosted cost per output Mtok"), QString() };
    for (int row = 1; row < figureRows; ++row) {
        if (auto *label = qobject_cast<QLabel *>(m_grid->itemAtPosition(row + 1, 0)->widget()))
            label->setText(rowNames.at(row));
    }
    const QStringList names = columnNames();
    const QColor base = palette().color(QPalette::Base);
    for (std::size_t i = 0; i < static_cast<std::size_t>(maxComparedScenarios); ++i) {
        const bool shown = i < c.scenarios.size();
        for (QLabel *cell : m_cells[i])
            cell->setVisible(shown);
        m_swatches[i]->setVisible(shown);
        m_grid->setColumnStretch(static_cast<int>(i) + 1, shown ? 1 : 0);
        if (!shown)
            continue;
        const ComparedScenario &cs = c.scenarios[i];
        QStringList roles;
        if (i == 0)
            roles << QCoreApplication::translate("ComparisonExport", "baseline");
        if (i == m_set.currentColumn())
            roles << tr("current");
        const QString header = roles.isEmpty()
            ? names.at(static_cast<int>(i))
            : tr("%1 (%2)").arg(names.at(static_cast<int>(i)), roles.join(QStringLiteral(", ")));
        // The scenario's colour on its curves, as a bar under its name.
        const QColor colour = i == 0 ? selfHostColor(palette()) : seriesColor(static_cast<int>(i) - 1, base);
        QPalette swatch = m_swatches[i]->palette();
        swatch.setColor(QPalette::Window, colour);
        m_swatches[i]->setPalette(swatch);
        m_cells[i][0]->setText(header);
        m_cells[i][1]->setText(cs.answer().headline);
        m_cells[i][2]->setText(cs.answerMonthlyUsd ? whole(*cs.answerMonthlyUsd) : QStringLiteral("-"));
        m_cells[i][3]->setText(versus(cs.answerMonthlyChange, whole, i));
        m_cells[i][4]->setText(whole(cs.monthlyTotalUsd));
        m_cells[i][5]->setText(versus(cs.monthlyTotalChange, whole, i));
        m_cells[i][6]->setText(cs.costPerOutputMtokUsd ? cents(*cs.costPerOutputMtokUsd)
                                                       : QCoreApplication::translate("ComparisonExport", "never"));
        m_cells[i][7]->setText(versus(cs.costPerOutputMtokChange, cents, i));
    }
}

void CompareView::drawBreakevens(const Comparison &c)
{
    const Scenario &baseline = c.scenarios.front().scenario();
    const QString wanted = results().wording.currency;
    const QLocale locale = format::locale();
    const MoneyIn money = displayMoney(baseline, baseline.fxRate(wanted) ? wanted : QStringLiteral("USD"), locale);
    const auto tokS = [&](double v) { return format::throughput(v, locale); };
    const QStringList names = columnNames();
    m_breakevens->setColumnCount(7);
    m_breakevens->setHorizontalHeaderLabels({ QCoreApplication::translate("ComparisonExport", "Scenario"),
        QCoreApplication::translate("ComparisonExport", "Offer"),
        QCoreApplication::translate("ComparisonExport", "Break-even throughput"),
        QCoreApplication::translate("ComparisonExport", "B - A"),
        QCoreApplication::translate("ComparisonExport", "Break-even output / month"),
        QCoreApplication::translate("ComparisonExport", "Cheaper side"),
        QCoreApplication::translate("ComparisonExport", "Self-hosting cheaper (share of ranges)") });
    int rows = 0;
    for (const ComparedScenario &cs : c.scenarios) {
        rows += static_cast<int>(
            std::count_if(cs.offers.begin(), cs.offers.end(), [](const ComparedOffer &o) { return o.enabled; }));
    }
    const int rowsBefore = m_breakevens->rowCount();
    m_breakevens->setRowCount(rows);
    int row = 0;
    for (std::size_t i = 0; i < c.scenarios.size(); ++i) {
        const ComparedScenario &cs = c.scenarios[i];
        const bool computing = !cs.scenario().ranges.empty() && !cs.uncertainty;
        for (const ComparedOffer &o : cs.offers) {
            if (!o.enabled)
                continue;
            const OfferRow offerRow { cs.scenario(), cs.results.evaluation, o.index,
                cs.uncertainty ? &*cs.uncertainty : nullptr };
            setResultCell(m_breakevens, row, 0, scenarioLetter(i), false); // named in the columns above
            m_breakevens->item(row, 0)->setToolTip(names.at(static_cast<int>(i)));
            setResultCell(m_breakevens, row, 1, o.displayName(), false);
            setResultCell(m_breakevens, row, 2, offerColumn("breakeven_throughput_tok_s").text(offerRow, money));
            setResultCell(m_breakevens, row, 3,
                i == 0 || !o.baselineOffer        ? QString()
                    : o.breakevenThroughputChange ? changeText(*o.breakevenThroughputChange, tokS, locale)
                                                  : QCoreApplication::translate("ComparisonExport", "none"));
            setResultCell(m_breakevens, row, 4, offerColumn("breakeven_output_tokens_per_month").text(offerRow, money));
            setResultCell(m_breakevens, row, 5, offerColumn("cheaper").text(offerRow, money), false);
            //: A share of the Monte Carlo samples still being computed.
            setResultCell(
                m_breakevens, row, 6, computing ? tr("computing\u2026") : selfHostCheaperText(offerRow, locale));
            ++row;
        }
    }
    // Columns fitted to their texts, except during a drag (the step would pay for every cell's size).
    if (!m_document->interactive() || m_breakevens->rowCount() != rowsBefore)
        fitColumns(m_breakevens);
    fitTableHeight(m_breakevens);
}

void CompareView::drawAssumptions(const Comparison &c)
{
    const std::size_t differing = c.differingCount();
    const std::size_t same = c.assumptions.size() - differing;
    //: %1 and %2 counts of assumptions.
    m_differIntro->setText(differing == 0
            ? QCoreApplication::translate("ComparisonExport", "No assumption differs (%1 are the same in all).")
                  .arg(same)
            : QCoreApplication::translate("ComparisonExport", "%1 assumptions differ; %2 others are the same in all.")
                  .arg(differing)
                  .arg(same));
    QStringList header { QCoreApplication::translate("ComparisonExport", "Assumption") };
    for (std::size_t i = 0; i < c.scenarios.size(); ++i)
        header << scenarioLetter(i);
    const auto fill = [&](QTableWidget *table, std::size_t from, std::size_t to) {
        table->setColumnCount(static_cast<int>(header.size()));
        table->setHorizontalHeaderLabels(header);
        const int rowsBefore = table->rowCount();
        table->setRowCount(static_cast<int>(to - from));
        for (std::size_t r = from; r < to; ++r) {
            const ComparedAssumption &a = c.assumptions[r];
            const int row = static_cast<int>(r - from);
            setResultCell(table, row, 0, a.label, false);
            table->item(row, 0)->setToolTip(a.path);
            for (int i = 0; i < a.texts.size(); ++i) {
                setResultCell(table, row, i + 1, a.texts.at(i), false);
                table->item(row, i + 1)->setToolTip(a.texts.at(i)); // a long list of offers is cut
            }
        }
        if (!m_document->interactive() || table->rowCount() != rowsBefore)
            fitColumns(table);
        fitTableHeight(table);
    };
    fill(m_differ, 0, differing);
    m_differ->setVisible(differing > 0);
    fill(m_same, differing, c.assumptions.size());
    //: %1 a count of assumptions.
    m_sameSection->setTitle(tr("The assumptions that are the same (%1)").arg(same));
}

} // namespace breakeven
