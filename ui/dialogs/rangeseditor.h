#pragma once

/// \file rangeseditor.h
/// A dialog listing the scenario's `ranges` (MODEL.md section 10): per ranged parameter its low,
/// high and distribution; add a range for any numeric parameter of the registry (parameters.h)
/// the scenario has, or remove one. Every edit is one undo step on the document and is checked
/// against the parameter's domain first (distribution.h's rangeProblem(), the preset reader's own
/// check): a refused edit changes nothing and the dialog says why, naming the field and the allowed
/// values. The charts' bands and the table's probabilities follow on the next Monte Carlo run.
/// The table is a RegistryTableModel over the scenario's ranges: it keeps no copy of them.

#include "registrytablemodel.h"
#include "scenario.h"

#include <QDialog>

#include <optional>

class QComboBox;
class QLabel;
class QPushButton;
class QTableView;

namespace breakeven {

class ScenarioDocument;

class RangesEditor : public QDialog {
    Q_OBJECT
public:
    enum Column {
        ParameterColumn, ///< the parameter's label (read only; its path in the tooltip)
        PathColumn,      ///< the path as the preset writes it (read only)
        ValueColumn,     ///< the scenario's value (read only): the triangular distribution's mode
        LowColumn,
        HighColumn,
        DistributionColumn,
        ColumnCount
    };

    explicit RangesEditor(ScenarioDocument *document, QWidget *parent = nullptr);

    /// Why the last edit was refused; empty after an accepted one.
    [[nodiscard]] QString problem() const;

    /// Sets the range of \a path (one undo step) after checking it; returns the problem and changes
    /// nothing when it is refused. \a distribution none: the parameter's default.
    std::optional<QString> setRange(
        const QString &path, double low, double high, std::optional<Distribution> distribution);
    /// Adds a range for \a path around the scenario's value (one undo step): 20 % either side,
    /// within the parameter's domain. Returns the problem when \a path names no parameter with a
    /// value or already has a range.
    std::optional<QString> addRange(const QString &path);
    /// Sets the distribution of \a path's range (one undo step), as choosing it in its row does.
    std::optional<QString> setDistribution(const QString &path, Distribution distribution);
    /// Removes the range of \a path (one undo step).
    void removeRange(const QString &path);
    /// Removes the range of the current row.
    void removeCurrentRange();

private:
    /// Setting the range of \a path in \a s to [\a low, \a high] spread by \a distribution, checked
    /// as the preset reader checks it: refused, nothing to change, or the change and its undo name.
    [[nodiscard]] static RegistryTableModel::Edit rangeEdit(
        const Scenario &s, const QString &path, double low, double high, std::optional<Distribution> distribution);
    /// The add box and the remove button, after a change of the document.
    void sync();
    void showProblem(const QString &text);
    /// The distribution boxes of rows \a first to \a last, shown at all times.
    void openChoices(int first, int last);

    ScenarioDocument *m_document;
    RegistryTableModel *m_model;
    QTableView *m_table;
    /// Offers every numeric parameter element the scenario has a value for and no range yet, in the
    /// registry's order.
    QComboBox *m_addBox;
    QPushButton *m_add;
    QPushButton *m_remove;
    QLabel *m_problem;
};

} // namespace breakeven
