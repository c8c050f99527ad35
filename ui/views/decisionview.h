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

protected:
    void refreshNow() override;

private:
    void answerChanged(int index, int choice);

    ScenarioDocument *m_document;
    QLabel *m_recommendation;
    QLabel *m_reasons;
    std::array<QComboBox *, 3> m_answers {};   ///< the user's answers to questions 1 to 3: unanswered, yes, no
    std::array<QLabel *, 2> m_modelAnswers {}; ///< the model's answers to questions 4 and 5, with its figures
    QLabel *m_license;
    QDoubleSpinBox *m_maasRevenue;
    QDoubleSpinBox *m_monthlyUsers;
    QDoubleSpinBox *m_monthlyRevenue;
    bool m_refreshing = false;
};

} // namespace breakeven
