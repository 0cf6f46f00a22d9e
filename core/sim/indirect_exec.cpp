// The moves that write where the data says or what a constant says: a
// gather, a scatter (sim/indirect.h) and a memset, through the memories.
// Each reads its sources by logical offset (SourceReader) and writes its
// output's elements where its placement puts them.
#include "sim/indirect_exec.h"

#include <algorithm>

#include <fmt/format.h>

#include "sim/plan_detail.h"
#include "sim/source_reader.h"

namespace tcpwb::sim::detail {

using diag::Diagnostic;
using mapping::kPaddingOffset;

namespace {

// The index's values, read once each: the row an index value names, or a diagnostic.
class IndexRows {
public:
    IndexRows(State& s, std::size_t op, std::size_t index, const IndirectPlan& plan)
        : s_(s),
          op_(op),
          index_(index),
          plan_(plan),
          strides_(stridesFor(s.env(), s.plan.tensors[index].axes)),
          volume_(volumeOf(s.env(), s.plan.tensors[index].axes)),
          reader_(s, index, strides_, volume_),
          rows_(volume_, kUnread) {}

    const std::vector<u64>& strides() const { return strides_; }

    diag::Result<u64> rowAt(u64 offset) {
        if (offset >= rows_.size()) return Diagnostic(diag::Kind::internal_error, "an index offset past the index");
        if (rows_[offset] != kUnread) return rows_[offset];
        auto bits = reader_.read(offset, op_);
        if (!bits) return bits.error();
        const auto value = std::int32_t(*bits);
        const u64 row = value < 0 ? plan_.rows : u64(value) / plan_.divisor();
        if (row >= plan_.rows)
            return about(
                s_,
                Diagnostic(diag::Kind::index_out_of_range,
                           fmt::format("the index holds {}, which names row {} of the {} rows along {}", value,
                                       value < 0 ? std::string("-") : std::to_string(row), plan_.rows, s_.env()[plan_.rowAxis].name))
                    .withNote(plan_.scaled ? fmt::format("a scaled index holds byte offsets: row x {} bytes", plan_.rowBytes)
                                           : std::string("an unscaled index holds row positions")),
                op_, index_, s_.program.ops[op_].at);
        return rows_[offset] = row;
    }

private:
    static constexpr u64 kUnread = ~u64{0};
    State& s_;
    std::size_t op_, index_;
    const IndirectPlan& plan_;
    std::vector<u64> strides_;
    u64 volume_;
    SourceReader reader_;
    std::vector<u64> rows_;
};

[[nodiscard]] std::optional<Diagnostic> write(const Placement& p, const UnitPlace& u, u64 e, tensor::DType dtype, u32 bits) {
    const auto at = locate(p, u, e, true);
    if (!at) return Diagnostic(diag::Kind::capacity_exceeded, fmt::format("element {} lies past the end of its memory", e));
    storeElement(*at->block, at->ref, dtype, bits);
    return std::nullopt;
}

}  // namespace

[[nodiscard]] std::optional<Diagnostic> runGather(State& s, std::size_t op) {
    const kernel::Transfer& tr = s.program.ops[op].transfer;
    const IndirectPlan& plan = *s.plan.ops[op].transfer->indirect;
    const kernel::Tensor& out = s.tensor(tr.output);
    const TensorPlan& outPlan = s.plan.tensors[tr.output];
    IndexRows index(s, op, *tr.index, plan);
    const auto tableStrides = stridesFor(s.env(), s.plan.tensors[tr.source].axes);
    SourceReader table(s, tr.source, tableStrides, volumeOf(s.env(), s.plan.tensors[tr.source].axes));
    // The output's positions read three ways: its own offset, the index's, and the table's without the row.
    auto payloadStrides = tableStrides;
    payloadStrides[plan.rowAxis] = 0;
    const auto own = placementFor(s, tr.output, stridesFor(s.env(), outPlan.axes));
    const Placement byIndex = placementOf(s.device, out, outPlan, index.strides());
    const Placement byTable = placementOf(s.device, out, outPlan, payloadStrides);
    const u64 n = own->elementOffsets.size();
    for (std::size_t k = 0; k < own->units.size(); ++k) {
        const UnitPlace& u = own->units[k];
        for (u64 e = 0; e < n; ++e) {
            if (join(u.offset, own->elementOffsets[e]) == kPaddingOffset) continue;
            auto row = index.rowAt(join(byIndex.units[k].offset, byIndex.elementOffsets[e]));
            if (!row) return row.error();
            auto bits = table.read(join(byTable.units[k].offset, byTable.elementOffsets[e]) + *row * tableStrides[plan.rowAxis], op);
            if (!bits) return bits.error();
            if (auto error = write(*own, u, e, out.dtype, *bits)) return about(s, *error, op, tr.output, out.at);
        }
    }
    return std::nullopt;
}

[[nodiscard]] std::optional<Diagnostic> runScatter(State& s, std::size_t op) {
    const kernel::Transfer& tr = s.program.ops[op].transfer;
    const IndirectPlan& plan = *s.plan.ops[op].transfer->indirect;
    const kernel::Tensor& out = s.tensor(tr.output);
    const TensorPlan& outPlan = s.plan.tensors[tr.output];
    IndexRows index(s, op, *tr.index, plan);
    const auto dataStrides = stridesFor(s.env(), s.plan.tensors[tr.source].axes);
    SourceReader data(s, tr.source, dataStrides, volumeOf(s.env(), s.plan.tensors[tr.source].axes));
    const auto outStrides = stridesFor(s.env(), outPlan.axes);
    const auto own = placementFor(s, tr.output, outStrides);
    // Where each of the output's logical offsets is held (every copy of it).
    const u64 n = own->elementOffsets.size();
    std::vector<std::pair<u64, u64>> held;  // (offset, unit x n + element)
    for (std::size_t k = 0; k < own->units.size(); ++k)
        for (u64 e = 0; e < n; ++e)
            if (const u64 o = join(own->units[k].offset, own->elementOffsets[e]); o != kPaddingOffset) held.emplace_back(o, k * n + e);
    std::sort(held.begin(), held.end());
    auto key = mapping::compileMapping(tr.key->text, s.env());
    if (!key) return about(s, Diagnostic(diag::Kind::mapping_error, key.error().message), op, std::nullopt, s.program.ops[op].at);
    const auto keyIndex = offsetsOf(*key, index.strides());
    const auto keyData = offsetsOf(*key, dataStrides);
    const auto payloadData = projectOffsets(s.env(), plan.payload, dataStrides);
    const auto payloadOut = projectOffsets(s.env(), plan.payload, outStrides);
    // Key position by key position, a later key overwriting an earlier one's row, as the toolchain does.
    for (u64 p = 0; p < keyIndex.size(); ++p) {
        if (keyIndex[p] == kPaddingOffset) continue;
        auto row = index.rowAt(keyIndex[p]);
        if (!row) return row.error();
        for (u64 q = 0; q < payloadData.size(); ++q) {
            auto bits = data.read(keyData[p] + payloadData[q], op);
            if (!bits) return bits.error();
            const u64 to = payloadOut[q] + *row * outStrides[plan.rowAxis];
            for (auto it = std::lower_bound(held.begin(), held.end(), std::pair<u64, u64>{to, 0}); it != held.end() && it->first == to;
                 ++it)
                if (auto error = write(*own, own->units[it->second / n], it->second % n, out.dtype, *bits))
                    return about(s, *error, op, tr.output, out.at);
        }
    }
    return std::nullopt;
}

[[nodiscard]] std::optional<Diagnostic> runFill(State& s, std::size_t op) {
    const kernel::Transfer& tr = s.program.ops[op].transfer;
    const kernel::Tensor& out = s.tensor(tr.output);
    const auto own = placementFor(s, tr.output, stridesFor(s.env(), s.plan.tensors[tr.output].axes));
    for (const UnitPlace& u : own->units)
        for (u64 e = 0; e < own->elementOffsets.size(); ++e) {
            if (join(u.offset, own->elementOffsets[e]) == kPaddingOffset) continue;  // padding keeps its bytes, as the toolchain's
            if (auto error = write(*own, u, e, out.dtype, tr.fill)) return about(s, *error, op, tr.output, out.at);
        }
    return std::nullopt;
}

}  // namespace tcpwb::sim::detail
