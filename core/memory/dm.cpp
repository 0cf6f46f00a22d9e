#include "memory/dm.h"

#include <fmt/format.h>

#include <algorithm>

#include "util/enum_table.h"

namespace tcpwb::memory {

std::optional<SliceAddress> decodeSliceAddress(u64 address) {
    if (address >= kDm.sliceBytes()) return std::nullopt;
    return SliceAddress{kSliceAddress.byte.of(address), kSliceAddress.bank.of(address), kSliceAddress.row.of(address)};
}

u64 cyclesPerRequestOnOneDmn(u64 requestBytes) { return ceilDiv(requestBytes, kDmnBytesPerCycle); }

std::vector<InterleaveCycle> dmnInterleaveSchedule(u64 requests, u64 requestBytes) {
    const u64 parts = std::max<u64>(1, cyclesPerRequestOnOneDmn(requestBytes));
    // Request r runs on DMN r % 2; each DMN takes its requests back to back,
    // and DMN #1 starts one cycle after DMN #0.
    auto start = [&](u64 r) { return (r / 2) * parts + r % 2; };
    const u64 rows = requests == 0 ? 0 : start(requests - 1) + parts;
    std::vector<InterleaveCycle> out;
    for (u64 cycle = 0; cycle < rows; ++cycle) out.push_back({cycle, {"idle", "idle"}});
    for (u64 r = 0; r < requests; ++r)
        for (u64 part = 0; part < parts; ++part) out[start(r) + part].dmn[r % 2] = fmt::format("read #{} ({}/{})", r, part + 1, parts);
    return out;
}

std::span<const DmRequester> dmPriority() {
    static constexpr DmRequester order[] = {DmRequester::MainFetch, DmRequester::MainCommit, DmRequester::SubFetch, DmRequester::SubCommit,
                                            DmRequester::Dma};
    return order;
}

namespace {

constexpr EnumTable<DmRequester, 5> kRequesterNames{{{DmRequester::MainFetch, "main_fetch"},
                                                     {DmRequester::MainCommit, "main_commit"},
                                                     {DmRequester::SubFetch, "sub_fetch"},
                                                     {DmRequester::SubCommit, "sub_commit"},
                                                     {DmRequester::Dma, "dma"}}};
static_assert(listsEveryEnumerator(kRequesterNames));

}  // namespace

std::string_view requesterName(DmRequester r) { return nameOf(kRequesterNames, r); }

u64 consecutiveAccessBound(const StarvationParams& p) {
    // The largest n with (tdma / dmn) * n * dmnSize < timeout is the allowed
    // run; the bound is one past it.
    return maxAllowedConsecutiveAccesses(p) + 1;
}

u64 maxAllowedConsecutiveAccesses(const StarvationParams& p) {
    const u64 perAccess = std::max<u64>(1, ceilDiv(p.tdmaIoBytes, std::max<u64>(1, p.dmnIoBytes)) * p.dmnSize);
    if (p.nocTimeoutCycles == 0) return 0;
    return (p.nocTimeoutCycles - 1) / perAccess;
}

BankAccessCheck checkCumulativeBankAccess(std::span<const u64> runs, const StarvationParams& p) {
    BankAccessCheck out;
    out.bound = consecutiveAccessBound(p);
    for (u64 r : runs) out.total = checkedAdd(out.total, r).value_or(kMaxSize);
    out.safe = out.total < out.bound;
    return out;
}

u64 unsafeRunGiven(std::span<const u64> otherRuns, const StarvationParams& p) {
    const BankAccessCheck others = checkCumulativeBankAccess(otherRuns, p);
    return others.total >= others.bound ? 0 : others.bound - others.total;
}

}  // namespace tcpwb::memory
