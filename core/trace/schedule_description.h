#pragma once
// What the `description` of a furiosa-opt schedule's instruction holds. The
// toolchain writes the source location the way rustc points at code,
// `--> src/ops/gemm/mod.rs:40:66`, then a blank line, then the source text of
// the operation as written (several lines, with its comments). An
// instruction the compiler made itself (`ExplicitSync(5)`) has none.
// See docs/trace-formats.md, "furiosa-opt schedule".
#include <optional>
#include <string>
#include <string_view>

#include "util/checked.h"

namespace tcpwb::trace {

struct SourceLocation {
    std::string file;  // as written: relative to the kernel crate (`src/ops/gemm/mod.rs`)
    u64 line = 0;      // 1-based
    u64 column = 0;    // 1-based; 0 when the location gives none
    bool operator==(const SourceLocation&) const = default;
};

struct Description {
    std::optional<SourceLocation> location;
    std::string_view text;  // what follows the location line, blank lines around it dropped
};

// Splits a description into its location (when its first line is one) and
// its text. A description without a location is all text.
Description splitDescription(std::string_view description);

// A one-line label for an operation's source text: `//` comments dropped,
// the lines joined (a line starting with `.` or `)` continues the one
// before without a space, as in `ctx\n.main\n.begin(..)`), runs of blanks
// made one space. `ctx.main.begin(a.view()).fetch::<..>()...`.
std::string operationLabel(std::string_view text);

// "src/ops/gemm/mod.rs:40:66" (the column left out when 0).
std::string locationText(const SourceLocation& location);

}  // namespace tcpwb::trace
