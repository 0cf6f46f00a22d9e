#pragma once
// File > Export View…: any view as PNG, SVG or PDF, chosen by the file's
// suffix. QCustomPlot plots draw themselves (toPixmap, toPainter), so in SVG
// and PDF their axes and colour maps come out as vectors; every other widget
// is rendered with QWidget::render. The file is drawn in memory and written
// with widgets::writeFileAtomically: a failed export leaves no partial file
// and never replaces an existing one.
#include <QString>

class QPixmap;
class QWidget;

namespace tcpwb::gui {

enum class ExportFormat { Png, Svg, Pdf };

// From the path's suffix (case-insensitive); false when it is none of
// .png, .svg, .pdf.
bool exportFormatFor(const QString& path, ExportFormat* format);

// Writes view to path; an empty string on success, else what went wrong.
// PNGs keep the screen's device pixel ratio, so a 2x screen gives a 2x image.
QString exportView(QWidget* view, const QString& path);

// A PNG of pixmap at path, written the same way (tcpwb --screenshot); an
// empty string on success, else what went wrong.
QString writePng(const QPixmap& pixmap, const QString& path);

// The name filter for the save dialog.
QString exportFilter();

}  // namespace tcpwb::gui
