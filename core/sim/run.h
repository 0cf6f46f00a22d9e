#pragma once
// Running a kernel::Program: the values for real through the simulated
// memories and engines (plan.h), a separate logical reference computed from
// the same host inputs, each output compared with it, and the device
// operations timed and scheduled (schedule::scheduleOps). See docs/simulation.md.
#include <cstddef>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "diag/diagnostic.h"
#include "kernel/program.h"
#include "schedule/model.h"
#include "schedule/schedule.h"

namespace tcpwb::sim {

struct RunOptions {
    // Replaces every seed of the program (rand and preloaded tensors).
    std::optional<u64> seed;
    // Called between operations with the fraction done; returning false cancels (error kind `cancelled`).
    std::function<bool(double fraction)> progress;
    // Check after each data-moving stage that the stream holds what its
    // mappings say (catches an engine bug). Automatic: on for passes of at
    // most kCheckLimit stream positions.
    std::optional<bool> checkStages;
    static constexpr u64 kCheckLimit = u64{1} << 22;
    // Threads the simulation may use: the logical reference beside the
    // simulation, and the slices of a slice-by-slice pass on a pool. 0 (the
    // default): std::thread::hardware_concurrency(); 1: everything on the
    // calling thread, in order. Results, warnings and errors are the same for
    // every count (docs/simulation.md, "Threads").
    unsigned threads = 0;
    unsigned threadCount() const;  // `threads`, or the hardware's count when 0 (at least 1)
    // The portable loops of the contraction and of the reference's dot products
    // instead of their AVX2 ones, which give the same bits in the same order (a
    // test compares the two; docs/simulation.md, "Speed paths").
    bool portableKernels = false;
};

struct OutputCheck {
    std::string tensor;
    u64 elements = 0;
    double maxAbsError = 0;
    double tolerance = 0;  // the tolerance at the element of the largest error (0: exact)
    bool ok = false;       // every element within its own tolerance
    // The simulated output as read back through its mappings: values by
    // row-major logical offset over the tensor's axes (0 where no mapping
    // places an element). Lets a caller see, and compare, what the run produced.
    std::vector<double> values;
};

struct StageTiming {
    std::string name;  // "fetch", ..., "commit"
    u64 cycles = 0;
    u64 latency = 0;
    u64 begin = 0;  // cycles after the operation's start: the fill latencies before it
    // Runs once the pipeline has drained rather than in it (the toolchain's
    // command overhead): drawn beside the pipeline's stages, not inside them.
    bool afterPipeline = false;
};

struct OpTiming {
    std::string name;
    schedule::Resource resource = schedule::Resource::Main;
    u64 start = 0, end = 0;
    std::vector<StageTiming> stages;
    std::size_t op = 0;  // index into Program::ops
};

// vector_filter's valid count (docs/simulation.md, "vector_filter"): on one
// slice (unit) of the filter's output stream, how many elements the filter
// kept, the length of the packed prefix the Commit Engine's Valid Count
// Packing would write; the positions after it hold no data.
struct SliceValidCount {
    u64 chip = 0, cluster = 0, slice = 0;
    u64 valid = 0;      // elements kept
    u64 positions = 0;  // element positions of the slice's output stream (padding excluded)
};

// A pass whose Vector Engine chain filters, and its valid count on every
// slice the filter's output is on, ordered by (chip, cluster, slice). The
// same for every RunOptions::threads.
struct OperationValidCount {
    std::size_t op = 0;     // index into Program::ops
    std::string name;       // the operation's name
    std::size_t stage = 0;  // index into the pass's stages: the vector stage that filters
    int filterId = 0;       // N of vector_filter(N)
    std::vector<SliceValidCount> slices;
    u64 valid() const;      // summed over the slices
    u64 positions() const;  // summed over the slices
};

struct RunResult {
    bool ok = false;
    std::vector<OutputCheck> outputs;
    schedule::OpList opList;  // the device operations (host PCIe transfers are not in it)
    schedule::Schedule schedule;
    std::vector<OpTiming> ops;  // parallel to opList.ops
    // Parallel to Program::tensors: the tensor's index in opList.tensors (and
    // schedule.lifetimes); nullopt for host tensors and tensors no device
    // operation touches.
    std::vector<std::optional<std::size_t>> tensorSlots;
    u64 cycles = 0;  // the schedule's makespan
    std::vector<diag::Diagnostic> warnings;
    std::vector<OperationValidCount> validCounts;  // the passes that filter, in program order
};

// Error kinds: no_outputs (the host reads nothing back: nothing to check),
// planProgram's, uninitialized_read, write_past_tensor, capacity_exceeded,
// stage_mismatch (an engine disagrees with its mappings), the scheduler's
// (overlapping_allocation, ...), cancelled.
diag::Result<RunResult> runKernel(const kernel::Program& program, const RunOptions& options = {});

}  // namespace tcpwb::sim
