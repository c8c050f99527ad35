#pragma once

/// \file steadylabel.h
/// A word-wrapped label whose text changes without laying the window out again.

#include <QElapsedTimer>
#include <QWidget>

class QLabel;
class QTimer;

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
    /// While throttled, a text that comes within throttleMs of the last one shown waits, and the
    /// newest waiting text is shown when that interval ends.
    void setText(const QString &text);
    /// What setText() last received: the text shown, or the one waiting to be.
    [[nodiscard]] QString text() const;

    /// The least time between two texts shown while throttled: ten a second, as many as a reader
    /// follows, where a slider drag asks for one per step (each a wrap of the whole text).
    static constexpr int throttleMs = 100;
    /// Throttles setText() while \a on (the window turns it on while a slider is held); turning it
    /// off shows the waiting text at once.
    void setThrottled(bool on);

    [[nodiscard]] QSize sizeHint() const override;
    [[nodiscard]] QSize minimumSizeHint() const override;
    [[nodiscard]] bool hasHeightForWidth() const override { return true; }
    [[nodiscard]] int heightForWidth(int width) const override;

protected:
    void resizeEvent(QResizeEvent *event) override;
    bool event(QEvent *event) override;

private:
    void showText(const QString &text);

    QLabel *m_label;
    QTimer *m_wait;        ///< ends the interval a throttled text waits for; active while one waits
    QElapsedTimer m_shown; ///< since the last text was shown
    QString m_waiting;     ///< the newest text not shown yet (while m_wait is active)
    bool m_throttled = false;
    bool m_textSet = false; ///< setText() measured what the label's layout request asks for
    mutable int m_cachedWidth = -1;
    mutable int m_cachedHeight = 0;
};

} // namespace breakeven
