#include "sim/reference_liveness.h"

#include <algorithm>

namespace tcpwb::sim::detail {
namespace {

std::size_t outputOf(const kernel::Operation& op) {
    return op.kind == kernel::Operation::Kind::Transfer ? op.transfer.output : op.pass.output;
}

std::vector<std::size_t> referenceReads(const kernel::Operation& op) {
    std::vector<std::size_t> reads = kernel::tensorsReadBy(op);
    const std::size_t out = outputOf(op);
    if (std::find(reads.begin(), reads.end(), out) == reads.end()) reads.push_back(out);
    return reads;
}

}  // namespace

ReferenceLiveness referenceLiveness(const kernel::Program& program) {
    const std::size_t ops = program.ops.size(), tensors = program.tensors.size();
    ReferenceLiveness live;
    live.computed.assign(ops, false);
    live.releaseAfter.resize(ops);
    std::vector<bool> needed(tensors, false), isOutput(tensors, false);
    for (std::size_t o : program.outputs)
        if (o < tensors) needed[o] = isOutput[o] = true;
    // Backwards: an operation is computed when a needed tensor is its output;
    // what it reads is then needed, and the first time (from the end) it is
    // read is where its reference can go.
    std::vector<bool> seenRead(tensors, false);
    for (std::size_t i = ops; i-- > 0;) {
        const kernel::Operation& op = program.ops[i];
        const std::size_t out = outputOf(op);
        if (out >= tensors || !needed[out]) continue;
        live.computed[i] = true;
        for (std::size_t t : referenceReads(op)) {
            if (t >= tensors) continue;
            needed[t] = true;
            if (!seenRead[t] && !isOutput[t]) live.releaseAfter[i].push_back(t);
            seenRead[t] = true;
        }
    }
    for (std::size_t t = 0; t < tensors; ++t)
        if (!seenRead[t] && !isOutput[t]) live.unread.push_back(t);
    return live;
}

}  // namespace tcpwb::sim::detail
