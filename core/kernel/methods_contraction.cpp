// The Collect and Contraction Engines. The manual writes
// `align::<Time, Packet, _, _>(&trf)`, `contract::<Packet>()` and
// `accumulate::<Time, Packet>(AccumulationKind::...)`; the toolchain names
// the engine's four stages: `contract_outer::<Time, Packet, Lane, TrfElement,
// TrfD>(&trf)` (the Aligner), `contract_packet::<Packet>()` (the spatial
// reduction), `contract_time::<Time>()` (the temporal reduction) and
// `contract_lane::<Time, Packet>(LaneMode::...)` (the accumulator's output).
// Both become the same Align, Contract and Accumulate steps; contract_time's
// Time is kept on the Accumulate step, which the simulator checks.
#include <fmt/format.h>

#include "contraction/hardware.h"
#include "kernel/methods.h"
#include "mapping/mapping.h"

namespace tcpwb::kernel::detail {
namespace {

// Contraction and accumulation widen to the 32-bit type of the same family.
void widen(Stream& s) {
    if (s.dtype) s.dtype = tensor::info(*s.dtype).isFloat ? tensor::DType::F32 : tensor::DType::I32;
}

Value collect(MethodCall& call) {
    Step step = call.step(StepKind::Collect);
    call.takeMappings(step, 0);
    return call.push(std::move(step));
}

// The TRF operand of align / contract_outer.
std::size_t trfOperand(MethodCall& call, Step& step) {
    Elaborator& el = call.el;
    const ast::Expr& arg = call.arg(0);
    std::size_t t = el.expectTensor(el.eval(arg), arg, fmt::format("{}()", call.e.name));
    const Tensor& operand = el.program_.tensors[t];
    if (operand.memory != Memory::Trf)
        el.fail(arg.span, diag::Kind::type_mismatch,
                fmt::format("{}() pairs the stream with a TRF tensor, but `{}` is a {} tensor", call.e.name, operand.name,
                            memoryName(operand.memory)),
                "load it first: ctx.sub.begin(x.view())...to_trf(TrfAddress::Full)");
    step.operand = t;
    el.readTensors_.insert(t);
    return t;
}

// The toolchain's book: "The sub context drops the Contraction Engine"; its
// sub context otherwise runs what the main one does (docs/dialects.md). The
// manual's sub context commits only a fetch, which the commit checks.
void requireMainForContraction(MethodCall& call) {
    if (call.el.dialect() != Dialect::Toolchain || call.stream().pass.context != StreamPass::Context::Sub) return;
    call.el.fail(call.e.nameSpan, diag::Kind::sub_context,
                 fmt::format("{}() runs on the Contraction Engine, which the sub context does not drive", call.e.name),
                 "contract in the main context (ctx.main); the sub context loads its TRF operand");
}

Value align(MethodCall& call) {
    requireMainForContraction(call);
    Step step = call.step(StepKind::Align);
    call.takeMappings(step, 0);
    trfOperand(call, step);
    return call.push(std::move(step));
}

// A written Lane or TrfElement must say what the TRF tensor's type says.
void checkTrfRole(MethodCall& call, std::size_t generic, std::size_t trf, std::size_t role, std::string_view what) {
    Elaborator& el = call.el;
    auto written = el.mappingArg(*call.e.generics[generic]);
    if (!written) return;
    const Tensor& t = el.program_.tensors[trf];
    if (role < t.mappings.size() && !t.mappings[role].text.empty() && !el.equivalent(*written, t.mappings[role]))
        el.fail(call.e.generics[generic]->span, diag::Kind::type_mismatch,
                fmt::format("contract_outer's {} {} is not the TRF tensor `{}`'s {} {}", what, written->text, t.name, what,
                            t.mappings[role].text));
}

// The toolchain's OutPacket is 32 or 64 bytes ("PackSize" 1 or 2 flits); the
// hardware always works on 64, zero-filling the second half of a 32-byte one
// (the book, "Outer"). The simulator's Aligner takes the 64 bytes, so a
// 32-byte OutPacket is padded to them, as the manual writes it (`m![K # 32]`).
MappingText padToMacWidth(Elaborator& el, MappingText packet, std::optional<tensor::DType> dtype) {
    if (!dtype) return packet;
    auto compiled = mapping::compileMapping(packet.text, el.program_.axes);
    if (!compiled) return packet;  // reported where the simulator compiles it
    const u64 bytes = tensor::bytesFor(*dtype, compiled->size());
    if (bytes * 2 != contraction::kMacWidthBytes) return packet;
    packet.text = fmt::format("m![{} # {}]", compiled->operand(), compiled->size() * 2);
    return packet;
}

Value contractOuter(MethodCall& call) {
    requireMainForContraction(call);
    Elaborator& el = call.el;
    Stream& s = call.stream();
    Step step = call.step(StepKind::Align);
    const std::size_t trf = trfOperand(call, step);
    const auto& generics = call.e.generics;
    if (!generics.empty()) {
        if (auto time = el.mappingArg(*generics[0])) step.mappings.push_back(*time);
        if (auto packet = el.mappingArg(*generics[1])) step.mappings.push_back(padToMacWidth(el, *packet, s.dtype));
        checkTrfRole(call, 2, trf, 3, "Lane");
        checkTrfRole(call, 3, trf, 4, "TrfElement");
        const ast::Type& trfType = *generics[4];
        const bool elided = trfType.kind == ast::Type::Kind::Infer;
        const Tensor& t = el.program_.tensors[trf];
        if (!elided && el.dtypeKnown_[trf] && el.dtypeArg(trfType) != t.dtype)
            el.fail(trfType.span, diag::Kind::type_mismatch,
                    fmt::format("contract_outer's TrfD {} is not the TRF tensor `{}`'s element type {}", el.textOf(trfType.span), t.name,
                                tensor::info(t.dtype).name));
    }
    const Tensor& t = el.program_.tensors[trf];
    if (s.dtype && el.dtypeKnown_[trf])
        if (auto bad = contraction::checkOperandPair(*s.dtype, t.dtype))
            el.fail(call.e.nameSpan, bad->kind, bad->message, bad->fix.value_or(""));
    return call.push(std::move(step));
}

Value contract(MethodCall& call) {
    Step step = call.step(StepKind::Contract);
    call.takeMappings(step, 0);
    widen(call.stream());
    return call.push(std::move(step));
}

Value accumulate(MethodCall& call) {
    Step step = call.step(StepKind::Accumulate);
    call.takeMappings(step, 0);
    widen(call.stream());
    const ast::Expr& arg = call.arg(0);
    if (arg.kind != ast::Expr::Kind::Path)
        call.el.fail(arg.span, diag::Kind::type_mismatch,
                     "accumulate's argument is an AccumulationKind, such as AccumulationKind::Interleaved");
    step.accumulation = arg.path.back();
    return call.push(std::move(step));
}

// contract_time::<OutTime>(): the Time after the temporal reduction, which
// contract_lane's Accumulate step carries.
Value contractTime(MethodCall& call) {
    auto time = call.el.mappingArg(*call.e.generics[0]);
    if (!time)
        call.el.fail(call.e.generics[0]->span, diag::Kind::missing_annotation,
                     "contract_time::<OutTime>() names the Time left after the reduction; write it instead of `_`");
    Step& contracted = call.stream().pass.steps.back();
    contracted.at = call.el.sourceSpan(ast::join({contracted.at.offset, contracted.at.length}, call.nameToEnd()));
    call.stream().reducedTime = *time;
    return call.receiver;
}

Value contractLane(MethodCall& call) {
    Elaborator& el = call.el;
    Step step = call.step(StepKind::Accumulate);
    call.takeMappings(step, 0);
    widen(call.stream());
    const ast::Expr& arg = call.arg(0);
    if (arg.kind != ast::Expr::Kind::Path || arg.path.size() != 2 || arg.path[0] != "LaneMode" ||
        (arg.path[1] != "Interleaved" && arg.path[1] != "Sequential"))
        el.fail(arg.span, diag::Kind::type_mismatch,
                "contract_lane's argument is a LaneMode: LaneMode::Interleaved or LaneMode::Sequential");
    step.accumulation = arg.path[1];
    step.reducedTime = call.stream().reducedTime;
    call.stream().reducedTime.reset();
    return call.push(std::move(step));
}

}  // namespace

const std::vector<MethodSpec>& contractionMethods() {
    static const std::vector<MethodSpec> methods = {
        {.name = "collect", .generics = {0, 2}, .args = 0, .signature = "collect::<Time, Packet>()", .handler = collect},
        {.name = "align", .generics = {0, 2, 3, 4}, .args = 1, .signature = "align::<Time, Packet, _, _>(&trf)", .handler = align},
        {.name = "contract", .generics = {0, 1}, .args = 0, .signature = "contract::<Packet>()", .handler = contract},
        {.name = "accumulate",
         .generics = {0, 2},
         .args = 1,
         .signature = "accumulate::<Time, Packet>(AccumulationKind::...)",
         .handler = accumulate},
        {.name = "contract_outer",
         .generics = {0, 5},
         .args = 1,
         .signature = "contract_outer::<Time, Packet, Lane, TrfElement, TrfD>(&trf)",
         .handler = contractOuter,
         .after = {"collect"}},
        {.name = "contract_packet",
         .generics = {1},
         .args = 0,
         .signature = "contract_packet::<Packet>()",
         .handler = contract,
         .after = {"contract_outer"}},
        {.name = "contract_time",
         .generics = {1},
         .args = 0,
         .signature = "contract_time::<Time>()",
         .handler = contractTime,
         .after = {"contract_packet"}},
        {.name = "contract_lane",
         .generics = {2},
         .args = 1,
         .signature = "contract_lane::<Time, Packet>(LaneMode::...)",
         .handler = contractLane,
         .after = {"contract_time"}},
    };
    return methods;
}

}  // namespace tcpwb::kernel::detail
