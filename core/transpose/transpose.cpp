#include "transpose/transpose.h"

#include <fmt/format.h>

#include <algorithm>

namespace tcpwb::transpose {
namespace {

using mapping::CompiledMapping;

std::string listText(const std::vector<u64>& values) {
    std::string out;
    for (std::size_t i = 0; i < values.size(); ++i)
        out += (i == 0 ? "" : i + 1 == values.size() ? " or " : ", ") + std::to_string(values[i]);
    return out;
}

// Positions up to the last one that holds an element.
u64 dataElements(const CompiledMapping& packet) {
    for (u64 i = packet.size(); i-- > 0;)
        if (!packet.padAt(i)) return i + 1;
    return 0;
}

// `M / stride % size` as text, leaving out what is not needed.
std::string part(const CompiledMapping& m, u64 stride, u64 size) {
    if (size == 1) return "";
    std::string text = "[" + m.operand() + "]";
    if (stride > 1) text += fmt::format(" / {}", stride);
    if (stride * size < m.size()) text += fmt::format(" % {}", size);
    return text;
}

std::string list(std::initializer_list<std::string> parts) {
    std::string out;
    for (const auto& p : parts)
        if (!p.empty()) out += (out.empty() ? "" : ", ") + p;
    return "m![" + (out.empty() ? std::string("1") : out) + "]";
}

diag::Result<TransposePlan> planShape(const TransposeRequest& r, const TypeLimits& limits, u64 rows, u64 perCol) {
    const auto& T = r.time;
    const auto& P = r.packet;
    TransposePlan plan;
    plan.inRows = rows;
    plan.packetsPerCol = perCol;
    plan.elementsPerPacket = limits.elementsPerPacket;
    plan.outputAlignment = limits.outputAlignment;
    const auto inCols = checkedMul(perCol, limits.elementsPerPacket);
    plan.inCols = inCols.value_or(0);
    if (rows == 0 || rows > limits.maxInRows)
        return diag::Diagnostic(diag::Kind::transpose_rows, fmt::format("in_rows = {} is outside 1..{}, the most {}-bit rows the "
                                                                        "Transpose Engine holds",
                                                                        rows, limits.maxInRows, limits.bits));
    if (!inCols || std::find(limits.validInCols.begin(), limits.validInCols.end(), plan.inCols) == limits.validInCols.end())
        return diag::Diagnostic(diag::Kind::transpose_cols, fmt::format("in_cols = packets_per_col x elements_per_packet = {} x {} = {}, "
                                                                        "but {}-bit data allows in_cols {}",
                                                                        perCol, limits.elementsPerPacket,
                                                                        inCols ? std::to_string(*inCols) : std::string("more than 2^64"),
                                                                        limits.bits, listText(limits.validInCols)));
    const u64 block = rows * perCol;
    if (T.size() % block != 0)
        return diag::Diagnostic(diag::Kind::transpose_rows, fmt::format("in_rows x packets_per_col = {} x {} = {} does not divide the "
                                                                        "Time size {}",
                                                                        rows, perCol, block, T.size()));
    const u64 data = dataElements(P);
    const std::string packetData = data == P.size() ? P.operand() : fmt::format("[{}] = {}", P.operand(), data);
    plan.outRows = perCol * data;
    plan.trimmedRows = plan.inCols - plan.outRows;
    plan.n = T.size() / block;
    // [outer, in_rows, packets_per_col] -> [outer, packets_per_col, data]; packet [in_rows # alignment].
    auto time = mapping::compileMapping(list({part(T, block, plan.n), part(T, 1, perCol), packetData}), T.env());
    const std::string rowsPart = part(T, perCol, rows);
    auto packet = mapping::compileMapping(fmt::format("m![[{}] # {}]", rowsPart.empty() ? "1" : rowsPart, limits.outputAlignment), T.env());
    if (!time || !packet) return diag::Diagnostic(diag::Kind::internal_error, "the transposed mappings do not compile");
    plan.time = time->normalized();
    plan.packet = packet->normalized();
    if ((r.outTime && !r.outTime->equivalentTo(*time)) || (r.outPacket && !r.outPacket->equivalentTo(*packet)))
        return diag::Diagnostic(diag::Kind::transpose_mismatch,
                                fmt::format("with in_rows = {} and packets_per_col = {} the Transpose Engine gives Time {}, "
                                            "Packet {}",
                                            rows, perCol, plan.time, plan.packet));
    plan.verified = r.outTime || r.outPacket;
    plan.inputFlitsPerIter = block;
    plan.outputFlitsPerIter = plan.outRows;
    plan.doubleBuffering = plan.inCols <= kBufferCols;
    if (plan.doubleBuffering) {  // input and output overlap: the slower one sets the pace
        plan.cyclesPerIter = std::max(plan.inputFlitsPerIter, plan.outputFlitsPerIter);
        plan.cycles = plan.inputFlitsPerIter + (plan.n - 1) * plan.cyclesPerIter + plan.outputFlitsPerIter;
    } else {  // input and output alternate
        plan.cyclesPerIter = plan.inputFlitsPerIter + plan.outputFlitsPerIter;
        plan.cycles = plan.n * plan.cyclesPerIter;
    }
    return plan;
}

}  // namespace

TypeLimits limitsFor(tensor::DType dtype) {
    switch (tensor::info(dtype).storageBits) {
        case 4: return {4, 16, 64, 16, {16, 32}};
        case 16: return {16, 8, 16, 4, {8, 16, 32}};
        case 32: return {32, 8, 8, 2, {8, 16, 32}};
        default: return {8, 8, 32, 8, {8, 16, 32}};
    }
}

diag::Result<TransposePlan> planTranspose(const TransposeRequest& r) {
    const TypeLimits limits = limitsFor(r.dtype);
    const u64 packetBytes = tensor::bytesFor(r.dtype, r.packet.size());
    if (packetBytes != 32 || r.packet.size() != limits.outputAlignment)
        return diag::Diagnostic(diag::Kind::transpose_packet,
                                fmt::format("the Transpose Engine takes 32-byte packets, but {} holds {} "
                                            "{} elements",
                                            r.packet.normalized(), r.packet.size(), tensor::info(r.dtype).name))
            .withFix("collect the stream first");
    const u64 data = dataElements(r.packet);
    if (data > limits.elementsPerPacket)
        return diag::Diagnostic(diag::Kind::transpose_packet,
                                fmt::format("the Transpose Engine keeps the first {} elements of each {}-bit packet, but {} "
                                            "holds data up to position {}",
                                            limits.elementsPerPacket, limits.bits, r.packet.normalized(), data - 1));
    if (r.inRows || !(r.outTime || r.outPacket)) {
        const auto& factors = r.time.normalForm().factors;
        const u64 rows = r.inRows.value_or(factors.empty() ? 1 : factors.back().size);
        return planShape(r, limits, rows, r.packetsPerCol.value_or(1));
    }
    // Output mappings without a shape: the shape that produces them.
    for (u64 perCol = 1; perCol * limits.elementsPerPacket <= limits.validInCols.back(); ++perCol) {
        if (r.packetsPerCol && perCol != *r.packetsPerCol) continue;
        for (u64 rows = 1; rows <= limits.maxInRows; ++rows)
            if (auto plan = planShape(r, limits, rows, perCol)) return plan;
    }
    return diag::Diagnostic(diag::Kind::transpose_mismatch,
                            fmt::format("no in_rows (1..{}) and packets_per_col make the Transpose Engine produce the given "
                                        "output mappings from Time {}, Packet {}",
                                        limits.maxInRows, r.time.normalized(), r.packet.normalized()));
}

}  // namespace tcpwb::transpose
