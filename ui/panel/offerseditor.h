#pragma once

/// \file offerseditor.h
/// A dialog listing the scenario's API offers: enable or disable each, edit its prices, currency,
/// as-of date and source, add a custom offer or remove one. Every edit is one undo step on the
/// document; editing a price or currency marks the offer as edited by the user, with the date
/// (Offer::editedOn, Offer::editedFields), which the reports then name. The table is a
/// RegistryTableModel over the offers: a price or currency the registry refuses (param::offerOutput
/// and its siblings' domains, an unknown currency) changes nothing and is named under the table.

#include <QDialog>

class QLabel;
class QPushButton;
class QTableView;

namespace breakeven {

class RegistryTableModel;
class ScenarioDocument;

class OffersEditor : public QDialog {
    Q_OBJECT
public:
    enum Column {
        EnabledColumn,
        ProviderColumn,
        ModelColumn,
        CachedColumn,
        InputColumn,
        OutputColumn,
        CurrencyColumn,
        AsOfColumn,
        SourceColumn,
        EditedColumn, ///< read only: which prices the user changed from the source, and when
        ColumnCount
    };

    explicit OffersEditor(ScenarioDocument *document, QWidget *parent = nullptr);

    /// Appends a custom offer (one undo step) and selects it.
    void addCustomOffer();
    void removeCurrentOffer();

private:
    void sync();

    ScenarioDocument *m_document;
    RegistryTableModel *m_model;
    QTableView *m_table;
    QPushButton *m_remove;
    QLabel *m_problem; ///< why the last edit was refused (plain text); hidden when it was not
};

} // namespace breakeven
