// The Collect and Contraction Engines: `collect::<Time, Packet>()`,
// `align::<Time, Packet, _, _>(&trf)` pairing the stream with a TRF operand,
// `contract::<Packet>()` and `accumulate::<Time, Packet>(AccumulationKind::...)`.
#include <fmt/format.h>

#include "kernel/methods.h"

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

Value align(MethodCall& call) {
    Elaborator& el = call.el;
    Step step = call.step(StepKind::Align);
    call.takeMappings(step, 0);
    const ast::Expr& arg = call.arg(0);
    std::size_t t = el.expectTensor(el.eval(arg), arg, "align()");
    const Tensor& operand = el.program_.tensors[t];
    if (operand.memory != Memory::Trf)
        el.fail(arg.span, "type_mismatch",
                fmt::format("align() pairs the stream with a TRF tensor, but `{}` is a {} tensor", operand.name,
                            memoryName(operand.memory)),
                "load it first: ctx.sub.begin(x.view())...to_trf(TrfAddress::Full)");
    step.operand = t;
    el.readTensors_.insert(t);
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
        call.el.fail(arg.span, "type_mismatch",
                     "accumulate's argument is an AccumulationKind, such as AccumulationKind::Interleaved");
    step.accumulation = arg.path.back();
    return call.push(std::move(step));
}

}  // namespace

const std::vector<MethodSpec>& contractionMethods() {
    static const std::vector<MethodSpec> methods = {
        {.name = "collect", .generics = {0, 2}, .args = 0, .signature = "collect::<Time, Packet>()", .handler = collect},
        {.name = "align", .generics = {0, 2, 3, 4}, .args = 1, .signature = "align::<Time, Packet, _, _>(&trf)", .handler = align},
        {.name = "contract", .generics = {0, 1}, .args = 0, .signature = "contract::<Packet>()", .handler = contract},
        {.name = "accumulate", .generics = {0, 2}, .args = 1, .signature = "accumulate::<Time, Packet>(AccumulationKind::...)",
         .handler = accumulate},
    };
    return methods;
}

}  // namespace tcpwb::kernel::detail
