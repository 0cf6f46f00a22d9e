#include "ExportView.h"

#include <QBuffer>
#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QPageLayout>
#include <QPageSize>
#include <QPainter>
#include <QPdfWriter>
#include <QPixmap>
#include <QSvgGenerator>
#include <QWidget>
#include <qcustomplot.h>

#include "widgets/document/AtomicWrite.h"

namespace tcpwb::gui {
namespace {

struct Text {
    Q_DECLARE_TR_FUNCTIONS(ExportView)
};

// The view's own painting in its logical size: a plot draws itself as
// vectors (what QCustomPlot's savePdf does), any other widget is rendered.
void paintView(QWidget* view, QCPPainter& painter) {
    if (auto* plot = qobject_cast<QCustomPlot*>(view)) {
        painter.setMode(QCPPainter::pmVectorized);
        plot->toPainter(&painter, view->width(), view->height());
    } else {
        view->render(&painter, QPoint(), QRegion(), QWidget::DrawChildren);
    }
}

// Every format is drawn into memory first and written in one atomic write,
// so a failed export never leaves a half-written file behind.
QByteArray svgBytes(QWidget* view) {
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    QSvgGenerator svg;
    svg.setOutputDevice(&buffer);
    svg.setSize(view->size());
    svg.setViewBox(QRect(QPoint(0, 0), view->size()));
    svg.setTitle(view->windowTitle().isEmpty() ? view->objectName() : view->windowTitle());
    svg.setDescription(Text::tr("Exported from TCP Workbench"));
    // QCPPainter is a QPainter that QCustomPlot needs for its own drawing.
    QCPPainter painter;
    if (!painter.begin(&svg)) return {};
    paintView(view, painter);
    painter.end();
    return buffer.data();
}

QByteArray pdfBytes(QWidget* view) {
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    QPdfWriter pdf(&buffer);
    // One page exactly the widget's size (at 96 dpi), so nothing is cut or
    // shrunk to A4.
    pdf.setResolution(96);
    pdf.setPageSize(QPageSize(QSizeF(view->size()), QPageSize::Point, QString(), QPageSize::ExactMatch));
    pdf.setPageMargins(QMarginsF(0, 0, 0, 0));
    pdf.setTitle(view->windowTitle());
    pdf.setCreator(QStringLiteral("TCP Workbench"));
    QCPPainter painter;
    if (!painter.begin(&pdf)) return {};
    const QRect page = pdf.pageLayout().paintRectPixels(pdf.resolution());
    const double scale = std::min(page.width() / double(view->width()), page.height() / double(view->height()));
    painter.scale(scale, scale);
    paintView(view, painter);
    painter.end();
    return buffer.data();
}

QPixmap pixmapOf(QWidget* view) {
    if (auto* plot = qobject_cast<QCustomPlot*>(view)) return plot->toPixmap(0, 0, view->devicePixelRatioF());
    return view->grab();
}

QByteArray pngBytes(const QPixmap& pixmap) {
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    if (!pixmap.save(&buffer, "PNG")) return {};
    return buffer.data();
}

// name is what the message calls the file.
QString writeBytes(const QByteArray& bytes, const QString& path, const QString& name) {
    if (bytes.isEmpty()) return Text::tr("Cannot export to %1: the view could not be drawn").arg(name);
    const QString failed = widgets::writeFileAtomically(path, bytes);
    return failed.isEmpty() ? QString() : Text::tr("Cannot write %1: %2").arg(name, failed);
}

}  // namespace

bool exportFormatFor(const QString& path, ExportFormat* format) {
    const QString suffix = QFileInfo(path).suffix().toLower();
    if (suffix == QLatin1String("png")) *format = ExportFormat::Png;
    else if (suffix == QLatin1String("svg")) *format = ExportFormat::Svg;
    else if (suffix == QLatin1String("pdf")) *format = ExportFormat::Pdf;
    else return false;
    return true;
}

QString exportView(QWidget* view, const QString& path) {
    if (!view || view->width() <= 0 || view->height() <= 0) return Text::tr("There is no visible view to export.");
    ExportFormat format{};
    if (!exportFormatFor(path, &format))
        return Text::tr("Cannot export to %1: choose a .png, .svg or .pdf file").arg(QFileInfo(path).fileName());
    const QString name = QFileInfo(path).fileName();  // the dialog showed the folder
    switch (format) {
        case ExportFormat::Png: return writeBytes(pngBytes(pixmapOf(view)), path, name);
        case ExportFormat::Svg: return writeBytes(svgBytes(view), path, name);
        case ExportFormat::Pdf: return writeBytes(pdfBytes(view), path, name);
    }
    return {};
}

QString writePng(const QPixmap& pixmap, const QString& path) { return writeBytes(pngBytes(pixmap), path, QDir::toNativeSeparators(path)); }

QString exportFilter() { return Text::tr("PNG image (*.png);;SVG drawing (*.svg);;PDF document (*.pdf)"); }

}  // namespace tcpwb::gui
