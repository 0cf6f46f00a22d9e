#pragma once
// The Layout view: the document's buffer as a colour-coded grid (see
// LayoutCanvas), a choice of what the colours mean, zoom buttons, and a line
// that says what is shown. It follows the document's selection and sets it
// when a cell is clicked, so the other views highlight the same element.
// For a design with Chip / Cluster / Slice aliases (LayoutSlices.h) a scope
// choice shows one slice's Element buffer, picked in a slice spin box, or
// all slices at once.
#include <QWidget>
#include <memory>

class QComboBox;
class QLabel;
class QStackedWidget;
class QToolButton;

namespace tcpwb::widgets {

class LayoutCanvas;
class LayoutModel;
class MappingDocument;
class PositionSpinBox;
class SliceStructure;

class LayoutView : public QWidget {
    Q_OBJECT

public:
    explicit LayoutView(MappingDocument* document, QWidget* parent = nullptr);

    LayoutModel* model() const { return model_; }
    LayoutCanvas* canvas() const { return canvas_; }
    QComboBox* colourChoice() const { return colourBy_; }
    QComboBox* scopeChoice() const { return scope_; }
    PositionSpinBox* sliceSpinBox() const { return slice_; }
    QString caption() const;

private:
    void refresh();
    void fillColourChoice();
    void colourChosen(int item);
    void followSelection();
    void fillScopeChoice(const QString& problem);
    void scopeChosen(int item);
    void cellClicked(quint64 position);
    void updateCaption();

    MappingDocument* document_;
    LayoutModel* model_;
    LayoutCanvas* canvas_;
    QComboBox* colourBy_;
    QComboBox* scope_;
    PositionSpinBox* slice_;
    QLabel* slicePlace_;
    QLabel* caption_;
    QStackedWidget* pages_;
    QLabel* placeholder_;
};

}  // namespace tcpwb::widgets
