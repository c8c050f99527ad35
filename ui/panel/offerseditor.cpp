#include "offerseditor.h"

#include "evaluation.h"
#include "numberdelegate.h"
#include "presetio.h"
#include "priceage.h"
#include "priceimport.h"
#include "registrytablemodel.h"
#include "scenariodocument.h"
#include "screenfit.h"

#include <QDate>
#include <QDialogButtonBox>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QInputDialog>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QTableView>
#include <QVBoxLayout>

namespace breakeven {

namespace {

/// The columns, in Column order: the registry's offer fields, then what the user edited.
std::vector<RegistryTableModel::Column> offerColumns()
{
    using Model = RegistryTableModel;
    return {
        Model::entry("offers[].enabled", OffersEditor::tr("Use")),
        Model::entry("offers[].provider", OffersEditor::tr("Provider")),
        Model::entry("offers[].model", OffersEditor::tr("Model")),
        Model::entry(param::offerCachedInput.key, OffersEditor::tr("Cached input")),
        Model::entry(param::offerInput.key, OffersEditor::tr("Input")),
        Model::entry(param::offerOutput.key, OffersEditor::tr("Output")),
        Model::entry("offers[].currency", OffersEditor::tr("Currency")),
        Model::entry("offers[].as_of", OffersEditor::tr("As of")),
        Model::entry("offers[].source", OffersEditor::tr("Source")),
        Model::computed(
            OffersEditor::tr("Edited by you"),
            [](const Scenario &s, std::size_t row) {
                const Offer &o = s.offers[row];
                return o.editedFields.isEmpty() && o.editedOn.isEmpty()
                    ? QString()
                    : OffersEditor::tr("%1 on %2").arg(o.editedFields.join(QStringLiteral(", ")), o.editedOn);
            },
            OffersEditor::tr("The prices you changed from what the source says; the reports list them.")),
        Model::computed(
            OffersEditor::tr("Price age"),
            [](const Scenario &s, std::size_t row) {
                const QString &asOf = s.offers[row].asOf;
                const std::optional<qint64> age = priceAgeDays(asOf, today());
                if (!age || *age < 0)
                    return QString();
                const QString days
                    = *age == 1 ? OffersEditor::tr("1 day old") : OffersEditor::tr("%1 days old").arg(*age);
                return isStalePrice(asOf, today()) ? OffersEditor::tr("%1 (old price)").arg(days) : days;
            },
            OffersEditor::tr("Days since the price's as-of date (a month counts from its last day). Older than %1 "
                             "days is marked old, in this table, the break-even table and the reports: check the "
                             "provider's current price.")
                .arg(stalePriceDays)),
        Model::entry(param::offerRequestsPerMin.key, OffersEditor::tr("Requests / min")),
        Model::entry(param::offerTokensPerMin.key, OffersEditor::tr("Tokens / min")),
        Model::entry(param::offerPerUserTokS.key, OffersEditor::tr("Per-user tok/s")),
        Model::entry("offers[].keep_despite_limits", OffersEditor::tr("Keep despite limits")),
    };
}

/// Editing a price or the currency marks the offer as edited by the user, with the date.
RegistryTableModel::Behaviour offerBehaviour()
{
    RegistryTableModel::Behaviour edits;
    edits.undoText = [](int column, const QVariant &value) {
        if (column != OffersEditor::EnabledColumn)
            return OffersEditor::tr("Edit offer");
        return value.toInt() == Qt::Checked ? OffersEditor::tr("Enable offer") : OffersEditor::tr("Disable offer");
    };
    edits.mergeKey = [](int row, int column) {
        return column == OffersEditor::EnabledColumn ? -1 : mergekey::offerCell(row, column);
    };
    edits.afterEdit = [](const Scenario &before, Scenario &after, std::size_t row, int column) {
        const char *field = nullptr;
        switch (column) {
        case OffersEditor::CachedColumn:
            field = "cached_input";
            break;
        case OffersEditor::InputColumn:
            field = "input";
            break;
        case OffersEditor::OutputColumn:
            field = "output";
            break;
        case OffersEditor::CurrencyColumn:
            field = "currency";
            break;
        default:
            return;
        }
        Offer &o = after.offers[row];
        if (o == before.offers[row])
            return;
        if (!o.editedFields.contains(QLatin1String(field)))
            o.editedFields << QLatin1String(field);
        o.editedOn = QDate::currentDate().toString(Qt::ISODate);
    };
    edits.data = [](const Scenario &s, std::size_t row, int column, int role) -> QVariant {
        if (column == OffersEditor::EnabledColumn && role == Qt::AccessibleTextRole)
            return OffersEditor::tr("Use %1 %2").arg(s.offers[row].provider, s.offers[row].model);
        return {};
    };
    return edits;
}

} // namespace

OffersEditor::OffersEditor(ScenarioDocument *document, QWidget *parent)
    : QDialog(parent)
    , m_document(document)
    , m_model(new RegistryTableModel(document, Collection::Offers, offerColumns(), offerBehaviour(), this))
    , m_table(new QTableView(this))
    , m_problem(new QLabel(this))
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
    m_table->setModel(m_model);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setSectionResizeMode(SourceColumn, QHeaderView::Stretch);
    m_table->verticalHeader()->hide();
    m_table->setTabKeyNavigation(false);
    auto *prices = new NumberDelegate(false, m_table);
    m_table->setItemDelegateForColumn(CachedColumn, new NumberDelegate(true, m_table)); // empty: none
    m_table->setItemDelegateForColumn(InputColumn, prices);
    m_table->setItemDelegateForColumn(OutputColumn, prices);
    layout->addWidget(m_table);

