// One Tensor Unit pass, value by value: fetch walks the fetch sequencer's
// loop nest over DM, the Switch routes packets by its layout or bitmap,
// Collect repacks into flits, the Contraction Engine multiplies the stream
// with the TRF as the TRF Sequencer addresses it, Vector evaluates the
// checked chain, Cast converts, and the sink writes DM through the commit
// sequencer's loop nest, or the TRF / VRF.
#include <algorithm>
#include <atomic>
#include <cmath>
#include <cstring>
#include <limits>
#include <map>
#include <memory>
#include <tuple>

#include "sim/contract_exec.h"
#include "sim/plan_detail.h"
#include "sim/stream.h"
#include "sim/stream_offsets.h"
#include "sim/tile_windows.h"
#include "sim/vrf_operands.h"
#include "sim/interleave_exec.h"
#include "sim/transpose_exec.h"
#include "sim/twin_units.h"
#include "sim/vector_reduce_exec.h"
#include "sim/workers.h"
#include "vector/evaluate.h"
#include "vector/literals.h"

namespace tcpwb::sim::detail {

using diag::Diagnostic;
using mapping::kPaddingOffset;

std::vector<StreamUnit> unitsOf(const StreamShape& shape) {
    const std::vector<u64> none;
    auto valid = [](const CompiledMapping& m) {
        std::vector<u64> zero(m.env().count(), 0);
        return offsetsOf(m, zero);
    };
    const auto chips = valid(*shape.chip), clusters = valid(*shape.cluster), slices = valid(*shape.slice);
    std::vector<StreamUnit> units;
    for (u64 c = 0; c < chips.size(); ++c)
        for (u64 k = 0; k < clusters.size() && k < tensor::kClustersPerChip; ++k)
            for (u64 s = 0; s < slices.size() && s < tensor::kSlicesPerCluster; ++s)
                if (chips[c] != kPaddingOffset && clusters[k] != kPaddingOffset && slices[s] != kPaddingOffset) units.push_back({c, k, s});
    return units;
}

namespace {

// Walks a sequencer loop nest (outermost first): calls f(step, elementAddress)
// for every iteration, step counting from 0.
template <typename F>
void walk(const sequencer::Config& config, F&& f) {
    const auto& entries = config.entries;
    const std::size_t n = entries.size();
    std::vector<u64> idx(n, 0);
    u64 total = 1;
    for (const auto& e : entries) total *= std::max<u64>(e.size, 1);
    std::int64_t address = config.base;
    for (u64 step = 0; step < total; ++step) {
        f(step, address);
        for (std::size_t j = n; j-- > 0;) {
            const auto& e = entries[j];
            if (++idx[j] < e.size) {
                address += std::int64_t(e.stride);
                break;
            }
            address -= std::int64_t(e.stride) * std::int64_t(e.size - 1);
            idx[j] = 0;
        }
    }
}

// Walks a loop nest by its innermost entry: calls run(step, elementAddress,
// count, stride) for each run of the innermost entry's iterations.
template <typename F>
void walkRuns(const sequencer::Config& config, F&& run) {
    if (config.entries.empty()) {
        run(u64{0}, std::int64_t(config.base), u64{1}, std::int64_t{0});
        return;
    }
    sequencer::Config outer = config;
    const sequencer::Entry inner = outer.entries.back();
    outer.entries.pop_back();
    const u64 count = std::max<u64>(inner.size, 1);
    walk(outer, [&](u64 step, std::int64_t address) { run(step * count, address, count, std::int64_t(inner.stride)); });
}

// The lowest and highest element address a walk visits (nullopt when it
// visits none); the same in every slice.
std::optional<std::pair<std::int64_t, std::int64_t>> elementRange(const sequencer::Config& config) {
    std::int64_t lo = std::numeric_limits<std::int64_t>::max(), hi = std::numeric_limits<std::int64_t>::min();
    walkRuns(config, [&](u64, std::int64_t element, u64 count, std::int64_t stride) {
        const std::int64_t last = element + std::int64_t(count - 1) * stride;
        lo = std::min({lo, element, last});
        hi = std::max({hi, element, last});
    });
    if (hi < lo) return std::nullopt;
    return std::pair{lo, hi};
}

// Iterations of the packet entries and of the others.
std::pair<u64, u64> loopSizes(const sequencer::Config& config) {
    u64 packet = 1, time = 1;
    for (const auto& e : config.entries) (e.packet ? packet : time) *= std::max<u64>(e.size, 1);
    return {time, packet};
}

class PassRunner {
public:
    PassRunner(State& s, std::size_t op, const StageObserver* observer = nullptr)
        : s_(s), op_(op), plan_(*s.plan.ops[op].pass), pass_(*plan_.pass), observer_(observer) {}
    [[nodiscard]] std::optional<Diagnostic> run();

private:
    // A failure and where it falls in the pass's order: stage i's engine is
    // 2i, its stage check 2i + 1, the sink 2 x stages (see runSliceBySlice).
    struct Failure {
        std::size_t order;
        Diagnostic diagnostic;
    };
    static constexpr std::size_t kNoLimit = ~std::size_t{0};
    bool slicesIndependent() const;
    [[nodiscard]] std::optional<Diagnostic> runSliceBySlice();
    // Runs `which` (unit indices, in any order) on `threads` workers; the earliest failure by (order, unit).
    [[nodiscard]] std::optional<Diagnostic> runSlicesInParallel(const std::vector<std::size_t>& which, unsigned threads);
    // Per unit, the earlier unit whose result it copies (twin_units.h), or itself.
    std::vector<std::size_t> twinsOf(const std::vector<StreamUnit>& units) const;
    // The twins' TRF rows, copied from the units they are twins of.
    void copyTwins(const std::vector<StreamUnit>& units, const std::vector<std::size_t>& twins);
    // to_trf's Rows as byte runs of a slice's TRF block, for a stream of
    // `times` x `packet` (position q is element q % perRow of Row q / perRow):
    // nullopt when a Row's elements do not fit it (toTrf's element path says where).
    std::optional<std::vector<std::pair<u64, u64>>> trfRowRuns(u64 times, u64 packet) const;
    // Unit u through every stage whose order is below `limit`, and the sink when it is too.
    std::optional<Failure> runUnit(std::size_t u, std::size_t limit);
    // A runner for one worker of a parallel pass: the same pass and stage-check
    // source, its own stream buffers and contraction tables.
    PassRunner worker() const {
        PassRunner w(s_, op_, observer_);
        w.expected_ = expected_;
        return w;
    }
    std::optional<Failure> runStages(std::size_t limit);
    [[nodiscard]] std::optional<Diagnostic> sink();

