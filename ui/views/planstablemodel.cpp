#include "planstablemodel.h"

#include "formatting.h"
#include "plaintext.h"
#include "plantext.h"
#include "priceage.h"

#include <QFont>
#include <QGuiApplication>
#include <QPalette>
#include <QStringList>

#include <cmath>

namespace breakeven {

PlansTableModel::PlansTableModel(QObject *parent)
    : QAbstractTableModel(parent)
    , m_header(plansTableHeader(QStringLiteral("USD")))
{
}

MoneyIn PlansTableModel::money() const
{
    return displayMoney(m_results->scenario, m_results->wording.currency, format::locale());
}

void PlansTableModel::setResults(ResultsPtr results)
{
    beginResetModel();
    const bool currencyChanged = !m_results || !results || m_results->wording.currency != results->wording.currency;
    m_results = std::move(results);
    m_odds.clear();
    m_cells.clear();
    if (m_results) {
        const MoneyIn inCurrency = money();
        for (const Plan &p : m_results->plans.plans)
            m_cells.push_back(plansTableRow(p, inCurrency, std::nullopt, true));
    }
    endResetModel();
    if (currencyChanged) {
        m_header = plansTableHeader(m_results ? m_results->wording.currency : QStringLiteral("USD"));
        Q_EMIT headerDataChanged(Qt::Horizontal, 0, ColumnCount - 1);
    }
}

void PlansTableModel::setOdds(const Results *of, std::vector<std::optional<double>> odds)
{
    if (!m_results || of != m_results.get() || odds.size() != m_results->plans.plans.size())
        return;
    m_odds = std::move(odds);
    const MoneyIn inCurrency = money();
    for (std::size_t i = 0; i < m_cells.size(); ++i)
        m_cells[i][OddsColumn] = plansTableRow(m_results->plans.plans[i], inCurrency, m_odds[i])[OddsColumn];
    if (rowCount() > 0)
        Q_EMIT dataChanged(index(0, OddsColumn), index(rowCount() - 1, OddsColumn));
}

int PlansTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_cells.size());
}

int PlansTableModel::columnCount(const QModelIndex &parent) const { return parent.isValid() ? 0 : ColumnCount; }

const Plan &PlansTableModel::plan(int row) const { return m_results->plans.plans.at(static_cast<std::size_t>(row)); }

QVariant PlansTableModel::value(const Plan &p, int row, int column) const
{
    const double perUsd = m_results->wording.perUsd;
    switch (column) {
    case GpusColumn:
        return p.gpus;
    case ReplicasColumn:
        return p.replicas;
    case MonthlyColumn:
        return p.monthlyTotalUsd * perUsd;
    case PerMtokColumn:
        return p.costPerOutputMtokUsd ? *p.costPerOutputMtokUsd * perUsd : HUGE_VAL;
    case PerUserColumn:
        return p.perUserTokS;
    case OddsColumn: {
        const std::size_t r = static_cast<std::size_t>(row);
        return r < m_odds.size() && m_odds[r] ? *m_odds[r] : -1.0;
    }
    case WhyNotColumn:
        return static_cast<int>(p.problems.size()) * 100000 + row; // feasible first, then by rank
    default:
        return m_cells[static_cast<std::size_t>(row)][column]; // the GPU, the billing, the evidence: by their words
    }
}

QVariant PlansTableModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= rowCount() || index.column() >= ColumnCount)
        return {};
    const Plan &p = plan(index.row());
    const QString &cell = m_cells[static_cast<std::size_t>(index.row())][index.column()];
    switch (role) {
    case Qt::DisplayRole:
        return cell;
    case ValueRole:
        return value(p, index.row(), index.column());
    case Qt::TextAlignmentRole: {
        const bool number = m_header.numeric[static_cast<std::size_t>(index.column())];
        return QVariant::fromValue(Qt::AlignVCenter | (number ? Qt::AlignRight : Qt::AlignLeft));
    }
    case Qt::ForegroundRole:
        // A plan that does not serve the workload as asked is greyed.
        if (!p.feasible())
            return QGuiApplication::palette().brush(QPalette::Disabled, QPalette::Text);
        return {};
    case Qt::FontRole:
        if (p.evidence == CapacityEvidence::Estimated) { // estimated, not measured: in italics
            QFont font;
            font.setItalic(true);
            return font;
        }
        return {};
    case Qt::ToolTipRole:
        if (index.column() == EvidenceColumn && p.evidence == CapacityEvidence::Estimated && !p.measuredOn.isEmpty())
            //: %1 a GPU's name.
            return plaintext::toolTip(
                tr("Estimated by the bandwidth roofline from measurements on %1, not measured on this GPU.")
                    .arg(p.measuredOn));
        if (index.column() == BillingColumn) {
            // The hybrid split ("1 replica on 8.45 h a day ..."), the catalog quote's source and date, and
            // whether that quote is stale.
            QStringList lines { planHybridText(p, Wording::Translated), p.priceNote,
                planStalePriceText(p, today(), Wording::Translated) };
            lines.removeAll(QString());
            if (!lines.isEmpty())
                return plaintext::toolTip(lines.join(QLatin1Char('\n')));
        }
        if (index.column() == WhyNotColumn || index.column() == GpuColumn) {
            const QString &why = m_cells[static_cast<std::size_t>(index.row())][WhyNotColumn];
            return plaintext::toolTip(why.isEmpty() ? planLabel(p, Wording::Translated) : why);
        }
        return {};
    default:
        return {};
    }
}

QVariant PlansTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || section < 0 || section >= ColumnCount)
        return QAbstractTableModel::headerData(section, orientation, role);
    if (role == Qt::DisplayRole)
        return m_header.header.value(section);
    if (role == Qt::ToolTipRole && !m_header.toolTips.value(section).isEmpty())
        return m_header.toolTips.value(section);
    return {};
}

} // namespace breakeven
