// #14, Preferences: Edit > Preferences writes the language, the theme and what a new scenario starts
// with through Settings; OK and Apply write, Cancel writes nothing; the theme is the palette
// `--palette` gives; File > New uses the default currency, rates and offers.

#include "chartcolors.h"
#include "exchangerateseditor.h"
#include "findchild.h"
#include "helpdialog.h"
#include "mainwindow.h"
#include "mainwindowpeer.h"
#include "preferencesdialog.h"
#include "presetio.h"
#include "presetsession.h"
#include "scenariodefaults.h"
#include "scenariodocument.h"
#include "settings.h"
#include "theme.h"
#include "useractions.h"

#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QListWidget>
#include <QMenu>
#include <QMenuBar>
#include <QPushButton>
#include <QSettings>
#include <QTableView>
#include <QUndoStack>

#include <gtest/gtest.h>

#include <iterator>
#include <limits>

using namespace breakeven;
using breakeven::test::child;

namespace {

void clearSettings()
{
    QSettings settings;
    settings.clear();
    settings.sync();
}

/// The settings' keys that hold a value now.
QStringList storedKeys()
{
    QStringList stored;
    const QSettings settings;
    for (const QString &key : Settings::keys()) {
        if (settings.contains(key))
            stored << key;
    }
    return stored;
}

void choose(QComboBox *combo, const QString &data)
{
    const int index = combo->findData(data);
    ASSERT_GE(index, 0) << data.toStdString();
    combo->setCurrentIndex(index);
}

/// Every field of \a dialog set away from its default: pt_BR, dark, BRL at 5.4 shown, CNY at 7,
/// the first offer unticked.
void changeEverything(PreferencesDialog &dialog)
{
    choose(child<QComboBox>(&dialog, "preferencesLanguage"), QStringLiteral("pt_BR"));
    choose(child<QComboBox>(&dialog, "preferencesTheme"), QStringLiteral("dark"));
    ASSERT_FALSE(dialog.addRate(QStringLiteral("BRL"), 5.4));
    ASSERT_FALSE(dialog.setRate(QStringLiteral("CNY"), 7.0));
    choose(child<QComboBox>(&dialog, "preferencesCurrency"), QStringLiteral("BRL"));
    ASSERT_GT(child<QListWidget>(&dialog, "preferencesOffers")->count(), 2);
    child<QListWidget>(&dialog, "preferencesOffers")->item(0)->setCheckState(Qt::Unchecked);
}

class Preferences : public ::testing::Test {
protected:
    void SetUp() override
    {
        clearSettings();
        applyTheme(Theme::System);
        m_system = QApplication::palette();
    }
    void TearDown() override
    {
        clearSettings();
        applyTheme(Theme::System);
    }
    QPalette m_system;
};

} // namespace

TEST_F(Preferences, OkWritesEveryChoiceToTheSettings)
{
    PreferencesDialog dialog;
    changeEverything(dialog);
    const QString firstOffer = defaultScenario().offers.front().displayName();
    child<QDialogButtonBox>(&dialog, "preferencesButtons")->button(QDialogButtonBox::Ok)->click();
    EXPECT_EQ(dialog.result(), QDialog::Accepted);
    EXPECT_EQ(Settings::language(), QStringLiteral("pt_BR"));
    EXPECT_EQ(Settings::theme(), Theme::Dark);
    EXPECT_EQ(QSettings().value(QStringLiteral("appearance/theme")).toString(), QStringLiteral("dark"));
    EXPECT_EQ(Settings::defaultDisplayCurrency(), QStringLiteral("BRL"));
    // Only what differs from the built-in rates (EUR keeps the built-in 0.92).
    const std::map<QString, double> rates { { QStringLiteral("BRL"), 5.4 }, { QStringLiteral("CNY"), 7.0 } };
    EXPECT_EQ(Settings::defaultExchangeRates(), rates);
    EXPECT_EQ(Settings::disabledDefaultOffers(), QStringList { firstOffer });
    // The theme is applied at once.
    EXPECT_EQ(QApplication::palette().color(QPalette::Window), darkPalette().color(QPalette::Window));
    EXPECT_EQ(QApplication::palette().color(QPalette::Text), darkPalette().color(QPalette::Text));

    // Opened again, the dialog shows what was written.
    PreferencesDialog again;
    EXPECT_EQ(child<QComboBox>(&again, "preferencesLanguage")->currentData().toString(), QStringLiteral("pt_BR"));
    EXPECT_EQ(child<QComboBox>(&again, "preferencesTheme")->currentData().toString(), QStringLiteral("dark"));
    EXPECT_EQ(child<QComboBox>(&again, "preferencesCurrency")->currentData().toString(), QStringLiteral("BRL"));
    EXPECT_DOUBLE_EQ(again.rates().at(QStringLiteral("BRL")), 5.4);
    EXPECT_DOUBLE_EQ(again.rates().at(QStringLiteral("EUR")), 0.92);
    EXPECT_EQ(child<QListWidget>(&again, "preferencesOffers")->item(0)->checkState(), Qt::Unchecked);
    EXPECT_EQ(child<QListWidget>(&again, "preferencesOffers")->item(1)->checkState(), Qt::Checked);
}

