#include "decisionview.h"

#include "format.h"
#include "hybrid.h"
#include "parameters.h"
#include "scenariodocument.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QGridLayout>
#include <QGroupBox>
#include <QLabel>
#include <QSignalBlocker>
#include <QVBoxLayout>

namespace breakeven {

namespace {

/// The combo box's entries, in this order.
enum Choice { Unanswered, Yes, No };

/// The registry's field of question \a index (0..2): "true", "false" or "" (unanswered).
const Field &answerField(int index)
{
    static const Field *const questions[] = { findField(u"decision.compliance_beyond_zdr"),
        findField(u"decision.need_weights"), findField(u"decision.idle_hardware_and_team") };
    return *questions[index];
}

std::optional<bool> answerOf(const Scenario &s, int index)
{
    const QString v = answerField(index).get(s, 0);
    return v.isEmpty() ? std::nullopt : std::optional<bool>(v == QLatin1String("true"));
}

int choiceOf(const std::optional<bool> &v) { return !v ? Unanswered : *v ? Yes : No; }

/// An optional figure of the registry's \a param: the lowest value (-1) reads "not stated" and means none.
QDoubleSpinBox *figureBox(
    QWidget *parent, const Parameter &param, const QString &name, const QString &accessible, const QString &prefix)
{
    auto *box = new QDoubleSpinBox(parent);
    box->setObjectName(name);
    box->setAccessibleName(accessible);
    box->setRange(-1.0, param.domain.max);
    box->setToolTip(param.description());
    box->setDecimals(0);
    box->setPrefix(prefix);
    box->setSpecialValueText(DecisionView::tr("not stated"));
    box->setKeyboardTracking(false);
    box->setGroupSeparatorShown(true);
    return box;
}

} // namespace

DecisionView::DecisionView(ScenarioDocument *document, QWidget *parent)
    : LazyView(parent)
    , m_document(document)
{
    setObjectName(QStringLiteral("decisionView"));
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(8, 6, 8, 6);

    m_recommendation = new QLabel(this);
    m_recommendation->setObjectName(QStringLiteral("decisionRecommendation"));
    m_recommendation->setTextFormat(Qt::PlainText);
    m_recommendation->setWordWrap(true); // a long headline ("Use the API: ... against ...") wraps at 1024 px
    QFont big = m_recommendation->font();
    big.setBold(true);
    big.setPointSizeF(big.pointSizeF() * 1.3);
    m_recommendation->setFont(big);
    layout->addWidget(m_recommendation);
    m_reasons = new QLabel(this);
    m_reasons->setObjectName(QStringLiteral("decisionReasons"));
    m_reasons->setTextFormat(Qt::PlainText); // offer names from the preset
    m_reasons->setWordWrap(true);
    m_reasons->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(m_reasons);

    auto *questions = new QGroupBox(tr("The five questions: self-hosting is worth it where at least one holds"), this);
    auto *grid = new QGridLayout(questions);
    grid->setColumnStretch(1, 1);
    for (int q = 0; q < questionCount; ++q) {
        auto *text = new QLabel(tr("%1. %2").arg(q + 1).arg(questionText(static_cast<Question>(q))), questions);
        text->setWordWrap(true);
        if (q < 3) {
            grid->addWidget(text, q, 1);
            auto *box = new QComboBox(questions);
            box->setObjectName(QStringLiteral("decisionAnswer%1").arg(q + 1));
            box->addItems({ tr("Unanswered"), tr("Yes"), tr("No") });
            box->setAccessibleName(questionText(static_cast<Question>(q)));
            box->setToolTip(tr("Only you can answer this one; the answer is saved in the preset."));
            text->setBuddy(box);
            grid->addWidget(box, q, 0);
            m_answers[static_cast<std::size_t>(q)] = box;
            connect(box, &QComboBox::currentIndexChanged, this, [this, q](int choice) { answerChanged(q, choice); });
        } else {
            auto *answer = new QLabel(questions);
            answer->setObjectName(QStringLiteral("decisionAnswer%1").arg(q + 1));
            answer->setTextFormat(Qt::PlainText);
            answer->setWordWrap(true);
            auto *by = new QLabel(tr("By the model"), questions);
            by->setToolTip(tr("Breakeven answers this one from the scenario's figures."));
            grid->addWidget(by, q, 0);
            auto *box = new QVBoxLayout;
            box->setSpacing(0);
            box->addWidget(text);
            box->addWidget(answer);
            grid->addLayout(box, q, 1);
            m_modelAnswers[static_cast<std::size_t>(q - 3)] = answer;
        }
    }
    layout->addWidget(questions);

    auto *license = new QGroupBox(tr("The license (modified MIT)"), this);
    auto *form = new QFormLayout(license);
    m_maasRevenue = figureBox(license, param::maasRevenue, QStringLiteral("decisionMaasRevenue"),
        tr("Model-as-a-service revenue in 12 months, USD"), QStringLiteral("$"));
    m_monthlyUsers = figureBox(
        license, param::monthlyUsers, QStringLiteral("decisionMonthlyUsers"), tr("Monthly active users"), QString());
    m_monthlyRevenue = figureBox(license, param::monthlyRevenue, QStringLiteral("decisionMonthlyRevenue"),
        tr("Monthly revenue of the product, USD"), QStringLiteral("$"));
    form->addRow(tr("MaaS revenue in 12 months:"), m_maasRevenue);
    form->addRow(tr("Monthly users:"), m_monthlyUsers);
    form->addRow(tr("Monthly revenue:"), m_monthlyRevenue);
    m_license = new QLabel(license);
    m_license->setObjectName(QStringLiteral("decisionLicense"));
    m_license->setWordWrap(true);
    m_license->setTextFormat(Qt::PlainText);
    form->addRow(m_license);
    layout->addWidget(license);
    layout->addStretch(1);

    const struct {
        QDoubleSpinBox *box;
        const Parameter *param;
        const char *undo;
    } figures[] = {
        { m_maasRevenue, &param::maasRevenue, QT_TR_NOOP("Change the MaaS revenue") },
        { m_monthlyUsers, &param::monthlyUsers, QT_TR_NOOP("Change the monthly users") },
        { m_monthlyRevenue, &param::monthlyRevenue, QT_TR_NOOP("Change the monthly revenue") },
    };
    for (const auto &f : figures) {
        connect(f.box, &QDoubleSpinBox::valueChanged, this, [this, f](double v) {
            if (m_refreshing)
                return;
            const std::optional<double> value = v < 0.0 ? std::nullopt : std::optional<double>(v);
            if (f.param->get(m_document->scenario(), 0) == value)
                return;
            m_document->modify(tr(f.undo), [&](Scenario &s) { f.param->set(s, 0, value); });
        });
    }

    followResults(m_document); // drawn now, then with every change (the currency included)
}

void DecisionView::answerChanged(int index, int choice)
{
    if (m_refreshing)
        return;
    const std::optional<bool> value = choice == Yes ? std::optional<bool>(true)
        : choice == No                              ? std::optional<bool>(false)
                                                    : std::nullopt;
    if (answerOf(m_document->scenario(), index) == value)
        return;
    const QString text = !value ? QString() : *value ? QStringLiteral("true") : QStringLiteral("false");
    m_document->modify(
        tr("Answer question %1").arg(index + 1), [&](Scenario &s) { answerField(index).set(s, 0, text); });
}

void DecisionView::refreshNow()
{
    m_refreshing = true;
    const Results &results = LazyView::results();
    const Scenario &s = results.scenario;
    const Decision &d = results.decision;
    const QLocale loc = format::locale();
    // The answer's headline, as the window's results area and every report say it.
    m_recommendation->setText(results.answer.headline);
    QStringList reasons;
    for (const QString &reason : d.reasons)
        reasons << tr("• %1").arg(reason);
    m_reasons->setText(reasons.join(QLatin1Char('\n')));
    for (int q = 0; q < 3; ++q)
        m_answers[static_cast<std::size_t>(q)]->setCurrentIndex(choiceOf(answerOf(s, q)));
    for (int q = 3; q < questionCount; ++q) {
        const DecisionAnswer &a = d.answers[static_cast<std::size_t>(q)];
        const QString answer = a.holds.value_or(false) ? tr("Yes.") : tr("No.");
        m_modelAnswers[static_cast<std::size_t>(q - 3)]->setText(tr("%1 %2").arg(answer, a.explanation));
    }
    m_maasRevenue->setValue(param::maasRevenue.get(s, 0).value_or(-1.0));
    m_monthlyUsers->setValue(param::monthlyUsers.get(s, 0).value_or(-1.0));
    m_monthlyRevenue->setValue(param::monthlyRevenue.get(s, 0).value_or(-1.0));
    const auto flag = [&](const std::optional<bool> &v) {
        return !v ? tr("not known (state the figures above)") : *v ? tr("yes") : tr("no");
    };
    const QString usd = QStringLiteral("USD");
    m_license->setText(tr("An agreement with Moonshot is needed for a model-as-a-service with more than %1 of revenue "
                          "in 12 months: %2.\nVisible attribution is needed above %3 monthly users or %4 of monthly "
                          "revenue: %5.")
                           .arg(format::money(licenseMaasRevenueUsd, usd, 0, loc), flag(d.agreementNeeded),
                               format::number(licenseMonthlyUsers, 0, loc),
                               format::money(licenseMonthlyRevenueUsd, usd, 0, loc), flag(d.attributionNeeded)));
    m_refreshing = false;
}

} // namespace breakeven
