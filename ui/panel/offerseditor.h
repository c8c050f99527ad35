#pragma once

/// \file offerseditor.h
/// A dialog listing the scenario's API offers: enable or disable each, edit its prices, currency,
/// as-of date and source, add a custom offer or remove one. Every edit is one undo step on the
/// document; editing a price or currency marks the offer as edited by the user, with the date
/// (Offer::editedOn, Offer::editedFields), which the reports then name.

#include <QDialog>

#include <vector>

#include "scenario.h"

class QPushButton;
class QTableWidget;

namespace breakeven {

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

    [[nodiscard]] QTableWidget *table() const { return m_table; }
    /// Appends a custom offer (one undo step) and selects it.
    void addCustomOffer();
    void removeCurrentOffer();

private:
    void sync();
    void onItemChanged(int row, int column);

    ScenarioDocument *m_document;
    QTableWidget *m_table;
    QPushButton *m_remove;
    std::vector<Offer> m_shown;
};

} // namespace breakeven
