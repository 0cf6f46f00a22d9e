// Whole-tensor transfers through the DMA engines: `to_hbm` (host, DM or HBM
// to HBM), `to_dm` (HBM or DM to DM through the tensor DMA), `to_host` (HBM
// to the host over PCIe), and the toolchain's writes into a tensor that
// exists: `src.view().to_hbm_view(&mut ctx.tdma, dst.view_mut())` and
// `to_dm_view`. The address of `to_hbm` and `to_dm` may be left out (the
// toolchain's API from 0.5) or written through `to_hbm_at` / `to_dm_at` (0.4):
// a tensor without one is placed by the allocator (kernel/placement.h).
#include <fmt/format.h>

#include "kernel/methods.h"

namespace tcpwb::kernel::detail {
namespace {

void inheritDType(Elaborator& el, std::size_t from, std::size_t out) {
    if (el.dtypeKnown_[from]) el.setDType(out, el.program_.tensors[from].dtype);
}

// `to_hbm::<{ Dma::Tensor }, ..>`: the first generic is the DMA's kind, a const block.
bool namesDma(const ast::Expr& e) { return !e.generics.empty() && e.generics.front()->kind == ast::Type::Kind::ConstBlock; }

// The DMA the turbofish names is the engine the call passes: `Dma::Tensor` is
// `ctx.tdma`, `Dma::Pcie` is `ctx.pdma`.
void checkNamedDma(Elaborator& el, const ast::Type& named, Transfer::Engine engine) {
    const bool tensor = named.text.find("Dma::Tensor") != std::string::npos;
    const bool pcie = named.text.find("Dma::Pcie") != std::string::npos;
    if (!tensor && !pcie)
        el.fail(named.span, diag::Kind::type_mismatch,
                fmt::format("expected the DMA `{{ Dma::Tensor }}` or `{{ Dma::Pcie }}`, found `{}`", named.text));
    if (tensor != (engine == Transfer::Engine::Tdma))
        el.fail(named.span, diag::Kind::type_mismatch,
                fmt::format("the turbofish names `{}` but the engine passed is `{}`", tensor ? "Dma::Tensor" : "Dma::Pcie",
                            engine == Transfer::Engine::Tdma ? "&mut ctx.tdma" : "&mut ctx.pdma"));
}

// The engine and the address are evaluated before the receiver's memory is
// checked, so their errors come first.
Value toHbm(MethodCall& call) {
    Elaborator& el = call.el;
    const ast::Expr& e = call.e;
    std::size_t src = call.receiver.tensor;
    Memory memory = call.receiverTensor().memory;
    Transfer::Engine engine = el.expectEngine(call.arg(0));
    std::optional<u64> address = call.address(1);
    call.requireMemory();
    Transfer::Engine needed = memory == Memory::Host ? Transfer::Engine::Pdma : Transfer::Engine::Tdma;
    // HBM to HBM: either DMA engine (the toolchain's `to_hbm<const DMA: Dma, ..>`).
    if (engine != needed && memory != Memory::Hbm)
        el.fail(call.arg(0).span, diag::Kind::type_mismatch,
                memory == Memory::Host ? "host tensors reach HBM over PCIe: use `&mut ctx.pdma`"
                                       : "DM tensors reach HBM through the tensor DMA: use `&mut ctx.tdma`");
    // The toolchain names the result's layout in the turbofish: `<Chip, Element>`
    // from the host, `<Element>` from DM or HBM; from HBM the DMA may come first
    // (`to_hbm::<{ Dma::Tensor }, Element>`).
    const std::size_t dmaGeneric = memory == Memory::Hbm && namesDma(e) ? 1 : 0;
    if (dmaGeneric) checkNamedDma(el, *e.generics.front(), engine);
    const std::size_t written = (memory == Memory::Host ? 2 : 1) + dmaGeneric;
    if (!e.generics.empty() && e.generics.size() != written)
        el.expectGenerics(e, {0, written},
                          memory == Memory::Host  ? "to_hbm::<Chip, Element>(&mut ctx.pdma)"
                          : memory == Memory::Hbm ? "to_hbm::<{ Dma::Tensor }, Element>(&mut ctx.tdma)"
                                                  : "to_hbm::<Element>(&mut ctx.tdma)");
    auto generics = el.mappingGenerics(e, dmaGeneric);
    std::size_t out = el.newTensor("to_hbm", Memory::Hbm, 2, call.nameToEnd());
    const Tensor& from = el.program_.tensors[src];
    if (memory == Memory::Host) {
        el.setRole(out, 0, MappingText{"m![1]", el.sourceSpan(e.nameSpan)}, true);
        el.setRole(out, 1, from.mappings[0], false);  // the DMA keeps the host layout: a fact, not a guess
        if (!generics.empty())                        // a Chip of its own, and the same Element (checked like an annotation)
            el.applyType(out, TensorType{Memory::Hbm, tensor::DType::I32, false, generics, e.generics.front()->span});
    } else {
        el.setRole(out, 0, from.mappings[0], true);
        if (!generics.empty()) el.setRole(out, 1, generics[0], false);
    }
    el.program_.tensors[out].address = address;
    inheritDType(el, src, out);
    el.addTransfer(engine, src, out, e.span);
    return el.tensorValue(out, e.span);
}

// From HBM the turbofish is `<Cluster, Slice, Element>`; from DM, a relayout
// that keeps Chip and Cluster, `<Slice, Element>` (the Slice's size kept too:
// sim's planTransfer checks it once both are known).
Value toDm(MethodCall& call) {
    Elaborator& el = call.el;
    std::size_t src = call.receiver.tensor;
    call.requireMemory();
    const bool fromDm = call.receiverTensor().memory == Memory::Dm;
    Transfer::Engine engine = el.expectEngine(call.arg(0));
    if (engine != Transfer::Engine::Tdma)
        el.fail(call.arg(0).span, diag::Kind::type_mismatch,
                fromDm ? "DM tensors move within DM through the tensor DMA: use `&mut ctx.tdma`"
                       : "HBM tensors reach DM through the tensor DMA: use `&mut ctx.tdma`");
    if (!call.e.generics.empty() && call.e.generics.size() != (fromDm ? 2u : 3u))
        el.expectGenerics(call.e, {0, fromDm ? 2u : 3u},
                          fromDm ? "to_dm::<Slice, Element>(&mut ctx.tdma)" : "to_dm::<Cluster, Slice, Element>(&mut ctx.tdma)");
    std::optional<u64> address = call.address(1);
    auto generics = el.mappingGenerics(call.e, 0);
    std::size_t out = el.newTensor("to_dm", Memory::Dm, 4, call.nameToEnd());
    const Tensor& from = el.program_.tensors[src];
    el.setRole(out, 0, from.mappings[0], true);
    if (fromDm) el.setRole(out, 1, from.mappings[1], true);
    const std::size_t firstWritten = fromDm ? 2 : 1;
    for (std::size_t i = 0; i < generics.size(); ++i) el.setRole(out, i + firstWritten, generics[i], false);
    el.program_.tensors[out].address = address;
    inheritDType(el, src, out);
    el.addTransfer(engine, src, out, call.e.span);
    return el.tensorValue(out, call.e.span);
}

Value toHost(MethodCall& call) {
    Elaborator& el = call.el;
    std::size_t src = call.receiver.tensor;
    call.requireMemory();
    Transfer::Engine engine = el.expectEngine(call.arg(0));
    if (engine != Transfer::Engine::Pdma)
        el.fail(call.arg(0).span, diag::Kind::type_mismatch, "HBM tensors reach the host over PCIe: use `&mut ctx.pdma`");
    auto generics = el.mappingGenerics(call.e, 0);
    std::size_t out = el.newTensor("to_host", Memory::Host, 1, call.nameToEnd());
    if (!generics.empty()) el.setRole(out, 0, generics[0], false);
    inheritDType(el, src, out);
    el.addTransfer(engine, src, out, call.e.span);
    el.program_.outputs.push_back(out);
    return el.tensorValue(out, call.e.span);
}

// `src.view().to_hbm_view(&mut dma, dst.view_mut())`, `to_dm_view`: the
// source's values written into a tensor that exists (an output parameter),
// which keeps its type and place and is checked as an output. Either side may
// be a tile (`view().tile::<..>(i)`); a slice is refused, not approximated.
Value intoView(MethodCall& call, Memory target) {
    Elaborator& el = call.el;
    const std::string_view method = target == Memory::Hbm ? "to_hbm_view" : "to_dm_view";
    auto noSlice = [&](const Value& v, ast::Span at) {
        if (v.view && !v.viewOffset)
            el.fail(at, diag::Kind::unsupported_construct,
                    fmt::format("{} of a slice (`{}`) is not simulated; a whole view or a tile is", method, v.viewCall));
    };
    noSlice(call.receiver, call.e.children.empty() ? call.e.span : call.e.children.front()->span);
    const std::size_t src = call.receiver.tensor;
    const Memory from = call.receiverTensor().memory;
    if (from != Memory::Hbm && from != Memory::Dm)
        el.fail(call.e.nameSpan, diag::Kind::type_mismatch,
                fmt::format("{} moves an HbmTensor's or a DmTensor's view, but `{}` is a {}", method, call.receiverTensor().name,
                            tensorTypeName(from)));
    const Transfer::Engine engine = el.expectEngine(call.arg(0));
    if (engine != Transfer::Engine::Tdma && !(from == Memory::Hbm && target == Memory::Hbm))
        el.fail(call.arg(0).span, diag::Kind::type_mismatch, fmt::format("{} goes through the tensor DMA: use `&mut ctx.tdma`", method));
    const Value dst = el.eval(call.arg(1));
    if (dst.kind != Value::Kind::View)
        el.fail(call.arg(1).span, diag::Kind::type_mismatch,
                fmt::format("{} writes into a view of the destination: pass `tensor.view_mut()`, found {}", method, kindName(dst.kind)));
    noSlice(dst, call.arg(1).span);
    const Tensor& to = el.program_.tensors[dst.tensor];
    if (to.memory != target)
        el.fail(call.arg(1).span, diag::Kind::type_mismatch,
                fmt::format("{} writes into a {}, but `{}` is a {}", method, tensorTypeName(target), to.name, tensorTypeName(to.memory)));
    if (el.dtypeKnown_[src] && el.dtypeKnown_[dst.tensor] && el.program_.tensors[src].dtype != to.dtype)
        el.fail(call.e.span, diag::Kind::type_mismatch,
                fmt::format("`{}` holds {} but `{}` is {}: a DMA does not convert", call.receiverTensor().name,
                            tensor::info(el.program_.tensors[src].dtype).name, to.name, tensor::info(to.dtype).name));
    el.addTransfer(engine, src, dst.tensor, call.e.span);
    Transfer& moved = el.program_.ops.back().transfer;
    moved.sourceView = call.receiver.view;
    moved.sourceOffset = call.receiver.viewOffset;
    moved.sourceViewCall = call.receiver.viewCall;
    moved.outputView = dst.view;
    moved.outputOffset = dst.viewOffset;
    moved.outputViewCall = dst.viewCall;
    Value unit;
    unit.span = call.e.span;
    return unit;
}

Value toHbmView(MethodCall& call) { return intoView(call, Memory::Hbm); }
Value toDmView(MethodCall& call) { return intoView(call, Memory::Dm); }

}  // namespace

const std::vector<MethodSpec>& dmaMethods() {
    static const std::vector<MethodSpec> methods = {
        {.name = "to_hbm",
         .aliases = {"to_hbm_at"},
         .generics = {0, 1, 2},
         .args = 2,
         .addressOptional = true,
         .signature = "to_hbm::<Element>(&mut engine[, address])",
         .handler = toHbm,
         .memories = {Memory::Host, Memory::Dm, Memory::Hbm},
         .moves = "a HostTensor, a DmTensor or an HbmTensor to HBM"},
        {.name = "to_dm",
         .aliases = {"to_dm_at"},
         .generics = {0, 2, 3},
         .args = 2,
         .addressOptional = true,
         .signature = "to_dm::<Cluster, Slice, Element>(&mut ctx.tdma[, address])",
         .handler = toDm,
         .memories = {Memory::Hbm, Memory::Dm},
         .moves = "an HbmTensor or a DmTensor to DM"},
        {.name = "to_host",
         .generics = {0, 1},
         .args = 1,
         .signature = "to_host::<Element>(&mut ctx.pdma)",
         .handler = toHost,
         .memories = {Memory::Hbm},
         .moves = "an HbmTensor to the host"},
    };
    return methods;
}

const std::vector<MethodSpec>& viewTransferMethods() {
    static const std::vector<MethodSpec> methods = {
        {.name = "to_hbm_view", .args = 2, .signature = "to_hbm_view(&mut ctx.tdma, destination.view_mut())", .handler = toHbmView},
        {.name = "to_dm_view", .args = 2, .signature = "to_dm_view(&mut ctx.tdma, destination.view_mut())", .handler = toDmView},
    };
    return methods;
}

}  // namespace tcpwb::kernel::detail
