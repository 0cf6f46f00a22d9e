#include "analysis/dma_rate.h"

#include <cmath>
#include <map>

#include "memory/hbm.h"
#include "trace/mapping_shape.h"

namespace tcpwb::analysis {
namespace {

std::optional<double> realSliceArg(const trace::Trace& t, std::uint32_t slice, std::string_view key) {
    const trace::ArgValue* v = sliceArg(t, slice, key);
    if (!v) return std::nullopt;
    if (const auto* d = std::get_if<double>(v)) return *d;
    if (const auto* i = std::get_if<std::int64_t>(v)) return static_cast<double>(*i);
    return std::nullopt;
}

}  // namespace

ValidBytes::ValidBytes(const OpGraph& graph) : graph_(graph), shapeKey_(graph.trace->find("shape")) {}

u64 ValidBytes::operator()(TensorId tensor) {
    const Tensor& t = graph_.tensors.at(tensor);
    if (!t.listed() || !shapeKey_) return t.size;
    const trace::Slice& slice = graph_.trace->slices[t.slice];
    const trace::ArgText* shape = nullptr;
    for (std::uint32_t a = 0; a < slice.argsCount && !shape; ++a)
        if (graph_.trace->args[slice.argsBegin + a].key == *shapeKey_)
            shape = std::get_if<trace::ArgText>(&graph_.trace->args[slice.argsBegin + a].value);
    if (!shape) return t.size;
    auto [it, inserted] = fractions_.try_emplace(shape->id, 1.0);
    if (inserted)
        if (const auto parsed = trace::parseMappingShape(graph_.text(shape->id))) it->second = parsed->knownValidFraction;
    return static_cast<u64>(std::llround(static_cast<double>(t.size) * it->second));
}

u64 validBytesOf(const OpGraph& g, TensorId tensor) { return ValidBytes(g)(tensor); }

namespace {

// Calls onDma(id, op) for each DMA operation. isDma is decided once per
// kind and first context: a million operations have a handful of each.
template <typename OnDma>
void forEachDma(const OpGraph& g, OnDma onDma) {
    std::map<std::pair<trace::StringId, ContextId>, bool> dma;
    for (OpId id = 0; id < g.ops.size(); ++id) {
        const Op& op = g.ops[id];
        const ContextId first = op.contexts.count ? g.opContexts[op.contexts.begin] : kNone;
        auto [known, inserted] = dma.try_emplace(std::pair(op.kind, first), false);
        if (inserted) known->second = g.isDma(op);
        if (known->second) onDma(id, op);
    }
}

// What a transfer moves: the larger of the bytes it reads and writes, and
// that side's bytes without padding. onTensor(t) for each tensor with a size.
struct Moved {
    u64 bytes = 0, validBytes = 0;
};
template <typename OnTensor>
Moved movedBy(const OpGraph& g, const Op& op, ValidBytes& validOf, OnTensor onTensor) {
    u64 read = 0, written = 0, validRead = 0, validWritten = 0;
    auto add = [&](TensorId t, u64& bytes, u64& valid) {
        if (t == kNone || !g.tensors[t].hasSize) return;
        bytes += g.tensors[t].size;
        valid += validOf(t);
        onTensor(t);
    };
    for (TensorId t : g.inputsOf(op)) add(t, read, validRead);
    for (TensorId t : g.outputsOf(op)) add(t, written, validWritten);
    return {std::max(read, written), written >= read ? validWritten : validRead};
}

}  // namespace

std::vector<DmaTransfer> dmaTransfers(const OpGraph& g, bool withConfig) {
    std::vector<DmaTransfer> out;
    ValidBytes validOf(g);
    forEachDma(g, [&](OpId id, const Op& op) {
        DmaTransfer d;
        d.op = id;
        const Moved moved = movedBy(g, op, validOf, [&](TensorId t) { d.tensors.push_back(t); });
        d.bytes = moved.bytes;
        d.validBytes = moved.validBytes;
        d.peakBytesPerCycle = static_cast<double>(memory::kDmaEngineBytesPerCycle);
        if (op.duration()) d.bytesPerCycle = static_cast<double>(d.validBytes) / static_cast<double>(op.duration());
        d.peakShare = d.bytesPerCycle / d.peakBytesPerCycle;
        d.scheduleUtil = realSliceArg(*g.trace, op.slice, "util.total_util");
        if (withConfig) d.config = hardwareConfigOf(sliceArgText(*g.trace, op.slice, "description"));
        out.push_back(std::move(d));
    });
    return out;
}

std::vector<std::optional<u64>> dmaValidBytes(const OpGraph& g) {
    std::vector<std::optional<u64>> out(g.ops.size());
    ValidBytes validOf(g);
    forEachDma(g, [&](OpId id, const Op& op) {
        bool sized = false;
        const Moved moved = movedBy(g, op, validOf, [&](TensorId) { sized = true; });
        if (sized) out[id] = moved.validBytes;
    });
    return out;
}

}  // namespace tcpwb::analysis
