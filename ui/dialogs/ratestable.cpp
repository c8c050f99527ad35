#include "ratestable.h"

#include "jsonfields.h"
#include "numberdelegate.h"
#include "parameters.h"
#include "registrytablemodel.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRegularExpressionValidator>
#include <QTableView>
#include <QVBoxLayout>

namespace breakeven {

std::optional<QString> exchangeRateProblem(const QString &code, double rate)
{
    const Domain &domain = exchangeRateParameter().domain;
    if (domain.contains(rate))
        return std::nullopt;
    //: %1 is a currency code; %2 says what is wrong, e.g. "0 is not allowed: it must be above 0".
    return RatesTable::tr("Rate of %1 refused: %2 (units per USD).")
        .arg(code, domain.problem(rate).value_or(QString()));
}

std::optional<QString> newExchangeRateProblem(const QString &code, double rate, const std::map<QString, double> &rates)
{
    if (code == QLatin1String("USD"))
        return RatesTable::tr("USD is the base currency: every rate is given per US dollar.");
    if (!isCurrencyCode(code))
        return RatesTable::tr("\"%1\" is not a currency code: it must be three upper-case letters A-Z, such as BRL.")
            .arg(code);
    if (rates.contains(code))
        return RatesTable::tr("%1 already has a rate: change it in the table.").arg(code);
    if (rates.size() >= static_cast<std::size_t>(maxCurrencies))
        return RatesTable::tr("%1 not added: a preset holds at most %2 rates.").arg(code).arg(maxCurrencies);
    return exchangeRateProblem(code, rate);
}

RatesTable::RatesTable(const QString &namePrefix, Actions actions, QWidget *parent)
    : QWidget(parent)
    , m_actions(std::move(actions))
    , m_model(nullptr)
    , m_table(new QTableView(this))
    , m_code(new QLineEdit(this))
    , m_rate(new QLineEdit(this))
    , m_add(new QPushButton(tr("&Add rate"), this))
    , m_remove(new QPushButton(tr("Re&move rate"), this))
    , m_problem(new QLabel(this))
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);

    RegistryTableModel::Behaviour edits;
    edits.undoText = [](int, const QVariant &) { return QString(); }; // the owner names its step
    edits.commit = [this](const QString &, const std::function<void(Scenario &)> &edit, int) { commitEdit(edit); };
    m_model = new RegistryTableModel(nullptr, Collection::Currencies,
        { RegistryTableModel::computed(tr("Currency"),
              [](const Scenario &s, std::size_t row) {
                  return std::next(s.fxPerUsd.begin(), static_cast<std::ptrdiff_t>(row))->first;
              }),
            RegistryTableModel::entry(exchangeRateParameter().key, tr("Units per USD")) },
        std::move(edits), this);
    Scenario none;
    none.fxPerUsd.clear();
    m_model->setScenario(none);
    m_table->setObjectName(namePrefix + QStringLiteral("Table"));
    m_table->setAccessibleName(tr("Exchange rates"));
    m_table->setModel(m_model);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    m_table->verticalHeader()->hide();
    m_table->setTabKeyNavigation(false);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setItemDelegateForColumn(RateColumn, new NumberDelegate(false, m_table));
    layout->addWidget(m_table, 1);

    auto *addRow = new QHBoxLayout;
    auto *codeLabel = new QLabel(tr("Co&de:"), this);
    codeLabel->setBuddy(m_code);
    m_code->setObjectName(namePrefix + QStringLiteral("Code"));
    m_code->setAccessibleName(tr("Currency code to add"));
    m_code->setPlaceholderText(tr("BRL"));
    m_code->setMaxLength(3);
    m_code->setMaximumWidth(m_code->fontMetrics().horizontalAdvance(QStringLiteral("MMMMMM")));
    m_code->setValidator(new QRegularExpressionValidator(QRegularExpression(QStringLiteral("[A-Za-z]{0,3}")), m_code));
    auto *rateLabel = new QLabel(tr("Units &per USD:"), this);
    rateLabel->setBuddy(m_rate);
    m_rate->setObjectName(namePrefix + QStringLiteral("Value"));
    m_rate->setAccessibleName(tr("Units of the new currency per US dollar"));
    m_rate->setMinimumWidth(m_rate->fontMetrics().horizontalAdvance(QStringLiteral("0000.0000")));
    m_add->setObjectName(namePrefix + QStringLiteral("Add"));
    m_add->setAutoDefault(false);
    m_remove->setObjectName(namePrefix + QStringLiteral("Remove"));
    m_remove->setAutoDefault(false);
    addRow->addWidget(codeLabel);
    addRow->addWidget(m_code);
    addRow->addWidget(rateLabel);
    addRow->addWidget(m_rate, 1);
    addRow->addWidget(m_add);
    layout->addLayout(addRow);
    auto *removeRow = new QHBoxLayout;
    removeRow->addWidget(m_remove);
    removeRow->addStretch();
    layout->addLayout(removeRow);

    m_problem->setObjectName(namePrefix + QStringLiteral("Problem"));
    m_problem->setTextFormat(Qt::PlainText); // codes come from the preset or the user
    m_problem->setWordWrap(true);
    m_problem->setStyleSheet(QStringLiteral("color: #b00020"));
    m_problem->hide();
    layout->addWidget(m_problem);

    connect(m_add, &QPushButton::clicked, this, &RatesTable::addFromFields);
    connect(m_rate, &QLineEdit::returnPressed, this, &RatesTable::addFromFields);
    connect(m_remove, &QPushButton::clicked, this, [this] {
        const QString code = currentCode();
        if (code.isEmpty())
            return;
        const std::optional<QString> bad = m_actions.remove(code);
        showProblem(bad.value_or(QString()));
    });
    connect(m_model, &RegistryTableModel::refused, this,
        [this](const QModelIndex &index, const QString &problem, const QVariant &value) {
            const QString code = index.siblingAtColumn(CodeColumn).data().toString();
            showProblem(RegistryTableModel::isNumber(value)
                    //: %1 is a currency code; %2 says what is wrong, e.g. "0 is not allowed: it must be above 0".
                    ? tr("Rate of %1 refused: %2 (units per USD).").arg(code, problem)
                    : tr("Rate of %1 refused: it must be %2 (units per USD).")
                          .arg(code, exchangeRateParameter().domain.describe()));
        });
    connect(m_table->selectionModel(), &QItemSelectionModel::currentChanged, this, &RatesTable::updateRemoveButton);
}

