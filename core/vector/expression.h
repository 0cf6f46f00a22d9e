#pragma once
// Plans an f32 expression in x, such as exp(sqrt(((x + 1) * 2) * 3)), as one
// Vector Engine pass: each operator becomes a Float-cluster call, and the
// chain checker assigns the ALUs (manual, "Float Cluster" example and "Within
// a stage, each ALU can only be used once per pass").
#include <optional>
#include <string>
#include <string_view>

#include "diag/diagnostic.h"
#include "vector/chain.h"

namespace tcpwb::vector {

struct ExpressionPlan {
    std::string chain;  // the method chain that computes it
    bool singlePass = false;
    std::optional<Chain> checked;              // when singlePass
    std::optional<diag::Diagnostic> conflict;  // why not, when !singlePass
    std::optional<Alu> sharedAlu;              // the ALU two operators both need
};

// Parse errors come back as the Result's error; an expression that parses but
// needs one ALU twice is a plan with singlePass = false.
diag::Result<ExpressionPlan> planExpression(std::string_view text);

}  // namespace tcpwb::vector
