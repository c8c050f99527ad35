#pragma once

/// \file decodepointseditor.h
/// The decode curve's measured points (`hardware.decode_points`, MODEL.md section 7) as an
/// editable table in the scenario panel: concurrency and aggregate output tok/s per row, the
/// per-user speed beside them (read only). Adding, removing and editing a point is one undo step
/// on the document each. A value the registry refuses (core/parameters.h: a concurrency that is
/// no whole number of at least 1, an output that is not above 0) or a concurrency another point
/// already has changes nothing and is named under the table; the points stay sorted by
/// concurrency (an edited concurrency moves its row). The table is a RegistryTableModel over the
/// points.

#include <QString>
#include <QWidget>

#include <optional>

class QLabel;
class QPushButton;
class QTableView;

namespace breakeven {

class RegistryTableModel;
class ScenarioDocument;

class DecodePointsEditor : public QWidget {
    Q_OBJECT
public:
    enum Column {
        ConcurrencyColumn,
        OutputColumn,
        PerUserColumn,  ///< read only: output / concurrency
        TtftColumn,     ///< the run's p90 time to first token, ms (optional)
        TpotColumn,     ///< the run's p90 time per output token, ms (optional)
        InFlightColumn, ///< a request-rate run's requests in flight by Little's law (optional)
        ColumnCount
    };

    explicit DecodePointsEditor(ScenarioDocument *document, QWidget *parent = nullptr);

    /// Appends a point at twice the last concurrency (1 for the first) with the last point's
    /// output (one undo step) and selects it.
    void addPoint();
    /// Removes the selected point (one undo step).
    void removeCurrentPoint();
    /// Sets the cell at \a row, \a column (any but PerUserColumn; empty text clears a latency) from \a text, as
    /// typing it does; returns why it was refused (also shown under the table), or nothing.
    std::optional<QString> setCell(int row, int column, const QString &text);

private:
    void sync();
    /// Selects the point an edit of \a row, \a column to \a value moved (a concurrency keeps the points sorted).
    void followEdit(int row, int column, const QVariant &value);
    void showProblem(const QString &problem);

    ScenarioDocument *m_document;
    RegistryTableModel *m_model;
    QTableView *m_table;
    QPushButton *m_add;
    QPushButton *m_remove;
    QLabel *m_problem; ///< why the last edit was refused (plain text); hidden when it was not
};

} // namespace breakeven
