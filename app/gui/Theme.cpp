#include "Theme.h"

#include <QApplication>
#include <QSettings>
#include <QStyle>
#include <QStyleFactory>
#include <qcustomplot.h>

#include "util/enum_table.h"

namespace tcpwb::gui {
namespace {

const QString kThemeKey = QStringLiteral("view/theme");

// How a theme is spelled in the settings and on the command line (--theme).
constexpr EnumTable<Theme, 3> kThemeKeys{{{Theme::System, "system"}, {Theme::Light, "light"}, {Theme::Dark, "dark"}}};
static_assert(listsEveryEnumerator(kThemeKeys));

// What the application looked like before any theme was applied: System.
struct StartingLook {
    QString style;
    QPalette palette;
};

const StartingLook& startingLook() {
    static const StartingLook look{QApplication::style()->name(), QApplication::palette()};
    return look;
}

void styleAxis(QCPAxis* axis, const QPalette& palette) {
    const QColor text = palette.color(QPalette::WindowText);
    axis->setBasePen(QPen(text, 0));
    axis->setTickPen(QPen(text, 0));
    axis->setSubTickPen(QPen(text, 0));
    axis->setTickLabelColor(text);
    axis->setLabelColor(text);
    QColor grid = palette.color(QPalette::Mid);
    grid.setAlpha(140);
    axis->grid()->setPen(QPen(grid, 0, Qt::DotLine));
}

void stylePlot(QCustomPlot* plot, const QPalette& palette) {
    plot->setBackground(palette.brush(QPalette::Base));
    for (QCPAxisRect* rect : plot->axisRects()) {
        rect->setBackground(palette.brush(QPalette::Base));
        for (QCPAxis* axis : rect->axes()) styleAxis(axis, palette);
    }
    // The colour scale is a layout element with its own axis.
    for (QCPLayoutElement* element : plot->plotLayout()->elements(true))
        if (auto* scale = qobject_cast<QCPColorScale*>(element)) styleAxis(scale->axis(), palette);
    plot->replot(QCustomPlot::rpQueuedReplot);
}

}  // namespace

QString themeKey(Theme theme) {
    const std::string_view key = nameOf(kThemeKeys, theme);
    return QString::fromLatin1(key.data(), static_cast<qsizetype>(key.size()));
}

Theme themeFromKey(const QString& key) { return parseEnum(kThemeKeys, key.toStdString()).value_or(Theme::System); }

Theme loadTheme(const QSettings& settings) { return themeFromKey(settings.value(kThemeKey).toString()); }

void saveTheme(QSettings& settings, Theme theme) { settings.setValue(kThemeKey, themeKey(theme)); }

QPalette darkPalette() {
    // Contrast ratios of text on Window and Base stay above 7:1; disabled
    // text is dimmer but still readable.
    const QColor window(0x2b, 0x2d, 0x30), base(0x1e, 0x1f, 0x22), text(0xe6, 0xe6, 0xe6);
    const QColor button(0x35, 0x37, 0x3b), highlight(0x3d, 0x7e, 0xd6), disabled(0x80, 0x80, 0x80);
    QPalette palette;
    palette.setColor(QPalette::Window, window);
    palette.setColor(QPalette::WindowText, text);
    palette.setColor(QPalette::Base, base);
    palette.setColor(QPalette::AlternateBase, window);
    palette.setColor(QPalette::ToolTipBase, QColor(0x3c, 0x3f, 0x41));
    palette.setColor(QPalette::ToolTipText, text);
    // Placeholders and line numbers are text to read: 5:1 on the base, not the disabled grey.
    palette.setColor(QPalette::PlaceholderText, QColor(0x9a, 0x9a, 0x9a));
    palette.setColor(QPalette::Text, text);
    palette.setColor(QPalette::Button, button);
    palette.setColor(QPalette::ButtonText, text);
    palette.setColor(QPalette::BrightText, QColor(0xff, 0x6b, 0x6b));
    palette.setColor(QPalette::Link, QColor(0x8a, 0xb4, 0xf8));
    palette.setColor(QPalette::LinkVisited, QColor(0xc5, 0x8a, 0xf9));
    palette.setColor(QPalette::Highlight, highlight);
    palette.setColor(QPalette::HighlightedText, Qt::white);
    palette.setColor(QPalette::Light, QColor(0x4a, 0x4d, 0x52));
    palette.setColor(QPalette::Midlight, QColor(0x3f, 0x42, 0x46));
    palette.setColor(QPalette::Mid, QColor(0x5a, 0x5d, 0x62));
    palette.setColor(QPalette::Dark, QColor(0x18, 0x19, 0x1b));
    palette.setColor(QPalette::Shadow, Qt::black);
    for (auto role : {QPalette::WindowText, QPalette::Text, QPalette::ButtonText, QPalette::HighlightedText})
        palette.setColor(QPalette::Disabled, role, disabled);
    palette.setColor(QPalette::Disabled, QPalette::Highlight, QColor(0x50, 0x50, 0x50));
    return palette;
}

bool isDark(const QPalette& palette) { return palette.color(QPalette::Window).lightness() < 128; }

void applyTheme(Theme theme) {
    const StartingLook& start = startingLook();  // remembered before the first change
    if (theme == Theme::System) {
        QApplication::setStyle(start.style);
        QApplication::setPalette(start.palette);
        return;
    }
    QStyle* fusion = QStyleFactory::create(QStringLiteral("Fusion"));
    const QPalette palette = theme == Theme::Dark ? darkPalette() : fusion->standardPalette();
    QApplication::setStyle(fusion);
    QApplication::setPalette(palette);
}

void matchPlotsToPalette(QWidget* root) {
    const QPalette palette = QApplication::palette();
    for (QCustomPlot* plot : root->findChildren<QCustomPlot*>()) stylePlot(plot, palette);
}

}  // namespace tcpwb::gui
