#include "preferencesdialog.h"

#include "jsonfields.h"
#include "language.h"
#include "numberdelegate.h"
#include "parameters.h"
#include "presetio.h"
#include "screenfit.h"
#include "settings.h"
#include "theme.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QGridLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QSignalBlocker>
#include <QTableView>
#include <QVBoxLayout>

namespace breakeven {

namespace {

/// A label for text that is never markup.
QLabel *plainLabel(const QString &text, QWidget *parent, bool wrap = false)
{
    auto *label = new QLabel(text, parent);
    label->setTextFormat(Qt::PlainText);
    label->setWordWrap(wrap);
    return label;
}

void selectData(QComboBox *combo, const QVariant &data)
{
    const int index = combo->findData(data);
    combo->setCurrentIndex(index >= 0 ? index : 0);
}

} // namespace

PreferencesDialog::PreferencesDialog(QWidget *parent)
    : QDialog(parent)
    , m_language(new QComboBox(this))
    , m_theme(new QComboBox(this))
    , m_currency(new QComboBox(this))
    , m_rates(new RatesTable(QStringLiteral("preferencesRates"),
          { [this](const QString &code, double rate) { return addRate(code, rate); },
              [this](const QString &code, double rate) { return setRate(code, rate); },
              [this](const QString &code) { return removeRate(code); },
              [this](const QString &code) { return !m_builtInRates.contains(code); } },
          this))
    , m_offers(new QListWidget(this))
    , m_buttons(new QDialogButtonBox(
          QDialogButtonBox::Ok | QDialogButtonBox::Cancel | QDialogButtonBox::Apply | QDialogButtonBox::RestoreDefaults,
          this))
    , m_builtInRates(defaultScenario().fxPerUsd)
{
    setObjectName(QStringLiteral("preferences"));
    m_buttons->setObjectName(QStringLiteral("preferencesButtons"));
    setWindowTitle(tr("Preferences"));
    setAccessibleName(tr("Preferences"));
    auto *layout = new QVBoxLayout(this);

    // The window: language and theme.
    auto *window = new QGroupBox(tr("Window"), this);
    auto *windowGrid = new QGridLayout(window); // a form whose note under the language wraps tightly
    m_language->setObjectName(QStringLiteral("preferencesLanguage"));
    m_language->setAccessibleName(tr("Language"));
    m_language->addItem(tr("Same as the system"), QString());
    // Each language by its own name, as language choosers show them: never translated.
    m_language->addItem(QStringLiteral("English"), QStringLiteral("en"));
    m_language->addItem(QStringLiteral("Portugu\u00eas (Brasil)"), QStringLiteral("pt_BR"));
    m_language->addItem(QStringLiteral("Portugu\u00eas (Portugal)"), QStringLiteral("pt_PT"));
    auto *languageLabel = new QLabel(tr("&Language:"), window);
    languageLabel->setBuddy(m_language);
    windowGrid->addWidget(languageLabel, 0, 0);
    windowGrid->addWidget(m_language, 0, 1);
    auto *languageNote = plainLabel(tr("A new language takes effect the next time Breakeven starts. The "
                                       "--language option and the BREAKEVEN_LANGUAGE variable, when given, "
                                       "come before this choice."),
        window, true);
    languageNote->setObjectName(QStringLiteral("preferencesLanguageNote"));
    windowGrid->addWidget(languageNote, 1, 1);
    m_theme->setObjectName(QStringLiteral("preferencesTheme"));
    m_theme->setAccessibleName(tr("Theme"));
    m_theme->addItem(tr("Same as the system"), themeName(Theme::System));
    m_theme->addItem(tr("Light"), themeName(Theme::Light));
    m_theme->addItem(tr("Dark"), themeName(Theme::Dark));
    auto *themeLabel = new QLabel(tr("&Theme:"), window);
    themeLabel->setBuddy(m_theme);
    windowGrid->addWidget(themeLabel, 2, 0);
    windowGrid->addWidget(m_theme, 2, 1);
    windowGrid->setColumnStretch(1, 1);
    layout->addWidget(window);

    // New scenarios: currency, rates, offers.
    auto *fresh = new QGroupBox(tr("New scenarios"), this);
    auto *freshLayout = new QVBoxLayout(fresh);
    freshLayout->addWidget(plainLabel(tr("File > New, and the built-in figures the window opens on, start with "
                                         "these choices. A preset you open keeps its own."),
        fresh, true));
    auto *columns = new QHBoxLayout;
    auto *money = new QVBoxLayout;
    auto *currencyForm = new QFormLayout;
    m_currency->setObjectName(QStringLiteral("preferencesCurrency"));
    m_currency->setAccessibleName(tr("Display currency of new scenarios"));
    auto *currencyLabel = new QLabel(tr("Display &currency:"), fresh);
    currencyLabel->setBuddy(m_currency);
    currencyForm->addRow(currencyLabel, m_currency);
    money->addLayout(currencyForm);

    auto *ratesLabel = new QLabel(tr("E&xchange rates (units per US dollar):"), fresh);
    ratesLabel->setBuddy(m_rates->table());
    money->addWidget(ratesLabel);
    m_rates->table()->setAccessibleName(tr("Default exchange rates"));
    money->addWidget(m_rates, 1);
    columns->addLayout(money, 3);

    auto *offersColumn = new QVBoxLayout;
    auto *offersLabel = new QLabel(tr("API &offers ticked:"), fresh);
    offersLabel->setBuddy(m_offers);
    offersColumn->addWidget(offersLabel);
    m_offers->setObjectName(QStringLiteral("preferencesOffers"));
    m_offers->setAccessibleName(tr("Built-in offers ticked in a new scenario"));
    offersColumn->addWidget(m_offers);
    columns->addLayout(offersColumn, 2);
    freshLayout->addLayout(columns);
    layout->addWidget(fresh, 1); // the room to spare goes to the rates and offers
    // Our own words (with mnemonics no other field of the dialog has), whether or not Qt's
    // translations are installed; OK and Cancel are Qt's.
    m_buttons->button(QDialogButtonBox::Apply)->setText(tr("Appl&y"));
    m_buttons->button(QDialogButtonBox::RestoreDefaults)->setText(tr("&Restore Defaults"));
    layout->addWidget(m_buttons);

    connect(m_buttons, &QDialogButtonBox::accepted, this, [this] {
        apply();
        accept();
    });
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_buttons->button(QDialogButtonBox::Apply), &QPushButton::clicked, this, &PreferencesDialog::apply);
    connect(m_buttons->button(QDialogButtonBox::RestoreDefaults), &QPushButton::clicked, this,
        &PreferencesDialog::restoreDefaults);
    load();
    resizeWithinScreen(this, QSize(760, 560));
}

