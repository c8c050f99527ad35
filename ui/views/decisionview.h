#pragma once

/// \file decisionview.h
/// The "Decision" view (MODEL.md section 9): the recommendation (API, rent short-term, hybrid,
/// self-host) and its reasons; the article's five questions, 4 and 5 answered by the model with
/// their figures, 1-3 answered by the user (saved in the preset's `decision`, each change one undo
/// step); and the license's flags with their thresholds. It follows the document while shown (LazyView).

#include "decision.h"
#include "lazyview.h"

#include <array>

class QComboBox;
class QDoubleSpinBox;
class QLabel;

namespace breakeven {

class ScenarioDocument;

class DecisionView : public LazyView {
    Q_OBJECT
public:
    explicit DecisionView(ScenarioDocument *document, QWidget *parent = nullptr);

    [[nodiscard]] QLabel *recommendationLabel() const { return m_recommendation; }
    [[nodiscard]] QLabel *reasonsLabel() const { return m_reasons; }
    /// The user's answer to question \a index (0..2): "unanswered", "yes", "no".
    [[nodiscard]] QComboBox *answerBox(int index) const { return m_answers[static_cast<std::size_t>(index)]; }
    /// The model's answer to question \a index (3 or 4), with its figures.
    [[nodiscard]] QLabel *modelAnswer(int index) const { return m_modelAnswers[static_cast<std::size_t>(index - 3)]; }
    [[nodiscard]] QLabel *licenseLabel() const { return m_license; }
    [[nodiscard]] QDoubleSpinBox *maasRevenueBox() const { return m_maasRevenue; }
    [[nodiscard]] QDoubleSpinBox *monthlyUsersBox() const { return m_monthlyUsers; }
    [[nodiscard]] QDoubleSpinBox *monthlyRevenueBox() const { return m_monthlyRevenue; }

protected:
    void refreshNow() override;

private:
    void answerChanged(int index, int choice);

    ScenarioDocument *m_document;
    QLabel *m_recommendation;
    QLabel *m_reasons;
    std::array<QComboBox *, 3> m_answers {};
    std::array<QLabel *, 2> m_modelAnswers {};
    QLabel *m_license;
    QDoubleSpinBox *m_maasRevenue;
    QDoubleSpinBox *m_monthlyUsers;
    QDoubleSpinBox *m_monthlyRevenue;
    bool m_refreshing = false;
};

} // namespace breakeven
