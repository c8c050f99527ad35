#include "exchangerateseditor.h"

#include "format.h"
#include "jsonfields.h"
#include "numberdelegate.h"
#include "parameters.h"
#include "presetio.h"
#include "scenariodocument.h"

#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRegularExpressionValidator>
#include <QSignalBlocker>
#include <QTableWidget>
#include <QVBoxLayout>

namespace breakeven {

ExchangeRatesEditor::ExchangeRatesEditor(ScenarioDocument *document, QWidget *parent)
    : QDialog(parent)
    , m_document(document)
    , m_table(new QTableWidget(0, ColumnCount, this))
    , m_code(new QLineEdit(this))
    , m_rate(new QLineEdit(this))
    , m_add(new QPushButton(tr("&Add rate"), this))
    , m_remove(new QPushButton(tr("&Remove rate"), this))
    , m_problem(new QLabel(this))
{
    setObjectName(QStringLiteral("exchangeRatesEditor"));
    setWindowTitle(tr("Exchange rates"));
    setAccessibleName(tr("Exchange rates"));
    auto *layout = new QVBoxLayout(this);
    auto *intro = new QLabel(tr("Units of each currency per US dollar. The model holds money in US dollars; a price, "
                                "an offer or the display currency in another currency needs its rate here."),
        this);
    intro->setWordWrap(true);
    layout->addWidget(intro);

    m_table->setObjectName(QStringLiteral("exchangeRatesTable"));
    m_table->setAccessibleName(tr("Exchange rates"));
    m_table->setHorizontalHeaderLabels({ tr("Currency"), tr("Units per USD") });
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    m_table->verticalHeader()->hide();
    m_table->setTabKeyNavigation(false);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setItemDelegateForColumn(RateColumn, new NumberDelegate(false, m_table));
    layout->addWidget(m_table);

    auto *addRow = new QHBoxLayout;
    auto *codeLabel = new QLabel(tr("&Code:"), this);
    codeLabel->setBuddy(m_code);
    m_code->setObjectName(QStringLiteral("exchangeRateCode"));
    m_code->setAccessibleName(tr("Currency code to add"));
    m_code->setPlaceholderText(tr("BRL"));
    m_code->setMaxLength(3);
    m_code->setValidator(new QRegularExpressionValidator(QRegularExpression(QStringLiteral("[A-Za-z]{0,3}")), m_code));
    auto *rateLabel = new QLabel(tr("Units &per USD:"), this);
    rateLabel->setBuddy(m_rate);
    m_rate->setObjectName(QStringLiteral("exchangeRateValue"));
    m_rate->setAccessibleName(tr("Units of the new currency per US dollar"));
    m_add->setAutoDefault(false);
    m_remove->setAutoDefault(false);
    addRow->addWidget(codeLabel);
    addRow->addWidget(m_code);
    addRow->addWidget(rateLabel);
    addRow->addWidget(m_rate, 1);
    addRow->addWidget(m_add);
    layout->addLayout(addRow);

    m_problem->setObjectName(QStringLiteral("exchangeRateProblem"));
    m_problem->setTextFormat(Qt::PlainText); // codes come from the preset
    m_problem->setWordWrap(true);
    m_problem->setStyleSheet(QStringLiteral("color: #b00020"));
    m_problem->hide();
    layout->addWidget(m_problem);

    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_remove);
    buttons->addStretch();
    auto *close = new QDialogButtonBox(QDialogButtonBox::Close, this);
    buttons->addWidget(close);
    layout->addLayout(buttons);
    resize(460, 360);

    connect(m_add, &QPushButton::clicked, this, &ExchangeRatesEditor::addFromFields);
    connect(m_rate, &QLineEdit::returnPressed, this, &ExchangeRatesEditor::addFromFields);
    connect(m_remove, &QPushButton::clicked, this, [this] {
        const int row = m_table->currentRow();
        if (const QTableWidgetItem *item = row >= 0 ? m_table->item(row, CodeColumn) : nullptr) {
            if (const std::optional<QString> bad = removeRate(item->text()))
                showProblem(*bad);
        }
    });
    connect(close, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_table, &QTableWidget::cellChanged, this, &ExchangeRatesEditor::onCellChanged);
    connect(m_document, &ScenarioDocument::valuesChanged, this, &ExchangeRatesEditor::sync);
    connect(m_document, &ScenarioDocument::structureChanged, this, &ExchangeRatesEditor::sync);
    sync();
}

QString ExchangeRatesEditor::problem() const { return m_problem->text(); }

void ExchangeRatesEditor::showProblem(const QString &text)
{
    m_problem->setText(text);
    m_problem->setVisible(!text.isEmpty());
}

std::optional<QString> ExchangeRatesEditor::rateProblem(const QString &code, double rate) const
{
    const Domain &domain = exchangeRateParameter().domain;
    if (domain.contains(rate))
        return std::nullopt;
    //: %1 is a currency code; %2 says what is wrong, e.g. "0 is not allowed: it must be above 0".
    return tr("Rate of %1 refused: %2 (units per USD).").arg(code, domain.problem(rate).value_or(QString()));
}

