// The toolchain's `unsafe { x.reshape() }` on a DmTensor or an HbmTensor (and
// on a whole view of one): the same bytes, in place, read through other
// mappings, whose types come from the turbofish or, as the toolchain's
// examples write it, from the binding's annotation or the function's return
// type. It moves nothing: a Relabel transfer (kernel::Transfer::Mode), whose
// output shares its source's address (kernel::relabelRoots). The sizes each
// role must keep are checked once the types are known (sim's planTransfer).
#include <fmt/format.h>

#include "kernel/methods.h"

namespace tcpwb::kernel::detail {
namespace {

Value reshape(MethodCall& call) {
    Elaborator& el = call.el;
    const std::size_t src = call.receiver.tensor;
    call.requireMemory();
    const Memory memory = call.receiverTensor().memory;
    const std::size_t roles = memory == Memory::Hbm ? 2 : 4;
    if (!call.e.generics.empty() && call.e.generics.size() != roles)
        el.expectGenerics(call.e, {0, roles},
                          memory == Memory::Hbm ? "reshape::<Chip, Element>()" : "reshape::<Chip, Cluster, Slice, Element>()");
    const auto generics = el.mappingGenerics(call.e, 0);
    const std::size_t out = el.newTensor("reshape", memory, roles, call.nameToEnd());
    for (std::size_t i = 0; i < generics.size(); ++i) el.setRole(out, i, generics[i], false);
    if (el.dtypeKnown_[src]) el.setDType(out, el.program_.tensors[src].dtype);
    el.addTransfer(Transfer::Engine::Tdma, src, out, call.e.span);
    el.program_.ops.back().transfer.mode = Transfer::Mode::Relabel;
    return el.tensorValue(out, call.e.span);
}

}  // namespace

const std::vector<MethodSpec>& reshapeMethods() {
    static const std::vector<MethodSpec> methods = {
        {.name = "reshape",
         .generics = {0, 2, 4},
         .args = 0,
         .signature = "reshape::<Chip, Cluster, Slice, Element>()",
         .handler = reshape,
         .memories = {Memory::Dm, Memory::Hbm},
         .moves = "a DmTensor or an HbmTensor in place"},
    };
    return methods;
}

}  // namespace tcpwb::kernel::detail
