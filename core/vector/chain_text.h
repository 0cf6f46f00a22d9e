#pragma once
// Reads a Vector Engine method chain as the manual writes it:
//   vector_init().vector_intra_slice_branch(BranchMode::Unconditional)
//       .vector_trim_way4::<m![A % 2 # 4]>().vector_fp_unary(FpUnaryOp::Sigmoid) ...
// Calls may be separated by `.`, `,`, `;` or newlines; `input.` and `//`
// comments are skipped, so a chain pasted from the manual reads as is.
#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

#include "diag/diagnostic.h"

namespace tcpwb::vector {

struct Call {
    std::string method;                 // "vector_fxp"
    std::vector<std::string> generics;  // turbofish arguments, trimmed
    std::vector<std::string> args;      // call arguments, trimmed; "()" stays "()"
    std::size_t offset = 0;             // where the call starts in the text
    std::size_t length = 0;
    std::string text() const;  // "vector_fxp(AddFxp, 10)"
};

diag::Result<std::vector<Call>> parseChain(std::string_view text);

// Drops enum paths: "FxpBinaryOp::AddFxp" -> "AddFxp",
// "FpBinaryOp::MulF(FpMulAlu::Mul0)" -> "MulF(Mul0)". Spaces go too.
std::string stripPaths(std::string_view text);

// Splits at top-level commas (outside (), [], {}, <>).
std::vector<std::string> splitTopLevel(std::string_view text);
std::string trim(std::string_view text);

}  // namespace tcpwb::vector
