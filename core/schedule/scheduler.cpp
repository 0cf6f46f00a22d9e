// The scheduler of "Scheduling": operations issue in written order, each
// waits for its resource and for every earlier operation it has a data
// hazard with on shared addresses; nothing is reordered.
#include <algorithm>
#include <array>
#include <utility>

#include "schedule/detail.h"
#include "util/enum_table.h"

namespace tcpwb::schedule {
namespace {

using detail::BankProfile;

class Scheduler {
public:
    Scheduler(const OpList& list, const detail::AddressIndex& index, const std::vector<BankProfile>& profiles)
        : list_(list),
          index_(index),
          profiles_(profiles),
          reads_(index.segments()),
          writes_(index.segments()),
          seenAsInput_(list.tensors.size(), kNone),
          seenAsOutput_(list.tensors.size(), kNone) {
        out_.ops.resize(list.ops.size());
    }

    Schedule run() && {
        for (std::size_t i = 0; i < list_.ops.size(); ++i) place(i);
        return std::move(out_);
    }

private:
    static constexpr std::size_t kNone = ~std::size_t{0};

    // The tensors of `tensors` not seen before in operation i's list, in order, into `out`.
    static void once(const std::vector<std::size_t>& tensors, std::size_t i, std::vector<std::size_t>& seen,
                     std::vector<std::size_t>& out) {
        out.clear();
        for (std::size_t t : tensors)
            if (std::exchange(seen[t], i) != i) out.push_back(t);
    }

    // One hazard per tensor and kind: of the earlier accesses sharing an
    // address with `tensor`, the one ending last (waiting for it covers the
    // others), with how many there are.
    void addHazard(std::size_t i, HazardKind kind, const detail::AccessLog& earlier, std::size_t tensor) {
        const detail::Span span = index_.span(tensor);
        const auto last = earlier.latest(span);
        if (!last) return;
        const bool subFeedsMain = list_.ops[i].resource == Resource::Main && list_.ops[last->op].resource == Resource::Sub;
        out_.ops[i].hazards.push_back({kind, last->op, tensor, last->tensor, last->end, false, subFeedsMain, earlier.count(span)});
    }

    void collectHazards(std::size_t i) {
        for (std::size_t t : inputs_) addHazard(i, HazardKind::Raw, writes_, t);
        for (std::size_t t : outputs_) {
            addHazard(i, HazardKind::Waw, writes_, t);
            addHazard(i, HazardKind::War, reads_, t);
        }
    }

    // The earliest start without hazards, and why.
    std::pair<u64, StartReason> baseline(std::size_t i, bool occupiesDma) const {
        std::pair<u64, StartReason> best{0, StartReason::ProgramStart};
        auto raise = [&](u64 cycle, StartReason why) {
            if (cycle > best.first) best = {cycle, why};
        };
        if (i > 0) raise(out_.ops[i - 1].start, StartReason::ProgramOrder);
        raise(barrierEnd_, StartReason::ProgramOrder);
        if (list_.ops[i].barrier) raise(out_.makespan, StartReason::ProgramOrder);
        raise(free_[static_cast<std::size_t>(list_.ops[i].resource)], StartReason::Resource);
        if (occupiesDma || list_.ops[i].resource == Resource::Dma) raise(dmaOccupiedUntil_, StartReason::DmaOccupied);
        if (occupiesDma) raise(free_[static_cast<std::size_t>(Resource::Dma)], StartReason::DmaOccupied);
        return best;
    }

    void place(std::size_t i) {
        const Operation& op = list_.ops[i];
        ScheduledOp& s = out_.ops[i];
        s.resource = op.resource;
        s.occupiesDma = op.resource != Resource::Dma && profiles_[i].longestRun() > maxRun_;
        once(op.inputs, i, seenAsInput_, inputs_);
        once(op.outputs, i, seenAsOutput_, outputs_);
        collectHazards(i);
        auto [start, reason] = baseline(i, s.occupiesDma);
        u64 hazardReady = 0;
        for (const Hazard& h : s.hazards) hazardReady = std::max(hazardReady, h.ready);
        if (hazardReady > start) {
            start = hazardReady;
            reason = StartReason::Hazard;
            for (Hazard& h : s.hazards) h.delayed = h.ready == start;
        }
        s.start = start;
        s.reason = reason;
        s.end = checkedAdd(start, costOf(op, list_)).value_or(kMaxSize);
        free_[static_cast<std::size_t>(op.resource)] = s.end;
        if (s.occupiesDma) dmaOccupiedUntil_ = s.end;
        if (op.barrier) barrierEnd_ = s.end;
        out_.makespan = std::max(out_.makespan, s.end);
        record(i);
    }

    void record(std::size_t i) {
        const u64 end = out_.ops[i].end;
        for (std::size_t t : inputs_) reads_.record(index_.span(t), {end, i, t});
        for (std::size_t t : outputs_) writes_.record(index_.span(t), {end, i, t});
    }

    const OpList& list_;
    const detail::AddressIndex& index_;
    const std::vector<BankProfile>& profiles_;
    // Every read and every write so far, by address: a write must wait for
    // both, a read for the writes.
    detail::AccessLog reads_, writes_;
    std::vector<std::size_t> seenAsInput_, seenAsOutput_;  // per tensor: the last operation listing it
    std::vector<std::size_t> inputs_, outputs_;            // the operation being placed, each tensor once
    std::array<u64, kResources> free_{};
    u64 barrierEnd_ = 0;                                          // the end of the last barrier operation
    u64 dmaOccupiedUntil_ = 0;                                    // the end of the last main/sub command scheduled as if it occupies DMA
    const u64 maxRun_ = memory::maxAllowedConsecutiveAccesses();  // 63
    Schedule out_;
};

}  // namespace

namespace {

constexpr EnumTable<HazardKind, 3> kHazardNames{{{HazardKind::Raw, "RAW"}, {HazardKind::War, "WAR"}, {HazardKind::Waw, "WAW"}}};
static_assert(listsEveryEnumerator(kHazardNames));

constexpr EnumTable<StartReason, 5> kStartReasonNames{{{StartReason::ProgramStart, "program_start"},
                                                       {StartReason::ProgramOrder, "program_order"},
                                                       {StartReason::Resource, "resource"},
                                                       {StartReason::Hazard, "hazard"},
                                                       {StartReason::DmaOccupied, "dma_occupied"}}};
static_assert(listsEveryEnumerator(kStartReasonNames));

}  // namespace

std::string_view hazardName(HazardKind k) { return nameOf(kHazardNames, k); }

std::string_view startReasonName(StartReason r) { return nameOf(kStartReasonNames, r); }

diag::Result<Schedule> scheduleOps(const OpList& list) {
    if (auto error = detail::validate(list)) return *error;
    const detail::AddressIndex index(list);
    std::vector<BankProfile> profiles;
    profiles.reserve(list.ops.size());
    for (const Operation& op : list.ops) profiles.push_back(detail::bankProfile(op, list));
    Schedule schedule = Scheduler(list, index, profiles).run();
    schedule.lifetimes = detail::lifetimes(list, schedule.ops);
    if (auto error = detail::checkLiveOverlaps(list, schedule.ops, schedule.lifetimes, index)) return *error;
    detail::analyseBanks(list, profiles, schedule);
    return schedule;
}

}  // namespace tcpwb::schedule
