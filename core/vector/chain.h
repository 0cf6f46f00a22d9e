#pragma once
// A checked Vector Engine chain: every call resolved to its stage, operator,
// ALU and operands, with the stream's type and packet mode after it. checkChain
// enforces the manual's rules for one Tensor Unit pass: the stage order, each
// ALU once, Way8/Way4 with Narrow and Widen, types, stash, two-group mode and
// the IntraFirst/InterFirst ordering (manual, "Vector Engine", "Intra-Slice
// Block", "Inter-Slice Block").
#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "diag/diagnostic.h"
#include "vector/chain_text.h"
#include "vector/isa.h"
#include "vector/ops.h"

namespace tcpwb::vector {

enum class Order { IntraFirst, InterFirst };
std::string_view orderName(Order order);

// Where an operator's second (or third) input comes from (manual, "Operands").
struct Operand {
    enum class Kind { Constant, Vrf, Stash };
    Kind kind = Kind::Constant;
    std::uint32_t bits = 0;            // Constant: the value's bit pattern in the op's type
    std::string vrf;                   // Vrf: the tensor's name
    std::optional<int> group;          // VeBranchOperand::group: only this ExecutionId
    std::string text;
};

// The per-group part of an operator call; single-stream calls use group 0 only.
struct GroupArgs {
    bool enabled = true;               // `()` / `false` skip the group
    std::vector<Operand> operands;     // operand, or operand0 and operand1
};

// BranchMode (manual, "Branch"): how ExecutionIds are assigned.
struct BranchMode {
    enum class Kind { Unconditional, AxisToggle, ValidCount, Comparison, Vrf };
    Kind kind = Kind::Unconditional;
    std::string axis;                  // AxisToggle
    struct Compare { std::string op; std::uint32_t bits = 0; };
    std::vector<Compare> comparisons;  // Comparison: bit k set when comparison k holds
};

struct Step {
    enum class Kind { Init, Branch, Unzip, InterSlice, Stash, Op, Zip, FxpToFp, FpToFxp, Narrow, Widen,
                      IntraReduce, Filter, Final };
    Kind kind = Kind::Init;
    Call call;
    std::optional<Stage> stage;        // pipeline stage, when the call is one
    const OpInfo* op = nullptr;        // Op, Zip
    std::optional<Alu> alu;
    std::string mode;                  // argument mode: Mode0/Mode1, Mode00.., Mode012..
    std::array<GroupArgs, 2> groups;
    bool paired = false;               // runs on both groups of two-group mode
    Scalar typeIn = Scalar::I32, typeOut = Scalar::I32;
    Way wayOut = Way::Way8;
    int intWidth = 31;                 // FxpToFp, FpToFxp
    ReduceOp reduceOp = ReduceOp::Add; // IntraReduce, InterSlice
    BranchMode branch;                 // Branch
    int filterId = 0;                  // Filter: the ExecutionId kept
};

struct Chain {
    std::vector<Step> steps;
    Scalar input = Scalar::I32, output = Scalar::I32;
    Order order = Order::IntraFirst;
    bool twoGroup = false;
    std::vector<Alu> alus;             // in the order they were taken
    int addedCycles = 0;               // one per ALU (manual, "Pipeline Latency")
    bool hasStash = false;
    std::vector<diag::Diagnostic> warnings;  // legal, but probably not what was meant
};

diag::Result<Chain> checkChain(const std::vector<Call>& calls, Scalar input);
diag::Result<Chain> checkChain(std::string_view text, Scalar input);

// Kinds that mean the text itself is malformed (exit 2), as opposed to a
// well-formed chain that breaks a hardware rule (exit 1).
bool isInputError(const diag::Diagnostic& d);

}  // namespace tcpwb::vector
