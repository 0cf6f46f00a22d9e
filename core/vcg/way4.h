#pragma once
// Downstream of the VCG (manual, "Downstream: 4-Way Operations"): how a
// flit's valid count follows it when the Vector Engine halves or rejoins it.
// The count stays a prefix through split and concat.
#include <utility>

#include "diag/diagnostic.h"
#include "util/checked.h"

namespace tcpwb::vcg {

// split_way4: an 8-way flit with vc v becomes (min(v, 4), max(v - 4, 0)).
std::pair<u64, u64> splitWay4(u64 vc);
// trim_way4 keeps the low half; refused (kind trim_loses_data) when v > 4.
diag::Result<u64> trimWay4(u64 vc);
// concat_way8: vc_low + vc_high; refused (kind concat_not_prefix) when the
// low half is partial but the high half holds valid elements, which would
// break the prefix property.
diag::Result<u64> concatWay8(u64 low, u64 high);
// pad_way8: a 4-way flit padded to 8 keeps its count.
u64 padWay8(u64 vc);

}  // namespace tcpwb::vcg
