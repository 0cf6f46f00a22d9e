// Method calls: the receiver's kind picks a MethodTable (kernel/methods.h),
// the table finds the method by name, and its spec's handler elaborates it.
// The errors for a method the receiver does not have are here.
#include <fmt/format.h>

#include "kernel/methods.h"

namespace tcpwb::kernel::detail {
namespace {

Value dispatch(Elaborator& el, const ast::Expr& e, const MethodSpec& spec, Value receiver) {
    receiver.span = e.span;
    MethodCall call{el, e, spec, std::move(receiver)};
    if (call.receiver.kind == Value::Kind::Stream) call.requireOrder();
    if (spec.check == SignatureCheck::First) call.checkSignature();
    Value result = spec.handler(call);
    if (call.receiver.kind == Value::Kind::Stream) call.stream().last = e.name;
    return result;
}

// A vector_* call extends the open run; any other call closes it first, then
// must be a fetch(&a, &b) if begin_interleaved() left the tensors unnamed.
Value streamMethod(Elaborator& el, const ast::Expr& e, const Value& receiver) {
    Stream& s = *receiver.stream;
    const MethodTable& table = streamMethodTable();
    const MethodSpec* spec = table.find(e.name);
    if (spec && spec->joinsVectorRun) return dispatch(el, e, *spec, receiver);
    closeVectorRun(s);
    if (s.needsSources && !(spec && spec->beforeSources))
        el.fail(e.nameSpan, diag::Kind::syntax_error, "begin_interleaved() without tensors must be followed by fetch(&a, &b)");
    if (!spec)
        el.fail(e.nameSpan, diag::Kind::unsupported_construct,
                fmt::format("`{}` is not a stream method; supported: {}", e.name, table.names()));
    return dispatch(el, e, *spec, receiver);
}

Value contextMethod(Elaborator& el, const ast::Expr& e, const Value& receiver) {
    if (const MethodSpec* spec = contextMethodTable().find(e.name)) return dispatch(el, e, *spec, receiver);
    el.fail(e.nameSpan, diag::Kind::unsupported_construct,
            fmt::format("`{}` on ctx.{}: an execution context supports begin(view) and begin_interleaved(...)", e.name,
                        receiver.context == StreamPass::Context::Main ? "main" : "sub"));
}

// What the unknown-method error offers for a tensor in `memory`: the methods
// that move it, in the form its memory needs.
std::string_view tensorMethodsHelp(Memory memory) {
    switch (memory) {
        case Memory::Host: return "to_hbm(&mut ctx.pdma, address)";
        case Memory::Hbm:
            return "to_dm::<..>(&mut ctx.tdma, address), to_host::<M>(&mut ctx.pdma), view(), reshape(), dma_gather_scaled(&index), "
                   "dma_gather_unscaled(&index)";
        case Memory::Dm: return "to_hbm(&mut ctx.tdma, address), view(), reshape(), dma_scatter::<Key, _, _>(index, output)";
        case Memory::Trf:
        case Memory::Vrf: break;
    }
    return "nothing: TRF and VRF tensors are operands of align() and vector_*()";
}

Value tensorMethod(Elaborator& el, const ast::Expr& e, const Value& receiver) {
    if (const MethodSpec* spec = tensorMethodTable().find(e.name)) return dispatch(el, e, *spec, receiver);
    Memory memory = el.program_.tensors[receiver.tensor].memory;
    el.fail(e.nameSpan, diag::Kind::unsupported_construct,
            fmt::format("`{}` is not a method of {}; supported: {}", e.name, tensorTypeName(memory), tensorMethodsHelp(memory)));
}

Value viewMethod(Elaborator& el, const ast::Expr& e, const Value& receiver) {
    if (const MethodSpec* spec = viewMethodTable().find(e.name)) return dispatch(el, e, *spec, receiver);
    // A view of the whole tensor moves as the tensor does: the toolchain's
    // helpers take views (`lhs.to_dm::<..>(&mut ctx.tdma)` on an HbmTensorView).
    if (!receiver.view && !receiver.viewOffset)
        if (const MethodSpec* spec = tensorMethodTable().find(e.name)) {
            Value whole = receiver;
            whole.kind = Value::Kind::Tensor;
            return dispatch(el, e, *spec, whole);
        }
    // A tile moves into a tensor of its own (`index.view().tile::<..>(c).to_dm(&mut ctx.tdma)`):
    // the transfer reads the tile, whose own coordinates the new tensor has.
    if (receiver.viewOffset && (e.name == "to_dm" || e.name == "to_hbm"))
        if (const MethodSpec* spec = tensorMethodTable().find(e.name)) {
            Value whole = receiver;
            whole.kind = Value::Kind::Tensor;
            const std::size_t before = el.program_.ops.size();
            Value moved = dispatch(el, e, *spec, whole);
            if (el.program_.ops.size() == before + 1 && el.program_.ops.back().kind == Operation::Kind::Transfer) {
                Transfer& t = el.program_.ops.back().transfer;
                t.sourceView = receiver.view;
                t.sourceOffset = receiver.viewOffset;
                t.sourceViewCall = receiver.viewCall;
            }
            return moved;
        }
    el.fail(
        e.nameSpan, diag::Kind::unsupported_construct,
        fmt::format("`{}` is not a method of a tensor view; supported: tile::<Dimension, size, Mapping>(i), slice(Axis, a..b), and on a "
                    "tile to_dm / to_hbm",
                    e.name));
}

}  // namespace

Value Elaborator::evalMethod(const ast::Expr& e) {
    Value receiver = eval(*e.children[0]);
    switch (receiver.kind) {
        case Value::Kind::Stream: return streamMethod(*this, e, receiver);
        case Value::Kind::TuCtx: return contextMethod(*this, e, receiver);
        case Value::Kind::Tensor: return tensorMethod(*this, e, receiver);
        case Value::Kind::View: return viewMethod(*this, e, receiver);
        default: break;
    }
    fail(e.nameSpan, diag::Kind::unsupported_construct,
         fmt::format("the method `{}` is not supported on {}", e.name, kindName(receiver.kind)));
}

}  // namespace tcpwb::kernel::detail
