#include "widgets/document/Selection.h"

namespace tcpwb::widgets {

std::optional<mapping::TensorIndex> Selection::heldIndex(const mapping::CompiledMapping* mapping) const {
    if (!mapping || !position_ || *position_ >= mapping->size()) return std::nullopt;
    return mapping->at(*position_);
}

void Selection::setPosition(std::optional<u64> position) {
    if (position == position_) return;
    position_ = position;
    emit changed();
}

void Selection::setSlice(std::optional<u64> slice) {
    if (slice == slice_) return;
    slice_ = slice;
    emit changed();
}

void Selection::select(u64 slice, u64 position) {
    if (slice == slice_ && position == position_) return;
    slice_ = slice;
    position_ = position;
    emit changed();
}

}  // namespace tcpwb::widgets
