#pragma once

/// \file decisionmapchart.h
/// The decision map (MODEL.md section 10): a grid over two parameters, each cell coloured by the
/// cheapest feasible option there (self-hosting or an offer, the offers' chart colours) and shaded
/// by the margin (paler: a closer call), the break-even contour dotted, the operating point
/// marked. Clicking a cell, or moving the cell cursor with the arrow keys and pressing Enter,
/// asks to move the scenario there (cellActivated()). Drawn with QPainter, so PDF and SVG exports
/// get vectors. Its figures: decisionMapData() (sensitivitychartdata.h).

#include "paintedchart.h"
#include "sensitivitychartdata.h"

#include <QColor>

namespace breakeven {

class DecisionMapChart : public PaintedChart {
    Q_OBJECT
public:
    explicit DecisionMapChart(QWidget *parent = nullptr);

    /// The map of the input's scenario over the default axes, offers in their chart colours.
    void setInput(const ChartInput &input) override;
    void setData(DecisionMapData data, std::vector<int> offerColors, std::vector<QString> optionLabels);
    [[nodiscard]] const DecisionMapData &data() const { return m_data; }

    /// Draws the chart into \a target.
    void renderChart(QPainter *painter, const QRectF &target) override;

    /// The colour of a cell picking \a option with \a margin (USD; NaN: not feasible).
    [[nodiscard]] QColor cellColor(int option, double margin) const;
    /// The cell at \a pos (widget coordinates) in the last drawing, or (-1, -1).
    [[nodiscard]] QPoint cellAt(QPointF pos) const;
    /// The centre of cell (\a i, \a j) in the last drawing (widget coordinates).
    [[nodiscard]] QPointF cellCenter(int i, int j) const;
    /// The keyboard's cell cursor (column, row), or (-1, -1) before it is used.
    [[nodiscard]] QPoint cursor() const { return m_cursor; }

Q_SIGNALS:
    /// Move the scenario to cell (\a i, \a j): x.path at \a x and y.path at \a y (preset units).
    void cellActivated(const QString &xPath, double x, const QString &yPath, double y);

protected:
    void mousePressEvent(QMouseEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    void focusOutEvent(QFocusEvent *event) override;

private:
    /// An option's full colour: an offer's line colour, self-hosting's blue, grey for none.
    [[nodiscard]] QColor optionColor(int option) const;
    /// \a full, paler the closer the call (\a margin against the map's largest; NaN: palest).
    [[nodiscard]] QColor shaded(const QColor &full, double margin) const;
    void activate(int i, int j);
    [[nodiscard]] QString decisionOptionLabelFor(int option) const;

    DecisionMapData m_data;
    std::vector<int> m_offerColors;      ///< per offer, its line's colour index (offerColors())
    std::vector<QString> m_optionLabels; ///< per offer, its name; the last: self-hosting
    QRectF m_plot;                       ///< the grid in the last drawing of the widget
    QPoint m_cursor { -1, -1 };
};

} // namespace breakeven
