#pragma once

/// \file decision.h
/// The decision (MODEL.md section 9): the K3.1 Pro article's five questions, answered by the model
/// where it can (4: volume against the break-even volume; 5: whether the load asks to start and
/// stop) and by the user's answers in the preset for the rest (1-3); the license's flags; and the
/// recommendation (API, rent short-term, hybrid, self-host) with its reasons in plain words.
///
/// The rules, in order (the first that applies decides):
/// 0. the hardware cannot serve the scenario (the model does not fit, or the throughput is beyond
///    what it sustains) and no hybrid plan of its nodes pays: not feasible, naming the failed check
///    and what would work (feasibleAlternative());
/// 1. compliance beyond zero data retention: self-host (the data cannot go to an API);
/// 2. volume above the break-even volume (4) and a steady load (5), on hardware the model fits:
///    self-host;
/// 3. a hybrid plan with at least one node that costs less than all on the API: hybrid;
/// 4. idle hardware and a team on hand, and the model fits: self-host;
/// 5. the weights needed (to fine-tune or distil): rent short-term, for that work;
/// 6. volume above break-even but a load that starts and stops: rent short-term (by the hour);
/// 7. otherwise: the API.
/// "Not answered yet, and a yes can change this" lists only the user's questions whose yes would
/// change the recommendation.

#include "evaluation.h"
#include "gpucatalog.h"
#include "hybrid.h"
#include "plansearch.h"
#include "scenario.h"

#include <QCoreApplication>
#include <QLocale>
#include <QString>
#include <QStringList>

#include <array>
#include <optional>

