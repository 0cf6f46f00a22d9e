#include "contraction/shift_reuse.h"

#include <fmt/format.h>

#include <algorithm>

#include "contraction/hardware.h"
#include "contraction/mapping_parts.h"

namespace tcpwb::contraction {
namespace {

using diag::Diagnostic;

// One term of the window: a whole axis and its stride in the buffer.
struct Term {
    std::string axis;
    u64 size = 0;
    u64 stride = 0;
};

std::optional<Term> wholeAxis(const mapping::NormalForm& nf, u64 weight, const mapping::AxisEnv& env) {
    if (nf.factors.size() != 1 || !nf.base.empty()) return std::nullopt;
    const auto& f = nf.factors[0];
    if (f.content != mapping::Factor::Content::Axis || f.step != 1 || f.offset != 0 || f.isPadded() || f.size != env[f.axis].size)
        return std::nullopt;
    return Term{env[f.axis].name, f.size, weight};
}

}  // namespace

diag::Result<u64> shiftReuseFeedFlits(const mapping::CompiledMapping& window, tensor::DType dtype) {
    if (!isContractionInput(dtype))
        return Diagnostic(diag::Kind::unsupported_dtype,
                          fmt::format("the Contraction Engine takes i4, i8, f8 or bf16 inputs, not {}", tensor::info(dtype).name));
    constexpr u64 kDefaultFeedFlits = 2;
    const u64 bytes = tensor::bytesFor(dtype, window.size());
    const u64 flits = std::max(kDefaultFeedFlits, ceilDiv(bytes, kFlitBytes));
    if (flits > kMaxCollectFlits)
        return Diagnostic(diag::Kind::flit_buffer,
                          fmt::format("the sliding window {} is {} bytes; the Stream Adapter's shift buffer holds 96 bytes (3 flits)",
                                      show(window), bytes))
            .withFix("split the window's outer axis (fewer output positions per feed)");
    return flits;
}

diag::Result<ShiftReusePlan> planShiftReuse(const mapping::CompiledMapping& window, tensor::DType dtype) {
    auto flits = shiftReuseFeedFlits(window, dtype);
    if (!flits) return flits.error();
    const auto& factors = window.normalForm().factors;
    auto sliding =
        std::find_if(factors.begin(), factors.end(), [](const auto& f) { return f.content == mapping::Factor::Content::Sliding; });
    auto notAWindow = [&] {
        return Diagnostic(diag::Kind::shift_window,
                          fmt::format("{} is not a sliding window `$(W:s, Fw:d)` of two whole axes", show(window)))
            .withFix("write the input as m![$(W:s, Fw:d)], output axis first");
    };
    if (sliding == factors.end() || sliding->terms.size() != 2) return notAWindow();
    auto out = wholeAxis(*sliding->terms[0], sliding->weights[0], window.env());
    auto filter = wholeAxis(*sliding->terms[1], sliding->weights[1], window.env());
    if (!out || !filter) return notAWindow();

    ShiftReusePlan plan;
    plan.slidingSize = sliding->innerSize;
    plan.windowBytes = tensor::bytesFor(dtype, plan.slidingSize);
    plan.feedFlits = *flits;
    const u64 s = out->stride, d = filter->stride;
    const u64 lanes = elementsIn(dtype, kMacWidthBytes);
    if (s == 0 || lanes % s != 0 || out->size > lanes / s)
        return Diagnostic(diag::Kind::shift_lanes,
                          fmt::format("{} outputs of stride {} do not fit the Packet's {} lanes", out->size, s, lanes))
            .withFix(fmt::format("tile `{}` to at most {} positions per feed", out->axis, s ? lanes / s : lanes));
    const std::string wLanes = out->size == lanes / s ? out->axis : fmt::format("{} # {}", out->axis, lanes / s);
    const std::string wDump = out->size == lanes / s ? fmt::format("{}={}", out->axis, out->size)
                                                     : fmt::format("{}={}+{}#", out->axis, out->size, lanes / s - out->size);
    if (d % s == 0) {
        // Every filter position moves the window by d: all of Fw is shifts; with
        // s > 1 the positions between two outputs are dummies the TRF zero-fills.
        plan.shiftAxis = filter->axis;
        plan.shifts = filter->size - 1;
        plan.shiftStride = d;
        plan.lanes = s == 1 ? wLanes : fmt::format("{}, 1 # {}", wLanes, s);
        plan.dumpLanes = s == 1 ? wDump : fmt::format("{}, 1+{}z", wDump, s - 1);
        plan.zeroDummies = s > 1;
    } else if (d == 1 && filter->size % s == 0) {
        // Fw % s interleaves with W's stride: it stays in the lanes, Fw / s shifts by s.
        plan.shiftAxis = fmt::format("{} / {}", filter->axis, s);
        plan.shifts = filter->size / s - 1;
        plan.shiftStride = s;
        plan.lanes = fmt::format("{}, {} % {}", wLanes, filter->axis, s);
        plan.dumpLanes = fmt::format("{}, {}={}", wDump, filter->axis, s);
    } else {
        return Diagnostic(diag::Kind::shift_window,
                          fmt::format("the window {} (output stride {}, filter stride {}) is not a shift pattern of "
                                      "the manual's examples",
                                      show(window), s, d));
    }
    plan.dumpLanes = "T: [" + plan.dumpLanes + "]";
    return plan;
}

}  // namespace tcpwb::contraction
