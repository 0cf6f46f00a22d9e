#include "ExportView.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QPageLayout>
#include <QPageSize>
#include <QPainter>
#include <QPdfWriter>
#include <QSvgGenerator>
#include <QWidget>
#include <qcustomplot.h>

namespace tcpwb::gui {
namespace {

struct Text {
    Q_DECLARE_TR_FUNCTIONS(ExportView)
};

QString cannotWrite(const QString& path) {
    return Text::tr("Cannot write %1: the folder is missing or not writable").arg(QFileInfo(path).fileName());
}

// SVG and PDF: the widget's own painting, in its logical size.
QString renderToSvg(QWidget* view, const QString& path) {
    QSvgGenerator svg;
    svg.setFileName(path);
    svg.setSize(view->size());
    svg.setViewBox(QRect(QPoint(0, 0), view->size()));
    svg.setTitle(view->windowTitle().isEmpty() ? view->objectName() : view->windowTitle());
    svg.setDescription(Text::tr("Exported from TCP Workbench"));
    // QCPPainter is a QPainter that QCustomPlot needs for its own drawing.
    QCPPainter painter;
    if (!painter.begin(&svg)) return cannotWrite(path);
    if (auto* plot = qobject_cast<QCustomPlot*>(view)) plot->toPainter(&painter, view->width(), view->height());
    else view->render(&painter, QPoint(), QRegion(), QWidget::DrawChildren);
    painter.end();
    return {};
}

QString renderToPdf(QWidget* view, const QString& path) {
    if (auto* plot = qobject_cast<QCustomPlot*>(view))
        return plot->savePdf(path, view->width(), view->height()) ? QString() : cannotWrite(path);
    QPdfWriter pdf(path);
    // One page exactly the widget's size (at 96 dpi), so nothing is cut or
    // shrunk to A4.
    pdf.setResolution(96);
    pdf.setPageSize(QPageSize(QSizeF(view->size()), QPageSize::Point, QString(), QPageSize::ExactMatch));
    pdf.setPageMargins(QMarginsF(0, 0, 0, 0));
    pdf.setTitle(view->windowTitle());
    pdf.setCreator(QStringLiteral("TCP Workbench"));
    QPainter painter;
    if (!painter.begin(&pdf)) return cannotWrite(path);
    const QRect page = pdf.pageLayout().paintRectPixels(pdf.resolution());
    const double scale = std::min(page.width() / double(view->width()), page.height() / double(view->height()));
    painter.scale(scale, scale);
    view->render(&painter, QPoint(), QRegion(), QWidget::DrawChildren);
    painter.end();
    return {};
}

QString renderToPng(QWidget* view, const QString& path) {
    if (auto* plot = qobject_cast<QCustomPlot*>(view))
        return plot->savePng(path, 0, 0, view->devicePixelRatioF()) ? QString() : cannotWrite(path);
    return view->grab().save(path, "PNG") ? QString() : cannotWrite(path);
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
    switch (format) {
        case ExportFormat::Png: return renderToPng(view, path);
        case ExportFormat::Svg: return renderToSvg(view, path);
        case ExportFormat::Pdf: return renderToPdf(view, path);
    }
    return {};
}

QString exportFilter() {
    return Text::tr("PNG image (*.png);;SVG drawing (*.svg);;PDF document (*.pdf)");
}

}  // namespace tcpwb::gui
