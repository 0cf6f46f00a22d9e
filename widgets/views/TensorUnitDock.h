#pragma once
// The stream inside the Tensor Unit: its Slice mapping, the Switch Engine
// topology (derived output mappings, ring size, cycles and the 256 x 256
// snoop bitmap) and the Valid Count Generator for the reduce axes (whether
// the placement is supported, why not and the fix, and the valid-count
// heatmap over slices and time steps). Re-derived on every keystroke.
#include <QDockWidget>

class QLabel;
class QLineEdit;
class QPushButton;
class QTabWidget;

namespace tcpwb::vcg {
struct Config;
}

namespace tcpwb::widgets {

class DiagnosticView;
class ExpressionEdit;
class HeatmapPlot;
class MappingDocument;
struct TensorUnitDerivation;

class TensorUnitDock : public QDockWidget {
    Q_OBJECT

public:
    // The heatmap shows at most this many time steps (the first ones).
    static constexpr int kMaxTimeSteps = 1024;

    explicit TensorUnitDock(MappingDocument* document, QWidget* parent = nullptr);

    ExpressionEdit* sliceEdit() const { return slice_; }
    QLineEdit* topologyEdit() const { return topology_; }
    QLineEdit* reduceEdit() const { return reduce_; }
    DiagnosticView* switchError() const { return switchError_; }
    DiagnosticView* vcgReason() const { return vcgReason_; }
    QLabel* switchSummary() const { return switchSummary_; }
    QLabel* vcgSummary() const { return vcgSummary_; }
    HeatmapPlot* bitmapPlot() const { return bitmap_; }
    HeatmapPlot* validCountPlot() const { return validCounts_; }
    QTabWidget* tabs() const { return tabs_; }
    QPushButton* switchViewButton() const { return openSwitch_; }

signals:
    // The kernel writer asked for the Switch tab (the plan drawn out in full).
    void showSwitchView();

private:
    QWidget* buildContents();
    QWidget* buildSwitchPage();
    QWidget* buildVcgPage();
    void connectDocument();
    void pullSettings();
    void showDerived();
    void showSwitch(const TensorUnitDerivation& derived);
    void showVcg(const TensorUnitDerivation& derived);
    static QString dimensionsText(const vcg::Config& config);

    MappingDocument* document_;
    ExpressionEdit* slice_;
    DiagnosticView* sliceError_;
    QLabel* hint_;
    QTabWidget* tabs_;
    QLineEdit* topology_;
    DiagnosticView* switchError_;
    QLabel* switchSummary_;
    HeatmapPlot* bitmap_;
    QPushButton* openSwitch_;
    QLineEdit* reduce_;
    DiagnosticView* vcgReason_;
    QLabel* vcgSummary_;
    HeatmapPlot* validCounts_;
};

}  // namespace tcpwb::widgets
