#include "widgets/switch/SnoopBitmapPlot.h"

#include <QMouseEvent>
#include <QToolTip>
#include <QVBoxLayout>
#include <cmath>
#include <functional>
#include <qcustomplot.h>

#include "widgets/switch/SwitchData.h"
#include "widgets/toolkit/HeatmapPlot.h"

namespace tcpwb::widgets {
namespace {

// Whole-slice ticks whose labels add the slice's logical coordinate once
// the visible range is narrow enough for the longer labels to fit.
class CoordinateTicker : public QCPAxisTickerFixed {
public:
    using Label = std::function<QString(int)>;
    CoordinateTicker(Label label, QString separator) : label_(std::move(label)), separator_(std::move(separator)) {
        setTickStep(1);
        setScaleStrategy(ssMultiples);
    }

    void generate(const QCPRange& range, const QLocale& locale, QChar formatChar, int precision, QVector<double>& ticks,
                  QVector<double>* subTicks, QVector<QString>* tickLabels) override {
        detailed_ = range.size() <= SnoopBitmapPlot::kCoordinateSpan;
        QCPAxisTickerFixed::generate(range, locale, formatChar, precision, ticks, subTicks, tickLabels);
    }

protected:
    QString getTickLabel(double tick, const QLocale& locale, QChar formatChar, int precision) override {
        const QString number = QCPAxisTickerFixed::getTickLabel(tick, locale, formatChar, precision);
        if (!detailed_ || !label_) return number;
        const QString coordinate = label_(int(std::lround(tick)));
        return coordinate.isEmpty() ? number : number + separator_ + coordinate;
    }

private:
    Label label_;
    QString separator_;
    bool detailed_ = false;
};

}  // namespace

SnoopBitmapPlot::SnoopBitmapPlot(QWidget* parent) : QWidget(parent), heatmap_(new HeatmapPlot(this)) {
    setObjectName(QStringLiteral("snoopBitmapPlot"));
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(heatmap_);
    heatmap_->setLabels(tr("input slice (source)"), tr("output slice (snooping)"), tr("accepted"));
    QCustomPlot* plot = heatmap_->plot();
    auto inputLabel = [this](int s) { return data_ ? data_->inputCoordinate(s) : QString(); };
    auto outputLabel = [this](int s) { return data_ ? data_->outputCoordinate(s) : QString(); };
    plot->xAxis->setTicker(QSharedPointer<QCPAxisTicker>(new CoordinateTicker(inputLabel, QStringLiteral("\n"))));
    plot->yAxis->setTicker(QSharedPointer<QCPAxisTicker>(new CoordinateTicker(outputLabel, QStringLiteral("  "))));
    marker_ = new QCPItemRect(plot);
    marker_->setPen(QPen(QColor(0xe6, 0x39, 0x46), 2));
    marker_->setVisible(false);
    plot->setMouseTracking(true);
    connect(plot, &QCustomPlot::mouseMove, this, &SnoopBitmapPlot::mouseMoved);
    connect(plot, &QCustomPlot::mousePress, this, &SnoopBitmapPlot::mousePressed);
    connect(plot, &QCustomPlot::mouseRelease, this, &SnoopBitmapPlot::mouseReleased);
}

void SnoopBitmapPlot::setData(std::shared_ptr<const SwitchData> data) {
    data_ = std::move(data);
    std::vector<std::vector<std::uint8_t>> cells;
    if (data_ && data_->hasPlan()) {
        cells.assign(std::size_t(data_->slices()), std::vector<std::uint8_t>(std::size_t(data_->slices()), 0));
        for (int out = 0; out < data_->slices(); ++out)
            for (u64 in : data_->acceptedBy(out))
                if (in < cells[std::size_t(out)].size()) cells[std::size_t(out)][in] = 1;
    }
    heatmap_->setMatrix(cells, 1);
}

void SnoopBitmapPlot::setSelection(int outSlice, int inSlice) {
    const bool shown = data_ && outSlice >= 0 && inSlice >= 0 && outSlice < data_->slices() && inSlice < data_->slices();
    marker_->setVisible(shown);
    if (shown) {
        marker_->topLeft->setCoords(inSlice - 0.5, outSlice - 0.5);
        marker_->bottomRight->setCoords(inSlice + 0.5, outSlice + 0.5);
    }
    heatmap_->plot()->replot();
}

bool SnoopBitmapPlot::cellAt(QPoint plotPoint, int* outSlice, int* inSlice) const {
    if (!data_ || !data_->hasPlan()) return false;
    const QCustomPlot* plot = heatmap_->plot();
    if (!plot->axisRect()->rect().contains(plotPoint)) return false;
    const long in = std::lround(plot->xAxis->pixelToCoord(plotPoint.x()));
    const long out = std::lround(plot->yAxis->pixelToCoord(plotPoint.y()));
    if (in < 0 || out < 0 || in >= data_->slices() || out >= data_->slices()) return false;
    *outSlice = int(out);
    *inSlice = int(in);
    return true;
}

QString SnoopBitmapPlot::describeCell(int outSlice, int inSlice) const {
    if (!data_ || !data_->hasPlan()) return {};
    auto named = [](int slice, const QString& coordinate) {
        return coordinate.isEmpty() ? QString::number(slice) : QStringLiteral("%1 (%2)").arg(slice).arg(coordinate);
    };
    const QString out = named(outSlice, data_->outputCoordinate(outSlice));
    const QString in = named(inSlice, data_->inputCoordinate(inSlice));
    return data_->accepts(outSlice, inSlice) ? tr("output slice %1 accepts input slice %2").arg(out, in)
                                             : tr("output slice %1 ignores input slice %2").arg(out, in);
}

void SnoopBitmapPlot::zoomTo(int outSlice, int inSlice, double span) {
    QCustomPlot* plot = heatmap_->plot();
    plot->xAxis->setRange(inSlice, span, Qt::AlignCenter);
    plot->yAxis->setRange(outSlice, span, Qt::AlignCenter);
    plot->replot();
}

QStringList SnoopBitmapPlot::tickLabels(Qt::Orientation axis) const {
    const QCPAxis* a = axis == Qt::Horizontal ? heatmap_->plot()->xAxis : heatmap_->plot()->yAxis;
    const QVector<QString> labels = a->tickVectorLabels();  // a copy: one list for begin and end
    return QStringList(labels.begin(), labels.end());
}

void SnoopBitmapPlot::mouseMoved(QMouseEvent* event) {
    int out = 0, in = 0;
    if (cellAt(event->pos(), &out, &in)) QToolTip::showText(event->globalPosition().toPoint(), describeCell(out, in), heatmap_->plot());
    else QToolTip::hideText();
}

void SnoopBitmapPlot::mousePressed(QMouseEvent* event) { pressedAt_ = event->pos(); }

void SnoopBitmapPlot::mouseReleased(QMouseEvent* event) {
    // A drag pans the plot; only a click (little movement) selects.
    if (event->button() != Qt::LeftButton || (event->pos() - pressedAt_).manhattanLength() > 4) return;
    int out = 0, in = 0;
    if (cellAt(event->pos(), &out, &in)) emit cellClicked(out, in);
}

}  // namespace tcpwb::widgets
