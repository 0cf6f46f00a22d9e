#pragma once
// Runs a checked chain on values, element by element, as the simulator would
// (docs/vector-semantics.md). Narrow and Widen only move lanes, so they leave
// values alone; the Intra-Slice Reduce treats the stream as one reduction
// group (4-lane trees whose results accumulate), the Inter-Slice Block treats
// each value as one slice's partial result.
#include <array>
#include <cstdint>
#include <map>
#include <string>
#include <vector>

#include "diag/diagnostic.h"
#include "vector/chain.h"

namespace tcpwb::vector {

struct EvalInput {
    std::array<std::vector<std::uint32_t>, 2> groups;     // bit patterns in the chain's input type; group 1 only after unzip
    std::map<std::string, std::vector<std::string>> vrf;  // VRF tensors by name, read in the type of the op using them
    std::vector<int> executionIds;                        // for BranchMode AxisToggle, ValidCount and Vrf: one per element
    // A stash taken before this part of a chain (the simulator runs a chain in
    // parts between its reshaping steps), moved to the part's layout; empty: none.
    std::vector<std::uint32_t> stash;
};

struct EvalResult {
    Scalar type = Scalar::I32;
    std::vector<std::uint32_t> values;
    std::vector<bool> kept;  // false where vector_filter dropped the element
    std::vector<int> executionIds;
    std::vector<std::uint32_t> stash;  // what vector_stash() saved (or EvalInput::stash), for the next part
};

diag::Result<EvalResult> evaluate(const Chain& chain, const EvalInput& input);

// Parses values such as "1,-2,3" or "0.5,inf,nan" for `type`.
diag::Result<std::vector<std::uint32_t>> parseValues(const std::vector<std::string>& texts, Scalar type);

// One operator on bit patterns of `type`; args hold 1-3 values.
std::uint32_t applyOp(OpId op, Scalar type, const std::vector<std::uint32_t>& args);

// The 2-level tree over up to 4 lanes (missing lanes are the identity), then
// accumulated across flits, in order.
std::uint32_t reduceStream(ReduceOp op, Scalar type, const std::vector<std::uint32_t>& values, std::size_t lanes = 4);
// One step of that reduce: `a` combined with `b`; and the value that leaves a lane unchanged.
std::uint32_t reducePair(ReduceOp op, Scalar type, std::uint32_t a, std::uint32_t b);
std::uint32_t reduceIdentity(ReduceOp op, Scalar type);

}  // namespace tcpwb::vector
