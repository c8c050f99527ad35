#pragma once

/// \file steadylabel.h
/// A word-wrapped label whose text changes without laying the window out again.

#include <QWidget>

class QLabel;

namespace breakeven {

/// Holds a word-wrapped QLabel (label()) and lays it out itself. A QLabel in a layout asks the
/// whole window to lay itself out again on every setText(): every splitter, tab page and panel
/// measures its children, and the label wraps its text several times over (heightForWidth), on
/// each step of a slider drag. Here a new text changes the geometry only when it needs a
/// different height at the current width; otherwise it is only repainted.
class SteadyLabel : public QWidget {
    Q_OBJECT
public:
    explicit SteadyLabel(QWidget *parent = nullptr);

    /// The label itself: its font, format and flags are set on it; setText() sets its text.
    [[nodiscard]] QLabel *label() const { return m_label; }
    /// Shows \a text, updating the geometry only when its height at the current width changes.
    void setText(const QString &text);

    [[nodiscard]] QSize sizeHint() const override;
    [[nodiscard]] QSize minimumSizeHint() const override;
    [[nodiscard]] bool hasHeightForWidth() const override { return true; }
    [[nodiscard]] int heightForWidth(int width) const override;

protected:
    void resizeEvent(QResizeEvent *event) override;
    bool event(QEvent *event) override;

private:
    QLabel *m_label;
    bool m_textSet = false; ///< setText() measured what the label's layout request asks for
    mutable int m_cachedWidth = -1;
    mutable int m_cachedHeight = 0;
};

} // namespace breakeven
