#include "registrytablemodel.h"

#include "formatting.h"
#include "numberdelegate.h"
#include "plaintext.h"
#include "scenariodocument.h"

#include <QLocale>

#include <algorithm>
#include <cmath>
#include <cstring>

namespace breakeven {

namespace {

/// The registry's decimals of \a param, or more when \a value has them (up to the delegate's six).
int decimalsFor(const Parameter &param, double value)
{
    return std::isfinite(value) ? std::max(param.decimals, NumberDelegate::shownDecimals(value)) : 0;
}

bool holdsNumber(const QVariant &v)
{
    switch (v.typeId()) {
    case QMetaType::Double:
    case QMetaType::Float:
    case QMetaType::Int:
    case QMetaType::LongLong:
    case QMetaType::UInt:
    case QMetaType::ULongLong:
        return true;
    default:
        return false;
    }
}

} // namespace

RegistryTableModel::Column RegistryTableModel::entry(const char *key, const QString &header)
{
    Column c;
    c.header = header;
    for (const Parameter &p : parameters()) {
        if (std::strcmp(p.key, key) == 0)
            c.parameter = &p;
    }
    for (const Field &f : fields()) {
        if (std::strcmp(f.key, key) == 0)
            c.field = &f;
    }
    Q_ASSERT_X(c.parameter || c.field, "RegistryTableModel::entry", key);
    return c;
}

RegistryTableModel::Column RegistryTableModel::computed(
    const QString &header, std::function<QString(const Scenario &, std::size_t)> text, const QString &toolTip)
{
    Column c;
    c.header = header;
    c.text = std::move(text);
    c.toolTip = toolTip;
    return c;
}

RegistryTableModel::Column RegistryTableModel::editable(const QString &header,
    std::function<QString(const Scenario &, std::size_t)> text,
    std::function<QVariant(const Scenario &, std::size_t)> value,
    std::function<Edit(const Scenario &, std::size_t, const QVariant &)> edit, const QStringList &choices)
{
    Column c = computed(header, std::move(text));
    c.value = std::move(value);
    c.edit = std::move(edit);
    c.choices = choices;
    return c;
}

RegistryTableModel::Rows RegistryTableModel::rowsOf(Collection family)
{
    const auto same = [family](const Scenario &a, const Scenario &b) {
        switch (family) {
        case Collection::None:
            return a == b;
        case Collection::Offers:
            // The check of a currency cell reads the rates: a new rate is a change too.
            return a.offers == b.offers && a.fxPerUsd == b.fxPerUsd;
        case Collection::Overheads:
            return a.cost.overheads == b.cost.overheads && a.fxPerUsd == b.fxPerUsd;
        case Collection::Currencies:
            return a.fxPerUsd == b.fxPerUsd;
        case Collection::DecodePoints:
            return a.hardware.decodePoints == b.hardware.decodePoints;
        case Collection::Hours:
            return a.hybrid == b.hybrid;
        }
        return false;
    };
    return Rows { [family](const Scenario &s) { return collectionSize(s, family); }, same };
}

RegistryTableModel::RegistryTableModel(
    ScenarioDocument *document, Rows rows, std::vector<Column> columns, Behaviour behaviour, QObject *parent)
    : QAbstractTableModel(parent)
    , m_document(document)
    , m_rows(std::move(rows))
    , m_columns(std::move(columns))
    , m_behaviour(std::move(behaviour))
{
    Q_ASSERT(m_behaviour.undoText);
    if (!m_document)
        return;
    m_scenario = m_document->scenario();
    const auto follow = [this] { setScenario(m_document->scenario()); };
    connect(m_document, &ScenarioDocument::valuesChanged, this, follow);
    connect(m_document, &ScenarioDocument::structureChanged, this, follow);
}

const RegistryTableModel::Column &RegistryTableModel::column(int column) const
{
    return m_columns.at(static_cast<std::size_t>(column));
}

void RegistryTableModel::setScenario(const Scenario &scenario)
{
    if (m_rows.same(m_scenario, scenario)) {
        m_scenario = scenario; // the rest may differ; nothing shown does
        return;
    }
    const int before = static_cast<int>(m_rows.size(m_scenario));
    const int after = static_cast<int>(m_rows.size(scenario));
    // Rows come and go at the end, so that a view keeps its current cell and an open editor.
    if (after > before) {
        beginInsertRows({}, before, after - 1);
        m_scenario = scenario;
        endInsertRows();
    } else if (after < before) {
        beginRemoveRows({}, after, before - 1);
        m_scenario = scenario;
        endRemoveRows();
    } else {
        m_scenario = scenario;
    }
    const int kept = std::min(before, after);
    if (kept > 0)
        Q_EMIT dataChanged(index(0, 0), index(kept - 1, columnCount() - 1));
}

int RegistryTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_rows.size(m_scenario));
}

int RegistryTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_columns.size());
}

QVariant RegistryTableModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || !checkIndex(index))
        return {};
    const auto row = static_cast<std::size_t>(index.row());
    const Column &c = column(index.column());
    if (m_behaviour.data) {
        if (QVariant extra = m_behaviour.data(m_scenario, row, index.column(), role); extra.isValid())
            return extra;
    }
    if (c.parameter) {
        const Parameter &p = *c.parameter;
        const std::optional<double> v = p.get(m_scenario, row);
        switch (role) {
        case Qt::DisplayRole:
            return v ? format::number(*v * p.displayScale, decimalsFor(p, *v * p.displayScale)) : QString();
        case Qt::EditRole:
            // A whole number edits in a spin box of whole numbers; an optional one left out is empty.
            if (!v)
                return QString();
            if (p.domain.whole && p.displayScale == 1.0)
                return static_cast<int>(std::lround(*v));
            return *v * p.displayScale;
        case Qt::TextAlignmentRole:
            return QVariant::fromValue(Qt::Alignment(Qt::AlignRight | Qt::AlignVCenter));
        case Qt::ToolTipRole:
            return c.toolTip.isEmpty() ? QVariant() : c.toolTip;
        default:
            return {};
        }
    }
    if (c.field) {
        const QString value = c.field->get(m_scenario, row);
        if (c.field->kind == FieldKind::Flag) {
            if (role == Qt::CheckStateRole)
                return value == QLatin1String("true") ? Qt::Checked : Qt::Unchecked;
            return role == Qt::ToolTipRole && !c.toolTip.isEmpty() ? c.toolTip : QVariant();
        }
        switch (role) {
        case Qt::DisplayRole:
        case Qt::EditRole:
            return value;
        case Qt::ToolTipRole:
            if (!c.toolTip.isEmpty())
                return c.toolTip;
            // A long text (a source) is read whole in its tooltip.
            return c.field->kind == FieldKind::Text && !value.isEmpty() ? plaintext::toolTip(value) : QVariant();
        default:
            return {};
        }
    }
    switch (role) {
    case Qt::DisplayRole:
        return c.text ? c.text(m_scenario, row) : QString();
    case Qt::EditRole:
        return c.value ? c.value(m_scenario, row) : QVariant();
    case ChoicesRole:
        return c.choices.isEmpty() ? QVariant() : QVariant(c.choices);
    case Qt::TextAlignmentRole:
        // A number to the right, as the registry's columns.
        if (c.value && c.choices.isEmpty() && holdsNumber(c.value(m_scenario, row)))
            return QVariant::fromValue(Qt::Alignment(Qt::AlignRight | Qt::AlignVCenter));
        return {};
    case Qt::ToolTipRole:
        return c.toolTip.isEmpty() ? QVariant() : c.toolTip;
    default:
        return {};
    }
}

QVariant RegistryTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || section < 0 || section >= columnCount())
        return QAbstractTableModel::headerData(section, orientation, role);
    const Column &c = column(section);
    if (role == Qt::DisplayRole) {
        if (!c.header.isEmpty())
            return c.header;
        if (c.parameter) {
            const QString unit = c.parameter->unitText();
            return unit.isEmpty() ? c.parameter->plainLabel()
                                  : QStringLiteral("%1 (%2)").arg(c.parameter->plainLabel(), unit);
        }
        return c.field ? c.field->plainLabel() : QString();
    }
    if (role == Qt::ToolTipRole) {
        if (c.parameter)
            return c.parameter->description();
        if (c.field)
            return c.field->description();
    }
    return {};
}

