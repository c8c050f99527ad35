#include "rangeseditor.h"

#include "choicedelegate.h"
#include "distribution.h"
#include "format.h"
#include "numberdelegate.h"
#include "parameters.h"
#include "registrytablemodel.h"
#include "scenariodocument.h"
#include "screenfit.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QSignalBlocker>
#include <QTableView>
#include <QVBoxLayout>

#include <cmath>
#include <iterator>

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

/// The path and range of \a s's range on \a row (ranges in path order).
const std::pair<const QString, Range> &rangeAt(const Scenario &s, std::size_t row)
{
    return *std::next(s.ranges.begin(), static_cast<std::ptrdiff_t>(row));
}

/// \a v as a number cell shows it (NumberDelegate's format).
QString numberText(double v) { return format::number(v, NumberDelegate::shownDecimals(v)); }

/// The rows: the ranges, and the values they are around (the "Value now" column).
RegistryTableModel::Rows rangeRows()
{
    const auto size = [](const Scenario &s) { return s.ranges.size(); };
    const auto same = [](const Scenario &a, const Scenario &b) {
        if (a.ranges != b.ranges)
            return false;
        for (const auto &[path, range] : a.ranges) {
            const std::optional<ParamRef> ra = refOf(a, path);
            const std::optional<ParamRef> rb = refOf(b, path);
            if (ra.has_value() != rb.has_value() || (ra && ra->get(a) != rb->get(b)))
                return false;
        }
        return true;
    };
    return { size, same };
}

} // namespace

RangesEditor::RangesEditor(ScenarioDocument *document, QWidget *parent)
    : QDialog(parent)
    , m_document(document)
    , m_table(new QTableView(this))
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

    // A bound typed into a cell: checked as the preset reader checks it, then one undo step.
    const auto bound = [](bool high) {
        return [high](const Scenario &s, std::size_t row, const QVariant &typed) {
            const auto &[path, range] = rangeAt(s, row);
            const std::optional<double> v = NumberDelegate::cellValue(typed);
            if (!v)
                return RegistryTableModel::Edit {
                    tr("Range of %1 not changed: \"%2\" is not a number.").arg(path, typed.toString()), {}, {}
                };
            return rangeEdit(s, path, high ? range.low : *v, high ? *v : range.high, range.distribution);
        };
    };
    const auto boundText = [](bool high) {
        return [high](const Scenario &s, std::size_t row) {
            const Range &r = rangeAt(s, row).second;
            return numberText(high ? r.high : r.low);
        };
    };
    const auto boundValue = [](bool high) {
        return [high](const Scenario &s, std::size_t row) {
            const Range &r = rangeAt(s, row).second;
            return QVariant(high ? r.high : r.low);
        };
    };
    const QStringList distributions { tr("Uniform"), tr("Triangular (most likely at the value)"), tr("Log-uniform") };
    const auto distributionIndex = [](const Scenario &s, std::size_t row) {
        const auto &[path, range] = rangeAt(s, row);
        const std::optional<ParamRef> ref = refOf(s, path);
        return ref ? static_cast<int>(distributionOf(range, *ref->parameter)) : -1;
    };
    // The scenario's value: a number (its edit role, aligned as one), read only.
    const auto valueNow = [](const Scenario &s, std::size_t row) -> std::optional<double> {
        const std::optional<ParamRef> ref = refOf(s, rangeAt(s, row).first);
        return ref ? ref->get(s) : std::nullopt;
    };
    RegistryTableModel::Column valueColumn
        = RegistryTableModel::computed(tr("Value now"), [valueNow](const Scenario &s, std::size_t row) {
              if (const std::optional<double> value = valueNow(s, row))
                  return numberText(*value);
              const std::optional<ParamRef> ref = refOf(s, rangeAt(s, row).first);
              return ref ? ref->parameter->noneLabel() : QString();
          });
    valueColumn.value = [valueNow](const Scenario &s, std::size_t row) {
        const std::optional<double> value = valueNow(s, row);
        return value ? QVariant(*value) : QVariant();
    };
    std::vector<RegistryTableModel::Column> columns {
        RegistryTableModel::computed(tr("Parameter"),
            [](const Scenario &s, std::size_t row) {
                const QString &path = rangeAt(s, row).first;
                const std::optional<ParamRef> ref = refOf(s, path);
                return ref ? ref->parameter->plainLabel() : path;
            }),
        RegistryTableModel::computed(
            tr("Path"), [](const Scenario &s, std::size_t row) { return rangeAt(s, row).first; }),
        valueColumn,
        RegistryTableModel::editable(tr("Low"), boundText(false), boundValue(false), bound(false)),
        RegistryTableModel::editable(tr("High"), boundText(true), boundValue(true), bound(true)),
        RegistryTableModel::editable(
            tr("Distribution"),
            [distributions, distributionIndex](
                const Scenario &s, std::size_t row) { return distributions.value(distributionIndex(s, row)); },
            [distributionIndex](const Scenario &s, std::size_t row) { return QVariant(distributionIndex(s, row)); },
            [](const Scenario &s, std::size_t row, const QVariant &chosen) {
                const auto &[path, range] = rangeAt(s, row);
                return rangeEdit(s, path, range.low, range.high, static_cast<Distribution>(chosen.toInt()));
            },
            distributions),
    };
    RegistryTableModel::Behaviour behaviour;
    behaviour.undoText = [](int, const QVariant &) { return tr("Change range"); };
    behaviour.data = [](const Scenario &s, std::size_t row, int column, int role) -> QVariant {
        const QString &path = rangeAt(s, row).first;
        if (column == ParameterColumn && role == Qt::ToolTipRole) {
            const std::optional<ParamRef> ref = refOf(s, path);
            return ref ? QVariant(ref->parameter->description().toHtmlEscaped()) : QVariant();
        }
        if (column == DistributionColumn && role == Qt::AccessibleTextRole)
            return tr("Distribution of %1").arg(path);
        return {};
    };
    m_model = new RegistryTableModel(document, rangeRows(), std::move(columns), std::move(behaviour), this);

    m_table->setObjectName(QStringLiteral("rangesTable"));
    m_table->setAccessibleName(tr("Ranges"));
    m_table->setModel(m_model);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setSectionResizeMode(PathColumn, QHeaderView::Stretch);
    m_table->verticalHeader()->hide();
    m_table->setTabKeyNavigation(false);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    auto *numbers = new NumberDelegate(false, m_table);
    m_table->setItemDelegateForColumn(LowColumn, numbers);
    m_table->setItemDelegateForColumn(HighColumn, numbers);
    m_table->setItemDelegateForColumn(DistributionColumn, new ChoiceDelegate(m_table));
    openChoices(0, m_model->rowCount() - 1);
    connect(m_model, &QAbstractItemModel::rowsInserted, this,
        [this](const QModelIndex &, int first, int last) { openChoices(first, last); });
    connect(m_model, &RegistryTableModel::refused, this,
        [this](const QModelIndex &, const QString &problem) { showProblem(problem); });
    connect(m_model, &RegistryTableModel::committed, this, [this] { showProblem({}); });
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
    resizeWithinScreen(this, QSize(900, 360));

    connect(m_add, &QPushButton::clicked, this, [this] {
        if (const std::optional<QString> bad = addRange(m_addBox->currentData().toString()))
            showProblem(*bad);
    });
    connect(m_remove, &QPushButton::clicked, this, &RangesEditor::removeCurrentRange);
    connect(close, &QDialogButtonBox::rejected, this, &QDialog::reject);
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

