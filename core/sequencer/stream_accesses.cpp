#include "sequencer/stream_accesses.h"

#include <algorithm>

#include "util/enum_table.h"

namespace tcpwb::sequencer {
namespace {

StreamAccesses accesses(AccessUnit unit, u64 bytes, const Config& config, tensor::DType dtype, u64 timeSize) {
    StreamAccesses out{unit, std::max<u64>(bytes, 1), 0};
    const u64 packetBytes = tensor::bytesFor(dtype, config.packetSize);
    out.total = checkedMul(timeSize, ceilDiv(packetBytes, out.bytes)).value_or(kMaxSize);
    return out;
}

}  // namespace

namespace {

constexpr EnumTable<AccessUnit, 3> kUnitNames{
    {{AccessUnit::FetchSize, "fetch_size"}, {AccessUnit::CommitSize, "commit_size"}, {AccessUnit::Packet, "packet"}}};
static_assert(listsEveryEnumerator(kUnitNames));

}  // namespace

std::string_view unitName(AccessUnit unit) { return nameOf(kUnitNames, unit); }

StreamAccesses fetchAccesses(const FetchPlan& plan, tensor::DType dtype, u64 timeSize) {
    return accesses(AccessUnit::FetchSize, plan.fetchSize, plan.config, dtype, timeSize);
}

StreamAccesses commitAccesses(const CommitPlan& plan, tensor::DType dtype, u64 timeSize) {
    return accesses(AccessUnit::CommitSize, plan.commitSize, plan.config, dtype, timeSize);
}

// Without an engine the stream moves whole packets, at most one flit a cycle.
StreamAccesses packetAccesses(const Config& config, tensor::DType dtype, u64 timeSize) {
    return accesses(AccessUnit::Packet, std::min<u64>(tensor::bytesFor(dtype, config.packetSize), kFlitBytes), config, dtype, timeSize);
}

}  // namespace tcpwb::sequencer
