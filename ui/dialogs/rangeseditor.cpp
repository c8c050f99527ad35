#include "rangeseditor.h"

#include "distribution.h"
#include "format.h"
#include "numberdelegate.h"
#include "parameters.h"
#include "scenariodocument.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QSignalBlocker>
#include <QTableWidget>
#include <QVBoxLayout>

#include <cmath>

namespace breakeven {

namespace {

/// The parameter element \a path names in \a s and whether \a s has a value for it.
std::optional<ParamRef> refOf(const Scenario &s, const QString &path) { return resolveParameter(s, path); }

/// Whether \a s already has a range on the element \a ref names (under any spelling of its path).
bool isRanged(const Scenario &s, const ParamRef &ref)
{
    for (const auto &[key, range] : s.ranges) {
        const std::optional<ParamRef> other = refOf(s, key);
        if (other && other->parameter == ref.parameter && other->index == ref.index)
            return true;
    }
    return false;
}

} // namespace

RangesEditor::RangesEditor(ScenarioDocument *document, QWidget *parent)
    : QDialog(parent)
    , m_document(document)
    , m_table(new QTableWidget(0, ColumnCount, this))
    , m_addBox(new QComboBox(this))
    , m_add(new QPushButton(tr("&Add range"), this))
    , m_remove(new QPushButton(tr("&Remove range"), this))
    , m_problem(new QLabel(this))
{
    setObjectName(QStringLiteral("rangesEditor"));
    setWindowTitle(tr("Ranges"));
    setAccessibleName(tr("Ranges"));
    auto *layout = new QVBoxLayout(this);
    auto *intro
        = new QLabel(tr("The plausible values of each uncertain input, in the preset's units (shares as 0 to 1, "
                        "money in the field's currency). The bands on the charts, the table's odds and the "
                        "verdict's how-sure sentence sample every range at once. Triangular: most likely at "
                        "the scenario's value; log-uniform: every factor of ten equally likely."),
            this);
    intro->setWordWrap(true);
    layout->addWidget(intro);

    m_table->setObjectName(QStringLiteral("rangesTable"));
    m_table->setAccessibleName(tr("Ranges"));
    m_table->setHorizontalHeaderLabels(
        { tr("Parameter"), tr("Path"), tr("Value now"), tr("Low"), tr("High"), tr("Distribution") });
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setSectionResizeMode(PathColumn, QHeaderView::Stretch);
    m_table->verticalHeader()->hide();
    m_table->setTabKeyNavigation(false);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    auto *numbers = new NumberDelegate(false, m_table);
    m_table->setItemDelegateForColumn(ValueColumn, numbers);
    m_table->setItemDelegateForColumn(LowColumn, numbers);
    m_table->setItemDelegateForColumn(HighColumn, numbers);
    layout->addWidget(m_table);

    m_problem->setObjectName(QStringLiteral("rangeProblem"));
    m_problem->setTextFormat(Qt::PlainText); // paths come from the preset
    m_problem->setWordWrap(true);
    m_problem->setStyleSheet(QStringLiteral("color: #b00020"));
    m_problem->hide();
    layout->addWidget(m_problem);

    auto *buttons = new QHBoxLayout;
    m_addBox->setObjectName(QStringLiteral("rangeAddBox"));
    m_addBox->setAccessibleName(tr("Parameter to add a range for"));
    m_add->setAutoDefault(false);
    m_remove->setAutoDefault(false);
    buttons->addWidget(m_addBox, 1);
    buttons->addWidget(m_add);
    buttons->addWidget(m_remove);
    auto *close = new QDialogButtonBox(QDialogButtonBox::Close, this);
    buttons->addWidget(close);
    layout->addLayout(buttons);
    resize(900, 360);

    connect(m_add, &QPushButton::clicked, this, [this] {
        if (const std::optional<QString> bad = addRange(m_addBox->currentData().toString()))
            showProblem(*bad);
    });
    connect(m_remove, &QPushButton::clicked, this, &RangesEditor::removeCurrentRange);
    connect(close, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_table, &QTableWidget::cellChanged, this, &RangesEditor::onCellChanged);
    connect(m_document, &ScenarioDocument::valuesChanged, this, &RangesEditor::sync);
    connect(m_document, &ScenarioDocument::structureChanged, this, &RangesEditor::sync);
    sync();
}

QString RangesEditor::problem() const { return m_problem->text(); }

void RangesEditor::showProblem(const QString &text)
{
    m_problem->setText(text);
    m_problem->setVisible(!text.isEmpty());
}

QString RangesEditor::pathAt(int row) const
{
    const QTableWidgetItem *item = m_table->item(row, PathColumn);
    return item ? item->text() : QString();
}

std::optional<QString> RangesEditor::setRange(
    const QString &path, double low, double high, std::optional<Distribution> distribution)
{
    const Scenario &s = m_document->scenario();
    const std::optional<ParamRef> ref = refOf(s, path);
    if (!ref) {
        const QString text = tr("%1 is not a numeric field of this preset.").arg(path);
        showProblem(text);
        return text;
    }
    const Parameter &p = *ref->parameter;
    if (const std::optional<RangeProblem> bad = rangeProblem(p, path, low, high, distribution)) {
        const QString text = tr("Range of %1 not changed: %2").arg(path, bad->message);
        showProblem(text);
        return text;
    }
    showProblem({});
    const Range range = makeRange(p, low, high, distribution);
    m_document->modify(tr("Change range of %1").arg(p.plainLabel()), [&](Scenario &x) { x.ranges[path] = range; });
    return std::nullopt;
}

std::optional<QString> RangesEditor::addRange(const QString &path)
{
    const Scenario &s = m_document->scenario();
    const std::optional<ParamRef> ref = refOf(s, path);
    const std::optional<double> value = ref ? ref->get(s) : std::nullopt;
    if (!ref || !value)
        return tr("%1 has no value in this preset to put a range around.").arg(path);
    if (isRanged(s, *ref))
        return tr("%1 already has a range.").arg(path);
    const Parameter &p = *ref->parameter;
    const Domain &d = p.domain;
    double low = *value > 0.0 ? *value * 0.8 : 0.0;
    double high = *value > 0.0 ? *value * 1.2 : p.sliderMax * 0.1;
    if (d.whole) {
        low = std::floor(low);
        high = std::ceil(high);
    }
    low = d.clamp(low);
    high = d.clamp(high);
    if (const std::optional<RangeProblem> bad = rangeProblem(p, path, low, high, std::nullopt)) {
        low = high = *value; // a range of one point is always allowed
        if (rangeProblem(p, path, low, high, std::nullopt))
            return tr("Range of %1 not added: %2").arg(path, bad->message);
    }
    showProblem({});
    const Range range = makeRange(p, low, high, std::nullopt);
    m_document->modify(tr("Add range of %1").arg(p.plainLabel()), [&](Scenario &x) { x.ranges[path] = range; });
    return std::nullopt;
}

void RangesEditor::removeRange(const QString &path)
{
    const Scenario &s = m_document->scenario();
    if (!s.ranges.contains(path))
        return;
    const std::optional<ParamRef> ref = refOf(s, path);
    const QString label = ref ? ref->parameter->plainLabel() : path;
    showProblem({});
    m_document->modify(tr("Remove range of %1").arg(label), [&](Scenario &x) { x.ranges.erase(path); });
}

void RangesEditor::removeCurrentRange()
{
    const int row = m_table->currentRow();
    if (row >= 0)
        removeRange(pathAt(row));
}

void RangesEditor::sync()
{
    const Scenario &s = m_document->scenario();
    const QSignalBlocker blocker(m_table);
    const int currentRow = m_table->currentRow();
    const int currentColumn = m_table->currentColumn();
    const bool rebuild = !m_synced || s.ranges != m_shown;
    m_synced = true;
    if (rebuild) {
        m_shown = s.ranges;
        m_table->setRowCount(static_cast<int>(s.ranges.size()));
    }
    const auto readOnly = [](QTableWidgetItem *item) {
        item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable);
        return item;
    };
    const auto number = [](double v) {
        auto *item = new QTableWidgetItem;
        item->setData(Qt::EditRole, v);
        item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
        return item;
    };
    int row = 0;
    for (const auto &[path, range] : s.ranges) {
        const std::optional<ParamRef> ref = refOf(s, path);
        const std::optional<double> value = ref ? ref->get(s) : std::nullopt;
        auto *now = value ? number(*value) : new QTableWidgetItem(ref ? ref->parameter->noneLabel() : QString());
        m_table->setItem(row, ValueColumn, readOnly(now));
        if (rebuild) {
            auto *label = readOnly(new QTableWidgetItem(ref ? ref->parameter->plainLabel() : path));
            if (ref)
                label->setToolTip(ref->parameter->description().toHtmlEscaped());
            m_table->setItem(row, ParameterColumn, label);
            m_table->setItem(row, PathColumn, readOnly(new QTableWidgetItem(path)));
            m_table->setItem(row, LowColumn, number(range.low));
            m_table->setItem(row, HighColumn, number(range.high));
            auto *box = new QComboBox;
            box->setAccessibleName(tr("Distribution of %1").arg(path));
            box->addItem(tr("Uniform"), static_cast<int>(Distribution::Uniform));
            box->addItem(tr("Triangular (most likely at the value)"), static_cast<int>(Distribution::Triangular));
            box->addItem(tr("Log-uniform"), static_cast<int>(Distribution::LogUniform));
            if (ref)
                box->setCurrentIndex(box->findData(static_cast<int>(distributionOf(range, *ref->parameter))));
            connect(box, &QComboBox::activated, this, [this, box, path = path](int index) {
                const auto chosen = static_cast<Distribution>(box->itemData(index).toInt());
                // Queued: the edit rebuilds the table, which deletes this box.
                QMetaObject::invokeMethod(
                    this, [this, path, chosen] { setDistribution(path, chosen); }, Qt::QueuedConnection);
            });
            m_table->setCellWidget(row, DistributionColumn, box);
        }
        ++row;
    }
    if (rebuild && currentRow >= 0 && currentRow < m_table->rowCount())
        m_table->setCurrentCell(currentRow, currentColumn);
    m_remove->setEnabled(!s.ranges.empty());