TEST_F(Preferences, CancelChangesNothing)
{
    PreferencesDialog dialog;
    changeEverything(dialog);
    child<QDialogButtonBox>(&dialog, "preferencesButtons")->button(QDialogButtonBox::Cancel)->click();
    EXPECT_EQ(dialog.result(), QDialog::Rejected);
    EXPECT_TRUE(storedKeys().isEmpty()) << storedKeys().join(QLatin1Char(' ')).toStdString();
    EXPECT_EQ(Settings::theme(), Theme::System);
    EXPECT_TRUE(QApplication::palette() == m_system);
    // A new scenario is the built-in one.
    EXPECT_TRUE(defaultScenarioWithPreferences() == defaultScenario());
}

TEST_F(Preferences, ApplyWritesAndTheThemeFollows)
{
    PreferencesDialog dialog;
    choose(child<QComboBox>(&dialog, "preferencesTheme"), QStringLiteral("dark"));
    child<QDialogButtonBox>(&dialog, "preferencesButtons")->button(QDialogButtonBox::Apply)->click();
    EXPECT_EQ(Settings::theme(), Theme::Dark);
    EXPECT_EQ(QApplication::palette().color(QPalette::Base), darkPalette().color(QPalette::Base));
    choose(child<QComboBox>(&dialog, "preferencesTheme"), QStringLiteral("light"));
    child<QDialogButtonBox>(&dialog, "preferencesButtons")->button(QDialogButtonBox::Apply)->click();
    EXPECT_EQ(Settings::theme(), Theme::Light);
    EXPECT_EQ(QApplication::palette().color(QPalette::Base), themePalette(Theme::Light).color(QPalette::Base));
    EXPECT_NE(QApplication::palette().color(QPalette::Base), darkPalette().color(QPalette::Base));
    choose(child<QComboBox>(&dialog, "preferencesTheme"), QStringLiteral("system"));
    child<QDialogButtonBox>(&dialog, "preferencesButtons")->button(QDialogButtonBox::Apply)->click();
    EXPECT_EQ(Settings::theme(), Theme::System);
    EXPECT_FALSE(QSettings().contains(QStringLiteral("appearance/theme"))); // the default is no key
    EXPECT_TRUE(QApplication::palette() == m_system);

    // Restore Defaults fills the fields with the built-in choices; only Apply writes them.
    changeEverything(dialog);
    child<QDialogButtonBox>(&dialog, "preferencesButtons")->button(QDialogButtonBox::Apply)->click();
    EXPECT_FALSE(storedKeys().isEmpty());
    child<QDialogButtonBox>(&dialog, "preferencesButtons")->button(QDialogButtonBox::RestoreDefaults)->click();
    EXPECT_EQ(Settings::language(), QStringLiteral("pt_BR")); // not written yet
    EXPECT_EQ(dialog.rates(), defaultScenario().fxPerUsd);
    EXPECT_EQ(child<QComboBox>(&dialog, "preferencesCurrency")->currentData().toString(), QString());
    child<QDialogButtonBox>(&dialog, "preferencesButtons")->button(QDialogButtonBox::Apply)->click();
    EXPECT_TRUE(storedKeys().isEmpty()) << storedKeys().join(QLatin1Char(' ')).toStdString();
}

