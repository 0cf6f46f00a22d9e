#pragma once
// The Switch tab: the document's Switch Engine plan drawn out. A summary
// table (output mappings, ring_size, rings, cycles and the formula) or the
// rejection with its rule and fix; the 256 slices as rings (RingCanvas);
// the snoop bitmap as a colour map (SnoopBitmapPlot); and the routers of the
// selected slice's ring cycle by cycle (RouterPanel). Selecting a slice on
// the ring, in the spin box or a bitmap cell selects the same (output,
// input) pair everywhere. Follows every edit of the document; the inputs
// (Slice, Topology) stay in the Tensor Unit dock.
//
// For a design with slices (Chip / Cluster / Slice aliases, see
// document/LayoutSlices.h) the output slice is also the document's selected
// slice: the Switch numbers the slices of one cluster, so picking slice k
// here selects slice k of the selected chip and cluster (cluster 0 of chip
// 0 at first), and a slice selected elsewhere (the Layout grid, its spin
// box) becomes the output slice here.
#include <QWidget>
#include <memory>

class QLabel;
class QSpinBox;
class QTableView;

namespace tcpwb::widgets {

class DiagnosticView;
class MappingDocument;
class RingCanvas;
class RouterPanel;
class RouterStepper;
class SliceStructure;
class SnoopBitmapPlot;
class SwitchData;
class SwitchSummaryModel;

class SwitchView : public QWidget {
    Q_OBJECT

public:
    explicit SwitchView(MappingDocument* document, QWidget* parent = nullptr);
    ~SwitchView() override;

    const SwitchData& data() const { return *data_; }
    SwitchSummaryModel* summaryModel() const { return summary_; }
    RingCanvas* ringCanvas() const { return ring_; }
    SnoopBitmapPlot* bitmapPlot() const { return bitmap_; }
    RouterStepper* stepper() const { return stepper_; }
    RouterPanel* routerPanel() const { return router_; }
    DiagnosticView* errorView() const { return error_; }
    QLabel* placeholder() const { return placeholder_; }
    QSpinBox* sliceBox() const { return sliceBox_; }

    int selectedSlice() const { return selectedOut_; }
    int selectedInput() const { return selectedIn_; }

public slots:
    // An output slice and, optionally, one input slice (-1: none).
    void select(int outSlice, int inSlice = -1);

protected:
    void showEvent(QShowEvent* event) override;

private:
    QWidget* buildHeader();
    QWidget* buildBody();
    void documentChanged();
    void refresh();
    // A selection made in this view: shown, and told to the document.
    void pick(int outSlice, int inSlice = -1);
    void followDocumentSelection();
    // The design's slice structure (the document's shared recognition);
    // null when the design has none.
    const SliceStructure* sliceStructure() const;

    MappingDocument* document_;
    std::shared_ptr<const SwitchData> data_;
    SwitchSummaryModel* summary_;
    RouterStepper* stepper_;
    DiagnosticView* error_;
    QLabel* placeholder_;
    QSpinBox* sliceBox_;
    QTableView* summaryTable_;
    RingCanvas* ring_;
    SnoopBitmapPlot* bitmap_;
    RouterPanel* router_;
    QWidget* body_;
    int selectedOut_ = 0;
    int selectedIn_ = -1;
    bool stale_ = true;
};

}  // namespace tcpwb::widgets
