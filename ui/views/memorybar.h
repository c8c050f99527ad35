#pragma once

/// \file memorybar.h
/// The hardware-fit view's stacked bar: weights, KV cache, per-sequence state and runtime reserve
/// against the usable and the installed memory (MemoryBreakdown), with a legend of the sizes.

#include "hardwarefit.h"

#include <QWidget>

#include <utility>

namespace breakeven {

class MemoryBar : public QWidget {
    Q_OBJECT
public:
    explicit MemoryBar(QWidget *parent = nullptr);

    void setBreakdown(const MemoryBreakdown &breakdown);
    [[nodiscard]] const MemoryBreakdown &breakdown() const { return m_breakdown; }

    /// The segments' names, translated, in drawing order (weights, KV cache, state, reserve).
    [[nodiscard]] static QStringList segmentNames();

    /// \a value decimal GB as the bar writes it ("1,561 GB", "0.7 GB").
    [[nodiscard]] static QString gb(double value);

    /// Where the labels of the usable and the installed line start, left to right in [\a left, \a right]
    /// (pixels): the usable one ends just left of its line at \a usableX, the installed one starts just
    /// right of its line at \a installedX; where they would overlap (the installed one pushed in from the
    /// right edge, the two lines close) the usable one moves left of the installed one.
    [[nodiscard]] static std::pair<double, double> labelStarts(
        double usableX, double usableWidth, double installedX, double installedWidth, double left, double right);

    [[nodiscard]] QSize sizeHint() const override;
    [[nodiscard]] QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    MemoryBreakdown m_breakdown;
};

} // namespace breakeven
