#include "breakeventablemodel.h"

#include "format.h"

#include "chartdata.h"
#include "offercolumns.h"
#include "plaintext.h"
#include "priceage.h"
#include "verdict.h"

#include <QGuiApplication>
#include <QPalette>

#include <cmath>
#include <limits>

namespace breakeven {

BreakevenTableModel::BreakevenTableModel(QObject *parent)
    : QAbstractTableModel(parent)
{
}

void BreakevenTableModel::setResults(ResultsPtr results)
{
    const bool recurrency = !m_results || m_results->wording.currency != results->wording.currency;
    m_results = std::move(results);
    const Scenario &s = m_results->scenario;
    std::vector<std::size_t> rows;
    std::vector<int> colors = offerColors(s, m_results->evaluation); // once per change, not per painted cell
    for (std::size_t i = 0; i < s.offers.size(); ++i) {
        if (s.offers[i].enabled)
            rows.push_back(i);
    }
    if (rows != m_rows) {
        beginResetModel();
        m_rows = std::move(rows);
        m_colors = std::move(colors);
        m_briefs.assign(m_rows.size() * ColumnCount, QString());
        computeBriefs(m_briefs, 0, ColumnCount - 1);
        endResetModel();
    } else {
        std::vector<QString> briefs(m_rows.size() * ColumnCount);
        computeBriefs(briefs, 0, ColumnCount - 1);
        announce(std::move(briefs), std::move(colors));
    }
    if (recurrency)
        Q_EMIT headerDataChanged(Qt::Horizontal, 0, ColumnCount - 1); // the widest texts are in the currency
}

void BreakevenTableModel::computeBriefs(std::vector<QString> &briefs, int firstColumn, int lastColumn) const
{
    const MoneyIn in = money();
    const Scenario &s = m_results->scenario;
    const Evaluation &e = m_results->evaluation;
    const QDate now = today(); // once: the system's date reads the time zone file each time
    for (std::size_t row = 0; row < m_rows.size(); ++row) {
        const OfferRow offer { s, e, m_rows[row], m_uncertainty };
        for (int column = firstColumn; column <= lastColumn; ++column)
            briefs[row * ColumnCount + static_cast<std::size_t>(column)]
                = columnBrief(offerColumn(columnId(column)), offer, in);
        // A price more than stalePriceDays old is marked beside the offer's name; the tooltip says how old.
        if (firstColumn <= OfferColumn && OfferColumn <= lastColumn && isStalePrice(s.offers[m_rows[row]].asOf, now))
            briefs[row * ColumnCount + OfferColumn] = tr("%1 (old price)").arg(briefs[row * ColumnCount + OfferColumn]);
    }
}

void BreakevenTableModel::announce(std::vector<QString> briefs, std::vector<int> colors)
{
    std::vector<QModelIndex> changed;
    for (std::size_t row = 0; row < m_rows.size(); ++row) {
        const std::size_t offer = m_rows[row];
        const bool recoloured = colors.at(offer) != m_colors.at(offer);
        for (int column = 0; column < ColumnCount; ++column) {
            const std::size_t k = row * ColumnCount + static_cast<std::size_t>(column);
            if (briefs[k] != m_briefs[k] || (column == OfferColumn && recoloured))
                changed.push_back(index(static_cast<int>(row), column));
        }
    }
    m_briefs = std::move(briefs);
    m_colors = std::move(colors);
    for (const QModelIndex &cell : changed)
        Q_EMIT dataChanged(cell, cell);
}

void BreakevenTableModel::setUncertainty(const MonteCarloResult *result)
{
    m_uncertainty = result;
    std::vector<QString> briefs = m_briefs;
    computeBriefs(briefs, SelfHostCheaperColumn, SelfHostCheaperColumn);
    announce(std::move(briefs), m_colors);
}

int BreakevenTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_rows.size());
}

int BreakevenTableModel::columnCount(const QModelIndex &parent) const { return parent.isValid() ? 0 : ColumnCount; }

double BreakevenTableModel::value(int row, int column) const
{
    const std::size_t i = offerIndex(row);
    const OfferResult &r = m_results->evaluation.offers.at(i);
    constexpr double nan = std::numeric_limits<double>::quiet_NaN();
    switch (column) {
    case BlendedPriceColumn:
        return toDisplay(inDollarsPerMtok(r.blendedPrice));
    case BreakevenThroughputColumn:
        return r.breakevenThroughput ? r.breakevenThroughput->value() : std::numeric_limits<double>::infinity();
    case BreakevenUtilizationColumn:
        return r.breakevenUtilization ? *r.breakevenUtilization * 100.0 : std::numeric_limits<double>::infinity();
    case BreakevenOutputColumn:
        return r.breakevenOutput.value();
    case BreakevenInputColumn:
        return r.breakevenInput.value();
    case ApiCostColumn:
        return toDisplay(r.monthlyApiCost.value());
    case SavingColumn:
        return r.monthlySaving ? toDisplay(r.monthlySaving->value()) : nan;
    case SelfHostCheaperColumn: {
        const std::optional<double> p
            = offerColumn(columnId(column))
                  .value(OfferRow { m_results->scenario, m_results->evaluation, i, m_uncertainty });
        return p ? *p * 100.0 : nan;
    }
    default:
        return nan;
    }
}