void PreferencesDialog::load()
{
    selectData(m_language, Language::fromName(Settings::language()));
    selectData(m_theme, themeName(Settings::theme()));
    m_rateValues = m_builtInRates;
    for (const auto &[code, rate] : Settings::defaultExchangeRates())
        m_rateValues[code] = rate;
    syncRates();
    syncCurrencies(Settings::defaultDisplayCurrency());
    setOffers(Settings::disabledDefaultOffers());
    showProblem(QString());
}

void PreferencesDialog::restoreDefaults()
{
    selectData(m_language, QString());
    selectData(m_theme, themeName(Theme::System));
    m_rateValues = m_builtInRates;
    syncRates();
    syncCurrencies(QString());
    setOffers({});
    showProblem(QString());
}

void PreferencesDialog::apply()
{
    Settings::setLanguage(m_language->currentData().toString());
    const Theme theme = themeFromName(m_theme->currentData().toString()).value_or(Theme::System);
    if (theme != Settings::theme()) {
        Settings::setTheme(theme);
        applyTheme(theme);
    }
    std::map<QString, double> changed; // the rates that differ from the built-in ones
    for (const auto &[code, rate] : m_rateValues) {
        const auto builtIn = m_builtInRates.find(code);
        if (builtIn == m_builtInRates.end() || builtIn->second != rate)
            changed[code] = rate;
    }
    Settings::setDefaultExchangeRates(changed);
    Settings::setDefaultDisplayCurrency(m_currency->currentData().toString());
    QStringList disabled;
    for (int i = 0; i < m_offers->count(); ++i) {
        if (m_offers->item(i)->checkState() != Qt::Checked)
            disabled << m_offers->item(i)->text();
    }
    Settings::setDisabledDefaultOffers(disabled);
}

QString PreferencesDialog::problem() const { return m_rates->problem(); }

void PreferencesDialog::showProblem(const QString &text) { m_rates->showProblem(text); }

void PreferencesDialog::setOffers(const QStringList &disabled)
{
    m_offers->clear();
    for (const Offer &offer : defaultScenario().offers) {
        auto *item = new QListWidgetItem(offer.displayName(), m_offers);
        item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable | Qt::ItemIsUserCheckable);
        item->setCheckState(offer.enabled && !disabled.contains(offer.displayName()) ? Qt::Checked : Qt::Unchecked);
    }
    if (m_offers->count() > 0)
        m_offers->setCurrentRow(0);
}

void PreferencesDialog::syncRates()
{
    m_rates->showRates(m_rateValues);
    syncCurrencies(m_currency->currentData().toString());
}

void PreferencesDialog::syncCurrencies(const QString &wanted)
{
    const QSignalBlocker blocker(m_currency);
    m_currency->clear();
    m_currency->addItem(tr("The scenario's own"), QString());
    m_currency->addItem(QStringLiteral("USD"), QStringLiteral("USD"));
    for (const auto &[code, rate] : m_rateValues)
        m_currency->addItem(code, code);
    selectData(m_currency, wanted); // a currency whose rate was removed: the scenario's own
}

std::optional<QString> PreferencesDialog::addRate(const QString &code, double rate)
{
    const std::optional<QString> bad = newExchangeRateProblem(code, rate, m_rateValues);
    showProblem(bad.value_or(QString()));
    if (bad)
        return bad;
    m_rateValues[code] = rate;
    syncRates();
    return std::nullopt;
}

std::optional<QString> PreferencesDialog::setRate(const QString &code, double rate)
{
    std::optional<QString> bad;
    if (!m_rateValues.contains(code))
        bad = tr("There is no rate for %1 to change.").arg(code);
    else
        bad = exchangeRateProblem(code, rate);
    showProblem(bad.value_or(QString()));
    if (!bad)
        m_rateValues[code] = rate;
    syncRates();
    return bad;
}

std::optional<QString> PreferencesDialog::removeRate(const QString &code)
{
    std::optional<QString> bad;
    if (m_builtInRates.contains(code))
        bad = tr("%1 is one of Breakeven's own rates: change its value instead.").arg(code);
    showProblem(bad.value_or(QString()));
    if (!bad && m_rateValues.erase(code) > 0)
        syncRates();
    return bad;
}

} // namespace breakeven
