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
    std::uint32_t bits = 0;    // Constant: the value's bit pattern in the op's type
    std::string vrf;           // Vrf: the tensor's name
    std::optional<int> group;  // VeBranchOperand::group: only this ExecutionId
    std::string text;
};

// The toolchain's TagGuard: a requirement on each of an element's four
// ExecutionId bits (bit k from comparison k of the Branch; bit 3 is the
// group), or its negation. `all()` admits every id, `group(id)` constrains
// bit 3 alone.
struct TagGuard {
    std::array<int, 4> bits{-1, -1, -1, -1};  // 1: set, 0: clear, -1: ignored (BitReq::One, Zero, Ignore)
    bool negate = false;                      // not_matches
    bool admits(int executionId) const;
    bool unconditional() const { return !negate && bits == std::array<int, 4>{-1, -1, -1, -1}; }
    bool admitsNothing() const { return negate && bits == std::array<int, 4>{-1, -1, -1, -1}; }
};

// One slot of a conditional operand (`Branched::imm(guard, x)`, `.rf(guard, &vrf)`):
// elements whose ExecutionId the guard admits take this slot's operands.
struct OperandSlot {
    TagGuard guard;
    bool registerFile = false;      // rf: the one register-file port (a VRF or the stash); imm: a constant
    std::vector<Operand> operands;  // operand, or operand0 and operand1
    std::string text;
};

// The per-group part of an operator call; single-stream calls use group 0 only.
struct GroupArgs {
    bool enabled = true;            // `()` / `false` skip the group
    std::vector<Operand> operands;  // operand, or operand0 and operand1
    // A Branched operand: each element takes the first slot whose guard admits
    // its ExecutionId, and passes through unchanged when none does (operands
    // is then empty).
    std::vector<OperandSlot> guardedSlots;
};

// BranchMode (manual, "Branch"): how ExecutionIds are assigned.
// Every operand a group's call may read: its plain operands, then its slots'.
std::vector<const Operand*> operandsOf(const GroupArgs& group);

struct BranchMode {
    enum class Kind { Unconditional, AxisToggle, ValidCount, Comparison, Vrf };
    Kind kind = Kind::Unconditional;
    std::string axis;  // AxisToggle
    // Gt, Ge, Lt, Le, Eq, Ne (the manual); the toolchain's Cmp adds LtU and GtU
    // (the bit patterns compared as unsigned integers), True and False.
    struct Compare {
        std::string op;
        std::uint32_t bits = 0;
    };
    std::vector<Compare> comparisons;  // Comparison: bit k set when comparison k holds
};

struct Step {
    enum class Kind {
        Init,
        Branch,
        Unzip,
        InterSlice,
        Stash,
        Op,
        Zip,
        FxpToFp,
        FpToFxp,
        Narrow,
        Widen,
        IntraReduce,
        Filter,
        Final,
        Reinterpret
    };  // vector_reinterpret::<D2>(): the same bits read as D2 (no stage, no ALU)
    Kind kind = Kind::Init;
    Call call;
    std::optional<Stage> stage;  // pipeline stage, when the call is one
    const OpInfo* op = nullptr;  // Op, Zip
    std::optional<Alu> alu;
    std::string mode;  // argument mode: Mode0/Mode1, Mode00.., Mode012..
    std::array<GroupArgs, 2> groups;
    bool paired = false;  // runs on both groups of two-group mode
    Scalar typeIn = Scalar::I32, typeOut = Scalar::I32;
    Way wayOut = Way::Way8;
    int intWidth = 31;                  // FxpToFp, FpToFxp
    ReduceOp reduceOp = ReduceOp::Add;  // IntraReduce, InterSlice
    BranchMode branch;                  // Branch
    int filterId = 0;                   // Filter: the ExecutionId kept
};

struct Chain {
    std::vector<Step> steps;
    Scalar input = Scalar::I32, output = Scalar::I32;
    Order order = Order::IntraFirst;
    bool twoGroup = false;
    std::vector<Alu> alus;  // in the order they were taken
    int addedCycles = 0;    // one per ALU (manual, "Pipeline Latency")
    bool hasStash = false;
    std::vector<diag::Diagnostic> warnings;  // legal, but probably not what was meant
};

diag::Result<Chain> checkChain(const std::vector<Call>& calls, Scalar input);
// The manual's name of a method another dialect spells differently
// (vector_narrow_split is vector_split); any other name as it is.
std::string_view canonicalMethod(std::string_view method);
diag::Result<Chain> checkChain(std::string_view text, Scalar input);

// Kinds that mean the text itself is malformed (exit 2), as opposed to a
// well-formed chain that breaks a hardware rule (exit 1).
bool isInputError(const diag::Diagnostic& d);

}  // namespace tcpwb::vector