std::optional<QString> ExchangeRatesEditor::setRate(const QString &code, double rate)
{
    std::optional<QString> bad;
    if (!m_document->scenario().fxPerUsd.contains(code))
        bad = tr("The preset has no rate for %1.").arg(code);
    else
        bad = rateProblem(code, rate);
    showProblem(bad.value_or(QString()));
    if (bad)
        return bad;
    //: Undo step. %1 is a currency code.
    m_document->modify(tr("Change the rate of %1").arg(code), [&](Scenario &s) { s.fxPerUsd[code] = rate; });
    return std::nullopt;
}

std::optional<QString> ExchangeRatesEditor::addRate(const QString &code, double rate)
{
    std::optional<QString> bad;
    if (code == QLatin1String("USD"))
        bad = tr("USD is the base currency: every rate is given per US dollar.");
    else if (!isCurrencyCode(code))
        bad = tr("\"%1\" is not a currency code: it must be three upper-case letters A-Z, such as BRL.").arg(code);
    else if (m_document->scenario().fxPerUsd.contains(code))
        bad = tr("%1 already has a rate: change it in the table.").arg(code);
    else if (m_document->scenario().fxPerUsd.size() >= static_cast<std::size_t>(maxCurrencies))
        bad = tr("%1 not added: a preset holds at most %2 rates.").arg(code).arg(maxCurrencies);
    else
        bad = rateProblem(code, rate);
    showProblem(bad.value_or(QString()));
    if (bad)
        return bad;
    //: Undo step. %1 is a currency code.
    m_document->modify(tr("Add a rate for %1").arg(code), [&](Scenario &s) { s.fxPerUsd[code] = rate; });
    return std::nullopt;
}

std::optional<QString> ExchangeRatesEditor::removeRate(const QString &code)
{
    Scenario next = m_document->scenario();
    if (next.fxPerUsd.erase(code) == 0)
        return std::nullopt;
    if (next.displayCurrency == code)
        next.displayCurrency.clear(); // only shown in it: the view falls back, the preset stays whole
    // The reader's own check names every field that still needs the rate.
    const PresetResult check = parsePreset(serializePreset(next));
    if (!check.ok()) {
        //: %1 is a currency code; %2 the preset reader's message naming the field that uses it.
        const QString text = tr("%1 is in use and keeps its rate: %2").arg(code, check.errorText());
        showProblem(text);
        return text;
    }
    showProblem({});
    //: Undo step. %1 is a currency code.
    m_document->modify(tr("Remove the rate of %1").arg(code), [&](Scenario &s) { s.fxPerUsd.erase(code); });
    return std::nullopt;
}

void ExchangeRatesEditor::addFromFields()
{
    const QString code = m_code->text().trimmed().toUpper();
    const std::optional<double> rate = NumberDelegate::parseNumber(m_rate->text());
    if (!rate) {
        showProblem(tr("Rate of %1 refused: \"%2\" is not a number; it must be %3 (units per USD).")
                        .arg(code, m_rate->text(), exchangeRateParameter().domain.describe()));
        return;
    }
    if (!addRate(code, *rate)) {
        m_code->clear();
        m_rate->clear();
    }
}

void ExchangeRatesEditor::onCellChanged(int row, int column)
{
    if (column != RateColumn)
        return;
    const QTableWidgetItem *codeItem = m_table->item(row, CodeColumn);
    const QTableWidgetItem *rateItem = m_table->item(row, RateColumn);
    if (!codeItem || !rateItem)
        return;
    const std::optional<double> rate = NumberDelegate::cellValue(rateItem->data(Qt::EditRole));
    if (rate)
        setRate(codeItem->text(), *rate);
    else
        showProblem(tr("Rate of %1 refused: it must be %2 (units per USD).")
                        .arg(codeItem->text(), exchangeRateParameter().domain.describe()));
    if (!rate || !problem().isEmpty()) {
        m_synced = false; // show the rate the preset still holds
        sync();
    }
}

void ExchangeRatesEditor::sync()
{
    const std::map<QString, double> &rates = m_document->scenario().fxPerUsd;
    if (m_synced && rates == m_shown)
        return;
    const QSignalBlocker blocker(m_table);
    const int current = m_table->currentRow();
    m_table->setRowCount(static_cast<int>(rates.size()));
    int row = 0;
    for (const auto &[code, rate] : rates) {
        auto *codeItem = new QTableWidgetItem(code);
        codeItem->setFlags(codeItem->flags() & ~Qt::ItemIsEditable);
        m_table->setItem(row, CodeColumn, codeItem);
        auto *rateItem = new QTableWidgetItem;
        rateItem->setData(Qt::EditRole, rate);
        rateItem->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
        m_table->setItem(row, RateColumn, rateItem);
        ++row;
    }
    if (current >= 0 && current < m_table->rowCount())
        m_table->setCurrentCell(current, RateColumn);
    m_shown = rates;
    m_synced = true;
}

} // namespace breakeven