void RangesEditor::openChoices(int first, int last)
{
    for (int row = first; row <= last; ++row)
        m_table->openPersistentEditor(m_model->index(row, DistributionColumn));
}

RegistryTableModel::Edit RangesEditor::rangeEdit(
    const Scenario &s, const QString &path, double low, double high, std::optional<Distribution> distribution)
{
    const std::optional<ParamRef> ref = refOf(s, path);
    if (!ref)
        return { tr("%1 is not a numeric field of this preset.").arg(path), {}, {} };
    const Parameter &p = *ref->parameter;
    if (const std::optional<RangeProblem> bad = rangeProblem(p, path, low, high, distribution))
        return { tr("Range of %1 not changed: %2").arg(path, bad->message), {}, {} };
    const Range range = makeRange(p, low, high, distribution);
    if (const auto it = s.ranges.find(path); it != s.ranges.end() && it->second == range)
        return {}; // nothing changes
    return { std::nullopt, [path, range](Scenario &x) { x.ranges[path] = range; },
        tr("Change range of %1").arg(p.plainLabel()) };
}

std::optional<QString> RangesEditor::setRange(
    const QString &path, double low, double high, std::optional<Distribution> distribution)
{
    const RegistryTableModel::Edit edit = rangeEdit(m_document->scenario(), path, low, high, distribution);
    showProblem(edit.problem.value_or(QString()));
    if (edit.problem)
        return edit.problem;
    if (edit.set)
        m_document->modify(edit.undoText, edit.set);
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
    const int row = m_table->currentIndex().row();
    const Scenario &s = m_document->scenario();
    if (row >= 0 && static_cast<std::size_t>(row) < s.ranges.size())
        removeRange(QString(rangeAt(s, static_cast<std::size_t>(row)).first)); // a copy: the edit erases it
}

void RangesEditor::sync()
{
    const Scenario &s = m_document->scenario();
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

std::optional<QString> RangesEditor::setDistribution(const QString &path, Distribution distribution)
{
    const auto it = m_document->scenario().ranges.find(path);
    if (it == m_document->scenario().ranges.end())
        return tr("%1 has no range.").arg(path);
    return setRange(path, it->second.low, it->second.high, distribution);
}

} // namespace breakeven