QString RatesTable::problem() const { return m_problem->text(); }

void RatesTable::showProblem(const QString &text)
{
    m_problem->setText(text);
    m_problem->setVisible(!text.isEmpty());
}

QString RatesTable::currentCode() const
{
    const QModelIndex current = m_table->currentIndex();
    return current.isValid() ? current.siblingAtColumn(CodeColumn).data().toString() : QString();
}

void RatesTable::updateRemoveButton()
{
    const QString code = currentCode();
    m_remove->setEnabled(!code.isEmpty() && (!m_actions.removable || m_actions.removable(code)));
}

void RatesTable::showRates(const std::map<QString, double> &rates)
{
    const QString current = currentCode();
    Scenario shown = m_model->scenario();
    shown.fxPerUsd = rates;
    m_model->setScenario(shown);
    // The current row stays on its code (a code added before it moves it down), else the first.
    if (!rates.empty()) {
        const auto at = rates.find(current);
        const int row = at == rates.end() ? 0 : static_cast<int>(std::distance(rates.begin(), at));
        if (m_table->currentIndex().row() != row || current.isEmpty())
            m_table->setCurrentIndex(m_model->index(row, CodeColumn));
    }
    updateRemoveButton();
}

void RatesTable::commitEdit(const std::function<void(Scenario &)> &edit)
{
    Scenario next = m_model->scenario();
    edit(next);
    const std::map<QString, double> &before = m_model->scenario().fxPerUsd;
    for (const auto &[code, rate] : next.fxPerUsd) {
        const auto was = before.find(code);
        if (was != before.end() && was->second != rate) {
            const std::optional<QString> bad = m_actions.set(code, rate);
            showProblem(bad.value_or(QString()));
            return;
        }
    }
    showProblem({}); // committed as it was
}

void RatesTable::addFromFields()
{
    const QString code = m_code->text().trimmed().toUpper();
    const std::optional<double> rate = NumberDelegate::parseNumber(m_rate->text());
    if (!rate) {
        showProblem(tr("Rate of %1 refused: \"%2\" is not a number; it must be %3 (units per USD).")
                        .arg(code, m_rate->text(), exchangeRateParameter().domain.describe()));
        return;
    }
    const std::optional<QString> bad = m_actions.add(code, *rate);
    showProblem(bad.value_or(QString()));
    if (!bad) {
        m_code->clear();
        m_rate->clear();
    }
}

} // namespace breakeven
