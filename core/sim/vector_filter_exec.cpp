// vector_filter(N) in the simulator (manual, "Filter", line 4973: "applies an
// execution mask based on a branch condition to filter output flits"; the
// MoE chapter's filter_compaction, line 8632: "filter only values >= 0 ...
// from Grid", [0, 0, -1, 1, 1, 1, -1 ...] -> [0, 0, 1, 1, 1 ...]).
// Our reading (docs/vector-semantics.md, "vector_filter"): per slice, the
// elements whose ExecutionId is N are kept in stream order (Time-major, then
// lane) and compacted to the front of that slice's stream, onto the positions
// that hold elements; the positions after the last kept element hold 0. A
// padding position (one that holds no element) is never kept. The output
// keeps the input's Slice, Time and Packet: the worst case, every element
// kept, since no mapping can have a data-dependent length. The valid count of
// a slice's output is the number of elements kept there.
#include <fmt/format.h>

#include "sim/vector_reduce_exec.h"

namespace tcpwb::sim::detail {

using diag::Diagnostic;

namespace {

std::optional<mapping::TensorIndex> positionIndex(const std::optional<mapping::TensorIndex>& slice, const CompiledMapping& time,
                                                  const CompiledMapping& packet, u64 t, u64 p) {
    const auto ti = time.at(t), pi = packet.at(p);
    if (!slice || !ti || !pi) return std::nullopt;
    mapping::TensorIndex sum = *slice;
    sum.add(*ti);
    sum.add(*pi);
    return sum;
}

// The ExecutionIds at the filter of the logical elements of `l`: the chain's
// Branch on `branchInput` (the chain's input), or 0 for all after a reduce.
diag::Result<std::vector<int>> logicalIdsAtFilter(const State& s, const vector::Chain& chain, const Logical* branchInput, u64 count) {
    const vector::Step* branch = nullptr;
    for (const auto& st : chain.steps)
        if (st.kind == vector::Step::Kind::Branch) branch = branch ? branch : &st;
    if (!branchInput || !branch || branchInput->values.size() != count) return std::vector<int>(count, 0);
    vector::Chain head = chain;
    head.steps = {*branch};
    const tensor::DType as = chain.input == vector::Scalar::I32 ? tensor::DType::I32 : tensor::DType::F32;
    vector::EvalInput in;
    in.groups[0].resize(count);
    for (u64 i = 0; i < count; ++i) in.groups[0][i] = encodeValue(as, branchInput->values[i]);
    in.executionIds = logicalToggleIds(s, chain, *branchInput);
    if (count == 0) return std::vector<int>{};
    auto r = vector::evaluate(head, in);
    if (!r) return r.error();
    return r->executionIds;
}

}  // namespace

const vector::Step* filterOf(const vector::Chain& chain) {
    for (const auto& s : chain.steps)
        if (s.kind == vector::Step::Kind::Filter) return &s;
    return nullptr;
}

std::vector<bool> heldPositions(const vector::Shape& shape, u64 slice) {
    const u64 times = shape.time.size(), lanes = shape.packet.size();
    std::vector<bool> held(times * lanes, false);
    const auto sliceIndex = slice < shape.slice.size() ? shape.slice.at(slice) : std::nullopt;
    for (u64 t = 0; t < times; ++t)
        for (u64 p = 0; p < lanes; ++p) {
            const auto index = positionIndex(sliceIndex, shape.time, shape.packet, t, p);
            held[t * lanes + p] = index && mapping::finalizeIndex(*index, shape.time.env());
        }
    return held;
}

u64 compactFiltered(const vector::Shape& shape, u64 slice, int filterId, std::vector<u32>& values, std::vector<int>& ids,
                    std::vector<bool>& kept) {
    const std::vector<bool> held = heldPositions(shape, slice);
    std::vector<u32> keptValues;
    for (u64 k = 0; k < held.size() && k < values.size() && k < ids.size(); ++k)
        if (held[k] && ids[k] == filterId) keptValues.push_back(values[k]);
    values.assign(held.size(), 0);
    ids.assign(held.size(), filterId);
    kept.assign(held.size(), false);
    u64 next = 0;
    for (u64 k = 0; k < held.size() && next < keptValues.size(); ++k) {
        if (!held[k]) continue;
        values[k] = keptValues[next++];
        kept[k] = true;
    }
    return keptValues.size();
}

[[nodiscard]] std::optional<Diagnostic> filterReference(const State& s, const Logical* branchInput, Logical& l, const vector::Chain& chain,
                                                        const StreamShape& out) {
    const vector::Step* filter = filterOf(chain);
    if (!filter) return std::nullopt;
    auto ids = logicalIdsAtFilter(s, chain, branchInput, l.values.size());
    if (!ids) return ids.error();
    const auto& env = s.env();
    auto offsetOf = [&](const mapping::TensorIndex& index) {
        u64 o = 0;
        for (const auto& [axis, v] : index.entries()) o += v * (axis < l.strides.size() ? l.strides[axis] : 0);
        return o;
    };
    const Logical before = l;
    const u64 times = out.time->size(), lanes = out.packet->size();
    for (u64 c = 0; c < out.chip->size(); ++c)
        for (u64 k = 0; k < out.cluster->size(); ++k)
            for (u64 sl = 0; sl < out.slice->size(); ++sl) {
                const auto chip = out.chip->at(c), cluster = out.cluster->at(k), slice = out.slice->at(sl);
                if (!chip || !cluster || !slice) continue;
                mapping::TensorIndex unit = *chip;
                unit.add(*cluster);
                // The slice's element positions in stream order, and which of them the filter keeps.
                std::vector<u64> positions, keptFrom;
                for (u64 t = 0; t < times; ++t)
                    for (u64 p = 0; p < lanes; ++p) {
                        const auto index = positionIndex(slice, *out.time, *out.packet, t, p);
                        if (!index || !mapping::finalizeIndex(*index, env)) continue;
                        mapping::TensorIndex full = *index;
                        full.add(unit);
                        const auto finalized = mapping::finalizeIndex(full, env);
                        if (!finalized) continue;
                        const u64 o = offsetOf(*finalized);
                        if (o >= l.values.size()) continue;
                        positions.push_back(o);
                        if ((*ids)[o] == filter->filterId) keptFrom.push_back(o);
                    }
                for (u64 j = 0; j < positions.size(); ++j) {
                    const u64 to = positions[j];
                    l.values[to] = j < keptFrom.size() ? before.values[keptFrom[j]] : 0.0;
                    if (!l.bound.empty())
                        l.bound[to] = j < keptFrom.size() && keptFrom[j] < before.bound.size() ? before.bound[keptFrom[j]] : 0.0;
                }
            }
    return std::nullopt;
}

}  // namespace tcpwb::sim::detail
