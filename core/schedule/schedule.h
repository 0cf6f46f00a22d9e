#pragma once
// The schedule of an operation list ("Scheduling"): program order, one
// operation at a time per resource, RAW/WAR/WAW hazards on addresses, main
// waiting for sub, tensor lifetimes, and the DM bank warnings of "Memory
// Performance". See docs/schedule-semantics.md for the choices made.
#include <string>
#include <vector>

#include "diag/diagnostic.h"
#include "schedule/model.h"

namespace tcpwb::schedule {

enum class HazardKind { Raw, War, Waw };
std::string_view hazardName(HazardKind k);  // "RAW", "WAR", "WAW"

// Operation `op` must wait for operation `after` (earlier in program order)
// to end, because of `kind` between the tensor `op` accesses (`tensor`) and
// the tensor `after` accessed (`otherTensor`, the same or one sharing addresses).
// An operation has at most one hazard per tensor it accesses and kind: of the
// `count` earlier accesses of that kind sharing an address with `tensor`,
// the one that ends last, since waiting for it covers waiting for the others.
struct Hazard {
    HazardKind kind = HazardKind::Raw;
    std::size_t after = 0;
    std::size_t tensor = 0;
    std::size_t otherTensor = 0;
    u64 ready = 0;                 // the end cycle of `after`
    bool delayed = false;          // this hazard alone set the start cycle
    bool mainWaitsForSub = false;  // a main operation waiting for a sub one (`after`)
    u64 count = 1;                 // the earlier conflicting accesses (operation, tensor) it stands for
};

// Why an operation could not start earlier.
enum class StartReason { ProgramStart, ProgramOrder, Resource, Hazard, DmaOccupied };
std::string_view startReasonName(StartReason r);

struct ScheduledOp {
    Resource resource = Resource::Main;
    u64 start = 0;
    u64 end = 0;
    StartReason reason = StartReason::ProgramStart;
    bool occupiesDma = false;  // a main/sub command with 64+ same-bank accesses
    std::vector<Hazard> hazards;
    std::vector<std::size_t> warnings;  // indices into Schedule::warnings
};

// First write to last read; a tensor read before any write (an input already
// in memory) lives from cycle 0.
struct Lifetime {
    u64 begin = 0;
    u64 end = 0;
    bool preloaded = false;
    bool accessed = false;
    std::size_t firstOp = 0;  // the operation of the first access, in program order
};

// A bank warning shared by the concurrently running operations it names.
struct BankWarning {
    diag::Kind kind = diag::Kind::bank_conflict;  // bank_conflict, bank_starvation or dma_serialized
    std::string message;                          // one sentence naming the bank and tensors
    std::vector<u64> banks;                       // the banks involved
    u64 total = 0;                                // cumulative consecutive accesses (starvation, dma_serialized)
    u64 cycle = 0;                                // when the operations start running together
    std::vector<std::size_t> ops;
    std::vector<std::size_t> tensors;
};

struct Schedule {
    std::vector<ScheduledOp> ops;     // parallel to OpList::ops
    std::vector<Lifetime> lifetimes;  // parallel to OpList::tensors
    std::vector<BankWarning> warnings;
    u64 makespan = 0;
};

// Schedules `list`. Errors: an unknown or invalid tensor or operation
// (bad_schedule_input), a DM range past the 512 KB slice
// (address_out_of_range), or two live tensors sharing addresses
// (overlapping_allocation, naming both).
diag::Result<Schedule> scheduleOps(const OpList& list);

}  // namespace tcpwb::schedule
