#include "toolkit/PaletteColors.h"

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
QColor improvementTextColor(const QPalette& palette) { return isDarkPalette(palette) ? QColor(0x81, 0xc7, 0x84) : QColor(0x1b, 0x5e, 0x20); }

QColor flowArrowColor(const QPalette& palette) { return isDarkPalette(palette) ? QColor(0xff, 0x9e, 0x80) : QColor(0xb0, 0x3a, 0x2e); }

}  // namespace tcpwb::widgets
