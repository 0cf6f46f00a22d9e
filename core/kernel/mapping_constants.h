#pragma once
// Escaped constants in a mapping: the toolchain's m! takes `{ expr }` wherever
// its grammar takes a number, after `/`, `%`, `=`, `#` and a fill kind
// (`m![1 # { Out::SIZE / 8 }]`, `m![A #{!} { N }]`); a `{ .. }` in an atom's
// place is an escaped mapping (`{ Alias }`) and stays as written. The mapping
// grammar (mapping/parser.h) reads numbers only, so the elaborator folds each
// escaped constant to its value before the text is compiled
// (Elaborator::foldConstants) and keeps where each came from, so an error in
// the folded text is still placed in the source.
#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

namespace tcpwb::kernel {

// `{ expr }` at [offset, offset + length) of a mapping's text, braces included.
struct EscapedConstant {
    std::size_t offset = 0;
    std::size_t length = 0;
};

// The escaped constants of `text` (`m![...]` or a bare mapping body), in order.
// A brace never closed is left for the mapping grammar to report.
std::vector<EscapedConstant> escapedConstants(std::string_view text);

// A mapping's text with its escaped constants written as their values.
struct FoldedMapping {
    struct Replaced {
        std::size_t folded = 0;  // where the value is in `text`
        std::size_t length = 0;  // its digits
        EscapedConstant written;
    };
    std::string text;
    std::vector<Replaced> replaced;
    // Where [offset, offset + length) of `text` was written: a value's digits
    // were written as its `{ .. }`.
    EscapedConstant written(std::size_t offset, std::size_t length) const;
};

}  // namespace tcpwb::kernel
