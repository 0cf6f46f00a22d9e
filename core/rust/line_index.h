#pragma once
// Byte offsets of a text to 1-based line and column (columns count bytes, as
// the kernel front end's messages always have), in O(log lines) per lookup.
#include <cstddef>
#include <cstdint>
#include <string_view>
#include <vector>

namespace tcpwb::rust {

struct LineColumn {
    std::uint32_t line = 1;
    std::uint32_t column = 1;
};

class LineIndex {
public:
    LineIndex() = default;
    explicit LineIndex(std::string_view text);
    // An offset past the end is placed just after the last character.
    LineColumn at(std::size_t offset) const;
    std::size_t lineStart(std::uint32_t line) const;  // 1-based line's first byte

private:
    std::vector<std::size_t> starts_{0};
    std::size_t size_ = 0;
};

}  // namespace tcpwb::rust
