#include "trace/from_schedule.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <map>

namespace tcpwb::trace {
namespace {

constexpr std::int64_t kRunLanesPid = 1;
constexpr std::int64_t kRunMemoryPid = 2;

using Args = std::vector<std::pair<std::string, ArgValue>>;

class Builder {
public:
    Builder(const ScheduleTraceInput& input, const std::vector<SourceLocation>& sources) : in_(input), sources_(sources) {}

    Trace build() {
        addResourceTracks();
        for (std::size_t i = 0; i < in_.list.ops.size(); ++i) addOperation(i);
        for (std::size_t i = 0; i < in_.list.ops.size(); ++i) addHazardFlows(i);
        for (const schedule::BankWarning& w : in_.schedule.warnings) addWarningMarker(w);
        for (std::size_t t = 0; t < in_.list.tensors.size(); ++t) addLifetime(t);
        addLiveBytesCounters();
        addBankPressureCounter();
        addHbmBandwidthCounter();
        if (!in_.kernel.empty()) trace_.metadata.emplace_back("kernel", in_.kernel);
        trace_.metadata.emplace_back("makespan_cycles", std::to_string(in_.schedule.makespan));
        trace_.finish();
        return std::move(trace_);
    }

private:
    void addResourceTracks() {
        // Every resource of "Scheduling" gets its lane, even an idle one: a viewer
        // shows the three lanes whatever the kernel uses. The PE core's lane
        // appears when an operation is on it (a toolchain-dialect kernel's launch and sync).
        const auto& ops = in_.schedule.ops;
        const bool core = std::any_of(ops.begin(), ops.end(), [](const auto& op) { return op.resource == schedule::Resource::Core; });
        for (std::size_t r = 0; r < schedule::kResources; ++r) {
            const auto resource = static_cast<schedule::Resource>(r);
            if (resource == schedule::Resource::Core && !core) continue;
            resourceTracks_[r] = trace_.addTrack(
                Track{kRunLanesPid, static_cast<std::int64_t>(r + 1), "kernel", std::string(schedule::resourceName(resource))});
        }
    }

    TrackId memoryTrack(schedule::MemoryKind memory) {
        const auto found = memoryTracks_.find(memory);
        if (found != memoryTracks_.end()) return found->second;
        const TrackId id = trace_.addTrack(
            Track{kRunMemoryPid, static_cast<std::int64_t>(memory) + 1, "memory", std::string(schedule::memoryName(memory))});
        memoryTracks_.emplace(memory, id);
        return id;
    }

    // The operations (by name, program order) that write (`outputs`) or
    // read (`inputs`) tensor t: what a memory rectangle's hover names.
    std::string operationsTouching(std::size_t t, bool writing) const {
        std::string out;
        for (const schedule::Operation& op : in_.list.ops) {
            const auto& tensors = writing ? op.outputs : op.inputs;
            if (std::find(tensors.begin(), tensors.end(), t) == tensors.end()) continue;
            if (!out.empty()) out += ", ";
            out += op.name;
        }
        return out;
    }

    std::string tensorNames(const std::vector<std::size_t>& tensors) const {
        std::string out;
        for (std::size_t t : tensors) {
            if (!out.empty()) out += ", ";
            out += in_.list.tensors.at(t).name;
        }
        return out;
    }

    void addOperation(std::size_t i) {
        const schedule::Operation& op = in_.list.ops[i];
        const schedule::ScheduledOp& at = in_.schedule.ops.at(i);
        const TrackId track = resourceTracks_[static_cast<std::size_t>(at.resource)];
        Args args{{"index", ArgValue{static_cast<std::int64_t>(i)}},
                  {"inputs", trace_.textArg(tensorNames(op.inputs))},
                  {"outputs", trace_.textArg(tensorNames(op.outputs))},
                  {"start_reason", trace_.textArg(schedule::startReasonName(at.reason))}};
        if (at.occupiesDma) args.emplace_back("occupies_dma", ArgValue{true});
        if (i < sources_.size() && sources_[i].line) {
            const SourceLocation& where = sources_[i];
            args.emplace_back("source.file", trace_.textArg(where.file));
            args.emplace_back("source.line", ArgValue{static_cast<std::int64_t>(where.line)});
            if (where.column) args.emplace_back("source.column", ArgValue{static_cast<std::int64_t>(where.column)});
        }
        for (std::size_t w = 0; w < at.warnings.size(); ++w)
            args.emplace_back("warning." + std::to_string(w), trace_.textArg(in_.schedule.warnings.at(at.warnings[w]).message));
        trace_.addSlice(track, op.name, "operation", at.start, at.end, args);
        if (i < in_.stages.size()) addStages(track, at, in_.stages[i]);
    }

