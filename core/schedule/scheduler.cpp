// The scheduler of "Scheduling": operations issue in written order, each
// waits for its resource and for every earlier operation it has a data
// hazard with on shared addresses; nothing is reordered.
#include <algorithm>
#include <array>

#include "schedule/detail.h"

namespace tcpwb::schedule {
namespace {

using detail::BankProfile;

// What the scheduler remembers per tensor: who wrote it last and, of the
// operations that read it since, the one ending latest (the only one a
// later write has to wait for).
struct TensorState {
    std::optional<std::size_t> lastWriter;
    std::optional<std::size_t> latestReader;
};

class Scheduler {
public:
    Scheduler(const OpList& list, const std::vector<std::vector<std::size_t>>& neighbours,
              const std::vector<BankProfile>& profiles)
        : list_(list), neighbours_(neighbours), profiles_(profiles), state_(list.tensors.size()) {
        out_.ops.resize(list.ops.size());
    }

    Schedule run() && {
        for (std::size_t i = 0; i < list_.ops.size(); ++i) place(i);
        return std::move(out_);
    }

private:
    void addHazard(std::size_t i, HazardKind kind, std::size_t after, std::size_t tensor, std::size_t other) {
        auto& hazards = out_.ops[i].hazards;
        for (const Hazard& h : hazards)
            if (h.kind == kind && h.after == after && h.tensor == tensor) return;
        const bool subFeedsMain = list_.ops[i].resource == Resource::Main && list_.ops[after].resource == Resource::Sub;
        hazards.push_back({kind, after, tensor, other, out_.ops[after].end, false, subFeedsMain});
    }

    void collectHazards(std::size_t i) {
        const Operation& op = list_.ops[i];
        for (std::size_t t : op.inputs)
            for (std::size_t u : neighbours_[t])
                if (state_[u].lastWriter) addHazard(i, HazardKind::Raw, *state_[u].lastWriter, t, u);
        for (std::size_t t : op.outputs)
            for (std::size_t u : neighbours_[t]) {
                if (state_[u].lastWriter) addHazard(i, HazardKind::Waw, *state_[u].lastWriter, t, u);
                if (state_[u].latestReader && *state_[u].latestReader != i)
                    addHazard(i, HazardKind::War, *state_[u].latestReader, t, u);
            }
    }

    // The earliest start without hazards, and why.
    std::pair<u64, StartReason> baseline(std::size_t i, bool occupiesDma) const {
        std::pair<u64, StartReason> best{0, StartReason::ProgramStart};
        auto raise = [&](u64 cycle, StartReason why) {
            if (cycle > best.first) best = {cycle, why};
        };
        if (i > 0) raise(out_.ops[i - 1].start, StartReason::ProgramOrder);
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
        out_.makespan = std::max(out_.makespan, s.end);
        record(i);
    }

    void record(std::size_t i) {
        const Operation& op = list_.ops[i];
        for (std::size_t t : op.inputs) {
            auto& reader = state_[t].latestReader;
            if (!reader || out_.ops[*reader].end <= out_.ops[i].end) reader = i;
        }
        for (std::size_t t : op.outputs) state_[t] = {i, std::nullopt};
    }

    const OpList& list_;
    const std::vector<std::vector<std::size_t>>& neighbours_;
    const std::vector<BankProfile>& profiles_;
    std::vector<TensorState> state_;
    std::array<u64, kResources> free_{};
    u64 dmaOccupiedUntil_ = 0;
    const u64 maxRun_ = memory::maxAllowedConsecutiveAccesses();  // 63  // the end of the last main/sub command scheduled as if it occupies DMA
    Schedule out_;
};

}  // namespace

std::string_view hazardName(HazardKind k) {
    switch (k) {
        case HazardKind::Raw: return "RAW";
        case HazardKind::War: return "WAR";
        case HazardKind::Waw: return "WAW";
    }
    return "?";
}

std::string_view startReasonName(StartReason r) {
    switch (r) {
        case StartReason::ProgramStart: return "program_start";
        case StartReason::ProgramOrder: return "program_order";
        case StartReason::Resource: return "resource";
        case StartReason::Hazard: return "hazard";
        case StartReason::DmaOccupied: return "dma_occupied";
    }
    return "?";
}

diag::Result<Schedule> scheduleOps(const OpList& list) {
    if (auto error = detail::validate(list)) return *error;
    const auto neighbours = detail::addressNeighbours(list);
    std::vector<BankProfile> profiles;
    profiles.reserve(list.ops.size());
    for (const Operation& op : list.ops) profiles.push_back(detail::bankProfile(op, list));
    Schedule schedule = Scheduler(list, neighbours, profiles).run();
    schedule.lifetimes = detail::lifetimes(list, schedule.ops);
    if (auto error = detail::checkLiveOverlaps(list, schedule.ops, schedule.lifetimes, neighbours)) return *error;
    detail::analyseBanks(list, profiles, schedule);
    return schedule;
}

}  // namespace tcpwb::schedule
