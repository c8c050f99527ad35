#include "decodepointseditor.h"

#include "formatting.h"
#include "numberdelegate.h"
#include "parameters.h"
#include "registrytablemodel.h"
#include "scenariodocument.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QTableView>
#include <QVBoxLayout>

#include <algorithm>

namespace breakeven {

namespace {

/// The registry's descriptor of a decode point's \a column.
const Parameter &columnParameter(int column)
{
    switch (column) {
    case DecodePointsEditor::ConcurrencyColumn:
        return param::decodeConcurrency;
    case DecodePointsEditor::TtftColumn:
        return param::decodeTtftP90Ms;
    case DecodePointsEditor::TpotColumn:
        return param::decodeTpotP90Ms;
    case DecodePointsEditor::InFlightColumn:
        return param::decodeRequestsInFlight;
    default:
        return param::decodeOutputTokS;
    }
}

std::vector<RegistryTableModel::Column> pointColumns()
{
    //: Column headers of the decode curve's table: concurrency, aggregate output tok/s, output tok/s per user.
    return { RegistryTableModel::entry(param::decodeConcurrency.key, DecodePointsEditor::tr("Concurrency")),
        RegistryTableModel::entry(param::decodeOutputTokS.key, DecodePointsEditor::tr("Output tok/s")),
        RegistryTableModel::computed(DecodePointsEditor::tr("Per user"),
            [](const Scenario &s, std::size_t row) {
                const DecodePoint &p = s.hardware.decodePoints[row];
                return format::number(p.outputTokS / p.concurrency, 1);
            }),
        //: Column headers of the decode curve's table: each run's measured 90th percentile of the time to first
        //: token and of the time per output token, in milliseconds (empty: not measured).
        RegistryTableModel::entry(param::decodeTtftP90Ms.key, DecodePointsEditor::tr("p90 TTFT ms")),
        RegistryTableModel::entry(param::decodeTpotP90Ms.key, DecodePointsEditor::tr("p90 TPOT ms")),
        //: Column header of the decode curve's table: a request-rate run's requests in flight, estimated from
        //: Little's law (its concurrency is this rounded; empty: the run held its concurrency).
        RegistryTableModel::entry(param::decodeRequestsInFlight.key, DecodePointsEditor::tr("In flight (est.)")) };
}

/// A concurrency another point has is refused; an edited concurrency moves its point to keep them sorted.
RegistryTableModel::Behaviour pointBehaviour()
{
    RegistryTableModel::Behaviour edits;
    //: Undo step.
    edits.undoText = [](int, const QVariant &) { return DecodePointsEditor::tr("Edit decode point"); };
    edits.check = [](const Scenario &s, std::size_t row, int column, double v) -> std::optional<QString> {
        if (column != DecodePointsEditor::ConcurrencyColumn)
            return std::nullopt;
        const std::vector<DecodePoint> &points = s.hardware.decodePoints;
        const int c = static_cast<int>(v);
        for (std::size_t i = 0; i < points.size(); ++i) {
            if (i != row && points[i].concurrency == c)
                return DecodePointsEditor::tr("point %1 already has concurrency %2; edit that point instead")
                    .arg(static_cast<int>(i) + 1)
                    .arg(c);
        }
        return std::nullopt;
    };
    edits.afterEdit = [](const Scenario &, Scenario &s, std::size_t, int column) {
        if (column == DecodePointsEditor::ConcurrencyColumn)
            std::sort(s.hardware.decodePoints.begin(), s.hardware.decodePoints.end(),
                [](const DecodePoint &a, const DecodePoint &b) { return a.concurrency < b.concurrency; });
    };
    return edits;
}

} // namespace

DecodePointsEditor::DecodePointsEditor(ScenarioDocument *document, QWidget *parent)
    : QWidget(parent)
    , m_document(document)
    , m_model(new RegistryTableModel(document, Collection::DecodePoints, pointColumns(), pointBehaviour(), this))
    , m_table(new QTableView(this))
{
    setObjectName(QStringLiteral("decodePointsEditor"));
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 2, 0, 2);
    //: Title above the decode curve's table of measured points.
    auto *title = new QLabel(tr("Decode curve (measured points)"), this);
    layout->addWidget(title);
    m_table->setObjectName(QStringLiteral("decodePointsTable"));
    m_table->setAccessibleName(tr("Decode curve: measured points"));
    //: Tooltip of the decode curve's table.
    m_table->setToolTip(tr("The node's measured decode curve: the aggregate output tok/s at each concurrency (a "
                           "benchmark run: File > Import Benchmark Results). In modelled mode it gives the throughput "
                           "at the operating concurrency; in both modes it gives the capacity T_max. A run's p90 TTFT "
                           "and TPOT, where measured, are what the latency targets are checked on."));
    m_table->setModel(m_model);
    // Five columns in the panel's width: each as wide as its header and cells (never cut), the last
    // stretched; a narrow panel scrolls the table sideways.
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->verticalHeader()->hide();
    m_table->setMinimumHeight(90);
    m_table->setMaximumHeight(170);
    m_table->setTabKeyNavigation(false);
    m_table->setItemDelegateForColumn(OutputColumn, new NumberDelegate(false, m_table));
    m_table->setItemDelegateForColumn(TtftColumn, new NumberDelegate(true, m_table));
    m_table->setItemDelegateForColumn(TpotColumn, new NumberDelegate(true, m_table));
    layout->addWidget(m_table);

