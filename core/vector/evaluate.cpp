#include "vector/evaluate.h"
#include "vector/literals.h"

#include <fmt/format.h>

#include <algorithm>
#include <bit>
#include <cmath>

namespace tcpwb::vector {
namespace {

using diag::Diagnostic;
using u32 = std::uint32_t;

float f(u32 bits) { return std::bit_cast<float>(bits); }
u32 b(float v) { return std::bit_cast<u32>(v); }
i32 i(u32 bits) { return static_cast<i32>(bits); }
u32 b(i32 v) { return static_cast<u32>(v); }

u32 applyF(OpId op, float x, float y, float z) {
    using enum OpId;
    switch (op) {
        case BitAnd: return b(bitAnd(x, y));
        case BitOr: return b(bitOr(x, y));
        case BitXor: return b(bitXor(x, y));
        case Exp: return b(std::exp(x));
        case NegExp: return b(negExpF(x));
        case Sqrt: return b(std::sqrt(x));
        case Tanh: return b(std::tanh(x));
        case Sigmoid: return b(sigmoidF(x));
        case Erf: return b(std::erf(x));
        case Log: return b(std::log(x));
        case Sin: return b(std::sin(x));
        case Cos: return b(std::cos(x));
        case AddF:
        case ClipAdd: return b(x + y);
        case SubF: return b(x - y);
        case MulF0:
        case MulF1: return b(x * y);
        case MaskMulF0:
        case MaskMulF1: return b(maskMulF(x, y));
        case DivF:
        case FpDivF: return b(x / y);
        case FmaF: return b(std::fma(x, y, z));
        case MaskFmaF: return b(maskMulF(x, y) + z);
        case ClipMin: return b(minF(x, y));
        case ClipMax: return b(maxF(x, y));
        case ClipAbsMin: return b(absMinF(x, y));
        case ClipAbsMax: return b(absMaxF(x, y));
        default: return b(x);
    }
}

u32 applyI(OpId op, i32 x, i32 y) {
    using enum OpId;
    switch (op) {
        case BitAnd: return b(static_cast<i32>(static_cast<u32>(x) & static_cast<u32>(y)));
        case BitOr: return b(static_cast<i32>(static_cast<u32>(x) | static_cast<u32>(y)));
        case BitXor: return b(static_cast<i32>(static_cast<u32>(x) ^ static_cast<u32>(y)));
        case LogicLeftShift:
        case LeftShift: return b(shiftLeft(x, y));
        case LogicLogicRightShift:
        case LogicRightShift: return b(shiftRightLogic(x, y));
        case LogicArithRightShift:
        case ArithRightShift: return b(shiftRightArith(x, y));
        case ArithRightShiftRound: return b(shiftRightArithRound(x, y));
        case AddFxp:
        case ClipAddFxp: return b(addWrap(x, y));
        case AddFxpSat:
        case ClipAddFxpSat: return b(addSat(x, y));
        case SubFxp: return b(subWrap(x, y));
        case SubFxpSat: return b(subSat(x, y));
        case LeftShiftSat: return b(shiftLeftSat(x, y));
        case MulFxp: return b(mulFxp(x, y));
        case MulInt: return b(mulInt(x, y));
        case ClipMin: return b(minI(x, y));
        case ClipMax: return b(maxI(x, y));
        case ClipAbsMin: return b(absMinI(x, y));
        case ClipAbsMax: return b(absMaxI(x, y));
        default: return b(x);
    }
}

bool compare(const BranchMode::Compare& c, u32 value, Scalar type) {
    // The toolchain's Cmp: the bit patterns as unsigned integers, and the constants.
    if (c.op == "LtU") return value < c.bits;
    if (c.op == "GtU") return value > c.bits;
    if (c.op == "True" || c.op == "False") return c.op == "True";
    auto test = [&](auto x, auto y) {
        if (c.op == "Gt") return x > y;
        if (c.op == "Ge") return x >= y;
        if (c.op == "Lt") return x < y;
        if (c.op == "Le") return x <= y;
        if (c.op == "Eq") return x == y;
        return x != y;
    };
    return type == Scalar::I32 ? test(i(value), i(c.bits)) : test(f(value), f(c.bits));
}

// The evaluator's state: the live streams, their ExecutionIds and the stash.
class Evaluator {
public:
    Evaluator(const Chain& chain, const EvalInput& input) : chain_(chain), input_(input) {
        streams_[0] = input.groups[0];
        stash_ = input.stash;
        type_ = chain.input;
    }