namespace breakeven {

/// The license (modified MIT) thresholds: a MaaS over this revenue in 12 months needs an
/// agreement with Moonshot; over these monthly users or monthly revenue, visible attribution.
inline constexpr double licenseMaasRevenueUsd = 20e6;
inline constexpr double licenseMonthlyUsers = 100e6;
inline constexpr double licenseMonthlyRevenueUsd = 20e6;

/// NotFeasible: the scenario's hardware cannot serve it (the model does not fit, or the throughput
/// is beyond what it sustains) and no hybrid plan of its nodes pays: the answer names the failed
/// check and what would work (FeasibleAlternative).
enum class Recommendation { Api, RentShortTerm, Hybrid, SelfHost, NotFeasible };

/// What would make an infeasible scenario feasible: the fewest GPUs of the scenario's own type, in
/// whole nodes of the catalog (up to maxAlternativeNodes), with which the model fits and the
/// throughput is sustained; else, when the model does not fit, the first configuration of the
/// catalog whose memory holds it.
struct FeasibleAlternative {
    QString gpu;
    int count = 0;
    int nodes = 1;
    double headroomGb = 0.0;  ///< usable memory left after everything needed, decimal GB
    bool sameGpu = true;      ///< more of the scenario's own GPU; false: another GPU of the catalog
    bool capacityFix = false; ///< the model already fit: the extra nodes bring the throughput
};

/// The most nodes feasibleAlternative() tries (MODEL.md section 11's node limit).
inline constexpr int maxAlternativeNodes = 8;

/// What would make \a scenario feasible (FeasibleAlternative); none when it is feasible, or when
/// nothing in \a catalog up to maxAlternativeNodes nodes is.
[[nodiscard]] std::optional<FeasibleAlternative> feasibleAlternative(
    const Scenario &scenario, const Evaluation &evaluation, const GpuCatalog &catalog);

/// The answer names the cheapest feasible plan (plansearch.h) of a feasible scenario when that plan
/// costs at least this share less a month than the scenario's own hardware.
inline constexpr double planAdviceMargin = 0.10;

/// The API side the answer weighs self-hosting against: with a demand profile's plan, its offer all
/// day; else the cheapest enabled offer at the operating point.
struct ApiSide {
    std::size_t offer = 0;   ///< index into Scenario::offers
    double monthlyUsd = 0.0; ///< what the month costs on it
};
/// The API side of \a scenario (ApiSide); none without an enabled offer.
[[nodiscard]] std::optional<ApiSide> apiSide(
    const Scenario &scenario, const Evaluation &evaluation, const HybridPlan &plan);

/// The five questions, in the article's order.
enum class Question {
    ComplianceBeyondZdr,  ///< 1, the user's
    NeedWeights,          ///< 2, the user's
    IdleHardwareAndTeam,  ///< 3, the user's
    VolumeAboveBreakeven, ///< 4, the model's
    SteadyLoad,           ///< 5, the model's: start and stop at will is not needed
};
inline constexpr int questionCount = 5;

/// One question and its answer.
struct DecisionAnswer {
    Question question = Question::ComplianceBeyondZdr;
    std::optional<bool> holds; ///< none: unanswered
    bool byModel = false;      ///< answered by the model (4, 5), else by the user
    QString explanation;       ///< the figures behind a model's answer, a sentence; empty for the user's
};

/// The decision of one scenario.
struct Decision {
    Q_DECLARE_TR_FUNCTIONS(Decision)
public:
    Recommendation recommendation = Recommendation::Api;
    QStringList reasons; ///< whole sentences, the deciding one first
    std::array<DecisionAnswer, questionCount> answers {};
    std::optional<bool> agreementNeeded;            ///< MaaS revenue over the threshold; none: not stated
    std::optional<bool> attributionNeeded;          ///< users or monthly revenue over the thresholds; none: not stated
    double volumePerMonth = 0.0;                    ///< output tokens a month question 4 compares
    std::optional<double> breakevenVolume;          ///< Q* against the cheapest enabled offer; none without one
    std::optional<FeasibleAlternative> alternative; ///< NotFeasible: what would work, when the catalog has it
    /// The cheapest feasible plan without a hybrid split (those are weighed by the hybrid rule), named when
    /// the scenario is not feasible or when it costs at least
    /// planAdviceMargin less a month than the scenario's hardware; none otherwise.
    std::optional<Plan> plan;
    std::optional<double> planSavesUsd; ///< a feasible scenario's monthly total less the plan's
    /// The sentence naming the plan, what it costs and how it compares with the API (also in the
    /// reasons); empty without a plan.
    QString planText;
    /// planText without the caveats: what the plan is, what it costs and how it compares with the API.
    QString planLead;
    /// What the plan's figures leave out, one sentence each (latencies not checked, planCaveats(), then
    /// planPriceNote): planText's middle and the price note, for a view that shows them on demand.
    QStringList planCaveats;
    /// "Its GPU price is the catalog's as of 2025-01-01, 700 days old: ..." when the plan's price is a
    /// catalog quote more than 90 days old (planStalePriceText()); a reason after planText, and beside a
    /// feasible scenario's cheaper plan; empty otherwise.
    QString planPriceNote;
    /// With a planned day whose month differs from the operating point's (a throughput or utilization
    /// moved away from the day: T * Hu * hours is not the day's volume), what the offers table reads and
    /// how to make them agree: a reason, and said after the headline (Answer::volumeNote); empty when
    /// the two months agree within volumeNoteTolerance.
    QString volumeNote;
};

/// How far apart (a share of the day's month) the operating point's and a planned day's months may be
/// before Decision::volumeNote says so: the shipped presets state a rounded utilization (43.3333 %).
inline constexpr double volumeNoteTolerance = 0.005;

/// The decision of \a scenario evaluated as \a evaluation with its hybrid \a plan; numbers in the
/// reasons written with \a locale, money in \a currency at \a perUsd units per USD (the license's
/// thresholds stay in USD, as the license states them).
/// \a catalog is where an infeasible scenario's alternative is looked for (null: the built-in one);
/// \a plans, the plan search over it, gives the plan the answer names (Decision::plan; null: none).
[[nodiscard]] Decision decide(const Scenario &scenario, const Evaluation &evaluation, const HybridPlan &plan,
    const QLocale &locale, const QString &currency = QStringLiteral("USD"), double perUsd = 1.0,
    const GpuCatalog *catalog = nullptr, const PlanSearch *plans = nullptr);

/// "one node", "2 nodes" (translated; numbers in \a locale).
[[nodiscard]] QString nodesText(int nodes, const QLocale &locale);

/// What would work, a sentence: "16x H200 on 2 nodes fits, with 229 GB headroom." (translated).
[[nodiscard]] QString alternativeText(const FeasibleAlternative &alternative, const QLocale &locale);

/// "Nothing in the GPU catalog up to 8 nodes makes it feasible." (translated).
[[nodiscard]] QString noAlternativeText(const QLocale &locale);

/// "api", "rent-short-term", "hybrid", "self-host", "not-feasible": the JSON report's value.
[[nodiscard]] QString recommendationKey(Recommendation recommendation);
/// The recommendation in words, translated ("Use the API").
[[nodiscard]] QString recommendationText(Recommendation recommendation);
/// The JSON report's key of a question ("compliance_beyond_zdr", ..., "start_stop_not_needed").
[[nodiscard]] QString questionKey(Question question);
/// The question as the article asks it, translated.
[[nodiscard]] QString questionText(Question question);

} // namespace breakeven