    m_problem = new QLabel(this);
    m_problem->setObjectName(QStringLiteral("decodePointsProblem"));
    m_problem->setTextFormat(Qt::PlainText);
    m_problem->setWordWrap(true);
    m_problem->hide();
    layout->addWidget(m_problem);

    auto *buttons = new QHBoxLayout;
    m_add = new QPushButton(tr("Add &point"), this);
    m_remove = new QPushButton(tr("Remove p&oint"), this);
    m_add->setObjectName(QStringLiteral("decodePointsAdd"));
    m_remove->setObjectName(QStringLiteral("decodePointsRemove"));
    m_add->setAccessibleName(tr("Add a point to the decode curve"));
    m_remove->setAccessibleName(tr("Remove the selected point of the decode curve"));
    buttons->addWidget(m_add);
    buttons->addWidget(m_remove);
    buttons->addStretch();
    layout->addLayout(buttons);

    connect(m_add, &QPushButton::clicked, this, &DecodePointsEditor::addPoint);
    connect(m_remove, &QPushButton::clicked, this, &DecodePointsEditor::removeCurrentPoint);
    connect(m_model, &RegistryTableModel::refused, this,
        [this](const QModelIndex &index, const QString &problem, const QVariant &value) {
            const Parameter &param = columnParameter(index.column());
            const QString why = RegistryTableModel::isNumber(value)
                ? problem
                : tr("\"%1\" is not a number (%2)").arg(value.toString(), param.domain.describe());
            //: A refused edit of the decode curve. %1 is the point's row (1 for the first), %2 the column's label,
            //: %3 why the value is refused.
            showProblem(tr("Point %1, %2: %3").arg(index.row() + 1).arg(param.plainLabel(), why));
        });
    connect(m_model, &RegistryTableModel::committed, this, &DecodePointsEditor::followEdit);
    connect(m_document, &ScenarioDocument::valuesChanged, this, &DecodePointsEditor::sync);
    connect(m_document, &ScenarioDocument::structureChanged, this, &DecodePointsEditor::sync);
    sync();
}

void DecodePointsEditor::addPoint()
{
    const std::vector<DecodePoint> &points = m_document->scenario().hardware.decodePoints;
    DecodePoint next;
    if (!points.empty()) {
        const Domain &domain = columnParameter(ConcurrencyColumn).domain;
        next.concurrency = static_cast<int>(domain.clamp(2.0 * points.back().concurrency));
        if (next.concurrency <= points.back().concurrency) {
            showProblem(tr("The last point is at the largest concurrency allowed (%1): edit it instead.")
                            .arg(format::number(points.back().concurrency, 0)));
            return;
        }
        next.outputTokS = points.back().outputTokS;
    } else {
        // The first point: one request at the typed throughput, a start the user edits.
        next.outputTokS = m_document->scenario().operation.throughputTokS;
    }
    m_problem->hide();
    //: Undo step.
    m_document->modify(tr("Add decode point"), [&next](Scenario &s) { s.hardware.decodePoints.push_back(next); });
    m_table->setCurrentIndex(m_model->index(m_model->rowCount() - 1, ConcurrencyColumn));
}

void DecodePointsEditor::removeCurrentPoint()
{
    const int row = m_table->currentIndex().row();
    if (row < 0 || row >= static_cast<int>(m_document->scenario().hardware.decodePoints.size()))
        return;
    m_problem->hide();
    //: Undo step.
    m_document->modify(tr("Remove decode point"),
        [row](Scenario &s) { s.hardware.decodePoints.erase(s.hardware.decodePoints.begin() + row); });
}

std::optional<QString> DecodePointsEditor::setCell(int row, int column, const QString &text)
{
    if (row < 0 || row >= m_model->rowCount() || column == PerUserColumn || column < 0 || column >= ColumnCount)
        return std::nullopt;
    if (m_model->setData(m_model->index(row, column), text))
        return std::nullopt;
    return m_problem->text();
}

void DecodePointsEditor::followEdit(int row, int column, const QVariant &value)
{
    m_problem->hide();
    if (column != ConcurrencyColumn)
        return;
    const std::vector<DecodePoint> &points = m_document->scenario().hardware.decodePoints;
    const int c = static_cast<int>(value.toDouble());
    const auto at
        = std::find_if(points.begin(), points.end(), [c](const DecodePoint &d) { return d.concurrency == c; });
    const int movedTo = static_cast<int>(at - points.begin());
    if (at != points.end() && movedTo != row)
        m_table->setCurrentIndex(m_model->index(movedTo, column));
}

void DecodePointsEditor::showProblem(const QString &problem)
{
    m_problem->setText(problem);
    m_problem->show();
}

void DecodePointsEditor::sync() { m_remove->setEnabled(!m_document->scenario().hardware.decodePoints.empty()); }

} // namespace breakeven
