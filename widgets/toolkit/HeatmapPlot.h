#pragma once
// A QCustomPlot colour map of a small integer matrix (rows down, columns
// across) with a colour scale: the switch's snoop bitmap and the valid-count
// table share it. Rendering only; the matrix comes from the caller.
#include <QString>
#include <QWidget>
#include <cstdint>
#include <vector>

class QCustomPlot;
class QCPColorMap;
class QCPColorScale;

namespace tcpwb::widgets {

class HeatmapPlot : public QWidget {
    Q_OBJECT

public:
    explicit HeatmapPlot(QWidget* parent = nullptr);

    // cells[row][column]; rows of unequal length are padded with 0.
    void setMatrix(const std::vector<std::vector<std::uint8_t>>& cells, double maxValue);
    void setLabels(const QString& columns, const QString& rows, const QString& scale);
    void clear();

    int rows() const { return rows_; }
    int columns() const { return columns_; }
    double valueAt(int row, int column) const;  // for tests
    QCustomPlot* plot() const { return plot_; }

private:
    QCustomPlot* plot_;
    QCPColorMap* map_;
    QCPColorScale* scale_;
    int rows_ = 0;
    int columns_ = 0;
};

}  // namespace tcpwb::widgets