    // The add box: every numeric element with a value and no range yet.
    const QString chosen = m_addBox->currentData().toString();
    const QSignalBlocker addBlocker(m_addBox);
    m_addBox->clear();
    for (const Parameter &p : parameters()) {
        for (std::size_t i = 0; i < p.count(s); ++i) {
            const ParamRef ref { &p, i };
            if (!ref.get(s) || isRanged(s, ref))
                continue;
            const QString path = ref.path(s);
            m_addBox->addItem(tr("%1 (%2)").arg(p.plainLabel(), path), path);
        }
    }
    m_addBox->setCurrentIndex(std::max(0, m_addBox->findData(chosen)));
    m_add->setEnabled(m_addBox->count() > 0);
}

void RangesEditor::onCellChanged(int row, int column)
{
    if (column != LowColumn && column != HighColumn)
        return;
    const QString path = pathAt(row);
    const auto it = m_document->scenario().ranges.find(path);
    if (it == m_document->scenario().ranges.end())
        return;
    const std::optional<double> typed = NumberDelegate::cellValue(m_table->item(row, column)->data(Qt::EditRole));
    Range range = it->second;
    if (!typed) {
        showProblem(
            tr("Range of %1 not changed: \"%2\" is not a number.").arg(path, m_table->item(row, column)->text()));
    } else {
        (column == LowColumn ? range.low : range.high) = *typed;
        if (!setRange(path, range.low, range.high, range.distribution))
            return;
    }
    m_synced = false; // refused: show the range as it is
    sync();
}

std::optional<QString> RangesEditor::setDistribution(const QString &path, Distribution distribution)
{
    const auto it = m_document->scenario().ranges.find(path);
    if (it == m_document->scenario().ranges.end())
        return tr("%1 has no range.").arg(path);
    std::optional<QString> bad = setRange(path, it->second.low, it->second.high, distribution);
    if (bad) {
        m_synced = false; // refused: show the range's distribution as it is
        sync();
    }
    return bad;
}

} // namespace breakeven
