#pragma once
// The Vector Engine's vocabulary: pipeline stages in their fixed order, the
// ALUs each stage exposes, and the operator table (manual, "Intra-Slice
// Block": Stages, Stage Details; "Intra-Slice Reduce"; "Inter-Slice Block").
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace tcpwb::vector {

// Stages of one intra-slice pass, in pipeline order: a chain may skip any of
// them but never go back.
enum class Stage { Branch, Logic, Fxp, FxpToFp, Narrow, Float, IntraSliceReduce, FpDiv, Widen, FpToFxp, Clip, Filter, Output };
std::string_view stageName(Stage stage);

enum class Alu {
    LogicAnd,
    LogicOr,
    LogicXor,
    LogicLshift,
    LogicRshift,
    FxpAdd,
    FxpLshift,
    FxpMul,
    FxpRshift,
    FpFma,
    FpFpu,
    FpExp,
    FpMul0,
    FpMul1,
    ClipAdd,
    ClipMax,
    ClipMin
};
std::string_view aluName(Alu alu);

enum class Scalar { I32, F32 };
std::string_view scalarName(Scalar s);
std::optional<Scalar> parseScalar(std::string_view text);

enum class Way { Way8, Way4 };
std::string_view wayName(Way w);
// The packet mode a stage runs in; Narrow and Widen are the transitions.
Way wayOf(Stage stage);

// vector_stash() may follow these stages (manual, "Stash").
bool stashable(Stage stage);
// vector_inter_slice_reduce() may follow these Way8 stages (manual, "Inter-Slice Block").
bool entersInterSlice(Stage stage);
// Stages whose ALU pool lets several calls share the stage.
bool hasAluPool(Stage stage);

enum class OpId {
    // Logic
    BitAnd,
    BitOr,
    BitXor,
    LogicLeftShift,
    LogicLogicRightShift,
    LogicArithRightShift,
    // Fxp
    AddFxp,
    AddFxpSat,
    SubFxp,
    SubFxpSat,
    LeftShift,
    LeftShiftSat,
    MulFxp,
    MulInt,
    LogicRightShift,
    ArithRightShift,
    ArithRightShiftRound,
    // Float unary
    Exp,
    NegExp,
    Sqrt,
    Tanh,
    Sigmoid,
    Erf,
    Log,
    Sin,
    Cos,
    // Float binary and ternary
    AddF,
    SubF,
    MulF0,
    MulF1,
    MaskMulF0,
    MaskMulF1,
    DivF,
    FmaF,
    MaskFmaF,
    // FpDiv
    FpDivF,
    // Clip
    ClipMin,
    ClipMax,
    ClipAbsMin,
    ClipAbsMax,
    ClipAddFxp,
    ClipAddFxpSat,
    ClipAdd,
};

struct OpInfo {
    OpId id;
    Stage stage;
    std::string_view name;  // as the manual writes it, e.g. "MulF(Mul0)"
    std::optional<Alu> alu;
    int arity;  // 1 unary, 2 binary, 3 ternary
    bool onI32;
    bool onF32;
};

const std::vector<OpInfo>& opTable();
// The operator `name` of `stage` (names repeat across stages: LeftShift, Max).
const OpInfo* findOp(Stage stage, std::string_view name);
// "BitAnd, BitOr, ..." for a diagnostic.
std::string opNames(Stage stage, std::optional<Scalar> type = std::nullopt);

}  // namespace tcpwb::vector