    // A pass's stages run pipelined: each starts when the first flit reaches
    // it and runs until the pass drains. Drawn as a staircase, each stage
    // nested in the one before it, which keeps the nesting strict (Perfetto
    // rejects partially overlapping slices on one track) and still shows
    // each stage's fill latency. Clamping also keeps a stage inside its
    // operation whatever rounding an engine's latency had.
    void addStages(TrackId track, const schedule::ScheduledOp& at, const std::vector<StageSpan>& stages) {
        u64 outerBegin = at.start, outerEnd = at.end;
        for (const StageSpan& stage : stages) {
            if (stage.afterPipeline) {
                // After the staircase's last slice has ended: beside it, within the operation.
                const u64 begin = std::clamp(at.start + stage.begin, at.start, at.end);
                trace_.addSlice(track, stage.name, "stage", begin, std::clamp(at.start + stage.end, begin, at.end));
                continue;
            }
            const u64 begin = std::clamp(at.start + stage.begin, outerBegin, outerEnd);
            const u64 end = std::clamp(at.start + stage.end, begin, outerEnd);
            trace_.addSlice(track, stage.name, "stage", begin, end);
            outerBegin = begin;
            outerEnd = end;
        }
    }

    void addHazardFlows(std::size_t i) {
        const schedule::ScheduledOp& at = in_.schedule.ops[i];
        for (const schedule::Hazard& h : at.hazards) {
            const schedule::ScheduledOp& before = in_.schedule.ops.at(h.after);
            Flow flow;
            flow.name =
                trace_.intern(h.mainWaitsForSub ? std::string("main waits for sub")
                                                : std::string(schedule::hazardName(h.kind)) + " " + in_.list.tensors.at(h.tensor).name);
            flow.category = trace_.intern("hazard");
            flow.fromTrack = resourceTracks_[static_cast<std::size_t>(before.resource)];
            flow.toTrack = resourceTracks_[static_cast<std::size_t>(at.resource)];
            flow.fromTime = h.ready;
            flow.toTime = at.start;
            trace_.flows.push_back(flow);
        }
    }

    // A bank warning (conflict, starvation, DMA serialised) as an instant
    // slice of category `warning` where its operations start running
    // together, on the first one's resource lane: viewers draw it as a marker.
    void addWarningMarker(const schedule::BankWarning& w) {
        if (w.ops.empty()) return;
        std::string banks;
        for (u64 bank : w.banks) banks += (banks.empty() ? "" : ", ") + std::to_string(bank);
        Args args{{"message", trace_.textArg(w.message)}, {"banks", trace_.textArg(banks)}};
        if (w.total > 0) args.emplace_back("total", ArgValue{static_cast<std::int64_t>(std::min<u64>(w.total, INT64_MAX))});
        const auto resource = static_cast<std::size_t>(in_.schedule.ops.at(w.ops.front()).resource);
        trace_.addSlice(resourceTracks_[resource], std::string(diag::spelling(w.kind)), "warning", w.cycle, w.cycle, args);
    }

    void addLifetime(std::size_t t) {
        const schedule::Tensor& tensor = in_.list.tensors[t];
        const schedule::Lifetime& life = in_.schedule.lifetimes.at(t);
        if (!life.accessed) return;
        Args args{{"memory", trace_.textArg(schedule::memoryName(tensor.memory))},
                  {"address", ArgValue{static_cast<std::int64_t>(tensor.range.begin)}},
                  {"size", ArgValue{static_cast<std::int64_t>(tensor.range.size())}},
                  {"address_end", ArgValue{static_cast<std::int64_t>(tensor.range.end)}},
                  {"preloaded", ArgValue{life.preloaded}}};
        const std::string producer = operationsTouching(t, true), consumers = operationsTouching(t, false);
        if (!producer.empty()) args.emplace_back("producer", trace_.textArg(producer));
        if (!consumers.empty()) args.emplace_back("consumers", trace_.textArg(consumers));
        if (tensor.placed) args.emplace_back("placed_by", trace_.textArg("allocator"));
        trace_.addSlice(memoryTrack(tensor.memory), tensor.name, "tensor", life.begin, life.end, args);
    }

