#pragma once
// The logical reference's error bound through a vector chain's VRF operands
// (docs/simulation.md, "Reference and tolerances"): a VRF tensor computed in
// f32 by an earlier pass (tile 0's partial product) carries its own bound,
// which the operator that reads it passes on to the stream.
#include <map>
#include <string>
#include <vector>

#include "diag/diagnostic.h"
#include "vector/chain.h"
#include "vector/evaluate.h"

namespace tcpwb::sim::detail {

// A VRF operand projected onto the stream's elements: its values and its bound
// (empty when it has none).
struct OperandValues {
    std::vector<double> values;
    std::vector<double> bound;
};

// Per element of the chain's stream: what the VRF operands' bounds add to the
// result's bound, and how an f32 multiplication by a VRF operand scales the
// bound `streamBound` the stream brings in (empty: none). Per float operator
// reading a VRF operand with bound e (first order): AddF, SubF, ClipAdd and
// the clip picks add e; MulF, MaskMulF add |other factor| x e and scale the
// stream's bound b by |operand| (|y| x b, never less than b); FmaF adds
// |other factor| x e for a factor, e for the addend; DivF adds e / |divisor|
// for the dividend and |dividend| x e / (|divisor| (|divisor| - e)) for the
// divisor (infinite when the divisor's interval holds 0). The stream's value
// at the operator is the chain evaluated up to it (`input`). Error kinds: those
// of vector::evaluate.
diag::Result<std::vector<double>> operandBounds(const vector::Chain& chain, const vector::EvalInput& input,
                                                const std::map<std::string, OperandValues>& operands,
                                                const std::vector<double>& streamBound, std::size_t elements);

}  // namespace tcpwb::sim::detail
