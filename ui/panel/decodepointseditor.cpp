#include "decodepointseditor.h"

#include "formatting.h"
#include "numberdelegate.h"
#include "parameters.h"
#include "scenariodocument.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QSignalBlocker>
#include <QTableWidget>
#include <QVBoxLayout>

#include <algorithm>

namespace breakeven {

namespace {

/// The registry's descriptor of a decode point's \a column.
const Parameter &columnParameter(int column)
{
    return column == DecodePointsEditor::ConcurrencyColumn ? param::decodeConcurrency : param::decodeOutputTokS;
}

} // namespace

DecodePointsEditor::DecodePointsEditor(ScenarioDocument *document, QWidget *parent)
    : QWidget(parent)
    , m_document(document)
    , m_table(new QTableWidget(0, ColumnCount, this))
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
                           "at the operating concurrency; in both modes it gives the capacity T_max."));
    //: Column headers of the decode curve's table: concurrency, aggregate output tok/s, output tok/s per user.
    m_table->setHorizontalHeaderLabels({ tr("Concurrency"), tr("Output tok/s"), tr("Per user") });
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    m_table->verticalHeader()->hide();
    m_table->setMinimumHeight(90);
    m_table->setMaximumHeight(170);
    m_table->setTabKeyNavigation(false);
    m_table->setItemDelegateForColumn(OutputColumn, new NumberDelegate(false, m_table));
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
    m_add->setAccessibleName(tr("Add a point to the decode curve"));
    m_remove->setAccessibleName(tr("Remove the selected point of the decode curve"));
    buttons->addWidget(m_add);
    buttons->addWidget(m_remove);
    buttons->addStretch();
    layout->addLayout(buttons);

    connect(m_add, &QPushButton::clicked, this, &DecodePointsEditor::addPoint);
    connect(m_remove, &QPushButton::clicked, this, &DecodePointsEditor::removeCurrentPoint);
    connect(m_table, &QTableWidget::cellChanged, this, &DecodePointsEditor::onCellChanged);
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
    m_table->setCurrentCell(m_table->rowCount() - 1, ConcurrencyColumn);
}

void DecodePointsEditor::removeCurrentPoint()
{
    const int row = m_table->currentRow();
    if (row < 0 || row >= static_cast<int>(m_document->scenario().hardware.decodePoints.size()))
        return;
    m_problem->hide();
    //: Undo step.
    m_document->modify(tr("Remove decode point"),
        [row](Scenario &s) { s.hardware.decodePoints.erase(s.hardware.decodePoints.begin() + row); });
}

std::optional<QString> DecodePointsEditor::setCell(int row, int column, const QString &text)
{
    const std::vector<DecodePoint> &points = m_document->scenario().hardware.decodePoints;
    if (row < 0 || row >= static_cast<int>(points.size()) || (column != ConcurrencyColumn && column != OutputColumn))
        return std::nullopt;
    const Parameter &param = columnParameter(column);
    const auto refuse = [&](const QString &why) {
        //: A refused edit of the decode curve. %1 is the point's row (1 for the first), %2 the column's label,
        //: %3 why the value is refused.
        const QString problem = tr("Point %1, %2: %3").arg(row + 1).arg(param.plainLabel(), why);
        showProblem(problem);
        return problem;
    };
    std::optional<double> parsed = NumberDelegate::parseNumber(text);
    if (!parsed) {
        bool ok = false;
        const double negative = text.trimmed().toDouble(&ok); // parseNumber takes no negative number
        if (ok)
            parsed = negative;
    }
    if (!parsed)
        return refuse(tr("\"%1\" is not a number (%2)").arg(text, param.domain.describe()));
    const double v = *parsed;
    if (const std::optional<QString> problem = param.domain.problem(v))
        return refuse(*problem);
    if (column == ConcurrencyColumn) {
        const int c = static_cast<int>(v);
        for (std::size_t i = 0; i < points.size(); ++i) {
            if (static_cast<int>(i) != row && points[i].concurrency == c)
                return refuse(tr("point %1 already has concurrency %2; edit that point instead")
                                  .arg(static_cast<int>(i) + 1)
                                  .arg(c));
        }
    }
    m_problem->hide();
    int movedTo = row;
    //: Undo step.
    m_document->modify(tr("Edit decode point"), [&](Scenario &s) {
        std::vector<DecodePoint> &ps = s.hardware.decodePoints;
        DecodePoint &p = ps[static_cast<std::size_t>(row)];
        if (column == OutputColumn) {
            p.outputTokS = v;
            return;
        }
        p.concurrency = static_cast<int>(v);
        const int c = p.concurrency;
        std::sort(ps.begin(), ps.end(),
            [](const DecodePoint &a, const DecodePoint &b) { return a.concurrency < b.concurrency; });
        movedTo = static_cast<int>(
            std::find_if(ps.begin(), ps.end(), [c](const DecodePoint &d) { return d.concurrency == c; }) - ps.begin());
    });
    if (movedTo != row)
        m_table->setCurrentCell(movedTo, column);
    return std::nullopt;
}

void DecodePointsEditor::onCellChanged(int row, int column)
{
    const QTableWidgetItem *item = m_table->item(row, column);
    if (!item)
        return;
    const QVariant value = item->data(Qt::EditRole);
    // A spin box commits a number; a cell typed as text (or pasted) is parsed.
    const bool numeric = value.typeId() == QMetaType::Int || value.typeId() == QMetaType::Double
        || value.typeId() == QMetaType::LongLong;
    const QString text = numeric ? QString::number(value.toDouble(), 'g', 17) : value.toString();
    if (setCell(row, column, text)) {
        m_shownOnce = false; // refused: show the stored values again
        sync();
    }
}

void DecodePointsEditor::showProblem(const QString &problem)
{
    m_problem->setText(problem);
    m_problem->show();
}

void DecodePointsEditor::sync()
{
    const std::vector<DecodePoint> &points = m_document->scenario().hardware.decodePoints;
    if (m_shownOnce && points == m_shown)
        return;
    m_shown = points;
    m_shownOnce = true;
    const QSignalBlocker blocker(m_table);
    const int current = m_table->currentRow();
    m_table->setRowCount(static_cast<int>(points.size()));
    // Items are updated in place, as the overhead table does: this runs while an editor commits.
    const auto set = [this](int row, int column, const QVariant &value, bool editable) {
        QTableWidgetItem *item = m_table->item(row, column);
        if (!item) {
            item = new QTableWidgetItem;
            item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            if (!editable)
                item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable);
            m_table->setItem(row, column, item);
        }
        if (item->data(Qt::EditRole) != value)
            item->setData(Qt::EditRole, value);
    };
    for (int row = 0; row < static_cast<int>(points.size()); ++row) {
        const DecodePoint &p = points[static_cast<std::size_t>(row)];
        set(row, ConcurrencyColumn, p.concurrency, true);
        set(row, OutputColumn, p.outputTokS, true);
        set(row, PerUserColumn, format::number(p.outputTokS / p.concurrency, 1), false);
    }
    if (current >= 0 && current < m_table->rowCount() && m_table->currentRow() != current)
        m_table->setCurrentCell(current, 0);
    m_remove->setEnabled(!points.empty());
}

} // namespace breakeven
