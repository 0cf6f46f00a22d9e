#include "sim/stream_offsets.h"

#include <algorithm>

#include "mapping/enumerate.h"
#include "sim/state.h"

namespace tcpwb::sim::detail {

using mapping::kPaddingOffset;

namespace {

bool noPadding(const std::vector<u64>& offsets) { return std::find(offsets.begin(), offsets.end(), kPaddingOffset) == offsets.end(); }

// An axis's coordinate is the sum of what the three mappings give it; each
// mapping alone keeps its part below the axis's size. The sum can pass it
// only when the largest parts together reach it, which a few additions tell
// without compiling the combined mapping. Groups and windows hide their
// parts: for those, assume it can.
bool mayCouple(std::initializer_list<const mapping::CompiledMapping*> mappings) {
    const mapping::AxisEnv& env = (*mappings.begin())->env();  // a stream's mappings share one
    std::vector<u64> reach(env.count(), 0);                    // per axis: the largest coordinate the mappings can sum to
    std::vector<int> users(env.count(), 0);                    // per axis: how many mappings move it
    for (const mapping::CompiledMapping* m : mappings) {
        if (m->hasCoupledPadding()) return true;
        std::vector<u64> own(env.count(), 0);
        const mapping::NormalForm& nf = m->normalForm();
        for (const auto& [axis, value] : nf.base.entries()) own.at(axis) += value;
        for (const mapping::Factor& f : nf.factors)
            if (f.content == mapping::Factor::Content::Axis && f.extent > 0) own.at(f.axis) += f.offset + f.step * (f.extent - 1);
        for (std::size_t a = 0; a < own.size(); ++a)
            if (own[a]) reach[a] += own[a], ++users[a];
    }
    for (std::size_t a = 0; a < reach.size(); ++a)
        if (users[a] > 1 && reach[a] >= env[mapping::AxisId(a)].size) return true;
    return false;
}

// `m![slice, time, packet]` when padding couples across the three mappings;
// nullopt when each mapping's own padding is all there is.
std::optional<mapping::CompiledMapping> coupledStream(const mapping::CompiledMapping& slice, const mapping::CompiledMapping& time,
                                                      const mapping::CompiledMapping& packet) {
    if (!mayCouple({&slice, &time, &packet})) return std::nullopt;
    const std::string text = "m![" + slice.operand() + ", " + time.operand() + ", " + packet.operand() + "]";
    auto combined = mapping::compileDerived(text, time, "stream mapping");
    if (!combined) return std::nullopt;  // cannot happen for compiled parts; the sums are then all there is
    return std::move(combined).value();
}

}  // namespace

StreamOffsets::StreamOffsets(const mapping::CompiledMapping& slice, const mapping::CompiledMapping& time,
                             const mapping::CompiledMapping& packet, const std::vector<u64>& strides)
    : slice_(offsetsOf(slice, strides)),
      time_(offsetsOf(time, strides)),
      packet_(offsetsOf(packet, strides)),
      timePadFree_(noPadding(time_)),
      packetPadFree_(noPadding(packet_)),
      combined_(coupledStream(slice, time, packet)) {}

u64 StreamOffsets::at(u64 slice, u64 t, u64 p) const {
    if (slice >= slice_.size() || t >= time_.size() || p >= packet_.size()) return kPaddingOffset;
    const u64 o = join(join(slice_[slice], time_[t]), packet_[p]);
    if (o == kPaddingOffset || !combined_) return o;
    const u64 position = (slice * time_.size() + t) * packet_.size() + p;
    return combined_->at(position) ? o : kPaddingOffset;
}

bool StreamOffsets::padFree(u64 slice) const {
    return !combined_ && slice < slice_.size() && slice_[slice] != kPaddingOffset && timePadFree_ && packetPadFree_;
}

}  // namespace tcpwb::sim::detail
