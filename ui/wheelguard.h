#pragma once

/// \file wheelguard.h
/// The mouse wheel never edits a control that does not have the focus (#33 item 1). Scrolling the
/// parameter panel used to change every slider, spin box and combo box that passed under the
/// pointer; now such a control gets the focus only by a click or Tab (Qt::StrongFocus, not
/// Qt::WheelFocus), and a wheel turned over it while it has no focus scrolls the nearest scroll
/// area around it instead (or nothing, outside one). A control with the focus takes the wheel as
/// before: click it, then turn the wheel.

class QObject;

namespace breakeven {

/// Guards every slider, spin box and combo box of the application, those made later included
/// (an application event filter). Idempotent: the window calls it when it is made.
void guardWheel();

/// Whether \a object is a control the guard keeps from the wheel without the focus: a slider (not
/// a scroll bar), a spin box or a combo box.
[[nodiscard]] bool isWheelGuarded(const QObject *object);

} // namespace breakeven
