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
    std::string term;   // the stream term it iterates, e.g. `A % 2`
    u64 size = 1;       // iterations
    u64 stride = 0;     // memory distance in elements between iterations (0: broadcast)
    bool packet = false;  // iterates (part of) the Packet
};

struct Merge {
    std::vector<std::string> from;  // the adjacent entries' terms, outer first
    std::string into;
};

struct Config {
    std::vector<Entry> entries;  // term by term, outermost first, packet entries last
    std::vector<Entry> merged;   // what the hardware is given
    std::vector<Merge> merges;
    u64 base = 0;                // element offset of the first access (stream offsets such as `A @ 4`)
    u64 packetSize = 1;          // elements of the merged configuration's innermost packet entry
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

    bool writes() const { return engine == Engine::Commit; }
};

// Derivation, merging and the limits of "Configuration Failures". Error kinds:
// insufficient_input, incompatible_shapes, unsupported_term, entry_limit,
// iteration_limit, packet_size, packet_fetch, and for writes out_of_bounds.
diag::Result<Config> derive(const Request& request);

// `[8 : 32, 8 : 256, 16 : 1] : 16`
std::string describe(const std::vector<Entry>& entries, u64 packetSize);

}  // namespace tcpwb::sequencer
