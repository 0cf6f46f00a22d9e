#include "rust/line_index.h"

#include <algorithm>

namespace tcpwb::rust {

LineIndex::LineIndex(std::string_view text) : size_(text.size()) {
    for (std::size_t i = 0; i < text.size(); ++i)
        if (text[i] == '\n') starts_.push_back(i + 1);
}

LineColumn LineIndex::at(std::size_t offset) const {
    offset = std::min(offset, size_);
    // The last line start at or before the offset.
    auto next = std::upper_bound(starts_.begin(), starts_.end(), offset);
    std::size_t line = static_cast<std::size_t>(next - starts_.begin());
    return {static_cast<std::uint32_t>(line), static_cast<std::uint32_t>(offset - starts_[line - 1] + 1)};
}

std::size_t LineIndex::lineStart(std::uint32_t line) const {
    if (line == 0) return 0;
    return line <= starts_.size() ? starts_[line - 1] : size_;
}

}  // namespace tcpwb::rust
