#pragma once
// Flits on demand: what each stage of a Tensor Unit pass holds on one slice
// at one cycle, for stepping through a pass. Nothing is stored per slice x
// cycle: the inspector simulates the program up to a pass the caller asks
// about once, keeps the memories as they were before that pass (one snapshot
// per pass asked about), recomputes the pass keeping the streams of the one
// slice asked about, and answers any cycle of that slice from them.
// See docs/simulation.md, "Flits on demand".
#include <cstddef>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "diag/diagnostic.h"
#include "kernel/program.h"
#include "sim/plan.h"
#include "sim/run.h"

namespace tcpwb::sim {

struct FlitElement {
    // "a[3, 17]" (the tensor and its logical index; a begin_interleaved stream
    // names each element's own tensor); "pad" for a padding position
    std::string index;
    double value = 0;
    bool hasValue = true;  // false where the stage's values are not kept (contract's per-Row products), or invalid
    // false at and after a vector_filter for a position past the slice's valid
    // count: it holds no data (its value reads 0; hasValue is false too)
    bool valid = true;
};

struct StageFlit {
    std::string stage;                  // "fetch", "switch", ..., "accumulate", "cast"
    bool active = false;                // the stage holds a flit at this cycle
    u64 timeStep = 0;                   // index into the stage's Time
    u64 timeSteps = 0;                  // the stage's Time size
    u64 start = 0;                      // first cycle of the stage in the pass
    std::vector<FlitElement> elements;  // the packet at timeStep (empty when not active)
    // At a vector_filter's stage and after: the slice's valid count (elements kept)
    std::optional<u64> validCount;
};

// The flit timing of a pass (docs/simulation.md, "Flits on demand"): stage
// i starts after the fill latencies of the stages before it and holds its
// Time steps evenly spread over `pace` cycles, the slowest stage's or the
// sink's. The inspector answers by it and the GUI steps by it.
struct FlitTiming {
    std::vector<u64> starts;  // per stage: first cycle, from the pass's start
    std::vector<u64> steps;   // per stage: its Time size (0 when it has no stream)
    u64 pace = 1;

    static FlitTiming of(const PassPlan& pass);
    // The time step stage `stage` holds at `cycle`, or none when it is idle then.
    std::optional<u64> stepAt(std::size_t stage, u64 cycle) const;
    // The first cycle after `cycle` where the stage starts, moves on or
    // stops; none once it has ended.
    std::optional<u64> nextChange(std::size_t stage, u64 cycle) const;
    // The cycle after the last stage stops.
    u64 end() const;
};

struct FlitQuery {
    std::size_t op = 0;  // a pass: index into Program::ops
    u64 chip = 0, cluster = 0, slice = 0;
    u64 cycle = 0;  // from the pass's start
};

class FlitInspector {
public:
    // Error kinds: planProgram's.
    static diag::Result<FlitInspector> create(kernel::Program program, RunOptions options = {});
    FlitInspector(FlitInspector&&) noexcept;
    FlitInspector& operator=(FlitInspector&&) noexcept;
    ~FlitInspector();

    // Error kinds: bad_query (not a pass, a slice the pass does not use), and
    // the simulation's (of the operations before the pass, or of the pass).
    diag::Result<std::vector<StageFlit>> at(const FlitQuery& query);
    const ProgramPlan& plan() const;

private:
    struct Impl;
    explicit FlitInspector(std::unique_ptr<Impl> impl);
    std::unique_ptr<Impl> impl_;
};

}  // namespace tcpwb::sim