TEST_F(Preferences, ThemeNamesAreThePaletteOptionsNames)
{
    // `breakeven --palette dark|light` and the setting read the same names.
    EXPECT_EQ(themeFromName(QStringLiteral("dark")), Theme::Dark);
    EXPECT_EQ(themeFromName(QStringLiteral("light")), Theme::Light);
    EXPECT_EQ(themeFromName(QStringLiteral("system")), Theme::System);
    EXPECT_EQ(themeFromName(QStringLiteral("Dark")), std::nullopt);
    for (const Theme theme : { Theme::System, Theme::Light, Theme::Dark })
        EXPECT_EQ(themeFromName(themeName(theme)), theme);
    EXPECT_TRUE(themePalette(Theme::Dark) == darkPalette());
    QSettings().setValue(QStringLiteral("appearance/theme"), QStringLiteral("purple"));
    EXPECT_EQ(Settings::theme(), Theme::System); // an unknown name is the default
}

TEST_F(Preferences, RatesAreCheckedAsTheExchangeRateEditorChecksThem)
{
    PreferencesDialog dialog;
    const auto before = dialog.rates();
    EXPECT_TRUE(dialog.addRate(QStringLiteral("USD"), 1.0));
    EXPECT_TRUE(dialog.addRate(QStringLiteral("br"), 5.0));
    EXPECT_TRUE(dialog.addRate(QStringLiteral("EUR"), 0.9)); // known
    EXPECT_TRUE(dialog.addRate(QStringLiteral("BRL"), 0.0)); // outside the domain
    EXPECT_TRUE(dialog.setRate(QStringLiteral("CNY"), -1.0));
    EXPECT_TRUE(dialog.removeRate(QStringLiteral("CNY"))); // built in: change it instead
    EXPECT_EQ(dialog.rates(), before);
    EXPECT_TRUE(dialog.problem().contains(QStringLiteral("CNY")));

    ASSERT_FALSE(dialog.addRate(QStringLiteral("BRL"), 5.4));
    EXPECT_TRUE(dialog.problem().isEmpty());
    EXPECT_EQ(
        child<QTableView>(&dialog, "preferencesRatesTable")->model()->rowCount(), static_cast<int>(before.size()) + 1);
    choose(child<QComboBox>(&dialog, "preferencesCurrency"), QStringLiteral("BRL"));
    EXPECT_FALSE(dialog.removeRate(QStringLiteral("BRL")));
    EXPECT_EQ(dialog.rates(), before);
    // The display currency whose rate went falls back to the scenario's own.
    EXPECT_EQ(child<QComboBox>(&dialog, "preferencesCurrency")->currentData().toString(), QString());
    EXPECT_EQ(child<QComboBox>(&dialog, "preferencesCurrency")->findData(QStringLiteral("BRL")), -1);
}

