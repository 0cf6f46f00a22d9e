#include "contraction/derive.h"

#include <fmt/format.h>

#include "contraction/mapping_parts.h"

namespace tcpwb::contraction {

using diag::Diagnostic;
using mapping::CompiledMapping;

diag::Result<AlignOutput> deriveAlign(const CompiledMapping& collectTime, const CompiledMapping& collectPacket,
                                      const CompiledMapping& trfRow, const CompiledMapping& trfElement, tensor::DType dtype) {
    if (!isContractionInput(dtype))
        return Diagnostic(diag::Kind::unsupported_dtype,
                          fmt::format("the Contraction Engine takes i4, i8, f8 or bf16 inputs, not {}", tensor::info(dtype).name));
    const u64 flit = elementsIn(dtype, kFlitBytes), mac = elementsIn(dtype, kMacWidthBytes);
    std::set<mapping::AxisId> activation = axesOf(collectTime);
    for (auto id : axesOf(collectPacket)) activation.insert(id);
    for (auto id : axesOf(trfRow)) activation.insert(id);  // Row axes are broadcast, not tiled

    auto time = factorTexts(collectTime);
    const auto baseParts = baseTexts(collectTime);
    const auto& factors = collectTime.normalForm().factors;
    std::vector<std::string> packet;
    if (collectPacket.size() == flit && !factors.empty() && factors.back().size == 2 && !factors.back().isPadded()) {
        packet = {time.back(), collectPacket.operand()};
        time.pop_back();
    } else {
        const std::string data =
            collectPacket.size() == flit ? collectPacket.operand() : fmt::format("[{}] # {}", collectPacket.operand(), flit);
        packet = {fmt::format("[{}] # {}", data, mac)};
    }
    // A tile the collect Time selects (`KT @ 1`) stays selected; one the TRF holds of an axis the activation lacks tiles it.
    time.insert(time.begin(), baseParts.begin(), baseParts.end());
    const auto& elementBase = trfElement.normalForm().base.entries();
    const auto elementBaseTexts = baseTexts(trfElement);
    for (std::size_t i = 0; i < elementBase.size(); ++i)
        if (!activation.count(elementBase[i].first)) time.push_back(elementBaseTexts[i]);
    const auto elementTexts = factorTexts(trfElement);
    const auto& elementFactors = trfElement.normalForm().factors;
    for (std::size_t i = 0; i < elementFactors.size(); ++i)
        if (elementFactors[i].content == mapping::Factor::Content::Axis && !activation.count(elementFactors[i].axis))
            time.push_back(elementTexts[i]);
    auto outTime = compose(collectTime, time);
    if (!outTime) return outTime.error();
    auto outPacket = compose(collectTime, packet);
    if (!outPacket) return outPacket.error();
    return AlignOutput{std::move(outTime).value(), std::move(outPacket).value()};
}

diag::Result<CompiledMapping> deriveContract(const Computation& c, std::optional<unsigned> depth) {
    const auto full = treeDepth(c.dtype);
    if (!full)
        return Diagnostic(diag::Kind::unsupported_dtype,
                          fmt::format("the Reducer takes i4, i8, f8 or bf16 inputs, not {}", tensor::info(c.dtype).name));
    const unsigned n = depth.value_or(*full);
    if (n > *full)
        return Diagnostic(diag::Kind::tree_depth,
                          fmt::format("the {} reduction tree has depth {}, not {}", tensor::info(c.dtype).name, *full, n));
    if (n == 0) return c.packet;
    return compose(c.packet, {fmt::format("[{}] / {}", c.packet.operand(), u64{1} << n)});
}

diag::Result<AccumulateOutput> deriveAccumulate(const Computation& c, const CompiledMapping& contracted,
                                                const std::set<mapping::AxisId>& reduce, AccumulationKind kind) {
    const auto removed = factorsOver(c.time, reduce);
    std::set<mapping::AxisId> covered;
    for (std::size_t i = 0; i < removed.size(); ++i)
        if (removed[i]) covered.insert(c.time.normalForm().factors[i].axis);
    for (auto axis : reduce)
        if (!covered.count(axis))
            return Diagnostic(diag::Kind::accumulate_time, fmt::format("no factor of the computation Time {} runs over `{}` alone, so the "
                                                                       "accumulator cannot reduce it",
                                                                       show(c.time), c.time.env()[axis].name));
    const auto texts = factorTexts(c.time);
    std::vector<std::string> time = baseTexts(c.time);  // a tile's `KT @ 1` stays in the output
    for (std::size_t i = 0; i < texts.size(); ++i)
        if (!removed[i]) time.push_back(texts[i]);
    std::string packet;
    if (kind == AccumulationKind::Interleaved) {
        time.push_back(contracted.operand());
        packet = c.row.size() >= kRows ? c.row.operand() : fmt::format("[{}] # {}", c.row.operand(), kRows);
    } else {
        const u64 padded = roundUp(contracted.size(), kOutputBusElements);
        const std::string whole = padded == contracted.size() ? fmt::format("[{}]", contracted.operand())
                                                              : fmt::format("[{}] # {}", contracted.operand(), padded);
        time.push_back(c.row.operand());
        time.push_back(fmt::format("[{}] / {}", whole, kOutputBusElements));
        packet = fmt::format("[{}] % {}", whole, kOutputBusElements);
    }
    auto outTime = compose(c.time, time);
    if (!outTime) return outTime.error();
    auto outPacket = compose(c.time, {packet});
    if (!outPacket) return outPacket.error();
    return AccumulateOutput{std::move(outTime).value(), std::move(outPacket).value()};
}

}  // namespace tcpwb::contraction