    [[nodiscard]] Diagnostic error(Diagnostic d, std::optional<std::size_t> tensor, const kernel::SourceSpan& at) const {
        return about(s_, std::move(d), op_, tensor, at);
    }
    [[nodiscard]] std::optional<Diagnostic> fetch(const StagePlan& st, std::size_t tensor);
    [[nodiscard]] std::optional<Diagnostic> fetchInterleaved(const StagePlan& st) {
        StagePlan perTensor = st;  // each tensor's walk: Time without I
        perTensor.stream.time = st.interleave->tensorTime;
        if (auto e = fetch(perTensor, st.interleave->second)) return e;
        StreamData second = std::move(data_);
        if (auto e = fetch(perTensor, pass_.source)) return e;
        interleaveStreams(*st.stream.time, st.interleave->axis, data_, second);
        return std::nullopt;
    }
    [[nodiscard]] std::optional<Diagnostic> switching(const StagePlan& st, const StreamShape& before);
    [[nodiscard]] std::optional<Diagnostic> collect(const StagePlan& st);
    [[nodiscard]] std::optional<Diagnostic> vector(const StagePlan& st, std::size_t index);
    // After a filtering chain ran on unit u: its valid count, kept for the run's result and the stream.
    void recordFiltered(const StagePlan& st, std::size_t index, std::size_t u, const vector::EvalResult& r);
    // The valid counts recorded, into State::validCounts (one entry per filtering stage).
    void reportFiltered();
    [[nodiscard]] std::optional<Diagnostic> castStage(const StagePlan& st, tensor::DType from);
    [[nodiscard]] std::optional<Diagnostic> commit();
    void commitAdapter();
    // The bytes [first, second) the commit sequencer's walk writes in every
    // slice (nullopt: none, i4, or a walk so sparse the range would be mostly unwritten).
    std::optional<std::pair<u64, u64>> commitBytes() const;
    [[nodiscard]] std::optional<Diagnostic> toTrf();
    [[nodiscard]] std::optional<Diagnostic> toVrf();
    [[nodiscard]] std::optional<Diagnostic> check(const StagePlan& st);
    // No computing stage before stage `i`: the stream still holds the source's elements.
    bool movesSourceOnly(std::size_t i) const {
        for (std::size_t j = 0; j < i; ++j)
            if (plan_.stages[j].kind != kernel::StepKind::Fetch && plan_.stages[j].kind != kernel::StepKind::Switch &&
                plan_.stages[j].kind != kernel::StepKind::Collect && plan_.stages[j].kind != kernel::StepKind::Transpose)
                return false;
        return true;
    }

