#pragma once
// The data behind the Layout view: the buffer drawn as a grid of cells, one
// per buffer position, row-major, like the manual's layout tables. It says
// where each position sits, which colour and label its cell gets, and which
// group boxes frame the rows; it never paints (LayoutCanvas does), so it is
// tested without a screen.
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
    u64 span = 1;       // cells per side
    u64 position = 0;   // buffer position of the first cell
    bool padding = false;
    QColor colour;      // invalid for padding
    QString label;      // single cells only: the tensor index, or "pad"
    bool holdsSelected = false;  // single cells only: holds the selected element
};

// A level of group boxes: one box per digit of an outer factor of the
// buffer, each `rowsPerGroup` whole rows tall.
struct GroupLevel {
    int factor = 0;   // index into the normal form's factors
    u64 rowsPerGroup = 1;
    u64 count = 1;
    QString name;     // the factor's text, such as `I % 32`
};

class LayoutModel : public QObject {
    Q_OBJECT

public:
    // The widest grid; a longer innermost factor wraps.
    static constexpr u64 kMaxColumns = 4096;
    // Cells looked at per block when zoomed out (one per single cell).
    static constexpr int kBlockSamples = 4;

    explicit LayoutModel(QObject* parent = nullptr);

    void setMapping(std::shared_ptr<const mapping::CompiledMapping> mapping);
    const mapping::CompiledMapping* mapping() const { return mapping_.get(); }
    bool isEmpty() const { return !mapping_; }

    // Grid shape: a row is the innermost factor, widened by further factors
    // while the grid is narrow or far taller than wide (at most kMaxColumns;
    // a longer factor wraps onto a roughly square grid).
    u64 columns() const { return columns_; }
    u64 rows() const { return rows_; }
    std::optional<u64> positionAt(u64 row, u64 column) const;
    u64 rowOf(u64 position) const { return position / columns_; }
    u64 columnOf(u64 position) const { return position % columns_; }

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
    // not fall on whole rows.
    QVector<GroupLevel> groupLevels() const { return groupLevels_; }
    QString groupLabel(const GroupLevel& level, u64 group) const;

signals:
    // The mapping, the colour key or the selected element changed.
    void changed();

private:
    u64 colourKey(u64 position, const mapping::TensorIndex& index) const;
    void computeShape();
    void chooseColourAxis();
    void sampleBlock(LayoutBlock& block) const;
    void computeColourAxes();
    void computeGroupLevels();

    std::shared_ptr<const mapping::CompiledMapping> mapping_;
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
