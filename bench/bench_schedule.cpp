// Scheduling 10,000 operations must take at most 100 ms (issue 6, "Speed").
// Reported beside a baseline measured in the same run: sorting the same
// operations by name, a fixed amount of plain work per operation.
#include <fmt/format.h>

#include <algorithm>
#include <chrono>
#include <random>

#include "schedule/schedule.h"

using namespace tcpwb;
using namespace tcpwb::schedule;
using Clock = std::chrono::steady_clock;

namespace {

// A double-buffered pipeline: per step DMA loads a tile, sub moves weights
// into the TRF, main computes and commits, DMA stores the result. Buffers
// rotate through 8 DM slots, so reuse creates WAR and WAW hazards too.
OpList pipeline(std::size_t ops) {
    OpList list;
    std::mt19937 rng(7);
    constexpr std::size_t kSlots = 8;
    for (std::size_t s = 0; s < kSlots; ++s) {
        list.tensors.push_back({fmt::format("in{}", s), MemoryKind::Dm, {s * 16384, s * 16384 + 8192}});
        list.tensors.push_back({fmt::format("out{}", s), MemoryKind::Dm, {s * 16384 + 8192, s * 16384 + 16384}});
        list.tensors.push_back({fmt::format("hbm_in{}", s), MemoryKind::Hbm, {s * 8192, s * 8192 + 8192}});
        list.tensors.push_back({fmt::format("hbm_out{}", s), MemoryKind::Hbm, {(s + kSlots) * 8192, (s + kSlots + 1) * 8192}});
    }
    list.tensors.push_back({"w", MemoryKind::Dm, {262144, 266240}});
    list.tensors.push_back({"trf", MemoryKind::Trf, {0, 4096}});
    for (std::size_t i = 0; list.ops.size() < ops; ++i) {
        const std::size_t slot = (i % kSlots) * 4;
        const u64 banks = std::uniform_int_distribution<u64>(1, 40)(rng);
        list.ops.push_back({fmt::format("load{}", i), Resource::Dma, std::nullopt, {slot + 2}, {slot}, {}});
        list.ops.push_back({fmt::format("trf{}", i), Resource::Sub, 20, {list.tensors.size() - 2}, {list.tensors.size() - 1}, {}});
        list.ops.push_back(
            {fmt::format("mm{}", i), Resource::Main, 60, {slot, list.tensors.size() - 1}, {slot + 1}, {{i % 16, banks, std::nullopt}}});
        list.ops.push_back({fmt::format("store{}", i), Resource::Dma, std::nullopt, {slot + 1}, {slot + 3}, {}});
    }
    list.ops.resize(ops);
    return list;
}

template <typename F>
double bestMs(F&& f, int runs = 5) {
    double best = 1e300;
    for (int r = 0; r < runs; ++r) {
        const auto t0 = Clock::now();
        f();
        best = std::min(best, std::chrono::duration<double, std::milli>(Clock::now() - t0).count());
    }
    return best;
}

}  // namespace

int main() {
    constexpr std::size_t kOps = 10000;
    const OpList list = pipeline(kOps);
    u64 makespan = 0;
    std::size_t warnings = 0;
    const double scheduleMs = bestMs([&] {
        auto s = scheduleOps(list);
        if (!s) {
            fmt::print("scheduling failed: {}\n", s.error().message);
            std::exit(1);
        }
        makespan = s->makespan;
        warnings = s->warnings.size();
    });
    const double sortMs = bestMs([&] {
        std::vector<std::string> names;
        names.reserve(list.ops.size());
        for (const auto& op : list.ops) names.push_back(op.name);
        std::sort(names.begin(), names.end());
    });
    fmt::print("schedule {} ops: {:.2f} ms (makespan {} cycles, {} warnings); limit 100 ms: {}\n", kOps, scheduleMs, makespan, warnings,
               scheduleMs <= 100.0 ? "ok" : "TOO SLOW");
    fmt::print("baseline sort of {} op names: {:.2f} ms; ratio {:.1f}x\n", kOps, sortMs, scheduleMs / sortMs);
    return scheduleMs <= 100.0 ? 0 : 1;
}