Qt::ItemFlags RegistryTableModel::flags(const QModelIndex &index) const
{
    if (!index.isValid() || !checkIndex(index))
        return Qt::NoItemFlags;
    const Column &c = column(index.column());
    if (c.field && c.field->kind == FieldKind::Flag)
        return Qt::ItemIsUserCheckable | Qt::ItemIsEnabled | Qt::ItemIsSelectable;
    if (c.parameter || c.field || c.edit)
        return Qt::ItemIsEditable | Qt::ItemIsEnabled | Qt::ItemIsSelectable;
    return Qt::ItemIsEnabled | Qt::ItemIsSelectable;
}

bool RegistryTableModel::isNumber(const QVariant &value)
{
    return holdsNumber(value) || NumberDelegate::parseAnyNumber(value.toString()).has_value();
}

bool RegistryTableModel::refuse(const QModelIndex &index, const QString &problem, const QVariant &value)
{
    m_lastProblem = problem;
    Q_EMIT refused(index, problem, value);
    return false;
}

void RegistryTableModel::apply(const QModelIndex &index, const QVariant &value,
    const std::function<void(Scenario &)> &set, const QString &undoText)
{
    const int row = index.row();
    const int col = index.column();
    const QString text = undoText.isEmpty() ? m_behaviour.undoText(col, value) : undoText;
    const int mergeKey = m_behaviour.mergeKey ? m_behaviour.mergeKey(row, col) : -1;
    const auto edit = [&](Scenario &s) {
        const Scenario before = s;
        set(s);
        if (m_behaviour.afterEdit)
            m_behaviour.afterEdit(before, s, static_cast<std::size_t>(row), col);
    };
    m_lastProblem.reset();
    if (m_behaviour.commit)
        m_behaviour.commit(text, edit, mergeKey);
    else
        m_document->modify(text, edit, mergeKey);
    Q_EMIT committed(row, col, value);
}

bool RegistryTableModel::setData(const QModelIndex &index, const QVariant &value, int role)
{
    if (!index.isValid() || !checkIndex(index))
        return false;
    const auto row = static_cast<std::size_t>(index.row());
    const Column &c = column(index.column());
    if (c.field && c.field->kind == FieldKind::Flag) {
        if (role != Qt::CheckStateRole)
            return false;
        const bool checked = value.toInt() == Qt::Checked;
        const Field &f = *c.field;
        apply(index, checked ? Qt::Checked : Qt::Unchecked,
            [&](Scenario &s) { f.set(s, row, checked ? QStringLiteral("true") : QStringLiteral("false")); });
        return true;
    }
    if (role != Qt::EditRole)
        return false;
    if (c.edit) {
        const Edit e = c.edit(m_scenario, row, value);
        if (e.problem)
            return refuse(index, *e.problem, value);
        if (e.set)
            apply(index, value, e.set, e.undoText);
        else
            m_lastProblem.reset(); // accepted, and nothing to change
        return true;
    }
    if (c.field) {
        const Field &f = *c.field;
        QString text = value.toString().trimmed();
        if (f.kind == FieldKind::Currency)
            text = text.toUpper();
        if (const std::optional<QString> problem = f.problem(m_scenario, text))
            return refuse(index, *problem, value);
        apply(index, text, [&](Scenario &s) { f.set(s, row, text); });
        return true;
    }
    if (!c.parameter)
        return false;
    const Parameter &p = *c.parameter;
    std::optional<double> typed;
    if (holdsNumber(value)) {
        typed = value.toDouble();
    } else {
        const QString text = value.toString().trimmed();
        if (text.isEmpty() && p.optional) {
            apply(index, QVariant(), [&](Scenario &s) { setMovingRange(s, ParamRef { &p, row }, std::nullopt); });
            return true;
        }
        typed = NumberDelegate::parseAnyNumber(text);
        if (!typed) {
            // The registry's own words for text that is no number, as `--set` gives them.
            Scenario scratch = m_scenario;
            return refuse(index,
                setByPath(scratch, p.path(row, &m_scenario), value.toString()).value_or(p.domain.describe()), value);
        }
    }
    const double v = *typed / p.displayScale;
    if (const std::optional<QString> problem = p.domain.problem(v))
        return refuse(index, *problem, value);
    if (m_behaviour.check) {
        if (const std::optional<QString> problem = m_behaviour.check(m_scenario, row, index.column(), v))
            return refuse(index, *problem, value);
    }
    apply(index, v, [&](Scenario &s) { setMovingRange(s, ParamRef { &p, row }, v); });
    return true;
}

} // namespace breakeven