    State& s_;
    std::size_t op_;
    const PassPlan& plan_;
    const kernel::StreamPass& pass_;
    StreamData data_;
    std::optional<std::size_t> only_;  // slice by slice: fetch streams only this unit (index into unitsOf)
    std::vector<u32> spare_;           // collect's and cast's output buffer, swapped with a unit's stream
    ContractionTables contraction_;    // the pass's one contraction, derived once for all slices
    const StageObserver* observer_;    // set: report each stage's stream, and run no sink
    // The source tensor as its own mappings read it (stage checks); shared, read only, by a pass's workers.
    std::shared_ptr<const Logical> expected_;
    // (stage, slice) valid counts of the filtering chains, in the order the units ran.
    std::vector<std::pair<std::size_t, SliceValidCount>> filtered_;
};

std::optional<Diagnostic> PassRunner::run() {
    const u64 positions = plan_.source.slice->size() * plan_.source.packet->size();
    const u64 volume = volumeOf(s_.env(), s_.plan.tensors[pass_.source].axes);
    const bool checking = s_.options.checkStages.value_or(positions <= RunOptions::kCheckLimit && volume <= RunOptions::kCheckLimit);
    if (checking) {
        auto l = readBack(s_, pass_.source, op_);
        if (!l) return l.error();
        if (const auto& first = plan_.stages.front(); first.interleave) {  // both tensors, stacked along I
            auto other = readBack(s_, first.interleave->second, op_);
            if (!other) return other.error();
            expected_ = std::make_shared<const Logical>(stackLogical(s_, *l, *other, first.interleave->axis));
        } else if (plan_.sourceTile) {  // the stream names the tile's own coordinates
            expected_ = std::make_shared<const Logical>(shiftedToTile(s_.env(), *l, *plan_.sourceTile, s_.plan.tensors[pass_.source]));
        } else {
            expected_ = std::make_shared<const Logical>(std::move(l).value());
        }
    }
    if (slicesIndependent()) {
        if (auto e = runSliceBySlice()) return e;
        reportFiltered();
        return std::nullopt;
    }
    // Stage by stage over every slice at once (a Switch, the flit inspector).
    if (auto f = runStages(kNoLimit)) return f->diagnostic;
    if (observer_) return std::nullopt;  // the caller looks at the stages only: memory stays as it was
    if (auto e = sink()) return e;
    reportFiltered();
    return std::nullopt;
}

// Sorted by stage, then (chip, cluster, slice): the same whichever order
// (or worker) ran the units.
void PassRunner::reportFiltered() {
    if (filtered_.empty()) return;
    std::sort(filtered_.begin(), filtered_.end(), [](const auto& a, const auto& b) {
        return std::tuple(a.first, a.second.chip, a.second.cluster, a.second.slice) <
               std::tuple(b.first, b.second.chip, b.second.cluster, b.second.slice);
    });
    for (const auto& [stage, count] : filtered_) {
        if (s_.validCounts.empty() || s_.validCounts.back().op != op_ || s_.validCounts.back().stage != stage) {
            OperationValidCount entry;
            entry.op = op_;
            entry.name = opLabel(s_.program, op_);
            entry.stage = stage;
            const vector::Step* filter = filterOf(*plan_.stages[stage].vector);
            entry.filterId = filter ? filter->filterId : 0;
            s_.validCounts.push_back(std::move(entry));
        }
        s_.validCounts.back().slices.push_back(count);
    }
    filtered_.clear();
}

// Runs the stages whose order (see Failure) is below `limit` on data_, and
// the sink when its order is too (not when observing).
std::optional<PassRunner::Failure> PassRunner::runStages(std::size_t limit) {
    StreamShape before = plan_.source;
    for (std::size_t i = 0; i < plan_.stages.size(); ++i) {
        if (2 * i >= limit) return std::nullopt;
        const StagePlan& st = plan_.stages[i];
        const std::size_t first = i;
        std::optional<Diagnostic> e;
        switch (st.kind) {
            case kernel::StepKind::Fetch: e = st.interleave ? fetchInterleaved(st) : fetch(st, pass_.source); break;
            case kernel::StepKind::Switch: e = switching(st, before); break;
            case kernel::StepKind::Collect: e = collect(st); break;
            case kernel::StepKind::Align: {
                if (i + 2 >= plan_.stages.size() || !plan_.stages[i + 1].contract || !plan_.stages[i + 2].accumulate)
                    return Failure{2 * i, error(Diagnostic(diag::Kind::unsupported,
                                                           "the simulator runs align() only followed by contract() and "
                                                           "accumulate()"),
                                                std::nullopt, st.at)};
                e = runContraction(s_, op_, before, st, plan_.stages[i + 1], plan_.stages[i + 2], data_, &contraction_);
                i += 2;
                break;
            }
            case kernel::StepKind::Vector: e = vector(st, i); break;
            case kernel::StepKind::Cast: e = castStage(st, before.dtype); break;
            case kernel::StepKind::Transpose:
                if (auto t = runTranspose(st, data_)) e = error(*t, std::nullopt, st.at);
                break;
            default:
                return Failure{2 * i,
                               error(Diagnostic(diag::Kind::unsupported, fmt::format("{} is not simulated", kernel::stepName(st.kind))),
                                     std::nullopt, st.at)};
        }
        if (e) return Failure{2 * first, std::move(*e)};
        if (expected_ && (st.kind == kernel::StepKind::Fetch || st.kind == kernel::StepKind::Switch ||
                          st.kind == kernel::StepKind::Collect || (st.kind == kernel::StepKind::Transpose && movesSourceOnly(i)))) {
            if (2 * i + 1 >= limit) return std::nullopt;
            if (auto c = check(st)) return Failure{2 * i + 1, std::move(*c)};
        }
        before = plan_.stages[i].stream;
        if (observer_) (*observer_)(i, data_);
    }
    return std::nullopt;
}

std::optional<Diagnostic> PassRunner::sink() {
    switch (pass_.sink) {
        case kernel::SinkKind::Commit:
        case kernel::SinkKind::CommitView: commitAdapter(); return commit();
        case kernel::SinkKind::ToTrf: return toTrf();
        case kernel::SinkKind::ToVrf: return toVrf();
    }
    return std::nullopt;
}

// Whether the pass may run one slice at a time through all its stages and
// its sink (the same values and diagnostics as stage by stage, with one
// slice's stream in memory instead of every slice's: 512 KiB, not GEMM's
// 128 MiB). Every engine of such a pass touches only its own slice's
// memories: fetch reads the unit's DM, the contraction its TRF, the chain
// its VRF, and the sink writes the unit's DM, TRF or VRF. So when no stage
// moves packets between slices (no Switch) and every stage keeps the fetch's
// Chip, Cluster and Slice, slice u's sink writes a block no other slice's
// fetch, TRF or VRF read touches, and running slice u's sink before slice
// u + 1's fetch changes nothing that slice reads.
bool PassRunner::slicesIndependent() const {
    if (observer_ || plan_.stages.empty() || plan_.stages.front().kind != kernel::StepKind::Fetch) return false;
    if (plan_.stages.front().interleave) return false;  // two tensors' fetches: stage by stage
    const StreamShape& first = plan_.stages.front().stream;
    auto same = [](const std::optional<CompiledMapping>& a, const std::optional<CompiledMapping>& b) {
        return a && b && a->normalized() == b->normalized();
    };
    for (const StagePlan& st : plan_.stages) {
        switch (st.kind) {
            case kernel::StepKind::Fetch:
            case kernel::StepKind::Collect:
            case kernel::StepKind::Align:
            case kernel::StepKind::Contract:
            case kernel::StepKind::Accumulate:
            case kernel::StepKind::Cast: break;
            case kernel::StepKind::Vector:
                if (st.vectorShapes && st.vectorShapes->interSlice) return false;  // folds across slices
                break;
            default: return false;  // a Switch routes between slices; anything else: stage by stage
        }
        if (!same(st.stream.chip, first.chip) || !same(st.stream.cluster, first.cluster) || !same(st.stream.slice, first.slice))
            return false;
    }
    return unitsOf(first).size() > 1;
}

// Slice by slice, errors reported as stage by stage would: the first stage
// (in pass order) any slice fails at, and the first slice failing there. Once
// slice u fails at order k, later slices run only the stages before k (they
// may fail earlier, which stage by stage reports first) and no sink.
std::optional<Diagnostic> PassRunner::runSliceBySlice() {
    const std::vector<StreamUnit> units = unitsOf(plan_.stages.front().stream);
    const std::vector<std::size_t> twins = twinsOf(units);
    std::vector<std::size_t> which;  // the units that run: all but the twins
    for (std::size_t u = 0; u < units.size(); ++u)
        if (twins[u] == u) which.push_back(u);
    // A contraction's slices holding the same TRF bytes (to_trf's twins) one after the other: each
    // worker then decodes the weights once per run of them (ContractionTables::decodedTrf).
    for (const StagePlan& st : plan_.stages)
        if (st.align) {
            std::vector<u64> sharedId(units.size(), 0);
            for (std::size_t u : which)
                if (const Block* b = s_.device.trf.find(units[u].key())) sharedId[u] = b->sharedId();
            std::stable_sort(which.begin(), which.end(), [&](std::size_t a, std::size_t b) { return sharedId[a] < sharedId[b]; });
            break;
        }
    const unsigned threads = unsigned(std::min<std::size_t>(s_.options.threadCount(), which.size()));
    if (threads > 1) {
        if (auto e = runSlicesInParallel(which, threads)) return e;
    } else {
        // The earliest (order, unit) as the pool finds it: `which` need not ascend (a contraction's
        // is sorted by TRF bytes), so a later unit still runs up to the best order when it comes first.
        std::optional<Failure> first;
        std::size_t firstUnit = 0;
        for (std::size_t u : which) {
            auto f = runUnit(u, first ? first->order + (u < firstUnit ? 1 : 0) : kNoLimit);
            if (f && (!first || std::pair(f->order, u) < std::pair(first->order, firstUnit))) {
                first = std::move(f);
                firstUnit = u;
            }
        }
        if (first) return std::move(first->diagnostic);
    }
    // A twin would have done what its first did, failures too (the first's, at a lower unit, is the one reported).
    copyTwins(units, twins);
    return std::nullopt;
}

std::vector<std::size_t> PassRunner::twinsOf(const std::vector<StreamUnit>& units) const {
    std::vector<std::size_t> own(units.size());
    for (std::size_t u = 0; u < own.size(); ++u) own[u] = u;
    // Only a pass that moves the fetched elements into the TRF as they are: its result is a
    // function of the bytes the fetch reads (no stage checks, which read the slice's own coordinates).
    if (expected_ || observer_ || pass_.sink != kernel::SinkKind::ToTrf || !plan_.sink.toTrf) return own;
    for (std::size_t i = 0; i < plan_.stages.size(); ++i) {
        const StagePlan& st = plan_.stages[i];
        const bool moves =
            (i == 0 && st.kind == kernel::StepKind::Fetch && st.fetch && !st.interleave) || (i > 0 && st.kind == kernel::StepKind::Collect);
        if (!moves) return own;
    }
    const StagePlan& fetch = plan_.stages.front();
    const StreamShape& last = plan_.stages.back().stream;
    if (!trfRowRuns(last.time->size(), last.packet->size())) return own;
    const kernel::Tensor& src = s_.tensor(pass_.source);
    const unsigned bits = storageBitsOf(src.dtype);
    if (bits < 8) return own;
    // The bytes the fetch reads, the same addresses in every slice; and no slice with padding (its zeros are per slice).
    const auto range = elementRange(fetch.fetch->config);
    if (!range || range->first < 0) return own;
    const auto [lo, hi] = *range;
    const StreamOffsets offsets(*fetch.stream.slice, *fetch.stream.time, *fetch.stream.packet,
                                stridesFor(s_.env(), s_.plan.tensors[pass_.source].axes));
    std::vector<u64> keys;
    for (const StreamUnit& unit : units) {
        if (!offsets.padFree(unit.slice)) return own;
        keys.push_back(unit.key());
    }
    const u64 base = src.address.value_or(0), size = bits / 8;
    return firstWithSameBytes(s_.device.dm, keys, base + u64(lo) * size, base + (u64(hi) + 1) * size, s_.options.threadCount());
}

void PassRunner::copyTwins(const std::vector<StreamUnit>& units, const std::vector<std::size_t>& twins) {
    const StreamShape& last = plan_.stages.back().stream;
    const auto runs = trfRowRuns(last.time->size(), last.packet->size());
    if (!runs) return;
    std::map<std::size_t, std::unique_ptr<SharedBytes>> shared;  // the first's bytes, by first unit
    for (std::size_t u = 0; u < units.size(); ++u) {
        if (twins[u] == u) continue;
        Block* from = s_.device.trf.find(units[twins[u]].key());
        if (!from) continue;  // the first failed before its sink: nothing to copy (its error is reported)
        s_.device.trf.get(units[u].key()).copyRunsFrom(*from, *runs, shared[twins[u]]);
    }
}

std::optional<PassRunner::Failure> PassRunner::runUnit(std::size_t u, std::size_t limit) {
    only_ = u;
    auto f = runStages(limit);
    if (!f && 2 * plan_.stages.size() < limit)
        if (auto e = sink()) f = Failure{2 * plan_.stages.size(), std::move(*e)};
    only_.reset();
    return f;
}

// The units of a slice-by-slice pass on `threads` workers (the calling thread
// and threads - 1 more), each taking the next unit not yet taken, with its own
// PassRunner (stream buffers, contraction tables; the contraction's scratch is
// thread-local). What they share is safe to share:
// - Memory: every block a unit's sink writes is created here, before any
//   worker starts, so workers only look blocks up (no map insertion), and each
//   block is read and written by the one worker running its unit
//   (slicesIndependent: a unit's engines touch only its own slice's memories).
//   Sequentially every unit's sink creates its block as well (on success;
//   after a failure the run stops and the memories are dropped).
// - Nothing else is written: plan, program and stage-check source are read only,
//   and no stage of such a pass adds warnings or statistics.
// The error is the sequential one: the smallest (order, unit) of any unit's
// first failure. Sequentially, once unit v fails at order k, later units run
// only the stages before k, so the report is the earliest stage, then the
// first unit. Here each unit is run against the best (order, unit) found so
// far: it runs the orders that could still beat it (below k, or up to k when
// it comes before v), so the unit holding the minimum always runs far enough
// to find its failure, and the minimum over all units is taken at the end, in
// unit order, whatever the workers' timing.
std::optional<Diagnostic> PassRunner::runSlicesInParallel(const std::vector<std::size_t>& which, unsigned threads) {
    const StreamShape& shape = plan_.stages.front().stream;
    const std::size_t units = unitsOf(shape).size();
    UnitMemory& sinkMemory = pass_.sink == kernel::SinkKind::ToTrf   ? s_.device.trf
                             : pass_.sink == kernel::SinkKind::ToVrf ? s_.device.vrf
                                                                     : s_.device.dm;
    // The commit's bytes are made writable here, on this thread alone: a page
    // still shared copy-on-write (a broadcast input the result overwrites, as
    // GEMM's result over `a`) is copied while no worker runs, where a worker's
    // copy would interrupt every other thread of the process to flush its TLB.
    const auto commitBytes =
        pass_.sink == kernel::SinkKind::Commit || pass_.sink == kernel::SinkKind::CommitView ? this->commitBytes() : std::nullopt;
    for (const StreamUnit& unit : unitsOf(shape)) {
        Block& block = sinkMemory.get(unit.key());
        if (commitBytes) block.prepareWrite(commitBytes->first, commitBytes->second);
    }
    // The best failure so far as one number: order x units + unit (smaller is earlier).
    constexpr u64 kNone = ~u64{0};
    std::atomic<u64> best{kNone};
    std::atomic<std::size_t> next{0};
    std::atomic<bool> stop{false};  // a worker threw: the others stop taking units
    struct Outcome {
        std::optional<Failure> failure;  // this worker's earliest (order, unit)
        std::size_t unit = 0;
        std::vector<std::pair<std::size_t, SliceValidCount>> filtered;  // the worker's units' valid counts
    };
    std::vector<Outcome> outcomes(threads);
    runOnWorkers(threads, stop, [&](unsigned w) {
        Outcome& out = outcomes[w];
        PassRunner runner = worker();
        for (std::size_t k; !stop.load(std::memory_order_relaxed) && (k = next.fetch_add(1)) < which.size();) {
            const std::size_t u = which[k];
            const u64 b = best.load();
            const std::size_t limit = b == kNone ? kNoLimit : std::size_t(b / units) + (u < b % units ? 1 : 0);
            auto f = runner.runUnit(u, limit);
            if (!f) continue;
            const u64 key = u64(f->order) * units + u;
            for (u64 seen = best.load(); key < seen && !best.compare_exchange_weak(seen, key);) {}
            if (!out.failure || std::pair(f->order, u) < std::pair(out.failure->order, out.unit)) {
                out.failure = std::move(f);
                out.unit = u;
            }
        }
        out.filtered = std::move(runner.filtered_);
    });
    Outcome* first = nullptr;
    for (Outcome& out : outcomes) {
        filtered_.insert(filtered_.end(), out.filtered.begin(), out.filtered.end());
        if (out.failure && (!first || std::pair(out.failure->order, out.unit) < std::pair(first->failure->order, first->unit)))
            first = &out;
    }
    if (first) return std::move(first->failure->diagnostic);
    return std::nullopt;
}

std::optional<Diagnostic> PassRunner::fetch(const StagePlan& st, std::size_t tensor) {
    const sequencer::FetchPlan& f = *st.fetch;
    const kernel::Tensor& src = s_.tensor(tensor);
    const StreamShape& shape = st.stream;
    data_.units = unitsOf(shape);
    if (only_) data_.units = {data_.units.at(*only_)};
    data_.times = shape.time->size();
    data_.packet = shape.packet->size();
    data_.valid.clear();  // no filter has run on a fetched stream
    const auto [times, packet] = loopSizes(f.config);
    if (times != data_.times || packet != data_.packet)
        return error(Diagnostic(diag::Kind::internal_error, fmt::format("the fetch sequencer iterates {} x {} but the stream is {} x {}",
                                                                        times, packet, data_.times, data_.packet)),
                     tensor, st.at);
    // Which positions hold an element: only those must have been written.
    const auto strides = stridesFor(s_.env(), s_.plan.tensors[tensor].axes);
    const StreamOffsets offsets(*shape.slice, *shape.time, *shape.packet, strides);
    const tensor::DType stored = src.dtype;
    const tensor::DType out = f.output;
    // The Fetch Adapter's value stages: the table lookup (exact: every decoded value is the key's
    // value), the cast, and the zero-point subtraction, in that order.
    const std::int64_t zeroPoint = f.zeroPoints.empty() ? 0 : f.zeroPoints.front();
    const bool converts = out != stored || zeroPoint != 0;
    const auto adapt = [&](u32 bits) { return encodeValue(out, decodeValue(stored, bits) - double(zeroPoint)); };
    const u64 base = src.address.value_or(0);
    data_.values.resize(data_.units.size());  // slice by slice: the one buffer is reused (no new pages per slice)
    for (std::size_t u = 0; u < data_.units.size(); ++u) {
        const StreamUnit& unit = data_.units[u];
        std::vector<u32>& values = data_.values[u];
        // Slice by slice, the previous slice's stream buffer is reused: no new pages per slice.
        if (values.capacity() < data_.times * data_.packet && spare_.capacity() > values.capacity()) values.swap(spare_);
        // Without padding the walk below writes every position (or fails): no zeros first.
        const bool noPadding = offsets.padFree(unit.slice);
        if (noPadding) values.resize(data_.times * data_.packet);
        else values.assign(data_.times * data_.packet, 0);
        const Block* block = s_.device.dm.find(unit.key());
        std::optional<Diagnostic> failure;
        auto one = [&](u64 step, std::int64_t element) {
            if (failure) return;
            const u64 t = step / data_.packet, p = step % data_.packet;
            const bool holds = offsets.at(unit.slice, t, p) != kPaddingOffset;
            if (!holds) return;  // padding: the Fetch Adapter's masking gives 0 (docs/simulation.md)
            auto ref = elementAt(base, element, stored);
            if (!ref || !block || !elementFits(block->size(), *ref, stored) || !elementWritten(*block, *ref, stored)) {
                failure =
                    error(Diagnostic(diag::Kind::uninitialized_read,
                                     fmt::format("fetch reads DM byte {} of slice {} (time {}, packet position {}), which nothing wrote",
                                                 ref ? ref->byte : 0, unit.slice, t, p)),
                          tensor, st.at);
                return;
            }
            u32 bits = loadElement(*block, *ref, stored);
            if (converts) bits = adapt(bits);
            values[step] = bits;
        };
        // A run of consecutive elements that all hold data and were all written
        // is read with one written check; anything else element by element.
        const unsigned bits = storageBitsOf(stored);
        walkRuns(f.config, [&](u64 step, std::int64_t element, u64 count, std::int64_t stride) {
            if (failure) return;
            bool fast = bits >= 8 && stride == 1 && block && element >= 0;
            for (u64 i = 0; fast && !noPadding && i < count; ++i) {
                const u64 at = step + i, t = at / data_.packet, p = at % data_.packet;
                fast = offsets.at(unit.slice, t, p) != kPaddingOffset;
            }
            const auto first = fast ? elementAt(base, element, stored) : std::nullopt;
            const u64 bytes = count * (bits / 8);
            if (first && first->byte + bytes <= block->size() && block->allWritten(first->byte, first->byte + bytes)) {
                ElementRef ref = *first;
                if (!converts && bits == 16 && isFloatType(stored)) {  // bf16/f16: the bits as they are
                    loadHalvesRun(block->data() + ref.byte, &values[step], count);
                    return;
                }
                for (u64 i = 0; i < count; ++i, ref.byte += bits / 8) {
                    u32 v = loadElement(*block, ref, stored);
                    if (converts) v = adapt(v);
                    values[step + i] = v;
                }
                return;
            }
            for (u64 i = 0; i < count; ++i) one(step + i, element + std::int64_t(i) * stride);
        });
        if (failure) return failure;
    }
    return std::nullopt;
}

std::optional<Diagnostic> PassRunner::switching(const StagePlan& st, const StreamShape& before) {
    const sw::SwitchPlan& plan = *st.switching;
    StreamData out;
    out.units = unitsOf(st.stream);
    out.times = st.stream.time->size();
    out.packet = data_.packet;
    auto find = [&](const StreamUnit& like, u64 slice) -> const std::vector<u32>* {
        for (std::size_t u = 0; u < data_.units.size(); ++u)
            if (data_.units[u].chip == like.chip && data_.units[u].cluster == like.cluster && data_.units[u].slice == slice)
                return &data_.values[u];
        return nullptr;
    };
    const u64 inTimes = before.time->size();
    out.values.assign(out.units.size(), {});
    for (std::size_t u = 0; u < out.units.size(); ++u) {
        const StreamUnit& unit = out.units[u];
        auto& values = out.values[u];
        values.assign(out.times * out.packet, 0);
        auto copy = [&](u64 t, u64 slice, u64 time) {
            const auto* in = find(unit, slice);
            if (!in || time >= inTimes || t >= out.times) return;
            std::copy_n(in->begin() + std::ptrdiff_t(time * out.packet), out.packet, values.begin() + std::ptrdiff_t(t * out.packet));
        };
        if (plan.layout) {
            for (u64 t = 0; t < out.times; ++t) {
                const sw::Source src = plan.layout->sourceOf(unit.slice, t);
                copy(t, src.slice, src.time);
            }
        } else {
            // A custom bitmap: at each input time step, the slice outputs the packet of every slice
            // it accepts, in label order. The axes moving from Slice to Time are the innermost
            // Time factors (switch/custom.h checks it), so output step t is input step t / |accepted|.
            u64 t = 0;
            if (unit.slice < plan.bitmap.size())
                for (u64 time = 0; time < inTimes; ++time)
                    for (u64 slice : plan.bitmap[unit.slice]) copy(t++, slice, time);
        }
    }
    data_ = std::move(out);
    return std::nullopt;
}

std::optional<Diagnostic> PassRunner::collect(const StagePlan& st) {
    const collect::CollectPlan& plan = *st.collect;
    const u64 flits = std::max<u64>(plan.flitsPerPacket, 1);
    const u64 perFlit = st.stream.packet->size();
    const u64 times = st.stream.time->size();
    if (times != data_.times * flits)
        return error(
            Diagnostic(diag::Kind::internal_error, fmt::format("collect makes {} time steps of {} x {}", times, data_.times, flits)),
            std::nullopt, st.at);
    // Flits that exactly tile the packet (GEMM's 1024 elements as 64 flits of 16) leave the
    // values where they are: only the shape changes.
    const bool sameLayout = flits * perFlit == data_.packet;
    for (auto& values : data_.values) {
        if (sameLayout) continue;
        std::vector<u32>& out = spare_;
        out.assign(times * perFlit, 0);
        // Packet t's first flits x perFlit elements become flits t * flits ...; a short last flit stays zero-padded.
        const u64 kept = std::min(data_.packet, flits * perFlit);
        for (u64 t = 0; t < data_.times; ++t)
            std::copy_n(values.begin() + std::ptrdiff_t(t * data_.packet), kept, out.begin() + std::ptrdiff_t(t * flits * perFlit));
        values.swap(out);  // both buffers keep their capacity for the next slice
    }
    data_.times = times;
    data_.packet = perFlit;
    return std::nullopt;
}

std::optional<Diagnostic> PassRunner::vector(const StagePlan& st, std::size_t index) {
    const vector::Chain& chain = *st.vector;
    const kernel::Step& step = pass_.steps[index];
    const vector::Scalar scalar = chain.input;
    if (st.vectorShapes && st.vectorShapes->interSlice) {  // across slices: the whole stream at once
        if (auto e = runInterSlice(st, data_)) return error(*e, std::nullopt, st.at);
        return std::nullopt;
    }
    for (std::size_t u = 0; u < data_.units.size(); ++u) {
        vector::EvalInput input;
        input.groups[0] = data_.values[u];
        input.executionIds = streamToggleIds(st, plan_.stages[index - 1].stream, data_.units[u].slice);
        for (std::size_t v : step.vrfOperands) {
            const kernel::Tensor& t = s_.tensor(v);
            const TensorPlan& tp = s_.plan.tensors[v];
            const Block* block = s_.device.vrf.find(data_.units[u].key());
            // By axis, position by position (vrf_operands.h); a shaped chain, or a VRF over axes
            // the stream lacks, in element order, repeated.
            const StreamShape& chainInput = plan_.stages[index - 1].stream;
            std::vector<u64> elements;
            if (st.vectorShapes || !vrfSharesStreamAxes(tp, chainInput)) {
                for (u64 e = 0; e < tp.elementCount; ++e) elements.push_back(e);
            } else {
                auto byAxis = vrfElementsOfStream(s_.env(), tp, chainInput, data_.units[u].slice);
                if (!byAxis) return error(byAxis.error(), v, st.at);
                elements = std::move(byAxis).value();
            }
            std::vector<std::string> texts;
            texts.reserve(elements.size());
            const tensor::DType as = scalar == vector::Scalar::I32 ? tensor::DType::I32 : tensor::DType::F32;
            for (u64 e : elements) {
                if (e == kPaddingOffset) {  // a padding position: its value is never kept
                    texts.push_back(vector::formatValue(0, scalar));
                    continue;
                }
                auto ref = elementAt(t.address.value_or(0), std::int64_t(e), t.dtype);
                if (!ref || !block || !elementFits(block->size(), *ref, t.dtype) || !elementWritten(*block, *ref, t.dtype))
                    return error(
                        Diagnostic(diag::Kind::uninitialized_read,
                                   fmt::format("the chain reads VRF element {} of slice {}, which nothing wrote", e, data_.units[u].slice)),
                        v, st.at);
                const u32 bits = loadElement(*block, *ref, t.dtype);
                texts.push_back(vector::formatValue(t.dtype == as ? bits : encodeValue(as, decodeValue(t.dtype, bits)), scalar));
            }
            input.vrf[t.name] = std::move(texts);
        }
        auto r = st.vectorShapes ? evaluateShaped(st, input, data_.units[u].slice) : vector::evaluate(chain, input);
        if (!r) return error(r.error(), std::nullopt, st.at);
        if (filterOf(chain) && st.vectorShapes) recordFiltered(st, index, u, *r);
        data_.values[u] = r->values;
    }
    data_.times = st.stream.time->size();
    data_.packet = st.stream.packet->size();
    return std::nullopt;
}

void PassRunner::recordFiltered(const StagePlan& st, std::size_t index, std::size_t u, const vector::EvalResult& r) {
    const StreamUnit& unit = data_.units[u];
    const u64 valid = u64(std::count(r.kept.begin(), r.kept.end(), true));
    data_.valid.resize(data_.units.size(), 0);
    data_.valid[u] = valid;
    if (observer_) return;                          // the flit inspector reads them from the stream
    const VectorShapes& shapes = *st.vectorShapes;  // a filtering chain is always shaped (planVectorShapes)
    const vector::Shape& out = shapes.trace.after.empty() ? shapes.input : shapes.trace.after.back();
    const auto held = heldPositions(out, unit.slice);
    filtered_.push_back(
        {index, SliceValidCount{unit.chip, unit.cluster, unit.slice, valid, u64(std::count(held.begin(), held.end(), true))}});
}

std::optional<Diagnostic> PassRunner::castStage(const StagePlan& st, tensor::DType from) {
    const cast::CastPlan& plan = *st.cast;
    const tensor::DType to = st.stream.dtype;
    const u64 outPacket = st.stream.packet->size();
    for (auto& values : data_.values) {
        std::vector<u32>& out = spare_;
        out.assign(data_.times * outPacket, 0);
        for (u64 t = 0; t < data_.times; ++t)
            for (u64 q = 0; q < plan.dataElements && q < outPacket && q < data_.packet; ++q) {
                const u32 bits = values[t * data_.packet + q];
                u32 converted;
                if (from == tensor::DType::F32) {
                    float f;
                    std::memcpy(&f, &bits, 4);
                    converted = cast::encodeFloat(to, f);
                } else {
                    converted = u32(cast::saturateInt(to, std::int32_t(bits)));
                }
                out[t * outPacket + q] = converted;
            }
        values.swap(out);  // both buffers keep their capacity for the next slice
    }
    data_.packet = outPacket;
    return std::nullopt;
}

std::optional<Diagnostic> PassRunner::check(const StagePlan& st) {
    const Logical& l = *expected_;
    const StreamOffsets offsets(*st.stream.slice, *st.stream.time, *st.stream.packet, l.strides);
    // A unit's chip and cluster hold their own part of the tensor (`m![A / 1024]` over two clusters).
    const auto chipOffsets = offsetsOf(*st.stream.chip, l.strides), clusterOffsets = offsetsOf(*st.stream.cluster, l.strides);
    const tensor::DType dtype = st.stream.dtype;
    // The toolchain's fetch_zero_point_sub: every element fetched less the zero point.
    const auto& fetched = plan_.stages.front().fetch;
    const double zeroPoint = fetched && !fetched->zeroPoints.empty() ? double(fetched->zeroPoints.front()) : 0.0;
    for (std::size_t u = 0; u < data_.units.size(); ++u) {
        const StreamUnit& unit = data_.units[u];
        const u64 unitOffset = unit.chip < chipOffsets.size() && unit.cluster < clusterOffsets.size()
                                   ? join(chipOffsets[unit.chip], clusterOffsets[unit.cluster])
                                   : kPaddingOffset;
        for (u64 t = 0; t < data_.times; ++t)
            for (u64 p = 0; p < data_.packet; ++p) {
                const u64 o = join(unitOffset, offsets.at(unit.slice, t, p));
                if (o == kPaddingOffset || o >= l.values.size() || (!l.held.empty() && !l.held[o])) continue;
                const double got = decodeValue(dtype, data_.values[u][t * data_.packet + p]);
                // The element as the stream's type holds it: the Fetch Adapter's f32 -> bf16 rounds.
                const double want =
                    dtype == l.dtype && zeroPoint == 0.0 ? l.values[o] : decodeValue(dtype, encodeValue(dtype, l.values[o] - zeroPoint));
                if (got != want && !(std::isnan(got) && std::isnan(want)))
                    return error(
                        Diagnostic(
                            diag::Kind::stage_mismatch,
                            fmt::format("after {}, slice {} time {} packet position {} holds {} but its mappings say it holds "
                                        "element {} of `{}` = {}",
                                        kernel::stepName(st.kind), data_.units[u].slice, t, p, got, o, s_.tensor(pass_.source).name, want)),
                        pass_.source, st.at);
            }
    }
    return std::nullopt;
}

// The toolchain's Commit Adapter on values (SinkPlan): each packet keeps its
// first trimTo elements, and f32 becomes bf16 (rounded to nearest even; for
// commit_cast_relu every non-NaN value with its sign bit set, -0 included,
// becomes +0 first, as the toolchain's CommitCast does). Valid count packing is the
// commit's: it writes only each packet's leading elements.
void PassRunner::commitAdapter() {
    const SinkPlan& sink = plan_.sink;
    const u64 keep = sink.trimTo ? std::min(sink.trimTo, data_.packet) : data_.packet;
    const bool relu = pass_.commitAdapter.relu;
    if (keep == data_.packet && !sink.castFrom) return;
    for (auto& values : data_.values) {
        std::vector<u32>& out = spare_;
        out.resize(data_.times * keep);
        for (u64 t = 0; t < data_.times; ++t)
            for (u64 q = 0; q < keep; ++q) {
                u32 v = values[t * data_.packet + q];
                if (sink.castFrom) {
                    float f;
                    std::memcpy(&f, &v, 4);
                    if (relu && !std::isnan(f) && std::signbit(f)) f = 0;  // by the sign: -0 becomes +0, NaN stays NaN
                    v = cast::encodeFloat(tensor::DType::BF16, f);
                }
                out[t * keep + q] = v;
            }
        values.swap(out);
    }
    data_.packet = keep;
}

std::optional<std::pair<u64, u64>> PassRunner::commitBytes() const {
    if (!plan_.sink.commit) return std::nullopt;
    const kernel::Tensor& out = s_.tensor(pass_.output);
    const u64 bits = storageBitsOf(out.dtype);
    const auto range = elementRange(plan_.sink.commit->config);
    if (bits < 8 || !range || range->first < 0) return std::nullopt;
    const auto [lo, hi] = *range;
    // A sparse walk (gaps of whole pages between its writes) would map pages it never writes.
    const auto [times, perTime] = loopSizes(plan_.sink.commit->config);
    if (u64(hi - lo) + 1 > 2 * times * perTime) return std::nullopt;
    const u64 base = out.address.value_or(0);
    return std::pair{base + u64(lo) * (bits / 8), base + (u64(hi) + 1) * (bits / 8)};
}

std::optional<Diagnostic> PassRunner::commit() {
    const sequencer::CommitPlan& c = *plan_.sink.commit;
    const kernel::Tensor& out = s_.tensor(pass_.output);
    const TensorPlan& tp = s_.plan.tensors[pass_.output];
    // Not a structured binding: the walk's lambda uses `written`, and clang 14
    // (the fuzz build) cannot capture one.
    const auto sizes = loopSizes(c.config);
    const u64 times = sizes.first, written = sizes.second;
    if (times != data_.times || written > data_.packet)
        return error(Diagnostic(diag::Kind::internal_error, fmt::format("the commit sequencer iterates {} x {} for a {} x {} stream", times,
                                                                        written, data_.times, data_.packet)),
                     pass_.output, plan_.sink.at);
    const u64 base = out.address.value_or(0);
    // A write may fill the 8-byte tail after the tensor ("a dummy is added to align the tail"), never more.
    const u64 end = base + roundUp(tp.elementBytes, 8);
    const u64 bits = storageBitsOf(out.dtype);
    const u64 packed = std::min(written, plan_.sink.validCount.value_or(written));  // elements of each packet written
    for (std::size_t u = 0; u < data_.units.size(); ++u) {
        Block& block = s_.device.dm.get(data_.units[u].key());
        const auto& values = data_.values[u];
        std::optional<Diagnostic> failure;
        const auto one = [&](u64 step, std::int64_t element) {
            const u64 t = step / written, q = step % written;
            if (q >= packed) return;  // commit_valid_count_pack: past the valid count, nothing is written
            auto ref = elementAt(base, element, out.dtype);
            if (!ref || ref->byte >= end || !elementFits(std::min(block.size(), end), *ref, out.dtype)) {
                failure = error(
                    Diagnostic(diag::Kind::write_past_tensor, fmt::format("commit writes element {} of a tensor of {} elements (slice {})",
                                                                          element, tp.elementCount, data_.units[u].slice)),
                    pass_.output, plan_.sink.at);
                return;
            }
            storeElement(block, *ref, out.dtype, values[t * data_.packet + q]);
        };
        // A run of consecutive elements from one time step's packet is stored at once; anything else element by element.
        walkRuns(c.config, [&](u64 step, std::int64_t element, u64 count, std::int64_t stride) {
            if (failure) return;
            const auto first =
                bits >= 8 && stride == 1 && step % written + count <= packed ? elementAt(base, element, out.dtype) : std::nullopt;
            const u64 bytes = count * (bits / 8);
            if (first && first->byte + bytes <= std::min(block.size(), end)) {
                storeRun(block.data() + first->byte, &values[(step / written) * data_.packet + step % written], count, bits / 8);
                block.markWritten(first->byte, first->byte + bytes);
                return;
            }
            for (u64 i = 0; i < count && !failure; ++i) one(step + i, element + std::int64_t(i) * stride);
        });
        if (failure) return failure;
    }
    return std::nullopt;
}

std::optional<std::vector<std::pair<u64, u64>>> PassRunner::trfRowRuns(u64 times, u64 packet) const {
    const contraction::ToTrfPlan& plan = *plan_.sink.toTrf;
    const u64 perRow = plan.layout.elementsPerRow, rows = plan.layout.rows;
    const u64 rowBytes = s_.device.trfRowBytes(rows);
    const u64 size = storageBitsOf(s_.tensor(pass_.output).dtype) / 8;
    if (size < 1 || perRow == 0 || rows * rowBytes + plan.layout.regionBase > s_.device.trf.unitBytes() || perRow * size > rowBytes)
        return std::nullopt;
    std::vector<std::pair<u64, u64>> runs;
    const u64 total = std::min<u64>(times * packet, rows * perRow);
    for (u64 row = 0; row * perRow < total; ++row) {
        const u64 n = std::min(perRow, total - row * perRow);
        const u64 start = row * rowBytes + plan.layout.regionBase;
        runs.emplace_back(start, start + n * size);
    }
    return runs;
}

std::optional<Diagnostic> PassRunner::toTrf() {
    const contraction::ToTrfPlan& plan = *plan_.sink.toTrf;
    const kernel::Tensor& out = s_.tensor(pass_.output);
    const u64 perRow = plan.layout.elementsPerRow;
    const u64 rows = plan.layout.rows;
    const u64 rowBytes = s_.device.trfRowBytes(rows);
    const u64 logical = data_.packet;
    const u64 size = storageBitsOf(out.dtype) / 8;
    const auto runs = trfRowRuns(data_.times, data_.packet);  // each Row one contiguous run
    for (std::size_t u = 0; u < data_.units.size(); ++u) {
        Block& block = s_.device.trf.get(data_.units[u].key());
        block.prepareWrite(plan.layout.regionBase, plan.layout.regionBase + rows * rowBytes);
        const auto& values = data_.values[u];
        if (runs) {
            for (std::size_t row = 0; row < runs->size(); ++row) {
                const auto [start, end] = (*runs)[row];
                storeRun(block.data() + start, &values[row * perRow], (end - start) / size, size);
                block.markWritten(start, end);
            }
            continue;
        }
        for (u64 t = 0; t < data_.times; ++t)
            for (u64 p = 0; p < logical; ++p) {
                const u64 q = t * logical + p;
                const u64 row = perRow ? q / perRow : 0, e = perRow ? q % perRow : 0;
                if (row >= rows) continue;
                auto ref = elementAt(row * rowBytes + plan.layout.regionBase, std::int64_t(e), out.dtype);
                if (!ref || !elementFits(block.size(), *ref, out.dtype))
                    return error(
                        Diagnostic(diag::Kind::capacity_exceeded, fmt::format("to_trf writes past the TRF (row {}, element {})", row, e)),
                        pass_.output, plan_.sink.at);
                storeElement(block, *ref, out.dtype, values[t * data_.packet + p]);
            }
    }
    return std::nullopt;
}

std::optional<Diagnostic> PassRunner::toVrf() {
    const kernel::Tensor& out = s_.tensor(pass_.output);
    for (std::size_t u = 0; u < data_.units.size(); ++u) {
        Block& block = s_.device.vrf.get(data_.units[u].key());
        const auto& values = data_.values[u];
        for (u64 q = 0; q < values.size(); ++q) {
            auto ref = elementAt(out.address.value_or(0), std::int64_t(q), out.dtype);
            if (!ref || !elementFits(block.size(), *ref, out.dtype))
                return error(Diagnostic(diag::Kind::capacity_exceeded,
                                        fmt::format("to_vrf writes element {} past the VRF's {} bytes", q, block.size())),
                             pass_.output, plan_.sink.at);
            storeElement(block, *ref, out.dtype, values[q]);
        }
    }
    return std::nullopt;
}

}  // namespace

[[nodiscard]] std::optional<Diagnostic> runPass(State& s, std::size_t op) { return PassRunner(s, op).run(); }

[[nodiscard]] std::optional<Diagnostic> observePass(State& s, std::size_t op, const StageObserver& observe) {
    return PassRunner(s, op, &observe).run();
}

}  // namespace tcpwb::sim::detail
