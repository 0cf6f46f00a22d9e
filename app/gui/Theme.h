#pragma once
// View > Theme: Light, Dark or System. Light and Dark use the Fusion style
// with its own palette or a dark one; System puts back the style and palette
// the application started with. QCustomPlot does not follow the palette by
// itself, so the plots (the switch's snoop bitmap, the valid-count heatmap)
// are recoloured to match: backgrounds, axes, ticks and labels. Their colour
// maps (viridis) read the same on both.
#include <QPalette>
#include <QString>

class QSettings;
class QWidget;

namespace tcpwb::gui {

enum class Theme { System, Light, Dark };

QString themeKey(Theme theme);           // "system", "light", "dark"
Theme themeFromKey(const QString& key);  // anything else: System

Theme loadTheme(const QSettings& settings);
void saveTheme(QSettings& settings, Theme theme);

QPalette darkPalette();
bool isDark(const QPalette& palette);

// Sets the application's style and palette.
void applyTheme(Theme theme);
// Recolours every QCustomPlot under root to the application's palette.
void matchPlotsToPalette(QWidget* root);

}  // namespace tcpwb::gui
