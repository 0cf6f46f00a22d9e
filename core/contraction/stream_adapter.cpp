#include "contraction/stream_adapter.h"

#include <fmt/format.h>

#include "contraction/hardware.h"
#include "contraction/mapping_parts.h"

namespace tcpwb::contraction {
namespace {

using diag::Diagnostic;

bool validRowCount(u64 rows) { return rows == 1 || rows == 2 || rows == 4 || rows == 8; }

// Splits OutTime into the activation's part and the innermost tiling axes
// (axes the collect stream does not have).
struct TimeSplit {
    std::vector<std::string> kept;
    std::vector<std::string> tiles;
    u64 tileFactor = 1;
};

diag::Result<TimeSplit> splitTiling(const StreamRequest& r) {
    std::set<mapping::AxisId> activation = axesOf(r.time);
    for (auto id : axesOf(r.packet)) activation.insert(id);
    const auto& factors = r.outTime.normalForm().factors;
    const auto texts = factorTexts(r.outTime);
    TimeSplit split;
    // The constant part (a tile `KT @ 1` selects) goes with the activation's
    // axes, or tiles the weights (one position) when the activation lacks its axis.
    const auto& base = r.outTime.normalForm().base.entries();
    const auto baseParts = baseTexts(r.outTime);
    for (std::size_t i = 0; i < base.size(); ++i) (activation.count(base[i].first) ? split.kept : split.tiles).push_back(baseParts[i]);
    std::size_t end = factors.size();
    auto isTile = [&](std::size_t i) {
        const auto& f = factors[i];
        return f.content == mapping::Factor::Content::Axis && !activation.count(f.axis);
    };
    const std::size_t baseTiles = split.tiles.size();
    while (end > 0 && isTile(end - 1)) {
        --end;
        split.tiles.insert(split.tiles.begin() + std::ptrdiff_t(baseTiles), texts[end]);
        split.tileFactor *= factors[end].size;
    }
    for (std::size_t i = 0; i < end; ++i) {
        if (isTile(i))
            return Diagnostic(diag::Kind::time_broadcast_position,
                              fmt::format("OutTime {} tiles over `{}` outside its innermost positions; the Stream Adapter "
                                          "places tiling axes at the innermost positions of OutTime",
                                          show(r.outTime), texts[i]))
                .withFix(fmt::format("move `{}` to the end of OutTime", texts[i]));
        split.kept.push_back(texts[i]);
    }
    return split;
}

[[nodiscard]] Diagnostic layoutError(const StreamRequest& r, u64 flits, const std::string& expected) {
    Diagnostic d(diag::Kind::stream_layout,
                 fmt::format("OutTime {} and OutPacket {} do not hold the collect stream (Time {}, Packet {}) in "
                             "order: collecting {} flit{} per packet gives m![{}]",
                             show(r.outTime), show(r.outPacket), show(r.time), show(r.packet), flits, flits == 1 ? "" : "s", expected));
    // Built in place: `.withNote("<literal>")` here draws GCC 12's -Warray-bounds false positive
    // under -O2 with the precompiled header (libstdc++ PR 109299, see tst_mapping_errors.cpp).
    d.notes.emplace_back(
        diag::Note{"the Stream Adapter only collects flits of the innermost Time axis into Packet; it cannot reorder", std::nullopt, 0});
    return d;
}

}  // namespace

diag::Result<StreamPlan> planStream(const StreamRequest& r) {
    if (!isContractionInput(r.dtype))
        return Diagnostic(diag::Kind::unsupported_dtype,
                          fmt::format("the Contraction Engine takes i4, i8, f8 or bf16 inputs, not {}", tensor::info(r.dtype).name))
            .withFix("cast to bf16 (or process f32 in the Vector Engine after contraction)");
    if (!validRowCount(r.rows))
        return Diagnostic(diag::Kind::row_count, fmt::format("the TRF Row has {} elements; the Reducer uses 1, 2, 4 or 8 Rows", r.rows))
            .withFix("make the TRF Row mapping 1, 2, 4 or 8 elements (pad it with `# 8`)");
    const u64 flitElements = elementsIn(r.dtype, kFlitBytes);
    const u64 macElements = elementsIn(r.dtype, kMacWidthBytes);
    if (r.packet.size() > flitElements)
        return Diagnostic(diag::Kind::flit_size, fmt::format("the collect Packet {} is {} bytes; the Collect Engine sends 32-byte flits",
                                                             show(r.packet), tensor::bytesFor(r.dtype, r.packet.size())))
            .withFix("move the outer part of the Packet into Time");
    if (r.outPacket.size() != macElements)
        return Diagnostic(diag::Kind::out_packet_size,
                          fmt::format("OutPacket {} is {} bytes; it is always 64 bytes (mac_width, {} {} elements)", show(r.outPacket),
                                      tensor::bytesFor(r.dtype, r.outPacket.size()), macElements, tensor::info(r.dtype).name))
            .withFix(fmt::format("pad the OutPacket to {} elements, e.g. m![{} # {}]", macElements, r.outPacket.operand(), macElements));

    auto split = splitTiling(r);
    if (!split) return split.error();
    auto kept = compose(r.outTime, split->kept);
    if (!kept) return kept.error();
    const u64 keptSize = kept->size();
    if (keptSize == 0 || r.time.size() % keptSize != 0 || r.time.size() / keptSize > kMaxCollectFlits)
        return Diagnostic(diag::Kind::collect_flits,
                          fmt::format("OutTime {} without its tiling axes has {} positions for the collect Time's {}; "
                                      "the Stream Adapter collects 1, 2 or 3 flits per packet",
                                      show(r.outTime), keptSize, r.time.size()));
    const u64 flits = r.time.size() / keptSize;
    if (flits == kMaxCollectFlits)
        return Diagnostic(diag::Kind::shift_reuse_required,
                          "collecting 3 flits (96 bytes) per packet is the shift-reuse mode for convolutions; a plain align "
                          "collects 1 or 2 flits into the 64-byte OutPacket");

    // The collected data, position by position, must be the stream's flits in order.
    const std::string flit = fmt::format("{} # {}", r.packet.operand(), flitElements);
    const std::string expectedPacket = flits == 1 ? fmt::format("[{}] # {}", flit, macElements) : flit;
    auto actual = compose(r.outTime, split->kept.empty() ? std::vector<std::string>{r.outPacket.operand()}
                                                         : std::vector<std::string>{kept->operand(), r.outPacket.operand()});
    auto expected = compose(r.time, {r.time.operand(), expectedPacket});
    if (!actual) return actual.error();
    if (!expected) return expected.error();
    if (!sameElements(*actual, *expected)) {
        auto d = layoutError(r, flits, expected->normalized().substr(3, expected->normalized().size() - 4));
        const auto timeFactors = factorTexts(r.time);
        if (flits == 2 && !timeFactors.empty())
            d.withFix(fmt::format("collect the innermost Time factor: OutPacket m![{}, {}]", timeFactors.back(), flit));
        return d;
    }

    StreamPlan plan;
    plan.collectFlits = flits;
    plan.dataBytes = flits * kFlitBytes;
    plan.zeroPaddingBytes = kMacWidthBytes - plan.dataBytes;
    plan.fullMacUtilization = plan.dataBytes >= kMacWidthBytes;
    plan.rows = r.rows;
    plan.tilingAxes = split->tiles;
    plan.tileFactor = split->tileFactor;
    plan.outPacketBytes = kMacWidthBytes;
    return plan;
}

}  // namespace tcpwb::contraction
