#include "sim/indirect.h"

#include <algorithm>

#include <fmt/format.h>

#include "contraction/mapping_parts.h"
#include "sim/plan.h"
#include "sim/state.h"

namespace tcpwb::sim {

using diag::Diagnostic;
using mapping::AxisId;

namespace {

bool has(const std::vector<AxisId>& axes, AxisId a) { return std::find(axes.begin(), axes.end(), a) != axes.end(); }

std::vector<AxisId> without(const std::vector<AxisId>& axes, const std::vector<AxisId>& minus) {
    std::vector<AxisId> out;
    for (AxisId a : axes)
        if (!has(minus, a)) out.push_back(a);
    return out;
}

std::string names(const mapping::AxisEnv& env, const std::vector<AxisId>& axes) {
    std::string out;
    for (AxisId a : axes) out += (out.empty() ? "" : ", ") + env[a].name;
    return "[" + out + "]";
}

// The elements a tensor holds: its positions that are not padding, over all its roles.
u64 entriesHeld(const TensorPlan& t) {
    u64 entries = 1;
    for (const auto& m : t.mappings) {
        const auto offsets = detail::offsetsOf(m, std::vector<u64>(m.env().count(), 0));
        entries *= u64(std::count_if(offsets.begin(), offsets.end(), [](u64 o) { return o != mapping::kPaddingOffset; }));
    }
    return entries;
}

// The one row axis `whole` has beyond the payload.
diag::Result<AxisId> rowAxisOf(const kernel::Program& program, const std::vector<AxisId>& whole, const std::vector<AxisId>& payload,
                               const kernel::Tensor& t, std::string_view role) {
    const auto& env = program.axes;
    for (AxisId a : payload)
        if (!has(whole, a))
            return Diagnostic(diag::Kind::indirect_layout, fmt::format("the payload axis {} is not an axis of the {} `{}` {}", env[a].name,
                                                                       role, t.name, names(env, whole)));
    const std::vector<AxisId> rows = without(whole, payload);
    if (rows.size() != 1)
        return Diagnostic(diag::Kind::indirect_layout,
                          fmt::format("the {} `{}` {} is the payload {} and one row axis the index chooses, but it has {} besides the "
                                      "payload{}",
                                      role, t.name, names(env, whole), names(env, payload), rows.size(),
                                      rows.empty() ? std::string() : " " + names(env, rows)));
    return rows.front();
}

diag::Result<IndirectPlan> planGather(const kernel::Program& program, const std::vector<TensorPlan>& tensors, const kernel::Transfer& tr) {
    const auto& env = program.axes;
    const kernel::Tensor& table = program.tensors[tr.source];
    const kernel::Tensor& index = program.tensors[*tr.index];
    const std::vector<AxisId>& outAxes = tensors[tr.output].axes;
    const std::vector<AxisId>& indexAxes = tensors[*tr.index].axes;
    for (AxisId a : indexAxes)
        if (!has(outAxes, a))
            return Diagnostic(diag::Kind::indirect_layout,
                              fmt::format("the index `{}` runs over {}, which the output `{}` {} does not: each index value fills the "
                                          "output's rows at its coordinates",
                                          index.name, env[a].name, program.tensors[tr.output].name, names(env, outAxes)));
    IndirectPlan plan;
    plan.scaled = tr.scaled;
    plan.payload = without(outAxes, indexAxes);
    auto row = rowAxisOf(program, tensors[tr.source].axes, plan.payload, table, "table");
    if (!row) return row.error();
    plan.rowAxis = *row;
    plan.rows = env[plan.rowAxis].size;
    plan.rowBytes = tensor::bytesFor(table.dtype, detail::volumeOf(env, plan.payload));
    const u64 indexBytes = 4 * entriesHeld(tensors[*tr.index]);
    if (!tr.scaled && indexBytes > kSpmIndexBytes)
        return Diagnostic(diag::Kind::spm_capacity,
                          fmt::format("an unscaled gather reads its index list from one PE's SPM, {} bytes, but `{}` holds {} i32 "
                                      "entries ({} bytes) in its slices",
                                      kSpmIndexBytes, index.name, indexBytes / 4, indexBytes))
            .withFix(fmt::format("gather with dma_gather_scaled from a DRAM index of byte offsets (row x {}), or split the index "
                                 "into gathers of at most {} entries each",
                                 plan.rowBytes, kSpmIndexBytes / 4));
    return plan;
}

diag::Result<IndirectPlan> planScatter(const kernel::Program& program, const std::vector<TensorPlan>& tensors, const kernel::Transfer& tr) {
    const auto& env = program.axes;
    const kernel::Tensor& data = program.tensors[tr.source];
    const kernel::Tensor& index = program.tensors[*tr.index];
    auto key = mapping::compileMapping(tr.key->text, env);
    if (!key) return Diagnostic(diag::Kind::mapping_error, fmt::format("the Key `{}`: {}", tr.key->text, key.error().message));
    const std::set<AxisId> keySet = contraction::axesOf(*key);
    const std::vector<AxisId> keyAxes(keySet.begin(), keySet.end());
    // The toolchain's assert: the key lies in the source's Slice and Element, where the indirect DMA addresses rows.
    for (std::size_t role = 0; role < 2; ++role)
        for (AxisId a : contraction::axesOf(tensors[tr.source].mappings[role]))
            if (keySet.contains(a))
                return Diagnostic(diag::Kind::indirect_layout,
                                  fmt::format("scatter key `{}` must be fully contained in the Slice and Element of `{}`, but its axis {} "
                                              "is in the {}: indirect DMA cannot address it",
                                              key->normalized(), data.name, env[a].name, role == 0 ? "Chip" : "Cluster"));
    std::vector<AxisId> indexAxes = tensors[*tr.index].axes;
    std::vector<AxisId> sortedKey = keyAxes;
    std::sort(indexAxes.begin(), indexAxes.end());
    std::sort(sortedKey.begin(), sortedKey.end());
    if (indexAxes != sortedKey)
        return Diagnostic(diag::Kind::indirect_layout,
                          fmt::format("the index `{}` runs over {} but the key `{}` over {}: one index value "
                                      "per key position",
                                      index.name, names(env, tensors[*tr.index].axes), key->normalized(), names(env, keyAxes)));
    for (AxisId a : keyAxes)
        if (!has(tensors[tr.source].axes, a))
            return Diagnostic(diag::Kind::indirect_layout, fmt::format("the key's axis {} is not an axis of `{}` {}", env[a].name,
                                                                       data.name, names(env, tensors[tr.source].axes)));
    IndirectPlan plan;
    plan.payload = without(tensors[tr.source].axes, keyAxes);
    auto row = rowAxisOf(program, tensors[tr.output].axes, plan.payload, program.tensors[tr.output], "output");
    if (!row) return row.error();
    plan.rowAxis = *row;
    plan.rows = env[plan.rowAxis].size;
    plan.rowBytes = tensor::bytesFor(data.dtype, detail::volumeOf(env, plan.payload));
    return plan;
}

// The operation before `before` that writes tensor t.
std::optional<std::size_t> writerOf(const kernel::Program& program, std::size_t t, std::size_t before) {
    for (std::size_t k = before; k-- > 0;) {
        const kernel::Operation& op = program.ops[k];
        const std::size_t out = op.kind == kernel::Operation::Kind::Transfer ? op.transfer.output : op.pass.output;
        if (out == t) return k;
    }
    return std::nullopt;
}

}  // namespace

void planIndexDraws(const kernel::Program& program, ProgramPlan& plan) {
    for (std::size_t k = 0; k < program.ops.size(); ++k) {
        const kernel::Operation& gather = program.ops[k];
        if (gather.kind != kernel::Operation::Kind::Transfer || !gather.transfer.index || *gather.transfer.index >= plan.tensors.size())
            continue;
        const auto indirect = planIndirect(program, plan.tensors, gather.transfer);
        if (!indirect) continue;  // planOperations reports it
        IndexDraw draw{std::max<u64>(indirect->rows, 1), indirect->divisor()};
        std::size_t t = *program.ops[k].transfer.index;
        std::size_t at = k;
        for (int depth = 0; depth < 64; ++depth) {
            if (program.tensors[t].origin == kernel::Origin::Random || program.tensors[t].origin == kernel::Origin::Preloaded) {
                plan.tensors[t].indexDraw = draw;
                break;
            }
            const auto writer = writerOf(program, t, at);
            if (!writer) break;
            const kernel::Operation& op = program.ops[*writer];
            if (op.kind == kernel::Operation::Kind::Pass) {
                t = op.pass.source;
                draw.unit = 1;
            } else if (op.transfer.mode == kernel::Transfer::Mode::Copy || op.transfer.mode == kernel::Transfer::Mode::Relabel) {
                t = op.transfer.source;
            } else {
                break;
            }
            at = *writer;
        }
    }
}

diag::Result<IndirectPlan> planIndirect(const kernel::Program& program, const std::vector<TensorPlan>& tensors,
                                        const kernel::Transfer& transfer) {
    const kernel::Tensor& index = program.tensors[*transfer.index];
    if (index.dtype != tensor::DType::I32)
        return Diagnostic(diag::Kind::transfer_dtype,
                          fmt::format("the index `{}` holds {}; an index holds i32", index.name, tensor::info(index.dtype).name));
    if (program.tensors[transfer.source].dtype != program.tensors[transfer.output].dtype)
        return Diagnostic(diag::Kind::transfer_dtype,
                          fmt::format("`{}` holds {} but `{}` is {}: a DMA does not convert", program.tensors[transfer.source].name,
                                      tensor::info(program.tensors[transfer.source].dtype).name, program.tensors[transfer.output].name,
                                      tensor::info(program.tensors[transfer.output].dtype).name));
    return transfer.mode == kernel::Transfer::Mode::Gather ? planGather(program, tensors, transfer)
                                                           : planScatter(program, tensors, transfer);
}

}  // namespace tcpwb::sim
