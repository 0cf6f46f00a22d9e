#pragma once
// The `shape` of a tensor in a furiosa-opt schedule, written by the toolchain
// as `MappingShape[Chip: 1, Cluster: 1 # 2, Slice: (I / 32, J / 32),
// Element: (I % 32, K)]`: the tensor's mapping per hardware dimension, each
// a mapping expression in the manual's notation (a parenthesised list is
// `m![a, b]`). Read with the mapping parser, syntax only: the schedule does
// not declare the axes' sizes.
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace tcpwb::trace {

struct MappingShapePart {
    std::string dimension;   // "Chip", "Cluster", "Slice", "Lane", "Element", ...
    std::string expression;  // "m![I / 32, J / 32]"
};

struct MappingShape {
    std::vector<MappingShapePart> parts;
    // The share of the tensor's positions that hold elements, as far as the
    // padding of numbers tells it without axis sizes: `Cluster: 1 # 2` is
    // 1/2, `Slice: 1 # 256` is 1/256. Padding of an axis term (`A % 8 # 16`)
    // needs the axis' size and is not counted.
    double knownValidFraction = 1.0;
};

// nullopt when the text is not `MappingShape[...]`, a part is not a mapping
// expression, or a number is padded to less than itself (`2 # 1`).
std::optional<MappingShape> parseMappingShape(std::string_view text);

}  // namespace tcpwb::trace
