// Timing: every device operation with its cycles from the plan (DMA cost,
// the pipelined pass), its tensors' memories and address ranges, scheduled by
// schedule::scheduleOps (program order, hazards, main waiting for sub, bank
// warnings, overlapping allocations). Host PCIe transfers are outside the
// device schedule.
#include <algorithm>
#include <array>
#include <functional>
#include <utility>
#include <vector>

#include "contraction/hardware.h"
#include "schedule/toolchain_costs.h"
#include "sequencer/bank_trace.h"
#include "sim/plan_detail.h"
#include "sim/state.h"

namespace tcpwb::sim::detail {

using diag::Diagnostic;

namespace {

std::optional<schedule::MemoryKind> memoryKindOf(kernel::Memory m) {
    switch (m) {
        case kernel::Memory::Hbm: return schedule::MemoryKind::Hbm;
        case kernel::Memory::Dm: return schedule::MemoryKind::Dm;
        case kernel::Memory::Trf: return schedule::MemoryKind::Trf;
        case kernel::Memory::Vrf: return schedule::MemoryKind::Vrf;
        case kernel::Memory::Host: return std::nullopt;
    }
    return std::nullopt;
}

// Bytes the tensor occupies in its memory: per slice for DM and VRF, per Row for the TRF.
schedule::AddressRange rangeOf(const kernel::Tensor& t, const TensorPlan& plan) {
    u64 begin = t.address.value_or(0);
    if (t.memory == kernel::Memory::Trf) begin = contraction::trfRegionBase(trfAddressOf(t), std::max<u64>(plan.mappings[3].size(), 1));
    return {begin, begin + std::max<u64>(plan.elementBytes, 1)};
}

std::vector<StageTiming> stagesOf(const PassPlan& p) {
    const std::vector<u64> starts = stageStarts(p);
    std::vector<StageTiming> out;
    for (std::size_t i = 0; i < p.stages.size(); ++i)
        out.push_back({std::string(kernel::stepName(p.stages[i].kind)), p.stages[i].cycles, p.stages[i].latency, starts[i], false});
    const char* sink = p.sink.kind == kernel::SinkKind::ToTrf ? "to_trf" : p.sink.kind == kernel::SinkKind::ToVrf ? "to_vrf" : "commit";
    out.push_back({sink, p.sink.cycles, p.sink.latency, starts.back(), false});
    return out;
}

// For each DM bank, the longest run of consecutive accesses the sequencer's
// walk makes to it ("Memory Performance": 64 or more starve the DMA Engine).
// These let the scheduler judge the pass by its real access order rather
// than by a sequential walk of its tensors' ranges.
void addBankRuns(const sequencer::Config& config, tensor::DType dtype, u64 accessBytes, std::optional<std::size_t> tensor,
                 std::vector<schedule::BankRun>& runs) {
    if (accessBytes == 0) return;
    const sequencer::BankTrace trace = sequencer::traceBanks(config, dtype, accessBytes);
    constexpr std::size_t kBanks = 16;
    std::array<u64, kBanks> current{}, longest{};
    for (const sequencer::BankAccess& access : trace.accesses)
        for (std::size_t b = 0; b < kBanks; ++b) {
            current[b] = (access.banks >> b) & 1u ? current[b] + 1 : 0;
            longest[b] = std::max(longest[b], current[b]);
        }
    for (std::size_t b = 0; b < kBanks; ++b)
        if (longest[b] > 0) runs.push_back({b, longest[b], tensor});
}

void addPassBankRuns(const PassPlan& plan, const kernel::Tensor& source, std::optional<std::size_t> sourceSlot,
                     const kernel::Tensor& output, std::optional<std::size_t> outputSlot, std::vector<schedule::BankRun>& runs) {
    for (const StagePlan& stage : plan.stages)
        if (stage.fetch) addBankRuns(stage.fetch->config, source.dtype, stage.fetch->fetchSize, sourceSlot, runs);
    if (plan.sink.commit && output.memory == kernel::Memory::Dm)
        addBankRuns(plan.sink.commit->config, output.dtype, plan.sink.commit->commitSize, outputSlot, runs);
}

// The device tensors read once the schedule is over: the kernel's outputs
// and the sources of to_host (PCIe transfers run after launch). They keep
// their addresses to the end: a later tensor reusing them would overwrite a
// result before anyone reads it (the Fetch and Commit Engine's Example 3
// commits both of its options to DM 1024).
std::vector<bool> readAfterSchedule(const kernel::Program& program) {
    std::vector<bool> out(program.tensors.size(), false);
    for (std::size_t o : program.outputs)
        if (o < out.size()) out[o] = true;
    for (const kernel::Operation& op : program.ops)
        if (op.kind == kernel::Operation::Kind::Transfer && op.transfer.output < out.size() && op.transfer.source < out.size() &&
            program.tensors[op.transfer.output].memory == kernel::Memory::Host)
            out[op.transfer.source] = true;
    return out;
}

// The toolchain's kernel launch and final ExplicitSync (schedule/toolchain_costs.h):
// barriers no operation overlaps, on the PE core as the toolchain's sync is.
// They stand for no operation of the program: `op` is past Program::ops. The
// sync reads the results the host reads afterwards (`inputs`), as the
// toolchain's PE core waits on the last store: what it waited for is then a
// data dependency a critical path can follow.
void addToolchainBarrier(const char* name, u64 cycles, std::size_t programOps, std::vector<std::size_t> inputs, schedule::OpList& list,
                         RunResult& result) {
    schedule::Operation op;
    op.inputs = std::move(inputs);
    op.name = name;
    op.resource = schedule::Resource::Core;
    op.duration = cycles;
    op.barrier = true;
    OpTiming timing;
    timing.name = name;
    timing.resource = op.resource;
    timing.op = programOps;
    timing.stages.push_back({name, cycles, 0, 0, false});
    list.ops.push_back(std::move(op));
    result.ops.push_back(std::move(timing));
}

}  // namespace

[[nodiscard]] std::optional<Diagnostic> timeProgram(const State& s, RunResult& result) {
    schedule::OpList list;
    std::vector<std::optional<std::size_t>> slot(s.program.tensors.size());
    // A reshaped tensor is its root's bytes: the schedule sees one tensor, read
    // after the schedule when any of its names is.
    const std::vector<std::size_t> roots = kernel::relabelRoots(s.program);
    std::vector<bool> readAfterwards = readAfterSchedule(s.program);
    for (std::size_t i = 0; i < roots.size(); ++i)
        if (readAfterwards[i]) readAfterwards[roots[i]] = true;
    std::function<std::optional<std::size_t>(std::size_t)> tensorSlot = [&](std::size_t i) -> std::optional<std::size_t> {
        if (slot[i]) return slot[i];
        if (roots[i] != i) return slot[i] = tensorSlot(roots[i]);
        const kernel::Tensor& t = s.tensor(i);
        auto kind = memoryKindOf(t.memory);
        if (!kind) return std::nullopt;
        list.tensors.push_back({t.name, *kind, rangeOf(t, s.plan.tensors[i]), readAfterwards[i], t.placed});
        slot[i] = list.tensors.size() - 1;
        return slot[i];
    };
    auto add = [&](std::vector<std::size_t>& to, std::size_t tensor) {
        if (auto k = tensorSlot(tensor)) to.push_back(*k);
    };
    const bool toolchain = s.program.dialect == kernel::Dialect::Toolchain;
    if (toolchain) addToolchainBarrier("kernel launch", schedule::kToolchainLaunchCycles, s.program.ops.size(), {}, list, result);
    for (std::size_t i = 0; i < s.program.ops.size(); ++i) {
        const kernel::Operation& o = s.program.ops[i];
        const OpPlan& plan = s.plan.ops[i];
        schedule::Operation op;
        op.name = opLabel(s.program, i);
        op.duration = std::max<u64>(plan.cycles(), 1);
        OpTiming timing;
        timing.name = op.name;
        timing.op = i;
        if (plan.transfer) {
            // Host transfers are outside the device's schedule, and a reshape moves nothing.
            if (plan.transfer->host || o.transfer.mode == kernel::Transfer::Mode::Relabel) continue;
            // A memset is the sub context's Generate Mode (`memset(value, &mut ctx.sub)`); the rest are the DMA's.
            const bool fill = o.transfer.mode == kernel::Transfer::Mode::Fill;
            op.resource = fill ? schedule::Resource::Sub : schedule::Resource::Dma;
            for (std::size_t t : kernel::tensorsReadBy(o)) add(op.inputs, t);
            add(op.outputs, o.transfer.output);
            timing.stages.push_back({fill ? "memset" : "dma", plan.transfer->cycles, 0, 0, false});
        } else {
            const kernel::StreamPass& pass = o.pass;
            op.resource = pass.context == kernel::StreamPass::Context::Main ? schedule::Resource::Main : schedule::Resource::Sub;
            for (std::size_t t : kernel::tensorsReadBy(o)) add(op.inputs, t);
            add(op.outputs, pass.output);
            addPassBankRuns(*plan.pass, s.tensor(pass.source), tensorSlot(pass.source), s.tensor(pass.output), tensorSlot(pass.output),
                            op.bankRuns);
            timing.stages = stagesOf(*plan.pass);
            if (toolchain) {
                // The toolchain's per-command cost, after the pipeline's stages.
                timing.stages.push_back({"command overhead", schedule::kToolchainPassOverheadCycles, 0, *op.duration, true});
                op.duration = *op.duration + schedule::kToolchainPassOverheadCycles;
            }
        }
        timing.resource = op.resource;
        list.ops.push_back(std::move(op));
        result.ops.push_back(std::move(timing));
    }
    if (toolchain) {
        std::vector<std::size_t> results;
        for (std::size_t i = 0; i < readAfterwards.size(); ++i)
            if (readAfterwards[i] && slot[i] && std::find(results.begin(), results.end(), *slot[i]) == results.end())
                results.push_back(*slot[i]);
        addToolchainBarrier("ExplicitSync", schedule::kToolchainSyncCycles, s.program.ops.size(), std::move(results), list, result);
    }
    auto sched = schedule::scheduleOps(list);
    if (!sched) {
        Diagnostic d = sched.error();
        // Point at the last tensor the message names (for overlaps: the later allocation).
        for (std::size_t i = s.program.tensors.size(); i-- > 0;)
            if (d.message.find("`" + s.tensor(i).name + "`") != std::string::npos) {
                const auto& at = s.tensor(i).at;
                if (at.placed()) {
                    d.offset = at.offset;
                    d.length = at.length;
                }
                break;
            }
        return d;
    }
    for (std::size_t k = 0; k < result.ops.size(); ++k) {
        result.ops[k].start = sched->ops[k].start;
        result.ops[k].end = sched->ops[k].end;
    }
    for (const auto& w : sched->warnings) {
        // Placed at the first operation it names (a helper's in another file too), so
        // that the CLI and the GUI show where; every operation it names is in the trace.
        Diagnostic d = Diagnostic(w.kind, w.message).withSeverity(diag::Severity::Warning);
        const std::size_t op = w.ops.empty() || w.ops.front() >= result.ops.size() ? s.program.ops.size() : result.ops[w.ops.front()].op;
        if (op < s.program.ops.size() && s.program.ops[op].at.placed()) {
            d.offset = s.program.ops[op].at.offset;
            d.length = s.program.ops[op].at.length;
        }
        result.warnings.push_back(std::move(d));
    }
    result.cycles = sched->makespan;
    result.tensorSlots = std::move(slot);
    result.opList = std::move(list);
    result.schedule = std::move(sched).value();
    return std::nullopt;
}

}  // namespace tcpwb::sim::detail
