// Whole-tensor transfers through the DMA engines: `to_hbm` (host or DM to
// HBM), `to_dm` (HBM to DM through the tensor DMA) and `to_host` (HBM to the
// host over PCIe). The address of `to_hbm` and `to_dm` may be left out (the
// toolchain's API from 0.5) or written through `to_hbm_at` / `to_dm_at` (0.4):
// a tensor without one is placed by the allocator (kernel/placement.h).
#include <fmt/format.h>

#include "kernel/methods.h"

namespace tcpwb::kernel::detail {
namespace {

void inheritDType(Elaborator& el, std::size_t from, std::size_t out) {
    if (el.dtypeKnown_[from]) el.setDType(out, el.program_.tensors[from].dtype);
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
    if (engine != needed)
        el.fail(call.arg(0).span, diag::Kind::type_mismatch,
                memory == Memory::Host ? "host tensors reach HBM over PCIe: use `&mut ctx.pdma`"
                                       : "DM tensors reach HBM through the tensor DMA: use `&mut ctx.tdma`");
    // The toolchain names the result's layout in the turbofish: `<Chip, Element>`
    // from the host, `<Element>` from DM.
    const std::size_t written = memory == Memory::Host ? 2 : 1;
    if (!e.generics.empty() && e.generics.size() != written)
        el.expectGenerics(e, {0, written}, memory == Memory::Host ? "to_hbm::<Chip, Element>(&mut ctx.pdma)"
                                                                  : "to_hbm::<Element>(&mut ctx.tdma)");
    auto generics = el.mappingGenerics(e, 0);
    std::size_t out = el.newTensor("to_hbm", Memory::Hbm, 2, call.nameToEnd());
    const Tensor& from = el.program_.tensors[src];
    if (memory == Memory::Host) {
        el.setRole(out, 0, MappingText{"m![1]", el.sourceSpan(e.nameSpan)}, true);
        el.setRole(out, 1, from.mappings[0], false);  // the DMA keeps the host layout: a fact, not a guess
        if (!generics.empty())  // a Chip of its own, and the same Element (checked like an annotation)
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

Value toDm(MethodCall& call) {
    Elaborator& el = call.el;
    std::size_t src = call.receiver.tensor;
    call.requireMemory();
    Transfer::Engine engine = el.expectEngine(call.arg(0));
    if (engine != Transfer::Engine::Tdma)
        el.fail(call.arg(0).span, diag::Kind::type_mismatch, "HBM tensors reach DM through the tensor DMA: use `&mut ctx.tdma`");
    std::optional<u64> address = call.address(1);
    auto generics = el.mappingGenerics(call.e, 0);
    std::size_t out = el.newTensor("to_dm", Memory::Dm, 4, call.nameToEnd());
    el.setRole(out, 0, el.program_.tensors[src].mappings[0], true);
    for (std::size_t i = 0; i < generics.size(); ++i) el.setRole(out, i + 1, generics[i], false);
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

}  // namespace

const std::vector<MethodSpec>& dmaMethods() {
    static const std::vector<MethodSpec> methods = {
        {.name = "to_hbm", .aliases = {"to_hbm_at"}, .generics = {0, 1, 2}, .args = 2, .addressOptional = true,
         .signature = "to_hbm::<Element>(&mut engine[, address])", .handler = toHbm, .memories = {Memory::Host, Memory::Dm},
         .moves = "a HostTensor or a DmTensor to HBM"},
        {.name = "to_dm", .aliases = {"to_dm_at"}, .generics = {0, 3}, .args = 2, .addressOptional = true,
         .signature = "to_dm::<Cluster, Slice, Element>(&mut ctx.tdma[, address])", .handler = toDm, .memories = {Memory::Hbm},
         .moves = "an HbmTensor to DM"},
        {.name = "to_host", .generics = {0, 1}, .args = 1, .signature = "to_host::<Element>(&mut ctx.pdma)", .handler = toHost,
         .memories = {Memory::Hbm}, .moves = "an HbmTensor to the host"},
    };
    return methods;
}

}  // namespace tcpwb::kernel::detail
