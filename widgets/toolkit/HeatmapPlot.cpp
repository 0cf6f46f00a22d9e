#include "widgets/toolkit/HeatmapPlot.h"

#include <QVBoxLayout>
#include <qcustomplot.h>

namespace tcpwb::widgets {
namespace {

// Perceptually even and readable for colour-blind users; QCustomPlot 2.1
// has no such preset.
QCPColorGradient viridis() {
    QCPColorGradient gradient;
    gradient.clearColorStops();
    gradient.setColorStopAt(0.0, QColor(0x44, 0x01, 0x54));
    gradient.setColorStopAt(0.25, QColor(0x3b, 0x52, 0x8b));
    gradient.setColorStopAt(0.5, QColor(0x21, 0x91, 0x8c));
    gradient.setColorStopAt(0.75, QColor(0x5e, 0xc9, 0x62));
    gradient.setColorStopAt(1.0, QColor(0xfd, 0xe7, 0x25));
    return gradient;
}

}  // namespace

HeatmapPlot::HeatmapPlot(QWidget* parent) : QWidget(parent), plot_(new QCustomPlot(this)) {
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(plot_);
    setMinimumHeight(260);
    map_ = new QCPColorMap(plot_->xAxis, plot_->yAxis);
    scale_ = new QCPColorScale(plot_);
    plot_->plotLayout()->addElement(0, 1, scale_);
    map_->setColorScale(scale_);
    map_->setGradient(viridis());
    map_->setInterpolate(false);           // cells are discrete: no blur between slices
    plot_->yAxis->setRangeReversed(true);  // row 0 at the top, like the manual's tables
    // The scale's height follows the plot's.
    auto* margins = new QCPMarginGroup(plot_);
    plot_->axisRect()->setMarginGroup(QCP::msBottom | QCP::msTop, margins);
    scale_->setMarginGroup(QCP::msBottom | QCP::msTop, margins);
    plot_->setInteractions(QCP::iRangeDrag | QCP::iRangeZoom);
    // Rows and columns are slices and time steps: whole numbers only.
    for (QCPAxis* axis : {plot_->xAxis, plot_->yAxis}) {
        QSharedPointer<QCPAxisTickerFixed> ticker(new QCPAxisTickerFixed);
        ticker->setTickStep(1);
        ticker->setScaleStrategy(QCPAxisTickerFixed::ssMultiples);
        axis->setTicker(ticker);
    }
}

void HeatmapPlot::setLabels(const QString& columns, const QString& rows, const QString& scale) {
    plot_->xAxis->setLabel(columns);
    plot_->yAxis->setLabel(rows);
    scale_->axis()->setLabel(scale);
}

void HeatmapPlot::setMatrix(const std::vector<std::vector<std::uint8_t>>& cells, double maxValue) {
    rows_ = static_cast<int>(cells.size());
    columns_ = 0;
    for (const auto& row : cells) columns_ = std::max(columns_, static_cast<int>(row.size()));
    map_->data()->setSize(std::max(columns_, 1), std::max(rows_, 1));
    map_->data()->setRange(QCPRange(0, std::max(columns_ - 1, 1)), QCPRange(0, std::max(rows_ - 1, 1)));
    map_->data()->fill(0);
    for (int r = 0; r < rows_; ++r)
        for (int c = 0; c < static_cast<int>(cells[r].size()); ++c) map_->data()->setCell(c, r, cells[r][c]);
    map_->setDataRange(QCPRange(0, std::max(maxValue, 1.0)));
    plot_->xAxis->setRange(-0.5, std::max(columns_, 1) - 0.5);
    plot_->yAxis->setRange(-0.5, std::max(rows_, 1) - 0.5);
    plot_->replot();
}

void HeatmapPlot::clear() { setMatrix({}, 1); }

double HeatmapPlot::valueAt(int row, int column) const {
    if (row < 0 || row >= rows_ || column < 0 || column >= columns_) return 0;
    return map_->data()->cell(column, row);
}

}  // namespace tcpwb::widgets
