#include "offerseditor.h"

#include "plaintext.h"

#include "evaluation.h"
#include "numberdelegate.h"
#include "presetio.h"
#include "scenariodocument.h"

#include <QDate>
#include <QDialogButtonBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QSignalBlocker>
#include <QTableWidget>
#include <QVBoxLayout>

namespace breakeven {

OffersEditor::OffersEditor(ScenarioDocument *document, QWidget *parent)
    : QDialog(parent)
    , m_document(document)
    , m_table(new QTableWidget(0, ColumnCount, this))
{
    setObjectName(QStringLiteral("offersEditor"));
    setWindowTitle(tr("API offers"));
    setAccessibleName(tr("API offers"));
    auto *layout = new QVBoxLayout(this);
    auto *intro = new QLabel(tr("Prices per million tokens. An empty cached price means the provider publishes "
                                "none: cached input then costs the uncached price. Untick an offer to leave it "
                                "out of the charts, the table and the verdict. A custom offer starts with the "
                                "prices of the cheapest offer in use, unticked: type its prices, then tick it."),
        this);
    intro->setWordWrap(true);
    layout->addWidget(intro);
    m_table->setObjectName(QStringLiteral("offersTable"));
    m_table->setAccessibleName(tr("API offers"));
    m_table->setHorizontalHeaderLabels({ tr("Use"), tr("Provider"), tr("Model"), tr("Cached input"), tr("Input"),
        tr("Output"), tr("Currency"), tr("As of"), tr("Source"), tr("Edited by you") });
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setSectionResizeMode(SourceColumn, QHeaderView::Stretch);
    m_table->verticalHeader()->hide();
    m_table->setTabKeyNavigation(false);
    auto *prices = new NumberDelegate(false, m_table);
    m_table->setItemDelegateForColumn(CachedColumn, new NumberDelegate(true, m_table)); // empty: none
    m_table->setItemDelegateForColumn(InputColumn, prices);
    m_table->setItemDelegateForColumn(OutputColumn, prices);
    layout->addWidget(m_table);

    auto *buttons = new QHBoxLayout;
    auto *add = new QPushButton(tr("&Add custom offer"), this);
    m_remove = new QPushButton(tr("&Remove offer"), this);
    add->setAutoDefault(false);
    m_remove->setAutoDefault(false);
    buttons->addWidget(add);
    buttons->addWidget(m_remove);
    buttons->addStretch();
    auto *close = new QDialogButtonBox(QDialogButtonBox::Close, this);
    buttons->addWidget(close);
    layout->addLayout(buttons);
    resize(1100, 380);

    connect(add, &QPushButton::clicked, this, &OffersEditor::addCustomOffer);
    connect(m_remove, &QPushButton::clicked, this, &OffersEditor::removeCurrentOffer);
    connect(close, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_table, &QTableWidget::cellChanged, this, &OffersEditor::onItemChanged);
    connect(m_document, &ScenarioDocument::valuesChanged, this, &OffersEditor::sync);
    connect(m_document, &ScenarioDocument::structureChanged, this, &OffersEditor::sync);
    sync();
}

void OffersEditor::addCustomOffer()
{
    // A realistic start (#13): the prices of the cheapest enabled offer (the one the verdict compares
    // with), else of the first offer, else of the built-in default's cheapest; and left out of the
    // comparison until the user ticks it, so adding an offer never moves the verdict by itself.
    // (A fixed $1/$5 was cheaper than every real offer and flipped the verdict at once.)
    const Scenario &current = m_document->scenario();
    std::optional<Offer> from;
    if (const std::optional<std::size_t> i = cheapestEnabledOffer(current, m_document->evaluation()))
        from = current.offers[*i];
    else if (!current.offers.empty())
        from = current.offers.front();
    else {
        const Scenario fallback = defaultScenario();
        if (const std::optional<std::size_t> j = cheapestEnabledOffer(fallback, evaluate(fallback)))
            from = fallback.offers[*j];
    }
    Offer o;
    o.provider = tr("Custom");
    o.model = tr("my-model");
    o.enabled = false;
    if (from) {
        o.cachedInput = from->cachedInput;
        o.input = from->input;
        o.output = from->output;
        o.currency = from->currency;
        o.source = tr("Added by the user; prices copied from %1").arg(from->displayName());
    } else {
        o.source = tr("Added by the user");
    }
    o.asOf = QDate::currentDate().toString(Qt::ISODate);
    m_document->modify(tr("Add custom offer"), [&o](Scenario &s) { s.offers.push_back(o); });
    m_table->setCurrentCell(m_table->rowCount() - 1, ProviderColumn);
}

void OffersEditor::removeCurrentOffer()
{
    const int row = m_table->currentRow();
    if (row < 0 || row >= static_cast<int>(m_document->scenario().offers.size()))
        return;
    m_document->modify(tr("Remove offer"), [row](Scenario &s) { s.offers.erase(s.offers.begin() + row); });
}

void OffersEditor::sync()
{
    const std::vector<Offer> &offers = m_document->scenario().offers;
    if (offers == m_shown)
        return;
    m_shown = offers;
    const QSignalBlocker blocker(m_table);
    const int current = m_table->currentRow();
    m_table->setRowCount(static_cast<int>(offers.size()));
    const auto number = [](double v) {
        auto *item = new QTableWidgetItem;
        item->setData(Qt::EditRole, v);
        item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
        return item;
    };
    for (int row = 0; row < static_cast<int>(offers.size()); ++row) {
        const Offer &o = offers[static_cast<std::size_t>(row)];
        auto *use = new QTableWidgetItem;
        use->setFlags(Qt::ItemIsUserCheckable | Qt::ItemIsEnabled | Qt::ItemIsSelectable);
        use->setCheckState(o.enabled ? Qt::Checked : Qt::Unchecked);
        use->setData(Qt::AccessibleTextRole, tr("Use %1 %2").arg(o.provider, o.model));
        m_table->setItem(row, EnabledColumn, use);
        m_table->setItem(row, ProviderColumn, new QTableWidgetItem(o.provider));
        m_table->setItem(row, ModelColumn, new QTableWidgetItem(o.model));
        auto *cached = o.cachedInput ? number(*o.cachedInput) : new QTableWidgetItem;
        m_table->setItem(row, CachedColumn, cached);
        m_table->setItem(row, InputColumn, number(o.input));
        m_table->setItem(row, OutputColumn, number(o.output));
        m_table->setItem(row, CurrencyColumn, new QTableWidgetItem(o.currency));
        m_table->setItem(row, AsOfColumn, new QTableWidgetItem(o.asOf));
        auto *source = new QTableWidgetItem(o.source);
        source->setToolTip(plaintext::toolTip(o.source));
        m_table->setItem(row, SourceColumn, source);
        auto *edited = new QTableWidgetItem(o.editedFields.isEmpty() && o.editedOn.isEmpty()
                ? QString()
                : tr("%1 on %2").arg(o.editedFields.join(QStringLiteral(", ")), o.editedOn));
        edited->setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable);
        edited->setToolTip(tr("The prices you changed from what the source says; the reports list them."));
        m_table->setItem(row, EditedColumn, edited);
    }
    if (current >= 0 && current < m_table->rowCount())
        m_table->setCurrentCell(current, m_table->currentColumn());
    m_remove->setEnabled(!offers.empty());
}

