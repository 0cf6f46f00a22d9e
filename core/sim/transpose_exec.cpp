// The Transpose Engine's values (manual, "Transpose Engine"): Time is
// [outer, in_rows, packets_per_col] and each packet's first
// elements_per_packet positions are a row piece; the output Time is
// [outer, packets_per_col, data] (the trimmed in_cols) and each output packet
// holds one column: in_rows elements, then zeros to output_alignment.
#include "sim/transpose_exec.h"

#include <fmt/format.h>

#include <algorithm>

namespace tcpwb::sim::detail {

using diag::Diagnostic;

[[nodiscard]] std::optional<Diagnostic> planTransposeStage(StreamShape& stream, const CompiledMapping* outTime,
                                                           const CompiledMapping* outPacket, StagePlan& stage) {
    transpose::TransposeRequest request{*stream.time, *stream.packet, stream.dtype, std::nullopt, std::nullopt, outTime, outPacket};
    auto plan = transpose::planTranspose(request);
    if (!plan) return plan.error();
    auto time = mapping::compileDerived(plan->time, *stream.time, "transpose Time");
    if (!time) return time.error();
    auto packet = mapping::compileDerived(plan->packet, *stream.time, "transpose Packet");
    if (!packet) return packet.error();
    stream.time = std::move(time).value();
    stream.packet = std::move(packet).value();
    stage.cycles = plan->cycles;
    // The first output packet leaves once the first in_rows x in_cols block is in (our choice).
    stage.latency = std::max<u64>(plan->inputFlitsPerIter, 1);
    stage.transpose = std::move(plan).value();
    return std::nullopt;
}

[[nodiscard]] std::optional<Diagnostic> runTranspose(const StagePlan& stage, StreamData& data) {
    const transpose::TransposePlan& plan = *stage.transpose;
    const u64 rows = plan.inRows, perCol = plan.packetsPerCol;
    const u64 dataCols = perCol ? plan.outRows / perCol : 0;  // kept positions of each input packet
    const u64 outTimes = stage.stream.time->size(), outPacket = stage.stream.packet->size();
    const u64 block = rows * perCol;
    if (block == 0 || data.times % block != 0 || outTimes != plan.n * perCol * dataCols || rows > outPacket || dataCols > data.packet)
        return Diagnostic(diag::Kind::internal_error,
                          fmt::format("the Transpose Engine's plan ({} rows x {} packets per column, {} blocks) does not fit "
                                      "a {} x {} stream",
                                      rows, perCol, plan.n, data.times, data.packet));
    for (auto& values : data.values) {
        std::vector<u32> out(outTimes * outPacket, 0);
        for (u64 o = 0; o < plan.n; ++o)
            for (u64 r = 0; r < rows; ++r)
                for (u64 c = 0; c < perCol; ++c) {
                    const u64 inTime = (o * rows + r) * perCol + c;
                    for (u64 d = 0; d < dataCols; ++d) {
                        const u64 outTime = (o * perCol + c) * dataCols + d;
                        out[outTime * outPacket + r] = values[inTime * data.packet + d];
                    }
                }
        values = std::move(out);
    }
    data.times = outTimes;
    data.packet = outPacket;
    return std::nullopt;
}

}  // namespace tcpwb::sim::detail
