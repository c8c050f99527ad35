#pragma once

/// \file registrytablemodel.h
/// One table model for every list of the preset the window edits in a table (the offers, the
/// overhead lines, the decode curve's points, the exchange rates, the ranges): its rows are the
/// elements of one registry family (core/parameters.h, Collection) in the Scenario it was last
/// given, or another list of that Scenario (Rows: the ranges), its columns a list of that family's
/// registry entries (numeric Parameters, text, flag and currency Fields) and, beside them, columns
/// an editor computes from the row, read only or edited through the editor's own check and change
/// (Column::edit). It keeps no copy of the rows besides that Scenario value.
///
/// A number cell shows its value through format::number (the window's locale) with at least the
/// registry's decimals, and more when the value has them (up to six, so a price of 0.035 reads
/// 0.035); its edit role is the value itself. setData() checks a value with the registry
/// (Domain::problem, Field::problem, then the editor's own check), and either commits it as one
/// undo step on the document or changes nothing and says why (refused(), lastProblem()).

#include "parameters.h"
#include "scenario.h"

#include <QAbstractTableModel>
#include <QString>
#include <QStringList>

#include <cstddef>
#include <functional>
#include <optional>
#include <vector>

namespace breakeven {

class ScenarioDocument;

class RegistryTableModel : public QAbstractTableModel {
    Q_OBJECT
public:
    /// An edit of a computed cell: refused with \a problem, or \a set applied as one undo step named
    /// \a undoText (empty: Behaviour::undoText's).
    struct Edit {
        std::optional<QString> problem;
        std::function<void(Scenario &)> set;
        QString undoText;
    };
    /// One column: a registry entry of the family, or a text computed from the row.
    struct Column {
        const Parameter *parameter = nullptr;
        const Field *field = nullptr;
        /// The header; empty: the registry entry's label (with its unit in parentheses).
        QString header;
        /// A computed column's text for element \a row (neither parameter nor field).
        std::function<QString(const Scenario &, std::size_t row)> text;
        /// Every cell's tooltip; empty: none, or the text itself for a text field (a long source).
        QString toolTip;
        /// A computed column the user edits: the cell's edit role value (a number, or the index of
        /// one of \a choices).
        std::function<QVariant(const Scenario &, std::size_t row)> value;
        /// A computed column the user edits: what setting the cell to \a value does (see Edit).
        std::function<Edit(const Scenario &, std::size_t row, const QVariant &value)> edit;
        /// A choice column's choices (ChoicesRole): value() is the chosen one's index.
        QStringList choices;
    };
    /// data() role of a choice column's cells: its choices (a QStringList), for a combo box editor.
    static constexpr int ChoicesRole = Qt::UserRole + 1;
    /// The column of the family entry \a key ("offers[].output", "offers[].enabled"): a registry
    /// Parameter or Field (a programming error when there is none).
    [[nodiscard]] static Column entry(const char *key, const QString &header = {});
    /// A read-only column of \a header computed from the row.
    [[nodiscard]] static Column computed(const QString &header,
        std::function<QString(const Scenario &, std::size_t row)> text, const QString &toolTip = {});
    /// A column of \a header computed from the row that the user edits: \a text shows the cell,
    /// \a value is its edit role value and \a edit checks and makes a change (\a choices: a choice
    /// column, \a value the chosen index).
    [[nodiscard]] static Column editable(const QString &header,
        std::function<QString(const Scenario &, std::size_t row)> text,
        std::function<QVariant(const Scenario &, std::size_t row)> value,
        std::function<Edit(const Scenario &, std::size_t row, const QVariant &value)> edit,
        const QStringList &choices = {});

    /// The rows of the table: how many \a scenario has, and whether two scenarios show the same
    /// rows and cells (a change of anything else repaints nothing).
    struct Rows {
        std::function<std::size_t(const Scenario &)> size;
        std::function<bool(const Scenario &, const Scenario &)> same;
    };
    /// The rows of the registry family \a family (collectionSize()).
    [[nodiscard]] static Rows rowsOf(Collection family);

