#include "exchangerateseditor.h"

#include "presetio.h"
#include "scenariodocument.h"
#include "screenfit.h"

#include <QDialogButtonBox>
#include <QLabel>
#include <QVBoxLayout>

namespace breakeven {

ExchangeRatesEditor::ExchangeRatesEditor(ScenarioDocument *document, QWidget *parent)
    : QDialog(parent)
    , m_document(document)
    , m_rates(new RatesTable(QStringLiteral("exchangeRates"),
          { [this](const QString &code, double rate) { return addRate(code, rate); },
              [this](const QString &code, double rate) { return setRate(code, rate); },
              [this](const QString &code) { return removeRate(code); }, {} },
          this))
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
    layout->addWidget(m_rates, 1);
    auto *close = new QDialogButtonBox(QDialogButtonBox::Close, this);
    layout->addWidget(close);
    resizeWithinScreen(this, QSize(460, 360));

    connect(close, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_document, &ScenarioDocument::valuesChanged, this, &ExchangeRatesEditor::sync);
    connect(m_document, &ScenarioDocument::structureChanged, this, &ExchangeRatesEditor::sync);
    sync();
}

QString ExchangeRatesEditor::problem() const { return m_rates->problem(); }

std::optional<QString> ExchangeRatesEditor::setRate(const QString &code, double rate)
{
    std::optional<QString> bad;
    if (!m_document->scenario().fxPerUsd.contains(code))
        bad = tr("The preset has no rate for %1.").arg(code);
    else
        bad = exchangeRateProblem(code, rate);
    m_rates->showProblem(bad.value_or(QString()));
    if (bad)
        return bad;
    //: Undo step. %1 is a currency code.
    m_document->modify(tr("Change the rate of %1").arg(code), [&](Scenario &s) { s.fxPerUsd[code] = rate; });
    return std::nullopt;
}

std::optional<QString> ExchangeRatesEditor::addRate(const QString &code, double rate)
{
    const std::optional<QString> bad = newExchangeRateProblem(code, rate, m_document->scenario().fxPerUsd);
    m_rates->showProblem(bad.value_or(QString()));
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
        m_rates->showProblem(text);
        return text;
    }
    m_rates->showProblem({});
    //: Undo step. %1 is a currency code.
    m_document->modify(tr("Remove the rate of %1").arg(code), [&](Scenario &s) { s.fxPerUsd.erase(code); });
    return std::nullopt;
}

void ExchangeRatesEditor::sync() { m_rates->showRates(m_document->scenario().fxPerUsd); }

} // namespace breakeven
