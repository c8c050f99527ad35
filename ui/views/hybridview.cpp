#include "hybridview.h"

#include "charts/hybriddaychart.h"
#include "demandtext.h"
#include "format.h"
#include "hybrid.h"
#include "parameters.h"
#include "resulttables.h"
#include "scenariodocument.h"

#include <QCheckBox>
#include <QDoubleSpinBox>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QTableWidget>
#include <QVBoxLayout>

#include <algorithm>
#include <initializer_list>

namespace breakeven {

namespace {

/// Demand edits of one hour merge while typed in quick succession (mergekey space of their own).
constexpr int demandMergeKey(int hour) { return (3 << 20) + hour; }

} // namespace

HybridView::HybridView(ScenarioDocument *document, QWidget *parent)
    : LazyView(parent)
    , m_document(document)
{
    setObjectName(QStringLiteral("hybridView"));
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(8, 6, 8, 6);

    m_enabled = new QCheckBox(tr("&Plan a hybrid day: nodes in the busy hours, the API for the rest"), this);
    m_enabled->setObjectName(QStringLiteral("hybridEnabled"));
    layout->addWidget(m_enabled);

    auto *shortcut = new QHBoxLayout;
    // Ranges and tooltips are the registry's (hybrid.base_tok_s, ...), as the reader's and --set's.
    const auto tokS = [this](const Parameter &param, const QString &name, const QString &accessible) {
        auto *box = new QDoubleSpinBox(this);
        box->setObjectName(name);
        box->setAccessibleName(accessible);
        box->setRange(param.domain.min, param.domain.max);
        box->setToolTip(param.description());
        box->setDecimals(0);
        box->setGroupSeparatorShown(true); // "2,000 tok/s", as the panel's spin boxes
        //: Spin box suffix, with its leading space: output tokens per second.
        box->setSuffix(tr(" tok/s"));
        box->setKeyboardTracking(false);
        return box;
    };
    m_base = tokS(param::hybridBase, QStringLiteral("hybridBase"), tr("Base demand, output tok/s"));
    m_peak = tokS(param::hybridPeak, QStringLiteral("hybridPeak"), tr("Peak demand, output tok/s"));
    m_peakHours = new QSpinBox(this);
    m_peakHours->setObjectName(QStringLiteral("hybridPeakHours"));
    m_peakHours->setAccessibleName(tr("Peak hours a day"));
    m_peakHours->setRange(
        static_cast<int>(param::hybridPeakHours.domain.min), static_cast<int>(param::hybridPeakHours.domain.max));
    m_peakHours->setToolTip(param::hybridPeakHours.description());
    //: Spin box suffix, with its leading space: hours.
    m_peakHours->setSuffix(tr(" h"));
    m_peakStart = new QSpinBox(this);
    m_peakStart->setObjectName(QStringLiteral("hybridPeakStart"));
    m_peakStart->setAccessibleName(tr("Hour the peak starts"));
    m_peakStart->setRange(
        static_cast<int>(param::hybridPeakStart.domain.min), static_cast<int>(param::hybridPeakStart.domain.max));
    m_peakStart->setToolTip(param::hybridPeakStart.description());
    //: The row reads "Base: [300 tok/s] Peak: [2,000 tok/s] for [8 h] [from 9:00]": the prefix of the start hour.
    m_peakStart->setPrefix(tr("from "));
    //: Suffix of the start hour (a clock time: 9 -> "9:00").
    m_peakStart->setSuffix(tr(":00"));
    m_apply = new QPushButton(tr("&Set the day"), this);
    m_apply->setObjectName(QStringLiteral("hybridApplyShortcut"));
    m_apply->setToolTip(tr("Sets every hour: the base demand all day, the peak for its hours."));
    auto *baseLabel = new QLabel(tr("&Base:"), this);
    baseLabel->setBuddy(m_base);
    auto *peakLabel = new QLabel(tr("P&eak:"), this);
    peakLabel->setBuddy(m_peak);
    //: Between the peak demand and its hours: "Peak: [2,000 tok/s] for [8 h] [from 9:00]".
    auto *hoursLabel = new QLabel(tr("for"), this);
    hoursLabel->setBuddy(m_peakHours);
    // The base on a line of its own, the peak's sentence on the next: on one line the row was wider
    // than a 1024-pixel window leaves the view (in pt_BR), and the view scrolled sideways.
    auto *baseRow = new QHBoxLayout;
    baseRow->addWidget(baseLabel);
    baseRow->addWidget(m_base);
    baseRow->addStretch(1);
    layout->addLayout(baseRow);
    shortcut->addWidget(peakLabel);
    shortcut->addWidget(m_peak);
    shortcut->addWidget(hoursLabel);
    shortcut->addWidget(m_peakHours);
    shortcut->addWidget(m_peakStart);
    shortcut->addWidget(m_apply);
    shortcut->addStretch(1);
    layout->addLayout(shortcut);

    m_teamNote = new QLabel(this);
    m_teamNote->setObjectName(QStringLiteral("hybridTeamNote"));
    m_teamNote->setTextFormat(Qt::PlainText);
    m_teamNote->setWordWrap(true);
    m_teamNote->hide();
    layout->addWidget(m_teamNote);

    m_summary = new QLabel(this);
    m_summary->setObjectName(QStringLiteral("hybridSummary"));
    m_summary->setTextFormat(Qt::PlainText); // names the offer from the preset
    m_summary->setWordWrap(true);
    QFont bold = m_summary->font();
    bold.setBold(true);
    m_summary->setFont(bold);
    layout->addWidget(m_summary);

    for (std::size_t t = 0; t < m_tables.size(); ++t) {
        auto *table = new QTableWidget(RowCount, hoursPerTable, this);
        m_tables[t] = table;
        table->setObjectName(t == 0 ? QStringLiteral("hybridTable") : QStringLiteral("hybridTableAfternoon"));
        table->setAccessibleName(t == 0 ? tr("Demand and plan, hours 0 to 11") : tr("Demand and plan, hours 12 to 23"));
        table->setVerticalHeaderLabels({ tr("Demand (tok/s)"), tr("Nodes on") });
        QStringList hours;
        const int first = static_cast<int>(t) * hoursPerTable;
        for (int h = first; h < first + hoursPerTable; ++h)
            hours << QString::number(h);
        table->setHorizontalHeaderLabels(hours);
        table->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
        table->horizontalHeader()->setMinimumSectionSize(24);
        table->setToolTip(tr("Type the demand of each hour in the first row; the second is the plan."));
        table->setTabKeyNavigation(false);
        table->setWordWrap(false);
        table->setFixedHeight(table->horizontalHeader()->sizeHint().height()
            + RowCount * table->verticalHeader()->defaultSectionSize() + 2 * table->frameWidth() + 2);
        layout->addWidget(table);
        connect(table, &QTableWidget::cellChanged, this,
            [this, first](int row, int column) { demandEdited(row, first + column); });
    }

    m_chart = new HybridDayChart(this);
    layout->addWidget(m_chart, 1);

    connect(m_enabled, &QCheckBox::toggled, this, &HybridView::setEnabledProfile);
    connect(m_apply, &QPushButton::clicked, this, &HybridView::applyShortcut);
    followResults(m_document); // drawn now, then with every change (the currency included)
}

void HybridView::setEnabledProfile(bool on)
{
    if (m_refreshing || on == m_document->scenario().hybrid.has_value())
        return;
    const HybridShortcut cut { m_base->value(), m_peak->value(), m_peakHours->value(), m_peakStart->value() };
    m_document->modify(on ? tr("Plan a hybrid day") : tr("Remove the hybrid day"), [&](Scenario &s) {
        if (on)
            s.hybrid = profileFromShortcut(cut);
        else
            s.hybrid.reset();
    });
}

void HybridView::applyShortcut()
{
    const HybridShortcut cut { m_base->value(), m_peak->value(), m_peakHours->value(), m_peakStart->value() };
    m_document->modify(tr("Set the day's demand"), [&](Scenario &s) {
        HybridProfile profile = profileFromShortcut(cut);
        if (s.hybrid)
            profile.extra = s.hybrid->extra;
        s.hybrid = profile;
    });
}

QTableWidget *HybridView::tableOf(int hour) const
{
    return m_tables.at(static_cast<std::size_t>(hour / hoursPerTable));
}

QTableWidgetItem *HybridView::cell(Row row, int hour) const { return tableOf(hour)->item(row, hour % hoursPerTable); }

void HybridView::demandEdited(int row, int hour)
{
    if (m_refreshing || row != DemandRow || !m_document->scenario().hybrid)
        return;
    const QTableWidgetItem *item = cell(DemandRow, hour);
    bool ok = false;
    const double typed = item ? format::locale().toDouble(item->text(), &ok) : 0.0;
    if (!ok) {
        // Not a number: the cell shows the demand again (refresh), nothing changes.
        refresh();
        return;
    }
    const ParamRef demand { &param::hybridDemand, static_cast<std::size_t>(hour) };
    const double value = param::hybridDemand.domain.clamp(typed);
    m_document->modify(
        tr("Change the demand at %1:00").arg(hour), [&](Scenario &s) { demand.set(s, value); }, demandMergeKey(hour));
    refresh(); // a clamped or unchanged value shows as stored
}

void HybridView::refreshNow()
{
    m_refreshing = true;
    const Scenario &s = results().scenario;
    const HybridPlan &plan = results().hybrid;
    const QLocale loc = format::locale();
    {
        const QSignalBlocker block(m_enabled);
        m_enabled->setChecked(s.hybrid.has_value());
    }
    if (s.hybrid) {
        if (const std::optional<HybridShortcut> cut = shortcutOf(*s.hybrid)) {
            m_base->setValue(cut->base);
            m_peak->setValue(cut->peak);
            m_peakHours->setValue(cut->peakHours);
            m_peakStart->setValue(cut->peakStart);
        }
    } else if (m_peak->value() == 0.0) {
        // A starting point for a new profile: the operating throughput at its peak, a sixth of it otherwise.
        const double t = results().evaluation.feasibility.throughput.value();
        m_peak->setValue(std::round(t));
        m_base->setValue(std::round(t / 6.0));
        m_peakHours->setValue(8);
        m_peakStart->setValue(defaultPeakStart);
    }
    m_summary->setText(hybridPlanText(s, plan, displayMoney(s, results().wording.currency, loc)));
    // A team states the day (teamdemand.h): it is edited in the panel's Team group, not here.
    const std::optional<QString> team = teamDemandText(s, Wording::Translated);
    //: Above the hybrid day while a team sets it. %1 says the team and its demand; Team names the panel's group.
    m_teamNote->setText(team ? tr("%1 The panel's Team group sets this day.").arg(*team) : QString());
    m_teamNote->setVisible(team.has_value());
    for (QWidget *w : std::initializer_list<QWidget *> { m_enabled, m_base, m_peak, m_peakHours, m_peakStart, m_apply })
        w->setEnabled(!team);
    for (QTableWidget *table : m_tables)
        table->setEnabled(s.hybrid.has_value() && !team);
    // The hours as the PDF writes them (resulttables.h): a row label, then hour 0 to 23.
    const ResultTable hours = hybridHoursTable(s, plan);
    for (int h = 0; h < hoursInDay; ++h) {
        for (int r = 0; r < RowCount; ++r) {
            QTableWidgetItem *item = cell(static_cast<Row>(r), h);
            if (!item) {
                item = new QTableWidgetItem;
                item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
                if (r != DemandRow)
                    item->setFlags(item->flags() & ~Qt::ItemIsEditable);
                tableOf(h)->setItem(r, h % hoursPerTable, item);
            }
            const std::size_t row = static_cast<std::size_t>(r);
            item->setText(row < hours.rows.size() ? hours.rows[row].value(h + 1) : QString());
        }
    }
    m_chart->setData(hybridDayData(s, plan));
    m_refreshing = false;
}

} // namespace breakeven