TEST_F(Preferences, RatesAreRefusedInTheSameWordsAsInTheExchangeRatesEditor)
{
    // One rates table (ui/dialogs/ratestable.h) for both dialogs: the same checks, the same messages.
    PreferencesDialog dialog;
    ScenarioDocument doc(defaultScenario());
    ExchangeRatesEditor editor(&doc);
    const std::pair<const char *, double> bad[] = { { "USD", 1.0 }, { "B1", 5.0 }, { "CNY", 7.0 }, { "BRL", 0.0 },
        { "BRL", std::numeric_limits<double>::infinity() } };
    for (const auto &[code, rate] : bad) {
        const std::optional<QString> inPreferences = dialog.addRate(QLatin1String(code), rate);
        const std::optional<QString> inEditor = editor.addRate(QLatin1String(code), rate);
        ASSERT_TRUE(inPreferences.has_value()) << code;
        ASSERT_TRUE(inEditor.has_value()) << code;
        EXPECT_EQ(*inPreferences, *inEditor) << code;
        EXPECT_TRUE(inPreferences->contains(QLatin1String(code == std::string("B1") ? "three upper-case" : code)))
            << inPreferences->toStdString();
        EXPECT_EQ(dialog.problem(), *inPreferences);
        EXPECT_EQ(editor.problem(), *inEditor);
    }
    EXPECT_EQ(*dialog.setRate(QStringLiteral("CNY"), -1.0), *editor.setRate(QStringLiteral("CNY"), -1.0));

    // Typed into the rate cell: the same refusal, and the cell goes back to the rate held.
    const int cny = static_cast<int>(std::distance(dialog.rates().begin(), dialog.rates().find(QStringLiteral("CNY"))));
    test::setCell(child<QTableView>(&dialog, "preferencesRatesTable"), cny, PreferencesDialog::RateColumn, -3.0);
    test::setCell(child<QTableView>(&editor, "exchangeRatesTable"), cny, ExchangeRatesEditor::RateColumn, -3.0);
    EXPECT_FALSE(dialog.problem().isEmpty());
    EXPECT_EQ(dialog.problem(), editor.problem());
    QCoreApplication::processEvents();
    EXPECT_DOUBLE_EQ(test::cell(child<QTableView>(&dialog, "preferencesRatesTable"), cny, PreferencesDialog::RateColumn)
                         .data(Qt::EditRole)
                         .toDouble(),
        dialog.rates().at(QStringLiteral("CNY")));
    EXPECT_DOUBLE_EQ(test::cell(child<QTableView>(&editor, "exchangeRatesTable"), cny, ExchangeRatesEditor::RateColumn)
                         .data(Qt::EditRole)
                         .toDouble(),
        doc.scenario().fxPerUsd.at(QStringLiteral("CNY")));
    EXPECT_EQ(doc.undoStack()->count(), 0);

    if (qEnvironmentVariableIsSet("BREAKEVEN_UI_SCREENSHOTS")) { // to look at
        const QDir dir(qEnvironmentVariable("BREAKEVEN_UI_SCREENSHOTS"));
        dialog.grab().save(dir.filePath(QStringLiteral("preferences.png")));
        editor.grab().save(dir.filePath(QStringLiteral("exchange-rates.png")));
    }
}

TEST_F(Preferences, ANewScenarioUsesTheDefaultCurrencyRatesAndOffers)
{
    const Scenario builtIn = defaultScenario();
    ASSERT_GE(builtIn.offers.size(), 3u);
    Settings::setDefaultExchangeRates({ { QStringLiteral("BRL"), 5.4 }, { QStringLiteral("CNY"), 7.0 } });
    Settings::setDefaultDisplayCurrency(QStringLiteral("BRL"));
    Settings::setDisabledDefaultOffers({ builtIn.offers[0].displayName(), builtIn.offers[1].displayName() });

    MainWindow window(defaultScenario(), QString(), false);
    ASSERT_TRUE(window.session()->newScenario());
    const ScenarioDocument &document = *peer(window).document();
    EXPECT_EQ(document.displayCurrency(), QStringLiteral("BRL"));
    EXPECT_DOUBLE_EQ(document.displayRate(), 5.4);
    EXPECT_DOUBLE_EQ(document.scenario().fxPerUsd.at(QStringLiteral("CNY")), 7.0);
    EXPECT_DOUBLE_EQ(document.scenario().fxPerUsd.at(QStringLiteral("EUR")), 0.92); // built in, kept
    EXPECT_FALSE(document.scenario().offers[0].enabled);
    EXPECT_FALSE(document.scenario().offers[1].enabled);
    EXPECT_TRUE(document.scenario().offers[2].enabled);
    EXPECT_EQ(document.scenario().offers.size(), builtIn.offers.size());
    EXPECT_EQ(peer(window).currencyCombo()->currentText(), QStringLiteral("BRL"));

    // A display currency without a rate leaves the scenario's own.
    Settings::setDefaultDisplayCurrency(QStringLiteral("JPY"));
    EXPECT_TRUE(defaultScenarioWithPreferences().displayCurrency.isEmpty());
}

