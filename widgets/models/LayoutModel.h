#pragma once
// The data behind the Layout view: the buffer drawn as a grid of cells, one
// per buffer position, row-major, like the manual's layout tables. It says
// where each position sits, which colour and label its cell gets, and which
// group boxes frame the rows; it never paints (LayoutCanvas does), so it is
// tested without a screen.
//
// A design with a `Slice` alias (see document/LayoutSlices.h) has two scopes: the
// Element buffer of one slice (the cells show that slice's tensor elements),
// or all slices, the whole Chip x Cluster x Slice x Element tensor: each
// slice's Element buffer is a tile, tiles side by side row-major, with a box
// per chip, cluster and slice.
//
// Buffers reach 2^24 positions and more, so nothing here walks the whole
// buffer: `blocks()` answers for a visible range only and, zoomed out, for
// kBlockSamples sample cells per block of cells, which bounds the work per
// frame by the number of blocks on screen.
#include <QColor>
#include <QObject>
#include <QString>
#include <QVector>
#include <memory>
#include <optional>

#include "mapping/mapping.h"
#include "widgets/document/LayoutSlices.h"

namespace tcpwb::widgets {

// A range of grid cells, bounds inclusive. Rows are 64-bit: a buffer of
// 2^40 positions has more rows than an int counts.
struct CellRange {
    u64 firstRow = 0;
    u64 lastRow = 0;
    u64 firstColumn = 0;
    u64 lastColumn = 0;
};

// One thing to draw: a single cell, or zoomed out a square block of cells
// shown by a few sample cells: hatched when most are padding, else in the
// colour of the first that holds an element.
struct LayoutBlock {
    u64 row = 0;
    u64 column = 0;
    u64 span = 1;      // cells per side
    u64 position = 0;  // buffer position of the first cell
    bool padding = false;
    QColor colour;               // invalid for padding
    QString label;               // single cells only: the tensor index, or "pad"
    bool holdsSelected = false;  // single cells only: holds the selected element
};

// A level of group boxes: one box per digit of an outer factor of the
// buffer, each `rowsPerGroup` whole rows tall; or, for the whole tensor, one
// box per chip, cluster or slice. Box g sits at box row g / groupsAcross and
// box column g % groupsAcross, each box rowsPerGroup x columnsPerGroup cells.
struct GroupLevel {
    enum class Kind { OuterFactor, Chip, Cluster, Slice };
    Kind kind = Kind::OuterFactor;
    int factor = 0;  // OuterFactor: index into the normal form's factors
    u64 rowsPerGroup = 1;
    u64 columnsPerGroup = 1;
    u64 groupsAcross = 1;
    u64 count = 1;
    QString name;  // the factor's text, such as `I % 32`, or "chip"
};

enum class LayoutScope { Element, AllSlices };

class LayoutModel : public QObject {
    Q_OBJECT

public:
    // The widest grid; a longer innermost factor wraps.
    static constexpr u64 kMaxColumns = 4096;
    // Cells looked at per block when zoomed out (one per single cell).
    static constexpr int kBlockSamples = 4;

    explicit LayoutModel(QObject* parent = nullptr);

    // `slices`, when the design has them, offers the AllSlices scope.
    void setMapping(std::shared_ptr<const mapping::CompiledMapping> mapping, std::shared_ptr<const SliceStructure> slices = {});
    // The Element mapping, the document's expression.
    const mapping::CompiledMapping* mapping() const { return mapping_.get(); }
    const SliceStructure* slices() const { return slices_.get(); }
    bool isEmpty() const { return !mapping_; }

    // What the grid shows; AllSlices only when there are slices. The choice
    // is kept across setMapping and applies again once slices come back.
    LayoutScope scope() const { return slices_ ? chosenScope_ : LayoutScope::Element; }
    void setScope(LayoutScope scope);
    // The slice (global number, see SliceStructure) whose Element buffer the
    // Element scope shows; clamped to the slices there are.
    u64 slice() const { return slice_; }
    void setSlice(u64 slice);

    // Cells in the grid: the Element buffer's size, or the whole tensor's.
    u64 size() const { return count_; }
    // What a cell holds: under AllSlices position p is element p % elements
    // of global slice p / elements; under Element with slices, the element
    // of slice(); nullopt for padding.
    std::optional<mapping::TensorIndex> indexAt(u64 position) const;
    // The global slice of a cell; nullopt when the design has no slices.
    std::optional<u64> sliceOf(u64 position) const;
    // The cell's position in its slice's Element buffer.
    u64 elementOf(u64 position) const;
    // The cell showing an Element position of a global slice, if shown.
    std::optional<u64> cellOf(u64 slice, u64 element) const;

