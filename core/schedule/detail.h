#pragma once
// The scheduler's internal steps, one file each; not part of the public API.
#include <array>
#include <optional>
#include <vector>

#include "memory/dm.h"
#include "schedule/address_index.h"
#include "schedule/schedule.h"

namespace tcpwb::schedule::detail {

inline constexpr std::size_t kBanks = memory::kDm.banksPerSlice;

// Bad input the scheduler cannot place: unknown tensors, empty ranges, ...
[[nodiscard]] std::optional<diag::Diagnostic> validate(const OpList& list);

// One command's DM bank pattern: its longest run of consecutive accesses to
// each bank and the tensors behind those accesses.
struct BankProfile {
    struct TensorBanks {
        std::size_t tensor = 0;
        std::uint32_t banks = 0;  // bit b: the command accesses bank b of this tensor
    };
    std::array<u64, kBanks> run{};
    std::vector<TensorBanks> tensors;  // one entry per tensor: one allocation per command

    u64 longestRun() const;
    std::uint32_t usedBanks() const;  // bit b: some access to bank b
    std::vector<std::size_t> tensorsOn(std::size_t bank) const;
};
BankProfile bankProfile(const Operation& op, const OpList& list);

// First write to last read of every tensor.
std::vector<Lifetime> lifetimes(const OpList& list, const std::vector<ScheduledOp>& ops);

// overlapping_allocation for the first two live tensors sharing addresses.
// An operation may write its output over an input it reads for the last
// time (the manual's GEMV and GEMM commit(0) over the matrix at DM 0).
[[nodiscard]] std::optional<diag::Diagnostic> checkLiveOverlaps(const OpList& list, const std::vector<ScheduledOp>& ops,
                                                                const std::vector<Lifetime>& lives, const AddressIndex& index);

// bank_conflict, bank_starvation and dma_serialized warnings, attached to ops.
void analyseBanks(const OpList& list, const std::vector<BankProfile>& profiles, Schedule& schedule);

}  // namespace tcpwb::schedule::detail
