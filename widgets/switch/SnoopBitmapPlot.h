#pragma once
// The snoop bitmap as a 256 x 256 colour map (a HeatmapPlot): row = output
// slice, column = input slice, lit where the output slice accepts the input
// slice's packets. Tooltips name both slices and their logical coordinates;
// zoomed in to at most kCoordinateSpan slices the tick labels show the
// coordinates too. A click selects an (output, input) pair, outlined.
#include <QWidget>
#include <memory>

class QCPItemRect;
class QMouseEvent;

namespace tcpwb::widgets {

class HeatmapPlot;
class SwitchData;

class SnoopBitmapPlot : public QWidget {
    Q_OBJECT

public:
    // Zoomed in to this many slices or fewer, ticks carry coordinates.
    static constexpr double kCoordinateSpan = 24;

    explicit SnoopBitmapPlot(QWidget* parent = nullptr);

    void setData(std::shared_ptr<const SwitchData> data);
    void setSelection(int outSlice, int inSlice);  // -1: none
    HeatmapPlot* heatmap() const { return heatmap_; }

    // The (output, input) cell under a widget point of the plot; false off the map.
    bool cellAt(QPoint plotPoint, int* outSlice, int* inSlice) const;
    QString describeCell(int outSlice, int inSlice) const;
    // Zooms so `span` slices around (out, in) are visible, e.g. for the tick labels.
    void zoomTo(int outSlice, int inSlice, double span);
    // The tick labels currently drawn on the axes (after a replot), for tests.
    QStringList tickLabels(Qt::Orientation axis) const;

signals:
    void cellClicked(int outSlice, int inSlice);

private:
    void mouseMoved(QMouseEvent* event);
    void mousePressed(QMouseEvent* event);
    void mouseReleased(QMouseEvent* event);

    HeatmapPlot* heatmap_;
    QCPItemRect* marker_;
    std::shared_ptr<const SwitchData> data_;
    QPoint pressedAt_;
};

}  // namespace tcpwb::widgets
