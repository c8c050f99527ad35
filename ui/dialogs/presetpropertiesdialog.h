#pragma once

/// \file presetpropertiesdialog.h
/// File > Properties: the preset's name, description (where the figures come from), author and
/// date. Accepting applies all four to the document as one undo step.

#include <QDialog>

class QLineEdit;
class QPlainTextEdit;

namespace breakeven {

class ScenarioDocument;

class PresetPropertiesDialog : public QDialog {
    Q_OBJECT
public:
    explicit PresetPropertiesDialog(ScenarioDocument *document, QWidget *parent = nullptr);

    /// Writes the fields to the document (one undo step; nothing when nothing changed).
    void apply();

private:
    ScenarioDocument *m_document;
    QLineEdit *m_name;
    QPlainTextEdit *m_description;
    QLineEdit *m_author;
    QLineEdit *m_date;
};

} // namespace breakeven