    // Bytes live in each memory over time: +size at a lifetime's begin,
    // -size at its end.
    void addLiveBytesCounters() {
        std::map<schedule::MemoryKind, std::map<u64, std::int64_t>> deltas;
        for (std::size_t t = 0; t < in_.list.tensors.size(); ++t) {
            const schedule::Lifetime& life = in_.schedule.lifetimes.at(t);
            if (!life.accessed) continue;
            const schedule::Tensor& tensor = in_.list.tensors[t];
            const auto size = static_cast<std::int64_t>(tensor.range.size());
            deltas[tensor.memory][life.begin] += size;
            deltas[tensor.memory][life.end] -= size;
        }
        for (const auto& [memory, byCycle] : deltas) {
            Counter counter{kRunMemoryPid, "live_bytes." + std::string(schedule::memoryName(memory)), {}};
            std::int64_t live = 0;
            for (const auto& [cycle, delta] : byCycle) {
                live += delta;
                counter.samples.push_back(CounterSample{cycle, static_cast<double>(live)});
            }
            trace_.counters.push_back(std::move(counter));
        }
    }

    // The warnings' cumulative same-bank accesses while their operations run
    // together: what "Memory Performance" calls the starvation risk.
    void addBankPressureCounter() {
        std::map<u64, double> deltas;
        for (const schedule::BankWarning& w : in_.schedule.warnings) {
            if (w.ops.empty()) continue;
            u64 end = w.cycle;
            for (std::size_t op : w.ops) end = std::max(end, in_.schedule.ops.at(op).end);
            deltas[w.cycle] += static_cast<double>(w.total);
            deltas[end] -= static_cast<double>(w.total);
        }
        if (deltas.empty()) return;
        Counter counter{kRunLanesPid, "bank_pressure", {}};
        double pressure = 0;
        for (const auto& [cycle, delta] : deltas) {
            pressure += delta;
            counter.samples.push_back(CounterSample{cycle, pressure});
        }
        trace_.counters.push_back(std::move(counter));
    }

    // HBM bytes a DMA operation moves: the sizes of its HBM tensors, the
    // larger of the side read and the side written (as costOf counts).
    u64 hbmBytes(const schedule::Operation& op) const {
        auto sum = [this](const std::vector<std::size_t>& tensors) {
            u64 bytes = 0;
            for (std::size_t t : tensors) {
                const schedule::Tensor& tensor = in_.list.tensors.at(t);
                if (tensor.memory == schedule::MemoryKind::Hbm) bytes = checkedAdd(bytes, tensor.range.size()).value_or(bytes);
            }
            return bytes;
        };
        return std::max(sum(op.inputs), sum(op.outputs));
    }

    // HBM bandwidth in bytes per cycle: each DMA operation touching HBM
    // spreads its bytes evenly over its cycles [start, end); concurrent
    // ones add up. A step chart, so any zoom's window reads the rate.
    void addHbmBandwidthCounter() {
        std::map<u64, double> deltas;
        for (std::size_t i = 0; i < in_.list.ops.size(); ++i) {
            const schedule::ScheduledOp& at = in_.schedule.ops.at(i);
            if (at.resource != schedule::Resource::Dma || at.end <= at.start) continue;
            const u64 bytes = hbmBytes(in_.list.ops[i]);
            if (bytes == 0) continue;
            const double rate = static_cast<double>(bytes) / static_cast<double>(at.end - at.start);
            deltas[at.start] += rate;
            deltas[at.end] -= rate;
        }
        if (deltas.empty()) return;
        Counter counter{kRunLanesPid, "hbm_bandwidth", {}};
        double rate = 0;
        for (const auto& [cycle, delta] : deltas) {
            rate += delta;
            // Rounding of the running sum must not leave a tiny residue where no transfer runs.
            if (std::abs(rate) < 1e-9) rate = 0;
            counter.samples.push_back(CounterSample{cycle, rate});
        }
        trace_.counters.push_back(std::move(counter));
    }

    const ScheduleTraceInput& in_;
    const std::vector<SourceLocation>& sources_;
    Trace trace_;
    TrackId resourceTracks_[schedule::kResources] = {};
    std::map<schedule::MemoryKind, TrackId> memoryTracks_;
};

}  // namespace

Trace traceOfSchedule(const ScheduleTraceInput& input, const std::vector<SourceLocation>& sources) {
    return Builder(input, sources).build();
}

}  // namespace tcpwb::trace
