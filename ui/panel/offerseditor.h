#pragma once

/// \file offerseditor.h
/// A dialog listing the scenario's API offers: enable or disable each, edit its prices, currency,
/// as-of date and source, add a custom offer or remove one. Every edit is one undo step on the
/// document; editing a price or currency marks the offer as edited by the user, with the date
/// (Offer::editedOn, Offer::editedFields), which the reports then name. The table is a
/// RegistryTableModel over the offers: a price or currency the registry refuses (param::offerOutput
/// and its siblings' domains, an unknown currency) changes nothing and is named under the table.

#include <QDialog>

#include <functional>
#include <optional>

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
        EditedColumn,         ///< read only: which prices the user changed from the source, and when
        AgeColumn,            ///< read only: how old the price is; "... (old price)" past stalePriceDays (priceage.h)
        RequestsPerMinColumn, ///< the API's rate limits and per-user speed (offerlimits.h)
        TokensPerMinColumn,
        PerUserColumn,
        KeepColumn, ///< kept in the cheapest offer despite its limits
        ColumnCount
    };

    explicit OffersEditor(ScenarioDocument *document, QWidget *parent = nullptr);

    /// Appends a custom offer (one undo step) and selects it.
    void addCustomOffer();
    void removeCurrentOffer();

    /// Import prices...: asks for a price list (chooseFile) and a model pattern (askPattern), then
    /// importPrices().
    void importPricesInteractively();
    /// Reads LiteLLM's price file or a saved OpenRouter models listing at \a file (core/io/priceimport.h)
    /// and adds the entries \a pattern names as offers, or gives an offer of the same provider and model
    /// the new prices: one undo step. The prices are as of the file's modification date. An ambiguous or
    /// unmatched pattern, or a file that is no price list, changes nothing and is named under the table.
    /// True when imported; status() says what happened either way.
    bool importPrices(const QString &file, const QString &pattern);
    /// What the last import or refused edit said (plain text); empty when nothing did.
    [[nodiscard]] QString status() const;

    /// Asks which price list to read; empty: cancelled. The default is a file dialog.
    std::function<QString()> chooseFile;
    /// Asks for the model pattern; nullopt: cancelled. The default is an input dialog.
    std::function<std::optional<QString>()> askPattern;

private:
    void sync();

    ScenarioDocument *m_document;
    RegistryTableModel *m_model;
    QTableView *m_table;
    QPushButton *m_remove;
    QLabel *m_problem; ///< why the last edit was refused, or what an import did (plain text); hidden otherwise
};

} // namespace breakeven
