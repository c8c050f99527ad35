#pragma once

/// \file parameterslider.h
/// One scenario parameter: a label, a slider and a spin box that stay in sync.

#include <QString>
#include <QWidget>

#include <vector>

class QDoubleSpinBox;
class QLabel;
class QSlider;

namespace breakeven {

class BandSlider;

/// A slider paired with a QDoubleSpinBox. The slider maps linearly or logarithmically onto
/// [minimum, maximum]; the spin box shows the value with a unit suffix. A value outside
/// [minimum, maximum] (set from a preset) is shown as it is by the spin box, whose range widens
/// to include it, while the slider stays pinned at its end until the user moves it. Values are in model
/// units (e.g. 0..1 for a share); \a displayScale converts them for display (100 for percent).
class ParameterSlider : public QWidget {
    Q_OBJECT
public:
    enum class Mapping { Linear, Logarithmic };

    /// A shaded reference range on the slider, in model units; with high <= low, a point mark
    /// (a tick: a source's figure, such as a measured throughput).
    struct Band {
        double low;
        double high;
        QString label;
    };

    ParameterSlider(const QString &label, double minimum, double maximum, Mapping mapping, QWidget *parent = nullptr);

    /// Decimals the spin box shows (more when a value needs them) and the slider snaps to.
    void setDecimals(int decimals);
    void setSuffix(const QString &suffix);
    void setDisplayScale(double scale);
    [[nodiscard]] double displayScale() const { return m_scale; }
    /// Replaces the label (its mnemonic included), as the GPU price's does when stated per node.
    void setLabelText(const QString &text);
    void setSingleStep(double step); ///< spin box step, in display units
    void setBands(std::vector<Band> bands);
    void setRange(double minimum, double maximum);

    /// What the parameter models, in one sentence: the tooltip of the label, the spin box and
    /// the slider (followed by the bands' labels) and their accessible description.
    void setDescription(const QString &description);
    [[nodiscard]] QString description() const { return m_description; }
    /// Disables the control and leads its tooltip with \a reason: why the parameter cannot act
    /// on the answer and what to change so that it can. An empty \a reason enables it again.
    void setInactiveReason(const QString &reason);
    [[nodiscard]] QString inactiveReason() const { return m_inactiveReason; }

    /// Makes the parameter optional: the spin box's lowest value, 0, reads \a text ("no limit")
    /// and stands for "none" (noneChosen()). Only for parameters whose every value is above 0.
    void setNoneText(const QString &text);
    [[nodiscard]] QString noneText() const { return m_noneText; }

    /// Shows \a value without emitting valueEdited().
    void setValue(double value);
    /// Shows "none" (the none text, the slider at its start) without emitting noneChosen().
    void setNone();
    [[nodiscard]] double value() const { return m_value; }
    /// The optional parameter is shown as none.
    [[nodiscard]] bool isNone() const { return m_none; }

    [[nodiscard]] QSlider *slider() const;
    [[nodiscard]] QLabel *label() const { return m_label; }
    [[nodiscard]] const std::vector<Band> &bands() const;

    /// Slider position (0..sliderSteps) of \a value, and back.
    [[nodiscard]] int positionOf(double value) const;
    [[nodiscard]] double valueAt(int position) const;

Q_SIGNALS:
    /// The user changed the value (slider or spin box), in model units.
    void valueEdited(double value);
    /// The user chose "none" for an optional parameter (setNoneText()).
    void noneChosen();
    void sliderPressed();
    void sliderReleased();

private:
    void onSliderMoved(int position);
    void onSpinChanged(double display);
    void updateSpinRange();
    void updateToolTips();
    [[nodiscard]] int decimalsFor(double display) const;

    QLabel *m_label;
    BandSlider *m_slider;
    QDoubleSpinBox *m_spin;
    QString m_description;
    QString m_inactiveReason;
    QString m_noneText;
    double m_min;
    double m_max;
    Mapping m_mapping;
    double m_scale = 1.0;
    double m_value = 0.0;
    bool m_none = false;
    int m_decimals = 2; ///< configured spin box decimals (more are shown for values that need them)
    int m_steps = 1000;
    /// The spin box's decimals and range as last set: set again only when they change, since
    /// each set makes the whole panel lay out again (QAbstractSpinBox::updateGeometry()), which
    /// on every step of a drag costs more than the step.
    int m_spinDecimals = -1;
    double m_spinMin = 0.0;
    double m_spinMax = -1.0;
};

} // namespace breakeven
