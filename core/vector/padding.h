#pragma once
// The Intra-Slice Reduce's padding strategies (manual, "Padding Strategy"):
// padded positions of the reduce axis hold arbitrary data and must not count.
// 1. the VCG tags each flit with a valid count, when it supports the placement;
// 2. otherwise the Fetch Engine pads with the reduce op's identity element,
//    which only works when no transformation runs between fetch and reduce
//    (exp(p) is never 0, so exp + Add cannot be padded);
// 3. otherwise the mapping must be restructured.
#include <cstdint>
#include <optional>
#include <string>

#include "vector/chain.h"
#include "vector/shape.h"

namespace tcpwb::vector {

struct PaddingPlan {
    bool padded = false;         // the reduce axis has padded positions in Slice, Time or Packet
    bool identityWorks = false;  // strategy 2 is available
    std::uint32_t identity = 0;  // the pad_value, as bits of the reduce type
    std::string reason;          // why identity padding does not work, when it does not
};

// True when a factor of `reduceAxis` in Slice, Time or Packet is padded.
bool reduceAxisPadded(const Shape& shape, mapping::AxisId reduceAxis);

// True when a step before the chain's intra-slice reduce changes values
// (operators, zips, conversions), so the reduce sees f(pad) rather than pad.
std::optional<std::string> transformBeforeReduce(const Chain& chain);

PaddingPlan planPadding(const Chain& chain, const Shape& input, mapping::AxisId reduceAxis);

}  // namespace tcpwb::vector
