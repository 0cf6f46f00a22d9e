#pragma once
// The buffer positions of a compiled mapping and what each holds, asked of
// core row by row as the view needs them. Huge buffers list only their
// first kMaxRows positions; the position lookup reaches the rest.
//
// For a design with slices (Chip / Cluster / Slice aliases, see
// document/LayoutSlices.h) the mapping is one slice's Element buffer, and a
// third column says what each position holds in the whole tensor when it is
// in the chosen slice: the union of the slice's coordinate and the element's
// index (`{A: 299}` at position 3 of slice 37 of the constant-addition sample).
#include <QAbstractTableModel>
#include <memory>

#include "mapping/mapping.h"

namespace tcpwb::widgets {

class SliceStructure;

class BufferPositionModel : public QAbstractTableModel {
    Q_OBJECT

public:
    enum Column { Position, Holds, InSlice, ColumnCount };
    static constexpr int kMaxRows = 1 << 16;

    explicit BufferPositionModel(QObject* parent = nullptr);

    // `slices` (may be null) must have `mapping` as its Element mapping. The
    // chosen slice goes back to 0, the one the Layout view shows first.
    void setMapping(std::shared_ptr<const mapping::CompiledMapping> mapping, std::shared_ptr<const SliceStructure> slices = {});
    // Whether the buffer has more positions than the model lists.
    bool truncated() const;

    const SliceStructure* slices() const { return slices_.get(); }
    // The slice (global number, chip-major) the InSlice column is about;
    // numbers past the last slice are ignored. Changes that column's data
    // and header only.
    void setSlice(u64 globalSlice);
    u64 slice() const { return slice_; }

    int rowCount(const QModelIndex& parent = {}) const override;
    // Position and Holds, and InSlice when the design has slices.
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    // Whether `position` is padding under the column's mapping.
    bool isPadding(int column, u64 position) const;
    u64 wholePosition(u64 position) const;

    std::shared_ptr<const mapping::CompiledMapping> mapping_;
    std::shared_ptr<const SliceStructure> slices_;
    u64 slice_ = 0;
};

}  // namespace tcpwb::widgets
