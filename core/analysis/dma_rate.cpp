#include "analysis/dma_rate.h"

#include <cmath>

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

u64 validBytesOf(const OpGraph& g, TensorId tensor) {
    const Tensor& t = g.tensors.at(tensor);
    if (!t.listed()) return t.size;
    const std::string shape = sliceArgText(*g.trace, t.slice, "shape");
    if (shape.empty()) return t.size;
    const auto parsed = trace::parseMappingShape(shape);
    if (!parsed) return t.size;
    return static_cast<u64>(std::llround(static_cast<double>(t.size) * parsed->knownValidFraction));
}

std::vector<DmaTransfer> dmaTransfers(const OpGraph& g) {
    std::vector<DmaTransfer> out;
    for (OpId id = 0; id < g.ops.size(); ++id) {
        const Op& op = g.ops[id];
        if (!g.isDma(op)) continue;
        DmaTransfer d;
        d.op = id;
        u64 read = 0, written = 0, validRead = 0, validWritten = 0;
        auto add = [&](TensorId t, u64& bytes, u64& valid) {
            if (t == kNone || !g.tensors[t].hasSize) return;
            bytes += g.tensors[t].size;
            valid += validBytesOf(g, t);
            d.tensors.push_back(t);
        };
        for (TensorId t : g.inputsOf(op)) add(t, read, validRead);
        for (TensorId t : g.outputsOf(op)) add(t, written, validWritten);
        d.bytes = std::max(read, written);
        d.validBytes = written >= read ? validWritten : validRead;
        d.peakBytesPerCycle = static_cast<double>(memory::kDmaEngineBytesPerCycle);
        if (op.duration()) d.bytesPerCycle = static_cast<double>(d.validBytes) / static_cast<double>(op.duration());
        d.peakShare = d.bytesPerCycle / d.peakBytesPerCycle;
        d.scheduleUtil = realSliceArg(*g.trace, op.slice, "util.total_util");
        d.config = hardwareConfigOf(sliceArgText(*g.trace, op.slice, "description"));
        out.push_back(std::move(d));
    }
    return out;
}

}  // namespace tcpwb::analysis