TEST_F(Preferences, TheEditMenuOpensTheDialog)
{
    MainWindow window(defaultScenario(), QString(), false);
    auto *action = window.findChild<QAction *>(QStringLiteral("preferencesAction"));
    ASSERT_NE(action, nullptr);
    const QList<QKeySequence> platform = QKeySequence::keyBindings(QKeySequence::Preferences);
    EXPECT_EQ(action->shortcut(), platform.isEmpty() ? QKeySequence(Qt::CTRL | Qt::Key_Comma) : platform.first());
    EXPECT_FALSE(action->shortcut().isEmpty());
    EXPECT_EQ(action->menuRole(), QAction::PreferencesRole);
    bool inEditMenu = false;
    for (QAction *menu : window.menuBar()->actions()) {
        if (menu->menu() && menu->menu()->actions().contains(action))
            inEditMenu = menu->text().remove(QLatin1Char('&')) == QStringLiteral("Edit");
    }
    EXPECT_TRUE(inEditMenu);
    Settings::setTheme(Theme::Dark);
    action->trigger();
    auto *dialog = window.findChild<PreferencesDialog *>(QStringLiteral("preferences"));
    ASSERT_NE(dialog, nullptr);
    EXPECT_TRUE(dialog->isVisible());
    EXPECT_EQ(child<QComboBox>(dialog, "preferencesTheme")->currentData().toString(),
        QStringLiteral("dark")); // read on opening
    // Keyboard: every field takes the focus.
    for (QWidget *field : { static_cast<QWidget *>(child<QComboBox>(dialog, "preferencesLanguage")),
             static_cast<QWidget *>(child<QComboBox>(dialog, "preferencesTheme")),
             static_cast<QWidget *>(child<QComboBox>(dialog, "preferencesCurrency")),
             static_cast<QWidget *>(child<QTableView>(dialog, "preferencesRatesTable")),
             static_cast<QWidget *>(child<QListWidget>(dialog, "preferencesOffers")) })
        EXPECT_NE(field->focusPolicy() & Qt::TabFocus, 0) << field->objectName().toStdString();
    dialog->reject();
}

TEST(GettingStarted, OneTextPerLanguageFallingBackToEnglish) // #14
{
    const QString english = HelpDialog::markdown(HelpDialog::Page::GettingStarted, QStringLiteral("en"));
    const QString brazilian = HelpDialog::markdown(HelpDialog::Page::GettingStarted, QStringLiteral("pt_BR"));
    const QString european = HelpDialog::markdown(HelpDialog::Page::GettingStarted, QStringLiteral("pt_PT"));
    EXPECT_TRUE(english.startsWith(QStringLiteral("# Getting started")));
    EXPECT_TRUE(brazilian.startsWith(QStringLiteral("# Primeiros passos")));
    EXPECT_TRUE(european.startsWith(QStringLiteral("# Primeiros passos")));
    EXPECT_TRUE(brazilian.contains(QStringLiteral("Arquivo > Salvar")));
    EXPECT_TRUE(european.contains(QStringLiteral("Ficheiro > Guardar")));
    EXPECT_FALSE(european.contains(QStringLiteral("Arquivo")));
    // The same sections in each language.
    EXPECT_EQ(brazilian.count(QStringLiteral("\n## ")), english.count(QStringLiteral("\n## ")));
    EXPECT_EQ(european.count(QStringLiteral("\n## ")), english.count(QStringLiteral("\n## ")));
    EXPECT_EQ(HelpDialog::markdown(HelpDialog::Page::GettingStarted, QStringLiteral("de")), english);
    // Help > Model is English in every language (docs/translations.md).
    EXPECT_EQ(HelpDialog::markdown(HelpDialog::Page::Model, QStringLiteral("pt_BR")),
        HelpDialog::markdown(HelpDialog::Page::Model, QStringLiteral("en")));
}
