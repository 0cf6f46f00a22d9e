#pragma once
// The operation list the scheduler of "Scheduling" reads: tensors with an
// explicit memory and address range ("tensor addresses must be specified
// explicitly"), and operations in program order, each on one resource.
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "util/checked.h"

namespace tcpwb::schedule {

// "The hardware provides three allocatable resources that can execute in parallel",
// and the PE core's own operations: the toolchain's kernel launch and ExplicitSync
// (its schedules' `PeCore` context), which only toolchain-dialect kernels have.
enum class Resource { Main, Sub, Dma, Core };
inline constexpr std::size_t kResources = 4;
std::string_view resourceName(Resource r);  // "main", "sub", "dma", "core"
std::optional<Resource> parseResource(std::string_view name);

// Every memory is its own address space: a DM address never aliases an SPM one.
enum class MemoryKind { Hbm, Dm, Spm, Trf, Vrf };
std::string_view memoryName(MemoryKind m);                     // "hbm", "dm", "spm", "trf", "vrf"
std::optional<MemoryKind> parseMemory(std::string_view name);  // also "sram" for DM

// Bytes [begin, end) of one memory.
struct AddressRange {
    u64 begin = 0;
    u64 end = 0;
    u64 size() const { return end - begin; }
    bool overlaps(const AddressRange& o) const { return begin < o.end && o.begin < end; }
};

struct Tensor {
    std::string name;
    MemoryKind memory = MemoryKind::Dm;
    AddressRange range;
    // A result read after the schedule (a kernel's output, to_host's source):
    // it stays live to the last operation's end, so nothing may reuse its addresses.
    bool liveToEnd = false;
    // The address was chosen by the kernel's allocator (kernel/placement.h),
    // not written in the kernel: traces say so beside the address.
    bool placed = false;
};

// `count` consecutive accesses of one command to one DM bank ("Max_Consecutive_Access").
struct BankRun {
    u64 bank = 0;
    u64 count = 0;
    std::optional<std::size_t> tensor;  // the tensor the run belongs to, when known
};

struct Operation {
    std::string name;
    Resource resource = Resource::Main;
    // Cycles the operation occupies its resource; nullopt: computed from the
    // bytes it moves (see costOf).
    std::optional<u64> duration;
    std::vector<std::size_t> inputs;  // indices into OpList::tensors
    std::vector<std::size_t> outputs;
    // The command's DM bank access pattern; empty: derived from its DM
    // tensors' address ranges, walked sequentially.
    std::vector<BankRun> bankRuns;
    // Starts once every earlier operation has ended, and every later one
    // starts once it has ended: the toolchain's kernel launch and its final
    // ExplicitSync (docs/simulation.md, "Against the toolchain's schedules").
    bool barrier = false;
};

struct OpList {
    std::vector<Tensor> tensors;
    std::vector<Operation> ops;  // program order
};

// The duration of an operation without one: the larger of the bytes it reads
// and writes, at 256 B/cycle for DMA (DMN interleaving) and 128 B/cycle for
// main and sub (one slice's 16 banks). At least one cycle.
u64 costOf(const Operation& op, const OpList& list);

}  // namespace tcpwb::schedule
