#include "widgets/toolkit/PaletteColors.h"

#include <algorithm>
#include <cmath>

namespace tcpwb::widgets {
namespace {

double relativeLuminance(const QColor& c) {
    auto channel = [](double v) { return v <= 0.04045 ? v / 12.92 : std::pow((v + 0.055) / 1.055, 2.4); };
    return 0.2126 * channel(c.redF()) + 0.7152 * channel(c.greenF()) + 0.0722 * channel(c.blueF());
}

}  // namespace

double contrastRatio(const QColor& a, const QColor& b) {
    const double la = relativeLuminance(a), lb = relativeLuminance(b);
    return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}

bool isDarkPalette(const QPalette& palette) { return palette.color(QPalette::Window).lightness() < 128; }

// Material's red 800 on light backgrounds (6:1 on white), its red A100 on dark ones (7:1 on #2b2b2b).
QColor errorTextColor(const QPalette& palette) { return isDarkPalette(palette) ? QColor(0xff, 0x8a, 0x80) : QColor(0xc6, 0x28, 0x28); }

QColor regressionTextColor(const QPalette& palette) { return errorTextColor(palette); }

// Material's green 900 on light backgrounds (6.8:1 on Fusion's #efefef window), its green 300 on dark ones (7:1 on #2b2b2b).
QColor improvementTextColor(const QPalette& palette) {
    return isDarkPalette(palette) ? QColor(0x81, 0xc7, 0x84) : QColor(0x1b, 0x5e, 0x20);
}

QColor flowArrowColor(const QPalette& palette) { return isDarkPalette(palette) ? QColor(0xff, 0x9e, 0x80) : QColor(0xb0, 0x3a, 0x2e); }

double worstTextContrast(const QColor& text, const QPalette& palette) {
    double worst = contrastRatio(text, palette.color(QPalette::Base));
    for (const QPalette::ColorRole role : {QPalette::AlternateBase, QPalette::Window})
        worst = std::min(worst, contrastRatio(text, palette.color(role)));
    return worst;
}

QColor legibleOn(const QColor& wanted, const QPalette& palette) {
    const bool lighten = isDarkPalette(palette);
    QColor colour = wanted.toHsl();
    // Lightness moves one step (of 255) at a time toward white or black; the
    // first legible shade is the one closest to the colour asked for.
    for (int step = 0; step <= 255; ++step) {
        if (worstTextContrast(colour, palette) >= kMinimumTextContrast) return colour.toRgb();
        const int lightness = std::clamp(colour.lightness() + (lighten ? 1 : -1), 0, 255);
        colour.setHsl(colour.hslHue(), colour.hslSaturation(), lightness);
    }
    return palette.color(QPalette::Text);
}

QColor mutedTextColor(const QPalette& palette) {
    const QColor text = palette.color(QPalette::Text), base = palette.color(QPalette::Base);
    const QColor halfway((text.red() + base.red()) / 2, (text.green() + base.green()) / 2, (text.blue() + base.blue()) / 2);
    return legibleOn(halfway, palette);
}

}  // namespace tcpwb::widgets
