#pragma once
// The syntax tree of a mapping expression (`m![A / 8 # 256]`), kept close to
// the manual's constructors. Nodes are immutable and shared; every node knows
// the span of text it came from so diagnostics can point into the source.
#include <cstddef>
#include <memory>
#include <string>
#include <vector>

#include "mapping/axes.h"
#include "util/checked.h"

namespace tcpwb::mapping {

// What a padding position holds (the toolchain's `#{*}`, `#{0}`, `#{!}`).
enum class PadKind : unsigned char {
    Any,           // `#` or `#{*}`: arbitrary values
    Zero,          // `#{0}`: reads as zero
    Inaccessible,  // `#{!}`: reading or writing it is an error
};

struct Expr;
using ExprPtr = std::shared_ptr<const Expr>;

struct Expr {
    enum class Kind {
        Symbol,     // an axis: `A`
        Broadcast,  // a number n: n positions that all hold the empty index (1 = identity)
        Pair,       // `a, b, c` or `a * b * c`: the first operand is major
        Stride,     // `e / n`
        Modulo,     // `e % n`
        Pad,        // `e # n`, `e #{0} n`, `e #{!} n`: pads e to n positions
        Resize,     // `e = n`: keeps the first n positions
        Offset,     // `e @ n`: drops the first n positions
        Alias,      // `{ Name }`
        LinComb,    // `$(e1:n1, ..., ed:nd)`
    };

    Kind kind = Kind::Broadcast;
    std::size_t begin = 0;  // source span [begin, end)
    std::size_t end = 0;
    std::size_t opOffset = 0;  // the operator token (unary operators) or the name

    std::string name;  // Symbol, Alias
    u64 operand = 1;   // Broadcast size; Stride/Modulo/Pad/Resize/Offset number
    PadKind pad = PadKind::Any;
    bool product = false;           // Pair written with `*`
    std::vector<ExprPtr> children;  // Pair operands; unary operand; resolved Alias body; LinComb terms
    std::vector<u64> weights;       // LinComb: one weight per child

    // Filled in by resolution (mapping/resolve.h).
    AxisId axis = 0;
    u64 size = 0;

    const Expr& inner() const { return *children.front(); }
};

}  // namespace tcpwb::mapping