    // Grid shape: a row is the innermost factor, widened by further factors
    // while the grid is narrow or far taller than wide (at most kMaxColumns;
    // a longer factor wraps onto a roughly square grid).
    // Under AllSlices each slice is a tile of tileRows x tileColumns cells,
    // tilesAcross tiles per row of tiles; otherwise there is one tile.
    u64 columns() const { return columns_; }
    u64 rows() const { return rows_; }
    u64 tileColumns() const { return tileColumns_; }
    u64 tileRows() const { return tileRows_; }
    u64 tilesAcross() const { return tilesAcross_; }
    std::optional<u64> positionAt(u64 row, u64 column) const;
    u64 rowOf(u64 position) const;
    u64 columnOf(u64 position) const;

    // What picks a cell's colour: the coordinate of one tensor axis (the
    // default is the outermost axis of the mapping), or, with no axis, the
    // digit of the buffer's outermost factor (per slice for a buffer whose
    // outer factor spreads over slices).
    QVector<mapping::AxisId> colourAxes() const { return colourAxes_; }
    std::optional<mapping::AxisId> colourAxis() const { return colourAxis_; }
    // Remembered across setMapping while the axis exists; nullopt picks the
    // outer factor.
    void setColourAxis(std::optional<mapping::AxisId> axis);
    QString colourKeyName() const;
    // The value that picks the colour at a position; nullopt for padding.
    std::optional<u64> colourKey(u64 position) const;
    QColor colourOf(u64 position) const;
    static QColor colourForKey(u64 key);

    // The text written in a cell at high zoom: every axis of the mapping
    // with its coordinate ("C:0 D:60"), or "pad".
    QString label(u64 position) const;
    // The hover text: the position and core's full answer for it.
    QString toolTip(u64 position) const;

    // The element highlighted in every cell that holds it.
    void setSelectedIndex(std::optional<mapping::TensorIndex> index);

    // Cells of `range` in blocks of span x span cells (span >= 1), the block
    // grid aligned to multiples of span. Samples one position per single
    // cell, kBlockSamples per larger block.
    QVector<LayoutBlock> blocks(CellRange range, u64 span) const;
    // How many buffer positions the last blocks() call looked at.
    u64 lastPositionsSampled() const { return lastSampled_; }

    // Group boxes, outermost level first; empty when the outer factors do
    // not fall on whole rows. Under AllSlices: chip, cluster, slice.
    QVector<GroupLevel> groupLevels() const { return groupLevels_; }
    QString groupLabel(const GroupLevel& level, u64 group) const;
    // The tag of box `group` of level `level`, naming every level out to it:
    // "chip 0 / cluster 1 / slice 37", "I % 32 = 3, J / 8 % 4 = 1".
    QString groupTitle(int level, u64 group) const;

signals:
    // The mapping, the colour key or the selected element changed.
    void changed();

private:
    u64 colourKey(u64 position, const mapping::TensorIndex& index) const;
    void rebuild();
    void computeShape();
    void computeWholeGroupLevels();
    void chooseColourAxis();
    void sampleBlock(LayoutBlock& block) const;
    void computeColourAxes();
    void computeGroupLevels();

    std::shared_ptr<const mapping::CompiledMapping> mapping_;
    std::shared_ptr<const SliceStructure> slices_;
    LayoutScope chosenScope_ = LayoutScope::AllSlices;
    u64 slice_ = 0;
    // Cells read source_ at base_ + position: the Element mapping, or the
    // whole tensor (at one slice's offset under the Element scope).
    const mapping::CompiledMapping* source_ = nullptr;
    u64 base_ = 0;
    u64 count_ = 0;
    u64 tileSize_ = 0;  // positions per tile
    u64 tileColumns_ = 1;
    u64 tileRows_ = 0;
    u64 tilesAcross_ = 1;
    u64 tiles_ = 0;
    u64 columns_ = 1;
    u64 rows_ = 0;
    QVector<mapping::AxisId> colourAxes_;
    std::optional<mapping::AxisId> colourAxis_;
    // What the user picked in the colour choice, by name so it outlives
    // edits that renumber the axes.
    std::optional<std::string> chosenAxisName_;
    bool chosenOuterFactor_ = false;
    QVector<GroupLevel> groupLevels_;
    std::optional<mapping::TensorIndex> selected_;
    mutable u64 lastSampled_ = 0;
};

}  // namespace tcpwb::widgets
