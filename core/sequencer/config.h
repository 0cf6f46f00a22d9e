#pragma once
// Sequencer configurations (manual, "Sequencer"): the nested loops
// `[size_0 : stride_0, ...] : packet_size` that turn a buffer in memory into
// a stream of packets (Time, Packet) or back, derived term by term from the
// mappings, merged when there are more than 8, and checked against the
// hardware's limits with a sentence for every rejection.
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "diag/diagnostic.h"
#include "mapping/mapping.h"
#include "tensor/dtype.h"

namespace tcpwb::sequencer {

inline constexpr std::size_t kMaxEntries = 8;
inline constexpr u64 kMaxIterations = 65536;

struct Entry {
    std::string term;     // the stream term it iterates, e.g. `A % 2`
    u64 size = 1;         // iterations
    u64 stride = 0;       // memory distance in elements between iterations (0: broadcast)
    bool packet = false;  // iterates (part of) the Packet
    // The stream axis whose coordinate the entry advances, and by how much
    // per iteration; none for a broadcast or a mix of axes. The Fetch
    // Adapter's masking finds the entry of the padded axis by it.
    std::optional<mapping::AxisId> axis;
    u64 coordinateStep = 0;
};

// Folds inner into outer (outer.size *= inner.size, inner's stride), keeping
// the axis when the two are consecutive digits of it.
void fold(Entry& outer, const Entry& inner);

struct Merge {
    std::vector<std::string> from;  // the adjacent entries' terms, outer first
    std::string into;
};

struct Config {
    std::vector<Entry> entries;  // term by term, outermost first, packet entries last
    std::vector<Entry> merged;   // what the hardware is given
    std::vector<Merge> merges;
    // Element offset of the first access: stream offsets such as `A @ 4` add
    // to it, a padded axis's left padding (`B' = # 2 + B`) takes from it, so
    // it can be negative (the manual's `@ base_addr = -2`).
    std::int64_t base = 0;
    u64 packetSize = 1;  // elements of the merged configuration's innermost packet entry
};

struct Request {
    const mapping::CompiledMapping& buffer;
    const mapping::CompiledMapping& time;
    const mapping::CompiledMapping& packet;
    tensor::DType dtype = tensor::DType::I8;
    // Generic: the Sequencer chapter's rules. Fetch: the packet may be any
    // multiple of the read size (batching), so the 1..32-byte packet rule is
    // the Fetch Engine's to apply. Commit: a write, which truncates the
    // packet's innermost term to what the buffer holds and never writes past it.
    enum class Engine { Generic, Fetch, Commit };
    Engine engine = Engine::Generic;
    // A part of a stream (the DMA's per-engine units without their packet):
    // the coordinates it leaves out are the whole stream's, so whether the
    // buffer holds them is checked when the whole stream is derived.
    bool partial = false;

    bool writes() const { return engine == Engine::Commit; }
};

// Derivation, merging and the limits of "Configuration Failures". Error kinds:
// insufficient_input, incompatible_shapes, unsupported_term, entry_limit,
// iteration_limit, packet_size, packet_fetch, and for writes out_of_bounds.
diag::Result<Config> derive(const Request& request);

// `[8 : 32, 8 : 256, 16 : 1] : 16`
std::string describe(const std::vector<Entry>& entries, u64 packetSize);

}  // namespace tcpwb::sequencer
