#pragma once
// The buffer position the user picked, shared by every view of a document
// (linked highlighting): the layout grid, the positions table and the
// position lookup all show it and all may change it. The tensor element it
// stands for is whatever the document's mapping holds there, so views that
// show tensor elements highlight `heldIndex()`.
#include <QObject>
#include <optional>

#include "mapping/mapping.h"

namespace tcpwb::widgets {

class Selection : public QObject {
    Q_OBJECT

public:
    explicit Selection(QObject* parent = nullptr) : QObject(parent) {}

    std::optional<u64> position() const { return position_; }
    // The slice the position is in, for a design with Chip / Cluster / Slice
    // aliases (global number, chip-major; see document/LayoutSlices.h); set by
    // the Layout view, kept by setPosition, nullopt until then.
    std::optional<u64> slice() const { return slice_; }
    // The tensor index held at the selected position under `mapping`;
    // nullopt when nothing is selected or the position is padding.
    std::optional<mapping::TensorIndex> heldIndex(const mapping::CompiledMapping* mapping) const;

    // A no-op (no signal) when the position does not change.
    void setPosition(std::optional<u64> position);
    void clear() { setPosition(std::nullopt); }
    void setSlice(std::optional<u64> slice);
    // Both at once, one signal.
    void select(u64 slice, u64 position);

signals:
    void changed();

private:
    std::optional<u64> position_;
    std::optional<u64> slice_;
};

}  // namespace tcpwb::widgets
