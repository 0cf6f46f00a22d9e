#include "vector/isa.h"

#include "util/enum_table.h"

namespace tcpwb::vector {
namespace {

constexpr EnumTable<Stage, 13> kStageNames{{{Stage::Branch, "Branch"},
                                            {Stage::Logic, "Logic"},
                                            {Stage::Fxp, "Fxp"},
                                            {Stage::FxpToFp, "FxpToFp"},
                                            {Stage::Narrow, "Narrow"},
                                            {Stage::Float, "Float"},
                                            {Stage::IntraSliceReduce, "IntraSliceReduce"},
                                            {Stage::FpDiv, "FpDiv"},
                                            {Stage::Widen, "Widen"},
                                            {Stage::FpToFxp, "FpToFxp"},
                                            {Stage::Clip, "Clip"},
                                            {Stage::Filter, "Filter"},
                                            {Stage::Output, "Output"}}};
static_assert(listsEveryEnumerator(kStageNames));

constexpr EnumTable<Alu, 17> kAluNames{{{Alu::LogicAnd, "LogicAnd"},
                                        {Alu::LogicOr, "LogicOr"},
                                        {Alu::LogicXor, "LogicXor"},
                                        {Alu::LogicLshift, "LogicLshift"},
                                        {Alu::LogicRshift, "LogicRshift"},
                                        {Alu::FxpAdd, "FxpAdd"},
                                        {Alu::FxpLshift, "FxpLshift"},
                                        {Alu::FxpMul, "FxpMul"},
                                        {Alu::FxpRshift, "FxpRshift"},
                                        {Alu::FpFma, "FpFma"},
                                        {Alu::FpFpu, "FpFpu"},
                                        {Alu::FpExp, "FpExp"},
                                        {Alu::FpMul0, "FpMul0"},
                                        {Alu::FpMul1, "FpMul1"},
                                        {Alu::ClipAdd, "ClipAdd"},
                                        {Alu::ClipMax, "ClipMax"},
                                        {Alu::ClipMin, "ClipMin"}}};
static_assert(listsEveryEnumerator(kAluNames));

constexpr EnumTable<Scalar, 2> kScalarNames{{{Scalar::I32, "i32"}, {Scalar::F32, "f32"}}};
static_assert(listsEveryEnumerator(kScalarNames));

constexpr EnumTable<Way, 2> kWayNames{{{Way::Way8, "Way8"}, {Way::Way4, "Way4"}}};
static_assert(listsEveryEnumerator(kWayNames));

}  // namespace

std::string_view stageName(Stage stage) { return nameOf(kStageNames, stage); }
std::string_view aluName(Alu alu) { return nameOf(kAluNames, alu); }
std::string_view scalarName(Scalar s) { return nameOf(kScalarNames, s); }
std::optional<Scalar> parseScalar(std::string_view text) { return parseEnum(kScalarNames, text); }
std::string_view wayName(Way w) { return nameOf(kWayNames, w); }

Way wayOf(Stage stage) {
    switch (stage) {
        case Stage::Float:
        case Stage::IntraSliceReduce:
        case Stage::FpDiv: return Way::Way4;
        default: return Way::Way8;
    }
}

bool stashable(Stage stage) {
    switch (stage) {
        case Stage::Branch:
        case Stage::Logic:
        case Stage::Fxp:
        case Stage::Narrow:
        case Stage::Float:
        case Stage::FpDiv:
        case Stage::Clip: return true;
        default: return false;
    }
}

bool entersInterSlice(Stage stage) {
    switch (stage) {
        case Stage::Branch:
        case Stage::Logic:
        case Stage::Fxp:
        case Stage::FxpToFp:
        case Stage::Widen:
        case Stage::FpToFxp:
        case Stage::Clip: return true;
        default: return false;
    }
}

bool hasAluPool(Stage stage) { return stage == Stage::Logic || stage == Stage::Fxp || stage == Stage::Float || stage == Stage::Clip; }

const std::vector<OpInfo>& opTable() {
    using enum OpId;
    using S = Stage;
    static const std::vector<OpInfo> table = {
        {BitAnd, S::Logic, "BitAnd", Alu::LogicAnd, 2, true, true},
        {BitOr, S::Logic, "BitOr", Alu::LogicOr, 2, true, true},
        {BitXor, S::Logic, "BitXor", Alu::LogicXor, 2, true, true},
        {LogicLeftShift, S::Logic, "LeftShift", Alu::LogicLshift, 2, true, false},
        {LogicLogicRightShift, S::Logic, "LogicRightShift", Alu::LogicRshift, 2, true, false},
        {LogicArithRightShift, S::Logic, "ArithRightShift", Alu::LogicRshift, 2, true, false},

        {AddFxp, S::Fxp, "AddFxp", Alu::FxpAdd, 2, true, false},
        {AddFxpSat, S::Fxp, "AddFxpSat", Alu::FxpAdd, 2, true, false},
        {SubFxp, S::Fxp, "SubFxp", Alu::FxpAdd, 2, true, false},
        {SubFxpSat, S::Fxp, "SubFxpSat", Alu::FxpAdd, 2, true, false},
        {LeftShift, S::Fxp, "LeftShift", Alu::FxpLshift, 2, true, false},
        {LeftShiftSat, S::Fxp, "LeftShiftSat", Alu::FxpLshift, 2, true, false},
        {MulFxp, S::Fxp, "MulFxp", Alu::FxpMul, 2, true, false},
        {MulInt, S::Fxp, "MulInt", Alu::FxpMul, 2, true, false},
        {LogicRightShift, S::Fxp, "LogicRightShift", Alu::FxpRshift, 2, true, false},
        {ArithRightShift, S::Fxp, "ArithRightShift", Alu::FxpRshift, 2, true, false},
        {ArithRightShiftRound, S::Fxp, "ArithRightShiftRound", Alu::FxpRshift, 2, true, false},

        {Exp, S::Float, "Exp", Alu::FpExp, 1, false, true},
        {NegExp, S::Float, "NegExp", Alu::FpExp, 1, false, true},
        {Sqrt, S::Float, "Sqrt", Alu::FpFpu, 1, false, true},
        {Tanh, S::Float, "Tanh", Alu::FpFpu, 1, false, true},
        {Sigmoid, S::Float, "Sigmoid", Alu::FpFpu, 1, false, true},
        {Erf, S::Float, "Erf", Alu::FpFpu, 1, false, true},
        {Log, S::Float, "Log", Alu::FpFpu, 1, false, true},
        {Sin, S::Float, "Sin", Alu::FpFpu, 1, false, true},
        {Cos, S::Float, "Cos", Alu::FpFpu, 1, false, true},
        {AddF, S::Float, "AddF", Alu::FpFma, 2, false, true},
        {SubF, S::Float, "SubF", Alu::FpFma, 2, false, true},
        {MulF0, S::Float, "MulF(Mul0)", Alu::FpMul0, 2, false, true},
        {MulF1, S::Float, "MulF(Mul1)", Alu::FpMul1, 2, false, true},
        {MaskMulF0, S::Float, "MaskMulF(Mul0)", Alu::FpMul0, 2, false, true},
        {MaskMulF1, S::Float, "MaskMulF(Mul1)", Alu::FpMul1, 2, false, true},
        {DivF, S::Float, "DivF", Alu::FpFpu, 2, false, true},
        {FmaF, S::Float, "FmaF", Alu::FpFma, 3, false, true},
        {MaskFmaF, S::Float, "MaskFmaF", Alu::FpFma, 3, false, true},

        {FpDivF, S::FpDiv, "DivF", std::nullopt, 2, false, true},

        {ClipMin, S::Clip, "Min", Alu::ClipMin, 2, true, true},
        {ClipMax, S::Clip, "Max", Alu::ClipMax, 2, true, true},
        {ClipAbsMin, S::Clip, "AbsMin", Alu::ClipMin, 2, true, true},
        {ClipAbsMax, S::Clip, "AbsMax", Alu::ClipMax, 2, true, true},
        {ClipAddFxp, S::Clip, "AddFxp", Alu::ClipAdd, 2, true, false},
        {ClipAddFxpSat, S::Clip, "AddFxpSat", Alu::ClipAdd, 2, true, false},
        {ClipAdd, S::Clip, "Add", Alu::ClipAdd, 2, false, true},
    };
    return table;
}

const OpInfo* findOp(Stage stage, std::string_view name) {
    for (const OpInfo& op : opTable())
        if (op.stage == stage && op.name == name) return &op;
    return nullptr;
}

std::string opNames(Stage stage, std::optional<Scalar> type) {
    std::string out;
    for (const OpInfo& op : opTable()) {
        if (op.stage != stage) continue;
        if (type && !(*type == Scalar::I32 ? op.onI32 : op.onF32)) continue;
        if (!out.empty()) out += ", ";
        out += op.name;
    }
    return out;
}

}  // namespace tcpwb::vector
