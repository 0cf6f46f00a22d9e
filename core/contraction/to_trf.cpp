#include "contraction/to_trf.h"

#include <fmt/format.h>

#include "contraction/mapping_parts.h"

namespace tcpwb::contraction {

diag::Result<ToTrfPlan> planToTrf(const mapping::CompiledMapping& time, const mapping::CompiledMapping& packet, const TrfTensorSpec& trf) {
    auto layout = layoutTrf(trf);
    if (!layout) return layout.error();
    if (tensor::bytesFor(trf.dtype, packet.size()) > kFlitBytes)
        return diag::Diagnostic(diag::Kind::flit_size,
                                fmt::format("the weights' collect Packet {} is {} bytes; the Collect Engine sends 32-byte flits",
                                            show(packet), tensor::bytesFor(trf.dtype, packet.size())))
            .withFix("move the outer part of the Packet into Time");
    auto stream = compose(time, {time.operand(), packet.operand()});
    auto stored = compose(time, {trf.row.operand(), trf.element.operand()});
    if (!stream) return stream.error();
    if (!stored) return stored.error();
    if (!sameElements(*stream, *stored))
        return diag::Diagnostic(diag::Kind::to_trf_layout,
                                fmt::format("to_trf writes the stream in order, outermost axes to the Row: the stream {} does not hold "
                                            "what the TRF's Row {} and Element {} hold ({})",
                                            show(*stream), show(trf.row), show(trf.element), show(*stored)))
            .withFix("collect the weights in the TRF's order, Row axes outermost");
    return ToTrfPlan{*layout, time.size(), layout->bytesPerRow};
}

}  // namespace tcpwb::contraction