QVariant BreakevenTableModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    const int row = index.row();
    const int column = index.column();
    const std::size_t i = offerIndex(row);
    const Offer &offer = m_results->scenario.offers.at(i);
    const OfferResult &r = m_results->evaluation.offers.at(i);

    if (role == ValueRole)
        return value(row, column);
    if (role == Qt::TextAlignmentRole) {
        return column == OfferColumn || column == WinnerColumn || column == SavingColumn
            ? QVariant(Qt::AlignLeft | Qt::AlignVCenter)
            : QVariant(Qt::AlignRight | Qt::AlignVCenter);
    }
    if (role == Qt::DecorationRole && column == OfferColumn) {
        // As the charts draw the line on the window's background (lighter on a dark one).
        return seriesColor(m_colors.at(i), QGuiApplication::palette().color(QPalette::Base));
    }
    if (role == Qt::ToolTipRole) {
        // Names and sources come from the preset: a tooltip would render them as HTML.
        if (column == WinnerColumn && r.cheaper == Cheaper::NotFeasible)
            return plaintext::toolTip(
                feasibilityText(m_results->scenario, m_results->evaluation).join(QLatin1Char('\n')));
        if (column == OfferColumn) {
            QString tip = tr("%1 %2, as of %3\n%4").arg(offer.provider, offer.model, offer.asOf, offer.source);
            if (isStalePrice(offer.asOf, today()))
                tip += QLatin1Char('\n')
                    + tr("The price is %1 days old (older than %2 days): check the provider's current price.")
                          .arg(*priceAgeDays(offer.asOf, today()))
                          .arg(stalePriceDays);
            // Its limits cannot carry the demand's peak, or it is too slow (offerlimits.h).
            if (const QString limits = offerLimitsText(offerRow(index), money().locale); !limits.isEmpty())
                tip += QLatin1Char('\n') + limits;
            return plaintext::toolTip(tip);
        }
        if (column == BreakevenInputColumn && !(m_results->scenario.workload.inputPerOutput > 0.0))
            return tr("The workload sends no input tokens (0 input tokens per output token).");
        // The cell is brief; its tooltip says it in full (#13).
        return plaintext::toolTip(offerColumn(columnId(column)).text(offerRow(index), money()));
    }
    if (role != Qt::DisplayRole && role != Qt::AccessibleTextRole)
        return {};

    if (column < 0 || column >= ColumnCount)
        return {};
    return m_briefs.at(static_cast<std::size_t>(row) * ColumnCount + static_cast<std::size_t>(column));
}

OfferRow BreakevenTableModel::offerRow(const QModelIndex &index) const
{
    return OfferRow { m_results->scenario, m_results->evaluation, offerIndex(index.row()), m_uncertainty };
}

MoneyIn BreakevenTableModel::money() const
{
    return MoneyIn { m_results->wording.currency, [this](double usd) { return toDisplay(usd); }, format::locale() };
}

QVariant BreakevenTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (!m_results)
        return QAbstractTableModel::headerData(section, orientation, role);
    if (orientation == Qt::Horizontal && role == Qt::ToolTipRole && section > 0 && section < ColumnCount) {
        // Which workload the row's figures use (#12): the per-token workload; the Tasks tab prices the task.
        //: %1 the workload's input tokens per output token.
        return tr("Per output token of the workload, %1 input tokens per output token; the Tasks tab prices the "
                  "task, per attempt and per accepted task.")
            .arg(format::number(m_results->scenario.workload.inputPerOutput, 1));
    }
    if (orientation == Qt::Horizontal && role == WidestTextRole && section >= 0 && section < ColumnCount)
        return widestBriefs(offerColumn(columnId(section)), money());
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    if (section < 0 || section >= ColumnCount)
        return {};
    return columnHeader(offerColumn(columnId(section)), true);
}

const char *BreakevenTableModel::columnId(int column)
{
    static constexpr const char *ids[ColumnCount] = { "offer", "breakeven_throughput_tok_s", "monthly_saving",
        "cheaper", "price_per_output_mtok", "breakeven_utilization", "breakeven_output_tokens_per_month",
        "breakeven_input_tokens_per_month", "monthly_api_cost", "p_self_host_cheaper" };
    return ids[column];
}

} // namespace breakeven
