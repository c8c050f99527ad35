#pragma once

/// \file steadylabel.h
/// A word-wrapped label whose text changes without laying the window out again.

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
    /// While throttled, a text waits for the label's next slot, one every throttleMs on a clock every
    /// SteadyLabel shares, offset by its phase (setThrottlePhase()); the newest waiting text is shown
    /// then.
    void setText(const QString &text);
    /// What setText() last received: the text shown, or the one waiting to be.
    [[nodiscard]] QString text() const;

    /// The least time between two texts shown while throttled: ten a second, as many as a reader
    /// follows, where a slider drag asks for one per step (each a wrap of the whole text).
    static constexpr int throttleMs = 100;
    /// Throttles setText() while \a on (the window turns it on while a slider is held); turning it
    /// off shows the waiting text at once.
    void setThrottled(bool on);
    /// Where in each throttleMs interval this label's slot lies, 0 to throttleMs - 1 ms (0 by default).
    /// Labels throttled together get different phases, so that one step of a drag wraps one label's
    /// text, not all of them at once (each is a text layout of the whole paragraph, or two).
    void setThrottlePhase(int ms);
    /// The slot a throttled text that comes at \a now (ms on the shared clock) waits for, for a label
    /// of phase \a phase whose last wait was for \a lastSlot: the first phase + k * throttleMs not
    /// before \a now, and a later one when that slot showed a text already.
    [[nodiscard]] static qint64 nextSlot(qint64 now, int phase, qint64 lastSlot);

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
    QTimer *m_wait;     ///< ends the wait for the label's slot; active while a throttled text waits
    QString m_waiting;  ///< the newest text not shown yet (while m_wait is active)
    int m_phase = 0;    ///< ms into each throttleMs interval of the shared clock
    qint64 m_slot = -1; ///< the slot (shared clock, ms) the last wait was for
    bool m_throttled = false;
    bool m_textSet = false; ///< setText() measured what the label's layout request asks for
    mutable int m_cachedWidth = -1;
    mutable int m_cachedHeight = 0;
};

} // namespace breakeven