void OffersEditor::onItemChanged(int row, int column)
{
    const QTableWidgetItem *item = m_table->item(row, column);
    if (!item || row >= static_cast<int>(m_document->scenario().offers.size()))
        return;
    const QString text = item->text().trimmed();
    const bool checked = item->checkState() == Qt::Checked;
    bool valid = true;
    const auto parse = [&](double *out) {
        if (const std::optional<double> v = NumberDelegate::cellValue(item->data(Qt::EditRole)))
            *out = v.value();
        else
            valid = false;
    };
    m_document->modify(
        column == EnabledColumn ? (checked ? tr("Enable offer") : tr("Disable offer")) : tr("Edit offer"),
        [&](Scenario &s) {
            Offer &o = s.offers[static_cast<std::size_t>(row)];
            const Offer before = o;
            const auto markEdited = [&](const char *field) {
                if (!valid || o == before)
                    return;
                if (!o.editedFields.contains(QLatin1String(field)))
                    o.editedFields << QLatin1String(field);
                o.editedOn = QDate::currentDate().toString(Qt::ISODate);
            };
            switch (column) {
            case EnabledColumn:
                o.enabled = checked;
                break;
            case ProviderColumn:
                o.provider = text;
                break;
            case ModelColumn:
                o.model = text;
                break;
            case CachedColumn:
                if (text.isEmpty()) {
                    o.cachedInput.reset();
                } else {
                    double v = 0.0;
                    parse(&v);
                    if (valid)
                        o.cachedInput = v;
                }
                markEdited("cached_input");
                break;
            case InputColumn:
                parse(&o.input);
                markEdited("input");
                break;
            case OutputColumn:
                parse(&o.output);
                markEdited("output");
                break;
            case CurrencyColumn:
                if (s.fxRate(text.toUpper()))
                    o.currency = text.toUpper();
                else
                    valid = false;
                markEdited("currency");
                break;
            case AsOfColumn:
                o.asOf = text;
                break;
            case SourceColumn:
                o.source = text;
                break;
            default:
                break;
            }
        },
        column == EnabledColumn ? -1 : mergekey::offerCell(row, column));
    if (!valid) {
        m_shown.clear();
        sync();
    }
}

} // namespace breakeven
