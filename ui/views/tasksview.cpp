#include "tasksview.h"

#include "bill.h"
#include "formatting.h"
#include "offercolumns.h"
#include "parametercontrol.h"
#include "parameterslider.h"
#include "resulttables.h"
#include "scenariodocument.h"

#include <QComboBox>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QTableWidget>
#include <QVBoxLayout>

#include <cmath>

namespace breakeven {

namespace {

/// The parameters of the task, as the view edits them (the registry's descriptors).
const Parameter *const taskParameters[] = { &param::taskMinutes, &param::acceptanceSelf, &param::acceptanceApi,
    &param::reasoningTokens, &param::requestInputTokens, &param::requestOutputTokens };

} // namespace

TasksView::TasksView(ScenarioDocument *document, QWidget *parent)
    : LazyView(parent)
    , m_document(document)
{
    setObjectName(QStringLiteral("tasksView"));
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(8, 6, 8, 6);
    m_summary = new QLabel(this);
    m_summary->setObjectName(QStringLiteral("tasksSummary"));
    m_summary->setTextFormat(Qt::PlainText);
    m_summary->setWordWrap(true);
    QFont bold = m_summary->font();
    bold.setBold(true);
    m_summary->setFont(bold);
    layout->addWidget(m_summary);
    m_selfHost = new QLabel(this);
    m_selfHost->setObjectName(QStringLiteral("tasksSelfHost"));
    m_selfHost->setTextFormat(Qt::PlainText);
    m_selfHost->setWordWrap(true);
    layout->addWidget(m_selfHost);
    m_note = new QLabel(this);
    m_note->setObjectName(QStringLiteral("tasksNote"));
    m_note->setTextFormat(Qt::PlainText);
    m_note->setWordWrap(true);
    m_note->setFrameShape(QFrame::StyledPanel);
    m_note->setContentsMargins(6, 4, 6, 4);
    layout->addWidget(m_note);

    // The task's definition: where its size comes from, then the registry's sliders.
    const Field *size = findField(u"task.size");
    auto *sizeRow = new QHBoxLayout;
    auto *sizeLabel = new QLabel(size->label(), this);
    m_size = new QComboBox(this);
    m_size->setObjectName(QStringLiteral("tasksView.size"));
    m_size->setAccessibleName(size->plainLabel());
    m_size->setToolTip(size->description());
    sizeLabel->setBuddy(m_size);
    sizeLabel->setToolTip(size->description());
    m_size->addItem(tr("The request as stated"), QStringLiteral("stated"));
    m_size->addItem(tr("The node's output per task (throughput / sessions \u00d7 minutes)"), QStringLiteral("node"));
    connect(m_size, &QComboBox::activated, this,
        [this, size](int index) { m_document->setField(*size, m_size->itemData(index).toString()); });
    sizeRow->addWidget(sizeLabel);
    sizeRow->addWidget(m_size, 1);
    layout->addLayout(sizeRow);
    auto *grid = new QGridLayout;
    int i = 0;
    for (const Parameter *p : taskParameters) {
        ParameterSlider *slider = createParameterSlider(m_document, *p, this);
        // Names of their own: the panel's sliders of the same parameters keep the parameter's path.
        slider->setObjectName(QStringLiteral("tasksView.") + p->path());
        grid->addWidget(slider, i / 2, i % 2);
        m_sliders.emplace_back(p, slider);
        ++i;
    }
    layout->addLayout(grid);

    m_table = new QTableWidget(0, ColumnCount, this);
    m_table->setObjectName(QStringLiteral("tasksTable"));
    m_table->setAccessibleName(tr("Cost per accepted task on each side"));
    m_table->setHorizontalHeaderLabels(
        { tr("Offer"), tr("API per attempt"), tr("API per accepted task"), tr("Self-hosted per accepted task"),
            tr("Cheaper per task"), tr("Break-even tasks / month"), tr("Break-even over the horizon") });
    m_table->horizontalHeaderItem(HorizonColumn)
        ->setToolTip(tr("The break-even in tasks per month with the API's mean price over the horizon (its yearly "
                        "price decline included)."));
    setUpResultTable(m_table);
    layout->addWidget(m_table, 1);

    followResults(m_document); // drawn now, then with every change (the currency included)
}

void TasksView::refreshNow()
{
    const Results &results = LazyView::results();
    const Scenario &s = results.scenario;
    const Evaluation &e = results.evaluation;
    const TaskSummary &t = results.task;
    const BillResult &b = results.bill;
    const QLocale locale = format::locale();
    const MoneyIn money = displayMoney(s, results.wording.currency, locale);

    const QString tokensText = t.reasoning.value() > 0
        //: %1 input, %2 output, %3 reasoning tokens of one attempt.
        ? tr("%1 input, %2 output and %3 reasoning tokens per attempt")
              .arg(format::tokens(t.input.value(), locale), format::tokens(t.output.value(), locale),
                  format::tokens(t.reasoning.value(), locale))
        : tr("%1 input and %2 output tokens per attempt")
              .arg(format::tokens(t.input.value(), locale), format::tokens(t.output.value(), locale));
    //: %1 the tokens of one attempt; %2 and %3 the accepted shares in percent.
    m_summary->setText(tr("The task: %1; accepted %2 % on the API, %3 % on the node.")
                           .arg(tokensText, format::percent(s.workload.acceptanceApi, locale),
                               format::percent(s.workload.acceptanceSelf, locale)));

    m_selfHost->setText(taskSentence(s, results, money)); // as the PDF words it (resulttables.h)

    QStringList notes;
    if (!t.matchesWorkload)
        //: %1 the task's input tokens per output token, %2 the workload's.
        notes << tr("The task has %1 input tokens per output token, the workload %2: the break-even table's "
                    "per-token columns use the workload, its per-task columns and this view the task. Take the "
                    "task's size from the node to make them agree.")
                     .arg(format::number(t.inputPerOutput, 1, locale),
                         format::number(s.workload.inputPerOutput, 1, locale));
    if (s.task.size == TaskSize::Node && !t.fromNode)
        notes << tr("The task's size comes from the node only with minutes per task: the request as stated is used.");
    if (t.nodeOutputPerTask && !t.fromNode)
        //: %1 output tokens one session produces over one task.
        notes << tr("The node produces about %1 output tokens per session over one task.")
                     .arg(format::tokens(t.nodeOutputPerTask->value(), locale));
    m_note->setText(notes.join(QLatin1Char('\n')));
    m_note->setVisible(!notes.isEmpty());

    m_size->setCurrentIndex(m_size->findData(findField(u"task.size")->get(s, 0)));
    for (const auto &[p, slider] : m_sliders)
        showParameter(slider, *p, s); // greyed out with the reason when it does not count

    int rows = 0;
    for (const Offer &o : s.offers)
        rows += o.enabled ? 1 : 0;
    m_table->setRowCount(rows);
    const auto set = [this](int row, int column, const QString &text, bool right = true) {
        setResultCell(m_table, row, column, text, right); // plain text: an offer's name comes from a file
    };
    const auto tasks = [&](double v) { return std::isfinite(v) ? format::number(v, 0, locale) : tr("never"); };
    int row = 0;
    for (std::size_t i = 0; i < s.offers.size() && i < e.offers.size(); ++i) {
        if (!s.offers[i].enabled)
            continue;
        const OfferResult &r = e.offers[i];
        set(row, OfferColumn, s.offers[i].displayName(), false);
        set(row, AttemptColumn, money.text(r.requestCost.value(), 2));
        set(row, ApiTaskColumn, money.text(r.acceptedTaskCost.value(), 2));
        set(row, SelfTaskColumn,
            t.selfHostPerAcceptedTask ? money.text(t.selfHostPerAcceptedTask->value(), 2) : tr("not known"));
        QString cheaper = tr("not known");
        if (!e.feasibility.feasible())
            cheaper = tr("not feasible");
        else if (t.selfHostPerAcceptedTask)
            cheaper = t.selfHostPerAcceptedTask->value() < r.acceptedTaskCost.value() ? tr("self-hosting") : tr("API");
        set(row, CheaperColumn, cheaper, false);
        // A break-even the node cannot reach says so, as the break-even table's "(> max)" does.
        const bool beyond = t.maxAcceptedTasksPerMonth && std::isfinite(r.breakevenTasksPerMonth)
            && r.breakevenTasksPerMonth > *t.maxAcceptedTasksPerMonth;
        set(row, BreakevenColumn,
            beyond ? tr("%1 (> max)").arg(tasks(r.breakevenTasksPerMonth)) : tasks(r.breakevenTasksPerMonth));
        m_table->item(row, BreakevenColumn)
            ->setToolTip(beyond ? tr("Beyond the node: at its capacity (%1) it serves at most %2 accepted tasks a "
                                     "month.")
                                      .arg(format::throughput(e.feasibility.capacity.value(), locale),
                                          format::number(*t.maxAcceptedTasksPerMonth, 0, locale))
                                : QString());
        set(row, HorizonColumn, i < b.offers.size() ? tasks(b.offers[i].breakevenTasksPerMonth) : QString());
        ++row;
    }
    m_table->resizeColumnsToContents();
}

} // namespace breakeven
