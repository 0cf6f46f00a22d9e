#pragma once
// Colours with a meaning (an error's text, a flow arrow) chosen for the
// palette they are drawn on, so they keep WCAG's 4.5:1 contrast in the light
// and the dark theme alike; a fixed red that reads on white is about 2.5:1 on
// the dark theme's grey. Views ask here instead of hard-coding a colour.
#include <QColor>
#include <QPalette>

namespace tcpwb::widgets {

// WCAG 2 contrast ratio of two opaque colours, 1 (same) to 21 (black on white).
double contrastRatio(const QColor& a, const QColor& b);

bool isDarkPalette(const QPalette& palette);

// The text colour of an error message on the palette's window and base.
QColor errorTextColor(const QPalette& palette);
// A delta that is worse (more cycles) and one that is better, as text on
// the palette's base.
QColor regressionTextColor(const QPalette& palette);
QColor improvementTextColor(const QPalette& palette);
// A dependency arrow between timeline slices, on the palette's base.
QColor flowArrowColor(const QPalette& palette);

// The smallest 4.5:1 contrast text keeps against the backgrounds a view
// draws it on: the palette's Base, AlternateBase (a table's other rows) and Window.
inline constexpr double kMinimumTextContrast = 4.5;
double worstTextContrast(const QColor& text, const QPalette& palette);
// `wanted` if it keeps kMinimumTextContrast on the palette's backgrounds,
// else the same hue made lighter (on a dark palette) or darker (a light one)
// until it does: a meaning colour (slower is red) stays that colour and legible.
QColor legibleOn(const QColor& wanted, const QPalette& palette);
// Text that steps back (padding rows, flits past a filter's valid count):
// half-way from the text colour to the base, made legible.
QColor mutedTextColor(const QPalette& palette);

}  // namespace tcpwb::widgets
