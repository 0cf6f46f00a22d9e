#include "vector/chain.h"

#include "util/enum_table.h"
#include "vector/chain_checker.h"
#include "vector/literals.h"

#include <fmt/format.h>

#include <map>
#include <set>

namespace tcpwb::vector {
namespace {

using diag::Diagnostic;

constexpr const char* kSplitPass = "split the work into two Tensor Unit invocations and keep the intermediate result in DM or TRF";

}  // namespace

std::vector<const Operand*> operandsOf(const GroupArgs& group) {
    std::vector<const Operand*> out;
    for (const Operand& o : group.operands) out.push_back(&o);
    for (const OperandSlot& slot : group.guardedSlots)
        for (const Operand& o : slot.operands) out.push_back(&o);
    return out;
}

bool TagGuard::admits(int executionId) const {
    bool satisfied = true;
    for (int bit = 0; bit < 4; ++bit)
        if (bits[bit] >= 0) satisfied = satisfied && ((executionId >> bit) & 1) == bits[bit];
    return satisfied != negate;
}

namespace detail {

diag::Result<Chain> Checker::run(const std::vector<Call>& calls) {
    for (const Call& call : calls) {
        call_ = &call;
        if (auto error = step(call)) return *error;
    }
    if (phase_ != Phase::Final)
        return fail(diag::Kind::missing_final, "the chain does not end with vector_final(), so the result never leaves the Vector Engine",
                    "end the chain with .vector_final()");
    chain_.output = type_;
    return chain_;
}

Diagnostic Checker::fail(diag::Kind kind, std::string message, std::string fix) const {
    Diagnostic d(kind, std::move(message), call_ ? std::optional<std::size_t>(call_->offset) : std::nullopt, call_ ? call_->length : 0);
    if (!fix.empty()) d.withFix(std::move(fix));
    return d;
}

Step Checker::base(Step::Kind kind) const {
    Step s;
    s.kind = kind;
    s.call = *call_;
    s.typeIn = s.typeOut = type_;
    s.wayOut = way_;
    s.paired = paired_;
    return s;
}

void Checker::push(Step s) {
    type_ = s.typeOut;
    way_ = s.wayOut;
    if (s.stage) stage_ = s.stage;
    chain_.steps.push_back(std::move(s));
}

std::optional<Diagnostic> Checker::expectArgs(std::size_t count) const {
    if (call_->args.size() == count) return std::nullopt;
    return fail(diag::Kind::bad_argument, fmt::format("{} takes {} argument{}, but {} {} given", name(), count, count == 1 ? "" : "s",
                                                      call_->args.size(), call_->args.size() == 1 ? "was" : "were"));
}

std::optional<Diagnostic> Checker::step(const Call& call) {
    if (phase_ == Phase::Final)
        return fail(diag::Kind::after_final, fmt::format("{} follows vector_final(), which already ended the Vector Engine pass", name()),
                    "move the call before vector_final(), or start a new pass");
    auto resolved = resolveChainMethod(call.method);
    if (phase_ == Phase::Start && !(resolved && resolved->method.opensChain))
        return fail(diag::Kind::missing_init, fmt::format("{} comes before vector_init(); every Vector Engine chain starts there", name()),
                    "start the chain with .vector_init()");
    if (!resolved)
        return fail(diag::Kind::unknown_method, fmt::format("`{}` is not a Vector Engine method", call.method), chainMethodsHelp());
    return (this->*resolved->method.handler)(*resolved);
}

std::optional<Diagnostic> Checker::init(const ChainCall&) {
    if (phase_ != Phase::Start)
        return fail(diag::Kind::chain_order, "vector_init() appears twice; it only opens the chain", "remove the second vector_init()");
    if (auto e = expectArgs(0)) return e;
    phase_ = Phase::Init;
    push(base(Step::Kind::Init));
    return std::nullopt;
}

std::optional<Diagnostic> Checker::branch(const ChainCall& call) { return enterBranch(false, call.method.tagMode); }

std::optional<Diagnostic> Checker::unzip(const ChainCall&) { return enterBranch(true); }

std::optional<Diagnostic> Checker::enterBranch(bool unzip, bool tagMode) {
    const bool afterInter = phase_ == Phase::Inter;
    if (unzip && phase_ != Phase::Init)
        return fail(diag::Kind::chain_order, "vector_intra_slice_unzip() is only available directly after vector_init()",
                    "call vector_intra_slice_unzip() right after vector_init(), or use vector_intra_slice_branch()");
    if (phase_ == Phase::Intra)
        return fail(diag::Kind::chain_order, fmt::format("{} enters the intra-slice block, but the chain is already in it", name()),
                    "remove the second entry call");
    if (afterInter && chain_.order == Order::IntraFirst)
        return fail(
            diag::Kind::chain_order,
            "an IntraFirst chain already ran its intra-slice block before vector_inter_slice_reduce(); only vector_final() may follow",
            std::string("end with vector_final(), then ") + kSplitPass);
    Step s = base(unzip ? Step::Kind::Unzip : Step::Kind::Branch);
    s.stage = Stage::Branch;
    if (unzip) {
        if (!call_->args.empty())
            return fail(diag::Kind::bad_argument, "vector_intra_slice_unzip() takes no arguments; the grouping axis is its first generic",
                        "write vector_intra_slice_unzip::<I, TileTime, SplitTime>()");
        paired_ = true;
        s.paired = true;
        chain_.twoGroup = true;
    } else if (auto e = parseBranch(s, tagMode)) {
        return e;
    }
    phase_ = Phase::Intra;
    stage_.reset();
    push(std::move(s));
    return std::nullopt;
}

std::optional<Diagnostic> Checker::parseBranch(Step& s, bool tagMode) {
    if (auto e = expectArgs(1)) return e;
    auto mode = parseBranchMode(call_->args[0], type_, tagMode);
    if (!mode) {
        Diagnostic d = mode.error();
        d.offset = call_->offset;
        d.length = call_->length;
        return d;
    }
    s.branch = mode.value();
    return std::nullopt;
}

std::optional<Diagnostic> Checker::interSlice(const ChainCall&) {
    if (interDone_)
        return fail(diag::Kind::chain_order, "vector_inter_slice_reduce() appears twice; a pass has one Inter-Slice Block", kSplitPass);
    if (phase_ == Phase::Intra) {
        if (paired_ || zipped_)
            return fail(diag::Kind::two_group_inter_slice, "vector_inter_slice_reduce() is not available in two-group mode",
                        "reduce across slices in a separate pass, or start with vector_init().vector_inter_slice_reduce()");
        if (!stage_ || !entersInterSlice(*stage_))
            return fail(diag::Kind::inter_slice_from_stage,
                        fmt::format("vector_inter_slice_reduce() cannot follow the {} stage: it is only reachable from the Way8 stages "
                                    "Branch, Logic, Fxp, FxpToFp, Widen, FpToFxp and Clip",
                                    stage_ ? stageName(*stage_) : "entry"),
                        way_ == Way::Way4 ? "widen back to Way8 with vector_concat() or vector_pad_way8() first" : kSplitPass);
        chain_.order = Order::IntraFirst;
    } else {
        chain_.order = Order::InterFirst;
    }
    if (auto e = expectArgs(1)) return e;
    Step s = base(Step::Kind::InterSlice);
    const std::string opText = stripPaths(call_->args[0]);
    auto op = parseReduceOp(opText);
    const bool allowed = op && (type_ == Scalar::I32 ? *op != ReduceOp::Mul : *op != ReduceOp::AddSat);
    if (!allowed)
        return fail(op ? diag::Kind::dtype_mismatch : diag::Kind::unknown_op,
                    fmt::format("`{}` is not an inter-slice reduce operation on {}", opText, scalarName(type_)),
                    type_ == Scalar::I32 ? "use InterSliceReduceOpI32::Add, AddSat, Max or Min"
                                         : "use InterSliceReduceOpF32::Add, Max, Min or Mul");
    s.reduceOp = *op;
    interDone_ = true;
    phase_ = Phase::Inter;
    push(std::move(s));
    return std::nullopt;
}

std::optional<Diagnostic> Checker::stash(const ChainCall&) {
    if (phase_ != Phase::Intra)
        return fail(diag::Kind::stash_unavailable, "vector_stash() is only available inside the intra-slice block",
                    "enter it with vector_intra_slice_branch() first");
    if (paired_ || zipped_)
        return fail(diag::Kind::stash_unavailable, "vector_stash() is unavailable in two-group mode, before and after the _zip",
                    "stash in a single-stream chain (vector_intra_slice_branch) instead");
    if (!stage_ || !stashable(*stage_))
        return fail(
            diag::Kind::stash_unavailable,
            fmt::format(
                "vector_stash() cannot follow the {} stage; the Stashable stages are Branch, Logic, Fxp, Narrow, Fp, FpDiv and Clip",
                stage_ ? stageName(*stage_) : "entry"),
            "stash at one of those stages");
    if (stash_ != StashState::None)
        return fail(diag::Kind::stash_unavailable,
                    stash_ == StashState::Live ? "a stash is already live in this pass; the stash has a single slot"
                                               : "the stash was already consumed by a binary op; it is single-use per pass",
                    kSplitPass);
    if (auto e = expectArgs(0)) return e;
    stash_ = StashState::Live;
    stashType_ = type_;
    chain_.hasStash = true;
    push(base(Step::Kind::Stash));
    return std::nullopt;
}

std::optional<Diagnostic> Checker::final(const ChainCall&) {
    if (phase_ == Phase::Init)
        return fail(diag::Kind::chain_order, "vector_final() directly after vector_init() does nothing; choose a block first",
                    "call vector_intra_slice_branch(BranchMode::Unconditional) or vector_inter_slice_reduce() before vector_final()");
    if (auto e = expectArgs(0)) return e;
    if (paired_)
        return fail(diag::Kind::unzipped_final, "the two groups of vector_intra_slice_unzip() are still separate at vector_final()",
                    "merge them with a _zip op such as vector_clip_zip(ClipBinaryOpI32::AddFxp)");
    if (way_ == Way::Way4)
        return fail(diag::Kind::way_mismatch, "vector_final() needs Way8 packets, but the tensor is still Way4 after Narrow",
                    "widen with vector_concat() (after vector_split) or vector_pad_way8() (after vector_trim_way4)");
    Step s = base(Step::Kind::Final);
    s.stage = Stage::Output;
    phase_ = Phase::Final;
    push(std::move(s));
    return std::nullopt;
}

std::optional<Diagnostic> Checker::enterStage(Stage stage) {
    if (phase_ == Phase::Init)
        return fail(diag::Kind::chain_order, fmt::format("{} needs the intra-slice block, which the chain has not entered", name()),
                    "call vector_intra_slice_branch(BranchMode::Unconditional) after vector_init()");
    if (phase_ == Phase::Inter) {
        if (chain_.order == Order::IntraFirst)
            return fail(diag::Kind::chain_order,
                        fmt::format("{} follows an IntraFirst vector_inter_slice_reduce(); only vector_final() may follow it", name()),
                        kSplitPass);
        return fail(
            diag::Kind::chain_order,
            fmt::format("{} follows vector_inter_slice_reduce(); continue with intra-slice work through vector_intra_slice_branch()",
                        name()),
            "insert .vector_intra_slice_branch(BranchMode::Unconditional) after the inter-slice reduce");
    }
    if (stage_ && stage < *stage_)
        return fail(
            diag::Kind::stage_order,
            fmt::format("{} uses the {} stage, which comes before the {} stage already used; a pass runs the stages in the "
                        "order Branch, Logic, Fxp, FxpToFp, Narrow, Float, IntraSliceReduce, FpDiv, Widen, FpToFxp, Clip, Filter, Output",
                        name(), stageName(stage), stageName(*stage_)),
            kSplitPass);
    if (stage_ && stage == *stage_ && !hasAluPool(stage))
        return fail(diag::Kind::stage_in_use, fmt::format("the {} stage is already used in this pass", stageName(stage)), kSplitPass);
    const Way needed = wayOf(stage);
    if (stage != Stage::Narrow && stage != Stage::Widen && needed != way_) {
        if (needed == Way::Way4)
            return fail(diag::Kind::way_mismatch, fmt::format("{} runs in Way4, but the tensor is Way8", name()),
                        "narrow first with vector_split() (both halves hold data) or vector_trim_way4() (upper lanes are padding)");
        return fail(diag::Kind::way_mismatch, fmt::format("{} runs in Way8, but the tensor is still Way4", name()),
                    "widen first with vector_concat() (after vector_split) or vector_pad_way8() (after vector_trim_way4)");
    }
    return std::nullopt;
}

std::optional<Diagnostic> Checker::requireType(Scalar wanted, std::string_view why) {
    if (type_ == wanted) return std::nullopt;
    std::string fix = wanted == Scalar::F32 ? "convert with vector_fxp_to_fp(int_width) before it (the FxpToFp stage comes before Narrow)"
                                            : "convert with vector_fp_to_fxp(int_width) before it";
    return fail(diag::Kind::dtype_mismatch, fmt::format("{} {}, but the stream is {} here", name(), why, scalarName(type_)), fix);
}

std::optional<Diagnostic> Checker::takeAlu(Alu alu, std::string_view opName) {
    auto [it, fresh] = aluOwner_.emplace(alu, std::string(opName));
    if (!fresh)
        return fail(diag::Kind::alu_in_use,
                    fmt::format("{} is already in use: {} needs the {} ALU, which {} took earlier in this pass", aluName(alu), opName,
                                aluName(alu), it->second),
                    std::string("each ALU serves one operator per pass; ") + kSplitPass)
            .withSubject(std::string(aluName(alu)));
    chain_.alus.push_back(alu);
    ++chain_.addedCycles;
    return std::nullopt;
}

diag::Result<const OpInfo*> Checker::resolveOp(Stage stage, std::string_view text) {
    const std::string op = stripPaths(text);
    if (const OpInfo* info = findOp(stage, op)) return info;
    // A bare MulF / MaskMulF takes whichever multiplier is still free.
    if (op == "MulF" || op == "MaskMulF") {
        for (const char* lane : {"(Mul0)", "(Mul1)"}) {
            const OpInfo* info = findOp(stage, op + lane);
            if (info && !aluOwner_.count(*info->alu)) return info;
        }
        return findOp(stage, op + "(Mul0)");
    }
    return fail(diag::Kind::unknown_op, fmt::format("`{}` is not an operator of the {} stage", op, stageName(stage)),
                fmt::format("use one of {}", opNames(stage, type_)));
}

diag::Result<Operand> Checker::operand(std::string_view original) {
    std::string text = stripPaths(original);
    Operand out;
    out.text = trim(original);
    if (text.starts_with("always(") && text.back() == ')') text = text.substr(7, text.size() - 8);
    if (text.starts_with("group(") && text.back() == ')') {
        auto parts = splitTopLevel(std::string_view(text).substr(6, text.size() - 7));
        std::optional<int> id = parts.size() == 2 ? parseGroupId(parts[1]) : std::nullopt;
        if (!id) return fail(diag::Kind::bad_argument, fmt::format("`{}` must be group(operand, GroupId) with a group 0-15", out.text));
        out.group = *id;
        text = parts[0];
    }
    if (text == "Stash") {
        if (stash_ == StashState::None)
            return fail(diag::Kind::stash_missing, fmt::format("{} reads Stash, but no vector_stash() came before it", name()),
                        "call vector_stash() at an earlier Stashable stage");
        if (stash_ == StashState::Consumed)
            return fail(diag::Kind::stash_consumed,
                        fmt::format("{} reads Stash, but a previous op already consumed it; the stash is single-use", name()), kSplitPass);
        if (stashType_ != type_)
            return fail(
                diag::Kind::stash_type,
                fmt::format("the stash holds {} but {} works on {}; the stash is typed", scalarName(stashType_), name(), scalarName(type_)),
                "stash at a point where the stream has the type of the op that reads it");
        out.kind = Operand::Kind::Stash;
        return out;
    }
    if (text.starts_with("vrf(") && text.back() == ')') {
        out.kind = Operand::Kind::Vrf;
        out.vrf = text.substr(4, text.size() - 5);
        while (!out.vrf.empty() && out.vrf.front() == '&') out.vrf.erase(out.vrf.begin());
        if (out.vrf.empty()) return fail(diag::Kind::bad_argument, "a VRF operand needs the tensor's name: VeRhs::vrf(&name)");
        return out;
    }
    auto bits = parseLiteral(text, type_);
    if (!bits)
        return fail(diag::Kind::bad_literal, fmt::format("`{}` is not an operand: expected an {} constant, VeRhs::vrf(&name) or Stash",
                                                         out.text, scalarName(type_)));
    out.bits = *bits;
    return out;
}

// The slots of `Branched::imm(guard, x).imm(..).rf(guard, &vrf)` (the
// toolchain's conditional operand): up to three immediates, then at most one
// register-file read, last; every slot can fire (a guard admitting no id is
// dead), and none follows an unconditional one (TagGuard::all() is the else).
diag::Result<std::vector<OperandSlot>> Checker::branchedSlots(std::string_view text, std::size_t needed) {
    std::vector<OperandSlot> slots;
    std::size_t at = 0, immediates = 0;
    while (at < text.size()) {
        const bool rf = text.substr(at).starts_with("rf(");
        if (!rf && !text.substr(at).starts_with("imm("))
            return fail(diag::Kind::bad_argument,
                        fmt::format("`{}` is not a Branched operand: write Branched::imm(guard, value).rf(guard, &vrf)", text));
        const std::size_t open = at + (rf ? 2 : 3);
        std::size_t close = open, depth = 0;
        for (; close < text.size(); ++close) {
            if (text[close] == '(' || text[close] == '[') ++depth;
            if ((text[close] == ')' || text[close] == ']') && --depth == 0) break;
        }
        if (close >= text.size()) return fail(diag::Kind::bad_argument, fmt::format("`{}` has an unclosed parenthesis", text));
        const auto parts = splitTopLevel(text.substr(open + 1, close - open - 1));
        if (parts.size() != 2)
            return fail(diag::Kind::bad_argument,
                        fmt::format("{}(guard, {}) takes a TagGuard and the slot's {}", rf ? "rf" : "imm",
                                    needed == 2 ? "(operand0, operand1)" : "operand", needed == 2 ? "operand pair" : "operand"));
        OperandSlot slot;
        slot.registerFile = rf;
        slot.text = std::string(text.substr(at, close + 1 - at));
        auto guard = parseTagGuard(parts[0]);
        if (!guard) return fail(guard.error().kind, guard.error().message, guard.error().fix.value_or(""));
        slot.guard = *guard;
        if (slot.guard.admitsNothing())
            return fail(diag::Kind::dead_slot,
                        fmt::format("the slot `{}` can never fire: not_matches([Ignore; 4]) admits no ExecutionId", slot.text));
        if (!slots.empty() && slots.back().guard.unconditional())
            return fail(diag::Kind::dead_slot,
                        fmt::format("the slot `{}` follows an unconditional one (TagGuard::all()), which already takes every "
                                    "element left",
                                    slot.text),
                        "put TagGuard::all() last: it is the operand's else");
        if (!slots.empty() && slots.back().registerFile)
            return fail(diag::Kind::bad_argument,
                        "the register-file slot .rf(..) comes last: an operand has one register-file port, after its immediates");
        if (!rf && ++immediates > 3)
            return fail(diag::Kind::bad_argument, "a conditional operand has three immediate registers; a fourth .imm(..) does not fit",
                        "read the fourth value from the VRF with .rf(guard, &vrf)");
        std::vector<std::string> payload{parts[1]};
        if (needed == 2) {
            if (parts[1].size() < 2 || parts[1].front() != '(' || parts[1].back() != ')')
                return fail(diag::Kind::bad_argument, fmt::format("{} needs a pair (operand0, operand1) in each slot", name()));
            payload = splitTopLevel(std::string_view(parts[1]).substr(1, parts[1].size() - 2));
            if (payload.size() != 2)
                return fail(diag::Kind::bad_argument, fmt::format("{} needs exactly two operands in each slot's pair", name()));
        }
        for (std::size_t i = 0; i < payload.size(); ++i) {
            auto o = operand(payload[i]);
            if (!o) return o.error();
            const bool constant = o->kind == Operand::Kind::Constant;
            if (i == 0 && rf && constant)
                return fail(diag::Kind::bad_argument,
                            fmt::format("`{}` is a constant: the rf slot reads the VRF (&tensor) or the stash; constants go in "
                                        ".imm(..)",
                                        payload[i]));
            if ((i == 1 || !rf) && !constant)
                return fail(diag::Kind::bad_argument,
                            fmt::format("`{}` is not a constant: an immediate slot holds a value; the VRF and the stash "
                                        "are read through .rf(..)",
                                        payload[i]));
            slot.operands.push_back(std::move(o).value());
        }
        slots.push_back(std::move(slot));
        at = close + 1;
        if (at < text.size() && text[at] == '.') ++at;
    }
    return slots;
}

std::optional<Diagnostic> Checker::reinterpret(const ChainCall&) {
    if (auto e = expectArgs(0)) return e;
    const std::string target = call_->generics.size() == 1 ? stripPaths(call_->generics[0]) : std::string();
    const std::optional<Scalar> type = parseScalar(target);
    if (!type)
        return fail(diag::Kind::bad_argument, "vector_reinterpret::<D2>() names the type the stream's bits are read as: i32 or f32",
                    "write vector_reinterpret::<f32>() or vector_reinterpret::<i32>()");
    Step s = base(Step::Kind::Reinterpret);
    s.typeOut = *type;
    push(std::move(s));
    return std::nullopt;
}

std::optional<Diagnostic> Checker::readOperands(Step& s, int arity, std::size_t first) {
    // Operand slots per group: unary Mode1 reads one, binary one, ternary two.
    auto needed = [&]() -> std::size_t {
        if (arity == 1) return s.mode == "Mode1" ? 1 : 0;
        if (arity == 2) return s.mode == "Mode00" ? 0 : 1;
        return 2;  // ternary ops always take the pair (operand0, operand1); the mode picks what is read
    }();
    const std::size_t groups = paired_ ? 2 : 1;
    const std::size_t given = call_->args.size() - first;
    if (paired_ && arity == 1 && needed == 0) {
        // Two-group unary: one enable flag per group (manual: vector_fp_unary(Exp, true, false)).
        if (given != 0 && given != 2)
            return fail(diag::Kind::bad_argument,
                        fmt::format("{} in two-group mode takes one flag per group, e.g. (FpUnaryOp::Exp, true, false)", name()));
        for (std::size_t g = 0; g < given; ++g) {
            const std::string flag = trim(call_->args[first + g]);
            if (flag != "true" && flag != "false")
                return fail(diag::Kind::bad_argument, fmt::format("`{}` must be true or false (apply to group {} or not)", flag, g));
            s.groups[g].enabled = flag == "true";
        }
        return std::nullopt;
    }
    if (needed == 0) {
        if (given != 0)
            return fail(diag::Kind::bad_argument, fmt::format("{} with {} reads no operand, but {} given", name(), s.mode, given));
        return std::nullopt;
    }
    if (given != groups)
        return fail(diag::Kind::bad_argument,
                    paired_ ? fmt::format("{} in two-group mode takes one operand per group (use () to skip one)", name())
                            : fmt::format("{} takes one operand after the operator", name()));
    for (std::size_t g = 0; g < groups; ++g) {
        std::string text = trim(call_->args[first + g]);
        if (text == "()") {
            s.groups[g].enabled = false;
            continue;
        }
        if (const std::string stripped = stripPaths(text); stripped.starts_with("imm(") || stripped.starts_with("rf(")) {
            auto slots = branchedSlots(stripped, needed);
            if (!slots) return slots.error();
            s.groups[g].guardedSlots = std::move(slots).value();
            continue;
        }
        std::vector<std::string> parts{text};
        if (needed == 2) {
            if (text.size() < 2 || text.front() != '(' || text.back() != ')')
                return fail(diag::Kind::bad_argument, fmt::format("{} needs a pair (operand0, operand1)", name()));
            parts = splitTopLevel(std::string_view(text).substr(1, text.size() - 2));
            if (parts.size() != 2) return fail(diag::Kind::bad_argument, fmt::format("{} needs exactly two operands in its pair", name()));
        }
        for (const std::string& part : parts) {
            auto o = operand(part);
            if (!o) return o.error();
            s.groups[g].operands.push_back(o.value());
        }
    }
    return std::nullopt;
}

std::optional<Diagnostic> Checker::operatorCall(const ChainCall& call, Step& s) {
    // The toolchain's vector_fp_div(operand) leaves out the stage's one operator (DivF); the manual writes it first.
    const std::string_view implied = call.method.impliedOperator;
    const bool leftOut = !implied.empty() && (call_->args.empty() || !findOp(call.stage(), stripPaths(call_->args[0])));
    if (call_->args.empty() && !leftOut)
        return fail(diag::Kind::bad_argument, fmt::format("{} needs an operator as its first argument", name()));
    auto op = resolveOp(call.stage(), leftOut ? implied : std::string_view(call_->args[0]));
    if (!op) return op.error();
    const OpInfo& info = *op.value();
    const bool typeOk = type_ == Scalar::I32 ? info.onI32 : info.onF32;
    if (!typeOk)
        return fail(diag::Kind::dtype_mismatch,
                    fmt::format("{} of the {} stage does not work on {}", info.name, stageName(call.stage()), scalarName(type_)),
                    fmt::format("on {} the stage offers {}", scalarName(type_), opNames(call.stage(), type_)));
    // The method name must match the operator's arity; a Float-stage call names it, unless it zips.
    const std::optional<int> promised = call.method.operatorArity;
    if ((promised && *promised != info.arity) || (!promised && !call.zip && call.stage() == Stage::Float))
        return fail(diag::Kind::bad_argument,
                    fmt::format("{} is a {} operator, so it is not called through {}", info.name,
                                info.arity == 1   ? "unary"
                                : info.arity == 2 ? "binary"
                                                  : "ternary",
                                name()),
                    info.arity == 1   ? "use vector_fp_unary"
                    : info.arity == 2 ? "use vector_fp_binary"
                                      : "use vector_fp_ternary");
    if (call.zip && info.arity != 2)
        return fail(diag::Kind::bad_argument,
                    fmt::format("_zip ops combine the two groups with a binary operator; {} is not binary", info.name));
    s.op = &info;
    s.alu = info.alu;
    std::size_t next = leftOut ? 0 : 1;
    if (call.withMode) {
        if (call_->args.size() < next + 1)
            return fail(diag::Kind::bad_argument,
                        fmt::format("{} needs the argument mode{}", name(), leftOut ? "" : " after the operator"));
        s.mode = stripPaths(call_->args[next]);
        ++next;
    } else {
        s.mode = info.arity == 1 ? "Mode0" : info.arity == 2 ? "Mode01" : "Mode012";  // the manual's defaults
    }
    static const std::set<std::string> unary = {"Mode0", "Mode1"};
    static const std::set<std::string> binary = {"Mode00", "Mode01", "Mode10", "Mode11"};
    static const std::set<std::string> ternary = {"Mode012", "Mode002", "Mode102", "Mode112", "Mode020", "Mode021", "Mode120"};
    const auto& modes = info.arity == 1 ? unary : info.arity == 2 ? binary : ternary;
    if (!modes.count(s.mode))
        return fail(diag::Kind::bad_argument,
                    fmt::format("`{}` is not an argument mode of a {} op", s.mode,
                                info.arity == 1   ? "unary"
                                : info.arity == 2 ? "binary"
                                                  : "ternary"),
                    info.arity == 1   ? "use Mode0 or Mode1"
                    : info.arity == 2 ? "use Mode00, Mode01, Mode10 or Mode11"
                                      : "use Mode012, Mode002, Mode102, Mode112, Mode020, Mode021 or Mode120");
    if (call.zip) {
        if (!paired_)
            return fail(diag::Kind::not_paired,
                        fmt::format("{} merges the two groups of vector_intra_slice_unzip(), but the chain has one stream", name()),
                        "enter with vector_intra_slice_unzip::<I, TileTime, SplitTime>(), or use the non-_zip form");
        if (call_->args.size() != next)
            return fail(diag::Kind::bad_argument, fmt::format("{} takes no operand: it combines group 0 and group 1", name()));
        paired_ = false;
        zipped_ = true;
        s.paired = true;  // it reads both groups
    } else if (auto e = readOperands(s, info.arity, next)) {
        return e;
    }
    for (const GroupArgs& g : s.groups)
        for (const Operand* o : operandsOf(g))
            if (o->kind == Operand::Kind::Stash) stash_ = StashState::Consumed;
    if (s.alu) {
        if (auto e = takeAlu(*s.alu, info.name)) return e;
    }
    return std::nullopt;
}

std::optional<Diagnostic> Checker::stageCall(const ChainCall& call) {
    if (auto e = enterStage(call.stage())) return e;
    Step s = base(call.kind());
    s.stage = call.stage();
    std::optional<Diagnostic> error;
    switch (call.kind()) {
        case Step::Kind::Op:
        case Step::Kind::Zip: error = operatorStage(call, s); break;
        case Step::Kind::FxpToFp:
        case Step::Kind::FpToFxp: error = conversion(call, s); break;
        case Step::Kind::Narrow: error = narrow(call, s); break;
        case Step::Kind::Widen: error = widen(call, s); break;
        case Step::Kind::IntraReduce: error = intraReduce(s); break;
        case Step::Kind::Filter: error = filter(s); break;
        default: break;
    }
    if (error) return error;
    push(std::move(s));
    return std::nullopt;
}

std::optional<Diagnostic> Checker::operatorStage(const ChainCall& call, Step& s) {
    if (call.stage() == Stage::Fxp) {
        if (auto e = requireType(Scalar::I32, "works on i32")) return e;
    }
    if (call.stage() == Stage::Float || call.stage() == Stage::FpDiv) {
        if (auto e = requireType(Scalar::F32, "works on f32")) return e;
    }
    return operatorCall(call, s);
}

std::optional<Diagnostic> Checker::conversion(const ChainCall& call, Step& s) {
    const bool toFp = call.kind() == Step::Kind::FxpToFp;
    if (auto e = requireType(toFp ? Scalar::I32 : Scalar::F32, toFp ? "converts i32 to f32" : "converts f32 to i32")) return e;
    if (auto e = expectArgs(1)) return e;
    auto width = parseInt(call_->args[0]);
    if (!width || !validIntWidth(*width))
        return fail(diag::Kind::bad_argument, fmt::format("int_width `{}` must be an integer bit width from 0 to 31", call_->args[0]),
                    "31 converts plain integers; smaller widths leave 31 - int_width fraction bits");
    s.intWidth = *width;
    s.typeOut = toFp ? Scalar::F32 : Scalar::I32;
    return std::nullopt;
}

std::optional<Diagnostic> Checker::narrow(const ChainCall& call, Step& s) {
    if (auto e = expectArgs(0)) return e;
    s.wayOut = Way::Way4;
    narrowedBy_ = call.method.name;
    return std::nullopt;
}

std::optional<Diagnostic> Checker::widen(const ChainCall& call, Step& s) {
    if (auto e = expectArgs(0)) return e;
    if (way_ != Way::Way4)
        return fail(diag::Kind::way_mismatch, fmt::format("{} widens Way4 packets back to Way8, but the tensor is already Way8", name()),
                    "remove it, or narrow earlier with vector_split() or vector_trim_way4()");
    s.wayOut = Way::Way8;
    // Each Widen undoes one Narrow (manual, "Widen": Use When).
    const bool concat = call.method.name == "vector_concat";
    const std::string expected = concat ? "vector_split" : "vector_trim_way4";
    if (narrowedBy_ != expected)
        chain_.warnings.push_back(
            fail(diag::Kind::widen_pairing,
                 fmt::format("{} reverses {}(), but the chain narrowed with {}()", name(), expected, narrowedBy_),
                 concat ? "after vector_trim_way4() widen with vector_pad_way8()" : "after vector_split() widen with vector_concat()")
                .withSeverity(diag::Severity::Warning));
    return std::nullopt;
}

std::optional<Diagnostic> Checker::intraReduce(Step& s) {
    if (paired_ || zipped_)
        return fail(diag::Kind::two_group_reduce, "vector_intra_slice_reduce() works on a single stream, not in two-group mode",
                    "reduce in a single-stream chain entered with vector_intra_slice_branch()");
    if (auto e = expectArgs(1)) return e;
    const std::string opText = stripPaths(call_->args[0]);
    auto op = parseReduceOp(opText);
    const bool allowed = op && *op != ReduceOp::Mul && (type_ == Scalar::I32 ? *op != ReduceOp::Add : *op != ReduceOp::AddSat);
    if (!allowed)
        return fail(op ? diag::Kind::dtype_mismatch : diag::Kind::unknown_op,
                    fmt::format("`{}` is not an intra-slice reduce operation on {}", opText, scalarName(type_)),
                    type_ == Scalar::I32 ? "use IntraSliceReduceOpI32::AddSat, Max or Min" : "use IntraSliceReduceOpF32::Add, Max or Min");
    s.reduceOp = *op;
    return std::nullopt;
}

std::optional<Diagnostic> Checker::filter(Step& s) {
    if (paired_ || zipped_)
        return fail(diag::Kind::filter_unavailable, "vector_filter() is unavailable in two-group mode, before and after the _zip",
                    "filter in a single-stream chain");
    if (auto e = expectArgs(1)) return e;
    auto id = parseGroupId(call_->args[0]);
    if (!id)
        return fail(diag::Kind::bad_argument, fmt::format("vector_filter keeps one ExecutionId (0-15); `{}` is not one", call_->args[0]));
    s.filterId = *id;
    return std::nullopt;
}

}  // namespace detail

namespace {

constexpr EnumTable<Order, 2> kOrderNames{{{Order::IntraFirst, "IntraFirst"}, {Order::InterFirst, "InterFirst"}}};
static_assert(listsEveryEnumerator(kOrderNames));

}  // namespace

std::string_view orderName(Order order) { return nameOf(kOrderNames, order); }

diag::Result<Chain> checkChain(const std::vector<Call>& calls, Scalar input) { return detail::Checker(input).run(calls); }

diag::Result<Chain> checkChain(std::string_view text, Scalar input) {
    auto calls = parseChain(text);
    if (!calls) return calls.error();
    return checkChain(calls.value(), input);
}

bool isInputError(const diag::Diagnostic& d) {
    // The chain's own Input kinds (kinds.def) and usage_error; not the
    // registry's whole Input category, since a chain's trace reports its
    // enumeration limit (too_large) as a rule of the chain (exit 1).
    using diag::Kind;
    switch (d.kind) {
        case Kind::parse_error:
        case Kind::unknown_method:
        case Kind::unknown_op:
        case Kind::bad_argument:
        case Kind::bad_literal:
        case Kind::usage_error:
        case Kind::bad_values: return true;
        default: return false;
    }
}

}  // namespace tcpwb::vector