    diag::Result<EvalResult> run() {
        if (streams_[0].empty())
            return Diagnostic(diag::Kind::bad_values, "there are no values to evaluate").withFix("pass --values 1,2,3");
        ids_.assign(streams_[0].size(), 0);
        for (const Step& s : chain_.steps)
            if (auto e = step(s)) return *e;
        EvalResult out{type_, streams_[0], std::vector<bool>(streams_[0].size(), true), ids_, stash_};
        if (filter_)
            for (std::size_t k = 0; k < ids_.size(); ++k) out.kept[k] = ids_[k] == *filter_;
        return out;
    }

private:
    const Chain& chain_;
    const EvalInput& input_;
    std::array<std::vector<u32>, 2> streams_;
    bool paired_ = false;
    Scalar type_;
    std::vector<int> ids_;
    std::vector<u32> stash_;
    std::optional<int> filter_;

    [[nodiscard]] std::optional<Diagnostic> step(const Step& s);
    [[nodiscard]] std::optional<Diagnostic> branch(const Step& s);
    diag::Result<u32> operandAt(const Operand& o, std::size_t k, Scalar type) const;
    [[nodiscard]] std::optional<Diagnostic> op(const Step& s);
    [[nodiscard]] std::optional<Diagnostic> zip(const Step& s);
    void reduceTo(ReduceOp op, bool tree);
};

std::optional<Diagnostic> Evaluator::step(const Step& s) {
    switch (s.kind) {
        case Step::Kind::Branch: return branch(s);
        case Step::Kind::Unzip:
            if (input_.groups[1].size() != streams_[0].size())
                return Diagnostic(diag::Kind::bad_values,
                                  fmt::format("two-group mode needs as many group 1 values as group 0 values ({}), got {}",
                                              streams_[0].size(), input_.groups[1].size()))
                    .withFix("pass the second group with --values1");
            streams_[1] = input_.groups[1];
            paired_ = true;
            return std::nullopt;
        case Step::Kind::Stash: stash_ = streams_[0]; return std::nullopt;
        case Step::Kind::Op: return op(s);
        case Step::Kind::Zip: return zip(s);
        case Step::Kind::FxpToFp:
            for (auto& stream : streams_)
                for (u32& v : stream) v = b(fxpToFp(i(v), s.intWidth));
            type_ = Scalar::F32;
            return std::nullopt;
        case Step::Kind::FpToFxp:
            for (auto& stream : streams_)
                for (u32& v : stream) v = b(fpToFxp(f(v), s.intWidth));
            type_ = Scalar::I32;
            return std::nullopt;
        case Step::Kind::IntraReduce: reduceTo(s.reduceOp, true); return std::nullopt;
        case Step::Kind::InterSlice: reduceTo(s.reduceOp, false); return std::nullopt;
        case Step::Kind::Filter: filter_ = s.filterId; return std::nullopt;
        case Step::Kind::Reinterpret: type_ = s.typeOut; return std::nullopt;  // the same bits, read as the other type
        default: return std::nullopt;
    }
}

std::optional<Diagnostic> Evaluator::branch(const Step& s) {
    using K = BranchMode::Kind;
    switch (s.branch.kind) {
        case K::Unconditional: ids_.assign(streams_[0].size(), 0); break;
        case K::Comparison:
            for (std::size_t k = 0; k < streams_[0].size(); ++k) {
                int id = 0;
                for (std::size_t c = 0; c < s.branch.comparisons.size(); ++c)
                    if (compare(s.branch.comparisons[c], streams_[0][k], type_)) id |= 1 << c;
                ids_[k] = id;
            }
            break;
        default:
            // AxisToggle and ValidCount depend on the stream's layout, Vrf on a prior pass: the caller supplies the ids.
            if (input_.executionIds.size() != streams_[0].size())
                return Diagnostic(diag::Kind::ids_required,
                                  fmt::format("BranchMode {} takes its ExecutionIds from outside the values; pass one id (0-15) per "
                                              "value ({} needed, {} given)",
                                              s.call.args.empty() ? "" : stripPaths(s.call.args[0]), streams_[0].size(),
                                              input_.executionIds.size()))
                    .withFix("pass --ids with one ExecutionId per value");
            for (int id : input_.executionIds)
                if (id < 0 || id > 15)
                    return Diagnostic(diag::Kind::bad_values, fmt::format("ExecutionId {} is outside the 4-bit range 0-15", id));
            ids_ = input_.executionIds;
    }
    return std::nullopt;
}

diag::Result<u32> Evaluator::operandAt(const Operand& o, std::size_t k, Scalar type) const {
    switch (o.kind) {
        case Operand::Kind::Constant: return o.bits;
        case Operand::Kind::Stash: return stash_.empty() ? u32{0} : stash_[k % stash_.size()];
        case Operand::Kind::Vrf: {
            auto it = input_.vrf.find(o.vrf);
            if (it == input_.vrf.end() || it->second.empty())
                return Diagnostic(diag::Kind::vrf_missing,
                                  fmt::format("the chain reads the VRF tensor `{}`, but no values were given for it", o.vrf))
                    .withFix(fmt::format("pass --vrf {}=1,2,3 (repeated cyclically over the stream)", o.vrf));
            const std::string& text = it->second[k % it->second.size()];
            auto v = parseLiteral(text, type);
            if (!v)
                return Diagnostic(diag::Kind::bad_values,
                                  fmt::format("VRF value `{}` of `{}` is not an {} value", text, o.vrf, scalarName(type)));
            return *v;
        }
    }
    return u32{0};
}

std::optional<Diagnostic> Evaluator::op(const Step& s) {
    const std::size_t groups = paired_ ? 2 : 1;
    for (std::size_t g = 0; g < groups; ++g) {
        const GroupArgs& args = s.groups[g];
        if (!args.enabled) continue;
        auto& stream = streams_[g];
        for (std::size_t k = 0; k < stream.size(); ++k) {
            std::vector<u32> operands;
            std::optional<int> only;
            const int id = ids_[k % ids_.size()];
            const std::vector<Operand>* given = &args.operands;
            if (!args.guardedSlots.empty()) {  // Branched: the first slot whose guard admits the id; none: unchanged
                const auto slot = std::find_if(args.guardedSlots.begin(), args.guardedSlots.end(),
                                               [&](const OperandSlot& sl) { return sl.guard.admits(id); });
                if (slot == args.guardedSlots.end()) continue;
                given = &slot->operands;
            }
            for (const Operand& o : *given) {
                auto v = operandAt(o, k, type_);
                if (!v) return v.error();
                operands.push_back(v.value());
                if (o.group) only = o.group;
            }
            if (only && id != *only) continue;  // VeBranchOperand::group: other ids pass through
            const u32 x = stream[k];
            std::vector<u32> in;
            const std::string& m = s.mode;  // "Mode0", "Mode01", "Mode012"...
            if (s.op->arity == 1) in = {m == "Mode1" ? operands.at(0) : x};
            else if (s.op->arity == 2) in = {m[4] == '0' ? x : operands.at(0), m[5] == '0' ? x : operands.at(0)};
            else {
                // Ternary digits: 0 is the stream, 1 operand0, 2 operand1; Mode002 reads the stream twice.
                for (int d = 0; d < 3; ++d) {
                    const char c = m[4 + d];
                    in.push_back(c == '0' ? x : c == '1' ? operands.at(0) : operands.at(1));
                }
            }
            stream[k] = applyOp(s.op->id, type_, in);
        }
    }
    return std::nullopt;
}

std::optional<Diagnostic> Evaluator::zip(const Step& s) {
    const auto& g0 = streams_[0];
    const auto& g1 = streams_[1];
    std::vector<u32> out(g0.size());
    const std::string& m = s.mode;
    for (std::size_t k = 0; k < g0.size(); ++k) {
        const u32 a = m[4] == '0' ? g0[k] : g1[k];
        const u32 c = m[5] == '0' ? g0[k] : g1[k];
        out[k] = applyOp(s.op->id, type_, {a, c});
    }
    streams_[0] = std::move(out);
    streams_[1].clear();
    paired_ = false;
    return std::nullopt;
}

void Evaluator::reduceTo(ReduceOp op, bool tree) {
    auto& stream = streams_[0];
    const u32 result = reduceStream(op, type_, stream, tree ? 4 : 1);
    stream.assign(1, result);
    ids_.assign(1, ids_.empty() ? 0 : ids_[0]);
}

}  // namespace

std::uint32_t applyOp(OpId op, Scalar type, const std::vector<std::uint32_t>& args) {
    const u32 x = !args.empty() ? args[0] : 0;
    const u32 y = args.size() > 1 ? args[1] : 0;
    const u32 z = args.size() > 2 ? args[2] : 0;
    return type == Scalar::F32 ? applyF(op, f(x), f(y), f(z)) : applyI(op, i(x), i(y));
}

std::uint32_t reducePair(ReduceOp op, Scalar type, std::uint32_t a, std::uint32_t c) {
    return type == Scalar::F32 ? b(reduceF(op, f(a), f(c))) : b(reduceI(op, i(a), i(c)));
}

std::uint32_t reduceIdentity(ReduceOp op, Scalar type) { return type == Scalar::F32 ? b(identityF(op)) : b(identityI(op)); }

std::uint32_t reduceStream(ReduceOp op, Scalar type, const std::vector<std::uint32_t>& values, std::size_t lanes) {
    auto combine = [&](u32 a, u32 c) { return reducePair(op, type, a, c); };
    const u32 identity = reduceIdentity(op, type);
    if (lanes <= 1) {
        // Inter-slice: a fold over the slices' partial results, first to last.
        if (values.empty()) return identity;
        u32 acc = values[0];
        for (std::size_t k = 1; k < values.size(); ++k) acc = combine(acc, values[k]);
        return acc;
    }
    std::optional<u32> acc;
    for (std::size_t start = 0; start < values.size(); start += lanes) {
        u32 lane[4] = {identity, identity, identity, identity};
        for (std::size_t l = 0; l < 4 && start + l < values.size(); ++l) lane[l] = values[start + l];
        const u32 flit = combine(combine(lane[0], lane[1]), combine(lane[2], lane[3]));
        acc = acc ? combine(*acc, flit) : flit;
    }
    return acc.value_or(identity);
}

diag::Result<std::vector<std::uint32_t>> parseValues(const std::vector<std::string>& texts, Scalar type) {
    std::vector<std::uint32_t> out;
    for (const std::string& t : texts) {
        auto v = parseLiteral(t, type);
        if (!v) return Diagnostic(diag::Kind::bad_values, fmt::format("`{}` is not an {} value", t, scalarName(type)));
        out.push_back(*v);
    }
    return out;
}

diag::Result<EvalResult> evaluate(const Chain& chain, const EvalInput& input) { return Evaluator(chain, input).run(); }

}  // namespace tcpwb::vector
