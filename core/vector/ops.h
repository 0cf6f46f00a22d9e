#pragma once
// The Vector Engine's operators as functions on values (manual, "Intra-Slice
// Block", "Intra-Slice Reduce", "Inter-Slice Block"). Every function is total:
// it has a defined result for every input, including overflow, shifts by 32 or
// more, NaN and infinities. Where the manual names an operator without giving
// its arithmetic, the choice is written down in docs/vector-semantics.md.
#include <cstdint>
#include <optional>
#include <string_view>

namespace tcpwb::vector {

using i32 = std::int32_t;

// --- i32 arithmetic shared by the Logic, Fxp and Clip clusters -------------
i32 addWrap(i32 a, i32 b);
i32 addSat(i32 a, i32 b);
i32 subWrap(i32 a, i32 b);
i32 subSat(i32 a, i32 b);
i32 mulInt(i32 a, i32 b);  // the low 32 bits of the product
i32 mulFxp(i32 a, i32 b);  // Q0.31 product, rounded half up, saturated
// Shift amounts are read as unsigned 32-bit values, so a negative amount is a
// shift by 2^32 - |n|, which is >= 32.
i32 shiftLeft(i32 a, i32 amount);             // zeros in; >= 32 gives 0
i32 shiftLeftSat(i32 a, i32 amount);          // saturates when bits (or the sign) would be lost
i32 shiftRightLogic(i32 a, i32 amount);       // zeros in; >= 32 gives 0
i32 shiftRightArith(i32 a, i32 amount);       // sign in; >= 32 gives 0 or -1
i32 shiftRightArithRound(i32 a, i32 amount);  // rounds half up; >= 32 gives 0
i32 minI(i32 a, i32 b);
i32 maxI(i32 a, i32 b);
i32 absMinI(i32 a, i32 b);  // the argument of smaller magnitude (the first on a tie)
i32 absMaxI(i32 a, i32 b);  // the argument of larger magnitude (the first on a tie)

// --- f32 ---------------------------------------------------------------------
float bitAnd(float a, float b);
float bitOr(float a, float b);
float bitXor(float a, float b);
float minF(float a, float b);     // NaN in, NaN out; min(-0, +0) = -0
float maxF(float a, float b);     // NaN in, NaN out; max(-0, +0) = +0
float absMinF(float a, float b);  // NaN in, NaN out
float absMaxF(float a, float b);
float maskMulF(float a, float b);  // a * b, but exactly 0 when either factor is 0 (even against inf/NaN)
float sigmoidF(float x);
float negExpF(float x);  // exp(-x)

// --- conversions (int_width: integer bits after the sign, 0..31) ---------------
// The i32 holds a fixed-point number with 31 - int_width fraction bits, so
// int_width 31 is a plain integer.
bool validIntWidth(int intWidth);
float fxpToFp(i32 raw, int intWidth);
i32 fpToFxp(float value, int intWidth);  // nearest, ties to even; saturates; NaN -> 0

// --- reduce -----------------------------------------------------------------
enum class ReduceOp { Add, AddSat, Max, Min, Mul };
std::string_view reduceOpName(ReduceOp op);
std::optional<ReduceOp> parseReduceOp(std::string_view name);
i32 reduceI(ReduceOp op, i32 a, i32 b);        // Add wraps; Mul is not an i32 reduce op (wraps)
float reduceF(ReduceOp op, float a, float b);  // AddSat on f32 is Add
i32 identityI(ReduceOp op);
float identityF(ReduceOp op);

}  // namespace tcpwb::vector