    m_problem->setObjectName(QStringLiteral("offersProblem"));
    m_problem->setTextFormat(Qt::PlainText); // names come from the preset or the user
    m_problem->setWordWrap(true);
    m_problem->hide();
    layout->addWidget(m_problem);

    auto *buttons = new QHBoxLayout;
    auto *add = new QPushButton(tr("&Add custom offer"), this);
    m_remove = new QPushButton(tr("&Remove offer"), this);
    auto *import = new QPushButton(tr("&Import prices..."), this);
    import->setObjectName(QStringLiteral("importPrices"));
    import->setToolTip(tr("Offers from LiteLLM's model_prices_and_context_window.json or a saved OpenRouter "
                          "models listing (/api/v1/models): per-token prices become prices per million tokens."));
    add->setAutoDefault(false);
    m_remove->setAutoDefault(false);
    import->setAutoDefault(false);
    buttons->addWidget(add);
    buttons->addWidget(m_remove);
    buttons->addWidget(import);
    buttons->addStretch();
    auto *close = new QDialogButtonBox(QDialogButtonBox::Close, this);
    buttons->addWidget(close);
    layout->addLayout(buttons);
    resizeWithinScreen(this, QSize(1100, 380));

    connect(add, &QPushButton::clicked, this, &OffersEditor::addCustomOffer);
    connect(m_remove, &QPushButton::clicked, this, &OffersEditor::removeCurrentOffer);
    connect(import, &QPushButton::clicked, this, &OffersEditor::importPricesInteractively);
    chooseFile = [this] {
        return QFileDialog::getOpenFileName(
            this, tr("Import Prices"), QString(), tr("Price lists (*.json);;All files (*)"));
    };
    askPattern = [this]() -> std::optional<QString> {
        bool ok = false;
        const QString pattern = QInputDialog::getText(this, tr("Import Prices"),
            tr("Model to import (a name, part of one, or a pattern with *):"), QLineEdit::Normal, QString(), &ok);
        if (!ok || pattern.trimmed().isEmpty())
            return std::nullopt;
        return pattern.trimmed();
    };
    connect(close, &QDialogButtonBox::rejected, this, &QDialog::reject);
    // The registry's words: the cell just typed into says which offer and price.
    connect(m_model, &RegistryTableModel::refused, this, [this](const QModelIndex &, const QString &problem) {
        m_problem->setText(problem);
        m_problem->show();
    });
    connect(m_model, &RegistryTableModel::committed, m_problem, &QWidget::hide);
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
    m_table->setCurrentIndex(m_model->index(m_model->rowCount() - 1, ProviderColumn));
}

void OffersEditor::removeCurrentOffer()
{
    const int row = m_table->currentIndex().row();
    if (row < 0 || row >= static_cast<int>(m_document->scenario().offers.size()))
        return;
    m_problem->hide();
    m_document->modify(tr("Remove offer"), [row](Scenario &s) { s.offers.erase(s.offers.begin() + row); });
}

void OffersEditor::importPricesInteractively()
{
    const QString file = chooseFile ? chooseFile() : QString();
    if (file.isEmpty())
        return;
    const std::optional<QString> pattern = askPattern ? askPattern() : std::nullopt;
    if (!pattern)
        return;
    importPrices(file, *pattern);
}

bool OffersEditor::importPrices(const QString &file, const QString &pattern)
{
    const auto say = [this](const QString &text) {
        m_problem->setText(text);
        m_problem->show();
    };
    const QFileInfo info(file);
    QFile f(file);
    if (!info.isFile() || !f.open(QIODevice::ReadOnly)) {
        say(tr("Cannot read %1: %2").arg(file, info.isDir() ? tr("it is a folder") : f.errorString()));
        return false;
    }
    const PriceListResult parsed = parsePriceList(f.read(maxPriceListBytes + 1));
    if (!parsed.list) {
        say(tr("%1 is no price list Breakeven reads: %2").arg(info.fileName(), parsed.error));
        return false;
    }
    const PriceMatch match = matchPrices(*parsed.list, pattern);
    if (!match.ambiguous.empty()) {
        QStringList candidates;
        for (const PriceEntry &e : match.ambiguous.front())
            candidates << e.key;
        say(tr("\u201c%1\u201d names %2 entries of %3 and none exactly: %4. Name one, or import several with a * "
               "pattern.")
                .arg(pattern)
                .arg(candidates.size())
                .arg(match.ambiguous.front().front().provider, candidates.join(QStringLiteral(", "))));
        return false;
    }
    if (match.matched.empty()) {
        say(tr("No priced entry of %1 matches \u201c%2\u201d.").arg(info.fileName(), pattern));
        return false;
    }
    const QDate asOf = info.lastModified().date();
    std::vector<Offer> offers;
    for (const PriceEntry &e : match.matched)
        offers.push_back(offerFromPrice(e, info.fileName(), asOf));
    int added = 0;
    int updated = 0;
    const PresetResult result = withImportedOffers(m_document->scenario(), offers, &added, &updated);
    if (!result.ok()) {
        say(result.errorText());
        return false;
    }
    const std::vector<Offer> imported = result.scenario->offers;
    m_document->modify(
        tr("Import prices from %1").arg(info.fileName()), [&imported](Scenario &s) { s.offers = imported; });
    m_table->setCurrentIndex(m_model->index(m_model->rowCount() - 1, ProviderColumn));
    say(tr("Imported from %1 (prices as of %2): %3 added, %4 updated.")
            .arg(info.fileName(), asOf.toString(Qt::ISODate))
            .arg(added)
            .arg(updated));
    return true;
}

QString OffersEditor::status() const { return m_problem->isHidden() ? QString() : m_problem->text(); }

void OffersEditor::sync() { m_remove->setEnabled(!m_document->scenario().offers.empty()); }

} // namespace breakeven
