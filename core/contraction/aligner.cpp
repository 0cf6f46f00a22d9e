#include "contraction/aligner.h"

namespace tcpwb::contraction {

diag::Result<AlignPlan> planAlign(const AlignRequest& r) {
    auto stream = planStream({r.collectTime, r.collectPacket, r.outTime, r.outPacket, r.trf.row.size(), r.trf.dtype});
    if (!stream) return stream.error();
    auto trf = planTrfSequencer(r.trf, r.outTime, r.outPacket);
    if (!trf) return trf.error();
    return AlignPlan{std::move(stream).value(), std::move(trf).value()};
}

}  // namespace tcpwb::contraction