    /// What an editor adds to the registry's rules. Every member is optional but undoText.
    struct Behaviour {
        /// The undo step's name for an edit of \a column to \a value (Qt::Checked for a ticked flag).
        std::function<QString(int column, const QVariant &value)> undoText;
        /// The merge key (mergekey::...) of an edit of the cell; none or negative: never merges.
        std::function<int(int row, int column)> mergeKey;
        /// Why \a value may not go to the numeric cell even though the registry's domain allows it.
        std::function<std::optional<QString>(const Scenario &, std::size_t row, int column, double value)> check;
        /// Runs in the same undo step once the cell's value is set in \a after (from \a before).
        std::function<void(const Scenario &before, Scenario &after, std::size_t row, int column)> afterEdit;
        /// Roles the model does not answer itself (an accessible text, a tooltip); invalid: none.
        std::function<QVariant(const Scenario &, std::size_t row, int column, int role)> data;
        /// Applies an accepted edit; none: as one undo step on the document (ScenarioDocument::modify).
        std::function<void(const QString &text, const std::function<void(Scenario &)> &edit, int mergeKey)> commit;
    };

    /// A model of \a rows in \a document's scenario, following its changes; \a document may be null
    /// when \a behaviour commits by itself (then the owner calls setScenario()).
    RegistryTableModel(ScenarioDocument *document, Rows rows, std::vector<Column> columns, Behaviour behaviour,
        QObject *parent = nullptr);
    /// A model of \a family's elements (rowsOf(\a family)).
    RegistryTableModel(ScenarioDocument *document, Collection family, std::vector<Column> columns, Behaviour behaviour,
        QObject *parent = nullptr)
        : RegistryTableModel(document, rowsOf(family), std::move(columns), std::move(behaviour), parent)
    {
    }

    /// Shows \a scenario's elements of the family: rows come and go at the end, and the cells say
    /// they changed when the family's elements differ from those shown.
    void setScenario(const Scenario &scenario);
    [[nodiscard]] const Scenario &scenario() const { return m_scenario; }
    [[nodiscard]] const Column &column(int column) const;

    /// Why the last setData() was refused (the registry's words, or the editor's check), or nothing
    /// after an accepted one.
    [[nodiscard]] const std::optional<QString> &lastProblem() const { return m_lastProblem; }
    /// Whether \a value, given to setData(), is a number (or text that reads as one).
    [[nodiscard]] static bool isNumber(const QVariant &value);

    [[nodiscard]] int rowCount(const QModelIndex &parent = {}) const override;
    [[nodiscard]] int columnCount(const QModelIndex &parent = {}) const override;
    [[nodiscard]] QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    [[nodiscard]] QVariant headerData(int section, Qt::Orientation orientation, int role) const override;
    [[nodiscard]] Qt::ItemFlags flags(const QModelIndex &index) const override;
    /// A number (or text to read as one; empty: none for an optional field), a text, a currency
    /// code or a check state: checked with the registry, then committed. False when refused.
    bool setData(const QModelIndex &index, const QVariant &value, int role = Qt::EditRole) override;

Q_SIGNALS:
    /// An edit of \a index to \a value was refused: \a problem says why in the registry's words (not
    /// naming the row or column; for text that is no number, as `--set` says it).
    void refused(const QModelIndex &index, const QString &problem, const QVariant &value);
    /// An edit of the cell at \a row, \a column was committed (the element may have moved since).
    void committed(int row, int column, const QVariant &value);

private:
    bool refuse(const QModelIndex &index, const QString &problem, const QVariant &value);
    void apply(const QModelIndex &index, const QVariant &value, const std::function<void(Scenario &)> &set,
        const QString &undoText = {});

    ScenarioDocument *m_document;
    Rows m_rows;
    std::vector<Column> m_columns;
    Behaviour m_behaviour;
    Scenario m_scenario;
    std::optional<QString> m_lastProblem;
};

} // namespace breakeven
