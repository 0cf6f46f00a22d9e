// The toolchain's indirect DMA: rows moved at positions an i32 index tensor
// names. `table.dma_gather_scaled(&index)` (an HBM index of byte offsets) and
// `table.dma_gather_unscaled(&index_dm)` (a DM index of row positions) read
// HBM rows into a new DM tensor; `data.dma_scatter::<Key, _, _>(index, output)`
// writes DM rows into the rows of an HBM tensor that exists. The output's
// layout comes from the turbofish or the binding's annotation; which axis is
// the row is worked out from the axes once they are known (sim's plan), as
// the toolchain does (docs/dma-semantics.md, "Gather and scatter").
#include <fmt/format.h>

#include "kernel/methods.h"

namespace tcpwb::kernel::detail {
namespace {

// The index argument: an i32 tensor in `memory` (a whole view of one counts).
std::size_t indexArgument(MethodCall& call, const ast::Expr& arg, Memory memory, std::string_view why) {
    Elaborator& el = call.el;
    const Value v = el.eval(arg);
    const bool whole = v.kind == Value::Kind::Tensor || (v.kind == Value::Kind::View && !v.view && !v.viewOffset);
    if (!whole)
        el.fail(arg.span, diag::Kind::type_mismatch,
                fmt::format("{}'s index is a {}<i32, ..>, found {}", call.e.name, tensorTypeName(memory), kindName(v.kind)));
    const Tensor& index = el.program_.tensors[v.tensor];
    if (index.memory != memory)
        el.fail(arg.span, diag::Kind::type_mismatch,
                fmt::format("{}'s index is a {} ({}), but `{}` is a {}", call.e.name, tensorTypeName(memory), why, index.name,
                            tensorTypeName(index.memory)));
    if (el.dtypeKnown_[v.tensor] && index.dtype != tensor::DType::I32)
        el.fail(arg.span, diag::Kind::type_mismatch,
                fmt::format("{}'s index holds i32, but `{}` holds {}", call.e.name, index.name, tensor::info(index.dtype).name));
    el.setDType(v.tensor, tensor::DType::I32);
    return v.tensor;
}

// Checks a turbofish role of a tensor that exists against what it is.
void checkRole(Elaborator& el, std::size_t tensor, std::size_t role, const std::optional<MappingText>& written, ast::Span at) {
    if (!written) return;
    TensorType type{el.program_.tensors[tensor].memory, tensor::DType::I32, false, {}, at};
    type.roles.resize(el.program_.tensors[tensor].mappings.size());
    type.roles[role] = written;
    el.applyType(tensor, type);
}

Value gather(MethodCall& call) {
    Elaborator& el = call.el;
    const bool scaled = call.e.name == "dma_gather_scaled";
    call.requireMemory();
    const std::size_t table = call.receiver.tensor;
    const std::size_t index = scaled ? indexArgument(call, call.arg(0), Memory::Hbm, "byte offsets in DRAM")
                                     : indexArgument(call, call.arg(0), Memory::Dm, "row positions staged on chip with to_dm");
    const auto generics = el.mappingGenerics(call.e, 0);
    const std::size_t out = el.newTensor("gather", Memory::Dm, 4, call.nameToEnd());
    el.setRole(out, 0, el.program_.tensors[table].mappings[0], true);
    if (!generics.empty()) {
        // scaled: <Cluster, Slice, Element, IndexElement>; unscaled: <IndexCluster, IndexSlice, IndexElement, Cluster, Slice, Element>.
        const std::size_t first = scaled ? 0 : 3;
        for (std::size_t i = 0; i < 3; ++i) el.setRole(out, i + 1, generics[first + i], false);
        if (scaled) {
            checkRole(el, index, 1, generics[3], call.e.generics[3]->span);
        } else {
            for (std::size_t i = 0; i < 3; ++i) checkRole(el, index, i + 1, generics[i], call.e.generics[i]->span);
        }
    }
    if (el.dtypeKnown_[table]) el.setDType(out, el.program_.tensors[table].dtype);
    el.addTransfer(Transfer::Engine::Tdma, table, out, call.e.span);
    Transfer& moved = el.program_.ops.back().transfer;
    moved.mode = Transfer::Mode::Gather;
    moved.index = index;
    moved.scaled = scaled;
    el.readTensors_.insert(index);
    return el.tensorValue(out, call.e.span);
}

Value scatter(MethodCall& call) {
    Elaborator& el = call.el;
    call.requireMemory();
    const std::size_t data = call.receiver.tensor;
    const std::optional<MappingText> key = call.e.generics.empty() ? std::nullopt : el.mappingArg(*call.e.generics[0]);
    if (!key)
        el.fail(call.e.generics.empty() ? call.e.nameSpan : call.e.generics[0]->span, diag::Kind::missing_annotation,
                "dma_scatter names its Key, the part of the source the index runs over: `dma_scatter::<m![K], _, _>(index, output)`");
    const std::size_t index = indexArgument(call, call.arg(0), Memory::Hbm, "byte offsets in DRAM");
    const Value dst = el.eval(call.arg(1));
    if (dst.kind != Value::Kind::Tensor)
        el.fail(call.arg(1).span, diag::Kind::type_mismatch,
                fmt::format("dma_scatter writes into an HbmTensor (`&mut output`), found {}", kindName(dst.kind)));
    const Tensor& out = el.program_.tensors[dst.tensor];
    if (out.memory != Memory::Hbm)
        el.fail(call.arg(1).span, diag::Kind::type_mismatch,
                fmt::format("dma_scatter writes into an HbmTensor, but `{}` is a {}", out.name, tensorTypeName(out.memory)));
    if (el.dtypeKnown_[data] && el.dtypeKnown_[dst.tensor] && el.program_.tensors[data].dtype != out.dtype)
        el.fail(call.e.span, diag::Kind::type_mismatch,
                fmt::format("`{}` holds {} but `{}` is {}: a DMA does not convert", el.program_.tensors[data].name,
                            tensor::info(el.program_.tensors[data].dtype).name, out.name, tensor::info(out.dtype).name));
    const auto generics = el.mappingGenerics(call.e, 0);
    if (generics.size() == 3) {
        checkRole(el, dst.tensor, 1, generics[1], call.e.generics[1]->span);
        checkRole(el, index, 1, generics[2], call.e.generics[2]->span);
    }
    el.addTransfer(Transfer::Engine::Tdma, data, dst.tensor, call.e.span);
    Transfer& moved = el.program_.ops.back().transfer;
    moved.mode = Transfer::Mode::Scatter;
    moved.index = index;
    moved.key = key;
    el.readTensors_.insert(index);
    Value unit;
    unit.span = call.e.span;
    return unit;
}

Value scatterUnscaled(MethodCall& call) {
    call.el.fail(call.e.nameSpan, diag::Kind::unsupported_construct,
                 "dma_scatter_unscaled is not implemented by the toolchain (its body is `todo!()`); scatter with dma_scatter and an "
                 "HbmTensor index of byte offsets");
}

}  // namespace

const std::vector<MethodSpec>& indirectMethods() {
    static const std::vector<MethodSpec> methods = {
        {.name = "dma_gather_scaled",
         .generics = {0, 4},
         .args = 1,
         .signature = "dma_gather_scaled::<Cluster, Slice, Element, IndexElement>(&index)",
         .handler = gather,
         .memories = {Memory::Hbm},
         .moves = "HBM rows into DM"},
        {.name = "dma_gather_unscaled",
         .generics = {0, 6},
         .args = 1,
         .signature = "dma_gather_unscaled::<IndexCluster, IndexSlice, IndexElement, Cluster, Slice, Element>(&index)",
         .handler = gather,
         .memories = {Memory::Hbm},
         .moves = "HBM rows into DM"},
        {.name = "dma_scatter",
         .generics = {0, 1, 3},
         .args = 2,
         .signature = "dma_scatter::<Key, Element, IndexElement>(index, output)",
         .handler = scatter,
         .memories = {Memory::Dm},
         .moves = "DM rows into HBM"},
        {.name = "dma_scatter_unscaled",
         .signature = "dma_scatter_unscaled::<Key, IndexCluster, IndexSlice, IndexElement, Element>(&index, output)",
         .handler = scatterUnscaled,
         .memories = {Memory::Dm}},
    };
    return methods;
}

}  // namespace tcpwb::kernel::detail
